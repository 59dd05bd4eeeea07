#include "ui/errortext.h"

#include "core/stats/weat.h"

namespace isoscope::ui {

namespace {

// The English sentence of a code (translated by ErrorText::sentence); describe() compares core's
// detail with it, so that a detail that only repeats the sentence is not shown twice.
const char *englishSentence(isoscope::ErrorCode code)
{
    using isoscope::ErrorCode;
    switch (code) {
    case ErrorCode::FileNotFound: return QT_TRANSLATE_NOOP("ErrorText", "The file does not exist.");
    case ErrorCode::NotARegularFile: return QT_TRANSLATE_NOOP("ErrorText", "This is a folder or a device, not a file.");
    case ErrorCode::FileUnreadable: return QT_TRANSLATE_NOOP("ErrorText", "The file cannot be opened or read.");
    case ErrorCode::WriteFailed: return QT_TRANSLATE_NOOP("ErrorText", "The file cannot be written.");
    case ErrorCode::CacheDamaged:
        return QT_TRANSLATE_NOOP("ErrorText", "The embedding cache just written does not read back as it was written; the disk may be failing.");
    case ErrorCode::OutOfMemory: return QT_TRANSLATE_NOOP("ErrorText", "There is not enough memory for this data.");
    case ErrorCode::EmptyFile: return QT_TRANSLATE_NOOP("ErrorText", "The file is empty.");
    case ErrorCode::BadHeader:
        return QT_TRANSLATE_NOOP("ErrorText", "The first line is not a word2vec header (the number of words and the number of dimensions).");
    case ErrorCode::WrongValueCount: return QT_TRANSLATE_NOOP("ErrorText", "This row has the wrong number of values.");
    case ErrorCode::NotANumber: return QT_TRANSLATE_NOOP("ErrorText", "A value that should be a number is not one.");
    case ErrorCode::NonFiniteValue: return QT_TRANSLATE_NOOP("ErrorText", "A vector holds a value that is not finite (NaN or infinity).");
    case ErrorCode::CountMismatch: return QT_TRANSLATE_NOOP("ErrorText", "The number of words in the header differs from the rows in the file.");
    case ErrorCode::InvalidUtf8: return QT_TRANSLATE_NOOP("ErrorText", "A word is not valid UTF-8 text.");
    case ErrorCode::EmptyWord: return QT_TRANSLATE_NOOP("ErrorText", "A row has no word before its numbers.");
    case ErrorCode::TruncatedFile:
        return QT_TRANSLATE_NOOP("ErrorText", "The file ends in the middle of its data; it was probably cut short in a copy or download.");
    case ErrorCode::UnsupportedFormat: return QT_TRANSLATE_NOOP("ErrorText", "This variant of the file format cannot be read.");
    case ErrorCode::JsonSyntax: return QT_TRANSLATE_NOOP("ErrorText", "The file is not valid JSON.");
    case ErrorCode::BadSchema: return QT_TRANSLATE_NOOP("ErrorText", "A field is missing or has the wrong type.");
    case ErrorCode::InvalidArgument: return QT_TRANSLATE_NOOP("ErrorText", "A setting is outside its allowed range.");
    case ErrorCode::EmptyWordSet: return QT_TRANSLATE_NOOP("ErrorText", "No word of this set is in the model's vocabulary.");
    case ErrorCode::DimensionMismatch: return QT_TRANSLATE_NOOP("ErrorText", "The inputs have different numbers of dimensions.");
    case ErrorCode::SingularCovariance:
        return QT_TRANSLATE_NOOP("ErrorText", "Whitening is impossible because the covariance matrix is singular; try a larger epsilon.");
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
    if (!error.detail.empty() &&
        plain(QString::fromStdString(error.detail)) != plain(QString::fromLatin1(englishSentence(error.code)))) {
        // The frame below ends the sentence again (with "." or "。").
        if (text.endsWith(QLatin1Char('.')) || text.endsWith(QChar(0x3002)))
            text.chop(1);
        text = tr("%1 (%2).").arg(text, QString::fromStdString(error.detail));
    }
    if (error.file.empty())
        return text;
    const QString file = QString::fromStdString(error.file);
    if (error.line > 0)
        return tr("%1, line %2: %3").arg(file, QString::number(error.line), text);
    return tr("%1: %2").arg(file, text);
}

} // namespace isoscope::ui
