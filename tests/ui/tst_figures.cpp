// What the figures draw, checked where it is knowable: the colour of a heatmap cell is the colour
// scale at that cell's cosine; a grid cell's two triangles carry the raw and the whitened colour;
// scatter points sit at their (raw d, whitened d); the line charts hold the analysis' numbers.
// Offscreen, at fixed sizes.

#include "figurefixtures.h"

#include "core/stats/similarityorder.h"
#include "ui/figures/associationbarfigure.h"
#include "ui/figures/beforeafterscatterfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/colourscale.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/effectsizegridview.h"
#include "ui/figures/eigenspectrumfigure.h"
#include "ui/figures/explainedvariancefigure.h"
#include "ui/figures/permutationhistogramfigure.h"

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace isoscope::ui;

namespace {

// ChartFigure's axis ticks, as every chart figure lays them out.
struct TickProbe : ChartFigure {
    using ChartFigure::tickLabel;
    using ChartFigure::ticks;
};

QImage grabbed(QWidget &widget)
{
    return widget.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

QString rgbText(QRgb c)
{
    return QStringLiteral("#%1").arg(c & 0xffffff, 6, 16, QLatin1Char('0'));
}

} // namespace

class TestFigures final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void heatmapCellsShowTheColourOfTheirCosine_data();
    void heatmapCellsShowTheColourOfTheirCosine();
    void heatmapZoomedOutShowsTheMeanOfTheCellsAPixelCovers();
    void similarityOrderIsAPermutationOfTheWords();
    void gridTrianglesCarryTheRawAndWhitenedColours_data();
    void gridTrianglesCarryTheRawAndWhitenedColours();
    void gridRowsAreGroupedByFamilyAndColumnsByCategory();
    void gridOutlinesOnlyTheSignificantTriangles();
    void scatterPointsSitAtTheirRawAndWhitenedD();
    void scatterLeavesOutUndefinedEffects();
    void scatterErrorBarsEndAtTheIntervals();
    void chartPanelsMapValuesWhereQtChartsDrawsThem();
    void logAxesWithinADecadeGetSeveralTicks();
    void explainedVarianceHoldsEveryRatioOnALogAxis();
    void eigenSpectrumMarksEpsilon();
    void drillDownFiguresHoldTheResultsNumbers();
    void wordChartNamesItsWordsAndKeepsTheGroupsApart();
    void scatterLegendAndTitlesSayWhatIsThere();
    void colourBlindAndGreyscalePalettesChangeTheColours();
};

void TestFigures::heatmapCellsShowTheColourOfTheirCosine_data()
{
    QTest::addColumn<int>("panel");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    for (int panel : {0, 1})
        for (auto [row, column] : {std::pair{0, 0}, std::pair{2, 5}, std::pair{11, 3}, std::pair{7, 11}})
            QTest::addRow("%s panel, cell %d,%d", panel == 0 ? "raw" : "whitened", row, column)
                << panel << row << column;
}

void TestFigures::heatmapCellsShowTheColourOfTheirCosine()
{
    QFETCH(int, panel);
    QFETCH(int, row);
    QFETCH(int, column);
    CosineHeatmapView view;
    view.resize(900, 470);
    QSignalSpy ready(&view, &CosineHeatmapView::matricesReady);
    view.setResults(figurefixtures::results());
    QVERIFY(ready.wait(10000));
    const HeatmapMatrices *m = view.figure().matrices();
    QVERIFY(m);
    QCOMPARE(m->size(), 12);
    const auto p = static_cast<CosineHeatmapFigure::Panel>(panel);
    const double cosine = panel == 0 ? m->raw(row, column) : m->whitened(row, column);
    // The cosine is the cosine of the two sampled vectors.
    const auto &sample = panel == 0 ? figurefixtures::results()->models[0].anisotropy.sampleRaw
                                    : figurefixtures::results()->models[0].anisotropy.sampleWhitened;
    const double expected =
        sample.row(row).cast<double>().normalized().dot(sample.row(column).cast<double>().normalized());
    QVERIFY(std::abs(cosine - expected) < 1e-5);
    const QImage image = grabbed(view);
    const QRgb shown = image.pixel(view.cellCentre(p, row, column));
    const QRgb scale = view.figureStyle().divergingScale(-1, 1).rgb(cosine);
    QVERIFY2(shown == scale, qPrintable(rgbText(shown) + QStringLiteral(" != ") + rgbText(scale)));
}

void TestFigures::heatmapZoomedOutShowsTheMeanOfTheCellsAPixelCovers()
{
    Eigen::MatrixXf m(4, 4);
    m << 1, 0.5f, -0.5f, 0, 0.5f, 1, 0, 0.25f, -0.5f, 0, 1, -1, 0, 0.25f, -1, 1;
    const ColourScale scale = FigureStyle().divergingScale(-1, 1);
    const QImage image = CosineHeatmapFigure::rasterize(m, HeatmapViewport{0, 0, 4}, QSize(2, 2), scale);
    QCOMPARE(image.pixel(0, 0), scale.rgb((1 + 0.5 + 0.5 + 1) / 4.0));
    QCOMPARE(image.pixel(1, 0), scale.rgb((-0.5 + 0 + 0 + 0.25) / 4.0));
    QCOMPARE(image.pixel(1, 1), scale.rgb((1 - 1 - 1 + 1) / 4.0));
    // One pixel per cell: the cell itself.
    const QImage exact = CosineHeatmapFigure::rasterize(m, HeatmapViewport{0, 0, 4}, QSize(4, 4), scale);
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
            QCOMPARE(exact.pixel(c, r), scale.rgb(m(r, c)));
}

void TestFigures::similarityOrderIsAPermutationOfTheWords()
{
    // Two clusters, interleaved in file order: grouped, each cluster is contiguous.
    isoscope::MatrixF rows(40, 3);
    for (int i = 0; i < 40; ++i) {
        const float noise = 0.05f * std::sin(static_cast<float>(i) * 2.7f);
        rows(i, 0) = i % 2 ? 1.0f : noise;
        rows(i, 1) = i % 2 ? noise : 1.0f;
        rows(i, 2) = i % 2 ? 0.1f : -0.1f;
    }
    const auto order = isoscope::similarityOrder(rows, 8);
    QCOMPARE(order.size(), std::size_t(40));
    std::vector<std::size_t> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < 40; ++i)
        QCOMPARE(sorted[i], i);
    for (std::size_t i = 1; i < 20; ++i)
        QCOMPARE(order[i] % 2, order[0] % 2);
    for (std::size_t i = 21; i < 40; ++i)
        QCOMPARE(order[i] % 2, order[20] % 2);
    QVERIFY(order[0] % 2 != order[20] % 2);
}

void TestFigures::gridTrianglesCarryTheRawAndWhitenedColours_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<double>("raw");
    QTest::addColumn<double>("whitened");
    QTest::newRow("alpha W1: 1.2 raw, 0.3 whitened") << 0 << 0 << 1.2 << 0.3;
    QTest::newRow("alpha W6: 0.1 raw, 0.7 whitened") << 0 << 2 << 0.1 << 0.7;
    QTest::newRow("alpha W9: 2.3 raw is clipped to 1.5") << 0 << 3 << 1.5 << qQNaN();
    QTest::newRow("beta W1: negative d") << 1 << 0 << -0.4 << -0.2;
    QTest::newRow("beta W6: 1.1 raw, 0.2 whitened") << 1 << 2 << 1.1 << 0.2;
}

void TestFigures::gridTrianglesCarryTheRawAndWhitenedColours()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(double, raw);
    QFETCH(double, whitened);
    EffectSizeGridView view;
    view.setResults(figurefixtures::results());
    view.resize(900, view.heightForWidth(900));
    const QImage image = grabbed(view);
    const ColourScale scale = view.figureStyle().divergingScale(-1.5, 1.5);
    // Inside each triangle, away from its number (in its corner) and its border.
    const QRgb upperLeft = image.pixel(view.cellPoint(row, column, 0.12, 0.6));
    const QRgb lowerRight = image.pixel(view.cellPoint(row, column, 0.88, 0.4));
    QVERIFY2(upperLeft == scale.rgb(raw),
             qPrintable(rgbText(upperLeft) + QStringLiteral(" != ") + rgbText(scale.rgb(raw))));
    const QRgb expected = std::isnan(whitened) ? view.figureStyle().missingColour().rgb() : scale.rgb(whitened);
    QVERIFY2(lowerRight == expected, qPrintable(rgbText(lowerRight) + QStringLiteral(" != ") + rgbText(expected)));
}

void TestFigures::gridOutlinesOnlyTheSignificantTriangles()
{
    EffectSizeGridView view;
    view.setResults(figurefixtures::results());
    view.resize(900, view.heightForWidth(900));
    const QImage image = grabbed(view);
    // The darkest pixel along a short line across a triangle's edge, from (u0, v) to (u1, v).
    const auto darkest = [&](int row, int column, double u0, double u1, double v) {
        int least = 255;
        for (int k = 0; k <= 20; ++k)
            least = std::min(least, qGray(image.pixel(view.cellPoint(row, column, u0 + (u1 - u0) * k / 20.0, v))));
        return least;
    };
    // alpha W1: raw 1.2 (p 0.001) outlined at the cell's left edge; whitened 0.3 (p 0.2) not, at
    // its right edge. beta W1 (neither significant): no outline on either side.
    const int border = qGray(QColor(0x1a, 0x1a, 0x1a).rgb());
    QVERIFY(darkest(0, 0, 0.0, 0.1, 0.6) <= border + 10);
    QVERIFY(darkest(0, 0, 0.9, 1.0, 0.4) > 100);
    QVERIFY(darkest(1, 0, 0.0, 0.1, 0.6) > 100);
    QVERIFY(darkest(1, 0, 0.9, 1.0, 0.4) > 100);
    // alpha W6: raw 0.1 (p 0.4) not, whitened 0.7 (p 0.03) outlined.
    QVERIFY(darkest(0, 2, 0.0, 0.1, 0.6) > 100);
    QVERIFY(darkest(0, 2, 0.9, 1.0, 0.4) <= border + 10);
}

void TestFigures::gridRowsAreGroupedByFamilyAndColumnsByCategory()
{
    EffectSizeGridFigure grid;
    auto results = figurefixtures::results();
    std::swap(results->models[0], results->models[1]); // contextualized first in the file
    grid.setResults(results);
    QCOMPARE(grid.rows().size(), 2);
    QCOMPARE(grid.rows()[0].model, QStringLiteral("alpha")); // static first
    QCOMPARE(grid.rows()[1].model, QStringLiteral("beta"));
    QStringList columns;
    for (const auto &c : grid.columns())
        columns << c.suite + QLatin1Char(':') + c.category;
    QCOMPARE(columns, QStringList({QStringLiteral("W1:Valence"), QStringLiteral("W3:Race"), QStringLiteral("W6:Gender"),
                                   QStringLiteral("W9:Health")}));
    QVERIFY(grid.result(1, 1)->error); // beta W3 did not run
}

void TestFigures::scatterPointsSitAtTheirRawAndWhitenedD()
{
    ChartFigureView view(std::make_unique<BeforeAfterScatterFigure>());
    view.resize(1100, 420);
    auto *figure = static_cast<BeforeAfterScatterFigure *>(view.figure());
    figure->setResults(figurefixtures::results());
    view.rebuild();
    const QImage image = grabbed(view);
    const FigureStyle style = view.figureStyle();
    QCOMPARE(figure->points().size(), 6); // 8 results, one not run, one with an undefined d
    for (const auto &p : figure->points()) {
        const QPoint at = view.viewportPosition(p.panel, QPointF(p.dRaw, p.dWhitened));
        // The first model's markers are filled with the colour of the change class, the second's
        // hollow (white inside, the class's colour around).
        const bool filled = p.model == QStringLiteral("alpha");
        const QColor fill = filled ? style.changeColour(p.change) : QColor(Qt::white);
        if (filled) {
            QCOMPARE(image.pixel(at), fill.rgb());
        } else { // white inside, within the antialiasing of the chart's marker image
            const QColor centre = QColor::fromRgb(image.pixel(at));
            QVERIFY2(centre.red() >= 240 && centre.green() >= 240 && centre.blue() >= 240, qPrintable(centre.name()));
        }
        // The point is in its panel's chart, in the series of its change class and family.
        bool found = false;
        for (QAbstractSeries *s : view.built().panels[p.panel].chart->series())
            if (auto *scatter = qobject_cast<QScatterSeries *>(s))
                found =
                    found
                    || (scatter->points().contains(QPointF(p.dRaw, p.dWhitened)) && scatter->color() == fill
                        && scatter->borderColor().rgb() != fill.rgb()
                        && scatter->markerShape()
                               == (p.family == isoscope::ModelFamily::Static ? QScatterSeries::MarkerShapeCircle
                                                                             : QScatterSeries::MarkerShapeTriangle));
        QVERIFY2(found, qPrintable(p.model + QLatin1Char(' ') + p.suite));
    }
    // Valence, Race, Gender, Other.
    QCOMPARE(figure->points()[0].panel, 0);
    QCOMPARE(BeforeAfterScatterFigure::panelOf(QStringLiteral("Health")), 3);
    QCOMPARE(BeforeAfterScatterFigure::panelOf(QStringLiteral("Age")), 3);
}

// Intervals chosen inside the axes the points already need, so that the picture with bars and the
// one without share their axes and differ only by the bars.
std::shared_ptr<isoscope::AnalysisResult> resultsWithIntervals()
{
    auto results = figurefixtures::results();
    for (auto &m : results->models)
        for (auto &r : m.weat) {
            if (!r.raw || !r.whitened || !r.raw->d || !r.whitened->d)
                continue;
            r.rawInterval = isoscope::EffectInterval{*r.raw->d - 0.25, *r.raw->d + 0.2, *r.raw->d, 0.1, 100};
            r.whitenedInterval =
                isoscope::EffectInterval{*r.whitened->d - 0.3, *r.whitened->d + 0.15, *r.whitened->d, 0.1, 100};
        }
    return results;
}

void TestFigures::scatterErrorBarsEndAtTheIntervals()
{
    const auto results = resultsWithIntervals();
    ChartFigureView view(std::make_unique<BeforeAfterScatterFigure>());
    view.resize(1100, 420);
    auto *figure = static_cast<BeforeAfterScatterFigure *>(view.figure());
    figure->setResults(results);
    QVERIFY(figure->hasIntervals());
    view.rebuild();
    const QImage with = grabbed(view);
    figure->setErrorBars(false);
    view.rebuild();
    const QImage without = grabbed(view);
    figure->setErrorBars(true);
    view.rebuild();
    const FigureStyle style = view.figureStyle();
    const int marker = int(std::ceil(style.em(0.95) / 2)) + 2;
    int checked = 0;
    for (const auto &p : figure->points()) {
        QVERIFY(p.rawInterval && p.whitenedInterval);
        const QPoint centre = view.viewportPosition(p.panel, QPointF(p.dRaw, p.dWhitened));
        // Each end: the pixel one step inside the bar is drawn only with the bars, the pixels three
        // steps beyond it are the same in both pictures.
        const struct {
            QPointF end;
            QPoint inward;
        } ends[] = {{QPointF(p.rawInterval->first, p.dWhitened), QPoint(1, 0)},
                    {QPointF(p.rawInterval->second, p.dWhitened), QPoint(-1, 0)},
                    {QPointF(p.dRaw, p.whitenedInterval->first), QPoint(0, -1)},
                    {QPointF(p.dRaw, p.whitenedInterval->second), QPoint(0, 1)}};
        for (const auto &e : ends) {
            const QPoint end = view.viewportPosition(p.panel, e.end);
            if ((end - centre).manhattanLength() <= marker + 3)
                continue; // under the marker
            const QPoint inside = end + e.inward;
            const QPoint beyond = end - 3 * e.inward;
            QVERIFY2(
                with.pixel(inside) != without.pixel(inside),
                qPrintable(
                    QStringLiteral("%1 %2: no bar at (%3, %4)").arg(p.model, p.suite).arg(inside.x()).arg(inside.y())));
            // Beyond the end: nothing of this bar (another point's bar may cross there, so compare
            // with the whole picture only where no other bar is drawn).
            bool otherBar = false;
            for (const auto &q : figure->points())
                if (&q != &p && q.panel == p.panel) {
                    const QPoint a = view.viewportPosition(q.panel, QPointF(q.rawInterval->first, q.dWhitened));
                    const QPoint b = view.viewportPosition(q.panel, QPointF(q.dRaw, q.whitenedInterval->second));
                    const QPoint c2 =
                        view.viewportPosition(q.panel, QPointF(q.rawInterval->second, q.whitenedInterval->first));
                    otherBar = otherBar
                               || (beyond.x() >= a.x() - 2 && beyond.x() <= c2.x() + 2 && beyond.y() >= b.y() - 2
                                   && beyond.y() <= c2.y() + 2);
                }
            if (!otherBar)
                QVERIFY2(with.pixel(beyond) == without.pixel(beyond),
                         qPrintable(QStringLiteral("%1 %2: bar goes past (%3, %4)")
                                        .arg(p.model, p.suite)
                                        .arg(beyond.x())
                                        .arg(beyond.y())));
            ++checked;
        }
    }
    QVERIFY(checked >= 12);
    // The legend says what the bars are; without intervals there are no bars and no legend entry.
    bool legendSays = false;
    for (const auto &entry : view.built().legend->entries())
        legendSays = legendSays || entry.label == QStringLiteral("bars: 95% bootstrap CI");
    QVERIFY(legendSays);
    BeforeAfterScatterFigure plain;
    plain.setResults(figurefixtures::results());
    QVERIFY(!plain.hasIntervals());
}

void TestFigures::scatterLeavesOutUndefinedEffects()
{
    BeforeAfterScatterFigure figure;
    figure.setResults(figurefixtures::results());
    for (const auto &p : figure.points())
        QVERIFY(!(p.model == QStringLiteral("alpha") && p.suite == QStringLiteral("W9")));
    // The axes hold every d and the diagonal is square.
    const AxisRange r = figure.range();
    QVERIFY(r.low <= -0.5 && r.high >= 1.5);
}

// Issue 12, defect 15: the reference-size sweep (a log axis from 1,000 / 1.6 to 4,892 x 1.6) had a
// single tick, 10^3. Less than two powers of ten in range: 1, 2 and 5 of each decade, labelled as
// plain numbers; two decades or more keep their powers of ten.
void TestFigures::logAxesWithinADecadeGetSeveralTicks()
{
    const FigureStyle style;
    const AxisRange sizes{1000 / 1.6, 4892 * 1.6, true};
    const QList<double> t = TickProbe::ticks(sizes, 400, style);
    QCOMPARE(t, (QList<double>{1000, 2000, 5000}));
    QCOMPARE(TickProbe::tickLabel(2000, sizes, t), QLocale().toString(2000.0, 'f', 0));
    const AxisRange decades{1e-3, 1, true};
    const QList<double> p = TickProbe::ticks(decades, 400, style);
    QCOMPARE(p.size(), 4);
    for (int i = 0; i < 4; ++i)
        QVERIFY(qFuzzyCompare(p[i], std::pow(10.0, i - 3)));
    QCOMPARE(TickProbe::tickLabel(1e-2, decades, p), QStringLiteral("10⁻²"));
}

void TestFigures::chartPanelsMapValuesWhereQtChartsDrawsThem()
{
    ChartFigureView view(std::make_unique<ExplainedVarianceFigure>());
    view.resize(900, 420);
    static_cast<ExplainedVarianceFigure *>(view.figure())->setResults(figurefixtures::results());
    view.rebuild();
    const ChartPanel &panel = view.built().panels[0];
    auto *series = qobject_cast<QLineSeries *>(panel.chart->series().first());
    QVERIFY(series);
    for (const QPointF &value : series->points()) {
        const QPointF drawn = panel.chart->mapToScene(panel.chart->mapToPosition(value, series));
        const QPointF ours = panel.map(value);
        QVERIFY2(
            std::abs(drawn.x() - ours.x()) < 0.51 && std::abs(drawn.y() - ours.y()) < 0.51,
            qPrintable(QStringLiteral("%1,%2 vs %3,%4").arg(drawn.x()).arg(drawn.y()).arg(ours.x()).arg(ours.y())));
    }
}

void TestFigures::explainedVarianceHoldsEveryRatioOnALogAxis()
{
    ExplainedVarianceFigure figure;
    figure.setResults(figurefixtures::results());
    QGraphicsScene scene;
    const ChartScene built = figure.build(scene, QRectF(0, 0, 900, 420), FigureStyle());
    QCOMPARE(built.panels.size(), 2);
    QVERIFY(built.panels[0].y.log);
    // Whole decades around 0.1 .. 0.5: 0.01 .. 1.
    QCOMPARE(built.panels[0].y.low, 0.01);
    QCOMPARE(built.panels[0].y.high, 1.0);
    // One line per model in each panel, with the ratios at components 1..4.
    for (int p = 0; p < 2; ++p) {
        QCOMPARE(built.panels[p].chart->series().size(), 2);
        auto *line = qobject_cast<QLineSeries *>(built.panels[p].chart->series().first());
        QCOMPARE(line->points().size(), 4);
        QCOMPARE(line->points()[1], QPointF(2, p == 0 ? 0.25 : 0.25));
        QCOMPARE(line->points()[0].y(), p == 0 ? 0.5 : 0.26);
    }
    // Hiding a model in the legend takes its lines out of both panels.
    QVERIFY(figure.toggleLegendEntry(1));
    const ChartScene again = figure.build(scene, QRectF(0, 0, 900, 420), FigureStyle());
    QCOMPARE(again.panels[0].chart->series().size(), 1);
    QCOMPARE(again.panels[1].chart->series().size(), 1);
    QVERIFY(figure.hiddenModels().contains(QStringLiteral("beta")));
}

void TestFigures::eigenSpectrumMarksEpsilon()
{
    EigenSpectrumFigure figure;
    figure.setResults(figurefixtures::results());
    QGraphicsScene scene;
    const ChartScene built = figure.build(scene, QRectF(0, 0, 900, 420), FigureStyle());
    // The y axis reaches below epsilon (0.001) and the smallest eigenvalue (0.0005).
    QVERIFY(built.panels[0].y.low <= 0.0005 / 1.0001);
    // The epsilon line is a series at y = epsilon across the panel.
    bool line = false;
    for (QAbstractSeries *s : built.panels[0].chart->series())
        if (auto *l = qobject_cast<QLineSeries *>(s))
            line = line || (l->count() == 2 && l->at(0).y() == 1e-3 && l->at(1).y() == 1e-3);
    QVERIFY(line);
    // The legend counts the components at or below epsilon: one of four for each model.
    bool counted = false;
    for (const auto &e : built.legend->entries())
        counted = counted || e.label.contains(QStringLiteral("1 of 4"));
    QVERIFY(counted);
}

void TestFigures::drillDownFiguresHoldTheResultsNumbers()
{
    const auto results = figurefixtures::results();
    const isoscope::WeatResult &r = results->models[0].weat[0];
    PermutationHistogramFigure histogram;
    histogram.setResult(r);
    QGraphicsScene scene;
    const ChartScene h = histogram.build(scene, QRectF(0, 0, 800, 300), FigureStyle());
    QCOMPARE(h.panels.size(), 2);
    // Seven bins, each a mark with its count; and the observed S.
    int bins = 0;
    bool observed = false;
    for (const ChartMark &m : h.marks) {
        bins += !m.valueRect.isNull() && m.panel == 0;
        observed = observed || (m.panel == 0 && m.value.x() == r.raw->S);
    }
    QCOMPARE(bins, 7);
    QVERIFY(observed);

    AssociationBarFigure bars;
    bars.setResult(r);
    QCOMPARE(bars.wordCount(), 6);
    QGraphicsScene barScene;
    const ChartScene b = bars.build(barScene, QRectF(0, 0, 600, 400), FigureStyle());
    int words = 0;
    for (const ChartMark &m : b.marks)
        words += m.toolTip.startsWith(QStringLiteral("‘aster’")) ? 1 : 0;
    QCOMPARE(words, 1);
}

// Issue 12 item 12: the drill-down's word chart names its words without overlapping them, every
// word when the rows have room, and the names of X and Y keep apart ("Y: African-Ameri...X:
// European-Am..." ran together).
void TestFigures::wordChartNamesItsWordsAndKeepsTheGroupsApart()
{
    isoscope::WeatResult r = figurefixtures::weat("alpha", "W3", "Race", 1.0, 0.01, 0.5, 0.2);
    r.suiteName = "European-American names vs African-American names / Pleasant vs Unpleasant";
    r.words.used[0].clear();
    r.words.used[1].clear();
    r.raw->sX.clear();
    r.raw->sY.clear();
    for (int i = 0; i < 16; ++i) {
        r.words.used[0].push_back("xword" + std::to_string(i));
        r.words.used[1].push_back("yword" + std::to_string(i));
        r.raw->sX.push_back(0.01 * i);
        r.raw->sY.push_back(-0.01 * i);
    }
    r.whitened->sX = r.raw->sX;
    r.whitened->sY = r.raw->sY;
    AssociationBarFigure bars;
    bars.setResult(r);
    QCOMPARE(bars.wordCount(), 32);
    for (const double height : {260.0, 420.0, 1400.0}) {
        QGraphicsScene scene;
        bars.build(scene, QRectF(0, 0, 600, height), FigureStyle());
        QList<QRectF> words;
        QList<QRectF> groups;
        for (QGraphicsItem *item : scene.items())
            if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item)) {
                if (text->text().contains(QStringLiteral("word")))
                    words << text->sceneBoundingRect();
                else if (text->text().startsWith(QLatin1Char('X')) || text->text().startsWith(QLatin1Char('Y')))
                    groups << text->sceneBoundingRect();
            }
        std::sort(words.begin(), words.end(), [](const QRectF &a, const QRectF &b) { return a.top() < b.top(); });
        for (qsizetype i = 1; i < words.size(); ++i)
            QVERIFY2(words[i].top() >= words[i - 1].bottom() - 0.5, qPrintable(QString::number(height)));
        if (height > 1000)
            QCOMPARE(words.size(), 32); // room for every word
        QCOMPARE(groups.size(), 2);
        const QRectF upper = groups[0].top() < groups[1].top() ? groups[0] : groups[1];
        const QRectF lower = groups[0].top() < groups[1].top() ? groups[1] : groups[0];
        QVERIFY2(lower.top() - upper.bottom() >= 4,
                 qPrintable(QStringLiteral("%1: %2 %3").arg(height).arg(upper.bottom()).arg(lower.top())));
    }
}

// Issue 12 item 12: the scatter names the models in its legend (their markers' fill), lists only
// the families of the study, and a panel with a user's suite does not say "Gender (W6–U1)".
void TestFigures::scatterLegendAndTitlesSayWhatIsThere()
{
    auto results = figurefixtures::results();
    auto user = results->models[0].weat[2]; // alpha's W6, as a user's suite U1 of the same category
    user.suiteId = "U1";
    results->models[0].weat.push_back(user);
    auto w7 = results->models[0].weat[2];
    w7.suiteId = "W7";
    w7.change = isoscope::SignificanceChange::Emerging;
    results->models[0].weat.insert(results->models[0].weat.begin() + 3, w7);
    ChartFigureView view(std::make_unique<BeforeAfterScatterFigure>());
    view.resize(1100, 420);
    static_cast<BeforeAfterScatterFigure *>(view.figure())->setResults(results);
    view.rebuild();
    QStringList texts;
    for (QGraphicsItem *item : view.scene()->items())
        if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item))
            texts << text->text();
    QVERIFY2(texts.contains(QStringLiteral("Gender (W6–W7, U1)")), qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY2(texts.contains(QStringLiteral("Valence (W1)")), qPrintable(texts.join(QLatin1Char('|'))));
    QStringList legend;
    for (const auto &entry : view.built().legend->entries())
        legend << entry.label;
    QVERIFY2(legend.contains(QStringLiteral("Model:")) && legend.contains(QStringLiteral("alpha"))
                 && legend.contains(QStringLiteral("beta")),
             qPrintable(legend.join(QLatin1Char('|'))));
    QVERIFY(legend.contains(QStringLiteral("static")) && legend.contains(QStringLiteral("contextualized")));
    QVERIFY2(!legend.contains(QStringLiteral("contrastive")) && !legend.contains(QStringLiteral("other")),
             qPrintable(legend.join(QLatin1Char('|'))));

    // One model: no model entries (the fill tells nothing apart), one family.
    results->models.pop_back();
    static_cast<BeforeAfterScatterFigure *>(view.figure())->setResults(results);
    view.rebuild();
    legend.clear();
    for (const auto &entry : view.built().legend->entries())
        legend << entry.label;
    QVERIFY2(!legend.contains(QStringLiteral("Model:")) && !legend.contains(QStringLiteral("contextualized")),
             qPrintable(legend.join(QLatin1Char('|'))));
}

void TestFigures::colourBlindAndGreyscalePalettesChangeTheColours()
{
    FigureStyle standard;
    FigureStyle safe;
    safe.palette = FigurePalette::ColourBlindSafe;
    FigureStyle grey;
    grey.greyscale = true;
    using isoscope::SignificanceChange;
    QCOMPARE(safe.changeColour(SignificanceChange::Disappearing), QColor(0xd5, 0x5e, 0x00));
    QVERIFY(standard.changeColour(SignificanceChange::Disappearing)
            != safe.changeColour(SignificanceChange::Disappearing));
    for (double v : {-1.0, -0.3, 0.0, 0.6, 1.0}) {
        const QColor c = grey.divergingScale(-1, 1).colour(v);
        QCOMPARE(c.red(), c.green());
        QCOMPARE(c.green(), c.blue());
    }
    // In greyscale, Disappearing, Emerging and Stable are three greys far apart (issue 12: the red
    // and the blue were nearly one grey).
    const int disappearing = FigureStyle::toGrey(grey.changeColour(SignificanceChange::Disappearing)).red();
    const int emerging = FigureStyle::toGrey(grey.changeColour(SignificanceChange::Emerging)).red();
    const int stable = FigureStyle::toGrey(grey.changeColour(SignificanceChange::Stable)).red();
    QVERIFY2(emerging - disappearing >= 60 && stable - emerging >= 60,
             qPrintable(QStringLiteral("%1 %2 %3").arg(disappearing).arg(emerging).arg(stable)));
    // In the colour-blind-safe palette the three change classes differ in lightness too.
    QVERIFY(std::abs(FigureStyle::toGrey(safe.changeColour(SignificanceChange::Disappearing)).red()
                     - FigureStyle::toGrey(safe.changeColour(SignificanceChange::Emerging)).red())
            > 20);
}

QTEST_MAIN(TestFigures)
#include "tst_figures.moc"
