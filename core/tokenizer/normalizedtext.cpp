#include "core/tokenizer/normalizedtext.h"

#include "core/base/textcase.h"

namespace isoscope::tokenizer {

namespace {

// The length of the well-formed sequence at text[i] and its code point, or 0 and the length of
// the maximal ill-formed subpart there (at least 1), as the WHATWG decoder reads them.
struct Sequence {
    std::size_t length = 0;
    char32_t cp = 0;
    bool valid = false;
};

Sequence readSequence(std::string_view text, std::size_t i)
{
    const auto b0 = static_cast<unsigned char>(text[i]);
    if (b0 < 0x80)
        return {1, b0, true};
    std::size_t needed = 0;
    unsigned char lower = 0x80;
    unsigned char upper = 0xBF;
    char32_t cp = 0;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        needed = 1;
        cp = b0 & 0x1F;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        needed = 2;
        cp = b0 & 0x0F;
        if (b0 == 0xE0)
            lower = 0xA0;
        if (b0 == 0xED)
            upper = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        needed = 3;
        cp = b0 & 0x07;
        if (b0 == 0xF0)
            lower = 0x90;
        if (b0 == 0xF4)
            upper = 0x8F;
    } else {
        return {1, 0xFFFD, false};
    }
    for (std::size_t k = 1; k <= needed; ++k) {
        if (i + k >= text.size())
            return {k, 0xFFFD, false};
        const auto b = static_cast<unsigned char>(text[i + k]);
        if (b < lower || b > upper)
            return {k, 0xFFFD, false};
        lower = 0x80;
        upper = 0xBF;
        cp = (cp << 6) | (b & 0x3F);
    }
    return {needed + 1, cp, true};
}

} // namespace

std::vector<AlignedChar> decodeUtf8(std::string_view text)
{
    std::vector<AlignedChar> chars;
    chars.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const Sequence s = readSequence(text, i);
        chars.push_back({s.cp, static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(i + s.length)});
        i += s.length;
    }
    return chars;
}

std::size_t firstInvalidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const Sequence s = readSequence(text, i);
        if (!s.valid)
            return i;
        i += s.length;
    }
    return text.size();
}

void NormalizedText::transform(const std::vector<CharChange> &changes, std::size_t initialRemoved)
{
    std::vector<AlignedChar> result;
    result.reserve(changes.size());
    std::size_t old = initialRemoved;
    for (const CharChange &change : changes) {
        AlignedChar c{change.cp, 0, 0};
        if (change.change > 0) {
            if (old > 0 && old - 1 < m_chars.size()) {
                c.begin = m_chars[old - 1].begin;
                c.end = m_chars[old - 1].end;
            }
        } else {
            if (old < m_chars.size()) {
                c.begin = m_chars[old].begin;
                c.end = m_chars[old].end;
            }
            old += 1 + static_cast<std::size_t>(-change.change);
        }
        result.push_back(c);
    }
    m_chars = std::move(result);
}

NormalizedText NormalizedText::slice(std::size_t first, std::size_t last) const
{
    return NormalizedText(std::vector<AlignedChar>(m_chars.begin() + static_cast<std::ptrdiff_t>(first),
                                                   m_chars.begin() + static_cast<std::ptrdiff_t>(last)));
}

std::string NormalizedText::utf8() const
{
    std::string text;
    text.reserve(m_chars.size());
    for (const AlignedChar &c : m_chars)
        appendUtf8(text, c.cp);
    return text;
}

} // namespace isoscope::tokenizer
