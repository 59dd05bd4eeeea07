#pragma once

#include "core/analysis/analysis.h"
#include "core/stats/biasmeasures.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace isoscope::ui {

/// The drill-down's table of a measure beyond WEAT: its own number for every word, raw and
/// whitened. RND: each attribute word's distance difference; MAC: each target word's mean cosine
/// distance to A and to B; ECT: each attribute word's cosine with the mean of X and of Y (the two
/// lists Spearman's rho correlates); RIPA: each attribute word's score and its SD over the pairs;
/// RNSB: each target word's probability of B. RawValueRole: full precision.
class MeasureWordModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MeasureWordModel)

public:
    enum Column { SetColumn, WordColumn, FirstValueColumn };

    explicit MeasureWordModel(QObject *parent = nullptr);

    /// Shows a result's words for a measure (WEAT and a result without the measure: empty).
    void setResult(const isoscope::WeatResult &result, isoscope::Measure measure);
    /// The value of a word in a column (tests), or nothing.
    std::optional<double> value(const QString &word, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString set;
        QString word;
        std::vector<double> values;
    };
    std::vector<Row> m_rows;
    QStringList m_headers; ///< of the value columns
};

} // namespace isoscope::ui
