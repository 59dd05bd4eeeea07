#pragma once

#include "core/tokenizer/normalizedtext.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

// The two models (WordPiece, BPE) and the steps around them (BERT's normalizer and
// pre-tokenizer, GPT-2's byte-level pre-tokenizer), each as Hugging Face's engine computes it.
// Internal to core/tokenizer: tokenizer.h is the interface.

namespace isoscope::tokenizer {

struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

/// A model's vocabulary: token strings with dense ids 0..size()-1.
class TokenVocabulary
{
public:
    /// Adds a token with the next id (size()). False if the token is there already.
    bool add(std::string token);
    std::optional<std::int32_t> find(std::string_view token) const;
    const std::string &token(std::int32_t id) const { return m_tokens[static_cast<std::size_t>(id)]; }
    std::size_t size() const { return m_tokens.size(); }

private:
    std::unordered_map<std::string, std::int32_t, StringHash, std::equal_to<>> m_ids;
    std::vector<std::string> m_tokens;
};

/// A token of a model, with the span of normalized characters [first, last) it covers in the
/// word it was cut from.
struct ModelToken {
    std::int32_t id = 0;
    std::uint32_t first = 0;
    std::uint32_t last = 0;
};

/// BertNormalizer's options (tokenizer.json's normalizer, or tokenizer_config.json's
/// do_lower_case, strip_accents and tokenize_chinese_chars).
struct BertNormalizerOptions {
    bool cleanText = true;
    bool handleChineseChars = true;
    std::optional<bool> stripAccents; ///< Unset: follow lowercase.
    bool lowercase = true;
    bool stripsAccents() const { return stripAccents.value_or(lowercase); }
};

/// BertNormalizer: clean_text, handle_chinese_chars, strip_accents (NFD, nonspacing marks
/// dropped), lowercase, in that order.
void bertNormalize(NormalizedText &text, const BertNormalizerOptions &options);

/// BertPreTokenizer: splits on whitespace (dropped) and isolates each punctuation character. Gives
/// the [first, last) character spans of the words.
std::vector<std::pair<std::size_t, std::size_t>> bertPreTokenize(const NormalizedText &text);

class WordPieceModel
{
public:
    WordPieceModel(TokenVocabulary vocabulary, std::int32_t unknownId, std::string continuingPrefix,
                   std::size_t maxInputCharsPerWord);

    /// Greedy longest-match-first WordPiece of one word (its normalized characters). A word of more
    /// than maxInputCharsPerWord characters, or one that cannot be cut into vocabulary pieces, is the
    /// unknown token over the whole word.
    void tokenize(const std::vector<AlignedChar> &word, std::vector<ModelToken> &out) const;

    const TokenVocabulary &vocabulary() const { return m_vocabulary; }
    std::int32_t unknownId() const { return m_unknownId; }
    std::size_t maxInputCharsPerWord() const { return m_maxInputCharsPerWord; }

private:
    TokenVocabulary m_vocabulary;
    std::int32_t m_unknownId;
    std::string m_continuingPrefix;
    std::size_t m_maxInputCharsPerWord;
    std::size_t m_maxTokenBytes = 0;
    // The tokens that start with the continuing prefix, by what follows it.
    std::unordered_map<std::string, std::int32_t, StringHash, std::equal_to<>> m_continuing;
};

/// GPT-2's byte-to-character map: byte b is written as the character byteToChar()[b] (printable
/// bytes as themselves, the others from U+0100 on; the space is "Ġ").
const std::array<char32_t, 256> &byteToChar();

/// GPT-2's pre-tokenizer pattern, 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+,
/// as a backtracking engine matches it from left to right: the [first, last) character spans of
/// the pieces, which cover the text.
std::vector<std::pair<std::size_t, std::size_t>> gpt2Split(const std::vector<AlignedChar> &text);

class BytePairModel
{
public:
    struct Merge {
        std::int32_t left = 0;
        std::int32_t right = 0;
    };

    /// merges in rank order; every part and every merged token is in the vocabulary (checked by
    /// the reader). unknownId < 0: none (a byte without a token is dropped, as the engine does).
    BytePairModel(TokenVocabulary vocabulary, const std::vector<Merge> &merges, std::int32_t unknownId,
                  bool fuseUnknown, bool ignoreMerges);
    ~BytePairModel();
    BytePairModel(const BytePairModel &) = delete;
    BytePairModel &operator=(const BytePairModel &) = delete;

    /// The BPE of one pre-token given as bytes (the byte-level characters' bytes): symbols with the
    /// span of bytes [first, last) each covers. Results of pieces shorter than 256 bytes are kept in
    /// a cache of up to 10,000 pieces (the engine's size), shared by every thread.
    void tokenize(std::string_view bytes, std::vector<ModelToken> &out) const;

    const TokenVocabulary &vocabulary() const { return m_vocabulary; }
    std::int32_t unknownId() const { return m_unknownId; }

private:
    void merge(std::string_view bytes, std::vector<ModelToken> &out) const;

    struct MergeResult {
        std::uint32_t rank = 0;
        std::int32_t id = 0;
    };
    TokenVocabulary m_vocabulary;
    std::unordered_map<std::uint64_t, MergeResult> m_merges;
    std::array<std::int32_t, 256> m_byteIds{};
    std::int32_t m_unknownId = -1;
    bool m_fuseUnknown = false;
    bool m_ignoreMerges = false;

    struct Cache;
    std::unique_ptr<Cache> m_cache;
};

} // namespace isoscope::tokenizer
