#include "ui/figures/multilevelfigure.h"

#include "ui/common/escape.h"
#include "ui/figures/figurelegend.h"
#include "ui/figures/figurepainting.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

constexpr double kHalfWidth = 0.34; ///< half the width of a block's column, in x units

QColor spaceColour(const FigureStyle &style, int space)
{
    if (space == 0)
        return style.colour(QColor(0x6f, 0x6f, 0x6f));
    return style.palette == FigurePalette::ColourBlindSafe ? style.colour(QColor(0x00, 0x72, 0xb2))
                                                           : style.colour(QColor(0x21, 0x66, 0xac));
}

QString blockLabel(isoscope::CosineBlockId id)
{
    switch (id) {
    case isoscope::CosineBlockId::XA: return QStringLiteral("cos(X, A)");
    case isoscope::CosineBlockId::XB: return QStringLiteral("cos(X, B)");
    case isoscope::CosineBlockId::YA: return QStringLiteral("cos(Y, A)");
    case isoscope::CosineBlockId::YB: return QStringLiteral("cos(Y, B)");
    }
    return {};
}

// The attribute role (2: A, 3: B) and target role (0: X, 1: Y) of a block.
int attributeRole(isoscope::CosineBlockId id)
{
    return id == isoscope::CosineBlockId::XA || id == isoscope::CosineBlockId::YA ? 2 : 3;
}

int targetRole(isoscope::CosineBlockId id)
{
    return id == isoscope::CosineBlockId::XA || id == isoscope::CosineBlockId::XB ? 0 : 1;
}

QLineSeries *segment(const FigureStyle &style, const QColor &colour, double widthPt, QPointF from, QPointF to)
{
    auto *series = new QLineSeries;
    QPen pen(colour, style.pt(widthPt));
    pen.setCapStyle(Qt::FlatCap);
    series->setPen(pen);
    series->append(from);
    series->append(to);
    return series;
}

} // namespace

void MultilevelFigure::setResult(const isoscope::WeatResult &result)
{
    m_model = QString::fromStdString(result.model);
    m_suite = QString::fromStdString(result.suiteId);
    const std::optional<isoscope::WeatStatistic> *stats[2] = {&result.raw, &result.whitened};
    for (int s = 0; s < 2; ++s) {
        Space &space = m_spaces[s];
        space = Space{};
        if (!*stats[s] || !(*stats[s])->levels)
            continue;
        const isoscope::MultilevelEat &levels = *(*stats[s])->levels;
        for (std::size_t b = 0; b < isoscope::kCosineBlocks.size(); ++b) {
            const isoscope::CosineBlockId id = isoscope::kCosineBlocks[b];
            const isoscope::CosineBlock &block = levels.block(id);
            const isoscope::LevelTwoEffect &target = targetRole(id) == 0 ? levels.x : levels.y;
            space.blocks[b] =
                Block{block.mean, block.sd, block.count, attributeRole(id) == 2 ? target.meansA : target.meansB};
        }
        space.valid = true;
    }
    m_attributeWords[0] = result.words.used[2];
    m_attributeWords[1] = result.words.used[3];
}

QString MultilevelFigure::fileName() const
{
    return QStringLiteral("mleat_levels_%1_%2").arg(escape::fileNamePart(m_model), escape::fileNamePart(m_suite));
}

QString MultilevelFigure::title() const
{
    return tr("Cosine blocks (ML-EAT levels 2 and 3), %1 %2").arg(m_model, m_suite);
}

AxisRange MultilevelFigure::yRange() const
{
    double low = 0, high = 0;
    for (const Space &space : m_spaces) {
        if (!space.valid)
            continue;
        for (const Block &b : space.blocks) {
            const double sd = b.sd.value_or(0);
            low = std::min(low, b.mean - sd);
            high = std::max(high, b.mean + sd);
            for (double m : b.attributeMeans) {
                low = std::min(low, m);
                high = std::max(high, m);
            }
        }
    }
    if (!(high > low))
        high = low + 0.1;
    const double step = niceStep(low, high, 6);
    return AxisRange{std::floor(low / step) * step, std::ceil(high / step) * step, false};
}

double MultilevelFigure::heightForWidth(double width, const FigureStyle &style) const
{
    return width * 0.36 + QFontMetricsF(style.font()).height() * 5;
}

ChartScene MultilevelFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    ChartScene built;
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const QFont font = style.font();
    const double h = QFontMetricsF(font).height();

    QList<FigureLegend::Entry> entries;
    FigureLegend::Entry mean;
    mean.label = tr("block mean ± SD (level 3)");
    mean.line = QPen(style.textColour(), style.pt(2.2));
    entries.append(mean);
    FigureLegend::Entry dots;
    dots.label = tr("each attribute word’s mean cosine with the target set (level 2)");
    dots.marker = MarkerShape::Circle;
    dots.markerColour = QColor(Qt::white);
    dots.markerBorder = style.textColour();
    entries.append(dots);
    auto *legend = new FigureLegend(entries, style, rect.width());
    scene.addItem(legend);
    built.legend = legend;

    const AxisRange fullY = yRange();
    const AxisRange fullX{-0.5, 3.5, false};
    const PanelText probe{QStringLiteral("X"), QString(), tr("Cosine"), false, true};
    const double left = leftRoom(fullY, probe, style);
    const double top = topRoom(probe, style);
    const double gap = style.em(2.0);
    const double plotWidth = (rect.width() - 2 * left - gap) / 2;
    // The block names under each panel, one per block a unit apart; where the widest does not fit
    // between its neighbours (a narrow figure, presentation mode's large text), every second one
    // goes a line lower so that no two overlap.
    const QFont labelFont = style.font(0.9);
    double widestLabel = 0;
    for (const isoscope::CosineBlockId id : isoscope::kCosineBlocks)
        widestLabel = std::max(widestLabel, textWidth(labelFont, blockLabel(id)));
    const double blockSpacing = plotWidth / (fullX.high - fullX.low);
    const bool staggered = widestLabel + style.em(0.5) > blockSpacing;
    const double labelLine = QFontMetricsF(labelFont).height() * 1.15; // a line and the gap under it
    const double labels = h * 0.4 + labelLine * (staggered ? 2 : 1);
    const double legendHeight = legend->boundingRect().height() + h * 0.4;
    const double plotHeight = rect.height() - top - labels - legendHeight;
    for (int s = 0; s < 2; ++s) {
        const Space &space = m_spaces[s];
        const QRectF plot(rect.left() + left + s * (plotWidth + gap + left), rect.top() + top, plotWidth, plotHeight);
        const PanelText text{s == 0 ? tr("Raw") : tr("Whitened"), QString(), tr("Cosine"), false, true};
        built.panels.append(
            addPanel(scene, plot, windowed(fullX, Qt::Horizontal), windowed(fullY, Qt::Vertical), text, style));
        const ChartPanel &panel = built.panels.back();
        if (!space.valid) {
            addText(scene, tr("No levels for this result."), font, style.textColour(), plot.center(), Qt::AlignCenter);
            continue;
        }
        attach(panel, segment(style, style.axisColour(), 0.6, QPointF(-0.5, 0), QPointF(3.5, 0)));
        const QColor colour = spaceColour(style, s);
        for (int b = 0; b < 4; ++b) {
            const Block &block = space.blocks[static_cast<std::size_t>(b)];
            const isoscope::CosineBlockId id = isoscope::kCosineBlocks[static_cast<std::size_t>(b)];
            const std::vector<std::string> &words = m_attributeWords[attributeRole(id) - 2];
            auto *points = new QScatterSeries;
            points->setMarkerShape(QScatterSeries::MarkerShapeCircle);
            points->setMarkerSize(style.pt(4));
            points->setColor(QColor(Qt::white));
            points->setBorderColor(colour);
            points->setPen(QPen(colour, style.pt(0.8)));
            const auto n = static_cast<double>(std::max<std::size_t>(1, block.attributeMeans.size()));
            for (std::size_t i = 0; i < block.attributeMeans.size(); ++i) {
                const double x = blockX(b) - kHalfWidth + 2 * kHalfWidth * (static_cast<double>(i) + 0.5) / n;
                points->append(x, block.attributeMeans[i]);
                const QString word = i < words.size() ? QString::fromStdString(words[i]) : QString::number(i + 1);
                built.marks.append(
                    ChartMark{s, QPointF(x, block.attributeMeans[i]), QRectF(),
                              tr("‘%1’ (%2): mean cosine with %3 = %4")
                                  .arg(word, attributeRole(id) == 2 ? QStringLiteral("A") : QStringLiteral("B"),
                                       targetRole(id) == 0 ? QStringLiteral("X") : QStringLiteral("Y"),
                                       formatNumber(block.attributeMeans[i], 3)),
                              QString(), QString()});
            }
            attach(panel, points);
            if (block.sd)
                attach(panel, segment(style, colour, 1.2, QPointF(blockX(b), block.mean - *block.sd),
                                      QPointF(blockX(b), block.mean + *block.sd)));
            attach(panel, segment(style, colour, 2.2, QPointF(blockX(b) - kHalfWidth, block.mean),
                                  QPointF(blockX(b) + kHalfWidth, block.mean)));
            const QString sd = block.sd ? formatNumber(*block.sd, 3) : tr("undefined");
            built.marks.append(
                ChartMark{s, QPointF(),
                          QRectF(QPointF(blockX(b) - kHalfWidth, block.mean - block.sd.value_or(0)),
                                 QPointF(blockX(b) + kHalfWidth, block.mean + block.sd.value_or(0))),
                          tr("%1, %2\nmean %3, SD %4\n%5 cosines")
                              .arg(blockLabel(id), s == 0 ? tr("raw") : tr("whitened"), formatNumber(block.mean, 3), sd,
                                   formatCount(static_cast<qint64>(block.count))),
                          QString(), QString()});
            const QPointF at = panel.map(QPointF(blockX(b), panel.y.low));
            if (at.x() >= plot.left() && at.x() <= plot.right())
                addText(scene, blockLabel(id), labelFont, style.textColour(),
                        QPointF(at.x(), plot.bottom() + h * 0.2 + (staggered && b % 2 == 1 ? labelLine : 0)),
                        Qt::AlignHCenter | Qt::AlignTop);
        }
    }
    legend->setPos(rect.left() + std::max(0.0, (rect.width() - legend->boundingRect().width()) / 2),
                   rect.top() + top + plotHeight + labels + h * 0.2);
    return built;
}

} // namespace isoscope::ui
