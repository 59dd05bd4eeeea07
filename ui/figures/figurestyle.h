#pragma once

#include "core/analysis/results.h"
#include "core/stats/significance.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QString>

class QWidget;

namespace isoscope::ui {

class ColourScale;

/// The colours of the figures.
enum class FigurePalette {
    Standard,       ///< the paper's: red-blue diverging map; red, pink and blue change classes
    ColourBlindSafe ///< Okabe-Ito categorical colours and the purple-orange diverging map
};

/// How a figure is drawn: fonts, colours and line widths.
///
/// Figure units are device-independent pixels: 1/unitsPerInch inch, where unitsPerInch is the
/// primary screen's logical DPI (96 on most systems and on the offscreen platform). That is the
/// resolution at which Qt measures text when no device is named (QFontMetricsF, Qt Charts,
/// graphics items), so text is measured and drawn alike; the exporter makes every page device
/// (PNG, SVG, PDF) paint at that DPI too, which makes a page of W mm exactly W / 25.4 *
/// unitsPerInch units wide. Sizes given in points go through pt().
struct FigureStyle {
    Q_DECLARE_TR_FUNCTIONS(FigureStyle)

public:
    FigurePalette palette = FigurePalette::Standard;
    /// Every colour turned into its luma (ITU-R BT.601): a check of what a greyscale print shows.
    bool greyscale = false;
    /// Size of tick labels and legend text; titles are a little larger.
    double fontPointSize = 8;
    /// Empty: the application's font. Exports name a font that every machine here has
    /// (DejaVu Sans), and PDF embeds it.
    QString fontFamily;
    /// Thin lines (axes, grid, borders), in points; data lines are twice as wide.
    double lineWidthPoints = 0.6;
    /// Figure units per inch (see above).
    double unitsPerInch = 96;
    /// Pixels per figure unit of the pictures inside a figure (the heatmap's panels) on a vector
    /// page (SVG, PDF): the exporter sets its DPI / unitsPerInch. 0: the painter's own pixels
    /// (screen, PNG).
    double rasterPixelsPerUnit = 0;

    /// The DPI Qt measures text at when no device is named: the primary screen's logical DPI.
    static double deviceIndependentDpi();
    double pt(double points) const { return points * unitsPerInch / 72.0; }
    double lineWidth() const { return pt(lineWidthPoints); }
    /// Space in units proportional to the font (fractions of its point size).
    double em(double fraction) const { return pt(fontPointSize * fraction); }

    /// A style for pages: the exporter's fonts, at this size.
    static FigureStyle forPrint(double fontPointSize = 8, FigurePalette palette = FigurePalette::Standard,
                                bool greyscale = false);
    /// A style for a widget: its font and DPI, lines one pixel wide (times screenLineScale()).
    static FigureStyle forScreen(const QWidget *widget, FigurePalette palette = FigurePalette::Standard,
                                 bool greyscale = false);
    /// How much thicker than one pixel figures on screen draw their lines: 1 normally, more in
    /// presentation mode (for a projector). Pages (forPrint, exports) never change with it.
    static double screenLineScale();
    static void setScreenLineScale(double scale);

    QFont font(double relativeSize = 1, bool bold = false) const;
    /// c, in grey when greyscale is set.
    QColor colour(const QColor &c) const { return greyscale ? toGrey(c) : c; }
    static QColor toGrey(const QColor &c);

    QColor textColour() const { return QColor(0x1a, 0x1a, 0x1a); }
    QColor axisColour() const { return QColor(0x33, 0x33, 0x33); }
    QColor gridColour() const { return QColor(0xe3, 0xe3, 0xe3); }
    QColor missingColour() const { return colour(QColor(0xd9, 0xd9, 0xd9)); }

    /// The change classes of docs/science.md section 6 (Figure 4): Disappearing red, Stable pink,
    /// Emerging blue (Okabe-Ito vermillion, reddish purple and blue when colour-blind safe).
    QColor changeColour(isoscope::SignificanceChange change) const;
    static QString changeLabel(isoscope::SignificanceChange change);
    /// Colours of models (lines and legends): Tableau 10, or Okabe-Ito when colour-blind safe.
    QColor seriesColour(int index) const;
    /// Dash pattern of a model's line: solid, except when colour-blind safe or greyscale, where
    /// lines also differ in dashes so that they stay apart without colour.
    Qt::PenStyle seriesDash(int index) const;
    static QString familyLabel(isoscope::ModelFamily family);

    /// The diverging colour map over [low, high] (the heatmap: -1..1; the grid: -1.5..1.5).
    ColourScale divergingScale(double low, double high) const;
};

} // namespace isoscope::ui
