#include "core/serialization/suitesjson.h"

#include "core/base/files.h"

#include <map>
#include <utility>

namespace isoscope {

namespace {

constexpr std::array<WordSetRole, 4> kRoles = {WordSetRole::X, WordSetRole::Y, WordSetRole::A, WordSetRole::B};

// The keys of the built-in file; they are kept on export so that a file written by us reads the
// same in the scripts that were written for the original.
constexpr std::string_view kCbnKey = "reference_glove840b_cbn";
constexpr std::string_view kCbnModel = "glove_840B_cbn";
constexpr std::string_view kCbnSource = "conjugateprior/cbn replication";
constexpr std::string_view kCaliskanKey = "caliskan2017_reported_d";
constexpr std::string_view kPublishedKey = "published";

std::string inQuotes(std::string_view s)
{
    return "\"" + std::string(s) + "\"";
}

std::string typeName(const Json &value)
{
    return jsonTypeName(value);
}

// A member or nullptr (json must be an object).
const Json *find(const Json &json, std::string_view key)
{
    const auto it = json.find(key);
    return it == json.end() ? nullptr : &*it;
}

// Reads one suite; every error says which suite (by id once it is known, by index before) and
// which field, because a user editing a file of forty lists needs to find the one at fault.
class SuiteReader
{
public:
    SuiteReader(std::string_view fileName, std::size_t index) : m_file(fileName), m_index(index) {}

    Result<WeatSuite> read(const Json &json)
    {
        WeatSuite suite;
        if (!json.is_object())
            return fail("must be an object, found " + typeName(json));

        const Json *id = find(json, "id");
        if (!id)
            return fail("missing " + inQuotes("id"));
        if (!id->is_string())
            return fail(inQuotes("id") + " must be a string, found " + typeName(*id));
        if (id->get<std::string>().empty())
            return fail(inQuotes("id") + " is empty");
        suite.id = id->get<std::string>();
        m_id = suite.id;

        if (auto r = optionalString(json, "name", suite.name, suite.id); !r)
            return r.error();
        if (auto r = optionalString(json, "category", suite.category, {}); !r)
            return r.error();
        for (const WordSetRole role : kRoles) {
            if (auto r = readSet(json, role, suite.set(role)); !r)
                return r.error();
        }
        if (auto r = checkSizes(json, suite); !r)
            return r.error();
        if (auto r = readPublished(json, suite.published); !r)
            return r.error();
        return suite;
    }

    Error fail(const std::string &detail) const
    {
        const std::string index = "index " + std::to_string(m_index);
        const std::string where = m_id.empty() ? "suite at " + index : "suite " + inQuotes(m_id) + " (" + index + ")";
        return makeError(ErrorCode::BadSchema, where + ": " + detail, m_file, 0, m_id);
    }

private:
    Result<void> optionalString(const Json &json, std::string_view key, std::string &out, std::string fallback) const
    {
        const Json *value = find(json, key);
        if (!value) {
            out = std::move(fallback);
            return {};
        }
        if (!value->is_string())
            return fail(inQuotes(key) + " must be a string, found " + typeName(*value));
        out = value->get<std::string>();
        return {};
    }

    Result<void> readSet(const Json &json, WordSetRole role, WordSet &set) const
    {
        const std::string key(roleName(role));
        if (auto r = optionalString(json, key + "_name", set.name, key); !r)
            return r;
        const Json *words = find(json, key);
        if (!words)
            return fail("missing the word set " + inQuotes(key));
        if (!words->is_array())
            return fail(inQuotes(key) + " must be an array of non-empty strings, found " + typeName(*words));
        const Json &array = *words;
        if (array.empty())
            return fail("the word set " + inQuotes(key) + " is empty");
        set.words.reserve(array.size());
        for (std::size_t i = 0; i < array.size(); ++i) {
            const std::string item = inQuotes(key) + "[" + std::to_string(i) + "]";
            if (!array[i].is_string())
                return fail(item + " must be a non-empty string, found " + typeName(array[i]));
            if (array[i].get_ref<const std::string &>().empty())
                return fail(item + " is an empty string");
            set.words.push_back(array[i].get<std::string>());
        }
        return {};
    }

    // "sizes" is redundant with the lists; it is checked because a disagreement means the file
    // was edited by hand and a word was lost or added by mistake.
    Result<void> checkSizes(const Json &json, const WeatSuite &suite) const
    {
        const Json *sizes = find(json, "sizes");
        if (!sizes)
            return {};
        if (!sizes->is_array() || sizes->size() != kRoles.size())
            return fail(inQuotes("sizes") + " must be an array of 4 numbers (X, Y, A, B)");
        for (const WordSetRole role : kRoles) {
            const Json &size = (*sizes)[static_cast<std::size_t>(role)];
            const std::size_t actual = suite.set(role).words.size();
            if (!size.is_number())
                return fail(inQuotes("sizes") + " must be an array of 4 numbers (X, Y, A, B), found " + typeName(size));
            if (size.get<double>() != static_cast<double>(actual)) {
                return fail(inQuotes("sizes") + " gives " + writeJson(size, -1) + " words for "
                            + inQuotes(roleName(role)) + ", but the list has " + std::to_string(actual));
            }
        }
        return {};
    }

    Result<void> readPublished(const Json &json, std::vector<PublishedEffect> &out) const
    {
        if (const Json *cbn = find(json, kCbnKey)) {
            const Json *d = cbn->is_object() ? find(*cbn, "d") : nullptr;
            if (!d || !d->is_number())
                return fail(inQuotes(kCbnKey) + " must be an object with a number " + inQuotes("d"));
            out.push_back({std::string(kCbnModel), d->get<double>(), std::string(kCbnSource)});
        }
        if (const Json *reported = find(json, kCaliskanKey)) {
            if (!reported->is_object())
                return fail(inQuotes(kCaliskanKey) + " must be an object, found " + typeName(*reported));
            std::string source;
            if (auto r = optionalString(*reported, "source", source, {}); !r)
                return r;
            for (const auto &[model, d] : reported->items()) {
                if (model == "source")
                    continue;
                if (!d.is_number()) {
                    return fail(inQuotes(kCaliskanKey) + "." + inQuotes(model) + " must be a number, found "
                                + typeName(d));
                }
                out.push_back({model, d.get<double>(), source});
            }
        }
        if (const Json *published = find(json, kPublishedKey)) {
            if (!published->is_array())
                return fail(inQuotes(kPublishedKey) + " must be an array, found " + typeName(*published));
            for (std::size_t i = 0; i < published->size(); ++i) {
                const Json &entry = (*published)[i];
                const std::string item = inQuotes(kPublishedKey) + "[" + std::to_string(i) + "]";
                const Json *model = entry.is_object() ? find(entry, "model") : nullptr;
                const Json *d = entry.is_object() ? find(entry, "d") : nullptr;
                if (!model || !model->is_string() || !d || !d->is_number())
                    return fail(item + " must be an object with a string " + inQuotes("model") + " and a number "
                                + inQuotes("d"));
                PublishedEffect effect{model->get<std::string>(), d->get<double>(), {}};
                if (auto r = optionalString(entry, "source", effect.source, {}); !r)
                    return r;
                out.push_back(std::move(effect));
            }
        }
        return {};
    }

    std::string m_file;
    std::size_t m_index;
    std::string m_id;
};

// The built-in layout can hold an optional cbn value first and then one group of values sharing a
// source; anything else is written as a plain "published" list so that nothing is lost.
bool fitsBuiltinLayout(const std::vector<PublishedEffect> &published)
{
    std::size_t first = 0;
    if (!published.empty() && published[0].model == kCbnModel && published[0].source == kCbnSource)
        first = 1;
    for (std::size_t i = first; i < published.size(); ++i) {
        if (published[i].source != published[first].source || published[i].model == "source")
            return false;
        for (std::size_t j = first; j < i; ++j) {
            if (published[j].model == published[i].model)
                return false;
        }
    }
    return true;
}

Json suiteToJson(const WeatSuite &suite)
{
    Json json = Json::object();
    json["id"] = suite.id;
    json["name"] = suite.name;
    json["category"] = suite.category;
    std::vector<std::size_t> sizes;
    for (const WordSetRole role : kRoles) {
        const std::string key(roleName(role));
        json[key + "_name"] = suite.set(role).name;
        json[key] = suite.set(role).words;
        sizes.push_back(suite.set(role).words.size());
    }
    json["sizes"] = sizes;

    const auto &published = suite.published;
    if (published.empty())
        return json;
    if (!fitsBuiltinLayout(published)) {
        Json list = Json::array();
        for (const auto &effect : published)
            list.push_back({{"model", effect.model}, {"d", effect.d}, {"source", effect.source}});
        json[std::string(kPublishedKey)] = std::move(list);
        return json;
    }
    std::size_t first = 0;
    if (published[0].model == kCbnModel && published[0].source == kCbnSource) {
        json[std::string(kCbnKey)] = {{"d", published[0].d}};
        first = 1;
    }
    if (first < published.size()) {
        Json reported = Json::object();
        for (std::size_t i = first; i < published.size(); ++i)
            reported[published[i].model] = published[i].d;
        reported["source"] = published[first].source;
        json[std::string(kCaliskanKey)] = std::move(reported);
    }
    return json;
}

bool looksLikeSuite(const Json &json)
{
    for (const char *key : {"id", "X", "Y", "A", "B"}) {
        if (json.is_object() && json.contains(key))
            return true;
    }
    return false;
}

} // namespace

void to_json(Json &j, const WeatSuite &suite)
{
    j = suiteToJson(suite);
}

void from_json(const Json &j, WeatSuite &suite)
{
    auto read = SuiteReader({}, 0).read(j);
    if (!read) {
        // The detail without "suite at index 0: ", which says nothing outside a collection.
        const std::string &detail = read.error().detail;
        const auto colon = detail.find(": ");
        schemaFail(colon == std::string::npos ? detail : detail.substr(colon + 2));
    }
    suite = std::move(read).value();
}

Result<SuiteCollection> suitesFromJson(const Json &document, std::string_view fileName)
{
    SuiteCollection collection;
    const Json *suites = nullptr;
    Json single;
    if (document.is_array()) {
        suites = &document;
    } else if (document.is_object() && document.contains("suites")) {
        suites = find(document, "suites");
        if (!suites->is_array()) {
            return makeError(ErrorCode::BadSchema, inQuotes("suites") + " must be an array, found " + typeName(*suites),
                             std::string(fileName));
        }
        if (const Json *source = find(document, "source")) {
            if (!source->is_string()) {
                return makeError(ErrorCode::BadSchema,
                                 inQuotes("source") + " must be a string, found " + typeName(*source),
                                 std::string(fileName));
            }
            collection.source = source->get<std::string>();
        }
    } else if (document.is_object() && looksLikeSuite(document)) {
        single = Json::array({document});
        suites = &single;
    } else {
        return makeError(ErrorCode::BadSchema,
                         "expected an object with a \"suites\" array, an array of suites or one suite object, found "
                             + typeName(document),
                         std::string(fileName));
    }

    std::map<std::string, std::size_t, std::less<>> seen;
    collection.suites.reserve(suites->size());
    for (std::size_t i = 0; i < suites->size(); ++i) {
        SuiteReader reader(fileName, i);
        auto suite = reader.read((*suites)[i]);
        if (!suite)
            return suite.error();
        const auto [it, inserted] = seen.emplace(suite->id, i);
        if (!inserted) {
            return reader.fail("duplicate id (the suite at index " + std::to_string(it->second) + " has the same id)");
        }
        collection.suites.push_back(std::move(suite).value());
    }
    return collection;
}

Result<SuiteCollection> loadSuites(const std::filesystem::path &path)
{
    // A suites file holds word lists: the ten of Caliskan et al. take 18 KiB. One far larger is not
    // a suites file (or not one a person wrote), and reading and parsing it whole would take
    // memory twice its size: it is refused before anything is read.
    auto size = regularFileSize(path);
    if (!size)
        return size.error();
    if (size.value() > kMaxSuiteFileBytes)
        return makeError(ErrorCode::UnsupportedFormat,
                         "the file has " + std::to_string(size.value() >> 20) + " MiB; a suites file may have at most "
                             + std::to_string(kMaxSuiteFileBytes >> 20) + " MiB",
                         path.string());
    auto document = parseJsonFile(path);
    if (!document)
        return document.error();
    return suitesFromJson(document.value(), path.string());
}

void to_json(Json &json, const SuiteCollection &collection)
{
    json = Json::object();
    if (!collection.source.empty())
        json["source"] = collection.source;
    Json suites = Json::array();
    for (const auto &suite : collection.suites)
        suites.push_back(suiteToJson(suite));
    json["suites"] = std::move(suites);
}

Json suitesToJson(const SuiteCollection &collection)
{
    return Json(collection);
}

} // namespace isoscope
