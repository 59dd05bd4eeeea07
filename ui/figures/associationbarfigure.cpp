#include "ui/figures/associationbarfigure.h"

#include "ui/common/escape.h"
#include "ui/figures/figurelegend.h"
#include "ui/figures/figurepainting.h"

#include <QBarSet>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QHorizontalBarSeries>
#include <QLineSeries>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

constexpr double kRowEms = 1.55;

QColor rawColour(const FigureStyle &style)
{
    return style.colour(QColor(0xa0, 0xa0, 0xa0));
}

QColor whitenedColour(const FigureStyle &style)
{
    return style.palette == FigurePalette::ColourBlindSafe ? style.colour(QColor(0x00, 0x72, 0xb2))
                                                           : style.colour(QColor(0x21, 0x66, 0xac));
}

} // namespace

void AssociationBarFigure::setResult(const isoscope::WeatResult &result, const QStringList &targetNames)
{
    m_model = QString::fromStdString(result.model);
    m_suite = QString::fromStdString(result.suiteId);
    m_words.clear();
    m_raw.clear();
    m_whitened.clear();
    m_xCount = 0;
    // "Flowers vs Insects / Pleasant vs Unpleasant": the targets are before the slash.
    const QString name = QString::fromStdString(result.suiteName);
    const QStringList targets = name.section(QLatin1Char('/'), 0, 0).split(QStringLiteral(" vs "));
    m_targets[0] = targets.size() == 2 ? targets[0].trimmed() : tr("X");
    m_targets[1] = targets.size() == 2 ? targets[1].trimmed() : tr("Y");
    for (int group = 0; group < 2; ++group)
        if (targetNames.size() == 2 && !targetNames[group].trimmed().isEmpty())
            m_targets[group] = targetNames[group].trimmed();
    if (!result.raw || !result.whitened)
        return;
    for (int role = 0; role < 2; ++role) {
        const auto &words = result.words.used[role];
        const auto &raw = role == 0 ? result.raw->sX : result.raw->sY;
        const auto &white = role == 0 ? result.whitened->sX : result.whitened->sY;
        for (std::size_t i = 0; i < words.size() && i < raw.size() && i < white.size(); ++i) {
            m_words.append(QString::fromStdString(words[i]));
            m_raw.push_back(raw[i]);
            m_whitened.push_back(white[i]);
        }
        if (role == 0)
            m_xCount = static_cast<int>(m_words.size());
    }
}

QString AssociationBarFigure::fileName() const
{
    return QStringLiteral("word_associations_%1_%2").arg(escape::fileNamePart(m_model), escape::fileNamePart(m_suite));
}

QString AssociationBarFigure::title() const
{
    return tr("Word associations s(w, A, B), %1 %2").arg(m_model, m_suite);
}

AxisRange AssociationBarFigure::xRange() const
{
    double low = 0;
    double high = 0;
    for (const auto *values : {&m_raw, &m_whitened})
        for (double v : *values) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    if (!(high > low))
        high = low + 0.1;
    const double step = niceStep(low, high, 6);
    return AxisRange{std::floor(low / step) * step, std::ceil(high / step) * step, false};
}

double AssociationBarFigure::heightForWidth(double, const FigureStyle &style) const
{
    const double h = QFontMetricsF(style.font()).height();
    return std::max(1, wordCount()) * style.em(kRowEms) + h * 6 + style.em(1);
}

ChartScene AssociationBarFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    ChartScene built;
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const QFont font = style.font();
    const QFontMetricsF metrics(font);
    const double h = metrics.height();

    QList<FigureLegend::Entry> entries;
    for (const auto &[label, colour] :
         {std::pair{tr("raw"), rawColour(style)}, std::pair{tr("whitened"), whitenedColour(style)}}) {
        FigureLegend::Entry e;
        e.label = label;
        e.marker = MarkerShape::Square;
        e.markerColour = colour;
        entries.append(e);
    }
    auto *legend = new FigureLegend(entries, style, rect.width());
    scene.addItem(legend);
    built.legend = legend;

    double widest = 0;
    for (const QString &w : m_words)
        widest = std::max(widest, metrics.horizontalAdvance(w));
    // A set's name runs up beside its words; a name longer than its words are tall ("Y: African-American
    // names (Greenwald 1998 set)" beside 16 words in presentation mode) takes up to three lines rather
    // than being cut.
    const QFont groupFont = style.font(1, true);
    qsizetype nameLines = 1;
    for (int group = 0; group < 2; ++group) {
        const int words = group == 0 ? m_xCount : wordCount() - m_xCount;
        const double room = rect.height() * 0.75 * words / std::max(wordCount(), 1) - style.em(0.8);
        const QString name = (group == 0 ? tr("X: %1") : tr("Y: %1")).arg(m_targets[group]);
        if (room > 0)
            nameLines = std::max(nameLines, std::min<qsizetype>(3, wrapText(groupFont, name, room).size()));
    }
    const double groupColumn = h * (0.5 + 1.1 * static_cast<double>(nameLines));
    const double left = groupColumn + widest + style.em(0.8);
    const PanelText text{tr("s(w, A, B): mean cosine with A minus mean cosine with B"),
                         tr("Association s(w, A, B)"),
                         QString(),
                         true,
                         false,
                         false};
    const double top = topRoom(text, style);
    const double bottom = bottomRoom(text, style);
    const double legendHeight = legend->boundingRect().height() + h * 0.6;
    const QRectF plot(rect.left() + left, rect.top() + top, rect.width() - left - style.em(0.8),
                      rect.height() - top - bottom - legendHeight);
    const auto n = static_cast<double>(std::max(1, wordCount()));
    // Category k (the k-th word from the bottom) sits at y = k; the first X word is at the top.
    const AxisRange fullY{-0.5, n - 0.5, false};
    built.panels.append(
        addPanel(scene, plot, windowed(xRange(), Qt::Horizontal), windowed(fullY, Qt::Vertical), text, style));
    const ChartPanel &panel = built.panels.back();
    legend->setPos(plot.left() + std::max(0.0, (plot.width() - legend->boundingRect().width()) / 2),
                   plot.bottom() + bottom + h * 0.2);
    if (m_words.isEmpty()) {
        addText(scene, tr("No associations for this result."), font, style.textColour(), plot.center(),
                Qt::AlignCenter);
        return built;
    }

    auto *raw = new QBarSet(tr("raw"));
    auto *white = new QBarSet(tr("whitened"));
    raw->setColor(rawColour(style));
    raw->setBorderColor(rawColour(style));
    white->setColor(whitenedColour(style));
    white->setBorderColor(whitenedColour(style));
    const int count = wordCount();
    for (int k = 0; k < count; ++k) {
        const int word = count - 1 - k;
        raw->append(m_raw[static_cast<std::size_t>(word)]);
        white->append(m_whitened[static_cast<std::size_t>(word)]);
    }
    auto *series = new QHorizontalBarSeries;
    series->setBarWidth(0.8);
    series->append(raw);
    series->append(white);
    attach(panel, series);
    auto *zero = new QLineSeries;
    zero->setPen(QPen(style.axisColour(), style.lineWidth()));
    zero->append(0, -0.5);
    zero->append(0, n - 0.5);
    attach(panel, zero);

    // Words beside their bars, target names beside their groups, a rule between the groups.
    // When the rows are closer than a line of text (many words on a short page), the words are
    // set smaller, down to 70% (still legible), and only then is every k-th named (zoom in for
    // the others; each bar's tooltip names its word), so that no two names overlap.
    const double pitch = plot.height() / std::max(1e-9, panel.y.high - panel.y.low);
    QFont wordFont = font;
    if (pitch < h * 1.05)
        wordFont = style.font(std::max(0.7, pitch / (h * 1.05)));
    const double wordHeight = QFontMetricsF(wordFont).height();
    const int every = std::max(1, static_cast<int>(std::ceil(wordHeight * 1.05 / std::max(pitch, 1e-9))));
    for (int word = 0; word < count; ++word) {
        const double k = count - 1 - word;
        const QPointF at = panel.map(QPointF(panel.x.low, k));
        if (at.y() < plot.top() - 1 || at.y() > plot.bottom() + 1)
            continue;
        // Each group's first word is named; an X word too close to the first Y word is not.
        const bool named = word < m_xCount ? word % every == 0 && (m_xCount - word >= every || word == 0)
                                           : (word - m_xCount) % every == 0;
        if (named)
            addText(scene, m_words[word], wordFont, style.textColour(), QPointF(plot.left() - style.em(0.4), at.y()),
                    Qt::AlignRight | Qt::AlignVCenter);
        const QString tip = tr("‘%1’ (%2)\ns raw = %3\ns whitened = %4")
                                .arg(m_words[word], word < m_xCount ? m_targets[0] : m_targets[1],
                                     formatNumber(m_raw[static_cast<std::size_t>(word)], 4),
                                     formatNumber(m_whitened[static_cast<std::size_t>(word)], 4));
        const double lowValue =
            std::min({0.0, m_raw[static_cast<std::size_t>(word)], m_whitened[static_cast<std::size_t>(word)]});
        const double highValue =
            std::max({0.0, m_raw[static_cast<std::size_t>(word)], m_whitened[static_cast<std::size_t>(word)]});
        built.marks.append(ChartMark{0, QPointF(), QRectF(QPointF(lowValue, k - 0.45), QPointF(highValue, k + 0.45)),
                                     tip, QString(), QString()});
    }
    const QPen rule(style.axisColour(), style.lineWidth());
    for (int group = 0; group < 2; ++group) {
        const int first = group == 0 ? 0 : m_xCount;
        const int last = group == 0 ? m_xCount - 1 : count - 1;
        if (last < first)
            continue;
        const double yTop = std::max(plot.top(), panel.map(QPointF(0, count - 1 - first + 0.45)).y());
        const double yBottom = std::min(plot.bottom(), panel.map(QPointF(0, count - 1 - last - 0.45)).y());
        if (yBottom <= yTop)
            continue;
        const double x = rect.left() + groupColumn - h * 0.4;
        scene.addLine(QLineF(x, yTop, x, yBottom), rule);
        // The name within its group's rule, with a gap to the other group's name, so that the two
        // never run together; just "X" or "Y" when not even a few letters of it fit.
        const double room = yBottom - yTop - style.em(0.8);
        QString name = (group == 0 ? tr("X: %1") : tr("Y: %1")).arg(m_targets[group]);
        if (textWidth(groupFont, name) > room) {
            QStringList lines = wrapText(groupFont, name, room);
            if (lines.size() > nameLines)
                lines = lines.mid(0, nameLines - 1) << lines.mid(nameLines - 1).join(QLatin1Char(' '));
            for (QString &line : lines)
                line = elided(groupFont, line, room);
            name = lines.join(QLatin1Char('\n'));
            if (lines.front().size() < 6)
                name = group == 0 ? QStringLiteral("X") : QStringLiteral("Y");
        }
        addText(scene, name, groupFont, style.textColour(), QPointF(x - style.em(0.3), (yTop + yBottom) / 2),
                Qt::AlignHCenter | Qt::AlignBottom, true);
    }
    if (m_xCount > 0 && m_xCount < count) {
        const double y = panel.map(QPointF(0, count - m_xCount - 0.5)).y();
        if (y > plot.top() && y < plot.bottom()) {
            QPen dotted(style.axisColour(), style.lineWidth(), Qt::DotLine);
            scene.addLine(QLineF(plot.left(), y, plot.right(), y), dotted);
        }
    }
    return built;
}

} // namespace isoscope::ui
