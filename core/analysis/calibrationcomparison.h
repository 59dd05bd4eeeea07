#pragma once

#include "core/analysis/results.h"
#include "core/base/progress.h"
#include "core/base/result.h"

#include <memory>
#include <string>
#include <vector>

namespace isoscope {

/// The models a calibration comparison runs on: each with its vectors (already read).
struct ComparisonModel {
    std::string name;
    ModelFamily family = ModelFamily::Static;
    const EmbeddingSet *set = nullptr;
    /// The model's own reference sample (ModelSpec::reference); empty: the analysis's.
    std::optional<ReferenceSpec> reference{};
};

/// Every model x suite of a study under ZCA whitening and the comparison calibrations
/// (docs/beyond-the-paper.md): for each calibration, the results that `isoscope-cli analyze
/// --calibration SPEC` gives with the same options (raw d and p, calibrated d and p, the change
/// class from the (adjusted) p).
struct CalibrationComparison {
    /// Calibrations in columns: ZCA first (the reference), then the comparisons chosen.
    std::vector<CalibrationSpec> calibrations;
    AnalysisParams params; ///< without the suites' words and the benchmarks
    struct Model {
        std::string name;
        ModelFamily family = ModelFamily::Static;
        std::size_t dims = 0;
        /// [calibration][suite], in the study's suite order; whitened means calibrated this way.
        std::vector<std::vector<WeatResult>> results;
        /// [suite] on the model hard-debiased (when the comparison has the debias columns): raw is
        /// the debiased model, whitened the debiased model under ZCA (estimated on its own
        /// reference sample). Empty otherwise.
        std::vector<WeatResult> debiased;
        std::optional<ModelResult::Debias> debias; ///< what hard debiasing found in the model
    };
    /// The debias columns are there (AnalysisParams::debias was given).
    bool debiased = false;
    std::vector<Model> models;
    double seconds = 0;
};

/// Runs the comparison: per model the reference statistics once (from the model's cache when
/// there, as the analysis keeps them), per suite the words looked up and the raw test run once,
/// then the calibrated test per calibration on the same seeded partitions (as runSuite does), and
/// the study's multiple-testing correction applied per model and calibration (as analyze does).
/// calibrations need not contain ZCA: it is put first. With params.debias, each model is also
/// hard-debiased with those lists and every suite run on the debiased model raw and under ZCA
/// (Model::debiased: the columns "debiased" and "debiased + whitened"), as `isoscope-cli analyze
/// --debias` would. The measures of params.measures are computed in every column. Progress counts
/// tests; a cancel returns Cancelled. Errors: no model, a failed estimate or transform (with the
/// model named), no definitional pair of the debias lists in a model.
Result<CalibrationComparison> compareCalibrations(const std::vector<ComparisonModel> &models,
                                                  std::vector<CalibrationSpec> calibrations,
                                                  const AnalysisParams &params, const ProgressCallback &progress = {});

// calibrations.json, written and read back: core/serialization/calibrationsjson.h.

} // namespace isoscope
