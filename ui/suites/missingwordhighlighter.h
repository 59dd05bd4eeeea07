#pragma once

#include <QSyntaxHighlighter>

#include <functional>

namespace isoscope::ui {

/// Underlines, as the user types, the words of a word list (separated by commas or line breaks)
/// that a model lacks.
class MissingWordHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MissingWordHighlighter)

public:
    using Predicate = std::function<bool(const QString &word)>;
    MissingWordHighlighter(QTextDocument *document, Predicate isMissing);

protected:
    void highlightBlock(const QString &text) override;

private:
    Predicate m_isMissing;
};

/// The words of a list: split at commas and line breaks, trimmed, empty ones dropped.
QStringList splitWordList(const QString &text);

} // namespace isoscope::ui
