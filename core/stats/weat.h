#pragma once

#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// Which permutations count as "at least as extreme" as the observed statistic.
enum class TieRule {
    GreaterOrEqual, ///< S_i >= S (default; the observed partition counts, so p > 0)
    Greater         ///< S_i > S (the paper's equation 4)
};
enum class Sidedness { One, Two };
enum class PValueMethod { Exact, MonteCarlo };

std::string_view tieRuleName(TieRule rule);        ///< "ge", "gt"
std::string_view sidednessName(Sidedness s);       ///< "one", "two"
std::string_view pValueMethodName(PValueMethod m); ///< "exact", "monte_carlo"

/// The conventions of a WEAT run. Every result carries a copy, so that a number is never shown
/// without the rule that produced it.
struct WeatConventions {
    int ddof = 1; ///< of the SD in d (1: sample SD, as Caliskan 2017)
    TieRule tie = TieRule::GreaterOrEqual;
    bool plusOne = true; ///< Monte Carlo p = (b + 1) / (N + 1) (Phipson and Smyth)
    Sidedness sided = Sidedness::One;
    std::size_t permutations = 100000; ///< N for Monte Carlo
    std::size_t exactLimit = 1000000;  ///< enumerate all partitions when C(|X|+|Y|, |X|) <= this
    std::uint64_t seed = 42;           ///< the analysis seed; each suite derives its own stream
    /// Bins of WeatStatistic::histogram (0: no histogram). It counts the same partitions as p, so
    /// it changes no number; it is there for the drill-down figure of the permutation distribution.
    std::size_t histogramBins = 0;
};

/// The permutation distribution of S: counts of the partitions enumerated (exact) or drawn (Monte
/// Carlo) in equal bins over the exact range S can take, [low, high] = [2 minSumX - total,
/// 2 maxSumX - total], where minSumX (maxSumX) is the sum of the |X| smallest (largest) s values
/// and total the sum of all of them. Bin k holds S in [low + k w, low + (k + 1) w), w = (high - low)
/// / bins; S = high is in the last bin. When every partition has the same S, all are in bin 0.
struct PermutationHistogram {
    double low = 0;
    double high = 0;
    std::vector<std::size_t> counts;
    /// The bin of a value of S, clamped to the range.
    std::size_t binOf(double S) const;
};

/// WEAT in one space (raw or whitened).
/// WeatStatistic::dUndefinedReason when every s(w, A, B) is the same (the only reason d is undefined);
/// the user interface recognises it to say it in the user's language.
inline constexpr const char *kSameAssociationReason =
    "every word has the same association s(w, A, B), so the standard deviation is 0";

/// Level 2 of the multilevel view of a WEAT (ML-EAT, Wolfe et al. AIES 2024) for one target set T
/// (X or Y): each attribute word's mean cosine with the words of T, and an effect size over them,
///     e_T = (mean_{a in A} m(a) - mean_{b in B} m(b)) / SD_{A u B} m,   m(a) = mean_{t in T} cos(t, a),
/// with the SD's ddof from the conventions (1 by default, as ML-EAT), and a permutation test over
/// the attribute words: the statistic sum_A m - sum_B m over the partitions of A u B into sets of
/// |A| and |B|, exact when there are at most exactLimit of them, else Monte Carlo, with the tie rule,
/// +1 and sides of the conventions (weatFromAssociations with A in the place of X and B of Y).
struct LevelTwoEffect {
    std::vector<double> meansA;   ///< m(a) for each a in A, in order
    std::vector<double> meansB;   ///< m(b) for each b in B
    std::optional<double> effect; ///< e_T; nothing when every m is the same (SD 0)
    std::string effectUndefinedReason;
    double sd = 0; ///< SD of the |A| + |B| means
    double S = 0;  ///< sum_A m - sum_B m
    /// p in WEAT's direction: for X whether A is closer than B (the upper tail, S_i >= S), for Y
    /// whether B is closer than A (the lower tail, S_i <= S); two-sided (2 x the smaller tail,
    /// capped at 1) when the conventions are. As WEAT's p, Monte Carlo p = (b + 1) / (N + 1).
    double p = 1;
    double pUpper = 1; ///< Pr[S_i >= S] (the tie rule applied)
    double pLower = 1; ///< Pr[S_i <= S]
    PValueMethod method = PValueMethod::Exact;
    std::size_t permutations = 0; ///< partitions counted: all of them, or N drawn
    double pStandardError = 0;    ///< Monte Carlo standard error of p; 0 when exact
};

/// Level 3: the mean and SD of one block of cosines, e.g. cos(x, a) over every x in X and a in A.
struct CosineBlock {
    std::size_t count = 0; ///< |T| x |attribute set|
    double mean = 0;
    std::optional<double> sd; ///< with the conventions' ddof; nothing for count <= ddof
};

/// The blocks of level 3, in this order.
enum class CosineBlockId { XA, XB, YA, YB };
inline constexpr std::array<CosineBlockId, 4> kCosineBlocks = {CosineBlockId::XA, CosineBlockId::XB, CosineBlockId::YA,
                                                               CosineBlockId::YB};
std::string_view cosineBlockName(CosineBlockId block); ///< "XA", "XB", "YA", "YB"

/// Levels 2 and 3 of a WEAT in one space (raw or whitened). Level 1 is WEAT's d itself.
struct MultilevelEat {
    LevelTwoEffect x;
    LevelTwoEffect y;
    std::array<CosineBlock, 4> blocks; ///< indexed by CosineBlockId
    const CosineBlock &block(CosineBlockId id) const { return blocks[static_cast<std::size_t>(id)]; }
};

struct WeatStatistic {
    std::vector<double> sX; ///< s(x, A, B) for each x in X, in order
    std::vector<double> sY; ///< s(y, A, B) for each y in Y
    double S = 0;           ///< sum s(x) - sum s(y)
    double meanX = 0;
    double meanY = 0;
    double sd = 0;           ///< SD of s over X u Y with the conventions' ddof
    std::optional<double> d; ///< effect size; nothing when the SD is 0
    std::string dUndefinedReason;
    double p = 1;      ///< as the conventions say (one- or two-sided)
    double pUpper = 1; ///< one-sided, upper tail (the default p)
    double pLower = 1; ///< one-sided, lower tail
    PValueMethod method = PValueMethod::Exact;
    std::size_t permutations = 0;   ///< partitions counted: all C of them, or N sampled
    std::size_t countUpper = 0;     ///< partitions at least as extreme, upper tail (tie rule applied)
    std::size_t countLower = 0;     ///< the same, lower tail
    double pStandardError = 0;      ///< Monte Carlo standard error of p; 0 when exact
    PermutationHistogram histogram; ///< empty unless the conventions ask for bins
    /// ML-EAT levels 2 and 3 in this space (multilevelEat, core/stats/mleat.h); level 1 is d. Nothing
    /// unless they were computed (an analysis computes them for every suite).
    std::optional<MultilevelEat> levels;
};

/// Number of ways to choose k of n, saturated at limit + 1 (so no overflow for large n).
std::uint64_t binomialCapped(std::size_t n, std::size_t k, std::uint64_t limit);

/// s(w, A, B) for each row of W: mean cosine with A minus mean cosine with B.
std::vector<double> associations(const MatrixD &W, const MatrixD &A, const MatrixD &B);

/// X, Y, A and B with every row scaled to unit length. Errors: an empty set (EmptyWordSet), a
/// zero or non-finite vector (InvalidArgument, naming the set and the row: its cosine is
/// undefined), sets of different dimensions (DimensionMismatch).
Result<std::array<MatrixD, 4>> unitSetVectors(const MatrixD &X, const MatrixD &Y, const MatrixD &A, const MatrixD &B);

/// The full test on vectors (one row per word). streamSeed seeds the Monte Carlo draws; use the
/// same for raw and whitened space so both see the same partitions. Errors: an empty set, a zero
/// vector (its cosine is undefined; the row is named), mismatched dimensions, cancellation.
Result<WeatStatistic> weatTest(const MatrixD &X, const MatrixD &Y, const MatrixD &A, const MatrixD &B,
                               const WeatConventions &conventions, std::uint64_t streamSeed,
                               const ProgressCallback &progress = {});

/// The permutation test alone, on given associations s(x) and s(y).
Result<WeatStatistic> weatFromAssociations(std::vector<double> sX, std::vector<double> sY,
                                           const WeatConventions &conventions, std::uint64_t streamSeed,
                                           const ProgressCallback &progress = {});

} // namespace isoscope
