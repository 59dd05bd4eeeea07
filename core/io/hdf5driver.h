#pragma once

// The HDF5 file driver of every file Isoscope opens through HDF5 (caches, whitening statistics,
// figure_data.h5, imported HDF5 models). It does what HDF5's default "sec2" driver does (POSIX
// pread/pwrite on one file descriptor) and four things more:
// - it opens without blocking and refuses anything but a regular file, so that a named pipe or a
//   device at a path never hangs the program;
// - a write that fails (a full disk) is remembered with its errno, and that write and every later
//   one are discarded while HDF5 is told they succeeded: HDF5 then closes its file normally and
//   consistently (after a failed write its own state can make H5Fclose and the library's exit
//   handler crash), and the caller, which asks writeFailure() or closeFile() before it trusts
//   the file, throws it away and says "no space left on the device";
// - every write passes the storage fault seam (core/base/faultinjection.h);
// - writes that follow one another in the file are gathered into one pwrite of up to 4 MiB (sent
//   before a read of those bytes, any other write, truncate, flush and close), and the disk is
//   asked to start writing them (sync_file_range), so that the fsync before a file is trusted
//   has little left to wait for.

#include <hdf5.h>

namespace isoscope::hdf5 {

/// Makes the file access property list use this driver.
void useSafeDriver(hid_t fileAccess);
/// The errno of the first write that failed in the open file that object belongs to, or 0.
int writeFailure(hid_t object);
/// The errno of the first failed write of the last file this thread's HDF5 calls closed, or 0;
/// reading it clears it.
int takeClosedWriteFailure();

} // namespace isoscope::hdf5
