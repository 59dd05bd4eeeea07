#pragma once
// The one thread pool all of the window's background work runs on, and the one way to start work
// on it.
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace isoscope::ui {

/// The pool of the window's background work: the analysis jobs (import, whitening, WEAT,
/// anisotropy, similarity), the Sensitivity, Calibrations and SC-WEAT pages, the model check, the
/// lesson, the heatmap's matrices and the start page's demo models. Not Qt's global pool: Qt's
/// raster painting hands large fills to the global pool and waits for them, so work that filled it
/// froze the window until it ended. As many threads as core's thread budget
/// (core/base/threadbudget.h), below the window's priority, so that a busy machine still answers
/// the user first.
QThreadPool &jobPool();

/// Starts work on the job pool as QtConcurrent::run does (its promise form when work takes a
/// QPromise<T>& first). An exception that escapes the work ends the future with it: Job::watch
/// turns it into a failed job with its reason, and a caller that watches the future itself asks
/// Job::failureText.
template <typename Work, typename... Args>
auto startInBackground(Work &&work, Args &&...args)
{
    return QtConcurrent::run(&jobPool(), std::forward<Work>(work), std::forward<Args>(args)...);
}

} // namespace isoscope::ui
