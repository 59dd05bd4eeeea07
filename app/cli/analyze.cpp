// isoscope-cli analyze: WEAT raw and calibrated on every model and suite, the paper's protocol.
#include "app/cli/common.h"
#include "app/cli/subcommands.h"

#include "core/analysis/builtinbenchmarks.h"
#include "core/analysis/warnings.h"
#include "core/base/datadir.h"
#include "core/output/resultsfolder.h"
#include "core/serialization/resultsjson.h"

#include <cstdio>
#include <set>

namespace isoscope::cli {

int analyze(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    const bool progressOnErr = in.progressOnErr;
    Options o;
    Command command("isoscope-cli analyze",
                    "isoscope-cli analyze [options] NAME=PATH ...   (or just PATH; NAME defaults to the file name)\n"
                    "isoscope-cli analyze --demo [options]          (the two bundled demo models)");
    addAnalysisOptions(command, o);
    if (const auto status = parseAnalysisOptions(command, o, in))
        return *status;

    if (const int status = prepareModelsAndSuites(o, err, progressOnErr))
        return status;
    const auto dataDir = findDataDirectory();
    const auto builtinPath = [&](const char *relative) {
        return dataDir ? *dataDir / relative : std::filesystem::path();
    };

    for (const auto &[name, file] : o.similarity) {
        if (name == "none")
            continue;
        const auto add = [&](std::filesystem::path path, std::string title) -> bool {
            auto benchmark = readSimilarityBenchmark(path, std::move(title));
            if (!benchmark) {
                fail(err, describe(benchmark.error()));
                return false;
            }
            o.params.benchmarks.push_back(std::move(benchmark).value());
            return true;
        };
        if (name == "builtin" || name == "stsb") {
            if (name == "builtin")
                for (auto &read : readBuiltinBenchmarks(dataDir ? *dataDir : std::filesystem::path())) {
                    if (!read.benchmark)
                        return fail(err, describe(*read.error));
                    o.params.benchmarks.push_back(std::move(*read.benchmark));
                }
            auto sts = readSentenceBenchmark(builtinPath(builtin::stsSplitFile(o.stsbSplit).c_str()),
                                             builtin::kStsBenchmarkName, o.stsbSplit);
            if (!sts)
                return fail(err, describe(sts.error()));
            o.params.sentenceBenchmarks.push_back(std::move(sts).value());
        } else if (!add(file, name)) {
            return 2;
        }
    }

    const auto started = std::chrono::steady_clock::now();
    ProgressLine line(err, o.models);
    AnalysisProgress progress;
    std::set<std::size_t> singular; // models warned of n <= d before their whitening starts
    if (!o.quiet)
        progress = [&](std::size_t m, Stage s, std::size_t done, std::size_t total) {
            if (s == Stage::SingularWhitening && !progressOnErr && singular.insert(m).second)
                err << "warning: " << o.models[m].name << ": " << stageName(s) << '\n' << std::flush;
            return !progressOnErr || line.update(m, s, done, total);
        };
    ModelStorage storage;
    storage.useCache = !o.noCache;
    storage.cacheDirectory = o.cacheDir;
    // Said after the analysis, with the warnings: a failure stays one line on standard error.
    std::vector<std::string> cacheLines;
    storage.opened = [&](std::size_t m, const CacheStatus &status) {
        cacheLines.push_back(describeCacheStatus(o.models[m].name, status));
    };
    auto result = runAnalysis(o.models, o.params, progress, storage);
    line.clear();
    if (!result)
        return fail(err, describe(result.error()));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

    if (!o.quiet)
        for (const auto &cacheLine : cacheLines)
            err << cacheLine << '\n';
    if (!o.quiet)
        for (const auto &m : result->models) {
            for (const Warning &w : m.warnings)
                err << "warning: " << m.spec.name << (w.suite.empty() ? "" : " " + w.suite) << ": " << w.detail << '\n';
            // What a reader could misread, as the window's Issues dock says it.
            for (const auto &[suite, detail] : cautionDetails(m, o.params.suites, o.params))
                err << "warning: " << m.spec.name << " " << suite << ": " << detail << '\n';
        }

    if (!o.out.empty()) {
        // measures.csv is one of the folder's files when measures beyond WEAT were asked for.
        if (auto written = writeResults(result.value(), o.out); !written)
            return fail(err, describe(written.error()));
        const bool measures = namesMeasuresBeyondWeat(o.params.measures);
        if (!o.quiet)
            err << "Wrote results.json, weat.csv, anisotropy.csv, similarity.csv, mleat.csv"
                << (measures ? ", measures.csv" : "") << " and report.md to " << o.out << '\n';
    }
    if (o.json)
        out << resultsJsonText(result.value());
    else
        out << reportMarkdown(result.value());
    if (!o.quiet) {
        char buffer[96];
        std::snprintf(buffer, sizeof buffer, "Analysed %zu model%s in %.2f s\n", result->models.size(),
                      result->models.size() == 1 ? "" : "s", seconds);
        err << buffer;
    }
    out.flush();
    return out ? 0 : 1;
}

} // namespace isoscope::cli
