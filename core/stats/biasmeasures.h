#pragma once

#include "core/base/embeddingset.h"
#include "core/base/result.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// The association measures of a study (docs/measures.md). WEAT is the paper's; the others are
/// the cosine-based measures of WEFE 1.0 (dccuchile/wefe, wefe/metrics), computed as WEFE defines
/// them with its normalize option on (every vector is scaled to unit length first).
enum class Measure {
    Weat, ///< Caliskan et al. 2017 (core/stats/weat.h)
    Rnd,  ///< relative norm distance, Garg et al. 2018
    Mac,  ///< mean average cosine distance, Manzini et al. 2019
    Ect,  ///< embedding coherence test, Dev and Phillips 2019
    Ripa, ///< relational inner product association, Ethayarajh et al. 2019
    Rnsb  ///< relative negative sentiment bias, Sweeney and Najafian 2019 (core/stats/rnsb.h)
};
inline constexpr std::array<Measure, 6> kAllMeasures = {Measure::Weat, Measure::Rnd,  Measure::Mac,
                                                        Measure::Ect,  Measure::Ripa, Measure::Rnsb};

std::string_view measureName(Measure measure);  ///< "weat", "rnd", "mac", "ect", "ripa", "rnsb"
std::string_view measureLabel(Measure measure); ///< "WEAT", "RND", "MAC", "ECT", "RIPA", "RNSB"
Result<Measure> parseMeasureName(std::string_view name);
/// "weat,rnd,mac": each named once, in the order given; an error names the unknown or repeated one.
Result<std::vector<Measure>> parseMeasureList(std::string_view text);
std::string measureListText(const std::vector<Measure> &measures); ///< the inverse of parseMeasureList
/// Some measure other than WEAT (which always runs) is named: the measures' tables are made.
bool namesMeasuresBeyondWeat(const std::vector<Measure> &measures);

/// How many values a measure gives for a suite (X, Y, A, B): WEFE's template for RND, ECT and RIPA
/// is two target sets and one attribute set, so a suite is run as WEFE's two subqueries "X and Y
/// wrt A" and "X and Y wrt B"; MAC and RNSB take the whole suite (one value); WEAT gives d.
std::size_t measureParts(Measure measure);

/// Which value means "no bias" and which way is less biased, for labels and colour scales.
enum class MeasureIdeal {
    Zero,  ///< WEAT d, RND, RIPA: 0 is unbiased, the sign says towards which side
    One,   ///< MAC (a cosine distance: 1 is orthogonal), ECT (a correlation: 1 is unbiased)
    ZeroUp ///< RNSB (a divergence, never negative): 0 is unbiased, larger is more biased
};
MeasureIdeal measureIdeal(Measure measure);
/// The ideal value itself (0 or 1).
double measureIdealValue(Measure measure);

/// A value that may be undefined, with the reason in English when it is.
struct MeasureValue {
    std::optional<double> value;
    std::string undefinedReason;
};

/// RND of the subquery (X, Y wrt S): mean over the words s of S of |s - mean(X)| - |s - mean(Y)|
/// (Euclidean, unit vectors). Positive: S is closer to Y; negative: closer to X; 0: no bias.
struct RndResult {
    double value = 0;
    std::vector<double> perWord; ///< |s - mean(X)| - |s - mean(Y)| for each word of S, in order
};
RndResult relativeNormDistance(const MatrixD &X, const MatrixD &Y, const MatrixD &S);

/// MAC of a suite: the mean, over every target word t (of X, then of Y) and each attribute set
/// (A, B), of the mean cosine distance 1 - cos(t, a) to the words of that set. Between 0 and 2;
/// 1 (no association either way on average) is the least biased.
struct MacResult {
    double value = 0;
    /// Per target word: its mean cosine distance to A and to B.
    std::vector<std::array<double, 2>> perX;
    std::vector<std::array<double, 2>> perY;
};
MacResult meanAverageCosine(const MatrixD &X, const MatrixD &Y, const MatrixD &A, const MatrixD &B);

/// ECT of the subquery (X, Y wrt S): Spearman's correlation (average ranks for ties) between
/// cos(mean(X), s) and cos(mean(Y), s) over the words s of S. 1 (both groups order S alike) is
/// the least biased. Undefined with fewer than two words in S or when either list is constant.
struct EctResult {
    MeasureValue spearman;
    std::vector<double> cosX; ///< cos(mean(X), s) for each word of S
    std::vector<double> cosY;
};
EctResult embeddingCoherence(const MatrixD &X, const MatrixD &Y, const MatrixD &S);

/// RIPA of the subquery (X, Y wrt S) on pairs (x_i, y_i): b_i = (x_i - y_i) / |x_i - y_i|, each
/// word s of S scores mean_i s . b_i (with its SD over the pairs, ddof 0), and RIPA is the mean
/// of those scores. Positive: S leans towards X; 0: no bias. Undefined if a pair's two vectors are
/// equal (b_i has no direction).
struct RipaResult {
    MeasureValue value;
    std::vector<double> mean; ///< per word of S
    std::vector<double> sd;
};
/// Xpaired and Ypaired hold the pairs row by row (same number of rows).
RipaResult relationalInnerProduct(const MatrixD &Xpaired, const MatrixD &Ypaired, const MatrixD &S);

/// Each row scaled to unit length (a zero row stays zero).
MatrixD unitRows(const MatrixD &rows);

} // namespace isoscope
