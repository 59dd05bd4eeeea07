#pragma once

#include "core/analysis/params.h"
#include "core/analysis/suites.h"
#include "core/base/result.h"
#include "core/io/embeddingreader.h"
#include "core/stats/anisotropy.h"
#include "core/stats/bootstrap.h"
#include "core/stats/significance.h"
#include "core/stats/similarity.h"
#include "core/stats/weat.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// What an analysis produces, as plain data: the types the window, the files and the figures
/// share. How they are computed is core/analysis/analysis.h; their JSON form is
/// core/serialization/resultsjson.h.
namespace isoscope {

/// Model families, used to group and draw results.
enum class ModelFamily { Static, Contextualized, Contrastive, Other };
std::string_view familyName(ModelFamily family); ///< "static", "contextualized", "contrastive", "other"
Result<ModelFamily> parseFamilyName(std::string_view name);

/// What happens to a word that is not in a model's vocabulary.
enum class OovPolicy {
    LeaveOut, ///< dropped and reported missing (the paper's protocol; the default)
    Subword   ///< given its subword vector where the model has subwords (fastText .bin, .ftz), and reported so
};
std::string_view oovPolicyName(OovPolicy policy); ///< "leave-out", "subword"
Result<OovPolicy> parseOovPolicyName(std::string_view name);

/// A model to analyse: a file and how to present it.
struct ModelSpec {
    std::string name;
    ModelFamily family = ModelFamily::Static;
    std::filesystem::path path;
    EmbeddingFormat format = EmbeddingFormat::Auto;
    /// NumPy: the vocabulary file (empty: beside the matrix). The {} lets specs written with the
    /// four fields above stay free of -Wmissing-field-initializers.
    std::filesystem::path vocabulary{};
    /// Words not in the vocabulary: left out, or given their subword vectors (see OovPolicy).
    OovPolicy oov = OovPolicy::LeaveOut;
    /// STS-B: sentence vectors (/sentences and /sentence_vectors, core/io/sentencevectors.h) in a
    /// file of their own; empty: the model's own file when it is HDF5 and holds them.
    std::filesystem::path sentenceVectors{};
    /// The model's own whitening reference sample, where it differs from the analysis's
    /// (AnalysisParams::reference): a transformer model's corpus sentences (embedded) beside static
    /// models whitened on their most frequent words. Empty: the analysis's.
    std::optional<ReferenceSpec> reference{};
};

/// The analysis's conventions as one model uses them: with its own reference sample, if it has one.
AnalysisParams paramsForModel(const AnalysisParams &params, const ModelSpec &spec);

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
        ZeroVectors,      ///< zero vectors skipped
        SubwordWords,     ///< words not in the vocabulary given their subword vectors
        NoSubwords,       ///< subword vectors asked for, but the model has none
        MissingSentences, ///< STS-B sentences without sentence vectors, or no sentence vectors at all
        RepeatedWords,    ///< a word listed more than once in one set: used once
        SharedWords       ///< a word in both X and Y, or in both A and B: used in both
    };
    Kind kind;
    std::string model;
    std::string suite;  ///< suite id or benchmark name, if any
    std::string detail; ///< English detail for logs and the command line
};
std::string_view warningKindName(Warning::Kind kind);

/// The detail of the warning (Warning::Kind::NoSubwords) when subword vectors are asked for a
/// model that has none.
inline constexpr const char *kNoSubwordsDetail =
    "subword vectors were asked for, but the model has none (only fastText .bin and .ftz models with character "
    "n-grams do): words not in the vocabulary are left out";

/// The words of a suite found in a model, with their vectors.
struct SuiteLookup {
    std::array<std::vector<std::string>, 4> used;    ///< words as written in the suite, by role
    std::array<std::vector<std::size_t>, 4> rows;    ///< their model rows
    std::array<std::vector<std::string>, 4> missing; ///< words not in the vocabulary (or zero vectors)
    /// Words of missing that are in the vocabulary with a zero vector (no direction, no cosine).
    std::array<std::vector<std::string>, 4> zeroVectors;
    /// Words of used that are not in the vocabulary: their vectors were built from their subwords
    /// (OovPolicy::Subword).
    std::array<std::vector<std::string>, 4> fromSubwords;
    std::array<MatrixD, 4> vectors; ///< the raw vectors of the used words
    bool lowercased = false;        ///< some word was found only lowercased
    /// Words listed again in the same set (the same model row: "Rose" and "rose" in an uncased
    /// model too): a set is a set, so each is used once, where it is first listed.
    std::array<std::vector<std::string>, 4> repeated;
    /// Words (as listed in X, resp. A) that are also in Y, resp. B: used in both sets, as listed.
    std::vector<std::string> inBothTargets;
    std::vector<std::string> inBothAttributes;
};
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

/// How the similarity of a benchmark's pair was measured.
enum class SimilarityMethod {
    WordCosine,      ///< a word pair: the cosine of its two word vectors
    BagOfWords,      ///< a sentence pair: the cosine of the means of its tokens' word vectors
    SentenceVectors, ///< a sentence pair: the cosine of its two sentence vectors, given from outside
    None             ///< not measured: a sentence benchmark on a model that is not static and has no sentence vectors
};
std::string_view similarityMethodName(SimilarityMethod method); ///< "word_cosine", "bag_of_words", ...

/// One model x similarity benchmark.
struct SimilarityResult {
    std::string benchmark;
    std::string split; ///< a sentence benchmark's split ("test"); empty for word benchmarks
    SimilarityMethod method = SimilarityMethod::WordCosine;
    std::string sentenceVectorsFile;    ///< SentenceVectors: the file they came from
    std::size_t duplicateSentences = 0; ///< SentenceVectors: sentences given twice (the first row is used)
    std::size_t pairsTotal = 0;
    std::size_t pairsUsed = 0;
    std::size_t pairsFromSubwords = 0; ///< used pairs with a word whose vector came from its subwords
    /// Sentence benchmarks: the lines (in the benchmark file) of the pairs left out, in order.
    std::vector<std::size_t> leftOutLines;
    SimilarityComparison comparison;
    std::size_t bootstrapIterations = 0;
    std::uint64_t seed = 0;
    bool sentences() const { return method != SimilarityMethod::WordCosine; }
};
/// Everything measured on one model.
struct ModelResult {
    ModelSpec spec;
    std::size_t vocabSize = 0;
    std::size_t dims = 0;
    bool uncased = false;
    bool hasSubwords = false; ///< the model has subword vectors (a fastText .bin or .ftz)
    ReadReport read;
    std::size_t referenceSize = 0; ///< vectors in the reference sample
    std::size_t referenceRequested = 0;
    std::vector<std::string> referenceMissing;
    bool singularCovariance = false;
    bool whiteningReused = false; ///< the statistics came from the model's cache
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
    double seconds = 0; ///< wall time of the analysis (not of reading)
};

/// A whole analysis: several models with one set of parameters.
struct AnalysisResult {
    AnalysisParams params;
    std::vector<ModelResult> models;
    /// All model x suite results in model order, then suite order.
    std::vector<const WeatResult *> weat() const;
};

/// Counts of the change classes over results that ran.
struct ChangeCounts {
    std::size_t stable = 0, disappearing = 0, emerging = 0, undefined = 0;
    std::size_t total() const { return stable + disappearing + emerging + undefined; }
};
ChangeCounts countChanges(const AnalysisResult &result);

} // namespace isoscope
