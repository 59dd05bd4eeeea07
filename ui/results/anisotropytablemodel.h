#pragma once

#include "core/analysis/results.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace isoscope::ui {

/// Table 2: anisotropy of each model before and after whitening (mean and SD of the pairwise
/// cosine similarity of the sampled vectors, and the share of variance of the first component).
class AnisotropyTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnisotropyTableModel)

public:
    enum Column {
        ModelColumn,
        FamilyColumn,
        ReferenceColumn,
        SampleColumn,
        RawMeanColumn,
        RawSdColumn,
        WhitenedMeanColumn,
        WhitenedSdColumn,
        RawTopComponentColumn,
        WhitenedTopComponentColumn,
        ColumnCount
    };

    explicit AnisotropyTableModel(QObject *parent = nullptr);
    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);
    const isoscope::ModelResult *model(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    std::vector<const isoscope::ModelResult *> m_rows;
};

} // namespace isoscope::ui
