// isoscope-cli sc-weat: single-category WEAT, each target word against attribute sets A and B.
#include "app/cli/common.h"
#include "app/cli/subcommands.h"

#include "core/analysis/scweat.h"
#include "core/analysis/suites.h"
#include "core/base/datadir.h"
#include "core/base/files.h"
#include "core/output/resultsfolder.h"
#include "core/serialization/scweatjson.h"
#include "core/serialization/suitesjson.h"

#include <filesystem>

namespace isoscope::cli {

namespace {

std::string scWeatCsv(const ScWeatResult &r)
{
    std::string csv = "model,word,calibration,effect_size_raw,mean_cos_A_raw,mean_cos_B_raw,p_raw,p_method_raw,"
                      "effect_size_whitened,mean_cos_A_whitened,mean_cos_B_whitened,p_whitened,p_method_whitened,"
                      "change\n";
    for (const ScWeatWord &w : r.words) {
        csv += csvField(r.model) + ',' + csvField(w.word) + ',' + r.calibration;
        for (const WeatStatistic *s : {&w.raw, &w.whitened})
            csv += ',' + formatFull(s->d) + ',' + formatFull(s->meanX) + ',' + formatFull(s->meanY) + ','
                   + formatFull(s->p) + ',' + std::string(pValueMethodName(s->method));
        csv += ',' + std::string(changeName(w.change)) + '\n';
    }
    return csv;
}

} // namespace

int scWeat(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    ScWeatRequest request;
    std::string suiteId;
    bool givenA = false, givenB = false;
    Options o;
    Command command("isoscope-cli sc-weat",
                    "isoscope-cli sc-weat MODEL --target WORD[,WORD...] (--suite ID | --a WORDS --b WORDS) [options]\n"
                    "                    single-category WEAT: each target word against attribute sets A and\n"
                    "                    B, raw and calibrated (docs/beyond-the-paper.md); writes sc_weat.json\n"
                    "                    and sc_weat.csv with --out DIR");
    command.group("SC-WEAT");
    // Each of these may be given again: the last one counts.
    command.option(
        "--target", "WORD[,WORD...]", "the target word(s), each tested on its own",
        [&request](const std::string &v) { request.targets = splitWords(v); }, true);
    command.option(
        "--suite", "ID", "take A and B from the attribute sets of this suite (of --suites)",
        [&suiteId](const std::string &v) { suiteId = v; }, true);
    command.option(
        "--a", "WORD,WORD,...", "or give A and B; --name-a, --name-b name them (default A, B)",
        [&](const std::string &v) {
            request.attributesA = splitWords(v);
            givenA = true;
        },
        true);
    command.option(
        "--b", "WORD,WORD,...", "the words of B",
        [&](const std::string &v) {
            request.attributesB = splitWords(v);
            givenB = true;
        },
        true);
    command.option(
        "--name-a", "NAME", "the name of A", [&request](const std::string &v) { request.nameA = v; }, true);
    command.option(
        "--name-b", "NAME", "the name of B", [&request](const std::string &v) { request.nameB = v; }, true);
    addAnalysisOptions(command, o);
    if (const auto status = parseAnalysisOptions(command, o, in))
        return *status;
    if (o.models.size() != 1 || o.demo)
        return fail(err, "sc-weat takes exactly one model file (see isoscope-cli --help)");
    if (const int status = prepareModels(o, err))
        return status;
    if (request.targets.empty())
        return fail(err, "sc-weat needs --target WORD[,WORD...]");
    if (suiteId.empty() == !(givenA && givenB) || (givenA != givenB))
        return fail(err, "sc-weat needs either --suite ID or both --a and --b");
    if (!suiteId.empty()) {
        const auto dataDir = findDataDirectory();
        if (o.suites == "builtin" && !dataDir)
            return fail(err, kNoDataFolder);
        auto suites = loadSuites(o.suites == "builtin" ? *dataDir / builtin::kSuites : std::filesystem::path(o.suites));
        if (!suites)
            return fail(err, describe(suites.error()));
        auto selected = selectSuites(suites->suites, {suiteId});
        if (!selected)
            return fail(err, describe(selected.error()));
        const WeatSuite &suite = selected->front();
        request.nameA = suite.set(WordSetRole::A).name;
        request.nameB = suite.set(WordSetRole::B).name;
        request.attributesA = suite.set(WordSetRole::A).words;
        request.attributesB = suite.set(WordSetRole::B).words;
    }

    const ModelSpec &spec = o.models.front();
    auto opened = openSubcommandModel(spec, o);
    if (!opened)
        return fail(err, describe(opened.error()));
    if (opened->opened && !o.quiet)
        err << describeCacheStatus(spec.name, opened->opened->status) << '\n';
    const EmbeddingSet *model = &opened->set();
    auto prepared = prepareCalibration(*model, paramsForModel(o.params, spec));
    if (!prepared)
        return fail(err, describe(prepared.error()));
    auto result = runScWeat(*model, spec.name, request, prepared->whitener, o.params);
    if (!result)
        return fail(err, describe(result.error()));
    if (!o.quiet && !result->missing.empty()) {
        std::string list;
        for (const auto &w : result->missing)
            list += (list.empty() ? "" : ", ") + w;
        err << "warning: " << spec.name << ": not in the vocabulary: " << list << '\n';
    }
    if (!o.quiet && !result->fromSubwords.empty()) {
        std::string list;
        for (const auto &w : result->fromSubwords)
            list += (list.empty() ? "" : ", ") + w;
        err << "warning: " << spec.name << ": not in the vocabulary, from subwords: " << list << '\n';
    }
    const Json json = scWeatToJson(result.value(), o.params, request);
    if (!o.out.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(o.out, ec);
        FileBatch batch(o.out); // both files or neither
        auto written = batch.add("sc_weat.json", writeJson(json) + "\n");
        if (written)
            written = batch.add("sc_weat.csv", scWeatCsv(result.value()));
        if (written)
            written = batch.commit();
        if (!written)
            return fail(err, describe(written.error()));
        if (!o.quiet)
            err << "Wrote sc_weat.json and sc_weat.csv to " << o.out << '\n';
    }
    if (o.json) {
        out << writeJson(json) << '\n';
    } else {
        out << "SC-WEAT on " << spec.name << ": A = " << request.nameA << " (" << result->usedA.size()
            << " words), B = " << request.nameB << " (" << result->usedB.size() << " words); calibration "
            << result->calibration << ", epsilon " << formatFull(o.params.epsilon) << "\n\n"
            << "| word | ES raw | p raw | ES calibrated | p calibrated | change |\n|---|---:|---:|---:|---:|---|\n";
        char buffer[160];
        for (const ScWeatWord &w : result->words) {
            std::snprintf(buffer, sizeof buffer, " | %.3f | %.4g | %.3f | %.4g | %s |\n",
                          w.raw.d.value_or(std::nan("")), w.raw.p, w.whitened.d.value_or(std::nan("")), w.whitened.p,
                          std::string(changeName(w.change)).c_str());
            out << "| " << markdownEscaped(w.word) << buffer;
        }
    }
    out.flush();
    return out ? 0 : 1;
}

} // namespace isoscope::cli
