// WEAT against published values (Caliskan et al. 2017; the conjugateprior/cbn replication) and
// against independent brute-force computations written out in this file.
#include "core/base/random.h"
#include "core/io/embeddingreader.h"
#include "core/serialization/suitesjson.h"
#include "core/stats/weat.h"

#include <QtTest>

#include <bit>
#include <cmath>
#include <numeric>

using namespace isoscope;

namespace {

const char *kFixture = ISOSCOPE_TEST_DATA_DIR "/glove840b_weat_items.txt";
const char *kSuites = ISOSCOPE_RESOURCE_DIR "/suites/weat_suites.json";

// Naive cosine and association, written independently of core/stats/weat.cpp.
double naiveCosine(const MatrixD &a, Eigen::Index i, const MatrixD &b, Eigen::Index j)
{
    long double dot = 0, na = 0, nb = 0;
    for (Eigen::Index k = 0; k < a.cols(); ++k) {
        dot += static_cast<long double>(a(i, k)) * b(j, k);
        na += static_cast<long double>(a(i, k)) * a(i, k);
        nb += static_cast<long double>(b(j, k)) * b(j, k);
    }
    return static_cast<double>(dot / std::sqrt(na * nb));
}

double naiveAssociation(const MatrixD &w, Eigen::Index i, const MatrixD &A, const MatrixD &B)
{
    long double a = 0, b = 0;
    for (Eigen::Index j = 0; j < A.rows(); ++j)
        a += naiveCosine(w, i, A, j);
    for (Eigen::Index j = 0; j < B.rows(); ++j)
        b += naiveCosine(w, i, B, j);
    return static_cast<double>(a / A.rows() - b / B.rows());
}

// Brute force over all 2^n bit masks (n <= 24): the exact one-sided p under ">=" and ">", and
// the lower tail, counting partitions by their X-side sum.
struct BruteForce {
    std::uint64_t partitions = 0, ge = 0, gt = 0, le = 0;
};
BruteForce bruteForce(const std::vector<double> &sX, const std::vector<double> &sY)
{
    std::vector<double> all = sX;
    all.insert(all.end(), sY.begin(), sY.end());
    const auto n = static_cast<unsigned>(all.size());
    double total = 0, observedX = 0;
    for (double v : all)
        total += v;
    for (double v : sX)
        observedX += v;
    const double observed = 2 * observedX - total;
    const double tol = 1e-12 * std::max(1.0, std::abs(observed));
    BruteForce r;
    for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
        if (static_cast<std::size_t>(std::popcount(mask)) != sX.size())
            continue;
        double sum = 0;
        for (unsigned k = 0; k < n; ++k)
            if (mask & (1u << k))
                sum += all[k];
        const double s = 2 * sum - total;
        ++r.partitions;
        r.ge += s >= observed - tol;
        r.gt += s > observed + tol;
        r.le += s <= observed + tol;
    }
    return r;
}

struct SuiteVectors {
    MatrixD sets[4];
};

SuiteVectors vectorsFor(const EmbeddingSet &model, const WeatSuite &suite)
{
    SuiteVectors v;
    for (int role = 0; role < 4; ++role) {
        std::vector<std::size_t> rows;
        for (const auto &word : suite.sets[role].words) {
            const auto found = model.lookup(word);
            if (found.row)
                rows.push_back(*found.row);
        }
        v.sets[role] = model.rowsAsDouble(rows);
    }
    return v;
}

std::vector<double> randomValues(std::size_t n, unsigned seed)
{
    std::vector<double> v(n);
    std::uint64_t state = seed;
    for (auto &x : v)
        x = static_cast<double>(splitMix64(state) % 100000) / 100000.0 - 0.5;
    return v;
}

} // namespace

class TestWeat : public QObject
{
    Q_OBJECT

private:
    EmbeddingSet m_fixture;
    std::vector<WeatSuite> m_suites;

private slots:
    void initTestCase()
    {
        auto loaded = readEmbeddingFile(kFixture);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : describe(loaded.error()).c_str());
        m_fixture = std::move(loaded).value().set;
        QCOMPARE(m_fixture.size(), std::size_t(457));
        auto suites = loadSuites(kSuites);
        QVERIFY2(suites.ok(), suites.ok() ? "" : describe(suites.error()).c_str());
        m_suites = suites->suites;
        QCOMPARE(m_suites.size(), std::size_t(10));
    }

    void effectSizeMatchesPublished_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<double>("caliskan"); // Caliskan et al. 2017 Table 1, GloVe 840B (2 decimals)
        const double published[] = {1.50, 1.53, 1.41, 1.50, 1.28, 1.81, 1.06, 1.24, 1.38, 1.21};
        for (int i = 0; i < 10; ++i)
            QTest::addRow("W%d on GloVe 840B matches Caliskan 2017 and the cbn replication", i + 1)
                << i << published[i];
    }
    void effectSizeMatchesPublished()
    {
        QFETCH(int, index);
        QFETCH(double, caliskan);
        const WeatSuite &suite = m_suites[static_cast<std::size_t>(index)];
        const SuiteVectors v = vectorsFor(m_fixture, suite);
        for (int role = 0; role < 4; ++role) // the fixture holds every word of every suite
            QCOMPARE(static_cast<std::size_t>(v.sets[role].rows()), suite.sets[role].words.size());
        WeatConventions conventions;
        conventions.permutations = 1000; // p is not under test here
        auto r = weatTest(v.sets[0], v.sets[1], v.sets[2], v.sets[3], conventions, 1);
        QVERIFY(r.ok());
        QVERIFY(r->d.has_value());
        QVERIFY2(std::abs(*r->d - caliskan) <= 0.005 + 1e-12,
                 qPrintable(QStringLiteral("d = %1, published %2").arg(*r->d, 0, 'f', 6).arg(caliskan)));
        double cbn = std::nan("");
        for (const auto &p : suite.published)
            if (p.model == "glove_840B_cbn")
                cbn = p.d;
        QVERIFY2(!std::isnan(cbn), "the suite file carries the cbn replication value");
        QVERIFY2(std::abs(*r->d - cbn) <= 1e-5,
                 qPrintable(QStringLiteral("d = %1, cbn %2").arg(*r->d, 0, 'f', 8).arg(cbn, 0, 'f', 6)));
    }

    void populationSdDoesNotReproduceW6()
    {
        // docs/science.md: with ddof 0, W6 would be 1.87 instead of the published 1.81.
        const SuiteVectors v = vectorsFor(m_fixture, m_suites[5]);
        WeatConventions conventions;
        conventions.ddof = 0;
        auto r = weatTest(v.sets[0], v.sets[1], v.sets[2], v.sets[3], conventions, 1);
        QVERIFY(r.ok());
        QCOMPARE(std::round(*r->d * 100) / 100, 1.87);
    }

    void associationsMatchNaiveComputation()
    {
        const SuiteVectors v = vectorsFor(m_fixture, m_suites[0]);
        const auto s = associations(v.sets[0], v.sets[2], v.sets[3]);
        QCOMPARE(s.size(), std::size_t(25));
        for (Eigen::Index i = 0; i < v.sets[0].rows(); ++i)
            QVERIFY(std::abs(s[static_cast<std::size_t>(i)] - naiveAssociation(v.sets[0], i, v.sets[2], v.sets[3]))
                    < 1e-12);
    }

    void exactPValuesEqualBruteForce_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 5; i < 10; ++i)
            QTest::addRow("W%d exact p equals a brute-force count over all partitions", i + 1) << i;
    }
    void exactPValuesEqualBruteForce()
    {
        QFETCH(int, index);
        const SuiteVectors v = vectorsFor(m_fixture, m_suites[static_cast<std::size_t>(index)]);
        for (auto tie : {TieRule::GreaterOrEqual, TieRule::Greater}) {
            WeatConventions conventions;
            conventions.tie = tie;
            auto r = weatTest(v.sets[0], v.sets[1], v.sets[2], v.sets[3], conventions, 1);
            QVERIFY(r.ok());
            QCOMPARE(r->method, PValueMethod::Exact);
            const BruteForce b = bruteForce(r->sX, r->sY);
            QCOMPARE(std::uint64_t(r->permutations), b.partitions);
            const std::uint64_t expected = tie == TieRule::GreaterOrEqual ? b.ge : b.gt;
            QCOMPARE(std::uint64_t(r->countUpper), expected);
            QCOMPARE(r->p, static_cast<double>(expected) / static_cast<double>(b.partitions));
            if (tie == TieRule::GreaterOrEqual)
                QVERIFY(r->p >= 1.0 / static_cast<double>(b.partitions)); // the observed partition counts
        }
    }

    void exactPOnUnequalSetsEqualsBruteForce()
    {
        for (unsigned seed = 1; seed <= 20; ++seed) {
            const auto sX = randomValues(7, seed);
            const auto sY = randomValues(9, seed + 100);
            WeatConventions conventions;
            conventions.sided = Sidedness::Two;
            auto r = weatFromAssociations(sX, sY, conventions, 1);
            QVERIFY(r.ok());
            const BruteForce b = bruteForce(sX, sY);
            QCOMPARE(std::uint64_t(r->permutations), b.partitions); // C(16, 7) = 11440
            QCOMPARE(std::uint64_t(r->countUpper), b.ge);
            QCOMPARE(std::uint64_t(r->countLower), b.le);
            const double upper = static_cast<double>(b.ge) / static_cast<double>(b.partitions);
            const double lower = static_cast<double>(b.le) / static_cast<double>(b.partitions);
            QCOMPARE(r->p, std::min(1.0, 2 * std::min(upper, lower)));
        }
    }

    void histogramEqualsBruteForceOverAllPartitions_data()
    {
        QTest::addColumn<int>("nx");
        QTest::addColumn<int>("ny");
        QTest::addColumn<int>("bins");
        QTest::newRow("7 + 9 words in 40 bins") << 7 << 9 << 40;
        QTest::newRow("8 + 8 words in 13 bins") << 8 << 8 << 13;
        QTest::newRow("3 + 12 words in 1 bin") << 3 << 12 << 1;
    }
    void histogramEqualsBruteForceOverAllPartitions()
    {
        QFETCH(int, nx);
        QFETCH(int, ny);
        QFETCH(int, bins);
        for (unsigned seed = 1; seed <= 5; ++seed) {
            // Multiples of 1/1024: every sum is exact, so both counts place each S in the same bin.
            std::vector<double> sX(static_cast<std::size_t>(nx)), sY(static_cast<std::size_t>(ny));
            std::uint64_t state = seed;
            for (auto *set : {&sX, &sY})
                for (double &v : *set)
                    v = static_cast<double>(splitMix64(state) % 2048) / 1024.0 - 1.0;
            WeatConventions conventions;
            conventions.histogramBins = static_cast<std::size_t>(bins);
            auto r = weatFromAssociations(sX, sY, conventions, 1);
            QVERIFY(r.ok());
            QCOMPARE(r->method, PValueMethod::Exact);

            // Brute force over bit masks: the range from the extreme partitions, then the counts.
            std::vector<double> all = sX;
            all.insert(all.end(), sY.begin(), sY.end());
            const double total = std::accumulate(all.begin(), all.end(), 0.0);
            std::vector<double> partitionS;
            for (std::uint32_t mask = 0; mask < (1u << all.size()); ++mask) {
                if (std::popcount(mask) != nx)
                    continue;
                double sum = 0;
                for (std::size_t k = 0; k < all.size(); ++k)
                    if (mask & (1u << k))
                        sum += all[k];
                partitionS.push_back(2 * sum - total);
            }
            const double low = *std::min_element(partitionS.begin(), partitionS.end());
            const double high = *std::max_element(partitionS.begin(), partitionS.end());
            QCOMPARE(r->histogram.low, low);
            QCOMPARE(r->histogram.high, high);
            std::vector<std::size_t> expected(static_cast<std::size_t>(bins), 0);
            for (double S : partitionS) {
                auto bin = static_cast<std::size_t>((S - low) / (high - low) * bins);
                ++expected[std::min(bin, expected.size() - 1)];
            }
            QCOMPARE(r->histogram.counts, expected);
            QVERIFY(r->histogram.counts[r->histogram.binOf(r->S)] > 0); // the observed partition is counted
        }
    }

    void monteCarloHistogramCountsEveryDraw()
    {
        const auto sX = randomValues(20, 3);
        const auto sY = randomValues(20, 4);
        WeatConventions conventions;
        conventions.exactLimit = 0;
        conventions.permutations = 5000;
        conventions.histogramBins = 30;
        auto r = weatFromAssociations(sX, sY, conventions, 9);
        QVERIFY(r.ok());
        QCOMPARE(r->method, PValueMethod::MonteCarlo);
        QCOMPARE(std::accumulate(r->histogram.counts.begin(), r->histogram.counts.end(), std::size_t(0)),
                 std::size_t(5000));
        // Without bins the p-value is the same: the histogram only watches.
        conventions.histogramBins = 0;
        auto plain = weatFromAssociations(sX, sY, conventions, 9);
        QVERIFY(plain.ok());
        QCOMPARE(plain->p, r->p);
        QVERIFY(plain->histogram.counts.empty());
    }

    void monteCarloFallsWithinFourStandardErrorsOfExact_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed : {1, 2, 3, 4, 5, 6})
            QTest::addRow("random associations, data seed %d", seed) << seed;
    }
    void monteCarloFallsWithinFourStandardErrorsOfExact()
    {
        QFETCH(int, seed);
        // 9 + 9 words: 48,620 partitions, enumerable exactly; then forced to Monte Carlo.
        const auto sX = randomValues(9, static_cast<unsigned>(seed));
        const auto sY = randomValues(9, static_cast<unsigned>(seed) + 50);
        WeatConventions exact;
        auto e = weatFromAssociations(sX, sY, exact, 7);
        QVERIFY(e.ok());
        QCOMPARE(e->method, PValueMethod::Exact);
        WeatConventions sampled;
        sampled.exactLimit = 0;
        sampled.permutations = 100000;
        auto m = weatFromAssociations(sX, sY, sampled, 7);
        QVERIFY(m.ok());
        QCOMPARE(m->method, PValueMethod::MonteCarlo);
        QCOMPARE(m->permutations, std::size_t(100000));
        const double se = std::sqrt(e->p * (1 - e->p) / 100000.0);
        QVERIFY(m->pStandardError > 0);
        QVERIFY2(std::abs(m->p - e->p) <= 4 * se + 1.0 / 100001,
                 qPrintable(QStringLiteral("MC p %1, exact p %2, SE %3").arg(m->p).arg(e->p).arg(se)));
    }

    void monteCarloOnW3IsSeededAndReproducible()
    {
        const SuiteVectors v = vectorsFor(m_fixture, m_suites[2]); // 32 + 32 targets: sampled
        WeatConventions conventions;
        auto a = weatTest(v.sets[0], v.sets[1], v.sets[2], v.sets[3], conventions, 11);
        auto b = weatTest(v.sets[0], v.sets[1], v.sets[2], v.sets[3], conventions, 11);
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a->method, PValueMethod::MonteCarlo);
        QCOMPARE(a->permutations, std::size_t(100000));
        QCOMPARE(a->countUpper, b->countUpper);
        // d = 1.41 is far in the tail: no random partition reaches it, so p = 1 / (N + 1).
        QCOMPARE(a->countUpper, std::size_t(0));
        QCOMPARE(a->p, 1.0 / 100001.0);
        // The paper's convention (strict, no +1) gives 0 here.
        conventions.tie = TieRule::Greater;
        conventions.plusOne = false;
        auto paper = weatTest(v.sets[0], v.sets[1], v.sets[2], v.sets[3], conventions, 11);
        QCOMPARE(paper->p, 0.0);
    }

    void differentSeedsDrawDifferentPartitions()
    {
        const auto sX = randomValues(30, 3);
        const auto sY = randomValues(30, 4);
        WeatConventions conventions;
        auto a = weatFromAssociations(sX, sY, conventions, 1);
        auto b = weatFromAssociations(sX, sY, conventions, 2);
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a->method, PValueMethod::MonteCarlo);
        QVERIFY(a->countUpper != b->countUpper);
        QVERIFY(std::abs(a->p - b->p) < 4 * std::hypot(a->pStandardError, b->pStandardError) + 1e-9);
    }

    void tiesAreCountedByTheTieRule()
    {
        // Every association equal: every partition ties with the observed one.
        const std::vector<double> same(4, 0.25);
        WeatConventions ge;
        auto r = weatFromAssociations(same, same, ge, 1);
        QVERIFY(r.ok());
        QCOMPARE(r->permutations, std::size_t(70));
        QCOMPARE(r->countUpper, std::size_t(70));
        QCOMPARE(r->p, 1.0);
        QVERIFY(!r->d.has_value());
        QVERIFY(!r->dUndefinedReason.empty());
        WeatConventions gt;
        gt.tie = TieRule::Greater;
        auto strict = weatFromAssociations(same, same, gt, 1);
        QCOMPARE(strict->countUpper, std::size_t(0));
        QCOMPARE(strict->p, 0.0);
    }

    void twoSidedIsTwiceTheSmallerTailCappedAtOne()
    {
        const std::vector<double> sX = {0.1, 0.2, 0.3};
        const std::vector<double> sY = {0.15, 0.25, 0.05};
        WeatConventions two;
        two.sided = Sidedness::Two;
        auto r = weatFromAssociations(sX, sY, two, 1);
        QVERIFY(r.ok());
        QCOMPARE(r->p, std::min(1.0, 2 * std::min(r->pUpper, r->pLower)));
        const BruteForce b = bruteForce(sX, sY);
        QCOMPARE(r->pUpper, double(b.ge) / double(b.partitions));
        QCOMPARE(r->pLower, double(b.le) / double(b.partitions));
    }

    void effectSizeIsUndefinedWhenEveryAssociationIsEqual()
    {
        // X and Y are the same vector: s(w) is the same for every word.
        MatrixD X(2, 3), A(1, 3), B(1, 3);
        X << 1, 0, 0, 1, 0, 0;
        A << 1, 1, 0;
        B << 0, 1, 1;
        auto r = weatTest(X, X, A, B, WeatConventions{}, 1);
        QVERIFY(r.ok());
        QVERIFY(!r->d.has_value());
        QVERIFY(r->dUndefinedReason.find("standard deviation is 0") != std::string::npos);
    }

    void badInputIsAnErrorNotANumber()
    {
        MatrixD X(2, 3), A(1, 3), B(1, 3), zero = MatrixD::Zero(1, 3), empty(0, 3), wide(1, 4);
        X << 1, 0, 0, 0, 1, 0;
        A << 1, 1, 0;
        B << 0, 1, 1;
        wide << 1, 2, 3, 4;
        QCOMPARE(weatTest(X, empty, A, B, {}, 1).error().code, ErrorCode::EmptyWordSet);
        QCOMPARE(weatTest(X, X, zero, B, {}, 1).error().code, ErrorCode::InvalidArgument);
        QCOMPARE(weatTest(X, X, A, wide, {}, 1).error().code, ErrorCode::DimensionMismatch);
        WeatConventions noPermutations;
        noPermutations.permutations = 0;
        QCOMPARE(weatTest(X, X, A, B, noPermutations, 1).error().code, ErrorCode::InvalidArgument);
    }

    void cancellationStopsTheTest()
    {
        const auto sX = randomValues(30, 3);
        const auto sY = randomValues(30, 4);
        int calls = 0;
        auto r = weatFromAssociations(sX, sY, {}, 1, [&](std::size_t, std::size_t) { return ++calls < 2; });
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Cancelled);
        QCOMPARE(calls, 2);
    }

    void binomialCoefficientsAreExactAndCapped()
    {
        QCOMPARE(binomialCapped(16, 8, 1000000), std::uint64_t(12870));
        QCOMPARE(binomialCapped(12, 6, 1000000), std::uint64_t(924));
        QCOMPARE(binomialCapped(13, 6, 1000000), std::uint64_t(1716));
        QCOMPARE(binomialCapped(50, 25, 1000000), std::uint64_t(1000001));
        QCOMPARE(binomialCapped(64, 32, std::uint64_t(1) << 62), std::uint64_t(1832624140942590534ULL));
        QCOMPARE(binomialCapped(5, 7, 10), std::uint64_t(0));
    }
};

QTEST_APPLESS_MAIN(TestWeat)
#include "tst_weat.moc"
