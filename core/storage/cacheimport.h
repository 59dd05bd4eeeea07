#pragma once

#include "core/base/result.h"
#include "core/storage/embeddingcache.h"

#include <filesystem>
#include <string>
#include <vector>

namespace isoscope::cache {

// A cache of the same source under another name, which an import replaces: the name a program of
// an earlier schema gave it (schema 3 and before hashed the path with FNV-1a, not XXH64), so the
// same file-name part and another 16-digit hash, whose source_path attribute names this source.
// Only regular files are opened (HDF5 would wait forever on a named pipe).
struct EarlierCache {
    std::filesystem::path path;
    std::string reason; ///< why it cannot be used (what readLayout says), for CacheStatus::rebuildReason
};

std::vector<EarlierCache> earlierCaches(const std::filesystem::path &cachePath, const std::string &sourcePath);

// Removes the temporary files of imports whose process is gone (killed, crashed): they are never
// trusted, only in the way. A live process's file is left alone, unless it is a day old (its pid
// then belongs to another program).
void removeStaleTemporaries(const std::filesystem::path &directory);

/// Imports the source into a new cache at cachePath: read, written to a temporary file, verified
/// (verifyCache) and renamed into place.
Result<void> importSource(const std::filesystem::path &source, const SourceFingerprint &fingerprint,
                          const std::filesystem::path &cachePath, const CacheOptions &options);

} // namespace isoscope::cache
