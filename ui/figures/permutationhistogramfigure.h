#pragma once

#include "core/analysis/results.h"
#include "ui/figures/chartfigure.h"

namespace isoscope::ui {

/// The drill-down's permutation test: the distribution of the test statistic S over the
/// partitions of X u Y that the p-value counted (WeatStatistic::histogram, all of them when
/// exact, the random draws otherwise), raw beside whitened, with the observed S marked.
class PermutationHistogramFigure final : public ChartFigure
{
    Q_DECLARE_TR_FUNCTIONS(PermutationHistogramFigure)

public:
    PermutationHistogramFigure() = default;

    /// The result to show (copied); alpha for the wording of p.
    void setResult(const isoscope::WeatResult &result, double alpha = 0.05);

    QString fileName() const override;
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;

private:
    struct Space {
        isoscope::PermutationHistogram histogram;
        double S = 0;
        double p = 1;
        bool exact = true;
        std::size_t permutations = 0;
        bool valid = false;
    };
    AxisRange xRange(const Space &space) const;
    AxisRange yRange(const Space &space) const;

    QString m_model;
    QString m_suite;
    Space m_spaces[2];
    double m_alpha = 0.05;
};

} // namespace isoscope::ui
