#include "app/cli/commandline.h"
#include "app/cli/figures.h"

#include <unistd.h>

#include <iostream>

int main(int argc, char *argv[])
{
    // The subcommands that draw, with the window's renderers; the others use core alone.
    static constexpr isoscope::cli::Subcommand drawing[] = {
        {"figures", "the figures of an analysis as PNG, SVG and PDF, written without a display",
         isoscope::cli::figures},
        {"report", "a report ready for a paper: methods, APA tables, figures, references (ODT, HTML, PDF)",
         isoscope::cli::report},
    };
    return isoscope::runCommandLine(argc, argv, std::cout, std::cerr, isatty(STDERR_FILENO) == 1, drawing);
}
