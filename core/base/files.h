#pragma once

#include "core/base/result.h"

#include <cstdint>
#include <filesystem>
#include <string>

namespace isoscope {

/// The size of a regular file, or an error that names it: FileNotFound, NotARegularFile (a
/// directory, a device), FileUnreadable (no access).
Result<std::uintmax_t> regularFileSize(const std::filesystem::path &path);

/// The whole content of a small file (suites, benchmarks, word lists), with the errors of
/// regularFileSize plus FileUnreadable when opening or reading fails.
Result<std::string> readWholeFile(const std::filesystem::path &path);

} // namespace isoscope
