#pragma once

#include "core/storage/embeddingcache.h"

#include <filesystem>
#include <string>
#include <variant>

namespace isoscope::cache {

// Opens an existing cache for the source, or says why it cannot be used.
// source: the fingerprint the cache must carry; nullptr for a cache that was given as the model
// itself.
// whiteningStem: where the cache's whitening statistics files are (whiteningFilePath).
// contentChecked: the source's content hash was just computed by its import (so verifyAll need
// not hash the source again).
std::variant<OpenedModel, std::string> openExisting(const std::filesystem::path &cachePath,
                                                    const SourceFingerprint *source, const CacheOptions &options,
                                                    const std::filesystem::path &whiteningStem,
                                                    bool contentChecked = false);

} // namespace isoscope::cache
