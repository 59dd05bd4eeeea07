#pragma once

#include "core/base/result.h"
#include "core/stats/similarity.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace isoscope {

/// One of the word-similarity benchmarks that come with Isoscope, as read from a data folder: the
/// benchmark, or why it could not be read.
struct BuiltinBenchmark {
    std::string name; ///< "WordSim-353", "SimLex-999"
    std::optional<SimilarityBenchmark> benchmark;
    std::optional<Error> error;
};

/// WordSim-353 and SimLex-999 (in that order) from dataDirectory (findDataDirectory): what
/// `isoscope-cli analyze --similarity builtin` and the window's similarity benchmarks run. STS-B,
/// a sentence benchmark with splits, is read by its own name (builtin::stsSplitFile).
std::vector<BuiltinBenchmark> readBuiltinBenchmarks(const std::filesystem::path &dataDirectory);

} // namespace isoscope
