#include "core/analysis/analysis.h"
#include "core/base/storageerrors.h"

#include "core/analysis/referencesample.h"
#include "core/analysis/steps.h"
#include "core/analysis/warnings.h"

#include "core/base/random.h"
#include "core/stats/mleat.h"

#include <chrono>

namespace isoscope {

std::string_view stageName(Stage stage)
{
    switch (stage) {
    case Stage::Reading: return "reading";
    case Stage::Reference: return "reference sample";
    case Stage::Whitening: return "whitening";
    case Stage::SingularWhitening:
        return "whitening: the eigendecomposition of so many dimensions, from no more reference vectors than "
               "dimensions, may take minutes";
    case Stage::Anisotropy: return "anisotropy";
    case Stage::Weat: return "WEAT";
    case Stage::Similarity: return "similarity";
    case Stage::Importing: return "importing";
    case Stage::Opening: return "opening";
    }
    return "";
}

SuiteLookup lookupSuite(const EmbeddingSet &model, const WeatSuite &suite)
{
    SuiteLookup lookup;
    std::array<std::vector<std::string>, 4> found;
    std::array<std::vector<bool>, 4> lowered, subword;
    std::vector<std::size_t> allRows;
    for (int role = 0; role < 4; ++role) {
        std::vector<std::size_t> seen;
        for (const std::string &word : suite.sets[role].words) {
            const WordLookup hit = model.lookup(word);
            if (!hit.row) {
                lookup.missing[role].push_back(word);
                continue;
            }
            if (std::find(seen.begin(), seen.end(), *hit.row) != seen.end()) {
                lookup.repeated[role].push_back(word);
                continue;
            }
            seen.push_back(*hit.row);
            found[role].push_back(word);
            lowered[role].push_back(hit.lowercased);
            subword[role].push_back(hit.fromSubwords);
            lookup.rows[role].push_back(*hit.row);
            allRows.push_back(*hit.row);
        }
    }
    const MatrixD vectors = model.rowsAsDouble(allRows);
    Eigen::Index next = 0;
    for (int role = 0; role < 4; ++role) {
        std::vector<std::size_t> rows;
        std::vector<Eigen::Index> kept;
        for (std::size_t i = 0; i < found[role].size(); ++i, ++next) {
            if (!(vectors.row(next).squaredNorm() > 0)) { // a zero vector has no direction
                lookup.missing[role].push_back(found[role][i]);
                lookup.zeroVectors[role].push_back(found[role][i]);
                continue;
            }
            lookup.used[role].push_back(found[role][i]);
            if (subword[role][i])
                lookup.fromSubwords[role].push_back(found[role][i]);
            rows.push_back(lookup.rows[role][i]);
            kept.push_back(next);
            lookup.lowercased = lookup.lowercased || lowered[role][i];
        }
        lookup.rows[role] = std::move(rows);
        lookup.vectors[role] = vectors(kept, Eigen::all);
    }
    const auto shared = [&lookup](int first, int second) {
        std::vector<std::string> words;
        for (std::size_t i = 0; i < lookup.rows[first].size(); ++i)
            if (std::find(lookup.rows[second].begin(), lookup.rows[second].end(), lookup.rows[first][i])
                != lookup.rows[second].end())
                words.push_back(lookup.used[first][i]);
        return words;
    };
    lookup.inBothTargets = shared(0, 1);
    lookup.inBothAttributes = shared(2, 3);
    return lookup;
}

std::optional<Error> emptySetError(const SuiteLookup &lookup, const WeatSuite &suite)
{
    for (int role = 0; role < 4; ++role)
        if (lookup.used[role].empty())
            return makeError(ErrorCode::EmptyWordSet,
                             "no word of set " + std::string(roleName(static_cast<WordSetRole>(role))) + " ("
                                 + suite.sets[role].name + ") is in the vocabulary",
                             {}, 0, suite.sets[role].name);
    return std::nullopt;
}

WeatResult suiteResultFrame(const EmbeddingSet &model, const std::string &modelName, const WeatSuite &suite)
{
    WeatResult result;
    result.model = modelName;
    result.suiteId = suite.id;
    result.suiteName = suite.name;
    result.category = suite.category;
    result.words = lookupSuite(model, suite);
    result.error = emptySetError(result.words, suite);
    return result;
}

std::uint64_t suiteStream(std::uint64_t seed, const std::string &suiteId)
{
    return deriveSeed(seed, "weat/" + suiteId);
}

void classifyResult(WeatResult &result, const AnalysisParams &params)
{
    result.change = classifyChange(result.raw->p, result.whitened->p, params.alpha);
    result.substantialShift = isSubstantialShift(result.raw->d, result.whitened->d, params.shiftThreshold);
}

Result<WeatResult> runSuite(const EmbeddingSet &model, const std::string &modelName, const WeatSuite &suite,
                            const Whitener &whitener, const AnalysisParams &params, const ProgressCallback &progress)
{
    auto words = suiteWords(model, suite);
    if (!words)
        return words.error();
    SuiteLookup &lookup = words->lookup;
    if (words->empty)
        return assembleSuite(modelName, suite, std::move(lookup), std::move(words->empty), {}, {}, {}, params);
    auto raw = testSuiteSpace(lookup.vectors, suite, lookup, params, progressPart(progress, 0, 2));
    if (!raw)
        return raw.error();
    // A word whose whitened vector is zero stops this suite, not the run: the suite says why.
    auto calibrated = calibratedSuiteSpace(whitener, suite, lookup, params, progressPart(progress, 1, 2));
    if (!calibrated)
        return calibrated.error();
    if (calibrated->suiteError)
        return assembleSuite(modelName, suite, std::move(lookup), calibrated->suiteError, {}, {}, {}, params);
    return assembleSuite(modelName, suite, std::move(lookup), std::nullopt, raw.value(), calibrated->space,
                         measuresBeyondWeat(params.measures), params);
}

Result<void> attachMeasures(WeatResult &result, const WeatSuite &suite, const std::array<MatrixD, 4> &calibrated,
                            const AnalysisParams &params)
{
    result.measures = {};
    if (result.error)
        return {};
    for (Measure m : params.measures)
        if (m != Measure::Weat)
            result.measures.measures.push_back(m);
    if (result.measures.empty())
        return {};
    result.measures.ripa = ripaPairing(suite, result.words.used[0], result.words.used[1]);
    auto raw = computeMeasures(result.words.vectors, result.measures.ripa, result.measures.measures);
    if (!raw)
        return raw.error();
    auto whitened = computeMeasures(calibrated, result.measures.ripa, result.measures.measures);
    if (!whitened)
        return whitened.error();
    result.measures.raw = std::move(raw).value();
    result.measures.whitened = std::move(whitened).value();
    return {};
}

std::uint64_t effectBootstrapSeed(std::uint64_t seed, const std::string &suiteId)
{
    return deriveSeed(seed, "sensitivity/bootstrap/" + suiteId);
}

void attachEffectIntervals(WeatResult &result, const AnalysisParams &params)
{
    result.rawInterval.reset();
    result.whitenedInterval.reset();
    if (params.effectBootstrapIterations == 0 || !result.raw || !result.whitened)
        return;
    const auto samples =
        bootstrapSamples(result.raw->sX.size(), result.raw->sY.size(), params.effectBootstrapIterations,
                         effectBootstrapSeed(params.weat.seed, result.suiteId));
    result.rawInterval =
        bootstrapInterval(result.raw->sX, result.raw->sY, samples, params.weat.ddof, params.confidence);
    result.whitenedInterval =
        bootstrapInterval(result.whitened->sX, result.whitened->sY, samples, params.weat.ddof, params.confidence);
}

std::vector<double> rowCosines(const MatrixD &x, const MatrixD &y)
{
    std::vector<double> c(static_cast<std::size_t>(x.rows()));
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const double denominator = x.row(i).norm() * y.row(i).norm();
        if (!(denominator > 0))
            c[static_cast<std::size_t>(i)] = 0.0;
        else if (x.row(i) == y.row(i)) // 1, not 1 - 2^-53: pairs of equal vectors must tie in the ranks
            c[static_cast<std::size_t>(i)] = 1.0;
        else
            c[static_cast<std::size_t>(i)] = x.row(i).dot(y.row(i)) / denominator;
    }
    return c;
}

Result<SimilarityResult> runSimilarity(const EmbeddingSet &model, const SimilarityBenchmark &benchmark,
                                       const Whitener &whitener, const AnalysisParams &params,
                                       const ProgressCallback &progress)
{
    // The rows are read on demand from a cached model: a failed read is returned, not thrown.
    return catchingStorageErrors([&]() -> Result<SimilarityResult> {
        SimilarityResult result;
        result.benchmark = benchmark.name;
        result.pairsTotal = benchmark.pairs.size();
        result.bootstrapIterations = params.bootstrapIterations;
        result.seed = deriveSeed(params.weat.seed, "bootstrap/" + benchmark.name);
        std::vector<std::size_t> first, second;
        std::vector<double> scores;
        std::vector<bool> subword;
        for (const auto &pair : benchmark.pairs) {
            const auto a = model.lookup(pair.first);
            const auto b = model.lookup(pair.second);
            if (!a.row || !b.row)
                continue;
            first.push_back(*a.row);
            second.push_back(*b.row);
            scores.push_back(pair.score);
            subword.push_back(a.fromSubwords || b.fromSubwords);
        }
        const MatrixD foundA = model.rowsAsDouble(first);
        const MatrixD foundB = model.rowsAsDouble(second);
        // A zero vector has no cosine: its pair counts as not covered, like a missing word.
        std::vector<Eigen::Index> kept;
        std::vector<double> human;
        for (Eigen::Index i = 0; i < foundA.rows(); ++i) {
            if (foundA.row(i).squaredNorm() > 0 && foundB.row(i).squaredNorm() > 0) {
                kept.push_back(i);
                human.push_back(scores[static_cast<std::size_t>(i)]);
                result.pairsFromSubwords += subword[static_cast<std::size_t>(i)] ? 1 : 0;
            }
        }
        result.pairsUsed = human.size();
        if (human.size() < 2)
            return result; // rho undefined; coverage says why
        const MatrixD rawA = foundA(kept, Eigen::all);
        const MatrixD rawB = foundB(kept, Eigen::all);
        const MatrixD whiteA = whitener.apply(rawA);
        const MatrixD whiteB = whitener.apply(rawB);
        auto comparison = compareSimilarity(human, rowCosines(rawA, rawB), rowCosines(whiteA, whiteB),
                                            BootstrapParams{params.bootstrapIterations, result.seed}, progress);
        if (!comparison)
            return comparison.error();
        result.comparison = std::move(comparison).value();
        return result;
    });
}

namespace {

ProgressCallback stageProgress(const AnalysisProgress &progress, std::size_t model, Stage stage)
{
    if (!progress)
        return {};
    return
        [progress, model, stage](std::size_t done, std::size_t total) { return progress(model, stage, done, total); };
}

Result<ModelResult> analyzeModelUnchecked(const EmbeddingSet &loaded, const ModelSpec &spec, const ReadReport &read,
                                          const AnalysisParams &analysisParams, const AnalysisProgress &progress,
                                          std::size_t modelIndex)
{
    const auto started = std::chrono::steady_clock::now();
    const AnalysisParams params = paramsForModel(analysisParams, spec);
    // The spec decides what happens to words outside the vocabulary, whoever opened the model.
    const EmbeddingSet model = loaded.withSubwordLookup(spec.oov == OovPolicy::Subword);

    if (!reportProgress(stageProgress(progress, modelIndex, Stage::Reference), 0, 1))
        return makeError(ErrorCode::Cancelled, "cancelled");
    auto whitening = whitenModel(model, params, [&](const ReferenceSample &sample) {
        return stageProgress(progress, modelIndex,
                             sample.size() <= model.dims() && model.dims() >= kSlowWhiteningDims
                                 ? Stage::SingularWhitening
                                 : Stage::Whitening);
    });
    if (!whitening)
        return whitening.error();
    ModelResult result = modelFrame(spec, describeModel(model, read), whitening->info());
    result.whiteningReused = whitening->reused;
    auto whitener = calibrationOf(model, whitening.value(), params);
    if (!whitener)
        return whitener.error();

    // WEAT first: the results a user waits for come before anisotropy and similarity, which
    // only describe the space.
    for (std::size_t i = 0; i < params.suites.size(); ++i) {
        const WeatSuite &suite = params.suites[i];
        const ProgressCallback suiteProgress = progress ? ProgressCallback([&, i](std::size_t done, std::size_t total) {
            return progress(modelIndex, Stage::Weat, i * total + done, params.suites.size() * total);
        })
                                                        : ProgressCallback();
        auto weat = runSuite(model, spec.name, suite, whitener.value(), params, suiteProgress);
        if (!weat)
            return weat.error();
        result.weat.push_back(std::move(weat).value());
    }

    if (!reportProgress(stageProgress(progress, modelIndex, Stage::Anisotropy), 0, 1))
        return makeError(ErrorCode::Cancelled, "cancelled");
    auto anisotropy = anisotropyOf(model, whitening.value(), whitener.value(), params);
    if (!anisotropy)
        return anisotropy.error();
    result.anisotropy = std::move(anisotropy->result);
    result.anisotropyWords = std::move(anisotropy->words);
    if (!reportProgress(stageProgress(progress, modelIndex, Stage::Anisotropy), 1, 1))
        return makeError(ErrorCode::Cancelled, "cancelled");

    for (const SimilarityBenchmark &benchmark : params.benchmarks) {
        auto similarity = runSimilarity(model, benchmark, whitener.value(), params,
                                        stageProgress(progress, modelIndex, Stage::Similarity));
        if (!similarity)
            return similarity.error();
        result.similarity.push_back(std::move(similarity).value());
    }
    for (const SentenceBenchmark &benchmark : params.sentenceBenchmarks) {
        auto similarity = runSentenceSimilarity(model, spec, benchmark, whitener.value(), params,
                                                stageProgress(progress, modelIndex, Stage::Similarity));
        if (!similarity)
            return similarity.error();
        result.similarity.push_back(std::move(similarity).value());
    }
    completeModel(result, params);
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return result;
}

} // namespace

Result<PreparedCalibration> prepareCalibration(const EmbeddingSet &model, const AnalysisParams &params,
                                               const ProgressCallback &progress)
{
    auto whitening = whitenModel(model, params, [&progress](const ReferenceSample &) { return progress; });
    if (!whitening)
        return whitening.error();
    auto whitener = calibrationOf(model, whitening.value(), params);
    if (!whitener)
        return whitener.error();
    return PreparedCalibration{std::move(whitening->sample), std::move(whitening->stats), std::move(whitener).value(),
                               whitening->reused};
}

void applyCorrection(std::vector<WeatResult> &results, Correction correction, double alpha)
{
    std::vector<double> pRaw, pWhitened;
    std::vector<WeatResult *> family;
    for (WeatResult &r : results) {
        r.pRawAdjusted.reset();
        r.pWhitenedAdjusted.reset();
        if (!r.raw || !r.whitened)
            continue;
        family.push_back(&r);
        pRaw.push_back(r.raw->p);
        pWhitened.push_back(r.whitened->p);
    }
    const std::vector<double> adjustedRaw = adjustPValues(pRaw, correction);
    const std::vector<double> adjustedWhitened = adjustPValues(pWhitened, correction);
    for (std::size_t i = 0; i < family.size(); ++i) {
        WeatResult &r = *family[i];
        if (correction != Correction::None) {
            r.pRawAdjusted = adjustedRaw[i];
            r.pWhitenedAdjusted = adjustedWhitened[i];
        }
        r.change = classifyChange(adjustedRaw[i], adjustedWhitened[i], alpha);
    }
}

Result<ModelResult> analyzeModel(const EmbeddingSet &model, const ModelSpec &spec, const ReadReport &read,
                                 const AnalysisParams &params, const AnalysisProgress &progress, std::size_t modelIndex)
{
    // A cached model reads its rows from disk; a failed read must not escape as an exception.
    try {
        if (!params.debias)
            return analyzeModelUnchecked(model, spec, read, params, progress, modelIndex);
        auto fitted = HardDebias::fit(model, *params.debias);
        if (!fitted)
            return fitted.error();
        const auto debias = std::make_shared<const HardDebias>(std::move(fitted).value());
        const EmbeddingSet debiased = debiasedModel(model, debias);
        auto result = analyzeModelUnchecked(debiased, spec, read, params, progress, modelIndex);
        if (result)
            result->debias = ModelResult::Debias{debias->definitionalUsed(), debias->equalized(),
                                                 debias->genderSpecificFound(), debias->explainedVariance()};
        return result;
    } catch (const StorageError &e) {
        return makeError(ErrorCode::FileUnreadable, std::string("reading the model's vectors failed: ") + e.what(),
                         spec.path.string());
    }
}

namespace {

Result<ModelResult> readAndAnalyze(const ModelSpec &spec, const AnalysisParams &params,
                                   const AnalysisProgress &progress, std::size_t index)
{
    if (isEmbeddingCache(spec.path)) { // the app's own cache, given as the model: read directly
        auto opened = openCachedModel(spec.path);
        if (!opened)
            return opened.error();
        return analyzeModel(opened->set, spec, opened->status.report, params, progress, index);
    }
    ReadOptions options;
    options.format = spec.format;
    options.vocabularyPath = spec.vocabulary;
    options.progress = stageProgress(progress, index, Stage::Reading);
    auto loaded = readEmbeddingFile(spec.path, options);
    if (!loaded)
        return loaded.error();
    adoptReferenceVectors(loaded.value());
    return analyzeModel(loaded->set, spec, loaded->report, params, progress, index);
}

Result<ModelResult> openAndAnalyze(const ModelSpec &spec, const AnalysisParams &params,
                                   const AnalysisProgress &progress, std::size_t index, const ModelStorage &storage)
{
    CacheOptions options;
    options.directory = storage.cacheDirectory;
    options.rebuild = storage.rebuild;
    options.read.format = spec.format;
    options.read.vocabularyPath = spec.vocabulary;
    options.read.progress = stageProgress(progress, index, Stage::Importing);
    std::string damage;
    // At most two rounds: a cache found damaged in the first is rebuilt for the second, and a cache
    // just imported and verified that fails again points at the disk, not at the cache.
    for (int round = 0; round < 2; ++round) {
        if (!reportProgress(stageProgress(progress, index, Stage::Opening), 0, 1))
            return makeError(ErrorCode::Cancelled, "cancelled");
        auto opened = openCachedModel(spec.path, options);
        if (!opened)
            return opened.error();
        if (!damage.empty())
            opened->status.rebuildReason = damage;
        if (storage.opened)
            storage.opened(index, opened->status);
        auto result = analyzeModel(opened->set, spec, opened->status.report, params, progress, index);
        damage = opened->damage();
        // A cache given as the model itself has no source to be rebuilt from.
        if (result || damage.empty() || round == 1 || opened->status.cachePath == spec.path)
            return result;
        options.rebuild = true;
    }
    return makeError(ErrorCode::CacheDamaged, damage, spec.path.string());
}

} // namespace

Result<AnalysisResult> runAnalysis(const std::vector<ModelSpec> &models, const AnalysisParams &params,
                                   const AnalysisProgress &progress, const ModelStorage &storage)
{
    AnalysisResult analysis;
    analysis.params = params;
    for (std::size_t i = 0; i < models.size(); ++i) {
        auto result = storage.useCache ? openAndAnalyze(models[i], params, progress, i, storage)
                                       : readAndAnalyze(models[i], params, progress, i);
        if (!result) {
            // Say which model an error that names no file is about ("no reference vectors").
            Error error = result.error();
            if (error.file.empty() && error.code != ErrorCode::Cancelled)
                error.file = models[i].path.string();
            return error;
        }
        analysis.models.push_back(std::move(result).value());
    }
    return analysis;
}

} // namespace isoscope
