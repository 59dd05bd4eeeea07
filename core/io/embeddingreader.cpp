#include "core/io/embeddingreader.h"

#include "core/base/contenthash.h"
#include "core/base/textcase.h"
#include "core/base/threadbudget.h"
#include "core/io/bytesource.h"
#include "core/io/embeddingbuilder.h"
#include "core/io/formatreaders.h"

#include <algorithm>
#include <bit>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <exception>
#include <fstream>
#include <limits>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace isoscope {

namespace {

// Pieces of about this size are parsed by the threads: small enough that a few in flight cost
// little memory and that progress comes often, large enough that handing them over costs nothing.
constexpr std::size_t kChunkBytes = kMiB;
// A row of kMaxDims numbers fits many times over; a longer "line" means a binary or corrupt file,
// and must not make the buffer grow with the file.
constexpr std::size_t kMaxLineBytes = 64 * kMiB;
constexpr std::size_t kMaxThreads = 8;
// How much of a file is looked at to decide its format.
constexpr std::size_t kSniffBytes = 64 * 1024;
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
constexpr std::string_view kNumpyMagic = "\x93NUMPY";
constexpr std::string_view kHdf5Signature = "\x89HDF\r\n\x1a\n";

inline bool isSeparator(char c)
{
    return c == ' ' || c == '\t';
}

bool looksBinary(std::string_view token)
{
    return std::any_of(token.begin(), token.end(), [](char c) {
        const auto b = static_cast<unsigned char>(c);
        return b < 0x20 && b != '\t';
    });
}

// ---------------------------------------------------------------------------------------------
// Numbers

// True if the text of a number that double cannot hold either is a tiny one (so it reads as 0).
bool isUnderflow(std::string_view token)
{
    const std::size_t e = token.find_first_of("eE");
    if (e != std::string_view::npos)
        return e + 1 < token.size() && token[e + 1] == '-';
    const std::size_t firstNonZero = token.find_first_not_of("+-0");
    return firstNonZero == std::string_view::npos || token[firstNonZero] == '.';
}

inline bool isDigit(char c)
{
    return static_cast<unsigned>(c - '0') < 10;
}

// How many of the 8 characters in chunk (the first in the lowest byte) are digits before the
// first non-digit: 0 to 8. Bytes after a non-digit may be anything, also past the token.
inline unsigned leadingDigits(std::uint64_t chunk)
{
    const std::uint64_t high = 0xF0F0F0F0F0F0F0F0ULL;
    const std::uint64_t nonDigits =
        ((chunk & high) | (((chunk + 0x0606060606060606ULL) & high) >> 4)) ^ 0x3333333333333333ULL;
    return nonDigits == 0 ? 8 : static_cast<unsigned>(std::countr_zero(nonDigits)) / 8;
}

// The value of the first n (1 to 8) characters of chunk, all digits, the first the most significant:
// three multiplications instead of n dependent steps (the SWAR method of fast_float and simdjson).
inline std::uint32_t digitsValue(std::uint64_t chunk, unsigned n)
{
    chunk = (chunk & 0x0F0F0F0F0F0F0F0FULL) << (8 * (8 - n)); // zeros in front of the n digits
    chunk = chunk * 10 + (chunk >> 8);
    chunk = (((chunk & 0x000000FF000000FFULL) * (100 + (1000000ULL << 32)))
             + (((chunk >> 16) & 0x000000FF000000FFULL) * (1 + (10000ULL << 32))))
            >> 32;
    return static_cast<std::uint32_t>(chunk);
}

// Clinger's fast path, for the short decimals that embedding files are made of ("-0.038194",
// "0.016479492"): when the digits form an integer m <= 2^24 and the number is m / 10^k with k <= 10,
// both m and 10^k are exact floats, so one IEEE division gives the correctly rounded result, the
// same float as std::from_chars, several times faster than libstdc++'s from_chars (which took three
// quarters of the reading time). Returns nullptr when the token is not such a decimal; the caller
// then falls back to from_chars, which decides.
inline const char *parseShortDecimal(const char *p, const char *end, float &value)
{
#if FLT_EVAL_METHOD == 0 // float arithmetic in float precision (not x87), so the division rounds once
    static constexpr float powersOfTen[] = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f};
    static constexpr std::uint32_t scales[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    constexpr std::uint64_t maxMantissa = std::uint64_t(1) << 24;
    const bool negative = *p == '-';
    if (negative)
        ++p;
    const char *const digits = p;
    std::uint64_t mantissa = 0;
    while (p != end && isDigit(*p)) {
        mantissa = mantissa * 10 + static_cast<std::uint64_t>(*p - '0');
        if (mantissa > maxMantissa)
            return nullptr;
        ++p;
    }
    std::size_t decimals = 0;
    if (p != end && *p == '.') {
        const char *const fraction = ++p;
        if constexpr (std::endian::native == std::endian::little) {
            if (end - p >= 8) { // the last number of a row takes the loop below
                std::uint64_t chunk = 0;
                std::memcpy(&chunk, p, 8);
                if (const unsigned n = leadingDigits(chunk); n > 0) {
                    mantissa = mantissa * scales[n] + digitsValue(chunk, n);
                    if (mantissa > maxMantissa)
                        return nullptr;
                    p += n;
                }
            }
        }
        while (p != end && isDigit(*p)) {
            mantissa = mantissa * 10 + static_cast<std::uint64_t>(*p - '0');
            if (mantissa > maxMantissa)
                return nullptr;
            ++p;
        }
        decimals = static_cast<std::size_t>(p - fraction);
        if (p - digits == 1) // "." alone, or "-."
            return nullptr;
    }
    if (p == digits || decimals > 10 || (p != end && !isSeparator(*p)))
        return nullptr;
    const float magnitude = static_cast<float>(mantissa) / powersOfTen[decimals];
    value = negative ? -magnitude : magnitude;
    return p;
#else
    (void)p;
    (void)end;
    (void)value;
    return nullptr;
#endif
}

// Everything that is not a short decimal: long mantissas, exponents, '+', NaN, infinities and
// tokens that are not numbers at all. Kept out of line so that the fast path inlines.
#if defined(__GNUC__)
__attribute__((noinline))
#endif
const char *
parseOtherNumber(const char *p, const char *end, float &value)
{
    // Python's float() and NumPy accept a leading '+', which std::from_chars does not.
    if (*p == '+' && p + 1 != end && p[1] != '-')
        ++p;
    auto [q, ec] = std::from_chars(p, end, value);
    if (ec == std::errc::result_out_of_range) {
        // libstdc++ refuses values that round to zero or to infinity in float, where Python gives
        // 0.0 or inf. Through double, an underflow keeps its correctly rounded tiny value and an
        // overflow becomes an infinity, which the caller reports as non-finite.
        double wide = 0;
        const auto [q2, ec2] = std::from_chars(p, end, wide);
        q = q2;
        if (ec2 == std::errc::result_out_of_range)
            wide = isUnderflow(std::string_view(p, static_cast<std::size_t>(q2 - p)))
                       ? 0.0
                       : std::numeric_limits<double>::infinity();
        else if (ec2 != std::errc())
            return nullptr;
        constexpr float infinity = std::numeric_limits<float>::infinity();
        if (std::fabs(wide) > static_cast<double>(std::numeric_limits<float>::max()))
            value = wide > 0 ? infinity : -infinity; // a plain cast would be undefined behaviour
        else
            value = static_cast<float>(wide);
    } else if (ec != std::errc()) {
        return nullptr;
    }
    if (q != end && !isSeparator(*q))
        return nullptr;
    return q;
}

// Parses the number at p (p != end), which must end at `end` or at a separator. Returns the end
// of the number, or nullptr if the token is not a number. NaN and infinities are numbers here: the
// caller rejects them with a more precise message.
inline const char *parseNumber(const char *p, const char *end, float &value)
{
    if (const char *q = parseShortDecimal(p, end, value))
        return q;
    return parseOtherNumber(p, end, value);
}

bool isNumber(std::string_view token)
{
    float ignored = 0;
    return !token.empty() && parseNumber(token.data(), token.data() + token.size(), ignored) != nullptr;
}

std::string_view tokenAt(const char *p, const char *end)
{
    const char *q = p;
    while (q != end && !isSeparator(*q))
        ++q;
    return std::string_view(p, static_cast<std::size_t>(q - p));
}

// ---------------------------------------------------------------------------------------------
// Rows

// What is wrong with a row, if anything. Row parsing only looks at its line and writes its own
// output, so that a parallel reader can run it on many lines at once and report in file order.
struct RowParse {
    enum class Issue { None, EmptyWord, InvalidUtf8, NotANumber, NonFinite, WrongCount, TooManyDims };

    Issue issue = Issue::None;
    std::string_view word;
    std::string_view token; ///< The offending token (NotANumber, NonFinite).
    std::size_t found = 0;  ///< Numbers on the row (WrongCount, TooManyDims).
    bool wordHasSpaces = false;
};

// Drops a trailing '\r' and trailing separators; notes the '\r'.
inline std::string_view trimLine(std::string_view line, bool &crlf)
{
    if (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
        crlf = true;
    }
    while (!line.empty() && isSeparator(line.back()))
        line.remove_suffix(1);
    return line;
}

RowParse checkWord(RowParse row)
{
    if (!isValidUtf8(row.word))
        row.issue = RowParse::Issue::InvalidUtf8;
    return row;
}

std::vector<std::string_view> splitFields(std::string_view line)
{
    std::vector<std::string_view> fields;
    const char *p = line.data();
    const char *const end = p + line.size();
    while (p != end) {
        while (p != end && isSeparator(*p))
            ++p;
        if (p == end)
            break;
        fields.push_back(tokenAt(p, end));
        p = fields.back().data() + fields.back().size();
    }
    return fields;
}

// The slow path of parseRow, taken only for rows that are wrong or unusual: finds the first problem
// in reading order, or reads a row whose word contains spaces.
RowParse diagnoseRow(std::string_view line, std::size_t dims, float *out)
{
    RowParse row;
    const std::vector<std::string_view> fields = splitFields(line);
    row.word = fields.front();
    const std::size_t numbers = fields.size() - 1;

    if (numbers > dims) {
        // A word with spaces: the last `dims` fields are numbers and some field before them is not.
        const std::size_t extra = numbers - dims;
        const bool wordPartIsText =
            std::any_of(fields.begin() + 1, fields.begin() + 1 + static_cast<std::ptrdiff_t>(extra),
                        [](std::string_view f) { return !isNumber(f); });
        const bool tailIsNumbers = std::all_of(fields.begin() + 1 + static_cast<std::ptrdiff_t>(extra), fields.end(),
                                               [](std::string_view f) { return isNumber(f); });
        if (wordPartIsText && tailIsNumbers) {
            const std::string_view last = fields[extra];
            row.word = line.substr(0, static_cast<std::size_t>(last.data() + last.size() - line.data()));
            row.wordHasSpaces = true;
            for (std::size_t k = 0; k < dims; ++k) {
                const std::string_view f = fields[extra + 1 + k];
                parseNumber(f.data(), f.data() + f.size(), out[k]);
                if (!std::isfinite(out[k])) {
                    row.issue = RowParse::Issue::NonFinite;
                    row.token = f;
                    return row;
                }
            }
            row.found = dims;
            return checkWord(row);
        }
    }
    for (std::size_t i = 1; i < fields.size(); ++i) {
        float value = 0;
        if (parseNumber(fields[i].data(), fields[i].data() + fields[i].size(), value) == nullptr) {
            row.issue = RowParse::Issue::NotANumber;
            row.token = fields[i];
            return row;
        }
        if (!std::isfinite(value)) {
            row.issue = RowParse::Issue::NonFinite;
            row.token = fields[i];
            return row;
        }
    }
    row.found = numbers;
    if (numbers != dims)
        row.issue = RowParse::Issue::WrongCount;
    return checkWord(row);
}

// Reads "word v1 ... vD" into out[0..D). The line is not empty and has no '\n', '\r' or trailing
// separator. The fast path below handles well-formed rows without allocating.
RowParse parseRow(std::string_view line, std::size_t dims, float *out)
{
    RowParse row;
    const char *const begin = line.data();
    const char *const end = begin + line.size();
    if (isSeparator(*begin)) {
        row.issue = RowParse::Issue::EmptyWord;
        return row;
    }
    const char *p = begin;
    while (p != end && !isSeparator(*p))
        ++p;
    row.word = std::string_view(begin, static_cast<std::size_t>(p - begin));
    std::size_t k = 0;
    for (;;) {
        while (p != end && isSeparator(*p))
            ++p;
        if (p == end)
            break;
        if (k == dims)
            return diagnoseRow(line, dims, out);
        const char *q = parseNumber(p, end, out[k]);
        if (q == nullptr || !std::isfinite(out[k]))
            return diagnoseRow(line, dims, out);
        ++k;
        p = q;
    }
    if (k != dims)
        return diagnoseRow(line, dims, out);
    row.found = k;
    return checkWord(row);
}

// The first GloVe row decides the dimension, so it is read into a growing vector.
RowParse parseFirstRow(std::string_view line, std::vector<float> &values)
{
    RowParse row;
    if (isSeparator(line.front())) {
        row.issue = RowParse::Issue::EmptyWord;
        return row;
    }
    const char *const end = line.data() + line.size();
    row.word = tokenAt(line.data(), end);
    const char *p = row.word.data() + row.word.size();
    for (;;) {
        while (p != end && isSeparator(*p))
            ++p;
        if (p == end)
            break;
        if (values.size() == kMaxDims) { // stop before a corrupt line fills memory
            row.issue = RowParse::Issue::TooManyDims;
            return row;
        }
        float value = 0;
        const char *q = parseNumber(p, end, value);
        if (q == nullptr || !std::isfinite(value)) {
            row.issue = q == nullptr ? RowParse::Issue::NotANumber : RowParse::Issue::NonFinite;
            row.token = tokenAt(p, end);
            return row;
        }
        values.push_back(value);
        p = q;
    }
    row.found = values.size();
    if (values.empty()) {
        row.issue = RowParse::Issue::WrongCount;
        return row;
    }
    return checkWord(row);
}

// ---------------------------------------------------------------------------------------------
// Header

bool isIntegerToken(std::string_view token)
{
    if (!token.empty() && token.front() == '-')
        token.remove_prefix(1);
    return !token.empty() && std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// ---------------------------------------------------------------------------------------------
// Pieces of a text file, parsed by several threads

// Whole lines of the file (the last piece may end without '\n') and, once parsed, their rows.
// Parsing only looks at the piece's own text and writes its own output, so pieces are parsed in
// any order and on any thread; the rows are then taken in file order.
struct TextChunk {
    std::unique_ptr<char[]> text;
    std::size_t capacity = 0;
    std::size_t size = 0;
    std::size_t begin = 0;            // the first byte to parse (after the header in the first piece)
    bool last = false;                // the file ends with this piece
    std::uint64_t fileBytesAtEnd = 0; // the file's bytes read when the piece was complete (progress)
    std::uint64_t streamStart = 0;    // offset of text[0] in the (unpacked) data

    std::unique_ptr<float[]> values; // rows x dims
    std::size_t valuesCapacity = 0;
    std::vector<std::string_view> words;
    std::vector<std::uint32_t> rowLines; // 0-based line of each row, counted from begin
    std::size_t lines = 0;               // lines from begin, blank ones included
    std::size_t nonBlank = 0;            // rows found, the wrong one and any after it included
    std::size_t wordsWithSpaces = 0;
    bool crlf = false;
    bool hasIssue = false; // the first wrong row, where parsing stopped
    RowParse issue;
    std::size_t issueLine = 0;
    bool outOfMemory = false;
    bool done = false; // guarded by the pool's mutex
};

void parseChunk(TextChunk &chunk, std::size_t dims)
{
    chunk.words.clear();
    chunk.rowLines.clear();
    chunk.lines = chunk.nonBlank = chunk.wordsWithSpaces = 0;
    chunk.crlf = chunk.hasIssue = chunk.outOfMemory = false;
    try {
        // A row takes at least 2 (dims + 1) bytes with its '\n' (one less without), so this is room
        // for every row plus a wrong one; pages never written cost nothing.
        const std::size_t bytes = chunk.size - chunk.begin;
        const std::size_t maxRows = (bytes + 1) / (2 * dims + 2) + 1;
        if (maxRows * dims > chunk.valuesCapacity) {
            chunk.values.reset();
            chunk.values.reset(new float[maxRows * dims]);
            chunk.valuesCapacity = maxRows * dims;
        }
        const char *p = chunk.text.get() + chunk.begin;
        const char *const end = chunk.text.get() + chunk.size;
        while (p != end) {
            const char *newline = static_cast<const char *>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
            const char *const lineEnd = newline != nullptr ? newline : end;
            std::string_view line = trimLine(std::string_view(p, static_cast<std::size_t>(lineEnd - p)), chunk.crlf);
            p = newline != nullptr ? newline + 1 : end;
            const std::size_t lineIndex = chunk.lines++;
            if (line.empty())
                continue;
            ++chunk.nonBlank;
            if (chunk.hasIssue)
                continue; // rows after a wrong one are only counted
            const RowParse row = parseRow(line, dims, chunk.values.get() + chunk.words.size() * dims);
            if (row.issue != RowParse::Issue::None) {
                chunk.hasIssue = true;
                chunk.issue = row;
                chunk.issueLine = lineIndex;
                continue;
            }
            if (row.wordHasSpaces)
                ++chunk.wordsWithSpaces;
            chunk.words.push_back(row.word);
            chunk.rowLines.push_back(static_cast<std::uint32_t>(lineIndex));
        }
    } catch (const std::bad_alloc &) {
        chunk.outOfMemory = true;
    }
}

// Threads that parse pieces handed to them; with one thread, pieces are parsed on submission by
// the calling thread. The destructor waits for the threads, which never throw.
class ParsePool
{
public:
    ParsePool(unsigned threads, std::size_t dims) : m_dims(dims)
    {
        if (threads > 1) {
            m_threads.reserve(threads);
            for (unsigned i = 0; i < threads; ++i)
                m_threads.emplace_back([this] { work(); });
        }
    }

    ~ParsePool()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_workAvailable.notify_all();
        for (auto &thread : m_threads)
            thread.join();
    }

    ParsePool(const ParsePool &) = delete;
    ParsePool &operator=(const ParsePool &) = delete;

    void submit(TextChunk *chunk)
    {
        if (m_threads.empty()) {
            parseChunk(*chunk, m_dims);
            chunk->done = true;
            return;
        }
        {
            std::lock_guard lock(m_mutex);
            chunk->done = false;
            m_queue.push_back(chunk);
        }
        m_workAvailable.notify_one();
    }

    void wait(TextChunk *chunk)
    {
        if (m_threads.empty())
            return;
        std::unique_lock lock(m_mutex);
        m_chunkDone.wait(lock, [chunk] { return chunk->done; });
    }

private:
    void work()
    {
        for (;;) {
            TextChunk *chunk = nullptr;
            {
                std::unique_lock lock(m_mutex);
                m_workAvailable.wait(lock, [this] { return m_stop || !m_queue.empty(); });
                if (m_stop)
                    return;
                chunk = m_queue.front();
                m_queue.pop_front();
            }
            parseChunk(*chunk, m_dims);
            {
                std::lock_guard lock(m_mutex);
                chunk->done = true;
            }
            m_chunkDone.notify_all();
        }
    }

    std::size_t m_dims;
    std::vector<std::thread> m_threads;
    std::mutex m_mutex;
    std::condition_variable m_workAvailable;
    std::condition_variable m_chunkDone;
    std::deque<TextChunk *> m_queue;
    bool m_stop = false;
};

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

bool equalsIgnoringAsciiCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
               return lower(x) == lower(y);
           });
}

std::string lowerExtension(const std::filesystem::path &path)
{
    std::string extension = path.extension().string();
    for (char &c : extension)
        c = c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
    return extension;
}

// The extension of the file inside a ".gz".
std::string innerExtension(const std::filesystem::path &path)
{
    const std::string extension = lowerExtension(path);
    return extension == ".gz" ? lowerExtension(path.stem()) : extension;
}

bool isTextByte(unsigned char b)
{
    return b >= 0x20 || b == '\t' || b == '\n' || b == '\r';
}

// True if the bytes could be the start of UTF-8 text: no control character but tabs and line ends,
// valid UTF-8 (a character cut by the end is given the benefit of the doubt).
bool looksLikeText(std::string_view bytes)
{
    std::size_t i = 0;
    while (i < bytes.size()) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        if (b < 0x80) {
            if (!isTextByte(b) || b == 0x7F)
                return false;
            ++i;
            continue;
        }
        const std::size_t len = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
        if (i + len > bytes.size())
            return len > 1; // cut by the end of the sample
        if (!isValidUtf8(bytes.substr(i, len)))
            return false;
        i += len;
    }
    return true;
}

// Bytes as hex pairs: "BB 16 4F 2F".
std::string hexBytes(std::string_view bytes)
{
    std::string text;
    for (const char c : bytes) {
        char pair[4];
        std::snprintf(pair, sizeof pair, "%02X", static_cast<unsigned>(static_cast<unsigned char>(c)));
        text += (text.empty() ? "" : " ") + std::string(pair);
    }
    return text;
}

// Decides the format of a stream from its first bytes (already unpacked if gzipped).
Result<EmbeddingFormat> sniffStream(std::string_view head, const std::filesystem::path &path)
{
    const std::string name = path.string();
    if (head.substr(0, kNumpyMagic.size()) == kNumpyMagic)
        return EmbeddingFormat::Numpy;
    if (head.substr(0, kFastTextMagic.size()) == kFastTextMagic)
        return EmbeddingFormat::FastTextBinary;
    if (head.substr(0, kHdf5Signature.size()) == kHdf5Signature)
        return makeError(ErrorCode::UnsupportedFormat,
                         "a gzipped HDF5 file cannot be read (HDF5 needs random access); unpack it with gunzip, or "
                         "compress its datasets inside HDF5 instead",
                         name);
    const std::string extension = innerExtension(path);
    if (extension == ".npy")
        return makeError(ErrorCode::UnsupportedFormat,
                         "the name ends in .npy, but the file does not start with the NumPy magic \\x93NUMPY", name);
    if (extension == ".h5" || extension == ".hdf5" || extension == ".hdf" || extension == ".he5")
        return makeError(ErrorCode::UnsupportedFormat,
                         "the name ends in " + extension + ", but the file does not start with the HDF5 signature",
                         name);
    // A first line with control bytes (a NUL, ...) is no text: not a GloVe row nor a word2vec
    // header, but a binary file of no format read here (a fastText model whose magic number is
    // damaged, say). Said in one line with its first bytes, never the escaped bytes of a "row".
    const std::string_view firstLine = head.substr(0, head.find('\n'));
    if (std::any_of(firstLine.begin(), firstLine.end(),
                    [](char c) { return !isTextByte(static_cast<unsigned char>(c)) || c == 0x7F; }))
        return makeError(ErrorCode::UnsupportedFormat,
                         "a binary file of no format read here: it starts with the bytes " + hexBytes(head.substr(0, 4))
                             + ", not fastText's magic number BA 16 4F 2F, NumPy's, HDF5's or a word2vec header"
                             + " (a damaged file?)",
                         name);
    // The first non-blank line: a word2vec header, or a GloVe row.
    std::string_view rest = head;
    if (rest.substr(0, kByteOrderMark.size()) == kByteOrderMark)
        rest.remove_prefix(kByteOrderMark.size());
    bool crlf = false;
    while (!rest.empty()) {
        const std::size_t newline = rest.find('\n');
        const std::string_view line = trimLine(rest.substr(0, newline), crlf);
        if (newline == std::string_view::npos && head.size() == kSniffBytes)
            return EmbeddingFormat::GloveText; // a first line longer than the sample is no header
        rest = newline == std::string_view::npos ? std::string_view() : rest.substr(newline + 1);
        if (line.empty())
            continue;
        std::string_view count;
        std::string_view dims;
        if (!isHeaderLine(line, count, dims))
            return EmbeddingFormat::GloveText;
        // After a header: text rows are text; binary rows are floats, which are not (4 KiB of them
        // always hold a zero byte, a control character or invalid UTF-8). ".bin" decides when
        // nothing follows the header.
        const std::string_view sample = rest.substr(0, 4096);
        if (sample.empty())
            return extension == ".bin" ? EmbeddingFormat::Word2vecBinary : EmbeddingFormat::Word2vecText;
        return looksLikeText(sample) ? EmbeddingFormat::Word2vecText : EmbeddingFormat::Word2vecBinary;
    }
    return EmbeddingFormat::GloveText; // empty or blank: the text reader says so
}

struct Opened {
    std::unique_ptr<ByteSource> source; // null for HDF5
    EmbeddingFormat format = EmbeddingFormat::Auto;
};

Result<Opened> openAndSniff(const std::filesystem::path &path, EmbeddingFormat wanted)
{
    auto source = openByteSource(path);
    if (!source)
        return source.error();
    ByteSource &bytes = *source.value();
    if (!bytes.gzipped() && (wanted == EmbeddingFormat::Auto || wanted == EmbeddingFormat::Hdf5)
        && hasHdf5Signature(path, bytes.fileSize()))
        return Opened{nullptr, EmbeddingFormat::Hdf5};
    if (wanted == EmbeddingFormat::Hdf5) {
        if (bytes.gzipped())
            return makeError(ErrorCode::UnsupportedFormat,
                             "a gzipped HDF5 file cannot be read (HDF5 needs random access); unpack it with gunzip",
                             path.string());
        return Opened{nullptr, EmbeddingFormat::Hdf5}; // the HDF5 library says what is wrong
    }
    auto head = bytes.peek(kSniffBytes);
    if (!head)
        return head.error();
    EmbeddingFormat format = wanted;
    if (format == EmbeddingFormat::Auto) {
        auto sniffed = sniffStream(head.value(), path);
        if (!sniffed)
            return sniffed.error();
        format = sniffed.value();
    }
    return Opened{std::move(source.value()), format};
}

Result<LoadedEmbedding> readOpened(Opened &opened, const std::filesystem::path &path, const ReadOptions &options)
{
    switch (opened.format) {
    case EmbeddingFormat::Hdf5: return readHdf5Import(path, options);
    case EmbeddingFormat::Word2vecBinary: return readWord2vecBinary(*opened.source, options);
    case EmbeddingFormat::Numpy: return readNumpyMatrix(*opened.source, path, options);
    case EmbeddingFormat::FastTextBinary: return readFastTextModel(*opened.source, options);
    case EmbeddingFormat::Auto:
    case EmbeddingFormat::GloveText:
    case EmbeddingFormat::Word2vecText: return TextReader(*opened.source, options, opened.format).run();
    }
    return makeError(ErrorCode::InvalidArgument, "unknown format", path.string());
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Shared with the other readers (formatreaders.h)

bool isHeaderLine(std::string_view line, std::string_view &count, std::string_view &dims)
{
    const std::vector<std::string_view> fields = splitFields(line);
    if (fields.size() != 2 || !isIntegerToken(fields[0]) || !isIntegerToken(fields[1]))
        return false;
    count = fields[0];
    dims = fields[1];
    return true;
}

Result<Word2vecHeader> checkWord2vecHeader(std::string_view line, std::uint64_t bytesLeft, bool binary,
                                           const ByteSource &source, std::size_t lineNumber)
{
    const auto headerError = [&](std::string detail) {
        return makeError(ErrorCode::BadHeader, std::move(detail), source.fileName(), lineNumber);
    };
    std::string_view countText;
    std::string_view dimsText;
    if (!isHeaderLine(line, countText, dimsText))
        return headerError("expected a header 'count dims', found " + quote(line));
    long long count = 0;
    long long dims = 0;
    const auto countParse = std::from_chars(countText.data(), countText.data() + countText.size(), count);
    const auto dimsParse = std::from_chars(dimsText.data(), dimsText.data() + dimsText.size(), dims);
    if (countParse.ec != std::errc() || count < 0)
        return headerError("the word count " + quote(countText) + (count < 0 ? " is negative" : " is too large"));
    if (dimsParse.ec != std::errc() || dims <= 0 || dims > static_cast<long long>(kMaxDims))
        return headerError("the dimension " + quote(dimsText) + " is not a number from 1 to "
                           + std::to_string(kMaxDims));
    // A text row takes at least a digit and a separator per value and the word (the last row may
    // lack its '\n'); a binary row the word, a space and 4 bytes per value. A count the data cannot
    // hold is an error before anything is allocated.
    const auto d = static_cast<std::uint64_t>(dims);
    const std::uint64_t rowMinimum = binary ? 4 * d + 2 : 2 * (d + 1);
    const std::uint64_t slack = binary ? 0 : 1;
    if (static_cast<std::uint64_t>(count) > (bytesLeft + slack) / rowMinimum) {
        std::string detail = "the header says " + std::to_string(count) + " words of " + std::to_string(dims)
                             + (binary ? " floats" : " numbers");
        if (source.gzipped())
            detail += ", more than a gzip file of " + std::to_string(source.fileSize()) + " bytes can hold";
        else
            detail += ", but only " + std::to_string(bytesLeft) + " bytes follow it";
        return headerError(std::move(detail));
    }
    return Word2vecHeader{static_cast<std::size_t>(count), static_cast<std::size_t>(dims)};
}

bool ProgressReporter::update(std::uint64_t done)
{
    if (done < m_next || done >= m_total)
        return true;
    m_next = (done / kProgressStep + 1) * kProgressStep;
    return reportProgress(m_callback, static_cast<std::size_t>(done), static_cast<std::size_t>(m_total));
}

bool ProgressReporter::finish(std::uint64_t done)
{
    return reportProgress(m_callback, static_cast<std::size_t>(done),
                          static_cast<std::size_t>(std::max(done, m_total)));
}

bool hasHdf5Signature(const std::filesystem::path &path, std::uint64_t fileSize)
{
    std::ifstream in(path, std::ios::binary);
    char buffer[8];
    for (std::uint64_t offset = 0; offset + kHdf5Signature.size() <= fileSize;
         offset = offset == 0 ? 512 : 2 * offset) {
        in.seekg(static_cast<std::streamoff>(offset));
        if (!in.read(buffer, sizeof buffer))
            return false;
        if (std::string_view(buffer, sizeof buffer) == kHdf5Signature)
            return true;
    }
    return false;
}

// ---------------------------------------------------------------------------------------------
// Public

std::string_view formatName(EmbeddingFormat format)
{
    switch (format) {
    case EmbeddingFormat::Auto: return "auto";
    case EmbeddingFormat::GloveText: return "glove";
    case EmbeddingFormat::Word2vecText: return "word2vec";
    case EmbeddingFormat::Word2vecBinary: return "word2vec-binary";
    case EmbeddingFormat::Numpy: return "numpy";
    case EmbeddingFormat::Hdf5: return "hdf5";
    case EmbeddingFormat::FastTextBinary: return "fasttext-binary";
    }
    return "auto";
}

Result<EmbeddingFormat> parseFormatName(std::string_view name)
{
    static constexpr std::pair<std::string_view, EmbeddingFormat> names[] = {
        {"auto", EmbeddingFormat::Auto},
        {"glove", EmbeddingFormat::GloveText},
        {"word2vec", EmbeddingFormat::Word2vecText},
        {"fasttext", EmbeddingFormat::Word2vecText},
        {"vec", EmbeddingFormat::Word2vecText},
        {"word2vec-binary", EmbeddingFormat::Word2vecBinary},
        {"binary", EmbeddingFormat::Word2vecBinary},
        {"bin", EmbeddingFormat::Word2vecBinary},
        {"numpy", EmbeddingFormat::Numpy},
        {"npy", EmbeddingFormat::Numpy},
        {"hdf5", EmbeddingFormat::Hdf5},
        {"h5", EmbeddingFormat::Hdf5},
        {"fasttext-binary", EmbeddingFormat::FastTextBinary},
        {"fasttext-bin", EmbeddingFormat::FastTextBinary},
        {"ftz", EmbeddingFormat::FastTextBinary},
    };
    for (const auto &[text, format] : names) {
        if (equalsIgnoringAsciiCase(name, text))
            return format;
    }
    return makeError(ErrorCode::InvalidArgument, "unknown format " + quote(name)
                                                     + "; expected auto, glove, word2vec, fasttext, vec, "
                                                       "word2vec-binary, numpy, hdf5 or fasttext-binary");
}

Result<LoadedEmbedding> readEmbeddingFile(const std::filesystem::path &path, const ReadOptions &options)
{
    try {
        auto opened = openAndSniff(path, options.format);
        if (!opened)
            return opened.error();
        auto loaded = readOpened(opened.value(), path, options);
        if (loaded) {
            ReadReport &report = loaded->report;
            if (opened->source)
                report.contentHash = opened->source->contentHash();
            if (!report.contentHash)
                report.contentHash = hashFileContent(path);
        }
        return loaded;
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory", path.string());
    } catch (const std::exception &e) {
        return makeError(ErrorCode::FileUnreadable, e.what(), path.string());
    }
}

Result<EmbeddingFormat> detectFormat(const std::filesystem::path &path)
{
    try {
        auto opened = openAndSniff(path, EmbeddingFormat::Auto);
        if (!opened)
            return opened.error();
        return opened->format;
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory", path.string());
    } catch (const std::exception &e) {
        return makeError(ErrorCode::FileUnreadable, e.what(), path.string());
    }
}

std::filesystem::path defaultVocabularyPath(const std::filesystem::path &npyPath)
{
    std::filesystem::path base = npyPath;
    if (lowerExtension(base) == ".gz")
        base.replace_extension();
    if (lowerExtension(base) == ".npy")
        base.replace_extension();
    for (const char *extension : {".vocab", ".txt"}) {
        std::filesystem::path candidate = base;
        candidate += extension;
        std::error_code ec;
        if (std::filesystem::is_regular_file(candidate, ec))
            return candidate;
    }
    std::filesystem::path first = base;
    first += ".vocab";
    return first;
}

} // namespace isoscope
