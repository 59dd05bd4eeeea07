#pragma once

#include "core/vocabulary.h"

#include <Eigen/Core>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// Row-major float32 matrix: one word vector per row, as on disk.
using MatrixF = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
/// Row-major double matrix: vectors taken out of a model for computation.
using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// How a word was found in a model.
struct WordLookup {
    std::optional<std::size_t> row; ///< The row, or nothing if the word is missing.
    bool lowercased = false;        ///< The model is uncased and the word was looked up lowercased.
};

/// A model: vocabulary in file order plus a float32 matrix with one row per word.
///
/// A model whose vocabulary has no uppercase letter at all (GloVe 6B, uncased fastText) is
/// uncased: its words are looked up lowercased, and lookup() says so.
class EmbeddingSet
{
public:
    EmbeddingSet() = default;
    /// vectors.rows() must equal vocabulary.size().
    EmbeddingSet(Vocabulary vocabulary, MatrixF vectors);

    std::size_t size() const { return m_vocabulary.size(); }
    std::size_t dims() const { return static_cast<std::size_t>(m_vectors.cols()); }
    bool empty() const { return size() == 0; }

    const Vocabulary &vocabulary() const { return m_vocabulary; }
    std::string_view word(std::size_t row) const { return m_vocabulary.word(row); }
    const MatrixF &vectors() const { return m_vectors; }

    /// True if the vocabulary has no uppercase letter (detected when the set is built).
    bool isUncased() const { return m_uncased; }
    /// Overrides the detection (for a model known to be cased although its words are not).
    void setUncased(bool uncased) { m_uncased = uncased; }

    /// Exact, case-sensitive lookup.
    std::optional<std::size_t> find(std::string_view word) const { return m_vocabulary.find(word); }
    /// Lookup with the model's case rule: lowercased for an uncased model, exact otherwise.
    WordLookup lookup(std::string_view word) const;

    /// The given rows, converted to double.
    MatrixD rowsAsDouble(const std::vector<std::size_t> &rows) const;

private:
    Vocabulary m_vocabulary;
    MatrixF m_vectors;
    bool m_uncased = false;
};

} // namespace isoscope
