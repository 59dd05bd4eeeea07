#pragma once

#include "core/progress.h"
#include "core/result.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// One human-rated word pair.
struct SimilarityPair {
    std::string first;
    std::string second;
    double score = 0;
    std::size_t line = 0; ///< line in the benchmark file
};

/// A word-similarity benchmark such as WordSim-353 or SimLex-999.
struct SimilarityBenchmark {
    std::string name; ///< "WordSim-353"
    std::vector<SimilarityPair> pairs;
};

/// Reads "word1 TAB word2 TAB score" lines (extra tab-separated fields after the third are
/// ignored); lines starting with '#' are comments, and a first line whose third field is not a
/// number is taken as a header. A line with fewer than three fields or a score that is not a
/// finite number is an error naming the file and line.
Result<SimilarityBenchmark> readSimilarityBenchmark(const std::filesystem::path &path, std::string name);

/// Ranks 1..n with ties given the average of the ranks they span (as scipy.stats.rankdata).
std::vector<double> averageRanks(const std::vector<double> &values);

/// Spearman's rank correlation: the Pearson correlation of the average ranks. Nothing if fewer
/// than two values or if either variable is constant (the correlation is undefined).
std::optional<double> spearman(const std::vector<double> &a, const std::vector<double> &b);

struct BootstrapParams {
    std::size_t iterations = 10000;
    std::uint64_t seed = 0;
};

/// Raw vs whitened rank correlation with a human score, compared by a paired bootstrap.
struct SimilarityComparison {
    std::size_t pairs = 0;             ///< pairs used
    std::optional<double> rhoRaw;      ///< Spearman rho of human vs raw cosine
    std::optional<double> rhoWhitened; ///< Spearman rho of human vs whitened cosine
    std::optional<double> delta;       ///< rhoWhitened - rhoRaw
    /// Two-sided bootstrap p = min(1, 2 min(Pr[delta* <= 0], Pr[delta* >= 0])), where delta* is
    /// the difference on a resample of pairs drawn with replacement; resamples on which either
    /// rho is undefined are skipped and counted.
    std::optional<double> p;
    std::size_t iterations = 0;        ///< resamples drawn
    std::size_t skipped = 0;           ///< resamples with an undefined rho
};

/// human, raw and whitened must have the same length. Deterministic for a given seed.
/// The progress callback is called per batch of resamples; false cancels (Cancelled).
Result<SimilarityComparison> compareSimilarity(const std::vector<double> &human, const std::vector<double> &raw,
                                               const std::vector<double> &whitened,
                                               const BootstrapParams &params,
                                               const ProgressCallback &progress = {});

} // namespace isoscope
