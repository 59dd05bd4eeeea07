// Inputs that are legal but worth a word, and inputs that must not cost what they claim: a word
// repeated within a set is used once and said so (d equals d of the set listed once); a word in
// both X and Y, or in both A and B, is used in both and said so; a reference sample with no more
// vectors than dimensions is warned of once; a model whose vectors are all the same stops its own
// suites (its whitened vectors are zero), not the run; a word with a zero vector is said to have
// one, not to be missing; a 500 MB suites file is refused unread (the process stays small); a file
// that is not an embedding file (a password file) is refused without a word of its content in the
// message.
#include "tests/hostilecases.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>

#include <filesystem>
#include <fstream>
#include <random>

namespace {

struct Run {
    int status = -1;
    std::string out;
    std::string err;
};

Run cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(ISOSCOPE_CLI_PATH), arguments);
    process.waitForFinished(-1);
    Run r;
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput().toStdString();
    r.err = process.readAllStandardError().toStdString();
    return r;
}

QString demoGlove()
{
    return QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt");
}

// W1 of the built-in suites with the set role's list changed by edit.
QJsonObject w1()
{
    QFile file(QStringLiteral(ISOSCOPE_RESOURCE_DIR "/suites/weat_suites.json"));
    file.open(QIODevice::ReadOnly);
    const QJsonArray suites =
        QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("suites")).toArray();
    QJsonObject suite = suites.at(0).toObject();
    suite.remove(QStringLiteral("sizes")); // the lists below change
    return suite;
}

QString writeSuite(const QTemporaryDir &dir, const QString &name, const QJsonObject &suite)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("suites"), QJsonArray{suite}}}).toJson());
    return path;
}

double rawD(const Run &r)
{
    const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
    return json.value(QStringLiteral("weat"))
        .toArray()
        .at(0)
        .toObject()
        .value(QStringLiteral("raw"))
        .toObject()
        .value(QStringLiteral("d"))
        .toDouble();
}

QStringList analyze(const QString &model, const QString &suites)
{
    return {QStringLiteral("analyze"),        QStringLiteral("glove=") + model,
            QStringLiteral("--suites"),       suites,
            QStringLiteral("--similarity"),   QStringLiteral("none"),
            QStringLiteral("--permutations"), QStringLiteral("1000"),
            QStringLiteral("--bootstrap"),    QStringLiteral("0"),
            QStringLiteral("--json"),         QStringLiteral("--no-cache")};
}

// A suite T of four words a set (x0..x3, y0..y3, a0..a3, b0..b3), its sets named "Targets X" and so on.
QJsonObject smallSuite()
{
    QJsonObject suite{{QStringLiteral("id"), QStringLiteral("T")}};
    for (const QString &role : {QStringLiteral("X"), QStringLiteral("Y"), QStringLiteral("A"), QStringLiteral("B")}) {
        QJsonArray words;
        for (int i = 0; i < 4; ++i)
            words.append(role.toLower() + QString::number(i));
        suite.insert(role, words);
        suite.insert(role + QStringLiteral("_name"),
                     (role == QStringLiteral("X") || role == QStringLiteral("Y") ? QStringLiteral("Targets ")
                                                                                 : QStringLiteral("Attributes "))
                         + role);
    }
    return suite;
}

// The suite's 16 words and 16 others (o0..o15), 6 dimensions, value(random, row) each.
template <typename Value>
void writeModel(const QString &path, Value value)
{
    std::mt19937 random(7);
    std::ofstream out(path.toStdString());
    int row = 0;
    for (const char *prefix : {"x", "y", "a", "b", "o", "o", "o", "o"})
        for (int i = 0; i < 4; ++i, ++row) {
            out << prefix << (prefix[0] == 'o' ? row - 16 : i);
            for (int k = 0; k < 6; ++k)
                out << ' ' << value(random, row);
            out << '\n';
        }
}

// How many lines of text hold what.
int lines(const std::string &text, const std::string &what)
{
    int n = 0;
    for (const QString &line : QString::fromStdString(text).split(QLatin1Char('\n')))
        n += line.contains(QString::fromStdString(what));
    return n;
}

// What the program wrote to stderr, without the newline that ends it.
std::string trimmed(const std::string &text)
{
    return QString::fromStdString(text).trimmed().toStdString();
}

} // namespace

class TestInputWarnings : public QObject
{
    Q_OBJECT

private slots:
    void init() { hostilecases::begin(); }

    void aWordRepeatedInASetIsUsedOnceAndSaidSo()
    {
        QTemporaryDir dir;
        const QJsonObject plain = w1();
        QJsonObject doubled = plain;
        QJsonArray x = doubled.value(QStringLiteral("X")).toArray();
        x.append(x.at(0)); // "aster" listed twice
        doubled.insert(QStringLiteral("X"), x);
        const Run once = cli(analyze(demoGlove(), writeSuite(dir, QStringLiteral("once.json"), plain)));
        const Run twice = cli(analyze(demoGlove(), writeSuite(dir, QStringLiteral("twice.json"), doubled)));
        QVERIFY2(once.status == 0 && twice.status == 0, twice.err.c_str());
        // The set is a set: the same d to the last digit as with the word listed once.
        QCOMPARE(rawD(twice), rawD(once));
        QVERIFY(rawD(once) > 1.0);
        QVERIFY2(twice.err.find("warning: glove W1: words listed more than once in a set are used once: X (Flowers): "
                                "aster")
                     != std::string::npos,
                 twice.err.c_str());
        QVERIFY(once.err.find("listed more than once") == std::string::npos);
    }

    void aWordInBothTargetSetsIsUsedInBothAndSaidSo()
    {
        QTemporaryDir dir;
        QJsonObject shared = w1();
        QJsonArray y = shared.value(QStringLiteral("Y")).toArray();
        y.append(QStringLiteral("rose")); // a flower among the insects
        shared.insert(QStringLiteral("Y"), y);
        QJsonArray b = shared.value(QStringLiteral("B")).toArray();
        b.append(shared.value(QStringLiteral("A")).toArray().at(0));
        shared.insert(QStringLiteral("B"), b);
        const Run r = cli(analyze(demoGlove(), writeSuite(dir, QStringLiteral("shared.json"), shared)));
        QVERIFY2(r.status == 0, r.err.c_str());
        QVERIFY2(r.err.find("words in both sets of a pair are used in both, as listed: X and Y: rose; A and B: caress")
                     != std::string::npos,
                 r.err.c_str());
        const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
        const QJsonObject sizes = json.value(QStringLiteral("weat")).toArray().at(0).toObject();
        QVERIFY2(QJsonDocument(sizes).toJson().contains("\"rose\""), "rose is used in Y");
    }

    // Said once, with the results: the early line before the whitening ("may take minutes") is
    // only for dimensions whose eigendecomposition does take long (kSlowWhiteningDims).
    void aReferenceSampleNoLargerThanTheDimensionIsWarnedOfOnce()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("wide.txt"));
        {
            std::mt19937 random(5);
            std::normal_distribution<double> normal;
            std::ofstream out(model.toStdString());
            for (const char *prefix : {"x", "y", "a", "b"})
                for (int i = 0; i < 4; ++i) {
                    out << prefix << i;
                    for (int k = 0; k < 40; ++k)
                        out << ' ' << normal(random);
                    out << '\n';
                }
        }
        const Run r = cli(analyze(model, writeSuite(dir, QStringLiteral("t.json"), smallSuite())));
        QVERIFY2(r.status == 0, r.err.c_str());
        QVERIFY2(r.err.find("minutes") == std::string::npos, r.err.c_str());
        QCOMPARE(lines(r.err, "singular"), 1);
        QVERIFY2(lines(r.err, "16 vectors for 40 dimensions") == 1, r.err.c_str());
    }

    // Every vector the same: whitening maps each onto the mean, so the whitened vectors are zero.
    // Each suite of that model says so (the whitened vector, its word and set), and the run goes on:
    // the other model's results are there.
    void aModelWhoseVectorsAreAllTheSameStopsOnlyItsSuites()
    {
        QTemporaryDir dir;
        const QString same = dir.filePath(QStringLiteral("same.txt"));
        const QString other = dir.filePath(QStringLiteral("other.txt"));
        writeModel(same, [](std::mt19937 &, int) { return 0.25; });
        writeModel(other, [](std::mt19937 &random, int) { return std::normal_distribution<double>()(random); });
        QStringList arguments = analyze(same, writeSuite(dir, QStringLiteral("t.json"), smallSuite()));
        arguments[1] = QStringLiteral("same=") + same;
        arguments.insert(2, QStringLiteral("other=") + other);
        const Run r = cli(arguments);
        QVERIFY2(r.status == 0, r.err.c_str());
        QVERIFY2(r.err.find("warning: same T: the whitened vector of 'x0' (X, Targets X) is zero: whitening maps it "
                            "onto the reference sample's mean")
                     != std::string::npos,
                 r.err.c_str());
        QVERIFY2(r.err.find("has a zero (or non-finite) vector") == std::string::npos, r.err.c_str());
        const QJsonArray weat =
            QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object().value(QStringLiteral("weat")).toArray();
        bool otherHasD = false;
        for (const auto &entry : weat)
            otherHasD =
                otherHasD
                || (entry.toObject().value(QStringLiteral("model")).toString() == QStringLiteral("other")
                    && entry.toObject().value(QStringLiteral("whitened")).toObject().contains(QStringLiteral("d")));
        QVERIFY2(otherHasD, r.out.c_str());
        hostilecases::accepted(); // the run goes on, the model's suites say why they did not
    }

    // A word of the vocabulary whose vector is zero is left out and said to have a zero vector,
    // not to be missing from the vocabulary.
    void aWordWithAZeroVectorIsNotCalledMissingFromTheVocabulary()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("zero.txt"));
        writeModel(model, [](std::mt19937 &random, int row) {
            return row == 0 ? 0.0 : std::normal_distribution<double>()(random);
        });
        const Run r = cli(analyze(model, writeSuite(dir, QStringLiteral("t.json"), smallSuite())));
        QVERIFY2(r.status == 0, r.err.c_str());
        QVERIFY2(r.err.find("warning: glove T: 1 word has a zero vector in the model (no direction, so no cosine) and "
                            "is left out: X (Targets X): x0")
                     != std::string::npos,
                 r.err.c_str());
        QVERIFY2(r.err.find("not in the vocabulary") == std::string::npos, r.err.c_str());
        hostilecases::accepted(); // read, the word's vector called what it is
    }

    void aHugeSuitesFileIsRefusedUnread()
    {
        QTemporaryDir dir;
        const QString huge = dir.filePath(QStringLiteral("huge.json"));
        {
            // 500 MB of a valid-looking start: sparse, so the test itself needs no space.
            std::ofstream(huge.toStdString()) << "{\"suites\": [";
            std::filesystem::resize_file(huge.toStdString(), 500'000'000);
        }
        const Run r = cli(analyze(demoGlove(), huge));
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.find("a suites file may have at most 16 MiB") != std::string::npos, r.err.c_str());
        QVERIFY(r.err.find(huge.toStdString()) != std::string::npos);
        struct rusage usage;
        QCOMPARE(::getrusage(RUSAGE_CHILDREN, &usage), 0);
        // ru_maxrss is in KiB: far below the file's size (the demo model alone needs ~10 MiB).
        QVERIFY2(usage.ru_maxrss < 200 * 1024, qPrintable(QString::number(usage.ru_maxrss)));
        QVERIFY2(hostilecases::refused(trimmed(r.err)), r.err.c_str());
    }

    void aFileThatIsNotAnEmbeddingFileIsNeverQuoted()
    {
        QTemporaryDir dir;
        const QString shadow = dir.filePath(QStringLiteral("shadow"));
        std::ofstream(shadow.toStdString())
            << "root:$y$j9T$PaSsWoRdHaSh:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n";
        const Run r =
            cli({QStringLiteral("import"), shadow, QStringLiteral("--cache-dir"), dir.filePath(QStringLiteral("c"))});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.find("does not look like an embedding file") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("root") == std::string::npos && r.err.find("PaSsWoRd") == std::string::npos, r.err.c_str());
        QVERIFY2(hostilecases::refused(trimmed(r.err)), r.err.c_str());
    }
};

QTEST_GUILESS_MAIN(TestInputWarnings)
#include "tst_inputwarnings.moc"
