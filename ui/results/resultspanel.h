#pragma once

#include "core/analysis/results.h"
#include "ui/common/tableviewstate.h"

#include <QWidget>

#include <memory>

class QAbstractItemModel;
class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;

namespace isoscope::ui {

class AnisotropyTableModel;
class DrillDownPanel;
class OutOfDateBanner;
class MeasureTableModel;
class SimilarityTableModel;
class WeatTableModel;

/// The results: Table A1 (WEAT raw and whitened, with the change class), Table 2 (anisotropy) and
/// Table 3 (word similarity), each sortable and filterable, the change counts at a glance, copy and
/// export, and the drill-down of a WEAT result (double-click).
class ResultsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultsPanel)

public:
    enum Table { WeatTable, AnisotropyTable, SimilarityTable };

    explicit ResultsPanel(QWidget *parent = nullptr);

    /// The results, with the suites whose raw space alone is computed for the current settings
    /// (shown with their raw columns until Run computes the whitened ones).
    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results,
                    std::vector<isoscope::WeatResult> rawOnly = {});
    /// What the page says while there is no result to show (empty: that none was computed yet).
    void setEmptyText(const QString &text);
    const std::shared_ptr<const isoscope::AnalysisResult> &results() const { return m_results; }

    /// Shows a table and selects the model x suite (suite empty: the model's first row); false if absent.
    bool selectResult(const QString &model, const QString &suiteId);
    /// Opens the drill-down of a model x suite; false if there is no such result.
    bool showDrillDown(const QString &model, const QString &suiteId);
    void showTable(Table table);

    /// The measure the association table shows: WEAT (Table A1, the default) or one of WEFE's
    /// measures (docs/measures.md), raw beside whitened, with which way is less biased said above
    /// the table. Only measures the results hold can be chosen; false otherwise.
    bool setMeasure(isoscope::Measure measure);
    isoscope::Measure measure() const;
    QComboBox *measureCombo() const { return m_measure; }
    QTableView *measureView() const { return m_measureView; }
    MeasureTableModel *measureModel() const { return m_measureModel; }
    /// The sentence above the measure table.
    QString measureDirectionText() const;

    /// "13 Stable, 6 Disappearing, 0 Emerging of 19".
    QString countsText() const;
    QTableView *view(Table table) const;
    DrillDownPanel *drillDown() const { return m_drillDown; }
    /// Says what changed and what Run would compute (the window sets its message).
    OutOfDateBanner *banner() const { return m_banner; }

    /// What the user chose on the page, kept across a change of language: the table shown, the
    /// filters, the correction, each table's sort, selection and scrolling, the splitter, the
    /// drill-down open (by model and suite).
    struct State {
        int table = 0;
        QString filter;
        int changeFilter = 0;
        int correction = 0;
        TableViewState tables[3];
        QByteArray splitter;
        QString drillModel;
        QString drillSuite; ///< empty: no drill-down open
    };
    State state() const;
    /// Call after setResults (the rows and the drill-down need the results).
    void restoreState(const State &state);

    /// Copies the selected rows of the current table (all rows when none is selected): text/plain at
    /// full precision for a spreadsheet and text/html as shown for a word processor (tableexport).
    void copySelection();
    /// Asks where, then writes the current table as CSV, JSON or LaTeX.
    void exportTable(const QString &format);

Q_SIGNALS:
    /// The drill-down's "Sensitivity…" was clicked for this model x suite.
    void sensitivityRequested(const QString &model, const QString &suiteId);
    /// The change counts shown changed (new results, or another correction): countsText() has them.
    void countsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void limitColumnWidths();
    QTableView *createView(QAbstractItemModel *source, QSortFilterProxyModel *proxy, const QString &objectName,
                           const QString &accessibleName);
    Table currentTable() const;
    void applyFilter();
    void updateCounts();
    void openDrillDown(const QModelIndex &proxyIndex);
    /// Puts a result into the drill-down with its change class as Table A1 shows it (the correction's).
    void showInDrillDown(const isoscope::WeatResult *r);
    void openMeasureDrillDown(const QModelIndex &proxyIndex);
    void shareWithDrillDown(const QTableView *table);
    void updateMeasures();
    QTableView *currentView() const;

    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    WeatTableModel *m_weatModel;
    AnisotropyTableModel *m_anisotropyModel;
    SimilarityTableModel *m_similarityModel;
    QSortFilterProxyModel *m_weatProxy;
    QSortFilterProxyModel *m_anisotropyProxy;
    QSortFilterProxyModel *m_similarityProxy;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_views[3] = {};
    QLineEdit *m_filter = nullptr;
    QComboBox *m_changeFilter = nullptr;
    QComboBox *m_correction = nullptr;            ///< multiple-testing correction of the WEAT table
    QComboBox *m_measure = nullptr;               ///< which measure the association tab shows
    QStackedWidget *m_associationStack = nullptr; ///< the WEAT table or the measure page
    QLabel *m_measureDirection = nullptr;
    QTableView *m_measureView = nullptr;
    MeasureTableModel *m_measureModel = nullptr;
    QSortFilterProxyModel *m_measureProxy = nullptr;
    QLabel *m_counts = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_empty = nullptr;
    QSplitter *m_splitter = nullptr;
    DrillDownPanel *m_drillDown = nullptr;
    OutOfDateBanner *m_banner = nullptr;
    QString m_drillModel;
    QString m_drillSuite;
};

} // namespace isoscope::ui
