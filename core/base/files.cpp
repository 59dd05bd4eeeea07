#include "core/base/files.h"

#include "core/base/faultinjection.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <system_error>

namespace isoscope {

Result<std::uintmax_t> regularFileSize(const std::filesystem::path &path)
{
    const std::string name = path.string();
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (status.type() == std::filesystem::file_type::not_found)
        return makeError(ErrorCode::FileNotFound, "no such file", name);
    if (ec)
        return makeError(ErrorCode::FileUnreadable, "cannot access the file: " + ec.message(), name);
    if (status.type() == std::filesystem::file_type::directory)
        return makeError(ErrorCode::NotARegularFile, "is a directory, not a file", name);
    if (status.type() != std::filesystem::file_type::regular)
        return makeError(ErrorCode::NotARegularFile, "is not a regular file", name);
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec)
        return makeError(ErrorCode::FileUnreadable, "cannot get the file size: " + ec.message(), name);
    return size;
}

Result<std::string> readWholeFile(const std::filesystem::path &path)
{
    auto size = regularFileSize(path);
    if (!size)
        return size.error();
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return makeError(ErrorCode::FileUnreadable, "cannot open the file for reading", path.string());
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad())
        return makeError(ErrorCode::FileUnreadable, "read error", path.string());
    return text;
}

} // namespace isoscope

// ---------------------------------------------------------------------------------------------
// Writing files that are trusted later: through the fault seam, flushed, renamed into place.

namespace isoscope {

std::string writeErrorText(int error)
{
    switch (error) {
    case ENOSPC: return "no space left on the device";
    case EDQUOT: return "the disk quota is exhausted";
    case EIO: return "an input/output error (the disk may be failing)";
    case EROFS: return "the file system is read-only";
    case EACCES:
    case EPERM: return "permission denied";
    case EFBIG: return "the file is too large for this file system";
    default: break;
    }
    std::string text = std::strerror(error);
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z' && (text.size() < 2 || !(text[1] >= 'A' && text[1] <= 'Z')))
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}

ErrorCode writeErrorCode(int error)
{
    return error == ENOSPC || error == EDQUOT ? ErrorCode::NoSpace : ErrorCode::WriteFailed;
}

Error writeError(int error, const std::string &doing, const std::filesystem::path &file)
{
    return makeError(writeErrorCode(error), doing + ": " + writeErrorText(error), file.string());
}

int writeAll(int fd, const void *data, std::size_t bytes)
{
    const auto *p = static_cast<const char *>(data);
    while (bytes > 0) {
        if (const int injected = faultBeforeWrite())
            return injected;
        const ssize_t wrote = ::write(fd, p, bytes);
        if (wrote < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (wrote == 0)
            return EIO;
        p += wrote;
        bytes -= static_cast<std::size_t>(wrote);
    }
    return 0;
}

int syncDescriptor(int fd)
{
    if (const int injected = faultBeforeSync())
        return injected;
    return ::fsync(fd) == 0 ? 0 : errno;
}

int syncPath(const std::filesystem::path &path, bool folder)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | (folder ? O_DIRECTORY : 0));
    if (fd < 0)
        return errno;
    const int error = syncDescriptor(fd);
    ::close(fd);
    return error;
}

bool processIsGone(long pid)
{
    return pid > 0 && pid != ::getpid() && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

std::filesystem::path temporarySibling(const std::filesystem::path &path)
{
    static std::atomic<unsigned> counter{0};
    return path.parent_path()
           / ("." + path.filename().string() + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
}

void removeDeadTemporaries(const std::filesystem::path &path)
{
    const std::string prefix = "." + path.filename().string() + ".tmp-";
    std::error_code ec;
    const std::filesystem::path folder = path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();
    for (const auto &entry : std::filesystem::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.compare(0, prefix.size(), prefix) != 0)
            continue;
        const long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
        if (processIsGone(pid)) {
            std::error_code ignored;
            std::filesystem::remove(entry.path(), ignored);
        }
    }
}

namespace {

// Creates temporary (which must not exist) with content and flushes it to disk.
Result<void> writeTemporary(const std::filesystem::path &temporary, std::string_view content,
                            const std::filesystem::path &final)
{
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        return writeError(errno, "cannot create a file in this folder", final);
    int error = writeAll(fd, content.data(), content.size());
    const char *doing = "writing failed";
    if (error == 0) {
        error = syncDescriptor(fd);
        doing = "flushing to disk failed";
    }
    if (::close(fd) != 0 && error == 0) {
        error = errno;
        doing = "writing failed";
    }
    if (error != 0) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return writeError(error, doing, final);
    }
    return {};
}

} // namespace

Result<void> writeFileAtomically(const std::filesystem::path &path, std::string_view content)
{
    removeDeadTemporaries(path);
    const std::filesystem::path temporary = temporarySibling(path);
    if (auto written = writeTemporary(temporary, content, path); !written)
        return written;
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return writeError(ec.value(), "cannot move the finished file into place", path);
    }
    syncPath(path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path(), true);
    return {};
}

FileBatch::FileBatch(std::filesystem::path folder) : m_folder(std::move(folder)) {}

FileBatch::~FileBatch()
{
    if (m_committed)
        return;
    for (const Staged &s : m_staged) {
        std::error_code ignored;
        std::filesystem::remove(s.temporary, ignored);
    }
}

Result<void> FileBatch::add(const std::string &name, std::string_view content)
{
    const std::filesystem::path final = m_folder / name;
    removeDeadTemporaries(final);
    Staged staged{name, temporarySibling(final)};
    if (auto written = writeTemporary(staged.temporary, content, final); !written)
        return written;
    m_staged.push_back(std::move(staged));
    return {};
}

Result<void> FileBatch::addWritten(const std::string &name,
                                   const std::function<Result<void>(const std::filesystem::path &)> &write)
{
    const std::filesystem::path final = m_folder / name;
    removeDeadTemporaries(final);
    Staged staged{name, temporarySibling(final)};
    auto written = write(staged.temporary);
    if (written) {
        if (const int error = syncPath(staged.temporary, false); error != 0)
            written = writeError(error, "flushing to disk failed", final);
    }
    if (!written) {
        std::error_code ignored;
        std::filesystem::remove(staged.temporary, ignored);
        return written;
    }
    m_staged.push_back(std::move(staged));
    return {};
}

void FileBatch::removeOnCommit(const std::string &name)
{
    m_removed.push_back(name);
}

Result<void> FileBatch::commit()
{
    for (std::size_t i = 0; i < m_staged.size(); ++i) {
        std::error_code ec;
        std::filesystem::rename(m_staged[i].temporary, m_folder / m_staged[i].name, ec);
        if (ec) {
            std::string replaced, kept;
            for (std::size_t k = 0; k < m_staged.size(); ++k)
                (k < i ? replaced : kept) += (k == 0 || k == i ? "" : ", ") + m_staged[k].name;
            Error error = writeError(ec.value(), "cannot move " + m_staged[i].name + " into place", m_folder);
            error.detail += replaced.empty() ? "; no file was replaced"
                                             : "; replaced: " + replaced + "; from the earlier run: " + kept;
            for (std::size_t k = i; k < m_staged.size(); ++k) {
                std::error_code ignored;
                std::filesystem::remove(m_staged[k].temporary, ignored);
            }
            m_committed = true;
            return error;
        }
    }
    m_committed = true;
    for (const std::string &name : m_removed) {
        std::error_code ec;
        std::filesystem::remove(m_folder / name, ec);
        if (ec)
            return writeError(ec.value(), "cannot remove " + name + " of an earlier run", m_folder);
    }
    syncPath(m_folder, true);
    return {};
}

} // namespace isoscope
