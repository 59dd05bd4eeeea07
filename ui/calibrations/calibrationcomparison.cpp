#include "ui/calibrations/calibrationcomparison.h"

#include "core/random.h"

#include <algorithm>
#include <chrono>

namespace isoscope::ui {

isoscope::Result<CalibrationComparison> compareCalibrations(const std::vector<ComparisonModel> &models,
                                                            std::vector<isoscope::CalibrationSpec> calibrations,
                                                            const isoscope::AnalysisParams &params,
                                                            const isoscope::ProgressCallback &progress)
{
    using isoscope::CalibrationKind;
    using isoscope::ErrorCode;
    const auto start = std::chrono::steady_clock::now();
    if (models.empty())
        return isoscope::makeError(ErrorCode::InvalidArgument, "no model to compare the calibrations on");
    if (params.suites.empty())
        return isoscope::makeError(ErrorCode::InvalidArgument, "no suite to compare the calibrations on");
    calibrations.erase(std::remove_if(calibrations.begin(), calibrations.end(),
                                      [](const isoscope::CalibrationSpec &c) { return c.kind == CalibrationKind::Zca; }),
                       calibrations.end());
    calibrations.insert(calibrations.begin(), isoscope::CalibrationSpec{});

    CalibrationComparison out;
    out.calibrations = calibrations;
    out.params = params;
    out.params.suites.clear();
    out.params.benchmarks.clear();
    out.params.calibration = {};

    const std::size_t tests = models.size() * params.suites.size() * (1 + calibrations.size());
    std::size_t done = 0;
    const auto cancelled = [] { return isoscope::makeError(ErrorCode::Cancelled, "cancelled"); };
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
        isoscope::AnalysisParams zca = params;
        zca.calibration = {};
        auto prepared = isoscope::prepareCalibration(*model.set, zca);
        if (!prepared)
            return isoscope::makeError(prepared.error().code,
                                       model.name + ": " + prepared.error().detail);
        std::vector<isoscope::Whitener> whiteners;
        for (const isoscope::CalibrationSpec &spec : calibrations) {
            auto w = isoscope::Whitener::create(prepared->stats, params.epsilon, spec);
            if (!w)
                return isoscope::makeError(w.error().code,
                                           model.name + " (" + spec.toString() + "): " + w.error().detail);
            whiteners.push_back(std::move(w).value());
        }
        m.results.assign(calibrations.size(), {});
        try {
            for (const isoscope::WeatSuite &suite : params.suites) {
                isoscope::WeatResult base;
                base.model = model.name;
                base.suiteId = suite.id;
                base.suiteName = suite.name;
                base.category = suite.category;
                base.words = isoscope::lookupSuite(*model.set, suite);
                for (int role = 0; role < 4 && !base.error; ++role)
                    if (base.words.used[role].empty())
                        base.error = isoscope::makeError(
                            ErrorCode::EmptyWordSet,
                            "no word of set " +
                                std::string(isoscope::roleName(static_cast<isoscope::WordSetRole>(role))) + " (" +
                                suite.sets[role].name + ") is in the vocabulary",
                            {}, 0, suite.sets[role].name);
                const auto &v = base.words.vectors;
                // One stream for every space, as runSuite: the same partitions are drawn.
                const std::uint64_t stream = isoscope::deriveSeed(params.weat.seed, "weat/" + suite.id);
                if (!base.error) {
                    auto raw = isoscope::weatTest(v[0], v[1], v[2], v[3], params.weat, stream);
                    if (!raw)
                        return isoscope::makeError(raw.error().code, model.name + ", " + suite.id + ": " +
                                                                         raw.error().detail);
                    base.raw = std::move(raw).value();
                }
                if (!tick())
                    return cancelled();
                for (std::size_t c = 0; c < calibrations.size(); ++c) {
                    isoscope::WeatResult r = base;
                    if (!base.error) {
                        isoscope::MatrixD z[4];
                        for (int role = 0; role < 4; ++role)
                            z[role] = whiteners[c].apply(v[role]);
                        auto stat = isoscope::weatTest(z[0], z[1], z[2], z[3], params.weat, stream);
                        if (!stat)
                            return isoscope::makeError(stat.error().code, model.name + ", " + suite.id + ": " +
                                                                              stat.error().detail);
                        r.whitened = std::move(stat).value();
                        r.change = isoscope::classifyChange(r.raw->p, r.whitened->p, params.alpha);
                        r.substantialShift =
                            isoscope::isSubstantialShift(r.raw->d, r.whitened->d, params.shiftThreshold);
                    }
                    for (auto &matrix : r.words.vectors)
                        matrix = isoscope::MatrixD();
                    m.results[c].push_back(std::move(r));
                    if (!tick())
                        return cancelled();
                }
            }
        } catch (const isoscope::StorageError &e) {
            return isoscope::makeError(ErrorCode::FileUnreadable,
                                       model.name + ": reading the model's vectors failed: " + e.what());
        }
        for (auto &results : m.results)
            isoscope::applyCorrection(results, params.correction, params.alpha);
        out.models.push_back(std::move(m));
    }
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace isoscope::ui
