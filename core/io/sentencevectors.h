#pragma once

#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace isoscope {

/// Sentence vectors computed outside Isoscope (a transformer encoder's), for the STS Benchmark:
/// the HDF5 datasets /sentences (1-D UTF-8 strings, variable or fixed length) and
/// /sentence_vectors (float32 [m, d]; float64 is rounded), in a model's HDF5 import file beside
/// /words and /vectors or in a file of their own.
struct SentenceVectors {
    std::vector<std::string> sentences; ///< in row order, as written
    MatrixF vectors;                    ///< one row per sentence
};

/// Reads /sentences and /sentence_vectors. Errors name the file and the dataset, row and column:
/// BadSchema when a dataset is missing or is not what the layout says; CountMismatch when the two
/// disagree in length; EmptyWord for an empty sentence; InvalidUtf8; NonFiniteValue for NaN,
/// infinity or a value beyond float32; UnsupportedFormat, TruncatedFile, FileUnreadable as for
/// the import layout (readEmbeddingFile); Cancelled.
Result<SentenceVectors> readSentenceVectors(const std::filesystem::path &path, const ProgressCallback &progress = {});

/// True if path is an HDF5 file with a /sentences dataset (whether it reads is readSentenceVectors'
/// business); false for any other regular file, and for one HDF5 cannot open. Errors, before the
/// file is opened (a named pipe without a writer would block that for ever), are regularFileSize's
/// and name the file: FileNotFound, NotARegularFile (a folder, a named pipe, a device),
/// FileUnreadable.
Result<bool> holdsSentenceVectors(const std::filesystem::path &path);

/// The record of a transformer model's extraction (the JSON in the root attribute
/// `isoscope_extraction`, core/extraction/extraction.h) when path is an HDF5 file that has one, as
/// isoscope-cli extract and merge write them; nothing for any other file (checked as above first).
std::optional<std::string> extractionRecord(const std::filesystem::path &path);

} // namespace isoscope
