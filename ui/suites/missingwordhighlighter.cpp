#include "ui/suites/missingwordhighlighter.h"

#include <QRegularExpression>
#include <QTextCharFormat>

namespace isoscope::ui {

MissingWordHighlighter::MissingWordHighlighter(QTextDocument *document, Predicate isMissing)
    : QSyntaxHighlighter(document), m_isMissing(std::move(isMissing))
{}

void MissingWordHighlighter::highlightBlock(const QString &text)
{
    QTextCharFormat missing;
    missing.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    missing.setUnderlineColor(QColor(0xc0, 0x1c, 0x28));
    missing.setForeground(QColor(0xc0, 0x1c, 0x28));
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(QLatin1Char(','), start);
        if (end < 0)
            end = text.size();
        const QString token = text.mid(start, end - start);
        const QString word = token.trimmed();
        if (!word.isEmpty() && m_isMissing && m_isMissing(word)) {
            const qsizetype offset = token.indexOf(word);
            setFormat(static_cast<int>(start + offset), static_cast<int>(word.size()), missing);
        }
        start = end + 1;
    }
}

QStringList splitWordList(const QString &text)
{
    QStringList words;
    static const QRegularExpression separators(QStringLiteral("[,\\n]"));
    for (const QString &part : text.split(separators)) {
        const QString word = part.trimmed();
        if (!word.isEmpty())
            words.append(word);
    }
    return words;
}

} // namespace isoscope::ui
