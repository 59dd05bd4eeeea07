#include "ui/jobs/jobpool.h"

#include "core/base/threadbudget.h"

#include <QThread>

#include <algorithm>
#include <cerrno>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace isoscope::ui {

QThreadPool &jobPool()
{
    // Destroyed when the program ends, after waiting for work still running (as Qt's global pool
    // is); the window waits for its jobs when it closes, so by then little or nothing is left.
    static QThreadPool pool;
    static const bool configured = [] {
        pool.setMaxThreadCount(static_cast<int>(std::max(1u, isoscope::threadBudget())));
        pool.setThreadPriority(QThread::LowPriority); // macOS, Windows; Linux: startInBackground
        return true;
    }();
    (void)configured;
    return pool;
}

int niceOfThisThread()
{
#if defined(__linux__)
    // On Linux the niceness belongs to each thread: PRIO_PROCESS with a thread's id names that thread.
    errno = 0;
    const int nice = getpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)));
    return errno == 0 ? nice : 0;
#else
    return 0;
#endif
}

void lowerThisThreadBelowTheWindow()
{
#if defined(__linux__)
    thread_local bool lowered = false; // a pool thread keeps it from one piece of work to the next
    if (lowered)
        return;
    lowered = true;
    if (niceOfThisThread() < kBackgroundNiceness)
        (void)setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), kBackgroundNiceness);
#endif
}

} // namespace isoscope::ui
