#pragma once

#include "ui/figures/figurestyle.h"

#include <QGraphicsItem>
#include <QList>
#include <QPen>
#include <QString>

namespace isoscope::ui {

/// Marker shapes, as Qt Charts draws them in scatter series.
enum class MarkerShape { None, Circle, Triangle, Square, Diamond };

/// A legend painted like the rest of a figure (so it exports with it): entries flow in rows
/// within a width; a heading starts a group; an entry may be switched off (drawn faded) and
/// clicked to switch it on again.
class FigureLegend final : public QGraphicsItem
{
public:
    struct Entry {
        QString label;
        QPen line = Qt::NoPen; ///< a line sample, if any
        MarkerShape marker = MarkerShape::None;
        QColor markerColour;
        QColor markerBorder;  ///< a stronger outline (1 pt) in this colour; invalid: a thin dark grey one
        bool heading = false; ///< bold text starting a group, no symbol
        bool enabled = true;  ///< drawn faded when false
        int id = -1;          ///< what a click toggles; -1: not clickable
    };

    FigureLegend(QList<Entry> entries, const FigureStyle &style, double maxWidth);

    QRectF boundingRect() const override { return QRectF(QPointF(0, 0), m_size); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /// The id of the clickable entry at a point in item coordinates, or -1.
    int entryAt(const QPointF &point) const;
    /// Where the entry with an id is drawn, in item coordinates (null if there is none).
    QRectF entryRect(int id) const;
    const QList<Entry> &entries() const { return m_entries; }

    /// Paints a marker centred on a point (shared with the figures' own drawing).
    static void paintMarker(QPainter &painter, MarkerShape shape, const QPointF &centre, double size,
                            const QColor &fill, const QColor &border, double borderWidth);

private:
    QList<Entry> m_entries;
    QList<QRectF> m_rects; ///< where each entry is drawn
    FigureStyle m_style;
    QSizeF m_size;
};

} // namespace isoscope::ui
