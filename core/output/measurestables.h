#pragma once

#include "core/analysis/analysis.h"
#include "core/analysis/calibrationcomparison.h"

#include <string>
#include <vector>

namespace isoscope {

/// measures.csv of `isoscope-cli analyze --measures ...`: one row per model x suite x measure
/// (WEAT excluded: weat.csv has it) x subquery, with the raw and the calibrated value at full
/// precision (NA when undefined, the reason in the last columns):
/// model,suite,measure,subquery,raw,whitened,raw_undefined,whitened_undefined.
/// subquery is "A" or "B" (X and Y wrt that set) for RND, ECT and RIPA, "all" for MAC and RNSB.
std::string measuresCsv(const AnalysisResult &result);

/// measures.csv of `isoscope-cli calibrations`: the same rows with a value per column, every
/// measure of params.measures including WEAT's d: raw, each calibration (ZCA first) and, with
/// debias, debiased and debiased_zca (NA when undefined):
/// model,suite,measure,subquery,raw,zca,<calibration>...,debiased,debiased_zca.
std::string calibrationMeasuresCsv(const CalibrationComparison &comparison, const std::vector<Measure> &measures);

/// The same as a Markdown table (values to three significant digits), for standard output.
std::string calibrationMeasuresMarkdown(const CalibrationComparison &comparison, const std::vector<Measure> &measures);

} // namespace isoscope
