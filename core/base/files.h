#pragma once

#include "core/base/result.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// The size of a regular file, or an error that names it: FileNotFound, NotARegularFile (a
/// directory, a device), FileUnreadable (no access).
Result<std::uintmax_t> regularFileSize(const std::filesystem::path &path);

/// The whole content of a small file (suites, benchmarks, word lists), with the errors of
/// regularFileSize plus FileUnreadable when opening or reading fails.
Result<std::string> readWholeFile(const std::filesystem::path &path);

/// What an errno from writing a file means, in a few words for a message: "no space left on the
/// device" (ENOSPC), "the disk quota is exhausted" (EDQUOT), "an input/output error" (EIO), else
/// strerror's text.
std::string writeErrorText(int error);
/// ErrorCode::NoSpace for a full device or quota, else WriteFailed.
ErrorCode writeErrorCode(int error);
/// An Error for a failed write of file: code and text from errno, with what was being done.
Error writeError(int error, const std::string &doing, const std::filesystem::path &file);

/// Writes bytes to a file descriptor, all of them, through the storage fault seam
/// (core/base/faultinjection.h). Returns 0 or the errno.
int writeAll(int fd, const void *data, std::size_t bytes);
/// fsync through the storage fault seam. Returns 0 or the errno.
int syncDescriptor(int fd);
/// Opens path (a file, or a folder) and fsyncs it. Returns 0 or the errno.
int syncPath(const std::filesystem::path &path, bool folder);

/// True if no process has this id any more (the owner of a temporary file that was killed or
/// crashed), false for a live process, this one, or an id that is not a process id.
bool processIsGone(long pid);

/// A name in path's folder for a file that becomes path later: hidden, unique in this process and
/// across processes ("." + name + ".tmp-<pid>-<n>").
std::filesystem::path temporarySibling(const std::filesystem::path &path);

/// Removes the temporary files of path (temporarySibling's names) that a process left when it was
/// killed or crashed before renaming them into place: those whose process is gone. Never one of a
/// live process (a save under way elsewhere). Nothing that fails here is an error: it is litter.
void removeDeadTemporaries(const std::filesystem::path &path);

/// Writes content to path through a temporary file in the same folder, flushed to disk (fsync)
/// before it is renamed over path: whatever happens, path holds either its old content or all of
/// the new. A failure leaves path as it was and says why (NoSpace for a full disk).
Result<void> writeFileAtomically(const std::filesystem::path &path, std::string_view content);

/// Several files of one folder replaced together (a results folder): each is written to a
/// temporary file and flushed first; only when all of them are complete are they renamed into
/// place. A failure while writing leaves the folder as it was. Renames fail only in rare cases
/// (the folder removed meanwhile); then the error says which files were replaced and which were
/// not.
class FileBatch final
{
public:
    explicit FileBatch(std::filesystem::path folder);
    ~FileBatch(); ///< removes the temporary files of a batch that was not committed
    FileBatch(const FileBatch &) = delete;
    FileBatch &operator=(const FileBatch &) = delete;

    /// Stages a file with this content.
    Result<void> add(const std::string &name, std::string_view content);
    /// Stages a file that write() creates at the temporary path it is given (for a writer such as
    /// HDF5's that makes the file itself); the batch flushes it to disk afterwards.
    Result<void> addWritten(const std::string &name,
                            const std::function<Result<void>(const std::filesystem::path &)> &write);
    /// A file of an earlier run that this batch's files no longer go with (measures.csv when the
    /// measures were not asked for this time): removed by commit(), after the renames, so the
    /// folder never pairs new results with an old file.
    void removeOnCommit(const std::string &name);
    /// Renames every staged file into place, removes the files named by removeOnCommit(), then
    /// flushes the folder.
    Result<void> commit();

private:
    struct Staged {
        std::string name;
        std::filesystem::path temporary;
    };
    std::filesystem::path m_folder;
    std::vector<Staged> m_staged;
    std::vector<std::string> m_removed;
    bool m_committed = false;
};

} // namespace isoscope
