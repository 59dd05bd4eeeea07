#include "core/report/json.h"

#include "core/base/files.h"
#include "core/base/textcase.h"

#include <cassert>
#include <charconv>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>
#include <system_error>
#include <unordered_set>

namespace isoscope {

// ---------------------------------------------------------------------------------------------
// Access

bool Json::toBool() const
{
    assert(isBool());
    return std::get<bool>(m_value);
}

double Json::toNumber() const
{
    assert(isNumber());
    return std::get<double>(m_value);
}

const std::string &Json::toString() const
{
    assert(isString());
    return std::get<std::string>(m_value);
}

const Json::Array &Json::toArray() const
{
    assert(isArray());
    return std::get<Array>(m_value);
}

Json::Array &Json::toArray()
{
    assert(isArray());
    return std::get<Array>(m_value);
}

const Json::Object &Json::toObject() const
{
    assert(isObject());
    return std::get<Object>(m_value);
}

Json::Object &Json::toObject()
{
    assert(isObject());
    return std::get<Object>(m_value);
}

const Json *Json::find(std::string_view key) const
{
    const auto *object = std::get_if<Object>(&m_value);
    if (!object)
        return nullptr;
    for (const auto &[name, value] : *object) {
        if (name == key)
            return &value;
    }
    return nullptr;
}

Json &Json::set(std::string_view key, Json value)
{
    if (isNull())
        m_value = Object{};
    auto &object = toObject();
    for (auto &[name, member] : object) {
        if (name == key) {
            member = std::move(value);
            return *this;
        }
    }
    object.emplace_back(std::string(key), std::move(value));
    return *this;
}

Json &Json::push(Json value)
{
    if (isNull())
        m_value = Array{};
    toArray().push_back(std::move(value));
    return *this;
}

// ---------------------------------------------------------------------------------------------
// UTF-8

namespace {

// Length of the well-formed UTF-8 sequence starting at text[pos] (Unicode 15, table 3-7), or 0
// if it is ill-formed. Overlong forms, encoded surrogates and values above U+10FFFF are
// ill-formed, so a string that passes can be handed to any UTF-8 consumer (QString included).
std::size_t utf8SequenceLength(std::string_view text, std::size_t pos)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(pos);
    if (lead < 0x80)
        return 1;
    std::size_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0;
        else if (lead == 0xED)
            high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90;
        else if (lead == 0xF4)
            high = 0x8F;
    } else {
        return 0;
    }
    if (pos + length > text.size())
        return 0;
    if (byte(pos + 1) < low || byte(pos + 1) > high)
        return 0;
    for (std::size_t i = 2; i < length; ++i) {
        if (byte(pos + i) < 0x80 || byte(pos + i) > 0xBF)
            return 0;
    }
    return length;
}

constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr int kMaxDepth = 512;

// ---------------------------------------------------------------------------------------------
// Parser

class Parser
{
public:
    Parser(std::string_view text, std::string_view fileName) : m_text(text), m_fileName(fileName)
    {
        if (m_text.substr(0, kBom.size()) == kBom)
            m_begin = m_pos = kBom.size();
    }

    Result<Json> run()
    {
        Json root;
        skipWhitespace();
        if (!parseValue(root, 0))
            return std::move(*m_error);
        skipWhitespace();
        if (m_pos < m_text.size()) {
            fail(m_pos, "expected end of document, found " + describeAt(m_pos));
            return std::move(*m_error);
        }
        return root;
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return m_text[m_pos]; }

    void skipWhitespace()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                break;
            ++m_pos;
        }
    }

    // What sits at a position, for "expected X, found Y".
    std::string describeAt(std::size_t pos) const
    {
        if (pos >= m_text.size())
            return "end of input";
        const auto c = static_cast<unsigned char>(m_text[pos]);
        if (c >= 0x20 && c < 0x7F)
            return std::string("'") + static_cast<char>(c) + "'";
        static constexpr char hex[] = "0123456789ABCDEF";
        return std::string("byte 0x") + hex[c >> 4] + hex[c & 0xF];
    }

    // Columns count characters, not bytes, so that they match what an editor shows for a file
    // with accented words; the BOM is invisible in editors and is not counted.
    bool fail(std::size_t pos, const std::string &what)
    {
        std::size_t line = 1;
        std::size_t column = 1;
        for (std::size_t i = m_begin; i < pos && i < m_text.size(); ++i) {
            const auto c = static_cast<unsigned char>(m_text[i]);
            if (c == '\n') {
                ++line;
                column = 1;
            } else if ((c & 0xC0) != 0x80) {
                ++column;
            }
        }
        m_error = makeError(ErrorCode::JsonSyntax, "column " + std::to_string(column) + ": " + what,
                            std::string(m_fileName), line);
        return false;
    }

    bool parseValue(Json &out, int depth)
    {
        if (atEnd())
            return fail(m_pos, "expected a value, found end of input");
        switch (peek()) {
        case '{': return parseObject(out, depth + 1);
        case '[': return parseArray(out, depth + 1);
        case '"': {
            std::string s;
            if (!parseString(s))
                return false;
            out = Json(std::move(s));
            return true;
        }
        case 't': return parseLiteral("true", Json(true), out);
        case 'f': return parseLiteral("false", Json(false), out);
        case 'n': return parseLiteral("null", Json(), out);
        default:
            if (peek() == '-' || (peek() >= '0' && peek() <= '9'))
                return parseNumber(out);
            return fail(m_pos, "expected a value, found " + describeAt(m_pos));
        }
    }

    bool parseLiteral(std::string_view word, Json value, Json &out)
    {
        for (std::size_t i = 0; i < word.size(); ++i) {
            if (m_pos + i >= m_text.size() || m_text[m_pos + i] != word[i])
                return fail(m_pos + i, "expected '" + std::string(word) + "', found " + describeAt(m_pos + i));
        }
        m_pos += word.size();
        out = std::move(value);
        return true;
    }

    bool checkDepth(int depth)
    {
        // Recursion is bounded here so that a hostile file of nested brackets cannot overflow
        // the stack (of a worker thread, which may be small).
        if (depth > kMaxDepth)
            return fail(m_pos, "nesting deeper than " + std::to_string(kMaxDepth) + " levels");
        return true;
    }

    bool parseArray(Json &out, int depth)
    {
        if (!checkDepth(depth))
            return false;
        ++m_pos; // '['
        Json::Array array;
        skipWhitespace();
        if (!atEnd() && peek() == ']') {
            ++m_pos;
            out = Json(std::move(array));
            return true;
        }
        for (;;) {
            skipWhitespace();
            if (!isValueStart()) {
                return fail(m_pos, std::string(array.empty() ? "expected a value or ']'" : "expected a value")
                                       + ", found " + describeAt(m_pos));
            }
            Json element;
            if (!parseValue(element, depth))
                return false;
            array.push_back(std::move(element));
            skipWhitespace();
            if (atEnd())
                return fail(m_pos, "expected ',' or ']', found end of input");
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == ']') {
                ++m_pos;
                out = Json(std::move(array));
                return true;
            }
            return fail(m_pos, "expected ',' or ']', found " + describeAt(m_pos));
        }
    }

    bool isValueStart() const
    {
        if (atEnd())
            return false;
        const char c = peek();
        return c == '{' || c == '[' || c == '"' || c == 't' || c == 'f' || c == 'n' || c == '-'
               || (c >= '0' && c <= '9');
    }

    bool parseObject(Json &out, int depth)
    {
        if (!checkDepth(depth))
            return false;
        ++m_pos; // '{'
        Json::Object object;
        // Filled only once an object grows large: a linear search is cheaper for the small objects
        // that dominate, and a hash keeps a hostile object of 100,000 keys from being quadratic.
        std::unordered_set<std::string> keys;
        skipWhitespace();
        if (!atEnd() && peek() == '}') {
            ++m_pos;
            out = Json(std::move(object));
            return true;
        }
        for (;;) {
            skipWhitespace();
            if (atEnd() || peek() != '"') {
                const char *expected = object.empty() ? "expected a string key or '}'" : "expected a string key";
                return fail(m_pos, std::string(expected) + ", found " + describeAt(m_pos));
            }
            const std::size_t keyPos = m_pos;
            std::string key;
            if (!parseString(key))
                return false;
            if (isDuplicate(object, keys, key))
                return fail(keyPos, "duplicate key \"" + key + "\" (expected each key once in an object)");
            skipWhitespace();
            if (atEnd() || peek() != ':')
                return fail(m_pos, "expected ':', found " + describeAt(m_pos));
            ++m_pos;
            skipWhitespace();
            Json value;
            if (!parseValue(value, depth))
                return false;
            object.emplace_back(std::move(key), std::move(value));
            skipWhitespace();
            if (atEnd())
                return fail(m_pos, "expected ',' or '}', found end of input");
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == '}') {
                ++m_pos;
                out = Json(std::move(object));
                return true;
            }
            return fail(m_pos, "expected ',' or '}', found " + describeAt(m_pos));
        }
    }

    static bool isDuplicate(const Json::Object &object, std::unordered_set<std::string> &keys, const std::string &key)
    {
        constexpr std::size_t linearLimit = 16;
        if (object.size() < linearLimit) {
            for (const auto &member : object) {
                if (member.first == key)
                    return true;
            }
            return false;
        }
        if (keys.empty()) {
            for (const auto &member : object)
                keys.insert(member.first);
        }
        return !keys.insert(key).second;
    }

    static int hexValue(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    // Reads the four hex digits after "\u" (m_pos is on the 'u').
    bool parseHex4(char32_t &out)
    {
        out = 0;
        for (std::size_t i = 1; i <= 4; ++i) {
            const std::size_t at = m_pos + i;
            const int v = at < m_text.size() ? hexValue(m_text[at]) : -1;
            if (v < 0)
                return fail(at, "expected 4 hex digits after \\u, found " + describeAt(at));
            out = out * 16 + static_cast<char32_t>(v);
        }
        m_pos += 5;
        return true;
    }

    bool parseString(std::string &out)
    {
        ++m_pos; // opening quote
        for (;;) {
            // Copy a run of ordinary ASCII in one go: most strings are nothing else.
            const std::size_t runStart = m_pos;
            while (m_pos < m_text.size()) {
                const auto c = static_cast<unsigned char>(m_text[m_pos]);
                if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80)
                    break;
                ++m_pos;
            }
            out.append(m_text.substr(runStart, m_pos - runStart));
            if (atEnd())
                return fail(m_pos, "expected '\"' to close the string, found end of input");
            const auto c = static_cast<unsigned char>(peek());
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c < 0x20)
                return fail(m_pos, "expected an escape sequence instead of the raw control character U+00"
                                       + hex4(c).substr(2) + " in the string");
            if (c >= 0x80) {
                const std::size_t length = utf8SequenceLength(m_text, m_pos);
                if (length == 0)
                    return fail(m_pos, "expected valid UTF-8 in the string, found " + describeAt(m_pos));
                out.append(m_text.substr(m_pos, length));
                m_pos += length;
                continue;
            }
            // Backslash.
            const std::size_t escapePos = m_pos;
            ++m_pos;
            if (atEnd())
                return fail(m_pos, "expected an escape character after '\\', found end of input");
            switch (peek()) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                char32_t cp = 0;
                if (!parseHex4(cp))
                    return false;
                if (cp >= 0xDC00 && cp <= 0xDFFF)
                    return fail(escapePos, "expected a high surrogate before low surrogate \\u" + hex4(cp));
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    const std::size_t lowPos = m_pos;
                    if (m_pos + 1 >= m_text.size() || m_text[m_pos] != '\\' || m_text[m_pos + 1] != 'u')
                        return fail(lowPos,
                                    "expected a low surrogate \\uDC00-\\uDFFF after high surrogate \\u" + hex4(cp));
                    ++m_pos; // onto the 'u'
                    char32_t low = 0;
                    if (!parseHex4(low))
                        return false;
                    if (low < 0xDC00 || low > 0xDFFF)
                        return fail(lowPos, "expected a low surrogate \\uDC00-\\uDFFF after high surrogate \\u"
                                                + hex4(cp) + ", found \\u" + hex4(low));
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                appendUtf8(out, cp);
                continue; // parseHex4 has moved past the digits
            }
            default:
                return fail(m_pos, "expected an escape character (one of \"\\/bfnrtu), found " + describeAt(m_pos));
            }
            ++m_pos;
        }
    }

    static std::string hex4(char32_t cp)
    {
        static constexpr char hex[] = "0123456789ABCDEF";
        std::string s(4, '0');
        for (int i = 3; i >= 0; --i, cp >>= 4)
            s[static_cast<std::size_t>(i)] = hex[cp & 0xF];
        return s;
    }

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }

    bool parseNumber(Json &out)
    {
        const std::size_t start = m_pos;
        const bool negative = peek() == '-';
        if (negative)
            ++m_pos;
        if (atEnd() || !isDigit(peek()))
            return fail(m_pos, "expected a digit after '-', found " + describeAt(m_pos));
        // Decimal exponent of the leading significant digit, to tell overflow from underflow
        // when from_chars reports a value out of range.
        long long magnitude = 0;
        bool significant = false;
        const std::size_t intStart = m_pos;
        if (peek() == '0') {
            ++m_pos;
            if (!atEnd() && isDigit(peek()))
                return fail(m_pos, "expected '.', 'e' or the end of the number after a leading zero, found "
                                       + describeAt(m_pos));
        } else {
            while (!atEnd() && isDigit(peek()))
                ++m_pos;
            significant = true;
            magnitude = static_cast<long long>(m_pos - intStart) - 1;
        }
        if (!atEnd() && peek() == '.') {
            ++m_pos;
            if (atEnd() || !isDigit(peek()))
                return fail(m_pos, "expected a digit after '.', found " + describeAt(m_pos));
            const std::size_t fracStart = m_pos;
            while (!atEnd() && isDigit(peek())) {
                if (!significant && peek() != '0') {
                    significant = true;
                    magnitude = -static_cast<long long>(m_pos - fracStart) - 1;
                }
                ++m_pos;
            }
        }
        long long exponent = 0;
        if (!atEnd() && (peek() == 'e' || peek() == 'E')) {
            ++m_pos;
            bool negativeExponent = false;
            if (!atEnd() && (peek() == '+' || peek() == '-')) {
                negativeExponent = peek() == '-';
                ++m_pos;
            }
            if (atEnd() || !isDigit(peek()))
                return fail(m_pos, "expected a digit in the exponent, found " + describeAt(m_pos));
            while (!atEnd() && isDigit(peek())) {
                if (exponent < 1'000'000'000)
                    exponent = exponent * 10 + (peek() - '0');
                ++m_pos;
            }
            if (negativeExponent)
                exponent = -exponent;
        }
        double value = 0;
        const char *first = m_text.data() + start;
        const char *last = m_text.data() + m_pos;
        const auto [ptr, ec] = std::from_chars(first, last, value);
        if (ec == std::errc::result_out_of_range) {
            // Too small to represent: the nearest double is zero, as in every other reader.
            if (!significant || magnitude + exponent < 0) {
                out = Json(negative ? -0.0 : 0.0);
                return true;
            }
            return fail(start, "number " + std::string(first, last)
                                   + " is too large for a double (expected a magnitude below 1.8e308)");
        }
        if (ec != std::errc() || ptr != last)
            return fail(start, "expected a number, found " + describeAt(start)); // not reached for valid grammar
        out = Json(value);
        return true;
    }

    std::string_view m_text;
    std::string_view m_fileName;
    std::size_t m_begin = 0;
    std::size_t m_pos = 0;
    std::optional<Error> m_error;
};

// ---------------------------------------------------------------------------------------------
// Writer

void writeString(std::string &out, const std::string &s)
{
    static constexpr char hex[] = "0123456789abcdef";
    out += '"';
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
            ++i;
        } else if (c < 0x20) {
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 0xF];
            ++i;
        } else if (c < 0x80) {
            out += static_cast<char>(c);
            ++i;
        } else if (const std::size_t length = utf8SequenceLength(s, i); length > 0) {
            out.append(s, i, length);
            i += length;
        } else {
            // Written as U+FFFD so that whatever we write can always be read back.
            out += "\xEF\xBF\xBD";
            ++i;
        }
    }
    out += '"';
}

void writeNumber(std::string &out, double x)
{
    if (!std::isfinite(x)) {
        out += "null";
        return;
    }
    char buffer[32];
    constexpr double twoTo53 = 9007199254740992.0;
    std::to_chars_result r;
    // Integral values as integers ("1000000000000000", not "1e+15"); -0 keeps its sign through
    // the shortest form.
    if (std::fabs(x) < twoTo53 && x == std::trunc(x) && !(x == 0 && std::signbit(x)))
        r = std::to_chars(buffer, buffer + sizeof buffer, static_cast<long long>(x));
    else
        r = std::to_chars(buffer, buffer + sizeof buffer, x);
    out.append(buffer, r.ptr);
}

void newline(std::string &out, int indent, int level)
{
    out += '\n';
    out.append(static_cast<std::size_t>(indent) * static_cast<std::size_t>(level), ' ');
}

void writeValue(std::string &out, const Json &value, int indent, int level)
{
    switch (value.type()) {
    case Json::Type::Null: out += "null"; return;
    case Json::Type::Bool: out += value.toBool() ? "true" : "false"; return;
    case Json::Type::Number: writeNumber(out, value.toNumber()); return;
    case Json::Type::String: writeString(out, value.toString()); return;
    case Json::Type::Array: {
        const auto &array = value.toArray();
        if (array.empty()) {
            out += "[]";
            return;
        }
        // Number vectors (explained-variance ratios, sizes, matrix rows) stay on one line each,
        // or a results file would be thousands of lines of single numbers.
        bool allNumbers = true;
        for (const auto &element : array)
            allNumbers = allNumbers && element.isNumber();
        const bool pretty = indent >= 0 && !allNumbers;
        out += '[';
        for (std::size_t i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += (indent >= 0 && !pretty) ? ", " : ",";
            if (pretty)
                newline(out, indent, level + 1);
            writeValue(out, array[i], indent, level + 1);
        }
        if (pretty)
            newline(out, indent, level);
        out += ']';
        return;
    }
    case Json::Type::Object: {
        const auto &object = value.toObject();
        if (object.empty()) {
            out += "{}";
            return;
        }
        out += '{';
        for (std::size_t i = 0; i < object.size(); ++i) {
            if (i > 0)
                out += ',';
            if (indent >= 0)
                newline(out, indent, level + 1);
            writeString(out, object[i].first);
            out += indent >= 0 ? ": " : ":";
            writeValue(out, object[i].second, indent, level + 1);
        }
        if (indent >= 0)
            newline(out, indent, level);
        out += '}';
        return;
    }
    }
}

} // namespace

std::string Json::dump(int indent) const
{
    std::string out;
    writeValue(out, *this, indent, 0);
    return out;
}

Result<Json> Json::parse(std::string_view text, std::string_view fileName)
{
    return Parser(text, fileName).run();
}

Result<Json> Json::parseFile(const std::filesystem::path &path)
{
    auto text = readWholeFile(path);
    if (!text)
        return text.error();
    return parse(text.value(), path.string());
}

} // namespace isoscope
