#pragma once

#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/corpus/corpus.h"
#include "core/extraction/extraction.h"
#include "core/extraction/transformersource.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

// A transformer model's word vectors kept in the cache folder, keyed by content, so that a second
// analysis of the same model, corpus, words and protocol reads them instead of running the model
// again (the HDF5 import layout, written whole under a temporary name and renamed: a file there is
// complete).

namespace isoscope::extraction {

/// What decides an extraction's numbers, as one text: the forward pass's arithmetic (its version
/// and this CPU's code path), the model folder's content hash, the corpus's (and its format),
/// every protocol option but the batch size (which changes the speed, never the numbers) and the
/// words in the order asked.
std::string extractionKey(const ModelDescription &model, const corpus::Corpus &corpus,
                          const std::vector<std::string> &words, const ExtractionOptions &options,
                          const std::vector<std::string> &sentences = {});

/// The key's XXH64, what a checkpoint's parts carry (ExtractionOptions::checkpointKey).
std::uint64_t extractionKeyDigest(const std::string &key);

/// What decides every word's vector and the reference sample, as one digest: the key above without
/// the words (a word's vector does not depend on which other words are asked). A study keeps it as
/// the content its results were computed from, so that extracting more words keeps them.
std::uint64_t extractionSourceHash(const ModelDescription &model, const corpus::Corpus &corpus,
                                   const ExtractionOptions &options);

/// cacheDir/extractions/<16 hex digits of the key's XXH64>.h5; cacheDir empty: the user's cache folder
/// (defaultCacheDirectory).
std::filesystem::path extractionCacheFile(const std::filesystem::path &cacheDir, const std::string &key);

struct CachedExtraction {
    std::filesystem::path file;
    /// Set when the model ran now; empty when the file was in the cache already.
    std::optional<WordExtraction> extracted;
    std::uint64_t sourceHash = 0; ///< extractionSourceHash
};

/// The cached file of this extraction, or (when there is none) extractWords into it, keeping its
/// work as it goes in <file>.partial/ (ExtractionOptions::checkpoint): a run stopped by Cancel or a
/// crash continues there, and the folder goes once the file is written. Errors: those
/// of extractWords, and WriteFailed/NoSpace (naming the folder) when the cache folder cannot be made.
/// sentences: also pooled into the file (extractWords), STS-B's for a similarity benchmark.
Result<CachedExtraction> extractCached(ExtractionModel &model, const corpus::Corpus &corpus,
                                       const std::vector<std::string> &words, const ExtractionOptions &options,
                                       const std::filesystem::path &cacheDir, const ProgressCallback &progress = {},
                                       const std::vector<std::string> &sentences = {});

} // namespace isoscope::extraction
