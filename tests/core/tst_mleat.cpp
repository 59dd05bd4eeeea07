// The multilevel view of a WEAT (ML-EAT, Wolfe et al. AIES 2024): level 2 (an effect size and a
// permutation p over the attribute words for each target set) and level 3 (mean and SD of the four
// cosine blocks), with Isoscope's permutation conventions.
//
// The worked example's numbers are written out in the comments and were printed once with numpy
// (np.mean, np.std(ddof=1)); exact p-values are counts of the three partitions, done by hand. The
// Monte Carlo p is compared with the exact p of the same data (within four standard errors, as
// tst_weat does for WEAT). Agreement with ML-EAT's formulas re-implemented in numpy on real
// vectors, to 1e-12, is tests/reference/mleat_reference.py.

#include "core/base/random.h"
#include "core/stats/mleat.h"

#include <QTest>

#include <cmath>

using namespace isoscope;

namespace {

// X = {(1, 0), (0, 1)}, Y = {(-1, 0)}, A = {(1, 0), (1, 1)}, B = {(0, -1)}. With r = sqrt(1/2):
//   cos(X, A) = [[1, r], [0, r]]   cos(X, B) = [[0], [-1]]
//   cos(Y, A) = [[-1, -r]]         cos(Y, B) = [[0]]
// Level 2 for X: m(a) = 1/2, r; m(b) = -1/2. e_X = (mean(1/2, r) + 1/2) / SD(1/2, r, -1/2)
// = 1.709617561367391 (SD 0.6454972243679029); S = 1/2 + r + 1/2 = 1.7071..., the largest of the
// three partitions' S (the others: -r and r - 1), so p (upper tail) = 1/3 and the lower tail 3/3.
// For Y: m(a) = -1, -r; m(b) = 0; e_Y = -1.6602900583942033; S = -1 - r, the smallest of three:
// lower tail 1/3 (WEAT's direction for Y), upper tail 3/3.
// Level 3: XA mean 0.6035533905932737, SD 0.4253991140930489; XB -0.5, 0.7071067811865476;
// YA -0.8535533905932737, 0.2071067811865475; YB 0 with one cosine, so no SD with ddof 1.
struct Worked {
    MatrixD X, Y, A, B;
    Worked()
    {
        X.resize(2, 2);
        X << 1, 0, 0, 1;
        Y.resize(1, 2);
        Y << -1, 0;
        A.resize(2, 2);
        A << 1, 0, 1, 1;
        B.resize(1, 2);
        B << 0, -1;
    }
};

MatrixD randomRows(Rng &rng, Eigen::Index rows, Eigen::Index dims, double shift)
{
    MatrixD m(rows, dims);
    for (Eigen::Index i = 0; i < rows; ++i)
        for (Eigen::Index j = 0; j < dims; ++j)
            m(i, j) = rng.uniform() - 0.5 + (j == 0 ? shift : 0.0);
    return m;
}

bool near(double a, double b, double tolerance = 1e-15)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

class TestMultilevelEat final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void workedExampleLevels();
    void twoSidedPIsTwiceTheSmallerTail();
    void ddofChangesEverySd();
    void monteCarloWhenThePartitionsAreTooMany();
    void theSameSeedGivesTheSamePartitions();
    void equalAttributeMeansLeaveTheEffectUndefined();
    void badSetsAreErrors();
    void weatTestWithLevelsAttachesThem();
};

void TestMultilevelEat::workedExampleLevels()
{
    const Worked w;
    auto levels = multilevelEat(w.X, w.Y, w.A, w.B, WeatConventions{}, "W");
    QVERIFY2(levels.ok(), levels ? "" : describe(levels.error()).c_str());
    const double r = std::sqrt(0.5);
    const LevelTwoEffect &x = levels->x;
    QCOMPARE(x.meansA.size(), std::size_t(2));
    QVERIFY(near(x.meansA[0], 0.5) && near(x.meansA[1], r) && near(x.meansB.at(0), -0.5));
    QVERIFY(x.effect.has_value());
    QVERIFY(near(*x.effect, 1.709617561367391, 1e-14));
    QVERIFY(near(x.sd, 0.6454972243679029));
    QVERIFY(near(x.S, 1 + r));
    QCOMPARE(x.method, PValueMethod::Exact);
    QCOMPARE(x.permutations, std::size_t(3));
    QVERIFY(near(x.p, 1.0 / 3) && near(x.pUpper, 1.0 / 3) && near(x.pLower, 1.0));
    QCOMPARE(x.pStandardError, 0.0);

    const LevelTwoEffect &y = levels->y;
    QVERIFY(near(*y.effect, -1.6602900583942033, 1e-14));
    QVERIFY(near(y.S, -1 - r));
    QVERIFY(near(y.p, 1.0 / 3)); // the lower tail: is B closer to Y than A?
    QVERIFY(near(y.pUpper, 1.0) && near(y.pLower, 1.0 / 3));

    const CosineBlock &xa = levels->block(CosineBlockId::XA);
    QCOMPARE(xa.count, std::size_t(4));
    QVERIFY(near(xa.mean, 0.6035533905932737) && near(*xa.sd, 0.4253991140930489));
    const CosineBlock &xb = levels->block(CosineBlockId::XB);
    QVERIFY(near(xb.mean, -0.5) && near(*xb.sd, 0.7071067811865476));
    const CosineBlock &ya = levels->block(CosineBlockId::YA);
    QVERIFY(near(ya.mean, -0.8535533905932737) && near(*ya.sd, 0.2071067811865475));
    const CosineBlock &yb = levels->block(CosineBlockId::YB);
    QCOMPARE(yb.count, std::size_t(1));
    QVERIFY(near(yb.mean, 0.0));
    QVERIFY(!yb.sd.has_value());
    QCOMPARE(cosineBlockName(CosineBlockId::YB), std::string_view("YB"));
}

void TestMultilevelEat::twoSidedPIsTwiceTheSmallerTail()
{
    const Worked w;
    WeatConventions conventions;
    conventions.sided = Sidedness::Two;
    auto levels = multilevelEat(w.X, w.Y, w.A, w.B, conventions, "W");
    QVERIFY(levels.ok());
    QVERIFY(near(levels->x.p, 2.0 / 3));
    QVERIFY(near(levels->y.p, 2.0 / 3));

    // The paper's strict rule: the observed partition no longer counts itself.
    conventions.sided = Sidedness::One;
    conventions.tie = TieRule::Greater;
    auto strict = multilevelEat(w.X, w.Y, w.A, w.B, conventions, "W");
    QVERIFY(strict.ok());
    QVERIFY(near(strict->x.p, 0.0));
    QVERIFY(near(strict->y.p, 0.0));
}

void TestMultilevelEat::ddofChangesEverySd()
{
    const Worked w;
    WeatConventions conventions;
    conventions.ddof = 0;
    auto levels = multilevelEat(w.X, w.Y, w.A, w.B, conventions, "W");
    QVERIFY(levels.ok());
    // SD with ddof 0 = SD with ddof 1 * sqrt((n - 1) / n).
    QVERIFY(near(levels->x.sd, 0.6454972243679029 * std::sqrt(2.0 / 3)));
    QVERIFY(near(*levels->block(CosineBlockId::XA).sd, 0.4253991140930489 * std::sqrt(3.0 / 4)));
    QVERIFY(near(*levels->block(CosineBlockId::YB).sd, 0.0));
}

void TestMultilevelEat::monteCarloWhenThePartitionsAreTooMany()
{
    Rng rng(11);
    const MatrixD X = randomRows(rng, 6, 5, 0.4), Y = randomRows(rng, 6, 5, -0.4);
    const MatrixD A = randomRows(rng, 9, 5, 0.2), B = randomRows(rng, 9, 5, 0.1);
    WeatConventions exact;
    exact.exactLimit = 1000000; // C(18, 9) = 48,620 partitions
    auto enumerated = multilevelEat(X, Y, A, B, exact, "W");
    QVERIFY(enumerated.ok());
    QCOMPARE(enumerated->x.permutations, std::size_t(48620));

    WeatConventions sampled = exact;
    sampled.exactLimit = 1000;
    sampled.permutations = 20000;
    auto drawn = multilevelEat(X, Y, A, B, sampled, "W");
    QVERIFY(drawn.ok());
    for (const auto &[mc, ex] : {std::pair{&drawn->x, &enumerated->x}, std::pair{&drawn->y, &enumerated->y}}) {
        QCOMPARE(mc->method, PValueMethod::MonteCarlo);
        QCOMPARE(mc->permutations, std::size_t(20000));
        QCOMPARE(*mc->effect, *ex->effect); // the effect size does not depend on the test
        QVERIFY(mc->pStandardError > 0);
        QVERIFY2(std::abs(mc->p - ex->p) <= 4 * mc->pStandardError + 2.0 / 20001,
                 qPrintable(QStringLiteral("MC %1 exact %2 SE %3").arg(mc->p).arg(ex->p).arg(mc->pStandardError)));
        QVERIFY(mc->p > 0); // (b + 1) / (N + 1)
    }
    // The SE is that of the tail the p is taken from: the upper for X, the lower for Y.
    const double pX = drawn->x.pUpper, pY = drawn->y.pLower;
    QVERIFY(near(drawn->x.pStandardError, std::sqrt(pX * (1 - pX) / 20000)));
    QVERIFY(near(drawn->y.pStandardError, std::sqrt(pY * (1 - pY) / 20000)));
    QCOMPARE(drawn->y.p, pY);
}

void TestMultilevelEat::theSameSeedGivesTheSamePartitions()
{
    Rng rng(5);
    const MatrixD X = randomRows(rng, 5, 4, 0.3), Y = randomRows(rng, 5, 4, -0.3);
    const MatrixD A = randomRows(rng, 12, 4, 0.1), B = randomRows(rng, 12, 4, 0.0);
    WeatConventions c;
    c.exactLimit = 10;
    c.permutations = 5000;
    auto first = multilevelEat(X, Y, A, B, c, "W3");
    auto again = multilevelEat(X, Y, A, B, c, "W3");
    auto otherSuite = multilevelEat(X, Y, A, B, c, "W4");
    QVERIFY(first.ok() && again.ok() && otherSuite.ok());
    QCOMPARE(first->x.pUpper, again->x.pUpper);
    QCOMPARE(first->y.pLower, again->y.pLower);
    QVERIFY(multilevelStream(42, "W3", false) != multilevelStream(42, "W3", true));
    QVERIFY(multilevelStream(42, "W3", false) != multilevelStream(42, "W4", false));
    QVERIFY(multilevelStream(42, "W3", false) != multilevelStream(7, "W3", false));
    QCOMPARE(multilevelStream(42, "W3", false), deriveSeed(42, "mleat/W3/X"));
}

void TestMultilevelEat::equalAttributeMeansLeaveTheEffectUndefined()
{
    // Every attribute vector points the same way: each has the same cosine with every target word.
    MatrixD X(2, 2), Y(1, 2), A(2, 2), B(2, 2);
    X << 1, 0, 0, 1;
    Y << 1, 1;
    A << 1, 1, 1, 1;
    B << 2, 2, 3, 3;
    auto levels = multilevelEat(X, Y, A, B, WeatConventions{}, "W");
    QVERIFY(levels.ok());
    QVERIFY(!levels->x.effect.has_value());
    QCOMPARE(levels->x.effectUndefinedReason, std::string(kSameAssociationReason));
    QVERIFY(!levels->y.effect.has_value());
    QVERIFY(levels->block(CosineBlockId::XA).sd.has_value());
}

void TestMultilevelEat::badSetsAreErrors()
{
    const Worked w;
    auto empty = multilevelEat(w.X, MatrixD(0, 2), w.A, w.B, WeatConventions{}, "W");
    QVERIFY(!empty);
    QCOMPARE(empty.error().code, ErrorCode::EmptyWordSet);
    QCOMPARE(empty.error().word, std::string("Y"));
    MatrixD zero = w.A;
    zero.row(1).setZero();
    auto undefined = multilevelEat(w.X, w.Y, zero, w.B, WeatConventions{}, "W");
    QVERIFY(!undefined);
    QVERIFY(undefined.error().detail.find("word 2 of set A") != std::string::npos);
    auto dims = multilevelEat(w.X, w.Y, w.A, MatrixD::Ones(1, 3), WeatConventions{}, "W");
    QVERIFY(!dims);
    QCOMPARE(dims.error().code, ErrorCode::DimensionMismatch);
}

void TestMultilevelEat::weatTestWithLevelsAttachesThem()
{
    const Worked w;
    const std::array<MatrixD, 4> sets = {w.X, w.Y, w.A, w.B};
    auto withLevels = weatTestWithLevels(sets, WeatConventions{}, 1, "W");
    auto plain = weatTest(w.X, w.Y, w.A, w.B, WeatConventions{}, 1);
    QVERIFY(withLevels.ok() && plain.ok());
    QVERIFY(!plain->levels.has_value());
    QVERIFY(withLevels->levels.has_value());
    QCOMPARE(withLevels->d, plain->d);
    QCOMPARE(withLevels->p, plain->p);
    QVERIFY(near(*withLevels->levels->x.effect, 1.709617561367391, 1e-14));
}

QTEST_GUILESS_MAIN(TestMultilevelEat)
#include "tst_mleat.moc"
