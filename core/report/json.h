#pragma once

#include "core/base/result.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace isoscope {

/// A JSON value (RFC 8259) for the suites, results and study files. Objects keep the order in
/// which keys were inserted, so that written files read in a stable, meaningful order.
class Json
{
public:
    using Array = std::vector<Json>;
    using Object = std::vector<std::pair<std::string, Json>>;
    enum class Type { Null, Bool, Number, String, Array, Object };

    Json() = default;                        ///< null
    Json(std::nullptr_t) {}
    Json(bool b) : m_value(b) {}
    Json(double d) : m_value(d) {}           ///< NaN and infinities are written as null.
    Json(int i) : m_value(static_cast<double>(i)) {}
    Json(long i) : m_value(static_cast<double>(i)) {}
    Json(long long i) : m_value(static_cast<double>(i)) {}
    Json(unsigned i) : m_value(static_cast<double>(i)) {}
    Json(unsigned long i) : m_value(static_cast<double>(i)) {}
    Json(unsigned long long i) : m_value(static_cast<double>(i)) {}
    Json(const char *s) : m_value(std::string(s)) {}
    Json(std::string s) : m_value(std::move(s)) {}
    Json(std::string_view s) : m_value(std::string(s)) {}
    Json(Array a) : m_value(std::move(a)) {}
    Json(Object o) : m_value(std::move(o)) {}

    static Json array() { return Json(Array{}); }
    static Json object() { return Json(Object{}); }
    /// An array of numbers or strings.
    template <typename T>
    static Json arrayOf(const std::vector<T> &values)
    {
        Array a;
        a.reserve(values.size());
        for (const auto &v : values)
            a.emplace_back(v);
        return Json(std::move(a));
    }

    Type type() const { return static_cast<Type>(m_value.index()); }
    bool isNull() const { return type() == Type::Null; }
    bool isBool() const { return type() == Type::Bool; }
    bool isNumber() const { return type() == Type::Number; }
    bool isString() const { return type() == Type::String; }
    bool isArray() const { return type() == Type::Array; }
    bool isObject() const { return type() == Type::Object; }

    /// Typed access; calling the wrong one for the type is a programming error (asserts).
    bool toBool() const;
    double toNumber() const;
    const std::string &toString() const;
    const Array &toArray() const;
    Array &toArray();
    const Object &toObject() const;
    Object &toObject();

    /// Object member lookup: nullptr if this is not an object or has no such key.
    const Json *find(std::string_view key) const;
    /// Sets (or replaces) a member of an object, keeping insertion order; a null value becomes an
    /// empty object first. Returns *this.
    Json &set(std::string_view key, Json value);
    /// Appends to an array; a null value becomes an empty array first. Returns *this.
    Json &push(Json value);

    /// Serialises. indent < 0: compact on one line; otherwise pretty with that many spaces, except
    /// that an array holding only numbers stays on one line ("[25, 25, 25, 25]").
    /// Numbers use the shortest text that reads back as the same double; integral values within
    /// 2^53 are written without a fraction; NaN and infinities as null. Control characters are
    /// escaped as `\u00XX`; other UTF-8 is written as is, and bytes that are not valid UTF-8 as
    /// U+FFFD, so that the output always parses.
    std::string dump(int indent = 1) const;

    /// Parses a whole document (strict RFC 8259; a leading UTF-8 byte order mark is skipped).
    /// Errors (ErrorCode::JsonSyntax) carry the 1-based line in Error::line and the 1-based
    /// column, in characters, in Error::detail ("column 7: expected ',' or '}', found ']'");
    /// fileName goes into Error::file. Also errors: a duplicate key in one object (rejected rather
    /// than silently dropping one of the values: in a hand-edited suite file it is a mistake),
    /// nesting deeper than 512 arrays/objects, invalid UTF-8 or an unpaired surrogate escape in a
    /// string, and a number too large for a double (one too small to represent reads as 0).
    static Result<Json> parse(std::string_view text, std::string_view fileName = {});
    /// Reads and parses a file. Errors FileNotFound, NotARegularFile and FileUnreadable carry the
    /// path in Error::file.
    static Result<Json> parseFile(const std::filesystem::path &path);

    friend bool operator==(const Json &a, const Json &b) { return a.m_value == b.m_value; }

private:
    std::variant<std::nullptr_t, bool, double, std::string, Array, Object> m_value;
};

} // namespace isoscope
