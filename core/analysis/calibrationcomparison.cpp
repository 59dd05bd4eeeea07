#include "core/analysis/calibrationcomparison.h"
#include "core/analysis/analysis.h"

#include <algorithm>
#include <chrono>

namespace isoscope {

Result<CalibrationComparison> compareCalibrations(const std::vector<ComparisonModel> &models,
                                                            std::vector<CalibrationSpec> calibrations,
                                                            const AnalysisParams &params,
                                                            const ProgressCallback &progress)
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

    const std::size_t tests = models.size() * params.suites.size() * (1 + calibrations.size());
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
        zca.calibration = {};
        auto prepared = prepareCalibration(*model.set, zca);
        if (!prepared)
            return makeError(prepared.error().code,
                                       model.name + ": " + prepared.error().detail);
        std::vector<Whitener> whiteners;
        for (const CalibrationSpec &spec : calibrations) {
            auto w = Whitener::create(prepared->stats, params.epsilon, spec);
            if (!w)
                return makeError(w.error().code,
                                           model.name + " (" + spec.toString() + "): " + w.error().detail);
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
                        return makeError(raw.error().code, model.name + ", " + suite.id + ": " +
                                                                         raw.error().detail);
                    base.raw = std::move(raw).value();
                }
                if (!tick())
                    return cancelled();
                for (std::size_t c = 0; c < calibrations.size(); ++c) {
                    WeatResult r = base;
                    if (!base.error) {
                        MatrixD z[4];
                        for (int role = 0; role < 4; ++role)
                            z[role] = whiteners[c].apply(v[role]);
                        auto stat = weatTest(z[0], z[1], z[2], z[3], params.weat, stream);
                        if (!stat)
                            return makeError(stat.error().code, model.name + ", " + suite.id + ": " +
                                                                              stat.error().detail);
                        r.whitened = std::move(stat).value();
                        classifyResult(r, params);
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
        out.models.push_back(std::move(m));
    }
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace isoscope
