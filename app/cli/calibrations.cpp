// isoscope-cli calibrations: every suite under ZCA and under each comparison calibration.
#include "app/cli/common.h"
#include "app/cli/subcommands.h"

#include "core/analysis/calibrationcomparison.h"
#include "core/base/files.h"
#include "core/output/measurestables.h"
#include "core/output/resultsfolder.h"
#include "core/serialization/calibrationsjson.h"
#include "core/serialization/debiaslistsjson.h"

#include <filesystem>

namespace isoscope::cli {

namespace {

std::string calibrationsCsv(const CalibrationComparison &c)
{
    std::string csv = "model,suite,calibration,effect_size_raw,p_raw,effect_size,p,p_adjusted,change,"
                      "effect_size_minus_zca\n";
    for (const auto &m : c.models)
        for (std::size_t s = 0; s < m.results.front().size(); ++s) {
            const WeatResult &zca = m.results.front()[s];
            for (std::size_t k = 0; k < c.calibrations.size(); ++k) {
                const WeatResult &r = m.results[k][s];
                const auto d = [](const std::optional<WeatStatistic> &st) {
                    return st ? st->d : std::optional<double>();
                };
                std::optional<double> delta;
                if (d(r.whitened) && d(zca.whitened))
                    delta = *d(r.whitened) - *d(zca.whitened);
                csv += csvField(m.name) + ',' + csvField(r.suiteId) + ',' + c.calibrations[k].toString() + ','
                       + formatFull(d(r.raw)) + ',' + formatFull(r.raw ? std::optional<double>(r.raw->p) : std::nullopt)
                       + ',' + formatFull(d(r.whitened)) + ','
                       + formatFull(r.whitened ? std::optional<double>(r.whitened->p) : std::nullopt) + ','
                       + formatFull(r.pWhitenedAdjusted) + ','
                       + (r.error ? std::string() : std::string(changeName(r.change))) + ',' + formatFull(delta) + '\n';
            }
            // Hard debiasing (--calibrations debias): "debias" goes from the model to the model
            // debiased, "debias+zca" from the debiased model to it whitened.
            if (c.debiased && s < m.debiased.size()) {
                const WeatResult &d = m.debiased[s];
                const auto p = [](const std::optional<WeatStatistic> &st) {
                    return st ? std::optional<double>(st->p) : std::optional<double>();
                };
                const auto effect = [](const std::optional<WeatStatistic> &st) {
                    return st ? st->d : std::optional<double>();
                };
                const std::string change =
                    zca.error || d.error
                        ? std::string()
                        : std::string(changeName(classifyChange(zca.pRawAdjusted.value_or(zca.raw->p),
                                                                d.pRawAdjusted.value_or(d.raw->p), c.params.alpha)));
                csv += csvField(m.name) + ',' + csvField(zca.suiteId) + ",debias," + formatFull(effect(zca.raw)) + ','
                       + formatFull(p(zca.raw)) + ',' + formatFull(effect(d.raw)) + ',' + formatFull(p(d.raw)) + ','
                       + formatFull(d.pRawAdjusted) + ',' + change + ",NA\n";
                csv += csvField(m.name) + ',' + csvField(zca.suiteId) + ",debias+zca," + formatFull(effect(d.raw)) + ','
                       + formatFull(p(d.raw)) + ',' + formatFull(effect(d.whitened)) + ',' + formatFull(p(d.whitened))
                       + ',' + formatFull(d.pWhitenedAdjusted) + ','
                       + (d.error ? std::string() : std::string(changeName(d.change))) + ",NA\n";
            }
        }
    return csv;
}

} // namespace

int calibrations(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    std::vector<CalibrationSpec> specs = {{CalibrationKind::Center, std::nullopt},
                                          {CalibrationKind::AllButTheTop, std::nullopt},
                                          {CalibrationKind::Pca, std::nullopt}};
    bool debias = false;
    Options o;
    Command command("isoscope-cli calibrations",
                    "isoscope-cli calibrations [options] NAME=PATH ...   (or --demo) every suite under ZCA and the\n"
                    "                    comparison calibrations of --calibrations LIST: d, p, change class\n"
                    "                    and d - d_ZCA per calibration (CSV and JSON with --out); with\n"
                    "                    --measures, every measure in every column (measures.csv)");
    command.group("Calibrations");
    command.option(
        "--calibrations", "LIST",
        "the calibrations compared with ZCA (default center,abtt,pca; debias\n"
        "adds the model hard-debiased, raw and under ZCA; the last one given\n"
        "counts)",
        [&specs, &debias](const std::string &value) {
            specs.clear();
            debias = false;
            for (const std::string &text : splitWords(value)) {
                if (text == "debias") { // the model hard-debiased, raw and under ZCA
                    debias = true;
                    continue;
                }
                auto spec = CalibrationSpec::parse(text);
                if (!spec)
                    throw UsageError{"--calibrations: " + spec.error().detail};
                specs.push_back(spec.value());
            }
        },
        true);
    addAnalysisOptions(command, o);
    if (const auto status = parseAnalysisOptions(command, o, in))
        return *status;
    if (o.params.calibration.kind != CalibrationKind::Zca)
        return fail(err, "calibrations compares with ZCA; list the others with --calibrations, not --calibration");
    if (o.params.debias)
        return fail(err, "calibrations shows the debiased model beside the others; add debias to --calibrations "
                         "instead of --debias");
    if (debias) {
        auto lists = builtinDebiasLists();
        if (!lists)
            return fail(err, describe(lists.error()));
        o.params.debias = std::move(lists).value();
    }
    if (const int status = prepareModelsAndSuites(o, err))
        return status;
    o.params.benchmarks.clear();

    std::vector<SubcommandModel> opened;
    opened.reserve(o.models.size()); // no reallocation: models point into it
    std::vector<ComparisonModel> models;
    for (const ModelSpec &spec : o.models) {
        auto result = openSubcommandModel(spec, o);
        if (!result)
            return fail(err, describe(result.error()));
        opened.push_back(std::move(result).value());
        models.push_back(ComparisonModel{spec.name, spec.family, &opened.back().set(), spec.reference});
    }
    auto result = compareCalibrations(models, specs, o.params);
    if (!result)
        return fail(err, describe(result.error()));
    const Json json = result.value();
    if (!o.out.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(o.out, ec);
        // One batch: the folder holds this run's files or the earlier run's, never a mix.
        const bool measures = namesMeasuresBeyondWeat(o.params.measures);
        FileBatch batch(o.out);
        auto written = batch.add("calibrations.json", writeJson(json) + "\n");
        if (written)
            written = batch.add("calibrations.csv", calibrationsCsv(result.value()));
        if (written && measures)
            written = batch.add("measures.csv", calibrationMeasuresCsv(result.value(), o.params.measures));
        if (!measures)
            batch.removeOnCommit("measures.csv");
        if (written)
            written = batch.commit();
        if (!written)
            return fail(err, describe(written.error()));
        if (!o.quiet)
            err << "Wrote calibrations.json"
                << (measures ? ", calibrations.csv and measures.csv" : " and calibrations.csv") << " to " << o.out
                << '\n';
    }
    if (!o.json && (result->debiased || namesMeasuresBeyondWeat(o.params.measures))) {
        // Every measure (WEAT's d among them) in every column: raw, ZCA, the comparisons and the
        // debiased model raw and under ZCA.
        std::vector<Measure> shown = o.params.measures;
        if (std::find(shown.begin(), shown.end(), Measure::Weat) == shown.end())
            shown.insert(shown.begin(), Measure::Weat);
        out << calibrationMeasuresMarkdown(result.value(), shown);
        out.flush();
        return out ? 0 : 1;
    }
    if (o.json) {
        out << writeJson(json) << '\n';
    } else {
        out << "| model | suite | raw d | zca d";
        for (std::size_t k = 1; k < result->calibrations.size(); ++k)
            out << " | " << result->calibrations[k].toString() << " d";
        out << " |\n|---|---|---:|---:";
        for (std::size_t k = 1; k < result->calibrations.size(); ++k)
            out << "|---:";
        out << "|\n";
        // d to three decimals; calibrated d with the first letter of its change class.
        const auto cell = [](const WeatResult &r, bool raw) {
            const auto &st = raw ? r.raw : r.whitened;
            if (!st || !st->d)
                return std::string("-");
            char buffer[48];
            std::snprintf(buffer, sizeof buffer, "%.3f", *st->d);
            std::string text = buffer;
            if (!raw)
                text += " (" + std::string(changeName(r.change)).substr(0, 1) + ")";
            return text;
        };
        for (const auto &m : result->models)
            for (std::size_t s = 0; s < m.results.front().size(); ++s) {
                out << "| " << markdownEscaped(m.name) << " | " << markdownEscaped(m.results.front()[s].suiteId)
                    << " | " << cell(m.results.front()[s], true);
                for (std::size_t k = 0; k < result->calibrations.size(); ++k)
                    out << " | " << cell(m.results[k][s], false);
                out << " |\n";
            }
    }
    out.flush();
    return out ? 0 : 1;
}

} // namespace isoscope::cli
