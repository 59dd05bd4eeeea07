// The anisotropy playground, offscreen: dragging a point with the mouse moves it, and the mean
// pairwise cosine shown before and after whitening equals an independent computation in this test
// (pairs i < j; 2-D ZCA from the 2 x 2 covariance's closed-form eigen decomposition).

#include "ui/classroom/playground.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <vector>

using namespace isoscope::ui;

namespace {

struct Vec {
    double x, y;
};

double meanPairwiseCosine(const std::vector<Vec> &v)
{
    double sum = 0;
    int pairs = 0;
    for (std::size_t i = 0; i < v.size(); ++i)
        for (std::size_t j = i + 1; j < v.size(); ++j) {
            sum += (v[i].x * v[j].x + v[i].y * v[j].y) / (std::hypot(v[i].x, v[i].y) * std::hypot(v[j].x, v[j].y));
            ++pairs;
        }
    return sum / pairs;
}

// z = W (x - mu), W = U (L + eps)^(-1/2) U^T, with the covariance (n - 1 denominator) decomposed in
// closed form: eigenvalues (a + c)/2 +- sqrt(((a - c)/2)^2 + b^2).
std::vector<Vec> zca(const std::vector<Vec> &points, double epsilon)
{
    const double n = static_cast<double>(points.size());
    Vec mu{0, 0};
    for (const Vec &p : points) {
        mu.x += p.x / n;
        mu.y += p.y / n;
    }
    double a = 0, b = 0, c = 0;
    for (const Vec &p : points) {
        a += (p.x - mu.x) * (p.x - mu.x) / (n - 1);
        b += (p.x - mu.x) * (p.y - mu.y) / (n - 1);
        c += (p.y - mu.y) * (p.y - mu.y) / (n - 1);
    }
    const double mid = (a + c) / 2, radius = std::sqrt((a - c) * (a - c) / 4 + b * b);
    const double l1 = mid + radius, l2 = mid - radius;
    // Unit eigenvector of l1 (the other is perpendicular).
    Vec u1 = std::abs(b) > 1e-15 ? Vec{l1 - c, b} : (a >= c ? Vec{1, 0} : Vec{0, 1});
    const double norm = std::hypot(u1.x, u1.y);
    u1 = {u1.x / norm, u1.y / norm};
    const Vec u2{-u1.y, u1.x};
    const double s1 = 1 / std::sqrt(l1 + epsilon), s2 = 1 / std::sqrt(l2 + epsilon);
    // W = s1 u1 u1^T + s2 u2 u2^T
    const double w11 = s1 * u1.x * u1.x + s2 * u2.x * u2.x;
    const double w12 = s1 * u1.x * u1.y + s2 * u2.x * u2.y;
    const double w22 = s1 * u1.y * u1.y + s2 * u2.y * u2.y;
    std::vector<Vec> z;
    for (const Vec &p : points) {
        const double dx = p.x - mu.x, dy = p.y - mu.y;
        z.push_back({w11 * dx + w12 * dy, w12 * dx + w22 * dy});
    }
    return z;
}

std::vector<Vec> toVec(const std::vector<QPointF> &points)
{
    std::vector<Vec> v;
    for (const QPointF &p : points)
        v.push_back({p.x(), p.y()});
    return v;
}

// The first number of a label ("Mean pairwise cosine: 0.912 (SD ...)").
double labelNumber(const QLabel *label)
{
    QString text = label->text();
    text.replace(QChar(0x2212), QLatin1Char('-'));
    const auto match = QRegularExpression(QStringLiteral("-?\\d+\\.\\d+")).match(text);
    return match.hasMatch() ? match.captured().toDouble() : std::nan("");
}

} // namespace

class TestPlayground final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startsAsACone();
    void draggingAPointUpdatesTheCosinesLive();
    void epsilonChangesTheWhitening();
};

void TestPlayground::startsAsACone()
{
    AnisotropyPlayground playground;
    QCOMPARE(static_cast<int>(playground.points().size()), AnisotropyPlayground::kPointCount);
    const auto raw = toVec(playground.points());
    // Anisotropic: the raw points share a direction, so their mean cosine is large.
    QVERIFY(meanPairwiseCosine(raw) > 0.5);
    QVERIFY(std::abs(playground.rawStats().mean - meanPairwiseCosine(raw)) < 1e-12);
    QVERIFY(playground.whitenedStats());
    // ZCA on the points themselves: the whitened cloud has mean 0 and identity covariance (up to eps),
    // so its mean cosine is near 0.
    const auto z = toVec(playground.whitenedPoints());
    QVERIFY(std::abs(meanPairwiseCosine(z)) < 0.1);
    QVERIFY(std::abs(playground.whitenedStats()->mean - meanPairwiseCosine(zca(raw, playground.epsilon()))) < 1e-5);
    // The same seed gives the same points.
    AnisotropyPlayground again;
    QCOMPARE(again.points(), playground.points());
}

void TestPlayground::draggingAPointUpdatesTheCosinesLive()
{
    AnisotropyPlayground playground;
    playground.resize(1280, 800);
    playground.show();
    QVERIFY(QTest::qWaitForWindowExposed(&playground));
    PointCanvas *canvas = playground.rawCanvas();
    const double before = playground.rawStats().mean;

    // Drag point 0 across the origin, to the opposite side of the cone, in a few steps.
    const QPoint start = canvas->widgetPosition(0);
    const QPointF startValue = playground.points()[0];
    const QPointF targetValue(-startValue.x(), -startValue.y() * 0.5);
    QTest::mousePress(canvas, Qt::LeftButton, Qt::NoModifier, start);
    int updates = 0;
    connect(&playground, &AnisotropyPlayground::updated, this, [&updates] { ++updates; });
    for (int step = 1; step <= 4; ++step) {
        const QPointF value = startValue + (targetValue - startValue) * (step / 4.0);
        QTest::mouseMove(canvas, canvas->positionOf(value).toPoint());
    }
    QTest::mouseRelease(canvas, Qt::LeftButton, Qt::NoModifier, canvas->widgetPosition(0));
    QVERIFY(updates >= 4); // live, while dragging

    const QPointF moved = playground.points()[0];
    QVERIFY(std::abs(moved.x() - targetValue.x()) < 0.1);
    QVERIFY(std::abs(moved.y() - targetValue.y()) < 0.1);
    // Only point 0 moved.
    AnisotropyPlayground untouched;
    for (int i = 1; i < AnisotropyPlayground::kPointCount; ++i)
        QCOMPARE(playground.points()[static_cast<std::size_t>(i)], untouched.points()[static_cast<std::size_t>(i)]);

    const auto raw = toVec(playground.points());
    const double expectedRaw = meanPairwiseCosine(raw);
    QVERIFY(expectedRaw < before); // a point on the other side lowers the mean cosine
    QVERIFY(std::abs(playground.rawStats().mean - expectedRaw) < 1e-12);
    QVERIFY(std::abs(labelNumber(playground.rawMeanLabel()) - expectedRaw) <= 0.0005 + 1e-12);

    const double expectedWhite = meanPairwiseCosine(zca(raw, playground.epsilon()));
    QVERIFY(playground.whitenedStats());
    // Core estimates the covariance from float32 vectors (as it stores embeddings): agreement to 1e-5.
    QVERIFY(std::abs(playground.whitenedStats()->mean - expectedWhite) < 1e-5);
    QVERIFY(std::abs(labelNumber(playground.whitenedMeanLabel()) - expectedWhite) <= 0.0005 + 1e-5);
    // And the whitened points drawn are the closed-form ZCA of the dragged points.
    const auto z = zca(raw, playground.epsilon());
    for (std::size_t i = 0; i < z.size(); ++i) {
        QVERIFY(std::abs(playground.whitenedPoints()[i].x() - z[i].x) < 1e-4);
        QVERIFY(std::abs(playground.whitenedPoints()[i].y() - z[i].y) < 1e-4);
    }
}

void TestPlayground::epsilonChangesTheWhitening()
{
    AnisotropyPlayground playground;
    auto *box = playground.findChild<QDoubleSpinBox *>(QStringLiteral("playgroundEpsilon"));
    QVERIFY(box);
    box->setValue(2.0);
    QCOMPARE(playground.epsilon(), 2.0);
    const auto raw = toVec(playground.points());
    const double expected = meanPairwiseCosine(zca(raw, 2.0));
    QVERIFY(std::abs(playground.whitenedStats()->mean - expected) < 1e-5);
    // A large epsilon whitens less: the mean cosine differs from the eps = 0.001 one.
    QVERIFY(std::abs(expected - meanPairwiseCosine(zca(raw, 1e-3))) > 1e-3);
    QVERIFY(std::abs(labelNumber(playground.whitenedMeanLabel()) - expected) <= 0.0005 + 1e-5);
}

QTEST_MAIN(TestPlayground)
#include "tst_playground.moc"
