#pragma once

#include "ui/figures/figure.h"
#include "ui/figures/figurestyle.h"

#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

class QAbstractSeries;
class QChart;
class QGraphicsScene;
class QGraphicsSimpleTextItem;

namespace isoscope::ui {

class FigureLegend;

/// The range of one axis; a log axis is base 10.
struct AxisRange {
    double low = 0;
    double high = 1;
    bool log = false;
};

/// The visible part of every panel, relative to its full range (0..1 on each axis, y upwards;
/// in log units on a log axis): zoom and pan change it, and all panels follow in step.
struct ChartWindow {
    double x0 = 0;
    double x1 = 1;
    double y0 = 0;
    double y1 = 1;
    bool isFull() const { return x0 == 0 && x1 == 1 && y0 == 0 && y1 == 1; }
    friend bool operator==(const ChartWindow &, const ChartWindow &) = default;
};

/// One panel: a QChart whose plot area is placed exactly (so that panels line up and tests know
/// where a value is drawn), with the mapping between values and scene coordinates.
struct ChartPanel {
    QChart *chart = nullptr;
    QRectF plot; ///< in scene coordinates
    AxisRange x;
    AxisRange y;
    QPointF map(const QPointF &value) const;
    QPointF unmap(const QPointF &point) const;
};

/// Something the mouse can point at: a data point (value) or a bar (valueRect), with what its
/// tooltip says and, when clicking it opens the drill-down, the model and suite.
struct ChartMark {
    int panel = 0;
    QPointF value;
    QRectF valueRect; ///< a bar: the rectangle in values; null for a point
    QString toolTip;
    QString model;
    QString suite;
    /// A point of a line: the marks of one panel with the same series (in x order) are its vertices,
    /// so pointing anywhere along the line reads out its nearest vertex. -1: a point or bar alone.
    int series = -1;
};

struct ChartScene {
    QList<ChartPanel> panels;
    QList<ChartMark> marks;
    FigureLegend *legend = nullptr;
};

/// A figure drawn with Qt Charts: the figure builds its panels into a QGraphicsScene (the same
/// code for the screen and for export; tick labels and titles are its own text items, so the
/// numbers are typeset like the rest of the figures: true minus signs, powers of ten).
class ChartFigure : public Figure
{
    Q_DECLARE_TR_FUNCTIONS(ChartFigure)

public:
    /// Builds the whole figure into scene, filling rect.
    virtual ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const = 0;
    /// A clickable legend entry was clicked; true if the figure changed (and must be rebuilt).
    virtual bool toggleLegendEntry(int id);

    void setWindow(const ChartWindow &window) { m_window = window; }
    const ChartWindow &window() const { return m_window; }

    void render(QPainter &painter, const QRectF &target, const FigureStyle &style) const override;

protected:
    struct PanelText {
        QString title;
        QString xTitle;
        QString yTitle;
        bool xTickLabels = true;
        bool yTickLabels = true;
        bool yTicks = true; ///< false: no ticks, labels or grid on y (the caller labels it)
    };

    /// The part of a full range the window shows (horizontal: x0..x1; vertical: y0..y1).
    AxisRange windowed(const AxisRange &full, Qt::Orientation orientation) const;

    /// Room the tick labels and titles of a panel need around its plot area.
    static double leftRoom(const AxisRange &y, const PanelText &text, const FigureStyle &style);
    static double bottomRoom(const PanelText &text, const FigureStyle &style);
    static double topRoom(const PanelText &text, const FigureStyle &style);

    /// A panel with its axes, grid, tick labels and titles; series are added by the caller with
    /// attach().
    static ChartPanel addPanel(QGraphicsScene &scene, const QRectF &plot, const AxisRange &x, const AxisRange &y,
                               const PanelText &text, const FigureStyle &style);
    static void attach(const ChartPanel &panel, QAbstractSeries *series);
    static QGraphicsSimpleTextItem *addText(QGraphicsScene &scene, const QString &text, const QFont &font,
                                            const QColor &colour, const QPointF &anchor, Qt::Alignment alignment,
                                            bool rotated = false);
    /// Tick values of an axis: nice numbers, or the powers of ten of a log axis.
    static QList<double> ticks(const AxisRange &range, double length, const FigureStyle &style);
    static QString tickLabel(double value, const AxisRange &range, const QList<double> &ticks);

private:
    ChartWindow m_window;
};

} // namespace isoscope::ui
