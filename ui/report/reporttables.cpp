#include "ui/report/reportdocument_p.h"

#include "core/analysis/results.h"
#include "core/analysis/warnings.h"
#include "ui/results/numberformat.h"

#include <QtGlobal>

#include <optional>

// The APA tables of the paper: Table 2 anisotropy, Table 3 word (and sentence) similarity, Table A1
// WEAT, each with its note.

namespace isoscope::ui {

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
                        cells += QStringLiteral("<td align=\"right\">%1</td>")
                                     .arg(numberformat::interval(
                                         d2(p + which + QStringLiteral("/ci_low"), interval->low),
                                         d2(p + which + QStringLiteral("/ci_high"), interval->high), locale));
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

} // namespace isoscope::ui
