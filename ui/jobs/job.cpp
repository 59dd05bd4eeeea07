#include "ui/jobs/job.h"

#include "core/base/embeddingset.h"

#include <QLocale>

#include <new>
#include <stdexcept>

namespace isoscope::ui {

QString Job::describeException(std::exception_ptr exception)
{
    // QtConcurrent wraps what is not a QException in a QUnhandledException.
    try {
        std::rethrow_exception(exception);
    } catch (const QUnhandledException &wrapped) {
        if (wrapped.exception())
            return describeException(wrapped.exception());
    } catch (...) {}
    try {
        std::rethrow_exception(exception);
    } catch (const std::bad_alloc &) {
        return ErrorText::describe(
            isoscope::makeError(isoscope::ErrorCode::OutOfMemory, "an allocation failed while the job ran"));
    } catch (const isoscope::StorageError &e) {
        return ErrorText::describe(isoscope::makeError(isoscope::ErrorCode::FileUnreadable,
                                                       std::string("reading the model's vectors failed: ") + e.what()));
    } catch (const std::exception &e) {
        return tr("The job stopped with an internal error: %1").arg(QString::fromLocal8Bit(e.what()));
    } catch (...) {}
    return tr("The job stopped with an internal error of an unknown kind.");
}

Job::Job(std::function<QString()> title, const QString &modelName, QObject *parent)
    : QObject(parent), m_title(std::move(title)), m_modelName(modelName)
{}

Job::Job(const QString &title, const QString &modelName, QObject *parent)
    : Job([title] { return title; }, modelName, parent)
{}

Job::~Job()
{
    Q_EMIT aboutToBeDestroyed();
    // The worker holds no pointer to the job, but it must not outlive what it reads.
    if (m_watcher) {
        m_watcher->disconnect(this);
        m_watcher->cancel();
        waitForFinished();
    }
}

qint64 Job::elapsedMs() const
{
    if (m_elapsedAtEnd >= 0)
        return m_elapsedAtEnd;
    return m_clock.isValid() ? m_clock.elapsed() : 0;
}

std::optional<qint64> Job::remainingMs() const
{
    if (m_state != State::Running || m_progress < 0.02)
        return std::nullopt;
    const double elapsed = static_cast<double>(elapsedMs());
    if (elapsed < 200)
        return std::nullopt;
    return static_cast<qint64>(elapsed * (1 - m_progress) / m_progress);
}

void Job::cancel()
{
    if (m_watcher && isActive())
        m_watcher->cancel();
}

void Job::waitForFinished()
{
    if (!m_watcher)
        return;
    try {
        m_watcher->waitForFinished(); // rethrows a worker's exception, which finish() has reported already
    } catch (...) {}
}

void Job::markStarted()
{
    if (m_state != State::Queued)
        return;
    m_state = State::Running;
    m_clock.start();
    Q_EMIT started();
}

void Job::setProgressValue(int value)
{
    if (m_watcher && m_watcher->progressMaximum() > 0)
        markStarted();
    const double progress = std::clamp(static_cast<double>(value) / kJobProgressRange, 0.0, 1.0);
    if (progress == m_progress)
        return;
    m_progress = progress;
    Q_EMIT progressChanged(progress);
}

void Job::setProgressText(const QString &text)
{
    bool ok = false;
    const qint64 count = text.toLongLong(&ok);
    if (!ok || count <= 0 || !m_clock.isValid())
        return;
    const std::pair<qint64, qint64> now{m_clock.elapsed(), count};
    if (!m_firstCount)
        m_firstCount = now;
    else
        m_lastCount = now;
}

QString Job::rateText() const
{
    if (!m_rateUnit || m_state != State::Running || !m_firstCount || !m_lastCount)
        return {};
    const qint64 ms = m_lastCount->first - m_firstCount->first;
    if (ms <= 0)
        return {};
    const double rate =
        static_cast<double>(m_lastCount->second - m_firstCount->second) * 1000.0 / static_cast<double>(ms);
    //: A rate, as "1,234 tokens/s": %1 the number, %2 the unit
    return tr("%1 %2").arg(QLocale().toString(rate, 'f', 0), m_rateUnit());
}

void Job::finish(State state, std::optional<isoscope::Error> error, QString failureText)
{
    if (!isActive())
        return;
    if (!m_clock.isValid())
        m_clock.start();
    m_elapsedAtEnd = m_clock.elapsed();
    m_state = state;
    m_error = std::move(error);
    m_failureText = std::move(failureText);
    if (state == State::Finished && m_progress < 1) {
        m_progress = 1;
        Q_EMIT progressChanged(1);
    }
    switch (state) {
    case State::Finished: Q_EMIT succeeded(); break;
    case State::Failed: Q_EMIT failed(errorText()); break;
    case State::Cancelled: Q_EMIT cancelled(); break;
    default: break;
    }
    Q_EMIT finished();
}

} // namespace isoscope::ui
