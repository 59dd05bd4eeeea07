#include "core/io/embeddingreader.h"

#include "core/base/contenthash.h"
#include "core/base/textcase.h"
#include "core/base/threadbudget.h"
#include "core/io/bytesource.h"
#include "core/io/embeddingbuilder.h"
#include "core/io/formatreaders.h"
#include "core/io/textrows.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

// What every reader shares, the sniffing of a file's format and the public functions; the text
// reader is textreader.cpp, the other formats' readers are the files formatreaders.h names.

namespace isoscope {

using namespace textparse;

namespace {

// How much of a file is looked at to decide its format.
constexpr std::size_t kSniffBytes = 64 * 1024;
constexpr std::string_view kNumpyMagic = "\x93NUMPY";
constexpr std::string_view kHdf5Signature = "\x89HDF\r\n\x1a\n";

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
    case EmbeddingFormat::Word2vecText: return readTextEmbedding(*opened.source, options, opened.format);
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
