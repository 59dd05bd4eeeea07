#pragma once
// One budget of threads for core's parallel sections (the text and fastText readers' parsers, the
// packed matrix product of the whitening and the statistics), shared by everything a program runs
// at once. Several jobs of the window each start such a section from a worker of their own; each
// section borrows its threads from this budget, so that together they do not start more threads
// than the machine has (before, each started as many as there are cores, and two jobs at once
// oversubscribed the CPU).
#include <cstddef>
#include <exception>
#include <functional>
#include <optional>
#include <thread>

namespace isoscope {

/// How many threads core's parallel sections may run at once in all, their calling threads
/// included: the machine's hardware threads (at least 1), unless setThreadBudget changed it.
unsigned threadBudget();

/// Sets the budget; 0 restores the machine's default.
void setThreadBudget(unsigned threads);

/// The threads of one parallel section, its calling thread included: at least 1 (the caller runs
/// anyway), at most `wanted`, and no more than the budget leaves while other sections hold
/// theirs. They return to the budget when the lease goes out of scope. How many a section gets
/// does not change its result: every section splits its work so that each sum keeps its order
/// (tst_rowdots and tst_embeddingreader check it for any number of threads).
class ThreadLease
{
public:
    explicit ThreadLease(unsigned wanted);
    ~ThreadLease();
    ThreadLease(const ThreadLease &) = delete;
    ThreadLease &operator=(const ThreadLease &) = delete;

    unsigned count() const { return m_count; }

private:
    unsigned m_count;
};

/// The threads of one parallel section, at most `most` (and at least 1): exactly `requested` when
/// it is not 0 (an explicit threads option; the tests that compare thread counts), else a
/// ThreadLease of the budget, held as long as this object lives.
class SectionThreads
{
public:
    SectionThreads(unsigned requested, std::size_t most);

    unsigned count() const { return m_count; }

private:
    std::optional<ThreadLease> m_lease;
    unsigned m_count = 1;
};

/// The one way a section of core runs a piece of work beside its own (reading the next chunk
/// ahead, preparing the next slab, faulting pages in): on a thread borrowed from the budget (a
/// ThreadLease of two, the caller's and the helper's) when it has one to spare; else not beside it,
/// but on the calling thread when wait() asks for it (WithoutThread::RunOnWait), or not at all
/// (WithoutThread::Skip, for work that only saves time later). wait() rethrows what the work threw.
/// The destructor waits for a helper thread (what it threw is dropped then).
class HelperTask
{
public:
    enum class WithoutThread { RunOnWait, Skip };
    explicit HelperTask(std::function<void()> work, WithoutThread without = WithoutThread::RunOnWait);
    ~HelperTask();
    HelperTask(const HelperTask &) = delete;
    HelperTask &operator=(const HelperTask &) = delete;

    /// Returns when the work is done (running it now if it has not run beside the caller).
    void wait();
    /// The work runs on a thread of its own.
    bool beside() const { return m_lease.has_value(); }

private:
    std::optional<ThreadLease> m_lease;
    std::function<void()> m_work;
    std::thread m_thread;
    std::exception_ptr m_failure;
    bool m_pending = false; ///< to run in wait()
};

/// Threads held by the leases alive now (for tests).
unsigned threadsLeased();

} // namespace isoscope
