#include "ui/figures/cosineheatmapfigure.h"

#include "core/stats/similarityorder.h"
#include "ui/common/escape.h"
#include "ui/figures/colourscale.h"
#include "ui/figures/figurepainting.h"
#include "ui/figures/figurestyle.h"
#include "ui/results/numberformat.h"

#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

// Words longer than this are shortened on the axes (the tooltip names them whole).
constexpr double kWordLabelEms = 9;
constexpr double kWordFont = 0.85;

Eigen::MatrixXf reordered(const Eigen::MatrixXf &m, const std::vector<std::size_t> &order)
{
    const auto n = static_cast<Eigen::Index>(order.size());
    Eigen::MatrixXf out(n, n);
    for (Eigen::Index j = 0; j < n; ++j) {
        const float *source = m.col(static_cast<Eigen::Index>(order[static_cast<std::size_t>(j)])).data();
        float *target = out.col(j).data();
        for (Eigen::Index i = 0; i < n; ++i)
            target[i] = source[order[static_cast<std::size_t>(i)]];
    }
    return out;
}

} // namespace

std::shared_ptr<const HeatmapMatrices> HeatmapMatrices::compute(const isoscope::ModelResult &model, HeatmapOrder order)
{
    const auto &a = model.anisotropy;
    if (a.sampleRaw.rows() == 0 || a.sampleRaw.rows() != a.sampleWhitened.rows())
        return {};
    auto m = std::make_shared<HeatmapMatrices>();
    m->model = QString::fromStdString(model.spec.name);
    m->order = order;
    const auto n = static_cast<std::size_t>(a.sampleRaw.rows());
    switch (order) {
    case HeatmapOrder::FileOrder:
        m->rows.resize(n);
        std::iota(m->rows.begin(), m->rows.end(), std::size_t(0));
        break;
    case HeatmapOrder::SimilarityRaw: m->rows = isoscope::similarityOrder(a.sampleRaw); break;
    case HeatmapOrder::SimilarityWhitened: m->rows = isoscope::similarityOrder(a.sampleWhitened); break;
    }
    m->raw = isoscope::cosineMatrixFloat(a.sampleRaw);
    m->whitened = isoscope::cosineMatrixFloat(a.sampleWhitened);
    if (order != HeatmapOrder::FileOrder) {
        m->raw = reordered(m->raw, m->rows);
        m->whitened = reordered(m->whitened, m->rows);
    }
    m->words.reserve(static_cast<qsizetype>(n));
    for (std::size_t row : m->rows)
        m->words.append(row < model.anisotropyWords.size() ? QString::fromStdString(model.anisotropyWords[row])
                                                           : QStringLiteral("#%1").arg(row + 1));
    return m;
}

void CosineHeatmapFigure::setModel(const isoscope::ModelResult &model)
{
    m_model = QString::fromStdString(model.spec.name);
    m_rawStats = model.anisotropy.raw;
    m_whitenedStats = model.anisotropy.whitened;
    m_sampleSize = model.anisotropy.sample.size() - model.anisotropy.zeroRows;
}

void CosineHeatmapFigure::setMatrices(std::shared_ptr<const HeatmapMatrices> matrices)
{
    m_matrices = std::move(matrices);
    m_viewport = HeatmapViewport{0, 0, m_matrices ? static_cast<double>(m_matrices->size()) : 0};
}

void CosineHeatmapFigure::setViewport(const HeatmapViewport &viewport)
{
    m_viewport = viewport;
}

QString CosineHeatmapFigure::fileName() const
{
    return QStringLiteral("cosine_heatmap_") + escape::fileNamePart(m_model);
}

QString CosineHeatmapFigure::title() const
{
    return tr("Cosine heatmap, %1").arg(m_model);
}

QString CosineHeatmapFigure::orderLabel() const
{
    const HeatmapOrder order = m_matrices ? m_matrices->order : HeatmapOrder::FileOrder;
    switch (order) {
    case HeatmapOrder::FileOrder: return tr("Sampled words in file order (most frequent first)");
    case HeatmapOrder::SimilarityRaw: return tr("Sampled words grouped by similarity (raw vectors)");
    case HeatmapOrder::SimilarityWhitened: return tr("Sampled words grouped by similarity (whitened vectors)");
    }
    return {};
}

bool CosineHeatmapFigure::showsWordLabels(double panelSide, const FigureStyle &style) const
{
    if (!m_matrices || !(m_viewport.span > 0))
        return false;
    const double cell = panelSide / m_viewport.span;
    return cell >= QFontMetricsF(style.font(kWordFont)).height() * 0.95;
}

double CosineHeatmapFigure::leftMargin(const FigureStyle &style) const
{
    const QFontMetricsF metrics(style.font());
    const double n = m_matrices ? m_matrices->size() : 2000;
    return metrics.height() * 1.5 + metrics.horizontalAdvance(numberformat::count(static_cast<qint64>(n)))
           + style.em(0.8);
}

double CosineHeatmapFigure::rightExtent(const FigureStyle &style) const
{
    const ColourScale scale = style.divergingScale(-1, 1);
    const double h = QFontMetricsF(style.font()).height();
    return h * 1.2 + h * 0.9 + h * 0.2
           + colourBarLabelExtent(scale, niceTicks(-1, 1, 5), Qt::Vertical, style, tr("Cosine similarity"));
}

double CosineHeatmapFigure::wordLabelRoom(const FigureStyle &style) const
{
    const QFont wordFont = style.font(kWordFont);
    double widest = 0;
    const int n = m_matrices ? m_matrices->size() : 0;
    const int first = std::clamp(static_cast<int>(std::floor(std::min(m_viewport.x, m_viewport.y))), 0, n);
    const int last =
        std::clamp(static_cast<int>(std::ceil(std::max(m_viewport.x, m_viewport.y) + m_viewport.span)), 0, n);
    for (int i = first; i < last; ++i)
        widest = std::max(widest, textWidth(wordFont, m_matrices->words[i]));
    return std::min(widest, textWidth(wordFont, QStringLiteral("M")) * kWordLabelEms);
}

double CosineHeatmapFigure::panelGap(const FigureStyle &style) const
{
    // Wide enough that the last tick label of the raw panel and the first of the whitened one
    // ("2000" and "0") keep apart.
    const QFont font = style.font();
    const double h = QFontMetricsF(font).height();
    const int n = m_matrices ? m_matrices->size() : 2000;
    return std::max(
        h * 1.2,
        (textWidth(font, numberformat::count(static_cast<qint64>(n))) + textWidth(font, QStringLiteral("0"))) / 2
            + h * 0.8);
}

QString CosineHeatmapFigure::titleText() const
{
    return tr("%1: pairwise cosine similarity of %2 sampled words")
        .arg(m_model, formatCount(static_cast<qint64>(m_sampleSize)));
}

QString CosineHeatmapFigure::panelTitleText(Panel panel) const
{
    const isoscope::CosineStats &stats = panel == RawPanel ? m_rawStats : m_whitenedStats;
    return (panel == RawPanel ? tr("Raw: mean %1, SD %2") : tr("Whitened: mean %1, SD %2"))
        .arg(formatNumber(stats.mean, 3), formatNumber(stats.sd, 3));
}

CosineHeatmapFigure::Layout CosineHeatmapFigure::layout(const QRectF &page, const FigureStyle &style) const
{
    const QRectF target = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const QFont font = style.font();
    const QFont titleFont = style.font(1.1, true);
    const double h = QFontMetricsF(font).height();
    const double titleHeight = QFontMetricsF(titleFont).height();
    const double tick = style.em(0.4);
    const double gap = panelGap(style);
    double left = leftMargin(style);
    Layout l;
    // The colour bar stands beside the panels, or lies under them on a narrow page (a single
    // journal column), where the panels need the width more.
    double right = rightExtent(style);
    l.horizontalBar = (target.width() - left - gap - right) / 2 < style.em(17);
    if (l.horizontalBar) // room for half the last tick label ("2000") at the right
        right = textWidth(font, numberformat::count(static_cast<qint64>(m_matrices ? m_matrices->size() : 2000))) / 2
                + style.em(0.3);
    double side = (target.width() - left - gap - right) / 2;
    l.wordLabels = showsWordLabels(std::min(side, target.height()), style);
    if (l.wordLabels) {
        // Room for the words themselves on the left and below.
        l.wordRoom = wordLabelRoom(style);
        left = h * 1.5 + l.wordRoom + style.em(0.8);
        side = (target.width() - left - gap - right) / 2;
    }
    side = std::max(side, 10.0);

    // Text that does not fit its width goes onto more lines: the title across the page, each
    // panel's title ("Raw:" / "mean ..., SD ...") over its panel, the axis title under both.
    l.title = wrapText(titleFont, titleText(), target.width());
    int panelLines = 1;
    for (Panel p : {RawPanel, WhitenedPanel}) {
        const QString text = panelTitleText(p);
        QStringList lines{text};
        const double room = side + gap * 0.8;
        if (textWidth(font, text) > room) {
            const qsizetype colon = text.indexOf(QLatin1String(": "));
            lines = colon > 0 ? QStringList{text.left(colon + 1)} + wrapText(font, text.mid(colon + 2), room)
                              : wrapText(font, text, room);
        }
        l.panelTitles[p] = lines;
        panelLines = std::max(panelLines, static_cast<int>(lines.size()));
    }
    l.axisTitle = wrapText(font, orderLabel(), 2 * side + gap);
    const double top = titleHeight * l.title.size() + h * 0.45 + h * panelLines + h * 0.3;
    const double barBlock = l.horizontalBar ? h * 0.7 + h * 0.75 + tick + h * 1.05 + h * 1.2 : 0;
    const double bottom = tick + (l.wordLabels ? l.wordRoom + h * 0.3 : h * 1.25) + h * l.axisTitle.size() + barBlock;
    // Square panels: as wide as the page allows, unless the page is too short for that.
    if (target.height() < 1e5)
        side = std::max(10.0, std::min(side, target.height() - top - bottom));

    // Centre the whole block horizontally when the target is wider than it needs.
    const double used = left + 2 * side + gap + right;
    const double x0 = target.left() + std::max(0.0, (target.width() - used) / 2);
    const double y0 = target.top() + top;
    l.titleTop = target.top();
    l.panels[RawPanel] = QRectF(x0 + left, y0, side, side);
    l.panels[WhitenedPanel] = QRectF(x0 + left + side + gap, y0, side, side);
    if (l.horizontalBar) {
        const double width = (2 * side + gap) * 0.6;
        l.colourBar = QRectF((l.panels[RawPanel].left() + l.panels[WhitenedPanel].right() - width) / 2,
                             y0 + side + bottom - barBlock + h * 0.7, width, h * 0.75);
    } else {
        l.colourBar = QRectF(l.panels[WhitenedPanel].right() + h * 1.2, y0, h * 0.9, side);
    }
    // The title starts over the panels when it fits there, else at the page's edge.
    l.titleLeft =
        l.title.size() == 1 && l.panels[RawPanel].left() + textWidth(titleFont, l.title.front()) <= target.right()
            ? l.panels[RawPanel].left()
            : target.left();
    l.bottom = y0 + side + bottom;
    return l;
}

double CosineHeatmapFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const Layout l = layout(QRectF(0, 0, width, 1e6), style);
    return l.bottom + style.em(0.5);
}

QImage CosineHeatmapFigure::rasterize(const Eigen::MatrixXf &matrix, const HeatmapViewport &viewport, QSize pixels,
                                      const ColourScale &scale)
{
    const int n = static_cast<int>(matrix.rows());
    QImage image(pixels, QImage::Format_RGB32);
    if (n == 0 || pixels.isEmpty())
        return image;
    const int width = pixels.width();
    const int heightPx = pixels.height();
    const double sx = viewport.span / width;
    const double sy = viewport.span / heightPx;
    // The cells each pixel column and row covers: [first, last).
    const auto ranges = [n](double origin, double step, int count) {
        std::vector<std::pair<int, int>> r(static_cast<std::size_t>(count));
        for (int p = 0; p < count; ++p) {
            int first;
            int last;
            if (step <= 1) {
                first = static_cast<int>(std::floor(origin + (p + 0.5) * step));
                last = first + 1;
            } else {
                first = static_cast<int>(std::floor(origin + p * step + 1e-9));
                last = std::max(first + 1, static_cast<int>(std::ceil(origin + (p + 1) * step - 1e-9)));
            }
            first = std::clamp(first, 0, n - 1);
            last = std::clamp(last, first + 1, n);
            r[static_cast<std::size_t>(p)] = {first, last};
        }
        return r;
    };
    const auto columns = ranges(viewport.x, sx, width);
    const auto rows = ranges(viewport.y, sy, heightPx);
    std::vector<double> sums(static_cast<std::size_t>(width));
    for (int py = 0; py < heightPx; ++py) {
        const auto [r0, r1] = rows[static_cast<std::size_t>(py)];
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(py));
        if (r1 - r0 == 1) {
            // The matrix is symmetric: row r is column r, which Eigen stores contiguously.
            const float *values = matrix.col(r0).data();
            for (int px = 0; px < width; ++px) {
                const auto [c0, c1] = columns[static_cast<std::size_t>(px)];
                if (c1 - c0 == 1) {
                    line[px] = scale.rgb(values[c0]);
                } else {
                    double s = 0;
                    for (int c = c0; c < c1; ++c)
                        s += values[c];
                    line[px] = scale.rgb(s / (c1 - c0));
                }
            }
            continue;
        }
        std::fill(sums.begin(), sums.end(), 0.0);
        for (int r = r0; r < r1; ++r) {
            const float *values = matrix.col(r).data();
            for (int px = 0; px < width; ++px) {
                const auto [c0, c1] = columns[static_cast<std::size_t>(px)];
                float s = 0;
                for (int c = c0; c < c1; ++c)
                    s += values[c];
                sums[static_cast<std::size_t>(px)] += s;
            }
        }
        for (int px = 0; px < width; ++px) {
            const auto [c0, c1] = columns[static_cast<std::size_t>(px)];
            line[px] = scale.rgb(sums[static_cast<std::size_t>(px)] / (static_cast<double>(c1 - c0) * (r1 - r0)));
        }
    }
    return image;
}

std::optional<CosineHeatmapFigure::Cell> CosineHeatmapFigure::cellAt(const Layout &layout, const QPointF &point) const
{
    if (!m_matrices || m_matrices->size() == 0)
        return std::nullopt;
    for (int p = 0; p < 2; ++p) {
        const QRectF &panel = layout.panels[p];
        if (!panel.contains(point))
            continue;
        const int n = m_matrices->size();
        const int column = std::clamp(
            static_cast<int>(std::floor(m_viewport.x + (point.x() - panel.left()) / panel.width() * m_viewport.span)),
            0, n - 1);
        const int row = std::clamp(
            static_cast<int>(std::floor(m_viewport.y + (point.y() - panel.top()) / panel.height() * m_viewport.span)),
            0, n - 1);
        return Cell{static_cast<Panel>(p), row, column};
    }
    return std::nullopt;
}

QRectF CosineHeatmapFigure::cellRect(const Layout &layout, Panel panel, int row, int column) const
{
    const QRectF &p = layout.panels[panel];
    if (!(m_viewport.span > 0))
        return {};
    const double cell = p.width() / m_viewport.span;
    const QRectF r(p.left() + (column - m_viewport.x) * cell, p.top() + (row - m_viewport.y) * cell, cell, cell);
    return r.intersected(p);
}

QString CosineHeatmapFigure::describeCell(const Cell &cell) const
{
    if (!m_matrices)
        return {};
    const auto &m = *m_matrices;
    const QString a = m.words.value(cell.row);
    const QString b = m.words.value(cell.column);
    const double raw = m.raw(cell.row, cell.column);
    const double whitened = m.whitened(cell.row, cell.column);
    QString text = tr("‘%1’ and ‘%2’").arg(a, b);
    text += QLatin1Char('\n') + tr("Raw cosine: %1").arg(formatNumber(raw, 3));
    text += QLatin1Char('\n') + tr("Whitened cosine: %1").arg(formatNumber(whitened, 3));
    text +=
        QLatin1Char('\n')
        + tr("Words %1 and %2 of %3 on the axes")
              .arg(QLocale().toString(cell.row + 1), QLocale().toString(cell.column + 1), QLocale().toString(m.size()));
    return text;
}

void CosineHeatmapFigure::drawAxes(QPainter &painter, const Layout &l, const FigureStyle &style) const
{
    const QFont font = style.font();
    const QFontMetricsF metrics(font);
    const double h = metrics.height();
    const double tick = style.em(0.4);
    QPen axisPen(style.axisColour(), style.lineWidth());
    axisPen.setCapStyle(Qt::FlatCap);
    const int n = m_matrices ? m_matrices->size() : 0;

    for (int p = 0; p < 2; ++p) {
        const QRectF &panel = l.panels[p];
        painter.setPen(axisPen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(panel);
        if (n == 0)
            continue;
        const double cell = panel.width() / m_viewport.span;
        if (l.wordLabels) {
            const QFont wordFont = style.font(kWordFont);
            painter.setFont(wordFont);
            const double room = l.wordRoom;
            const int first = std::max(0, static_cast<int>(std::floor(m_viewport.x)));
            const int last = std::min(n, static_cast<int>(std::ceil(m_viewport.x + m_viewport.span)));
            for (int k = first; k < last; ++k) {
                const double x = panel.left() + (k + 0.5 - m_viewport.x) * cell;
                if (x < panel.left() || x > panel.right())
                    continue;
                painter.setPen(style.textColour());
                drawText(painter, QPointF(x, panel.bottom() + tick), Qt::AlignRight | Qt::AlignVCenter,
                         elided(wordFont, m_matrices->words[k], room), true);
            }
            if (p == RawPanel) {
                const int top = std::max(0, static_cast<int>(std::floor(m_viewport.y)));
                const int bottom = std::min(n, static_cast<int>(std::ceil(m_viewport.y + m_viewport.span)));
                for (int k = top; k < bottom; ++k) {
                    const double y = panel.top() + (k + 0.5 - m_viewport.y) * cell;
                    if (y < panel.top() || y > panel.bottom())
                        continue;
                    drawText(painter, QPointF(panel.left() - tick, y), Qt::AlignRight | Qt::AlignVCenter,
                             elided(wordFont, m_matrices->words[k], room));
                }
            }
            painter.setFont(font);
            continue;
        }
        painter.setFont(font);
        const int maxTicks =
            std::max(2, static_cast<int>(panel.width() / (metrics.horizontalAdvance(QStringLiteral("00000")) * 1.4)));
        const double step = std::max(1.0, niceStep(m_viewport.x, m_viewport.x + m_viewport.span, maxTicks));
        const auto ticksFor = [&](double origin) {
            QList<double> ticks;
            for (double v = std::ceil(origin / step - 1e-9) * step; v <= origin + m_viewport.span + 1e-9; v += step)
                ticks.append(v);
            return ticks;
        };
        for (double v : ticksFor(m_viewport.x)) {
            const double x = panel.left() + (v - m_viewport.x) * cell;
            painter.setPen(axisPen);
            painter.drawLine(QPointF(x, panel.bottom()), QPointF(x, panel.bottom() + tick));
            painter.setPen(style.textColour());
            drawText(painter, QPointF(x, panel.bottom() + tick), Qt::AlignHCenter | Qt::AlignTop,
                     numberformat::count(std::llround(v)));
        }
        if (p == RawPanel) {
            for (double v : ticksFor(m_viewport.y)) {
                const double y = panel.top() + (v - m_viewport.y) * cell;
                painter.setPen(axisPen);
                painter.drawLine(QPointF(panel.left() - tick, y), QPointF(panel.left(), y));
                painter.setPen(style.textColour());
                drawText(painter, QPointF(panel.left() - tick - h * 0.15, y), Qt::AlignRight | Qt::AlignVCenter,
                         numberformat::count(std::llround(v)));
            }
        }
    }
    // Axis titles: one under both panels, one beside the rows.
    painter.setFont(font);
    painter.setPen(style.textColour());
    const QRectF &raw = l.panels[RawPanel];
    const QRectF &whitened = l.panels[WhitenedPanel];
    double xLabelY = l.wordLabels ? raw.bottom() + tick + l.wordRoom + h * 0.3 : raw.bottom() + tick + h * 1.25;
    for (const QString &line : l.axisTitle) {
        drawText(painter, QPointF((raw.left() + whitened.right()) / 2, xLabelY), Qt::AlignHCenter | Qt::AlignTop, line);
        xLabelY += h;
    }
    const double leftOfTicks =
        raw.left() - tick
        - (l.wordLabels
               ? l.wordRoom
               : h * 0.15 + metrics.horizontalAdvance(numberformat::count(static_cast<qint64>(std::max(n, 1000)))));
    drawText(painter, QPointF(leftOfTicks - h * 0.3, raw.center().y()), Qt::AlignHCenter | Qt::AlignBottom,
             tr("Sampled words"), true);
}

void CosineHeatmapFigure::render(QPainter &painter, const QRectF &target, const FigureStyle &style) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    const Layout l = layout(target, style);
    const ColourScale scale = style.divergingScale(-1, 1);

    // Titles: the model, then each panel's space with the mean and SD of its cosines.
    painter.setPen(style.textColour());
    painter.setFont(style.font(1.1, true));
    const double titleHeight = QFontMetricsF(painter.font()).height();
    double y = l.titleTop;
    for (const QString &line : l.title) {
        drawText(painter, QPointF(l.titleLeft, y), Qt::AlignLeft | Qt::AlignTop, line);
        y += titleHeight;
    }
    painter.setFont(style.font());
    const double h = QFontMetricsF(painter.font()).height();
    for (Panel p : {RawPanel, WhitenedPanel}) {
        const QStringList &lines = l.panelTitles[p];
        double lineY = l.panels[p].top() - h * 0.3 - h * lines.size();
        for (const QString &line : lines) {
            drawText(painter, QPointF(l.panels[p].center().x(), lineY), Qt::AlignHCenter | Qt::AlignTop, line);
            lineY += h;
        }
    }

    if (m_matrices && m_matrices->size() > 0 && m_viewport.span > 0) {
        QElapsedTimer timer;
        timer.start();
        bool rasterized = false;
        const QRgb probe = scale.rgb(0.5);
        for (int p = 0; p < 2; ++p) {
            const QRectF &panel = l.panels[p];
            // One image pixel per device pixel; on a vector page, as many as the export's DPI asks.
            const QSizeF device = style.rasterPixelsPerUnit > 0 ? panel.size() * style.rasterPixelsPerUnit
                                                                : painter.deviceTransform().mapRect(panel).size();
            const QSize pixels(std::max(1, static_cast<int>(std::lround(device.width()))),
                               std::max(1, static_cast<int>(std::lround(device.height()))));
            const Eigen::MatrixXf &matrix = p == RawPanel ? m_matrices->raw : m_matrices->whitened;
            CachedImage &cache = m_cache[p];
            if (cache.image.isNull() || cache.viewport != m_viewport || cache.size != pixels || cache.probe != probe
                || cache.matrix != &matrix) {
                cache = CachedImage{m_viewport, pixels, probe, &matrix, rasterize(matrix, m_viewport, pixels, scale)};
                rasterized = true;
            }
            painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
            painter.drawImage(panel, cache.image);
        }
        m_lastRasterMs = rasterized ? static_cast<double>(timer.nsecsElapsed()) / 1e6 : 0;
    } else {
        painter.setPen(style.textColour());
        for (const QRectF &panel : l.panels)
            painter.drawText(panel, Qt::AlignCenter | Qt::TextWordWrap,
                             tr("No sampled vectors: the results were read without their figure data."));
    }
    drawAxes(painter, l, style);
    drawColourBar(painter, l.colourBar, scale, niceTicks(-1, 1, 5), l.horizontalBar ? Qt::Horizontal : Qt::Vertical,
                  style, tr("Cosine similarity"));
    painter.restore();
}

} // namespace isoscope::ui
