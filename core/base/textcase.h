#pragma once

#include <string>
#include <string_view>

namespace isoscope {

/// True if text is well-formed UTF-8 (no overlong forms, surrogates or code points past U+10FFFF).
bool isValidUtf8(std::string_view text);

/// Lower-cases ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic capitals; leaves every other
/// byte as it is. This covers the vocabularies of the uncased models in use (GloVe 6B, uncased
/// fastText) and every word of the built-in suites and benchmarks. Invalid UTF-8 is copied as is.
std::string toLowerUtf8(std::string_view text);

/// Appends the UTF-8 encoding of a code point (at most U+10FFFF, not a surrogate).
void appendUtf8(std::string &out, char32_t cp);

/// True if toLowerUtf8 would change text.
bool hasUppercase(std::string_view text);

} // namespace isoscope
