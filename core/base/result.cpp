#include "core/base/result.h"

namespace isoscope {

std::string_view errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::FileNotFound: return "file_not_found";
    case ErrorCode::NotARegularFile: return "not_a_regular_file";
    case ErrorCode::FileUnreadable: return "file_unreadable";
    case ErrorCode::WriteFailed: return "write_failed";
    case ErrorCode::NoSpace: return "no_space";
    case ErrorCode::CacheDamaged: return "cache_damaged";
    case ErrorCode::OutOfMemory: return "out_of_memory";
    case ErrorCode::EmptyFile: return "empty_file";
    case ErrorCode::BadHeader: return "bad_header";
    case ErrorCode::WrongValueCount: return "wrong_value_count";
    case ErrorCode::NotANumber: return "not_a_number";
    case ErrorCode::NonFiniteValue: return "non_finite_value";
    case ErrorCode::CountMismatch: return "count_mismatch";
    case ErrorCode::InvalidUtf8: return "invalid_utf8";
    case ErrorCode::EmptyWord: return "empty_word";
    case ErrorCode::TruncatedFile: return "truncated_file";
    case ErrorCode::UnsupportedFormat: return "unsupported_format";
    case ErrorCode::JsonSyntax: return "json_syntax";
    case ErrorCode::BadSchema: return "bad_schema";
    case ErrorCode::ImpossibleResult: return "impossible_result";
    case ErrorCode::InvalidArgument: return "invalid_argument";
    case ErrorCode::EmptyWordSet: return "empty_word_set";
    case ErrorCode::DimensionMismatch: return "dimension_mismatch";
    case ErrorCode::SingularCovariance: return "singular_covariance";
    case ErrorCode::Cancelled: return "cancelled";
    }
    return "unknown";
}

std::string describe(const Error &error)
{
    std::string text;
    if (!error.file.empty()) {
        text += error.file;
        if (error.line > 0)
            text += ':' + std::to_string(error.line);
        text += ": ";
    }
    if (!error.word.empty())
        text += "'" + error.word + "': ";
    text += error.detail.empty() ? std::string(errorCodeName(error.code)) : error.detail;
    return text;
}

} // namespace isoscope
