#include "core/serialization/calibrationsjson.h"

#include "core/serialization/measuresjson.h"
#include "core/serialization/resultsjson.h"
#include "isoscope/version.h"

namespace isoscope {

namespace {

// A member or nullptr (json need not be an object).
const Json *find(const Json &json, std::string_view key)
{
    if (!json.is_object())
        return nullptr;
    const auto it = json.find(key);
    return it == json.end() ? nullptr : &*it;
}

std::optional<double> number(const Json *j)
{
    return j && j->is_number() ? std::optional<double>(j->get<double>()) : std::nullopt;
}

SignificanceChange change(const Json *j)
{
    for (SignificanceChange c : {SignificanceChange::Stable, SignificanceChange::Disappearing,
                                 SignificanceChange::Emerging, SignificanceChange::Undefined})
        if (j && j->is_string() && j->get_ref<const std::string &>() == changeName(c))
            return c;
    return SignificanceChange::Undefined;
}

} // namespace

void to_json(Json &j, const CalibrationComparison &c)
{
    j = Json::object();
    j["program"] = "isoscope " + std::string(kVersion);
    j["test"] = "calibrations";
    j["epsilon"] = c.params.epsilon;
    j["reference"] = c.params.reference.toString();
    j["alpha"] = c.params.alpha;
    j["correction"] = std::string(correctionName(c.params.correction));
    Json specs = Json::array();
    for (const auto &spec : c.calibrations)
        specs.push_back(spec.toString());
    j["calibrations"] = std::move(specs);
    Json results = Json::array();
    for (const auto &m : c.models)
        for (std::size_t s = 0; s < m.results.front().size(); ++s) {
            const WeatResult &zca = m.results.front()[s];
            Json item = Json::object();
            item["model"] = m.name;
            item["suite"] = zca.suiteId;
            if (zca.error) {
                item["error"] = zca.error->detail;
                results.push_back(std::move(item));
                continue;
            }
            item["raw"] = {{"d", optionalNumber(zca.raw->d)}, {"p", zca.raw->p}};
            Json calibrated = Json::array();
            for (std::size_t k = 0; k < c.calibrations.size(); ++k) {
                const WeatResult &r = m.results[k][s];
                Json e = Json::object();
                e["calibration"] = c.calibrations[k].toString();
                if (k > 0 && c.calibrations[k].kind == CalibrationKind::AllButTheTop)
                    e["components_removed"] = c.calibrations[k].componentsFor(m.dims);
                e["d"] = optionalNumber(r.whitened->d);
                e["p"] = r.whitened->p;
                if (r.pWhitenedAdjusted)
                    e["p_adjusted"] = *r.pWhitenedAdjusted;
                e["change"] = changeName(r.change);
                e["d_minus_zca"] = r.whitened->d && zca.whitened->d ? Json(*r.whitened->d - *zca.whitened->d) : Json();
                calibrated.push_back(std::move(e));
            }
            item["calibrated"] = std::move(calibrated);
            // Hard debiasing (--calibrations debias): the debiased model raw ("change": from raw)
            // and whitened ("change": from debiased).
            if (c.debiased && s < m.debiased.size() && !m.debiased[s].error) {
                const WeatResult &d = m.debiased[s];
                const auto adjusted = [](std::optional<double> p) { return p ? Json(*p) : Json(); };
                item["debiased"] = {
                    {"d", optionalNumber(d.raw->d)},
                    {"p", d.raw->p},
                    {"p_adjusted", adjusted(d.pRawAdjusted)},
                    {"change", changeName(classifyChange(zca.pRawAdjusted.value_or(zca.raw->p),
                                                         d.pRawAdjusted.value_or(d.raw->p), c.params.alpha))}};
                item["debiased_zca"] = {{"d", optionalNumber(d.whitened->d)},
                                        {"p", d.whitened->p},
                                        {"p_adjusted", adjusted(d.pWhitenedAdjusted)},
                                        {"change", changeName(d.change)}};
            }
            results.push_back(std::move(item));
        }
    j["results"] = std::move(results);
    if (c.debiased) {
        Json debias = Json::array();
        for (const auto &m : c.models)
            debias.push_back({{"model", m.name}, {"debias", m.debias ? Json(*m.debias) : Json()}});
        j["debias"] = std::move(debias);
    }
}

void from_json(const Json &root, CalibrationComparison &out)
{
    out = CalibrationComparison();
    const Json *test = find(root, "test");
    if (!test || !test->is_string() || test->get_ref<const std::string &>() != "calibrations")
        schemaFail("no \"test\": \"calibrations\"");
    if (auto alpha = number(find(root, "alpha")))
        out.params.alpha = *alpha;
    if (auto epsilon = number(find(root, "epsilon")))
        out.params.epsilon = *epsilon;
    const Json *specs = find(root, "calibrations");
    if (!specs || !specs->is_array() || specs->empty())
        schemaFail("no list of calibrations");
    for (const Json &s : *specs) {
        if (!s.is_string())
            schemaFail("a calibration is not text");
        auto spec = CalibrationSpec::parse(s.get<std::string>());
        if (!spec)
            schemaFail(spec.error().detail);
        out.calibrations.push_back(spec.value());
    }
    const Json *results = find(root, "results");
    if (!results || !results->is_array())
        schemaFail("no results");
    for (const Json &item : *results) {
        const Json *model = find(item, "model");
        const Json *suite = find(item, "suite");
        if (!model || !model->is_string() || !suite || !suite->is_string())
            schemaFail("a result without model or suite");
        const std::string &modelName = model->get_ref<const std::string &>();
        if (out.models.empty() || out.models.back().name != modelName) {
            CalibrationComparison::Model m;
            m.name = modelName;
            m.results.assign(out.calibrations.size(), {});
            out.models.push_back(std::move(m));
        }
        auto &m = out.models.back();
        WeatResult base;
        base.model = m.name;
        base.suiteId = suite->get<std::string>();
        const Json *calibrated = find(item, "calibrated");
        if (const Json *error = find(item, "error"); error || !calibrated) {
            base.error =
                makeError(ErrorCode::EmptyWordSet, error && error->is_string() ? error->get<std::string>() : "not run");
            for (auto &column : m.results)
                column.push_back(base);
            continue;
        }
        const Json *raw = find(item, "raw");
        if (!raw || !raw->is_object() || !calibrated->is_array() || calibrated->size() != out.calibrations.size())
            schemaFail("result " + m.name + "/" + base.suiteId + " has no raw values or not one entry per calibration");
        base.raw = WeatStatistic();
        base.raw->d = number(find(*raw, "d"));
        base.raw->p = number(find(*raw, "p")).value_or(1);
        for (std::size_t k = 0; k < out.calibrations.size(); ++k) {
            const Json &c = (*calibrated)[k];
            WeatResult r = base;
            r.whitened = WeatStatistic();
            r.whitened->d = number(find(c, "d"));
            r.whitened->p = number(find(c, "p")).value_or(1);
            r.change = change(find(c, "change"));
            m.results[k].push_back(std::move(r));
        }
    }
}

Json calibrationsWithDetail(const CalibrationComparison &c)
{
    Json j = Json::object();
    Json specs = Json::array();
    for (const auto &spec : c.calibrations)
        specs.push_back(spec.toString());
    j["calibrations"] = std::move(specs);
    j["conventions"] = c.params;
    j["debiased"] = c.debiased;
    j["seconds"] = c.seconds;
    Json models = Json::array();
    for (const auto &m : c.models) {
        Json model = Json::object();
        model["name"] = m.name;
        model["family"] = familyName(m.family);
        model["dims"] = m.dims;
        model["results"] = m.results;
        model["debiased"] = m.debiased;
        model["debias"] = m.debias ? Json(*m.debias) : Json();
        models.push_back(std::move(model));
    }
    j["models"] = std::move(models);
    return j;
}

CalibrationComparison calibrationsFromDetail(const Json &j)
{
    CalibrationComparison c;
    const auto specs = field<std::vector<std::string>>(j, "calibrations");
    for (std::size_t k = 0; k < specs.size(); ++k) {
        auto spec = CalibrationSpec::parse(specs[k]);
        if (!spec) {
            JsonSchemaError e{"", spec.error().detail};
            e.at(k);
            e.within("calibrations");
            throw e;
        }
        c.calibrations.push_back(spec.value());
    }
    if (c.calibrations.empty())
        throw JsonSchemaError{"calibrations", "no calibration"};
    c.params = field<AnalysisParams>(j, "conventions");
    c.debiased = field<bool>(j, "debiased");
    c.seconds = field<double>(j, "seconds");
    const Json &models = member(j, "models");
    if (!models.is_array())
        throw JsonSchemaError{"models", "expected an array"};
    for (std::size_t i = 0; i < models.size(); ++i) {
        const Json &model = models[i];
        try {
            CalibrationComparison::Model m;
            m.name = field<std::string>(model, "name");
            auto family = parseFamilyName(field<std::string>(model, "family"));
            if (!family)
                throw JsonSchemaError{"family", family.error().detail};
            m.family = family.value();
            m.dims = field<std::size_t>(model, "dims");
            m.results = field<std::vector<std::vector<WeatResult>>>(model, "results");
            // One column per calibration, each with the same number of suites (the page indexes
            // them so).
            if (m.results.size() != c.calibrations.size())
                throw JsonSchemaError{"results", "expected one list per calibration"};
            for (const auto &column : m.results)
                if (column.size() != m.results.front().size())
                    throw JsonSchemaError{"results", "the calibrations have different numbers of suites"};
            m.debiased = field<std::vector<WeatResult>>(model, "debiased");
            m.debias = field<std::optional<ModelResult::Debias>>(model, "debias");
            c.models.push_back(std::move(m));
        } catch (JsonSchemaError &e) {
            e.at(i);
            e.within("models");
            throw;
        }
    }
    return c;
}

Result<CalibrationComparison> loadCalibrations(const std::filesystem::path &path)
{
    auto parsed = parseJsonFile(path);
    if (!parsed)
        return parsed.error();
    try {
        return jsonAs<CalibrationComparison>(parsed.value());
    } catch (const JsonSchemaError &e) {
        return makeError(ErrorCode::JsonSyntax, "not a calibrations.json of isoscope-cli calibrations: " + e.message(),
                         path.string());
    }
}

} // namespace isoscope
