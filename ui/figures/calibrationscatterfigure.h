#pragma once

#include "core/analysis/calibrationcomparison.h"
#include "ui/figures/chartfigure.h"
#include "ui/figures/figurelegend.h"

#include <memory>

namespace isoscope::ui {

/// The comparison calibrations against ZCA (docs/beyond-the-paper.md): for every model x suite,
/// d under each comparison calibration (y) against d under ZCA (x), with the raw d as a series of
/// its own (no calibration), the hard-debiased model's d raw and after ZCA when the comparison
/// has it (gender suites), and the line y = x where a calibration agrees with ZCA. Each series
/// has its colour and marker shape; hovering a point names model, suite and values, and clicking
/// it opens that result's drill-down.
class CalibrationScatterFigure final : public ChartFigure
{
    Q_DECLARE_TR_FUNCTIONS(CalibrationScatterFigure)

public:
    /// The series of the hard-debiased model: its d raw, and after ZCA whitening estimated on it.
    static constexpr int kDebiasedRaw = -2;
    static constexpr int kDebiasedZca = -3;
    /// One point: series -1 is raw d, 1.. the comparison calibrations (their index in the
    /// comparison), kDebiasedRaw and kDebiasedZca the debiased model's.
    struct Point {
        QString model;
        QString suite;
        int series;
        double dZca;
        double d;
    };

    void setComparison(std::shared_ptr<const CalibrationComparison> comparison);
    const QList<Point> &points() const { return m_points; }
    /// The full range of both axes: every d and 0, padded, in steps of 0.5.
    AxisRange range() const;
    static MarkerShape shapeOf(int series);

    QString fileName() const override { return QStringLiteral("calibrations_scatter"); }
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;

private:
    QList<int> seriesShown() const; ///< in the legend's order
    static bool hollow(int series); ///< drawn as an outline (the uncalibrated series)
    QString seriesLabel(int series) const;
    QColor seriesColour(int series, const FigureStyle &style) const;
    QList<FigureLegend::Entry> legendEntries(const FigureStyle &style) const;

    std::shared_ptr<const CalibrationComparison> m_comparison;
    QList<Point> m_points;
};

} // namespace isoscope::ui
