#pragma once

#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// File formats for embeddings. Compression is orthogonal: any stream format (all but HDF5) may be
/// gzipped, which is recognised from the content and recorded in ReadReport::gzipped.
enum class EmbeddingFormat {
    Auto,           ///< Decide from the content (see detectFormat).
    GloveText,      ///< "word v1 ... vd" per line, no header (GloVe).
    Word2vecText,   ///< First line "count dims", then "word v1 ... vd" (word2vec text, fastText .vec).
    Word2vecBinary, ///< "count dims\n", then per row the word, a space, dims little-endian float32.
    Numpy,          ///< A 2-D float32 or float64 .npy matrix plus a vocabulary file, one word per line.
    Hdf5,           ///< HDF5 import layout: /words (UTF-8 strings), /vectors float [n, d], optional /reference.
    FastTextBinary  ///< fastText's own model file (.bin; quantized .ftz), read with fastText's library.
};

/// "auto", "glove", "word2vec", "word2vec-binary", "numpy", "hdf5", "fasttext-binary".
std::string_view formatName(EmbeddingFormat format);
/// Inverse of formatName, ignoring ASCII case; also accepts "fasttext" and "vec" (Word2vecText),
/// "bin" and "binary" (Word2vecBinary), "npy" (Numpy), "h5" (Hdf5), "fasttext-bin" and "ftz"
/// (FastTextBinary).
Result<EmbeddingFormat> parseFormatName(std::string_view name);

struct ReadOptions {
    EmbeddingFormat format = EmbeddingFormat::Auto;
    /// NumPy only: the vocabulary file, one word per line in row order. Empty: FILE.vocab, else
    /// FILE.txt, beside FILE.npy with the same stem (see defaultVocabularyPath).
    std::filesystem::path vocabularyPath;
    /// Threads that parse text and fastText rows (0: a lease of core's thread budget, at most 8;
    /// see core/base/threadbudget.h). The result never depends on it.
    unsigned threads = 0;
    /// Called about every 4 MiB with (bytes of the file read, file size); false cancels. For a
    /// gzipped file the bytes are compressed bytes, so the fraction is still right; for HDF5 they
    /// are the bytes of the vectors read out of those of all vectors (the file's layout decides
    /// where they are).
    ProgressCallback progress;
};

/// What the reader noticed besides the vectors.
struct ReadReport {
    EmbeddingFormat format = EmbeddingFormat::Auto; ///< The format actually read.
    bool gzipped = false;                           ///< The file was gzip-compressed.
    /// Text formats: lines in the file, header included. Other formats: 0.
    std::size_t lines = 0;
    std::size_t duplicateCount = 0; ///< Rows dropped because their word came earlier.
    /// Up to 20 dropped duplicates, as "word (line N, first on line M)" in text formats and
    /// "word (row N, first in row M)" (1-based rows) in the others.
    std::vector<std::string> duplicateExamples;
    /// Rows whose word contains spaces, such as ". . ." or "at name@domain.com" in GloVe 840B (see
    /// readEmbeddingFile).
    std::size_t wordsWithSpaces = 0;
    bool hadByteOrderMark = false; ///< The file started with a UTF-8 byte order mark (skipped).
    bool hadCrlf = false;          ///< At least one line ended with "\r\n".
    /// NumPy: the vocabulary file that was read.
    std::string vocabularyFile;
    /// The ContentHash (core/base/contenthash.h) of the whole file as it was read: computed from
    /// the bytes parsed where the reader reads the file to its end, by one more pass otherwise
    /// (HDF5). Nothing if that pass failed.
    std::optional<std::uint64_t> contentHash;
};

struct SubwordTable;

struct LoadedEmbedding {
    EmbeddingSet set;
    ReadReport report;
    /// Reference vectors stored beside the words (an HDF5 import's /reference: sentence-level
    /// vectors of a contextualized model, on which its whitening is estimated), with set.dims()
    /// columns; empty (0 x 0) when the file has none.
    MatrixF reference;
    /// A fastText model's character n-gram vectors and how words are hashed to them
    /// (core/io/subwords.h); set.subwords() computes subword vectors from it. Null for every other
    /// format, and for a fastText model without subwords.
    std::shared_ptr<const SubwordTable> subwords{};
};

/// Reads an embedding file of any supported format, gzipped or not, streaming it (memory: the
/// matrix, the vocabulary and a few MiB of buffers, also for gzip input). Every malformed input is
/// an error that names the file and the line (text formats) or the byte offset, row and word
/// (binary formats, in the detail) and says what was expected. A word seen before is dropped (the
/// first row wins, as in gensim) and reported. Empty files, directories and unreadable paths are
/// errors; so is a file cut short (TruncatedFile), an unsupported variant of a format
/// (UnsupportedFormat) and a matrix larger than this computer's memory (OutOfMemory).
///
/// Text (GloVe, word2vec, fastText):
/// - Rows are separated by '\n' (a trailing '\r' is accepted), fields by spaces or tabs; a UTF-8
///   byte order mark is skipped. Errors: wrong number of values, a token that is not a number, NaN
///   or infinity, invalid UTF-8 in the word, an empty word; for word2vec files also a header that
///   is not "count dims" or that disagrees with the rows that follow. Tokens such as "</s>", soft
///   hyphens and other Unicode are words like any other.
/// - Blank lines (nothing but spaces, tabs or '\r') are skipped but counted for line numbers; for
///   word2vec they are not rows. Runs of separators count as one; trailing separators are ignored.
/// - The GloVe dimension is the number of values on the first row (at most 100000). A word2vec
///   header must give a positive dimension of at most 100000 and a word count that the rest of the
///   file can hold (a value takes at least two bytes; a gzip file expands at most 1032-fold), so
///   that an absurd header is a BadHeader error, never a huge allocation. A header of 0 words
///   followed by nothing is an EmptyFile error.
/// - Numbers are read as by std::from_chars (correctly rounded to float); a leading '+' is accepted,
///   a value too small for float becomes 0 or subnormal, one too large is NonFiniteValue.
/// - A row with more fields than the dimension allows is still read if its last fields are exactly
///   the numbers and at least one field before them is not a number: the word is then everything
///   before the numbers, spaces included (GloVe 840B has such rows, e.g. ". . ."; they are counted
///   in ReadReport::wordsWithSpaces). Otherwise extra numbers are a WrongValueCount error.
/// - CountMismatch points at the first row past the header's count, or at the header when rows are
///   missing. A line longer than 64 MiB is a WrongValueCount error (the file is not text).
/// - The file is cut at line boundaries into 1 MiB pieces that options.threads threads parse at
///   once; their rows are then taken in file order, so the result is the same for any number of
///   threads.
///
/// word2vec binary: after the header line, each row is the word's bytes up to a space, then dims
/// little-endian float32 values, optionally followed by '\n' (both occur; newlines before a word
/// are skipped, as gensim does). Missing rows are a CountMismatch, a file that ends inside a row a
/// TruncatedFile error, anything but newlines after the last row a CountMismatch.
///
/// NumPy: format versions 1 to 3, dtype '<f4' or '<f8' (float64 is rounded to float32; a value
/// beyond float32's range is NonFiniteValue), two dimensions, C order. Other dtypes, Fortran order
/// and other shapes are UnsupportedFormat errors. The vocabulary file (options.vocabularyPath, or
/// defaultVocabularyPath) holds one word per line (CRLF and a byte order mark accepted); its word
/// count must equal the rows (CountMismatch otherwise).
///
/// HDF5 (import layout): /words, a 1-D dataset of strings (variable or fixed length, UTF-8 or
/// ASCII); /vectors, a 2-D float32 or float64 dataset [n, d] with n equal to the number of words;
/// optionally /reference [m, d], returned in LoadedEmbedding::reference. A gzipped HDF5 file is an
/// UnsupportedFormat error (HDF5 needs random access; its datasets may be compressed inside).
///
/// options.progress is called about every 4 MiB and once at the end with (bytes consumed, total;
/// see ReadOptions::progress); false ends the read with ErrorCode::Cancelled.
Result<LoadedEmbedding> readEmbeddingFile(const std::filesystem::path &path, const ReadOptions &options = {});

/// The format of a file, decided from its content: the HDF5 signature, the NumPy magic, else text
/// or word2vec binary (inside gzip, if the file is gzipped): a first line "count dims" is a word2vec
/// header, and the row after it is binary when it is not text. The extension is a hint where the
/// content leaves the choice open: ".bin" for word2vec binary. A ".npy", ".h5" or ".hdf5" name
/// whose content lacks the signature is an UnsupportedFormat error rather than a puzzling text one.
Result<EmbeddingFormat> detectFormat(const std::filesystem::path &path);

/// The vocabulary file used for a NumPy matrix when none is given: FILE.vocab if it exists, else
/// FILE.txt, where FILE is the path without ".npy" (and without ".gz" before it); FILE.vocab when
/// neither exists (so that the error names the first choice).
std::filesystem::path defaultVocabularyPath(const std::filesystem::path &npyPath);

} // namespace isoscope
