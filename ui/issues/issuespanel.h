#pragma once

#include "ui/issues/issuelistmodel.h"

#include <QWidget>

class QPushButton;
class QTableView;

namespace isoscope::ui {

/// The issues of the study, never in a modal box: a list, and a button that shows the cause
/// (the model, the suite or the result concerned).
class IssuesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IssuesPanel)

public:
    explicit IssuesPanel(QWidget *parent = nullptr);
    IssueListModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    /// Shows the cause of the selected issue.
    void showSelectedCause();

Q_SIGNALS:
    void showCause(const isoscope::ui::Issue &issue);

private:
    IssueListModel *m_model;
    QTableView *m_table;
    QPushButton *m_showCause;
};

} // namespace isoscope::ui
