// isoscope-cli sensitivity: how robust each WEAT result is to epsilon, the reference sample, the
// target words and the top principal components (docs/sensitivity.md).
#include "app/cli/common.h"
#include "app/cli/subcommands.h"

#include "core/analysis/sensitivity.h"
#include "core/output/sensitivityfiles.h"

#include <algorithm>

namespace isoscope::cli {

namespace {

// A list of numbers separated by commas; every item must parse.
template <typename T, typename Parse>
std::vector<T> parseList(const std::string &option, const std::string &list, Parse parse)
{
    std::vector<T> values;
    std::size_t start = 0;
    for (;;) {
        const auto comma = list.find(',', start);
        T value{};
        if (!parse(list.substr(start, comma == std::string::npos ? std::string::npos : comma - start), value))
            throw UsageError{option + ": '" + list + "' is not a comma-separated list of numbers"};
        values.push_back(value);
        if (comma == std::string::npos)
            return values;
        start = comma + 1;
    }
}

// One line per model x suite: d raw and whitened with their intervals, the epsilon range where
// the whitened result is significant, the spread over the draws, the strongest component.
std::string sensitivitySummary(const ModelSensitivity &m)
{
    std::string text;
    char buffer[512];
    const auto number = [](std::optional<double> v) {
        char b[32];
        if (!v)
            return std::string("undefined");
        std::snprintf(b, sizeof b, "%.3f", *v);
        return std::string(b);
    };
    for (const SuiteSensitivity &s : m.suites) {
        text += m.model + " " + s.suiteId + ": ";
        if (s.error) {
            text += "not run: " + s.error->detail + "\n";
            continue;
        }
        text += "d raw " + number(s.raw.d) + " (p " + number(s.raw.p) + "), whitened " + number(s.whitened.d) + " (p "
                + number(s.whitened.p) + "), " + std::string(changeName(s.change)) + "\n";
        if (s.rawInterval && s.rawInterval->defined() && s.whitenedInterval && s.whitenedInterval->defined()) {
            std::snprintf(buffer, sizeof buffer, "  bootstrap %.0f%%: raw [%.3f, %.3f], whitened [%.3f, %.3f]\n",
                          100 * m.params.confidence, s.rawInterval->low, s.rawInterval->high, s.whitenedInterval->low,
                          s.whitenedInterval->high);
            text += buffer;
        }
        if (!s.epsilonSweep.empty()) {
            std::size_t significant = 0;
            std::optional<double> low, high;
            for (std::size_t i = 0; i < s.epsilonSweep.size(); ++i) {
                const auto &point = s.epsilonSweep[i];
                significant += point.p < m.analysis.alpha;
                if (point.d) {
                    low = low ? std::min(*low, *point.d) : *point.d;
                    high = high ? std::max(*high, *point.d) : *point.d;
                }
            }
            std::snprintf(buffer, sizeof buffer,
                          "  epsilon %g..%g: whitened d from %s to %s, significant at %zu of %zu\n", m.epsilons.front(),
                          m.epsilons.back(), number(low).c_str(), number(high).c_str(), significant,
                          s.epsilonSweep.size());
            text += buffer;
        }
        if (!s.draws.empty()) {
            std::snprintf(buffer, sizeof buffer,
                          "  %zu reference draws of %zu: whitened d mean %.3f, SD %.3f, range [%.3f, %.3f]; class "
                          "differs from %s in %zu\n",
                          s.draws.size(), m.drawSize, s.drawSpread.mean, s.drawSpread.sd, s.drawSpread.min,
                          s.drawSpread.max, std::string(changeName(s.change)).c_str(), s.classChanges);
            text += buffer;
        }
        if (!s.rawWithout.empty()) {
            std::size_t rawK = 0, whiteK = 0;
            double rawDelta = 0, whiteDelta = 0;
            for (std::size_t k = 0; k < s.rawWithout.size(); ++k) {
                if (s.rawWithout[k] && s.raw.d && std::abs(*s.rawWithout[k] - *s.raw.d) > std::abs(rawDelta)) {
                    rawDelta = *s.rawWithout[k] - *s.raw.d;
                    rawK = k + 1;
                }
                if (s.whitenedWithout[k] && s.whitened.d
                    && std::abs(*s.whitenedWithout[k] - *s.whitened.d) > std::abs(whiteDelta)) {
                    whiteDelta = *s.whitenedWithout[k] - *s.whitened.d;
                    whiteK = k + 1;
                }
            }
            std::snprintf(buffer, sizeof buffer,
                          "  largest change leaving one of the top %zu components out: raw PC%zu %+.3f, whitened PC%zu "
                          "%+.3f\n",
                          s.rawWithout.size(), rawK, rawDelta, whiteK, whiteDelta);
            text += buffer;
        }
    }
    return text;
}

} // namespace

int sensitivity(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    Options o;
    SensitivityParams p;
    Command command("isoscope-cli sensitivity",
                    "isoscope-cli sensitivity [options] NAME=PATH ...   (or --demo) how robust each WEAT result is\n"
                    "                    to epsilon, the reference sample, the target words and the top\n"
                    "                    principal components (docs/sensitivity.md; the method options apply\n"
                    "                    too, of ZCA whitening only)");
    command.group("Sensitivity");
    const auto count = [](const std::string &name, const std::string &v, std::size_t &target, std::size_t least,
                          const char *what) {
        if (!parseInteger(v, target) || target < least || target > 100000000)
            throw UsageError{name + " must be " + what + ", got '" + v + "'"};
    };
    command.option("--analyses", "LIST", "any of epsilon,reference,bootstrap,components (default all four)",
                   [&p](const std::string &v) {
                       p.epsilonSweep = p.referenceSweep = p.bootstrap = p.leaveOneOut = false;
                       std::size_t start = 0;
                       for (;;) {
                           const auto comma = v.find(',', start);
                           const std::string item =
                               v.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
                           if (item == "epsilon")
                               p.epsilonSweep = true;
                           else if (item == "reference")
                               p.referenceSweep = true;
                           else if (item == "bootstrap")
                               p.bootstrap = true;
                           else if (item == "components")
                               p.leaveOneOut = true;
                           else
                               throw UsageError{"--analyses: unknown analysis '" + item
                                                + "' (expected epsilon, reference, bootstrap or components)"};
                           if (comma == std::string::npos)
                               break;
                           start = comma + 1;
                       }
                   });
    command.option("--epsilons", "FROM:TO:N | E,E,...", "epsilons of the sweep (default 1e-6:1e-1:21, log-spaced)",
                   [&p](const std::string &v) {
                       const auto colon = v.find(':');
                       const auto positive = [](std::string_view t, double &e) { return parseReal(t, e) && e > 0; };
                       if (colon == std::string::npos) {
                           p.epsilons = parseList<double>("--epsilons", v, positive);
                           return;
                       }
                       const auto second = v.find(':', colon + 1);
                       double from = 0, to = 0;
                       std::size_t n = 0;
                       if (second == std::string::npos || !positive(std::string_view(v).substr(0, colon), from)
                           || !positive(std::string_view(v).substr(colon + 1, second - colon - 1), to)
                           || !parseInteger(std::string_view(v).substr(second + 1), n) || n < 1 || n > 10000)
                           throw UsageError{
                               "--epsilons expects FROM:TO:N (numbers > 0, N from 1 to 10000) or a list, got '" + v
                               + "'"};
                       p.epsilons = logGrid(from, to, n);
                   });
    command.option("--sizes", "N,N,...",
                   "reference sizes, each as top-N and random-N\n(default 1000,2000,5000,10000,20000,50000,100000)",
                   [&p](const std::string &v) {
                       p.referenceSizes = parseList<std::size_t>("--sizes", v, [](std::string_view t, std::size_t &n) {
                           return parseInteger(t, n) && n >= 2;
                       });
                   });
    command.option("--draws", "R", "random draws of the reference sample (default 20)", [&](const std::string &v) {
        count("--draws", v, p.referenceDraws, 0, "a whole number from 0 to 100000000");
    });
    command.option(
        "--draw-size", "N", "rows per draw (default: the size of the --reference sample)",
        [&](const std::string &v) { count("--draw-size", v, p.drawSize, 2, "a whole number from 2 to 100000000"); });
    command.option("--bootstrap", "B", "bootstrap resamples of the target words (default 2000)",
                   [&](const std::string &v) {
                       count("--bootstrap", v, p.bootstrapIterations, 2, "a whole number from 2 to 100000000");
                   });
    command.option("--confidence", "C", "of the percentile intervals (default 0.95)", [&p](const std::string &v) {
        p.confidence = settingOption<double>("--confidence", Setting::Confidence, v);
    });
    command.option(
        "--components", "K", "top principal components left out one at a time (default 10)",
        [&](const std::string &v) { count("--components", v, p.components, 1, "a whole number from 1 to 100000000"); });
    addAnalysisOptions(command, o, false);
    if (const auto status = parseAnalysisOptions(command, o, in))
        return *status;
    if (o.json)
        return fail(err, "sensitivity writes JSON with --out DIR, not --json");
    if (o.params.calibration.kind != CalibrationKind::Zca)
        return fail(err,
                    "sensitivity analyses the paper's ZCA whitening (its epsilon and reference sample); --calibration "
                        + o.params.calibration.toString()
                        + " is not supported here (compare calibrations with analyze --calibration, "
                          "see docs/beyond-the-paper.md)");
    if (const int status = prepareModelsAndSuites(o, err))
        return status;
    if (auto valid = p.validate(); !valid)
        return fail(err, valid.error().detail);

    const auto started = std::chrono::steady_clock::now();
    ProgressLine line(err, o.models);
    std::vector<ModelSensitivity> results;
    for (std::size_t i = 0; i < o.models.size(); ++i) {
        const ModelSpec &spec = o.models[i];
        const bool live = in.progressOnErr && !o.quiet;
        std::function<bool(Stage, std::size_t, std::size_t)> reading;
        if (live)
            reading = [&line, i](Stage stage, std::size_t done, std::size_t total) {
                return line.update(i, stage, done, total);
            };
        auto opened = openSubcommandModel(spec, o, reading);
        if (!opened)
            return fail(err, describe(opened.error()));
        const EmbeddingSet *model = &opened->set();
        SensitivityProgress progress;
        if (live)
            progress = [&line, i](SensitivityStage stage, std::size_t done, std::size_t total) {
                return line.update(i, std::string(sensitivityStageName(stage)), done, total);
            };
        auto result = runSensitivity(*model, spec.name, paramsForModel(o.params, spec), p, progress);
        line.clear();
        if (!result) {
            Error error = result.error();
            if (error.file.empty())
                error.file = spec.path.string();
            return fail(err, describe(error));
        }
        results.push_back(std::move(result).value());
    }
    if (!o.out.empty()) {
        if (auto written = writeSensitivity(results, o.out); !written)
            return fail(err, describe(written.error()));
        if (!o.quiet)
            err << "Wrote sensitivity.json, epsilon_sweep.csv, reference_sweep.csv, bootstrap.csv and "
                   "leave_one_out.csv to "
                << o.out << '\n';
    }
    for (const auto &m : results)
        out << sensitivitySummary(m);
    if (!o.quiet) {
        char buffer[96];
        std::snprintf(buffer, sizeof buffer, "Sensitivity of %zu model%s in %.2f s\n", results.size(),
                      results.size() == 1 ? "" : "s",
                      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
        err << buffer;
    }
    out.flush();
    return out ? 0 : 1;
}

} // namespace isoscope::cli
