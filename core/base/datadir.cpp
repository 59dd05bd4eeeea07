#include "core/base/datadir.h"

#include <cstdlib>
#include <system_error>

namespace isoscope {

namespace {

bool holdsData(const std::filesystem::path &dir)
{
    std::error_code ec;
    return std::filesystem::is_regular_file(dir / builtin::kSuites, ec);
}

} // namespace

std::optional<std::filesystem::path> findDataDirectory()
{
    if (const char *env = std::getenv("ISOSCOPE_DATA_DIR"); env && *env) {
        if (holdsData(env))
            return std::filesystem::path(env);
    }
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const auto beside = exe.parent_path().parent_path() / "share" / "isoscope";
        if (holdsData(beside))
            return beside.lexically_normal();
    }
    const std::filesystem::path installed(ISOSCOPE_INSTALL_DATADIR);
    if (holdsData(installed))
        return installed;
    return std::nullopt;
}

std::string builtin::stsSplitFile(std::string_view split)
{
    return std::string(kStsBenchmarkDir) + "/sts-" + std::string(split) + ".csv";
}

} // namespace isoscope
