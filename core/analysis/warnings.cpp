#include "core/analysis/warnings.h"

#include <algorithm>
#include <array>

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
        text += std::string(" ") + std::string(roleName(roleId)) + " (" + setName + "): " + joinWords(lists[role]) + ";";
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
    return std::to_string(count) + (count == 1 ? " word is" : " words are") +
           " not in the vocabulary and got vectors from subwords:" + wordsByRole(lookup.fromSubwords, suite);
}

std::string subwordPairsDetail(const SimilarityResult &result)
{
    if (result.pairsFromSubwords == 0)
        return {};
    return std::to_string(result.pairsFromSubwords) + " of " + std::to_string(result.pairsUsed) +
           " pairs used have a word that is not in the vocabulary and got its vector from subwords";
}

} // namespace

std::vector<Warning> modelWarnings(const ModelResult &m, const std::vector<WeatSuite> &suites)
{
    std::vector<Warning> warnings;
    const auto warn = [&](Warning::Kind kind, std::string suite, std::string detail) {
        warnings.push_back(Warning{kind, m.spec.name, std::move(suite), std::move(detail)});
    };
    if (m.read.duplicateCount > 0)
        warn(Warning::Kind::DuplicateWords, {},
             std::to_string(m.read.duplicateCount) + " repeated words in the file; the first occurrence of each was kept");
    if (m.uncased)
        warn(Warning::Kind::LowercasedLookup, {},
             "the vocabulary has no uppercase letter, so the model is uncased: words are looked up lowercased");
    if (m.spec.oov == OovPolicy::Subword && !m.hasSubwords)
        warn(Warning::Kind::NoSubwords, {}, kNoSubwordsDetail);
    if (!m.referenceMissing.empty())
        warn(Warning::Kind::ReferenceWordsMissing, {},
             std::to_string(m.referenceMissing.size()) + " reference words are not in the vocabulary: " +
                 joinWords(m.referenceMissing));
    if (m.singularCovariance)
        warn(Warning::Kind::SingularCovariance, {},
             "the reference sample has " + std::to_string(m.referenceSize) + " vectors for " + std::to_string(m.dims) +
                 " dimensions, so its covariance is singular and the whitening estimate is poor (epsilon keeps it finite)");
    for (const WeatResult &r : m.weat) {
        const auto suite = std::find_if(suites.begin(), suites.end(),
                                        [&](const WeatSuite &s) { return s.id == r.suiteId; });
        const WeatSuite *known = suite != suites.end() ? &*suite : nullptr;
        if (const std::size_t missing = wordCount(r.words.missing); missing > 0)
            warn(Warning::Kind::MissingWords, r.suiteId,
                 std::to_string(missing) + (missing == 1 ? " word is" : " words are") + " not in the vocabulary:" +
                     wordsByRole(r.words.missing, known));
        if (std::string detail = subwordWordsDetail(r.words, known); !detail.empty())
            warn(Warning::Kind::SubwordWords, r.suiteId, std::move(detail));
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
        if (s.pairsUsed < s.pairsTotal)
            warn(Warning::Kind::MissingWords, s.benchmark,
                 std::to_string(s.pairsTotal - s.pairsUsed) + " of " + std::to_string(s.pairsTotal) +
                     " pairs have a word that is not in the vocabulary (or has a zero vector)");
        if (std::string detail = subwordPairsDetail(s); !detail.empty())
            warn(Warning::Kind::SubwordWords, s.benchmark, std::move(detail));
    }
    return warnings;
}

} // namespace isoscope
