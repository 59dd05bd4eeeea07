// What a stored WEAT result can be (core/stats/weatcheck.h, issue 31): statistics computed by
// core's own test pass under each convention; the same statistics with one number edited as a study
// file received from someone else may hold it are refused, naming the field, its value and why.
#include "core/base/random.h"
#include "core/stats/weatcheck.h"
#include "tests/hostilecases.h"

#include <QtTest>

#include <cmath>

using namespace isoscope;

namespace {

// Associations of 8 and 8 words (12,870 partitions: exact) or 12 and 12 (2,704,156: Monte Carlo),
// drawn once; X a little above Y, as a biased suite is.
std::pair<std::vector<double>, std::vector<double>> associationsOf(std::size_t perSet, bool separated)
{
    Rng rng(7);
    std::vector<double> x, y;
    for (std::size_t i = 0; i < perSet; ++i) {
        x.push_back(0.05 + 0.1 * rng.uniform() + (separated ? 1.0 : 0.0) * 0.2);
        y.push_back(0.02 + 0.1 * rng.uniform());
    }
    return {x, y};
}

struct Computed {
    WeatStatistic statistic;
    WeatConventions conventions;
    WeatWordCounts words;
};

// conventions: "exact", "monte carlo", "two-sided", "strict ties".
Computed compute(const QString &conventions)
{
    Computed c;
    c.conventions.histogramBins = 20;
    std::size_t perSet = 8;
    bool separated = false;
    if (conventions == QLatin1String("monte carlo")) {
        perSet = 12;
        c.conventions.permutations = 999;
    } else if (conventions == QLatin1String("two-sided")) {
        c.conventions.sided = Sidedness::Two;
    } else if (conventions == QLatin1String("strict ties")) {
        c.conventions.tie = TieRule::Greater;
        c.conventions.plusOne = false;
        separated = true; // every x above every y: no partition exceeds the observed one, p = 0
    }
    auto [x, y] = associationsOf(perSet, separated);
    auto statistic = weatFromAssociations(x, y, c.conventions, 42);
    if (statistic)
        c.statistic = std::move(statistic).value();
    c.words = WeatWordCounts{perSet, perSet, 8, 8};
    return c;
}

// Sets one field, named as results files name it, to a value.
bool edit(WeatStatistic &s, const QString &field, double value)
{
    if (field == QLatin1String("p"))
        s.p = value;
    else if (field == QLatin1String("p_upper"))
        s.pUpper = value;
    else if (field == QLatin1String("d"))
        s.d = value;
    else if (field == QLatin1String("sd"))
        s.sd = value;
    else if (field == QLatin1String("mean_x"))
        s.meanX = value;
    else if (field == QLatin1String("s_x[2]"))
        s.sX[2] = value;
    else if (field == QLatin1String("s_y"))
        s.sY.resize(static_cast<std::size_t>(value));
    else if (field == QLatin1String("permutations"))
        s.permutations = static_cast<std::size_t>(value);
    else if (field == QLatin1String("count_upper"))
        s.countUpper = static_cast<std::size_t>(value);
    else if (field == QLatin1String("p_standard_error"))
        s.pStandardError = value;
    else
        return false;
    return true;
}

} // namespace

class TestWeatCheck final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { hostilecases::begin(); }

    void whatTheTestComputesIsPossible_data()
    {
        QTest::addColumn<QString>("conventions");
        QTest::newRow("an exact test over 12,870 partitions") << QStringLiteral("exact");
        QTest::newRow("a Monte Carlo test of 999 draws with the +1 rule") << QStringLiteral("monte carlo");
        QTest::newRow("a two-sided exact test") << QStringLiteral("two-sided");
        QTest::newRow("the paper's strict tie rule giving p = 0") << QStringLiteral("strict ties");
    }
    void whatTheTestComputesIsPossible()
    {
        QFETCH(QString, conventions);
        const Computed c = compute(conventions);
        QVERIFY(!c.statistic.sX.empty());
        if (conventions == QLatin1String("strict ties"))
            QCOMPARE(c.statistic.p, 0.0);
        const auto checked = checkWeatStatistic(c.statistic, c.conventions, c.words);
        QVERIFY2(checked.ok(), checked.ok() ? "" : checked.error().detail.c_str());
        hostilecases::accepted();
    }

    void anEditedNumberIsRefusedNamingIt_data()
    {
        QTest::addColumn<QString>("conventions");
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("detail");
        QTest::newRow("a p-value of -3 lies outside (0, 1]")
            << QStringLiteral("exact") << QStringLiteral("p") << -3.0
            << QStringLiteral("p = -3 is impossible: a p-value lies in (0, 1]");
        QTest::newRow("a p-value of 1.5 lies outside (0, 1]")
            << QStringLiteral("exact") << QStringLiteral("p_upper") << 1.5
            << QStringLiteral("p_upper = 1.5 is impossible: a p-value lies in (0, 1]");
        QTest::newRow("a p-value of 1e-300 is below the 1/12870 an exact test can give")
            << QStringLiteral("exact") << QStringLiteral("p") << 1e-300
            << QStringLiteral("p = 1e-300 is impossible: with all 12870 partitions enumerated and the observed one "
                              "counted, p is at least 1/12870");
        QTest::newRow("a p-value of 1e-300 is below the 1/1000 of 999 draws with the +1 rule")
            << QStringLiteral("monte carlo") << QStringLiteral("p") << 1e-300
            << QStringLiteral("p = 1e-300 is impossible: with 999 random partitions and the +1 rule p is at least "
                              "1/1000");
        QTest::newRow("a p-value of 0 is impossible when the observed partition counts")
            << QStringLiteral("exact") << QStringLiteral("p") << 0.0
            << QStringLiteral("p = 0 is impossible: a p-value lies in (0, 1]");
        QTest::newRow("a p-value that no count of partitions gives")
            << QStringLiteral("exact") << QStringLiteral("p") << 0.5
            << QStringLiteral("p = 0.5 is impossible: a one-sided p is the upper tail, p_upper = ");
        QTest::newRow("an upper tail that its count does not give")
            << QStringLiteral("exact") << QStringLiteral("count_upper") << 3.0
            << QStringLiteral(
                   "p_upper = … is impossible: its count, count_upper = 3 of 12870 partitions, gives p_upper "
                   "= 0.0002331");
        QTest::newRow("a two-sided p that is not twice the smaller tail")
            << QStringLiteral("two-sided") << QStringLiteral("p") << 0.9
            << QStringLiteral("p = 0.9 is impossible: a two-sided p is twice the smaller tail, capped at 1");
        QTest::newRow("d = -7.77 beyond the largest |d| eight and eight words allow")
            << QStringLiteral("exact") << QStringLiteral("d") << -7.77
            << QStringLiteral("d = -7.77 is impossible: with 8 and 8 target words and ddof 1, |d| is at most 1.936");
        QTest::newRow("d = 0.5 where the associations give another d (outside its own interval)")
            << QStringLiteral("exact") << QStringLiteral("d") << 0.5
            << QStringLiteral("d = 0.5 is impossible: the stored associations s_x and s_y give d = ");
        QTest::newRow("an SD that the associations do not give")
            << QStringLiteral("exact") << QStringLiteral("sd") << 0.25
            << QStringLiteral("sd = 0.25 is impossible: the stored associations s_x and s_y give sd = ");
        QTest::newRow("a mean of X that the associations do not give")
            << QStringLiteral("exact") << QStringLiteral("mean_x") << 0.3
            << QStringLiteral("mean_x = 0.3 is impossible: the stored associations s_x and s_y give mean_x = ");
        QTest::newRow("an association of 7, beyond a difference of two mean cosines")
            << QStringLiteral("exact") << QStringLiteral("s_x[2]") << 7.0
            << QStringLiteral("s_x[2] = 7 is impossible: s(w, A, B) is a difference of two mean cosines, so it lies "
                              "in [-2, 2]");
        QTest::newRow("an association that is not a number")
            << QStringLiteral("exact") << QStringLiteral("s_x[2]") << std::nan("")
            << QStringLiteral("s_x[2] = NaN is impossible: a result is a finite number");
        QTest::newRow("fewer associations than words of Y")
            << QStringLiteral("exact") << QStringLiteral("s_y") << 5.0
            << QStringLiteral("s_y = 5 values is impossible: it holds one s(w, A, B) per word of Y, and Y has 8 words");
        QTest::newRow("more partitions than the 12,870 of eight and eight words")
            << QStringLiteral("exact") << QStringLiteral("permutations") << 100000.0
            << QStringLiteral("permutations = 100000 is impossible: all C(16, 8) = 12870 partitions are counted");
        QTest::newRow("a Monte Carlo standard error that the p-value does not give")
            << QStringLiteral("monte carlo") << QStringLiteral("p_standard_error") << 0.2
            << QStringLiteral("p_standard_error = 0.2 is impossible: the p-value and its number of partitions give "
                              "p_standard_error = ");
        QTest::newRow("an exact test's standard error that is not 0")
            << QStringLiteral("exact") << QStringLiteral("p_standard_error") << 0.01
            << QStringLiteral("p_standard_error = 0.01 is impossible:");
    }
    void anEditedNumberIsRefusedNamingIt()
    {
        QFETCH(QString, conventions);
        QFETCH(QString, field);
        QFETCH(double, value);
        QFETCH(QString, detail);
        Computed c = compute(conventions);
        QVERIFY(!c.statistic.sX.empty());
        QVERIFY(checkWeatStatistic(c.statistic, c.conventions, c.words).ok());
        QVERIFY(edit(c.statistic, field, value));
        const auto checked = checkWeatStatistic(c.statistic, c.conventions, c.words);
        QVERIFY(!checked.ok());
        QCOMPARE(checked.error().code, ErrorCode::ImpossibleResult);
        // The detail as the row gives it, "…" standing for the stored value where the row does not
        // name it; a row that ends early names the start of the reason.
        const QString said = QString::fromStdString(checked.error().detail);
        const QStringList parts = detail.split(QStringLiteral("…"));
        QVERIFY2(said.startsWith(parts.first()), qPrintable(said));
        qsizetype at = parts.first().size();
        for (qsizetype i = 1; i < parts.size(); ++i) {
            at = said.indexOf(parts[i], at);
            QVERIFY2(at >= 0, qPrintable(said));
            at += parts[i].size();
        }
        QVERIFY2(hostilecases::refused(said.toStdString()), qPrintable(said));
    }

    void theSetsSizesDecideThePartitions()
    {
        // The same exact statistic claimed for suites of other sizes does not fit them.
        const Computed c = compute(QStringLiteral("exact"));
        const auto nine = checkWeatStatistic(c.statistic, c.conventions, WeatWordCounts{9, 8, 8, 8});
        QVERIFY(!nine.ok());
        QCOMPARE(QString::fromStdString(nine.error().detail),
                 QStringLiteral("s_x = 8 values is impossible: it holds one s(w, A, B) per word of X, and X has 9 "
                                "words"));
        QVERIFY(hostilecases::refused(nine.error().detail));
        const auto levels = checkWeatStatistic(c.statistic, c.conventions, WeatWordCounts{8, 8, 7, 8});
        QVERIFY(levels.ok()); // computed without the ML-EAT levels: nothing of A's size to fit
    }
};

QTEST_APPLESS_MAIN(TestWeatCheck)
#include "tst_weatcheck.moc"
