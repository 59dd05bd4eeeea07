#include "core/extraction/extraction.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/extraction/checkpoint.h"
#include "core/storage/importlayoutfile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstring>
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

// What the record says before any sentence is fed. The keys the vectors decide are set here
// with empty values and filled by finishWords: ordered_json keeps a key where it was first set, so
// the record of a merged extraction reads as the one of a single run.
Json recordBase(const ModelDescription &model, int layer, int layers, const corpus::Corpus &corpus,
                std::size_t eligibleSentences, const ExtractionOptions &options)
{
    Json record;
    record["kind"] = "words";
    record["model"] = modelJson(model);
    record["layer"] = layer;
    record["layers"] = layers;
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
    corpusJson["sentences_of_allowed_length"] = eligibleSentences;
    record["corpus"] = std::move(corpusJson);
    record["min_words"] = options.contexts.minWords;
    record["max_words"] = options.contexts.maxWords;
    record["contexts_wanted"] = options.contexts.contextsPerWord;
    record["case_ignored"] = options.contexts.ignoreCase;
    record["seed"] = options.contexts.seed;
    record["reference_wanted"] = options.reference ? options.contexts.referenceSentences : 0;
    record["reference_rows"] = 0;
    record["sentences_too_long"] = 0;
    record["missing_words_alone"] = options.missingWordsAlone;
    record["missing"] = Json::array();
    record["alone"] = Json::array();
    record["words"] = Json::array();
    return record;
}

// What the plan says of each word: its sentences of the allowed length, and the contexts drawn.
struct WordsPlanned {
    std::vector<std::size_t> available;
    std::vector<std::size_t> drawn;
};

// What feeding the sentences gave: each word's sum over its contexts and their count, the reference
// rows, and the sentences left out for their length.
struct Accumulated {
    std::vector<std::vector<double>> sums;
    std::vector<std::size_t> used;
    std::vector<std::optional<std::vector<double>>> reference;
    std::size_t tooLong = 0;

    Accumulated(std::size_t words, std::size_t dims, std::size_t referenceRows)
        : sums(words, std::vector<double>(dims, 0.0)), used(words, 0), reference(referenceRows)
    {}
    void add(std::uint32_t word, const std::vector<double> &mean)
    {
        for (std::size_t c = 0; c < mean.size(); ++c)
            sums[word][c] += mean[c];
        ++used[word];
    }
    void replay(const CheckpointPart &part)
    {
        for (const auto &use : part.uses)
            add(use.word, use.mean);
        for (const auto &row : part.reference)
            reference[row.row] = std::vector<double>(row.values.begin(), row.values.end());
        tooLong += part.tooLong;
    }
    // Each word's mean over its contexts; nothing for a word found in none.
    std::vector<std::optional<std::vector<double>>> means() const
    {
        std::vector<std::optional<std::vector<double>>> vectors(sums.size());
        for (std::size_t w = 0; w < sums.size(); ++w) {
            if (used[w] == 0)
                continue;
            std::vector<double> mean = sums[w];
            for (double &value : mean)
                value /= static_cast<double>(used[w]);
            vectors[w] = std::move(mean);
        }
        return vectors;
    }
};

// The pooled benchmark sentences that go into the same file, with their part of the record.
struct PooledSentences {
    std::vector<std::string> sentences;
    MatrixF vectors;
    std::optional<Json> record;
};

// The result, the record and the file, from what was accumulated (and, for words found in no
// context, the vectors of the words alone where asked).
Result<WordExtraction> finishWords(const std::vector<std::string> &words, const WordsPlanned &planned,
                                   const Accumulated &accumulated,
                                   const std::vector<std::optional<std::vector<double>>> &vectors,
                                   const std::vector<bool> &alone, std::size_t dims, Json record,
                                   PooledSentences pooled, const std::filesystem::path &out)
{
    WordExtraction result;
    result.sentencesTooLong = accumulated.tooLong;
    std::size_t rows = 0;
    for (const auto &vector : vectors)
        rows += vector ? 1 : 0;
    result.vectors.resize(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(dims));
    Json perWord = Json::array();
    std::size_t row = 0;
    for (std::size_t w = 0; w < words.size(); ++w) {
        result.contextsAvailable.push_back(planned.available[w]);
        Json entry;
        entry["word"] = words[w];
        entry["contexts_available"] = planned.available[w];
        entry["contexts_drawn"] = planned.drawn[w];
        entry["contexts_used"] = accumulated.used[w];
        if (vectors[w]) {
            setRow(result.vectors, row++, *vectors[w]);
            result.words.push_back(words[w]);
            result.contextsUsed.push_back(accumulated.used[w]);
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
    for (const auto &vector : accumulated.reference)
        referenceCount += vector ? 1 : 0;
    result.reference.resize(static_cast<Eigen::Index>(referenceCount), static_cast<Eigen::Index>(dims));
    std::size_t referenceIndex = 0;
    for (const auto &vector : accumulated.reference)
        if (vector)
            setRow(result.reference, referenceIndex++, *vector);

    record["reference_rows"] = referenceCount;
    record["sentences_too_long"] = result.sentencesTooLong;
    record["missing"] = result.missing;
    record["alone"] = result.alone;
    record["words"] = std::move(perWord);
    if (pooled.record)
        record["sentences"] = std::move(*pooled.record);
    result.record = record.dump(1);

    ImportLayout layout;
    layout.words = result.words;
    layout.vectors = result.vectors;
    layout.reference = result.reference;
    layout.sentences = std::move(pooled.sentences);
    layout.sentenceVectors = std::move(pooled.vectors);
    layout.attributes.emplace_back("isoscope_extraction", result.record);
    if (auto written = writeImportLayout(layout, out); !written)
        return written.error();
    return result;
}

constexpr std::string_view kShardMagic = "ISOSCOPE-EXTRACTION-SHARD-1\n";

// The sentences (in feeding order) of shard k of n: [total k / n, total (k + 1) / n).
std::pair<std::size_t, std::size_t> shardRange(std::size_t total, std::size_t k, std::size_t n)
{
    return {total * k / n, total * (k + 1) / n};
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
    if (options.shardCount > 0 && options.shardIndex >= options.shardCount)
        return makeError(ErrorCode::InvalidArgument, "shard " + std::to_string(options.shardIndex + 1) + " of "
                                                         + std::to_string(options.shardCount) + " does not exist");
    if (options.shardCount > 0 && (options.missingWordsAlone || !sentences.empty()))
        return makeError(ErrorCode::InvalidArgument,
                         "a sharded extraction gives no word its vector alone and pools no benchmark sentence");
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
        Accumulated accumulated(words.size(), dims, plan->reference.size());
        WordsPlanned planned;
        for (const auto &w : plan->words) {
            planned.available.push_back(w.available);
            planned.drawn.push_back(w.sentences.size());
        }
        const std::size_t total = toFeed.size();
        const bool sharded = options.shardCount > 0;
        const auto [shardBegin, shardEnd] = sharded ? shardRange(total, options.shardIndex, options.shardCount)
                                                    : std::pair<std::size_t, std::size_t>{0, total};
        const std::size_t fedTotal = shardEnd - shardBegin;
        const std::size_t grandTotal = fedTotal + pooledSentences.size(); // the progress: corpus sentences, then these
        const std::vector<int> layers{layer.value()};

        // What a checkpoint kept: replayed in the order it was summed, then the sentences after it.
        std::optional<Checkpoint> checkpoint;
        std::size_t start = shardBegin;
        if (!options.checkpoint.empty() && !sharded) {
            checkpoint.emplace(options.checkpoint, options.checkpointKey, words.size(), dims);
            const std::vector<CheckpointPart> parts = checkpoint->read();
            const bool fits = std::all_of(parts.begin(), parts.end(), [&](const CheckpointPart &part) {
                return part.end <= total
                       && std::all_of(part.reference.begin(), part.reference.end(),
                                      [&](const auto &row) { return row.row < accumulated.reference.size(); });
            });
            if (!fits) {
                checkpoint->remove(); // not this extraction's work after all: from the start
            } else {
                for (const CheckpointPart &part : parts) {
                    accumulated.replay(part);
                    start = part.end;
                }
            }
        }
        std::size_t resumedAt = start - shardBegin;
        CheckpointPart pending; // what was done since the last part (a shard: all of it)
        pending.begin = pending.end = start;
        const bool keepUses = checkpoint || sharded;
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

        for (std::size_t first = start; first < shardEnd; first += options.batchSize) {
            if (!reportProgress(progress, first - shardBegin, grandTotal)) {
                (void)keep(true); // what is done stays done; the cancel is what is reported
                return makeError(ErrorCode::Cancelled, "cancelled");
            }
            const std::size_t last = std::min(shardEnd, first + options.batchSize);
            std::vector<tokenizer::Encoding> encodings;
            std::vector<std::uint32_t> batch;
            for (std::size_t i = first; i < last; ++i) {
                auto encoding = tokenizer.encode(corpus.sentences[toFeed[i]]);
                if (encoding.size() > source.maxTokens()) {
                    ++accumulated.tooLong;
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
                                accumulated.add(static_cast<std::uint32_t>(use.word), *mean);
                                if (keepUses)
                                    pending.uses.push_back({static_cast<std::uint32_t>(use.word), std::move(*mean)});
                            }
                        }
                    }
                    if (const auto row = referenceRow.find(sentence); row != referenceRow.end()) {
                        accumulated.reference[row->second] = meanOfAll(states.front());
                        if (keepUses) {
                            const auto &values = *accumulated.reference[row->second];
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

        Json record = recordBase(model, layer.value(), source.layerCount(), corpus, plan->eligibleSentences, options);
        if (sharded) { // this slice's work and what the merge needs to finish the file as one run would
            if (!reportProgress(progress, grandTotal, grandTotal))
                return makeError(ErrorCode::Cancelled, "cancelled");
            Json header;
            header["format"] = "isoscope-extraction-shard";
            header["key"] = hexDigest(options.checkpointKey);
            header["shard"] = options.shardIndex;
            header["shards"] = options.shardCount;
            header["sentences"] = total;
            header["dims"] = dims;
            header["reference_planned"] = plan->reference.size();
            header["words"] = words;
            header["available"] = planned.available;
            header["drawn"] = planned.drawn;
            header["record"] = record.dump();
            const std::string json = header.dump();
            std::string bytes(kShardMagic);
            const std::uint64_t length = json.size();
            bytes.append(reinterpret_cast<const char *>(&length), sizeof length);
            bytes += json;
            bytes += encodePart(pending, options.checkpointKey, words.size(), dims);
            if (auto written = writeFileAtomically(out, bytes); !written)
                return written.error();
            WordExtraction result;
            result.sentencesTooLong = accumulated.tooLong;
            result.shardSentences = fedTotal;
            return result;
        }

        // Words found in no usable context: missing, or (asked for) the word alone.
        std::vector<std::optional<std::vector<double>>> vectors = accumulated.means();
        std::vector<bool> alone(words.size(), false);
        for (std::size_t w = 0; w < words.size(); ++w) {
            if (vectors[w] || !options.missingWordsAlone)
                continue;
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
        PooledSentences pooled;
        if (!pooledSentences.empty()) {
            auto vectorsOf = poolSentences(source, tokenizer, pooledSentences, options, sentenceLayers.value(),
                                           progress, fedTotal, grandTotal);
            if (!vectorsOf)
                return vectorsOf.error();
            pooled.vectors = std::move(vectorsOf).value();
            Json sentenceJson;
            sentenceJson["count"] = pooledSentences.size();
            sentenceJson["left_out"] = sentences.size() - pooledSentences.size(); // no token, or too many
            sentenceJson["pooling"] = std::string(poolingName(options.sentencePooling));
            pooled.record = std::move(sentenceJson);
            pooled.sentences = pooledSentences;
        }
        if (!reportProgress(progress, grandTotal, grandTotal))
            return makeError(ErrorCode::Cancelled, "cancelled");
        auto result =
            finishWords(words, planned, accumulated, vectors, alone, dims, std::move(record), std::move(pooled), out);
        if (!result)
            return result.error();
        result->resumedAt = resumedAt;
        if (checkpoint)
            checkpoint->remove();
        return result;
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory for the extraction", out.string());
    }
}

Result<WordExtraction> mergeShards(const std::vector<std::filesystem::path> &parts, const std::filesystem::path &out)
{
    if (parts.empty())
        return makeError(ErrorCode::InvalidArgument, "no shard file to merge");
    struct Shard {
        std::filesystem::path file;
        Json header;
        CheckpointPart part;
    };
    std::vector<std::optional<Shard>> shards;
    Json first;
    const auto bad = [](const std::filesystem::path &file, const std::string &what) {
        return makeError(ErrorCode::BadSchema, what, file.string());
    };
    try {
        for (const std::filesystem::path &file : parts) {
            auto bytes = readWholeFile(file);
            if (!bytes)
                return bytes.error();
            const std::string_view all = bytes.value();
            std::uint64_t length = 0;
            if (all.substr(0, kShardMagic.size()) != kShardMagic || all.size() < kShardMagic.size() + sizeof length)
                return bad(file, "not a shard of an extraction (isoscope-cli extract --shard)");
            std::memcpy(&length, all.data() + kShardMagic.size(), sizeof length);
            const std::size_t jsonAt = kShardMagic.size() + sizeof length;
            if (length > all.size() - jsonAt)
                return bad(file, "the shard file is cut short");
            Json header = Json::parse(all.substr(jsonAt, length), nullptr, false);
            if (header.is_discarded() || !header.is_object()
                || header.value("format", "") != "isoscope-extraction-shard")
                return bad(file, "the shard file's header is damaged");
            const auto number = [&](const char *key) -> std::optional<std::size_t> {
                const auto it = header.find(key);
                if (it == header.end() || !it->is_number_unsigned())
                    return std::nullopt;
                return it->get<std::size_t>();
            };
            const auto shard = number("shard"), count = number("shards"), dims = number("dims");
            const auto words = header.find("words");
            if (!shard || !count || !dims || *count == 0 || *shard >= *count || *count > 100000 || words == header.end()
                || !words->is_array() || !header["key"].is_string())
                return bad(file, "the shard file's header is damaged");
            std::uint64_t key = 0;
            const std::string keyText = header["key"].get<std::string>();
            if (keyText.size() != 16 || std::from_chars(keyText.data(), keyText.data() + 16, key, 16).ec != std::errc())
                return bad(file, "the shard file's header is damaged");
            auto part = decodePart(all.substr(jsonAt + length), key, words->size(), *dims);
            if (!part)
                return bad(file, "the shard's vectors are damaged (its checksum or layout does not hold)");
            if (first.is_null()) {
                first = header;
                first["file"] = file.string();
                shards.resize(*count);
            } else {
                const std::string firstFile = first["file"].get<std::string>();
                for (const char *same : {"key", "shards", "sentences", "dims", "words", "available", "drawn",
                                         "reference_planned", "record"})
                    if (header[same] != first[same])
                        return bad(file, std::string("belongs to another extraction than ") + firstFile + " (its "
                                             + same + " differs: another model, corpus, word list or setting)");
            }
            if (shards[*shard])
                return bad(file, "shard " + std::to_string(*shard + 1) + " of " + std::to_string(*count)
                                     + " is given twice (also " + shards[*shard]->file.string() + ")");
            const auto [begin, end] = shardRange(first["sentences"].get<std::size_t>(), *shard, *count);
            if (part->begin != begin || part->end != end)
                return bad(file, "the shard's sentences are not its slice");
            shards[*shard] = Shard{file, std::move(header), std::move(*part)};
        }
        for (std::size_t k = 0; k < shards.size(); ++k)
            if (!shards[k])
                return makeError(ErrorCode::InvalidArgument,
                                 "shard " + std::to_string(k + 1) + " of " + std::to_string(shards.size())
                                     + " is missing (isoscope-cli extract ... --shard " + std::to_string(k + 1) + "/"
                                     + std::to_string(shards.size()) + ")");

        const std::vector<std::string> words = first["words"].get<std::vector<std::string>>();
        const std::size_t dims = first["dims"].get<std::size_t>();
        WordsPlanned planned{first["available"].get<std::vector<std::size_t>>(),
                             first["drawn"].get<std::vector<std::size_t>>()};
        const std::size_t referenceRows = first["reference_planned"].get<std::size_t>();
        if (planned.available.size() != words.size() || planned.drawn.size() != words.size())
            return bad(first["file"].get<std::string>(), "the shard file's header is damaged");
        Accumulated accumulated(words.size(), dims, referenceRows);
        for (const auto &shard : shards) {
            for (const auto &row : shard->part.reference)
                if (row.row >= referenceRows)
                    return bad(shard->file, "the shard's vectors are damaged (a reference row out of range)");
            accumulated.replay(shard->part);
        }
        Json record = Json::parse(first["record"].get<std::string>(), nullptr, false);
        if (record.is_discarded())
            return bad(first["file"].get<std::string>(), "the shard file's header is damaged");
        return finishWords(words, planned, accumulated, accumulated.means(), std::vector<bool>(words.size(), false),
                           dims, std::move(record), {}, out);
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory to merge the shards", out.string());
    } catch (const nlohmann::json::exception &) {
        return bad(parts.front(), "the shard file's header is damaged");
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
