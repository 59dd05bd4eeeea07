#pragma once

#include "core/tokenizer/models.h"
#include "core/tokenizer/tokenizer.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

// What a tokenizer is made of once read (internal to core/tokenizer): the added tokens, the
// normalizer, the pre-tokenizer, the model and the post-processor, as tokenizer.json names them.

namespace isoscope::tokenizer {

/// A token of the added vocabulary (tokenizer.json's added_tokens): matched in the text before the
/// model sees it, and given its id whole.
struct AddedToken {
    std::string content;
    std::int32_t id = 0;
    bool singleWord = false;
    bool leftStrip = false;
    bool rightStrip = false;
    bool normalized = true;
    bool special = false;
};

/// Finds added tokens as the engine does: leftmost-longest matches, left to right.
class AddedTokenMatcher
{
public:
    /// patterns[i] is what tokens[i] is matched as.
    AddedTokenMatcher(std::vector<std::string> patterns, std::vector<const AddedToken *> tokens);
    bool empty() const { return m_tokens.empty(); }

    struct Match {
        std::size_t begin = 0; ///< byte offsets in the searched text, after lstrip/rstrip
        std::size_t end = 0;
        const AddedToken *token = nullptr;
    };
    /// The matches in text (UTF-8), with single_word, lstrip and rstrip applied.
    std::vector<Match> find(std::string_view text) const;

private:
    struct Node {
        std::vector<std::pair<unsigned char, std::uint32_t>> children;
        std::int32_t terminal = -1; ///< index into m_tokens
    };
    std::vector<Node> m_nodes;
    std::vector<const AddedToken *> m_tokens;
};

/// One step of the post-processor.
struct PostStep {
    enum class Kind {
        TrimOffsets, ///< ByteLevel's and RoBERTa's trim_offsets (leading/trailing "Ġ" out of offsets)
        Template,    ///< special tokens around the sequence (BertProcessing, RobertaProcessing, TemplateProcessing)
    };
    Kind kind = Kind::Template;
    bool addPrefixSpace = false; ///< TrimOffsets: keep the first token's one leading space
    struct Piece {
        bool sequence = false;           ///< the text's tokens ($A), else special tokens:
        std::vector<std::int32_t> ids;   ///< their ids
        std::vector<std::string> tokens; ///< and strings
    };
    std::vector<Piece> pieces; ///< Template
};

struct Tokenizer::Pipeline {
    std::optional<BertNormalizerOptions> bertNormalizer;
    enum class PreTokenizer { None, Bert, ByteLevel } preTokenizer = PreTokenizer::None;
    bool byteLevelAddPrefixSpace = false;
    bool byteLevelUseRegex = true;
    std::variant<std::unique_ptr<WordPieceModel>, std::unique_ptr<BytePairModel>> model;
    std::vector<AddedToken> addedTokens;
    std::unique_ptr<AddedTokenMatcher> rawMatcher;        ///< added tokens with normalized = false
    std::unique_ptr<AddedTokenMatcher> normalizedMatcher; ///< the others, as the normalizer writes them
    std::vector<PostStep> postSteps;
    TokenizerConventions conventions;
    std::string sourceFile; ///< the file errors about the vocabulary name (tokenizer.json, vocab.txt, vocab.json)

    const TokenVocabulary &vocabulary() const;
    /// Builds the matchers from addedTokens (after the normalizer is set).
    void prepareAddedTokens();
};

/// A Tokenizer over a pipeline that the readers have checked (fills its conventions and builds its
/// added-token matchers).
Result<Tokenizer> makeTokenizer(std::shared_ptr<Tokenizer::Pipeline> pipeline);

} // namespace isoscope::tokenizer
