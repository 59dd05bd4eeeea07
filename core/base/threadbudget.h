#pragma once
// One budget of threads for core's parallel sections (the text and fastText readers' parsers, the
// packed matrix product of the whitening and the statistics), shared by everything a program runs
// at once. Several jobs of the window each start such a section from a worker of their own; each
// section borrows its threads from this budget, so that together they do not start more threads
// than the machine has (before, each started as many as there are cores, and two jobs at once
// oversubscribed the CPU).
#include <cstddef>
#include <optional>

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

/// Threads held by the leases alive now (for tests).
unsigned threadsLeased();

} // namespace isoscope
