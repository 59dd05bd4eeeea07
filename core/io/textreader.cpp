#include "core/base/textcase.h"
#include "core/base/threadbudget.h"
#include "core/io/bytesource.h"
#include "core/io/embeddingbuilder.h"
#include "core/io/formatreaders.h"
#include "core/io/textchunks.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <deque>
#include <exception>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <utility>
#include <vector>

// The reader of GloVe and word2vec text files: the file read in pieces of whole lines, parsed by
// several threads (textchunks.h), the rows taken in file order into the builder.

namespace isoscope {

namespace {

using namespace textparse;

// Pieces of about this size are parsed by the threads: small enough that a few in flight cost
// little memory and that progress comes often, large enough that handing them over costs nothing.
constexpr std::size_t kChunkBytes = kMiB;
// A row of kMaxDims numbers fits many times over; a longer "line" means a binary or corrupt file,
// and must not make the buffer grow with the file.
constexpr std::size_t kMaxLineBytes = 64 * kMiB;
constexpr std::size_t kMaxThreads = 8;

// ---------------------------------------------------------------------------------------------
// The text reader

class TextReader
{
public:
    TextReader(ByteSource &source, const ReadOptions &options, EmbeddingFormat format)
        : m_source(source), m_name(source.fileName()), m_options(options), m_format(format),
          m_builder(source.fileName(), EmbeddingBuilder::Unit::Line), m_progress(options.progress, source.fileSize())
    {}

    Result<LoadedEmbedding> run()
    {
        try {
            return read();
        } catch (const std::bad_alloc &) {
            return makeError(ErrorCode::OutOfMemory, "not enough memory", m_name, m_lines + 1);
        } catch (const std::exception &e) {
            return makeError(ErrorCode::FileUnreadable, e.what(), m_name, m_lines + 1);
        }
    }

private:
    // A problem of the reading itself rather than of a row; its line is known once every piece
    // before it has been counted.
    struct ReadProblem {
        Error error;
        bool lineTooLong = false;
    };

    Result<LoadedEmbedding> read()
    {
        m_report.gzipped = m_source.gzipped();
        TextChunk *first = nullptr;
        if (auto started = readPrologue(first); !started)
            return started.error();
        // What options.threads asks, else what core's thread budget leaves; at most kMaxThreads.
        const SectionThreads parseThreads(m_options.threads, kMaxThreads);
        const unsigned threads = parseThreads.count();
        ParsePool pool(threads, m_builder.dims());
        const std::size_t maxInFlight = 2 * threads + 2;
        std::deque<TextChunk *> inFlight;
        std::optional<ReadProblem> problem;
        bool sourceDone = first->last;
        pool.submit(first);
        inFlight.push_back(first);

        for (;;) {
            if (!sourceDone && inFlight.size() < maxInFlight) {
                TextChunk *chunk = freeChunk();
                if (auto failed = fill(*chunk)) {
                    problem = std::move(failed);
                    sourceDone = true;
                    m_free.push_back(chunk);
                    continue;
                }
                sourceDone = chunk->last;
                if (chunk->size == chunk->begin) {
                    m_free.push_back(chunk);
                    continue;
                }
                pool.submit(chunk);
                inFlight.push_back(chunk);
                continue;
            }
            if (inFlight.empty())
                break;
            TextChunk *chunk = inFlight.front();
            inFlight.pop_front();
            pool.wait(chunk);
            auto merged = merge(*chunk);
            m_free.push_back(chunk);
            if (!merged)
                return merged.error(); // the pool's destructor waits for the pieces still parsed
        }

        if (problem) {
            Error error = std::move(problem->error);
            error.line = m_lines + 1;
            if (problem->lineTooLong)
                error =
                    makeError(ErrorCode::WrongValueCount,
                              "line longer than " + std::to_string(kMaxLineBytes / kMiB) + " MiB; is this a text file?",
                              m_name, m_lines + 1);
            return error;
        }
        if (m_countingOnly)
            return makeError(ErrorCode::CountMismatch, countMismatchDetail(), m_name, m_firstExtraLine);
        if (m_format == EmbeddingFormat::Word2vecText && m_rowsFound < m_headerCount)
            return makeError(ErrorCode::CountMismatch, countMismatchDetail(), m_name, m_headerLine);
        if (m_rowsFound == 0)
            return makeError(ErrorCode::EmptyFile, "the header says 0 words and no rows follow", m_name, m_headerLine);

        m_report.lines = m_lines;
        const std::uint64_t done = m_source.fileBytesRead();
        if (!m_progress.finish(done))
            return makeError(ErrorCode::Cancelled, "cancelled", m_name);
        return m_builder.finish(std::move(m_report));
    }

    TextChunk *freeChunk()
    {
        if (!m_free.empty()) {
            TextChunk *chunk = m_free.back();
            m_free.pop_back();
            return chunk;
        }
        m_chunks.push_back(std::make_unique<TextChunk>());
        return m_chunks.back().get();
    }

    // Fills a piece with the carried-over start of a line and the next kChunkBytes of the file,
    // cut after its last '\n' (the rest is carried over to the next piece), or with all that is
    // left. Returns the problem if reading failed.
    std::optional<ReadProblem> fill(TextChunk &chunk)
    {
        if (m_pendingProblem)
            return std::exchange(m_pendingProblem, std::nullopt);
        chunk.begin = 0;
        chunk.last = false;
        chunk.streamStart = m_streamOffset;
        reserveText(chunk, m_carry.size() + kChunkBytes, 0);
        std::memcpy(chunk.text.get(), m_carry.data(), m_carry.size());
        std::size_t size = m_carry.size();
        m_carry.clear();
        std::size_t wanted = size + kChunkBytes;
        for (;;) {
            reserveText(chunk, wanted, size);
            const std::size_t searchFrom = size; // the carry-over and earlier reads hold no '\n'
            while (size < wanted) {
                auto got = m_source.read(chunk.text.get() + size, wanted - size);
                if (!got) {
                    // The complete lines before the error are still read, so that the error is
                    // reported after any earlier one, on its own line.
                    if (const std::size_t cut = afterLastNewline(chunk.text.get() + searchFrom, size - searchFrom);
                        cut > 0) {
                        chunk.size = searchFrom + cut;
                        m_carry.assign(chunk.text.get() + chunk.size, size - chunk.size);
                        m_pendingProblem = ReadProblem{got.error(), false};
                        chunk.fileBytesAtEnd = m_source.fileBytesRead();
                        m_streamOffset += chunk.size;
                        return std::nullopt;
                    }
                    return ReadProblem{got.error(), false};
                }
                if (got.value() == 0)
                    break;
                size += got.value();
            }
            if (size < wanted) { // the end of the data
                chunk.size = size;
                chunk.last = true;
                break;
            }
            if (const std::size_t cut = afterLastNewline(chunk.text.get() + searchFrom, size - searchFrom); cut > 0) {
                chunk.size = searchFrom + cut;
                m_carry.assign(chunk.text.get() + chunk.size, size - chunk.size);
                break;
            }
            if (size >= kMaxLineBytes)
                return ReadProblem{makeError(ErrorCode::WrongValueCount, "line too long", m_name), true};
            wanted = size + kChunkBytes;
        }
        chunk.fileBytesAtEnd = m_source.fileBytesRead();
        m_streamOffset += chunk.size;
        return std::nullopt;
    }

    // Room for capacity bytes, keeping the first keep; geometric growth, so that a very long line is
    // not copied once per block.
    static void reserveText(TextChunk &chunk, std::size_t capacity, std::size_t keep)
    {
        if (capacity <= chunk.capacity)
            return;
        capacity = std::max(capacity, std::min(2 * chunk.capacity, kMaxLineBytes + kChunkBytes));
        std::unique_ptr<char[]> bigger(new char[capacity]);
        if (keep > 0)
            std::memcpy(bigger.get(), chunk.text.get(), keep);
        chunk.text = std::move(bigger);
        chunk.capacity = capacity;
    }

    // The offset just after the last '\n' in text[0, size), or 0 if there is none.
    static std::size_t afterLastNewline(const char *text, std::size_t size)
    {
        for (std::size_t i = size; i > 0; --i) {
            if (text[i - 1] == '\n')
                return i;
        }
        return 0;
    }

    // Reads up to the first non-blank line, which decides the format: a word2vec header, or the
    // first GloVe row, which gives the dimension. On success, first is the piece holding the rest.
    Result<void> readPrologue(TextChunk *&first)
    {
        bool atStart = true;
        for (;;) {
            TextChunk *chunk = freeChunk();
            if (auto failed = fill(*chunk)) {
                Error error = std::move(failed->error);
                if (failed->lineTooLong) {
                    if (m_format == EmbeddingFormat::Auto || m_format == EmbeddingFormat::GloveText)
                        return makeError(ErrorCode::WrongValueCount,
                                         "line longer than " + std::to_string(kMaxLineBytes / kMiB)
                                             + " MiB; is this a text file?",
                                         m_name, m_lines + 1);
                    return makeError(ErrorCode::BadHeader, "the first line is longer than 64 MiB; not a header", m_name,
                                     m_lines + 1);
                }
                error.line = m_lines + 1;
                return error;
            }
            const char *p = chunk->text.get();
            const char *const end = p + chunk->size;
            while (p != end) {
                const char *newline =
                    static_cast<const char *>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
                const char *const lineEnd = newline != nullptr ? newline : end;
                std::string_view line(p, static_cast<std::size_t>(lineEnd - p));
                p = newline != nullptr ? newline + 1 : end;
                ++m_lines;
                if (atStart && line.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
                    line.remove_prefix(kByteOrderMark.size());
                    m_report.hadByteOrderMark = true;
                }
                atStart = false;
                line = trimLine(line, m_report.hadCrlf);
                if (line.empty())
                    continue;
                chunk->begin = static_cast<std::size_t>(p - chunk->text.get());
                m_firstDataOffset = chunk->streamStart + chunk->begin;
                if (auto started = startWith(line, *chunk); !started)
                    return started.error();
                first = chunk;
                return {};
            }
            if (chunk->last)
                return makeError(ErrorCode::EmptyFile,
                                 m_lines == 0 ? "the file is empty" : "the file holds only blank lines", m_name);
            m_free.push_back(chunk);
        }
    }

    // Upper bound of the bytes after the first data line: the rest of its piece, the carry-over
    // and what the source may still hand out.
    std::uint64_t bytesLeftAfter(const TextChunk &chunk) const
    {
        return (chunk.size - chunk.begin) + m_carry.size() + m_source.maxBytesLeft();
    }

    Result<void> startWith(std::string_view line, const TextChunk &chunk)
    {
        std::string_view countText;
        std::string_view dimsText;
        const bool header = isHeaderLine(line, countText, dimsText);
        if (m_format == EmbeddingFormat::Auto)
            m_format = header ? EmbeddingFormat::Word2vecText : EmbeddingFormat::GloveText;
        m_report.format = m_format;
        if (m_format == EmbeddingFormat::GloveText)
            return startGlove(line, chunk);
        if (!header)
            return makeError(ErrorCode::BadHeader,
                             "expected a header 'count dims' on the first line (its content is not shown)", m_name,
                             m_lines);
        m_headerLine = m_lines;
        auto checked = checkWord2vecHeader(line, bytesLeftAfter(chunk), false, m_source, m_lines);
        if (!checked)
            return checked.error();
        m_headerCount = checked->count;
        m_builder.setDims(checked->dims);
        const std::string_view rest(chunk.text.get() + chunk.begin, chunk.size - chunk.begin);
        if (const std::size_t newline = rest.find('\n'); newline != std::string_view::npos)
            m_firstRowBytes = newline + 1;
        m_builder.skip(m_lines);
        // A plain file's header is checked against the bytes that follow, so its count can be
        // allocated at once; a gzip file's only against deflate's largest expansion, so its rows are
        // allocated as they come.
        const std::size_t initial = m_source.gzipped() ? std::min(m_headerCount, estimateRows(0)) : m_headerCount;
        if (auto reserved = m_builder.reserve(std::max<std::size_t>(initial, 1)); !reserved)
            return reserved.error();
        m_builder.reserveWords(initial, 8);
        return {};
    }

    Result<void> startGlove(std::string_view line, const TextChunk &chunk)
    {
        std::vector<float> first;
        const RowParse row = parseFirstRow(line, first);
        if (row.issue != RowParse::Issue::None)
            return rowError(row, m_lines);
        m_builder.setDims(first.size());
        m_dimsSource = "as on line " + std::to_string(m_lines);
        m_firstRowBytes = line.size() + 1;
        // Rows of one file are alike, so the first one's length gives the row count, a little high;
        // the matrix grows if the guess was low. Pages never written cost no memory.
        const std::size_t guess = std::min<std::uint64_t>(estimateRows(0), 1 + maxRowsIn(bytesLeftAfter(chunk)));
        if (auto reserved = m_builder.reserve(guess); !reserved)
            return reserved.error();
        m_builder.reserveWords(guess, row.word.size() + 4);
        std::copy(first.begin(), first.end(), m_builder.nextRow());
        m_builder.commit(row.word, m_lines);
        m_rowsFound = 1;
        return {};
    }

    std::uint64_t maxRowsIn(std::uint64_t bytes) const { return (bytes + 1) / (2 * (m_builder.dims() + 1)); }

    // Rows in the whole file, estimated from the rows so far (or the first row's length) and the
    // data's size (for gzip: the compressed size times the ratio seen so far), a little high.
    std::size_t estimateRows(std::uint64_t mergedEnd) const
    {
        const double read = double(std::max<std::uint64_t>(1, m_source.fileBytesRead()));
        const double total =
            std::max(double(m_source.position()), double(m_source.position()) * double(m_source.fileSize()) / read);
        const double dataBytes = std::max(0.0, total - double(m_firstDataOffset));
        double rowBytes = double(m_firstRowBytes > 0 ? m_firstRowBytes : 2 * (m_builder.dims() + 1));
        if (m_rowsFound > 16 && mergedEnd > m_firstDataOffset)
            rowBytes = double(mergedEnd - m_firstDataOffset) / double(m_rowsFound);
        const double rows = dataBytes / std::max(1.0, rowBytes);
        return static_cast<std::size_t>(std::min(rows * 1.05 + 16, 1e15));
    }

    Result<void> ensureRoom(std::size_t rows, const TextChunk &chunk)
    {
        if (rows <= m_builder.capacity())
            return {};
        const std::size_t capacityNow = m_builder.capacity();
        std::uint64_t capacity = std::max<std::uint64_t>(
            {rows, capacityNow + capacityNow / 4 + 16, estimateRows(chunk.streamStart + chunk.size)});
        // Never more than the rest of the data can hold (a word2vec header's count is already so).
        const std::uint64_t unmerged =
            m_source.maxBytesLeft() + (m_streamOffset - chunk.streamStart - chunk.begin) + m_carry.size();
        std::uint64_t limit = m_builder.rows() + 1 + maxRowsIn(unmerged);
        if (m_format == EmbeddingFormat::Word2vecText)
            limit = std::min<std::uint64_t>(limit, m_headerCount);
        capacity = std::max<std::uint64_t>(rows, std::min(capacity, limit));
        return m_builder.reserve(static_cast<std::size_t>(capacity));
    }

    // Takes a parsed piece's rows in file order: checks the word2vec count, keeps the first row of
    // every word, and turns the piece's first wrong row into the error it is.
    Result<void> merge(TextChunk &chunk)
    {
        const std::size_t lineBase = m_lines;
        m_lines += chunk.lines;
        m_report.hadCrlf = m_report.hadCrlf || chunk.crlf;
        if (chunk.outOfMemory)
            return makeError(ErrorCode::OutOfMemory, "not enough memory", m_name, lineBase + 1);
        if (m_countingOnly) {
            m_rowsFound += chunk.nonBlank;
        } else {
            std::size_t rows = chunk.words.size();
            bool issueFirst = chunk.hasIssue;
            if (m_format == EmbeddingFormat::Word2vecText && m_rowsFound + chunk.nonBlank > m_headerCount) {
                // The header's count ends in this piece, unless a wrong row comes first.
                const std::size_t allowed = m_headerCount - m_rowsFound;
                if (!(chunk.hasIssue && rows < allowed)) {
                    issueFirst = false;
                    m_countingOnly = true;
                    m_firstExtraLine = lineBase + 1 + (allowed < rows ? chunk.rowLines[allowed] : chunk.issueLine);
                    rows = std::min(rows, allowed);
                }
            }
            if (auto room = ensureRoom(m_builder.rows() + rows, chunk); !room)
                return room.error();
            const std::size_t dims = m_builder.dims();
            for (std::size_t r = 0; r < rows; ++r) {
                std::memcpy(m_builder.nextRow(), chunk.values.get() + r * dims, dims * sizeof(float));
                m_builder.commit(chunk.words[r], lineBase + 1 + chunk.rowLines[r]);
            }
            m_report.wordsWithSpaces += chunk.wordsWithSpaces; // all of them come before any wrong row
            if (issueFirst)
                return rowError(chunk.issue, lineBase + 1 + chunk.issueLine);
            m_rowsFound += m_countingOnly ? chunk.nonBlank : rows;
        }
        if (!m_progress.update(chunk.fileBytesAtEnd))
            return makeError(ErrorCode::Cancelled, "cancelled", m_name);
        return {};
    }

    std::string countMismatchDetail() const
    {
        return "the header says " + counted(m_headerCount, "word", "words") + ", found "
               + counted(m_rowsFound, "row", "rows");
    }

    // False for a row that shows the file is no embedding file at all: no number after the word,
    // or words where numbers belong (not binary floats, which a word2vec binary file read as text
    // has there).
    static bool looksLikeAnEmbeddingRow(const RowParse &row)
    {
        if (row.issue == RowParse::Issue::WrongCount)
            return row.found > 0;
        if (row.issue == RowParse::Issue::NotANumber)
            return !row.token.empty()
                   && (std::string_view("0123456789+-.").find(row.token.front()) != std::string_view::npos
                       || looksBinary(row.token));
        return true;
    }

    Error rowError(const RowParse &row, std::size_t lineNumber) const
    {
        // A first row with no number at all (a word alone, or words) says that the file is not an
        // embedding file: it may be any file named by mistake, or on purpose (/etc/shadow in a
        // study file), and a message must not quote what it holds.
        if (m_builder.rows() == 0 && m_rowsFound == 0 && m_headerLine == 0 && !looksLikeAnEmbeddingRow(row))
            return makeError(row.issue == RowParse::Issue::NotANumber ? ErrorCode::NotANumber
                                                                      : ErrorCode::WrongValueCount,
                             "this does not look like an embedding file: its first row is not a word followed by "
                             "numbers (its content is not shown)",
                             m_name, lineNumber);
        const std::string word = shortened(row.word, kMaxWordBytes);
        const std::size_t dims = m_builder.dims();
        switch (row.issue) {
        case RowParse::Issue::EmptyWord:
            return makeError(ErrorCode::EmptyWord, "the row starts with a space or tab, so its word is empty", m_name,
                             lineNumber);
        case RowParse::Issue::InvalidUtf8:
            return makeError(ErrorCode::InvalidUtf8, "the word is not valid UTF-8", m_name, lineNumber, word);
        case RowParse::Issue::NotANumber: {
            std::string detail = quote(row.token) + " is not a number";
            if (looksBinary(row.token))
                detail += " (the file looks binary; is it word2vec binary?)";
            return makeError(ErrorCode::NotANumber, std::move(detail), m_name, lineNumber, word);
        }
        case RowParse::Issue::NonFinite:
            return makeError(ErrorCode::NonFiniteValue, quote(row.token) + " is not a finite float", m_name, lineNumber,
                             word);
        case RowParse::Issue::WrongCount:
            if (dims == 0)
                return makeError(ErrorCode::WrongValueCount, "expected numbers after the word, found none", m_name,
                                 lineNumber, word);
            return makeError(ErrorCode::WrongValueCount,
                             "expected " + counted(dims, "number", "numbers") + " " + dimsSource() + ", found "
                                 + std::to_string(row.found),
                             m_name, lineNumber, word);
        case RowParse::Issue::TooManyDims:
            return makeError(ErrorCode::WrongValueCount,
                             "found more than " + std::to_string(kMaxDims) + " numbers, the most supported", m_name,
                             lineNumber, word);
        case RowParse::Issue::None: break;
        }
        return makeError(ErrorCode::InvalidArgument, "internal error: no issue", m_name, lineNumber, word);
    }

    std::string dimsSource() const
    {
        return m_format == EmbeddingFormat::Word2vecText ? std::string("as the header says") : m_dimsSource;
    }

    ByteSource &m_source;
    const std::string m_name;
    const ReadOptions &m_options;
    EmbeddingFormat m_format;
    EmbeddingBuilder m_builder;
    ProgressReporter m_progress;
    ReadReport m_report;
    std::vector<std::unique_ptr<TextChunk>> m_chunks; // outlive the pool in read(), which parses them
    std::vector<TextChunk *> m_free;
    std::string m_carry;                         // the start of a line cut by the end of the last piece
    std::optional<ReadProblem> m_pendingProblem; // met by the last fill, reported by the next
    std::uint64_t m_streamOffset = 0;            // bytes of the data put in pieces so far
    std::uint64_t m_firstDataOffset = 0;
    std::uint64_t m_firstRowBytes = 0; // GloVe: the first row's length, for the first estimate
    std::size_t m_lines = 0;           // lines of the pieces merged so far
    std::size_t m_rowsFound = 0;       // non-blank data lines, duplicates included
    std::size_t m_headerCount = 0;     // word2vec only
    std::size_t m_headerLine = 0;
    bool m_countingOnly = false; // word2vec: past the header's count, rows are only counted
    std::size_t m_firstExtraLine = 0;
    std::string m_dimsSource;
};

} // namespace

Result<LoadedEmbedding> readTextEmbedding(ByteSource &source, const ReadOptions &options, EmbeddingFormat format)
{
    return TextReader(source, options, format).run();
}

} // namespace isoscope
