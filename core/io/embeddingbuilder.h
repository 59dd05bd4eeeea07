#pragma once

// What the embedding readers share (internal to core): the model built row by row in file order,
// with duplicates dropped and reported, and the way a reader quotes file content in an error.

#include "core/base/embeddingset.h"
#include "core/base/result.h"
#include "core/base/threadbudget.h"
#include "core/base/vocabulary.h"
#include "core/io/embeddingreader.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace isoscope {

inline constexpr std::size_t kMiB = std::size_t(1) << 20;
/// The largest dimension read; a longer first row is not an embedding.
inline constexpr std::size_t kMaxDims = 100000;
/// Error::word holds at most this many bytes of a word.
inline constexpr std::size_t kMaxWordBytes = 100;

/// Invalid UTF-8 bytes and control characters become "\xNN", so that file content can be shown,
/// logged and written to JSON.
std::string escapeInvalidUtf8(std::string_view text);
/// At most limit bytes, cut at a character boundary, escaped, with "..." when something was cut.
std::string shortened(std::string_view text, std::size_t limit);
/// 'token', shortened to 40 bytes.
std::string quote(std::string_view token);
/// "1 row", "3 rows".
std::string counted(std::size_t n, std::string_view one, std::string_view many);
/// "1.5 GiB", "200 MiB": a size for a message.
std::string sizeText(std::uint64_t bytes);

/// This computer's physical memory in bytes, 0 if unknown.
std::uint64_t physicalMemoryBytes();

/// The vocabulary and the matrix of a model, filled row by row in file order. A word seen before
/// keeps its first row (as gensim does); the duplicate is counted and up to 20 are described with
/// where they are and where the word was first seen, as "word (line 7, first on line 2)" or
/// "word (row 7, first in row 2)".
class EmbeddingBuilder
{
public:
    enum class Unit { Line, Row };

    EmbeddingBuilder(std::string fileName, Unit unit) : m_fileName(std::move(fileName)), m_unit(unit) {}
    ~EmbeddingBuilder();
    EmbeddingBuilder(const EmbeddingBuilder &) = delete;
    EmbeddingBuilder &operator=(const EmbeddingBuilder &) = delete;

    void setDims(std::size_t dims) { m_dims = dims; }
    std::size_t dims() const { return m_dims; }
    std::size_t rows() const { return m_rows; }
    std::size_t capacity() const { return m_capacity; }

    /// Room for rows rows in all (never fewer than rows() + 1). Rows never written cost no memory
    /// (the allocation is lazily backed by the system), so a generous guess is cheap; growing
    /// later moves pages rather than copying them. An OutOfMemory error if the matrix would be
    /// larger than this computer's memory or the allocation fails.
    /// exact: rows is the number the file will fill (a header's count), so the memory is prefaulted
    /// by a helper thread ahead of the reader: the system's zeroing of fresh pages (about 40 % of
    /// reading a 3 GB word2vec binary) then happens on another core, not in the reader's thread.
    Result<void> reserve(std::size_t rows, bool exact = false);
    /// Room for about n words of averageLength bytes in the vocabulary.
    void reserveWords(std::size_t n, std::size_t averageLength) { m_vocabulary.reserve(n, averageLength); }

    /// Where the next row's dims() values go; needs capacity() > rows().
    float *nextRow() { return m_vectors.data() + m_rows * m_dims; }

    /// Keeps the values at nextRow() as the row of word, found at position (the 1-based line or
    /// row in the file, increasing from call to call), unless the word came earlier: then nothing
    /// is kept, the duplicate is reported, and the result is false.
    bool commit(std::string_view word, std::size_t position);

    /// Positions that hold no row (blank lines, a header), so that duplicates are located exactly.
    /// Optional: positions skipped between two commits are noted anyway.
    void skip(std::size_t position);

    /// Shrinks the matrix to the rows kept, adds the duplicates to report, and hands over the model.
    LoadedEmbedding finish(ReadReport report);

private:
    std::size_t positionOfRow(std::size_t row) const;
    void noteSkipped(std::size_t first, std::size_t count);
    void startPrefault(std::uint64_t bytes);
    void stopPrefault();

    std::string m_fileName;
    Unit m_unit;
    Vocabulary m_vocabulary;
    MatrixF m_vectors;
    std::size_t m_dims = 0;
    std::size_t m_rows = 0;
    std::size_t m_capacity = 0;
    std::size_t m_lastPosition = 0;
    std::size_t m_duplicateCount = 0;
    std::vector<std::string> m_duplicateExamples;
    // Positions holding no kept row, as runs (first, count), while examples are still wanted: the
    // position of kept row r is r + 1 plus the lengths of the runs before it.
    std::vector<std::pair<std::size_t, std::size_t>> m_skipped;
    std::unique_ptr<HelperTask> m_prefault; ///< faults the matrix's pages in, when the budget has a thread
    std::atomic<bool> m_stopPrefault{false};
};

} // namespace isoscope
