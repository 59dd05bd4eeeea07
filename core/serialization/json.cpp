#include "core/serialization/json.h"

#include "core/base/files.h"

#include <charconv>
#include <cmath>
#include <iterator>
#include <unordered_set>

namespace isoscope {

// ---------------------------------------------------------------------------------------------
// Schema errors

void JsonSchemaError::within(std::string_view key)
{
    if (path.empty())
        path = std::string(key);
    else if (path.front() == '[')
        path = std::string(key) + path;
    else
        path = std::string(key) + "." + path;
}

void JsonSchemaError::at(std::size_t index)
{
    const std::string element = "[" + std::to_string(index) + "]";
    if (path.empty() || path.front() == '[')
        path = element + path;
    else
        path = element + "." + path;
}

void schemaFail(std::string what)
{
    throw JsonSchemaError{{}, std::move(what)};
}

std::string jsonTypeName(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return "a number";
    case Json::value_t::string: return "a string";
    case Json::value_t::array: return "an array";
    case Json::value_t::object: return "an object";
    default: return "a value";
    }
}

void detail::expectObject(const Json &value)
{
    if (!value.is_object())
        schemaFail("expected an object");
}

bool hasField(const Json &object, std::string_view key)
{
    detail::expectObject(object);
    return object.find(key) != object.end();
}

const Json &member(const Json &object, std::string_view key)
{
    detail::expectObject(object);
    const auto it = object.find(key);
    if (it == object.end())
        throw JsonSchemaError{std::string(key), "missing"};
    return *it;
}

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr std::size_t kMaxDepth = 512;

// Length of the well-formed UTF-8 sequence starting at text[pos] (Unicode 15, table 3-7), or 0 if
// it is ill-formed, so that what the writer lets through can be handed to any UTF-8 consumer.
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

// ---------------------------------------------------------------------------------------------
// Parser: nlohmann's, through a SAX handler that builds the document, rejects duplicate keys and
// deep nesting, and knows how far the lexer has read (for the position of those two errors).

// An input iterator over the text that records how far it has been advanced.
class TrackingIterator
{
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char *;
    using reference = const char &;

    TrackingIterator(const char *p, const char **reached) : m_p(p), m_reached(reached) {}
    reference operator*() const { return *m_p; }
    TrackingIterator &operator++()
    {
        ++m_p;
        *m_reached = m_p;
        return *this;
    }
    TrackingIterator operator++(int)
    {
        TrackingIterator before = *this;
        ++*this;
        return before;
    }
    bool operator==(const TrackingIterator &other) const { return m_p == other.m_p; }
    bool operator!=(const TrackingIterator &other) const { return m_p != other.m_p; }

private:
    const char *m_p;
    const char **m_reached;
};

class DocumentBuilder
{
public:
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    DocumentBuilder(std::string_view text, const char **reached) : m_text(text), m_reached(reached) {}

    bool null() { return add(Json()); }
    bool boolean(bool value) { return add(Json(value)); }
    bool number_integer(number_integer_t value) { return add(Json(value)); }
    bool number_unsigned(number_unsigned_t value) { return add(Json(value)); }
    bool number_float(number_float_t value, const string_t &) { return add(Json(value)); }
    bool string(string_t &value) { return add(Json(std::move(value))); }
    bool binary(binary_t &) { return false; } // not produced by the JSON lexer

    bool start_object(std::size_t)
    {
        if (!open(Json::object()))
            return false;
        m_keys.emplace_back();
        return true;
    }
    bool key(string_t &key)
    {
        Frame &frame = m_stack.back();
        auto &members = frame.value->get_ref<Json::object_t &>();
        // A linear search is cheaper for the small objects that dominate; a hash keeps a hostile
        // object of 100,000 keys from being quadratic.
        auto &seen = m_keys.back();
        bool duplicate = false;
        if (members.size() < 16) {
            for (const auto &m : members)
                duplicate = duplicate || m.first == key;
        } else {
            if (seen.empty())
                for (const auto &m : members)
                    seen.insert(m.first);
            duplicate = !seen.insert(key).second;
        }
        if (duplicate) {
            failAt(keyStart(), "duplicate key \"" + key + "\" (expected each key once in an object)");
            return false;
        }
        // Appended to the underlying vector: ordered_map's own insertion searches it again.
        auto &vector = static_cast<std::vector<std::pair<const std::string, Json>> &>(members);
        vector.emplace_back(std::move(key), Json());
        frame.pending = &vector.back().second;
        return true;
    }
    bool end_object()
    {
        m_stack.pop_back();
        m_keys.pop_back();
        return true;
    }
    bool start_array(std::size_t) { return open(Json::array()); }
    bool end_array()
    {
        m_stack.pop_back();
        return true;
    }

    bool parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &ex)
    {
        // position counts the bytes read, the offending one included: the column is that of the
        // character where reading stopped (the end of a token in the wrong place).
        // "[json.exception.parse_error.101] parse error at line 1, column 4: syntax error ...":
        // the position is ours to say (in characters), the rest is the reason.
        std::string what = ex.what();
        if (const auto tag = what.find("] "); what.starts_with("[json.exception.") && tag != std::string::npos)
            what.erase(0, tag + 2);
        if (const auto colon = what.find(": "); what.starts_with("parse error") && colon != std::string::npos)
            what.erase(0, colon + 2);
        failAt(position > 0 ? position - 1 : 0, what);
        return false;
    }

    Json takeRoot() { return std::move(m_root); }
    std::optional<Error> &error() { return m_error; }

    // Columns count characters, not bytes, so that they match what an editor shows for a file with
    // accented words.
    void failAt(std::size_t offset, const std::string &what)
    {
        if (m_error)
            return;
        offset = std::min(offset, m_text.size());
        std::size_t line = 1;
        std::size_t column = 1;
        for (std::size_t i = 0; i < offset; ++i) {
            const auto c = static_cast<unsigned char>(m_text[i]);
            if (c == '\n') {
                ++line;
                column = 1;
            } else if ((c & 0xC0) != 0x80) {
                ++column;
            }
        }
        m_error = makeError(ErrorCode::JsonSyntax, "column " + std::to_string(column) + ": " + what, {}, line);
    }

private:
    struct Frame {
        Json *value;
        Json *pending = nullptr; // the member whose key was read last (objects)
    };

    // Where the value goes: the root, the member just keyed, or the end of the array.
    Json *slot()
    {
        if (m_stack.empty())
            return &m_root;
        Frame &frame = m_stack.back();
        if (frame.value->is_object())
            return std::exchange(frame.pending, nullptr);
        auto &array = frame.value->get_ref<Json::array_t &>();
        array.emplace_back();
        return &array.back();
    }

    bool add(Json value)
    {
        *slot() = std::move(value);
        return true;
    }

    bool open(Json container)
    {
        // Bounded so that what reads the document afterwards (recursively) has a bounded stack.
        if (m_stack.size() >= kMaxDepth) {
            failAt(reachedOffset() - 1, "nesting deeper than " + std::to_string(kMaxDepth) + " levels");
            return false;
        }
        Json *target = slot();
        *target = std::move(container);
        m_stack.push_back(Frame{target});
        return true;
    }

    std::size_t reachedOffset() const { return static_cast<std::size_t>(*m_reached - m_text.data()); }

    // The opening quote of the key just read: the lexer stops right after its closing quote, and a
    // quote inside a key is preceded by an odd number of backslashes.
    std::size_t keyStart() const
    {
        std::size_t close = reachedOffset();
        while (close > 0 && m_text[close - 1] != '"')
            --close;
        if (close == 0)
            return 0;
        std::size_t i = close - 1; // the closing quote
        while (i > 0) {
            --i;
            if (m_text[i] != '"')
                continue;
            std::size_t backslashes = 0;
            while (backslashes < i && m_text[i - 1 - backslashes] == '\\')
                ++backslashes;
            if (backslashes % 2 == 0)
                return i;
        }
        return 0;
    }

    std::string_view m_text;
    const char **m_reached;
    Json m_root;
    std::vector<Frame> m_stack;
    std::vector<std::unordered_set<std::string>> m_keys;
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

void writeDouble(std::string &out, double x)
{
    if (!std::isfinite(x)) {
        out += "null";
        return;
    }
    char buffer[32];
    constexpr double twoTo53 = 9007199254740992.0;
    std::to_chars_result r;
    // Integral values as integers ("1000000000000000", not "1e+15"); -0 keeps its sign through the
    // shortest form.
    if (std::fabs(x) < twoTo53 && x == std::trunc(x) && !(x == 0 && std::signbit(x)))
        r = std::to_chars(buffer, buffer + sizeof buffer, static_cast<long long>(x));
    else
        r = std::to_chars(buffer, buffer + sizeof buffer, x);
    out.append(buffer, r.ptr);
}

template <typename Integer>
void writeInteger(std::string &out, Integer x)
{
    char buffer[32];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, x);
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
    case Json::value_t::null: out += "null"; return;
    case Json::value_t::boolean: out += value.get<bool>() ? "true" : "false"; return;
    case Json::value_t::number_integer: writeInteger(out, value.get<std::int64_t>()); return;
    case Json::value_t::number_unsigned: writeInteger(out, value.get<std::uint64_t>()); return;
    case Json::value_t::number_float: writeDouble(out, value.get<double>()); return;
    case Json::value_t::string: writeString(out, value.get_ref<const std::string &>()); return;
    case Json::value_t::array: {
        if (value.empty()) {
            out += "[]";
            return;
        }
        // Number vectors (explained-variance ratios, sizes, matrix rows) stay on one line each, or
        // a results file would be thousands of lines of single numbers.
        bool allNumbers = true;
        for (const auto &element : value)
            allNumbers = allNumbers && element.is_number();
        const bool pretty = indent >= 0 && !allNumbers;
        out += '[';
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (i > 0)
                out += (indent >= 0 && !pretty) ? ", " : ",";
            if (pretty)
                newline(out, indent, level + 1);
            writeValue(out, value[i], indent, level + 1);
        }
        if (pretty)
            newline(out, indent, level);
        out += ']';
        return;
    }
    case Json::value_t::object: {
        if (value.empty()) {
            out += "{}";
            return;
        }
        out += '{';
        bool first = true;
        for (const auto &[key, member] : value.items()) {
            if (!first)
                out += ',';
            first = false;
            if (indent >= 0)
                newline(out, indent, level + 1);
            writeString(out, key);
            out += indent >= 0 ? ": " : ":";
            writeValue(out, member, indent, level + 1);
        }
        if (indent >= 0)
            newline(out, indent, level);
        out += '}';
        return;
    }
    default: out += "null"; return; // binary and discarded values are never built here
    }
}

} // namespace

Result<Json> parseJson(std::string_view text, std::string_view fileName)
{
    if (text.substr(0, kBom.size()) == kBom)
        text.remove_prefix(kBom.size()); // invisible in editors, so not counted in columns
    const char *reached = text.data();
    DocumentBuilder builder(text, &reached);
    // nlohmann's lexer takes a NUL byte for the end of the input and would ignore what follows;
    // a raw NUL is never valid JSON (in a string it must be escaped), so it is refused here.
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
        builder.failAt(nul, "a NUL byte (0x00) is not allowed in JSON");
        Error error = std::move(*builder.error());
        error.file = std::string(fileName);
        return error;
    }
    const TrackingIterator first(text.data(), &reached);
    const TrackingIterator last(text.data() + text.size(), &reached);
    const bool ok = Json::sax_parse(first, last, &builder, nlohmann::json::input_format_t::json, true, false);
    if (!ok || builder.error()) {
        if (!builder.error())
            builder.failAt(static_cast<std::size_t>(reached - text.data()), "not a JSON document");
        Error error = std::move(*builder.error());
        error.file = std::string(fileName);
        return error;
    }
    return builder.takeRoot();
}

Result<Json> parseJsonFile(const std::filesystem::path &path)
{
    auto text = readWholeFile(path);
    if (!text)
        return text.error();
    return parseJson(text.value(), path.string());
}

std::string writeJson(const Json &value, int indent)
{
    std::string out;
    writeValue(out, value, indent, 0);
    return out;
}

} // namespace isoscope
