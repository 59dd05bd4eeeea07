#include "core/serialization/scweatjson.h"

#include "core/serialization/resultsjson.h"
#include "isoscope/version.h"

namespace isoscope {

namespace {

constexpr std::pair<const char *, WeatStatistic ScWeatWord::*> kSpaces[] = {{"raw", &ScWeatWord::raw},
                                                                            {"whitened", &ScWeatWord::whitened}};

} // namespace

void to_json(Json &item, const ScWeatWord &w)
{
    item = Json::object();
    item["word"] = w.word;
    for (const auto &[key, space] : kSpaces) {
        const WeatStatistic &s = w.*space;
        Json stat = Json::object();
        stat["effect_size"] = optionalNumber(s.d);
        stat["mean_cos_A"] = s.meanX;
        stat["mean_cos_B"] = s.meanY;
        stat["sd"] = s.sd;
        stat["p"] = s.p;
        stat["p_method"] = pValueMethodName(s.method);
        stat["permutations"] = s.permutations;
        item[key] = std::move(stat);
    }
    item["change"] = changeName(w.change);
}

void from_json(const Json &item, ScWeatWord &w)
{
    w = ScWeatWord();
    w.word = field<std::string>(item, "word");
    for (const auto &[key, space] : kSpaces) {
        const Json &stat = member(item, key);
        WeatStatistic &s = w.*space;
        try {
            s.d = field<std::optional<double>>(stat, "effect_size");
            s.meanX = field<double>(stat, "mean_cos_A");
            s.meanY = field<double>(stat, "mean_cos_B");
            s.sd = field<double>(stat, "sd");
            s.p = field<double>(stat, "p");
            s.method = enumField<PValueMethod>(stat, "p_method", pValueMethodName, "p method");
            s.permutations = field<std::size_t>(stat, "permutations");
        } catch (JsonSchemaError &e) {
            e.within(key);
            throw;
        }
    }
    w.change = enumField<SignificanceChange>(item, "change", changeName, "change class");
}

Json scWeatToJson(const ScWeatResult &r, const AnalysisParams &params, const ScWeatRequest &request)
{
    Json j = Json::object();
    j["program"] = "isoscope " + std::string(kVersion);
    j["test"] = "sc-weat";
    j["model"] = r.model;
    j["calibration"] = r.calibration;
    j["epsilon"] = params.epsilon;
    j["reference"] = params.reference.toString();
    j["alpha"] = params.alpha;
    j["conventions"] = params.weat;
    j["A"] = {{"name", request.nameA}, {"words", r.usedA}};
    j["B"] = {{"name", request.nameB}, {"words", r.usedB}};
    j["missing"] = r.missing;
    j["from_subwords"] = r.fromSubwords;
    j["words"] = r.words;
    return j;
}

void to_json(Json &j, const ScWeatRequest &request)
{
    j = Json::object();
    j["targets"] = request.targets;
    j["name_A"] = request.nameA;
    j["A"] = request.attributesA;
    j["name_B"] = request.nameB;
    j["B"] = request.attributesB;
}

void from_json(const Json &j, ScWeatRequest &request)
{
    request.targets = field<std::vector<std::string>>(j, "targets");
    request.nameA = field<std::string>(j, "name_A");
    request.attributesA = field<std::vector<std::string>>(j, "A");
    request.nameB = field<std::string>(j, "name_B");
    request.attributesB = field<std::vector<std::string>>(j, "B");
}

Json scWeatWithDetail(const ScWeatResult &r)
{
    Json j = Json::object();
    j["model"] = r.model;
    j["calibration"] = r.calibration;
    j["used_A"] = r.usedA;
    j["used_B"] = r.usedB;
    j["missing"] = r.missing;
    j["from_subwords"] = r.fromSubwords;
    Json words = Json::array();
    for (const ScWeatWord &w : r.words) {
        Json item = Json::object();
        item["word"] = w.word;
        for (const auto &[key, space] : kSpaces)
            item[key] = statisticWithDetail(w.*space);
        item["change"] = changeName(w.change);
        words.push_back(std::move(item));
    }
    j["words"] = std::move(words);
    return j;
}

ScWeatResult scWeatFromDetail(const Json &j)
{
    ScWeatResult r;
    r.model = field<std::string>(j, "model");
    r.calibration = field<std::string>(j, "calibration");
    r.usedA = field<std::vector<std::string>>(j, "used_A");
    r.usedB = field<std::vector<std::string>>(j, "used_B");
    r.missing = field<std::vector<std::string>>(j, "missing");
    r.fromSubwords = field<std::vector<std::string>>(j, "from_subwords");
    const Json &words = member(j, "words");
    if (!words.is_array())
        throw JsonSchemaError{"words", "expected an array"};
    for (std::size_t i = 0; i < words.size(); ++i) {
        try {
            ScWeatWord w;
            w.word = field<std::string>(words[i], "word");
            for (const auto &[key, space] : kSpaces)
                w.*space = field<WeatStatistic>(words[i], key);
            w.change = enumField<SignificanceChange>(words[i], "change", changeName, "change class");
            r.words.push_back(std::move(w));
        } catch (JsonSchemaError &e) {
            e.at(i);
            e.within("words");
            throw;
        }
    }
    return r;
}

} // namespace isoscope
