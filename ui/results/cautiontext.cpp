#include "ui/results/cautiontext.h"

#include "ui/results/numberformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace isoscope::ui::cautiontext {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("isoscope::ui::cautiontext", text);
}

} // namespace

QString smallSets(const isoscope::WeatResult &r, const isoscope::ResultCautions &cautions)
{
    QStringList sets;
    for (isoscope::WordSetRole role : cautions.smallSets) {
        const int n = static_cast<int>(r.words.used[static_cast<int>(role)].size());
        const QString set = QString::fromUtf8(isoscope::roleName(role).data());
        sets << (n == 1 ? tr("%1 has 1 word").arg(set) : tr("%1 has %2 words").arg(set).arg(n));
    }
    return tr("Very small sets: %1 (fewer than %2), so d and p rest on very few words.")
        .arg(sets.join(tr(", ")))
        .arg(isoscope::kSmallSetWords);
}

QString unreachable(const isoscope::WeatResult &r, const isoscope::ResultCautions &cautions, double alpha)
{
    if (!cautions.unreachableFloor || !r.raw)
        return {};
    const QString partitions = QLocale().toString(qulonglong(r.raw->permutations));
    return (r.raw->method == isoscope::PValueMethod::Exact
                ? tr("Cannot reach significance: the smallest p this test can give is %1 (%2 partitions of X and Y), "
                     "above alpha %3.")
                : tr("Cannot reach significance: the smallest p this test can give is %1 (%2 random partitions), "
                     "above alpha %3."))
        .arg(numberformat::pValue(*cautions.unreachableFloor), partitions, QLocale().toString(alpha));
}

QString signChange(const isoscope::WeatResult &r)
{
    if (!r.raw || !r.whitened)
        return {};
    return tr("d changes sign: %1 raw, %2 whitened, whatever the change class says.")
        .arg(numberformat::effect(r.raw->d), numberformat::effect(r.whitened->d));
}

QString permutationP(const isoscope::WeatStatistic &s, const isoscope::WeatConventions &conventions)
{
    const double floor = isoscope::smallestAttainableP(s, conventions);
    if (s.method == isoscope::PValueMethod::MonteCarlo && floor > 0 && s.p <= floor * (1 + 1e-12))
        return tr("< %1").arg(numberformat::pValue(floor));
    return numberformat::pValue(s.p);
}

QString bootstrapBound(std::size_t valid)
{
    const double bound = 2 / static_cast<double>(valid);
    // 0.0002 for 10,000 resamples (as a reader writes it), 2.0e−5 for more.
    return bound >= 1e-4 ? numberformat::general(bound, 2) : numberformat::pValue(bound);
}

QString bootstrapP(std::optional<double> p, std::size_t valid)
{
    if (!p || *p != 0 || valid == 0)
        return numberformat::pValue(p);
    return tr("< %1").arg(bootstrapBound(valid));
}

QStringList all(const isoscope::WeatResult &r, const isoscope::ResultCautions &cautions, double alpha)
{
    QStringList texts;
    if (!cautions.smallSets.empty())
        texts << smallSets(r, cautions);
    if (cautions.unreachableFloor)
        texts << unreachable(r, cautions, alpha);
    if (cautions.signChange)
        texts << signChange(r);
    return texts;
}

} // namespace isoscope::ui::cautiontext
