#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace isoscope {

/// XXH64 (seed 0) of a byte stream fed in pieces of any size: the same digest as `xxhsum -H1` of
/// the whole file. The embedding cache records it for the whole source file while importing, so
/// that `isoscope-cli import` and the window's "Verify model file" can prove that the file is
/// still the one imported, not only that its size, time and first and last MiB are.
class ContentHash final
{
public:
    void add(const void *data, std::size_t bytes);
    std::uint64_t digest() const;
    std::uint64_t bytes() const { return m_total; }

private:
    std::uint64_t m_lanes[4] = {0x9E3779B185EBCA87ULL + 0xC2B2AE3D27D4EB4FULL, 0xC2B2AE3D27D4EB4FULL, 0,
                                0 - 0x9E3779B185EBCA87ULL};
    unsigned char m_pending[32] = {};
    std::size_t m_pendingBytes = 0;
    std::uint64_t m_total = 0;
};

/// The ContentHash of a whole file, read sequentially; nothing if it cannot be read.
std::optional<std::uint64_t> hashFileContent(const std::filesystem::path &path);

/// 16 lower-case hex digits.
std::string hexDigest(std::uint64_t digest);

} // namespace isoscope
