// Reads one embedding file with Isoscope's reader and prints what the import benchmark needs:
// seconds (wall clock, best of --repeat runs), words, dims, format, and peak resident memory.
// Usage: read_embedding FILE [--repeat N] [--threads N] [--format NAME] [--vocabulary FILE]
// The output also holds a digest of the words and the float32 bits of the vectors (FNV-1a), so that
// two files can be compared, e.g. a model and its conversion by scripts/convert_embeddings.py.
// Used by bench/import_benchmark.sh; the peak memory there comes from /usr/bin/time -v around a
// run with --repeat 1, so that it is the memory of one read.

#include "core/io/embeddingreader.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE [--repeat N] [--threads N] [--format NAME] [--vocabulary FILE]\n",
                     argv[0]);
        return 2;
    }
    isoscope::ReadOptions options;
    int repeat = 1;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--repeat") == 0) {
            repeat = std::atoi(argv[i + 1]);
        } else if (std::strcmp(argv[i], "--threads") == 0) {
            options.threads = static_cast<unsigned>(std::atoi(argv[i + 1]));
        } else if (std::strcmp(argv[i], "--vocabulary") == 0) {
            options.vocabularyPath = argv[i + 1];
        } else if (std::strcmp(argv[i], "--format") == 0) {
            const auto format = isoscope::parseFormatName(argv[i + 1]);
            if (!format) {
                std::fprintf(stderr, "%s\n", isoscope::describe(format.error()).c_str());
                return 2;
            }
            options.format = format.value();
        }
    }
    double best = 1e300;
    std::size_t words = 0, dims = 0;
    std::string format;
    std::uint64_t digest = 0xcbf29ce484222325ULL;
    for (int r = 0; r < repeat; ++r) {
        const auto start = std::chrono::steady_clock::now();
        const auto loaded = isoscope::readEmbeddingFile(argv[1], options);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!loaded) {
            std::fprintf(stderr, "%s\n", isoscope::describe(loaded.error()).c_str());
            return 1;
        }
        best = std::min(best, seconds);
        words = loaded->set.size();
        dims = loaded->set.dims();
        format = std::string(isoscope::formatName(loaded->report.format));
        digest = 0xcbf29ce484222325ULL;
        const auto mix = [&digest](const void *data, std::size_t size) {
            for (std::size_t i = 0; i < size; ++i)
                digest = (digest ^ static_cast<const unsigned char *>(data)[i]) * 0x100000001b3ULL;
        };
        const auto &vocabulary = loaded->set.vocabulary();
        mix(vocabulary.chars().data(), vocabulary.chars().size());
        mix(vocabulary.offsets().data(), vocabulary.offsets().size() * sizeof(std::uint64_t));
        mix(loaded->set.vectors().data(), std::size_t(loaded->set.vectors().size()) * sizeof(float));
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("{\"seconds\": %.4f, \"words\": %zu, \"dims\": %zu, \"format\": \"%s\", \"max_rss_kb\": %ld, "
                "\"digest\": \"%016llx\"}\n",
                best, words, dims, format.c_str(), usage.ru_maxrss, static_cast<unsigned long long>(digest));
    return 0;
}
