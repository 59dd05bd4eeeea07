// Opens a weights file with Weights::open and prints, as one JSON line, the time it took, how many
// bytes were mapped in place and copied, and the process's memory afterwards: resident file pages
// (the mapping, shared with the page cache) apart from private memory (what a copy would cost).
// Used by bench/weights_benchmark.py; a plain program, no Google Benchmark.

#include "core/transformer/weights.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>

namespace {

// kB of a /proc/self/status field ("RssAnon", "RssFile", "VmHWM").
long statusKilobytes(const std::string &field)
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind(field + ":", 0) == 0)
            return std::stol(line.substr(field.size() + 1));
    }
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s WEIGHTS_FILE\n", argv[0]);
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    const auto weights = isoscope::transformer::Weights::open(argv[1]);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!weights) {
        std::fprintf(stderr, "%s\n", isoscope::describe(weights.error()).c_str());
        return 1;
    }
    std::printf("{\"seconds\": %.4f, \"tensors\": %zu, \"mapped_bytes\": %zu, \"owned_bytes\": %zu, "
                "\"rss_anon_kb\": %ld, \"rss_file_kb\": %ld, \"peak_rss_kb\": %ld}\n",
                seconds, weights->tensors().size(), weights->mappedBytes(), weights->ownedBytes(),
                statusKilobytes("RssAnon"), statusKilobytes("RssFile"), statusKilobytes("VmHWM"));
    return 0;
}
