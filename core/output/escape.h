#pragma once

#include <string>
#include <string_view>

/// Text from outside (a model's, suite's or benchmark's name, a word, an error's detail) made safe
/// for each format a writer produces: the one place per format. Every function takes and returns
/// UTF-8. In XML, HTML, Markdown and LaTeX a byte that is not part of well-formed UTF-8 becomes
/// U+FFFD, as does every control character the format cannot hold; CSV and TSV keep every byte.
/// Each result reads back, in its format, as the text itself.
namespace isoscope {

/// The replacement character, U+FFFD, in UTF-8.
inline constexpr std::string_view kReplacementCharacter = "\xEF\xBF\xBD";

/// Character data or an attribute value (either quote) of XML 1.0, HTML and SVG: & < > " ' as
/// entities; the characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage
/// return; U+FFFE, U+FFFF) as U+FFFD. A name never becomes markup.
std::string xmlEscaped(std::string_view text);

/// A document that is markup already (an SVG that Qt's generator wrote) with every character XML
/// 1.0 forbids replaced by U+FFFD, its markup untouched.
std::string xmlCharactersOnly(std::string_view markup);

/// Text in Markdown (CommonMark with GitHub's tables), in a table cell or in running text: the
/// characters that would start markup, raw HTML, an entity, a link or emphasis, or end a cell
/// (\ ` * _ ~ [ ] < > & |) escaped with a backslash; line breaks and other control characters,
/// which would end the row, as a space and U+FFFD.
std::string markdownEscaped(std::string_view text);

/// Text in LaTeX, in a table cell, a caption or running text: \ { } $ & # ^ _ ~ % < > | as the
/// commands that print them, a line break as a space (a blank line would end the paragraph and a
/// table row), other control characters as U+FFFD; the minus sign, rho, Delta and the em dash as
/// LaTeX writes them.
std::string latexEscaped(std::string_view text);

/// A text cell of CSV (RFC 4180): quoted when it holds a comma, a quote or a line break. A cell that
/// a spreadsheet would take as a formula (one starting with = + - @, a tab or a carriage return)
/// is neutralised as OWASP recommends: prefixed with a single quote and quoted. Numbers are
/// written without this function and stay numbers.
std::string csvField(std::string_view text);

/// A text cell of tab-separated text (the window's clipboard): tabs and line breaks, which would
/// shift the cells, as spaces; a would-be formula prefixed with a single quote, as csvField does.
std::string tsvField(std::string_view text);

/// A name as part of a file name, short and unique: its ASCII letters, digits, '-' and '.' kept,
/// every other character as '_', at most maxBytes of them; when that changed or cut anything, a
/// '-' and 8 hex digits of the hash of the whole name (UTF-8) follow, so that names that differ
/// only in letters outside ASCII or punctuation ("glove-ü", "glove-ö") get different parts. A
/// name that is kept as it is has no hash ("GloVe-6B"). Never empty, never "." or "..".
std::string fileNamePart(std::string_view name, std::size_t maxBytes = 48);

} // namespace isoscope
