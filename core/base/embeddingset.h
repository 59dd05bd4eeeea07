#pragma once

#include "core/base/vocabulary.h"

#include <Eigen/Core>

#include <cstddef>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// Row-major float32 matrix: one word vector per row, as on disk.
using MatrixF = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
/// Row-major double matrix: vectors taken out of a model for computation.
using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

struct WhiteningStats;

/// Where the vectors of a model live when they are not all in memory (an HDF5 cache): hands
/// out the rows an analysis asks for. A read that fails (a damaged or vanished file) throws
/// StorageError, which the analysis turns into an Error before it leaves its thread.
class RowStore
{
public:
    virtual ~RowStore() = default;
    virtual std::size_t rows() const = 0;
    virtual std::size_t dims() const = 0;
    /// Copies the given rows, in the order given (repeats allowed), into out, which holds
    /// rows.size() x dims() floats, row-major.
    virtual void read(const std::vector<std::size_t> &rows, float *out) const = 0;
};

/// A failed read of a RowStore.
class StorageError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// Whitening statistics kept with a model (in its cache), keyed by the reference sample they were
/// estimated on (see whiteningKey()), so that they are estimated once and reused.
class WhiteningStatsStore
{
public:
    virtual ~WhiteningStatsStore() = default;
    virtual std::optional<WhiteningStats> load(const std::string &key) const = 0;
    /// Failing to save is not an error of the analysis: the statistics are simply not reused.
    virtual bool save(const std::string &key, const WhiteningStats &stats) = 0;
};

/// Vectors for words outside a model's vocabulary, built from pieces of the word: fastText's
/// character n-gram vectors (core/io/subwords.h).
class SubwordSource
{
public:
    virtual ~SubwordSource() = default;
    /// The vector of a word that is not in the vocabulary (dims() floats), or nothing when none of
    /// its pieces has a vector (the word then stays missing). May throw StorageError.
    virtual std::optional<std::vector<float>> vectorOf(std::string_view word) const = 0;
    /// The n-gram vectors behind it, for the user: rows and their length in characters.
    virtual std::size_t rows() const = 0;
    virtual int minLength() const = 0;
    virtual int maxLength() const = 0;
};

/// How a word was found in a model.
struct WordLookup {
    std::optional<std::size_t> row; ///< The row, or nothing if the word is missing.
    bool lowercased = false;        ///< The model is uncased and the word was looked up lowercased.
    /// The word is not in the vocabulary; its vector was built from its subwords (row is then
    /// size() or more, a row of words looked up this way; see EmbeddingSet::setSubwordLookup).
    bool fromSubwords = false;
};

/// A model: vocabulary in file order plus one float32 vector per word, either all in memory (a
/// file just read) or read on demand from a RowStore (an HDF5 cache: only the rows an analysis
/// needs are read).
///
/// A model whose vocabulary has no uppercase letter at all (GloVe 6B, uncased fastText) is
/// uncased: its words are looked up lowercased, and lookup() says so.
class EmbeddingSet
{
public:
    EmbeddingSet() = default;
    /// In memory; vectors.rows() must equal vocabulary.size().
    EmbeddingSet(Vocabulary vocabulary, MatrixF vectors);
    /// On demand; store->rows() must equal vocabulary.size().
    EmbeddingSet(Vocabulary vocabulary, std::shared_ptr<const RowStore> store);

    std::size_t size() const { return m_vocabulary->size(); }
    std::size_t dims() const { return m_dims; }
    bool empty() const { return size() == 0; }

    const Vocabulary &vocabulary() const { return *m_vocabulary; }
    std::string_view word(std::size_t row) const { return m_vocabulary->word(row); }

    /// True if every vector is in memory, so vectors() may be called.
    bool holdsVectors() const { return !m_store; }
    /// All vectors; only for a model that holdsVectors() (throws std::logic_error otherwise).
    const MatrixF &vectors() const;

    /// The given rows (any order, repeats allowed). May throw StorageError for a RowStore.
    MatrixF rows(const std::vector<std::size_t> &rows) const;
    /// The same, converted to double.
    MatrixD rowsAsDouble(const std::vector<std::size_t> &rows) const;

    /// True if the vocabulary has no uppercase letter (detected when the set is built).
    bool isUncased() const { return m_uncased; }
    /// Overrides the detection (for a model known to be cased although its words are not).
    void setUncased(bool uncased) { m_uncased = uncased; }

    /// Exact, case-sensitive lookup.
    std::optional<std::size_t> find(std::string_view word) const { return m_vocabulary->find(word); }
    /// Lookup with the model's case rule: lowercased for an uncased model, exact otherwise. With
    /// subword lookup on (setSubwordLookup), a word that is not in the vocabulary gets its subword
    /// vector, as a row beyond the vocabulary's (fromSubwords); rows() reads it like any other.
    /// May then throw StorageError (the subword vectors of a cache are read on demand).
    WordLookup lookup(std::string_view word) const;
    /// The same in the vocabulary alone, never from subwords (reference samples, word lists).
    WordLookup vocabularyLookup(std::string_view word) const;

    /// The vectors of the model's subwords (a fastText .bin or .ftz model), if it has any.
    const SubwordSource *subwords() const { return m_subwords.get(); }
    void setSubwords(std::shared_ptr<const SubwordSource> subwords);
    /// Whether lookup() gives words outside the vocabulary their subword vectors (off by default:
    /// such words are left out and reported missing, as the paper does). Without subwords it
    /// changes nothing.
    void setSubwordLookup(bool on) { m_subwordLookup = on; }
    bool subwordLookup() const { return m_subwordLookup && m_subwords; }
    /// The same model with subword lookup on or off. Cheap: a model's vocabulary, vectors and
    /// stores are shared by its copies (they never change once it is built).
    EmbeddingSet withSubwordLookup(bool on) const
    {
        EmbeddingSet view = *this;
        view.setSubwordLookup(on);
        return view;
    }

    /// Reference vectors kept with the model apart from its words: the sentence-level vectors of a
    /// contextualized model (an HDF5 import's /reference), on which its whitening is estimated.
    /// None for most models.
    std::size_t referenceRows() const { return m_reference ? m_reference->rows() : 0; }
    /// All reference vectors. May throw StorageError for a RowStore.
    MatrixF referenceVectors() const;
    /// Sets them; an empty matrix or a null store removes them. Their dimension must be dims().
    void setReferenceVectors(MatrixF vectors);
    void setReferenceVectors(std::shared_ptr<const RowStore> store);

    /// Where whitening statistics of this model are kept, if anywhere.
    WhiteningStatsStore *whiteningStore() const { return m_whiteningStore.get(); }
    void setWhiteningStore(std::shared_ptr<WhiteningStatsStore> store) { m_whiteningStore = std::move(store); }

private:
    // The vectors of words looked up from their subwords, numbered from size() on in the order
    // they were first asked for; shared by the copies of a model and safe across threads.
    struct SubwordRows {
        std::mutex mutex;
        std::map<std::string, std::optional<std::size_t>, std::less<>> index; // nothing: no subword vector
        std::vector<float> vectors;                                           // rows x dims
    };

    std::shared_ptr<const Vocabulary> m_vocabulary = std::make_shared<const Vocabulary>();
    std::shared_ptr<const MatrixF> m_vectors = std::make_shared<const MatrixF>();
    std::shared_ptr<const RowStore> m_store;
    std::shared_ptr<const SubwordSource> m_subwords;
    std::shared_ptr<SubwordRows> m_subwordRows;
    bool m_subwordLookup = false;
    std::shared_ptr<const RowStore> m_reference;
    std::shared_ptr<WhiteningStatsStore> m_whiteningStore;
    std::size_t m_dims = 0;
    bool m_uncased = false;
};

} // namespace isoscope
