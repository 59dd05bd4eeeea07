#include "core/stats/weat.h"

#include "core/base/random.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace isoscope {

std::string_view tieRuleName(TieRule rule)
{
    return rule == TieRule::GreaterOrEqual ? "ge" : "gt";
}

std::string_view sidednessName(Sidedness s)
{
    return s == Sidedness::One ? "one" : "two";
}

std::string_view pValueMethodName(PValueMethod m)
{
    return m == PValueMethod::Exact ? "exact" : "monte_carlo";
}

std::uint64_t binomialCapped(std::size_t n, std::size_t k, std::uint64_t limit)
{
    if (k > n)
        return 0;
    k = std::min(k, n - k);
    // c stays exact: after step i it is C(n - k + i + 1, i + 1), an integer, and we stop as soon as
    // it passes the limit, so the 128-bit product cannot overflow for any limit below 2^63.
    __extension__ using Wide = unsigned __int128;
    Wide c = 1;
    for (std::size_t i = 0; i < k; ++i) {
        c = c * (n - k + i + 1) / (i + 1);
        if (c > limit)
            return limit + 1;
    }
    return static_cast<std::uint64_t>(c);
}

namespace {

// Rows scaled to unit length; the first zero row, if any, is reported through zeroRow.
MatrixD unitRows(const MatrixD &m, Eigen::Index &zeroRow)
{
    MatrixD out = m;
    zeroRow = -1;
    for (Eigen::Index i = 0; i < out.rows(); ++i) {
        const double norm = out.row(i).norm();
        if (!(norm > 0) || !std::isfinite(norm)) {
            zeroRow = i;
            return out;
        }
        out.row(i) /= norm;
    }
    return out;
}

std::vector<double> associationsOfUnitRows(const MatrixD &W, const MatrixD &A, const MatrixD &B)
{
    const Eigen::VectorXd meanA = (W * A.transpose()).rowwise().mean();
    const Eigen::VectorXd meanB = (W * B.transpose()).rowwise().mean();
    std::vector<double> s(static_cast<std::size_t>(W.rows()));
    for (Eigen::Index i = 0; i < W.rows(); ++i)
        s[static_cast<std::size_t>(i)] = meanA(i) - meanB(i);
    return s;
}

// Counts partitions at least as extreme as the observed one in each tail. A partition is
// represented by the sum of the s values it puts on the X side: S_i = 2 sumX_i - total is
// monotone in sumX_i, so comparing sums is comparing S.
struct TailCounter {
    double observed; // 2 sumX - total for the observed partition
    double tolerance;
    double total;
    bool strict;
    std::size_t upper = 0;
    std::size_t lower = 0;
    PermutationHistogram *histogram = nullptr;

    void add(double sumX)
    {
        const double s = 2 * sumX - total;
        if (histogram)
            ++histogram->counts[histogram->binOf(s)];
        if (strict) {
            upper += s > observed + tolerance;
            lower += s < observed - tolerance;
        } else {
            upper += s >= observed - tolerance;
            lower += s <= observed + tolerance;
        }
    }
};

bool enumerateExactly(const std::vector<double> &values, std::size_t k, TailCounter &counter, std::uint64_t total,
                      const ProgressCallback &progress)
{
    const std::size_t n = values.size();
    std::vector<std::size_t> c(k);
    std::iota(c.begin(), c.end(), 0);
    double sum = 0;
    for (std::size_t i = 0; i < k; ++i)
        sum += values[i];
    std::uint64_t done = 0;
    for (;;) {
        counter.add(sum);
        if ((++done & 0xFFFF) == 0 && !reportProgress(progress, done, total))
            return false;
        // Next combination in lexicographic order: advance the rightmost index that can move and
        // reset the ones after it, updating the running sum for the positions that changed.
        std::size_t i = k;
        while (i > 0 && c[i - 1] == n - k + i - 1)
            --i;
        if (i == 0)
            break;
        --i;
        for (std::size_t j = i; j < k; ++j)
            sum -= values[c[j]];
        ++c[i];
        sum += values[c[i]];
        for (std::size_t j = i + 1; j < k; ++j) {
            c[j] = c[j - 1] + 1;
            sum += values[c[j]];
        }
        // Resum from scratch now and then so that rounding cannot drift over a million updates.
        if ((done & 0x3FF) == 0) {
            sum = 0;
            for (std::size_t j = 0; j < k; ++j)
                sum += values[c[j]];
        }
    }
    reportProgress(progress, total, total);
    return true;
}

bool sampleRandomly(std::vector<double> values, std::size_t k, std::size_t draws, std::uint64_t seed,
                    TailCounter &counter, double total, const ProgressCallback &progress)
{
    // Partial Fisher-Yates: the first m slots after m swaps are a uniform random m-subset, whatever
    // order the array was left in by the previous draw. Draw the smaller side, to do less work.
    const std::size_t n = values.size();
    const bool drawX = k <= n - k;
    const std::size_t m = drawX ? k : n - k;
    Rng rng(seed);
    for (std::size_t t = 0; t < draws; ++t) {
        double sum = 0;
        for (std::size_t i = 0; i < m; ++i) {
            const std::size_t j = i + static_cast<std::size_t>(rng.below(n - i));
            std::swap(values[i], values[j]);
            sum += values[i];
        }
        counter.add(drawX ? sum : total - sum);
        if (((t + 1) & 0x1FFF) == 0 && !reportProgress(progress, t + 1, draws))
            return false;
    }
    reportProgress(progress, draws, draws);
    return true;
}

// The exact range of S over all partitions: the |X| smallest values on the X side, then the largest.
PermutationHistogram emptyHistogram(std::vector<double> values, std::size_t k, double total, std::size_t bins)
{
    std::sort(values.begin(), values.end());
    const double minSumX = std::accumulate(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(k), 0.0);
    const double maxSumX = std::accumulate(values.end() - static_cast<std::ptrdiff_t>(k), values.end(), 0.0);
    PermutationHistogram h;
    h.low = 2 * minSumX - total;
    h.high = 2 * maxSumX - total;
    h.counts.assign(bins, 0);
    return h;
}

} // namespace

std::size_t PermutationHistogram::binOf(double S) const
{
    if (counts.empty())
        return 0;
    const double width = high - low;
    if (!(width > 0))
        return 0;
    const double position = (S - low) / width * static_cast<double>(counts.size());
    if (!(position > 0))
        return 0;
    return std::min(counts.size() - 1, static_cast<std::size_t>(position));
}

std::vector<double> associations(const MatrixD &W, const MatrixD &A, const MatrixD &B)
{
    Eigen::Index zero = -1;
    return associationsOfUnitRows(unitRows(W, zero), unitRows(A, zero), unitRows(B, zero));
}

Result<WeatStatistic> weatFromAssociations(std::vector<double> sX, std::vector<double> sY,
                                           const WeatConventions &conventions, std::uint64_t streamSeed,
                                           const ProgressCallback &progress)
{
    if (sX.empty() || sY.empty())
        return makeError(ErrorCode::EmptyWordSet, "a target set is empty", {}, 0, sX.empty() ? "X" : "Y");
    if (conventions.ddof < 0 || static_cast<std::size_t>(conventions.ddof) >= sX.size() + sY.size())
        return makeError(ErrorCode::InvalidArgument, "ddof must be at least 0 and less than |X| + |Y|");
    if (conventions.permutations == 0)
        return makeError(ErrorCode::InvalidArgument, "the number of permutations must be positive");

    WeatStatistic r;
    const double sumX = std::accumulate(sX.begin(), sX.end(), 0.0);
    const double sumY = std::accumulate(sY.begin(), sY.end(), 0.0);
    const std::size_t nx = sX.size();
    const std::size_t n = nx + sY.size();
    r.S = sumX - sumY;
    r.meanX = sumX / static_cast<double>(nx);
    r.meanY = sumY / static_cast<double>(sY.size());

    std::vector<double> all;
    all.reserve(n);
    all.insert(all.end(), sX.begin(), sX.end());
    all.insert(all.end(), sY.begin(), sY.end());
    const double total = sumX + sumY;
    const double mean = total / static_cast<double>(n);
    double squares = 0;
    double largest = 0;
    for (double s : all) {
        squares += (s - mean) * (s - mean);
        largest = std::max(largest, std::abs(s));
    }
    r.sd = std::sqrt(squares / static_cast<double>(n - static_cast<std::size_t>(conventions.ddof)));
    // All s equal up to rounding: the SD is zero in exact arithmetic and d has no meaning.
    if (!(r.sd > 1e-12 * largest)) {
        r.dUndefinedReason = kSameAssociationReason;
    } else {
        r.d = (r.meanX - r.meanY) / r.sd;
    }

    TailCounter counter{2 * sumX - total, 0, total, conventions.tie == TieRule::Greater};
    counter.tolerance = 1e-12 * std::max(1.0, std::abs(counter.observed));
    if (conventions.histogramBins > 0) {
        r.histogram = emptyHistogram(all, nx, total, conventions.histogramBins);
        counter.histogram = &r.histogram;
    }

    const std::uint64_t partitions = binomialCapped(n, nx, conventions.exactLimit);
    if (partitions <= conventions.exactLimit) {
        r.method = PValueMethod::Exact;
        r.permutations = static_cast<std::size_t>(partitions);
        if (!enumerateExactly(all, nx, counter, partitions, progress))
            return makeError(ErrorCode::Cancelled, "cancelled");
        const auto c = static_cast<double>(partitions);
        r.pUpper = static_cast<double>(counter.upper) / c;
        r.pLower = static_cast<double>(counter.lower) / c;
    } else {
        r.method = PValueMethod::MonteCarlo;
        r.permutations = conventions.permutations;
        if (!sampleRandomly(all, nx, conventions.permutations, streamSeed, counter, total, progress))
            return makeError(ErrorCode::Cancelled, "cancelled");
        const auto nDraws = static_cast<double>(conventions.permutations);
        if (conventions.plusOne) {
            r.pUpper = (static_cast<double>(counter.upper) + 1) / (nDraws + 1);
            r.pLower = (static_cast<double>(counter.lower) + 1) / (nDraws + 1);
        } else {
            r.pUpper = static_cast<double>(counter.upper) / nDraws;
            r.pLower = static_cast<double>(counter.lower) / nDraws;
        }
    }
    r.countUpper = counter.upper;
    r.countLower = counter.lower;

    const double tail = conventions.sided == Sidedness::One ? r.pUpper : std::min(r.pUpper, r.pLower);
    r.p = conventions.sided == Sidedness::One ? r.pUpper : std::min(1.0, 2 * tail);
    if (r.method == PValueMethod::MonteCarlo) {
        const double se = std::sqrt(tail * (1 - tail) / static_cast<double>(r.permutations));
        r.pStandardError = conventions.sided == Sidedness::One ? se : 2 * se;
    }
    r.sX = std::move(sX);
    r.sY = std::move(sY);
    return r;
}

Result<std::array<MatrixD, 4>> unitSetVectors(const MatrixD &X, const MatrixD &Y, const MatrixD &A, const MatrixD &B)
{
    const MatrixD *sets[] = {&X, &Y, &A, &B};
    const char *names[] = {"X", "Y", "A", "B"};
    std::array<MatrixD, 4> unit;
    for (int i = 0; i < 4; ++i) {
        if (sets[i]->rows() == 0)
            return makeError(ErrorCode::EmptyWordSet, std::string("set ") + names[i] + " has no word", {}, 0, names[i]);
        if (sets[i]->cols() != X.cols())
            return makeError(ErrorCode::DimensionMismatch, "the four sets must have vectors of one dimension");
        Eigen::Index zero = -1;
        unit[i] = unitRows(*sets[i], zero);
        if (zero >= 0)
            return makeError(ErrorCode::InvalidArgument,
                             "word " + std::to_string(zero + 1) + " of set " + names[i]
                                 + " has a zero (or non-finite) vector, so its cosine is undefined",
                             {}, 0, names[i]);
    }
    return unit;
}

Result<WeatStatistic> weatTest(const MatrixD &X, const MatrixD &Y, const MatrixD &A, const MatrixD &B,
                               const WeatConventions &conventions, std::uint64_t streamSeed,
                               const ProgressCallback &progress)
{
    auto checked = unitSetVectors(X, Y, A, B);
    if (!checked)
        return checked.error();
    const std::array<MatrixD, 4> &unit = checked.value();
    return weatFromAssociations(associationsOfUnitRows(unit[0], unit[2], unit[3]),
                                associationsOfUnitRows(unit[1], unit[2], unit[3]), conventions, streamSeed, progress);
}

} // namespace isoscope
