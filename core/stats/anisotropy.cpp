#include "core/stats/anisotropy.h"

#include "core/base/random.h"

#include <algorithm>
#include <cmath>

namespace isoscope {

namespace {

// Unit rows, with zero (or non-finite) rows removed.
MatrixD unitNonZeroRows(const MatrixD &rows, std::size_t &zeroRows)
{
    MatrixD unit(rows.rows(), rows.cols());
    Eigen::Index kept = 0;
    zeroRows = 0;
    for (Eigen::Index i = 0; i < rows.rows(); ++i) {
        const double norm = rows.row(i).norm();
        if (norm > 0 && std::isfinite(norm))
            unit.row(kept++) = rows.row(i) / norm;
        else
            ++zeroRows;
    }
    unit.conservativeResize(kept, Eigen::NoChange);
    return unit;
}

} // namespace

CosineStats pairwiseCosineStats(const MatrixD &rows, std::size_t *zeroRows)
{
    std::size_t zeros = 0;
    const MatrixD unit = unitNonZeroRows(rows, zeros);
    if (zeroRows)
        *zeroRows = zeros;
    CosineStats stats;
    const Eigen::Index n = unit.rows();
    if (n < 2)
        return stats;
    // Only the strict upper triangle is read, so a symmetric rank-k update (half the work of a
    // full product) is enough.
    Eigen::MatrixXd gram = Eigen::MatrixXd::Zero(n, n);
    gram.selfadjointView<Eigen::Upper>().rankUpdate(unit);
    double sum = 0;
    for (Eigen::Index j = 1; j < n; ++j)
        sum += gram.col(j).head(j).sum();
    stats.pairs = static_cast<std::size_t>(n) * static_cast<std::size_t>(n - 1) / 2;
    stats.mean = sum / static_cast<double>(stats.pairs);
    double squares = 0;
    for (Eigen::Index j = 1; j < n; ++j)
        squares += (gram.col(j).head(j).array() - stats.mean).square().sum();
    stats.sd = std::sqrt(squares / static_cast<double>(stats.pairs));
    return stats;
}

Eigen::MatrixXd cosineMatrix(const MatrixD &rows)
{
    MatrixD unit = rows;
    for (Eigen::Index i = 0; i < unit.rows(); ++i) {
        const double norm = unit.row(i).norm();
        if (norm > 0 && std::isfinite(norm))
            unit.row(i) /= norm;
        else
            unit.row(i).setZero();
    }
    return unit * unit.transpose();
}

std::vector<double> explainedVarianceRatio(const Eigen::VectorXd &eigenvaluesDescending, std::size_t k)
{
    // Rounding can leave the smallest eigenvalues of a singular covariance slightly negative;
    // as variances they are zero.
    const Eigen::VectorXd lambda = eigenvaluesDescending.cwiseMax(0.0);
    const double total = lambda.sum();
    std::vector<double> ratios;
    const auto count = std::min<std::size_t>(k, static_cast<std::size_t>(lambda.size()));
    for (std::size_t i = 0; i < count; ++i)
        ratios.push_back(total > 0 ? lambda(static_cast<Eigen::Index>(i)) / total : 0.0);
    return ratios;
}

std::vector<double> whitenedExplainedVarianceRatio(const Eigen::VectorXd &eigenvaluesDescending, double epsilon,
                                                   std::size_t k)
{
    const Eigen::VectorXd lambda = eigenvaluesDescending.cwiseMax(0.0);
    const Eigen::VectorXd whitened = lambda.array() / (lambda.array() + epsilon);
    return explainedVarianceRatio(whitened, k);
}

MatrixD referenceRows(const EmbeddingSet &model, const ReferenceSample &reference,
                      const std::vector<std::size_t> &positions)
{
    if (!reference.usesExternal()) {
        std::vector<std::size_t> rows;
        rows.reserve(positions.size());
        for (std::size_t p : positions)
            rows.push_back(reference.rows[p]);
        return model.rowsAsDouble(rows);
    }
    MatrixD out(static_cast<Eigen::Index>(positions.size()), reference.external.cols());
    for (std::size_t i = 0; i < positions.size(); ++i)
        out.row(static_cast<Eigen::Index>(i)) =
            reference.external.row(static_cast<Eigen::Index>(positions[i])).cast<double>();
    return out;
}

AnisotropyResult measureAnisotropy(const EmbeddingSet &model, const ReferenceSample &reference,
                                   const WhiteningStats &stats, const Whitener &whitener,
                                   const AnisotropyParams &params)
{
    AnisotropyResult result;
    result.sample = sampleWithoutReplacement(reference.size(), params.sampleSize, params.seed);
    const MatrixD raw = referenceRows(model, reference, result.sample);
    const MatrixD whitened = whitener.apply(raw);
    result.raw = pairwiseCosineStats(raw, &result.zeroRows);
    result.whitened = pairwiseCosineStats(whitened);
    result.sampleRaw = raw.cast<float>();
    result.sampleWhitened = whitened.cast<float>();
    result.explainedRaw = explainedVarianceRatio(stats.eigenvalues, params.components);
    result.explainedWhitened =
        whitener.calibration().kind == CalibrationKind::Zca
            ? whitenedExplainedVarianceRatio(stats.eigenvalues, whitener.epsilon(), params.components)
            : explainedVarianceRatio(whitener.calibratedEigenvalues(stats.eigenvalues.cwiseMax(0.0)),
                                     params.components);
    result.eigenvalues.assign(stats.eigenvalues.data(), stats.eigenvalues.data() + stats.eigenvalues.size());
    return result;
}

} // namespace isoscope
