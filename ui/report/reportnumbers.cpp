#include "ui/report/reportnumbers.h"

#include "core/base/numberformat.h"
#include "ui/results/numberformat.h"

#include <cmath>

namespace isoscope::ui {

namespace {

const QChar kMinus(0x2212);

} // namespace

QString ReportNumbers::signs(QString text) const
{
    text.replace(QLatin1Char('-'), kMinus);
    return text;
}

QString ReportNumbers::fixed(double v, int decimals, bool leadingZero) const
{
    const double scale = std::pow(10.0, decimals);
    if (std::round(std::abs(v) * scale) == 0)
        v = 0; // no "-0.00"
    QString text = locale.toString(v, 'f', decimals);
    if (!leadingZero) {
        const QString zero = QStringLiteral("0") + locale.decimalPoint();
        if (text.startsWith(zero))
            text.remove(0, 1);
        else if (text.startsWith(QLatin1Char('-') + zero))
            text.remove(1, 1);
    }
    return signs(text);
}

QString ReportNumbers::span(const QString &pointer, const char *format, const QString &text) const
{
    return QStringLiteral("<span data-json=\"%1\" data-format=\"%2\">%3</span>")
        .arg(pointer, QLatin1String(format), text);
}

QString ReportNumbers::d2(const QString &pointer, double v) const
{
    return span(pointer, "d2", fixed(v, 2, true));
}

QString ReportNumbers::r2(const QString &pointer, double v) const
{
    return span(pointer, "r2", fixed(v, 2, false));
}

QString ReportNumbers::p3(const QString &pointer, double p) const
{
    const isoscope::PValueText parts = isoscope::pValueText(p, isoscope::PValueStyle::Apa);
    const QString digits = numberformat::decimal(parts.fixed, locale);
    return span(pointer, "p", parts.below ? QStringLiteral("&lt;&nbsp;") + digits : digits);
}

QString ReportNumbers::integer(const QString &pointer, qulonglong n) const
{
    return span(pointer, "int", locale.toString(n));
}

QString ReportNumbers::plain(const QString &pointer, double v) const
{
    return span(pointer, "g", numberformat::general(v, 12, locale));
}

QString ReportNumbers::percent(const QString &pointer, double v) const
{
    return span(pointer, "pct", locale.toString(v * 100, 'g', 12));
}

QString ReportNumbers::unit(const QString &pointer, double v) const
{
    QString text = locale.toString(v, 'g', 12);
    if (text.startsWith(QStringLiteral("0") + locale.decimalPoint()))
        text.remove(0, 1);
    return span(pointer, "u", text);
}

} // namespace isoscope::ui
