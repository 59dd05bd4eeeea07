#pragma once

#include <QAbstractTableModel>

namespace isoscope::ui {

class AnalysisRunner;
class Study;

/// The models of the study: name, family, file, format, size on disk, words, dimensions, case rule
/// and where each stands (importing, ready, file missing, failed).
class ModelTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelTableModel)

public:
    enum Column {
        NameColumn,
        FamilyColumn,
        FileColumn,
        FormatColumn,
        SizeColumn,
        WordsColumn,
        DimsColumn,
        CaseColumn,
        StatusColumn,
        ColumnCount
    };

    ModelTableModel(Study *study, AnalysisRunner *runner, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void reset();
    void refreshStatus();

    Study *m_study;
    AnalysisRunner *m_runner;
    int m_rows = 0;
};

} // namespace isoscope::ui
