#pragma once

#include "core/analysis/results.h"
#include "ui/figures/chartfigure.h"

#include <QSet>

#include <memory>

namespace isoscope::ui {

/// Paper Figure 2: the explained variance ratio of the top principal components (50 by default),
/// on a log axis, one line per model, the raw panel beside the whitened panel on the same axes.
/// The legend below both panels switches models on and off.
class ExplainedVarianceFigure final : public ChartFigure
{
    Q_DECLARE_TR_FUNCTIONS(ExplainedVarianceFigure)

public:
    ExplainedVarianceFigure() = default;

    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);
    void setHiddenModels(const QSet<QString> &models) { m_hidden = models; }
    const QSet<QString> &hiddenModels() const { return m_hidden; }

    QString fileName() const override { return QStringLiteral("explained_variance"); }
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;
    bool toggleLegendEntry(int id) override;

    /// The full ranges: components 1..k, and the powers of ten around every shown ratio.
    AxisRange xRange() const;
    AxisRange yRange() const;

private:
    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    QSet<QString> m_hidden;
};

} // namespace isoscope::ui
