#include "ui/figures/figurelegend.h"

#include "ui/figures/figurepainting.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace isoscope::ui {

namespace {

double symbolWidth(const FigureLegend::Entry &e, const FigureStyle &style)
{
    if (e.heading)
        return 0;
    return e.line.style() != Qt::NoPen ? style.em(2.6) : style.em(1.1);
}

} // namespace

FigureLegend::FigureLegend(QList<Entry> entries, const FigureStyle &style, double maxWidth)
    : m_entries(std::move(entries)), m_style(style)
{
    const QFontMetricsF metrics(style.font());
    const QFontMetricsF bold(style.font(1, true));
    const double h = metrics.height();
    const double spacing = style.em(1.4);
    double x = 0;
    double y = 0;
    double widest = 0;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries[i];
        const double text = (e.heading ? bold : metrics).horizontalAdvance(e.label);
        const double symbol = symbolWidth(e, style);
        const double width = symbol + (symbol > 0 ? style.em(0.5) : 0) + text;
        // A heading never ends a row: it moves on with the entry after it.
        double needed = width;
        if (e.heading && i + 1 < m_entries.size())
            needed += style.em(0.6) + symbolWidth(m_entries[i + 1], style) + style.em(0.5)
                      + metrics.horizontalAdvance(m_entries[i + 1].label);
        if (x > 0 && x + needed > maxWidth) {
            x = 0;
            y += h * 1.35;
        }
        m_rects.append(QRectF(x, y, width, h));
        widest = std::max(widest, x + width);
        x += width + (e.heading ? style.em(0.6) : spacing);
    }
    m_size = QSizeF(widest, m_entries.isEmpty() ? 0 : y + h);
}

void FigureLegend::paintMarker(QPainter &painter, MarkerShape shape, const QPointF &c, double size, const QColor &fill,
                               const QColor &border, double borderWidth)
{
    painter.save();
    painter.setBrush(fill);
    painter.setPen(borderWidth > 0 ? QPen(border, borderWidth) : QPen(Qt::NoPen));
    const double r = size / 2;
    switch (shape) {
    case MarkerShape::None: break;
    case MarkerShape::Circle: painter.drawEllipse(c, r, r); break;
    case MarkerShape::Square: painter.drawRect(QRectF(c.x() - r, c.y() - r, size, size)); break;
    case MarkerShape::Triangle:
        painter.drawPolygon(
            QPolygonF{QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y() + r), QPointF(c.x() - r, c.y() + r)});
        break;
    case MarkerShape::Diamond:
        painter.drawPolygon(QPolygonF{QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()), QPointF(c.x(), c.y() + r),
                                      QPointF(c.x() - r, c.y())});
        break;
    }
    painter.restore();
}

void FigureLegend::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries[i];
        const QRectF &r = m_rects[i];
        const double symbol = symbolWidth(e, m_style);
        const QColor faded(0xbb, 0xbb, 0xbb);
        if (e.line.style() != Qt::NoPen) {
            QPen pen = e.line;
            if (!e.enabled)
                pen.setColor(faded);
            painter->setPen(pen);
            painter->drawLine(QPointF(r.left(), r.center().y()), QPointF(r.left() + symbol, r.center().y()));
        }
        if (e.marker != MarkerShape::None)
            paintMarker(*painter, e.marker, QPointF(r.left() + symbol / 2, r.center().y()), m_style.em(0.75),
                        e.enabled ? e.markerColour : faded,
                        e.markerBorder.isValid() ? e.markerBorder : QColor(0x33, 0x33, 0x33),
                        m_style.pt(e.markerBorder.isValid() ? 1 : 0.4));
        painter->setFont(m_style.font(1, e.heading));
        painter->setPen(e.enabled ? m_style.textColour() : faded);
        figurepainting::drawText(*painter, QPointF(r.left() + symbol + (symbol > 0 ? m_style.em(0.5) : 0), r.top()),
                                 Qt::AlignLeft | Qt::AlignTop, e.label);
    }
    painter->restore();
}

QRectF FigureLegend::entryRect(int id) const
{
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].id == id)
            return m_rects[i];
    return {};
}

int FigureLegend::entryAt(const QPointF &point) const
{
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].id >= 0 && m_rects[i].adjusted(-2, -2, 2, 2).contains(point))
            return m_entries[i].id;
    return -1;
}

} // namespace isoscope::ui
