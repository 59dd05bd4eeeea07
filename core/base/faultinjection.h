#pragma once

// The test seam for storage faults: every write and every fsync that Isoscope makes to a file it
// produces (the embedding cache, the whitening statistics, the results folder, figure_data.h5, the
// study file) asks faultBeforeWrite() / faultBeforeSync() first. Normally they answer 0 and cost
// one relaxed atomic increment. A test arms one of them to fail the N-th such call with an errno
// (ENOSPC: a full disk), or to stop the process there (SIGSTOP), so that a parent that forked it
// can SIGKILL it at exactly that point.
//
// Armed in the process (armFault) or, for a whole program run by a test, through the environment:
//     ISOSCOPE_FAULT=write:N[:enospc|eio|stop]     the N-th write (1-based)
//     ISOSCOPE_FAULT=sync:N[:enospc|eio|stop]      the N-th fsync
// read once, at the first write or sync.

#include <cstdint>

namespace isoscope {

enum class FaultPoint { Write, Sync };
enum class FaultAction { NoSpace, IoError, Stop };

/// 0, or the errno that the caller must fail this write with (after the fault's action).
int faultBeforeWrite();
/// 0, or the errno that the caller must fail this fsync with.
int faultBeforeSync();

/// Arms the seam: the n-th call (counted from now, 1-based) at point fails with action. n = 0
/// disarms it. Replaces what ISOSCOPE_FAULT said.
void armFault(FaultPoint point, std::uint64_t n, FaultAction action = FaultAction::NoSpace);
/// Writes and syncs seen since the seam was last armed, and faults injected (for a test's count).
std::uint64_t faultWritesSeen();
std::uint64_t faultSyncsSeen();
std::uint64_t faultsInjected();

} // namespace isoscope
