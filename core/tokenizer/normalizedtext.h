#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Text being normalized, with each character's place in the original bytes: Hugging Face's
// NormalizedString, kept per character instead of per byte (every byte of a character has the
// same alignment there, so nothing is lost). A token's offsets are the original span from its
// first character's start to its last character's end, as the engine computes them.

namespace isoscope::tokenizer {

/// One character of the normalized text and the original bytes [begin, end) it comes from.
struct AlignedChar {
    char32_t cp = 0;
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
};

/// A new character and how it relates to the old ones (the engine's "changes"): 0 replaces the
/// next old character, 1 is inserted (it takes the alignment of the old character before it),
/// -n replaces the next old character and removes the n after it.
struct CharChange {
    char32_t cp = 0;
    int change = 0;
};

/// Decodes UTF-8 as the WHATWG Encoding Standard does (and so Node.js, browsers and Python's
/// errors="replace"): each maximal ill-formed subsequence becomes one U+FFFD, aligned to its bytes.
/// Well-formed input decodes to its code points.
std::vector<AlignedChar> decodeUtf8(std::string_view text);

/// The byte offset of the first ill-formed UTF-8 sequence in text, or text.size() if there is none.
std::size_t firstInvalidUtf8(std::string_view text);

class NormalizedText
{
public:
    NormalizedText() = default;
    explicit NormalizedText(std::vector<AlignedChar> chars) : m_chars(std::move(chars)) {}

    const std::vector<AlignedChar> &chars() const { return m_chars; }
    std::size_t size() const { return m_chars.size(); }
    bool empty() const { return m_chars.empty(); }

    /// Replaces the characters by `changes`, skipping `initialRemoved` old characters first
    /// (NormalizedString::transform).
    void transform(const std::vector<CharChange> &changes, std::size_t initialRemoved);

    /// Keeps the characters for which keep(cp) is true (NormalizedString::filter: a removed
    /// character's span is dropped, the kept ones keep theirs).
    template <typename Keep>
    void filter(Keep keep);

    /// Characters [first, last) as a NormalizedText of their own.
    NormalizedText slice(std::size_t first, std::size_t last) const;

    /// The original span of characters [first, last), which must not be empty: the first one's
    /// begin and the last one's end.
    std::pair<std::size_t, std::size_t> originalSpan(std::size_t first, std::size_t last) const
    {
        return {m_chars[first].begin, m_chars[last - 1].end};
    }

    /// The normalized text as UTF-8.
    std::string utf8() const;

private:
    std::vector<AlignedChar> m_chars;
};

template <typename Keep>
void NormalizedText::filter(Keep keep)
{
    std::vector<AlignedChar> kept;
    kept.reserve(m_chars.size());
    for (const AlignedChar &c : m_chars)
        if (keep(c.cp))
            kept.push_back(c);
    if (kept.size() != m_chars.size())
        m_chars = std::move(kept);
}

} // namespace isoscope::tokenizer
