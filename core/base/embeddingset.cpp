#include "core/base/embeddingset.h"

#include "core/base/textcase.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace isoscope {

EmbeddingSet::EmbeddingSet(Vocabulary vocabulary, MatrixF vectors)
    : m_vocabulary(std::make_shared<const Vocabulary>(std::move(vocabulary))),
      m_vectors(std::make_shared<const MatrixF>(std::move(vectors))),
      m_dims(static_cast<std::size_t>(m_vectors->cols()))
{
    if (static_cast<std::size_t>(m_vectors->rows()) != m_vocabulary->size())
        throw std::invalid_argument("EmbeddingSet: one vector per word is required");
    m_uncased = !m_vocabulary->empty() && !hasUppercase(m_vocabulary->chars());
}

EmbeddingSet::EmbeddingSet(Vocabulary vocabulary, std::shared_ptr<const RowStore> store)
    : m_vocabulary(std::make_shared<const Vocabulary>(std::move(vocabulary))), m_store(std::move(store))
{
    if (!m_store || m_store->rows() != m_vocabulary->size())
        throw std::invalid_argument("EmbeddingSet: the row store must hold one vector per word");
    m_dims = m_store->dims();
    m_vectors = std::make_shared<const MatrixF>(0, static_cast<Eigen::Index>(m_dims));
    m_uncased = !m_vocabulary->empty() && !hasUppercase(m_vocabulary->chars());
}

const MatrixF &EmbeddingSet::vectors() const
{
    if (m_store)
        throw std::logic_error("EmbeddingSet::vectors(): the vectors are in a cache; read rows instead");
    return *m_vectors;
}

WordLookup EmbeddingSet::vocabularyLookup(std::string_view word) const
{
    if (!m_uncased)
        return {find(word), false};
    const std::string lowered = toLowerUtf8(word);
    return {find(lowered), lowered != word};
}

WordLookup EmbeddingSet::lookup(std::string_view word) const
{
    WordLookup hit = vocabularyLookup(word);
    if (hit.row || !subwordLookup())
        return hit;
    // The form the vocabulary was searched for (lowercased for an uncased model) is the one whose
    // pieces are looked up.
    const std::string form = m_uncased ? toLowerUtf8(word) : std::string(word);
    SubwordRows &table = *m_subwordRows;
    {
        std::lock_guard lock(table.mutex);
        if (const auto known = table.index.find(form); known != table.index.end()) {
            if (known->second)
                return {size() + *known->second, hit.lowercased, true};
            return hit;
        }
    }
    std::optional<std::vector<float>> vector = m_subwords->vectorOf(form); // outside the lock: may read a file
    std::lock_guard lock(table.mutex);
    if (const auto known = table.index.find(form); known != table.index.end()) // another thread was faster
        return known->second ? WordLookup{size() + *known->second, hit.lowercased, true} : hit;
    if (!vector || vector->size() != m_dims) {
        table.index.emplace(form, std::nullopt);
        return hit;
    }
    const std::size_t row = table.vectors.size() / std::max<std::size_t>(m_dims, 1);
    table.vectors.insert(table.vectors.end(), vector->begin(), vector->end());
    table.index.emplace(form, row);
    return {size() + row, hit.lowercased, true};
}

void EmbeddingSet::setSubwords(std::shared_ptr<const SubwordSource> subwords)
{
    m_subwords = std::move(subwords);
    m_subwordRows = m_subwords ? std::make_shared<SubwordRows>() : nullptr;
}

MatrixF EmbeddingSet::rows(const std::vector<std::size_t> &rows) const
{
    MatrixF out(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(m_dims));
    const std::size_t n = size();
    if (std::any_of(rows.begin(), rows.end(), [n](std::size_t r) { return r >= n; })) {
        // Words from subwords among them: the vocabulary's rows in one read, then the others.
        std::vector<std::size_t> inVocabulary, positions;
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i] < n) {
                inVocabulary.push_back(rows[i]);
                positions.push_back(i);
            }
        const MatrixF found = this->rows(inVocabulary);
        for (std::size_t k = 0; k < positions.size(); ++k)
            out.row(static_cast<Eigen::Index>(positions[k])) = found.row(static_cast<Eigen::Index>(k));
        if (!m_subwordRows)
            throw std::out_of_range("EmbeddingSet: a row is beyond the vocabulary");
        std::lock_guard lock(m_subwordRows->mutex);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (rows[i] < n)
                continue;
            const std::size_t offset = (rows[i] - n) * m_dims;
            if (offset + m_dims > m_subwordRows->vectors.size())
                throw std::out_of_range("EmbeddingSet: row " + std::to_string(rows[i])
                                        + " was never looked up from subwords");
            std::copy_n(m_subwordRows->vectors.data() + offset, m_dims, out.row(static_cast<Eigen::Index>(i)).data());
        }
        return out;
    }
    if (m_store) {
        if (!rows.empty())
            m_store->read(rows, out.data());
        return out;
    }
    for (std::size_t i = 0; i < rows.size(); ++i)
        out.row(static_cast<Eigen::Index>(i)) = m_vectors->row(static_cast<Eigen::Index>(rows[i]));
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
