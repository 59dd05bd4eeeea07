#pragma once

// The numbers of a text embedding file, parsed as std::from_chars would (the same float, correctly
// rounded), with a fast path for the short decimals those files are made of. Inline: the text
// reader parses every number of a file through parseNumber, and the fast path must inline into its
// row loop (textrows.cpp).

#include <algorithm>
#include <bit>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string_view>
#include <system_error>

namespace isoscope::textparse {

inline bool isSeparator(char c)
{
    return c == ' ' || c == '\t';
}

inline bool looksBinary(std::string_view token)
{
    return std::any_of(token.begin(), token.end(), [](char c) {
        const auto b = static_cast<unsigned char>(c);
        return b < 0x20 && b != '\t';
    });
}

// True if the text of a number that double cannot hold either is a tiny one (so it reads as 0).
inline bool isUnderflow(std::string_view token)
{
    const std::size_t e = token.find_first_of("eE");
    if (e != std::string_view::npos)
        return e + 1 < token.size() && token[e + 1] == '-';
    const std::size_t firstNonZero = token.find_first_not_of("+-0");
    return firstNonZero == std::string_view::npos || token[firstNonZero] == '.';
}

inline bool isDigit(char c)
{
    return static_cast<unsigned>(c - '0') < 10;
}

// How many of the 8 characters in chunk (the first in the lowest byte) are digits before the
// first non-digit: 0 to 8. Bytes after a non-digit may be anything, also past the token.
inline unsigned leadingDigits(std::uint64_t chunk)
{
    const std::uint64_t high = 0xF0F0F0F0F0F0F0F0ULL;
    const std::uint64_t nonDigits =
        ((chunk & high) | (((chunk + 0x0606060606060606ULL) & high) >> 4)) ^ 0x3333333333333333ULL;
    return nonDigits == 0 ? 8 : static_cast<unsigned>(std::countr_zero(nonDigits)) / 8;
}

// The value of the first n (1 to 8) characters of chunk, all digits, the first the most significant:
// three multiplications instead of n dependent steps (the SWAR method of fast_float and simdjson).
inline std::uint32_t digitsValue(std::uint64_t chunk, unsigned n)
{
    chunk = (chunk & 0x0F0F0F0F0F0F0F0FULL) << (8 * (8 - n)); // zeros in front of the n digits
    chunk = chunk * 10 + (chunk >> 8);
    chunk = (((chunk & 0x000000FF000000FFULL) * (100 + (1000000ULL << 32)))
             + (((chunk >> 16) & 0x000000FF000000FFULL) * (1 + (10000ULL << 32))))
            >> 32;
    return static_cast<std::uint32_t>(chunk);
}

// Clinger's fast path, for the short decimals that embedding files are made of ("-0.038194",
// "0.016479492"): when the digits form an integer m <= 2^24 and the number is m / 10^k with k <= 10,
// both m and 10^k are exact floats, so one IEEE division gives the correctly rounded result, the
// same float as std::from_chars, several times faster than libstdc++'s from_chars (which took three
// quarters of the reading time). Returns nullptr when the token is not such a decimal; the caller
// then falls back to from_chars, which decides.
inline const char *parseShortDecimal(const char *p, const char *end, float &value)
{
#if FLT_EVAL_METHOD == 0 // float arithmetic in float precision (not x87), so the division rounds once
    static constexpr float powersOfTen[] = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f};
    static constexpr std::uint32_t scales[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    constexpr std::uint64_t maxMantissa = std::uint64_t(1) << 24;
    const bool negative = *p == '-';
    if (negative)
        ++p;
    const char *const digits = p;
    std::uint64_t mantissa = 0;
    while (p != end && isDigit(*p)) {
        mantissa = mantissa * 10 + static_cast<std::uint64_t>(*p - '0');
        if (mantissa > maxMantissa)
            return nullptr;
        ++p;
    }
    std::size_t decimals = 0;
    if (p != end && *p == '.') {
        const char *const fraction = ++p;
        if constexpr (std::endian::native == std::endian::little) {
            if (end - p >= 8) { // the last number of a row takes the loop below
                std::uint64_t chunk = 0;
                std::memcpy(&chunk, p, 8);
                if (const unsigned n = leadingDigits(chunk); n > 0) {
                    mantissa = mantissa * scales[n] + digitsValue(chunk, n);
                    if (mantissa > maxMantissa)
                        return nullptr;
                    p += n;
                }
            }
        }
        while (p != end && isDigit(*p)) {
            mantissa = mantissa * 10 + static_cast<std::uint64_t>(*p - '0');
            if (mantissa > maxMantissa)
                return nullptr;
            ++p;
        }
        decimals = static_cast<std::size_t>(p - fraction);
        if (p - digits == 1) // "." alone, or "-."
            return nullptr;
    }
    if (p == digits || decimals > 10 || (p != end && !isSeparator(*p)))
        return nullptr;
    const float magnitude = static_cast<float>(mantissa) / powersOfTen[decimals];
    value = negative ? -magnitude : magnitude;
    return p;
#else
    (void)p;
    (void)end;
    (void)value;
    return nullptr;
#endif
}

// Everything that is not a short decimal: long mantissas, exponents, '+', NaN, infinities and
// tokens that are not numbers at all. Kept out of line so that the fast path inlines.
#if defined(__GNUC__)
__attribute__((noinline))
#endif
inline const char *
parseOtherNumber(const char *p, const char *end, float &value)
{
    // Python's float() and NumPy accept a leading '+', which std::from_chars does not.
    if (*p == '+' && p + 1 != end && p[1] != '-')
        ++p;
    auto [q, ec] = std::from_chars(p, end, value);
    if (ec == std::errc::result_out_of_range) {
        // libstdc++ refuses values that round to zero or to infinity in float, where Python gives
        // 0.0 or inf. Through double, an underflow keeps its correctly rounded tiny value and an
        // overflow becomes an infinity, which the caller reports as non-finite.
        double wide = 0;
        const auto [q2, ec2] = std::from_chars(p, end, wide);
        q = q2;
        if (ec2 == std::errc::result_out_of_range)
            wide = isUnderflow(std::string_view(p, static_cast<std::size_t>(q2 - p)))
                       ? 0.0
                       : std::numeric_limits<double>::infinity();
        else if (ec2 != std::errc())
            return nullptr;
        constexpr float infinity = std::numeric_limits<float>::infinity();
        if (std::fabs(wide) > static_cast<double>(std::numeric_limits<float>::max()))
            value = wide > 0 ? infinity : -infinity; // a plain cast would be undefined behaviour
        else
            value = static_cast<float>(wide);
    } else if (ec != std::errc()) {
        return nullptr;
    }
    if (q != end && !isSeparator(*q))
        return nullptr;
    return q;
}

// Parses the number at p (p != end), which must end at `end` or at a separator. Returns the end
// of the number, or nullptr if the token is not a number. NaN and infinities are numbers here: the
// caller rejects them with a more precise message.
inline const char *parseNumber(const char *p, const char *end, float &value)
{
    if (const char *q = parseShortDecimal(p, end, value))
        return q;
    return parseOtherNumber(p, end, value);
}

inline bool isNumber(std::string_view token)
{
    float ignored = 0;
    return !token.empty() && parseNumber(token.data(), token.data() + token.size(), ignored) != nullptr;
}

inline std::string_view tokenAt(const char *p, const char *end)
{
    const char *q = p;
    while (q != end && !isSeparator(*q))
        ++q;
    return std::string_view(p, static_cast<std::size_t>(q - p));
}

} // namespace isoscope::textparse
