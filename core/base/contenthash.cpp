#include "core/base/contenthash.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace isoscope {

namespace {

constexpr std::uint64_t kPrime1 = 0x9E3779B185EBCA87ULL;
constexpr std::uint64_t kPrime2 = 0xC2B2AE3D27D4EB4FULL;
constexpr std::uint64_t kPrime3 = 0x165667B19E3779F9ULL;
constexpr std::uint64_t kPrime4 = 0x85EBCA77C2B2AE63ULL;
constexpr std::uint64_t kPrime5 = 0x27D4EB2F165667C5ULL;

inline std::uint64_t rotl(std::uint64_t x, int r)
{
    return (x << r) | (x >> (64 - r));
}

inline std::uint64_t load64(const unsigned char *p)
{
    std::uint64_t v;
    std::memcpy(&v, p, 8); // little-endian machines only, as the rest of the program
    return v;
}

inline std::uint32_t load32(const unsigned char *p)
{
    std::uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
}

inline std::uint64_t round(std::uint64_t acc, std::uint64_t input)
{
    acc += input * kPrime2;
    acc = rotl(acc, 31);
    return acc * kPrime1;
}

inline std::uint64_t merge(std::uint64_t acc, std::uint64_t lane)
{
    acc ^= round(0, lane);
    return acc * kPrime1 + kPrime4;
}

} // namespace

void ContentHash::add(const void *data, std::size_t bytes)
{
    const auto *p = static_cast<const unsigned char *>(data);
    m_total += bytes;
    if (m_pendingBytes > 0) {
        const std::size_t take = std::min(bytes, 32 - m_pendingBytes);
        std::memcpy(m_pending + m_pendingBytes, p, take);
        m_pendingBytes += take;
        p += take;
        bytes -= take;
        if (m_pendingBytes < 32)
            return;
        for (int i = 0; i < 4; ++i)
            m_lanes[i] = round(m_lanes[i], load64(m_pending + 8 * i));
        m_pendingBytes = 0;
    }
    std::uint64_t v1 = m_lanes[0], v2 = m_lanes[1], v3 = m_lanes[2], v4 = m_lanes[3];
    for (; bytes >= 32; p += 32, bytes -= 32) {
        v1 = round(v1, load64(p));
        v2 = round(v2, load64(p + 8));
        v3 = round(v3, load64(p + 16));
        v4 = round(v4, load64(p + 24));
    }
    m_lanes[0] = v1;
    m_lanes[1] = v2;
    m_lanes[2] = v3;
    m_lanes[3] = v4;
    std::memcpy(m_pending, p, bytes);
    m_pendingBytes = bytes;
}

std::uint64_t ContentHash::digest() const
{
    std::uint64_t h;
    if (m_total >= 32) {
        h = rotl(m_lanes[0], 1) + rotl(m_lanes[1], 7) + rotl(m_lanes[2], 12) + rotl(m_lanes[3], 18);
        for (int i = 0; i < 4; ++i)
            h = merge(h, m_lanes[i]);
    } else {
        h = m_lanes[2] + kPrime5; // lane 3 holds the seed, 0
    }
    h += m_total;
    const unsigned char *p = m_pending;
    std::size_t left = m_pendingBytes;
    for (; left >= 8; p += 8, left -= 8) {
        h ^= round(0, load64(p));
        h = rotl(h, 27) * kPrime1 + kPrime4;
    }
    if (left >= 4) {
        h ^= static_cast<std::uint64_t>(load32(p)) * kPrime1;
        h = rotl(h, 23) * kPrime2 + kPrime3;
        p += 4;
        left -= 4;
    }
    for (; left > 0; ++p, --left) {
        h ^= (*p) * kPrime5;
        h = rotl(h, 11) * kPrime1;
    }
    h ^= h >> 33;
    h *= kPrime2;
    h ^= h >> 29;
    h *= kPrime3;
    h ^= h >> 32;
    return h;
}

std::optional<std::uint64_t> hashFileContent(const std::filesystem::path &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return std::nullopt;
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return std::nullopt;
    }
    constexpr std::size_t kBlock = 1 << 20;
    const std::unique_ptr<char[]> buffer(new char[kBlock]);
    ContentHash hash;
    for (;;) {
        const ssize_t got = ::read(fd, buffer.get(), kBlock);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            ::close(fd);
            return std::nullopt;
        }
        if (got == 0)
            break;
        hash.add(buffer.get(), static_cast<std::size_t>(got));
    }
    ::close(fd);
    return hash.digest();
}

std::string hexDigest(std::uint64_t digest)
{
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(digest));
    return text;
}

} // namespace isoscope
