// The dense kernels behind whitening at scale (core/rowdots.h), against sums written out here in
// long double, on sizes that leave partial register tiles and partial blocks of k; and the
// promise that the number of threads changes no bit of the result.
#include "core/random.h"
#include "core/rowdots.h"

#include <QtTest>

#include <cmath>
#include <vector>

using namespace isoscope;

namespace {

std::vector<double> randomValues(std::size_t count, std::uint64_t seed, double offset)
{
    Rng rng(seed);
    std::vector<double> values(count);
    for (auto &v : values)
        v = offset + 2 * rng.uniform() - 1;
    return values;
}

template <typename T>
long double naiveDot(const T *a, const T *b, std::size_t K)
{
    long double s = 0;
    for (std::size_t k = 0; k < K; ++k)
        s += static_cast<long double>(a[k]) * static_cast<long double>(b[k]);
    return s;
}

} // namespace

class TestRowDots : public QObject
{
    Q_OBJECT

private slots:
    void doubleSumsMatchLongDouble_data()
    {
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("K");
        QTest::addColumn<bool>("lower");
        QTest::addColumn<bool>("vector");
        QTest::addColumn<bool>("wide");
        QTest::newRow("whole tiles, one block of k") << 8 << 6 << 200 << false << true << true;
        QTest::newRow("partial tiles, k over two blocks and a tail") << 7 << 5 << 515 << false << true << true;
        QTest::newRow("lower triangle of a Gram matrix") << 13 << 13 << 300 << true << true << true;
        QTest::newRow("256-bit vectors, partial tiles") << 7 << 5 << 515 << false << true << false;
        QTest::newRow("256-bit vectors, lower") << 13 << 13 << 300 << true << true << false;
        QTest::newRow("the plain path") << 7 << 5 << 515 << false << false << false;
        QTest::newRow("the plain path, lower") << 13 << 13 << 300 << true << false << false;
    }
    void doubleSumsMatchLongDouble()
    {
        QFETCH(int, m);
        QFETCH(int, n);
        QFETCH(int, K);
        QFETCH(bool, lower);
        QFETCH(bool, vector);
        QFETCH(bool, wide);
        const std::size_t lda = static_cast<std::size_t>(K) + 3; // strides longer than a row
        const auto a = randomValues(static_cast<std::size_t>(m) * lda, 1, 0.5);
        const auto b = lower ? a : randomValues(static_cast<std::size_t>(n) * lda, 2, -0.25);
        std::vector<double> c(static_cast<std::size_t>(m * n), 1.0); // accumulates onto what is there
        accumulateRowDots(a.data(), lda, static_cast<std::size_t>(m), b.data(), lda, static_cast<std::size_t>(n),
                          static_cast<std::size_t>(K), c.data(), static_cast<std::size_t>(n), lower,
                          {.threads = 1, .allowVector = vector, .allowWide = wide});
        for (int i = 0; i < m; ++i)
            for (int j = 0; j < (lower ? i + 1 : n); ++j) {
                const long double expected = 1 + naiveDot(&a[static_cast<std::size_t>(i) * lda],
                                                          &b[static_cast<std::size_t>(j) * lda],
                                                          static_cast<std::size_t>(K));
                const double got = c[static_cast<std::size_t>(i * n + j)];
                QVERIFY2(std::abs(got - static_cast<double>(expected)) < 1e-12 * K,
                         qPrintable(QStringLiteral("(%1, %2): %3 vs %4").arg(i).arg(j).arg(got).arg(double(expected))));
            }
    }

    void floatSumsMatchLongDouble_data()
    {
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("K");
        QTest::addColumn<bool>("vector");
        QTest::addColumn<bool>("wide");
        QTest::newRow("whole tiles") << 8 << 6 << 768 << true << true;
        QTest::newRow("partial tiles and a k tail") << 9 << 70 << 101 << true << true;
        QTest::newRow("256-bit vectors") << 9 << 70 << 101 << true << false;
        QTest::newRow("the plain path") << 9 << 70 << 101 << false << false;
    }
    void floatSumsMatchLongDouble()
    {
        QFETCH(int, m);
        QFETCH(int, n);
        QFETCH(int, K);
        QFETCH(bool, vector);
        QFETCH(bool, wide);
        const auto K_ = static_cast<std::size_t>(K);
        std::vector<float> a(static_cast<std::size_t>(m) * K_), b(static_cast<std::size_t>(n) * K_);
        const auto va = randomValues(a.size(), 3, 0), vb = randomValues(b.size(), 4, 0);
        std::copy(va.begin(), va.end(), a.begin());
        std::copy(vb.begin(), vb.end(), b.begin());
        std::vector<float> c(static_cast<std::size_t>(m * n));
        rowDots(a.data(), K_, static_cast<std::size_t>(m), b.data(), K_, static_cast<std::size_t>(n), K_, c.data(),
                static_cast<std::size_t>(n), {.threads = 1, .allowVector = vector, .allowWide = wide});
        for (int i = 0; i < m; ++i)
            for (int j = 0; j < n; ++j) {
                const long double expected =
                    naiveDot(&a[static_cast<std::size_t>(i) * K_], &b[static_cast<std::size_t>(j) * K_], K_);
                // float sums of K products of size <= 1: error below K * 2^-24 in the worst case.
                QVERIFY(std::abs(c[static_cast<std::size_t>(i * n + j)] - static_cast<double>(expected))
                        < K * 6e-8);
            }
    }

    void threadsChangeNoBit()
    {
        qInfo("vector path of this CPU: %s", rowDotsPath());
        const std::size_t m = 203, n = 203, K = 777;
        const auto a = randomValues(m * K, 5, 1.5);
        std::vector<double> one(m * n, 0.0);
        accumulateRowDots(a.data(), K, m, a.data(), K, n, K, one.data(), n, true, {.threads = 1});
        std::vector<float> af(a.begin(), a.end());
        std::vector<float> oneF(m * n);
        rowDots(af.data(), K, m, af.data(), K, n, K, oneF.data(), n, {.threads = 1});
        for (int threads : {2, 3, 5}) {
            std::vector<double> many(m * n, 0.0);
            accumulateRowDots(a.data(), K, m, a.data(), K, n, K, many.data(), n, true, {.threads = threads});
            for (std::size_t i = 0; i < m; ++i)
                for (std::size_t j = 0; j <= i; ++j)
                    QCOMPARE(many[i * n + j], one[i * n + j]); // exact equality, not a tolerance
            std::vector<float> manyF(m * n);
            rowDots(af.data(), K, m, af.data(), K, n, K, manyF.data(), n, {.threads = threads});
            QVERIFY(manyF == oneF);
        }
    }
};

QTEST_APPLESS_MAIN(TestRowDots)
#include "tst_rowdots.moc"
