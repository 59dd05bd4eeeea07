#pragma once

#include "core/analysis/sensitivity.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace isoscope::ui {

class AnalysisRunner;
class ChartFigureView;
class FigureExportDialog;
class Job;
class RunPanel;
class Study;

/// The "Sensitivity" page: for one model and suite of the study, how robust the result is to
/// epsilon, to the reference sample, to the target words (bootstrap) and to the dominant
/// directions of the space (leave-one-component-out). Runs on a worker thread as a job (progress
/// in the jobs dock and on the page, cancel), then shows a summary and one figure per analysis,
/// each exportable to PNG, SVG and PDF.
class SensitivityPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SensitivityPage)

public:
    SensitivityPage(Study *study, AnalysisRunner *runner, QWidget *parent = nullptr);

    /// Selects a model (by name) and suite (by id), e.g. the row chosen in the results.
    void select(const QString &model, const QString &suiteId);
    QString selectedModel() const;
    QString selectedSuite() const;

    /// What the user chose on the page (the result is the study's), kept across a change of language.
    struct State {
        QString model;
        QString suite;
        int draws = 0;
        int bootstrap = 0;
        int components = 0;
        int tab = 0;
    };
    State state() const;
    void restoreState(const State &state);

    /// Starts the analysis of the selected model and suite (what Run does).
    void start();
    bool isRunning() const;

    /// The result shown (the study's; nullptr before the first run), and the figure views (epsilon, reference,
    /// bootstrap, components) for tests and screenshots.
    std::shared_ptr<const isoscope::ModelSensitivity> result() const { return m_result; }
    ChartFigureView *figureView(int index) const;
    int figureCount() const { return 4; }
    QTabWidget *tabs() const { return m_tabs; }

Q_SIGNALS:
    /// A run ended: with a result, failed or cancelled.
    void finished();

private:
    static constexpr const char *kPageName = "sensitivity"; ///< of the page's job in the runner

    void updateChoices();
    void showStudyResult();
    void clearResult();
    void watchJob(Job *job);
    void updateState();
    void show(std::shared_ptr<const isoscope::ModelSensitivity> result);
    void exportFigures(bool all);

    Study *m_study;
    AnalysisRunner *m_runner;
    QComboBox *m_model = nullptr;
    QComboBox *m_suite = nullptr;
    QSpinBox *m_draws = nullptr;
    QSpinBox *m_bootstrap = nullptr;
    QSpinBox *m_components = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_exportAll = nullptr;
    RunPanel *m_runPanel = nullptr;
    QLabel *m_summary = nullptr;
    QTabWidget *m_tabs = nullptr;
    QList<ChartFigureView *> m_views;
    FigureExportDialog *m_dialog = nullptr;
    std::shared_ptr<const isoscope::ModelSensitivity> m_result;
    bool m_ran = false; ///< a run was started: the status line tells its outcome
};

} // namespace isoscope::ui
