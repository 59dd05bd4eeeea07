#include "ui/figures/eigenspectrumfigure.h"

#include "ui/figures/figurelegend.h"
#include "ui/figures/figurepainting.h"

#include <QAreaSeries>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLineSeries>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

std::size_t belowEpsilon(const std::vector<double> &eigenvalues, double epsilon)
{
    return static_cast<std::size_t>(
        std::count_if(eigenvalues.begin(), eigenvalues.end(), [epsilon](double v) { return v <= epsilon; }));
}

QList<FigureLegend::Entry> legendEntries(const isoscope::AnalysisResult *results, const QSet<QString> &hidden,
                                         double epsilon, const FigureStyle &style)
{
    QList<FigureLegend::Entry> entries;
    if (!results)
        return entries;
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const auto &m = results->models[i];
        const QString name = QString::fromStdString(m.spec.name);
        QPen pen(style.seriesColour(static_cast<int>(i)), style.pt(1.4));
        pen.setStyle(style.seriesDash(static_cast<int>(i)));
        FigureLegend::Entry e;
        e.label = EigenSpectrumFigure::tr("%1 (%2 of %3 ≤ ε)")
                      .arg(name)
                      .arg(belowEpsilon(m.anisotropy.eigenvalues, epsilon))
                      .arg(m.anisotropy.eigenvalues.size());
        e.line = pen;
        e.enabled = !hidden.contains(name);
        e.id = static_cast<int>(i);
        entries.append(e);
    }
    return entries;
}

} // namespace

void EigenSpectrumFigure::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    m_results = std::move(results);
}

double EigenSpectrumFigure::epsilon() const
{
    return m_results ? m_results->params.epsilon : 1e-3;
}

QString EigenSpectrumFigure::title() const
{
    return tr("Eigenvalue spectrum and epsilon");
}

bool EigenSpectrumFigure::toggleLegendEntry(int id)
{
    if (!m_results || id < 0 || id >= static_cast<int>(m_results->models.size()))
        return false;
    const QString name = QString::fromStdString(m_results->models[static_cast<std::size_t>(id)].spec.name);
    if (!m_hidden.remove(name))
        m_hidden.insert(name);
    return true;
}

AxisRange EigenSpectrumFigure::xRange() const
{
    std::size_t d = 1;
    if (m_results)
        for (const auto &m : m_results->models)
            d = std::max(d, m.anisotropy.eigenvalues.size());
    return AxisRange{0, static_cast<double>(d) + 1, false};
}

AxisRange EigenSpectrumFigure::yRange() const
{
    double low = epsilon();
    double high = epsilon();
    if (m_results)
        for (const auto &m : m_results->models) {
            if (m_hidden.contains(QString::fromStdString(m.spec.name)))
                continue;
            for (double v : m.anisotropy.eigenvalues)
                if (v > 0) {
                    low = std::min(low, v);
                    high = std::max(high, v);
                }
        }
    // At least a decade below epsilon, so that its line and the band under it show.
    double a = std::pow(10.0, std::floor(std::log10(std::min(low, epsilon() / 10)) + 1e-9));
    const double b = std::pow(10.0, std::ceil(std::log10(high) - 1e-9));
    if (b / a < 100)
        a = b / 100;
    return AxisRange{a, b, true};
}

double EigenSpectrumFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const double h = QFontMetricsF(style.font()).height();
    const FigureLegend legend(legendEntries(m_results.get(), m_hidden, epsilon(), style), style, width - style.em(1));
    return width * 0.42 + legend.boundingRect().height() + h * 4;
}

ChartScene EigenSpectrumFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    ChartScene built;
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const double h = QFontMetricsF(style.font()).height();
    const double eps = epsilon();
    auto *legend = new FigureLegend(legendEntries(m_results.get(), m_hidden, eps, style), style, rect.width());
    scene.addItem(legend);
    built.legend = legend;

    const AxisRange fullY = yRange();
    const AxisRange x = windowed(xRange(), Qt::Horizontal);
    const AxisRange y = windowed(fullY, Qt::Vertical);
    const PanelText text{tr("Covariance eigenvalues, ε = %1").arg(formatSignificant(eps, 3)),
                         tr("Component k (largest first)"), tr("Eigenvalue λₖ"), true, true};
    const double left = leftRoom(y, text, style);
    const double top = topRoom(text, style);
    const double bottom = bottomRoom(text, style);
    const double legendHeight = legend->boundingRect().height() + h * 0.6;
    const QRectF plot(rect.left() + left, rect.top() + top, rect.width() - left - style.em(0.8),
                      rect.height() - top - bottom - legendHeight);
    built.panels.append(addPanel(scene, plot, x, y, text, style));
    const ChartPanel &panel = built.panels.back();
    legend->setPos(rect.left() + std::max(0.0, (rect.width() - legend->boundingRect().width()) / 2),
                   plot.bottom() + bottom + h * 0.3);

    // Where epsilon dominates: a grey band up to epsilon, and the line itself.
    const AxisRange fullX = xRange();
    auto *floor = new QLineSeries;
    floor->append(fullX.low, fullY.low);
    floor->append(fullX.high, fullY.low);
    auto *ceiling = new QLineSeries;
    ceiling->append(fullX.low, eps);
    ceiling->append(fullX.high, eps);
    auto *band = new QAreaSeries(ceiling, floor);
    band->setColor(style.colour(QColor(0xee, 0xee, 0xee)));
    band->setBorderColor(Qt::transparent);
    band->setPen(Qt::NoPen);
    attach(panel, band);
    auto *line = new QLineSeries;
    line->setPen(QPen(style.colour(QColor(0x44, 0x44, 0x44)), style.pt(1), Qt::DashLine));
    line->append(fullX.low, eps);
    line->append(fullX.high, eps);
    attach(panel, line);
    if (eps > y.low && eps < y.high)
        // At the left end: the spectrum descends, so its lines are highest there and clear of
        // the label (at the right end the smallest eigenvalues may run along the line).
        addText(scene, tr("ε = %1").arg(formatSignificant(eps, 3)), style.font(), style.textColour(),
                panel.map(QPointF(x.low, eps)) + QPointF(style.em(0.4), -style.em(0.25)),
                Qt::AlignLeft | Qt::AlignBottom);

    if (!m_results)
        return built;
    for (std::size_t i = 0; i < m_results->models.size(); ++i) {
        const auto &m = m_results->models[i];
        const QString name = QString::fromStdString(m.spec.name);
        if (m_hidden.contains(name))
            continue;
        auto *series = new QLineSeries;
        QPen pen(style.seriesColour(static_cast<int>(i)), style.pt(1.4));
        pen.setStyle(style.seriesDash(static_cast<int>(i)));
        pen.setJoinStyle(Qt::RoundJoin);
        series->setPen(pen);
        const auto &values = m.anisotropy.eigenvalues;
        for (std::size_t k = 0; k < values.size(); ++k) {
            if (!(values[k] > 0))
                continue;
            const QPointF point(static_cast<double>(k + 1), values[k]);
            series->append(point);
            built.marks.append(
                ChartMark{0, point, QRectF(),
                          tr("%1, component %2\nλ = %3\nWhitened variance λ/(λ + ε) = %4")
                              .arg(name)
                              .arg(k + 1)
                              .arg(formatSignificant(values[k], 4), formatNumber(values[k] / (values[k] + eps), 3)),
                          QString(), QString(), static_cast<int>(i)});
        }
        attach(panel, series);
    }
    return built;
}

} // namespace isoscope::ui
