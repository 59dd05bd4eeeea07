#pragma once

#include <QRectF>
#include <QString>

class QPainter;

namespace isoscope::ui {

struct FigureStyle;

/// A figure that can paint itself whole onto any QPainter: a widget, a PNG, an SVG or a PDF page
/// (FigureExporter). Units are those of the painter: pixels on screen, points on a page (see
/// FigureStyle). A figure holds its data and options, never a widget.
class Figure
{
public:
    Figure() = default;
    virtual ~Figure() = default;
    Figure(const Figure &) = delete;
    Figure &operator=(const Figure &) = delete;

    /// The file name without extension: "effect_size_grid", "cosine_heatmap_GloVe".
    virtual QString fileName() const = 0;
    /// What the figure shows, for lists and progress ("Effect sizes, raw and whitened").
    virtual QString title() const = 0;
    /// The height that suits a width (the figures' aspect depends on what they show: a grid of
    /// three models is flatter than one of twelve).
    virtual double heightForWidth(double width, const FigureStyle &style) const = 0;
    /// Paints the figure into target, on a background the painter's device already has (the
    /// exporter fills it white).
    virtual void render(QPainter &painter, const QRectF &target, const FigureStyle &style) const = 0;
};

} // namespace isoscope::ui
