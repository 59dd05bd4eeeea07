#include "core/analysis/builtinbenchmarks.h"

#include "core/base/datadir.h"

namespace isoscope {

std::vector<BuiltinBenchmark> readBuiltinBenchmarks(const std::filesystem::path &dataDirectory)
{
    std::vector<BuiltinBenchmark> read;
    const std::pair<const char *, const char *> files[] = {{builtin::kWordSim353, "WordSim-353"},
                                                           {builtin::kSimLex999, "SimLex-999"}};
    for (const auto &[file, name] : files) {
        BuiltinBenchmark b;
        b.name = name;
        auto benchmark = readSimilarityBenchmark(dataDirectory / file, name);
        if (benchmark)
            b.benchmark = std::move(benchmark).value();
        else
            b.error = benchmark.error();
        read.push_back(std::move(b));
    }
    return read;
}

} // namespace isoscope
