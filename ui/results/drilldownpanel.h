#pragma once

#include "core/analysis/results.h"
#include "ui/results/weattablemodel.h"

#include <QWidget>

class QLabel;
class QScrollArea;
class QTableView;
class QTabWidget;
class QToolButton;

namespace isoscope::ui {

class ChartFigureView;
class FigureExportDialog;
class MeasureWordModel;
class MultilevelTableModel;
class WordAssociationModel;

/// One model x suite in detail: every target word's s(w, A, B) raw and whitened, the words that
/// were missing, d, S, p and the SD they used, the conventions of the test, and in tabs (the
/// figures interactive and exportable like the Figures page's): the permutation distribution of S
/// in each space with the observed S marked, s(w) of every target word raw beside whitened, and
/// the multilevel view (ML-EAT levels 1-3) as a table and a figure of the four cosine blocks.
class DrillDownPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DrillDownPanel)

public:
    explicit DrillDownPanel(QWidget *parent = nullptr);

    /// Shows a result (copied); params give the conventions; shown is its change class as Table A1
    /// shows it (with a correction: the adjusted p beside the unadjusted ones, and the class they
    /// give). Nothing clears the panel.
    void setResult(const isoscope::WeatResult *result, const isoscope::AnalysisParams &params,
                   const ShownChange &shown = {});
    bool hasResult() const { return m_hasResult; }
    /// Which measure's details the first tab shows (WEAT: none, only the permutation test and the
    /// associations): the measure's value of each subquery raw and whitened, and its number for
    /// every word (ECT's cosine lists, RIPA's per-word scores, ...).
    void setMeasure(isoscope::Measure measure);
    isoscope::Measure measure() const { return m_measure; }
    QTableView *measureWordView() const { return m_measureWords; }
    MeasureWordModel *measureWordModel() const { return m_measureModel; }
    /// The measure summary's text (plain).
    QString measureSummary() const;
    QString title() const;
    /// The height at which nothing of the panel scrolls (its details scroll below that).
    int unscrolledHeight() const;
    ChartFigureView *histogramView() const { return m_histogram; }
    ChartFigureView *associationView() const { return m_associations; }
    ChartFigureView *levelsView() const { return m_levels; }
    QTableView *levelsTable() const { return m_levelsTable; }
    /// The table of the panel that has the keyboard focus (the words, the levels or the measure's
    /// words), or none: what Copy takes while the user works in the drill-down.
    QTableView *focusedTable() const;
    /// The export dialog for the two figures, made on first use (for tests; the button opens it).
    FigureExportDialog *exportDialog();

public Q_SLOTS:
    /// Opens the export dialog for the permutation histogram, the per-word bars and the cosine blocks.
    void exportFigures();

Q_SIGNALS:
    void closeRequested();
    /// "Sensitivity…": the user wants the sensitivity analyses of this result.
    void sensitivityRequested();

private:
    QLabel *m_title = nullptr;
    QWidget *m_body = nullptr;
    QScrollArea *m_bodyScroll = nullptr;
    QLabel *m_subtitle = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_missing = nullptr;
    QLabel *m_conventions = nullptr;
    QTableView *m_words = nullptr;
    WordAssociationModel *m_wordModel = nullptr;
    QTabWidget *m_figureTabs = nullptr;
    ChartFigureView *m_histogram = nullptr;
    ChartFigureView *m_associations = nullptr;
    QTableView *m_levelsTable = nullptr;
    MultilevelTableModel *m_levelsModel = nullptr;
    ChartFigureView *m_levels = nullptr;
    QToolButton *m_export = nullptr;
    FigureExportDialog *m_dialog = nullptr;
    QWidget *m_measurePage = nullptr;
    QLabel *m_measureSummary = nullptr;
    QTableView *m_measureWords = nullptr;
    MeasureWordModel *m_measureModel = nullptr;
    isoscope::Measure m_measure = isoscope::Measure::Weat;
    const isoscope::WeatSuite *m_suite = nullptr;
    /// The names of X and Y of the result's suite, as the study's suites give them; empty if unknown.
    QStringList targetNames(const isoscope::WeatResult &result) const;
    std::vector<isoscope::WeatSuite> m_suites;
    void updateMeasure();
    std::optional<isoscope::WeatResult> m_result;
    double m_alpha = 0.05;
    bool m_hasResult = false;
};

} // namespace isoscope::ui
