#pragma once

#include "core/embeddingset.h"
#include "core/progress.h"
#include "core/result.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// File formats for embeddings. (The cache issue adds binary word2vec, gzip, NumPy and HDF5.)
enum class EmbeddingFormat {
    Auto,        ///< Decide from the file's first line.
    GloveText,   ///< "word v1 ... vd" per line, no header (GloVe).
    Word2vecText ///< First line "count dims", then "word v1 ... vd" (word2vec text, fastText .vec).
};

/// "auto", "glove", "word2vec".
std::string_view formatName(EmbeddingFormat format);
/// Inverse of formatName; also accepts "fasttext" and "vec" for Word2vecText.
Result<EmbeddingFormat> parseFormatName(std::string_view name);

struct ReadOptions {
    EmbeddingFormat format = EmbeddingFormat::Auto;
    /// Called about every 4 MiB with (bytes read, file size); false cancels.
    ProgressCallback progress;
};

/// What the reader noticed besides the vectors.
struct ReadReport {
    EmbeddingFormat format = EmbeddingFormat::Auto; ///< The format actually read.
    std::size_t lines = 0;                          ///< Lines in the file, header included.
    std::size_t duplicateCount = 0;                 ///< Rows dropped because their word came earlier.
    /// Up to 20 dropped duplicates as "word (line N, first on line M)".
    std::vector<std::string> duplicateExamples;
    bool hadByteOrderMark = false;
    bool hadCrlf = false;
};

struct LoadedEmbedding {
    EmbeddingSet set;
    ReadReport report;
};

/// Reads a GloVe or word2vec/fastText text file, streaming it in blocks (memory: the matrix, the
/// vocabulary and one block). Rows are separated by '\n' (a trailing '\r' is accepted), fields by
/// spaces or tabs; a UTF-8 byte order mark is skipped. Every malformed row is an error that names
/// the file and line: wrong number of values, a token that is not a number, NaN or infinity,
/// invalid UTF-8 in the word, an empty word; for word2vec files also a header that is not
/// "count dims" or that disagrees with the rows that follow. A word seen before is dropped (the
/// first row wins, as in gensim) and reported. Empty files, directories and unreadable paths are
/// errors too.
Result<LoadedEmbedding> readEmbeddingFile(const std::filesystem::path &path, const ReadOptions &options = {});

/// The format of a text file, decided from its first line: two integers mean a word2vec header.
Result<EmbeddingFormat> detectFormat(const std::filesystem::path &path);

} // namespace isoscope
