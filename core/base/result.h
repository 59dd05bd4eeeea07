#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace isoscope {

/// What went wrong, as a code the user interface can translate. The English text made by
/// describe() is for the command-line tool and logs; ui/ builds its own sentences from the code
/// and the context fields of Error.
enum class ErrorCode {
    // Files
    FileNotFound,    ///< The path does not exist.
    NotARegularFile, ///< The path is a directory, a named pipe or a device.
    FileUnreadable,  ///< The file exists but cannot be opened or read.
    WriteFailed,     ///< An output file could not be written.
    NoSpace,         ///< An output file could not be written: the device (or the quota) is full.
    CacheDamaged,    ///< An embedding cache just written does not read back as written (a failing disk).
    OutOfMemory,     ///< The data would need more memory than this computer has, or an allocation failed.
    // Content of embedding and data files
    EmptyFile,         ///< The file holds no data.
    BadHeader,         ///< A word2vec header line is not "count dims" or its numbers are implausible.
    WrongValueCount,   ///< A row has more or fewer numbers than the model's dimension.
    NotANumber,        ///< A token that should be a number is not one.
    NonFiniteValue,    ///< NaN or infinity in a vector.
    CountMismatch,     ///< The header's word count disagrees with the rows found.
    InvalidUtf8,       ///< A word is not valid UTF-8.
    EmptyWord,         ///< A row starts with a separator, so its word is empty.
    TruncatedFile,     ///< The file ends in the middle of its data (cut short by a copy or download).
    UnsupportedFormat, ///< A variant of a format that is not read (a NumPy dtype, Fortran order, gzipped HDF5).
    JsonSyntax,        ///< A JSON document does not parse.
    BadSchema,         ///< A document parses but lacks a field or has a field of the wrong type.
    /// A stored result holds a value the computation it claims to come from cannot give (a p-value
    /// of -3, a d outside what its associations allow): the document was edited or damaged.
    ImpossibleResult,
    // Analysis
    InvalidArgument,    ///< An option or parameter is outside its domain.
    EmptyWordSet,       ///< After dropping missing words, a WEAT set has no word left.
    DimensionMismatch,  ///< Two inputs that must share a dimension do not.
    SingularCovariance, ///< Whitening is impossible: an eigenvalue plus epsilon is not positive.
    Cancelled,          ///< The user cancelled a long operation.
};

/// Stable identifier of a code (used in JSON output and tests), e.g. "wrong_value_count".
std::string_view errorCodeName(ErrorCode code);

/// An error with the context needed to say what is wrong and where.
struct Error {
    ErrorCode code = ErrorCode::InvalidArgument;
    std::string detail;   ///< Technical detail in English, e.g. "expected 100 numbers, found 99".
    std::string file;     ///< The file concerned, if any.
    std::size_t line = 0; ///< 1-based line number in that file; 0 when not applicable.
    std::string word;     ///< The word or set name concerned, if any.
};

/// One line of English: "file:line: word 'w': detail".
std::string describe(const Error &error);

/// A value or an Error. Core functions return this instead of throwing, so that no exception
/// ever crosses a thread boundary.
template <typename T>
class [[nodiscard]] Result
{
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_state); }
    const T &value() const & { return std::get<0>(m_state); }
    T &&value() && { return std::get<0>(std::move(m_state)); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

    const Error &error() const { return std::get<1>(m_state); }

private:
    std::variant<T, Error> m_state;
};

/// Success without a value, or an Error.
template <>
class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)), m_ok(false) {}

    bool ok() const { return m_ok; }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return m_error; }

private:
    Error m_error;
    bool m_ok = true;
};

/// Shorthand for building an Error in a return statement.
inline Error makeError(ErrorCode code, std::string detail, std::string file = {}, std::size_t line = 0,
                       std::string word = {})
{
    return Error{code, std::move(detail), std::move(file), line, std::move(word)};
}

} // namespace isoscope
