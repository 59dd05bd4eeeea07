#pragma once

#include <optional>
#include <string>

/// Numbers as text. formatFull is for files that programs read (CSV, JSON) and the names of kept
/// results; the p-values are written here in parts (PValueText), once per style, so that every
/// writer (report.md in ASCII, the window's tables, figures and report in the user's language)
/// writes the same digits and differs only in the symbols of its language.
namespace isoscope {

/// Full precision (the shortest text that reads back as the same double), "NA" for nothing or a
/// value that is not finite.
std::string formatFull(std::optional<double> value);

/// How a p-value is written.
enum class PValueStyle {
    /// Three decimals from .001 up ("0.042"); below it one significant digit in scientific notation
    /// ("7.8e-5"); 0 as "0.000". The tables, figures and report.md.
    Exact,
    /// APA (7th edition, 6.36): three decimals without the leading zero (".042"), "< .001" below
    /// .001 (0 included). The report for a paper and a table copied in APA style.
    Apa
};

/// A p-value in parts, in the C locale ('.' as the decimal sign, no grouping): a writer for a
/// language puts in its own decimal sign, minus sign and spacing (core's pValueAscii, the window's
/// numberformat::pValue).
struct PValueText {
    bool below = false;   ///< "less than" the number (Apa below .001)
    std::string fixed;    ///< the number in fixed notation ("0.042", ".042", ".001"); empty when scientific
    std::string mantissa; ///< scientific notation: "7.8"
    int exponent = 0;     ///< scientific notation: the power of ten (-5)
    bool scientific() const { return fixed.empty(); }
};
PValueText pValueText(double p, PValueStyle style);

/// The parts in ASCII: "0.042", ".042", "< .001", and scientific notation with C's two-digit
/// exponent ("7.8e-05"), as report.md has always written it.
std::string pValueAscii(const PValueText &text);

} // namespace isoscope
