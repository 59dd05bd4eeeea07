#include "ui/figures/chartfigure.h"

#include "ui/figures/figurepainting.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLogValueAxis>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

double toAxis(double v, const AxisRange &r)
{
    return r.log ? std::log10(std::max(v, 1e-300)) : v;
}

double fromAxis(double a, const AxisRange &r)
{
    return r.log ? std::pow(10.0, a) : a;
}

QString superscript(int exponent)
{
    static const char16_t digits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString text;
    const QString plain = QString::number(std::abs(exponent));
    if (exponent < 0)
        text += QChar(0x207B);
    for (QChar c : plain)
        text += QChar(digits[c.digitValue()]);
    return text;
}

} // namespace

QPointF ChartPanel::map(const QPointF &value) const
{
    const double fx = (toAxis(value.x(), x) - toAxis(x.low, x)) / (toAxis(x.high, x) - toAxis(x.low, x));
    const double fy = (toAxis(value.y(), y) - toAxis(y.low, y)) / (toAxis(y.high, y) - toAxis(y.low, y));
    return QPointF(plot.left() + fx * plot.width(), plot.bottom() - fy * plot.height());
}

QPointF ChartPanel::unmap(const QPointF &point) const
{
    const double fx = (point.x() - plot.left()) / plot.width();
    const double fy = (plot.bottom() - point.y()) / plot.height();
    return QPointF(fromAxis(toAxis(x.low, x) + fx * (toAxis(x.high, x) - toAxis(x.low, x)), x),
                   fromAxis(toAxis(y.low, y) + fy * (toAxis(y.high, y) - toAxis(y.low, y)), y));
}

bool ChartFigure::toggleLegendEntry(int)
{
    return false;
}

AxisRange ChartFigure::windowed(const AxisRange &full, Qt::Orientation orientation) const
{
    const double f0 = orientation == Qt::Horizontal ? m_window.x0 : m_window.y0;
    const double f1 = orientation == Qt::Horizontal ? m_window.x1 : m_window.y1;
    const double a = toAxis(full.low, full);
    const double b = toAxis(full.high, full);
    AxisRange r = full;
    r.low = fromAxis(a + f0 * (b - a), full);
    r.high = fromAxis(a + f1 * (b - a), full);
    return r;
}

QList<double> ChartFigure::ticks(const AxisRange &range, double length, const FigureStyle &style)
{
    if (range.log) {
        QList<double> t;
        const int first = static_cast<int>(std::ceil(std::log10(range.low) - 1e-9));
        const int last = static_cast<int>(std::floor(std::log10(range.high) + 1e-9));
        // Every power of ten, or every other one when they would crowd.
        const int stride =
            std::max(1, static_cast<int>(std::ceil((last - first + 1) / std::max(2.0, length / style.em(2.2)))));
        for (int e = first; e <= last; ++e)
            if ((e - first) % stride == 0)
                t.append(std::pow(10.0, e));
        if (t.size() >= 2)
            return t;
        // Less than a decade and a bit (reference sizes from 1,000 to 4,892): one power of ten or
        // none would leave a single tick or no tick, so 1, 2 and 5 of each decade instead.
        t.clear();
        for (int e = first - 1; e <= last; ++e)
            for (double m : {1.0, 2.0, 5.0})
                if (const double v = m * std::pow(10.0, e); v >= range.low * (1 - 1e-9) && v <= range.high * (1 + 1e-9))
                    t.append(v);
        return t;
    }
    const int maxTicks = std::max(2, static_cast<int>(length / style.em(3.8)) + 1);
    return niceTicks(range.low, range.high, maxTicks);
}

QString ChartFigure::tickLabel(double value, const AxisRange &range, const QList<double> &ticks)
{
    if (range.log) {
        const bool powersOfTen = std::all_of(ticks.begin(), ticks.end(), [](double t) {
            return std::abs(std::log10(t) - std::round(std::log10(t))) < 1e-9;
        });
        if (!powersOfTen) // 1-2-5 ticks read as plain numbers (2,000), not as powers of ten
            return value >= 1 && value == std::round(value) ? formatCount(static_cast<qint64>(value))
                                                            : formatTick(value, value);
        const int e = static_cast<int>(std::lround(std::log10(value)));
        return QStringLiteral("10") + superscript(e);
    }
    return formatTick(value, ticks.size() > 1 ? ticks[1] - ticks[0] : 1);
}

double ChartFigure::leftRoom(const AxisRange &y, const PanelText &text, const FigureStyle &style)
{
    const QFont font = style.font();
    const QFontMetricsF metrics(font);
    double widest = 0;
    if (text.yTickLabels && text.yTicks) {
        // The labels of the widest plausible ticks: the range's ends and a typical value.
        const QList<double> t = ticks(y, 1000, style);
        for (double v : t)
            widest = std::max(widest, metrics.horizontalAdvance(tickLabel(v, y, t)));
    }
    return style.em(0.4) + (widest > 0 ? widest + style.em(0.3) : 0)
           + (text.yTitle.isEmpty() ? 0 : metrics.height() * 1.3);
}

double ChartFigure::bottomRoom(const PanelText &text, const FigureStyle &style)
{
    const double h = QFontMetricsF(style.font()).height();
    return style.em(0.4) + (text.xTickLabels ? h * 1.05 : 0) + (text.xTitle.isEmpty() ? 0 : h * 1.25);
}

double ChartFigure::topRoom(const PanelText &text, const FigureStyle &style)
{
    return text.title.isEmpty() ? style.em(0.6) : QFontMetricsF(style.font(1, true)).height() * 1.35;
}

QGraphicsSimpleTextItem *ChartFigure::addText(QGraphicsScene &scene, const QString &text, const QFont &font,
                                              const QColor &colour, const QPointF &anchor, Qt::Alignment alignment,
                                              bool rotated)
{
    auto *item = scene.addSimpleText(text, font);
    item->setBrush(colour);
    const QRectF box = item->boundingRect();
    double x = 0;
    double y = 0;
    if (alignment & Qt::AlignRight)
        x = -box.width();
    else if (alignment & Qt::AlignHCenter)
        x = -box.width() / 2;
    if (alignment & Qt::AlignBottom)
        y = -box.height();
    else if (alignment & Qt::AlignVCenter)
        y = -box.height() / 2;
    if (rotated) {
        item->setRotation(-90);
        // Rotated by -90 degrees: the item's x runs upwards and its y to the right.
        item->setPos(anchor + QPointF(y, -x));
    } else {
        item->setPos(anchor + QPointF(x, y));
    }
    return item;
}

ChartPanel ChartFigure::addPanel(QGraphicsScene &scene, const QRectF &plot, const AxisRange &x, const AxisRange &y,
                                 const PanelText &text, const FigureStyle &style)
{
    ChartPanel panel;
    panel.plot = plot;
    panel.x = x;
    panel.y = y;
    auto *chart = new QChart;
    panel.chart = chart;
    scene.addItem(chart);
    const double outside = style.em(1);
    chart->setGeometry(plot.adjusted(-outside, -outside, outside, outside));
    chart->setMargins(QMargins(0, 0, 0, 0));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundVisible(false);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setDropShadowEnabled(false);
    chart->legend()->hide();
    chart->setPlotArea(QRectF(outside, outside, plot.width(), plot.height()));

    const QPen axisPen(style.axisColour(), style.lineWidth());
    const QPen gridPen(style.gridColour(), style.lineWidth());
    const QList<double> xTicks = ticks(x, plot.width(), style);
    const QList<double> yTicks = text.yTicks ? ticks(y, plot.height(), style) : QList<double>();
    const auto makeAxis = [&](const AxisRange &r, const QList<double> &t) -> QAbstractAxis * {
        QAbstractAxis *axis = nullptr;
        if (r.log) {
            auto *log = new QLogValueAxis;
            log->setBase(10);
            log->setRange(r.low, r.high);
            log->setMinorTickCount(0);
            axis = log;
        } else {
            auto *value = new QValueAxis;
            value->setRange(r.low, r.high);
            value->setTickType(QValueAxis::TicksDynamic);
            const double step = t.size() > 1 ? t[1] - t[0] : (r.high - r.low);
            value->setTickAnchor(t.isEmpty() ? r.low : t.front());
            value->setTickInterval(step > 0 ? step : 1);
            value->setMinorTickCount(0);
            axis = value;
        }
        axis->setLabelsVisible(false);
        axis->setTitleVisible(false);
        axis->setLinePen(axisPen);
        axis->setGridLinePen(gridPen);
        axis->setMinorGridLineVisible(false);
        axis->setShadesVisible(false);
        return axis;
    };
    chart->addAxis(makeAxis(x, xTicks), Qt::AlignBottom);
    QAbstractAxis *yAxis = makeAxis(y, yTicks);
    yAxis->setGridLineVisible(text.yTicks);
    chart->addAxis(yAxis, Qt::AlignLeft);

    // Tick marks, labels and titles as our own items.
    const QFont font = style.font();
    const QFontMetricsF metrics(font);
    const double tick = style.em(0.4);
    const QColor textColour = style.textColour();
    double widestY = 0;
    for (double v : xTicks) {
        const double px = panel.map(QPointF(v, y.low)).x();
        if (px < plot.left() - 0.5 || px > plot.right() + 0.5)
            continue;
        scene.addLine(QLineF(px, plot.bottom(), px, plot.bottom() + tick), axisPen);
        if (text.xTickLabels)
            addText(scene, tickLabel(v, x, xTicks), font, textColour, QPointF(px, plot.bottom() + tick),
                    Qt::AlignHCenter | Qt::AlignTop);
    }
    for (double v : yTicks) {
        const double py = panel.map(QPointF(x.low, v)).y();
        if (py < plot.top() - 0.5 || py > plot.bottom() + 0.5)
            continue;
        scene.addLine(QLineF(plot.left() - tick, py, plot.left(), py), axisPen);
        if (text.yTickLabels) {
            const QString label = tickLabel(v, y, yTicks);
            widestY = std::max(widestY, metrics.horizontalAdvance(label));
            addText(scene, label, font, textColour, QPointF(plot.left() - tick - style.em(0.2), py),
                    Qt::AlignRight | Qt::AlignVCenter);
        }
    }
    // A title longer than its room is set up to a sixth smaller before it is cut short (a longer
    // language, a narrow panel), so that it is read whole wherever it can be.
    const auto fitted = [](QFont f, const QString &title, double room) {
        for (double scale : {0.93, 0.86})
            if (QFontMetricsF(f).horizontalAdvance(title) > room)
                f.setPointSizeF(f.pointSizeF() * scale);
        return f;
    };
    if (!text.title.isEmpty()) {
        const double room = plot.width() + style.em(3);
        const QFont f = fitted(style.font(1, true), text.title, room);
        addText(scene, elided(f, text.title, room), f, textColour,
                QPointF(plot.center().x(), plot.top() - style.em(0.35)), Qt::AlignHCenter | Qt::AlignBottom);
    }
    if (!text.xTitle.isEmpty()) {
        const double room = plot.width() + style.em(2);
        const QFont f = fitted(font, text.xTitle, room);
        addText(scene, elided(f, text.xTitle, room), f, textColour,
                QPointF(plot.center().x(), plot.bottom() + tick + (text.xTickLabels ? metrics.height() * 1.05 : 0)),
                Qt::AlignHCenter | Qt::AlignTop);
    }
    if (!text.yTitle.isEmpty()) {
        const double room =
            std::max(widestY, text.yTickLabels ? metrics.horizontalAdvance(QStringLiteral("0.0")) : 0.0);
        const double length = plot.height() + style.em(1);
        const QFont f = fitted(font, text.yTitle, length);
        addText(scene, elided(f, text.yTitle, length), f, textColour,
                QPointF(plot.left() - tick - style.em(0.3) - room - style.em(0.25), plot.center().y()),
                Qt::AlignHCenter | Qt::AlignBottom, true);
    }
    return panel;
}

void ChartFigure::attach(const ChartPanel &panel, QAbstractSeries *series)
{
    panel.chart->addSeries(series);
    for (QAbstractAxis *axis : panel.chart->axes())
        series->attachAxis(axis);
}

void ChartFigure::render(QPainter &painter, const QRectF &target, const FigureStyle &style) const
{
    QGraphicsScene scene;
    scene.setItemIndexMethod(QGraphicsScene::NoIndex);
    const QRectF rect(QPointF(0, 0), target.size());
    const ChartScene built = build(scene, rect, style);
    for (const ChartPanel &panel : built.panels)
        panel.chart->layout()->activate();
    scene.render(&painter, target, rect, Qt::IgnoreAspectRatio);
}

} // namespace isoscope::ui
