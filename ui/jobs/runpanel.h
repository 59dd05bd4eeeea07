#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace isoscope::ui {

class Job;

/// The run row of a page that starts its own job (Sensitivity, Calibrations, SC-WEAT): a Run and a
/// Cancel button, a progress bar and a status line. While a job is watched, Run is disabled,
/// Cancel cancels it, the bar follows its progress and the status says "Running…", then
/// "Failed: …" or "Cancelled." (a success is the page's to describe with setStatus). Horizontal:
/// one row [Run] [Cancel] [progress] [status]; vertical: the buttons, then the bar, then the
/// status, for a narrow pane.
class RunPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunPanel)

public:
    /// What the page calls its controls: the Run button's text (with its accelerator, also its
    /// accessible name without it) and the accessible names of the others.
    struct Names {
        QString run;
        QString cancel;
        QString progress;
        QString status;
    };

    RunPanel(const Names &names, Qt::Orientation orientation, QWidget *parent = nullptr);

    /// Shows the job until it ends (it may already be running, e.g. after a change of language),
    /// then emits jobEnded.
    void watch(Job *job);
    bool isRunning() const { return !m_job.isNull(); }
    /// Whether Run can start now (the page's inputs are complete); Run is off while running anyway.
    void setRunnable(bool runnable);

    void setStatus(const QString &text);
    QString status() const;
    /// No progress and no status: nothing has run.
    void clear();
    /// A full bar: the page shows a finished result.
    void setComplete();

Q_SIGNALS:
    void runClicked();
    /// The watched job ended in any way (its result, if any, has been handed on before this).
    void jobEnded();

private:
    void updateButtons();

    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPointer<Job> m_job;
    bool m_runnable = true;
};

} // namespace isoscope::ui
