// Text from outside escaped once per format (core/output/escape.h), each result read back by a
// reader of that format written without the escaping code: Qt's XML parser, an RFC 4180 CSV reader
// and the cell splitting of GitHub's Markdown tables (tests/hostilenames.h); LaTeX against the
// commands that print each special character (issue 31, items 1, 2 and 6).
#include "core/output/escape.h"
#include "tests/hostilecases.h"
#include "tests/hostilenames.h"

#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QtTest>

#include <string>

using namespace isoscope;

namespace {

QString text(const std::string &utf8)
{
    return QString::fromStdString(utf8);
}

// The text of <a t="...">...</a> as an XML parser reads it, attribute and content; an error says
// where the document is not well-formed.
struct XmlReadBack {
    QString attribute;
    QString content;
    QString error;
};

XmlReadBack readXml(const std::string &escaped)
{
    const std::string document = "<a t=\"" + escaped + "\" u='" + escaped + "'>" + escaped + "</a>";
    QXmlStreamReader reader(QByteArray::fromStdString(document));
    XmlReadBack back;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            back.attribute = reader.attributes().value(QStringLiteral("t")).toString();
            if (reader.attributes().value(QStringLiteral("u")).toString() != back.attribute)
                back.error = QStringLiteral("the single-quoted attribute reads differently");
        } else if (reader.isCharacters()) {
            back.content += reader.text().toString();
        }
    }
    if (reader.hasError())
        back.error = reader.errorString();
    return back;
}

const QString kReplacement(QChar(0xFFFD));

} // namespace

class TestEscape : public QObject
{
    Q_OBJECT

private slots:
    void init() { hostilecases::begin(); }
    // Every case reads hostile text back literally from the format it was escaped for.
    void cleanup()
    {
        if (!QTest::currentTestFailed())
            hostilecases::accepted();
    }

    void xmlReadsBackAsTheTextWithNoMarkup_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a script in an image tag") << "<img src=x onerror=alert(1)>"
                                                  << "<img src=x onerror=alert(1)>";
        QTest::newRow("an ampersand and an entity") << "glove & co &amp;"
                                                    << "glove & co &amp;";
        QTest::newRow("both quotes") << "a \"b\" 'c'"
                                     << "a \"b\" 'c'";
        QTest::newRow("the end of a CDATA section") << "]]>"
                                                    << "]]>";
        QTest::newRow("a control character becomes U+FFFD")
            << QStringLiteral("a\x01z\x1b") << QStringLiteral("a") + kReplacement + QStringLiteral("z") + kReplacement;
        QTest::newRow("non-ASCII letters and the RTL override stay")
            << QStringLiteral("glove-\u00fc \u202egnp.") << QStringLiteral("glove-\u00fc \u202egnp.");
    }

    void xmlReadsBackAsTheTextWithNoMarkup()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const std::string escaped = xmlEscaped(input.toStdString());
        QVERIFY2(escaped.find('<') == std::string::npos, escaped.c_str());
        const XmlReadBack back = readXml(escaped);
        QVERIFY2(back.error.isEmpty(), qPrintable(back.error + QStringLiteral(": ") + text(escaped)));
        QCOMPARE(back.content, expected);
        QCOMPARE(back.attribute, expected);
    }

    void xmlTurnsInvalidUtf8AndNonCharactersIntoTheReplacementCharacter()
    {
        const std::string bytes = std::string("a\xff") + "b\xEF\xBF\xBE" + "c";
        const XmlReadBack back = readXml(xmlEscaped(bytes));
        QVERIFY2(back.error.isEmpty(), qPrintable(back.error));
        QCOMPARE(back.content, QStringLiteral("a") + kReplacement + QStringLiteral("b") + kReplacement + "c");
    }

    void xmlCharactersOnlyLeavesTheMarkupAndRemovesWhatXmlCannotHold()
    {
        const std::string svg = "<svg><text>a\x02&amp;b</text></svg>";
        const std::string valid = xmlCharactersOnly(svg);
        QCOMPARE(text(valid), QStringLiteral("<svg><text>a") + kReplacement + QStringLiteral("&amp;b</text></svg>"));
        QXmlStreamReader reader(QByteArray::fromStdString(valid));
        while (!reader.atEnd())
            reader.readNext();
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    }

    void markdownKeepsTheColumnsAndShowsTheTextLiterally_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a pipe") << "W|1"
                                << "W|1";
        QTest::newRow("an escaped pipe already") << "a\\|b"
                                                 << "a\\|b";
        QTest::newRow("raw HTML") << "<img src=x onerror=alert(1)>"
                                  << "<img src=x onerror=alert(1)>";
        QTest::newRow("emphasis and code") << "*a* _b_ `c` ~d~"
                                           << "*a* _b_ `c` ~d~";
        QTest::newRow("a link") << "[x](http://e.org)"
                                << "[x](http://e.org)";
        QTest::newRow("an entity") << "&amp;"
                                   << "&amp;";
        QTest::newRow("a line break ends no row") << "a\nb\r\nc"
                                                  << "a b  c";
        QTest::newRow("a control character") << QStringLiteral("a\x07") << QStringLiteral("a") + kReplacement;
    }

    void markdownKeepsTheColumnsAndShowsTheTextLiterally()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const QString cell = text(markdownEscaped(input.toStdString()));
        const QString row = QStringLiteral("| left | ") + cell + QStringLiteral(" | right |");
        QVERIFY2(!row.contains(QLatin1Char('\n')) && !row.contains(QLatin1Char('\r')), qPrintable(row));
        const QStringList cells = hostilenames::markdownCells(row);
        QCOMPARE(cells.size(), 3);
        QCOMPARE(cells[1], expected);
        // Nothing a Markdown renderer would take as markup is left unescaped.
        static const QRegularExpression markup(QStringLiteral("(^|[^\\\\])[<>&*_`\\[\\]|~]"));
        QVERIFY2(!cell.contains(markup), qPrintable(cell));
    }

    void latexWritesEachSpecialCharacterAsTheCommandThatPrintsIt_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a backslash, not \\textbackslash\\{\\}") << "a\\b"
                                                                << "a\\textbackslash{}b";
        QTest::newRow("braces") << "{x}"
                                << "\\{x\\}";
        QTest::newRow("dollar, ampersand, hash, percent, underscore") << "$&#%_"
                                                                      << "\\$\\&\\#\\%\\_";
        QTest::newRow("circumflex and tilde") << "^~"
                                              << "\\textasciicircum{}\\textasciitilde{}";
        QTest::newRow("less and greater than") << "<b>"
                                               << "\\textless{}b\\textgreater{}";
        QTest::newRow("a pipe") << "|d|"
                                << "\\textbar{}d\\textbar{}";
        QTest::newRow("a line break is a space") << "a\n\nb"
                                                 << "a  b";
        QTest::newRow("a control character") << QStringLiteral("a\x1b") << QStringLiteral("a") + kReplacement;
        QTest::newRow("the minus sign, rho and Delta")
            << QStringLiteral("\u22120.3 \u03c1 \u0394") << QStringLiteral("$-$0.3 $\\rho$ $\\Delta$");
    }

    void latexWritesEachSpecialCharacterAsTheCommandThatPrintsIt()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(text(latexEscaped(input.toStdString())), expected);
    }

    void csvNeutralisesFormulasAndReadsBack_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("readBack");
        QTest::newRow("plain text") << "glove"
                                    << "glove";
        QTest::newRow("a comma and quotes") << "a,\"b\""
                                            << "a,\"b\"";
        QTest::newRow("a formula") << "=HYPERLINK(\"http://e.org\",\"x\")"
                                   << "'=HYPERLINK(\"http://e.org\",\"x\")";
        QTest::newRow("DDE") << "=cmd|'/C calc'!A0"
                             << "'=cmd|'/C calc'!A0";
        QTest::newRow("a plus") << "+1+1"
                                << "'+1+1";
        QTest::newRow("a minus in text") << "-2+3"
                                         << "'-2+3";
        QTest::newRow("an at sign") << "@SUM(A1)"
                                    << "'@SUM(A1)";
        QTest::newRow("a tab") << "\t=1"
                               << "'\t=1";
        QTest::newRow("a carriage return") << "\r=1"
                                           << "'\r=1";
        QTest::newRow("an equals sign later") << "a=1"
                                              << "a=1";
    }

    void csvNeutralisesFormulasAndReadsBack()
    {
        QFETCH(QString, input);
        QFETCH(QString, readBack);
        const QString field = text(csvField(input.toStdString()));
        if (readBack != input)
            QVERIFY2(field.startsWith(QStringLiteral("\"'")), qPrintable(field)); // quoted, then the quote mark
        const QStringList record =
            hostilenames::csvRecords(QStringLiteral("1,") + field + QStringLiteral(",2")).front();
        QCOMPARE(record, (QStringList{QStringLiteral("1"), readBack, QStringLiteral("2")}));
    }

    void tsvKeepsTheCellsAndNeutralisesFormulas()
    {
        QCOMPARE(text(tsvField("a\tb\nc")), QStringLiteral("a b c"));
        QCOMPARE(text(tsvField("=1+1")), QStringLiteral("'=1+1"));
        QCOMPARE(text(tsvField("-x")), QStringLiteral("'-x"));
        QCOMPARE(text(tsvField("x-1")), QStringLiteral("x-1"));
    }

    void fileNamePartsAreShortUniqueAndKeepSafeNames()
    {
        QCOMPARE(text(fileNamePart("GloVe-6B-100d.subset")), QStringLiteral("GloVe-6B-100d.subset"));
        const std::string u = fileNamePart("glove-\xC3\xBC"), o = fileNamePart("glove-\xC3\xB6");
        QVERIFY2(u != o, u.c_str());
        QVERIFY2(text(u).startsWith(QStringLiteral("glove-_-")), u.c_str());
        QVERIFY(fileNamePart("a b") != fileNamePart("a_b"));
        QVERIFY(fileNamePart("a/b") != fileNamePart("a:b"));
        const std::string longName(10000, 'x');
        QVERIFY(fileNamePart(longName).size() <= 48 + 9);
        QVERIFY(fileNamePart(longName) != fileNamePart(longName + "y"));
        QSet<QString> parts;
        for (const char *name : {"", ".", "..", "../etc", "a/../b", "\x01"}) {
            const QString part = text(fileNamePart(name));
            QVERIFY2(!part.isEmpty() && part != QLatin1String(".") && part != QLatin1String("..")
                         && !part.contains(QLatin1Char('/')),
                     qPrintable(part));
            parts.insert(part);
        }
        QCOMPARE(parts.size(), 6);
        static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9._-]+$"));
        QVERIFY(text(fileNamePart("<img src=x onerror=alert(1)>")).contains(safe));
    }
};

QTEST_GUILESS_MAIN(TestEscape)
#include "tst_escape.moc"
