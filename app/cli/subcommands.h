#pragma once
// The subcommands of isoscope-cli, one file each (app/cli/<name>.cpp). Each declares its options
// on a Command (app/cli/command.h), parses, runs and returns its exit status: 0 success, 2 bad
// usage or bad input (one line on in.err), 1 an internal failure.
#include "app/cli/command.h"

namespace isoscope::cli {

int analyze(const Invocation &in);      // analyze.cpp
int import(const Invocation &in);       // import.cpp
int sensitivity(const Invocation &in);  // sensitivity.cpp
int scWeat(const Invocation &in);       // scweat.cpp
int calibrations(const Invocation &in); // calibrations.cpp
int tokenize(const Invocation &in);     // tokenize.cpp
int extract(const Invocation &in);      // extract.cpp
int embed(const Invocation &in);        // extract.cpp
int merge(const Invocation &in);        // extract.cpp

} // namespace isoscope::cli
