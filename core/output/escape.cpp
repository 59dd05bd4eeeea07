#include "core/output/escape.h"

#include "core/base/contenthash.h"
#include "core/base/textcase.h"

#include <algorithm>
#include <cctype>

namespace isoscope {

namespace {

// Calls each(cp, bytes) for every code point of text, with U+FFFD (and its bytes) for a byte that
// is not part of well-formed UTF-8.
template <typename Each>
void forEachCodePoint(std::string_view text, Each each)
{
    for (std::size_t i = 0; i < text.size();) {
        char32_t cp = 0;
        const std::size_t length = decodeUtf8(text, i, cp);
        if (length == 0) {
            each(char32_t{0xFFFD}, kReplacementCharacter);
            ++i;
            continue;
        }
        each(cp, text.substr(i, length));
        i += length;
    }
}

// A character XML 1.0 cannot hold (its production Char).
bool forbiddenInXml(char32_t cp)
{
    return (cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') || cp == 0xFFFE || cp == 0xFFFF;
}

bool isControl(char32_t cp)
{
    return cp < 0x20 || cp == 0x7F;
}

// Where a spreadsheet starts a formula (OWASP, CSV injection).
bool startsFormula(std::string_view text)
{
    return !text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos;
}

} // namespace

std::string xmlEscaped(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    forEachCodePoint(text, [&out](char32_t cp, std::string_view bytes) {
        switch (cp) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += forbiddenInXml(cp) ? kReplacementCharacter : bytes;
        }
    });
    return out;
}

std::string xmlCharactersOnly(std::string_view markup)
{
    std::string out;
    out.reserve(markup.size());
    forEachCodePoint(markup, [&out](char32_t cp, std::string_view bytes) {
        out += forbiddenInXml(cp) ? kReplacementCharacter : bytes;
    });
    return out;
}

std::string markdownEscaped(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    forEachCodePoint(text, [&out](char32_t cp, std::string_view bytes) {
        if (cp == '\n' || cp == '\r' || cp == '\t')
            out += ' ';
        else if (isControl(cp))
            out += kReplacementCharacter;
        else if (cp < 0x80 && std::string_view("\\`*_~[]<>&|").find(static_cast<char>(cp)) != std::string_view::npos)
            out += '\\' + std::string(bytes);
        else
            out += bytes;
    });
    return out;
}

std::string latexEscaped(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    forEachCodePoint(text, [&out](char32_t cp, std::string_view bytes) {
        switch (cp) {
        case '\\': out += "\\textbackslash{}"; break;
        case '{': out += "\\{"; break;
        case '}': out += "\\}"; break;
        case '$': out += "\\$"; break;
        case '&': out += "\\&"; break;
        case '#': out += "\\#"; break;
        case '_': out += "\\_"; break;
        case '%': out += "\\%"; break;
        case '^': out += "\\textasciicircum{}"; break;
        case '~': out += "\\textasciitilde{}"; break;
        case '<': out += "\\textless{}"; break;
        case '>': out += "\\textgreater{}"; break;
        case '|': out += "\\textbar{}"; break;
        case '\n':
        case '\r':
        case '\t': out += ' '; break;
        case 0x2212: out += "$-$"; break;       // minus sign
        case 0x03C1: out += "$\\rho$"; break;   // rho
        case 0x0394: out += "$\\Delta$"; break; // Delta
        case 0x2014: out += "--"; break;        // the em dash of an empty cell
        default: out += isControl(cp) ? kReplacementCharacter : bytes;
        }
    });
    return out;
}

std::string csvField(std::string_view text)
{
    const bool formula = startsFormula(text);
    if (!formula && text.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(text);
    std::string quoted = formula ? "\"'" : "\"";
    for (char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

std::string tsvField(std::string_view text)
{
    std::string out = startsFormula(text) ? "'" : "";
    for (char c : text)
        out += (c == '\t' || c == '\n' || c == '\r') ? ' ' : c;
    return out;
}

std::string fileNamePart(std::string_view name, std::size_t maxBytes)
{
    std::string part;
    bool changed = name.size() > maxBytes || name.empty() || name == "." || name == "..";
    for (std::size_t i = 0; i < name.size() && part.size() < maxBytes;) {
        char32_t cp = 0;
        const std::size_t length = std::max<std::size_t>(decodeUtf8(name, i, cp), 1);
        const bool kept = cp < 0x80 && (std::isalnum(static_cast<unsigned char>(cp)) || cp == '-' || cp == '.');
        part += kept ? static_cast<char>(cp) : '_';
        changed = changed || !kept || length > 1;
        i += length;
    }
    if (!changed)
        return part;
    ContentHash hash;
    hash.add(name.data(), name.size());
    return part + '-' + hexDigest(hash.digest()).substr(0, 8);
}

} // namespace isoscope
