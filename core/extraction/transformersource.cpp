#include "core/extraction/transformersource.h"

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

} // namespace isoscope::extraction
