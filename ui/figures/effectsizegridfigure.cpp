#include "ui/figures/effectsizegridfigure.h"

#include "ui/common/errortext.h"
#include "ui/figures/colourscale.h"
#include "ui/figures/figurepainting.h"
#include "ui/figures/figurestyle.h"
#include "ui/measures/measuretext.h"
#include "ui/results/numberformat.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

// A model's name on one line, or on two split after a '-', '_', '.' or space (the split that
// makes the longer line shortest) when it is too wide; each line is shortened with an ellipsis
// only if it still does not fit (the tooltip has the whole name).
QStringList nameLines(const QFont &font, const QString &name, double width)
{
    if (textWidth(font, name) <= width)
        return {name};
    qsizetype best = -1;
    double bestWidth = 0;
    for (qsizetype i = 1; i + 1 < name.size(); ++i) {
        const QChar c = name[i];
        if (c != QLatin1Char('-') && c != QLatin1Char('_') && c != QLatin1Char('.') && c != QLatin1Char(' '))
            continue;
        const double longer = std::max(textWidth(font, name.left(i + 1).trimmed()), textWidth(font, name.mid(i + 1)));
        if (best < 0 || longer < bestWidth) {
            best = i;
            bestWidth = longer;
        }
    }
    if (best < 0)
        return {elided(font, name, width)};
    return {elided(font, name.left(best + 1).trimmed(), width), elided(font, name.mid(best + 1), width)};
}

constexpr double kCellFont = 0.8;

QColor textOn(const QColor &background)
{
    const double luma = 0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF();
    return luma > 0.5 ? QColor(0x1a, 0x1a, 0x1a) : Qt::white;
}

QString dText(const isoscope::WeatStatistic &s, double alpha)
{
    if (!s.d)
        return EffectSizeGridFigure::tr("n/a");
    return formatNumber(*s.d, 2) + (s.p < alpha ? QStringLiteral("*") : QString());
}

// A measure's value in a cell: two significant digits, a true minus sign.
QString measureText(std::optional<double> v)
{
    if (!v)
        return EffectSizeGridFigure::tr("n/a");
    return numberformat::general(*v, 2);
}

// The smallest of 1, 2, 2.5, 5 times a power of ten that is at least x.
double roundUp(double x)
{
    if (!(x > 0))
        return 1e-3;
    const double power = std::pow(10.0, std::floor(std::log10(x)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * power >= x * (1 - 1e-12))
            return m * power;
    return 10 * power;
}

} // namespace

void EffectSizeGridFigure::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    m_results = std::move(results);
    m_rows.clear();
    m_columns.clear();
    m_families.clear();
    m_categories.clear();
    m_cells.clear();
    if (!m_results)
        return;
    m_alpha = m_results->params.alpha;

    using isoscope::ModelFamily;
    for (ModelFamily family :
         {ModelFamily::Static, ModelFamily::Contextualized, ModelFamily::Contrastive, ModelFamily::Other}) {
        const auto first = static_cast<int>(m_rows.size());
        for (const auto &m : m_results->models)
            if (m.spec.family == family)
                m_rows.append(Row{QString::fromStdString(m.spec.name), family});
        if (m_rows.size() > first)
            m_families.append(Group{FigureStyle::familyLabel(family), first, static_cast<int>(m_rows.size()) - first});
    }

    // Suites in the order they first appear, grouped by category in the order categories appear.
    QList<Column> seen;
    QStringList categories;
    for (const auto &m : m_results->models)
        for (const auto &r : m.weat) {
            const QString id = QString::fromStdString(r.suiteId);
            if (std::none_of(seen.begin(), seen.end(), [&](const Column &c) { return c.suite == id; })) {
                seen.append(Column{id, numberformat::categoryText(r.category), 0, id});
                if (!categories.contains(seen.back().category))
                    categories.append(seen.back().category);
            }
        }
    const std::size_t parts = isoscope::measureParts(m_measure);
    for (const QString &category : categories) {
        const auto first = static_cast<int>(m_columns.size());
        for (const Column &c : seen)
            if (c.category == category)
                for (std::size_t part = 0; part < parts; ++part) {
                    Column column = c;
                    column.part = part;
                    column.label =
                        parts == 1 ? c.suite : c.suite + (part == 0 ? QStringLiteral(" A") : QStringLiteral(" B"));
                    m_columns.append(column);
                }
        m_categories.append(Group{category, first, static_cast<int>(m_columns.size()) - first});
    }

    for (const Row &row : m_rows) {
        QList<const isoscope::WeatResult *> cells(m_columns.size(), nullptr);
        for (const auto &m : m_results->models) {
            if (QString::fromStdString(m.spec.name) != row.model)
                continue;
            for (const auto &r : m.weat)
                for (qsizetype c = 0; c < m_columns.size(); ++c)
                    if (m_columns[c].suite == QString::fromStdString(r.suiteId))
                        cells[c] = &r;
        }
        m_cells.append(cells);
    }
    // The colour scale of a measure spans the largest distance from its unbiased value.
    m_clip = kClip;
    if (m_measure != isoscope::Measure::Weat) {
        const double ideal = isoscope::measureIdealValue(m_measure);
        double largest = 0;
        for (qsizetype row = 0; row < m_cells.size(); ++row)
            for (qsizetype c = 0; c < m_columns.size(); ++c)
                if (const isoscope::WeatResult *r = m_cells[row][c]; r && !r->error)
                    for (bool whitened : {false, true})
                        if (const auto v = measureValueOf(*r, m_measure, m_columns[c].part, whitened).value)
                            largest = std::max(largest, std::abs(*v - ideal));
        m_clip = roundUp(largest);
    }
}

void EffectSizeGridFigure::setMeasure(isoscope::Measure measure)
{
    m_measure = measure;
    setResults(m_results);
}

QString EffectSizeGridFigure::fileName() const
{
    if (m_measure == isoscope::Measure::Weat)
        return QStringLiteral("effect_size_grid");
    return QStringLiteral("measure_grid_") + QString::fromLatin1(isoscope::measureName(m_measure).data());
}

ColourScale EffectSizeGridFigure::cellScale(const FigureStyle &style) const
{
    const double ideal = isoscope::measureIdealValue(m_measure);
    return style.divergingScale(ideal - m_clip, ideal + m_clip);
}

const isoscope::WeatResult *EffectSizeGridFigure::result(int row, int column) const
{
    if (row < 0 || row >= m_cells.size() || column < 0 || column >= m_columns.size())
        return nullptr;
    return m_cells[row][column];
}

QString EffectSizeGridFigure::title() const
{
    if (m_measure != isoscope::Measure::Weat)
        return tr("%1, raw and whitened").arg(MeasureText::shortName(m_measure));
    return tr("Effect sizes, raw and whitened");
}

double EffectSizeGridFigure::rowLabelWidth(const FigureStyle &style) const
{
    const QFont font = style.font();
    double widest = 0;
    for (const Row &r : m_rows)
        widest = std::max(widest, textWidth(font, r.model));
    return widest;
}

QString EffectSizeGridFigure::titleText() const
{
    if (m_measure != isoscope::Measure::Weat)
        return tr("%1, raw (upper left) and whitened (lower right)").arg(MeasureText::longName(m_measure));
    return tr("WEAT effect sizes d, raw (upper left) and whitened (lower right)");
}

double EffectSizeGridFigure::keyWidth(const FigureStyle &style) const
{
    const QFont font = style.font();
    const double h = QFontMetricsF(font).height();
    double text = 0;
    for (const QString &line : keyLines())
        text = std::max(text, textWidth(font, line));
    return std::max(textWidth(style.font(kCellFont), tr("whitened")) * 1.45, h * 4) + h * 0.6 + text + style.em(0.3);
}

QStringList EffectSizeGridFigure::keyLines() const
{
    if (m_measure != isoscope::Measure::Weat) {
        QStringList lines{tr("Each cell: raw upper left,"), tr("whitened lower right;"),
                          MeasureText::idealLine(m_measure) + QLatin1Char('.')};
        if (isoscope::measureParts(m_measure) == 2)
            lines.append(tr("A, B: X and Y with respect to A or B."));
        return lines;
    }
    return {tr("Each cell: raw d upper left,"), tr("whitened d lower right."),
            tr("Bold, * and outline: p < %1").arg(formatSignificant(m_alpha, 6))};
}

EffectSizeGridFigure::Layout EffectSizeGridFigure::layout(const QRectF &page, const FigureStyle &style) const
{
    const QRectF target = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    Layout l;
    const double h = QFontMetricsF(style.font()).height();
    const double titleHeight = QFontMetricsF(style.font(1.1, true)).height();
    l.titleLines = wrapText(style.font(1.1, true), titleText(), target.width());
    l.title = QRectF(target.left(), target.top(), target.width(), titleHeight * l.titleLines.size());
    const double categoryRow = l.title.bottom() + h * 0.5;
    l.headerBottom = categoryRow + h * 1.35 + h * 1.15;

    const double familyColumn = h * 1.5;
    const double groupGap = h * 0.45;
    const auto columns = static_cast<double>(std::max<qsizetype>(m_columns.size(), 1));
    const double gaps = groupGap * std::max<qsizetype>(m_categories.size() - 1, 0);
    // Model names get up to 30% of the width, less when the cells would be narrower than 1.4
    // lines of text (names are then shortened; the tooltip has them whole).
    const double forCells = columns * h * 1.4 + gaps;
    const double nameWidth = std::max(
        target.width() * 0.15,
        std::min({rowLabelWidth(style), target.width() * 0.3, target.width() - familyColumn - h * 0.6 - forCells}));
    const double gridLeft = target.left() + familyColumn + nameWidth + h * 0.6;
    l.cellWidth = std::clamp((target.right() - gridLeft - gaps) / columns, h * 0.8, h * 6.5);
    l.cellHeight = std::max(l.cellWidth * 0.9, h * 2.5);

    double x = gridLeft;
    for (const Group &g : m_categories) {
        for (int c = 0; c < g.count; ++c) {
            l.columnLeft.append(x);
            x += l.cellWidth;
        }
        x += groupGap;
    }
    double y = l.headerBottom;
    for (const Group &g : m_families) {
        for (int r = 0; r < g.count; ++r) {
            l.rowTop.append(y);
            l.rowRects.append(QRectF(target.left() + familyColumn, y, nameWidth, l.cellHeight));
            y += l.cellHeight;
        }
        y += groupGap;
    }
    const double gridBottom = y - (m_families.isEmpty() ? 0 : groupGap);
    const double gridRight = l.columnLeft.isEmpty() ? gridLeft : l.columnLeft.back() + l.cellWidth;
    const double gridWidth = gridRight - gridLeft;
    // The colour bar under the grid's left part and the key to its right, or under the bar when
    // the page is too narrow for both side by side.
    const double barWidth = std::clamp(gridWidth * 0.42, h * 10, h * 22);
    const double keyRoom = keyWidth(style);
    const double barLeft = std::min(gridLeft, target.right() - barWidth - h * 0.5);
    l.colourBar = QRectF(barLeft, gridBottom + h * 1.1, barWidth, h * 0.75);
    const double barBlockBottom = l.colourBar.bottom() + style.em(0.4) + h * 2.5;
    if (l.colourBar.right() + h * 2.5 + keyRoom <= target.right() + 1)
        l.key = QRectF(l.colourBar.right() + h * 2.5, gridBottom + h * 0.9, keyRoom, h * 3.6);
    else
        l.key = QRectF(std::max(target.left(), std::min(barLeft, target.right() - keyRoom)), barBlockBottom + h * 0.4,
                       std::min(keyRoom, target.width()), h * 3.2);
    l.bottom = std::max(barBlockBottom, l.key.bottom());
    return l;
}

double EffectSizeGridFigure::heightForWidth(double width, const FigureStyle &style) const
{
    return layout(QRectF(0, 0, width, 1e6), style).bottom + style.em(0.5);
}

QRectF EffectSizeGridFigure::cellRect(const Layout &l, int row, int column) const
{
    if (row < 0 || row >= l.rowTop.size() || column < 0 || column >= l.columnLeft.size())
        return {};
    return QRectF(l.columnLeft[column], l.rowTop[row], l.cellWidth, l.cellHeight);
}

std::optional<EffectSizeGridFigure::Hit> EffectSizeGridFigure::hitTest(const Layout &l, const QPointF &point) const
{
    for (qsizetype r = 0; r < l.rowTop.size(); ++r) {
        if (point.y() < l.rowTop[r] || point.y() >= l.rowTop[r] + l.cellHeight)
            continue;
        for (qsizetype c = 0; c < l.columnLeft.size(); ++c) {
            if (point.x() < l.columnLeft[c] || point.x() >= l.columnLeft[c] + l.cellWidth)
                continue;
            const double u = (point.x() - l.columnLeft[c]) / l.cellWidth;
            const double v = (point.y() - l.rowTop[r]) / l.cellHeight;
            return Hit{static_cast<int>(r), static_cast<int>(c), u + v < 1 ? RawTriangle : WhitenedTriangle};
        }
    }
    return std::nullopt;
}

QString EffectSizeGridFigure::describe(const Hit &hit) const
{
    const isoscope::WeatResult *r = result(hit.row, hit.column);
    const Row &row = m_rows[hit.row];
    const Column &column = m_columns[hit.column];
    QString text = tr("%1 · %2 (%3)").arg(row.model, column.suite, column.category);
    if (!r)
        return text + QLatin1Char('\n') + tr("Not run for this model.");
    text += QLatin1Char('\n') + QString::fromStdString(r->suiteName);
    if (r->error)
        return text + QLatin1Char('\n') + tr("Not run: %1").arg(ErrorText::describe(*r->error));
    if (m_measure != isoscope::Measure::Weat) {
        const isoscope::WeatSuite *suite = m_results ? findSuite(m_results->params, r->suiteId) : nullptr;
        text += QLatin1Char('\n') + MeasureText::shortName(m_measure) + QLatin1Char(' ')
                + MeasureText::subquery(m_measure, column.part, suite);
        const auto line = [&](const QString &space, bool whitened) {
            const auto v = measureValueOf(*r, m_measure, column.part, whitened);
            return v.value ? tr("%1: %2").arg(space, MeasureText::value(v.value))
                           : tr("%1: undefined (%2)").arg(space, MeasureText::undefinedReason(v.undefinedReason));
        };
        const bool rawFirst = hit.triangle == RawTriangle;
        text += QLatin1Char('\n') + line(rawFirst ? tr("Raw") : tr("Whitened"), !rawFirst);
        text += QLatin1Char('\n') + line(rawFirst ? tr("Whitened") : tr("Raw"), rawFirst);
        text += QLatin1Char('\n') + MeasureText::idealLine(m_measure);
        text += QLatin1Char('\n') + tr("Click to open the words of this result.");
        return text;
    }
    const auto line = [this](const QString &space, const isoscope::WeatStatistic &s) {
        QString t = s.d ? tr("%1: d = %2, p = %3").arg(space, formatNumber(*s.d, 2), formatP(s.p))
                        : tr("%1: d undefined (%2), p = %3")
                              .arg(space, ErrorText::undefinedReason(s.dUndefinedReason), formatP(s.p));
        if (s.p < m_alpha)
            t += QLatin1Char(' ') + tr("(significant at %1)").arg(formatSignificant(m_alpha, 6));
        return t;
    };
    const bool rawFirst = hit.triangle == RawTriangle;
    const QString rawLine = line(tr("Raw"), *r->raw);
    const QString whiteLine = line(tr("Whitened"), *r->whitened);
    text += QLatin1Char('\n') + (rawFirst ? rawLine : whiteLine);
    text += QLatin1Char('\n') + (rawFirst ? whiteLine : rawLine);
    text += QLatin1Char('\n') + tr("Change: %1").arg(FigureStyle::changeLabel(r->change));
    if (r->substantialShift)
        text += QLatin1Char('\n')
                + tr("Substantial shift: |d whitened − d raw| > %1")
                      .arg(formatSignificant(m_results->params.shiftThreshold, 6));
    text += QLatin1Char('\n') + tr("Click to open the words and the permutation test.");
    return text;
}

void EffectSizeGridFigure::drawCell(QPainter &painter, const QRectF &rect, const isoscope::WeatResult *r,
                                    std::size_t part, const FigureStyle &style) const
{
    // Cells keep a hairline of white between them.
    const double inset = style.pt(0.6);
    const QRectF cell = rect.adjusted(inset, inset, -inset, -inset);
    const QPolygonF upperLeft{cell.topLeft(), cell.topRight(), cell.bottomLeft()};
    const QPolygonF lowerRight{cell.topRight(), cell.bottomRight(), cell.bottomLeft()};
    const ColourScale scale = cellScale(style);
    QFont font = style.font(kCellFont);
    QFont bold = style.font(kCellFont, true);

    painter.setPen(Qt::NoPen);
    if (!r || r->error) {
        painter.setBrush(style.missingColour());
        painter.drawRect(cell);
        painter.setBrush(QBrush(style.colour(QColor(0xb0, 0xb0, 0xb0)), Qt::BDiagPattern));
        painter.drawRect(cell);
        painter.setFont(font);
        painter.setPen(style.textColour());
        const QString text = r ? tr("not run") : tr("none");
        painter.drawText(cell, Qt::AlignCenter,
                         textWidth(font, text) < cell.width() * 0.9 ? text : QStringLiteral("\u2013"));
        return;
    }
    // Each number sits in its triangle's corner, where the triangle is widest.
    const double pad = style.em(0.3) + style.pt(1);
    // Each triangle's value, its text and whether it is significant (WEAT only: the other
    // measures have no p-value).
    struct Part {
        const QPolygonF *shape;
        std::optional<double> value;
        QString text;
        bool significant;
        QPointF anchor;
        Qt::Alignment alignment;
    };
    const bool weat = m_measure == isoscope::Measure::Weat;
    const auto partOf = [&](const QPolygonF *shape, bool whitened, QPointF anchor, Qt::Alignment alignment) {
        if (weat) {
            const isoscope::WeatStatistic &s = whitened ? *r->whitened : *r->raw;
            return Part{shape, s.d, dText(s, m_alpha), s.d && s.p < m_alpha, anchor, alignment};
        }
        const auto v = measureValueOf(*r, m_measure, part, whitened).value;
        return Part{shape, v, measureText(v), false, anchor, alignment};
    };
    const Part parts[2] = {partOf(&upperLeft, false, QPointF(cell.left() + pad * 0.8, cell.top() + pad * 0.45),
                                  Qt::AlignLeft | Qt::AlignTop),
                           partOf(&lowerRight, true, QPointF(cell.right() - pad * 0.8, cell.bottom() - pad * 0.45),
                                  Qt::AlignRight | Qt::AlignBottom)};
    // A number must fit in its corner of the triangle: its far corner (x, y) inside x/w + y/h < 1;
    // a smaller font is tried before giving up. Cells too small for numbers (a narrow page) keep
    // the colours and mark significance alone; the numbers are in the tooltip and results.json.
    bool numbers = false;
    for (double size : {kCellFont, 0.72, 0.65}) {
        const QFontMetricsF metrics(style.font(size, true));
        const double right =
            pad * 0.8
            + std::max({metrics.horizontalAdvance(QStringLiteral("\u22121.00*")),
                        metrics.horizontalAdvance(parts[0].text), metrics.horizontalAdvance(parts[1].text)});
        const double bottom = pad * 0.45 + metrics.height();
        if (right / cell.width() + bottom / cell.height() < 0.98) {
            numbers = true;
            font = style.font(size);
            bold = style.font(size, true);
            break;
        }
    }
    for (const Part &part : parts) {
        const QColor fill = part.value ? scale.colour(*part.value) : style.missingColour();
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawPolygon(*part.shape);
    }
    // The diagonal, then the borders of the significant triangles, just inside their edges so
    // that the two triangles' borders and those of neighbouring cells never overlap.
    painter.setPen(QPen(Qt::white, style.pt(0.8)));
    painter.drawLine(cell.topRight(), cell.bottomLeft());
    QPen border(style.colour(QColor(0x1a, 0x1a, 0x1a)), style.pt(0.9));
    border.setJoinStyle(Qt::MiterJoin);
    painter.setBrush(Qt::NoBrush);
    for (const Part &part : parts) {
        if (part.significant) {
            const QPolygonF &t = *part.shape;
            const double in = border.widthF() / 2 + style.pt(0.4);
            // Move each vertex inwards along its angle bisector so each edge moves by `in`.
            QPolygonF inner;
            for (int k = 0; k < 3; ++k) {
                const QPointF p = t[k];
                QPointF a = t[(k + 1) % 3] - p;
                QPointF b = t[(k + 2) % 3] - p;
                a /= std::hypot(a.x(), a.y());
                b /= std::hypot(b.x(), b.y());
                const double sinHalf = std::sqrt(std::max(1e-9, (1 - (a.x() * b.x() + a.y() * b.y())) / 2));
                QPointF bisector = a + b;
                bisector /= std::hypot(bisector.x(), bisector.y());
                inner << p + bisector * (in / sinHalf);
            }
            painter.setPen(border);
            painter.drawPolygon(inner);
        }
    }
    for (const Part &part : parts) {
        const QColor fill = part.value ? scale.colour(*part.value) : style.missingColour();
        painter.setFont(part.significant ? bold : font);
        painter.setPen(textOn(fill));
        if (numbers)
            drawText(painter, part.anchor, part.alignment, part.text);
        else if (part.significant)
            drawText(painter, part.anchor, part.alignment, QStringLiteral("*"));
    }
}

void EffectSizeGridFigure::drawKey(QPainter &painter, const Layout &l, const FigureStyle &style) const
{
    const ColourScale scale = cellScale(style);
    const double labelWidth = textWidth(style.font(), QStringLiteral("\u22120.05")) + style.em(0.8);
    const int maxTicks = std::clamp(static_cast<int>(l.colourBar.width() / labelWidth) + 1, 3, 7);
    const QString barLabel =
        m_measure == isoscope::Measure::Weat
            ? tr("Effect size d (colours clipped to ±%1)").arg(formatNumber(kClip, 1))
            : tr("%1 (%2)").arg(MeasureText::shortName(m_measure), MeasureText::idealLine(m_measure));
    drawColourBar(painter, l.colourBar, scale, niceTicks(scale.low(), scale.high(), maxTicks), Qt::Horizontal, style,
                  barLabel);
    if (l.key.width() <= 0)
        return;
    const QFont font = style.font();
    const double h = QFontMetricsF(font).height();
    // A sample cell with its two halves named, and what bold means.
    const QFont small = style.font(kCellFont);
    const double pad = style.em(0.3) + style.pt(1);
    const QRectF sample(l.key.left(), l.key.top() + h * 0.2, std::max(textWidth(small, tr("whitened")) * 1.45, h * 4),
                        h * 2.5);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.colour(QColor(0xf0, 0xf0, 0xf0)));
    painter.drawPolygon(QPolygonF{sample.topLeft(), sample.topRight(), sample.bottomLeft()});
    painter.setBrush(style.colour(QColor(0xd4, 0xd4, 0xd4)));
    painter.drawPolygon(QPolygonF{sample.topRight(), sample.bottomRight(), sample.bottomLeft()});
    painter.setPen(QPen(Qt::white, style.pt(0.8)));
    painter.drawLine(sample.topRight(), sample.bottomLeft());
    painter.setFont(small);
    painter.setPen(style.textColour());
    drawText(painter, QPointF(sample.left() + pad, sample.top() + pad * 0.7), Qt::AlignLeft | Qt::AlignTop, tr("raw"));
    drawText(painter, QPointF(sample.right() - pad, sample.bottom() - pad * 0.7), Qt::AlignRight | Qt::AlignBottom,
             tr("whitened"));
    painter.setFont(font);
    const double textLeft = sample.right() + h * 0.6;
    const double width = l.key.right() - textLeft;
    const QStringList lines = keyLines();
    double y = sample.top() - h * 0.1;
    for (const QString &line : lines) {
        drawText(painter, QPointF(textLeft, y), Qt::AlignLeft | Qt::AlignTop, elided(font, line, width));
        y += h * 0.95;
    }
}

void EffectSizeGridFigure::render(QPainter &painter, const QRectF &target, const FigureStyle &style) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const Layout l = layout(target, style);
    const QFont font = style.font();
    const QFontMetricsF metrics(font);
    const double h = metrics.height();

    painter.setPen(style.textColour());
    painter.setFont(style.font(1.1, true));
    {
        double y = l.title.top();
        const double titleHeight = QFontMetricsF(painter.font()).height();
        for (const QString &line : l.titleLines) {
            drawText(painter, QPointF(l.title.left(), y), Qt::AlignLeft | Qt::AlignTop, line);
            y += titleHeight;
        }
    }

    if (m_rows.isEmpty() || m_columns.isEmpty()) {
        painter.setFont(font);
        drawText(painter, QPointF(l.title.left(), l.headerBottom), Qt::AlignLeft | Qt::AlignTop,
                 m_measure == isoscope::Measure::Weat
                     ? tr("No WEAT results to show.")
                     : tr("No %1 results to show.").arg(MeasureText::shortName(m_measure)));
        painter.restore();
        return;
    }

    // Column headers: categories over their suites, with a rule under each category.
    const double categoryY = l.title.bottom() + h * 0.5;
    QPen rule(style.axisColour(), style.lineWidth());
    // Category labels: each centred over its columns at full size where it fits. A wider one may
    // reach over the gaps and whatever its neighbours leave free, the neighbours moving aside
    // (every label still covers the middle of its columns); only then are the wider labels set
    // smaller, and as a last resort shortened. Smaller fonts share the baseline of the others.
    const QFont fullFont = style.font(1, true);
    const double baseline = categoryY + QFontMetricsF(fullFont).ascent();
    const double clearance = h * 0.5;
    const qsizetype n = m_categories.size();
    QList<double> spanLeft, spanRight;
    for (const Group &g : m_categories) {
        spanLeft.append(l.columnLeft[g.first]);
        spanRight.append(l.columnLeft[g.first + g.count - 1] + l.cellWidth);
    }
    const double low = n > 0 ? spanLeft.front() - h * 0.35 : 0;
    const double high = n > 0 ? spanRight.back() + h * 0.35 : 0;
    const double sizes[] = {1.0, 0.85, 0.75};
    QList<int> size(n, 0);
    QList<QString> labels;
    QList<double> widths(n), xs(n);
    for (const Group &g : m_categories)
        labels.append(g.label);
    const auto place = [&] {
        for (qsizetype i = 0; i < n; ++i) {
            widths[i] = textWidth(style.font(sizes[size[i]], true), labels[i]);
            xs[i] = (spanLeft[i] + spanRight[i]) / 2 - widths[i] / 2;
        }
        for (qsizetype i = 0; i < n; ++i)
            xs[i] = std::max(xs[i], i > 0 ? xs[i - 1] + widths[i - 1] + clearance : low);
        for (qsizetype i = n - 1; i >= 0; --i)
            xs[i] = std::min(xs[i], i + 1 < n ? xs[i + 1] - clearance - widths[i] : high - widths[i]);
        QList<qsizetype> bad;
        for (qsizetype i = 0; i < n; ++i) {
            const double centre = (spanLeft[i] + spanRight[i]) / 2;
            const bool apart = (i == 0 ? xs[i] >= low - 0.01 : xs[i] >= xs[i - 1] + widths[i - 1] + clearance - 0.01);
            if (!apart || xs[i] > centre + 0.01 || xs[i] + widths[i] < centre - 0.01)
                bad.append(i);
        }
        return bad;
    };
    for (int round = 0; round < 3; ++round) {
        const QList<qsizetype> bad = place();
        if (bad.isEmpty())
            break;
        // Set smaller the labels wider than their columns (those that need the room).
        bool changed = false;
        for (qsizetype i = 0; i < n; ++i)
            if (widths[i] > spanRight[i] - spanLeft[i] && size[i] + 1 < static_cast<int>(std::size(sizes))) {
                ++size[i];
                changed = true;
            }
        if (!changed) {
            for (qsizetype i = 0; i < n; ++i)
                labels[i] =
                    elided(style.font(sizes[size[i]], true), labels[i], spanRight[i] - spanLeft[i] + clearance * 0.8);
            place();
            break;
        }
    }
    for (qsizetype i = 0; i < n; ++i) {
        const Group &g = m_categories[i];
        const double left = spanLeft[i];
        const double right = spanRight[i];
        const QFont categoryFont = style.font(sizes[size[i]], true);
        painter.setFont(categoryFont);
        painter.setPen(style.textColour());
        drawText(painter, QPointF(xs[i], baseline - QFontMetricsF(categoryFont).ascent()), Qt::AlignLeft | Qt::AlignTop,
                 labels[i]);
        painter.setPen(rule);
        painter.drawLine(QPointF(left + style.pt(1), categoryY + h * 1.15),
                         QPointF(right - style.pt(1), categoryY + h * 1.15));
        QFont idFont = font;
        for (int c = g.first; c < g.first + g.count; ++c)
            if (textWidth(idFont, m_columns[c].label) > l.cellWidth * 0.95)
                idFont = style.font(0.8);
        painter.setFont(idFont);
        painter.setPen(style.textColour());
        for (int c = g.first; c < g.first + g.count; ++c)
            drawText(painter, QPointF(l.columnLeft[c] + l.cellWidth / 2, categoryY + h * 1.3),
                     Qt::AlignHCenter | Qt::AlignTop, m_columns[c].label);
    }
    // Row headers: families beside their models, with a rule along each family.
    for (const Group &g : m_families) {
        const double top = l.rowTop[g.first];
        const double bottom = l.rowTop[g.first + g.count - 1] + l.cellHeight;
        const double x = l.rowRects[g.first].left() - h * 0.45;
        painter.setPen(rule);
        painter.drawLine(QPointF(x, top + style.pt(1)), QPointF(x, bottom - style.pt(1)));
        painter.setFont(style.font(1, true));
        painter.setPen(style.textColour());
        drawText(painter, QPointF(x - h * 0.25, (top + bottom) / 2), Qt::AlignHCenter | Qt::AlignBottom,
                 elided(painter.font(), g.label, bottom - top), true);
    }
    painter.setFont(font);
    for (qsizetype r = 0; r < m_rows.size(); ++r) {
        const QRectF &name = l.rowRects[r];
        painter.setFont(font);
        painter.setPen(style.textColour());
        const QStringList lines = nameLines(font, m_rows[r].model, name.width());
        const double lineHeight = QFontMetricsF(font).height();
        double y = name.center().y() - lineHeight * static_cast<double>(lines.size()) / 2;
        for (const QString &line : lines) {
            drawText(painter, QPointF(name.right(), y), Qt::AlignRight | Qt::AlignTop, line);
            y += lineHeight;
        }
        for (qsizetype c = 0; c < m_columns.size(); ++c)
            drawCell(painter, cellRect(l, static_cast<int>(r), static_cast<int>(c)), m_cells[r][c], m_columns[c].part,
                     style);
    }
    drawKey(painter, l, style);
    painter.restore();
}

} // namespace isoscope::ui
