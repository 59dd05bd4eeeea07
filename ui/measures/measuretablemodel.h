#pragma once

#include "core/analysis/analysis.h"
#include "core/analysis/calibrationcomparison.h"
#include "core/stats/biasmeasures.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>
#include <vector>

namespace isoscope::ui {

/// One row of a measure table: a model x suite x subquery (RND, ECT and RIPA have two per suite,
/// wrt A and wrt B) with the measure's value in each column's space.
struct MeasureRow {
    QString model;
    QString suiteId;
    QString subquery;
    std::size_t part = 0;
    std::vector<isoscope::MeasureValue> values;   ///< one per value column
    const isoscope::WeatResult *result = nullptr; ///< the result of the first column's space (the drill-down's)
    QString notRun;                               ///< why the suite did not run, if it did not
};

/// The rows of the Results page for a measure: raw and calibrated values of every model x suite.
std::vector<MeasureRow> measureRows(const isoscope::AnalysisResult &results, isoscope::Measure measure);
/// The rows of the Calibrations page: raw, ZCA, each comparison calibration, then (when the
/// comparison has them) debiased and debiased + ZCA. suites names the attribute sets.
std::vector<MeasureRow> measureRows(const isoscope::CalibrationComparison &comparison, isoscope::Measure measure,
                                    const std::vector<isoscope::WeatSuite> &suites);

/// A measure's values of every model x suite x subquery, in columns of spaces (raw, whitened, and
/// on the Calibrations page the comparison calibrations and the debiased spaces), each space after
/// the first followed by a column saying whether it is less or more biased than raw (nearer the
/// measure's unbiased value). RawValueRole: full-precision numbers; the comparison columns give
/// value(space) - value(raw).
class MeasureTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MeasureTableModel)

public:
    enum Column { ModelColumn, SuiteColumn, SubqueryColumn, FirstValueColumn };

    explicit MeasureTableModel(QObject *parent = nullptr);

    /// spaces: the value columns' headers ("Raw", "Whitened", ...), one per MeasureRow::values.
    void setRows(isoscope::Measure measure, std::vector<MeasureRow> rows, QStringList spaces);
    isoscope::Measure measure() const { return m_measure; }
    const MeasureRow *row(int row) const;
    int rowOf(const QString &model, const QString &suiteId, std::size_t part = 0) const;
    /// The column of a space's value (0: raw) and of its comparison with raw (space >= 1).
    int valueColumn(int space) const { return FirstValueColumn + space; }
    int comparisonColumn(int space) const { return FirstValueColumn + static_cast<int>(m_spaces.size()) + space - 1; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    isoscope::Measure m_measure = isoscope::Measure::Rnd;
    std::vector<MeasureRow> m_rows;
    QStringList m_spaces;
};

} // namespace isoscope::ui
