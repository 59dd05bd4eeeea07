#include "ui/measures/measuretext.h"

#include "ui/common/errortext.h"
#include "ui/results/numberformat.h"

#include <QLocale>

#include <cmath>

namespace isoscope::ui {

QString MeasureText::shortName(isoscope::Measure measure)
{
    return QString::fromLatin1(isoscope::measureLabel(measure).data());
}

QString MeasureText::longName(isoscope::Measure measure)
{
    using isoscope::Measure;
    switch (measure) {
    case Measure::Weat: return tr("WEAT (word embedding association test)");
    case Measure::Rnd: return tr("RND (relative norm distance)");
    case Measure::Mac: return tr("MAC (mean average cosine distance)");
    case Measure::Ect: return tr("ECT (embedding coherence test)");
    case Measure::Ripa: return tr("RIPA (relational inner product association)");
    case Measure::Rnsb: return tr("RNSB (relative negative sentiment bias)");
    }
    return {};
}

QString MeasureText::direction(isoscope::Measure measure)
{
    using isoscope::Measure;
    switch (measure) {
    case Measure::Weat:
        return tr("WEAT effect size d (Caliskan et al. 2017): closer to 0 is less biased; positive means X is "
                  "closer to A and Y to B.");
    case Measure::Rnd:
        return tr("RND (Garg et al. 2018), for X and Y with respect to each attribute set: the mean over its words "
                  "of the distance to the mean of X minus the distance to the mean of Y. Smaller (closer to 0) is "
                  "less biased; positive means the attribute words are nearer Y, negative nearer X.");
    case Measure::Mac:
        return tr("MAC (Manzini et al. 2019): the mean cosine distance of every target word to each attribute "
                  "set. Closer to 1 (no association on average) is less biased; below 1 the targets lean towards "
                  "the attributes.");
    case Measure::Ect:
        return tr("ECT (Dev and Phillips 2019), for each attribute set: Spearman's correlation between the "
                  "attribute words' cosines with the mean of X and with the mean of Y. Closer to 1 is less biased "
                  "(both target groups order the attributes alike).");
    case Measure::Ripa:
        return tr("RIPA (Ethayarajh et al. 2019), for each attribute set: the mean projection of its words on the "
                  "normalized differences of the pairs (x_i, y_i). Closer to 0 is less biased; positive means the "
                  "attribute words lean towards X.");
    case Measure::Rnsb:
        return tr("RNSB (Sweeney and Najafian 2019): a logistic regression learns A against B, and RNSB is the "
                  "divergence of the target words' probabilities of B from the uniform distribution. Closer to 0 "
                  "is less biased.");
    }
    return {};
}

QString MeasureText::idealLine(isoscope::Measure measure)
{
    switch (isoscope::measureIdeal(measure)) {
    case isoscope::MeasureIdeal::Zero:
    case isoscope::MeasureIdeal::ZeroUp: return tr("closer to 0 is less biased");
    case isoscope::MeasureIdeal::One: return tr("closer to 1 is less biased");
    }
    return {};
}

QString MeasureText::subquery(isoscope::Measure measure, std::size_t part, const isoscope::WeatSuite *suite)
{
    if (isoscope::measureParts(measure) == 1)
        return tr("whole suite");
    const int role = part == 0 ? 2 : 3;
    const QString name = suite ? QString::fromStdString(suite->sets[role].name)
                               : (part == 0 ? QStringLiteral("A") : QStringLiteral("B"));
    return tr("wrt %1").arg(name);
}

QString MeasureText::value(std::optional<double> v)
{
    if (!v)
        return tr("undefined");
    return numberformat::general(*v, 3);
}

QString MeasureText::comparison(isoscope::Measure measure, std::optional<double> a, std::optional<double> b)
{
    if (!a || !b)
        return {};
    const double ideal = isoscope::measureIdealValue(measure);
    const double before = std::abs(*a - ideal), after = std::abs(*b - ideal);
    if (std::abs(after - before) <= 1e-12)
        return tr("the same");
    return after < before ? tr("less biased") : tr("more biased");
}

QString MeasureText::undefinedReason(const std::string &reason)
{
    if (reason.rfind("the attribute set has fewer than two words", 0) == 0)
        return tr("the attribute set has fewer than two words, so there is no order to compare");
    if (reason.rfind("the cosines of one target set are all equal", 0) == 0)
        return tr("the cosines of one target set are all equal, so their ranks do not correlate");
    if (reason.rfind("no pair of target words", 0) == 0)
        return tr("no pair of target words has both words in the vocabulary");
    if (reason.find("has the same vector twice") != std::string::npos)
        return tr("a pair of target words has the same vector twice, so its difference has no direction");
    if (reason == "not computed")
        return tr("not computed");
    return ErrorText::undefinedReason(reason);
}

QList<isoscope::Measure> measuresIn(const isoscope::AnalysisResult *results)
{
    QList<isoscope::Measure> held{isoscope::Measure::Weat};
    if (!results)
        return held;
    for (isoscope::Measure m : isoscope::kAllMeasures)
        for (const isoscope::WeatResult *r : results->weat())
            if (m != isoscope::Measure::Weat && r->measures.has(m)) {
                held.append(m);
                break;
            }
    return held;
}

const isoscope::WeatSuite *findSuite(const isoscope::AnalysisParams &params, const std::string &id)
{
    for (const auto &suite : params.suites)
        if (suite.id == id)
            return &suite;
    return nullptr;
}

isoscope::MeasureValue measureValueOf(const isoscope::WeatResult &result, isoscope::Measure measure, std::size_t part,
                                      bool whitened)
{
    if (measure == isoscope::Measure::Weat)
        return isoscope::weatValue(whitened ? result.whitened : result.raw);
    if (!result.measures.has(measure))
        return {std::nullopt, "not computed"};
    return (whitened ? result.measures.whitened : result.measures.raw).value(measure, part);
}

} // namespace isoscope::ui
