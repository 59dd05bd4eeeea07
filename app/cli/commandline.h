#pragma once
// isoscope-cli: the subcommand named first, then its own arguments.
#include "app/cli/command.h"

#include <ostream>
#include <span>

namespace isoscope {

namespace cli {
/// A subcommand: its name, what it does in a few words (isoscope-cli --help), and what runs it.
struct Subcommand {
    const char *name;
    const char *summary;
    int (*run)(const Invocation &in);
};
} // namespace cli

/// The command-line tool (isoscope-cli): runs the subcommand argv[1] with the rest of argv,
/// writing results to out and messages to err. progressOnErr: err is a terminal, so a live
/// progress line is drawn there. more: subcommands beside those that use core alone (figures and
/// report, which need the window's renderers). Returns the exit status: 0 on success, 2 on bad
/// usage or bad input (with a one-line reason on err), 1 on an internal failure.
int runCommandLine(int argc, const char *const argv[], std::ostream &out, std::ostream &err, bool progressOnErr = false,
                   std::span<const cli::Subcommand> more = {});

} // namespace isoscope
