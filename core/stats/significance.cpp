#include "core/stats/significance.h"

#include <cmath>

namespace isoscope {

std::string_view changeName(SignificanceChange change)
{
    switch (change) {
    case SignificanceChange::Stable: return "Stable";
    case SignificanceChange::Disappearing: return "Disappearing";
    case SignificanceChange::Emerging: return "Emerging";
    case SignificanceChange::Undefined: return "Undefined";
    }
    return "Undefined";
}

SignificanceChange classifyChange(std::optional<double> pRaw, std::optional<double> pWhitened, double alpha)
{
    if (!pRaw || !pWhitened)
        return SignificanceChange::Undefined;
    const bool raw = *pRaw < alpha;
    const bool whitened = *pWhitened < alpha;
    if (raw == whitened)
        return SignificanceChange::Stable;
    return raw ? SignificanceChange::Disappearing : SignificanceChange::Emerging;
}

bool isSubstantialShift(std::optional<double> dRaw, std::optional<double> dWhitened, double threshold)
{
    return dRaw && dWhitened && std::abs(*dWhitened - *dRaw) > threshold;
}

} // namespace isoscope
