#include "ui/figures/explainedvariancefigure.h"

#include "ui/figures/figurelegend.h"
#include "ui/figures/figurepainting.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLineSeries>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

QList<FigureLegend::Entry> legendEntries(const isoscope::AnalysisResult *results, const QSet<QString> &hidden,
                                         const FigureStyle &style)
{
    QList<FigureLegend::Entry> entries;
    if (!results)
        return entries;
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const QString name = QString::fromStdString(results->models[i].spec.name);
        QPen pen(style.seriesColour(static_cast<int>(i)), style.pt(1.4));
        pen.setStyle(style.seriesDash(static_cast<int>(i)));
        FigureLegend::Entry e;
        e.label = name;
        e.line = pen;
        e.enabled = !hidden.contains(name);
        e.id = static_cast<int>(i);
        entries.append(e);
    }
    return entries;
}

} // namespace

void ExplainedVarianceFigure::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    m_results = std::move(results);
}

QString ExplainedVarianceFigure::title() const
{
    return tr("Explained variance of the top principal components");
}

bool ExplainedVarianceFigure::toggleLegendEntry(int id)
{
    if (!m_results || id < 0 || id >= static_cast<int>(m_results->models.size()))
        return false;
    const QString name = QString::fromStdString(m_results->models[static_cast<std::size_t>(id)].spec.name);
    if (!m_hidden.remove(name))
        m_hidden.insert(name);
    return true;
}

AxisRange ExplainedVarianceFigure::xRange() const
{
    std::size_t k = 1;
    if (m_results)
        for (const auto &m : m_results->models)
            k = std::max({k, m.anisotropy.explainedRaw.size(), m.anisotropy.explainedWhitened.size()});
    return AxisRange{0, static_cast<double>(k) + 1, false};
}

AxisRange ExplainedVarianceFigure::yRange() const
{
    double low = 1;
    double high = 0;
    if (m_results)
        for (const auto &m : m_results->models) {
            if (m_hidden.contains(QString::fromStdString(m.spec.name)))
                continue;
            for (const auto *list : {&m.anisotropy.explainedRaw, &m.anisotropy.explainedWhitened})
                for (double v : *list)
                    if (v > 0) {
                        low = std::min(low, v);
                        high = std::max(high, v);
                    }
        }
    if (!(high > 0))
        return AxisRange{1e-3, 1, true};
    // Whole decades, at least two, around the values.
    double a = std::pow(10.0, std::floor(std::log10(low) + 1e-9));
    double b = std::pow(10.0, std::ceil(std::log10(high) - 1e-9));
    if (b / a < 100)
        a = b / 100;
    return AxisRange{a, b, true};
}

double ExplainedVarianceFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const double h = QFontMetricsF(style.font()).height();
    const FigureLegend legend(legendEntries(m_results.get(), m_hidden, style), style, width - style.em(1));
    const double panelWidth = width / 2;
    // Tall enough for the y axis title beside the plot (above and below it: the panel title, the
    // tick labels and the x axis title) when the page is narrow.
    const double panelHeight =
        std::max(panelWidth * 0.72, textWidth(style.font(), tr("Explained variance ratio")) + h * 4.2);
    return panelHeight + legend.boundingRect().height() + h * 1.2 + style.em(1);
}

ChartScene ExplainedVarianceFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    ChartScene built;
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const double h = QFontMetricsF(style.font()).height();
    auto *legend = new FigureLegend(legendEntries(m_results.get(), m_hidden, style), style, rect.width());
    scene.addItem(legend);
    built.legend = legend;
    const double legendHeight = legend->boundingRect().height();

    const AxisRange x = windowed(xRange(), Qt::Horizontal);
    const AxisRange y = windowed(yRange(), Qt::Vertical);
    PanelText raw{tr("Raw"), tr("Principal component"), tr("Explained variance ratio"), true, true};
    PanelText whitened{tr("Whitened"), tr("Principal component"), QString(), true, false};
    const double left = leftRoom(y, raw, style);
    const double gap = style.em(2.2);
    const double top = topRoom(raw, style);
    const double bottom = bottomRoom(raw, style);
    const double plotWidth = (rect.width() - left - gap - style.em(0.8)) / 2;
    const double plotHeight = rect.height() - top - bottom - legendHeight - h * 0.8;
    const QRectF rawPlot(rect.left() + left, rect.top() + top, plotWidth, plotHeight);
    const QRectF whitePlot(rawPlot.right() + gap, rawPlot.top(), plotWidth, plotHeight);
    built.panels.append(addPanel(scene, rawPlot, x, y, raw, style));
    built.panels.append(addPanel(scene, whitePlot, x, y, whitened, style));
    legend->setPos(rect.left() + std::max(0.0, (rect.width() - legend->boundingRect().width()) / 2),
                   rawPlot.bottom() + bottom + h * 0.5);

    if (!m_results)
        return built;
    for (std::size_t i = 0; i < m_results->models.size(); ++i) {
        const auto &m = m_results->models[i];
        const QString name = QString::fromStdString(m.spec.name);
        if (m_hidden.contains(name))
            continue;
        for (int p = 0; p < 2; ++p) {
            const auto &ratios = p == 0 ? m.anisotropy.explainedRaw : m.anisotropy.explainedWhitened;
            auto *series = new QLineSeries;
            series->setName(name);
            QPen pen(style.seriesColour(static_cast<int>(i)), style.pt(1.4));
            pen.setStyle(style.seriesDash(static_cast<int>(i)));
            pen.setCapStyle(Qt::RoundCap);
            pen.setJoinStyle(Qt::RoundJoin);
            series->setPen(pen);
            for (std::size_t k = 0; k < ratios.size(); ++k) {
                if (!(ratios[k] > 0))
                    continue;
                const QPointF point(static_cast<double>(k + 1), ratios[k]);
                series->append(point);
                built.marks.append(ChartMark{
                    p, point, QRectF(),
                    tr("%1, %2\nComponent %3: %4 of the variance (ratio %5)")
                        .arg(name, p == 0 ? tr("raw") : tr("whitened"))
                        .arg(k + 1)
                        .arg(formatNumber(ratios[k] * 100, 2) + QLatin1Char('%'), formatSignificant(ratios[k], 4)),
                    QString(), QString(), static_cast<int>(i)});
            }
            attach(built.panels[p], series);
        }
    }
    return built;
}

} // namespace isoscope::ui
