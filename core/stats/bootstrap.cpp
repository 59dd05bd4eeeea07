#include "core/stats/bootstrap.h"

#include "core/base/random.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace isoscope {

std::optional<double> effectSize(const std::vector<double> &sX, const std::vector<double> &sY, int ddof)
{
    const std::size_t n = sX.size() + sY.size();
    if (sX.empty() || sY.empty() || n <= static_cast<std::size_t>(std::max(ddof, 0)))
        return std::nullopt;
    const double sumX = std::accumulate(sX.begin(), sX.end(), 0.0);
    const double sumY = std::accumulate(sY.begin(), sY.end(), 0.0);
    const double mean = (sumX + sumY) / static_cast<double>(n);
    double squares = 0, largest = 0;
    for (const auto *set : {&sX, &sY})
        for (double s : *set) {
            squares += (s - mean) * (s - mean);
            largest = std::max(largest, std::abs(s));
        }
    const double sd = std::sqrt(squares / static_cast<double>(n - static_cast<std::size_t>(ddof)));
    if (!(sd > 1e-12 * largest))
        return std::nullopt;
    return (sumX / static_cast<double>(sX.size()) - sumY / static_cast<double>(sY.size())) / sd;
}

double quantileSorted(const std::vector<double> &sorted, double q)
{
    const double position = q * static_cast<double>(sorted.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(position));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    const double fraction = position - static_cast<double>(below);
    return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

Spread summarize(std::vector<double> values)
{
    Spread s;
    s.count = values.size();
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    s.mean = std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
    double squares = 0;
    for (double v : values)
        squares += (v - s.mean) * (v - s.mean);
    s.sd = values.size() > 1 ? std::sqrt(squares / static_cast<double>(values.size() - 1)) : 0.0;
    s.min = values.front();
    s.max = values.back();
    s.q05 = quantileSorted(values, 0.05);
    s.q25 = quantileSorted(values, 0.25);
    s.median = quantileSorted(values, 0.5);
    s.q75 = quantileSorted(values, 0.75);
    s.q95 = quantileSorted(values, 0.95);
    return s;
}

std::vector<BootstrapSample> bootstrapSamples(std::size_t nx, std::size_t ny, std::size_t iterations,
                                              std::uint64_t seed)
{
    Rng rng(seed);
    std::vector<BootstrapSample> samples(iterations);
    for (auto &sample : samples) {
        sample.x.resize(nx);
        sample.y.resize(ny);
        for (auto &i : sample.x)
            i = static_cast<std::size_t>(rng.below(nx));
        for (auto &i : sample.y)
            i = static_cast<std::size_t>(rng.below(ny));
    }
    return samples;
}

EffectInterval bootstrapInterval(const std::vector<double> &sX, const std::vector<double> &sY,
                                 const std::vector<BootstrapSample> &samples, int ddof, double confidence)
{
    std::vector<double> d;
    d.reserve(samples.size());
    std::vector<double> x, y;
    for (const auto &sample : samples) {
        x.clear();
        y.clear();
        for (std::size_t i : sample.x)
            x.push_back(sX[i]);
        for (std::size_t i : sample.y)
            y.push_back(sY[i]);
        if (auto value = effectSize(x, y, ddof))
            d.push_back(*value);
    }
    EffectInterval interval;
    interval.valid = d.size();
    if (d.size() < 2)
        return interval;
    const Spread spread = summarize(d);
    std::sort(d.begin(), d.end());
    interval.low = quantileSorted(d, (1 - confidence) / 2);
    interval.high = quantileSorted(d, (1 + confidence) / 2);
    interval.mean = spread.mean;
    interval.sd = spread.sd;
    return interval;
}

} // namespace isoscope
