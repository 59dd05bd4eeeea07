#pragma once
// The subcommands that draw with the window's renderers (isoscope_ui), apart from the others
// because of that: figures (figures.cpp) and report (report.cpp). Each starts its own
// QApplication, offscreen, once its arguments have parsed.
#include "app/cli/command.h"

namespace isoscope::cli {

int figures(const Invocation &in);
int report(const Invocation &in);

} // namespace isoscope::cli
