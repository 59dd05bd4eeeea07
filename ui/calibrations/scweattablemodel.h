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
    enum Column {
        WordColumn,
        RawDColumn,
        RawPColumn,
        WhitenedDColumn,
        WhitenedPColumn,
        ChangeColumn,
        RawMeanAColumn,
        RawMeanBColumn,
        ColumnCount
    };

    explicit ScWeatTableModel(QObject *parent = nullptr);

    void setRun(std::shared_ptr<const ScWeatRun> run);
    const ScWeatRun *run() const { return m_run.get(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// p is one-sided (the default: is the word closer to A?).
    bool oneSided() const;
    /// "Raw p (one-sided, → Male)": the header says the direction.
    QString pHeader(const QString &title, const QString &a) const;
    /// What the sidedness asks, for the header tooltips.
    QString sidesText(const QString &a, const QString &b) const;
    /// A p cell's tooltip: the p of this direction and of the other one.
    QVariant pTip(const isoscope::WeatStatistic &statistic, const std::string &word) const;

    std::shared_ptr<const ScWeatRun> m_run;
};

} // namespace isoscope::ui
