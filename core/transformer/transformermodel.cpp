#include "core/transformer/transformermodel.h"

#include "core/base/threadbudget.h"

#include <cblas.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <mutex>
#include <new>
#include <optional>
#include <thread>

namespace isoscope::transformer {

namespace {

namespace fs = std::filesystem;

std::string shapeText(const std::vector<std::int64_t> &shape)
{
    std::string text = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i ? ", " : "") + std::to_string(shape[i]);
    return text + "]";
}

// Finds the tensors of a model by name and checks their shapes; the first problem is kept (one
// line naming the file, the tensor, its shape and the expected shape) and the rest are not looked
// at, so that a model is set up in straight lines and checked once at the end.
class TensorFinder
{
public:
    TensorFinder(const Weights &weights, std::string prefix) : m_weights(weights), m_prefix(std::move(prefix)) {}

    const float *tensor(const std::string &name, std::vector<std::int64_t> shape)
    {
        return tensorOf({m_prefix + name}, shape);
    }

    // LayerNorm's weight and bias, in either the current names or the old gamma and beta.
    TransformerModel::Norm norm(const std::string &name, std::int64_t width)
    {
        TransformerModel::Norm n;
        n.weight = tensorOf({m_prefix + name + ".weight", m_prefix + name + ".gamma"}, {width});
        n.bias = tensorOf({m_prefix + name + ".bias", m_prefix + name + ".beta"}, {width});
        return n;
    }

    // nn.Linear (weight [out, in]) or, outByIn false, GPT-2's Conv1D (weight [in, out]).
    TransformerModel::Linear linear(const std::string &name, int in, int out, bool outByIn = true)
    {
        TransformerModel::Linear l;
        l.in = in;
        l.out = out;
        l.outByIn = outByIn;
        l.weight =
            tensor(name + ".weight", outByIn ? std::vector<std::int64_t>{out, in} : std::vector<std::int64_t>{in, out});
        l.bias = tensor(name + ".bias", {out});
        return l;
    }

    const std::optional<Error> &failure() const { return m_failure; }

private:
    const float *tensorOf(const std::vector<std::string> &names, const std::vector<std::int64_t> &shape)
    {
        if (m_failure)
            return nullptr;
        for (const auto &name : names) {
            const TensorView *view = m_weights.find(name);
            if (!view)
                continue;
            if (view->shape != shape) {
                m_failure = makeError(ErrorCode::DimensionMismatch,
                                      "has shape " + shapeText(view->shape) + "; expected " + shapeText(shape)
                                          + " (from config.json)",
                                      m_weights.file().string(), 0, name);
                return nullptr;
            }
            return view->values.data();
        }
        m_failure = makeError(ErrorCode::BadSchema, "missing; expected a tensor of shape " + shapeText(shape),
                              m_weights.file().string(), 0, names.front());
        return nullptr;
    }

    const Weights &m_weights;
    std::string m_prefix;
    std::optional<Error> m_failure;
};

// OpenBLAS splits one product between its own threads by rows and columns, and the kernels of the
// edge tiles sum in another order than the full ones: how many BLAS threads run would decide which
// row gets which kernel. So every sgemm of the forward pass runs on one BLAS thread, and the pass
// parallelises over sequences with core's thread budget instead. OpenBLAS's setting is
// process-wide: the first pass to start sets one thread, the last one to finish restores it.
class OneBlasThread
{
public:
    OneBlasThread()
    {
        const std::lock_guard lock(mutex());
        if (users()++ == 0) {
            saved() = openblas_get_num_threads();
            openblas_set_num_threads(1);
        }
    }
    ~OneBlasThread()
    {
        const std::lock_guard lock(mutex());
        if (--users() == 0)
            openblas_set_num_threads(saved());
    }
    OneBlasThread(const OneBlasThread &) = delete;
    OneBlasThread &operator=(const OneBlasThread &) = delete;

private:
    static std::mutex &mutex()
    {
        static std::mutex m;
        return m;
    }
    static int &users()
    {
        static int count = 0;
        return count;
    }
    static int &saved()
    {
        static int threads = 1;
        return threads;
    }
};

// y (rows x width, stride ldy) = LayerNorm(x): mean and biased variance of each row in double, as
// torch's layer_norm accumulates them, then (x - mean) / sqrt(var + eps) * weight + bias.
void layerNorm(const float *x, std::size_t ldx, std::size_t rows, std::size_t width, const TransformerModel::Norm &norm,
               double eps, float *y, std::size_t ldy)
{
    for (std::size_t r = 0; r < rows; ++r) {
        const float *in = x + r * ldx;
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
        float *out = y + r * ldy;
        for (std::size_t j = 0; j < width; ++j)
            out[j] = float((double(in[j]) - mean) * scale * double(norm.weight[j]) + double(norm.bias[j]));
    }
}

// y (rows x l.out, stride ldy) = x l.weight^T + l.bias (nn.Linear) or x l.weight + l.bias (Conv1D).
void applyLinear(const float *x, std::size_t rows, const TransformerModel::Linear &l, float *y, std::size_t ldy)
{
    for (std::size_t r = 0; r < rows; ++r)
        std::copy(l.bias, l.bias + l.out, y + r * ldy);
    cblas_sgemm(CblasRowMajor, CblasNoTrans, l.outByIn ? CblasTrans : CblasNoTrans, int(rows), l.out, l.in, 1.0f, x,
                l.in, l.weight, l.outByIn ? l.in : l.out, 1.0f, y, int(ldy));
}

float geluErf(float x)
{
    return float(0.5 * double(x) * (1.0 + std::erf(double(x) * 0.70710678118654752440)));
}

// transformers' NewGELUActivation ("gelu_new", GPT-2's): the tanh approximation.
float geluTanh(float x)
{
    const double v = x;
    return float(0.5 * v * (1.0 + std::tanh(0.79788456080286535588 * (v + 0.044715 * v * v * v))));
}

// Multi-head self-attention of one sequence: q, k and v are the three hidden-wide column blocks
// of qkv (tokens x 3 hidden), context (tokens x hidden) gets each head's weighted values in its
// columns. Softmax in double; with causal set, token i attends to tokens 0..i only (transformers
// puts the smallest float on the others, whose weights are then exactly 0).
void attention(const float *qkv, std::size_t tokens, int hidden, int heads, bool causal, float scale,
               std::vector<float> &scores, std::vector<double> &exps, float *context)
{
    const int headSize = hidden / heads;
    const int T = int(tokens);
    const int ld = 3 * hidden;
    scores.resize(tokens * tokens);
    exps.resize(tokens);
    for (int h = 0; h < heads; ++h) {
        const float *q = qkv + h * headSize;
        const float *k = qkv + hidden + h * headSize;
        const float *v = qkv + 2 * hidden + h * headSize;
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, T, T, headSize, scale, q, ld, k, ld, 0.0f, scores.data(),
                    T);
        for (std::size_t i = 0; i < tokens; ++i) {
            float *row = scores.data() + i * tokens;
            const std::size_t seen = causal ? i + 1 : tokens;
            const float largest = *std::max_element(row, row + seen);
            double sum = 0;
            for (std::size_t j = 0; j < seen; ++j) {
                exps[j] = std::exp(double(row[j]) - double(largest));
                sum += exps[j];
            }
            for (std::size_t j = 0; j < seen; ++j)
                row[j] = float(exps[j] / sum);
            std::fill(row + seen, row + tokens, 0.0f);
        }
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, T, headSize, T, 1.0f, scores.data(), T, v, ld, 0.0f,
                    context + h * headSize, hidden);
    }
}

void addInto(float *y, const float *x, std::size_t count)
{
    for (std::size_t i = 0; i < count; ++i)
        y[i] += x[i];
}

} // namespace

Result<TransformerModel> TransformerModel::openFolder(const fs::path &modelDir)
{
    auto config = readModelConfig(modelDir);
    if (!config)
        return config.error();
    auto weights = Weights::openFolder(modelDir);
    if (!weights)
        return weights.error();
    return fromWeights(std::move(config.value()), std::move(weights.value()));
}

Result<TransformerModel> TransformerModel::fromWeights(ModelConfig config, Weights weights)
{
    TransformerModel model;
    const std::string configFile = config.file.string();
    if (config.hiddenAct == "gelu")
        model.m_activation = Activation::GeluErf;
    else if (config.hiddenAct == "gelu_new" || config.hiddenAct == "gelu_pytorch_tanh"
             || config.hiddenAct == "gelu_fast")
        model.m_activation = Activation::GeluTanh;
    else if (config.hiddenAct == "relu")
        model.m_activation = Activation::Relu;
    else
        return makeError(ErrorCode::UnsupportedFormat,
                         (config.modelType == "gpt2" ? "activation_function \"" : "hidden_act \"") + config.hiddenAct
                             + "\" is not computed here (gelu, gelu_new, gelu_pytorch_tanh, gelu_fast and relu are)",
                         configFile);
    if (config.positionEmbeddingType != "absolute")
        return makeError(ErrorCode::UnsupportedFormat,
                         "position_embedding_type \"" + config.positionEmbeddingType
                             + "\" is not computed here (only \"absolute\" is)",
                         configFile);
    model.m_gpt2 = config.modelType == "gpt2";
    const bool roberta = config.modelType == "roberta";
    if (roberta && config.padTokenId < 0)
        return makeError(ErrorCode::BadSchema, "pad_token_id is missing: RoBERTa's positions start after it",
                         configFile);
    if (!model.m_gpt2 && config.typeVocabSize < 1)
        return makeError(ErrorCode::BadSchema, "type_vocab_size is 0: token type 0 needs an embedding", configFile);

    // The prefix: the first under which the word embeddings are found.
    const std::vector<std::string> prefixes =
        model.m_gpt2 ? std::vector<std::string>{"transformer.", ""} : std::vector<std::string>{"bert.", "roberta.", ""};
    const std::string first = model.m_gpt2 ? "wte.weight" : "embeddings.word_embeddings.weight";
    const auto found = std::find_if(prefixes.begin(), prefixes.end(),
                                    [&](const std::string &p) { return weights.find(p + first) != nullptr; });
    model.m_prefix = found != prefixes.end() ? *found : (roberta ? "roberta." : prefixes.front());

    const int H = config.hiddenSize;
    const int I = config.intermediateSize;
    TensorFinder find(weights, model.m_prefix);
    if (model.m_gpt2) {
        model.m_wordEmbeddings = find.tensor("wte.weight", {config.vocabSize, H});
        model.m_positionEmbeddings = find.tensor("wpe.weight", {config.maxPositions, H});
        for (int l = 0; l < config.numLayers; ++l) {
            const std::string p = "h." + std::to_string(l) + ".";
            Block b;
            b.attentionNorm = find.norm(p + "ln_1", H);
            b.fusedQkv = find.linear(p + "attn.c_attn", H, 3 * H, false);
            b.attentionOutput = find.linear(p + "attn.c_proj", H, H, false);
            b.outputNorm = find.norm(p + "ln_2", H);
            b.intermediate = find.linear(p + "mlp.c_fc", H, I, false);
            b.output = find.linear(p + "mlp.c_proj", I, H, false);
            model.m_blocks.push_back(b);
        }
        model.m_finalNorm = find.norm("ln_f", H);
    } else {
        model.m_wordEmbeddings = find.tensor("embeddings.word_embeddings.weight", {config.vocabSize, H});
        model.m_positionEmbeddings = find.tensor("embeddings.position_embeddings.weight", {config.maxPositions, H});
        model.m_tokenTypeEmbeddings = find.tensor("embeddings.token_type_embeddings.weight", {config.typeVocabSize, H});
        model.m_embeddingNorm = find.norm("embeddings.LayerNorm", H);
        for (int l = 0; l < config.numLayers; ++l) {
            const std::string p = "encoder.layer." + std::to_string(l) + ".";
            Block b;
            b.query = find.linear(p + "attention.self.query", H, H);
            b.key = find.linear(p + "attention.self.key", H, H);
            b.value = find.linear(p + "attention.self.value", H, H);
            b.attentionOutput = find.linear(p + "attention.output.dense", H, H);
            b.attentionNorm = find.norm(p + "attention.output.LayerNorm", H);
            b.intermediate = find.linear(p + "intermediate.dense", H, I);
            b.output = find.linear(p + "output.dense", I, H);
            b.outputNorm = find.norm(p + "output.LayerNorm", H);
            model.m_blocks.push_back(b);
        }
    }
    if (find.failure())
        return *find.failure();
    model.m_config = std::move(config);
    // The pointers stay valid: a Weights keeps its tensors' values where they are when it moves.
    model.m_weights = std::move(weights);
    return model;
}

std::size_t TransformerModel::maxTokens() const
{
    if (m_config.modelType == "roberta")
        return std::size_t(std::max(0, m_config.maxPositions - m_config.padTokenId - 1));
    return std::size_t(m_config.maxPositions);
}

Result<std::vector<std::vector<HiddenStates>>>
TransformerModel::hiddenStates(const std::vector<std::vector<std::int32_t>> &batch, const std::vector<int> &layers,
                               unsigned threads) const
{
    int deepest = 0;
    for (const int layer : layers) {
        if (layer < 0 || layer >= layerCount())
            return makeError(ErrorCode::InvalidArgument,
                             "layer " + std::to_string(layer) + " is outside 0 to " + std::to_string(layerCount() - 1),
                             m_config.file.parent_path().string());
        deepest = std::max(deepest, layer);
    }
    for (std::size_t s = 0; s < batch.size(); ++s) {
        const auto &ids = batch[s];
        const std::string where = "sequence " + std::to_string(s + 1) + " of the batch";
        if (ids.empty())
            return makeError(ErrorCode::InvalidArgument, where + " has no tokens",
                             m_config.file.parent_path().string());
        if (ids.size() > maxTokens())
            return makeError(ErrorCode::InvalidArgument,
                             where + " has " + std::to_string(ids.size()) + " tokens; the model takes at most "
                                 + std::to_string(maxTokens()),
                             m_config.file.parent_path().string());
        for (std::size_t p = 0; p < ids.size(); ++p)
            if (ids[p] < 0 || ids[p] >= m_config.vocabSize)
                return makeError(ErrorCode::InvalidArgument,
                                 where + ", token " + std::to_string(p + 1) + ": id " + std::to_string(ids[p])
                                     + " is outside the embedding matrix (" + std::to_string(m_config.vocabSize)
                                     + " rows)",
                                 m_config.file.parent_path().string());
    }

    std::vector<std::vector<HiddenStates>> out(batch.size());
    const OneBlasThread oneBlasThread;
    const SectionThreads section(threads, std::max<std::size_t>(batch.size(), 1));
    const unsigned count = section.count();
    std::atomic<bool> failed = false;
    // Thread t takes sequences t, t + count, ...: each sequence is computed whole by one thread.
    auto work = [&](unsigned t) {
        try {
            for (std::size_t s = t; s < batch.size() && !failed.load(); s += count)
                forward(batch[s], layers, deepest, out[s]);
        } catch (const std::bad_alloc &) {
            failed = true;
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < count; ++t)
        pool.emplace_back(work, t);
    work(0);
    for (auto &thread : pool)
        thread.join();
    if (failed)
        return makeError(ErrorCode::OutOfMemory,
                         "not enough memory for the hidden states of a batch of " + std::to_string(batch.size())
                             + " sequences",
                         m_config.file.parent_path().string());
    return out;
}

void TransformerModel::forward(const std::vector<std::int32_t> &ids, const std::vector<int> &layers, int deepest,
                               std::vector<HiddenStates> &out) const
{
    const std::size_t T = ids.size();
    const auto H = std::size_t(m_config.hiddenSize);
    const auto I = std::size_t(m_config.intermediateSize);
    const double eps = m_config.layerNormEps;
    std::vector<float> h(T * H), work(T * H), qkv(T * 3 * H), context(T * H), inner(T * I), scores;
    std::vector<double> exps;
    out.assign(layers.size(), HiddenStates());
    const auto keep = [&](int layer) {
        for (std::size_t i = 0; i < layers.size(); ++i)
            if (layers[i] == layer)
                out[i] = Eigen::Map<const HiddenStates>(h.data(), Eigen::Index(T), Eigen::Index(H));
    };

    // Layer 0: the embeddings.
    if (m_gpt2) {
        for (std::size_t i = 0; i < T; ++i)
            for (std::size_t j = 0; j < H; ++j)
                h[i * H + j] = m_wordEmbeddings[std::size_t(ids[i]) * H + j] + m_positionEmbeddings[i * H + j];
    } else {
        // RoBERTa's create_position_ids_from_input_ids: padding tokens at padding_idx, the others
        // counted from padding_idx + 1. BERT: 0, 1, 2, ...
        const bool roberta = m_config.modelType == "roberta";
        const std::int32_t pad = m_config.padTokenId;
        std::size_t counted = 0;
        for (std::size_t i = 0; i < T; ++i) {
            std::size_t position = i;
            if (roberta)
                position = ids[i] == pad ? std::size_t(pad) : std::size_t(pad) + ++counted;
            for (std::size_t j = 0; j < H; ++j)
                work[i * H + j] = m_wordEmbeddings[std::size_t(ids[i]) * H + j] + m_tokenTypeEmbeddings[j]
                                  + m_positionEmbeddings[position * H + j];
        }
        layerNorm(work.data(), H, T, H, m_embeddingNorm, eps, h.data(), H);
    }
    keep(0);

    const int heads = m_config.numHeads;
    for (int l = 0; l < deepest; ++l) {
        const Block &b = m_blocks[std::size_t(l)];
        if (m_gpt2) {
            float scale = m_config.scaleAttnWeights ? float(1.0 / std::sqrt(double(H / std::size_t(heads)))) : 1.0f;
            if (m_config.scaleAttnByInverseLayerIdx)
                scale = float(double(scale) / double(l + 1));
            layerNorm(h.data(), H, T, H, b.attentionNorm, eps, work.data(), H);
            applyLinear(work.data(), T, b.fusedQkv, qkv.data(), 3 * H);
            attention(qkv.data(), T, int(H), heads, true, scale, scores, exps, context.data());
            applyLinear(context.data(), T, b.attentionOutput, work.data(), H);
            addInto(h.data(), work.data(), T * H);
            layerNorm(h.data(), H, T, H, b.outputNorm, eps, work.data(), H);
            applyLinear(work.data(), T, b.intermediate, inner.data(), I);
        } else {
            const float scale = float(1.0 / std::sqrt(double(H / std::size_t(heads))));
            applyLinear(h.data(), T, b.query, qkv.data(), 3 * H);
            applyLinear(h.data(), T, b.key, qkv.data() + H, 3 * H);
            applyLinear(h.data(), T, b.value, qkv.data() + 2 * H, 3 * H);
            attention(qkv.data(), T, int(H), heads, false, scale, scores, exps, context.data());
            applyLinear(context.data(), T, b.attentionOutput, work.data(), H);
            addInto(work.data(), h.data(), T * H);
            layerNorm(work.data(), H, T, H, b.attentionNorm, eps, h.data(), H);
            applyLinear(h.data(), T, b.intermediate, inner.data(), I);
        }
        for (float &x : inner)
            x = m_activation == Activation::GeluErf    ? geluErf(x)
                : m_activation == Activation::GeluTanh ? geluTanh(x)
                                                       : std::max(x, 0.0f);
        applyLinear(inner.data(), T, b.output, work.data(), H);
        if (m_gpt2) {
            addInto(h.data(), work.data(), T * H);
            if (l + 1 == m_config.numLayers) // transformers' last hidden state is after ln_f
                layerNorm(h.data(), H, T, H, m_finalNorm, eps, h.data(), H);
        } else {
            addInto(work.data(), h.data(), T * H);
            layerNorm(work.data(), H, T, H, b.outputNorm, eps, h.data(), H);
        }
        keep(l + 1);
    }
}

} // namespace isoscope::transformer
