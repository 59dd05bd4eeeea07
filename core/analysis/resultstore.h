#pragma once

#include "core/analysis/params.h"
#include "core/analysis/results.h"
#include "core/analysis/steps.h"

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// One suite on one model in raw space, with the words it found and lacked.
struct RawWeatEntry {
    SuiteLookup words; ///< without vectors
    std::optional<WeatStatistic> stat;
    std::optional<Error> error; ///< why the suite could not run (an empty set)
};

/// A model as the store knows it: its spec and the caller's name for it (the window's model key).
struct AssemblyModel {
    ModelSpec spec;
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
    std::vector<std::size_t> benchmarks; ///< indices into the benchmark names
    bool any() const { return !rawSuites.empty() || !whitenedSuites.empty() || anisotropy || !benchmarks.empty(); }
};

/// The results of the steps of core/analysis/steps.h, kept by what decides them, and put together
/// into the AnalysisResult the command line's analyzeModel gives (what exports and figures take).
/// Raw WEAT is decided by the model, the suite's words and the permutation conventions; whitened WEAT
/// also by the reference sample and epsilon; anisotropy and similarity by the model, reference
/// sample, epsilon and seed. Alpha and the shift threshold decide nothing that is kept:
/// classification is redone on assembly, so changing alpha re-runs nothing, and changing epsilon
/// re-whitens only (the whitening statistics do not depend on it; raw results are kept). How the
/// entries are named is the store's own: callers name a model, a suite, the parameters.
/// The steps compute every measure beyond WEAT (measures()), whatever the parameters ask.
class ResultStore final
{
public:
    /// The measures the store's suites carry: every one beyond WEAT.
    static std::vector<Measure> measures();
    /// The parameters of a suite step whose results the store keeps: p with every measure beyond
    /// WEAT and the permutation histograms of the drill-down (histogramBins bins).
    static AnalysisParams stepParams(AnalysisParams p, std::size_t histogramBins);

    /// The name STS-B's split goes by among the benchmark names: "STS-B:test".
    static std::string sentenceBenchmarkName(std::string_view split);
    /// The split of such a name ("test"), or nothing for a word benchmark.
    static std::optional<std::string> sentenceBenchmarkSplit(const std::string &benchmark);

    const ModelInfo *modelInfo(const std::string &modelKey) const;
    void setModelInfo(const std::string &modelKey, ModelInfo info);

    /// The whitening of a model for params' reference sample, if in memory.
    std::shared_ptr<const ModelWhitening> whitening(const std::string &modelKey, const AnalysisParams &params) const;
    void putWhitening(const std::string &modelKey, const AnalysisParams &params,
                      std::shared_ptr<const ModelWhitening> whitening);
    void putRawSuite(const std::string &modelKey, const WeatSuite &suite, const AnalysisParams &params,
                     RawWeatEntry entry, std::optional<MeasureSpace> measures);
    void putWhitenedSuite(const std::string &modelKey, const WeatSuite &suite, const AnalysisParams &params,
                          SuiteSpace space);
    /// A suite that has no calibrated space on the model (calibratedSuiteSpace's suiteError: a zero
    /// whitened vector): assembled as the command line's runSuite gives it, with that reason.
    void putWhitenedSuiteError(const std::string &modelKey, const WeatSuite &suite, const AnalysisParams &params,
                               Error error);
    void putAnisotropy(const std::string &modelKey, const AnalysisParams &params, AnisotropyEntry entry);
    void putSimilarity(const AssemblyModel &model, const AnalysisParams &params, const std::string &benchmark,
                       SimilarityResult result);

    const AnisotropyEntry *anisotropy(const std::string &modelKey, const AnalysisParams &params) const;
    /// Takes out the anisotropy of a model that was kept without its sampled vectors (a reopened
    /// study), so that a run measures it again with them; nothing if there is none such.
    std::optional<AnisotropyEntry> takeAnisotropyWithoutVectors(const std::string &modelKey,
                                                                const AnalysisParams &params);

    /// Everything kept, under the store's own names for it: what the study file writes and reads
    /// back (core/serialization/resultstorejson.h). The whitening statistics are in memory only
    /// (estimated again when a reopened study needs them).
    struct Entries {
        std::map<std::string, ModelInfo> modelInfo;
        std::map<std::string, ReferenceInfo> references; ///< by the whitening's name
        std::map<std::string, std::shared_ptr<const ModelWhitening>> whitening;
        std::map<std::string, RawWeatEntry> rawWeat;
        std::map<std::string, WeatStatistic> whitenedWeat;
        /// Why a suite has no whitened entry of that name (a zero whitened vector).
        std::map<std::string, Error> whitenedErrors;
        /// The measures other than WEAT (docs/measures.md), all of them, on the words of a raw
        /// WEAT entry (same name) and of a whitened one (same name). Computed with the WEAT steps;
        /// a suite whose measures are missing is pending.
        std::map<std::string, MeasureSpace> rawMeasures;
        std::map<std::string, MeasureSpace> whitenedMeasures;
        std::map<std::string, AnisotropyEntry> anisotropy;
        std::map<std::string, SimilarityResult> similarity;
    };
    ResultStore() = default;
    explicit ResultStore(Entries entries) : m_e(std::move(entries)) {}
    const Entries &entries() const { return m_e; }

    void clear();
    /// Removes every entry of a model (its results were computed from another file's content).
    void forgetModel(const std::string &modelKey);
    /// Moves every entry of a model to another key (its file was located elsewhere).
    void renameModel(const std::string &from, const std::string &to);

    /// What is missing for one model with these suites, parameters and benchmark names.
    PendingWork pending(const AssemblyModel &model, const std::vector<WeatSuite> &suites, const AnalysisParams &params,
                        const std::vector<std::string> &benchmarks) const;

    /// The results of the study as core's AnalysisResult (what exports and figures take): every
    /// model whose file was read, with whatever is computed, put together by core's assembly
    /// (assembleSuite, modelFrame, completeModel). Each WEAT result carries the measures beyond WEAT
    /// when both spaces' are computed.
    AnalysisResult assemble(const std::vector<AssemblyModel> &models, const std::vector<WeatSuite> &suites,
                            const AnalysisParams &params, const std::vector<std::string> &benchmarks) const;

    /// The suites assemble leaves out because only their raw space is computed for these parameters
    /// (epsilon or the reference sample changed since the calibrated one was): each with its words
    /// and raw statistic, the calibrated space empty and the change Undefined, in assemble's order.
    /// What a view shows as still valid until Run computes the rest; never exported (the writers and
    /// figures take assemble's complete results).
    std::vector<WeatResult> rawOnly(const std::vector<AssemblyModel> &models, const std::vector<WeatSuite> &suites,
                                    const AnalysisParams &params) const;

    /// The entries checked for what they can be, before they are shown: each WEAT entry of these
    /// models and suites, its statistics against the conventions of params and the words its lookup
    /// found (checkWeatStatistic, core/stats/weatcheck.h) and its lookup against its suite (no more
    /// words used and missing than the suite lists, a model row per used word); every anisotropy's
    /// cosines and every similarity benchmark's rho, delta and p within their ranges. WEAT entries
    /// of other models, suites or conventions are not checked: keep only those used
    /// (restrictedTo) before showing any. Errors: ImpossibleResult, the detail naming the first
    /// impossible value by its entry as the study file names it:
    /// `weat_raw["KEY"].statistic.p = -3 is impossible: a p-value lies in (0, 1]`.
    Result<void> checkPossible(const std::vector<AssemblyModel> &models, const std::vector<WeatSuite> &suites,
                               const AnalysisParams &params) const;

    /// A copy holding only the entries this study uses (what a study file saves).
    ResultStore restrictedTo(const std::vector<AssemblyModel> &models, const std::vector<WeatSuite> &suites,
                             const AnalysisParams &params, const std::vector<std::string> &benchmarks) const;

private:
    static std::string referenceKey(const ReferenceSpec &reference, std::uint64_t seed);
    static std::string rawWeatKey(const std::string &modelKey, const WeatSuite &suite,
                                  const WeatConventions &conventions);
    static std::string whitenedWeatKey(const std::string &rawKey, const std::string &referenceKey, double epsilon);
    static std::string whiteningKey(const std::string &modelKey, const AnalysisParams &params);
    static std::string anisotropyKey(const std::string &whiteningKey, double epsilon, std::uint64_t seed);
    static std::string similarityKey(const std::string &whiteningKey, const AnalysisParams &params,
                                     const std::string &benchmark, const ModelSpec &spec);

    Entries m_e;
};

} // namespace isoscope
