#pragma once

#include "ui/study/pageresults.h"

#include <QAbstractTableModel>

#include <memory>

namespace isoscope::ui {

/// The SC-WEAT table: one row per target word found, with its raw and whitened effect size and
/// p-value, the mean cosines with A and B, and the change class. RawValueRole gives
/// full-precision numbers (sorting, CSV and JSON export).
class ScWeatTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScWeatTableModel)

public:
    enum Column { WordColumn, RawDColumn, RawPColumn, WhitenedDColumn, WhitenedPColumn, ChangeColumn,
                  RawMeanAColumn, RawMeanBColumn, ColumnCount };

    explicit ScWeatTableModel(QObject *parent = nullptr);

    void setRun(std::shared_ptr<const ScWeatRun> run);
    const ScWeatRun *run() const { return m_run.get(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const ScWeatRun> m_run;
};

} // namespace isoscope::ui
