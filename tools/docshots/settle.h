#pragma once

#include <QCoreApplication>
#include <QEventLoop>

namespace isoscope::docshots {

/// Lets the window lay itself out before a picture: delivers posted events (layout requests,
/// deferred resizes, the window's zero-interval refresh timers) for a few rounds, since one
/// event can post the next.
inline void settle()
{
    for (int round = 0; round < 20; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
}

} // namespace isoscope::docshots
