#pragma once

#include "core/analysis/results.h"

#include <QAbstractTableModel>
#include <QList>

namespace isoscope::ui {

class AnalysisRunner;
class Study;

/// Something the user should know: an error (a file missing, a job failed, a suite that could not
/// run) or a warning (missing words, a singular covariance, an undefined d), and where its cause is.
struct Issue {
    enum class Severity { Error, Warning, Note };
    enum class Target { Model, Suite, Result, Options };
    Severity severity = Severity::Warning;
    Target target = Target::Result;
    QString message;
    QString model; ///< the model's name, if any
    QString suite; ///< the suite id (or benchmark name), if any
};

/// The issues of the study, newest state only, as a table: severity and message.
class IssueListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IssueListModel)

public:
    enum Column { SeverityColumn, ModelColumn, MessageColumn, ColumnCount };

    explicit IssueListModel(QObject *parent = nullptr);

    /// Gathers the issues of a study from its models, jobs and assembled results.
    static QList<Issue> collect(const Study &study, const AnalysisRunner &runner,
                                const isoscope::AnalysisResult &results);
    void setIssues(QList<Issue> issues);
    const QList<Issue> &issues() const { return m_issues; }
    int count(Issue::Severity severity) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Issue> m_issues;
};

} // namespace isoscope::ui
