#include "core/transformer/layersteps.h"

#include "core/linalg/rowdots.h"

#include <unsupported/Eigen/SpecialFunctions>

#include <Eigen/Core>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <vector>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ISOSCOPE_LAYERSTEPS_X86 1
#include <immintrin.h>
#endif

namespace isoscope::transformer {

namespace {

bool cpuHasAvx512()
{
#ifdef ISOSCOPE_LAYERSTEPS_X86
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f");
#else
    return false;
#endif
}

std::atomic<bool> &vectorStepsWanted()
{
    static std::atomic<bool> wanted = true;
    return wanted;
}

// Eigen's rational approximation of erf for float (generic_fast_erf_float, Eigen 3.4): odd
// numerator and even denominator in x^2 on x clamped to [-4, 4].
constexpr float kErfAlpha[] = {-2.72614225801306e-10f, 2.77068142495902e-08f,  -2.10102402082508e-06f,
                               -5.69250639462346e-05f, -7.34990630326855e-04f, -2.95459980854025e-03f,
                               -1.60960333262415e-02f};
constexpr float kErfBeta[] = {-1.45660718464996e-05f, -2.13374055278905e-04f, -1.68282697438203e-03f,
                              -7.37332916720468e-03f, -1.42647390514189e-02f};
constexpr float kInverseSqrt2 = 0.70710678118654752440f;

void layerNormRowPlain(const float *in, std::size_t width, const float *weight, const float *bias, double eps,
                       float *out)
{
    double sum = 0;
    for (std::size_t j = 0; j < width; ++j)
        sum += in[j];
    const double mean = sum / double(width);
    double squares = 0;
    for (std::size_t j = 0; j < width; ++j) {
        const double centred = double(in[j]) - mean;
        squares += centred * centred;
    }
    const double scale = 1.0 / std::sqrt(squares / double(width) + eps);
    for (std::size_t j = 0; j < width; ++j)
        out[j] = float((double(in[j]) - mean) * scale * double(weight[j]) + double(bias[j]));
}

#ifdef ISOSCOPE_LAYERSTEPS_X86

// GCC 12's AVX-512 intrinsics fill their unused inputs with _mm512_undefined_*, which its own
// -Wuninitialized reports once they are inlined (GCC bug 105593, fixed in GCC 13).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

// The sum of the eight lanes: the upper four added to the lower four, then the upper two of those
// to the lower two, then the two.
__attribute__((target("avx512f"))) double laneSum(__m512d lanes)
{
    const __m256d four = _mm256_add_pd(_mm512_castpd512_pd256(lanes), _mm512_extractf64x4_pd(lanes, 1));
    const __m128d two = _mm_add_pd(_mm256_castpd256_pd128(four), _mm256_extractf128_pd(four, 1));
    return _mm_cvtsd_f64(_mm_add_sd(two, _mm_unpackhi_pd(two, two)));
}

__attribute__((target("avx512f"))) __m512d toDoubles(__m256 values)
{
    return _mm512_cvtps_pd(values);
}

__attribute__((target("avx512f"))) __m256 toFloats(__m512d values)
{
    return _mm512_cvtpd_ps(values);
}

// The same in eight double lanes: lane l sums the values j = l (mod 8), the lanes are added by
// laneSum, the values past the last whole group of eight one after the other.
__attribute__((target("avx512f"))) void layerNormRowWide(const float *in, std::size_t width, const float *weight,
                                                         const float *bias, double eps, float *out)
{
    const std::size_t whole = width / 8 * 8;
    __m512d lanes = _mm512_setzero_pd();
    for (std::size_t j = 0; j < whole; j += 8)
        lanes = _mm512_add_pd(lanes, toDoubles(_mm256_loadu_ps(in + j)));
    double sum = laneSum(lanes);
    for (std::size_t j = whole; j < width; ++j)
        sum += in[j];
    const double mean = sum / double(width);
    const __m512d meanV = _mm512_set1_pd(mean);
    lanes = _mm512_setzero_pd();
    for (std::size_t j = 0; j < whole; j += 8) {
        const __m512d centred = _mm512_sub_pd(toDoubles(_mm256_loadu_ps(in + j)), meanV);
        lanes = _mm512_fmadd_pd(centred, centred, lanes);
    }
    double squares = laneSum(lanes);
    for (std::size_t j = whole; j < width; ++j) {
        const double centred = double(in[j]) - mean;
        squares += centred * centred;
    }
    const double scale = 1.0 / std::sqrt(squares / double(width) + eps);
    const __m512d scaleV = _mm512_set1_pd(scale);
    for (std::size_t j = 0; j < whole; j += 8) {
        const __m512d centred = _mm512_sub_pd(toDoubles(_mm256_loadu_ps(in + j)), meanV);
        const __m512d scaled = _mm512_mul_pd(_mm512_mul_pd(centred, scaleV), toDoubles(_mm256_loadu_ps(weight + j)));
        _mm256_storeu_ps(out + j, toFloats(_mm512_add_pd(scaled, toDoubles(_mm256_loadu_ps(bias + j)))));
    }
    for (std::size_t j = whole; j < width; ++j)
        out[j] = float((double(in[j]) - mean) * scale * double(weight[j]) + double(bias[j]));
}

__attribute__((target("avx512f"))) __m512 geluErf16(__m512 x)
{
    const __m512 t = _mm512_max_ps(_mm512_min_ps(_mm512_mul_ps(x, _mm512_set1_ps(kInverseSqrt2)), _mm512_set1_ps(4.0f)),
                                   _mm512_set1_ps(-4.0f));
    const __m512 t2 = _mm512_mul_ps(t, t);
    __m512 p = _mm512_set1_ps(kErfAlpha[0]);
    for (std::size_t i = 1; i < std::size(kErfAlpha); ++i)
        p = _mm512_fmadd_ps(t2, p, _mm512_set1_ps(kErfAlpha[i]));
    p = _mm512_mul_ps(t, p);
    __m512 q = _mm512_set1_ps(kErfBeta[0]);
    for (std::size_t i = 1; i < std::size(kErfBeta); ++i)
        q = _mm512_fmadd_ps(t2, q, _mm512_set1_ps(kErfBeta[i]));
    const __m512 erf = _mm512_div_ps(p, q);
    return _mm512_mul_ps(_mm512_mul_ps(_mm512_set1_ps(0.5f), x), _mm512_add_ps(_mm512_set1_ps(1.0f), erf));
}

__attribute__((target("avx512f"))) void geluErfWide(float *x, std::size_t count)
{
    std::size_t i = 0;
    for (; i + 16 <= count; i += 16)
        _mm512_storeu_ps(x + i, geluErf16(_mm512_loadu_ps(x + i)));
    if (i < count) {
        const __mmask16 mask = static_cast<__mmask16>((1u << (count - i)) - 1);
        _mm512_mask_storeu_ps(x + i, mask, geluErf16(_mm512_maskz_loadu_ps(mask, x + i)));
    }
}

// scores[j] = scale * sum_d q[d] kt[d * ld + j] for j in [0, columns) (columns a multiple of 16),
// d ascending, one fused multiply-add chain per lane.
__attribute__((target("avx512f"))) void scoresWide(const float *q, const float *kt, std::size_t ld, int headSize,
                                                   std::size_t columns, float scale, float *scores)
{
    for (std::size_t j = 0; j < columns; j += 16) {
        __m512 acc = _mm512_setzero_ps();
        for (int d = 0; d < headSize; ++d)
            acc = _mm512_fmadd_ps(_mm512_set1_ps(q[d]), _mm512_loadu_ps(kt + std::size_t(d) * ld + j), acc);
        _mm512_storeu_ps(scores + j, _mm512_mul_ps(acc, _mm512_set1_ps(scale)));
    }
}

// out[c] = sum_{j < seen} p[j] v[j * ldv + c] for c in [0, headSize), j ascending: sixteen values
// of c at a time, the last group masked.
__attribute__((target("avx512f"))) void weightedValuesWide(const float *p, std::size_t seen, const float *v,
                                                           std::size_t ldv, int headSize, float *out)
{
    for (int c = 0; c < headSize; c += 16) {
        const int left = headSize - c;
        const __mmask16 mask = left >= 16 ? __mmask16(0xFFFF) : static_cast<__mmask16>((1u << left) - 1);
        __m512 acc = _mm512_setzero_ps();
        for (std::size_t j = 0; j < seen; ++j)
            acc = _mm512_fmadd_ps(_mm512_set1_ps(p[j]), _mm512_maskz_loadu_ps(mask, v + j * ldv + std::size_t(c)), acc);
        _mm512_mask_storeu_ps(out + c, mask, acc);
    }
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif

std::size_t roundUp16(std::size_t n)
{
    return (n + 15) / 16 * 16;
}

} // namespace

bool vectorSteps()
{
    static const bool available = cpuHasAvx512();
    return available && vectorStepsWanted().load();
}

bool vectorKernelsAllowed()
{
    return vectorStepsWanted().load();
}

std::string forwardPaths()
{
    return std::string("products ") + (vectorKernelsAllowed() ? rowDotsPath() : "plain") + ", other steps "
           + (vectorSteps() ? "AVX-512" : "plain");
}

void setVectorSteps(bool on)
{
    vectorStepsWanted() = on;
}

void layerNormRows(const float *x, std::size_t ldx, std::size_t rows, std::size_t width, const float *weight,
                   const float *bias, double eps, float *y, std::size_t ldy)
{
#ifdef ISOSCOPE_LAYERSTEPS_X86
    if (vectorSteps()) {
        for (std::size_t r = 0; r < rows; ++r)
            layerNormRowWide(x + r * ldx, width, weight, bias, eps, y + r * ldy);
        return;
    }
#endif
    for (std::size_t r = 0; r < rows; ++r)
        layerNormRowPlain(x + r * ldx, width, weight, bias, eps, y + r * ldy);
}

void geluErf(float *x, std::size_t count)
{
#ifdef ISOSCOPE_LAYERSTEPS_X86
    if (vectorSteps()) {
        geluErfWide(x, count);
        return;
    }
#endif
    Eigen::Map<Eigen::ArrayXf> v(x, Eigen::Index(count));
    v = 0.5f * v * (1.0f + (v * kInverseSqrt2).erf());
}

void geluTanh(float *x, std::size_t count)
{
    Eigen::Map<Eigen::ArrayXf> v(x, Eigen::Index(count));
    v = 0.5f * v * (1.0f + (0.79788456080286535588f * (v + 0.044715f * v * v * v)).tanh());
}

std::size_t attentionScratch(std::size_t tokens, int headSize)
{
    // k transposed (headSize x padded tokens), then one row of scores and its weights.
    return std::size_t(headSize) * roundUp16(tokens) + 2 * roundUp16(tokens);
}

void attention(const float *qkv, std::size_t tokens, int hidden, int heads, bool causal, float scale, float *context,
               float *scratch)
{
    const int headSize = hidden / heads;
    const std::size_t ld = 3 * std::size_t(hidden), padded = roundUp16(tokens);
    float *kt = scratch;
    float *scores = kt + std::size_t(headSize) * padded;
    float *weights = scores + padded;
    const bool wide = vectorSteps();
    for (int h = 0; h < heads; ++h) {
        const float *q = qkv + std::size_t(h * headSize);
        const float *k = qkv + std::size_t(hidden + h * headSize);
        const float *v = qkv + std::size_t(2 * hidden + h * headSize);
        for (int d = 0; d < headSize; ++d) {
            float *row = kt + std::size_t(d) * padded;
            for (std::size_t j = 0; j < tokens; ++j)
                row[j] = k[j * ld + std::size_t(d)];
            std::fill(row + tokens, row + padded, 0.0f);
        }
        for (std::size_t i = 0; i < tokens; ++i) {
            const float *qi = q + i * ld;
            const std::size_t seen = causal ? i + 1 : tokens;
#ifdef ISOSCOPE_LAYERSTEPS_X86
            if (wide)
                scoresWide(qi, kt, padded, headSize, roundUp16(seen), scale, scores);
#endif
            if (!wide)
                for (std::size_t j = 0; j < seen; ++j) {
                    float dot = 0;
                    for (int d = 0; d < headSize; ++d)
                        dot += qi[d] * kt[std::size_t(d) * padded + j];
                    scores[j] = dot * scale;
                }
            // Softmax: exp in float (Eigen's, vectorised), the sum in double in order.
            const float largest = *std::max_element(scores, scores + seen);
            Eigen::Map<Eigen::ArrayXf> e(weights, Eigen::Index(seen));
            e = (Eigen::Map<const Eigen::ArrayXf>(scores, Eigen::Index(seen)) - largest).exp();
            double sum = 0;
            for (std::size_t j = 0; j < seen; ++j)
                sum += weights[j];
            for (std::size_t j = 0; j < seen; ++j)
                weights[j] = float(double(weights[j]) / sum);
            float *out = context + i * std::size_t(hidden) + std::size_t(h * headSize);
#ifdef ISOSCOPE_LAYERSTEPS_X86
            if (wide) {
                weightedValuesWide(weights, seen, v, ld, headSize, out);
                continue;
            }
#endif
            for (int c = 0; c < headSize; ++c) {
                float acc = 0;
                for (std::size_t j = 0; j < seen; ++j)
                    acc += weights[j] * v[j * ld + std::size_t(c)];
                out[c] = acc;
            }
        }
    }
}

} // namespace isoscope::transformer
