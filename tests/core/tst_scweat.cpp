// SC-WEAT (single-category WEAT) against its definition written out here: cosines, the effect
// size with a sample SD, and the exact p by brute force over every re-partition of A u B into
// sets of the sizes of A and B (including unequal sizes, where the difference of means is what
// must be ranked); then the model-level run (lookup, whitening, missing words, errors).
#include "core/analysis/results.h"
#include "core/analysis/scweat.h"
#include "core/base/random.h"

#include <QtTest>

#include <bit>
#include <cmath>

using namespace isoscope;

namespace {

MatrixD randomRows(Eigen::Index n, Eigen::Index d, Rng &rng, double offset)
{
    MatrixD m(n, d);
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = 0; j < d; ++j)
            m(i, j) = offset + 2 * rng.uniform() - 1;
    return m;
}

long double naiveCosine(const Eigen::RowVectorXd &w, const MatrixD &m, Eigen::Index i)
{
    long double dot = 0, a = 0, b = 0;
    for (Eigen::Index k = 0; k < w.size(); ++k) {
        dot += static_cast<long double>(w(k)) * m(i, k);
        a += static_cast<long double>(w(k)) * w(k);
        b += static_cast<long double>(m(i, k)) * m(i, k);
    }
    return dot / std::sqrt(a * b);
}

} // namespace

class TestScWeat : public QObject
{
    Q_OBJECT

private slots:
    void effectSizeAndExactPMatchBruteForce_data()
    {
        QTest::addColumn<int>("sizeA");
        QTest::addColumn<int>("sizeB");
        QTest::addColumn<double>("offset");
        QTest::newRow("equal sets of 6") << 6 << 6 << 0.0;
        QTest::newRow("unequal sets 4 and 9, anisotropic") << 4 << 9 << 0.6;
        QTest::newRow("unequal sets 8 and 3") << 8 << 3 << 0.2;
    }
    void effectSizeAndExactPMatchBruteForce()
    {
        QFETCH(int, sizeA);
        QFETCH(int, sizeB);
        QFETCH(double, offset);
        Rng rng(static_cast<std::uint64_t>(sizeA * 100 + sizeB));
        const MatrixD target = randomRows(1, 10, rng, offset);
        const MatrixD A = randomRows(sizeA, 10, rng, offset), B = randomRows(sizeB, 10, rng, offset);
        const Eigen::RowVectorXd w = target.row(0);
        WeatConventions conventions; // exact enumeration, one-sided, S_i >= S, ddof 1
        auto result = scWeatTest(w, A, B, conventions, 1);
        QVERIFY(result.ok());
        QCOMPARE(result->method, PValueMethod::Exact);

        std::vector<long double> c;
        for (Eigen::Index i = 0; i < A.rows(); ++i)
            c.push_back(naiveCosine(w, A, i));
        for (Eigen::Index i = 0; i < B.rows(); ++i)
            c.push_back(naiveCosine(w, B, i));
        const auto meanDifference = [&](unsigned mask) {
            long double a = 0, b = 0;
            for (std::size_t k = 0; k < c.size(); ++k)
                (mask >> k & 1u ? a : b) += c[k];
            return a / sizeA - b / sizeB;
        };
        const unsigned observedMask = (1u << sizeA) - 1;
        const long double observed = meanDifference(observedMask);
        long double mean = 0, squares = 0;
        for (long double v : c)
            mean += v;
        mean /= c.size();
        for (long double v : c)
            squares += (v - mean) * (v - mean);
        const long double sd = std::sqrt(squares / (c.size() - 1));
        QVERIFY(result->d.has_value());
        QVERIFY(std::abs(*result->d - static_cast<double>(observed / sd)) < 1e-12);
        QVERIFY(std::abs(result->meanX - result->meanY - static_cast<double>(observed)) < 1e-13);

        std::size_t partitions = 0, atLeast = 0;
        for (unsigned mask = 0; mask < (1u << c.size()); ++mask) {
            if (std::popcount(mask) != sizeA)
                continue;
            ++partitions;
            atLeast += meanDifference(mask) >= observed - 1e-12L;
        }
        QCOMPARE(result->permutations, partitions);
        QCOMPARE(result->countUpper, atLeast);
        QCOMPARE(result->p, double(atLeast) / double(partitions));
    }

    void scaleOfTheTargetChangesNothingButZeroIsRefused()
    {
        Rng rng(3);
        const MatrixD A = randomRows(5, 6, rng, 0), B = randomRows(5, 6, rng, 0);
        const Eigen::RowVectorXd w = randomRows(1, 6, rng, 0).row(0);
        auto one = scWeatTest(w, A, B, {}, 1), scaled = scWeatTest(7.5 * w, A, B, {}, 1);
        QVERIFY(std::abs(*one->d - *scaled->d) < 1e-12);
        QCOMPARE(one->p, scaled->p);
        auto zero = scWeatTest(Eigen::RowVectorXd::Zero(6), A, B, {}, 1);
        QVERIFY(!zero.ok());
        QVERIFY(!scWeatTest(w, MatrixD(0, 6), B, {}, 1).ok());
    }

    void modelLevelRunLooksUpWhitensAndNamesMissingWords()
    {
        Rng rng(9);
        const std::vector<std::string> words = {"doctor", "nurse", "he", "him", "man", "she", "her", "woman",
                                                "x1",     "x2",    "x3", "x4",  "x5",  "x6",  "x7",  "x8"};
        MatrixF vectors(static_cast<Eigen::Index>(words.size()), 5);
        for (Eigen::Index i = 0; i < vectors.rows(); ++i)
            for (Eigen::Index j = 0; j < 5; ++j)
                vectors(i, j) = static_cast<float>(1 + rng.uniform());
        const EmbeddingSet model(Vocabulary(words), vectors);
        auto stats = estimateWhitening(vectors);
        auto whitener = Whitener::create(stats.value(), 1e-3);
        AnalysisParams params;
        ScWeatRequest request{
            {"doctor", "nurse", "unicorn"}, "male", "female", {"he", "him", "man", "zzz"}, {"she", "her", "woman"}};
        auto result = runScWeat(model, "toy", request, whitener.value(), params);
        QVERIFY(result.ok());
        QCOMPARE(result->words.size(), std::size_t(2));
        QCOMPARE(result->missing, (std::vector<std::string>{"unicorn", "zzz"}));
        QCOMPARE(result->calibration, std::string("zca"));
        // The whitened statistic is the test on the whitened vectors, computed here directly.
        const MatrixD white = whitener->apply(vectors.cast<double>());
        const MatrixD A = white.middleRows(2, 3), B = white.middleRows(5, 3);
        auto direct = scWeatTest(white.row(1), A, B, params.weat, deriveSeed(params.weat.seed, "sc-weat/nurse"));
        QVERIFY(std::abs(*direct->d - *result->words[1].whitened.d) < 1e-12);
        QCOMPARE(direct->p, result->words[1].whitened.p);

        ScWeatRequest none{{"unicorn"}, "male", "female", {"he"}, {"she"}};
        auto failed = runScWeat(model, "toy", none, whitener.value(), params);
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().code, ErrorCode::EmptyWordSet);
    }
};

QTEST_APPLESS_MAIN(TestScWeat)
#include "tst_scweat.moc"
