// Error sentences: every core error code has one, and the file, line, word and detail of an error
// all reach the user.

#include "ui/common/errortext.h"

#include <QTest>

using isoscope::ErrorCode;
using isoscope::ui::ErrorText;

class TestErrorText final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCodeHasItsOwnSentence();
    void describeNamesFileLineWordAndDetail_data();
    void describeNamesFileLineWordAndDetail();
};

void TestErrorText::everyCodeHasItsOwnSentence()
{
    QSet<QString> seen;
    for (int code = int(ErrorCode::FileNotFound); code <= int(ErrorCode::Cancelled); ++code) {
        const QString text = ErrorText::sentence(static_cast<ErrorCode>(code));
        QVERIFY2(!text.isEmpty() && text != ErrorText::tr("Unknown error."), qPrintable(QString::number(code)));
        QVERIFY2(!seen.contains(text), qPrintable(text));
        seen.insert(text);
    }
}

void TestErrorText::describeNamesFileLineWordAndDetail_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("expected");

    QTest::newRow("a bad row names the file and line first")
        << int(ErrorCode::WrongValueCount) << QStringLiteral("/data/glove.txt") << 17 << QString()
        << QStringLiteral("expected 100 numbers, found 99")
        << QStringLiteral("/data/glove.txt, line 17: This row has the wrong number of values "
                          "(expected 100 numbers, found 99).");
    QTest::newRow("a missing file names the file without a line")
        << int(ErrorCode::FileNotFound) << QStringLiteral("/nowhere.txt") << 0 << QString() << QString()
        << QStringLiteral("/nowhere.txt: The file does not exist.");
    QTest::newRow("an empty set names the set")
        << int(ErrorCode::EmptyWordSet) << QString() << 0 << QStringLiteral("Flowers") << QString()
        << QStringLiteral("“Flowers”: No word of this set is in the model's vocabulary.");
    QTest::newRow("percent signs in a file name are kept as they are")
        << int(ErrorCode::EmptyFile) << QStringLiteral("/tmp/%1 %2.txt") << 3 << QString() << QString()
        << QStringLiteral("/tmp/%1 %2.txt, line 3: The file is empty.");
}

void TestErrorText::describeNamesFileLineWordAndDetail()
{
    QFETCH(int, code);
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, word);
    QFETCH(QString, detail);
    QFETCH(QString, expected);
    const isoscope::Error error =
        isoscope::makeError(static_cast<ErrorCode>(code), detail.toStdString(), file.toStdString(),
                            static_cast<std::size_t>(line), word.toStdString());
    QCOMPARE(ErrorText::describe(error), expected);
}

QTEST_GUILESS_MAIN(TestErrorText)
#include "tst_errortext.moc"
