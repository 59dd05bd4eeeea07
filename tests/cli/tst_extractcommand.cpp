// isoscope-cli extract and embed on tiny BERT and GPT-2 models with the real vocabularies
// (tests/tokenizerfolders.h) and random weights: the word vectors and the reference sample equal
// those of tests/reference/extraction_reference.py (the paper's protocol written again in Python, the
// forward pass in Debian's torch, in float64) within 1e-4; other batch sizes and thread counts write
// the same vectors; a word found in no sentence is reported missing; the file is a model analyze
// reads; bad input is one line with exit status 2.
#include "core/io/embeddingreader.h"
#include "core/io/sentencevectors.h"
#include "core/stats/similarity.h"
#include "core/tokenizer/tokenizer.h"
#include "runcommandline.h"
#include "tests/tinytransformer.h"
#include "tests/tokenizerfolders.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

constexpr double kTolerance = 1e-4; // float32 hidden states against torch's float64

// Sentences of 8-16 words around each word of the test; a word appears at the start of one (with a
// capital, which an uncased model matches) so that case matching is exercised.
const char *const kTemplates[] = {
    "In the morning light the {} stood quietly near the old stone wall.",
    "She said that a {} can change the whole mood of a small room.",
    "Nobody expected the {} to appear again after such a long and cold winter.",
    "{} was the first word written on the dusty blackboard that day.",
    "They talked about the {} for hours while the rain kept falling outside.",
};
const char *const kWords[] = {"rose", "tulip", "spider", "moth", "love", "peace"};
const char *const kOther[] = {
    "The committee met on Tuesday to discuss the budget for next year.",
    "Several children were playing football in the park behind the school.",
    "A quiet village lies at the foot of the mountains in the north.",
    "He bought fresh bread and cheese at the market before noon.",
    "Short line here.", // under 7 words: never a context, never a reference sentence
    "The train to the coast was late again because of the snow on the tracks.",
};
// 49 words (a context may have 75), more tokens than the tiny models' 40 positions: a chosen
// sentence left out and counted.
const char *const kTooLong =
    "the rose and the rose and the rose and the rose and the rose and the rose and the rose and the rose and "
    "the rose and the rose and the rose and the rose and the rose and the rose and the rose and the rose end";

std::string fill(const std::string &templ, const std::string &word)
{
    std::string w = word;
    if (templ.rfind("{}", 0) == 0)
        w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
    std::string s = templ;
    s.replace(s.find("{}"), 2, w);
    return s;
}

std::string readAll(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

QString q(const fs::path &path)
{
    return QString::fromStdString(path.string());
}

} // namespace

class TestExtractCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    fs::path m_root;
    fs::path m_corpus, m_words;
    std::vector<std::string> m_sentences;
    std::map<std::string, nlohmann::json> m_expected; // by family
    std::map<std::string, fs::path> m_models;

    static QStringList extractArguments(const fs::path &model, const fs::path &corpus, const fs::path &words,
                                        const fs::path &out)
    {
        return {QStringLiteral("extract"),     q(model),
                QStringLiteral("--corpus"),    q(corpus),
                QStringLiteral("--words"),     q(words),
                QStringLiteral("--contexts"),  QStringLiteral("3"),
                QStringLiteral("--reference"), QStringLiteral("10"),
                QStringLiteral("--out"),       q(out)};
    }

    // Makes the family's tokenizer, encodes the corpus with it, has the reference make the model
    // and its expected vectors, and puts the tokenizer's files into the model folder.
    void prepare(const std::string &family)
    {
        const fs::path tokenizerFolder = tokenizerfolders::make(m_root / "tokenizers", family);
        auto tokenizer = isoscope::tokenizer::Tokenizer::fromFolder(tokenizerFolder);
        QVERIFY2(tokenizer.ok(), tokenizer.ok() ? "" : isoscope::describe(tokenizer.error()).c_str());
        nlohmann::json request;
        request["family"] = family;
        request["vocab"] = tokenizer->vocabularySize();
        request["corpus"] = m_corpus.string();
        request["words"] = std::vector<std::string>(std::begin(kWords), std::end(kWords));
        request["words"].push_back("zebra"); // in no sentence: missing
        request["contexts"] = 3;
        request["reference"] = 10;
        request["seed"] = 42;
        request["min_words"] = 7;
        request["max_words"] = 75;
        request["layer"] = -1;
        request["ignore_case"] = tokenizer->conventions().lowercase;
        for (const std::string &sentence : m_sentences) {
            const auto e = tokenizer->encode(sentence);
            request["encodings"][sentence] = {
                {"ids", e.ids}, {"offsets", e.offsets}, {"special_tokens_mask", e.specialTokenMask}};
        }
        const fs::path out = m_root / ("reference-" + family);
        fs::create_directories(out);
        tokenizerfolders::writeFile(out / "request.json", request.dump());
        QProcess python;
        python.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        python.start(QStringLiteral(ISOSCOPE_REFERENCE_PYTHON),
                     {QStringLiteral(ISOSCOPE_SOURCE_DIR "/tests/reference/extraction_reference.py"),
                      q(out / "request.json"), q(out)});
        QVERIFY2(python.waitForFinished(300000), "extraction_reference.py did not finish");
        QVERIFY2(python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0,
                 "extraction_reference.py failed (Debian's python3-torch is needed)");
        m_expected[family] = nlohmann::json::parse(readAll(out / "expected.json"));
        const fs::path model = out / "model";
        for (const auto &file : fs::directory_iterator(tokenizerFolder))
            if (file.path().filename() != "config.json")
                fs::copy_file(file.path(), model / file.path().filename());
        m_models[family] = model;
    }

private slots:
    void initTestCase()
    {
        qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
        QVERIFY(m_dir.isValid());
        m_root = m_dir.path().toStdString();
        for (const char *word : kWords)
            for (const char *templ : kTemplates)
                m_sentences.push_back(fill(templ, word));
        for (const char *other : kOther)
            m_sentences.emplace_back(other);
        m_sentences.emplace_back(kTooLong);
        m_corpus = m_root / "corpus.txt";
        std::string text;
        for (const std::string &s : m_sentences)
            text += s + "\n";
        tokenizerfolders::writeFile(m_corpus, text);
        m_words = m_root / "words.txt";
        std::string words;
        for (const char *word : kWords)
            words += std::string(word) + "\n";
        tokenizerfolders::writeFile(m_words, words + "zebra\n");
        // One suite of the test's words, for analyze.
        tokenizerfolders::writeFile(m_root / "suite.json", R"({"suites": [{"id": "T1", "name": "Flowers vs Insects",
            "category": "Valence", "X_name": "Flowers", "X": ["rose", "tulip"], "Y_name": "Insects",
            "Y": ["spider", "moth"], "A_name": "Pleasant", "A": ["love"], "B_name": "Unpleasant", "B": ["peace"]}]})");
        prepare("bert");
        prepare("gpt2");
    }

    void wordVectorsAndReferenceAsTorchComputesThem_data()
    {
        QTest::addColumn<QString>("family");
        QTest::newRow("BERT (uncased WordPiece, post-LN, erf GELU)") << QStringLiteral("bert");
        QTest::newRow("GPT-2 (byte-level BPE, pre-LN, causal, ln_f)") << QStringLiteral("gpt2");
    }
    void wordVectorsAndReferenceAsTorchComputesThem()
    {
        QFETCH(QString, family);
        const nlohmann::json &expected = m_expected.at(family.toStdString());
        const fs::path out = m_root / (family.toStdString() + ".h5");
        const clitest::Run run =
            clitest::runInProcess(extractArguments(m_models.at(family.toStdString()), m_corpus, m_words, out));
        QVERIFY2(run.status == 0, run.err.c_str());
        QVERIFY2(run.out.find("words: 6 of 7 with vectors") != std::string::npos, run.out.c_str());
        QVERIFY2(run.out.find("missing (found in no context): zebra") != std::string::npos, run.out.c_str());
        // The long sentence holds "rose": drawn for it or not, the count is the reference's.
        const std::size_t tooLong = expected["sentences_too_long"];
        QCOMPARE(run.out.find("sentences left out") != std::string::npos, tooLong > 0);

        auto read = isoscope::readEmbeddingFile(out);
        QVERIFY2(read.ok(), read.ok() ? "" : isoscope::describe(read.error()).c_str());
        const auto &words = expected["words"];
        QCOMPARE(read->set.size(), words.size());
        const isoscope::MatrixF &vectors = read->set.vectors();
        double largest = 0;
        for (std::size_t r = 0; r < words.size(); ++r) {
            QCOMPARE(std::string(read->set.word(r)), words[r].get<std::string>());
            for (Eigen::Index c = 0; c < vectors.cols(); ++c)
                largest = std::max(largest, std::abs(double(vectors(Eigen::Index(r), c))
                                                     - expected["vectors"][r][std::size_t(c)].get<double>()));
        }
        QVERIFY2(largest <= kTolerance, qPrintable(QStringLiteral("words: max |diff| %1").arg(largest)));
        const auto &reference = expected["reference"];
        QCOMPARE(std::size_t(read->reference.rows()), reference.size());
        QVERIFY(reference.size() <= 10 && reference.size() >= 9); // drawn; the long sentence may be one
        double largestReference = 0;
        for (std::size_t r = 0; r < reference.size(); ++r)
            for (Eigen::Index c = 0; c < read->reference.cols(); ++c)
                largestReference = std::max(largestReference, std::abs(double(read->reference(Eigen::Index(r), c))
                                                                       - reference[r][std::size_t(c)].get<double>()));
        QVERIFY2(largestReference <= kTolerance,
                 qPrintable(QStringLiteral("reference: max |diff| %1").arg(largestReference)));
        qInfo("%s: %zu words, %zu reference rows, %zu too long; max |Isoscope - torch| %.2g (words), %.2g "
              "(reference)",
              qPrintable(family), words.size(), reference.size(), tooLong, largest, largestReference);
    }

    // The record of every convention is in the file: the model's content hash, the layer, the seed.
    void theFileRecordsItsConventions()
    {
        const fs::path out = m_root / "bert.h5";
        QVERIFY(fs::exists(out));
        const std::string bytes = readAll(out);
        QVERIFY(bytes.find("isoscope_extraction") != std::string::npos);
        QVERIFY(bytes.find("\"content_hash\"") != std::string::npos);
        QVERIFY(bytes.find("\"case_ignored\": true") != std::string::npos);
        QVERIFY(bytes.find("\"contexts_wanted\": 3") != std::string::npos);
    }

    // Batches of one and of five, one thread and two: the same bytes of vectors.
    void batchSizeAndThreadsChangeNothing_data()
    {
        QTest::addColumn<QString>("batch");
        QTest::addColumn<QString>("threads");
        QTest::newRow("batches of 1, one thread") << QStringLiteral("1") << QStringLiteral("1");
        QTest::newRow("batches of 5, two threads") << QStringLiteral("5") << QStringLiteral("2");
    }
    void batchSizeAndThreadsChangeNothing()
    {
        QFETCH(QString, batch);
        QFETCH(QString, threads);
        const fs::path first = m_root / "gpt2.h5";
        QVERIFY(fs::exists(first));
        const fs::path out = m_root / ("gpt2-" + batch.toStdString() + "-" + threads.toStdString() + ".h5");
        const clitest::Run run =
            clitest::runInProcess(extractArguments(m_models.at("gpt2"), m_corpus, m_words, out)
                                  << QStringLiteral("--batch") << batch << QStringLiteral("--threads") << threads
                                  << QStringLiteral("--quiet"));
        QVERIFY2(run.status == 0, run.err.c_str());
        QVERIFY(run.out.empty());
        auto a = isoscope::readEmbeddingFile(first);
        auto b = isoscope::readEmbeddingFile(out);
        QVERIFY(a.ok() && b.ok());
        QVERIFY(a->set.vectors() == b->set.vectors());
        QVERIFY(a->reference == b->reference);
    }

    // analyze reads the file like any model: raw and calibrated WEAT on the words it has (a reference
    // sample of every eligible sentence, more rows than the model's 32 dimensions).
    void analyzeReadsTheFile()
    {
        const fs::path out = m_root / "bert-all-reference.h5";
        QStringList arguments = extractArguments(m_models.at("bert"), m_corpus, m_words, out);
        arguments[arguments.indexOf(QStringLiteral("10"))] = QStringLiteral("100");
        const clitest::Run extracted = clitest::runInProcess(arguments);
        QVERIFY2(extracted.status == 0, extracted.err.c_str());
        // Every sentence of 7-75 words but the one with more tokens than the model takes.
        QVERIFY2(extracted.out.find("reference sentences: 35") != std::string::npos, extracted.out.c_str());
        QVERIFY2(extracted.out.find("sentences left out (more tokens than the model takes): 1") != std::string::npos,
                 extracted.out.c_str());
        // The last line's count of tokens: at least the reference sentences' (7 words or more, and
        // [CLS] and [SEP], each).
        const QRegularExpression rate(
            QStringLiteral("wrote .* in .* \\((\\d+) tokens through the model, (\\d+) tokens/s\\)\\n$"));
        const QRegularExpressionMatch match = rate.match(QString::fromStdString(extracted.out));
        QVERIFY2(match.hasMatch(), extracted.out.c_str());
        QVERIFY2(match.captured(1).toLong() >= 35 * 9, qPrintable(match.captured(1)));
        QVERIFY(match.captured(2).toLong() > 0);
        const fs::path suites = m_root / "suite.json";
        const clitest::Run run =
            clitest::runInProcess({QStringLiteral("analyze"), QStringLiteral("tiny-bert=") + q(out),
                                   QStringLiteral("--family"), QStringLiteral("tiny-bert=contextualized"),
                                   QStringLiteral("--suites"), q(suites), QStringLiteral("--similarity"),
                                   QStringLiteral("none"), QStringLiteral("--no-cache"), QStringLiteral("--quiet")});
        QVERIFY2(run.status == 0, run.err.c_str());
        QVERIFY2(run.out.find("| tiny-bert | T1 | ") != std::string::npos, run.out.c_str());
    }

    // analyze NAME=MODEL_DIR --corpus FILE: extracted for the suites run, kept in the cache (the second
    // run reads it), analysed as a contextualized model whitened on its corpus sentences.
    void analyzeExtractsAModelFolderOnceAndKeepsIt()
    {
        const fs::path suites = m_root / "suite.json";
        const fs::path cache = m_root / "analyze-cache";
        const QStringList arguments{QStringLiteral("analyze"),      QStringLiteral("tiny=") + q(m_models.at("bert")),
                                    QStringLiteral("--corpus"),     q(m_corpus),
                                    QStringLiteral("--suites"),     q(suites),
                                    QStringLiteral("--similarity"), QStringLiteral("none"),
                                    QStringLiteral("--cache-dir"),  q(cache),
                                    QStringLiteral("--json")};
        const clitest::Run first = clitest::runInProcess(arguments);
        QVERIFY2(first.status == 0, first.err.c_str());
        QVERIFY2(first.err.find("tiny: extracted 6 of 6 words (0 in no sentence of the corpus) into ")
                     != std::string::npos,
                 first.err.c_str());
        const auto results = nlohmann::json::parse(first.out);
        QCOMPARE(results["models"][0]["family"].get<std::string>(), std::string("contextualized"));
        QCOMPARE(results["models"][0]["reference"]["spec"].get<std::string>(), std::string("embedded"));
        QCOMPARE(results["models"][0]["reference"]["size"].get<std::size_t>(), std::size_t(35));
        QCOMPARE(std::distance(fs::directory_iterator(cache / "extractions"), fs::directory_iterator()), 1);

        const clitest::Run second = clitest::runInProcess(arguments);
        QVERIFY2(second.status == 0, second.err.c_str());
        QVERIFY2(second.err.find("tiny: word vectors from the cache: ") != std::string::npos, second.err.c_str());
        QCOMPARE(nlohmann::json::parse(second.out)["weat"], results["weat"]);

        // --no-cache: extracted for the run alone, nothing kept.
        QStringList once = arguments;
        once.replace(once.indexOf(QStringLiteral("--cache-dir")), QStringLiteral("--no-cache"));
        once.removeAt(once.indexOf(q(cache)));
        const clitest::Run third = clitest::runInProcess(once);
        QVERIFY2(third.status == 0, third.err.c_str());
        QVERIFY2(third.err.find("tiny: extracted 6 of 6 words") != std::string::npos, third.err.c_str());
        QCOMPARE(nlohmann::json::parse(third.out)["weat"], results["weat"]);
        const std::string folder = third.err.substr(third.err.find(" into ") + 6);
        QVERIFY2(!fs::exists(folder.substr(0, folder.find('\n'))), folder.c_str());
    }

    // Beside the demo's static models, a model folder keeps its own reference sample (its corpus
    // sentences) while they keep theirs (their most frequent words); --reference gives all one.
    void aModelFolderBesideModelFilesKeepsItsOwnReference()
    {
        const fs::path suites = m_root / "suite.json";
        const QStringList arguments{QStringLiteral("analyze"),
                                    QStringLiteral("--demo"),
                                    QStringLiteral("tiny=") + q(m_models.at("gpt2")),
                                    QStringLiteral("--corpus"),
                                    q(m_corpus),
                                    QStringLiteral("--suites"),
                                    q(suites),
                                    QStringLiteral("--similarity"),
                                    QStringLiteral("none"),
                                    QStringLiteral("--cache-dir"),
                                    q(m_root / "mixed-cache"),
                                    QStringLiteral("--json"),
                                    QStringLiteral("--quiet")};
        const clitest::Run run = clitest::runInProcess(arguments);
        QVERIFY2(run.status == 0, run.err.c_str());
        const auto results = nlohmann::json::parse(run.out);
        QCOMPARE(results["models"].size(), std::size_t(3));
        QCOMPARE(results["conventions"]["reference"].get<std::string>(), std::string("top:100000"));
        QCOMPARE(results["models"][0]["reference"]["spec"].get<std::string>(), std::string("top:100000"));
        QVERIFY(!results["models"][0]["reference"].contains("own"));
        QCOMPARE(results["models"][2]["reference"]["spec"].get<std::string>(), std::string("embedded"));
        QCOMPARE(results["models"][2]["reference"]["own"].get<bool>(), true);
        QCOMPARE(results["models"][2]["reference"]["size"].get<std::size_t>(), std::size_t(35));
        QCOMPARE(results["models"][2]["family"].get<std::string>(), std::string("contextualized"));

        // The report's methods say which sample the model folder was whitened on (the built program:
        // report draws with the window's code, which the sanitizer configuration does not build).
        if constexpr (ISOSCOPE_CLI_DRAWS) {
            const fs::path json = m_root / "mixed.json";
            tokenizerfolders::writeFile(json, run.out);
            QProcess report;
            report.start(QStringLiteral(ISOSCOPE_CLI_PATH),
                         {QStringLiteral("report"), q(json), QStringLiteral("--out"), q(m_root / "mixed-report"),
                          QStringLiteral("--format"), QStringLiteral("html")});
            QVERIFY(report.waitForFinished(120000));
            QVERIFY2(report.exitCode() == 0, report.readAllStandardError().constData());
            const std::string html = readAll(m_root / "mixed-report" / "report.html");
            QVERIFY2(html.find("For <span class=\"name\">tiny</span>, the reference sample was the reference vectors "
                               "stored with it (for a transformer model, the sentences of its corpus) instead.")
                         != std::string::npos,
                     html.substr(html.find("reference sample"), 1500).c_str());
            QVERIFY(html.find("most frequent words of each model") != std::string::npos);
        }

        // So do the results folder's report.md: Table 2's sample column and the conventions.
        QStringList folder = arguments;
        folder.removeAll(QStringLiteral("--json"));
        folder << QStringLiteral("--out") << q(m_root / "mixed-folder");
        const clitest::Run written = clitest::runInProcess(folder);
        QVERIFY2(written.status == 0, written.err.c_str());
        const std::string markdown = readAll(m_root / "mixed-folder" / "report.md");
        QVERIFY2(markdown.find("| tiny | contextualized | 6 | 32 | embedded (35) |") != std::string::npos,
                 markdown.c_str());
        QVERIFY2(markdown.find("estimated on the reference sample top:100000; on their own sample: tiny (embedded).")
                     != std::string::npos,
                 markdown.c_str());

        QStringList one = arguments;
        one << QStringLiteral("--reference") << QStringLiteral("top:1000");
        const clitest::Run given = clitest::runInProcess(one);
        QVERIFY2(given.status == 0, given.err.c_str());
        const auto all = nlohmann::json::parse(given.out);
        for (const auto &model : all["models"]) {
            QCOMPARE(model["reference"]["spec"].get<std::string>(), std::string("top:1000"));
            QVERIFY(!model["reference"].contains("own"));
        }
    }

    // One sentence per line, pooled as asked, written as /sentences and /sentence_vectors.
    // A process killed during an extraction (a crash, a power cut) kept what it had done in
    // FILE.h5.partial/: the same command continues there and writes the file an uninterrupted run
    // writes, byte for byte.
    void anExtractionKilledIsTakenUpWhereItStopped()
    {
        tinytransformer::BertShape shape;
        shape.hidden = 64;
        shape.layers = 4;
        shape.heads = 4;
        shape.intermediate = 256;
        const fs::path model = tinytransformer::makeBert(m_root / "killed", "wider-bert", shape);
        std::string text;
        for (int i = 0; i < 25000; ++i) // a few seconds here: long enough to be killed after its first part
            text += "Sentence number " + std::to_string(i) + " of the long corpus is here for the sample.\n";
        for (const std::string &s : m_sentences)
            text += s + "\n";
        const fs::path corpus = m_root / "killed" / "long.txt";
        tokenizerfolders::writeFile(corpus, text);
        const auto arguments = [&](const fs::path &out) {
            return QStringList{QStringLiteral("extract"), q(model),   QStringLiteral("--corpus"), q(corpus),
                               QStringLiteral("--words"), q(m_words), QStringLiteral("--out"),    q(out)};
        };
        const fs::path whole = m_root / "killed" / "whole.h5";
        const clitest::Run uninterrupted = clitest::runInProcess(arguments(whole));
        QVERIFY2(uninterrupted.status == 0, uninterrupted.err.c_str());

        const fs::path out = m_root / "killed" / "resumed.h5";
        const fs::path partial = out.string() + ".partial";
        QProcess process;
        process.start(QStringLiteral(ISOSCOPE_CLI_PATH), arguments(out));
        QVERIFY(process.waitForStarted());
        const auto parts = [&] {
            std::size_t n = 0;
            std::error_code error;
            for (fs::directory_iterator it(partial, error), end; !error && it != end; it.increment(error))
                n += it->path().extension() == ".bin";
            return n;
        };
        QTRY_VERIFY_WITH_TIMEOUT(parts() >= 1 || process.state() == QProcess::NotRunning, 120000);
        QVERIFY2(process.state() == QProcess::Running, "the extraction ended before it could be killed");
        process.kill(); // SIGKILL: nothing of the program runs after it
        QVERIFY(process.waitForFinished());
        QVERIFY(!fs::exists(out));

        const clitest::Run resumed = clitest::runInProcess(arguments(out));
        QVERIFY2(resumed.status == 0, resumed.err.c_str());
        QVERIFY2(resumed.out.find("resumed: ") != std::string::npos, resumed.out.c_str());
        QCOMPARE(readAll(out), readAll(whole));
        QVERIFY(!fs::exists(partial));
    }

    // With STS-B among the benchmarks, analyze --corpus pools the split's sentences into the model's
    // extracted file (avg, SimCSE's): STS-B's result is the one of embed's file given with
    // --sentence-vectors.
    void analyzeWithACorpusScoresStsBWithTheModelsSentenceVectors()
    {
        tinytransformer::BertShape shape;
        shape.hidden = 16;
        shape.positions = 512; // STS-B's longest sentences
        const fs::path model = tinytransformer::makeBert(m_root / "stsb", "bert-512", shape);
        const fs::path suites = m_root / "suite.json";
        const fs::path cache = m_root / "stsb" / "cache";
        const auto arguments = [&](const fs::path &out) {
            return QStringList{QStringLiteral("analyze"),      QStringLiteral("tiny=") + q(model),
                               QStringLiteral("--corpus"),     q(m_corpus),
                               QStringLiteral("--suites"),     q(suites),
                               QStringLiteral("--similarity"), QStringLiteral("stsb"),
                               QStringLiteral("--cache-dir"),  q(cache),
                               QStringLiteral("--out"),        q(out),
                               QStringLiteral("--quiet")};
        };
        const clitest::Run withCorpus = clitest::runInProcess(arguments(m_root / "stsb" / "with-corpus"));
        QVERIFY2(withCorpus.status == 0, withCorpus.err.c_str());
        // model,benchmark,pairs_total,pairs_used,rho_raw,rho_whitened,delta,p,bootstrap_iterations,method,split
        const std::string csv = readAll(m_root / "stsb" / "with-corpus" / "similarity.csv");
        const std::string row = csv.substr(csv.find('\n') + 1);
        QVERIFY2(row.rfind("tiny,STS-B,1379,1379,", 0) == 0, row.c_str());
        QVERIFY2(row.find(",sentence_vectors,test") != std::string::npos, row.c_str());

        // The same sentences through embed, given as the model's sentence vectors: the same numbers.
        auto benchmark = isoscope::readSentenceBenchmark(
            fs::path(ISOSCOPE_RESOURCE_DIR) / "benchmarks/stsbenchmark/sts-test.csv", "STS-B", "test");
        QVERIFY(benchmark.ok());
        std::string lines;
        for (const std::string &sentence : isoscope::benchmarkSentences(benchmark.value()))
            lines += sentence + "\n";
        tokenizerfolders::writeFile(m_root / "stsb" / "sts-test.txt", lines);
        const fs::path embedded = m_root / "stsb" / "sts-test.h5";
        const clitest::Run embed = clitest::runInProcess(
            {QStringLiteral("embed"), q(model), QStringLiteral("--sentences"), q(m_root / "stsb" / "sts-test.txt"),
             QStringLiteral("--pooling"), QStringLiteral("avg"), QStringLiteral("--out"), q(embedded)});
        QVERIFY2(embed.status == 0, embed.err.c_str());
        QStringList given = arguments(m_root / "stsb" / "with-file");
        given << QStringLiteral("--sentence-vectors") << QStringLiteral("tiny=") + q(embedded);
        const clitest::Run withFile = clitest::runInProcess(given);
        QVERIFY2(withFile.status == 0, withFile.err.c_str());
        const std::string other = readAll(m_root / "stsb" / "with-file" / "similarity.csv");
        const std::string otherRow = other.substr(other.find('\n') + 1);
        // Everything but the file the vectors came from is the same, to the last digit.
        QCOMPARE(QString::fromStdString(row), QString::fromStdString(otherRow));
    }

    // extract --shard K/N and merge, as a cluster's jobs run them (tests/cluster/tst_slurm.sh runs
    // them on a real Slurm): the merged file is the one of one run; a missing shard is one line.
    void shardsFromTheCommandLineMergeIntoTheFileOfOneRun()
    {
        const fs::path folder = m_root / "shards";
        fs::create_directories(folder);
        const auto extract = [&](const QStringList &more, const fs::path &out) {
            QStringList arguments = extractArguments(m_models.at("bert"), m_corpus, m_words, out);
            arguments << more;
            return clitest::runInProcess(arguments);
        };
        const clitest::Run whole = extract({}, folder / "whole.h5");
        QVERIFY2(whole.status == 0, whole.err.c_str());
        for (int k = 1; k <= 3; ++k) {
            const clitest::Run shard = extract({QStringLiteral("--shard"), QStringLiteral("%1/3").arg(k)},
                                               folder / ("s" + std::to_string(k) + ".part"));
            QVERIFY2(shard.status == 0, shard.err.c_str());
            QVERIFY2(shard.out.find("shard " + std::to_string(k) + " of 3: ") == 0, shard.out.c_str());
        }
        const clitest::Run merged =
            clitest::runInProcess({QStringLiteral("merge"), q(folder / "s2.part"), q(folder / "s3.part"),
                                   q(folder / "s1.part"), QStringLiteral("--out"), q(folder / "merged.h5")});
        QVERIFY2(merged.status == 0, merged.err.c_str());
        QVERIFY2(merged.out.find("merged 3 shards: words: 6 of 7 with vectors") == 0, merged.out.c_str());
        QCOMPARE(readAll(folder / "merged.h5"), readAll(folder / "whole.h5"));

        const clitest::Run missing =
            clitest::runInProcess({QStringLiteral("merge"), q(folder / "s1.part"), q(folder / "s3.part"),
                                   QStringLiteral("--out"), q(folder / "missing.h5")});
        QCOMPARE(missing.status, 2);
        QCOMPARE(
            QString::fromStdString(missing.err),
            QStringLiteral("isoscope-cli: error: shard 2 of 3 is missing (isoscope-cli extract ... --shard 2/3)\n"));
        QVERIFY(!fs::exists(folder / "missing.h5"));
        const clitest::Run wrong = extract({QStringLiteral("--shard"), QStringLiteral("4/3")}, folder / "x.part");
        QCOMPARE(wrong.status, 2);
        QVERIFY2(wrong.err.find("--shard") != std::string::npos, wrong.err.c_str());
    }

    void embedWritesSentenceVectors()
    {
        const fs::path sentences = m_root / "sentences.txt";
        tokenizerfolders::writeFile(sentences, "A rose is a rose.\nThe moth flew to the lamp.\n");
        const fs::path out = m_root / "sentences.h5";
        const clitest::Run run = clitest::runInProcess(
            {QStringLiteral("embed"), q(m_models.at("bert")), QStringLiteral("--sentences"), q(sentences),
             QStringLiteral("--pooling"), QStringLiteral("cls"), QStringLiteral("--out"), q(out)});
        QVERIFY2(run.status == 0, run.err.c_str());
        QVERIFY2(run.out.find("sentences: 2 x 32, pooling cls") != std::string::npos, run.out.c_str());
        auto read = isoscope::readSentenceVectors(out);
        QVERIFY2(read.ok(), read.ok() ? "" : isoscope::describe(read.error()).c_str());
        QCOMPARE(read->sentences, (std::vector<std::string>{"A rose is a rose.", "The moth flew to the lamp."}));
        QCOMPARE(read->vectors.rows(), Eigen::Index(2));
    }

    void badInputIsOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString model = q(m_root / "reference-bert" / "model");
        const QString corpus = q(m_root / "corpus.txt");
        QTest::newRow("no corpus") << QStringList{QStringLiteral("extract"), model, QStringLiteral("--out"),
                                                  QStringLiteral("x.h5")}
                                   << QStringLiteral("--corpus FILE is needed");
        QTest::newRow("no output") << QStringList{QStringLiteral("extract"), model, QStringLiteral("--corpus"), corpus}
                                   << QStringLiteral("--out FILE.h5 is needed");
        QTest::newRow("two model folders") << QStringList{
            QStringLiteral("extract"), model, model, QStringLiteral("--corpus"), corpus, QStringLiteral("--out"),
            QStringLiteral("x.h5")} << QStringLiteral("one model folder at a time");
        QTest::newRow("a layer the model does not have")
            << QStringList{QStringLiteral("extract"),  model,
                           QStringLiteral("--corpus"), corpus,
                           QStringLiteral("--layer"),  QStringLiteral("9"),
                           QStringLiteral("--out"),    q(m_root / "never.h5")}
            << QStringLiteral("layer");
        QTest::newRow("a pooling that does not exist")
            << QStringList{QStringLiteral("embed"),       model,
                           QStringLiteral("--sentences"), corpus,
                           QStringLiteral("--pooling"),   QStringLiteral("max"),
                           QStringLiteral("--out"),       QStringLiteral("x.h5")}
            << QStringLiteral("--pooling must be avg, cls or avg-first-last, got 'max'");
        QTest::newRow("a folder that is no model") << QStringList{
            QStringLiteral("extract"), q(m_root), QStringLiteral("--corpus"), corpus, QStringLiteral("--out"),
            QStringLiteral("x.h5")} << QStringLiteral("isoscope-cli: error: ");
        const QString tiny = QStringLiteral("tiny=") + q(m_root / "reference-bert" / "model");
        QTest::newRow("analyze: a model folder without a corpus")
            << QStringList{QStringLiteral("analyze"), tiny}
            << QStringLiteral("tiny is a model folder: its word vectors are drawn from a "
                              "corpus, given with --corpus FILE");
        QTest::newRow("analyze: a corpus that is not there")
            << QStringList{QStringLiteral("analyze"), tiny, QStringLiteral("--corpus"), q(m_root / "no-corpus.txt")}
            << QStringLiteral("no-corpus.txt");
    }
    void badInputIsOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const clitest::Run run = clitest::runInProcess(arguments);
        QCOMPARE(run.status, 2);
        QVERIFY2(run.err.find(message.toStdString()) != std::string::npos, run.err.c_str());
        QCOMPARE(std::count(run.err.begin(), run.err.end(), '\n'), 1);
        QVERIFY(!fs::exists(m_root / "never.h5"));
    }
};

QTEST_GUILESS_MAIN(TestExtractCommand)
#include "tst_extractcommand.moc"
