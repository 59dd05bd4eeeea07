#pragma once

#include "core/analysis/analysis.h"

#include <QAbstractTableModel>

#include <optional>

namespace isoscope::ui {

/// The multilevel view of one model x suite (ML-EAT, Wolfe et al. 2024), raw beside whitened: level 1
/// is WEAT's d; level 2 the effect size of each target set over the attribute words, with its
/// permutation p; level 3 the mean (SD) of the four cosine blocks.
class MultilevelTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MultilevelTableModel)

public:
    /// Per space: the value (d, the level-2 effect size, a block's mean), the p of levels 1 and 2,
    /// the SD of a level-3 block; a copy carries each at full precision.
    enum Column {
        LevelColumn,
        QuantityColumn,
        RawColumn,
        RawPColumn,
        RawSdColumn,
        WhitenedColumn,
        WhitenedPColumn,
        WhitenedSdColumn,
        ColumnCount
    };
    /// The rows, in order.
    enum Row { LevelOneRow, LevelTwoXRow, LevelTwoYRow, BlockXARow, BlockXBRow, BlockYARow, BlockYBRow, RowCount };

    explicit MultilevelTableModel(QObject *parent = nullptr);
    /// Copies what it shows; nothing (no rows) for no result or one without levels.
    void setResult(const isoscope::WeatResult *result);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Space {
        std::optional<double> d;
        double p = 1;
        std::optional<isoscope::MultilevelEat> levels;
    };
    Space m_spaces[2];
    bool m_shown = false;
};

} // namespace isoscope::ui
