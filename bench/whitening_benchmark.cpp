// Isoscope's side of the whitening benchmark (bench/whitening_benchmark.sh): fits ZCA whitening to
// an n x d float32 sample (a raw little-endian file written by whitening_benchmark.py) and whitens
// every row of it, timing each step, best of --repeat runs. Prints one JSON object on stdout:
// seconds per step, the threads, code path and LAPACK library used, the eigenvalues (for the cross-check against
// numpy) and the accuracy of the float32 steps against double precision.
// With --stream NPY (the same sample as a NumPy file with a vocabulary file beside it) it also
// imports that into an HDF5 cache in NPY's folder (not timed) and times the fit the app does:
// mean and covariance streamed from the cache 4,096 rows at a time, and the eigendecomposition.
// Usage: whitening_benchmark FILE ROWS DIMS [--repeat N] [--epsilon E] [--stream NPY]

#include "core/linalg/rowdots.h"
#include "core/linalg/whitening.h"
#include "core/storage/embeddingcache.h"

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <string>
#include <thread>

// LAPACK's eigensolver, which core/linalg/whitening.cpp calls: declared here only to find which library
// provides it (on Debian, liblapack.so.3 is whichever LAPACK update-alternatives selects).
extern "C" void dsyevd_(const char *, const char *, const int *, double *, const int *, double *, double *, const int *,
                        int *, const int *, int *, std::size_t, std::size_t);

using namespace isoscope;

namespace {

std::string lapackLibrary()
{
    Dl_info info{};
    if (dladdr(reinterpret_cast<void *>(&dsyevd_), &info) == 0 || info.dli_fname == nullptr)
        return "unknown";
    char resolved[4096];
    return realpath(info.dli_fname, resolved) ? resolved : info.dli_fname;
}

double since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s FILE ROWS DIMS [--repeat N] [--epsilon E]\n", argv[0]);
        return 2;
    }
    const auto rows = static_cast<Eigen::Index>(std::atoll(argv[2]));
    const auto dims = static_cast<Eigen::Index>(std::atoll(argv[3]));
    int repeat = 3;
    double epsilon = 1e-3;
    const char *stream = nullptr;
    for (int i = 4; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--repeat") == 0)
            repeat = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--epsilon") == 0)
            epsilon = std::atof(argv[i + 1]);
        else if (std::strcmp(argv[i], "--stream") == 0)
            stream = argv[i + 1];
    }
    MatrixF x(rows, dims);
    std::ifstream in(argv[1], std::ios::binary);
    if (!in.read(reinterpret_cast<char *>(x.data()), static_cast<std::streamsize>(x.size() * sizeof(float)))) {
        std::fprintf(stderr, "%s: cannot read %lld x %lld floats\n", argv[1], static_cast<long long>(rows),
                     static_cast<long long>(dims));
        return 1;
    }

    double best[4] = {1e300, 1e300, 1e300, 1e300};
    WhiteningStats stats;
    MatrixF z;
    for (int r = 0; r < repeat; ++r) {
        auto start = std::chrono::steady_clock::now();
        auto moments = estimateMoments(x);
        best[0] = std::min(best[0], since(start));
        start = std::chrono::steady_clock::now();
        auto decomposed = decomposeCovariance(moments.value());
        best[1] = std::min(best[1], since(start));
        start = std::chrono::steady_clock::now();
        auto whitener = Whitener::create(decomposed.value(), epsilon);
        best[2] = std::min(best[2], since(start));
        start = std::chrono::steady_clock::now();
        z = whitener->applyFloat(x);
        best[3] = std::min(best[3], since(start));
        stats = std::move(decomposed).value();
    }

    // Accuracy of the float32 whitening against the double product on the first rows: the
    // largest error of a whitened vector relative to its norm.
    const auto whitener = Whitener::create(stats, epsilon);
    const Eigen::Index check = std::min<Eigen::Index>(rows, 2000);
    const MatrixD exact = whitener->apply(x.topRows(check).cast<double>());
    double worst = 0;
    for (Eigen::Index i = 0; i < check; ++i)
        worst = std::max(worst, (z.row(i).cast<double>() - exact.row(i)).norm() / exact.row(i).norm());

    // The fit streamed from the model's HDF5 cache, as the app does it (estimateWhitening over
    // the rows of the reference sample).
    double streamed = -1;
    if (stream) {
        CacheOptions options;
        options.directory = std::filesystem::path(stream).parent_path() / "cache";
        auto opened = openCachedModel(stream, options);
        if (!opened) {
            std::fprintf(stderr, "%s\n", describe(opened.error()).c_str());
            return 1;
        }
        std::vector<std::size_t> all(static_cast<std::size_t>(rows));
        std::iota(all.begin(), all.end(), std::size_t{0});
        streamed = 1e300;
        for (int r = 0; r < repeat; ++r) {
            const auto start = std::chrono::steady_clock::now();
            auto fitted = estimateWhitening(opened->set, all);
            streamed = std::min(streamed, since(start));
            if (!fitted || fitted->eigenvalues != stats.eigenvalues) {
                std::fprintf(stderr, "the streamed fit differs from the fit in memory\n");
                return 1;
            }
        }
    }

    std::printf("{\"rows\": %lld, \"dims\": %lld, \"epsilon\": %g, \"repeat\": %d, \"threads\": %u, "
                "\"vector_kernels\": %s, \"lapack\": \"%s\",\n",
                static_cast<long long>(rows), static_cast<long long>(dims), epsilon, repeat,
                std::thread::hardware_concurrency(), ("\"" + std::string(rowDotsPath()) + "\"").c_str(),
                lapackLibrary().c_str());
    std::printf(" \"seconds\": {\"mean_covariance\": %.4f, \"eigh\": %.4f, \"w\": %.4f, \"apply\": %.4f, "
                "\"streamed_fit\": %.4f},\n",
                best[0], best[1], best[2], best[3], streamed);
    std::printf(" \"apply_float32_max_relative_error\": %.3g,\n \"eigenvalues\": [", worst);
    for (Eigen::Index k = 0; k < stats.eigenvalues.size(); ++k)
        std::printf("%s%.17g", k ? ", " : "", stats.eigenvalues(k));
    std::printf("]}\n");
    return 0;
}
