// The report's bibliography: resources/report/references.bib, read once, and each entry's APA 7
// reference and in-text citation made from its fields.
#include "ui/report/references.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QStringList>

#include <map>

namespace isoscope::ui {

namespace {

struct BibEntry {
    QString type; ///< "article", "inproceedings", "book"
    QString key;
    std::map<QString, QString> fields; ///< as written, braces and LaTeX included
    QString text;                      ///< the whole entry as the file has it, with its line end
};

// The entries of a BibTeX file: "@type{key, name = {value}, ...}"; text outside them (comments)
// is skipped, as BibTeX does.
QList<BibEntry> parseBibtex(const QString &text)
{
    QList<BibEntry> entries;
    qsizetype i = 0;
    const auto skipSpace = [&] {
        while (i < text.size() && text[i].isSpace())
            ++i;
    };
    while ((i = text.indexOf(QLatin1Char('@'), i)) >= 0) {
        const qsizetype start = i;
        const qsizetype open = text.indexOf(QLatin1Char('{'), i);
        const qsizetype comma = text.indexOf(QLatin1Char(','), open);
        if (open < 0 || comma < 0)
            break;
        BibEntry entry;
        entry.type = text.mid(start + 1, open - start - 1).trimmed().toLower();
        entry.key = text.mid(open + 1, comma - open - 1).trimmed();
        i = comma + 1;
        for (;;) {
            skipSpace();
            if (i >= text.size() || text[i] == QLatin1Char('}'))
                break;
            const qsizetype equals = text.indexOf(QLatin1Char('='), i);
            const QString name = text.mid(i, equals - i).trimmed().toLower();
            i = text.indexOf(QLatin1Char('{'), equals) + 1;
            const qsizetype valueStart = i;
            for (int depth = 1; i < text.size() && depth > 0; ++i)
                depth += text[i] == QLatin1Char('{') ? 1 : text[i] == QLatin1Char('}') ? -1 : 0;
            entry.fields[name] = text.mid(valueStart, i - 1 - valueStart);
            skipSpace();
            if (i < text.size() && text[i] == QLatin1Char(','))
                ++i;
        }
        ++i; // the entry's closing brace
        if (i < text.size() && text[i] == QLatin1Char('\n'))
            ++i;
        entry.text = text.mid(start, i - start);
        entries.append(entry);
    }
    return entries;
}

// LaTeX accents ({\'e}, {\~n}) as the letters they make.
QString resolveAccents(QString text)
{
    static const QRegularExpression accent(QStringLiteral("\\{\\\\(['`^\"~])\\{?([A-Za-z])\\}?\\}"));
    static const QHash<QChar, QChar> combining{{QLatin1Char('\''), QChar(0x0301)},
                                               {QLatin1Char('`'), QChar(0x0300)},
                                               {QLatin1Char('^'), QChar(0x0302)},
                                               {QLatin1Char('"'), QChar(0x0308)},
                                               {QLatin1Char('~'), QChar(0x0303)}};
    QRegularExpressionMatch match;
    while ((match = accent.match(text)).hasMatch())
        text.replace(
            match.capturedStart(), match.capturedLength(),
            (match.captured(2) + combining.value(match.captured(1)[0])).normalized(QString::NormalizationForm_C));
    return text;
}

// A field's text as HTML: accents resolved, \& an ampersand, braces gone, "--" an en dash, and
// every character beyond ASCII as a numeric reference (the report's HTML is written that way).
QString toHtml(const QString &latex)
{
    QString plain = resolveAccents(latex);
    plain.replace(QStringLiteral("\\&"), QStringLiteral("&"));
    plain.remove(QLatin1Char('{')).remove(QLatin1Char('}'));
    plain = plain.toHtmlEscaped();
    plain.replace(QStringLiteral("--"), QString(QChar(0x2013)));
    QString html;
    for (const QChar c : plain)
        html += c.unicode() < 128 ? QString(c) : QStringLiteral("&#%1;").arg(c.unicode());
    return html;
}

// APA's sentence case: every letter lower case but the first of the title and of a subtitle (after
// ": " or "? "); what the file puts in braces stays as it is.
QString sentenceCase(const QString &title)
{
    QString out;
    int depth = 0;
    bool capitalise = true;
    for (qsizetype i = 0; i < title.size(); ++i) {
        const QChar c = title[i];
        if (c == QLatin1Char('{')) {
            ++depth;
            capitalise = false;
        } else if (c == QLatin1Char('}')) {
            --depth;
        } else if (depth == 0 && c.isLetter()) {
            out += capitalise ? c.toUpper() : c.toLower();
            capitalise = false;
            continue;
        } else if (depth == 0 && (c == QLatin1Char(':') || c == QLatin1Char('?'))) {
            capitalise = true;
        }
        out += c;
    }
    return out;
}

struct Author {
    QString family; ///< HTML
    QString initials;
};

// "Chang, Kai-Wei and Zou, James Y." -> Chang, K.-W.; Zou, J. Y.
QList<Author> authorsOf(const QString &field)
{
    QList<Author> authors;
    for (const QString &name : field.split(QStringLiteral(" and "), Qt::SkipEmptyParts)) {
        const qsizetype comma = name.indexOf(QLatin1Char(','));
        Author author{toHtml(name.left(comma).trimmed()), {}};
        QStringList initials;
        for (const QString &given : resolveAccents(name.mid(comma + 1)).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            QStringList parts;
            for (const QString &part : given.split(QLatin1Char('-'), Qt::SkipEmptyParts))
                parts.append(toHtml(part.left(1)) + QLatin1Char('.'));
            initials.append(parts.join(QLatin1Char('-')));
        }
        author.initials = initials.join(QLatin1Char(' '));
        authors.append(author);
    }
    return authors;
}

QString field(const BibEntry &entry, const char *name)
{
    const auto it = entry.fields.find(QLatin1String(name));
    return it == entry.fields.end() ? QString() : it->second;
}

// A title up to its subtitle, as an in-text citation names a work without authors.
QString titleOnly(const BibEntry &entry)
{
    return toHtml(field(entry, "title").section(QLatin1Char(':'), 0, 0));
}

// The in-text form: "Holm, 1979", "Benjamini &amp; Hochberg, 1995", "Caliskan et al., 2017"; a work
// without authors by its title (up to a subtitle).
QString inTextOf(const BibEntry &entry, const QList<Author> &authors)
{
    const QString year = field(entry, "year");
    if (authors.isEmpty()) // APA 7: the title in quotation marks, the comma inside them
        return QStringLiteral("&#8220;%1,&#8221; %2").arg(titleOnly(entry), year);
    if (authors.size() == 1)
        return authors[0].family + QStringLiteral(", ") + year;
    if (authors.size() == 2)
        return authors[0].family + QStringLiteral(" &amp; ") + authors[1].family + QStringLiteral(", ") + year;
    return authors[0].family + QStringLiteral(" et al., ") + year;
}

// The narrative form: "Holm (1979)", "Benjamini and Hochberg (1995)", "Caliskan et al. (2017)", a
// work without authors by its quoted title.
QString narrativeOf(const BibEntry &entry, const QList<Author> &authors)
{
    const QString year = QStringLiteral(" (") + field(entry, "year") + QLatin1Char(')');
    if (authors.isEmpty())
        return QStringLiteral("&#8220;%1&#8221;").arg(titleOnly(entry)) + year;
    if (authors.size() == 1)
        return authors[0].family + year;
    if (authors.size() == 2)
        return authors[0].family + QStringLiteral(" and ") + authors[1].family + year;
    return authors[0].family + QStringLiteral(" et al.") + year;
}

// The reference list entry, APA 7: an article, a paper in proceedings or a book.
QString entryOf(const BibEntry &entry, const QList<Author> &authors)
{
    QString title = toHtml(sentenceCase(field(entry, "title")));
    const QString year = field(entry, "year");
    const bool book = entry.type == QLatin1String("book");
    QString html;
    if (authors.isEmpty()) {
        html = QStringLiteral("<i>%1</i>. (%2). ").arg(title, year);
    } else {
        QStringList names;
        for (const Author &a : authors)
            names.append(a.family + QStringLiteral(", ") + a.initials);
        const QString last = names.takeLast();
        const QString list =
            names.isEmpty() ? last : names.join(QStringLiteral(", ")) + QStringLiteral(", &amp; ") + last;
        if (book)
            title = QStringLiteral("<i>%1</i>").arg(title);
        const bool ends = title.endsWith(QLatin1Char('?')) || title.endsWith(QLatin1Char('.'));
        html = QStringLiteral("%1 (%2). %3%4 ").arg(list, year, title, ends ? QString() : QStringLiteral("."));
    }
    const QString pages = toHtml(field(entry, "pages"));
    if (entry.type == QLatin1String("article")) {
        const QString volume = field(entry, "volume");
        const QString number = field(entry, "number");
        html += QStringLiteral("<i>%1%2</i>")
                    .arg(toHtml(field(entry, "journal")), volume.isEmpty() ? QString() : QStringLiteral(", ") + volume);
        if (!number.isEmpty())
            html += QStringLiteral("(%1)").arg(number);
        if (!pages.isEmpty())
            html += QStringLiteral(", ") + pages;
        html += QLatin1Char('.');
    } else if (book) {
        html += toHtml(field(entry, "publisher")) + QLatin1Char('.');
    } else {
        html += QStringLiteral("In <i>%1</i>").arg(toHtml(field(entry, "booktitle")));
        if (!pages.isEmpty())
            html += QStringLiteral(" (pp. %1)").arg(pages);
        html += QLatin1Char('.');
        if (const QString series = field(entry, "series"); !series.isEmpty())
            html += QLatin1Char(' ') + toHtml(series) + QLatin1Char('.');
    }
    if (const QString doi = field(entry, "doi"); !doi.isEmpty())
        html += QStringLiteral(" https://doi.org/") + doi;
    else if (const QString eprint = field(entry, "eprint"); !eprint.isEmpty())
        html += QLatin1Char(' ') + field(entry, "archiveprefix") + QLatin1Char(':') + eprint;
    return html;
}

const QHash<QString, Reference> &allReferences()
{
    static const QHash<QString, Reference> references = [] {
        QFile file(QStringLiteral(":/report/references.bib"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the report's references (:/report/references.bib) are not compiled in");
        QHash<QString, Reference> all;
        for (const BibEntry &entry : parseBibtex(QString::fromUtf8(file.readAll()))) {
            const QList<Author> authors = authorsOf(field(entry, "author"));
            all.insert(entry.key, Reference{entry.key, inTextOf(entry, authors), narrativeOf(entry, authors),
                                            entryOf(entry, authors), entry.text});
        }
        return all;
    }();
    return references;
}

} // namespace

const Reference &reference(const QString &key)
{
    const auto it = allReferences().find(key);
    if (it == allReferences().end())
        qFatal("the report cites %s, which resources/report/references.bib lacks", qPrintable(key));
    return *it;
}

int referenceCount()
{
    return static_cast<int>(allReferences().size());
}

} // namespace isoscope::ui
