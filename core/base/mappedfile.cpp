#include "core/base/mappedfile.h"

#include "core/base/files.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

namespace isoscope {

MappedFile::~MappedFile()
{
    if (m_data)
        ::munmap(m_data, m_size);
}

MappedFile::MappedFile(MappedFile &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0))
{}

MappedFile &MappedFile::operator=(MappedFile &&other) noexcept
{
    if (this != &other) {
        if (m_data)
            ::munmap(m_data, m_size);
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

Result<MappedFile> MappedFile::open(const std::filesystem::path &path)
{
    auto size = regularFileSize(path);
    if (!size)
        return size.error();
    if (size.value() == 0)
        return makeError(ErrorCode::EmptyFile, "the file is empty", path.string());
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return makeError(ErrorCode::FileUnreadable, std::string("cannot open: ") + std::strerror(errno), path.string());
    void *data = ::mmap(nullptr, size.value(), PROT_READ, MAP_PRIVATE, fd, 0);
    const int mapError = errno;
    ::close(fd);
    if (data == MAP_FAILED)
        return makeError(mapError == ENOMEM ? ErrorCode::OutOfMemory : ErrorCode::FileUnreadable,
                         std::string("cannot map the file: ") + std::strerror(mapError), path.string());
    MappedFile file;
    file.m_data = data;
    file.m_size = size.value();
    return file;
}

} // namespace isoscope
