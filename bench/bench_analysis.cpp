// Stages of `isoscope-cli analyze` on the bundled GloVe 6B 100d demo model, one benchmark each,
// so a slow stage shows up by name. The headline number is BM_TenSuitesBothSpaces: all ten
// WEAT suites raw and whitened with 100,000 Monte Carlo permutations (exact where C <= 10^6).
#include "core/analysis/analysis.h"
#include "core/analysis/referencesample.h"
#include "core/base/datadir.h"
#include "core/serialization/suitesjson.h"

#include <benchmark/benchmark.h>

using namespace isoscope;

namespace {

const std::string kResources = ISOSCOPE_RESOURCE_DIR;

struct Fixture {
    EmbeddingSet model;
    ReadReport read;
    AnalysisParams params;
    ReferenceSample reference;
    WhiteningStats stats;
    std::optional<Whitener> whitener;
    ModelSpec spec;

    Fixture()
    {
        auto loaded = readEmbeddingFile(kResources + "/" + builtin::kDemoGlove);
        model = std::move(loaded.value().set);
        read = loaded.value().report;
        params.suites = loadSuites(kResources + "/" + builtin::kSuites).value().suites;
        params.benchmarks.push_back(
            readSimilarityBenchmark(kResources + "/" + builtin::kWordSim353, "WordSim-353").value());
        params.benchmarks.push_back(
            readSimilarityBenchmark(kResources + "/" + builtin::kSimLex999, "SimLex-999").value());
        reference = selectReferenceSample(model, params.reference, params.weat.seed).value();
        stats = estimateWhitening(model, reference).value();
        whitener = Whitener::create(stats, params.epsilon).value();
        spec.name = "glove";
    }
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

void BM_ReadGloveDemo(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(readEmbeddingFile(kResources + "/" + builtin::kDemoGlove));
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * 4193932);
}

void BM_EstimateWhitening(benchmark::State &state)
{
    Fixture &f = fixture();
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateWhitening(f.model, f.reference));
}

void BM_TenSuitesBothSpaces(benchmark::State &state)
{
    Fixture &f = fixture();
    for (auto _ : state)
        for (const WeatSuite &suite : f.params.suites)
            benchmark::DoNotOptimize(runSuite(f.model, "glove", suite, *f.whitener, f.params));
}

void BM_Anisotropy(benchmark::State &state)
{
    Fixture &f = fixture();
    for (auto _ : state)
        benchmark::DoNotOptimize(measureAnisotropy(f.model, f.reference, f.stats, *f.whitener, {2000, 50, 1}));
}

void BM_SimilarityBothBenchmarks(benchmark::State &state)
{
    Fixture &f = fixture();
    for (auto _ : state)
        for (const SimilarityBenchmark &b : f.params.benchmarks)
            benchmark::DoNotOptimize(runSimilarity(f.model, b, *f.whitener, f.params));
}

void BM_WholeModelAnalysis(benchmark::State &state)
{
    Fixture &f = fixture();
    for (auto _ : state)
        benchmark::DoNotOptimize(analyzeModel(f.model, f.spec, f.read, f.params));
}

} // namespace

BENCHMARK(BM_ReadGloveDemo)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EstimateWhitening)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TenSuitesBothSpaces)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Anisotropy)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SimilarityBothBenchmarks)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WholeModelAnalysis)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
