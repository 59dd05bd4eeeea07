#pragma once

#include "core/analysis/params.h"
#include "core/analysis/results.h"
#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/linalg/whitening.h"
#include "core/storage/embeddingcache.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

/// Running the paper's protocol: a suite on a model, a model, a study of several models. The
/// results are the plain types of core/analysis/results.h.
namespace isoscope {

/// Looks the words up and reads their vectors (one read); a zero vector counts as missing, since
/// it has no cosine. May throw StorageError for a cached model.
SuiteLookup lookupSuite(const EmbeddingSet &model, const WeatSuite &suite);

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

Result<SimilarityResult> runSimilarity(const EmbeddingSet &model, const SimilarityBenchmark &benchmark,
                                       const Whitener &whitener, const AnalysisParams &params,
                                       const ProgressCallback &progress = {});

/// The cosine of each row of x with the same row of y (0 where either row is zero, 1 where they are equal).
std::vector<double> rowCosines(const MatrixD &x, const MatrixD &y);

/// The file a model's STS-B sentence vectors come from: spec.sentenceVectors if given, else the
/// model's own file if it is HDF5 and holds /sentences, else nothing (empty).
std::filesystem::path sentenceVectorsSource(const ModelSpec &spec);

/// STS-B (or any sentence benchmark) on a model, raw and whitened (the model's whitener). With
/// sentence vectors (sentenceVectorsSource), a sentence's vector is its row there, matched by the
/// exact text; otherwise, for a static model, the mean of the word vectors of its tokens
/// (sentenceTokens; looked up as WEAT words are, lowercased for an uncased model; a token not in
/// the vocabulary, or with a zero vector, is skipped; a repeated token counts each time), and
/// whitened the mean of the whitened token vectors. A pair is left out (and its line kept in
/// leftOutLines) when a sentence has no vector: no token found, not among the sentence vectors, or
/// a zero vector in either space. Spearman rho and the paired bootstrap are those of the word
/// benchmarks (seed deriveSeed(seed, "bootstrap/" + name)). A model that is not static and has no
/// sentence vectors gets method None and no pair. Errors: a sentence-vector file that does not read
/// (readSentenceVectors) or whose vectors have another dimension than the model (DimensionMismatch);
/// Cancelled.
Result<SimilarityResult> runSentenceSimilarity(const EmbeddingSet &model, const ModelSpec &spec,
                                               const SentenceBenchmark &benchmark, const Whitener &whitener,
                                               const AnalysisParams &params, const ProgressCallback &progress = {});

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

/// Stages reported through AnalysisProgress. A model is read directly (Reading), or through its
/// HDF5 cache: imported into it (Importing, see kImportProgressTotal) or opened from it (Opening).
/// SingularWhitening is Whitening when the reference sample has no more vectors than dimensions
/// (n <= d) and the dimensions are many (kSlowWhiteningDims): reported before the estimate starts,
/// so that a user learns at once that the eigendecomposition of the large d x d covariance, which
/// reports no progress of its own, may take minutes. That the estimate is poor is the model's
/// warning (Warning::Kind::SingularCovariance), said once with the results.
inline constexpr std::size_t kSlowWhiteningDims = 2048;
enum class Stage { Reading, Reference, Whitening, Anisotropy, Weat, Similarity, Importing, Opening, SingularWhitening };
std::string_view stageName(Stage stage);
/// Progress of a whole analysis: model index, stage, and the stage's own done/total.
using AnalysisProgress = std::function<bool(std::size_t model, Stage stage, std::size_t done, std::size_t total)>;

/// Runs every step of the paper's protocol on a loaded model.
Result<ModelResult> analyzeModel(const EmbeddingSet &model, const ModelSpec &spec, const ReadReport &read,
                                 const AnalysisParams &params, const AnalysisProgress &progress = {},
                                 std::size_t modelIndex = 0);

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

} // namespace isoscope
