#include "core/analysis/calibrationcomparison.h"
#include "core/analysis/analysis.h"

#include <algorithm>
#include <chrono>
#include <functional>

namespace isoscope {

namespace {

// A model's suites on the model hard-debiased, raw and under ZCA, as runSuite gives them; tick is
// called twice per suite (its two tests) and returns false to cancel.
Result<std::pair<ModelResult::Debias, std::vector<WeatResult>>> debiasedColumns(const ComparisonModel &model,
                                                                                AnalysisParams params,
                                                                                const DebiasLists &lists,
                                                                                const std::function<bool()> &tick)
{
    const auto named = [&](const Error &e) {
        return makeError(e.code, model.name + " (debiased): " + e.detail, e.file, e.line, e.word);
    };
    auto fitted = HardDebias::fit(*model.set, lists);
    if (!fitted)
        return named(fitted.error());
    const auto debias = std::make_shared<const HardDebias>(std::move(fitted).value());
    const EmbeddingSet debiased = debiasedModel(*model.set, debias);
    auto prepared = prepareCalibration(debiased, params);
    if (!prepared)
        return named(prepared.error());
    params.effectBootstrapIterations = 0; // the other columns have no intervals either
    std::vector<WeatResult> results;
    try {
        for (const WeatSuite &suite : params.suites) {
            auto r = runSuite(debiased, model.name, suite, prepared->whitener, params);
            if (!r)
                return named(r.error());
            for (auto &matrix : r->words.vectors)
                matrix = MatrixD();
            results.push_back(std::move(r).value());
            if (!tick() || !tick())
                return makeError(ErrorCode::Cancelled, "cancelled");
        }
    } catch (const StorageError &e) {
        return makeError(ErrorCode::FileUnreadable, model.name + ": reading the model's vectors failed: " + e.what());
    }
    applyCorrection(results, params.correction, params.alpha);
    ModelResult::Debias summary{debias->definitionalUsed(), debias->equalized(), debias->genderSpecificFound(),
                                debias->explainedVariance()};
    return std::make_pair(std::move(summary), std::move(results));
}

} // namespace

Result<CalibrationComparison> compareCalibrations(const std::vector<ComparisonModel> &models,
                                                  std::vector<CalibrationSpec> calibrations,
                                                  const AnalysisParams &params, const ProgressCallback &progress)
{
    const auto start = std::chrono::steady_clock::now();
    if (models.empty())
        return makeError(ErrorCode::InvalidArgument, "no model to compare the calibrations on");
    if (params.suites.empty())
        return makeError(ErrorCode::InvalidArgument, "no suite to compare the calibrations on");
    calibrations.erase(std::remove_if(calibrations.begin(), calibrations.end(),
                                      [](const CalibrationSpec &c) { return c.kind == CalibrationKind::Zca; }),
                       calibrations.end());
    calibrations.insert(calibrations.begin(), CalibrationSpec{});

    CalibrationComparison out;
    out.calibrations = calibrations;
    out.params = params;
    out.params.suites.clear();
    out.params.benchmarks.clear();
    out.params.calibration = {};
    out.params.debias.reset();
    out.debiased = params.debias.has_value();

    const std::size_t tests = models.size() * params.suites.size() * (1 + calibrations.size() + (out.debiased ? 2 : 0));
    std::size_t done = 0;
    const auto cancelled = [] { return makeError(ErrorCode::Cancelled, "cancelled"); };
    const auto tick = [&]() {
        ++done;
        return !progress || progress(done, tests);
    };
    // Each test's own progress is not reported (the suites are small); a cancel is seen between tests.
    for (const ComparisonModel &model : models) {
        CalibrationComparison::Model m;
        m.name = model.name;
        m.family = model.family;
        m.dims = model.set->dims();
        AnalysisParams zca = params;
        if (model.reference)
            zca.reference = *model.reference;
        zca.calibration = {};
        zca.debias.reset();
        auto prepared = prepareCalibration(*model.set, zca);
        if (!prepared)
            return makeError(prepared.error().code, model.name + ": " + prepared.error().detail);
        std::vector<Whitener> whiteners;
        for (const CalibrationSpec &spec : calibrations) {
            auto w = Whitener::create(prepared->stats, params.epsilon, spec);
            if (!w)
                return makeError(w.error().code, model.name + " (" + spec.toString() + "): " + w.error().detail);
            whiteners.push_back(std::move(w).value());
        }
        m.results.assign(calibrations.size(), {});
        try {
            for (const WeatSuite &suite : params.suites) {
                WeatResult base = suiteResultFrame(*model.set, model.name, suite);
                const auto &v = base.words.vectors;
                // One stream for every space, as runSuite: the same partitions are drawn.
                const std::uint64_t stream = suiteStream(params.weat.seed, suite.id);
                if (!base.error) {
                    auto raw = weatTest(v[0], v[1], v[2], v[3], params.weat, stream);
                    if (!raw)
                        return makeError(raw.error().code, model.name + ", " + suite.id + ": " + raw.error().detail);
                    base.raw = std::move(raw).value();
                }
                if (!tick())
                    return cancelled();
                for (std::size_t c = 0; c < calibrations.size(); ++c) {
                    WeatResult r = base;
                    if (!base.error) {
                        std::array<MatrixD, 4> z;
                        for (int role = 0; role < 4; ++role)
                            z[role] = whiteners[c].apply(v[role]);
                        auto stat = weatTest(z[0], z[1], z[2], z[3], params.weat, stream);
                        if (!stat)
                            return makeError(stat.error().code,
                                             model.name + ", " + suite.id + ": " + stat.error().detail);
                        r.whitened = std::move(stat).value();
                        classifyResult(r, params);
                        if (auto measured = attachMeasures(r, suite, z, params); !measured)
                            return makeError(measured.error().code,
                                             model.name + ", " + suite.id + ": " + measured.error().detail);
                    }
                    for (auto &matrix : r.words.vectors)
                        matrix = MatrixD();
                    m.results[c].push_back(std::move(r));
                    if (!tick())
                        return cancelled();
                }
            }
        } catch (const StorageError &e) {
            return makeError(ErrorCode::FileUnreadable,
                             model.name + ": reading the model's vectors failed: " + e.what());
        }
        for (auto &results : m.results)
            applyCorrection(results, params.correction, params.alpha);
        if (params.debias) {
            auto debiased = debiasedColumns(model, zca, *params.debias, tick);
            if (!debiased)
                return debiased.error();
            m.debias = std::move(debiased->first);
            m.debiased = std::move(debiased->second);
        }
        out.models.push_back(std::move(m));
    }
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace isoscope
