#include "core/stats/biasmeasures.h"

#include "core/stats/similarity.h"

#include <algorithm>
#include <cmath>

namespace isoscope {

std::string_view measureName(Measure measure)
{
    switch (measure) {
    case Measure::Weat: return "weat";
    case Measure::Rnd: return "rnd";
    case Measure::Mac: return "mac";
    case Measure::Ect: return "ect";
    case Measure::Ripa: return "ripa";
    case Measure::Rnsb: return "rnsb";
    }
    return "weat";
}

std::string_view measureLabel(Measure measure)
{
    switch (measure) {
    case Measure::Weat: return "WEAT";
    case Measure::Rnd: return "RND";
    case Measure::Mac: return "MAC";
    case Measure::Ect: return "ECT";
    case Measure::Ripa: return "RIPA";
    case Measure::Rnsb: return "RNSB";
    }
    return "WEAT";
}

Result<Measure> parseMeasureName(std::string_view name)
{
    for (Measure m : kAllMeasures)
        if (measureName(m) == name)
            return m;
    return makeError(ErrorCode::InvalidArgument,
                     "unknown measure '" + std::string(name) + "' (expected weat, rnd, mac, ect, ripa or rnsb)");
}

Result<std::vector<Measure>> parseMeasureList(std::string_view text)
{
    std::vector<Measure> measures;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string_view name = text.substr(start, comma - start);
        auto measure = parseMeasureName(name);
        if (!measure)
            return measure.error();
        for (Measure m : measures)
            if (m == measure.value())
                return makeError(ErrorCode::InvalidArgument, "measure '" + std::string(name) + "' is named twice");
        measures.push_back(measure.value());
        start = comma + 1;
    }
    return measures;
}

bool namesMeasuresBeyondWeat(const std::vector<Measure> &measures)
{
    return std::any_of(measures.begin(), measures.end(), [](Measure m) { return m != Measure::Weat; });
}

std::string measureListText(const std::vector<Measure> &measures)
{
    std::string text;
    for (Measure m : measures)
        text += (text.empty() ? "" : ",") + std::string(measureName(m));
    return text;
}

std::size_t measureParts(Measure measure)
{
    switch (measure) {
    case Measure::Rnd:
    case Measure::Ect:
    case Measure::Ripa: return 2;
    case Measure::Weat:
    case Measure::Mac:
    case Measure::Rnsb: return 1;
    }
    return 1;
}

MeasureIdeal measureIdeal(Measure measure)
{
    switch (measure) {
    case Measure::Mac:
    case Measure::Ect: return MeasureIdeal::One;
    case Measure::Rnsb: return MeasureIdeal::ZeroUp;
    case Measure::Weat:
    case Measure::Rnd:
    case Measure::Ripa: return MeasureIdeal::Zero;
    }
    return MeasureIdeal::Zero;
}

double measureIdealValue(Measure measure)
{
    return measureIdeal(measure) == MeasureIdeal::One ? 1.0 : 0.0;
}

MatrixD unitRows(const MatrixD &rows)
{
    MatrixD unit = rows;
    for (Eigen::Index i = 0; i < unit.rows(); ++i) {
        const double norm = unit.row(i).norm();
        if (norm > 0)
            unit.row(i) /= norm;
    }
    return unit;
}

namespace {

Eigen::RowVectorXd meanRow(const MatrixD &rows)
{
    return rows.colwise().mean();
}

double cosine(const Eigen::RowVectorXd &u, const Eigen::RowVectorXd &v)
{
    const double denominator = u.norm() * v.norm();
    return denominator > 0 ? u.dot(v) / denominator : 0.0;
}

} // namespace

RndResult relativeNormDistance(const MatrixD &X, const MatrixD &Y, const MatrixD &S)
{
    const Eigen::RowVectorXd meanX = meanRow(unitRows(X));
    const Eigen::RowVectorXd meanY = meanRow(unitRows(Y));
    const MatrixD s = unitRows(S);
    RndResult result;
    double sum = 0;
    for (Eigen::Index i = 0; i < s.rows(); ++i) {
        const double distance = (s.row(i) - meanX).norm() - (s.row(i) - meanY).norm();
        result.perWord.push_back(distance);
        sum += distance;
    }
    result.value = s.rows() > 0 ? sum / static_cast<double>(s.rows()) : 0.0;
    return result;
}

MacResult meanAverageCosine(const MatrixD &X, const MatrixD &Y, const MatrixD &A, const MatrixD &B)
{
    const MatrixD a = unitRows(A);
    const MatrixD b = unitRows(B);
    MacResult result;
    double sum = 0;
    std::size_t count = 0;
    const auto score = [&](const MatrixD &targets, std::vector<std::array<double, 2>> &out) {
        const MatrixD t = unitRows(targets);
        for (Eigen::Index i = 0; i < t.rows(); ++i) {
            std::array<double, 2> distances{};
            const MatrixD *sets[2] = {&a, &b};
            for (int k = 0; k < 2; ++k) {
                double total = 0;
                for (Eigen::Index j = 0; j < sets[k]->rows(); ++j)
                    total += 1.0 - cosine(t.row(i), sets[k]->row(j));
                distances[k] = total / static_cast<double>(sets[k]->rows());
                sum += distances[k];
                ++count;
            }
            out.push_back(distances);
        }
    };
    score(X, result.perX);
    score(Y, result.perY);
    result.value = count > 0 ? sum / static_cast<double>(count) : 0.0;
    return result;
}

EctResult embeddingCoherence(const MatrixD &X, const MatrixD &Y, const MatrixD &S)
{
    const Eigen::RowVectorXd meanX = meanRow(unitRows(X));
    const Eigen::RowVectorXd meanY = meanRow(unitRows(Y));
    const MatrixD s = unitRows(S);
    EctResult result;
    for (Eigen::Index i = 0; i < s.rows(); ++i) {
        result.cosX.push_back(cosine(meanX, s.row(i)));
        result.cosY.push_back(cosine(meanY, s.row(i)));
    }
    result.spearman.value = spearman(result.cosX, result.cosY);
    if (!result.spearman.value)
        result.spearman.undefinedReason =
            s.rows() < 2 ? "the attribute set has fewer than two words, so there is no order to compare"
                         : "the cosines of one target set are all equal, so their ranks do not correlate";
    return result;
}

RipaResult relationalInnerProduct(const MatrixD &Xpaired, const MatrixD &Ypaired, const MatrixD &S)
{
    RipaResult result;
    const MatrixD x = unitRows(Xpaired);
    const MatrixD y = unitRows(Ypaired);
    MatrixD b = x - y;
    for (Eigen::Index i = 0; i < b.rows(); ++i) {
        const double norm = b.row(i).norm();
        if (!(norm > 0)) {
            result.value.undefinedReason =
                "pair " + std::to_string(i + 1) + " has the same vector twice, so its difference has no direction";
            return result;
        }
        b.row(i) /= norm;
    }
    if (b.rows() == 0) {
        result.value.undefinedReason = "no pair of target words has both words in the vocabulary";
        return result;
    }
    const MatrixD s = unitRows(S);
    const double pairs = static_cast<double>(b.rows());
    double sum = 0;
    for (Eigen::Index j = 0; j < s.rows(); ++j) {
        const Eigen::VectorXd scores = b * s.row(j).transpose();
        const double mean = scores.sum() / pairs;
        const double sd = std::sqrt((scores.array() - mean).square().sum() / pairs);
        result.mean.push_back(mean);
        result.sd.push_back(sd);
        sum += mean;
    }
    result.value.value = s.rows() > 0 ? sum / static_cast<double>(s.rows()) : 0.0;
    return result;
}

} // namespace isoscope
