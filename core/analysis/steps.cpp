#include "core/analysis/steps.h"
#include "core/base/storageerrors.h"

#include "core/analysis/analysis.h"
#include "core/analysis/warnings.h"
#include "core/base/random.h"
#include "core/stats/mleat.h"

#include <cstdio>
#include <limits>

namespace isoscope {

ModelInfo describeModel(const EmbeddingSet &model, const ReadReport &read)
{
    ModelInfo info;
    info.vocabSize = model.size();
    info.dims = model.dims();
    info.uncased = model.isUncased();
    info.hasSubwords = model.subwords() != nullptr;
    info.read = read;
    return info;
}

ReferenceInfo ModelWhitening::info() const
{
    return ReferenceInfo{sample.size(), sample.requested, sample.missingWords, stats.singular()};
}

Result<ModelWhitening> whitenModel(const EmbeddingSet &model, const AnalysisParams &params,
                                   const EstimateProgress &estimating)
{
    try {
        auto sample = selectReferenceSample(model, params.reference, params.weat.seed);
        if (!sample)
            return sample.error();
        ModelWhitening whitening;
        whitening.sample = std::move(sample).value();
        // A cached model keeps its statistics: estimated once, reused in later sessions.
        const std::string key = whiteningKey(params.reference, whitening.sample, params.weat.seed);
        std::optional<WhiteningStats> cached;
        if (model.whiteningStore())
            cached = model.whiteningStore()->load(key);
        if (cached) {
            whitening.stats = std::move(*cached);
            whitening.reused = true;
            return whitening;
        }
        const ProgressCallback progress = estimating ? estimating(whitening.sample) : ProgressCallback();
        if (!reportProgress(progress, 0, 1))
            return makeError(ErrorCode::Cancelled, "cancelled");
        auto stats = estimateWhitening(model, whitening.sample, progress);
        if (!stats)
            return stats.error();
        if (model.whiteningStore())
            model.whiteningStore()->save(key, stats.value());
        whitening.stats = std::move(stats).value();
        return whitening;
    } catch (const StorageError &e) {
        return vectorsUnreadable(e);
    }
}

Result<Whitener> calibrationOf(const EmbeddingSet &model, const ModelWhitening &whitening, const AnalysisParams &params)
{
    auto whitener = Whitener::create(whitening.stats, params.epsilon, params.calibration);
    const bool scalesEigenvalues =
        params.calibration.kind == CalibrationKind::Zca || params.calibration.kind == CalibrationKind::Pca;
    if (whitener || !scalesEigenvalues || !whiteningPrecisionProblem(whitening.stats, params.epsilon))
        return whitener;
    const auto extreme = farthestRow(model, whitening.sample, whitening.stats.mean);
    if (!extreme)
        return whitener;
    Error error = whitener.error();
    char where[200];
    std::snprintf(where, sizeof where, "lies %.3g from the sample's mean, %.3g times the median distance (%.3g)",
                  extreme->distance,
                  extreme->medianDistance > 0 ? extreme->distance / extreme->medianDistance
                                              : std::numeric_limits<double>::infinity(),
                  extreme->medianDistance);
    if (extreme->modelRow) {
        error.word = std::string(model.word(*extreme->modelRow));
        error.detail += "; this word, row " + std::to_string(*extreme->modelRow + 1) + " of the model, " + where;
    } else {
        error.detail += "; reference vector " + std::to_string(extreme->position + 1) + " " + where;
    }
    error.detail += ": correct or remove it, or choose another reference sample";
    return error;
}

Result<SuiteWords> suiteWords(const EmbeddingSet &model, const WeatSuite &suite)
{
    return catchingStorageErrors([&]() -> Result<SuiteWords> {
        SuiteWords words;
        words.lookup = lookupSuite(model, suite);
        words.empty = emptySetError(words.lookup, suite);
        return words;
    });
}

Result<std::array<MatrixD, 4>> calibratedSuiteVectors(const Whitener &whitener, const WeatSuite &suite,
                                                      const SuiteLookup &lookup)
{
    std::array<MatrixD, 4> calibrated;
    for (int role = 0; role < 4; ++role) {
        calibrated[role] = whitener.apply(lookup.vectors[role]);
        for (Eigen::Index i = 0; i < calibrated[role].rows(); ++i) {
            if (calibrated[role].row(i).squaredNorm() > 0)
                continue;
            const auto roleId = static_cast<WordSetRole>(role);
            const std::string &word = lookup.used[role][static_cast<std::size_t>(i)];
            return makeError(ErrorCode::SingularCovariance,
                             "the whitened vector of '" + word + "' (" + std::string(roleName(roleId)) + ", "
                                 + suite.set(roleId).name
                                 + ") is zero: whitening maps it onto the reference sample's mean (are all of the "
                                   "model's vectors the same?), so its cosine is undefined",
                             {}, 0, word);
        }
    }
    return calibrated;
}

Result<CalibratedSuite> calibratedSuiteSpace(const Whitener &whitener, const WeatSuite &suite,
                                             const SuiteLookup &lookup, const AnalysisParams &params,
                                             const ProgressCallback &progress)
{
    CalibratedSuite calibrated;
    auto vectors = calibratedSuiteVectors(whitener, suite, lookup);
    if (!vectors) {
        calibrated.suiteError = vectors.error();
        return calibrated;
    }
    auto space = testSuiteSpace(vectors.value(), suite, lookup, params, progress);
    if (!space)
        return space.error();
    calibrated.space = std::move(space).value();
    return calibrated;
}

std::vector<Measure> measuresBeyondWeat(const std::vector<Measure> &measures)
{
    std::vector<Measure> beyond;
    for (Measure m : measures)
        if (m != Measure::Weat)
            beyond.push_back(m);
    return beyond;
}

Result<SuiteSpace> testSuiteSpace(const std::array<MatrixD, 4> &vectors, const WeatSuite &suite,
                                  const SuiteLookup &lookup, const AnalysisParams &params,
                                  const ProgressCallback &progress)
{
    auto statistic =
        weatTestWithLevels(vectors, params.weat, suiteStream(params.weat.seed, suite.id), suite.id, progress);
    if (!statistic)
        return statistic.error();
    SuiteSpace space;
    space.statistic = std::move(statistic).value();
    const std::vector<Measure> measures = measuresBeyondWeat(params.measures);
    if (!measures.empty()) {
        auto measured = computeMeasures(vectors, ripaPairing(suite, lookup.used[0], lookup.used[1]), measures);
        if (!measured)
            return measured.error();
        space.measures = std::move(measured).value();
    }
    return space;
}

WeatResult assembleSuite(const std::string &modelName, const WeatSuite &suite, SuiteLookup lookup,
                         std::optional<Error> error, const std::optional<SuiteSpace> &raw,
                         const std::optional<SuiteSpace> &calibrated, const std::vector<Measure> &measures,
                         const AnalysisParams &params)
{
    WeatResult result;
    result.model = modelName;
    result.suiteId = suite.id;
    result.suiteName = suite.name;
    result.category = suite.category;
    result.words = std::move(lookup);
    result.error = std::move(error);
    if (result.error || !raw || !calibrated)
        return result;
    result.raw = raw->statistic;
    result.whitened = calibrated->statistic;
    classifyResult(result, params);
    // From the associations the statistics hold: B (|X| + |Y|) additions, so never kept.
    attachEffectIntervals(result, params);
    if (!measures.empty()) {
        result.measures.measures = measures;
        result.measures.raw = raw->measures;
        result.measures.whitened = calibrated->measures;
        result.measures.ripa = ripaPairing(suite, result.words.used[0], result.words.used[1]);
    }
    return result;
}

Result<AnisotropyEntry> anisotropyOf(const EmbeddingSet &model, const ModelWhitening &whitening,
                                     const Whitener &whitener, const AnalysisParams &params)
{
    try {
        AnisotropyEntry entry;
        entry.result = measureAnisotropy(model, whitening.sample, whitening.stats, whitener,
                                         AnisotropyParams{params.anisotropySample, params.explainedComponents,
                                                          deriveSeed(params.weat.seed, "anisotropy")});
        if (!whitening.sample.usesExternal())
            for (std::size_t position : entry.result.sample)
                entry.words.emplace_back(model.word(whitening.sample.rows[position]));
        return entry;
    } catch (const StorageError &e) {
        return vectorsUnreadable(e);
    }
}

ModelResult modelFrame(const ModelSpec &spec, const ModelInfo &info, const std::optional<ReferenceInfo> &reference)
{
    ModelResult m;
    m.spec = spec;
    m.vocabSize = info.vocabSize;
    m.dims = info.dims;
    m.uncased = info.uncased;
    m.hasSubwords = info.hasSubwords;
    m.read = info.read;
    if (reference) {
        m.referenceSize = reference->size;
        m.referenceRequested = reference->requested;
        m.referenceMissing = reference->missingWords;
        m.singularCovariance = reference->singular;
    }
    return m;
}

void completeModel(ModelResult &model, const AnalysisParams &params)
{
    if (params.correction != Correction::None)
        applyCorrection(model.weat, params.correction, params.alpha);
    // Every warning from what the results hold, whoever computed them.
    model.warnings = modelWarnings(model, params.suites);
}

} // namespace isoscope
