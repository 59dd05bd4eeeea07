// The core library is plain C++ on Eigen and HDF5 (ARCHITECTURE.md): this test fails, naming the
// file and line, if anything under core/ includes a Qt header or if core/CMakeLists.txt links Qt.

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

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

bool lineIncludesQt(const QString &line)
{
    bool angleBrackets = false;
    const QString header = includedHeader(line, &angleBrackets);
    return !header.isEmpty() && isQtHeader(header, angleBrackets);
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
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
        ++filesScanned;
        int lineNumber = 0;
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine());
            ++lineNumber;
            if (lineIncludesQt(line))
                violations.append(QStringLiteral("%1:%2: %3").arg(path, QString::number(lineNumber), line.trimmed()));
        }
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
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
    static const QRegularExpression qtTarget(QStringLiteral("\\bQt[0-9]*::|\\$\\{QT_|\\bfind_package\\s*\\(\\s*Qt"),
                                             QRegularExpression::CaseInsensitiveOption);
    QStringList violations;
    int lineNumber = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine());
        ++lineNumber;
        const QString code = line.section(QLatin1Char('#'), 0, 0); // CMake comments may mention Qt
        if (qtTarget.match(code).hasMatch())
            violations.append(QStringLiteral("%1:%2: %3").arg(path, QString::number(lineNumber), line.trimmed()));
    }
    QVERIFY2(violations.isEmpty(),
             qPrintable(QStringLiteral("core must not link Qt:\n") + violations.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
