// STS-B (the paper's Experiment 2 on sentence pairs): the tokens (Unicode letters and numbers, as
// Python's [^\W_]+), the reader of the official splits, sentence vectors from HDF5 and the analysis
// of a model on a sentence benchmark (bag of words for a static model, sentence vectors from outside
// for any model), with the pairs it leaves out.
//
// Expected tokens and classifications come from Python 3.11's re and unicodedata (Unicode 14):
// re.findall(r"[^\W_]+", text) and re.fullmatch(r"[^\W_]", chr(cp)), printed once and written here.
// The counts of the splits come from reading the files with Python (split('\t'), fields 5-7).
// The small analyses below are worked out by hand in the comments; the full protocol against an
// independent NumPy implementation is tests/reference/stsb_reference.py.

#include "core/analysis/analysis.h"
#include "core/analysis/warnings.h"
#include "core/base/datadir.h"
#include "core/base/textcase.h"
#include "core/io/sentencevectors.h"
#include "tests/core/embeddingwriters.h"
#include "tests/fifowatchdog.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <chrono>
#include <cmath>
#include <fstream>
#include <string>
#include <vector>

using namespace isoscope;
using isoscope::testing::Hdf5Layout;
using isoscope::testing::writeHdf5;

Q_DECLARE_METATYPE(std::vector<std::string>)

namespace {

const std::string kData = ISOSCOPE_RESOURCE_DIR "/";

std::vector<std::string> strings(const std::vector<std::string_view> &views)
{
    return {views.begin(), views.end()};
}

QByteArray codeName(ErrorCode code)
{
    const std::string_view name = errorCodeName(code);
    return QByteArray(name.data(), static_cast<qsizetype>(name.size()));
}

void writeText(const std::string &path, const std::string &text)
{
    std::ofstream(path, std::ios::binary) << text;
}

// The worked example. An uncased model in two dimensions:
//   a = (1, 0), b = (0, 1), c = (1, 1), d = (2, -1), zero = (0, 0)
// and a whitening with mu = 0, U = I, Lambda = (4, 1), eps = 0: z = x diag(1/2, 1), so
//   a -> (1/2, 0), b -> (0, 1), c -> (1/2, 1), d -> (1, -1).
EmbeddingSet workedModel()
{
    MatrixF vectors(5, 2);
    vectors << 1, 0, 0, 1, 1, 1, 2, -1, 0, 0;
    return EmbeddingSet(Vocabulary({"a", "b", "c", "d", "zero"}), vectors);
}

Whitener workedWhitener()
{
    WhiteningStats stats;
    stats.mean = Eigen::VectorXd::Zero(2);
    stats.eigenvectors = Eigen::MatrixXd::Identity(2, 2);
    stats.eigenvalues = Eigen::Vector2d(4, 1);
    stats.sampleSize = 100;
    auto whitener = Whitener::create(stats, 0.0);
    if (!whitener)
        qFatal("whitener: %s", describe(whitener.error()).c_str());
    return std::move(whitener).value();
}

// Pairs (line = index + 1), with the sentence vectors of the bag of words, raw ; whitened:
//   1 "A b" / "c"          (1/2, 1/2) / (1, 1)      cos 1       ; (1/4, 1/2) / (1/2, 1)  cos 1
//   2 "a a b" / "b"        (2/3, 1/3) / (0, 1)      cos 1/sqrt5 ; (1/3, 1/3) / (0, 1)    cos 1/sqrt2
//   3 "d!" / "c"           (2, -1) / (1, 1)         cos 1/sqrt10; (1, -1) / (1/2, 1)     cos -1/sqrt10
//   4 "xyz" / "a"          no token in the model: left out
//   5 "zero a" / "b"       zero is skipped: a / b   cos 0       ; cos 0
//   6 "Zero" / "a"         its only token has a zero vector: left out
// Human scores of the kept pairs 1, 2, 3, 5: 5, 3, 4, 2 (ranks 4, 2, 3, 1).
// Raw cosines rank 4, 3, 2, 1: rho = 4 / 5 = 0.8. Whitened rank 4, 3, 1, 2: rho = 2 / 5 = 0.4.
SentenceBenchmark workedBenchmark()
{
    SentenceBenchmark b;
    b.name = "STS-B";
    b.split = "test";
    const std::pair<const char *, const char *> pairs[] = {{"A b", "c"}, {"a a b", "b"},  {"d!", "c"},
                                                           {"xyz", "a"}, {"zero a", "b"}, {"Zero", "a"}};
    const double scores[] = {5, 3, 4, 1, 2, 0};
    for (std::size_t i = 0; i < 6; ++i)
        b.pairs.push_back(SentencePair{pairs[i].first, pairs[i].second, scores[i], i + 1});
    return b;
}

// The bag-of-words sentence vectors above, raw, as an outside encoder would give them.
struct GivenSentences {
    std::vector<std::string> sentences;
    MatrixF vectors;
};

GivenSentences workedSentenceVectors()
{
    GivenSentences given;
    given.sentences = {"A b", "c", "a a b", "b", "d!", "zero a", "c"}; // "c" twice: the first row is used
    given.vectors.resize(7, 2);
    given.vectors << 0.5f, 0.5f, 1, 1, 2.0f / 3, 1.0f / 3, 0, 1, 2, -1, 1, 0, 9, 9;
    return given;
}

ModelSpec spec(ModelFamily family, std::filesystem::path sentenceVectors = {})
{
    ModelSpec s{"m", family, {}, EmbeddingFormat::Auto};
    s.sentenceVectors = std::move(sentenceVectors);
    return s;
}

AnalysisParams fewResamples()
{
    AnalysisParams params;
    params.bootstrapIterations = 200;
    return params;
}

} // namespace

class TestSentenceSimilarity final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void codePointsAreLettersOrNumbersAsPython_data();
    void codePointsAreLettersOrNumbersAsPython();
    void tokensAreMaximalRunsOfLettersAndNumbers_data();
    void tokensAreMaximalRunsOfLettersAndNumbers();
    void officialSplitsReadAsPythonReadsThem_data();
    void officialSplitsReadAsPythonReadsThem();
    void sentencesKeepTheirSpacesAndExtraFieldsAreIgnored();
    void badBenchmarkLinesAreNamed_data();
    void badBenchmarkLinesAreNamed();
    void splitNamesParse();
    void bagOfWordsFollowsTheProtocol();
    void sentenceVectorsGiveTheSameRhoAsTheBagOfWords();
    void sentenceVectorsInTheModelsOwnFileAreFound();
    void aModelWithoutWordsOrSentenceVectorsSaysWhy();
    void badSentenceVectorFilesAreErrorsNamingTheFile_data();
    void badSentenceVectorFilesAreErrorsNamingTheFile();
    void aNamedPipeIsRefusedBeforeItIsOpened();
    void analyzeModelRunsStsBAfterTheWordBenchmarks();
};

void TestSentenceSimilarity::codePointsAreLettersOrNumbersAsPython_data()
{
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<bool>("alnum");
    // unicodedata.category and re.fullmatch(r"[^\W_]", chr(cp)) in Python 3.11.
    const std::pair<uint, bool> rows[] = {
        {0x41, true},     // Lu  A
        {0x5F, false},    // Pc  _ (a word character in \w, excluded by [^\W_])
        {0x30, true},     // Nd  0
        {0xB2, true},     // No  superscript two
        {0xBD, true},     // No  one half
        {0x2160, true},   // Nl  Roman numeral one
        {0x663, true},    // Nd  Arabic-Indic three
        {0x301, false},   // Mn  combining acute accent
        {0x2BC, true},    // Lm  modifier letter apostrophe
        {0x1C5, true},    // Lt  Dz with caron
        {0x3005, true},   // Lm  ideographic iteration mark
        {0x4E8C, true},   // Lo  CJK two
        {0x1F600, false}, // So  grinning face
        {0x200D, false},  // Cf  zero width joiner
        {0xAA, true},     // Lo  feminine ordinal
        {0x2070, true},   // No  superscript zero
        {0xD7, false},    // Sm  multiplication sign
        {0x2019, false},  // Pf  right single quotation mark
        {0xE31, false},   // Mn  Thai mai han-akat
        {0x903, false},   // Mc  Devanagari visarga
        {0x16EE, true},   // Nl  runic arlaug
        {0x3007, true},   // Nl  ideographic zero
        {0x10FFFF, false} // Cn  unassigned
    };
    for (const auto &[cp, alnum] : rows)
        QTest::addRow("U+%04X is %s", cp, alnum ? "a letter or number" : "not") << cp << alnum;
}

void TestSentenceSimilarity::codePointsAreLettersOrNumbersAsPython()
{
    QFETCH(uint, codePoint);
    QFETCH(bool, alnum);
    QCOMPARE(isLetterOrNumber(static_cast<char32_t>(codePoint)), alnum);
}

void TestSentenceSimilarity::tokensAreMaximalRunsOfLettersAndNumbers_data()
{
    QTest::addColumn<std::string>("text");
    QTest::addColumn<std::vector<std::string>>("tokens");
    // re.findall(r"[^\W_]+", text) in Python 3.11.
    QTest::newRow("apostrophe and hyphen split")
        << std::string("Don't stop-2x!") << std::vector<std::string>{"Don", "t", "stop", "2x"};
    QTest::newRow("underscore splits") << std::string("snake_case_word")
                                       << std::vector<std::string>{"snake", "case", "word"};
    QTest::newRow("precomposed accents are letters")
        << std::string("caf\u00e9 au lait") << std::vector<std::string>{"caf\u00e9", "au", "lait"};
    QTest::newRow("a combining accent ends a run") << std::string("cafe\u0301") << std::vector<std::string>{"cafe"};
    QTest::newRow("mojibake as in STS-B train") << std::string("na\u00efve \u00c4\u201a\u00c4\u00f4t")
                                                << std::vector<std::string>{"na\u00efve", "\u00c4", "\u00c4\u00f4t"};
    QTest::newRow("Greek") << std::string("\u03b5\u03b9\u03c3\u03b9\u03c4\u03b7\u03c1\u03b9\u03bf\u03bd 12")
                           << std::vector<std::string>{"\u03b5\u03b9\u03c3\u03b9\u03c4\u03b7\u03c1\u03b9\u03bf\u03bd",
                                                       "12"};
    QTest::newRow("numbers that are not digits")
        << std::string("x\u00b2+y\u00bd \u216b \u0663\u0664")
        << std::vector<std::string>{"x\u00b2", "y\u00bd", "\u216b", "\u0663\u0664"};
    QTest::newRow("CJK, and its comma") << std::string("\u65e5\u672c\u8a9e\u3001\u4e8c\u5341")
                                        << std::vector<std::string>{"\u65e5\u672c\u8a9e", "\u4e8c\u5341"};
    QTest::newRow("an emoji splits") << std::string("emoji\U0001F600ok") << std::vector<std::string>{"emoji", "ok"};
    QTest::newRow("modifier and title-case letters")
        << std::string("\u02bcapostrophe \u01c5x") << std::vector<std::string>{"\u02bcapostrophe", "\u01c5x"};
    QTest::newRow("empty") << std::string() << std::vector<std::string>{};
    QTest::newRow("only punctuation") << std::string("--..__  ") << std::vector<std::string>{};
    QTest::newRow("a broken UTF-8 byte ends a run") << std::string("ab\xff"
                                                                   "cd")
                                                    << std::vector<std::string>{"ab", "cd"};
}

void TestSentenceSimilarity::tokensAreMaximalRunsOfLettersAndNumbers()
{
    QFETCH(std::string, text);
    QFETCH(std::vector<std::string>, tokens);
    QCOMPARE(strings(sentenceTokens(text)), tokens);
}

void TestSentenceSimilarity::officialSplitsReadAsPythonReadsThem_data()
{
    QTest::addColumn<QString>("split");
    QTest::addColumn<int>("pairs");
    QTest::addColumn<int>("tokens");
    // len(lines) and sum(len(re.findall(r"[^\W_]+", s)) for s in fields 6 and 7), in Python.
    QTest::newRow("test: 1,379 pairs") << QStringLiteral("test") << 1379 << 27776;
    QTest::newRow("dev: 1,500 pairs") << QStringLiteral("dev") << 1500 << 35077;
    QTest::newRow("train: 5,749 pairs") << QStringLiteral("train") << 5749 << 117574;
}

void TestSentenceSimilarity::officialSplitsReadAsPythonReadsThem()
{
    QFETCH(QString, split);
    QFETCH(int, pairs);
    QFETCH(int, tokens);
    auto read = readSentenceBenchmark(kData + builtin::stsSplitFile(split.toStdString()), "STS-B", split.toStdString());
    QVERIFY2(read.ok(), read ? "" : describe(read.error()).c_str());
    QCOMPARE(read->pairs.size(), std::size_t(pairs));
    QCOMPARE(read->split, split.toStdString());
    std::size_t count = 0;
    for (const SentencePair &pair : read->pairs)
        count += sentenceTokens(pair.first).size() + sentenceTokens(pair.second).size();
    QCOMPARE(count, std::size_t(tokens));
    QCOMPARE(read->pairs.back().line, std::size_t(pairs));
}

void TestSentenceSimilarity::sentencesKeepTheirSpacesAndExtraFieldsAreIgnored()
{
    auto read = readSentenceBenchmark(kData + builtin::stsSplitFile("test"), "STS-B", "test");
    QVERIFY(read.ok());
    const SentencePair &first = read->pairs.front();
    QCOMPARE(first.first, std::string("A girl is styling her hair."));
    QCOMPARE(first.second, std::string("A girl is brushing her hair."));
    QCOMPARE(first.score, 2.5);
    // Line 626 has nine fields, and both sentences end with a space.
    const SentencePair &spaced = read->pairs.at(625);
    QCOMPARE(spaced.line, std::size_t(626));
    QCOMPARE(spaced.score, 3.0);
    QCOMPARE(spaced.first, std::string("I remained under the banyan tree, exhausted by my daily ritual of dragooning "
                                       "the men every two hours. "));
    QCOMPARE(spaced.second, std::string("I remained under the banyan tree, exhausted by my daily ritual of herding "
                                        "the cats every two hours. "));
    const SentencePair &last = read->pairs.back();
    QCOMPARE(last.first, std::string("South Korea declares end to MERS outbreak"));
    QCOMPARE(last.score, 0.0);
}

void TestSentenceSimilarity::badBenchmarkLinesAreNamed_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("detail");
    const QByteArray good = "g\tf\t2012\t1\t2.5\tOne.\tTwo.\n";
    QTest::newRow("six fields") << good + "g\tf\t2012\t2\t3.0\tOnly one sentence.\n"
                                << codeName(ErrorCode::BadSchema) << 2 << QStringLiteral("found 6");
    QTest::newRow("a score that is not a number") << good + good + "g\tf\t2012\t3\tfive\tA.\tB.\n"
                                                  << codeName(ErrorCode::NotANumber) << 3 << QStringLiteral("'five'");
    QTest::newRow("an infinite score") << QByteArray("g\tf\t2012\t1\tinf\tA.\tB.\n")
                                       << codeName(ErrorCode::NonFiniteValue) << 1 << QStringLiteral("field 5");
    QTest::newRow("a line that is not UTF-8") << good + "g\tf\t2012\t2\t1\tA \xe9t\xe9.\tB.\n"
                                              << codeName(ErrorCode::InvalidUtf8) << 2 << QStringLiteral("UTF-8");
    QTest::newRow("no pair at all") << QByteArray("\n\n") << codeName(ErrorCode::EmptyFile) << 0
                                    << QStringLiteral("no sentence pair");
}

void TestSentenceSimilarity::badBenchmarkLinesAreNamed()
{
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, code);
    QFETCH(int, line);
    QFETCH(QString, detail);
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("sts.csv")).toStdString();
    writeText(path, content.toStdString());
    auto read = readSentenceBenchmark(path, "STS-B", "");
    QVERIFY(!read);
    QCOMPARE(codeName(read.error().code), code);
    QCOMPARE(read.error().file, path);
    QCOMPARE(read.error().line, std::size_t(line));
    QVERIFY2(QString::fromStdString(read.error().detail).contains(detail), read.error().detail.c_str());

    auto missing = readSentenceBenchmark(dir.filePath(QStringLiteral("none.csv")).toStdString(), "STS-B", "");
    QVERIFY(!missing);
    QCOMPARE(codeName(missing.error().code), codeName(ErrorCode::FileNotFound));
}

void TestSentenceSimilarity::splitNamesParse()
{
    for (StsSplit split : {StsSplit::Train, StsSplit::Dev, StsSplit::Test}) {
        auto parsed = parseStsSplit(stsSplitName(split));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.value(), split);
    }
    auto bad = parseStsSplit("validation");
    QVERIFY(!bad);
    QVERIFY(bad.error().detail.find("'validation'") != std::string::npos);
}

void TestSentenceSimilarity::bagOfWordsFollowsTheProtocol()
{
    const EmbeddingSet model = workedModel();
    QVERIFY(model.isUncased());
    auto result =
        runSentenceSimilarity(model, spec(ModelFamily::Static), workedBenchmark(), workedWhitener(), fewResamples());
    QVERIFY2(result.ok(), result ? "" : describe(result.error()).c_str());
    QCOMPARE(result->method, SimilarityMethod::BagOfWords);
    QCOMPARE(result->benchmark, std::string("STS-B"));
    QCOMPARE(result->split, std::string("test"));
    QCOMPARE(result->pairsTotal, std::size_t(6));
    QCOMPARE(result->pairsUsed, std::size_t(4));
    QCOMPARE(result->leftOutLines, (std::vector<std::size_t>{4, 6}));
    QVERIFY(result->comparison.rhoRaw && result->comparison.rhoWhitened);
    QCOMPARE(*result->comparison.rhoRaw, 0.8);
    QVERIFY(std::abs(*result->comparison.rhoWhitened - 0.4) < 1e-15);
    QVERIFY(std::abs(*result->comparison.delta + 0.4) < 1e-15);
    QCOMPARE(result->comparison.iterations, std::size_t(200));
    QVERIFY(result->comparison.p.has_value());

    const auto warning = similarityCoverageWarning("m", result.value());
    QVERIFY(warning.has_value());
    QCOMPARE(warning->kind, Warning::Kind::MissingWords);
    QCOMPARE(warning->detail, std::string("2 of 6 pairs have a sentence with no word in the vocabulary"));
}

void TestSentenceSimilarity::sentenceVectorsGiveTheSameRhoAsTheBagOfWords()
{
    QTemporaryDir dir;
    const std::filesystem::path file = dir.filePath(QStringLiteral("sentences.h5")).toStdString();
    const GivenSentences given = workedSentenceVectors();
    Hdf5Layout layout;
    layout.writeWords = layout.writeVectors = false;
    layout.sentences = given.sentences;
    layout.sentenceVectors = given.vectors;
    writeHdf5(file, {}, MatrixF(), layout);
    QVERIFY(holdsSentenceVectors(file).value());

    // A contextualized model: its word vectors are never used for STS-B.
    auto result = runSentenceSimilarity(workedModel(), spec(ModelFamily::Contextualized, file), workedBenchmark(),
                                        workedWhitener(), fewResamples());
    QVERIFY2(result.ok(), result ? "" : describe(result.error()).c_str());
    QCOMPARE(result->method, SimilarityMethod::SentenceVectors);
    QCOMPARE(result->sentenceVectorsFile, file.string());
    QCOMPARE(result->duplicateSentences, std::size_t(1));
    // "xyz", "a" and "Zero" are not among the sentences: pairs 4 and 6 are left out, as above.
    QCOMPARE(result->pairsUsed, std::size_t(4));
    QCOMPARE(result->leftOutLines, (std::vector<std::size_t>{4, 6}));
    QVERIFY(std::abs(*result->comparison.rhoRaw - 0.8) < 1e-15);
    QVERIFY(std::abs(*result->comparison.rhoWhitened - 0.4) < 1e-15);

    const auto warning = similarityCoverageWarning("m", result.value());
    QVERIFY(warning.has_value());
    QCOMPARE(warning->kind, Warning::Kind::MissingSentences);
    QVERIFY(warning->detail.find("2 of 6 pairs have a sentence that is not in /sentences") != std::string::npos);
    QVERIFY(warning->detail.find("1 sentences are given twice") != std::string::npos);
}

void TestSentenceSimilarity::sentenceVectorsInTheModelsOwnFileAreFound()
{
    QTemporaryDir dir;
    const std::filesystem::path file = dir.filePath(QStringLiteral("model.h5")).toStdString();
    const GivenSentences given = workedSentenceVectors();
    const EmbeddingSet model = workedModel();
    Hdf5Layout layout;
    layout.sentences = given.sentences;
    layout.sentenceVectors = given.vectors;
    writeHdf5(file, {"a", "b", "c", "d", "zero"}, model.vectors(), layout);

    ModelSpec own = spec(ModelFamily::Contextualized);
    own.path = file;
    QCOMPARE(sentenceVectorsSource(own), file);
    auto result = runSentenceSimilarity(model, own, workedBenchmark(), workedWhitener(), fewResamples());
    QVERIFY(result.ok());
    QCOMPARE(result->method, SimilarityMethod::SentenceVectors);
    QCOMPARE(result->pairsUsed, std::size_t(4));

    // The import layout without sentences: a static model falls back to the bag of words.
    const std::filesystem::path plain = dir.filePath(QStringLiteral("plain.h5")).toStdString();
    writeHdf5(plain, {"a", "b", "c", "d", "zero"}, model.vectors());
    QVERIFY(!holdsSentenceVectors(plain).value());
    ModelSpec words = spec(ModelFamily::Static);
    words.path = plain;
    QVERIFY(sentenceVectorsSource(words).empty());
    QVERIFY(!holdsSentenceVectors(kData + builtin::kDemoGlove).value());
}

void TestSentenceSimilarity::aModelWithoutWordsOrSentenceVectorsSaysWhy()
{
    auto result = runSentenceSimilarity(workedModel(), spec(ModelFamily::Contextualized), workedBenchmark(),
                                        workedWhitener(), fewResamples());
    QVERIFY(result.ok());
    QCOMPARE(result->method, SimilarityMethod::None);
    QCOMPARE(result->pairsUsed, std::size_t(0));
    QCOMPARE(result->leftOutLines.size(), std::size_t(6));
    QVERIFY(!result->comparison.rhoRaw);
    const auto warning = similarityCoverageWarning("m", result.value());
    QVERIFY(warning.has_value());
    QCOMPARE(warning->kind, Warning::Kind::MissingSentences);
    QVERIFY(warning->detail.find("no sentence vectors") != std::string::npos);
}

void TestSentenceSimilarity::badSentenceVectorFilesAreErrorsNamingTheFile_data()
{
    QTest::addColumn<QString>("problem");
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<QString>("detail");
    QTest::newRow("vectors of another dimension") << QStringLiteral("dims") << codeName(ErrorCode::DimensionMismatch)
                                                  << QStringLiteral("/sentence_vectors has 3 columns");
    QTest::newRow("no /sentence_vectors")
        << QStringLiteral("words only") << codeName(ErrorCode::BadSchema) << QStringLiteral("no dataset /sentences");
    QTest::newRow("a NaN") << QStringLiteral("nan") << codeName(ErrorCode::NonFiniteValue)
                           << QStringLiteral("row 2, column 1 of /sentence_vectors is NaN");
    QTest::newRow("more sentences than rows")
        << QStringLiteral("count") << codeName(ErrorCode::CountMismatch)
        << QStringLiteral("/sentences holds 3 sentences, /sentence_vectors 2 rows");
    QTest::newRow("an empty sentence") << QStringLiteral("empty") << codeName(ErrorCode::EmptyWord)
                                       << QStringLiteral("sentence 2 of /sentences is empty");
    QTest::newRow("not HDF5 at all") << QStringLiteral("text") << codeName(ErrorCode::FileUnreadable)
                                     << QStringLiteral("HDF5 cannot open");
}

void TestSentenceSimilarity::badSentenceVectorFilesAreErrorsNamingTheFile()
{
    QFETCH(QString, problem);
    QFETCH(QByteArray, code);
    QFETCH(QString, detail);
    QTemporaryDir dir;
    const std::filesystem::path file = dir.filePath(QStringLiteral("bad.h5")).toStdString();
    Hdf5Layout layout;
    layout.writeWords = layout.writeVectors = false;
    layout.sentences = {"A b", "c"};
    layout.sentenceVectors = MatrixF::Ones(2, 2);
    if (problem == QLatin1String("dims")) {
        layout.sentenceVectors = MatrixF::Ones(2, 3);
    } else if (problem == QLatin1String("words only")) {
        layout.sentenceVectors = MatrixF();
        layout.writeWords = layout.writeVectors = true;
    } else if (problem == QLatin1String("nan")) {
        layout.sentenceVectors(1, 0) = std::nanf("");
    } else if (problem == QLatin1String("count")) {
        layout.sentences.push_back("d!");
    } else if (problem == QLatin1String("empty")) {
        layout.sentences[1].clear();
    }
    if (problem == QLatin1String("text"))
        writeText(file.string(), "A b\t0.5 0.5\n");
    else
        writeHdf5(file, {"a", "b"}, MatrixF::Ones(2, 2), layout);
    auto result = runSentenceSimilarity(workedModel(), spec(ModelFamily::Static, file), workedBenchmark(),
                                        workedWhitener(), fewResamples());
    QVERIFY(!result);
    QCOMPARE(codeName(result.error().code), code);
    QCOMPARE(result.error().file, file.string());
    QVERIFY2(QString::fromStdString(result.error().detail).contains(detail), result.error().detail.c_str());
}

// Issue 31, item 5: a named pipe is refused by regularFileSize's check, as other inputs refuse one,
// before anything opens it (an open for reading waits for a writer). The watchdog releases a
// regression after 15 s, so that it fails instead of hanging.
void TestSentenceSimilarity::aNamedPipeIsRefusedBeforeItIsOpened()
{
    QTemporaryDir dir;
    const std::string fifo = dir.filePath(QStringLiteral("sentences.h5")).toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    const testsupport::FifoWatchdog watchdog(fifo, std::chrono::seconds(15));
    const auto holds = holdsSentenceVectors(fifo);
    QVERIFY(!holds);
    QCOMPARE(holds.error().code, ErrorCode::NotARegularFile);
    QCOMPARE(holds.error().file, fifo);
    const auto read = readSentenceVectors(fifo);
    QVERIFY(!read);
    QCOMPARE(read.error().code, ErrorCode::NotARegularFile);
    QCOMPARE(read.error().file, fifo);
    QVERIFY2(!watchdog.fired(), "a named pipe was opened");
}

void TestSentenceSimilarity::analyzeModelRunsStsBAfterTheWordBenchmarks()
{
    AnalysisParams params = fewResamples();
    params.reference = ReferenceSpec{};
    params.benchmarks.push_back(SimilarityBenchmark{"W", {{"a", "b", 1, 1}, {"a", "c", 2, 2}, {"b", "d", 3, 3}}});
    params.sentenceBenchmarks.push_back(workedBenchmark());
    // Five words in two dimensions: the model's own whitening, not the worked one; only the
    // bookkeeping is checked here (the numbers are the reference test's).
    auto result = analyzeModel(workedModel(), spec(ModelFamily::Static), {}, params);
    QVERIFY2(result.ok(), result ? "" : describe(result.error()).c_str());
    QCOMPARE(result->similarity.size(), std::size_t(2));
    QCOMPARE(result->similarity[0].method, SimilarityMethod::WordCosine);
    QCOMPARE(result->similarity[1].benchmark, std::string("STS-B"));
    QCOMPARE(result->similarity[1].method, SimilarityMethod::BagOfWords);
    QCOMPARE(result->similarity[1].pairsUsed, std::size_t(4));
    bool warned = false;
    for (const Warning &w : result->warnings)
        warned = warned || (w.suite == "STS-B" && w.kind == Warning::Kind::MissingWords);
    QVERIFY(warned);
}

QTEST_GUILESS_MAIN(TestSentenceSimilarity)
#include "tst_sentencesimilarity.moc"
