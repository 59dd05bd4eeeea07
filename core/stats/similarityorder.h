#pragma once

#include "core/base/embeddingset.h"

#include <Eigen/Core>

#include <cstddef>
#include <vector>

namespace isoscope {

/// The n x n matrix of cosines of the rows, in single precision (the heatmap shows 2,000 x 2,000).
/// A zero row has cosine 0 with everything, itself included.
Eigen::MatrixXf cosineMatrixFloat(const MatrixF &rows);

/// An order of the rows that puts similar vectors next to each other, for the heatmap's "grouped by
/// similarity": principal direction divisive partitioning (Boley 1998) of the unit vectors. The
/// rows are split by the sign of their projection on the first principal component of the group
/// (centred), and each half split again until a group has at most leafSize rows; a leaf is sorted
/// by that projection. The first principal component comes from power iteration, seeded, so the
/// order is reproducible. Returns a permutation of 0..n-1: position k shows row order[k].
std::vector<std::size_t> similarityOrder(const MatrixF &rows, std::size_t leafSize = 24);

} // namespace isoscope
