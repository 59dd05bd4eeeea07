#pragma once

#include "core/analysis/results.h"
#include "core/base/result.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace isoscope {

/// results.json as written: conventions, models (anisotropy, explained variance, similarity,
/// warnings) and every model x suite WEAT result in both spaces, with per-word associations
/// (core/serialization/resultsjson.h). Numbers are written at full double precision; undefined
/// values are null, with the reason beside them.
std::string resultsJsonText(const AnalysisResult &result);

/// weat.csv: one row per model x suite (Table A1).
std::string weatCsv(const AnalysisResult &result);
/// anisotropy.csv: one row per model (Table 2).
std::string anisotropyCsv(const AnalysisResult &result);
/// similarity.csv: one row per model x benchmark (Table 3).
std::string similarityCsv(const AnalysisResult &result);
/// report.md: the paper's Tables 2, 3 and A1 for these models, the change counts, the
/// conventions and the warnings, readable as plain text.
std::string reportMarkdown(const AnalysisResult &result);

/// Writes results.json, weat.csv, anisotropy.csv, similarity.csv and report.md into dir
/// (created if needed). Each file is written to a temporary name and renamed into place, so a
/// crash never leaves a half-written file under a final name.
Result<void> writeResults(const AnalysisResult &result, const std::filesystem::path &dir);

/// Writes content to path through a temporary file in the same folder and a rename.
Result<void> writeFileAtomically(const std::filesystem::path &path, std::string_view content);

/// A field quoted for CSV (RFC 4180) when it holds a comma, quote or line break.
std::string csvField(std::string_view text);

/// Numbers as text: full precision (shortest round trip), "NA" for nothing.
std::string formatFull(std::optional<double> value);

/// A results folder read back for the figures.
struct LoadedResults {
    AnalysisResult analysis;
    /// The figure data was found and read: the models carry their sampled vectors.
    bool hasVectors = false;
    /// Why not, when hasVectors is false (English, for logs and the command line).
    std::string vectorsProblem;
};

/// Reads results.json (analysisFromJson) and the figure_data.h5 beside it (readFigureData). A
/// missing or unreadable figure data file is not an error (the figures without vectors can still
/// be drawn): LoadedResults says why.
Result<LoadedResults> loadResults(const std::filesystem::path &resultsJson);

} // namespace isoscope
