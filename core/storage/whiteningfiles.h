#pragma once

#include "core/linalg/whitening.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <variant>
#include <vector>

namespace isoscope::cache {

// ---------------------------------------------------------------------------------------------
// Whitening statistics files. Each reference sample's statistics are one small HDF5 file beside
// the cache, written to a temporary file, read back and compared, flushed and only then renamed
// into place: a kill or a full disk at any moment leaves either the complete file or none, and the
// cache file itself is never written to after its import. Layout: root attributes kind,
// schema_version (1), cache_id (the cache's own), key, sample_size, dims; datasets mean [d],
// eigenvalues [d], eigenvectors [d, d] (row-major), float64 with Fletcher32 checksums.

std::filesystem::path whiteningFilePath(const std::filesystem::path &stem, const std::string &key);

void writeWhiteningFile(const std::filesystem::path &path, const std::string &cacheId, const std::string &key,
                        const WhiteningStats &stats);

struct StoredWhitening {
    std::string key;
    WhiteningStats stats;
};

// The statistics in a whitening file and the key they are for, or why the file cannot be used.
std::variant<StoredWhitening, std::string> readWhiteningFile(const std::filesystem::path &path,
                                                             const std::string &cacheId, std::size_t dims);

bool sameStatistics(const WhiteningStats &a, const WhiteningStats &b);

// The whitening files beside a cache (whatever their state).
std::vector<std::filesystem::path> whiteningFiles(const std::filesystem::path &stem);

} // namespace isoscope::cache
