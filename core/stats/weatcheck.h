#pragma once

#include "core/base/result.h"
#include "core/stats/weat.h"

#include <cstddef>

/// What a stored WEAT result can be. A study received from someone else holds its numbers as text
/// that anyone may edit; before the window shows one, it is checked against what the test it
/// claims to come from can give (docs/science.md, section 2), so that an edited or damaged number is
/// refused instead of shown as a result.
namespace isoscope {

/// The words a statistic was computed on: the used words of X, Y, A and B.
struct WeatWordCounts {
    std::size_t x = 0;
    std::size_t y = 0;
    std::size_t a = 0;
    std::size_t b = 0;
};

/// Checks a WeatStatistic against the conventions it was computed with and the numbers of words of
/// its sets:
/// - every number is finite; each s(w) lies in [-2, 2] (a difference of two mean cosines);
/// - s_x and s_y hold one value per word of X and Y, and S, mean_x, mean_y, sd and d are what those
///   values give (d = (mean_x - mean_y) / sd, so |d| <= sqrt(n (n - ddof) / (|X| |Y|)); d is
///   undefined exactly when sd is 0); so d is the d of the associations its bootstrap interval is
///   computed from;
/// - the method and the number of partitions are those the conventions give for |X| and |Y| (exact
///   when C(|X|+|Y|, |X|) <= exact_limit, else the conventions' permutations);
/// - each p lies in [0, 1] and is one the permutation test can give: a count of partitions over
///   their number (exact: c / C; Monte Carlo: (c + 1) / (N + 1), or c / N without the +1), so with
///   the default tie rule never below 1 / C, resp. 1 / (N + 1), and 0 only for the paper's strict
///   tie rule; p is the upper tail, or twice the smaller tail capped at 1 for two-sided; the
///   standard error is the Monte Carlo one (0 when exact); the histogram counts every partition;
/// - ML-EAT's levels, when present: means of cosines in [-1, 1], blocks of |T| x |attribute set|
///   cosines, level-two p-values in [0, 1] and effect sizes within their bound.
/// Errors: ErrorCode::ImpossibleResult, the detail naming the first impossible field as results
/// files name it, its value and why ("p = -3 is impossible: a p-value lies in (0, 1]",
/// "s_x[2] = 7 is impossible: ...", "mleat.level2.X.p = 2 is impossible: ...").
Result<void> checkWeatStatistic(const WeatStatistic &statistic, const WeatConventions &conventions,
                                const WeatWordCounts &words);

} // namespace isoscope
