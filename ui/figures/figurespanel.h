#pragma once

#include "core/analysis/results.h"
#include "ui/figures/figurestyle.h"

#include <QWidget>

#include <QSet>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTabWidget;

namespace isoscope::ui {

class ChartFigureView;
class CosineHeatmapView;
class EffectSizeGridView;
class FigureExportDialog;
class OutOfDateBanner;
struct FigureJob;

/// The "Figures" tab: the paper's figures of the current results, interactive, with export.
/// Tabs: cosine heatmap (per model, word order), explained variance, eigenvalue spectrum, effect
/// sizes, before/after. Every figure follows setResults(). Clicking a grid cell or a scatter
/// point emits drillDownRequested(model, suite id).
class FiguresPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FiguresPanel)

public:
    enum Tab { HeatmapTab, ExplainedVarianceTab, EigenvaluesTab, EffectSizesTab, BeforeAfterTab };

    explicit FiguresPanel(QWidget *parent = nullptr);

    /// Shows these results (nothing: an empty page that says so). The panel keeps the pointer.
    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);
    std::shared_ptr<const isoscope::AnalysisResult> results() const { return m_results; }

    void setCurrentTab(Tab tab);
    Tab currentTab() const;

    /// What the user chose on the page, kept across a change of language: the figure shown, the
    /// colours, the error bars, the heatmap's model (by name) and word order, the models hidden in
    /// the legends of the line charts.
    struct State {
        int tab = 0;
        int palette = 0;
        bool greyscale = false;
        bool errorBars = true;
        int order = 0;
        QString heatmapModel;
        QSet<QString> hiddenExplained;
        QSet<QString> hiddenEigen;
    };
    State state() const;
    /// The heatmap's model is chosen once the results are there (now, or at the next setResults).
    void restoreState(const State &state);
    void setFigurePalette(FigurePalette palette, bool greyscale);

    CosineHeatmapView *heatmapView() const { return m_heatmap; }
    /// The button that asks for the heatmap's sampled vectors (shown only when some are missing).
    QPushButton *computeVectorsButton() const { return m_computeVectors; }
    ChartFigureView *explainedVarianceView() const { return m_explained; }
    ChartFigureView *eigenSpectrumView() const { return m_eigen; }
    EffectSizeGridView *effectSizeGridView() const { return m_grid; }
    /// The measure the effect-size grid shows (WEAT, or one the results hold).
    QComboBox *gridMeasureCombo() const { return m_gridMeasure; }
    ChartFigureView *beforeAfterView() const { return m_scatter; }
    /// Says what changed and what Run would compute (the window sets its message).
    OutOfDateBanner *banner() const { return m_banner; }

    /// Every figure of the results as the exporter writes them (the heatmaps in the chosen word
    /// order, the line charts without the models switched off in their legends).
    QList<FigureJob> figureJobs() const;
    /// The export dialog, made on first use (for tests; the buttons open it).
    FigureExportDialog *exportDialog();

public Q_SLOTS:
    /// Opens the export dialog for every figure, or for the one in the current tab.
    void exportAllFigures();
    void exportCurrentFigure();

Q_SIGNALS:
    void drillDownRequested(const QString &model, const QString &suite);
    /// The heatmap needs sampled vectors that the results lack (a reopened study does not keep
    /// them): the window computes the anisotropy of those models again.
    void heatmapVectorsRequested();

private:
    void updateModels();
    void chooseHeatmapModel(const QString &name);

    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    QStackedWidget *m_stack = nullptr;
    OutOfDateBanner *m_banner = nullptr;
    QLabel *m_empty = nullptr;
    QTabWidget *m_tabs = nullptr;
    QComboBox *m_palette = nullptr;
    QCheckBox *m_greyscale = nullptr;
    QCheckBox *m_errorBars = nullptr; ///< on the before/after tab
    QPushButton *m_exportOne = nullptr;
    QPushButton *m_exportAll = nullptr;
    QComboBox *m_heatmapModel = nullptr;
    QComboBox *m_heatmapOrder = nullptr;
    CosineHeatmapView *m_heatmap = nullptr;
    QWidget *m_missingVectors = nullptr;
    QLabel *m_missingVectorsText = nullptr;
    QPushButton *m_computeVectors = nullptr;
    ChartFigureView *m_explained = nullptr;
    ChartFigureView *m_eigen = nullptr;
    EffectSizeGridView *m_grid = nullptr;
    QComboBox *m_gridMeasure = nullptr;
    ChartFigureView *m_scatter = nullptr;
    FigureExportDialog *m_dialog = nullptr;
    QString m_pendingHeatmapModel; ///< restored before the results came
};

} // namespace isoscope::ui
