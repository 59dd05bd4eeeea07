#pragma once

#include <QAbstractTableModel>
#include <QString>

#include <vector>

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
    /// What a row shows that an import or a run changes (its status, words, dimensions, case and
    /// format), as one text to compare.
    QString changingText(int row) const;

    Study *m_study;
    AnalysisRunner *m_runner;
    int m_rows = 0;
    /// changingText of each row as last announced: a refresh announces only the rows that changed
    /// (with 2,000 models, announcing every row on each import's progress had the table measure
    /// every row again each time).
    std::vector<QString> m_shown;
};

} // namespace isoscope::ui
