#pragma once

// A test that gives a named pipe (FIFO) where a file is expected checks that it is refused, not
// opened: opening a FIFO for reading waits for a writer, for ever. So that a regression fails the
// test instead of hanging CI, the watchdog plays that writer once a deadline has passed: it opens
// the FIFO for writing without blocking (which succeeds only while a reader waits in open()),
// closes it again (the reader sees an empty file) and remembers that it had to.

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace testsupport {

class FifoWatchdog
{
public:
    FifoWatchdog(std::string fifo, std::chrono::milliseconds deadline)
        : m_fifo(std::move(fifo)), m_thread([this, deadline] { watch(deadline); })
    {}
    ~FifoWatchdog()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stopped = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    FifoWatchdog(const FifoWatchdog &) = delete;
    FifoWatchdog &operator=(const FifoWatchdog &) = delete;

    /// True once a reader was found waiting in open() after the deadline and released.
    bool fired() const { return m_fired; }

private:
    void watch(std::chrono::milliseconds deadline)
    {
        std::unique_lock lock(m_mutex);
        if (m_wake.wait_for(lock, deadline, [this] { return m_stopped; }))
            return;
        // Every 50 ms from then on: a reader may open the FIFO more than once.
        do {
            const int fd = ::open(m_fifo.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0) {
                m_fired = true;
                ::close(fd);
            }
        } while (!m_wake.wait_for(lock, std::chrono::milliseconds(50), [this] { return m_stopped; }));
    }

    const std::string m_fifo;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopped = false;
    std::atomic<bool> m_fired{false};
    std::thread m_thread;
};

} // namespace testsupport
