#pragma once

#include <QColor>
#include <QList>
#include <QRgb>

#include <array>

namespace isoscope::ui {

/// A continuous diverging colour map over [low, high], sampled into a table of 1,024 colours so
/// that painting a 2,000 x 2,000 image costs one lookup per pixel. Values outside the range are
/// clipped to its ends; NaN is mid grey. Two figures that show the same value with the same
/// scale show the same colour, exactly (the tests rely on it).
class ColourScale final
{
public:
    /// stops: colours spread evenly from low to high, interpolated linearly in sRGB (as
    /// ColorBrewer's and matplotlib's maps are). greyscale: every colour turned into its luma.
    ColourScale(double low, double high, const QList<QColor> &stops, bool greyscale = false);

    double low() const { return m_low; }
    double high() const { return m_high; }
    QRgb rgb(double value) const
    {
        if (value != value) // NaN
            return m_nan;
        const double position = (value - m_low) * m_toIndex;
        if (!(position > 0))
            return m_table.front();
        if (position >= static_cast<double>(kSize - 1))
            return m_table.back();
        return m_table[static_cast<std::size_t>(position + 0.5)];
    }
    QColor colour(double value) const { return QColor::fromRgb(rgb(value)); }

    /// The ColorBrewer diverging maps used by the figures (11 classes, negative end first).
    static QList<QColor> redBlueStops();      ///< RdBu reversed: blue (negative), white, red (positive)
    static QList<QColor> purpleOrangeStops(); ///< PuOr reversed: purple, white, orange (colour-blind safe)

private:
    static constexpr std::size_t kSize = 1024;
    double m_low;
    double m_high;
    double m_toIndex;
    std::array<QRgb, kSize> m_table{};
    QRgb m_nan;
};

} // namespace isoscope::ui
