#pragma once

#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"

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

std::string_view tieRuleName(TieRule rule);     ///< "ge", "gt"
std::string_view sidednessName(Sidedness s);    ///< "one", "two"
std::string_view pValueMethodName(PValueMethod m); ///< "exact", "monte_carlo"

/// The conventions of a WEAT run. Every result carries a copy, so that a number is never shown
/// without the rule that produced it.
struct WeatConventions {
    int ddof = 1;                        ///< of the SD in d (1: sample SD, as Caliskan 2017)
    TieRule tie = TieRule::GreaterOrEqual;
    bool plusOne = true;                 ///< Monte Carlo p = (b + 1) / (N + 1) (Phipson and Smyth)
    Sidedness sided = Sidedness::One;
    std::size_t permutations = 100000;   ///< N for Monte Carlo
    std::size_t exactLimit = 1000000;    ///< enumerate all partitions when C(|X|+|Y|, |X|) <= this
    std::uint64_t seed = 42;             ///< the analysis seed; each suite derives its own stream
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

struct WeatStatistic {
    std::vector<double> sX;   ///< s(x, A, B) for each x in X, in order
    std::vector<double> sY;   ///< s(y, A, B) for each y in Y
    double S = 0;             ///< sum s(x) - sum s(y)
    double meanX = 0;
    double meanY = 0;
    double sd = 0;            ///< SD of s over X u Y with the conventions' ddof
    std::optional<double> d;  ///< effect size; nothing when the SD is 0
    std::string dUndefinedReason;
    double p = 1;             ///< as the conventions say (one- or two-sided)
    double pUpper = 1;        ///< one-sided, upper tail (the default p)
    double pLower = 1;        ///< one-sided, lower tail
    PValueMethod method = PValueMethod::Exact;
    std::size_t permutations = 0; ///< partitions counted: all C of them, or N sampled
    std::size_t countUpper = 0;   ///< partitions at least as extreme, upper tail (tie rule applied)
    std::size_t countLower = 0;   ///< the same, lower tail
    double pStandardError = 0;    ///< Monte Carlo standard error of p; 0 when exact
    PermutationHistogram histogram; ///< empty unless the conventions ask for bins
};

/// Number of ways to choose k of n, saturated at limit + 1 (so no overflow for large n).
std::uint64_t binomialCapped(std::size_t n, std::size_t k, std::uint64_t limit);

/// s(w, A, B) for each row of W: mean cosine with A minus mean cosine with B.
std::vector<double> associations(const MatrixD &W, const MatrixD &A, const MatrixD &B);

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
