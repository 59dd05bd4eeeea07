#pragma once
// The one thread pool all of the window's background work runs on, and the one way to start work
// on it.
#include <QPromise>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <tuple>
#include <type_traits>
#include <utility>

namespace isoscope::ui {

/// The pool of the window's background work: the analysis jobs (import, whitening, WEAT,
/// anisotropy, similarity), the Sensitivity, Calibrations and SC-WEAT pages, the model check, the
/// lesson, the heatmap's matrices and the start page's demo models. Not Qt's global pool: Qt's
/// raster painting hands large fills to the global pool and waits for them, so work that filled it
/// froze the window until it ended. As many threads as core's thread budget
/// (core/base/threadbudget.h), below the window's priority (startInBackground), so that a busy
/// machine still answers the user first.
QThreadPool &jobPool();

/// The niceness background work runs at on Linux (the window's threads normally have 0): a thread
/// at 5 weighs a third of one at 0 in the kernel's fair scheduler, so the window gets a core the
/// moment it wakes while an import keeps both busy, and the work loses nothing on an idle machine.
inline constexpr int kBackgroundNiceness = 5;

/// Puts the calling thread (and the threads it starts later, which inherit it) at
/// kBackgroundNiceness if it is below that; does nothing elsewhere, or when the system refuses.
/// Qt's QThread::LowPriority, which jobPool() asks for, changes nothing under Linux's default
/// scheduling policy (Qt maps it to the policy's only static priority, 0).
void lowerThisThreadBelowTheWindow();

/// The niceness of the calling thread (0 where there is none to read).
int niceOfThisThread();

namespace detail {
// T of a callable whose first parameter is QPromise<T> & (the promise form of QtConcurrent::run).
template <typename>
struct PromiseResult;
template <typename C, typename R, typename T, typename... A>
struct PromiseResult<R (C::*)(QPromise<T> &, A...) const> {
    using type = T;
};
template <typename C, typename R, typename T, typename... A>
struct PromiseResult<R (C::*)(QPromise<T> &, A...)> {
    using type = T;
};
} // namespace detail

/// Starts work on the job pool as QtConcurrent::run does (its promise form when work is a lambda
/// taking a QPromise<T>& first), the thread first lowered below the window
/// (lowerThisThreadBelowTheWindow). An exception that escapes the work ends the future with it:
/// Job::watch turns it into a failed job with its reason, and a caller that watches the future
/// itself asks Job::failureText.
template <typename Work, typename... Args>
auto startInBackground(Work &&work, Args &&...args)
{
    using W = std::decay_t<Work>;
    // Stored as QtConcurrent::run stores them: decayed copies, passed on as rvalues.
    std::tuple<std::decay_t<Args>...> arguments(std::forward<Args>(args)...);
    if constexpr (std::is_invocable_v<W &, std::decay_t<Args>...>) {
        return QtConcurrent::run(&jobPool(),
                                 [work = W(std::forward<Work>(work)), arguments = std::move(arguments)]() mutable {
                                     lowerThisThreadBelowTheWindow();
                                     return std::apply(work, std::move(arguments));
                                 });
    } else {
        using T = typename detail::PromiseResult<decltype(&W::operator())>::type;
        return QtConcurrent::run(&jobPool(), [work = W(std::forward<Work>(work)),
                                              arguments = std::move(arguments)](QPromise<T> &promise) mutable {
            lowerThisThreadBelowTheWindow();
            std::apply([&](auto &&...values) { work(promise, std::forward<decltype(values)>(values)...); },
                       std::move(arguments));
        });
    }
}

} // namespace isoscope::ui
