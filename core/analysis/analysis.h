#pragma once

#include "core/analysis/suitemeasures.h"
#include "core/linalg/harddebias.h"
#include "core/stats/anisotropy.h"
#include "core/stats/bootstrap.h"
#include "core/storage/embeddingcache.h"
#include "core/io/embeddingreader.h"
#include "core/stats/multipletesting.h"
#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/stats/significance.h"
#include "core/stats/similarity.h"
#include "core/analysis/suites.h"
#include "core/stats/weat.h"
#include "core/linalg/whitening.h"

#include <array>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace isoscope {

/// Model families, used to group and draw results.
enum class ModelFamily { Static, Contextualized, Contrastive, Other };
std::string_view familyName(ModelFamily family); ///< "static", "contextualized", "contrastive", "other"
Result<ModelFamily> parseFamilyName(std::string_view name);

/// A model to analyse: a file and how to present it.
struct ModelSpec {
    std::string name;
    ModelFamily family = ModelFamily::Static;
    std::filesystem::path path;
    EmbeddingFormat format = EmbeddingFormat::Auto;
    /// NumPy: the vocabulary file (empty: beside the matrix). The {} lets specs written with the
    /// four fields above stay free of -Wmissing-field-initializers.
    std::filesystem::path vocabulary{};
};

/// Everything that decides the numbers of an analysis. Defaults are the paper's protocol.
struct AnalysisParams {
    ReferenceSpec reference;          ///< default top:100000
    double epsilon = 1e-3;
    CalibrationSpec calibration;      ///< default ZCA, the paper's; "whitened" results are calibrated this way
    WeatConventions weat;             ///< permutations, exact limit, tie rule, sides, seed, ddof
    double alpha = 0.05;
    /// Across the suites of each model, in each space; the change classes use the adjusted p.
    Correction correction = Correction::None;
    double shiftThreshold = 0.5;      ///< |d_white - d_raw| above this is a substantial shift
    std::size_t anisotropySample = 2000;
    std::size_t explainedComponents = 50;
    std::size_t bootstrapIterations = 10000; ///< of the word-similarity comparison
    /// B of the percentile bootstrap interval of every WEAT d (resamples of the target words,
    /// docs/sensitivity.md); 0: no intervals.
    std::size_t effectBootstrapIterations = 2000;
    double confidence = 0.95; ///< of those intervals
    std::vector<WeatSuite> suites;
    std::vector<SimilarityBenchmark> benchmarks;
    /// The association measures (docs/measures.md). WEAT always runs, named or not (the change
    /// classes rest on its p); the others are computed on the same words, raw and calibrated.
    std::vector<Measure> measures = {Measure::Weat};
    /// Hard debiasing (Bolukbasi et al. 2016) with these lists, applied to every model before it is
    /// measured (core/linalg/harddebias.h): "raw" is then the debiased model, "whitened" the debiased
    /// model calibrated. Empty: the models as they are.
    std::optional<DebiasLists> debias;
    std::uint64_t seed() const { return weat.seed; }
};

/// Something the user should know that does not stop the analysis.
struct Warning {
    enum class Kind {
        DuplicateWords,     ///< the embedding file repeats words (first kept)
        MissingWords,       ///< suite or benchmark words not in the vocabulary
        LowercasedLookup,   ///< an uncased model: words looked up lowercased
        SingularCovariance, ///< reference sample not larger than the dimension
        UndefinedEffect,    ///< d undefined (SD 0) in a space
        SuiteNotRun,        ///< a set left empty after dropping missing words
        ReferenceWordsMissing,
        ZeroVectors         ///< zero vectors skipped
    };
    Kind kind;
    std::string model;
    std::string suite;   ///< suite id or benchmark name, if any
    std::string detail;  ///< English detail for logs and the command line
};
std::string_view warningKindName(Warning::Kind kind);

/// The words of a suite found in a model, with their vectors.
struct SuiteLookup {
    std::array<std::vector<std::string>, 4> used;    ///< words as written in the suite, by role
    std::array<std::vector<std::size_t>, 4> rows;    ///< their model rows
    std::array<std::vector<std::string>, 4> missing; ///< words not in the vocabulary (or zero vectors)
    std::array<MatrixD, 4> vectors;                  ///< the raw vectors of the used words
    bool lowercased = false;                         ///< some word was found only lowercased
};
/// Looks the words up and reads their vectors (one read); a zero vector counts as missing, since
/// it has no cosine. May throw StorageError for a cached model.
SuiteLookup lookupSuite(const EmbeddingSet &model, const WeatSuite &suite);

/// One model x suite, in both spaces.
struct WeatResult {
    std::string model;
    std::string suiteId;
    std::string suiteName;
    std::string category;
    SuiteLookup words;
    std::optional<WeatStatistic> raw;
    std::optional<WeatStatistic> whitened;
    std::optional<Error> error; ///< why the suite could not run (e.g. an empty set); raw/whitened empty
    /// Raw and whitened p adjusted for multiple testing (applyCorrection); empty without one.
    std::optional<double> pRawAdjusted;
    std::optional<double> pWhitenedAdjusted;
    SignificanceChange change = SignificanceChange::Undefined;
    bool substantialShift = false;
    /// Percentile bootstrap intervals of raw and whitened d (attachEffectIntervals); empty when
    /// the suite did not run or the analysis asks for none.
    std::optional<EffectInterval> rawInterval;
    std::optional<EffectInterval> whitenedInterval;
    /// The measures other than WEAT asked for (AnalysisParams::measures), raw and calibrated;
    /// empty when none was or the suite did not run.
    SuiteMeasures measures;
};

/// The seed of a suite's bootstrap resamples: deriveSeed(seed, "sensitivity/bootstrap/" + suite),
/// the same as the sensitivity analyses use, so both show the same interval.
std::uint64_t effectBootstrapSeed(std::uint64_t seed, const std::string &suiteId);

/// Sets (or, with params.effectBootstrapIterations 0 or a suite that did not run, clears) the
/// intervals of a result from the associations it holds: B resamples of the words of X and Y
/// (bootstrapSamples with effectBootstrapSeed), the same resamples for raw and whitened d.
/// Costs B (|X| + |Y|) additions per space.
void attachEffectIntervals(WeatResult &result, const AnalysisParams &params);

/// Adjusts the raw and the whitened p of the suites of one model, each space a family of its
/// own (the suites that ran), and classifies every change again from the adjusted values (from
/// the unadjusted ones for Correction::None, which also clears the adjusted values).
void applyCorrection(std::vector<WeatResult> &results, Correction correction, double alpha);

/// The EmptyWordSet error (naming the set) of a suite one of whose sets has no word left in a
/// lookup; nothing when every set has words.
std::optional<Error> emptySetError(const SuiteLookup &lookup, const WeatSuite &suite);
/// A suite's result before its tests: the model's and the suite's names and the words looked up
/// (lookupSuite), with an EmptyWordSet error (naming the set) when a set has no word left.
WeatResult suiteResultFrame(const EmbeddingSet &model, const std::string &modelName, const WeatSuite &suite);
/// The random stream of a suite's permutation tests: one for every space, so that each space sees
/// the same partitions.
std::uint64_t suiteStream(std::uint64_t seed, const std::string &suiteId);
/// The change class and the substantial-shift flag of a result from its raw and whitened tests.
void classifyResult(WeatResult &result, const AnalysisParams &params);

/// Computes the measures other than WEAT of params.measures on a result's words (its raw vectors)
/// and on their calibrated vectors, in the same role order; clears them when there are none or the
/// suite did not run.
Result<void> attachMeasures(WeatResult &result, const WeatSuite &suite, const std::array<MatrixD, 4> &calibrated,
                            const AnalysisParams &params);

/// Runs a suite on a model raw and whitened (the same seeded partitions in both spaces).
Result<WeatResult> runSuite(const EmbeddingSet &model, const std::string &modelName, const WeatSuite &suite,
                            const Whitener &whitener, const AnalysisParams &params,
                            const ProgressCallback &progress = {});

/// One model x similarity benchmark.
struct SimilarityResult {
    std::string benchmark;
    std::size_t pairsTotal = 0;
    std::size_t pairsUsed = 0;
    SimilarityComparison comparison;
    std::size_t bootstrapIterations = 0;
    std::uint64_t seed = 0;
};
Result<SimilarityResult> runSimilarity(const EmbeddingSet &model, const SimilarityBenchmark &benchmark,
                                       const Whitener &whitener, const AnalysisParams &params,
                                       const ProgressCallback &progress = {});

/// A model's calibration as an analysis prepares it: its reference sample, the whitening
/// statistics of that sample (taken from the model's cache when there, saved to it otherwise)
/// and the transform for params.epsilon and params.calibration.
struct PreparedCalibration {
    ReferenceSample reference;
    WhiteningStats stats;
    Whitener whitener;
    bool reused = false; ///< the statistics came from the model's cache
};
Result<PreparedCalibration> prepareCalibration(const EmbeddingSet &model, const AnalysisParams &params,
                                               const ProgressCallback &progress = {});

/// Everything measured on one model.
struct ModelResult {
    ModelSpec spec;
    std::size_t vocabSize = 0;
    std::size_t dims = 0;
    bool uncased = false;
    ReadReport read;
    std::size_t referenceSize = 0;      ///< vectors in the reference sample
    std::size_t referenceRequested = 0;
    std::vector<std::string> referenceMissing;
    bool singularCovariance = false;
    bool whiteningReused = false;       ///< the statistics came from the model's cache
    AnisotropyResult anisotropy;
    std::vector<std::string> anisotropyWords; ///< the words of the anisotropy sample (empty for external vectors)
    std::vector<SimilarityResult> similarity;
    std::vector<WeatResult> weat;
    /// What hard debiasing found in the model, when the analysis debiased it (AnalysisParams::debias).
    struct Debias {
        std::vector<DebiasLists::Pair> definitionalUsed;
        std::vector<DebiasLists::Pair> equalized;
        std::size_t genderSpecificFound = 0;
        double explainedVariance = 0; ///< of the definitional pairs along the direction
    };
    std::optional<Debias> debias;
    std::vector<Warning> warnings;
    double seconds = 0;                 ///< wall time of the analysis (not of reading)
};

/// Stages reported through AnalysisProgress. A model is read directly (Reading), or through its
/// HDF5 cache: imported into it (Importing, see kImportProgressTotal) or opened from it (Opening).
enum class Stage { Reading, Reference, Whitening, Anisotropy, Weat, Similarity, Importing, Opening };
std::string_view stageName(Stage stage);
/// Progress of a whole analysis: model index, stage, and the stage's own done/total.
using AnalysisProgress =
    std::function<bool(std::size_t model, Stage stage, std::size_t done, std::size_t total)>;

/// Runs every step of the paper's protocol on a loaded model.
Result<ModelResult> analyzeModel(const EmbeddingSet &model, const ModelSpec &spec, const ReadReport &read,
                                 const AnalysisParams &params, const AnalysisProgress &progress = {},
                                 std::size_t modelIndex = 0);

/// A whole analysis: several models with one set of parameters.
struct AnalysisResult {
    AnalysisParams params;
    std::vector<ModelResult> models;
    /// All model x suite results in model order, then suite order.
    std::vector<const WeatResult *> weat() const;
};

/// Where runAnalysis gets the vectors of its models from. Not part of AnalysisParams: it never
/// changes a number, only how fast they come.
struct ModelStorage {
    /// Through the HDF5 cache (openCachedModel: imported once, then only the rows needed are read);
    /// false reads every file in full each time.
    bool useCache = true;
    std::filesystem::path cacheDirectory; ///< empty: defaultCacheDirectory()
    bool rebuild = false;                 ///< import every model again
    /// Told how each model was opened (imported or reused, and why a cache was rebuilt).
    std::function<void(std::size_t model, const CacheStatus &status)> opened;
};

/// Opens each model (through its cache, see ModelStorage) and analyses it. A cache found damaged
/// during the analysis (a chunk failing its checksum) is rebuilt from the source and the model
/// analysed again, so that a damaged cache costs time, never a wrong number.
Result<AnalysisResult> runAnalysis(const std::vector<ModelSpec> &models, const AnalysisParams &params,
                                   const AnalysisProgress &progress = {}, const ModelStorage &storage = {});

/// Counts of the change classes over results that ran.
struct ChangeCounts {
    std::size_t stable = 0, disappearing = 0, emerging = 0, undefined = 0;
    std::size_t total() const { return stable + disappearing + emerging + undefined; }
};
ChangeCounts countChanges(const AnalysisResult &result);

} // namespace isoscope
