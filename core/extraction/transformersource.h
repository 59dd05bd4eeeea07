#pragma once

#include "core/extraction/extraction.h"
#include "core/tokenizer/tokenizer.h"
#include "core/transformer/transformermodel.h"

#include <filesystem>

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

/// A model folder as extraction uses it: its forward pass, its tokenizer and the description that goes
/// into the record of what was extracted (the folder, the model type, the folder's content hash, the
/// tokenizer's conventions).
struct ExtractionModel {
    TransformerSource source;
    tokenizer::Tokenizer tokenizer;
    ModelDescription description;
};

/// Opens modelDir for extraction: TransformerModel::openFolder, Tokenizer::fromFolder and
/// hashModelFolder (which reads every file the vectors depend on), with their errors, and
/// InvalidArgument naming the folder when the tokenizer has more ids than the model has rows in its
/// embedding matrix (a tokenizer of another model).
Result<ExtractionModel> openExtractionModel(const std::filesystem::path &modelDir, unsigned threads = 0);

/// The options of extraction for this model: contexts are matched whatever their case when the
/// tokenizer lowercases (an uncased model sees "Rose" and "rose" alike).
void adaptContextsToModel(corpus::ContextOptions &contexts, const ExtractionModel &model);

} // namespace isoscope::extraction
