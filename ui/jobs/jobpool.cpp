#include "ui/jobs/jobpool.h"

#include "core/base/threadbudget.h"

#include <QThread>

#include <algorithm>

namespace isoscope::ui {

QThreadPool &jobPool()
{
    // Destroyed when the program ends, after waiting for work still running (as Qt's global pool
    // is); the window waits for its jobs when it closes, so by then little or nothing is left.
    static QThreadPool pool;
    static const bool configured = [] {
        pool.setMaxThreadCount(static_cast<int>(std::max(1u, isoscope::threadBudget())));
        pool.setThreadPriority(QThread::LowPriority);
        return true;
    }();
    (void)configured;
    return pool;
}

} // namespace isoscope::ui
