#pragma once

#include "core/analysis/sensitivity.h"
#include "ui/figures/chartfigure.h"

#include <memory>

namespace isoscope::ui {

/// A figure of one model x suite of a sensitivity run (docs/sensitivity.md).
class SensitivityFigure : public ChartFigure
{
    Q_DECLARE_TR_FUNCTIONS(SensitivityFigure)

public:
    void setData(std::shared_ptr<const isoscope::ModelSensitivity> data, int suite);
    const isoscope::ModelSensitivity *data() const { return m_data.get(); }
    /// The suite shown, or nullptr when there is none (or it could not run).
    const isoscope::SuiteSensitivity *suite() const;

protected:
    /// "GloVe, W3".
    QString subject() const;
    /// What the empty figure says: how to run the analysis while nothing has run; otherwise
    /// nothingForThisResult (the result lacks this part).
    QString emptyText(const QString &nothingForThisResult) const;
    /// "_GloVe_W3", for file names (characters other than letters, digits, '-' and '.' become '_').
    QString fileSuffix() const;
    /// The y range of d values: padded, always including 0.
    static AxisRange dRange(double low, double high);

    std::shared_ptr<const isoscope::ModelSensitivity> m_data;
    int m_suite = 0;
};

/// Epsilon sweep: d against epsilon on a log axis (the raw d as a line, the whitened d as a curve
/// of points), the epsilons where the whitened result is significant shaded, the analysis's
/// epsilon marked; beside it, the reference covariance's eigenvalue spectrum with the swept range
/// of epsilon and the analysis's epsilon drawn across it.
class EpsilonSweepFigure final : public SensitivityFigure
{
    Q_DECLARE_TR_FUNCTIONS(EpsilonSweepFigure)

public:
    QString fileName() const override { return QStringLiteral("epsilon_sweep") + fileSuffix(); }
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;
};

/// Reference-sample sweep: whitened d against the reference size (top-N and random-N, filled
/// where significant), the raw d as a line; beside it, the whitened d of the R random draws as a
/// strip coloured by change class, with their quartile box and range, and how often the class
/// differs from the analysis's.
class ReferenceSweepFigure final : public SensitivityFigure
{
    Q_DECLARE_TR_FUNCTIONS(ReferenceSweepFigure)

public:
    QString fileName() const override { return QStringLiteral("reference_sweep") + fileSuffix(); }
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;
};

/// Bootstrap: d raw and whitened with their percentile intervals (resampling the words of X and Y).
class BootstrapIntervalFigure final : public SensitivityFigure
{
    Q_DECLARE_TR_FUNCTIONS(BootstrapIntervalFigure)

public:
    QString fileName() const override { return QStringLiteral("bootstrap_interval") + fileSuffix(); }
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;
};

/// Leave-one-component-out: for each of the top k principal components of the reference sample,
/// the change of d when it is projected out, raw and whitened, as bars.
class LeaveOneOutFigure final : public SensitivityFigure
{
    Q_DECLARE_TR_FUNCTIONS(LeaveOneOutFigure)

public:
    QString fileName() const override { return QStringLiteral("leave_one_component_out") + fileSuffix(); }
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;
};

} // namespace isoscope::ui
