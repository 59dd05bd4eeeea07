// isoscope-cli on a fastText .bin model trained at test time (tests/fasttextmodels.h): --oov subword
// gives W3's missing names their subword vectors, results.json and report.md name each such word
// "from subwords", the effect size equals one computed here from the words' vectors, the cache
// changes no byte, a model without subwords says so, and bad input
// is a one-line error.
#include "core/io/embeddingreader.h"
#include "runcommandline.h"
#include "tests/fasttextmodels.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <numeric>

namespace {

QJsonObject json(const clitest::Run &run)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(run.out)).object();
}

QJsonObject w3Of(const QJsonObject &results)
{
    return results.value(QStringLiteral("weat")).toArray().at(0).toObject();
}

QStringList wordsOf(const QJsonObject &sets, const char *role)
{
    QStringList words;
    for (const QJsonValue &w : sets.value(QLatin1String(role)).toArray())
        words << w.toString();
    return words;
}

double cosine(const std::vector<double> &a, const std::vector<double> &b)
{
    const double ab = std::inner_product(a.begin(), a.end(), b.begin(), 0.0);
    const double aa = std::inner_product(a.begin(), a.end(), a.begin(), 0.0);
    const double bb = std::inner_product(b.begin(), b.end(), b.begin(), 0.0);
    return ab / std::sqrt(aa * bb);
}

} // namespace

class TestOovCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_model, m_cache;

    clitest::Run analyze(QStringList extra)
    {
        return clitest::runInProcess(QStringList{QStringLiteral("analyze"), QStringLiteral("ft=") + m_model,
                                                 QStringLiteral("--only"), QStringLiteral("W3"),
                                                 QStringLiteral("--similarity"), QStringLiteral("none"),
                                                 QStringLiteral("--cache-dir"), m_cache}
                                     + extra);
    }

private slots:
    void initTestCase()
    {
        qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
        QVERIFY(m_dir.isValid());
        m_model = QString::fromStdString(fasttextfixtures::train(m_dir.path().toStdString(), true).skipgram.string());
        m_cache = m_dir.filePath(QStringLiteral("cache"));
    }

    void subwordVectorsForMissingWordsOnRequest()
    {
        const clitest::Run leftOut = analyze({QStringLiteral("--json"), QStringLiteral("--quiet")});
        QCOMPARE(leftOut.status, 0);
        const clitest::Run subword = analyze(
            {QStringLiteral("--json"), QStringLiteral("--quiet"), QStringLiteral("--oov"), QStringLiteral("subword")});
        QCOMPARE(subword.status, 0);
        const QJsonObject a = json(leftOut), b = json(subword);
        const QJsonObject modelA = a.value(QStringLiteral("models")).toArray().at(0).toObject();
        const QJsonObject modelB = b.value(QStringLiteral("models")).toArray().at(0).toObject();
        QCOMPARE(modelA.value(QStringLiteral("oov")).toString(), QStringLiteral("leave-out"));
        QCOMPARE(modelB.value(QStringLiteral("oov")).toString(), QStringLiteral("subword"));
        QCOMPARE(modelA.value(QStringLiteral("format")).toString(), QStringLiteral("fasttext-binary"));
        QVERIFY(modelA.value(QStringLiteral("has_subwords")).toBool());
        // What was missing is now from subwords, set by set; nothing is missing any more.
        const QJsonObject w3a = w3Of(a), w3b = w3Of(b);
        int moved = 0;
        for (const char *role : {"X", "Y", "A", "B"}) {
            const QStringList missing = wordsOf(w3a.value(QStringLiteral("missing")).toObject(), role);
            QCOMPARE(wordsOf(w3b.value(QStringLiteral("from_subwords")).toObject(), role), missing);
            QVERIFY(wordsOf(w3a.value(QStringLiteral("from_subwords")).toObject(), role).isEmpty());
            QVERIFY(wordsOf(w3b.value(QStringLiteral("missing")).toObject(), role).isEmpty());
            moved += missing.size();
        }
        QVERIFY(moved > 10);
        // The warning says so, beside the missing-word warning it replaces.
        bool warned = false;
        for (const QJsonValue &w : modelB.value(QStringLiteral("warnings")).toArray())
            warned = warned
                     || (w.toObject().value(QStringLiteral("kind")).toString() == QStringLiteral("subword_words")
                         && w.toObject()
                                .value(QStringLiteral("detail"))
                                .toString()
                                .contains(QStringLiteral("from subwords")));
        QVERIFY(warned);

        // d recomputed here from the model's vectors as the reader gives them (in the vocabulary and
        // from subwords; tst_fasttext checks both against fastText's own): s(w, A, B), the ddof-1
        // SD over X and Y, in double. (fastText's printed 5 digits cannot serve here: in a model this
        // small the cosines differ by 1e-6.)
        std::array<std::vector<std::string>, 4> sets; // W3's words, from the suite file
        const QJsonDocument suites = [] {
            QFile f(QStringLiteral(ISOSCOPE_RESOURCE_DIR "/suites/weat_suites.json"));
            f.open(QIODevice::ReadOnly);
            return QJsonDocument::fromJson(f.readAll());
        }();
        for (const QJsonValue &s : suites.object().value(QStringLiteral("suites")).toArray()) {
            if (s.toObject().value(QStringLiteral("id")).toString() != QStringLiteral("W3"))
                continue;
            int role = 0;
            for (const char *key : {"X", "Y", "A", "B"}) {
                for (const QJsonValue &w : s.toObject().value(QLatin1String(key)).toArray())
                    sets[role].push_back(w.toString().toStdString());
                ++role;
            }
        }
        QVERIFY(!sets[0].empty());
        auto loaded = isoscope::readEmbeddingFile(m_model.toStdString());
        QVERIFY(loaded);
        const isoscope::EmbeddingSet model = loaded->set.withSubwordLookup(true);
        const auto vectorOf = [&](const std::string &w) {
            const auto hit = model.lookup(w);
            const isoscope::MatrixF row = model.rows({*hit.row});
            return std::vector<double>(row.data(), row.data() + row.cols());
        };
        const auto association = [&](const std::string &w) {
            double a = 0, bsum = 0;
            for (const auto &x : sets[2])
                a += cosine(vectorOf(w), vectorOf(x));
            for (const auto &x : sets[3])
                bsum += cosine(vectorOf(w), vectorOf(x));
            return a / double(sets[2].size()) - bsum / double(sets[3].size());
        };
        std::vector<double> sx, sy, both;
        for (const auto &w : sets[0])
            sx.push_back(association(w));
        for (const auto &w : sets[1])
            sy.push_back(association(w));
        both = sx;
        both.insert(both.end(), sy.begin(), sy.end());
        const double mean = std::accumulate(both.begin(), both.end(), 0.0) / double(both.size());
        double ss = 0;
        for (double v : both)
            ss += (v - mean) * (v - mean);
        const double sd = std::sqrt(ss / double(both.size() - 1));
        const double d = (std::accumulate(sx.begin(), sx.end(), 0.0) / double(sx.size())
                          - std::accumulate(sy.begin(), sy.end(), 0.0) / double(sy.size()))
                         / sd;
        const double ours = w3b.value(QStringLiteral("raw")).toObject().value(QStringLiteral("d")).toDouble();
        QVERIFY2(std::abs(ours - d) < 1e-9 * std::max(1.0, std::abs(d)),
                 qPrintable(QStringLiteral("%1 against %2").arg(ours, 0, 'g', 17).arg(d, 0, 'g', 17)));
        // And it is not the d of the words left out.
        const double leftOutD = w3a.value(QStringLiteral("raw")).toObject().value(QStringLiteral("d")).toDouble();
        QVERIFY(std::abs(leftOutD - ours) > 1e-6);
    }

    void theCacheChangesNoByte()
    {
        const QStringList options = {QStringLiteral("--json"), QStringLiteral("--quiet"), QStringLiteral("--oov"),
                                     QStringLiteral("subword")};
        const clitest::Run cached = analyze(options);
        const clitest::Run read = clitest::runInProcess(
            QStringList{QStringLiteral("analyze"), QStringLiteral("ft=") + m_model, QStringLiteral("--only"),
                        QStringLiteral("W3"), QStringLiteral("--similarity"), QStringLiteral("none"),
                        QStringLiteral("--no-cache")}
            + options);
        QCOMPARE(cached.status, 0);
        QCOMPARE(read.status, 0);
        QCOMPARE(read.out, cached.out);
    }

    void theReportNamesTheWordsFromSubwords()
    {
        const QString out = m_dir.filePath(QStringLiteral("out"));
        const clitest::Run run = analyze({QStringLiteral("--out"), out, QStringLiteral("--quiet"),
                                          QStringLiteral("--oov"), QStringLiteral("ft=subword")});
        QCOMPARE(run.status, 0);
        const QByteArray report = fasttextfixtures::readAll((out + QStringLiteral("/report.md")).toStdString());
        QVERIFY2(report.contains("got vectors from subwords"), report.constData());
        QVERIFY(report.contains("given their fastText subword vectors"));
    }

    void aModelWithoutSubwordsSaysSo()
    {
        const clitest::Run run =
            clitest::runInProcess({QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--only"),
                                   QStringLiteral("W3"), QStringLiteral("--similarity"), QStringLiteral("none"),
                                   QStringLiteral("--json"), QStringLiteral("--quiet"), QStringLiteral("--oov"),
                                   QStringLiteral("subword"), QStringLiteral("--cache-dir"), m_cache});
        QCOMPARE(run.status, 0);
        const QJsonObject model = json(run).value(QStringLiteral("models")).toArray().at(0).toObject();
        QVERIFY(!model.value(QStringLiteral("has_subwords")).toBool());
        bool warned = false;
        for (const QJsonValue &w : model.value(QStringLiteral("warnings")).toArray())
            warned = warned || w.toObject().value(QStringLiteral("kind")).toString() == QStringLiteral("no_subwords");
        QVERIFY(warned);
    }

    void importSaysWhatTheModelHas()
    {
        const clitest::Run run =
            clitest::runInProcess({QStringLiteral("import"), m_model, QStringLiteral("--cache-dir"), m_cache});
        QCOMPARE(run.status, 0);
        QVERIFY2(run.out.find("format: fasttext-binary\n") != std::string::npos, run.out.c_str());
        QVERIFY2(run.out.find("subwords: 5000 n-gram vectors of 3 to 5 characters\n") != std::string::npos,
                 run.out.c_str());
    }

    void badUsageAndBadFiles_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        QTest::newRow("an unknown treatment") << QStringList{QStringLiteral("--oov"), QStringLiteral("guess")}
                                              << QStringLiteral("--oov: expected leave-out, subword");
        QTest::newRow("a model that is not there")
            << QStringList{QStringLiteral("--oov"), QStringLiteral("other=subword")}
            << QStringLiteral("--oov names 'other'");
        QTest::newRow("twice for every model") << QStringList{QStringLiteral("--oov"), QStringLiteral("subword"),
                                                              QStringLiteral("--oov"), QStringLiteral("leave-out")}
                                               << QStringLiteral("--oov is given twice");
    }

    void badUsageAndBadFiles()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        const clitest::Run run = analyze(arguments + QStringList{QStringLiteral("--quiet")});
        QCOMPARE(run.status, 2);
        QVERIFY2(QString::fromStdString(run.err).contains(says), run.err.c_str());
        QCOMPARE(std::count(run.err.begin(), run.err.end(), '\n'), 1);
    }

    void aTruncatedModelIsOneLine()
    {
        const QByteArray bytes = fasttextfixtures::readAll(m_model.toStdString());
        const std::string cut = m_dir.filePath(QStringLiteral("cut.bin")).toStdString();
        fasttextfixtures::writeAll(cut, bytes.left(bytes.size() / 2));
        const clitest::Run run =
            clitest::runInProcess({QStringLiteral("analyze"), QString::fromStdString(cut), QStringLiteral("--quiet"),
                                   QStringLiteral("--cache-dir"), m_cache});
        QCOMPARE(run.status, 2);
        QCOMPARE(std::count(run.err.begin(), run.err.end(), '\n'), 1);
        QVERIFY2(run.err.find("cut.bin") != std::string::npos, run.err.c_str());
        QVERIFY2(run.err.find("cut short") != std::string::npos, run.err.c_str());
    }
};

QTEST_GUILESS_MAIN(TestOovCommand)
#include "tst_oovcommand.moc"
