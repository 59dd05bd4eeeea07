#pragma once

#include "core/base/embeddingset.h"
#include "core/base/result.h"
#include "core/stats/biasmeasures.h"

#include <Eigen/Core>

#include <cstddef>
#include <vector>

namespace isoscope {

/// L2-regularised logistic regression with the objective of liblinear (which WEFE's RNSB uses
/// through scikit-learn): argmin over w, b of 0.5 (|w|^2 + b^2) + C sum_i log(1 + exp(-y_i (w.x_i + b)))
/// with y_i = +1 or -1; the bias is a feature of value 1 and is regularised like the weights.
/// The objective is strictly convex, so its minimiser is unique; it is found by Newton's method
/// (the Newton step solved in the n x n sample space, so that the cost is n^2 d per step, not
/// d^3) with a backtracking line search, to a gradient norm below 1e-12 (liblinear itself stops
/// near 1e-7). Deterministic: no random state.
struct LogisticFit {
    Eigen::VectorXd weights;
    double bias = 0;
    std::size_t iterations = 0;
    double gradientNorm = 0; ///< of the objective at the solution
    /// Probability of the label +1 for a vector.
    double probability(const Eigen::VectorXd &x) const;
};
/// features: one row per example; labels: +1 or -1, one per row. Errors (InvalidArgument): no
/// example, both labels not present, a label other than +1 and -1, C not positive.
Result<LogisticFit> fitLogisticRegression(const MatrixD &features, const std::vector<int> &labels, double C = 1.0);

/// RNSB of a suite (Sweeney and Najafian 2019, as WEFE 1.0 defines it; every vector scaled to unit
/// length): a logistic regression is trained to tell A (label +1, WEFE's "positive") from B (label
/// -1, "negative") on all of their words, each target word t of X and Y gets P(B | t), these
/// probabilities are normalised to a distribution P over the target words, and RNSB is the
/// Kullback-Leibler divergence of P from the uniform distribution, sum P log(P n). 0 (every target
/// word equally likely to be B) is the least biased.
///
/// WEFE trains by default on a random 80% of A and B (a holdout split, different at every run
/// unless seeded, and seeded through scikit-learn's shuffling); Isoscope trains on all of them,
/// which makes RNSB a deterministic function of the vectors (WEFE's holdout=False).
struct RnsbResult {
    double divergence = 0;
    std::vector<double> probabilityX; ///< P(B | x) for each word of X
    std::vector<double> probabilityY;
    double accuracy = 0; ///< of the classifier on A and B, its training words
    LogisticFit fit;
};
/// Errors as fitLogisticRegression's.
Result<RnsbResult> relativeNegativeSentimentBias(const MatrixD &X, const MatrixD &Y, const MatrixD &A,
                                                 const MatrixD &B);

} // namespace isoscope
