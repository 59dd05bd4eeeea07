#pragma once

#include "core/base/result.h"

#include <cstddef>
#include <filesystem>
#include <span>

namespace isoscope {

/// A whole regular file mapped read-only into memory (mmap, MAP_PRIVATE): its pages come from the
/// page cache when they are touched, so opening a model's 440 MB of weights copies nothing and
/// costs no private memory. Move-only; unmapped when destroyed. The file is read as it was when
/// mapped only as long as nobody rewrites it in place (tools replace files by renaming).
class MappedFile final
{
public:
    MappedFile() = default;
    ~MappedFile();
    MappedFile(MappedFile &&other) noexcept;
    MappedFile &operator=(MappedFile &&other) noexcept;
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;

    /// Maps path. Errors name the file: FileNotFound, NotARegularFile, FileUnreadable (no access,
    /// mmap refused), EmptyFile (nothing to map).
    static Result<MappedFile> open(const std::filesystem::path &path);

    std::span<const std::byte> bytes() const { return {static_cast<const std::byte *>(m_data), m_size}; }
    std::size_t size() const { return m_size; }

private:
    void *m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace isoscope
