#include "core/embeddingset.h"

#include "core/textcase.h"

#include <stdexcept>

namespace isoscope {

EmbeddingSet::EmbeddingSet(Vocabulary vocabulary, MatrixF vectors)
    : m_vocabulary(std::move(vocabulary)), m_vectors(std::move(vectors))
{
    if (static_cast<std::size_t>(m_vectors.rows()) != m_vocabulary.size())
        throw std::invalid_argument("EmbeddingSet: one vector per word is required");
    m_uncased = !m_vocabulary.empty() && !hasUppercase(m_vocabulary.chars());
}

WordLookup EmbeddingSet::lookup(std::string_view word) const
{
    if (!m_uncased)
        return {find(word), false};
    const std::string lowered = toLowerUtf8(word);
    return {find(lowered), lowered != word};
}

MatrixD EmbeddingSet::rowsAsDouble(const std::vector<std::size_t> &rows) const
{
    MatrixD out(static_cast<Eigen::Index>(rows.size()), m_vectors.cols());
    for (std::size_t i = 0; i < rows.size(); ++i)
        out.row(static_cast<Eigen::Index>(i)) = m_vectors.row(static_cast<Eigen::Index>(rows[i])).cast<double>();
    return out;
}

} // namespace isoscope
