#pragma once

#include "ui/window/modelsummary.h"

#include <QAbstractTableModel>
#include <QList>

namespace isoscope::ui {

/// Embedding models as a table: name, file, format, words, dimensions, case rule. Rows are added
/// as models finish loading.
class ModelSummaryTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelSummaryTableModel)

public:
    enum Column { NameColumn, FileColumn, FormatColumn, WordsColumn, DimsColumn, CaseColumn, ColumnCount };

    explicit ModelSummaryTableModel(QObject *parent = nullptr);

    void append(const ModelSummary &model);
    const QList<ModelSummary> &models() const { return m_models; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant displayData(const ModelSummary &model, int column) const;
    static QVariant rawData(const ModelSummary &model, int column);

    QList<ModelSummary> m_models;
};

} // namespace isoscope::ui
