// isoscope-cli's options beyond the paper: --calibration (PCA whitening gives ZCA's numbers,
// abtt:0 gives centring's), --correction (the adjusted p recomputed here from the unadjusted
// ones by Holm's and BH's definitions, the change classes from the adjusted p, the CSV columns)
// and the sc-weat command (its raw effect size recomputed here from the demo file's vectors).
#include "app/cli/commandline.h"
#include "core/analysis/calibrationcomparison.h"
#include "core/serialization/calibrationsjson.h"
#include "tests/cli/runcommandline.h"
#include "tests/core/embeddingwriters.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <sstream>

namespace {

using clitest::Run;
using clitest::runInProcess;

QJsonObject parse(const std::string &text)
{
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error).object();
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s", qPrintable(error.errorString()));
    return root;
}

QString demoGlove()
{
    return QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt");
}

QStringList analyze(const QString &calibration, const QString &extra = {})
{
    QStringList args{QStringLiteral("analyze"),
                     QStringLiteral("g=") + demoGlove(),
                     QStringLiteral("--quiet"),
                     QStringLiteral("--json"),
                     QStringLiteral("--similarity=none"),
                     QStringLiteral("--only=W1,W2,W6,W7,W8,W9"),
                     QStringLiteral("--calibration=") + calibration};
    if (!extra.isEmpty())
        args << extra;
    return args;
}

std::map<QString, QJsonObject> bySuite(const QJsonObject &root)
{
    std::map<QString, QJsonObject> suites;
    for (const QJsonValue &v : root[QStringLiteral("weat")].toArray())
        suites[v[QStringLiteral("suite")].toString()] = v.toObject();
    return suites;
}

// Vectors of the demo file, read here without the library.
std::map<QString, std::vector<double>> readVectors(const QStringList &words)
{
    std::map<QString, std::vector<double>> vectors;
    QFile file(demoGlove());
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the demo file");
    while (!file.atEnd()) {
        const QList<QByteArray> fields = file.readLine().trimmed().split(' ');
        const QString word = QString::fromUtf8(fields.front());
        if (!words.contains(word))
            continue;
        std::vector<double> v;
        for (qsizetype i = 1; i < fields.size(); ++i)
            v.push_back(fields[i].toDouble());
        vectors[word] = v;
    }
    return vectors;
}

double cosine(const std::vector<double> &a, const std::vector<double> &b)
{
    const double dot = std::inner_product(a.begin(), a.end(), b.begin(), 0.0);
    return dot
           / std::sqrt(std::inner_product(a.begin(), a.end(), a.begin(), 0.0)
                       * std::inner_product(b.begin(), b.end(), b.begin(), 0.0));
}

} // namespace

class TestCalibrationCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR); }

    void pcaWhiteningReproducesZcaAndAbttZeroReproducesCentring()
    {
        const Run zca = runInProcess(analyze(QStringLiteral("zca"))),
                  pca = runInProcess(analyze(QStringLiteral("pca")));
        const Run center = runInProcess(analyze(QStringLiteral("center"))),
                  abtt0 = runInProcess(analyze(QStringLiteral("abtt:0")));
        for (const Run *r : {&zca, &pca, &center, &abtt0})
            QVERIFY2(r->status == 0, r->err.c_str());
        const QJsonObject pcaRoot = parse(pca.out);
        QCOMPARE(pcaRoot[QStringLiteral("conventions")][QStringLiteral("calibration")].toString(),
                 QStringLiteral("pca"));
        const auto pairs = {std::pair{&zca, &pca}, std::pair{&center, &abtt0}};
        for (const auto &[a, b] : pairs) {
            const auto sa = bySuite(parse(a->out)), sb = bySuite(parse(b->out));
            QCOMPARE(sa.size(), std::size_t(6));
            for (const auto &[id, ra] : sa) {
                const QJsonObject wa = ra[QStringLiteral("whitened")].toObject();
                const QJsonObject wb = sb.at(id)[QStringLiteral("whitened")].toObject();
                QVERIFY2(std::abs(wa[QStringLiteral("d")].toDouble() - wb[QStringLiteral("d")].toDouble()) < 1e-9,
                         qPrintable(id));
                QCOMPARE(wa[QStringLiteral("p")].toDouble(), wb[QStringLiteral("p")].toDouble());
                // The raw space does not depend on the calibration.
                QCOMPARE(ra[QStringLiteral("raw")][QStringLiteral("d")].toDouble(),
                         sb.at(id)[QStringLiteral("raw")][QStringLiteral("d")].toDouble());
            }
        }
        // Centring is not ZCA: some whitened d differs.
        const auto sz = bySuite(parse(zca.out)), sc = bySuite(parse(center.out));
        bool differs = false;
        for (const auto &[id, r] : sz)
            differs = differs
                      || std::abs(r[QStringLiteral("whitened")][QStringLiteral("d")].toDouble()
                                  - sc.at(id)[QStringLiteral("whitened")][QStringLiteral("d")].toDouble())
                             > 1e-3;
        QVERIFY(differs);
    }

    void correctionAdjustsEachSpaceAcrossTheSuites_data()
    {
        QTest::addColumn<QString>("method");
        QTest::newRow("holm") << "holm";
        QTest::newRow("bh") << "bh";
    }
    void correctionAdjustsEachSpaceAcrossTheSuites()
    {
        QFETCH(QString, method);
        QTemporaryDir dir;
        const Run r = runInProcess(analyze(QStringLiteral("zca"), QStringLiteral("--correction=") + method)
                                   << QStringLiteral("--out") << dir.path());
        QVERIFY2(r.status == 0, r.err.c_str());
        const QJsonObject root = parse(r.out);
        QCOMPARE(root[QStringLiteral("conventions")][QStringLiteral("correction")].toString(), method);
        const QJsonArray weat = root[QStringLiteral("weat")].toArray();
        for (const char *space : {"raw", "whitened"}) {
            std::vector<double> p;
            for (const QJsonValue &v : weat)
                p.push_back(v[QLatin1String(space)][QStringLiteral("p")].toDouble());
            const double m = double(p.size());
            for (qsizetype i = 0; i < weat.size(); ++i) {
                // From the definitions: Holm, max over the hypotheses ranked no later of (m - rank + 1) p;
                // BH, min over the hypotheses ranked no earlier of m / rank p.
                const auto rank = [&](std::size_t j) {
                    std::size_t k = 1;
                    for (std::size_t l = 0; l < p.size(); ++l)
                        k += p[l] < p[j] || (p[l] == p[j] && l < j);
                    return double(k);
                };
                double expected = method == QLatin1String("holm") ? 0 : 1;
                for (std::size_t j = 0; j < p.size(); ++j) {
                    if (method == QLatin1String("holm") && rank(j) <= rank(std::size_t(i)))
                        expected = std::max(expected, std::min(1.0, (m - rank(j) + 1) * p[j]));
                    if (method == QLatin1String("bh") && rank(j) >= rank(std::size_t(i)))
                        expected = std::min(expected, std::min(1.0, m / rank(j) * p[j]));
                }
                const double got = weat[i][QStringLiteral("p_adjusted")][QLatin1String(space)].toDouble();
                QVERIFY2(std::abs(got - expected) < 1e-12, qPrintable(QString::number(got)));
            }
        }
        for (const QJsonValue &v : weat) { // the change class follows the adjusted p
            const bool rawSignificant = v[QStringLiteral("p_adjusted")][QStringLiteral("raw")].toDouble() < 0.05;
            const bool whiteSignificant = v[QStringLiteral("p_adjusted")][QStringLiteral("whitened")].toDouble() < 0.05;
            const QString expected = rawSignificant == whiteSignificant ? QStringLiteral("stable")
                                     : rawSignificant                   ? QStringLiteral("disappearing")
                                                                        : QStringLiteral("emerging");
            QCOMPARE(v[QStringLiteral("change")].toString().toLower(), expected);
        }
        QFile csv(dir.filePath(QStringLiteral("weat.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArray header = csv.readLine();
        QVERIFY(header.contains(",p_raw,") && header.contains(",p_whitened,"));
        QVERIFY(header.trimmed().endsWith(",correction,p_raw_adjusted,p_whitened_adjusted"));
        QVERIFY(csv.readLine().contains(method.toUtf8()));

        // report.md: the stars of Table A1 follow the adjusted p the classes use, and each adjusted
        // p stands beside its unadjusted one, so that no row reads "1.02* | 0.018 | Disappearing".
        QFile report(dir.filePath(QStringLiteral("report.md")));
        QVERIFY(report.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString md = QString::fromUtf8(report.readAll());
        const QString name = method == QLatin1String("holm") ? QStringLiteral("Holm") : QStringLiteral("BH");
        QVERIFY2(md.contains(QStringLiteral("(significant: %1-adjusted p < 0.05)").arg(name)), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("`*` marks %1-adjusted p < 0.05.").arg(name)), qPrintable(md));
        const QStringList lines = md.split(QLatin1Char('\n'));
        const auto headerAt =
            std::find_if(lines.begin(), lines.end(),
                         [](const QString &l) { return l.startsWith(QStringLiteral("| Model | Test |")); })
            - lines.begin();
        QVERIFY(headerAt < lines.size());
        const QStringList columns = lines[headerAt].split(QStringLiteral(" | "));
        for (const QJsonValue &v : weat) {
            const QString start =
                QStringLiteral("| %1 | %2 | ")
                    .arg(v[QStringLiteral("model")].toString(), v[QStringLiteral("suite")].toString());
            const auto rowAt =
                std::find_if(lines.begin(), lines.end(), [&](const QString &l) { return l.startsWith(start); })
                - lines.begin();
            QVERIFY2(rowAt > headerAt && rowAt < lines.size(), qPrintable(start));
            const QStringList cells = lines[rowAt].split(QStringLiteral(" | "));
            QCOMPARE(cells.size(), columns.size());
            for (const char *space : {"raw", "whitened"}) {
                const double adjusted = v[QStringLiteral("p_adjusted")][QLatin1String(space)].toDouble();
                const QString d = cells[columns.indexOf(QStringLiteral("d %1").arg(QLatin1String(space)))];
                QCOMPARE(d.endsWith(QLatin1Char('*')), adjusted < 0.05);
                const QString shown =
                    cells[columns.indexOf(QStringLiteral("p %1 (%2)").arg(QLatin1String(space), name))];
                // As shown: three decimals from 0.001 on, two significant digits below.
                const double tolerance = adjusted >= 0.001 ? 0.0005 : 0.05 * adjusted;
                QVERIFY2(std::abs(shown.toDouble() - adjusted) <= tolerance * (1 + 1e-9), qPrintable(start + shown));
            }
        }
    }

    void scWeatTestsEachTargetWordAgainstTheSuitesAttributes()
    {
        QTemporaryDir dir;
        const Run r = runInProcess({QStringLiteral("sc-weat"), demoGlove(), QStringLiteral("--quiet"),
                                    QStringLiteral("--json"), QStringLiteral("--target=engineer,nurse,qqqq"),
                                    QStringLiteral("--suite=W7"), QStringLiteral("--out"), dir.path()});
        QVERIFY2(r.status == 0, r.err.c_str());
        const QJsonObject root = parse(r.out);
        QCOMPARE(root[QStringLiteral("missing")].toArray().size(), 1);
        const QJsonArray words = root[QStringLiteral("words")].toArray();
        QCOMPARE(words.size(), 2);
        const QStringList male = {QStringLiteral("male"),    QStringLiteral("man"), QStringLiteral("boy"),
                                  QStringLiteral("brother"), QStringLiteral("he"),  QStringLiteral("him"),
                                  QStringLiteral("his"),     QStringLiteral("son")};
        const QStringList female = {QStringLiteral("female"), QStringLiteral("woman"),   QStringLiteral("girl"),
                                    QStringLiteral("sister"), QStringLiteral("she"),     QStringLiteral("her"),
                                    QStringLiteral("hers"),   QStringLiteral("daughter")};
        const auto vectors =
            readVectors(male + female + QStringList{QStringLiteral("engineer"), QStringLiteral("nurse")});
        for (const QJsonValue &w : words) {
            const QString word = w[QStringLiteral("word")].toString();
            std::vector<double> cA, cB, all;
            for (const QString &a : male)
                if (vectors.count(a))
                    cA.push_back(cosine(vectors.at(word), vectors.at(a)));
            for (const QString &b : female)
                if (vectors.count(b))
                    cB.push_back(cosine(vectors.at(word), vectors.at(b)));
            all = cA;
            all.insert(all.end(), cB.begin(), cB.end());
            const double mean = std::accumulate(all.begin(), all.end(), 0.0) / double(all.size());
            double squares = 0;
            for (double c : all)
                squares += (c - mean) * (c - mean);
            const double expected = (std::accumulate(cA.begin(), cA.end(), 0.0) / double(cA.size())
                                     - std::accumulate(cB.begin(), cB.end(), 0.0) / double(cB.size()))
                                    / std::sqrt(squares / double(all.size() - 1));
            const double got = w[QStringLiteral("raw")][QStringLiteral("effect_size")].toDouble();
            QVERIFY2(std::abs(got - expected) < 1e-6, qPrintable(word + QStringLiteral(": ") + QString::number(got)));
            QCOMPARE(w[QStringLiteral("raw")][QStringLiteral("p_method")].toString(), QStringLiteral("exact"));
        }
        // engineer leans male, nurse female in raw GloVe.
        QVERIFY(words[0][QStringLiteral("raw")][QStringLiteral("effect_size")].toDouble() > 0);
        QVERIFY(words[1][QStringLiteral("raw")][QStringLiteral("effect_size")].toDouble() < 0);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("sc_weat.json"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("sc_weat.csv"))));
    }

    // The model options reach sc-weat's model through the cache too: a NumPy matrix whose
    // vocabulary file has a name of its own (--vocab) gives the text file's raw effect sizes.
    void scWeatReadsANumPyModelWithItsVocabularyFile()
    {
        QTemporaryDir dir;
        QStringList words = {QStringLiteral("engineer"), QStringLiteral("nurse")};
        for (const char *w : {"male", "man", "boy", "brother", "he", "him", "his", "son", "female", "woman", "girl",
                              "sister", "she", "her", "hers", "daughter"})
            words << QString::fromLatin1(w);
        const auto vectors = readVectors(words);
        isoscope::MatrixF matrix(words.size(), 100);
        std::vector<std::string> vocabulary;
        for (qsizetype i = 0; i < words.size(); ++i) {
            vocabulary.push_back(words[i].toStdString());
            for (int k = 0; k < 100; ++k)
                matrix(i, k) = static_cast<float>(vectors.at(words[i])[static_cast<std::size_t>(k)]);
        }
        const std::filesystem::path npy = dir.filePath(QStringLiteral("m.npy")).toStdString();
        const std::filesystem::path list = dir.filePath(QStringLiteral("words.list")).toStdString();
        isoscope::testing::writeFile(npy, isoscope::testing::npyMatrix(matrix));
        isoscope::testing::writeFile(list, isoscope::testing::lines(vocabulary));
        const QStringList common = {
            QStringLiteral("--quiet"),    QStringLiteral("--json"),      QStringLiteral("--target=engineer,nurse"),
            QStringLiteral("--suite=W7"), QStringLiteral("--cache-dir"), dir.filePath(QStringLiteral("cache"))};
        const Run fromNumPy = runInProcess(
            QStringList{QStringLiteral("sc-weat"), QStringLiteral("m=") + QString::fromStdString(npy.string()),
                        QStringLiteral("--vocab"), QStringLiteral("m=") + QString::fromStdString(list.string())}
            + common);
        QVERIFY2(fromNumPy.status == 0, fromNumPy.err.c_str());
        const Run fromText = runInProcess(QStringList{QStringLiteral("sc-weat"), demoGlove()} + common);
        QVERIFY2(fromText.status == 0, fromText.err.c_str());
        const QJsonArray a = parse(fromNumPy.out)[QStringLiteral("words")].toArray();
        const QJsonArray b = parse(fromText.out)[QStringLiteral("words")].toArray();
        QCOMPARE(a.size(), 2);
        QCOMPARE(b.size(), 2);
        for (qsizetype i = 0; i < 2; ++i)
            QCOMPARE(a[i][QStringLiteral("raw")][QStringLiteral("effect_size")].toDouble(),
                     b[i][QStringLiteral("raw")][QStringLiteral("effect_size")].toDouble());
    }

    void calibrationsCommandGivesAnalyzesNumbers()
    {
        QTemporaryDir dir;
        const Run run =
            runInProcess({QStringLiteral("calibrations"), QStringLiteral("g=") + demoGlove(), QStringLiteral("--quiet"),
                          QStringLiteral("--json"), QStringLiteral("--only=W1,W2,W6,W7,W8,W9"),
                          QStringLiteral("--calibrations=center,abtt:0,pca"), QStringLiteral("--out=") + dir.path()});
        QVERIFY2(run.status == 0, run.err.c_str());
        const QJsonObject root = parse(run.out);
        const QJsonArray specs = root[QStringLiteral("calibrations")].toArray();
        QCOMPARE(specs.size(), 4);
        QCOMPARE(specs[0].toString(), QStringLiteral("zca")); // always first, the reference
        const QJsonArray results = root[QStringLiteral("results")].toArray();
        QCOMPARE(results.size(), 6);
        // Each calibration's column is what analyze --calibration SPEC gives on its own.
        for (int k = 0; k < specs.size(); ++k) {
            const auto expected = bySuite(parse(runInProcess(analyze(specs[k].toString())).out));
            for (const QJsonValue &v : results) {
                const QString suite = v[QStringLiteral("suite")].toString();
                const QJsonObject e = expected.at(suite);
                const QJsonObject c = v[QStringLiteral("calibrated")].toArray()[k].toObject();
                QCOMPARE(c[QStringLiteral("calibration")].toString(), specs[k].toString());
                QCOMPARE(c[QStringLiteral("d")].toDouble(),
                         e[QStringLiteral("whitened")][QStringLiteral("d")].toDouble());
                QCOMPARE(c[QStringLiteral("p")].toDouble(),
                         e[QStringLiteral("whitened")][QStringLiteral("p")].toDouble());
                QCOMPARE(c[QStringLiteral("change")].toString(), e[QStringLiteral("change")].toString());
                QCOMPARE(v[QStringLiteral("raw")][QStringLiteral("d")].toDouble(),
                         e[QStringLiteral("raw")][QStringLiteral("d")].toDouble());
                const double zca = v[QStringLiteral("calibrated")].toArray()[0][QStringLiteral("d")].toDouble();
                QCOMPARE(c[QStringLiteral("d_minus_zca")].toDouble(), c[QStringLiteral("d")].toDouble() - zca);
            }
        }
        // The files: the same JSON, and a CSV row per suite and calibration.
        QFile csv(dir.filePath(QStringLiteral("calibrations.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 1 + 6 * 4);
        QVERIFY(lines[0].startsWith("model,suite,calibration,effect_size_raw,p_raw,effect_size,p,"));
        // calibrations.json reads back (what isoscope-cli figures draws from) with the same numbers.
        const auto loaded = isoscope::loadCalibrations(dir.filePath(QStringLiteral("calibrations.json")).toStdString());
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().detail.c_str());
        QCOMPARE(loaded->calibrations.size(), std::size_t(4));
        QCOMPARE(loaded->models.size(), std::size_t(1));
        for (int s = 0; s < results.size(); ++s)
            for (int k = 0; k < 4; ++k) {
                const auto &r = loaded->models[0].results[std::size_t(k)][std::size_t(s)];
                const QJsonObject c = results[s][QStringLiteral("calibrated")].toArray()[k].toObject();
                QCOMPARE(QString::fromStdString(r.suiteId), results[s][QStringLiteral("suite")].toString());
                QCOMPARE(*r.whitened->d, c[QStringLiteral("d")].toDouble());
                QCOMPARE(r.whitened->p, c[QStringLiteral("p")].toDouble());
                QCOMPARE(QString::fromUtf8(isoscope::changeName(r.change).data()),
                         c[QStringLiteral("change")].toString());
            }
        QVERIFY(!isoscope::loadCalibrations(dir.filePath(QStringLiteral("calibrations.csv")).toStdString()).ok());
    }

    void badUsageIsOneLineAndStatusTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown calibration")
            << QStringList{QStringLiteral("analyze"), demoGlove(), QStringLiteral("--calibration=whiten")}
            << "calibration 'whiten'";
        QTest::newRow("calibrations, unknown one")
            << QStringList{QStringLiteral("calibrations"), demoGlove(), QStringLiteral("--calibrations=center,whiten")}
            << "whiten";
        QTest::newRow("unknown correction")
            << QStringList{QStringLiteral("analyze"), demoGlove(), QStringLiteral("--correction=bonferroni")}
            << "bonferroni";
        QTest::newRow("sc-weat without a target")
            << QStringList{QStringLiteral("sc-weat"), demoGlove(), QStringLiteral("--suite=W7")} << "--target";
        QTest::newRow("sc-weat with only A") << QStringList{QStringLiteral("sc-weat"), demoGlove(),
                                                            QStringLiteral("--target=nurse"), QStringLiteral("--a=he")}
                                             << "--a and --b";
        QTest::newRow("sc-weat, no attribute word known")
            << QStringList{QStringLiteral("sc-weat"),        demoGlove(),
                           QStringLiteral("--target=nurse"), QStringLiteral("--a=qqqq"),
                           QStringLiteral("--b=she"),        QStringLiteral("--quiet")}
            << "no word of the A list";
    }
    void badUsageIsOneLineAndStatusTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reason);
        const Run r = runInProcess(arguments);
        QCOMPARE(r.status, 2);
        QVERIFY2(QString::fromStdString(r.err).contains(reason), r.err.c_str());
    }
};

QTEST_GUILESS_MAIN(TestCalibrationCommands)
#include "tst_calibrationcommands.moc"
