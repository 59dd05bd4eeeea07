#include "ui/common/errortext.h"

#include "core/stats/weat.h"

#include <QRegularExpression>

namespace isoscope::ui {

namespace {

// The English sentence of a code (translated by ErrorText::sentence); describe() compares core's
// detail with it, so that a detail that only repeats the sentence is not shown twice.
const char *englishSentence(isoscope::ErrorCode code)
{
    using isoscope::ErrorCode;
    switch (code) {
    case ErrorCode::FileNotFound: return QT_TRANSLATE_NOOP("ErrorText", "The file does not exist.");
    case ErrorCode::NotARegularFile:
        return QT_TRANSLATE_NOOP("ErrorText", "This is a folder, a named pipe or a device, not a file.");
    case ErrorCode::FileUnreadable: return QT_TRANSLATE_NOOP("ErrorText", "The file cannot be opened or read.");
    case ErrorCode::WriteFailed: return QT_TRANSLATE_NOOP("ErrorText", "The file cannot be written.");
    case ErrorCode::NoSpace:
        return QT_TRANSLATE_NOOP("ErrorText", "The file cannot be written: there is no space left on the device.");
    case ErrorCode::CacheDamaged:
        return QT_TRANSLATE_NOOP(
            "ErrorText",
            "The embedding cache just written does not read back as it was written; the disk may be failing.");
    case ErrorCode::OutOfMemory: return QT_TRANSLATE_NOOP("ErrorText", "There is not enough memory for this data.");
    case ErrorCode::EmptyFile: return QT_TRANSLATE_NOOP("ErrorText", "The file is empty.");
    case ErrorCode::BadHeader:
        return QT_TRANSLATE_NOOP(
            "ErrorText", "The first line is not a word2vec header (the number of words and the number of dimensions).");
    case ErrorCode::WrongValueCount: return QT_TRANSLATE_NOOP("ErrorText", "This row has the wrong number of values.");
    case ErrorCode::NotANumber: return QT_TRANSLATE_NOOP("ErrorText", "A value that should be a number is not one.");
    case ErrorCode::NonFiniteValue:
        return QT_TRANSLATE_NOOP("ErrorText", "A vector holds a value that is not finite (NaN or infinity).");
    case ErrorCode::CountMismatch:
        return QT_TRANSLATE_NOOP("ErrorText", "The number of words in the header differs from the rows in the file.");
    case ErrorCode::InvalidUtf8: return QT_TRANSLATE_NOOP("ErrorText", "A word is not valid UTF-8 text.");
    case ErrorCode::EmptyWord: return QT_TRANSLATE_NOOP("ErrorText", "A row has no word before its numbers.");
    case ErrorCode::TruncatedFile:
        return QT_TRANSLATE_NOOP(
            "ErrorText", "The file ends in the middle of its data; it was probably cut short in a copy or download.");
    case ErrorCode::UnsupportedFormat:
        return QT_TRANSLATE_NOOP("ErrorText", "This variant of the file format cannot be read.");
    case ErrorCode::JsonSyntax: return QT_TRANSLATE_NOOP("ErrorText", "The file is not valid JSON.");
    case ErrorCode::BadSchema: return QT_TRANSLATE_NOOP("ErrorText", "A field is missing or has the wrong type.");
    case ErrorCode::ImpossibleResult:
        return QT_TRANSLATE_NOOP("ErrorText",
                                 "A stored result holds a value it cannot have: the file was edited or damaged.");
    case ErrorCode::InvalidArgument: return QT_TRANSLATE_NOOP("ErrorText", "A setting is outside its allowed range.");
    case ErrorCode::EmptyWordSet:
        return QT_TRANSLATE_NOOP("ErrorText", "No word of this set is in the model's vocabulary.");
    case ErrorCode::DimensionMismatch:
        return QT_TRANSLATE_NOOP("ErrorText", "The inputs have different numbers of dimensions.");
    case ErrorCode::SingularCovariance:
        return QT_TRANSLATE_NOOP("ErrorText", "Whitening cannot be computed reliably from this reference sample.");
    case ErrorCode::Cancelled: return QT_TRANSLATE_NOOP("ErrorText", "Cancelled.");
    }
    return QT_TRANSLATE_NOOP("ErrorText", "Unknown error.");
}

} // namespace

QString ErrorText::sentence(isoscope::ErrorCode code)
{
    return tr(englishSentence(code));
}

QString ErrorText::undefinedReason(const std::string &reason)
{
    if (reason == isoscope::kSameAssociationReason)
        return tr("every word has the same association s(w, A, B), so the standard deviation is 0");
    return QString::fromStdString(reason);
}

namespace {

// The technical details of the errors a user meets most (a bad row or header of an embedding
// file, a file cut short, a value that is no number), as core words them: recognised here and
// said in the user's language. The tokens captured (words and values from the file) stay as
// they are. Order matters where one pattern is the start of another.
struct DetailPattern {
    const char *regex;
    const char *text;
};
constexpr DetailPattern kDetailPatterns[] = {
    {"^expected (\\d+) numbers? as on line (\\d+), found (\\d+)$",
     QT_TRANSLATE_NOOP("ErrorText", "expected %1 numbers as on line %2, found %3")},
    {"^expected (\\d+) numbers? as the header says, found (\\d+)$",
     QT_TRANSLATE_NOOP("ErrorText", "expected %1 numbers as the header says, found %2")},
    {"^expected numbers after the word, found none$",
     QT_TRANSLATE_NOOP("ErrorText", "expected numbers after the word, found none")},
    {"^found more than (\\d+) numbers, the most supported$",
     QT_TRANSLATE_NOOP("ErrorText", "found more than %1 numbers, the most supported")},
    {"^line longer than (\\d+) MiB; is this a text file\\?$",
     QT_TRANSLATE_NOOP("ErrorText", "line longer than %1 MiB; is this a text file?")},
    {"^the header says (\\d+) words?, found (\\d+) rows?$",
     QT_TRANSLATE_NOOP("ErrorText", "the header says %1 words, found %2 rows")},
    {"^the header says (\\d+) words?, found (\\d+) rows? \\(the data ends at byte (\\d+)\\)$",
     QT_TRANSLATE_NOOP("ErrorText", "the header says %1 words, found %2 rows (the data ends at byte %3)")},
    {"^the header says (\\d+) words?, but more data follows the last of them, at byte (\\d+)$",
     QT_TRANSLATE_NOOP("ErrorText", "the header says %1 words, but more data follows the last of them, at byte %2")},
    {"^the header says 0 words and no rows follow$",
     QT_TRANSLATE_NOOP("ErrorText", "the header says 0 words and no rows follow")},
    {"^the header says 0 words$", QT_TRANSLATE_NOOP("ErrorText", "the header says 0 words")},
    {"^the file holds only blank lines$", QT_TRANSLATE_NOOP("ErrorText", "the file holds only blank lines")},
    {"^'(.*)' is not a number \\(the file looks binary; is it word2vec binary\\?\\)$",
     QT_TRANSLATE_NOOP("ErrorText", "‘%1’ is not a number (the file looks binary; is it word2vec binary?)")},
    {"^'(.*)' is not a number$", QT_TRANSLATE_NOOP("ErrorText", "‘%1’ is not a number")},
    {"^'(.*)' is not a finite float$", QT_TRANSLATE_NOOP("ErrorText", "‘%1’ is not a finite number")},
    {"^the word is not valid UTF-8$", QT_TRANSLATE_NOOP("ErrorText", "the word is not valid UTF-8")},
    {"^the row starts with a space or tab, so its word is empty$",
     QT_TRANSLATE_NOOP("ErrorText", "the row starts with a space or tab, so its word is empty")},
    {"^expected a header 'count dims', found '(.*)'$",
     QT_TRANSLATE_NOOP("ErrorText", "expected a header “count dims”, found ‘%1’")},
    {"^the file ends inside row (\\d+) at byte (\\d+): expected (\\d+) float32 values \\((\\d+) bytes\\) after the "
     "word, found (\\d+) bytes?$",
     QT_TRANSLATE_NOOP("ErrorText", "the file ends inside row %1 at byte %2: expected %3 float32 values (%4 bytes) "
                                    "after the word, found %5 bytes")},
    {"^the file ends inside row (\\d+), which starts at byte (\\d+): expected a word, a space and (\\d+) float32 "
     "values$",
     QT_TRANSLATE_NOOP("ErrorText", "the file ends inside row %1, which starts at byte %2: expected a word, a space "
                                    "and %3 float32 values")},
    {"^row (\\d+), value (\\d+) at byte (\\d+) is (.*)$",
     QT_TRANSLATE_NOOP("ErrorText", "row %1, value %2 at byte %3 is %4")},
    {"^not enough memory$", QT_TRANSLATE_NOOP("ErrorText", "not enough memory")},
};

} // namespace

QString ErrorText::detail(const std::string &detail)
{
    const QString text = QString::fromStdString(detail);
    for (const DetailPattern &pattern : kDetailPatterns) {
        const QRegularExpression regex(QString::fromUtf8(pattern.regex));
        const QRegularExpressionMatch match = regex.match(text);
        if (!match.hasMatch())
            continue;
        const QString translated = tr(pattern.text);
        if (translated == QString::fromUtf8(pattern.text))
            return text; // English (or no translation): core's own words
        // All at once, so that a token holding "%2" stays as it is.
        const auto c = [&match](int i) { return match.captured(i); };
        switch (match.lastCapturedIndex()) {
        case 0: return translated;
        case 1: return translated.arg(c(1));
        case 2: return translated.arg(c(1), c(2));
        case 3: return translated.arg(c(1), c(2), c(3));
        case 4: return translated.arg(c(1), c(2), c(3), c(4));
        default: return translated.arg(c(1), c(2), c(3), c(4), c(5));
        }
    }
    // Core's words, marked as such where the window speaks another language.
    const QString marked = tr("in English: %1");
    return marked == QStringLiteral("in English: %1") ? text : marked.arg(text);
}

QString ErrorText::describe(const isoscope::Error &error)
{
    QString text = sentence(error.code);
    if (!error.word.empty())
        text = tr("“%1”: %2").arg(QString::fromStdString(error.word), text);
    const auto plain = [](QString text) {
        text = text.trimmed().toLower();
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
        return text;
    };
    // "the file is empty" after "The file is empty." says nothing more.
    if (!error.detail.empty()
        && plain(QString::fromStdString(error.detail)) != plain(QString::fromLatin1(englishSentence(error.code)))) {
        // The frame below ends the sentence again (with "." or "。").
        if (text.endsWith(QLatin1Char('.')) || text.endsWith(QChar(0x3002)))
            text.chop(1);
        text = tr("%1 (%2).").arg(text, detail(error.detail));
    }
    if (error.file.empty())
        return text;
    const QString file = QString::fromStdString(error.file);
    if (error.line > 0)
        return tr("%1, line %2: %3").arg(file, QString::number(error.line), text);
    return tr("%1: %2").arg(file, text);
}

} // namespace isoscope::ui
