#pragma once
// The Qt application of the subcommands that draw (figures, report): on the offscreen platform,
// so that they need no display, like every other subcommand (which never start Qt at all).
#include <QApplication>

#include <memory>

namespace isoscope::cli {

/// Starts Qt (after the subcommand's own arguments were parsed: they are not Qt's). Qt's note that
/// a headless session has no runtime folder is left out of standard error, which is for one-line
/// messages; everything else Qt says goes through.
std::unique_ptr<QApplication> startOffscreenQt();

} // namespace isoscope::cli
