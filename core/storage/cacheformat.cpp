#include "core/storage/cacheformat.h"

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

namespace isoscope::cache {

namespace {

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

} // namespace

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

std::optional<FileIdentity> identityOf(const std::filesystem::path &path)
{
    struct stat st;
    if (::stat(path.c_str(), &st) != 0)
        return std::nullopt;
    return FileIdentity{st.st_dev, st.st_ino};
}

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

std::filesystem::path temporaryPath(const std::filesystem::path &directory, const std::string &cacheName)
{
    static std::atomic<unsigned> counter{0};
    return directory
           / (kTemporaryPrefix + std::to_string(::getpid()) + "-" + std::to_string(counter++) + "-" + cacheName);
}

} // namespace isoscope::cache
