#pragma once

#include "core/base/result.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace isoscope {

class ContentHash;

/// The bytes of a file in order, decompressed on the fly when the file is gzipped (recognised by
/// its first two bytes, 1f 8b), so that every stream format can be read gzipped without ever
/// holding the whole file. Reads go straight into the caller's buffer; a gzip source holds one
/// input block besides zlib's own 32 KiB window.
class ByteSource
{
public:
    virtual ~ByteSource() = default;
    ByteSource(const ByteSource &) = delete;
    ByteSource &operator=(const ByteSource &) = delete;

    /// Copies up to size bytes into buffer and returns how many: 0 at the end of the data; fewer
    /// than asked at the end of the data or before an error, which the next call returns. Errors
    /// name the file and say at which byte: FileUnreadable (a read error, corrupt gzip data),
    /// TruncatedFile (a gzip stream cut short), OutOfMemory.
    Result<std::size_t> read(char *buffer, std::size_t size);

    /// The first size bytes of the data (fewer if the data is shorter, or if reading fails: the
    /// error is then returned by the read that reaches it, where the reader knows its line), without
    /// consuming them: the next read starts at the beginning. Only before the first read.
    Result<std::string_view> peek(std::size_t size);

    /// Bytes handed out by read() so far (uncompressed).
    std::uint64_t position() const { return m_position; }
    /// Bytes of the file read so far (compressed bytes for gzip): the measure of progress.
    virtual std::uint64_t fileBytesRead() const = 0;
    /// An upper bound of the bytes read() can still hand out: the rest of the file, or for gzip
    /// deflate's largest expansion (1032-fold) of the compressed bytes left. Headers that claim
    /// more rows than this can hold are rejected before anything is allocated.
    virtual std::uint64_t maxBytesLeft() const = 0;
    virtual bool gzipped() const = 0;
    /// The ContentHash (core/base/contenthash.h) of the whole file, computed from the bytes as
    /// they were read, if every byte of it has been read; nothing otherwise.
    std::optional<std::uint64_t> contentHash() const;

    std::uint64_t fileSize() const { return m_fileSize; }
    const std::string &fileName() const { return m_fileName; }

protected:
    /// The hash of the file's bytes read so far (compressed bytes for gzip).
    virtual const ContentHash &fileHash() const = 0;
    ByteSource(std::string fileName, std::uint64_t fileSize) : m_fileName(std::move(fileName)), m_fileSize(fileSize) {}
    /// Reads up to size bytes; 0 only at the end of the data.
    virtual Result<std::size_t> readSome(char *buffer, std::size_t size) = 0;

private:
    std::string m_fileName;
    std::uint64_t m_fileSize = 0;
    std::uint64_t m_position = 0;
    std::string m_peeked; // bytes peeked and not yet handed out, from m_peekedBegin
    std::size_t m_peekedBegin = 0;
    std::optional<Error> m_peekError; // met while peeking, reported after the peeked bytes
    bool m_started = false;
};

/// A window on a ByteSource for readers that take the data a few bytes at a time (binary formats):
/// ensure(n) makes n bytes available unless the data ends first.
class BufferedBytes
{
public:
    explicit BufferedBytes(ByteSource &source, std::size_t capacity = std::size_t(1) << 20)
        : m_source(source), m_buffer(new char[capacity]), m_capacity(capacity)
    {}

    /// Makes at least n bytes available (fewer only at the end of the data) and returns how many
    /// are. n may exceed the capacity: the buffer grows.
    Result<std::size_t> ensure(std::size_t n);
    const char *data() const { return m_buffer.get() + m_begin; }
    std::size_t available() const { return m_end - m_begin; }
    void consume(std::size_t n)
    {
        m_begin += n;
        m_offset += n;
    }
    /// The offset of data() in the (unpacked) data.
    std::uint64_t offset() const { return m_offset; }
    /// An upper bound of the bytes after data(): those available and those the source may still hand out.
    std::uint64_t maxBytesLeft() const { return available() + m_source.maxBytesLeft(); }
    ByteSource &source() { return m_source; }

private:
    ByteSource &m_source;
    std::unique_ptr<char[]> m_buffer;
    std::size_t m_capacity;
    std::size_t m_begin = 0;
    std::size_t m_end = 0;
    std::uint64_t m_offset = 0;
    bool m_ended = false;
};

/// How much a deflate stream can expand at most: 258-byte matches coded in about two bits each.
inline constexpr std::uint64_t kDeflateMaxExpansion = 1032;

/// Opens a regular file for reading: FileNotFound, NotARegularFile or FileUnreadable (cannot open,
/// or a read error while looking at its first bytes) otherwise.
Result<std::unique_ptr<ByteSource>> openByteSource(const std::filesystem::path &path);

/// True if the file starts with the gzip magic 1f 8b.
bool startsWithGzipMagic(std::string_view head);

} // namespace isoscope
