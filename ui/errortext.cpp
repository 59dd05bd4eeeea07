#include "ui/errortext.h"

#include "core/stats/weat.h"

namespace isoscope::ui {

QString ErrorText::sentence(isoscope::ErrorCode code)
{
    using isoscope::ErrorCode;
    switch (code) {
    case ErrorCode::FileNotFound: return tr("The file does not exist.");
    case ErrorCode::NotARegularFile: return tr("This is a folder or a device, not a file.");
    case ErrorCode::FileUnreadable: return tr("The file cannot be opened or read.");
    case ErrorCode::WriteFailed: return tr("The file cannot be written.");
    case ErrorCode::NoSpace:
        return tr("The file cannot be written: there is no space left on the device.");
    case ErrorCode::CacheDamaged:
        return tr("The embedding cache just written does not read back as it was written; the disk may be failing.");
    case ErrorCode::OutOfMemory: return tr("There is not enough memory for this data.");
    case ErrorCode::EmptyFile: return tr("The file is empty.");
    case ErrorCode::BadHeader:
        return tr("The first line is not a word2vec header (the number of words and the number of dimensions).");
    case ErrorCode::WrongValueCount: return tr("This row has the wrong number of values.");
    case ErrorCode::NotANumber: return tr("A value that should be a number is not one.");
    case ErrorCode::NonFiniteValue: return tr("A vector holds a value that is not finite (NaN or infinity).");
    case ErrorCode::CountMismatch: return tr("The number of words in the header differs from the rows in the file.");
    case ErrorCode::InvalidUtf8: return tr("A word is not valid UTF-8 text.");
    case ErrorCode::EmptyWord: return tr("A row has no word before its numbers.");
    case ErrorCode::TruncatedFile:
        return tr("The file ends in the middle of its data; it was probably cut short in a copy or download.");
    case ErrorCode::UnsupportedFormat: return tr("This variant of the file format cannot be read.");
    case ErrorCode::JsonSyntax: return tr("The file is not valid JSON.");
    case ErrorCode::BadSchema: return tr("A field is missing or has the wrong type.");
    case ErrorCode::InvalidArgument: return tr("A setting is outside its allowed range.");
    case ErrorCode::EmptyWordSet: return tr("No word of this set is in the model's vocabulary.");
    case ErrorCode::DimensionMismatch: return tr("The inputs have different numbers of dimensions.");
    case ErrorCode::SingularCovariance:
        return tr("Whitening is impossible because the covariance matrix is singular; try a larger epsilon.");
    case ErrorCode::Cancelled: return tr("Cancelled.");
    }
    return tr("Unknown error.");
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
    if (!error.detail.empty()) {
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
