#pragma once

#include "core/extraction/extraction.h"
#include "core/transformer/transformermodel.h"

namespace isoscope::extraction {

/// A transformer model (core/transformer/transformermodel.h) as extraction reads it.
class TransformerSource final : public HiddenStateSource
{
public:
    /// threads: 0 borrows from core's thread budget; n > 0 runs exactly n (the numbers are the same).
    explicit TransformerSource(transformer::TransformerModel model, unsigned threads = 0);

    /// Opens a model folder (TransformerModel::openFolder, with its errors).
    static Result<TransformerSource> openFolder(const std::filesystem::path &modelDir, unsigned threads = 0);

    int layerCount() const override;
    int hiddenSize() const override;
    std::size_t maxTokens() const override;
    Result<std::vector<std::vector<MatrixF>>> hiddenStates(const std::vector<std::vector<std::int32_t>> &batch,
                                                           const std::vector<int> &layers) override;

    const transformer::TransformerModel &model() const { return m_model; }

private:
    transformer::TransformerModel m_model;
    unsigned m_threads = 0;
};

} // namespace isoscope::extraction
