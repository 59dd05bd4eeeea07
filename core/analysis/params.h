#pragma once

#include "core/analysis/suitemeasures.h"
#include "core/analysis/suites.h"
#include "core/linalg/harddebias.h"
#include "core/linalg/whitening.h"
#include "core/stats/multipletesting.h"
#include "core/stats/similarity.h"
#include "core/stats/weat.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace isoscope {

/// Everything that decides the numbers of an analysis. Defaults are the paper's protocol.
struct AnalysisParams {
    ReferenceSpec reference; ///< default top:100000
    double epsilon = 1e-3;
    CalibrationSpec calibration; ///< default ZCA, the paper's; "whitened" results are calibrated this way
    WeatConventions weat;        ///< permutations, exact limit, tie rule, sides, seed, ddof
    double alpha = 0.05;
    /// Across the suites of each model, in each space; the change classes use the adjusted p.
    Correction correction = Correction::None;
    double shiftThreshold = 0.5; ///< |d_white - d_raw| above this is a substantial shift
    std::size_t anisotropySample = 2000;
    std::size_t explainedComponents = 50;
    std::size_t bootstrapIterations = 10000; ///< of the word-similarity comparison
    /// B of the percentile bootstrap interval of every WEAT d (resamples of the target words,
    /// docs/sensitivity.md); 0: no intervals.
    std::size_t effectBootstrapIterations = 2000;
    double confidence = 0.95; ///< of those intervals
    std::vector<WeatSuite> suites;
    std::vector<SimilarityBenchmark> benchmarks;
    /// Sentence-similarity benchmarks (STS-B, one split), run after the word benchmarks.
    std::vector<SentenceBenchmark> sentenceBenchmarks;
    /// The association measures (docs/measures.md). WEAT always runs, named or not (the change
    /// classes rest on its p); the others are computed on the same words, raw and calibrated.
    std::vector<Measure> measures = {Measure::Weat};
    /// Hard debiasing (Bolukbasi et al. 2016) with these lists, applied to every model before it is
    /// measured (core/linalg/harddebias.h): "raw" is then the debiased model, "whitened" the debiased
    /// model calibrated. Empty: the models as they are.
    std::optional<DebiasLists> debias;
    std::uint64_t seed() const { return weat.seed; }
};

} // namespace isoscope
