#include "core/base/threadbudget.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

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

unsigned threadsLeased()
{
    const std::lock_guard<std::mutex> lock(g_mutex);
    return g_leased;
}

} // namespace isoscope
