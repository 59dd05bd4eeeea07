#include "core/output/resultsfolder.h"

#include "core/analysis/warnings.h"
#include "core/output/escape.h"
#include "core/output/figuredata.h"
#include "core/output/measurestables.h"
#include "core/serialization/resultsjson.h"
#include "isoscope/version.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <system_error>
#include <tuple>

namespace isoscope {

namespace {

std::string intervalBound(const std::optional<EffectInterval> &interval, bool high)
{
    if (!interval || !interval->defined())
        return "NA";
    return formatFull(high ? interval->high : interval->low);
}

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    std::string text = buffer;
    if (text.find_first_not_of("-0.") == std::string::npos && text.front() == '-')
        text.erase(0, 1); // "-0.00" reads as a sign that is not there
    return text;
}

std::string formatP(double p)
{
    return pValueAscii(pValueText(p, PValueStyle::Exact));
}

// A bootstrap p of 0 means no resample crossed zero: say "below 2/B" rather than print a 0. The
// two-sided p is 2 x the smaller tail's share, so 2/B is the smallest p other than 0 that B valid
// resamples can give (the window's Table 3 says the same).
std::string formatBootstrapP(const SimilarityResult &s)
{
    if (!s.comparison.p)
        return "undefined";
    if (*s.comparison.p == 0 && s.comparison.iterations > s.comparison.skipped)
        return "< " + formatP(2.0 / static_cast<double>(s.comparison.iterations - s.comparison.skipped));
    return formatP(*s.comparison.p);
}

std::string formatOptional(std::optional<double> v, int decimals)
{
    return v ? fixed(*v, decimals) : std::string("undefined");
}

} // namespace

std::string resultsJsonText(const AnalysisResult &result)
{
    return writeJson(Json(result)) + "\n";
}

std::string weatCsv(const AnalysisResult &result)
{
    std::string csv = "model,suite,name,category,n_X,n_Y,n_A,n_B,missing_words,lowercased,"
                      "d_raw,S_raw,p_raw,p_method_raw,permutations_raw,p_se_raw,"
                      "d_whitened,S_whitened,p_whitened,p_method_whitened,permutations_whitened,p_se_whitened,"
                      "change,substantial_shift,error";
    // The bootstrap intervals of d follow when the analysis has them, then, with a multiple-testing
    // correction, the adjusted p (the unadjusted ones staying above).
    const bool intervals = result.params.effectBootstrapIterations > 0;
    if (intervals)
        csv += ",d_ci_low_raw,d_ci_high_raw,d_ci_low_whitened,d_ci_high_whitened";
    const bool corrected = result.params.correction != Correction::None;
    csv += corrected ? ",correction,p_raw_adjusted,p_whitened_adjusted\n" : "\n";
    for (const WeatResult *r : result.weat()) {
        std::size_t missing = 0;
        for (const auto &m : r->words.missing)
            missing += m.size();
        csv += csvField(r->model) + ',' + csvField(r->suiteId) + ',' + csvField(r->suiteName) + ','
               + csvField(r->category);
        for (int role = 0; role < 4; ++role)
            csv += ',' + std::to_string(r->words.used[role].size());
        csv += ',' + std::to_string(missing) + ',' + (r->words.lowercased ? "true" : "false");
        for (const auto *s : {r->raw ? &*r->raw : nullptr, r->whitened ? &*r->whitened : nullptr}) {
            if (!s) {
                csv += ",NA,NA,NA,NA,NA,NA";
                continue;
            }
            csv += ',' + formatFull(s->d) + ',' + formatFull(s->S) + ',' + formatFull(s->p) + ','
                   + std::string(pValueMethodName(s->method)) + ',' + std::to_string(s->permutations) + ','
                   + formatFull(s->pStandardError);
        }
        csv += ',' + std::string(r->error ? "NA" : changeName(r->change)) + ','
               + (r->error ? "NA" : (r->substantialShift ? "true" : "false")) + ','
               + csvField(r->error ? r->error->detail : "");
        if (intervals)
            csv += ',' + intervalBound(r->rawInterval, false) + ',' + intervalBound(r->rawInterval, true) + ','
                   + intervalBound(r->whitenedInterval, false) + ',' + intervalBound(r->whitenedInterval, true);
        if (corrected)
            csv += ',' + std::string(correctionName(result.params.correction)) + ','
                   + (r->pRawAdjusted ? formatFull(*r->pRawAdjusted) : std::string("NA")) + ','
                   + (r->pWhitenedAdjusted ? formatFull(*r->pWhitenedAdjusted) : std::string("NA"));
        csv += '\n';
    }
    return csv;
}

std::string anisotropyCsv(const AnalysisResult &result)
{
    std::string csv = "model,family,vocab_size,dims,reference,reference_size,sample_size,"
                      "mean_cos_raw,sd_cos_raw,mean_cos_whitened,sd_cos_whitened,epsilon\n";
    for (const auto &m : result.models) {
        csv += csvField(m.spec.name) + ',' + std::string(familyName(m.spec.family)) + ',' + std::to_string(m.vocabSize)
               + ',' + std::to_string(m.dims) + ','
               + csvField(paramsForModel(result.params, m.spec).reference.toString()) + ','
               + std::to_string(m.referenceSize) + ','
               + std::to_string(m.anisotropy.sample.size() - m.anisotropy.zeroRows) + ','
               + formatFull(m.anisotropy.raw.mean) + ',' + formatFull(m.anisotropy.raw.sd) + ','
               + formatFull(m.anisotropy.whitened.mean) + ',' + formatFull(m.anisotropy.whitened.sd) + ','
               + formatFull(result.params.epsilon) + '\n';
    }
    return csv;
}

std::string similarityCsv(const AnalysisResult &result)
{
    std::string csv =
        "model,benchmark,pairs_total,pairs_used,rho_raw,rho_whitened,delta,p,bootstrap_iterations,method,split\n";
    for (const auto &m : result.models)
        for (const auto &s : m.similarity)
            csv += csvField(m.spec.name) + ',' + csvField(s.benchmark) + ',' + std::to_string(s.pairsTotal) + ','
                   + std::to_string(s.pairsUsed) + ',' + formatFull(s.comparison.rhoRaw) + ','
                   + formatFull(s.comparison.rhoWhitened) + ',' + formatFull(s.comparison.delta) + ','
                   + formatFull(s.comparison.p) + ',' + std::to_string(s.bootstrapIterations) + ','
                   + std::string(similarityMethodName(s.method)) + ',' + csvField(s.split) + '\n';
    return csv;
}

std::string multilevelCsv(const AnalysisResult &result)
{
    std::string csv = "model,suite,space,level1_d,"
                      "level2_X_effect,level2_X_p,level2_X_p_method,level2_Y_effect,level2_Y_p,level2_Y_p_method";
    for (CosineBlockId id : kCosineBlocks)
        csv +=
            ",level3_" + std::string(cosineBlockName(id)) + "_mean,level3_" + std::string(cosineBlockName(id)) + "_sd";
    csv += '\n';
    for (const WeatResult *r : result.weat()) {
        for (const auto &[space, stat] : {std::pair{"raw", &r->raw}, std::pair{"whitened", &r->whitened}}) {
            if (!*stat || !(*stat)->levels)
                continue;
            const MultilevelEat &levels = *(*stat)->levels;
            csv += csvField(r->model) + ',' + csvField(r->suiteId) + ',' + space + ',' + formatFull((*stat)->d);
            for (const LevelTwoEffect *e : {&levels.x, &levels.y})
                csv += ',' + formatFull(e->effect) + ',' + formatFull(e->p) + ','
                       + std::string(pValueMethodName(e->method));
            for (CosineBlockId id : kCosineBlocks)
                csv += ',' + formatFull(levels.block(id).mean) + ',' + formatFull(levels.block(id).sd);
            csv += '\n';
        }
    }
    return csv;
}

std::string reportMarkdown(const AnalysisResult &result)
{
    const AnalysisParams &p = result.params;
    std::string md = "# Isoscope report\n\n";
    md += "Calibrated WEAT: every result is shown raw (cosine on the model's vectors) and whitened "
          "(ZCA whitening estimated on the reference sample), side by side.\n\n";

    // With a correction the change classes follow the adjusted p, so the summary, the stars and
    // an adjusted p column beside each unadjusted one say so (a reader would otherwise see
    // "1.02* | 0.018 | Disappearing").
    const bool corrected = p.correction != Correction::None;
    const std::string correction = p.correction == Correction::Holm ? "Holm" : "BH";
    const std::string adjustedName = corrected ? correction + "-adjusted " : "";
    const ChangeCounts counts = countChanges(result);
    std::size_t shifts = 0;
    for (const WeatResult *r : result.weat())
        shifts += !r->error && r->substantialShift;
    md += "## Summary\n\n";
    md += std::to_string(counts.stable) + " Stable, " + std::to_string(counts.disappearing) + " Disappearing, "
          + std::to_string(counts.emerging) + " Emerging of " + std::to_string(counts.total())
          + " model-test combinations (significant: " + adjustedName + "p < " + formatFull(p.alpha) + "); "
          + std::to_string(shifts) + " with a substantial shift (|d whitened - d raw| > " + formatFull(p.shiftThreshold)
          + ").\n\n";

    md += "## Table 2. Anisotropy: mean pairwise cosine (SD) of " + std::to_string(p.anisotropySample)
          + " reference words\n\n";
    md += "| Model | Family | Words | Dims | Reference | Raw | Whitened |\n|---|---|---:|---:|---|---|---|\n";
    for (const auto &m : result.models)
        md += "| " + markdownEscaped(m.spec.name) + " | " + std::string(familyName(m.spec.family)) + " | "
              + std::to_string(m.vocabSize) + " | " + std::to_string(m.dims) + " | "
              + markdownEscaped(paramsForModel(p, m.spec).reference.toString()) + " (" + std::to_string(m.referenceSize)
              + ") | " + fixed(m.anisotropy.raw.mean, 3) + " (" + fixed(m.anisotropy.raw.sd, 3) + ") | "
              + fixed(m.anisotropy.whitened.mean, 3) + " (" + fixed(m.anisotropy.whitened.sd, 3) + ") |\n";

    if (!p.benchmarks.empty() || !p.sentenceBenchmarks.empty()) {
        md += "\n## Table 3. Semantic similarity: Spearman rho with human judgements\n\n";
        md += "| Model | Benchmark | Pairs used | Raw | Whitened | Delta | p (bootstrap) |\n"
              "|---|---|---:|---:|---:|---:|---:|\n";
        for (const auto &m : result.models)
            for (const auto &s : m.similarity) {
                std::string benchmark = markdownEscaped(s.benchmark);
                if (!s.split.empty())
                    benchmark += " (" + markdownEscaped(s.split) + ")";
                if (s.method == SimilarityMethod::BagOfWords)
                    benchmark += ", bag of words";
                else if (s.method == SimilarityMethod::SentenceVectors)
                    benchmark += ", sentence vectors";
                md += "| " + markdownEscaped(m.spec.name) + " | " + benchmark + " | " + std::to_string(s.pairsUsed)
                      + "/" + std::to_string(s.pairsTotal) + " | ";
                if (s.method == SimilarityMethod::None) {
                    md += "not measured: a " + std::string(familyName(m.spec.family))
                          + " model needs sentence vectors | | | |\n";
                    continue;
                }
                md += formatOptional(s.comparison.rhoRaw, 3) + " | " + formatOptional(s.comparison.rhoWhitened, 3)
                      + " | " + formatOptional(s.comparison.delta, 3) + " | " + formatBootstrapP(s) + " |\n";
            }
    }

    md += "\n## Table A1. WEAT effect sizes d and p-values, raw and whitened\n\n";
    md += "`*` marks " + adjustedName + "p < " + formatFull(p.alpha) + ". `MC` marks a Monte Carlo p ("
          + std::to_string(p.weat.permutations) + " random partitions); the others are exact.";
    if (corrected)
        md += " The change classes use the " + correction + "-adjusted p, shown beside each unadjusted one.";
    md += "\n\n";
    const bool intervals = p.effectBootstrapIterations > 0;
    const std::string ci =
        fixed(100 * p.confidence, p.confidence * 100 == std::round(p.confidence * 100) ? 0 : 1) + "% CI";
    std::string header = "| Model | Test | Category | X/Y/A/B |";
    std::string rule = "|---|---|---|---|";
    for (const char *space : {"raw", "whitened"}) {
        header += std::string(" d ") + space + " |";
        rule += "---:|";
        if (intervals) {
            header += " " + ci + " " + space + " |";
            rule += "---|";
        }
        header += std::string(" p ") + space + " |";
        rule += "---:|";
        if (corrected) {
            header += " p " + std::string(space) + " (" + correction + ") |";
            rule += "---:|";
        }
    }
    md += header + " Change | Shift |\n" + rule + "---|---|\n";
    const std::size_t columnsPerSpace = 2 + intervals + corrected;
    for (const WeatResult *r : result.weat()) {
        std::string sizes;
        for (int role = 0; role < 4; ++role)
            sizes += (role ? "/" : "") + std::to_string(r->words.used[role].size());
        md += "| " + markdownEscaped(r->model) + " | " + markdownEscaped(r->suiteId) + " | "
              + markdownEscaped(r->category) + " | " + sizes + " | ";
        if (r->error) {
            md += "not run: " + markdownEscaped(r->error->detail);
            for (std::size_t column = 0; column < 2 * columnsPerSpace + 2; ++column)
                md += " |";
            md += "\n";
            continue;
        }
        for (const auto &[s, interval, adjusted] :
             {std::tuple{&*r->raw, &r->rawInterval, &r->pRawAdjusted},
              std::tuple{&*r->whitened, &r->whitenedInterval, &r->pWhitenedAdjusted}}) {
            const double significanceP = corrected && *adjusted ? **adjusted : s->p;
            md += formatOptional(s->d, 2) + (significanceP < p.alpha ? "*" : "") + " | ";
            if (intervals)
                md += (*interval && (*interval)->defined()
                           ? "[" + fixed((*interval)->low, 2) + ", " + fixed((*interval)->high, 2) + "]"
                           : std::string("undefined"))
                      + " | ";
            md += formatP(s->p) + (s->method == PValueMethod::MonteCarlo ? " MC" : "") + " | ";
            if (corrected)
                md += (*adjusted ? formatP(**adjusted) : std::string("NA")) + " | ";
        }
        md += std::string(changeName(r->change)) + " | " + (r->substantialShift ? "yes" : "") + " |\n";
    }

    md += "\n## Conventions\n\n";
    md += "- Effect size d: difference of mean associations over the sample SD (ddof = " + std::to_string(p.weat.ddof)
          + ") of s(w, A, B) over X and Y.\n";
    md += "- p: " + std::string(p.weat.sided == Sidedness::One ? "one-sided" : "two-sided (2 x the smaller tail)")
          + ", partitions with S_i " + (p.weat.tie == TieRule::GreaterOrEqual ? ">=" : ">")
          + " S counted; exact enumeration up to " + std::to_string(p.weat.exactLimit) + " partitions, otherwise "
          + std::to_string(p.weat.permutations) + " random partitions"
          + (p.weat.plusOne ? " with p = (b + 1)/(N + 1)" : " with p = b/N") + "; seed " + std::to_string(p.weat.seed)
          + ".\n";
    switch (p.calibration.kind) {
    case CalibrationKind::Zca:
        md += "- Whitening: ZCA, W = U (Lambda + eps I)^(-1/2) U^T with eps = " + formatFull(p.epsilon);
        break;
    case CalibrationKind::Center: md += "- Calibration (in place of whitening): mean-centring only, z = x - mu"; break;
    case CalibrationKind::AllButTheTop:
        md += "- Calibration (in place of whitening): all-but-the-top (Mu and Viswanath 2018), centred and the top "
              + (p.calibration.components ? std::to_string(*p.calibration.components) : std::string("d/100"))
              + " principal components removed";
        break;
    case CalibrationKind::Pca:
        md += "- Calibration (in place of ZCA): PCA whitening, z = (Lambda + eps I)^(-1/2) U^T (x - mu) with eps = "
              + formatFull(p.epsilon);
        break;
    }
    md += ", estimated on the reference sample " + markdownEscaped(p.reference.toString());
    std::string own; // models whitened on a sample of their own (a transformer's corpus sentences)
    for (const auto &m : result.models)
        if (m.spec.reference)
            own += (own.empty() ? "" : ", ") + markdownEscaped(m.spec.name) + " ("
                   + markdownEscaped(m.spec.reference->toString()) + ")";
    if (!own.empty())
        md += "; on their own sample: " + own;
    md += ".\n";
    if (p.correction != Correction::None)
        md += std::string("- Multiple testing: ")
              + (p.correction == Correction::Holm ? "Holm (family-wise error)"
                                                  : "Benjamini-Hochberg (false discovery rate)")
              + " across the suites of each model, raw and whitened separately; the change classes use the adjusted p "
                "(weat.csv and results.json keep both).\n";
    if (intervals)
        md += "- " + ci + " of d: percentile bootstrap over the words of X and Y ("
              + std::to_string(p.effectBootstrapIterations)
              + " resamples with replacement, the same for raw and whitened; seed derived from "
              + std::to_string(p.weat.seed) + " and the suite id; docs/sensitivity.md).\n";
    std::string subwordModels;
    for (const auto &m : result.models)
        if (m.spec.oov == OovPolicy::Subword && m.hasSubwords)
            subwordModels += (subwordModels.empty() ? "" : ", ") + markdownEscaped(m.spec.name);
    md += subwordModels.empty()
              ? std::string("- Words not in a model's vocabulary: left out (listed under Warnings).\n")
              : "- Words not in a model's vocabulary: given their fastText subword vectors (the mean of their "
                "character n-gram vectors) in "
                    + subwordModels
                    + ", left out elsewhere; Warnings list each word from subwords beside the missing ones.\n";
    md += "- Similarity: paired bootstrap over pairs, " + std::to_string(p.bootstrapIterations)
          + " resamples; p = min(1, 2 min(Pr[Delta* <= 0], Pr[Delta* >= 0])).\n";
    if (!p.sentenceBenchmarks.empty())
        md += "- STS-B: a sentence's vector is the mean of the word vectors of its tokens (maximal runs of Unicode "
              "letters and numbers, looked up as the WEAT words; whitened: the mean of the whitened token vectors), "
              "or its row of the model's sentence vectors; a pair with a sentence without a vector is left out.\n";
    md += "- Program: isoscope " + std::string(kVersion) + ".\n";

    bool anyWarning = false;
    for (const auto &m : result.models)
        anyWarning = anyWarning || !m.warnings.empty();
    if (anyWarning) {
        md += "\n## Warnings\n\n";
        for (const auto &m : result.models)
            for (const Warning &w : m.warnings)
                md += "- " + markdownEscaped(m.spec.name) + (w.suite.empty() ? "" : " " + markdownEscaped(w.suite))
                      + ": " + markdownEscaped(w.detail) + "\n";
    }
    // What a reader of Table A1 could misread, as the command line warns of it and the window's
    // Issues dock lists it.
    std::string cautions;
    for (const auto &m : result.models)
        for (const auto &[suite, detail] : cautionDetails(m, p.suites, p))
            cautions += "- " + markdownEscaped(m.spec.name) + " " + markdownEscaped(suite) + ": "
                        + markdownEscaped(detail) + "\n";
    if (!cautions.empty())
        md += "\n## Cautions\n\nResults in Table A1 that are easy to misread.\n\n" + cautions;
    return md;
}

Result<void> writeResults(const AnalysisResult &result, const std::filesystem::path &dir)
{
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec || !std::filesystem::is_directory(dir, ec))
        return makeError(ErrorCode::WriteFailed, "cannot create the output folder", dir.string());
    const std::pair<const char *, std::string> files[] = {
        {"results.json", resultsJsonText(result)}, {"weat.csv", weatCsv(result)},
        {"anisotropy.csv", anisotropyCsv(result)}, {"similarity.csv", similarityCsv(result)},
        {"mleat.csv", multilevelCsv(result)},      {"report.md", reportMarkdown(result)},
    };
    // All files are written and flushed under temporary names first and renamed into place only
    // when every one is complete: a full disk leaves the folder as it was, never old and new mixed.
    FileBatch batch(dir);
    for (const auto &[name, content] : files)
        if (auto written = batch.add(name, content); !written)
            return written;
    // The measures beyond WEAT when they were asked for (docs/measures.md); otherwise an earlier
    // run's measures.csv goes, since it would not describe these results.
    constexpr const char *kMeasures = "measures.csv";
    if (namesMeasuresBeyondWeat(result.params.measures)) {
        if (auto written = batch.add(kMeasures, measuresCsv(result)); !written)
            return written;
    } else {
        batch.removeOnCommit(kMeasures);
    }
    // What the figures need beyond results.json (the heatmap's sampled vectors): isoscope-cli
    // figures reads both back.
    if (auto written = batch.addWritten(
            std::string(kFigureDataFileName),
            [&result](const std::filesystem::path &file) { return writeFigureData(result, file, false); });
        !written)
        return written;
    return batch.commit();
}

Result<LoadedResults> loadResults(const std::filesystem::path &resultsJson)
{
    auto document = parseJsonFile(resultsJson);
    if (!document)
        return document.error();
    auto analysis = analysisFromJson(document.value(), resultsJson.string());
    if (!analysis)
        return analysis.error();
    LoadedResults loaded;
    loaded.analysis = std::move(analysis).value();
    const std::filesystem::path vectors = resultsJson.parent_path() / kFigureDataFileName;
    if (auto read = readFigureData(vectors, loaded.analysis); read) {
        loaded.hasVectors = true;
    } else {
        loaded.vectorsProblem = describe(read.error());
    }
    return loaded;
}

} // namespace isoscope
