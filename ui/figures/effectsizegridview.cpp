#include "ui/figures/effectsizegridview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace isoscope::ui {

EffectSizeGridView::EffectSizeGridView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMinimumWidth(420);
}

EffectSizeGridView::~EffectSizeGridView()
{
    if (!m_hoverText.isEmpty())
        QToolTip::hideText();
}

FigureStyle EffectSizeGridView::figureStyle() const
{
    return FigureStyle::forScreen(this, m_palette, m_greyscale);
}

void EffectSizeGridView::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    m_figure.setResults(std::move(results));
    setHover(std::nullopt, QPoint());
    updateGeometry();
    update();
}

void EffectSizeGridView::setMeasure(isoscope::Measure measure)
{
    m_figure.setMeasure(measure);
    setHover(std::nullopt, QPoint());
    updateGeometry();
    update();
}

void EffectSizeGridView::setFigurePalette(FigurePalette palette, bool greyscale)
{
    m_palette = palette;
    m_greyscale = greyscale;
    update();
}

int EffectSizeGridView::heightForWidth(int width) const
{
    return static_cast<int>(std::ceil(m_figure.heightForWidth(width, figureStyle())));
}

QSize EffectSizeGridView::sizeHint() const
{
    return QSize(900, heightForWidth(900));
}

EffectSizeGridFigure::Layout EffectSizeGridView::currentLayout() const
{
    return m_figure.layout(QRectF(rect()), figureStyle());
}

QPoint EffectSizeGridView::cellPoint(int row, int column, double u, double v) const
{
    const QRectF cell = m_figure.cellRect(currentLayout(), row, column);
    return QPointF(cell.left() + u * cell.width(), cell.top() + v * cell.height()).toPoint();
}

void EffectSizeGridView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    m_figure.render(painter, QRectF(rect()), figureStyle());
    if (m_hover) {
        // The hovered cell, outlined.
        const QRectF cell = m_figure.cellRect(currentLayout(), m_hover->row, m_hover->column);
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cell.adjusted(-1, -1, 0, 0));
    }
}

void EffectSizeGridView::setHover(const std::optional<EffectSizeGridFigure::Hit> &hit, const QPoint &globalPosition)
{
    const bool changed =
        hit.has_value() != m_hover.has_value() || (hit && (hit->row != m_hover->row || hit->column != m_hover->column));
    m_hover = hit;
    const QString text = hit ? m_figure.describe(*hit) : QString();
    if (text != m_hoverText) {
        m_hoverText = text;
        Q_EMIT hoverTextChanged(text);
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(globalPosition, text, this);
    setCursor(hit && m_figure.result(hit->row, hit->column) ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (changed)
        update();
}

void EffectSizeGridView::mouseMoveEvent(QMouseEvent *event)
{
    setHover(m_figure.hitTest(currentLayout(), event->position()), event->globalPosition().toPoint());
}

void EffectSizeGridView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const auto hit = m_figure.hitTest(currentLayout(), event->position());
    if (hit && m_figure.result(hit->row, hit->column))
        Q_EMIT drillDownRequested(m_figure.rows()[hit->row].model, m_figure.columns()[hit->column].suite);
}

void EffectSizeGridView::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    setHover(std::nullopt, QPoint());
}

void EffectSizeGridView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    // Our tooltip must not outlive the figure it explains.
    if (!m_hoverText.isEmpty())
        QToolTip::hideText();
}

} // namespace isoscope::ui
