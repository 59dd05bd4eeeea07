#include "ui/figures/figurestyle.h"

#include "ui/figures/colourscale.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <array>
#include <cmath>

namespace isoscope::ui {

FigureStyle FigureStyle::forPrint(double fontPointSize, FigurePalette palette, bool greyscale)
{
    FigureStyle style;
    style.palette = palette;
    style.greyscale = greyscale;
    style.fontPointSize = fontPointSize;
    style.fontFamily = QStringLiteral("DejaVu Sans");
    style.lineWidthPoints = 0.6;
    style.unitsPerInch = deviceIndependentDpi();
    return style;
}

namespace {
// Set from the GUI thread only (presentation mode), read when a figure is drawn.
double s_screenLineScale = 1.0;
} // namespace

FigureStyle FigureStyle::forScreen(const QWidget *widget, FigurePalette palette, bool greyscale)
{
    FigureStyle style;
    style.palette = palette;
    style.greyscale = greyscale;
    const QFont font = widget ? widget->font() : QGuiApplication::font();
    style.fontFamily = font.family();
    style.fontPointSize = font.pointSizeF() > 0 ? font.pointSizeF() : 9;
    style.unitsPerInch = widget ? widget->logicalDpiY() : deviceIndependentDpi();
    style.lineWidthPoints = s_screenLineScale * 72.0 / style.unitsPerInch; // one pixel, or thicker
    return style;
}

double FigureStyle::screenLineScale()
{
    return s_screenLineScale;
}

void FigureStyle::setScreenLineScale(double scale)
{
    s_screenLineScale = scale > 0 ? scale : 1.0;
}

double FigureStyle::deviceIndependentDpi()
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    return screen ? screen->logicalDotsPerInchY() : 96.0;
}

QFont FigureStyle::font(double relativeSize, bool bold) const
{
    QFont f = fontFamily.isEmpty() ? QGuiApplication::font() : QFont(fontFamily);
    f.setPointSizeF(fontPointSize * relativeSize);
    f.setBold(bold);
    // Exact glyph positions: text measured at one size lays out the same at every scale (the PNG
    // at 600 dpi and the PDF break and clip text in the same places).
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(true);
    return f;
}

QColor FigureStyle::toGrey(const QColor &c)
{
    const int luma = static_cast<int>(std::lround(0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()));
    return QColor(luma, luma, luma, c.alpha());
}

QColor FigureStyle::changeColour(isoscope::SignificanceChange change) const
{
    using isoscope::SignificanceChange;
    // In greyscale the red and the blue would be nearly one grey (luma 92 and 100): three greys
    // far apart instead, Disappearing dark, Emerging middle, Stable light.
    if (greyscale)
        switch (change) {
        case SignificanceChange::Disappearing: return QColor(0x33, 0x33, 0x33);
        case SignificanceChange::Emerging: return QColor(0x8c, 0x8c, 0x8c);
        case SignificanceChange::Stable: return QColor(0xdd, 0xdd, 0xdd);
        case SignificanceChange::Undefined: return QColor(0xbb, 0xbb, 0xbb);
        }
    const bool safe = palette == FigurePalette::ColourBlindSafe;
    switch (change) {
    case SignificanceChange::Disappearing: return colour(safe ? QColor(0xd5, 0x5e, 0x00) : QColor(0xd6, 0x27, 0x28));
    case SignificanceChange::Stable: return colour(safe ? QColor(0xcc, 0x79, 0xa7) : QColor(0xf2, 0x9c, 0xc8));
    case SignificanceChange::Emerging: return colour(safe ? QColor(0x00, 0x72, 0xb2) : QColor(0x1f, 0x77, 0xb4));
    case SignificanceChange::Undefined: break;
    }
    return colour(QColor(0x99, 0x99, 0x99));
}

QString FigureStyle::changeLabel(isoscope::SignificanceChange change)
{
    using isoscope::SignificanceChange;
    switch (change) {
    case SignificanceChange::Disappearing: return tr("Disappearing");
    case SignificanceChange::Stable: return tr("Stable");
    case SignificanceChange::Emerging: return tr("Emerging");
    case SignificanceChange::Undefined: break;
    }
    return tr("Undefined");
}

QColor FigureStyle::seriesColour(int index) const
{
    static constexpr std::array<QRgb, 10> tableau{0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
                                                  0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf};
    static constexpr std::array<QRgb, 8> okabeIto{0x0072b2, 0xe69f00, 0x009e73, 0xd55e00,
                                                  0xcc79a7, 0x56b4e9, 0x000000, 0xf0e442};
    const auto i = static_cast<std::size_t>(std::max(index, 0));
    const QRgb rgb =
        palette == FigurePalette::ColourBlindSafe ? okabeIto[i % okabeIto.size()] : tableau[i % tableau.size()];
    return colour(QColor::fromRgb(rgb));
}

Qt::PenStyle FigureStyle::seriesDash(int index) const
{
    if (palette != FigurePalette::ColourBlindSafe && !greyscale)
        return Qt::SolidLine;
    static constexpr std::array<Qt::PenStyle, 5> dashes{Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                                        Qt::DashDotDotLine};
    return dashes[static_cast<std::size_t>(std::max(index, 0)) % dashes.size()];
}

QString FigureStyle::familyLabel(isoscope::ModelFamily family)
{
    using isoscope::ModelFamily;
    switch (family) {
    case ModelFamily::Static: return tr("static");
    case ModelFamily::Contextualized: return tr("contextualized");
    case ModelFamily::Contrastive: return tr("contrastive");
    case ModelFamily::Other: break;
    }
    return tr("other");
}

ColourScale FigureStyle::divergingScale(double low, double high) const
{
    return ColourScale(low, high,
                       palette == FigurePalette::ColourBlindSafe ? ColourScale::purpleOrangeStops()
                                                                 : ColourScale::redBlueStops(),
                       greyscale);
}

} // namespace isoscope::ui
