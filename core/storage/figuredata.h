#pragma once

#include "core/analysis/analysis.h"
#include "core/base/result.h"

#include <Eigen/Core>

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// The file beside results.json that holds what the figures need and results.json does not:
/// the sampled vectors of the cosine heatmap.
inline constexpr std::string_view kFigureDataFileName = "figure_data.h5";

/// Writes the anisotropy sample of every model (AnisotropyResult::sampleRaw and sampleWhitened,
/// with ModelResult::anisotropyWords) to an HDF5 file, through a temporary file in the same folder
/// renamed into place. Layout (schema "isoscope-figure-data", version 1):
///
///     /                  attributes schema (string), version (int), model_count (int)
///     /models/<i>        one group per model, i = 0, 1, ... in results.json order;
///                        attribute name (UTF-8 string), the model's name
///         words          variable-length UTF-8 strings, n (empty for external reference vectors)
///         raw            float32, n x d, row k = the vector of word k
///         whitened       float32, n x d, the same vectors after ZCA whitening
///
/// The rows are in the order of results.json's anisotropy.sample_words (the file order of the
/// reference sample).
Result<void> writeFigureData(const AnalysisResult &result, const std::filesystem::path &file);

/// Reads a file written by writeFigureData into the models of result, matched by position and
/// checked by name and size: fills AnisotropyResult::sampleRaw and sampleWhitened (and
/// ModelResult::anisotropyWords when empty). Errors: FileNotFound, FileUnreadable, BadSchema
/// (another schema or version, a model that does not match).
Result<void> readFigureData(const std::filesystem::path &file, AnalysisResult &result);

/// The n x n matrix of cosines of the rows, in single precision (the heatmap shows 2,000 x 2,000).
/// A zero row has cosine 0 with everything, itself included.
Eigen::MatrixXf cosineMatrixFloat(const MatrixF &rows);

/// An order of the rows that puts similar vectors next to each other, for the heatmap's "grouped by
/// similarity": principal direction divisive partitioning (Boley 1998) of the unit vectors. The
/// rows are split by the sign of their projection on the first principal component of the group
/// (centred), and each half split again until a group has at most leafSize rows; a leaf is sorted
/// by that projection. The first principal component comes from power iteration, seeded, so the
/// order is reproducible. Returns a permutation of 0..n-1: position k shows row order[k].
std::vector<std::size_t> similarityOrder(const MatrixF &rows, std::size_t leafSize = 24);

} // namespace isoscope
