#pragma once

#include "core/analysis/results.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace isoscope::ui {

/// A row's change class as Table A1 shows it: with a multiple-testing correction, the adjusted p
/// and the class they give; without one, no adjusted p and the class of the analysis.
struct ShownChange {
    isoscope::Correction correction = isoscope::Correction::None;
    std::optional<double> rawP, whitenedP; ///< adjusted; empty without a correction
    isoscope::SignificanceChange change = isoscope::SignificanceChange::Undefined;
};

/// Table A1: one row per model x suite, raw and whitened d and p, the change class and the
/// substantial-shift flag. Display text is rounded; RawValueRole holds the full value.
class WeatTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WeatTableModel)

public:
    /// The columns in order. The sections of the model are these, less the ones not shown: the
    /// CI columns only when the analysis has bootstrap intervals, the adjusted p only with a
    /// correction; so with intervals and without a correction, section == Column (sectionOf).
    enum Column {
        ModelColumn,
        SuiteColumn,
        CategoryColumn,
        SizesColumn,
        RawDColumn,
        RawCiColumn, ///< only with intervals: "[low, high]"; RawValueRole is a list {low, high}
        RawPColumn,
        WhitenedDColumn,
        WhitenedCiColumn, ///< only with intervals
        WhitenedPColumn,
        ChangeColumn,
        ShiftColumn,
        RawPAdjustedColumn,      ///< only with a multiple-testing correction
        WhitenedPAdjustedColumn, ///< only with a multiple-testing correction
        ColumnCount
    };
    /// The change class as an int (isoscope::SignificanceChange), on every column.
    static constexpr int ChangeRole = Qt::UserRole + 20;

    explicit WeatTableModel(QObject *parent = nullptr);

    /// The results, and the suites of them whose raw space alone is computed for the current
    /// settings (AnalysisRunner::rawOnly): shown among the others with their raw columns and the
    /// whitened ones empty, "Not computed yet", until Run computes the rest.
    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results,
                    std::vector<isoscope::WeatResult> rawOnly = {});
    /// True for a row whose whitened side is not computed for the current settings.
    bool isRawOnly(int row) const;
    /// Adjusts p across the suites of each model, raw and whitened separately (core/stats/multipletesting.h),
    /// adds the adjusted columns beside the unadjusted ones and takes the change classes from the
    /// adjusted p. None removes the columns and restores the classes of the analysis.
    void setCorrection(isoscope::Correction correction);
    isoscope::Correction correction() const { return m_correction; }
    /// The change classes as the table shows them (adjusted when a correction is chosen).
    isoscope::ChangeCounts counts() const;
    const isoscope::WeatResult *result(int row) const;
    /// The change class of a row as shown, and the adjusted p it comes from (the drill-down says the same).
    ShownChange shownChange(int row) const;
    /// The row of a model x suite, or -1.
    int rowOf(const QString &model, const QString &suiteId) const;
    /// The section showing a column, or -1 when it is not shown; and the column of a section.
    int sectionOf(Column column) const;
    Column columnAt(int section) const;
    /// True when the results carry bootstrap intervals of d (the CI columns are shown).
    bool hasIntervals() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void recompute();

    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    std::vector<isoscope::WeatResult> m_rawOnly;
    std::vector<const isoscope::WeatResult *> m_rows;
    isoscope::Correction m_correction = isoscope::Correction::None;
    /// Per row: the adjusted p (empty without a correction) and the change class shown.
    std::vector<std::optional<double>> m_rawAdjusted, m_whitenedAdjusted;
    std::vector<isoscope::SignificanceChange> m_change;
    std::vector<Column> m_columns; ///< the shown columns, by section
};

} // namespace isoscope::ui
