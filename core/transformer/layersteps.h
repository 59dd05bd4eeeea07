#pragma once

#include <cstddef>
#include <string>

// The steps of a transformer layer besides its four matrix products (core/linalg/rowdots):
// LayerNorm, GELU and the attention of one sequence. Like the products, each runs in 512-bit
// registers on a CPU with AVX-512 (checked at run time; the build stays generic x86-64) and as a
// plain loop elsewhere, and every value is computed in one fixed order that depends only on its
// own row (its sequence, for attention): never on the other rows, the batch or the threads. The
// two paths round differently (the vector one with fused multiply-adds); tests compare both with
// torch's hidden states.

namespace isoscope::transformer {

/// Whether the vector path runs: the CPU has AVX-512 and setVectorSteps has not turned it off.
bool vectorSteps();

/// Whether vector kernels may run at all (setVectorSteps has not turned them off): the layers'
/// products (core/linalg/rowdots) use AVX-512 or AVX2, whichever the CPU has, when this is true.
bool vectorKernelsAllowed();

/// The code paths a forward pass runs on this CPU, as a record says them: "products AVX-512, other
/// steps AVX-512" (or AVX2+FMA / plain).
std::string forwardPaths();

/// Turns the vector path off (false) or back on where the CPU has it (true): for the tests that
/// check the plain path against torch. Process-wide; takes effect for the models opened and the
/// passes started afterwards.
void setVectorSteps(bool on);

/// y = (x - mean) / sqrt(var + eps) * weight + bias for each of `rows` rows of `width` values
/// (strides ldx, ldy; y may be x): mean and biased variance in double, as torch's layer_norm
/// accumulates them.
void layerNormRows(const float *x, std::size_t ldx, std::size_t rows, std::size_t width, const float *weight,
                   const float *bias, double eps, float *y, std::size_t ldy);

/// The exact GELU x/2 (1 + erf(x / sqrt 2)) of each value in place, in float as torch computes it
/// on float tensors (erf: Eigen's rational approximation, a few units in the last place).
void geluErf(float *x, std::size_t count);

/// transformers' NewGELUActivation ("gelu_new", GPT-2's): x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715
/// x^3))) in place, in float.
void geluTanh(float *x, std::size_t count);

/// Multi-head self-attention of one sequence of `tokens` rows: q, k and v are the three
/// hidden-wide column blocks of qkv (stride 3 hidden); context (stride hidden) gets each head's
/// weighted values in its columns. Scores are scale * q.k, softmax in double; with causal set,
/// token i attends to tokens 0..i only (as transformers' mask of the smallest float makes the
/// others' weights exactly 0). scratch: at least attentionScratch(tokens, hidden / heads) floats.
void attention(const float *qkv, std::size_t tokens, int hidden, int heads, bool causal, float scale, float *context,
               float *scratch);

/// The scratch attention needs for a sequence of `tokens` rows and heads of headSize.
std::size_t attentionScratch(std::size_t tokens, int headSize);

} // namespace isoscope::transformer
