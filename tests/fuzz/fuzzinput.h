#pragma once

// What every fuzz target shares: the input is written to a file of its own (the readers take
// paths, and HDF5 needs a real file), then read with the options the target chooses. Crashes,
// sanitizer reports, leaks and hangs are what libFuzzer looks for; errors are expected results.

#include "core/io/embeddingreader.h"

#include <unistd.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace isoscope::fuzz {

/// A path in memory-backed /dev/shm if there is one, unique to this process.
inline std::filesystem::path scratchPath(const std::string &name)
{
    static const std::filesystem::path folder = [] {
        std::error_code ec;
        const std::filesystem::path shm = "/dev/shm";
        return std::filesystem::is_directory(shm, ec) ? shm : std::filesystem::temp_directory_path();
    }();
    return folder / ("isoscope-fuzz-" + std::to_string(getpid()) + "-" + name);
}

inline std::filesystem::path writeInput(const std::string &name, std::string_view bytes)
{
    const std::filesystem::path path = scratchPath(name);
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return path;
}

/// Reads a file and checks what must hold of any successful read.
inline void readAndCheck(const std::filesystem::path &path, const ReadOptions &options)
{
    const auto loaded = readEmbeddingFile(path, options);
    if (!loaded) {
        // Every error names its file; describe() must not fail on any content.
        if (loaded.error().file.empty() && loaded.error().code != ErrorCode::InvalidArgument)
            __builtin_trap();
        (void)describe(loaded.error()).size();
        return;
    }
    const auto &set = loaded->set;
    if (set.empty() || set.dims() == 0 || static_cast<std::size_t>(set.vectors().rows()) != set.size())
        __builtin_trap();
    for (Eigen::Index i = 0; i < set.vectors().size(); ++i) {
        if (!std::isfinite(set.vectors().data()[i]))
            __builtin_trap(); // the readers promise finite values
    }
    for (std::size_t r = 0; r < set.size(); ++r) {
        if (set.find(set.word(r)) != r)
            __builtin_trap(); // every word kept is found at its own row (duplicates dropped)
    }
}

} // namespace isoscope::fuzz
