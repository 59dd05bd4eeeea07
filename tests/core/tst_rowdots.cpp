// The packed matrix kernels behind whitening at scale (core/linalg/rowdots.h), against sums written out
// here in long double, on sizes that leave partial register tiles and partial blocks of k, on
// every code path; and the promise that the number of threads changes no bit of the result.
#include "core/base/random.h"
#include "core/linalg/rowdots.h"

#include <QtTest>

#include <cmath>
#include <string>
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

std::vector<float> randomFloats(std::size_t count, std::uint64_t seed, double offset)
{
    const auto values = randomValues(count, seed, offset);
    return {values.begin(), values.end()};
}

} // namespace

class TestRowDots : public QObject
{
    Q_OBJECT

private slots:
    void scatterMatchesLongDouble_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("d");
        QTest::addColumn<bool>("vector");
        QTest::addColumn<bool>("wide");
        QTest::newRow("whole tiles, one block of rows") << 100 << 48 << true << true;
        QTest::newRow("partial tiles, rows over three blocks") << 300 << 29 << true << true;
        QTest::newRow("one dimension, one row") << 1 << 1 << true << true;
        QTest::newRow("256-bit vectors, partial tiles") << 300 << 29 << true << false;
        QTest::newRow("the plain path, partial tiles") << 300 << 29 << false << false;
    }
    void scatterMatchesLongDouble()
    {
        QFETCH(int, count);
        QFETCH(int, d);
        QFETCH(bool, vector);
        QFETCH(bool, wide);
        const auto n = static_cast<std::size_t>(count), dims = static_cast<std::size_t>(d);
        const std::size_t ldx = dims + 3;             // strides longer than a row
        const auto x = randomFloats(n * ldx, 1, 2.5); // an offset, as embeddings have
        const auto shift = randomValues(dims, 2, 2.5);
        std::vector<double> s(dims * dims, 1.0); // accumulates onto what is there
        accumulateScatter(x.data(), ldx, n, dims, shift.data(), s.data(), dims,
                          {.threads = 1, .allowVector = vector, .allowWide = wide});
        for (std::size_t i = 0; i < dims; ++i)
            for (std::size_t j = 0; j <= i; ++j) {
                long double expected = 1;
                for (std::size_t r = 0; r < n; ++r)
                    expected += (static_cast<long double>(x[r * ldx + i]) - shift[i])
                                * (static_cast<long double>(x[r * ldx + j]) - shift[j]);
                const double got = s[i * dims + j];
                QVERIFY2(std::abs(got - static_cast<double>(expected)) < 1e-14 * count * 16,
                         qPrintable(QStringLiteral("(%1, %2): %3 vs %4").arg(i).arg(j).arg(got).arg(double(expected))));
            }
    }

    void rowProductsMatchLongDouble_data()
    {
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("K");
        QTest::addColumn<bool>("shifted");
        QTest::addColumn<bool>("vector");
        QTest::addColumn<bool>("wide");
        QTest::newRow("whole tiles") << 112 << 64 << 256 << true << true << true;
        QTest::newRow("partial tiles, k over two blocks") << 37 << 70 << 300 << true << true << true;
        QTest::newRow("no shift, no bias") << 37 << 70 << 300 << false << true << true;
        QTest::newRow("one row, one column") << 1 << 1 << 5 << true << true << true;
        QTest::newRow("256-bit vectors") << 37 << 70 << 300 << true << true << false;
        QTest::newRow("the plain path") << 37 << 70 << 300 << true << false << false;
    }
    void rowProductsMatchLongDouble()
    {
        QFETCH(int, m);
        QFETCH(int, n);
        QFETCH(int, K);
        QFETCH(bool, shifted);
        QFETCH(bool, vector);
        QFETCH(bool, wide);
        const auto rows = static_cast<std::size_t>(m), cols = static_cast<std::size_t>(n),
                   k = static_cast<std::size_t>(K);
        const std::size_t lda = k + 5, ldc = cols + 2;
        const auto a = randomFloats(rows * lda, 3, 1.0);
        const auto shift = randomFloats(k, 4, 1.0);
        const auto bias = randomFloats(cols, 5, 0.0);
        // M column-major (k x n): element (kk, j) at kk + j k.
        const auto matrix = randomValues(k * cols, 6, 0.0);
        const RowDotsOptions options{.threads = 1, .allowVector = vector, .allowWide = wide};
        const PackedPanels packed(matrix.data(), k, cols, 1, k, options);
        QCOMPARE(packed.rows(), k);
        QCOMPARE(packed.columns(), cols);
        std::vector<float> c(rows * ldc, -7.0f);
        multiplyRows(a.data(), lda, rows, shifted ? shift.data() : nullptr, packed, shifted ? bias.data() : nullptr,
                     c.data(), ldc);
        for (std::size_t i = 0; i < rows; ++i) {
            for (std::size_t j = 0; j < cols; ++j) {
                long double expected = shifted ? bias[j] : 0.0f, magnitude = std::abs(expected);
                for (std::size_t kk = 0; kk < k; ++kk) {
                    // The kernel's operands: the shifted value and M, each rounded to float.
                    const float centred = shifted ? a[i * lda + kk] - shift[kk] : a[i * lda + kk];
                    const long double term = static_cast<long double>(centred)
                                             * static_cast<long double>(static_cast<float>(matrix[kk + j * k]));
                    expected += term;
                    magnitude += std::abs(term);
                }
                // A chain of K float multiply-adds: error below K * 2^-24 of the sum of |terms|.
                const float got = c[i * ldc + j];
                QVERIFY2(std::abs(got - static_cast<double>(expected)) <= static_cast<double>(magnitude) * k * 6e-8,
                         qPrintable(QStringLiteral("(%1, %2): %3 vs %4").arg(i).arg(j).arg(got).arg(double(expected))));
            }
            for (std::size_t j = cols; j < ldc; ++j)
                QCOMPARE(c[i * ldc + j], -7.0f); // nothing written beyond the row
        }
    }

    // Column sums: each column's floats added in row order from zero, as a plain loop does, on
    // every path and for any number of threads, bit for bit; widths around the wide path's groups
    // of 8 and 64 columns, rows with a stride longer than a row.
    void columnSumsAreThePlainLoopsBitForBit_data()
    {
        QTest::addColumn<int>("d");
        for (int d : {1, 7, 8, 63, 64, 65, 130, 768})
            QTest::newRow(qPrintable(QStringLiteral("d = %1").arg(d))) << d;
    }
    void columnSumsAreThePlainLoopsBitForBit()
    {
        QFETCH(int, d);
        const std::size_t count = 300, dims = static_cast<std::size_t>(d), ldx = dims + 3;
        const auto x = randomFloats(count * ldx, 21, 3.0);
        std::vector<double> expected(dims, 0.0);
        for (std::size_t r = 0; r < count; ++r)
            for (std::size_t j = 0; j < dims; ++j)
                expected[j] += static_cast<double>(x[r * ldx + j]);
        for (const bool vector : {true, false})
            for (const int threads : {1, 2, 3}) {
                std::vector<double> sums(dims + 1, -1.0);
                columnSums(x.data(), ldx, count, dims, sums.data(),
                           {.threads = threads, .allowVector = vector, .allowWide = vector});
                QVERIFY2(std::equal(expected.begin(), expected.end(), sums.begin()),
                         qPrintable(QStringLiteral("vector %1, %2 threads").arg(vector).arg(threads)));
                QCOMPARE(sums[dims], -1.0);
            }
    }

    void threadsChangeNoBit()
    {
        qInfo("vector path of this CPU: %s", rowDotsPath());
        const std::size_t count = 2000, d = 203, m = 401, K = 777;
        const auto x = randomFloats(count * d, 7, 1.5);
        const auto mean = randomValues(d, 8, 1.5);
        std::vector<double> one(d * d, 0.0);
        accumulateScatter(x.data(), d, count, d, mean.data(), one.data(), d, {.threads = 1});
        const auto a = randomFloats(m * K, 9, 0.5);
        const auto shift = randomFloats(K, 10, 0.5);
        const auto matrix = randomValues(K * d, 11, 0.0);
        std::vector<float> oneF(m * d);
        multiplyRows(a.data(), K, m, shift.data(), PackedPanels(matrix.data(), K, d, 1, K, {.threads = 1}), nullptr,
                     oneF.data(), d);
        for (int threads : {2, 3, 5}) {
            std::vector<double> many(d * d, 0.0);
            accumulateScatter(x.data(), d, count, d, mean.data(), many.data(), d, {.threads = threads});
            for (std::size_t i = 0; i < d; ++i)
                for (std::size_t j = 0; j <= i; ++j)
                    QCOMPARE(many[i * d + j], one[i * d + j]); // exact equality, not a tolerance
            std::vector<float> manyF(m * d);
            multiplyRows(a.data(), K, m, shift.data(), PackedPanels(matrix.data(), K, d, 1, K, {.threads = threads}),
                         nullptr, manyF.data(), d);
            QVERIFY(manyF == oneF);
        }
    }

    // A transformer's products (one chain over all of k, RowDotsOptions::sumBlock): on the vector
    // paths every element is exactly bias + (a chain of fused multiply-adds from zero, k ascending),
    // written out here with std::fma.
    void oneChainIsFusedMultiplyAddsInOrder_data()
    {
        QTest::addColumn<bool>("wide");
        QTest::newRow("AVX-512") << true;
        QTest::newRow("AVX2") << false;
    }
    void oneChainIsFusedMultiplyAddsInOrder()
    {
        QFETCH(bool, wide);
        if (std::string(rowDotsPath()) == "plain")
            QSKIP("this CPU has no vector path (the plain one is checked against long double above)");
        const std::size_t m = 29, n = 53, K = 301, lda = K + 3, ldc = n + 1;
        const auto a = randomFloats(m * lda, 21, 0.5);
        const auto bias = randomFloats(n, 22, 0.0);
        const auto matrix = randomFloats(K * n, 23, 0.0); // row-major K x n
        const RowDotsOptions options{.threads = 1, .allowVector = true, .allowWide = wide, .sumBlock = 1u << 20};
        const PackedPanels packed(matrix.data(), K, n, n, 1, options);
        std::vector<float> c(m * ldc, -7.0f);
        multiplyRows(a.data(), lda, m, nullptr, packed, bias.data(), c.data(), ldc);
        for (std::size_t i = 0; i < m; ++i)
            for (std::size_t j = 0; j < n; ++j) {
                float chain = 0.0f;
                for (std::size_t k = 0; k < K; ++k)
                    chain = std::fma(a[i * lda + k], matrix[k * n + j], chain);
                QCOMPARE(c[i * ldc + j], bias[j] + chain); // exact equality, not a tolerance
            }
    }

    // A row's result does not depend on the rows multiplied with it (alone, in any block of rows,
    // read in place or packed) nor on how the rows are shared between threads (multiplyRowsShare).
    void aRowIsTheSameWhateverRowsComeWithIt_data()
    {
        QTest::addColumn<int>("sumBlock");
        QTest::newRow("the whitening's blocks of 64") << 0;
        QTest::newRow("one chain over all of k") << (1 << 20);
    }
    void aRowIsTheSameWhateverRowsComeWithIt()
    {
        QFETCH(int, sumBlock);
        const std::size_t m = 203, n = 97, K = 333;
        const auto a = randomFloats(m * K, 31, 0.5);
        const auto bias = randomFloats(n, 32, 0.0);
        const auto matrix = randomFloats(K * n, 33, 0.0);
        const RowDotsOptions options{.threads = 1, .sumBlock = static_cast<std::size_t>(sumBlock)};
        const PackedPanels packed(matrix.data(), K, n, n, 1, options);
        std::vector<float> all(m * n);
        multiplyRows(a.data(), K, m, nullptr, packed, bias.data(), all.data(), n);
        for (std::size_t i = 0; i < m; i += 17) {
            std::vector<float> alone(n);
            multiplyRows(a.data() + i * K, K, 1, nullptr, packed, bias.data(), alone.data(), n);
            QVERIFY2(std::equal(alone.begin(), alone.end(), all.begin() + static_cast<std::ptrdiff_t>(i * n)),
                     qPrintable(QStringLiteral("row %1").arg(i)));
        }
        const std::size_t from = 5, count = 70; // rows 5..74: other blocks, other strips
        std::vector<float> some(count * n);
        multiplyRows(a.data() + from * K, K, count, nullptr, packed, bias.data(), some.data(), n);
        QVERIFY(std::equal(some.begin(), some.end(), all.begin() + static_cast<std::ptrdiff_t>(from * n)));
        for (const std::size_t shares : {2u, 3u}) {
            std::vector<float> shared(m * n, -7.0f);
            for (std::size_t share = 0; share < shares; ++share)
                multiplyRowsShare(a.data(), K, m, nullptr, packed, bias.data(), shared.data(), n, share, shares);
            QVERIFY(shared == all);
        }
    }
};

QTEST_APPLESS_MAIN(TestRowDots)
#include "tst_rowdots.moc"
