#include "core/analysis/settingranges.h"

#include "core/base/numberformat.h"

#include <array>
#include <cmath>
#include <cstdio>

namespace isoscope {

namespace {

// In the order of the enum.
const std::array<SettingRange, 7> kRanges = {{
    {.field = "epsilon", .low = 0, .high = 100},
    {.field = "alpha", .low = 0, .high = 1, .lowOpen = true, .highOpen = true},
    {.field = "permutations", .low = 1, .high = 1e9, .whole = true},
    {.field = "exact_limit", .low = 0, .high = 1e9, .whole = true},
    // The SD of d divides by n - ddof: the population's (0) or the sample's (1, Caliskan 2017).
    {.field = "ddof", .low = 0, .high = 1, .whole = true},
    {.field = "effect_bootstrap_iterations",
     .low = 2, // one resample gives no interval
     .high = static_cast<double>(kMaxEffectBootstrapIterations),
     .whole = true,
     .zeroIsNone = true},
    {.field = "confidence", .low = 0, .high = 1, .lowOpen = true, .highOpen = true},
}};

// A bound or a value as written in messages: whole numbers in full ("1000000000"), others in
// their shortest exact form.
std::string numberText(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e20) {
        char text[32];
        std::snprintf(text, sizeof text, "%.0f", value);
        return text;
    }
    return formatFull(value);
}

Result<void> check(Setting setting, bool admitted, const std::string &value)
{
    if (admitted)
        return {};
    const SettingRange &range = settingRange(setting);
    return makeError(ErrorCode::InvalidArgument,
                     std::string(range.field) + " = " + value + ": must be " + range.allowed());
}

} // namespace

bool SettingRange::admits(double value) const
{
    if (!std::isfinite(value))
        return false;
    if (whole && value != std::floor(value))
        return false;
    if (zeroIsNone && value == 0)
        return true;
    return (lowOpen ? value > low : value >= low) && (highOpen ? value < high : value <= high);
}

std::string SettingRange::allowed() const
{
    std::string text = zeroIsNone ? "0 (none) or " : "";
    text += whole ? "a whole number " : "a number ";
    text += (lowOpen ? "above " : "from ") + numberText(low);
    text += (highOpen ? " and below " : " to ") + numberText(high);
    return text;
}

const SettingRange &settingRange(Setting setting)
{
    return kRanges.at(static_cast<std::size_t>(setting));
}

Result<void> checkSetting(Setting setting, double value)
{
    return check(setting, settingRange(setting).admits(value), numberText(value));
}

Result<void> checkSetting(Setting setting, std::uint64_t value)
{
    // Compared as a double, which rounds only values far beyond every range.
    return check(setting, settingRange(setting).admits(static_cast<double>(value)), std::to_string(value));
}

Result<void> checkSettings(const AnalysisParams &params)
{
    for (auto checked :
         {checkSetting(Setting::Epsilon, params.epsilon), checkSetting(Setting::Alpha, params.alpha),
          checkSetting(Setting::Permutations, std::uint64_t(params.weat.permutations)),
          checkSetting(Setting::ExactLimit, std::uint64_t(params.weat.exactLimit)),
          checkSetting(Setting::Ddof, double(params.weat.ddof)),
          checkSetting(Setting::EffectBootstrapIterations, std::uint64_t(params.effectBootstrapIterations)),
          checkSetting(Setting::Confidence, params.confidence)})
        if (!checked)
            return checked;
    return {};
}

} // namespace isoscope
