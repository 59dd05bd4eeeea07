#pragma once

#include "core/analysis/calibrationcomparison.h"

#include <QAbstractTableModel>
#include <QCoreApplication>

#include <memory>

namespace isoscope::ui {

/// Names of the calibrations as the window shows them: "ZCA", "Centring", "ABTT (D = 3)", "PCA".
QString calibrationLabel(const isoscope::CalibrationSpec &spec);

/// The Calibrations page's table: one row per model x suite; the raw d and p, ZCA's d, p and
/// change class, then for each comparison calibration its d, p, change class and d − d_ZCA, and,
/// when the comparison has hard debiasing, d, p and the change from raw of the debiased model, and
/// d, p and the change from debiased of the debiased model whitened. RawValueRole gives full-precision numbers
/// (sorting, CSV and JSON export).
class CalibrationTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CalibrationTableModel)

public:
    enum Column {
        ModelColumn,
        SuiteColumn,
        RawDColumn,
        RawPColumn,
        ZcaDColumn,
        ZcaPColumn,
        ZcaChangeColumn,
        FirstComparisonColumn
    };
    /// Columns of each comparison calibration, from FirstComparisonColumn on.
    enum Part { DPart, PPart, ChangePart, DeltaPart, PartCount };
    /// The debias columns, after the comparisons' (debiasColumn gives their sections).
    /// DebiasedChange: from raw to debiased (Disappearing: debiasing removed the effect);
    /// DebiasedWhitenedChange: from debiased to debiased + ZCA (Emerging: whitening finds it again).
    enum DebiasPart {
        DebiasedD,
        DebiasedP,
        DebiasedChange,
        DebiasedWhitenedD,
        DebiasedWhitenedP,
        DebiasedWhitenedChange,
        DebiasPartCount
    };

    explicit CalibrationTableModel(QObject *parent = nullptr);

    void setComparison(std::shared_ptr<const CalibrationComparison> comparison);
    const CalibrationComparison *comparison() const { return m_comparison.get(); }

    /// The result of a row under a calibration (0: ZCA), or nullptr.
    const isoscope::WeatResult *result(int row, std::size_t calibration) const;
    /// The column of a part of a comparison calibration (1: the first after ZCA).
    static int column(std::size_t calibration, Part part)
    {
        return FirstComparisonColumn + static_cast<int>(calibration - 1) * PartCount + part;
    }
    /// The section of a debias column, or -1 when the comparison has none.
    int debiasColumn(DebiasPart part) const;
    /// The result of a row on the debiased model (raw: debiased; whitened: debiased + ZCA), or nullptr.
    const isoscope::WeatResult *debiasedResult(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant debiasData(int row, DebiasPart part, int role) const;
    struct Row {
        std::size_t model;
        std::size_t suite;
    };
    std::shared_ptr<const CalibrationComparison> m_comparison;
    std::vector<Row> m_rows;
};

} // namespace isoscope::ui
