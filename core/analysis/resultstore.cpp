#include "ui/analysis/resultstore.h"

#include "core/analysis/analysis.h"
#include "core/analysis/warnings.h"
#include "core/base/datadir.h"
#include "core/report/report.h"

#include <cstdio>

namespace isoscope::ui {

namespace {

std::string hex(std::uint64_t value)
{
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(value));
    return buffer;
}

// FNV-1a: a short, stable name for long text (the words of a suite).
std::uint64_t fnv1a(const std::string &text)
{
    std::uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return h;
}

std::string number(double value)
{
    return isoscope::formatFull(value);
}

} // namespace

std::string ResultStore::referenceKey(const isoscope::ReferenceSpec &reference, std::uint64_t seed)
{
    std::string key = reference.toString();
    if (reference.mode == isoscope::ReferenceMode::Random && !reference.seedGiven)
        key += ":seed" + std::to_string(seed);
    return key;
}

std::string ResultStore::rawWeatKey(const std::string &modelKey, const isoscope::WeatSuite &suite,
                                    const isoscope::WeatConventions &c)
{
    // The id seeds the suite's Monte Carlo stream; the words decide everything else.
    std::string words = suite.id;
    for (const auto &set : suite.sets) {
        words += '\x1e' + set.name;
        for (const auto &w : set.words)
            words += '\x1f' + w;
    }
    return modelKey + "|weat:" + suite.id + ":" + hex(fnv1a(words)) + "|ddof" + std::to_string(c.ddof) + ":"
           + std::string(isoscope::tieRuleName(c.tie)) + (c.plusOne ? ":plus1" : ":plus0") + ":"
           + std::string(isoscope::sidednessName(c.sided)) + ":n" + std::to_string(c.permutations) + ":exact"
           + std::to_string(c.exactLimit) + ":seed" + std::to_string(c.seed);
}

std::string ResultStore::whitenedWeatKey(const std::string &rawKey, const std::string &referenceKey, double epsilon)
{
    return rawKey + "|ref:" + referenceKey + "|eps" + number(epsilon);
}

std::string ResultStore::whiteningKey(const std::string &modelKey, const std::string &referenceKey)
{
    return modelKey + "|ref:" + referenceKey;
}

std::string ResultStore::anisotropyKey(const std::string &whiteningKey, double epsilon, std::uint64_t seed)
{
    return whiteningKey + "|eps" + number(epsilon) + "|anisotropy:seed" + std::to_string(seed);
}

std::string ResultStore::similarityKey(const std::string &whiteningKey, double epsilon, std::uint64_t seed,
                                       const std::string &benchmark, std::size_t iterations)
{
    return whiteningKey + "|eps" + number(epsilon) + "|similarity:" + benchmark + ":seed" + std::to_string(seed) + ":n"
           + std::to_string(iterations);
}

std::string ResultStore::sentenceBenchmarkName(std::string_view split)
{
    return std::string(isoscope::builtin::kStsBenchmarkName) + ":" + std::string(split);
}

std::optional<std::string> ResultStore::sentenceBenchmarkSplit(const std::string &benchmark)
{
    const std::string prefix = std::string(isoscope::builtin::kStsBenchmarkName) + ":";
    if (benchmark.compare(0, prefix.size(), prefix) != 0)
        return std::nullopt;
    return benchmark.substr(prefix.size());
}

std::string ResultStore::modelBenchmarkKey(const std::string &benchmark, const isoscope::ModelSpec &spec)
{
    if (!sentenceBenchmarkSplit(benchmark))
        return benchmark;
    return benchmark + ":" + std::string(isoscope::familyName(spec.family)) + ":" + spec.sentenceVectors.string();
}

void ResultStore::clear()
{
    *this = ResultStore();
}

void ResultStore::renameModel(const std::string &from, const std::string &to)
{
    if (from == to)
        return;
    const auto move = [&](auto &map) {
        auto copy = map;
        map.clear();
        for (auto &[key, value] : copy) {
            const bool ours =
                key == from
                || (key.size() > from.size() && key.compare(0, from.size(), from) == 0 && key[from.size()] == '|');
            map.emplace(ours ? to + key.substr(from.size()) : key, std::move(value));
        }
    };
    move(modelInfo);
    move(references);
    move(whitening);
    move(rawWeat);
    move(whitenedWeat);
    move(rawMeasures);
    move(whitenedMeasures);
    move(anisotropy);
    move(similarity);
}

PendingWork ResultStore::pending(const AssemblyModel &model, const std::vector<isoscope::WeatSuite> &suites,
                                 const isoscope::AnalysisParams &params,
                                 const std::vector<std::string> &benchmarks) const
{
    PendingWork work;
    work.modelKey = model.key;
    work.modelName = model.spec.name;
    const std::string reference = referenceKey(params.reference, params.weat.seed);
    const std::string whiteKey = whiteningKey(model.key, reference);
    for (std::size_t i = 0; i < suites.size(); ++i) {
        const std::string raw = rawWeatKey(model.key, suites[i], params.weat);
        const auto found = rawWeat.find(raw);
        // A suite that could not run (an empty set) has nothing to whiten or measure. Results
        // without the measures beyond WEAT (a study saved before them) are computed again.
        const bool failed = found != rawWeat.end() && found->second.error;
        if (found == rawWeat.end() || (!failed && !rawMeasures.count(raw)))
            work.rawSuites.push_back(i);
        const std::string white = whitenedWeatKey(raw, reference, params.epsilon);
        if (!failed && (!whitenedWeat.count(white) || !whitenedMeasures.count(white)))
            work.whitenedSuites.push_back(i);
    }
    work.anisotropy = !anisotropy.count(anisotropyKey(whiteKey, params.epsilon, params.weat.seed));
    for (std::size_t i = 0; i < benchmarks.size(); ++i)
        if (!similarity.count(similarityKey(whiteKey, params.epsilon, params.weat.seed,
                                            modelBenchmarkKey(benchmarks[i], model.spec), params.bootstrapIterations)))
            work.benchmarks.push_back(i);
    work.whitening =
        !whitening.count(whiteKey)
        && (!work.whitenedSuites.empty() || work.anisotropy || !work.benchmarks.empty() || !references.count(whiteKey));
    return work;
}

isoscope::AnalysisResult ResultStore::assemble(const std::vector<AssemblyModel> &models,
                                               const std::vector<isoscope::WeatSuite> &suites,
                                               const isoscope::AnalysisParams &params,
                                               const std::vector<std::string> &benchmarks) const
{
    isoscope::AnalysisResult analysis;
    analysis.params = params;
    analysis.params.suites = suites;
    const std::string reference = referenceKey(params.reference, params.weat.seed);
    for (const AssemblyModel &model : models) {
        const auto info = modelInfo.find(model.key);
        if (info == modelInfo.end())
            continue; // never read: nothing to show
        isoscope::ModelResult m;
        m.spec = model.spec;
        m.vocabSize = info->second.vocabSize;
        m.dims = info->second.dims;
        m.uncased = info->second.uncased;
        m.hasSubwords = info->second.hasSubwords;
        m.read = info->second.read;
        const std::string whiteKey = whiteningKey(model.key, reference);
        if (const auto ref = references.find(whiteKey); ref != references.end()) {
            m.referenceSize = ref->second.size;
            m.referenceRequested = ref->second.requested;
            m.referenceMissing = ref->second.missingWords;
            m.singularCovariance = ref->second.singular;
        }
        if (const auto a = anisotropy.find(anisotropyKey(whiteKey, params.epsilon, params.weat.seed));
            a != anisotropy.end()) {
            m.anisotropy = a->second.result;
            m.anisotropyWords = a->second.words;
        }
        for (const isoscope::WeatSuite &suite : suites) {
            const std::string rawKey = rawWeatKey(model.key, suite, params.weat);
            const auto raw = rawWeat.find(rawKey);
            if (raw == rawWeat.end())
                continue;
            isoscope::WeatResult r;
            r.model = model.spec.name;
            r.suiteId = suite.id;
            r.suiteName = suite.name;
            r.category = suite.category;
            r.words = raw->second.words;
            r.error = raw->second.error;
            if (!r.error) {
                const auto white = whitenedWeat.find(whitenedWeatKey(rawKey, reference, params.epsilon));
                if (white == whitenedWeat.end())
                    continue; // half done: shown as not run
                r.raw = raw->second.stat;
                r.whitened = white->second;
                isoscope::classifyResult(r, params);
                // From the stored associations: B (|X| + |Y|) additions, so never cached.
                isoscope::attachEffectIntervals(r, params);
                const auto rawMeasure = rawMeasures.find(rawKey);
                const auto whiteMeasure = whitenedMeasures.find(whitenedWeatKey(rawKey, reference, params.epsilon));
                if (rawMeasure != rawMeasures.end() && whiteMeasure != whitenedMeasures.end()) {
                    r.measures.measures.assign(isoscope::kAllMeasures.begin() + 1, isoscope::kAllMeasures.end());
                    r.measures.raw = rawMeasure->second;
                    r.measures.whitened = whiteMeasure->second;
                    r.measures.ripa = isoscope::ripaPairing(suite, r.words.used[0], r.words.used[1]);
                }
            }
            m.weat.push_back(std::move(r));
        }
        for (const std::string &benchmark : benchmarks) {
            const auto s =
                similarity.find(similarityKey(whiteKey, params.epsilon, params.weat.seed,
                                              modelBenchmarkKey(benchmark, model.spec), params.bootstrapIterations));
            if (s == similarity.end())
                continue;
            m.similarity.push_back(s->second);
        }
        // The warnings as the command line makes them, from the same results (core/analysis).
        m.warnings = isoscope::modelWarnings(m, suites);
        analysis.models.push_back(std::move(m));
    }
    return analysis;
}

ResultStore ResultStore::restrictedTo(const std::vector<AssemblyModel> &models,
                                      const std::vector<isoscope::WeatSuite> &suites,
                                      const isoscope::AnalysisParams &params,
                                      const std::vector<std::string> &benchmarks) const
{
    ResultStore kept;
    const std::string reference = referenceKey(params.reference, params.weat.seed);
    const auto copy = [](const auto &from, auto &to, const std::string &key) {
        if (const auto found = from.find(key); found != from.end())
            to.insert(*found);
    };
    for (const AssemblyModel &model : models) {
        copy(modelInfo, kept.modelInfo, model.key);
        const std::string whiteKey = whiteningKey(model.key, reference);
        copy(references, kept.references, whiteKey);
        copy(anisotropy, kept.anisotropy, anisotropyKey(whiteKey, params.epsilon, params.weat.seed));
        for (const auto &suite : suites) {
            const std::string raw = rawWeatKey(model.key, suite, params.weat);
            copy(rawWeat, kept.rawWeat, raw);
            copy(whitenedWeat, kept.whitenedWeat, whitenedWeatKey(raw, reference, params.epsilon));
            copy(rawMeasures, kept.rawMeasures, raw);
            copy(whitenedMeasures, kept.whitenedMeasures, whitenedWeatKey(raw, reference, params.epsilon));
        }
        for (const auto &benchmark : benchmarks)
            copy(similarity, kept.similarity,
                 similarityKey(whiteKey, params.epsilon, params.weat.seed, modelBenchmarkKey(benchmark, model.spec),
                               params.bootstrapIterations));
    }
    return kept;
}

} // namespace isoscope::ui
