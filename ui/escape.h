#pragma once

#include "core/report/escape.h"

#include <QString>

/// core's escaping of each format (core/report/escape.h) for the window's text: the one place per
/// format, in QString.
namespace isoscope::ui::escape {

inline QString xml(const QString &text)
{
    return QString::fromStdString(isoscope::xmlEscaped(text.toStdString()));
}

inline QString xml(const std::string &text)
{
    return QString::fromStdString(isoscope::xmlEscaped(text));
}

inline QString latex(const QString &text)
{
    return QString::fromStdString(isoscope::latexEscaped(text.toStdString()));
}

inline QString csv(const QString &text)
{
    return QString::fromStdString(isoscope::csvField(text.toStdString()));
}

inline QString tsv(const QString &text)
{
    return QString::fromStdString(isoscope::tsvField(text.toStdString()));
}

/// A name as part of a file name: short, ASCII, unique (isoscope::fileNamePart).
inline QString fileNamePart(const QString &name)
{
    return QString::fromStdString(isoscope::fileNamePart(name.toStdString()));
}

} // namespace isoscope::ui::escape
