#include "ui/figures/cosineheatmapview.h"

#include "ui/jobs/job.h"
#include "ui/jobs/jobpool.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

namespace {

// The closest zoom shows this many cells across (or all of them, if fewer).
constexpr double kMinimumCells = 6;

bool sameMatrix(const isoscope::MatrixF &a, const isoscope::MatrixF &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && (a.size() == 0 || a == b);
}

} // namespace

CosineHeatmapView::CosineHeatmapView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(420, 240);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, [this] {
        // Work that threw (not enough memory for the matrices) says so in the panels.
        m_failure = Job::failureText(m_watcher.future());
        if (!m_failure.isEmpty())
            update();
        if (m_watcher.isCanceled())
            return;
        auto matrices = m_watcher.result();
        // A result for a model or order that is no longer asked for is dropped.
        if (!m_results || m_model < 0 || !matrices
            || matrices->model != QString::fromStdString(m_results->models[static_cast<std::size_t>(m_model)].spec.name)
            || matrices->order != m_order) {
            return;
        }
        m_figure.setMatrices(std::move(matrices));
        Q_EMIT viewportChanged(m_figure.viewport());
        update();
        Q_EMIT matricesReady();
    });
}

CosineHeatmapView::~CosineHeatmapView()
{
    m_watcher.waitForFinished();
    if (!m_hoverText.isEmpty())
        QToolTip::hideText();
}

FigureStyle CosineHeatmapView::figureStyle() const
{
    return FigureStyle::forScreen(this, m_palette, m_greyscale);
}

namespace {

// What the view says instead of a figure with no model to draw (an empty title, "0 sampled words",
// "mean 0.000"): what is needed to draw it. Empty when there is a model.
QString placeholder(const isoscope::AnalysisResult *results, int model)
{
    if (model >= 0)
        return {};
    const bool measured = results
                          && std::any_of(results->models.begin(), results->models.end(),
                                         [](const isoscope::ModelResult &m) { return !m.anisotropy.sample.empty(); });
    if (measured)
        return CosineHeatmapView::tr("The heatmap draws the sampled vectors, which a study file does not keep: press "
                                     "“Compute the sampled vectors” above to compute them again (same seed, same "
                                     "numbers).");
    return CosineHeatmapView::tr("No anisotropy computed yet: press Run (Ctrl+R) to draw the heatmap.");
}

} // namespace

void CosineHeatmapView::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    // The model shown stays (by name) when the new results still have its sampled vectors; when
    // those vectors and the order are unchanged, so do the matrices, the zoom and the hover.
    const std::shared_ptr<const isoscope::AnalysisResult> previous = std::move(m_results);
    const isoscope::ModelResult *before =
        previous && m_model >= 0 ? &previous->models[static_cast<std::size_t>(m_model)] : nullptr;
    m_results = std::move(results);
    int keep = -1;
    int first = -1;
    if (m_results)
        for (std::size_t i = 0; i < m_results->models.size(); ++i) {
            const isoscope::ModelResult &m = m_results->models[i];
            if (m.anisotropy.sampleRaw.rows() == 0)
                continue;
            if (first < 0)
                first = static_cast<int>(i);
            if (before && keep < 0 && m.spec.name == before->spec.name)
                keep = static_cast<int>(i);
        }
    if (keep >= 0 && m_figure.matrices()) {
        const isoscope::ModelResult &now = m_results->models[static_cast<std::size_t>(keep)];
        const auto &a = before->anisotropy;
        const auto &b = now.anisotropy;
        if (sameMatrix(a.sampleRaw, b.sampleRaw) && sameMatrix(a.sampleWhitened, b.sampleWhitened)
            && a.sample == b.sample && before->anisotropyWords == now.anisotropyWords) {
            m_model = keep;
            m_figure.setModel(now); // the statistics in the titles, as the new results say
            update();
            return;
        }
    }
    m_watcher.cancel();
    m_figure.setModel(isoscope::ModelResult{});
    m_figure.setMatrices({});
    m_model = -1;
    setHover(std::nullopt, QPoint());
    const int shown = keep >= 0 ? keep : first;
    if (shown >= 0)
        setModelIndex(shown);
    setAccessibleDescription(placeholder(m_results.get(), m_model));
    update();
}

void CosineHeatmapView::setModelIndex(int index)
{
    if (!m_results || index < 0 || index >= static_cast<int>(m_results->models.size()))
        return;
    m_model = index;
    setAccessibleDescription({});
    m_figure.setModel(m_results->models[static_cast<std::size_t>(index)]);
    m_figure.setMatrices({});
    compute();
}

void CosineHeatmapView::setOrder(HeatmapOrder order)
{
    if (order == m_order)
        return;
    m_order = order;
    if (m_model >= 0) {
        m_figure.setMatrices({});
        compute();
    }
}

void CosineHeatmapView::setFigurePalette(FigurePalette palette, bool greyscale)
{
    m_palette = palette;
    m_greyscale = greyscale;
    update();
}

void CosineHeatmapView::compute()
{
    setHover(std::nullopt, QPoint());
    update();
    if (!m_results || m_model < 0)
        return;
    // The results stay alive with the job (it holds the shared pointer).
    const std::shared_ptr<const isoscope::AnalysisResult> results = m_results;
    const auto index = static_cast<std::size_t>(m_model);
    const HeatmapOrder order = m_order;
    m_failure.clear();
    m_watcher.setFuture(
        startInBackground([results, index, order] { return HeatmapMatrices::compute(results->models[index], order); }));
}

CosineHeatmapFigure::Layout CosineHeatmapView::currentLayout() const
{
    return m_figure.layout(QRectF(rect()), figureStyle());
}

HeatmapViewport CosineHeatmapView::clamped(HeatmapViewport v) const
{
    const HeatmapMatrices *m = m_figure.matrices();
    if (!m)
        return v;
    const double n = m->size();
    v.span = std::clamp(v.span, std::min(kMinimumCells, n), n);
    v.x = std::clamp(v.x, 0.0, n - v.span);
    v.y = std::clamp(v.y, 0.0, n - v.span);
    return v;
}

void CosineHeatmapView::setViewport(const HeatmapViewport &viewport)
{
    const HeatmapViewport v = clamped(viewport);
    if (v == m_figure.viewport())
        return;
    m_figure.setViewport(v);
    setHover(std::nullopt, QPoint());
    update();
    Q_EMIT viewportChanged(v);
}

QPoint CosineHeatmapView::cellCentre(CosineHeatmapFigure::Panel panel, int row, int column) const
{
    return m_figure.cellRect(currentLayout(), panel, row, column).center().toPoint();
}

void CosineHeatmapView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    const FigureStyle style = figureStyle();
    if (const QString message = placeholder(m_results.get(), m_model); !message.isEmpty()) {
        painter.setPen(style.textColour());
        painter.setFont(style.font(1.1));
        painter.drawText(QRectF(rect()).adjusted(style.em(2), style.em(2), -style.em(2), -style.em(2)),
                         Qt::AlignCenter | Qt::TextWordWrap, message);
        return;
    }
    m_figure.render(painter, QRectF(rect()), style);
    const CosineHeatmapFigure::Layout layout = currentLayout();
    if (m_results && m_model >= 0 && !m_figure.matrices()) {
        painter.setPen(style.textColour());
        for (const QRectF &panel : layout.panels)
            painter.drawText(panel, Qt::AlignCenter | Qt::TextWordWrap,
                             isComputing()          ? tr("Computing the cosines…")
                             : !m_failure.isEmpty() ? tr("The cosines could not be computed. %1").arg(m_failure)
                                                    : tr("No sampled vectors for this model."));
    }
    if (m_hover) {
        // The hovered pair, outlined in both panels (at least a few pixels, even zoomed out).
        painter.setRenderHint(QPainter::Antialiasing, false);
        for (auto p : {CosineHeatmapFigure::RawPanel, CosineHeatmapFigure::WhitenedPanel}) {
            QRectF cell = m_figure.cellRect(layout, p, m_hover->row, m_hover->column);
            const QPointF c = cell.center();
            cell = QRectF(c.x() - std::max(cell.width(), 5.0) / 2, c.y() - std::max(cell.height(), 5.0) / 2,
                          std::max(cell.width(), 5.0), std::max(cell.height(), 5.0));
            painter.setPen(QPen(Qt::black, 1));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(cell);
            painter.setPen(QPen(Qt::white, 1));
            painter.drawRect(cell.adjusted(-1, -1, 1, 1));
        }
    }
}

void CosineHeatmapView::setHover(const std::optional<CosineHeatmapFigure::Cell> &cell, const QPoint &globalPosition)
{
    const bool changed = cell.has_value() != m_hover.has_value()
                         || (cell && (cell->row != m_hover->row || cell->column != m_hover->column));
    m_hover = cell;
    const QString text = cell ? m_figure.describeCell(*cell) : QString();
    if (text != m_hoverText) {
        m_hoverText = text;
        Q_EMIT hoverTextChanged(text);
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(globalPosition, text, this);
    if (changed)
        update();
}

void CosineHeatmapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF position = event->position();
    if (m_dragging) {
        const CosineHeatmapFigure::Layout layout = currentLayout();
        const double cell = layout.panels[0].width() / m_dragViewport.span;
        const QPointF delta = position - m_dragStart;
        HeatmapViewport v = m_dragViewport;
        v.x -= delta.x() / cell;
        v.y -= delta.y() / cell;
        setViewport(v);
        setCursor(Qt::ClosedHandCursor);
        return;
    }
    setHover(m_figure.cellAt(currentLayout(), position), event->globalPosition().toPoint());
}

void CosineHeatmapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_figure.cellAt(currentLayout(), event->position())) {
        m_dragging = true;
        m_dragStart = event->position();
        m_dragViewport = m_figure.viewport();
    }
}

void CosineHeatmapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_dragging = false;
        unsetCursor();
    }
}

void CosineHeatmapView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (m_figure.matrices() && m_figure.cellAt(currentLayout(), event->position()))
        setViewport(HeatmapViewport{0, 0, static_cast<double>(m_figure.matrices()->size())});
}

void CosineHeatmapView::wheelEvent(QWheelEvent *event)
{
    const CosineHeatmapFigure::Layout layout = currentLayout();
    const auto cell = m_figure.cellAt(layout, event->position());
    if (!cell || event->angleDelta().y() == 0) {
        event->ignore();
        return;
    }
    const QRectF &panel = layout.panels[cell->panel];
    const HeatmapViewport v = m_figure.viewport();
    // The point under the pointer stays where it is.
    const double fx = (event->position().x() - panel.left()) / panel.width();
    const double fy = (event->position().y() - panel.top()) / panel.height();
    const double ax = v.x + fx * v.span;
    const double ay = v.y + fy * v.span;
    const double factor = std::pow(1.25, event->angleDelta().y() / 120.0);
    const double span =
        std::clamp(v.span / factor, std::min(kMinimumCells, static_cast<double>(m_figure.matrices()->size())),
                   static_cast<double>(m_figure.matrices()->size()));
    setViewport(HeatmapViewport{ax - fx * span, ay - fy * span, span});
    setHover(m_figure.cellAt(currentLayout(), event->position()), event->globalPosition().toPoint());
    event->accept();
}

void CosineHeatmapView::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    setHover(std::nullopt, QPoint());
}

void CosineHeatmapView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    // Our tooltip must not outlive the figure it explains.
    if (!m_hoverText.isEmpty())
        QToolTip::hideText();
}

} // namespace isoscope::ui
