// The forward pass's throughput (bench/transformer_benchmark.py runs it beside Debian's torch):
// reads a model folder and batches of token ids (one batch a line: sequences separated by ';', ids
// by spaces), computes the last layer's hidden states of every batch ROUNDS times on THREADS
// threads, and prints one JSON line: tokens, the best and first round's seconds, the sgemm rate of
// this machine on the same threads (a 768 x 3072 by 3072 x 768 product, best of 5, on OpenBLAS's
// own threads: the peak the pass could reach), the BLAS in use, the code paths of Isoscope's own
// kernels, peak memory, and the first sequence's last-layer states for the script to compare with
// torch's.
#include "core/linalg/blasinfo.h"
#include "core/transformer/layersteps.h"
#include "core/transformer/transformermodel.h"

#include <cblas.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// GFLOP/s of one large sgemm on `threads` OpenBLAS threads, best of five.
double sgemmRate(int threads)
{
    const int m = 768, k = 3072, n = 768;
    std::vector<float> a(std::size_t(m) * k, 0.5f), b(std::size_t(k) * n, 0.25f), c(std::size_t(m) * n);
    const int before = openblas_get_num_threads();
    openblas_set_num_threads(threads);
    double best = 1e300;
    for (int r = 0; r < 5; ++r) {
        const auto start = Clock::now();
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0f, a.data(), k, b.data(), n, 0.0f, c.data(),
                    n);
        best = std::min(best, secondsSince(start));
    }
    openblas_set_num_threads(before);
    return 2.0 * m * n * k / best / 1e9;
}

long peakRssKb()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stol(line.substr(6));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 5) {
        std::cerr << "usage: transformer_benchmark MODEL_DIR BATCHES_FILE ROUNDS THREADS\n";
        return 2;
    }
    const auto opening = Clock::now();
    auto model = isoscope::transformer::TransformerModel::openFolder(argv[1]);
    if (!model) {
        std::cerr << isoscope::describe(model.error()) << '\n';
        return 2;
    }
    const double openSeconds = secondsSince(opening);
    std::vector<std::vector<std::vector<std::int32_t>>> batches;
    std::ifstream in(argv[2]);
    std::size_t tokens = 0;
    for (std::string line; std::getline(in, line);) {
        batches.emplace_back();
        std::istringstream sequences(line);
        for (std::string sequence; std::getline(sequences, sequence, ';');) {
            std::istringstream ids(sequence);
            batches.back().emplace_back();
            for (std::int32_t id; ids >> id;)
                batches.back().back().push_back(id);
            tokens += batches.back().back().size();
        }
    }
    const int rounds = std::stoi(argv[3]);
    const auto threads = unsigned(std::stoi(argv[4]));
    const int last = model->layerCount() - 1;
    double first = 0, best = 1e300;
    isoscope::MatrixF firstStates;
    for (int r = 0; r < rounds; ++r) {
        const auto start = Clock::now();
        for (const auto &batch : batches) {
            auto states = model->hiddenStates(batch, {last}, threads);
            if (!states) {
                std::cerr << isoscope::describe(states.error()) << '\n';
                return 1;
            }
            if (firstStates.size() == 0)
                firstStates = states.value()[0][0];
        }
        const double seconds = secondsSince(start);
        first = r == 0 ? seconds : first;
        best = std::min(best, seconds);
    }
    std::cout << "{\"tokens\": " << tokens << ", \"best\": " << best << ", \"first\": " << first
              << ", \"open_seconds\": " << openSeconds << ", \"sgemm_gflops\": " << sgemmRate(int(threads))
              << ", \"peak_rss_kb\": " << peakRssKb() << ", \"blas\": \""
              << isoscope::describeBlas(isoscope::loadedBlas()) << "\", \"kernels\": \""
              << isoscope::transformer::forwardPaths() << "\", \"first_states\": [";
    for (Eigen::Index i = 0; i < firstStates.size(); ++i)
        std::cout << (i ? ", " : "") << firstStates.data()[i];
    std::cout << "]}\n";
    return 0;
}
