#pragma once

#include "core/output/escape.h"

#include <QString>

/// core's escaping of each format (core/output/escape.h) for the window's text: the one place per
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

/// A name from outside (a model's, a suite's, a file's) as the window shows it among other text.
/// Its explicit directional controls (embeddings, overrides and isolates, U+202A to U+202E and
/// U+2066 to U+2069, and the marks U+200E, U+200F, U+061C), which a name never needs and which can
/// make "abc" U+202E "gnp." read "abc.png", are shown as their code points ("[U+202E]"); a name
/// with right-to-left letters (or such controls) is isolated, U+2068 FIRST STRONG ISOLATE before
/// and U+2069 POP DIRECTIONAL ISOLATE after, so that it cannot reorder the text around it. A name
/// with neither is returned as it is.
inline QString shownName(const QString &name)
{
    QString shown;
    bool isolate = false;
    for (const QChar c : name) {
        switch (c.direction()) {
        case QChar::DirR:
        case QChar::DirAL:
        case QChar::DirAN: isolate = true; break;
        default: break;
        }
        const char16_t u = c.unicode();
        if ((u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x200E || u == 0x200F || u == 0x061C) {
            isolate = true;
            shown += QStringLiteral("[U+%1]").arg(QString::number(u, 16).toUpper().rightJustified(4, QLatin1Char('0')));
            continue;
        }
        shown += c;
    }
    return isolate ? QChar(0x2068) + shown + QChar(0x2069) : shown;
}

inline QString shownName(const std::string &name)
{
    return shownName(QString::fromStdString(name));
}

} // namespace isoscope::ui::escape
