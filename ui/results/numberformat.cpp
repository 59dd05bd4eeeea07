#include "ui/results/numberformat.h"

#include "core/analysis/warnings.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace isoscope::ui::numberformat {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("isoscope::ui::numberformat", text);
}

QString withMinus(QString text)
{
    if (text.startsWith(QLatin1Char('-')))
        text.replace(0, 1, QChar(0x2212));
    return text;
}

} // namespace

QString effect(std::optional<double> d)
{
    if (!d)
        return tr("undefined");
    return withMinus(QLocale().toString(*d, 'f', 2));
}

QString pValue(std::optional<double> p)
{
    if (!p)
        return tr("—");
    if (*p >= 0.001 || *p == 0)
        return QLocale().toString(*p, 'f', 3);
    // "7.8e-05" -> "7.8e−5" in every language, with the language's decimal separator ("7,8e−5"):
    // QLocale would write the exponent differently per locale ("7,8E-05").
    QString text = QLocale::c().toString(*p, 'e', 1);
    text.replace(QStringLiteral("e-0"), QStringLiteral("e\u2212"));
    text.replace(QStringLiteral("e-"), QStringLiteral("e\u2212"));
    text.replace(QLatin1Char('.'), QLocale().decimalPoint());
    return text;
}

QString permutationP(const isoscope::WeatStatistic &s, const isoscope::WeatConventions &conventions)
{
    const double floor = isoscope::smallestAttainableP(s, conventions);
    if (s.method == isoscope::PValueMethod::MonteCarlo && floor > 0 && s.p <= floor * (1 + 1e-12))
        return tr("< %1").arg(pValue(floor));
    return pValue(s.p);
}

QString bootstrapBound(std::size_t valid)
{
    const double bound = 2 / static_cast<double>(valid);
    // 0.0002 for 10,000 resamples (as a reader writes it), 2.0e−5 for more.
    return bound >= 1e-4 ? QLocale().toString(bound, 'g', 2) : pValue(bound);
}

QString bootstrapP(std::optional<double> p, std::size_t valid)
{
    if (!p || *p != 0 || valid == 0)
        return pValue(p);
    return tr("< %1").arg(bootstrapBound(valid));
}

QString fixed(std::optional<double> value, int decimals)
{
    if (!value || !std::isfinite(*value))
        return tr("—");
    return withMinus(QLocale().toString(*value, 'f', decimals));
}

QString changeText(isoscope::SignificanceChange change)
{
    switch (change) {
    case isoscope::SignificanceChange::Stable: return tr("Stable");
    case isoscope::SignificanceChange::Disappearing: return tr("Disappearing");
    case isoscope::SignificanceChange::Emerging: return tr("Emerging");
    case isoscope::SignificanceChange::Undefined: return tr("Not run");
    }
    return {};
}

QColor changeBackground(isoscope::SignificanceChange change)
{
    switch (change) {
    case isoscope::SignificanceChange::Stable: return QColor(0xfb, 0xe3, 0xec);
    case isoscope::SignificanceChange::Disappearing: return QColor(0xf8, 0xd0, 0xd0);
    case isoscope::SignificanceChange::Emerging: return QColor(0xd3, 0xe4, 0xfa);
    case isoscope::SignificanceChange::Undefined: return {};
    }
    return {};
}

QColor changeForeground(isoscope::SignificanceChange change)
{
    switch (change) {
    case isoscope::SignificanceChange::Stable: return QColor(0x8a, 0x2b, 0x52);
    case isoscope::SignificanceChange::Disappearing: return QColor(0x9b, 0x1c, 0x1c);
    case isoscope::SignificanceChange::Emerging: return QColor(0x1b, 0x4f, 0x9c);
    case isoscope::SignificanceChange::Undefined: return {};
    }
    return {};
}

} // namespace isoscope::ui::numberformat
