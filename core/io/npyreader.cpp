// NumPy .npy: "\x93NUMPY", a version, a header that is a Python dict literal
// {'descr': '<f4', 'fortran_order': False, 'shape': (n, d), }, then the values; the words come from a
// vocabulary file beside it, one per line.

#include "core/base/files.h"
#include "core/base/textcase.h"
#include "core/io/bytesource.h"
#include "core/io/embeddingbuilder.h"
#include "core/io/formatreaders.h"

#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <new>
#include <optional>
#include <string>
#include <vector>

namespace isoscope {

namespace {

constexpr std::string_view kMagic = "\x93NUMPY";
// NumPy pads its header to a multiple of 64 bytes and keeps it short; a longer one is corrupt.
constexpr std::size_t kMaxHeaderBytes = std::size_t(1) << 20;
constexpr std::size_t kMaxVocabularyLineBytes = 64 * 1024;

struct NpyHeader {
    std::string descr;
    bool fortranOrder = false;
    std::vector<std::uint64_t> shape;
};

// Reads the header's dict literal: only what NumPy writes (strings, True/False, tuples of
// integers), so that anything else is a clear error.
class DictParser
{
public:
    explicit DictParser(std::string_view text) : m_text(text) {}

    std::optional<std::string> parse(NpyHeader &header)
    {
        if (!take('{'))
            return expected("'{'");
        bool seenDescr = false, seenOrder = false, seenShape = false;
        while (!peekIs('}')) {
            std::string key;
            if (!string(key))
                return expected("a quoted key");
            if (!take(':'))
                return expected("':' after '" + key + "'");
            if (key == "descr") {
                if (peekIs('['))
                    return "a structured dtype (a list of fields); expected a plain float32 or float64 matrix";
                if (!string(header.descr))
                    return expected("a dtype string after 'descr'");
                seenDescr = true;
            } else if (key == "fortran_order") {
                if (!boolean(header.fortranOrder))
                    return expected("True or False after 'fortran_order'");
                seenOrder = true;
            } else if (key == "shape") {
                if (!tuple(header.shape))
                    return expected("a tuple of integers after 'shape'");
                seenShape = true;
            } else {
                return "an unknown key '" + key + "'";
            }
            if (!take(',') && !peekIs('}'))
                return expected("',' or '}'");
        }
        take('}');
        if (!seenDescr || !seenOrder || !seenShape)
            return std::string("a header without ")
                   + (!seenDescr   ? "'descr'"
                      : !seenOrder ? "'fortran_order'"
                                   : "'shape'");
        return std::nullopt;
    }

private:
    std::string expected(const std::string &what)
    {
        skipSpace();
        return "expected " + what + " at character " + std::to_string(m_pos + 1) + " of the header";
    }
    void skipSpace()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n'))
            ++m_pos;
    }
    bool peekIs(char c)
    {
        skipSpace();
        return m_pos < m_text.size() && m_text[m_pos] == c;
    }
    bool take(char c)
    {
        if (!peekIs(c))
            return false;
        ++m_pos;
        return true;
    }
    bool string(std::string &out)
    {
        skipSpace();
        if (m_pos >= m_text.size() || (m_text[m_pos] != '\'' && m_text[m_pos] != '"'))
            return false;
        const char quote = m_text[m_pos];
        const std::size_t end = m_text.find(quote, m_pos + 1);
        if (end == std::string_view::npos)
            return false;
        out = std::string(m_text.substr(m_pos + 1, end - m_pos - 1));
        m_pos = end + 1;
        return true;
    }
    bool boolean(bool &out)
    {
        skipSpace();
        for (const auto &[text, value] : {std::pair<std::string_view, bool>{"True", true}, {"False", false}}) {
            if (m_text.substr(m_pos, text.size()) == text) {
                m_pos += text.size();
                out = value;
                return true;
            }
        }
        return false;
    }
    bool tuple(std::vector<std::uint64_t> &out)
    {
        if (!take('('))
            return false;
        while (!peekIs(')')) {
            skipSpace();
            std::uint64_t value = 0;
            std::size_t digits = 0;
            while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') {
                if (value > (std::numeric_limits<std::uint64_t>::max() - 9) / 10)
                    return false;
                value = value * 10 + static_cast<std::uint64_t>(m_text[m_pos++] - '0');
                ++digits;
            }
            if (digits == 0)
                return false;
            if (m_pos < m_text.size() && m_text[m_pos] == 'L') // Python 2 wrote long integers so
                ++m_pos;
            out.push_back(value);
            if (!take(',') && !peekIs(')'))
                return false;
        }
        return take(')');
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

class NumpyReader
{
public:
    NumpyReader(ByteSource &source, const std::filesystem::path &path, const ReadOptions &options)
        : m_source(source), m_name(source.fileName()), m_path(path), m_options(options), m_bytes(source),
          m_builder(m_name, EmbeddingBuilder::Unit::Row), m_progress(options.progress, source.fileSize())
    {}

    Result<LoadedEmbedding> run()
    {
        try {
            return read();
        } catch (const std::bad_alloc &) {
            return makeError(ErrorCode::OutOfMemory, "not enough memory", m_name);
        }
    }

private:
    Error headerError(ErrorCode code, std::string detail) const { return makeError(code, std::move(detail), m_name); }

    Result<LoadedEmbedding> read()
    {
        ReadReport report;
        report.format = EmbeddingFormat::Numpy;
        report.gzipped = m_source.gzipped();

        auto header = readHeader();
        if (!header)
            return header.error();
        const std::size_t rows = static_cast<std::size_t>(header->shape[0]);
        const std::size_t dims = static_cast<std::size_t>(header->shape[1]);
        const bool doubles = header->descr == "<f8";
        const std::size_t itemBytes = doubles ? 8 : 4;
        const std::uint64_t dataBytes = std::uint64_t(rows) * dims * itemBytes;
        const std::string matrixText = std::to_string(rows) + " x " + std::to_string(dims) + " "
                                       + (doubles ? "float64" : "float32") + " matrix (" + std::to_string(dataBytes)
                                       + " bytes)";
        const std::uint64_t left = m_bytes.maxBytesLeft();
        if (!m_source.gzipped() && left < dataBytes)
            return headerError(ErrorCode::TruncatedFile, "the header describes a " + matrixText + ", but only "
                                                             + std::to_string(left) + " bytes follow it");
        if (!m_source.gzipped() && left > dataBytes)
            return headerError(ErrorCode::BadHeader, "the header describes a " + matrixText + ", but "
                                                         + std::to_string(left) + " bytes follow it");
        if (m_source.gzipped() && left < dataBytes)
            return headerError(ErrorCode::BadHeader, "the header describes a " + matrixText
                                                         + ", more than a gzip file of "
                                                         + std::to_string(m_source.fileSize()) + " bytes can hold");

        auto vocabulary = readVocabulary(rows);
        if (!vocabulary)
            return vocabulary.error();
        report.vocabularyFile = m_vocabularyName;

        m_builder.setDims(dims);
        // A plain file's size was checked against the header; a gzip file's rows come incrementally.
        std::size_t capacity = m_source.gzipped() ? std::min<std::size_t>(rows, 4096) : rows;
        if (auto reserved = m_builder.reserve(capacity); !reserved)
            return reserved.error();
        m_builder.reserveWords(rows, m_chars.size() / rows + 1);

        const std::size_t rowBytes = dims * itemBytes;
        for (std::size_t row = 0; row < rows; ++row) {
            auto got = m_bytes.ensure(rowBytes);
            if (!got)
                return got.error();
            if (got.value() < rowBytes)
                return makeError(ErrorCode::TruncatedFile,
                                 "the file ends inside row " + std::to_string(row + 1) + " at byte "
                                     + std::to_string(m_bytes.offset() + got.value()) + ": the header describes a "
                                     + matrixText,
                                 m_name);
            if (m_builder.rows() == m_builder.capacity()) {
                capacity = std::min(rows, std::max(capacity + capacity / 2, m_builder.rows() + 1));
                if (auto reserved = m_builder.reserve(capacity); !reserved)
                    return reserved.error();
            }
            const std::string_view word = wordOf(row);
            if (auto converted = convertRow(row, dims, doubles, word); !converted)
                return converted.error();
            m_bytes.consume(rowBytes);
            m_builder.commit(word, row + 1);
            if (!m_progress.update(m_source.fileBytesRead()))
                return makeError(ErrorCode::Cancelled, "cancelled", m_name);
        }
        auto after = m_bytes.ensure(1);
        if (!after)
            return after.error();
        if (after.value() > 0)
            return makeError(ErrorCode::BadHeader,
                             "more data follows the " + matrixText + " that the header describes, at byte "
                                 + std::to_string(m_bytes.offset()),
                             m_name);
        if (!m_progress.finish(m_source.fileBytesRead()))
            return makeError(ErrorCode::Cancelled, "cancelled", m_name);
        return m_builder.finish(std::move(report));
    }

    // Copies (float32) or rounds (float64) a row into the matrix and checks its values.
    Result<void> convertRow(std::size_t row, std::size_t dims, bool doubles, std::string_view word)
    {
        float *out = m_builder.nextRow();
        const char *in = m_bytes.data();
        for (std::size_t k = 0; k < dims; ++k) {
            bool finite = true;
            if (doubles) {
                double value = 0;
                std::memcpy(&value, in + 8 * k, 8);
                finite = std::isfinite(value) && std::fabs(value) <= double(FLT_MAX);
                out[k] = finite ? static_cast<float>(value) : 0.0f;
                if (!finite)
                    return valueError(row, k, dims, 8, word,
                                      std::isnan(value)   ? "NaN"
                                      : std::isinf(value) ? "infinite"
                                                          : "too large for float32");
            } else {
                std::memcpy(out + k, in + 4 * k, 4);
                if (!std::isfinite(out[k]))
                    return valueError(row, k, dims, 4, word, std::isnan(out[k]) ? "NaN" : "infinite");
            }
        }
        return {};
    }

    Error valueError(std::size_t row, std::size_t column, std::size_t, std::size_t itemBytes, std::string_view word,
                     const char *what) const
    {
        return makeError(ErrorCode::NonFiniteValue,
                         "row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1) + " at byte "
                             + std::to_string(m_bytes.offset() + column * itemBytes) + " is " + what,
                         m_name, 0, shortened(word, kMaxWordBytes));
    }

    Result<NpyHeader> readHeader()
    {
        auto got = m_bytes.ensure(10);
        if (!got)
            return got.error();
        const std::string_view start(m_bytes.data(), got.value());
        if (got.value() == 0)
            return headerError(ErrorCode::EmptyFile, "the file is empty");
        if (start.substr(0, kMagic.size()) != kMagic)
            return headerError(ErrorCode::BadHeader, "expected the NumPy magic \\x93NUMPY at the start, found "
                                                         + quote(start.substr(0, kMagic.size())));
        if (got.value() < 10)
            return headerError(ErrorCode::TruncatedFile, "the file ends inside the NumPy header");
        const int major = static_cast<unsigned char>(start[6]);
        const int minor = static_cast<unsigned char>(start[7]);
        if (major < 1 || major > 3)
            return headerError(ErrorCode::UnsupportedFormat, "NumPy format version " + std::to_string(major) + "."
                                                                 + std::to_string(minor)
                                                                 + " is not read (versions 1 to 3 are)");
        std::size_t lengthBytes = major == 1 ? 2 : 4;
        got = m_bytes.ensure(8 + lengthBytes);
        if (!got)
            return got.error();
        if (got.value() < 8 + lengthBytes)
            return headerError(ErrorCode::TruncatedFile, "the file ends inside the NumPy header");
        std::uint64_t headerLength = 0;
        for (std::size_t i = 0; i < lengthBytes; ++i)
            headerLength |= std::uint64_t(static_cast<unsigned char>(m_bytes.data()[8 + i])) << (8 * i);
        if (headerLength > kMaxHeaderBytes)
            return headerError(ErrorCode::BadHeader, "the header claims " + std::to_string(headerLength)
                                                         + " bytes; a NumPy header is a few hundred");
        const std::size_t total = 8 + lengthBytes + static_cast<std::size_t>(headerLength);
        got = m_bytes.ensure(total);
        if (!got)
            return got.error();
        if (got.value() < total)
            return headerError(ErrorCode::TruncatedFile, "the file ends inside the NumPy header");
        const std::string text(m_bytes.data() + 8 + lengthBytes, static_cast<std::size_t>(headerLength));
        m_bytes.consume(total);

        NpyHeader header;
        if (auto problem = DictParser(text).parse(header))
            return headerError(ErrorCode::BadHeader, "the NumPy header is not readable: " + *problem);
        if (header.descr != "<f4" && header.descr != "<f8") {
            const bool bigEndian = header.descr.size() >= 2 && header.descr[0] == '>' && (header.descr[1] == 'f');
            return headerError(ErrorCode::UnsupportedFormat,
                               "dtype " + quote(header.descr) + (bigEndian ? " is big-endian; " : " is not read; ")
                                   + "only little-endian float32 ('<f4') and float64 ('<f8') are (convert with "
                                     "matrix.astype('<f4'))");
        }
        if (header.fortranOrder)
            return headerError(ErrorCode::UnsupportedFormat,
                               "the matrix is stored in Fortran (column-major) order; save it in C order, with "
                               "np.save(path, np.ascontiguousarray(matrix))");
        if (header.shape.size() != 2)
            return headerError(ErrorCode::UnsupportedFormat,
                               "the array has " + counted(header.shape.size(), "dimension", "dimensions")
                                   + "; expected a 2-D matrix, one row per word");
        if (header.shape[1] == 0 || header.shape[1] > kMaxDims)
            return headerError(ErrorCode::BadHeader, "the matrix has " + std::to_string(header.shape[1])
                                                         + " columns; expected 1 to " + std::to_string(kMaxDims));
        if (header.shape[0] == 0)
            return headerError(ErrorCode::EmptyFile, "the matrix has no rows");
        // Rows times row bytes must not overflow: more than 2^62 bytes are not on any disk.
        if (header.shape[0] > (std::uint64_t(1) << 62) / (header.shape[1] * 8))
            return headerError(ErrorCode::BadHeader, "the matrix has " + std::to_string(header.shape[0]) + " rows");
        return header;
    }

    // Reads the vocabulary file into m_chars/m_offsets: exactly `rows` words, one per line.
    Result<void> readVocabulary(std::size_t rows)
    {
        const std::filesystem::path path =
            m_options.vocabularyPath.empty() ? defaultVocabularyPath(m_path) : m_options.vocabularyPath;
        m_vocabularyName = path.string();
        auto source = openByteSource(path);
        if (!source) {
            Error error = source.error();
            error.detail += " (the vocabulary of " + m_name + ": one word per line, in row order)";
            return error;
        }
        BufferedBytes bytes(*source.value());
        m_offsets.assign(1, 0);
        m_offsets.reserve(rows + 1);
        std::size_t line = 0;
        std::size_t blankRun = 0; // blank lines not yet known to be trailing
        bool crlf = false;
        for (;;) {
            auto got = bytes.ensure(kMaxVocabularyLineBytes + 1);
            if (!got)
                return withLine(got.error(), line + 1);
            if (got.value() == 0)
                break;
            std::string_view window(bytes.data(), got.value());
            const std::size_t newline = window.find('\n');
            if (newline == std::string_view::npos && got.value() > kMaxVocabularyLineBytes)
                return makeError(ErrorCode::WrongValueCount,
                                 "line longer than " + std::to_string(kMaxVocabularyLineBytes)
                                     + " bytes; expected one word per line",
                                 m_vocabularyName, line + 1);
            std::string_view word = window.substr(0, newline);
            bytes.consume(newline == std::string_view::npos ? window.size() : newline + 1);
            ++line;
            if (line == 1 && word.substr(0, 3) == "\xEF\xBB\xBF")
                word.remove_prefix(3);
            if (!word.empty() && word.back() == '\r') {
                word.remove_suffix(1);
                crlf = true;
            }
            if (word.empty()) {
                ++blankRun; // an error unless only blank lines follow
                continue;
            }
            if (blankRun > 0)
                return makeError(ErrorCode::EmptyWord, "the line is empty; every line holds the word of one row",
                                 m_vocabularyName, line - blankRun);
            if (!isValidUtf8(word))
                return makeError(ErrorCode::InvalidUtf8, "the word is not valid UTF-8", m_vocabularyName, line,
                                 shortened(word, kMaxWordBytes));
            if (m_offsets.size() > rows)
                return makeError(ErrorCode::CountMismatch,
                                 "the vocabulary has more words than the " + std::to_string(rows)
                                     + " rows of the matrix " + m_name,
                                 m_vocabularyName, line, shortened(word, kMaxWordBytes));
            m_chars.append(word);
            m_offsets.push_back(m_chars.size());
        }
        (void)crlf;
        const std::size_t words = m_offsets.size() - 1;
        if (words < rows)
            return makeError(ErrorCode::CountMismatch,
                             "the vocabulary has " + counted(words, "word", "words") + ", the matrix " + m_name + " "
                                 + counted(rows, "row", "rows"),
                             m_vocabularyName);
        return {};
    }

    static Error withLine(Error error, std::size_t line)
    {
        error.line = line;
        return error;
    }

    std::string_view wordOf(std::size_t row) const
    {
        return std::string_view(m_chars).substr(m_offsets[row], m_offsets[row + 1] - m_offsets[row]);
    }

    ByteSource &m_source;
    const std::string m_name;
    const std::filesystem::path &m_path;
    const ReadOptions &m_options;
    BufferedBytes m_bytes;
    EmbeddingBuilder m_builder;
    ProgressReporter m_progress;
    std::string m_vocabularyName;
    std::string m_chars;
    std::vector<std::uint64_t> m_offsets;
};

} // namespace

Result<LoadedEmbedding> readNumpyMatrix(ByteSource &source, const std::filesystem::path &path,
                                        const ReadOptions &options)
{
    return NumpyReader(source, path, options).run();
}

} // namespace isoscope
