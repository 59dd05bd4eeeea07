#include "ui/figures/figurepainting.h"

#include "ui/results/numberformat.h"

#include "ui/figures/colourscale.h"
#include "ui/figures/figurestyle.h"

#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace isoscope::ui::figurepainting {

namespace {

const QChar kMinus(0x2212);

} // namespace

double niceStep(double low, double high, int maxTicks)
{
    const double span = high - low;
    if (!(span > 0) || maxTicks < 1)
        return 1;
    const double raw = span / std::max(1, maxTicks - 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double factor : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (factor * magnitude >= raw * (1 - 1e-9))
            return factor * magnitude;
    return 10 * magnitude;
}

QList<double> niceTicks(double low, double high, int maxTicks)
{
    QList<double> ticks;
    if (!(high > low))
        return ticks;
    const auto make = [&](double step) {
        QList<double> t;
        const double first = std::ceil(low / step - 1e-9) * step;
        for (double v = first; v <= high + step * 1e-9; v += step)
            t.append(std::abs(v) < step * 1e-9 ? 0.0 : v);
        return t;
    };
    double step = niceStep(low, high, maxTicks);
    ticks = make(step);
    // A step that leaves fewer than three ticks in the range (-2.5..2.5 by 5) says too little:
    // take the next smaller nice step (2).
    for (int i = 0; i < 3 && ticks.size() < 3 && maxTicks >= 3; ++i) {
        const double magnitude = std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        const double factor = step / magnitude;
        step = factor > 5.5 ? 5 * magnitude : factor > 2.6 ? 2 * magnitude : factor > 1.5 ? magnitude : 0.5 * magnitude;
        ticks = make(step);
    }
    return ticks;
}

QStringList wrapText(const QFont &font, const QString &text, double width)
{
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(candidate) > width) {
            lines.append(line);
            line = word;
        } else {
            line = candidate;
        }
    }
    if (!line.isEmpty() || lines.isEmpty())
        lines.append(line);
    return lines;
}

QString formatNumber(double value, int decimals)
{
    QString text = QLocale().toString(value, 'f', std::max(decimals, 0));
    // "-0.00" is a sign that is not there.
    bool allZero = true;
    for (QChar c : text)
        if (c.isDigit() && c != QLatin1Char('0'))
            allZero = false;
    if (text.startsWith(QLatin1Char('-'))) {
        if (allZero)
            text.remove(0, 1);
        else
            text[0] = kMinus;
    }
    return text;
}

QString formatTick(double value, double step)
{
    int decimals = 0;
    for (double s = step; decimals < 6 && std::abs(s - std::round(s)) > 1e-9 * std::max(1.0, std::abs(s)); s *= 10)
        ++decimals;
    return formatNumber(value, decimals);
}

QString formatCount(qint64 count)
{
    return numberformat::count(count);
}

QString formatStatistic(std::optional<double> value, int decimals)
{
    if (!value || !std::isfinite(*value))
        return FigureStyle::tr("undefined");
    return formatNumber(*value, decimals);
}

QString formatP(double p)
{
    return numberformat::pValue(isoscope::pValueText(p, isoscope::PValueStyle::Exact), QLocale());
}

QString formatSignificant(double value, int digits)
{
    return numberformat::general(value, digits);
}

void drawText(QPainter &painter, const QPointF &anchor, Qt::Alignment alignment, const QString &text, bool rotated)
{
    const QFontMetricsF metrics(painter.font());
    const double width = metrics.horizontalAdvance(text);
    const double height = metrics.height();
    double x = 0;
    double y = 0;
    if (alignment & Qt::AlignRight)
        x = -width;
    else if (alignment & Qt::AlignHCenter)
        x = -width / 2;
    if (alignment & Qt::AlignBottom)
        y = -height;
    else if (alignment & Qt::AlignVCenter)
        y = -height / 2;
    painter.save();
    painter.translate(anchor);
    if (rotated)
        painter.rotate(-90);
    painter.drawText(QPointF(x, y + metrics.ascent()), text);
    painter.restore();
}

double textWidth(const QFont &font, const QString &text)
{
    return QFontMetricsF(font).horizontalAdvance(text);
}

QString elided(const QFont &font, const QString &text, double width)
{
    return QFontMetricsF(font).elidedText(text, Qt::ElideRight, width);
}

double colourBarLabelExtent(const ColourScale &scale, const QList<double> &ticks, Qt::Orientation orientation,
                            const FigureStyle &style, const QString &label)
{
    const QFontMetricsF metrics(style.font());
    const double tickLength = style.em(0.4);
    if (orientation == Qt::Horizontal)
        return tickLength + metrics.height() * (label.isEmpty() ? 1.2 : 2.4);
    const double step = ticks.size() > 1 ? ticks[1] - ticks[0] : scale.high() - scale.low();
    double widest = 0;
    for (double t : ticks)
        widest = std::max(widest, metrics.horizontalAdvance(formatTick(t, step)));
    return tickLength + metrics.height() * 0.3 + widest + (label.isEmpty() ? 0 : metrics.height() * 1.4);
}

void drawColourBar(QPainter &painter, const QRectF &bar, const ColourScale &scale, const QList<double> &ticks,
                   Qt::Orientation orientation, const FigureStyle &style, const QString &label)
{
    const bool vertical = orientation == Qt::Vertical;
    // The gradient as an image of one colour per step of the table, drawn stretched (smoothly),
    // so that SVG and PDF get one embedded picture instead of hundreds of rectangles.
    constexpr int kSteps = 256;
    QImage ramp(vertical ? 1 : kSteps, vertical ? kSteps : 1, QImage::Format_RGB32);
    for (int i = 0; i < kSteps; ++i) {
        const double v = scale.low() + (scale.high() - scale.low()) * (i + 0.5) / kSteps;
        if (vertical)
            ramp.setPixel(0, kSteps - 1 - i, scale.rgb(v));
        else
            ramp.setPixel(i, 0, scale.rgb(v));
    }
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter.drawImage(bar, ramp);
    QPen pen(style.axisColour(), style.lineWidth());
    pen.setJoinStyle(Qt::MiterJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar);

    painter.setFont(style.font());
    const QFontMetricsF metrics(painter.font());
    const double tickLength = style.em(0.4);
    const double step = ticks.size() > 1 ? ticks[1] - ticks[0] : scale.high() - scale.low();
    double widest = 0;
    const double span = scale.high() - scale.low();
    for (double t : ticks) {
        const double f = (t - scale.low()) / span;
        const QString text = formatTick(t, step);
        painter.setPen(pen);
        if (vertical) {
            const double y = bar.bottom() - f * bar.height();
            painter.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + tickLength, y));
            painter.setPen(style.textColour());
            drawText(painter, QPointF(bar.right() + tickLength + metrics.height() * 0.2, y),
                     Qt::AlignLeft | Qt::AlignVCenter, text);
            widest = std::max(widest, metrics.horizontalAdvance(text));
        } else {
            const double x = bar.left() + f * bar.width();
            painter.drawLine(QPointF(x, bar.bottom()), QPointF(x, bar.bottom() + tickLength));
            painter.setPen(style.textColour());
            drawText(painter, QPointF(x, bar.bottom() + tickLength), Qt::AlignHCenter | Qt::AlignTop, text);
        }
    }
    if (!label.isEmpty()) {
        painter.setPen(style.textColour());
        if (vertical)
            drawText(painter,
                     QPointF(bar.right() + tickLength + metrics.height() * 0.3 + widest + metrics.height() * 0.4,
                             bar.center().y()),
                     Qt::AlignHCenter | Qt::AlignTop, label, true);
        else
            drawText(painter, QPointF(bar.center().x(), bar.bottom() + tickLength + metrics.height() * 1.1),
                     Qt::AlignHCenter | Qt::AlignTop, label);
    }
    painter.restore();
}

} // namespace isoscope::ui::figurepainting
