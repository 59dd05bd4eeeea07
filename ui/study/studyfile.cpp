#include "ui/study/studyfile.h"

#include "core/analysis/suites.h"
#include "core/base/files.h"
#include "ui/study/study.h"

#include <QFile>

#include <string>

namespace isoscope::ui {

namespace {

using isoscope::Json;

// Thrown while reading a document that lacks a field or has one of the wrong type; caught in load().
struct SchemaError {
    std::string what;
};

const Json &member(const Json &object, const char *key)
{
    const Json *found = object.find(key);
    if (!found)
        throw SchemaError{std::string("missing field '") + key + "'"};
    return *found;
}

double number(const Json &object, const char *key)
{
    const Json &value = member(object, key);
    if (!value.isNumber())
        throw SchemaError{std::string("field '") + key + "' is not a number"};
    return value.toNumber();
}

std::size_t count(const Json &object, const char *key)
{
    const double value = number(object, key);
    if (value < 0)
        throw SchemaError{std::string("field '") + key + "' is negative"};
    return static_cast<std::size_t>(value);
}

std::optional<double> optionalNumber(const Json &object, const char *key)
{
    const Json *value = object.find(key);
    if (!value || value->isNull())
        return std::nullopt;
    if (!value->isNumber())
        throw SchemaError{std::string("field '") + key + "' is not a number"};
    return value->toNumber();
}

std::string text(const Json &object, const char *key)
{
    const Json &value = member(object, key);
    if (!value.isString())
        throw SchemaError{std::string("field '") + key + "' is not text"};
    return value.toString();
}

bool flag(const Json &object, const char *key)
{
    const Json &value = member(object, key);
    if (!value.isBool())
        throw SchemaError{std::string("field '") + key + "' is not true or false"};
    return value.toBool();
}

const Json::Array &array(const Json &object, const char *key)
{
    const Json &value = member(object, key);
    if (!value.isArray())
        throw SchemaError{std::string("field '") + key + "' is not an array"};
    return value.toArray();
}

const Json::Object &objectOf(const Json &object, const char *key)
{
    const Json &value = member(object, key);
    if (!value.isObject())
        throw SchemaError{std::string("field '") + key + "' is not an object"};
    return value.toObject();
}

template <typename T>
std::vector<T> listOf(const Json &object, const char *key)
{
    std::vector<T> list;
    for (const Json &item : array(object, key)) {
        if constexpr (std::is_same_v<T, std::string>) {
            if (!item.isString())
                throw SchemaError{std::string("field '") + key + "' holds something that is not text"};
            list.push_back(item.toString());
        } else {
            if (!item.isNumber())
                throw SchemaError{std::string("field '") + key + "' holds something that is not a number"};
            list.push_back(static_cast<T>(item.toNumber()));
        }
    }
    return list;
}

Json optional(std::optional<double> value)
{
    return value ? Json(*value) : Json();
}

// --- errors ---

Json errorToJson(const isoscope::Error &e)
{
    Json j = Json::object();
    j.set("code", isoscope::errorCodeName(e.code));
    j.set("detail", e.detail);
    j.set("file", e.file);
    j.set("line", e.line);
    j.set("word", e.word);
    return j;
}

isoscope::Error errorFromJson(const Json &j)
{
    isoscope::Error e;
    const std::string code = text(j, "code");
    for (int c = int(isoscope::ErrorCode::FileNotFound); c <= int(isoscope::ErrorCode::Cancelled); ++c)
        if (isoscope::errorCodeName(static_cast<isoscope::ErrorCode>(c)) == code)
            e.code = static_cast<isoscope::ErrorCode>(c);
    e.detail = text(j, "detail");
    e.file = text(j, "file");
    e.line = count(j, "line");
    e.word = text(j, "word");
    return e;
}

// --- WEAT ---

Json statisticToJson(const isoscope::WeatStatistic &s)
{
    Json j = Json::object();
    j.set("s_x", Json::arrayOf(s.sX));
    j.set("s_y", Json::arrayOf(s.sY));
    j.set("S", s.S);
    j.set("mean_x", s.meanX);
    j.set("mean_y", s.meanY);
    j.set("sd", s.sd);
    j.set("d", optional(s.d));
    j.set("d_undefined_reason", s.dUndefinedReason);
    j.set("p", s.p);
    j.set("p_upper", s.pUpper);
    j.set("p_lower", s.pLower);
    j.set("p_method", isoscope::pValueMethodName(s.method));
    j.set("permutations", s.permutations);
    j.set("count_upper", s.countUpper);
    j.set("count_lower", s.countLower);
    j.set("p_standard_error", s.pStandardError);
    Json h = Json::object();
    h.set("low", s.histogram.low);
    h.set("high", s.histogram.high);
    h.set("counts", Json::arrayOf(s.histogram.counts));
    j.set("histogram", std::move(h));
    return j;
}

isoscope::WeatStatistic statisticFromJson(const Json &j)
{
    isoscope::WeatStatistic s;
    s.sX = listOf<double>(j, "s_x");
    s.sY = listOf<double>(j, "s_y");
    s.S = number(j, "S");
    s.meanX = number(j, "mean_x");
    s.meanY = number(j, "mean_y");
    s.sd = number(j, "sd");
    s.d = optionalNumber(j, "d");
    s.dUndefinedReason = text(j, "d_undefined_reason");
    s.p = number(j, "p");
    s.pUpper = number(j, "p_upper");
    s.pLower = number(j, "p_lower");
    s.method = text(j, "p_method") == isoscope::pValueMethodName(isoscope::PValueMethod::MonteCarlo)
                   ? isoscope::PValueMethod::MonteCarlo
                   : isoscope::PValueMethod::Exact;
    s.permutations = count(j, "permutations");
    s.countUpper = count(j, "count_upper");
    s.countLower = count(j, "count_lower");
    s.pStandardError = number(j, "p_standard_error");
    const Json &h = member(j, "histogram");
    s.histogram.low = number(h, "low");
    s.histogram.high = number(h, "high");
    s.histogram.counts = listOf<std::size_t>(h, "counts");
    return s;
}

template <typename T>
Json bySet(const std::array<std::vector<T>, 4> &sets)
{
    Json j = Json::object();
    for (int role = 0; role < 4; ++role)
        j.set(isoscope::roleName(static_cast<isoscope::WordSetRole>(role)), Json::arrayOf(sets[role]));
    return j;
}

template <typename T>
std::array<std::vector<T>, 4> setsFromJson(const Json &j)
{
    std::array<std::vector<T>, 4> sets;
    for (int role = 0; role < 4; ++role)
        sets[role] = listOf<T>(j, std::string(isoscope::roleName(static_cast<isoscope::WordSetRole>(role))).c_str());
    return sets;
}

Json rawWeatToJson(const RawWeatEntry &e)
{
    Json j = Json::object();
    j.set("used", bySet(e.words.used));
    j.set("rows", bySet(e.words.rows));
    j.set("missing", bySet(e.words.missing));
    j.set("lowercased", e.words.lowercased);
    j.set("statistic", e.stat ? statisticToJson(*e.stat) : Json());
    j.set("error", e.error ? errorToJson(*e.error) : Json());
    return j;
}

RawWeatEntry rawWeatFromJson(const Json &j)
{
    RawWeatEntry e;
    e.words.used = setsFromJson<std::string>(member(j, "used"));
    e.words.rows = setsFromJson<std::size_t>(member(j, "rows"));
    e.words.missing = setsFromJson<std::string>(member(j, "missing"));
    e.words.lowercased = flag(j, "lowercased");
    if (const Json &stat = member(j, "statistic"); !stat.isNull())
        e.stat = statisticFromJson(stat);
    if (const Json &error = member(j, "error"); !error.isNull())
        e.error = errorFromJson(error);
    return e;
}

// --- models, reference, anisotropy, similarity ---

Json modelInfoToJson(const ModelInfo &m)
{
    Json j = Json::object();
    j.set("vocab_size", m.vocabSize);
    j.set("dims", m.dims);
    j.set("uncased", m.uncased);
    j.set("format", isoscope::formatName(m.read.format));
    j.set("lines", m.read.lines);
    j.set("duplicate_words", m.read.duplicateCount);
    j.set("duplicate_examples", Json::arrayOf(m.read.duplicateExamples));
    j.set("words_with_spaces", m.read.wordsWithSpaces);
    return j;
}

ModelInfo modelInfoFromJson(const Json &j)
{
    ModelInfo m;
    m.vocabSize = count(j, "vocab_size");
    m.dims = count(j, "dims");
    m.uncased = flag(j, "uncased");
    if (auto format = isoscope::parseFormatName(text(j, "format")))
        m.read.format = format.value();
    m.read.lines = count(j, "lines");
    m.read.duplicateCount = count(j, "duplicate_words");
    m.read.duplicateExamples = listOf<std::string>(j, "duplicate_examples");
    m.read.wordsWithSpaces = count(j, "words_with_spaces");
    return m;
}

Json referenceToJson(const ReferenceInfo &r)
{
    Json j = Json::object();
    j.set("size", r.size);
    j.set("requested", r.requested);
    j.set("missing_words", Json::arrayOf(r.missingWords));
    j.set("singular", r.singular);
    return j;
}

ReferenceInfo referenceFromJson(const Json &j)
{
    return ReferenceInfo{count(j, "size"), count(j, "requested"), listOf<std::string>(j, "missing_words"),
                         flag(j, "singular")};
}

Json cosineToJson(const isoscope::CosineStats &c)
{
    Json j = Json::object();
    j.set("mean", c.mean);
    j.set("sd", c.sd);
    j.set("pairs", c.pairs);
    return j;
}

isoscope::CosineStats cosineFromJson(const Json &j)
{
    return isoscope::CosineStats{number(j, "mean"), number(j, "sd"), count(j, "pairs")};
}

Json anisotropyToJson(const AnisotropyEntry &a)
{
    // The sampled vectors themselves (2,000 x d, twice) are not saved: they are for the heatmap
    // and would make the file large. Everything the tables show is.
    Json j = Json::object();
    j.set("sample", Json::arrayOf(a.result.sample));
    j.set("raw", cosineToJson(a.result.raw));
    j.set("whitened", cosineToJson(a.result.whitened));
    j.set("explained_raw", Json::arrayOf(a.result.explainedRaw));
    j.set("explained_whitened", Json::arrayOf(a.result.explainedWhitened));
    j.set("eigenvalues", Json::arrayOf(a.result.eigenvalues));
    j.set("zero_rows", a.result.zeroRows);
    j.set("words", Json::arrayOf(a.words));
    return j;
}

AnisotropyEntry anisotropyFromJson(const Json &j)
{
    AnisotropyEntry a;
    a.result.sample = listOf<std::size_t>(j, "sample");
    a.result.raw = cosineFromJson(member(j, "raw"));
    a.result.whitened = cosineFromJson(member(j, "whitened"));
    a.result.explainedRaw = listOf<double>(j, "explained_raw");
    a.result.explainedWhitened = listOf<double>(j, "explained_whitened");
    a.result.eigenvalues = listOf<double>(j, "eigenvalues");
    a.result.zeroRows = count(j, "zero_rows");
    a.words = listOf<std::string>(j, "words");
    return a;
}

Json similarityToJson(const isoscope::SimilarityResult &s)
{
    Json j = Json::object();
    j.set("benchmark", s.benchmark);
    j.set("pairs_total", s.pairsTotal);
    j.set("pairs_used", s.pairsUsed);
    j.set("bootstrap_iterations", s.bootstrapIterations);
    j.set("seed", s.seed);
    Json c = Json::object();
    c.set("pairs", s.comparison.pairs);
    c.set("rho_raw", optional(s.comparison.rhoRaw));
    c.set("rho_whitened", optional(s.comparison.rhoWhitened));
    c.set("delta", optional(s.comparison.delta));
    c.set("p", optional(s.comparison.p));
    c.set("iterations", s.comparison.iterations);
    c.set("skipped", s.comparison.skipped);
    j.set("comparison", std::move(c));
    return j;
}

isoscope::SimilarityResult similarityFromJson(const Json &j)
{
    isoscope::SimilarityResult s;
    s.benchmark = text(j, "benchmark");
    s.pairsTotal = count(j, "pairs_total");
    s.pairsUsed = count(j, "pairs_used");
    s.bootstrapIterations = count(j, "bootstrap_iterations");
    s.seed = static_cast<std::uint64_t>(number(j, "seed"));
    const Json &c = member(j, "comparison");
    s.comparison.pairs = count(c, "pairs");
    s.comparison.rhoRaw = optionalNumber(c, "rho_raw");
    s.comparison.rhoWhitened = optionalNumber(c, "rho_whitened");
    s.comparison.delta = optionalNumber(c, "delta");
    s.comparison.p = optionalNumber(c, "p");
    s.comparison.iterations = count(c, "iterations");
    s.comparison.skipped = count(c, "skipped");
    return s;
}

template <typename T, typename F>
Json mapToJson(const std::map<std::string, T> &map, F convert)
{
    Json j = Json::object();
    for (const auto &[key, value] : map)
        j.set(key, convert(value));
    return j;
}

template <typename T, typename F>
void mapFromJson(const Json &j, const char *key, std::map<std::string, T> &map, F convert)
{
    for (const auto &[k, value] : objectOf(j, key))
        map[k] = convert(value);
}

} // namespace

Json StudyFile::optionsToJson(const StudyOptions &o)
{
    Json j = Json::object();
    j.set("reference", o.reference.toString());
    j.set("epsilon", o.epsilon);
    j.set("permutations", o.weat.permutations);
    j.set("exact_limit", o.weat.exactLimit);
    j.set("seed", o.weat.seed);
    j.set("alpha", o.alpha);
    j.set("tie", isoscope::tieRuleName(o.weat.tie));
    j.set("plus_one", o.weat.plusOne);
    j.set("sided", isoscope::sidednessName(o.weat.sided));
    j.set("ddof", o.weat.ddof);
    j.set("similarity_benchmarks", o.similarityBenchmarks);
    j.set("effect_bootstrap_iterations", o.effectBootstrapIterations);
    j.set("confidence", o.confidence);
    return j;
}

isoscope::Result<StudyOptions> StudyFile::optionsFromJson(const Json &j)
{
    try {
        StudyOptions o;
        auto reference = isoscope::ReferenceSpec::parse(text(j, "reference"));
        if (!reference)
            return reference.error();
        o.reference = reference.value();
        o.epsilon = number(j, "epsilon");
        o.weat.permutations = count(j, "permutations");
        o.weat.exactLimit = count(j, "exact_limit");
        o.weat.seed = static_cast<std::uint64_t>(number(j, "seed"));
        o.alpha = number(j, "alpha");
        o.weat.tie = text(j, "tie") == "gt" ? isoscope::TieRule::Greater : isoscope::TieRule::GreaterOrEqual;
        o.weat.plusOne = flag(j, "plus_one");
        o.weat.sided = text(j, "sided") == "two" ? isoscope::Sidedness::Two : isoscope::Sidedness::One;
        o.weat.ddof = static_cast<int>(number(j, "ddof"));
        o.similarityBenchmarks = flag(j, "similarity_benchmarks");
        // Studies saved before the effect-size intervals existed open with the defaults.
        if (j.find("effect_bootstrap_iterations"))
            o.effectBootstrapIterations = count(j, "effect_bootstrap_iterations");
        if (j.find("confidence"))
            o.confidence = number(j, "confidence");
        if (o.epsilon < 0 || o.alpha <= 0 || o.alpha >= 1 || o.weat.permutations < 1 || o.weat.ddof < 0 ||
            o.effectBootstrapIterations == 1 || o.effectBootstrapIterations > 100000000 || !(o.confidence > 0) ||
            !(o.confidence < 1))
            return isoscope::makeError(isoscope::ErrorCode::InvalidArgument, "an option is outside its range");
        return o;
    } catch (const SchemaError &e) {
        return isoscope::makeError(isoscope::ErrorCode::BadSchema, "options: " + e.what);
    }
}

Json StudyFile::toJson(const Study &study, const std::vector<std::string> &benchmarks)
{
    Json j = Json::object();
    j.set("format", kFormat);
    j.set("version", kVersion);
    Json models = Json::array();
    std::vector<AssemblyModel> assembly;
    for (const StudyModel &m : study.models()) {
        Json model = Json::object();
        model.set("name", m.name.toStdString());
        model.set("family", isoscope::familyName(m.family));
        model.set("path", m.path.toStdString());
        model.set("format", isoscope::formatName(m.format));
        if (!m.vocabulary.isEmpty())
            model.set("vocabulary", m.vocabulary.toStdString());
        models.push(std::move(model));
        assembly.push_back(AssemblyModel{m.spec(), m.key()});
    }
    j.set("models", std::move(models));
    j.set("options", optionsToJson(study.options()));
    Json builtin = Json::array();
    for (const auto &s : study.builtinSuites())
        builtin.push(s.id);
    j.set("builtin_suites", std::move(builtin));
    j.set("user_suites", isoscope::suitesToJson(isoscope::SuiteCollection{{}, study.userSuites()}));
    j.set("benchmarks", Json::arrayOf(benchmarks));

    isoscope::AnalysisParams params = study.options().params();
    const ResultStore kept = study.results().restrictedTo(assembly, study.allSuites(), params, benchmarks);
    Json results = Json::object();
    results.set("models", mapToJson(kept.modelInfo, modelInfoToJson));
    results.set("references", mapToJson(kept.references, referenceToJson));
    results.set("weat_raw", mapToJson(kept.rawWeat, rawWeatToJson));
    results.set("weat_whitened", mapToJson(kept.whitenedWeat, statisticToJson));
    results.set("anisotropy", mapToJson(kept.anisotropy, anisotropyToJson));
    results.set("similarity", mapToJson(kept.similarity, similarityToJson));
    j.set("results", std::move(results));
    return j;
}

isoscope::Result<void> StudyFile::save(Study &study, const QString &path, const std::vector<std::string> &benchmarks)
{
    const std::string content = toJson(study, benchmarks).dump(1) + "\n";
    // Core's atomic write (flushed to disk before the rename, through the storage fault seam):
    // on a full disk it says so (ErrorCode::NoSpace) and the earlier file stays as it was.
    if (auto written = isoscope::writeFileAtomically(std::filesystem::path(path.toStdString()), content); !written)
        return written.error();
    study.setFilePath(path);
    study.setModified(false);
    return {};
}

isoscope::Result<void> StudyFile::load(Study &study, const QString &path)
{
    auto parsed = isoscope::Json::parseFile(std::filesystem::path(path.toStdString()));
    if (!parsed)
        return parsed.error();
    const Json &j = parsed.value();
    const auto schemaError = [&path](const std::string &what) {
        return isoscope::makeError(isoscope::ErrorCode::BadSchema, what, path.toStdString());
    };
    try {
        if (!j.isObject() || !j.find("format") || !j.find("format")->isString() ||
            j.find("format")->toString() != kFormat)
            return schemaError("not an Isoscope study (no \"format\": \"isoscope-study\")");
        if (number(j, "version") > kVersion)
            return schemaError("written by a newer Isoscope (study version " +
                               std::to_string(static_cast<int>(number(j, "version"))) + ")");
        QList<StudyModel> models;
        for (const Json &m : array(j, "models")) {
            StudyModel model;
            model.name = QString::fromStdString(text(m, "name"));
            auto family = isoscope::parseFamilyName(text(m, "family"));
            if (!family)
                return schemaError(family.error().detail);
            model.family = family.value();
            model.path = QString::fromStdString(text(m, "path"));
            auto format = isoscope::parseFormatName(text(m, "format"));
            if (!format)
                return schemaError(format.error().detail);
            model.format = format.value();
            if (m.find("vocabulary"))
                model.vocabulary = QString::fromStdString(text(m, "vocabulary"));
            models.append(model);
        }
        auto options = optionsFromJson(member(j, "options"));
        if (!options) {
            isoscope::Error e = options.error();
            e.file = path.toStdString();
            return e;
        }
        auto suites = isoscope::suitesFromJson(member(j, "user_suites"), path.toStdString());
        if (!suites)
            return suites.error();
        ResultStore store;
        const Json &results = member(j, "results");
        mapFromJson(results, "models", store.modelInfo, modelInfoFromJson);
        mapFromJson(results, "references", store.references, referenceFromJson);
        mapFromJson(results, "weat_raw", store.rawWeat, rawWeatFromJson);
        mapFromJson(results, "weat_whitened", store.whitenedWeat, statisticFromJson);
        mapFromJson(results, "anisotropy", store.anisotropy, anisotropyFromJson);
        mapFromJson(results, "similarity", store.similarity, similarityFromJson);

        study.reset(options.value());
        study.results() = std::move(store);
        for (auto &suite : suites->suites)
            study.addUserSuite(std::move(suite));
        for (const StudyModel &model : std::as_const(models))
            study.addModel(model);
        study.setFilePath(path);
        study.setModified(false);
        study.notifyResultsChanged();
        return {};
    } catch (const SchemaError &e) {
        return schemaError(e.what);
    }
}

} // namespace isoscope::ui
