#pragma once

#include "ui/calibrations/scweattablemodel.h"
#include "ui/common/tableviewstate.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace isoscope::ui {

class AnalysisRunner;
class ChartFigureView;
class FigureExportDialog;
class Job;
class RunPanel;
class Study;

/// The "SC-WEAT" page: the single-category WEAT (docs/beyond-the-paper.md) of target words, each
/// tested on its own, against two attribute lists, typed or taken from a suite, raw and after ZCA
/// whitening with the study's options. Runs on a worker thread as a job (progress, cancel) and
/// shows a table per word (exported as CSV or JSON), the words not in the vocabulary by list, and
/// a dumbbell figure raw → whitened (exported as PNG, SVG or PDF).
class ScWeatPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScWeatPage)

public:
    ScWeatPage(Study *study, AnalysisRunner *runner, QWidget *parent = nullptr);

    /// Sets the inputs (tests and screenshots): the model by name, target words as typed, and the
    /// attributes of a suite (its id) or typed (empty id).
    void setTargets(const QString &targets);
    void selectModel(const QString &model);
    bool takeAttributesFrom(const QString &suiteId);
    void setAttributes(const QString &nameA, const QString &wordsA, const QString &nameB, const QString &wordsB);

    /// Splits typed words at commas and line breaks, trimmed, empty ones dropped.
    static std::vector<std::string> splitWords(const QString &text);

    /// What the user typed and chose on the page (the run is the study's), kept across a change
    /// of language.
    struct State {
        QString model;
        QString targets;
        QString source; ///< suite id, or empty: typed
        QString nameA;
        QString wordsA;
        QString nameB;
        QString wordsB;
        TableViewState table;
    };
    State state() const;
    void restoreState(const State &state);

    void start();
    bool isRunning() const;

    std::shared_ptr<const ScWeatRun> result() const { return m_result; }
    ScWeatTableModel *tableModel() const { return m_model; }
    QTableView *tableView() const { return m_table; }
    ChartFigureView *figureView() const { return m_view; }
    QString statusText() const;
    /// The words not in the vocabulary, by list, as shown.
    QString missingText() const;
    /// The table as a file: "csv" or "json".
    QString tableText(const QString &format) const;

Q_SIGNALS:
    void finished();

private:
    static constexpr const char *kPageName = "sc-weat"; ///< of the page's job in the runner

    void updateChoices();
    void showStudyResult();
    void watchJob(Job *job);
    void updateState();
    void suiteChosen();
    void show(std::shared_ptr<const ScWeatRun> run);
    /// The model and the words of a run in the fields.
    void showRequest(const ScWeatRun &run);
    void exportTable(const QString &format);
    void exportFigure();

    Study *m_study;
    AnalysisRunner *m_runner;
    QComboBox *m_modelCombo = nullptr;
    QPlainTextEdit *m_targets = nullptr;
    QComboBox *m_source = nullptr;
    QLineEdit *m_nameA = nullptr;
    QPlainTextEdit *m_wordsA = nullptr;
    QLineEdit *m_nameB = nullptr;
    QPlainTextEdit *m_wordsB = nullptr;
    RunPanel *m_runPanel = nullptr;
    QLabel *m_missing = nullptr;
    ScWeatTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_exportCsv = nullptr;
    QPushButton *m_exportJson = nullptr;
    QPushButton *m_exportFigure = nullptr;
    ChartFigureView *m_view = nullptr;
    FigureExportDialog *m_dialog = nullptr;
    std::shared_ptr<const ScWeatRun> m_result;
    bool m_filling = false;
};

} // namespace isoscope::ui
