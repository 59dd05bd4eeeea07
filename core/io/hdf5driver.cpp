#include "core/io/hdf5driver.h"

#include "core/base/faultinjection.h"

#include <H5FDpublic.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <string>
#include <vector>

namespace isoscope::hdf5 {

namespace {

// The largest address: what off_t can hold, as for sec2.
constexpr haddr_t kMaxAddress = (haddr_t(1) << (8 * sizeof(off_t) - 1)) - 1;

struct SafeFile {
    H5FD_t base; // first: HDF5 sees this part
    int fd = -1;
    haddr_t eoa = 0;
    haddr_t eof = 0;
    dev_t device = 0;
    ino_t inode = 0;
    int writeError = 0; ///< errno of the first failed write; from then on writes are discarded
    /// Writes that follow one another in the file, gathered into one pwrite (see write()).
    std::vector<unsigned char> pending;
    haddr_t pendingAt = 0;
};

// Consecutive writes are gathered up to this many bytes before they go to the file: a cache's
// chunks are each written by HDF5 as a call of their own (8 KiB), and one system call per chunk
// cost more than copying the bytes.
constexpr std::size_t kGatherBytes = 4 << 20;

thread_local int t_closedWriteFailure = 0;

void writePending(SafeFile *file);

SafeFile *safe(H5FD_t *file)
{
    return reinterpret_cast<SafeFile *>(file);
}

const SafeFile *safe(const H5FD_t *file)
{
    return reinterpret_cast<const SafeFile *>(file);
}

void push(const char *function, hid_t minor, const std::string &message)
{
    H5Epush2(H5E_DEFAULT, __FILE__, function, __LINE__, H5E_ERR_CLS, H5E_VFL, minor, "%s", message.c_str());
}

std::string fileTypeName(mode_t mode)
{
    if (S_ISFIFO(mode))
        return "a named pipe (FIFO)";
    if (S_ISDIR(mode))
        return "a folder";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "a device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a regular file";
}

H5FD_t *open(const char *name, unsigned flags, hid_t, haddr_t maxaddr)
{
    if (!name || !*name || maxaddr == 0 || maxaddr == HADDR_UNDEF || maxaddr > kMaxAddress) {
        push("open", H5E_BADVALUE, "invalid file name or address space");
        return nullptr;
    }
    int mode = (flags & H5F_ACC_RDWR) ? O_RDWR : O_RDONLY;
    if (flags & H5F_ACC_TRUNC)
        mode |= O_TRUNC;
    if (flags & H5F_ACC_CREAT)
        mode |= O_CREAT;
    if (flags & H5F_ACC_EXCL)
        mode |= O_EXCL;
    // O_NONBLOCK: opening a named pipe without a writer would wait forever otherwise.
    const int fd = ::open(name, mode | O_CLOEXEC | O_NONBLOCK, 0666);
    if (fd < 0) {
        push("open", H5E_CANTOPENFILE, std::string(name) + ": " + std::strerror(errno));
        return nullptr;
    }
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const std::string what = ::fstat(fd, &st) != 0 ? std::string(std::strerror(errno)) : fileTypeName(st.st_mode);
        ::close(fd);
        push("open", H5E_CANTOPENFILE, std::string(name) + " is " + what + ", not a regular file");
        return nullptr;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    auto *file = new (std::nothrow) SafeFile();
    if (!file) {
        ::close(fd);
        push("open", H5E_CANTALLOC, "out of memory");
        return nullptr;
    }
    file->fd = fd;
    file->eof = static_cast<haddr_t>(st.st_size);
    file->device = st.st_dev;
    file->inode = st.st_ino;
    return &file->base;
}

herr_t close(H5FD_t *base)
{
    SafeFile *file = safe(base);
    writePending(file);
    t_closedWriteFailure = file->writeError;
    const bool ok = ::close(file->fd) == 0 || file->writeError != 0;
    if (!ok && t_closedWriteFailure == 0)
        t_closedWriteFailure = errno;
    delete file;
    // A failed close() of the descriptor is reported through takeClosedWriteFailure, never to
    // HDF5: its own state must stay that of a closed file.
    return 0;
}

int compare(const H5FD_t *a, const H5FD_t *b)
{
    const SafeFile *x = safe(a), *y = safe(b);
    if (x->device != y->device)
        return x->device < y->device ? -1 : 1;
    if (x->inode != y->inode)
        return x->inode < y->inode ? -1 : 1;
    return 0;
}

herr_t query(const H5FD_t *, unsigned long *flags)
{
    if (flags)
        *flags = H5FD_FEAT_AGGREGATE_METADATA | H5FD_FEAT_ACCUMULATE_METADATA | H5FD_FEAT_DATA_SIEVE
                 | H5FD_FEAT_AGGREGATE_SMALLDATA | H5FD_FEAT_DEFAULT_VFD_COMPATIBLE;
    return 0;
}

haddr_t getEoa(const H5FD_t *file, H5FD_mem_t)
{
    return safe(file)->eoa;
}

herr_t setEoa(H5FD_t *file, H5FD_mem_t, haddr_t address)
{
    safe(file)->eoa = address;
    return 0;
}

haddr_t getEof(const H5FD_t *file, H5FD_mem_t)
{
    return safe(file)->eof;
}

herr_t getHandle(H5FD_t *file, hid_t, void **handle)
{
    if (!handle)
        return -1;
    *handle = file;
    return 0;
}

herr_t read(H5FD_t *base, H5FD_mem_t, hid_t, haddr_t address, size_t size, void *buffer)
{
    SafeFile *file = safe(base);
    if (address == HADDR_UNDEF || address > kMaxAddress || size > kMaxAddress - address) {
        push("read", H5E_OVERFLOW, "read beyond the address space");
        return -1;
    }
    if (!file->pending.empty() && address < file->pendingAt + file->pending.size() && file->pendingAt < address + size)
        writePending(file);
    auto *out = static_cast<unsigned char *>(buffer);
    while (size > 0) {
        const ssize_t got = ::pread(file->fd, out, size, static_cast<off_t>(address));
        if (got < 0) {
            if (errno == EINTR)
                continue;
            push("read", H5E_READERROR, std::strerror(errno));
            return -1;
        }
        if (got == 0) { // beyond the end of the file: zeros, as sec2 gives
            std::memset(out, 0, size);
            break;
        }
        out += got;
        size -= static_cast<size_t>(got);
        address += static_cast<haddr_t>(got);
    }
    return 0;
}

// Writes the bytes at address, each pwrite through the fault seam; a failure is remembered in
// writeError (and the rest discarded).
void writeThrough(SafeFile *file, haddr_t address, const unsigned char *in, size_t size)
{
    while (size > 0 && file->writeError == 0) {
        if (const int injected = faultBeforeWrite()) {
            file->writeError = injected;
            return;
        }
        const ssize_t wrote = ::pwrite(file->fd, in, size, static_cast<off_t>(address));
        if (wrote < 0 && errno == EINTR)
            continue;
        if (wrote <= 0) {
            file->writeError = wrote < 0 ? errno : EIO;
            return;
        }
        in += wrote;
        size -= static_cast<size_t>(wrote);
        address += static_cast<haddr_t>(wrote);
    }
}

// Writes the gathered bytes to the file. Called before anything that must see the file as HDF5
// believes it is: a read of those bytes, a write elsewhere, truncating, flushing, closing.
void writePending(SafeFile *file)
{
    if (file->pending.empty())
        return;
    writeThrough(file, file->pendingAt, file->pending.data(), file->pending.size());
    // The disk starts on these bytes now, while the program goes on, rather than all at once in the
    // fsync that every written file gets before it is trusted (which still waits for all of them).
    // Only a hint: its failure would be the fsync's.
    if (file->writeError == 0 && file->pending.size() >= kGatherBytes / 2)
        ::sync_file_range(file->fd, static_cast<off_t>(file->pendingAt), static_cast<off_t>(file->pending.size()),
                          SYNC_FILE_RANGE_WRITE);
    file->pending.clear();
}

herr_t write(H5FD_t *base, H5FD_mem_t, hid_t, haddr_t address, size_t size, const void *buffer)
{
    SafeFile *file = safe(base);
    if (address == HADDR_UNDEF || address > kMaxAddress || size > kMaxAddress - address) {
        push("write", H5E_OVERFLOW, "write beyond the address space");
        return -1;
    }
    if (file->writeError != 0)
        return 0; // discarded: the file is already lost (see the header)
    const auto *in = static_cast<const unsigned char *>(buffer);
    // A write that continues the gathered ones joins them; any other first sends them, so that
    // the file sees every write in HDF5's order.
    const bool continues = !file->pending.empty() && address == file->pendingAt + file->pending.size()
                           && file->pending.size() + size <= kGatherBytes;
    if (!continues)
        writePending(file);
    if (continues || size < kGatherBytes) {
        try {
            if (file->pending.empty()) {
                file->pending.reserve(kGatherBytes);
                file->pendingAt = address;
            }
            file->pending.insert(file->pending.end(), in, in + size);
        } catch (const std::bad_alloc &) {
            writePending(file);
            writeThrough(file, address, in, size);
        }
    } else {
        writeThrough(file, address, in, size);
    }
    if (file->writeError == 0)
        file->eof = std::max(file->eof, address + size);
    return 0;
}

herr_t flush(H5FD_t *base, hid_t, hbool_t)
{
    writePending(safe(base));
    return 0;
}

herr_t truncate(H5FD_t *base, hid_t, hbool_t)
{
    SafeFile *file = safe(base);
    writePending(file);
    if (file->writeError != 0 || file->eoa == file->eof)
        return 0;
    if (::ftruncate(file->fd, static_cast<off_t>(file->eoa)) != 0) {
        file->writeError = errno;
        return 0;
    }
    file->eof = file->eoa;
    return 0;
}

herr_t lock(H5FD_t *base, hbool_t readWrite)
{
    if (::flock(safe(base)->fd, (readWrite ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0) {
        if (errno == ENOSYS)
            return 0; // the file system has no locks
        push("lock", H5E_CANTLOCKFILE, std::string("cannot lock the file: ") + std::strerror(errno));
        return -1;
    }
    return 0;
}

herr_t unlock(H5FD_t *base)
{
    if (::flock(safe(base)->fd, LOCK_UN) != 0 && errno != ENOSYS) {
        push("unlock", H5E_CANTUNLOCKFILE, std::string("cannot unlock the file: ") + std::strerror(errno));
        return -1;
    }
    return 0;
}

const H5FD_class_t kSafeDriver = {
    "isoscope-safe",      // name
    kMaxAddress,          // maxaddr
    H5F_CLOSE_WEAK,       // fc_degree
    nullptr,              // terminate
    nullptr,              // sb_size
    nullptr,              // sb_encode
    nullptr,              // sb_decode
    0,                    // fapl_size
    nullptr,              // fapl_get
    nullptr,              // fapl_copy
    nullptr,              // fapl_free
    0,                    // dxpl_size
    nullptr,              // dxpl_copy
    nullptr,              // dxpl_free
    open,                 // open
    close,                // close
    compare,              // cmp
    query,                // query
    nullptr,              // get_type_map
    nullptr,              // alloc
    nullptr,              // free
    getEoa,               // get_eoa
    setEoa,               // set_eoa
    getEof,               // get_eof
    getHandle,            // get_handle
    read,                 // read
    write,                // write
    flush,                // flush
    truncate,             // truncate
    lock,                 // lock
    unlock,               // unlock
    H5FD_FLMAP_DICHOTOMY, // fl_map
};

hid_t driverId()
{
    static std::mutex mutex;
    static hid_t id = H5I_INVALID_HID;
    std::lock_guard guard(mutex);
    // Registered again if HDF5 was closed and reopened (H5close in a test) and the id went stale.
    if (id < 0 || H5Iis_valid(id) <= 0)
        id = H5FDregister(&kSafeDriver);
    return id;
}

} // namespace

void useSafeDriver(hid_t fileAccess)
{
    H5Pset_driver(fileAccess, driverId(), nullptr);
}

int writeFailure(hid_t object)
{
    const hid_t file = H5Iget_file_id(object);
    if (file < 0) {
        H5Eclear2(H5E_DEFAULT);
        return 0;
    }
    void *handle = nullptr;
    int error = 0;
    const hid_t driver = H5Fget_access_plist(file);
    if (driver >= 0) {
        if (H5Pget_driver(driver) == driverId() && H5Fget_vfd_handle(file, H5P_DEFAULT, &handle) >= 0 && handle)
            error = static_cast<SafeFile *>(handle)->writeError;
        H5Pclose(driver);
    }
    H5Fclose(file);
    H5Eclear2(H5E_DEFAULT);
    return error;
}

int takeClosedWriteFailure()
{
    const int error = t_closedWriteFailure;
    t_closedWriteFailure = 0;
    return error;
}

} // namespace isoscope::hdf5
