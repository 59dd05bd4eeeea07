#pragma once

#include <functional>

class QLabel;
class QProgressBar;

namespace isoscope::ui {

class Job;

/// Shows a page's own job in the page: its progress in the bar, "Running…", then "Failed: …" or
/// "Cancelled." in the status line (a success is the page's to describe), and calls onFinished on
/// the main thread when the job has ended in any way. The connections live as long as the job
/// and the page (status), whichever ends first.
void showJobOnPage(Job *job, QProgressBar *progress, QLabel *status, std::function<void()> onFinished);

} // namespace isoscope::ui
