#include "core/storage/embeddingcache.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/base/threadbudget.h"
#include "core/io/subwords.h"
#include "core/linalg/whitening.h"
#include "core/storage/hdf5file.h"
#include "isoscope/version.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <mutex>
#include <random>
#include <thread>
#include <tuple>
#include <variant>

namespace isoscope {

namespace {

constexpr const char *kKind = "isoscope embedding cache";
constexpr std::uint64_t kHashedBytes = 1 << 20;
constexpr const char *kTemporaryPrefix = ".isoscope-import-";
constexpr const char *kWhiteningKind = "isoscope whitening statistics";
// The whitening statistics of a cache live beside it, one file per reference sample:
// "<cache file name without .h5>.whitening-<hash of the key>.h5".
constexpr const char *kWhiteningInfix = ".whitening-";

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
constexpr std::size_t kChunkBytes = 8 * 1024;
// Per-dataset chunk cache: far larger than a chunk, so that a chunk read for one row serves the
// next rows asked for in it.
constexpr std::size_t kChunkCacheBytes = 4 << 20;

// Rows [first, first + count) of a float dataset: a run over several chunks is read chunk by chunk
// as stored (hdf5::readChunkedRows, when the dataset's chunks allow it: several times faster), a
// row or a few through HDF5's filter pipeline and chunk cache, which keeps a chunk that the next
// few rows may be in.
void readFloatRows(hid_t dataset, std::optional<hsize_t> rowsPerChunk, std::size_t first, std::size_t count, float *out)
{
    if (rowsPerChunk && count >= 2 * *rowsPerChunk)
        hdf5::readChunkedRows(dataset, *rowsPerChunk, first, count, out);
    else
        hdf5::readRows(dataset, H5T_NATIVE_FLOAT, first, count, out);
}

hsize_t rowsPerChunk(std::size_t rows, std::size_t dims)
{
    const std::size_t wanted =
        std::clamp<std::size_t>(kChunkBytes / (sizeof(float) * std::max<std::size_t>(dims, 1)), 4, 4096);
    return std::max<hsize_t>(1, std::min<std::size_t>(wanted, rows));
}

// XXH64 (core/base/contenthash.h), the one hash of the program: of a buffer, or of several
// pieces fed in order.
std::uint64_t hashBytes(const void *data, std::size_t bytes)
{
    ContentHash hash;
    hash.add(data, bytes);
    return hash.digest();
}

bool readAt(int fd, std::uint64_t offset, std::size_t bytes, std::string &out)
{
    out.resize(bytes);
    std::size_t done = 0;
    while (done < bytes) {
        const ssize_t got = ::pread(fd, out.data() + done, bytes - done, static_cast<off_t>(offset + done));
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        done += static_cast<std::size_t>(got);
    }
    return true;
}

// "1.2.3" as a comparable triple; missing parts are 0.
std::tuple<long, long, long> versionTriple(const std::string &text)
{
    long parts[3] = {0, 0, 0};
    std::size_t start = 0;
    for (int i = 0; i < 3 && start <= text.size(); ++i) {
        parts[i] = std::strtol(text.c_str() + start, nullptr, 10);
        const auto dot = text.find('.', start);
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    return {parts[0], parts[1], parts[2]};
}

struct FileIdentity {
    dev_t device = 0;
    ino_t inode = 0;
    bool operator==(const FileIdentity &) const = default;
};

std::optional<FileIdentity> identityOf(const std::filesystem::path &path)
{
    struct stat st;
    if (::stat(path.c_str(), &st) != 0)
        return std::nullopt;
    return FileIdentity{st.st_dev, st.st_ino};
}

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

std::string needString(hid_t object, const char *name)
{
    auto value = hdf5::readStringAttribute(object, name);
    if (!value)
        throw Unusable{std::string("the cache lacks its '") + name + "' attribute"};
    return *value;
}

std::uint64_t needUnsigned(hid_t object, const char *name)
{
    auto value = hdf5::readUnsignedAttribute(object, name);
    if (!value)
        throw Unusable{std::string("the cache lacks its '") + name + "' attribute"};
    return *value;
}

void checkDataset(hid_t file, const char *name, H5T_class_t typeClass, std::size_t typeSize,
                  const std::vector<hsize_t> &dims)
{
    if (!hdf5::exists(file, name))
        throw Unusable{std::string("the cache lacks its ") + name + " dataset"};
    const hdf5::Handle dataset = hdf5::openDataset(file, name);
    if (!hdf5::hasType(dataset.get(), typeClass, typeSize) || hdf5::shape(dataset.get()) != dims)
        throw Unusable{std::string("the cache's ") + name
                       + " dataset has another type or shape than its attributes say"};
}

// Reads and checks the attributes, in an order that makes each check meaningful: what the file is,
// its schema, who wrote it and whether it was finished, before anything that depends on them.
Layout readLayout(hid_t file)
{
    const auto kind = hdf5::readStringAttribute(file, "kind");
    if (!kind || *kind != kKind)
        throw Unusable{"the file is not an Isoscope embedding cache"};
    const auto schema = hdf5::readSignedAttribute(file, "schema_version");
    if (!schema)
        throw Unusable{"the cache has no schema version"};
    if (*schema != kCacheSchemaVersion)
        throw Unusable{"the cache has schema version " + std::to_string(*schema) + "; this program reads version "
                       + std::to_string(kCacheSchemaVersion)};
    const std::string program = needString(file, "program_version");
    if (versionTriple(program) > versionTriple(kVersion))
        throw Unusable{"the cache was made by Isoscope " + program + ", newer than this program (" + kVersion + ")"};
    if (needUnsigned(file, "complete") != 1)
        throw Unusable{"the cache was never completed"};

    Layout layout;
    layout.source.path = needString(file, "source_path");
    layout.source.size = needUnsigned(file, "source_size");
    const auto modified = hdf5::readSignedAttribute(file, "source_modified_ns");
    if (!modified)
        throw Unusable{"the cache lacks its 'source_modified_ns' attribute"};
    layout.source.modified = *modified;
    layout.source.headTailHash = needUnsigned(file, "source_head_tail_hash");
    layout.cacheId = needString(file, "cache_id");
    layout.contentHash = hdf5::readUnsignedAttribute(file, "source_content_hash");
    auto format = parseFormatName(needString(file, "format"));
    if (!format)
        throw Unusable{"the cache names a format this program does not know"};
    layout.format = format.value();
    layout.words = needUnsigned(file, "words");
    layout.dims = needUnsigned(file, "dims");
    layout.referenceRows = needUnsigned(file, "reference_rows");
    layout.uncased = needUnsigned(file, "uncased") != 0;
    ReadReport &report = layout.report;
    report.format = layout.format;
    report.lines = needUnsigned(file, "lines");
    report.duplicateCount = needUnsigned(file, "duplicate_count");
    report.wordsWithSpaces = needUnsigned(file, "words_with_spaces");
    report.hadByteOrderMark = needUnsigned(file, "had_byte_order_mark") != 0;
    report.hadCrlf = needUnsigned(file, "had_crlf") != 0;
    report.gzipped = needUnsigned(file, "gzipped") != 0;
    report.vocabularyFile = needString(file, "vocabulary_file");
    if (const std::string path = needString(file, "vocabulary_fingerprint_path"); !path.empty()) {
        SourceFingerprint vocabulary;
        vocabulary.path = path;
        vocabulary.size = needUnsigned(file, "vocabulary_fingerprint_size");
        const auto vocabularyModified = hdf5::readSignedAttribute(file, "vocabulary_fingerprint_modified_ns");
        if (!vocabularyModified)
            throw Unusable{"the cache lacks its 'vocabulary_fingerprint_modified_ns' attribute"};
        vocabulary.modified = *vocabularyModified;
        vocabulary.headTailHash = needUnsigned(file, "vocabulary_fingerprint_head_tail_hash");
        layout.vocabulary = vocabulary;
    }
    const std::string examples = needString(file, "duplicate_examples");
    for (std::size_t start = 0; start < examples.size();) {
        const auto end = std::min(examples.find('\n', start), examples.size());
        report.duplicateExamples.push_back(examples.substr(start, end - start));
        start = end + 1;
    }
    if (layout.words == 0 || layout.dims == 0)
        throw Unusable{"the cache holds no vectors"};

    if (!hdf5::exists(file, "vocabulary"))
        throw Unusable{"the cache lacks its vocabulary"};
    const hdf5::Handle vocabulary = hdf5::openGroup(file, "vocabulary");
    checkDataset(vocabulary.get(), "offsets", H5T_INTEGER, 8, {layout.words + 1});
    if (!hdf5::exists(vocabulary.get(), "chars"))
        throw Unusable{"the cache lacks its vocabulary"};
    checkDataset(file, "vectors", H5T_FLOAT, 4, {layout.words, layout.dims});
    if (layout.referenceRows > 0)
        checkDataset(file, "reference", H5T_FLOAT, 4, {layout.referenceRows, layout.dims});
    // A fastText model's subwords (absent from caches of other models, and from those written
    // before they were kept).
    layout.subwordRows = hdf5::readUnsignedAttribute(file, "subword_rows").value_or(0);
    if (layout.subwordRows > 0) {
        layout.subwordMinLength = static_cast<int>(needUnsigned(file, "subword_min_length"));
        layout.subwordMaxLength = static_cast<int>(needUnsigned(file, "subword_max_length"));
        layout.subwordBuckets = needUnsigned(file, "subword_buckets");
        layout.subwordModelType = needString(file, "subword_model_type");
        layout.subwordQuantized = needUnsigned(file, "subword_quantized") != 0;
        if (!hdf5::exists(file, "subwords"))
            throw Unusable{"the cache lacks its subwords"};
        const hdf5::Handle subwords = hdf5::openGroup(file, "subwords");
        checkDataset(subwords.get(), "vectors", H5T_FLOAT, 4, {layout.subwordRows, layout.dims});
        for (const char *blob : {"args", "dictionary"})
            if (!hdf5::exists(subwords.get(), blob)
                || !hdf5::hasType(hdf5::openDataset(subwords.get(), blob).get(), H5T_INTEGER, 1))
                throw Unusable{"the cache lacks its subwords"};
    }
    return layout;
}

// A 1-D uint8 dataset as bytes.
std::string readBytes(hid_t location, const char *name)
{
    const hdf5::Handle dataset = hdf5::openDataset(location, name);
    const auto dims = hdf5::shape(dataset.get());
    if (dims.size() != 1)
        throw Unusable{std::string("the cache's ") + name + " dataset has another shape"};
    std::string bytes(dims[0], '\0');
    if (!bytes.empty())
        hdf5::readRows(dataset.get(), H5T_NATIVE_UCHAR, 0, bytes.size(), bytes.data());
    return bytes;
}

std::string describeChange(const SourceFingerprint &cached, const SourceFingerprint &now)
{
    std::string what;
    if (cached.path != now.path)
        what = "it was made for " + cached.path;
    else if (cached.size != now.size)
        what = "the source's size changed from " + std::to_string(cached.size) + " to " + std::to_string(now.size)
               + " bytes";
    else if (cached.modified != now.modified)
        what = "the source was modified since it was cached";
    else
        what = "the first or last MiB of the source changed since it was cached";
    return what;
}

// Why a NumPy cache no longer matches its vocabulary file (another file asked for, or the file
// changed), or nothing.
std::string vocabularyChange(const Layout &layout, const SourceFingerprint &source, const ReadOptions &read)
{
    const std::filesystem::path wanted =
        read.vocabularyPath.empty() ? defaultVocabularyPath(source.path) : read.vocabularyPath;
    auto now = fingerprintSource(wanted);
    if (!now)
        return "the vocabulary file " + wanted.string() + " cannot be read";
    if (!layout.vocabulary || layout.vocabulary->path != now->path)
        return "the cache was made with the vocabulary file "
               + (layout.vocabulary ? layout.vocabulary->path : std::string("(none)")) + ", but " + now->path
               + " is asked for";
    if (*layout.vocabulary != now.value())
        return "the vocabulary file " + now->path + " changed since it was cached";
    return {};
}

// Opens a file read-only, waiting while another process holds it locked for a short write (a
// whitening save); a lock held for long is reported like any other failure.
hdf5::Handle openForReading(const std::filesystem::path &path)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    for (;;) {
        try {
            return hdf5::openFile(path, false);
        } catch (const hdf5::Error &e) {
            if (!e.fileLocked() || std::chrono::steady_clock::now() > deadline)
                throw;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

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

std::filesystem::path temporaryPath(const std::filesystem::path &directory, const std::string &cacheName)
{
    static std::atomic<unsigned> counter{0};
    return directory
           / (kTemporaryPrefix + std::to_string(::getpid()) + "-" + std::to_string(counter++) + "-" + cacheName);
}

// ---------------------------------------------------------------------------------------------
// Whitening statistics files. Each reference sample's statistics are one small HDF5 file beside
// the cache, written to a temporary file, read back and compared, flushed and only then renamed
// into place: a kill or a full disk at any moment leaves either the complete file or none, and the
// cache file itself is never written to after its import. Layout: root attributes kind,
// schema_version (1), cache_id (the cache's own), key, sample_size, dims; datasets mean [d],
// eigenvalues [d], eigenvectors [d, d] (row-major), float64 with Fletcher32 checksums.

std::filesystem::path whiteningFilePath(const std::filesystem::path &stem, const std::string &key)
{
    return stem.string() + kWhiteningInfix + hexDigest(hashBytes(key.data(), key.size())) + ".h5";
}

void writeWhiteningFile(const std::filesystem::path &path, const std::string &cacheId, const std::string &key,
                        const WhiteningStats &stats)
{
    hdf5::Handle file = hdf5::createFile(path);
    const hid_t root = file.get();
    const auto d = static_cast<hsize_t>(stats.mean.size());
    hdf5::writeAttribute(root, "kind", std::string(kWhiteningKind));
    hdf5::writeAttribute(root, "schema_version", std::int64_t(1));
    hdf5::writeAttribute(root, "cache_id", cacheId);
    hdf5::writeAttribute(root, "key", key);
    hdf5::writeAttribute(root, "sample_size", static_cast<std::uint64_t>(stats.sampleSize));
    hdf5::writeAttribute(root, "dims", static_cast<std::uint64_t>(d));
    const auto write = [&](const char *name, std::vector<hsize_t> dims, const double *data) {
        const hdf5::Handle dataset = hdf5::createDataset(root, name, H5T_IEEE_F64LE, dims, dims);
        hdf5::writeRows(dataset.get(), H5T_NATIVE_DOUBLE, 0, dims[0], data);
    };
    const RowMajorD eigenvectors = stats.eigenvectors;
    write("mean", {d}, stats.mean.data());
    write("eigenvalues", {d}, stats.eigenvalues.data());
    write("eigenvectors", {d, d}, eigenvectors.data());
    hdf5::flush(root, "writing the whitening statistics");
    hdf5::closeWritten(file, "writing the whitening statistics");
}

struct StoredWhitening {
    std::string key;
    WhiteningStats stats;
};

// The statistics in a whitening file and the key they are for, or why the file cannot be used.
std::variant<StoredWhitening, std::string> readWhiteningFile(const std::filesystem::path &path,
                                                             const std::string &cacheId, std::size_t dims)
{
    try {
        const hdf5::Handle file = hdf5::openFile(path, false);
        const hid_t root = file.get();
        if (hdf5::readStringAttribute(root, "kind") != std::optional<std::string>(kWhiteningKind)
            || hdf5::readSignedAttribute(root, "schema_version") != std::optional<std::int64_t>(1))
            return std::string("it is not a whitening statistics file of this program");
        if (hdf5::readStringAttribute(root, "cache_id") != std::optional<std::string>(cacheId))
            return std::string("it belongs to an earlier cache of this model");
        const auto storedKey = hdf5::readStringAttribute(root, "key");
        const auto sampleSize = hdf5::readUnsignedAttribute(root, "sample_size");
        if (!storedKey || !sampleSize)
            return std::string("it does not say which reference sample it is for");
        if (hdf5::readUnsignedAttribute(root, "dims") != std::optional<std::uint64_t>(dims))
            return std::string("its dimension differs from the model's");
        const auto d = static_cast<hsize_t>(dims);
        WhiteningStats stats;
        stats.sampleSize = *sampleSize;
        stats.mean.resize(static_cast<Eigen::Index>(d));
        stats.eigenvalues.resize(static_cast<Eigen::Index>(d));
        RowMajorD eigenvectors(static_cast<Eigen::Index>(d), static_cast<Eigen::Index>(d));
        const auto read = [&](const char *name, std::vector<hsize_t> shape, double *out) {
            if (!hdf5::exists(root, name))
                throw Unusable{std::string("it lacks its ") + name};
            const hdf5::Handle dataset = hdf5::openDataset(root, name);
            if (!hdf5::hasType(dataset.get(), H5T_FLOAT, 8) || hdf5::shape(dataset.get()) != shape)
                throw Unusable{std::string("its ") + name + " has another type or shape"};
            hdf5::readRows(dataset.get(), H5T_NATIVE_DOUBLE, 0, shape[0], out);
        };
        read("mean", {d}, stats.mean.data());
        read("eigenvalues", {d}, stats.eigenvalues.data());
        read("eigenvectors", {d, d}, eigenvectors.data());
        stats.eigenvectors = eigenvectors;
        return StoredWhitening{*storedKey, std::move(stats)};
    } catch (const Unusable &u) {
        return u.reason;
    } catch (const hdf5::Error &e) {
        return std::string("it cannot be read (") + e.what() + ")";
    }
}

bool sameStatistics(const WhiteningStats &a, const WhiteningStats &b)
{
    return a.sampleSize == b.sampleSize && a.mean.size() == b.mean.size() && a.mean == b.mean
           && a.eigenvalues == b.eigenvalues && a.eigenvectors == b.eigenvectors;
}

// The whitening files beside a cache (whatever their state).
std::vector<std::filesystem::path> whiteningFiles(const std::filesystem::path &stem)
{
    std::vector<std::filesystem::path> files;
    const std::string prefix = stem.filename().string() + kWhiteningInfix;
    std::error_code ec;
    for (const auto &entry : std::filesystem::directory_iterator(stem.parent_path(), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.size() > prefix.size() + 3 && name.compare(0, prefix.size(), prefix) == 0
            && name.compare(name.size() - 3, 3, ".h5") == 0)
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// A cache of the same source under another name, which an import replaces: the name a program of
// an earlier schema gave it (schema 3 and before hashed the path with FNV-1a, not XXH64), so the
// same file-name part and another 16-digit hash, whose source_path attribute names this source.
// Only regular files are opened (HDF5 would wait forever on a named pipe).
struct EarlierCache {
    std::filesystem::path path;
    std::string reason; ///< why it cannot be used (what readLayout says), for CacheStatus::rebuildReason
};

std::vector<EarlierCache> earlierCaches(const std::filesystem::path &cachePath, const std::string &sourcePath)
{
    std::vector<EarlierCache> found;
    const std::string name = cachePath.filename().string();
    constexpr std::size_t kHashAndExtension = 16 + 3; // "<16 hex digits>.h5"
    if (name.size() <= kHashAndExtension)
        return found;
    const std::string prefix = name.substr(0, name.size() - kHashAndExtension);
    std::error_code ec;
    for (const auto &entry : std::filesystem::directory_iterator(cachePath.parent_path(), ec)) {
        const std::string other = entry.path().filename().string();
        if (other == name || other.size() != name.size() || other.compare(0, prefix.size(), prefix) != 0
            || other.compare(other.size() - 3, 3, ".h5") != 0
            || other.find_first_not_of("0123456789abcdef", prefix.size()) != other.size() - 3)
            continue;
        std::error_code typeError;
        if (entry.symlink_status(typeError).type() != std::filesystem::file_type::regular)
            continue;
        try {
            const hdf5::Handle file = hdf5::openFile(entry.path(), false);
            if (hdf5::readStringAttribute(file.get(), "kind") != std::optional<std::string>(kKind)
                || hdf5::readStringAttribute(file.get(), "source_path") != std::optional<std::string>(sourcePath))
                continue;
            std::string reason = "it is of another layout";
            try {
                readLayout(file.get());
            } catch (const Unusable &unusable) {
                reason = unusable.reason;
            }
            found.push_back(
                {entry.path(), "an earlier cache of this source (" + other + ") cannot be used: " + reason});
        } catch (...) {
            continue; // not a cache this program can read: not ours to replace
        }
    }
    std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.path < b.path; });
    return found;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// The open cache: shared by the model's row stores and its whitening store.

class CacheFile
{
public:
    /// The matrices of a cache: the words' vectors, the reference vectors, a fastText model's
    /// n-gram rows.
    enum class Part { Vectors, Reference, Subwords };

    // removable: the file belongs to the cache folder (not given by the user), so that a damaged
    // one may be removed. whiteningStem: where its whitening statistics files go (whiteningFilePath).
    CacheFile(std::filesystem::path path, FileIdentity identity, std::size_t rows, std::size_t referenceRows,
              std::size_t subwordRows, std::size_t dims, hdf5::Handle file, bool removable, std::string cacheId,
              std::filesystem::path whiteningStem)
        : m_path(std::move(path)), m_identity(identity), m_rows(rows), m_referenceRows(referenceRows),
          m_subwordRows(subwordRows), m_dims(dims), m_removable(removable), m_cacheId(std::move(cacheId)),
          m_whiteningStem(std::move(whiteningStem)), m_file(std::move(file))
    {
        openDatasets();
    }

    std::size_t rows(Part part) const
    {
        return part == Part::Reference ? m_referenceRows : part == Part::Subwords ? m_subwordRows : m_rows;
    }
    std::size_t dims() const { return m_dims; }

    std::string damage() const
    {
        std::lock_guard lock(m_mutex);
        return m_damage;
    }

    void read(Part part, const std::vector<std::size_t> &rows, float *out) const
    {
        hdf5::QuietErrors quiet;
        std::lock_guard lock(m_mutex);
        if (!m_damage.empty())
            throw StorageError(m_damage);
        const std::size_t limit = rows.empty() ? 0 : *std::max_element(rows.begin(), rows.end());
        if (!rows.empty() && limit >= this->rows(part))
            throw StorageError("row " + std::to_string(limit) + " is beyond the " + std::to_string(this->rows(part))
                               + " rows of " + m_path.string());
        try {
            // Sorted, distinct rows are read run by run straight into out (the reference sample
            // in order, sorted random samples); any other order through a sorted copy, so that
            // each chunk is visited once and in file order.
            if (std::adjacent_find(rows.begin(), rows.end(), std::greater_equal<>()) == rows.end()) {
                readRuns(part, rows, out);
                return;
            }
            std::vector<std::size_t> sorted = rows;
            std::sort(sorted.begin(), sorted.end());
            sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
            std::vector<float> buffer(sorted.size() * m_dims);
            readRuns(part, sorted, buffer.data());
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const auto at =
                    static_cast<std::size_t>(std::lower_bound(sorted.begin(), sorted.end(), rows[i]) - sorted.begin());
                std::copy_n(buffer.data() + at * m_dims, m_dims, out + i * m_dims);
            }
        } catch (const hdf5::Error &e) {
            markDamaged(e.what());
            throw StorageError(m_damage);
        }
    }

    std::optional<WhiteningStats> loadWhitening(const std::string &key) const
    {
        hdf5::QuietErrors quiet;
        std::lock_guard lock(m_mutex);
        if (!m_damage.empty())
            return std::nullopt;
        const std::filesystem::path path = whiteningFilePath(m_whiteningStem, key);
        if (!regularFileSize(path))
            return std::nullopt;
        auto stored = readWhiteningFile(path, m_cacheId, m_dims);
        if (auto *found = std::get_if<StoredWhitening>(&stored); found && found->key == key)
            return std::move(found->stats);
        // Unusable (another cache's, damaged): estimated again and saved over it.
        return std::nullopt;
    }

    bool saveWhitening(const std::string &key, const WhiteningStats &stats)
    {
        hdf5::QuietErrors quiet;
        std::lock_guard lock(m_mutex);
        if (!m_damage.empty() || static_cast<std::size_t>(stats.mean.size()) != m_dims)
            return false;
        const std::filesystem::path path = whiteningFilePath(m_whiteningStem, key);
        const std::filesystem::path directory = path.parent_path();
        std::error_code ec;
        std::filesystem::create_directories(directory, ec);
        TemporaryFile temporary(temporaryPath(directory, path.filename().string()));
        try {
            writeWhiteningFile(temporary.path(), m_cacheId, key, stats);
        } catch (const hdf5::Error &) {
            return false; // a full disk, a read-only folder: the statistics are estimated again next time
        }
        auto back = readWhiteningFile(temporary.path(), m_cacheId, m_dims);
        const auto *stored = std::get_if<StoredWhitening>(&back);
        if (!stored || stored->key != key || !sameStatistics(stored->stats, stats))
            return false;
        if (syncPath(temporary.path(), false) != 0)
            return false;
        std::filesystem::rename(temporary.path(), path, ec);
        if (ec)
            return false;
        temporary.commit();
        syncPath(directory, true);
        return true;
    }

    /// Reads every whitening statistics file of this cache in full; removes those that cannot be
    /// used (damaged, of an earlier cache, misnamed) and says why.
    std::pair<std::size_t, std::vector<std::string>> verifyWhitening() const
    {
        hdf5::QuietErrors quiet;
        std::lock_guard lock(m_mutex);
        std::size_t verified = 0;
        std::vector<std::string> removed;
        for (const auto &path : whiteningFiles(m_whiteningStem)) {
            auto stored = readWhiteningFile(path, m_cacheId, m_dims);
            std::string problem;
            if (auto *problemText = std::get_if<std::string>(&stored))
                problem = *problemText;
            else if (whiteningFilePath(m_whiteningStem, std::get<StoredWhitening>(stored).key) != path)
                problem = "its name does not match its reference sample";
            if (problem.empty()) {
                ++verified;
                continue;
            }
            std::error_code ec;
            std::filesystem::remove(path, ec);
            removed.push_back(path.filename().string() + ": " + problem);
        }
        return {verified, removed};
    }

private:
    void openDatasets()
    {
        m_vectors = hdf5::openDataset(m_file.get(), "vectors", kChunkCacheBytes);
        m_vectorsChunks = hdf5::wholeRowChunks(m_vectors.get());
        if (m_referenceRows > 0) {
            m_reference = hdf5::openDataset(m_file.get(), "reference", kChunkCacheBytes);
            m_referenceChunks = hdf5::wholeRowChunks(m_reference.get());
        }
        if (m_subwordRows > 0) {
            m_subwords = hdf5::openDataset(m_file.get(), "subwords/vectors", kChunkCacheBytes);
            m_subwordsChunks = hdf5::wholeRowChunks(m_subwords.get());
        }
    }

    void readRuns(Part part, const std::vector<std::size_t> &rows, float *out) const
    {
        const hid_t dataset = (part == Part::Reference  ? m_reference
                               : part == Part::Subwords ? m_subwords
                                                        : m_vectors)
                                  .get();
        const std::optional<hsize_t> chunks = part == Part::Reference  ? m_referenceChunks
                                              : part == Part::Subwords ? m_subwordsChunks
                                                                       : m_vectorsChunks;
        for (std::size_t i = 0; i < rows.size();) {
            std::size_t j = i + 1;
            while (j < rows.size() && rows[j] == rows[j - 1] + 1)
                ++j;
            readFloatRows(dataset, chunks, rows[i], j - i, out + i * m_dims);
            i = j;
        }
    }

    // The cache cannot be trusted any more: later reads fail, and the file is removed (if it is
    // still the one opened) so that the next open rebuilds it instead of failing again.
    void markDamaged(const std::string &what) const
    {
        m_damage = "the cache " + m_path.string() + " is damaged (" + what + ")";
        if (m_removable && identityOf(m_path) == m_identity) {
            std::error_code ec;
            std::filesystem::remove(m_path, ec);
        }
    }

    const std::filesystem::path m_path;
    const FileIdentity m_identity;
    const std::size_t m_rows, m_referenceRows, m_subwordRows, m_dims;
    const bool m_removable;
    const std::string m_cacheId;
    const std::filesystem::path m_whiteningStem;
    mutable std::mutex m_mutex;
    hdf5::Handle m_file; // declared first among the handles: closed last
    hdf5::Handle m_vectors;
    hdf5::Handle m_reference;
    hdf5::Handle m_subwords;
    // Rows per chunk of each dataset, if its chunks can be read as stored (hdf5::wholeRowChunks).
    std::optional<hsize_t> m_vectorsChunks, m_referenceChunks, m_subwordsChunks;
    mutable std::string m_damage;
};

namespace {

class CacheRowStore final : public RowStore
{
public:
    CacheRowStore(std::shared_ptr<CacheFile> file, CacheFile::Part part) : m_file(std::move(file)), m_part(part) {}
    std::size_t rows() const override { return m_file->rows(m_part); }
    std::size_t dims() const override { return m_file->dims(); }
    void read(const std::vector<std::size_t> &rows, float *out) const override { m_file->read(m_part, rows, out); }

private:
    std::shared_ptr<CacheFile> m_file;
    CacheFile::Part m_part;
};

class CacheWhiteningStore final : public WhiteningStatsStore
{
public:
    explicit CacheWhiteningStore(std::shared_ptr<CacheFile> file) : m_file(std::move(file)) {}
    std::optional<WhiteningStats> load(const std::string &key) const override { return m_file->loadWhitening(key); }
    bool save(const std::string &key, const WhiteningStats &stats) override
    {
        return m_file->saveWhitening(key, stats);
    }

private:
    std::shared_ptr<CacheFile> m_file;
};

// Reads every row of a dataset once, so that each chunk's checksum is verified.
void readEverything(hid_t dataset, std::size_t rows, std::size_t dims)
{
    const std::optional<hsize_t> chunks = hdf5::wholeRowChunks(dataset);
    const std::size_t slab = std::max<std::size_t>(1, (8u << 20) / (sizeof(float) * dims));
    std::vector<float> buffer(std::min(slab, rows) * dims);
    for (std::size_t start = 0; start < rows; start += slab)
        readFloatRows(dataset, chunks, start, std::min(slab, rows - start), buffer.data());
}

// Opens an existing cache for the source, or says why it cannot be used.
// source: the fingerprint the cache must carry; nullptr for a cache that was given as the model
// itself.
// whiteningStem: where the cache's whitening statistics files are (whiteningFilePath).
// contentChecked: the source's content hash was just computed by its import (so verifyAll need
// not hash the source again).
std::variant<OpenedModel, std::string> openExisting(const std::filesystem::path &cachePath,
                                                    const SourceFingerprint *source, const CacheOptions &options,
                                                    const std::filesystem::path &whiteningStem,
                                                    bool contentChecked = false)
{
    const auto identity = identityOf(cachePath);
    if (!identity)
        return std::string("the cache vanished while it was being opened");
    try {
        hdf5::Handle file = openForReading(cachePath);
        const Layout layout = readLayout(file.get());
        if (source && layout.source != *source)
            return describeChange(layout.source, *source);
        if (options.read.format != EmbeddingFormat::Auto && options.read.format != layout.format)
            return "the cache holds the source read as " + std::string(formatName(layout.format)) + ", but "
                   + std::string(formatName(options.read.format)) + " was asked for";
        if (source && layout.format == EmbeddingFormat::Numpy) {
            if (auto changed = vocabularyChange(layout, *source, options.read); !changed.empty())
                return changed;
        }
        // The fingerprint only sees the size, the time and the first and last MiB: a full check
        // hashes all of the source and compares it with the hash recorded while importing it.
        bool contentVerified = contentChecked && layout.contentHash.has_value();
        if (source && options.verifyAll && !contentChecked) {
            const auto now = hashFileContent(source->path);
            if (!now)
                return "the source " + source->path + " cannot be read in full to check its content";
            if (!layout.contentHash)
                return std::string("the cache does not record the content hash of its source");
            if (*now != *layout.contentHash)
                return "the source's content differs from what was imported (content hash " + hexDigest(*now)
                       + ", imported " + hexDigest(*layout.contentHash)
                       + "), although its size, modification time and first and last MiB are the same";
            contentVerified = true;
        }

        const hdf5::Handle group = hdf5::openGroup(file.get(), "vocabulary");
        const hdf5::Handle offsetsData = hdf5::openDataset(group.get(), "offsets");
        std::vector<std::uint64_t> offsets(layout.words + 1);
        hdf5::readRows(offsetsData.get(), H5T_NATIVE_UINT64, 0, offsets.size(), offsets.data());
        const hdf5::Handle charsData = hdf5::openDataset(group.get(), "chars");
        const auto charsShape = hdf5::shape(charsData.get());
        if (!hdf5::hasType(charsData.get(), H5T_INTEGER, 1) || charsShape.size() != 1 || charsShape[0] != offsets.back()
            || offsets.front() != 0
            || std::adjacent_find(offsets.begin(), offsets.end(), std::greater<>()) != offsets.end())
            return std::string("the cache's vocabulary is inconsistent");
        std::string chars(offsets.back(), '\0');
        hdf5::readRows(charsData.get(), H5T_NATIVE_UCHAR, 0, chars.size(), chars.data());
        Vocabulary vocabulary(std::move(chars), std::move(offsets));

        if (options.verifyAll) {
            readEverything(hdf5::openDataset(file.get(), "vectors").get(), layout.words, layout.dims);
            if (layout.referenceRows > 0)
                readEverything(hdf5::openDataset(file.get(), "reference").get(), layout.referenceRows, layout.dims);
            if (layout.subwordRows > 0)
                readEverything(hdf5::openDataset(file.get(), "subwords/vectors").get(), layout.subwordRows,
                               layout.dims);
        }
        SubwordTable subwords;
        if (layout.subwordRows > 0) {
            const hdf5::Handle subwordGroup = hdf5::openGroup(file.get(), "subwords");
            subwords.args = readBytes(subwordGroup.get(), "args");
            subwords.dictionary = readBytes(subwordGroup.get(), "dictionary");
            subwords.minLength = layout.subwordMinLength;
            subwords.maxLength = layout.subwordMaxLength;
            subwords.buckets = layout.subwordBuckets;
            subwords.modelType = layout.subwordModelType;
            subwords.quantized = layout.subwordQuantized;
        }

        using Part = CacheFile::Part;
        auto cache =
            std::make_shared<CacheFile>(cachePath, *identity, layout.words, layout.referenceRows, layout.subwordRows,
                                        layout.dims, std::move(file), source != nullptr, layout.cacheId, whiteningStem);
        OpenedModel model;
        model.set = EmbeddingSet(std::move(vocabulary), std::make_shared<CacheRowStore>(cache, Part::Vectors));
        model.set.setUncased(layout.uncased);
        if (layout.referenceRows > 0)
            model.set.setReferenceVectors(std::make_shared<CacheRowStore>(cache, Part::Reference));
        if (layout.subwordRows > 0) {
            subwords.vectors = std::make_shared<CacheRowStore>(cache, Part::Subwords);
            auto source = makeFastTextSubwords(subwords);
            if (!source)
                return "the cache's subwords cannot be used (" + source.error().detail + ")";
            model.set.setSubwords(std::move(source).value());
        }
        model.set.setWhiteningStore(std::make_shared<CacheWhiteningStore>(cache));
        model.file = cache;
        model.status.cachePath = cachePath;
        model.status.format = layout.format;
        model.status.report = layout.report;
        model.status.contentHash = layout.contentHash;
        model.status.contentVerified = contentVerified;
        if (options.verifyAll)
            std::tie(model.status.whiteningVerified, model.status.whiteningRemoved) = cache->verifyWhitening();
        return model;
    } catch (const Unusable &u) {
        return u.reason;
    } catch (const hdf5::Error &e) {
        return std::string("the cache is damaged (") + e.what() + ")";
    } catch (const std::invalid_argument &e) {
        return std::string("the cache's vocabulary is inconsistent (") + e.what() + ")";
    }
}

// Removes the temporary files of imports whose process is gone (killed, crashed): they are never
// trusted, only in the way. A live process's file is left alone, unless it is a day old (its pid
// then belongs to another program).
void removeStaleTemporaries(const std::filesystem::path &directory)
{
    std::error_code ec;
    const std::string prefix = kTemporaryPrefix;
    for (const auto &entry : std::filesystem::directory_iterator(directory, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.compare(0, prefix.size(), prefix) != 0)
            continue;
        const long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
        if (pid <= 0 || pid == ::getpid())
            continue;
        const bool dead = processIsGone(pid);
        std::error_code timeError;
        const auto age = std::filesystem::file_time_type::clock::now() - entry.last_write_time(timeError);
        if (dead || (!timeError && age > std::chrono::hours(24))) {
            std::error_code removeError;
            std::filesystem::remove(entry.path(), removeError);
        }
    }
}

// Writes a row-major float32 matrix into a dataset made by createDataset with chunks of
// rowsPerChunk whole rows, as HDF5's filter pipeline would store it but without it: each chunk is
// copied, padded with zeros where the matrix ends inside it, followed by its Fletcher32 checksum
// (hdf5::fletcher32) and handed to HDF5 as it is to be stored (hdf5::writeChunks). A second thread
// prepares the next slab of chunks (copy and checksum, the only work per byte) while this one has
// HDF5 write the current one, and slabs are about 8 MiB, so that the buffers cost nothing beside
// the matrix and written(rows) (progress and cancel, which may throw) is called often.
void writeMatrixChunks(hid_t dataset, const float *data, std::size_t rows, std::size_t dims, std::size_t rowsPerChunk,
                       const std::function<void(std::size_t)> &written)
{
    const std::size_t chunkBytes = rowsPerChunk * dims * sizeof(float);
    const std::size_t storedBytes = chunkBytes + sizeof(std::uint32_t);
    const std::size_t chunks = (rows + rowsPerChunk - 1) / rowsPerChunk;
    const std::size_t perSlab = std::max<std::size_t>(1, (8u << 20) / storedBytes);
    const auto prepare = [=](std::size_t firstChunk, std::vector<unsigned char> &slab) {
        const std::size_t count = std::min(perSlab, chunks - firstChunk);
        slab.resize(count * storedBytes);
        for (std::size_t c = 0; c < count; ++c) {
            unsigned char *stored = slab.data() + c * storedBytes;
            const std::size_t row = (firstChunk + c) * rowsPerChunk;
            const std::size_t have = std::min(rowsPerChunk, rows - row) * dims * sizeof(float);
            std::memcpy(stored, data + row * dims, have);
            std::memset(stored + have, 0, chunkBytes - have);
            const std::uint32_t checksum = hdf5::fletcher32(stored, chunkBytes);
            for (std::size_t k = 0; k < sizeof checksum; ++k) // little-endian, as HDF5 stores it
                stored[chunkBytes + k] = static_cast<unsigned char>(checksum >> (8 * k));
        }
    };
    std::vector<unsigned char> current, next;
    prepare(0, current);
    for (std::size_t first = 0; first < chunks; first += perSlab) {
        const std::size_t count = current.size() / storedBytes;
        // Prepared on a thread of the budget while HDF5 writes this slab (on this thread after the
        // write when there is none to spare); waited for before anything can throw.
        std::optional<HelperTask> helper;
        if (first + count < chunks)
            helper.emplace([&prepare, at = first + count, &next] { prepare(at, next); });
        std::exception_ptr failure;
        try {
            hdf5::writeChunks(dataset, first * rowsPerChunk, rowsPerChunk, count, current.data(), storedBytes);
        } catch (...) {
            failure = std::current_exception();
        }
        if (helper && !failure)
            helper->wait();
        helper.reset();
        if (failure)
            std::rethrow_exception(failure);
        written(std::min(rows, (first + count) * rowsPerChunk) - first * rowsPerChunk);
        std::swap(current, next);
    }
}

void writeCache(const std::filesystem::path &path, const SourceFingerprint &source,
                const std::optional<SourceFingerprint> &vocabularyFile, const LoadedEmbedding &loaded,
                const ProgressCallback &progress)
{
    const EmbeddingSet &set = loaded.set;
    const MatrixF &vectors = set.vectors();
    const Vocabulary &vocabulary = set.vocabulary();
    const MatrixF reference = set.referenceVectors();
    const std::size_t n = set.size(), d = set.dims(), m = static_cast<std::size_t>(reference.rows());
    if (n == 0 || d == 0 || vocabulary.chars().empty())
        throw hdf5::Error("a model without vectors cannot be cached");

    hdf5::Handle file = hdf5::createFile(path, hdf5::Format::V110);
    const hid_t root = file.get();
    hdf5::writeAttribute(root, "kind", std::string(kKind));
    hdf5::writeAttribute(root, "schema_version", kCacheSchemaVersion);
    hdf5::writeAttribute(root, "program_version", std::string(kVersion));
    hdf5::writeAttribute(root, "complete", std::uint64_t(0));
    hdf5::writeAttribute(root, "source_path", source.path);
    hdf5::writeAttribute(root, "source_size", source.size);
    hdf5::writeAttribute(root, "source_modified_ns", source.modified);
    hdf5::writeAttribute(root, "source_head_tail_hash", source.headTailHash);
    if (loaded.report.contentHash)
        hdf5::writeAttribute(root, "source_content_hash", *loaded.report.contentHash);
    std::random_device entropy;
    hdf5::writeAttribute(root, "cache_id",
                         hexDigest((std::uint64_t(entropy()) << 32) ^ entropy())
                             + hexDigest(std::uint64_t(::getpid())));
    hdf5::writeAttribute(root, "format", std::string(formatName(loaded.report.format)));
    hdf5::writeAttribute(root, "words", std::uint64_t(n));
    hdf5::writeAttribute(root, "dims", std::uint64_t(d));
    hdf5::writeAttribute(root, "reference_rows", std::uint64_t(m));
    hdf5::writeAttribute(root, "uncased", std::uint64_t(set.isUncased()));
    const ReadReport &report = loaded.report;
    hdf5::writeAttribute(root, "lines", std::uint64_t(report.lines));
    hdf5::writeAttribute(root, "duplicate_count", std::uint64_t(report.duplicateCount));
    std::string examples;
    for (const auto &e : report.duplicateExamples)
        examples += (examples.empty() ? "" : "\n") + e;
    hdf5::writeAttribute(root, "duplicate_examples", examples);
    hdf5::writeAttribute(root, "words_with_spaces", std::uint64_t(report.wordsWithSpaces));
    hdf5::writeAttribute(root, "had_byte_order_mark", std::uint64_t(report.hadByteOrderMark));
    hdf5::writeAttribute(root, "had_crlf", std::uint64_t(report.hadCrlf));
    hdf5::writeAttribute(root, "gzipped", std::uint64_t(report.gzipped));
    hdf5::writeAttribute(root, "vocabulary_file", report.vocabularyFile);
    hdf5::writeAttribute(root, "vocabulary_fingerprint_path", vocabularyFile ? vocabularyFile->path : std::string());
    if (vocabularyFile) {
        hdf5::writeAttribute(root, "vocabulary_fingerprint_size", vocabularyFile->size);
        hdf5::writeAttribute(root, "vocabulary_fingerprint_modified_ns", vocabularyFile->modified);
        hdf5::writeAttribute(root, "vocabulary_fingerprint_head_tail_hash", vocabularyFile->headTailHash);
    }

    {
        const hdf5::Handle group = hdf5::createGroup(root, "vocabulary");
        const hsize_t bytes = vocabulary.chars().size();
        const hsize_t offsets = vocabulary.offsets().size();
        const hdf5::Handle chars =
            hdf5::createDataset(group.get(), "chars", H5T_STD_U8LE, {bytes}, {std::min<hsize_t>(bytes, 1 << 20)});
        hdf5::writeRows(chars.get(), H5T_NATIVE_UCHAR, 0, bytes, vocabulary.chars().data());
        const hdf5::Handle offsetData = hdf5::createDataset(group.get(), "offsets", H5T_STD_U64LE, {offsets},
                                                            {std::min<hsize_t>(offsets, 1 << 17)});
        hdf5::writeRows(offsetData.get(), H5T_NATIVE_UINT64, 0, offsets, vocabulary.offsets().data());
    }

    const SubwordTable *subwords = loaded.subwords.get();
    const std::size_t subwordRows = subwords ? subwords->vectors->rows() : 0;
    const std::size_t written = n + m + subwordRows;
    std::size_t done = 0;
    const auto writeMatrix = [&](const char *name, const float *data, std::size_t rows) {
        const hsize_t chunk = rowsPerChunk(rows, d);
        const hdf5::Handle dataset = hdf5::createDataset(root, name, H5T_IEEE_F32LE, {rows, d}, {chunk, d});
        writeMatrixChunks(dataset.get(), data, rows, d, chunk, [&](std::size_t rowsWritten) {
            done += rowsWritten;
            if (!reportProgress(progress, done, written))
                throw Cancelled{};
        });
    };
    writeMatrix("vectors", vectors.data(), n);
    if (m > 0)
        writeMatrix("reference", reference.data(), m);
    if (subwordRows > 0) {
        // A fastText model's n-gram rows and fastText's own description of how words are hashed to
        // them: what the subword vector of a word outside the vocabulary is computed from.
        const hdf5::Handle group = hdf5::createGroup(root, "subwords");
        for (const auto &[name, bytes] : {std::pair{"args", &subwords->args}, {"dictionary", &subwords->dictionary}}) {
            const hsize_t size = bytes->size();
            const hdf5::Handle blob =
                hdf5::createDataset(group.get(), name, H5T_STD_U8LE, {size}, {std::clamp<hsize_t>(size, 1, 1 << 20)});
            if (size > 0)
                hdf5::writeRows(blob.get(), H5T_NATIVE_UCHAR, 0, size, bytes->data());
        }
        writeMatrix("subwords/vectors", subwords->data, subwordRows);
        hdf5::writeAttribute(root, "subword_rows", std::uint64_t(subwordRows));
        hdf5::writeAttribute(root, "subword_min_length", std::uint64_t(std::max(subwords->minLength, 0)));
        hdf5::writeAttribute(root, "subword_max_length", std::uint64_t(std::max(subwords->maxLength, 0)));
        hdf5::writeAttribute(root, "subword_buckets", std::uint64_t(subwords->buckets));
        hdf5::writeAttribute(root, "subword_model_type", subwords->modelType);
        hdf5::writeAttribute(root, "subword_quantized", std::uint64_t(subwords->quantized));
    }

    hdf5::writeAttribute(root, "complete", std::uint64_t(1));
    hdf5::flush(root, "writing the cache");
    hdf5::closeWritten(file, "writing the cache");
}

// Reopens a freshly written cache as openExisting would and compares it with what was meant to be
// written: attributes, the whole vocabulary, and a sample of rows bit for bit (the first and last
// rows, and rows spread over the file). Returns what differs, or nothing.
std::string verifyCache(const std::filesystem::path &path, const SourceFingerprint &source,
                        const LoadedEmbedding &loaded)
{
    try {
        const hdf5::Handle file = hdf5::openFile(path, false);
        const Layout layout = readLayout(file.get());
        const EmbeddingSet &set = loaded.set;
        const std::size_t n = set.size(), d = set.dims();
        if (layout.source != source || layout.words != n || layout.dims != d
            || layout.referenceRows != set.referenceRows() || layout.uncased != set.isUncased()
            || layout.format != loaded.report.format || layout.report.duplicateCount != loaded.report.duplicateCount)
            return "its attributes differ from the model";
        const hdf5::Handle group = hdf5::openGroup(file.get(), "vocabulary");
        std::vector<std::uint64_t> offsets(n + 1);
        hdf5::readRows(hdf5::openDataset(group.get(), "offsets").get(), H5T_NATIVE_UINT64, 0, n + 1, offsets.data());
        std::string chars(set.vocabulary().chars().size(), '\0');
        hdf5::readRows(hdf5::openDataset(group.get(), "chars").get(), H5T_NATIVE_UCHAR, 0, chars.size(), chars.data());
        if (offsets != set.vocabulary().offsets() || chars != set.vocabulary().chars())
            return "its vocabulary differs from the model";

        std::vector<std::size_t> sample;
        for (std::size_t i = 0; i < std::min<std::size_t>(n, 64); ++i)
            sample.push_back(i);
        for (std::size_t i = n > 64 ? n - 64 : 0; i < n; ++i)
            sample.push_back(i);
        for (std::size_t k = 1; k < 256; ++k)
            sample.push_back(static_cast<std::size_t>(static_cast<double>(n - 1) * static_cast<double>(k) / 256.0));
        const hdf5::Handle vectors = hdf5::openDataset(file.get(), "vectors");
        std::vector<float> row(d);
        for (std::size_t r : sample) {
            hdf5::readRows(vectors.get(), H5T_NATIVE_FLOAT, r, 1, row.data());
            if (std::memcmp(row.data(), set.vectors().row(static_cast<Eigen::Index>(r)).data(), d * sizeof(float)) != 0)
                return "row " + std::to_string(r) + " reads back differently";
        }
        if (const SubwordTable *subwords = loaded.subwords.get()) {
            const std::size_t rows = subwords->vectors->rows();
            if (layout.subwordRows != rows || layout.subwordMinLength != subwords->minLength
                || layout.subwordMaxLength != subwords->maxLength || layout.subwordBuckets != subwords->buckets
                || layout.subwordModelType != subwords->modelType || layout.subwordQuantized != subwords->quantized)
                return "its subword attributes differ from the model";
            const hdf5::Handle group = hdf5::openGroup(file.get(), "subwords");
            if (readBytes(group.get(), "args") != subwords->args
                || readBytes(group.get(), "dictionary") != subwords->dictionary)
                return "its subword settings read back differently";
            const hdf5::Handle ngrams = hdf5::openDataset(group.get(), "vectors");
            for (std::size_t k = 0; k < std::min<std::size_t>(rows, 384); ++k) {
                const std::size_t r =
                    rows <= 384 ? k : static_cast<std::size_t>(static_cast<double>(rows - 1) * k / 383.0);
                hdf5::readRows(ngrams.get(), H5T_NATIVE_FLOAT, r, 1, row.data());
                if (std::memcmp(row.data(), subwords->data + r * d, d * sizeof(float)) != 0)
                    return "n-gram row " + std::to_string(r) + " reads back differently";
            }
        } else if (layout.subwordRows != 0) {
            return "its attributes differ from the model";
        }
        if (layout.referenceRows > 0) {
            const MatrixF reference = set.referenceVectors();
            MatrixF back(reference.rows(), reference.cols());
            hdf5::readRows(hdf5::openDataset(file.get(), "reference").get(), H5T_NATIVE_FLOAT, 0, layout.referenceRows,
                           back.data());
            if (back != reference)
                return "the reference vectors read back differently";
        }
        return {};
    } catch (const Unusable &u) {
        return u.reason;
    } catch (const hdf5::Error &e) {
        return e.what();
    }
}

Result<void> importSource(const std::filesystem::path &source, const SourceFingerprint &fingerprint,
                          const std::filesystem::path &cachePath, const CacheOptions &options)
{
    const ProgressCallback &outer = options.read.progress;
    ReadOptions read = options.read;
    read.progress = [&outer](std::size_t done, std::size_t total) {
        const std::size_t scaled =
            total ? static_cast<std::size_t>(static_cast<double>(kImportProgressReadShare)
                                             * static_cast<double>(std::min(done, total)) / static_cast<double>(total))
                  : 0;
        return reportProgress(outer, scaled, kImportProgressTotal);
    };
    auto loaded = readEmbeddingFile(source, read);
    if (!loaded)
        return loaded.error();
    adoptReferenceVectors(loaded.value());
    // A source rewritten while it was read would be cached under a fingerprint that is not its own.
    auto after = fingerprintSource(source);
    if (!after)
        return after.error();
    if (after.value() != fingerprint)
        return makeError(ErrorCode::FileUnreadable, "the file changed while it was being imported; try again",
                         source.string());
    std::optional<SourceFingerprint> vocabularyFile;
    if (!loaded->report.vocabularyFile.empty()) {
        auto vocabulary = fingerprintSource(loaded->report.vocabularyFile);
        if (!vocabulary)
            return vocabulary.error();
        vocabularyFile = vocabulary.value();
    }

    const auto directory = cachePath.parent_path();
    if (::access(directory.c_str(), W_OK | X_OK) != 0)
        return makeError(ErrorCode::WriteFailed,
                         std::string("the cache folder is not writable: ") + std::strerror(errno), directory.string());
    TemporaryFile temporary(temporaryPath(directory, cachePath.filename().string()));
    const std::size_t writeShare = kImportProgressTotal - kImportProgressReadShare;
    try {
        writeCache(temporary.path(), fingerprint, vocabularyFile, loaded.value(),
                   [&outer, writeShare](std::size_t done, std::size_t total) {
                       return reportProgress(outer,
                                             kImportProgressReadShare
                                                 + (writeShare * 9 / 10) * done / std::max<std::size_t>(total, 1),
                                             kImportProgressTotal);
                   });
    } catch (const Cancelled &) {
        return makeError(ErrorCode::Cancelled, "cancelled");
    } catch (const hdf5::Error &e) {
        if (e.writeError() != 0)
            return writeError(e.writeError(), "writing the cache failed", cachePath);
        return makeError(ErrorCode::WriteFailed, std::string("writing the cache failed: ") + e.what(),
                         cachePath.string());
    }
    if (const std::string problem = verifyCache(temporary.path(), fingerprint, loaded.value()); !problem.empty())
        return makeError(ErrorCode::CacheDamaged, "the cache just written does not read back as written: " + problem,
                         temporary.path().string());
    if (!reportProgress(outer, kImportProgressTotal - 1, kImportProgressTotal))
        return makeError(ErrorCode::Cancelled, "cancelled");
    // The data must be on disk before the name is: a crash right after the rename must not leave a
    // complete-looking file with missing blocks.
    if (const int error = syncPath(temporary.path(), false); error != 0)
        return writeError(error, "cannot flush the cache to disk", cachePath);
    std::error_code ec;
    std::filesystem::rename(temporary.path(), cachePath, ec);
    if (ec)
        return makeError(ErrorCode::WriteFailed, "cannot move the cache into place: " + ec.message(),
                         cachePath.string());
    temporary.commit();
    syncPath(directory, true);
    reportProgress(outer, kImportProgressTotal, kImportProgressTotal);
    return {};
}

} // namespace

// ---------------------------------------------------------------------------------------------

std::string SourceFingerprint::digest() const
{
    ContentHash hash;
    hash.add(path.data(), path.size());
    for (const std::uint64_t value : {size, static_cast<std::uint64_t>(modified), headTailHash})
        hash.add(&value, sizeof value);
    return hexDigest(hash.digest());
}

Result<SourceFingerprint> fingerprintSource(const std::filesystem::path &source)
{
    auto size = regularFileSize(source);
    if (!size)
        return size.error();
    SourceFingerprint fingerprint;
    std::error_code ec;
    auto absolute = std::filesystem::absolute(source, ec);
    if (ec)
        absolute = source;
    const auto canonical = std::filesystem::weakly_canonical(absolute, ec);
    fingerprint.path = (ec ? absolute.lexically_normal() : canonical).string();

    const int fd = ::open(source.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return makeError(ErrorCode::FileUnreadable, std::strerror(errno), source.string());
    struct stat st;
    std::string head, tail;
    const bool ok =
        ::fstat(fd, &st) == 0
        && readAt(fd, 0, static_cast<std::size_t>(std::min<std::uint64_t>(kHashedBytes, st.st_size)), head)
        && readAt(fd, static_cast<std::uint64_t>(st.st_size) - std::min<std::uint64_t>(kHashedBytes, st.st_size),
                  static_cast<std::size_t>(std::min<std::uint64_t>(kHashedBytes, st.st_size)), tail);
    const int readErrno = errno;
    ::close(fd);
    if (!ok)
        return makeError(ErrorCode::FileUnreadable, std::strerror(readErrno), source.string());
    fingerprint.size = static_cast<std::uint64_t>(st.st_size);
    fingerprint.modified = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    ContentHash headTail; // the first MiB, then the last (the same bytes twice for a small file)
    headTail.add(head.data(), head.size());
    headTail.add(tail.data(), tail.size());
    fingerprint.headTailHash = headTail.digest();
    return fingerprint;
}

std::string cacheFileName(const SourceFingerprint &fingerprint)
{
    std::string stem = std::filesystem::path(fingerprint.path).filename().string();
    for (char &c : stem)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-'
              || c == '_' || c == '+'))
            c = '_';
    if (stem.size() > 64)
        stem.resize(64);
    if (stem.empty() || stem.front() == '.') // never hidden, never taken for a temporary
        stem.insert(stem.begin(), '_');
    return stem + "-" + hexDigest(hashBytes(fingerprint.path.data(), fingerprint.path.size())) + ".h5";
}

std::filesystem::path defaultCacheDirectory()
{
    if (const char *dir = std::getenv("ISOSCOPE_CACHE_DIR"); dir && *dir)
        return dir;
    if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg == '/')
        return std::filesystem::path(xdg) / "isoscope";
    if (const char *home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".cache" / "isoscope";
    std::error_code ec;
    return std::filesystem::temp_directory_path(ec) / "isoscope-cache";
}

std::string OpenedModel::damage() const
{
    return file ? file->damage() : std::string();
}

void adoptReferenceVectors(LoadedEmbedding &loaded)
{
    loaded.set.setReferenceVectors(std::move(loaded.reference));
    loaded.reference = MatrixF();
}

bool isEmbeddingCache(const std::filesystem::path &path)
{
    static constexpr char kSignature[] = "\x89HDF\r\n\x1a\n";
    std::string head;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool hdf5 = readAt(fd, 0, 8, head) && head == std::string(kSignature, 8);
    ::close(fd);
    if (!hdf5)
        return false;
    hdf5::QuietErrors quiet;
    try {
        const hdf5::Handle file = hdf5::openFile(path, false);
        return hdf5::readStringAttribute(file.get(), "kind") == std::string(kKind);
    } catch (const hdf5::Error &) {
        return false;
    }
}

Result<OpenedModel> openCachedModel(const std::filesystem::path &source, const CacheOptions &options)
{
    const auto started = std::chrono::steady_clock::now();
    hdf5::QuietErrors quiet;
    auto fingerprint = fingerprintSource(source);
    if (!fingerprint)
        return fingerprint.error();
    if (isEmbeddingCache(source)) {
        // A cache given as the model (copied from another computer, say) is opened as it is: there
        // is no source to import it from, so what would rebuild it is an error instead.
        if (options.rebuild)
            return makeError(ErrorCode::InvalidArgument, "this is an Isoscope cache, not a source to import again",
                             source.string());
        const std::filesystem::path directory = options.directory.empty() ? defaultCacheDirectory() : options.directory;
        std::filesystem::path stem = directory / cacheFileName(fingerprint.value());
        stem.replace_extension();
        auto existing = openExisting(source, nullptr, options, stem);
        if (auto *problem = std::get_if<std::string>(&existing))
            return makeError(ErrorCode::CacheDamaged, *problem + "; import its source file again", source.string());
        OpenedModel model = std::move(std::get<OpenedModel>(existing));
        model.status.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return model;
    }
    const std::filesystem::path directory = options.directory.empty() ? defaultCacheDirectory() : options.directory;
    std::error_code ec;
    std::filesystem::create_directories(directory, ec);
    if (ec || !std::filesystem::is_directory(directory, ec))
        return makeError(ErrorCode::WriteFailed,
                         "cannot use it as the cache folder"
                             + (ec ? ": " + ec.message() : std::string(": not a folder")),
                         directory.string());
    removeStaleTemporaries(directory);
    const auto cachePath = directory / cacheFileName(fingerprint.value());
    std::filesystem::path stem = cachePath;
    stem.replace_extension();

    // Only a regular file (or nothing) may be at the cache's path: HDF5 would wait forever opening
    // a named pipe, and a folder or device there is not a cache to replace.
    const auto type = std::filesystem::symlink_status(cachePath, ec).type();
    if (type != std::filesystem::file_type::not_found && type != std::filesystem::file_type::regular
        && !(type == std::filesystem::file_type::symlink
             && std::filesystem::status(cachePath, ec).type() == std::filesystem::file_type::regular)) {
        const auto target =
            type == std::filesystem::file_type::symlink ? std::filesystem::status(cachePath, ec).type() : type;
        const char *what = target == std::filesystem::file_type::fifo        ? "a named pipe (FIFO)"
                           : target == std::filesystem::file_type::directory ? "a folder"
                           : target == std::filesystem::file_type::socket    ? "a socket"
                           : target == std::filesystem::file_type::not_found ? "a link to nothing"
                                                                             : "a device or other special file";
        return makeError(ErrorCode::NotARegularFile,
                         std::string("the cache's path is ") + what
                             + ", not a regular file; remove it so that the cache can be written there",
                         cachePath.string());
    }

    std::string reason;
    if (std::filesystem::exists(cachePath, ec)) {
        if (options.rebuild) {
            reason = "a rebuild was asked for";
        } else {
            auto existing = openExisting(cachePath, &fingerprint.value(), options, stem);
            if (auto *model = std::get_if<OpenedModel>(&existing)) {
                model->status.seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
                return std::move(*model);
            }
            reason = std::get<std::string>(existing);
        }
    }

    // An earlier program's cache of this source, under the name its hash of the path gave: rebuilt,
    // saying why, and removed with its whitening statistics once the new cache is in place.
    const std::vector<EarlierCache> earlier =
        reason.empty() ? earlierCaches(cachePath, fingerprint->path) : std::vector<EarlierCache>{};
    if (!earlier.empty())
        reason = earlier.front().reason;

    if (auto imported = importSource(source, fingerprint.value(), cachePath, options); !imported)
        return imported.error();
    // The statistics of the cache just replaced belong to it alone (they carry its cache_id).
    for (const auto &old : whiteningFiles(stem)) {
        std::error_code ignored;
        std::filesystem::remove(old, ignored);
    }
    for (const EarlierCache &cache : earlier) {
        std::filesystem::path oldStem = cache.path;
        oldStem.replace_extension();
        for (const auto &old : whiteningFiles(oldStem)) {
            std::error_code ignored;
            std::filesystem::remove(old, ignored);
        }
        std::error_code ignored;
        std::filesystem::remove(cache.path, ignored);
    }
    CacheOptions reopen = options;
    reopen.read.format = EmbeddingFormat::Auto;
    // The vectors were just verified and the content hashed while importing; the reopen only reads
    // the new cache's attributes and vocabulary (and would find no whitening files).
    reopen.verifyAll = false;
    auto existing = openExisting(cachePath, &fingerprint.value(), reopen, stem, true);
    if (auto *problem = std::get_if<std::string>(&existing))
        return makeError(ErrorCode::CacheDamaged, "the cache just written cannot be opened: " + *problem,
                         cachePath.string());
    OpenedModel model = std::move(std::get<OpenedModel>(existing));
    model.status.imported = true;
    model.status.rebuildReason = reason;
    model.status.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return model;
}

} // namespace isoscope
