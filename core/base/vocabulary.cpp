#include "core/base/vocabulary.h"

#include <cstring>
#include <stdexcept>

namespace isoscope {

Vocabulary::Vocabulary(const std::vector<std::string> &words)
{
    std::size_t total = 0;
    for (const auto &w : words)
        total += w.size();
    reserve(words.size(), words.empty() ? 8 : total / words.size() + 1);
    for (const auto &w : words)
        add(w);
}

Vocabulary::Vocabulary(std::string chars, std::vector<std::uint64_t> offsets)
    : m_chars(std::move(chars)), m_offsets(std::move(offsets))
{
    if (m_offsets.empty() || m_offsets.front() != 0 || m_offsets.back() != m_chars.size())
        throw std::invalid_argument("Vocabulary: offsets do not describe the character buffer");
    rehash(m_offsets.size() * 2);
}

void Vocabulary::reserve(std::size_t n, std::size_t averageLength)
{
    m_chars.reserve(n * averageLength);
    m_offsets.reserve(n + 1);
    if (2 * n > m_slots.size())
        rehash(2 * n);
}

std::uint64_t Vocabulary::hash(std::string_view text)
{
    // FNV-1a on 8-byte blocks, then a final avalanche: fast on short words, well spread.
    std::uint64_t h = 0xcbf29ce484222325ULL ^ text.size();
    std::size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t block;
        std::memcpy(&block, text.data() + i, 8);
        h = (h ^ block) * 0x100000001b3ULL;
        h ^= h >> 29;
    }
    for (; i < text.size(); ++i)
        h = (h ^ static_cast<unsigned char>(text[i])) * 0x100000001b3ULL;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    return h;
}

void Vocabulary::rehash(std::size_t capacity)
{
    std::size_t cap = 16;
    while (cap < capacity)
        cap *= 2;
    m_slots.assign(cap, 0);
    const std::size_t mask = cap - 1;
    for (std::size_t row = 0; row + 1 < m_offsets.size(); ++row) {
        const std::string_view w = word(row);
        std::size_t slot = hash(w) & mask;
        while (m_slots[slot] != 0) {
            const std::size_t other = m_slots[slot] - 1;
            if (word(other) == w) // duplicate in a loaded buffer: the first row wins
                break;
            slot = (slot + 1) & mask;
        }
        if (m_slots[slot] == 0)
            m_slots[slot] = static_cast<std::uint32_t>(row + 1);
    }
}

std::size_t Vocabulary::slotFor(std::string_view w, std::uint64_t h) const
{
    const std::size_t mask = m_slots.size() - 1;
    std::size_t slot = h & mask;
    while (m_slots[slot] != 0 && word(m_slots[slot] - 1) != w)
        slot = (slot + 1) & mask;
    return slot;
}

bool Vocabulary::add(std::string_view w)
{
    if (size() + 1 >= UINT32_MAX)
        throw std::length_error("Vocabulary: more than 4 billion words");
    if (2 * (size() + 1) > m_slots.size())
        rehash(std::max<std::size_t>(16, 4 * (size() + 1)));
    const std::size_t slot = slotFor(w, hash(w));
    if (m_slots[slot] != 0)
        return false;
    m_chars.append(w);
    m_offsets.push_back(m_chars.size());
    m_slots[slot] = static_cast<std::uint32_t>(size());
    return true;
}

std::optional<std::size_t> Vocabulary::find(std::string_view w) const
{
    if (m_slots.empty())
        return std::nullopt;
    const std::size_t slot = slotFor(w, hash(w));
    if (m_slots[slot] == 0)
        return std::nullopt;
    return m_slots[slot] - 1;
}

} // namespace isoscope
