#include "ui/report/reportdocument.h"

#include "ui/report/references.h"
#include "ui/report/reportdocument_p.h"

#include <QtGlobal>

#include <algorithm>

namespace isoscope::ui {

QString ReportOptions::tableKey(ReportTable table)
{
    switch (table) {
    case ReportTable::Anisotropy: return QStringLiteral("anisotropy");
    case ReportTable::Similarity: return QStringLiteral("similarity");
    case ReportTable::Weat: return QStringLiteral("weat");
    }
    return {};
}

QString ReportOptions::figureKey(ReportFigure figure)
{
    switch (figure) {
    case ReportFigure::Heatmap: return QStringLiteral("heatmap");
    case ReportFigure::ExplainedVariance: return QStringLiteral("explained-variance");
    case ReportFigure::EigenvalueSpectrum: return QStringLiteral("eigenvalue-spectrum");
    case ReportFigure::EffectSizeGrid: return QStringLiteral("grid");
    case ReportFigure::BeforeAfterScatter: return QStringLiteral("scatter");
    }
    return {};
}

QList<ReportTable> ReportOptions::allTables()
{
    return {ReportTable::Anisotropy, ReportTable::Similarity, ReportTable::Weat};
}

QList<ReportFigure> ReportOptions::allFigures()
{
    return {ReportFigure::Heatmap, ReportFigure::ExplainedVariance, ReportFigure::EigenvalueSpectrum,
            ReportFigure::EffectSizeGrid, ReportFigure::BeforeAfterScatter};
}

QStringList ReportOptions::languages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")};
}

QString ReportDocument::Private::cite(std::initializer_list<const char *> keys, bool parenthesised) const
{
    QStringList parts;
    for (const char *key : keys) {
        if (std::find_if(cited.begin(), cited.end(), [&](const char *k) { return qstrcmp(k, key) == 0; })
            == cited.end())
            cited.push_back(key);
        parts.append(reference(QString::fromLatin1(key)).inText);
    }
    const QString text = parts.join(QStringLiteral("; "));
    return QStringLiteral("<span class=\"cite\">%1</span>")
        .arg(parenthesised ? QStringLiteral("(") + text + QStringLiteral(")") : text);
}

QString ReportDocument::Private::citeNarrative(const char *key) const
{
    if (std::find_if(cited.begin(), cited.end(), [&](const char *k) { return qstrcmp(k, key) == 0; }) == cited.end())
        cited.push_back(key);
    return QStringLiteral("<span class=\"cite\">%1</span>").arg(reference(QString::fromLatin1(key)).narrative);
}

QString ReportDocument::Private::list(const QStringList &items) const
{
    if (items.size() <= 1)
        return items.join(QString());
    if (items.size() == 2)
        return t(QT_TRANSLATE_NOOP("ReportText", "%1 and %2")).arg(items[0], items[1]);
    QString head = items.mid(0, items.size() - 1).join(t(QT_TRANSLATE_NOOP("ReportText", ", ")));
    return t(QT_TRANSLATE_NOOP("ReportText", "%1, and %2")).arg(head, items.last());
}

QString ReportDocument::Private::changeName(SignificanceChange change) const
{
    switch (change) {
    case SignificanceChange::Stable: return t(QT_TRANSLATE_NOOP("ReportText", "Stable"));
    case SignificanceChange::Disappearing: return t(QT_TRANSLATE_NOOP("ReportText", "Disappearing"));
    case SignificanceChange::Emerging: return t(QT_TRANSLATE_NOOP("ReportText", "Emerging"));
    case SignificanceChange::Undefined: break;
    }
    return t(QT_TRANSLATE_NOOP("ReportText", "Undefined"));
}

QString ReportDocument::Private::build(FigureMode mode) const
{
    cited.clear();
    tableNumber = 0;
    figureNumber = 0;
    appendixNumber = 1;
    pictures.clear();
    drawError.clear();
    QString body = title() + methods() + summary();
    // Table numbers are the paper's: Table 2 anisotropy, Table 3 similarity, Table A1 WEAT.
    if (options.tables.contains(ReportTable::Anisotropy))
        body += anisotropyTable();
    if (options.tables.contains(ReportTable::Similarity))
        body += similarityTable();
    if (options.tables.contains(ReportTable::Weat))
        body += weatTable();
    body += measuresTables(); // Tables A2-A6, when the results hold other measures
    body += mleatTables();    // and ML-EAT's levels 2 and 3, when they hold them
    body += figures(mode);
    body += referenceList();
    return body;
}

QString ReportDocument::Private::referenceList() const
{
    std::vector<const char *> keys = cited;
    std::sort(keys.begin(), keys.end(), [](const char *a, const char *b) {
        return reference(QString::fromLatin1(a))
                   .entry.compare(reference(QString::fromLatin1(b)).entry, Qt::CaseInsensitive)
               < 0;
    });
    QString html = QStringLiteral("<h2>%1</h2>\n").arg(t(QT_TRANSLATE_NOOP("ReportText", "References")));
    for (const char *key : keys)
        html += QStringLiteral("<p class=\"reference\">%1</p>\n").arg(reference(QString::fromLatin1(key)).entry);
    return html;
}

ReportDocument::ReportDocument(std::shared_ptr<const isoscope::AnalysisResult> results, ReportOptions options)
    : d(std::make_unique<Private>())
{
    d->results = std::move(results);
    setOptions(options);
}

void ReportDocument::setOptions(const ReportOptions &options)
{
    d->options = options;
    d->locale = QLocale(QLocale::English, QLocale::UnitedStates);
    if (d->options.language == QLatin1String("de"))
        d->locale = QLocale(QLocale::German, QLocale::Germany);
    else if (d->options.language == QLatin1String("zh_CN"))
        d->locale = QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    d->translated = d->options.language != QLatin1String("en")
                    && d->translator.load(QStringLiteral("isoscope_") + d->options.language, QStringLiteral(":/i18n"));
}

const ReportOptions &ReportDocument::options() const
{
    return d->options;
}

ReportDocument::~ReportDocument() = default;

QString ReportDocument::text(const char *source) const
{
    return d->t(source);
}

QString ReportDocument::bibtex() const
{
    d->build(FigureMode::Placeholders);
    std::vector<const char *> keys = d->cited;
    std::sort(keys.begin(), keys.end(), [](const char *a, const char *b) { return qstrcmp(a, b) < 0; });
    QString text;
    for (const char *key : keys)
        text += reference(QString::fromLatin1(key)).bibtex + QLatin1Char('\n');
    return text;
}

} // namespace isoscope::ui
