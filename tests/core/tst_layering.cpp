// The core library is plain C++ on Eigen and HDF5 (docs/architecture.md): this test fails, naming
// the file and line, if anything under core/ includes a Qt header, if core/CMakeLists.txt links
// Qt, if a folder of core includes a header of a folder above it in the layer order, or if core
// includes anything of a folder beside it (ui/, app/, or one added later); and if threads are
// started or counted anywhere but in the one pool and the one budget. (The build refuses the
// same: core's include path holds core alone, core/CMakeLists.txt.)

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <optional>

// (No raw string literals in this file: moc's scanner misreads them when they hold quotes.)

namespace {

const QString kCoreDir = QStringLiteral(ISOSCOPE_SOURCE_DIR "/core");

// The header named by an #include line, or an empty string if the line is not an #include.
QString includedHeader(const QString &line, bool *angleBrackets = nullptr)
{
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]"));
    const QRegularExpressionMatch match = include.match(line);
    if (!match.hasMatch())
        return {};
    if (angleBrackets)
        *angleBrackets = match.captured(1) == QLatin1String("<");
    return match.captured(2).trimmed();
}

// Qt headers: class headers (<QString>, "QFile.h"), module headers and paths (<QtCore>,
// <QtWidgets/QWidget>, <Qt>), and the lower-case forms (<qstring.h>, <qglobal.h>).
bool isQtHeader(const QString &header, bool angleBrackets)
{
    static const QRegularExpression qtName(QStringLiteral("^Q[A-Za-z0-9_]*(\\.h)?$"));
    static const QRegularExpression lowerCaseQtHeader(QStringLiteral("^q[a-z0-9_]+\\.h$"));
    const QString first = header.section(QLatin1Char('/'), 0, 0);
    if (qtName.match(first).hasMatch())
        return true;
    return angleBrackets && !header.contains(QLatin1Char('/')) && lowerCaseQtHeader.match(header).hasMatch()
           && header != QLatin1String("quadmath.h");
}

// The folders of core in layer order, each with the folders it may include besides its own
// (docs/architecture.md). Files directly under core/ are the top: they may include any folder.
const QList<QPair<QString, QStringList>> &allowedFolders()
{
    static const QList<QPair<QString, QStringList>> folders = {
        {QStringLiteral("base"), {}},
        {QStringLiteral("io"), {QStringLiteral("base")}},
        {QStringLiteral("linalg"), {QStringLiteral("base")}},
        {QStringLiteral("tokenizer"), {QStringLiteral("base")}},
        {QStringLiteral("storage"), {QStringLiteral("base"), QStringLiteral("io"), QStringLiteral("linalg")}},
        {QStringLiteral("stats"), {QStringLiteral("base"), QStringLiteral("linalg")}},
        {QStringLiteral("transformer"), {QStringLiteral("base"), QStringLiteral("linalg")}},
        {QStringLiteral("corpus"), {QStringLiteral("base")}},
        {QStringLiteral("extraction"),
         {QStringLiteral("base"), QStringLiteral("io"), QStringLiteral("linalg"), QStringLiteral("storage"),
          QStringLiteral("tokenizer"), QStringLiteral("transformer"), QStringLiteral("corpus")}},
        {QStringLiteral("analysis"),
         {QStringLiteral("base"), QStringLiteral("io"), QStringLiteral("linalg"), QStringLiteral("storage"),
          QStringLiteral("stats")}},
        {QStringLiteral("serialization"),
         {QStringLiteral("base"), QStringLiteral("io"), QStringLiteral("linalg"), QStringLiteral("storage"),
          QStringLiteral("stats"), QStringLiteral("analysis")}},
        {QStringLiteral("output"),
         {QStringLiteral("base"), QStringLiteral("io"), QStringLiteral("linalg"), QStringLiteral("storage"),
          QStringLiteral("stats"), QStringLiteral("analysis"), QStringLiteral("serialization")}},
    };
    return folders;
}

// The folder of core a header belongs to ("core/stats/weat.h" -> "stats"), or an empty string.
QString coreFolderOf(const QString &header)
{
    const QStringList parts = header.split(QLatin1Char('/'));
    if (parts.size() < 3 || parts[0] != QLatin1String("core"))
        return {};
    return parts[1];
}

// Why a file in `folder` may not include `header`, or an empty string when it may.
QString layerViolation(const QString &folder, const QString &header)
{
    const QString target = coreFolderOf(header);
    if (target.isEmpty() || target == folder)
        return {};
    for (const auto &[name, allowed] : allowedFolders()) {
        if (name != folder)
            continue;
        if (allowed.contains(target))
            return {};
        return QStringLiteral("%1/ may use only %2, not %3/")
            .arg(folder, allowed.isEmpty() ? QStringLiteral("itself") : allowed.join(QStringLiteral(", ")), target);
    }
    return QStringLiteral("%1/ is not a folder of docs/architecture.md's list").arg(folder);
}

// The folders at the top of the repository (ui, app, tools, tests, bench, and any added later).
QStringList topFolders()
{
    return QDir(QStringLiteral(ISOSCOPE_SOURCE_DIR)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

// Why a file of core may not include header, or an empty string when it may: in quotes, only
// core's own headers and the generated version header; in either form, nothing of a folder beside
// core (ui/, app/, or one that does not exist yet), which the layer table cannot name.
QString outsideCoreViolation(const QString &header, bool angleBrackets, const QStringList &folders)
{
    const QString first = header.section(QLatin1Char('/'), 0, 0);
    if (header.contains(QLatin1Char('/')) && first != QLatin1String("core") && folders.contains(first))
        return QStringLiteral("core may not use %1/, a folder beside it").arg(first);
    if (!angleBrackets && first != QLatin1String("core") && header != QLatin1String("isoscope/version.h"))
        return QStringLiteral("core includes in quotes only core/... and isoscope/version.h");
    return {};
}

bool lineIncludesQt(const QString &line)
{
    bool angleBrackets = false;
    const QString header = includedHeader(line, &angleBrackets);
    return !header.isEmpty() && isQtHeader(header, angleBrackets);
}

// The lines of a text file in order, each with its line end; nothing when it cannot be read.
std::optional<QStringList> linesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    QStringList lines;
    while (!file.atEnd())
        lines.append(QString::fromUtf8(file.readLine()));
    return lines;
}

} // namespace

class TestLayering final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recognisesIncludeLines_data();
    void recognisesIncludeLines();
    void coreIncludesNoQtHeader();
    void coreLinksNoQtTarget();
    void folderRulesAreApplied_data();
    void folderRulesAreApplied();
    void coreFoldersIncludeOnlyTheLayersBelow();
    void includesOutsideCoreAreRecognised_data();
    void includesOutsideCoreAreRecognised();
    void coreIncludesNothingBesideIt();
    void threadsComeFromOnePoolAndOneBudget();
};

void TestLayering::recognisesIncludeLines_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("isQt");

    QTest::newRow("a Qt class header is flagged") << QStringLiteral("#include <QString>") << true;
    QTest::newRow("a Qt module header is flagged") << QStringLiteral("#include <QtCore>") << true;
    QTest::newRow("a path into a Qt module is flagged") << QStringLiteral("#include <QtWidgets/QWidget>") << true;
    QTest::newRow("the Qt namespace header is flagged") << QStringLiteral("#include <Qt>") << true;
    QTest::newRow("a quoted Q header is flagged") << QStringLiteral("#include \"QFile.h\"") << true;
    QTest::newRow("a lower-case Qt header is flagged") << QStringLiteral("#include <qglobal.h>") << true;
    QTest::newRow("spaces after the hash are flagged") << QStringLiteral("  #  include <QtCore/qstring.h>") << true;
    QTest::newRow("a standard header is fine") << QStringLiteral("#include <vector>") << false;
    QTest::newRow("a core header is fine") << QStringLiteral("#include \"core/base/result.h\"") << false;
    QTest::newRow("Eigen is fine") << QStringLiteral("#include <Eigen/Core>") << false;
    QTest::newRow("HDF5 is fine") << QStringLiteral("#include <hdf5.h>") << false;
    QTest::newRow("a commented-out include is fine") << QStringLiteral("// #include <QString>") << false;
    QTest::newRow("a word in a comment is fine") << QStringLiteral("/// like QString, but plain C++") << false;
}

void TestLayering::recognisesIncludeLines()
{
    QFETCH(QString, line);
    QFETCH(bool, isQt);
    QCOMPARE(lineIncludesQt(line), isQt);
}

void TestLayering::coreIncludesNoQtHeader()
{
    QStringList violations;
    int filesScanned = 0;
    QDirIterator files(kCoreDir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        const auto lines = linesOf(path);
        QVERIFY2(lines, qPrintable(path));
        ++filesScanned;
        for (qsizetype i = 0; i < lines->size(); ++i)
            if (lineIncludesQt(lines->at(i)))
                violations.append(
                    QStringLiteral("%1:%2: %3").arg(path, QString::number(i + 1), lines->at(i).trimmed()));
    }
    // A wrong path would pass vacuously.
    QVERIFY2(filesScanned >= 10,
             qPrintable(QStringLiteral("only %1 files found in %2").arg(QString::number(filesScanned), kCoreDir)));
    QVERIFY2(violations.isEmpty(),
             qPrintable(QStringLiteral("core/ must not include Qt headers:\n") + violations.join(QLatin1Char('\n'))));
}

void TestLayering::coreLinksNoQtTarget()
{
    const QString path = kCoreDir + QStringLiteral("/CMakeLists.txt");
    const auto lines = linesOf(path);
    QVERIFY2(lines, qPrintable(path));
    static const QRegularExpression qtTarget(QStringLiteral("\\bQt[0-9]*::|\\$\\{QT_|\\bfind_package\\s*\\(\\s*Qt"),
                                             QRegularExpression::CaseInsensitiveOption);
    QStringList violations;
    for (qsizetype i = 0; i < lines->size(); ++i) {
        const QString code = lines->at(i).section(QLatin1Char('#'), 0, 0); // CMake comments may mention Qt
        if (qtTarget.match(code).hasMatch())
            violations.append(QStringLiteral("%1:%2: %3").arg(path, QString::number(i + 1), lines->at(i).trimmed()));
    }
    QVERIFY2(violations.isEmpty(),
             qPrintable(QStringLiteral("core must not link Qt:\n") + violations.join(QLatin1Char('\n'))));
}

void TestLayering::folderRulesAreApplied_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("header");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("a folder includes its own headers")
        << QStringLiteral("stats") << QStringLiteral("core/stats/weat.h") << true;
    QTest::newRow("stats may use linalg below it")
        << QStringLiteral("stats") << QStringLiteral("core/linalg/whitening.h") << true;
    QTest::newRow("linalg may not read files through io")
        << QStringLiteral("linalg") << QStringLiteral("core/io/embeddingreader.h") << false;
    QTest::newRow("storage may not use the analysis above it")
        << QStringLiteral("storage") << QStringLiteral("core/analysis/results.h") << false;
    QTest::newRow("analysis may not write JSON")
        << QStringLiteral("analysis") << QStringLiteral("core/serialization/json.h") << false;
    QTest::newRow("output may use serialization")
        << QStringLiteral("output") << QStringLiteral("core/serialization/resultsjson.h") << true;
    QTest::newRow("base uses nothing of core")
        << QStringLiteral("base") << QStringLiteral("core/io/bytesource.h") << false;
    QTest::newRow("report is no longer a folder of core (results folders are output/)")
        << QStringLiteral("report") << QStringLiteral("core/base/result.h") << false;
    QTest::newRow("an unknown folder is reported")
        << QStringLiteral("misc") << QStringLiteral("core/base/result.h") << false;
    QTest::newRow("a header outside core is not a layer")
        << QStringLiteral("base") << QStringLiteral("isoscope/version.h") << true;
}

void TestLayering::folderRulesAreApplied()
{
    QFETCH(QString, folder);
    QFETCH(QString, header);
    QFETCH(bool, allowed);
    QCOMPARE(layerViolation(folder, header).isEmpty(), allowed);
}

void TestLayering::coreFoldersIncludeOnlyTheLayersBelow()
{
    QStringList violations;
    int includesChecked = 0;
    QDirIterator files(kCoreDir, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        const QString relative = QDir(kCoreDir).relativeFilePath(path);
        if (!relative.contains(QLatin1Char('/')))
            continue; // core/version.h.in and the like: the top
        const QString folder = relative.section(QLatin1Char('/'), 0, 0);
        const auto lines = linesOf(path);
        QVERIFY2(lines, qPrintable(path));
        for (qsizetype i = 0; i < lines->size(); ++i) {
            const QString header = includedHeader(lines->at(i));
            if (header.isEmpty())
                continue;
            includesChecked += !coreFolderOf(header).isEmpty();
            if (const QString why = layerViolation(folder, header); !why.isEmpty())
                violations.append(
                    QStringLiteral("%1:%2: %3 (%4)").arg(path, QString::number(i + 1), lines->at(i).trimmed(), why));
        }
    }
    QVERIFY2(includesChecked >= 100, qPrintable(QStringLiteral("only %1 core includes found").arg(includesChecked)));
    QVERIFY2(violations.isEmpty(), qPrintable(QStringLiteral("core's folders must include only the layers below "
                                                             "them (docs/architecture.md):\n")
                                              + violations.join(QLatin1Char('\n'))));
}

void TestLayering::includesOutsideCoreAreRecognised_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("a header of the window is refused")
        << QStringLiteral("#include \"ui/window/mainwindow.h\"") << false;
    QTest::newRow("a header of the command line is refused")
        << QStringLiteral("#include \"app/cli/common.h\"") << false;
    QTest::newRow("in angle brackets too") << QStringLiteral("#include <ui/common/errortext.h>") << false;
    QTest::newRow("a test's helper is refused")
        << QStringLiteral("#include \"tests/core/embeddingwriters.h\"") << false;
    QTest::newRow("a folder that does not exist yet is refused")
        << QStringLiteral("#include \"plugins/transformer.h\"") << false;
    QTest::newRow("a bare quoted name is refused") << QStringLiteral("#include \"analysis.h\"") << false;
    QTest::newRow("a core header is fine") << QStringLiteral("#include \"core/stats/weat.h\"") << true;
    QTest::newRow("the generated version header is fine") << QStringLiteral("#include \"isoscope/version.h\"") << true;
    QTest::newRow("Eigen is fine") << QStringLiteral("#include <Eigen/Core>") << true;
    QTest::newRow("fastText is fine") << QStringLiteral("#include <fasttext/fasttext.h>") << true;
    QTest::newRow("the standard library is fine") << QStringLiteral("#include <vector>") << true;
}

void TestLayering::includesOutsideCoreAreRecognised()
{
    QFETCH(QString, line);
    QFETCH(bool, allowed);
    bool angleBrackets = false;
    const QString header = includedHeader(line, &angleBrackets);
    QVERIFY(!header.isEmpty());
    // Folders as the repository has them, and one named as a future folder would be.
    QCOMPARE(outsideCoreViolation(header, angleBrackets, topFolders() << QStringLiteral("plugins")).isEmpty(), allowed);
}

void TestLayering::coreIncludesNothingBesideIt()
{
    const QStringList folders = topFolders();
    QVERIFY2(folders.contains(QStringLiteral("ui")) && folders.contains(QStringLiteral("app")),
             qPrintable(folders.join(QLatin1Char(' '))));
    QStringList violations;
    int includes = 0;
    QDirIterator files(kCoreDir, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        const auto lines = linesOf(path);
        QVERIFY2(lines, qPrintable(path));
        for (qsizetype i = 0; i < lines->size(); ++i) {
            bool angleBrackets = false;
            const QString header = includedHeader(lines->at(i), &angleBrackets);
            if (header.isEmpty())
                continue;
            ++includes;
            if (const QString why = outsideCoreViolation(header, angleBrackets, folders); !why.isEmpty())
                violations.append(
                    QStringLiteral("%1:%2: %3 (%4)").arg(path, QString::number(i + 1), lines->at(i).trimmed(), why));
        }
    }
    QVERIFY2(includes >= 100, qPrintable(QStringLiteral("only %1 includes found").arg(includes)));
    QVERIFY2(violations.isEmpty(),
             qPrintable(QStringLiteral("core uses only itself and the libraries docs/architecture.md lists:\n")
                        + violations.join(QLatin1Char('\n'))));
}

// The window's background work starts in one place, on one pool (ui/jobs/jobpool.h), and core's
// threads are counted in one place (core/base/threadbudget.cpp), docs/architecture.md "Threads":
// no other file of core/, ui/ or app/ calls QtConcurrent::run, uses Qt's global pool or asks how
// many cores the machine has.
void TestLayering::threadsComeFromOnePoolAndOneBudget()
{
    static const QRegularExpression forbidden(
        QStringLiteral("QtConcurrent::run\\b|QThreadPool::globalInstance|hardware_concurrency|idealThreadCount"));
    const QStringList allowed = {QStringLiteral("ui/jobs/jobpool.h"), QStringLiteral("core/base/threadbudget.cpp")};
    QStringList violations;
    int filesScanned = 0;
    for (const char *folder : {"core", "ui", "app"}) {
        const QString root = QStringLiteral(ISOSCOPE_SOURCE_DIR "/") + QLatin1String(folder);
        QDirIterator files(root, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            const QString relative = QDir(QStringLiteral(ISOSCOPE_SOURCE_DIR)).relativeFilePath(path);
            const auto lines = linesOf(path);
            QVERIFY2(lines, qPrintable(path));
            ++filesScanned;
            for (qsizetype i = 0; i < lines->size() && !allowed.contains(relative); ++i) {
                const QString code = lines->at(i).section(QStringLiteral("//"), 0, 0); // comments may name them
                if (forbidden.match(code).hasMatch())
                    violations.append(
                        QStringLiteral("%1:%2: %3").arg(relative, QString::number(i + 1), lines->at(i).trimmed()));
            }
        }
    }
    QVERIFY2(filesScanned >= 100, qPrintable(QStringLiteral("only %1 files found").arg(filesScanned)));
    QVERIFY2(violations.isEmpty(),
             qPrintable(QStringLiteral("start work with startInBackground and count threads with threadBudget:\n")
                        + violations.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
