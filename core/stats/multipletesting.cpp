#include "core/stats/multipletesting.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace isoscope {

std::string_view correctionName(Correction correction)
{
    switch (correction) {
    case Correction::None: return "none";
    case Correction::Holm: return "holm";
    case Correction::BenjaminiHochberg: return "bh";
    }
    return "none";
}

Result<Correction> parseCorrectionName(std::string_view name)
{
    if (name == "none")
        return Correction::None;
    if (name == "holm")
        return Correction::Holm;
    if (name == "bh" || name == "benjamini-hochberg" || name == "fdr_bh")
        return Correction::BenjaminiHochberg;
    return makeError(ErrorCode::InvalidArgument,
                     "unknown multiple-testing correction '" + std::string(name) + "' (expected none, holm or bh)");
}

std::vector<double> adjustPValues(const std::vector<double> &p, Correction correction)
{
    std::vector<double> adjusted = p;
    if (correction == Correction::None)
        return adjusted;
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < p.size(); ++i)
        if (!std::isnan(p[i]))
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
    const double m = static_cast<double>(order.size());
    if (correction == Correction::Holm) {
        double running = 0;
        for (std::size_t j = 0; j < order.size(); ++j) {
            running = std::max(running, std::min(1.0, (m - static_cast<double>(j)) * p[order[j]]));
            adjusted[order[j]] = running;
        }
    } else {
        double running = 1;
        for (std::size_t j = order.size(); j-- > 0;) {
            running = std::min(running, std::min(1.0, m / static_cast<double>(j + 1) * p[order[j]]));
            adjusted[order[j]] = running;
        }
    }
    return adjusted;
}

} // namespace isoscope
