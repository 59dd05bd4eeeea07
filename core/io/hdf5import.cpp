// The HDF5 import layout: /words (1-D strings, variable or fixed length, UTF-8 or ASCII), /vectors
// (2-D float32 or float64 [n, d]) and optionally /reference ([m, d]), as written by h5py or any
// other HDF5 library; and the sentence vectors for STS-B, /sentences (strings) and
// /sentence_vectors ([m, d]), in the same file or one of their own. Everything is read in blocks
// of rows, so memory is the matrix plus a block.

#include "core/base/files.h"
#include "core/base/textcase.h"
#include "core/io/embeddingbuilder.h"
#include "core/io/formatreaders.h"
#include "core/io/hdf5driver.h"
#include "core/io/sentencevectors.h"

#include <hdf5.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace isoscope {

namespace {

constexpr std::size_t kWordBlock = 65536;
constexpr std::size_t kBlockBytes = 16 * kMiB;
constexpr std::size_t kMaxFixedStringBytes = 64 * 1024;

// Closes an HDF5 identifier with the function of its kind.
class Handle
{
public:
    using Closer = herr_t (*)(hid_t);
    Handle() = default;
    Handle(hid_t id, Closer closer) : m_id(id), m_closer(closer) {}
    ~Handle() { reset(); }
    Handle(Handle &&other) noexcept : m_id(other.m_id), m_closer(other.m_closer) { other.m_id = H5I_INVALID_HID; }
    Handle &operator=(Handle &&other) noexcept
    {
        if (this != &other) {
            reset();
            m_id = other.m_id;
            m_closer = other.m_closer;
            other.m_id = H5I_INVALID_HID;
        }
        return *this;
    }
    Handle(const Handle &) = delete;
    Handle &operator=(const Handle &) = delete;

    hid_t get() const { return m_id; }
    bool valid() const { return m_id >= 0; }
    void reset()
    {
        if (m_id >= 0 && m_closer != nullptr)
            m_closer(m_id);
        m_id = H5I_INVALID_HID;
    }

private:
    hid_t m_id = H5I_INVALID_HID;
    Closer m_closer = nullptr;
};

// HDF5 prints its error stack to stderr by default; here every failure becomes an Error instead.
// The setting is per thread in a thread-safe HDF5, and restored on the way out.
class QuietErrors
{
public:
    QuietErrors()
    {
        H5Eget_auto2(H5E_DEFAULT, &m_function, &m_data);
        H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
    }
    ~QuietErrors() { H5Eset_auto2(H5E_DEFAULT, m_function, m_data); }
    QuietErrors(const QuietErrors &) = delete;
    QuietErrors &operator=(const QuietErrors &) = delete;

private:
    H5E_auto2_t m_function = nullptr;
    void *m_data = nullptr;
};

// The innermost description on HDF5's error stack: the most precise reason it has.
std::string hdf5Reason()
{
    std::string reason;
    H5Ewalk2(
        H5E_DEFAULT, H5E_WALK_UPWARD,
        [](unsigned, const H5E_error2_t *error, void *data) -> herr_t {
            auto &out = *static_cast<std::string *>(data);
            if (out.empty() && error->desc != nullptr)
                out = error->desc;
            return 0;
        },
        &reason);
    H5Eclear2(H5E_DEFAULT);
    return reason.empty() ? std::string() : " (HDF5: " + reason + ")";
}

// Opens an HDF5 file for reading. Only a regular file is opened (regularFileSize's errors: a named
// pipe without a writer would block the open for ever), and through Isoscope's file driver, which
// refuses a named pipe put at the path after that check.
Result<Handle> openFile(const std::filesystem::path &path)
{
    if (auto size = regularFileSize(path); !size)
        return size.error();
    Handle fapl(H5Pcreate(H5P_FILE_ACCESS), H5Pclose);
    if (fapl.valid())
        hdf5::useSafeDriver(fapl.get());
    const std::string name = path.string();
    Handle file(H5Fopen(name.c_str(), H5F_ACC_RDONLY, fapl.valid() ? fapl.get() : H5P_DEFAULT), H5Fclose);
    if (!file.valid())
        return makeError(ErrorCode::FileUnreadable, "HDF5 cannot open the file" + hdf5Reason(), name);
    return file;
}

class Hdf5Reader
{
public:
    Hdf5Reader(const std::filesystem::path &path, const ReadOptions &options)
        : m_path(path), m_name(path.string()), m_builder(m_name, EmbeddingBuilder::Unit::Row),
          m_progressCallback(options.progress)
    {}

    Result<LoadedEmbedding> run()
    {
        QuietErrors quiet;
        try {
            return read();
        } catch (const std::bad_alloc &) {
            return makeError(ErrorCode::OutOfMemory, "not enough memory", m_name);
        }
    }

    Result<SentenceVectors> runSentences()
    {
        QuietErrors quiet;
        try {
            return readSentences();
        } catch (const std::bad_alloc &) {
            return makeError(ErrorCode::OutOfMemory, "not enough memory", m_name);
        }
    }

private:
    Error error(ErrorCode code, std::string detail) const { return makeError(code, std::move(detail), m_name); }

    Result<LoadedEmbedding> read()
    {
        auto file = openFile(m_path);
        if (!file)
            return file.error();
        m_file = std::move(file.value());

        ReadReport report;
        report.format = EmbeddingFormat::Hdf5;

        auto words = openDataset("words");
        if (!words)
            return words.error();
        auto vectors = openDataset("vectors");
        if (!vectors)
            return vectors.error();
        auto shape = matrixShape(vectors.value(), "/vectors");
        if (!shape)
            return shape.error();
        // Plain names, not a structured binding: the lambdas below capture them.
        const std::size_t rows = shape->first;
        const std::size_t dims = shape->second;
        if (auto read = readWords(words.value(), rows, "/words", "/vectors"); !read)
            return read.error();

        Handle reference;
        std::size_t referenceRows = 0;
        if (H5Lexists(m_file.get(), "reference", H5P_DEFAULT) > 0) {
            auto opened = openDataset("reference");
            if (!opened)
                return opened.error();
            auto referenceShape = matrixShape(opened.value(), "/reference");
            if (!referenceShape)
                return referenceShape.error();
            if (referenceShape->second != dims)
                return error(ErrorCode::DimensionMismatch, "/reference has " + std::to_string(referenceShape->second)
                                                               + " columns, /vectors " + std::to_string(dims));
            reference = std::move(opened.value());
            referenceRows = referenceShape->first;
        }
        m_progressTotal = (std::uint64_t(rows) + referenceRows) * dims * sizeof(float);
        ProgressReporter progress(m_progressCallback, m_progressTotal);

        m_builder.setDims(dims);
        if (auto reserved = m_builder.reserve(rows); !reserved)
            return reserved.error();
        m_builder.reserveWords(rows, m_chars.size() / rows + 1);
        std::size_t done = 0;
        auto keep = [&](std::size_t row, const float *values) {
            std::memcpy(m_builder.nextRow(), values, dims * sizeof(float));
            m_builder.commit(wordOf(row), row + 1);
        };
        if (auto read = readMatrix(vectors->get(), "/vectors", rows, dims, keep, progress, done); !read)
            return read.error();

        MatrixF referenceVectors;
        if (referenceRows > 0) {
            if (auto reserved = checkMemory(referenceRows, dims); !reserved)
                return reserved.error();
            referenceVectors.resize(static_cast<Eigen::Index>(referenceRows), static_cast<Eigen::Index>(dims));
            auto copy = [&](std::size_t row, const float *values) {
                std::memcpy(referenceVectors.data() + row * dims, values, dims * sizeof(float));
            };
            if (auto read = readMatrix(reference.get(), "/reference", referenceRows, dims, copy, progress, done); !read)
                return read.error();
        }
        if (!progress.finish(m_progressTotal))
            return error(ErrorCode::Cancelled, "cancelled");
        LoadedEmbedding loaded = m_builder.finish(std::move(report));
        loaded.reference = std::move(referenceVectors);
        return loaded;
    }

    Result<SentenceVectors> readSentences()
    {
        auto file = openFile(m_path);
        if (!file)
            return file.error();
        m_file = std::move(file.value());
        for (const char *name : {"sentences", "sentence_vectors"}) {
            if (H5Lexists(m_file.get(), name, H5P_DEFAULT) <= 0) {
                H5Eclear2(H5E_DEFAULT);
                return error(ErrorCode::BadSchema, std::string("no dataset /") + name
                                                       + "; sentence vectors are /sentences (UTF-8 strings) and "
                                                         "/sentence_vectors (float32 [m, d])");
            }
        }
        auto sentences = openDataset("sentences");
        if (!sentences)
            return sentences.error();
        auto vectors = openDataset("sentence_vectors");
        if (!vectors)
            return vectors.error();
        auto shape = matrixShape(vectors.value(), "/sentence_vectors");
        if (!shape)
            return shape.error();
        const std::size_t rows = shape->first;
        const std::size_t dims = shape->second;
        if (auto read = readWords(sentences.value(), rows, "/sentences", "/sentence_vectors"); !read)
            return read.error();
        if (auto reserved = checkMemory(rows, dims, "/sentence_vectors"); !reserved)
            return reserved.error();
        m_progressTotal = std::uint64_t(rows) * dims * sizeof(float);
        ProgressReporter progress(m_progressCallback, m_progressTotal);
        SentenceVectors out;
        out.vectors.resize(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(dims));
        auto copy = [&](std::size_t row, const float *values) {
            std::memcpy(out.vectors.data() + row * dims, values, dims * sizeof(float));
        };
        std::size_t done = 0;
        if (auto read = readMatrix(vectors->get(), "/sentence_vectors", rows, dims, copy, progress, done); !read)
            return read.error();
        if (!progress.finish(m_progressTotal))
            return error(ErrorCode::Cancelled, "cancelled");
        out.sentences.reserve(rows);
        for (std::size_t row = 0; row < rows; ++row)
            out.sentences.emplace_back(wordOf(row));
        return out;
    }

    Result<void> checkMemory(std::size_t rows, std::size_t dims, const char *dataset = "/reference") const
    {
        const std::uint64_t bytes = std::uint64_t(rows) * dims * sizeof(float);
        const std::uint64_t memory = physicalMemoryBytes();
        if (memory != 0 && bytes > memory)
            return error(ErrorCode::OutOfMemory, std::string(dataset) + " needs " + sizeText(bytes) + ", more than the "
                                                     + sizeText(memory) + " of this computer");
        return {};
    }

    // A link (or dataset) access list that refuses to follow external links into another file
    // and limits chains of soft links, so that a loop of them ends in an error.
    static Handle linkAccess(hid_t kind = H5P_LINK_ACCESS)
    {
        Handle list(H5Pcreate(kind), H5Pclose);
        if (list.valid()) {
            H5Pset_nlinks(list.get(), 8);
            H5Pset_elink_cb(
                list.get(),
                [](const char *, const char *, const char *, const char *, unsigned *, hid_t, void *) -> herr_t {
                    return -1;
                },
                nullptr);
        }
        return list;
    }

    // /words, /vectors and /reference must be datasets stored in this file: no link to another
    // file (its later changes would go unseen by the cache's fingerprint), no raw data in external
    // files (which may be a named pipe that hangs the reading, or a file such as /etc/shadow read
    // as numbers), no virtual dataset (made of other files' data).
    Result<void> checkStoredHere(const char *name)
    {
        const std::string path = std::string("/") + name;
        H5L_info_t info;
        const Handle lapl = linkAccess();
        if (H5Lget_info(m_file.get(), name, &info, lapl.get()) < 0)
            return error(ErrorCode::BadSchema, path + " cannot be looked up" + hdf5Reason());
        if (info.type == H5L_TYPE_EXTERNAL)
            return error(ErrorCode::UnsupportedFormat,
                         path
                             + " is an external link to another file; store the data in this file (h5py: copy "
                               "the dataset instead of linking it)");
        if (info.type != H5L_TYPE_HARD && info.type != H5L_TYPE_SOFT)
            return error(ErrorCode::UnsupportedFormat, path + " is a user-defined link; store the data in this file");
        if (info.type == H5L_TYPE_SOFT && H5Oexists_by_name(m_file.get(), name, lapl.get()) <= 0)
            return error(ErrorCode::BadSchema, path + " is a soft link that leads nowhere or in a loop" + hdf5Reason());
        return {};
    }

    Result<void> checkStorage(const Handle &dataset, const std::string &path)
    {
        Handle plist(H5Dget_create_plist(dataset.get()), H5Pclose);
        if (!plist.valid())
            return error(ErrorCode::FileUnreadable, "cannot read the storage of " + path + hdf5Reason());
        if (H5Pget_layout(plist.get()) == H5D_VIRTUAL)
            return error(ErrorCode::UnsupportedFormat,
                         path + " is a virtual dataset made of other files' data; store the data in this file");
        if (H5Pget_external_count(plist.get()) > 0)
            return error(ErrorCode::UnsupportedFormat,
                         path + " keeps its values in external files; store the data in this file");
        return {};
    }

    Result<Handle> openDataset(const char *name)
    {
        const std::string path = std::string("/") + name;
        if (H5Lexists(m_file.get(), name, H5P_DEFAULT) <= 0) {
            std::string detail = "no dataset " + path
                                 + "; the import layout is /words (strings), /vectors (float32 [n, d]) and "
                                   "optionally /reference";
            if (H5Lexists(m_file.get(), "vocabulary", H5P_DEFAULT) > 0)
                detail += " (this looks like an Isoscope cache: open its source file instead)";
            H5Eclear2(H5E_DEFAULT);
            return error(ErrorCode::BadSchema, std::move(detail));
        }
        if (auto here = checkStoredHere(name); !here)
            return here.error();
        const Handle dapl = linkAccess(H5P_DATASET_ACCESS);
        Handle dataset(H5Dopen2(m_file.get(), name, dapl.valid() ? dapl.get() : H5P_DEFAULT), H5Dclose);
        if (!dataset.valid())
            return error(ErrorCode::BadSchema, path + " is not a readable dataset" + hdf5Reason());
        if (auto stored = checkStorage(dataset, path); !stored)
            return stored.error();
        return dataset;
    }

    // Rows and columns of a 2-D float dataset whose values are all stored.
    Result<std::pair<std::size_t, std::size_t>> matrixShape(const Handle &dataset, const std::string &path)
    {
        Handle type(H5Dget_type(dataset.get()), H5Tclose);
        Handle space(H5Dget_space(dataset.get()), H5Sclose);
        if (!type.valid() || !space.valid())
            return error(ErrorCode::FileUnreadable, "cannot read the type of " + path + hdf5Reason());
        if (H5Tget_class(type.get()) != H5T_FLOAT)
            return error(ErrorCode::UnsupportedFormat,
                         path + " does not hold floating-point numbers; expected float32");
        const std::size_t size = H5Tget_size(type.get());
        if (size != 4 && size != 8)
            return error(ErrorCode::UnsupportedFormat,
                         path + " holds " + std::to_string(8 * size) + "-bit floats; expected float32 (or float64)");
        if (H5Sget_simple_extent_ndims(space.get()) != 2)
            return error(ErrorCode::UnsupportedFormat, path + " is not a 2-D matrix; expected [rows, dimensions]");
        hsize_t extent[2] = {0, 0};
        H5Sget_simple_extent_dims(space.get(), extent, nullptr);
        if (extent[1] == 0 || extent[1] > kMaxDims)
            return error(ErrorCode::BadHeader, path + " has " + std::to_string(extent[1]) + " columns; expected 1 to "
                                                   + std::to_string(kMaxDims));
        if (extent[0] > (std::uint64_t(1) << 40))
            return error(ErrorCode::BadHeader, path + " claims " + std::to_string(extent[0]) + " rows");
        // A dataset may declare any shape and store nothing (its fill value stands for the rest):
        // its storage must hold the values, or at deflate's largest ratio if it is compressed.
        const std::uint64_t needed = std::uint64_t(extent[0]) * extent[1] * size;
        const std::uint64_t stored = H5Dget_storage_size(dataset.get());
        Handle plist(H5Dget_create_plist(dataset.get()), H5Pclose);
        const int filters = plist.valid() ? H5Pget_nfilters(plist.get()) : 0;
        const std::uint64_t reach = filters > 0 ? stored * kDeflateMaxExpansion : stored;
        if (reach < needed)
            return error(ErrorCode::TruncatedFile, path + " is " + std::to_string(extent[0]) + " x "
                                                       + std::to_string(extent[1]) + ", but only "
                                                       + std::to_string(stored) + " bytes of it are stored");
        return std::pair<std::size_t, std::size_t>(static_cast<std::size_t>(extent[0]),
                                                   static_cast<std::size_t>(extent[1]));
    }

    // Reads a list of strings (/words, or /sentences beside the matrix /sentence_vectors) into
    // m_chars and m_offsets, checking every string, in blocks of rows.
    Result<void> readWords(const Handle &dataset, std::size_t rows, const std::string &name,
                           const std::string &matrixName)
    {
        m_stringsName = name;
        const bool words = name == "/words";
        Handle type(H5Dget_type(dataset.get()), H5Tclose);
        Handle space(H5Dget_space(dataset.get()), H5Sclose);
        if (!type.valid() || !space.valid())
            return error(ErrorCode::FileUnreadable, "cannot read the type of " + name + hdf5Reason());
        if (H5Tget_class(type.get()) != H5T_STRING)
            return error(ErrorCode::BadSchema, name + " does not hold strings");
        if (H5Sget_simple_extent_ndims(space.get()) != 1)
            return error(ErrorCode::BadSchema, name + " is not a 1-D list of strings");
        hsize_t count = 0;
        H5Sget_simple_extent_dims(space.get(), &count, nullptr);
        if (count != rows)
            return error(ErrorCode::CountMismatch,
                         name + " holds "
                             + (words ? counted(count, "word", "words") : counted(count, "sentence", "sentences"))
                             + ", " + matrixName + " " + counted(rows, "row", "rows"));
        if (rows == 0)
            return error(ErrorCode::EmptyFile, name + " and " + matrixName + " are empty");

        const bool variable = H5Tis_variable_str(type.get()) > 0;
        const std::size_t fixedSize = variable ? 0 : H5Tget_size(type.get());
        if (!variable && (fixedSize == 0 || fixedSize > kMaxFixedStringBytes))
            return error(ErrorCode::UnsupportedFormat, name + " holds strings of " + std::to_string(fixedSize)
                                                           + " bytes each; at most "
                                                           + std::to_string(kMaxFixedStringBytes) + " are read");
        const H5T_str_t padding = variable ? H5T_STR_NULLTERM : H5Tget_strpad(type.get());
        Handle memoryType(H5Tcopy(variable ? H5T_C_S1 : type.get()), H5Tclose);
        if (!memoryType.valid())
            return error(ErrorCode::OutOfMemory, "cannot make an HDF5 string type" + hdf5Reason());
        if (variable) {
            H5Tset_size(memoryType.get(), H5T_VARIABLE);
            H5Tset_cset(memoryType.get(), H5Tget_cset(type.get()));
        }

        m_offsets.assign(1, 0);
        m_offsets.reserve(rows + 1);
        std::vector<char *> pointers;
        std::vector<char> fixed;
        for (std::size_t start = 0; start < rows; start += kWordBlock) {
            const std::size_t n = std::min(kWordBlock, rows - start);
            const hsize_t offset = start, extent = n;
            H5Sselect_hyperslab(space.get(), H5S_SELECT_SET, &offset, nullptr, &extent, nullptr);
            Handle memorySpace(H5Screate_simple(1, &extent, nullptr), H5Sclose);
            if (variable) {
                pointers.assign(n, nullptr);
                if (H5Dread(dataset.get(), memoryType.get(), memorySpace.get(), space.get(), H5P_DEFAULT,
                            pointers.data())
                    < 0) {
                    const std::string reason = hdf5Reason();
                    // A read that failed half way may have allocated some of the strings.
                    H5Dvlen_reclaim(memoryType.get(), memorySpace.get(), H5P_DEFAULT, pointers.data());
                    return error(ErrorCode::FileUnreadable, "cannot read " + name + " " + std::to_string(start + 1)
                                                                + " to " + std::to_string(start + n) + reason);
                }
                Result<void> added;
                for (std::size_t i = 0; i < n && added.ok(); ++i)
                    added =
                        addWord(pointers[i] != nullptr ? std::string_view(pointers[i]) : std::string_view(), start + i);
                H5Dvlen_reclaim(memoryType.get(), memorySpace.get(), H5P_DEFAULT, pointers.data());
                if (!added)
                    return added.error();
            } else {
                fixed.assign(n * fixedSize, 0);
                if (H5Dread(dataset.get(), memoryType.get(), memorySpace.get(), space.get(), H5P_DEFAULT, fixed.data())
                    < 0)
                    return error(ErrorCode::FileUnreadable, "cannot read " + name + " " + std::to_string(start + 1)
                                                                + " to " + std::to_string(start + n) + hdf5Reason());
                for (std::size_t i = 0; i < n; ++i) {
                    std::string_view word(fixed.data() + i * fixedSize, fixedSize);
                    if (padding == H5T_STR_SPACEPAD) {
                        while (!word.empty() && word.back() == ' ')
                            word.remove_suffix(1);
                    } else if (const std::size_t zero = word.find('\0'); zero != std::string_view::npos) {
                        word = word.substr(0, zero);
                    }
                    if (auto added = addWord(word, start + i); !added)
                        return added.error();
                }
            }
        }
        return {};
    }

    Result<void> addWord(std::string_view word, std::size_t row)
    {
        const char *item = m_stringsName == "/words" ? "word " : "sentence ";
        if (word.empty())
            return error(ErrorCode::EmptyWord, item + std::to_string(row + 1) + " of " + m_stringsName + " is empty");
        if (!isValidUtf8(word))
            return makeError(ErrorCode::InvalidUtf8,
                             item + std::to_string(row + 1) + " of " + m_stringsName + " is not valid UTF-8", m_name, 0,
                             shortened(word, kMaxWordBytes));
        m_chars.append(word);
        m_offsets.push_back(m_chars.size());
        return {};
    }

    std::string_view wordOf(std::size_t row) const
    {
        return std::string_view(m_chars).substr(m_offsets[row], m_offsets[row + 1] - m_offsets[row]);
    }

    // Reads a matrix dataset in blocks of rows as float32 (float64 is rounded), checks every value,
    // and hands each row to keep(row, values).
    template <typename Keep>
    Result<void> readMatrix(hid_t dataset, const std::string &path, std::size_t rows, std::size_t dims, Keep keep,
                            ProgressReporter &progress, std::size_t &done)
    {
        Handle type(H5Dget_type(dataset), H5Tclose);
        Handle space(H5Dget_space(dataset), H5Sclose);
        const bool doubles = H5Tget_size(type.get()) == 8;
        const std::size_t itemBytes = doubles ? 8 : 4;
        const std::size_t block = std::max<std::size_t>(1, kBlockBytes / (dims * itemBytes));
        std::vector<char> buffer(std::min(block, rows) * dims * itemBytes);
        std::vector<float> row(dims);
        for (std::size_t start = 0; start < rows; start += block) {
            const std::size_t n = std::min(block, rows - start);
            const hsize_t offset[2] = {start, 0};
            const hsize_t extent[2] = {n, dims};
            H5Sselect_hyperslab(space.get(), H5S_SELECT_SET, offset, nullptr, extent, nullptr);
            Handle memorySpace(H5Screate_simple(2, extent, nullptr), H5Sclose);
            if (H5Dread(dataset, doubles ? H5T_NATIVE_DOUBLE : H5T_NATIVE_FLOAT, memorySpace.get(), space.get(),
                        H5P_DEFAULT, buffer.data())
                < 0)
                return error(ErrorCode::FileUnreadable, "cannot read rows " + std::to_string(start + 1) + " to "
                                                            + std::to_string(start + n) + " of " + path + hdf5Reason());
            for (std::size_t i = 0; i < n; ++i) {
                const char *values = buffer.data() + i * dims * itemBytes;
                for (std::size_t k = 0; k < dims; ++k) {
                    double value = 0;
                    if (doubles) {
                        std::memcpy(&value, values + 8 * k, 8);
                    } else {
                        float single = 0;
                        std::memcpy(&single, values + 4 * k, 4);
                        value = single;
                    }
                    if (!std::isfinite(value) || std::fabs(value) > double(FLT_MAX)) {
                        const bool words = path == "/vectors";
                        return makeError(ErrorCode::NonFiniteValue,
                                         "row " + std::to_string(start + i + 1) + ", column " + std::to_string(k + 1)
                                             + " of " + path + " is "
                                             + (std::isnan(value)   ? "NaN"
                                                : std::isinf(value) ? "infinite"
                                                                    : "too large for float32"),
                                         m_name, 0,
                                         words ? shortened(wordOf(start + i), kMaxWordBytes) : std::string());
                    }
                    row[k] = static_cast<float>(value);
                }
                keep(start + i, row.data());
            }
            done += n * dims * sizeof(float);
            if (!progress.update(done))
                return error(ErrorCode::Cancelled, "cancelled");
        }
        return {};
    }

    const std::filesystem::path &m_path;
    const std::string m_name;
    EmbeddingBuilder m_builder;
    const ProgressCallback &m_progressCallback;
    std::uint64_t m_progressTotal = 0;
    Handle m_file;
    std::string m_stringsName = "/words"; ///< the list of strings being read, for messages
    std::string m_chars;
    std::vector<std::uint64_t> m_offsets;
};

} // namespace

Result<LoadedEmbedding> readHdf5Import(const std::filesystem::path &path, const ReadOptions &options)
{
    return Hdf5Reader(path, options).run();
}

Result<SentenceVectors> readSentenceVectors(const std::filesystem::path &path, const ProgressCallback &progress)
{
    ReadOptions options;
    options.progress = progress;
    return Hdf5Reader(path, options).runSentences();
}

Result<bool> holdsSentenceVectors(const std::filesystem::path &path)
{
    // Checked before the signature is read: opening a named pipe to read it would block.
    auto size = regularFileSize(path);
    if (!size)
        return size.error();
    if (!hasHdf5Signature(path, size.value()))
        return false;
    QuietErrors quiet;
    auto file = openFile(path);
    const bool holds = file && H5Lexists(file->get(), "sentences", H5P_DEFAULT) > 0;
    H5Eclear2(H5E_DEFAULT);
    return holds;
}

std::optional<std::string> extractionRecord(const std::filesystem::path &path)
{
    auto size = regularFileSize(path);
    if (!size || !hasHdf5Signature(path, size.value()))
        return std::nullopt;
    QuietErrors quiet;
    auto file = openFile(path);
    std::optional<std::string> record;
    // The fixed-length string attribute storage writes (hdf5::writeAttribute), read here as io reads
    // the rest of an import layout.
    if (file && H5Aexists(file->get(), "isoscope_extraction") > 0) {
        const hid_t attribute = H5Aopen(file->get(), "isoscope_extraction", H5P_DEFAULT);
        const hid_t type = attribute >= 0 ? H5Aget_type(attribute) : -1;
        if (type >= 0 && H5Tget_class(type) == H5T_STRING && H5Tis_variable_str(type) == 0) {
            std::string value(H5Tget_size(type), '\0');
            if (H5Aread(attribute, type, value.data()) >= 0) {
                value.resize(std::strlen(value.c_str()));
                record = std::move(value);
            }
        }
        if (type >= 0)
            H5Tclose(type);
        if (attribute >= 0)
            H5Aclose(attribute);
    }
    H5Eclear2(H5E_DEFAULT);
    return record;
}

} // namespace isoscope
