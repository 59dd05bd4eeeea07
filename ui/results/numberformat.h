#pragma once

#include <QColor>
#include <QLocale>
#include <QString>

#include <optional>

#include "core/base/numberformat.h"
#include "core/stats/significance.h"

namespace isoscope::ui {

/// How numbers and change classes look in the tables (the raw value stays behind RawValueRole).
namespace numberformat {

/// Two decimals, with a real minus sign; "undefined" for nothing.
QString effect(std::optional<double> d);
/// A p-value in the user's language (PValueStyle::Exact): three decimals down to 0.001, then one
/// significant digit in scientific notation ("7,8e−5" in German); "—" for nothing.
QString pValue(std::optional<double> p);
/// A p-value's parts (core/base/numberformat.h) in a language: its decimal sign, a real minus in
/// the exponent, "< " before a bound. The one writer of p-values in the window: tables, figures,
/// the report and table copies in APA style.
QString pValue(const isoscope::PValueText &text, const QLocale &locale);
/// Digits written with '.' (core's) in a language's decimal sign.
QString decimal(const std::string &digits, const QLocale &locale);
/// Three decimals.
QString fixed(std::optional<double> value, int decimals = 3);
/// A statistic that can be small (s(w), S, SD on an anisotropic model): four decimals, more where
/// the value needs them to show `digits` significant digits ("0.000123"), scientific below 1e-6
/// ("1.2e−7", as p-values); never a signed zero ("−0.0000"); "—" for nothing.
QString significant(std::optional<double> value, int digits = 3);

/// A count or another whole number with the language's grouping, in every place alike: "1,378",
/// German "1.378".
QString count(qint64 n, const QLocale &locale = QLocale());
/// Up to `digits` significant digits ("0.001", "0.25"), scientific notation where that is shorter
/// with the exponent as p-values write it ("1e−6", "2.5e−4", German "2,5e−4"); a real minus sign.
QString general(double value, int digits = 6, const QLocale &locale = QLocale());
/// A fraction as a percentage with up to `digits` significant digits: 0.95 as "95%".
QString percent(double fraction, int digits = 3);
/// What stands between an interval's bounds: ", " where the decimal sign is a point, "; " where it
/// is a comma (German: "[0,12; 0,34]", as the German adaptation of APA style, the DGPs'
/// Richtlinien zur Manuskriptgestaltung, writes confidence intervals, so that the comma keeps one
/// meaning).
QString intervalSeparator(const QLocale &locale = QLocale());
/// An interval of two numbers already written: "[0.12, 0.34]", German "[0,12; 0,34]".
QString interval(const QString &low, const QString &high, const QLocale &locale = QLocale());
/// An interval of effect sizes d (two decimals, as effect() writes them).
QString effectInterval(std::optional<double> low, std::optional<double> high);
/// A bound: "< 1.0e−5", "< 0.001" (a text already written as a number).
QString below(const QString &number);

QString changeText(isoscope::SignificanceChange change);
/// A suite's category as shown: the built-in suites' categories (Valence, Race, Gender, Health,
/// Age) in the user's language, a user's own as she wrote it. Exports keep the category as stored.
QString categoryText(const std::string &category);
/// The paper's colours: Disappearing red, Stable pink, Emerging blue (light backgrounds, dark text).
QColor changeBackground(isoscope::SignificanceChange change);
QColor changeForeground(isoscope::SignificanceChange change);

} // namespace numberformat

} // namespace isoscope::ui
