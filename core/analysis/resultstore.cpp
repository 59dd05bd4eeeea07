#include "core/analysis/resultstore.h"

#include "core/analysis/analysis.h"
#include "core/base/datadir.h"
#include "core/base/numberformat.h"
#include "core/stats/weatcheck.h"

#include <cmath>
#include <cstdio>
#include <tuple>

namespace isoscope {

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
    return formatFull(value);
}

// An entry as the study file names it: weat_raw["KEY"].
std::string entryName(const char *map, const std::string &key)
{
    return std::string(map) + "[\"" + key + "\"]";
}

// The error of a check of one entry, its field named within the entry.
Error within(Error error, const std::string &entry)
{
    error.detail = entry + "." + error.detail;
    return error;
}

Error impossible(const std::string &field, const std::string &value, const std::string &why)
{
    return makeError(ErrorCode::ImpossibleResult, field + " = " + value + " is impossible: " + why);
}

// A lookup's words against its suite: no more used and missing than the set lists, one model row
// per used word.
Result<void> checkLookup(const SuiteLookup &words, const WeatSuite &suite)
{
    constexpr const char *kRoles[] = {"X", "Y", "A", "B"};
    for (std::size_t r = 0; r < 4; ++r) {
        const std::size_t listed = suite.sets[r].words.size();
        const std::size_t found = words.used[r].size() + words.missing[r].size();
        if (found > listed)
            return impossible("used." + std::string(kRoles[r]), std::to_string(words.used[r].size()) + " words",
                              "with " + std::to_string(words.missing[r].size()) + " missing, more than the "
                                  + std::to_string(listed) + " words set " + kRoles[r] + " of suite " + suite.id
                                  + " lists");
        if (words.rows[r].size() != words.used[r].size())
            return impossible("rows." + std::string(kRoles[r]), std::to_string(words.rows[r].size()) + " rows",
                              "a used word has one model row, and set " + std::string(kRoles[r]) + " uses "
                                  + std::to_string(words.used[r].size()));
    }
    return {};
}

Result<void> checkRange(const std::string &field, std::optional<double> value, double low, double high,
                        const std::string &why)
{
    if (value && !(std::isfinite(*value) && *value >= low && *value <= high))
        return impossible(field, std::isnan(*value) ? std::string("NaN") : formatFull(*value), why);
    return {};
}

Result<void> checkCosines(const std::string &field, const CosineStats &c)
{
    if (auto mean = checkRange(field + ".mean", c.mean, -1, 1, "a mean of cosines lies in [-1, 1]"); !mean)
        return mean;
    return checkRange(field + ".sd", c.sd, 0, 1, "the SD of cosines between -1 and 1 lies in [0, 1]");
}

Result<void> checkSimilarity(const SimilarityResult &s)
{
    const SimilarityComparison &c = s.comparison;
    if (s.pairsUsed > s.pairsTotal)
        return impossible("pairs_used", std::to_string(s.pairsUsed),
                          "at most the " + std::to_string(s.pairsTotal) + " pairs of the benchmark are used");
    const std::string rho = "a Spearman rho lies in [-1, 1]";
    for (const auto &[field, value, low, high, why] :
         {std::tuple{"rho_raw", c.rhoRaw, -1.0, 1.0, rho},
          {"rho_whitened", c.rhoWhitened, -1.0, 1.0, rho},
          {"delta", c.delta, -2.0, 2.0, std::string("a difference of two rhos lies in [-2, 2]")},
          {"p", c.p, 0.0, 1.0, std::string("a p-value lies in [0, 1]")}})
        if (auto checked = checkRange(field, value, low, high, why); !checked)
            return checked;
    return {};
}

} // namespace

std::string ResultStore::referenceKey(const ReferenceSpec &reference, std::uint64_t seed)
{
    std::string key = reference.toString();
    if (reference.mode == ReferenceMode::Random && !reference.seedGiven)
        key += ":seed" + std::to_string(seed);
    return key;
}

std::string ResultStore::rawWeatKey(const std::string &modelKey, const WeatSuite &suite, const WeatConventions &c)
{
    // The id seeds the suite's Monte Carlo stream; the words decide everything else.
    std::string words = suite.id;
    for (const auto &set : suite.sets) {
        words += '\x1e' + set.name;
        for (const auto &w : set.words)
            words += '\x1f' + w;
    }
    return modelKey + "|weat:" + suite.id + ":" + hex(fnv1a(words)) + "|ddof" + std::to_string(c.ddof) + ":"
           + std::string(tieRuleName(c.tie)) + (c.plusOne ? ":plus1" : ":plus0") + ":"
           + std::string(sidednessName(c.sided)) + ":n" + std::to_string(c.permutations) + ":exact"
           + std::to_string(c.exactLimit) + ":seed" + std::to_string(c.seed);
}

std::string ResultStore::whitenedWeatKey(const std::string &rawKey, const std::string &referenceKey, double epsilon)
{
    return rawKey + "|ref:" + referenceKey + "|eps" + number(epsilon);
}

std::string ResultStore::whiteningKey(const std::string &modelKey, const AnalysisParams &params)
{
    return modelKey + "|ref:" + referenceKey(params.reference, params.weat.seed);
}

std::string ResultStore::anisotropyKey(const std::string &whiteningKey, double epsilon, std::uint64_t seed)
{
    return whiteningKey + "|eps" + number(epsilon) + "|anisotropy:seed" + std::to_string(seed);
}

std::string ResultStore::similarityKey(const std::string &whiteningKey, const AnalysisParams &params,
                                       const std::string &benchmark, const ModelSpec &spec)
{
    // STS-B's result also depends on the model's family and sentence-vector file, which decide how
    // its pairs are measured.
    const std::string name = sentenceBenchmarkSplit(benchmark) ? benchmark + ":" + std::string(familyName(spec.family))
                                                                     + ":" + spec.sentenceVectors.string()
                                                               : benchmark;
    return whiteningKey + "|eps" + number(params.epsilon) + "|similarity:" + name + ":seed"
           + std::to_string(params.weat.seed) + ":n" + std::to_string(params.bootstrapIterations);
}

std::vector<Measure> ResultStore::measures()
{
    return std::vector<Measure>(kAllMeasures.begin() + 1, kAllMeasures.end());
}

AnalysisParams ResultStore::stepParams(AnalysisParams p, std::size_t histogramBins)
{
    p.measures.assign(kAllMeasures.begin(), kAllMeasures.end());
    p.weat.histogramBins = histogramBins;
    return p;
}

std::string ResultStore::sentenceBenchmarkName(std::string_view split)
{
    return std::string(builtin::kStsBenchmarkName) + ":" + std::string(split);
}

std::optional<std::string> ResultStore::sentenceBenchmarkSplit(const std::string &benchmark)
{
    const std::string prefix = std::string(builtin::kStsBenchmarkName) + ":";
    if (benchmark.compare(0, prefix.size(), prefix) != 0)
        return std::nullopt;
    return benchmark.substr(prefix.size());
}

const ModelInfo *ResultStore::modelInfo(const std::string &modelKey) const
{
    const auto found = m_e.modelInfo.find(modelKey);
    return found == m_e.modelInfo.end() ? nullptr : &found->second;
}

void ResultStore::setModelInfo(const std::string &modelKey, ModelInfo info)
{
    m_e.modelInfo[modelKey] = std::move(info);
}

std::shared_ptr<const ModelWhitening> ResultStore::whitening(const std::string &modelKey,
                                                             const AnalysisParams &params) const
{
    const auto found = m_e.whitening.find(whiteningKey(modelKey, params));
    return found == m_e.whitening.end() ? nullptr : found->second;
}

void ResultStore::putWhitening(const std::string &modelKey, const AnalysisParams &params,
                               std::shared_ptr<const ModelWhitening> whitening)
{
    const std::string key = whiteningKey(modelKey, params);
    if (whitening)
        m_e.references[key] = whitening->info();
    m_e.whitening[key] = std::move(whitening);
}

void ResultStore::putRawSuite(const std::string &modelKey, const WeatSuite &suite, const AnalysisParams &params,
                              RawWeatEntry entry, std::optional<MeasureSpace> measures)
{
    const std::string key = rawWeatKey(modelKey, suite, params.weat);
    m_e.rawWeat[key] = std::move(entry);
    if (measures)
        m_e.rawMeasures[key] = std::move(*measures);
}

void ResultStore::putWhitenedSuite(const std::string &modelKey, const WeatSuite &suite, const AnalysisParams &params,
                                   SuiteSpace space)
{
    const std::string key = whitenedWeatKey(rawWeatKey(modelKey, suite, params.weat),
                                            referenceKey(params.reference, params.weat.seed), params.epsilon);
    m_e.whitenedWeat[key] = std::move(space.statistic);
    m_e.whitenedMeasures[key] = std::move(space.measures);
    m_e.whitenedErrors.erase(key);
}

void ResultStore::putWhitenedSuiteError(const std::string &modelKey, const WeatSuite &suite,
                                        const AnalysisParams &params, Error error)
{
    const std::string key = whitenedWeatKey(rawWeatKey(modelKey, suite, params.weat),
                                            referenceKey(params.reference, params.weat.seed), params.epsilon);
    m_e.whitenedWeat.erase(key);
    m_e.whitenedMeasures.erase(key);
    m_e.whitenedErrors[key] = std::move(error);
}

void ResultStore::putAnisotropy(const std::string &modelKey, const AnalysisParams &params, AnisotropyEntry entry)
{
    m_e.anisotropy[anisotropyKey(whiteningKey(modelKey, params), params.epsilon, params.weat.seed)] = std::move(entry);
}

void ResultStore::putSimilarity(const AssemblyModel &model, const AnalysisParams &params, const std::string &benchmark,
                                SimilarityResult result)
{
    m_e.similarity[similarityKey(whiteningKey(model.key, params), params, benchmark, model.spec)] = std::move(result);
}

const AnisotropyEntry *ResultStore::anisotropy(const std::string &modelKey, const AnalysisParams &params) const
{
    const auto found =
        m_e.anisotropy.find(anisotropyKey(whiteningKey(modelKey, params), params.epsilon, params.weat.seed));
    return found == m_e.anisotropy.end() ? nullptr : &found->second;
}

std::optional<AnisotropyEntry> ResultStore::takeAnisotropyWithoutVectors(const std::string &modelKey,
                                                                         const AnalysisParams &params)
{
    const auto found =
        m_e.anisotropy.find(anisotropyKey(whiteningKey(modelKey, params), params.epsilon, params.weat.seed));
    if (found == m_e.anisotropy.end() || found->second.result.sampleRaw.rows() > 0)
        return std::nullopt;
    AnisotropyEntry entry = std::move(found->second);
    m_e.anisotropy.erase(found);
    return entry;
}

void ResultStore::clear()
{
    *this = ResultStore();
}

namespace {

// An entry of the model: its key, or the key followed by what the entry adds ("KEY|weat:...").
bool ofModel(const std::string &entry, const std::string &modelKey)
{
    return entry == modelKey
           || (entry.size() > modelKey.size() && entry.compare(0, modelKey.size(), modelKey) == 0
               && entry[modelKey.size()] == '|');
}

} // namespace

void ResultStore::forgetModel(const std::string &modelKey)
{
    const auto forget = [&](auto &map) {
        std::erase_if(map, [&](const auto &e) { return ofModel(e.first, modelKey); });
    };
    m_e.modelInfo.erase(modelKey); // another key that starts alike is another model (subword vectors)
    forget(m_e.references);
    forget(m_e.whitening);
    forget(m_e.rawWeat);
    forget(m_e.whitenedWeat);
    forget(m_e.whitenedErrors);
    forget(m_e.rawMeasures);
    forget(m_e.whitenedMeasures);
    forget(m_e.anisotropy);
    forget(m_e.similarity);
}

void ResultStore::renameModel(const std::string &from, const std::string &to)
{
    if (from == to)
        return;
    const auto move = [&](auto &map) {
        auto copy = map;
        map.clear();
        for (auto &[key, value] : copy)
            map.emplace(ofModel(key, from) ? to + key.substr(from.size()) : key, std::move(value));
    };
    move(m_e.modelInfo);
    move(m_e.references);
    move(m_e.whitening);
    move(m_e.rawWeat);
    move(m_e.whitenedWeat);
    move(m_e.whitenedErrors);
    move(m_e.rawMeasures);
    move(m_e.whitenedMeasures);
    move(m_e.anisotropy);
    move(m_e.similarity);
}

PendingWork ResultStore::pending(const AssemblyModel &model, const std::vector<WeatSuite> &suites,
                                 const AnalysisParams &analysisParams, const std::vector<std::string> &benchmarks) const
{
    const AnalysisParams params = paramsForModel(analysisParams, model.spec);
    PendingWork work;
    work.modelKey = model.key;
    work.modelName = model.spec.name;
    const std::string reference = referenceKey(params.reference, params.weat.seed);
    const std::string whiteKey = whiteningKey(model.key, params);
    for (std::size_t i = 0; i < suites.size(); ++i) {
        const std::string raw = rawWeatKey(model.key, suites[i], params.weat);
        const auto found = m_e.rawWeat.find(raw);
        // A suite that could not run (an empty set) has nothing to whiten or measure. Results
        // without the measures beyond WEAT (a study saved before them) are computed again.
        const bool failed = found != m_e.rawWeat.end() && found->second.error;
        if (found == m_e.rawWeat.end() || (!failed && !m_e.rawMeasures.count(raw)))
            work.rawSuites.push_back(i);
        const std::string white = whitenedWeatKey(raw, reference, params.epsilon);
        const bool computed =
            m_e.whitenedErrors.count(white) || (m_e.whitenedWeat.count(white) && m_e.whitenedMeasures.count(white));
        if (!failed && !computed)
            work.whitenedSuites.push_back(i);
    }
    work.anisotropy = !m_e.anisotropy.count(anisotropyKey(whiteKey, params.epsilon, params.weat.seed));
    for (std::size_t i = 0; i < benchmarks.size(); ++i)
        if (!m_e.similarity.count(similarityKey(whiteKey, params, benchmarks[i], model.spec)))
            work.benchmarks.push_back(i);
    work.whitening = !m_e.whitening.count(whiteKey)
                     && (!work.whitenedSuites.empty() || work.anisotropy || !work.benchmarks.empty()
                         || !m_e.references.count(whiteKey));
    return work;
}

AnalysisResult ResultStore::assemble(const std::vector<AssemblyModel> &models, const std::vector<WeatSuite> &suites,
                                     const AnalysisParams &analysisParams,
                                     const std::vector<std::string> &benchmarks) const
{
    AnalysisResult analysis;
    analysis.params = analysisParams;
    analysis.params.suites = suites;
    for (const AssemblyModel &model : models) {
        AnalysisParams params = paramsForModel(analysisParams, model.spec);
        params.suites = suites;
        const std::string reference = referenceKey(params.reference, params.weat.seed);
        const ModelInfo *info = modelInfo(model.key);
        if (!info)
            continue; // never read: nothing to show
        const std::string whiteKey = whiteningKey(model.key, params);
        std::optional<ReferenceInfo> referenceInfo;
        if (const auto ref = m_e.references.find(whiteKey); ref != m_e.references.end())
            referenceInfo = ref->second;
        ModelResult m = modelFrame(model.spec, *info, referenceInfo);
        if (const AnisotropyEntry *a = anisotropy(model.key, params)) {
            m.anisotropy = a->result;
            m.anisotropyWords = a->words;
        }
        for (const WeatSuite &suite : suites) {
            const std::string rawKey = rawWeatKey(model.key, suite, params.weat);
            const auto raw = m_e.rawWeat.find(rawKey);
            if (raw == m_e.rawWeat.end())
                continue;
            if (raw->second.error || !raw->second.stat) {
                m.weat.push_back(
                    assembleSuite(model.spec.name, suite, raw->second.words, raw->second.error, {}, {}, {}, params));
                continue;
            }
            const std::string whiteKeyOfSuite = whitenedWeatKey(rawKey, reference, params.epsilon);
            if (const auto error = m_e.whitenedErrors.find(whiteKeyOfSuite); error != m_e.whitenedErrors.end()) {
                m.weat.push_back(
                    assembleSuite(model.spec.name, suite, raw->second.words, error->second, {}, {}, {}, params));
                continue;
            }
            const auto white = m_e.whitenedWeat.find(whiteKeyOfSuite);
            if (white == m_e.whitenedWeat.end())
                continue; // half done: shown as not run
            const auto rawMeasure = m_e.rawMeasures.find(rawKey);
            const auto whiteMeasure = m_e.whitenedMeasures.find(whiteKeyOfSuite);
            const bool measured = rawMeasure != m_e.rawMeasures.end() && whiteMeasure != m_e.whitenedMeasures.end();
            SuiteSpace rawSpace{*raw->second.stat, measured ? rawMeasure->second : MeasureSpace()};
            SuiteSpace whiteSpace{white->second, measured ? whiteMeasure->second : MeasureSpace()};
            m.weat.push_back(assembleSuite(model.spec.name, suite, raw->second.words, std::nullopt, rawSpace,
                                           whiteSpace, measured ? measures() : std::vector<Measure>(), params));
        }
        for (const std::string &benchmark : benchmarks) {
            const auto s = m_e.similarity.find(similarityKey(whiteKey, params, benchmark, model.spec));
            if (s != m_e.similarity.end())
                m.similarity.push_back(s->second);
        }
        completeModel(m, params);
        analysis.models.push_back(std::move(m));
    }
    return analysis;
}

std::vector<WeatResult> ResultStore::rawOnly(const std::vector<AssemblyModel> &models,
                                             const std::vector<WeatSuite> &suites,
                                             const AnalysisParams &analysisParams) const
{
    std::vector<WeatResult> results;
    for (const AssemblyModel &model : models) {
        if (!modelInfo(model.key))
            continue;
        const AnalysisParams params = paramsForModel(analysisParams, model.spec);
        const std::string reference = referenceKey(params.reference, params.weat.seed);
        for (const WeatSuite &suite : suites) {
            const std::string rawKey = rawWeatKey(model.key, suite, params.weat);
            const auto raw = m_e.rawWeat.find(rawKey);
            if (raw == m_e.rawWeat.end() || raw->second.error || !raw->second.stat)
                continue;
            const std::string whiteKey = whitenedWeatKey(rawKey, reference, params.epsilon);
            if (m_e.whitenedWeat.count(whiteKey) || m_e.whitenedErrors.count(whiteKey))
                continue;
            WeatResult r = assembleSuite(model.spec.name, suite, raw->second.words, std::nullopt, std::nullopt,
                                         std::nullopt, {}, params);
            r.raw = raw->second.stat;
            results.push_back(std::move(r));
        }
    }
    return results;
}

Result<void> ResultStore::checkPossible(const std::vector<AssemblyModel> &models, const std::vector<WeatSuite> &suites,
                                        const AnalysisParams &params) const
{
    // The anisotropy and the similarity benchmarks need nothing of the study to be checked: all.
    for (const auto &[name, a] : m_e.anisotropy)
        for (const auto &[field, cosines] : {std::pair{"raw", a.result.raw}, {"whitened", a.result.whitened}})
            if (auto checked = checkCosines(field, cosines); !checked)
                return within(checked.error(), entryName("anisotropy", name));
    for (const auto &[name, similarity] : m_e.similarity)
        if (auto checked = checkSimilarity(similarity); !checked)
            return within(checked.error(), entryName("similarity", name));
    const std::string reference = referenceKey(params.reference, params.weat.seed);
    for (const AssemblyModel &model : models) {
        for (const WeatSuite &suite : suites) {
            const std::string rawKey = rawWeatKey(model.key, suite, params.weat);
            const auto raw = m_e.rawWeat.find(rawKey);
            if (raw == m_e.rawWeat.end())
                continue;
            const SuiteLookup &words = raw->second.words;
            if (auto checked = checkLookup(words, suite); !checked)
                return within(checked.error(), entryName("weat_raw", rawKey));
            const WeatWordCounts counts{words.used[0].size(), words.used[1].size(), words.used[2].size(),
                                        words.used[3].size()};
            if (raw->second.stat)
                if (auto checked = checkWeatStatistic(*raw->second.stat, params.weat, counts); !checked)
                    return within(checked.error(), entryName("weat_raw", rawKey) + ".statistic");
            const std::string whiteName = whitenedWeatKey(rawKey, reference, params.epsilon);
            if (const auto white = m_e.whitenedWeat.find(whiteName); white != m_e.whitenedWeat.end())
                if (auto checked = checkWeatStatistic(white->second, params.weat, counts); !checked)
                    return within(checked.error(), entryName("weat_whitened", whiteName));
        }
    }
    return {};
}

ResultStore ResultStore::restrictedTo(const std::vector<AssemblyModel> &models, const std::vector<WeatSuite> &suites,
                                      const AnalysisParams &analysisParams,
                                      const std::vector<std::string> &benchmarks) const
{
    ResultStore kept;
    const auto copy = [](const auto &from, auto &to, const std::string &key) {
        if (const auto found = from.find(key); found != from.end())
            to.insert(*found);
    };
    for (const AssemblyModel &model : models) {
        const AnalysisParams params = paramsForModel(analysisParams, model.spec);
        const std::string reference = referenceKey(params.reference, params.weat.seed);
        copy(m_e.modelInfo, kept.m_e.modelInfo, model.key);
        const std::string whiteKey = whiteningKey(model.key, params);
        copy(m_e.references, kept.m_e.references, whiteKey);
        copy(m_e.anisotropy, kept.m_e.anisotropy, anisotropyKey(whiteKey, params.epsilon, params.weat.seed));
        for (const auto &suite : suites) {
            const std::string raw = rawWeatKey(model.key, suite, params.weat);
            copy(m_e.rawWeat, kept.m_e.rawWeat, raw);
            copy(m_e.whitenedWeat, kept.m_e.whitenedWeat, whitenedWeatKey(raw, reference, params.epsilon));
            copy(m_e.whitenedErrors, kept.m_e.whitenedErrors, whitenedWeatKey(raw, reference, params.epsilon));
            copy(m_e.rawMeasures, kept.m_e.rawMeasures, raw);
            copy(m_e.whitenedMeasures, kept.m_e.whitenedMeasures, whitenedWeatKey(raw, reference, params.epsilon));
        }
        for (const auto &benchmark : benchmarks)
            copy(m_e.similarity, kept.m_e.similarity, similarityKey(whiteKey, params, benchmark, model.spec));
    }
    return kept;
}

} // namespace isoscope
