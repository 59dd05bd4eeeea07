// Word-similarity benchmarks: the reader, average ranks, Spearman's rho and the paired bootstrap of
// raw against whitened rho (docs/science.md section 5).
//
// Every expected number comes from outside Isoscope: scipy 1.10.1 (Debian 12's python3-scipy), via
// tests/reference/similarity_reference.py, which prints all of them (run it with /usr/bin/python3).
// The script's bootstrap draws the same indices through a pure-Python port of isoscope::Rng and
// computes each resample's rho with scipy.stats.spearmanr on the materialised resample, so the
// counts behind p are checked as well. Inputs are things both sides compute bit for bit the same:
// scores parsed from the files, word lengths in bytes, and small integer formulas.

#include "core/base/random.h"
#include "core/stats/similarity.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

using namespace isoscope;

namespace {

const QString kBenchmarks = QStringLiteral(ISOSCOPE_RESOURCE_DIR "/benchmarks/");

// The deterministic "noise" of the reference script, in the same order of operations, so that
// the doubles are identical: noise_a(i) = 4.0 * ((i * 37) % 101) / 101.0.
double noiseA(std::size_t i)
{
    return 4.0 * static_cast<double>((i * 37) % 101) / 101.0;
}

double noiseB(std::size_t i)
{
    return 4.0 * static_cast<double>((i * 53) % 97) / 97.0;
}

SimilarityBenchmark readBuiltIn(const QString &file)
{
    auto read = readSimilarityBenchmark((kBenchmarks + file).toStdString(), file.toStdString());
    if (!read)
        qFatal("cannot read %s: %s", qPrintable(file), describe(read.error()).c_str());
    return std::move(read).value();
}

std::vector<double> humanScores(const SimilarityBenchmark &benchmark)
{
    std::vector<double> scores;
    for (const auto &pair : benchmark.pairs)
        scores.push_back(pair.score);
    return scores;
}

std::vector<double> wordLengths(const SimilarityBenchmark &benchmark)
{
    std::vector<double> lengths;
    for (const auto &pair : benchmark.pairs)
        lengths.push_back(static_cast<double>(pair.first.size() + pair.second.size()));
    return lengths;
}

std::vector<double> plusNoise(const std::vector<double> &values, double (*noise)(std::size_t), double scale = 1.0)
{
    std::vector<double> result;
    for (std::size_t i = 0; i < values.size(); ++i)
        result.push_back(values[i] + scale * noise(i));
    return result;
}

QByteArray codeName(ErrorCode code)
{
    const std::string_view name = errorCodeName(code);
    return QByteArray(name.data(), static_cast<qsizetype>(name.size()));
}

// The naive bootstrap the fast path must agree with: the same draws (core/stats/similarity.h says
// which), the resample materialised, each rho computed by sorting it (spearman()).
std::vector<BootstrapResample> naiveResamples(const std::vector<double> &human, const std::vector<double> &raw,
                                              const std::vector<double> &whitened, std::uint64_t seed,
                                              std::size_t iterations)
{
    const std::size_t n = human.size();
    Rng rng(seed);
    std::vector<BootstrapResample> resamples;
    std::vector<double> h(n), r(n), w(n);
    for (std::size_t t = 0; t < iterations; ++t) {
        for (std::size_t k = 0; k < n; ++k) {
            const auto i = static_cast<std::size_t>(rng.below(n));
            h[k] = human[i];
            r[k] = raw[i];
            w[k] = whitened[i];
        }
        resamples.push_back(BootstrapResample{spearman(h, r), spearman(h, w)});
    }
    return resamples;
}

// Small inputs for the bootstrap rows, by name.
struct Triple {
    std::vector<double> human, raw, whitened;
};

Triple triple(const QByteArray &name)
{
    if (name == "simlex-noise") {
        const auto human = humanScores(readBuiltIn(QStringLiteral("SimLex-999.tsv")));
        return {human, plusNoise(human, noiseA), plusNoise(human, noiseB)};
    }
    if (name == "simlex-continuous") { // cosines rarely tie: this takes the fast path's no-tie branch
        const auto human = humanScores(readBuiltIn(QStringLiteral("SimLex-999.tsv")));
        Triple t{human, {}, {}};
        Rng noise(7);
        for (const double score : human) {
            t.raw.push_back(score + 6.0 * noise.uniform());
            t.whitened.push_back(score + 5.0 * noise.uniform());
        }
        return t;
    }
    if (name == "wordsim-lengths") {
        const auto benchmark = readBuiltIn(QStringLiteral("wordsim353.tsv"));
        const auto human = humanScores(benchmark);
        return {human, wordLengths(benchmark), plusNoise(human, noiseB)};
    }
    if (name == "small-integers") { // ties in all three variables, many of them
        Triple t;
        for (std::size_t i = 0; i < 60; ++i) {
            t.human.push_back(static_cast<double>(i % 7));
            t.raw.push_back(static_cast<double>((i * i) % 5));
            t.whitened.push_back(static_cast<double>((3 * i + 1) % 4));
        }
        return t;
    }
    if (name == "three-pairs") // a third of the resamples or so is constant: skips
        return {{1, 2, 2}, {3, 1, 2}, {0.5, 0.25, 0.75}};
    if (name == "two-pairs")
        return {{1, 2}, {1, 2}, {2, 1}};
    qFatal("no triple %s", name.constData());
}

} // namespace

class TestSimilarity : public QObject
{
    Q_OBJECT

private slots:
    void readsBuiltInBenchmarks_data();
    void readsBuiltInBenchmarks();
    void readsFormatVariants();
    void reportsBadContent_data();
    void reportsBadContent();
    void reportsFileErrors();

    void averageRanks_data();
    void averageRanks();
    void averageRanksPutNanLast();
    void spearman_data();
    void spearman();
    void spearmanOnBenchmarks_data();
    void spearmanOnBenchmarks();

    void fastPathEqualsNaivePath_data();
    void fastPathEqualsNaivePath();
    void bootstrapMatchesIndependentReference_data();
    void bootstrapMatchesIndependentReference();
    void bootstrapIsDeterministic();
    void pIsAProbability_data();
    void pIsAProbability();
    void clearlyBetterWhiteningGivesSmallP();
    void sameRanksGiveNoDifference_data();
    void sameRanksGiveNoDifference();
    void pMatchesExactBootstrapDistribution_data();
    void pMatchesExactBootstrapDistribution();
    void twoPairsSkipHalfTheResamples();
    void undefinedRhoDrawsNoResample();
    void rejectsBadInputs_data();
    void rejectsBadInputs();
    void reportsProgressPerBatch();
    void cancels();
};

// --- Reader -------------------------------------------------------------------------------------

void TestSimilarity::readsBuiltInBenchmarks_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("pairs");
    QTest::addColumn<QString>("firstPair");
    QTest::addColumn<double>("firstScore");
    QTest::addColumn<int>("firstLine");
    QTest::addColumn<QString>("lastPair");
    QTest::addColumn<double>("lastScore");
    QTest::addColumn<int>("lastLine");
    QTest::addColumn<double>("scoreSum");

    // First and last pairs as `head` and `tail` show them; sums are math.fsum of the scores
    // (similarity_reference.py). Line numbers count the comment lines.
    QTest::newRow("WordSim-353 has 353 pairs after two comment lines")
        << "wordsim353.tsv" << 353 << "love/sex" << 6.77 << 3 << "architecture/century" << 3.78 << 355 << 2067.12;
    QTest::newRow("SimLex-999 has 999 pairs after its commented header")
        << "SimLex-999.tsv" << 999 << "old/new" << 1.58 << 2 << "attend/arrive" << 6.08 << 1000 << 4557.01;
}

void TestSimilarity::readsBuiltInBenchmarks()
{
    QFETCH(QString, file);
    QFETCH(int, pairs);
    QFETCH(QString, firstPair);
    QFETCH(double, firstScore);
    QFETCH(int, firstLine);
    QFETCH(QString, lastPair);
    QFETCH(double, lastScore);
    QFETCH(int, lastLine);
    QFETCH(double, scoreSum);

    const auto read = readSimilarityBenchmark((kBenchmarks + file).toStdString(), "name");
    QVERIFY2(read.ok(), read.ok() ? "" : describe(read.error()).c_str());
    QCOMPARE(read->name, std::string("name"));
    QCOMPARE(read->pairs.size(), std::size_t(pairs));
    const auto &first = read->pairs.front();
    const auto &last = read->pairs.back();
    QCOMPARE(QString::fromStdString(first.first + '/' + first.second), firstPair);
    QCOMPARE(first.score, firstScore); // both are the correctly rounded double of the same decimal
    QCOMPARE(first.line, std::size_t(firstLine));
    QCOMPARE(QString::fromStdString(last.first + '/' + last.second), lastPair);
    QCOMPARE(last.score, lastScore);
    QCOMPARE(last.line, std::size_t(lastLine));
    double sum = 0;
    for (const auto &pair : read->pairs)
        sum += pair.score;
    QVERIFY(std::abs(sum - scoreSum) < 1e-9); // plain summation against fsum: rounding only
}

void TestSimilarity::readsFormatVariants()
{
    // CRLF, a byte-order mark, a header after a comment, blank lines, spaces around fields, a '+'
    // sign and extra fields: all accepted, and line numbers still count every line.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("variants.tsv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\xEF\xBB\xBF# provenance\r\n"
               "Word 1\tWord 2\tHuman (mean)\r\n"
               "\r\n"
               "cat\tdog\t7.5\r\n"
               " car \t automobile \t +8.94\tPOS\tignored\r\n"
               "   \r\n"
               "noon\tstring\t-0.25");
    file.close();

    const auto read = readSimilarityBenchmark(path.toStdString(), "variants");
    QVERIFY2(read.ok(), read.ok() ? "" : describe(read.error()).c_str());
    QCOMPARE(read->pairs.size(), std::size_t(3));
    QCOMPARE(read->pairs[0].first, std::string("cat"));
    QCOMPARE(read->pairs[0].second, std::string("dog"));
    QCOMPARE(read->pairs[0].score, 7.5);
    QCOMPARE(read->pairs[0].line, std::size_t(4));
    QCOMPARE(read->pairs[1].first, std::string("car"));
    QCOMPARE(read->pairs[1].second, std::string("automobile"));
    QCOMPARE(read->pairs[1].score, 8.94);
    QCOMPARE(read->pairs[1].line, std::size_t(5));
    QCOMPARE(read->pairs[2].second, std::string("string"));
    QCOMPARE(read->pairs[2].score, -0.25);
    QCOMPARE(read->pairs[2].line, std::size_t(7));
}

void TestSimilarity::reportsBadContent_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<int>("line");

    QTest::newRow("a line with two fields is a schema error on that line")
        << QByteArray("a\tb\t1\nc\td\n") << codeName(ErrorCode::BadSchema) << 2;
    QTest::newRow("a line without a tab is a schema error")
        << QByteArray("# comment\nword word 3\n") << codeName(ErrorCode::BadSchema) << 2;
    QTest::newRow("a score that is not a number is an error on its line")
        << QByteArray("a\tb\t1\r\nc\td\tseven\r\n") << codeName(ErrorCode::NotANumber) << 2;
    QTest::newRow("a score with trailing characters is not a number")
        << QByteArray("a\tb\t1\nc\td\t6.7x\n") << codeName(ErrorCode::NotANumber) << 2;
    QTest::newRow("an empty score is not a number")
        << QByteArray("a\tb\t1\nc\td\t\n") << codeName(ErrorCode::NotANumber) << 2;
    QTest::newRow("only the first line can be a header")
        << QByteArray("# c\nw1\tw2\tscore\nw1\tw2\tscore\n") << codeName(ErrorCode::NotANumber) << 3;
    QTest::newRow("a NaN score is not finite, even on the first line")
        << QByteArray("a\tb\tnan\n") << codeName(ErrorCode::NonFiniteValue) << 1;
    QTest::newRow("an infinite score is not finite")
        << QByteArray("a\tb\t1\nc\td\t-inf\n") << codeName(ErrorCode::NonFiniteValue) << 2;
    QTest::newRow("a score too large for a double is not finite")
        << QByteArray("a\tb\t1\nc\td\t1e999\n") << codeName(ErrorCode::NonFiniteValue) << 2;
    QTest::newRow("an empty first word is an error")
        << QByteArray("a\tb\t1\n\td\t2\n") << codeName(ErrorCode::EmptyWord) << 2;
    QTest::newRow("an empty file holds no pair") << QByteArray("") << codeName(ErrorCode::EmptyFile) << 0;
    QTest::newRow("comments, blank lines and a header hold no pair")
        << QByteArray("# one\n\nword1\tword2\tscore\n\n") << codeName(ErrorCode::EmptyFile) << 0;
}

void TestSimilarity::reportsBadContent()
{
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, code);
    QFETCH(int, line);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("bad.tsv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();

    const auto read = readSimilarityBenchmark(path.toStdString(), "bad");
    QVERIFY(!read.ok());
    QCOMPARE(codeName(read.error().code), code);
    QCOMPARE(read.error().file, path.toStdString());
    QCOMPARE(read.error().line, std::size_t(line));
    QVERIFY(!read.error().detail.empty());
}

void TestSimilarity::reportsFileErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string missing = dir.filePath(QStringLiteral("missing.tsv")).toStdString();
    const auto notFound = readSimilarityBenchmark(missing, "missing");
    QVERIFY(!notFound.ok());
    QCOMPARE(notFound.error().code, ErrorCode::FileNotFound);
    QCOMPARE(notFound.error().file, missing);

    const auto directory = readSimilarityBenchmark(dir.path().toStdString(), "directory");
    QVERIFY(!directory.ok());
    QCOMPARE(directory.error().code, ErrorCode::NotARegularFile);
    QCOMPARE(directory.error().file, dir.path().toStdString());
}

// --- Ranks and Spearman -------------------------------------------------------------------------

void TestSimilarity::averageRanks_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<std::vector<double>>("expected");

    // Expected: scipy.stats.rankdata(values).tolist() (similarity_reference.py).
    QTest::newRow("ties of two and three share the average of their ranks")
        << std::vector<double>{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5}
        << std::vector<double>{4.5, 1.5, 6.0, 1.5, 8.0, 11.0, 3.0, 10.0, 8.0, 4.5, 8.0};
    QTest::newRow("all equal values all get the middle rank")
        << std::vector<double>{2.5, 2.5, 2.5, 2.5} << std::vector<double>{2.5, 2.5, 2.5, 2.5};
    QTest::newRow("negative numbers and zeros tie like any value")
        << std::vector<double>{-1.5, 0.0, 0.0, 2.25, -1.5, 0.0, 7.0}
        << std::vector<double>{1.5, 4.0, 4.0, 6.0, 1.5, 4.0, 7.0};
    QTest::newRow("without ties ranks are positions")
        << std::vector<double>{0.3, 0.1, 0.2} << std::vector<double>{3.0, 1.0, 2.0};
    QTest::newRow("one value has rank one") << std::vector<double>{7.0} << std::vector<double>{1.0};
    QTest::newRow("no value has no rank") << std::vector<double>{} << std::vector<double>{};
}

void TestSimilarity::averageRanks()
{
    QFETCH(std::vector<double>, values);
    QFETCH(std::vector<double>, expected);
    QCOMPARE(isoscope::averageRanks(values), expected); // half-integers: exact
}

void TestSimilarity::averageRanksPutNanLast()
{
    // NaN has no order; it must not break the sort, and goes last, tied with other NaNs.
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QCOMPARE(isoscope::averageRanks({nan, 1.0, nan, 0.0}), (std::vector<double>{3.5, 2.0, 3.5, 1.0}));
}

void TestSimilarity::spearman_data()
{
    QTest::addColumn<std::vector<double>>("a");
    QTest::addColumn<std::vector<double>>("b");
    QTest::addColumn<bool>("defined");
    QTest::addColumn<double>("expected");

    // Expected: scipy.stats.spearmanr(a, b).correlation (similarity_reference.py).
    QTest::newRow("ties in both variables")
        << std::vector<double>{1, 2, 2, 3, 4} << std::vector<double>{2, 1, 1, 5, 4} << true << 0.5789473684210528;
    QTest::newRow("a reversed order is minus one")
        << std::vector<double>{1, 2, 3, 4, 5} << std::vector<double>{5, 4, 3, 2, 1} << true << -0.9999999999999999;
    QTest::newRow("tied pairs can cancel to exactly zero")
        << std::vector<double>{1, 1, 2, 2, 3, 3} << std::vector<double>{3, 1, 2, 2, 1, 3} << true << 0.0;
    QTest::newRow("three values") << std::vector<double>{0.5, -2.0, 3.0} << std::vector<double>{10, 20, 30} << true
                                  << 0.5;
    // Undefined (scipy gives nan for a constant input and needs two values).
    QTest::newRow("no value is undefined") << std::vector<double>{} << std::vector<double>{} << false << 0.0;
    QTest::newRow("one value is undefined") << std::vector<double>{1} << std::vector<double>{2} << false << 0.0;
    QTest::newRow("a constant first variable is undefined")
        << std::vector<double>{4, 4, 4} << std::vector<double>{1, 2, 3} << false << 0.0;
    QTest::newRow("a constant second variable is undefined")
        << std::vector<double>{1, 2, 3} << std::vector<double>{0.5, 0.5, 0.5} << false << 0.0;
    QTest::newRow("lengths that differ are undefined")
        << std::vector<double>{1, 2, 3} << std::vector<double>{1, 2} << false << 0.0;
    QTest::newRow("a NaN makes it undefined")
        << std::vector<double>{1, 2, 3} << std::vector<double>{1, std::nan(""), 3} << false << 0.0;
}

void TestSimilarity::spearman()
{
    QFETCH(std::vector<double>, a);
    QFETCH(std::vector<double>, b);
    QFETCH(bool, defined);
    QFETCH(double, expected);

    const std::optional<double> rho = isoscope::spearman(a, b);
    QCOMPARE(rho.has_value(), defined);
    if (defined)
        QVERIFY2(std::abs(*rho - expected) <= 1e-14, qPrintable(QString::number(*rho, 'g', 17)));
}

void TestSimilarity::spearmanOnBenchmarks_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("second");
    QTest::addColumn<double>("expected");

    // Expected: scipy.stats.spearmanr(scores, second).correlation, with second = len(w1.encode()) +
    // len(w2.encode()), or scores[i] + noise_a(i) / noise_b(i) (similarity_reference.py).
    QTest::newRow("WordSim-353 scores against word lengths, a tie-heavy variable")
        << "wordsim353.tsv" << QByteArray("lengths") << -0.09657869744775763;
    QTest::newRow("WordSim-353 scores against a noisy copy (a)")
        << "wordsim353.tsv" << QByteArray("noiseA") << 0.8563667184252204;
    QTest::newRow("WordSim-353 scores against a noisy copy (b)")
        << "wordsim353.tsv" << QByteArray("noiseB") << 0.8693939016332398;
    QTest::newRow("SimLex-999 scores against word lengths")
        << "SimLex-999.tsv" << QByteArray("lengths") << 0.19270094820461214;
    QTest::newRow("SimLex-999 scores against a noisy copy (a)")
        << "SimLex-999.tsv" << QByteArray("noiseA") << 0.9197863544294969;
    QTest::newRow("SimLex-999 scores against a noisy copy (b)")
        << "SimLex-999.tsv" << QByteArray("noiseB") << 0.9168650765084381;
}

void TestSimilarity::spearmanOnBenchmarks()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, second);
    QFETCH(double, expected);

    const auto benchmark = readBuiltIn(file);
    const auto human = humanScores(benchmark);
    const auto other =
        second == "lengths" ? wordLengths(benchmark) : plusNoise(human, second == "noiseA" ? noiseA : noiseB);
    const auto rho = isoscope::spearman(human, other);
    QVERIFY(rho.has_value());
    QVERIFY2(std::abs(*rho - expected) <= 1e-12, qPrintable(QString::number(*rho, 'g', 17)));
}

// --- Paired bootstrap ---------------------------------------------------------------------------

void TestSimilarity::fastPathEqualsNaivePath_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("iterations");

    const struct {
        const char *data;
        const char *description;
        int iterations;
    } sets[] = {
        {"simlex-noise", "SimLex-999 (tied human scores) against noisy copies with ties", 200},
        {"simlex-continuous", "SimLex-999 against noisy copies without ties", 200},
        {"wordsim-lengths", "WordSim-353 against word lengths (tied raw) and a noisy copy", 500},
        {"small-integers", "sixty pairs of small integers, tied in all three variables", 2000},
        {"three-pairs", "three pairs, where many resamples are constant", 2000},
        {"two-pairs", "two pairs, where half the resamples are constant", 500},
    };
    for (const auto &set : sets) {
        for (const quint64 seed : {quint64(0), quint64(1), quint64(2026), quint64(0xDEADBEEFCAFEULL)}) {
            QTest::addRow("%s agree on every resample, seed %llu", set.description,
                          static_cast<unsigned long long>(seed))
                << QByteArray(set.data) << seed << set.iterations;
        }
    }
}

void TestSimilarity::fastPathEqualsNaivePath()
{
    QFETCH(QByteArray, data);
    QFETCH(quint64, seed);
    QFETCH(int, iterations);

    const Triple t = triple(data);
    const auto hasTies = [](std::vector<double> values) {
        std::sort(values.begin(), values.end());
        return std::adjacent_find(values.begin(), values.end()) != values.end();
    };
    if (data == "simlex-continuous") // make sure the rows cover both branches of the fast path
        QVERIFY(!hasTies(t.raw) && !hasTies(t.whitened));
    if (data == "simlex-noise" || data == "small-integers")
        QVERIFY(hasTies(t.human) && hasTies(t.raw) && hasTies(t.whitened));

    const BootstrapParams params{std::size_t(iterations), seed};
    const auto fast = bootstrapResamples(t.human, t.raw, t.whitened, params);
    QVERIFY(fast.ok());
    const auto naive = naiveResamples(t.human, t.raw, t.whitened, seed, std::size_t(iterations));
    QCOMPARE(fast->size(), naive.size());
    std::size_t undefined = 0;
    for (std::size_t i = 0; i < naive.size(); ++i) {
        const auto &f = fast.value()[i];
        const auto &s = naive[i];
        QCOMPARE(f.rhoRaw.has_value(), s.rhoRaw.has_value());
        QCOMPARE(f.rhoWhitened.has_value(), s.rhoWhitened.has_value());
        if (f.rhoRaw)
            QVERIFY2(std::abs(*f.rhoRaw - *s.rhoRaw) <= 1e-12, qPrintable(QStringLiteral("resample %1").arg(i)));
        if (f.rhoWhitened)
            QVERIFY2(std::abs(*f.rhoWhitened - *s.rhoWhitened) <= 1e-12,
                     qPrintable(QStringLiteral("resample %1").arg(i)));
        undefined += (f.rhoRaw && f.rhoWhitened) ? 0 : 1;
    }
    if (data == "three-pairs" || data == "two-pairs")
        QVERIFY(undefined > 0); // the rows exist to exercise skipping
}

void TestSimilarity::bootstrapMatchesIndependentReference_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("iterations");
    QTest::addColumn<double>("rhoRaw");
    QTest::addColumn<double>("rhoWhitened");
    QTest::addColumn<double>("p");
    QTest::addColumn<int>("skipped");
    QTest::addColumn<std::vector<double>>("firstRaw");      // rho_raw* of the first resamples
    QTest::addColumn<std::vector<double>>("firstWhitened"); // rho_white* of the same

    // From similarity_reference.py: the full-data rhos by scipy.stats.spearmanr; the same draws in
    // Python (a port of isoscope::Rng), each resample's rho by spearmanr, and p from the counts of
    // delta* <= 0 and >= 0. WordSim: 303 and 1697 of 2000, no |delta*| within 5e-6 of zero; six
    // tied pairs: 1957 and 104 of 1957 valid, where the 104 are exact zeros and the nearest
    // nonzero |delta*| is 0.06. So rounding cannot move a count.
    QTest::newRow("WordSim-353 against two noisy copies, seed 2026")
        << QByteArray("wordsim-noise") << quint64(2026) << 2000 << 0.8563667184252204 << 0.8693939016332398 << 0.303
        << 0 << std::vector<double>{0.8484909377857424, 0.8462611870001957, 0.8504780668517626}
        << std::vector<double>{0.848995508525438, 0.8626883990258292, 0.8297662414051284};
    QTest::newRow("six tied pairs with constant resamples, seed 7")
        << QByteArray("six-tied") << quint64(7) << 2000 << 0.8391463916782738 << 0.0 << 0.10628513030148186 << 43
        << std::vector<double>{1.0, 0.9500000000000002, 0.7378647873726218}
        << std::vector<double>{0.632455532033676, 0.15000000000000002, -0.10540925533894599};
}

void TestSimilarity::bootstrapMatchesIndependentReference()
{
    QFETCH(QByteArray, data);
    QFETCH(quint64, seed);
    QFETCH(int, iterations);
    QFETCH(double, rhoRaw);
    QFETCH(double, rhoWhitened);
    QFETCH(double, p);
    QFETCH(int, skipped);
    QFETCH(std::vector<double>, firstRaw);
    QFETCH(std::vector<double>, firstWhitened);

    Triple t;
    if (data == "wordsim-noise") {
        t.human = humanScores(readBuiltIn(QStringLiteral("wordsim353.tsv")));
        t.raw = plusNoise(t.human, noiseA);
        t.whitened = plusNoise(t.human, noiseB);
    } else {
        t = {{1, 2, 2, 3, 3, 3}, {1, 1, 2, 2, 3, 3}, {2, 1, 3, 3, 1, 2}};
    }
    const BootstrapParams params{std::size_t(iterations), seed};
    const auto comparison = compareSimilarity(t.human, t.raw, t.whitened, params);
    QVERIFY(comparison.ok());
    QCOMPARE(comparison->pairs, t.human.size());
    QVERIFY(comparison->rhoRaw && comparison->rhoWhitened && comparison->delta && comparison->p);
    QVERIFY(std::abs(*comparison->rhoRaw - rhoRaw) <= 1e-12);
    QVERIFY(std::abs(*comparison->rhoWhitened - rhoWhitened) <= 1e-12);
    QVERIFY(std::abs(*comparison->delta - (rhoWhitened - rhoRaw)) <= 1e-12);
    QCOMPARE(comparison->iterations, std::size_t(iterations));
    QCOMPARE(comparison->skipped, std::size_t(skipped));
    QVERIFY2(std::abs(*comparison->p - p) <= 1e-12, qPrintable(QString::number(*comparison->p, 'g', 17)));

    const auto resamples = bootstrapResamples(t.human, t.raw, t.whitened, params);
    QVERIFY(resamples.ok());
    for (std::size_t i = 0; i < firstRaw.size(); ++i) {
        const auto &r = resamples.value()[i];
        QVERIFY(r.rhoRaw && r.rhoWhitened);
        QVERIFY2(std::abs(*r.rhoRaw - firstRaw[i]) <= 1e-12, qPrintable(QString::number(i)));
        QVERIFY2(std::abs(*r.rhoWhitened - firstWhitened[i]) <= 1e-12, qPrintable(QString::number(i)));
    }
}

void TestSimilarity::bootstrapIsDeterministic()
{
    const Triple t = triple("wordsim-lengths");
    const auto once = bootstrapResamples(t.human, t.raw, t.whitened, {1000, 99});
    const auto again = bootstrapResamples(t.human, t.raw, t.whitened, {1000, 99});
    const auto otherSeed = bootstrapResamples(t.human, t.raw, t.whitened, {1000, 100});
    QVERIFY(once.ok() && again.ok() && otherSeed.ok());
    std::size_t differing = 0;
    for (std::size_t i = 0; i < once->size(); ++i) {
        QCOMPARE(once.value()[i].rhoRaw, again.value()[i].rhoRaw); // to the bit
        QCOMPARE(once.value()[i].rhoWhitened, again.value()[i].rhoWhitened);
        differing += once.value()[i].rhoRaw != otherSeed.value()[i].rhoRaw ? 1 : 0;
    }
    QVERIFY(differing > 990); // another seed draws other resamples (equal rhos by chance are rare)

    const auto p1 = compareSimilarity(t.human, t.raw, t.whitened, {1000, 99});
    const auto p2 = compareSimilarity(t.human, t.raw, t.whitened, {1000, 99});
    QVERIFY(p1.ok() && p2.ok());
    QCOMPARE(p1->p, p2->p);
}

void TestSimilarity::pIsAProbability_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<quint64>("seed");
    for (const char *data :
         {"simlex-noise", "simlex-continuous", "wordsim-lengths", "small-integers", "three-pairs", "two-pairs"}) {
        for (const quint64 seed : {quint64(3), quint64(4)})
            QTest::addRow("p of %s with seed %llu lies in [0, 1]", data, static_cast<unsigned long long>(seed))
                << QByteArray(data) << seed;
    }
}

void TestSimilarity::pIsAProbability()
{
    QFETCH(QByteArray, data);
    QFETCH(quint64, seed);
    const Triple t = triple(data);
    const auto comparison = compareSimilarity(t.human, t.raw, t.whitened, {2000, seed});
    QVERIFY(comparison.ok());
    QVERIFY(comparison->p.has_value());
    QVERIFY(*comparison->p >= 0.0 && *comparison->p <= 1.0);
    QCOMPARE(comparison->iterations, std::size_t(2000));
    QVERIFY(comparison->skipped < comparison->iterations);
}

void TestSimilarity::clearlyBetterWhiteningGivesSmallP()
{
    // SimLex-999: raw cosine = score + noise of amplitude 12, whitened = score + noise of
    // amplitude 1. Whitened tracks the human scores far better on every resample.
    const auto human = humanScores(readBuiltIn(QStringLiteral("SimLex-999.tsv")));
    const auto raw = plusNoise(human, noiseA, 3.0);
    const auto whitened = plusNoise(human, noiseB, 0.25);

    QElapsedTimer timer;
    timer.start();
    const auto comparison = compareSimilarity(human, raw, whitened, {10000, 42});
    qDebug("10,000 resamples of %zu pairs: %lld ms", human.size(), static_cast<long long>(timer.elapsed()));
    QVERIFY(comparison.ok());
    QCOMPARE(comparison->iterations, std::size_t(10000));
    QCOMPARE(comparison->skipped, std::size_t(0));
    QVERIFY(*comparison->delta > 0.2);
    QVERIFY(*comparison->p < 1e-3);
}

void TestSimilarity::sameRanksGiveNoDifference_data()
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("shift");
    QTest::newRow("identical raw and whitened cosines") << 1.0 << 0.0;
    QTest::newRow("whitened shifted by a constant") << 1.0 << 0.75;
    QTest::newRow("whitened scaled and shifted") << 2.0 << -3.0;
}

void TestSimilarity::sameRanksGiveNoDifference()
{
    // A monotone map keeps every rank, so delta* is 0 on every resample: the bootstrap
    // distribution is a point mass at 0, both tails hold everything, and p = min(1, 2) = 1.
    QFETCH(double, scale);
    QFETCH(double, shift);
    const auto benchmark = readBuiltIn(QStringLiteral("wordsim353.tsv"));
    const auto human = humanScores(benchmark);
    const auto raw = plusNoise(human, noiseA);
    std::vector<double> whitened;
    for (const double value : raw)
        whitened.push_back(scale * value + shift);

    const auto comparison = compareSimilarity(human, raw, whitened, {3000, 5});
    QVERIFY(comparison.ok());
    QCOMPARE(*comparison->delta, 0.0);
    QCOMPARE(*comparison->p, 1.0);
    const auto resamples = bootstrapResamples(human, raw, whitened, {3000, 5});
    QVERIFY(resamples.ok());
    for (const auto &r : resamples.value())
        QCOMPARE(r.rhoRaw, r.rhoWhitened);
}

void TestSimilarity::pMatchesExactBootstrapDistribution_data()
{
    QTest::addColumn<std::vector<double>>("raw");
    QTest::addColumn<std::vector<double>>("whitened");
    QTest::addColumn<double>("atMost");  // Pr[delta* <= 0] over all n^n draws
    QTest::addColumn<double>("atLeast"); // Pr[delta* >= 0]
    QTest::addColumn<double>("skip");    // Pr[a rho is undefined]

    // Human 1..6. The exact bootstrap distribution enumerates all 6^6 = 46656 equally likely
    // draws with scipy.stats.spearmanr (similarity_reference.py, exact_bootstrap).
    QTest::newRow("two sets of swaps, exact p 0.878")
        << std::vector<double>{2, 1, 4, 3, 6, 5} << std::vector<double>{1, 3, 2, 5, 4, 6} << 20484.0 / 46656
        << 36626.0 / 46656 << 6.0 / 46656;
    QTest::newRow("whitened a little better, exact p 0.262")
        << std::vector<double>{6, 3, 5, 1, 4, 2} << std::vector<double>{4, 2, 1, 6, 3, 5} << 6104.0 / 46656
        << 43674.0 / 46656 << 6.0 / 46656;
    QTest::newRow("two shuffles, exact p 0.523")
        << std::vector<double>{4, 6, 1, 5, 2, 3} << std::vector<double>{5, 1, 2, 4, 6, 3} << 12198.0 / 46656
        << 38664.0 / 46656 << 6.0 / 46656;
    QTest::newRow("raw never worse, exact p 0.093")
        << std::vector<double>{2, 1, 3, 4, 5, 6} << std::vector<double>{5, 2, 1, 4, 6, 3} << 46650.0 / 46656
        << 2178.0 / 46656 << 6.0 / 46656;
}

void TestSimilarity::pMatchesExactBootstrapDistribution()
{
    // With N resamples, the counts behind p are binomial around the exact probabilities: allow
    // four standard errors (the test is deterministic, so this only sets how wrong is wrong).
    QFETCH(std::vector<double>, raw);
    QFETCH(std::vector<double>, whitened);
    QFETCH(double, atMost);
    QFETCH(double, atLeast);
    QFETCH(double, skip);
    const std::vector<double> human{1, 2, 3, 4, 5, 6};
    const std::size_t iterations = 10000;
    const double N = static_cast<double>(iterations);

    const auto resamples = bootstrapResamples(human, raw, whitened, {iterations, 11});
    QVERIFY(resamples.ok());
    double lowCount = 0, highCount = 0, skipCount = 0;
    for (const auto &r : resamples.value()) {
        if (!r.rhoRaw || !r.rhoWhitened) {
            ++skipCount;
            continue;
        }
        const double delta = *r.rhoWhitened - *r.rhoRaw;
        lowCount += delta <= 1e-12 ? 1 : 0;
        highCount += delta >= -1e-12 ? 1 : 0;
    }
    const auto within = [N](double count, double probability) {
        const double se = std::sqrt(probability * (1 - probability) / N);
        return std::abs(count / N - probability) <= 4 * se + 1.0 / N;
    };
    QVERIFY2(within(lowCount, atMost), qPrintable(QString::number(lowCount / N)));
    QVERIFY2(within(highCount, atLeast), qPrintable(QString::number(highCount / N)));
    QVERIFY2(within(skipCount, skip), qPrintable(QString::number(skipCount / N)));

    const auto comparison = compareSimilarity(human, raw, whitened, {iterations, 11});
    QVERIFY(comparison.ok());
    const double exactP = std::min(1.0, 2 * std::min(atMost, atLeast) / (1 - skip));
    const double tail = std::min(atMost, atLeast);
    const double se = 2 * std::sqrt(tail * (1 - tail) / N) / (1 - skip);
    QVERIFY2(std::abs(*comparison->p - exactP) <= 4 * se,
             qPrintable(QStringLiteral("p %1, exact %2").arg(*comparison->p).arg(exactP)));
}

void TestSimilarity::twoPairsSkipHalfTheResamples()
{
    // Two pairs: a resample is constant (skipped) exactly when both draws are the same pair,
    // probability 1/2; otherwise rho_raw* = 1 and rho_white* = -1, so delta* = -2 and p = 0.
    const auto comparison = compareSimilarity({1, 2}, {1, 2}, {2, 1}, {10000, 3});
    QVERIFY(comparison.ok());
    QCOMPARE(*comparison->delta, -2.0);
    QCOMPARE(*comparison->p, 0.0);
    const double skipped = static_cast<double>(comparison->skipped);
    QVERIFY2(std::abs(skipped - 5000) <= 4 * 50, qPrintable(QString::number(skipped))); // 4 SE of Bin(10^4, 1/2)
}

void TestSimilarity::undefinedRhoDrawsNoResample()
{
    // A constant variable has no rho on the full data, nor on any resample: nothing is drawn.
    const auto constant = compareSimilarity({1, 2, 3}, {5, 5, 5}, {1, 3, 2}, {1000, 0});
    QVERIFY(constant.ok());
    QCOMPARE(constant->pairs, std::size_t(3));
    QVERIFY(!constant->rhoRaw);
    QVERIFY(constant->rhoWhitened.has_value());
    QVERIFY(!constant->delta && !constant->p);
    QCOMPARE(constant->iterations, std::size_t(0));

    const auto single = compareSimilarity({1}, {2}, {3}, {1000, 0});
    QVERIFY(single.ok());
    QVERIFY(!single->rhoRaw && !single->rhoWhitened && !single->p);

    const auto none = bootstrapResamples({}, {}, {}, {1000, 0});
    QVERIFY(none.ok());
    QVERIFY(none->empty());
}

void TestSimilarity::rejectsBadInputs_data()
{
    QTest::addColumn<std::vector<double>>("human");
    QTest::addColumn<std::vector<double>>("raw");
    QTest::addColumn<std::vector<double>>("whitened");
    QTest::addColumn<int>("iterations");
    QTest::addColumn<QByteArray>("code");

    const std::vector<double> three{1, 2, 3};
    QTest::newRow("raw cosines of another length are a dimension mismatch")
        << three << std::vector<double>{1, 2} << three << 100 << codeName(ErrorCode::DimensionMismatch);
    QTest::newRow("whitened cosines of another length are a dimension mismatch")
        << three << three << std::vector<double>{1, 2, 3, 4} << 100 << codeName(ErrorCode::DimensionMismatch);
    QTest::newRow("a NaN cosine is not finite")
        << three << std::vector<double>{1, std::nan(""), 3} << three << 100 << codeName(ErrorCode::NonFiniteValue);
    QTest::newRow("an infinite human score is not finite")
        << std::vector<double>{1, HUGE_VAL, 3} << three << three << 100 << codeName(ErrorCode::NonFiniteValue);
    QTest::newRow("zero iterations are an invalid argument")
        << three << three << three << 0 << codeName(ErrorCode::InvalidArgument);
}

void TestSimilarity::rejectsBadInputs()
{
    QFETCH(std::vector<double>, human);
    QFETCH(std::vector<double>, raw);
    QFETCH(std::vector<double>, whitened);
    QFETCH(int, iterations);
    QFETCH(QByteArray, code);

    const BootstrapParams params{std::size_t(iterations), 1};
    const auto comparison = compareSimilarity(human, raw, whitened, params);
    QVERIFY(!comparison.ok());
    QCOMPARE(codeName(comparison.error().code), code);
    const auto resamples = bootstrapResamples(human, raw, whitened, params);
    QVERIFY(!resamples.ok());
    QCOMPARE(codeName(resamples.error().code), code);
}

void TestSimilarity::reportsProgressPerBatch()
{
    const Triple t = triple("three-pairs");
    std::vector<std::pair<std::size_t, std::size_t>> calls;
    const auto comparison =
        compareSimilarity(t.human, t.raw, t.whitened, {1234, 8}, [&calls](std::size_t done, std::size_t total) {
            calls.emplace_back(done, total);
            return true;
        });
    QVERIFY(comparison.ok());
    const std::vector<std::pair<std::size_t, std::size_t>> expected{{500, 1234}, {1000, 1234}, {1234, 1234}};
    QCOMPARE(calls, expected);
}

void TestSimilarity::cancels()
{
    const Triple t = triple("simlex-noise");
    std::size_t calls = 0;
    const auto stopAtFirst = [&calls](std::size_t done, std::size_t total) {
        ++calls;
        return done < 500 && total == 10000;
    };
    const auto comparison = compareSimilarity(t.human, t.raw, t.whitened, {10000, 1}, stopAtFirst);
    QVERIFY(!comparison.ok());
    QCOMPARE(comparison.error().code, ErrorCode::Cancelled);
    QCOMPARE(calls, std::size_t(1)); // stopped after the first batch, not at the end

    calls = 0;
    const auto resamples = bootstrapResamples(t.human, t.raw, t.whitened, {10000, 1}, stopAtFirst);
    QVERIFY(!resamples.ok());
    QCOMPARE(resamples.error().code, ErrorCode::Cancelled);
    QCOMPARE(calls, std::size_t(1));
}

QTEST_APPLESS_MAIN(TestSimilarity)
#include "tst_similarity.moc"
