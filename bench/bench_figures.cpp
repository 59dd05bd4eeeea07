// The cosine heatmap at the paper's size, 2,000 x 2,000 cosines (issue: "repaint after zoom
// < 50 ms"), offscreen: BM_HeatmapRepaintAfterZoom is one wheel step (in, then out again)
// followed by the repaint it causes, as CosineHeatmapView does it on screen; BM_HeatmapMatrices
// is the worker-thread computation behind it (both cosine matrices, in file order and grouped by
// similarity). Run: build/bin/bench_figures (or bench/run_benchmarks.sh for the WEAT numbers).
#include "ui/figures/cosineheatmapfigure.h"
#include "ui/figures/cosineheatmapview.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

#include <benchmark/benchmark.h>

#include <memory>
#include <random>

using namespace isoscope::ui;

namespace {

// n sampled "words" of d dimensions sharing a common direction (like raw embeddings), and the
// same vectors without it (like whitened ones).
std::shared_ptr<isoscope::AnalysisResult> sampleResults(int n, int d)
{
    auto r = std::make_shared<isoscope::AnalysisResult>();
    isoscope::ModelResult m;
    m.spec.name = "bench";
    std::mt19937 random(7);
    std::normal_distribution<float> normal;
    m.anisotropy.sampleRaw.resize(n, d);
    m.anisotropy.sampleWhitened.resize(n, d);
    for (int i = 0; i < n; ++i) {
        m.anisotropyWords.push_back("word" + std::to_string(i));
        m.anisotropy.sample.push_back(static_cast<std::size_t>(i));
        for (int j = 0; j < d; ++j) {
            m.anisotropy.sampleWhitened(i, j) = normal(random);
            m.anisotropy.sampleRaw(i, j) = m.anisotropy.sampleWhitened(i, j) + 2.0f;
        }
    }
    r->models.push_back(std::move(m));
    return r;
}

void BM_HeatmapRepaintAfterZoom(benchmark::State &state)
{
    const int n = static_cast<int>(state.range(0));
    CosineHeatmapView view;
    view.resize(1280, 700);
    QSignalSpy ready(&view, &CosineHeatmapView::matricesReady);
    view.setResults(sampleResults(n, 300));
    if (!ready.wait(120000)) {
        state.SkipWithError("the matrices were not computed");
        return;
    }
    view.show();
    if (!QTest::qWaitForWindowExposed(&view)) {
        state.SkipWithError("the window was not shown");
        return;
    }
    view.repaint();
    // A zoom step as the wheel makes it: 1.25x about a point, alternately in and out, so every
    // repaint makes new panel images (nothing is reused between iterations).
    const double centre = n / 2.0;
    bool in = true;
    double raster = 0;
    for (auto _ : state) {
        const double span = in ? n / 1.25 : n;
        view.setViewport(HeatmapViewport{centre - span / 2, centre - span / 2, span});
        view.repaint();
        raster += view.lastRasterMilliseconds();
        in = !in;
    }
    state.counters["panel_images_ms"] = benchmark::Counter(raster / static_cast<double>(state.iterations()));
}

void BM_HeatmapMatrices(benchmark::State &state)
{
    const auto results = sampleResults(2000, static_cast<int>(state.range(0)));
    const auto order = static_cast<HeatmapOrder>(state.range(1));
    for (auto _ : state)
        benchmark::DoNotOptimize(HeatmapMatrices::compute(results->models[0], order));
}

} // namespace

BENCHMARK(BM_HeatmapRepaintAfterZoom)->Arg(2000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_HeatmapMatrices)
    ->Args({100, static_cast<int>(HeatmapOrder::FileOrder)})
    ->Args({300, static_cast<int>(HeatmapOrder::FileOrder)})
    ->Args({300, static_cast<int>(HeatmapOrder::SimilarityRaw)})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
