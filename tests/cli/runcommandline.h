#pragma once
// Runs isoscope-cli's logic (app/cli) in the test process, with its standard output and
// error captured: the one helper the command-line tests share.
#include "app/cli/commandline.h"

#include <QStringList>

#include <sstream>
#include <string>
#include <vector>

namespace clitest {

struct Run {
    int status = -1;
    std::string out;
    std::string err;
};

/// isoscope-cli ARGUMENTS...; terminal: behave as if standard error were a terminal (progress line).
inline Run runInProcess(const QStringList &arguments, bool terminal = false)
{
    std::vector<std::string> storage{"isoscope-cli"};
    for (const QString &a : arguments)
        storage.push_back(a.toStdString());
    std::vector<const char *> argv;
    for (const auto &s : storage)
        argv.push_back(s.c_str());
    std::ostringstream out, err;
    Run r;
    r.status = isoscope::runCommandLine(static_cast<int>(argv.size()), argv.data(), out, err, terminal);
    r.out = out.str();
    r.err = err.str();
    return r;
}

} // namespace clitest
