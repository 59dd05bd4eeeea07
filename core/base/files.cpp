#include "core/base/files.h"

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
