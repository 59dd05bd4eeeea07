#pragma once

#include "core/base/embeddingset.h"
#include "core/linalg/whitening.h"

#include <Eigen/Core>

#include <cstddef>
#include <vector>

namespace isoscope {

/// Mean and standard deviation of the cosine similarity over all pairs i < j of a set of vectors.
/// The SD is the population SD over the pairs (ddof 0: the pairs are the whole population of the
/// sample, as numpy's std computes it).
struct CosineStats {
    double mean = 0;
    double sd = 0;
    std::size_t pairs = 0;
};

/// Rows with zero norm are skipped (their cosine is undefined); zeroRows says how many.
CosineStats pairwiseCosineStats(const MatrixD &rows, std::size_t *zeroRows = nullptr);

/// The full matrix of cosines (n x n, ones on the diagonal; 0 for a zero row). For figures.
Eigen::MatrixXd cosineMatrix(const MatrixD &rows);

/// lambda_k / sum(lambda) for the largest k eigenvalues (given in descending order).
std::vector<double> explainedVarianceRatio(const Eigen::VectorXd &eigenvaluesDescending, std::size_t k);

/// The same for the whitened reference sample. Its covariance is W Sigma W = U diag(lambda /
/// (lambda + eps)) U^T, so its eigenvalues are lambda_k / (lambda_k + eps), in the same order.
std::vector<double> whitenedExplainedVarianceRatio(const Eigen::VectorXd &eigenvaluesDescending, double epsilon,
                                                   std::size_t k);

/// Anisotropy of a model before and after whitening (docs/science.md section 4).
struct AnisotropyResult {
    std::vector<std::size_t> sample; ///< positions in the reference sample of the vectors used
    CosineStats raw;
    CosineStats whitened;
    std::vector<double> explainedRaw;      ///< top-k explained variance ratios, raw
    std::vector<double> explainedWhitened; ///< the same after whitening
    std::vector<double> eigenvalues;       ///< the whole spectrum of Sigma, descending
    std::size_t zeroRows = 0;
    MatrixF sampleRaw;      ///< the sampled vectors (one row each), for the heatmap
    MatrixF sampleWhitened; ///< the same vectors whitened
};

struct AnisotropyParams {
    std::size_t sampleSize = 2000;
    std::size_t components = 50;
    std::uint64_t seed = 0;
};

/// Draws params.sampleSize vectors (seeded) from the reference sample and measures them raw and
/// whitened with the given whitener; explained variance from the statistics.
AnisotropyResult measureAnisotropy(const EmbeddingSet &model, const ReferenceSample &reference,
                                   const WhiteningStats &stats, const Whitener &whitener,
                                   const AnisotropyParams &params);

/// The vectors (double) at the given positions of the reference sample.
MatrixD referenceRows(const EmbeddingSet &model, const ReferenceSample &reference,
                      const std::vector<std::size_t> &positions);

} // namespace isoscope
