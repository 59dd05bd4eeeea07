#pragma once

#include <ostream>

namespace isoscope {

/// The command-line tool (isoscope-cli): parses argv, runs, writes results to out and messages to
/// err. Returns the exit status: 0 on success, 2 on bad usage or bad input (with a one-line
/// reason on err), 1 on an internal failure.
int runCommandLine(int argc, const char *const argv[], std::ostream &out, std::ostream &err);
inline int runCommandLine(int argc, char *argv[], std::ostream &out, std::ostream &err)
{
    return runCommandLine(argc, const_cast<const char *const *>(argv), out, err);
}

} // namespace isoscope
