#include "ui/study/studyfile.h"

#include "core/analysis/settingranges.h"
#include "core/base/files.h"
#include "core/base/numberformat.h"
#include "core/serialization/calibrationsjson.h"
#include "core/serialization/measuresjson.h"
#include "core/serialization/resultsjson.h"
#include "core/serialization/resultstorejson.h"
#include "core/serialization/scweatjson.h"
#include "core/serialization/sensitivityjson.h"
#include "core/serialization/suitesjson.h"
#include "ui/study/study.h"

#include <QFile>

#include <cmath>
#include <string>

namespace isoscope::ui {

namespace {

using isoscope::field;
using isoscope::Json;
using isoscope::JsonSchemaError;
using isoscope::member;
using isoscope::optionalField;

// The results of a study are core's types (core/serialization/resultsjson.h writes and reads
// each); what is the window's own is the bookkeeping around them.

// The pages' last results (PageResults): each null, or {"result", "outdated"}; SC-WEAT's also
// with what was asked and the options it ran with.
Json pageResultsToJson(const PageResults &pages)
{
    const auto entry = [](Json result, bool outdated) {
        Json j = Json::object();
        j["result"] = std::move(result);
        j["outdated"] = outdated;
        return j;
    };
    Json j = Json::object();
    j["sensitivity"] = pages.sensitivity ? entry(*pages.sensitivity, pages.sensitivityOutdated) : Json();
    j["calibrations"] = pages.calibrations
                            ? entry(isoscope::calibrationsWithDetail(*pages.calibrations), pages.calibrationsOutdated)
                            : Json();
    if (const auto &run = pages.scWeat) {
        Json sc = entry(isoscope::scWeatWithDetail(run->result), pages.scWeatOutdated);
        sc["request"] = run->request;
        sc["alpha"] = run->alpha;
        sc["epsilon"] = run->epsilon;
        sc["seconds"] = run->seconds;
        j["sc_weat"] = std::move(sc);
    } else {
        j["sc_weat"] = Json();
    }
    return j;
}

// What read makes of the member "result" of a page's entry (errors say "result: ...").
template <typename Read>
auto pageResult(const Json &entry, Read read)
{
    try {
        return read(member(entry, "result"));
    } catch (JsonSchemaError &e) {
        e.within("result");
        throw;
    }
}

PageResults pageResultsFromJson(const Json &j)
{
    PageResults pages;
    // Each page's entry that is not null (the page had a result), read with the key in its errors.
    const auto entry = [&j](const char *key, const auto &read) {
        const Json &e = member(j, key);
        try {
            if (!e.is_null())
                read(e);
        } catch (JsonSchemaError &error) {
            error.within(key);
            throw;
        }
    };
    entry("sensitivity", [&pages](const Json &e) {
        pages.sensitivity = std::make_shared<const isoscope::ModelSensitivity>(
            pageResult(e, isoscope::jsonAs<isoscope::ModelSensitivity>));
        pages.sensitivityOutdated = field<bool>(e, "outdated");
    });
    entry("calibrations", [&pages](const Json &e) {
        pages.calibrations =
            std::make_shared<const isoscope::CalibrationComparison>(pageResult(e, isoscope::calibrationsFromDetail));
        pages.calibrationsOutdated = field<bool>(e, "outdated");
    });
    entry("sc_weat", [&pages](const Json &e) {
        auto run = std::make_shared<ScWeatRun>();
        run->result = pageResult(e, isoscope::scWeatFromDetail);
        run->request = field<isoscope::ScWeatRequest>(e, "request");
        run->alpha = field<double>(e, "alpha");
        run->epsilon = field<double>(e, "epsilon");
        run->seconds = field<double>(e, "seconds");
        pages.scWeat = std::move(run);
        pages.scWeatOutdated = field<bool>(e, "outdated");
    });
    return pages;
}

} // namespace

Json StudyFile::optionsToJson(const StudyOptions &o)
{
    Json j = o.weat; // the conventions as every file writes them (core/serialization/resultsjson.h)
    j["reference"] = o.reference.toString();
    j["epsilon"] = o.epsilon;
    j["alpha"] = o.alpha;
    j["similarity_benchmarks"] = o.similarityBenchmarks;
    j["stsb_split"] = isoscope::stsSplitName(o.stsbSplit);
    j["effect_bootstrap_iterations"] = o.effectBootstrapIterations;
    j["confidence"] = o.confidence;
    return j;
}

isoscope::Result<StudyOptions> StudyFile::optionsFromJson(const Json &j)
{
    try {
        StudyOptions o;
        auto reference = isoscope::ReferenceSpec::parse(field<std::string>(j, "reference"));
        if (!reference)
            return reference.error();
        o.reference = reference.value();
        o.epsilon = field<double>(j, "epsilon");
        o.weat = isoscope::jsonAs<isoscope::WeatConventions>(j);
        o.alpha = field<double>(j, "alpha");
        o.similarityBenchmarks = field<bool>(j, "similarity_benchmarks");
        if (auto split = optionalField<std::string>(j, "stsb_split")) { // older studies: the test split
            auto parsed = isoscope::parseStsSplit(*split);
            if (!parsed)
                throw JsonSchemaError{"stsb_split", parsed.error().detail};
            o.stsbSplit = parsed.value();
        }
        // Studies saved before the effect-size intervals existed open with the defaults.
        if (auto iterations = optionalField<std::size_t>(j, "effect_bootstrap_iterations"))
            o.effectBootstrapIterations = *iterations;
        if (auto confidence = optionalField<double>(j, "confidence"))
            o.confidence = *confidence;
        // The ranges the command line and the Options page check too: "options.permutations = ...:
        // must be a whole number from 1 to 1000000000".
        if (auto checked = isoscope::checkSettings(o.params()); !checked) {
            isoscope::Error e = checked.error();
            e.detail = "options." + e.detail;
            return e;
        }
        return o;
    } catch (JsonSchemaError &e) {
        e.within("options");
        return isoscope::makeError(isoscope::ErrorCode::BadSchema, e.message());
    }
}

Json StudyFile::toJson(const Study &study, const std::vector<std::string> &benchmarks)
{
    Json j = Json::object();
    j["format"] = kFormat;
    j["version"] = kVersion;
    Json models = Json::array();
    std::vector<AssemblyModel> assembly;
    for (const StudyModel &m : study.models()) {
        Json model = Json::object();
        model["name"] = m.name.toStdString();
        model["family"] = isoscope::familyName(m.family);
        model["path"] = m.path.toStdString();
        model["format"] = isoscope::formatName(m.format);
        if (!m.vocabulary.isEmpty())
            model["vocabulary"] = m.vocabulary.toStdString();
        if (m.oov != isoscope::OovPolicy::LeaveOut)
            model["oov"] = isoscope::oovPolicyName(m.oov);
        if (!m.sentenceVectors.isEmpty())
            model["sentence_vectors"] = m.sentenceVectors.toStdString();
        if (m.ownReference)
            model["own_reference"] = true;
        if (m.isTransformer()) { // path is the model folder; the word vectors come from this corpus
            model["corpus"] = m.corpus.toStdString();
            model["corpus_format"] = std::string(isoscope::corpus::corpusFormatName(m.corpusFormat));
            model["layer"] = m.layer;
        }
        models.push_back(std::move(model));
        assembly.push_back(AssemblyModel{m.spec(), m.key()});
    }
    j["models"] = std::move(models);
    j["options"] = optionsToJson(study.options());
    Json builtin = Json::array();
    for (const auto &s : study.builtinSuites())
        builtin.push_back(s.id);
    j["builtin_suites"] = std::move(builtin);
    j["user_suites"] = isoscope::SuiteCollection{{}, study.userSuites()};
    j["benchmarks"] = benchmarks;

    isoscope::AnalysisParams params = study.options().params();
    j["results"] = study.results().restrictedTo(assembly, study.allSuites(), params, benchmarks);
    j["pages"] = pageResultsToJson(study.pageResults());
    return j;
}

isoscope::Result<void> StudyFile::save(Study &study, const QString &path, const std::vector<std::string> &benchmarks)
{
    const std::string content = isoscope::writeJson(toJson(study, benchmarks)) + "\n";
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
    auto parsed = isoscope::parseJsonFile(std::filesystem::path(path.toStdString()));
    if (!parsed)
        return parsed.error();
    const Json &j = parsed.value();
    const auto schemaError = [&path](const std::string &what) {
        return isoscope::makeError(isoscope::ErrorCode::BadSchema, what, path.toStdString());
    };
    const auto format = j.is_object() ? j.find("format") : j.end();
    if (!j.is_object() || format == j.end() || !format->is_string() || format->get<std::string>() != kFormat)
        return schemaError("not an Isoscope study (no \"format\": \"isoscope-study\")");
    try {
        const double version = field<double>(j, "version");
        if (!(version >= 1) || version != std::floor(version))
            return schemaError("version = " + isoscope::formatFull(version) + ": must be a whole number from 1 to "
                               + std::to_string(kVersion));
        if (version > kVersion)
            return schemaError("written by a newer Isoscope (study version " + isoscope::formatFull(version) + ")");
        QList<StudyModel> models;
        const Json &modelList = member(j, "models");
        if (!modelList.is_array())
            throw JsonSchemaError{"models", "expected an array"};
        for (std::size_t i = 0; i < modelList.size(); ++i) {
            const Json &m = modelList[i];
            try {
                StudyModel model;
                model.name = QString::fromStdString(field<std::string>(m, "name"));
                auto family = isoscope::parseFamilyName(field<std::string>(m, "family"));
                if (!family)
                    throw JsonSchemaError{"family", family.error().detail};
                model.family = family.value();
                model.path = QString::fromStdString(field<std::string>(m, "path"));
                auto modelFormat = isoscope::parseFormatName(field<std::string>(m, "format"));
                if (!modelFormat)
                    throw JsonSchemaError{"format", modelFormat.error().detail};
                model.format = modelFormat.value();
                if (auto vocabulary = optionalField<std::string>(m, "vocabulary"))
                    model.vocabulary = QString::fromStdString(*vocabulary);
                if (auto oov = optionalField<std::string>(m, "oov")) { // older studies: left out
                    auto policy = isoscope::parseOovPolicyName(*oov);
                    if (!policy)
                        throw JsonSchemaError{"oov", policy.error().detail};
                    model.oov = policy.value();
                }
                if (auto sentences = optionalField<std::string>(m, "sentence_vectors"))
                    model.sentenceVectors = QString::fromStdString(*sentences);
                if (auto own = optionalField<bool>(m, "own_reference"))
                    model.ownReference = *own;
                if (auto corpus = optionalField<std::string>(m, "corpus")) { // a transformer model's folder
                    if (corpus->empty())
                        throw JsonSchemaError{"corpus", "expected the corpus file of a transformer model"};
                    model.corpus = QString::fromStdString(*corpus);
                    const auto format = isoscope::corpus::corpusFormatFromName(field<std::string>(m, "corpus_format"));
                    if (!format)
                        throw JsonSchemaError{"corpus_format", "expected lines, text or wikitext"};
                    model.corpusFormat = *format;
                    const auto layer = field<std::int64_t>(m, "layer");
                    if (layer < -1 || layer > kMaxTransformerLayer)
                        throw JsonSchemaError{"layer", "expected -1 (the last layer) or a layer from 0 to "
                                                           + std::to_string(kMaxTransformerLayer)};
                    model.layer = static_cast<int>(layer);
                }
                models.append(model);
            } catch (JsonSchemaError &e) {
                e.at(i);
                e.within("models");
                throw;
            }
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
        isoscope::ResultStore store;
        try {
            store = isoscope::jsonAs<isoscope::ResultStore>(member(j, "results"));
        } catch (JsonSchemaError &e) {
            e.within("results");
            throw;
        }

        // Only what this study shows is kept, and each of its numbers is checked for what it can
        // be before anything of the file is shown: a study received from someone else may hold
        // edited numbers ("results.weat_raw[\"KEY\"].statistic.p = -3 is impossible: ...").
        {
            std::vector<isoscope::WeatSuite> allSuites = study.builtinSuites();
            allSuites.insert(allSuites.end(), suites->suites.begin(), suites->suites.end());
            std::vector<AssemblyModel> assembly;
            for (const StudyModel &model : std::as_const(models))
                assembly.push_back(AssemblyModel{model.spec(), model.key()});
            const isoscope::AnalysisParams params = options->params();
            const auto benchmarks = optionalField<std::vector<std::string>>(j, "benchmarks");
            store = store.restrictedTo(assembly, allSuites, params, benchmarks.value_or(std::vector<std::string>{}));
            if (auto possible = store.checkPossible(assembly, allSuites, params); !possible) {
                isoscope::Error e = possible.error();
                e.detail = "results." + e.detail;
                e.file = path.toStdString();
                return e;
            }
        }

        // Studies saved before version 3 have no page results: the pages are empty until run.
        PageResults pages;
        if (isoscope::hasField(j, "pages")) {
            try {
                pages = pageResultsFromJson(member(j, "pages"));
            } catch (JsonSchemaError &e) {
                e.within("pages");
                throw;
            }
        }

        study.reset(options.value());
        study.results() = std::move(store);
        for (auto &suite : suites->suites)
            study.addUserSuite(std::move(suite));
        study.setModels(std::move(models));     // at once: each view takes them in once
        study.setPageResults(std::move(pages)); // after the models and suites, which would outdate them
        study.setFilePath(path);
        study.setModified(false);
        study.notifyResultsChanged();
        // What a save killed half-way left beside the study (.NAME.tmp-PID-N of a process that is
        // gone) goes now: the user may open this study many times before saving it again.
        isoscope::removeDeadTemporaries(std::filesystem::path(path.toStdString()));
        return {};
    } catch (const JsonSchemaError &e) {
        return schemaError(e.message());
    }
}

} // namespace isoscope::ui
