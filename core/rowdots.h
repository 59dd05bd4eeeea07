#pragma once

#include <cstddef>

namespace isoscope {

/// Dense kernels for whitening at transformer scale (100,000 x 768): the dot products of every
/// row of A with every row of B, C(i, j) = sum_k A(i, k) B(j, k). Both the scatter of a centred
/// chunk (A = B = the chunk transposed, so rows are dimensions) and the whitening of rows
/// (B = W, symmetric, so its rows are its columns) are of this form, with both operands read
/// along contiguous rows.
///
/// On a CPU with AVX-512 (or else AVX2 and FMA; checked at run time, the build itself stays
/// generic x86-64) the work runs in 4 x 3 register tiles of 512-bit (256-bit) vectors; elsewhere
/// a plain loop does the same sums. Threads split the rows of C in a fixed interleaved order and every element of C is
/// summed by one thread in one fixed order, so the result does not depend on the number of
/// threads, bit for bit (tests/core/tst_rowdots checks it). It does depend on the code path
/// (vector or plain), which rounds differently.
struct RowDotsOptions {
    /// 0: std::thread::hardware_concurrency(); 1: the calling thread only.
    int threads = 0;
    /// false: the plain loop even where vector instructions are available (for tests).
    bool allowVector = true;
    /// false: 256-bit AVX2 even where AVX-512 is available (for tests).
    bool allowWide = true;
};

/// The path this CPU runs by default: "AVX-512", "AVX2+FMA" or "plain".
const char *rowDotsPath();

/// C(i, j) += sum_k A(i, k) B(j, k) for 0 <= i < m, 0 <= j < n, in double. Rows of A and B are K
/// long with strides lda and ldb; C is row-major with stride ldc. lowerOnly (A == B, m == n):
/// only the tiles that meet j <= i are computed (elements above the diagonal inside those tiles
/// may be written too; read the lower triangle only). The sum over k runs in blocks of 256.
void accumulateRowDots(const double *a, std::size_t lda, std::size_t m, const double *b, std::size_t ldb,
                       std::size_t n, std::size_t K, double *c, std::size_t ldc, bool lowerOnly,
                       const RowDotsOptions &options = {});

/// C(i, j) = sum_k A(i, k) B(j, k) in float (eight or sixteen partial sums per element, added at
/// the end).
void rowDots(const float *a, std::size_t lda, std::size_t m, const float *b, std::size_t ldb, std::size_t n,
             std::size_t K, float *c, std::size_t ldc, const RowDotsOptions &options = {});

} // namespace isoscope
