// Reading a tokenizer from a model folder: tokenizer.json, or the vocabulary files with
// tokenizer_config.json, as transformers' fast tokenizers build them. Every file is hostile input:
// each check below names the file and what is wrong in one line.

#include "core/base/files.h"
#include "core/tokenizer/pipeline.h"
#include "core/tokenizer/tokenizer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace isoscope::tokenizer {

namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

// Real tokenizer files are at most a few tens of MB (multilingual vocabularies); past this a file
// is not read at all.
constexpr std::uintmax_t kMaxFileBytes = std::uintmax_t{256} << 20;
constexpr std::size_t kMaxInputCharsPerWord = 10000;
// The largest real vocabularies have about 256,000 tokens; a file that claims more than this many
// tokens or merges is refused before it takes gigabytes of memory.
constexpr std::size_t kMaxTokens = 4000000;

std::string tooMany(std::size_t count, const char *what)
{
    return "has " + std::to_string(count) + " " + what + "; at most " + std::to_string(kMaxTokens)
           + " are read (the largest real vocabularies have about 256,000)";
}

Error bad(const std::string &file, std::string what)
{
    return makeError(ErrorCode::BadSchema, std::move(what), file);
}

Error unsupported(const std::string &file, std::string what)
{
    return makeError(ErrorCode::UnsupportedFormat, std::move(what), file);
}

// The quoted form of a token in a message (the first 60 bytes of a long one).
std::string shown(std::string_view token)
{
    if (token.size() > 60)
        return "'" + std::string(token.substr(0, 60)) + "…'";
    return "'" + std::string(token) + "'";
}

Result<std::string> readTokenizerFile(const fs::path &path)
{
    auto size = regularFileSize(path);
    if (!size)
        return size.error();
    if (size.value() > kMaxFileBytes)
        return bad(path.string(), "the file has " + std::to_string(size.value() / (1u << 20))
                                      + " MB; a tokenizer file of a real model has at most a few tens of MB (limit "
                                      + std::to_string(kMaxFileBytes >> 20) + " MB)");
    return readWholeFile(path);
}

// nlohmann's SAX interface building a document that refuses an object with the same key twice
// (a vocabulary that lists a token twice would otherwise keep the last id silently).
class StrictDocument : public nlohmann::json_sax<Json>
{
public:
    Json root;
    std::string error;

    bool null() override { return put(Json(nullptr)); }
    bool boolean(bool value) override { return put(Json(value)); }
    bool number_integer(number_integer_t value) override { return put(Json(value)); }
    bool number_unsigned(number_unsigned_t value) override { return put(Json(value)); }
    bool number_float(number_float_t value, const string_t &) override { return put(Json(value)); }
    bool string(string_t &value) override { return put(Json(std::move(value))); }
    bool binary(binary_t &) override { return fail("binary values are not JSON"); }
    bool start_object(std::size_t) override
    {
        Json *object = putRef(Json::object());
        m_stack.push_back(object);
        return object != nullptr;
    }
    bool key(string_t &key) override
    {
        if (m_stack.back()->contains(key))
            return fail("the key " + shown(key) + " appears twice in one object");
        m_key = std::move(key);
        return true;
    }
    bool end_object() override
    {
        m_stack.pop_back();
        return true;
    }
    bool start_array(std::size_t) override
    {
        Json *array = putRef(Json::array());
        m_stack.push_back(array);
        return array != nullptr;
    }
    bool end_array() override
    {
        m_stack.pop_back();
        return true;
    }
    bool parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &ex) override
    {
        std::string what = ex.what();
        if (const auto at = what.find("] "); at != std::string::npos)
            what = what.substr(at + 2);
        return fail("not valid JSON (byte " + std::to_string(position) + "): " + what);
    }

private:
    bool fail(std::string what)
    {
        if (error.empty())
            error = std::move(what);
        return false;
    }
    bool put(Json value) { return putRef(std::move(value)) != nullptr; }
    Json *putRef(Json value)
    {
        // A vocabulary is one value per token, merges three per merge.
        if (++m_values > 4 * kMaxTokens) {
            fail("holds more than " + std::to_string(4 * kMaxTokens) + " values; no real tokenizer file has as many");
            return nullptr;
        }
        if (m_stack.empty()) {
            root = std::move(value);
            return &root;
        }
        Json &parent = *m_stack.back();
        if (parent.is_object()) {
            Json &slot = parent[m_key];
            slot = std::move(value);
            return &slot;
        }
        parent.push_back(std::move(value));
        return &parent.back();
    }
    std::vector<Json *> m_stack;
    std::string m_key;
    std::size_t m_values = 0;
};

Result<Json> readJson(const fs::path &path)
{
    auto text = readTokenizerFile(path);
    if (!text)
        return text.error();
    StrictDocument document;
    const bool parsed = Json::sax_parse(text.value(), &document, Json::input_format_t::json, true);
    if (!parsed) {
        const ErrorCode code =
            document.error.rfind("not valid JSON", 0) == 0 ? ErrorCode::JsonSyntax : ErrorCode::BadSchema;
        return makeError(code, document.error.empty() ? "not valid JSON" : document.error, path.string());
    }
    return std::move(document.root);
}

// Typed access to the fields of a component, with errors that say "component: field".
struct Fields {
    const Json &object;
    std::string file;
    std::string component;

    Error wrong(const std::string &field, const std::string &expected) const
    {
        return bad(file, component + ": '" + field + "' must be " + expected);
    }
    bool has(const std::string &field) const { return object.contains(field) && !object.at(field).is_null(); }
    Result<bool> boolean(const std::string &field, bool fallback) const
    {
        if (!has(field))
            return fallback;
        if (!object.at(field).is_boolean())
            return wrong(field, "true or false");
        return object.at(field).get<bool>();
    }
    /// A boolean field to read into target, fallback when it is absent or null.
    struct Flag {
        const char *name;
        bool fallback;
        bool *target;
    };
    /// Reads each flag into its target; the first field of the wrong type is the error.
    Result<void> flags(std::initializer_list<Flag> list) const
    {
        for (const Flag &flag : list) {
            auto value = boolean(flag.name, flag.fallback);
            if (!value)
                return value.error();
            *flag.target = value.value();
        }
        return {};
    }
    Result<std::optional<bool>> optionalBoolean(const std::string &field) const
    {
        if (!has(field))
            return std::optional<bool>{};
        if (!object.at(field).is_boolean())
            return wrong(field, "true, false or null");
        return std::optional<bool>(object.at(field).get<bool>());
    }
    Result<std::string> text(const std::string &field, std::optional<std::string> fallback) const
    {
        if (!has(field)) {
            if (fallback)
                return *fallback;
            return bad(file, component + " has no '" + field + "'");
        }
        if (!object.at(field).is_string())
            return wrong(field, "a string");
        return object.at(field).get<std::string>();
    }
    Result<std::uint64_t> count(const std::string &field, std::uint64_t fallback) const
    {
        if (!has(field))
            return fallback;
        if (!object.at(field).is_number_unsigned())
            return wrong(field, "a whole number of at least 0");
        return object.at(field).get<std::uint64_t>();
    }
};

// A vocabulary object {token: id}: ids must be whole numbers 0..n-1, each once.
Result<TokenVocabulary> vocabularyFromObject(const Json &object, const std::string &file, const std::string &where)
{
    if (!object.is_object())
        return bad(file, where + " must be an object of token: id");
    if (object.empty())
        return bad(file, where + " is empty");
    const std::size_t n = object.size();
    if (n > kMaxTokens)
        return bad(file, where + " " + tooMany(n, "tokens"));
    std::vector<const std::string *> byId(n, nullptr);
    for (const auto &[token, id] : object.items()) {
        if (!id.is_number_unsigned())
            return bad(file, where + ": the id of " + shown(token) + " is not a whole number of at least 0");
        const auto value = id.get<std::uint64_t>();
        if (value >= n)
            return bad(file, where + ": token " + shown(token) + " has id " + std::to_string(value) + ", but there are "
                                 + std::to_string(n) + " tokens (ids must run from 0 to " + std::to_string(n - 1)
                                 + ")");
        if (byId[value] != nullptr)
            return bad(file, where + ": tokens " + shown(*byId[value]) + " and " + shown(token) + " both have id "
                                 + std::to_string(value));
        byId[value] = &token;
    }
    TokenVocabulary vocabulary;
    for (const std::string *token : byId)
        vocabulary.add(*token);
    return vocabulary;
}

// A merge from its two parts, checked against the vocabulary (rank counts from 1 in messages).
Result<BytePairModel::Merge> checkedMerge(const TokenVocabulary &vocabulary, const std::string &left,
                                          const std::string &right, std::size_t number, const std::string &file,
                                          const std::string &where)
{
    const auto l = vocabulary.find(left);
    const auto r = vocabulary.find(right);
    const std::string name = where + " " + std::to_string(number) + " (" + shown(left + " " + right) + ")";
    if (!l)
        return bad(file, name + " names " + shown(left) + ", which is not in the vocabulary");
    if (!r)
        return bad(file, name + " names " + shown(right) + ", which is not in the vocabulary");
    if (!vocabulary.find(left + right))
        return bad(file, name + " makes " + shown(left + right) + ", which is not in the vocabulary");
    return BytePairModel::Merge{l.value(), r.value()};
}

Result<void> checkNoRepeatedMerge(const std::vector<BytePairModel::Merge> &merges, const std::string &file,
                                  const std::string &where)
{
    std::map<std::pair<std::int32_t, std::int32_t>, std::size_t> seen;
    for (std::size_t i = 0; i < merges.size(); ++i) {
        const auto [it, added] = seen.emplace(std::make_pair(merges[i].left, merges[i].right), i);
        if (!added)
            return bad(file, where + " " + std::to_string(i + 1) + " repeats " + where + " "
                                 + std::to_string(it->second + 1));
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// tokenizer.json

Result<std::unique_ptr<WordPieceModel>> wordPieceFromJson(const Fields &f)
{
    auto vocabulary =
        vocabularyFromObject(f.object.contains("vocab") ? f.object.at("vocab") : Json(), f.file, "model.vocab");
    if (!vocabulary)
        return vocabulary.error();
    auto unk = f.text("unk_token", "[UNK]");
    auto prefix = f.text("continuing_subword_prefix", "##");
    auto maxChars = f.count("max_input_chars_per_word", 100);
    if (!unk)
        return unk.error();
    if (!prefix)
        return prefix.error();
    if (!maxChars)
        return maxChars.error();
    if (maxChars.value() > kMaxInputCharsPerWord)
        return bad(f.file, "model: max_input_chars_per_word is " + std::to_string(maxChars.value()) + "; at most "
                               + std::to_string(kMaxInputCharsPerWord) + " is read (BERT's is 100)");
    const auto unkId = vocabulary->find(unk.value());
    if (!unkId)
        return bad(f.file, "model: the unknown token " + shown(unk.value()) + " is not in the vocabulary");
    return std::make_unique<WordPieceModel>(std::move(vocabulary).value(), *unkId, prefix.value(), maxChars.value());
}

Result<std::unique_ptr<BytePairModel>> bytePairFromJson(const Fields &f)
{
    auto vocabulary =
        vocabularyFromObject(f.object.contains("vocab") ? f.object.at("vocab") : Json(), f.file, "model.vocab");
    if (!vocabulary)
        return vocabulary.error();
    if (f.has("dropout")) {
        if (!f.object.at("dropout").is_number())
            return f.wrong("dropout", "a number or null");
        if (f.object.at("dropout").get<double>() != 0.0)
            return unsupported(f.file, "model: BPE dropout (random merges) is not supported; a tokenizer for "
                                       "analysis is deterministic");
    }
    for (const char *field : {"continuing_subword_prefix", "end_of_word_suffix"}) {
        auto value = f.text(field, std::string());
        if (!value)
            return value.error();
        if (!value->empty())
            return unsupported(f.file, std::string("model: a BPE ") + field + " (" + shown(value.value())
                                           + ") is not supported (GPT-2 and RoBERTa have none)");
    }
    bool byteFallback = false;
    bool fuseUnknown = false;
    bool ignoreMerges = false;
    if (auto read = f.flags({{"byte_fallback", false, &byteFallback},
                             {"fuse_unk", false, &fuseUnknown},
                             {"ignore_merges", false, &ignoreMerges}});
        !read)
        return read.error();
    if (byteFallback)
        return unsupported(f.file, "model: BPE byte_fallback is not supported (byte-level BPE needs none)");
    std::int32_t unknownId = -1;
    if (f.has("unk_token")) {
        auto unk = f.text("unk_token", std::nullopt);
        if (!unk)
            return unk.error();
        const auto id = vocabulary->find(unk.value());
        if (!id)
            return bad(f.file, "model: the unknown token " + shown(unk.value()) + " is not in the vocabulary");
        unknownId = *id;
    }
    if (!f.object.contains("merges") || !f.object.at("merges").is_array())
        return bad(f.file, "model: BPE needs 'merges', a list");
    std::vector<BytePairModel::Merge> merges;
    const Json &list = f.object.at("merges");
    if (list.size() > kMaxTokens)
        return bad(f.file, "model.merges " + tooMany(list.size(), "merges"));
    merges.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json &entry = list[i];
        std::string left;
        std::string right;
        if (entry.is_string()) { // "a b", as tokenizers before 0.20 wrote them
            const std::string text = entry.get<std::string>();
            const auto space = text.find(' ');
            if (space == std::string::npos || text.find(' ', space + 1) != std::string::npos)
                return bad(f.file, "model.merges " + std::to_string(i + 1) + " (" + shown(text)
                                       + ") is not two tokens separated by one space");
            left = text.substr(0, space);
            right = text.substr(space + 1);
        } else if (entry.is_array() && entry.size() == 2 && entry[0].is_string() && entry[1].is_string()) {
            left = entry[0].get<std::string>();
            right = entry[1].get<std::string>();
        } else {
            return bad(f.file, "model.merges " + std::to_string(i + 1) + " is neither \"a b\" nor [\"a\", \"b\"]");
        }
        auto merge = checkedMerge(vocabulary.value(), left, right, i + 1, f.file, "model.merges");
        if (!merge)
            return merge.error();
        merges.push_back(merge.value());
    }
    if (auto repeated = checkNoRepeatedMerge(merges, f.file, "model.merges"); !repeated)
        return repeated.error();
    return std::make_unique<BytePairModel>(std::move(vocabulary).value(), merges, unknownId, fuseUnknown, ignoreMerges);
}

// The type of a component, or "" for null. Models written by early versions of tokenizers have
// no "type": theirs is told by their fields, as the engine's own reader does.
std::string typeOf(const Json &component, bool isModel)
{
    if (component.is_null())
        return {};
    if (component.contains("type") && component.at("type").is_string())
        return component.at("type").get<std::string>();
    if (isModel) {
        if (component.contains("merges"))
            return "BPE";
        if (component.contains("continuing_subword_prefix") || component.contains("max_input_chars_per_word"))
            return "WordPiece";
    }
    return "?";
}

// A special token pair of BertProcessing/RobertaProcessing: ["[CLS]", 101].
Result<std::pair<std::string, std::int32_t>> specialPair(const Json &object, const std::string &field,
                                                         const std::string &file, const std::string &component)
{
    if (!object.contains(field) || !object.at(field).is_array() || object.at(field).size() != 2
        || !object.at(field)[0].is_string() || !object.at(field)[1].is_number_unsigned()
        || object.at(field)[1].get<std::uint64_t>() > 0x7FFFFFFF)
        return bad(file, component + ": '" + field + "' must be [token, id]");
    return std::make_pair(object.at(field)[0].get<std::string>(),
                          static_cast<std::int32_t>(object.at(field)[1].get<std::uint64_t>()));
}

// ByteLevel's and RobertaProcessing's trim_offsets step, when trim_offsets is true.
Result<void> trimStep(const Fields &f, std::vector<PostStep> &steps)
{
    bool trim = true;
    bool prefix = true;
    if (auto read = f.flags({{"trim_offsets", true, &trim}, {"add_prefix_space", true, &prefix}}); !read)
        return read;
    if (trim)
        steps.push_back({PostStep::Kind::TrimOffsets, prefix, {}});
    return {};
}

PostStep templateStep(const std::pair<std::string, std::int32_t> &before,
                      const std::pair<std::string, std::int32_t> &after)
{
    PostStep step;
    step.kind = PostStep::Kind::Template;
    step.pieces.push_back({false, {before.second}, {before.first}});
    step.pieces.push_back({true, {}, {}});
    step.pieces.push_back({false, {after.second}, {after.first}});
    return step;
}

Result<void> addPostProcessor(const Json &component, const std::string &file, std::vector<PostStep> &steps)
{
    const std::string type = typeOf(component, false);
    if (type.empty())
        return {};
    const std::string name = "post_processor " + type;
    if (type == "BertProcessing" || type == "RobertaProcessing") {
        auto sep = specialPair(component, "sep", file, name);
        auto cls = specialPair(component, "cls", file, name);
        if (!sep)
            return sep.error();
        if (!cls)
            return cls.error();
        if (type == "RobertaProcessing") {
            if (!component.contains("trim_offsets") || !component.contains("add_prefix_space"))
                return bad(file, name + " must say trim_offsets and add_prefix_space");
            const Fields f{component, file, name};
            if (auto trim = trimStep(f, steps); !trim)
                return trim;
        }
        steps.push_back(templateStep(cls.value(), sep.value()));
        return {};
    }
    if (type == "ByteLevel") {
        const Fields f{component, file, name};
        if (auto trim = trimStep(f, steps); !trim)
            return trim;
        return {};
    }
    if (type == "TemplateProcessing") {
        if (!component.contains("single") || !component.at("single").is_array())
            return bad(file, name + " has no 'single' list");
        const Json specials = component.contains("special_tokens") ? component.at("special_tokens") : Json::object();
        if (!specials.is_object())
            return bad(file, name + ": 'special_tokens' must be an object");
        PostStep step;
        step.kind = PostStep::Kind::Template;
        for (const Json &piece : component.at("single")) {
            if (piece.is_object() && piece.contains("Sequence")) {
                const Json &sequence = piece.at("Sequence");
                if (!sequence.is_object() || !sequence.contains("id") || sequence.at("id") != "A")
                    return bad(file, name + ": the single template's sequence must be A");
                step.pieces.push_back({true, {}, {}});
            } else if (piece.is_object() && piece.contains("SpecialToken") && piece.at("SpecialToken").is_object()
                       && piece.at("SpecialToken").contains("id") && piece.at("SpecialToken").at("id").is_string()) {
                const std::string id = piece.at("SpecialToken").at("id").get<std::string>();
                if (!specials.contains(id))
                    return bad(file, name + ": the template names " + shown(id) + ", which special_tokens lacks");
                const Json &entry = specials.at(id);
                if (!entry.is_object() || !entry.contains("ids") || !entry.contains("tokens")
                    || !entry.at("ids").is_array() || !entry.at("tokens").is_array()
                    || entry.at("ids").size() != entry.at("tokens").size() || entry.at("ids").empty())
                    return bad(file, name + ": special token " + shown(id) + " needs as many ids as tokens");
                PostStep::Piece special;
                for (std::size_t k = 0; k < entry.at("ids").size(); ++k) {
                    const Json &tid = entry.at("ids")[k];
                    const Json &token = entry.at("tokens")[k];
                    if (!tid.is_number_unsigned() || tid.get<std::uint64_t>() > 0x7FFFFFFF || !token.is_string())
                        return bad(file,
                                   name + ": special token " + shown(id) + " has an id or token of the wrong type");
                    special.ids.push_back(static_cast<std::int32_t>(tid.get<std::uint64_t>()));
                    special.tokens.push_back(token.get<std::string>());
                }
                step.pieces.push_back(std::move(special));
            } else {
                return bad(file, name + ": a piece of 'single' is neither a Sequence nor a SpecialToken");
            }
        }
        if (std::count_if(step.pieces.begin(), step.pieces.end(), [](const auto &p) { return p.sequence; }) != 1)
            return bad(file, name + ": the single template must hold the sequence once");
        steps.push_back(std::move(step));
        return {};
    }
    if (type == "Sequence") {
        if (!component.contains("processors") || !component.at("processors").is_array())
            return bad(file, name + " has no 'processors' list");
        for (const Json &inner : component.at("processors"))
            if (auto added = addPostProcessor(inner, file, steps); !added)
                return added;
        return {};
    }
    return unsupported(file, "the post-processor '" + type
                                 + "' is not supported (Isoscope reads BertProcessing, RobertaProcessing, ByteLevel, "
                                   "TemplateProcessing and Sequence)");
}

// The id the engine gives an added token: the vocabulary's, or the next free one after it.
std::int32_t engineId(const TokenVocabulary &vocabulary, const std::string &content, std::int32_t &nextFree)
{
    if (const auto id = vocabulary.find(content))
        return *id;
    return nextFree++;
}

Result<AddedToken> addedTokenFromJson(const Json &entry, const std::string &file, std::size_t index)
{
    const std::string where = "added_tokens[" + std::to_string(index) + "]";
    if (!entry.is_object())
        return bad(file, where + " is not an object");
    const Fields f{entry, file, where};
    AddedToken token;
    auto content = f.text("content", std::nullopt);
    if (!content)
        return content.error();
    if (content->empty())
        return bad(file, where + " has an empty content");
    token.content = content.value();
    if (!entry.contains("id") || !entry.at("id").is_number_unsigned()
        || entry.at("id").get<std::uint64_t>() > 0x7FFFFFFF)
        return bad(file, where + " (" + shown(token.content) + ") has no id of at least 0");
    token.id = static_cast<std::int32_t>(entry.at("id").get<std::uint64_t>());
    if (auto read = f.flags({{"single_word", false, &token.singleWord},
                             {"lstrip", false, &token.leftStrip},
                             {"rstrip", false, &token.rightStrip},
                             {"normalized", true, &token.normalized},
                             {"special", false, &token.special}});
        !read)
        return read.error();
    return token;
}

// Checks the added tokens' ids against what the engine gives them and that none is listed twice.
Result<void> checkAddedTokens(const std::vector<AddedToken> &tokens, const TokenVocabulary &vocabulary,
                              const std::string &file)
{
    std::set<std::string> seen;
    auto nextFree = static_cast<std::int32_t>(vocabulary.size());
    for (const AddedToken &token : tokens) {
        if (!seen.insert(token.content).second)
            return bad(file, "the added token " + shown(token.content) + " is listed twice");
        const std::int32_t expected = engineId(vocabulary, token.content, nextFree);
        if (token.id != expected)
            return bad(file,
                       "the added token " + shown(token.content) + " has id " + std::to_string(token.id) + ", but "
                           + (vocabulary.find(token.content) ? "the vocabulary gives it " : "the next free id is ")
                           + std::to_string(expected));
    }
    return {};
}

// The ids a post-processor gives its special tokens must be theirs.
Result<void> checkPostProcessorIds(const Tokenizer::Pipeline &p, const std::string &file)
{
    for (const PostStep &step : p.postSteps)
        for (const PostStep::Piece &piece : step.pieces)
            for (std::size_t k = 0; k < piece.ids.size(); ++k) {
                std::optional<std::int32_t> id = p.vocabulary().find(piece.tokens[k]);
                for (const AddedToken &added : p.addedTokens)
                    if (added.content == piece.tokens[k])
                        id = added.id;
                if (id && *id != piece.ids[k])
                    return bad(file, "the post-processor gives " + shown(piece.tokens[k]) + " the id "
                                         + std::to_string(piece.ids[k]) + ", but the vocabulary gives it "
                                         + std::to_string(*id));
            }
    return {};
}

// Fills the conventions that the pipeline itself says.
void describePipeline(Tokenizer::Pipeline &p)
{
    TokenizerConventions &c = p.conventions;
    if (const auto *wordPiece = std::get_if<std::unique_ptr<WordPieceModel>>(&p.model)) {
        c.kind = "wordpiece";
        c.unknownToken = (*wordPiece)->vocabulary().token((*wordPiece)->unknownId());
        c.maxInputCharsPerWord = (*wordPiece)->maxInputCharsPerWord();
    } else {
        c.kind = "byte-level-bpe";
    }
    if (p.bertNormalizer) {
        c.lowercase = p.bertNormalizer->lowercase;
        c.stripAccents = p.bertNormalizer->stripsAccents();
        c.cleanText = p.bertNormalizer->cleanText;
        c.handleChineseChars = p.bertNormalizer->handleChineseChars;
    }
    c.addPrefixSpace = p.preTokenizer == Tokenizer::Pipeline::PreTokenizer::ByteLevel && p.byteLevelAddPrefixSpace;
    c.trimOffsets = false;
    c.specialTokensBefore.clear();
    c.specialTokensAfter.clear();
    for (const PostStep &step : p.postSteps) {
        if (step.kind == PostStep::Kind::TrimOffsets) {
            c.trimOffsets = true;
            continue;
        }
        bool afterSequence = false;
        for (const PostStep::Piece &piece : step.pieces) {
            if (piece.sequence) {
                afterSequence = true;
                continue;
            }
            auto &side = afterSequence ? c.specialTokensAfter : c.specialTokensBefore;
            side.insert(side.end(), piece.tokens.begin(), piece.tokens.end());
        }
    }
}

Result<std::shared_ptr<Tokenizer::Pipeline>> pipelineFromTokenizerJson(const fs::path &path)
{
    auto document = readJson(path);
    if (!document)
        return document.error();
    const std::string file = path.string();
    const Json &root = document.value();
    if (!root.is_object())
        return bad(file, "a tokenizer.json must be a JSON object");
    if (root.contains("version") && !(root.at("version").is_string() && root.at("version") == "1.0"))
        return unsupported(file,
                           "version " + root.at("version").dump() + " (Isoscope reads tokenizer.json version 1.0)");
    auto p = std::make_shared<Tokenizer::Pipeline>();
    p->sourceFile = file;
    p->conventions.source = "tokenizer.json";

    // model
    if (!root.contains("model") || !root.at("model").is_object())
        return bad(file, "there is no model");
    const Json &model = root.at("model");
    const std::string modelType = typeOf(model, true);
    if (modelType == "WordPiece") {
        auto wp = wordPieceFromJson({model, file, "model"});
        if (!wp)
            return wp.error();
        p->model = std::move(wp).value();
    } else if (modelType == "BPE") {
        auto bpe = bytePairFromJson({model, file, "model"});
        if (!bpe)
            return bpe.error();
        p->model = std::move(bpe).value();
    } else {
        return unsupported(file, "the model '" + modelType
                                     + "' is not supported (Isoscope reads WordPiece, as BERT has, and byte-level "
                                       "BPE, as GPT-2 and RoBERTa have)");
    }
    const bool wordPiece = modelType == "WordPiece";

    // normalizer
    const Json normalizer = root.contains("normalizer") ? root.at("normalizer") : Json();
    const std::string normalizerType = typeOf(normalizer, false);
    if (normalizerType == "BertNormalizer" && wordPiece) {
        const Fields f{normalizer, file, "normalizer BertNormalizer"};
        BertNormalizerOptions options;
        auto strip = f.optionalBoolean("strip_accents");
        if (!strip)
            return strip.error();
        options.stripAccents = strip.value();
        if (auto read = f.flags({{"clean_text", true, &options.cleanText},
                                 {"handle_chinese_chars", true, &options.handleChineseChars},
                                 {"lowercase", true, &options.lowercase}});
            !read)
            return read.error();
        p->bertNormalizer = options;
    } else if (!normalizerType.empty()) {
        return unsupported(file, "the normalizer '" + normalizerType + "' is not supported with a "
                                     + (wordPiece ? "WordPiece model (BERT's is BertNormalizer)"
                                                  : "byte-level BPE model (GPT-2 and RoBERTa have none)"));
    }

    // pre_tokenizer
    const Json pre = root.contains("pre_tokenizer") ? root.at("pre_tokenizer") : Json();
    const std::string preType = typeOf(pre, false);
    if (preType == "BertPreTokenizer" && wordPiece) {
        p->preTokenizer = Tokenizer::Pipeline::PreTokenizer::Bert;
    } else if (preType == "ByteLevel" && !wordPiece) {
        const Fields f{pre, file, "pre_tokenizer ByteLevel"};
        if (auto read = f.flags(
                {{"add_prefix_space", true, &p->byteLevelAddPrefixSpace}, {"use_regex", true, &p->byteLevelUseRegex}});
            !read)
            return read.error();
        p->preTokenizer = Tokenizer::Pipeline::PreTokenizer::ByteLevel;
    } else if (!(preType.empty() && wordPiece)) {
        return unsupported(file, "the pre-tokenizer '" + (preType.empty() ? std::string("none") : preType)
                                     + "' is not supported with a "
                                     + (wordPiece ? "WordPiece model (BERT's is "
                                                    "BertPreTokenizer)"
                                                  : "BPE model (byte-level BPE needs "
                                                    "the ByteLevel pre-tokenizer)"));
    }

    // added_tokens
    if (root.contains("added_tokens") && !root.at("added_tokens").is_null()) {
        if (!root.at("added_tokens").is_array())
            return bad(file, "'added_tokens' must be a list");
        std::size_t index = 0;
        for (const Json &entry : root.at("added_tokens")) {
            auto token = addedTokenFromJson(entry, file, index++);
            if (!token)
                return token.error();
            p->addedTokens.push_back(std::move(token).value());
        }
    }
    if (auto checked = checkAddedTokens(p->addedTokens, p->vocabulary(), file); !checked)
        return checked.error();

    // post_processor
    if (auto post =
            addPostProcessor(root.contains("post_processor") ? root.at("post_processor") : Json(), file, p->postSteps);
        !post)
        return post.error();
    if (auto ids = checkPostProcessorIds(*p, file); !ids)
        return ids.error();

    for (const char *ignored : {"truncation", "padding"})
        if (root.contains(ignored) && !root.at(ignored).is_null())
            p->conventions.notes.push_back(std::string("tokenizer.json's ") + ignored
                                           + " is not applied (transformers does not apply it unless asked)");
    return p;
}

// ---------------------------------------------------------------------------------------------
// The vocabulary files and the configs

// A special token of tokenizer_config.json or special_tokens_map.json: "text" or
// {"content": "text", "lstrip": ..., ...}.
struct SpecialTokenSetting {
    std::string content;
    bool leftStrip = false;
    bool rightStrip = false;
    bool singleWord = false;
    std::optional<bool> normalized;
};

struct FolderConfig {
    std::string modelType;      ///< config.json's model_type
    std::string tokenizerClass; ///< tokenizer_config.json's tokenizer_class
    Json tokenizerConfig = Json::object();
    std::string tokenizerConfigFile;
    Json specialTokensMap = Json::object();
    std::string specialTokensMapFile;

    // "bert", "roberta", "gpt2", or "" when neither file says
    std::string family() const
    {
        std::string name = tokenizerClass;
        for (char &ch : name)
            ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        if (name.rfind("bert", 0) == 0)
            return "bert";
        if (name.rfind("roberta", 0) == 0)
            return "roberta";
        if (name.rfind("gpt2", 0) == 0)
            return "gpt2";
        if (modelType == "bert" || modelType == "roberta" || modelType == "gpt2")
            return modelType;
        return {};
    }
};

Result<std::optional<SpecialTokenSetting>> specialToken(const FolderConfig &config, const std::string &key)
{
    for (const auto &[document, file] : {std::pair{&config.tokenizerConfig, &config.tokenizerConfigFile},
                                         std::pair{&config.specialTokensMap, &config.specialTokensMapFile}}) {
        if (!document->contains(key) || document->at(key).is_null())
            continue;
        const Json &value = document->at(key);
        SpecialTokenSetting setting;
        if (value.is_string()) {
            setting.content = value.get<std::string>();
        } else if (value.is_object() && value.contains("content") && value.at("content").is_string()) {
            const Fields f{value, *file, key};
            setting.content = value.at("content").get<std::string>();
            auto normalized = f.optionalBoolean("normalized");
            if (!normalized)
                return normalized.error();
            setting.normalized = normalized.value();
            if (auto read = f.flags({{"lstrip", false, &setting.leftStrip},
                                     {"rstrip", false, &setting.rightStrip},
                                     {"single_word", false, &setting.singleWord}});
                !read)
                return read.error();
        } else {
            return bad(*file, "'" + key + "' must be a token or an object with its content");
        }
        if (setting.content.empty())
            return bad(*file, "'" + key + "' is empty");
        return std::optional<SpecialTokenSetting>(setting);
    }
    return std::optional<SpecialTokenSetting>{};
}

// A boolean setting of tokenizer_config.json, if it says one.
Result<std::optional<bool>> configFlag(const FolderConfig &config, const std::string &key)
{
    if (!config.tokenizerConfig.contains(key) || config.tokenizerConfig.at(key).is_null())
        return std::optional<bool>{};
    if (!config.tokenizerConfig.at(key).is_boolean())
        return bad(config.tokenizerConfigFile, "'" + key + "' must be true or false");
    return std::optional<bool>(config.tokenizerConfig.at(key).get<bool>());
}

// Reads tokenizer_config.json's boolean settings, each into its target (unset when not said).
Result<void> configFlags(const FolderConfig &config,
                         std::initializer_list<std::pair<const char *, std::optional<bool> *>> flags)
{
    for (const auto &[key, target] : flags) {
        auto value = configFlag(config, key);
        if (!value)
            return value.error();
        *target = value.value();
    }
    return {};
}

// Reads text as UTF-8 lines the way Python's open(..., encoding="utf-8") does (universal newlines:
// \n, \r\n and \r end a line). The last element is what follows the last line end ("" when the
// file ends with one).
Result<std::vector<std::string>> utf8Lines(const std::string &text, const std::string &file)
{
    if (const auto count = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); count > kMaxTokens)
        return bad(file, tooMany(count, "lines"));
    if (const auto bad = invalidUtf8Offset(text)) {
        const std::size_t line = 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + *bad, '\n'));
        return makeError(ErrorCode::InvalidUtf8, "not valid UTF-8 (byte " + std::to_string(*bad) + ")", file, line);
    }
    std::vector<std::string> lines(1);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' || text[i] == '\r') {
            if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            lines.emplace_back();
        } else {
            lines.back() += text[i];
        }
    }
    return lines;
}

Result<TokenVocabulary> readVocabTxt(const fs::path &path)
{
    auto text = readTokenizerFile(path);
    if (!text)
        return text.error();
    const std::string file = path.string();
    auto lines = utf8Lines(text.value(), file);
    if (!lines)
        return lines.error();
    if (lines->back().empty())
        lines->pop_back(); // the end of the last line
    if (lines->empty())
        return makeError(ErrorCode::EmptyFile, "the vocabulary is empty", file);
    TokenVocabulary vocabulary;
    std::map<std::string_view, std::size_t> lineOf;
    for (std::size_t i = 0; i < lines->size(); ++i) {
        const std::string &token = (lines.value())[i];
        if (const auto it = lineOf.find(token); it != lineOf.end())
            return makeError(ErrorCode::BadSchema,
                             "repeats the token " + shown(token) + " of line " + std::to_string(it->second + 1), file,
                             i + 1);
        lineOf.emplace(token, i);
        vocabulary.add(token);
    }
    return vocabulary;
}

// A special token in the added vocabulary, as transformers adds the special tokens of a tokenizer
// built from its vocabulary files (special, not normalized unless the config says).
AddedToken specialAddedToken(const SpecialTokenSetting &setting, const TokenVocabulary &vocabulary,
                             std::int32_t &nextFree)
{
    AddedToken token;
    token.content = setting.content;
    token.id = engineId(vocabulary, setting.content, nextFree);
    token.special = true;
    token.normalized = setting.normalized.value_or(false);
    token.leftStrip = setting.leftStrip;
    token.rightStrip = setting.rightStrip;
    token.singleWord = setting.singleWord;
    return token;
}

// The special tokens of a family, in transformers' order (bos, eos, unk, sep, pad, cls, mask), with
// each class's defaults where the configs say nothing.
Result<std::map<std::string, SpecialTokenSetting>> specialTokens(const FolderConfig &config, const std::string &family)
{
    std::vector<std::pair<std::string, std::optional<SpecialTokenSetting>>> defaults;
    const auto token = [](std::string content, bool lstrip = false) {
        SpecialTokenSetting s;
        s.content = std::move(content);
        s.leftStrip = lstrip;
        return std::optional<SpecialTokenSetting>(s);
    };
    if (family == "bert")
        defaults = {{"bos_token", {}},
                    {"eos_token", {}},
                    {"unk_token", token("[UNK]")},
                    {"sep_token", token("[SEP]")},
                    {"pad_token", token("[PAD]")},
                    {"cls_token", token("[CLS]")},
                    {"mask_token", token("[MASK]")}};
    else if (family == "roberta")
        defaults = {{"bos_token", token("<s>")},          {"eos_token", token("</s>")},  {"unk_token", token("<unk>")},
                    {"sep_token", token("</s>")},         {"pad_token", token("<pad>")}, {"cls_token", token("<s>")},
                    {"mask_token", token("<mask>", true)}};
    else
        defaults = {{"bos_token", token("<|endoftext|>")},
                    {"eos_token", token("<|endoftext|>")},
                    {"unk_token", token("<|endoftext|>")},
                    {"sep_token", {}},
                    {"pad_token", {}},
                    {"cls_token", {}},
                    {"mask_token", {}}};
    std::map<std::string, SpecialTokenSetting> result;
    for (auto &[key, fallback] : defaults) {
        auto configured = specialToken(config, key);
        if (!configured)
            return configured.error();
        if (configured.value())
            result[key] = *configured.value();
        else if (fallback)
            result[key] = *fallback;
    }
    return result;
}

// The added tokens of a tokenizer built from vocabulary files: the special tokens in transformers'
// order, each once.
std::vector<AddedToken> specialAddedTokens(const std::map<std::string, SpecialTokenSetting> &specials,
                                           const TokenVocabulary &vocabulary)
{
    std::vector<AddedToken> tokens;
    auto nextFree = static_cast<std::int32_t>(vocabulary.size());
    for (const char *key :
         {"bos_token", "eos_token", "unk_token", "sep_token", "pad_token", "cls_token", "mask_token"}) {
        const auto it = specials.find(key);
        if (it == specials.end())
            continue;
        if (std::any_of(tokens.begin(), tokens.end(),
                        [&](const AddedToken &t) { return t.content == it->second.content; }))
            continue;
        tokens.push_back(specialAddedToken(it->second, vocabulary, nextFree));
    }
    return tokens;
}

std::int32_t addedOrVocabularyId(const Tokenizer::Pipeline &p, const std::string &token)
{
    for (const AddedToken &added : p.addedTokens)
        if (added.content == token)
            return added.id;
    return p.vocabulary().find(token).value_or(-1);
}

Result<std::shared_ptr<Tokenizer::Pipeline>> bertFromVocabTxt(const fs::path &dir, const FolderConfig &config)
{
    const fs::path vocabPath = dir / "vocab.txt";
    auto vocabulary = readVocabTxt(vocabPath);
    if (!vocabulary)
        return vocabulary.error();
    auto p = std::make_shared<Tokenizer::Pipeline>();
    p->sourceFile = vocabPath.string();
    p->conventions.source = "vocab.txt";
    auto specials = specialTokens(config, "bert");
    if (!specials)
        return specials.error();
    const std::string unk = specials->at("unk_token").content;
    const auto unkId = vocabulary->find(unk);
    if (!unkId)
        return bad(p->sourceFile, "the unknown token " + shown(unk) + " is not in the vocabulary");

    BertNormalizerOptions options;
    std::optional<bool> lower;
    std::optional<bool> chinese;
    if (auto read = configFlags(config, {{"do_lower_case", &lower},
                                         {"strip_accents", &options.stripAccents},
                                         {"tokenize_chinese_chars", &chinese}});
        !read)
        return read.error();
    options.lowercase = lower.value_or(true);
    options.handleChineseChars = chinese.value_or(true);
    p->bertNormalizer = options;
    if (!lower)
        p->conventions.notes.push_back(
            "lowercase: BertTokenizer's default, as no tokenizer_config.json says do_lower_case (a cased model's "
            "folder must say do_lower_case: false)");
    p->preTokenizer = Tokenizer::Pipeline::PreTokenizer::Bert;
    p->addedTokens = specialAddedTokens(specials.value(), vocabulary.value());
    p->model = std::make_unique<WordPieceModel>(std::move(vocabulary).value(), *unkId, "##", 100);
    const std::string cls = specials->at("cls_token").content;
    const std::string sep = specials->at("sep_token").content;
    p->postSteps.push_back(templateStep({cls, addedOrVocabularyId(*p, cls)}, {sep, addedOrVocabularyId(*p, sep)}));
    return p;
}

Result<std::vector<BytePairModel::Merge>> readMergesTxt(const fs::path &path, const TokenVocabulary &vocabulary,
                                                        std::vector<std::string> &notes)
{
    auto text = readTokenizerFile(path);
    if (!text)
        return text.error();
    const std::string file = path.string();
    auto lines = utf8Lines(text.value(), file);
    if (!lines)
        return lines.error();
    // transformers' GPT2Tokenizer reads read().split("\n")[1:-1]: the first line (the "#version"
    // header) and whatever follows the last line end are not merges.
    if (!lines->front().starts_with("#version"))
        notes.push_back("merges.txt's first line is not a '#version' header; it is skipped as transformers skips it");
    if (!lines->back().empty())
        notes.push_back("merges.txt does not end with a line end; its last line is skipped as transformers skips it");
    std::vector<BytePairModel::Merge> merges;
    for (std::size_t i = 1; i + 1 < lines->size(); ++i) {
        const std::string &line = (lines.value())[i];
        const auto space = line.find(' ');
        if (space == std::string::npos || space == 0 || space + 1 == line.size()
            || line.find(' ', space + 1) != std::string::npos)
            return makeError(ErrorCode::BadSchema, "expected two tokens separated by one space, found " + shown(line),
                             file, i + 1);
        auto merge = checkedMerge(vocabulary, line.substr(0, space), line.substr(space + 1), i + 1, file, "line");
        if (!merge)
            return merge.error();
        merges.push_back(merge.value());
    }
    if (auto repeated = checkNoRepeatedMerge(merges, file, "merge"); !repeated)
        return repeated.error();
    return merges;
}

Result<std::shared_ptr<Tokenizer::Pipeline>> bytePairFromVocabJson(const fs::path &dir, const FolderConfig &config,
                                                                   const std::string &family)
{
    const fs::path vocabPath = dir / "vocab.json";
    auto document = readJson(vocabPath);
    if (!document)
        return document.error();
    auto vocabulary = vocabularyFromObject(document.value(), vocabPath.string(), "the vocabulary");
    if (!vocabulary)
        return vocabulary.error();
    auto p = std::make_shared<Tokenizer::Pipeline>();
    p->sourceFile = vocabPath.string();
    p->conventions.source = "vocab.json + merges.txt";
    auto merges = readMergesTxt(dir / "merges.txt", vocabulary.value(), p->conventions.notes);
    if (!merges)
        return merges.error();
    auto specials = specialTokens(config, family);
    if (!specials)
        return specials.error();
    auto prefix = configFlag(config, "add_prefix_space");
    if (!prefix)
        return prefix.error();
    p->preTokenizer = Tokenizer::Pipeline::PreTokenizer::ByteLevel;
    p->byteLevelAddPrefixSpace = prefix->value_or(false);
    p->addedTokens = specialAddedTokens(specials.value(), vocabulary.value());
    p->model = std::make_unique<BytePairModel>(std::move(vocabulary).value(), merges.value(), -1, false, false);
    if (family == "roberta") {
        auto trim = configFlag(config, "trim_offsets");
        if (!trim)
            return trim.error();
        if (trim->value_or(true))
            p->postSteps.push_back({PostStep::Kind::TrimOffsets, p->byteLevelAddPrefixSpace, {}});
        const std::string cls = specials->at("cls_token").content;
        const std::string sep = specials->at("sep_token").content;
        p->postSteps.push_back(templateStep({cls, addedOrVocabularyId(*p, cls)}, {sep, addedOrVocabularyId(*p, sep)}));
    } else {
        auto bos = configFlag(config, "add_bos_token");
        if (!bos)
            return bos.error();
        if (bos->value_or(false)) {
            const std::string token = specials->at("bos_token").content;
            PostStep step;
            step.pieces.push_back({false, {addedOrVocabularyId(*p, token)}, {token}});
            step.pieces.push_back({true, {}, {}});
            p->postSteps.push_back(std::move(step));
        }
    }
    return p;
}

// What transformers' BertTokenizerFast, RobertaTokenizerFast and GPT2TokenizerFast change in a
// tokenizer.json when the folder's tokenizer_config.json says otherwise; where it says nothing and
// the class's default differs from tokenizer.json, tokenizer.json is followed and a note says so.
Result<void> applyConfig(Tokenizer::Pipeline &p, const FolderConfig &config)
{
    const std::string family = config.family();
    if (family == "bert" && p.bertNormalizer) {
        std::optional<bool> lower;
        std::optional<bool> strip;
        std::optional<bool> chinese;
        if (auto read = configFlags(
                config, {{"do_lower_case", &lower}, {"strip_accents", &strip}, {"tokenize_chinese_chars", &chinese}});
            !read)
            return read;
        BertNormalizerOptions &o = *p.bertNormalizer;
        if (lower && *lower != o.lowercase) {
            o.lowercase = *lower;
            p.conventions.notes.push_back("lowercase: tokenizer_config.json's do_lower_case, over tokenizer.json's");
        } else if (!lower && !o.lowercase) {
            p.conventions.notes.push_back(
                "cased, as tokenizer.json says; transformers' BertTokenizerFast would lowercase (its default "
                "do_lower_case), since no tokenizer_config.json says do_lower_case: false");
        }
        if (strip && strip != o.stripAccents) {
            o.stripAccents = strip;
            p.conventions.notes.push_back("strip_accents: tokenizer_config.json's, over tokenizer.json's");
        }
        if (chinese && *chinese != o.handleChineseChars) {
            o.handleChineseChars = *chinese;
            p.conventions.notes.push_back(
                "handle_chinese_chars: tokenizer_config.json's tokenize_chinese_chars, over tokenizer.json's");
        }
    }
    if ((family == "roberta" || family == "gpt2") && p.preTokenizer == Tokenizer::Pipeline::PreTokenizer::ByteLevel) {
        auto prefix = configFlag(config, "add_prefix_space");
        if (!prefix)
            return prefix.error();
        if (prefix.value()) {
            if (*prefix.value() != p.byteLevelAddPrefixSpace)
                p.conventions.notes.push_back("add_prefix_space: tokenizer_config.json's, over tokenizer.json's");
            p.byteLevelAddPrefixSpace = *prefix.value();
            for (PostStep &step : p.postSteps)
                if (step.kind == PostStep::Kind::TrimOffsets)
                    step.addPrefixSpace = *prefix.value();
        } else if (p.byteLevelAddPrefixSpace) {
            p.conventions.notes.push_back(
                "prefix space, as tokenizer.json says; transformers' fast tokenizer would add none (its default "
                "add_prefix_space), since no tokenizer_config.json says add_prefix_space: true");
        }
    }
    return {};
}

Result<FolderConfig> readFolderConfig(const fs::path &dir)
{
    FolderConfig config;
    std::error_code ec;
    if (const fs::path path = dir / "config.json"; fs::exists(path, ec)) {
        auto document = readJson(path);
        if (!document)
            return document.error();
        if (document->is_object() && document->contains("model_type") && document->at("model_type").is_string())
            config.modelType = document->at("model_type").get<std::string>();
    }
    if (const fs::path path = dir / "tokenizer_config.json"; fs::exists(path, ec)) {
        auto document = readJson(path);
        if (!document)
            return document.error();
        if (!document->is_object())
            return bad(path.string(), "must be a JSON object");
        config.tokenizerConfig = std::move(document).value();
        config.tokenizerConfigFile = path.string();
        if (config.tokenizerConfig.contains("tokenizer_class")
            && config.tokenizerConfig.at("tokenizer_class").is_string())
            config.tokenizerClass = config.tokenizerConfig.at("tokenizer_class").get<std::string>();
    }
    if (const fs::path path = dir / "special_tokens_map.json"; fs::exists(path, ec)) {
        auto document = readJson(path);
        if (!document)
            return document.error();
        if (!document->is_object())
            return bad(path.string(), "must be a JSON object");
        config.specialTokensMap = std::move(document).value();
        config.specialTokensMapFile = path.string();
    }
    return config;
}

} // namespace

Result<Tokenizer> makeTokenizer(std::shared_ptr<Tokenizer::Pipeline> pipeline)
{
    describePipeline(*pipeline);
    pipeline->prepareAddedTokens();
    return Tokenizer(std::shared_ptr<const Tokenizer::Pipeline>(std::move(pipeline)));
}

Result<Tokenizer> Tokenizer::fromTokenizerJson(const std::filesystem::path &file)
{
    auto pipeline = pipelineFromTokenizerJson(file);
    if (!pipeline)
        return pipeline.error();
    return makeTokenizer(std::move(pipeline).value());
}

Result<Tokenizer> Tokenizer::fromFolder(const std::filesystem::path &modelDir)
{
    std::error_code ec;
    if (!fs::is_directory(modelDir, ec))
        return makeError(fs::exists(modelDir, ec) ? ErrorCode::NotARegularFile : ErrorCode::FileNotFound,
                         "not a model folder", modelDir.string());
    auto config = readFolderConfig(modelDir);
    if (!config)
        return config.error();
    const std::string family = config->family();
    if (fs::exists(modelDir / "tokenizer.json", ec)) {
        auto pipeline = pipelineFromTokenizerJson(modelDir / "tokenizer.json");
        if (!pipeline)
            return pipeline.error();
        if (auto applied = applyConfig(*pipeline.value(), config.value()); !applied)
            return applied.error();
        return makeTokenizer(std::move(pipeline).value());
    }
    const bool vocabTxt = fs::exists(modelDir / "vocab.txt", ec);
    const bool vocabJson = fs::exists(modelDir / "vocab.json", ec);
    const bool mergesTxt = fs::exists(modelDir / "merges.txt", ec);
    if (family == "bert" || (family.empty() && vocabTxt && !vocabJson)) {
        if (!vocabTxt)
            return makeError(ErrorCode::FileNotFound, "a BERT model folder needs tokenizer.json or vocab.txt",
                             (modelDir / "vocab.txt").string());
        auto pipeline = bertFromVocabTxt(modelDir, config.value());
        if (!pipeline)
            return pipeline.error();
        if (family.empty())
            (pipeline.value())
                ->conventions.notes.push_back("BERT's tokenizer, as the folder has vocab.txt and no config.json "
                                              "says otherwise");
        return makeTokenizer(std::move(pipeline).value());
    }
    if (family == "roberta" || family == "gpt2" || (family.empty() && vocabJson)) {
        if (!vocabJson || !mergesTxt)
            return makeError(ErrorCode::FileNotFound,
                             "a GPT-2 or RoBERTa model folder needs tokenizer.json, or vocab.json and merges.txt",
                             (modelDir / (vocabJson ? "merges.txt" : "vocab.json")).string());
        if (family.empty())
            return bad((modelDir / "config.json").string(),
                       "vocab.json and merges.txt serve GPT-2 and RoBERTa alike, and neither config.json's model_type "
                       "nor tokenizer_config.json's tokenizer_class says which this is");
        auto pipeline = bytePairFromVocabJson(modelDir, config.value(), family);
        if (!pipeline)
            return pipeline.error();
        return makeTokenizer(std::move(pipeline).value());
    }
    if (!family.empty() || config->modelType.empty())
        return makeError(
            ErrorCode::FileNotFound,
            "no tokenizer: the folder has neither tokenizer.json nor vocab.txt nor vocab.json and merges.txt",
            modelDir.string());
    return unsupported((modelDir / "config.json").string(),
                       "model_type '" + config->modelType
                           + "' has no tokenizer.json, and Isoscope builds tokenizers from vocabulary files only for "
                             "bert, roberta and gpt2");
}

} // namespace isoscope::tokenizer
