#pragma once

#include "core/base/result.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// The tokenizers of the paper's transformer models, computed as Hugging Face's fast tokenizer
// (the Rust crate `tokenizers`, which transformers' AutoTokenizer uses) computes them: BERT's
// WordPiece with its basic tokenizer (cased and uncased) and GPT-2's byte-level BPE (GPT-2,
// RoBERTa), read from a model folder as the Hugging Face hub serves it. tests/reference/tokenizers
// compares every id, token and offset with the engine itself (the npm package `tokenizers`);
// docs/tokenizers.md describes the conventions and the limits.

namespace isoscope::tokenizer {

/// What encode() gives for one text.
struct Encoding {
    std::vector<std::int32_t> ids;   ///< Token ids, as the model's embedding matrix is indexed.
    std::vector<std::string> tokens; ///< The vocabulary's string of each token ("##ing", "Ġworld").
    /// Byte offsets [begin, end) of each token in the UTF-8 input, as Hugging Face's offsets (after
    /// RoBERTa's trim_offsets, which leaves a leading space out of a token's span); (0, 0) for the
    /// special tokens that the post-processor adds. Several tokens share a span when they are
    /// pieces of one character (the bytes of an emoji in byte-level BPE). A character BERT's
    /// normalizer drops (a control character, an accent) belongs to no token.
    std::vector<std::pair<std::size_t, std::size_t>> offsets;
    std::vector<std::uint8_t> specialTokenMask; ///< 1 where the post-processor added the token.

    std::size_t size() const { return ids.size(); }
};

/// Every convention that decides how a text becomes tokens: what a result's record keeps.
struct TokenizerConventions {
    std::string kind;   ///< "wordpiece" or "byte-level-bpe".
    std::string source; ///< Where it was read: "tokenizer.json" or the vocabulary files and configs.
    // WordPiece (BERT's basic tokenizer: BertNormalizer, BertPreTokenizer)
    bool lowercase = false;               ///< Text is lowercased (an uncased model).
    bool stripAccents = false;            ///< Accents are removed (NFD, nonspacing marks dropped).
    bool cleanText = false;               ///< Control characters removed, whitespace made a space.
    bool handleChineseChars = false;      ///< CJK ideographs become words of their own.
    std::string unknownToken;             ///< WordPiece's [UNK] (empty for byte-level BPE).
    std::size_t maxInputCharsPerWord = 0; ///< A longer word becomes the unknown token.
    // Byte-level BPE
    bool addPrefixSpace = false; ///< A space is put before the text, so its first word gets "Ġ".
    bool trimOffsets = false;    ///< Offsets leave leading spaces out (RoBERTa's post-processor).
    // Both
    std::vector<std::string> specialTokensBefore; ///< Added before the text by default ("[CLS]", "<s>").
    std::vector<std::string> specialTokensAfter;  ///< Added after it ("[SEP]", "</s>").
    /// Where each setting that is not in tokenizer.json came from, e.g. "lowercase: default of
    /// BertTokenizer (tokenizer_config.json has no do_lower_case)".
    std::vector<std::string> notes;

    /// One line for logs and the command line, e.g. "wordpiece from vocab.txt, lowercase, strip
    /// accents, [CLS] ... [SEP]".
    std::string summary() const;
};

class Tokenizer
{
public:
    /// Reads a model folder's tokenizer: tokenizer.json when the folder has one (every component
    /// the bert-*, roberta-* and gpt2 hub files use, in the formats tokenizers 0.x wrote them);
    /// otherwise vocab.txt (BERT) or vocab.json and merges.txt (GPT-2, RoBERTa), with
    /// tokenizer_config.json (do_lower_case, strip_accents, tokenize_chinese_chars,
    /// add_prefix_space, the special tokens) and special_tokens_map.json, and config.json's
    /// model_type ("bert", "roberta", "gpt2") to choose among them, as transformers' fast tokenizers
    /// build them. Errors name the file and what is wrong in one line: FileNotFound (no tokenizer
    /// files), JsonSyntax, BadSchema (a missing or mistyped field, a duplicate token, an id out of
    /// range, a merge of unknown tokens, an added token whose id disagrees), UnsupportedFormat (a
    /// component that is not implemented, named), InvalidUtf8, FileUnreadable.
    static Result<Tokenizer> fromFolder(const std::filesystem::path &modelDir);

    /// Reads one tokenizer.json file (as fromFolder does, without the folder's configs).
    static Result<Tokenizer> fromTokenizerJson(const std::filesystem::path &file);

    /// Tokenizes UTF-8 text; addSpecialTokens adds what the post-processor adds ([CLS] ... [SEP],
    /// <s> ... </s>; nothing for GPT-2). Never fails: text that is not valid UTF-8 is read as
    /// Node.js and Python's errors="replace" read it (each maximal invalid sequence is one U+FFFD,
    /// which BERT's normalizer removes and byte-level BPE encodes), with offsets into the bytes
    /// given. Hugging Face's engine takes only valid UTF-8: a caller that reads a file checks it
    /// with invalidUtf8Offset and reports where it is not. Thread-safe.
    Encoding encode(std::string_view utf8Text, bool addSpecialTokens = true) const;

    /// The number of ids: the model's vocabulary and the added tokens that are not in it
    /// (len(tokenizer) in transformers).
    std::size_t vocabularySize() const;

    /// "wordpiece" or "byte-level-bpe".
    std::string_view kind() const;

    const TokenizerConventions &conventions() const;

    /// The id of a token string (the vocabulary or an added token), if there is one.
    std::optional<std::int32_t> tokenId(std::string_view token) const;

    /// The largest id encode() can give.
    std::int32_t maxTokenId() const;

    /// Checks that every id fits a model's embedding matrix of `rows` rows: BadSchema naming the
    /// tokenizer's file, the largest id and its token otherwise ("vocab.json: token '<mask>' has
    /// id 50264, but the embedding matrix (model.safetensors) has 50257 rows"). `matrixFile` names
    /// the matrix's file in the message.
    Result<void> checkFitsEmbedding(std::size_t rows, std::string_view matrixFile) const;

    struct Pipeline;

private:
    explicit Tokenizer(std::shared_ptr<const Pipeline> pipeline);
    std::shared_ptr<const Pipeline> m_pipeline;

    friend Result<Tokenizer> makeTokenizer(std::shared_ptr<Pipeline> pipeline);
};

/// The byte offset of the first ill-formed UTF-8 sequence in text (an overlong form, a surrogate,
/// a code point past U+10FFFF, a stray or missing continuation byte), or std::nullopt when text is
/// valid UTF-8.
std::optional<std::size_t> invalidUtf8Offset(std::string_view text);

} // namespace isoscope::tokenizer
