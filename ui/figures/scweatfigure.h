#pragma once

#include "ui/calibrations/scweattablemodel.h"
#include "ui/figures/chartfigure.h"
#include "ui/figures/figurelegend.h"

#include <memory>

namespace isoscope::ui {

/// SC-WEAT per target word (docs/beyond-the-paper.md): a dumbbell from the raw effect size (grey)
/// to the whitened one (blue), one row per word, filled where p < alpha and open where not, with
/// d = 0 drawn across. Hovering a point names the word, d and p.
class ScWeatFigure final : public ChartFigure
{
    Q_DECLARE_TR_FUNCTIONS(ScWeatFigure)

public:
    void setRun(std::shared_ptr<const ScWeatRun> run);
    const ScWeatRun *run() const { return m_run.get(); }
    /// The full x range: every d, padded, always including 0.
    AxisRange range() const;

    QString fileName() const override { return QStringLiteral("sc_weat"); }
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;

private:
    QList<FigureLegend::Entry> legendEntries(const FigureStyle &style) const;
    double labelWidth(const FigureStyle &style) const;

    std::shared_ptr<const ScWeatRun> m_run;
};

} // namespace isoscope::ui
