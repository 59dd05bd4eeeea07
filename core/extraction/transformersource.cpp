#include "core/extraction/transformersource.h"

#include "core/base/contenthash.h"
#include "core/transformer/modelconfig.h"

#include <string>

namespace isoscope::extraction {

TransformerSource::TransformerSource(transformer::TransformerModel model, unsigned threads)
    : m_model(std::move(model)), m_threads(threads)
{}

Result<TransformerSource> TransformerSource::openFolder(const std::filesystem::path &modelDir, unsigned threads)
{
    auto model = transformer::TransformerModel::openFolder(modelDir);
    if (!model)
        return model.error();
    return TransformerSource(std::move(model.value()), threads);
}

int TransformerSource::layerCount() const
{
    return m_model.layerCount();
}

int TransformerSource::hiddenSize() const
{
    return m_model.hiddenSize();
}

std::size_t TransformerSource::maxTokens() const
{
    return m_model.maxTokens();
}

Result<std::vector<std::vector<MatrixF>>>
TransformerSource::hiddenStates(const std::vector<std::vector<std::int32_t>> &batch, const std::vector<int> &layers)
{
    return m_model.hiddenStates(batch, layers, m_threads);
}

Result<ExtractionModel> openExtractionModel(const std::filesystem::path &modelDir, unsigned threads)
{
    auto tokenizer = tokenizer::Tokenizer::fromFolder(modelDir);
    if (!tokenizer)
        return tokenizer.error();
    auto source = TransformerSource::openFolder(modelDir, threads);
    if (!source)
        return source.error();
    const transformer::ModelConfig &config = source->model().config();
    if (tokenizer->vocabularySize() > static_cast<std::size_t>(config.vocabSize))
        return makeError(ErrorCode::InvalidArgument,
                         "the tokenizer has " + std::to_string(tokenizer->vocabularySize())
                             + " ids but the model's embedding matrix only " + std::to_string(config.vocabSize)
                             + " rows (vocab_size in config.json): a tokenizer of another model?",
                         modelDir.string());
    auto hash = transformer::hashModelFolder(modelDir);
    if (!hash)
        return hash.error();

    ModelDescription description;
    description.folder = modelDir.string();
    description.modelType = config.modelType;
    description.contentHash = hexDigest(hash->digest);
    description.tokenizer = tokenizer->conventions();
    description.tokenizerSummary = description.tokenizer.summary();
    return ExtractionModel{std::move(source.value()), std::move(tokenizer.value()), std::move(description)};
}

void adaptContextsToModel(corpus::ContextOptions &contexts, const ExtractionModel &model)
{
    contexts.ignoreCase = model.tokenizer.conventions().lowercase;
}

} // namespace isoscope::extraction
