#pragma once

#include "core/analysis/steps.h"
#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/io/embeddingreader.h"
#include "core/storage/embeddingcache.h"

#include <filesystem>
#include <memory>
#include <optional>

namespace isoscope::ui {

struct ImportedModel {
    std::shared_ptr<const LoadedModel> model;
    std::optional<isoscope::Error> error;
};

/// The one place where the window turns an embedding file into a model, through core's HDF5 cache
/// (openCachedModel: imported once, then opened in a moment). Blocks: call it on a worker thread;
/// progress and cancel through the callback.
/// vocabulary: a NumPy matrix's vocabulary file (empty: the default beside the matrix).
ImportedModel importModel(const std::filesystem::path &path, isoscope::EmbeddingFormat format,
                          const std::filesystem::path &vocabulary, const isoscope::ProgressCallback &progress);

/// What "Verify model file" found (openCachedModel with verifyAll): the whole file hashed and
/// compared with the content hash recorded when it was imported, every chunk of its cache read
/// (checksums), its whitening statistics files read in full. A file whose content changed is
/// imported again (status.imported, status.rebuildReason).
struct ModelVerification {
    isoscope::CacheStatus status;
    std::optional<isoscope::Error> error;
};

/// Blocks: call it on a worker thread.
ModelVerification verifyModel(const std::filesystem::path &path, isoscope::EmbeddingFormat format,
                              const std::filesystem::path &vocabulary, const isoscope::ProgressCallback &progress);

} // namespace isoscope::ui
