// The HDF5 embedding cache on the full GloVe 6B 100d (341,479 x 100; scripts/fetch_glove6b.sh puts it
// in third_party_downloads/, or set ISOSCOPE_GLOVE6B): the import, reopening until the first WEAT
// result, and the row reads an analysis does. The cache lives in the build tree (bench-cache/);
// the first run imports it and stores the whitening statistics of the default reference sample
// (top 100,000), as a first analysis would. Times are with a warm page cache.
#include "core/analysis/analysis.h"
#include "core/analysis/referencesample.h"
#include "core/base/datadir.h"
#include "core/serialization/suitesjson.h"
#include "core/storage/embeddingcache.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <numeric>

using namespace isoscope;
namespace fs = std::filesystem;

namespace {

fs::path glovePath()
{
    if (const char *path = std::getenv("ISOSCOPE_GLOVE6B"); path && *path)
        return path;
    return fs::path(ISOSCOPE_SOURCE_DIR) / "third_party_downloads" / "glove.6B.100d.txt";
}

const fs::path kCacheDir = fs::path(ISOSCOPE_BINARY_DIR) / "bench-cache";

struct Setup {
    std::string error;
    AnalysisParams params; // W1 only, no similarity: the first WEAT result
    std::vector<std::size_t> suiteRows;

    Setup()
    {
        if (!fs::exists(glovePath())) {
            error = glovePath().string() + " is missing: run scripts/fetch_glove6b.sh";
            return;
        }
        params.suites =
            selectSuites(loadSuites(fs::path(ISOSCOPE_RESOURCE_DIR) / builtin::kSuites).value().suites, {"W1"}).value();
        auto opened = openCachedModel(glovePath(), CacheOptions{kCacheDir, {}, false, false});
        if (!opened) {
            error = describe(opened.error());
            return;
        }
        // A first analysis stores the whitening statistics, so that reopening reuses them.
        auto first = analyzeModel(opened->set, ModelSpec{"glove", ModelFamily::Static, glovePath(), {}},
                                  opened->status.report, params);
        if (!first) {
            error = describe(first.error());
            return;
        }
        // Every word of the ten suites: what the WEAT part of a whole analysis reads.
        const auto all = loadSuites(fs::path(ISOSCOPE_RESOURCE_DIR) / builtin::kSuites).value().suites;
        for (const auto &suite : all)
            for (const auto &set : suite.sets)
                for (const auto &word : set.words)
                    if (auto row = opened->set.lookup(word).row)
                        suiteRows.push_back(*row);
    }
};

Setup &setup()
{
    static Setup s;
    return s;
}

OpenedModel reopen()
{
    return openCachedModel(glovePath(), CacheOptions{kCacheDir, {}, false, false}).value();
}

void BM_ImportGlove6B(benchmark::State &state)
{
    if (!setup().error.empty())
        return state.SkipWithError(setup().error.c_str());
    const fs::path dir = kCacheDir / "import";
    for (auto _ : state) {
        auto opened = openCachedModel(glovePath(), CacheOptions{dir, {}, true, false});
        if (!opened)
            return state.SkipWithError(describe(opened.error()).c_str());
    }
    std::error_code ec;
    fs::remove_all(dir, ec);
}
BENCHMARK(BM_ImportGlove6B)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

// Open the cache (vocabulary and attributes), find the reference sample, load its whitening
// statistics, look up and read the words of W1 and run it raw and whitened, 100,000 permutations.
void BM_ReopenToFirstWeat(benchmark::State &state)
{
    Setup &s = setup();
    if (!s.error.empty())
        return state.SkipWithError(s.error.c_str());
    for (auto _ : state) {
        OpenedModel opened = reopen();
        const auto reference = selectReferenceSample(opened.set, s.params.reference, s.params.seed()).value();
        auto stats = opened.set.whiteningStore()->load(whiteningKey(s.params.reference, reference, s.params.seed()));
        if (!stats)
            return state.SkipWithError("the whitening statistics were not cached");
        const Whitener whitener = Whitener::create(*stats, s.params.epsilon).value();
        benchmark::DoNotOptimize(runSuite(opened.set, "glove", s.params.suites[0], whitener, s.params));
    }
}
BENCHMARK(BM_ReopenToFirstWeat)->Unit(benchmark::kMillisecond)->UseRealTime();

// The same through the whole analyzeModel, which after the suites also measures anisotropy on
// 2,000 reference words (two 2,000 x 2,000 cosine matrices): `isoscope-cli analyze --only W1
// --similarity none` without the process start.
void BM_ReopenAnalyzeW1(benchmark::State &state)
{
    Setup &s = setup();
    if (!s.error.empty())
        return state.SkipWithError(s.error.c_str());
    for (auto _ : state) {
        OpenedModel opened = reopen();
        benchmark::DoNotOptimize(analyzeModel(opened.set, ModelSpec{"glove", ModelFamily::Static, glovePath(), {}},
                                              opened.status.report, s.params));
    }
}
BENCHMARK(BM_ReopenAnalyzeW1)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Reopen(benchmark::State &state)
{
    if (!setup().error.empty())
        return state.SkipWithError(setup().error.c_str());
    for (auto _ : state)
        benchmark::DoNotOptimize(reopen());
}
BENCHMARK(BM_Reopen)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_ReadSuiteRows(benchmark::State &state)
{
    Setup &s = setup();
    if (!s.error.empty())
        return state.SkipWithError(s.error.c_str());
    const OpenedModel opened = reopen();
    for (auto _ : state)
        benchmark::DoNotOptimize(opened.set.rows(s.suiteRows));
    state.counters["rows"] = static_cast<double>(s.suiteRows.size());
}
BENCHMARK(BM_ReadSuiteRows)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_ReadAnisotropySample(benchmark::State &state)
{
    if (!setup().error.empty())
        return state.SkipWithError(setup().error.c_str());
    const OpenedModel opened = reopen();
    const auto rows = sampleWithoutReplacement(100000, 2000, 7);
    for (auto _ : state)
        benchmark::DoNotOptimize(opened.set.rows(rows));
}
BENCHMARK(BM_ReadAnisotropySample)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_ReadFirst100000Rows(benchmark::State &state)
{
    if (!setup().error.empty())
        return state.SkipWithError(setup().error.c_str());
    const OpenedModel opened = reopen();
    std::vector<std::size_t> rows(100000);
    std::iota(rows.begin(), rows.end(), 0);
    for (auto _ : state)
        benchmark::DoNotOptimize(opened.set.rows(rows));
}
BENCHMARK(BM_ReadFirst100000Rows)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
