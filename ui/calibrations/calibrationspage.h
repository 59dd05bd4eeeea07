#pragma once

#include "core/analysis/calibrationcomparison.h"
#include "ui/common/tableviewstate.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QStackedWidget;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace isoscope::ui {

class AnalysisRunner;
class CalibrationTableModel;
class ChartFigureView;
class MeasureTableModel;
class FigureExportDialog;
class Job;
class RunPanel;
class Study;

/// The "Calibrations" page: ZCA whitening (the paper's, the reference) next to the comparison
/// calibrations of docs/beyond-the-paper.md: mean-centring only, all-but-the-top (the top D
/// principal directions removed) and PCA whitening. For every model and suite of the study, with
/// its options (reference sample, epsilon, permutations, alpha, correction), it runs each chosen
/// calibration on a worker thread as a job (progress here and in the jobs dock, cancel) and shows
/// a table (sortable, copied as TSV, exported as CSV, JSON or LaTeX) and the scatter of d under
/// each calibration against d under ZCA (exported as PNG, SVG or PDF). "Hard debias" adds the
/// model hard-debiased (Bolukbasi et al. 2016), raw and whitened; the measure combo shows WEAT or
/// one of WEFE's measures in every column (raw, ZCA, the comparisons, debiased, debiased + ZCA).
class CalibrationsPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CalibrationsPage)

public:
    CalibrationsPage(Study *study, AnalysisRunner *runner, QWidget *parent = nullptr);

    /// The comparison calibrations chosen (ZCA not among them: it is always run).
    std::vector<isoscope::CalibrationSpec> chosenCalibrations() const;
    /// Chooses calibrations (tests and screenshots): centring, all-but-the-top with D (-1: the
    /// default of each model, d / 100) and PCA whitening.
    void choose(bool center, bool abtt, int components, bool pca);

    /// What the user chose on the page (the comparison is the study's), kept across a change of language.
    struct State {
        bool center = true;
        bool abtt = true;
        int components = -1;
        bool pca = true;
        TableViewState table;
    };
    State state() const;
    void restoreState(const State &state);
    /// Hard debiasing as two more columns (the debiased model raw and whitened).
    void setHardDebias(bool on);
    bool hardDebias() const;
    /// The measure the table shows (the comparison computes every one).
    bool setMeasure(isoscope::Measure measure);
    isoscope::Measure measure() const;
    QComboBox *measureCombo() const { return m_measure; }
    QTableView *measureTableView() const { return m_measureTable; }
    MeasureTableModel *measureTableModel() const { return m_measureModel; }

    void start();
    bool isRunning() const;

    std::shared_ptr<const CalibrationComparison> comparison() const { return m_comparison; }
    CalibrationTableModel *tableModel() const { return m_model; }
    QTableView *tableView() const { return m_table; }
    ChartFigureView *figureView() const { return m_view; }
    /// What the status line says (the reason a run could not start, or how it ended).
    QString statusText() const;

    /// The table as a file: "csv", "json" or "tex".
    QString tableText(const QString &format) const;

Q_SIGNALS:
    /// A run ended: with a result, failed or cancelled.
    void finished();
    /// A point of the scatter was clicked.
    void drillDownRequested(const QString &model, const QString &suite);

private:
    static constexpr const char *kPageName = "calibrations"; ///< of the page's job in the runner

    void updateState();
    void showStudyResult();
    void watchJob(Job *job);
    void updateMeasure();
    QTableView *currentTable() const;
    void show(std::shared_ptr<const CalibrationComparison> comparison);
    void copySelection();
    void exportTable(const QString &format);
    QString latexCaption() const;
    void exportFigure();

    Study *m_study;
    AnalysisRunner *m_runner;
    QCheckBox *m_center = nullptr;
    QCheckBox *m_abtt = nullptr;
    QSpinBox *m_components = nullptr;
    QCheckBox *m_pca = nullptr;
    QCheckBox *m_debias = nullptr;
    QComboBox *m_measure = nullptr;
    QStackedWidget *m_tables = nullptr;
    QLabel *m_measureDirection = nullptr;
    QTableView *m_measureTable = nullptr;
    MeasureTableModel *m_measureModel = nullptr;
    QSortFilterProxyModel *m_measureProxy = nullptr;
    RunPanel *m_runPanel = nullptr;
    QLabel *m_summary = nullptr;
    CalibrationTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_exportCsv = nullptr;
    QPushButton *m_exportJson = nullptr;
    QPushButton *m_exportLatex = nullptr;
    QPushButton *m_exportFigure = nullptr;
    ChartFigureView *m_view = nullptr;
    FigureExportDialog *m_dialog = nullptr;
    std::shared_ptr<const CalibrationComparison> m_comparison;
};

} // namespace isoscope::ui
