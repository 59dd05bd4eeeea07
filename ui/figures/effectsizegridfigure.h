#pragma once

#include "core/analysis/results.h"
#include "ui/figures/colourscale.h"
#include "ui/figures/figure.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <memory>
#include <optional>

namespace isoscope::ui {

/// Paper Figure 3: the effect-size grid. Models are rows, grouped by family; suites are columns,
/// grouped by category; each cell is split on its diagonal, the raw d in the upper-left triangle
/// and the whitened d in the lower-right, on a diverging colour scale clipped to [-1.5, 1.5].
/// A d with p < alpha is printed bold with an asterisk, and its triangle has a border.
///
/// For another measure (setMeasure: RND, MAC, ECT, RIPA, RNSB), the cells hold that measure raw and
/// whitened instead, on a diverging scale centred on its unbiased value (0 or 1) and spanning the
/// largest distance from it in the grid; RND, ECT and RIPA have a column per attribute set (WEFE's
/// subqueries). They have no p-value, so nothing is marked significant.
class EffectSizeGridFigure final : public Figure
{
    Q_DECLARE_TR_FUNCTIONS(EffectSizeGridFigure)

public:
    static constexpr double kClip = 1.5;

    enum Triangle { RawTriangle, WhitenedTriangle };

    struct Row {
        QString model;
        isoscope::ModelFamily family;
    };
    struct Column {
        QString suite;
        QString category;
        std::size_t part = 0; ///< the subquery (0: wrt A or the whole suite, 1: wrt B)
        QString label;        ///< the header: the suite id, with "A" or "B" for a two-part measure
    };
    struct Group {
        QString label;
        int first; ///< first row (or column) of the group
        int count;
    };
    struct Layout {
        QRectF title;
        QStringList titleLines;
        QList<QRectF> rowRects;   ///< model name area of each row
        QList<double> columnLeft; ///< left edge of each column
        QList<double> rowTop;     ///< top edge of each row
        double cellWidth = 0;
        double cellHeight = 0;
        double headerBottom = 0;
        QRectF colourBar;
        QRectF key;        ///< the explanation beside (or under) the colour bar
        double bottom = 0; ///< where the figure's content ends
    };
    struct Hit {
        int row;
        int column;
        Triangle triangle;
    };

    EffectSizeGridFigure() = default;

    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);
    /// The measure in the cells (WEAT, the default).
    void setMeasure(isoscope::Measure measure);
    isoscope::Measure measure() const { return m_measure; }
    /// Half the span of the colour scale: 1.5 for WEAT, else the largest distance from the measure's
    /// unbiased value, rounded up to a round number.
    double clip() const { return m_clip; }
    const QList<Row> &rows() const { return m_rows; }
    const QList<Column> &columns() const { return m_columns; }
    /// The result of a cell (nothing when that model has no result for that suite).
    const isoscope::WeatResult *result(int row, int column) const;

    QString fileName() const override;
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    void render(QPainter &painter, const QRectF &target, const FigureStyle &style) const override;

    Layout layout(const QRectF &target, const FigureStyle &style) const;
    QRectF cellRect(const Layout &layout, int row, int column) const;
    std::optional<Hit> hitTest(const Layout &layout, const QPointF &point) const;
    /// Tooltip text of a cell: the model, the suite, d and p in both spaces, the change class.
    QString describe(const Hit &hit) const;

private:
    double rowLabelWidth(const FigureStyle &style) const;
    QString titleText() const;
    QStringList keyLines() const;
    double keyWidth(const FigureStyle &style) const;
    void drawCell(QPainter &painter, const QRectF &cell, const isoscope::WeatResult *result, std::size_t part,
                  const FigureStyle &style) const;
    ColourScale cellScale(const FigureStyle &style) const;
    void drawKey(QPainter &painter, const Layout &layout, const FigureStyle &style) const;

    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    QList<Row> m_rows;
    QList<Column> m_columns;
    QList<Group> m_families;
    QList<Group> m_categories;
    QList<QList<const isoscope::WeatResult *>> m_cells; ///< [row][column]
    double m_alpha = 0.05;
    isoscope::Measure m_measure = isoscope::Measure::Weat;
    double m_clip = kClip;
};

} // namespace isoscope::ui
