#pragma once

#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/linalg/whitening.h"
#include "core/stats/significance.h"
#include "core/stats/weat.h"

#include <Eigen/Core>

#include <optional>
#include <string>
#include <vector>

namespace isoscope {

struct AnalysisParams;

/// SC-WEAT, the single-category WEAT (Caliskan, Bryson and Narayanan 2017, the WEFAT's statistic
/// with a permutation test; used as "SC-WEAT" by Toney and Caliskan 2021, Wolfe and Caliskan
/// 2022): one target word w against attribute sets A and B (docs/beyond-the-paper.md).
///   c(x) = cos(w, x) for every x in A u B
///   effect size = (mean_{a in A} c(a) - mean_{b in B} c(b)) / sd_{x in A u B} c(x)   (ddof of the conventions)
///   p = Pr over the equal-size re-partitions (A_i, B_i) of A u B that the same difference of means
///       is at least the observed one (the conventions' tie rule, sidedness and exact/Monte Carlo).
/// It is the WEAT permutation test with the cosines c(a) and c(b) in the places of s(x) and s(y):
/// the difference of the two sums orders the partitions as the difference of the two means does,
/// so the returned WeatStatistic holds c(a) in sX, c(b) in sY, the effect size in d, mean cosine
/// with A in meanX, with B in meanY. Errors: an empty set, a zero vector, mismatched dimensions.
Result<WeatStatistic> scWeatTest(const Eigen::RowVectorXd &target, const MatrixD &A, const MatrixD &B,
                                 const WeatConventions &conventions, std::uint64_t streamSeed,
                                 const ProgressCallback &progress = {});

/// What to test: target words (each tested on its own) against two attribute word lists.
struct ScWeatRequest {
    std::vector<std::string> targets;
    std::string nameA = "A", nameB = "B";
    std::vector<std::string> attributesA, attributesB;
};

/// One target word, raw and calibrated (the same partitions in both spaces).
struct ScWeatWord {
    std::string word;
    WeatStatistic raw;
    WeatStatistic whitened;
    SignificanceChange change = SignificanceChange::Undefined;
};

struct ScWeatResult {
    std::string model;
    std::string calibration;               ///< CalibrationSpec::toString() of the whitened space
    std::vector<std::string> usedA, usedB; ///< attribute words found (in order)
    std::vector<std::string> missing;      ///< words of any list not in the vocabulary
    std::vector<std::string> fromSubwords; ///< words of any list given their subword vectors
    std::vector<ScWeatWord> words;         ///< one per target word found
};

/// Looks the words up (the model's case rule), whitens them with the given whitener and tests
/// each target word. The seed of word w is deriveSeed(params.weat.seed, "sc-weat/" + w).
/// Errors: no target word or no word of A or B in the vocabulary (EmptyWordSet, naming the list).
Result<ScWeatResult> runScWeat(const EmbeddingSet &model, const std::string &modelName, const ScWeatRequest &request,
                               const Whitener &whitener, const AnalysisParams &params,
                               const ProgressCallback &progress = {});

} // namespace isoscope
