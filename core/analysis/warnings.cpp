#include "core/analysis/warnings.h"

#include <algorithm>
#include <array>
#include <cstdio>

namespace isoscope {

std::string joinWords(const std::vector<std::string> &words, std::size_t most)
{
    std::string text;
    for (std::size_t i = 0; i < words.size() && i < most; ++i)
        text += (i ? ", " : "") + words[i];
    if (words.size() > most)
        text += ", ... (" + std::to_string(words.size() - most) + " more)";
    return text;
}

namespace {

/// " A (set name): w1, w2; B (...): ..." for the roles with words, the set names from suite
/// (the role names when the suite is not known).
std::string wordsByRole(const std::array<std::vector<std::string>, 4> &lists, const WeatSuite *suite)
{
    std::string text;
    for (int role = 0; role < 4; ++role) {
        if (lists[role].empty())
            continue;
        const auto roleId = static_cast<WordSetRole>(role);
        const std::string setName = suite ? suite->set(roleId).name : std::string(roleName(roleId));
        text +=
            std::string(" ") + std::string(roleName(roleId)) + " (" + setName + "): " + joinWords(lists[role]) + ";";
    }
    if (!text.empty())
        text.pop_back();
    return text;
}

std::size_t wordCount(const std::array<std::vector<std::string>, 4> &lists)
{
    std::size_t count = 0;
    for (const auto &list : lists)
        count += list.size();
    return count;
}

std::string subwordWordsDetail(const SuiteLookup &lookup, const WeatSuite *suite)
{
    const std::size_t count = wordCount(lookup.fromSubwords);
    if (count == 0)
        return {};
    return std::to_string(count) + (count == 1 ? " word is" : " words are")
           + " not in the vocabulary and got vectors from subwords:" + wordsByRole(lookup.fromSubwords, suite);
}

std::string subwordPairsDetail(const SimilarityResult &result)
{
    if (result.pairsFromSubwords == 0)
        return {};
    return std::to_string(result.pairsFromSubwords) + " of " + std::to_string(result.pairsUsed)
           + " pairs used have a word that is not in the vocabulary and got its vector from subwords";
}

// A number as a reader sees it: three significant digits (0.111, 0.05), or two decimals (-1.90).
std::string significant(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", value);
    return text;
}

std::string twoDecimals(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

} // namespace

std::optional<Warning> similarityCoverageWarning(const std::string &model, const SimilarityResult &result)
{
    const std::string of =
        std::to_string(result.pairsTotal - result.pairsUsed) + " of " + std::to_string(result.pairsTotal) + " pairs ";
    switch (result.method) {
    case SimilarityMethod::None:
        return Warning{Warning::Kind::MissingSentences, model, result.benchmark,
                       "not measured: the model is not static (no bag of words of its word vectors) and has no "
                       "sentence vectors (/sentences and /sentence_vectors)"};
    case SimilarityMethod::SentenceVectors: {
        std::string detail;
        if (result.pairsUsed < result.pairsTotal)
            detail = of + "have a sentence that is not in /sentences of " + result.sentenceVectorsFile
                     + " (or has a zero vector)";
        if (result.duplicateSentences > 0)
            detail += (detail.empty() ? "" : "; ") + std::to_string(result.duplicateSentences)
                      + " sentences are given twice in " + result.sentenceVectorsFile + " (the first row is used)";
        if (detail.empty())
            return std::nullopt;
        return Warning{Warning::Kind::MissingSentences, model, result.benchmark, detail};
    }
    case SimilarityMethod::BagOfWords:
        if (result.pairsUsed == result.pairsTotal)
            return std::nullopt;
        return Warning{Warning::Kind::MissingWords, model, result.benchmark,
                       of + "have a sentence with no word in the vocabulary"};
    case SimilarityMethod::WordCosine:
        if (result.pairsUsed == result.pairsTotal)
            return std::nullopt;
        return Warning{Warning::Kind::MissingWords, model, result.benchmark,
                       of + "have a word that is not in the vocabulary (or has a zero vector)"};
    }
    return std::nullopt;
}

double smallestAttainableP(const WeatStatistic &statistic, const WeatConventions &conventions)
{
    double tail = 0;
    if (statistic.method == PValueMethod::Exact) {
        if (conventions.tie == TieRule::GreaterOrEqual && statistic.permutations > 0)
            tail = 1 / static_cast<double>(statistic.permutations);
    } else if (conventions.plusOne) {
        tail = 1 / (static_cast<double>(statistic.permutations) + 1);
    }
    return conventions.sided == Sidedness::One ? tail : std::min(1.0, 2 * tail);
}

ResultCautions resultCautions(const WeatResult &r, const AnalysisParams &params)
{
    ResultCautions c;
    if (r.error || !r.raw || !r.whitened)
        return c;
    for (int role = 0; role < 4; ++role)
        if (r.words.used[role].size() < kSmallSetWords)
            c.smallSets.push_back(static_cast<WordSetRole>(role));
    // Raw and whitened are tested on the same partitions: one floor for both.
    if (const double floor = smallestAttainableP(*r.raw, params.weat); floor > params.alpha)
        c.unreachableFloor = floor;
    c.signChange =
        r.raw->d && r.whitened->d && ((*r.raw->d > 0 && *r.whitened->d < 0) || (*r.raw->d < 0 && *r.whitened->d > 0));
    return c;
}

std::vector<std::pair<std::string, std::string>>
cautionDetails(const ModelResult &m, const std::vector<WeatSuite> &suites, const AnalysisParams &params)
{
    std::vector<std::pair<std::string, std::string>> details;
    for (const WeatResult &r : m.weat) {
        const ResultCautions cautions = resultCautions(r, params);
        if (!cautions.any())
            continue;
        const auto suite =
            std::find_if(suites.begin(), suites.end(), [&](const WeatSuite &s) { return s.id == r.suiteId; });
        std::string small;
        for (WordSetRole role : cautions.smallSets) {
            const std::size_t n = r.words.used[static_cast<int>(role)].size();
            small += std::string(small.empty() ? "" : "; ") + std::string(roleName(role))
                     + (suite != suites.end() ? " (" + suite->set(role).name + ")" : std::string()) + " has "
                     + std::to_string(n) + (n == 1 ? " word" : " words");
        }
        if (!small.empty())
            details.emplace_back(r.suiteId, "very small sets: " + small + " in the model (fewer than "
                                                + std::to_string(kSmallSetWords)
                                                + "), so d and p rest on very few words");
        if (cautions.unreachableFloor)
            details.emplace_back(
                r.suiteId,
                "cannot reach significance: the smallest p this test can give is "
                    + significant(*cautions.unreachableFloor) + " (" + std::to_string(r.raw->permutations)
                    + (r.raw->method == PValueMethod::Exact ? " partitions of X and Y" : " random partitions")
                    + "), above alpha " + significant(params.alpha));
        if (cautions.signChange)
            details.emplace_back(r.suiteId, "d changes sign: raw " + twoDecimals(*r.raw->d) + ", whitened "
                                                + twoDecimals(*r.whitened->d));
    }
    return details;
}

std::vector<Warning> modelWarnings(const ModelResult &m, const std::vector<WeatSuite> &suites)
{
    std::vector<Warning> warnings;
    const auto warn = [&](Warning::Kind kind, std::string suite, std::string detail) {
        warnings.push_back(Warning{kind, m.spec.name, std::move(suite), std::move(detail)});
    };
    if (m.read.duplicateCount > 0)
        warn(Warning::Kind::DuplicateWords, {},
             std::to_string(m.read.duplicateCount)
                 + " repeated words in the file; the first occurrence of each was kept");
    if (m.uncased)
        warn(Warning::Kind::LowercasedLookup, {},
             "the vocabulary has no uppercase letter, so the model is uncased: words are looked up lowercased");
    if (m.spec.oov == OovPolicy::Subword && !m.hasSubwords)
        warn(Warning::Kind::NoSubwords, {}, kNoSubwordsDetail);
    if (!m.referenceMissing.empty())
        warn(Warning::Kind::ReferenceWordsMissing, {},
             std::to_string(m.referenceMissing.size())
                 + " reference words are not in the vocabulary: " + joinWords(m.referenceMissing));
    if (m.singularCovariance)
        warn(Warning::Kind::SingularCovariance, {},
             "the reference sample has " + std::to_string(m.referenceSize) + " vectors for " + std::to_string(m.dims)
                 + " dimensions, so its covariance is singular and the whitening estimate is poor (epsilon keeps it "
                   "finite)");
    for (const WeatResult &r : m.weat) {
        const auto suite =
            std::find_if(suites.begin(), suites.end(), [&](const WeatSuite &s) { return s.id == r.suiteId; });
        const WeatSuite *known = suite != suites.end() ? &*suite : nullptr;
        // A word with a zero vector is in the vocabulary: said apart from the words that are not.
        std::array<std::vector<std::string>, 4> absent = r.words.missing;
        for (int role = 0; role < 4; ++role)
            std::erase_if(absent[role], [&](const std::string &word) {
                const auto &zero = r.words.zeroVectors[role];
                return std::find(zero.begin(), zero.end(), word) != zero.end();
            });
        if (const std::size_t missing = wordCount(absent); missing > 0)
            warn(Warning::Kind::MissingWords, r.suiteId,
                 std::to_string(missing) + (missing == 1 ? " word is" : " words are")
                     + " not in the vocabulary:" + wordsByRole(absent, known));
        if (const std::size_t zero = wordCount(r.words.zeroVectors); zero > 0)
            warn(Warning::Kind::MissingWords, r.suiteId,
                 std::to_string(zero) + (zero == 1 ? " word has" : " words have")
                     + " a zero vector in the model (no direction, so no cosine) and " + (zero == 1 ? "is" : "are")
                     + " left out:" + wordsByRole(r.words.zeroVectors, known));
        if (std::string detail = subwordWordsDetail(r.words, known); !detail.empty())
            warn(Warning::Kind::SubwordWords, r.suiteId, std::move(detail));
        // A set is a set: a word listed twice in one is used once. A word in both sets of a pair
        // stays in both, as the suite lists it.
        if (wordCount(r.words.repeated) > 0)
            warn(Warning::Kind::RepeatedWords, r.suiteId,
                 "words listed more than once in a set are used once:" + wordsByRole(r.words.repeated, known));
        std::string shared;
        if (!r.words.inBothTargets.empty())
            shared = "X and Y: " + joinWords(r.words.inBothTargets);
        if (!r.words.inBothAttributes.empty())
            shared += std::string(shared.empty() ? "" : "; ") + "A and B: " + joinWords(r.words.inBothAttributes);
        if (!shared.empty())
            warn(Warning::Kind::SharedWords, r.suiteId,
                 "words in both sets of a pair are used in both, as listed: " + shared);
        if (r.error)
            warn(Warning::Kind::SuiteNotRun, r.suiteId, r.error->detail);
        if (r.raw && !r.raw->d)
            warn(Warning::Kind::UndefinedEffect, r.suiteId, "raw d is undefined: " + r.raw->dUndefinedReason);
        if (r.whitened && !r.whitened->d)
            warn(Warning::Kind::UndefinedEffect, r.suiteId, "whitened d is undefined: " + r.whitened->dUndefinedReason);
    }
    if (m.anisotropy.zeroRows > 0)
        warn(Warning::Kind::ZeroVectors, {},
             std::to_string(m.anisotropy.zeroRows) + " zero vectors in the anisotropy sample were skipped");
    for (const SimilarityResult &s : m.similarity) {
        if (auto warning = similarityCoverageWarning(m.spec.name, s))
            warnings.push_back(std::move(*warning));
        if (std::string detail = subwordPairsDetail(s); !detail.empty())
            warn(Warning::Kind::SubwordWords, s.benchmark, std::move(detail));
    }
    return warnings;
}

} // namespace isoscope
