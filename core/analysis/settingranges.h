#pragma once

#include "core/analysis/params.h"
#include "core/base/result.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace isoscope {

/// The numeric settings of an analysis that a person or a file gives.
enum class Setting { Epsilon, Alpha, Permutations, ExactLimit, Ddof, EffectBootstrapIterations, Confidence };

/// The values one setting may take: the one table that the command line's options, the window's
/// Options page and the study loader all check against (none of them has a range of its own).
struct SettingRange {
    std::string_view field;  ///< its name in results.json's conventions and a study's options
    double low = 0;          ///< the smallest value allowed (with lowOpen, the bound above which values are)
    double high = 0;         ///< the largest value allowed (with highOpen, the bound below which values are)
    bool lowOpen = false;    ///< low itself is not allowed (alpha, confidence: above 0)
    bool highOpen = false;   ///< high itself is not allowed (alpha, confidence: below 1)
    bool whole = false;      ///< a whole number
    bool zeroIsNone = false; ///< 0 is allowed too and means "none" (effect_bootstrap_iterations)

    /// True if value is one the setting may take.
    bool admits(double value) const;
    /// What is allowed, for messages: "a whole number from 1 to 1000000000", "a number above 0 and
    /// below 1", "0 (none) or a whole number from 2 to 10000".
    std::string allowed() const;
};

/// The largest number of bootstrap resamples of the effect-size intervals. The window recomputes
/// the intervals from the saved associations whenever it shows results (opening a study among
/// them), so B is capped where that stays quick and small: 100,000,000 from a study aborted the
/// window (out of memory) and 1,000,000 froze it for seconds on every open.
inline constexpr std::size_t kMaxEffectBootstrapIterations = 10000;

/// The range of one setting.
const SettingRange &settingRange(Setting setting);

/// Nothing, or InvalidArgument with one line naming the field, the value and what is allowed:
/// "permutations = 10000000000000000000: must be a whole number from 1 to 1000000000".
Result<void> checkSetting(Setting setting, double value);
/// The same for a whole number, written exactly in the message.
Result<void> checkSetting(Setting setting, std::uint64_t value);

/// Every setting of params (epsilon, alpha, the conventions' permutations, exact limit and ddof,
/// the effect bootstrap's iterations and confidence): checkSetting's error for the first outside
/// its range.
Result<void> checkSettings(const AnalysisParams &params);

} // namespace isoscope
