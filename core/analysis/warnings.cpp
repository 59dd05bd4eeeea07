#include "core/analysis/warnings.h"

#include <algorithm>

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
    if (!m.referenceMissing.empty())
        warn(Warning::Kind::ReferenceWordsMissing, {},
             std::to_string(m.referenceMissing.size()) + " reference words are not in the vocabulary: " +
                 joinWords(m.referenceMissing));
    if (m.singularCovariance)
        warn(Warning::Kind::SingularCovariance, {},
             "the reference sample has " + std::to_string(m.referenceSize) + " vectors for " + std::to_string(m.dims) +
                 " dimensions, so its covariance is singular and the whitening estimate is poor (epsilon keeps it finite)");
    for (const WeatResult &r : m.weat) {
        std::size_t missing = 0;
        for (const auto &list : r.words.missing)
            missing += list.size();
        if (missing > 0) {
            const auto suite = std::find_if(suites.begin(), suites.end(),
                                            [&](const WeatSuite &s) { return s.id == r.suiteId; });
            std::string detail =
                std::to_string(missing) + (missing == 1 ? " word is" : " words are") + " not in the vocabulary:";
            for (int role = 0; role < 4; ++role) {
                if (r.words.missing[role].empty())
                    continue;
                const auto roleId = static_cast<WordSetRole>(role);
                const std::string setName = suite != suites.end() ? suite->set(roleId).name : std::string(roleName(roleId));
                detail += std::string(" ") + std::string(roleName(roleId)) + " (" + setName +
                          "): " + joinWords(r.words.missing[role]) + ";";
            }
            detail.pop_back();
            warn(Warning::Kind::MissingWords, r.suiteId, detail);
        }
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
    for (const SimilarityResult &s : m.similarity)
        if (s.pairsUsed < s.pairsTotal)
            warn(Warning::Kind::MissingWords, s.benchmark,
                 std::to_string(s.pairsTotal - s.pairsUsed) + " of " + std::to_string(s.pairsTotal) +
                     " pairs have a word that is not in the vocabulary (or has a zero vector)");
    return warnings;
}

} // namespace isoscope
