#pragma once

#include "core/analysis/results.h"

#include <QAbstractTableModel>

#include <optional>

namespace isoscope::ui {

/// The target words of one model x suite with their association s(w, A, B), raw and whitened.
class WordAssociationModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WordAssociationModel)

public:
    enum Column { WordColumn, SetColumn, RawColumn, WhitenedColumn, ColumnCount };

    explicit WordAssociationModel(QObject *parent = nullptr);
    /// Copies what it shows; nothing for no result.
    void setResult(const isoscope::WeatResult *result);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString word;
        QString set;
        std::optional<double> raw;
        std::optional<double> whitened;
    };
    QList<Row> m_rows;
};

} // namespace isoscope::ui
