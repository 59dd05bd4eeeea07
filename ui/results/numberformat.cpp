#include "ui/results/numberformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
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
    return pValue(isoscope::pValueText(*p, isoscope::PValueStyle::Exact), QLocale());
}

QString decimal(const std::string &digits, const QLocale &locale)
{
    QString text = QString::fromStdString(digits);
    text.replace(QLatin1Char('.'), locale.decimalPoint());
    return text;
}

QString pValue(const isoscope::PValueText &text, const QLocale &locale)
{
    if (!text.scientific())
        return (text.below ? QStringLiteral("< ") : QString()) + decimal(text.fixed, locale);
    // "7.8e−5" in every language, with the language's decimal sign ("7,8e−5"): QLocale would write
    // the exponent differently per locale ("7,8E-05").
    return decimal(text.mantissa, locale) + QLatin1Char('e') + (text.exponent < 0 ? QString(QChar(0x2212)) : QString())
           + QString::number(std::abs(text.exponent));
}

QString fixed(std::optional<double> value, int decimals)
{
    if (!value || !std::isfinite(*value))
        return tr("—");
    return withMinus(QLocale().toString(*value, 'f', decimals));
}

QString significant(std::optional<double> value, int digits)
{
    if (!value || !std::isfinite(*value))
        return tr("—");
    const double v = *value;
    if (v == 0) // also -0.0: no sign
        return QLocale().toString(0.0, 'f', 4);
    const int magnitude = static_cast<int>(std::floor(std::log10(std::abs(v))));
    if (magnitude < -6) {
        // The mantissa with the language's decimal sign and a real minus, as pValue writes it.
        const QString mantissa = QLocale().toString(v / std::pow(10.0, magnitude), 'f', std::max(0, digits - 1));
        return withMinus(mantissa) + QLatin1Char('e') + QChar(0x2212) + QString::number(-magnitude);
    }
    return withMinus(QLocale().toString(v, 'f', std::max(4, digits - 1 - magnitude)));
}

QString count(qint64 n, const QLocale &locale)
{
    return locale.toString(n);
}

QString general(double value, int digits, const QLocale &locale)
{
    if (!std::isfinite(value))
        return tr("—");
    const QString c = QLocale::c().toString(value, 'g', std::max(digits, 1));
    const auto e = c.indexOf(QLatin1Char('e'));
    if (e < 0)
        return withMinus(locale.toString(value, 'g', std::max(digits, 1)));
    // "2.5e-04" (C) -> "2.5e−4": one exponent form in every language, as pValue writes it.
    const int exponent = c.mid(e + 1).toInt();
    return withMinus(decimal(c.left(e).toStdString(), locale)) + QLatin1Char('e')
           + (exponent < 0 ? QString(QChar(0x2212)) : QString()) + QString::number(std::abs(exponent));
}

QString percent(double fraction, int digits)
{
    return QLocale().toString(100 * fraction, 'g', std::max(digits, 1)) + QLocale().percent();
}

QString intervalSeparator(const QLocale &locale)
{
    return locale.decimalPoint() == QLatin1String(",") ? QStringLiteral("; ") : QStringLiteral(", ");
}

QString interval(const QString &low, const QString &high, const QLocale &locale)
{
    return QLatin1Char('[') + low + intervalSeparator(locale) + high + QLatin1Char(']');
}

QString effectInterval(std::optional<double> low, std::optional<double> high)
{
    return interval(effect(low), effect(high));
}

QString below(const QString &number)
{
    return QStringLiteral("< ") + number;
}

QString categoryText(const std::string &category)
{
    static const char *const kBuiltin[] = {QT_TRANSLATE_NOOP("isoscope::ui::numberformat", "Valence"),
                                           QT_TRANSLATE_NOOP("isoscope::ui::numberformat", "Race"),
                                           QT_TRANSLATE_NOOP("isoscope::ui::numberformat", "Gender"),
                                           QT_TRANSLATE_NOOP("isoscope::ui::numberformat", "Health"),
                                           QT_TRANSLATE_NOOP("isoscope::ui::numberformat", "Age")};
    for (const char *builtin : kBuiltin)
        if (category == builtin)
            return tr(builtin);
    return QString::fromStdString(category);
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
