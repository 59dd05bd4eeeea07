#pragma once

#include <QColor>
#include <QString>

#include <optional>

#include "core/stats/significance.h"

namespace isoscope::ui {

/// How numbers and change classes look in the tables (the raw value stays behind RawValueRole).
namespace numberformat {

/// Two decimals, with a real minus sign; "undefined" for nothing.
QString effect(std::optional<double> d);
/// Three decimals down to 0.001, then two significant digits in scientific notation.
QString pValue(std::optional<double> p);
/// Three decimals.
QString fixed(std::optional<double> value, int decimals = 3);

QString changeText(isoscope::SignificanceChange change);
/// The paper's colours: Disappearing red, Stable pink, Emerging blue (light backgrounds, dark text).
QColor changeBackground(isoscope::SignificanceChange change);
QColor changeForeground(isoscope::SignificanceChange change);

} // namespace numberformat

} // namespace isoscope::ui
