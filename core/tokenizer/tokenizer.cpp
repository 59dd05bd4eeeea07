#include "core/tokenizer/tokenizer.h"

#include "core/base/textcase.h"
#include "core/tokenizer/pipeline.h"
#include "core/tokenizer/unicodeclasses.h"

#include <algorithm>

namespace isoscope::tokenizer {

// ---------------------------------------------------------------------------------------------
// Added tokens

AddedTokenMatcher::AddedTokenMatcher(std::vector<std::string> patterns, std::vector<const AddedToken *> tokens)
    : m_tokens(std::move(tokens))
{
    m_nodes.emplace_back();
    for (std::size_t t = 0; t < patterns.size(); ++t) {
        std::uint32_t node = 0;
        for (const char ch : patterns[t]) {
            const auto byte = static_cast<unsigned char>(ch);
            auto &children = m_nodes[node].children;
            const auto it = std::find_if(children.begin(), children.end(),
                                         [byte](const auto &child) { return child.first == byte; });
            if (it != children.end()) {
                node = it->second;
            } else {
                const auto next = static_cast<std::uint32_t>(m_nodes.size());
                m_nodes[node].children.emplace_back(byte, next);
                m_nodes.emplace_back();
                node = next;
            }
        }
        if (node != 0 && m_nodes[node].terminal < 0)
            m_nodes[node].terminal = static_cast<std::int32_t>(t);
    }
}

namespace {

// The code point that ends at byte `end` of valid UTF-8 text (end > 0), and where it starts.
char32_t codePointBefore(std::string_view text, std::size_t end, std::size_t &start)
{
    start = end - 1;
    while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
        --start;
    const std::vector<AlignedChar> decoded = decodeUtf8(text.substr(start, end - start));
    return decoded.empty() ? 0 : decoded.front().cp;
}

char32_t codePointAt(std::string_view text, std::size_t begin, std::size_t &length)
{
    std::size_t end = begin + 1;
    while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        ++end;
    length = end - begin;
    const std::vector<AlignedChar> decoded = decodeUtf8(text.substr(begin, length));
    return decoded.empty() ? 0 : decoded.front().cp;
}

} // namespace

std::vector<AddedTokenMatcher::Match> AddedTokenMatcher::find(std::string_view text) const
{
    std::vector<Match> matches;
    std::size_t searchFrom = 0;
    std::size_t previousEnd = 0;
    while (searchFrom < text.size()) {
        // The leftmost position where a pattern starts, and the longest pattern there.
        std::size_t start = text.size();
        std::size_t stop = 0;
        std::int32_t token = -1;
        for (std::size_t s = searchFrom; s < text.size() && token < 0; ++s) {
            std::uint32_t node = 0;
            for (std::size_t k = s; k < text.size(); ++k) {
                const auto byte = static_cast<unsigned char>(text[k]);
                const auto &children = m_nodes[node].children;
                const auto it = std::find_if(children.begin(), children.end(),
                                             [byte](const auto &child) { return child.first == byte; });
                if (it == children.end())
                    break;
                node = it->second;
                if (m_nodes[node].terminal >= 0) {
                    token = m_nodes[node].terminal;
                    start = s;
                    stop = k + 1;
                }
            }
        }
        if (token < 0)
            break;
        searchFrom = stop;
        const AddedToken &added = *m_tokens[static_cast<std::size_t>(token)];
        if (added.singleWord) {
            std::size_t at = 0;
            const bool spaceBefore = start == 0 || !unicode::isWordCharacter(codePointBefore(text, start, at));
            const bool spaceAfter = stop == text.size() || !unicode::isWordCharacter(codePointAt(text, stop, at));
            if (!spaceBefore || !spaceAfter)
                continue;
        }
        if (added.leftStrip) {
            std::size_t newStart = start;
            std::size_t at = 0;
            while (newStart > 0 && unicode::isWhitespace(codePointBefore(text, newStart, at)))
                newStart = at;
            start = std::max(newStart, previousEnd);
        }
        if (added.rightStrip) {
            std::size_t length = 0;
            while (stop < text.size() && unicode::isWhitespace(codePointAt(text, stop, length)))
                stop += length;
        }
        matches.push_back({start, stop, &added});
        previousEnd = stop;
    }
    return matches;
}

// ---------------------------------------------------------------------------------------------
// Encoding

namespace {

// A piece of the text between added tokens: normalized text, or an added token's match.
struct Piece {
    NormalizedText text;
    const AddedToken *token = nullptr;
};

// A token on its way to the Encoding, its offsets in characters of the input (Hugging Face's
// char offsets, which the post-processor's trim_offsets counts in).
struct WorkToken {
    std::int32_t id = 0;
    std::string token;
    std::size_t begin = 0;
    std::size_t end = 0;
    bool special = false;
};

// Splits each piece without a token at the matches of `matcher`, dropping empty pieces.
std::vector<Piece> splitAtAddedTokens(std::vector<Piece> pieces, const AddedTokenMatcher *matcher)
{
    std::vector<Piece> result;
    for (Piece &piece : pieces) {
        if (piece.token != nullptr) {
            result.push_back(std::move(piece));
            continue;
        }
        if (piece.text.empty())
            continue;
        if (matcher == nullptr || matcher->empty()) {
            result.push_back(std::move(piece));
            continue;
        }
        const std::string utf8 = piece.text.utf8();
        const auto matches = matcher->find(utf8);
        if (matches.empty()) {
            result.push_back(std::move(piece));
            continue;
        }
        // Character index of each byte offset that starts a character (and of the end).
        std::vector<std::size_t> charAt(utf8.size() + 1, 0);
        {
            std::size_t byte = 0;
            const auto &chars = piece.text.chars();
            for (std::size_t c = 0; c < chars.size(); ++c) {
                std::string encoded;
                appendUtf8(encoded, chars[c].cp);
                for (std::size_t k = 0; k < encoded.size(); ++k)
                    charAt[byte + k] = c;
                byte += encoded.size();
            }
            charAt[utf8.size()] = chars.size();
        }
        std::size_t previous = 0;
        const auto add = [&](std::size_t beginByte, std::size_t endByte, const AddedToken *token) {
            const std::size_t first = charAt[beginByte];
            const std::size_t last = charAt[endByte];
            if (first < last)
                result.push_back({piece.text.slice(first, last), token});
        };
        for (const auto &match : matches) {
            if (previous < match.begin)
                add(previous, match.begin, nullptr);
            add(match.begin, match.end, match.token);
            previous = match.end;
        }
        if (previous != utf8.size())
            add(previous, utf8.size(), nullptr);
    }
    return result;
}

void addModelTokens(const Tokenizer::Pipeline &p, const NormalizedText &piece, std::vector<WorkToken> &out,
                    std::vector<ModelToken> &scratch)
{
    const auto &chars = piece.chars();
    if (const auto *wordPiece = std::get_if<std::unique_ptr<WordPieceModel>>(&p.model)) {
        const auto &model = **wordPiece;
        std::vector<std::pair<std::size_t, std::size_t>> words;
        if (p.preTokenizer == Tokenizer::Pipeline::PreTokenizer::Bert)
            words = bertPreTokenize(piece);
        else
            words.emplace_back(0, chars.size());
        std::vector<AlignedChar> word;
        for (const auto &[first, last] : words) {
            word.assign(chars.begin() + static_cast<std::ptrdiff_t>(first),
                        chars.begin() + static_cast<std::ptrdiff_t>(last));
            scratch.clear();
            model.tokenize(word, scratch);
            for (const ModelToken &t : scratch)
                out.push_back({t.id, model.vocabulary().token(t.id), word[t.first].begin, word[t.last - 1].end, false});
        }
        return;
    }
    const auto &model = *std::get<std::unique_ptr<BytePairModel>>(p.model);
    // ByteLevel: the prefix space (aligned to the first character, as the engine's prepend does),
    // GPT-2's pattern, then each piece's bytes.
    std::vector<AlignedChar> text;
    text.reserve(chars.size() + 1);
    if (p.byteLevelAddPrefixSpace && chars.front().cp != U' ')
        text.push_back({U' ', chars.front().begin, chars.front().end});
    text.insert(text.end(), chars.begin(), chars.end());
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    if (p.byteLevelUseRegex)
        spans = gpt2Split(text);
    else
        spans.emplace_back(0, text.size());
    std::string bytes;
    std::vector<std::uint32_t> charOfLevelByte; // the byte-level string's bytes -> characters of text
    for (const auto &[first, last] : spans) {
        bytes.clear();
        charOfLevelByte.clear();
        for (std::size_t c = first; c < last; ++c) {
            const std::size_t before = bytes.size();
            appendUtf8(bytes, text[c].cp);
            for (std::size_t k = before; k < bytes.size(); ++k) {
                const unsigned width = byteToChar()[static_cast<unsigned char>(bytes[k])] < 0x80 ? 1 : 2;
                charOfLevelByte.insert(charOfLevelByte.end(), width, static_cast<std::uint32_t>(c));
            }
        }
        scratch.clear();
        model.tokenize(bytes, scratch);
        for (const ModelToken &t : scratch)
            out.push_back({t.id, model.vocabulary().token(t.id), text[charOfLevelByte[t.first]].begin,
                           text[charOfLevelByte[t.last - 1]].end, false});
    }
}

// trim_offsets of the ByteLevel and RoBERTa post-processors, in characters: a token's leading and
// trailing "Ġ" (or whitespace) are left out of its span, except the one leading space of the first
// token that add_prefix_space put there.
void trimOffsets(std::vector<WorkToken> &tokens, bool addPrefixSpace)
{
    const auto isSpace = [](char32_t cp) { return cp == 0x120 || unicode::isWhitespace(cp); };
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        WorkToken &t = tokens[i];
        const std::vector<AlignedChar> chars = decodeUtf8(t.token);
        std::size_t leading = 0;
        while (leading < chars.size() && isSpace(chars[leading].cp))
            ++leading;
        std::size_t trailing = 0;
        while (trailing < chars.size() && isSpace(chars[chars.size() - 1 - trailing].cp))
            ++trailing;
        if (leading == 0 && trailing == 0)
            continue;
        if (leading > 0) {
            const bool first = i == 0 || t.begin == 0;
            if (first && addPrefixSpace && leading == 1)
                leading = 0;
            t.begin = std::min(t.begin + leading, t.end);
        }
        if (trailing > 0 && t.end >= trailing)
            t.end = std::max(t.end - trailing, t.begin);
    }
}

} // namespace

Tokenizer::Tokenizer(std::shared_ptr<const Pipeline> pipeline) : m_pipeline(std::move(pipeline)) {}

Encoding Tokenizer::encode(std::string_view utf8Text, bool addSpecialTokens) const
{
    const Pipeline &p = *m_pipeline;
    std::vector<AlignedChar> decoded = decodeUtf8(utf8Text);
    // Where each input character starts (and the end): byte offsets <-> character offsets.
    std::vector<std::size_t> charStart;
    charStart.reserve(decoded.size() + 1);
    for (const AlignedChar &c : decoded)
        charStart.push_back(c.begin);
    charStart.push_back(utf8Text.size());
    const auto charIndex = [&](std::size_t byte) {
        return static_cast<std::size_t>(std::lower_bound(charStart.begin(), charStart.end(), byte) - charStart.begin());
    };

    std::vector<Piece> pieces;
    pieces.push_back({NormalizedText(std::move(decoded)), nullptr});
    pieces = splitAtAddedTokens(std::move(pieces), p.rawMatcher.get());
    if (p.bertNormalizer)
        for (Piece &piece : pieces)
            if (piece.token == nullptr)
                bertNormalize(piece.text, *p.bertNormalizer);
    pieces = splitAtAddedTokens(std::move(pieces), p.normalizedMatcher.get());

    std::vector<WorkToken> tokens;
    std::vector<ModelToken> scratch;
    for (const Piece &piece : pieces) {
        if (piece.text.empty())
            continue;
        if (piece.token != nullptr) {
            const auto [begin, end] = piece.text.originalSpan(0, piece.text.size());
            tokens.push_back({piece.token->id, piece.text.utf8(), begin, end, false});
        } else {
            addModelTokens(p, piece.text, tokens, scratch);
        }
    }
    for (WorkToken &t : tokens) {
        t.begin = charIndex(t.begin);
        t.end = charIndex(t.end);
    }

    for (const PostStep &step : p.postSteps) {
        if (step.kind == PostStep::Kind::TrimOffsets) {
            trimOffsets(tokens, step.addPrefixSpace);
            continue;
        }
        if (!addSpecialTokens)
            continue;
        std::vector<WorkToken> framed;
        framed.reserve(tokens.size() + 4);
        for (const PostStep::Piece &piece : step.pieces) {
            if (piece.sequence) {
                framed.insert(framed.end(), tokens.begin(), tokens.end());
                continue;
            }
            for (std::size_t k = 0; k < piece.ids.size(); ++k)
                framed.push_back({piece.ids[k], piece.tokens[k], 0, 0, true});
        }
        tokens = std::move(framed);
    }

    Encoding encoding;
    encoding.ids.reserve(tokens.size());
    encoding.tokens.reserve(tokens.size());
    encoding.offsets.reserve(tokens.size());
    encoding.specialTokenMask.reserve(tokens.size());
    const auto byteOffset = [&](std::size_t charOffset) {
        return charStart[std::min(charOffset, charStart.size() - 1)];
    };
    for (WorkToken &t : tokens) {
        encoding.ids.push_back(t.id);
        encoding.tokens.push_back(std::move(t.token));
        encoding.offsets.emplace_back(t.special ? 0 : byteOffset(t.begin), t.special ? 0 : byteOffset(t.end));
        encoding.specialTokenMask.push_back(t.special ? 1 : 0);
    }
    return encoding;
}

const TokenVocabulary &Tokenizer::Pipeline::vocabulary() const
{
    if (const auto *wordPiece = std::get_if<std::unique_ptr<WordPieceModel>>(&model))
        return (*wordPiece)->vocabulary();
    return std::get<std::unique_ptr<BytePairModel>>(model)->vocabulary();
}

void Tokenizer::Pipeline::prepareAddedTokens()
{
    std::vector<std::string> rawPatterns;
    std::vector<const AddedToken *> rawTokens;
    std::vector<std::string> normalizedPatterns;
    std::vector<const AddedToken *> normalizedTokens;
    for (const AddedToken &token : addedTokens) {
        if (!token.normalized) {
            rawPatterns.push_back(token.content);
            rawTokens.push_back(&token);
            continue;
        }
        std::string pattern = token.content;
        if (bertNormalizer) {
            NormalizedText text(decodeUtf8(token.content));
            bertNormalize(text, *bertNormalizer);
            pattern = text.utf8();
        }
        normalizedPatterns.push_back(std::move(pattern));
        normalizedTokens.push_back(&token);
    }
    rawMatcher = std::make_unique<AddedTokenMatcher>(std::move(rawPatterns), std::move(rawTokens));
    normalizedMatcher = std::make_unique<AddedTokenMatcher>(std::move(normalizedPatterns), std::move(normalizedTokens));
}

std::size_t Tokenizer::vocabularySize() const
{
    std::size_t size = m_pipeline->vocabulary().size();
    for (const AddedToken &token : m_pipeline->addedTokens)
        if (static_cast<std::size_t>(token.id) >= m_pipeline->vocabulary().size())
            ++size;
    return size;
}

std::string_view Tokenizer::kind() const
{
    return m_pipeline->conventions.kind;
}

const TokenizerConventions &Tokenizer::conventions() const
{
    return m_pipeline->conventions;
}

std::optional<std::int32_t> Tokenizer::tokenId(std::string_view token) const
{
    for (const AddedToken &added : m_pipeline->addedTokens)
        if (added.content == token)
            return added.id;
    return m_pipeline->vocabulary().find(token);
}

std::int32_t Tokenizer::maxTokenId() const
{
    auto largest = static_cast<std::int32_t>(m_pipeline->vocabulary().size()) - 1;
    for (const AddedToken &token : m_pipeline->addedTokens)
        largest = std::max(largest, token.id);
    for (const PostStep &step : m_pipeline->postSteps)
        for (const PostStep::Piece &piece : step.pieces)
            for (const std::int32_t id : piece.ids)
                largest = std::max(largest, id);
    return largest;
}

Result<void> Tokenizer::checkFitsEmbedding(std::size_t rows, std::string_view matrixFile) const
{
    const std::int32_t largest = maxTokenId();
    if (largest < 0 || static_cast<std::size_t>(largest) < rows)
        return {};
    std::string token;
    if (static_cast<std::size_t>(largest) < m_pipeline->vocabulary().size())
        token = m_pipeline->vocabulary().token(largest);
    for (const AddedToken &added : m_pipeline->addedTokens)
        if (added.id == largest)
            token = added.content;
    return makeError(ErrorCode::DimensionMismatch,
                     "token '" + token + "' has id " + std::to_string(largest) + ", but the embedding matrix ("
                         + std::string(matrixFile) + ") has " + std::to_string(rows)
                         + " rows: the tokenizer does not belong to this model",
                     m_pipeline->sourceFile);
}

std::string TokenizerConventions::summary() const
{
    std::string text = kind + " from " + source;
    if (kind == "wordpiece") {
        text += lowercase ? ", lowercase" : ", cased";
        if (stripAccents)
            text += ", accents stripped";
    } else {
        text += addPrefixSpace ? ", prefix space" : ", no prefix space";
    }
    if (specialTokensBefore.empty() && specialTokensAfter.empty()) {
        text += ", no special tokens";
    } else {
        text += ",";
        for (const std::string &t : specialTokensBefore)
            text += " " + t;
        text += " ...";
        for (const std::string &t : specialTokensAfter)
            text += " " + t;
    }
    return text;
}

std::optional<std::size_t> invalidUtf8Offset(std::string_view text)
{
    const std::size_t offset = firstInvalidUtf8(text);
    if (offset == text.size())
        return std::nullopt;
    return offset;
}

} // namespace isoscope::tokenizer
