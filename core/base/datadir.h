#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace isoscope {

/// The folder of built-in data (suites/, benchmarks/, embeddings/). Looked for, in order: the
/// ISOSCOPE_DATA_DIR environment variable; ../share/isoscope beside the running executable (the
/// build tree and any installed prefix, so a relocated install works); the configured install
/// prefix. Nothing if none of them holds suites/weat_suites.json.
std::optional<std::filesystem::path> findDataDirectory();

/// Paths of the built-in files, relative to the data folder.
namespace builtin {
inline constexpr const char *kSuites = "suites/weat_suites.json";
inline constexpr const char *kWordSim353 = "benchmarks/wordsim353.tsv";
inline constexpr const char *kSimLex999 = "benchmarks/SimLex-999.tsv";
/// The STS Benchmark's folder: sts-train.csv, sts-dev.csv, sts-test.csv (stsSplitFile).
inline constexpr const char *kStsBenchmarkDir = "benchmarks/stsbenchmark";
/// Name under which STS-B appears in results.
inline constexpr const char *kStsBenchmarkName = "STS-B";
/// "benchmarks/stsbenchmark/sts-" + split + ".csv", relative to the data folder.
std::string stsSplitFile(std::string_view split);
inline constexpr const char *kDemoGlove = "embeddings/glove.6B.100d.subset.txt";
inline constexpr const char *kDemoWord2vec = "embeddings/GoogleNews-vectors-negative300.subset.txt";
/// Names under which the demo models appear in results.
inline constexpr const char *kDemoGloveName = "GloVe-6B-100d-subset";
inline constexpr const char *kDemoWord2vecName = "word2vec-GoogleNews-subset";
} // namespace builtin

} // namespace isoscope
