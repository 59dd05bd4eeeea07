#pragma once

#include <QString>

namespace isoscope::ui {
class MainWindow;
}

namespace isoscope::app {

/// isoscope --self-test: checks that the window works with the files it was installed with, then
/// quits. It waits for the built-in data, opens the user guide through Help > User Guide, opens
/// the demo study and runs it, and prints one line per check to standard output ("ok: ..." or
/// "FAILED: ..."). The exit status is 0 when every check passed, 1 otherwise (or after 3 minutes).
/// Packaging uses it to start the installed program offscreen (packaging/deb.sh).
/// With a study given on the command line (isoscope --self-test STUDY), it checks that the window
/// opened that study and runs it instead of the demo study.
void startSelfTest(isoscope::ui::MainWindow &window, const QString &study = {});

} // namespace isoscope::app
