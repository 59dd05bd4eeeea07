#pragma once

// The parts of the embedding cache that its files share (namespace isoscope::cache, not part of
// core's API): the file's layout read and checked, the identity of a file, reading rows, and the
// temporary files of writes. cacheformat.cpp: the layout; whiteningfiles: the whitening statistics
// beside a cache; cachefile.cpp: the open cache; cacheimport.cpp: import and verification;
// embeddingcache.cpp: the public functions (embeddingcache.h).

#include "core/storage/embeddingcache.h"
#include "core/storage/hdf5file.h"

#include <Eigen/Dense>

#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>
#include <utility>

namespace isoscope::cache {

inline constexpr const char *kKind = "isoscope embedding cache";
inline constexpr std::uint64_t kHashedBytes = 1 << 20;
inline constexpr const char *kTemporaryPrefix = ".isoscope-import-";
inline constexpr const char *kWhiteningKind = "isoscope whitening statistics";
// The whitening statistics of a cache live beside it, one file per reference sample:
// "<cache file name without .h5>.whitening-<hash of the key>.h5".
inline constexpr const char *kWhiteningInfix = ".whitening-";

// Rows per chunk of /vectors: chunks of about 8 KiB. Measured on 341,479 x 100 and x 300 float32
// (this machine, warm page cache, Fletcher32 on): reading a chunk costs its whole size plus a
// fixed ~10 us, so small chunks make the reads an analysis does on reopening (suite words, 2,000
// anisotropy rows) fast, while big ones favour long sequential reads (the reference sample, read
// once when whitening is estimated). For d = 100: 16-row chunks read 2,000 random rows of the top
// 100,000 in 14 ms and the first 100,000 rows in 52 ms; 256-row chunks take 79 and 48 ms;
// 4096-row chunks 83 and 46 ms, but 287 ms for 400 random rows of the whole file. For d = 300,
// 8-row chunks: 47 and 240 ms; 64-row chunks: 131 and 150 ms. In the cache itself (GloVe 6B
// 100d), 8 KiB chunks (20 rows) read 2,000 random rows in 16-20 ms against 27-30 ms for 16 KiB,
// the first 100,000 rows in 80 against 61 ms, and the import is no slower (1.2 s).
inline constexpr std::size_t kChunkBytes = 8 * 1024;
// Per-dataset chunk cache: far larger than a chunk, so that a chunk read for one row serves the
// next rows asked for in it.
inline constexpr std::size_t kChunkCacheBytes = 4 << 20;

// Rows [first, first + count) of a float dataset: a run over several chunks is read chunk by chunk
// as stored (hdf5::readChunkedRows, when the dataset's chunks allow it: several times faster), a
// row or a few through HDF5's filter pipeline and chunk cache, which keeps a chunk that the next
// few rows may be in.
void readFloatRows(hid_t dataset, std::optional<hsize_t> rowsPerChunk, std::size_t first, std::size_t count,
                   float *out);

hsize_t rowsPerChunk(std::size_t rows, std::size_t dims);

// XXH64 (core/base/contenthash.h), the one hash of the program: of a buffer, or of several
// pieces fed in order.
std::uint64_t hashBytes(const void *data, std::size_t bytes);

bool readAt(int fd, std::uint64_t offset, std::size_t bytes, std::string &out);

struct FileIdentity {
    dev_t device = 0;
    ino_t inode = 0;
    bool operator==(const FileIdentity &) const = default;
};

std::optional<FileIdentity> identityOf(const std::filesystem::path &path);

using RowMajorD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// A cache file that cannot be used, and why (becomes CacheStatus::rebuildReason).
struct Unusable {
    std::string reason;
};

struct Cancelled {};

// Everything the attributes and dataset shapes of a cache say, checked for consistency.
struct Layout {
    SourceFingerprint source;
    EmbeddingFormat format = EmbeddingFormat::Auto;
    std::size_t words = 0;
    std::size_t dims = 0;
    std::size_t referenceRows = 0;
    bool uncased = false;
    ReadReport report;
    /// The vocabulary file a NumPy matrix was read with: its vectors are only right with it.
    std::optional<SourceFingerprint> vocabulary;
    /// A fastText model's n-gram rows (/subwords), 0 for any other model.
    std::size_t subwordRows = 0;
    int subwordMinLength = 0;
    int subwordMaxLength = 0;
    std::size_t subwordBuckets = 0;
    std::string subwordModelType;
    bool subwordQuantized = false;
    /// Identifies this cache file among the ones ever made for the source: its whitening
    /// statistics files carry it, so that those of a replaced cache are never used.
    std::string cacheId;
    /// The ContentHash of the whole source as it was imported, if it could be computed.
    std::optional<std::uint64_t> contentHash;
};

// Reads and checks the attributes, in an order that makes each check meaningful: what the file is,
// its schema, who wrote it and whether it was finished, before anything that depends on them.
Layout readLayout(hid_t file);

// A 1-D uint8 dataset as bytes.
std::string readBytes(hid_t location, const char *name);

std::string describeChange(const SourceFingerprint &cached, const SourceFingerprint &now);

// Why a NumPy cache no longer matches its vocabulary file (another file asked for, or the file
// changed), or nothing.
std::string vocabularyChange(const Layout &layout, const SourceFingerprint &source, const ReadOptions &read);

// Opens a file read-only, waiting while another process holds it locked for a short write (a
// whitening save); a lock held for long is reported like any other failure.
hdf5::Handle openForReading(const std::filesystem::path &path);

// The temporary file of an import: removed on every way out except a successful rename.
class TemporaryFile
{
public:
    explicit TemporaryFile(std::filesystem::path path) : m_path(std::move(path)) {}
    ~TemporaryFile()
    {
        if (!m_committed) {
            std::error_code ec;
            std::filesystem::remove(m_path, ec);
        }
    }
    TemporaryFile(const TemporaryFile &) = delete;
    TemporaryFile &operator=(const TemporaryFile &) = delete;
    const std::filesystem::path &path() const { return m_path; }
    void commit() { m_committed = true; }

private:
    std::filesystem::path m_path;
    bool m_committed = false;
};

std::filesystem::path temporaryPath(const std::filesystem::path &directory, const std::string &cacheName);

} // namespace isoscope::cache
