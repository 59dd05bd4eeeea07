// isoscope-cli sensitivity: its files and their schema, agreement with `analyze` at the default
// epsilon (the same numbers through another path), usage errors named, and the executable's
// exit status and streams.
#include "app/cli/commandline.h"
#include "tests/cli/runcommandline.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <sstream>

namespace {

using clitest::Run;
using clitest::runInProcess;

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

int lines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return static_cast<int>(file.readAll().count('\n'));
}

const QStringList smallRun{QStringLiteral("sensitivity"),  QStringLiteral("--demo"),
                           QStringLiteral("--only"),       QStringLiteral("W1,W6"),
                           QStringLiteral("--epsilons"),   QStringLiteral("1e-4:1e-2:3"),
                           QStringLiteral("--sizes"),      QStringLiteral("500,1000"),
                           QStringLiteral("--draws"),      QStringLiteral("3"),
                           QStringLiteral("--bootstrap"),  QStringLiteral("200"),
                           QStringLiteral("--components"), QStringLiteral("3"),
                           QStringLiteral("--similarity"), QStringLiteral("none")};

} // namespace

class TestSensitivityCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR); }

    void writesEveryFileAndAgreesWithAnalyze()
    {
        QTemporaryDir dir;
        const Run run = runInProcess(smallRun + QStringList{QStringLiteral("--out"), dir.path()});
        QVERIFY2(run.status == 0, run.err.c_str());
        QVERIFY(run.out.find("W1: d raw") != std::string::npos);
        const QJsonObject json = readJson(dir.filePath(QStringLiteral("sensitivity.json")));
        QCOMPARE(json.value(QLatin1String("schema")).toString(), QStringLiteral("isoscope-sensitivity"));
        const QJsonArray models = json.value(QLatin1String("models")).toArray();
        QCOMPARE(models.size(), 2);
        const QJsonObject glove = models[0].toObject();
        QCOMPARE(glove.value(QLatin1String("epsilons")).toArray().size(), 3);
        QVERIFY(std::abs(glove.value(QLatin1String("epsilons")).toArray()[1].toDouble() - 1e-3) < 1e-15);
        const QJsonArray suites = glove.value(QLatin1String("suites")).toArray();
        QCOMPARE(suites.size(), 2);
        // The demo vocabulary (4,892 words) is smaller than the default reference (100,000): the
        // draws take half of it, and the sizes stop at the whole vocabulary.
        const QJsonObject conventions = glove.value(QLatin1String("conventions")).toObject();
        QCOMPARE(conventions.value(QLatin1String("draw_size")).toInt(), 2446);
        QCOMPARE(glove.value(QLatin1String("reference_sizes")).toArray().size(), 2);
        QCOMPARE(glove.value(QLatin1String("eigenvalues")).toArray().size(), 100);

        // The same model and suites through `analyze`: its whitened d (at epsilon 1e-3) is the
        // sweep's middle point, its raw d the raw line.
        const Run analyzed = runInProcess(
            {QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--only"), QStringLiteral("W1,W6"),
             QStringLiteral("--similarity"), QStringLiteral("none"), QStringLiteral("--json")});
        QCOMPARE(analyzed.status, 0);
        const QJsonArray weat = QJsonDocument::fromJson(QByteArray::fromStdString(analyzed.out))
                                    .object()
                                    .value(QLatin1String("weat"))
                                    .toArray();
        QCOMPARE(weat.size(), 4); // model by model, suite by suite: GloVe's two come first
        for (int i = 0; i < 2; ++i) {
            const QJsonObject s = suites[i].toObject();
            const QJsonObject a = weat[i].toObject();
            const double dRaw = a.value(QLatin1String("raw")).toObject().value(QLatin1String("d")).toDouble();
            const double dWhite = a.value(QLatin1String("whitened")).toObject().value(QLatin1String("d")).toDouble();
            const double pWhite = a.value(QLatin1String("whitened")).toObject().value(QLatin1String("p")).toDouble();
            QVERIFY(std::abs(s.value(QLatin1String("raw")).toObject().value(QLatin1String("d")).toDouble() - dRaw)
                    < 1e-12);
            const QJsonObject middle = s.value(QLatin1String("epsilon_sweep")).toArray()[1].toObject();
            QVERIFY(std::abs(middle.value(QLatin1String("d")).toDouble() - dWhite) < 1e-12);
            QCOMPARE(middle.value(QLatin1String("p")).toDouble(), pWhite);
            QCOMPARE(s.value(QLatin1String("draws")).toArray().size(), 3);
            QCOMPARE(s.value(QLatin1String("raw_without_component")).toArray().size(), 3);
            const QJsonObject interval = s.value(QLatin1String("whitened_interval")).toObject();
            QVERIFY(interval.value(QLatin1String("low")).toDouble() < dWhite + 0.5);
            QCOMPARE(interval.value(QLatin1String("valid")).toInt(), 200);
        }
        // Long CSV: a header and one row per model x suite x point. word2vec's subset has all of
        // W1 and W6's words.
        QCOMPARE(lines(dir.filePath(QStringLiteral("epsilon_sweep.csv"))), 1 + 2 * 2 * 3);
        QCOMPARE(lines(dir.filePath(QStringLiteral("leave_one_out.csv"))), 1 + 2 * 2 * 3);
        QCOMPARE(lines(dir.filePath(QStringLiteral("bootstrap.csv"))), 1 + 2 * 2 * 2);
        QCOMPARE(lines(dir.filePath(QStringLiteral("reference_sweep.csv"))), 1 + 2 * 2 * (2 + 2 + 3));
        // Atomic writes leave no temporary file behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 5);
    }

    void rejectsAnotherCalibration()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out"));
        const Run run =
            runInProcess({QStringLiteral("sensitivity"), QStringLiteral("--demo"), QStringLiteral("--calibration"),
                          QStringLiteral("pca"), QStringLiteral("--out"), out});
        QCOMPARE(run.status, 2);
        QVERIFY2(run.err.find("--calibration pca is not supported") != std::string::npos, run.err.c_str());
        QVERIFY(!QFileInfo::exists(out));
    }

    void onlyTheAnalysesAsked()
    {
        QTemporaryDir dir;
        QStringList args = smallRun;
        args << QStringLiteral("--analyses") << QStringLiteral("epsilon") << QStringLiteral("--out") << dir.path();
        const Run run = runInProcess(args);
        QVERIFY2(run.status == 0, run.err.c_str());
        const QJsonObject suite = readJson(dir.filePath(QStringLiteral("sensitivity.json")))
                                      .value(QLatin1String("models"))
                                      .toArray()[0]
                                      .toObject()
                                      .value(QLatin1String("suites"))
                                      .toArray()[0]
                                      .toObject();
        QCOMPARE(suite.value(QLatin1String("epsilon_sweep")).toArray().size(), 3);
        QCOMPARE(suite.value(QLatin1String("draws")).toArray().size(), 0);
        QVERIFY(suite.value(QLatin1String("raw_interval")).isNull());
        QCOMPARE(lines(dir.filePath(QStringLiteral("bootstrap.csv"))), 1);
    }

    void usageErrorsAreNamed_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString s = QStringLiteral("sensitivity");
        const QString d = QStringLiteral("--demo");
        QTest::newRow("grid") << QStringList{s, d, QStringLiteral("--epsilons"), QStringLiteral("1e-3:0:5")}
                              << QStringLiteral("--epsilons expects FROM:TO:N");
        QTest::newRow("list") << QStringList{s, d, QStringLiteral("--epsilons"), QStringLiteral("1e-3,x")}
                              << QStringLiteral("comma-separated list");
        QTest::newRow("analysis") << QStringList{s, d, QStringLiteral("--analyses"), QStringLiteral("epsilon,pca")}
                                  << QStringLiteral("unknown analysis 'pca'");
        QTest::newRow("confidence") << QStringList{s, d, QStringLiteral("--confidence"), QStringLiteral("1")}
                                    << QStringLiteral("--confidence must be");
        QTest::newRow("size") << QStringList{s, d, QStringLiteral("--sizes"), QStringLiteral("100,1")}
                              << QStringLiteral("--sizes");
        QTest::newRow("bootstrap") << QStringList{s, d, QStringLiteral("--bootstrap"), QStringLiteral("1")}
                                   << QStringLiteral("--bootstrap must be");
        QTest::newRow("analyze has none")
            << QStringList{QStringLiteral("analyze"), d, QStringLiteral("--draws"), QStringLiteral("3")}
            << QStringLiteral("unknown option '--draws'");
        QTest::newRow("no model") << QStringList{s} << QStringLiteral("no model given");
        QTest::newRow("json") << QStringList{s, d, QStringLiteral("--json")} << QStringLiteral("--out DIR");
    }
    void usageErrorsAreNamed()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runInProcess(arguments);
        QCOMPARE(run.status, 2);
        QVERIFY2(QString::fromStdString(run.err).contains(message), run.err.c_str());
        QCOMPARE(std::count(run.err.begin(), run.err.end(), '\n'), 1L);
    }

    void executableReportsAndFailsCleanly()
    {
        QTemporaryDir dir;
        QProcess process;
        process.start(QStringLiteral(ISOSCOPE_CLI_PATH), smallRun + QStringList{QStringLiteral("--out"), dir.path()});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(process.readAllStandardError().contains("Wrote sensitivity.json"));
        // An output "folder" that is a file: a one-line error, exit status 2.
        QFile blocker(dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        process.start(QStringLiteral(ISOSCOPE_CLI_PATH),
                      smallRun + QStringList{QStringLiteral("--out"), dir.filePath(QStringLiteral("blocker"))});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("cannot create the output folder"));
    }
};

QTEST_GUILESS_MAIN(TestSensitivityCommand)
#include "tst_sensitivitycommand.moc"
