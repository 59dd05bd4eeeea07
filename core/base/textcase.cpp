#include "core/base/textcase.h"

#include <unicode/uchar.h>

#include <cstdint>

namespace isoscope {

std::size_t decodeUtf8(std::string_view text, std::size_t i, char32_t &cp)
{
    const auto b0 = static_cast<unsigned char>(text[i]);
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    std::size_t len = 0;
    char32_t min = 0;
    if ((b0 & 0xE0) == 0xC0) {
        len = 2;
        cp = b0 & 0x1F;
        min = 0x80;
    } else if ((b0 & 0xF0) == 0xE0) {
        len = 3;
        cp = b0 & 0x0F;
        min = 0x800;
    } else if ((b0 & 0xF8) == 0xF0) {
        len = 4;
        cp = b0 & 0x07;
        min = 0x10000;
    } else {
        return 0;
    }
    if (i + len > text.size())
        return 0;
    for (std::size_t k = 1; k < len; ++k) {
        const auto b = static_cast<unsigned char>(text[i + k]);
        if ((b & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (b & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return len;
}

namespace {

char32_t lower(char32_t cp)
{
    if (cp >= U'A' && cp <= U'Z')
        return cp + 32;
    if (cp < 0xC0)
        return cp;
    if (cp <= 0xDE && cp != 0xD7) // Latin-1 capitals (not the multiplication sign)
        return cp + 32;
    if (cp >= 0x100 && cp <= 0x17F) { // Latin Extended-A: pairs, with a few irregulars
        if (cp == 0x130)              // I with dot above
            return U'i';
        if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E))
            return (cp % 2 == 1) ? cp + 1 : cp;
        if (cp == 0x178)
            return 0xFF;
        if (cp == 0x131 || cp == 0x138 || cp == 0x149 || cp == 0x17F)
            return cp;
        return (cp % 2 == 0) ? cp + 1 : cp;
    }
    if (cp >= 0x391 && cp <= 0x3AB && cp != 0x3A2) // Greek capitals
        return cp + 32;
    if (cp >= 0x410 && cp <= 0x42F) // Cyrillic capitals
        return cp + 32;
    if (cp >= 0x400 && cp <= 0x40F)
        return cp + 80;
    return cp;
}

} // namespace

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

bool isValidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        char32_t cp = 0;
        const std::size_t len = decodeUtf8(text, i, cp);
        if (len == 0)
            return false;
        i += len;
    }
    return true;
}

std::string toLowerUtf8(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        char32_t cp = 0;
        const std::size_t len = decodeUtf8(text, i, cp);
        if (len == 0) {
            out += text[i++];
            continue;
        }
        appendUtf8(out, lower(cp));
        i += len;
    }
    return out;
}

bool hasUppercase(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        char32_t cp = 0;
        const std::size_t len = decodeUtf8(text, i, cp);
        if (len == 0) {
            ++i;
            continue;
        }
        if (lower(cp) != cp)
            return true;
        i += len;
    }
    return false;
}

bool isLetterOrNumber(char32_t cp)
{
    const auto c = static_cast<UChar32>(cp);
    return u_isalpha(c) || u_getIntPropertyValue(c, UCHAR_NUMERIC_TYPE) != U_NT_NONE;
}

std::vector<std::string_view> letterNumberRuns(std::string_view text)
{
    std::vector<std::string_view> runs;
    std::size_t start = std::string_view::npos;
    for (std::size_t i = 0; i < text.size();) {
        char32_t cp = 0;
        const std::size_t len = decodeUtf8(text, i, cp);
        const bool inRun = len > 0 && isLetterOrNumber(cp);
        if (inRun && start == std::string_view::npos)
            start = i;
        if (!inRun && start != std::string_view::npos) {
            runs.push_back(text.substr(start, i - start));
            start = std::string_view::npos;
        }
        i += len > 0 ? len : 1;
    }
    if (start != std::string_view::npos)
        runs.push_back(text.substr(start));
    return runs;
}

} // namespace isoscope
