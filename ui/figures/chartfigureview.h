#pragma once

#include "ui/figures/chartfigure.h"
#include "ui/figures/figurestyle.h"

#include <QGraphicsView>

#include <memory>

class QGraphicsScene;

namespace isoscope::ui {

/// Shows a ChartFigure and makes it interactive: hovering a point or bar shows its tooltip (and
/// hoverText()), the wheel zooms all panels in step about the pointer, dragging pans them,
/// a double click shows everything again, clicking a legend entry switches a model on or off,
/// and clicking a point that stands for a model x suite asks for its drill-down.
class ChartFigureView final : public QGraphicsView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartFigureView)

public:
    explicit ChartFigureView(std::unique_ptr<ChartFigure> figure, QWidget *parent = nullptr);
    ~ChartFigureView() override;

    ChartFigure *figure() const { return m_figure.get(); }
    /// Draws the figure again (after its data or options changed).
    void rebuild();
    void setFigurePalette(FigurePalette palette, bool greyscale);
    FigureStyle figureStyle() const;

    const ChartScene &built() const { return m_built; }
    QString hoverText() const { return m_hoverText; }
    /// Where a value of a panel is drawn, in viewport coordinates (for tests and tours).
    QPoint viewportPosition(int panel, const QPointF &value) const;
    /// The mark under a viewport position, or -1.
    int markAt(const QPoint &position) const;

    QSize sizeHint() const override { return QSize(900, 480); }

Q_SIGNALS:
    void drillDownRequested(const QString &model, const QString &suite);
    void hoverTextChanged(const QString &text);

protected:
    void resizeEvent(QResizeEvent *event) override;
    /// A new font (presentation mode changes the application's) draws the figure again.
    void changeEvent(QEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    int panelAt(const QPointF &scenePoint) const;
    void setHover(int mark, const QPoint &globalPosition);

    std::unique_ptr<ChartFigure> m_figure;
    QGraphicsScene *m_scene = nullptr;
    ChartScene m_built;
    FigurePalette m_palette = FigurePalette::Standard;
    bool m_greyscale = false;
    QString m_hoverText;
    int m_hoverMark = -1;
    bool m_dragging = false;
    bool m_dragged = false;
    QPointF m_dragStart;
    ChartWindow m_dragWindow;
    int m_dragPanel = -1;
};

} // namespace isoscope::ui
