// Holm and Benjamini-Hochberg adjusted p-values against the published worked example of
// Benjamini and Hochberg (1995, section 4.1: fifteen p-values from a clinical trial; BH at
// q = 0.05 rejects four hypotheses, Bonferroni-type procedures three), against the values R's
// p.adjust prints for it, and against the definitions written out here as O(m^2) sums over
// sets (no sorting), on random p-values with ties.
#include "core/base/random.h"
#include "core/stats/multipletesting.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace isoscope;

namespace {

const std::vector<double> kBh1995 = {0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344,
                                     0.0459, 0.3240, 0.4262, 0.5719, 0.6528, 0.7590, 1.000};

// Holm: the adjusted p of hypothesis i is the largest, over hypotheses j not above it (p_j <= p_i,
// ties broken by position), of min(1, (m - rank_j + 1) p_j).
double naiveHolm(const std::vector<double> &p, std::size_t i)
{
    const auto rank = [&](std::size_t j) { // 1-based rank with ties broken by position
        std::size_t r = 1;
        for (std::size_t k = 0; k < p.size(); ++k)
            if (p[k] < p[j] || (p[k] == p[j] && k < j))
                ++r;
        return r;
    };
    const double m = double(p.size());
    double best = 0;
    for (std::size_t j = 0; j < p.size(); ++j)
        if (rank(j) <= rank(i))
            best = std::max(best, std::min(1.0, (m - double(rank(j)) + 1) * p[j]));
    return best;
}

// BH: the smallest, over hypotheses j not below it, of min(1, m / rank_j p_j).
double naiveBh(const std::vector<double> &p, std::size_t i)
{
    const auto rank = [&](std::size_t j) {
        std::size_t r = 1;
        for (std::size_t k = 0; k < p.size(); ++k)
            if (p[k] < p[j] || (p[k] == p[j] && k < j))
                ++r;
        return r;
    };
    const double m = double(p.size());
    double best = 1;
    for (std::size_t j = 0; j < p.size(); ++j)
        if (rank(j) >= rank(i))
            best = std::min(best, std::min(1.0, m / double(rank(j)) * p[j]));
    return best;
}

} // namespace

class TestMultipleTesting : public QObject
{
    Q_OBJECT

private slots:
    void publishedExample()
    {
        const auto bh = adjustPValues(kBh1995, Correction::BenjaminiHochberg);
        const auto holm = adjustPValues(kBh1995, Correction::Holm);
        // R 4.x: round(p.adjust(p, "BH"), 4) and round(p.adjust(p, "holm"), 4).
        const std::vector<double> rBh = {0.0015, 0.0030, 0.0095, 0.0356, 0.0603, 0.0639, 0.0639, 0.0645,
                                         0.0765, 0.4860, 0.5812, 0.7149, 0.7532, 0.8132, 1.0000};
        const std::vector<double> rHolm = {0.0015, 0.0056, 0.0247, 0.1140, 0.2211, 0.2780, 0.2780, 0.2780,
                                           0.3213, 1.0000, 1.0000, 1.0000, 1.0000, 1.0000, 1.0000};
        int rejectedBh = 0, rejectedHolm = 0;
        for (std::size_t i = 0; i < kBh1995.size(); ++i) {
            QVERIFY2(std::abs(bh[i] - rBh[i]) <= 0.5e-4, qPrintable(QString::number(bh[i])));
            QVERIFY2(std::abs(holm[i] - rHolm[i]) <= 0.5e-4, qPrintable(QString::number(holm[i])));
            rejectedBh += bh[i] < 0.05;
            rejectedHolm += holm[i] < 0.05;
        }
        QCOMPARE(rejectedBh, 4);   // the paper: p <= 0.0095
        QCOMPARE(rejectedHolm, 3); // as Bonferroni and Holm do in the paper's comparison
        QCOMPARE(adjustPValues(kBh1995, Correction::None), kBh1995);
    }

    void holmTextbookExample()
    {
        // Four tests, alpha 0.05: Holm rejects the first and the fourth (p = 0.01 and 0.005).
        const auto holm = adjustPValues({0.01, 0.04, 0.03, 0.005}, Correction::Holm);
        const std::vector<double> expected = {0.03, 0.06, 0.06, 0.02};
        for (std::size_t i = 0; i < 4; ++i)
            QVERIFY(std::abs(holm[i] - expected[i]) < 1e-15);
    }

    void randomFamiliesMatchTheDefinitions()
    {
        Rng rng(17);
        for (int family = 0; family < 200; ++family) {
            const std::size_t m = 1 + rng.below(12);
            std::vector<double> p(m);
            for (auto &v : p) // some exact ties, some ones, some tiny values
                v = rng.below(4) == 0 ? 0.02 : (rng.below(8) == 0 ? 1.0 : std::pow(rng.uniform(), 3));
            const auto holm = adjustPValues(p, Correction::Holm);
            const auto bh = adjustPValues(p, Correction::BenjaminiHochberg);
            for (std::size_t i = 0; i < m; ++i) {
                QVERIFY(std::abs(holm[i] - naiveHolm(p, i)) < 1e-15);
                QVERIFY(std::abs(bh[i] - naiveBh(p, i)) < 1e-15);
                QVERIFY(holm[i] >= p[i] && bh[i] >= p[i] && holm[i] <= 1 && bh[i] <= 1);
                QVERIFY(bh[i] <= holm[i] + 1e-15); // BH is never stricter than Holm
            }
        }
    }

    void missingValuesAreNotPartOfTheFamily()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const auto holm = adjustPValues({0.01, nan, 0.04}, Correction::Holm);
        QVERIFY(std::isnan(holm[1]));
        QCOMPARE(holm[0], 0.02); // m = 2
        QCOMPARE(holm[2], 0.04);
    }

    void namesParse()
    {
        QCOMPARE(parseCorrectionName("holm").value(), Correction::Holm);
        QCOMPARE(parseCorrectionName("bh").value(), Correction::BenjaminiHochberg);
        QCOMPARE(parseCorrectionName("none").value(), Correction::None);
        QVERIFY(!parseCorrectionName("bonferroni").ok());
        QCOMPARE(std::string(correctionName(Correction::BenjaminiHochberg)), std::string("bh"));
    }
};

QTEST_APPLESS_MAIN(TestMultipleTesting)
#include "tst_multipletesting.moc"
