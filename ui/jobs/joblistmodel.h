#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>
#include <QTimer>

namespace isoscope::ui {

class Job;

/// The jobs of this session as a table: what, which model, progress, elapsed and remaining time,
/// state. Running jobs are refreshed twice a second for their clocks.
class JobListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobListModel)

public:
    enum Column { TitleColumn, ModelColumn, ProgressColumn, ElapsedColumn, RemainingColumn, StateColumn, ColumnCount };

    explicit JobListModel(QObject *parent = nullptr);

    /// Lists the job (which the model does not own).
    void add(Job *job);
    Job *job(int row) const;
    const QList<Job *> &jobs() const { return m_jobs; }
    int activeCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "1 min 05 s", "12 s", "0.4 s".
    static QString formatDuration(qint64 ms);

private:
    void refreshRow(Job *job, int firstColumn, int lastColumn);
    void refreshClocks();

    QList<Job *> m_jobs;
    QTimer m_clock;
};

} // namespace isoscope::ui
