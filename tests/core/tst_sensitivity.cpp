// The sensitivity analyses (docs/sensitivity.md) against what defines them, recomputed here
// naively: cosines and d with loops, the covariance in long double, W from its own eigensolver.
// epsilon -> infinity gives the d of centred vectors; the reference sweep's top-N and random draws
// equal whitening with those rows; the bootstrap interval is the percentile of naive d over the
// same resampled indices; leave-one-component-out finds a planted direction.
#include "core/analysis/analysis.h"
#include "core/analysis/sensitivity.h"
#include "core/base/random.h"
#include "core/output/figuredata.h"
#include "core/output/resultsfolder.h"
#include "core/output/sensitivityfiles.h"
#include "core/serialization/resultsjson.h"
#include "core/serialization/sensitivityjson.h"

#include <Eigen/Eigenvalues>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace isoscope;

namespace {

using Rows = std::vector<Eigen::VectorXd>;

double gaussian(Rng &rng)
{
    const double u1 = rng.uniform() + 1e-300, u2 = rng.uniform();
    return std::sqrt(-2 * std::log(u1)) * std::cos(2 * M_PI * u2);
}

std::vector<std::string> numbered(const std::string &stem, int n)
{
    std::vector<std::string> words;
    for (int i = 0; i < n; ++i)
        words.push_back(stem + std::to_string(i));
    return words;
}

WeatSuite suite(std::string id, std::vector<std::string> x, std::vector<std::string> y, std::vector<std::string> a,
                std::vector<std::string> b)
{
    WeatSuite s;
    s.id = s.name = std::move(id);
    s.category = "Test";
    s.sets = {WordSet{"X", std::move(x)}, WordSet{"Y", std::move(y)}, WordSet{"A", std::move(a)},
              WordSet{"B", std::move(b)}};
    return s;
}

// n x d anisotropic vectors: a common offset plus correlated noise whose variances spread over
// two orders of magnitude; word i is "w<i>". The suite uses words 0..31, so a reference sample of
// the first rows includes them, as it does for real models.
EmbeddingSet anisotropicModel(int n, int d, std::uint64_t seed)
{
    Rng rng(seed);
    Eigen::MatrixXd mix(d, d);
    for (int i = 0; i < d; ++i)
        for (int j = 0; j < d; ++j)
            mix(i, j) = gaussian(rng) * std::pow(10.0, -2.0 * j / d);
    Eigen::VectorXd offset(d);
    for (int j = 0; j < d; ++j)
        offset(j) = 1 + 0.5 * gaussian(rng);
    MatrixF x(n, d);
    Eigen::VectorXd z(d);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < d; ++j)
            z(j) = gaussian(rng);
        x.row(i) = (mix * z + offset).cast<float>().transpose();
    }
    return EmbeddingSet(Vocabulary(numbered("w", n)), x);
}

WeatSuite standardSuite()
{
    const auto words = numbered("w", 32);
    return suite("T1", {words.begin(), words.begin() + 8}, {words.begin() + 8, words.begin() + 16},
                 {words.begin() + 16, words.begin() + 24}, {words.begin() + 24, words.end()});
}

Rows rowsOf(const EmbeddingSet &model, const std::vector<std::string> &words)
{
    Rows rows;
    for (const auto &w : words)
        rows.push_back(model.vectors().row(static_cast<Eigen::Index>(*model.find(w))).cast<double>().transpose());
    return rows;
}

double cosine(const Eigen::VectorXd &a, const Eigen::VectorXd &b)
{
    double dot = 0, na = 0, nb = 0;
    for (Eigen::Index i = 0; i < a.size(); ++i) {
        dot += a(i) * b(i);
        na += a(i) * a(i);
        nb += b(i) * b(i);
    }
    return dot / std::sqrt(na * nb);
}

double naiveS(const Eigen::VectorXd &w, const Rows &A, const Rows &B)
{
    double sa = 0, sb = 0;
    for (const auto &a : A)
        sa += cosine(w, a);
    for (const auto &b : B)
        sb += cosine(w, b);
    return sa / static_cast<double>(A.size()) - sb / static_cast<double>(B.size());
}

// d with ddof 1, by the definition.
double naiveD(const Rows &X, const Rows &Y, const Rows &A, const Rows &B)
{
    std::vector<double> sx, sy, all;
    for (const auto &x : X)
        sx.push_back(naiveS(x, A, B));
    for (const auto &y : Y)
        sy.push_back(naiveS(y, A, B));
    all = sx;
    all.insert(all.end(), sy.begin(), sy.end());
    double mx = 0, my = 0, m = 0;
    for (double v : sx)
        mx += v;
    for (double v : sy)
        my += v;
    for (double v : all)
        m += v;
    mx /= static_cast<double>(sx.size());
    my /= static_cast<double>(sy.size());
    m /= static_cast<double>(all.size());
    double ss = 0;
    for (double v : all)
        ss += (v - m) * (v - m);
    return (mx - my) / std::sqrt(ss / static_cast<double>(all.size() - 1));
}

// z = W (x - mu) with mu, Sigma of the given model rows computed in long double and W from
// Eigen's own eigensolver on that Sigma.
struct NaiveWhitening {
    Eigen::VectorXd mu;
    Eigen::MatrixXd W;
    Eigen::MatrixXd U;

    NaiveWhitening(const EmbeddingSet &model, const std::vector<std::size_t> &rows, double epsilon)
    {
        const auto d = static_cast<Eigen::Index>(model.dims());
        const auto n = static_cast<long double>(rows.size());
        std::vector<long double> mean(static_cast<std::size_t>(d), 0);
        for (std::size_t r : rows)
            for (Eigen::Index j = 0; j < d; ++j)
                mean[static_cast<std::size_t>(j)] += model.vectors()(static_cast<Eigen::Index>(r), j);
        for (auto &m : mean)
            m /= n;
        Eigen::MatrixXd sigma(d, d);
        for (Eigen::Index a = 0; a < d; ++a)
            for (Eigen::Index b = 0; b < d; ++b) {
                long double sum = 0;
                for (std::size_t r : rows)
                    sum += (model.vectors()(static_cast<Eigen::Index>(r), a) - mean[static_cast<std::size_t>(a)])
                           * (model.vectors()(static_cast<Eigen::Index>(r), b) - mean[static_cast<std::size_t>(b)]);
                sigma(a, b) = static_cast<double>(sum / (n - 1));
            }
        mu.resize(d);
        for (Eigen::Index j = 0; j < d; ++j)
            mu(j) = static_cast<double>(mean[static_cast<std::size_t>(j)]);
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(sigma);
        U = solver.eigenvectors();
        const Eigen::VectorXd scale = (solver.eigenvalues().array() + epsilon).rsqrt();
        W = U * scale.asDiagonal() * U.transpose();
    }
    Rows apply(const Rows &rows) const
    {
        Rows out;
        for (const auto &r : rows)
            out.push_back(W * (r - mu));
        return out;
    }
};

std::vector<std::size_t> firstRows(std::size_t n)
{
    std::vector<std::size_t> rows(n);
    for (std::size_t i = 0; i < n; ++i)
        rows[i] = i;
    return rows;
}

struct SuiteRows {
    Rows x, y, a, b;
    SuiteRows(const EmbeddingSet &model, const WeatSuite &s)
        : x(rowsOf(model, s.sets[0].words)), y(rowsOf(model, s.sets[1].words)), a(rowsOf(model, s.sets[2].words)),
          b(rowsOf(model, s.sets[3].words))
    {}
    double d() const { return naiveD(x, y, a, b); }
    double dWhitened(const NaiveWhitening &w) const { return naiveD(w.apply(x), w.apply(y), w.apply(a), w.apply(b)); }
};

AnalysisParams paramsFor(std::vector<WeatSuite> suites, std::size_t referenceSize)
{
    AnalysisParams p;
    p.suites = std::move(suites);
    p.reference.size = referenceSize;
    p.weat.seed = 7;
    return p;
}

// Numpy's default quantile (type 7), written out.
double percentile(std::vector<double> v, double q)
{
    std::sort(v.begin(), v.end());
    const double h = (static_cast<double>(v.size()) - 1) * q;
    const double lo = std::floor(h);
    const auto i = static_cast<std::size_t>(lo);
    return i + 1 < v.size() ? v[i] + (h - lo) * (v[i + 1] - v[i]) : v[i];
}

} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT

private slots:
    void logGridIsEvenInLogSpace()
    {
        const auto grid = logGrid(1e-6, 1e-1, 21);
        QCOMPARE(grid.size(), std::size_t(21));
        QCOMPARE(grid.front(), 1e-6);
        QCOMPARE(grid.back(), 1e-1);
        for (std::size_t i = 1; i < grid.size(); ++i)
            QVERIFY(std::abs(std::log10(grid[i] / grid[i - 1]) - 0.25) < 1e-12);
        QCOMPARE(SensitivityParams().epsilons, grid);
    }

    void epsilonSweepIsNaiveWhitening()
    {
        const EmbeddingSet model = anisotropicModel(600, 10, 1);
        const WeatSuite s = standardSuite();
        SensitivityParams sp;
        sp.referenceSweep = sp.bootstrap = sp.leaveOneOut = false;
        sp.epsilons = {1e-6, 1e-3, 1e-1, 10};
        auto result = runSensitivity(model, "m", paramsFor({s}, 600), sp);
        QVERIFY2(result.ok(), result.ok() ? "" : result.error().detail.c_str());
        const SuiteRows rows(model, s);
        const SuiteSensitivity &r = result->suites[0];
        QCOMPARE(r.epsilonSweep.size(), sp.epsilons.size());
        QVERIFY(std::abs(*r.raw.d - rows.d()) < 1e-10);
        for (std::size_t i = 0; i < sp.epsilons.size(); ++i) {
            const double expected = rows.dWhitened(NaiveWhitening(model, firstRows(600), sp.epsilons[i]));
            QVERIFY2(
                std::abs(*r.epsilonSweep[i].d - expected) < 1e-8,
                qPrintable(
                    QStringLiteral("eps %1: %2 vs %3").arg(sp.epsilons[i]).arg(*r.epsilonSweep[i].d).arg(expected)));
        }
        // The whitened d at the analysis's epsilon is the sweep's point at that epsilon.
        QVERIFY(std::abs(*r.whitened.d - *r.epsilonSweep[1].d) < 1e-12);
        QCOMPARE(r.whitened.p, r.epsilonSweep[1].p);
        // Whitening changes this anisotropic space's d: the test is not vacuous.
        QVERIFY(std::abs(*r.epsilonSweep[0].d - *r.raw.d) > 0.05);
    }

    void largeEpsilonGivesTheEffectOfCentredVectors()
    {
        // W = U (Lambda + eps I)^(-1/2) U^T -> eps^(-1/2) I: cosines of W(x - mu) become those of
        // x - mu, so d tends to the d of the centred vectors (and not to the raw d).
        const EmbeddingSet model = anisotropicModel(500, 8, 2);
        const WeatSuite s = standardSuite();
        SensitivityParams sp;
        sp.referenceSweep = sp.bootstrap = sp.leaveOneOut = false;
        sp.epsilons = {1e4, 1e8, 1e12};
        auto result = runSensitivity(model, "m", paramsFor({s}, 500), sp);
        QVERIFY(result.ok());
        const NaiveWhitening moments(model, firstRows(500), 0);
        SuiteRows rows(model, s);
        for (Rows *set : {&rows.x, &rows.y, &rows.a, &rows.b})
            for (auto &v : *set)
                v -= moments.mu;
        const double centred = rows.d();
        const auto &sweep = result->suites[0].epsilonSweep;
        QVERIFY(std::abs(*sweep[2].d - centred) < 1e-6);
        QVERIFY(std::abs(*sweep[1].d - centred) < 1e-4);
        QVERIFY(std::abs(*sweep[0].d - centred) > std::abs(*sweep[2].d - centred)); // converging
        QVERIFY(std::abs(centred - *result->suites[0].raw.d) > 0.05);               // centring matters here
    }

    void referenceSweepUsesTheRowsItSays()
    {
        const EmbeddingSet model = anisotropicModel(1500, 8, 3);
        const WeatSuite s = standardSuite();
        SensitivityParams sp;
        sp.epsilonSweep = sp.bootstrap = sp.leaveOneOut = false;
        sp.referenceSizes = {100, 400, 5000};
        sp.referenceDraws = 6;
        sp.drawSize = 300;
        AnalysisParams ap = paramsFor({s}, 1000);
        ap.epsilon = 1e-2;
        auto result = runSensitivity(model, "m", ap, sp);
        QVERIFY(result.ok());
        // 5000 > 1500 rows: dropped, and the whole vocabulary taken instead.
        QCOMPARE(result->referenceSizes, (std::vector<std::size_t>{100, 400, 1500}));
        QCOMPARE(result->drawSize, std::size_t(300));
        const SuiteRows rows(model, s);
        const SuiteSensitivity &r = result->suites[0];
        for (std::size_t i = 0; i < result->referenceSizes.size(); ++i) {
            const std::size_t n = result->referenceSizes[i];
            QVERIFY(std::abs(*r.topSizes[i].d - rows.dWhitened(NaiveWhitening(model, firstRows(n), 1e-2))) < 1e-8);
            const auto randomRows =
                sampleWithoutReplacement(1500, n, deriveSeed(7, "sensitivity/random/" + std::to_string(n)));
            QVERIFY(std::abs(*r.randomSizes[i].d - rows.dWhitened(NaiveWhitening(model, randomRows, 1e-2))) < 1e-8);
        }
        QCOMPARE(r.draws.size(), std::size_t(6));
        std::vector<double> values;
        std::size_t changes = 0;
        for (std::size_t k = 0; k < 6; ++k) {
            const auto drawRows = sampleWithoutReplacement(1500, 300, result->drawSeeds[k]);
            const double expected = rows.dWhitened(NaiveWhitening(model, drawRows, 1e-2));
            QVERIFY(std::abs(*r.draws[k].d - expected) < 1e-8);
            values.push_back(expected);
            const bool significantRaw = r.raw.p < ap.alpha, significant = r.draws[k].p < ap.alpha;
            const auto cls = significantRaw == significant ? SignificanceChange::Stable
                             : significantRaw              ? SignificanceChange::Disappearing
                                                           : SignificanceChange::Emerging;
            QCOMPARE(r.drawChange[k], cls);
            changes += cls != r.change;
        }
        QCOMPARE(r.classChanges, changes);
        // The draws differ from each other (distinct seeds, distinct rows).
        QVERIFY(*std::max_element(values.begin(), values.end()) - *std::min_element(values.begin(), values.end())
                > 1e-3);
        double mean = 0;
        for (double v : values)
            mean += v / 6;
        double ss = 0;
        for (double v : values)
            ss += (v - mean) * (v - mean);
        QVERIFY(std::abs(r.drawSpread.mean - mean) < 1e-8);
        QVERIFY(std::abs(r.drawSpread.sd - std::sqrt(ss / 5)) < 1e-8);
        QVERIFY(std::abs(r.drawSpread.median - percentile(values, 0.5)) < 1e-8);
        QVERIFY(std::abs(r.drawSpread.q05 - percentile(values, 0.05)) < 1e-8);
        QVERIFY(std::abs(r.drawSpread.q95 - percentile(values, 0.95)) < 1e-8);
        QCOMPARE(r.drawSpread.count, std::size_t(6));
    }

    void bootstrapIsThePercentileOfNaiveResamples()
    {
        const EmbeddingSet model = anisotropicModel(400, 8, 4);
        const WeatSuite s = standardSuite();
        SensitivityParams sp;
        sp.epsilonSweep = sp.referenceSweep = sp.leaveOneOut = false;
        sp.bootstrapIterations = 300;
        sp.confidence = 0.9;
        auto result = runSensitivity(model, "m", paramsFor({s}, 400), sp);
        QVERIFY(result.ok());
        const SuiteSensitivity &r = result->suites[0];
        const auto samples = bootstrapSamples(8, 8, 300, deriveSeed(7, "sensitivity/bootstrap/T1"));
        const SuiteRows rows(model, s);
        const NaiveWhitening w(model, firstRows(400), 1e-3);
        const Rows wx = w.apply(rows.x), wy = w.apply(rows.y), wa = w.apply(rows.a), wb = w.apply(rows.b);
        std::vector<double> raw, white;
        for (const auto &sample : samples) {
            QCOMPARE(sample.x.size(), std::size_t(8));
            Rows x, y, zx, zy;
            for (std::size_t i : sample.x) {
                x.push_back(rows.x[i]);
                zx.push_back(wx[i]);
            }
            for (std::size_t i : sample.y) {
                y.push_back(rows.y[i]);
                zy.push_back(wy[i]);
            }
            raw.push_back(naiveD(x, y, rows.a, rows.b));
            white.push_back(naiveD(zx, zy, wa, wb));
        }
        for (const auto &[interval, values] : {std::pair{*r.rawInterval, raw}, std::pair{*r.whitenedInterval, white}}) {
            QCOMPARE(interval.valid, std::size_t(300));
            QVERIFY(std::abs(interval.low - percentile(values, 0.05)) < 1e-9);
            QVERIFY(std::abs(interval.high - percentile(values, 0.95)) < 1e-9);
            double mean = 0;
            for (double v : values)
                mean += v / 300;
            QVERIFY(std::abs(interval.mean - mean) < 1e-9);
            QVERIFY(interval.low < interval.high);
        }
        // The point estimate lies inside its interval here (a well-behaved statistic), and the
        // indices are uniform: every word is drawn about as often as any other.
        QVERIFY(r.rawInterval->low < *r.raw.d && *r.raw.d < r.rawInterval->high);
        std::vector<int> hits(8, 0);
        for (const auto &sample : samples)
            for (std::size_t i : sample.x)
                ++hits[i];
        for (int h : hits)
            QVERIFY(std::abs(h - 300) < 4 * std::sqrt(300.0 * 7 / 8)); // binomial(2400, 1/8): mean 300
    }

    // Every WEAT result of an analysis carries the interval the sensitivity analyses compute for
    // the same model and suite (same seed, same resamples, raw and whitened), results.json keeps
    // it, and B = 0 leaves none.
    void analysisIntervalsAreTheSensitivityBootstrap()
    {
        const EmbeddingSet model = anisotropicModel(400, 8, 4);
        const WeatSuite s = standardSuite();
        AnalysisParams ap = paramsFor({s}, 400);
        ap.effectBootstrapIterations = 300;
        ap.confidence = 0.9;
        SensitivityParams sp;
        sp.epsilonSweep = sp.referenceSweep = sp.leaveOneOut = false;
        sp.bootstrapIterations = 300;
        sp.confidence = 0.9;
        auto sensitivity = runSensitivity(model, "m", ap, sp);
        QVERIFY(sensitivity.ok());
        const SuiteSensitivity &expected = sensitivity->suites[0];
        auto analysed = analyzeModel(model, ModelSpec{"m", ModelFamily::Static, "m.txt"}, ReadReport{}, ap);
        QVERIFY(analysed.ok());
        const WeatResult &r = analysed->weat[0];
        QVERIFY(r.rawInterval && r.whitenedInterval);
        for (const auto &[got, want] : {std::pair{*r.rawInterval, *expected.rawInterval},
                                        std::pair{*r.whitenedInterval, *expected.whitenedInterval}}) {
            QCOMPARE(got.valid, want.valid);
            QVERIFY(std::abs(got.low - want.low) < 1e-12);
            QVERIFY(std::abs(got.high - want.high) < 1e-12);
            QVERIFY(std::abs(got.sd - want.sd) < 1e-12);
        }
        // Naive: the percentiles of d over the resampled raw associations.
        const auto samples = bootstrapSamples(8, 8, 300, deriveSeed(7, "sensitivity/bootstrap/T1"));
        const SuiteRows rows(model, s);
        std::vector<double> raw;
        for (const auto &sample : samples) {
            Rows x, y;
            for (std::size_t i : sample.x)
                x.push_back(rows.x[i]);
            for (std::size_t i : sample.y)
                y.push_back(rows.y[i]);
            raw.push_back(naiveD(x, y, rows.a, rows.b));
        }
        QVERIFY(std::abs(r.rawInterval->low - percentile(raw, 0.05)) < 1e-9);
        QVERIFY(std::abs(r.rawInterval->high - percentile(raw, 0.95)) < 1e-9);

        // results.json round trip (what isoscope-cli figures reads).
        AnalysisResult result;
        result.params = ap;
        result.models.push_back(analysed.value());
        auto back = analysisFromJson(Json(result));
        QVERIFY(back.ok());
        QCOMPARE(back->params.effectBootstrapIterations, std::size_t(300));
        QCOMPARE(back->params.confidence, 0.9);
        const WeatResult &read = back->models[0].weat[0];
        QVERIFY(read.rawInterval && read.whitenedInterval);
        QCOMPARE(read.rawInterval->low, r.rawInterval->low);
        QCOMPARE(read.rawInterval->high, r.rawInterval->high);
        QCOMPARE(read.whitenedInterval->low, r.whitenedInterval->low);
        QCOMPARE(read.whitenedInterval->high, r.whitenedInterval->high);
        QCOMPARE(read.whitenedInterval->valid, r.whitenedInterval->valid);

        // B = 0: no intervals, no CSV columns, no JSON fields.
        ap.effectBootstrapIterations = 0;
        auto none = analyzeModel(model, ModelSpec{"m", ModelFamily::Static, "m.txt"}, ReadReport{}, ap);
        QVERIFY(none.ok());
        QVERIFY(!none->weat[0].rawInterval && !none->weat[0].whitenedInterval);
        result.params = ap;
        result.models[0] = none.value();
        QVERIFY(!QString::fromStdString(weatCsv(result)).contains(QStringLiteral("ci_low")));
        const std::string json = writeJson(Json(result));
        QVERIFY(json.find("ci_low") == std::string::npos);
        auto noneBack = analysisFromJson(Json(result));
        QVERIFY(noneBack.ok());
        QVERIFY(!noneBack->models[0].weat[0].rawInterval);
    }

    void leaveOneOutFindsAPlantedDirection()
    {
        // The reference rows are mu +/- s_j e_j: their covariance is exactly diagonal with the
        // largest variance along e_0, so the top principal component is e_0. The targets differ
        // only along e_0 (x_i = v_i + c e_0, y_i = v_i - c e_0) and so do the attributes: the whole
        // X/Y-vs-A/B association lives on the planted direction.
        const int d = 8, copies = 10;
        const double spread[d] = {10, 3, 2.6, 2.2, 1.8, 1.5, 1.2, 1.0};
        MatrixF vectors(2 * d * copies + 32, d);
        Eigen::VectorXd mu = Eigen::VectorXd::Constant(d, 1.0);
        mu(0) = 0;
        int row = 0;
        for (int c = 0; c < copies; ++c)
            for (int j = 0; j < d; ++j)
                for (double sign : {1.0, -1.0}) {
                    Eigen::VectorXd v = mu;
                    v(j) += sign * spread[j];
                    vectors.row(row++) = v.cast<float>().transpose();
                }
        Rng rng(11);
        const double c = 4;
        const auto base = [&] {
            Eigen::VectorXd v = mu;
            for (int j = 1; j < d; ++j)
                v(j) += gaussian(rng);
            return v;
        };
        for (int i = 0; i < 8; ++i) { // X_i, Y_i; then A_i, B_i
            const Eigen::VectorXd v = base();
            vectors.row(row + i) = (v + c * Eigen::VectorXd::Unit(d, 0)).cast<float>().transpose();
            vectors.row(row + 8 + i) = (v - c * Eigen::VectorXd::Unit(d, 0)).cast<float>().transpose();
        }
        for (int i = 0; i < 8; ++i) {
            vectors.row(row + 16 + i) = (base() + c * Eigen::VectorXd::Unit(d, 0)).cast<float>().transpose();
            vectors.row(row + 24 + i) = (base() - c * Eigen::VectorXd::Unit(d, 0)).cast<float>().transpose();
        }
        const auto words = numbered("w", static_cast<int>(vectors.rows()));
        const EmbeddingSet model(Vocabulary(words), vectors);
        const auto t = [&](int from) {
            return std::vector<std::string>(words.begin() + row + from, words.begin() + row + from + 8);
        };
        const WeatSuite s = suite("P", t(0), t(8), t(16), t(24));
        SensitivityParams sp;
        sp.epsilonSweep = sp.referenceSweep = sp.bootstrap = false;
        sp.components = 5;
        auto result = runSensitivity(model, "planted", paramsFor({s}, std::size_t(2 * d * copies)), sp);
        QVERIFY(result.ok());
        const SuiteSensitivity &r = result->suites[0];
        QCOMPARE(r.rawWithout.size(), std::size_t(5));
        QVERIFY(*r.raw.d > 1.0);
        QVERIFY2(*r.whitened.d > 1.0, qPrintable(QString::number(*r.whitened.d)));
        // Removing the planted top component leaves X_i = Y_i: d is 0 in both spaces.
        QVERIFY2(std::abs(*r.rawWithout[0]) < 1e-6, qPrintable(QString::number(*r.rawWithout[0])));
        QVERIFY2(std::abs(*r.whitenedWithout[0]) < 1e-6, qPrintable(QString::number(*r.whitenedWithout[0])));
        // Removing any other component leaves the association where it was.
        for (std::size_t k = 1; k < 5; ++k) {
            QVERIFY2(std::abs(*r.rawWithout[k] - *r.raw.d) < 0.25,
                     qPrintable(QStringLiteral("raw %1: %2 vs %3").arg(k).arg(*r.rawWithout[k]).arg(*r.raw.d)));
            QVERIFY2(
                std::abs(*r.whitenedWithout[k] - *r.whitened.d) < 0.25,
                qPrintable(QStringLiteral("white %1: %2 vs %3").arg(k).arg(*r.whitenedWithout[k]).arg(*r.whitened.d)));
        }
        // The variance shares are those of the diagonal: s_0^2 / sum s_j^2.
        double total = 0;
        for (double v : spread)
            total += v * v;
        QVERIFY(std::abs(result->componentVarianceRatio[0] - 100 / total) < 1e-9);

        // The naive projection of component k = 1 (e_1) agrees with the result.
        SuiteRows rows(model, s);
        for (Rows *set : {&rows.x, &rows.y, &rows.a, &rows.b})
            for (auto &v : *set)
                v(1) = 0;
        QVERIFY(std::abs(*r.rawWithout[1] - rows.d()) < 1e-9);
    }

    void progressCountsAndCancels()
    {
        const EmbeddingSet model = anisotropicModel(300, 6, 5);
        SensitivityParams sp;
        sp.epsilons = {1e-3, 1e-2};
        sp.referenceSizes = {50, 100};
        sp.referenceDraws = 3;
        sp.bootstrapIterations = 50;
        sp.components = 2;
        std::size_t last = 0, total = 0;
        auto result = runSensitivity(model, "m", paramsFor({standardSuite()}, 300), sp,
                                     [&](SensitivityStage, std::size_t done, std::size_t all) {
                                         last = done;
                                         total = all;
                                         return true;
                                     });
        QVERIFY(result.ok());
        QCOMPARE(total, std::size_t(1 + 2 + 4 + 3 + 1 + 1));
        QCOMPARE(last, total);
        auto cancelled = runSensitivity(
            model, "m", paramsFor({standardSuite()}, 300), sp,
            [](SensitivityStage stage, std::size_t, std::size_t) { return stage != SensitivityStage::ReferenceDraws; });
        QVERIFY(!cancelled.ok());
        QCOMPARE(cancelled.error().code, ErrorCode::Cancelled);
    }

    void badParametersAndEmptySetsAreNamed()
    {
        const EmbeddingSet model = anisotropicModel(200, 6, 6);
        SensitivityParams sp;
        sp.epsilons = {1e-3, -1};
        auto bad = runSensitivity(model, "m", paramsFor({standardSuite()}, 200), sp);
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().detail.find("epsilon") != std::string::npos);
        sp = SensitivityParams();
        sp.confidence = 1;
        QVERIFY(!runSensitivity(model, "m", paramsFor({standardSuite()}, 200), sp).ok());

        sp = SensitivityParams();
        sp.referenceDraws = 2;
        sp.bootstrapIterations = 20;
        WeatSuite missing = standardSuite();
        missing.id = "M";
        missing.sets[2].words = {"nowhere"};
        auto result = runSensitivity(model, "m", paramsFor({missing, standardSuite()}, 200), sp);
        QVERIFY(result.ok());
        QVERIFY(result->suites[0].error.has_value());
        QCOMPARE(result->suites[0].error->code, ErrorCode::EmptyWordSet);
        QVERIFY(!result->suites[1].error.has_value());
        QCOMPARE(result->suites[1].epsilonSweep.size(), std::size_t(21));
        // Written out, the failed suite says why and the other has every part.
        const Json json = sensitivityToJson({result.value()});
        const Json &suites = json["models"][0]["suites"];
        QVERIFY(suites[0].contains("error"));
        QCOMPARE(suites[1]["draws"].size(), std::size_t(2));
        const std::string csv = epsilonSweepCsv({result.value()});
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 22L);
    }
};

QTEST_GUILESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
