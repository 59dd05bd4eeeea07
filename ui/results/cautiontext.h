#pragma once

#include "core/analysis/warnings.h"

#include <QString>

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
/// Each of the above that applies, one sentence a line (empty when none does).
QStringList all(const isoscope::WeatResult &result, const isoscope::ResultCautions &cautions, double alpha);

} // namespace cautiontext

} // namespace isoscope::ui
