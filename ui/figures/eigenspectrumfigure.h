#pragma once

#include "core/analysis/results.h"
#include "ui/figures/chartfigure.h"

#include <QSet>

#include <memory>

namespace isoscope::ui {

/// The eigenvalue spectrum of each model's reference covariance on a log axis, with the whitening
/// regulariser epsilon drawn across it. Whitening divides component k by sqrt(lambda_k + epsilon):
/// where lambda_k is well above epsilon, epsilon changes nothing; components at or below it are
/// shrunk (their whitened variance is lambda_k / (lambda_k + epsilon)), so the picture shows
/// whether epsilon matters for a model. The legend says how many components are below epsilon.
class EigenSpectrumFigure final : public ChartFigure
{
    Q_DECLARE_TR_FUNCTIONS(EigenSpectrumFigure)

public:
    EigenSpectrumFigure() = default;

    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);
    void setHiddenModels(const QSet<QString> &models) { m_hidden = models; }
    const QSet<QString> &hiddenModels() const { return m_hidden; }
    double epsilon() const;

    QString fileName() const override { return QStringLiteral("eigenvalue_spectrum"); }
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;
    bool toggleLegendEntry(int id) override;

    AxisRange xRange() const;
    AxisRange yRange() const;

private:
    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    QSet<QString> m_hidden;
};

} // namespace isoscope::ui
