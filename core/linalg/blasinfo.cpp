#include "core/linalg/blasinfo.h"

#include <dlfcn.h>

#include <climits>
#include <cstdlib>
#include <memory>

namespace isoscope {

namespace {

// The file that holds the symbol the dynamic linker binds `name` to in this process (the first
// definition in the global scope's search order), symbolic links resolved; empty if there is none.
std::string fileDefining(const char *name)
{
    void *address = dlsym(RTLD_DEFAULT, name);
    Dl_info info{};
    if (!address || dladdr(address, &info) == 0 || !info.dli_fname)
        return {};
    const std::unique_ptr<char, decltype(&std::free)> real(realpath(info.dli_fname, nullptr), &std::free);
    return real ? std::string(real.get()) : std::string(info.dli_fname);
}

// OpenBLAS's own functions, looked up rather than called by name: another BLAS does not have them.
template <typename Function>
Function openblasFunction(const char *name)
{
    return reinterpret_cast<Function>(dlsym(RTLD_DEFAULT, name));
}

} // namespace

BlasInfo loadedBlas()
{
    BlasInfo info;
    info.blasLibrary = fileDefining("sgemm_");
    info.lapackLibrary = fileDefining("dsyevd_");
    if (const auto config = openblasFunction<char *(*)()>("openblas_get_config"))
        info.openblasConfig = config();
    if (const auto core = openblasFunction<char *(*)()>("openblas_get_corename"))
        info.openblasCore = core();
    if (const auto threads = openblasFunction<int (*)()>("openblas_get_num_threads"))
        info.openblasThreads = threads();
    return info;
}

std::string describeBlas(const BlasInfo &info)
{
    std::string text;
    if (!info.openblasConfig.empty()) {
        text = info.openblasConfig;
        if (!info.openblasCore.empty())
            text += ", kernel " + info.openblasCore;
        if (info.openblasThreads > 0)
            text += ", " + std::to_string(info.openblasThreads) + (info.openblasThreads == 1 ? " thread" : " threads");
    } else {
        text = "not OpenBLAS";
    }
    const auto orMissing = [](const std::string &file) { return file.empty() ? std::string("not loaded") : file; };
    if (info.blasLibrary == info.lapackLibrary)
        return text + ": " + orMissing(info.blasLibrary);
    return text + ": BLAS " + orMissing(info.blasLibrary) + ", LAPACK " + orMissing(info.lapackLibrary);
}

} // namespace isoscope
