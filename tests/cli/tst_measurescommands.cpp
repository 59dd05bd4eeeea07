// isoscope-cli's measures beyond WEAT and hard debiasing: `analyze --measures LIST` writes
// measures.csv, `analyze --debias hard` measures the debiased models, `calibrations --calibrations
// debias` adds the debiased model raw and under ZCA (four columns for every measure). Every value
// is checked against WEFE 1.0 run as a peer on the demo models (tests/data/wefe_peer.json; 1e-9,
// RNSB 1e-7, debiased spaces 2e-7), and the debiased WEAT d against d recomputed here from WEFE's
// own debiased vectors; bad options are refused with a message that names them.
#include "tests/cli/runcommandline.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <map>
#include <vector>

namespace {

using clitest::Run;
using clitest::runInProcess;

QJsonObject peer()
{
    QFile file(QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/wefe_peer.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject peerModel(const QJsonObject &peer, const QString &model)
{
    const QString file = model.startsWith(QLatin1String("GloVe"))
                             ? QStringLiteral("glove.6B.100d.subset.txt")
                             : QStringLiteral("GoogleNews-vectors-negative300.subset.txt");
    for (const QJsonValue m : peer[QStringLiteral("models")].toArray())
        if (m[QStringLiteral("file")].toString() == file)
            return m.toObject();
    return {};
}

QJsonValue peerValue(const QJsonObject &model, const QString &suite, const QString &space, const QString &measure,
                     const QString &subquery)
{
    const QJsonObject m = model[QStringLiteral("suites")]
                              .toObject()[suite]
                              .toObject()[QStringLiteral("spaces")]
                              .toObject()[space]
                              .toObject()[measure]
                              .toObject();
    if (subquery == QLatin1String("all"))
        return m[QStringLiteral("value")];
    return m[subquery].toObject()[QStringLiteral("value")];
}

// A CSV file (no quoted commas in these files) as rows of fields, the header first.
QList<QStringList> readCsv(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QList<QStringList> rows;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.isEmpty())
            rows.append(QString::fromUtf8(line).split(QLatin1Char(',')));
    return rows;
}

double tolerance(const QString &measure, const QString &space)
{
    const double base = space.startsWith(QLatin1String("debiased")) ? 2e-7 : 1e-9;
    return measure == QLatin1String("rnsb") ? std::max(base, 1e-7) : base;
}

// Every value of a measures.csv against WEFE: column -> WEFE's space. Returns the values compared.
int compareWithWefe(const QList<QStringList> &rows, const QJsonObject &peer, const std::map<QString, QString> &spaces)
{
    const QStringList header = rows.front();
    int compared = 0;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList &row = rows[i];
        const QString model = row[0], suite = row[1], measure = row[2], subquery = row[3];
        if (measure == QLatin1String("weat"))
            continue;
        const QJsonObject m = peerModel(peer, model);
        for (const auto &[column, space] : spaces) {
            const qsizetype at = header.indexOf(column);
            if (at < 0)
                qFatal("no column %s", qPrintable(column));
            const QJsonValue theirs = peerValue(m, suite, space, measure, subquery);
            if (theirs.isNull() || theirs.isUndefined()) {
                if (row[at] != QLatin1String("NA"))
                    qFatal("%s %s %s %s: Isoscope %s where WEFE has none", qPrintable(model), qPrintable(suite),
                           qPrintable(measure), qPrintable(column), qPrintable(row[at]));
                continue;
            }
            const double ours = row[at].toDouble();
            if (!(std::abs(ours - theirs.toDouble()) <= tolerance(measure, space)))
                qFatal("%s %s %s %s %s: Isoscope %.17g, WEFE %.17g", qPrintable(model), qPrintable(suite),
                       qPrintable(measure), qPrintable(subquery), qPrintable(column), ours, theirs.toDouble());
            ++compared;
        }
    }
    return compared;
}

// WEAT d (ddof 1) written out, from rows of vectors.
double effectSize(const std::vector<std::vector<double>> &X, const std::vector<std::vector<double>> &Y,
                  const std::vector<std::vector<double>> &A, const std::vector<std::vector<double>> &B)
{
    const auto cosine = [](const std::vector<double> &u, const std::vector<double> &v) {
        double uv = 0, uu = 0, vv = 0;
        for (std::size_t k = 0; k < u.size(); ++k) {
            uv += u[k] * v[k];
            uu += u[k] * u[k];
            vv += v[k] * v[k];
        }
        return uv / std::sqrt(uu * vv);
    };
    const auto s = [&](const std::vector<double> &w) {
        double a = 0, b = 0;
        for (const auto &x : A)
            a += cosine(w, x) / static_cast<double>(A.size());
        for (const auto &x : B)
            b += cosine(w, x) / static_cast<double>(B.size());
        return a - b;
    };
    std::vector<double> sx, sy, all;
    for (const auto &x : X)
        all.push_back(sx.emplace_back(s(x)));
    for (const auto &y : Y)
        all.push_back(sy.emplace_back(s(y)));
    const auto mean = [](const std::vector<double> &v) {
        double m = 0;
        for (double x : v)
            m += x / static_cast<double>(v.size());
        return m;
    };
    const double m = mean(all);
    double ss = 0;
    for (double x : all)
        ss += (x - m) * (x - m);
    return (mean(sx) - mean(sy)) / std::sqrt(ss / static_cast<double>(all.size() - 1));
}

} // namespace

class TestMeasuresCommands final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QJsonObject m_peer;

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
        QVERIFY(m_dir.isValid());
        m_peer = peer();
        QVERIFY(m_peer.contains(QStringLiteral("models")));
    }

    void analyzeWritesEveryMeasureAsWefeComputesIt()
    {
        const QString out = m_dir.filePath(QStringLiteral("analyze"));
        const Run run =
            runInProcess({QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--quiet"),
                          QStringLiteral("--similarity=none"), QStringLiteral("--permutations=1000"),
                          QStringLiteral("--measures=weat,rnd,mac,ect,ripa,rnsb"), QStringLiteral("--out"), out});
        QVERIFY2(run.status == 0, run.err.c_str());
        const QList<QStringList> rows = readCsv(out + QStringLiteral("/measures.csv"));
        QCOMPARE(rows.front(), (QStringList{"model", "suite", "measure", "subquery", "raw", "whitened", "raw_undefined",
                                            "whitened_undefined"}));
        // 19 suites that run x (RND 2 + MAC 1 + ECT 2 + RIPA 2 + RNSB 1) rows.
        QCOMPARE(rows.size() - 1, 19 * 8);
        const int compared = compareWithWefe(rows, m_peer, {{"raw", "raw"}, {"whitened", "whitened"}});
        QVERIFY2(compared > 250, qPrintable(QString::number(compared)));
        // An undefined value is NA with its reason: a suite of one's own whose X and Y have no
        // complete pair (RIPA) and whose A has one word (ECT has no order to correlate).
        const QString suitesFile = m_dir.filePath(QStringLiteral("own.json"));
        {
            QFile file(suitesFile);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"suites": [{"id": "U1", "X": ["he", "notaword1"], "Y": ["notaword2", "she"],
                          "A": ["doctor"], "B": ["nurse", "teacher"]}]})");
        }
        const QString own = m_dir.filePath(QStringLiteral("own"));
        const Run ownRun =
            runInProcess({QStringLiteral("analyze"),
                          QStringLiteral("g=" ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt"),
                          QStringLiteral("--quiet"), QStringLiteral("--similarity=none"), QStringLiteral("--suites"),
                          suitesFile, QStringLiteral("--measures=ect,ripa"), QStringLiteral("--out"), own});
        QVERIFY2(ownRun.status == 0, ownRun.err.c_str());
        std::map<QString, QStringList> byKey;
        for (const QStringList &row : readCsv(own + QStringLiteral("/measures.csv")))
            byKey[row[2] + row[3]] = row;
        QCOMPARE(byKey[QStringLiteral("ripaA")][4], QStringLiteral("NA"));
        QVERIFY(byKey[QStringLiteral("ripaA")][6].contains(QStringLiteral("no pair of target words")));
        QCOMPARE(byKey[QStringLiteral("ectA")][4], QStringLiteral("NA"));
        QVERIFY(byKey[QStringLiteral("ectA")][6].contains(QStringLiteral("fewer than two words")));
        QVERIFY(byKey[QStringLiteral("ectB")][4] != QLatin1String("NA")); // two words: defined
        // results.json holds the same measures in each WEAT entry, and the conventions name them.
        const Run json =
            runInProcess({QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--quiet"),
                          QStringLiteral("--similarity=none"), QStringLiteral("--permutations=1000"),
                          QStringLiteral("--measures=weat,rnd,mac,ect,ripa,rnsb"), QStringLiteral("--json")});
        QVERIFY2(json.status == 0, json.err.c_str());
        const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).object();
        QCOMPARE(root["conventions"].toObject()["measures"].toArray().size(), 6);
        int fromJson = 0;
        for (const QJsonValue r : root["weat"].toArray()) {
            if (r["error"].isObject())
                continue;
            const QJsonObject m = peerModel(m_peer, r["model"].toString());
            const QJsonObject measures = r["measures"].toObject();
            for (const char *space : {"raw", "whitened"}) {
                const QJsonObject ours = measures[QLatin1String(space)].toObject();
                for (int part = 0; part < 2; ++part) {
                    const QString sub = part == 0 ? QStringLiteral("A") : QStringLiteral("B");
                    const double theirs =
                        peerValue(m, r["suite"].toString(), QLatin1String(space), "rnd", sub).toDouble();
                    QVERIFY(std::abs(ours["rnd"].toArray()[part].toObject()["value"].toDouble() - theirs) <= 1e-9);
                    ++fromJson;
                }
                const double mac = peerValue(m, r["suite"].toString(), QLatin1String(space), "mac", "all").toDouble();
                QVERIFY(std::abs(ours["mac"].toObject()["value"].toDouble() - mac) <= 1e-9);
                ++fromJson;
            }
        }
        QCOMPARE(fromJson, 19 * 2 * 3);

        // Without --measures there is no measures.csv.
        const QString plain = m_dir.filePath(QStringLiteral("plain"));
        QCOMPARE(runInProcess({QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--quiet"),
                               QStringLiteral("--similarity=none"), QStringLiteral("--only=W6"),
                               QStringLiteral("--out"), plain})
                     .status,
                 0);
        QVERIFY(!QFile::exists(plain + QStringLiteral("/measures.csv")));
    }

    void analyzeDebiasesBeforeMeasuring()
    {
        const QString out = m_dir.filePath(QStringLiteral("debiased"));
        const Run run =
            runInProcess({QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--quiet"),
                          QStringLiteral("--similarity=none"), QStringLiteral("--permutations=1000"),
                          QStringLiteral("--debias=hard"), QStringLiteral("--measures=rnd,mac,ect,ripa,rnsb"),
                          QStringLiteral("--out"), out, QStringLiteral("--json")});
        QVERIFY2(run.status == 0, run.err.c_str());
        const QList<QStringList> rows = readCsv(out + QStringLiteral("/measures.csv"));
        const int compared = compareWithWefe(rows, m_peer, {{"raw", "debiased"}, {"whitened", "debiased_whitened"}});
        QVERIFY2(compared > 250, qPrintable(QString::number(compared)));

        // WEAT on the debiased model: d of the gender suites from WEFE's own debiased vectors.
        const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(run.out)).object();
        int checked = 0;
        for (const QJsonValue r : root[QStringLiteral("weat")].toArray()) {
            const QString model = r[QStringLiteral("model")].toString();
            const QString suite = r[QStringLiteral("suite")].toString();
            if (suite != QLatin1String("W6") && suite != QLatin1String("W7") && suite != QLatin1String("W8"))
                continue;
            const QJsonObject m = peerModel(m_peer, model);
            const QJsonObject vectors = m[QStringLiteral("debias")].toObject()[QStringLiteral("vectors")].toObject();
            const QJsonObject words =
                m[QStringLiteral("suites")].toObject()[suite].toObject()[QStringLiteral("words")].toObject();
            std::vector<std::vector<double>> sets[4];
            for (int role = 0; role < 4; ++role)
                for (const QJsonValue w : words[QString(QChar(u"XYAB"[role]))].toArray()) {
                    std::vector<double> v;
                    for (const QJsonValue x : vectors[w.toString()].toArray())
                        v.push_back(x.toDouble());
                    QVERIFY2(!v.empty(), qPrintable(w.toString()));
                    sets[role].push_back(v);
                }
            const double theirs = effectSize(sets[0], sets[1], sets[2], sets[3]);
            const double ours = r[QStringLiteral("raw")][QStringLiteral("d")].toDouble();
            QVERIFY2(std::abs(ours - theirs) < 1e-6,
                     qPrintable(QStringLiteral("%1 %2: Isoscope %3, from WEFE's vectors %4")
                                    .arg(model, suite)
                                    .arg(ours)
                                    .arg(theirs)));
            ++checked;
        }
        QCOMPARE(checked, 6);
        // What debiasing found is in results.json: WEFE used the same definitional pairs.
        for (const QJsonValue m : root[QStringLiteral("models")].toArray()) {
            const QJsonObject debias = m[QStringLiteral("debias")].toObject();
            const QJsonObject theirs =
                peerModel(m_peer, m[QStringLiteral("name")].toString())[QStringLiteral("debias")].toObject();
            QCOMPARE(debias[QStringLiteral("definitional_pairs_used")].toArray().size(),
                     theirs[QStringLiteral("definitional_pairs_used")].toArray().size());
            QCOMPARE(debias[QStringLiteral("equalized_pairs")].toArray().size(),
                     theirs[QStringLiteral("equalized_pairs")].toArray().size());
        }
        QVERIFY(root[QStringLiteral("conventions")].toObject()[QStringLiteral("debias")].toString().startsWith(
            QStringLiteral("hard")));
    }

    void calibrationsShowFourColumnsForEveryMeasure()
    {
        const QString out = m_dir.filePath(QStringLiteral("calibrations"));
        const Run run =
            runInProcess({QStringLiteral("calibrations"), QStringLiteral("--demo"), QStringLiteral("--quiet"),
                          QStringLiteral("--permutations=1000"), QStringLiteral("--calibrations=debias"),
                          QStringLiteral("--measures=weat,rnd,mac,ect,ripa,rnsb"), QStringLiteral("--out"), out});
        QVERIFY2(run.status == 0, run.err.c_str());
        const QList<QStringList> rows = readCsv(out + QStringLiteral("/measures.csv"));
        QCOMPARE(rows.front(),
                 (QStringList{"model", "suite", "measure", "subquery", "raw", "zca", "debiased", "debiased_zca"}));
        QCOMPARE(rows.size() - 1, 19 * 9); // WEAT's d besides the eight rows of the others
        const int compared = compareWithWefe(
            rows, m_peer,
            {{"raw", "raw"}, {"zca", "whitened"}, {"debiased", "debiased"}, {"debiased_zca", "debiased_whitened"}});
        QVERIFY2(compared > 500, qPrintable(QString::number(compared)));
        // calibrations.json has the debiased model's d, p and change, as analyze --debias gives them.
        QFile file(out + QStringLiteral("/calibrations.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject calibrations = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(calibrations[QStringLiteral("debias")].toArray().size(), 2);
        const Run analyzed =
            runInProcess({QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--quiet"),
                          QStringLiteral("--similarity=none"), QStringLiteral("--permutations=1000"),
                          QStringLiteral("--debias=hard"), QStringLiteral("--json"), QStringLiteral("--bootstrap=0")});
        QVERIFY2(analyzed.status == 0, analyzed.err.c_str());
        std::map<std::pair<QString, QString>, QJsonObject> debiased;
        for (const QJsonValue r :
             QJsonDocument::fromJson(QByteArray::fromStdString(analyzed.out))[QStringLiteral("weat")].toArray())
            debiased[{r[QStringLiteral("model")].toString(), r[QStringLiteral("suite")].toString()}] = r.toObject();
        int same = 0;
        for (const QJsonValue r : calibrations[QStringLiteral("results")].toArray()) {
            if (!r[QStringLiteral("debiased")].isObject())
                continue;
            const QJsonObject a =
                debiased[{r[QStringLiteral("model")].toString(), r[QStringLiteral("suite")].toString()}];
            QCOMPARE(r[QStringLiteral("debiased")][QStringLiteral("d")].toDouble(),
                     a[QStringLiteral("raw")][QStringLiteral("d")].toDouble());
            QCOMPARE(r[QStringLiteral("debiased")][QStringLiteral("p")].toDouble(),
                     a[QStringLiteral("raw")][QStringLiteral("p")].toDouble());
            QCOMPARE(r[QStringLiteral("debiased_zca")][QStringLiteral("d")].toDouble(),
                     a[QStringLiteral("whitened")][QStringLiteral("d")].toDouble());
            QCOMPARE(r[QStringLiteral("debiased_zca")][QStringLiteral("change")].toString(),
                     a[QStringLiteral("change")].toString());
            ++same;
        }
        QCOMPARE(same, 19);

        // The table on standard output has the same four columns.
        QVERIFY2(run.out.find("| raw | zca | debiased | debiased + zca |") != std::string::npos, run.out.c_str());
        QVERIFY(run.out.find("| GloVe-6B-100d-subset | W7 | ECT | A |") != std::string::npos);
    }

    void badOptionsAreNamed_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("an unknown measure")
            << QStringList{"analyze", "--demo", "--measures=weat,cosine"} << "unknown measure 'cosine'";
        QTest::newRow("a measure named twice")
            << QStringList{"analyze", "--demo", "--measures=rnd,ect,rnd"} << "measure 'rnd' is named twice";
        QTest::newRow("an empty measure")
            << QStringList{"analyze", "--demo", "--measures=rnd,"} << "unknown measure ''";
        QTest::newRow("another debiasing")
            << QStringList{"analyze", "--demo", "--debias=soft"} << "--debias must be hard";
        QTest::newRow("--debias in calibrations")
            << QStringList{"calibrations", "--demo", "--debias=hard"} << "add debias to --calibrations";
    }
    void badOptionsAreNamed()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runInProcess(arguments);
        QCOMPARE(run.status, 2);
        QVERIFY2(QString::fromStdString(run.err).contains(message), run.err.c_str());
        QCOMPARE(std::count(run.err.begin(), run.err.end(), '\n'), 1L); // one line
    }
};

QTEST_GUILESS_MAIN(TestMeasuresCommands)
#include "tst_measurescommands.moc"
