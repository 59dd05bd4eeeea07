// Core's one thread budget (core/base/threadbudget.h): leases share it, a section always keeps its
// calling thread, and the text reader and the packed matrix product take their threads from it,
// so that two of them at once do not start more threads than the budget; their results do not
// change with the threads they get.
#include "core/base/threadbudget.h"
#include "core/io/embeddingreader.h"
#include "core/linalg/rowdots.h"
#include "core/linalg/whitening.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <numeric>
#include <random>
#include <set>
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

// Rows of random numbers, remembering which threads read them (a cached model's rows come from
// such a store).
class WatchedRows final : public RowStore
{
public:
    WatchedRows(std::size_t rows, std::size_t dims) : m_rows(rows), m_dims(dims) {}
    std::size_t rows() const override { return m_rows; }
    std::size_t dims() const override { return m_dims; }
    void read(const std::vector<std::size_t> &rows, float *out) const override
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_readers.insert(std::this_thread::get_id());
        }
        for (std::size_t i = 0; i < rows.size(); ++i)
            for (std::size_t j = 0; j < m_dims; ++j)
                out[i * m_dims + j] = static_cast<float>(std::sin(0.37 * double(rows[i] * m_dims + j)));
    }
    std::set<std::thread::id> readers() const
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        return m_readers;
    }

private:
    std::size_t m_rows, m_dims;
    mutable std::mutex m_mutex;
    mutable std::set<std::thread::id> m_readers;
};

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

    // A helper beside a section (reading ahead, preparing the next slab) takes a thread of the
    // budget when one is spare, else runs on the caller when waited for, or not at all.
    void aHelperTaskRunsBesideOnlyWithASpareThread()
    {
        setThreadBudget(4);
        {
            std::thread::id ranOn;
            HelperTask helper([&ranOn] { ranOn = std::this_thread::get_id(); });
            QVERIFY(helper.beside());
            QCOMPARE(threadsLeased(), 2u);
            helper.wait();
            QVERIFY(ranOn != std::this_thread::get_id());
        }
        QCOMPARE(threadsLeased(), 0u);
        setThreadBudget(1);
        std::thread::id ranOn;
        HelperTask waited([&ranOn] { ranOn = std::this_thread::get_id(); });
        QVERIFY(!waited.beside());
        QCOMPARE(threadsLeased(), 0u);
        waited.wait();
        QVERIFY(ranOn == std::this_thread::get_id());
        bool ran = false;
        {
            HelperTask skipped([&ran] { ran = true; }, HelperTask::WithoutThread::Skip);
            skipped.wait();
        }
        QVERIFY(!ran);
        HelperTask failing([] { throw StorageError("chunk 3 fails its checksum"); });
        QVERIFY_THROWS_EXCEPTION(StorageError, failing.wait());
    }

    // The whitening's read-ahead of a cached model's rows is such a helper: with a budget of one
    // thread every row is read on the calling thread, and the statistics are the same bits.
    void theWhiteningReadsAheadOnlyWithinTheBudget()
    {
        const std::size_t rows = 9000, dims = 12; // more than one chunk of the estimate
        std::vector<std::string> words;
        for (std::size_t i = 0; i < rows; ++i)
            words.push_back("w" + std::to_string(i));
        std::vector<std::size_t> sample(rows);
        std::iota(sample.begin(), sample.end(), std::size_t(0));
        const auto estimate = [&](unsigned budget, std::set<std::thread::id> &readers) {
            setThreadBudget(budget);
            auto store = std::make_shared<WatchedRows>(rows, dims);
            const EmbeddingSet model(Vocabulary(words), store);
            auto stats = estimateWhitening(model, sample);
            readers = store->readers();
            return stats;
        };
        std::set<std::thread::id> crowded, free;
        auto one = estimate(1, crowded);
        auto four = estimate(4, free);
        QVERIFY(one.ok() && four.ok());
        QCOMPARE(crowded, std::set<std::thread::id>{std::this_thread::get_id()});
        QVERIFY(free.size() > 1);
        QVERIFY(one->mean == four->mean);
        QVERIFY(one->eigenvalues == four->eigenvalues);
        QCOMPARE(threadsLeased(), 0u);
    }
};

QTEST_GUILESS_MAIN(TestThreadBudget)
#include "tst_threadbudget.moc"
