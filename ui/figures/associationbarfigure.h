#pragma once

#include "core/analysis/results.h"
#include "ui/figures/chartfigure.h"

#include <QStringList>

namespace isoscope::ui {

/// The drill-down's per-word view: s(w, A, B) of every target word, raw beside whitened as a pair
/// of horizontal bars, X words above Y words. A word whose bars point different ways changed its
/// association with whitening.
class AssociationBarFigure final : public ChartFigure
{
    Q_DECLARE_TR_FUNCTIONS(AssociationBarFigure)

public:
    AssociationBarFigure() = default;

    /// targetNames: the names of X and Y as the suite gives them (a user's suite names its sets as she
    /// likes); empty: taken from the suite's name ("Flowers vs Insects / ...").
    void setResult(const isoscope::WeatResult &result, const QStringList &targetNames = {});
    int wordCount() const { return static_cast<int>(m_words.size()); }

    QString fileName() const override;
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;

    AxisRange xRange() const;

private:
    QString m_model;
    QString m_suite;
    QString m_targets[2]; ///< names of X and Y, from the suite's name when it says them
    QStringList m_words;  ///< X words, then Y words
    int m_xCount = 0;
    std::vector<double> m_raw;
    std::vector<double> m_whitened;
};

} // namespace isoscope::ui
