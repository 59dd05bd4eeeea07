#include "core/stats/similarityorder.h"

#include "core/base/random.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

namespace isoscope {

namespace {

// Principal direction of the rows (centred) by power iteration on X^T X, without forming it.
Eigen::VectorXf principalDirection(const Eigen::MatrixXf &centred, Rng &rng)
{
    Eigen::VectorXf v(centred.cols());
    for (Eigen::Index i = 0; i < v.size(); ++i)
        v(i) = static_cast<float>(rng.uniform() - 0.5);
    v.normalize();
    for (int iteration = 0; iteration < 60; ++iteration) {
        Eigen::VectorXf next = centred.transpose() * (centred * v);
        const float norm = next.norm();
        if (!(norm > 0))
            break;
        next /= norm;
        const float change = (next - v).norm();
        v = next;
        if (change < 1e-5f)
            break;
    }
    return v;
}

void partition(const MatrixF &unit, std::vector<std::size_t> rows, std::size_t leafSize, Rng &rng,
               std::vector<std::size_t> &order)
{
    const auto n = static_cast<Eigen::Index>(rows.size());
    Eigen::MatrixXf group(n, unit.cols());
    for (Eigen::Index i = 0; i < n; ++i)
        group.row(i) = unit.row(static_cast<Eigen::Index>(rows[static_cast<std::size_t>(i)]));
    const Eigen::RowVectorXf mean = group.colwise().mean();
    group.rowwise() -= mean;
    const Eigen::VectorXf direction = principalDirection(group, rng);
    const Eigen::VectorXf projection = group * direction;

    std::vector<std::size_t> byProjection(rows.size());
    std::iota(byProjection.begin(), byProjection.end(), std::size_t(0));
    std::stable_sort(byProjection.begin(), byProjection.end(), [&](std::size_t a, std::size_t b) {
        return projection(static_cast<Eigen::Index>(a)) < projection(static_cast<Eigen::Index>(b));
    });
    if (rows.size() <= leafSize) {
        for (std::size_t k : byProjection)
            order.push_back(rows[k]);
        return;
    }
    std::vector<std::size_t> negative, positive;
    for (std::size_t k : byProjection)
        (projection(static_cast<Eigen::Index>(k)) < 0 ? negative : positive).push_back(rows[k]);
    // All on one side (identical vectors, for instance): split the sorted list in the middle.
    if (negative.empty() || positive.empty()) {
        std::vector<std::size_t> sorted;
        for (std::size_t k : byProjection)
            sorted.push_back(rows[k]);
        const auto middle = sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2);
        negative.assign(sorted.begin(), middle);
        positive.assign(middle, sorted.end());
    }
    partition(unit, std::move(negative), leafSize, rng, order);
    partition(unit, std::move(positive), leafSize, rng, order);
}

} // namespace

Eigen::MatrixXf cosineMatrixFloat(const MatrixF &rows)
{
    Eigen::MatrixXf unit = rows;
    for (Eigen::Index i = 0; i < unit.rows(); ++i) {
        const float norm = unit.row(i).norm();
        if (norm > 0 && std::isfinite(norm))
            unit.row(i) /= norm;
        else
            unit.row(i).setZero();
    }
    Eigen::MatrixXf cosines(unit.rows(), unit.rows());
    cosines.noalias() = unit * unit.transpose();
    return cosines;
}

std::vector<std::size_t> similarityOrder(const MatrixF &rows, std::size_t leafSize)
{
    std::vector<std::size_t> order;
    if (rows.rows() == 0)
        return order;
    MatrixF unit = rows;
    for (Eigen::Index i = 0; i < unit.rows(); ++i) {
        const float norm = unit.row(i).norm();
        if (norm > 0 && std::isfinite(norm))
            unit.row(i) /= norm;
        else
            unit.row(i).setZero();
    }
    std::vector<std::size_t> all(static_cast<std::size_t>(rows.rows()));
    std::iota(all.begin(), all.end(), std::size_t(0));
    order.reserve(all.size());
    Rng rng(deriveSeed(0, "heatmap/similarity-order"));
    partition(unit, std::move(all), std::max<std::size_t>(leafSize, 2), rng, order);
    return order;
}

} // namespace isoscope
