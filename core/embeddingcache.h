#pragma once

#include "core/embeddingreader.h"
#include "core/embeddingset.h"
#include "core/progress.h"
#include "core/result.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace isoscope {

/// What identifies a source file's content without reading all of it: path, size, modification
/// time and a hash of its first and last MiB. A source whose fingerprint changed is re-imported.
struct SourceFingerprint {
    std::string path;               ///< absolute, normalised
    std::uint64_t size = 0;
    std::int64_t modified = 0;      ///< modification time, nanoseconds since the epoch
    std::uint64_t headTailHash = 0;
    /// Hex digest of all of the above: the cache file's name is derived from it.
    std::string digest() const;
    friend bool operator==(const SourceFingerprint &, const SourceFingerprint &) = default;
};
Result<SourceFingerprint> fingerprintSource(const std::filesystem::path &source);

/// The user's cache folder: $ISOSCOPE_CACHE_DIR if set, else $XDG_CACHE_HOME/isoscope, else
/// ~/.cache/isoscope.
std::filesystem::path defaultCacheDirectory();

struct CacheOptions {
    std::filesystem::path directory; ///< empty: defaultCacheDirectory()
    ReadOptions read;                ///< format, companion files, progress of an import
    bool rebuild = false;            ///< import again even if a valid cache exists
};

/// How a model was opened.
struct CacheStatus {
    std::filesystem::path cachePath;
    bool imported = false;           ///< true: the source was read now; false: an existing cache was reused
    std::string rebuildReason;       ///< why an existing cache was not used (damaged, old schema, ...), if so
    EmbeddingFormat format = EmbeddingFormat::Auto;
    ReadReport report;               ///< of the import (also stored in the cache and given back on reuse)
    double seconds = 0;
};

struct OpenedModel {
    EmbeddingSet set;                ///< rows read on demand from the cache; whitening statistics kept there
    CacheStatus status;
};

/// Opens a model through its HDF5 cache: imports the source into a new cache when there is no
/// valid one (written to a temporary file, verified, renamed into place), otherwise opens the
/// existing cache, reading only the vocabulary. A cache that is truncated, damaged, of another
/// schema or from a newer program is reported in status.rebuildReason and rebuilt from the source.
/// Progress (of an import) and cancel come through options.read.progress.
Result<OpenedModel> openCachedModel(const std::filesystem::path &source, const CacheOptions &options = {});

} // namespace isoscope
