#include "ui/jobs/jobfeedback.h"

#include "ui/jobs/job.h"

#include <QCoreApplication>
#include <QLabel>
#include <QProgressBar>

namespace isoscope::ui {

void showJobOnPage(Job *job, QProgressBar *progress, QLabel *status, std::function<void()> onFinished)
{
    progress->setValue(0);
    status->setText(QCoreApplication::translate("JobFeedback", "Running…"));
    QObject::connect(job, &Job::progressChanged, progress,
                     [progress](double value) { progress->setValue(static_cast<int>(value * kJobProgressRange)); });
    QObject::connect(job, &Job::failed, status, [status](const QString &error) {
        status->setText(QCoreApplication::translate("JobFeedback", "Failed: %1").arg(error));
    });
    QObject::connect(job, &Job::cancelled, status,
                     [status] { status->setText(QCoreApplication::translate("JobFeedback", "Cancelled.")); });
    QObject::connect(job, &Job::finished, status, std::move(onFinished)); // not after the page is gone
}

} // namespace isoscope::ui
