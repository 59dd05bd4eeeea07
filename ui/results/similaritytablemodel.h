#pragma once

#include "core/analysis/results.h"

#include <QAbstractTableModel>

#include <memory>
#include <utility>
#include <vector>

namespace isoscope::ui {

/// Table 3: Spearman rho of each model on each similarity benchmark (WordSim-353, SimLex-999 and
/// STS-B's sentence pairs), raw and whitened, the difference and its paired-bootstrap p, and what
/// the pairs were measured with (word vectors, the mean of a sentence's word vectors, sentence
/// vectors; or why a model has no STS-B number).
class SimilarityTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimilarityTableModel)

public:
    enum Column {
        ModelColumn,
        BenchmarkColumn,
        CoverageColumn,
        RawRhoColumn,
        WhitenedRhoColumn,
        DeltaColumn,
        PColumn,
        MethodColumn,
        ColumnCount
    };

    explicit SimilarityTableModel(QObject *parent = nullptr);
    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The STS-B split as the table names it ("test", translated).
    static QString splitLabel(const std::string &split);

private:
    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    std::vector<std::pair<const isoscope::ModelResult *, const isoscope::SimilarityResult *>> m_rows;
};

} // namespace isoscope::ui
