// The progress helpers of core/base/progress.h: a job's stages reported as parts of the whole.
#include "core/base/progress.h"

#include <QtTest>

#include <utility>
#include <vector>

using namespace isoscope;

class TestProgress : public QObject
{
    Q_OBJECT

private slots:
    // Equal parts: part p's done/total is p * total + done of parts * total.
    void equalPartsFollowEachOther()
    {
        std::vector<std::pair<std::size_t, std::size_t>> seen;
        const ProgressCallback whole = [&seen](std::size_t done, std::size_t total) {
            seen.emplace_back(done, total);
            return true;
        };
        QVERIFY(progressPart(whole, 1, 3)(5, 10));
        QCOMPARE(seen.back(), std::make_pair(std::size_t(15), std::size_t(30)));
        QVERIFY(!progressPart(ProgressCallback{}, 0, 2)); // no progress: no callback
    }

    // Unequal stages: [from, to) of a scale, clamped, and the answer (go on or cancel) passed back.
    void rangesFillTheirShareOfTheScale()
    {
        std::vector<std::pair<std::size_t, std::size_t>> seen;
        bool goOn = true;
        const ProgressCallback whole = [&](std::size_t done, std::size_t total) {
            seen.emplace_back(done, total);
            return goOn;
        };
        const ProgressCallback corpus = progressRange(whole, 0, 100, 1000);
        const ProgressCallback model = progressRange(whole, 100, 990, 1000);
        QVERIFY(corpus(1, 2));
        QCOMPARE(seen.back(), std::make_pair(std::size_t(50), std::size_t(1000)));
        QVERIFY(model(0, 7));
        QCOMPARE(seen.back(), std::make_pair(std::size_t(100), std::size_t(1000)));
        QVERIFY(model(7, 7));
        QCOMPARE(seen.back(), std::make_pair(std::size_t(990), std::size_t(1000)));
        QVERIFY(model(9, 7)); // more than the total: the stage's end, never past it
        QCOMPARE(seen.back(), std::make_pair(std::size_t(990), std::size_t(1000)));
        QVERIFY(model(3, 0)); // an empty total: the stage's start
        QCOMPARE(seen.back(), std::make_pair(std::size_t(100), std::size_t(1000)));
        goOn = false;
        QVERIFY(!model(1, 2)); // Cancel answered by the whole reaches the stage
        QVERIFY(!progressRange(ProgressCallback{}, 0, 1, 2));
    }
};

QTEST_APPLESS_MAIN(TestProgress)
#include "tst_progress.moc"
