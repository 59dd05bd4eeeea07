#pragma once

#include "core/base/result.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

/// The one JSON layer of core: every file Isoscope writes or reads as JSON (results.json,
/// sensitivity.json, calibrations.json, sc-weat --json, suites files, the study file) goes through
/// these functions and through one `to_json`/`from_json` pair per core type (resultsjson.h,
/// suitesjson.h, sensitivityjson.h, calibrationsjson.h, scweatjson.h).
///
/// Adding a result type takes one pair of functions beside its peers:
///
///     void to_json(Json &j, const MyResult &r) { j = Json::object(); j["value"] = r.value; ... }
///     void from_json(const Json &j, MyResult &r) { r.value = field<double>(j, "value"); ... }
///
/// `field` and `optionalField` check the type and throw JsonSchemaError with the path of the field
/// ("models[1].dims: expected a number"); readJsonDocument turns that into a Result.
namespace isoscope {

/// nlohmann::json that keeps the order in which keys were inserted, so that written files read in
/// a stable, meaningful order.
using Json = nlohmann::ordered_json;

/// Parses a whole document (strict RFC 8259; a leading UTF-8 byte order mark is skipped).
/// Errors (ErrorCode::JsonSyntax) carry the 1-based line in Error::line and the 1-based column, in
/// characters, at the start of Error::detail ("column 7: syntax error while parsing object -
/// unexpected ']'; expected string literal"); fileName goes into Error::file. Also errors: a
/// duplicate key in one object (a hand-edited suite file with a key twice is a mistake, not a
/// choice of one value), nesting deeper than 512 arrays/objects, invalid UTF-8 or an unpaired
/// surrogate escape in a string, and a number too large for a double. Whole numbers are kept
/// exactly (64-bit signed or unsigned); others are doubles.
Result<Json> parseJson(std::string_view text, std::string_view fileName = {});
/// Reads and parses a file. Errors FileNotFound, NotARegularFile and FileUnreadable carry the path
/// in Error::file.
Result<Json> parseJsonFile(const std::filesystem::path &path);

/// Serialises in Isoscope's stable layout. indent < 0: compact on one line; otherwise pretty with
/// that many spaces, except that an array holding only numbers stays on one line
/// ("[25, 25, 25, 25]"). Integers are written exactly; a double uses the shortest text that reads
/// back as the same double, without a fraction when it is integral and below 2^53 in magnitude;
/// NaN and infinities are written as null. Control characters are escaped as `\u00XX`; other
/// UTF-8 is written as is, and bytes that are not valid UTF-8 as U+FFFD, so that the output always
/// parses.
std::string writeJson(const Json &value, int indent = 1);

/// A document that parses but does not have the shape its reader expects: where (a path such as
/// "models[1].dims", empty for the value being read) and what ("expected a number").
struct JsonSchemaError {
    std::string path;
    std::string what;

    /// The error as "path: what" (or what alone at the root).
    std::string message() const { return path.empty() ? what : path + ": " + what; }
    /// Prefixes the path with the member key or the array index under which the value sits.
    void within(std::string_view key);
    void at(std::size_t index);
};

/// Throws JsonSchemaError{"", what} for the value being read; the readers above it add the path.
[[noreturn]] void schemaFail(std::string what);

/// "null", "a boolean", "a number", "a string", "an array", "an object": for messages.
std::string jsonTypeName(const Json &value);

namespace detail {

template <typename T>
struct IsVector : std::false_type {};
template <typename T, typename A>
struct IsVector<std::vector<T, A>> : std::true_type {};
template <typename T>
struct IsOptional : std::false_type {};
template <typename T>
struct IsOptional<std::optional<T>> : std::true_type {};

void expectObject(const Json &value);

} // namespace detail

/// value converted to T, with the type checked: double ("expected a number"), bool ("expected
/// true or false"), std::string ("expected a string"), unsigned integers ("expected a whole number
/// >= 0"; exact to 2^64 - 1), int, std::optional<T> (null is nullopt), std::vector<T> (errors
/// name the index), and any type with a from_json.
template <typename T>
T jsonAs(const Json &value)
{
    if constexpr (std::is_same_v<T, Json>) {
        return value;
    } else if constexpr (std::is_same_v<T, bool>) {
        if (!value.is_boolean())
            schemaFail("expected true or false");
        return value.get<bool>();
    } else if constexpr (std::is_same_v<T, double>) {
        if (!value.is_number())
            schemaFail("expected a number");
        return value.get<double>();
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (!value.is_string())
            schemaFail("expected a string");
        return value.get<std::string>();
    } else if constexpr (std::is_integral_v<T> && std::is_unsigned_v<T>) {
        if (!value.is_number())
            schemaFail("expected a number");
        if (value.is_number_unsigned() && value.get<std::uint64_t>() <= std::numeric_limits<T>::max())
            return static_cast<T>(value.get<std::uint64_t>());
        if (value.is_number_integer() && value.get<std::int64_t>() >= 0
            && static_cast<std::uint64_t>(value.get<std::int64_t>()) <= std::numeric_limits<T>::max())
            return static_cast<T>(value.get<std::int64_t>());
        // A whole number written with a fraction or an exponent ("3.0", "1e3") is still one.
        if (value.is_number_float()) {
            const double v = value.get<double>();
            if (v >= 0 && v <= 9007199254740992.0 && v == static_cast<double>(static_cast<std::uint64_t>(v)))
                return static_cast<T>(v);
        }
        schemaFail("expected a whole number >= 0");
    } else if constexpr (std::is_integral_v<T>) {
        if (!value.is_number())
            schemaFail("expected a number");
        if (value.is_number_integer() && value.get<std::int64_t>() >= std::numeric_limits<T>::min()
            && value.get<std::int64_t>() <= std::numeric_limits<T>::max())
            return static_cast<T>(value.get<std::int64_t>());
        schemaFail("expected a whole number");
    } else if constexpr (detail::IsOptional<T>::value) {
        if (value.is_null())
            return std::nullopt;
        return jsonAs<typename T::value_type>(value);
    } else if constexpr (detail::IsVector<T>::value) {
        if (!value.is_array())
            schemaFail("expected an array");
        T out;
        out.reserve(value.size());
        for (std::size_t i = 0; i < value.size(); ++i) {
            try {
                out.push_back(jsonAs<typename T::value_type>(value[i]));
            } catch (JsonSchemaError &e) {
                e.at(i);
                throw;
            }
        }
        return out;
    } else {
        T out{};
        from_json(value, out);
        return out;
    }
}

/// Whether object (which must be an object) has the member.
bool hasField(const Json &object, std::string_view key);
/// The member key of object (which must be an object); a missing member is an error ("missing").
const Json &member(const Json &object, std::string_view key);

/// The member key of object, converted as by jsonAs; a missing member is an error ("missing").
template <typename T>
T field(const Json &object, std::string_view key)
{
    const Json &value = member(object, key);
    try {
        return jsonAs<T>(value);
    } catch (JsonSchemaError &e) {
        e.within(key);
        throw;
    }
}

/// The member key of object, or nullopt when object has no such member (null is converted as T
/// converts it: an error unless T is itself optional).
template <typename T>
std::optional<T> optionalField(const Json &object, std::string_view key)
{
    if (!hasField(object, key))
        return std::nullopt;
    return field<T>(object, key);
}

/// The enum value whose name (as nameOf writes it) is the text of value; an unknown name is an
/// error ("unknown change class 'Sable'"). The enums are scoped with int underneath, and their
/// name functions return a fallback for values they do not know, so the first values are tried.
template <typename Enum, typename NameOf>
Enum enumFromJson(const Json &value, NameOf nameOf, const char *what)
{
    const std::string text = jsonAs<std::string>(value);
    for (int i = 0; i < 64; ++i) {
        const auto candidate = static_cast<Enum>(i);
        if (nameOf(candidate) == text)
            return candidate;
    }
    schemaFail(std::string("unknown ") + what + " '" + text + "'");
}

/// The member key as an enum named by nameOf.
template <typename Enum, typename NameOf>
Enum enumField(const Json &object, std::string_view key, NameOf nameOf, const char *what)
{
    const Json &value = member(object, key);
    try {
        return enumFromJson<Enum>(value, nameOf, what);
    } catch (JsonSchemaError &e) {
        e.within(key);
        throw;
    }
}

/// A number, or null for nothing.
inline Json optionalNumber(std::optional<double> value)
{
    return value ? Json(*value) : Json();
}

/// Runs read(document) and turns a JsonSchemaError into ErrorCode::BadSchema with the path and
/// the file name ("models[1].dims: expected a number", Error::file = fileName).
template <typename Read>
auto readJsonDocument(const Json &document, std::string_view fileName, Read read) -> Result<decltype(read(document))>
{
    try {
        return read(document);
    } catch (const JsonSchemaError &e) {
        return makeError(ErrorCode::BadSchema, e.message(), std::string(fileName));
    }
}

} // namespace isoscope
