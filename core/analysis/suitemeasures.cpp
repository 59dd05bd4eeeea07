#include "core/analysis/suitemeasures.h"

#include <algorithm>

namespace isoscope {

MeasureValue MeasureSpace::value(Measure measure, std::size_t part) const
{
    const auto number = [](double v) { return MeasureValue{v, {}}; };
    const MeasureValue notComputed{std::nullopt, "not computed"};
    switch (measure) {
    case Measure::Weat: return notComputed;
    case Measure::Rnd: return rnd ? number((*rnd)[part].value) : notComputed;
    case Measure::Mac: return mac ? number(mac->value) : notComputed;
    case Measure::Ect: return ect ? (*ect)[part].spearman : notComputed;
    case Measure::Ripa: return ripa ? (*ripa)[part].value : notComputed;
    case Measure::Rnsb: return rnsb ? number(rnsb->divergence) : notComputed;
    }
    return notComputed;
}

bool SuiteMeasures::has(Measure measure) const
{
    return std::find(measures.begin(), measures.end(), measure) != measures.end();
}

RipaPairing ripaPairing(const WeatSuite &suite, const std::vector<std::string> &usedX,
                        const std::vector<std::string> &usedY)
{
    // The used words are the suite's in order with the missing ones left out, so walking both
    // lists at once finds each suite position's word, or its absence.
    RipaPairing pairing;
    const auto &wordsX = suite.sets[0].words;
    const auto &wordsY = suite.sets[1].words;
    std::size_t nextX = 0, nextY = 0;
    for (std::size_t i = 0; i < std::max(wordsX.size(), wordsY.size()); ++i) {
        std::optional<std::size_t> x, y;
        if (i < wordsX.size() && nextX < usedX.size() && usedX[nextX] == wordsX[i])
            x = nextX++;
        if (i < wordsY.size() && nextY < usedY.size() && usedY[nextY] == wordsY[i])
            y = nextY++;
        if (x && y)
            pairing.pairs.emplace_back(*x, *y);
        else if (x || y)
            ++pairing.unpaired;
    }
    return pairing;
}

Result<MeasureSpace> computeMeasures(const std::array<MatrixD, 4> &v, const RipaPairing &pairing,
                                     const std::vector<Measure> &measures)
{
    MeasureSpace space;
    for (Measure measure : measures) {
        switch (measure) {
        case Measure::Weat: break;
        case Measure::Rnd:
            space.rnd = {relativeNormDistance(v[0], v[1], v[2]), relativeNormDistance(v[0], v[1], v[3])};
            break;
        case Measure::Mac: space.mac = meanAverageCosine(v[0], v[1], v[2], v[3]); break;
        case Measure::Ect:
            space.ect = {embeddingCoherence(v[0], v[1], v[2]), embeddingCoherence(v[0], v[1], v[3])};
            break;
        case Measure::Ripa: {
            std::vector<Eigen::Index> xs, ys;
            for (const auto &[x, y] : pairing.pairs) {
                xs.push_back(static_cast<Eigen::Index>(x));
                ys.push_back(static_cast<Eigen::Index>(y));
            }
            const MatrixD X = v[0](xs, Eigen::all);
            const MatrixD Y = v[1](ys, Eigen::all);
            space.ripa = {relationalInnerProduct(X, Y, v[2]), relationalInnerProduct(X, Y, v[3])};
            break;
        }
        case Measure::Rnsb: {
            auto rnsb = relativeNegativeSentimentBias(v[0], v[1], v[2], v[3]);
            if (!rnsb)
                return rnsb.error();
            space.rnsb = std::move(rnsb).value();
            break;
        }
        }
    }
    return space;
}

MeasureValue weatValue(const std::optional<WeatStatistic> &statistic)
{
    if (!statistic)
        return {std::nullopt, "not computed"};
    return {statistic->d, statistic->d ? std::string() : statistic->dUndefinedReason};
}

} // namespace isoscope
