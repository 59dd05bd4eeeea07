#include "ui/report/reportdocument.h"

#include "core/analysis/results.h"
#include "core/analysis/warnings.h"
#include "isoscope/version.h"
#include "ui/common/escape.h"
#include "ui/common/language.h"
#include "ui/figures/figure.h"
#include "ui/figures/figureexporter.h"
#include "ui/figures/studyfigures.h"
#include "ui/report/references.h"
#include "ui/results/numberformat.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentWriter>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>
#include <QTranslator>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <numeric>
#include <set>

namespace isoscope::ui {

namespace {

constexpr char kContext[] = "ReportText";
const QChar kMinus(0x2212);

// The published source of a model, recognised from the name the user gave it or its file's name.
const char *modelSourceKey(const isoscope::ModelSpec &spec)
{
    const QString name =
        (QString::fromStdString(spec.name) + QLatin1Char(' ') + QString::fromStdString(spec.path.filename().string()))
            .toLower();
    if (name.contains(QLatin1String("glove")))
        return "pennington2014";
    if (name.contains(QLatin1String("word2vec")) || name.contains(QLatin1String("googlenews")))
        return "mikolov2013";
    if (name.contains(QLatin1String("fasttext")) || name.contains(QLatin1String("crawl-300d"))
        || name.contains(QLatin1String("wiki-news")) || name.contains(QLatin1String("cc.en.300")))
        return "bojanowski2017";
    return nullptr;
}

const char *benchmarkKey(const std::string &benchmark)
{
    const QString name = QString::fromStdString(benchmark).toLower();
    if (name.startsWith(QLatin1String("wordsim")))
        return "finkelstein2002";
    if (name.startsWith(QLatin1String("simlex")))
        return "hill2015";
    if (name.startsWith(QLatin1String("sts")))
        return "cer2017";
    return nullptr;
}

QString figureKind(const FigureJob &job)
{
    return job.model ? QStringLiteral("heatmap") : job.fileName;
}

} // namespace

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

struct ReportDocument::Private {
    std::shared_ptr<const isoscope::AnalysisResult> results;
    ReportOptions options;
    QTranslator translator;
    bool translated = false;
    QLocale locale;
    // The figures, drawn once: inline SVG text and the picture.
    struct Drawn {
        QString svg;
        QImage picture;
    };
    mutable std::map<QString, Drawn> drawn;
    mutable QString drawError;

    // Filled while the HTML is built.
    mutable std::vector<const char *> cited;
    mutable int tableNumber = 0;
    mutable int figureNumber = 0;
    mutable int appendixNumber = 1;                           ///< the last Table A number given (A1 is WEAT's)
    mutable std::vector<std::pair<QString, QImage>> pictures; ///< resource name, picture

    QString t(const char *source) const
    {
        if (translated) {
            const QString text = translator.translate(kContext, source);
            if (!text.isEmpty())
                return text;
        }
        return QString::fromUtf8(source);
    }

    // Numbers. Every number that comes from results.json is marked with its JSON pointer and the
    // format it is written in (tests/reference/report_reference.py reads both).
    QString signs(QString text) const
    {
        text.replace(QLatin1Char('-'), kMinus);
        return text;
    }
    QString fixed(double v, int decimals, bool leadingZero) const
    {
        const double scale = std::pow(10.0, decimals);
        if (std::round(std::abs(v) * scale) == 0)
            v = 0; // no "-0.00"
        QString text = locale.toString(v, 'f', decimals);
        if (!leadingZero) {
            const QString zero = QStringLiteral("0") + locale.decimalPoint();
            if (text.startsWith(zero))
                text.remove(0, 1);
            else if (text.startsWith(QLatin1Char('-') + zero))
                text.remove(1, 1);
        }
        return signs(text);
    }
    QString span(const QString &pointer, const char *format, const QString &text) const
    {
        return QStringLiteral("<span data-json=\"%1\" data-format=\"%2\">%3</span>")
            .arg(pointer, QLatin1String(format), text);
    }
    /// d, two decimals.
    QString d2(const QString &pointer, double v) const { return span(pointer, "d2", fixed(v, 2, true)); }
    /// A statistic that cannot exceed 1 (rho, cosine, proportion): two decimals, no leading zero.
    QString r2(const QString &pointer, double v) const { return span(pointer, "r2", fixed(v, 2, false)); }
    QString p3(const QString &pointer, double p) const
    {
        const isoscope::PValueText parts = isoscope::pValueText(p, isoscope::PValueStyle::Apa);
        const QString digits = numberformat::decimal(parts.fixed, locale);
        return span(pointer, "p", parts.below ? QStringLiteral("&lt;&nbsp;") + digits : digits);
    }
    QString integer(const QString &pointer, qulonglong n) const { return span(pointer, "int", locale.toString(n)); }
    /// A setting as written (epsilon, alpha, thresholds): the shortest form.
    QString plain(const QString &pointer, double v) const
    {
        return span(pointer, "g", signs(locale.toString(v, 'g', 12)));
    }
    /// A fraction as a percentage (confidence 0.95: 95).
    QString percent(const QString &pointer, double v) const
    {
        return span(pointer, "pct", locale.toString(v * 100, 'g', 12));
    }
    /// A setting below 1 (alpha): the shortest form, without the leading zero (.05).
    QString unit(const QString &pointer, double v) const
    {
        QString text = locale.toString(v, 'g', 12);
        if (text.startsWith(QStringLiteral("0") + locale.decimalPoint()))
            text.remove(0, 1);
        return span(pointer, "u", text);
    }
    QString name(const QString &text) const { return QStringLiteral("<span class=\"name\">%1</span>").arg(text); }
    QString name(const std::string &text) const { return name(escape::xml(text)); }
    QString formula(const QString &text) const { return QStringLiteral("<span class=\"formula\">%1</span>").arg(text); }

    QString cite(std::initializer_list<const char *> keys, bool parenthesised = true) const
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

    QString list(const QStringList &items) const
    {
        if (items.size() <= 1)
            return items.join(QString());
        if (items.size() == 2)
            return t(QT_TRANSLATE_NOOP("ReportText", "%1 and %2")).arg(items[0], items[1]);
        QString head = items.mid(0, items.size() - 1).join(t(QT_TRANSLATE_NOOP("ReportText", ", ")));
        return t(QT_TRANSLATE_NOOP("ReportText", "%1, and %2")).arg(head, items.last());
    }

    QString modelPointer(std::size_t i) const { return QStringLiteral("/models/%1").arg(i); }

    QString changeName(SignificanceChange change) const
    {
        switch (change) {
        case SignificanceChange::Stable: return t(QT_TRANSLATE_NOOP("ReportText", "Stable"));
        case SignificanceChange::Disappearing: return t(QT_TRANSLATE_NOOP("ReportText", "Disappearing"));
        case SignificanceChange::Emerging: return t(QT_TRANSLATE_NOOP("ReportText", "Emerging"));
        case SignificanceChange::Undefined: break;
        }
        return t(QT_TRANSLATE_NOOP("ReportText", "Undefined"));
    }

    bool significant(std::optional<double> p) const { return p && *p < results->params.alpha; }

    // The sections, in order. A new table or measure is one more function here and one line in
    // build().
    QString title() const;
    QString methods() const;
    QString summary() const;
    QString anisotropyTable() const;
    QString similarityTable() const;
    QString weatTable() const;
    QString figures(FigureMode mode) const;
    QString referenceList() const;
    QString calibrationText() const;
    /// A reference sample in words; model: the index of a model that uses it (for its size).
    QString referenceSampleText(const ReferenceSpec &r, std::size_t model, bool own) const;
    QString sentenceSimilarityText(const std::string &benchmark) const;
    std::vector<Measure> otherMeasures() const;
    QStringList measuresText() const;
    QStringList debiasText() const;
    QString measuresTables() const;
    bool hasLevels() const;
    QString mleatTables() const;
    QString tableHead(const QString &label, const QString &title) const;

    QString build(FigureMode mode) const
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

    bool drawFigure(const FigureJob &job, FigureMode mode, Drawn *out) const;
};

QString ReportDocument::Private::title() const
{
    return QStringLiteral("<h1>%1</h1>")
        .arg(t(QT_TRANSLATE_NOOP("ReportText", "Calibrated WEAT: methods, results and references")));
}

QString ReportDocument::Private::calibrationText() const
{
    const auto &c = results->params.calibration;
    switch (c.kind) {
    case CalibrationKind::Zca:
        return t(QT_TRANSLATE_NOOP("ReportText", "ZCA whitening (%1)"))
            .arg(formula(QStringLiteral("W = U(&Lambda; + &epsilon;I)<sup>&minus;1/2</sup>U<sup>T</sup>")));
    case CalibrationKind::Center: return t(QT_TRANSLATE_NOOP("ReportText", "mean centring"));
    case CalibrationKind::AllButTheTop:
        return t(QT_TRANSLATE_NOOP("ReportText", "removal of the mean and the top principal components "
                                                 "(all-but-the-top, %1)"))
            .arg(cite({"mu2018"}, false));
    case CalibrationKind::Pca: return t(QT_TRANSLATE_NOOP("ReportText", "PCA whitening"));
    }
    return {};
}

QString ReportDocument::Private::referenceSampleText(const ReferenceSpec &r, std::size_t model, bool own) const
{
    const QString requested = QStringLiteral("/models/%1/reference/requested").arg(model);
    const std::size_t size = model < results->models.size() ? results->models[model].referenceRequested : r.size;
    switch (r.mode) {
    case ReferenceMode::Top:
        return t(QT_TRANSLATE_NOOP("ReportText", "the %1 most frequent words of each model"))
            .arg(integer(requested, size));
    case ReferenceMode::Random:
        return t(QT_TRANSLATE_NOOP("ReportText", "%1 words drawn at random from each model's vocabulary"))
            .arg(integer(requested, size));
    case ReferenceMode::WordList:
        return t(QT_TRANSLATE_NOOP("ReportText", "the words listed in %1")).arg(name(r.path.filename().string()));
    case ReferenceMode::Vectors:
        return t(QT_TRANSLATE_NOOP("ReportText", "the separate vectors of %1")).arg(name(r.path.filename().string()));
    case ReferenceMode::Embedded:
        return own ? t(QT_TRANSLATE_NOOP("ReportText",
                                         "the reference vectors stored with it (for a transformer model, the "
                                         "sentences of its corpus)"))
                   : t(QT_TRANSLATE_NOOP("ReportText", "the reference vectors stored with each model"));
    }
    return {};
}

namespace {

// The measures beside WEAT, with their source and the pointer of a value in results.json.
struct MeasureInfo {
    Measure measure;
    const char *reference;
    const char *title;
    const char *json;  ///< under /weat/k/measures/SPACE/
    const char *value; ///< the member holding the value
    const char *note;  ///< what the value is; %1 is its value of no bias
    const char *ideal;
};

const MeasureInfo kMeasures[] = {
    {Measure::Rnd, "garg2018", QT_TRANSLATE_NOOP("ReportText", "Relative Norm Distance (RND), Raw and Whitened"), "rnd",
     "value",
     QT_TRANSLATE_NOOP("ReportText", "Mean over the attribute words of their distance to the mean of X minus their "
                                     "distance to the mean of Y; %1 is no bias, positive: the attribute is nearer Y."),
     "0"},
    {Measure::Mac, "manzini2019",
     QT_TRANSLATE_NOOP("ReportText", "Mean Average Cosine Distance (MAC), Raw and Whitened"), "mac", "value",
     QT_TRANSLATE_NOOP("ReportText", "Mean cosine distance of the target words to the words of A and of B; %1 "
                                     "(orthogonal on average) is no bias."),
     "1"},
    {Measure::Ect, "dev2019", QT_TRANSLATE_NOOP("ReportText", "Embedding Coherence Test (ECT), Raw and Whitened"),
     "ect", "spearman",
     QT_TRANSLATE_NOOP("ReportText", "Spearman correlation of the cosines of the attribute words with the mean of X "
                                     "and with the mean of Y; %1 is no bias."),
     "1"},
    {Measure::Ripa, "ethayarajh2019",
     QT_TRANSLATE_NOOP("ReportText", "Relational Inner Product Association (RIPA), Raw and Whitened"), "ripa", "value",
     QT_TRANSLATE_NOOP("ReportText", "Mean inner product of the attribute words with the unit differences of the "
                                     "pairs of X and Y (the i-th word of each); %1 is no bias, positive: the "
                                     "attribute leans to X."),
     "0"},
    {Measure::Rnsb, "sweeney2019",
     QT_TRANSLATE_NOOP("ReportText", "Relative Negative Sentiment Bias (RNSB), Raw and Whitened"), "rnsb", "divergence",
     QT_TRANSLATE_NOOP("ReportText", "Kullback-Leibler divergence from uniform of the target words' probabilities of "
                                     "B from a logistic regression of A against B; %1 is no bias."),
     "0"},
};

} // namespace

// The measures other than WEAT that the results hold, in the order of kMeasures.
std::vector<Measure> ReportDocument::Private::otherMeasures() const
{
    std::vector<Measure> found;
    for (const MeasureInfo &info : kMeasures)
        for (const WeatResult *w : results->weat())
            if (w->measures.has(info.measure)) {
                found.push_back(info.measure);
                break;
            }
    return found;
}

QStringList ReportDocument::Private::measuresText() const
{
    const std::vector<Measure> measures = otherMeasures();
    if (measures.empty())
        return {};
    QStringList named;
    for (Measure measure : measures)
        for (const MeasureInfo &info : kMeasures)
            if (info.measure == measure)
                named.append(name(std::string(measureLabel(measure))) + QStringLiteral(" ") + cite({info.reference}));
    return {t(QT_TRANSLATE_NOOP("ReportText", "Besides WEAT, the same tests were measured with %1, as WEFE defines "
                                              "them %2, on vectors scaled to unit length, raw and after the same "
                                              "calibration; RND, ECT and RIPA give two values for a test, of X and Y "
                                              "with respect to A and with respect to B, MAC and RNSB one."))
                .arg(list(named), cite({"badilla2020"}))};
}

QStringList ReportDocument::Private::debiasText() const
{
    QStringList items;
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const auto &debias = results->models[i].debias;
        if (!debias)
            continue;
        const QString p = modelPointer(i) + QStringLiteral("/debias/");
        items.append(t(QT_TRANSLATE_NOOP("ReportText", "for %1, the gender direction of %2 definitional pairs "
                                                       "(the first principal component, a share of %3 of their "
                                                       "variance), %4 pairs equalized and %5 gender-specific words "
                                                       "left as they were"))
                         .arg(name(results->models[i].spec.name),
                              span(p + QStringLiteral("definitional_pairs_used"), "count",
                                   locale.toString(qulonglong(debias->definitionalUsed.size()))),
                              r2(p + QStringLiteral("explained_variance"), debias->explainedVariance),
                              span(p + QStringLiteral("equalized_pairs"), "count",
                                   locale.toString(qulonglong(debias->equalized.size()))),
                              integer(p + QStringLiteral("gender_specific_found"), debias->genderSpecificFound)));
    }
    if (items.isEmpty())
        return {};
    return {t(QT_TRANSLATE_NOOP("ReportText", "Every model was hard-debiased %1 before it was measured, so that raw "
                                              "here means debiased: %2."))
                .arg(cite({"bolukbasi2016"}), items.join(QStringLiteral("; ")))};
}

QString ReportDocument::Private::measuresTables() const
{
    QString html;
    const QString dash = QStringLiteral("&#8212;");
    for (Measure measure : otherMeasures()) {
        const MeasureInfo *info = nullptr;
        for (const MeasureInfo &m : kMeasures)
            if (m.measure == measure)
                info = &m;
        const bool twoParts = measureParts(measure) == 2;
        html += tableHead(t(QT_TRANSLATE_NOOP("ReportText", "Table A%1")).arg(++appendixNumber), t(info->title));
        const QString raw = t(QT_TRANSLATE_NOOP("ReportText", "raw"));
        const QString whitened = t(QT_TRANSLATE_NOOP("ReportText", "whitened"));
        QString heads;
        if (twoParts)
            for (const char *set : {"A", "B"})
                heads +=
                    QStringLiteral("<th>%1</th><th>%2</th>")
                        .arg(
                            t(QT_TRANSLATE_NOOP("ReportText", "%1 wrt %2")).arg(raw, formula(QLatin1String(set))),
                            t(QT_TRANSLATE_NOOP("ReportText", "%1 wrt %2")).arg(whitened, formula(QLatin1String(set))));
        else
            heads = QStringLiteral("<th>%1</th><th>%2</th>").arg(raw, whitened);
        html += QStringLiteral("<table class=\"apa\" width=\"%1\" cellspacing=\"0\" cellpadding=\"3\">\n<thead><tr>"
                               "<th align=\"left\">%2</th>%3</tr></thead>\n<tbody>\n")
                    .arg(twoParts ? QStringLiteral("70%") : QStringLiteral("45%"),
                         t(QT_TRANSLATE_NOOP("ReportText", "Test")), heads);
        const int columns = twoParts ? 5 : 3;
        bool anyUndefined = false;
        std::size_t k = 0;
        for (const ModelResult &m : results->models) {
            html += QStringLiteral("<tr><td colspan=\"%1\" align=\"left\"><i>%2</i></td></tr>\n")
                        .arg(columns)
                        .arg(name(m.spec.name));
            for (const WeatResult &w : m.weat) {
                const std::size_t index = k++;
                if (!w.measures.has(measure))
                    continue;
                html += QStringLiteral("<tr><td align=\"left\">%1</td>").arg(name(w.suiteId));
                for (std::size_t part = 0; part < (twoParts ? 2u : 1u); ++part)
                    for (const auto &[space, which] :
                         {std::pair{&w.measures.raw, "raw"}, std::pair{&w.measures.whitened, "whitened"}}) {
                        const MeasureValue v = space->value(measure, part);
                        QString pointer = QStringLiteral("/weat/%1/measures/%2/%3/")
                                              .arg(index)
                                              .arg(QLatin1String(which), QLatin1String(info->json));
                        if (twoParts)
                            pointer += QString::number(part) + QLatin1Char('/');
                        pointer += QLatin1String(info->value);
                        if (!v.value)
                            anyUndefined = true;
                        html += QStringLiteral("<td align=\"right\">%1</td>")
                                    .arg(!v.value                  ? dash
                                         : measure == Measure::Ect ? r2(pointer, *v.value)
                                                                   : span(pointer, "f3", fixed(*v.value, 3, true)));
                    }
                html += QStringLiteral("</tr>\n");
            }
        }
        html += QStringLiteral("</tbody></table>\n");
        QString note = t(info->note).arg(formula(QLatin1String(info->ideal)));
        if (anyUndefined)
            note += QLatin1Char(' ')
                    + t(QT_TRANSLATE_NOOP("ReportText", "&#8212;: undefined (results.json gives the "
                                                        "reason)."));
        html += QStringLiteral("<p class=\"note\"><i>%1</i> %2</p>\n")
                    .arg(t(QT_TRANSLATE_NOOP("ReportText", "Note.")), note);
    }
    return html;
}

bool ReportDocument::Private::hasLevels() const
{
    for (const WeatResult *w : results->weat())
        if (w->raw && w->raw->levels && w->whitened && w->whitened->levels)
            return true;
    return false;
}

// ML-EAT (Wolfe et al. 2024): level 2, the effect of each target set; level 3, the mean cosines.
QString ReportDocument::Private::mleatTables() const
{
    if (!hasLevels())
        return {};
    const QString dash = QStringLiteral("&#8212;");
    const QString raw = t(QT_TRANSLATE_NOOP("ReportText", "raw"));
    const QString whitened = t(QT_TRANSLATE_NOOP("ReportText", "whitened"));
    const auto table = [&](const QString &title, const QStringList &heads, const auto &cells, const QString &note) {
        QString html = tableHead(t(QT_TRANSLATE_NOOP("ReportText", "Table A%1")).arg(++appendixNumber), title);
        QString head;
        for (const QString &h : heads)
            head += QStringLiteral("<th>%1</th>").arg(h);
        html += QStringLiteral("<table class=\"apa\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">\n<thead><tr>"
                               "<th align=\"left\">%1</th>%2</tr></thead>\n<tbody>\n")
                    .arg(t(QT_TRANSLATE_NOOP("ReportText", "Test")), head);
        std::size_t k = 0;
        for (const ModelResult &m : results->models) {
            html += QStringLiteral("<tr><td colspan=\"%1\" align=\"left\"><i>%2</i></td></tr>\n")
                        .arg(heads.size() + 1)
                        .arg(name(m.spec.name));
            for (const WeatResult &w : m.weat) {
                const QString p = QStringLiteral("/weat/%1/").arg(k++);
                if (!(w.raw && w.raw->levels && w.whitened && w.whitened->levels))
                    continue;
                html += QStringLiteral("<tr><td align=\"left\">%1</td>%2</tr>\n").arg(name(w.suiteId), cells(w, p));
            }
        }
        html += QStringLiteral("</tbody></table>\n<p class=\"note\"><i>%1</i> %2</p>\n")
                    .arg(t(QT_TRANSLATE_NOOP("ReportText", "Note.")), note);
        return html;
    };

    const auto spaces = {std::pair{&WeatResult::raw, "raw"}, std::pair{&WeatResult::whitened, "whitened"}};
    QStringList heads;
    for (const char *set : {"X", "Y"})
        for (const QString &space : {raw, whitened})
            heads << QStringLiteral("<i>e</i><sub>%1</sub> %2").arg(QLatin1String(set), space)
                  << QStringLiteral("<i>p</i>");
    const auto levelTwo = [&](const WeatResult &w, const QString &p) {
        QString cells;
        for (const char *set : {"X", "Y"})
            for (const auto &[statistic, space] : spaces) {
                const MultilevelEat &levels = *((w.*statistic)->levels);
                const LevelTwoEffect &e = set[0] == 'X' ? levels.x : levels.y;
                const QString base = p + QLatin1String(space) + QStringLiteral("/mleat/level2/") + QLatin1String(set);
                cells += QStringLiteral("<td align=\"right\">%1%2</td><td align=\"right\">%3</td>")
                             .arg(e.effect ? d2(base + QStringLiteral("/effect"), *e.effect) : dash,
                                  e.effect && e.p < results->params.alpha ? QStringLiteral("*") : QString(),
                                  p3(base + QStringLiteral("/p"), e.p));
            }
        return cells;
    };
    QString html = table(
        t(QT_TRANSLATE_NOOP("ReportText", "ML-EAT Level 2: Effect of Each Target Set, Raw and Whitened")), heads,
        levelTwo,
        t(QT_TRANSLATE_NOOP("ReportText", "e: the effect size of A against B over the attribute words' mean cosines "
                                          "with the target set; p: permutation test over the attribute words, "
                                          "unadjusted, for X in WEAT's direction (A closer), for Y the other (B "
                                          "closer). * p &lt; %1; &#8212;: undefined."))
            .arg(unit(QStringLiteral("/conventions/alpha"), results->params.alpha)));

    heads.clear();
    for (CosineBlockId id : kCosineBlocks)
        for (const QString &space : {raw, whitened})
            heads << QStringLiteral("%1 %2").arg(
                formula(QString::fromLatin1(cosineBlockName(id).data(), qsizetype(cosineBlockName(id).size()))), space);
    const auto levelThree = [&](const WeatResult &w, const QString &p) {
        QString cells;
        for (CosineBlockId id : kCosineBlocks)
            for (const auto &[statistic, space] : spaces) {
                const QString block =
                    QString::fromLatin1(cosineBlockName(id).data(), qsizetype(cosineBlockName(id).size()));
                cells += QStringLiteral("<td align=\"right\">%1</td>")
                             .arg(r2(p + QLatin1String(space) + QStringLiteral("/mleat/level3/") + block
                                         + QStringLiteral("/mean"),
                                     (w.*statistic)->levels->block(id).mean));
            }
        return cells;
    };
    html += table(t(QT_TRANSLATE_NOOP("ReportText", "ML-EAT Level 3: Mean Cosine of Each Target Set With Each "
                                                    "Attribute Set, Raw and Whitened")),
                  heads, levelThree,
                  t(QT_TRANSLATE_NOOP("ReportText", "XA: the mean cosine of the words of X with those of A, and so "
                                                    "on.")));
    return html;
}

// A sentence benchmark (STS-B): how each model represented a sentence, on which split.
QString ReportDocument::Private::sentenceSimilarityText(const std::string &benchmark) const
{
    QStringList bagOfWords;
    QStringList given;
    QStringList notMeasured;
    QString split;
    for (const ModelResult &m : results->models)
        for (const SimilarityResult &s : m.similarity) {
            if (s.benchmark != benchmark)
                continue;
            split = name(s.split);
            switch (s.method) {
            case SimilarityMethod::BagOfWords: bagOfWords.append(name(m.spec.name)); break;
            case SimilarityMethod::SentenceVectors:
                given.append(t(QT_TRANSLATE_NOOP("ReportText", "the sentence vectors of %1 for %2"))
                                 .arg(name(std::filesystem::path(s.sentenceVectorsFile).filename().string()),
                                      name(m.spec.name)));
                break;
            case SimilarityMethod::None: notMeasured.append(name(m.spec.name)); break;
            case SimilarityMethod::WordCosine: break;
            }
        }
    QStringList how;
    if (!bagOfWords.isEmpty())
        how.append(t(QT_TRANSLATE_NOOP("ReportText", "the mean of its words' vectors for %1")).arg(list(bagOfWords)));
    how += given;
    const char *key = benchmarkKey(benchmark);
    QString text =
        t(QT_TRANSLATE_NOOP("ReportText", "Sentence similarity on %1 (its %2 split) is the Spearman "
                                          "correlation between human ratings and the cosine similarity of "
                                          "the two sentences of a pair, each sentence represented by %3; a "
                                          "pair was used when both its sentences had a vector."))
            .arg(key ? name(benchmark) + QStringLiteral(" ") + cite({key}) : name(benchmark), split, list(how));
    if (!notMeasured.isEmpty())
        text += QLatin1Char(' ')
                + t(QT_TRANSLATE_NOOP("ReportText", "It was not measured for %1, which is not a static model and "
                                                    "was given no sentence vectors."))
                      .arg(list(notMeasured));
    return text;
}

QString ReportDocument::Private::methods() const
{
    const AnalysisParams &params = results->params;
    const QString c = QStringLiteral("/conventions/");
    QStringList sentences;

    // The models, with their sources as the user named them.
    QStringList models;
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const ModelResult &m = results->models[i];
        QString item =
            t(QT_TRANSLATE_NOOP("ReportText", "%1 (file %2; %3 words, %4 dimensions%5)"))
                .arg(name(m.spec.name), name(m.spec.path.filename().string()),
                     integer(modelPointer(i) + QStringLiteral("/vocab_size"), m.vocabSize),
                     integer(modelPointer(i) + QStringLiteral("/dims"), m.dims),
                     modelSourceKey(m.spec) ? QStringLiteral("; ") + cite({modelSourceKey(m.spec)}, false) : QString());
        models.append(item);
    }
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "We measured associations with the Word Embedding "
                                                       "Association Test (WEAT; %1) in %2."))
                         .arg(cite({"caliskan2017"}, false), list(models)));

    // The calibration, and that both are reported. The reference sample is the analysis's, except
    // for a model with its own (a transformer model's corpus sentences beside static models): said
    // after, model by model. When every model has its own, the first model's is the one described.
    std::size_t shared = 0;
    while (shared < results->models.size() && results->models[shared].spec.reference)
        ++shared;
    const bool allOwn = shared == results->models.size() && !results->models.empty();
    const ReferenceSpec &common = allOwn ? *results->models[0].spec.reference : params.reference;
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "Following %1, every test was computed twice: on the raw "
                                                       "vectors and after %2, estimated on a reference sample of "
                                                       "%3, with %4 = %5."))
                         .arg(cite({"calibrating2026"}, false), calibrationText(),
                              referenceSampleText(common, allOwn ? 0 : shared, false),
                              formula(QStringLiteral("&epsilon;")),
                              plain(c + QStringLiteral("epsilon"), params.epsilon)));
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const auto &own = results->models[i].spec.reference;
        if (own && !(allOwn && own->toString() == common.toString()))
            sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "For %1, the reference sample was %2 instead."))
                                 .arg(name(results->models[i].spec.name), referenceSampleText(*own, i, true)));
    }
    QStringList sizes;
    for (std::size_t i = 0; i < results->models.size(); ++i)
        sizes.append(
            t(QT_TRANSLATE_NOOP("ReportText", "%1 vectors for %2"))
                .arg(integer(modelPointer(i) + QStringLiteral("/reference/size"), results->models[i].referenceSize),
                     name(results->models[i].spec.name)));
    if (!sizes.isEmpty())
        sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "The reference samples held %1.")).arg(list(sizes)));
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "Calibrated (whitened) results are reported beside the raw "
                                                       "ones throughout, so that each effect can be judged in both "
                                                       "geometries.")));

    // The statistic.
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "The effect size d is the difference between the mean "
                                                       "associations %1 of the two target sets X and Y, divided by "
                                                       "the standard deviation of the associations of all target "
                                                       "words (ddof = %2)."))
                         .arg(formula(QStringLiteral("s(w, A, B)")),
                              integer(c + QStringLiteral("ddof"), static_cast<qulonglong>(params.weat.ddof))));
    const QString sided = params.weat.sided == Sidedness::One
                              ? t(QT_TRANSLATE_NOOP("ReportText", "one-sided"))
                              : t(QT_TRANSLATE_NOOP("ReportText", "two-sided (twice the smaller tail, at most %1)"))
                                    .arg(formula(QStringLiteral("1")));
    const QString tie = params.weat.tie == TieRule::GreaterOrEqual
                            ? t(QT_TRANSLATE_NOOP("ReportText", "at least as large as"))
                            : t(QT_TRANSLATE_NOOP("ReportText", "larger than"));
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "Its p value is %1: the share of the partitions of X and Y "
                                                       "into two sets of their sizes whose test statistic S is %2 "
                                                       "the observed one."))
                         .arg(sided, tie));
    const QString rule = params.weat.plusOne ? formula(QStringLiteral("p = (b + 1)/(N + 1)")) + QStringLiteral(" ")
                                                   + cite({"phipson2010"})
                                             : formula(QStringLiteral("p = b/N"));
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "All partitions were enumerated when there were at most %1 "
                                                       "of them; otherwise p was estimated from %2 random partitions "
                                                       "as %3, with the random seed %4 (each test derives its own "
                                                       "stream from it). Monte Carlo p values are marked MC in the "
                                                       "tables."))
                         .arg(integer(c + QStringLiteral("exact_limit"), params.weat.exactLimit),
                              integer(c + QStringLiteral("permutations"), params.weat.permutations), rule,
                              integer(c + QStringLiteral("seed"), params.weat.seed)));
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "Results with p &lt; %1 are called significant."))
                         .arg(unit(c + QStringLiteral("alpha"), params.alpha)));
    if (params.correction == Correction::Holm)
        sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "The p values were adjusted for multiple testing across "
                                                           "the tests of each model, separately in each space, with "
                                                           "Holm's step-down procedure %1, which controls the "
                                                           "family-wise error rate; significance and the change "
                                                           "classes use the adjusted values."))
                             .arg(cite({"holm1979"})));
    else if (params.correction == Correction::BenjaminiHochberg)
        sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "The p values were adjusted for multiple testing across "
                                                           "the tests of each model, separately in each space, with "
                                                           "the Benjamini-Hochberg step-up procedure %1, which "
                                                           "controls the false discovery rate; significance and the "
                                                           "change classes use the adjusted values."))
                             .arg(cite({"benjamini1995"})));
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "A test significant in both spaces, or in neither, is "
                                                       "Stable; one significant only on the raw vectors is "
                                                       "Disappearing; one significant only after whitening is "
                                                       "Emerging. A change of d by more than %1 is a substantial "
                                                       "shift."))
                         .arg(plain(c + QStringLiteral("shift_threshold"), params.shiftThreshold)));
    if (params.effectBootstrapIterations > 0)
        sentences.append(
            t(QT_TRANSLATE_NOOP("ReportText", "The %1% confidence intervals of d are percentile "
                                              "bootstrap intervals %2 over %3 resamples of the target "
                                              "words, drawn with replacement within X and within Y; "
                                              "the raw and the whitened d use the same resamples."))
                .arg(percent(c + QStringLiteral("confidence"), params.confidence), cite({"efron1993"}),
                     integer(c + QStringLiteral("effect_bootstrap_iterations"), params.effectBootstrapIterations)));
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "Anisotropy is the mean pairwise cosine similarity of %1 "
                                                       "words of the reference sample, with the share of variance "
                                                       "explained by the first %2 principal components."))
                         .arg(integer(c + QStringLiteral("anisotropy_sample"), params.anisotropySample),
                              integer(c + QStringLiteral("explained_components"), params.explainedComponents)));

    if (hasLevels())
        sentences.append(
            t(QT_TRANSLATE_NOOP("ReportText", "The multilevel view of each WEAT (ML-EAT; %1) is "
                                              "reported in the appendix: at level %2, for each target "
                                              "set, the effect size e of its association with A against "
                                              "B over the attribute words' mean cosines with the set, "
                                              "with a permutation test over the attribute words under "
                                              "WEAT's conventions; at level %3, the mean cosine of each "
                                              "target set with each attribute set."))
                .arg(cite({"wolfe2024"}, false), formula(QStringLiteral("2")), formula(QStringLiteral("3"))));
    sentences += measuresText();
    sentences += debiasText();

    // Word and sentence similarity, where they were measured.
    QStringList benchmarks;
    std::vector<std::string> sentenceBenchmarks;
    for (const ModelResult &m : results->models)
        for (const SimilarityResult &s : m.similarity) {
            if (s.sentences()) {
                if (std::find(sentenceBenchmarks.begin(), sentenceBenchmarks.end(), s.benchmark)
                    == sentenceBenchmarks.end())
                    sentenceBenchmarks.push_back(s.benchmark);
                continue;
            }
            const char *key = benchmarkKey(s.benchmark);
            const QString item = key ? name(s.benchmark) + QStringLiteral(" ") + cite({key}) : name(s.benchmark);
            if (!benchmarks.contains(item))
                benchmarks.append(item);
        }
    if (!benchmarks.isEmpty())
        sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "Word similarity is the Spearman correlation between "
                                                           "the cosine similarity of word pairs and human judgements "
                                                           "of %1."))
                             .arg(list(benchmarks)));
    for (const std::string &benchmark : sentenceBenchmarks)
        sentences.append(sentenceSimilarityText(benchmark));
    if (!benchmarks.isEmpty() || !sentenceBenchmarks.empty())
        sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "The raw and the whitened correlation were compared with "
                                                           "a paired bootstrap over the pairs (%1 resamples)."))
                             .arg(integer(c + QStringLiteral("bootstrap_iterations"), params.bootstrapIterations)));

    // Missing words, named per model and suite, and the tests that could not run.
    std::size_t k = 0;
    QStringList missingSentences;
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const ModelResult &m = results->models[i];
        QStringList suites;
        QStringList notRun;
        if (m.uncased)
            missingSentences.append(t(QT_TRANSLATE_NOOP("ReportText", "%1 is uncased, so its words were looked up "
                                                                      "in lower case."))
                                        .arg(name(m.spec.name)));
        for (const WeatResult &w : m.weat) {
            QStringList roles;
            static const char *const kRoles[] = {"X", "Y", "A", "B"};
            for (int r = 0; r < 4; ++r) {
                const auto &missing = w.words.missing[static_cast<std::size_t>(r)];
                if (missing.empty())
                    continue;
                QStringList words;
                const std::size_t shown = std::min<std::size_t>(missing.size(), 12);
                for (std::size_t n = 0; n < shown; ++n)
                    words.append(name(missing[n]));
                QString text = QStringLiteral("%1: %2").arg(QLatin1String(kRoles[r]), words.join(QStringLiteral(", ")));
                if (missing.size() > shown)
                    text += t(QT_TRANSLATE_NOOP("ReportText", " and %1 more"))
                                .arg(span(QStringLiteral("/weat/%1/missing/%2").arg(k).arg(QLatin1String(kRoles[r])),
                                          "more12", locale.toString(qulonglong(missing.size() - shown))));
                roles.append(text);
            }
            if (!roles.isEmpty())
                suites.append(QStringLiteral("%1 (%2)").arg(name(w.suiteId), roles.join(QStringLiteral("; "))));
            if (w.error)
                notRun.append(name(w.suiteId));
            ++k;
        }
        if (!suites.isEmpty())
            missingSentences.append(t(QT_TRANSLATE_NOOP("ReportText", "Words not in the vocabulary of %1 were left "
                                                                      "out: %2."))
                                        .arg(name(m.spec.name), suites.join(QStringLiteral("; "))));
        if (!notRun.isEmpty())
            missingSentences.append(t(QT_TRANSLATE_NOOP("ReportText", "%1 could not be computed for %2, because a "
                                                                      "word set was left without words."))
                                        .arg(list(notRun), name(m.spec.name)));
    }
    if (missingSentences.isEmpty())
        missingSentences.append(t(QT_TRANSLATE_NOOP("ReportText", "Every word of every test was in the vocabulary "
                                                                  "of every model.")));
    sentences += missingSentences;
    sentences.append(t(QT_TRANSLATE_NOOP("ReportText", "The analysis was run with Isoscope %1; every number "
                                                       "reported here is taken from its results file, %2."))
                         .arg(name(QString::fromLatin1(isoscope::kVersion)), name(escape::xml(options.sourceName))));

    return QStringLiteral("<h2>%1</h2>\n<p class=\"methods\">%2</p>\n")
        .arg(t(QT_TRANSLATE_NOOP("ReportText", "Method")), sentences.join(QLatin1Char(' ')));
}

QString ReportDocument::Private::summary() const
{
    const ChangeCounts counts = countChanges(*results);
    return QStringLiteral("<h2>%1</h2>\n<p class=\"methods\">%2</p>\n")
        .arg(t(QT_TRANSLATE_NOOP("ReportText", "Results")),
             t(QT_TRANSLATE_NOOP("ReportText", "Of %1 model-test combinations that ran, %2 were Stable, %3 "
                                               "Disappearing and %4 Emerging after whitening; %5 could not be "
                                               "classified."))
                 .arg(integer(QStringLiteral("/summary/total"), counts.total()),
                      integer(QStringLiteral("/summary/stable"), counts.stable),
                      integer(QStringLiteral("/summary/disappearing"), counts.disappearing),
                      integer(QStringLiteral("/summary/emerging"), counts.emerging),
                      integer(QStringLiteral("/summary/undefined"), counts.undefined)));
}

QString ReportDocument::Private::tableHead(const QString &label, const QString &title) const
{
    return QStringLiteral("<p class=\"tablelabel\"><b>%1</b></p>\n<p class=\"tabletitle\"><i>%2</i></p>\n")
        .arg(label, title);
}

QString ReportDocument::Private::anisotropyTable() const
{
    const QString c = QStringLiteral("/conventions/");
    QString html = tableHead(t(QT_TRANSLATE_NOOP("ReportText", "Table 2")),
                             t(QT_TRANSLATE_NOOP("ReportText", "Anisotropy of the Models, Raw and Whitened")));
    html += QStringLiteral("<table class=\"apa\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">\n<thead><tr>"
                           "<th align=\"left\">%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th>"
                           "<th>%6</th><th>%7</th></tr></thead>\n<tbody>\n")
                .arg(t(QT_TRANSLATE_NOOP("ReportText", "Model")), t(QT_TRANSLATE_NOOP("ReportText", "Dimensions")),
                     t(QT_TRANSLATE_NOOP("ReportText", "Reference n")),
                     t(QT_TRANSLATE_NOOP("ReportText", "Cosine raw <i>M</i> (<i>SD</i>)")),
                     t(QT_TRANSLATE_NOOP("ReportText", "Cosine whitened <i>M</i> (<i>SD</i>)")),
                     t(QT_TRANSLATE_NOOP("ReportText", "%1 raw")).arg(formula(QStringLiteral("PC1"))),
                     t(QT_TRANSLATE_NOOP("ReportText", "%1 whitened")).arg(formula(QStringLiteral("PC1"))));
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const ModelResult &m = results->models[i];
        const QString p = modelPointer(i);
        const auto &a = m.anisotropy;
        const auto first = [&](const std::vector<double> &v, const QString &which) {
            return v.empty() ? QStringLiteral("&#8212;")
                             : r2(p + QStringLiteral("/explained_variance/") + which + QStringLiteral("/0"), v[0]);
        };
        html += QStringLiteral("<tr><td align=\"left\">%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                               "<td align=\"right\">%4 (%5)</td><td align=\"right\">%6 (%7)</td>"
                               "<td align=\"right\">%8</td><td align=\"right\">%9</td></tr>\n")
                    .arg(name(m.spec.name), integer(p + QStringLiteral("/dims"), m.dims),
                         integer(p + QStringLiteral("/reference/size"), m.referenceSize),
                         r2(p + QStringLiteral("/anisotropy/raw/mean"), a.raw.mean),
                         r2(p + QStringLiteral("/anisotropy/raw/sd"), a.raw.sd),
                         r2(p + QStringLiteral("/anisotropy/whitened/mean"), a.whitened.mean),
                         r2(p + QStringLiteral("/anisotropy/whitened/sd"), a.whitened.sd),
                         first(a.explainedRaw, QStringLiteral("raw")),
                         first(a.explainedWhitened, QStringLiteral("whitened")));
    }
    html += QStringLiteral("</tbody></table>\n");
    html += QStringLiteral("<p class=\"note\"><i>%1</i> %2</p>\n")
                .arg(t(QT_TRANSLATE_NOOP("ReportText", "Note.")),
                     t(QT_TRANSLATE_NOOP("ReportText", "Mean pairwise cosine similarity (SD) of up to %1 words of "
                                                       "each model's reference sample, on the raw vectors and after "
                                                       "%2 with %3 = %4. %5: share of variance explained by the "
                                                       "first principal component. Values near %6 mean an isotropic "
                                                       "space."))
                         .arg(integer(c + QStringLiteral("anisotropy_sample"), results->params.anisotropySample),
                              calibrationText(), formula(QStringLiteral("&epsilon;")),
                              plain(c + QStringLiteral("epsilon"), results->params.epsilon),
                              formula(QStringLiteral("PC1")), formula(QStringLiteral("0"))));
    return html;
}

QString ReportDocument::Private::similarityTable() const
{
    bool any = false;
    bool sentences = false;
    for (const ModelResult &m : results->models)
        for (const SimilarityResult &s : m.similarity) {
            any = true;
            sentences = sentences || s.sentences();
        }
    if (!any)
        return {};
    QString html = tableHead(t(QT_TRANSLATE_NOOP("ReportText", "Table 3")),
                             sentences ? t(QT_TRANSLATE_NOOP("ReportText", "Word and Sentence Similarity: Spearman "
                                                                           "Correlations With Human Judgements, Raw "
                                                                           "and Whitened"))
                                       : t(QT_TRANSLATE_NOOP("ReportText", "Word Similarity: Spearman Correlations "
                                                                           "With Human Judgements, Raw and Whitened")));
    html += QStringLiteral("<table class=\"apa\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">\n<thead><tr>"
                           "<th align=\"left\">%1</th><th align=\"left\">%2</th><th>%3</th><th>%4</th><th>%5</th>"
                           "<th>%6</th><th>%7</th></tr></thead>\n<tbody>\n")
                .arg(t(QT_TRANSLATE_NOOP("ReportText", "Model")), t(QT_TRANSLATE_NOOP("ReportText", "Benchmark")),
                     t(QT_TRANSLATE_NOOP("ReportText", "Pairs used")), t(QT_TRANSLATE_NOOP("ReportText", "&rho; raw")),
                     t(QT_TRANSLATE_NOOP("ReportText", "&rho; whitened")), QStringLiteral("&Delta;&rho;"),
                     QStringLiteral("<i>p</i>"));
    const QString dash = QStringLiteral("&#8212;");
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const ModelResult &m = results->models[i];
        for (std::size_t j = 0; j < m.similarity.size(); ++j) {
            const SimilarityResult &s = m.similarity[j];
            const QString p = modelPointer(i) + QStringLiteral("/similarity/%1/").arg(j);
            const auto &cmp = s.comparison;
            html +=
                QStringLiteral("<tr><td align=\"left\">%1</td><td align=\"left\">%2</td><td align=\"right\">%3/%4"
                               "</td><td align=\"right\">%5</td><td align=\"right\">%6</td><td align=\"right\">%7%8"
                               "</td><td align=\"right\">%9</td></tr>\n")
                    .arg(name(m.spec.name), name(s.benchmark), integer(p + QStringLiteral("pairs_used"), s.pairsUsed),
                         integer(p + QStringLiteral("pairs_total"), s.pairsTotal),
                         cmp.rhoRaw ? r2(p + QStringLiteral("rho_raw"), *cmp.rhoRaw) : dash,
                         cmp.rhoWhitened ? r2(p + QStringLiteral("rho_whitened"), *cmp.rhoWhitened) : dash,
                         cmp.delta ? r2(p + QStringLiteral("delta"), *cmp.delta) : dash,
                         significant(cmp.p) ? QStringLiteral("*") : QString(),
                         cmp.p ? p3(p + QStringLiteral("p"), *cmp.p) : dash);
        }
    }
    html += QStringLiteral("</tbody></table>\n");
    html +=
        QStringLiteral("<p class=\"note\"><i>%1</i> %2</p>\n")
            .arg(t(QT_TRANSLATE_NOOP("ReportText", "Note.")),
                 t(QT_TRANSLATE_NOOP("ReportText", "Spearman &rho; between the cosine similarity of the word "
                                                   "pairs found in the vocabulary and the human ratings. "
                                                   "&Delta;&rho; = &rho; whitened &#8722; &rho; raw; p from a "
                                                   "paired bootstrap over pairs (%1 resamples), two-sided. "
                                                   "* p &lt; %2."))
                         .arg(integer(QStringLiteral("/conventions/bootstrap_iterations"),
                                      results->params.bootstrapIterations),
                              unit(QStringLiteral("/conventions/alpha"), results->params.alpha))
                     + (sentences ? QLatin1Char(' ')
                                        + t(QT_TRANSLATE_NOOP("ReportText", "For a sentence benchmark, the "
                                                                            "cosine of the two sentences' vectors "
                                                                            "(see Method); a pair is used when both "
                                                                            "its sentences have one."))
                                  : QString()));
    return html;
}

QString ReportDocument::Private::weatTable() const
{
    const AnalysisParams &params = results->params;
    const bool intervals = params.effectBootstrapIterations > 0;
    const QString c = QStringLiteral("/conventions/");
    QString html = tableHead(t(QT_TRANSLATE_NOOP("ReportText", "Table A1")),
                             t(QT_TRANSLATE_NOOP("ReportText", "WEAT Effect Sizes and p Values, Raw and Whitened")));
    const QString dash = QStringLiteral("&#8212;");
    const QString ci = intervals ? t(QT_TRANSLATE_NOOP("ReportText", "%1% CI"))
                                       .arg(percent(c + QStringLiteral("confidence"), params.confidence))
                                 : QString();
    // The sizes of the four sets as used (after the missing words were left out), as the paper's
    // Table A1 gives them.
    QString sizeHeads;
    for (const char *role : {"X", "Y", "A", "B"})
        sizeHeads += QStringLiteral("<th width=\"%1\">%2</th>")
                         .arg(intervals ? QStringLiteral("4%") : QStringLiteral("5%"),
                              formula(QStringLiteral("|<i>%1</i>|").arg(QLatin1String(role))));
    html += QStringLiteral("<table class=\"apa\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">\n<thead><tr>"
                           "<th align=\"left\" width=\"6%\">%1</th>%2"
                           "<th width=\"7%\"><i>d</i> %3</th>%4<th width=\"9%\"><i>p</i> %3</th>"
                           "<th width=\"8%\"><i>d</i> %5</th>%4<th width=\"9%\"><i>p</i> %5</th>"
                           "<th align=\"left\" width=\"%7\">%6</th></tr></thead>\n<tbody>\n")
                .arg(t(QT_TRANSLATE_NOOP("ReportText", "Test")), sizeHeads, t(QT_TRANSLATE_NOOP("ReportText", "raw")),
                     intervals ? QStringLiteral("<th width=\"13%\">") + ci + QStringLiteral("</th>") : QString(),
                     t(QT_TRANSLATE_NOOP("ReportText", "whitened")), t(QT_TRANSLATE_NOOP("ReportText", "Change")),
                     intervals ? QStringLiteral("19%") : QStringLiteral("41%"));
    const int columns = intervals ? 12 : 10;
    std::size_t k = 0;
    bool anyMonteCarlo = false;
    bool anyUndefined = false;
    // What a reader could misread (core's resultCautions, as report.md's Cautions and the window's
    // Issues dock say it), marked on the row's change and explained in the note.
    bool anySmall = false;
    bool anyUnreachable = false;
    bool anySignChange = false;
    for (const ModelResult &m : results->models) {
        // Each model's tests under its name, as APA groups rows.
        html += QStringLiteral("<tr><td colspan=\"%1\" align=\"left\"><i>%2</i></td></tr>\n")
                    .arg(columns)
                    .arg(name(m.spec.name));
        for (const WeatResult &w : m.weat) {
            const QString p = QStringLiteral("/weat/%1/").arg(k);
            const bool ran = !w.error && w.raw && w.whitened;
            QString sizes;
            static const char *const kSets[] = {"X", "Y", "A", "B"};
            for (std::size_t r = 0; r < 4; ++r) {
                // A file written before results.json kept the attribute words has no |A|, |B|.
                const bool known = ran && !w.words.used[r].empty();
                sizes += QStringLiteral("<td align=\"right\">%1</td>")
                             .arg(known ? integer(p + QStringLiteral("sizes/") + QLatin1String(kSets[r]),
                                                  w.words.used[r].size())
                                        : dash);
            }
            html += QStringLiteral("<tr><td align=\"left\">%1</td>%2").arg(name(w.suiteId), sizes);
            if (!ran) {
                html += QStringLiteral("<td colspan=\"%1\" align=\"left\">%2</td></tr>\n")
                            .arg(columns - 5)
                            .arg(t(QT_TRANSLATE_NOOP("ReportText", "not computed: a word set has no word in the "
                                                                   "vocabulary")));
                ++k;
                continue;
            }
            const auto space = [&](const WeatStatistic &s, const std::optional<EffectInterval> &interval,
                                   std::optional<double> adjusted, const QString &which) {
                const std::optional<double> pUsed =
                    params.correction == Correction::None ? std::optional(s.p) : adjusted;
                QString cells;
                if (s.d) {
                    cells += QStringLiteral("<td align=\"right\">%1%2</td>")
                                 .arg(d2(p + which + QStringLiteral("/d"), *s.d),
                                      significant(pUsed) ? QStringLiteral("*") : QString());
                } else {
                    anyUndefined = true;
                    cells += QStringLiteral("<td align=\"right\">%1<sup>u</sup></td>").arg(dash);
                }
                if (intervals) {
                    if (interval && interval->defined())
                        cells += QStringLiteral("<td align=\"right\">[%1, %2]</td>")
                                     .arg(d2(p + which + QStringLiteral("/ci_low"), interval->low),
                                          d2(p + which + QStringLiteral("/ci_high"), interval->high));
                    else
                        cells += QStringLiteral("<td align=\"right\">%1</td>").arg(dash);
                }
                const QString pointer = params.correction == Correction::None
                                            ? p + which + QStringLiteral("/p")
                                            : p + QStringLiteral("p_adjusted/") + which;
                const bool mc = s.method == PValueMethod::MonteCarlo;
                anyMonteCarlo = anyMonteCarlo || mc;
                cells += QStringLiteral("<td align=\"right\">%1%2</td>")
                             .arg(pUsed ? p3(pointer, *pUsed) : dash, mc ? QStringLiteral("<sup>MC</sup>") : QString());
                return cells;
            };
            html += space(*w.raw, w.rawInterval, w.pRawAdjusted, QStringLiteral("raw"));
            html += space(*w.whitened, w.whitenedInterval, w.pWhitenedAdjusted, QStringLiteral("whitened"));
            const isoscope::ResultCautions cautions = isoscope::resultCautions(w, params);
            QStringList marks;
            if (w.substantialShift)
                marks << QStringLiteral("s");
            if (!cautions.smallSets.empty())
                marks << QStringLiteral("n");
            if (cautions.unreachableFloor)
                marks << QStringLiteral("f");
            if (cautions.signChange)
                marks << QStringLiteral("r");
            anySmall = anySmall || !cautions.smallSets.empty();
            anyUnreachable = anyUnreachable || cautions.unreachableFloor.has_value();
            anySignChange = anySignChange || cautions.signChange;
            html += QStringLiteral("<td align=\"left\">%1%2</td></tr>\n")
                        .arg(changeName(w.change),
                             marks.isEmpty() ? QString()
                                             : QStringLiteral("<sup>%1</sup>").arg(marks.join(QLatin1Char(','))));
            ++k;
        }
    }
    html += QStringLiteral("</tbody></table>\n");
    QStringList note;
    note.append(t(QT_TRANSLATE_NOOP("ReportText", "|X|, |Y|: the target words, |A|, |B|: the attribute words found "
                                                  "in the model's vocabulary.")));
    note.append(t(QT_TRANSLATE_NOOP("ReportText", "d: WEAT effect size (ddof = %1); raw: cosine on the model's "
                                                  "vectors; whitened: after %2 with %3 = %4."))
                    .arg(integer(c + QStringLiteral("ddof"), static_cast<qulonglong>(params.weat.ddof)),
                         calibrationText(), formula(QStringLiteral("&epsilon;")),
                         plain(c + QStringLiteral("epsilon"), params.epsilon)));
    if (intervals)
        note.append(
            t(QT_TRANSLATE_NOOP("ReportText", "CI: percentile bootstrap interval over %1 resamples of the "
                                              "target words."))
                .arg(integer(c + QStringLiteral("effect_bootstrap_iterations"), params.effectBootstrapIterations)));
    note.append(params.weat.sided == Sidedness::One
                    ? t(QT_TRANSLATE_NOOP("ReportText", "p: one-sided permutation test."))
                    : t(QT_TRANSLATE_NOOP("ReportText", "p: two-sided permutation test.")));
    if (anyMonteCarlo)
        note.append(t(QT_TRANSLATE_NOOP("ReportText", "<sup>MC</sup> Monte Carlo p from %1 random partitions; the "
                                                      "others are exact."))
                        .arg(integer(c + QStringLiteral("permutations"), params.weat.permutations)));
    if (params.correction == Correction::Holm)
        note.append(
            t(QT_TRANSLATE_NOOP("ReportText", "p adjusted with Holm's procedure within each model and space.")));
    else if (params.correction == Correction::BenjaminiHochberg)
        note.append(t(QT_TRANSLATE_NOOP("ReportText", "p adjusted with the Benjamini-Hochberg procedure within each "
                                                      "model and space.")));
    note.append(
        t(QT_TRANSLATE_NOOP("ReportText", "* p &lt; %1.")).arg(unit(c + QStringLiteral("alpha"), params.alpha)));
    note.append(
        t(QT_TRANSLATE_NOOP("ReportText", "<sup>s</sup> Substantial shift: |d whitened &#8722; d raw| &gt; %1."))
            .arg(plain(c + QStringLiteral("shift_threshold"), params.shiftThreshold)));
    if (anyUndefined)
        note.append(t(QT_TRANSLATE_NOOP("ReportText", "<sup>u</sup> d undefined: every association was the same "
                                                      "(SD 0).")));
    static_assert(isoscope::kSmallSetWords == 3, "the note says three words");
    if (anySmall)
        note.append(t(QT_TRANSLATE_NOOP("ReportText", "<sup>n</sup> A set has fewer than three words in the model: d "
                                                      "and p rest on very few words.")));
    if (anyUnreachable)
        note.append(t(QT_TRANSLATE_NOOP("ReportText", "<sup>f</sup> Cannot reach significance: with so few partitions "
                                                      "of the target words, the smallest p the test can give is above "
                                                      "%1 = %2."))
                        .arg(formula(QStringLiteral("&alpha;")), unit(c + QStringLiteral("alpha"), params.alpha)));
    if (anySignChange)
        note.append(t(QT_TRANSLATE_NOOP("ReportText", "<sup>r</sup> d changes sign between the raw and the whitened "
                                                      "space, whatever its change class says.")));
    html += QStringLiteral("<p class=\"note\"><i>%1</i> %2</p>\n")
                .arg(t(QT_TRANSLATE_NOOP("ReportText", "Note.")), note.join(QLatin1Char(' ')));
    return html;
}

bool ReportDocument::Private::drawFigure(const FigureJob &job, FigureMode mode, Drawn *out) const
{
    // Drawn once in each language.
    const QString key = options.language + QLatin1Char('/') + job.fileName;
    auto found = drawn.find(key);
    if (found != drawn.end() && (mode != FigureMode::InlineSvg || !found->second.svg.isEmpty())
        && (mode != FigureMode::Pictures || !found->second.picture.isNull())) {
        *out = found->second;
        return true;
    }
    QTemporaryDir dir;
    if (!dir.isValid()) {
        drawError = ReportDocument::tr("cannot create a temporary folder for the figures");
        return false;
    }
    std::unique_ptr<Figure> figure = job.make();
    FigureExportOptions exportOptions;
    exportOptions.widthMm = options.figureWidthMm;
    exportOptions.dpi = 200;
    Drawn &entry = drawn[key];
    QString error;
    if (mode == FigureMode::InlineSvg && entry.svg.isEmpty()) {
        const QString file = dir.filePath(QStringLiteral("figure.svg"));
        if (!FigureExporter::writeSvg(*figure, file, exportOptions, &error)) {
            drawError = error;
            return false;
        }
        QFile in(file);
        if (!in.open(QIODevice::ReadOnly)) {
            drawError = in.errorString();
            return false;
        }
        QString svg = QString::fromUtf8(in.readAll());
        if (const qsizetype start = svg.indexOf(QLatin1String("<svg")); start > 0)
            svg.remove(0, start); // the XML declaration cannot stand inside HTML
        entry.svg = svg;
    }
    if (mode == FigureMode::Pictures && entry.picture.isNull()) {
        const QString file = dir.filePath(QStringLiteral("figure.png"));
        if (!FigureExporter::writePng(*figure, file, exportOptions, &error) || !entry.picture.load(file)) {
            drawError = error.isEmpty() ? ReportDocument::tr("cannot read back %1").arg(file) : error;
            return false;
        }
    }
    *out = entry;
    return true;
}

QString ReportDocument::Private::figures(FigureMode mode) const
{
    // The figures' own words (axes, legends, panel titles) and numbers in the report's language.
    const Language::Scope language(options.language);
    StudyFigures::Options figureOptions;
    const QList<FigureJob> jobs = StudyFigures::jobs(results, figureOptions);
    QString html;
    const QString c = QStringLiteral("/conventions/");
    for (ReportFigure kind : options.figures) {
        for (const FigureJob &job : jobs) {
            const QString key = figureKind(job);
            QString caption;
            switch (kind) {
            case ReportFigure::Heatmap: {
                if (key != QLatin1String("heatmap"))
                    continue;
                // The model the job says it draws (StudyFigures' mapping), never one found by its
                // file name: two models can share a name's ASCII letters.
                if (!job.model || *job.model >= results->models.size())
                    continue;
                const std::size_t i = *job.model;
                caption = t(QT_TRANSLATE_NOOP("ReportText", "Pairwise cosine similarity of %1 words of the reference "
                                                            "sample of %2, on the raw vectors and after whitening. A "
                                                            "uniform warm colour means every pair is similar (an "
                                                            "anisotropic space); whitening removes it."))
                              .arg(integer(modelPointer(i) + QStringLiteral("/anisotropy/sample_size"),
                                           results->models[i].anisotropy.sample.size()
                                               - results->models[i].anisotropy.zeroRows),
                                   name(results->models[i].spec.name));
                break;
            }
            case ReportFigure::ExplainedVariance:
                if (key != QLatin1String("explained_variance"))
                    continue;
                caption =
                    t(QT_TRANSLATE_NOOP("ReportText", "Share of the variance explained by each of the first %1 "
                                                      "principal components of the reference sample, raw and "
                                                      "whitened, for each model."))
                        .arg(integer(c + QStringLiteral("explained_components"), results->params.explainedComponents));
                break;
            case ReportFigure::EigenvalueSpectrum:
                if (key != QLatin1String("eigenvalue_spectrum"))
                    continue;
                caption = t(QT_TRANSLATE_NOOP("ReportText", "Eigenvalues of the covariance of each model's reference "
                                                            "sample, in descending order, with %1 = %2 that whitening "
                                                            "adds to each."))
                              .arg(formula(QStringLiteral("&epsilon;")),
                                   plain(c + QStringLiteral("epsilon"), results->params.epsilon));
                break;
            case ReportFigure::EffectSizeGrid:
                if (key != QLatin1String("effect_size_grid"))
                    continue;
                caption = t(QT_TRANSLATE_NOOP("ReportText", "WEAT effect sizes d of every model and test, on the raw "
                                                            "vectors and after whitening (the values of %1)."))
                              .arg(name(t(QT_TRANSLATE_NOOP("ReportText", "Table A1"))));
                break;
            case ReportFigure::BeforeAfterScatter:
                if (key != QLatin1String("before_after_scatter"))
                    continue;
                caption = t(QT_TRANSLATE_NOOP("ReportText", "Whitened against raw effect size d of every model and "
                                                            "test. Points on the diagonal did not change; points "
                                                            "near the horizontal axis lost their effect after "
                                                            "whitening."));
                if (results->params.effectBootstrapIterations > 0)
                    caption += QLatin1Char(' ')
                               + t(QT_TRANSLATE_NOOP("ReportText", "Bars: %1% bootstrap confidence intervals."))
                                     .arg(percent(c + QStringLiteral("confidence"), results->params.confidence));
                break;
            }
            ++figureNumber;
            const QString label = t(QT_TRANSLATE_NOOP("ReportText", "Figure %1")).arg(figureNumber);
            QString picture;
            Drawn figure;
            if (mode == FigureMode::Placeholders) {
                picture = QStringLiteral("<p class=\"figureplaceholder\">[%1]</p>").arg(escape::xml(job.title));
            } else if (!drawFigure(job, mode, &figure)) {
                picture = QStringLiteral("<p class=\"figureplaceholder\">[%1: %2]</p>")
                              .arg(escape::xml(job.title), escape::xml(drawError));
            } else if (mode == FigureMode::InlineSvg) {
                picture = QStringLiteral("<div class=\"figure\">%1</div>").arg(figure.svg);
            } else {
                // Document units are 1/96 inch (QTextDocument::print scales them to the page).
                const int width = static_cast<int>(std::lround(options.figureWidthMm / 25.4 * 96));
                const QString resource = QStringLiteral("report-figure-%1.png").arg(figureNumber);
                pictures.emplace_back(resource, figure.picture);
                picture = QStringLiteral("<p><img src=\"%1\" width=\"%2\"></p>").arg(resource).arg(width);
            }
            html += QStringLiteral("<p class=\"figurelabel\"><b>%1</b></p>\n%2\n<p class=\"caption\">%3</p>\n")
                        .arg(label, picture, caption);
        }
    }
    if (!html.isEmpty())
        html.prepend(QStringLiteral("<h2>%1</h2>\n").arg(t(QT_TRANSLATE_NOOP("ReportText", "Figures"))));
    return html;
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

namespace {

// A Times-like serif for Latin text (its digits copy out of the PDF as digits); a CJK serif first
// for Chinese.
QStringList fontFamilies(const QString &language)
{
    if (language == QLatin1String("zh_CN"))
        return {QStringLiteral("Noto Serif CJK SC"), QStringLiteral("Noto Sans CJK SC")};
    return {QStringLiteral("Times New Roman"), QStringLiteral("Nimbus Roman"), QStringLiteral("DejaVu Serif")};
}

const char kStyle[] = R"(
body { font-family: %1; font-size: 11pt; }
h1 { font-size: 16pt; }
h2 { font-size: 13pt; }
p.methods { text-align: justify; }
table.apa { border-collapse: collapse; margin-top: 4pt; }
table.apa th { border-top: 1px solid black; border-bottom: 1px solid black; font-weight: normal; padding: 3px 4px; font-size: 9pt; }
table.apa td { padding: 2px 4px; font-size: 9pt; }
table.apa tbody tr:last-child td { border-bottom: 1px solid black; }
p.note, p.caption { font-size: 10pt; }
p.reference { padding-left: 24pt; text-indent: -24pt; }
div.figure svg { width: 100%; height: auto; }
)";

} // namespace

QString ReportDocument::html(FigureMode mode, QString *error) const
{
    const QString body = d->build(mode);
    if (error)
        *error = d->drawError;
    QString lang = d->options.language;
    lang.replace(QLatin1Char('_'), QLatin1Char('-'));
    const QString fonts =
        QLatin1Char('\'') + fontFamilies(d->options.language).join(QStringLiteral("', '")) + QStringLiteral("', serif");
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n<title>%2</title>\n"
                          "<style>%3</style>\n</head>\n<body>\n%4</body>\n</html>\n")
        .arg(lang, d->t(QT_TRANSLATE_NOOP("ReportText", "Calibrated WEAT: methods, results and references")),
             QString::fromLatin1(kStyle).arg(fonts), body);
}

std::unique_ptr<QTextDocument> ReportDocument::textDocument(FigureMode mode, QString *error) const
{
    auto document = std::make_unique<QTextDocument>();
    // The style sheet's fonts as the document's own, which the ODF writer names (it writes no
    // family for text that has only the body's, and Writer then takes a sans serif).
    QFont font;
    font.setFamilies(fontFamilies(d->options.language));
    font.setStyleHint(QFont::Serif);
    font.setPointSizeF(11);
    document->setDefaultFont(font);
    const QString text = html(mode, error);
    for (const auto &[resource, picture] : d->pictures)
        document->addResource(QTextDocument::ImageResource, QUrl(resource), picture);
    document->setHtml(text);
    document->setMetaInformation(
        QTextDocument::DocumentTitle,
        d->t(QT_TRANSLATE_NOOP("ReportText", "Calibrated WEAT: methods, results and references")));
    return document;
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

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// Through a temporary file and a rename (QSaveFile), so that a failed write never leaves a
// half-written report under the final name.
bool writeBytes(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, file.errorString()));
    file.write(bytes);
    if (!file.commit())
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, file.errorString()));
    return true;
}

} // namespace

bool ReportDocument::writeHtml(const QString &fileName, QString *error) const
{
    QString drawError;
    const QString text = html(FigureMode::InlineSvg, &drawError);
    if (!drawError.isEmpty())
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, drawError));
    return writeBytes(fileName, text.toUtf8(), error);
}

bool ReportDocument::writeBibtex(const QString &fileName, QString *error) const
{
    return writeBytes(fileName, bibtex().toUtf8(), error);
}

bool ReportDocument::write(ReportFormat format, const QString &fileName, QString *error) const
{
    switch (format) {
    case ReportFormat::Odt: return writeOdt(fileName, error);
    case ReportFormat::Html: return writeHtml(fileName, error);
    case ReportFormat::Pdf: return writePdf(fileName, error);
    }
    return false;
}

QString ReportDocument::extension(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Odt: return QStringLiteral("odt");
    case ReportFormat::Html: return QStringLiteral("html");
    case ReportFormat::Pdf: return QStringLiteral("pdf");
    }
    return {};
}

namespace {

void tablesOf(QTextFrame *frame, QList<QTextTable *> *tables)
{
    for (QTextFrame *child : frame->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(child))
            tables->append(table);
        tablesOf(child, tables);
    }
}

// The width a cell's text needs: on one line for the body (an interval or a p value must not
// wrap), down to its widest word for the header (a heading may take two lines). The document must
// have been laid out wide enough that no body cell wraps.
qreal cellWidth(const QTextTableCell &cell, bool header)
{
    qreal width = 0;
    for (QTextFrame::iterator it = cell.begin(); !it.atEnd(); ++it) {
        const QTextBlock block = it.currentBlock();
        if (!block.isValid())
            continue;
        if (!header) {
            if (const QTextLayout *layout = block.layout())
                for (int i = 0; i < layout->lineCount(); ++i)
                    width = std::max(width, layout->lineAt(i).naturalTextWidth());
            continue;
        }
        for (QTextBlock::iterator f = block.begin(); !f.atEnd(); ++f) {
            const QFontMetricsF metrics(f.fragment().charFormat().font());
            for (const QString &word : f.fragment().text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
                width = std::max(width, metrics.horizontalAdvance(word));
        }
    }
    return width;
}

// Qt's ODF writer gives a table's columns the widths of its column constraints (equal widths
// without them, and percentages, which LibreOffice ignores): fixed widths that suit their
// content, in points (the writer writes the numbers as points), filling the text width.
void fitTableColumns(QTextDocument *document, double textWidthMm)
{
    // The writer names no font for text that has only the document's: Writer would take a sans
    // serif, wider than what the widths are measured in.
    QTextCursor all(document);
    all.select(QTextCursor::Document);
    QTextCharFormat family;
    family.setFontFamilies(document->defaultFont().families());
    // Qt 6.4's writer reads the single family of Qt 5's property.
    family.setProperty(QTextFormat::FontFamily, document->defaultFont().families().value(0));
    all.mergeCharFormat(family);
    document->setTextWidth(100000);             // no body cell wraps
    document->documentLayout()->documentSize(); // lays it out
    QList<QTextTable *> tables;
    tablesOf(document->rootFrame(), &tables);
    const qreal available = textWidthMm / 25.4 * 72;
    for (QTextTable *table : std::as_const(tables)) {
        QTextTableFormat format = table->format();
        const int columns = table->columns();
        std::vector<qreal> need(static_cast<std::size_t>(columns), 0.0);
        for (int row = 0; row < table->rows(); ++row)
            for (int column = 0; column < columns; ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                if (cell.column() != column || cell.columnSpan() > 1)
                    continue; // a spanning cell (a model's heading) takes what its columns give
                // The padding as the writer writes it: the cell's own plus the table's.
                const QTextTableCellFormat cellFormat = cell.format().toTableCellFormat();
                const qreal padding = cellFormat.leftPadding() + cellFormat.rightPadding()
                                      + 2 * (format.cellPadding() + format.cellSpacing() + format.border());
                // Document pixels (1/96 inch) to points, with room for another program's metrics.
                const qreal points = (cellWidth(cell, row == 0) * 1.06 + padding) * 72 / 96 + 1;
                need[static_cast<std::size_t>(column)] = std::max(need[static_cast<std::size_t>(column)], points);
            }
        const qreal total = std::accumulate(need.begin(), need.end(), qreal(0));
        if (total <= 0)
            continue;
        // What is left over is shared in proportion; a table wider than the page shrinks in it.
        const qreal scale = available / total;
        QList<QTextLength> widths;
        for (qreal w : need)
            widths.append(QTextLength(QTextLength::FixedLength, std::floor(w * scale * 10) / 10));
        format.setColumnWidthConstraints(widths);
        format.setWidth(QTextLength(QTextLength::FixedLength, std::floor(available * 10) / 10));
        format.setAlignment(Qt::AlignLeft);
        table->setFormat(format);
    }
}

} // namespace

bool ReportDocument::writeOdt(const QString &fileName, QString *error) const
{
    QString drawError;
    const auto document = textDocument(FigureMode::Pictures, &drawError);
    if (!drawError.isEmpty())
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, drawError));
    fitTableColumns(document.get(), d->options.figureWidthMm);
    // The writers close their device, which a QSaveFile refuses: they write into memory first.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QTextDocumentWriter writer(&buffer, QByteArrayLiteral("odf"));
    if (!writer.write(document.get()))
        return fail(error, ReportDocument::tr("%1: the ODF writer failed").arg(fileName));
    return writeBytes(fileName, buffer.data(), error);
}

bool ReportDocument::writePdf(const QString &fileName, QString *error) const
{
    QString drawError;
    const auto document = textDocument(FigureMode::Pictures, &drawError);
    if (!drawError.isEmpty())
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, drawError));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        // The document's units: 1/96 inch, as on screen and in the ODF file (the figures' pictures
        // keep their own 200 dpi).
        writer.setResolution(96);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(20, 20, 20, 20),
                                         QPageLayout::Millimeter));
        writer.setTitle(document->metaInformation(QTextDocument::DocumentTitle));
        writer.setCreator(QStringLiteral("Isoscope ") + QString::fromLatin1(isoscope::kVersion));
        // Laid out on the page itself, so that the figures' 170 mm are the text width.
        document->documentLayout()->setPaintDevice(&writer);
        document->setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size());
        document->print(&writer);
    }
    return writeBytes(fileName, buffer.data(), error);
}

} // namespace isoscope::ui
