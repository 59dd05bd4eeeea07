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
    /// Rows whose word contains spaces, such as ". . ." or "at name@domain.com" in GloVe 840B (see
    /// readEmbeddingFile).
    std::size_t wordsWithSpaces = 0;
    bool hadByteOrderMark = false; ///< The file started with a UTF-8 byte order mark (skipped).
    bool hadCrlf = false;          ///< At least one line ended with "\r\n".
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
///
/// Details of the contract:
/// - Blank lines (nothing but spaces, tabs or '\r') are skipped but counted for line numbers; for
///   word2vec they are not rows. Runs of separators count as one; trailing separators are ignored.
/// - The GloVe dimension is the number of values on the first row (at most 100000). A word2vec
///   header must give a positive dimension of at most 100000 and a word count that the rest of the
///   file can hold (a value takes at least two bytes), so that an absurd header is a BadHeader
///   error, never a huge allocation. A header of 0 words followed by nothing is an EmptyFile error.
/// - Numbers are read as by std::from_chars (correctly rounded to float); a leading '+' is accepted,
///   a value too small for float becomes 0 or subnormal, one too large is NonFiniteValue.
/// - A row with more fields than the dimension allows is still read if its last fields are exactly
///   the numbers and at least one field before them is not a number: the word is then everything
///   before the numbers, spaces included (GloVe 840B has such rows, e.g. ". . ."; they are counted
///   in ReadReport::wordsWithSpaces). Otherwise extra numbers are a WrongValueCount error.
/// - CountMismatch points at the first row past the header's count, or at the header when rows are
///   missing. A line longer than 64 MiB is a WrongValueCount error (the file is not text).
/// - options.progress is called about every 4 MiB and once at the end with (bytes consumed, file
///   size); false ends the read with ErrorCode::Cancelled. Running out of memory is reported as
///   FileUnreadable with a detail that says so.
Result<LoadedEmbedding> readEmbeddingFile(const std::filesystem::path &path, const ReadOptions &options = {});

/// The format of a text file, decided from its first non-blank line (after a byte order mark): two
/// integers mean a word2vec header.
Result<EmbeddingFormat> detectFormat(const std::filesystem::path &path);

} // namespace isoscope
