#pragma once

#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/corpus/corpus.h"
#include "core/tokenizer/tokenizer.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Word, reference and sentence vectors of a transformer model, as the paper extracts them
// (docs/science.md, section 10): a word's vector is the mean over its contexts of the mean of one
// layer's hidden states over the tokens that overlap the word; a reference or sentence vector is a
// pooling of one sentence's hidden states. The output is the HDF5 import layout every model reads
// (/words, /vectors, /reference, /sentences, /sentence_vectors) with the record of every
// convention in its attribute `isoscope_extraction` (JSON).

namespace isoscope::extraction {

/// How a sentence's hidden states become one vector.
enum class Pooling {
    Avg,          ///< The mean over all tokens, special tokens included (SimCSE's "avg").
    Cls,          ///< The first token of the layer, before any pooler (SimCSE's unsupervised evaluation).
    AvgFirstLast, ///< The mean of "avg" of layer 1 and "avg" of the chosen (last) layer.
};

/// "avg", "cls", "avg-first-last".
std::string_view poolingName(Pooling pooling);
std::optional<Pooling> poolingFromName(std::string_view name);

/// What extraction needs of a model: the hidden states of some layers for a batch of sentences.
/// A model gives the same numbers for a sentence whatever batch it comes in.
class HiddenStateSource
{
public:
    virtual ~HiddenStateSource() = default;
    /// The number of layers including layer 0, the embedding output (numLayers + 1).
    virtual int layerCount() const = 0;
    virtual int hiddenSize() const = 0;
    /// The longest sequence of ids the model takes (its position embeddings).
    virtual std::size_t maxTokens() const = 0;
    /// For each sequence of ids of the batch, for each of `layers`, its hidden states [tokens, hidden].
    /// Errors name the model and what went wrong; Cancelled when progress says so.
    virtual Result<std::vector<std::vector<MatrixF>>> hiddenStates(const std::vector<std::vector<std::int32_t>> &batch,
                                                                   const std::vector<int> &layers) = 0;
};

struct ExtractionOptions {
    int layer = -1;                         ///< The layer; -1 is the last. Layer 0 is the embedding output.
    Pooling sentencePooling = Pooling::Avg; ///< For /sentence_vectors (embedSentences).
    std::size_t batchSize = 32;             ///< Sentences per forward pass: changes the speed, never the numbers.
    corpus::ContextOptions contexts;
    /// A word found in no context gets the vector of the word alone (its tokens, with the special
    /// tokens the model adds, pooled like a context) and is reported as such. Otherwise it is missing.
    bool missingWordsAlone = false;
    bool reference = true; ///< Also write /reference (the avg of each reference sentence).
    /// Told the number of tokens of each batch once the model has run it (for a rate shown to the
    /// user); like the batch size, it changes nothing that is written.
    std::function<void(std::size_t tokens)> tokensFed;
    /// A folder where the work is kept as it goes (core/extraction/checkpoint.h): a run stopped by
    /// Cancel, an error or a crash continues where it stopped when run again with the same folder
    /// and key, and writes the same bytes. Removed once the file is written. Empty: nothing kept.
    std::filesystem::path checkpoint;
    std::uint64_t checkpointKey = 0; ///< The extraction's key digest, which each part and shard carries.
    double checkpointSeconds = 1.0;  ///< At most this long between parts (0: a part after every batch).
    /// Shard shardIndex of shardCount (0: not sharded): extractWords feeds only that slice of the
    /// sentences (in feeding order) and writes, instead of the vectors, a shard file that
    /// mergeShards joins with the others into the file one run writes. No checkpoint, no words
    /// alone, no benchmark sentences.
    std::size_t shardIndex = 0;
    std::size_t shardCount = 0;
};

/// The words' vectors and their record, as written.
struct WordExtraction {
    std::vector<std::string> words; ///< The rows of /vectors, in the order asked (missing ones left out).
    MatrixF vectors;
    MatrixF reference;                          ///< One row per reference sentence.
    std::vector<std::string> missing;           ///< Found in no context and not given a vector.
    std::vector<std::string> alone;             ///< Given the vector of the word alone.
    std::vector<std::size_t> contextsUsed;      ///< Per row of /vectors: the contexts its vector is the mean of.
    std::vector<std::size_t> contextsAvailable; ///< Per word asked: its sentences of allowed length.
    std::size_t sentencesTooLong = 0;           ///< Chosen sentences left out: more tokens than the model takes.
    std::size_t resumedAt = 0;      ///< Sentences (in feeding order) a checkpoint had done already; 0: from the start.
    std::size_t shardSentences = 0; ///< A shard: the sentences of its slice.
    std::string record;             ///< The JSON of every convention, as written to the file.
};

/// What the record says of the model and its tokenizer.
struct ModelDescription {
    std::string folder;
    std::string modelType;        ///< "bert", "roberta", "gpt2".
    std::string contentHash;      ///< hashModelFolder's digest, 16 hex digits.
    std::string tokenizerSummary; ///< TokenizerConventions::summary().
    tokenizer::TokenizerConventions tokenizer;
};

/// Extracts word vectors (and the reference sample) from the corpus and writes them to out in the
/// HDF5 import layout (the file is written whole under a temporary name and renamed: a cancelled or
/// failed run leaves nothing at out). `sentences` (STS-B's, say), if any, are pooled as
/// embedSentences pools them into /sentences and /sentence_vectors of the same file, but for those
/// the model cannot take (no token, more tokens than its positions), which get no row (the record
/// counts them). layer is resolved against source.layerCount(). Errors: InvalidArgument (a layer
/// out of range, batch size 0, no word), those of planContexts, of the source, WriteFailed/NoSpace,
/// Cancelled. Progress is in sentences fed to the model.
Result<WordExtraction> extractWords(HiddenStateSource &source, const tokenizer::Tokenizer &tokenizer,
                                    const ModelDescription &model, const corpus::Corpus &corpus,
                                    const std::vector<std::string> &words, const ExtractionOptions &options,
                                    const std::filesystem::path &out, const ProgressCallback &progress = {},
                                    const std::vector<std::string> &sentences = {});

/// Joins the shard files extractWords wrote (ExtractionOptions::shardCount) into out, the file a
/// single run writes, byte for byte. Each file is checked whole (its checksum) and the set is
/// checked to belong together: the same extraction key (model, corpus, words, settings) and shard
/// count, every shard present once. Errors name the file: BadSchema (not a shard file, damaged,
/// of another extraction, a shard twice), InvalidArgument (a shard missing, no file), those of
/// reading and writing.
Result<WordExtraction> mergeShards(const std::vector<std::filesystem::path> &parts, const std::filesystem::path &out);

/// One vector per sentence, pooled as options.sentencePooling says from options.layer, written to
/// out as /sentences and /sentence_vectors with the record. Errors as extractWords, and
/// InvalidArgument for an empty sentence or one with more tokens than the model takes (naming it).
Result<MatrixF> embedSentences(HiddenStateSource &source, const tokenizer::Tokenizer &tokenizer,
                               const ModelDescription &model, const std::vector<std::string> &sentences,
                               const ExtractionOptions &options, const std::filesystem::path &out,
                               const ProgressCallback &progress = {});

/// The mean over the tokens whose byte span overlaps [begin, end) (special tokens never), of
/// hidden [tokens, hidden], in double; nothing when no token overlaps.
std::optional<std::vector<double>> wordMean(const tokenizer::Encoding &encoding, const MatrixF &hidden,
                                            std::size_t begin, std::size_t end);

} // namespace isoscope::extraction
