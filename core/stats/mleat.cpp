#include "core/stats/mleat.h"

#include "core/base/random.h"

#include <cmath>

namespace isoscope {

namespace {

CosineBlock describe(const MatrixD &cosines, int ddof)
{
    CosineBlock block;
    block.count = static_cast<std::size_t>(cosines.size());
    block.mean = cosines.mean();
    if (block.count > static_cast<std::size_t>(ddof)) {
        const double squares = (cosines.array() - block.mean).square().sum();
        block.sd = std::sqrt(squares / static_cast<double>(block.count - static_cast<std::size_t>(ddof)));
    }
    return block;
}

std::vector<double> columnMeans(const MatrixD &cosines)
{
    const Eigen::VectorXd means = cosines.colwise().mean().transpose();
    return {means.data(), means.data() + means.size()};
}

// The level-2 test of one target set from its blocks with A and B (rows: target words).
Result<LevelTwoEffect> levelTwo(const MatrixD &withA, const MatrixD &withB, const WeatConventions &conventions,
                                std::uint64_t stream, bool targetY, const ProgressCallback &progress)
{
    WeatConventions plain = conventions;
    plain.histogramBins = 0;
    auto test = weatFromAssociations(columnMeans(withA), columnMeans(withB), plain, stream, progress);
    if (!test)
        return test.error();
    WeatStatistic &t = test.value();
    LevelTwoEffect e;
    e.meansA = std::move(t.sX);
    e.meansB = std::move(t.sY);
    e.effect = t.d;
    e.effectUndefinedReason = t.dUndefinedReason;
    e.sd = t.sd;
    e.S = t.S;
    e.pUpper = t.pUpper;
    e.pLower = t.pLower;
    e.method = t.method;
    e.permutations = t.permutations;
    e.p = t.p;
    e.pStandardError = t.pStandardError;
    // One-sided in WEAT's direction: Y is expected to be closer to B, the lower tail.
    if (targetY && conventions.sided == Sidedness::One) {
        e.p = t.pLower;
        e.pStandardError = t.method == PValueMethod::MonteCarlo
                               ? std::sqrt(t.pLower * (1 - t.pLower) / static_cast<double>(t.permutations))
                               : 0.0;
    }
    return e;
}

} // namespace

std::string_view cosineBlockName(CosineBlockId block)
{
    switch (block) {
    case CosineBlockId::XA: return "XA";
    case CosineBlockId::XB: return "XB";
    case CosineBlockId::YA: return "YA";
    case CosineBlockId::YB: return "YB";
    }
    return "";
}

std::uint64_t multilevelStream(std::uint64_t seed, const std::string &suiteId, bool targetY)
{
    return deriveSeed(seed, "mleat/" + suiteId + (targetY ? "/Y" : "/X"));
}

Result<MultilevelEat> multilevelEat(const MatrixD &X, const MatrixD &Y, const MatrixD &A, const MatrixD &B,
                                    const WeatConventions &conventions, const std::string &suiteId,
                                    const ProgressCallback &progress)
{
    auto unit = unitSetVectors(X, Y, A, B);
    if (!unit)
        return unit.error();
    const auto &[x, y, a, b] = unit.value();
    const MatrixD xa = x * a.transpose(), xb = x * b.transpose();
    const MatrixD ya = y * a.transpose(), yb = y * b.transpose();

    MultilevelEat levels;
    levels.blocks = {describe(xa, conventions.ddof), describe(xb, conventions.ddof), describe(ya, conventions.ddof),
                     describe(yb, conventions.ddof)};
    auto levelX = levelTwo(xa, xb, conventions, multilevelStream(conventions.seed, suiteId, false), false,
                           progressPart(progress, 0, 2));
    if (!levelX)
        return levelX.error();
    auto levelY = levelTwo(ya, yb, conventions, multilevelStream(conventions.seed, suiteId, true), true,
                           progressPart(progress, 1, 2));
    if (!levelY)
        return levelY.error();
    levels.x = std::move(levelX).value();
    levels.y = std::move(levelY).value();
    return levels;
}

Result<WeatStatistic> weatTestWithLevels(const std::array<MatrixD, 4> &sets, const WeatConventions &conventions,
                                         std::uint64_t streamSeed, const std::string &suiteId,
                                         const ProgressCallback &progress)
{
    auto stat = weatTest(sets[0], sets[1], sets[2], sets[3], conventions, streamSeed, progress);
    if (!stat)
        return stat.error();
    auto levels = multilevelEat(sets[0], sets[1], sets[2], sets[3], conventions, suiteId);
    if (!levels)
        return levels.error();
    stat->levels = std::move(levels).value();
    return stat;
}

} // namespace isoscope
