#include "ui/figures/calibrationscatterfigure.h"

#include "ui/calibrations/calibrationtablemodel.h"
#include "ui/figures/figurepainting.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

QScatterSeries::MarkerShape chartShape(MarkerShape shape)
{
    switch (shape) {
    case MarkerShape::Triangle: return QScatterSeries::MarkerShapeTriangle;
    case MarkerShape::Square: return QScatterSeries::MarkerShapeRectangle;
    case MarkerShape::Diamond: return QScatterSeries::MarkerShapeRotatedRectangle;
    case MarkerShape::Circle:
    case MarkerShape::None: break;
    }
    return QScatterSeries::MarkerShapeCircle;
}

} // namespace

void CalibrationScatterFigure::setComparison(std::shared_ptr<const CalibrationComparison> comparison)
{
    m_comparison = std::move(comparison);
    m_points.clear();
    if (!m_comparison)
        return;
    for (const auto &m : m_comparison->models) {
        if (m.results.empty())
            continue;
        for (std::size_t s = 0; s < m.results.front().size(); ++s) {
            const isoscope::WeatResult &zca = m.results.front()[s];
            if (zca.error || !zca.whitened || !zca.whitened->d)
                continue;
            const QString model = QString::fromStdString(m.name), suite = QString::fromStdString(zca.suiteId);
            const double x = *zca.whitened->d;
            if (zca.raw && zca.raw->d)
                m_points.append(Point{model, suite, -1, x, *zca.raw->d});
            for (std::size_t c = 1; c < m.results.size(); ++c) {
                const isoscope::WeatResult &r = m.results[c][s];
                if (r.whitened && r.whitened->d)
                    m_points.append(Point{model, suite, static_cast<int>(c), x, *r.whitened->d});
            }
            if (s < m.debiased.size() && !m.debiased[s].error) {
                const isoscope::WeatResult &debiased = m.debiased[s];
                if (debiased.raw && debiased.raw->d)
                    m_points.append(Point{model, suite, kDebiasedRaw, x, *debiased.raw->d});
                if (debiased.whitened && debiased.whitened->d)
                    m_points.append(Point{model, suite, kDebiasedZca, x, *debiased.whitened->d});
            }
        }
    }
}

QString CalibrationScatterFigure::title() const
{
    return tr("Effect sizes under the comparison calibrations against ZCA");
}

AxisRange CalibrationScatterFigure::range() const
{
    // Every d and 0 (so that a change of sign shows), at least 0..1.
    double low = 0, high = 1;
    for (const Point &p : m_points) {
        low = std::min({low, p.dZca, p.d});
        high = std::max({high, p.dZca, p.d});
    }
    const double margin = (high - low) * 0.04;
    return AxisRange{std::floor((low - margin) * 2) / 2, std::ceil((high + margin) * 2) / 2, false};
}

QList<int> CalibrationScatterFigure::seriesShown() const
{
    QList<int> shown{-1};
    const int count = m_comparison ? static_cast<int>(m_comparison->calibrations.size()) : 1;
    for (int series = 1; series < count; ++series)
        shown.append(series);
    if (m_comparison && m_comparison->debiased)
        shown << kDebiasedRaw << kDebiasedZca;
    return shown;
}

bool CalibrationScatterFigure::hollow(int series)
{
    return series == -1 || series == kDebiasedRaw;
}

MarkerShape CalibrationScatterFigure::shapeOf(int series)
{
    switch (series) {
    case -1: return MarkerShape::Circle;
    case kDebiasedRaw: return MarkerShape::Diamond; // hollow
    case kDebiasedZca: return MarkerShape::Circle;  // filled
    case 1: return MarkerShape::Triangle;
    case 2: return MarkerShape::Square;
    default: break;
    }
    return MarkerShape::Diamond;
}

QString CalibrationScatterFigure::seriesLabel(int series) const
{
    if (series == kDebiasedRaw)
        return tr("Hard-debiased, raw");
    if (series == kDebiasedZca)
        return tr("Hard-debiased, then ZCA");
    if (series < 0 || !m_comparison || series >= static_cast<int>(m_comparison->calibrations.size()))
        return tr("Raw (no calibration)");
    return calibrationLabel(m_comparison->calibrations[static_cast<std::size_t>(series)]);
}

QColor CalibrationScatterFigure::seriesColour(int series, const FigureStyle &style) const
{
    const int calibrations = m_comparison ? static_cast<int>(m_comparison->calibrations.size()) : 1;
    if (series == kDebiasedRaw || series == kDebiasedZca) // the colours after the calibrations'
        return style.seriesColour(calibrations - 1 + (series == kDebiasedZca ? 1 : 0));
    return series < 0 ? style.colour(QColor(0x8c, 0x8c, 0x8c)) : style.seriesColour(series - 1);
}

QList<FigureLegend::Entry> CalibrationScatterFigure::legendEntries(const FigureStyle &style) const
{
    QList<FigureLegend::Entry> entries;
    FigureLegend::Entry heading;
    heading.heading = true;
    heading.label = tr("y axis:");
    entries.append(heading);
    for (const int series : seriesShown()) {
        FigureLegend::Entry e;
        e.label = seriesLabel(series);
        e.marker = shapeOf(series);
        e.markerColour = seriesColour(series, style);
        if (hollow(series)) { // drawn hollow in the plot, as here
            e.markerBorder = style.colour(e.markerColour.darker(150));
            e.markerColour = Qt::white;
        }
        entries.append(e);
    }
    FigureLegend::Entry diagonal;
    diagonal.label = tr("y = x (as ZCA)");
    diagonal.line = QPen(style.colour(QColor(0x77, 0x77, 0x77)), style.pt(0.8), Qt::DashLine);
    entries.append(diagonal);
    return entries;
}

double CalibrationScatterFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const AxisRange r = range();
    const PanelText text{QStringLiteral("X"), QStringLiteral("X"), QStringLiteral("X"), true, true};
    const double side = std::min(width - style.em(1) - leftRoom(r, text, style), width * 0.62);
    const FigureLegend legend(legendEntries(style), style, width - style.em(1));
    const double h = QFontMetricsF(style.font()).height();
    return topRoom(text, style) + side + bottomRoom(text, style) + h * 0.9 + legend.boundingRect().height()
           + style.em(1.2);
}

ChartScene CalibrationScatterFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    ChartScene built;
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const double h = QFontMetricsF(style.font()).height();
    auto *legend = new FigureLegend(legendEntries(style), style, rect.width());
    scene.addItem(legend);
    built.legend = legend;

    const AxisRange full = range();
    const AxisRange x = windowed(full, Qt::Horizontal);
    const AxisRange y = windowed(full, Qt::Vertical);
    const auto results = std::count_if(m_points.begin(), m_points.end(), [](const Point &p) { return p.series == -1; });
    const PanelText text{tr("d against ZCA's d (%1 model × suite results)").arg(results), tr("d under ZCA whitening"),
                         m_comparison && m_comparison->debiased ? tr("d, other calibrations or debiased")
                                                                : tr("d under the other calibration, or raw"),
                         true, true};
    const double left = leftRoom(y, text, style);
    const double top = topRoom(text, style);
    const double bottom = bottomRoom(text, style);
    const double legendHeight = legend->boundingRect().height() + h * 0.9;
    const double side =
        std::max(10.0, std::min(rect.width() - left - style.em(1), rect.height() - legendHeight - top - bottom));
    const double blockWidth = left + side;
    const double x0 = rect.left() + std::max(0.0, (rect.width() - blockWidth) / 2);
    const QRectF plot(x0 + left, rect.top() + top, side, side);
    built.panels.append(addPanel(scene, plot, x, y, text, style));
    const ChartPanel &panel = built.panels.back();

    auto *diagonal = new QLineSeries;
    diagonal->setPen(QPen(style.colour(QColor(0x77, 0x77, 0x77)), style.pt(0.8), Qt::DashLine));
    diagonal->append(full.low, full.low);
    diagonal->append(full.high, full.high);
    attach(panel, diagonal);

    for (const int series : seriesShown()) {
        QScatterSeries *scatter = nullptr;
        for (const Point &p : m_points) {
            if (p.series != series)
                continue;
            if (!scatter) {
                const QColor colour = seriesColour(series, style);
                scatter = new QScatterSeries;
                scatter->setMarkerShape(chartShape(shapeOf(series)));
                scatter->setMarkerSize(style.em(series == -1 ? 0.7 : 0.85));
                scatter->setColor(hollow(series) ? QColor(Qt::white) : colour);
                scatter->setBorderColor(style.colour(colour.darker(150)));
                scatter->setPen(QPen(style.colour(colour.darker(150)), style.pt(hollow(series) ? 1 : 0.5)));
            }
            scatter->append(p.dZca, p.d);
            const QString tip = tr("%1 · %2").arg(p.model, p.suite) + QLatin1Char('\n')
                                + tr("ZCA d = %1").arg(formatNumber(p.dZca, 3)) + QLatin1Char('\n')
                                + tr("%1: d = %2 (%3 from ZCA)")
                                      .arg(seriesLabel(series), formatNumber(p.d, 3), formatNumber(p.d - p.dZca, 3))
                                + QLatin1Char('\n') + tr("Click to open the words and the permutation test.");
            built.marks.append(ChartMark{0, QPointF(p.dZca, p.d), QRectF(), tip, p.model, p.suite});
        }
        if (scatter)
            attach(panel, scatter);
    }
    const double legendWidth = legend->boundingRect().width();
    const double legendX =
        std::clamp(plot.center().x() - legendWidth / 2, rect.left(), std::max(rect.left(), rect.right() - legendWidth));
    legend->setPos(legendX, plot.bottom() + bottom + h * 0.3);
    return built;
}

} // namespace isoscope::ui
