#pragma once

// Thin RAII layer over the HDF5 C API, for the embedding cache. Every identifier is owned by a
// Handle that closes it; every failure throws hdf5::Error with the text of HDF5's error stack, so
// that the cache code reads as a sequence of steps and turns errors into Results in one place.
// HDF5 on Debian is built thread-safe, so these calls may come from worker threads.

#include <hdf5.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace isoscope::hdf5 {

/// A failed HDF5 call: what was being done, and HDF5's own explanation.
class Error : public std::runtime_error
{
public:
    Error(const std::string &what, bool fileLocked = false) : std::runtime_error(what), m_fileLocked(fileLocked) {}
    /// A write to the file failed with this errno (ENOSPC: the disk is full).
    static Error writeFailed(const std::string &doing, int error);
    /// The file is locked by another process that is writing to it (a passing condition, not damage).
    bool fileLocked() const { return m_fileLocked; }
    /// The errno of the write that failed, or 0 when the error is not a failed write.
    int writeError() const { return m_writeError; }

private:
    bool m_fileLocked = false;
    int m_writeError = 0;
};

/// Owns one HDF5 identifier and closes it with the matching H5?close function.
class Handle
{
public:
    using Closer = herr_t (*)(hid_t);
    Handle() = default;
    Handle(hid_t id, Closer close) : m_id(id), m_close(close) {}
    Handle(Handle &&other) noexcept : m_id(other.m_id), m_close(other.m_close) { other.m_id = H5I_INVALID_HID; }
    Handle &operator=(Handle &&other) noexcept
    {
        if (this != &other) {
            reset();
            m_id = other.m_id;
            m_close = other.m_close;
            other.m_id = H5I_INVALID_HID;
        }
        return *this;
    }
    Handle(const Handle &) = delete;
    Handle &operator=(const Handle &) = delete;
    ~Handle() { reset(); }

    hid_t get() const { return m_id; }
    bool valid() const { return m_id >= 0; }
    /// Closes now; false if HDF5 reported an error while closing (for a file: data not written).
    bool reset();

private:
    hid_t m_id = H5I_INVALID_HID;
    Closer m_close = nullptr;
};

/// While alive, HDF5 prints nothing to stderr on this thread: errors are collected from the error
/// stack into hdf5::Error instead (the command-line tool's stderr is for one-line messages).
class QuietErrors
{
public:
    QuietErrors();
    ~QuietErrors();
    QuietErrors(const QuietErrors &) = delete;
    QuietErrors &operator=(const QuietErrors &) = delete;

private:
    H5E_auto2_t m_function = nullptr;
    void *m_data = nullptr;
};

/// Throws Error("<what>: <HDF5's messages>") built from the current error stack.
[[noreturn]] void fail(const std::string &what);
/// Returns id if it is valid, else fail(what).
hid_t check(hid_t id, const std::string &what);
/// Throws if status < 0.
void check(herr_t status, const std::string &what);

/// Throws Error::writeFailed if a write to the file that object belongs to has failed (a full
/// disk): the file driver (hdf5driver.h) discards the writes after such a failure.
void checkWrites(hid_t object, const std::string &doing);
/// Flushes a file being written and checks that every write of it reached the disk's cache.
void flush(hid_t file, const std::string &doing);
/// Closes a file being written: throws Error (writeError() set for a failed write) unless every
/// write of it succeeded and it closed cleanly. The handle is closed either way.
void closeWritten(Handle &file, const std::string &doing);

/// Opens an existing file read-only or read-write.
Handle openFile(const std::filesystem::path &path, bool writable);
/// The object format a new file is written in. Both give object headers with checksums (damaged
/// metadata is detected).
enum class Format {
    V18,  ///< HDF5 1.8's: what readers as old as h5py with HDF5 1.8 understand
    V110, ///< HDF5 1.10's: chunks of a dataset of fixed size indexed by a fixed array (found and
          ///< added in constant time) rather than a B-tree; needs HDF5 1.10 to read
};
/// Creates a new file; fails if it exists.
Handle createFile(const std::filesystem::path &path, Format format = Format::V18);

bool exists(hid_t location, const std::string &name);
Handle createGroup(hid_t location, const std::string &name);
Handle openGroup(hid_t location, const std::string &name);
Handle openDataset(hid_t location, const std::string &name, std::size_t chunkCacheBytes = 0);

/// Dataset creation properties with no times in the object header (as createDataset and every
/// object made here): the same content makes the same bytes. For datasets made without chunks.
Handle untimedDatasetProperties();

/// A chunked dataset with the Fletcher32 checksum filter, so that a damaged chunk fails its read
/// instead of yielding wrong numbers. dims and chunk have the same rank (1 or 2).
Handle createDataset(hid_t location, const std::string &name, hid_t fileType, const std::vector<hsize_t> &dims,
                     const std::vector<hsize_t> &chunk);
std::vector<hsize_t> shape(hid_t dataset);
/// The element class and size of a dataset's type (for validating a file before reading it).
bool hasType(hid_t dataset, H5T_class_t typeClass, std::size_t size);

/// Rows [first, first + count) of a dataset of rank 1 or 2, all columns, from or into memory
/// of the given memory type.
void writeRows(hid_t dataset, hid_t memoryType, hsize_t first, hsize_t count, const void *data);
void readRows(hid_t dataset, hid_t memoryType, hsize_t first, hsize_t count, void *data);

/// The checksum HDF5's Fletcher32 filter appends to a chunk of these bytes (H5_checksum_fletcher32:
/// big-endian 16-bit words, sums folded every 360 words).
std::uint32_t fletcher32(const void *data, std::size_t bytes);
/// The rows per chunk of a dataset whose chunks readChunkedRows can read: float32, little-endian,
/// of rank 2, in chunks of whole rows, with Fletcher32 its only filter (what createDataset makes of
/// floats). Nothing for any other dataset.
std::optional<hsize_t> wholeRowChunks(hid_t dataset);
/// Rows [first, first + count) of such a dataset as readRows gives them, but read as the chunks are
/// stored (H5Dread_chunk, in place where they fit: no filter pipeline, no chunk cache, no copy) and
/// each chunk checked against its Fletcher32 here: several times faster for long runs of rows.
/// Throws Error, naming the rows and the chunk, if a chunk's checksum does not match or the chunk
/// is not stored as createDataset stores it (its size, its filter skipped).
void readChunkedRows(hid_t dataset, hsize_t rowsPerChunk, hsize_t first, hsize_t count, float *out);
/// Writes count whole chunks of a dataset made by createDataset, the first at row firstRow, each as
/// stored: the chunk's bytes (one at the dataset's end padded to the full chunk shape) followed by
/// their fletcher32, little-endian; storedBytes apart in stored. Nothing of HDF5's filter pipeline
/// runs: the caller did its work.
void writeChunks(hid_t dataset, hsize_t firstRow, hsize_t rowsPerChunk, std::size_t count, const void *stored,
                 std::size_t storedBytes);

void writeAttribute(hid_t object, const std::string &name, const std::string &value);
void writeAttribute(hid_t object, const std::string &name, std::uint64_t value);
void writeAttribute(hid_t object, const std::string &name, std::int64_t value);
/// Nothing if the attribute is missing or of another kind.
std::optional<std::string> readStringAttribute(hid_t object, const std::string &name);
std::optional<std::uint64_t> readUnsignedAttribute(hid_t object, const std::string &name);
std::optional<std::int64_t> readSignedAttribute(hid_t object, const std::string &name);

} // namespace isoscope::hdf5
