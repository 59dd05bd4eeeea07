// Anisotropy measures against naive computations written out here.
#include "core/analysis/referencesample.h"
#include "core/base/random.h"
#include "core/stats/anisotropy.h"

#include <Eigen/Eigenvalues>
#include <QtTest>

#include <cmath>

using namespace isoscope;

namespace {

MatrixD randomRows(Eigen::Index n, Eigen::Index d, std::uint64_t seed, double offset)
{
    Rng rng(seed);
    MatrixD m(n, d);
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = 0; j < d; ++j)
            m(i, j) = rng.uniform() - 0.5 + offset;
    return m;
}

} // namespace

class TestAnisotropy : public QObject
{
    Q_OBJECT

private slots:
    void pairwiseCosineStatsMatchANaiveDoubleLoop()
    {
        const MatrixD rows = randomRows(120, 7, 1, 0.3);
        long double sum = 0;
        std::vector<double> cosines;
        for (Eigen::Index i = 0; i < rows.rows(); ++i)
            for (Eigen::Index j = i + 1; j < rows.rows(); ++j) {
                const double c = rows.row(i).dot(rows.row(j)) / (rows.row(i).norm() * rows.row(j).norm());
                cosines.push_back(c);
                sum += c;
            }
        const double mean = static_cast<double>(sum / cosines.size());
        long double squares = 0;
        for (double c : cosines)
            squares += (c - mean) * (c - mean);
        const double sd = std::sqrt(static_cast<double>(squares / cosines.size()));
        const CosineStats stats = pairwiseCosineStats(rows);
        QCOMPARE(stats.pairs, cosines.size());
        QVERIFY(std::abs(stats.mean - mean) < 1e-13);
        QVERIFY(std::abs(stats.sd - sd) < 1e-13);
    }

    void sharedOffsetMakesCosinesHighAndCentringRemovesIt()
    {
        const CosineStats skewed = pairwiseCosineStats(randomRows(400, 20, 2, 2.0));
        QVERIFY(skewed.mean > 0.9);
        const CosineStats centred = pairwiseCosineStats(randomRows(400, 20, 2, 0.0));
        QVERIFY(std::abs(centred.mean) < 0.01);
    }

    void zeroRowsAreSkippedAndCounted()
    {
        MatrixD rows = randomRows(10, 3, 3, 0.0);
        rows.row(4).setZero();
        std::size_t zeros = 0;
        const CosineStats stats = pairwiseCosineStats(rows, &zeros);
        QCOMPARE(zeros, std::size_t(1));
        QCOMPARE(stats.pairs, std::size_t(36));
        QVERIFY(std::isfinite(stats.mean) && std::isfinite(stats.sd));
        const Eigen::MatrixXd c = cosineMatrix(rows);
        QCOMPARE(c(4, 4), 0.0);
        QVERIFY(std::abs(c(0, 0) - 1.0) < 1e-15);
    }

    void explainedVarianceRatiosAreSortedAndSumToOne()
    {
        Eigen::VectorXd lambda(5);
        lambda << 8, 4, 2, 1, -1e-17; // a rounding-negative eigenvalue counts as zero
        const auto ratios = explainedVarianceRatio(lambda, 50);
        QCOMPARE(ratios.size(), std::size_t(5));
        QCOMPARE(ratios[0], 8.0 / 15);
        QCOMPARE(ratios[4], 0.0);
        QCOMPARE(explainedVarianceRatio(lambda, 2).size(), std::size_t(2));
        // Whitened: lambda / (lambda + eps), normalised.
        const auto white = whitenedExplainedVarianceRatio(lambda, 1.0, 50);
        const double total = 8.0 / 9 + 4.0 / 5 + 2.0 / 3 + 1.0 / 2;
        QVERIFY(std::abs(white[0] - (8.0 / 9) / total) < 1e-15);
        QVERIFY(std::abs(white[3] - 0.5 / total) < 1e-15);
    }

    void whitenedExplainedVarianceEqualsTheWhitenedSampleSpectrum()
    {
        // The closed form lambda / (lambda + eps) against the covariance of the whitened sample.
        MatrixF x = randomRows(3000, 12, 4, 0.0).cast<float>();
        for (Eigen::Index j = 0; j < x.cols(); ++j)
            x.col(j) *= static_cast<float>(std::pow(3.0, -static_cast<double>(j)));
        auto stats = estimateWhitening(x);
        auto w = Whitener::create(stats.value(), 1e-3);
        const MatrixD z = w->apply(x.cast<double>());
        const MatrixD centred = z.rowwise() - z.colwise().mean();
        const Eigen::MatrixXd covariance = centred.transpose() * centred / double(z.rows() - 1);
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> s(covariance);
        const Eigen::VectorXd empirical = s.eigenvalues().reverse();
        const auto closed = whitenedExplainedVarianceRatio(stats->eigenvalues, 1e-3, 50);
        for (std::size_t k = 0; k < closed.size(); ++k)
            QVERIFY(std::abs(closed[k] - empirical(Eigen::Index(k)) / empirical.sum()) < 1e-9);
    }

    void measureAnisotropyUsesASeededSampleOfTheReference()
    {
        std::vector<std::string> words;
        for (int i = 0; i < 3000; ++i)
            words.push_back("w" + std::to_string(i));
        MatrixF vectors = randomRows(3000, 10, 5, 1.0).cast<float>();
        EmbeddingSet model(Vocabulary(words), vectors);
        auto reference = selectReferenceSample(model, ReferenceSpec::parse("top:2500").value(), 1);
        auto stats = estimateWhitening(model, reference.value());
        auto w = Whitener::create(stats.value(), 1e-3);
        const AnisotropyResult a = measureAnisotropy(model, reference.value(), stats.value(), w.value(), {2000, 50, 7});
        const AnisotropyResult b = measureAnisotropy(model, reference.value(), stats.value(), w.value(), {2000, 50, 7});
        QCOMPARE(a.sample, b.sample);
        QCOMPARE(a.sample.size(), std::size_t(2000));
        QVERIFY(a.sample.back() < 2500); // from the reference sample, not the whole vocabulary
        QCOMPARE(a.raw.pairs, std::size_t(2000 * 1999 / 2));
        QVERIFY(a.raw.mean > 0.5);
        QVERIFY(std::abs(a.whitened.mean) < 0.01);
        QCOMPARE(a.explainedRaw.size(), std::size_t(10));
        QCOMPARE(a.eigenvalues.size(), std::size_t(10));
        const CosineStats direct = pairwiseCosineStats(referenceRows(model, reference.value(), a.sample));
        QCOMPARE(direct.mean, a.raw.mean);
    }
};

QTEST_APPLESS_MAIN(TestAnisotropy)
#include "tst_anisotropy.moc"
