#include "core/linalg/rowdots.h"

#include "core/base/threadbudget.h"

#include <algorithm>
#include <barrier>
#include <new>
#include <thread>
#include <vector>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ISOSCOPE_ROWDOTS_X86 1
#include <immintrin.h>
#endif

namespace isoscope {

namespace {

// The sum over k is cut into blocks of this many (so that a packed panel of B stays in L1 and
// a packed block of A in L2). Doubles: a register tile starts from the current value of C and
// goes on adding, so every element is one chain of multiply-adds over k = 0, 1, ..., K - 1
// whatever the block length. Floats: a tile sums one block from zero and adds that to C (to the
// bias for the first block), which keeps the float chains short (the rounding error of a chain
// grows with its length); the block length is fixed, so the order of the sums still is too.
constexpr std::size_t kBlockF = 64;
constexpr std::size_t kBlockD = 128;

// Memory aligned to a cache line (and to a 512-bit register) for the packed panels.
template <typename T>
struct AlignedBuffer {
    explicit AlignedBuffer(std::size_t count = 0) { resize(count); }
    ~AlignedBuffer() { release(); }
    AlignedBuffer(const AlignedBuffer &) = delete;
    AlignedBuffer &operator=(const AlignedBuffer &) = delete;
    void resize(std::size_t count)
    {
        release();
        size = count;
        if (count)
            data = static_cast<T *>(::operator new[](count * sizeof(T), std::align_val_t{64}));
    }
    void release()
    {
        if (data)
            ::operator delete[](data, std::align_val_t{64});
        data = nullptr;
        size = 0;
    }
    T *data = nullptr;
    std::size_t size = 0;
};

// Runs work(t, T) on T threads (the caller is thread 0).
template <typename Work>
void onThreads(int threads, Work work)
{
    if (threads <= 1) {
        work(0, 1);
        return;
    }
    std::vector<std::thread> pool;
    pool.reserve(static_cast<std::size_t>(threads - 1));
    for (int t = 1; t < threads; ++t)
        pool.emplace_back([&work, t, threads] { work(t, threads); });
    work(0, threads);
    for (auto &thread : pool)
        thread.join();
}

// The threads of one product (core/base/threadbudget.h): exactly options.threads when it is set
// (the tests), else a lease of core's thread budget; never more than one per piece of work, and
// one alone below a few million multiply-adds, where a thread costs more than it saves.
SectionThreads productThreads(const RowDotsOptions &options, double multiplyAdds, std::size_t pieces)
{
    return SectionThreads(multiplyAdds < 4e6 ? 1u : static_cast<unsigned>(std::max(options.threads, 0)), pieces);
}

// A register tile kernel for floats: C(MR x NR) = bias + sum_k a_k b_k^T over k in [0, kc), where
// A(r, k) of block i is a[i aStride + r rowStep + k kStep] (a packed strip, MR values per k:
// rowStep 1, kStep MR; or MR rows of A as they are: rowStep lda, kStep 1) and b the packed panel
// of B (NR values per k). It goes through the blocks of k (`block` long, the last perhaps
// shorter; block i's panel of B at b + i bStride), sums each from zero in registers and adds it to
// the tile (the first to the bias), which stays in the L1 cache meanwhile.
using FloatTile = void (*)(std::size_t kc, const float *a, std::size_t rowStep, std::size_t kStep, std::size_t aStride,
                           const float *b, std::size_t bStride, std::size_t block, float *c, std::size_t ldc,
                           const float *bias);
// The same for doubles, always continuing from C.
using DoubleTile = void (*)(std::size_t kc, const double *a, const double *b, double *c, std::size_t ldc);

struct FloatKernel {
    std::size_t mr, nr, stripsPerBlock;
    FloatTile run;
};
struct DoubleKernel {
    std::size_t mr, nr;
    DoubleTile run;
};

template <int MR, int NR>
void plainTileF(std::size_t kc, const float *a, std::size_t rowStep, std::size_t kStep, std::size_t aStride,
                const float *b, std::size_t bStride, std::size_t block, float *c, std::size_t ldc, const float *bias)
{
    for (std::size_t k0 = 0; k0 < kc; k0 += block, a += aStride, b += bStride) {
        const bool first = k0 == 0;
        const std::size_t kb = std::min(block, kc - k0);
        float acc[MR][NR];
        for (int i = 0; i < MR; ++i)
            for (int j = 0; j < NR; ++j)
                acc[i][j] = 0.0f;
        for (std::size_t k = 0; k < kb; ++k)
            for (int i = 0; i < MR; ++i)
                for (int j = 0; j < NR; ++j)
                    acc[i][j] +=
                        a[k * kStep + static_cast<std::size_t>(i) * rowStep] * b[k * NR + static_cast<std::size_t>(j)];
        for (int i = 0; i < MR; ++i)
            for (int j = 0; j < NR; ++j) {
                float &out = c[static_cast<std::size_t>(i) * ldc + static_cast<std::size_t>(j)];
                out = (first ? bias[j] : out) + acc[i][j];
            }
    }
}

template <int MR, int NR>
void plainTileD(std::size_t kc, const double *a, const double *b, double *c, std::size_t ldc)
{
    double acc[MR][NR];
    for (int i = 0; i < MR; ++i)
        for (int j = 0; j < NR; ++j)
            acc[i][j] = c[static_cast<std::size_t>(i) * ldc + static_cast<std::size_t>(j)];
    for (std::size_t k = 0; k < kc; ++k)
        for (int i = 0; i < MR; ++i)
            for (int j = 0; j < NR; ++j)
                acc[i][j] += a[k * MR + static_cast<std::size_t>(i)] * b[k * NR + static_cast<std::size_t>(j)];
    for (int i = 0; i < MR; ++i)
        for (int j = 0; j < NR; ++j)
            c[static_cast<std::size_t>(i) * ldc + static_cast<std::size_t>(j)] = acc[i][j];
}

#ifdef ISOSCOPE_ROWDOTS_X86

bool cpuHasAvx2Fma()
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}

bool cpuHasAvx512()
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f");
}

// MR x (16 NV) floats in 512-bit registers: MR * NV accumulators, NV vectors of B and one
// broadcast element of A per step of k (8 x 3: 28 of the 32 registers, 3 loads of B and 8
// broadcasts per 24 multiply-adds; measured faster than 14 x 2 on a Zen core, docs/benchmarks.md).
template <int MR, int NV>
__attribute__((target("avx512f"))) void
wideTileF(std::size_t kc, const float *a, std::size_t rowStep, std::size_t kStep, std::size_t aStride, const float *b,
          std::size_t bStride, std::size_t block, float *c, std::size_t ldc, const float *bias)
{
    constexpr std::size_t NR = 16 * NV;
    for (std::size_t k0 = 0; k0 < kc; k0 += block, a += aStride, b += bStride) {
        const bool first = k0 == 0;
        const std::size_t kb = std::min(block, kc - k0);
        __m512 acc[MR][NV];
#pragma GCC unroll 16
        for (int i = 0; i < MR; ++i)
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v)
                acc[i][v] = _mm512_setzero_ps();
#pragma GCC unroll 4
        for (std::size_t k = 0; k < kb; ++k) {
            __m512 bv[NV];
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v)
                bv[v] = _mm512_load_ps(b + k * NR + 16 * static_cast<std::size_t>(v));
#pragma GCC unroll 16
            for (int i = 0; i < MR; ++i) {
                const __m512 ai = _mm512_set1_ps(a[k * kStep + static_cast<std::size_t>(i) * rowStep]);
#pragma GCC unroll 4
                for (int v = 0; v < NV; ++v)
                    acc[i][v] = _mm512_fmadd_ps(ai, bv[v], acc[i][v]);
            }
        }
#pragma GCC unroll 16
        for (int i = 0; i < MR; ++i)
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v) {
                float *out = c + static_cast<std::size_t>(i) * ldc + 16 * v;
                _mm512_storeu_ps(
                    out, _mm512_add_ps(first ? _mm512_loadu_ps(bias + 16 * v) : _mm512_loadu_ps(out), acc[i][v]));
            }
    }
}

template <int MR, int NV>
__attribute__((target("avx512f"))) void wideTileD(std::size_t kc, const double *a, const double *b, double *c,
                                                  std::size_t ldc)
{
    constexpr std::size_t NR = 8 * NV;
    __m512d acc[MR][NV];
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i)
#pragma GCC unroll 4
        for (int v = 0; v < NV; ++v)
            acc[i][v] = _mm512_loadu_pd(c + static_cast<std::size_t>(i) * ldc + 8 * v);
    for (std::size_t k = 0; k < kc; ++k) {
        __m512d bv[NV];
#pragma GCC unroll 4
        for (int v = 0; v < NV; ++v)
            bv[v] = _mm512_load_pd(b + k * NR + 8 * static_cast<std::size_t>(v));
#pragma GCC unroll 16
        for (int i = 0; i < MR; ++i) {
            const __m512d ai = _mm512_set1_pd(a[k * MR + static_cast<std::size_t>(i)]);
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v)
                acc[i][v] = _mm512_fmadd_pd(ai, bv[v], acc[i][v]);
        }
    }
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i)
#pragma GCC unroll 4
        for (int v = 0; v < NV; ++v)
            _mm512_storeu_pd(c + static_cast<std::size_t>(i) * ldc + 8 * v, acc[i][v]);
}

// The same with 256-bit registers (16 of them: 6 x 2 accumulators, two of B, one broadcast).
template <int MR, int NV>
__attribute__((target("avx2,fma"))) void
vectorTileF(std::size_t kc, const float *a, std::size_t rowStep, std::size_t kStep, std::size_t aStride, const float *b,
            std::size_t bStride, std::size_t block, float *c, std::size_t ldc, const float *bias)
{
    constexpr std::size_t NR = 8 * NV;
    for (std::size_t k0 = 0; k0 < kc; k0 += block, a += aStride, b += bStride) {
        const bool first = k0 == 0;
        const std::size_t kb = std::min(block, kc - k0);
        __m256 acc[MR][NV];
#pragma GCC unroll 16
        for (int i = 0; i < MR; ++i)
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v)
                acc[i][v] = _mm256_setzero_ps();
        for (std::size_t k = 0; k < kb; ++k) {
            __m256 bv[NV];
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v)
                bv[v] = _mm256_load_ps(b + k * NR + 8 * static_cast<std::size_t>(v));
#pragma GCC unroll 16
            for (int i = 0; i < MR; ++i) {
                const __m256 ai = _mm256_broadcast_ss(a + k * kStep + static_cast<std::size_t>(i) * rowStep);
#pragma GCC unroll 4
                for (int v = 0; v < NV; ++v)
                    acc[i][v] = _mm256_fmadd_ps(ai, bv[v], acc[i][v]);
            }
        }
#pragma GCC unroll 16
        for (int i = 0; i < MR; ++i)
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v) {
                float *out = c + static_cast<std::size_t>(i) * ldc + 8 * v;
                _mm256_storeu_ps(
                    out, _mm256_add_ps(first ? _mm256_loadu_ps(bias + 8 * v) : _mm256_loadu_ps(out), acc[i][v]));
            }
    }
}

template <int MR, int NV>
__attribute__((target("avx2,fma"))) void vectorTileD(std::size_t kc, const double *a, const double *b, double *c,
                                                     std::size_t ldc)
{
    constexpr std::size_t NR = 4 * NV;
    __m256d acc[MR][NV];
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i)
#pragma GCC unroll 4
        for (int v = 0; v < NV; ++v)
            acc[i][v] = _mm256_loadu_pd(c + static_cast<std::size_t>(i) * ldc + 4 * v);
    for (std::size_t k = 0; k < kc; ++k) {
        __m256d bv[NV];
#pragma GCC unroll 4
        for (int v = 0; v < NV; ++v)
            bv[v] = _mm256_load_pd(b + k * NR + 4 * static_cast<std::size_t>(v));
#pragma GCC unroll 16
        for (int i = 0; i < MR; ++i) {
            const __m256d ai = _mm256_broadcast_sd(a + k * MR + static_cast<std::size_t>(i));
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v)
                acc[i][v] = _mm256_fmadd_pd(ai, bv[v], acc[i][v]);
        }
    }
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i)
#pragma GCC unroll 4
        for (int v = 0; v < NV; ++v)
            _mm256_storeu_pd(c + static_cast<std::size_t>(i) * ldc + 4 * v, acc[i][v]);
}

#else

bool cpuHasAvx2Fma()
{
    return false;
}

bool cpuHasAvx512()
{
    return false;
}

#endif

enum class Path { Plain, Avx2, Avx512 };

Path pathFor(const RowDotsOptions &options)
{
    static const Path best = cpuHasAvx512() ? Path::Avx512 : (cpuHasAvx2Fma() ? Path::Avx2 : Path::Plain);
    if (!options.allowVector)
        return Path::Plain;
    if (!options.allowWide && best == Path::Avx512)
        return cpuHasAvx2Fma() ? Path::Avx2 : Path::Plain;
    return best;
}

FloatKernel floatKernel(Path path)
{
#ifdef ISOSCOPE_ROWDOTS_X86
    if (path == Path::Avx512)
        return {8, 48, 7, &wideTileF<8, 3>};
    if (path == Path::Avx2)
        return {6, 16, 8, &vectorTileF<6, 2>};
#endif
    (void)path;
    return {4, 8, 32, &plainTileF<4, 8>};
}

DoubleKernel doubleKernel(Path path)
{
#ifdef ISOSCOPE_ROWDOTS_X86
    if (path == Path::Avx512)
        return {8, 24, &wideTileD<8, 3>};
    if (path == Path::Avx2)
        return {6, 8, &vectorTileD<6, 2>};
#endif
    (void)path;
    return {4, 4, &plainTileD<4, 4>};
}

std::size_t ceilDiv(std::size_t a, std::size_t b)
{
    return (a + b - 1) / b;
}

// Row k of a block of rows (floats, d of them) less the shift, in double, written into both
// packed forms the double kernels read: strips of mr values (packedA, strip i at i mr kb) and
// panels of nr values (packedB, panel p at p nr kb), zeros past d. Each value is one subtraction
// of exactly converted numbers, so every path below writes the same doubles; they differ only in
// how many are done at once. row is scratch of max(strips mr, panels nr) doubles.
void packRowGeneric(const float *x, std::size_t d, const double *shift, std::size_t k, std::size_t kb, std::size_t mr,
                    std::size_t nr, double *packedA, double *packedB, double *row)
{
    const std::size_t strips = (d + mr - 1) / mr, panels = (d + nr - 1) / nr;
    const std::size_t padded = std::max(strips * mr, panels * nr);
    for (std::size_t j = 0; j < d; ++j)
        row[j] = static_cast<double>(x[j]) - shift[j];
    std::fill(row + d, row + padded, 0.0);
    for (std::size_t i = 0; i < strips; ++i)
        std::copy(row + i * mr, row + (i + 1) * mr, packedA + i * mr * kb + k * mr);
    for (std::size_t p = 0; p < panels; ++p)
        std::copy(row + p * nr, row + (p + 1) * nr, packedB + p * nr * kb + k * nr);
}

#ifdef ISOSCOPE_ROWDOTS_X86
// The same for the AVX-512 kernel's strips of 8 and panels of 24 (both buffers aligned to 64
// bytes): eight values converted, shifted and stored into both forms at a time.
__attribute__((target("avx512f"))) void packRowWide(const float *x, std::size_t d, const double *shift, std::size_t k,
                                                    std::size_t kb, double *packedA, double *packedB)
{
    const std::size_t strips = (d + 7) / 8, panels = (d + 23) / 24;
    for (std::size_t c = 0; c < strips * 8; c += 8) {
        const bool whole = c + 8 <= d;
        alignas(32) float tail[8] = {};
        if (!whole)
            std::copy(x + c, x + d, tail);
        const __mmask8 lanes = whole ? __mmask8(0xff) : __mmask8((1u << (d - c)) - 1);
        const __m512d v =
            _mm512_sub_pd(_mm512_maskz_cvtps_pd(0xff, whole ? _mm256_loadu_ps(x + c) : _mm256_load_ps(tail)),
                          _mm512_maskz_loadu_pd(lanes, shift + c));
        _mm512_store_pd(packedA + c * kb + k * 8, v);
        _mm512_store_pd(packedB + (c / 24) * 24 * kb + k * 24 + c % 24, v);
    }
    for (std::size_t c = strips * 8; c < panels * 24; c += 8)
        _mm512_store_pd(packedB + (c / 24) * 24 * kb + k * 24 + c % 24, _mm512_setzero_pd());
}
#endif

// Columns [begin, end) of columnSums.
void columnSumsPlain(const float *x, std::size_t ldx, std::size_t count, std::size_t begin, std::size_t end,
                     double *sums)
{
    std::fill(sums + begin, sums + end, 0.0);
    for (std::size_t r = 0; r < count; ++r, x += ldx)
        for (std::size_t j = begin; j < end; ++j)
            sums[j] += static_cast<double>(x[j]);
}

#ifdef ISOSCOPE_ROWDOTS_X86
// The same, eight columns of every row at a time (in registers for 64 columns), the rest plainly.
__attribute__((target("avx512f"))) void columnSumsWide(const float *x, std::size_t ldx, std::size_t count,
                                                       std::size_t begin, std::size_t end, double *sums)
{
    std::size_t j = begin;
    for (; j + 64 <= end; j += 64) {
        __m512d acc[8];
#pragma GCC unroll 8
        for (int v = 0; v < 8; ++v)
            acc[v] = _mm512_setzero_pd();
        const float *row = x + j;
        for (std::size_t r = 0; r < count; ++r, row += ldx)
#pragma GCC unroll 8
            for (int v = 0; v < 8; ++v)
                acc[v] = _mm512_add_pd(acc[v], _mm512_maskz_cvtps_pd(0xff, _mm256_loadu_ps(row + 8 * v)));
#pragma GCC unroll 8
        for (int v = 0; v < 8; ++v)
            _mm512_storeu_pd(sums + j + 8 * v, acc[v]);
    }
    for (; j + 8 <= end; j += 8) {
        __m512d acc = _mm512_setzero_pd();
        const float *row = x + j;
        for (std::size_t r = 0; r < count; ++r, row += ldx)
            acc = _mm512_add_pd(acc, _mm512_maskz_cvtps_pd(0xff, _mm256_loadu_ps(row)));
        _mm512_storeu_pd(sums + j, acc);
    }
    columnSumsPlain(x, ldx, count, j, end, sums);
}
#endif

} // namespace

const char *rowDotsPath()
{
    switch (pathFor({})) {
    case Path::Avx512: return "AVX-512";
    case Path::Avx2: return "AVX2+FMA";
    case Path::Plain: break;
    }
    return "plain";
}

struct PackedPanels::Data {
    std::size_t K = 0, n = 0;
    Path path = Path::Plain;
    RowDotsOptions options;
    FloatKernel kernel{};
    // The length of the blocks of k summed from zero (RowDotsOptions::sumBlock), and the width
    // rounded up to whole panels (the layout: packPanels).
    std::size_t block = kBlockF;
    std::size_t paddedN = 0;
    AlignedBuffer<float> panels;
};

namespace {

// Packs M (K x n, element (k, j) at m[k * rowStride + j * columnStride]) into the panels of data.
// Returns the padded width (n rounded up to whole panels of nr). The block of k starting at k0,
// panel p: kb x nr floats at k0 * paddedN + p * nr * block (every block is given room for
// `block` values of k, so that a panel's blocks are a fixed stride, block * paddedN, apart).
template <typename T>
std::size_t packPanels(AlignedBuffer<float> &panels, std::size_t K, std::size_t n, std::size_t nr, std::size_t block,
                       const T *m, std::size_t rowStride, std::size_t columnStride)
{
    const std::size_t paddedN = ceilDiv(n, nr) * nr;
    panels.resize(std::max<std::size_t>(ceilDiv(K, block) * block * paddedN, 1));
    for (std::size_t k0 = 0; k0 < K; k0 += block) {
        const std::size_t kb = std::min(block, K - k0);
        for (std::size_t p = 0; p * nr < n; ++p) {
            float *out = panels.data + k0 * paddedN + p * nr * block;
            for (std::size_t k = 0; k < kb; ++k)
                for (std::size_t jj = 0; jj < nr; ++jj) {
                    const std::size_t j = p * nr + jj;
                    out[k * nr + jj] = j < n ? static_cast<float>(m[(k0 + k) * rowStride + j * columnStride]) : 0.0f;
                }
        }
    }
    return paddedN;
}

} // namespace

PackedPanels::PackedPanels(const double *m, std::size_t K, std::size_t n, std::size_t rowStride,
                           std::size_t columnStride, const RowDotsOptions &options)
    : d(std::make_unique<Data>())
{
    d->K = K;
    d->n = n;
    d->path = pathFor(options);
    d->options = options;
    d->kernel = floatKernel(d->path);
    d->block = options.sumBlock ? std::max<std::size_t>(std::min(options.sumBlock, K), 1) : kBlockF;
    d->paddedN = packPanels(d->panels, K, n, d->kernel.nr, d->block, m, rowStride, columnStride);
}

PackedPanels::PackedPanels(const float *m, std::size_t K, std::size_t n, std::size_t rowStride,
                           std::size_t columnStride, const RowDotsOptions &options)
    : d(std::make_unique<Data>())
{
    d->K = K;
    d->n = n;
    d->path = pathFor(options);
    d->options = options;
    d->kernel = floatKernel(d->path);
    d->block = options.sumBlock ? std::max<std::size_t>(std::min(options.sumBlock, K), 1) : kBlockF;
    d->paddedN = packPanels(d->panels, K, n, d->kernel.nr, d->block, m, rowStride, columnStride);
}

PackedPanels::~PackedPanels() = default;
PackedPanels::PackedPanels(PackedPanels &&) noexcept = default;
PackedPanels &PackedPanels::operator=(PackedPanels &&) noexcept = default;

std::size_t PackedPanels::rows() const
{
    return d->K;
}

std::size_t PackedPanels::columns() const
{
    return d->n;
}

void multiplyRows(const float *a, std::size_t lda, std::size_t m, const float *shift, const PackedPanels &packed,
                  const float *bias, float *c, std::size_t ldc)
{
    multiplyRows(a, lda, m, shift, packed, bias, c, ldc, packed.d->options.threads);
}

namespace {

// Memory of the calling thread for multiplyShare, kept from one product to the next.
struct ShareScratch {
    AlignedBuffer<float> packedA;
    std::vector<float> paddedBias;
};

// Row blocks share, share + shares, ... of the product (see multiplyRows), on the calling thread.
void multiplyShare(const PackedPanels::Data &p, const float *a, std::size_t lda, std::size_t m, const float *shift,
                   const float *bias, float *c, std::size_t ldc, std::size_t share, std::size_t shares)
{
    const std::size_t K = p.K, n = p.n;
    if (m == 0 || n == 0)
        return;
    const FloatKernel kernel = p.kernel;
    const std::size_t mr = kernel.mr, nr = kernel.nr, mc = mr * kernel.stripsPerBlock;
    const std::size_t blocks = ceilDiv(m, mc);
    // A block of rows is packed whole (every block of k); then each register tile of the block
    // goes through all the blocks of k in ascending order (its part of C stays in the L1 cache from
    // one block to the next, instead of being read again from memory for each block of k).
    const std::size_t kBlock = p.block, paddedK = ceilDiv(K, kBlock) * kBlock;
    static thread_local ShareScratch scratch;
    if (scratch.packedA.size < mc * std::max<std::size_t>(paddedK, 1))
        scratch.packedA.resize(mc * std::max<std::size_t>(paddedK, 1));
    scratch.paddedBias.assign(p.paddedN, 0.0f);
    if (bias)
        std::copy(bias, bias + n, scratch.paddedBias.begin());
    float *packed = scratch.packedA.data;
    const float *paddedBias = scratch.paddedBias.data();
    alignas(64) float edge[16 * 64];
    for (std::size_t rowBlock = share; rowBlock < blocks; rowBlock += shares) {
        const std::size_t i0 = rowBlock * mc, mb = std::min(mc, m - i0), strips = ceilDiv(mb, mr);
        if (K == 0) { // an empty sum: C is the bias
            for (std::size_t i = 0; i < mb; ++i)
                std::copy(paddedBias, paddedBias + n, c + (i0 + i) * ldc);
            continue;
        }
        // With no shift and one block of k, the kernels read whole strips of A where they are;
        // otherwise (and for a last strip of fewer than mr rows) A is packed: the block of k
        // starting at k0 (length kb) at k0 * mc; in it, strip s holds rows i0 + s mr ... as kb
        // groups of mr values (at s * mr * kBlock), shifted.
        const bool inPlace = !shift && kBlock >= K;
        for (std::size_t k0 = 0; k0 < K; k0 += kBlock) {
            const std::size_t kb = std::min(kBlock, K - k0);
            for (std::size_t s = 0; s < strips; ++s) {
                if (inPlace && (s + 1) * mr <= mb)
                    continue;
                float *out = packed + k0 * mc + s * mr * kBlock;
                for (std::size_t r = 0; r < mr; ++r) {
                    const std::size_t row = s * mr + r;
                    if (row >= mb) {
                        for (std::size_t k = 0; k < kb; ++k)
                            out[k * mr + r] = 0.0f;
                        continue;
                    }
                    const float *in = a + (i0 + row) * lda + k0;
                    if (shift)
                        for (std::size_t k = 0; k < kb; ++k)
                            out[k * mr + r] = in[k] - shift[k0 + k];
                    else
                        for (std::size_t k = 0; k < kb; ++k)
                            out[k * mr + r] = in[k];
                }
            }
        }
        for (std::size_t j0 = 0; j0 < n; j0 += nr) {
            const float *panel = p.panels.data + j0 * kBlock;
            const std::size_t nb = std::min(nr, n - j0);
            for (std::size_t s = 0; s < strips; ++s) {
                const std::size_t rows = std::min(mr, mb - s * mr);
                const bool whole = rows == mr;
                const float *strip = inPlace && whole ? a + (i0 + s * mr) * lda : packed + s * mr * kBlock;
                const std::size_t rowStep = inPlace && whole ? lda : 1, kStep = inPlace && whole ? 1 : mr;
                float *out = c + (i0 + s * mr) * ldc + j0;
                if (whole && nb == nr) {
                    kernel.run(K, strip, rowStep, kStep, kBlock * mc, panel, kBlock * p.paddedN, kBlock, out, ldc,
                               paddedBias + j0);
                    continue;
                }
                // A tile at the edge: computed whole in a scratch tile, its valid part copied.
                kernel.run(K, strip, rowStep, kStep, kBlock * mc, panel, kBlock * p.paddedN, kBlock, edge, nr,
                           paddedBias + j0);
                for (std::size_t i = 0; i < rows; ++i)
                    std::copy(edge + i * nr, edge + i * nr + nb, out + i * ldc);
            }
        }
    }
}

} // namespace

void multiplyRows(const float *a, std::size_t lda, std::size_t m, const float *shift, const PackedPanels &packed,
                  const float *bias, float *c, std::size_t ldc, int threads)
{
    const auto &p = *packed.d;
    const std::size_t mc = p.kernel.mr * p.kernel.stripsPerBlock;
    const double work = static_cast<double>(m) * static_cast<double>(p.n) * static_cast<double>(p.K);
    RowDotsOptions options = p.options;
    options.threads = threads;
    const SectionThreads section = productThreads(options, work, ceilDiv(m, mc));
    onThreads(static_cast<int>(section.count()), [&](int thread, int count) {
        multiplyShare(p, a, lda, m, shift, bias, c, ldc, static_cast<std::size_t>(thread),
                      static_cast<std::size_t>(count));
    });
}

void multiplyRowsShare(const float *a, std::size_t lda, std::size_t m, const float *shift, const PackedPanels &packed,
                       const float *bias, float *c, std::size_t ldc, std::size_t share, std::size_t shares)
{
    multiplyShare(*packed.d, a, lda, m, shift, bias, c, ldc, share, shares);
}

void accumulateScatter(const float *x, std::size_t ldx, std::size_t count, std::size_t d, const double *shift,
                       double *s, std::size_t lds, const RowDotsOptions &options)
{
    if (count == 0 || d == 0)
        return;
    const DoubleKernel kernel = doubleKernel(pathFor(options));
    const std::size_t mr = kernel.mr, nr = kernel.nr;
    const std::size_t strips = ceilDiv(d, mr), panels = ceilDiv(d, nr);
    const std::size_t kc = std::min(kBlockD, count);
    // The block of rows in both packed forms: strips of mr columns (the rows of a tile) and
    // panels of nr columns (its columns), kb values of each per row.
    AlignedBuffer<double> packedA(strips * mr * kc), packedB(panels * nr * kc);
    const double work = static_cast<double>(count) * static_cast<double>(d) * static_cast<double>(d) / 2;
    const SectionThreads section = productThreads(options, work, panels);
    const int threads = static_cast<int>(section.count());
    std::barrier sync(threads);
    // Panel p (columns p nr ...) meets the strips from row p nr down: the first panels carry the
    // most work. They are dealt to the threads back and forth (0 1 1 0 0 1 ...) to balance it.
    const auto owner = [threads](std::size_t p) {
        const std::size_t round = p / static_cast<std::size_t>(threads), place = p % static_cast<std::size_t>(threads);
        return static_cast<int>(round % 2 == 0 ? place : static_cast<std::size_t>(threads) - 1 - place);
    };
    std::vector<double> noShift;
    if (!shift) {
        noShift.assign(d, 0.0);
        shift = noShift.data();
    }
    const bool wide = pathFor(options) == Path::Avx512;
    // Rows [begin, end) of the block starting at row r0, each read once and written into both forms.
    const auto pack = [&](std::size_t r0, std::size_t kb, std::size_t begin, std::size_t end, double *row) {
        for (std::size_t k = begin; k < end; ++k) {
            const float *in = x + (r0 + k) * ldx;
#ifdef ISOSCOPE_ROWDOTS_X86
            if (wide) {
                packRowWide(in, d, shift, k, kb, packedA.data, packedB.data);
                continue;
            }
#endif
            packRowGeneric(in, d, shift, k, kb, mr, nr, packedA.data, packedB.data, row);
        }
    };
    onThreads(threads, [&](int thread, int) {
        alignas(64) double edge[16 * 32];
        std::vector<double> row(std::max(strips * mr, panels * nr));
        const auto T = static_cast<std::size_t>(threads), t = static_cast<std::size_t>(thread);
        for (std::size_t r0 = 0; r0 < count; r0 += kc) {
            const std::size_t kb = std::min(kc, count - r0);
            pack(r0, kb, kb * t / T, kb * (t + 1) / T, row.data());
            if (threads > 1)
                sync.arrive_and_wait();
            for (std::size_t p = 0; p < panels; ++p) {
                if (owner(p) != thread)
                    continue;
                const std::size_t j0 = p * nr, nb = std::min(nr, d - j0);
                const double *panel = packedB.data + p * nr * kb;
                for (std::size_t i = j0 / mr; i < strips; ++i) {
                    const std::size_t i0 = i * mr, rows = std::min(mr, d - i0);
                    double *out = s + i0 * lds + j0;
                    if (rows == mr && nb == nr) {
                        kernel.run(kb, packedA.data + i * mr * kb, panel, out, lds);
                        continue;
                    }
                    std::fill(edge, edge + mr * nr, 0.0);
                    for (std::size_t r = 0; r < rows; ++r)
                        std::copy(out + r * lds, out + r * lds + nb, edge + r * nr);
                    kernel.run(kb, packedA.data + i * mr * kb, panel, edge, nr);
                    for (std::size_t r = 0; r < rows; ++r)
                        std::copy(edge + r * nr, edge + r * nr + nb, out + r * lds);
                }
            }
            if (threads > 1)
                sync.arrive_and_wait();
        }
    });
}

void columnSums(const float *x, std::size_t ldx, std::size_t count, std::size_t d, double *sums,
                const RowDotsOptions &options)
{
    if (d == 0)
        return;
    const bool wide = pathFor(options) == Path::Avx512;
    // Whole groups of 64 columns to each thread, so that the wide path keeps its registers full.
    const std::size_t groups = ceilDiv(d, 64);
    const SectionThreads section = productThreads(options, static_cast<double>(count) * static_cast<double>(d), groups);
    onThreads(static_cast<int>(section.count()), [&](int thread, int threads) {
        const auto t = static_cast<std::size_t>(thread), T = static_cast<std::size_t>(threads);
        const std::size_t begin = std::min(d, groups * t / T * 64), end = std::min(d, groups * (t + 1) / T * 64);
#ifdef ISOSCOPE_ROWDOTS_X86
        if (wide) {
            columnSumsWide(x, ldx, count, begin, end, sums);
            return;
        }
#endif
        (void)wide;
        columnSumsPlain(x, ldx, count, begin, end, sums);
    });
}

} // namespace isoscope
