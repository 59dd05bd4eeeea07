// The tokenizer readers and encode (core/tokenizer). The first byte chooses what the rest is:
// 0 a tokenizer.json, 1 a vocab.txt, 2 a vocab.json and a merges.txt (split at the first NUL byte),
// each read as a model folder and, when it reads, used to encode a few texts and the input itself;
// 3 a text, encoded by the real GPT-2 and BERT tokenizers (tests/data/tokenizers/). What must hold
// of every encoding: one id, token, span and mask entry per token, spans inside the text.

#include "tests/fuzz/fuzzinput.h"

#include "core/tokenizer/tokenizer.h"

#include <map>
#include <optional>

namespace {

namespace fs = std::filesystem;
using isoscope::tokenizer::Tokenizer;

void check(const Tokenizer &tokenizer, std::string_view text)
{
    for (const bool special : {true, false}) {
        const auto e = tokenizer.encode(text, special);
        if (e.tokens.size() != e.ids.size() || e.offsets.size() != e.ids.size()
            || e.specialTokenMask.size() != e.ids.size())
            __builtin_trap();
        for (std::size_t i = 0; i < e.ids.size(); ++i) {
            if (e.ids[i] < 0 || e.ids[i] > tokenizer.maxTokenId())
                __builtin_trap();
            if (e.offsets[i].first > e.offsets[i].second || e.offsets[i].second > text.size())
                __builtin_trap();
        }
    }
}

void readFolder(const fs::path &folder, std::string_view input)
{
    const auto tokenizer = Tokenizer::fromFolder(folder);
    if (!tokenizer) {
        if (tokenizer.error().file.empty())
            __builtin_trap(); // every error names its file
        (void)isoscope::describe(tokenizer.error()).size();
        return;
    }
    check(tokenizer.value(), "Hello, naïve world! [CLS] <s> <|endoftext|> don't  stop");
    check(tokenizer.value(), input.substr(0, 256));
}

const Tokenizer *realTokenizer(const std::string &family)
{
    static std::map<std::string, std::optional<Tokenizer>> loaded;
    auto &slot = loaded[family];
    if (!slot) {
        const fs::path data = fs::path(ISOSCOPE_TEST_DATA_DIR) / "tokenizers";
        const fs::path folder = isoscope::fuzz::scratchPath("real-" + family);
        fs::create_directories(folder);
        std::error_code ec;
        if (family == "gpt2") {
            fs::copy_file(data / "gpt2/encoder.json", folder / "vocab.json", fs::copy_options::overwrite_existing, ec);
            fs::copy_file(data / "gpt2/vocab.bpe", folder / "merges.txt", fs::copy_options::overwrite_existing, ec);
        } else {
            fs::copy_file(data / "bert-base-uncased/vocab.txt", folder / "vocab.txt",
                          fs::copy_options::overwrite_existing, ec);
        }
        isoscope::fuzz::writeInput("real-" + family + "/config.json",
                                   std::string("{\"model_type\": \"") + (family == "gpt2" ? "gpt2" : "bert") + "\"}");
        isoscope::fuzz::writeInput("real-" + family + "/tokenizer_config.json",
                                   family == "bert-cased" ? "{\"do_lower_case\": false}" : "{}");
        auto tokenizer = Tokenizer::fromFolder(folder);
        if (!tokenizer)
            __builtin_trap(); // the real files must read
        slot.emplace(std::move(tokenizer).value());
    }
    return &*slot;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::string_view input(reinterpret_cast<const char *>(data + 1), size - 1);
    const int mode = data[0] % 4;
    if (mode == 3) {
        for (const char *family : {"gpt2", "bert", "bert-cased"})
            check(*realTokenizer(family), input);
        return 0;
    }
    const fs::path folder = isoscope::fuzz::scratchPath("folder");
    std::error_code ec;
    fs::remove_all(folder, ec);
    fs::create_directories(folder);
    const auto write = [&](const char *name, std::string_view bytes) {
        isoscope::fuzz::writeInput(std::string("folder/") + name, bytes);
    };
    if (mode == 0) {
        write("tokenizer.json", input);
        write("config.json", "{\"model_type\": \"bert\"}");
    } else if (mode == 1) {
        write("vocab.txt", input);
        write("config.json", "{\"model_type\": \"bert\"}");
    } else {
        const std::size_t split = std::min(input.find('\0'), input.size());
        write("vocab.json", input.substr(0, split));
        write("merges.txt", split < input.size() ? input.substr(split + 1) : std::string_view());
        write("config.json", "{\"model_type\": \"gpt2\"}");
    }
    readFolder(folder, input);
    return 0;
}
