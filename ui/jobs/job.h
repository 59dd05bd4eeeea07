#pragma once

#include "core/base/progress.h"
#include "core/base/result.h"
#include "ui/common/errortext.h"

#include <QElapsedTimer>
#include <QException>
#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <QString>

#include <algorithm>
#include <exception>
#include <functional>
#include <optional>
#include <utility>

namespace isoscope::ui {

/// Progress of a job is reported to its promise in thousandths.
inline constexpr int kJobProgressRange = 1000;

/// The core callback of a job for one step that spans [from, to] thousandths of the whole job:
/// reports done/total of that step, and returns false once the job is cancelled, which core
/// then honours at its next batch.
template <typename T>
isoscope::ProgressCallback stepProgress(QPromise<T> &promise, int from, int to)
{
    return [&promise, from, to](std::size_t done, std::size_t total) {
        if (total > 0) {
            const double fraction = std::min(1.0, static_cast<double>(done) / static_cast<double>(total));
            promise.setProgressValue(from + static_cast<int>(fraction * (to - from)));
        }
        return !promise.isCanceled();
    };
}

/// One piece of background work (importing a model, whitening, a model's WEAT suites...): a
/// QtConcurrent::run in promise mode watched by its own QFutureWatcher. It tells its progress,
/// elapsed and remaining time, and can be cancelled; the worker sees the cancel at its next
/// progress callback.
class Job final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Job)

public:
    enum class State { Queued, Running, Finished, Failed, Cancelled };

    /// The title is made when shown, so that it follows a change of language (a job started in
    /// English reads German after a switch): pass a function that calls tr(). A fixed text is
    /// shown as it is.
    Job(std::function<QString()> title, const QString &modelName, QObject *parent = nullptr);
    Job(const QString &title, const QString &modelName, QObject *parent = nullptr);
    ~Job() override;

    /// Watches the future. T must have an `std::optional<isoscope::Error> error` member; onResult
    /// runs on the main thread with the result when there is no error. A Cancelled error, or no
    /// result after a cancel, ends the job as cancelled; another error, or an exception that ended
    /// the worker (not enough memory, a storage error), as failed with its reason.
    template <typename T>
    void watch(QFuture<T> future, std::function<void(const T &)> onResult)
    {
        auto *watcher = new QFutureWatcher<T>(this);
        m_watcher = watcher;
        // A task reports "started" when it is queued; it sets its progress range when a worker
        // really begins, so that is when the job leaves "Waiting".
        connect(watcher, &QFutureWatcherBase::progressRangeChanged, this, [this](int, int maximum) {
            if (maximum > 0)
                markStarted();
        });
        connect(watcher, &QFutureWatcherBase::progressValueChanged, this, &Job::setProgressValue);
        connect(watcher, &QFutureWatcherBase::progressTextChanged, this, &Job::setProgressText);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, onResult = std::move(onResult)] {
            if (watcher->future().resultCount() == 0) {
                // An exception in the worker also cancels the future: it is a failure, not a cancel.
                const QString thrown = failureText(watcher->future());
                if (!thrown.isEmpty())
                    finish(State::Failed, std::nullopt, thrown);
                else
                    finish(State::Cancelled, std::nullopt);
                return;
            }
            const T result = watcher->future().result();
            if (result.error) {
                finish(result.error->code == isoscope::ErrorCode::Cancelled ? State::Cancelled : State::Failed,
                       *result.error);
                return;
            }
            if (onResult)
                onResult(result);
            finish(State::Finished, std::nullopt);
        });
        watcher->setFuture(std::move(future));
    }

    QString title() const { return m_title(); }
    QString modelName() const { return m_modelName; }
    State state() const { return m_state; }
    bool isActive() const { return m_state == State::Queued || m_state == State::Running; }
    /// 0 to 1.
    double progress() const { return m_progress; }
    /// Milliseconds since the work started (0 while queued), frozen when it ends.
    qint64 elapsedMs() const;
    /// Estimated from the progress so far; nothing while unknown or when not running.
    std::optional<qint64> remainingMs() const;
    /// Work that counts what it has done (tokens a model ran) sends the count so far as its
    /// progress text (a whole number, QPromise::setProgressValueAndText); the job then shows it as a
    /// rate in this unit (a function that calls tr(), like the title).
    void setRateUnit(std::function<QString()> unit) { m_rateUnit = std::move(unit); }
    /// The count per second since the count began to grow, while running ("1,234 tokens/s" in the
    /// current locale); empty before two counts are known, when not running, or without a unit.
    QString rateText() const;
    /// Why the job failed, as a sentence in the current language.
    QString errorText() const { return m_error ? ErrorText::describe(*m_error) : m_failureText; }

    void cancel();

    /// Why a finished future has no result, when an exception ended its work: a sentence such as
    /// "There is not enough memory for this data (...)"; empty when it was cancelled or has a
    /// result. For work watched without a Job (the lesson, the heatmap, the start page).
    template <typename T>
    static QString failureText(QFuture<T> future)
    {
        if (!QFutureInterfaceBase::get(future).hasException())
            return {};
        try {
            future.waitForFinished(); // rethrows the worker's exception
        } catch (...) {
            return describeException(std::current_exception());
        }
        return {};
    }
    /// Blocks until the worker has returned (for closing the window).
    void waitForFinished();

Q_SIGNALS:
    void started();
    void progressChanged(double progress);
    /// The job ended with a result (already handed to onResult).
    void succeeded();
    void failed(const QString &error);
    void cancelled();
    /// Any end: after succeeded, failed or cancelled.
    void finished();
    /// The job is being destroyed, while what it holds (its title, state) is still whole: a list of
    /// jobs removes it here, since QObject::destroyed comes after its members are gone.
    void aboutToBeDestroyed();

private:
    static QString describeException(std::exception_ptr exception);

    void markStarted();
    void setProgressValue(int value);
    void setProgressText(const QString &text);
    /// failureText: why it failed when no core error says it (a worker's exception).
    void finish(State state, std::optional<isoscope::Error> error, QString failureText = {});

    std::function<QString()> m_title;
    QString m_modelName;
    State m_state = State::Queued;
    double m_progress = 0;
    QElapsedTimer m_clock;
    std::function<QString()> m_rateUnit;
    /// The first count above zero and when it came (ms of the job's clock), then the latest.
    std::optional<std::pair<qint64, qint64>> m_firstCount, m_lastCount;
    qint64 m_elapsedAtEnd = -1;
    std::optional<isoscope::Error> m_error;
    QString m_failureText;
    QFutureWatcherBase *m_watcher = nullptr;
};

} // namespace isoscope::ui
