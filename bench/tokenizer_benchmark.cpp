// Tokenizing throughput of core/tokenizer (bench/tokenizer_benchmark.sh runs it beside Hugging
// Face's engine): reads sentences (one a line) and a model folder, encodes every sentence ROUNDS
// times on one thread (the first round fills the BPE cache, as an extraction's first sentences do),
// and prints "sentences tokens seconds_first seconds_best" for the folder.
#include "core/tokenizer/tokenizer.h"

#include <chrono>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    if (argc != 4) {
        std::cerr << "usage: tokenizer_benchmark MODEL_DIR SENTENCES_FILE ROUNDS\n";
        return 2;
    }
    auto tokenizer = isoscope::tokenizer::Tokenizer::fromFolder(argv[1]);
    if (!tokenizer) {
        std::cerr << isoscope::describe(tokenizer.error()) << '\n';
        return 2;
    }
    std::vector<std::string> sentences;
    std::ifstream in(argv[2]);
    for (std::string line; std::getline(in, line);)
        sentences.push_back(line);
    const int rounds = std::stoi(argv[3]);
    double first = 0;
    double best = 1e300;
    std::size_t tokens = 0;
    for (int r = 0; r < rounds; ++r) {
        const auto start = std::chrono::steady_clock::now();
        std::size_t count = 0;
        for (const std::string &s : sentences)
            count += tokenizer->encode(s).size();
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (r == 0)
            first = seconds;
        best = std::min(best, seconds);
        tokens = count;
    }
    std::cout << sentences.size() << ' ' << tokens << ' ' << first << ' ' << best << '\n';
    return 0;
}
