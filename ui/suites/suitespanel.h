#pragma once

#include <QList>
#include <QSet>
#include <QTimer>
#include <QWidget>

class QCheckBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace isoscope::ui {

class AnalysisRunner;
class MissingWordHighlighter;
class Study;
class SuiteTableModel;

/// The suites of the study: the ten built-in ones (read-only, with their provenance) and the
/// user's own, which can be created, duplicated from a built-in one and edited, imported from and
/// exported to JSON. The word-set editor marks, as one types, the words each checked model lacks.
class SuitesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SuitesPanel)

public:
    SuitesPanel(Study *study, AnalysisRunner *runner, QWidget *parent = nullptr);

    void selectSuite(const QString &id);
    QString currentSuiteId() const;
    void newSuite();
    void duplicateSuite();
    void deleteSuite();
    void importSuites();
    void exportSuites();
    /// The word editor of a set (0 X, 1 Y, 2 A, 3 B) and the label that lists its missing words.
    QPlainTextEdit *wordEditor(int role) const { return m_words[role]; }
    QLabel *missingLabel(int role) const { return m_missing[role]; }
    QTableView *table() const { return m_table; }

private:
    int currentRow() const;
    bool currentIsBuiltin() const;
    void reloadSuites();
    void showSuite();
    void commitEdits();
    void rebuildModelChecks();
    void updateMissing();
    bool isMissingInCheckedModels(const QString &word) const;

    Study *m_study;
    AnalysisRunner *m_runner;
    SuiteTableModel *m_suiteModel;
    QTableView *m_table = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_delete = nullptr;
    QLabel *m_origin = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_category = nullptr;
    QLineEdit *m_setNames[4] = {};
    QPlainTextEdit *m_words[4] = {};
    QLabel *m_missing[4] = {};
    MissingWordHighlighter *m_highlighters[4] = {};
    QWidget *m_modelChecksBox = nullptr;
    QHBoxLayout *m_modelChecksLayout = nullptr;
    QList<QCheckBox *> m_modelChecks;
    QSet<QString> m_uncheckedModels;
    QTimer m_commitTimer;
    QString m_shownId; ///< the suite the editor shows
    QString m_select;  ///< the suite to select when the list is next reloaded (one just added)
    bool m_loading = false;
    bool m_edited = false; ///< the user typed into the editor since it showed the suite
};

} // namespace isoscope::ui
