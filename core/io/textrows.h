#pragma once

// The rows of a text embedding file ("word v1 ... vD"): parsed, or what is wrong with them.

#include "core/io/decimalparser.h"

#include <cstddef>
#include <string_view>
#include <vector>

namespace isoscope::textparse {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// What is wrong with a row, if anything. Row parsing only looks at its line and writes its own
// output, so that a parallel reader can run it on many lines at once and report in file order.
struct RowParse {
    enum class Issue { None, EmptyWord, InvalidUtf8, NotANumber, NonFinite, WrongCount, TooManyDims };

    Issue issue = Issue::None;
    std::string_view word;
    std::string_view token; ///< The offending token (NotANumber, NonFinite).
    std::size_t found = 0;  ///< Numbers on the row (WrongCount, TooManyDims).
    bool wordHasSpaces = false;
};

// Drops a trailing '\r' and trailing separators; notes the '\r'.
inline std::string_view trimLine(std::string_view line, bool &crlf)
{
    if (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
        crlf = true;
    }
    while (!line.empty() && isSeparator(line.back()))
        line.remove_suffix(1);
    return line;
}

/// The fields of a line, split at spaces and tabs.
std::vector<std::string_view> splitFields(std::string_view line);

/// Reads "word v1 ... vD" into out[0..D). The line is not empty and has no '\n', '\r' or trailing
/// separator. Well-formed rows are read without allocating.
RowParse parseRow(std::string_view line, std::size_t dims, float *out);

/// The first GloVe row decides the dimension, so it is read into a growing vector.
RowParse parseFirstRow(std::string_view line, std::vector<float> &values);

/// A token of digits only (a header's count or dimension).
bool isIntegerToken(std::string_view token);

} // namespace isoscope::textparse
