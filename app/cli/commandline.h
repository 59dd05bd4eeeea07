#pragma once

#include <ostream>

namespace isoscope {

/// The command-line tool (isoscope-cli): parses argv, runs, writes results to out and messages
/// to err. progressOnErr: err is a terminal, so a live progress line is drawn there.
/// Returns the exit status: 0 on success, 2 on bad usage or bad input (with a one-line reason on
/// err), 1 on an internal failure.
int runCommandLine(int argc, const char *const argv[], std::ostream &out, std::ostream &err,
                   bool progressOnErr = false);

/// The usage text printed by --help.
const char *commandLineUsage();

} // namespace isoscope
