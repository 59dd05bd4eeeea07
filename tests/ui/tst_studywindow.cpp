// The main window end to end, offscreen: the demo study is opened, run on worker threads, checked
// number by number against isoscope-cli on the same inputs, saved, reopened without computing
// again; results are cached by their inputs; closing during a run is clean.

#include "core/analysis/analysis.h"
#include "core/base/datadir.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/common/itemroles.h"
#include "ui/figures/associationbarfigure.h"
#include "ui/figures/beforeafterscatterfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/effectsizegridview.h"
#include "ui/figures/figureexportdialog.h"
#include "ui/figures/figurespanel.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/models/modeltablemodel.h"
#include "ui/results/anisotropytablemodel.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/results/similaritytablemodel.h"
#include "ui/results/weattablemodel.h"
#include "ui/study/study.h"
#include "ui/study/studyfile.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

using namespace isoscope::ui;

namespace {

constexpr int kRunTimeoutMs = 60000;

QVariant raw(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column), RawValueRole);
}

// Every cell of a table, raw values, in the view's order.
QList<QVariantList> contents(const QAbstractItemModel *model)
{
    QList<QVariantList> rows;
    for (int row = 0; row < model->rowCount(); ++row) {
        QVariantList cells;
        for (int column = 0; column < model->columnCount(); ++column)
            cells.append(raw(model, row, column));
        rows.append(cells);
    }
    return rows;
}

// The row of the WEAT table showing a result of results.json (by model and suite), or -1.
int weatRowOf(const QAbstractItemModel *weat, const QJsonObject &result)
{
    for (int i = 0; i < weat->rowCount(); ++i)
        if (raw(weat, i, WeatTableModel::ModelColumn).toString() == result.value(QStringLiteral("model")).toString()
            && raw(weat, i, WeatTableModel::SuiteColumn).toString() == result.value(QStringLiteral("suite")).toString())
            return i;
    return -1;
}

int jobsTitled(const MainWindow &window, const QString &prefix)
{
    int n = 0;
    for (const Job *job : window.runner()->jobs()->jobs())
        n += job->title().startsWith(prefix);
    return n;
}

bool runToEnd(MainWindow &window)
{
    QSignalSpy finished(window.runner(), &AnalysisRunner::runningChanged);
    window.runAnalysis();
    return QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, kRunTimeoutMs);
}

} // namespace

class TestStudyWindow final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;

private Q_SLOTS:
    void initTestCase();
    void demoStudyMatchesTheCommandLineAndReopensTheSame();
    void alphaReclassifiesAndEpsilonRewhitensOnly();
    void drillDownShowsWordsHistogramsAndConventions();
    void figuresPageFollowsTheResultsAndAGridCellOpensItsDrillDown();
    void figuresPageComputesTheHeatmapVectorsOfAReopenedStudy();
    void aMissingModelFileOpensAndCanBeLocated();
    void aStudyOfManyModelsIsTakenInOnce();
    void aStudySavedByVersion1OpensWithItsNumbers();
    void aDamagedStudySaysWhichField();
    void closingDuringARunCancelsCleanly();

private:
    QJsonObject m_cli;
};

void TestStudyWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false);
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
    // Model caches go to a folder of this test's own, not the user's.
    QVERIFY(m_cacheDir.isValid());
    qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cacheDir.path()));
    QProcess cli;
    cli.start(QStringLiteral(ISOSCOPE_CLI), {QStringLiteral("analyze"), QStringLiteral("--demo"),
                                             QStringLiteral("--json"), QStringLiteral("--quiet")});
    QVERIFY(cli.waitForFinished(kRunTimeoutMs));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonDocument document = QJsonDocument::fromJson(cli.readAllStandardOutput());
    QVERIFY(document.isObject());
    m_cli = document.object();
}

void TestStudyWindow::demoStudyMatchesTheCommandLineAndReopensTheSame()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("demo.isoscope"));
    QList<QVariantList> weatBefore, anisotropyBefore, similarityBefore;
    QString countsBefore;
    {
        MainWindow window;
        window.show();
        window.openDemoStudy();
        QCOMPARE(window.study()->models().size(), 2);
        QVERIFY(runToEnd(window));
        QTRY_COMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 20);

        const QAbstractItemModel *weat = window.resultsPanel()->view(ResultsPanel::WeatTable)->model();
        QAbstractItemModelTester tester(const_cast<QAbstractItemModel *>(weat),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Every row against the command line's results.json on the same inputs: the same numbers.
        const QJsonArray cliWeat = m_cli.value(QStringLiteral("weat")).toArray();
        QCOMPARE(cliWeat.size(), 20);
        int compared = 0;
        for (const QJsonValue &value : cliWeat) {
            const QJsonObject r = value.toObject();
            const int row = weatRowOf(weat, r);
            QVERIFY(row >= 0);
            if (r.value(QStringLiteral("raw")).isNull()) {
                QVERIFY(!raw(weat, row, WeatTableModel::RawDColumn).isValid());
                continue;
            }
            const QJsonObject rawStat = r.value(QStringLiteral("raw")).toObject();
            const QJsonObject whiteStat = r.value(QStringLiteral("whitened")).toObject();
            QCOMPARE(raw(weat, row, WeatTableModel::RawDColumn).toDouble(),
                     rawStat.value(QStringLiteral("d")).toDouble());
            QCOMPARE(raw(weat, row, WeatTableModel::RawPColumn).toDouble(),
                     rawStat.value(QStringLiteral("p")).toDouble());
            QCOMPARE(raw(weat, row, WeatTableModel::WhitenedDColumn).toDouble(),
                     whiteStat.value(QStringLiteral("d")).toDouble());
            QCOMPARE(raw(weat, row, WeatTableModel::WhitenedPColumn).toDouble(),
                     whiteStat.value(QStringLiteral("p")).toDouble());
            QCOMPARE(raw(weat, row, WeatTableModel::ChangeColumn).toString(),
                     r.value(QStringLiteral("change")).toString());
            QCOMPARE(raw(weat, row, WeatTableModel::ShiftColumn).toList().at(0).toBool(),
                     r.value(QStringLiteral("substantial_shift")).toBool());
            // The bootstrap intervals (recomputed from the stored associations; kept by the study
            // file below, since every cell is compared after reopening).
            for (const auto &[column, stat] : {std::pair{WeatTableModel::RawCiColumn, rawStat},
                                               std::pair{WeatTableModel::WhitenedCiColumn, whiteStat}}) {
                const QVariantList ci = raw(weat, row, column).toList();
                QCOMPARE(ci.size(), 2);
                QCOMPARE(ci[0].toDouble(), stat.value(QStringLiteral("ci_low")).toDouble());
                QCOMPARE(ci[1].toDouble(), stat.value(QStringLiteral("ci_high")).toDouble());
            }
            ++compared;
        }
        QCOMPARE(compared, 19); // word2vec lacks every name of W3's set Y: not run, as on the command line

        const QJsonArray cliModels = m_cli.value(QStringLiteral("models")).toArray();
        const QAbstractItemModel *anisotropy = window.resultsPanel()->view(ResultsPanel::AnisotropyTable)->model();
        QCOMPARE(anisotropy->rowCount(), 2);
        const QAbstractItemModel *similarity = window.resultsPanel()->view(ResultsPanel::SimilarityTable)->model();
        QCOMPARE(similarity->rowCount(), 6); // WordSim-353, SimLex-999 and STS-B for each model
        for (int m = 0; m < 2; ++m) {
            const QJsonObject model = cliModels.at(m).toObject();
            const QJsonObject a = model.value(QStringLiteral("anisotropy")).toObject();
            QCOMPARE(raw(anisotropy, m, AnisotropyTableModel::RawMeanColumn).toDouble(),
                     a.value(QStringLiteral("raw")).toObject().value(QStringLiteral("mean")).toDouble());
            QCOMPARE(raw(anisotropy, m, AnisotropyTableModel::WhitenedMeanColumn).toDouble(),
                     a.value(QStringLiteral("whitened")).toObject().value(QStringLiteral("mean")).toDouble());
            const QJsonArray sims = model.value(QStringLiteral("similarity")).toArray();
            QCOMPARE(sims.size(), 3);
            for (int b = 0; b < 3; ++b) {
                const QJsonObject s = sims.at(b).toObject();
                const int row = 3 * m + b;
                QCOMPARE(raw(similarity, row, SimilarityTableModel::BenchmarkColumn).toString(),
                         s.value(QStringLiteral("benchmark")).toString());
                QCOMPARE(raw(similarity, row, SimilarityTableModel::RawRhoColumn).toDouble(),
                         s.value(QStringLiteral("rho_raw")).toDouble());
                QCOMPARE(raw(similarity, row, SimilarityTableModel::WhitenedRhoColumn).toDouble(),
                         s.value(QStringLiteral("rho_whitened")).toDouble());
                QCOMPARE(raw(similarity, row, SimilarityTableModel::PColumn).toDouble(),
                         s.value(QStringLiteral("p")).toDouble());
            }
        }
        countsBefore = window.resultsPanel()->countsText();
        QCOMPARE(countsBefore, QStringLiteral("13 Stable, 6 Disappearing, 0 Emerging of 19"));

        weatBefore = contents(weat);
        anisotropyBefore = contents(anisotropy);
        similarityBefore = contents(similarity);
        QVERIFY(window.study()->isModified());
        QVERIFY(window.saveStudyAs(file));
        QVERIFY(!window.study()->isModified());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("demo.isoscope")));
    }
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openStudy(file));
        QCOMPARE(window.currentPage(), MainWindow::ResultsPageIndex);
        // The same screen and numbers, straight from the file: no job but the models' imports.
        QCOMPARE(contents(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()), weatBefore);
        QCOMPARE(contents(window.resultsPanel()->view(ResultsPanel::AnisotropyTable)->model()), anisotropyBefore);
        QCOMPARE(contents(window.resultsPanel()->view(ResultsPanel::SimilarityTable)->model()), similarityBefore);
        QCOMPARE(window.resultsPanel()->countsText(), countsBefore);
        QCOMPARE(window.study()->models().size(), 2);
        QVERIFY(!window.study()->isModified());
        QVERIFY(QTest::qWaitFor([&] { return window.runner()->jobs()->activeCount() == 0; }, kRunTimeoutMs));
        QCOMPARE(window.runner()->jobs()->rowCount(), jobsTitled(window, QStringLiteral("Import")));
        // Run finds nothing missing.
        QVERIFY(runToEnd(window));
        QCOMPARE(window.runner()->jobs()->rowCount(), jobsTitled(window, QStringLiteral("Import")));
        QVERIFY(!window.study()->isModified());
    }
}

void TestStudyWindow::alphaReclassifiesAndEpsilonRewhitensOnly()
{
    MainWindow window;
    window.openDemoStudy();
    QVERIFY(runToEnd(window));
    const int jobsAfterRun = window.runner()->jobs()->rowCount();
    const auto rawBefore = window.study()->results().entries().rawWeat;

    // Alpha: re-classified at once, nothing run.
    StudyOptions options = window.study()->options();
    options.alpha = 0.5;
    window.study()->setOptions(options);
    const QAbstractItemModel *weat = window.resultsPanel()->view(ResultsPanel::WeatTable)->model();
    QTRY_VERIFY(window.resultsPanel()->countsText() != QStringLiteral("13 Stable, 6 Disappearing, 0 Emerging of 19"));
    QCOMPARE(weat->rowCount(), 20);
    for (int row = 0; row < weat->rowCount(); ++row) {
        if (!raw(weat, row, WeatTableModel::RawPColumn).isValid())
            continue;
        const auto change = isoscope::classifyChange(raw(weat, row, WeatTableModel::RawPColumn).toDouble(),
                                                     raw(weat, row, WeatTableModel::WhitenedPColumn).toDouble(), 0.5);
        QCOMPARE(raw(weat, row, WeatTableModel::ChangeColumn).toString(),
                 QString::fromUtf8(isoscope::changeName(change).data()));
    }
    QVERIFY(runToEnd(window));
    QCOMPARE(window.runner()->jobs()->rowCount(), jobsAfterRun);

    // Epsilon: the whitened side again from the kept statistics; raw results stay as they are.
    options.epsilon = 0.01;
    window.study()->setOptions(options);
    QVERIFY(runToEnd(window));
    QCOMPARE(jobsTitled(window, QStringLiteral("Whitening")), 2); // the statistics of the first run, reused
    QVERIFY(window.runner()->jobs()->rowCount() > jobsAfterRun);
    QCOMPARE(window.study()->results().entries().rawWeat.size(), rawBefore.size());
    for (const auto &[key, entry] : rawBefore) {
        const auto now = window.study()->results().entries().rawWeat.find(key);
        QVERIFY(now != window.study()->results().entries().rawWeat.end());
        QCOMPARE(now->second.stat.has_value(), entry.stat.has_value());
        if (entry.stat)
            QCOMPARE(now->second.stat->p, entry.stat->p);
    }
    QTRY_COMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 20);
    window.study()->setModified(false);
}

void TestStudyWindow::drillDownShowsWordsHistogramsAndConventions()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.openDemoStudy();
    QVERIFY(runToEnd(window));
    QTRY_COMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 20);
    const QString glove = QString::fromUtf8(isoscope::builtin::kDemoGloveName);
    QVERIFY(window.resultsPanel()->showDrillDown(glove, QStringLiteral("W6")));
    DrillDownPanel *panel = window.resultsPanel()->drillDown();
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->title(), QStringLiteral("W6 on %1").arg(glove));
    const auto *words = panel->findChild<QTableView *>(QStringLiteral("wordTable"));
    QVERIFY(words);
    QCOMPARE(words->model()->rowCount(), 16); // 8 + 8 target words
    QAbstractItemModelTester tester(words->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Each word's s(w, A, B) is the one the statistic was computed from.
    const isoscope::AnalysisResult &results = *window.currentResults();
    const isoscope::WeatResult *w6 = nullptr;
    for (const auto *r : results.weat())
        if (r->model == glove.toStdString() && r->suiteId == "W6")
            w6 = r;
    QVERIFY(w6);
    QCOMPARE(raw(words->model(), 0, 2).toDouble(), w6->raw->sX[0]);
    QCOMPARE(raw(words->model(), 0, 3).toDouble(), w6->whitened->sX[0]);
    // The histogram counts every one of the 12,870 partitions; the observed partition is among them.
    std::size_t total = 0;
    for (std::size_t c : w6->raw->histogram.counts)
        total += c;
    QCOMPARE(total, std::size_t(12870));
    QCOMPARE(w6->raw->histogram.counts.size(), AnalysisRunner::kHistogramBins);
    // The figures of the drill-down: the permutation histogram raw beside whitened, the per-word
    // bars (16 target words) and the ML-EAT levels' cosine blocks; all can be exported.
    const ChartFigureView *histogram = panel->histogramView();
    QCOMPARE(histogram->objectName(), QStringLiteral("permutationHistogramView"));
    QCOMPARE(histogram->built().panels.size(), 2);
    QVERIFY(!histogram->built().panels[0].chart->series().isEmpty());
    QVERIFY(!histogram->built().panels[1].chart->series().isEmpty());
    QCOMPARE(static_cast<const AssociationBarFigure *>(panel->associationView()->figure())->wordCount(), 16);
    QStringList exportNames;
    for (const FigureJob &job : panel->exportDialog()->jobs())
        exportNames << job.fileName;
    QCOMPARE(exportNames, QStringList({QStringLiteral("permutation_histogram_%1_W6").arg(glove),
                                       QStringLiteral("word_associations_%1_W6").arg(glove),
                                       QStringLiteral("mleat_levels_%1_W6").arg(glove)}));
    const auto *conventions = panel->findChild<QLabel *>(QStringLiteral("conventionsLabel"));
    QVERIFY2(conventions->text().contains(QStringLiteral("12,870"))
                 || conventions->text().contains(QStringLiteral("12870")),
             qPrintable(conventions->text()));
    QVERIFY(conventions->text().contains(QStringLiteral("ddof 1")));
    window.study()->setModified(false);
}

void TestStudyWindow::figuresPageFollowsTheResultsAndAGridCellOpensItsDrillDown()
{
    MainWindow window;
    window.resize(1280, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openDemoStudy();
    QVERIFY(runToEnd(window));
    QTRY_COMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 20);
    FiguresPanel *figures = window.figuresPanel();

    // The View menu's Alt+6 shows the page; it then holds the window's current results.
    QTest::keyClick(&window, Qt::Key_6, Qt::AltModifier);
    QCOMPARE(window.currentPage(), MainWindow::FiguresPageIndex);
    QCOMPARE(figures->results(), window.currentResults());
    const QString glove = QString::fromUtf8(isoscope::builtin::kDemoGloveName);
    const QString word2vec = QString::fromUtf8(isoscope::builtin::kDemoWord2vecName);
    const EffectSizeGridFigure &grid = figures->effectSizeGridView()->figure();
    QCOMPARE(grid.rows().size(), 2);
    QCOMPARE(grid.columns().size(), 10);
    // The scatter holds every defined effect of the results: 19 (word2vec lacks W3's names).
    auto *scatter = static_cast<BeforeAfterScatterFigure *>(figures->beforeAfterView()->figure());
    QCOMPARE(scatter->points().size(), 19);
    // The heatmap of both models: the 2,000 sampled words of each, as the analysis drew them.
    auto *models = figures->findChild<QComboBox *>(QStringLiteral("heatmapModel"));
    QCOMPARE(models->count(), 2);
    QVERIFY(!figures->computeVectorsButton()->isVisibleTo(figures));
    CosineHeatmapView *heatmap = figures->heatmapView();
    QTRY_VERIFY_WITH_TIMEOUT(heatmap->figure().matrices() != nullptr, kRunTimeoutMs);
    const isoscope::ModelResult &first =
        window.currentResults()->models[static_cast<std::size_t>(heatmap->modelIndex())];
    QCOMPARE(heatmap->figure().matrices()->size(), static_cast<int>(first.anisotropy.sample.size()));
    QCOMPARE(heatmap->figure().matrices()->words.first(), QString::fromStdString(first.anisotropyWords.front()));

    // Alpha changes the classes: the page follows at once (it is shown), nothing is run.
    const auto before = figures->results();
    StudyOptions options = window.study()->options();
    options.alpha = 0.5;
    window.study()->setOptions(options);
    QTRY_VERIFY(figures->results() != before);
    QCOMPARE(figures->results(), window.currentResults());
    // The grid draws the new classes: at alpha 0.5 some cells change class, each as classifyChange says.
    int changed = 0;
    for (int r = 0; r < grid.rows().size(); ++r)
        for (int c = 0; c < grid.columns().size(); ++c) {
            const isoscope::WeatResult *cell = grid.result(r, c);
            if (!cell || !cell->raw || !cell->whitened)
                continue;
            QCOMPARE(cell->change, isoscope::classifyChange(cell->raw->p, cell->whitened->p, 0.5));
            for (const auto *old : before->weat())
                if (old->model == cell->model && old->suiteId == cell->suiteId)
                    changed += old->change != cell->change;
        }
    QVERIFY(changed > 0);
    // The heatmap keeps its matrices (its vectors did not change).
    QVERIFY(heatmap->figure().matrices() != nullptr);

    // File > Export All Figures: every figure of the study (a heatmap per model), with a progress bar.
    auto *exportFigures = window.findChild<QAction *>(QStringLiteral("exportFiguresAction"));
    QVERIFY(exportFigures && exportFigures->isEnabled());
    exportFigures->trigger();
    FigureExportDialog *dialog = figures->exportDialog();
    QTRY_VERIFY(dialog->isVisible());
    QTemporaryDir out;
    dialog->setFolder(out.path());
    FigureExportOptions exportOptions = dialog->options();
    exportOptions.formats = {FigureFormat::Png};
    exportOptions.dpi = 72;
    dialog->setOptions(exportOptions);
    auto *bar = dialog->findChild<QProgressBar *>(QStringLiteral("exportProgress"));
    QVERIFY(bar && bar->isVisible());
    QSignalSpy exported(dialog, &FigureExportDialog::exportFinished);
    dialog->start();
    QVERIFY(exported.wait(kRunTimeoutMs));
    QCOMPARE(exported[0][1].toString(), QString());
    QStringList names;
    for (const QString &f : exported[0][0].toStringList())
        names << QFileInfo(f).fileName();
    names.sort();
    QCOMPARE(names, QStringList(
                        {QStringLiteral("before_after_scatter.png"), QStringLiteral("cosine_heatmap_%1.png").arg(glove),
                         QStringLiteral("cosine_heatmap_%1.png").arg(word2vec), QStringLiteral("effect_size_grid.png"),
                         QStringLiteral("eigenvalue_spectrum.png"), QStringLiteral("explained_variance.png")}));
    QCOMPARE(bar->value(), 6);
    dialog->close();

    // A click on a cell of the grid opens that result's drill-down on the Results page.
    figures->setCurrentTab(FiguresPanel::EffectSizesTab);
    EffectSizeGridView *view = figures->effectSizeGridView();
    QTRY_VERIFY(view->isVisible() && view->width() > 300);
    int row = -1;
    int column = -1;
    for (int r = 0; r < grid.rows().size(); ++r)
        if (grid.rows()[r].model == word2vec)
            row = r;
    for (int c = 0; c < grid.columns().size(); ++c)
        if (grid.columns()[c].suite == QStringLiteral("W6"))
            column = c;
    QVERIFY(row >= 0 && column >= 0);
    const QPoint at = view->cellPoint(row, column, 0.3, 0.3);
    QTest::mouseMove(view, at);
    QTRY_VERIFY(view->hoverText().startsWith(QStringLiteral("%1 · W6").arg(word2vec)));
    QTest::mouseClick(view, Qt::LeftButton, {}, at);
    QCOMPARE(window.currentPage(), MainWindow::ResultsPageIndex);
    DrillDownPanel *panel = window.resultsPanel()->drillDown();
    QTRY_VERIFY(panel->isVisible());
    QCOMPARE(panel->title(), QStringLiteral("W6 on %1").arg(word2vec));

    // Back on the page after a new run (epsilon): the figures are those of the new results.
    options.epsilon = 0.01;
    window.study()->setOptions(options);
    QVERIFY(runToEnd(window));
    window.showPage(MainWindow::FiguresPageIndex);
    QCOMPARE(figures->results(), window.currentResults());
    QCOMPARE(figures->results()->params.epsilon, 0.01);
    window.study()->setModified(false);
}

void TestStudyWindow::figuresPageComputesTheHeatmapVectorsOfAReopenedStudy()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("demo.isoscope"));
    std::vector<isoscope::AnisotropyResult> measured;
    {
        MainWindow window;
        window.openDemoStudy();
        QVERIFY(runToEnd(window));
        for (const auto &m : window.currentResults()->models)
            measured.push_back(m.anisotropy);
        QVERIFY(window.saveStudyAs(file));
    }
    MainWindow window;
    window.resize(1280, 900);
    window.show();
    QVERIFY(window.openStudy(file));
    window.showPage(MainWindow::FiguresPageIndex);
    FiguresPanel *figures = window.figuresPanel();
    // The file keeps the statistics but not the 2 x 2,000 sampled vectors: the page says so.
    QPushButton *compute = figures->computeVectorsButton();
    QVERIFY(compute->isVisibleTo(figures));
    auto *models = figures->findChild<QComboBox *>(QStringLiteral("heatmapModel"));
    QCOMPARE(models->count(), 0);
    QVERIFY(QTest::qWaitFor([&] { return window.runner()->jobs()->activeCount() == 0; }, kRunTimeoutMs));
    compute->click();
    QVERIFY(window.runner()->isRunning());
    QVERIFY(QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, kRunTimeoutMs));
    QCOMPARE(window.currentPage(), MainWindow::FiguresPageIndex);
    QTRY_COMPARE(models->count(), 2);
    QVERIFY(!compute->isVisibleTo(figures));
    QTRY_VERIFY_WITH_TIMEOUT(figures->heatmapView()->figure().matrices() != nullptr, kRunTimeoutMs);
    // Measured again with the same seed: the same sample and statistics, now with their vectors.
    const auto &now = window.currentResults()->models;
    QCOMPARE(now.size(), measured.size());
    for (std::size_t i = 0; i < now.size(); ++i) {
        QVERIFY(now[i].anisotropy.sample == measured[i].sample);
        QCOMPARE(now[i].anisotropy.raw.mean, measured[i].raw.mean);
        QCOMPARE(now[i].anisotropy.whitened.sd, measured[i].whitened.sd);
        QVERIFY(now[i].anisotropy.sampleRaw == measured[i].sampleRaw);
    }
    // Nothing to save: the numbers are those of the file.
    QVERIFY(!window.study()->isModified());
}

void TestStudyWindow::aMissingModelFileOpensAndCanBeLocated()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("moved.isoscope"));
    const QString copy = dir.filePath(QStringLiteral("glove-copy.txt"));
    const auto dataDir = isoscope::findDataDirectory();
    QVERIFY(dataDir);
    QVERIFY(QFile::copy(QString::fromStdString((*dataDir / isoscope::builtin::kDemoGlove).string()), copy));
    {
        MainWindow window;
        StudyModel model;
        model.name = QStringLiteral("copy");
        model.path = copy;
        window.study()->addModel(model);
        QVERIFY(window.saveStudyAs(file));
    }
    QVERIFY(QFile::remove(copy));
    MainWindow window;
    QVERIFY(window.openStudy(file));
    QCOMPARE(window.study()->models().size(), 1);
    QCOMPARE(window.runner()->status(window.study()->models().at(0)).state, ModelStatus::State::MissingFile);
    const QAbstractItemModel *issues = window.findChild<QTableView *>(QStringLiteral("issueTable"))->model();
    bool named = false;
    for (int row = 0; row < issues->rowCount(); ++row)
        named = named || raw(issues, row, 2).toString().contains(copy);
    QVERIFY2(named, "the issues panel names the missing file");
    // Located: the model is read again.
    StudyModel located = window.study()->models().at(0);
    located.path = QString::fromStdString((*dataDir / isoscope::builtin::kDemoGlove).string());
    window.study()->setModel(0, located);
    QTRY_COMPARE_WITH_TIMEOUT(window.runner()->status(window.study()->models().at(0)).state, ModelStatus::State::Ready,
                              kRunTimeoutMs);
    window.study()->setModified(false);
}

// Opening a study tells the views of its models once, however many there are: each view goes over
// every model when told, so a signal per model made opening grow with the square of the models
// (issue 31: 2,000 models froze the window for over a minute). bench/study_open times it.
void TestStudyWindow::aStudyOfManyModelsIsTakenInOnce()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("many.isoscope"));
    constexpr int kModels = 60;
    {
        MainWindow window;
        for (int i = 0; i < kModels; ++i) {
            const QString path = dir.filePath(QStringLiteral("m%1.txt").arg(i));
            QFile model(path);
            QVERIFY(model.open(QIODevice::WriteOnly));
            model.write("alpha 0.1 0.2\nbeta 0.2 0.1\n");
            StudyModel m;
            m.name = QStringLiteral("model %1").arg(i);
            m.path = path;
            window.study()->addModel(m);
        }
        QVERIFY(window.saveStudyAs(file));
    }
    MainWindow window;
    QSignalSpy models(window.study(), &Study::modelsChanged);
    QVERIFY(window.openStudy(file));
    QCOMPARE(window.study()->models().size(), kModels);
    QCOMPARE(models.count(), 2); // the study emptied, then its models, all at once
    // Every model is read and shown Ready.
    const QTableView *table = nullptr;
    for (const QTableView *view : window.findChildren<QTableView *>())
        if (view->accessibleName() == QStringLiteral("Models of the study"))
            table = view;
    QVERIFY(table);
    QCOMPARE(table->model()->rowCount(), kModels);
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (int row = 0; row < kModels; ++row)
                if (table->model()->index(row, ModelTableModel::StatusColumn).data().toString()
                    != QStringLiteral("Ready"))
                    return false;
            return true;
        }(),
        kRunTimeoutMs);
    window.study()->setModified(false);
}

// tests/data/study-v1-demo.isoscope was saved by the release before the JSON layer (study file
// version 1: its own layout for the results) from the demo study after a run. It opens without
// computing anything, with the numbers it holds, which are analyze --demo's.
void TestStudyWindow::aStudySavedByVersion1OpensWithItsNumbers()
{
    const QString fixture = QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/study-v1-demo.isoscope");
    QFile file(fixture);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(saved.value(QStringLiteral("version")).toInt(), 1);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("old.isoscope"));
    QVERIFY(QFile::copy(fixture, copy));

    MainWindow window;
    window.show();
    QVERIFY(window.openStudy(copy));
    QCOMPARE(window.study()->models().size(), 2);
    const QAbstractItemModel *weat = window.resultsPanel()->view(ResultsPanel::WeatTable)->model();
    QCOMPARE(weat->rowCount(), 20);
    QCOMPARE(window.resultsPanel()->countsText(), QStringLiteral("13 Stable, 6 Disappearing, 0 Emerging of 19"));
    int compared = 0;
    for (const QJsonValue &value : m_cli.value(QStringLiteral("weat")).toArray()) {
        const QJsonObject r = value.toObject();
        const int row = weatRowOf(weat, r);
        QVERIFY(row >= 0);
        if (r.value(QStringLiteral("raw")).isNull())
            continue;
        const QJsonObject rawStat = r.value(QStringLiteral("raw")).toObject();
        const QJsonObject whiteStat = r.value(QStringLiteral("whitened")).toObject();
        QCOMPARE(raw(weat, row, WeatTableModel::RawDColumn).toDouble(), rawStat.value(QStringLiteral("d")).toDouble());
        QCOMPARE(raw(weat, row, WeatTableModel::RawPColumn).toDouble(), rawStat.value(QStringLiteral("p")).toDouble());
        QCOMPARE(raw(weat, row, WeatTableModel::WhitenedDColumn).toDouble(),
                 whiteStat.value(QStringLiteral("d")).toDouble());
        QCOMPARE(raw(weat, row, WeatTableModel::ChangeColumn).toString(), r.value(QStringLiteral("change")).toString());
        const QVariantList ci = raw(weat, row, WeatTableModel::WhitenedCiColumn).toList();
        QCOMPARE(ci.size(), 2);
        QCOMPARE(ci[1].toDouble(), whiteStat.value(QStringLiteral("ci_high")).toDouble());
        ++compared;
    }
    QCOMPARE(compared, 19);
    // The similarity comparisons, nested under "comparison" in version 1.
    const QAbstractItemModel *similarity = window.resultsPanel()->view(ResultsPanel::SimilarityTable)->model();
    QCOMPARE(similarity->rowCount(), 4);
    const QJsonObject glove = m_cli.value(QStringLiteral("models")).toArray().at(0).toObject();
    const QJsonObject wordsim = glove.value(QStringLiteral("similarity")).toArray().at(0).toObject();
    QCOMPARE(raw(similarity, 0, SimilarityTableModel::WhitenedRhoColumn).toDouble(),
             wordsim.value(QStringLiteral("rho_whitened")).toDouble());
    QVERIFY(!window.study()->isModified());
}

// A study file whose results are damaged is refused with the field that is wrong, and the window
// keeps the study it had.
void TestStudyWindow::aDamagedStudySaysWhichField()
{
    QFile file(QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/study-v1-demo.isoscope"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    const QByteArray marker = "\"p_method\": \"exact\"";
    const qsizetype at = text.indexOf(marker);
    QVERIFY(at > 0);
    text.replace(at, marker.size(), "\"p_method\": \"exakt\"");
    QTemporaryDir dir;
    const QString damaged = dir.filePath(QStringLiteral("damaged.isoscope"));
    QFile out(damaged);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    Study study;
    const auto loaded = StudyFile::load(study, damaged);
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().code, isoscope::ErrorCode::BadSchema);
    QCOMPARE(loaded.error().file, damaged.toStdString());
    const QString detail = QString::fromStdString(loaded.error().detail);
    QVERIFY2(detail.startsWith(QStringLiteral("results.weat_raw."))
                 && detail.endsWith(QStringLiteral(".statistic.p_method: unknown p method 'exakt'")),
             qPrintable(detail));
    QVERIFY(study.models().isEmpty());
}

void TestStudyWindow::closingDuringARunCancelsCleanly()
{
    auto *window = new MainWindow;
    window->show();
    window->openDemoStudy();
    StudyOptions options = window->study()->options();
    options.weat.permutations = 20000000; // long enough to be mid-run
    window->study()->setOptions(options);
    window->study()->setModified(false);
    window->runAnalysis();
    QTRY_VERIFY(window->runner()->jobs()->activeCount() > 0);
    // Mid-run: some job has reported progress and the run has not ended.
    QTRY_VERIFY_WITH_TIMEOUT(
        [window] {
            for (const Job *job : window->runner()->jobs()->jobs())
                if (job->state() == Job::State::Running && job->progress() > 0)
                    return true;
            return false;
        }(),
        30000);
    QVERIFY(window->runner()->isRunning());
    // Unsaved changes: the window asks; "Discard" closes it.
    QTimer answer;
    answer.setInterval(10);
    connect(&answer, &QTimer::timeout, [&answer] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            answer.stop();
            box->button(QMessageBox::Discard)->click();
        }
    });
    answer.start();
    QVERIFY(window->close());
    QVERIFY(!window->runner()->isRunning());
    QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0); // every worker has returned
    delete window;
}

QTEST_MAIN(TestStudyWindow)
#include "tst_studywindow.moc"
