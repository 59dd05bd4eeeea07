#pragma once

#include "core/base/embeddingset.h"
#include "core/base/result.h"

#include <filesystem>
#include <string>
#include <vector>

namespace isoscope {

/// The sampled vectors of one model's anisotropy sample, as the heatmap draws them.
struct FigureSample {
    std::string name;               ///< the model's name
    std::vector<std::string> words; ///< one per row (empty for external reference vectors)
    MatrixF raw;                    ///< n x d, row k = the vector of word k
    MatrixF whitened;               ///< the same vectors after whitening
};

/// Writes the samples to an HDF5 file, through a temporary file in the same folder renamed into
/// place. Layout (schema "isoscope-figure-data", version 1):
///
///     /                  attributes schema (string), version (int), model_count (int)
///     /models/<i>        one group per sample, i = 0, 1, ...; attribute name (UTF-8 string)
///         words          variable-length UTF-8 strings, n (empty for external reference vectors)
///         raw            float32, n x d
///         whitened       float32, n x d
Result<void> writeFigureSamples(const std::vector<FigureSample> &samples, const std::filesystem::path &file);

/// Reads a file written by writeFigureSamples. Errors: FileNotFound, FileUnreadable, BadSchema
/// (another schema or version, a sample whose parts differ in size).
Result<std::vector<FigureSample>> readFigureSamples(const std::filesystem::path &file);

} // namespace isoscope
