// Compares Isoscope's tokenizers (core/tokenizer) with Hugging Face's engine, whose outputs
// hf_reference.js wrote (run_conformance.sh runs the three steps):
//
//   tokenizer_conformance --write-sweep FILE   strings holding every code point that ICU assigns
//   tokenizer_conformance OUT_DIR              compares; prints a table of cases x configurations
//
// Every id, token, offset and special-token mask must be equal; the engine's offsets count
// characters and are turned into byte offsets through the input's own characters (for a byte
// string that is not valid UTF-8, one U+FFFD per maximal invalid sequence, as Node.js read it).
// Exit status 0 when everything is equal, 1 otherwise (the first differences are printed).

#include "core/base/textcase.h"
#include "core/tokenizer/models.h"
#include "core/tokenizer/normalizedtext.h"
#include "core/tokenizer/tokenizer.h"

#include <nlohmann/json.hpp>
#include <unicode/uchar.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

using isoscope::tokenizer::AlignedChar;
using isoscope::tokenizer::NormalizedText;
using Json = nlohmann::json;

namespace {

std::string utf8(char32_t cp)
{
    std::string s;
    isoscope::appendUtf8(s, cp);
    return s;
}

int writeSweep(const std::string &file)
{
    std::ofstream out(file);
    std::size_t count = 0;
    std::string text;
    std::size_t inString = 0;
    for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) {
        if (cp >= 0xD800 && cp <= 0xDFFF)
            continue;
        const auto type = u_charType(static_cast<UChar32>(cp));
        if (type == U_UNASSIGNED)
            continue; // unassigned in Debian 12's ICU 72 (Unicode 15.0): docs/tokenizers.md
        if (type == U_PRIVATE_USE_CHAR && cp > 0xFFFF && (cp & 0xFFF) != 0)
            continue; // the private use planes: every 4096th
        // Each code point next to a letter, itself, a digit, a space and a tab, so that a class that
        // differs changes the words or pieces.
        const std::string c = utf8(cp);
        text += "x" + c + c + "1" + c + " " + c + "\t";
        ++count;
        if (++inString == 32) {
            out << Json(text).dump() << '\n';
            text.clear();
            inString = 0;
        }
    }
    if (!text.empty())
        out << Json(text).dump() << '\n';
    std::cout << "sweep: " << count << " code points assigned in ICU " << U_ICU_VERSION << " (Unicode "
              << U_UNICODE_VERSION << ")\n";
    return out ? 0 : 1;
}

std::vector<Json> readLines(const std::string &file)
{
    std::ifstream in(file);
    std::vector<Json> lines;
    std::string line;
    while (std::getline(in, line))
        if (!line.empty())
            lines.push_back(Json::parse(line));
    return lines;
}

std::string fromHex(const std::string &hex)
{
    std::string bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
        bytes += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
    return bytes;
}

struct Tally {
    std::size_t equal = 0;
    std::size_t total = 0;
};

int compare(const std::string &dir)
{
    const Json manifest = Json::parse(std::ifstream(dir + "/manifest.json"));
    const std::vector<Json> cases = readLines(dir + "/cases.jsonl");
    std::vector<std::string> inputs;
    for (const Json &c : cases)
        inputs.push_back(c.contains("hex") ? fromHex(c.at("hex").get<std::string>()) : c.at("text").get<std::string>());

    std::vector<std::string> groups;
    for (const Json &c : cases)
        if (std::find(groups.begin(), groups.end(), c.at("group").get<std::string>()) == groups.end())
            groups.push_back(c.at("group").get<std::string>());
    std::map<std::string, std::map<std::string, Tally>> table; // group -> folder -> tally
    std::vector<std::string> folderNames;
    std::size_t reported = 0;
    std::map<std::string, std::vector<Json>> expectedByFamily;

    for (const Json &folder : manifest.at("folders")) {
        const std::string name = folder.at("name").get<std::string>();
        const std::string family = folder.at("family").get<std::string>();
        folderNames.push_back(name);
        auto tokenizer = isoscope::tokenizer::Tokenizer::fromFolder(folder.at("dir").get<std::string>());
        if (!tokenizer) {
            std::cout << name << ": " << isoscope::describe(tokenizer.error()) << '\n';
            return 1;
        }
        if (!expectedByFamily.count(family))
            expectedByFamily[family] = readLines(dir + "/" + manifest.at("expected").at(family).get<std::string>());
        for (const Json &e : expectedByFamily[family]) {
            const std::size_t index = e.at("case").get<std::size_t>();
            const bool special = e.at("special").get<bool>();
            const std::string &input = inputs[index];
            const auto encoding = tokenizer->encode(input, special);
            // The engine's character offsets as byte offsets of the input.
            const std::vector<AlignedChar> chars = isoscope::tokenizer::decodeUtf8(input);
            const auto byteOf = [&](std::size_t c) { return c < chars.size() ? chars[c].begin : input.size(); };
            std::vector<std::pair<std::size_t, std::size_t>> offsets;
            for (const Json &o : e.at("offsets"))
                offsets.emplace_back(byteOf(o[0].get<std::size_t>()), byteOf(o[1].get<std::size_t>()));
            std::vector<std::uint8_t> mask;
            for (const Json &m : e.at("mask"))
                mask.push_back(static_cast<std::uint8_t>(m.get<int>()));
            const bool same = encoding.ids == e.at("ids").get<std::vector<std::int32_t>>()
                              && encoding.tokens == e.at("tokens").get<std::vector<std::string>>()
                              && encoding.offsets == offsets && encoding.specialTokenMask == mask;
            Tally &tally = table[cases[index].at("group").get<std::string>()][name];
            ++tally.total;
            if (same) {
                ++tally.equal;
            } else if (reported++ < 10) {
                Json ours;
                ours["ids"] = encoding.ids;
                ours["tokens"] = encoding.tokens;
                ours["offsets"] = encoding.offsets;
                std::cout << "DIFFERENT " << name << " case " << index << " " << Json(cases[index]).dump()
                          << " special=" << special << "\n  engine: " << e.dump() << "\n  ours:   " << ours.dump()
                          << '\n';
            }
        }
    }

    // The sweep: BERT's normalizer and pre-tokenizer and GPT-2's pre-tokenizer on every code point.
    std::map<std::string, Tally> sweepTally;
    const std::vector<Json> sweepCases = readLines(dir + "/sweep_input.jsonl");
    const std::vector<Json> sweep = readLines(dir + "/" + manifest.at("sweep").get<std::string>());
    const std::map<std::string, isoscope::tokenizer::BertNormalizerOptions> normalizers = {
        {"uncased", {true, true, std::nullopt, true}},
        {"cased", {true, true, std::nullopt, false}},
        {"strip accents", {false, false, true, false}},
    };
    for (std::size_t i = 0; i < sweep.size() && i < sweepCases.size(); ++i) {
        const std::string text = sweepCases[i].get<std::string>();
        const auto chars = isoscope::tokenizer::decodeUtf8(text);
        for (const auto &[name, options] : normalizers) {
            NormalizedText n(chars);
            isoscope::tokenizer::bertNormalize(n, options);
            Tally &t = sweepTally["BertNormalizer, " + name];
            ++t.total;
            if (n.utf8() == sweep[i].at("normalized").at(name).get<std::string>())
                ++t.equal;
            else if (reported++ < 10)
                std::cout << "DIFFERENT BertNormalizer " << name << " on " << Json(text).dump() << '\n';
        }
        const NormalizedText whole(chars);
        std::vector<std::string> words;
        for (const auto &[first, last] : isoscope::tokenizer::bertPreTokenize(whole))
            words.push_back(whole.slice(first, last).utf8());
        Tally &b = sweepTally["BertPreTokenizer"];
        ++b.total;
        if (words == sweep[i].at("bert_words").get<std::vector<std::string>>())
            ++b.equal;
        else if (reported++ < 10)
            std::cout << "DIFFERENT BertPreTokenizer on " << Json(text).dump() << '\n';
        std::vector<std::vector<std::size_t>> pieces;
        for (const auto &[first, last] : isoscope::tokenizer::gpt2Split(chars))
            pieces.push_back({first, last});
        Tally &g = sweepTally["GPT-2 pre-tokenizer pattern"];
        ++g.total;
        if (pieces == sweep[i].at("gpt2_pieces").get<std::vector<std::vector<std::size_t>>>())
            ++g.equal;
        else if (reported++ < 10)
            std::cout << "DIFFERENT GPT-2 pattern on " << Json(text).dump() << '\n';
    }

    std::cout << "\nIsoscope's tokenizers against " << manifest.at("engine").get<std::string>() << " on Node.js "
              << manifest.at("node").get<std::string>()
              << ": cases equal / cases (with and without special tokens)\n\n";
    std::cout << "| cases |";
    for (const std::string &f : folderNames)
        std::cout << ' ' << f << " |";
    std::cout << "\n|---|";
    for (std::size_t k = 0; k < folderNames.size(); ++k)
        std::cout << "---|";
    std::cout << '\n';
    bool allEqual = reported == 0;
    for (const std::string &g : groups) {
        std::cout << "| " << g << " |";
        for (const std::string &f : folderNames) {
            const Tally &t = table[g][f];
            std::cout << ' ' << t.equal << '/' << t.total << " |";
            allEqual = allEqual && t.equal == t.total && t.total > 0;
        }
        std::cout << '\n';
    }
    std::cout << "\nEvery code point ICU " << U_ICU_VERSION << " assigns, in " << sweep.size()
              << " strings: strings equal / strings\n\n";
    for (const auto &[name, t] : sweepTally) {
        std::cout << "| " << name << " | " << t.equal << '/' << t.total << " |\n";
        allEqual = allEqual && t.equal == t.total && t.total > 0;
    }
    std::cout << (allEqual ? "\nAll equal.\n" : "\nDIFFERENCES: see above.\n");
    return allEqual ? 0 : 1;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc == 3 && std::string(argv[1]) == "--write-sweep")
        return writeSweep(argv[2]);
    if (argc == 2)
        return compare(argv[1]);
    std::cerr << "usage: tokenizer_conformance --write-sweep FILE | tokenizer_conformance OUT_DIR\n";
    return 2;
}
