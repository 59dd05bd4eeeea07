#include "ui/figures/chartfigureview.h"

#include "ui/figures/figurelegend.h"

#include <QChart>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

namespace {

// How near (in pixels) the pointer must be to a point, or to a line between two points, for it to
// count as pointed at (a marker is about 10 pixels across).
constexpr double kHoverRadius = 8;
constexpr double kLineRadius = 6;

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double length2 = QPointF::dotProduct(ab, ab);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    const QPointF nearest = a + t * ab;
    return std::hypot(p.x() - nearest.x(), p.y() - nearest.y());
}
// Smallest part of the full range a window may show (1/1000: far enough to read single points).
constexpr double kMinimumSpan = 1e-3;

ChartWindow clamped(ChartWindow w)
{
    const auto fix = [](double &a, double &b) {
        double span = std::clamp(b - a, kMinimumSpan, 1.0);
        a = std::clamp(a, 0.0, 1.0 - span);
        b = a + span;
    };
    fix(w.x0, w.x1);
    fix(w.y0, w.y1);
    return w;
}

} // namespace

ChartFigureView::ChartFigureView(std::unique_ptr<ChartFigure> figure, QWidget *parent)
    : QGraphicsView(parent), m_figure(std::move(figure)), m_scene(new QGraphicsScene(this))
{
    setScene(m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(Qt::white);
    setMouseTracking(true);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setMinimumSize(320, 220);
}

ChartFigureView::~ChartFigureView()
{
    if (!m_hoverText.isEmpty())
        QToolTip::hideText();
}

FigureStyle ChartFigureView::figureStyle() const
{
    return FigureStyle::forScreen(this, m_palette, m_greyscale);
}

void ChartFigureView::setFigurePalette(FigurePalette palette, bool greyscale)
{
    m_palette = palette;
    m_greyscale = greyscale;
    rebuild();
}

void ChartFigureView::rebuild()
{
    m_scene->clear();
    m_built = ChartScene{};
    m_hoverMark = -1;
    const QRectF rect(QPointF(0, 0), QSizeF(viewport()->size()));
    m_scene->setSceneRect(rect);
    if (m_figure && rect.width() > 20 && rect.height() > 20)
        m_built = m_figure->build(*m_scene, rect, figureStyle());
}

void ChartFigureView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    rebuild();
}

void ChartFigureView::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        rebuild();
}

QPoint ChartFigureView::viewportPosition(int panel, const QPointF &value) const
{
    if (panel < 0 || panel >= m_built.panels.size())
        return {};
    return mapFromScene(m_built.panels[panel].map(value));
}

int ChartFigureView::panelAt(const QPointF &scenePoint) const
{
    for (qsizetype p = 0; p < m_built.panels.size(); ++p)
        if (m_built.panels[p].plot.contains(scenePoint))
            return static_cast<int>(p);
    return -1;
}

int ChartFigureView::markAt(const QPoint &position) const
{
    const QPointF scenePoint = mapToScene(position);
    const int panel = panelAt(scenePoint);
    if (panel < 0)
        return -1;
    const ChartPanel &p = m_built.panels[panel];
    int best = -1;
    double bestDistance = kHoverRadius;
    // A line: near one of its segments, its vertex nearest the pointer along the line.
    int lineBest = -1;
    double lineDistance = kLineRadius;
    int previous = -1;
    for (qsizetype i = 0; i < m_built.marks.size(); ++i) {
        const ChartMark &mark = m_built.marks[i];
        if (mark.panel != panel || mark.series < 0)
            continue;
        if (previous >= 0 && m_built.marks[previous].series == mark.series) {
            const QPointF a = p.map(m_built.marks[previous].value);
            const QPointF b = p.map(mark.value);
            const double distance = distanceToSegment(scenePoint, a, b);
            if (distance < lineDistance) {
                lineDistance = distance;
                const double toA = std::hypot(scenePoint.x() - a.x(), scenePoint.y() - a.y());
                const double toB = std::hypot(scenePoint.x() - b.x(), scenePoint.y() - b.y());
                lineBest = toA <= toB ? previous : static_cast<int>(i);
            }
        }
        previous = static_cast<int>(i);
    }
    for (qsizetype i = 0; i < m_built.marks.size(); ++i) {
        const ChartMark &mark = m_built.marks[i];
        if (mark.panel != panel)
            continue;
        if (!mark.valueRect.isNull()) {
            const QRectF area =
                QRectF(p.map(mark.valueRect.topLeft()), p.map(mark.valueRect.bottomRight())).normalized();
            if (area.adjusted(-1, -1, 1, 1).contains(scenePoint) && best < 0)
                best = static_cast<int>(i);
            continue;
        }
        const QPointF at = p.map(mark.value);
        const double distance = std::hypot(at.x() - scenePoint.x(), at.y() - scenePoint.y());
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = static_cast<int>(i);
        }
    }
    return best >= 0 ? best : lineBest;
}

void ChartFigureView::setHover(int mark, const QPoint &globalPosition)
{
    const QString text = mark >= 0 ? m_built.marks[mark].toolTip : QString();
    m_hoverMark = mark;
    if (text != m_hoverText) {
        m_hoverText = text;
        Q_EMIT hoverTextChanged(text);
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(globalPosition, text, this);
    const bool clickable = mark >= 0 && !m_built.marks[mark].model.isEmpty();
    viewport()->setCursor(clickable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void ChartFigureView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint position = event->position().toPoint();
    if (m_dragging && m_dragPanel >= 0) {
        const QRectF plot = m_built.panels[m_dragPanel].plot;
        const QPointF delta = mapToScene(position) - m_dragStart;
        if (std::abs(delta.x()) + std::abs(delta.y()) > 2)
            m_dragged = true;
        if (m_dragged) {
            ChartWindow w = m_dragWindow;
            const double dx = -delta.x() / plot.width() * (w.x1 - w.x0);
            const double dy = delta.y() / plot.height() * (w.y1 - w.y0);
            w.x0 += dx;
            w.x1 += dx;
            w.y0 += dy;
            w.y1 += dy;
            m_figure->setWindow(clamped(w));
            rebuild();
            viewport()->setCursor(Qt::ClosedHandCursor);
        }
        return;
    }
    setHover(markAt(position), event->globalPosition().toPoint());
}

void ChartFigureView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    const QPointF scenePoint = mapToScene(event->position().toPoint());
    m_dragPanel = panelAt(scenePoint);
    m_dragging = m_dragPanel >= 0;
    m_dragged = false;
    m_dragStart = scenePoint;
    m_dragWindow = m_figure->window();
}

void ChartFigureView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsView::mouseReleaseEvent(event);
        return;
    }
    const bool wasDrag = m_dragged;
    m_dragging = false;
    m_dragged = false;
    viewport()->setCursor(Qt::ArrowCursor);
    if (wasDrag)
        return;
    const QPoint position = event->position().toPoint();
    const QPointF scenePoint = mapToScene(position);
    if (m_built.legend) {
        const int entry = m_built.legend->entryAt(m_built.legend->mapFromScene(scenePoint));
        if (entry >= 0 && m_figure->toggleLegendEntry(entry)) {
            rebuild();
            return;
        }
    }
    const int mark = markAt(position);
    if (mark >= 0 && !m_built.marks[mark].model.isEmpty())
        Q_EMIT drillDownRequested(m_built.marks[mark].model, m_built.marks[mark].suite);
}

void ChartFigureView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (panelAt(mapToScene(event->position().toPoint())) >= 0) {
        m_figure->setWindow(ChartWindow{});
        rebuild();
    }
}

void ChartFigureView::wheelEvent(QWheelEvent *event)
{
    const QPointF scenePoint = mapToScene(event->position().toPoint());
    const int panel = panelAt(scenePoint);
    if (panel < 0 || event->angleDelta().y() == 0) {
        event->ignore();
        return;
    }
    const QRectF plot = m_built.panels[panel].plot;
    const double fx = (scenePoint.x() - plot.left()) / plot.width();
    const double fy = (plot.bottom() - scenePoint.y()) / plot.height();
    // 120 units (one notch) zoom by 1.25, about the pointer.
    const double factor = std::pow(1.25, event->angleDelta().y() / 120.0);
    ChartWindow w = m_figure->window();
    const double ax = w.x0 + fx * (w.x1 - w.x0);
    const double ay = w.y0 + fy * (w.y1 - w.y0);
    w.x0 = ax - (ax - w.x0) / factor;
    w.x1 = ax + (w.x1 - ax) / factor;
    w.y0 = ay - (ay - w.y0) / factor;
    w.y1 = ay + (w.y1 - ay) / factor;
    m_figure->setWindow(clamped(w));
    rebuild();
    event->accept();
}

void ChartFigureView::leaveEvent(QEvent *event)
{
    QGraphicsView::leaveEvent(event);
    if (!m_dragging)
        setHover(-1, QPoint());
}

void ChartFigureView::hideEvent(QHideEvent *event)
{
    QGraphicsView::hideEvent(event);
    // Our tooltip must not outlive the figure it explains.
    if (!m_hoverText.isEmpty())
        QToolTip::hideText();
}

} // namespace isoscope::ui
