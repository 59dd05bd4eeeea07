#pragma once

#include "core/base/progress.h"
#include "core/base/result.h"

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
///
/// Details: line ends may be LF or CRLF, a UTF-8 byte-order mark is ignored, blank lines are
/// skipped, and spaces around a field are trimmed. "First line" means the first line that is
/// neither a comment nor blank; only that line may be a header. Scores are parsed
/// locale-independently (std::from_chars, so "6.77" whatever the user's locale).
/// Errors (Error::file is the path, Error::line the 1-based line): FileNotFound, NotARegularFile,
/// FileUnreadable; BadSchema for fewer than three fields; EmptyWord for an empty word field;
/// NotANumber for a score that does not parse; NonFiniteValue for NaN, infinity or a number
/// beyond the range of a double (1e999); EmptyFile when the file holds no pair at all.
Result<SimilarityBenchmark> readSimilarityBenchmark(const std::filesystem::path &path, std::string name);

/// One human-rated sentence pair (STS-B).
struct SentencePair {
    std::string first; ///< exactly as in the file, spaces included (sentence vectors are matched by it)
    std::string second;
    double score = 0;
    std::size_t line = 0; ///< line in the benchmark file
};

/// The splits of the STS Benchmark (Cer et al. 2017): 5,749 train, 1,500 dev, 1,379 test pairs.
enum class StsSplit { Train, Dev, Test };
std::string_view stsSplitName(StsSplit split); ///< "train", "dev", "test"
Result<StsSplit> parseStsSplit(std::string_view name);

/// A sentence-similarity benchmark: STS-B, one split.
struct SentenceBenchmark {
    std::string name;  ///< "STS-B"
    std::string split; ///< "test", "dev", "train" (or empty for a file of the same layout)
    std::vector<SentencePair> pairs;
};

/// Reads the STS Benchmark's tab-separated layout (no header, no quoting): genre, file, year, id,
/// score, sentence 1, sentence 2, then fields that are ignored (503 official lines carry two
/// licence fields). Fields are taken as they are, spaces included; the file must be UTF-8 (a
/// UTF-8 byte-order mark and CRLF line ends are accepted) and blank lines are skipped.
/// Errors (Error::file is the path, Error::line the 1-based line): FileNotFound, NotARegularFile,
/// FileUnreadable; InvalidUtf8 for a line that is not UTF-8; BadSchema for fewer than seven fields;
/// NotANumber or NonFiniteValue for the score; EmptyFile when the file holds no pair.
Result<SentenceBenchmark> readSentenceBenchmark(const std::filesystem::path &path, std::string name, std::string split);

/// The benchmark's sentences, each once, in the order they first appear (what a model embeds for it).
std::vector<std::string> benchmarkSentences(const SentenceBenchmark &benchmark);

/// The tokens of a sentence for a bag-of-words vector: its maximal runs of Unicode letters and
/// numbers (Python's re.findall(r"[^\W_]+", sentence); letterNumberRuns in core/base/textcase.h).
std::vector<std::string_view> sentenceTokens(std::string_view sentence);

/// Ranks 1..n with ties given the average of the ranks they span (as scipy.stats.rankdata with
/// method 'average'). NaNs, which have no order, are ranked after every number and tied with one
/// another, so that a NaN can never break the sort.
std::vector<double> averageRanks(const std::vector<double> &values);

/// Spearman's rank correlation: the Pearson correlation of the average ranks. Nothing if fewer
/// than two values or if either variable is constant (the correlation is undefined); nothing too
/// if the lengths differ or a value is NaN.
std::optional<double> spearman(const std::vector<double> &a, const std::vector<double> &b);

struct BootstrapParams {
    std::size_t iterations = 10000; ///< resamples; must be at least 1
    std::uint64_t seed = 0;         ///< seeds one isoscope::Rng directly (Rng(seed))
};

/// Raw vs whitened rank correlation with a human score, compared by a paired bootstrap.
struct SimilarityComparison {
    std::size_t pairs = 0;             ///< pairs used
    std::optional<double> rhoRaw;      ///< Spearman rho of human vs raw cosine
    std::optional<double> rhoWhitened; ///< Spearman rho of human vs whitened cosine
    std::optional<double> delta;       ///< rhoWhitened - rhoRaw
    /// Two-sided bootstrap p = min(1, 2 min(Pr[delta* <= 0], Pr[delta* >= 0])), where delta* is
    /// the difference on a resample of pairs drawn with replacement; resamples on which either
    /// rho is undefined are skipped and counted. Precisely:
    /// p = min(1, 2 min(#{delta* <= 0}, #{delta* >= 0}) / (iterations - skipped)), where a
    /// |delta*| of at most 1e-12 counts as 0 (in both tails), so that two rhos that are equal
    /// but computed from different sums cannot be split by rounding. p can be 0 (every resample
    /// on one side of zero) and is nothing when no resample was valid.
    std::optional<double> p;
    std::size_t iterations = 0; ///< resamples drawn
    std::size_t skipped = 0;    ///< resamples with an undefined rho
};

/// rhoRaw and rhoWhitened are spearman() on the full data. The resampling, exactly, so that a
/// seed gives the same p on every platform: one isoscope::Rng(params.seed); iteration
/// t = 1..iterations draws n pair indices i_1..i_n, each rng.below(n), in that order
/// (n = number of pairs, indices into human/raw/whitened). rho_raw* and rho_white* are the Spearman
/// rho (average ranks for ties, duplicates of a pair being ties) of human vs raw and human vs
/// whitened on that same multiset of pairs; delta* = rho_white* - rho_raw*. If either rho is
/// undefined on the full data (n < 2 or a constant variable), every resample would be undefined
/// too, so none is drawn: iterations = 0, delta and p are nothing.
///
/// human, raw and whitened must have the same length (DimensionMismatch otherwise) and hold
/// finite values (NonFiniteValue, naming the variable and the 1-based pair); at most 1,000,000
/// pairs (ranks are accumulated exactly in 64-bit integers). Deterministic for a given seed.
/// The progress callback is called after every 500 resamples and after the last, with
/// (resamples done, iterations); false cancels (Cancelled).
Result<SimilarityComparison> compareSimilarity(const std::vector<double> &human, const std::vector<double> &raw,
                                               const std::vector<double> &whitened, const BootstrapParams &params,
                                               const ProgressCallback &progress = {});

/// One resample of the paired bootstrap; a rho is nothing where it is undefined on the resample.
struct BootstrapResample {
    std::optional<double> rhoRaw;
    std::optional<double> rhoWhitened;
};

/// The resamples of compareSimilarity themselves, in draw order (the same draws for the same
/// arguments): for a histogram of delta*, and to check the method. Same errors and progress;
/// empty when either rho is undefined on the full data.
Result<std::vector<BootstrapResample>> bootstrapResamples(const std::vector<double> &human,
                                                          const std::vector<double> &raw,
                                                          const std::vector<double> &whitened,
                                                          const BootstrapParams &params,
                                                          const ProgressCallback &progress = {});

} // namespace isoscope
