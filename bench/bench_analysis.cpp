// Stages of `isoscope-cli analyze` on the bundled GloVe 6B 100d demo model, one benchmark each,
// so a slow stage shows up by name. The headline number is BM_TenSuitesBothSpaces: all ten
// WEAT suites raw and whitened with 100,000 Monte Carlo permutations (exact where C <= 10^6).
#include "core/analysis/analysis.h"
#include "core/analysis/referencesample.h"
#include "core/base/datadir.h"
#include "core/serialization/suitesjson.h"
#include "core/stats/mleat.h"

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

// ML-EAT's levels 2 and 3 of the ten suites in both spaces, alone: the part of
// BM_TenSuitesBothSpaces that its level-2 permutation tests take (added with the levels; before
// them the ten suites took about 44 ms on the 2-core machine of docs/benchmarks.md).
void BM_TenSuitesLevelsOnly(benchmark::State &state)
{
    Fixture &f = fixture();
    std::vector<std::array<std::array<MatrixD, 4>, 2>> sets;
    std::vector<std::string> ids;
    for (const WeatSuite &suite : f.params.suites) {
        WeatResult frame = suiteResultFrame(f.model, "glove", suite);
        if (frame.error)
            continue;
        std::array<MatrixD, 4> whitened;
        for (int role = 0; role < 4; ++role)
            whitened[role] = f.whitener->apply(frame.words.vectors[role]);
        sets.push_back({frame.words.vectors, whitened});
        ids.push_back(suite.id);
    }
    for (auto _ : state)
        for (std::size_t i = 0; i < sets.size(); ++i)
            for (const auto &space : sets[i])
                benchmark::DoNotOptimize(multilevelEat(space[0], space[1], space[2], space[3], f.params.weat, ids[i]));
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
BENCHMARK(BM_TenSuitesLevelsOnly)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Anisotropy)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SimilarityBothBenchmarks)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WholeModelAnalysis)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
