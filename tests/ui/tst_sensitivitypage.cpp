// The Sensitivity page, offscreen: reached from the drill-down, runs the chosen model x suite on a
// worker thread as a job, shows the same numbers as core's runSensitivity on the same model (and as
// the window's own WEAT results at the analysis's epsilon), draws its four figures, exports them,
// and cancels cleanly.
#include "core/analysis/analysis.h"
#include "core/base/datadir.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/analysis/modelimport.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/figureexporter.h"
#include "ui/figures/sensitivityfigures.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/results/cautiontext.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/sensitivity/sensitivitypage.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <cmath>

using namespace isoscope::ui;

namespace {

constexpr int kTimeoutMs = 120000;

bool runToEnd(MainWindow &window)
{
    window.runAnalysis();
    return QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, kTimeoutMs);
}

} // namespace

class TestSensitivityPage final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setQuitOnLastWindowClosed(false);
        qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
        QVERIFY(m_cacheDir.isValid());
        qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cacheDir.path()));
    }

    // Before anything has run, each figure says how to run the analysis, not that "this result"
    // has no sweep (issue 34 item 7).
    void beforeAnyRunTheFiguresSayHowToRunIt()
    {
        MainWindow window;
        window.resize(1280, 800);
        QVERIFY(userinput::showAndActivate(&window));
        QVERIFY(userinput::clickTab(windowfixtures::tabBarOf(&window, "pages"), QStringLiteral("Sensitivity")));
        QStringList texts;
        QTRY_VERIFY([&] {
            texts.clear();
            for (auto *view : window.findChildren<ChartFigureView *>())
                if (view->isVisible() && dynamic_cast<const SensitivityFigure *>(view->figure()))
                    for (QGraphicsItem *item : view->scene()->items())
                        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                            texts << text->text();
            return !texts.isEmpty();
        }());
        QVERIFY2(texts.join(QLatin1Char(' '))
                     .contains(QStringLiteral(
                         "Nothing computed yet: choose a model and a suite above, then press Run sensitivity.")),
                 qPrintable(texts.join(QStringLiteral(" | "))));
        QVERIFY2(!texts.join(QLatin1Char(' ')).contains(QStringLiteral("for this result")),
                 qPrintable(texts.join(QStringLiteral(" | "))));
    }

    void drillDownOpensThePageAndTheNumbersAreCores()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.openDemoStudy();
        QVERIFY(runToEnd(window));
        const QString glove = QString::fromUtf8(isoscope::builtin::kDemoGloveName);
        QVERIFY(window.resultsPanel()->showDrillDown(glove, QStringLiteral("W3")));
        QToolButton *button = nullptr;
        for (auto *b : window.resultsPanel()->drillDown()->findChildren<QToolButton *>())
            if (b->text() == DrillDownPanel::tr("Sensitivity…"))
                button = b;
        QVERIFY(button);
        button->click();
        QCOMPARE(window.currentPage(), MainWindow::SensitivityPageIndex);
        SensitivityPage *page = window.sensitivityPage();
        QCOMPARE(page->selectedModel(), glove);
        QCOMPARE(page->selectedSuite(), QStringLiteral("W3"));

        const int jobsBefore = window.runner()->jobs()->rowCount();
        page->start();
        QVERIFY(page->isRunning());
        QCOMPARE(window.runner()->jobs()->rowCount(), jobsBefore + 1); // in the jobs dock too
        QVERIFY(QTest::qWaitFor([&] { return !page->isRunning(); }, kTimeoutMs));
        QVERIFY(page->result());
        const isoscope::ModelSensitivity &m = *page->result();
        QCOMPARE(m.suites.size(), std::size_t(1));
        const isoscope::SuiteSensitivity &s = m.suites[0];
        QVERIFY(!s.error);

        // The window's own WEAT result for GloVe W3 is the sweep's value at the analysis's epsilon.
        const auto results = window.currentResults();
        const isoscope::WeatResult *weat = nullptr;
        for (const auto *r : results->weat())
            if (r->model == glove.toStdString() && r->suiteId == "W3")
                weat = r;
        QVERIFY(weat && weat->raw && weat->whitened);
        QVERIFY(std::abs(*s.raw.d - *weat->raw->d) < 1e-12);
        QVERIFY(std::abs(*s.whitened.d - *weat->whitened->d) < 1e-12);
        QCOMPARE(s.whitened.p, weat->whitened->p);
        // A p at the Monte Carlo floor reads "p < floor" in the summary, as Table A1 writes it
        // (it read "p = 1.0e−5" where the table says "< 1.0e−5").
        QString summary;
        for (auto *label : page->findChildren<QLabel *>())
            if (label->accessibleName() == SensitivityPage::tr("Sensitivity summary"))
                summary = label->text();
        for (const auto *stat : {&*weat->raw, &*weat->whitened}) {
            const QString p = cautiontext::permutationP(*stat, window.runner()->params().weat);
            QVERIFY2(summary.contains(p.startsWith(QLatin1Char('<')) ? QStringLiteral("(p ") + p
                                                                     : QStringLiteral("(p = ") + p),
                     qPrintable(p + QStringLiteral(" | ") + summary));
        }

        const auto &grid = m.epsilons;
        const auto at = std::find_if(grid.begin(), grid.end(), [](double e) { return std::abs(e - 1e-3) < 1e-15; });
        QVERIFY(at != grid.end());
        QVERIFY(std::abs(*s.epsilonSweep[static_cast<std::size_t>(at - grid.begin())].d - *weat->whitened->d) < 1e-12);

        // Core on the same loaded model gives the same numbers (the page adds nothing of its own).
        const auto loaded = window.runner()->loadedModel(window.study()->models().at(0));
        isoscope::AnalysisParams params = window.runner()->params();
        params.suites = {};
        for (const auto &suite : window.study()->allSuites())
            if (suite.id == "W3")
                params.suites.push_back(suite);
        auto direct = isoscope::runSensitivity(loaded->set, glove.toStdString(), params, isoscope::SensitivityParams());
        QVERIFY(direct.ok());
        const auto &d = direct->suites[0];
        QCOMPARE(d.draws.size(), s.draws.size());
        for (std::size_t r = 0; r < d.draws.size(); ++r)
            QCOMPARE(*d.draws[r].d, *s.draws[r].d);
        QCOMPARE(d.whitenedInterval->low, s.whitenedInterval->low);
        QCOMPARE(*d.rawWithout[3], *s.rawWithout[3]);
        // GloVe's W5 has no permutation as extreme as its raw S: p is the Monte Carlo floor, which
        // the summary then writes "p < 1.0e−5" (EffectPoint::pFloor); W3's p is not at it.
        QCOMPARE(s.raw.pFloor, 0.0);
        for (const auto &suite : window.study()->allSuites())
            if (suite.id == "W5")
                params.suites = {suite};
        auto w5 = isoscope::runSensitivity(loaded->set, glove.toStdString(), params, isoscope::SensitivityParams());
        QVERIFY(w5.ok());
        QCOMPARE(w5->suites[0].raw.pFloor, 1.0 / double(params.weat.permutations + 1));
        QCOMPARE(w5->suites[0].raw.p, w5->suites[0].raw.pFloor);

        // Four figures drawn from it: the epsilon sweep beside the spectrum, a mark per point.
        page->tabs()->setCurrentIndex(0);
        auto *epsilon = page->figureView(0);
        QCOMPARE(epsilon->built().panels.size(), 2);
        int sweepMarks = 0;
        for (const auto &mark : epsilon->built().marks)
            sweepMarks += mark.panel == 0;
        QCOMPARE(sweepMarks, static_cast<int>(grid.size()) + 1);
        for (int i = 1; i < page->figureCount(); ++i) {
            page->tabs()->setCurrentIndex(i);
            QVERIFY(!page->figureView(i)->built().panels.isEmpty());
            QVERIFY(!page->figureView(i)->built().marks.isEmpty());
        }
        // Every figure exports (the file names say model and suite).
        QTemporaryDir out;
        FigureExportOptions options;
        options.formats = {FigureFormat::Png, FigureFormat::Svg};
        options.dpi = 100;
        for (int i = 0; i < page->figureCount(); ++i) {
            const Figure &figure = *page->figureView(i)->figure();
            QVERIFY(figure.fileName().endsWith(QStringLiteral("_GloVe-6B-100d-subset_W3")));
            QString error;
            const QStringList files =
                FigureExporter::exportFigure(figure, out.filePath(figure.fileName()), options, &error);
            QVERIFY2(files.size() == 2, qPrintable(error));
            QImage image(files[0]);
            QVERIFY(image.width() > 500);
        }
        QVERIFY(page->findChild<QLabel *>() != nullptr);
    }

    void cancelStopsTheRun()
    {
        MainWindow window;
        window.show();
        window.openDemoStudy();
        QVERIFY(QTest::qWaitFor(
            [&] { return window.runner()->status(window.study()->models().at(1)).state == ModelStatus::State::Ready; },
            kTimeoutMs));
        window.showPage(MainWindow::SensitivityPageIndex);
        SensitivityPage *page = window.sensitivityPage();
        page->select(QStringLiteral("word2vec-GoogleNews-subset"), QStringLiteral("W6"));
        // Every worker of the jobs' pool busy, so that the run is still queued when it is cancelled.
        windowfixtures::JobWorkersHeld held;
        USER_CHECK(userinput::showAndActivate(&window));
        USER_CHECK(userinput::click(userinput::find<QPushButton>(page, QStringLiteral("Run sensitivity"))));
        QVERIFY(page->isRunning());
        USER_CHECK(
            userinput::click(userinput::find<QPushButton>(page, QStringLiteral("Cancel the sensitivity analysis"))));
        held.release();
        QVERIFY(QTest::qWaitFor([&] { return !page->isRunning(); }, kTimeoutMs));
        QVERIFY(!page->result());
        QCOMPARE(userinput::find<QLabel>(page, QStringLiteral("Sensitivity status"))->text(),
                 QStringLiteral("Cancelled."));
    }
};

QTEST_MAIN(TestSensitivityPage)
#include "tst_sensitivitypage.moc"
