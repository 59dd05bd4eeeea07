#include "core/serialization/resultstorejson.h"

#include "core/base/contenthash.h"
#include "core/serialization/measuresjson.h"
#include "core/serialization/resultsjson.h"

namespace isoscope {

namespace {

template <typename T, typename F>
Json mapToJson(const std::map<std::string, T> &map, F convert)
{
    Json j = Json::object();
    for (const auto &[key, value] : map)
        j[key] = convert(value);
    return j;
}

template <typename T>
Json mapToJson(const std::map<std::string, T> &map)
{
    return mapToJson(map, [](const T &value) { return Json(value); });
}

template <typename T>
void mapFromJson(const Json &j, const char *key, std::map<std::string, T> &map)
{
    const Json &object = member(j, key);
    try {
        if (!object.is_object())
            schemaFail("expected an object");
        for (const auto &[k, value] : object.items()) {
            try {
                map[k] = jsonAs<T>(value);
            } catch (JsonSchemaError &e) {
                e.within(k);
                throw;
            }
        }
    } catch (JsonSchemaError &e) {
        e.within(key);
        throw;
    }
}

} // namespace

void to_json(Json &j, const ModelInfo &m)
{
    j = m.read;
    j["vocab_size"] = m.vocabSize;
    j["dims"] = m.dims;
    j["uncased"] = m.uncased;
    j["has_subwords"] = m.hasSubwords;
    if (m.read.contentHash)
        j["content_hash"] = hexDigest(*m.read.contentHash);
}

void from_json(const Json &j, ModelInfo &m)
{
    m.read = jsonAs<ReadReport>(j);
    m.vocabSize = field<std::size_t>(j, "vocab_size");
    m.dims = field<std::size_t>(j, "dims");
    m.uncased = field<bool>(j, "uncased");
    m.hasSubwords = optionalField<bool>(j, "has_subwords").value_or(false); // older studies: none
    // Studies saved before it have none: their results cannot be checked against the file.
    if (auto hash = optionalField<std::string>(j, "content_hash")) {
        const bool hex = hash->size() == 16 && hash->find_first_not_of("0123456789abcdef") == std::string::npos;
        if (!hex)
            throw JsonSchemaError{"content_hash", "expected 16 lower-case hex digits"};
        m.read.contentHash = std::stoull(*hash, nullptr, 16);
    }
}

void to_json(Json &j, const ReferenceInfo &r)
{
    j = Json::object();
    j["size"] = r.size;
    j["requested"] = r.requested;
    j["missing_words"] = r.missingWords;
    j["singular"] = r.singular;
}

void from_json(const Json &j, ReferenceInfo &r)
{
    r = ReferenceInfo{field<std::size_t>(j, "size"), field<std::size_t>(j, "requested"),
                      field<std::vector<std::string>>(j, "missing_words"), field<bool>(j, "singular")};
}

void to_json(Json &j, const RawWeatEntry &e)
{
    j = e.words;
    j["statistic"] = e.stat ? statisticWithDetail(*e.stat) : Json();
    j["error"] = e.error ? Json(*e.error) : Json();
}

void from_json(const Json &j, RawWeatEntry &e)
{
    e.words = jsonAs<SuiteLookup>(j);
    e.stat = field<std::optional<WeatStatistic>>(j, "statistic");
    e.error = field<std::optional<Error>>(j, "error");
}

void to_json(Json &j, const AnisotropyEntry &a)
{
    // The sampled vectors themselves (2,000 x d, twice) are not written: they are for the heatmap
    // and would make the file large. Everything the tables show is.
    j = a.result;
    j["words"] = a.words;
}

void from_json(const Json &j, AnisotropyEntry &a)
{
    a = AnisotropyEntry{jsonAs<AnisotropyResult>(j), field<std::vector<std::string>>(j, "words")};
}

void to_json(Json &j, const ResultStore &store)
{
    const ResultStore::Entries &e = store.entries();
    j = Json::object();
    j["models"] = mapToJson(e.modelInfo);
    j["references"] = mapToJson(e.references);
    j["weat_raw"] = mapToJson(e.rawWeat);
    j["weat_whitened"] = mapToJson(e.whitenedWeat, statisticWithDetail);
    if (!e.whitenedErrors.empty()) // studies without one stay as they were
        j["weat_whitened_errors"] = mapToJson(e.whitenedErrors);
    j["measures_raw"] = mapToJson(e.rawMeasures);
    j["measures_whitened"] = mapToJson(e.whitenedMeasures);
    j["anisotropy"] = mapToJson(e.anisotropy);
    j["similarity"] = mapToJson(e.similarity, similarityWithDetail);
}

void from_json(const Json &j, ResultStore &store)
{
    ResultStore::Entries e;
    mapFromJson(j, "models", e.modelInfo);
    mapFromJson(j, "references", e.references);
    mapFromJson(j, "weat_raw", e.rawWeat);
    mapFromJson(j, "weat_whitened", e.whitenedWeat);
    if (hasField(j, "weat_whitened_errors"))
        mapFromJson(j, "weat_whitened_errors", e.whitenedErrors);
    if (hasField(j, "measures_raw"))
        mapFromJson(j, "measures_raw", e.rawMeasures);
    if (hasField(j, "measures_whitened"))
        mapFromJson(j, "measures_whitened", e.whitenedMeasures);
    mapFromJson(j, "anisotropy", e.anisotropy);
    mapFromJson(j, "similarity", e.similarity);
    store = ResultStore(std::move(e));
}

} // namespace isoscope
