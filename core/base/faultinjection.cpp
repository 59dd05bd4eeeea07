#include "core/base/faultinjection.h"

#include <signal.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

namespace isoscope {

namespace {

struct Seam {
    std::atomic<std::uint64_t> writes{0};
    std::atomic<std::uint64_t> syncs{0};
    std::atomic<std::uint64_t> injected{0};
    // Armed: which point, at which count, doing what. 0 = not armed.
    std::atomic<int> point{0};
    std::atomic<std::uint64_t> nth{0};
    std::atomic<int> action{0};
};

Seam &seam()
{
    static Seam instance;
    return instance;
}

void arm(FaultPoint point, std::uint64_t n, FaultAction action)
{
    Seam &s = seam();
    s.nth.store(0);
    s.writes.store(0);
    s.syncs.store(0);
    s.point.store(point == FaultPoint::Write ? 1 : 2);
    s.action.store(static_cast<int>(action));
    s.nth.store(n);
}

// ISOSCOPE_FAULT=write:N[:action] or sync:N[:action]; anything else leaves the seam disarmed.
void armFromEnvironment()
{
    const char *text = std::getenv("ISOSCOPE_FAULT");
    if (!text || !*text)
        return;
    const std::string spec(text);
    const auto colon = spec.find(':');
    if (colon == std::string::npos)
        return;
    const std::string where = spec.substr(0, colon);
    const std::string rest = spec.substr(colon + 1);
    const auto second = rest.find(':');
    const std::uint64_t n = std::strtoull(rest.substr(0, second).c_str(), nullptr, 10);
    const std::string what = second == std::string::npos ? "enospc" : rest.substr(second + 1);
    const FaultAction action = what == "stop"  ? FaultAction::Stop
                               : what == "eio" ? FaultAction::IoError
                                               : FaultAction::NoSpace;
    if ((where == "write" || where == "sync") && n > 0)
        arm(where == "write" ? FaultPoint::Write : FaultPoint::Sync, n, action);
}

std::once_flag environmentRead;

int hit(int point, std::atomic<std::uint64_t> &counter)
{
    std::call_once(environmentRead, armFromEnvironment);
    Seam &s = seam();
    const std::uint64_t count = counter.fetch_add(1, std::memory_order_relaxed) + 1;
    if (s.point.load(std::memory_order_relaxed) != point || s.nth.load(std::memory_order_relaxed) != count)
        return 0;
    s.injected.fetch_add(1);
    switch (static_cast<FaultAction>(s.action.load())) {
    case FaultAction::Stop:
        // The parent that forked this process kills it now; if nobody does, it goes on normally.
        ::raise(SIGSTOP);
        return 0;
    case FaultAction::IoError: return EIO;
    case FaultAction::NoSpace: break;
    }
    return ENOSPC;
}

} // namespace

int faultBeforeWrite()
{
    return hit(1, seam().writes);
}

int faultBeforeSync()
{
    return hit(2, seam().syncs);
}

void armFault(FaultPoint point, std::uint64_t n, FaultAction action)
{
    std::call_once(environmentRead, armFromEnvironment);
    arm(point, n, action);
}

std::uint64_t faultWritesSeen()
{
    return seam().writes.load();
}

std::uint64_t faultSyncsSeen()
{
    return seam().syncs.load();
}

std::uint64_t faultsInjected()
{
    return seam().injected.load();
}

} // namespace isoscope
