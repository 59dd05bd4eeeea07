#pragma once

#include "core/base/embeddingset.h"
#include "core/base/result.h"

#include <Eigen/Core>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace isoscope {

/// The word lists of hard debiasing (Bolukbasi et al. 2016, tolga-b/debiaswe data/): resources/debias.
struct DebiasLists {
    using Pair = std::pair<std::string, std::string>;
    std::vector<Pair> definitional;          ///< definitional_pairs.json: the pairs that define the direction
    std::vector<Pair> equalize;              ///< equalize_pairs.json: the pairs made symmetric about it
    std::vector<std::string> genderSpecific; ///< gender_specific_full.json: the words not neutralized
    /// A fingerprint of every word of the three lists, so that statistics of a model debiased with
    /// other lists are never mistaken for these.
    std::uint64_t fingerprint() const;
};
inline constexpr const char *kDefinitionalPairsFile = "definitional_pairs.json";
inline constexpr const char *kEqualizePairsFile = "equalize_pairs.json";
inline constexpr const char *kGenderSpecificFile = "gender_specific_full.json";

// Reading the lists: readDebiasLists and builtinDebiasLists (core/serialization/debiaslistsjson.h).

/// Python's str.title() on the letters of a word, as Bolukbasi's debias.py applies it to the
/// equalize pairs: a letter after a non-letter is upper case, every other letter lower case
/// ("ex_girlfriend" -> "Ex_Girlfriend"). Bytes of non-ASCII characters count as letters and are
/// kept as they are.
std::string pythonTitleCase(std::string_view word);

/// Hard debiasing (Bolukbasi, Chang, Zou, Saligrama and Kalai 2016, as their debias.py does it),
/// fitted to one model and applied to its rows on demand:
/// 1. every vector is scaled to unit length;
/// 2. the gender direction g is the first principal component of the definitional pairs: each
///    pair's two unit vectors minus the pair's mean, the rows centred (as PCA does);
/// 3. every word not in the gender-specific list is neutralized, v - (v.g) g, and scaled to unit
///    length again;
/// 4. each equalize pair (a, b), taken as written lower-cased, title-cased and upper-cased, is
///    replaced by y +- z g with y = the neutralized mean of the two (step-3) vectors and
///    z = sqrt(1 - |y|^2), the sign keeping the side each word was on;
/// 5. the result is rounded to float32, the model's own type.
/// Words are looked up with the model's case rule (an uncased model: lower-cased), so an uncased
/// model uses every list lower-cased. A zero vector stays zero. A word in more than one equalize
/// pair is equalized with the first (the published lists have none).
class HardDebias
{
public:
    /// Errors: EmptyWordSet (naming the list) if no definitional pair has both words in the model;
    /// a failed read of a cached model is FileUnreadable.
    static Result<HardDebias> fit(const EmbeddingSet &model, const DebiasLists &lists);

    /// g, unit length, oriented so that the first word of the first definitional pair found (woman
    /// in Bolukbasi's list) has a positive projection on it.
    const Eigen::VectorXd &direction() const { return m_direction; }
    /// Fraction of the definitional pairs' variance along g (PCA's explained variance ratio).
    double explainedVariance() const { return m_explained; }
    /// The pairs found in the model, as the model spells them.
    const std::vector<DebiasLists::Pair> &definitionalUsed() const { return m_definitionalUsed; }
    const std::vector<DebiasLists::Pair> &equalized() const { return m_equalizedWords; }
    std::size_t genderSpecificFound() const { return m_specific.size(); }
    std::uint64_t listsFingerprint() const { return m_fingerprint; }
    bool isGenderSpecific(std::size_t row) const { return m_specific.count(row) > 0; }

    /// Debiases vectors of the model in place: vectors holds rows.size() x d floats, row-major,
    /// the original vectors of the given rows.
    void apply(const std::vector<std::size_t> &rows, float *vectors) const;
    /// Debiases vectors that belong to no word (a contextualized model's reference vectors): each
    /// is neutralized as a word outside the gender-specific list is.
    void applyNeutral(float *vectors, std::size_t count) const;

private:
    // Steps 1-3 for one vector (in double), the step-4 replacement where there is one.
    Eigen::VectorXd unequalized(const float *vector, bool specific) const;

    Eigen::VectorXd m_direction;
    double m_explained = 0;
    std::size_t m_dims = 0;
    std::unordered_set<std::size_t> m_specific;
    std::unordered_map<std::size_t, Eigen::VectorXf> m_equalized;
    std::vector<DebiasLists::Pair> m_definitionalUsed;
    std::vector<DebiasLists::Pair> m_equalizedWords;
    std::uint64_t m_fingerprint = 0;
};

/// The model hard-debiased: the same vocabulary and case rule, each row read from model and
/// debiased when an analysis asks for it (so a cached model stays on disk), its reference vectors
/// (if any) debiased too, and whitening statistics kept in model's store under keys of their own
/// ("hard-debias:<fingerprint>/..."). model must outlive the result.
EmbeddingSet debiasedModel(const EmbeddingSet &model, std::shared_ptr<const HardDebias> debias);

} // namespace isoscope
