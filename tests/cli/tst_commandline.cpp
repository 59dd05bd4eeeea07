// The command-line tool as scripts use it: exit status, one-line errors on standard error, and
// the files and schema of results.json. In-process runs (runCommandLine) for speed and the real
// executable (QProcess) for exit status and streams.
#include "app/cli/commandline.h"
#include "core/linalg/blasinfo.h"
#include "isoscope/version.h"
#include "tests/cli/runcommandline.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

#include <sstream>

namespace {

using clitest::Run;
using clitest::runInProcess;

Run runExecutable(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(ISOSCOPE_CLI_PATH), arguments);
    process.waitForFinished(120000);
    Run r;
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput().toStdString();
    r.err = process.readAllStandardError().toStdString();
    return r;
}

// False in the sanitizer configuration, whose isoscope-cli is built without the subcommands that
// draw (figures, report): their rows are left out there and run in the full build.
constexpr bool kCliDraws = ISOSCOPE_CLI_DRAWS;

QString demo(const char *file)
{
    return QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/") + QLatin1String(file);
}

// Rows of badUsageExitsWithTwoAndOneLine for every subcommand: exit status 2 and one line on
// standard error that names the option (an unknown option, a missing value, a bad number, a value
// given to a flag).
void addEverySubcommandsBadOptions()
{
    const QString glove = QStringLiteral("glove=") + demo("glove.6B.100d.subset.txt");
    const struct {
        const char *subcommand;
        const char *number;
        const char *numberReason;
        const char *valued = "--out"; // an option that takes a value
        const char *flag = "--quiet";
    } subcommands[] = {
        {"analyze", "--permutations", "--permutations must be a whole number from 1 to 1000000000, got 'many'"},
        {"sensitivity", "--draws", "--draws must be a whole number from 0 to 100000000, got 'many'"},
        {"sc-weat", "--alpha", "--alpha must be a number above 0 and below 1, got 'many'"},
        {"calibrations", "--seed", "--seed must be a whole number from 0 to 18446744073709551615, got 'many'"},
        {"figures", "--dpi", "--dpi must be a number from 50 to 2400, got 'many'"},
        {"import", nullptr, nullptr, "--cache-dir", "--rebuild"},
        {"report", nullptr, nullptr},
    };
    for (const auto &s : subcommands) {
        const QString name = QLatin1String(s.subcommand);
        if (!kCliDraws && (name == QLatin1String("figures") || name == QLatin1String("report")))
            continue;
        QTest::addRow("%s: an unknown option", s.subcommand)
            << QStringList{name, glove, "--fast", "1"} << QString("unknown option '--fast'");
        QTest::addRow("%s: an unknown option with a value", s.subcommand)
            << QStringList{name, glove, "--fast=1"} << QString("unknown option '--fast'");
        const QString valued = QLatin1String(s.valued);
        const QString flag = QLatin1String(s.flag);
        QTest::addRow("%s: a missing value", s.subcommand)
            << QStringList{name, glove, valued} << valued + QStringLiteral(" needs a value");
        QTest::addRow("%s: a flag given a value", s.subcommand)
            << QStringList{name, glove, flag + QStringLiteral("=yes")} << flag + QStringLiteral(" takes no value");
        QTest::addRow("%s: an option given twice", s.subcommand)
            << QStringList{name, glove, valued, "a", valued, "b"} << valued + QStringLiteral(" is given twice");
        if (s.number)
            QTest::addRow("%s: a bad number", s.subcommand)
                << QStringList{name, glove, QLatin1String(s.number), "many"} << QString(QLatin1String(s.numberReason));
    }
    QTest::newRow("import: an unknown format")
        << QStringList{"import", "x.txt", "--format", "csv"} << QString("--format: unknown format 'csv'");
    if (kCliDraws) {
        QTest::newRow("report: an unknown language")
            << QStringList{"report", "results", "--out", "paper", "--language", "fr"}
            << QString("--language must be en, de or zh_CN, got 'fr'");
        QTest::newRow("report: points to its own help")
            << QStringList{"report", "results", "--style", "mla"} << QString("(see isoscope-cli report --help)");
    }
    QTest::newRow("calibrations: an unknown calibration")
        << QStringList{"calibrations", glove, "--calibrations", "center,foo"}
        << QString("--calibrations: calibration 'foo': unknown calibration");
    QTest::newRow("sc-weat: --target last, without its words")
        << QStringList{"sc-weat", glove, "--target"} << QString("--target needs a value");
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR); }

    void versionAndHelp()
    {
        const Run version = runExecutable({QStringLiteral("--version")});
        QCOMPARE(version.status, 0);
        // The version, then the BLAS/LAPACK the program runs on: the same file and kernel as this test
        // process, which links the same core (tests/core/tst_blasinfo checks that against /proc/self/maps).
        QCOMPARE(QString::fromStdString(version.out).trimmed().split(QLatin1Char('\n')),
                 QStringList({QStringLiteral("isoscope-cli ") + QLatin1String(isoscope::kVersion),
                              QStringLiteral("BLAS/LAPACK: ")
                                  + QString::fromStdString(isoscope::describeBlas(isoscope::loadedBlas()))}));
        QVERIFY2(version.out.find("OpenBLAS") != std::string::npos, version.out.c_str());
        const Run help = runExecutable({QStringLiteral("--help")});
        QCOMPARE(help.status, 0);
        QVERIFY(help.out.find("isoscope-cli analyze") != std::string::npos);
        QVERIFY(help.out.find("--reference top:N") != std::string::npos);
    }

    // Each subcommand answers --help with its own options (issue 14: one --help per subcommand;
    // issue 13: analyze and import rejected it), and isoscope-cli --help lists them all.
    void subcommandsAnswerHelp_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("shown");
        QTest::addColumn<QStringList>("notShown");
        QTest::newRow("analyze --help") << QStringList{"analyze", "--help"}
                                        << QStringList{"isoscope-cli analyze [options] NAME=PATH",
                                                       "--reference top:N",
                                                       "--epsilon E",
                                                       "--bootstrap B",
                                                       "--cache-dir DIR",
                                                       "--no-cache",
                                                       "--stsb-split test|dev|train",
                                                       "--sentence-vectors NAME=FILE",
                                                       "--measures LIST",
                                                       "--debias hard",
                                                       "--oov leave-out|subword",
                                                       "-h,--help"}
                                        << QStringList{"isoscope-cli import PATH", "--draws", "--target",
                                                       "--calibrations LIST", "--dpi"};
        QTest::newRow("analyze with a bad option and --help")
            << QStringList{"analyze", "--seed", "x", "--help"} << QStringList{"isoscope-cli analyze [options]"}
            << QStringList{"isoscope-cli import PATH"};
        QTest::newRow("import -h") << QStringList{"import", "-h"}
                                   << QStringList{"isoscope-cli import PATH", "--rebuild", "--vocab FILE"}
                                   << QStringList{"isoscope-cli analyze [options]", "--epsilon", "--demo"};
        QTest::newRow("import with a file and --help")
            << QStringList{"import", "x.txt", "--help"} << QStringList{"isoscope-cli import PATH"}
            << QStringList{"--epsilon"};
        QTest::newRow("sensitivity --help")
            << QStringList{"sensitivity", "--help"}
            << QStringList{"isoscope-cli sensitivity [options]", "--epsilons FROM:TO:N", "--draws R", "--components K",
                           "--reference top:N"}
            << QStringList{"isoscope-cli analyze [options]", "--target", "0: no intervals"};
        QTest::newRow("sc-weat --help") << QStringList{"sc-weat", "--help"}
                                        << QStringList{"isoscope-cli sc-weat MODEL --target", "--name-a NAME",
                                                       "--suite ID", "--epsilon E"}
                                        << QStringList{"isoscope-cli analyze [options]", "--draws",
                                                       "--calibrations LIST"};
        QTest::newRow("calibrations --help")
            << QStringList{"calibrations", "--help"}
            << QStringList{"isoscope-cli calibrations [options]", "--calibrations LIST", "debias", "--measures LIST",
                           "--epsilon E"}
            << QStringList{"isoscope-cli analyze [options]", "--draws", "--target"};
        if (kCliDraws) {
            QTest::newRow("figures with a bad number and -h")
                << QStringList{"figures", "--dpi", "abc", "-h"} << QStringList{"--width-mm W"}
                << QStringList{"--epsilon"};
            QTest::newRow("figures --help")
                << QStringList{"figures", "--help"}
                << QStringList{"isoscope-cli figures RESULTS.json --out DIR", "--width-mm W", "--palette"}
                << QStringList{"isoscope-cli analyze [options]", "--epsilon"};
            QTest::newRow("report --help") << QStringList{"report", "--help"}
                                           << QStringList{"isoscope-cli report RESULTS.json --out DIR",
                                                          "--format odt,html,pdf",
                                                          "--style apa",
                                                          "--language en|de|zh_CN",
                                                          "--tables",
                                                          "--figures",
                                                          "--quiet"}
                                           << QStringList{"isoscope-cli analyze [options]", "--epsilon", "--width-mm"};
        }
        const QStringList all{"\n  analyze ",
                              "\n  import ",
                              "\n  sensitivity ",
                              "\n  sc-weat ",
                              "\n  calibrations ",
                              "isoscope-cli SUBCOMMAND --help",
                              "isoscope-cli analyze [options]",
                              "isoscope-cli import PATH",
                              "isoscope-cli sensitivity",
                              "isoscope-cli sc-weat MODEL",
                              "isoscope-cli calibrations",
                              "--draws R",
                              "--calibrations LIST",
                              "Exit status: 0 success"};
        const QStringList drawing{"\n  figures ",         "\n  report ",
                                  "isoscope-cli figures", "isoscope-cli report RESULTS.json",
                                  "--width-mm W",         "--language en|de|zh_CN"};
        QTest::newRow("isoscope-cli --help: all of them")
            << QStringList{"--help"} << (kCliDraws ? all + drawing : all) << (kCliDraws ? QStringList{} : drawing);
        QTest::newRow("help, the word") << QStringList{"help"}
                                        << QStringList{QLatin1String(kCliDraws ? "\n  report " : "\n  calibrations "),
                                                       "Exit status"}
                                        << QStringList{};
    }
    void subcommandsAnswerHelp()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, shown);
        QFETCH(QStringList, notShown);
        const Run r = runExecutable(arguments);
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.empty(), r.err.c_str());
        for (const QString &text : shown)
            QVERIFY2(r.out.find(text.toStdString()) != std::string::npos,
                     qPrintable(text + QLatin1String(" in\n") + QString::fromStdString(r.out)));
        for (const QString &text : notShown)
            QVERIFY2(r.out.find(text.toStdString()) == std::string::npos,
                     qPrintable(text + QLatin1String(" in\n") + QString::fromStdString(r.out)));
    }

    // An option's value is the next argument whatever it looks like, as before CLI11: a negative
    // number is the value (and refused by the option's own check), not an unknown option.
    void aValueThatLooksLikeAnOptionIsTheValue()
    {
        const QString glove = QStringLiteral("glove=") + demo("glove.6B.100d.subset.txt");
        const Run negative =
            runInProcess({QStringLiteral("analyze"), glove, QStringLiteral("--epsilon"), QStringLiteral("-1")});
        QCOMPARE(negative.status, 2);
        QVERIFY2(negative.err.find("--epsilon must be a number from 0 to 100, got '-1'") != std::string::npos,
                 negative.err.c_str());
        const Run dashes =
            runInProcess({QStringLiteral("analyze"), glove, QStringLiteral("--seed"), QStringLiteral("--quiet")});
        QCOMPARE(dashes.status, 2);
        QVERIFY2(dashes.err.find("--seed must be a whole number from 0 to 18446744073709551615, got '--quiet'")
                     != std::string::npos,
                 dashes.err.c_str());
    }

    void aSeedAboveTwoToThe53IsKeptExactly()
    {
        const QString glove = QStringLiteral("glove=") + demo("glove.6B.100d.subset.txt");
        const Run r = runExecutable({QStringLiteral("analyze"), glove, QStringLiteral("--only"), QStringLiteral("W9"),
                                     QStringLiteral("--similarity"), QStringLiteral("none"), QStringLiteral("--seed"),
                                     QStringLiteral("18446744073709551615"), QStringLiteral("--json"),
                                     QStringLiteral("--quiet")});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.find("\"seed\": 18446744073709551615,") != std::string::npos, r.out.substr(0, 600).c_str());
    }

    void badUsageExitsWithTwoAndOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reason");
        const QString glove = QStringLiteral("glove=") + demo("glove.6B.100d.subset.txt");
        QTest::newRow("no command") << QStringList{} << "no command";
        QTest::newRow("an unknown command") << QStringList{"analyse"} << "unknown command 'analyse'";
        QTest::newRow("no model") << QStringList{"analyze"} << "no model given";
        QTest::newRow("an unknown option") << QStringList{"analyze", glove, "--fast"} << "unknown option '--fast'";
        QTest::newRow("a negative epsilon") << QStringList{"analyze", glove, "--epsilon", "-1"} << "--epsilon";
        QTest::newRow("an epsilon that is not a number") << QStringList{"analyze", glove, "--epsilon=abc"} << "'abc'";
        QTest::newRow("alpha above one") << QStringList{"analyze", glove, "--alpha", "2"} << "--alpha";
        QTest::newRow("zero permutations") << QStringList{"analyze", glove, "--permutations", "0"} << "--permutations";
        // Issue 31, item 4: the ranges are the ones the window's Options page and study loader
        // share (core/analysis/settingranges.h), the bootstrap's cap among them.
        QTest::newRow("more bootstrap resamples than any study may hold")
            << QStringList{"analyze", glove, "--bootstrap", "20000"}
            << "--bootstrap must be 0 (none) or a whole number from 2 to 10000, got '20000'";
        QTest::newRow("an epsilon above its range") << QStringList{"analyze", glove, "--epsilon", "1000"}
                                                    << "--epsilon must be a number from 0 to 100, got '1000'";
        QTest::newRow("a confidence of one") << QStringList{"analyze", glove, "--confidence", "1"}
                                             << "--confidence must be a number above 0 and below 1, got '1'";
        QTest::newRow("a seed that is not a number") << QStringList{"analyze", glove, "--seed", "x"} << "--seed";
        QTest::newRow("an unknown tie rule")
            << QStringList{"analyze", glove, "--tie", "eq"} << "--tie must be ge or gt";
        QTest::newRow("an unknown side") << QStringList{"analyze", glove, "--sided", "three"} << "--sided";
        QTest::newRow("a bad reference") << QStringList{"analyze", glove, "--reference", "best:5"} << "best:5";
        QTest::newRow("a missing option value") << QStringList{"analyze", glove, "--seed"} << "--seed needs a value";
        QTest::newRow("an option given twice")
            << QStringList{"analyze", glove, "--seed", "1", "--seed", "2"} << "--seed is given twice";
        QTest::newRow("an unknown suite") << QStringList{"analyze", glove, "--only", "W1,W99"} << "W99";
        QTest::newRow("a suite listed twice in --only")
            << QStringList{"analyze", glove, "--only", "W1,W2,W1"} << "--only lists W1 twice";
        QTest::newRow("a family for an unknown model")
            << QStringList{"analyze", glove, "--family", "bert=contextualized"} << "'bert'";
        QTest::newRow("an unknown family") << QStringList{"analyze", glove, "--family", "glove=neural"} << "neural";
        QTest::newRow("a missing suites file")
            << QStringList{"analyze", glove, "--suites", "/no/such/suites.json"} << "/no/such/suites.json";
        QTest::newRow("a missing model file") << QStringList{"analyze", "m=/no/such/model.txt"} << "/no/such/model.txt";
        QTest::newRow("two models with one name")
            << QStringList{"analyze", glove, glove} << "two models are named 'glove'";
        QTest::newRow("an unknown STS-B split")
            << QStringList{"analyze", glove, "--stsb-split", "validation"} << "unknown STS-B split 'validation'";
        QTest::newRow("sentence vectors for an unknown model")
            << QStringList{"analyze", glove, "--sentence-vectors", "bert=/tmp/s.h5"} << "'bert'";
        QTest::newRow("sentence vectors in a file that is not HDF5")
            << QStringList{"analyze", glove, "--sentence-vectors", "glove=" + demo("glove.6B.100d.subset.txt")}
            << "not an HDF5 file with /sentences and /sentence_vectors";
        QTest::newRow("a missing sentence-vector file")
            << QStringList{"analyze", glove, "--sentence-vectors", "glove=/no/such/sentences.h5"}
            << "/no/such/sentences.h5";
        addEverySubcommandsBadOptions();
    }
    void badUsageExitsWithTwoAndOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reason);
        const Run r = runExecutable(arguments);
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.empty());
        const QString err = QString::fromStdString(r.err);
        QVERIFY2(err.startsWith(QStringLiteral("isoscope-cli: error: ")), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.contains(reason), qPrintable(err));
    }

    // Issue 31, item 5: a named pipe given as sentence vectors is refused as every other input
    // path refuses one (exit status 2, one line naming it), instead of waiting for a writer for
    // ever. The process is killed after 30 s, so that a regression fails here instead of hanging.
    void aNamedPipeAsSentenceVectorsIsRefusedNotWaitedFor()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("sentences.h5"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QProcess process;
        process.start(QStringLiteral(ISOSCOPE_CLI_PATH),
                      {QStringLiteral("analyze"), QStringLiteral("glove=") + demo("glove.6B.100d.subset.txt"),
                       QStringLiteral("--sentence-vectors"), QStringLiteral("glove=") + fifo});
        if (!process.waitForFinished(30000)) {
            process.kill();
            process.waitForFinished();
            QFAIL("isoscope-cli still waits on the named pipe after 30 s");
        }
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardOutput().isEmpty());
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.startsWith(QStringLiteral("isoscope-cli: error: ") + fifo + QStringLiteral(": ")),
                 qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("not a regular file")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("--sentence-vectors glove")), qPrintable(err));
    }

    void malformedModelNamesFileAndLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a 1 2 3\nb 4 5 6\nc 7 8\n");
        file.close();
        const Run r = runExecutable({QStringLiteral("analyze"), path});
        QCOMPARE(r.status, 2);
        QVERIFY2(QString::fromStdString(r.err).contains(path + QStringLiteral(":3")), r.err.c_str());
    }

    // One word with values 1e8 times the others' makes whitening meaningless in double precision
    // (tests/core/tst_whitening): the run stops with one line that names the model file, the word
    // and its row, instead of printing a whitened d that is silently wrong.
    void aRowOfExtremeValuesIsNamedNotWhitenedWrongly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("extreme.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // Every word of the built-in suite W1 (flowers, insects, pleasant, unpleasant) and some more,
        // 8 dimensions of pseudo-random values in [0, 2); "scorpion" (row 7) a hundred million times larger.
        const QStringList words =
            QStringLiteral(
                "aster clover hyacinth marigold poppy azalea crocus scorpion iris orchid rose bluebell daffodil lilac "
                "pansy tulip buttercup daisy lily peony violet carnation gladiola magnolia petunia zinnia ant "
                "caterpillar "
                "flea locust spider bedbug centipede fly maggot tarantula bee cockroach gnat mosquito termite beetle "
                "cricket hornet moth wasp blackfly dragonfly horsefly roach weevil caress freedom health love peace "
                "cheer "
                "friend heaven loyal pleasure diamond gentle honest lucky rainbow diploma gift honor miracle sunrise "
                "family happy laughter paradise vacation abuse crash filth murder sickness accident death grief poison "
                "stink assault disaster hatred pollute tragedy divorce jail poverty ugly cancer kill rotten vomit "
                "agony "
                "prison the of and to in for on with at by from as")
                .split(QLatin1Char(' '));
        quint64 state = 88172645463325252ULL;
        for (int i = 0; i < words.size(); ++i) {
            QByteArray line = words[i].toUtf8();
            for (int j = 0; j < 8; ++j) {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                const double value = double(state % 2000) / 1000.0;
                line += ' ' + QByteArray::number(words[i] == QLatin1String("scorpion") ? value * 1e8 : value, 'g', 9);
            }
            file.write(line + '\n');
        }
        file.close();
        const Run r =
            runExecutable({QStringLiteral("analyze"), path, QStringLiteral("--no-cache"),
                           QStringLiteral("--permutations"), QStringLiteral("1000"), QStringLiteral("--quiet")});
        QCOMPARE(r.status, 2); // the input cannot be analysed, as for a malformed file
        const QString err = QString::fromStdString(r.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.contains(path), r.err.c_str());
        QVERIFY2(err.contains(path + QStringLiteral(": 'scorpion': ")), r.err.c_str());
        QVERIFY2(err.contains(QStringLiteral("row 8 of the model")), r.err.c_str());
        QVERIFY2(err.contains(QStringLiteral("would lose the digits")), r.err.c_str());
        QVERIFY(r.out.empty());
    }

    void demoAnalysisWritesEveryFileWithTheDocumentedSchema()
    {
        QTemporaryDir dir;
        const Run r = runInProcess({QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--quiet"),
                                    QStringLiteral("--json"), QStringLiteral("--out"), dir.path()});
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.empty()); // --quiet
        for (const char *name : {"results.json", "weat.csv", "anisotropy.csv", "similarity.csv", "mleat.csv",
                                 "report.md", "figure_data.h5"})
            QVERIFY2(QFileInfo::exists(dir.filePath(QLatin1String(name))), name);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 7); // no temporary left

        QFile saved(dir.filePath(QStringLiteral("results.json")));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray savedBytes = saved.readAll();
        QCOMPARE(savedBytes, QByteArray::fromStdString(r.out)); // --json prints the same document
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(savedBytes, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);

        const QJsonObject conventions = root[QStringLiteral("conventions")].toObject();
        for (const char *key :
             {"ddof", "tie", "plus_one", "sided", "permutations", "exact_limit", "seed", "epsilon", "alpha"})
            QVERIFY2(conventions.contains(QLatin1String(key)), key);
        QCOMPARE(conventions[QStringLiteral("ddof")].toInt(), 1);
        QCOMPARE(conventions[QStringLiteral("tie")].toString(), QStringLiteral("ge"));
        QCOMPARE(conventions[QStringLiteral("permutations")].toInt(), 100000);
        QCOMPARE(conventions[QStringLiteral("epsilon")].toDouble(), 1e-3);

        const QJsonArray models = root[QStringLiteral("models")].toArray();
        QCOMPARE(models.size(), 2);
        const QJsonObject glove = models[0].toObject();
        for (const char *key : {"name", "family", "path", "vocab_size", "dims", "uncased", "reference", "anisotropy",
                                "explained_variance", "similarity"})
            QVERIFY2(glove.contains(QLatin1String(key)), key);
        QCOMPARE(glove[QStringLiteral("vocab_size")].toInt(), 4892);
        QCOMPARE(glove[QStringLiteral("dims")].toInt(), 100);
        QCOMPARE(glove[QStringLiteral("uncased")].toBool(), true);
        QCOMPARE(models[1].toObject()[QStringLiteral("uncased")].toBool(), false);
        QCOMPARE(glove[QStringLiteral("reference")].toObject()[QStringLiteral("size")].toInt(), 4892);
        const QJsonObject anisotropy = glove[QStringLiteral("anisotropy")].toObject();
        QCOMPARE(anisotropy[QStringLiteral("sample_size")].toInt(), 2000);
        QVERIFY(anisotropy[QStringLiteral("raw")].toObject().contains(QStringLiteral("mean")));
        QVERIFY(anisotropy[QStringLiteral("whitened")].toObject().contains(QStringLiteral("sd")));
        const QJsonObject explained = glove[QStringLiteral("explained_variance")].toObject();
        QCOMPARE(explained[QStringLiteral("raw")].toArray().size(), 50);
        QCOMPARE(explained[QStringLiteral("whitened")].toArray().size(), 50);
        const QJsonArray similarity = glove[QStringLiteral("similarity")].toArray();
        QCOMPARE(similarity.size(), 3);
        for (const char *key :
             {"benchmark", "method", "pairs_total", "pairs_used", "rho_raw", "rho_whitened", "delta", "p"})
            QVERIFY2(similarity[0].toObject().contains(QLatin1String(key)), key);
        QCOMPARE(similarity[0].toObject()[QStringLiteral("pairs_used")].toInt(), 353);
        QCOMPARE(similarity[0].toObject()[QStringLiteral("method")].toString(), QStringLiteral("word_cosine"));
        QCOMPARE(similarity[1].toObject()[QStringLiteral("pairs_used")].toInt(), 999);
        // STS-B, test split, as the mean of the word vectors (the numbers: stsb_reference.py).
        const QJsonObject sts = similarity[2].toObject();
        QCOMPARE(sts[QStringLiteral("benchmark")].toString(), QStringLiteral("STS-B"));
        QCOMPARE(sts[QStringLiteral("split")].toString(), QStringLiteral("test"));
        QCOMPARE(sts[QStringLiteral("method")].toString(), QStringLiteral("bag_of_words"));
        QCOMPARE(sts[QStringLiteral("pairs_total")].toInt(), 1379);
        QCOMPARE(sts[QStringLiteral("pairs_used")].toInt(), 1378);
        QCOMPARE(sts[QStringLiteral("pairs_left_out")].toArray().size(), 1);

        const QJsonArray weat = root[QStringLiteral("weat")].toArray();
        QCOMPARE(weat.size(), 20); // 2 models x 10 suites
        const QJsonObject w1 = weat[0].toObject();
        for (const char *key : {"model", "suite", "name", "category", "sizes", "missing", "raw", "whitened", "change",
                                "substantial_shift"})
            QVERIFY2(w1.contains(QLatin1String(key)), key);
        QCOMPARE(w1[QStringLiteral("missing")].toObject()[QStringLiteral("X")].toArray(),
                 QJsonArray{QStringLiteral("gladiola")});
        QCOMPARE(w1[QStringLiteral("sizes")].toObject()[QStringLiteral("X")].toInt(), 24);
        for (const char *key : {"d", "S", "p", "p_method", "permutations", "mleat"})
            QVERIFY2(w1[QStringLiteral("raw")].toObject().contains(QLatin1String(key)), key);
        // ML-EAT levels 2 and 3 in both spaces (the numbers: mleat_reference.py).
        for (const char *space : {"raw", "whitened"}) {
            const QJsonObject levels = w1[QLatin1String(space)].toObject()[QStringLiteral("mleat")].toObject();
            for (const char *target : {"X", "Y"})
                for (const char *key : {"effect", "p", "p_upper", "p_lower", "p_method", "means_a", "means_b"})
                    QVERIFY2(levels[QStringLiteral("level2")].toObject()[QLatin1String(target)].toObject().contains(
                                 QLatin1String(key)),
                             key);
            // 24 flowers (gladiola is missing), 25 insects, 25 pleasant and 25 unpleasant words.
            for (const auto &[block, count] : {std::pair{"XA", 24 * 25}, std::pair{"XB", 24 * 25},
                                               std::pair{"YA", 25 * 25}, std::pair{"YB", 25 * 25}})
                QCOMPARE(levels[QStringLiteral("level3")]
                             .toObject()[QLatin1String(block)]
                             .toObject()[QStringLiteral("count")]
                             .toInt(),
                         count);
        }
        QCOMPARE(w1[QStringLiteral("raw")].toObject()[QStringLiteral("p_method")].toString(),
                 QStringLiteral("monte_carlo"));
        const QJsonObject w6 = weat[5].toObject();
        QCOMPARE(w6[QStringLiteral("raw")].toObject()[QStringLiteral("p_method")].toString(), QStringLiteral("exact"));
        QCOMPARE(w6[QStringLiteral("raw")].toObject()[QStringLiteral("permutations")].toInt(), 12870);
        // word2vec lacks every African-American name of W3: the suite is reported, not run.
        const QJsonObject w3 = weat[12].toObject();
        QCOMPARE(w3[QStringLiteral("suite")].toString(), QStringLiteral("W3"));
        QVERIFY(w3[QStringLiteral("raw")].isNull());
        QCOMPARE(w3[QStringLiteral("error")].toObject()[QStringLiteral("code")].toString(),
                 QStringLiteral("empty_word_set"));

        QFile csv(dir.filePath(QStringLiteral("weat.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), 21);
        QFile levelsCsv(dir.filePath(QStringLiteral("mleat.csv")));
        QVERIFY(levelsCsv.open(QIODevice::ReadOnly));
        QCOMPARE(levelsCsv.readAll().count('\n'), 1 + 2 * 19); // both spaces of the 19 results that ran
        QFile similarityCsv(dir.filePath(QStringLiteral("similarity.csv")));
        QVERIFY(similarityCsv.open(QIODevice::ReadOnly));
        const QList<QByteArray> similarityLines = similarityCsv.readAll().split('\n');
        QVERIFY(similarityLines[0].endsWith(",method,split"));
        QVERIFY(similarityLines[3].startsWith("GloVe-6B-100d-subset,STS-B,1379,1378,"));
        QVERIFY(similarityLines[3].endsWith(",bag_of_words,test"));
        QFile report(dir.filePath(QStringLiteral("report.md")));
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QString md = QString::fromUtf8(report.readAll());
        QVERIFY(md.contains(QStringLiteral("Table 2")) && md.contains(QStringLiteral("Table 3"))
                && md.contains(QStringLiteral("Table A1")));
        QVERIFY(md.contains(QStringLiteral("| GloVe-6B-100d-subset | STS-B (test), bag of words | 1378/1379 |")));
    }

    void sameSeedGivesByteIdenticalResults()
    {
        const QStringList args{QStringLiteral("analyze"), QStringLiteral("--demo"),       QStringLiteral("--quiet"),
                               QStringLiteral("--json"),  QStringLiteral("--similarity"), QStringLiteral("none"),
                               QStringLiteral("--only"),  QStringLiteral("W1,W3")};
        const Run a = runInProcess(args);
        const Run b = runInProcess(args);
        QCOMPARE(a.status, 0);
        QCOMPARE(a.out, b.out);
        const Run c = runInProcess(args + QStringList{QStringLiteral("--seed"), QStringLiteral("7")});
        QVERIFY(a.out != c.out);
    }

    void optionsAreRecordedInTheConventions()
    {
        const Run r = runInProcess(
            {QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--quiet"), QStringLiteral("--json"),
             QStringLiteral("--similarity=none"), QStringLiteral("--only=W6"), QStringLiteral("--tie=gt"),
             QStringLiteral("--sided=two"), QStringLiteral("--epsilon=0.01"), QStringLiteral("--alpha=0.01"),
             QStringLiteral("--seed=9"), QStringLiteral("--reference=random:1000:3")});
        QCOMPARE(r.status, 0);
        const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
        const QJsonObject c = root[QStringLiteral("conventions")].toObject();
        QCOMPARE(c[QStringLiteral("tie")].toString(), QStringLiteral("gt"));
        QCOMPARE(c[QStringLiteral("plus_one")].toBool(), false);
        QCOMPARE(c[QStringLiteral("sided")].toString(), QStringLiteral("two"));
        QCOMPARE(c[QStringLiteral("epsilon")].toDouble(), 0.01);
        QCOMPARE(c[QStringLiteral("alpha")].toDouble(), 0.01);
        QCOMPARE(c[QStringLiteral("seed")].toInt(), 9);
        QCOMPARE(c[QStringLiteral("reference")].toString(), QStringLiteral("random:1000:3"));
        const QJsonObject model = root[QStringLiteral("models")].toArray()[0].toObject();
        QCOMPARE(model[QStringLiteral("reference")].toObject()[QStringLiteral("size")].toInt(), 1000);
        QCOMPARE(model[QStringLiteral("similarity")].toArray().size(), 0);
        QCOMPARE(root[QStringLiteral("weat")].toArray().size(), 2);
    }

    void stsbOfAModelWithoutSentenceVectorsSaysWhy()
    {
        const QStringList args{
            QStringLiteral("analyze"),      QStringLiteral("bert=") + demo("glove.6B.100d.subset.txt"),
            QStringLiteral("--family"),     QStringLiteral("bert=contextualized"),
            QStringLiteral("--similarity"), QStringLiteral("stsb"),
            QStringLiteral("--stsb-split"), QStringLiteral("dev"),
            QStringLiteral("--only=W9"),    QStringLiteral("--quiet")};
        const Run r = runInProcess(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.status, 0);
        const QJsonObject model = QJsonDocument::fromJson(QByteArray::fromStdString(r.out))
                                      .object()[QStringLiteral("models")]
                                      .toArray()[0]
                                      .toObject();
        const QJsonArray similarity = model[QStringLiteral("similarity")].toArray();
        QCOMPARE(similarity.size(), 1); // STS-B alone
        const QJsonObject sts = similarity[0].toObject();
        QCOMPARE(sts[QStringLiteral("method")].toString(), QStringLiteral("none"));
        QCOMPARE(sts[QStringLiteral("split")].toString(), QStringLiteral("dev"));
        QCOMPARE(sts[QStringLiteral("pairs_total")].toInt(), 1500);
        QCOMPARE(sts[QStringLiteral("pairs_used")].toInt(), 0);
        QVERIFY(sts[QStringLiteral("rho_raw")].isNull());
        bool warned = false;
        for (const QJsonValue &w : model[QStringLiteral("warnings")].toArray())
            warned = warned
                     || (w.toObject()[QStringLiteral("kind")].toString() == QStringLiteral("missing_sentences")
                         && w.toObject()[QStringLiteral("suite")].toString() == QStringLiteral("STS-B"));
        QVERIFY(warned);
        const Run report = runInProcess(args);
        QCOMPARE(report.status, 0);
        QVERIFY2(report.out.find("| bert | STS-B (dev) | 0/1500 | not measured: a contextualized model needs sentence "
                                 "vectors |")
                     != std::string::npos,
                 report.out.c_str());
    }

    void modelNameDefaultsToTheFileName()
    {
        const Run r =
            runInProcess({QStringLiteral("analyze"), demo("glove.6B.100d.subset.txt"), QStringLiteral("--quiet"),
                          QStringLiteral("--json"), QStringLiteral("--similarity=none"), QStringLiteral("--only=W9"),
                          QStringLiteral("--family"), QStringLiteral("glove.6B.100d.subset=other")});
        QCOMPARE(r.status, 0);
        const QJsonObject model = QJsonDocument::fromJson(QByteArray::fromStdString(r.out))
                                      .object()[QStringLiteral("models")]
                                      .toArray()[0]
                                      .toObject();
        QCOMPARE(model[QStringLiteral("name")].toString(), QStringLiteral("glove.6B.100d.subset"));
        QCOMPARE(model[QStringLiteral("family")].toString(), QStringLiteral("other"));
    }

    void reportGoesToStandardOutputAndWarningsToStandardError()
    {
        const Run r = runExecutable({QStringLiteral("analyze"), QStringLiteral("--demo"),
                                     QStringLiteral("--similarity=none"), QStringLiteral("--only=W1")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.find("# Isoscope report") == 0);
        QVERIFY(r.err.find("warning: GloVe-6B-100d-subset W1: 1 word is not in the vocabulary: X (Flowers): gladiola")
                != std::string::npos);
    }

    // Issue 12 item 11: what a reader could misread goes with the warnings, and into the report.
    // word2vec has one word of W4's and W5's Y: 9 partitions, so p >= 1/9 = 0.111 > 0.05; its W4 d
    // flips sign.
    void cautionsGoToStandardErrorWithTheWarnings()
    {
        const Run r = runExecutable({QStringLiteral("analyze"), QStringLiteral("--demo"),
                                     QStringLiteral("--similarity=none"), QStringLiteral("--only=W4,W5,W6")});
        QCOMPARE(r.status, 0);
        for (const char *line :
             {"warning: word2vec-GoogleNews-subset W5: cannot reach significance: the smallest p this test can give "
              "is 0.111 (9 partitions of X and Y), above alpha 0.05\n",
              "warning: word2vec-GoogleNews-subset W4: very small sets: Y (African American names) has 1 word in "
              "the model (fewer than 3), so d and p rest on very few words\n",
              "warning: word2vec-GoogleNews-subset W4: d changes sign: raw 0.65, whitened -1.90\n"})
            QVERIFY2(r.err.find(line) != std::string::npos, r.err.c_str());
        // The report (on standard output) says them too, for a reader who never sees the terminal.
        const std::size_t cautions = r.out.find("\n## Cautions\n");
        QVERIFY2(cautions != std::string::npos, r.out.c_str());
        for (const char *line :
             {"- word2vec-GoogleNews-subset W5: cannot reach significance: the smallest p this test can give is 0.111 "
              "(9 partitions of X and Y), above alpha 0.05\n",
              "- word2vec-GoogleNews-subset W4: d changes sign: raw 0.65, whitened -1.90\n"})
            QVERIFY2(r.out.find(line, cautions) != std::string::npos, r.out.c_str());
        QVERIFY2(r.out.find("GloVe-6B-100d-subset W4: very small") == std::string::npos, r.out.c_str());
        // GloVe's sets are large enough, and W6 (12,870 partitions) can be significant.
        QVERIFY2(r.err.find("GloVe-6B-100d-subset W4: very small") == std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("W6: cannot reach") == std::string::npos, r.err.c_str());
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
