#pragma once

#include "core/analysis/steps.h"
#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/corpus/corpus.h"
#include "core/io/embeddingreader.h"
#include "core/storage/embeddingcache.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace isoscope::ui {

struct ImportedModel {
    std::shared_ptr<const LoadedModel> model;
    std::optional<isoscope::Error> error;
    /// A transformer model's extracted vectors (with its STS-B sentence vectors, if asked).
    std::filesystem::path extractedFile;
};

/// The one place where the window turns an embedding file into a model, through core's HDF5 cache
/// (openCachedModel: imported once, then opened in a moment). Blocks: call it on a worker thread;
/// progress and cancel through the callback.
/// vocabulary: a NumPy matrix's vocabulary file (empty: the default beside the matrix).
ImportedModel importModel(const std::filesystem::path &path, isoscope::EmbeddingFormat format,
                          const std::filesystem::path &vocabulary, const isoscope::ProgressCallback &progress);

/// A transformer model of the study: its folder, the corpus its word vectors are drawn from, and
/// the words to extract (those of the study's suites).
struct TransformerImport {
    std::filesystem::path folder;
    std::filesystem::path corpus;
    isoscope::corpus::CorpusFormat corpusFormat = isoscope::corpus::CorpusFormat::Lines;
    int layer = -1;
    std::vector<std::string> words;
    std::uint64_t seed = 0; ///< the analysis seed: draws the contexts and the reference sample
    /// STS-B's split file: its sentences are pooled into the same file (SimCSE's avg); empty: none.
    std::filesystem::path stsFile;
    std::string stsSplit;
};

/// A transformer model's word vectors drawn from the corpus as the paper does (core's
/// extractCached: read from the cache folder when extracted before with the same model, corpus,
/// words and protocol), then opened as any model. Its content hash is the extraction's source hash
/// (extractionSourceHash), so results of a study survive extracting more words. Blocks: call it
/// on a worker thread. Progress spans reading the corpus and running the model; tokensFed is told
/// the tokens of each batch the model ran.
ImportedModel importTransformerModel(const TransformerImport &what, const isoscope::ProgressCallback &progress,
                                     const std::function<void(std::size_t)> &tokensFed);

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
