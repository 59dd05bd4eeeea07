#pragma once

#include "core/base/result.h"

#include <string_view>
#include <vector>

namespace isoscope {

/// Correction of p-values for testing several hypotheses at once (docs/beyond-the-paper.md):
/// the family is the suites run on one model in one space (raw, or calibrated).
enum class Correction {
    None,
    Holm,             ///< Holm (1979) step-down: controls the family-wise error rate
    BenjaminiHochberg ///< Benjamini and Hochberg (1995) step-up: controls the false discovery rate
};

/// "none", "holm", "bh".
std::string_view correctionName(Correction correction);
/// Parses the names above (also "benjamini-hochberg" and "fdr_bh"); an error names the text.
Result<Correction> parseCorrectionName(std::string_view name);

/// Adjusted p-values, in the order given, as R's p.adjust and statsmodels' multipletests define
/// them. With p_(1) <= ... <= p_(m) sorted ascending (ties keep their input order):
///   Holm: p~_(i) = max_{j <= i} min(1, (m - j + 1) p_(j))
///   BH:   p~_(i) = min_{j >= i} min(1, m / j p_(j))
/// A hypothesis is rejected at level alpha when its adjusted p is below alpha, which is Holm's
/// and BH's own rule. None returns the values unchanged. NaN values are not part of the family:
/// they stay NaN and m counts the others.
std::vector<double> adjustPValues(const std::vector<double> &p, Correction correction);

} // namespace isoscope
