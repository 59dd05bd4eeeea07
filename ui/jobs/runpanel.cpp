#include "ui/jobs/runpanel.h"

#include "ui/jobs/job.h"

#include <QBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace isoscope::ui {

RunPanel::RunPanel(const Names &names, Qt::Orientation orientation, QWidget *parent) : QWidget(parent)
{
    m_run = new QPushButton(names.run, this);
    m_run->setAccessibleName(QString(names.run).remove(QLatin1Char('&')));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setAccessibleName(names.cancel);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, kJobProgressRange);
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(names.progress);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setAccessibleName(names.status);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    if (orientation == Qt::Horizontal) {
        auto *layout = new QHBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addLayout(buttons);
        layout->addWidget(m_progress, 1);
        layout->addWidget(m_status, 3);
    } else {
        buttons->addStretch(1);
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addLayout(buttons);
        layout->addWidget(m_progress);
        layout->addWidget(m_status);
    }

    connect(m_run, &QPushButton::clicked, this, &RunPanel::runClicked);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_job)
            m_job->cancel();
    });
    updateButtons();
}

void RunPanel::watch(Job *job)
{
    m_job = job;
    m_progress->setValue(static_cast<int>(job->progress() * kJobProgressRange));
    m_status->setText(tr("Running…"));
    connect(job, &Job::progressChanged, m_progress,
            [this](double value) { m_progress->setValue(static_cast<int>(value * kJobProgressRange)); });
    connect(job, &Job::failed, this, [this](const QString &error) { m_status->setText(tr("Failed: %1").arg(error)); });
    connect(job, &Job::cancelled, this, [this] { m_status->setText(tr("Cancelled.")); });
    connect(job, &Job::finished, this, [this] {
        m_job.clear();
        updateButtons();
        Q_EMIT jobEnded();
    });
    updateButtons();
}

void RunPanel::setRunnable(bool runnable)
{
    m_runnable = runnable;
    updateButtons();
}

void RunPanel::setStatus(const QString &text)
{
    m_status->setText(text);
}

QString RunPanel::status() const
{
    return m_status->text();
}

void RunPanel::clear()
{
    m_progress->reset();
    m_status->clear();
}

void RunPanel::setComplete()
{
    m_progress->setValue(kJobProgressRange);
}

void RunPanel::updateButtons()
{
    m_run->setEnabled(m_runnable && !isRunning());
    m_cancel->setEnabled(isRunning());
}

} // namespace isoscope::ui
