// The comparison calibrations beside ZCA (mean-centring, all-but-the-top, PCA whitening) against
// independent computations: numpy's values on a toy set, the identities that define them, and the
// exact relation between PCA and ZCA whitening (z_zca = U z_pca, so every cosine and every WEAT
// number is the same).
#include "core/base/random.h"
#include "core/linalg/whitening.h"
#include "core/stats/weat.h"

#include <Eigen/Eigenvalues>
#include <QtTest>

#include <cmath>

using namespace isoscope;

namespace {

// Five vectors of three dimensions; the expected values below were computed with numpy 1.24.2
// (/usr/bin/python3): mu = X.mean(0); Xc = X - mu; lam, U = np.linalg.eigh(np.cov(X, rowvar=False));
// u = U[:, -1:]; abtt = Xc - Xc @ u @ u.T.
MatrixF toy()
{
    MatrixF x(5, 3);
    x << 1.0f, 2.0f, 0.5f, 2.0f, 0.0f, 1.5f, 0.5f, 1.0f, -1.0f, 3.0f, 2.5f, 0.0f, 1.5f, -0.5f, 2.0f;
    return x;
}

const double kToyCentred[5][3] = {
    {-0.6, 1.0, -0.1}, {0.4, -1.0, 0.9}, {-1.1, 0.0, -1.6}, {1.4, 1.5, -0.6}, {-0.1, -1.5, 1.4}};
const double kToyAbtt1[5][3] = {{-0.6160527601339183, 0.4054608211197631, 0.4333973484292014},
                                {0.4268660270790734, -0.00497449995424104, 0.00730195385364119},
                                {-1.1210209117630754, -0.7785424758528616, -0.9015220745560425},
                                {1.3689551982069215, 0.35020701657668885, 0.4315493921789745},
                                {-0.05874755338900155, 0.02784913811065071, 0.02927338009422553}};
const double kToyEigenvalues[3] = {2.5305985797018566, 1.1992282758784003, 0.24517314441974264};

MatrixF anisotropic(Eigen::Index n, Eigen::Index d, std::uint64_t seed)
{
    Rng rng(seed);
    const auto gaussian = [&rng]() {
        const double u1 = rng.uniform() + 1e-300, u2 = rng.uniform();
        return std::sqrt(-2 * std::log(u1)) * std::cos(2 * M_PI * u2);
    };
    MatrixF x(n, d);
    for (Eigen::Index i = 0; i < n; ++i) {
        const double common = 3 + gaussian();
        for (Eigen::Index j = 0; j < d; ++j)
            x(i, j) = static_cast<float>(common * (1 + 0.1 * static_cast<double>(j))
                                         + gaussian() / (1.0 + static_cast<double>(j)));
    }
    return x;
}

Whitener make(const WhiteningStats &stats, std::string_view calibration, double epsilon = 1e-3)
{
    auto spec = CalibrationSpec::parse(calibration);
    if (!spec)
        qFatal("%s", spec.error().detail.c_str());
    auto w = Whitener::create(stats, epsilon, spec.value());
    if (!w)
        qFatal("%s", w.error().detail.c_str());
    return std::move(w).value();
}

double cosine(const MatrixD &z, Eigen::Index i, Eigen::Index j)
{
    return z.row(i).dot(z.row(j)) / (z.row(i).norm() * z.row(j).norm());
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private slots:
    void specsParseAndPrint_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("printed"); // empty: an error
        QTest::newRow("zca") << "zca"
                             << "zca";
        QTest::newRow("center") << "center"
                                << "center";
        QTest::newRow("british centre") << "centre"
                                        << "center";
        QTest::newRow("abtt default D") << "abtt"
                                        << "abtt";
        QTest::newRow("abtt:2") << "abtt:2"
                                << "abtt:2";
        QTest::newRow("abtt:0") << "abtt:0"
                                << "abtt:0";
        QTest::newRow("pca") << "pca"
                             << "pca";
        QTest::newRow("unknown") << "spherical"
                                 << "";
        QTest::newRow("abtt:x") << "abtt:x"
                                << "";
        QTest::newRow("pca:3") << "pca:3"
                               << "";
    }
    void specsParseAndPrint()
    {
        QFETCH(QString, text);
        QFETCH(QString, printed);
        const auto spec = CalibrationSpec::parse(text.toStdString());
        QCOMPARE(spec.ok(), !printed.isEmpty());
        if (spec.ok())
            QCOMPARE(QString::fromStdString(spec->toString()), printed);
        else
            QVERIFY(spec.error().detail.find(text.toStdString()) != std::string::npos);
    }

    void defaultDIsTheRuleOfThumb()
    {
        QCOMPARE(defaultTopComponents(50), std::size_t(1));
        QCOMPARE(defaultTopComponents(100), std::size_t(1));
        QCOMPARE(defaultTopComponents(300), std::size_t(3));
        QCOMPARE(defaultTopComponents(768), std::size_t(8));
        QCOMPARE(defaultTopComponents(1024), std::size_t(10));
    }

    void centringAndAllButTheTopMatchNumpyOnAToySet()
    {
        auto stats = estimateWhitening(toy());
        QVERIFY(stats.ok());
        for (int k = 0; k < 3; ++k)
            QVERIFY(std::abs(stats->eigenvalues(k) - kToyEigenvalues[k]) < 1e-12);
        const MatrixD x = toy().cast<double>();
        const MatrixD centred = make(stats.value(), "center").apply(x);
        const MatrixD abtt = make(stats.value(), "abtt:1").apply(x);
        for (int i = 0; i < 5; ++i)
            for (int j = 0; j < 3; ++j) {
                QVERIFY(std::abs(centred(i, j) - kToyCentred[i][j]) < 1e-12);
                QVERIFY(std::abs(abtt(i, j) - kToyAbtt1[i][j]) < 1e-12);
            }
    }

    void allButTheTopWithNoComponentEqualsCentring()
    {
        const MatrixF x = anisotropic(400, 12, 1);
        auto stats = estimateWhitening(x);
        QVERIFY(stats.ok());
        const MatrixD none = make(stats.value(), "abtt:0").apply(x.cast<double>());
        const MatrixD centred = make(stats.value(), "center").apply(x.cast<double>());
        QCOMPARE(none, centred); // I - U_0 U_0^T is the identity: the same bits
        QVERIFY((centred - (x.cast<double>().rowwise() - stats->mean.transpose())).cwiseAbs().maxCoeff() == 0);
    }

    // Removing the top D directions leaves no variance along them and all the rest untouched:
    // the covariance of the calibrated sample, recomputed here, has eigenvalues 0 (D times) and
    // lambda_{D+1} ... lambda_d.
    void allButTheTopRemovesExactlyTheTopDirections()
    {
        const MatrixF x = anisotropic(2000, 10, 2);
        auto stats = estimateWhitening(x);
        QVERIFY(stats.ok());
        const Whitener w = make(stats.value(), "abtt:3");
        QCOMPARE(w.calibration().components.value(), std::size_t(3));
        const MatrixD z = w.apply(x.cast<double>());
        const MatrixD zc = z.rowwise() - z.colwise().mean();
        const Eigen::MatrixXd covariance = zc.transpose() * zc / double(z.rows() - 1);
        for (int k = 0; k < 3; ++k) {
            const Eigen::VectorXd u = stats->eigenvectors.col(k);
            QVERIFY((z * u).cwiseAbs().maxCoeff() < 1e-9); // nothing left along u_k
        }
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(covariance);
        const Eigen::VectorXd measured = solver.eigenvalues().reverse();
        const Eigen::VectorXd predicted = w.calibratedEigenvalues(stats->eigenvalues);
        QVERIFY((measured - predicted).cwiseAbs().maxCoeff() < 1e-9 * stats->eigenvalues(0));
    }

    // PCA whitening is ZCA without the rotation back: z_zca = U z_pca exactly, so norms and
    // cosines agree to rounding, and so does every WEAT number.
    void pcaWhiteningGivesTheCosinesOfZca()
    {
        const MatrixF x = anisotropic(3000, 16, 3);
        auto stats = estimateWhitening(x);
        QVERIFY(stats.ok());
        const Whitener zca = make(stats.value(), "zca"), pca = make(stats.value(), "pca");
        const MatrixD rows = x.topRows(40).cast<double>();
        const MatrixD zz = zca.apply(rows), zp = pca.apply(rows);
        QVERIFY((zz - zp * stats->eigenvectors.transpose()).cwiseAbs().maxCoeff() < 1e-10);
        for (Eigen::Index i = 0; i < 40; ++i) {
            QVERIFY(std::abs(zz.row(i).norm() - zp.row(i).norm()) < 1e-10 * zz.row(i).norm());
            for (Eigen::Index j = 0; j < i; ++j)
                QVERIFY(std::abs(cosine(zz, i, j) - cosine(zp, i, j)) < 1e-12);
        }
        WeatConventions conventions;
        const auto slice = [](const MatrixD &m, int k) { return MatrixD(m.middleRows(10 * k, 10)); };
        auto a = weatTest(slice(zz, 0), slice(zz, 1), slice(zz, 2), slice(zz, 3), conventions, 7);
        auto b = weatTest(slice(zp, 0), slice(zp, 1), slice(zp, 2), slice(zp, 3), conventions, 7);
        QVERIFY(a.ok() && b.ok());
        QVERIFY(a->d && b->d);
        QVERIFY(std::abs(*a->d - *b->d) < 1e-10);
        QCOMPARE(a->p, b->p);
        // And PCA whitening decorrelates: its covariance on the reference sample is diagonal,
        // lambda / (lambda + eps), largest first.
        const MatrixD all = pca.apply(x.cast<double>());
        const MatrixD centred = all.rowwise() - all.colwise().mean();
        const Eigen::MatrixXd covariance = centred.transpose() * centred / double(all.rows() - 1);
        const Eigen::VectorXd expected = pca.calibratedEigenvalues(stats->eigenvalues);
        QVERIFY((covariance - Eigen::MatrixXd(expected.asDiagonal())).cwiseAbs().maxCoeff() < 1e-9);
    }

    void badSpecsAreRefused()
    {
        const MatrixF x = anisotropic(100, 4, 4);
        auto stats = estimateWhitening(x);
        auto tooMany = Whitener::create(stats.value(), 1e-3, CalibrationSpec::parse("abtt:5").value());
        QVERIFY(!tooMany.ok());
        QCOMPARE(tooMany.error().code, ErrorCode::InvalidArgument);
        // Centring and all-but-the-top need no epsilon, even with a singular covariance.
        auto singular = estimateWhitening(x.topRows(3));
        QVERIFY(Whitener::create(singular.value(), 0, CalibrationSpec::parse("center").value()).ok());
        QVERIFY(Whitener::create(singular.value(), 0, CalibrationSpec::parse("abtt:1").value()).ok());
    }
};

QTEST_APPLESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
