#include "ui/figures/sensitivityfigures.h"

#include "ui/common/escape.h"
#include "ui/figures/figurelegend.h"
#include "ui/figures/figurepainting.h"
#include "ui/results/numberformat.h"

#include <QAreaSeries>
#include <QBarSeries>
#include <QBarSet>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

QColor rawColour(const FigureStyle &style)
{
    return style.colour(QColor(0x7f, 0x7f, 0x7f));
}

QColor whitenedColour(const FigureStyle &style)
{
    return style.seriesColour(0);
}

QColor randomColour(const FigureStyle &style)
{
    return style.seriesColour(1);
}

QColor bandColour(const FigureStyle &style)
{
    return style.colour(QColor(0xd8, 0xec, 0xd3));
}

QString dText(const std::optional<double> &d)
{
    return formatStatistic(d, 3);
}

QLineSeries *line(const FigureStyle &style, const QColor &colour, double widthPt, Qt::PenStyle dash = Qt::SolidLine)
{
    auto *series = new QLineSeries;
    QPen pen(colour, style.pt(widthPt), dash);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::RoundJoin);
    series->setPen(pen);
    return series;
}

QScatterSeries *points(const FigureStyle &style, const QColor &colour, bool filled, double sizePt = 5,
                       QScatterSeries::MarkerShape shape = QScatterSeries::MarkerShapeCircle)
{
    auto *series = new QScatterSeries;
    series->setMarkerShape(shape);
    series->setMarkerSize(style.pt(sizePt));
    series->setColor(filled ? colour : QColor(Qt::white));
    series->setBorderColor(colour);
    series->setPen(QPen(colour, style.pt(1)));
    return series;
}

FigureLegend::Entry lineEntry(const QString &label, const QPen &pen, MarkerShape marker = MarkerShape::None,
                              const QColor &markerColour = QColor())
{
    FigureLegend::Entry e;
    e.label = label;
    e.line = pen;
    e.marker = marker;
    e.markerColour = markerColour;
    return e;
}

FigureLegend::Entry markerEntry(const QString &label, MarkerShape marker, const QColor &colour)
{
    FigureLegend::Entry e;
    e.label = label;
    e.marker = marker;
    e.markerColour = colour;
    return e;
}

// A horizontal or vertical line across a panel, in values.
void rule(const ChartPanel &panel, const FigureStyle &style, const QColor &colour, double widthPt, Qt::PenStyle dash,
          QPointF from, QPointF to, void (*attach)(const ChartPanel &, QAbstractSeries *))
{
    auto *series = line(style, colour, widthPt, dash);
    series->append(from);
    series->append(to);
    attach(panel, series);
}

// A centred message when there is nothing to draw.
ChartScene emptyFigure(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style, const QString &text)
{
    auto *item = scene.addSimpleText(text, style.font());
    item->setBrush(style.textColour());
    item->setPos(rect.center() - item->boundingRect().center());
    return ChartScene();
}

} // namespace

// ---------------------------------------------------------------------------------------------

void SensitivityFigure::setData(std::shared_ptr<const isoscope::ModelSensitivity> data, int suite)
{
    m_data = std::move(data);
    m_suite = suite;
}

const isoscope::SuiteSensitivity *SensitivityFigure::suite() const
{
    if (!m_data || m_suite < 0 || m_suite >= static_cast<int>(m_data->suites.size()))
        return nullptr;
    const auto &s = m_data->suites[static_cast<std::size_t>(m_suite)];
    return s.error ? nullptr : &s;
}

QString SensitivityFigure::emptyText(const QString &nothingForThisResult) const
{
    // Before anything has run, say how to run it (issue 34 item 7), not that a result lacks it.
    if (!m_data)
        return tr("Nothing computed yet: choose a model and a suite above, then press Run sensitivity.");
    return nothingForThisResult;
}

QString SensitivityFigure::subject() const
{
    if (!m_data || m_suite < 0 || m_suite >= static_cast<int>(m_data->suites.size()))
        return QString();
    return tr("%1, %2").arg(QString::fromStdString(m_data->model),
                            QString::fromStdString(m_data->suites[static_cast<std::size_t>(m_suite)].suiteId));
}

QString SensitivityFigure::fileSuffix() const
{
    if (!m_data || m_suite < 0 || m_suite >= static_cast<int>(m_data->suites.size()))
        return QString();
    return QLatin1Char('_') + escape::fileNamePart(QString::fromStdString(m_data->model)) + QLatin1Char('_')
           + escape::fileNamePart(QString::fromStdString(m_data->suites[static_cast<std::size_t>(m_suite)].suiteId));
}

AxisRange SensitivityFigure::dRange(double low, double high)
{
    low = std::min(low, 0.0);
    high = std::max(high, 0.0);
    const double pad = std::max(0.1, 0.08 * (high - low));
    return AxisRange{low - pad, high + pad, false};
}

// ---------------------------------------------------------------------------------------------

QString EpsilonSweepFigure::title() const
{
    return tr("Epsilon sweep: %1").arg(subject());
}

double EpsilonSweepFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const double h = QFontMetricsF(style.font()).height();
    return width * 0.36 + h * 7;
}

ChartScene EpsilonSweepFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const isoscope::SuiteSensitivity *s = suite();
    if (!s || s->epsilonSweep.empty() || !s->raw.d)
        return emptyFigure(scene, rect, style, emptyText(tr("No epsilon sweep for this result.")));
    ChartScene built;
    const auto &m = *m_data;
    const double h = QFontMetricsF(style.font()).height();
    const double alpha = m.analysis.alpha;
    const double eps = m.analysis.epsilon;

    QList<FigureLegend::Entry> entries{
        lineEntry(tr("raw d"), QPen(rawColour(style), style.pt(1.4))),
        lineEntry(tr("whitened d"), QPen(whitenedColour(style), style.pt(1.4)), MarkerShape::Circle,
                  whitenedColour(style)),
        markerEntry(tr("whitened p < %1").arg(formatNumber(alpha, 2)), MarkerShape::Square, bandColour(style)),
        lineEntry(tr("ε of the analysis"), QPen(style.axisColour(), style.pt(1), Qt::DashLine))};
    auto *legend = new FigureLegend(entries, style, rect.width());
    scene.addItem(legend);
    built.legend = legend;

    double low = *s->raw.d, high = *s->raw.d;
    for (const auto &p : s->epsilonSweep)
        if (p.d) {
            low = std::min(low, *p.d);
            high = std::max(high, *p.d);
        }
    const double epsLow = std::min(m.epsilons.front(), eps), epsHigh = std::max(m.epsilons.back(), eps);
    const AxisRange fullX{epsLow / 2, epsHigh * 2, true};
    const AxisRange fullY = dRange(low, high);
    const PanelText sweepText{tr("Effect size over ε (%1)").arg(subject()), tr("Regulariser ε"), tr("Effect size d"),
                              true, true};
    const PanelText spectrumText{tr("Covariance eigenvalues"), tr("Component k"), tr("Eigenvalue λₖ"), true, true};

    // The spectrum's axis: every positive eigenvalue and the swept epsilons.
    double eLow = epsLow, eHigh = epsHigh;
    for (Eigen::Index k = 0; k < m.eigenvalues.size(); ++k)
        if (m.eigenvalues(k) > 0) {
            eLow = std::min(eLow, m.eigenvalues(k));
            eHigh = std::max(eHigh, m.eigenvalues(k));
        }
    const AxisRange spectrumX{0, static_cast<double>(m.eigenvalues.size()) + 1, false};
    const AxisRange spectrumY{std::pow(10.0, std::floor(std::log10(eLow) - 1e-9)),
                              std::pow(10.0, std::ceil(std::log10(eHigh) + 1e-9)), true};

    const AxisRange x = windowed(fullX, Qt::Horizontal);
    const AxisRange y = windowed(fullY, Qt::Vertical);
    const double top = topRoom(sweepText, style);
    const double bottom = bottomRoom(sweepText, style);
    const double leftA = leftRoom(y, sweepText, style);
    const double leftB = leftRoom(spectrumY, spectrumText, style);
    const double gap = style.em(1.5);
    const double legendHeight = legend->boundingRect().height() + h * 0.6;
    const double available = rect.width() - leftA - gap - leftB - style.em(0.8);
    const double plotHeight = rect.height() - top - bottom - legendHeight;
    const QRectF sweepPlot(rect.left() + leftA, rect.top() + top, available * 0.6, plotHeight);
    const QRectF spectrumPlot(sweepPlot.right() + gap + leftB, sweepPlot.top(), available * 0.4, plotHeight);
    built.panels.append(addPanel(scene, sweepPlot, x, y, sweepText, style));
    built.panels.append(addPanel(scene, spectrumPlot, spectrumX, spectrumY, spectrumText, style));
    const ChartPanel &panel = built.panels[0];
    const ChartPanel &spectrum = built.panels[1];
    legend->setPos(rect.left() + std::max(0.0, (rect.width() - legend->boundingRect().width()) / 2),
                   sweepPlot.bottom() + bottom + h * 0.3);

    // Significant band: each grid point covers the half-steps (in log epsilon) around it.
    const auto &grid = m.epsilons;
    const auto edge = [&](std::size_t i, bool upper) {
        if (upper)
            return i + 1 < grid.size() ? std::sqrt(grid[i] * grid[i + 1]) : fullX.high;
        return i > 0 ? std::sqrt(grid[i - 1] * grid[i]) : fullX.low;
    };
    for (std::size_t i = 0; i < grid.size();) {
        if (!(s->epsilonSweep[i].p < alpha)) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j + 1 < grid.size() && s->epsilonSweep[j + 1].p < alpha)
            ++j;
        auto *upper = new QLineSeries;
        auto *lower = new QLineSeries;
        upper->append(edge(i, false), fullY.high);
        upper->append(edge(j, true), fullY.high);
        lower->append(edge(i, false), fullY.low);
        lower->append(edge(j, true), fullY.low);
        auto *band = new QAreaSeries(upper, lower);
        band->setColor(bandColour(style));
        band->setBorderColor(Qt::transparent);
        band->setPen(Qt::NoPen);
        attach(panel, band);
        i = j + 1;
    }
    rule(panel, style, style.axisColour(), 0.6, Qt::SolidLine, QPointF(fullX.low, 0), QPointF(fullX.high, 0), attach);
    rule(panel, style, rawColour(style), 1.4, Qt::SolidLine, QPointF(fullX.low, *s->raw.d),
         QPointF(fullX.high, *s->raw.d), attach);
    rule(panel, style, style.axisColour(), 1, Qt::DashLine, QPointF(eps, fullY.low), QPointF(eps, fullY.high), attach);

    auto *curve = line(style, whitenedColour(style), 1.4);
    auto *dots = points(style, whitenedColour(style), true, 4);
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const auto &p = s->epsilonSweep[i];
        if (!p.d)
            continue;
        const QPointF at(grid[i], *p.d);
        curve->append(at);
        dots->append(at);
        built.marks.append(ChartMark{
            0, at, QRectF(),
            tr("ε = %1\nwhitened d = %2, p = %3\nraw d = %4, p = %5")
                .arg(formatSignificant(grid[i], 3), dText(p.d), formatP(p.p), dText(s->raw.d), formatP(s->raw.p)),
            QString(), QString(), 0});
    }
    attach(panel, curve);
    attach(panel, dots);
    built.marks.append(ChartMark{0, QPointF(fullX.low * 1.5, *s->raw.d), QRectF(),
                                 tr("raw d = %1, p = %2 (ε does not enter)").arg(dText(s->raw.d), formatP(s->raw.p)),
                                 QString(), QString()});

    // The spectrum: eigenvalues, the swept range of epsilon shaded, the analysis's epsilon dashed.
    {
        auto *upper = new QLineSeries;
        auto *lower = new QLineSeries;
        upper->append(spectrumX.low, grid.back());
        upper->append(spectrumX.high, grid.back());
        lower->append(spectrumX.low, grid.front());
        lower->append(spectrumX.high, grid.front());
        auto *band = new QAreaSeries(upper, lower);
        band->setColor(style.colour(QColor(0xee, 0xee, 0xee)));
        band->setPen(Qt::NoPen);
        band->setBorderColor(Qt::transparent);
        attach(spectrum, band);
    }
    rule(spectrum, style, style.axisColour(), 1, Qt::DashLine, QPointF(spectrumX.low, eps),
         QPointF(spectrumX.high, eps), attach);
    auto *values = line(style, whitenedColour(style), 1.4);
    std::size_t below = 0;
    for (Eigen::Index k = 0; k < m.eigenvalues.size(); ++k) {
        const double v = m.eigenvalues(k);
        below += v <= eps;
        if (!(v > 0))
            continue;
        const QPointF at(static_cast<double>(k + 1), v);
        values->append(at);
        built.marks.append(ChartMark{1, at, QRectF(),
                                     tr("Component %1: λ = %2\nWhitened variance λ/(λ + ε) = %3")
                                         .arg(k + 1)
                                         .arg(formatSignificant(v, 4), formatNumber(v / (v + eps), 3)),
                                     QString(), QString(), 1});
    }
    values->setPen(QPen(style.textColour(), style.pt(1.4)));
    attach(spectrum, values);
    addText(scene,
            tr("ε = %1 (%2 of %3 λ ≤ ε); shaded: swept ε")
                .arg(formatSignificant(eps, 3))
                .arg(below)
                .arg(m.eigenvalues.size()),
            style.font(0.9), style.textColour(),
            QPointF(spectrumPlot.right() - style.em(0.4), spectrumPlot.top() + style.em(0.4)),
            Qt::AlignRight | Qt::AlignTop);
    return built;
}

// ---------------------------------------------------------------------------------------------

QString ReferenceSweepFigure::title() const
{
    return tr("Reference-sample sweep: %1").arg(subject());
}

double ReferenceSweepFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const double h = QFontMetricsF(style.font()).height();
    return width * 0.36 + h * 7;
}

ChartScene ReferenceSweepFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const isoscope::SuiteSensitivity *s = suite();
    if (!s || (s->topSizes.empty() && s->draws.empty()) || !s->raw.d)
        return emptyFigure(scene, rect, style, emptyText(tr("No reference-sample sweep for this result.")));
    ChartScene built;
    const auto &m = *m_data;
    const double h = QFontMetricsF(style.font()).height();
    const double alpha = m.analysis.alpha;

    QList<FigureLegend::Entry> entries{lineEntry(tr("raw d"), QPen(rawColour(style), style.pt(1.4))),
                                       lineEntry(tr("top-N reference"), QPen(whitenedColour(style), style.pt(1.4)),
                                                 MarkerShape::Circle, whitenedColour(style)),
                                       lineEntry(tr("random-N reference"), QPen(randomColour(style), style.pt(1.4)),
                                                 MarkerShape::Square, randomColour(style)),
                                       markerEntry(tr("filled: whitened p < %1").arg(formatNumber(alpha, 2)),
                                                   MarkerShape::Circle, style.textColour())};
    for (auto change : {SignificanceChange::Disappearing, SignificanceChange::Stable, SignificanceChange::Emerging})
        entries.append(markerEntry(FigureStyle::changeLabel(change), MarkerShape::Circle, style.changeColour(change)));
    auto *legend = new FigureLegend(entries, style, rect.width());
    scene.addItem(legend);
    built.legend = legend;

    double low = *s->raw.d, high = *s->raw.d;
    for (const auto *list : {&s->topSizes, &s->randomSizes, &s->draws})
        for (const auto &p : *list)
            if (p.d) {
                low = std::min(low, *p.d);
                high = std::max(high, *p.d);
            }
    if (s->whitened.d) {
        low = std::min(low, *s->whitened.d);
        high = std::max(high, *s->whitened.d);
    }
    const AxisRange fullY = dRange(low, high);
    double nLow = static_cast<double>(m.referenceSize), nHigh = nLow;
    for (std::size_t n : m.referenceSizes) {
        nLow = std::min(nLow, static_cast<double>(n));
        nHigh = std::max(nHigh, static_cast<double>(n));
    }
    const AxisRange fullX{nLow / 1.6, nHigh * 1.6, true};
    const AxisRange stripX{-1, 1, false};
    const PanelText sizeText{tr("Whitened d by reference size (%1)").arg(subject()), tr("Reference size N"),
                             tr("Effect size d"), true, true};
    const PanelText stripText{
        tr("%1 random draws of %2").arg(s->draws.size()).arg(formatCount(static_cast<qint64>(m.drawSize))),
        tr("Class differs from %1 in %2 of %3")
            .arg(FigureStyle::changeLabel(s->change))
            .arg(s->classChanges)
            .arg(s->draws.size()),
        QString(),
        false,
        false,
        true};
    const AxisRange x = windowed(fullX, Qt::Horizontal);
    const AxisRange y = windowed(fullY, Qt::Vertical);
    const double top = topRoom(sizeText, style);
    const double bottom = bottomRoom(sizeText, style);
    const double left = leftRoom(y, sizeText, style);
    const double gap = style.em(1.5);
    const double legendHeight = legend->boundingRect().height() + h * 0.6;
    const double available = rect.width() - left - gap - style.em(0.8);
    const double plotHeight = rect.height() - top - bottom - legendHeight;
    const QRectF sizePlot(rect.left() + left, rect.top() + top, available * 0.62, plotHeight);
    const QRectF stripPlot(sizePlot.right() + gap, sizePlot.top(), available * 0.38, plotHeight);
    built.panels.append(addPanel(scene, sizePlot, x, y, sizeText, style));
    built.panels.append(addPanel(scene, stripPlot, stripX, y, stripText, style));
    const ChartPanel &panel = built.panels[0];
    const ChartPanel &strip = built.panels[1];
    legend->setPos(rect.left() + std::max(0.0, (rect.width() - legend->boundingRect().width()) / 2),
                   sizePlot.bottom() + bottom + h * 0.3);

    for (const ChartPanel *p : {&panel, &strip}) {
        const double xl = p == &panel ? fullX.low : stripX.low, xh = p == &panel ? fullX.high : stripX.high;
        rule(*p, style, style.axisColour(), 0.6, Qt::SolidLine, QPointF(xl, 0), QPointF(xh, 0), attach);
        rule(*p, style, rawColour(style), 1.4, Qt::SolidLine, QPointF(xl, *s->raw.d), QPointF(xh, *s->raw.d), attach);
    }
    rule(panel, style, style.axisColour(), 1, Qt::DashLine, QPointF(static_cast<double>(m.referenceSize), fullY.low),
         QPointF(static_cast<double>(m.referenceSize), fullY.high), attach);

    const auto sizeSeries = [&](const std::vector<isoscope::EffectPoint> &list, const QColor &colour,
                                QScatterSeries::MarkerShape shape, const QString &kind) {
        auto *curve = line(style, colour, 1.4);
        auto *filled = points(style, colour, true, 5, shape);
        auto *hollow = points(style, colour, false, 5, shape);
        for (std::size_t i = 0; i < list.size() && i < m.referenceSizes.size(); ++i) {
            if (!list[i].d)
                continue;
            const QPointF at(static_cast<double>(m.referenceSizes[i]), *list[i].d);
            curve->append(at);
            (list[i].p < alpha ? filled : hollow)->append(at);
            built.marks.append(ChartMark{0, at, QRectF(),
                                         tr("%1, N = %2\nwhitened d = %3, p = %4")
                                             .arg(kind, formatCount(static_cast<qint64>(m.referenceSizes[i])),
                                                  dText(list[i].d), formatP(list[i].p)),
                                         QString(), QString()});
        }
        attach(panel, curve);
        attach(panel, filled);
        attach(panel, hollow);
    };
    sizeSeries(s->topSizes, whitenedColour(style), QScatterSeries::MarkerShapeCircle, tr("top-N"));
    sizeSeries(s->randomSizes, randomColour(style), QScatterSeries::MarkerShapeRectangle, tr("random-N"));

    // The strip: a box from the first to the third quartile with the median, whiskers to the
    // extremes, each draw a dot (spread sideways by its index so that equal values stay visible).
    if (s->drawSpread.count > 0) {
        const auto &sp = s->drawSpread;
        const QColor box = style.axisColour();
        rule(strip, style, box, 0.8, Qt::SolidLine, QPointF(-0.35, sp.q25), QPointF(0.35, sp.q25), attach);
        rule(strip, style, box, 0.8, Qt::SolidLine, QPointF(-0.35, sp.q75), QPointF(0.35, sp.q75), attach);
        rule(strip, style, box, 0.8, Qt::SolidLine, QPointF(-0.35, sp.q25), QPointF(-0.35, sp.q75), attach);
        rule(strip, style, box, 0.8, Qt::SolidLine, QPointF(0.35, sp.q25), QPointF(0.35, sp.q75), attach);
        rule(strip, style, box, 1.6, Qt::SolidLine, QPointF(-0.35, sp.median), QPointF(0.35, sp.median), attach);
        rule(strip, style, box, 0.8, Qt::SolidLine, QPointF(0, sp.q75), QPointF(0, sp.max), attach);
        rule(strip, style, box, 0.8, Qt::SolidLine, QPointF(0, sp.q25), QPointF(0, sp.min), attach);
        built.marks.append(
            ChartMark{1, QPointF(0, sp.median), QRectF(),
                      tr("%1 draws: mean %2, SD %3\nmedian %4, quartiles %5 to %6\nrange %7 to %8")
                          .arg(numberformat::count(static_cast<qint64>(sp.count)))
                          .arg(formatNumber(sp.mean, 3), formatNumber(sp.sd, 3), formatNumber(sp.median, 3),
                               formatNumber(sp.q25, 3), formatNumber(sp.q75, 3), formatNumber(sp.min, 3),
                               formatNumber(sp.max, 3)),
                      QString(), QString()});
    }
    if (s->whitened.d)
        rule(strip, style, whitenedColour(style), 1.2, Qt::DashLine, QPointF(-1, *s->whitened.d),
             QPointF(1, *s->whitened.d), attach);
    for (auto change : {SignificanceChange::Disappearing, SignificanceChange::Stable, SignificanceChange::Emerging,
                        SignificanceChange::Undefined}) {
        auto *dots = points(style, style.changeColour(change), true, 5);
        for (std::size_t r = 0; r < s->draws.size(); ++r) {
            if (s->drawChange[r] != change || !s->draws[r].d)
                continue;
            const double offset = -0.8 + 1.6 * (static_cast<double>(r) + 0.5) / static_cast<double>(s->draws.size());
            const QPointF at(offset, *s->draws[r].d);
            dots->append(at);
            built.marks.append(
                ChartMark{1, at, QRectF(),
                          tr("Draw %1 (seed %2)\nwhitened d = %3, p = %4\n%5")
                              .arg(r + 1)
                              .arg(m.drawSeeds[r])
                              .arg(dText(s->draws[r].d), formatP(s->draws[r].p), FigureStyle::changeLabel(change)),
                          QString(), QString()});
        }
        attach(strip, dots);
    }
    return built;
}

// ---------------------------------------------------------------------------------------------

QString BootstrapIntervalFigure::title() const
{
    return tr("Bootstrap interval of d: %1").arg(subject());
}

double BootstrapIntervalFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const double h = QFontMetricsF(style.font()).height();
    return std::min(width * 0.3, h * 8) + h * 6;
}

ChartScene BootstrapIntervalFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const isoscope::SuiteSensitivity *s = suite();
    if (!s || !s->rawInterval || !s->whitenedInterval || !s->rawInterval->defined() || !s->whitenedInterval->defined())
        return emptyFigure(scene, rect, style, emptyText(tr("No bootstrap interval for this result.")));
    ChartScene built;
    const auto &m = *m_data;
    const QFont font = style.font();
    const double h = QFontMetricsF(font).height();
    const QString rows[2] = {tr("whitened"), tr("raw")};
    const isoscope::EffectInterval *intervals[2] = {&*s->whitenedInterval, &*s->rawInterval};
    const isoscope::EffectPoint *estimates[2] = {&s->whitened, &s->raw};
    double low = 0, high = 0;
    for (int i = 0; i < 2; ++i) {
        low = std::min({low, intervals[i]->low, estimates[i]->d.value_or(0)});
        high = std::max({high, intervals[i]->high, estimates[i]->d.value_or(0)});
    }
    const AxisRange fullX = dRange(low, high);
    const PanelText text{tr("%1% percentile interval, B = %2 resamples of the words of X and Y (%3)")
                             .arg(formatNumber(100 * m.params.confidence, 0),
                                  formatCount(static_cast<qint64>(m.params.bootstrapIterations)), subject()),
                         tr("Effect size d"),
                         QString(),
                         true,
                         false,
                         false};
    double labelWidth = 0;
    for (const QString &r : rows)
        labelWidth = std::max(labelWidth, textWidth(font, r));
    const double left = labelWidth + style.em(1.2);
    const double top = topRoom(text, style);
    const double bottom = bottomRoom(text, style);
    const QRectF plot(rect.left() + left, rect.top() + top, rect.width() - left - style.em(0.8),
                      rect.height() - top - bottom - h * 0.5);
    built.panels.append(
        addPanel(scene, plot, windowed(fullX, Qt::Horizontal), AxisRange{-0.5, 1.5, false}, text, style));
    const ChartPanel &panel = built.panels[0];
    rule(panel, style, style.axisColour(), 0.6, Qt::SolidLine, QPointF(0, -0.5), QPointF(0, 1.5), attach);
    const QColor colours[2] = {whitenedColour(style), rawColour(style)};
    for (int i = 0; i < 2; ++i) {
        const auto &in = *intervals[i];
        const double yv = i;
        rule(panel, style, colours[i], 2, Qt::SolidLine, QPointF(in.low, yv), QPointF(in.high, yv), attach);
        rule(panel, style, colours[i], 1.4, Qt::SolidLine, QPointF(in.low, yv - 0.12), QPointF(in.low, yv + 0.12),
             attach);
        rule(panel, style, colours[i], 1.4, Qt::SolidLine, QPointF(in.high, yv - 0.12), QPointF(in.high, yv + 0.12),
             attach);
        if (estimates[i]->d) {
            auto *dot = points(style, colours[i], true, 7, QScatterSeries::MarkerShapeRectangle);
            dot->append(*estimates[i]->d, yv);
            attach(panel, dot);
        }
        const QPointF at = panel.map(QPointF(panel.x.low, yv));
        addText(scene, rows[i], font, style.textColour(), QPointF(plot.left() - style.em(0.5), at.y()),
                Qt::AlignRight | Qt::AlignVCenter);
        addText(
            scene,
            tr("d = %1 %2")
                .arg(dText(estimates[i]->d), numberformat::interval(formatNumber(in.low, 3), formatNumber(in.high, 3))),
            style.font(0.9), style.textColour(),
            panel.map(QPointF((in.low + in.high) / 2, yv + 0.14)) - QPointF(0, style.em(0.3)),
            Qt::AlignHCenter | Qt::AlignBottom);
        built.marks.append(
            ChartMark{0, QPointF(), QRectF(QPointF(in.low, yv - 0.2), QPointF(in.high, yv + 0.2)),
                      tr("%1: d = %2\n%3% interval %4 to %5\nbootstrap mean %6, SD %7 (%8 valid resamples)")
                          .arg(rows[i], dText(estimates[i]->d), formatNumber(100 * m.params.confidence, 0),
                               formatNumber(in.low, 3), formatNumber(in.high, 3), formatNumber(in.mean, 3),
                               formatNumber(in.sd, 3))
                          .arg(numberformat::count(static_cast<qint64>(in.valid))),
                      QString(), QString()});
    }
    return built;
}

// ---------------------------------------------------------------------------------------------

QString LeaveOneOutFigure::title() const
{
    return tr("Leave one component out: %1").arg(subject());
}

double LeaveOneOutFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const double h = QFontMetricsF(style.font()).height();
    return width * 0.34 + h * 6;
}

ChartScene LeaveOneOutFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const isoscope::SuiteSensitivity *s = suite();
    if (!s || s->rawWithout.empty() || !s->raw.d || !s->whitened.d)
        return emptyFigure(scene, rect, style, emptyText(tr("No leave-one-component-out result.")));
    ChartScene built;
    const auto &m = *m_data;
    const QFont font = style.font();
    const double h = QFontMetricsF(font).height();
    QList<FigureLegend::Entry> entries{
        markerEntry(tr("raw: d without PCk − d (d = %1)").arg(dText(s->raw.d)), MarkerShape::Square, rawColour(style)),
        markerEntry(tr("whitened: d without PCk − d (d = %1)").arg(dText(s->whitened.d)), MarkerShape::Square,
                    whitenedColour(style))};
    auto *legend = new FigureLegend(entries, style, rect.width());
    scene.addItem(legend);
    built.legend = legend;

    const std::size_t k = s->rawWithout.size();
    std::vector<double> rawDelta(k, 0), whiteDelta(k, 0);
    double low = 0, high = 0;
    for (std::size_t c = 0; c < k; ++c) {
        if (s->rawWithout[c])
            rawDelta[c] = *s->rawWithout[c] - *s->raw.d;
        if (s->whitenedWithout[c])
            whiteDelta[c] = *s->whitenedWithout[c] - *s->whitened.d;
        low = std::min({low, rawDelta[c], whiteDelta[c]});
        high = std::max({high, rawDelta[c], whiteDelta[c]});
    }
    const AxisRange fullY = dRange(low, high);
    const AxisRange fullX{-0.5, static_cast<double>(k) - 0.5, false};
    const PanelText text{
        tr("Change of d when one principal component of the reference sample is projected out (%1)").arg(subject()),
        QString(), tr("Δd"), false, true};
    const double left = leftRoom(fullY, text, style);
    const double top = topRoom(text, style);
    const double bottom = bottomRoom(text, style) + h * 3.2; // component labels, shares, caption
    const double legendHeight = legend->boundingRect().height() + h * 0.6;
    const QRectF plot(rect.left() + left, rect.top() + top, rect.width() - left - style.em(0.8),
                      rect.height() - top - bottom - legendHeight);
    built.panels.append(
        addPanel(scene, plot, windowed(fullX, Qt::Horizontal), windowed(fullY, Qt::Vertical), text, style));
    const ChartPanel &panel = built.panels[0];
    legend->setPos(rect.left() + std::max(0.0, (rect.width() - legend->boundingRect().width()) / 2),
                   plot.bottom() + bottom + h * 0.3);

    auto *raw = new QBarSet(tr("raw"));
    auto *white = new QBarSet(tr("whitened"));
    raw->setColor(rawColour(style));
    raw->setBorderColor(rawColour(style));
    white->setColor(whitenedColour(style));
    white->setBorderColor(whitenedColour(style));
    for (std::size_t c = 0; c < k; ++c) {
        raw->append(rawDelta[c]);
        white->append(whiteDelta[c]);
    }
    auto *series = new QBarSeries;
    series->setBarWidth(0.8);
    series->append(raw);
    series->append(white);
    attach(panel, series);
    rule(panel, style, style.axisColour(), 0.8, Qt::SolidLine, QPointF(fullX.low, 0), QPointF(fullX.high, 0), attach);
    const QFont small = style.font(0.9);
    const double labelWidth = plot.width() / static_cast<double>(k);
    addText(scene, tr("Principal component of the reference sample, with its share of the variance"), font,
            style.textColour(), QPointF(plot.center().x(), plot.bottom() + style.em(0.3) + h * 2.2),
            Qt::AlignHCenter | Qt::AlignTop);
    for (std::size_t c = 0; c < k; ++c) {
        const QPointF at = panel.map(QPointF(static_cast<double>(c), panel.y.low));
        if (at.x() < plot.left() - 1 || at.x() > plot.right() + 1)
            continue;
        addText(scene, tr("PC%1").arg(c + 1), font, style.textColour(), at + QPointF(0, style.em(0.3)),
                Qt::AlignHCenter | Qt::AlignTop);
        const QString share = formatNumber(100 * m.componentVarianceRatio[c], 1) + QLatin1Char('%');
        if (textWidth(small, share) < labelWidth)
            addText(scene, share, small, style.textColour(), at + QPointF(0, style.em(0.3) + h),
                    Qt::AlignHCenter | Qt::AlignTop);
        built.marks.append(
            ChartMark{0, QPointF(),
                      QRectF(QPointF(static_cast<double>(c) - 0.4, std::min({0.0, rawDelta[c], whiteDelta[c]})),
                             QPointF(static_cast<double>(c) + 0.4, std::max({0.0, rawDelta[c], whiteDelta[c]}))),
                      tr("PC%1 (%2 of the reference variance)\nraw d without it %3 (change %4)\nwhitened d without it "
                         "%5 (change %6)")
                          .arg(c + 1)
                          .arg(share, dText(s->rawWithout[c]), formatNumber(rawDelta[c], 3),
                               dText(s->whitenedWithout[c]), formatNumber(whiteDelta[c], 3)),
                      QString(), QString()});
    }
    return built;
}

} // namespace isoscope::ui
