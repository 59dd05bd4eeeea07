#pragma once

#include <optional>
#include <string_view>

namespace isoscope {

/// How significance changes from raw to whitened space (docs/science.md section 6).
enum class SignificanceChange {
    Stable,       ///< significant in both spaces, or in neither
    Disappearing, ///< significant raw, not significant whitened
    Emerging,     ///< not significant raw, significant whitened
    Undefined     ///< a p-value is missing in either space
};

/// "Stable", "Disappearing", "Emerging", "Undefined".
std::string_view changeName(SignificanceChange change);

/// Significant means p < alpha.
SignificanceChange classifyChange(std::optional<double> pRaw, std::optional<double> pWhitened, double alpha);

/// |dWhitened - dRaw| > threshold (0.5 in the paper); false if either d is undefined.
bool isSubstantialShift(std::optional<double> dRaw, std::optional<double> dWhitened, double threshold = 0.5);

} // namespace isoscope
