#pragma once
// Whether the window keeps answering while it works (the touch-everything test, a large import).
//
// A stall: the GUI thread spent more than one second on one event. A 50 ms timer measures the gap
// between its ticks, and /proc/self/task/<tid>/schedstat the part of that gap the thread was ready
// to run but had no CPU (other processes on a loaded machine); only the rest (computing, or waiting
// for something, on the GUI thread) counts. So a busy CI machine does not fail the test, and a
// blocking call in the window does, whatever the machine. Where there is no schedstat, only a gap of
// five seconds fails (a timer not served at all for that long is a hang on any machine). The check
// cannot see a stall shorter than a tick, and it cannot tell a slow disk from a blocking call (both
// are waits of the GUI thread; both are stalls a user feels). The worst wall-clock gap is reported
// beside it.
#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <sys/syscall.h>
#include <unistd.h>

namespace stallwatch {

// The longest the GUI thread may spend on one event of its own (without the time it waited for a
// CPU); without schedstat, the longest wall-clock gap between two ticks of its timer.
inline constexpr qint64 kStallMs = 1000;
inline constexpr qint64 kHangMs = 5000;

// Nanoseconds the calling thread has waited on a run queue (ready, but another process had the CPU).
inline qint64 runQueueWaitNs()
{
    static const QString path = QStringLiteral("/proc/self/task/%1/schedstat").arg(syscall(SYS_gettid));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = file.readAll().simplified().split(' ');
    return fields.size() >= 2 ? fields[1].toLongLong() : 0;
}

// The GUI thread's longest stall of its own (see the top of this file) and what was being done.
class StallWatch final
{
public:
    StallWatch()
    {
        m_timer.setInterval(50);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { tick(); });
        m_clock.start();
        m_queued = runQueueWaitNs();
        m_timer.start();
    }
    void setDoing(const QString &what)
    {
        tick();
        m_doing = what;
    }
    qint64 worstOwnMs() const { return m_worstOwn; }
    qint64 worstWallMs() const { return m_worstWall; }
    QString worstOwnDoing() const { return m_worstOwnDoing; }
    QString worstWallDoing() const { return m_worstWallDoing; }
    bool available() const { return QFile::exists(QStringLiteral("/proc/self/schedstat")); }
    /// The most the GUI thread may spend on one event here: kStallMs, or kHangMs without schedstat.
    qint64 limitMs() const { return available() ? kStallMs : kHangMs; }

private:
    void tick()
    {
        const qint64 now = m_clock.elapsed();
        const qint64 queued = runQueueWaitNs();
        const qint64 wall = now - m_last;
        const qint64 own = wall - (queued - m_queued) / 1000000;
        if (own > m_worstOwn) {
            m_worstOwn = own;
            m_worstOwnDoing = m_doing;
        }
        if (wall > m_worstWall) {
            m_worstWall = wall;
            m_worstWallDoing = m_doing;
        }
        m_last = now;
        m_queued = queued;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_queued = 0;
    qint64 m_worstOwn = 0;
    qint64 m_worstWall = 0;
    QString m_doing;
    QString m_worstOwnDoing;
    QString m_worstWallDoing;
};

} // namespace stallwatch
