#include "core/base/threadbudget.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <mutex>
#include <thread>
#include <utility>

namespace isoscope {

namespace {

std::atomic<unsigned> g_budget{0}; // 0: the machine's default
std::mutex g_mutex;
unsigned g_leased = 0; // guarded by g_mutex

unsigned machineThreads()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

} // namespace

unsigned threadBudget()
{
    const unsigned set = g_budget.load(std::memory_order_relaxed);
    return set != 0 ? set : machineThreads();
}

void setThreadBudget(unsigned threads)
{
    g_budget.store(threads, std::memory_order_relaxed);
}

ThreadLease::ThreadLease(unsigned wanted)
{
    const unsigned budget = threadBudget();
    const std::lock_guard<std::mutex> lock(g_mutex);
    const unsigned free = budget > g_leased ? budget - g_leased : 0;
    m_count = std::max(1u, std::min(std::max(wanted, 1u), free));
    g_leased += m_count;
}

ThreadLease::~ThreadLease()
{
    const std::lock_guard<std::mutex> lock(g_mutex);
    g_leased -= m_count;
}

SectionThreads::SectionThreads(unsigned requested, std::size_t most)
{
    const auto cap = static_cast<unsigned>(std::clamp<std::size_t>(most, 1, std::numeric_limits<unsigned>::max()));
    if (requested != 0)
        m_count = std::min(requested, cap);
    else
        m_count = m_lease.emplace(std::min(threadBudget(), cap)).count();
}

HelperTask::HelperTask(std::function<void()> work, WithoutThread without) : m_work(std::move(work))
{
    m_lease.emplace(2);
    if (m_lease->count() < 2) {
        m_lease.reset(); // no thread to spare: the caller's own is counted where it was leased
        m_pending = without == WithoutThread::RunOnWait;
        return;
    }
    m_thread = std::thread([this] {
        try {
            m_work();
        } catch (...) {
            m_failure = std::current_exception();
        }
    });
}

HelperTask::~HelperTask()
{
    if (m_thread.joinable())
        m_thread.join();
}

void HelperTask::wait()
{
    if (m_thread.joinable())
        m_thread.join();
    if (m_pending) {
        m_pending = false;
        m_work();
    }
    if (m_failure)
        std::rethrow_exception(std::exchange(m_failure, nullptr));
}

unsigned threadsLeased()
{
    const std::lock_guard<std::mutex> lock(g_mutex);
    return g_leased;
}

} // namespace isoscope
