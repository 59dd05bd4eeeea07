#include "ui/figures/permutationhistogramfigure.h"

#include "ui/common/escape.h"
#include "ui/figures/figurepainting.h"

#include <QAreaSeries>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>

#include <algorithm>
#include <numeric>

namespace isoscope::ui {

using namespace figurepainting;

void PermutationHistogramFigure::setResult(const isoscope::WeatResult &result, double alpha)
{
    m_model = QString::fromStdString(result.model);
    m_suite = QString::fromStdString(result.suiteId);
    m_alpha = alpha;
    const std::optional<isoscope::WeatStatistic> *stats[2] = {&result.raw, &result.whitened};
    for (int s = 0; s < 2; ++s) {
        Space &space = m_spaces[s];
        space = Space{};
        if (!*stats[s])
            continue;
        const isoscope::WeatStatistic &stat = **stats[s];
        space.histogram = stat.histogram;
        space.S = stat.S;
        space.p = stat.p;
        space.exact = stat.method == isoscope::PValueMethod::Exact;
        space.permutations = stat.permutations;
        space.valid = true;
    }
}

QString PermutationHistogramFigure::fileName() const
{
    return QStringLiteral("permutation_histogram_%1_%2")
        .arg(escape::fileNamePart(m_model), escape::fileNamePart(m_suite));
}

QString PermutationHistogramFigure::title() const
{
    return tr("Permutation distribution of S, %1 %2").arg(m_model, m_suite);
}

AxisRange PermutationHistogramFigure::xRange(const Space &space) const
{
    double low = std::min(space.histogram.low, space.S);
    double high = std::max(space.histogram.high, space.S);
    if (!(high > low)) {
        low -= 1;
        high += 1;
    }
    const double margin = (high - low) * 0.03;
    return AxisRange{low - margin, high + margin, false};
}

AxisRange PermutationHistogramFigure::yRange(const Space &space) const
{
    std::size_t highest = 1;
    for (std::size_t c : space.histogram.counts)
        highest = std::max(highest, c);
    // Room above the highest bar for the three lines that label the observed S.
    return AxisRange{0, static_cast<double>(highest) * 1.45, false};
}

double PermutationHistogramFigure::heightForWidth(double width, const FigureStyle &style) const
{
    return width * 0.34 + QFontMetricsF(style.font()).height() * 3;
}

ChartScene PermutationHistogramFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    ChartScene built;
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const double gap = style.em(2.5);
    const QColor observed = style.colour(QColor(0xb2, 0x18, 0x2b));
    double left = 0;
    for (const Space &space : m_spaces)
        left = std::max(left,
                        leftRoom(yRange(space), PanelText{QString(), QString(), tr("Partitions"), true, true}, style));
    const PanelText probe{QStringLiteral("X"), QStringLiteral("X"), QString(), true, true};
    const double top = topRoom(probe, style);
    const double bottom = bottomRoom(probe, style);
    const double plotWidth = (rect.width() - 2 * left - gap) / 2;
    for (int s = 0; s < 2; ++s) {
        const Space &space = m_spaces[s];
        const QRectF plot(rect.left() + left + s * (plotWidth + gap + left), rect.top() + top, plotWidth,
                          rect.height() - top - bottom);
        const PanelText text{s == 0 ? tr("Raw") : tr("Whitened"), tr("S (sum of s(x) − sum of s(y))"), tr("Partitions"),
                             true, true};
        built.panels.append(addPanel(scene, plot, windowed(xRange(space), Qt::Horizontal),
                                     windowed(yRange(space), Qt::Vertical), text, style));
        const ChartPanel &panel = built.panels.back();
        const auto &h = space.histogram;
        if (!space.valid || h.counts.empty()) {
            addText(scene, space.valid ? tr("No distribution kept for this result.") : tr("Not run."), style.font(),
                    style.textColour(), plot.center(), Qt::AlignCenter);
            continue;
        }
        const std::size_t total = std::accumulate(h.counts.begin(), h.counts.end(), std::size_t(0));
        const double width = (h.high - h.low) / static_cast<double>(h.counts.size());
        auto *upper = new QLineSeries;
        auto *lower = new QLineSeries;
        for (std::size_t k = 0; k < h.counts.size(); ++k) {
            const double a = h.low + static_cast<double>(k) * width;
            const double b = a + (width > 0 ? width : 1);
            const auto c = static_cast<double>(h.counts[k]);
            upper->append(a, c);
            upper->append(b, c);
            built.marks.append(ChartMark{s, QPointF(), QRectF(QPointF(a, 0), QPointF(b, c)),
                                         tr("S from %1 to %2: %3 partitions (%4%)")
                                             .arg(formatNumber(a, 3), formatNumber(b, 3),
                                                  formatCount(static_cast<qint64>(h.counts[k])),
                                                  formatNumber(total ? 100.0 * c / static_cast<double>(total) : 0, 2)),
                                         QString(), QString()});
        }
        lower->append(h.low, 0);
        lower->append(h.high > h.low ? h.high : h.low + 1, 0);
        auto *area = new QAreaSeries(upper, lower);
        area->setColor(style.colour(QColor(0xa6, 0xbd, 0xd7)));
        area->setBorderColor(style.colour(QColor(0x4a, 0x6f, 0xa5)));
        area->setPen(QPen(style.colour(QColor(0x4a, 0x6f, 0xa5)), style.pt(0.6)));
        attach(panel, area);
        auto *line = new QLineSeries;
        line->setPen(QPen(observed, style.pt(1.6)));
        line->append(space.S, 0);
        line->append(space.S, yRange(space).high);
        attach(panel, line);
        // Short lines, so that the label fits beside the line even in a narrow panel.
        const QString label =
            tr("S = %1\np = %2\n%3")
                .arg(formatNumber(space.S, 3), formatP(space.p),
                     space.exact ? tr("exact")
                                 : tr("%1 draws").arg(formatCount(static_cast<qint64>(space.permutations))));
        const QPointF at = panel.map(QPointF(space.S, yRange(space).high));
        const QStringList lines = label.split(QLatin1Char('\n'));
        // Beside the line, on the side with more room (the right when the line is left of the
        // middle), in a smaller font if the figure's does not fit; when neither fits, on a white
        // ground across the line, so that the line never runs through the text.
        const double gap = style.em(0.4);
        const double roomRight = plot.right() - at.x() - gap;
        const double roomLeft = at.x() - gap - plot.left();
        const bool preferRight = at.x() < plot.center().x();
        QFont font = style.font();
        double labelWidth = 0;
        for (double scale : {1.0, 0.85, 0.72}) {
            font = style.font();
            if (font.pointSizeF() > 0)
                font.setPointSizeF(font.pointSizeF() * scale);
            else
                font.setPixelSize(std::max(1, qRound(font.pixelSize() * scale)));
            labelWidth = 0;
            for (const QString &line : lines)
                labelWidth = std::max(labelWidth, textWidth(font, line));
            if (labelWidth <= std::max(roomLeft, roomRight))
                break;
        }
        const double lineHeight = QFontMetricsF(font).height();
        double left;
        bool across = false;
        if (labelWidth <= roomRight && (preferRight || labelWidth > roomLeft)) {
            left = at.x() + gap;
        } else if (labelWidth <= roomLeft) {
            left = at.x() - gap - labelWidth;
        } else {
            left = std::max(plot.left(), plot.right() - labelWidth);
            across = true;
        }
        const double top = plot.top() + style.em(0.3);
        if (across) {
            auto *ground = scene.addRect(QRectF(left - style.em(0.2), top, labelWidth + style.em(0.4),
                                                lineHeight * static_cast<double>(lines.size())),
                                         Qt::NoPen, QBrush(QColor(255, 255, 255, 230)));
            ground->setZValue(10);
        }
        for (qsizetype i = 0; i < lines.size(); ++i)
            addText(scene, lines[i], font, observed, QPointF(left, top + static_cast<double>(i) * lineHeight),
                    Qt::AlignLeft | Qt::AlignTop)
                ->setZValue(11);
        built.marks.append(
            ChartMark{s, QPointF(space.S, yRange(space).high / 2), QRectF(), label, QString(), QString()});
    }
    return built;
}

} // namespace isoscope::ui
