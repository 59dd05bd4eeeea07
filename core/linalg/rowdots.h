#pragma once

#include <cstddef>
#include <memory>

namespace isoscope {

/// Dense kernels for whitening at transformer scale (100,000 x 768), written the way optimised
/// BLAS libraries (GotoBLAS, BLIS) write a matrix product: both operands are copied ("packed")
/// into small contiguous panels that stay in the L1 and L2 caches, and a register tile of
/// MR x NR results is updated by outer products, one broadcast element of A times a vector of
/// B per fused multiply-add. Two products are provided: the whitening of rows (float,
/// multiplyRows) and the scatter matrix of a chunk of rows (a symmetric rank-k update in double,
/// accumulateScatter). Both subtract a shift (the mean) while packing, so no centred copy of the
/// data is ever made.
///
/// On a CPU with AVX-512 (or else AVX2 and FMA; checked at run time, the build itself stays
/// generic x86-64) the tiles are 8 x 48 floats or 8 x 24 doubles in 512-bit registers (6 x 16
/// floats or 6 x 8 doubles in 256-bit ones); elsewhere a plain loop does the same sums in 4 x 8
/// (4 x 4) tiles. The sum over k runs in blocks of fixed length; every element of the result is
/// summed by one thread in one fixed order (block after block, k ascending within a block), and
/// the way work is split between threads never changes that order, so the result does not
/// depend on the number of threads, bit for bit (tests/core/tst_rowdots checks it). It does
/// depend on the code path (AVX-512, AVX2 or plain), which rounds differently.
struct RowDotsOptions {
    /// 0: a lease of core's thread budget (core/base/threadbudget.h); 1: the calling thread only.
    int threads = 0;
    /// false: the plain loop even where vector instructions are available (for tests).
    bool allowVector = true;
    /// false: 256-bit AVX2 even where AVX-512 is available (for tests).
    bool allowWide = true;
    /// multiplyRows: the length of the blocks of k each summed from zero before it is added to C
    /// (0: 64, the whitening's; K or more: one chain over all of k). Longer blocks are a few per cent
    /// faster (fewer additions to C) and sum more terms in one chain; a transformer's layers use
    /// one chain. Part of the result's definition: the same block length gives the same bits.
    std::size_t sumBlock = 0;
};

/// The path this CPU runs by default: "AVX-512", "AVX2+FMA" or "plain".
const char *rowDotsPath();

/// A K x n matrix M rounded to float and packed once into the panels multiplyRows reads (for the
/// whitening, M = W, packed once and applied to every chunk of rows).
class PackedPanels
{
public:
    /// Element (k, j) of M is m[k * rowStride + j * columnStride].
    PackedPanels(const double *m, std::size_t K, std::size_t n, std::size_t rowStride, std::size_t columnStride,
                 const RowDotsOptions &options = {});
    /// The same for a float matrix (a transformer's weights), packed as it is.
    PackedPanels(const float *m, std::size_t K, std::size_t n, std::size_t rowStride, std::size_t columnStride,
                 const RowDotsOptions &options = {});
    ~PackedPanels();
    PackedPanels(PackedPanels &&) noexcept;
    PackedPanels &operator=(PackedPanels &&) noexcept;

    std::size_t rows() const;
    std::size_t columns() const;

private:
    friend void multiplyRows(const float *, std::size_t, std::size_t, const float *, const PackedPanels &,
                             const float *, float *, std::size_t);
    friend void multiplyRows(const float *, std::size_t, std::size_t, const float *, const PackedPanels &,
                             const float *, float *, std::size_t, int);
    friend void multiplyRowsShare(const float *, std::size_t, std::size_t, const float *, const PackedPanels &,
                                  const float *, float *, std::size_t, std::size_t, std::size_t);

public:
    struct Data; ///< Internal (rowdots.cpp): the packed values and the kernel chosen for them.

private:
    std::unique_ptr<Data> d;
};

/// C(i, j) = bias(j) + sum_k (A(i, k) - shift(k)) M(k, j) in float, for 0 <= i < m and
/// 0 <= j < n, with M packed as above (K x n): each block of 64 (sumBlock) values of k is summed from zero
/// in one float multiply-add chain and added to C in order. Rows of A are K long with stride lda; C is
/// row-major with stride ldc. shift (length K) and bias (length n) may be null (zero). The
/// threads, code path and block length are those M was packed with.
void multiplyRows(const float *a, std::size_t lda, std::size_t m, const float *shift, const PackedPanels &packed,
                  const float *bias, float *c, std::size_t ldc);
/// The same on `threads` threads (as RowDotsOptions::threads: 0 a lease of the budget), whatever
/// M was packed with: for a caller that holds a section's threads itself (the forward pass). Each
/// element of a row is summed in the same order whatever the other rows are, so a row's result
/// does not depend on the rows multiplied with it either.
void multiplyRows(const float *a, std::size_t lda, std::size_t m, const float *shift, const PackedPanels &packed,
                  const float *bias, float *c, std::size_t ldc, int threads);
/// Share `share` of `shares` of that product on the calling thread (its blocks of rows share,
/// share + shares, ...), for a caller that runs threads of its own: the shares 0 .. shares - 1 run
/// at once on different threads compute what multiplyRows does, bit for bit.
void multiplyRowsShare(const float *a, std::size_t lda, std::size_t m, const float *shift, const PackedPanels &packed,
                       const float *bias, float *c, std::size_t ldc, std::size_t share, std::size_t shares);

/// S(i, j) += sum_r (X(r, i) - shift(i)) (X(r, j) - shift(j)) for 0 <= j <= i < d, in double
/// (each float converted exactly, the shift subtracted in double): the scatter of count rows of
/// X (stride ldx) about shift, a symmetric rank-k update of S (row-major, stride lds). Only the
/// register tiles that meet the lower triangle are computed; elements above the diagonal inside
/// those tiles are written too (read the lower triangle only). shift may be null (zero).
void accumulateScatter(const float *x, std::size_t ldx, std::size_t count, std::size_t d, const double *shift,
                       double *s, std::size_t lds, const RowDotsOptions &options = {});

/// sums(j) = sum_r X(r, j) in double for 0 <= j < d: each float converted exactly and added to
/// the column's sum in row order, r = 0, 1, ..., count - 1, from zero, as a plain loop over the rows
/// would (the same bits on every path and for every number of threads: the columns are split
/// between the threads, never the rows). Rows of X have stride ldx.
void columnSums(const float *x, std::size_t ldx, std::size_t count, std::size_t d, double *sums,
                const RowDotsOptions &options = {});

} // namespace isoscope
