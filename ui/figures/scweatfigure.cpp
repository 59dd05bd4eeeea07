#include "ui/figures/scweatfigure.h"

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

QColor rawColour(const FigureStyle &style)
{
    return style.colour(QColor(0x7f, 0x7f, 0x7f));
}

QColor whitenedColour(const FigureStyle &style)
{
    return style.seriesColour(0);
}

} // namespace

void ScWeatFigure::setRun(std::shared_ptr<const ScWeatRun> run)
{
    m_run = std::move(run);
}

QString ScWeatFigure::title() const
{
    if (!m_run)
        return tr("SC-WEAT");
    return tr("SC-WEAT on %1: %2 vs %3")
        .arg(QString::fromStdString(m_run->result.model), QString::fromStdString(m_run->request.nameA),
             QString::fromStdString(m_run->request.nameB));
}

AxisRange ScWeatFigure::range() const
{
    double low = 0, high = 0;
    if (m_run)
        for (const auto &w : m_run->result.words)
            for (const auto &d : {w.raw.d, w.whitened.d})
                if (d) {
                    low = std::min(low, *d);
                    high = std::max(high, *d);
                }
    low = std::min(low, -0.5);
    high = std::max(high, 0.5);
    const double pad = 0.06 * (high - low);
    return AxisRange{std::floor((low - pad) * 4) / 4, std::ceil((high + pad) * 4) / 4, false};
}

double ScWeatFigure::labelWidth(const FigureStyle &style) const
{
    double widest = 0;
    if (m_run)
        for (const auto &w : m_run->result.words)
            widest = std::max(widest, textWidth(style.font(), QString::fromStdString(w.word)));
    return widest + style.em(0.8);
}

QList<FigureLegend::Entry> ScWeatFigure::legendEntries(const FigureStyle &style) const
{
    const double alpha = m_run ? m_run->alpha : 0.05;
    QList<FigureLegend::Entry> entries;
    FigureLegend::Entry e;
    e.label = tr("raw d");
    e.marker = MarkerShape::Circle;
    e.markerColour = rawColour(style);
    entries.append(e);
    e.label = tr("whitened d");
    e.markerColour = whitenedColour(style);
    entries.append(e);
    FigureLegend::Entry note;
    note.heading = true;
    note.label = tr("filled: p < %1; open: not significant").arg(formatNumber(alpha, 2));
    entries.append(note);
    return entries;
}

double ScWeatFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const int n = m_run ? std::max<int>(1, static_cast<int>(m_run->result.words.size())) : 1;
    const PanelText text{QStringLiteral("X"), QStringLiteral("X"), QString(), true, false, false};
    const double h = QFontMetricsF(style.font()).height();
    const FigureLegend legend(legendEntries(style), style, width - style.em(1));
    return topRoom(text, style) + std::max(h * 4, n * h * 2.2) + bottomRoom(text, style) + h * 0.9
           + legend.boundingRect().height() + style.em(1.2);
}

ChartScene ScWeatFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    ChartScene built;
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const double h = QFontMetricsF(style.font()).height();
    if (!m_run || m_run->result.words.empty()) {
        auto *item = scene.addSimpleText(tr("Run SC-WEAT to see the words here."), style.font());
        item->setBrush(style.textColour());
        item->setPos(rect.center() - item->boundingRect().center());
        return built;
    }
    auto *legend = new FigureLegend(legendEntries(style), style, rect.width());
    scene.addItem(legend);
    built.legend = legend;

    const auto &words = m_run->result.words;
    const int n = static_cast<int>(words.size());
    const AxisRange fullX = range();
    const AxisRange fullY{-0.6, n - 0.4, false};
    const AxisRange x = windowed(fullX, Qt::Horizontal);
    const AxisRange y = windowed(fullY, Qt::Vertical);
    const PanelText text{
        tr("SC-WEAT: %1 vs %2, raw → whitened")
            .arg(QString::fromStdString(m_run->request.nameA), QString::fromStdString(m_run->request.nameB)),
        tr("Effect size d (positive: closer to %1)").arg(QString::fromStdString(m_run->request.nameA)),
        QString(),
        true,
        false,
        false};
    const double left = labelWidth(style) + style.em(0.4);
    const double top = topRoom(text, style);
    const double bottom = bottomRoom(text, style);
    const double legendHeight = legend->boundingRect().height() + h * 0.9;
    const double plotHeight = std::max(h * 3, rect.height() - top - bottom - legendHeight);
    const QRectF plot(rect.left() + left, rect.top() + top, std::max(10.0, rect.width() - left - style.em(1)),
                      plotHeight);
    built.panels.append(addPanel(scene, plot, x, y, text, style));
    const ChartPanel &panel = built.panels.back();

    auto *zero = new QLineSeries;
    zero->setPen(QPen(style.axisColour(), style.pt(0.8), Qt::DashLine));
    zero->append(0, fullY.low);
    zero->append(0, fullY.high);
    attach(panel, zero);

    const double alpha = m_run->alpha;
    const auto makeSeries = [&](const QColor &colour, bool filled) {
        auto *s = new QScatterSeries;
        s->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        s->setMarkerSize(style.em(0.9));
        s->setColor(filled ? colour : QColor(Qt::white));
        s->setBorderColor(colour);
        s->setPen(QPen(colour, style.pt(1.2)));
        return s;
    };
    QScatterSeries *series[2][2] = {
        {makeSeries(rawColour(style), false), makeSeries(rawColour(style), true)},
        {makeSeries(whitenedColour(style), false), makeSeries(whitenedColour(style), true)}};
    for (int i = 0; i < n; ++i) {
        const isoscope::ScWeatWord &w = words[static_cast<std::size_t>(i)];
        const double row = n - 1 - i; // the first word at the top
        const QString word = QString::fromStdString(w.word);
        const QPointF labelAt = panel.map(QPointF(x.low, row));
        if (labelAt.y() >= plot.top() - 0.5 && labelAt.y() <= plot.bottom() + 0.5)
            addText(scene, word, style.font(), style.textColour(), QPointF(plot.left() - style.em(0.4), labelAt.y()),
                    Qt::AlignRight | Qt::AlignVCenter);
        if (w.raw.d && w.whitened.d) {
            auto *bar = new QLineSeries;
            bar->setPen(QPen(style.colour(QColor(0xb0, 0xb0, 0xb0)), style.pt(1.6)));
            bar->append(*w.raw.d, row);
            bar->append(*w.whitened.d, row);
            attach(panel, bar);
        }
        const std::pair<const isoscope::WeatStatistic *, int> spaces[] = {{&w.raw, 0}, {&w.whitened, 1}};
        for (const auto &[stat, space] : spaces) {
            if (!stat->d)
                continue;
            series[space][stat->p < alpha ? 1 : 0]->append(*stat->d, row);
            const QString tip = word + QLatin1Char('\n')
                                + (space == 0 ? tr("Raw d = %1 (p = %2)") : tr("Whitened d = %1 (p = %2)"))
                                      .arg(formatNumber(*stat->d, 3), formatP(stat->p))
                                + QLatin1Char('\n')
                                + tr("Mean cosine with %1: %2; with %3: %4")
                                      .arg(QString::fromStdString(m_run->request.nameA), formatNumber(stat->meanX, 3),
                                           QString::fromStdString(m_run->request.nameB), formatNumber(stat->meanY, 3));
            built.marks.append(ChartMark{0, QPointF(*stat->d, row), QRectF(), tip, QString(), QString()});
        }
    }
    for (auto &pair : series)
        for (QScatterSeries *s : pair)
            attach(panel, s);
    const double legendWidth = legend->boundingRect().width();
    legend->setPos(
        std::clamp(plot.center().x() - legendWidth / 2, rect.left(), std::max(rect.left(), rect.right() - legendWidth)),
        plot.bottom() + bottom + h * 0.3);
    return built;
}

} // namespace isoscope::ui
