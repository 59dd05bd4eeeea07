#include "core/analysis/calibrationcomparison.h"

#include "core/report/json.h"

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

Result<CalibrationComparison> loadCalibrations(const std::filesystem::path &path)
{
    auto parsed = Json::parseFile(path);
    if (!parsed)
        return parsed.error();
    const std::string file = path.string();
    const auto bad = [&file](const std::string &what) {
        return makeError(ErrorCode::JsonSyntax, "not a calibrations.json of isoscope-cli calibrations: " + what, file);
    };
    const Json &root = parsed.value();
    const Json *test = root.isObject() ? root.find("test") : nullptr;
    if (!test || !test->isString() || test->toString() != "calibrations")
        return bad("no \"test\": \"calibrations\"");
    CalibrationComparison out;
    if (const Json *alpha = root.find("alpha"); alpha && alpha->isNumber())
        out.params.alpha = alpha->toNumber();
    if (const Json *epsilon = root.find("epsilon"); epsilon && epsilon->isNumber())
        out.params.epsilon = epsilon->toNumber();
    const Json *specs = root.find("calibrations");
    if (!specs || !specs->isArray() || specs->toArray().empty())
        return bad("no list of calibrations");
    for (const Json &s : specs->toArray()) {
        auto spec = s.isString() ? CalibrationSpec::parse(s.toString()) : Result<CalibrationSpec>(bad("a calibration is not text"));
        if (!spec)
            return bad(spec.error().detail);
        out.calibrations.push_back(spec.value());
    }
    const Json *results = root.find("results");
    if (!results || !results->isArray())
        return bad("no results");
    const auto number = [](const Json *j) { return j && j->isNumber() ? std::optional<double>(j->toNumber()) : std::nullopt; };
    const auto change = [](const Json *j) {
        for (SignificanceChange c : {SignificanceChange::Stable, SignificanceChange::Disappearing,
                                     SignificanceChange::Emerging, SignificanceChange::Undefined})
            if (j && j->isString() && j->toString() == changeName(c))
                return c;
        return SignificanceChange::Undefined;
    };
    for (const Json &item : results->toArray()) {
        const Json *model = item.isObject() ? item.find("model") : nullptr;
        const Json *suite = item.isObject() ? item.find("suite") : nullptr;
        if (!model || !model->isString() || !suite || !suite->isString())
            return bad("a result without model or suite");
        if (out.models.empty() || out.models.back().name != model->toString()) {
            CalibrationComparison::Model m;
            m.name = model->toString();
            m.results.assign(out.calibrations.size(), {});
            out.models.push_back(std::move(m));
        }
        auto &m = out.models.back();
        WeatResult base;
        base.model = m.name;
        base.suiteId = suite->toString();
        const Json *calibrated = item.find("calibrated");
        if (const Json *error = item.find("error"); error || !calibrated) {
            base.error = makeError(ErrorCode::EmptyWordSet, error && error->isString() ? error->toString() : "not run");
            for (auto &column : m.results)
                column.push_back(base);
            continue;
        }
        const Json *raw = item.find("raw");
        if (!raw || !raw->isObject() || !calibrated->isArray() || calibrated->toArray().size() != out.calibrations.size())
            return bad("result " + m.name + "/" + base.suiteId + " has no raw values or not one entry per calibration");
        base.raw = WeatStatistic();
        base.raw->d = number(raw->find("d"));
        base.raw->p = number(raw->find("p")).value_or(1);
        for (std::size_t k = 0; k < out.calibrations.size(); ++k) {
            const Json &c = calibrated->toArray()[k];
            WeatResult r = base;
            r.whitened = WeatStatistic();
            r.whitened->d = c.isObject() ? number(c.find("d")) : std::nullopt;
            r.whitened->p = c.isObject() ? number(c.find("p")).value_or(1) : 1;
            r.change = change(c.isObject() ? c.find("change") : nullptr);
            m.results[k].push_back(std::move(r));
        }
    }
    return out;
}

} // namespace isoscope
