#include "core/storage/cachefile.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/base/threadbudget.h"
#include "core/io/subwords.h"
#include "core/linalg/whitening.h"
#include "core/storage/cacheformat.h"
#include "core/storage/hdf5file.h"
#include "core/storage/whiteningfiles.h"
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

using namespace cache;

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

std::string OpenedModel::damage() const
{
    return file ? file->damage() : std::string();
}

namespace cache {

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

} // namespace

std::variant<OpenedModel, std::string> openExisting(const std::filesystem::path &cachePath,
                                                    const SourceFingerprint *source, const CacheOptions &options,
                                                    const std::filesystem::path &whiteningStem, bool contentChecked)
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

} // namespace cache

} // namespace isoscope
