#pragma once

#include <cstddef>

// The character classes of Hugging Face's tokenizer engine (the Rust crate `tokenizers`), as it
// classifies them, which is not always as today's Unicode does. Each function says whose
// definition it follows. The classification is ICU's (Debian 12's ICU 72: Unicode 15.0), cut
// back by each character's Unicode age (u_charAge) to the Unicode version that the engine's own
// tables have, with the few characters whose category changed since then listed by name in the
// .cpp. Characters first assigned in Unicode 16.0 (2024) are unassigned for ICU 72: where the
// engine's tables are Unicode 16 (letters and numbers of GPT-2's pattern, lowercasing), such a
// character is classified as unassigned here (docs/tokenizers.md lists these limits).

namespace isoscope::tokenizer::unicode {

/// White_Space: Rust's char::is_whitespace and the `\s` of GPT-2's pattern (Unicode 16; the set has
/// not changed since 6.3). Tab, line feed, vertical tab, form feed, carriage return, space, U+0085,
/// U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
bool isWhitespace(char32_t cp);

/// BERT's control characters (BertNormalizer's clean_text removes them): the crate
/// unicode_categories 0.1.1's is_other, i.e. Cc, Cf and Co of Unicode 8.0, except tab, line feed
/// and carriage return, which BERT counts as whitespace. Unassigned code points are not controls.
bool isBertControl(char32_t cp);

/// BERT's punctuation (BertPreTokenizer isolates it): ASCII punctuation (every printable ASCII
/// character that is neither a letter, a digit nor a space, `$`, `+`, `^` and the like included)
/// or general category P* of Unicode 8.0 (unicode_categories 0.1.1).
bool isBertPunctuation(char32_t cp);

/// Nonspacing marks (Mn) of Unicode 8.0 (unicode_categories 0.1.1): what BERT's accent stripping
/// removes after NFD.
bool isNonspacingMark(char32_t cp);

/// The CJK ideograph blocks BERT pads with spaces (handle_chinese_chars): U+4E00-9FFF,
/// U+3400-4DBF, U+20000-2A6DF, U+2A700-2B73F, U+2B740-2B81F, U+2B920-2CEAF, U+F900-FAFF,
/// U+2F800-2FA1F (the engine's ranges; U+2B820-2B91F is not among them).
bool isChineseCharacter(char32_t cp);

/// `\p{L}` and `\p{N}` of GPT-2's pre-tokenizer pattern: general category L* and N*.
bool isLetter(char32_t cp);
bool isNumber(char32_t cp);

/// `\w` of the Rust regex crate (Unicode): Alphabetic, marks (M*), decimal digits (Nd),
/// connector punctuation (Pc) and Join_Control. Added tokens marked single_word must not touch one.
bool isWordCharacter(char32_t cp);

/// Rust's char::to_lowercase: the full lowercase mapping of one character, without context
/// (Σ always becomes σ; İ becomes i followed by U+0307). Writes at most 3 code points to out and
/// returns how many.
std::size_t toLowercase(char32_t cp, char32_t out[3]);

/// The canonical decomposition of Unicode 9.0 (the crate unicode-normalization-alignments
/// 0.1.12, which BERT's NFD uses): writes the full decomposition of cp (at most 4 code points
/// for a Hangul syllable or any other character) to out and returns how many; returns 1 with
/// out[0] == cp when cp has none.
std::size_t canonicalDecomposition(char32_t cp, char32_t out[4]);

/// The canonical combining class of Unicode 9.0 (0 for characters assigned later).
unsigned combiningClass(char32_t cp);

} // namespace isoscope::tokenizer::unicode
