#pragma once

#include <QColor>
#include <QString>

#include <optional>

#include "core/stats/significance.h"
#include "core/stats/weat.h"

namespace isoscope::ui {

/// How numbers and change classes look in the tables (the raw value stays behind RawValueRole).
namespace numberformat {

/// Two decimals, with a real minus sign; "undefined" for nothing.
QString effect(std::optional<double> d);
/// Three decimals down to 0.001, then two significant digits in scientific notation.
QString pValue(std::optional<double> p);
/// The p of a permutation test: pValue(p), but a bound ("< 1.0e−5") when it is a Monte Carlo p at
/// the smallest value the test can give (no random partition was as extreme as the observed one):
/// the true p is below that, not at it. An exact p is shown as it is (1/C is the exact value).
QString permutationP(const isoscope::WeatStatistic &statistic, const isoscope::WeatConventions &conventions);
/// A bootstrap p over valid resamples: pValue(p), but "< 0.0002" (2/valid, the smallest p other
/// than 0 that the two-sided bootstrap can give) when no resample fell on the other side of zero.
QString bootstrapP(std::optional<double> p, std::size_t valid);
/// 2/valid as bootstrapP writes it ("0.0002").
QString bootstrapBound(std::size_t valid);
/// Three decimals.
QString fixed(std::optional<double> value, int decimals = 3);

QString changeText(isoscope::SignificanceChange change);
/// The paper's colours: Disappearing red, Stable pink, Emerging blue (light backgrounds, dark text).
QColor changeBackground(isoscope::SignificanceChange change);
QColor changeForeground(isoscope::SignificanceChange change);

} // namespace numberformat

} // namespace isoscope::ui
