#pragma once

#include <cstdint>
#include <string_view>

namespace isoscope {

/// SplitMix64 step: used to seed Rng and to derive independent seeds.
constexpr std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/// A seed for one purpose (e.g. "weat/W3", "bootstrap/SimLex-999") derived from the user's seed,
/// so that every random stream is reproducible on its own, whatever order work runs in.
constexpr std::uint64_t deriveSeed(std::uint64_t seed, std::string_view purpose)
{
    std::uint64_t h = 0xcbf29ce484222325ULL; // FNV-1a over the purpose
    for (char c : purpose) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    std::uint64_t state = seed ^ h;
    return splitMix64(state);
}

/// xoshiro256** (Blackman and Vigna 2018) with Lemire's unbiased bounded integers. Unlike the
/// standard library's distributions, its output is the same on every platform and compiler,
/// which makes a seed in a paper reproduce the same p-values anywhere.
class Rng
{
    __extension__ using Wide = unsigned __int128; // GCC and Clang; __extension__ keeps -Wpedantic quiet

public:
    explicit constexpr Rng(std::uint64_t seed)
    {
        std::uint64_t state = seed;
        for (auto &word : m_s)
            word = splitMix64(state);
    }

    constexpr std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    /// Uniform integer in [0, bound), bound > 0, without modulo bias.
    constexpr std::uint64_t below(std::uint64_t bound)
    {
        Wide m = static_cast<Wide>(next()) * bound;
        auto low = static_cast<std::uint64_t>(m);
        if (low < bound) {
            const std::uint64_t threshold = (0 - bound) % bound;
            while (low < threshold) {
                m = static_cast<Wide>(next()) * bound;
                low = static_cast<std::uint64_t>(m);
            }
        }
        return static_cast<std::uint64_t>(m >> 64);
    }

    /// Uniform double in [0, 1) with 53 random bits.
    constexpr double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4] = {};
};

} // namespace isoscope
