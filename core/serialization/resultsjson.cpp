#include "core/serialization/resultsjson.h"

#include "core/serialization/measuresjson.h"

#include "isoscope/version.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace isoscope {

namespace {

template <typename Parse>
auto parsedField(const Json &j, std::string_view key, Parse parse)
{
    const std::string text = field<std::string>(j, key);
    auto parsed = parse(text);
    if (!parsed)
        throw JsonSchemaError{std::string(key), parsed.error().detail};
    return std::move(parsed).value();
}

template <typename T>
Json bySet(const std::array<std::vector<T>, 4> &sets)
{
    Json j = Json::object();
    for (int role = 0; role < 4; ++role)
        j[std::string(roleName(static_cast<WordSetRole>(role)))] = sets[role];
    return j;
}

template <typename T>
std::array<std::vector<T>, 4> setsFromJson(const Json &j)
{
    std::array<std::vector<T>, 4> sets;
    for (int role = 0; role < 4; ++role)
        sets[role] = field<std::vector<T>>(j, roleName(static_cast<WordSetRole>(role)));
    return sets;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Conventions

void to_json(Json &c, const WeatConventions &w)
{
    c = Json::object();
    c["ddof"] = w.ddof;
    c["tie"] = tieRuleName(w.tie);
    c["plus_one"] = w.plusOne;
    c["sided"] = sidednessName(w.sided);
    c["permutations"] = w.permutations;
    c["exact_limit"] = w.exactLimit;
    c["seed"] = w.seed;
}

void from_json(const Json &c, WeatConventions &w)
{
    w = WeatConventions();
    w.ddof = static_cast<int>(field<std::size_t>(c, "ddof"));
    w.tie = enumField<TieRule>(c, "tie", tieRuleName, "tie rule");
    // sensitivity.json and sc_weat.json written before they had plus_one: the default.
    w.plusOne = optionalField<bool>(c, "plus_one").value_or(WeatConventions().plusOne);
    w.sided = enumField<Sidedness>(c, "sided", sidednessName, "sidedness");
    w.permutations = field<std::size_t>(c, "permutations");
    w.exactLimit = field<std::size_t>(c, "exact_limit");
    w.seed = field<std::uint64_t>(c, "seed");
}

void to_json(Json &c, const AnalysisParams &p)
{
    c = p.weat;
    c["epsilon"] = p.epsilon;
    c["calibration"] = p.calibration.toString();
    c["alpha"] = p.alpha;
    c["correction"] = correctionName(p.correction);
    c["shift_threshold"] = p.shiftThreshold;
    c["reference"] = p.reference.toString();
    c["anisotropy_sample"] = p.anisotropySample;
    c["explained_components"] = p.explainedComponents;
    c["bootstrap_iterations"] = p.bootstrapIterations;
    c["effect_bootstrap_iterations"] = p.effectBootstrapIterations;
    c["confidence"] = p.confidence;
    c["effect_bootstrap_seed"] = "deriveSeed(seed, \"sensitivity/bootstrap/\" + suite)";
    c["tie_tolerance"] = "1e-12 * max(1, |S|)";
    // The measures beyond WEAT and hard debiasing (docs/measures.md).
    Json measures = Json::array();
    for (Measure m : p.measures)
        measures.push_back(measureName(m));
    c["measures"] = std::move(measures);
    c["debias"] =
        p.debias ? Json("hard (Bolukbasi et al. 2016), lists " + std::to_string(p.debias->fingerprint())) : Json();
}

void from_json(const Json &c, AnalysisParams &p)
{
    p = AnalysisParams();
    p.weat = jsonAs<WeatConventions>(c);
    p.epsilon = field<double>(c, "epsilon");
    p.alpha = field<double>(c, "alpha");
    if (hasField(c, "correction")) // results written before the correction option have none
        p.correction = parsedField(c, "correction", parseCorrectionName);
    p.shiftThreshold = field<double>(c, "shift_threshold");
    p.reference = parsedField(c, "reference", [](const std::string &s) { return ReferenceSpec::parse(s); });
    if (hasField(c, "calibration")) // results written before the comparison calibrations are ZCA
        p.calibration = parsedField(c, "calibration", [](const std::string &s) { return CalibrationSpec::parse(s); });
    p.anisotropySample = field<std::size_t>(c, "anisotropy_sample");
    p.explainedComponents = field<std::size_t>(c, "explained_components");
    p.bootstrapIterations = field<std::size_t>(c, "bootstrap_iterations");
    // Results written before the effect-size intervals have none: B = 0 says so.
    p.effectBootstrapIterations = optionalField<std::size_t>(c, "effect_bootstrap_iterations").value_or(0);
    if (auto confidence = optionalField<double>(c, "confidence"))
        p.confidence = *confidence;
    // Results written before the other measures have WEAT only. The debias lists are not in the
    // file (their fingerprint is): results read back are not debiased again.
    if (hasField(c, "measures")) {
        p.measures.clear();
        for (const Json &name : member(c, "measures"))
            p.measures.push_back(enumFromJson<Measure>(name, measureName, "measure"));
    }
}

// ---------------------------------------------------------------------------------------------
// ML-EAT levels 2 and 3 (level 1 is d itself)

namespace {

// The permutation test's fields, the same in a WEAT statistic and a level-2 effect (both carry S,
// the two tails, the method, the partitions counted and the Monte Carlo standard error).
template <typename Test>
void permutationTestToJson(Json &j, const Test &t)
{
    j["S"] = t.S;
    j["p"] = t.p;
    j["p_upper"] = t.pUpper;
    j["p_lower"] = t.pLower;
    j["p_method"] = pValueMethodName(t.method);
    j["permutations"] = t.permutations;
    j["p_standard_error"] = t.pStandardError;
}

template <typename Test>
void permutationTestFromJson(const Json &j, Test &t)
{
    t.S = field<double>(j, "S");
    t.p = field<double>(j, "p");
    t.pUpper = field<double>(j, "p_upper");
    t.pLower = field<double>(j, "p_lower");
    t.method = enumField<PValueMethod>(j, "p_method", pValueMethodName, "p method");
    t.permutations = field<std::size_t>(j, "permutations");
    t.pStandardError = field<double>(j, "p_standard_error");
}

} // namespace

void to_json(Json &j, const LevelTwoEffect &e)
{
    j = Json::object();
    j["effect"] = optionalNumber(e.effect);
    if (!e.effect)
        j["effect_undefined_reason"] = e.effectUndefinedReason;
    j["sd"] = e.sd;
    permutationTestToJson(j, e);
    j["means_a"] = e.meansA;
    j["means_b"] = e.meansB;
}

void from_json(const Json &j, LevelTwoEffect &e)
{
    e = LevelTwoEffect();
    e.effect = field<std::optional<double>>(j, "effect");
    e.effectUndefinedReason = optionalField<std::string>(j, "effect_undefined_reason").value_or("");
    e.sd = field<double>(j, "sd");
    permutationTestFromJson(j, e);
    e.meansA = field<std::vector<double>>(j, "means_a");
    e.meansB = field<std::vector<double>>(j, "means_b");
}

void to_json(Json &j, const CosineBlock &b)
{
    j = Json::object();
    j["count"] = b.count;
    j["mean"] = b.mean;
    j["sd"] = optionalNumber(b.sd);
}

void from_json(const Json &j, CosineBlock &b)
{
    b = CosineBlock();
    b.count = field<std::size_t>(j, "count");
    b.mean = field<double>(j, "mean");
    b.sd = field<std::optional<double>>(j, "sd");
}

void to_json(Json &j, const MultilevelEat &levels)
{
    j = Json::object();
    j["level2"] = {{"X", levels.x}, {"Y", levels.y}};
    Json three = Json::object();
    for (CosineBlockId id : kCosineBlocks)
        three[std::string(cosineBlockName(id))] = levels.block(id);
    j["level3"] = std::move(three);
}

void from_json(const Json &j, MultilevelEat &levels)
{
    levels = MultilevelEat();
    const Json &two = member(j, "level2");
    try {
        levels.x = field<LevelTwoEffect>(two, "X");
        levels.y = field<LevelTwoEffect>(two, "Y");
    } catch (JsonSchemaError &e) {
        e.within("level2");
        throw;
    }
    const Json &three = member(j, "level3");
    try {
        for (CosineBlockId id : kCosineBlocks)
            levels.blocks[static_cast<std::size_t>(id)] = field<CosineBlock>(three, cosineBlockName(id));
    } catch (JsonSchemaError &e) {
        e.within("level3");
        throw;
    }
}

// ---------------------------------------------------------------------------------------------
// Statistics

void to_json(Json &j, const WeatStatistic &s)
{
    j = Json::object();
    j["d"] = optionalNumber(s.d);
    if (!s.d)
        j["d_undefined_reason"] = s.dUndefinedReason;
    permutationTestToJson(j, s);
    j["mean_x"] = s.meanX;
    j["mean_y"] = s.meanY;
    j["sd"] = s.sd;
    if (s.levels)
        j["mleat"] = *s.levels;
}

void from_json(const Json &j, WeatStatistic &s)
{
    s = WeatStatistic();
    s.d = field<std::optional<double>>(j, "d");
    if (!s.d || hasField(j, "d_undefined_reason"))
        s.dUndefinedReason = optionalField<std::string>(j, "d_undefined_reason").value_or("");
    permutationTestFromJson(j, s);
    s.meanX = field<double>(j, "mean_x");
    s.meanY = field<double>(j, "mean_y");
    s.sd = field<double>(j, "sd");
    s.levels = optionalField<MultilevelEat>(j, "mleat"); // absent in results written before ML-EAT
    // The detail of statisticWithDetail.
    s.sX = optionalField<std::vector<double>>(j, "s_x").value_or(std::vector<double>{});
    s.sY = optionalField<std::vector<double>>(j, "s_y").value_or(std::vector<double>{});
    s.countUpper = optionalField<std::size_t>(j, "count_upper").value_or(0);
    s.countLower = optionalField<std::size_t>(j, "count_lower").value_or(0);
    if (hasField(j, "histogram")) {
        const Json &h = member(j, "histogram");
        try {
            s.histogram.low = field<double>(h, "low");
            s.histogram.high = field<double>(h, "high");
            s.histogram.counts = field<std::vector<std::size_t>>(h, "counts");
        } catch (JsonSchemaError &e) {
            e.within("histogram");
            throw;
        }
    }
}

Json statisticWithDetail(const WeatStatistic &s)
{
    Json j = s;
    j["d_undefined_reason"] = s.dUndefinedReason;
    j["s_x"] = s.sX;
    j["s_y"] = s.sY;
    j["count_upper"] = s.countUpper;
    j["count_lower"] = s.countLower;
    Json h = Json::object();
    h["low"] = s.histogram.low;
    h["high"] = s.histogram.high;
    h["counts"] = s.histogram.counts;
    j["histogram"] = std::move(h);
    return j;
}

void to_json(Json &j, const EffectInterval &interval)
{
    j = Json::object();
    j["low"] = interval.defined() ? Json(interval.low) : Json();
    j["high"] = interval.defined() ? Json(interval.high) : Json();
    j["mean"] = interval.defined() ? Json(interval.mean) : Json();
    j["sd"] = interval.defined() ? Json(interval.sd) : Json();
    j["valid"] = interval.valid;
}

void from_json(const Json &j, EffectInterval &interval)
{
    interval = EffectInterval();
    interval.valid = field<std::size_t>(j, "valid");
    if (interval.defined()) {
        interval.low = field<double>(j, "low");
        interval.high = field<double>(j, "high");
        interval.mean = field<double>(j, "mean");
        interval.sd = field<double>(j, "sd");
    }
}

void setIntervalMembers(Json &j, const std::optional<EffectInterval> &interval)
{
    if (!interval)
        return;
    j["ci_low"] = interval->defined() ? Json(interval->low) : Json();
    j["ci_high"] = interval->defined() ? Json(interval->high) : Json();
    j["bootstrap_mean"] = interval->defined() ? Json(interval->mean) : Json();
    j["bootstrap_se"] = interval->defined() ? Json(interval->sd) : Json();
    j["bootstrap_valid"] = interval->valid;
}

// Results written without intervals (--bootstrap 0, or before they existed) have none.
std::optional<EffectInterval> intervalFromMembers(const Json &j)
{
    if (!hasField(j, "bootstrap_valid"))
        return std::nullopt;
    EffectInterval interval;
    interval.valid = field<std::size_t>(j, "bootstrap_valid");
    if (interval.defined()) {
        interval.low = field<double>(j, "ci_low");
        interval.high = field<double>(j, "ci_high");
        interval.mean = field<double>(j, "bootstrap_mean");
        interval.sd = field<double>(j, "bootstrap_se");
    }
    return interval;
}

void to_json(Json &j, const CosineStats &c)
{
    j = Json::object();
    j["mean"] = c.mean;
    j["sd"] = c.sd;
    j["pairs"] = c.pairs;
}

void from_json(const Json &j, CosineStats &c)
{
    c.mean = field<double>(j, "mean");
    c.sd = field<double>(j, "sd");
    c.pairs = optionalField<std::size_t>(j, "pairs").value_or(0);
}

void to_json(Json &j, const AnisotropyResult &a)
{
    j = Json::object();
    j["sample"] = a.sample;
    j["raw"] = a.raw;
    j["whitened"] = a.whitened;
    j["explained_raw"] = a.explainedRaw;
    j["explained_whitened"] = a.explainedWhitened;
    j["eigenvalues"] = a.eigenvalues;
    j["zero_rows"] = a.zeroRows;
}

void from_json(const Json &j, AnisotropyResult &a)
{
    a = AnisotropyResult();
    a.sample = field<std::vector<std::size_t>>(j, "sample");
    a.raw = field<CosineStats>(j, "raw");
    a.whitened = field<CosineStats>(j, "whitened");
    a.explainedRaw = field<std::vector<double>>(j, "explained_raw");
    a.explainedWhitened = field<std::vector<double>>(j, "explained_whitened");
    a.eigenvalues = field<std::vector<double>>(j, "eigenvalues");
    a.zeroRows = field<std::size_t>(j, "zero_rows");
}

void to_json(Json &j, const SimilarityResult &s)
{
    j = Json::object();
    j["benchmark"] = s.benchmark;
    j["method"] = similarityMethodName(s.method);
    if (s.sentences()) {
        j["split"] = s.split;
        j["pairs_left_out"] = s.leftOutLines; // lines of the benchmark file
        if (s.method == SimilarityMethod::SentenceVectors) {
            j["sentence_vectors"] = s.sentenceVectorsFile;
            j["duplicate_sentences"] = s.duplicateSentences;
        }
    }
    j["pairs_total"] = s.pairsTotal;
    j["pairs_used"] = s.pairsUsed;
    j["pairs_from_subwords"] = s.pairsFromSubwords;
    j["rho_raw"] = optionalNumber(s.comparison.rhoRaw);
    j["rho_whitened"] = optionalNumber(s.comparison.rhoWhitened);
    j["delta"] = optionalNumber(s.comparison.delta);
    j["p"] = optionalNumber(s.comparison.p);
    j["bootstrap_iterations"] = s.bootstrapIterations;
    j["bootstrap_skipped"] = s.comparison.skipped;
}

void from_json(const Json &j, SimilarityResult &s)
{
    s = SimilarityResult();
    s.benchmark = field<std::string>(j, "benchmark");
    if (hasField(j, "method")) // results written before STS-B are all word benchmarks
        s.method = enumField<SimilarityMethod>(j, "method", similarityMethodName, "similarity method");
    if (s.sentences()) {
        s.split = field<std::string>(j, "split");
        s.leftOutLines = field<std::vector<std::size_t>>(j, "pairs_left_out");
        if (s.method == SimilarityMethod::SentenceVectors) {
            s.sentenceVectorsFile = field<std::string>(j, "sentence_vectors");
            s.duplicateSentences = field<std::size_t>(j, "duplicate_sentences");
        }
    }
    s.pairsTotal = field<std::size_t>(j, "pairs_total");
    s.pairsUsed = field<std::size_t>(j, "pairs_used");
    s.pairsFromSubwords = optionalField<std::size_t>(j, "pairs_from_subwords").value_or(0); // older files: none
    s.bootstrapIterations = field<std::size_t>(j, "bootstrap_iterations");
    s.seed = optionalField<std::uint64_t>(j, "seed").value_or(0);
    // The study file's version 1 nests the comparison; results.json (and the study since) does not.
    const bool nested = hasField(j, "comparison");
    const Json &c = nested ? member(j, "comparison") : j;
    try {
        s.comparison.pairs =
            nested ? field<std::size_t>(c, "pairs") : optionalField<std::size_t>(c, "pairs").value_or(s.pairsUsed);
        s.comparison.rhoRaw = field<std::optional<double>>(c, "rho_raw");
        s.comparison.rhoWhitened = field<std::optional<double>>(c, "rho_whitened");
        s.comparison.delta = field<std::optional<double>>(c, "delta");
        s.comparison.p = field<std::optional<double>>(c, "p");
        s.comparison.iterations = optionalField<std::size_t>(c, "iterations").value_or(s.bootstrapIterations);
        s.comparison.skipped = field<std::size_t>(c, nested ? "skipped" : "bootstrap_skipped");
    } catch (JsonSchemaError &e) {
        if (nested)
            e.within("comparison");
        throw;
    }
}

Json similarityWithDetail(const SimilarityResult &s)
{
    Json j = s;
    j["seed"] = s.seed;
    j["pairs"] = s.comparison.pairs;
    j["iterations"] = s.comparison.iterations;
    return j;
}

void to_json(Json &j, const Warning &w)
{
    j = Json::object();
    j["kind"] = warningKindName(w.kind);
    if (!w.suite.empty())
        j["suite"] = w.suite;
    j["detail"] = w.detail;
}

void from_json(const Json &j, Warning &w)
{
    w.kind = enumField<Warning::Kind>(j, "kind", warningKindName, "warning kind");
    w.suite = optionalField<std::string>(j, "suite").value_or("");
    w.detail = field<std::string>(j, "detail");
}

void to_json(Json &j, const Error &e)
{
    j = Json::object();
    j["code"] = errorCodeName(e.code);
    j["detail"] = e.detail;
    j["file"] = e.file;
    j["line"] = e.line;
    j["word"] = e.word;
}

void from_json(const Json &j, Error &e)
{
    e.code = enumField<ErrorCode>(j, "code", errorCodeName, "error code");
    e.detail = field<std::string>(j, "detail");
    e.file = optionalField<std::string>(j, "file").value_or("");
    e.line = optionalField<std::size_t>(j, "line").value_or(0);
    e.word = optionalField<std::string>(j, "word").value_or("");
}

void to_json(Json &j, const SuiteLookup &l)
{
    j = Json::object();
    j["used"] = bySet(l.used);
    j["rows"] = bySet(l.rows);
    j["missing"] = bySet(l.missing);
    // Only when a word has one, so that files without any stay as they were.
    if (std::any_of(l.zeroVectors.begin(), l.zeroVectors.end(), [](const auto &set) { return !set.empty(); }))
        j["zero_vectors"] = bySet(l.zeroVectors);
    j["from_subwords"] = bySet(l.fromSubwords);
    j["lowercased"] = l.lowercased;
    j["repeated"] = bySet(l.repeated);
    j["in_both_targets"] = l.inBothTargets;
    j["in_both_attributes"] = l.inBothAttributes;
}

void from_json(const Json &j, SuiteLookup &l)
{
    l = SuiteLookup();
    const auto sets = [&j]<typename T>(std::string_view key, std::array<std::vector<T>, 4> &out) {
        try {
            out = setsFromJson<T>(member(j, key));
        } catch (JsonSchemaError &e) {
            e.within(key);
            throw;
        }
    };
    sets("used", l.used);
    sets("rows", l.rows);
    sets("missing", l.missing);
    if (hasField(j, "zero_vectors")) // the words of missing that have a zero vector, when there are any
        sets("zero_vectors", l.zeroVectors);
    if (hasField(j, "from_subwords")) // files written before subword vectors have none
        sets("from_subwords", l.fromSubwords);
    l.lowercased = field<bool>(j, "lowercased");
    // Written since the RepeatedWords and SharedWords warnings; absent in older files.
    if (j.contains("repeated"))
        sets("repeated", l.repeated);
    l.inBothTargets =
        optionalField<std::vector<std::string>>(j, "in_both_targets").value_or(std::vector<std::string>{});
    l.inBothAttributes =
        optionalField<std::vector<std::string>>(j, "in_both_attributes").value_or(std::vector<std::string>{});
}

void to_json(Json &j, const ReadReport &r)
{
    j = Json::object();
    j["format"] = formatName(r.format);
    j["lines"] = r.lines;
    j["duplicate_words"] = r.duplicateCount;
    j["duplicate_examples"] = r.duplicateExamples;
    j["words_with_spaces"] = r.wordsWithSpaces;
}

void from_json(const Json &j, ReadReport &r)
{
    r = ReadReport();
    // A format this program does not know (written by a newer one) reads as unknown: it changes no
    // number.
    if (auto format = parseFormatName(field<std::string>(j, "format")))
        r.format = format.value();
    r.lines = field<std::size_t>(j, "lines");
    r.duplicateCount = field<std::size_t>(j, "duplicate_words");
    r.duplicateExamples = field<std::vector<std::string>>(j, "duplicate_examples");
    r.wordsWithSpaces = field<std::size_t>(j, "words_with_spaces");
}

// ---------------------------------------------------------------------------------------------
// WEAT results

void to_json(Json &j, const WeatResult &r)
{
    j = Json::object();
    j["model"] = r.model;
    j["suite"] = r.suiteId;
    j["name"] = r.suiteName;
    j["category"] = r.category;
    Json sizes = Json::object();
    for (int role = 0; role < 4; ++role)
        sizes[std::string(roleName(static_cast<WordSetRole>(role)))] = r.words.used[role].size();
    j["sizes"] = std::move(sizes);
    j["missing"] = bySet(r.words.missing);
    j["from_subwords"] = bySet(r.words.fromSubwords);
    j["lowercased"] = r.words.lowercased;
    if (r.error) {
        j["error"] = {{"code", errorCodeName(r.error->code)}, {"detail", r.error->detail}};
        j["raw"] = nullptr;
        j["whitened"] = nullptr;
        j["change"] = nullptr;
        j["substantial_shift"] = nullptr;
        return;
    }
    Json raw = *r.raw;
    setIntervalMembers(raw, r.rawInterval);
    j["raw"] = std::move(raw);
    Json whitened = *r.whitened;
    setIntervalMembers(whitened, r.whitenedInterval);
    j["whitened"] = std::move(whitened);
    if (r.pRawAdjusted && r.pWhitenedAdjusted) // the unadjusted p stays in raw.p and whitened.p
        j["p_adjusted"] = {{"raw", *r.pRawAdjusted}, {"whitened", *r.pWhitenedAdjusted}};
    j["change"] = changeName(r.change);
    j["substantial_shift"] = r.substantialShift;
    Json words = Json::object();
    const std::pair<int, const std::vector<double> WeatStatistic::*> targets[] = {{0, &WeatStatistic::sX},
                                                                                  {1, &WeatStatistic::sY}};
    for (const auto &[role, values] : targets) {
        Json list = Json::array();
        const auto &rawValues = (*r.raw).*values;
        const auto &whiteValues = (*r.whitened).*values;
        for (std::size_t i = 0; i < rawValues.size(); ++i)
            list.push_back({{"word", r.words.used[role][i]}, {"s_raw", rawValues[i]}, {"s_whitened", whiteValues[i]}});
        words[std::string(roleName(static_cast<WordSetRole>(role)))] = std::move(list);
    }
    j["words"] = std::move(words);
    // The attribute words used (they have no s(w, A, B)), so that a file read back knows |A| and |B|.
    j["attribute_words"] = {{"A", r.words.used[2]}, {"B", r.words.used[3]}};
    if (!r.measures.empty())
        j["measures"] = r.measures;
}

void from_json(const Json &j, WeatResult &r)
{
    r = WeatResult();
    r.model = field<std::string>(j, "model");
    r.suiteId = field<std::string>(j, "suite");
    r.suiteName = field<std::string>(j, "name");
    r.category = field<std::string>(j, "category");
    try {
        r.words.missing = setsFromJson<std::string>(member(j, "missing"));
    } catch (JsonSchemaError &e) {
        e.within("missing");
        throw;
    }
    if (hasField(j, "from_subwords")) { // files written before subword vectors have none
        try {
            r.words.fromSubwords = setsFromJson<std::string>(member(j, "from_subwords"));
        } catch (JsonSchemaError &e) {
            e.within("from_subwords");
            throw;
        }
    }
    r.words.lowercased = field<bool>(j, "lowercased");
    if (hasField(j, "error")) {
        const Json &e = member(j, "error");
        try {
            r.error = Error{enumField<ErrorCode>(e, "code", errorCodeName, "error code"),
                            field<std::string>(e, "detail"),
                            {},
                            0,
                            {}};
        } catch (JsonSchemaError &error) {
            error.within("error");
            throw;
        }
        return;
    }
    r.raw = field<WeatStatistic>(j, "raw");
    r.whitened = field<WeatStatistic>(j, "whitened");
    for (const auto &[key, interval] : {std::pair{"raw", &r.rawInterval}, std::pair{"whitened", &r.whitenedInterval}}) {
        try {
            *interval = intervalFromMembers(member(j, key));
        } catch (JsonSchemaError &e) {
            e.within(key);
            throw;
        }
    }
    r.change = enumField<SignificanceChange>(j, "change", changeName, "change class");
    if (hasField(j, "p_adjusted")) {
        const Json &adjusted = member(j, "p_adjusted");
        try {
            r.pRawAdjusted = field<double>(adjusted, "raw");
            r.pWhitenedAdjusted = field<double>(adjusted, "whitened");
        } catch (JsonSchemaError &e) {
            e.within("p_adjusted");
            throw;
        }
    }
    r.substantialShift = field<bool>(j, "substantial_shift");
    const Json &words = member(j, "words");
    for (int role = 0; role < 2; ++role) {
        auto &sRaw = role == 0 ? r.raw->sX : r.raw->sY;
        auto &sWhitened = role == 0 ? r.whitened->sX : r.whitened->sY;
        const std::string key(roleName(static_cast<WordSetRole>(role)));
        try {
            const Json &list = member(words, key);
            if (!list.is_array())
                schemaFail("expected an array");
            for (std::size_t i = 0; i < list.size(); ++i) {
                try {
                    r.words.used[role].push_back(field<std::string>(list[i], "word"));
                    sRaw.push_back(field<double>(list[i], "s_raw"));
                    sWhitened.push_back(field<double>(list[i], "s_whitened"));
                } catch (JsonSchemaError &e) {
                    e.at(i);
                    throw;
                }
            }
        } catch (JsonSchemaError &e) {
            e.within(key);
            e.within("words");
            throw;
        }
    }
    if (hasField(j, "attribute_words")) { // files written before the report's Table A1 have none
        const Json &attributes = member(j, "attribute_words");
        try {
            r.words.used[2] = field<std::vector<std::string>>(attributes, "A");
            r.words.used[3] = field<std::vector<std::string>>(attributes, "B");
        } catch (JsonSchemaError &e) {
            e.within("attribute_words");
            throw;
        }
    }
    if (auto measures = optionalField<SuiteMeasures>(j, "measures"))
        r.measures = std::move(*measures);
}

// ---------------------------------------------------------------------------------------------
// Models and the whole results

Json modelToJson(const ModelResult &m, const AnalysisParams &params)
{
    Json j = Json::object();
    j["name"] = m.spec.name;
    j["family"] = familyName(m.spec.family);
    j["path"] = m.spec.path.string();
    j["format"] = formatName(m.read.format);
    j["vocab_size"] = m.vocabSize;
    j["dims"] = m.dims;
    j["uncased"] = m.uncased;
    j["duplicate_words"] = m.read.duplicateCount;
    j["oov"] = oovPolicyName(m.spec.oov);
    j["has_subwords"] = m.hasSubwords;
    Json reference = Json::object();
    const ReferenceSpec &spec = m.spec.reference ? *m.spec.reference : params.reference;
    reference["mode"] = spec.modeName();
    reference["size"] = m.referenceSize;
    reference["requested"] = m.referenceRequested;
    reference["spec"] = spec.toString();
    if (m.spec.reference) // the model's own sample, not the analysis's (ModelSpec::reference)
        reference["own"] = true;
    reference["missing_words"] = m.referenceMissing;
    j["reference"] = std::move(reference);
    Json whitening = Json::object();
    whitening["epsilon"] = params.epsilon;
    whitening["calibration"] = params.calibration.toString();
    if (params.calibration.kind == CalibrationKind::AllButTheTop)
        whitening["components_removed"] = params.calibration.componentsFor(m.dims);
    whitening["singular_covariance"] = m.singularCovariance;
    j["whitening"] = std::move(whitening);
    // results.json's own summary of the anisotropy: the pairs once for both spaces, the sample by
    // its words, the spectrum beside it.
    Json anisotropy = Json::object();
    anisotropy["sample_size"] = m.anisotropy.sample.size() - m.anisotropy.zeroRows;
    anisotropy["pairs"] = m.anisotropy.raw.pairs;
    anisotropy["sample_words"] = m.anisotropyWords;
    for (const auto &[key, stats] :
         {std::pair{"raw", m.anisotropy.raw}, std::pair{"whitened", m.anisotropy.whitened}}) {
        Json s = stats;
        s.erase("pairs");
        anisotropy[key] = std::move(s);
    }
    j["anisotropy"] = std::move(anisotropy);
    j["explained_variance"] = {{"raw", m.anisotropy.explainedRaw}, {"whitened", m.anisotropy.explainedWhitened}};
    j["eigenvalues"] = m.anisotropy.eigenvalues;
    j["similarity"] = m.similarity;
    j["warnings"] = m.warnings;
    if (m.debias)
        j["debias"] = *m.debias;
    return j;
}

ModelResult modelFromJson(const Json &f, AnalysisParams &params)
{
    ModelResult m;
    m.spec.name = field<std::string>(f, "name");
    m.spec.family = parsedField(f, "family", parseFamilyName);
    m.spec.path = field<std::string>(f, "path");
    if (auto format = parseFormatName(field<std::string>(f, "format")))
        m.read.format = format.value();
    m.vocabSize = field<std::size_t>(f, "vocab_size");
    m.dims = field<std::size_t>(f, "dims");
    m.uncased = field<bool>(f, "uncased");
    m.read.duplicateCount = field<std::size_t>(f, "duplicate_words");
    if (hasField(f, "oov")) // files written before subword vectors: left out
        m.spec.oov = parsedField(f, "oov", parseOovPolicyName);
    m.hasSubwords = optionalField<bool>(f, "has_subwords").value_or(false);

    const auto within = [](std::string_view key, auto read) {
        try {
            read();
        } catch (JsonSchemaError &e) {
            e.within(key);
            throw;
        }
    };
    const Json &reference = member(f, "reference");
    within("reference", [&] {
        m.referenceSize = field<std::size_t>(reference, "size");
        m.referenceRequested = field<std::size_t>(reference, "requested");
        m.referenceMissing = field<std::vector<std::string>>(reference, "missing_words");
        if (optionalField<bool>(reference, "own").value_or(false))
            m.spec.reference =
                parsedField(reference, "spec", [](const std::string &s) { return ReferenceSpec::parse(s); });
    });
    const Json &whitening = member(f, "whitening");
    within("whitening", [&] {
        params.epsilon = field<double>(whitening, "epsilon");
        m.singularCovariance = field<bool>(whitening, "singular_covariance");
    });
    const Json &anisotropy = member(f, "anisotropy");
    within("anisotropy", [&] {
        const std::size_t pairs = field<std::size_t>(anisotropy, "pairs");
        m.anisotropy.raw = field<CosineStats>(anisotropy, "raw");
        m.anisotropy.whitened = field<CosineStats>(anisotropy, "whitened");
        m.anisotropy.raw.pairs = m.anisotropy.whitened.pairs = pairs;
        m.anisotropyWords = field<std::vector<std::string>>(anisotropy, "sample_words");
        const std::size_t sampleSize = field<std::size_t>(anisotropy, "sample_size");
        // The positions in the reference sample are not in the file; the words are, one per
        // sampled vector, zero vectors included (sample_size counts the vectors that were used).
        const std::size_t sampled = std::max(sampleSize, m.anisotropyWords.size());
        m.anisotropy.sample.resize(sampled);
        std::iota(m.anisotropy.sample.begin(), m.anisotropy.sample.end(), std::size_t(0));
        m.anisotropy.zeroRows = sampled - sampleSize;
    });
    const Json &explained = member(f, "explained_variance");
    within("explained_variance", [&] {
        m.anisotropy.explainedRaw = field<std::vector<double>>(explained, "raw");
        m.anisotropy.explainedWhitened = field<std::vector<double>>(explained, "whitened");
    });
    m.anisotropy.eigenvalues = field<std::vector<double>>(f, "eigenvalues");
    m.similarity = field<std::vector<SimilarityResult>>(f, "similarity");
    for (SimilarityResult &s : m.similarity)
        s.seed = params.weat.seed;
    m.warnings = field<std::vector<Warning>>(f, "warnings");
    for (Warning &w : m.warnings)
        w.model = m.spec.name;
    m.debias = optionalField<ModelResult::Debias>(f, "debias");
    return m;
}

void to_json(Json &root, const AnalysisResult &result)
{
    root = Json::object();
    root["program"] = {{"name", "isoscope"}, {"version", kVersion}};
    root["conventions"] = result.params;
    Json models = Json::array();
    for (const auto &m : result.models)
        models.push_back(modelToJson(m, result.params));
    root["models"] = std::move(models);
    Json weat = Json::array();
    for (const WeatResult *r : result.weat())
        weat.push_back(*r);
    root["weat"] = std::move(weat);
    const ChangeCounts counts = countChanges(result);
    root["summary"] = {{"stable", counts.stable},
                       {"disappearing", counts.disappearing},
                       {"emerging", counts.emerging},
                       {"undefined", counts.undefined},
                       {"total", counts.total()}};
}

void from_json(const Json &root, AnalysisResult &result)
{
    result = AnalysisResult();
    result.params = field<AnalysisParams>(root, "conventions");
    const Json &models = member(root, "models");
    if (!models.is_array())
        throw JsonSchemaError{"models", "expected an array"};
    for (std::size_t i = 0; i < models.size(); ++i) {
        try {
            result.models.push_back(modelFromJson(models[i], result.params));
        } catch (JsonSchemaError &e) {
            e.at(i);
            e.within("models");
            throw;
        }
    }
    const auto weat = field<std::vector<WeatResult>>(root, "weat");
    for (std::size_t i = 0; i < weat.size(); ++i) {
        auto model = std::find_if(result.models.begin(), result.models.end(),
                                  [&](const ModelResult &m) { return m.spec.name == weat[i].model; });
        if (model == result.models.end())
            throw JsonSchemaError{"weat[" + std::to_string(i) + "].model", "names no model of the file"};
        model->weat.push_back(weat[i]);
    }
}

Result<AnalysisResult> analysisFromJson(const Json &document, std::string_view fileName)
{
    return readJsonDocument(document, fileName, [](const Json &j) { return jsonAs<AnalysisResult>(j); });
}

} // namespace isoscope
