#include "ui/report/reportdocument_p.h"

#include "core/analysis/results.h"

#include <QtGlobal>

#include <utility>

// The measures beyond WEAT (RND, MAC, ECT, RIPA, RNSB: their sentence in Method and Tables A2-A6)
// and ML-EAT's levels 2 and 3 (the two tables after them).

namespace isoscope::ui {

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

} // namespace isoscope::ui
