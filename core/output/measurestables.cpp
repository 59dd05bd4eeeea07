#include "core/output/measurestables.h"

#include "core/output/escape.h"

#include "core/output/resultsfolder.h"

#include <cstdio>

namespace isoscope {

namespace {

std::string subqueryName(Measure measure, std::size_t part)
{
    return measureParts(measure) == 1 ? "all" : (part == 0 ? "A" : "B");
}

// A measure's value of a result in one space; WEAT gives d.
MeasureValue valueOf(const WeatResult &r, Measure measure, std::size_t part, bool whitened)
{
    if (measure == Measure::Weat)
        return weatValue(whitened ? r.whitened : r.raw);
    if (!r.measures.has(measure))
        return {std::nullopt, "not computed"};
    return (whitened ? r.measures.whitened : r.measures.raw).value(measure, part);
}

// The columns of a calibration comparison's row: raw, each calibration, debiased, debiased + ZCA.
std::vector<MeasureValue> comparisonValues(const CalibrationComparison &c, const CalibrationComparison::Model &m,
                                           std::size_t suite, Measure measure, std::size_t part)
{
    std::vector<MeasureValue> values{valueOf(m.results[0][suite], measure, part, false)};
    for (const auto &column : m.results)
        values.push_back(valueOf(column[suite], measure, part, true));
    if (c.debiased && suite < m.debiased.size()) {
        values.push_back(valueOf(m.debiased[suite], measure, part, false));
        values.push_back(valueOf(m.debiased[suite], measure, part, true));
    }
    return values;
}

// Every row of a calibration comparison's measures table, in order: model, suite, measure and
// subquery with the row's values (comparisonValues). The CSV and the Markdown table share it.
template <typename Row>
void forEachComparisonRow(const CalibrationComparison &c, const std::vector<Measure> &measures, Row row)
{
    for (const auto &m : c.models)
        for (std::size_t s = 0; s < m.results.front().size(); ++s) {
            if (m.results.front()[s].error)
                continue;
            for (Measure measure : measures)
                for (std::size_t part = 0; part < measureParts(measure); ++part)
                    row(m.name, m.results.front()[s].suiteId, measure, part, comparisonValues(c, m, s, measure, part));
        }
}

std::string threeDigits(const MeasureValue &v)
{
    if (!v.value)
        return "-";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g", *v.value);
    return buffer;
}

} // namespace

std::string measuresCsv(const AnalysisResult &result)
{
    std::string csv = "model,suite,measure,subquery,raw,whitened,raw_undefined,whitened_undefined\n";
    for (const WeatResult *r : result.weat()) {
        if (r->error)
            continue;
        for (Measure measure : r->measures.measures)
            for (std::size_t part = 0; part < measureParts(measure); ++part) {
                const MeasureValue raw = valueOf(*r, measure, part, false);
                const MeasureValue white = valueOf(*r, measure, part, true);
                csv += csvField(r->model) + ',' + csvField(r->suiteId) + ',' + std::string(measureName(measure)) + ','
                       + subqueryName(measure, part) + ',' + formatFull(raw.value) + ',' + formatFull(white.value) + ','
                       + csvField(raw.value ? std::string() : raw.undefinedReason) + ','
                       + csvField(white.value ? std::string() : white.undefinedReason) + '\n';
            }
    }
    return csv;
}

std::string calibrationMeasuresCsv(const CalibrationComparison &c, const std::vector<Measure> &measures)
{
    std::string csv = "model,suite,measure,subquery,raw";
    for (const auto &spec : c.calibrations)
        csv += ',' + spec.toString();
    if (c.debiased)
        csv += ",debiased,debiased_zca";
    csv += '\n';
    forEachComparisonRow(c, measures,
                         [&csv](const std::string &model, const std::string &suite, Measure measure, std::size_t part,
                                const std::vector<MeasureValue> &values) {
                             csv += csvField(model) + ',' + csvField(suite) + ',' + std::string(measureName(measure))
                                    + ',' + subqueryName(measure, part);
                             for (const MeasureValue &v : values)
                                 csv += ',' + formatFull(v.value);
                             csv += '\n';
                         });
    return csv;
}

std::string calibrationMeasuresMarkdown(const CalibrationComparison &c, const std::vector<Measure> &measures)
{
    std::string md = "| model | suite | measure | subquery | raw";
    std::string rule = "|---|---|---|---|---:";
    for (const auto &spec : c.calibrations) {
        md += " | " + spec.toString();
        rule += "|---:";
    }
    if (c.debiased) {
        md += " | debiased | debiased + zca";
        rule += "|---:|---:";
    }
    md += " |\n" + rule + "|\n";
    forEachComparisonRow(c, measures,
                         [&md](const std::string &model, const std::string &suite, Measure measure, std::size_t part,
                               const std::vector<MeasureValue> &values) {
                             md += "| " + markdownEscaped(model) + " | " + markdownEscaped(suite) + " | "
                                   + std::string(measureLabel(measure)) + " | " + subqueryName(measure, part);
                             for (const MeasureValue &v : values)
                                 md += " | " + threeDigits(v);
                             md += " |\n";
                         });
    return md;
}

} // namespace isoscope
