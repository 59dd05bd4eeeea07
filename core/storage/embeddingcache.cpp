#include "core/storage/embeddingcache.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/base/threadbudget.h"
#include "core/io/subwords.h"
#include "core/linalg/whitening.h"
#include "core/storage/cachefile.h"
#include "core/storage/cacheformat.h"
#include "core/storage/cacheimport.h"
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
