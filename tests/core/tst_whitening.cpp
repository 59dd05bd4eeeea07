// ZCA whitening checked against what defines it: W is the symmetric positive-definite inverse
// square root of (Sigma + eps I), and the whitened reference sample has identity covariance as
// eps -> 0. Sigma is recomputed here naively, in long double, independently of core.
#include "core/analysis/referencesample.h"
#include "core/base/random.h"
#include "core/linalg/whitening.h"

#include <Eigen/Dense>
#include <Eigen/Eigenvalues>
#include <QTemporaryDir>
#include <QtTest>

#include <array>
#include <atomic>
#include <cmath>
#include <fstream>
#include <memory>
#include <optional>
#include <set>

using namespace isoscope;

namespace {

// n x d anisotropic data: a shared offset (the "common direction" of real embeddings) plus
// correlated Gaussian noise with a spread of variances over three orders of magnitude.
// Rows handed out from memory through the interface of a cache, counting the reads; from read
// number failAt on, it fails as a damaged file does.
class CountingStore : public RowStore
{
public:
    CountingStore(MatrixF vectors, int failAt = -1) : m_vectors(std::move(vectors)), m_failAt(failAt) {}
    std::size_t rows() const override { return static_cast<std::size_t>(m_vectors.rows()); }
    std::size_t dims() const override { return static_cast<std::size_t>(m_vectors.cols()); }
    void read(const std::vector<std::size_t> &rows, float *out) const override
    {
        if (const int done = reads.fetch_add(1); m_failAt >= 0 && done >= m_failAt)
            throw StorageError("chunk 3 of /vectors fails its checksum");
        for (std::size_t i = 0; i < rows.size(); ++i)
            Eigen::Map<Eigen::RowVectorXf>(out + i * dims(), m_vectors.cols()) =
                m_vectors.row(static_cast<Eigen::Index>(rows[i]));
    }
    mutable std::atomic<int> reads{0};

private:
    MatrixF m_vectors;
    int m_failAt;
};

MatrixF anisotropicData(Eigen::Index n, Eigen::Index d, std::uint64_t seed)
{
    Rng rng(seed);
    const auto gaussian = [&rng]() {
        const double u1 = rng.uniform() + 1e-300, u2 = rng.uniform();
        return std::sqrt(-2 * std::log(u1)) * std::cos(2 * M_PI * u2);
    };
    Eigen::MatrixXd mix(d, d);
    for (Eigen::Index i = 0; i < d; ++i)
        for (Eigen::Index j = 0; j < d; ++j)
            mix(i, j) = gaussian() * std::pow(10.0, -3.0 * static_cast<double>(j) / static_cast<double>(d));
    Eigen::VectorXd offset(d);
    for (Eigen::Index j = 0; j < d; ++j)
        offset(j) = 2 + gaussian();
    MatrixF x(n, d);
    Eigen::VectorXd z(d);
    for (Eigen::Index i = 0; i < n; ++i) {
        for (Eigen::Index j = 0; j < d; ++j)
            z(j) = gaussian();
        x.row(i) = (mix * z + offset).cast<float>().transpose();
    }
    return x;
}

struct NaiveMoments {
    Eigen::VectorXd mean;
    Eigen::MatrixXd covariance;
};

NaiveMoments naiveMoments(const MatrixF &x)
{
    const Eigen::Index n = x.rows(), d = x.cols();
    std::vector<long double> mean(static_cast<std::size_t>(d), 0);
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = 0; j < d; ++j)
            mean[static_cast<std::size_t>(j)] += x(i, j);
    for (auto &m : mean)
        m /= n;
    NaiveMoments r{Eigen::VectorXd(d), Eigen::MatrixXd(d, d)};
    for (Eigen::Index a = 0; a < d; ++a) {
        r.mean(a) = static_cast<double>(mean[static_cast<std::size_t>(a)]);
        for (Eigen::Index b = 0; b <= a; ++b) {
            long double s = 0;
            for (Eigen::Index i = 0; i < n; ++i)
                s += (x(i, a) - mean[static_cast<std::size_t>(a)]) * (x(i, b) - mean[static_cast<std::size_t>(b)]);
            r.covariance(a, b) = r.covariance(b, a) = static_cast<double>(s / (n - 1));
        }
    }
    return r;
}

double maxAbs(const Eigen::MatrixXd &m)
{
    return m.cwiseAbs().maxCoeff();
}

// W = U (Lambda + eps I)^(-1/2) U^T from a covariance taken and decomposed in long double (64-bit
// mantissa, 2,048 times finer than a double's): the reference the double computation is held to.
Eigen::MatrixXd longDoubleWhitening(const MatrixF &x, double epsilon)
{
    using MatrixL = Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic>;
    const Eigen::Index n = x.rows(), d = x.cols();
    const MatrixL xl = x.cast<long double>();
    const Eigen::Matrix<long double, 1, Eigen::Dynamic> mean = xl.colwise().sum() / static_cast<long double>(n);
    const MatrixL centred = xl.rowwise() - mean;
    const MatrixL covariance = (centred.transpose() * centred) / static_cast<long double>(n - 1);
    Eigen::SelfAdjointEigenSolver<MatrixL> eigen(covariance);
    Eigen::Matrix<long double, Eigen::Dynamic, 1> scale(d);
    for (Eigen::Index k = 0; k < d; ++k)
        scale(k) = 1.0L / std::sqrt(std::max(eigen.eigenvalues()(k), 0.0L) + static_cast<long double>(epsilon));
    return (eigen.eigenvectors() * scale.asDiagonal() * eigen.eigenvectors().transpose()).cast<double>();
}

// The same W from double statistics, without Whitener's checks (infinite where lambda + eps <= 0).
Eigen::MatrixXd doubleWhitening(const WhiteningStats &stats, double epsilon)
{
    const Eigen::VectorXd scale = (stats.eigenvalues.array() + epsilon).rsqrt();
    return stats.eigenvectors * scale.asDiagonal() * stats.eigenvectors.transpose();
}

double relativeDifference(const Eigen::MatrixXd &a, const Eigen::MatrixXd &reference)
{
    return (a - reference).norm() / reference.norm();
}

} // namespace

class TestWhitening : public QObject
{
    Q_OBJECT

private slots:
    void meanAndCovarianceMatchANaiveComputation_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("dims");
        QTest::newRow("fewer rows than one chunk") << 500 << 12;
        QTest::newRow("several chunks with a partial last one") << 9000 << 20;
    }
    void meanAndCovarianceMatchANaiveComputation()
    {
        QFETCH(int, rows);
        QFETCH(int, dims);
        const MatrixF x = anisotropicData(rows, dims, 3);
        auto stats = estimateWhitening(x);
        QVERIFY(stats.ok());
        const NaiveMoments naive = naiveMoments(x);
        QVERIFY(maxAbs(stats->mean - naive.mean) < 1e-12 * naive.mean.cwiseAbs().maxCoeff());
        const Eigen::MatrixXd rebuilt =
            stats->eigenvectors * stats->eigenvalues.asDiagonal() * stats->eigenvectors.transpose();
        QVERIFY(maxAbs(rebuilt - naive.covariance) < 1e-10 * maxAbs(naive.covariance));
        QCOMPARE(stats->sampleSize, std::size_t(rows));
        for (Eigen::Index k = 1; k < stats->eigenvalues.size(); ++k)
            QVERIFY(stats->eigenvalues(k - 1) >= stats->eigenvalues(k)); // largest first
    }

    void whiteningMatrixIsTheSymmetricInverseSquareRoot_data()
    {
        QTest::addColumn<double>("epsilon");
        QTest::newRow("the paper's epsilon 1e-3") << 1e-3;
        QTest::newRow("a large epsilon 0.5") << 0.5;
        QTest::newRow("epsilon zero on a full-rank sample") << 0.0;
    }
    void whiteningMatrixIsTheSymmetricInverseSquareRoot()
    {
        QFETCH(double, epsilon);
        const MatrixF x = anisotropicData(3000, 16, 5);
        auto stats = estimateWhitening(x);
        QVERIFY(stats.ok());
        auto w = Whitener::create(stats.value(), epsilon);
        QVERIFY(w.ok());
        const Eigen::MatrixXd &W = w->matrix();
        QCOMPARE(W, Eigen::MatrixXd(W.transpose())); // symmetric to the last bit
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> spectrum(W);
        QVERIFY(spectrum.eigenvalues().minCoeff() > 0); // positive definite
        const NaiveMoments naive = naiveMoments(x);
        const Eigen::MatrixXd shifted =
            naive.covariance + epsilon * Eigen::MatrixXd::Identity(naive.covariance.rows(), naive.covariance.cols());
        const Eigen::MatrixXd identity = W * shifted * W;
        QVERIFY2(maxAbs(identity - Eigen::MatrixXd::Identity(16, 16)) < 1e-8,
                 qPrintable(QString::number(maxAbs(identity - Eigen::MatrixXd::Identity(16, 16)))));
    }

    void whitenedSampleHasIdentityCovarianceAsEpsilonVanishes()
    {
        const MatrixF x = anisotropicData(4000, 24, 9);
        auto stats = estimateWhitening(x);
        QVERIFY(stats.ok());
        auto w = Whitener::create(stats.value(), 1e-12);
        QVERIFY(w.ok());
        const MatrixD z = w->apply(x.cast<double>());
        const Eigen::VectorXd mean = z.colwise().mean();
        QVERIFY(mean.cwiseAbs().maxCoeff() < 1e-9);
        const MatrixD centred = z.rowwise() - mean.transpose();
        const Eigen::MatrixXd covariance = (centred.transpose() * centred) / double(z.rows() - 1);
        QVERIFY2(maxAbs(covariance - Eigen::MatrixXd::Identity(24, 24)) < 1e-6,
                 qPrintable(QString::number(maxAbs(covariance - Eigen::MatrixXd::Identity(24, 24)))));
        // With the paper's epsilon the whitened variances are lambda / (lambda + eps) <= 1.
        auto paper = Whitener::create(stats.value(), 1e-3);
        const MatrixD zp = paper->apply(x.cast<double>());
        const MatrixD cp = zp.rowwise() - zp.colwise().mean();
        const Eigen::MatrixXd covP = (cp.transpose() * cp) / double(zp.rows() - 1);
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> s(covP);
        for (Eigen::Index k = 0; k < 24; ++k) {
            const double lambda = stats->eigenvalues(23 - k);
            QVERIFY(std::abs(s.eigenvalues()(k) - lambda / (lambda + 1e-3)) < 1e-8);
        }
    }

    void applyIsWTimesCentredVector()
    {
        const MatrixF x = anisotropicData(300, 6, 2);
        auto stats = estimateWhitening(x);
        auto w = Whitener::create(stats.value(), 1e-3);
        const MatrixD one = x.topRows(1).cast<double>();
        const Eigen::VectorXd expected = w->matrix() * (one.row(0).transpose() - stats->mean);
        const MatrixD z = w->apply(one);
        QVERIFY((z.row(0).transpose() - expected).cwiseAbs().maxCoeff() < 1e-12);
    }

    // The float32 path for many rows (applyFloat) against the double product, on the wide
    // anisotropic data of a contextual model (offset 2 per dimension, variances over six orders of
    // magnitude). Rounding the centred vector to float32 (relative error 6e-8) is amplified by
    // up to 1 / sqrt(lambda_min + eps) in the smallest directions, so the stated tolerance depends
    // on epsilon: at the paper's 1e-3 every whitened row is within 2e-5 of its norm and every
    // cosine within 1e-5; at 1e-6 within 2e-4 and 1e-4. Analyses whiten their words in double
    // (Whitener::apply); the float path is for bulk whitening.
    void floatApplyMatchesDoubleWithinTheStatedTolerance_data()
    {
        QTest::addColumn<double>("epsilon");
        QTest::addColumn<double>("rowTolerance");
        QTest::addColumn<double>("cosineTolerance");
        QTest::newRow("the paper's epsilon 1e-3") << 1e-3 << 2e-5 << 1e-5;
        QTest::newRow("epsilon 1e-6, a gain of 1000 on the smallest directions") << 1e-6 << 2e-4 << 1e-4;
    }
    void floatApplyMatchesDoubleWithinTheStatedTolerance()
    {
        QFETCH(double, epsilon);
        QFETCH(double, rowTolerance);
        QFETCH(double, cosineTolerance);
        const MatrixF x = anisotropicData(5000, 96, 11);
        auto stats = estimateWhitening(x);
        QVERIFY(stats.ok());
        auto w = Whitener::create(stats.value(), epsilon);
        QVERIFY(w.ok());
        const MatrixF z = w->applyFloat(x);
        const MatrixD exact = w->apply(x.cast<double>());
        QCOMPARE(z.rows(), exact.rows());
        double worstRow = 0, worstCosine = 0;
        for (Eigen::Index i = 0; i < z.rows(); ++i) {
            worstRow = std::max(worstRow, (z.row(i).cast<double>() - exact.row(i)).norm() / exact.row(i).norm());
            const Eigen::Index j = (i * 7919 + 13) % z.rows();
            const double c32 = z.row(i).cast<double>().normalized().dot(z.row(j).cast<double>().normalized());
            const double c64 = exact.row(i).normalized().dot(exact.row(j).normalized());
            worstCosine = std::max(worstCosine, std::abs(c32 - c64));
        }
        qInfo("float32 whitening: max row error %.2g of the norm, max cosine error %.2g", worstRow, worstCosine);
        QVERIFY(worstRow < rowTolerance);
        QVERIFY(worstCosine < cosineTolerance);
    }

    void floatApplyReportsProgressAndCancels()
    {
        const MatrixF x = anisotropicData(9000, 8, 2);
        auto stats = estimateWhitening(x);
        auto w = Whitener::create(stats.value(), 1e-3);
        std::vector<std::size_t> seen;
        const MatrixF z = w->applyFloat(x, [&](std::size_t done, std::size_t total) {
            seen.push_back(done);
            return total == 9000;
        });
        QCOMPARE(z.rows(), Eigen::Index(9000));
        QCOMPARE(seen, (std::vector<std::size_t>{4096, 8192, 9000}));
        const MatrixF cancelled = w->applyFloat(x, [](std::size_t, std::size_t) { return false; });
        QCOMPARE(cancelled.rows(), Eigen::Index(0));
    }

    void streamedFitIsTheFitInMemoryBitForBit()
    {
        // The fit over rows of a model that are read chunk by chunk (the next chunk while the
        // current one is summed) is the fit over the same rows in memory, to the last bit, and
        // a failed read or a cancel ends it with an error.
        const MatrixF all = anisotropicData(30000, 24, 11);
        std::vector<std::string> words;
        for (int i = 0; i < all.rows(); ++i)
            words.push_back("w" + std::to_string(i));
        std::vector<std::size_t> rows = sampleWithoutReplacement(30000, 17000, 5); // 5 chunks, in random order
        MatrixF sample(static_cast<Eigen::Index>(rows.size()), all.cols());
        for (std::size_t i = 0; i < rows.size(); ++i)
            sample.row(static_cast<Eigen::Index>(i)) = all.row(static_cast<Eigen::Index>(rows[i]));
        const auto inMemory = estimateWhitening(sample);
        QVERIFY(inMemory.ok());

        const auto store = std::make_shared<CountingStore>(all);
        const EmbeddingSet model(Vocabulary(words), store);
        const auto streamed = estimateWhitening(model, rows);
        QVERIFY(streamed.ok());
        QCOMPARE(store->reads.load(), 5); // each chunk read once
        QVERIFY(streamed->mean == inMemory->mean);
        QVERIFY(streamed->eigenvalues == inMemory->eigenvalues);
        QVERIFY(streamed->eigenvectors == inMemory->eigenvectors);

        const auto failing = std::make_shared<CountingStore>(all, 2);
        const auto failed = estimateWhitening(EmbeddingSet(Vocabulary(words), failing), rows);
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().code, ErrorCode::FileUnreadable);
        QVERIFY(failed.error().detail.find("checksum") != std::string::npos);

        const auto cancelled =
            estimateWhitening(model, rows, [](std::size_t done, std::size_t) { return done < 8000; });
        QCOMPARE(cancelled.error().code, ErrorCode::Cancelled);
    }

    void singularSampleIsFlaggedAndNeedsEpsilon()
    {
        const MatrixF x = anisotropicData(8, 10, 1); // n <= d
        auto stats = estimateWhitening(x);
        QVERIFY(stats.ok());
        QVERIFY(stats->singular());
        auto zero = Whitener::create(stats.value(), 0.0);
        QVERIFY(!zero.ok());
        QCOMPARE(zero.error().code, ErrorCode::SingularCovariance);
        auto regularised = Whitener::create(stats.value(), 1e-3);
        QVERIFY(regularised.ok());
        QVERIFY(regularised->matrix().allFinite());
        QCOMPARE(Whitener::create(stats.value(), -1.0).error().code, ErrorCode::InvalidArgument);
        QCOMPARE(estimateWhitening(x.topRows(1)).error().code, ErrorCode::InvalidArgument);
    }

    // One row of extreme values (1e8 times the others) makes the covariance's small eigenvalues
    // rounding noise in double: W then differs from the long-double W by more than the numbers it
    // produces can stand, and Whitener refuses it, saying why, instead of returning it. A milder
    // outlier (1e3) and a GPT-2-like spectrum (one dimension 3,000 times the others) pass, and
    // their W is the long-double one to 1e-6: the check is not stricter than it needs to be.
    void whiteningThatWouldLoseItsDigitsIsRefused()
    {
        constexpr double epsilon = 1e-3;
        const MatrixF clean = anisotropicData(2000, 50, 3);
        // The statistics (from double) and how far their W is from the long-double W.
        const auto check = [&](const MatrixF &x) -> std::optional<std::pair<WhiteningStats, double>> {
            auto stats = estimateWhitening(x);
            if (!stats)
                return std::nullopt;
            return std::make_pair(stats.value(), relativeDifference(doubleWhitening(stats.value(), epsilon),
                                                                    longDoubleWhitening(x, epsilon)));
        };
        MatrixF mild = clean;
        mild.row(17) *= 1e3f;
        MatrixF gpt2Like = clean;
        gpt2Like.col(5) *= 3000.0f;
        for (const MatrixF *x : std::array<const MatrixF *, 3>{&clean, &mild, &gpt2Like}) {
            const auto checked = check(*x);
            QVERIFY(checked);
            const auto &[stats, difference] = *checked;
            QVERIFY2(difference < 1e-6, std::to_string(difference).c_str());
            QVERIFY(!whiteningPrecisionProblem(stats, epsilon));
            QVERIFY(Whitener::create(stats, epsilon).ok());
        }
        for (const float factor : {1e8f, 1e10f}) {
            MatrixF extreme = clean;
            extreme.row(17) *= factor;
            const auto checked = check(extreme);
            QVERIFY(checked);
            const auto &[stats, difference] = *checked;
            QVERIFY2(!(difference < 1e-2), std::to_string(difference).c_str()); // W would be wrong
            const auto problem = whiteningPrecisionProblem(stats, epsilon);
            QVERIFY(problem);
            const auto refused = Whitener::create(stats, epsilon);
            QVERIFY(!refused.ok());
            QCOMPARE(refused.error().code, ErrorCode::SingularCovariance);
            QCOMPARE(refused.error().detail, *problem); // not "choose epsilon > 0": epsilon is fine
            QVERIFY(problem->find("would lose the digits") != std::string::npos);
            for (const auto kind : {CalibrationKind::Center, CalibrationKind::AllButTheTop}) {
                CalibrationSpec other;
                other.kind = kind;
                QVERIFY(Whitener::create(stats, epsilon, other).ok()); // they do not divide by eigenvalues
            }

            // The row to blame: its model row and its distance, far beyond the median.
            std::vector<std::string> words;
            for (int i = 0; i < extreme.rows(); ++i)
                words.push_back("w" + std::to_string(i));
            const EmbeddingSet model(Vocabulary(words), extreme);
            ReferenceSample rows;
            for (std::size_t i = 0; i < 2000; ++i)
                rows.rows.push_back(i);
            const auto far = farthestRow(model, rows, stats.mean);
            QVERIFY(far.ok());
            QCOMPARE(far->position, std::size_t(17));
            QCOMPARE(far->modelRow, std::optional<std::size_t>(17));
            QVERIFY(far->distance > 100 * far->medianDistance); // the mean itself is pulled towards it
            ReferenceSample vectors;
            vectors.external = extreme;
            const auto farVector = farthestRow(model, vectors, stats.mean);
            QVERIFY(farVector.ok());
            QCOMPARE(farVector->position, std::size_t(17));
            QVERIFY(!farVector->modelRow);
        }
    }

    void progressCountsRowsOfTheSinglePassAndCancels()
    {
        const MatrixF x = anisotropicData(5000, 4, 1);
        std::size_t last = 0, total = 0;
        auto ok = estimateWhitening(x, [&](std::size_t done, std::size_t all) {
            last = done;
            total = all;
            return true;
        });
        QVERIFY(ok.ok());
        QCOMPARE(total, std::size_t(5000));
        QCOMPARE(last, total);
        auto cancelled = estimateWhitening(x, [](std::size_t done, std::size_t) { return done < 3000; });
        QCOMPARE(cancelled.error().code, ErrorCode::Cancelled);
    }

    void referenceSpecsParseAndPrint_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("top N") << "top:100000" << true;
        QTest::newRow("random N") << "random:5000" << true;
        QTest::newRow("random N with a seed") << "random:5000:7" << true;
        QTest::newRow("a word list") << "words:/tmp/list.txt" << true;
        QTest::newRow("separate vectors") << "vectors:/tmp/sentences.txt" << true;
        QTest::newRow("no N") << "top" << false;
        QTest::newRow("N of one") << "top:1" << false;
        QTest::newRow("a negative N") << "top:-5" << false;
        QTest::newRow("a seed on top") << "top:10:3" << false;
        QTest::newRow("an unknown kind") << "best:10" << false;
        QTest::newRow("words without a file") << "words:" << false;
        QTest::newRow("a seed that is not a number") << "random:10:x" << false;
    }
    void referenceSpecsParseAndPrint()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        auto spec = ReferenceSpec::parse(text.toStdString());
        QCOMPARE(spec.ok(), valid);
        if (valid)
            QCOMPARE(QString::fromStdString(spec->toString()), text);
        else
            QVERIFY(spec.error().detail.find(text.toStdString()) != std::string::npos);
    }

    void samplingWithoutReplacementIsUniformAndReproducible()
    {
        const auto a = sampleWithoutReplacement(1000, 100, 5);
        QCOMPARE(a, sampleWithoutReplacement(1000, 100, 5));
        QVERIFY(a != sampleWithoutReplacement(1000, 100, 6));
        QCOMPARE(a.size(), std::size_t(100));
        QVERIFY(std::is_sorted(a.begin(), a.end()));
        QCOMPARE(std::set<std::size_t>(a.begin(), a.end()).size(), std::size_t(100));
        QCOMPARE(sampleWithoutReplacement(5, 10, 1), (std::vector<std::size_t>{0, 1, 2, 3, 4}));
        // Each of 10 items is drawn with probability 3/10: over 20,000 draws of 3, counts are
        // binomial(20000, 0.3), SD about 65; allow 5 SD.
        std::vector<int> counts(10, 0);
        for (std::uint64_t seed = 0; seed < 20000; ++seed)
            for (std::size_t i : sampleWithoutReplacement(10, 3, seed))
                ++counts[i];
        for (int c : counts)
            QVERIFY2(std::abs(c - 6000) < 5 * 65, qPrintable(QString::number(c)));
    }

    void referenceSamplesFollowTheirSpec()
    {
        Vocabulary vocabulary(std::vector<std::string>{"the", "of", "and", "Paris", "to"});
        MatrixF vectors = anisotropicData(5, 3, 1);
        EmbeddingSet model(vocabulary, vectors);
        QVERIFY(!model.isUncased());

        auto top = selectReferenceSample(model, ReferenceSpec::parse("top:3").value(), 1);
        QCOMPARE(top->rows, (std::vector<std::size_t>{0, 1, 2}));
        auto all = selectReferenceSample(model, ReferenceSpec::parse("top:100000").value(), 1);
        QCOMPARE(all->size(), std::size_t(5)); // all of a smaller file
        auto random = selectReferenceSample(model, ReferenceSpec::parse("random:3:9").value(), 1);
        QCOMPARE(random->rows, sampleWithoutReplacement(5, 3, 9));

        QTemporaryDir dir;
        const std::string list = (dir.path() + QStringLiteral("/words.txt")).toStdString();
        std::ofstream(list) << "# reference words\nParis\r\nparis\nthe\n\n  and \nthe\n";
        auto words = selectReferenceSample(model, ReferenceSpec::parse("words:" + list).value(), 1);
        QVERIFY(words.ok());
        QCOMPARE(words->rows, (std::vector<std::size_t>{3, 0, 2}));
        QCOMPARE(words->missingWords, (std::vector<std::string>{"paris"})); // a cased model
        QCOMPARE(words->requested, std::size_t(5));

        const std::string empty = (dir.path() + QStringLiteral("/empty.txt")).toStdString();
        std::ofstream(empty) << "# nothing\n";
        QCOMPARE(selectReferenceSample(model, ReferenceSpec::parse("words:" + empty).value(), 1).error().code,
                 ErrorCode::EmptyFile);
        QCOMPARE(selectReferenceSample(model, ReferenceSpec::parse("words:/no/such/file").value(), 1).error().code,
                 ErrorCode::FileNotFound);
        auto one = selectReferenceSample(model, ReferenceSpec::parse("top:2").value(), 1);
        QVERIFY(one.ok());

        // Separate reference vectors (sentence vectors of a contextualized model): every row is
        // used, and the statistics come from them, not from the model's words.
        const std::string sentences = (dir.path() + QStringLiteral("/sentences.txt")).toStdString();
        std::ofstream(sentences) << "4 3\ns1 1 0 0\ns2 0 2 0\ns3 0 0 3\ns4 1 1 1\n";
        auto external = selectReferenceSample(model, ReferenceSpec::parse("vectors:" + sentences).value(), 1);
        QVERIFY(external.ok());
        QVERIFY(external->usesExternal());
        QCOMPARE(external->size(), std::size_t(4));
        auto stats = estimateWhitening(model, external.value());
        QVERIFY(stats.ok());
        QCOMPARE(stats->mean, Eigen::Vector3d(0.5, 0.75, 1.0).eval());
        const std::string wide = (dir.path() + QStringLiteral("/wide.txt")).toStdString();
        std::ofstream(wide) << "2 4\ns1 1 0 0 1\ns2 0 2 0 1\n";
        auto mismatch = selectReferenceSample(model, ReferenceSpec::parse("vectors:" + wide).value(), 1);
        QCOMPARE(mismatch.error().code, ErrorCode::DimensionMismatch);
    }
};

QTEST_APPLESS_MAIN(TestWhitening)
#include "tst_whitening.moc"
