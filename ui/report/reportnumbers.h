#pragma once

#include <QLocale>
#include <QString>

namespace isoscope::ui {

/// The numbers of the paper report as marked-up text. Every number that comes from results.json is
/// marked with its JSON pointer and the format it is written in (<span data-json="/weat/3/raw/d"
/// data-format="d2">), which tests/reference/report_reference.py reads both of; minus signs are
/// U+2212 and numbers are in the locale of the report's language.
struct ReportNumbers {
    QLocale locale;

    /// Hyphen-minus as the typographic minus sign.
    QString signs(QString text) const;
    /// Fixed decimals, never "-0.00"; without the leading zero where leadingZero is false (.87).
    QString fixed(double v, int decimals, bool leadingZero) const;
    /// text marked with its pointer and format.
    QString span(const QString &pointer, const char *format, const QString &text) const;
    /// d, two decimals.
    QString d2(const QString &pointer, double v) const;
    /// A statistic that cannot exceed 1 (rho, cosine, proportion): two decimals, no leading zero.
    QString r2(const QString &pointer, double v) const;
    /// A p value in APA's form (.003, < .001).
    QString p3(const QString &pointer, double p) const;
    QString integer(const QString &pointer, qulonglong n) const;
    /// A setting as written (epsilon, alpha, thresholds): the shortest form.
    QString plain(const QString &pointer, double v) const;
    /// A fraction as a percentage (confidence 0.95: 95).
    QString percent(const QString &pointer, double v) const;
    /// A setting below 1 (alpha): the shortest form, without the leading zero (.05).
    QString unit(const QString &pointer, double v) const;
};

} // namespace isoscope::ui
