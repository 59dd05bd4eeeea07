#pragma once

#include "core/analysis/results.h"
#include "core/base/files.h" // writeFileAtomically, used with the tables made here
#include "core/base/numberformat.h"
#include "core/base/result.h"
#include "core/output/escape.h" // csvField, used with the tables made here

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
/// similarity.csv: one row per model x benchmark (Table 3), with how the pairs were measured
/// (method) and, for STS-B, the split.
std::string similarityCsv(const AnalysisResult &result);
/// mleat.csv: the multilevel view (ML-EAT levels 1-3) of every model x suite, one row per space
/// (raw, whitened).
std::string multilevelCsv(const AnalysisResult &result);
/// report.md: the paper's Tables 2, 3 and A1 for these models, the change counts, the
/// conventions and the warnings, readable as plain text.
std::string reportMarkdown(const AnalysisResult &result);

/// Writes results.json, weat.csv, anisotropy.csv, similarity.csv, mleat.csv, report.md and
/// figure_data.h5
/// into dir (created if needed), as one FileBatch (core/base/files.h): every file is written to a
/// temporary name and flushed to disk, and only when all are complete are they renamed into place,
/// so a crash or a full disk leaves the folder as it was, never a mix of old and new files.
Result<void> writeResults(const AnalysisResult &result, const std::filesystem::path &dir);

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
