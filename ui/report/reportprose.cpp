#include "ui/report/reportdocument_p.h"

#include "core/analysis/results.h"
#include "isoscope/version.h"
#include "ui/common/escape.h"

#include <QtGlobal>

#include <algorithm>
#include <filesystem>

// The prose of the report: its title, the Method paragraph written from the recorded conventions
// and the Results paragraph.

namespace isoscope::ui {

namespace {

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

} // namespace

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
                         .arg(citeNarrative("calibrating2026"), calibrationText(),
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
    QString text = t(QT_TRANSLATE_NOOP("ReportText", "Of %1 model-test combinations that ran, %2 were Stable, %3 "
                                                     "Disappearing and %4 Emerging after whitening; %5 could not be "
                                                     "classified."))
                       .arg(integer(QStringLiteral("/summary/total"), counts.total()),
                            integer(QStringLiteral("/summary/stable"), counts.stable),
                            integer(QStringLiteral("/summary/disappearing"), counts.disappearing),
                            integer(QStringLiteral("/summary/emerging"), counts.emerging),
                            integer(QStringLiteral("/summary/undefined"), counts.undefined));
    // The combinations that did not run are not among those counted (countChanges leaves them out):
    // said apart, so that "0 could not be classified" is not read as "every test ran".
    const std::vector<const WeatResult *> all = results->weat();
    const auto notRun =
        static_cast<qulonglong>(std::count_if(all.begin(), all.end(), [](const WeatResult *w) { return w->error; }));
    if (notRun > 0)
        text += QLatin1Char(' ')
                + t(QT_TRANSLATE_NOOP("ReportText", "%1 of the %2 combinations could not be computed, because a "
                                                    "word set was left without words (see Method)."))
                      .arg(span(QStringLiteral("/weat"), "errors", locale.toString(notRun)),
                           span(QStringLiteral("/weat"), "count", locale.toString(qulonglong(all.size()))));
    return QStringLiteral("<h2>%1</h2>\n<p class=\"methods\">%2</p>\n")
        .arg(t(QT_TRANSLATE_NOOP("ReportText", "Results")), text);
}

} // namespace isoscope::ui
