#include "core/extraction/extraction.h"

#include "core/base/contenthash.h"
#include "core/extraction/checkpoint.h"
#include "core/storage/importlayoutfile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <map>
#include <new>
#include <optional>
#include <utility>

namespace isoscope::extraction {

namespace {

using Json = nlohmann::ordered_json;

// The mean over all tokens of hidden, in double.
std::vector<double> meanOfAll(const MatrixF &hidden)
{
    std::vector<double> mean(static_cast<std::size_t>(hidden.cols()), 0.0);
    for (Eigen::Index t = 0; t < hidden.rows(); ++t)
        for (Eigen::Index c = 0; c < hidden.cols(); ++c)
            mean[static_cast<std::size_t>(c)] += hidden(t, c);
    for (double &value : mean)
        value /= static_cast<double>(hidden.rows());
    return mean;
}

std::vector<double> pool(Pooling pooling, const std::vector<MatrixF> &layers)
{
    switch (pooling) {
    case Pooling::Avg: return meanOfAll(layers.front());
    case Pooling::Cls: {
        const MatrixF &hidden = layers.front();
        std::vector<double> first(static_cast<std::size_t>(hidden.cols()));
        for (Eigen::Index c = 0; c < hidden.cols(); ++c)
            first[static_cast<std::size_t>(c)] = hidden(0, c);
        return first;
    }
    case Pooling::AvgFirstLast: {
        std::vector<double> mean = meanOfAll(layers[0]);
        const std::vector<double> last = meanOfAll(layers[1]);
        for (std::size_t c = 0; c < mean.size(); ++c)
            mean[c] = (mean[c] + last[c]) / 2.0;
        return mean;
    }
    }
    return {};
}

void setRow(MatrixF &matrix, std::size_t row, const std::vector<double> &values)
{
    for (std::size_t c = 0; c < values.size(); ++c)
        matrix(static_cast<Eigen::Index>(row), static_cast<Eigen::Index>(c)) = static_cast<float>(values[c]);
}

Result<int> resolveLayer(const HiddenStateSource &source, int layer, const std::string &folder)
{
    const int count = source.layerCount();
    const int resolved = layer < 0 ? count - 1 : layer;
    if (resolved < 0 || resolved >= count)
        return makeError(ErrorCode::InvalidArgument,
                         "layer " + std::to_string(layer)
                             + " does not exist: the model has layers 0 (the embedding "
                               "output) to "
                             + std::to_string(count - 1),
                         folder);
    return resolved;
}

Json modelJson(const ModelDescription &model)
{
    const tokenizer::TokenizerConventions &c = model.tokenizer;
    Json tok;
    tok["summary"] = model.tokenizerSummary;
    tok["kind"] = c.kind;
    tok["source"] = c.source;
    tok["lowercase"] = c.lowercase;
    tok["strip_accents"] = c.stripAccents;
    tok["add_prefix_space"] = c.addPrefixSpace;
    tok["trim_offsets"] = c.trimOffsets;
    tok["special_tokens_before"] = c.specialTokensBefore;
    tok["special_tokens_after"] = c.specialTokensAfter;
    tok["notes"] = c.notes;
    Json j;
    j["folder"] = model.folder;
    j["model_type"] = model.modelType;
    j["content_hash"] = model.contentHash;
    j["tokenizer"] = std::move(tok);
    return j;
}

// Encodes a batch, feeds the model and hands each sentence's layers to use(i, encoding, layers).
template <typename Use>
Result<void> runBatch(HiddenStateSource &source, const std::vector<tokenizer::Encoding> &encodings,
                      const std::vector<int> &layers, Use &&use)
{
    std::vector<std::vector<std::int32_t>> ids;
    ids.reserve(encodings.size());
    for (const auto &encoding : encodings)
        ids.push_back(encoding.ids);
    auto states = source.hiddenStates(ids, layers);
    if (!states)
        return states.error();
    if (states->size() != encodings.size())
        return makeError(ErrorCode::CountMismatch, "the model gave hidden states for " + std::to_string(states->size())
                                                       + " of " + std::to_string(encodings.size()) + " sentences");
    for (std::size_t i = 0; i < encodings.size(); ++i)
        use(i, states.value()[i]);
    return {};
}

void tellTokens(const ExtractionOptions &options, const std::vector<tokenizer::Encoding> &encodings)
{
    if (!options.tokensFed)
        return;
    std::size_t tokens = 0;
    for (const auto &encoding : encodings)
        tokens += encoding.size();
    options.tokensFed(tokens);
}

// The checks of a sentence pooling before any sentence is fed.
Result<std::vector<int>> poolingLayers(const HiddenStateSource &source, const ExtractionOptions &options, int layer,
                                       const std::string &folder)
{
    if (options.sentencePooling == Pooling::AvgFirstLast && source.layerCount() < 2)
        return makeError(ErrorCode::InvalidArgument, "avg-first-last needs layer 1", folder);
    return options.sentencePooling == Pooling::AvgFirstLast ? std::vector<int>{1, layer} : std::vector<int>{layer};
}

// One vector per sentence, pooled as options.sentencePooling says from `layers` (poolingLayers);
// progress is told done/total as the sentences go, offset by `before` of `total`.
Result<MatrixF> poolSentences(HiddenStateSource &source, const tokenizer::Tokenizer &tokenizer,
                              const std::vector<std::string> &sentences, const ExtractionOptions &options,
                              const std::vector<int> &layers, const ProgressCallback &progress, std::size_t before,
                              std::size_t total)
{
    const auto dims = static_cast<std::size_t>(source.hiddenSize());
    MatrixF vectors(static_cast<Eigen::Index>(sentences.size()), static_cast<Eigen::Index>(dims));
    for (std::size_t first = 0; first < sentences.size(); first += options.batchSize) {
        if (!reportProgress(progress, before + first, total))
            return makeError(ErrorCode::Cancelled, "cancelled");
        const std::size_t last = std::min(sentences.size(), first + options.batchSize);
        std::vector<tokenizer::Encoding> encodings;
        for (std::size_t i = first; i < last; ++i) {
            auto encoding = tokenizer.encode(sentences[i]);
            if (encoding.size() == 0 || encoding.size() > source.maxTokens()) {
                Error error = makeError(ErrorCode::InvalidArgument,
                                        encoding.size() == 0 ? "the sentence gives no token"
                                                             : "the sentence has " + std::to_string(encoding.size())
                                                                   + " tokens; the model takes at most "
                                                                   + std::to_string(source.maxTokens()));
                error.line = i + 1;
                return error;
            }
            encodings.push_back(std::move(encoding));
        }
        auto ran = runBatch(source, encodings, layers, [&](std::size_t i, const std::vector<MatrixF> &states) {
            setRow(vectors, first + i, pool(options.sentencePooling, states));
        });
        if (!ran)
            return ran.error();
        tellTokens(options, encodings);
    }
    return vectors;
}

} // namespace

std::string_view poolingName(Pooling pooling)
{
    switch (pooling) {
    case Pooling::Avg: return "avg";
    case Pooling::Cls: return "cls";
    case Pooling::AvgFirstLast: return "avg-first-last";
    }
    return "avg";
}

std::optional<Pooling> poolingFromName(std::string_view name)
{
    for (Pooling pooling : {Pooling::Avg, Pooling::Cls, Pooling::AvgFirstLast})
        if (poolingName(pooling) == name)
            return pooling;
    return std::nullopt;
}

std::optional<std::vector<double>> wordMean(const tokenizer::Encoding &encoding, const MatrixF &hidden,
                                            std::size_t begin, std::size_t end)
{
    std::vector<double> mean(static_cast<std::size_t>(hidden.cols()), 0.0);
    std::size_t count = 0;
    for (std::size_t t = 0; t < encoding.size() && t < static_cast<std::size_t>(hidden.rows()); ++t) {
        if (encoding.specialTokenMask[t])
            continue;
        const auto [tokenBegin, tokenEnd] = encoding.offsets[t];
        if (tokenBegin >= end || tokenEnd <= begin)
            continue;
        for (Eigen::Index c = 0; c < hidden.cols(); ++c)
            mean[static_cast<std::size_t>(c)] += hidden(static_cast<Eigen::Index>(t), c);
        ++count;
    }
    if (count == 0)
        return std::nullopt;
    for (double &value : mean)
        value /= static_cast<double>(count);
    return mean;
}

Result<WordExtraction> extractWords(HiddenStateSource &source, const tokenizer::Tokenizer &tokenizer,
                                    const ModelDescription &model, const corpus::Corpus &corpus,
                                    const std::vector<std::string> &words, const ExtractionOptions &options,
                                    const std::filesystem::path &out, const ProgressCallback &progress,
                                    const std::vector<std::string> &sentences)
{
    auto layer = resolveLayer(source, options.layer, model.folder);
    if (!layer)
        return layer.error();
    if (options.batchSize == 0)
        return makeError(ErrorCode::InvalidArgument, "the batch size must be at least 1");
    if (words.empty())
        return makeError(ErrorCode::InvalidArgument, "no word to extract");
    const auto sentenceLayers = poolingLayers(source, options, layer.value(), model.folder);
    if (!sentences.empty() && !sentenceLayers)
        return sentenceLayers.error();
    // A benchmark's sentence the model cannot take (no token, or more than its positions) gets no
    // vector: the benchmark leaves its pair out and says so; the words are what this run is for.
    std::vector<std::string> pooledSentences;
    for (const std::string &sentence : sentences)
        if (const std::size_t tokens = tokenizer.encode(sentence).size(); tokens > 0 && tokens <= source.maxTokens())
            pooledSentences.push_back(sentence);
    try {
        auto plan = corpus::planContexts(corpus, words, options.contexts);
        if (!plan)
            return plan.error();

        // Every sentence is fed once, in corpus order, whatever words and reference rows use it:
        // each word's sums then run over its contexts in the same order at any batch size.
        struct Use {
            std::size_t word;
            std::size_t context;
        };
        std::map<std::uint32_t, std::vector<Use>> wordUses;
        for (std::size_t w = 0; w < plan->words.size(); ++w)
            for (std::size_t k = 0; k < plan->words[w].sentences.size(); ++k)
                wordUses[plan->words[w].sentences[k]].push_back({w, k});
        std::map<std::uint32_t, std::size_t> referenceRow;
        if (options.reference)
            for (std::size_t r = 0; r < plan->reference.size(); ++r)
                referenceRow[plan->reference[r]] = r;
        std::vector<std::uint32_t> toFeed;
        for (const auto &entry : wordUses)
            toFeed.push_back(entry.first);
        for (const auto &entry : referenceRow)
            toFeed.push_back(entry.first);
        std::sort(toFeed.begin(), toFeed.end());
        toFeed.erase(std::unique(toFeed.begin(), toFeed.end()), toFeed.end());

        const auto dims = static_cast<std::size_t>(source.hiddenSize());
        std::vector<std::vector<double>> sums(words.size(), std::vector<double>(dims, 0.0));
        std::vector<std::size_t> used(words.size(), 0);
        std::vector<std::optional<std::vector<double>>> referenceVectors(plan->reference.size());
        WordExtraction result;
        const std::size_t total = toFeed.size();
        const std::size_t grandTotal = total + pooledSentences.size(); // the progress: corpus sentences, then these
        const std::vector<int> layers{layer.value()};
        const auto addUse = [&](std::uint32_t word, const std::vector<double> &mean) {
            for (std::size_t c = 0; c < dims; ++c)
                sums[word][c] += mean[c];
            ++used[word];
        };

        // What a checkpoint kept: replayed in the order it was summed, then the sentences after it.
        std::optional<Checkpoint> checkpoint;
        std::size_t start = 0;
        if (!options.checkpoint.empty()) {
            checkpoint.emplace(options.checkpoint, options.checkpointKey, words.size(), dims);
            const std::vector<CheckpointPart> parts = checkpoint->read();
            const bool fits = std::all_of(parts.begin(), parts.end(), [&](const CheckpointPart &part) {
                return part.end <= total
                       && std::all_of(part.reference.begin(), part.reference.end(),
                                      [&](const auto &row) { return row.row < referenceVectors.size(); });
            });
            if (!fits) {
                checkpoint->remove(); // not this extraction's work after all: from the start
            } else {
                for (const CheckpointPart &part : parts) {
                    for (const auto &use : part.uses)
                        addUse(use.word, use.mean);
                    for (const auto &row : part.reference)
                        referenceVectors[row.row] = std::vector<double>(row.values.begin(), row.values.end());
                    result.sentencesTooLong += part.tooLong;
                    start = part.end;
                }
            }
        }
        result.resumedAt = start;
        CheckpointPart pending;
        pending.begin = pending.end = start;
        auto lastPart = std::chrono::steady_clock::now();
        const auto keep = [&](bool now) -> Result<void> {
            if (!checkpoint || pending.end == pending.begin)
                return {};
            const std::chrono::duration<double> since = std::chrono::steady_clock::now() - lastPart;
            if (!now && since.count() < options.checkpointSeconds)
                return {};
            if (auto written = checkpoint->write(pending); !written)
                return written.error();
            const std::uint64_t end = pending.end;
            pending = CheckpointPart{};
            pending.begin = pending.end = end;
            lastPart = std::chrono::steady_clock::now();
            return {};
        };

        for (std::size_t first = start; first < total; first += options.batchSize) {
            if (!reportProgress(progress, first, grandTotal)) {
                (void)keep(true); // what is done stays done; the cancel is what is reported
                return makeError(ErrorCode::Cancelled, "cancelled");
            }
            const std::size_t last = std::min(total, first + options.batchSize);
            std::vector<tokenizer::Encoding> encodings;
            std::vector<std::uint32_t> batch;
            for (std::size_t i = first; i < last; ++i) {
                auto encoding = tokenizer.encode(corpus.sentences[toFeed[i]]);
                if (encoding.size() > source.maxTokens()) {
                    ++result.sentencesTooLong;
                    ++pending.tooLong;
                    continue;
                }
                encodings.push_back(std::move(encoding));
                batch.push_back(toFeed[i]);
            }
            if (!encodings.empty()) {
                auto ran = runBatch(source, encodings, layers, [&](std::size_t i, const std::vector<MatrixF> &states) {
                    const std::uint32_t sentence = batch[i];
                    if (const auto uses = wordUses.find(sentence); uses != wordUses.end()) {
                        for (const Use &use : uses->second) {
                            const auto [begin, end] = plan->words[use.word].spans[use.context];
                            if (auto mean = wordMean(encodings[i], states.front(), begin, end)) {
                                addUse(static_cast<std::uint32_t>(use.word), *mean);
                                if (checkpoint)
                                    pending.uses.push_back({static_cast<std::uint32_t>(use.word), std::move(*mean)});
                            }
                        }
                    }
                    if (const auto row = referenceRow.find(sentence); row != referenceRow.end()) {
                        referenceVectors[row->second] = meanOfAll(states.front());
                        if (checkpoint) {
                            const auto &values = *referenceVectors[row->second];
                            pending.reference.push_back({static_cast<std::uint32_t>(row->second),
                                                         std::vector<float>(values.begin(), values.end())});
                        }
                    }
                });
                if (!ran) {
                    (void)keep(true);
                    return ran.error();
                }
                tellTokens(options, encodings);
            }
            pending.end = last;
            if (auto kept = keep(false); !kept)
                return kept.error();
        }

        // Words found in no usable context: missing, or (asked for) the word alone.
        std::vector<std::optional<std::vector<double>>> vectors(words.size());
        std::vector<bool> alone(words.size(), false);
        for (std::size_t w = 0; w < words.size(); ++w) {
            if (used[w] > 0) {
                std::vector<double> mean = sums[w];
                for (double &value : mean)
                    value /= static_cast<double>(used[w]);
                vectors[w] = std::move(mean);
            } else if (options.missingWordsAlone) {
                std::vector<tokenizer::Encoding> encodings{tokenizer.encode(words[w])};
                std::optional<std::vector<double>> mean;
                auto ran = runBatch(source, encodings, layers, [&](std::size_t, const std::vector<MatrixF> &states) {
                    mean = wordMean(encodings.front(), states.front(), 0, words[w].size());
                });
                if (!ran)
                    return ran.error();
                if (mean) {
                    vectors[w] = std::move(mean);
                    alone[w] = true;
                }
            }
        }
        MatrixF sentenceVectors;
        if (!pooledSentences.empty()) {
            auto pooled = poolSentences(source, tokenizer, pooledSentences, options, sentenceLayers.value(), progress,
                                        total, grandTotal);
            if (!pooled)
                return pooled.error();
            sentenceVectors = std::move(pooled).value();
        }
        if (!reportProgress(progress, grandTotal, grandTotal))
            return makeError(ErrorCode::Cancelled, "cancelled");

        std::size_t rows = 0;
        for (const auto &vector : vectors)
            rows += vector ? 1 : 0;
        result.vectors.resize(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(dims));
        Json perWord = Json::array();
        std::size_t row = 0;
        for (std::size_t w = 0; w < words.size(); ++w) {
            result.contextsAvailable.push_back(plan->words[w].available);
            Json entry;
            entry["word"] = words[w];
            entry["contexts_available"] = plan->words[w].available;
            entry["contexts_drawn"] = plan->words[w].sentences.size();
            entry["contexts_used"] = used[w];
            if (vectors[w]) {
                setRow(result.vectors, row++, *vectors[w]);
                result.words.push_back(words[w]);
                result.contextsUsed.push_back(used[w]);
                entry["vector"] = alone[w] ? "the word alone" : "contexts";
                if (alone[w])
                    result.alone.push_back(words[w]);
            } else {
                entry["vector"] = "missing";
                result.missing.push_back(words[w]);
            }
            perWord.push_back(std::move(entry));
        }
        std::size_t referenceCount = 0;
        for (const auto &vector : referenceVectors)
            referenceCount += vector ? 1 : 0;
        result.reference.resize(static_cast<Eigen::Index>(referenceCount), static_cast<Eigen::Index>(dims));
        std::size_t referenceIndex = 0;
        for (const auto &vector : referenceVectors)
            if (vector)
                setRow(result.reference, referenceIndex++, *vector);

        Json record;
        record["kind"] = "words";
        record["model"] = modelJson(model);
        record["layer"] = layer.value();
        record["layers"] = source.layerCount();
        record["word_pooling"] = "mean over the tokens whose byte span overlaps the word (special tokens "
                                 "excluded), then mean over the word's contexts";
        record["reference_pooling"] = "avg (all tokens, special tokens included)";
        record["special_tokens"] = "as the tokenizer adds them by default";
        Json corpusJson;
        corpusJson["file"] = corpus.file.string();
        corpusJson["format"] = std::string(corpus::corpusFormatName(corpus.format));
        corpusJson["content_hash"] = hexDigest(corpus.contentHash);
        corpusJson["bytes"] = corpus.bytes;
        corpusJson["sentences"] = corpus.sentences.size();
        corpusJson["headings_left_out"] = corpus.headingsLeftOut;
        corpusJson["sentences_of_allowed_length"] = plan->eligibleSentences;
        record["corpus"] = std::move(corpusJson);
        record["min_words"] = options.contexts.minWords;
        record["max_words"] = options.contexts.maxWords;
        record["contexts_wanted"] = options.contexts.contextsPerWord;
        record["case_ignored"] = options.contexts.ignoreCase;
        record["seed"] = options.contexts.seed;
        record["reference_wanted"] = options.reference ? options.contexts.referenceSentences : 0;
        record["reference_rows"] = referenceCount;
        record["sentences_too_long"] = result.sentencesTooLong;
        record["missing_words_alone"] = options.missingWordsAlone;
        record["missing"] = result.missing;
        record["alone"] = result.alone;
        record["words"] = std::move(perWord);
        if (!sentences.empty()) {
            Json sentenceJson;
            sentenceJson["count"] = pooledSentences.size();
            sentenceJson["left_out"] = sentences.size() - pooledSentences.size(); // no token, or too many
            sentenceJson["pooling"] = std::string(poolingName(options.sentencePooling));
            record["sentences"] = std::move(sentenceJson);
        }
        result.record = record.dump(1);

        ImportLayout layout;
        layout.words = result.words;
        layout.vectors = result.vectors;
        layout.reference = result.reference;
        layout.sentences = pooledSentences;
        layout.sentenceVectors = std::move(sentenceVectors);
        layout.attributes.emplace_back("isoscope_extraction", result.record);
        if (auto written = writeImportLayout(layout, out); !written)
            return written.error();
        if (checkpoint)
            checkpoint->remove();
        return result;
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory for the extraction", out.string());
    }
}

Result<MatrixF> embedSentences(HiddenStateSource &source, const tokenizer::Tokenizer &tokenizer,
                               const ModelDescription &model, const std::vector<std::string> &sentences,
                               const ExtractionOptions &options, const std::filesystem::path &out,
                               const ProgressCallback &progress)
{
    auto layer = resolveLayer(source, options.layer, model.folder);
    if (!layer)
        return layer.error();
    if (options.batchSize == 0)
        return makeError(ErrorCode::InvalidArgument, "the batch size must be at least 1");
    if (sentences.empty())
        return makeError(ErrorCode::InvalidArgument, "no sentence to embed");
    const auto layers = poolingLayers(source, options, layer.value(), model.folder);
    if (!layers)
        return layers.error();
    try {
        auto pooled =
            poolSentences(source, tokenizer, sentences, options, layers.value(), progress, 0, sentences.size());
        if (!pooled)
            return pooled.error();
        const MatrixF &vectors = pooled.value();
        if (!reportProgress(progress, sentences.size(), sentences.size()))
            return makeError(ErrorCode::Cancelled, "cancelled");

        Json record;
        record["kind"] = "sentences";
        record["model"] = modelJson(model);
        record["layer"] = layer.value();
        record["layers"] = source.layerCount();
        record["pooling"] = std::string(poolingName(options.sentencePooling));
        record["special_tokens"] = "as the tokenizer adds them by default";
        record["sentences"] = sentences.size();
        ImportLayout layout;
        layout.sentences = sentences;
        layout.sentenceVectors = vectors;
        layout.attributes.emplace_back("isoscope_extraction", record.dump(1));
        if (auto written = writeImportLayout(layout, out); !written)
            return written.error();
        return vectors;
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory for the sentence vectors", out.string());
    }
}

} // namespace isoscope::extraction
