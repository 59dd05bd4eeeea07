#include "app/cli/commandline.h"
#if ISOSCOPE_CLI_DRAWS
#include "app/cli/figures.h"
#endif

#include <unistd.h>

#include <iostream>
#include <span>

int main(int argc, char *argv[])
{
#if ISOSCOPE_CLI_DRAWS
    // The subcommands that draw, with the window's renderers; the others use core alone.
    static constexpr isoscope::cli::Subcommand drawing[] = {
        {"figures", "the figures of an analysis as PNG, SVG and PDF, written without a display",
         isoscope::cli::figures},
        {"report", "a report ready for a paper: methods, APA tables, figures, references (ODT, HTML, PDF)",
         isoscope::cli::report},
    };
#else
    // The sanitizer configuration's build, which has no window code to draw with.
    static constexpr std::span<const isoscope::cli::Subcommand> drawing;
#endif
    return isoscope::runCommandLine(argc, argv, std::cout, std::cerr, isatty(STDERR_FILENO) == 1, drawing);
}
