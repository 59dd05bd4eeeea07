#include "core/rowdots.h"

#include <algorithm>
#include <array>
#include <thread>
#include <vector>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ISOSCOPE_ROWDOTS_X86 1
#include <immintrin.h>
#endif

namespace isoscope {

namespace {

constexpr std::size_t kTileRows = 4;   // rows of A per register tile
constexpr std::size_t kTileCols = 3;   // rows of B per register tile
constexpr std::size_t kBlockK = 256;   // the double sums run over k in blocks of this many
constexpr std::size_t kPanelRows = 64; // rows of B kept in cache while the rows of A go by
constexpr std::size_t kLanes = 8;      // partial sums per float dot (one 256-bit vector)

// Runs work(t, T) on T threads (the caller is thread 0). Each worker touches only the rows of C
// it owns, so nothing is shared but the inputs.
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

int threadsFor(const RowDotsOptions &options, std::size_t m, std::size_t n, std::size_t K)
{
    // Below a few million multiply-adds a thread costs more than it saves.
    if (static_cast<double>(m) * static_cast<double>(n) * static_cast<double>(K) < 4e6)
        return 1;
    int threads = options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::max(threads, 1);
    const std::size_t tileRows = (m + kTileRows - 1) / kTileRows;
    return static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(threads), tileRows));
}

// The plain path: the same blocking, scalar sums.
void plainTileD(const double *a, std::size_t lda, std::size_t mr, const double *b, std::size_t ldb, std::size_t nr,
                std::size_t kc, double *c, std::size_t ldc)
{
    for (std::size_t i = 0; i < mr; ++i)
        for (std::size_t j = 0; j < nr; ++j) {
            double s = 0;
            for (std::size_t k = 0; k < kc; ++k)
                s += a[i * lda + k] * b[j * ldb + k];
            c[i * ldc + j] += s;
        }
}

void plainTileF(const float *a, std::size_t lda, std::size_t mr, const float *b, std::size_t ldb, std::size_t nr,
                std::size_t K, float *c, std::size_t ldc)
{
    for (std::size_t i = 0; i < mr; ++i)
        for (std::size_t j = 0; j < nr; ++j) {
            std::array<float, kLanes> lanes{};
            for (std::size_t k = 0; k < K; ++k)
                lanes[k % kLanes] += a[i * lda + k] * b[j * ldb + k];
            float s = 0;
            for (float lane : lanes)
                s += lane;
            c[i * ldc + j] = s;
        }
}

#ifdef ISOSCOPE_ROWDOTS_X86

bool cpuHasAvx2Fma()
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}

__attribute__((target("avx2,fma"))) inline double sum4(__m256d v)
{
    __m128d low = _mm_add_pd(_mm256_castpd256_pd128(v), _mm256_extractf128_pd(v, 1));
    return _mm_cvtsd_f64(_mm_add_sd(low, _mm_unpackhi_pd(low, low)));
}

__attribute__((target("avx2,fma"))) inline float sum8(__m256 v)
{
    __m128 low = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    __m128 high = _mm_movehl_ps(low, low);
    low = _mm_add_ps(low, high);
    return _mm_cvtss_f32(_mm_add_ss(low, _mm_shuffle_ps(low, low, 1)));
}

// One 4 x 3 tile: twelve accumulators of four doubles, k in steps of 4, a scalar tail.
__attribute__((target("avx2,fma"))) void vectorTileD(const double *a, std::size_t lda, const double *b,
                                                     std::size_t ldb, std::size_t kc, double *c, std::size_t ldc)
{
    __m256d c00 = _mm256_setzero_pd(), c01 = c00, c02 = c00, c10 = c00, c11 = c00, c12 = c00;
    __m256d c20 = c00, c21 = c00, c22 = c00, c30 = c00, c31 = c00, c32 = c00;
    const double *a0 = a, *a1 = a + lda, *a2 = a + 2 * lda, *a3 = a + 3 * lda;
    const double *b0 = b, *b1 = b + ldb, *b2 = b + 2 * ldb;
    std::size_t k = 0;
    for (; k + 4 <= kc; k += 4) {
        const __m256d y0 = _mm256_loadu_pd(b0 + k), y1 = _mm256_loadu_pd(b1 + k), y2 = _mm256_loadu_pd(b2 + k);
        __m256d x = _mm256_loadu_pd(a0 + k);
        c00 = _mm256_fmadd_pd(x, y0, c00), c01 = _mm256_fmadd_pd(x, y1, c01), c02 = _mm256_fmadd_pd(x, y2, c02);
        x = _mm256_loadu_pd(a1 + k);
        c10 = _mm256_fmadd_pd(x, y0, c10), c11 = _mm256_fmadd_pd(x, y1, c11), c12 = _mm256_fmadd_pd(x, y2, c12);
        x = _mm256_loadu_pd(a2 + k);
        c20 = _mm256_fmadd_pd(x, y0, c20), c21 = _mm256_fmadd_pd(x, y1, c21), c22 = _mm256_fmadd_pd(x, y2, c22);
        x = _mm256_loadu_pd(a3 + k);
        c30 = _mm256_fmadd_pd(x, y0, c30), c31 = _mm256_fmadd_pd(x, y1, c31), c32 = _mm256_fmadd_pd(x, y2, c32);
    }
    const __m256d acc[4][3] = {{c00, c01, c02}, {c10, c11, c12}, {c20, c21, c22}, {c30, c31, c32}};
    for (std::size_t i = 0; i < 4; ++i)
        for (std::size_t j = 0; j < 3; ++j) {
            double s = sum4(acc[i][j]);
            for (std::size_t t = k; t < kc; ++t)
                s += a[i * lda + t] * b[j * ldb + t];
            c[i * ldc + j] += s;
        }
}

// A tile at the edge (fewer rows or columns): one vector dot per element.
__attribute__((target("avx2,fma"))) void vectorEdgeD(const double *a, std::size_t lda, std::size_t mr,
                                                     const double *b, std::size_t ldb, std::size_t nr, std::size_t kc,
                                                     double *c, std::size_t ldc)
{
    for (std::size_t i = 0; i < mr; ++i)
        for (std::size_t j = 0; j < nr; ++j) {
            const double *x = a + i * lda, *y = b + j * ldb;
            __m256d acc = _mm256_setzero_pd();
            std::size_t k = 0;
            for (; k + 4 <= kc; k += 4)
                acc = _mm256_fmadd_pd(_mm256_loadu_pd(x + k), _mm256_loadu_pd(y + k), acc);
            double s = sum4(acc);
            for (; k < kc; ++k)
                s += x[k] * y[k];
            c[i * ldc + j] += s;
        }
}

__attribute__((target("avx2,fma"))) void vectorTileF(const float *a, std::size_t lda, const float *b,
                                                     std::size_t ldb, std::size_t K, float *c, std::size_t ldc)
{
    __m256 c00 = _mm256_setzero_ps(), c01 = c00, c02 = c00, c10 = c00, c11 = c00, c12 = c00;
    __m256 c20 = c00, c21 = c00, c22 = c00, c30 = c00, c31 = c00, c32 = c00;
    const float *a0 = a, *a1 = a + lda, *a2 = a + 2 * lda, *a3 = a + 3 * lda;
    const float *b0 = b, *b1 = b + ldb, *b2 = b + 2 * ldb;
    std::size_t k = 0;
    for (; k + 8 <= K; k += 8) {
        const __m256 y0 = _mm256_loadu_ps(b0 + k), y1 = _mm256_loadu_ps(b1 + k), y2 = _mm256_loadu_ps(b2 + k);
        __m256 x = _mm256_loadu_ps(a0 + k);
        c00 = _mm256_fmadd_ps(x, y0, c00), c01 = _mm256_fmadd_ps(x, y1, c01), c02 = _mm256_fmadd_ps(x, y2, c02);
        x = _mm256_loadu_ps(a1 + k);
        c10 = _mm256_fmadd_ps(x, y0, c10), c11 = _mm256_fmadd_ps(x, y1, c11), c12 = _mm256_fmadd_ps(x, y2, c12);
        x = _mm256_loadu_ps(a2 + k);
        c20 = _mm256_fmadd_ps(x, y0, c20), c21 = _mm256_fmadd_ps(x, y1, c21), c22 = _mm256_fmadd_ps(x, y2, c22);
        x = _mm256_loadu_ps(a3 + k);
        c30 = _mm256_fmadd_ps(x, y0, c30), c31 = _mm256_fmadd_ps(x, y1, c31), c32 = _mm256_fmadd_ps(x, y2, c32);
    }
    const __m256 acc[4][3] = {{c00, c01, c02}, {c10, c11, c12}, {c20, c21, c22}, {c30, c31, c32}};
    for (std::size_t i = 0; i < 4; ++i)
        for (std::size_t j = 0; j < 3; ++j) {
            float s = sum8(acc[i][j]);
            for (std::size_t t = k; t < K; ++t)
                s += a[i * lda + t] * b[j * ldb + t];
            c[i * ldc + j] = s;
        }
}

__attribute__((target("avx2,fma"))) void vectorEdgeF(const float *a, std::size_t lda, std::size_t mr, const float *b,
                                                     std::size_t ldb, std::size_t nr, std::size_t K, float *c,
                                                     std::size_t ldc)
{
    for (std::size_t i = 0; i < mr; ++i)
        for (std::size_t j = 0; j < nr; ++j) {
            const float *x = a + i * lda, *y = b + j * ldb;
            __m256 acc = _mm256_setzero_ps();
            std::size_t k = 0;
            for (; k + 8 <= K; k += 8)
                acc = _mm256_fmadd_ps(_mm256_loadu_ps(x + k), _mm256_loadu_ps(y + k), acc);
            float s = sum8(acc);
            for (; k < K; ++k)
                s += x[k] * y[k];
            c[i * ldc + j] = s;
        }
}

bool cpuHasAvx512()
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f");
}

// The same tiles with 512-bit vectors (eight doubles, sixteen floats).
__attribute__((target("avx512f"))) void wideTileD(const double *a, std::size_t lda, const double *b, std::size_t ldb,
                                                  std::size_t kc, double *c, std::size_t ldc)
{
    __m512d c00 = _mm512_setzero_pd(), c01 = c00, c02 = c00, c10 = c00, c11 = c00, c12 = c00;
    __m512d c20 = c00, c21 = c00, c22 = c00, c30 = c00, c31 = c00, c32 = c00;
    const double *a0 = a, *a1 = a + lda, *a2 = a + 2 * lda, *a3 = a + 3 * lda;
    const double *b0 = b, *b1 = b + ldb, *b2 = b + 2 * ldb;
    std::size_t k = 0;
    for (; k + 8 <= kc; k += 8) {
        const __m512d y0 = _mm512_loadu_pd(b0 + k), y1 = _mm512_loadu_pd(b1 + k), y2 = _mm512_loadu_pd(b2 + k);
        __m512d x = _mm512_loadu_pd(a0 + k);
        c00 = _mm512_fmadd_pd(x, y0, c00), c01 = _mm512_fmadd_pd(x, y1, c01), c02 = _mm512_fmadd_pd(x, y2, c02);
        x = _mm512_loadu_pd(a1 + k);
        c10 = _mm512_fmadd_pd(x, y0, c10), c11 = _mm512_fmadd_pd(x, y1, c11), c12 = _mm512_fmadd_pd(x, y2, c12);
        x = _mm512_loadu_pd(a2 + k);
        c20 = _mm512_fmadd_pd(x, y0, c20), c21 = _mm512_fmadd_pd(x, y1, c21), c22 = _mm512_fmadd_pd(x, y2, c22);
        x = _mm512_loadu_pd(a3 + k);
        c30 = _mm512_fmadd_pd(x, y0, c30), c31 = _mm512_fmadd_pd(x, y1, c31), c32 = _mm512_fmadd_pd(x, y2, c32);
    }
    const __m512d acc[4][3] = {{c00, c01, c02}, {c10, c11, c12}, {c20, c21, c22}, {c30, c31, c32}};
    for (std::size_t i = 0; i < 4; ++i)
        for (std::size_t j = 0; j < 3; ++j) {
            double s = _mm512_reduce_add_pd(acc[i][j]);
            for (std::size_t t = k; t < kc; ++t)
                s += a[i * lda + t] * b[j * ldb + t];
            c[i * ldc + j] += s;
        }
}

__attribute__((target("avx512f"))) void wideEdgeD(const double *a, std::size_t lda, std::size_t mr, const double *b,
                                                  std::size_t ldb, std::size_t nr, std::size_t kc, double *c,
                                                  std::size_t ldc)
{
    for (std::size_t i = 0; i < mr; ++i)
        for (std::size_t j = 0; j < nr; ++j) {
            const double *x = a + i * lda, *y = b + j * ldb;
            __m512d acc = _mm512_setzero_pd();
            std::size_t k = 0;
            for (; k + 8 <= kc; k += 8)
                acc = _mm512_fmadd_pd(_mm512_loadu_pd(x + k), _mm512_loadu_pd(y + k), acc);
            double s = _mm512_reduce_add_pd(acc);
            for (; k < kc; ++k)
                s += x[k] * y[k];
            c[i * ldc + j] += s;
        }
}

__attribute__((target("avx512f"))) void wideTileF(const float *a, std::size_t lda, const float *b, std::size_t ldb,
                                                  std::size_t K, float *c, std::size_t ldc)
{
    __m512 c00 = _mm512_setzero_ps(), c01 = c00, c02 = c00, c10 = c00, c11 = c00, c12 = c00;
    __m512 c20 = c00, c21 = c00, c22 = c00, c30 = c00, c31 = c00, c32 = c00;
    const float *a0 = a, *a1 = a + lda, *a2 = a + 2 * lda, *a3 = a + 3 * lda;
    const float *b0 = b, *b1 = b + ldb, *b2 = b + 2 * ldb;
    std::size_t k = 0;
    for (; k + 16 <= K; k += 16) {
        const __m512 y0 = _mm512_loadu_ps(b0 + k), y1 = _mm512_loadu_ps(b1 + k), y2 = _mm512_loadu_ps(b2 + k);
        __m512 x = _mm512_loadu_ps(a0 + k);
        c00 = _mm512_fmadd_ps(x, y0, c00), c01 = _mm512_fmadd_ps(x, y1, c01), c02 = _mm512_fmadd_ps(x, y2, c02);
        x = _mm512_loadu_ps(a1 + k);
        c10 = _mm512_fmadd_ps(x, y0, c10), c11 = _mm512_fmadd_ps(x, y1, c11), c12 = _mm512_fmadd_ps(x, y2, c12);
        x = _mm512_loadu_ps(a2 + k);
        c20 = _mm512_fmadd_ps(x, y0, c20), c21 = _mm512_fmadd_ps(x, y1, c21), c22 = _mm512_fmadd_ps(x, y2, c22);
        x = _mm512_loadu_ps(a3 + k);
        c30 = _mm512_fmadd_ps(x, y0, c30), c31 = _mm512_fmadd_ps(x, y1, c31), c32 = _mm512_fmadd_ps(x, y2, c32);
    }
    const __m512 acc[4][3] = {{c00, c01, c02}, {c10, c11, c12}, {c20, c21, c22}, {c30, c31, c32}};
    for (std::size_t i = 0; i < 4; ++i)
        for (std::size_t j = 0; j < 3; ++j) {
            float s = _mm512_reduce_add_ps(acc[i][j]);
            for (std::size_t t = k; t < K; ++t)
                s += a[i * lda + t] * b[j * ldb + t];
            c[i * ldc + j] = s;
        }
}

__attribute__((target("avx512f"))) void wideEdgeF(const float *a, std::size_t lda, std::size_t mr, const float *b,
                                                  std::size_t ldb, std::size_t nr, std::size_t K, float *c,
                                                  std::size_t ldc)
{
    for (std::size_t i = 0; i < mr; ++i)
        for (std::size_t j = 0; j < nr; ++j) {
            const float *x = a + i * lda, *y = b + j * ldb;
            __m512 acc = _mm512_setzero_ps();
            std::size_t k = 0;
            for (; k + 16 <= K; k += 16)
                acc = _mm512_fmadd_ps(_mm512_loadu_ps(x + k), _mm512_loadu_ps(y + k), acc);
            float s = _mm512_reduce_add_ps(acc);
            for (; k < K; ++k)
                s += x[k] * y[k];
            c[i * ldc + j] = s;
        }
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

void accumulateRowDots(const double *a, std::size_t lda, std::size_t m, const double *b, std::size_t ldb,
                       std::size_t n, std::size_t K, double *c, std::size_t ldc, bool lowerOnly,
                       const RowDotsOptions &options)
{
    if (m == 0 || n == 0 || K == 0)
        return;
    const Path path = pathFor(options);
    const std::size_t tileRows = (m + kTileRows - 1) / kTileRows;
    onThreads(threadsFor(options, m, lowerOnly ? n / 2 + 1 : n, K), [&](int thread, int threads) {
        for (std::size_t k0 = 0; k0 < K; k0 += kBlockK) {
            const std::size_t kc = std::min(kBlockK, K - k0);
            for (std::size_t tile = static_cast<std::size_t>(thread); tile < tileRows;
                 tile += static_cast<std::size_t>(threads)) {
                const std::size_t i0 = tile * kTileRows, mr = std::min(kTileRows, m - i0);
                const std::size_t columns = lowerOnly ? std::min(n, i0 + mr) : n;
                for (std::size_t j0 = 0; j0 < columns; j0 += kTileCols) {
                    const std::size_t nr = std::min(kTileCols, columns - j0);
                    const double *x = a + i0 * lda + k0, *y = b + j0 * ldb + k0;
                    double *out = c + i0 * ldc + j0;
#ifdef ISOSCOPE_ROWDOTS_X86
                    const bool whole = mr == kTileRows && nr == kTileCols;
                    if (path == Path::Avx512) {
                        if (whole)
                            wideTileD(x, lda, y, ldb, kc, out, ldc);
                        else
                            wideEdgeD(x, lda, mr, y, ldb, nr, kc, out, ldc);
                        continue;
                    }
                    if (path == Path::Avx2) {
                        if (whole)
                            vectorTileD(x, lda, y, ldb, kc, out, ldc);
                        else
                            vectorEdgeD(x, lda, mr, y, ldb, nr, kc, out, ldc);
                        continue;
                    }
#endif
                    plainTileD(x, lda, mr, y, ldb, nr, kc, out, ldc);
                }
            }
        }
    });
    (void)path;
}

void rowDots(const float *a, std::size_t lda, std::size_t m, const float *b, std::size_t ldb, std::size_t n,
             std::size_t K, float *c, std::size_t ldc, const RowDotsOptions &options)
{
    if (m == 0 || n == 0)
        return;
    const Path path = pathFor(options);
    const std::size_t tileRows = (m + kTileRows - 1) / kTileRows;
    onThreads(threadsFor(options, m, n, K), [&](int thread, int threads) {
        for (std::size_t p0 = 0; p0 < n; p0 += kPanelRows) {
            const std::size_t panelEnd = std::min(n, p0 + kPanelRows);
            for (std::size_t tile = static_cast<std::size_t>(thread); tile < tileRows;
                 tile += static_cast<std::size_t>(threads)) {
                const std::size_t i0 = tile * kTileRows, mr = std::min(kTileRows, m - i0);
                for (std::size_t j0 = p0; j0 < panelEnd; j0 += kTileCols) {
                    const std::size_t nr = std::min(kTileCols, panelEnd - j0);
                    const float *x = a + i0 * lda, *y = b + j0 * ldb;
                    float *out = c + i0 * ldc + j0;
#ifdef ISOSCOPE_ROWDOTS_X86
                    const bool whole = mr == kTileRows && nr == kTileCols;
                    if (path == Path::Avx512) {
                        if (whole)
                            wideTileF(x, lda, y, ldb, K, out, ldc);
                        else
                            wideEdgeF(x, lda, mr, y, ldb, nr, K, out, ldc);
                        continue;
                    }
                    if (path == Path::Avx2) {
                        if (whole)
                            vectorTileF(x, lda, y, ldb, K, out, ldc);
                        else
                            vectorEdgeF(x, lda, mr, y, ldb, nr, K, out, ldc);
                        continue;
                    }
#endif
                    plainTileF(x, lda, mr, y, ldb, nr, K, out, ldc);
                }
            }
        }
    });
    (void)path;
}

} // namespace isoscope
