#include "ui/figures/beforeafterscatterfigure.h"

#include "ui/figures/figurepainting.h"
#include "ui/results/numberformat.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

constexpr int kPanels = 4;

QScatterSeries::MarkerShape chartShape(MarkerShape shape)
{
    switch (shape) {
    case MarkerShape::Triangle: return QScatterSeries::MarkerShapeTriangle;
    case MarkerShape::Square: return QScatterSeries::MarkerShapeRectangle;
    case MarkerShape::Diamond: return QScatterSeries::MarkerShapeRotatedRectangle;
    case MarkerShape::Circle:
    case MarkerShape::None: break;
    }
    return QScatterSeries::MarkerShapeCircle;
}

// Models told apart by the fill of their markers (colour is the change class, shape the family):
// the first filled, the second hollow, the third a light tint, the fourth dark, then again.
constexpr int kFills = 4;

struct MarkerFill {
    QColor fill;
    QColor border;
    double borderPt;
};

MarkerFill fillOf(int model, const QColor &colour, const FigureStyle &style)
{
    switch (model % kFills) {
    case 1: return {style.colour(Qt::white), style.colour(colour.darker(130)), 1.4};
    case 2: return {style.colour(colour.lighter(150)), style.colour(colour.darker(170)), 0.5};
    case 3: return {style.colour(colour.darker(160)), style.colour(colour.darker(250)), 0.5};
    default: break;
    }
    return {colour, style.colour(colour.darker(170)), 0.5};
}

// The suites of a panel as their ids say them: runs of the built-in W1..W10 as a range ("W6–W8"),
// every other id by itself ("W6–W8, U1"), never a range that seems to run from a built-in suite to
// a user's.
QString suiteList(const QStringList &ids)
{
    QStringList parts;
    int runStart = -1, runEnd = -1;
    QString first;
    const auto flush = [&] {
        if (runStart < 0)
            return;
        parts << (runEnd == runStart ? QStringLiteral("W%1").arg(runStart)
                                     : BeforeAfterScatterFigure::tr("W%1–W%2").arg(runStart).arg(runEnd));
        runStart = runEnd = -1;
    };
    for (const QString &id : ids) {
        bool number = false;
        const int n = id.startsWith(QLatin1Char('W')) ? id.mid(1).toInt(&number) : 0;
        if (number && runStart >= 0 && n == runEnd + 1) {
            runEnd = n;
            continue;
        }
        flush();
        if (number)
            runStart = runEnd = n;
        else
            parts << id;
    }
    flush();
    return parts.join(BeforeAfterScatterFigure::tr(", "));
}

// The models of the results, in order: the fill of their markers (filled, hollow, light, dark,
// then again), named in the legend when there are several.
QStringList modelNames(const isoscope::AnalysisResult *results)
{
    QStringList names;
    if (results)
        for (const auto &m : results->models)
            names << QString::fromStdString(m.spec.name);
    return names;
}

} // namespace

QString BeforeAfterScatterFigure::panelTitle(int panel)
{
    switch (panel) {
    case 0: return tr("Valence");
    case 1: return tr("Race");
    case 2: return tr("Gender");
    default: break;
    }
    return tr("Other");
}

int BeforeAfterScatterFigure::panelOf(const QString &category)
{
    if (category.compare(QLatin1String("Valence"), Qt::CaseInsensitive) == 0)
        return 0;
    if (category.compare(QLatin1String("Race"), Qt::CaseInsensitive) == 0)
        return 1;
    if (category.compare(QLatin1String("Gender"), Qt::CaseInsensitive) == 0)
        return 2;
    return 3;
}

MarkerShape BeforeAfterScatterFigure::shapeOf(isoscope::ModelFamily family)
{
    switch (family) {
    case isoscope::ModelFamily::Static: return MarkerShape::Circle;
    case isoscope::ModelFamily::Contextualized: return MarkerShape::Triangle;
    case isoscope::ModelFamily::Contrastive: return MarkerShape::Square;
    case isoscope::ModelFamily::Other: break;
    }
    return MarkerShape::Diamond;
}

void BeforeAfterScatterFigure::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    m_results = std::move(results);
    m_points.clear();
    for (QStringList &s : m_panelSuites)
        s.clear();
    if (!m_results)
        return;
    for (const auto &m : m_results->models)
        for (const auto &r : m.weat) {
            const QString suite = QString::fromStdString(r.suiteId);
            const QString category = QString::fromStdString(r.category);
            const int panel = panelOf(category);
            if (!m_panelSuites[panel].contains(suite))
                m_panelSuites[panel].append(suite);
            if (r.error || !r.raw || !r.whitened || !r.raw->d || !r.whitened->d)
                continue;
            const auto bounds = [](const std::optional<isoscope::EffectInterval> &in) {
                return in && in->defined() ? std::optional(std::pair(in->low, in->high)) : std::nullopt;
            };
            m_points.append(Point{QString::fromStdString(m.spec.name), suite, numberformat::categoryText(r.category),
                                  m.spec.family, r.change, *r.raw->d, *r.whitened->d, r.raw->p, r.whitened->p, panel,
                                  bounds(r.rawInterval), bounds(r.whitenedInterval)});
        }
}

bool BeforeAfterScatterFigure::hasIntervals() const
{
    return std::any_of(m_points.begin(), m_points.end(),
                       [](const Point &p) { return p.rawInterval || p.whitenedInterval; });
}

QString BeforeAfterScatterFigure::title() const
{
    return tr("Effect sizes before and after whitening");
}

AxisRange BeforeAfterScatterFigure::range() const
{
    double low = -0.5;
    double high = 1.5;
    for (const Point &p : m_points) {
        low = std::min({low, p.dRaw, p.dWhitened});
        high = std::max({high, p.dRaw, p.dWhitened});
        if (!m_errorBars)
            continue;
        for (const auto &in : {p.rawInterval, p.whitenedInterval})
            if (in) {
                low = std::min(low, in->first);
                high = std::max(high, in->second);
            }
    }
    // A margin, so that no marker sits on a frame, then whole halves.
    const double margin = (high - low) * 0.04;
    return AxisRange{std::floor((low - margin) * 2) / 2, std::ceil((high + margin) * 2) / 2, false};
}

double BeforeAfterScatterFigure::panelGap(const FigureStyle &style) const
{
    // The tick labels at the right end of one panel and the left end of the next must not meet:
    // room for half of each, with one decimal and a sign.
    return std::max(style.em(1.5), textWidth(style.font(), QStringLiteral("\u22120.0")) + style.em(0.8));
}

int BeforeAfterScatterFigure::columnsFor(double width, const FigureStyle &style) const
{
    // Four panels in a row when each can be at least 10 ems wide (a double column), else two by two.
    return width >= (style.em(10) + panelGap(style)) * kPanels + style.em(5) ? kPanels : 2;
}

int BeforeAfterScatterFigure::columnsFor(const QRectF &rect, const FigureStyle &style) const
{
    // Whichever arrangement gives the larger panels in this rectangle.
    const AxisRange r = range();
    const PanelText text{QStringLiteral("X"), QStringLiteral("X"), QStringLiteral("X"), true, true};
    const double h = QFontMetricsF(style.font()).height();
    const double fixedWidth = leftRoom(r, text, style) + style.em(1);
    const double fixedHeight = topRoom(text, style) + bottomRoom(text, style);
    double best = 0;
    int bestColumns = columnsFor(rect.width(), style);
    for (int columns : {kPanels, 2}) {
        const int rows = kPanels / columns;
        const double byWidth = (rect.width() - fixedWidth - panelGap(style) * (columns - 1)) / columns;
        const double byHeight = (rect.height() - h * 3.5) / rows - fixedHeight;
        const double side = std::min(byWidth, byHeight);
        if (side > best * 1.02) {
            best = side;
            bestColumns = columns;
        }
    }
    return bestColumns;
}

double BeforeAfterScatterFigure::heightForWidth(double width, const FigureStyle &style) const
{
    const int columns = columnsFor(width, style);
    const int rows = kPanels / columns;
    const AxisRange r = range();
    const PanelText text{QStringLiteral("X"), QStringLiteral("X"), QStringLiteral("X"), true, true};
    const double left = leftRoom(r, text, style);
    const double gap = panelGap(style);
    const double plot = (width - style.em(1) - left - gap * (columns - 1)) / columns;
    const double h = QFontMetricsF(style.font()).height();
    const FigureLegend legend(legendEntries(style), style, width - style.em(1));
    return rows * (topRoom(text, style) + plot + bottomRoom(text, style)) + h * 0.3 + legend.boundingRect().height()
           + style.em(1.2);
}

QString BeforeAfterScatterFigure::describe(const Point &p) const
{
    const double alpha = m_results ? m_results->params.alpha : 0.05;
    const auto star = [alpha](double pv) { return pv < alpha ? QStringLiteral("*") : QString(); };
    QString suiteName;
    if (m_results)
        for (const auto &m : m_results->models)
            for (const auto &r : m.weat)
                if (QString::fromStdString(r.suiteId) == p.suite)
                    suiteName = QString::fromStdString(r.suiteName);
    return tr("%1 · %2 (%3)").arg(p.model, p.suite, p.category) + QLatin1Char('\n') + suiteName + QLatin1Char('\n')
           + tr("Raw d = %1%2 (p = %3)").arg(formatNumber(p.dRaw, 2), star(p.pRaw), formatP(p.pRaw)) + QLatin1Char('\n')
           + tr("Whitened d = %1%2 (p = %3)").arg(formatNumber(p.dWhitened, 2), star(p.pWhitened), formatP(p.pWhitened))
           + QLatin1Char('\n') + intervalText(p)
           + tr("%1, %2 model").arg(FigureStyle::changeLabel(p.change), FigureStyle::familyLabel(p.family))
           + QLatin1Char('\n') + tr("Click to open the words and the permutation test.");
}

QString BeforeAfterScatterFigure::intervalText(const Point &p) const
{
    if (!m_results || (!p.rawInterval && !p.whitenedInterval))
        return {};
    const auto bounds = [](const std::optional<std::pair<double, double>> &in) {
        return in ? numberformat::interval(formatNumber(in->first, 2), formatNumber(in->second, 2)) : tr("undefined");
    };
    return tr("%1 bootstrap CI: raw %2, whitened %3")
               .arg(confidenceLabel(), bounds(p.rawInterval), bounds(p.whitenedInterval))
           + QLatin1Char('\n');
}

QString BeforeAfterScatterFigure::confidenceLabel() const
{
    const double confidence = m_results ? m_results->params.confidence : 0.95;
    return numberformat::percent(confidence);
}

QList<FigureLegend::Entry> BeforeAfterScatterFigure::legendEntries(const FigureStyle &style) const
{
    // Change classes by colour, families by shape (the paper's three, and "other" when present).
    using isoscope::SignificanceChange;
    QList<FigureLegend::Entry> entries;
    FigureLegend::Entry heading;
    heading.heading = true;
    heading.label = tr("Change:");
    entries.append(heading);
    for (SignificanceChange c :
         {SignificanceChange::Disappearing, SignificanceChange::Stable, SignificanceChange::Emerging}) {
        FigureLegend::Entry e;
        e.label = FigureStyle::changeLabel(c);
        e.marker = MarkerShape::Circle;
        e.markerColour = style.changeColour(c);
        entries.append(e);
    }
    // Only the families of the study's models.
    heading.label = tr("Family:");
    entries.append(heading);
    QList<isoscope::ModelFamily> families;
    for (isoscope::ModelFamily f : {isoscope::ModelFamily::Static, isoscope::ModelFamily::Contextualized,
                                    isoscope::ModelFamily::Contrastive, isoscope::ModelFamily::Other})
        if (std::any_of(m_points.begin(), m_points.end(), [f](const Point &p) { return p.family == f; }))
            families.append(f);
    for (isoscope::ModelFamily f : families) {
        FigureLegend::Entry e;
        e.label = FigureStyle::familyLabel(f);
        e.marker = shapeOf(f);
        e.markerColour = style.colour(QColor(0x8c, 0x8c, 0x8c));
        entries.append(e);
    }
    // The models by the fill of their markers.
    const QStringList models = modelNames(m_results.get());
    if (models.size() > 1) {
        heading.label = tr("Model:");
        entries.append(heading);
        for (int i = 0; i < models.size(); ++i) {
            const MarkerFill fill = fillOf(i, style.colour(QColor(0x8c, 0x8c, 0x8c)), style);
            FigureLegend::Entry e;
            e.label = models[i];
            e.marker = MarkerShape::Circle;
            e.markerColour = fill.fill;
            e.markerBorder = fill.border;
            entries.append(e);
        }
    }
    if (m_errorBars && hasIntervals()) {
        FigureLegend::Entry bars;
        bars.label = tr("bars: %1 bootstrap CI").arg(confidenceLabel());
        bars.line = QPen(style.colour(QColor(0x8c, 0x8c, 0x8c)), style.pt(0.8));
        entries.append(bars);
    }
    return entries;
}

ChartScene BeforeAfterScatterFigure::build(QGraphicsScene &scene, const QRectF &page, const FigureStyle &style) const
{
    ChartScene built;
    const QRectF rect = page.adjusted(style.em(0.5), style.em(0.5), -style.em(0.5), -style.em(0.5));
    const double h = QFontMetricsF(style.font()).height();
    const int columns = columnsFor(page, style);
    const int rows = kPanels / columns;

    auto *legend = new FigureLegend(legendEntries(style), style, rect.width());
    scene.addItem(legend);
    built.legend = legend;

    const AxisRange full = range();
    const AxisRange x = windowed(full, Qt::Horizontal);
    const AxisRange y = windowed(full, Qt::Vertical);
    const PanelText probe{QStringLiteral("X"), tr("Raw d"), tr("Whitened d"), true, true};
    const double left = leftRoom(y, probe, style);
    const double gap = panelGap(style);
    const double top = topRoom(probe, style);
    const double bottom = bottomRoom(probe, style);
    const double legendHeight = legend->boundingRect().height() + h * 0.9;
    const double byWidth = (rect.width() - left - gap * (columns - 1)) / columns;
    const double byHeight = (rect.height() - legendHeight) / rows - top - bottom;
    const double side = std::max(10.0, std::min(byWidth, byHeight));
    const double blockWidth = left + columns * side + (columns - 1) * gap;
    const double x0 = rect.left() + std::max(0.0, (rect.width() - blockWidth) / 2);

    for (int p = 0; p < kPanels; ++p) {
        const int row = p / columns;
        const int column = p % columns;
        const QRectF plot(x0 + left + column * (side + gap), rect.top() + row * (top + side + bottom) + top, side,
                          side);
        QString title = panelTitle(p);
        if (!m_panelSuites[p].isEmpty())
            title += tr(" (%1)").arg(suiteList(m_panelSuites[p]));
        const PanelText text{title, tr("Raw d"), column == 0 ? tr("Whitened d") : QString(), true, column == 0};
        built.panels.append(addPanel(scene, plot, x, y, text, style));
        const ChartPanel &panel = built.panels.back();

        // y = x, under the points.
        auto *diagonal = new QLineSeries;
        QPen dashed(style.colour(QColor(0x77, 0x77, 0x77)), style.pt(0.8), Qt::DashLine);
        diagonal->setPen(dashed);
        diagonal->append(full.low, full.low);
        diagonal->append(full.high, full.high);
        attach(panel, diagonal);

        // Error bars under the markers: the raw interval across, the whitened one up, thin, in the
        // point's colour.
        if (m_errorBars)
            for (const Point &point : m_points) {
                if (point.panel != p)
                    continue;
                const QPen pen(style.colour(style.changeColour(point.change).darker(130)), style.pt(0.8));
                const auto bar = [&](QPointF from, QPointF to) {
                    auto *series = new QLineSeries;
                    series->setPen(pen);
                    series->append(from);
                    series->append(to);
                    attach(panel, series);
                };
                if (point.rawInterval)
                    bar(QPointF(point.rawInterval->first, point.dWhitened),
                        QPointF(point.rawInterval->second, point.dWhitened));
                if (point.whitenedInterval)
                    bar(QPointF(point.dRaw, point.whitenedInterval->first),
                        QPointF(point.dRaw, point.whitenedInterval->second));
            }

        // One series per change class, family and model, so each has its colour, shape and fill.
        const QStringList models = modelNames(m_results.get());
        for (SignificanceChange c : {SignificanceChange::Stable, SignificanceChange::Emerging,
                                     SignificanceChange::Disappearing, SignificanceChange::Undefined}) {
            for (isoscope::ModelFamily f : {isoscope::ModelFamily::Static, isoscope::ModelFamily::Contextualized,
                                            isoscope::ModelFamily::Contrastive, isoscope::ModelFamily::Other}) {
                for (int m = 0; m < models.size(); ++m) {
                    QScatterSeries *series = nullptr;
                    for (const Point &point : m_points) {
                        if (point.panel != p || point.change != c || point.family != f || point.model != models[m])
                            continue;
                        if (!series) {
                            const MarkerFill fill = fillOf(models.size() > 1 ? m : 0, style.changeColour(c), style);
                            series = new QScatterSeries;
                            series->setMarkerShape(chartShape(shapeOf(f)));
                            series->setMarkerSize(style.em(0.95));
                            series->setColor(fill.fill);
                            series->setBorderColor(fill.border);
                            series->setPen(QPen(fill.border, style.pt(fill.borderPt)));
                        }
                        series->append(point.dRaw, point.dWhitened);
                        built.marks.append(ChartMark{p, QPointF(point.dRaw, point.dWhitened), QRectF(), describe(point),
                                                     point.model, point.suite});
                    }
                    if (series)
                        attach(panel, series);
                }
            }
        }
    }
    const double gridBottom = rect.top() + rows * (top + side + bottom);
    const double legendWidth = legend->boundingRect().width();
    const double legendX = std::clamp(x0 + left + (blockWidth - left - legendWidth) / 2, rect.left(),
                                      std::max(rect.left(), rect.right() - legendWidth));
    legend->setPos(legendX, gridBottom + h * 0.3);
    return built;
}

} // namespace isoscope::ui
