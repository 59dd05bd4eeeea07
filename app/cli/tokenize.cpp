// isoscope-cli tokenize: a transformer model's tokens of each text, as Hugging Face's fast
// tokenizer makes them (core/tokenizer), with ids and, in --json, byte offsets.
#include "app/cli/subcommands.h"

#include "core/tokenizer/tokenizer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace isoscope::cli {

namespace {

nlohmann::ordered_json conventionsJson(const tokenizer::TokenizerConventions &c)
{
    nlohmann::ordered_json j;
    j["kind"] = c.kind;
    j["source"] = c.source;
    if (c.kind == "wordpiece") {
        j["lowercase"] = c.lowercase;
        j["strip_accents"] = c.stripAccents;
        j["clean_text"] = c.cleanText;
        j["handle_chinese_chars"] = c.handleChineseChars;
        j["unknown_token"] = c.unknownToken;
        j["max_input_chars_per_word"] = c.maxInputCharsPerWord;
    } else {
        j["add_prefix_space"] = c.addPrefixSpace;
        j["trim_offsets"] = c.trimOffsets;
    }
    j["special_tokens_before"] = c.specialTokensBefore;
    j["special_tokens_after"] = c.specialTokensAfter;
    j["notes"] = c.notes;
    return j;
}

// A text span for the plain listing: control characters and line ends shown escaped.
std::string shownSpan(std::string_view text)
{
    std::string shown;
    for (const char ch : text) {
        const auto byte = static_cast<unsigned char>(ch);
        if (byte == '\n')
            shown += "\\n";
        else if (byte == '\t')
            shown += "\\t";
        else if (byte < 0x20 || byte == 0x7F)
            shown += "\\x" + std::string(1, "0123456789abcdef"[byte >> 4]) + "0123456789abcdef"[byte & 15];
        else
            shown += ch;
    }
    return shown;
}

} // namespace

int tokenize(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    std::vector<std::string> arguments;
    bool json = false;
    bool noSpecialTokens = false;
    Command command("isoscope-cli tokenize",
                    "isoscope-cli tokenize MODEL_DIR [--json] [--no-special-tokens] TEXT...\n"
                    "                    the tokens and ids a transformer model's tokenizer gives each TEXT, as\n"
                    "                    Hugging Face's fast tokenizer gives them (tokenizer.json, or vocab.txt /\n"
                    "                    vocab.json + merges.txt with tokenizer_config.json); --json adds the byte\n"
                    "                    offsets and the tokenizer's conventions");
    command.flag("--json",
                 "write JSON: the conventions, and for each text its ids, tokens, byte offsets and "
                 "special-token mask",
                 json);
    command.flag("--no-special-tokens", "leave out the special tokens the model adds ([CLS] ... [SEP], <s> ... </s>)",
                 noSpecialTokens);
    command.positionals("MODEL_DIR TEXT...", "the model folder, then the texts",
                        [&arguments](const std::string &v) { arguments.push_back(v); });
    if (const auto status = command.parse(in))
        return *status;
    if (arguments.size() < 2)
        return command.usageError(err, "tokenize needs a model folder and at least one text");
    for (std::size_t i = 1; i < arguments.size(); ++i)
        if (const auto bad = tokenizer::invalidUtf8Offset(arguments[i]))
            return fail(err, "text " + std::to_string(i) + " is not valid UTF-8 (byte " + std::to_string(*bad) + ")");

    auto loaded = tokenizer::Tokenizer::fromFolder(arguments.front());
    if (!loaded)
        return fail(err, describe(loaded.error()));
    const tokenizer::Tokenizer &tok = loaded.value();

    if (json) {
        nlohmann::ordered_json document;
        document["model"] = arguments.front();
        document["tokenizer"] = conventionsJson(tok.conventions());
        document["texts"] = nlohmann::ordered_json::array();
        for (std::size_t i = 1; i < arguments.size(); ++i) {
            const auto e = tok.encode(arguments[i], !noSpecialTokens);
            nlohmann::ordered_json t;
            t["text"] = arguments[i];
            t["ids"] = e.ids;
            t["tokens"] = e.tokens;
            t["offsets"] = e.offsets;
            t["special_tokens_mask"] = e.specialTokenMask;
            document["texts"].push_back(std::move(t));
        }
        // Tokens of byte-level BPE may hold pieces of a character: their bytes are written as
        // U+FFFD rather than failing.
        out << document.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
        return 0;
    }

    out << "tokenizer: " << tok.conventions().summary() << '\n';
    for (const std::string &note : tok.conventions().notes)
        out << "note: " << note << '\n';
    for (std::size_t i = 1; i < arguments.size(); ++i) {
        const std::string &text = arguments[i];
        const auto e = tok.encode(text, !noSpecialTokens);
        out << '\n' << shownSpan(text) << "  (" << e.size() << (e.size() == 1 ? " token)" : " tokens)") << '\n';
        std::size_t width = 5;
        for (const std::string &t : e.tokens)
            width = std::max(width, t.size());
        for (std::size_t k = 0; k < e.size(); ++k) {
            std::string row = "  " + std::to_string(e.ids[k]);
            row.resize(std::max<std::size_t>(row.size() + 1, 10), ' ');
            row += e.tokens[k];
            if (!e.specialTokenMask[k]) {
                row.resize(std::max(row.size() + 2, 10 + width + 2), ' ');
                const auto [begin, end] = e.offsets[k];
                row += shownSpan(std::string_view(text).substr(begin, end - begin));
            }
            out << row << '\n';
        }
    }
    return 0;
}

} // namespace isoscope::cli
