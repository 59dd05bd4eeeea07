#include "core/serialization/sensitivityjson.h"

#include "core/serialization/resultsjson.h"
#include "isoscope/version.h"

namespace isoscope {

namespace {

constexpr const char *kSchema = "isoscope-sensitivity";
constexpr int kSchemaVersion = 1;

Json optionalInterval(const std::optional<EffectInterval> &interval)
{
    return interval ? Json(*interval) : Json();
}

} // namespace

void to_json(Json &j, const EffectPoint &p)
{
    j = Json::object();
    j["d"] = optionalNumber(p.d);
    j["p"] = p.p;
    if (p.pFloor > 0) // a Monte Carlo floor: p < p_floor
        j["p_floor"] = p.pFloor;
}

void from_json(const Json &j, EffectPoint &p)
{
    p.d = field<std::optional<double>>(j, "d");
    p.p = field<double>(j, "p");
    p.pFloor = optionalField<double>(j, "p_floor").value_or(0.0);
}

void to_json(Json &t, const SuiteSensitivity &s)
{
    t = Json::object();
    t["id"] = s.suiteId;
    t["name"] = s.suiteName;
    t["category"] = s.category;
    t["counts"] = std::vector<std::size_t>(s.counts, s.counts + 4);
    if (s.error) {
        t["error"] = s.error->detail;
        return;
    }
    t["raw"] = s.raw;
    t["whitened"] = s.whitened;
    t["change"] = changeName(s.change);
    t["epsilon_sweep"] = s.epsilonSweep;
    t["top_sizes"] = s.topSizes;
    t["random_sizes"] = s.randomSizes;
    t["draws"] = s.draws;
    Json changes = Json::array();
    for (auto c : s.drawChange)
        changes.push_back(changeName(c));
    t["draw_change"] = std::move(changes);
    Json spread = Json::object();
    spread["count"] = s.drawSpread.count;
    if (s.drawSpread.count > 0) {
        spread["mean"] = s.drawSpread.mean;
        spread["sd"] = s.drawSpread.sd;
        spread["min"] = s.drawSpread.min;
        spread["q05"] = s.drawSpread.q05;
        spread["q25"] = s.drawSpread.q25;
        spread["median"] = s.drawSpread.median;
        spread["q75"] = s.drawSpread.q75;
        spread["q95"] = s.drawSpread.q95;
        spread["max"] = s.drawSpread.max;
    }
    t["draw_spread"] = std::move(spread);
    t["class_changes"] = s.classChanges;
    t["raw_interval"] = optionalInterval(s.rawInterval);
    t["whitened_interval"] = optionalInterval(s.whitenedInterval);
    Json rawWithout = Json::array(), whiteWithout = Json::array();
    for (const auto &d : s.rawWithout)
        rawWithout.push_back(optionalNumber(d));
    for (const auto &d : s.whitenedWithout)
        whiteWithout.push_back(optionalNumber(d));
    t["raw_without_component"] = std::move(rawWithout);
    t["whitened_without_component"] = std::move(whiteWithout);
}

void from_json(const Json &t, SuiteSensitivity &s)
{
    s = SuiteSensitivity();
    s.suiteId = field<std::string>(t, "id");
    s.suiteName = field<std::string>(t, "name");
    s.category = field<std::string>(t, "category");
    const auto counts = field<std::vector<std::size_t>>(t, "counts");
    if (counts.size() != 4)
        throw JsonSchemaError{"counts", "expected 4 counts (X, Y, A, B)"};
    std::copy(counts.begin(), counts.end(), s.counts);
    if (hasField(t, "error")) {
        s.error = makeError(ErrorCode::EmptyWordSet, field<std::string>(t, "error"));
        return;
    }
    s.raw = field<EffectPoint>(t, "raw");
    s.whitened = field<EffectPoint>(t, "whitened");
    s.change = enumField<SignificanceChange>(t, "change", changeName, "change class");
    s.epsilonSweep = field<std::vector<EffectPoint>>(t, "epsilon_sweep");
    s.topSizes = field<std::vector<EffectPoint>>(t, "top_sizes");
    s.randomSizes = field<std::vector<EffectPoint>>(t, "random_sizes");
    s.draws = field<std::vector<EffectPoint>>(t, "draws");
    const Json &changes = member(t, "draw_change");
    if (!changes.is_array())
        throw JsonSchemaError{"draw_change", "expected an array"};
    for (std::size_t i = 0; i < changes.size(); ++i) {
        try {
            s.drawChange.push_back(enumFromJson<SignificanceChange>(changes[i], changeName, "change class"));
        } catch (JsonSchemaError &e) {
            e.at(i);
            e.within("draw_change");
            throw;
        }
    }
    const Json &spread = member(t, "draw_spread");
    try {
        s.drawSpread.count = field<std::size_t>(spread, "count");
        if (s.drawSpread.count > 0) {
            s.drawSpread.mean = field<double>(spread, "mean");
            s.drawSpread.sd = field<double>(spread, "sd");
            s.drawSpread.min = field<double>(spread, "min");
            s.drawSpread.q05 = field<double>(spread, "q05");
            s.drawSpread.q25 = field<double>(spread, "q25");
            s.drawSpread.median = field<double>(spread, "median");
            s.drawSpread.q75 = field<double>(spread, "q75");
            s.drawSpread.q95 = field<double>(spread, "q95");
            s.drawSpread.max = field<double>(spread, "max");
        }
    } catch (JsonSchemaError &e) {
        e.within("draw_spread");
        throw;
    }
    s.classChanges = field<std::size_t>(t, "class_changes");
    s.rawInterval = field<std::optional<EffectInterval>>(t, "raw_interval");
    s.whitenedInterval = field<std::optional<EffectInterval>>(t, "whitened_interval");
    s.rawWithout = field<std::vector<std::optional<double>>>(t, "raw_without_component");
    s.whitenedWithout = field<std::vector<std::optional<double>>>(t, "whitened_without_component");
}

void to_json(Json &j, const ModelSensitivity &m)
{
    j = Json::object();
    j["name"] = m.model;
    j["vocab_size"] = m.vocabSize;
    j["dims"] = m.dims;
    Json conventions = m.analysis.weat;
    conventions["epsilon"] = m.analysis.epsilon;
    conventions["reference"] = m.analysis.reference.toString();
    conventions["reference_size"] = m.referenceSize;
    conventions["population"] = m.population;
    conventions["alpha"] = m.analysis.alpha;
    conventions["draw_size"] = m.drawSize;
    conventions["draw_seeds"] = m.drawSeeds;
    conventions["bootstrap_iterations"] = m.params.bootstrap ? Json(m.params.bootstrapIterations) : Json();
    conventions["confidence"] = m.params.confidence;
    conventions["bootstrap_method"] =
        "percentile; words of X and of Y resampled with replacement within each set, A and B fixed; "
        "the same resamples raw and whitened; quantiles by linear interpolation (type 7)";
    conventions["components"] = m.params.leaveOneOut ? Json(m.params.components) : Json();
    j["conventions"] = std::move(conventions);
    j["eigenvalues"] = std::vector<double>(m.eigenvalues.data(), m.eigenvalues.data() + m.eigenvalues.size());
    j["epsilons"] = m.epsilons;
    j["reference_sizes"] = m.referenceSizes;
    j["component_variance"] = m.componentVariance;
    j["component_variance_ratio"] = m.componentVarianceRatio;
    j["seconds"] = m.seconds;
    j["suites"] = m.suites;
}

void from_json(const Json &j, ModelSensitivity &m)
{
    m = ModelSensitivity();
    m.model = field<std::string>(j, "name");
    m.vocabSize = field<std::size_t>(j, "vocab_size");
    m.dims = field<std::size_t>(j, "dims");
    const Json &c = member(j, "conventions");
    try {
        m.analysis.epsilon = field<double>(c, "epsilon");
        auto reference = ReferenceSpec::parse(field<std::string>(c, "reference"));
        if (!reference)
            throw JsonSchemaError{"reference", reference.error().detail};
        m.analysis.reference = reference.value();
        m.referenceSize = field<std::size_t>(c, "reference_size");
        m.population = field<std::size_t>(c, "population");
        m.analysis.alpha = field<double>(c, "alpha");
        m.analysis.weat = jsonAs<WeatConventions>(c);
        m.drawSize = field<std::size_t>(c, "draw_size");
        m.drawSeeds = field<std::vector<std::uint64_t>>(c, "draw_seeds");
        const auto iterations = field<std::optional<std::size_t>>(c, "bootstrap_iterations");
        m.params.bootstrap = iterations.has_value();
        m.params.bootstrapIterations = iterations.value_or(m.params.bootstrapIterations);
        m.params.confidence = field<double>(c, "confidence");
        const auto components = field<std::optional<std::size_t>>(c, "components");
        m.params.leaveOneOut = components.has_value();
        m.params.components = components.value_or(m.params.components);
    } catch (JsonSchemaError &e) {
        e.within("conventions");
        throw;
    }
    const auto eigenvalues = field<std::vector<double>>(j, "eigenvalues");
    m.eigenvalues =
        Eigen::Map<const Eigen::VectorXd>(eigenvalues.data(), static_cast<Eigen::Index>(eigenvalues.size()));
    m.epsilons = field<std::vector<double>>(j, "epsilons");
    m.referenceSizes = field<std::vector<std::size_t>>(j, "reference_sizes");
    m.componentVariance = field<std::vector<double>>(j, "component_variance");
    m.componentVarianceRatio = field<std::vector<double>>(j, "component_variance_ratio");
    m.seconds = field<double>(j, "seconds");
    m.suites = field<std::vector<SuiteSensitivity>>(j, "suites");
    m.params.epsilonSweep = !m.epsilons.empty();
    m.params.epsilons = m.epsilons;
    m.params.referenceSweep = !m.referenceSizes.empty();
    m.params.referenceSizes = m.referenceSizes;
    m.params.referenceDraws = m.drawSeeds.size();
}

Json sensitivityToJson(const std::vector<ModelSensitivity> &results)
{
    Json root = Json::object();
    root["schema"] = kSchema;
    root["version"] = kSchemaVersion;
    root["program"] = "isoscope " + std::string(kVersion);
    root["models"] = results;
    return root;
}

Result<std::vector<ModelSensitivity>> sensitivityFromJson(const Json &document, std::string_view fileName)
{
    return readJsonDocument(document, fileName, [](const Json &root) {
        if (field<std::string>(root, "schema") != kSchema)
            throw JsonSchemaError{"schema", std::string("expected \"") + kSchema + "\""};
        if (field<std::size_t>(root, "version") > static_cast<std::size_t>(kSchemaVersion))
            throw JsonSchemaError{"version", "written by a newer Isoscope (this program reads version "
                                                 + std::to_string(kSchemaVersion) + ")"};
        return field<std::vector<ModelSensitivity>>(root, "models");
    });
}

} // namespace isoscope
