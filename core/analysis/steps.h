#pragma once

#include "core/analysis/params.h"
#include "core/analysis/referencesample.h"
#include "core/analysis/results.h"
#include "core/analysis/suitemeasures.h"
#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/io/embeddingreader.h"
#include "core/linalg/whitening.h"

#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

/// The steps of the paper's protocol on one model. The command line runs them one after another
/// (analyzeModel, core/analysis/analysis.h); the window runs each as a job of its own and keeps
/// what they give in a ResultStore (core/analysis/resultstore.h), which puts them together with the
/// same assembly functions. A model is whatever EmbeddingSet a source gives: a static file read in
/// full, an HDF5 cache, a file in the import layout (/words, /vectors, /reference, /sentences,
/// /sentence_vectors) whatever made it. Every step catches a failed read of a cached model
/// (StorageError) and returns it as FileUnreadable.
namespace isoscope {

/// A model whose vocabulary (and vectors, or access to them) is in memory, and how it was read:
/// what each step takes. Shared read-only by threads.
struct LoadedModel {
    EmbeddingSet set;
    ReadReport report;
};

/// What a model file holds, as the results say it.
struct ModelInfo {
    std::size_t vocabSize = 0;
    std::size_t dims = 0;
    bool uncased = false;
    bool hasSubwords = false; ///< a fastText .bin/.ftz model with subword vectors
    ReadReport read;
};
ModelInfo describeModel(const EmbeddingSet &model, const ReadReport &read);

/// The reference sample a whitening was estimated on, in brief.
struct ReferenceInfo {
    std::size_t size = 0;
    std::size_t requested = 0;
    std::vector<std::string> missingWords;
    bool singular = false;
};

/// The whitening step: a model's reference sample and its whitening statistics.
struct ModelWhitening {
    ReferenceSample sample;
    WhiteningStats stats;
    bool reused = false; ///< the statistics came from the model's cache
    ReferenceInfo info() const;
};

/// Gives the progress callback of the estimate once the sample is known (its size decides how the
/// command line names the stage); called only when the statistics are estimated, not reused.
using EstimateProgress = std::function<ProgressCallback(const ReferenceSample &sample)>;

/// Selects the reference sample (params.reference, params.weat.seed) and takes its statistics from
/// the model's cache when there, else estimates them (reporting 0 of 1 first, so that a cancel
/// stops before the estimate) and saves them to the cache. Errors: those of
/// selectReferenceSample and estimateWhitening; Cancelled.
Result<ModelWhitening> whitenModel(const EmbeddingSet &model, const AnalysisParams &params,
                                   const EstimateProgress &estimating = {});

/// The transform of a whitening for params.epsilon and params.calibration. When whitening would
/// lose the digits it reports (whiteningPrecisionProblem), the error also names the reference row
/// farthest from the sample's mean (its word and how far it lies), the usual cause.
Result<Whitener> calibrationOf(const EmbeddingSet &model, const ModelWhitening &whitening,
                               const AnalysisParams &params);

/// The words of a suite looked up in a model (lookupSuite, one read), and the EmptyWordSet error of
/// a suite one of whose sets has no word left (emptySetError).
struct SuiteWords {
    SuiteLookup lookup;
    std::optional<Error> empty;
};
Result<SuiteWords> suiteWords(const EmbeddingSet &model, const WeatSuite &suite);

/// The calibrated (whitened) vectors of a suite's words, in the role order X, Y, A, B. A word whose
/// calibrated vector is zero (the calibration maps it onto the reference sample's mean: every
/// vector of the model may be the same) has no cosine there: SingularCovariance naming the word,
/// its set and that it is the whitened vector, for the suite alone (assembleSuite's error).
Result<std::array<MatrixD, 4>> calibratedSuiteVectors(const Whitener &whitener, const WeatSuite &suite,
                                                      const SuiteLookup &lookup);

/// One space of a suite, raw or calibrated: the permutation test with the ML-EAT levels on the
/// random stream of the suite (suiteStream: every space sees the same partitions), and the measures
/// beyond WEAT of params.measures on the same vectors.
struct SuiteSpace {
    WeatStatistic statistic;
    MeasureSpace measures;
};
/// vectors: the looked-up words' vectors in the space, in the role order X, Y, A, B; lookup names
/// the words used (for RIPA's pairs).
Result<SuiteSpace> testSuiteSpace(const std::array<MatrixD, 4> &vectors, const WeatSuite &suite,
                                  const SuiteLookup &lookup, const AnalysisParams &params,
                                  const ProgressCallback &progress = {});

/// A suite's calibrated space, or why the suite cannot have one: calibratedSuiteVectors, then
/// testSuiteSpace on them. A zero whitened vector is the suite's own reason (suiteError, nothing
/// computed), not an error of the run: the command line's runSuite and the window's WEAT job both
/// take it here, so a model whose vectors are all the same stops only its calibrated suites.
/// Errors: those of testSuiteSpace.
struct CalibratedSuite {
    std::optional<SuiteSpace> space;
    std::optional<Error> suiteError;
};
Result<CalibratedSuite> calibratedSuiteSpace(const Whitener &whitener, const WeatSuite &suite,
                                             const SuiteLookup &lookup, const AnalysisParams &params,
                                             const ProgressCallback &progress = {});

/// The measures beyond WEAT of a list, in its order.
std::vector<Measure> measuresBeyondWeat(const std::vector<Measure> &measures);

/// A suite's result from its steps: the lookup (and the error of a suite that could not run), the
/// raw and the calibrated space, classified (params.alpha, params.shiftThreshold), with the effect
/// intervals (params.effectBootstrapIterations) and, when both spaces carry them, the measures
/// beyond WEAT of measures.
WeatResult assembleSuite(const std::string &modelName, const WeatSuite &suite, SuiteLookup lookup,
                         std::optional<Error> error, const std::optional<SuiteSpace> &raw,
                         const std::optional<SuiteSpace> &calibrated, const std::vector<Measure> &measures,
                         const AnalysisParams &params);

/// The anisotropy step: anisotropy raw and whitened on params.anisotropySample words of the
/// reference sample (seed deriveSeed(seed, "anisotropy")), and those words when the sample is the
/// model's own.
struct AnisotropyEntry {
    AnisotropyResult result;
    std::vector<std::string> words;
};
Result<AnisotropyEntry> anisotropyOf(const EmbeddingSet &model, const ModelWhitening &whitening,
                                     const Whitener &whitener, const AnalysisParams &params);

/// A model's result before its suites and benchmarks: the spec, what the file holds and the
/// reference sample (when known).
ModelResult modelFrame(const ModelSpec &spec, const ModelInfo &info, const std::optional<ReferenceInfo> &reference);

/// Ends a model's result once its suites and benchmarks are in: the p-values adjusted across its
/// suites (params.correction, the change classes from them) and the warnings (modelWarnings on
/// params.suites).
void completeModel(ModelResult &model, const AnalysisParams &params);

} // namespace isoscope
