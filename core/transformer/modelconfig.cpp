#include "core/transformer/modelconfig.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/transformer/weights.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <optional>
#include <string_view>

namespace isoscope::transformer {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// Upper bounds far above any real model, so that a corrupt number is refused before a model is
// sized by it.
constexpr std::int64_t kMaxVocabulary = 10'000'000;
constexpr std::int64_t kMaxWidth = 1 << 16;
constexpr std::int64_t kMaxLayers = 1024;
constexpr std::int64_t kMaxPositions = 1 << 20;

class ConfigReader
{
public:
    ConfigReader(const json &document, const fs::path &file) : m_document(document), m_file(file) {}

    // An integer field in [minimum, maximum]; the fallback when the field is absent. A null value
    // counts as absent only where allowNull says so (GPT-2's n_inner, pad_token_id).
    Result<int> integer(const char *key, std::int64_t fallback, std::int64_t minimum, std::int64_t maximum,
                        bool allowNull = false) const
    {
        const auto it = m_document.find(key);
        if (it == m_document.end() || (allowNull && it->is_null()))
            return int(fallback);
        if (!it->is_number_integer())
            return error(key, "is " + it->dump() + ", not an integer");
        const std::int64_t value = it->is_number_unsigned() && it->get<std::uint64_t>() > std::uint64_t(INT64_MAX)
                                       ? INT64_MAX
                                       : it->get<std::int64_t>();
        if (value < minimum || value > maximum)
            return error(key, "is " + std::to_string(value) + ", outside " + std::to_string(minimum) + " to "
                                  + std::to_string(maximum));
        return int(value);
    }

    Result<double> positive(const char *key, double fallback) const
    {
        const auto it = m_document.find(key);
        if (it == m_document.end())
            return fallback;
        if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() <= 0 || it->get<double>() >= 1)
            return error(key, "is " + it->dump() + ", not a small positive number");
        return it->get<double>();
    }

    Result<std::string> text(const char *key, std::string fallback) const
    {
        const auto it = m_document.find(key);
        if (it == m_document.end())
            return fallback;
        if (!it->is_string())
            return error(key, "is " + it->dump() + ", not a string");
        return it->get<std::string>();
    }

    Result<bool> flag(const char *key, bool fallback) const
    {
        const auto it = m_document.find(key);
        if (it == m_document.end())
            return fallback;
        if (!it->is_boolean())
            return error(key, "is " + it->dump() + ", not true or false");
        return it->get<bool>();
    }

    Error error(const char *key, const std::string &what) const
    {
        return makeError(ErrorCode::BadSchema, std::string("\"") + key + "\" " + what, m_file.string());
    }

private:
    const json &m_document;
    const fs::path &m_file;
};

// model_type, or when the file has none (configs written before transformers 3), what its first
// architecture's name says.
std::optional<std::string> modelTypeOf(const json &document)
{
    if (const auto it = document.find("model_type"); it != document.end() && it->is_string())
        return it->get<std::string>();
    if (const auto it = document.find("architectures");
        it != document.end() && it->is_array() && !it->empty() && it->front().is_string()) {
        const std::string name = it->front().get<std::string>();
        for (const auto &[prefix, type] : {std::pair{"Roberta", "roberta"}, {"Bert", "bert"}, {"GPT2", "gpt2"}}) {
            if (name.starts_with(prefix))
                return std::string(type);
        }
    }
    return std::nullopt;
}

template <typename T>
bool take(Result<T> result, T &into, std::optional<Error> &failure)
{
    if (!result) {
        if (!failure)
            failure = result.error();
        return false;
    }
    into = result.value();
    return true;
}

} // namespace

Result<ModelConfig> readModelConfig(const fs::path &modelDir)
{
    const fs::path file = modelDir / "config.json";
    auto text = readWholeFile(file);
    if (!text)
        return text.error();
    json document;
    try {
        document = json::parse(text.value());
    } catch (const json::parse_error &error) {
        return makeError(ErrorCode::JsonSyntax, error.what(), file.string());
    }
    if (!document.is_object())
        return makeError(ErrorCode::BadSchema, "not a JSON object", file.string());
    const auto type = modelTypeOf(document);
    if (!type)
        return makeError(ErrorCode::BadSchema, "no \"model_type\" (and no architecture that names it)", file.string());
    if (*type != "bert" && *type != "roberta" && *type != "gpt2")
        return makeError(ErrorCode::UnsupportedFormat,
                         "model_type \"" + *type + "\" is not one Isoscope runs (bert, roberta, gpt2)", file.string());

    ModelConfig config;
    config.file = file;
    config.modelType = *type;
    if (const auto it = document.find("architectures"); it != document.end() && !it->is_null()) {
        if (!it->is_array())
            return makeError(ErrorCode::BadSchema, "\"architectures\" is not a list", file.string());
        for (const auto &name : *it) {
            if (!name.is_string())
                return makeError(ErrorCode::BadSchema, "\"architectures\" holds " + name.dump() + ", not a name",
                                 file.string());
            config.architectures.push_back(name.get<std::string>());
        }
    }
    const ConfigReader read(document, file);
    std::optional<Error> failure;
    if (config.modelType == "gpt2") {
        take(read.integer("vocab_size", 50257, 1, kMaxVocabulary), config.vocabSize, failure);
        take(read.integer("n_embd", 768, 1, kMaxWidth), config.hiddenSize, failure);
        take(read.integer("n_layer", 12, 1, kMaxLayers), config.numLayers, failure);
        take(read.integer("n_head", 12, 1, kMaxWidth), config.numHeads, failure);
        take(read.integer("n_inner", 4 * std::int64_t(config.hiddenSize), 1, 4 * kMaxWidth, true),
             config.intermediateSize, failure);
        take(read.integer("n_positions", 1024, 1, kMaxPositions), config.maxPositions, failure);
        take(read.positive("layer_norm_epsilon", 1e-5), config.layerNormEps, failure);
        take(read.text("activation_function", "gelu_new"), config.hiddenAct, failure);
        take(read.integer("bos_token_id", 50256, 0, kMaxVocabulary, true), config.bosTokenId, failure);
        take(read.integer("eos_token_id", 50256, 0, kMaxVocabulary, true), config.eosTokenId, failure);
        take(read.integer("pad_token_id", -1, 0, kMaxVocabulary, true), config.padTokenId, failure);
        take(read.flag("scale_attn_weights", true), config.scaleAttnWeights, failure);
        take(read.flag("scale_attn_by_inverse_layer_idx", false), config.scaleAttnByInverseLayerIdx, failure);
        take(read.flag("reorder_and_upcast_attn", false), config.reorderAndUpcastAttn, failure);
        config.typeVocabSize = 0;
    } else {
        const bool roberta = config.modelType == "roberta";
        take(read.integer("vocab_size", roberta ? 50265 : 30522, 1, kMaxVocabulary), config.vocabSize, failure);
        take(read.integer("hidden_size", 768, 1, kMaxWidth), config.hiddenSize, failure);
        take(read.integer("num_hidden_layers", 12, 1, kMaxLayers), config.numLayers, failure);
        take(read.integer("num_attention_heads", 12, 1, kMaxWidth), config.numHeads, failure);
        take(read.integer("intermediate_size", 3072, 1, 4 * kMaxWidth), config.intermediateSize, failure);
        take(read.integer("max_position_embeddings", 512, 1, kMaxPositions), config.maxPositions, failure);
        take(read.integer("type_vocab_size", 2, 0, kMaxVocabulary), config.typeVocabSize, failure);
        take(read.positive("layer_norm_eps", 1e-12), config.layerNormEps, failure);
        take(read.text("hidden_act", "gelu"), config.hiddenAct, failure);
        take(read.text("position_embedding_type", "absolute"), config.positionEmbeddingType, failure);
        take(read.integer("pad_token_id", roberta ? 1 : 0, 0, kMaxVocabulary, true), config.padTokenId, failure);
        take(read.integer("bos_token_id", roberta ? 0 : -1, 0, kMaxVocabulary, true), config.bosTokenId, failure);
        take(read.integer("eos_token_id", roberta ? 2 : -1, 0, kMaxVocabulary, true), config.eosTokenId, failure);
    }
    if (failure)
        return *failure;
    if (config.hiddenSize % config.numHeads != 0)
        return makeError(ErrorCode::BadSchema,
                         "the hidden size " + std::to_string(config.hiddenSize) + " is not a multiple of the "
                             + std::to_string(config.numHeads) + " attention heads",
                         file.string());
    for (const auto &[name, id] : {std::pair{"pad_token_id", config.padTokenId},
                                   {"bos_token_id", config.bosTokenId},
                                   {"eos_token_id", config.eosTokenId}}) {
        if (id >= config.vocabSize)
            return makeError(ErrorCode::BadSchema,
                             std::string("\"") + name + "\" is " + std::to_string(id) + ", outside the vocabulary of "
                                 + std::to_string(config.vocabSize),
                             file.string());
    }
    return config;
}

Result<ModelFolderHash> hashModelFolder(const fs::path &modelDir)
{
    std::vector<fs::path> files{modelDir / "config.json"};
    auto weights = weightsFilesOf(modelDir);
    if (!weights)
        return weights.error();
    files.insert(files.end(), weights->begin(), weights->end());
    std::error_code ec;
    for (const char *name : {"tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "added_tokens.json",
                             "vocab.txt", "vocab.json", "merges.txt"}) {
        if (fs::exists(modelDir / name, ec))
            files.push_back(modelDir / name);
    }
    ModelFolderHash result;
    ContentHash whole;
    for (const fs::path &path : files) {
        auto size = regularFileSize(path);
        if (!size)
            return size.error();
        const auto digest = hashFileContent(path);
        if (!digest)
            return makeError(ErrorCode::FileUnreadable, "cannot read the file to hash it", path.string());
        HashedFile hashed{path.filename().string(), size.value(), *digest};
        const std::string line =
            hashed.name + '\t' + std::to_string(hashed.bytes) + '\t' + hexDigest(hashed.digest) + '\n';
        whole.add(line.data(), line.size());
        result.files.push_back(std::move(hashed));
    }
    result.digest = whole.digest();
    return result;
}

} // namespace isoscope::transformer
