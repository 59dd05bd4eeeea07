#pragma once

#include "core/analysis/results.h"
#include "ui/figures/chartfigure.h"
#include "ui/figures/figurelegend.h"

#include <memory>
#include <optional>
#include <utility>

namespace isoscope::ui {

/// Paper Figure 4: raw d (x) against whitened d (y), one panel per bias type (Valence, Race,
/// Gender, and Other: Health, Age and any other category), with the line y = x; colour shows the
/// change class (Disappearing red, Stable pink, Emerging blue), marker shape the model family
/// (circle static, triangle contextualized, square contrastive, diamond other), marker fill the model
/// (filled, hollow, ...; in the legend with the families of the study). Every panel has
/// the same square axes, so distances from the diagonal compare across panels.
class BeforeAfterScatterFigure final : public ChartFigure
{
    Q_DECLARE_TR_FUNCTIONS(BeforeAfterScatterFigure)

public:
    /// One point: a model x suite with d defined in both spaces.
    struct Point {
        QString model;
        QString suite;
        QString category;
        isoscope::ModelFamily family;
        isoscope::SignificanceChange change;
        double dRaw;
        double dWhitened;
        double pRaw;
        double pWhitened;
        int panel;
        /// The bootstrap intervals of d (raw: the horizontal bar, whitened: the vertical one);
        /// empty when the results have none or an interval is undefined.
        std::optional<std::pair<double, double>> rawInterval;
        std::optional<std::pair<double, double>> whitenedInterval;
    };

    BeforeAfterScatterFigure() = default;

    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);
    const QList<Point> &points() const { return m_points; }
    /// "Valence", "Race", "Gender", "Other".
    static QString panelTitle(int panel);
    static int panelOf(const QString &category);
    static MarkerShape shapeOf(isoscope::ModelFamily family);
    /// Error bars of the bootstrap intervals (on by default; drawn only when the results have them).
    void setErrorBars(bool shown) { m_errorBars = shown; }
    bool errorBars() const { return m_errorBars; }
    /// True when some point has an interval to draw.
    bool hasIntervals() const;
    /// The models of the results, in order: the fill of their markers (filled, hollow, light,
    /// dark, then again), named in the legend when there are several.
    QStringList modelNames() const;

    QString fileName() const override { return QStringLiteral("before_after_scatter"); }
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;

    /// The full range of both axes: every d, and at least -0.5..1.5, in steps of 0.5.
    AxisRange range() const;

private:
    double panelGap(const FigureStyle &style) const;
    int columnsFor(double width, const FigureStyle &style) const;
    int columnsFor(const QRectF &rect, const FigureStyle &style) const;
    QString describe(const Point &point) const;
    QString intervalText(const Point &point) const;
    QString confidenceLabel() const; ///< "95%"
    QList<FigureLegend::Entry> legendEntries(const FigureStyle &style) const;

    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    QList<Point> m_points;
    QStringList m_panelSuites[4];
    bool m_errorBars = true;
};

} // namespace isoscope::ui
