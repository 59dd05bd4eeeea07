#pragma once

#include "core/analysis/results.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope::ui {

/// What a model file holds, kept with the results so that a reopened study shows it without the file.
struct ModelInfo {
    std::size_t vocabSize = 0;
    std::size_t dims = 0;
    bool uncased = false;
    bool hasSubwords = false; ///< a fastText .bin/.ftz model with subword vectors
    isoscope::ReadReport read;
};

/// The reference sample a whitening was estimated on, in brief.
struct ReferenceInfo {
    std::size_t size = 0;
    std::size_t requested = 0;
    std::vector<std::string> missingWords;
    bool singular = false;
};

/// Whitening statistics of one model and reference sample (in memory only; re-estimated when a
/// reopened study needs them again).
struct WhiteningEntry {
    isoscope::ReferenceSample sample;
    isoscope::WhiteningStats stats;
};

/// One suite on one model in raw space, with the words it found and lacked.
struct RawWeatEntry {
    isoscope::SuiteLookup words; ///< without vectors
    std::optional<isoscope::WeatStatistic> stat;
    std::optional<isoscope::Error> error; ///< why the suite could not run (an empty set)
};

struct AnisotropyEntry {
    isoscope::AnisotropyResult result;
    std::vector<std::string> words;
};

/// A model as the assembly sees it.
struct AssemblyModel {
    isoscope::ModelSpec spec;
    std::string key;
};

/// What the current study needs and the store does not have yet, for one model.
struct PendingWork {
    std::string modelKey;
    std::string modelName;
    bool whitening = false;             ///< statistics not in memory (needed by what follows)
    std::vector<std::size_t> rawSuites; ///< indices into the suites
    std::vector<std::size_t> whitenedSuites;
    bool anisotropy = false;
    std::vector<std::size_t> benchmarks;
    bool any() const { return !rawSuites.empty() || !whitenedSuites.empty() || anisotropy || !benchmarks.empty(); }
};

/// Results cached by their inputs. Each kind of result has a key made of exactly what decides it:
/// raw WEAT the model, the suite's words and the permutation conventions; whitened WEAT also the
/// reference sample and epsilon; anisotropy and similarity the model, reference sample, epsilon and
/// seed. Alpha and the shift threshold are in no key: classification is redone on assembly, so
/// changing alpha re-runs nothing, and changing epsilon re-whitens only (the whitening statistics do
/// not depend on it; raw results are kept).
class ResultStore final
{
public:
    static std::string referenceKey(const isoscope::ReferenceSpec &reference, std::uint64_t seed);
    static std::string rawWeatKey(const std::string &modelKey, const isoscope::WeatSuite &suite,
                                  const isoscope::WeatConventions &conventions);
    static std::string whitenedWeatKey(const std::string &rawKey, const std::string &referenceKey, double epsilon);
    static std::string whiteningKey(const std::string &modelKey, const std::string &referenceKey);
    static std::string anisotropyKey(const std::string &whiteningKey, double epsilon, std::uint64_t seed);
    static std::string similarityKey(const std::string &whiteningKey, double epsilon, std::uint64_t seed,
                                     const std::string &benchmark, std::size_t iterations);
    /// The name STS-B's split goes by among the benchmark names: "STS-B:test".
    static std::string sentenceBenchmarkName(std::string_view split);
    /// The split of such a name ("test"), or nothing for a word benchmark.
    static std::optional<std::string> sentenceBenchmarkSplit(const std::string &benchmark);
    /// What a model's result on a benchmark is kept under: the benchmark's name; for STS-B also the
    /// model's family and sentence-vector file, which decide how its pairs are measured.
    static std::string modelBenchmarkKey(const std::string &benchmark, const isoscope::ModelSpec &spec);

    std::map<std::string, ModelInfo> modelInfo;
    std::map<std::string, ReferenceInfo> references; ///< by whitening key
    std::map<std::string, std::shared_ptr<const WhiteningEntry>> whitening;
    std::map<std::string, RawWeatEntry> rawWeat;
    std::map<std::string, isoscope::WeatStatistic> whitenedWeat;
    /// The measures other than WEAT (docs/measures.md), all of them, on the words of a raw WEAT
    /// entry (same key) and of a whitened one (same key). Computed by the WEAT jobs; a suite whose
    /// measures are missing is pending.
    std::map<std::string, isoscope::MeasureSpace> rawMeasures;
    std::map<std::string, isoscope::MeasureSpace> whitenedMeasures;
    std::map<std::string, AnisotropyEntry> anisotropy;
    std::map<std::string, isoscope::SimilarityResult> similarity;

    void clear();
    /// Moves every entry of a model to another key (its file was located elsewhere).
    void renameModel(const std::string &from, const std::string &to);

    /// What is missing for one model with these suites, parameters and benchmark names.
    PendingWork pending(const AssemblyModel &model, const std::vector<isoscope::WeatSuite> &suites,
                        const isoscope::AnalysisParams &params, const std::vector<std::string> &benchmarks) const;

    /// The results of the study as core's AnalysisResult (what exports and figures take): every
    /// model whose file was read, with whatever is computed; change classes from params.alpha.
    /// Warnings are those analyzeModel gives. Each WEAT result carries the measures beyond WEAT
    /// when both spaces' are computed (WeatResult::measures).
    isoscope::AnalysisResult assemble(const std::vector<AssemblyModel> &models,
                                      const std::vector<isoscope::WeatSuite> &suites,
                                      const isoscope::AnalysisParams &params,
                                      const std::vector<std::string> &benchmarks) const;

    /// A copy holding only the entries this study uses (what a study file saves).
    ResultStore restrictedTo(const std::vector<AssemblyModel> &models, const std::vector<isoscope::WeatSuite> &suites,
                             const isoscope::AnalysisParams &params, const std::vector<std::string> &benchmarks) const;
};

} // namespace isoscope::ui
