// isoscope-cli tokenize on model folders made from the real vocabularies (tests/data/tokenizers/):
// the ids, tokens and byte offsets Hugging Face's engine gives (npm tokenizers 0.23.2 on the same
// files), the conventions on record, the plain listing a person reads, and bad input as one line
// with exit status 2, from the built program too.
#include "runcommandline.h"
#include "tests/tokenizerfolders.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace {

QString makeFolder(const QTemporaryDir &dir, const std::string &family, const std::string &tokenizerConfig)
{
    return QString::fromStdString(tokenizerfolders::make(dir.path().toStdString(), family, tokenizerConfig).string());
}

QList<int> ints(const QJsonValue &value)
{
    QList<int> list;
    for (const QJsonValue &v : value.toArray())
        list << v.toInt();
    return list;
}

} // namespace

class TestTokenizeCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_bert, m_gpt2;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_bert = makeFolder(m_dir, "bert", R"({"do_lower_case": true})");
        m_gpt2 = makeFolder(m_dir, "gpt2", "{}");
    }

    void jsonHasIdsTokensOffsetsAndConventions()
    {
        const auto run = clitest::runInProcess({QStringLiteral("tokenize"), m_gpt2, QStringLiteral("--json"),
                                                QStringLiteral("Hello, naïve world!"), QStringLiteral("Latisha")});
        QCOMPARE(run.status, 0);
        QVERIFY(run.err.empty());
        const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(run.out)).object();
        const QJsonObject tokenizer = doc.value(QStringLiteral("tokenizer")).toObject();
        QCOMPARE(tokenizer.value(QStringLiteral("kind")).toString(), QStringLiteral("byte-level-bpe"));
        QCOMPARE(tokenizer.value(QStringLiteral("add_prefix_space")).toBool(), false);
        const QJsonArray texts = doc.value(QStringLiteral("texts")).toArray();
        QCOMPARE(texts.size(), 2);
        const QJsonObject first = texts.at(0).toObject();
        QCOMPARE(ints(first.value(QStringLiteral("ids"))), (QList<int>{15496, 11, 41492, 995, 0}));
        QCOMPARE(first.value(QStringLiteral("tokens")).toArray().at(2).toString(), QStringLiteral("ĠnaÃ¯ve"));
        // Byte offsets: "ï" takes two bytes, so " naïve" is bytes 6-13.
        const QJsonArray offsets = first.value(QStringLiteral("offsets")).toArray();
        QCOMPARE(ints(offsets.at(2)), (QList<int>{6, 13}));
        QCOMPARE(ints(offsets.at(4)), (QList<int>{19, 20}));
        QCOMPARE(ints(texts.at(1).toObject().value(QStringLiteral("ids"))), (QList<int>{24220, 19388}));
    }

    void plainListingShowsEachTokenWithItsText()
    {
        const auto run =
            clitest::runInProcess({QStringLiteral("tokenize"), m_bert, QStringLiteral("Latisha and Emily went home.")});
        QCOMPARE(run.status, 0);
        const QString out = QString::fromStdString(run.out);
        QVERIFY2(out.startsWith(QStringLiteral(
                     "tokenizer: wordpiece from vocab.txt, lowercase, accents stripped, [CLS] ... [SEP]\n")),
                 qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\nLatisha and Emily went home.  (10 tokens)\n")), qPrintable(out));
        // Each token: id, the vocabulary's string, the text it covers (the user guide's example).
        QVERIFY2(out.contains(QRegularExpression(
                     QStringLiteral("\\n  2474 +la +La\\n  24788 +##tish +tish\\n  2050 +##a +a\\n"))),
                 qPrintable(out));
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("\\n  101 +\\[CLS\\]\\n"))), qPrintable(out));

        const auto bare = clitest::runInProcess(
            {QStringLiteral("tokenize"), m_bert, QStringLiteral("--no-special-tokens"), QStringLiteral("home")});
        QCOMPARE(bare.status, 0);
        QVERIFY2(QString::fromStdString(bare.out).contains(QStringLiteral("home  (1 token)")), bare.out.c_str());
    }

    void badInputIsOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        QTest::newRow("no text") << QStringList{QStringLiteral("tokenize"), m_gpt2}
                                 << "tokenize needs a model folder and at least one text";
        QTest::newRow("a folder that does not exist")
            << QStringList{QStringLiteral("tokenize"), m_dir.filePath(QStringLiteral("missing")), QStringLiteral("x")}
            << "missing: not a model folder";
        QTest::newRow("a folder without a tokenizer")
            << QStringList{QStringLiteral("tokenize"), m_dir.path(), QStringLiteral("x")} << "no tokenizer";
    }

    void badInputIsOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        const auto run = clitest::runInProcess(arguments);
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.empty());
        const QString err = QString::fromStdString(run.err);
        QVERIFY2(err.startsWith(QStringLiteral("isoscope-cli: error: ")) && err.contains(says), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
    }

    void textThatIsNotUtf8IsRefused()
    {
        // "caf\xe9": Latin-1, as a shell in another locale may pass it.
        const std::string folder = m_gpt2.toStdString();
        const char *argv[] = {"isoscope-cli", "tokenize", folder.c_str(), "ok", "caf\xe9"};
        std::ostringstream out, err;
        QCOMPARE(isoscope::runCommandLine(5, argv, out, err, false), 2);
        QCOMPARE(err.str(), std::string("isoscope-cli: error: text 2 is not valid UTF-8 (byte 3)\n"));
    }

    void theBuiltProgramExitsWithTwoOnBadInput()
    {
        QProcess cli;
        cli.start(QStringLiteral(ISOSCOPE_CLI_PATH), {QStringLiteral("tokenize"), m_dir.path(), QStringLiteral("x")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        QCOMPARE(cli.readAllStandardOutput(), QByteArray());
        const QByteArray err = cli.readAllStandardError();
        QVERIFY2(err.startsWith("isoscope-cli: error: ") && err.count('\n') == 1, err.constData());
    }
};

QTEST_GUILESS_MAIN(TestTokenizeCommand)
#include "tst_tokenizecommand.moc"
