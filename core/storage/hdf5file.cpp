#include "core/storage/hdf5file.h"

#include "core/base/files.h"
#include "core/io/hdf5driver.h"

#include <algorithm>
#include <cstring>

namespace isoscope::hdf5 {

bool Handle::reset()
{
    bool ok = true;
    if (m_id >= 0 && m_close)
        ok = m_close(m_id) >= 0;
    m_id = H5I_INVALID_HID;
    return ok;
}

QuietErrors::QuietErrors()
{
    H5Eget_auto2(H5E_DEFAULT, &m_function, &m_data);
    H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
}

QuietErrors::~QuietErrors()
{
    H5Eset_auto2(H5E_DEFAULT, m_function, m_data);
}

namespace {

struct StackText {
    std::string text;
    bool locked = false;
    int kept = 0;
};

herr_t collect(unsigned, const H5E_error2_t *entry, void *data)
{
    auto &stack = *static_cast<StackText *>(data);
    if (entry->min_num == H5E_CANTLOCKFILE)
        stack.locked = true;
    // The innermost few messages say what happened ("truncated file", "data error detected by
    // Fletcher32 checksum"); the outer ones only repeat which call failed.
    if (entry->desc && *entry->desc && stack.kept < 3) {
        if (!stack.text.empty())
            stack.text += "; ";
        stack.text += entry->desc;
        ++stack.kept;
    }
    return 0;
}

// low, high: the formats new objects may be written in (H5Pset_libver_bounds). A file is opened
// with (V18, V110), so that files of either format are read and written.
Handle fileAccess(H5F_libver_t low, H5F_libver_t high)
{
    Handle fapl(check(H5Pcreate(H5P_FILE_ACCESS), "file access properties"), H5Pclose);
    check(H5Pset_libver_bounds(fapl.get(), low, high), "file format version");
    useSafeDriver(fapl.get());
    // Closing the file closes everything still open in it, so that a handle forgotten on an error
    // path cannot keep the file (and its lock) alive.
    check(H5Pset_fclose_degree(fapl.get(), H5F_CLOSE_STRONG), "file close degree");
    return fapl;
}

Handle dataspace(const std::vector<hsize_t> &dims)
{
    return Handle(check(H5Screate_simple(static_cast<int>(dims.size()), dims.data(), nullptr), "dataspace"), H5Sclose);
}

// The file and memory dataspaces of rows [first, first + count) of a dataset.
std::pair<Handle, Handle> rowSelection(hid_t dataset, hsize_t first, hsize_t count)
{
    Handle file(check(H5Dget_space(dataset), "dataset space"), H5Sclose);
    const int rank = H5Sget_simple_extent_ndims(file.get());
    if (rank < 1 || rank > 2)
        fail("dataset of rank " + std::to_string(rank));
    hsize_t dims[2] = {0, 1};
    H5Sget_simple_extent_dims(file.get(), dims, nullptr);
    if (first + count > dims[0])
        throw Error("rows " + std::to_string(first) + " to " + std::to_string(first + count) + " of a dataset of "
                    + std::to_string(dims[0]));
    const hsize_t start[2] = {first, 0};
    const hsize_t size[2] = {count, dims[1]};
    check(H5Sselect_hyperslab(file.get(), H5S_SELECT_SET, start, nullptr, size, nullptr), "row selection");
    Handle memory = dataspace(std::vector<hsize_t>(size, size + rank));
    return {std::move(file), std::move(memory)};
}

} // namespace

Error Error::writeFailed(const std::string &doing, int error)
{
    Error e(doing + ": " + writeErrorText(error));
    e.m_writeError = error;
    return e;
}

void checkWrites(hid_t object, const std::string &doing)
{
    if (const int error = writeFailure(object))
        throw Error::writeFailed(doing, error);
}

void flush(hid_t file, const std::string &doing)
{
    check(H5Fflush(file, H5F_SCOPE_GLOBAL), doing);
    checkWrites(file, doing);
}

void closeWritten(Handle &file, const std::string &doing)
{
    const int before = file.valid() ? writeFailure(file.get()) : 0;
    takeClosedWriteFailure();
    const bool closed = file.reset();
    const int after = takeClosedWriteFailure();
    if (before != 0 || after != 0)
        throw Error::writeFailed(doing, before != 0 ? before : after);
    if (!closed)
        fail(doing);
}

void fail(const std::string &what)
{
    StackText stack;
    H5Ewalk2(H5E_DEFAULT, H5E_WALK_UPWARD, collect, &stack);
    H5Eclear2(H5E_DEFAULT);
    throw Error(stack.text.empty() ? what : what + ": " + stack.text, stack.locked);
}

hid_t check(hid_t id, const std::string &what)
{
    if (id < 0)
        fail(what);
    return id;
}

void check(herr_t status, const std::string &what)
{
    if (status < 0)
        fail(what);
}

Handle openFile(const std::filesystem::path &path, bool writable)
{
    const Handle fapl = fileAccess(H5F_LIBVER_V18, H5F_LIBVER_V110);
    return Handle(check(H5Fopen(path.c_str(), writable ? H5F_ACC_RDWR : H5F_ACC_RDONLY, fapl.get()),
                        "cannot open " + path.string() + " as HDF5"),
                  H5Fclose);
}

Handle createFile(const std::filesystem::path &path, Format format)
{
    const H5F_libver_t version = format == Format::V110 ? H5F_LIBVER_V110 : H5F_LIBVER_V18;
    const Handle fapl = fileAccess(version, version);
    // The root group without times, as every object made here (createGroup, createDataset).
    const Handle fcpl(check(H5Pcreate(H5P_FILE_CREATE), "file creation properties"), H5Pclose);
    check(H5Pset_obj_track_times(fcpl.get(), false), "times of the root group");
    return Handle(
        check(H5Fcreate(path.c_str(), H5F_ACC_EXCL, fcpl.get(), fapl.get()), "cannot create " + path.string()),
        H5Fclose);
}

bool exists(hid_t location, const std::string &name)
{
    const htri_t found = H5Lexists(location, name.c_str(), H5P_DEFAULT);
    if (found < 0)
        fail("looking for " + name);
    return found > 0;
}

Handle createGroup(hid_t location, const std::string &name)
{
    Handle gcpl(check(H5Pcreate(H5P_GROUP_CREATE), "group properties"), H5Pclose);
    check(H5Pset_obj_track_times(gcpl.get(), false), "times of " + name);
    return Handle(check(H5Gcreate2(location, name.c_str(), H5P_DEFAULT, gcpl.get(), H5P_DEFAULT), "creating " + name),
                  H5Gclose);
}

Handle openGroup(hid_t location, const std::string &name)
{
    return Handle(check(H5Gopen2(location, name.c_str(), H5P_DEFAULT), "opening " + name), H5Gclose);
}

Handle openDataset(hid_t location, const std::string &name, std::size_t chunkCacheBytes)
{
    Handle dapl(check(H5Pcreate(H5P_DATASET_ACCESS), "dataset access properties"), H5Pclose);
    if (chunkCacheBytes > 0)
        check(H5Pset_chunk_cache(dapl.get(), 521, chunkCacheBytes, 1.0), "chunk cache");
    return Handle(check(H5Dopen2(location, name.c_str(), dapl.get()), "opening " + name), H5Dclose);
}

Handle untimedDatasetProperties()
{
    Handle dcpl(check(H5Pcreate(H5P_DATASET_CREATE), "dataset properties"), H5Pclose);
    check(H5Pset_obj_track_times(dcpl.get(), false), "dataset times");
    return dcpl;
}

Handle createDataset(hid_t location, const std::string &name, hid_t fileType, const std::vector<hsize_t> &dims,
                     const std::vector<hsize_t> &chunk)
{
    const Handle space = dataspace(dims);
    Handle dcpl(check(H5Pcreate(H5P_DATASET_CREATE), "dataset properties"), H5Pclose);
    check(H5Pset_chunk(dcpl.get(), static_cast<int>(chunk.size()), chunk.data()), "chunk shape of " + name);
    check(H5Pset_fletcher32(dcpl.get()), "checksum filter of " + name);
    // Every chunk is written once, in full: filling it first would only cost time.
    check(H5Pset_fill_time(dcpl.get(), H5D_FILL_TIME_NEVER), "fill time of " + name);
    // No creation and modification times in the object header: the same content makes the same
    // bytes (an extraction run twice, or resumed, writes the same file).
    check(H5Pset_obj_track_times(dcpl.get(), false), "times of " + name);
    return Handle(check(H5Dcreate2(location, name.c_str(), fileType, space.get(), H5P_DEFAULT, dcpl.get(), H5P_DEFAULT),
                        "creating " + name),
                  H5Dclose);
}

std::vector<hsize_t> shape(hid_t dataset)
{
    const Handle space(check(H5Dget_space(dataset), "dataset space"), H5Sclose);
    const int rank = H5Sget_simple_extent_ndims(space.get());
    if (rank < 0)
        fail("dataset rank");
    std::vector<hsize_t> dims(static_cast<std::size_t>(rank));
    if (rank > 0)
        H5Sget_simple_extent_dims(space.get(), dims.data(), nullptr);
    return dims;
}

bool hasType(hid_t dataset, H5T_class_t typeClass, std::size_t size)
{
    const Handle type(check(H5Dget_type(dataset), "dataset type"), H5Tclose);
    return H5Tget_class(type.get()) == typeClass && H5Tget_size(type.get()) == size;
}

void writeRows(hid_t dataset, hid_t memoryType, hsize_t first, hsize_t count, const void *data)
{
    if (count == 0)
        return;
    const auto [file, memory] = rowSelection(dataset, first, count);
    check(H5Dwrite(dataset, memoryType, memory.get(), file.get(), H5P_DEFAULT, data), "writing rows");
    checkWrites(dataset, "writing rows");
}

void readRows(hid_t dataset, hid_t memoryType, hsize_t first, hsize_t count, void *data)
{
    if (count == 0)
        return;
    const auto [file, memory] = rowSelection(dataset, first, count);
    check(H5Dread(dataset, memoryType, memory.get(), file.get(), H5P_DEFAULT, data),
          "reading rows " + std::to_string(first) + " to " + std::to_string(first + count - 1));
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

namespace {

// One block of HDF5's Fletcher32 (H5checksum.c: at most 360 big-endian 16-bit words, after which
// it folds its sums): sum1 += w and sum2 += sum1 for each word, in 32-bit arithmetic.
void fletcherWords(const unsigned char *p, std::size_t words, std::uint32_t &sum1, std::uint32_t &sum2)
{
    for (; words > 0; --words, p += 2) {
        sum1 += (std::uint32_t(p[0]) << 8) | std::uint32_t(p[1]);
        sum2 += sum1;
    }
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ISOSCOPE_FLETCHER_AVX2 1
bool cpuHasAvx2()
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2");
}

// The first 8T words of a block, eight at a time; returns 8T. Over words w_0 ... w_{8T-1} the
// sums grow by sum1 += sum(w_i) and sum2 += 8T sum1 + sum((8T - i) w_i). Lane l of a1 gathers
// sum_t w_{8t+l}, lane l of a2 sum_t (T-1-t) w_{8t+l}, so that the weight 8T - i of w_{8t+l} is
// 8 a2's (T-1-t) plus 8 - l. All in 32-bit arithmetic modulo 2^32, as HDF5's own sums: the same
// checksum, bit for bit, whatever the data (tst_embeddingcache compares it with HDF5's filter).
__attribute__((target("avx2"))) std::size_t fletcherWordsAvx2(const unsigned char *p, std::size_t words,
                                                              std::uint32_t &sum1, std::uint32_t &sum2)
{
    const std::size_t steps = words / 8;
    if (steps == 0)
        return 0;
    const __m128i bigEndian = _mm_setr_epi8(1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14);
    __m256i a1 = _mm256_setzero_si256(), a2 = _mm256_setzero_si256();
    for (std::size_t t = 0; t < steps; ++t, p += 16) {
        const __m128i w = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)), bigEndian);
        a2 = _mm256_add_epi32(a2, a1);
        a1 = _mm256_add_epi32(a1, _mm256_cvtepu16_epi32(w));
    }
    const __m256i weighted =
        _mm256_add_epi32(_mm256_slli_epi32(a2, 3), _mm256_mullo_epi32(a1, _mm256_setr_epi32(8, 7, 6, 5, 4, 3, 2, 1)));
    alignas(32) std::uint32_t plain[8], weights[8];
    _mm256_store_si256(reinterpret_cast<__m256i *>(plain), a1);
    _mm256_store_si256(reinterpret_cast<__m256i *>(weights), weighted);
    std::uint32_t total = 0, weightedTotal = 0;
    for (int l = 0; l < 8; ++l) {
        total += plain[l];
        weightedTotal += weights[l];
    }
    sum2 += static_cast<std::uint32_t>(8 * steps) * sum1 + weightedTotal;
    sum1 += total;
    return 8 * steps;
}
#endif

std::uint32_t fold(std::uint32_t sum)
{
    return (sum & 0xffff) + (sum >> 16);
}

} // namespace

std::uint32_t fletcher32(const void *data, std::size_t bytes)
{
    // HDF5's own algorithm (H5checksum.c), so that the result is the same bit for bit, including
    // the wrap-around of its 32-bit sums: each 16-bit word is read big-endian, and the sums are
    // folded to 17 bits after every 360 words and once more at the end.
#ifdef ISOSCOPE_FLETCHER_AVX2
    static const bool avx2 = cpuHasAvx2();
#endif
    const auto *p = static_cast<const unsigned char *>(data);
    std::size_t words = bytes / 2;
    std::uint32_t sum1 = 0, sum2 = 0;
    while (words > 0) {
        const std::size_t block = std::min<std::size_t>(words, 360);
        words -= block;
        std::size_t done = 0;
#ifdef ISOSCOPE_FLETCHER_AVX2
        if (avx2)
            done = fletcherWordsAvx2(p, block, sum1, sum2);
#endif
        fletcherWords(p + 2 * done, block - done, sum1, sum2);
        p += 2 * block;
        sum1 = fold(sum1);
        sum2 = fold(sum2);
    }
    if (bytes % 2) {
        sum1 += std::uint32_t(*p) << 8;
        sum2 += sum1;
        sum1 = fold(sum1);
        sum2 = fold(sum2);
    }
    sum1 = fold(sum1);
    sum2 = fold(sum2);
    return (sum2 << 16) | sum1;
}

std::optional<hsize_t> wholeRowChunks(hid_t dataset)
{
    const std::vector<hsize_t> dims = shape(dataset);
    if (dims.size() != 2 || dims[1] == 0)
        return std::nullopt;
    const Handle type(check(H5Dget_type(dataset), "dataset type"), H5Tclose);
    if (H5Tequal(type.get(), H5T_IEEE_F32LE) <= 0 || H5Tequal(H5T_NATIVE_FLOAT, H5T_IEEE_F32LE) <= 0)
        return std::nullopt;
    const Handle dcpl(check(H5Dget_create_plist(dataset), "dataset properties"), H5Pclose);
    hsize_t chunk[2] = {0, 0};
    if (H5Pget_layout(dcpl.get()) != H5D_CHUNKED || H5Pget_chunk(dcpl.get(), 2, chunk) != 2 || chunk[0] == 0
        || chunk[1] != dims[1] || H5Pget_nfilters(dcpl.get()) != 1)
        return std::nullopt;
    unsigned flags = 0, config = 0;
    std::size_t values = 0;
    if (H5Pget_filter2(dcpl.get(), 0, &flags, &values, nullptr, 0, nullptr, &config) != H5Z_FILTER_FLETCHER32)
        return std::nullopt;
    return chunk[0];
}

void readChunkedRows(hid_t dataset, hsize_t rowsPerChunk, hsize_t first, hsize_t count, float *out)
{
    if (count == 0)
        return;
    const std::vector<hsize_t> dims = shape(dataset);
    const std::string rows = "reading rows " + std::to_string(first) + " to " + std::to_string(first + count - 1);
    if (dims.size() != 2 || first + count > dims[0] || rowsPerChunk == 0)
        throw Error(rows + " of a dataset of " + std::to_string(dims.empty() ? 0 : dims[0]) + " rows");
    const std::size_t d = dims[1], rowBytes = d * sizeof(float), chunkBytes = rowsPerChunk * rowBytes;
    const std::size_t storedBytes = chunkBytes + sizeof(std::uint32_t);
    const hsize_t last = first + count;
    std::vector<unsigned char> staging;
    for (hsize_t c0 = first / rowsPerChunk * rowsPerChunk; c0 < last; c0 += rowsPerChunk) {
        const hsize_t from = std::max(first, c0), to = std::min(last, c0 + rowsPerChunk);
        const hsize_t offset[2] = {c0, 0};
        const std::string chunk = rows + ": the chunk at row " + std::to_string(c0);
        hsize_t size = 0;
        check(H5Dget_chunk_storage_size(dataset, offset, &size), chunk);
        if (size != storedBytes)
            throw Error(chunk + " is stored in " + std::to_string(size) + " bytes, not " + std::to_string(storedBytes));
        // A chunk wholly among the rows, and not the last of them, is read where its rows go: its
        // checksum lands on the first bytes of the next chunk's rows, which are read next.
        const bool inPlace = from == c0 && to == c0 + rowsPerChunk && to < last;
        if (!inPlace)
            staging.resize(storedBytes);
        unsigned char *target = inPlace ? reinterpret_cast<unsigned char *>(out + (c0 - first) * d) : staging.data();
        std::uint32_t filters = 0;
        check(H5Dread_chunk(dataset, H5P_DEFAULT, offset, &filters, target), chunk);
        if (filters != 0)
            throw Error(chunk + " is stored without its Fletcher32 checksum");
        std::uint32_t stored = 0;
        for (std::size_t k = 0; k < sizeof stored; ++k)
            stored |= std::uint32_t(target[chunkBytes + k]) << (8 * k);
        if (fletcher32(target, chunkBytes) != stored)
            throw Error(chunk + " fails its Fletcher32 checksum");
        if (!inPlace)
            std::memcpy(out + (from - first) * d, target + (from - c0) * rowBytes, (to - from) * rowBytes);
    }
}

void writeChunks(hid_t dataset, hsize_t firstRow, hsize_t rowsPerChunk, std::size_t count, const void *stored,
                 std::size_t storedBytes)
{
    const auto *chunk = static_cast<const unsigned char *>(stored);
    std::vector<hsize_t> offset(static_cast<std::size_t>(H5Sget_simple_extent_ndims(
                                    Handle(check(H5Dget_space(dataset), "dataset space"), H5Sclose).get())),
                                0);
    for (std::size_t i = 0; i < count; ++i, chunk += storedBytes) {
        offset[0] = firstRow + i * rowsPerChunk;
        check(H5Dwrite_chunk(dataset, H5P_DEFAULT, 0, offset.data(), storedBytes, chunk), "writing a chunk");
    }
    checkWrites(dataset, "writing chunks");
}

namespace {

void writeScalarAttribute(hid_t object, const std::string &name, hid_t fileType, hid_t memoryType, const void *value)
{
    const Handle space(check(H5Screate(H5S_SCALAR), "scalar space"), H5Sclose);
    if (H5Aexists(object, name.c_str()) > 0)
        check(H5Adelete(object, name.c_str()), "replacing attribute " + name);
    const Handle attribute(
        check(H5Acreate2(object, name.c_str(), fileType, space.get(), H5P_DEFAULT, H5P_DEFAULT), "attribute " + name),
        H5Aclose);
    check(H5Awrite(attribute.get(), memoryType, value), "writing attribute " + name);
}

// The attribute if it exists and its type is of the given class.
std::optional<Handle> openAttribute(hid_t object, const std::string &name, H5T_class_t typeClass, Handle *type)
{
    const htri_t found = H5Aexists(object, name.c_str());
    if (found < 0)
        fail("looking for attribute " + name);
    if (found == 0)
        return std::nullopt;
    Handle attribute(check(H5Aopen(object, name.c_str(), H5P_DEFAULT), "attribute " + name), H5Aclose);
    Handle t(check(H5Aget_type(attribute.get()), "type of attribute " + name), H5Tclose);
    if (H5Tget_class(t.get()) != typeClass)
        return std::nullopt;
    const Handle space(check(H5Aget_space(attribute.get()), "space of attribute " + name), H5Sclose);
    if (H5Sget_simple_extent_npoints(space.get()) != 1)
        return std::nullopt;
    if (type)
        *type = std::move(t);
    return attribute;
}

} // namespace

void writeAttribute(hid_t object, const std::string &name, const std::string &value)
{
    // Fixed-length UTF-8, NUL-terminated: what h5py and h5dump show as a plain string.
    const Handle type(check(H5Tcopy(H5T_C_S1), "string type"), H5Tclose);
    check(H5Tset_size(type.get(), value.size() + 1), "string size");
    check(H5Tset_cset(type.get(), H5T_CSET_UTF8), "string encoding");
    check(H5Tset_strpad(type.get(), H5T_STR_NULLTERM), "string padding");
    writeScalarAttribute(object, name, type.get(), type.get(), value.c_str());
}

void writeAttribute(hid_t object, const std::string &name, std::uint64_t value)
{
    writeScalarAttribute(object, name, H5T_STD_U64LE, H5T_NATIVE_UINT64, &value);
}

void writeAttribute(hid_t object, const std::string &name, std::int64_t value)
{
    writeScalarAttribute(object, name, H5T_STD_I64LE, H5T_NATIVE_INT64, &value);
}

std::optional<std::string> readStringAttribute(hid_t object, const std::string &name)
{
    Handle type;
    const auto attribute = openAttribute(object, name, H5T_STRING, &type);
    if (!attribute || H5Tis_variable_str(type.get()) != 0)
        return std::nullopt;
    const std::size_t size = H5Tget_size(type.get());
    std::string value(size, '\0');
    check(H5Aread(attribute->get(), type.get(), value.data()), "reading attribute " + name);
    value.resize(std::strlen(value.c_str()));
    return value;
}

std::optional<std::uint64_t> readUnsignedAttribute(hid_t object, const std::string &name)
{
    const auto attribute = openAttribute(object, name, H5T_INTEGER, nullptr);
    if (!attribute)
        return std::nullopt;
    std::uint64_t value = 0;
    if (H5Aread(attribute->get(), H5T_NATIVE_UINT64, &value) < 0) {
        H5Eclear2(H5E_DEFAULT);
        return std::nullopt;
    }
    return value;
}

std::optional<std::int64_t> readSignedAttribute(hid_t object, const std::string &name)
{
    const auto attribute = openAttribute(object, name, H5T_INTEGER, nullptr);
    if (!attribute)
        return std::nullopt;
    std::int64_t value = 0;
    if (H5Aread(attribute->get(), H5T_NATIVE_INT64, &value) < 0) {
        H5Eclear2(H5E_DEFAULT);
        return std::nullopt;
    }
    return value;
}

} // namespace isoscope::hdf5
