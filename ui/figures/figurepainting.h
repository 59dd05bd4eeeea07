#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>

class QPainter;
class QFont;

namespace isoscope::ui {

class ColourScale;
struct FigureStyle;

/// Drawing helpers shared by the figures that paint themselves (the heatmap and the effect-size
/// grid) and by the chart figures' own text.
namespace figurepainting {

/// Up to about maxTicks "nice" values (1, 2 or 5 times a power of ten apart) covering [low, high].
QList<double> niceTicks(double low, double high, int maxTicks);
/// The step niceTicks uses.
double niceStep(double low, double high, int maxTicks);

/// A number as figures and pages print it: in the application's locale (the window's language:
/// "0,87" in German; isoscope-cli sets English), its thousands separators ("12,000", as counts and
/// the tables write them: numberformat), a true minus sign
/// (U+2212), as many decimals as step needs (step 0.25 gives two), or the given number of decimals.
QString formatNumber(double value, int decimals);
QString formatTick(double value, double step);
/// A count with the locale's thousands separators: "2,000", German "2.000".
QString formatCount(qint64 count);
/// d or p for a tooltip: "0.87", "1.2e−5"; "undefined" for nothing.
QString formatStatistic(std::optional<double> value, int decimals = 2);
/// Three decimals down to 0.001, then "2.4e−4" (the decimal point of the locale, the exponent
/// without leading zeros, as the tables write it).
QString formatP(double p);
/// Up to `digits` significant digits, in scientific notation where that is shorter ("0.001",
/// "1e−6", "2.5e−4"), in the locale as formatNumber.
QString formatSignificant(double value, int digits);

/// Text placed at anchor, aligned by flags (Qt::AlignLeft/Right/HCenter, Qt::AlignTop/Bottom/VCenter)
/// relative to the anchor, optionally rotated by -90 degrees (reading upwards).
void drawText(QPainter &painter, const QPointF &anchor, Qt::Alignment alignment, const QString &text,
              bool rotated = false);
/// Width of a text in the painter's current font.
double textWidth(const QFont &font, const QString &text);
/// A text broken at spaces into lines no wider than width (a word wider than that keeps a line).
QStringList wrapText(const QFont &font, const QString &text, double width);
/// Shortens a text with an ellipsis to fit the width.
QString elided(const QFont &font, const QString &text, double width);

/// A colour bar: the scale's colours along bar (vertical: low at the bottom; horizontal: low at
/// the left), a thin frame, ticks with labels outside (right or below) and a label beside them.
void drawColourBar(QPainter &painter, const QRectF &bar, const ColourScale &scale, const QList<double> &ticks,
                   Qt::Orientation orientation, const FigureStyle &style, const QString &label);
/// Room a colour bar's tick labels and label take beside (vertical) or below (horizontal) it.
double colourBarLabelExtent(const ColourScale &scale, const QList<double> &ticks, Qt::Orientation orientation,
                            const FigureStyle &style, const QString &label);

} // namespace figurepainting

} // namespace isoscope::ui
