// The guided lesson, offscreen: every number it shows equals the command-line tool's results.json
// for the same inputs (the demo models with the paper's protocol; W3 with an edited word set; another
// epsilon), and its worked example's cosines equal a naive computation on the demo file's vectors.
// Also the entry points (Help menu, start page) and presentation mode.

#include "core/base/datadir.h"
#include "ui/classroom/classroom.h"
#include "ui/classroom/lessonengine.h"
#include "ui/classroom/lessonwindow.h"
#include "ui/classroom/playground.h"
#include "ui/classroom/presentationmode.h"
#include "ui/common/language.h"
#include "ui/common/settings.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/figurestyle.h"
#include "ui/figures/multilevelfigure.h"
#include "ui/window/mainwindow.h"

#include "userinput.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <vector>

using namespace isoscope::ui;

namespace {

constexpr int kTimeoutMs = 120000;

// The number a lesson step shows under a name, as a double (true minus signs read back).
double shown(const LessonWindow &lesson, int step, const char *key)
{
    QString text = lesson.shownNumber(step, QString::fromLatin1(key));
    text.replace(QChar(0x2212), QLatin1Char('-'));
    text.remove(QLatin1Char(','));
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok)
        qWarning("step %d, %s: '%s' is not a number", step, key, qPrintable(text));
    return ok ? value : std::nan("");
}

// A value shown with d decimals equals the exact one up to rounding.
bool roundsTo(double shownValue, double exact, int decimals)
{
    return std::abs(shownValue - exact) <= 0.5 * std::pow(10.0, -decimals) + 1e-12;
}

QJsonObject runCli(const QStringList &arguments)
{
    QProcess cli;
    cli.start(QStringLiteral(ISOSCOPE_CLI), QStringList{QStringLiteral("analyze")} + arguments
                                                + QStringList{QStringLiteral("--json"), QStringLiteral("--quiet")});
    if (!cli.waitForFinished(kTimeoutMs) || cli.exitCode() != 0) {
        qWarning("isoscope-cli failed: %s", cli.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}

QJsonObject cliResult(const QJsonObject &cli, const QString &model, const QString &suite)
{
    for (const QJsonValue &value : cli.value(QStringLiteral("weat")).toArray()) {
        const QJsonObject r = value.toObject();
        if (r.value(QStringLiteral("model")).toString() == model
            && r.value(QStringLiteral("suite")).toString() == suite)
            return r;
    }
    return {};
}

QJsonObject cliModel(const QJsonObject &cli, const QString &model)
{
    for (const QJsonValue &value : cli.value(QStringLiteral("models")).toArray())
        if (value.toObject().value(QStringLiteral("name")).toString() == model)
            return value.toObject();
    return {};
}

// The demo GloVe vectors of some words, read from the text file by the simplest parser there is.
std::map<QString, std::vector<double>> demoVectors(const QStringList &words)
{
    std::map<QString, std::vector<double>> vectors;
    QFile file(QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return vectors;
    while (!file.atEnd()) {
        const QStringList fields = QString::fromUtf8(file.readLine()).trimmed().split(QLatin1Char(' '));
        if (!words.contains(fields.front()) || vectors.count(fields.front()))
            continue;
        std::vector<double> v;
        for (qsizetype i = 1; i < fields.size(); ++i)
            v.push_back(static_cast<double>(fields[i].toFloat()));
        vectors[fields.front()] = v;
    }
    return vectors;
}

double cosine(const std::vector<double> &a, const std::vector<double> &b)
{
    double dot = 0, na = 0, nb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        dot += a[i] * b[i];
        na += a[i] * a[i];
        nb += b[i] * b[i];
    }
    return dot / std::sqrt(na * nb);
}

bool waitForNumbers(const LessonWindow &lesson)
{
    return QTest::qWaitFor([&] { return !lesson.engine()->isBusy() && lesson.engine()->state(); }, kTimeoutMs);
}

} // namespace

class TestLesson final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void showsProgressThenTheCommandLineNumbers();
    void workedExampleIsTheVectorsCosines();
    void editingAWordSetChangesDAsTheCommandLineDoes();
    void changingEpsilonChangesTheWhitenedDAsTheCommandLineDoes();
    void whiteningStepShowsW3sLevelsAsTheCommandLineDoes();
    void alphaReclassifies();
    void aSetWithoutKnownWordsIsExplained();
    void stepOneSaysWhatItLeftOutAndHowItSplits();
    void anotherEpsilonIsSaidInEveryStep();
    void entryPointsOpenTheWindows();
    void presentationModeEnlargesTextAndLinesAndIsKept();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    QJsonObject m_cli;
    QString m_glove = QString::fromUtf8(isoscope::builtin::kDemoGloveName);
};

void TestLesson::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false);
    settings::presentationMode.reset();
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
    QVERIFY(m_dir.isValid());
    qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_dir.filePath(QStringLiteral("cache"))));
    m_cli = runCli({QStringLiteral("--demo")});
    QCOMPARE(m_cli.value(QStringLiteral("weat")).toArray().size(), 20);
}

void TestLesson::showsProgressThenTheCommandLineNumbers()
{
    LessonWindow lesson;
    lesson.show();
    // The first computation runs on a worker thread; meanwhile the window says so.
    QVERIFY(lesson.engine()->isBusy());
    QVERIFY(lesson.findChild<QProgressBar *>()->isVisible());
    QVERIFY(lesson.document(LessonWindow::WeatStep)->toPlainText().contains(QStringLiteral("Computing")));
    QVERIFY(waitForNumbers(lesson));
    QVERIFY(!lesson.findChild<QProgressBar *>()->isVisible());

    const QJsonObject w3 = cliResult(m_cli, m_glove, QStringLiteral("W3"));
    const QJsonObject raw = w3.value(QStringLiteral("raw")).toObject();
    const QJsonObject white = w3.value(QStringLiteral("whitened")).toObject();
    const QJsonObject firstX =
        w3.value(QStringLiteral("words")).toObject().value(QStringLiteral("X")).toArray().first().toObject();

    // Step 1: the first word of X, its s(w) in both spaces, S, d and p in both spaces.
    const int step = LessonWindow::WeatStep;
    QCOMPARE(lesson.shownNumber(step, QStringLiteral("w")), firstX.value(QStringLiteral("word")).toString());
    QVERIFY(roundsTo(shown(lesson, step, "s"), firstX.value(QStringLiteral("s_raw")).toDouble(), 3));
    QVERIFY(roundsTo(shown(lesson, step, "s_raw"), firstX.value(QStringLiteral("s_raw")).toDouble(), 3));
    QVERIFY(roundsTo(shown(lesson, step, "s_white"), firstX.value(QStringLiteral("s_whitened")).toDouble(), 3));
    QVERIFY(roundsTo(shown(lesson, step, "S_raw"), raw.value(QStringLiteral("S")).toDouble(), 3));
    QVERIFY(roundsTo(shown(lesson, step, "S_white"), white.value(QStringLiteral("S")).toDouble(), 3));
    QVERIFY(roundsTo(shown(lesson, step, "d_raw"), raw.value(QStringLiteral("d")).toDouble(), 2));
    QVERIFY(roundsTo(shown(lesson, step, "d_white"), white.value(QStringLiteral("d")).toDouble(), 2));
    QVERIFY(roundsTo(shown(lesson, step, "p_raw"), raw.value(QStringLiteral("p")).toDouble(), 3));
    QVERIFY(roundsTo(shown(lesson, step, "p_white"), white.value(QStringLiteral("p")).toDouble(), 3));
    // The README's numbers: W3 on the GloVe demo is significant raw (d = 0.87) and not whitened.
    QCOMPARE(lesson.shownNumber(step, QStringLiteral("d_raw")), QStringLiteral("0.87"));

    // Step 2: the mean and SD of the pairwise cosines of the anisotropy sample.
    const QJsonObject anisotropy = cliModel(m_cli, m_glove).value(QStringLiteral("anisotropy")).toObject();
    QVERIFY(!anisotropy.isEmpty());
    const auto stat = [&](const char *space, const char *what) {
        return anisotropy.value(QLatin1String(space)).toObject().value(QLatin1String(what)).toDouble();
    };
    QVERIFY(roundsTo(shown(lesson, LessonWindow::AnisotropyStep, "meanCos_raw"), stat("raw", "mean"), 3));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::AnisotropyStep, "sdCos_raw"), stat("raw", "sd"), 3));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::AnisotropyStep, "meanCos_white"), stat("whitened", "mean"), 3));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WhiteningStep, "meanCos_white"), stat("whitened", "mean"), 3));
    // The heatmap's other model is word2vec's numbers.
    lesson.findChild<QComboBox *>(QStringLiteral("lessonHeatmapModel"))->setCurrentIndex(1);
    const QJsonObject w2v = cliModel(m_cli, QString::fromUtf8(isoscope::builtin::kDemoWord2vecName))
                                .value(QStringLiteral("anisotropy"))
                                .toObject();
    QVERIFY(roundsTo(shown(lesson, LessonWindow::AnisotropyStep, "meanCos_raw"),
                     w2v.value(QStringLiteral("raw")).toObject().value(QStringLiteral("mean")).toDouble(), 3));

    // Step 3: the reference sample, explained variance of the first component, W3's d.
    const QJsonObject model = cliModel(m_cli, m_glove);
    QCOMPARE(lesson.shownNumber(LessonWindow::WhiteningStep, QStringLiteral("dims")),
             QString::number(model.value(QStringLiteral("dims")).toInt()));
    QCOMPARE(
        lesson.shownNumber(LessonWindow::WhiteningStep, QStringLiteral("n")).remove(QLatin1Char(',')),
        QString::number(model.value(QStringLiteral("reference")).toObject().value(QStringLiteral("size")).toInt()));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WhiteningStep, "lambda1"),
                     model.value(QStringLiteral("eigenvalues")).toArray().first().toDouble(), 3));
    const QJsonObject explained = model.value(QStringLiteral("explained_variance")).toObject();
    QVERIFY(!explained.isEmpty());
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WhiteningStep, "ev1_raw"),
                     explained.value(QStringLiteral("raw")).toArray().first().toDouble(), 3));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WhiteningStep, "d_white"), white.value(QStringLiteral("d")).toDouble(),
                     2));

    // Step 4: W3 is a Disappearing case, as the command line says; another suite shows its own numbers.
    QCOMPARE(w3.value(QStringLiteral("change")).toString(), QStringLiteral("Disappearing"));
    QCOMPARE(lesson.shownNumber(LessonWindow::DisappearingStep, QStringLiteral("change")),
             QStringLiteral("Disappearing"));
    lesson.showSuite(QStringLiteral("W7"));
    const QJsonObject w7 = cliResult(m_cli, m_glove, QStringLiteral("W7"));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::DisappearingStep, "d_raw"),
                     w7.value(QStringLiteral("raw")).toObject().value(QStringLiteral("d")).toDouble(), 2));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::DisappearingStep, "p_white"),
                     w7.value(QStringLiteral("whitened")).toObject().value(QStringLiteral("p")).toDouble(), 3));
    QCOMPARE(lesson.shownNumber(LessonWindow::DisappearingStep, QStringLiteral("change")),
             w7.value(QStringLiteral("change")).toString());

    // Step 5: the change classes of all 20 results.
    std::map<QString, int> counts;
    for (const QJsonValue &value : m_cli.value(QStringLiteral("weat")).toArray())
        ++counts[value.toObject().value(QStringLiteral("change")).toString()];
    QCOMPARE(shown(lesson, LessonWindow::ReportBothStep, "stable"), double(counts[QStringLiteral("Stable")]));
    QCOMPARE(shown(lesson, LessonWindow::ReportBothStep, "disappearing"),
             double(counts[QStringLiteral("Disappearing")]));
    QCOMPARE(shown(lesson, LessonWindow::ReportBothStep, "emerging"), double(counts[QStringLiteral("Emerging")]));
}

void TestLesson::workedExampleIsTheVectorsCosines()
{
    LessonWindow lesson;
    QVERIFY(waitForNumbers(lesson));
    const isoscope::WeatSuite *suite = lesson.engine()->focusSuite();
    QVERIFY(suite);
    // GloVe 6B is uncased: the words are looked up lowercased.
    const auto lower = [](const std::string &word) { return QString::fromStdString(word).toLower(); };
    QStringList wanted{lower(suite->sets[0].words.front())};
    for (int role : {2, 3})
        for (const std::string &word : suite->sets[static_cast<std::size_t>(role)].words)
            wanted.append(lower(word));
    const auto vectors = demoVectors(wanted);
    const QString w = lower(suite->sets[0].words.front());
    QVERIFY(vectors.count(w));
    double sum[2] = {0, 0};
    int count[2] = {0, 0};
    for (int role : {2, 3}) {
        const auto &words = suite->sets[static_cast<std::size_t>(role)].words;
        int shownIndex = 0;
        for (const std::string &word : words) {
            if (!vectors.count(lower(word)))
                continue; // not in the demo vocabulary: WEAT drops it
            const double c = cosine(vectors.at(w), vectors.at(lower(word)));
            if (shownIndex < 3) {
                const QByteArray key = (role == 2 ? "cosA" : "cosB") + QByteArray::number(shownIndex);
                QVERIFY2(roundsTo(shown(lesson, LessonWindow::WeatStep, key.constData()), c, 3), key.constData());
            }
            ++shownIndex;
            sum[role - 2] += c;
            ++count[role - 2];
        }
    }
    const double meanA = sum[0] / count[0], meanB = sum[1] / count[1];
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WeatStep, "meanA"), meanA, 3));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WeatStep, "meanB"), meanB, 3));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WeatStep, "s"), meanA - meanB, 3));
    // And to full precision, against core's s(w) of the same word.
    const auto *result = lesson::findResult(lesson.engine()->results()->models[0], "W3");
    QVERIFY(result && result->raw);
    const auto example = lesson::wordExample(*result);
    QVERIFY(example);
    QVERIFY(std::abs(example->meanA - meanA) < 1e-9);
    QVERIFY(std::abs(example->meanB - meanB) < 1e-9);
    QVERIFY(std::abs(example->s - result->raw->sX.front()) < 1e-9);
}

void TestLesson::editingAWordSetChangesDAsTheCommandLineDoes()
{
    LessonWindow lesson;
    lesson.show();
    QVERIFY(waitForNumbers(lesson));
    const double before = shown(lesson, LessonWindow::WeatStep, "d_raw");

    // Through the controls: A (pleasant) keeps only its first eight words.
    auto *role = lesson.findChild<QComboBox *>(QStringLiteral("lessonRoleBox"));
    auto *words = lesson.findChild<QPlainTextEdit *>(QStringLiteral("lessonWordBox"));
    QVERIFY(role && words);
    role->setCurrentIndex(2);
    const QStringList allA = words->toPlainText().split(QLatin1Char(' '));
    QVERIFY(allA.size() > 8);
    const QStringList keptA = allA.mid(0, 8);
    words->setPlainText(keptA.join(QStringLiteral(", ")));
    QTest::mouseClick(lesson.findChild<QPushButton *>(QStringLiteral("lessonApplyWords")), Qt::LeftButton);
    QVERIFY(lesson.engine()->isBusy());
    QVERIFY(waitForNumbers(lesson));

    // The command line on a suite file with the same edit.
    QFile original(QStringLiteral(ISOSCOPE_RESOURCE_DIR "/suites/weat_suites.json"));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QJsonObject suites = QJsonDocument::fromJson(original.readAll()).object();
    QJsonArray list = suites.value(QStringLiteral("suites")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject suite = list[i].toObject();
        if (suite.value(QStringLiteral("id")).toString() == QLatin1String("W3")) {
            suite.insert(QStringLiteral("A"), QJsonArray::fromStringList(keptA));
            QJsonArray sizes = suite.value(QStringLiteral("sizes")).toArray(); // X, Y, A, B as listed
            if (sizes.size() == 4)
                sizes[2] = static_cast<int>(keptA.size());
            suite.insert(QStringLiteral("sizes"), sizes);
            list[i] = suite;
        }
    }
    suites.insert(QStringLiteral("suites"), list);
    const QString file = m_dir.filePath(QStringLiteral("edited.json"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(suites).toJson());
    out.close();
    const QJsonObject cli = runCli(
        {QStringLiteral("--demo"), QStringLiteral("--suites"), file, QStringLiteral("--only"), QStringLiteral("W3")});
    const QJsonObject w3 = cliResult(cli, m_glove, QStringLiteral("W3"));
    QCOMPARE(w3.value(QStringLiteral("sizes")).toObject().value(QStringLiteral("A")).toInt(), 8);
    const double dRaw = w3.value(QStringLiteral("raw")).toObject().value(QStringLiteral("d")).toDouble();
    const double dWhite = w3.value(QStringLiteral("whitened")).toObject().value(QStringLiteral("d")).toDouble();
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WeatStep, "d_raw"), dRaw, 2));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WeatStep, "d_white"), dWhite, 2));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WeatStep, "meanA"),
                     lesson::wordExample(*lesson::findResult(lesson.engine()->results()->models[0], "W3"))->meanA, 3));
    QVERIFY(shown(lesson, LessonWindow::WeatStep, "d_raw") != before);

    // Restore gives the shipped words and the first numbers back.
    QTest::mouseClick(lesson.findChild<QPushButton *>(QStringLiteral("lessonRestoreWords")), Qt::LeftButton);
    QVERIFY(waitForNumbers(lesson));
    QCOMPARE(shown(lesson, LessonWindow::WeatStep, "d_raw"), before);
    QCOMPARE(words->toPlainText().split(QLatin1Char(' ')), allA);
}

void TestLesson::changingEpsilonChangesTheWhitenedDAsTheCommandLineDoes()
{
    // The teacher opens step 3, types another epsilon and clicks Apply, as in class.
    LessonWindow lesson;
    lesson.resize(1280, 800);
    QVERIFY(userinput::showAndActivate(&lesson));
    QVERIFY(waitForNumbers(lesson));
    QVERIFY(userinput::clickTab(lesson.findChild<QTabBar *>(QStringLiteral("lessonSteps")),
                                QStringLiteral("3. Whitening")));
    const double rawBefore = shown(lesson, LessonWindow::WhiteningStep, "d_raw");
    QVERIFY(userinput::typeInto(userinput::find<QDoubleSpinBox>(&lesson, QStringLiteral("Epsilon of the whitening")),
                                QStringLiteral("0.5")));
    QVERIFY(userinput::click(userinput::find<QPushButton>(&lesson, QStringLiteral("Apply"))));
    QCOMPARE(lesson.engine()->epsilon(), 0.5);
    QVERIFY(waitForNumbers(lesson));
    QCOMPARE(lesson.shownNumber(LessonWindow::WhiteningStep, QStringLiteral("epsilon")), QStringLiteral("0.5"));

    const QJsonObject cli = runCli({QStringLiteral("--demo"), QStringLiteral("--epsilon"), QStringLiteral("0.5")});
    const QJsonObject w3 = cliResult(cli, m_glove, QStringLiteral("W3"));
    const double dWhite = w3.value(QStringLiteral("whitened")).toObject().value(QStringLiteral("d")).toDouble();
    const double dWhitePaper = cliResult(m_cli, m_glove, QStringLiteral("W3"))
                                   .value(QStringLiteral("whitened"))
                                   .toObject()
                                   .value(QStringLiteral("d"))
                                   .toDouble();
    QVERIFY(std::abs(dWhite - dWhitePaper) > 0.01); // the test can tell the two epsilons apart
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WhiteningStep, "d_white"), dWhite, 2));
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WeatStep, "d_white"), dWhite, 2));
    QCOMPARE(shown(lesson, LessonWindow::WhiteningStep, "d_raw"), rawBefore); // raw space does not change
    const QJsonObject anisotropy = cliModel(cli, m_glove).value(QStringLiteral("anisotropy")).toObject();
    QVERIFY(roundsTo(shown(lesson, LessonWindow::WhiteningStep, "meanCos_white"),
                     anisotropy.value(QStringLiteral("whitened")).toObject().value(QStringLiteral("mean")).toDouble(),
                     3));
}

// Step 3 explains whitening with W3's ML-EAT levels: the four cosine blocks (level 3) and the
// effect size per target set (level 2), raw and whitened, as in results.json's "mleat" (which
// tests/reference/mleat_reference.py checks against NumPy). The user clicks the step's tab, reads the
// numbers and the figure, types another epsilon and sees the whitened levels of that epsilon.
void TestLesson::whiteningStepShowsW3sLevelsAsTheCommandLineDoes()
{
    LessonWindow lesson;
    lesson.resize(1280, 800);
    QVERIFY(userinput::showAndActivate(&lesson));
    QVERIFY(waitForNumbers(lesson));
    QVERIFY(userinput::clickTab(lesson.findChild<QTabBar *>(QStringLiteral("lessonSteps")),
                                QStringLiteral("3. Whitening")));
    QCOMPARE(lesson.step(), int(LessonWindow::WhiteningStep));
    auto *figure = userinput::find<ChartFigureView>(
        &lesson, QStringLiteral("W3's cosine blocks cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), raw and whitened"));
    QVERIFY(figure && figure->isVisible());
    QVERIFY(figure->height() >= 150);
    QVERIFY(static_cast<const MultilevelFigure *>(figure->figure())->hasLevels());

    const auto checkLevels = [&](const QJsonObject &cli, const char *space, const char *suffix) {
        const QJsonObject stat = cliResult(cli, m_glove, QStringLiteral("W3")).value(QLatin1String(space)).toObject();
        const QJsonObject levels = stat.value(QStringLiteral("mleat")).toObject();
        const QJsonObject level3 = levels.value(QStringLiteral("level3")).toObject();
        QVERIFY(!level3.isEmpty());
        for (const char *block : {"XA", "XB", "YA", "YB"}) {
            const QByteArray key = QByteArray(block).toLower() + suffix;
            const double mean = level3.value(QLatin1String(block)).toObject().value(QStringLiteral("mean")).toDouble();
            QVERIFY2(roundsTo(shown(lesson, LessonWindow::WhiteningStep, key.constData()), mean, 3), key.constData());
        }
        // WEAT's mean s over X is the difference of X's two blocks.
        const QByteArray sx = QByteArray("sx") + suffix;
        QVERIFY(roundsTo(shown(lesson, LessonWindow::WhiteningStep, sx.constData()),
                         stat.value(QStringLiteral("mean_x")).toDouble(), 3));
        const QJsonObject level2 = levels.value(QStringLiteral("level2")).toObject();
        for (const char *set : {"X", "Y"}) {
            const QJsonObject effect = level2.value(QLatin1String(set)).toObject();
            const QByteArray e = "e" + QByteArray(set).toLower() + suffix;
            const QByteArray p = "pe" + QByteArray(set).toLower() + suffix;
            QVERIFY2(roundsTo(shown(lesson, LessonWindow::WhiteningStep, e.constData()),
                              effect.value(QStringLiteral("effect")).toDouble(), 2),
                     e.constData());
            QVERIFY2(roundsTo(shown(lesson, LessonWindow::WhiteningStep, p.constData()),
                              effect.value(QStringLiteral("p")).toDouble(), 3),
                     p.constData());
        }
    };
    checkLevels(m_cli, "raw", "_raw");
    checkLevels(m_cli, "whitened", "_white");
    // The premise of the step: whitened, every block's mean is near 0.
    for (const char *key : {"xa_white", "xb_white", "ya_white", "yb_white"})
        QVERIFY(std::abs(shown(lesson, LessonWindow::WhiteningStep, key)) < 0.01);

    // Another epsilon, typed: the whitened levels are that epsilon's, the raw ones stay.
    const QString rawXA = lesson.shownNumber(LessonWindow::WhiteningStep, QStringLiteral("xa_raw"));
    QVERIFY(userinput::typeInto(lesson.findChild<QDoubleSpinBox *>(QStringLiteral("lessonEpsilon")),
                                QStringLiteral("0.5")));
    QVERIFY(userinput::key(Qt::Key_Return));
    QVERIFY(QTest::qWaitFor([&] { return lesson.engine()->epsilon() == 0.5; }, kTimeoutMs));
    QVERIFY(waitForNumbers(lesson));
    const QJsonObject cli = runCli({QStringLiteral("--demo"), QStringLiteral("--epsilon"), QStringLiteral("0.5")});
    checkLevels(cli, "whitened", "_white");
    checkLevels(cli, "raw", "_raw");
    QCOMPARE(lesson.shownNumber(LessonWindow::WhiteningStep, QStringLiteral("xa_raw")), rawXA);
}

void TestLesson::alphaReclassifies()
{
    LessonWindow lesson;
    QVERIFY(waitForNumbers(lesson));
    auto *alpha = lesson.findChild<QDoubleSpinBox *>(QStringLiteral("lessonAlpha"));
    QVERIFY(alpha);
    alpha->setValue(0.001);
    // Recounted from the command line's p-values at the new alpha (core's rule: significant is p < alpha).
    int stable = 0, disappearing = 0, emerging = 0;
    for (const QJsonValue &value : m_cli.value(QStringLiteral("weat")).toArray()) {
        const QJsonObject r = value.toObject();
        if (r.value(QStringLiteral("raw")).isNull())
            continue; // did not run (word2vec lacks every name of W3's Y)
        const bool rawSignificant =
            r.value(QStringLiteral("raw")).toObject().value(QStringLiteral("p")).toDouble() < 0.001;
        const bool whiteSignificant =
            r.value(QStringLiteral("whitened")).toObject().value(QStringLiteral("p")).toDouble() < 0.001;
        if (rawSignificant == whiteSignificant)
            ++stable;
        else if (rawSignificant)
            ++disappearing;
        else
            ++emerging;
    }
    QCOMPARE(shown(lesson, LessonWindow::ReportBothStep, "stable"), double(stable));
    QCOMPARE(shown(lesson, LessonWindow::ReportBothStep, "disappearing"), double(disappearing));
    QCOMPARE(shown(lesson, LessonWindow::ReportBothStep, "emerging"), double(emerging));
    QVERIFY(!lesson.engine()->isBusy()); // alpha needs no recomputation
}

void TestLesson::entryPointsOpenTheWindows()
{
    MainWindow window;
    window.show();
    QStringList helpActions;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu() && menu->text().remove(QLatin1Char('&')) == QLatin1String("Help"))
            for (QAction *action : menu->menu()->actions())
                helpActions.append(action->text());
    QVERIFY(helpActions.contains(window.classroom()->lessonAction()->text()));
    QVERIFY(helpActions.contains(window.classroom()->playgroundAction()->text()));

    auto *lessonButton = window.findChild<QPushButton *>(QStringLiteral("lessonButton"));
    auto *playgroundButton = window.findChild<QPushButton *>(QStringLiteral("playgroundButton"));
    QVERIFY(lessonButton && playgroundButton);
    QTest::mouseClick(lessonButton, Qt::LeftButton);
    QVERIFY(window.classroom()->lessonWindow());
    QVERIFY(window.classroom()->lessonWindow()->isVisible());
    QVERIFY(waitForNumbers(*window.classroom()->lessonWindow()));
    QTest::mouseClick(playgroundButton, Qt::LeftButton);
    QVERIFY(window.classroom()->playground());
    QVERIFY(window.classroom()->playground()->isVisible());
    // A second request shows the same windows.
    window.classroom()->lessonAction()->trigger();
    window.classroom()->playgroundAction()->trigger();
    QCOMPARE(window.findChildren<LessonWindow *>().size(), 1);
    QCOMPARE(window.findChildren<AnisotropyPlayground *>().size(), 1);
}

void TestLesson::presentationModeEnlargesTextAndLinesAndIsKept()
{
    const double normalSize = QApplication::font().pointSizeF();
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QAction *action = window.classroom()->presentationAction();
        QVERIFY(action->isCheckable());
        QVERIFY(!action->isChecked());
        action->trigger();
        QVERIFY(presentation::isEnabled());
        QCOMPARE(QApplication::font().pointSizeF(), normalSize * presentation::kFontScale);
        QCOMPARE(FigureStyle::screenLineScale(), presentation::kLineScale);
        QCOMPARE(FigureStyle::forScreen(&window).lineWidth(), presentation::kLineScale * 1.0);
        // Pages do not change: exports look the same in either mode.
        QCOMPARE(FigureStyle::forPrint().lineWidthPoints, 0.6);
        QVERIFY(settings::presentationMode.value());
    }
    {
        // The next window starts in presentation mode; switching it off restores the sizes.
        MainWindow window;
        QVERIFY(window.classroom()->presentationAction()->isChecked());
        window.classroom()->presentationAction()->trigger();
        QVERIFY(!presentation::isEnabled());
        QCOMPARE(QApplication::font().pointSizeF(), normalSize);
        QCOMPARE(FigureStyle::screenLineScale(), 1.0);
        QVERIFY(!settings::presentationMode.value());
    }
}

void TestLesson::aSetWithoutKnownWordsIsExplained()
{
    LessonWindow lesson;
    QVERIFY(waitForNumbers(lesson));
    lesson.applyWordSet(0, QStringLiteral("qqqzzx, xxqqzz"));
    QVERIFY(waitForNumbers(lesson));
    const auto *result = lesson::findResult(lesson.engine()->results()->models[0], "W3");
    QVERIFY(result && result->error && !result->raw);
    QVERIFY(lesson.document(LessonWindow::WeatStep)->toPlainText().contains(QStringLiteral("cannot run")));
    QVERIFY(lesson.shownNumber(LessonWindow::WeatStep, QStringLiteral("d_raw")).isEmpty());
    QVERIFY(lesson.document(LessonWindow::DisappearingStep)->toPlainText().contains(QStringLiteral("cannot run")));
    // The other steps still show their numbers.
    QVERIFY(!std::isnan(shown(lesson, LessonWindow::AnisotropyStep, "meanCos_raw")));
}

// Issue 34, the classroom: a word typed in step 1 that the model does not have is said, not dropped
// without a word; p's splits are described as the sets are (not "equal-size" once they differ); S
// and d of opposite signs are explained; the whitened row is announced as step 3's.
void TestLesson::stepOneSaysWhatItLeftOutAndHowItSplits()
{
    Language::apply(QStringLiteral("en")); // as the program starts: English with its numerus forms
    LessonWindow lesson;
    lesson.resize(1280, 800);
    QVERIFY(userinput::showAndActivate(&lesson));
    QVERIFY(waitForNumbers(lesson));
    const auto text = [&lesson] { return lesson.document(LessonWindow::WeatStep)->toPlainText(); };
    QVERIFY2(text().contains(QStringLiteral("whitened (step 3)")), qPrintable(text()));
    QVERIFY(text().contains(QStringLiteral("which step 3 explains")));

    // One word of X kept, where S and d point different ways: s(x) of a word does not depend on the
    // other words of X, so the original associations say which word does that (S = s(x) − Σ s(y),
    // d has the sign of s(x) − mean s(y)).
    const isoscope::WeatResult *original = lesson::findResult(lesson.engine()->results()->models[0], "W3");
    QVERIFY(original && original->raw);
    // Copied: the results are replaced by the next computation.
    const isoscope::WeatStatistic raw = *original->raw;
    const std::vector<std::string> originalX = original->words.used[0];
    double sumY = 0;
    for (double s : raw.sY)
        sumY += s;
    QString chosen;
    for (std::size_t i = 0; i < raw.sX.size() && chosen.isEmpty(); ++i)
        if ((raw.sX[i] - sumY < 0) != (raw.sX[i] - raw.meanY < 0))
            chosen = QString::fromStdString(originalX[i]);
    QVERIFY2(!chosen.isEmpty(), "W3 has a word of X whose S and d differ in sign alone");

    auto *role = lesson.findChild<QComboBox *>(QStringLiteral("lessonRoleBox"));
    QVERIFY(role && role->currentIndex() == 0); // X
    auto *words = lesson.findChild<QPlainTextEdit *>(QStringLiteral("lessonWordBox"));
    QVERIFY(words);
    QVERIFY(userinput::typeInto(words, chosen + QStringLiteral(" qqqzzx")));
    QVERIFY(userinput::click(userinput::find<QPushButton>(&lesson, QStringLiteral("Apply"))));
    QVERIFY(waitForNumbers(lesson));
    const isoscope::WeatResult *edited = lesson::findResult(lesson.engine()->results()->models[0], "W3");
    QVERIFY(edited && edited->raw);
    QCOMPARE(edited->words.used[0], std::vector<std::string>{chosen.toStdString()});

    // The word left out is named under the box.
    QLabel *note = nullptr;
    for (QLabel *label : lesson.findChildren<QLabel *>())
        if (label->isVisible() && label->text().contains(QStringLiteral("left out")))
            note = label;
    QVERIFY2(note, "no sentence says which word was left out");
    QVERIFY2(note->text().contains(QStringLiteral("qqqzzx")) && note->text().contains(QStringLiteral("X (first")),
             qPrintable(note->text()));
    QVERIFY(!note->text().contains(chosen + QLatin1Char(',')));

    // p's splits: one word against |Y|, not "equal-size".
    const QString sizes =
        QStringLiteral("into a set of 1 word and one of %1").arg(QLocale().toString(qulonglong(raw.sY.size())));
    QVERIFY2(text().contains(sizes), qPrintable(text()));
    QVERIFY(!text().contains(QStringLiteral("equal-size")));
    // S and d as shown have opposite signs, and the text says why.
    const double S = shown(lesson, LessonWindow::WeatStep, "S_raw");
    const double d = shown(lesson, LessonWindow::WeatStep, "d_raw");
    QVERIFY2((S < 0) != (d < 0), qPrintable(QStringLiteral("S %1, d %2").arg(S).arg(d)));
    QVERIFY2(text().contains(QStringLiteral("S and d have opposite signs here")), qPrintable(text()));

    // Restored: the shipped words, nothing left out said, equal sets split equally again when they are.
    QVERIFY(userinput::click(userinput::find<QPushButton>(&lesson, QStringLiteral("Restore W3"))));
    QVERIFY(waitForNumbers(lesson));
    QVERIFY(!note->text().contains(QStringLiteral("qqqzzx")));
    QVERIFY(!text().contains(QStringLiteral("opposite signs")) || raw.sX.size() != raw.sY.size());
    QCOMPARE(text().contains(QStringLiteral("equal-size")), raw.sX.size() == raw.sY.size());
}

// An epsilon set in step 3 holds for the whitened numbers of steps 1, 4 and 5: each says so, until
// Paper's value sets it back.
void TestLesson::anotherEpsilonIsSaidInEveryStep()
{
    LessonWindow lesson;
    lesson.resize(1280, 800);
    QVERIFY(userinput::showAndActivate(&lesson));
    QVERIFY(waitForNumbers(lesson));
    const int steps[] = {LessonWindow::WeatStep, LessonWindow::DisappearingStep, LessonWindow::ReportBothStep};
    for (int step : steps)
        QVERIFY(!lesson.document(step)->toPlainText().contains(QStringLiteral("Whitened with")));
    QVERIFY(userinput::clickTab(lesson.findChild<QTabBar *>(QStringLiteral("lessonSteps")),
                                QStringLiteral("3. Whitening")));
    QVERIFY(userinput::typeInto(userinput::find<QDoubleSpinBox>(&lesson, QStringLiteral("Epsilon of the whitening")),
                                QStringLiteral("0.5")));
    QVERIFY(userinput::click(userinput::find<QPushButton>(&lesson, QStringLiteral("Apply"))));
    QVERIFY(waitForNumbers(lesson));
    for (int step : steps) {
        QVERIFY2(
            lesson.document(step)->toPlainText().contains(QStringLiteral("Whitened with ε = 0.5, as set in step 3")),
            qPrintable(lesson.document(step)->toPlainText()));
        QCOMPARE(lesson.shownNumber(step, QStringLiteral("epsilonUsed")), QStringLiteral("0.5"));
    }
    QVERIFY(userinput::click(userinput::find<QPushButton>(&lesson, QStringLiteral("Paper's value"))));
    QVERIFY(waitForNumbers(lesson));
    for (int step : steps)
        QVERIFY(!lesson.document(step)->toPlainText().contains(QStringLiteral("Whitened with")));
}

void TestLesson::cleanupTestCase()
{
    settings::presentationMode.reset();
}

QTEST_MAIN(TestLesson)
#include "tst_lesson.moc"
