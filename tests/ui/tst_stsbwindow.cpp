// STS-B and the ML-EAT levels in the window (issue 15), through what a person touches: the demo
// study opened from the start page and run with Ctrl+R; Table 3 copied with Ctrl+A, Ctrl+C holds
// STS-B for both demo models with every number of `isoscope-cli analyze --demo` (similarity.csv,
// full precision); the STS-B split chosen on the Options page changes the numbers to the command
// line's `--stsb-split dev`; sentence vectors typed into the Models page's field are what STS-B
// is measured with, as `--sentence-vectors`; a WEAT row double-clicked opens its drill-down, whose
// levels table, copied, holds the numbers of mleat.csv.
#include "tests/cli/runcommandline.h"
#include "tests/core/embeddingwriters.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/multilevelfigure.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/study/study.h"
#include "ui/study/studyfile.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <memory>

namespace ui = userinput;
using namespace isoscope::ui;

namespace {

// A CSV or tab-separated table as rows of named fields (no quoted fields: the tables read here
// have none).
using Row = std::map<QString, QString>;

QList<Row> parseTable(const QString &text, QChar separator)
{
    QList<Row> rows;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return rows;
    const QStringList titles = lines.first().split(separator);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList fields = lines[i].split(separator);
        if (fields.size() != titles.size())
            return {}; // a malformed table compares as empty
        Row row;
        for (qsizetype f = 0; f < fields.size(); ++f)
            row[titles[f]] = fields[f];
        rows.append(row);
    }
    return rows;
}

QList<Row> readCsv(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parseTable(QString::fromUtf8(file.readAll()), QLatin1Char(','));
}

// The command line's tables of `analyze --demo` (plus arguments) written into dir.
bool runCommandLine(const QString &dir, const QStringList &arguments = {})
{
    const clitest::Run run = clitest::runInProcess(QStringList{QStringLiteral("analyze"), QStringLiteral("--demo"),
                                                               QStringLiteral("--quiet"), QStringLiteral("--out"), dir}
                                                   + arguments);
    if (run.status != 0)
        qWarning("isoscope-cli failed: %s", run.err.c_str());
    return run.status == 0;
}

double number(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? value : std::numeric_limits<double>::quiet_NaN();
}

// Sentence vectors for the first `pairs` pairs of the STS-B test split, `dims` wide: a sentence's
// letter counts (a-z), then small deterministic numbers. Their rho means nothing; the window and
// the command line must only agree on it.
bool writeSentenceVectors(const std::filesystem::path &file, int pairs, int dims)
{
    QFile split(QStringLiteral(ISOSCOPE_RESOURCE_DIR "/benchmarks/stsbenchmark/sts-test.csv"));
    if (!split.open(QIODevice::ReadOnly))
        return false;
    isoscope::testing::Hdf5Layout layout;
    layout.writeWords = layout.writeVectors = false;
    const QStringList lines = QString::fromUtf8(split.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (int i = 0; i < pairs && i < lines.size(); ++i) {
        const QStringList fields = lines[i].split(QLatin1Char('\t'));
        for (int f : {5, 6})
            layout.sentences.push_back(fields.value(f).toStdString());
    }
    layout.sentenceVectors = isoscope::MatrixF::Zero(static_cast<Eigen::Index>(layout.sentences.size()), dims);
    for (std::size_t r = 0; r < layout.sentences.size(); ++r) {
        const auto row = static_cast<Eigen::Index>(r);
        for (char c : layout.sentences[r])
            if (c >= 'a' && c <= 'z')
                layout.sentenceVectors(row, c - 'a') += 1;
        for (int k = 26; k < dims; ++k)
            layout.sentenceVectors(row, k) = static_cast<float>(0.01 * std::sin(0.7 * static_cast<double>(r) + k));
    }
    isoscope::testing::writeHdf5(file, {}, isoscope::MatrixF(), layout);
    return true;
}

// Equal to the last bit (QCOMPARE compares doubles fuzzily); text that is no number never is.
#define COMPARE_EXACTLY(actual, expected)                                                                   \
    do {                                                                                                    \
        const double a_ = (actual), e_ = (expected);                                                        \
        QVERIFY2(a_ == e_, qPrintable(QStringLiteral("%1 != %2").arg(a_, 0, 'g', 17).arg(e_, 0, 'g', 17))); \
    } while (false)

using windowfixtures::tabBarOf;

} // namespace

class TestStsbWindow final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cache;
    QTemporaryDir m_cli;
    std::unique_ptr<MainWindow> m_window;

    bool waitForRun() const
    {
        return QTest::qWaitFor([this] { return !m_window->runner()->isRunning(); }, windowfixtures::kTimeoutMs);
    }

    // Table 3 as a spreadsheet gets it: the Results page, the Table 3 tab, every row, Ctrl+C.
    QList<Row> copyTableThree()
    {
        if (!ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Results"))
            || !ui::clickTab(tabBarOf(m_window.get(), "resultTabs"), QStringLiteral("Similarity (Table 3)")))
            return {};
        auto *view = ui::find<QTableView>(m_window.get(), QStringLiteral("Similarity results: words and sentences"));
        ui::clearClipboard();
        if (!view || !ui::clickCell(view, 0, 0) || !ui::key(Qt::Key_A, Qt::ControlModifier)
            || !ui::shortcut(QKeySequence::Copy))
            return {};
        return parseTable(ui::clipboardText(), QLatin1Char('\t'));
    }

    // Every row of Table 3 against the command line's similarity.csv, number for number.
    void compareWithCommandLine(const QList<Row> &window, const QString &csv, const QString &split)
    {
        const QList<Row> cli = readCsv(csv);
        QCOMPARE(window.size(), cli.size());
        QVERIFY(!cli.isEmpty());
        int sentences = 0;
        for (const Row &expected : cli) {
            const QString model = expected.at(QStringLiteral("model"));
            const QString benchmark = expected.at(QStringLiteral("benchmark"));
            const auto found = std::find_if(window.begin(), window.end(), [&](const Row &r) {
                return r.at(QStringLiteral("Model")) == model && r.at(QStringLiteral("Benchmark")) == benchmark;
            });
            QVERIFY2(found != window.end(), qPrintable(model + QLatin1Char(' ') + benchmark));
            const Row &shown = *found;
            for (const auto &[title, field] : {std::pair{QStringLiteral("Raw ρ"), QStringLiteral("rho_raw")},
                                               std::pair{QStringLiteral("Whitened ρ"), QStringLiteral("rho_whitened")},
                                               std::pair{QStringLiteral("Δρ"), QStringLiteral("delta")},
                                               std::pair{QStringLiteral("Bootstrap p"), QStringLiteral("p")}})
                COMPARE_EXACTLY(number(shown.at(title)), number(expected.at(field)));
            COMPARE_EXACTLY(number(shown.at(QStringLiteral("Pairs used"))),
                            number(expected.at(QStringLiteral("pairs_used")))
                                / number(expected.at(QStringLiteral("pairs_total"))));
            QCOMPARE(shown.at(QStringLiteral("Measured with")), expected.at(QStringLiteral("method")));
            if (benchmark == QStringLiteral("STS-B")) {
                ++sentences;
                QCOMPARE(expected.at(QStringLiteral("split")), split);
                QCOMPARE(shown.at(QStringLiteral("Measured with")), QStringLiteral("bag_of_words"));
            }
        }
        QCOMPARE(sentences, 2); // both demo models
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid() && m_cli.isValid());
        windowfixtures::useTestEnvironment(m_cache.path());
        QVERIFY(runCommandLine(m_cli.path() + QStringLiteral("/test")));
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        USER_CHECK(ui::showAndActivate(m_window.get()));
        USER_CHECK(ui::click(ui::find<QPushButton>(m_window.get(), QStringLiteral("Open the demo study"))));
        QVERIFY(windowfixtures::modelsLoaded(*m_window));
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(waitForRun());
        QVERIFY(m_window->currentResults());
    }

    void tableThreeShowsStsbForBothModelsAsTheCommandLine()
    {
        const QList<Row> rows = copyTableThree();
        QVERIFY(!rows.isEmpty());
        compareWithCommandLine(rows, m_cli.path() + QStringLiteral("/test/similarity.csv"), QStringLiteral("test"));

        // What the screen shows: the split beside the benchmark, how the pairs were measured.
        auto *view = ui::find<QTableView>(m_window.get(), QStringLiteral("Similarity results: words and sentences"));
        QVERIFY(view);
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        int shown = 0;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            if (view->model()->index(r, 1).data().toString() != QStringLiteral("STS-B (test)"))
                continue;
            ++shown;
            QCOMPARE(view->model()->index(r, view->model()->columnCount() - 1).data().toString(),
                     QStringLiteral("mean of the word vectors"));
        }
        QCOMPARE(shown, 2);
    }

    void theSplitChosenOnTheOptionsPageChangesTheNumbers()
    {
        QVERIFY(runCommandLine(m_cli.path() + QStringLiteral("/dev"),
                               {QStringLiteral("--stsb-split"), QStringLiteral("dev")}));
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Options")));
        USER_CHECK(ui::chooseInCombo(ui::find<QComboBox>(m_window.get(), QStringLiteral("STS-B split")),
                                     QStringLiteral("Dev, 1,500 sentence pairs")));
        QCOMPARE(m_window->study()->options().stsbSplit, isoscope::StsSplit::Dev);
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(waitForRun());
        const QList<Row> dev = copyTableThree();
        QVERIFY(!dev.isEmpty());
        compareWithCommandLine(dev, m_cli.path() + QStringLiteral("/dev/similarity.csv"), QStringLiteral("dev"));
        // The numbers differ from the test split's (a split that changed nothing would pass above
        // only if the command line ignored it too).
        const QList<Row> test = readCsv(m_cli.path() + QStringLiteral("/test/similarity.csv"));
        const QList<Row> devCli = readCsv(m_cli.path() + QStringLiteral("/dev/similarity.csv"));
        QCOMPARE(test.size(), devCli.size());
        for (qsizetype i = 0; i < test.size(); ++i)
            if (test[i].at(QStringLiteral("benchmark")) == QStringLiteral("STS-B")) {
                QCOMPARE_NE(test[i].at(QStringLiteral("rho_raw")), devCli[i].at(QStringLiteral("rho_raw")));
                QCOMPARE(devCli[i].at(QStringLiteral("pairs_total")), QStringLiteral("1500"));
            }

        // Back to the test split: its results are still there, nothing to run.
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Options")));
        USER_CHECK(ui::chooseInCombo(ui::find<QComboBox>(m_window.get(), QStringLiteral("STS-B split")),
                                     QStringLiteral("Test, 1,379 sentence pairs")));
        QVERIFY(windowfixtures::bannerText(m_window->resultsPanel()).isEmpty());
        compareWithCommandLine(copyTableThree(), m_cli.path() + QStringLiteral("/test/similarity.csv"),
                               QStringLiteral("test"));
    }

    void sentenceVectorsTypedOnTheModelsPageAreWhatStsbIsMeasuredWith()
    {
        const QString file = m_cli.path() + QStringLiteral("/w2v-sentences.h5");
        QVERIFY(writeSentenceVectors(file.toStdString(), 1000, 300));
        const QString w2v = QStringLiteral("word2vec-GoogleNews-subset");
        QVERIFY(runCommandLine(m_cli.path() + QStringLiteral("/sentences"),
                               {QStringLiteral("--sentence-vectors"), w2v + QLatin1Char('=') + file}));

        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Models")));
        auto *models = ui::find<QTableView>(m_window.get(), QStringLiteral("Models of the study"));
        QVERIFY(models);
        int row = -1;
        for (int r = 0; r < models->model()->rowCount(); ++r)
            if (models->model()->index(r, 0).data().toString() == w2v)
                row = r;
        QVERIFY(row >= 0);
        USER_CHECK(ui::clickCell(models, row, 0));
        auto *field = ui::find<QLineEdit>(m_window.get(), QStringLiteral("Sentence vectors file"));
        QVERIFY(field);
        USER_CHECK(ui::typeInto(field, file));
        USER_CHECK(ui::key(Qt::Key_Return));
        QCOMPARE(m_window->study()->models().at(row).sentenceVectors, file);
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(waitForRun());

        const QList<Row> rows = copyTableThree();
        const QList<Row> cli = readCsv(m_cli.path() + QStringLiteral("/sentences/similarity.csv"));
        QCOMPARE(rows.size(), cli.size());
        bool seen = false;
        for (const Row &expected : cli) {
            if (expected.at(QStringLiteral("model")) != w2v
                || expected.at(QStringLiteral("benchmark")) != QStringLiteral("STS-B"))
                continue;
            QCOMPARE(expected.at(QStringLiteral("method")), QStringLiteral("sentence_vectors"));
            QCOMPARE(expected.at(QStringLiteral("pairs_used")), QStringLiteral("1000"));
            for (const Row &shown : rows) {
                if (shown.at(QStringLiteral("Model")) != w2v
                    || shown.at(QStringLiteral("Benchmark")) != QStringLiteral("STS-B"))
                    continue;
                seen = true;
                QCOMPARE(shown.at(QStringLiteral("Measured with")), QStringLiteral("sentence_vectors"));
                COMPARE_EXACTLY(number(shown.at(QStringLiteral("Raw ρ"))),
                                number(expected.at(QStringLiteral("rho_raw"))));
                COMPARE_EXACTLY(number(shown.at(QStringLiteral("Whitened ρ"))),
                                number(expected.at(QStringLiteral("rho_whitened"))));
                COMPARE_EXACTLY(number(shown.at(QStringLiteral("Bootstrap p"))),
                                number(expected.at(QStringLiteral("p"))));
                COMPARE_EXACTLY(number(shown.at(QStringLiteral("Pairs used"))), 1000.0 / 1379.0);
            }
        }
        QVERIFY(seen);

        // The study file keeps the file and the result measured with it.
        const QString study = m_cli.path() + QStringLiteral("/sentences.isoscope");
        QVERIFY(StudyFile::save(*m_window->study(), study, m_window->runner()->benchmarkNames()).ok());
        Study reopened;
        QVERIFY(StudyFile::load(reopened, study).ok());
        QCOMPARE(reopened.models().at(row).sentenceVectors, file);
        QCOMPARE(reopened.options().stsbSplit, isoscope::StsSplit::Test);
        int kept = 0;
        for (const auto &[key, result] : reopened.results().entries().similarity)
            if (result.method == isoscope::SimilarityMethod::SentenceVectors) {
                ++kept;
                QCOMPARE(result.sentenceVectorsFile, file.toStdString());
                QCOMPARE(result.pairsUsed, std::size_t(1000));
            }
        QCOMPARE(kept, 1);

        // The field emptied: the mean of the word vectors again, from the results kept.
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Models")));
        USER_CHECK(ui::clickCell(models, row, 0));
        USER_CHECK(ui::click(field));
        USER_CHECK(ui::key(Qt::Key_A, Qt::ControlModifier));
        USER_CHECK(ui::key(Qt::Key_Delete));
        USER_CHECK(ui::key(Qt::Key_Return));
        QVERIFY(m_window->study()->models().at(row).sentenceVectors.isEmpty());
        compareWithCommandLine(copyTableThree(), m_cli.path() + QStringLiteral("/test/similarity.csv"),
                               QStringLiteral("test"));

        // The same file chosen with the Sentence vectors… button's file dialog: in the field and the study.
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Models")));
        USER_CHECK(ui::clickCell(models, row, 0));
        {
            ui::ModalAnswer answer(ui::choosePath(file));
            USER_CHECK(
                ui::click(ui::find<QPushButton>(m_window.get(), QStringLiteral("Choose the sentence vectors file"))));
            QCOMPARE(answer.count(), 1);
        }
        QCOMPARE(field->text(), file);
        QCOMPARE(m_window->study()->models().at(row).sentenceVectors, file);
        USER_CHECK(ui::click(field));
        USER_CHECK(ui::key(Qt::Key_A, Qt::ControlModifier));
        USER_CHECK(ui::key(Qt::Key_Delete));
        USER_CHECK(ui::key(Qt::Key_Return));
        QVERIFY(m_window->study()->models().at(row).sentenceVectors.isEmpty());
    }

    void theDrillDownShowsTheLevelsOfTheClickedWeat_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("suite");
        QTest::newRow("GloVe W6, exact level-2 p") << QStringLiteral("GloVe-6B-100d-subset") << QStringLiteral("W6");
        QTest::newRow("word2vec W1, Monte Carlo level-2 p")
            << QStringLiteral("word2vec-GoogleNews-subset") << QStringLiteral("W1");
    }

    void theDrillDownShowsTheLevelsOfTheClickedWeat()
    {
        QFETCH(QString, model);
        QFETCH(QString, suite);
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Results")));
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "resultTabs"), QStringLiteral("WEAT (Table A1)")));
        auto *view = ui::find<QTableView>(m_window.get(), QStringLiteral("WEAT results"));
        QVERIFY(view);
        int row = -1; // the row a person looks for: its model and its test, as shown
        for (int r = 0; r < view->model()->rowCount() && row < 0; ++r)
            if (view->model()->index(r, 0).data().toString() == model
                && view->model()->index(r, 1).data().toString() == suite)
                row = r;
        QVERIFY(row >= 0);
        USER_CHECK(ui::doubleClickCell(view, row, 0));
        DrillDownPanel *drill = m_window->resultsPanel()->drillDown();
        QVERIFY(drill->isVisible());
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "drillDownFigures"), QStringLiteral("Levels (ML-EAT)")));
        auto *levels =
            ui::find<QTableView>(m_window.get(), QStringLiteral("ML-EAT levels of this result, raw and whitened"));
        QVERIFY(levels && levels->isVisible());
        QAbstractItemModelTester tester(levels->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *figure = ui::find<ChartFigureView>(
            m_window.get(),
            QStringLiteral("Cosine blocks cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), raw and whitened"));
        QVERIFY(figure && figure->isVisible());
        QVERIFY(static_cast<const MultilevelFigure *>(figure->figure())->hasLevels());
        QVERIFY(static_cast<const MultilevelFigure *>(figure->figure())->title().contains(suite));

        ui::clearClipboard();
        USER_CHECK(ui::clickCell(levels, 0, 1));
        USER_CHECK(ui::key(Qt::Key_A, Qt::ControlModifier));
        USER_CHECK(ui::shortcut(QKeySequence::Copy));
        const QList<Row> copied = parseTable(ui::clipboardText(), QLatin1Char('\t'));
        QCOMPARE(copied.size(), 7); // d, the two level-2 effects, the four blocks

        const QList<Row> csv = readCsv(m_cli.path() + QStringLiteral("/test/mleat.csv"));
        int spaces = 0;
        for (const Row &expected : csv) {
            if (expected.at(QStringLiteral("model")) != model || expected.at(QStringLiteral("suite")) != suite)
                continue;
            ++spaces;
            const QString space = expected.at(QStringLiteral("space")) == QStringLiteral("raw")
                                      ? QStringLiteral("Raw")
                                      : QStringLiteral("Whitened");
            const QString value = space, p = space + QStringLiteral(" p"), sd = space + QStringLiteral(" SD");
            COMPARE_EXACTLY(number(copied[0].at(value)), number(expected.at(QStringLiteral("level1_d"))));
            for (int t = 0; t < 2; ++t) {
                const QString target = t == 0 ? QStringLiteral("X") : QStringLiteral("Y");
                const Row &shown = copied[1 + t];
                COMPARE_EXACTLY(number(shown.at(value)),
                                number(expected.at(QStringLiteral("level2_%1_effect").arg(target))));
                COMPARE_EXACTLY(number(shown.at(p)), number(expected.at(QStringLiteral("level2_%1_p").arg(target))));
                QCOMPARE(shown.at(sd), QStringLiteral("NA"));
            }
            const char *blocks[] = {"XA", "XB", "YA", "YB"};
            for (int b = 0; b < 4; ++b) {
                const Row &shown = copied[3 + b];
                QVERIFY2(shown.at(QStringLiteral("Quantity"))
                             .startsWith(QStringLiteral("cos(%1, %2)")
                                             .arg(QChar::fromLatin1(blocks[b][0]), QChar::fromLatin1(blocks[b][1]))),
                         qPrintable(shown.at(QStringLiteral("Quantity"))));
                const QString name = QString::fromLatin1(blocks[b]);
                COMPARE_EXACTLY(number(shown.at(value)),
                                number(expected.at(QStringLiteral("level3_%1_mean").arg(name))));
                COMPARE_EXACTLY(number(shown.at(sd)), number(expected.at(QStringLiteral("level3_%1_sd").arg(name))));
                QCOMPARE(shown.at(p), QStringLiteral("NA"));
            }
        }
        QCOMPARE(spaces, 2);
    }
};

QTEST_MAIN(TestStsbWindow)
#include "tst_stsbwindow.moc"
