#pragma once

#include "core/analysis/results.h"
#include "ui/figures/effectsizegridfigure.h"
#include "ui/figures/figurestyle.h"

#include <QWidget>

#include <memory>
#include <optional>

namespace isoscope::ui {

/// The effect-size grid, interactive: hovering a cell explains it (model, suite, d and p raw and
/// whitened, the change class), clicking it asks for its drill-down. Its height follows its width
/// (put it in a scroll area when there are many models).
class EffectSizeGridView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EffectSizeGridView)

public:
    explicit EffectSizeGridView(QWidget *parent = nullptr);
    ~EffectSizeGridView() override;

    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);
    /// The measure of the cells (EffectSizeGridFigure::setMeasure).
    void setMeasure(isoscope::Measure measure);
    void setFigurePalette(FigurePalette palette, bool greyscale);
    const EffectSizeGridFigure &figure() const { return m_figure; }
    FigureStyle figureStyle() const;
    EffectSizeGridFigure::Layout currentLayout() const;
    /// Where a point of a cell is drawn: u, v in 0..1 across and down the cell.
    QPoint cellPoint(int row, int column, double u, double v) const;
    QString hoverText() const { return m_hoverText; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;

Q_SIGNALS:
    void drillDownRequested(const QString &model, const QString &suite);
    void hoverTextChanged(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void setHover(const std::optional<EffectSizeGridFigure::Hit> &hit, const QPoint &globalPosition);

    EffectSizeGridFigure m_figure;
    FigurePalette m_palette = FigurePalette::Standard;
    bool m_greyscale = false;
    std::optional<EffectSizeGridFigure::Hit> m_hover;
    QString m_hoverText;
};

} // namespace isoscope::ui
