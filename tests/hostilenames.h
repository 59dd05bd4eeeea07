#pragma once
// Names a model, a suite or a benchmark can have that every writer must survive (issue 31): markup,
// quotes, ampersands, pipes, backslashes, LaTeX's specials, spreadsheet formulas, the right-to-left
// override, control characters, a very long name and names that differ only in letters outside
// ASCII. Shared by the command line's and the window's hostile-names tests; the readers of each
// format are here too, written without the escaping code (core/output/escape.h) they check.
#include <QChar>
#include <QString>
#include <QStringList>

namespace hostilenames {

/// The names, each as a model would be called. Every one is distinct.
inline QStringList names()
{
    return {
        QStringLiteral("<img src=x onerror=alert(1)>"),
        QStringLiteral("<script>alert(\"x\")</script>"),
        QStringLiteral("\"double\" & 'single' quotes"),
        QStringLiteral("a & b &amp; c ]]> <!--"),
        QStringLiteral("W|1 | pipe"),
        QStringLiteral("back\\slash \\textbf{x} \\\\"),
        QStringLiteral("$x^2_i$ {#} ~ % & <>"),
        QStringLiteral("=HYPERLINK(\"http://e.org\",\"x\")"),
        QStringLiteral("=cmd|' /C calc'!A0"),
        QStringLiteral("+1+1"),
        QStringLiteral("-2+3"),
        QStringLiteral("@SUM(A1)"),
        QStringLiteral("\ttab first"),
        QStringLiteral("line\nbreak\r\nname"),
        QStringLiteral("ctrl\x01\x02\x1b\x7f end"),
        QStringLiteral("abc") + QChar(0x202E) + QStringLiteral("gnp.exe"),
        QStringLiteral("glove-") + QChar(0xFC),
        QStringLiteral("glove-") + QChar(0xF6),
        QStringLiteral("*bold* _em_ [link](http://e.org) `code`"),
        QStringLiteral("../../etc/passwd"),
        QStringLiteral("long-") + QString(10000, QLatin1Char('a')),
    };
}

/// The name as a format that cannot hold control characters shows it: each C0 control other than
/// tab, line feed and carriage return as U+FFFD (XML 1.0's rule).
inline QString asXmlText(const QString &name)
{
    QString text = name;
    for (QChar &c : text)
        if (c.unicode() < 0x20 && c != QLatin1Char('\t') && c != QLatin1Char('\n') && c != QLatin1Char('\r'))
            c = QChar(0xFFFD);
    return text;
}

/// The name in a Markdown table cell: line breaks and tabs as spaces, controls (DEL too) as U+FFFD,
/// the cell's surrounding spaces trimmed.
inline QString asMarkdownCell(const QString &name)
{
    QString text = name;
    for (QChar &c : text)
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\t'))
            c = QLatin1Char(' ');
        else if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            c = QChar(0xFFFD);
    return text.trimmed();
}

/// The cells of one row of a GitHub Markdown table: split at every '|' that no backslash escapes,
/// the outer pipes dropped, a backslash before ASCII punctuation read as that character.
inline QStringList markdownCells(const QString &row)
{
    QStringList cells;
    QString cell;
    for (qsizetype i = 0; i < row.size(); ++i) {
        const QChar c = row[i];
        if (c == QLatin1Char('\\') && i + 1 < row.size() && row[i + 1].unicode() < 128
            && (row[i + 1].isPunct() || row[i + 1].isSymbol())) {
            cell += row[++i];
        } else if (c == QLatin1Char('|')) {
            cells.append(cell.trimmed());
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells.append(cell.trimmed());
    if (!cells.isEmpty() && cells.front().isEmpty())
        cells.removeFirst();
    if (!cells.isEmpty() && cells.back().isEmpty())
        cells.removeLast();
    return cells;
}

/// The records of a CSV file (RFC 4180: a quoted field may hold commas, doubled quotes and line
/// breaks).
inline QList<QStringList> csvRecords(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"'))
                field += text[++i];
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            record.append(field);
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            record.append(field);
            field.clear();
            records.append(record);
            record.clear();
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !record.isEmpty()) {
        record.append(field);
        records.append(record);
    }
    return records;
}

/// What a spreadsheet would run: a cell that starts a formula and does not read as a number.
inline bool runsAsFormula(const QString &cell)
{
    if (cell.isEmpty() || !QStringLiteral("=+-@\t\r").contains(cell.front()))
        return false;
    bool number = false;
    cell.toDouble(&number);
    return !number;
}

/// The name as a CSV cell reads back: with OWASP's single quote before a would-be formula.
inline QString asCsvCell(const QString &name)
{
    return !name.isEmpty() && QStringLiteral("=+-@\t\r").contains(name.front()) ? QLatin1Char('\'') + name : name;
}

} // namespace hostilenames
