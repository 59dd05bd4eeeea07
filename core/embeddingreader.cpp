#include "core/embeddingreader.h"

#include "core/files.h"

#include "core/textcase.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <exception>
#include <fstream>
#include <limits>
#include <memory>
#include <new>
#include <system_error>
#include <utility>
#include <vector>

namespace isoscope {

namespace {

constexpr std::size_t kMiB = std::size_t(1) << 20;
// Reads this large make the cost of the read calls vanish next to parsing, while the memory stays
// that of the matrix. A parallel reader would hand one block (cut at its last '\n') to each thread.
constexpr std::size_t kBlockBytes = 4 * kMiB;
constexpr std::size_t kProgressBytes = 4 * kMiB;
// A row of kMaxDims numbers fits many times over; a longer "line" means a binary or corrupt file,
// and must not make the carry-over buffer grow with the file.
constexpr std::size_t kMaxLineBytes = 64 * kMiB;
constexpr std::size_t kMaxDims = 100000;
constexpr std::size_t kMaxDuplicateExamples = 20;
constexpr std::size_t kMaxQuotedBytes = 40;
constexpr std::size_t kMaxWordBytes = 100;
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

inline bool isSeparator(char c)
{
    return c == ' ' || c == '\t';
}

// ---------------------------------------------------------------------------------------------
// Text helpers for error messages

// Invalid UTF-8 bytes become "\xNN", so that an error can be shown, logged and written to JSON.
std::string escapeInvalidUtf8(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        std::size_t len = 1;
        if (b >= 0xF0)
            len = 4;
        else if (b >= 0xE0)
            len = 3;
        else if (b >= 0xC0)
            len = 2;
        const std::string_view piece = text.substr(i, len);
        if ((b >= 0x20 && b < 0x7F) || (b >= 0x80 && piece.size() == len && isValidUtf8(piece))) {
            out.append(piece);
            i += len;
            continue;
        }
        static constexpr char hex[] = "0123456789ABCDEF";
        out += "\\x";
        out += hex[b >> 4];
        out += hex[b & 0xF];
        ++i;
    }
    return out;
}

// At most `limit` bytes, cut at a character boundary, with "..." when something was cut.
std::string shortened(std::string_view text, std::size_t limit)
{
    if (text.size() <= limit)
        return escapeInvalidUtf8(text);
    std::size_t cut = limit;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return escapeInvalidUtf8(text.substr(0, cut)) + "...";
}

// "1 row", "3 rows".
std::string counted(std::size_t n, std::string_view one, std::string_view many)
{
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string quoted(std::string_view token)
{
    return "'" + shortened(token, kMaxQuotedBytes) + "'";
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

// "count dims": exactly two integers (signs allowed, so that "-1 300" is a bad header, not a word).
bool isHeaderLine(std::string_view line, std::string_view &count, std::string_view &dims)
{
    const std::vector<std::string_view> fields = splitFields(line);
    if (fields.size() != 2 || !isIntegerToken(fields[0]) || !isIntegerToken(fields[1]))
        return false;
    count = fields[0];
    dims = fields[1];
    return true;
}

// ---------------------------------------------------------------------------------------------
// File

// Hands out the lines of a file one at a time while reading it in blocks of kBlockBytes. The line
// cut by the end of a block is moved to the front of the buffer and completed by the next read, so
// memory is one block whatever the file size.
class LineReader
{
public:
    enum class Status { Line, End, ReadError, LineTooLong };

    Result<void> open(const std::filesystem::path &path)
    {
        // Unbuffered: reads go straight into our block, without a copy through the stream's buffer.
        m_file.rdbuf()->pubsetbuf(nullptr, 0);
        errno = 0;
        m_file.open(path, std::ios::in | std::ios::binary);
        if (!m_file.is_open()) {
            const std::string reason = errno != 0 ? std::generic_category().message(errno) : "cannot open";
            return makeError(ErrorCode::FileUnreadable, "cannot open the file: " + reason, path.string());
        }
        m_capacity = kBlockBytes + kMiB;
        m_buffer.reset(new char[m_capacity]);
        return {};
    }

    /// The next line without its '\n'; valid until the next call.
    Status next(std::string_view &line)
    {
        for (;;) {
            const char *begin = m_buffer.get() + m_begin;
            const std::size_t available = m_end - m_begin;
            if (const void *newline = std::memchr(begin, '\n', available)) {
                const auto length = static_cast<std::size_t>(static_cast<const char *>(newline) - begin);
                line = std::string_view(begin, length);
                m_begin += length + 1;
                m_consumed += length + 1;
                ++m_lines;
                return Status::Line;
            }
            if (m_eof) {
                if (available == 0)
                    return Status::End;
                line = std::string_view(begin, available); // the last line has no '\n'
                m_begin = m_end;
                m_consumed += available;
                ++m_lines;
                return Status::Line;
            }
            if (const Status status = refill(); status != Status::Line)
                return status;
        }
    }

    std::size_t lines() const { return m_lines; }
    std::uint64_t consumed() const { return m_consumed; }
    /// After ReadError: what the system said.
    std::string readError() const
    {
        return "read error" + (m_readError != 0 ? ": " + std::generic_category().message(m_readError) : std::string());
    }

private:
    Status refill()
    {
        const std::size_t carry = m_end - m_begin;
        if (carry >= kMaxLineBytes)
            return Status::LineTooLong;
        if (carry + kBlockBytes > m_capacity) {
            // Geometric growth, so that a very long line is not copied once per block.
            const std::size_t capacity =
                std::max(carry + kBlockBytes, std::min(2 * m_capacity, kMaxLineBytes + kBlockBytes));
            std::unique_ptr<char[]> bigger(new char[capacity]);
            std::memcpy(bigger.get(), m_buffer.get() + m_begin, carry);
            m_buffer = std::move(bigger);
            m_capacity = capacity;
        } else if (carry > 0) {
            std::memmove(m_buffer.get(), m_buffer.get() + m_begin, carry);
        }
        m_begin = 0;
        m_end = carry;
        errno = 0;
        m_file.read(m_buffer.get() + m_end, static_cast<std::streamsize>(kBlockBytes));
        m_end += static_cast<std::size_t>(m_file.gcount());
        if (!m_file) {
            if (m_file.bad()) {
                m_readError = errno;
                return Status::ReadError;
            }
            m_eof = true;
        }
        return Status::Line;
    }

    std::ifstream m_file;
    std::unique_ptr<char[]> m_buffer;
    std::size_t m_capacity = 0;
    std::size_t m_begin = 0;
    std::size_t m_end = 0;
    bool m_eof = false;
    std::uint64_t m_consumed = 0;
    std::size_t m_lines = 0;
    int m_readError = 0;
};

// ---------------------------------------------------------------------------------------------
// The reader

class TextReader
{
public:
    TextReader(const std::filesystem::path &path, const ReadOptions &options)
        : m_path(path), m_name(path.string()), m_options(options)
    {}

    Result<LoadedEmbedding> run()
    {
        try {
            return read();
        } catch (const std::bad_alloc &) {
            // m_capacity is set before each allocation of the matrix, the largest by far.
            const std::uint64_t megabytes = std::uint64_t(m_capacity) * m_dims * sizeof(float) / kMiB + 1;
            return makeError(ErrorCode::FileUnreadable,
                             "not enough memory for the vectors (" + std::to_string(megabytes) + " MiB)", m_name,
                             m_reader.lines());
        } catch (const std::exception &e) {
            return makeError(ErrorCode::FileUnreadable, e.what(), m_name, m_reader.lines());
        }
    }

private:
    Result<LoadedEmbedding> read()
    {
        const auto size = regularFileSize(m_path);
        if (!size)
            return size.error();
        m_fileSize = size.value();
        if (auto opened = m_reader.open(m_path); !opened)
            return opened.error();

        // The first non-blank line decides the format.
        std::string_view line;
        bool found = false;
        while (!found) {
            m_firstRowConsumed = m_reader.consumed();
            const LineReader::Status status = m_reader.next(line);
            if (status == LineReader::Status::End)
                break;
            if (status != LineReader::Status::Line)
                return readerError(status);
            if (m_reader.lines() == 1 && line.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
                line.remove_prefix(kByteOrderMark.size());
                m_report.hadByteOrderMark = true;
            }
            line = trimLine(line, m_report.hadCrlf);
            found = !line.empty();
            if (!found)
                noteSkippedLine(m_reader.lines());
        }
        if (!found)
            return makeError(ErrorCode::EmptyFile,
                             m_reader.lines() == 0 ? "the file is empty" : "the file holds only blank lines", m_name);

        std::string_view countText;
        std::string_view dimsText;
        const bool header = isHeaderLine(line, countText, dimsText);
        EmbeddingFormat format = m_options.format;
        if (format == EmbeddingFormat::Auto)
            format = header ? EmbeddingFormat::Word2vecText : EmbeddingFormat::GloveText;
        m_report.format = format;

        if (format == EmbeddingFormat::Word2vecText) {
            if (!header)
                return makeError(ErrorCode::BadHeader, "expected a header 'count dims', found " + quoted(line), m_name,
                                 m_reader.lines());
            if (auto started = startWord2vec(countText, dimsText); !started)
                return started.error();
        } else {
            if (auto started = startGlove(line); !started)
                return started.error();
        }

        if (auto rows = readRows(); !rows)
            return rows.error();
        if (m_rowsFound == 0)
            return makeError(ErrorCode::EmptyFile, "the header says 0 words and no rows follow", m_name, m_headerLine);

        if (m_rows < m_capacity)
            m_vectors.conservativeResize(static_cast<Eigen::Index>(m_rows), static_cast<Eigen::Index>(m_dims));
        m_report.lines = m_reader.lines();
        const std::uint64_t done = m_reader.consumed();
        if (!reportProgress(m_options.progress, done, std::max<std::uint64_t>(done, m_fileSize)))
            return makeError(ErrorCode::Cancelled, "cancelled", m_name);
        return LoadedEmbedding{EmbeddingSet(std::move(m_vocabulary), std::move(m_vectors)), std::move(m_report), {}};
    }

    Result<void> startWord2vec(std::string_view countText, std::string_view dimsText)
    {
        m_headerLine = m_reader.lines();
        noteSkippedLine(m_headerLine);
        long long count = 0;
        long long dims = 0;
        const auto countParse = std::from_chars(countText.data(), countText.data() + countText.size(), count);
        const auto dimsParse = std::from_chars(dimsText.data(), dimsText.data() + dimsText.size(), dims);
        if (countParse.ec != std::errc() || count < 0)
            return headerError("the word count " + quoted(countText) + (count < 0 ? " is negative" : " is too large"));
        if (dimsParse.ec != std::errc() || dims <= 0 || dims > static_cast<long long>(kMaxDims))
            return headerError("the dimension " + quoted(dimsText) + " is not a number from 1 to "
                               + std::to_string(kMaxDims));
        // Every value takes at least a digit and a separator, the word too, and the last row may
        // lack its '\n': a count the file cannot hold is an error before anything is allocated.
        const std::uint64_t remaining = m_fileSize > m_reader.consumed() ? m_fileSize - m_reader.consumed() : 0;
        const auto rowMinimum = 2 * (static_cast<std::uint64_t>(dims) + 1);
        if (static_cast<std::uint64_t>(count) > (remaining + 1) / rowMinimum)
            return headerError("the header says " + std::to_string(count) + " words of " + std::to_string(dims)
                               + " numbers, but only " + std::to_string(remaining) + " bytes follow it");
        m_headerCount = static_cast<std::size_t>(count);
        m_dims = static_cast<std::size_t>(dims);
        m_capacity = m_headerCount;
        m_vectors.resize(static_cast<Eigen::Index>(m_capacity), static_cast<Eigen::Index>(m_dims));
        m_vocabulary.reserve(m_headerCount);
        m_dimsSource = "as the header says";
        return {};
    }

    Result<void> startGlove(std::string_view line)
    {
        std::vector<float> first;
        const RowParse row = parseFirstRow(line, first);
        if (row.issue != RowParse::Issue::None)
            return rowError(row);
        m_dims = first.size();
        m_dimsSource = "as on line " + std::to_string(m_reader.lines());
        // Guess the row count from the first row's length (rows of one file are alike), a little
        // high; readRows grows the matrix if the guess was low. Pages never written cost no memory.
        const std::uint64_t rowBytes = line.size() + 1;
        const std::uint64_t remaining = m_fileSize > m_reader.consumed() ? m_fileSize - m_reader.consumed() : 0;
        const std::uint64_t guess = 1 + remaining / rowBytes + remaining / rowBytes / 10 + 16;
        m_capacity = static_cast<std::size_t>(std::min(guess, 1 + maxRowsIn(remaining)));
        m_vectors.resize(static_cast<Eigen::Index>(m_capacity), static_cast<Eigen::Index>(m_dims));
        m_vocabulary.reserve(m_capacity, row.word.size() + 4);
        std::copy(first.begin(), first.end(), m_vectors.data());
        m_vocabulary.add(row.word);
        m_rowsFound = 1;
        m_rows = 1;
        return {};
    }

    std::uint64_t maxRowsIn(std::uint64_t bytes) const { return (bytes + 1) / (2 * (m_dims + 1)); }

    void grow()
    {
        // Re-estimate from the rows read so far, and grow by at least a quarter so that a poor
        // estimate costs a few reallocations (realloc moves pages, it does not copy them), not many.
        const std::uint64_t consumed = m_reader.consumed();
        const std::uint64_t remaining = m_fileSize > consumed ? m_fileSize - consumed : 0;
        const std::uint64_t averageRow = std::max<std::uint64_t>(1, (consumed - m_firstRowConsumed) / m_rowsFound);
        const std::uint64_t estimate = m_rows + remaining / averageRow + remaining / averageRow / 20 + 16;
        std::uint64_t capacity = std::max<std::uint64_t>(m_capacity + m_capacity / 4 + 16, estimate);
        capacity = std::min<std::uint64_t>(capacity, m_rows + 1 + maxRowsIn(remaining));
        m_capacity = static_cast<std::size_t>(std::max<std::uint64_t>(capacity, m_rows + 1));
        m_vectors.conservativeResize(static_cast<Eigen::Index>(m_capacity), static_cast<Eigen::Index>(m_dims));
    }

    Result<void> readRows()
    {
        const bool word2vec = m_report.format == EmbeddingFormat::Word2vecText;
        std::uint64_t nextProgress = kProgressBytes;
        std::string_view line;
        for (;;) {
            const LineReader::Status status = m_reader.next(line);
            if (status == LineReader::Status::End)
                break;
            if (status != LineReader::Status::Line)
                return readerError(status);
            if (!reportReadProgress(nextProgress))
                return makeError(ErrorCode::Cancelled, "cancelled", m_name);
            line = trimLine(line, m_report.hadCrlf);
            if (line.empty()) {
                noteSkippedLine(m_reader.lines());
                continue;
            }
            ++m_rowsFound;
            if (word2vec && m_rowsFound > m_headerCount)
                return tooManyRows();
            if (m_rows == m_capacity)
                grow();
            // A duplicate is parsed into the next free row and then left there to be overwritten.
            const RowParse row = parseRow(line, m_dims, m_vectors.data() + m_rows * m_dims);
            if (row.issue != RowParse::Issue::None)
                return rowError(row);
            if (row.wordHasSpaces)
                ++m_report.wordsWithSpaces;
            if (!m_vocabulary.add(row.word)) {
                noteDuplicate(row.word);
                continue;
            }
            ++m_rows;
        }
        if (word2vec && m_rowsFound < m_headerCount)
            return makeError(ErrorCode::CountMismatch, countMismatchDetail(), m_name, m_headerLine);
        return {};
    }

    // Reports progress each time another kProgressBytes have been read; false means cancel.
    bool reportReadProgress(std::uint64_t &nextProgress)
    {
        if (m_reader.consumed() < nextProgress)
            return true;
        nextProgress = (m_reader.consumed() / kProgressBytes + 1) * kProgressBytes;
        return reportProgress(m_options.progress, m_reader.consumed(), m_fileSize);
    }

    // Counts the rows left (without parsing them) so that the error gives both numbers.
    Result<void> tooManyRows()
    {
        const std::size_t firstExtra = m_reader.lines();
        std::uint64_t nextProgress = (m_reader.consumed() / kProgressBytes + 1) * kProgressBytes;
        std::string_view line;
        bool crlf = false;
        for (;;) {
            const LineReader::Status status = m_reader.next(line);
            if (status == LineReader::Status::End)
                break;
            if (status != LineReader::Status::Line)
                return readerError(status);
            if (!reportReadProgress(nextProgress))
                return makeError(ErrorCode::Cancelled, "cancelled", m_name);
            if (!trimLine(line, crlf).empty())
                ++m_rowsFound;
        }
        return makeError(ErrorCode::CountMismatch, countMismatchDetail(), m_name, firstExtra);
    }

    std::string countMismatchDetail() const
    {
        return "the header says " + counted(m_headerCount, "word", "words") + ", found "
               + counted(m_rowsFound, "row", "rows");
    }

    Error headerError(std::string detail) const
    {
        return makeError(ErrorCode::BadHeader, std::move(detail), m_name, m_reader.lines());
    }

    Error readerError(LineReader::Status status) const
    {
        if (status == LineReader::Status::LineTooLong)
            return makeError(ErrorCode::WrongValueCount,
                             "line longer than " + std::to_string(kMaxLineBytes / kMiB) + " MiB; is this a text file?",
                             m_name, m_reader.lines() + 1);
        return makeError(ErrorCode::FileUnreadable, m_reader.readError(), m_name, m_reader.lines() + 1);
    }

    Error rowError(const RowParse &row) const
    {
        const std::size_t lineNumber = m_reader.lines();
        const std::string word = shortened(row.word, kMaxWordBytes);
        switch (row.issue) {
        case RowParse::Issue::EmptyWord:
            return makeError(ErrorCode::EmptyWord, "the row starts with a space or tab, so its word is empty", m_name,
                             lineNumber);
        case RowParse::Issue::InvalidUtf8:
            return makeError(ErrorCode::InvalidUtf8, "the word is not valid UTF-8", m_name, lineNumber, word);
        case RowParse::Issue::NotANumber: {
            std::string detail = quoted(row.token) + " is not a number";
            if (looksBinary(row.token))
                detail += " (the file looks binary; only text formats are read)";
            return makeError(ErrorCode::NotANumber, std::move(detail), m_name, lineNumber, word);
        }
        case RowParse::Issue::NonFinite:
            return makeError(ErrorCode::NonFiniteValue, quoted(row.token) + " is not a finite float", m_name,
                             lineNumber, word);
        case RowParse::Issue::WrongCount:
            if (m_dims == 0)
                return makeError(ErrorCode::WrongValueCount, "expected numbers after the word, found none", m_name,
                                 lineNumber, word);
            return makeError(ErrorCode::WrongValueCount,
                             "expected " + counted(m_dims, "number", "numbers") + " " + m_dimsSource + ", found "
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

    // Lines that hold no kept row (blank lines, the header, dropped duplicates), recorded as runs so
    // that the first line of a duplicated word can be found from its row. Once the examples are
    // full, no line numbers are needed any more.
    void noteSkippedLine(std::size_t lineNumber)
    {
        if (m_report.duplicateExamples.size() >= kMaxDuplicateExamples)
            return;
        if (!m_skipped.empty() && m_skipped.back().first + m_skipped.back().second == lineNumber)
            ++m_skipped.back().second;
        else
            m_skipped.emplace_back(lineNumber, 1);
    }

    std::size_t lineOfRow(std::size_t row) const
    {
        std::size_t line = row + 1;
        for (const auto &[start, length] : m_skipped) {
            if (start > line)
                break;
            line += length;
        }
        return line;
    }

    void noteDuplicate(std::string_view word)
    {
        ++m_report.duplicateCount;
        if (m_report.duplicateExamples.size() < kMaxDuplicateExamples) {
            const std::size_t firstLine = lineOfRow(*m_vocabulary.find(word));
            m_report.duplicateExamples.push_back(std::string(word) + " (line " + std::to_string(m_reader.lines())
                                                 + ", first on line " + std::to_string(firstLine) + ")");
        }
        noteSkippedLine(m_reader.lines());
    }

    const std::filesystem::path &m_path;
    const std::string m_name;
    const ReadOptions &m_options;
    std::uint64_t m_fileSize = 0;
    LineReader m_reader;
    ReadReport m_report;
    Vocabulary m_vocabulary;
    MatrixF m_vectors;
    std::size_t m_dims = 0;
    std::size_t m_capacity = 0;    // rows allocated in m_vectors
    std::size_t m_rows = 0;        // rows kept
    std::size_t m_rowsFound = 0;   // non-blank data lines, duplicates included
    std::size_t m_headerCount = 0; // word2vec only
    std::size_t m_headerLine = 0;
    std::uint64_t m_firstRowConsumed = 0; // bytes before the first data or header line, for estimates
    std::string m_dimsSource;             // why m_dims is what it is, for WrongValueCount details
    std::vector<std::pair<std::size_t, std::size_t>> m_skipped; // (first line, count)
};

bool equalsIgnoringAsciiCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
               return lower(x) == lower(y);
           });
}

} // namespace

std::string_view formatName(EmbeddingFormat format)
{
    switch (format) {
    case EmbeddingFormat::Auto: return "auto";
    case EmbeddingFormat::GloveText: return "glove";
    case EmbeddingFormat::Word2vecText: return "word2vec";
    case EmbeddingFormat::Word2vecBinary: return "word2vec-binary";
    case EmbeddingFormat::Numpy: return "numpy";
    case EmbeddingFormat::Hdf5: return "hdf5";
    }
    return "auto";
}

Result<EmbeddingFormat> parseFormatName(std::string_view name)
{
    if (equalsIgnoringAsciiCase(name, "auto"))
        return EmbeddingFormat::Auto;
    if (equalsIgnoringAsciiCase(name, "glove"))
        return EmbeddingFormat::GloveText;
    if (equalsIgnoringAsciiCase(name, "word2vec") || equalsIgnoringAsciiCase(name, "fasttext")
        || equalsIgnoringAsciiCase(name, "vec"))
        return EmbeddingFormat::Word2vecText;
    return makeError(ErrorCode::InvalidArgument,
                     "unknown format " + quoted(name) + "; expected auto, glove, word2vec, fasttext or vec");
}

Result<LoadedEmbedding> readEmbeddingFile(const std::filesystem::path &path, const ReadOptions &options)
{
    if (options.format != EmbeddingFormat::Auto && options.format != EmbeddingFormat::GloveText
        && options.format != EmbeddingFormat::Word2vecText)
        return makeError(ErrorCode::InvalidArgument,
                         "the " + std::string(formatName(options.format)) + " reader is not written yet", path.string());
    return TextReader(path, options).run();
}

Result<EmbeddingFormat> detectFormat(const std::filesystem::path &path)
{
    try {
        if (const auto size = regularFileSize(path); !size)
            return size.error();
        LineReader reader;
        if (auto opened = reader.open(path); !opened)
            return opened.error();
        std::string_view line;
        bool crlf = false;
        for (;;) {
            const LineReader::Status status = reader.next(line);
            if (status == LineReader::Status::End)
                return makeError(ErrorCode::EmptyFile,
                                 reader.lines() == 0 ? "the file is empty" : "the file holds only blank lines",
                                 path.string());
            if (status == LineReader::Status::LineTooLong)
                return EmbeddingFormat::GloveText; // a header is short, so this is not one
            if (status == LineReader::Status::ReadError)
                return makeError(ErrorCode::FileUnreadable, reader.readError(), path.string(), reader.lines() + 1);
            if (reader.lines() == 1 && line.substr(0, kByteOrderMark.size()) == kByteOrderMark)
                line.remove_prefix(kByteOrderMark.size());
            line = trimLine(line, crlf);
            if (line.empty())
                continue;
            std::string_view count;
            std::string_view dims;
            return isHeaderLine(line, count, dims) ? EmbeddingFormat::Word2vecText : EmbeddingFormat::GloveText;
        }
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::FileUnreadable, "not enough memory", path.string());
    } catch (const std::exception &e) {
        return makeError(ErrorCode::FileUnreadable, e.what(), path.string());
    }
}

} // namespace isoscope
