// The JSON reader and writer behind the suites, results and study files: strict RFC 8259 input
// with located errors, and output that reads back to the same values. QJsonDocument serves as an
// independent reference for what a document means.

#include "core/report/json.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <unistd.h>

using isoscope::ErrorCode;
using isoscope::Json;

namespace {

std::string toStd(const QByteArray &bytes)
{
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

QJsonValue toQt(const Json &json)
{
    switch (json.type()) {
    case Json::Type::Null: return QJsonValue(QJsonValue::Null);
    case Json::Type::Bool: return QJsonValue(json.toBool());
    case Json::Type::Number: return QJsonValue(json.toNumber());
    case Json::Type::String: return QJsonValue(QString::fromStdString(json.toString()));
    case Json::Type::Array: {
        QJsonArray array;
        for (const auto &element : json.toArray())
            array.append(toQt(element));
        return array;
    }
    case Json::Type::Object: {
        QJsonObject object;
        for (const auto &[key, value] : json.toObject())
            object.insert(QString::fromStdString(key), toQt(value));
        return object;
    }
    }
    return {};
}

QJsonValue qtRoot(const QJsonDocument &document)
{
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

std::string nested(int depth, char open, char close)
{
    return std::string(static_cast<std::size_t>(depth), open) + std::string(static_cast<std::size_t>(depth), close);
}

} // namespace

class TestJson : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void agreesWithQJsonDocument_data();
    void agreesWithQJsonDocument();
    void dumpLayout_data();
    void dumpLayout();
    void numbers_data();
    void numbers();
    void numbersRoundTripBitForBit();
    void nonFiniteNumbersAreWrittenAsNull();
    void strings_data();
    void strings();
    void stringEscapesOnDump_data();
    void stringEscapesOnDump();
    void syntaxErrors_data();
    void syntaxErrors();
    void nesting_data();
    void nesting();
    void errorsNameTheFile();
    void byteOrderMarkIsSkipped();
    void parseFile();
    void parseFileErrors();
    void memberAccess();
};

void TestJson::roundTrip_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("an empty object survives a round trip") << QByteArray("{}");
    QTest::newRow("an empty array survives a round trip") << QByteArray("[]");
    QTest::newRow("a bare scalar is a whole document") << QByteArray("42");
    QTest::newRow("a bare string is a whole document") << QByteArray("\"text\"");
    QTest::newRow("literals survive a round trip") << QByteArray("[true, false, null]");
    QTest::newRow("object members keep their order") << QByteArray(R"({"z": 1, "a": 2, "m": [3, {"b": null}]})");
    QTest::newRow("nested empty containers survive") << QByteArray(R"({"a": [], "b": {}, "c": [[], [{}]]})");
    QTest::newRow("escapes and non-ASCII survive")
        << QByteArray(R"(["\"q\"", "a\\b", "\n\t\u0001", "café", "\ud83d\ude00"])");
    QTest::newRow("numbers of every shape survive")
        << QByteArray("[0, -0, 1, -1, 0.5, 1e-300, 1.7976931348623157e308, 5e-324, 9007199254740993, 123.456e7]");
    QTest::newRow("a suite-like document survives")
        << QByteArray(R"({"suites": [{"id": "W1", "X": ["aster", "clover"], "sizes": [2, 2, 2, 2],)"
                      R"( "reference_glove840b_cbn": {"d": 1.504315, "p": 0}}]})");
}

void TestJson::roundTrip()
{
    QFETCH(QByteArray, text);
    const auto parsed = Json::parse(toStd(text));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    for (const int indent : {-1, 0, 1, 2, 4}) {
        const std::string written = parsed->dump(indent);
        const auto reread = Json::parse(written);
        QVERIFY2(reread.ok(), written.c_str());
        QVERIFY2(reread.value() == parsed.value(), written.c_str());
        // Writing is deterministic: what was read back writes the same text.
        QCOMPARE(reread->dump(indent), written);
    }
}

void TestJson::agreesWithQJsonDocument_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("a flat object means the same to Qt") << QByteArray(R"({"a": 1, "b": "two", "c": true, "d": null})");
    QTest::newRow("nested arrays mean the same to Qt") << QByteArray(R"([[1, 2], [3, [4, [5]]], []])");
    QTest::newRow("escapes mean the same to Qt")
        << QByteArray(R"(["\"", "\\", "\/", "\b", "\f", "\n", "\r", "\t", "\u00e9", "\u20AC", "\ud834\udd1e"])");
    QTest::newRow("raw UTF-8 means the same to Qt")
        << QByteArray("[\"Zo\xc3\xab\", \"\xe6\x97\xa5\xe6\x9c\xac\", \"\xf0\x9f\x98\x80\"]");
    QTest::newRow("numbers mean the same to Qt")
        << QByteArray("[0, -0.0, 1.5, -2.25e-3, 1E10, 1e+2, 0.1, 1.504315, 9007199254740992, 1e-300]");
    QTest::newRow("whitespace between tokens means nothing to Qt") << QByteArray(" \t\r\n{ \"a\" :\n[ 1 ,\t2 ] } \n");
    QTest::newRow("a results-like document means the same to Qt")
        << QByteArray(R"({"model": "glove", "raw": {"d": 1.2, "p": 0.001, "ratios": [0.1, 0.05, 0.01]},)"
                      R"( "whitened": {"d": null, "reason": "zero standard deviation"}})");
}

void TestJson::agreesWithQJsonDocument()
{
    QFETCH(QByteArray, text);
    QJsonParseError qtError;
    const QJsonDocument reference = QJsonDocument::fromJson(text, &qtError);
    QCOMPARE(qtError.error, QJsonParseError::NoError);

    const auto parsed = Json::parse(toStd(text));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    QCOMPARE(toQt(parsed.value()), qtRoot(reference));

    // What we write, Qt reads to the same values.
    for (const int indent : {-1, 1}) {
        const QByteArray written = QByteArray::fromStdString(parsed->dump(indent));
        const QJsonDocument reread = QJsonDocument::fromJson(written, &qtError);
        QCOMPARE(qtError.error, QJsonParseError::NoError);
        QCOMPARE(qtRoot(reread), qtRoot(reference));
    }
}

void TestJson::dumpLayout_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("indent");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("compact output has no spaces")
        << QByteArray(R"({ "a" : [ 1 , "x" ] , "b" : { } })") << -1 << QByteArray(R"({"a":[1,"x"],"b":{}})");
    QTest::newRow("compact number arrays have no spaces") << QByteArray("[1, 2, 3]") << -1 << QByteArray("[1,2,3]");
    QTest::newRow("pretty output indents by the given width")
        << QByteArray(R"({"a": ["x", "y"], "b": {"c": true}})") << 2
        << QByteArray("{\n  \"a\": [\n    \"x\",\n    \"y\"\n  ],\n  \"b\": {\n    \"c\": true\n  }\n}");
    QTest::newRow("arrays of numbers stay on one line when pretty")
        << QByteArray(R"({"sizes": [25, 25, 25, 25], "ratios": [0.5, 0.25]})") << 1
        << QByteArray("{\n \"sizes\": [25, 25, 25, 25],\n \"ratios\": [0.5, 0.25]\n}");
    QTest::newRow("an array mixing numbers and strings is spread out")
        << QByteArray(R"([1, "a"])") << 1 << QByteArray("[\n 1,\n \"a\"\n]");
    QTest::newRow("empty containers are written as brackets when pretty")
        << QByteArray(R"({"a": [], "b": {}})") << 1 << QByteArray("{\n \"a\": [],\n \"b\": {}\n}");
    QTest::newRow("indent zero puts each member on its own line")
        << QByteArray(R"({"a": 1, "b": 2})") << 0 << QByteArray("{\n\"a\": 1,\n\"b\": 2\n}");
    QTest::newRow("a matrix is written one row per line")
        << QByteArray("[[1, 2], [3, 4]]") << 1 << QByteArray("[\n [1, 2],\n [3, 4]\n]");
    QTest::newRow("a scalar document is written alone") << QByteArray("  true ") << 1 << QByteArray("true");
}

void TestJson::dumpLayout()
{
    QFETCH(QByteArray, text);
    QFETCH(int, indent);
    QFETCH(QByteArray, expected);
    const auto parsed = Json::parse(toStd(text));
    QVERIFY(parsed.ok());
    QCOMPARE(QByteArray::fromStdString(parsed->dump(indent)), expected);
}

void TestJson::numbers_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("0.1 is written back as 0.1") << QByteArray("0.1") << 0.1 << QByteArray("0.1");
    QTest::newRow("1e-300 is written back as 1e-300") << QByteArray("1e-300") << 1e-300 << QByteArray("1e-300");
    QTest::newRow("2^53 is written as an integer")
        << QByteArray("9007199254740992") << 9007199254740992.0 << QByteArray("9007199254740992");
    QTest::newRow("negative zero keeps its sign") << QByteArray("-0.0") << -0.0 << QByteArray("-0");
    QTest::newRow("a published d is written as published")
        << QByteArray("1.504315") << 1.504315 << QByteArray("1.504315");
    QTest::newRow("an integral value loses its fraction") << QByteArray("3.0") << 3.0 << QByteArray("3");
    QTest::newRow("an integral exponent form is written as an integer")
        << QByteArray("1E2") << 100.0 << QByteArray("100");
    QTest::newRow("1e15 is written in full, not as 1e+15")
        << QByteArray("1e15") << 1e15 << QByteArray("1000000000000000");
    QTest::newRow("a negative integer is written as an integer") << QByteArray("-25") << -25.0 << QByteArray("-25");
    QTest::newRow("an integer above 2^53 uses the shortest form")
        << QByteArray("1e300") << 1e300 << QByteArray("1e+300");
    QTest::newRow("a long integer is rounded to the nearest double")
        << QByteArray("123456789012345678901234567890") << 1.2345678901234568e29
        << QByteArray("1.2345678901234568e+29");
    QTest::newRow("the largest double reads and writes")
        << QByteArray("1.7976931348623157e308") << std::numeric_limits<double>::max()
        << QByteArray("1.7976931348623157e+308");
    QTest::newRow("the smallest subnormal reads and writes")
        << QByteArray("4.9406564584124654e-324") << std::numeric_limits<double>::denorm_min() << QByteArray("5e-324");
    QTest::newRow("a value too small for a double reads as zero") << QByteArray("1e-400") << 0.0 << QByteArray("0");
    QTest::newRow("a negative value too small for a double reads as negative zero")
        << QByteArray("-1.5e-400") << -0.0 << QByteArray("-0");
    QTest::newRow("an exponent with a plus sign is accepted") << QByteArray("2.5e+1") << 25.0 << QByteArray("25");
    QTest::newRow("a fraction with an exponent is read exactly")
        << QByteArray("-2.25E-3") << -0.00225 << QByteArray("-0.00225");
    QTest::newRow("zeros in the fraction are not a leading zero") << QByteArray("0.000") << 0.0 << QByteArray("0");
}

void TestJson::numbers()
{
    QFETCH(QByteArray, text);
    QFETCH(double, value);
    QFETCH(QByteArray, written);
    const auto parsed = Json::parse(toStd(text));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    QVERIFY(parsed->isNumber());
    QCOMPARE(std::bit_cast<std::uint64_t>(parsed->toNumber()), std::bit_cast<std::uint64_t>(value));
    QCOMPARE(QByteArray::fromStdString(parsed->dump(-1)), written);
    QCOMPARE(QByteArray::fromStdString(Json(value).dump()), written);
}

void TestJson::numbersRoundTripBitForBit()
{
    // Random bit patterns cover every exponent, subnormals included, which a list of examples
    // would not.
    std::mt19937_64 generator(20260806);
    Json::Array values;
    while (values.size() < 20000) {
        const double x = std::bit_cast<double>(generator());
        if (std::isfinite(x))
            values.emplace_back(x);
    }
    for (int i = 0; i < 1000; ++i)
        values.emplace_back(static_cast<double>(static_cast<std::int64_t>(generator() >> 10)) - 4503599627370496.0);
    const Json array(values);
    const auto reread = Json::parse(array.dump(-1));
    QVERIFY(reread.ok());
    const auto &back = reread->toArray();
    QCOMPARE(back.size(), values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (std::bit_cast<std::uint64_t>(back[i].toNumber()) != std::bit_cast<std::uint64_t>(values[i].toNumber()))
            QFAIL(qPrintable(QStringLiteral("%1 came back as %2")
                                 .arg(values[i].toNumber(), 0, 'g', 17)
                                 .arg(back[i].toNumber(), 0, 'g', 17)));
    }
}

void TestJson::nonFiniteNumbersAreWrittenAsNull()
{
    Json array = Json::array();
    array.push(std::numeric_limits<double>::quiet_NaN());
    array.push(std::numeric_limits<double>::infinity());
    array.push(-std::numeric_limits<double>::infinity());
    QCOMPARE(QByteArray::fromStdString(array.dump(-1)), QByteArray("[null,null,null]"));
    QCOMPARE(QByteArray::fromStdString(array.dump(1)), QByteArray("[null, null, null]"));
}

void TestJson::strings_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("the two-character escapes are decoded")
        << QByteArray(R"("\"\\\/\b\f\n\r\t")") << QByteArray("\"\\/\b\f\n\r\t");
    QTest::newRow("a \\u escape of an ASCII letter is decoded") << QByteArray(R"("\u0041")") << QByteArray("A");
    QTest::newRow("a \\u escape of NUL keeps the NUL") << QByteArray(R"("a\u0000b")") << QByteArray("a\0b", 3);
    QTest::newRow("a \\u escape becomes two-byte UTF-8") << QByteArray(R"("caf\u00e9")") << QByteArray("caf\xc3\xa9");
    QTest::newRow("upper-case hex digits are accepted") << QByteArray(R"("\u00E9")") << QByteArray("\xc3\xa9");
    QTest::newRow("a \\u escape becomes three-byte UTF-8") << QByteArray(R"("\u20ac")") << QByteArray("\xe2\x82\xac");
    QTest::newRow("a surrogate pair becomes one four-byte character")
        << QByteArray(R"("\ud83d\ude00")") << QByteArray("\xf0\x9f\x98\x80");
    QTest::newRow("the highest surrogate pair is U+10FFFF")
        << QByteArray(R"("\uDBFF\uDFFF")") << QByteArray("\xf4\x8f\xbf\xbf");
    QTest::newRow("raw UTF-8 is kept as is") << QByteArray("\"Zo\xc3\xab \xe6\x97\xa5 \xf0\x9f\x98\x80\"")
                                             << QByteArray("Zo\xc3\xab \xe6\x97\xa5 \xf0\x9f\x98\x80");
    QTest::newRow("DEL needs no escape") << QByteArray("\"\x7f\"") << QByteArray("\x7f");
    QTest::newRow("an empty string is a string") << QByteArray(R"("")") << QByteArray("");
}

void TestJson::strings()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    const auto parsed = Json::parse(toStd(text));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    QVERIFY(parsed->isString());
    QCOMPARE(QByteArray::fromStdString(parsed->toString()), expected);
    const auto reread = Json::parse(parsed->dump());
    QVERIFY(reread.ok());
    QCOMPARE(reread->toString(), parsed->toString());
}

void TestJson::stringEscapesOnDump_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("a quote is escaped") << QByteArray("say \"hi\"") << QByteArray(R"("say \"hi\"")");
    QTest::newRow("a backslash is escaped") << QByteArray("a\\b") << QByteArray(R"("a\\b")");
    QTest::newRow("a newline is written as \\u000a") << QByteArray("a\nb") << QByteArray(R"("a\u000ab")");
    QTest::newRow("a tab is written as \\u0009") << QByteArray("\t") << QByteArray(R"("\u0009")");
    QTest::newRow("NUL is written as \\u0000") << QByteArray("\0", 1) << QByteArray(R"("\u0000")");
    QTest::newRow("unit separator is written as \\u001f") << QByteArray("\x1f") << QByteArray(R"("\u001f")");
    QTest::newRow("a slash is not escaped") << QByteArray("a/b") << QByteArray(R"("a/b")");
    QTest::newRow("non-ASCII UTF-8 is written as is")
        << QByteArray("caf\xc3\xa9 \xf0\x9f\x98\x80") << QByteArray("\"caf\xc3\xa9 \xf0\x9f\x98\x80\"");
    QTest::newRow("a byte that is not UTF-8 is written as U+FFFD")
        << QByteArray("a\xff") << QByteArray("\"a\xef\xbf\xbd\"");
    QTest::newRow("a truncated sequence is written as U+FFFD") << QByteArray("\xc3") << QByteArray("\"\xef\xbf\xbd\"");
}

void TestJson::stringEscapesOnDump()
{
    QFETCH(QByteArray, value);
    QFETCH(QByteArray, written);
    QCOMPARE(QByteArray::fromStdString(Json(toStd(value)).dump()), written);
    // Object keys go through the same writer.
    const Json object = Json::object().set(toStd(value), 1);
    QCOMPARE(QByteArray::fromStdString(object.dump(-1)), "{" + written + ":1}");
}

void TestJson::syntaxErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");

    QTest::newRow("an empty document lacks a value")
        << QByteArray("") << 1 << 1 << "expected a value, found end of input";
    QTest::newRow("a document of whitespace lacks a value") << QByteArray("  \n ") << 2 << 2 << "expected a value";
    QTest::newRow("array elements need a comma between them")
        << QByteArray("[1 2]") << 1 << 4 << "expected ',' or ']', found '2'";
    QTest::newRow("a trailing comma in an array is rejected")
        << QByteArray("[1,]") << 1 << 4 << "expected a value, found ']'";
    QTest::newRow("a trailing comma in an object is rejected")
        << QByteArray(R"({"a":1,})") << 1 << 8 << "expected a string key, found '}'";
    QTest::newRow("a key needs a colon after it") << QByteArray(R"({"a" 1})") << 1 << 6 << "expected ':', found '1'";
    QTest::newRow("object members need a comma between them")
        << QByteArray(R"({"a":1 "b":2})") << 1 << 8 << "expected ',' or '}', found '\"'";
    QTest::newRow("an unquoted key is rejected")
        << QByteArray("{a:1}") << 1 << 2 << "expected a string key or '}', found 'a'";
    QTest::newRow("a number key is rejected")
        << QByteArray(R"({"a":1, 2:3})") << 1 << 9 << "expected a string key, found '2'";
    QTest::newRow("a single-quoted string is rejected")
        << QByteArray("['a']") << 1 << 2 << "expected a value or ']', found '''";
    QTest::newRow("an unterminated string is reported at the end")
        << QByteArray("\"abc") << 1 << 5 << "expected '\"' to close the string";
    QTest::newRow("an unterminated array is reported at the end")
        << QByteArray("[1,2") << 1 << 5 << "expected ',' or ']', found end of input";
    QTest::newRow("an unterminated object is reported at the end")
        << QByteArray(R"({"a":1)") << 1 << 7 << "expected ',' or '}', found end of input";
    QTest::newRow("a lone opening bracket lacks a value")
        << QByteArray("[") << 1 << 2 << "expected a value or ']', found end of input";
    QTest::newRow("a mismatched closing bracket is rejected")
        << QByteArray("[1}") << 1 << 3 << "expected ',' or ']', found '}'";
    QTest::newRow("a raw newline inside a string must be escaped")
        << QByteArray("[\"a\nb\"]") << 1 << 4 << "control character U+000A";
    QTest::newRow("a raw tab inside a string must be escaped")
        << QByteArray("\"a\tb\"") << 1 << 3 << "control character U+0009";
    QTest::newRow("an unknown escape is rejected") << QByteArray(R"("\x")") << 1 << 3 << "expected an escape character";
    QTest::newRow("a backslash at the end of input is rejected")
        << QByteArray("\"\\") << 1 << 3 << "expected an escape character after '\\'";
    QTest::newRow("a \\u escape needs four hex digits")
        << QByteArray(R"("\u12")") << 1 << 6 << "expected 4 hex digits after \\u, found '\"'";
    QTest::newRow("a \\u escape rejects a non-hex digit")
        << QByteArray(R"("\u00g0")") << 1 << 6 << "expected 4 hex digits";
    QTest::newRow("a lone high surrogate is rejected")
        << QByteArray(R"("\ud800")") << 1 << 8 << "expected a low surrogate";
    QTest::newRow("a high surrogate before plain text is rejected")
        << QByteArray(R"("\ud800abc")") << 1 << 8 << "expected a low surrogate";
    QTest::newRow("a high surrogate before a non-surrogate escape is rejected")
        << QByteArray(R"("\ud800\u0041")") << 1 << 8 << "found \\u0041";
    QTest::newRow("two high surrogates are rejected")
        << QByteArray(R"("\ud800\ud800")") << 1 << 8 << "expected a low surrogate";
    QTest::newRow("a lone low surrogate is rejected")
        << QByteArray(R"("x\udc00")") << 1 << 3 << "expected a high surrogate before low surrogate \\uDC00";
    QTest::newRow("a leading zero is rejected") << QByteArray("01") << 1 << 2 << "after a leading zero";
    QTest::newRow("a negative leading zero is rejected") << QByteArray("[-01]") << 1 << 4 << "after a leading zero";
    QTest::newRow("a plus sign is not a number") << QByteArray("+1") << 1 << 1 << "expected a value, found '+'";
    QTest::newRow("a leading dot is not a number") << QByteArray(".5") << 1 << 1 << "expected a value, found '.'";
    QTest::newRow("a trailing dot needs digits") << QByteArray("1.") << 1 << 3 << "expected a digit after '.'";
    QTest::newRow("a dot before the exponent needs digits")
        << QByteArray("1.e5") << 1 << 3 << "expected a digit after '.'";
    QTest::newRow("an exponent needs digits") << QByteArray("1e") << 1 << 3 << "expected a digit in the exponent";
    QTest::newRow("an exponent sign needs digits")
        << QByteArray("[1e+]") << 1 << 5 << "expected a digit in the exponent, found ']'";
    QTest::newRow("a minus sign alone is not a number")
        << QByteArray("-") << 1 << 2 << "expected a digit after '-', found end of input";
    QTest::newRow("NaN is not JSON") << QByteArray("NaN") << 1 << 1 << "expected a value, found 'N'";
    QTest::newRow("negative Infinity is not JSON")
        << QByteArray("-Infinity") << 1 << 2 << "expected a digit after '-', found 'I'";
    QTest::newRow("a hex number is trailing garbage after zero")
        << QByteArray("0x10") << 1 << 2 << "expected end of document, found 'x'";
    QTest::newRow("a number too large for a double is rejected")
        << QByteArray("[1, 1e400]") << 1 << 5 << "too large for a double";
    QTest::newRow("a truncated literal is rejected")
        << QByteArray("tru") << 1 << 4 << "expected 'true', found end of input";
    QTest::newRow("a misspelt literal is reported at the wrong letter")
        << QByteArray("[nul1]") << 1 << 5 << "expected 'null', found '1'";
    QTest::newRow("a capitalised literal is rejected") << QByteArray("True") << 1 << 1 << "expected a value, found 'T'";
    QTest::newRow("trailing garbage after a document is rejected")
        << QByteArray("{} x") << 1 << 4 << "expected end of document, found 'x'";
    QTest::newRow("a second document is trailing garbage")
        << QByteArray("[1]\n[2]") << 2 << 1 << "expected end of document, found '['";
    QTest::newRow("a comment is trailing garbage")
        << QByteArray("[1] // note") << 1 << 5 << "expected end of document, found '/'";
    QTest::newRow("an error on the third line reports that line")
        << QByteArray("{\n \"a\": 1,\n \"b\" 2\n}") << 3 << 6 << "expected ':', found '2'";
    QTest::newRow("CRLF line ends count as one line each")
        << QByteArray("[1,\r\n2,\r\n]") << 3 << 1 << "expected a value, found ']'";
    QTest::newRow("a tab counts as one column") << QByteArray("\t[1,]") << 1 << 5 << "expected a value, found ']'";
    QTest::newRow("columns count characters, not bytes")
        << QByteArray("[\"caf\xc3\xa9\", x]") << 1 << 10 << "expected a value, found 'x'";
    QTest::newRow("a duplicate key is rejected at the second key")
        << QByteArray(R"({"a":1,"a":2})") << 1 << 8 << "duplicate key \"a\"";
    QTest::newRow("a duplicate key among many keys is rejected")
        << QByteArray(R"({"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,)"
                      R"("k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":17,"k3":0})")
        << 1 << 144 << "duplicate key \"k3\"";
    QTest::newRow("a byte that is not UTF-8 in a string is rejected")
        << QByteArray("\"a\xff\"") << 1 << 3 << "expected valid UTF-8 in the string, found byte 0xFF";
    QTest::newRow("a truncated UTF-8 sequence in a string is rejected")
        << QByteArray("\"a\xc3\"") << 1 << 3 << "expected valid UTF-8";
    QTest::newRow("a UTF-8 sequence cut by the end of input is rejected")
        << QByteArray("\"\xe2\x82") << 1 << 2 << "expected valid UTF-8";
    QTest::newRow("an overlong UTF-8 encoding is rejected")
        << QByteArray("\"\xc0\xaf\"") << 1 << 2 << "expected valid UTF-8";
    QTest::newRow("an overlong three-byte encoding is rejected")
        << QByteArray("\"\xe0\x80\xaf\"") << 1 << 2 << "expected valid UTF-8";
    QTest::newRow("a UTF-8 encoded surrogate is rejected")
        << QByteArray("\"\xed\xa0\x80\"") << 1 << 2 << "expected valid UTF-8";
    QTest::newRow("a code point above U+10FFFF is rejected")
        << QByteArray("\"\xf4\x90\x80\x80\"") << 1 << 2 << "expected valid UTF-8";
    QTest::newRow("a stray continuation byte is rejected")
        << QByteArray("\"\x80\"") << 1 << 2 << "expected valid UTF-8";
    QTest::newRow("a non-ASCII byte outside a string is rejected")
        << QByteArray("\xc3\xa9") << 1 << 1 << "expected a value, found byte 0xC3";
    QTest::newRow("a byte order mark after the start is rejected")
        << QByteArray("[1,\xef\xbb\xbf 2]") << 1 << 4 << "expected a value, found byte 0xEF";
    QTest::newRow("a byte order mark does not count as a column")
        << QByteArray("\xef\xbb\xbf[1,]") << 1 << 4 << "expected a value, found ']'";
    QTest::newRow("a NUL byte outside a string is rejected")
        << QByteArray("[1]\0", 4) << 1 << 4 << "expected end of document, found byte 0x00";
}

void TestJson::syntaxErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, expected);
    const auto parsed = Json::parse(toStd(text));
    QVERIFY(!parsed.ok());
    const auto &error = parsed.error();
    QCOMPARE(error.code, ErrorCode::JsonSyntax);
    const QString detail = QString::fromStdString(error.detail);
    QCOMPARE(static_cast<int>(error.line), line);
    const QString prefix = QStringLiteral("column %1: ").arg(column);
    QVERIFY2(detail.startsWith(prefix), qPrintable(detail));
    QVERIFY2(detail.contains(expected), qPrintable(detail));
}

void TestJson::nesting_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("512 nested arrays are accepted") << QByteArray::fromStdString(nested(512, '[', ']')) << true;
    QTest::newRow("513 nested arrays are rejected") << QByteArray::fromStdString(nested(513, '[', ']')) << false;
    std::string objects;
    for (int i = 0; i < 512; ++i)
        objects += R"({"a":)";
    objects += "1" + std::string(512, '}');
    QTest::newRow("512 nested objects are accepted") << QByteArray::fromStdString(objects) << true;
    QTest::newRow("513 nested objects are rejected") << QByteArray::fromStdString("[" + objects + "]") << false;
    QTest::newRow("a million opening brackets are rejected without a crash") << QByteArray(1'000'000, '[') << false;
}

void TestJson::nesting()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, accepted);
    const auto parsed = Json::parse(toStd(text));
    QCOMPARE(parsed.ok(), accepted);
    if (accepted) {
        QCOMPARE(Json::parse(parsed->dump(-1)).value(), parsed.value());
        return;
    }
    QCOMPARE(parsed.error().code, ErrorCode::JsonSyntax);
    QVERIFY2(QString::fromStdString(parsed.error().detail).contains("nesting deeper than 512"),
             parsed.error().detail.c_str());
}

void TestJson::errorsNameTheFile()
{
    const auto parsed = Json::parse("[1,", "suites.json");
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().file, std::string("suites.json"));
    QCOMPARE(QString::fromStdString(describe(parsed.error())),
             QStringLiteral("suites.json:1: column 4: expected a value, found end of input"));
}

void TestJson::byteOrderMarkIsSkipped()
{
    const auto parsed = Json::parse("\xef\xbb\xbf{\"a\": [1]}");
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.value(), Json::object().set("a", Json::array().push(1)));
    // Only the BOM is skipped: alone it leaves an empty document.
    QVERIFY(!Json::parse("\xef\xbb\xbf").ok());
}

void TestJson::parseFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("good.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\xef\xbb\xbf{\"words\": [\"caf\xc3\xa9\"]}\n");
    file.close();
    const auto parsed = Json::parseFile(path.toStdString());
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    QCOMPARE(parsed->find("words")->toArray().at(0).toString(), std::string("caf\xc3\xa9"));

    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile badFile(bad);
    QVERIFY(badFile.open(QIODevice::WriteOnly));
    badFile.write("{\n  \"a\": [1, 2,]\n}\n");
    badFile.close();
    const auto failed = Json::parseFile(bad.toStdString());
    QVERIFY(!failed.ok());
    QCOMPARE(failed.error().code, ErrorCode::JsonSyntax);
    QCOMPARE(failed.error().file, bad.toStdString());
    QCOMPARE(failed.error().line, std::size_t(2));
    QVERIFY2(failed.error().detail.starts_with("column 14: "), failed.error().detail.c_str());
}

void TestJson::parseFileErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string missing = dir.filePath(QStringLiteral("missing.json")).toStdString();
    auto parsed = Json::parseFile(missing);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().code, ErrorCode::FileNotFound);
    QCOMPARE(parsed.error().file, missing);

    parsed = Json::parseFile(dir.path().toStdString());
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().code, ErrorCode::NotARegularFile);
    QCOMPARE(parsed.error().file, dir.path().toStdString());

    const QString locked = dir.filePath(QStringLiteral("locked.json"));
    QFile file(locked);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[]");
    file.close();
    QVERIFY(file.setPermissions(QFileDevice::WriteOwner));
    if (::geteuid() == 0)
        QSKIP("root reads files without read permission");
    parsed = Json::parseFile(locked.toStdString());
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().code, ErrorCode::FileUnreadable);
    QCOMPARE(parsed.error().file, locked.toStdString());
}

void TestJson::memberAccess()
{
    Json object;
    object.set("b", 1).set("a", "text").set("b", 2);
    QVERIFY(object.isObject());
    QCOMPARE(object.toObject().size(), std::size_t(2));
    QCOMPARE(object.toObject().front().first, std::string("b")); // replacing keeps the place
    QCOMPARE(object.find("b")->toNumber(), 2.0);
    QCOMPARE(object.find("a")->toString(), std::string("text"));
    QVERIFY(object.find("missing") == nullptr);
    QVERIFY(Json(1).find("b") == nullptr);

    Json array;
    array.push(true).push(nullptr).push(Json::arrayOf(std::vector<int>{1, 2}));
    QCOMPARE(QByteArray::fromStdString(array.dump(-1)), QByteArray("[true,null,[1,2]]"));
    QCOMPARE(Json::arrayOf(std::vector<std::string>{"x"}).dump(-1), std::string(R"(["x"])"));
    QCOMPARE(Json(std::size_t(7)).dump(), std::string("7"));
    QVERIFY(Json(0.0) == Json(-0.0));
    QVERIFY(!(Json(1) == Json("1")));
}

QTEST_APPLESS_MAIN(TestJson)
#include "tst_json.moc"
