#pragma once

#include <string>

namespace isoscope {

/// Which BLAS and LAPACK this process runs on, found at run time rather than assumed from the build:
/// core links OpenBLAS (core/CMakeLists.txt), but which file the dynamic linker loads for it depends on
/// the machine (Debian's update-alternatives chooses between OpenBLAS's pthread, OpenMP and serial
/// builds, and LD_LIBRARY_PATH or LD_PRELOAD can put another library first), and which kernel OpenBLAS
/// runs depends on the processor (or on OPENBLAS_CORETYPE, where set).
struct BlasInfo {
    /// The real path (symbolic links resolved) of the file that holds the matrix product sgemm_, as
    /// the dynamic linker binds it for this process; empty if no loaded library has it.
    std::string blasLibrary;
    /// The same for LAPACK's symmetric eigensolver dsyevd_ (whitening's eigendecomposition).
    std::string lapackLibrary;
    /// openblas_get_config(), e.g. "OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY Haswell MAX_THREADS=64";
    /// empty when the loaded library is not OpenBLAS (it has no such function).
    std::string openblasConfig;
    /// openblas_get_corename(): the kernel OpenBLAS picked for this processor, e.g. "Haswell"; empty
    /// when the loaded library is not OpenBLAS.
    std::string openblasCore;
    /// openblas_get_num_threads(): the threads OpenBLAS's own routines use; 0 when not OpenBLAS.
    int openblasThreads = 0;
};

/// Looks the symbols up in this process (dlsym in the global scope, then dladdr for their files), so
/// the answer is what is loaded, not what was linked. Cheap enough to call for --version and About.
BlasInfo loadedBlas();

/// One line for people: "OpenBLAS 0.3.21 ..., kernel Haswell, 2 threads: /usr/lib/.../libopenblasp-r0.3.21.so",
/// naming both files when BLAS and LAPACK come from different ones.
std::string describeBlas(const BlasInfo &info);

} // namespace isoscope
