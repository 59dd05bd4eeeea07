#pragma once

#include "core/base/result.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace isoscope::transformer {

/// A model folder's `config.json`, in BERT's names. GPT-2's own names are mapped: n_embd ->
/// hiddenSize, n_layer -> numLayers, n_head -> numHeads, n_inner (null: 4 x n_embd) ->
/// intermediateSize, n_positions -> maxPositions, layer_norm_epsilon -> layerNormEps,
/// activation_function -> hiddenAct; GPT-2 has no token types (typeVocabSize 0). A field the file
/// leaves out takes the default of Hugging Face transformers' config class for its model type, as
/// transformers itself does (BertConfig, RobertaConfig, GPT2Config).
struct ModelConfig {
    std::string modelType;                  ///< "bert", "roberta" or "gpt2".
    std::vector<std::string> architectures; ///< As listed ("BertForMaskedLM"); may be empty.
    int vocabSize = 0;
    int hiddenSize = 0;
    int numLayers = 0;
    int numHeads = 0;
    int intermediateSize = 0;
    int maxPositions = 0;
    int typeVocabSize = 0;   ///< 0 for GPT-2.
    int padTokenId = -1;     ///< -1 when the config has none (GPT-2).
    int bosTokenId = -1;     ///< -1 when none.
    int eosTokenId = -1;     ///< -1 when none.
    double layerNormEps = 0; ///< BERT 1e-12, RoBERTa and GPT-2 1e-5 as their configs say.
    std::string hiddenAct;   ///< "gelu" (erf, BERT/RoBERTa), "gelu_new" (tanh, GPT-2), or what the file says.
    std::string positionEmbeddingType = "absolute"; ///< BERT/RoBERTa's position_embedding_type.
    bool scaleAttnWeights = true;                   ///< GPT-2: scores divided by sqrt(head size).
    bool scaleAttnByInverseLayerIdx = false;        ///< GPT-2: scores also divided by layer index + 1.
    bool reorderAndUpcastAttn = false;              ///< GPT-2: attention computed in float32 (a no-op here).
    std::filesystem::path file;                     ///< The config.json read.
};

/// Reads modelDir/config.json. model_type must be bert, roberta or gpt2 (or, when the file has
/// none, an architecture whose name starts with Bert, Roberta or GPT2 says which). Errors name the
/// file and the field: FileNotFound, FileUnreadable, JsonSyntax, BadSchema (a field of the wrong
/// type, a size out of range, hidden size not a multiple of the heads), UnsupportedFormat (another
/// model type).
Result<ModelConfig> readModelConfig(const std::filesystem::path &modelDir);

/// One file that went into a model folder's content hash.
struct HashedFile {
    std::string name; ///< Its name in the folder: "config.json", "model.safetensors".
    std::uint64_t bytes = 0;
    std::uint64_t digest = 0; ///< XXH64 of its content (core/base/contenthash.h).
};

/// The content of a model folder that its vectors depend on: config.json, the weights files that
/// Weights::openFolder reads (with a shard index, the index and every shard) and the tokenizer's
/// files that are present (tokenizer.json, tokenizer_config.json, special_tokens_map.json,
/// added_tokens.json, vocab.txt, vocab.json, merges.txt). Extraction results are keyed by digest.
struct ModelFolderHash {
    std::uint64_t digest = 0;      ///< XXH64 of every file's name, size and digest, in the order of files.
    std::vector<HashedFile> files; ///< config.json, the weights files, then the tokenizer's, as listed above.
};

/// Hashes the files named above (reading each whole: about a second per GB). Errors: those of
/// weightsFilesOf; FileNotFound without config.json; FileUnreadable when a file cannot be read.
Result<ModelFolderHash> hashModelFolder(const std::filesystem::path &modelDir);

} // namespace isoscope::transformer
