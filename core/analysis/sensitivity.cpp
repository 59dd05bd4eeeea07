#include "core/analysis/sensitivity.h"

#include "core/analysis/analysis.h"
#include "core/analysis/referencesample.h"
#include "core/analysis/warnings.h"
#include "core/base/random.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

namespace isoscope {

SensitivityParams::SensitivityParams()
    : epsilons(logGrid(1e-6, 1e-1, 21)), referenceSizes{1000, 2000, 5000, 10000, 20000, 50000, 100000}
{}

Result<void> SensitivityParams::validate() const
{
    if (epsilonSweep && epsilons.empty())
        return makeError(ErrorCode::InvalidArgument, "the epsilon sweep needs at least one epsilon");
    for (double e : epsilons)
        if (!(e > 0) || !std::isfinite(e))
            return makeError(ErrorCode::InvalidArgument, "every epsilon of the sweep must be a finite number > 0");
    if (referenceSweep) {
        for (std::size_t n : referenceSizes)
            if (n < 2)
                return makeError(ErrorCode::InvalidArgument, "every reference size must be at least 2");
        if (drawSize == 1)
            return makeError(ErrorCode::InvalidArgument, "the size of a reference draw must be at least 2");
    }
    if (bootstrap && bootstrapIterations < 2)
        return makeError(ErrorCode::InvalidArgument, "the bootstrap needs at least 2 iterations");
    if (!(confidence > 0 && confidence < 1))
        return makeError(ErrorCode::InvalidArgument, "the confidence level must lie strictly between 0 and 1");
    if (leaveOneOut && components == 0)
        return makeError(ErrorCode::InvalidArgument, "leave-one-component-out needs at least one component");
    return {};
}

std::vector<double> logGrid(double first, double last, std::size_t points)
{
    std::vector<double> grid;
    if (points == 0)
        return grid;
    if (points == 1)
        return {first};
    const double a = std::log10(first), b = std::log10(last);
    for (std::size_t i = 0; i < points; ++i)
        grid.push_back(std::pow(10.0, a + (b - a) * static_cast<double>(i) / static_cast<double>(points - 1)));
    grid.front() = first; // exact ends, whatever pow rounds to
    grid.back() = last;
    return grid;
}

std::string_view sensitivityStageName(SensitivityStage stage)
{
    switch (stage) {
    case SensitivityStage::Reference: return "reference sample";
    case SensitivityStage::Epsilon: return "epsilon sweep";
    case SensitivityStage::ReferenceSizes: return "reference sizes";
    case SensitivityStage::ReferenceDraws: return "reference draws";
    case SensitivityStage::Bootstrap: return "bootstrap";
    case SensitivityStage::LeaveOneOut: return "leave-one-component-out";
    }
    return "";
}

namespace {

// The vectors of one suite (raw) and the seed of its permutation stream.
struct SuiteData {
    std::array<MatrixD, 4> raw;
    std::uint64_t stream = 0;
};

EffectPoint toPoint(const WeatStatistic &s, const WeatConventions &conventions)
{
    const double floor = smallestAttainableP(s, conventions);
    const bool atFloor = s.method == PValueMethod::MonteCarlo && floor > 0 && s.p <= floor * (1 + 1e-12);
    return EffectPoint{s.d, s.p, atFloor ? floor : 0.0};
}

class Runner
{
public:
    Runner(const EmbeddingSet &model, const AnalysisParams &analysis, const SensitivityParams &params,
           const SensitivityProgress &progress)
        : m_model(model), m_analysis(analysis), m_params(params), m_progress(progress)
    {
        m_conventions = analysis.weat;
        m_conventions.histogramBins = 0;
    }

    Result<ModelSensitivity> run(const std::string &modelName);

private:
    bool step(SensitivityStage stage)
    {
        ++m_done;
        return !m_progress || m_progress(stage, m_done, m_total);
    }
    // Asked between the row chunks of an estimate, so that a cancel does not wait for it to end.
    ProgressCallback cancelCheck(SensitivityStage stage) const
    {
        if (!m_progress)
            return {};
        return [this, stage](std::size_t, std::size_t) { return m_progress(stage, m_done, m_total); };
    }
    Result<WhiteningStats> estimate(const std::vector<std::size_t> &rows, SensitivityStage stage) const
    {
        if (m_reference.usesExternal())
            return estimateWhitening(MatrixF(m_reference.external(rows, Eigen::all)), cancelCheck(stage));
        return estimateWhitening(m_model, rows, cancelCheck(stage));
    }
    // Whitened d and p of every suite that runs, with the given statistics and epsilon.
    Result<std::vector<EffectPoint>> evaluate(const WhiteningStats &stats, double epsilon) const;
    Result<EffectPoint> evaluateSuite(const SuiteData &data, const Whitener &whitener) const;

    const EmbeddingSet &m_model;
    const AnalysisParams &m_analysis;
    const SensitivityParams &m_params;
    const SensitivityProgress &m_progress;
    WeatConventions m_conventions;
    ReferenceSample m_reference;
    std::vector<SuiteData> m_data;      // of the suites that run
    std::vector<std::size_t> m_running; // their positions in ModelSensitivity::suites
    std::size_t m_done = 0;
    std::size_t m_total = 0;
};

Result<EffectPoint> Runner::evaluateSuite(const SuiteData &data, const Whitener &whitener) const
{
    MatrixD z[4];
    for (int role = 0; role < 4; ++role)
        z[role] = whitener.apply(data.raw[role]);
    auto stat = weatTest(z[0], z[1], z[2], z[3], m_conventions, data.stream);
    if (!stat)
        return stat.error();
    return toPoint(stat.value(), m_conventions);
}

Result<std::vector<EffectPoint>> Runner::evaluate(const WhiteningStats &stats, double epsilon) const
{
    auto whitener = Whitener::create(stats, epsilon);
    if (!whitener)
        return whitener.error();
    std::vector<EffectPoint> points;
    for (const SuiteData &data : m_data) {
        auto point = evaluateSuite(data, whitener.value());
        if (!point)
            return point.error();
        points.push_back(point.value());
    }
    return points;
}

std::vector<std::size_t> firstRows(std::size_t n)
{
    std::vector<std::size_t> rows(n);
    std::iota(rows.begin(), rows.end(), std::size_t{0});
    return rows;
}

// Associations of the rows of W with A and B after projecting out the unit direction u from all.
std::vector<double> associationsWithout(const MatrixD &W, const MatrixD &A, const MatrixD &B, const Eigen::VectorXd &u)
{
    const auto project = [&u](const MatrixD &m) -> MatrixD { return m - (m * u) * u.transpose(); };
    return associations(project(W), project(A), project(B));
}

Result<ModelSensitivity> Runner::run(const std::string &modelName)
{
    const auto started = std::chrono::steady_clock::now();
    if (auto valid = m_params.validate(); !valid)
        return valid.error();
    ModelSensitivity result;
    result.model = modelName;
    result.vocabSize = m_model.size();
    result.dims = m_model.dims();
    result.analysis = m_analysis;
    result.params = m_params;
    const std::uint64_t seed = m_analysis.weat.seed;

    auto reference = selectReferenceSample(m_model, m_analysis.reference, seed);
    if (!reference)
        return reference.error();
    m_reference = std::move(reference).value();
    result.referenceSize = m_reference.size();
    result.population =
        m_reference.usesExternal() ? static_cast<std::size_t>(m_reference.external.rows()) : m_model.size();

    // The plan, so that progress has a total before the first step.
    if (m_params.epsilonSweep)
        result.epsilons = m_params.epsilons;
    if (m_params.referenceSweep) {
        bool dropped = false;
        for (std::size_t n : m_params.referenceSizes) {
            if (n <= result.population)
                result.referenceSizes.push_back(n);
            else
                dropped = true;
        }
        if (dropped)
            result.referenceSizes.push_back(result.population);
        std::sort(result.referenceSizes.begin(), result.referenceSizes.end());
        result.referenceSizes.erase(std::unique(result.referenceSizes.begin(), result.referenceSizes.end()),
                                    result.referenceSizes.end());
        // A draw of every row would repeat one sample R times: then half of them by default.
        const std::size_t byDefault = result.referenceSize < result.population
                                          ? result.referenceSize
                                          : std::max<std::size_t>(2, result.population / 2);
        result.drawSize = std::min(m_params.drawSize ? m_params.drawSize : byDefault, result.population);
        for (std::size_t r = 0; r < m_params.referenceDraws; ++r)
            result.drawSeeds.push_back(deriveSeed(seed, "sensitivity/draw/" + std::to_string(r + 1)));
    }
    const std::size_t suiteCount = m_analysis.suites.size();
    m_total = 1 + result.epsilons.size() + 2 * result.referenceSizes.size() + result.drawSeeds.size()
              + (m_params.bootstrap ? suiteCount : 0) + (m_params.leaveOneOut ? suiteCount : 0);
    const auto cancelled = [] { return makeError(ErrorCode::Cancelled, "cancelled"); };
    if (m_progress && !m_progress(SensitivityStage::Reference, 0, m_total))
        return cancelled();

    // The default statistics: from the model's cache, as the analysis finds them.
    const std::string key = whiteningKey(m_analysis.reference, m_reference, seed);
    std::optional<WhiteningStats> cached;
    if (m_model.whiteningStore())
        cached = m_model.whiteningStore()->load(key);
    Result<WhiteningStats> stats =
        cached ? Result<WhiteningStats>(std::move(*cached))
               : estimateWhitening(m_model, m_reference, cancelCheck(SensitivityStage::Reference));
    if (!stats)
        return stats.error();
    if (!cached && m_model.whiteningStore())
        m_model.whiteningStore()->save(key, stats.value());
    result.eigenvalues = stats->eigenvalues;
    auto whitener = Whitener::create(stats.value(), m_analysis.epsilon);
    if (!whitener)
        return whitener.error();

    for (const WeatSuite &suite : m_analysis.suites) {
        SuiteSensitivity s;
        s.suiteId = suite.id;
        s.suiteName = suite.name;
        s.category = suite.category;
        SuiteLookup lookup = lookupSuite(m_model, suite);
        for (int role = 0; role < 4; ++role)
            s.counts[role] = lookup.used[role].size();
        s.error = emptySetError(lookup, suite);
        if (!s.error) {
            SuiteData data;
            data.raw = std::move(lookup.vectors);
            data.stream = suiteStream(seed, suite.id); // as runSuite: the same partitions
            auto raw = weatTest(data.raw[0], data.raw[1], data.raw[2], data.raw[3], m_conventions, data.stream);
            if (!raw)
                return raw.error();
            auto white = evaluateSuite(data, whitener.value());
            if (!white)
                return white.error();
            s.raw = toPoint(raw.value(), m_conventions);
            s.whitened = white.value();
            s.change = classifyChange(s.raw.p, s.whitened.p, m_analysis.alpha);
            m_running.push_back(result.suites.size());
            m_data.push_back(std::move(data));
        }
        result.suites.push_back(std::move(s));
    }
    if (!step(SensitivityStage::Reference))
        return cancelled();

    // Epsilon: one eigendecomposition, a new W per epsilon.
    for (double epsilon : result.epsilons) {
        auto points = evaluate(stats.value(), epsilon);
        if (!points)
            return points.error();
        for (std::size_t i = 0; i < m_running.size(); ++i)
            result.suites[m_running[i]].epsilonSweep.push_back(points.value()[i]);
        if (!step(SensitivityStage::Epsilon))
            return cancelled();
    }

    // Reference sizes: top-N, then N drawn at random with a seed of its own.
    for (std::size_t n : result.referenceSizes) {
        for (int random = 0; random < 2; ++random) {
            const auto rows = random ? sampleWithoutReplacement(
                                  result.population, n, deriveSeed(seed, "sensitivity/random/" + std::to_string(n)))
                                     : firstRows(n);
            auto sizeStats = estimate(rows, SensitivityStage::ReferenceSizes);
            if (!sizeStats)
                return sizeStats.error();
            auto points = evaluate(sizeStats.value(), m_analysis.epsilon);
            if (!points)
                return points.error();
            for (std::size_t i = 0; i < m_running.size(); ++i)
                (random ? result.suites[m_running[i]].randomSizes : result.suites[m_running[i]].topSizes)
                    .push_back(points.value()[i]);
            if (!step(SensitivityStage::ReferenceSizes))
                return cancelled();
        }
    }

    // Repeated random draws of the reference sample, each of drawSize rows.
    for (std::uint64_t drawSeed : result.drawSeeds) {
        auto drawStats = estimate(sampleWithoutReplacement(result.population, result.drawSize, drawSeed),
                                  SensitivityStage::ReferenceDraws);
        if (!drawStats)
            return drawStats.error();
        auto points = evaluate(drawStats.value(), m_analysis.epsilon);
        if (!points)
            return points.error();
        for (std::size_t i = 0; i < m_running.size(); ++i) {
            SuiteSensitivity &s = result.suites[m_running[i]];
            s.draws.push_back(points.value()[i]);
            s.drawChange.push_back(classifyChange(s.raw.p, points.value()[i].p, m_analysis.alpha));
            s.classChanges += s.drawChange.back() != s.change;
        }
        if (!step(SensitivityStage::ReferenceDraws))
            return cancelled();
    }
    for (std::size_t i : m_running) {
        std::vector<double> values;
        for (const EffectPoint &p : result.suites[i].draws)
            if (p.d)
                values.push_back(*p.d);
        result.suites[i].drawSpread = summarize(values);
    }

    // Bootstrap: the same resampled words in both spaces.
    if (m_params.bootstrap) {
        for (std::size_t i = 0; i < m_running.size(); ++i) {
            SuiteSensitivity &s = result.suites[m_running[i]];
            const SuiteData &data = m_data[i];
            const auto samples = bootstrapSamples(s.counts[0], s.counts[1], m_params.bootstrapIterations,
                                                  effectBootstrapSeed(seed, s.suiteId));
            MatrixD z[4];
            for (int role = 0; role < 4; ++role)
                z[role] = whitener->apply(data.raw[role]);
            s.rawInterval = bootstrapInterval(associations(data.raw[0], data.raw[2], data.raw[3]),
                                              associations(data.raw[1], data.raw[2], data.raw[3]), samples,
                                              m_conventions.ddof, m_params.confidence);
            s.whitenedInterval = bootstrapInterval(associations(z[0], z[2], z[3]), associations(z[1], z[2], z[3]),
                                                   samples, m_conventions.ddof, m_params.confidence);
            if (!step(SensitivityStage::Bootstrap))
                return cancelled();
        }
    }

    // Leave-one-component-out: u_k, the k-th eigenvector of the default reference covariance,
    // projected out of the raw vectors (not centred) and out of the whitened ones.
    if (m_params.leaveOneOut) {
        const auto k =
            std::min<Eigen::Index>(static_cast<Eigen::Index>(m_params.components), stats->eigenvalues.size());
        const double sum = stats->eigenvalues.sum();
        for (Eigen::Index c = 0; c < k; ++c) {
            result.componentVariance.push_back(stats->eigenvalues(c));
            result.componentVarianceRatio.push_back(sum > 0 ? stats->eigenvalues(c) / sum : 0.0);
        }
        for (std::size_t i = 0; i < m_running.size(); ++i) {
            SuiteSensitivity &s = result.suites[m_running[i]];
            const SuiteData &data = m_data[i];
            MatrixD z[4];
            for (int role = 0; role < 4; ++role)
                z[role] = whitener->apply(data.raw[role]);
            for (Eigen::Index c = 0; c < k; ++c) {
                const Eigen::VectorXd u = stats->eigenvectors.col(c).normalized();
                s.rawWithout.push_back(effectSize(associationsWithout(data.raw[0], data.raw[2], data.raw[3], u),
                                                  associationsWithout(data.raw[1], data.raw[2], data.raw[3], u),
                                                  m_conventions.ddof));
                s.whitenedWithout.push_back(effectSize(associationsWithout(z[0], z[2], z[3], u),
                                                       associationsWithout(z[1], z[2], z[3], u), m_conventions.ddof));
            }
            if (!step(SensitivityStage::LeaveOneOut))
                return cancelled();
        }
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return result;
}

} // namespace

Result<ModelSensitivity> runSensitivity(const EmbeddingSet &model, const std::string &modelName,
                                        const AnalysisParams &analysis, const SensitivityParams &params,
                                        const SensitivityProgress &progress)
{
    try {
        Runner runner(model, analysis, params, progress);
        return runner.run(modelName);
    } catch (const StorageError &e) {
        return makeError(ErrorCode::FileUnreadable, std::string("reading the model's vectors failed: ") + e.what());
    }
}

} // namespace isoscope
