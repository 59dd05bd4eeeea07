#include "core/base/numberformat.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <system_error>

namespace isoscope {

std::string formatFull(std::optional<double> value)
{
    if (!value || !std::isfinite(*value))
        return "NA";
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, *value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("NA");
}

namespace {

constexpr double kSmallestFixed = 0.001;

std::string threeDecimals(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3f", value);
    return buffer;
}

} // namespace

PValueText pValueText(double p, PValueStyle style)
{
    PValueText text;
    if (style == PValueStyle::Apa) {
        text.below = !(p >= kSmallestFixed);
        text.fixed = threeDecimals(text.below ? kSmallestFixed : p);
        if (text.fixed.compare(0, 2, "0.") == 0)
            text.fixed.erase(0, 1); // ".042": a p cannot exceed 1
        return text;
    }
    if (p >= kSmallestFixed || p == 0) {
        text.fixed = threeDecimals(p);
        return text;
    }
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.1e", p); // "7.8e-05": C rounds the mantissa once
    const std::string written = buffer;
    const auto e = written.find('e');
    text.mantissa = written.substr(0, e);
    text.exponent = std::atoi(written.c_str() + e + 1);
    return text;
}

std::string pValueAscii(const PValueText &text)
{
    if (!text.scientific())
        return (text.below ? "< " : "") + text.fixed;
    char exponent[16];
    std::snprintf(exponent, sizeof exponent, "e%c%02d", text.exponent < 0 ? '-' : '+', std::abs(text.exponent));
    return text.mantissa + exponent;
}

} // namespace isoscope
