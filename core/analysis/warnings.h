#pragma once

#include "core/analysis/results.h"

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace isoscope {

/// The warnings of a model's results, made from what the results hold, in the order the
/// command line reports them: repeated words in the file, an uncased model, reference words not
/// in the vocabulary, a singular covariance; per WEAT result its missing words (with the names of
/// the sets, from suites), words repeated in a set or shared by X and Y or A and B, a suite that
/// did not run, an undefined d raw or whitened; zero vectors in the anisotropy sample; similarity
/// pairs left out (similarityCoverageWarning). Beside every missing-word warning, the words that got
/// their vectors from subwords (OovPolicy::Subword), and after the uncased warning, subword vectors
/// asked of a model that has none. The analysis (analyzeModel)
/// and the window (ResultStore::assemble) both call it, so that their exports say the same.
std::vector<Warning> modelWarnings(const ModelResult &model, const std::vector<WeatSuite> &suites);

/// A set with fewer words than this in the model is very small (ResultCautions::smallSets): d and
/// p rest on one or two words (word2vec has one word of W4's and W5's Y).
inline constexpr std::size_t kSmallSetWords = 3;

/// The smallest p the permutation test of statistic can give under conventions, whatever the
/// words' vectors: exact with the tie rule S_i >= S, 1/C (the observed partition counts itself);
/// Monte Carlo with +1, 1/(N + 1); twice that two-sided (capped at 1); 0 under the paper's strict
/// S_i > S (exact) or without the +1 (Monte Carlo), where p can be 0. With 9 partitions, 0.111:
/// such a test cannot reach significance at 0.05.
double smallestAttainableP(const WeatStatistic &statistic, const WeatConventions &conventions);

/// What a reader of one WEAT result can misread (issue 12): the sets with fewer than
/// kSmallSetWords words in the model, the smallest attainable p when it is above alpha (the test
/// cannot reach significance), and whether d has opposite signs raw and whitened. Nothing for a
/// result that did not run. The window says them in the user's language.
struct ResultCautions {
    std::vector<WordSetRole> smallSets;
    std::optional<double> unreachableFloor; ///< smallestAttainableP, when it is above alpha
    bool signChange = false;
    bool any() const { return !smallSets.empty() || unreachableFloor || signChange; }
};
ResultCautions resultCautions(const WeatResult &result, const AnalysisParams &params);

/// The cautions of a model's WEAT results in English, {suite, detail} in the order of the results,
/// for the command line's warnings on standard error ("very small sets: Y (Female names) has 1 word
/// in the model (fewer than 3), so d and p rest on very few words"; "cannot reach significance: the
/// smallest p this test can give is 0.111 (9 partitions of X and Y), above alpha 0.05"; "d changes
/// sign: raw 0.65, whitened -1.90"). suites names the sets when it holds the suite.
std::vector<std::pair<std::string, std::string>>
cautionDetails(const ModelResult &model, const std::vector<WeatSuite> &suites, const AnalysisParams &params);

/// The warning about the pairs a similarity result could not use, if any: pairs with a word (or,
/// for bag of words, a sentence with no word) not in the vocabulary (MissingWords); sentences
/// without sentence vectors, or a sentence benchmark on a model without any (MissingSentences).
std::optional<Warning> similarityCoverageWarning(const std::string &model, const SimilarityResult &result);

/// The first `most` words, comma-separated, then ", ... (N more)".
std::string joinWords(const std::vector<std::string> &words, std::size_t most = 8);

} // namespace isoscope
