#include "core/transformer/transformermodel.h"

#include "core/base/threadbudget.h"
#include "core/transformer/layersteps.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <limits>
#include <mutex>
#include <new>
#include <optional>
#include <thread>
#include <utility>

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

// How the layers' weights are packed: the vector kernels unless the tests turned them off
// (setVectorSteps), and each element summed in one chain over all of k, as BLAS kernels do (the
// whitening's blocks of 64 cost a few per cent here: docs/benchmarks.md).
RowDotsOptions productOptions()
{
    RowDotsOptions options;
    options.allowVector = vectorKernelsAllowed();
    options.sumBlock = std::numeric_limits<std::size_t>::max();
    return options;
}

// A linear layer's weight as multiplyRows reads it: M (in x out) = weight^T for nn.Linear
// ([out, in]), the weight itself for GPT-2's Conv1D ([in, out]).
PackedPanels packLinear(const TransformerModel::Linear &l)
{
    const auto in = std::size_t(l.in), out = std::size_t(l.out);
    RowDotsOptions options = productOptions();
    return l.outByIn ? PackedPanels(l.weight, in, out, 1, in, options)
                     : PackedPanels(l.weight, in, out, out, 1, options);
}

// The threads of one pass, started once and given each step in turn: run(step) has thread t of n
// run step(t, n) and returns when all have (what a step throws is thrown again there). Starting
// threads for every step of every layer cost more than the smaller steps themselves; the threads
// wait for the next step spinning a little, then asleep.
} // namespace

class PassTeam
{
public:
    explicit PassTeam(unsigned count) : m_count(std::max(count, 1u))
    {
        for (unsigned t = 1; t < m_count; ++t)
            m_threads.emplace_back([this, t] { serve(t); });
    }
    ~PassTeam()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
            m_generation.fetch_add(1, std::memory_order_release);
        }
        m_wake.notify_all();
        for (auto &thread : m_threads)
            thread.join();
    }
    PassTeam(const PassTeam &) = delete;
    PassTeam &operator=(const PassTeam &) = delete;

    template <typename Step>
    void run(const Step &step)
    {
        if (m_count == 1) {
            step(0u, 1u);
            return;
        }
        m_step = [&step](unsigned t, unsigned n) { step(t, n); };
        m_done.store(0, std::memory_order_relaxed);
        {
            const std::lock_guard lock(m_mutex);
            m_generation.fetch_add(1, std::memory_order_release);
        }
        m_wake.notify_all();
        runGuarded(0);
        const unsigned others = m_count - 1;
        for (int spin = 0; spin < kSpins && m_done.load(std::memory_order_acquire) != others; ++spin) {}
        if (m_done.load(std::memory_order_acquire) != others) {
            std::unique_lock lock(m_mutex);
            m_finished.wait(lock, [&] { return m_done.load(std::memory_order_acquire) == others; });
        }
        if (m_failure) {
            const std::exception_ptr failure = std::exchange(m_failure, nullptr);
            std::rethrow_exception(failure);
        }
    }

    // The part [begin, end) of count items that thread t of n takes: contiguous, in order.
    static std::pair<std::size_t, std::size_t> part(std::size_t count, unsigned t, unsigned n)
    {
        return {count * t / n, count * (t + 1) / n};
    }

private:
    // About 20 to 50 microseconds of polling before a thread sleeps: the steps of a layer follow
    // each other faster than a sleeping thread wakes.
    static constexpr int kSpins = 20000;

    void runGuarded(unsigned t)
    {
        try {
            m_step(t, m_count);
        } catch (...) {
            const std::lock_guard lock(m_mutex);
            if (!m_failure)
                m_failure = std::current_exception();
        }
    }

    void serve(unsigned t)
    {
        std::uint64_t seen = 0;
        for (;;) {
            for (int spin = 0; spin < kSpins && m_generation.load(std::memory_order_acquire) == seen; ++spin) {}
            if (m_generation.load(std::memory_order_acquire) == seen) {
                std::unique_lock lock(m_mutex);
                m_wake.wait(lock, [&] { return m_generation.load(std::memory_order_acquire) != seen; });
            }
            seen = m_generation.load(std::memory_order_acquire);
            if (m_stop)
                return;
            runGuarded(t);
            {
                const std::lock_guard lock(m_mutex);
                m_done.fetch_add(1, std::memory_order_acq_rel);
            }
            m_finished.notify_one();
        }
    }

    const unsigned m_count;
    std::vector<std::thread> m_threads;
    std::function<void(unsigned, unsigned)> m_step;
    std::mutex m_mutex;
    std::condition_variable m_wake, m_finished;
    std::atomic<std::uint64_t> m_generation = 0;
    std::atomic<unsigned> m_done = 0;
    std::atomic<bool> m_stop = false;
    std::exception_ptr m_failure;
};

namespace {

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
    model.packWeights();
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
    // The threads of the whole pass, held while it runs; the products and the per-row and
    // per-sequence steps below each use exactly these.
    const SectionThreads section(threads, std::max<std::size_t>(batch.size(), 1) * 64);
    try {
        PassTeam team(section.count());
        // Groups of whole sequences of at most kRows rows (one longer sequence alone), so that a
        // large batch needs no more memory than this: the numbers do not depend on the grouping.
        constexpr std::size_t kRows = 2048;
        for (std::size_t first = 0; first < batch.size();) {
            std::size_t last = first, rows = 0;
            while (last < batch.size() && (last == first || rows + batch[last].size() <= kRows))
                rows += batch[last++].size();
            forward(batch, first, last, layers, deepest, team, out);
            first = last;
        }
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory,
                         "not enough memory for the hidden states of a batch of " + std::to_string(batch.size())
                             + " sequences",
                         m_config.file.parent_path().string());
    }
    return out;
}

void TransformerModel::packWeights()
{
    m_packed.clear();
    m_packed.reserve(m_blocks.size());
    const auto H = std::size_t(m_config.hiddenSize);
    for (const Block &b : m_blocks) {
        std::vector<float> qkvBias;
        std::optional<PackedPanels> qkv;
        if (m_gpt2) {
            qkv.emplace(packLinear(b.fusedQkv));
            qkvBias.assign(b.fusedQkv.bias, b.fusedQkv.bias + 3 * H);
        } else {
            // M = [query^T key^T value^T] (hidden x 3 hidden): column j of M is row j of the
            // query, key or value weight ([out, in]).
            std::vector<float> m(H * 3 * H);
            const Linear *parts[] = {&b.query, &b.key, &b.value};
            for (std::size_t part = 0; part < 3; ++part)
                for (std::size_t j = 0; j < H; ++j)
                    for (std::size_t k = 0; k < H; ++k)
                        m[k * 3 * H + part * H + j] = parts[part]->weight[j * H + k];
            const RowDotsOptions options = productOptions();
            qkv.emplace(m.data(), H, 3 * H, 3 * H, 1, options);
            for (const Linear *l : parts)
                qkvBias.insert(qkvBias.end(), l->bias, l->bias + H);
        }
        m_packed.push_back(PackedBlock{std::move(*qkv), packLinear(b.attentionOutput), packLinear(b.intermediate),
                                       packLinear(b.output), std::move(qkvBias)});
    }
}

void TransformerModel::forward(const std::vector<std::vector<std::int32_t>> &batch, std::size_t first, std::size_t last,
                               const std::vector<int> &layers, int deepest, PassTeam &team,
                               std::vector<std::vector<HiddenStates>> &out) const
{
    const auto H = std::size_t(m_config.hiddenSize);
    const auto I = std::size_t(m_config.intermediateSize);
    const double eps = m_config.layerNormEps;
    // Sequence s's rows start at offset[s - first].
    std::vector<std::size_t> offset;
    std::size_t N = 0;
    for (std::size_t s = first; s < last; ++s) {
        offset.push_back(N);
        N += batch[s].size();
    }
    const std::size_t sequences = last - first;
    // The pass's buffers, kept by the calling thread from one batch to the next (the pages of a
    // fresh allocation of some 50 MB cost more than the LayerNorms of a batch); every value read
    // is written first in each pass.
    struct Buffers {
        std::vector<float> h, work, qkv, context, inner;
    };
    static thread_local Buffers buffers;
    for (auto [buffer, size] : {std::pair{&buffers.h, N * H},
                                {&buffers.work, N * H},
                                {&buffers.qkv, N * 3 * H},
                                {&buffers.context, N * H},
                                {&buffers.inner, N * I}})
        if (buffer->size() < size)
            buffer->resize(size);
    std::vector<float> &h = buffers.h, &work = buffers.work, &qkv = buffers.qkv, &context = buffers.context,
                       &inner = buffers.inner;
    for (std::size_t s = first; s < last; ++s)
        out[s].assign(layers.size(), HiddenStates());
    const auto keep = [&](int layer) {
        for (std::size_t i = 0; i < layers.size(); ++i)
            if (layers[i] == layer)
                for (std::size_t s = first; s < last; ++s)
                    out[s][i] = Eigen::Map<const HiddenStates>(h.data() + offset[s - first] * H,
                                                               Eigen::Index(batch[s].size()), Eigen::Index(H));
    };
    const auto normRows = [&](const float *x, const Norm &norm, float *y) {
        team.run([&](unsigned t, unsigned n) {
            const auto [begin, end] = PassTeam::part(N, t, n);
            layerNormRows(x + begin * H, H, end - begin, H, norm.weight, norm.bias, eps, y + begin * H, H);
        });
    };
    // y (N rows, stride ldy) = x (N rows, stride ldx) M + bias, M packed; every thread a share of the rows.
    const auto product = [&](const float *x, std::size_t ldx, const PackedPanels &m, const float *bias, float *y,
                             std::size_t ldy) {
        team.run([&](unsigned t, unsigned n) { multiplyRowsShare(x, ldx, N, nullptr, m, bias, y, ldy, t, n); });
    };
    const auto addRows = [&](float *y, const float *x, std::size_t width) {
        team.run([&](unsigned t, unsigned n) {
            const auto [begin, end] = PassTeam::part(N, t, n);
            addInto(y + begin * width, x + begin * width, (end - begin) * width);
        });
    };

    // Layer 0: the embeddings.
    const bool roberta = m_config.modelType == "roberta";
    const std::int32_t pad = m_config.padTokenId;
    for (std::size_t s = first; s < last; ++s) {
        const auto &ids = batch[s];
        float *rows = (m_gpt2 ? h.data() : work.data()) + offset[s - first] * H;
        // RoBERTa's create_position_ids_from_input_ids: padding tokens at padding_idx, the others
        // counted from padding_idx + 1. BERT and GPT-2: 0, 1, 2, ...
        std::size_t counted = 0;
        for (std::size_t i = 0; i < ids.size(); ++i) {
            std::size_t position = i;
            if (roberta)
                position = ids[i] == pad ? std::size_t(pad) : std::size_t(pad) + ++counted;
            const float *word = m_wordEmbeddings + std::size_t(ids[i]) * H;
            const float *place = m_positionEmbeddings + position * H;
            if (m_gpt2)
                for (std::size_t j = 0; j < H; ++j)
                    rows[i * H + j] = word[j] + place[j];
            else
                for (std::size_t j = 0; j < H; ++j)
                    rows[i * H + j] = word[j] + m_tokenTypeEmbeddings[j] + place[j];
        }
    }
    if (!m_gpt2)
        normRows(work.data(), m_embeddingNorm, h.data());
    keep(0);

    const int heads = m_config.numHeads;
    for (int l = 0; l < deepest; ++l) {
        const Block &b = m_blocks[std::size_t(l)];
        const PackedBlock &p = m_packed[std::size_t(l)];
        float scale = float(1.0 / std::sqrt(double(H / std::size_t(heads))));
        if (m_gpt2) {
            if (!m_config.scaleAttnWeights)
                scale = 1.0f;
            if (m_config.scaleAttnByInverseLayerIdx)
                scale = float(double(scale) / double(l + 1));
            normRows(h.data(), b.attentionNorm, work.data());
        }
        product(m_gpt2 ? work.data() : h.data(), H, p.qkv, p.qkvBias.data(), qkv.data(), 3 * H);
        team.run([&](unsigned t, unsigned n) {
            const auto [begin, end] = PassTeam::part(sequences, t, n);
            std::vector<float> scratch;
            for (std::size_t s = begin; s < end; ++s) {
                const std::size_t tokens = batch[first + s].size();
                scratch.resize(std::max(scratch.size(), attentionScratch(tokens, int(H) / heads)));
                attention(qkv.data() + offset[s] * 3 * H, tokens, int(H), heads, m_gpt2, scale,
                          context.data() + offset[s] * H, scratch.data());
            }
        });
        product(context.data(), H, p.attentionOutput, b.attentionOutput.bias, work.data(), H);
        if (m_gpt2) {
            addRows(h.data(), work.data(), H);
            normRows(h.data(), b.outputNorm, work.data());
            product(work.data(), H, p.intermediate, b.intermediate.bias, inner.data(), I);
        } else {
            addRows(work.data(), h.data(), H);
            normRows(work.data(), b.attentionNorm, h.data());
            product(h.data(), H, p.intermediate, b.intermediate.bias, inner.data(), I);
        }
        team.run([&](unsigned t, unsigned n) {
            const auto [begin, end] = PassTeam::part(N, t, n);
            float *x = inner.data() + begin * I;
            const std::size_t count = (end - begin) * I;
            if (m_activation == Activation::GeluErf)
                geluErf(x, count);
            else if (m_activation == Activation::GeluTanh)
                geluTanh(x, count);
            else
                for (std::size_t i = 0; i < count; ++i)
                    x[i] = std::max(x[i], 0.0f);
        });
        product(inner.data(), I, p.output, b.output.bias, work.data(), H);
        if (m_gpt2) {
            addRows(h.data(), work.data(), H);
            if (l + 1 == m_config.numLayers) // transformers' last hidden state is after ln_f
                normRows(h.data(), m_finalNorm, h.data());
        } else {
            addRows(work.data(), h.data(), H);
            normRows(work.data(), b.outputNorm, h.data());
        }
        keep(l + 1);
    }
}

} // namespace isoscope::transformer
