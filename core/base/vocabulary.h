#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// The words of a model, in file order, stored in one character buffer with offsets (so that a
/// cache can load it in one read) and indexed by an open-addressing hash table of row numbers.
/// Memory: the characters, 8 bytes of offset and about 8 bytes of table per word.
class Vocabulary
{
public:
    Vocabulary() = default;
    explicit Vocabulary(const std::vector<std::string> &words);
    /// From a buffer of concatenated words and n + 1 offsets into it (offsets[0] == 0).
    Vocabulary(std::string chars, std::vector<std::uint64_t> offsets);

    /// Appends a word unless it is already present; returns false (and adds nothing) for a
    /// duplicate. Rows are numbered in the order words were added.
    bool add(std::string_view word);

    std::size_t size() const { return m_offsets.size() - 1; }
    bool empty() const { return size() == 0; }
    std::string_view word(std::size_t row) const
    {
        return std::string_view(m_chars).substr(m_offsets[row], m_offsets[row + 1] - m_offsets[row]);
    }
    std::string_view operator[](std::size_t row) const { return word(row); }

    /// The row of a word (exact, case-sensitive match), if present.
    std::optional<std::size_t> find(std::string_view word) const;

    const std::string &chars() const { return m_chars; }
    const std::vector<std::uint64_t> &offsets() const { return m_offsets; }

    /// Reserve room for about n words of average length averageLength.
    void reserve(std::size_t n, std::size_t averageLength = 8);

private:
    static std::uint64_t hash(std::string_view text);
    void rehash(std::size_t capacity);
    std::size_t slotFor(std::string_view word, std::uint64_t h) const;

    std::string m_chars;
    std::vector<std::uint64_t> m_offsets{0};
    std::vector<std::uint32_t> m_slots; // row + 1; 0 means empty. Capacity is a power of two.
};

} // namespace isoscope
