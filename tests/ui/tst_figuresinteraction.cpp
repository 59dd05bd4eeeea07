// The figures answer the mouse, offscreen: hovering shows the words and numbers behind a point,
// the wheel zooms and dragging pans (both heatmap panels in step), clicking a grid cell or a
// scatter point asks for its drill-down, the legend switches models; every figure follows
// setResults; "Export all" writes the files with its progress. (The heatmap's repaint time after
// a zoom on 2,000 words is a benchmark: bench/bench_figures.)

#include "figurefixtures.h"

#include "core/analysis/analysis.h"
#include "ui/figures/beforeafterscatterfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/colourscale.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/effectsizegridview.h"
#include "ui/figures/explainedvariancefigure.h"
#include "ui/figures/figureexportdialog.h"
#include "ui/figures/figurelegend.h"
#include "ui/figures/figurespanel.h"
#include "ui/figures/studyfigures.h"

#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

#include <random>

using namespace isoscope::ui;

namespace {

void wheel(QWidget *target, const QPoint &position, int notches)
{
    QWheelEvent event(QPointF(position), QPointF(target->mapToGlobal(position)), QPoint(), QPoint(0, 120 * notches),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &event);
}

// A model with n sampled words of d random dimensions sharing a common direction.
std::shared_ptr<isoscope::AnalysisResult> largeResults(int n, int d)
{
    auto r = std::make_shared<isoscope::AnalysisResult>();
    isoscope::ModelResult m;
    m.spec.name = "large";
    std::mt19937 random(7);
    std::normal_distribution<float> normal;
    m.anisotropy.sampleRaw.resize(n, d);
    m.anisotropy.sampleWhitened.resize(n, d);
    for (int i = 0; i < n; ++i) {
        m.anisotropyWords.push_back("word" + std::to_string(i));
        m.anisotropy.sample.push_back(static_cast<std::size_t>(i));
        for (int j = 0; j < d; ++j) {
            m.anisotropy.sampleWhitened(i, j) = normal(random);
            m.anisotropy.sampleRaw(i, j) = m.anisotropy.sampleWhitened(i, j) + 2.0f;
        }
    }
    r->models.push_back(std::move(m));
    return r;
}

} // namespace

class TestFiguresInteraction final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void heatmapHoverNamesTheTwoWordsAndTheirCosine();
    void heatmapWheelZoomsBothPanelsInStepAndDragPans();
    void heatmapShowsWordsOnTheAxesWhenZoomedIn();
    void heatmapOnTwoThousandWordsZoomsAboutThePointer();
    void gridHoverExplainsTheCellAndClickAsksForTheDrillDown();
    void scatterHoverNamesModelAndSuiteAndClickDrillsDown();
    void chartWheelZoomsDragPansAndDoubleClickResets();
    void legendClickTogglesAModel();
    void panelFollowsNewResults();
    void exportAllFromThePanelWritesTheFilesWithProgress();
    void errorBarToggleHidesTheBarsOnScreenAndInExports();
};

void TestFiguresInteraction::init()
{
    // A tooltip left by an earlier test would sit over the next test's widget.
    QToolTip::hideText();
}

void TestFiguresInteraction::heatmapHoverNamesTheTwoWordsAndTheirCosine()
{
    CosineHeatmapView view;
    view.resize(900, 470);
    QSignalSpy ready(&view, &CosineHeatmapView::matricesReady);
    view.setResults(figurefixtures::results());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    if (ready.isEmpty())
        QVERIFY(ready.wait(10000));
    QTest::mouseMove(&view, view.cellCentre(CosineHeatmapFigure::WhitenedPanel, 2, 5));
    QTRY_VERIFY(!view.hoverText().isEmpty());
    const QString text = view.hoverText();
    QVERIFY2(text.contains(QStringLiteral("‘w2’ and ‘w5’")), qPrintable(text));
    const auto *m = view.figure().matrices();
    QVERIFY(text.contains(QStringLiteral("Raw cosine: %1")
                              .arg(QString::number(m->raw(2, 5), 'f', 3).replace(QLatin1Char('-'), QChar(0x2212)))));
    QVERIFY(text.contains(QStringLiteral("Whitened cosine: ")));
    // Off the panels, nothing.
    QTest::mouseMove(&view, QPoint(2, 2));
    QTRY_VERIFY(view.hoverText().isEmpty());
}

void TestFiguresInteraction::heatmapWheelZoomsBothPanelsInStepAndDragPans()
{
    CosineHeatmapView view;
    view.resize(900, 470);
    QSignalSpy ready(&view, &CosineHeatmapView::matricesReady);
    view.setResults(figurefixtures::results());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    if (ready.isEmpty())
        QVERIFY(ready.wait(10000));
    QCOMPARE(view.viewport().span, 12.0);
    const QPoint at = view.cellCentre(CosineHeatmapFigure::RawPanel, 3, 3);
    wheel(&view, at, 1);
    QCOMPARE(view.viewport().span, 12.0 / 1.25);
    // The cell under the pointer stays under it.
    const auto layout = view.currentLayout();
    const auto cell = view.figure().cellAt(layout, QPointF(at));
    QVERIFY(cell);
    QCOMPARE(cell->row, 3);
    QCOMPARE(cell->column, 3);
    // Both panels show the same part: a cell has the same size and place in each.
    const QRectF raw = view.figure().cellRect(layout, CosineHeatmapFigure::RawPanel, 4, 6);
    const QRectF white = view.figure().cellRect(layout, CosineHeatmapFigure::WhitenedPanel, 4, 6);
    QCOMPARE(raw.size(), white.size());
    QCOMPARE(raw.top(), white.top());
    QCOMPARE(raw.left() - layout.panels[0].left(), white.left() - layout.panels[1].left());
    // Two more notches, then drag by two cells to the left: the view moves two cells right.
    wheel(&view, at, 2);
    const HeatmapViewport before = view.viewport();
    const double cellSize = layout.panels[0].width() / before.span;
    const QPoint start = view.cellCentre(CosineHeatmapFigure::WhitenedPanel, 5, 5);
    QTest::mousePress(&view, Qt::LeftButton, {}, start);
    QTest::mouseMove(&view, start - QPoint(static_cast<int>(std::lround(2 * cellSize)), 0));
    QTest::mouseRelease(&view, Qt::LeftButton, {}, start - QPoint(static_cast<int>(std::lround(2 * cellSize)), 0));
    QVERIFY(std::abs(view.viewport().x - (before.x + 2)) < 0.1
            || view.viewport().x == 12 - before.span); // or as far as it goes
    QCOMPARE(view.viewport().y, before.y);
    // A double click shows everything again.
    const QPoint centre = view.cellCentre(CosineHeatmapFigure::RawPanel, 4, 4);
    QTest::mouseDClick(&view, Qt::LeftButton, {}, centre);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, centre); // a widget double click leaves the button down
    QCOMPARE(view.viewport().span, 12.0);
}

void TestFiguresInteraction::heatmapShowsWordsOnTheAxesWhenZoomedIn()
{
    CosineHeatmapView view;
    view.resize(900, 470);
    QSignalSpy ready(&view, &CosineHeatmapView::matricesReady);
    view.setResults(largeResults(300, 8));
    QVERIFY(ready.wait(10000));
    QVERIFY(!view.currentLayout().wordLabels);
    view.setViewport(HeatmapViewport{100, 120, 10});
    QVERIFY(view.currentLayout().wordLabels);
    QCOMPARE(view.viewport().x, 100.0);
}

void TestFiguresInteraction::heatmapOnTwoThousandWordsZoomsAboutThePointer()
{
    // The paper's size: 2,000 x 2,000 cosines. (How long a repaint after a zoom step takes is
    // measured by bench/bench_figures, BM_HeatmapRepaintAfterZoom, not here.)
    CosineHeatmapView view;
    view.resize(1280, 700);
    QSignalSpy ready(&view, &CosineHeatmapView::matricesReady);
    const auto results = largeResults(2000, 100);
    view.setResults(results);
    QVERIFY(ready.wait(60000));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.viewport().span, 2000.0);
    const QPoint at = view.cellCentre(CosineHeatmapFigure::RawPanel, 900, 1100);
    // Where the pointer is, in cells (fractions: at this zoom a pixel covers several cells).
    const auto pointed = [&view, &at] {
        const QRectF panel = view.currentLayout().panels[CosineHeatmapFigure::RawPanel];
        const HeatmapViewport v = view.viewport();
        return QPointF(v.x + (at.x() - panel.left()) / panel.width() * v.span,
                       v.y + (at.y() - panel.top()) / panel.height() * v.span);
    };
    const QPointF start = pointed();
    QVERIFY(std::abs(start.x() - 1100.5) < 2 && std::abs(start.y() - 900.5) < 2);
    double span = 2000;
    for (int notch = 0; notch < 6; ++notch) {
        wheel(&view, at, 1);
        span /= 1.25;
        QVERIFY(std::abs(view.viewport().span - span) < 1e-6 * span);
        // The point under the pointer stays under it.
        QVERIFY2((pointed() - start).manhattanLength() < 1e-6, qPrintable(QString::number(notch)));
    }
    const auto &sample = results->models[0].anisotropy.sampleRaw;
    const double cosine = sample.row(900).cast<double>().normalized().dot(sample.row(1100).cast<double>().normalized());
    QVERIFY(std::abs(view.figure().matrices()->raw(900, 1100) - cosine) < 1e-5);
    // 2,000 / 1.25^6 = 524 cells across: a pixel still covers several cells and shows their mean,
    // so the colour at the pointer is checked once a cell is larger than a pixel.
    view.setViewport(HeatmapViewport{1095, 895, 12}); // columns from 1,095, rows from 895
    const QImage image = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QPoint centre = view.cellCentre(CosineHeatmapFigure::RawPanel, 900, 1100);
    QCOMPARE(image.pixel(centre), view.figureStyle().divergingScale(-1, 1).rgb(cosine));
    // Zooming out again, past the whole matrix, stops at the whole matrix.
    wheel(&view, at, -40);
    QCOMPARE(view.viewport().span, 2000.0);
    QCOMPARE(view.viewport().x, 0.0);
}

void TestFiguresInteraction::gridHoverExplainsTheCellAndClickAsksForTheDrillDown()
{
    EffectSizeGridView view;
    view.setResults(figurefixtures::results());
    view.resize(900, view.heightForWidth(900));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy drill(&view, &EffectSizeGridView::drillDownRequested);
    // alpha x W1, the raw (upper-left) half.
    QTest::mouseMove(&view, view.cellPoint(0, 0, 0.2, 0.3));
    QTRY_VERIFY(!view.hoverText().isEmpty());
    QString text = view.hoverText();
    QVERIFY2(text.startsWith(QStringLiteral("alpha · W1 (Valence)")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Raw: d = 1.20, p = 0.001")));
    QVERIFY(text.contains(QStringLiteral("(significant at 0.05)")));
    QVERIFY(text.contains(QStringLiteral("Change: Disappearing")));
    // The whitened half puts the whitened line first.
    QTest::mouseMove(&view, view.cellPoint(0, 0, 0.8, 0.8));
    QTRY_VERIFY(view.hoverText().section(QLatin1Char('\n'), 2, 2).startsWith(QStringLiteral("Whitened: d = 0.30")));
    // Not run.
    QTest::mouseMove(&view, view.cellPoint(1, 1, 0.5, 0.5));
    // The reason is the translated sentence for the error code, with core's detail.
    QTRY_VERIFY(view.hoverText().contains(
        QStringLiteral("Not run: “X”: No word of this set is in the model's vocabulary (set X is empty).")));

    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellPoint(1, 2, 0.5, 0.5));
    QCOMPARE(drill.size(), 1);
    QCOMPARE(drill[0][0].toString(), QStringLiteral("beta"));
    QCOMPARE(drill[0][1].toString(), QStringLiteral("W6"));
}

void TestFiguresInteraction::scatterHoverNamesModelAndSuiteAndClickDrillsDown()
{
    ChartFigureView view(std::make_unique<BeforeAfterScatterFigure>());
    view.resize(1100, 420);
    static_cast<BeforeAfterScatterFigure *>(view.figure())->setResults(figurefixtures::results());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.rebuild();
    QSignalSpy drill(&view, &ChartFigureView::drillDownRequested);
    // alpha x W6 (Gender): raw 0.1, whitened 0.7, Emerging.
    const QPoint at = view.viewportPosition(2, QPointF(0.1, 0.7));
    QTest::mouseMove(view.viewport(), at + QPoint(2, 1));
    QTRY_VERIFY(!view.hoverText().isEmpty());
    const QString text = view.hoverText();
    QVERIFY2(text.startsWith(QStringLiteral("alpha · W6 (Gender)")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Whitened d = 0.70* (p = 0.030)")));
    QVERIFY(text.contains(QStringLiteral("Emerging, static model")));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(drill.size(), 1);
    QCOMPARE(drill[0][0].toString(), QStringLiteral("alpha"));
    QCOMPARE(drill[0][1].toString(), QStringLiteral("W6"));
    // Empty space: no tooltip, no drill-down.
    QTest::mouseMove(view.viewport(), view.viewportPosition(2, QPointF(-1.5, 1.5)));
    QTRY_VERIFY(view.hoverText().isEmpty());
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.viewportPosition(2, QPointF(-1.5, 1.5)));
    QCOMPARE(drill.size(), 1);
}

void TestFiguresInteraction::chartWheelZoomsDragPansAndDoubleClickResets()
{
    ChartFigureView view(std::make_unique<ExplainedVarianceFigure>());
    view.resize(900, 420);
    auto *figure = static_cast<ExplainedVarianceFigure *>(view.figure());
    figure->setResults(figurefixtures::results());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.rebuild();
    const AxisRange fullX = view.built().panels[0].x;
    const QPoint at = view.viewportPosition(1, QPointF(2, 0.1));
    wheel(view.viewport(), at, 2);
    const AxisRange zoomedX = view.built().panels[0].x;
    QVERIFY(zoomedX.high - zoomedX.low < (fullX.high - fullX.low) / 1.5);
    // Both panels in step, and the value under the pointer stays under it.
    QCOMPARE(view.built().panels[1].x.low, zoomedX.low);
    QCOMPARE(view.built().panels[1].y.high, view.built().panels[0].y.high);
    const QPointF under = view.built().panels[1].unmap(view.mapToScene(at));
    QVERIFY(std::abs(under.x() - 2) < 0.05);
    // Drag right: earlier components come into view.
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, at);
    QTest::mouseMove(view.viewport(), at + QPoint(60, 0));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, at + QPoint(60, 0));
    QVERIFY(view.built().panels[0].x.low < zoomedX.low);
    QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, at);
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(view.built().panels[0].x.low, fullX.low);
    QCOMPARE(view.built().panels[0].x.high, fullX.high);
}

void TestFiguresInteraction::legendClickTogglesAModel()
{
    ChartFigureView view(std::make_unique<ExplainedVarianceFigure>());
    view.resize(900, 420);
    auto *figure = static_cast<ExplainedVarianceFigure *>(view.figure());
    figure->setResults(figurefixtures::results());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.rebuild();
    const FigureLegend *legend = view.built().legend;
    const QPoint beta = view.mapFromScene(legend->mapToScene(legend->entryRect(1).center()));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, beta);
    QVERIFY(figure->hiddenModels().contains(QStringLiteral("beta")));
    QCOMPARE(view.built().panels[0].chart->series().size(), 1);
    QVERIFY(!view.built().legend->entries()[1].enabled);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, beta);
    QVERIFY(figure->hiddenModels().isEmpty());
    QCOMPARE(view.built().panels[0].chart->series().size(), 2);
}

void TestFiguresInteraction::panelFollowsNewResults()
{
    FiguresPanel panel;
    panel.resize(1100, 700);
    QSignalSpy drill(&panel, &FiguresPanel::drillDownRequested);
    panel.setResults(figurefixtures::results());
    QSignalSpy ready(panel.heatmapView(), &CosineHeatmapView::matricesReady);
    QVERIFY(ready.wait(10000) || panel.heatmapView()->figure().matrices());
    auto *models = panel.findChild<QComboBox *>(QStringLiteral("heatmapModel"));
    QCOMPARE(models->count(), 2);
    QCOMPARE(panel.effectSizeGridView()->figure().rows().size(), 2);
    // Choosing the other model computes its heatmap.
    models->setCurrentIndex(1);
    QVERIFY(ready.wait(10000));
    QCOMPARE(panel.heatmapView()->figure().matrices()->model, QStringLiteral("beta"));

    // New results with one model: every figure follows.
    auto fewer = figurefixtures::results();
    fewer->models.pop_back();
    panel.setResults(fewer);
    QCOMPARE(models->count(), 1);
    QCOMPARE(panel.effectSizeGridView()->figure().rows().size(), 1);
    QCOMPARE(static_cast<BeforeAfterScatterFigure *>(panel.beforeAfterView()->figure())->points().size(), 3);
    QCOMPARE(panel.explainedVarianceView()->built().panels[0].chart->series().size(), 1);
    // The grid's drill-down comes out of the panel.
    Q_EMIT panel.effectSizeGridView()->drillDownRequested(QStringLiteral("alpha"), QStringLiteral("W3"));
    QCOMPARE(drill.size(), 1);
    // No results: the empty page, export off.
    panel.setResults(nullptr);
    QVERIFY(!panel.findChild<QWidget *>(QStringLiteral("exportAllButton"))->isEnabled());
}

void TestFiguresInteraction::errorBarToggleHidesTheBarsOnScreenAndInExports()
{
    auto results = figurefixtures::results();
    for (auto &m : results->models)
        for (auto &r : m.weat)
            isoscope::attachEffectIntervals(r, results->params); // from the fixtures' associations
    FiguresPanel panel;
    panel.setResults(results);
    auto *toggle = panel.findChild<QCheckBox *>(QStringLiteral("scatterErrorBars"));
    QVERIFY(toggle && toggle->isEnabled() && toggle->isChecked());
    const auto lines = [&panel] {
        int n = 0;
        for (const ChartPanel &p : panel.beforeAfterView()->built().panels)
            for (QAbstractSeries *s : p.chart->series())
                n += s->type() == QAbstractSeries::SeriesTypeLine;
        return n;
    };
    const auto scatterJob = [&panel] {
        for (const FigureJob &job : panel.figureJobs())
            if (job.fileName == QStringLiteral("before_after_scatter"))
                return static_cast<BeforeAfterScatterFigure *>(job.make().release());
        return static_cast<BeforeAfterScatterFigure *>(nullptr);
    };
    const int points = int(static_cast<BeforeAfterScatterFigure *>(panel.beforeAfterView()->figure())->points().size());
    QCOMPARE(lines(), 4 + 2 * points); // a diagonal per panel, two bars per point
    std::unique_ptr<BeforeAfterScatterFigure> exported(scatterJob());
    QVERIFY(exported && exported->errorBars());
    toggle->setChecked(false);
    QCOMPARE(lines(), 4);
    exported.reset(scatterJob());
    QVERIFY(exported && !exported->errorBars());
    // Results without intervals: nothing to toggle.
    panel.setResults(figurefixtures::results());
    QVERIFY(!toggle->isEnabled());
}

void TestFiguresInteraction::exportAllFromThePanelWritesTheFilesWithProgress()
{
    FiguresPanel panel;
    panel.setResults(figurefixtures::results());
    FigureExportDialog *dialog = panel.exportDialog();
    QTemporaryDir dir;
    dialog->setFolder(dir.filePath(QStringLiteral("figures")));
    FigureExportOptions options = dialog->options();
    options.formats = {FigureFormat::Png, FigureFormat::Pdf};
    options.dpi = 72;
    options.widthMm = FigureExportOptions::kSingleColumnMm;
    dialog->setOptions(options);
    dialog->setJobs(panel.figureJobs());
    auto *bar = dialog->findChild<QProgressBar *>(QStringLiteral("exportProgress"));
    QSignalSpy finished(dialog, &FigureExportDialog::exportFinished);
    QList<int> values;
    connect(bar, &QProgressBar::valueChanged, this, [&values](int v) { values.append(v); });
    dialog->start();
    QVERIFY(dialog->isRunning());
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished[0][1].toString(), QString());
    const QStringList files = finished[0][0].toStringList();
    QCOMPARE(files.size(), 12); // six figures, two formats
    for (const QString &f : files)
        QVERIFY(QFileInfo::exists(f));
    QCOMPARE(values.last(), 6);
    QVERIFY(values.size() >= 6);
}

QTEST_MAIN(TestFiguresInteraction)
#include "tst_figuresinteraction.moc"
