#pragma once

#include "core/analysis/warnings.h"

#include <QString>

#include <cstddef>
#include <optional>

namespace isoscope::ui {

/// What a reader of a WEAT result should know before reading its numbers (core's ResultCautions),
/// in the user's language: said the same in Table A1's tooltips, the drill-down and the Issues dock.
namespace cautiontext {

/// "Very small sets: Y (Female names) has 1 word (fewer than 3), so d and p rest on very few words."
QString smallSets(const isoscope::WeatResult &result, const isoscope::ResultCautions &cautions);
/// "Cannot reach significance: the smallest p this test can give is 0.111 (9 partitions of X and
/// Y), above alpha 0.05."
QString unreachable(const isoscope::WeatResult &result, const isoscope::ResultCautions &cautions, double alpha);
/// "d changes sign: 0.65 raw, −1.90 whitened, whatever the change class says."
QString signChange(const isoscope::WeatResult &result);
/// The p of a permutation test as shown: numberformat::pValue(p), but a bound ("< 1.0e−5") when it
/// is a Monte Carlo p at the smallest value the test can give (no random partition was as extreme
/// as the observed one): the true p is below that, not at it. An exact p is shown as it is (1/C is
/// the exact value).
QString permutationP(const isoscope::WeatStatistic &statistic, const isoscope::WeatConventions &conventions);
/// A bootstrap p over valid resamples: numberformat::pValue(p), but "< 0.0002" (2/valid, the
/// smallest p other than 0 that the two-sided bootstrap can give) when no resample fell on the
/// other side of zero.
QString bootstrapP(std::optional<double> p, std::size_t valid);
/// 2/valid as bootstrapP writes it ("0.0002").
QString bootstrapBound(std::size_t valid);
/// Each of the above that applies, one sentence a line (empty when none does).
QStringList all(const isoscope::WeatResult &result, const isoscope::ResultCautions &cautions, double alpha);

} // namespace cautiontext

} // namespace isoscope::ui
