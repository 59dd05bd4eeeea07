#pragma once
// Model folders made at run time from the real vocabularies of tests/data/tokenizers/ (GPT-2's
// encoder.json and vocab.bpe as vocab.json and merges.txt, bert-base-uncased's vocab.txt), with a
// config.json and a tokenizer_config.json: what the tokenizer tests of core and of the command line
// read. ISOSCOPE_TEST_DATA_DIR is set by tests/testing.cmake.

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace tokenizerfolders {

inline void writeFile(const std::filesystem::path &path, std::string_view content)
{
    std::ofstream out(path, std::ios::binary);
    out << content;
}

/// A folder `family` ("bert" or "gpt2") inside `parent`.
inline std::filesystem::path make(const std::filesystem::path &parent, const std::string &family,
                                  const std::string &tokenizerConfig = "{}")
{
    const std::filesystem::path data = std::filesystem::path(ISOSCOPE_TEST_DATA_DIR) / "tokenizers";
    const std::filesystem::path folder = parent / family;
    std::filesystem::create_directories(folder);
    if (family == "bert") {
        std::filesystem::copy_file(data / "bert-base-uncased/vocab.txt", folder / "vocab.txt");
    } else {
        std::filesystem::copy_file(data / "gpt2/encoder.json", folder / "vocab.json");
        std::filesystem::copy_file(data / "gpt2/vocab.bpe", folder / "merges.txt");
    }
    writeFile(folder / "config.json", "{\"model_type\": \"" + family + "\"}");
    writeFile(folder / "tokenizer_config.json", tokenizerConfig);
    return folder;
}

} // namespace tokenizerfolders
