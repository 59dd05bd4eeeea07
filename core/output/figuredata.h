#pragma once

#include "core/analysis/results.h"
#include "core/base/result.h"

#include <filesystem>
#include <string_view>

namespace isoscope {

/// The file beside results.json that holds what the figures need and results.json does not:
/// the sampled vectors of the cosine heatmap.
inline constexpr std::string_view kFigureDataFileName = "figure_data.h5";

/// Writes the anisotropy sample of every model (AnisotropyResult::sampleRaw and sampleWhitened,
/// with ModelResult::anisotropyWords), one sample per model in results.json's order
/// (core/storage/figuresamplefile.h has the HDF5 layout). The rows are in the order of
/// results.json's anisotropy.sample_words (the file order of the reference sample). atomically
/// as in writeFigureSamples.
Result<void> writeFigureData(const AnalysisResult &result, const std::filesystem::path &file, bool atomically = true);

/// Reads a file written by writeFigureData into the models of result, matched by position and
/// checked by name and size: fills AnisotropyResult::sampleRaw and sampleWhitened (and
/// ModelResult::anisotropyWords when empty). Errors: FileNotFound, FileUnreadable, BadSchema
/// (another schema or version, a model that does not match).
Result<void> readFigureData(const std::filesystem::path &file, AnalysisResult &result);

} // namespace isoscope
