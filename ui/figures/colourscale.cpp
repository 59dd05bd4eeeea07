#include "ui/figures/colourscale.h"

#include "ui/figures/figurestyle.h"

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

ColourScale::ColourScale(double low, double high, const QList<QColor> &stops, bool greyscale)
    : m_low(low), m_high(high > low ? high : low + 1), m_toIndex(static_cast<double>(kSize - 1) / (m_high - m_low)),
      m_nan(FigureStyle::toGrey(QColor(0xb0, 0xb0, 0xb0)).rgb())
{
    const auto last = static_cast<double>(stops.size() - 1);
    for (std::size_t i = 0; i < kSize; ++i) {
        const double t = static_cast<double>(i) / static_cast<double>(kSize - 1) * last;
        const auto k = std::min(static_cast<qsizetype>(t), stops.size() - 2);
        const double f = t - static_cast<double>(k);
        const QColor &a = stops[k];
        const QColor &b = stops[k + 1];
        const auto mix = [f](int x, int y) { return static_cast<int>(std::lround(x + (y - x) * f)); };
        QColor c(mix(a.red(), b.red()), mix(a.green(), b.green()), mix(a.blue(), b.blue()));
        m_table[i] = (greyscale ? FigureStyle::toGrey(c) : c).rgb();
    }
}

QList<QColor> ColourScale::redBlueStops()
{
    return {QColor(0x05, 0x30, 0x61), QColor(0x21, 0x66, 0xac), QColor(0x43, 0x93, 0xc3), QColor(0x92, 0xc5, 0xde),
            QColor(0xd1, 0xe5, 0xf0), QColor(0xf7, 0xf7, 0xf7), QColor(0xfd, 0xdb, 0xc7), QColor(0xf4, 0xa5, 0x82),
            QColor(0xd6, 0x60, 0x4d), QColor(0xb2, 0x18, 0x2b), QColor(0x67, 0x00, 0x1f)};
}

QList<QColor> ColourScale::purpleOrangeStops()
{
    return {QColor(0x2d, 0x00, 0x4b), QColor(0x54, 0x27, 0x88), QColor(0x80, 0x73, 0xac), QColor(0xb2, 0xab, 0xd2),
            QColor(0xd8, 0xda, 0xeb), QColor(0xf7, 0xf7, 0xf7), QColor(0xfe, 0xe0, 0xb6), QColor(0xfd, 0xb8, 0x63),
            QColor(0xe0, 0x82, 0x14), QColor(0xb3, 0x58, 0x06), QColor(0x7f, 0x3b, 0x08)};
}

} // namespace isoscope::ui
