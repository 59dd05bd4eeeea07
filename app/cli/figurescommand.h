#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <ostream>

namespace isoscope::ui {

/// isoscope-cli figures: every figure of a results folder written to files, with no display.
/// The caller makes the QApplication (offscreen) first.
class FiguresCommand final
{
    Q_DECLARE_TR_FUNCTIONS(FiguresCommand)

public:
    /// arguments: what follows "figures". Returns the exit status: 0 success, 2 bad usage or
    /// input (one line on err), 1 a file could not be written.
    static int run(const QStringList &arguments, std::ostream &out, std::ostream &err);
    /// The usage text of the subcommand (appended to isoscope-cli --help).
    static QString usage();
};

} // namespace isoscope::ui
