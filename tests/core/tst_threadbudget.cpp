// Core's one thread budget (core/base/threadbudget.h): leases share it, a section always keeps its
// calling thread, and the text reader and the packed matrix product take their threads from it,
// so that two of them at once do not start more threads than the budget; their results do not
// change with the threads they get.
#include "core/base/threadbudget.h"
#include "core/io/embeddingreader.h"
#include "core/linalg/rowdots.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>
#include <vector>

using namespace isoscope;

namespace {

// Threads of this process now (its tasks in /proc).
int processThreads()
{
    int n = 0;
    for ([[maybe_unused]] const auto &entry : std::filesystem::directory_iterator("/proc/self/task"))
        ++n;
    return n;
}

// The most threads the process had while the text reader read a 9 MB GloVe file (seen at its
// progress callbacks, about every 4 MiB), and the vectors it read.
struct ReadSeen {
    int mostThreads = 0;
    std::vector<float> vectors;
};

ReadSeen readWatching(const std::filesystem::path &path)
{
    ReadSeen seen;
    ReadOptions options; // threads = 0: a lease of the budget
    options.progress = [&seen](std::size_t, std::size_t) {
        seen.mostThreads = std::max(seen.mostThreads, processThreads());
        return true;
    };
    auto read = readEmbeddingFile(path, options);
    if (read) {
        const MatrixF &v = read->set.vectors();
        seen.vectors.assign(v.data(), v.data() + v.size());
    }
    return seen;
}

} // namespace

class TestThreadBudget final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { setThreadBudget(0); }

    void theDefaultIsTheMachinesThreads()
    {
        setThreadBudget(0);
        QCOMPARE(threadBudget(), std::max(1u, std::thread::hardware_concurrency()));
        setThreadBudget(3);
        QCOMPARE(threadBudget(), 3u);
    }

    void leasesShareTheBudgetAndAlwaysKeepTheCaller()
    {
        setThreadBudget(4);
        QCOMPARE(threadsLeased(), 0u);
        {
            const ThreadLease first(3);
            QCOMPARE(first.count(), 3u);
            const ThreadLease second(3);
            QCOMPARE(second.count(), 1u); // what is left
            {
                const ThreadLease third(2);
                QCOMPARE(third.count(), 1u); // none left: its caller alone
                QCOMPARE(threadsLeased(), 5u);
            }
            QCOMPARE(threadsLeased(), 4u);
        }
        QCOMPARE(threadsLeased(), 0u);
        const ThreadLease none(0);
        QCOMPARE(none.count(), 1u);
        const ThreadLease more(9);
        QCOMPARE(more.count(), 3u); // 4, less the one held by `none`
    }

    // An explicit count is exactly that many (capped by the work), outside the budget; none asks
    // the budget for what it leaves, never more than the work has pieces, always the caller.
    void aSectionTakesWhatItIsToldOrWhatTheBudgetLeaves()
    {
        setThreadBudget(4);
        {
            const SectionThreads told(3, 10);
            QCOMPARE(told.count(), 3u);
            QCOMPARE(threadsLeased(), 0u);
            const SectionThreads capped(6, 2);
            QCOMPARE(capped.count(), 2u);
            const SectionThreads leased(0, 3);
            QCOMPARE(leased.count(), 3u);
            QCOMPARE(threadsLeased(), 3u);
            const SectionThreads rest(0, 8);
            QCOMPARE(rest.count(), 1u);
            const SectionThreads nothingToSplit(0, 0);
            QCOMPARE(nothingToSplit.count(), 1u);
        }
        QCOMPARE(threadsLeased(), 0u);
    }

    // Two sections at once: while another holds the whole budget, the text reader parses on its
    // calling thread instead of on three threads of its own (beside the caller, which reads the
    // file), and reads the same vectors, bit for bit.
    void theTextReaderTakesWhatTheBudgetLeaves()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path path = std::filesystem::path(dir.path().toStdString()) / "glove.txt";
        {
            std::ofstream out(path);
            std::mt19937 random(7);
            std::uniform_real_distribution<float> uniform(-1, 1);
            for (int r = 0; r < 20000; ++r) {
                out << 'w' << r;
                for (int d = 0; d < 50; ++d)
                    out << ' ' << uniform(random);
                out << '\n';
            }
        }
        setThreadBudget(3);
        const int before = processThreads();
        const ReadSeen alone = readWatching(path);
        QVERIFY(!alone.vectors.empty());
        QCOMPARE(alone.mostThreads, before + 3);
        ReadSeen crowded;
        {
            const ThreadLease other(3); // another section holds everything
            crowded = readWatching(path);
        }
        QCOMPARE(crowded.mostThreads, before);
        QVERIFY(crowded.vectors == alone.vectors);
    }

    // The packed matrix product under a full budget runs on its calling thread and gives the same
    // bits as with the whole budget.
    void theMatrixProductGivesTheSameBitsWhateverItGets()
    {
        const std::size_t m = 700, K = 300, n = 300;
        std::mt19937 random(11);
        std::uniform_real_distribution<float> uniform(-1, 1);
        std::vector<float> a(m * K);
        std::vector<double> w(K * n);
        for (float &x : a)
            x = uniform(random);
        for (double &x : w)
            x = uniform(random);
        setThreadBudget(2);
        const PackedPanels panels(w.data(), K, n, 1, K, {});
        std::vector<float> free(m * n), crowded(m * n);
        multiplyRows(a.data(), K, m, nullptr, panels, nullptr, free.data(), n);
        {
            const ThreadLease other(2);
            multiplyRows(a.data(), K, m, nullptr, panels, nullptr, crowded.data(), n);
        }
        QVERIFY(free == crowded);
        QCOMPARE(threadsLeased(), 0u);
    }
};

QTEST_GUILESS_MAIN(TestThreadBudget)
#include "tst_threadbudget.moc"
