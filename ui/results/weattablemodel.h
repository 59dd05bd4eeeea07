#pragma once

#include "core/analysis.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace isoscope::ui {

/// Table A1: one row per model x suite, raw and whitened d and p, the change class and the
/// substantial-shift flag. Display text is rounded; RawValueRole holds the full value.
class WeatTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WeatTableModel)

public:
    enum Column {
        ModelColumn,
        SuiteColumn,
        CategoryColumn,
        SizesColumn,
        RawDColumn,
        RawPColumn,
        WhitenedDColumn,
        WhitenedPColumn,
        ChangeColumn,
        ShiftColumn,
        ColumnCount
    };
    /// The change class as an int (isoscope::SignificanceChange), on every column.
    static constexpr int ChangeRole = Qt::UserRole + 20;

    explicit WeatTableModel(QObject *parent = nullptr);

    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);
    const isoscope::WeatResult *result(int row) const;
    /// The row of a model x suite, or -1.
    int rowOf(const QString &model, const QString &suiteId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    std::vector<const isoscope::WeatResult *> m_rows;
};

} // namespace isoscope::ui
