#pragma once

#include "core/analysis/results.h"
#include "ui/figures/cosineheatmapfigure.h"
#include "ui/figures/figurestyle.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>

namespace isoscope::ui {

/// The cosine heatmap of one model, interactive: hovering a cell names its two words and their
/// cosine raw and whitened (the same cell is outlined in both panels); the wheel zooms about the
/// pointer and dragging pans, both panels in step; a double click shows the whole matrix. When
/// cells are large enough, the axes name their words. The cosines are computed on a worker
/// thread when the model or the word order changes.
class CosineHeatmapView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CosineHeatmapView)

public:
    explicit CosineHeatmapView(QWidget *parent = nullptr);
    ~CosineHeatmapView() override;

    void setResults(std::shared_ptr<const isoscope::AnalysisResult> results);
    /// The model shown (index into the results' models); computes its matrices.
    void setModelIndex(int index);
    int modelIndex() const { return m_model; }
    void setOrder(HeatmapOrder order);
    HeatmapOrder order() const { return m_order; }
    void setFigurePalette(FigurePalette palette, bool greyscale);

    /// True while the matrices are being computed.
    bool isComputing() const { return m_watcher.isRunning(); }
    const CosineHeatmapFigure &figure() const { return m_figure; }
    CosineHeatmapFigure::Layout currentLayout() const;
    FigureStyle figureStyle() const;
    const HeatmapViewport &viewport() const { return m_figure.viewport(); }
    void setViewport(const HeatmapViewport &viewport);
    /// Where the centre of a cell is drawn, in widget coordinates.
    QPoint cellCentre(CosineHeatmapFigure::Panel panel, int row, int column) const;
    QString hoverText() const { return m_hoverText; }
    /// Milliseconds the last repaint spent making the panel images (0 when they were reused).
    double lastRasterMilliseconds() const { return m_figure.lastRasterMilliseconds(); }

    QSize sizeHint() const override { return QSize(900, 470); }

Q_SIGNALS:
    /// The matrices of the current model are computed and shown.
    void matricesReady();
    void viewportChanged(const isoscope::ui::HeatmapViewport &viewport);
    void hoverTextChanged(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void compute();
    void setHover(const std::optional<CosineHeatmapFigure::Cell> &cell, const QPoint &globalPosition);
    HeatmapViewport clamped(HeatmapViewport viewport) const;

    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    int m_model = -1;
    HeatmapOrder m_order = HeatmapOrder::FileOrder;
    FigurePalette m_palette = FigurePalette::Standard;
    bool m_greyscale = false;
    CosineHeatmapFigure m_figure;
    QFutureWatcher<std::shared_ptr<const HeatmapMatrices>> m_watcher;
    std::optional<CosineHeatmapFigure::Cell> m_hover;
    QString m_hoverText;
    QString m_failure; ///< why the last matrices could not be computed (an exception in the work)
    bool m_dragging = false;
    QPointF m_dragStart;
    HeatmapViewport m_dragViewport;
};

} // namespace isoscope::ui
