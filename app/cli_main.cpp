#include "core/commandline.h"

#include <unistd.h>

#include <iostream>

int main(int argc, char *argv[])
{
    return isoscope::runCommandLine(argc, argv, std::cout, std::cerr, isatty(STDERR_FILENO) == 1);
}
