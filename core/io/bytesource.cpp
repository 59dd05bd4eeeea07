#include "core/io/bytesource.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>
#include <new>
#include <system_error>

namespace isoscope {

namespace {

constexpr std::size_t kInputBlockBytes = std::size_t(1) << 20;
// zlib counts in 32-bit unsigned ints: larger reads are split.
constexpr std::size_t kMaxZlibChunk = std::size_t(1) << 30;

std::string systemMessage(int error)
{
    return error != 0 ? ": " + std::generic_category().message(error) : std::string();
}

// Unbuffered reads straight into the caller's memory: a stream buffer would add a copy.
class FileReader
{
public:
    Result<void> open(const std::filesystem::path &path, const std::string &name)
    {
        m_file.rdbuf()->pubsetbuf(nullptr, 0);
        errno = 0;
        m_file.open(path, std::ios::in | std::ios::binary);
        if (!m_file.is_open())
            return makeError(ErrorCode::FileUnreadable, "cannot open the file" + systemMessage(errno), name);
        return {};
    }

    /// Reads up to size bytes; fewer only at the end of the file.
    Result<std::size_t> read(char *buffer, std::size_t size, const std::string &name, std::uint64_t offset)
    {
        if (m_eof)
            return std::size_t(0);
        errno = 0;
        m_file.read(buffer, static_cast<std::streamsize>(size));
        const auto got = static_cast<std::size_t>(m_file.gcount());
        m_hash.add(buffer, got);
        if (!m_file) {
            if (m_file.bad())
                return makeError(ErrorCode::FileUnreadable,
                                 "read error at byte " + std::to_string(offset + got) + systemMessage(errno), name);
            m_eof = true;
        }
        return got;
    }

    /// The hash of every byte read so far, in order (the whole file once read to its end).
    const ContentHash &hash() const { return m_hash; }

private:
    std::ifstream m_file;
    bool m_eof = false;
    ContentHash m_hash;
};

class PlainSource final : public ByteSource
{
public:
    PlainSource(std::string name, std::uint64_t size, FileReader file)
        : ByteSource(std::move(name), size), m_file(std::move(file))
    {}

    std::uint64_t fileBytesRead() const override { return m_read; }
    std::uint64_t maxBytesLeft() const override { return fileSize() > m_read ? fileSize() - m_read : 0; }
    bool gzipped() const override { return false; }
    const ContentHash &fileHash() const override { return m_file.hash(); }

protected:
    Result<std::size_t> readSome(char *buffer, std::size_t size) override
    {
        auto got = m_file.read(buffer, size, fileName(), m_read);
        if (got)
            m_read += got.value();
        return got;
    }

private:
    FileReader m_file;
    std::uint64_t m_read = 0;
};

class GzipSource final : public ByteSource
{
public:
    GzipSource(std::string name, std::uint64_t size, FileReader file)
        : ByteSource(std::move(name), size), m_file(std::move(file)), m_input(new char[kInputBlockBytes])
    {}

    ~GzipSource() override
    {
        if (m_initialised)
            inflateEnd(&m_stream);
    }

    Result<void> init()
    {
        // 16 + MAX_WBITS: gzip wrapping only, with its CRC-32 and length checked at each member's end.
        if (inflateInit2(&m_stream, 16 + MAX_WBITS) != Z_OK)
            return makeError(ErrorCode::OutOfMemory, "cannot start the gzip decompressor", fileName());
        m_initialised = true;
        return {};
    }

    std::uint64_t fileBytesRead() const override { return m_read; }
    std::uint64_t maxBytesLeft() const override
    {
        // Input read but not yet inflated counts with what is still in the file; zlib may also hold
        // back the rest of a 258-byte match.
        const std::uint64_t compressedLeft = (fileSize() > m_read ? fileSize() - m_read : 0) + m_stream.avail_in;
        return compressedLeft * kDeflateMaxExpansion + 1024;
    }
    bool gzipped() const override { return true; }
    const ContentHash &fileHash() const override { return m_file.hash(); }

protected:
    Result<std::size_t> readSome(char *buffer, std::size_t size) override
    {
        size = std::min(size, kMaxZlibChunk);
        m_stream.next_out = reinterpret_cast<Bytef *>(buffer);
        m_stream.avail_out = static_cast<uInt>(size);
        while (m_stream.avail_out == size && !m_finished) {
            if (m_stream.avail_in == 0 && !m_inputEnded) {
                auto got = m_file.read(m_input.get(), kInputBlockBytes, fileName(), m_read);
                if (!got)
                    return got.error();
                m_read += got.value();
                m_inputEnded = got.value() < kInputBlockBytes;
                m_stream.next_in = reinterpret_cast<Bytef *>(m_input.get());
                m_stream.avail_in = static_cast<uInt>(got.value());
            }
            if (m_memberEnded) {
                if (auto next = startNextMember(); !next)
                    return next.error();
                continue;
            }
            // Called even without input left: zlib may still hold output of the previous call.
            const int status = inflate(&m_stream, Z_NO_FLUSH);
            if (status == Z_STREAM_END) {
                m_memberEnded = true;
            } else if (status == Z_BUF_ERROR && m_stream.avail_in == 0 && m_inputEnded) {
                return makeError(ErrorCode::TruncatedFile,
                                 "the gzip data ends early, after " + std::to_string(m_read) + " compressed bytes ("
                                     + std::to_string(m_produced + size - m_stream.avail_out)
                                     + " bytes unpacked): the file is cut short",
                                 fileName());
            } else if (status == Z_MEM_ERROR) {
                return makeError(ErrorCode::OutOfMemory, "not enough memory to decompress", fileName());
            } else if (status != Z_OK && status != Z_BUF_ERROR) {
                const std::string reason =
                    m_stream.msg != nullptr ? m_stream.msg : "zlib error " + std::to_string(status);
                return makeError(ErrorCode::FileUnreadable,
                                 "the gzip data is corrupt near compressed byte " + std::to_string(compressedOffset())
                                     + " (" + reason + ")",
                                 fileName());
            }
        }
        m_produced += size - m_stream.avail_out;
        return size - m_stream.avail_out;
    }

private:
    std::uint64_t compressedOffset() const { return m_read - m_stream.avail_in; }

    // After the end of a gzip member: another member follows (as from pigz or cat a.gz b.gz), or
    // nothing, or zero padding (which gzip itself ignores); anything else is an error.
    Result<void> startNextMember()
    {
        if (m_stream.avail_in == 0) {
            if (m_inputEnded)
                m_finished = true;
            return {};
        }
        if (m_stream.next_in[0] == 0) {
            const Bytef *begin = m_stream.next_in;
            const Bytef *end = begin + m_stream.avail_in;
            const Bytef *nonZero = std::find_if(begin, end, [](Bytef b) { return b != 0; });
            if (nonZero == end) {
                m_stream.avail_in = 0; // zero padding: skip it
                return {};
            }
        } else if (m_stream.avail_in >= 2 && m_stream.next_in[0] == 0x1f && m_stream.next_in[1] == 0x8b) {
            if (inflateReset(&m_stream) != Z_OK)
                return makeError(ErrorCode::FileUnreadable, "cannot restart the gzip decompressor", fileName());
            m_memberEnded = false;
            return {};
        } else if (m_stream.avail_in == 1 && m_stream.next_in[0] == 0x1f && !m_inputEnded) {
            // The next member's magic is cut by the input block: keep the byte, read on.
            m_input[0] = static_cast<char>(0x1f);
            auto got = m_file.read(m_input.get() + 1, kInputBlockBytes - 1, fileName(), m_read);
            if (!got)
                return got.error();
            m_read += got.value();
            m_inputEnded = got.value() < kInputBlockBytes - 1;
            m_stream.next_in = reinterpret_cast<Bytef *>(m_input.get());
            m_stream.avail_in = static_cast<uInt>(got.value() + 1);
            return {};
        }
        return makeError(ErrorCode::FileUnreadable,
                         "the gzip data ends at compressed byte " + std::to_string(compressedOffset())
                             + ", but other data follows it",
                         fileName());
    }

    FileReader m_file;
    std::unique_ptr<char[]> m_input;
    z_stream m_stream{};
    std::uint64_t m_read = 0;     // compressed bytes read from the file
    std::uint64_t m_produced = 0; // bytes unpacked
    bool m_initialised = false;
    bool m_inputEnded = false;
    bool m_memberEnded = false;
    bool m_finished = false;
};

} // namespace

Result<std::size_t> ByteSource::read(char *buffer, std::size_t size)
{
    m_started = true;
    std::size_t done = 0;
    if (m_peekedBegin < m_peeked.size()) {
        done = std::min(size, m_peeked.size() - m_peekedBegin);
        std::memcpy(buffer, m_peeked.data() + m_peekedBegin, done);
        m_peekedBegin += done;
        if (m_peekedBegin == m_peeked.size()) {
            m_peeked = std::string();
            m_peekedBegin = 0;
        }
    }
    if (m_peekError && m_peeked.empty()) {
        // The bytes before the error first; the error with the next call, once the caller knows
        // where it is.
        if (done == 0)
            return *m_peekError;
        m_position += done;
        return done;
    }
    while (done < size) {
        auto got = readSome(buffer + done, size - done);
        if (!got)
            return got.error();
        if (got.value() == 0)
            break;
        done += got.value();
    }
    m_position += done;
    return done;
}

Result<std::string_view> ByteSource::peek(std::size_t size)
{
    if (m_started)
        return makeError(ErrorCode::InvalidArgument, "internal error: peek after read", m_fileName);
    while (m_peeked.size() < size) {
        const std::size_t had = m_peeked.size();
        m_peeked.resize(size);
        auto got = readSome(m_peeked.data() + had, size - had);
        if (!got) {
            m_peeked.resize(had);
            m_peekError = got.error();
            break;
        }
        m_peeked.resize(had + got.value());
        if (got.value() == 0)
            break;
    }
    return std::string_view(m_peeked).substr(0, size);
}

Result<std::size_t> BufferedBytes::ensure(std::size_t n)
{
    if (available() >= n || m_ended)
        return available();
    if (n > m_capacity) {
        std::unique_ptr<char[]> bigger(new char[n]);
        std::memcpy(bigger.get(), data(), available());
        m_buffer = std::move(bigger);
        m_capacity = n;
    } else {
        std::memmove(m_buffer.get(), data(), available());
    }
    m_end -= m_begin;
    m_begin = 0;
    while (m_end < n && !m_ended) {
        const std::size_t asked = m_capacity - m_end;
        auto got = m_source.read(m_buffer.get() + m_end, asked);
        if (!got)
            return got.error();
        m_end += got.value();
        m_ended = got.value() == 0;
    }
    return available();
}

std::optional<std::uint64_t> ByteSource::contentHash() const
{
    const ContentHash &hash = fileHash();
    if (hash.bytes() != fileSize())
        return std::nullopt;
    return hash.digest();
}

bool startsWithGzipMagic(std::string_view head)
{
    return head.size() >= 2 && static_cast<unsigned char>(head[0]) == 0x1f
           && static_cast<unsigned char>(head[1]) == 0x8b;
}

Result<std::unique_ptr<ByteSource>> openByteSource(const std::filesystem::path &path)
{
    const std::string name = path.string();
    try {
        const auto size = regularFileSize(path);
        if (!size)
            return size.error();
        // The magic is read with a reader of its own, so that the source proper starts at byte 0.
        FileReader probe;
        if (auto opened = probe.open(path, name); !opened)
            return opened.error();
        char magic[2] = {0, 0};
        auto got = probe.read(magic, 2, name, 0);
        if (!got)
            return got.error();
        FileReader file;
        if (auto opened = file.open(path, name); !opened)
            return opened.error();
        if (startsWithGzipMagic(std::string_view(magic, got.value()))) {
            auto source = std::make_unique<GzipSource>(name, size.value(), std::move(file));
            if (auto started = source->init(); !started)
                return started.error();
            return std::unique_ptr<ByteSource>(std::move(source));
        }
        return std::unique_ptr<ByteSource>(std::make_unique<PlainSource>(name, size.value(), std::move(file)));
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory to open the file", name);
    }
}

} // namespace isoscope
