// fastText's own model files (.bin, and the quantized .ftz), read with fastText 0.9.2's own library
// (Debian's libfasttext-dev): its Args, Dictionary, DenseMatrix and QuantMatrix loaders parse the
// file. What this file adds is what the library does not do: it reads through a stream that throws
// where the file ends (the library would otherwise loop forever in a dictionary cut short, or read
// zeros past the end), looks at each size the library is about to allocate before it does (a
// damaged count would make it allocate gigabytes), checks that what it read is consistent before
// it is used as an index, and skips the output matrix that word vectors do not need.

#include "core/base/textcase.h"
#include "core/base/threadbudget.h"
#include "core/io/bytesource.h"
#include "core/io/embeddingbuilder.h"
#include "core/io/formatreaders.h"
#include "core/io/subwords.h"

#include <fasttext/args.h>
#include <fasttext/densematrix.h>
#include <fasttext/dictionary.h>
#include <fasttext/fasttext.h>
#include <fasttext/quantmatrix.h>
#include <fasttext/vector.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <ios>
#include <istream>
#include <new>
#include <sstream>
#include <streambuf>
#include <thread>

namespace isoscope {

namespace {

// fastText's FASTTEXT_FILEFORMAT_MAGIC_INT32 and FASTTEXT_VERSION (src/fasttext.cc, not in its
// headers); the library checks both again itself.
constexpr std::int32_t kMagic = 793712314;
constexpr std::int32_t kNewestVersion = 12;
// The smallest dictionary entry: an empty word's terminating 0, its int64 count and int8 type.
constexpr std::uint64_t kMinEntryBytes = 10;
// A dictionary word longer than this is no word (the word2vec binary reader's limit too): the file
// is damaged.
constexpr std::uint64_t kMaxDictionaryWordBytes = 64 * 1024;
// The n-gram lengths fastText is used with are 1 to 6 or so; a longer maxn is a damaged file (it
// would make every word cost maxn x length hashes).
constexpr int kMaxNgramLength = 64;

struct SourceFailure {
    Error error;
};
struct ReadCancelled {};

// The bytes of a ByteSource (plain or gzipped) as a std::streambuf for fastText's loaders, which
// read through std::istream. With the istream's exceptions on, reading past the end throws
// std::ios_base::failure; a read error or a cancel throws SourceFailure or ReadCancelled, which
// the istream passes on. peek() looks ahead without consuming, so that sizes can be checked
// before the library allocates for them.
class SourceStreamBuffer final : public std::streambuf
{
public:
    SourceStreamBuffer(ByteSource &source, ProgressReporter &progress)
        : m_source(source), m_progress(progress), m_buffer(kBlock)
    {
        setg(m_buffer.data(), m_buffer.data(), m_buffer.data());
    }

    /// The next n bytes (fewer at the end of the data), not consumed.
    std::string_view peek(std::size_t n)
    {
        std::size_t available = static_cast<std::size_t>(egptr() - gptr());
        if (available < n) {
            std::memmove(m_buffer.data(), gptr(), available);
            if (m_buffer.size() < n)
                m_buffer.resize(n);
            while (available < n) {
                const std::size_t got = fill(m_buffer.data() + available, m_buffer.size() - available);
                if (got == 0)
                    break;
                available += got;
            }
            setg(m_buffer.data(), m_buffer.data(), m_buffer.data() + available);
        }
        return std::string_view(gptr(), std::min(n, available));
    }

    /// From the next unread byte on, after skip bytes (the dictionary's counts), the words of the
    /// next `entries` dictionary entries (a word's bytes up to a 0, then its int64 count and int8
    /// type) are checked as their bytes arrive, before fastText reads them: a word longer than
    /// kMaxDictionaryWordBytes means a damaged file and fails the read at once (SourceFailure).
    /// fastText itself would grow one string to the whole "word", a gigabyte from a small gzip file.
    void checkDictionaryWords(std::uint64_t skip, std::uint64_t entries)
    {
        m_scan = DictionaryScan{entries, skip, 0, 0, 0};
        scanDictionary(gptr(), egptr(), offset());
    }

    /// The offset of the next byte in the (unpacked) data.
    std::uint64_t offset() const { return m_source.position() - static_cast<std::uint64_t>(egptr() - gptr()); }
    /// At most this many bytes can still follow.
    std::uint64_t maxBytesLeft() const
    {
        return static_cast<std::uint64_t>(egptr() - gptr()) + m_source.maxBytesLeft();
    }

protected:
    int_type underflow() override
    {
        if (gptr() < egptr())
            return traits_type::to_int_type(*gptr());
        if (m_buffer.size() > kBlock) { // grown by a peek: back to its usual size
            m_buffer.resize(kBlock);
            m_buffer.shrink_to_fit();
        }
        const std::size_t got = fill(m_buffer.data(), m_buffer.size());
        setg(m_buffer.data(), m_buffer.data(), m_buffer.data() + got);
        return got == 0 ? traits_type::eof() : traits_type::to_int_type(*gptr());
    }

    // Large reads (the matrices) go straight from the source into the library's memory.
    std::streamsize xsgetn(char *out, std::streamsize count) override
    {
        std::streamsize done = 0;
        while (done < count) {
            const auto buffered = std::min<std::streamsize>(egptr() - gptr(), count - done);
            if (buffered > 0) {
                std::memcpy(out + done, gptr(), static_cast<std::size_t>(buffered));
                setg(eback(), gptr() + buffered, egptr());
                done += buffered;
                continue;
            }
            if (count - done >= static_cast<std::streamsize>(kBlock)) {
                const std::size_t got =
                    fill(out + done, std::min<std::size_t>(static_cast<std::size_t>(count - done), kDirectBlock));
                if (got == 0)
                    break;
                done += static_cast<std::streamsize>(got);
                continue;
            }
            if (traits_type::eq_int_type(underflow(), traits_type::eof()))
                break;
        }
        return done;
    }

private:
    // Where the dictionary check is (checkDictionaryWords).
    struct DictionaryScan {
        std::uint64_t entriesLeft = 0;
        std::uint64_t skip = 0;      ///< bytes to pass over: the counts, then each entry's count and type
        std::uint64_t entry = 0;     ///< the index of the entry whose word is being read
        std::uint64_t wordBytes = 0; ///< of that word so far
        std::uint64_t wordStart = 0; ///< its offset
    };

    void scanDictionary(const char *p, const char *end, std::uint64_t at)
    {
        DictionaryScan &s = m_scan;
        while (p < end && s.entriesLeft > 0) {
            const auto available = static_cast<std::uint64_t>(end - p);
            if (s.skip > 0) {
                const std::uint64_t n = std::min(s.skip, available);
                p += n;
                at += n;
                s.skip -= n;
                continue;
            }
            if (s.wordBytes == 0)
                s.wordStart = at;
            const auto *zero = static_cast<const char *>(std::memchr(p, 0, available));
            const std::uint64_t n = zero ? static_cast<std::uint64_t>(zero - p) : available;
            s.wordBytes += n;
            if (s.wordBytes > kMaxDictionaryWordBytes)
                throw SourceFailure{makeError(ErrorCode::BadHeader,
                                              "word " + std::to_string(s.entry + 1) + " of its dictionary, at byte "
                                                  + std::to_string(s.wordStart) + ", is longer than "
                                                  + std::to_string(kMaxDictionaryWordBytes)
                                                  + " bytes: not a word (the file is damaged)",
                                              m_source.fileName())};
            if (!zero) {
                p = end;
                break;
            }
            p = zero + 1;
            at += n + 1;
            s.wordBytes = 0;
            ++s.entry;
            --s.entriesLeft;
            s.skip = sizeof(std::int64_t) + sizeof(std::int8_t); // the entry's count and type
        }
    }

    std::size_t fill(char *out, std::size_t size)
    {
        const std::uint64_t at = m_source.position();
        auto got = m_source.read(out, size);
        if (!got)
            throw SourceFailure{got.error()};
        if (m_scan.entriesLeft > 0)
            scanDictionary(out, out + got.value(), at);
        if (!m_progress.update(m_source.fileBytesRead()))
            throw ReadCancelled{};
        return got.value();
    }

    static constexpr std::size_t kBlock = std::size_t(1) << 20;
    static constexpr std::size_t kDirectBlock = std::size_t(16) << 20;
    ByteSource &m_source;
    ProgressReporter &m_progress;
    std::vector<char> m_buffer;
    DictionaryScan m_scan;
};

// Rows held in memory by someone else (the model's input matrix), behind the RowStore interface.
class MemoryRowStore final : public RowStore
{
public:
    MemoryRowStore(const float *data, std::size_t rows, std::size_t dims, std::shared_ptr<const void> owner)
        : m_data(data), m_rows(rows), m_dims(dims), m_owner(std::move(owner))
    {}
    std::size_t rows() const override { return m_rows; }
    std::size_t dims() const override { return m_dims; }
    void read(const std::vector<std::size_t> &rows, float *out) const override
    {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (rows[i] >= m_rows)
                throw StorageError("row " + std::to_string(rows[i]) + " is beyond the " + std::to_string(m_rows)
                                   + " n-gram rows");
            std::copy_n(m_data + rows[i] * m_dims, m_dims, out + i * m_dims);
        }
    }

private:
    const float *m_data;
    std::size_t m_rows, m_dims;
    std::shared_ptr<const void> m_owner;
};

template <typename T>
T valueAt(std::string_view bytes, std::size_t offset)
{
    T value{};
    std::memcpy(&value, bytes.data() + offset, sizeof(T));
    return value;
}

// fastText's Dictionary, so that what it loaded can be checked before it is used as an index, and
// emptied of its words (keeping its n-gram index) for the subword table.
class CheckedDictionary final : public fasttext::Dictionary
{
public:
    CheckedDictionary(std::shared_ptr<fasttext::Args> args, std::istream &in) : Dictionary(std::move(args), in) {}

    std::int32_t size() const { return size_; }
    std::int64_t prunedSize() const { return pruneidx_size_; }

    /// Every pruned n-gram maps a hash bucket below buckets to a row below rows.
    bool prunedIndexFits(std::int64_t buckets, std::int64_t rows) const
    {
        return std::all_of(pruneidx_.begin(), pruneidx_.end(), [&](const auto &entry) {
            return entry.first >= 0 && entry.first < buckets && entry.second >= 0 && entry.second < rows;
        });
    }

    /// fastText's serialization of this dictionary without its words: what computeSubwords needs.
    /// The words are gone afterwards.
    std::string withoutWords()
    {
        words_.clear();
        words_.shrink_to_fit();
        word2int_.clear();
        word2int_.shrink_to_fit();
        pdiscard_.clear();
        size_ = nwords_ = nlabels_ = 0;
        std::ostringstream out;
        save(out);
        return std::move(out).str();
    }
};

std::string modelTypeName(fasttext::model_name model)
{
    switch (model) {
    case fasttext::model_name::cbow: return "cbow";
    case fasttext::model_name::sg: return "skipgram";
    case fasttext::model_name::sup: return "supervised";
    }
    return "unknown";
}

// Holds fastText's model while it is read and its word vectors computed. Loads what word vectors
// need, as FastText::loadModel does (the same loaders in the same order), but not the output
// matrix (the weights of the training objective).
class FastTextModel final : public fasttext::FastText
{
public:
    const fasttext::Args &args() const { return *args_; }
    CheckedDictionary &dictionary() const { return *m_dictionary; }
    const fasttext::Matrix &input() const { return *input_; }
    bool quantized() const { return quant_; }
    std::int32_t fileVersion() const { return version; }

    bool readSignature(std::istream &in) { return checkModel(in); }
    std::string serializedArgs() const
    {
        std::ostringstream out;
        args_->save(out);
        return std::move(out).str();
    }
    void readArgs(std::istream &in)
    {
        args_ = std::make_shared<fasttext::Args>();
        args_->load(in);
        if (version == 11 && args_->model == fasttext::model_name::sup)
            args_->maxn = 0; // as FastText::loadModel: old supervised models have no character n-grams
    }
    void readDictionary(std::istream &in)
    {
        m_dictionary = std::make_shared<CheckedDictionary>(args_, in);
        dict_ = m_dictionary;
    }
    void readInput(std::istream &in, bool quantizedInput)
    {
        quant_ = quantizedInput;
        if (quantizedInput)
            input_ = std::make_shared<fasttext::QuantMatrix>();
        else
            input_ = std::make_shared<fasttext::DenseMatrix>();
        input_->load(in);
    }
    /// The dense input matrix's values (quantized: null).
    const float *denseData() const
    {
        const auto *dense = dynamic_cast<const fasttext::DenseMatrix *>(input_.get());
        return dense ? dense->data() : nullptr;
    }
    void releaseInput() { input_.reset(); }

    /// The word vector of word i as FastText::getWordVector computes it for a word of the
    /// vocabulary: its own input row and its n-gram rows (Dictionary::getSubwords), summed in
    /// order in float, times 1/count. By index, so that a label with a word's spelling is never
    /// taken for it.
    void wordVector(std::int32_t i, fasttext::Vector &vec) const
    {
        const std::vector<std::int32_t> &ngrams = dict_->getSubwords(i);
        vec.zero();
        for (const std::int32_t id : ngrams)
            addInputVector(vec, id);
        if (!ngrams.empty())
            vec.mul(1.0 / static_cast<double>(ngrams.size()));
    }

private:
    std::shared_ptr<CheckedDictionary> m_dictionary;
};

class FastTextReader
{
public:
    FastTextReader(ByteSource &source, const ReadOptions &options)
        : m_source(source), m_options(options), m_name(source.fileName()),
          m_progress(options.progress, 2 * std::max<std::uint64_t>(source.fileSize(), 1)), m_buffer(source, m_progress),
          m_in(&m_buffer)
    {
        m_in.exceptions(std::ios::badbit | std::ios::failbit | std::ios::eofbit);
    }

    Result<LoadedEmbedding> run()
    {
        try {
            return read();
        } catch (const SourceFailure &failure) {
            return failure.error;
        } catch (const ReadCancelled &) {
            return makeError(ErrorCode::Cancelled, "cancelled", m_name);
        } catch (const std::ios_base::failure &) {
            return makeError(ErrorCode::TruncatedFile,
                             "the file ends at byte " + std::to_string(m_buffer.offset()) + ", inside the " + m_part
                                 + " (the file is cut short)",
                             m_name);
        } catch (const std::bad_alloc &) {
            return makeError(ErrorCode::OutOfMemory,
                             "not enough memory for the " + m_part + ", at byte " + std::to_string(m_buffer.offset()),
                             m_name);
        } catch (const std::exception &e) {
            return makeError(ErrorCode::UnsupportedFormat,
                             "fastText cannot read its " + m_part + " (" + oneLine(e.what()) + ")", m_name);
        }
    }

private:
    Result<LoadedEmbedding> read()
    {
        // Signature: fastText's magic number and file format version.
        m_part = "signature";
        const std::string_view signature = m_buffer.peek(8);
        if (signature.empty())
            return makeError(ErrorCode::EmptyFile, "the file is empty", m_name);
        if (signature.size() < 8 || valueAt<std::int32_t>(signature, 0) != kMagic)
            return makeError(ErrorCode::UnsupportedFormat,
                             "not a fastText model: it does not start with fastText's magic number", m_name);
        if (const auto version = valueAt<std::int32_t>(signature, 4); version > kNewestVersion || version < 1)
            return makeError(ErrorCode::UnsupportedFormat,
                             "fastText file format version " + std::to_string(version)
                                 + ": fastText 0.9.2 reads versions up to " + std::to_string(kNewestVersion),
                             m_name);
        if (!m_model->readSignature(m_in))
            return makeError(ErrorCode::UnsupportedFormat, "fastText does not accept its signature", m_name);

        m_part = "settings";
        m_model->readArgs(m_in);
        const fasttext::Args &args = m_model->args();
        const auto header = [&](std::string detail) {
            return makeError(ErrorCode::BadHeader, "its settings say " + std::move(detail) + " (the file is damaged)",
                             m_name);
        };
        if (args.dim < 1 || static_cast<std::size_t>(args.dim) > kMaxDims)
            return header("dimension " + std::to_string(args.dim) + ", not a number from 1 to "
                          + std::to_string(kMaxDims));
        if (args.model != fasttext::model_name::cbow && args.model != fasttext::model_name::sg
            && args.model != fasttext::model_name::sup)
            return header("model type " + std::to_string(static_cast<int>(args.model)));
        if (args.bucket < 0 || args.minn < 0 || args.maxn < 0 || args.maxn > kMaxNgramLength
            || (args.maxn > 0 && args.bucket == 0))
            return header("n-grams of " + std::to_string(args.minn) + " to " + std::to_string(args.maxn)
                          + " characters in " + std::to_string(args.bucket) + " buckets");
        if (!std::isfinite(args.t))
            return header("a sampling threshold that is not a number");
        const auto dims = static_cast<std::size_t>(args.dim);

        // Dictionary: its counts, before fastText allocates for them.
        m_part = "dictionary";
        constexpr std::size_t kDictionaryHeader = 3 * sizeof(std::int32_t) + 2 * sizeof(std::int64_t);
        const std::string_view counts = m_buffer.peek(kDictionaryHeader);
        if (counts.size() < kDictionaryHeader)
            throw std::ios_base::failure("end of data");
        const auto size = valueAt<std::int32_t>(counts, 0);
        const auto nwords = valueAt<std::int32_t>(counts, 4);
        const auto nlabels = valueAt<std::int32_t>(counts, 8);
        const auto pruned = valueAt<std::int64_t>(counts, 20);
        const std::uint64_t left = m_buffer.maxBytesLeft() - kDictionaryHeader;
        if (size < 0 || nwords < 0 || nlabels < 0 || static_cast<std::int64_t>(nwords) + nlabels != size
            || static_cast<std::uint64_t>(size) > left / kMinEntryBytes || pruned < -1
            || (pruned > 0 && static_cast<std::uint64_t>(pruned) > left / 8))
            return makeError(ErrorCode::BadHeader,
                             "its dictionary says " + std::to_string(size) + " entries (" + std::to_string(nwords)
                                 + " words, " + std::to_string(nlabels) + " labels) and " + std::to_string(pruned)
                                 + " pruned n-grams, which "
                                 + (m_source.gzipped() ? "a gzip file of this size" : "the rest of the file")
                                 + " cannot hold (the file is damaged)",
                             m_name);
        if (nwords == 0)
            return makeError(ErrorCode::EmptyFile, "the model's dictionary has no words", m_name);
        if (auto memory = checkMemory(static_cast<std::uint64_t>(size) * kDictionaryBytesPerWord); !memory)
            return memory.error();
        m_buffer.checkDictionaryWords(kDictionaryHeader, static_cast<std::uint64_t>(size));
        m_model->readDictionary(m_in);
        CheckedDictionary &dictionary = m_model->dictionary();
        if (dictionary.size() != size || dictionary.nwords() != nwords)
            return makeError(ErrorCode::UnsupportedFormat, "fastText read another dictionary than its header says",
                             m_name);

        // Input matrix: the words' rows, then the n-gram rows (hash buckets, or those a pruned .ftz
        // kept).
        m_part = "input matrix";
        const std::string_view flag = m_buffer.peek(1);
        if (flag.empty())
            throw std::ios_base::failure("end of data");
        if (flag[0] != 0 && flag[0] != 1)
            return makeError(ErrorCode::BadHeader, "the flag before its input matrix is neither 0 nor 1", m_name);
        bool quantizedInput = false;
        m_in.read(reinterpret_cast<char *>(&quantizedInput), sizeof(bool)); // as FastText::loadModel reads it
        const std::int64_t ngramRows = pruned >= 0 ? pruned : args.bucket;
        const std::int64_t expectedRows = static_cast<std::int64_t>(nwords) + ngramRows;
        if (!quantizedInput && pruned >= 0)
            return makeError(ErrorCode::UnsupportedFormat,
                             "its dictionary is pruned but its input matrix is not quantized: fastText rejects "
                             "such files (made by an old fastText; download the model again)",
                             m_name);
        if (auto checked = quantizedInput ? checkQuantized(expectedRows, dims) : checkDense(expectedRows, dims);
            !checked)
            return checked.error();
        m_model->readInput(m_in, quantizedInput);
        if (pruned > 0 && !dictionary.prunedIndexFits(args.bucket, ngramRows))
            return makeError(ErrorCode::BadHeader,
                             "its pruned n-gram index points outside its input matrix (the file is damaged)", m_name);

        m_part = "output matrix";
        if (auto skipped = skipOutput(quantizedInput, dims); !skipped)
            return skipped.error();
        if (!m_progress.update(m_source.fileSize()))
            throw ReadCancelled{};

        m_part = "word vectors";
        auto loaded = composeWords(static_cast<std::size_t>(nwords), dims);
        if (!loaded)
            return loaded.error();
        if (args.maxn > 0 && ngramRows > 0) {
            m_part = "subword vectors";
            auto table = subwordTable(static_cast<std::size_t>(nwords), static_cast<std::size_t>(ngramRows), dims);
            if (!table)
                return table.error();
            auto source = makeFastTextSubwords(*table.value());
            if (!source)
                return makeError(source.error().code, source.error().detail, m_name);
            loaded->set.setSubwords(std::move(source).value());
            loaded->subwords = std::move(table).value();
        }
        if (!m_progress.finish(2 * m_source.fileSize()))
            throw ReadCancelled{};
        return std::move(loaded).value();
    }

    // The header of a dense matrix (rows, cols int64), which must be what the dictionary and the
    // settings need.
    Result<void> checkDenseShape(std::int64_t expectedRows, std::size_t dims, const char *matrix)
    {
        const std::string_view head = m_buffer.peek(16);
        if (head.size() < 16)
            throw std::ios_base::failure("end of data");
        const auto rows = valueAt<std::int64_t>(head, 0);
        const auto cols = valueAt<std::int64_t>(head, 8);
        if (rows != expectedRows || cols != static_cast<std::int64_t>(dims))
            return matrixMismatch(rows, cols, expectedRows, dims, matrix);
        return {};
    }

    // Checks the input matrix's header and size before fastText allocates rows x cols.
    Result<void> checkDense(std::int64_t rows, std::size_t dims)
    {
        if (auto shape = checkDenseShape(rows, dims, "input"); !shape)
            return shape;
        const auto cols = static_cast<std::int64_t>(dims);
        const std::uint64_t bytes = static_cast<std::uint64_t>(rows) * dims * sizeof(float);
        if (bytes > m_buffer.maxBytesLeft() - 16)
            return makeError(ErrorCode::TruncatedFile,
                             "its input matrix of " + std::to_string(rows) + " x " + std::to_string(cols) + " floats ("
                                 + sizeText(bytes) + ") does not fit in the rest of the file (the file is cut short)",
                             m_name);
        return checkMemory(bytes + static_cast<std::uint64_t>(m_model->dictionary().nwords()) * dims * sizeof(float));
    }

    // Checks a quantized matrix's header, its product quantizer and, with qnorm, its norm
    // quantizer (which follow its codes) before fastText allocates for them: the layout of
    // QuantMatrix::load and ProductQuantizer::load.
    Result<void> checkQuantized(std::int64_t expectedRows, std::size_t dims, const char *matrix = "input")
    {
        const auto damaged = [&](std::string what) {
            return makeError(ErrorCode::BadHeader,
                             std::string("its quantized ") + matrix + " matrix " + std::move(what)
                                 + " (the file is damaged)",
                             m_name);
        };
        constexpr std::size_t kHead = 1 + 8 + 8 + 4;
        std::string_view head = m_buffer.peek(kHead);
        if (head.size() < kHead)
            throw std::ios_base::failure("end of data");
        const auto qnorm = static_cast<unsigned char>(head[0]);
        const auto rows = valueAt<std::int64_t>(head, 1);
        const auto cols = valueAt<std::int64_t>(head, 9);
        const auto codeBytes = valueAt<std::int32_t>(head, 17);
        if (qnorm > 1)
            return damaged("has a norm flag that is neither 0 nor 1");
        if (rows != expectedRows || cols != static_cast<std::int64_t>(dims))
            return matrixMismatch(rows, cols, expectedRows, dims, matrix);
        if (codeBytes < 0 || static_cast<std::uint64_t>(codeBytes) > m_buffer.maxBytesLeft() - kHead)
            return damaged("has " + std::to_string(codeBytes) + " bytes of codes, more than the file holds");
        const auto quantizer = [&](std::size_t at, std::int64_t wantDim, std::int64_t wantRows,
                                   std::uint64_t &bytes) -> Result<void> {
            const std::string_view q = m_buffer.peek(at + 16);
            if (q.size() < at + 16)
                throw std::ios_base::failure("end of data");
            const auto dim = valueAt<std::int32_t>(q, at);
            const auto nsubq = valueAt<std::int32_t>(q, at + 4);
            const auto dsub = valueAt<std::int32_t>(q, at + 8);
            const auto lastdsub = valueAt<std::int32_t>(q, at + 12);
            if (dim != wantDim || nsubq < 1 || dsub < 1 || lastdsub < 1
                || static_cast<std::int64_t>(nsubq - 1) * dsub + lastdsub != dim
                || (wantRows >= 0 && static_cast<std::int64_t>(codeBytes) != wantRows * nsubq))
                return damaged("has a product quantizer of " + std::to_string(nsubq) + " parts of "
                               + std::to_string(dsub) + " for " + std::to_string(dim) + " dimensions");
            bytes = 16 + static_cast<std::uint64_t>(dim) * 256 * sizeof(float);
            if (bytes > m_buffer.maxBytesLeft() - at)
                throw std::ios_base::failure("end of data");
            return {};
        };
        std::uint64_t pqBytes = 0;
        if (auto pq = quantizer(kHead + static_cast<std::size_t>(codeBytes), cols, rows, pqBytes); !pq)
            return pq;
        if (qnorm) {
            const std::size_t normAt = kHead + static_cast<std::size_t>(codeBytes) + static_cast<std::size_t>(pqBytes)
                                       + static_cast<std::size_t>(rows);
            std::uint64_t normBytes = 0;
            if (auto npq = quantizer(normAt, 1, -1, normBytes); !npq)
                return npq;
        }
        // The input's n-gram rows are decoded into floats for the subword table.
        return checkMemory(static_cast<std::uint64_t>(expectedRows) * dims * sizeof(float));
    }

    Error matrixMismatch(std::int64_t rows, std::int64_t cols, std::int64_t expectedRows, std::size_t dims,
                         const char *matrix = "input") const
    {
        return makeError(ErrorCode::BadHeader,
                         std::string("its ") + matrix + " matrix is " + std::to_string(rows) + " x "
                             + std::to_string(cols) + ", but its dictionary and settings need "
                             + std::to_string(expectedRows) + " x " + std::to_string(dims) + " (the file is damaged)",
                         m_name);
    }

    // The output matrix follows: it is not needed, but a file cut short inside it is still a
    // damaged file. Its size is checked (plain file) or its bytes read and dropped (gzip, where
    // the end is only known by reading).
    Result<void> skipOutput(bool quantizedInput, std::size_t dims)
    {
        const std::string_view flag = m_buffer.peek(1);
        if (flag.empty())
            throw std::ios_base::failure("end of data");
        const bool quantizedOutput = quantizedInput && flag[0] != 0;
        // The output matrix has a row per label (supervised) or per word.
        const CheckedDictionary &dictionary = m_model->dictionary();
        const std::int64_t outputRows =
            m_model->args().model == fasttext::model_name::sup ? dictionary.nlabels() : dictionary.nwords();
        if (quantizedOutput) {
            // Small by construction (a .ftz made with -qout): read by fastText and dropped.
            m_in.ignore(1);
            if (auto checked = checkQuantized(outputRows, dims, "output"); !checked)
                return checked;
            fasttext::QuantMatrix output;
            output.load(m_in);
        } else {
            m_in.ignore(1);
            if (auto shape = checkDenseShape(outputRows, dims, "output"); !shape)
                return shape;
            const std::int64_t rows = outputRows;
            const auto cols = static_cast<std::int64_t>(dims);
            m_in.ignore(16);
            std::uint64_t bytes = static_cast<std::uint64_t>(rows) * dims * sizeof(float);
            if (!m_source.gzipped()) {
                const std::uint64_t left = m_buffer.maxBytesLeft();
                if (left < bytes)
                    return makeError(ErrorCode::TruncatedFile,
                                     "the file ends inside its output matrix of " + std::to_string(rows) + " x "
                                         + std::to_string(cols) + " floats: " + std::to_string(bytes - left)
                                         + " bytes are missing (the file is cut short)",
                                     m_name);
                if (left > bytes)
                    return makeError(ErrorCode::UnsupportedFormat,
                                     std::to_string(left - bytes) + " unexpected bytes follow the model's end at byte "
                                         + std::to_string(m_buffer.offset() + bytes),
                                     m_name);
                return {};
            }
            std::vector<char> scratch(std::size_t(1) << 20);
            while (bytes > 0) {
                const auto step = static_cast<std::streamsize>(std::min<std::uint64_t>(bytes, scratch.size()));
                m_in.read(scratch.data(), step);
                bytes -= static_cast<std::uint64_t>(step);
            }
        }
        if (!m_buffer.peek(1).empty())
            return makeError(ErrorCode::UnsupportedFormat,
                             "unexpected bytes follow the model's end at byte " + std::to_string(m_buffer.offset()),
                             m_name);
        return {};
    }

    Result<void> checkMemory(std::uint64_t bytes) const
    {
        const std::uint64_t memory = physicalMemoryBytes();
        if (memory > 0 && bytes > memory)
            return makeError(ErrorCode::OutOfMemory,
                             "reading it needs about " + sizeText(bytes) + " of memory, more than this computer's "
                                 + sizeText(memory),
                             m_name);
        return {};
    }

    // The vocabulary and each word's vector, composed by fastText's rule on all cores (each row on
    // its own, so the result does not depend on the number of threads).
    Result<LoadedEmbedding> composeWords(std::size_t nwords, std::size_t dims)
    {
        const CheckedDictionary &dictionary = m_model->dictionary();
        EmbeddingBuilder builder(m_name, EmbeddingBuilder::Unit::Row);
        builder.setDims(dims);
        if (auto reserved = builder.reserve(nwords, true); !reserved)
            return reserved.error();
        builder.reserveWords(nwords, 8);
        std::vector<std::pair<std::int32_t, float *>> rows;
        rows.reserve(nwords);
        for (std::size_t i = 0; i < nwords; ++i) {
            const auto id = static_cast<std::int32_t>(i);
            const std::string word = dictionary.getWord(id);
            if (dictionary.getType(id) != fasttext::entry_type::word)
                return makeError(ErrorCode::BadHeader,
                                 "entry " + std::to_string(i + 1) + " of its dictionary is a label among the words",
                                 m_name, 0, shortened(word, kMaxWordBytes));
            if (word.empty())
                return makeError(ErrorCode::EmptyWord, "word " + std::to_string(i + 1) + " of its dictionary is empty",
                                 m_name);
            if (!isValidUtf8(word))
                return makeError(ErrorCode::InvalidUtf8,
                                 "word " + std::to_string(i + 1) + " of its dictionary is not valid UTF-8", m_name, 0,
                                 shortened(word, kMaxWordBytes));
            float *out = builder.nextRow();
            if (builder.commit(word, i + 1))
                rows.emplace_back(id, out);
        }

        // Each row is computed alone, so their number cannot change a vector. What options.threads
        // asks, else a lease of core's thread budget; at most 8, and one per 4,096 rows.
        const SectionThreads section(m_options.threads, std::min<std::size_t>(8, rows.size() / 4096));
        const unsigned threads = section.count();
        std::vector<std::size_t> badRow(threads, rows.size());
        std::atomic<std::size_t> done{0};
        std::atomic<bool> cancelled{false};
        const auto work = [&](unsigned t) {
            fasttext::Vector vec(static_cast<std::int64_t>(dims));
            const std::size_t begin = rows.size() * t / threads, end = rows.size() * (t + 1) / threads;
            for (std::size_t r = begin; r < end && !cancelled.load(std::memory_order_relaxed); ++r) {
                m_model->wordVector(rows[r].first, vec);
                std::copy_n(vec.data(), dims, rows[r].second);
                if (!std::all_of(vec.data(), vec.data() + dims, [](float v) { return std::isfinite(v); })) {
                    badRow[t] = r;
                    return;
                }
                if ((r - begin) % 4096 == 4095)
                    done.fetch_add(4096, std::memory_order_relaxed);
            }
        };
        std::vector<std::thread> pool;
        for (unsigned t = 1; t < threads; ++t)
            pool.emplace_back(work, t);
        // The calling thread works too, and reports progress in between its rows' batches.
        {
            fasttext::Vector vec(static_cast<std::int64_t>(dims));
            const std::size_t end = rows.size() / threads;
            for (std::size_t r = 0; r < end; ++r) {
                m_model->wordVector(rows[r].first, vec);
                std::copy_n(vec.data(), dims, rows[r].second);
                if (!std::all_of(vec.data(), vec.data() + dims, [](float v) { return std::isfinite(v); })) {
                    badRow[0] = r;
                    break;
                }
                if (r % 4096 == 4095) {
                    const std::size_t all = done.load(std::memory_order_relaxed) + r + 1;
                    const std::uint64_t size = m_source.fileSize();
                    if (!m_progress.update(
                            size + size * std::min(all, rows.size()) / std::max<std::size_t>(rows.size(), 1))) {
                        cancelled = true;
                        break;
                    }
                }
            }
        }
        for (auto &thread : pool)
            thread.join();
        if (cancelled)
            throw ReadCancelled{};
        const std::size_t firstBad = *std::min_element(badRow.begin(), badRow.end());
        if (firstBad < rows.size())
            return makeError(ErrorCode::NonFiniteValue,
                             "the vector of word " + std::to_string(rows[firstBad].first + 1)
                                 + " holds a value that is not finite (NaN or infinity)",
                             m_name, 0, shortened(dictionary.getWord(rows[firstBad].first), kMaxWordBytes));

        ReadReport report;
        report.format = EmbeddingFormat::FastTextBinary;
        report.gzipped = m_source.gzipped();
        return builder.finish(std::move(report));
    }

    // What words outside the vocabulary need: the n-gram rows (fastText's input rows after the
    // words; decoded into floats for a quantized model) and fastText's own serialization of the
    // settings and of the dictionary without its words. The table keeps the model alive.
    Result<std::shared_ptr<const SubwordTable>> subwordTable(std::size_t nwords, std::size_t ngramRows,
                                                             std::size_t dims)
    {
        auto table = std::make_shared<SubwordTable>();
        const fasttext::Args &args = m_model->args();
        table->args = m_model->serializedArgs();
        table->minLength = args.minn;
        table->maxLength = args.maxn;
        table->buckets = static_cast<std::size_t>(args.bucket);
        table->modelType = modelTypeName(args.model);
        table->quantized = m_model->quantized();
        table->dictionary = m_model->dictionary().withoutWords();
        if (const float *dense = m_model->denseData()) {
            table->data = dense + nwords * dims;
            table->owner = m_model;
        } else {
            auto decoded = std::make_shared<std::vector<float>>(ngramRows * dims);
            fasttext::Vector vec(static_cast<std::int64_t>(dims));
            for (std::size_t r = 0; r < ngramRows; ++r) {
                vec.zero();
                m_model->input().addRowToVector(vec, static_cast<std::int32_t>(nwords + r));
                std::copy_n(vec.data(), dims, decoded->data() + r * dims);
            }
            table->data = decoded->data();
            table->owner = decoded;
            m_model->releaseInput();
        }
        const float *data = table->data;
        for (std::size_t i = 0; i < ngramRows * dims; ++i)
            if (!std::isfinite(data[i]))
                return makeError(ErrorCode::NonFiniteValue,
                                 "n-gram row " + std::to_string(i / dims + 1) + " of its input matrix holds a value "
                                     + "that is not finite (NaN or infinity)",
                                 m_name);
        table->vectors = std::make_shared<MemoryRowStore>(data, ngramRows, dims, table->owner);
        return std::shared_ptr<const SubwordTable>(std::move(table));
    }

    static std::string oneLine(std::string text)
    {
        std::replace(text.begin(), text.end(), '\n', ' ');
        while (!text.empty() && text.back() == ' ')
            text.pop_back();
        return text;
    }

    // About what fastText's dictionary holds per entry besides the word: the entry, its n-gram
    // ids and the hash table.
    static constexpr std::uint64_t kDictionaryBytesPerWord = 256;

    ByteSource &m_source;
    const ReadOptions &m_options;
    const std::string m_name;
    ProgressReporter m_progress;
    SourceStreamBuffer m_buffer;
    std::istream m_in;
    std::shared_ptr<FastTextModel> m_model = std::make_shared<FastTextModel>();
    std::string m_part;
};

} // namespace

Result<LoadedEmbedding> readFastTextModel(ByteSource &source, const ReadOptions &options)
{
    return FastTextReader(source, options).run();
}

} // namespace isoscope
