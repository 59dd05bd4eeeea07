#include "core/storage/cacheimport.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/base/threadbudget.h"
#include "core/io/subwords.h"
#include "core/linalg/whitening.h"
#include "core/storage/cachefile.h"
#include "core/storage/cacheformat.h"
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

namespace isoscope::cache {

namespace {

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

} // namespace

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

} // namespace isoscope::cache
