// Isoscope's side of the whitening benchmark (bench/whitening_benchmark.sh): fits ZCA whitening to
// an n x d float32 sample (a raw little-endian file written by whitening_benchmark.py) and whitens
// every row of it, timing each step, best of --repeat runs. Prints one JSON object on stdout:
// seconds per step, the threads and code path used, the eigenvalues (for the cross-check against
// numpy) and the accuracy of the float32 steps against double precision.
// Usage: whitening_benchmark FILE ROWS DIMS [--repeat N] [--epsilon E] [--threads N]

#include "core/rowdots.h"
#include "core/whitening.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

using namespace isoscope;

namespace {

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
    for (int i = 4; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--repeat") == 0)
            repeat = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--epsilon") == 0)
            epsilon = std::atof(argv[i + 1]);
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

    std::printf("{\"rows\": %lld, \"dims\": %lld, \"epsilon\": %g, \"repeat\": %d, \"threads\": %u, "
                "\"vector_kernels\": %s,\n",
                static_cast<long long>(rows), static_cast<long long>(dims), epsilon, repeat,
                std::thread::hardware_concurrency(), ("\"" + std::string(rowDotsPath()) + "\"").c_str());
    std::printf(" \"seconds\": {\"mean_covariance\": %.4f, \"eigh\": %.4f, \"w\": %.4f, \"apply\": %.4f},\n", best[0],
                best[1], best[2], best[3]);
    std::printf(" \"apply_float32_max_relative_error\": %.3g,\n \"eigenvalues\": [", worst);
    for (Eigen::Index k = 0; k < stats.eigenvalues.size(); ++k)
        std::printf("%s%.17g", k ? ", " : "", stats.eigenvalues(k));
    std::printf("]}\n");
    return 0;
}
