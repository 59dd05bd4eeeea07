// The one JSON layer (core/serialization/): strict RFC 8259 input with located errors, output in
// Isoscope's stable layout that reads back to the same values, exact 64-bit integers, and the
// to_json/from_json pairs of the core types with schema errors that name the field. QJsonDocument
// serves as an independent reference for what a document means.

#include "core/serialization/calibrationsjson.h"
#include "core/serialization/json.h"
#include "core/serialization/resultsjson.h"
#include "core/serialization/scweatjson.h"
#include "core/serialization/sensitivityjson.h"
#include "tests/filepermissions.h"

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

using namespace isoscope;

namespace {

std::string toStd(const QByteArray &bytes)
{
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

QJsonValue toQt(const Json &json)
{
    if (json.is_null())
        return QJsonValue(QJsonValue::Null);
    if (json.is_boolean())
        return QJsonValue(json.get<bool>());
    if (json.is_number())
        return QJsonValue(json.get<double>());
    if (json.is_string())
        return QJsonValue(QString::fromStdString(json.get<std::string>()));
    if (json.is_array()) {
        QJsonArray array;
        for (const auto &element : json)
            array.append(toQt(element));
        return array;
    }
    QJsonObject object;
    for (const auto &[key, value] : json.items())
        object.insert(QString::fromStdString(key), toQt(value));
    return object;
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

class TestSerialization : public QObject
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
    void wholeNumbersAreExact_data();
    void wholeNumbersAreExact();
    void seedsAboveTwoToThe53RoundTrip();
    void fieldReadersCheckTypes_data();
    void fieldReadersCheckTypes();
    void pathsNameNestedFields();
    void statisticKeepsItsDetailForTheStudy();
    void similarityReadsBothLayouts();
    void sensitivityRoundTrips();
    void calibrationsRoundTrip();
    void calibrationsErrorsSayWhatIsWrong_data();
    void calibrationsErrorsSayWhatIsWrong();
    void scWeatWordRoundTrips();
    void pageResultsKeepTheirDetail();
    void errorsAndLookupsRoundTrip();
};

void TestSerialization::roundTrip_data()
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

void TestSerialization::roundTrip()
{
    QFETCH(QByteArray, text);
    const auto parsed = parseJson(toStd(text));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    for (const int indent : {-1, 0, 1, 2, 4}) {
        const std::string written = writeJson(parsed.value(), indent);
        const auto reread = parseJson(written);
        QVERIFY2(reread.ok(), written.c_str());
        QVERIFY2(reread.value() == parsed.value(), written.c_str());
        // Writing is deterministic: what was read back writes the same text.
        QCOMPARE(writeJson(reread.value(), indent), written);
    }
}

void TestSerialization::agreesWithQJsonDocument_data()
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

void TestSerialization::agreesWithQJsonDocument()
{
    QFETCH(QByteArray, text);
    QJsonParseError qtError;
    const QJsonDocument reference = QJsonDocument::fromJson(text, &qtError);
    QCOMPARE(qtError.error, QJsonParseError::NoError);

    const auto parsed = parseJson(toStd(text));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    QCOMPARE(toQt(parsed.value()), qtRoot(reference));

    // What we write, Qt reads to the same values.
    for (const int indent : {-1, 1}) {
        const QByteArray written = QByteArray::fromStdString(writeJson(parsed.value(), indent));
        const QJsonDocument reread = QJsonDocument::fromJson(written, &qtError);
        QCOMPARE(qtError.error, QJsonParseError::NoError);
        QCOMPARE(qtRoot(reread), qtRoot(reference));
    }
}

void TestSerialization::dumpLayout_data()
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

void TestSerialization::dumpLayout()
{
    QFETCH(QByteArray, text);
    QFETCH(int, indent);
    QFETCH(QByteArray, expected);
    const auto parsed = parseJson(toStd(text));
    QVERIFY(parsed.ok());
    QCOMPARE(QByteArray::fromStdString(writeJson(parsed.value(), indent)), expected);
}

void TestSerialization::numbers_data()
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

void TestSerialization::numbers()
{
    QFETCH(QByteArray, text);
    QFETCH(double, value);
    QFETCH(QByteArray, written);
    const auto parsed = parseJson(toStd(text));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    QVERIFY(parsed->is_number());
    QCOMPARE(std::bit_cast<std::uint64_t>(parsed->get<double>()), std::bit_cast<std::uint64_t>(value));
    QCOMPARE(QByteArray::fromStdString(writeJson(parsed.value(), -1)), written);
    QCOMPARE(QByteArray::fromStdString(writeJson(Json(value))), written);
}

void TestSerialization::numbersRoundTripBitForBit()
{
    // Random bit patterns cover every exponent, subnormals included, which a list of examples
    // would not.
    std::mt19937_64 generator(20260806);
    Json values = Json::array();
    while (values.size() < 20000) {
        const double x = std::bit_cast<double>(generator());
        if (std::isfinite(x))
            values.push_back(x);
    }
    for (int i = 0; i < 1000; ++i)
        values.push_back(static_cast<double>(static_cast<std::int64_t>(generator() >> 10)) - 4503599627370496.0);
    const auto reread = parseJson(writeJson(values, -1));
    QVERIFY(reread.ok());
    const Json &back = reread.value();
    QCOMPARE(back.size(), values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (std::bit_cast<std::uint64_t>(back[i].get<double>())
            != std::bit_cast<std::uint64_t>(values[i].get<double>()))
            QFAIL(qPrintable(QStringLiteral("%1 came back as %2")
                                 .arg(values[i].get<double>(), 0, 'g', 17)
                                 .arg(back[i].get<double>(), 0, 'g', 17)));
    }
}

void TestSerialization::nonFiniteNumbersAreWrittenAsNull()
{
    Json array = Json::array();
    array.push_back(std::numeric_limits<double>::quiet_NaN());
    array.push_back(std::numeric_limits<double>::infinity());
    array.push_back(-std::numeric_limits<double>::infinity());
    QCOMPARE(QByteArray::fromStdString(writeJson(array, -1)), QByteArray("[null,null,null]"));
    QCOMPARE(QByteArray::fromStdString(writeJson(array, 1)), QByteArray("[null, null, null]"));
}

void TestSerialization::strings_data()
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

void TestSerialization::strings()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    const auto parsed = parseJson(toStd(text));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    QVERIFY(parsed->is_string());
    QCOMPARE(QByteArray::fromStdString(parsed->get<std::string>()), expected);
    const auto reread = parseJson(writeJson(parsed.value()));
    QVERIFY(reread.ok());
    QCOMPARE(reread->get<std::string>(), parsed->get<std::string>());
}

void TestSerialization::stringEscapesOnDump_data()
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

void TestSerialization::stringEscapesOnDump()
{
    QFETCH(QByteArray, value);
    QFETCH(QByteArray, written);
    QCOMPARE(QByteArray::fromStdString(writeJson(Json(toStd(value)))), written);
    // Object keys go through the same writer.
    Json object = Json::object();
    object[toStd(value)] = 1;
    QCOMPARE(QByteArray::fromStdString(writeJson(object, -1)), "{" + written + ":1}");
}

void TestSerialization::syntaxErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");

    QTest::newRow("an empty document lacks a value")
        << QByteArray("") << 1 << 1 << "value - unexpected end of input; expected '[', '{', or a literal";
    QTest::newRow("a document of whitespace lacks a value")
        << QByteArray("  \n ") << 2 << 2 << "value - unexpected end of input; expected '[', '{', or a literal";
    QTest::newRow("array elements need a comma between them")
        << QByteArray("[1 2]") << 1 << 4 << "array - unexpected number literal; expected ']'";
    QTest::newRow("a trailing comma in an array is rejected")
        << QByteArray("[1,]") << 1 << 4 << "value - unexpected ']'; expected '[', '{', or a literal";
    QTest::newRow("a trailing comma in an object is rejected")
        << QByteArray(R"({"a":1,})") << 1 << 8 << "object key - unexpected '}'; expected string literal";
    QTest::newRow("a key needs a colon after it")
        << QByteArray(R"({"a" 1})") << 1 << 6 << "object separator - unexpected number literal; expected ':'";
    QTest::newRow("object members need a comma between them")
        << QByteArray(R"({"a":1 "b":2})") << 1 << 10 << "object - unexpected string literal; expected '}'";
    QTest::newRow("an unquoted key is rejected") << QByteArray("{a:1}") << 1 << 2 << "object key - invalid literal";
    QTest::newRow("a number key is rejected")
        << QByteArray(R"({"a":1, 2:3})") << 1 << 9 << "object key - unexpected number literal; expected string literal";
    QTest::newRow("a single-quoted string is rejected") << QByteArray("['a']") << 1 << 2 << "value - invalid literal";
    QTest::newRow("an unterminated string is reported at the end")
        << QByteArray("\"abc") << 1 << 5 << "value - invalid string: missing closing quote";
    QTest::newRow("an unterminated array is reported at the end")
        << QByteArray("[1,2") << 1 << 5 << "array - unexpected end of input; expected ']'";
    QTest::newRow("an unterminated object is reported at the end")
        << QByteArray(R"({"a":1)") << 1 << 7 << "object - unexpected end of input; expected '}'";
    QTest::newRow("a lone opening bracket lacks a value")
        << QByteArray("[") << 1 << 2 << "value - unexpected end of input; expected '[', '{', or a literal";
    QTest::newRow("a mismatched closing bracket is rejected")
        << QByteArray("[1}") << 1 << 3 << "array - unexpected '}'; expected ']'";
    QTest::newRow("a raw newline inside a string must be escaped")
        << QByteArray("[\"a\nb\"]") << 1 << 4 << "control character U+000A";
    QTest::newRow("a raw tab inside a string must be escaped")
        << QByteArray("\"a\tb\"") << 1 << 3 << "control character U+0009";
    QTest::newRow("an unknown escape is rejected")
        << QByteArray(R"("\x")") << 1 << 3 << "value - invalid string: forbidden character after backslash";
    QTest::newRow("a backslash at the end of input is rejected")
        << QByteArray("\"\\") << 1 << 3 << "value - invalid string: forbidden character after backslash";
    QTest::newRow("a \\u escape needs four hex digits")
        << QByteArray(R"("\u12")") << 1 << 6 << "value - invalid string: '\\u' must be followed by 4 hex digits";
    QTest::newRow("a \\u escape rejects a non-hex digit")
        << QByteArray(R"("\u00g0")") << 1 << 6 << "value - invalid string: '\\u' must be followed by 4 hex digits";
    QTest::newRow("a lone high surrogate is rejected")
        << QByteArray(R"("\ud800")") << 1 << 8
        << "value - invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF";
    QTest::newRow("a high surrogate before plain text is rejected")
        << QByteArray(R"("\ud800abc")") << 1 << 8
        << "value - invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF";
    QTest::newRow("a high surrogate before a non-surrogate escape is rejected")
        << QByteArray(R"("\ud800\u0041")") << 1 << 13
        << "value - invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF";
    QTest::newRow("two high surrogates are rejected")
        << QByteArray(R"("\ud800\ud800")") << 1 << 13
        << "value - invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF";
    QTest::newRow("a lone low surrogate is rejected")
        << QByteArray(R"("x\udc00")") << 1 << 8
        << "value - invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF";
    QTest::newRow("a leading zero is rejected")
        << QByteArray("01") << 1 << 2 << "value - unexpected number literal; expected end of input";
    QTest::newRow("a negative leading zero is rejected")
        << QByteArray("[-01]") << 1 << 4 << "array - unexpected number literal; expected ']'";
    QTest::newRow("a plus sign is not a number") << QByteArray("+1") << 1 << 1 << "value - invalid literal";
    QTest::newRow("a leading dot is not a number") << QByteArray(".5") << 1 << 1 << "value - invalid literal";
    QTest::newRow("a trailing dot needs digits")
        << QByteArray("1.") << 1 << 3 << "value - invalid number; expected digit after '.'";
    QTest::newRow("a dot before the exponent needs digits")
        << QByteArray("1.e5") << 1 << 3 << "value - invalid number; expected digit after '.'";
    QTest::newRow("an exponent needs digits")
        << QByteArray("1e") << 1 << 3 << "value - invalid number; expected '+', '-', or digit after exponent";
    QTest::newRow("an exponent sign needs digits")
        << QByteArray("[1e+]") << 1 << 5 << "value - invalid number; expected digit after exponent sign";
    QTest::newRow("a minus sign alone is not a number")
        << QByteArray("-") << 1 << 2 << "value - invalid number; expected digit after '-'";
    QTest::newRow("NaN is not JSON") << QByteArray("NaN") << 1 << 1 << "value - invalid literal";
    QTest::newRow("negative Infinity is not JSON")
        << QByteArray("-Infinity") << 1 << 2 << "value - invalid number; expected digit after '-'";
    QTest::newRow("a hex number is trailing garbage after zero")
        << QByteArray("0x10") << 1 << 2 << "value - invalid literal";
    QTest::newRow("a number too large for a double is rejected")
        << QByteArray("[1, 1e400]") << 1 << 9 << "number overflow parsing '1e400'";
    QTest::newRow("a truncated literal is rejected") << QByteArray("tru") << 1 << 4 << "value - invalid literal";
    QTest::newRow("a misspelt literal is reported at the wrong letter")
        << QByteArray("[nul1]") << 1 << 5 << "value - invalid literal";
    QTest::newRow("a capitalised literal is rejected") << QByteArray("True") << 1 << 1 << "value - invalid literal";
    QTest::newRow("trailing garbage after a document is rejected")
        << QByteArray("{} x") << 1 << 4 << "value - invalid literal";
    QTest::newRow("a second document is trailing garbage")
        << QByteArray("[1]\n[2]") << 2 << 1 << "value - unexpected '['; expected end of input";
    QTest::newRow("a comment is trailing garbage") << QByteArray("[1] // note") << 1 << 5 << "value - invalid literal";
    QTest::newRow("an error on the third line reports that line")
        << QByteArray("{\n \"a\": 1,\n \"b\" 2\n}") << 3 << 6
        << "object separator - unexpected number literal; expected ':'";
    QTest::newRow("CRLF line ends count as one line each")
        << QByteArray("[1,\r\n2,\r\n]") << 3 << 1 << "value - unexpected ']'; expected '[', '{', or a literal";
    QTest::newRow("a tab counts as one column")
        << QByteArray("\t[1,]") << 1 << 5 << "value - unexpected ']'; expected '[', '{', or a literal";
    QTest::newRow("columns count characters, not bytes")
        << QByteArray("[\"caf\xc3\xa9\", x]") << 1 << 10 << "value - invalid literal";
    QTest::newRow("a duplicate key is rejected at the second key")
        << QByteArray(R"({"a":1,"a":2})") << 1 << 8 << "duplicate key \"a\"";
    QTest::newRow("a duplicate key among many keys is rejected")
        << QByteArray(R"({"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,)"
                      R"("k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":17,"k3":0})")
        << 1 << 144 << "duplicate key \"k3\"";
    QTest::newRow("a byte that is not UTF-8 in a string is rejected")
        << QByteArray("\"a\xff\"") << 1 << 3 << "value - invalid string: ill-formed UTF-8 byte";
    QTest::newRow("a truncated UTF-8 sequence in a string is rejected")
        << QByteArray("\"a\xc3\"") << 1 << 4 << "value - invalid string: ill-formed UTF-8 byte";
    QTest::newRow("a UTF-8 sequence cut by the end of input is rejected")
        << QByteArray("\"\xe2\x82") << 1 << 3 << "value - invalid string: ill-formed UTF-8 byte";
    QTest::newRow("an overlong UTF-8 encoding is rejected")
        << QByteArray("\"\xc0\xaf\"") << 1 << 2 << "value - invalid string: ill-formed UTF-8 byte";
    QTest::newRow("an overlong three-byte encoding is rejected")
        << QByteArray("\"\xe0\x80\xaf\"") << 1 << 3 << "value - invalid string: ill-formed UTF-8 byte";
    QTest::newRow("a UTF-8 encoded surrogate is rejected")
        << QByteArray("\"\xed\xa0\x80\"") << 1 << 3 << "value - invalid string: ill-formed UTF-8 byte";
    QTest::newRow("a code point above U+10FFFF is rejected")
        << QByteArray("\"\xf4\x90\x80\x80\"") << 1 << 3 << "value - invalid string: ill-formed UTF-8 byte";
    QTest::newRow("a stray continuation byte is rejected")
        << QByteArray("\"\x80\"") << 1 << 2 << "value - invalid string: ill-formed UTF-8 byte";
    QTest::newRow("a non-ASCII byte outside a string is rejected")
        << QByteArray("\xc3\xa9") << 1 << 1 << "value - invalid literal";
    QTest::newRow("a byte order mark after the start is rejected")
        << QByteArray("[1,\xef\xbb\xbf 2]") << 1 << 4 << "value - invalid literal";
    QTest::newRow("a byte order mark does not count as a column")
        << QByteArray("\xef\xbb\xbf[1,]") << 1 << 4 << "value - unexpected ']'; expected '[', '{', or a literal";
    QTest::newRow("a raw NUL byte inside a string is rejected")
        << QByteArray("[\"a\0b\"]", 7) << 1 << 4 << "a NUL byte (0x00) is not allowed in JSON";
    QTest::newRow("a NUL byte outside a string is rejected")
        << QByteArray("[1]\0", 4) << 1 << 4 << "a NUL byte (0x00) is not allowed in JSON";
}

void TestSerialization::syntaxErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, expected);
    const auto parsed = parseJson(toStd(text));
    QVERIFY(!parsed.ok());
    const auto &error = parsed.error();
    QCOMPARE(error.code, ErrorCode::JsonSyntax);
    const QString detail = QString::fromStdString(error.detail);
    QCOMPARE(static_cast<int>(error.line), line);
    const QString prefix = QStringLiteral("column %1: ").arg(column);
    QVERIFY2(detail.startsWith(prefix), qPrintable(detail));
    QVERIFY2(detail.contains(expected), qPrintable(detail));
}

void TestSerialization::nesting_data()
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

void TestSerialization::nesting()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, accepted);
    const auto parsed = parseJson(toStd(text));
    QCOMPARE(parsed.ok(), accepted);
    if (accepted) {
        QVERIFY(parseJson(writeJson(parsed.value(), -1)).value() == parsed.value());
        return;
    }
    QCOMPARE(parsed.error().code, ErrorCode::JsonSyntax);
    QVERIFY2(QString::fromStdString(parsed.error().detail).contains("nesting deeper than 512"),
             parsed.error().detail.c_str());
}

void TestSerialization::errorsNameTheFile()
{
    const auto parsed = parseJson("[1,", "suites.json");
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().file, std::string("suites.json"));
    QCOMPARE(QString::fromStdString(describe(parsed.error())),
             QStringLiteral("suites.json:1: column 4: syntax error while parsing value - unexpected end of input; "
                            "expected '[', '{', or a literal"));
}

void TestSerialization::byteOrderMarkIsSkipped()
{
    const auto parsed = parseJson("\xef\xbb\xbf{\"a\": [1]}");
    QVERIFY(parsed.ok());
    QVERIFY(parsed.value() == Json({{"a", Json::array({1})}}));
    // Only the BOM is skipped: alone it leaves an empty document.
    QVERIFY(!parseJson("\xef\xbb\xbf").ok());
}

void TestSerialization::parseFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("good.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\xef\xbb\xbf{\"words\": [\"caf\xc3\xa9\"]}\n");
    file.close();
    const auto parsed = parseJsonFile(path.toStdString());
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : describe(parsed.error()).c_str());
    QCOMPARE(parsed.value()["words"][0].get<std::string>(), std::string("caf\xc3\xa9"));

    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile badFile(bad);
    QVERIFY(badFile.open(QIODevice::WriteOnly));
    badFile.write("{\n  \"a\": [1, 2,]\n}\n");
    badFile.close();
    const auto failed = parseJsonFile(bad.toStdString());
    QVERIFY(!failed.ok());
    QCOMPARE(failed.error().code, ErrorCode::JsonSyntax);
    QCOMPARE(failed.error().file, bad.toStdString());
    QCOMPARE(failed.error().line, std::size_t(2));
    QVERIFY2(failed.error().detail.starts_with("column 14: "), failed.error().detail.c_str());
}

void TestSerialization::parseFileErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string missing = dir.filePath(QStringLiteral("missing.json")).toStdString();
    auto parsed = parseJsonFile(missing);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().code, ErrorCode::FileNotFound);
    QCOMPARE(parsed.error().file, missing);

    parsed = parseJsonFile(dir.path().toStdString());
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().code, ErrorCode::NotARegularFile);
    QCOMPARE(parsed.error().file, dir.path().toStdString());

    const QString locked = dir.filePath(QStringLiteral("locked.json"));
    QFile file(locked);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[]");
    file.close();
    QVERIFY(file.setPermissions(QFileDevice::WriteOwner));
    // As root too: this thread reads as an ordinary user would (tests/filepermissions.h).
    const testsupport::FilePermissionsBind permissions;
    QVERIFY2(permissions.active(), "could not drop root's power to read past file permissions");
    parsed = parseJsonFile(locked.toStdString());
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().code, ErrorCode::FileUnreadable);
    QCOMPARE(parsed.error().file, locked.toStdString());
}

void TestSerialization::wholeNumbersAreExact_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("2^53 + 1 is kept, not rounded to 2^53") << QByteArray("9007199254740993");
    QTest::newRow("the largest unsigned 64-bit integer is kept") << QByteArray("18446744073709551615");
    QTest::newRow("the smallest signed 64-bit integer is kept") << QByteArray("-9223372036854775808");
}

void TestSerialization::wholeNumbersAreExact()
{
    QFETCH(QByteArray, text);
    const auto parsed = parseJson(toStd(text));
    QVERIFY(parsed.ok());
    QVERIFY(parsed->is_number_integer());
    QCOMPARE(QByteArray::fromStdString(writeJson(parsed.value())), text);
}

void TestSerialization::seedsAboveTwoToThe53RoundTrip()
{
    // The conventions of results.json and of sensitivity.json carry the seed; a double would turn
    // 2^53 + 1 into 2^53 and 2^64 - 1 into 2^64, a different random stream.
    for (const std::uint64_t seed : {std::uint64_t(9007199254740993ULL), std::numeric_limits<std::uint64_t>::max()}) {
        AnalysisParams params;
        params.weat.seed = seed;
        const std::string text = writeJson(Json(params));
        QVERIFY2(text.find("\"seed\": " + std::to_string(seed) + ",") != std::string::npos, text.c_str());
        const auto back = parseJson(text);
        QVERIFY(back.ok());
        QCOMPARE(jsonAs<AnalysisParams>(back.value()).weat.seed, seed);

        ModelSensitivity m;
        m.analysis.weat.seed = seed;
        m.drawSeeds = {seed, seed - 1};
        const auto again = parseJson(writeJson(sensitivityToJson({m})));
        QVERIFY(again.ok());
        const auto read = sensitivityFromJson(again.value());
        QVERIFY2(read.ok(), read.ok() ? "" : describe(read.error()).c_str());
        QCOMPARE(read->at(0).analysis.weat.seed, seed);
        QCOMPARE(read->at(0).drawSeeds, (std::vector<std::uint64_t>{seed, seed - 1}));
    }
}

void TestSerialization::fieldReadersCheckTypes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a string where a number belongs names the field")
        << QByteArray(R"({"mean": "high", "sd": 1})") << "mean: expected a number";
    QTest::newRow("a missing member is named") << QByteArray(R"({"mean": 1})") << "sd: missing";
    QTest::newRow("a negative count is not a whole number >= 0")
        << QByteArray(R"({"mean": 1, "sd": 1, "pairs": -3})") << "pairs: expected a whole number >= 0";
    QTest::newRow("a fractional count is not a whole number")
        << QByteArray(R"({"mean": 1, "sd": 1, "pairs": 2.5})") << "pairs: expected a whole number >= 0";
    QTest::newRow("an array where an object belongs is said") << QByteArray("[1, 2]") << "expected an object";
}

void TestSerialization::fieldReadersCheckTypes()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const auto parsed = parseJson(toStd(text));
    QVERIFY(parsed.ok());
    const auto read =
        readJsonDocument(parsed.value(), "stats.json", [](const Json &j) { return jsonAs<CosineStats>(j); });
    QVERIFY(!read.ok());
    QCOMPARE(read.error().code, ErrorCode::BadSchema);
    QCOMPARE(read.error().file, std::string("stats.json"));
    QCOMPARE(QString::fromStdString(read.error().detail), expected);
}

void TestSerialization::pathsNameNestedFields()
{
    JsonSchemaError e{{}, "expected a number"};
    e.within("s_raw");
    e.at(1);
    e.within("X");
    e.within("words");
    e.at(0);
    e.within("weat");
    QCOMPARE(e.message(), std::string("weat[0].words.X[1].s_raw: expected a number"));
    const auto numbers = parseJson(R"({"values": [1, 2, "three"]})");
    QVERIFY(numbers.ok());
    try {
        (void)field<std::vector<double>>(numbers.value(), "values");
        QFAIL("a string in a list of numbers was read");
    } catch (const JsonSchemaError &error) {
        QCOMPARE(error.message(), std::string("values[2]: expected a number"));
    }
}

void TestSerialization::statisticKeepsItsDetailForTheStudy()
{
    WeatStatistic s;
    s.sX = {0.25, -0.125};
    s.sY = {0.5};
    s.S = 0.625;
    s.meanX = 0.0625;
    s.meanY = 0.5;
    s.sd = 0.3;
    s.d = 1.5;
    s.p = 0.01;
    s.pUpper = 0.01;
    s.pLower = 0.995;
    s.method = PValueMethod::MonteCarlo;
    s.permutations = 100000;
    s.countUpper = 999;
    s.countLower = 99500;
    s.pStandardError = 3.1e-4;
    s.histogram = {-1.5, 2.5, {1, 2, 3}};
    // results.json's layout, in its order, without the detail.
    const Json summary = s;
    std::vector<std::string> keys;
    for (const auto &[key, value] : summary.items())
        keys.push_back(key);
    QCOMPARE(keys, (std::vector<std::string>{"d", "S", "p", "p_upper", "p_lower", "p_method", "permutations",
                                             "p_standard_error", "mean_x", "mean_y", "sd"}));
    const WeatStatistic fromSummary = jsonAs<WeatStatistic>(summary);
    QCOMPARE(fromSummary.d, s.d);
    QVERIFY(fromSummary.sX.empty() && fromSummary.histogram.counts.empty());
    // With the detail, every member comes back.
    const auto text = writeJson(statisticWithDetail(s));
    const WeatStatistic back = jsonAs<WeatStatistic>(parseJson(text).value());
    QCOMPARE(back.sX, s.sX);
    QCOMPARE(back.sY, s.sY);
    QCOMPARE(back.S, s.S);
    QCOMPARE(back.d, s.d);
    QCOMPARE(back.method, s.method);
    QCOMPARE(back.countUpper, s.countUpper);
    QCOMPARE(back.countLower, s.countLower);
    QCOMPARE(back.pStandardError, s.pStandardError);
    QCOMPARE(back.histogram.low, s.histogram.low);
    QCOMPARE(back.histogram.counts, s.histogram.counts);
    // An undefined d says why.
    s.d.reset();
    s.dUndefinedReason = kSameAssociationReason;
    const Json undefined = s;
    QVERIFY(undefined["d"].is_null());
    QCOMPARE(undefined["d_undefined_reason"].get<std::string>(), std::string(kSameAssociationReason));
    QCOMPARE(jsonAs<WeatStatistic>(undefined).dUndefinedReason, std::string(kSameAssociationReason));
}

void TestSerialization::similarityReadsBothLayouts()
{
    SimilarityResult s;
    s.benchmark = "WordSim-353";
    s.pairsTotal = 353;
    s.pairsUsed = 350;
    s.bootstrapIterations = 1000;
    s.seed = 9007199254740993ULL;
    s.comparison.pairs = 350;
    s.comparison.rhoRaw = 0.5;
    s.comparison.rhoWhitened = 0.625;
    s.comparison.delta = 0.125;
    s.comparison.iterations = 1000;
    s.comparison.skipped = 3;
    const SimilarityResult back = jsonAs<SimilarityResult>(parseJson(writeJson(similarityWithDetail(s))).value());
    QCOMPARE(back.seed, s.seed);
    QCOMPARE(back.comparison.rhoWhitened, s.comparison.rhoWhitened);
    QVERIFY(!back.comparison.p);
    QCOMPARE(back.comparison.skipped, std::size_t(3));
    // The study file's version 1 nested the comparison.
    const auto v1 = parseJson(R"({"benchmark": "MEN", "pairs_total": 10, "pairs_used": 9, "bootstrap_iterations": 5,
        "seed": 7, "comparison": {"pairs": 9, "rho_raw": 0.25, "rho_whitened": null, "delta": null, "p": null,
        "iterations": 5, "skipped": 5}})");
    QVERIFY(v1.ok());
    const SimilarityResult old = jsonAs<SimilarityResult>(v1.value());
    QCOMPARE(old.comparison.rhoRaw, std::optional<double>(0.25));
    QVERIFY(!old.comparison.rhoWhitened);
    QCOMPARE(old.comparison.skipped, std::size_t(5));
    QCOMPARE(old.seed, std::uint64_t(7));
    try {
        Json bad = v1.value();
        bad["comparison"]["skipped"] = "five";
        (void)jsonAs<SimilarityResult>(bad);
        QFAIL("a text count was read");
    } catch (const JsonSchemaError &e) {
        QCOMPARE(e.message(), std::string("comparison.skipped: expected a number"));
    }
}

void TestSerialization::sensitivityRoundTrips()
{
    ModelSensitivity m;
    m.model = "glove";
    m.vocabSize = 400000;
    m.dims = 2;
    m.analysis.epsilon = 1e-3;
    m.analysis.weat.seed = 42;
    m.referenceSize = 100;
    m.population = 400000;
    m.eigenvalues = Eigen::Vector2d(2.5, 0.5);
    m.epsilons = {1e-6, 1e-3};
    m.referenceSizes = {10, 20};
    m.drawSize = 50;
    m.drawSeeds = {1, 2};
    m.params.components = 1;
    m.componentVariance = {2.5};
    m.componentVarianceRatio = {2.5 / 3};
    SuiteSensitivity s;
    s.suiteId = "W1";
    s.suiteName = "Flowers";
    s.category = "Valence";
    s.counts[0] = 25;
    s.raw = {1.5, 1e-5};
    s.whitened = {std::nullopt, 1};
    s.change = SignificanceChange::Disappearing;
    s.epsilonSweep = {{1.25, 0.01}, {1.0, 0.02}};
    s.drawChange = {SignificanceChange::Stable, SignificanceChange::Disappearing};
    s.drawSpread.count = 2;
    s.drawSpread.median = 0.75;
    s.rawInterval = EffectInterval{1.0, 2.0, 1.5, 0.25, 1999};
    s.rawWithout = {1.25};
    s.whitenedWithout = {std::nullopt};
    m.suites = {s};
    SuiteSensitivity failed;
    failed.suiteId = "W2";
    failed.error = makeError(ErrorCode::EmptyWordSet, "X has no word left");
    m.suites.push_back(failed);
    const std::string text = writeJson(sensitivityToJson({m}));
    const auto read = sensitivityFromJson(parseJson(text).value());
    QVERIFY2(read.ok(), read.ok() ? "" : describe(read.error()).c_str());
    // Written again, it is the same file.
    QCOMPARE(writeJson(sensitivityToJson(read.value())), text);
    const SuiteSensitivity &back = read->at(0).suites[0];
    QCOMPARE(back.whitened.d, std::optional<double>());
    QCOMPARE(back.rawInterval->high, 2.0);
    QVERIFY(!back.whitenedInterval);
    QCOMPARE(read->at(0).suites[1].error->detail, std::string("X has no word left"));
    // Another schema is refused, naming the field.
    Json other = parseJson(text).value();
    other["schema"] = "isoscope-study";
    QCOMPARE(sensitivityFromJson(other, "s.json").error().detail,
             std::string("schema: expected \"isoscope-sensitivity\""));
}

void TestSerialization::calibrationsRoundTrip()
{
    CalibrationComparison c;
    c.calibrations = {CalibrationSpec{}, CalibrationSpec{CalibrationKind::AllButTheTop, 3}};
    c.params.alpha = 0.01;
    c.params.epsilon = 1e-4;
    CalibrationComparison::Model m;
    m.name = "glove";
    m.dims = 100;
    WeatResult zca;
    zca.model = "glove";
    zca.suiteId = "W1";
    zca.raw = WeatStatistic();
    zca.raw->d = 1.5;
    zca.raw->p = 1e-4;
    zca.whitened = WeatStatistic();
    zca.whitened->d = 0.5;
    zca.whitened->p = 0.2;
    zca.change = SignificanceChange::Disappearing;
    WeatResult abtt = zca;
    abtt.whitened->d = 1.25;
    abtt.whitened->p = 0.001;
    abtt.change = SignificanceChange::Stable;
    m.results = {{zca}, {abtt}};
    c.models = {m};
    const Json written = c;
    QCOMPARE(written["results"][0]["calibrated"][1]["d_minus_zca"].get<double>(), 0.75);
    QCOMPARE(written["results"][0]["calibrated"][1]["components_removed"].get<std::size_t>(), std::size_t(3));
    const CalibrationComparison back = jsonAs<CalibrationComparison>(parseJson(writeJson(written)).value());
    QCOMPARE(back.params.alpha, 0.01);
    QCOMPARE(back.calibrations.size(), std::size_t(2));
    QCOMPARE(back.calibrations[1].toString(), std::string("abtt:3"));
    QCOMPARE(back.models[0].results[1][0].whitened->d, std::optional<double>(1.25));
    QCOMPARE(back.models[0].results[1][0].change, SignificanceChange::Stable);
    QCOMPARE(back.models[0].results[0][0].raw->p, 1e-4);
}

void TestSerialization::calibrationsErrorsSayWhatIsWrong_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("another program's file is not a calibrations.json")
        << QByteArray(R"({"test": "sc-weat"})") << R"(no "test": "calibrations")";
    QTest::newRow("a file without calibrations is refused")
        << QByteArray(R"({"test": "calibrations", "calibrations": []})") << "no list of calibrations";
    QTest::newRow("a calibration that is not text is refused")
        << QByteArray(R"({"test": "calibrations", "calibrations": [3]})") << "a calibration is not text";
    QTest::newRow("an unknown calibration is refused with its reason")
        << QByteArray(R"({"test": "calibrations", "calibrations": ["zoom"]})") << "zoom";
    QTest::newRow("a file without results is refused")
        << QByteArray(R"({"test": "calibrations", "calibrations": ["zca"]})") << "no results";
    QTest::newRow("a result without its model is refused")
        << QByteArray(R"({"test": "calibrations", "calibrations": ["zca"], "results": [{"suite": "W1"}]})")
        << "a result without model or suite";
    QTest::newRow("a result without one entry per calibration is refused")
        << QByteArray(R"({"test": "calibrations", "calibrations": ["zca"], "results": [{"model": "m",)"
                      R"( "suite": "W1", "raw": {"d": 1, "p": 0.5}, "calibrated": []}]})")
        << "result m/W1 has no raw values or not one entry per calibration";
}

void TestSerialization::calibrationsErrorsSayWhatIsWrong()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("calibrations.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    const auto loaded = loadCalibrations(path.toStdString());
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().file, path.toStdString());
    const QString detail = QString::fromStdString(loaded.error().detail);
    QVERIFY2(detail.startsWith(QStringLiteral("not a calibrations.json of isoscope-cli calibrations: ")),
             qPrintable(detail));
    QVERIFY2(detail.contains(expected), qPrintable(detail));
}

void TestSerialization::scWeatWordRoundTrips()
{
    ScWeatWord w;
    w.word = "nurse";
    w.raw.d = 1.25;
    w.raw.meanX = 0.3;
    w.raw.meanY = 0.1;
    w.raw.sd = 0.16;
    w.raw.p = 0.001;
    w.raw.method = PValueMethod::Exact;
    w.raw.permutations = 12870;
    w.whitened.p = 0.5;
    w.whitened.method = PValueMethod::MonteCarlo;
    w.change = SignificanceChange::Disappearing;
    const Json j = w;
    QVERIFY(j["whitened"]["effect_size"].is_null());
    const ScWeatWord back = jsonAs<ScWeatWord>(parseJson(writeJson(j)).value());
    QCOMPARE(back.word, w.word);
    QCOMPARE(back.raw.d, w.raw.d);
    QCOMPARE(back.raw.permutations, w.raw.permutations);
    QCOMPARE(back.whitened.method, PValueMethod::MonteCarlo);
    QCOMPARE(back.change, w.change);
}

// The study file keeps the Calibrations and SC-WEAT pages' results with what the pages show of
// them (calibrations.json and sc-weat --json keep less): written, read and written again, the same.
void TestSerialization::pageResultsKeepTheirDetail()
{
    CalibrationComparison c;
    c.calibrations = {CalibrationSpec{}, CalibrationSpec{CalibrationKind::Center, 0}};
    c.params.correction = Correction::Holm;
    c.debiased = false;
    c.seconds = 2.5;
    CalibrationComparison::Model m;
    m.name = "glove";
    m.family = ModelFamily::Contrastive;
    m.dims = 50;
    WeatResult r;
    r.model = "glove";
    r.suiteId = "W7";
    r.words.used[0] = {"math", "algebra"};
    r.words.used[1] = {"poetry", "art"};
    r.raw = WeatStatistic();
    r.raw->d = 1.1;
    r.raw->sX = {0.25, 0.125};
    r.raw->sY = {-0.5, 0.0625};
    r.whitened = r.raw;
    r.whitened->d = -0.3;
    r.pRawAdjusted = 0.04;
    r.pWhitenedAdjusted = 0.5;
    r.change = SignificanceChange::Disappearing;
    WeatResult failed;
    failed.model = "glove";
    failed.suiteId = "U1";
    failed.error = makeError(ErrorCode::EmptyWordSet, "no word of Y is in the vocabulary");
    m.results = {{r, failed}, {r, failed}};
    c.models = {m};
    const std::string text = writeJson(calibrationsWithDetail(c));
    const CalibrationComparison back = calibrationsFromDetail(parseJson(text).value());
    QCOMPARE(writeJson(calibrationsWithDetail(back)), text);
    QCOMPARE(back.models[0].family, ModelFamily::Contrastive);
    QCOMPARE(back.models[0].results[1][0].pWhitenedAdjusted, std::optional<double>(0.5));
    QCOMPARE(back.models[0].results[1][0].whitened->sY, (std::vector<double>{-0.5, 0.0625}));
    QCOMPARE(back.models[0].results[0][1].error->detail, std::string("no word of Y is in the vocabulary"));
    QCOMPARE(back.params.correction, Correction::Holm);
    QCOMPARE(back.seconds, 2.5);
    Json wrong = parseJson(text).value();
    wrong["models"][0]["results"].erase(1);
    try {
        (void)calibrationsFromDetail(wrong);
        QFAIL("a comparison without one list per calibration was read");
    } catch (const JsonSchemaError &e) {
        QCOMPARE(e.message(), std::string("models[0].results: expected one list per calibration"));
    }

    ScWeatResult sc;
    sc.model = "glove";
    sc.calibration = "zca";
    sc.usedA = {"he", "man"};
    sc.usedB = {"she"};
    sc.missing = {"xqzzy"};
    ScWeatWord w;
    w.word = "nurse";
    w.raw.d = -0.97;
    w.raw.sX = {0.1, 0.2};
    w.raw.sY = {0.4};
    w.raw.p = 0.975;
    w.raw.pStandardError = 0.001;
    w.whitened.d = std::nullopt;
    w.whitened.dUndefinedReason = "the cosines are all equal";
    w.change = SignificanceChange::Undefined;
    sc.words = {w};
    const std::string scText = writeJson(scWeatWithDetail(sc));
    const ScWeatResult scBack = scWeatFromDetail(parseJson(scText).value());
    QCOMPARE(writeJson(scWeatWithDetail(scBack)), scText);
    QCOMPARE(scBack.words[0].raw.sX, (std::vector<double>{0.1, 0.2}));
    QCOMPARE(scBack.words[0].raw.pStandardError, 0.001);
    QCOMPARE(scBack.words[0].whitened.dUndefinedReason, std::string("the cosines are all equal"));
    QCOMPARE(scBack.missing, std::vector<std::string>{"xqzzy"});
    ScWeatRequest request{{"nurse", "engineer"}, "Male", "Female", {"he", "man"}, {"she"}};
    const ScWeatRequest requestBack = jsonAs<ScWeatRequest>(parseJson(writeJson(Json(request))).value());
    QCOMPARE(requestBack.targets, request.targets);
    QCOMPARE(requestBack.nameB, std::string("Female"));
    QCOMPARE(requestBack.attributesA, request.attributesA);
}

void TestSerialization::errorsAndLookupsRoundTrip()
{
    const Error e = makeError(ErrorCode::EmptyWordSet, "no word of X is in the vocabulary", "suites.json", 3, "X");
    const Error back = jsonAs<Error>(parseJson(writeJson(Json(e))).value());
    QCOMPARE(back.code, e.code);
    QCOMPARE(back.detail, e.detail);
    QCOMPARE(back.file, e.file);
    QCOMPARE(back.line, e.line);
    QCOMPARE(back.word, e.word);
    auto unknown = parseJson(R"({"code": "no_such_code", "detail": "x"})");
    try {
        (void)jsonAs<Error>(unknown.value());
        QFAIL("an unknown error code was read");
    } catch (const JsonSchemaError &error) {
        QCOMPARE(error.message(), std::string("code: unknown error code 'no_such_code'"));
    }
    SuiteLookup lookup;
    lookup.used[0] = {"rose"};
    lookup.rows[0] = {17};
    lookup.missing[3] = {"zzz"};
    lookup.lowercased = true;
    const SuiteLookup l = jsonAs<SuiteLookup>(parseJson(writeJson(Json(lookup))).value());
    QCOMPARE(l.used, lookup.used);
    QCOMPARE(l.rows, lookup.rows);
    QCOMPARE(l.missing, lookup.missing);
    QVERIFY(l.lowercased);
    AnisotropyResult a;
    a.sample = {3, 1, 2};
    a.raw = {0.5, 0.1, 3};
    a.whitened = {0.01, 0.2, 3};
    a.explainedRaw = {0.5, 0.25};
    a.eigenvalues = {4, 2, 1};
    a.zeroRows = 1;
    const AnisotropyResult b = jsonAs<AnisotropyResult>(parseJson(writeJson(Json(a))).value());
    QCOMPARE(b.sample, a.sample);
    QCOMPARE(b.whitened.sd, a.whitened.sd);
    QCOMPARE(b.raw.pairs, std::size_t(3));
    QCOMPARE(b.eigenvalues, a.eigenvalues);
    QCOMPARE(b.zeroRows, a.zeroRows);
}

QTEST_APPLESS_MAIN(TestSerialization)
#include "tst_serialization.moc"
