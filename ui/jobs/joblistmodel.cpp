#include "ui/jobs/joblistmodel.h"

#include "ui/common/itemroles.h"
#include "ui/jobs/job.h"

#include <QLocale>

namespace isoscope::ui {

JobListModel::JobListModel(QObject *parent) : QAbstractTableModel(parent)
{
    m_clock.setInterval(500);
    connect(&m_clock, &QTimer::timeout, this, &JobListModel::refreshClocks);
}

void JobListModel::add(Job *job)
{
    const int row = static_cast<int>(m_jobs.size());
    beginInsertRows({}, row, row);
    m_jobs.append(job);
    endInsertRows();
    connect(job, &Job::progressChanged, this, [this, job] { refreshRow(job, ProgressColumn, StateColumn); });
    connect(job, &Job::started, this, [this, job] { refreshRow(job, ProgressColumn, StateColumn); });
    connect(job, &Job::finished, this, [this, job] { refreshRow(job, ProgressColumn, StateColumn); });
    connect(job, &Job::aboutToBeDestroyed, this, [this, job] {
        const int index = static_cast<int>(m_jobs.indexOf(job));
        if (index < 0)
            return;
        beginRemoveRows({}, index, index);
        m_jobs.removeAt(index);
        endRemoveRows();
    });
    if (!m_clock.isActive())
        m_clock.start();
}

Job *JobListModel::job(int row) const
{
    return row >= 0 && row < m_jobs.size() ? m_jobs.at(row) : nullptr;
}

int JobListModel::activeCount() const
{
    return static_cast<int>(std::count_if(m_jobs.begin(), m_jobs.end(), [](const Job *j) { return j->isActive(); }));
}

int JobListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_jobs.size());
}

int JobListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString JobListModel::formatDuration(qint64 ms)
{
    if (ms < 10000)
        return tr("%1 s").arg(QLocale().toString(static_cast<double>(ms) / 1000.0, 'f', 1));
    const qint64 seconds = ms / 1000;
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QVariant JobListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Job *job = m_jobs.at(index.row());
    const auto stateText = [job] {
        switch (job->state()) {
        case Job::State::Queued: return tr("Waiting");
        case Job::State::Running: return tr("Running");
        case Job::State::Finished: return tr("Done");
        case Job::State::Failed: return tr("Failed");
        case Job::State::Cancelled: return tr("Cancelled");
        }
        return QString();
    };
    if (role == Qt::TextAlignmentRole) {
        if (index.column() == ElapsedColumn || index.column() == RemainingColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::ToolTipRole && index.column() == StateColumn && job->state() == Job::State::Failed)
        return job->errorText();
    if (role != Qt::DisplayRole && role != RawValueRole)
        return {};
    const bool raw = role == RawValueRole;
    switch (index.column()) {
    case TitleColumn: return job->title();
    case ModelColumn: return job->modelName();
    case ProgressColumn:
        if (raw)
            return job->progress();
        return tr("%1 %").arg(qRound(job->progress() * 100));
    case ElapsedColumn:
        if (raw)
            return job->elapsedMs();
        return job->state() == Job::State::Queued ? QString() : formatDuration(job->elapsedMs());
    case RemainingColumn: {
        const auto remaining = job->remainingMs();
        if (raw)
            return remaining ? QVariant(*remaining) : QVariant();
        if (remaining)
            return formatDuration(*remaining);
        return job->state() == Job::State::Running ? tr("estimating…") : QString();
    }
    case StateColumn:
        if (job->state() == Job::State::Failed && !raw)
            return tr("Failed: %1").arg(job->errorText());
        // The rate beside the state, where the column has room for it (in the progress bar's
        // narrow column it was cut: "31 % (1…").
        if (const QString rate = job->rateText(); !raw && !rate.isEmpty())
            //: A running job's state and rate: "Running (1,234 tokens/s)"
            return tr("%1 (%2)").arg(stateText(), rate);
        return stateText();
    default: return {};
    }
}

QVariant JobListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn: return tr("Job");
    case ModelColumn: return tr("Model");
    case ProgressColumn: return tr("Progress");
    case ElapsedColumn: return tr("Elapsed");
    case RemainingColumn: return tr("Remaining");
    case StateColumn: return tr("State");
    default: return {};
    }
}

void JobListModel::refreshRow(Job *job, int firstColumn, int lastColumn)
{
    const int row = static_cast<int>(m_jobs.indexOf(job));
    if (row >= 0)
        Q_EMIT dataChanged(index(row, firstColumn), index(row, lastColumn));
}

void JobListModel::refreshClocks()
{
    bool any = false;
    for (int row = 0; row < m_jobs.size(); ++row) {
        if (m_jobs.at(row)->state() == Job::State::Running) {
            any = true;
            Q_EMIT dataChanged(index(row, ElapsedColumn), index(row, RemainingColumn));
        }
    }
    if (!any && activeCount() == 0)
        m_clock.stop();
}

} // namespace isoscope::ui
