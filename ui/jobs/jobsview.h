#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace isoscope::ui {

class AnalysisRunner;

/// The jobs of the session: each one's progress, elapsed and remaining time, with Cancel for the
/// selected job and for all of them.
class JobsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobsView)

public:
    explicit JobsView(AnalysisRunner *runner, QWidget *parent = nullptr);
    QTableView *table() const { return m_table; }

protected:
    /// A larger font (presentation mode) widens the columns, so that no title is cut.
    void changeEvent(QEvent *event) override;

private:
    void updateButtons();
    void sizeColumns();

    AnalysisRunner *m_runner;
    QTableView *m_table;
    QPushButton *m_cancel;
    QPushButton *m_cancelAll;
    QLabel *m_summary;
};

} // namespace isoscope::ui
