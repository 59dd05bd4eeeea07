#include "core/base/embeddingset.h"

#include "core/base/textcase.h"

#include <algorithm>
#include <stdexcept>

namespace isoscope {

EmbeddingSet::EmbeddingSet(Vocabulary vocabulary, MatrixF vectors)
    : m_vocabulary(std::move(vocabulary)), m_vectors(std::move(vectors)),
      m_dims(static_cast<std::size_t>(m_vectors.cols()))
{
    if (static_cast<std::size_t>(m_vectors.rows()) != m_vocabulary.size())
        throw std::invalid_argument("EmbeddingSet: one vector per word is required");
    m_uncased = !m_vocabulary.empty() && !hasUppercase(m_vocabulary.chars());
}

EmbeddingSet::EmbeddingSet(Vocabulary vocabulary, std::shared_ptr<const RowStore> store)
    : m_vocabulary(std::move(vocabulary)), m_store(std::move(store))
{
    if (!m_store || m_store->rows() != m_vocabulary.size())
        throw std::invalid_argument("EmbeddingSet: the row store must hold one vector per word");
    m_dims = m_store->dims();
    m_vectors.resize(0, static_cast<Eigen::Index>(m_dims));
    m_uncased = !m_vocabulary.empty() && !hasUppercase(m_vocabulary.chars());
}

const MatrixF &EmbeddingSet::vectors() const
{
    if (m_store)
        throw std::logic_error("EmbeddingSet::vectors(): the vectors are in a cache; read rows instead");
    return m_vectors;
}

WordLookup EmbeddingSet::lookup(std::string_view word) const
{
    if (!m_uncased)
        return {find(word), false};
    const std::string lowered = toLowerUtf8(word);
    return {find(lowered), lowered != word};
}

MatrixF EmbeddingSet::rows(const std::vector<std::size_t> &rows) const
{
    MatrixF out(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(m_dims));
    if (m_store) {
        if (!rows.empty())
            m_store->read(rows, out.data());
        return out;
    }
    for (std::size_t i = 0; i < rows.size(); ++i)
        out.row(static_cast<Eigen::Index>(i)) = m_vectors.row(static_cast<Eigen::Index>(rows[i]));
    return out;
}

namespace {

// Reference vectors held in memory, behind the same interface as those of a cache.
class MatrixRowStore final : public RowStore
{
public:
    explicit MatrixRowStore(MatrixF vectors) : m_vectors(std::move(vectors)) {}
    std::size_t rows() const override { return static_cast<std::size_t>(m_vectors.rows()); }
    std::size_t dims() const override { return static_cast<std::size_t>(m_vectors.cols()); }
    void read(const std::vector<std::size_t> &rows, float *out) const override
    {
        const std::size_t d = dims();
        for (std::size_t i = 0; i < rows.size(); ++i)
            std::copy_n(m_vectors.row(static_cast<Eigen::Index>(rows[i])).data(), d, out + i * d);
    }

private:
    MatrixF m_vectors;
};

} // namespace

MatrixF EmbeddingSet::referenceVectors() const
{
    const std::size_t n = referenceRows();
    MatrixF out(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(m_dims));
    if (n == 0)
        return out;
    std::vector<std::size_t> all(n);
    for (std::size_t i = 0; i < n; ++i)
        all[i] = i;
    m_reference->read(all, out.data());
    return out;
}

void EmbeddingSet::setReferenceVectors(MatrixF vectors)
{
    if (vectors.rows() == 0) {
        m_reference.reset();
        return;
    }
    setReferenceVectors(std::make_shared<MatrixRowStore>(std::move(vectors)));
}

void EmbeddingSet::setReferenceVectors(std::shared_ptr<const RowStore> store)
{
    if (store && store->rows() > 0 && store->dims() != m_dims)
        throw std::invalid_argument("EmbeddingSet: the reference vectors must have the model's dimension");
    m_reference = store && store->rows() > 0 ? std::move(store) : nullptr;
}

MatrixD EmbeddingSet::rowsAsDouble(const std::vector<std::size_t> &rows) const
{
    return this->rows(rows).cast<double>();
}

} // namespace isoscope
