#pragma once

#include "core/base/embeddingset.h"
#include "core/base/result.h"
#include "core/linalg/rowdots.h"
#include "core/transformer/modelconfig.h"
#include "core/transformer/weights.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

// The forward pass of the paper's transformer models, computed as Hugging Face transformers
// computes it (docs/science.md, section 10; docs/architecture.md, "The forward pass"):
// - BERT and RoBERTa (BertModel, RobertaModel): post-LN blocks, GELU as the config says (erf
//   "gelu"), token type ids 0, no padding; RoBERTa's position ids start at padding_idx + 1;
//   hidden state l (l >= 1) is the output of block l.
// - GPT-2 (GPT2Model): pre-LN blocks, "gelu_new" (tanh), a causal mask, Conv1D weights stored
//   [in, out]; the last hidden state is taken after ln_f, as transformers' hidden_states[-1].
// Hidden state 0 is the embedding output. The layers' products take the rows of all the batch's
// sequences at once, on weights packed once when the model is opened (core/linalg/rowdots: every
// element of a row summed in one fixed order, whatever rows come with it and however many threads
// share the rows); attention is per sequence, LayerNorm and GELU per row (layersteps.h). So a
// sequence's numbers do not depend on the batch it comes in nor on the number of threads, bit for
// bit (docs/architecture.md, "The forward pass").

namespace isoscope::transformer {

class PassTeam; // transformermodel.cpp: the threads of one pass

/// One layer's hidden states of one sequence: [tokens, hidden], row-major float32.
using HiddenStates = MatrixF;

class TransformerModel final
{
public:
    /// Opens a model folder: config.json (readModelConfig) and its weights (Weights::openFolder).
    /// The errors of both, and those of fromWeights.
    static Result<TransformerModel> openFolder(const std::filesystem::path &modelDir);

    /// A model of this configuration on these weights. Tensor names are found with the key
    /// variants of real checkpoints: the `bert.`, `roberta.` (BERT, RoBERTa) or `transformer.`
    /// (GPT-2) prefix or none, LayerNorm's `weight`/`bias` or `gamma`/`beta`; heads, poolers and
    /// buffers (`position_ids`, GPT-2's `attn.bias` masks) are not read. Errors name the weights
    /// file and the tensor in one line: BadSchema (a tensor is missing: "'bert.encoder.layer.0.
    /// output.dense.weight': missing; expected shape [16, 64]"), DimensionMismatch (a tensor's shape
    /// is not what the config says: "has shape [16, 32]; expected [16, 64]"), UnsupportedFormat
    /// (config.json's hidden_act or position_embedding_type is one this pass does not compute).
    static Result<TransformerModel> fromWeights(ModelConfig config, Weights weights);

    const ModelConfig &config() const { return m_config; }
    /// The weights file (or shard index) read.
    const std::filesystem::path &weightsFile() const { return m_weights.file(); }
    /// numLayers + 1: layer 0 is the embedding output.
    int layerCount() const { return m_config.numLayers + 1; }
    int hiddenSize() const { return m_config.hiddenSize; }
    /// The longest sequence the position embeddings take (RoBERTa: max_position_embeddings minus
    /// padding_idx + 1, i.e. 512 for roberta-base).
    std::size_t maxTokens() const;
    /// The prefix the tensor names were found with ("bert.", "roberta.", "transformer." or "").
    const std::string &prefix() const { return m_prefix; }

    /// For each sequence of ids, for each of `layers` (0 .. layerCount() - 1, in any order, repeats
    /// allowed), its hidden states [tokens, hidden]. threads: 0 borrows threads from core's budget
    /// (core/base/threadbudget.h), n > 0 runs exactly n (tests); the numbers are the same either
    /// way. Errors: InvalidArgument for a layer out of range, an empty sequence, a sequence longer
    /// than maxTokens() or an id outside the embedding matrix (naming the sequence and position);
    /// OutOfMemory.
    Result<std::vector<std::vector<HiddenStates>>> hiddenStates(const std::vector<std::vector<std::int32_t>> &batch,
                                                                const std::vector<int> &layers,
                                                                unsigned threads = 0) const;

    /// Internal: the parts of one layer, pointing into the weights.
    struct Linear {
        const float *weight = nullptr; ///< nn.Linear [out, in] (transposed) or GPT-2's Conv1D [in, out].
        const float *bias = nullptr;
        int in = 0;
        int out = 0;
        bool outByIn = true;
    };
    struct Norm {
        const float *weight = nullptr;
        const float *bias = nullptr;
    };

private:
    TransformerModel() = default;
    // Sequences [first, last) of the batch through the layers up to `deepest`, their rows stacked.
    void forward(const std::vector<std::vector<std::int32_t>> &batch, std::size_t first, std::size_t last,
                 const std::vector<int> &layers, int deepest, PassTeam &team,
                 std::vector<std::vector<HiddenStates>> &out) const;
    void packWeights();

    ModelConfig m_config;
    Weights m_weights;
    std::string m_prefix;
    struct Block {
        Linear query, key, value; ///< BERT, RoBERTa
        Linear fusedQkv;          ///< GPT-2's c_attn: [hidden, 3 hidden]
        Linear attentionOutput, intermediate, output;
        Norm attentionNorm, outputNorm; ///< BERT: after attention and after the MLP; GPT-2: ln_1, ln_2
    };
    const float *m_wordEmbeddings = nullptr;
    const float *m_positionEmbeddings = nullptr;
    const float *m_tokenTypeEmbeddings = nullptr;
    Norm m_embeddingNorm; ///< BERT, RoBERTa
    Norm m_finalNorm;     ///< GPT-2's ln_f
    std::vector<Block> m_blocks;
    // A block's four products packed for multiplyRows: the query, key and value side by side
    // (hidden x 3 hidden, GPT-2's c_attn as it is), the attention output, the MLP's two.
    struct PackedBlock {
        PackedPanels qkv, attentionOutput, intermediate, output;
        std::vector<float> qkvBias;
    };
    std::vector<PackedBlock> m_packed;
    enum class Activation { GeluErf, GeluTanh, Relu } m_activation = Activation::GeluErf;
    bool m_gpt2 = false;
};

} // namespace isoscope::transformer
