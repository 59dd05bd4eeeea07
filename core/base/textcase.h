#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// True if text is well-formed UTF-8 (no overlong forms, surrogates or code points past U+10FFFF).
bool isValidUtf8(std::string_view text);

/// Lower-cases ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic capitals; leaves every other
/// byte as it is. This covers the vocabularies of the uncased models in use (GloVe 6B, uncased
/// fastText) and every word of the built-in suites and benchmarks. Invalid UTF-8 is copied as is.
std::string toLowerUtf8(std::string_view text);

/// Decodes the code point that starts at text[i] into cp. Returns its length in bytes, or 0 when
/// the bytes there are not well-formed UTF-8 (as isValidUtf8 says).
std::size_t decodeUtf8(std::string_view text, std::size_t i, char32_t &cp);

/// Appends the UTF-8 encoding of a code point (at most U+10FFFF, not a surrogate).
void appendUtf8(std::string &out, char32_t cp);

/// True if toLowerUtf8 would change text.
bool hasUppercase(std::string_view text);

/// True if a code point is a letter or a number as Python's str.isalnum() says, i.e. what the
/// regular expression [^\W_] of Python's re matches: general category L (Lu, Ll, Lt, Lm, Lo), or a
/// Numeric_Type of Decimal, Digit or Numeric (Nd, most of Nl and No, and the CJK numerals). Marks
/// (Mn, Mc), connectors such as '_' and every symbol or punctuation are not. The classification is
/// ICU's (Unicode 15 in Debian 12's ICU 72).
bool isLetterOrNumber(char32_t cp);

/// The maximal runs of letters and numbers (isLetterOrNumber) in UTF-8 text, in order: Python's
/// re.findall(r"[^\W_]+", text). "Don't stop-2x!" gives "Don", "t", "stop", "2x". A byte that is
/// not part of well-formed UTF-8 ends a run and is skipped (validate text first where it matters).
std::vector<std::string_view> letterNumberRuns(std::string_view text);

} // namespace isoscope
