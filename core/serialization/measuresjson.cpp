#include "core/serialization/measuresjson.h"

namespace isoscope {

namespace {

Json valueOrNull(const MeasureValue &v)
{
    return v.value ? Json(*v.value) : Json();
}

MeasureValue valueFrom(const Json &j, const char *key)
{
    MeasureValue v;
    v.value = field<std::optional<double>>(j, key);
    v.undefinedReason = optionalField<std::string>(j, "undefined_reason").value_or(std::string());
    return v;
}

Json pairsToJson(const std::vector<std::array<double, 2>> &pairs)
{
    Json list = Json::array();
    for (const auto &p : pairs)
        list.push_back(Json::array({p[0], p[1]}));
    return list;
}

std::vector<std::array<double, 2>> pairsFrom(const Json &j, const char *key)
{
    std::vector<std::array<double, 2>> out;
    for (const auto &p : field<std::vector<std::vector<double>>>(j, key)) {
        if (p.size() != 2)
            schemaFail(std::string(key) + ": expected pairs of two numbers");
        out.push_back({p[0], p[1]});
    }
    return out;
}

template <typename T>
std::optional<std::array<T, 2>> twoParts(const Json &j, const char *key)
{
    const auto parts = optionalField<std::vector<T>>(j, key);
    if (!parts)
        return std::nullopt;
    if (parts->size() != 2)
        schemaFail(std::string(key) + ": expected its two subqueries (wrt A, wrt B)");
    return std::array<T, 2>{(*parts)[0], (*parts)[1]};
}

} // namespace

void to_json(Json &j, const RndResult &rnd)
{
    j = {{"value", rnd.value}, {"per_word", rnd.perWord}};
}

void from_json(const Json &j, RndResult &rnd)
{
    rnd.value = field<double>(j, "value");
    rnd.perWord = field<std::vector<double>>(j, "per_word");
}

void to_json(Json &j, const MacResult &mac)
{
    j = {{"value", mac.value}, {"per_x", pairsToJson(mac.perX)}, {"per_y", pairsToJson(mac.perY)}};
}

void from_json(const Json &j, MacResult &mac)
{
    mac.value = field<double>(j, "value");
    mac.perX = pairsFrom(j, "per_x");
    mac.perY = pairsFrom(j, "per_y");
}

void to_json(Json &j, const EctResult &ect)
{
    j = {{"spearman", valueOrNull(ect.spearman)}};
    if (!ect.spearman.value)
        j["undefined_reason"] = ect.spearman.undefinedReason;
    j["cos_x"] = ect.cosX;
    j["cos_y"] = ect.cosY;
}

void from_json(const Json &j, EctResult &ect)
{
    ect.spearman = valueFrom(j, "spearman");
    ect.cosX = field<std::vector<double>>(j, "cos_x");
    ect.cosY = field<std::vector<double>>(j, "cos_y");
}

void to_json(Json &j, const RipaResult &ripa)
{
    j = {{"value", valueOrNull(ripa.value)}};
    if (!ripa.value.value)
        j["undefined_reason"] = ripa.value.undefinedReason;
    j["mean"] = ripa.mean;
    j["sd"] = ripa.sd;
}

void from_json(const Json &j, RipaResult &ripa)
{
    ripa.value = valueFrom(j, "value");
    ripa.mean = field<std::vector<double>>(j, "mean");
    ripa.sd = field<std::vector<double>>(j, "sd");
}

void to_json(Json &j, const RnsbResult &rnsb)
{
    j = {{"divergence", rnsb.divergence},      {"probability_x", rnsb.probabilityX},
         {"probability_y", rnsb.probabilityY}, {"accuracy", rnsb.accuracy},
         {"iterations", rnsb.fit.iterations},  {"gradient_norm", rnsb.fit.gradientNorm}};
}

void from_json(const Json &j, RnsbResult &rnsb)
{
    rnsb.divergence = field<double>(j, "divergence");
    rnsb.probabilityX = field<std::vector<double>>(j, "probability_x");
    rnsb.probabilityY = field<std::vector<double>>(j, "probability_y");
    rnsb.accuracy = field<double>(j, "accuracy");
    rnsb.fit.iterations = field<std::size_t>(j, "iterations");
    rnsb.fit.gradientNorm = field<double>(j, "gradient_norm");
}

void to_json(Json &j, const MeasureSpace &space)
{
    j = Json::object();
    if (space.rnd)
        j["rnd"] = Json::array({(*space.rnd)[0], (*space.rnd)[1]});
    if (space.mac)
        j["mac"] = *space.mac;
    if (space.ect)
        j["ect"] = Json::array({(*space.ect)[0], (*space.ect)[1]});
    if (space.ripa)
        j["ripa"] = Json::array({(*space.ripa)[0], (*space.ripa)[1]});
    if (space.rnsb)
        j["rnsb"] = *space.rnsb;
}

void from_json(const Json &j, MeasureSpace &space)
{
    detail::expectObject(j);
    space.rnd = twoParts<RndResult>(j, "rnd");
    space.mac = optionalField<MacResult>(j, "mac");
    space.ect = twoParts<EctResult>(j, "ect");
    space.ripa = twoParts<RipaResult>(j, "ripa");
    space.rnsb = optionalField<RnsbResult>(j, "rnsb");
}

void to_json(Json &j, const SuiteMeasures &m)
{
    Json names = Json::array();
    for (Measure measure : m.measures)
        names.push_back(measureName(measure));
    Json pairs = Json::array();
    for (const auto &[x, y] : m.ripa.pairs)
        pairs.push_back(Json::array({x, y}));
    j = {{"measures", std::move(names)},
         {"ripa_pairs", std::move(pairs)},
         {"ripa_unpaired", m.ripa.unpaired},
         {"raw", m.raw},
         {"whitened", m.whitened}};
}

void from_json(const Json &j, SuiteMeasures &m)
{
    m = SuiteMeasures();
    const Json &names = member(j, "measures");
    if (!names.is_array())
        schemaFail("measures: expected an array");
    for (const Json &name : names)
        m.measures.push_back(enumFromJson<Measure>(name, measureName, "measure"));
    for (const auto &pair : field<std::vector<std::vector<std::size_t>>>(j, "ripa_pairs")) {
        if (pair.size() != 2)
            schemaFail("ripa_pairs: expected pairs of two indices");
        m.ripa.pairs.emplace_back(pair[0], pair[1]);
    }
    m.ripa.unpaired = field<std::size_t>(j, "ripa_unpaired");
    m.raw = field<MeasureSpace>(j, "raw");
    m.whitened = field<MeasureSpace>(j, "whitened");
}

void to_json(Json &j, const ModelResult::Debias &debias)
{
    const auto pairs = [](const std::vector<DebiasLists::Pair> &list) {
        Json out = Json::array();
        for (const auto &[a, b] : list)
            out.push_back(Json::array({a, b}));
        return out;
    };
    j = {{"method", "hard"},
         {"definitional_pairs_used", pairs(debias.definitionalUsed)},
         {"equalized_pairs", pairs(debias.equalized)},
         {"gender_specific_found", debias.genderSpecificFound},
         {"explained_variance", debias.explainedVariance}};
}

void from_json(const Json &j, ModelResult::Debias &debias)
{
    const auto pairs = [&](const char *key) {
        std::vector<DebiasLists::Pair> out;
        for (const auto &p : field<std::vector<std::vector<std::string>>>(j, key)) {
            if (p.size() != 2)
                schemaFail(std::string(key) + ": expected pairs of two words");
            out.emplace_back(p[0], p[1]);
        }
        return out;
    };
    debias.definitionalUsed = pairs("definitional_pairs_used");
    debias.equalized = pairs("equalized_pairs");
    debias.genderSpecificFound = field<std::size_t>(j, "gender_specific_found");
    debias.explainedVariance = field<double>(j, "explained_variance");
}

} // namespace isoscope
