// word2vec binary: "count dims\n", then per row the word's bytes up to a space and dims
// little-endian float32 values, optionally followed by '\n' (the original word2vec tool writes it,
// some others do not; gensim reads both).

#include "core/base/textcase.h"
#include "core/io/bytesource.h"
#include "core/io/embeddingbuilder.h"
#include "core/io/formatreaders.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <new>
#include <string>

namespace isoscope {

namespace {

// A word longer than this is not a word: the file is not word2vec binary, or it is corrupt.
constexpr std::size_t kMaxBinaryWordBytes = 64 * 1024;
constexpr std::size_t kMaxHeaderBytes = 1024;

std::string valueText(float value)
{
    return std::isnan(value) ? "NaN" : value > 0 ? "+infinity" : "-infinity";
}

class BinaryReader
{
public:
    BinaryReader(ByteSource &source, const ReadOptions &options)
        : m_source(source), m_name(source.fileName()), m_bytes(source), m_builder(m_name, EmbeddingBuilder::Unit::Row),
          m_progress(options.progress, source.fileSize())
    {}

    Result<LoadedEmbedding> run()
    {
        try {
            return read();
        } catch (const std::bad_alloc &) {
            return makeError(ErrorCode::OutOfMemory, "not enough memory, at byte " + std::to_string(m_bytes.offset()),
                             m_name);
        }
    }

private:
    Result<LoadedEmbedding> read()
    {
        ReadReport report;
        report.format = EmbeddingFormat::Word2vecBinary;
        report.gzipped = m_source.gzipped();

        auto header = readHeader();
        if (!header)
            return header.error();
        const std::size_t count = header->count;
        const std::size_t dims = header->dims;
        m_builder.setDims(dims);
        const std::size_t rowBytes = dims * sizeof(float);
        // A plain file's header was checked against its size, so its rows are allocated at once; a
        // gzip file's only against deflate's largest expansion, so its rows are allocated as they come.
        std::size_t capacity = m_source.gzipped() ? std::min<std::size_t>(count, 4096) : count;
        if (auto reserved = m_builder.reserve(std::max<std::size_t>(capacity, 1), !m_source.gzipped()); !reserved)
            return reserved.error();
        m_builder.reserveWords(capacity, 8);

        for (std::size_t row = 0; row < count; ++row) {
            // Newlines before a word end the previous row (gensim strips them too).
            for (;;) {
                auto got = m_bytes.ensure(1);
                if (!got)
                    return withOffset(got.error());
                if (got.value() == 0)
                    return makeError(ErrorCode::CountMismatch,
                                     "the header says " + counted(count, "word", "words") + ", found "
                                         + counted(row, "row", "rows") + " (the data ends at byte "
                                         + std::to_string(m_bytes.offset()) + ")",
                                     m_name);
                if (*m_bytes.data() != '\n')
                    break;
                m_bytes.consume(1);
            }
            const std::uint64_t rowStart = m_bytes.offset();
            auto word = readWord(row, rowStart);
            if (!word)
                return word.error();

            if (m_builder.rows() == m_builder.capacity()) {
                capacity = std::min(count, std::max(capacity + capacity / 2, m_builder.rows() + 1));
                if (auto reserved = m_builder.reserve(capacity); !reserved)
                    return reserved.error();
            }
            auto got = m_bytes.ensure(rowBytes);
            if (!got)
                return withOffset(got.error());
            if (got.value() < rowBytes)
                return makeError(ErrorCode::TruncatedFile,
                                 "the file ends inside row " + std::to_string(row + 1) + " at byte "
                                     + std::to_string(m_bytes.offset() + got.value()) + ": expected "
                                     + std::to_string(dims) + " float32 values (" + std::to_string(rowBytes)
                                     + " bytes) after the word, found " + std::to_string(got.value()) + " bytes",
                                 m_name, 0, shortened(word.value(), kMaxWordBytes));
            float *out = m_builder.nextRow();
            std::memcpy(out, m_bytes.data(), rowBytes);
            if constexpr (std::endian::native == std::endian::big) {
                for (std::size_t k = 0; k < dims; ++k)
                    out[k] = std::bit_cast<float>(byteswap(std::bit_cast<std::uint32_t>(out[k])));
            }
            for (std::size_t k = 0; k < dims; ++k) {
                if (!std::isfinite(out[k]))
                    return makeError(ErrorCode::NonFiniteValue,
                                     "row " + std::to_string(row + 1) + ", value " + std::to_string(k + 1) + " at byte "
                                         + std::to_string(m_bytes.offset() + 4 * k) + " is " + valueText(out[k]),
                                     m_name, 0, shortened(word.value(), kMaxWordBytes));
            }
            m_bytes.consume(rowBytes);
            m_builder.commit(word.value(), row + 1);
            if (!m_progress.update(m_source.fileBytesRead()))
                return makeError(ErrorCode::Cancelled, "cancelled", m_name);
        }
        if (count == 0)
            return makeError(ErrorCode::EmptyFile, "the header says 0 words", m_name, 1);

        // After the last row only newlines may follow; anything else means the header's count is wrong.
        for (;;) {
            auto got = m_bytes.ensure(1);
            if (!got)
                return withOffset(got.error());
            if (got.value() == 0)
                break;
            const char *p = m_bytes.data();
            const char *end = p + m_bytes.available();
            const char *other = std::find_if(p, end, [](char c) { return c != '\n' && c != '\r'; });
            if (other != end)
                return makeError(ErrorCode::CountMismatch,
                                 "the header says " + counted(count, "word", "words") + ", but more data follows "
                                     + "the last of them, at byte "
                                     + std::to_string(m_bytes.offset() + static_cast<std::uint64_t>(other - p)),
                                 m_name);
            m_bytes.consume(m_bytes.available());
        }
        if (!m_progress.finish(m_source.fileBytesRead()))
            return makeError(ErrorCode::Cancelled, "cancelled", m_name);
        return m_builder.finish(std::move(report));
    }

    static std::uint32_t byteswap(std::uint32_t v)
    {
        return (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24);
    }

    Error withOffset(Error error) const
    {
        if (error.detail.find("byte") == std::string::npos)
            error.detail += " (at byte " + std::to_string(m_bytes.offset()) + ")";
        return error;
    }

    Result<Word2vecHeader> readHeader()
    {
        auto got = m_bytes.ensure(kMaxHeaderBytes);
        if (!got)
            return got.error();
        if (got.value() == 0)
            return makeError(ErrorCode::EmptyFile, "the file is empty", m_name);
        const std::string_view head(m_bytes.data(), got.value());
        const std::size_t newline = head.find('\n');
        if (newline == std::string_view::npos)
            return makeError(ErrorCode::BadHeader,
                             got.value() < kMaxHeaderBytes
                                 ? "expected a header 'count dims' and a line end, found " + quote(head)
                                 : "expected a header 'count dims', found no line end in the first "
                                       + std::to_string(kMaxHeaderBytes) + " bytes",
                             m_name, 1);
        std::string_view line = head.substr(0, newline);
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
            line.remove_suffix(1);
        m_bytes.consume(newline + 1);
        return checkWord2vecHeader(line, m_bytes.maxBytesLeft(), true, m_source, 1);
    }

    // The word of a row: its bytes up to the next space, which is consumed too.
    Result<std::string> readWord(std::size_t row, std::uint64_t rowStart)
    {
        std::size_t scanned = 0;
        for (;;) {
            const std::size_t wanted = std::min(scanned + 256, kMaxBinaryWordBytes + 1);
            auto got = m_bytes.ensure(wanted);
            if (!got)
                return withOffset(got.error());
            const std::string_view window(m_bytes.data(), got.value());
            const std::size_t space = window.find(' ', scanned);
            if (space != std::string_view::npos) {
                std::string word(window.substr(0, space));
                m_bytes.consume(space + 1);
                return checkWord(std::move(word), row, rowStart);
            }
            if (got.value() < wanted)
                return makeError(ErrorCode::TruncatedFile,
                                 "the file ends inside row " + std::to_string(row + 1) + ", which starts at byte "
                                     + std::to_string(rowStart) + ": expected a word, a space and "
                                     + std::to_string(m_builder.dims()) + " float32 values",
                                 m_name);
            if (got.value() > kMaxBinaryWordBytes)
                return makeError(ErrorCode::WrongValueCount,
                                 "row " + std::to_string(row + 1) + " at byte " + std::to_string(rowStart)
                                     + " has no space in its first " + std::to_string(kMaxBinaryWordBytes)
                                     + " bytes: expected a word, a space and the values (is the header's dimension"
                                     + " right?)",
                                 m_name);
            scanned = got.value();
        }
    }

    Result<std::string> checkWord(std::string word, std::size_t row, std::uint64_t rowStart) const
    {
        if (word.empty())
            return makeError(ErrorCode::EmptyWord,
                             "row " + std::to_string(row + 1) + " at byte " + std::to_string(rowStart)
                                 + " starts with a space, so its word is empty",
                             m_name);
        if (!isValidUtf8(word))
            return makeError(ErrorCode::InvalidUtf8,
                             "the word of row " + std::to_string(row + 1) + " at byte " + std::to_string(rowStart)
                                 + " is not valid UTF-8",
                             m_name, 0, shortened(word, kMaxWordBytes));
        return word;
    }

    ByteSource &m_source;
    const std::string m_name;
    BufferedBytes m_bytes;
    EmbeddingBuilder m_builder;
    ProgressReporter m_progress;
};

} // namespace

Result<LoadedEmbedding> readWord2vecBinary(ByteSource &source, const ReadOptions &options)
{
    return BinaryReader(source, options).run();
}

} // namespace isoscope
