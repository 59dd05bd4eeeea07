// Extraction of a transformer model's vectors (core/extraction) on a model whose hidden states are
// known by construction: a token's state in layer l is (id, position, l, id mod 7 + 10 l), so that
// every mean the protocol takes can be written down here by hand. The comparison with torch on a
// real forward pass is tests/cli/tst_extractcommand.cpp (tests/reference/extraction_reference.py).

#include "core/base/embeddingset.h"
#include "core/corpus/corpus.h"
#include "core/extraction/extraction.h"
#include "core/io/embeddingreader.h"
#include "core/io/sentencevectors.h"
#include "core/tokenizer/tokenizer.h"

#include "tests/tokenizerfolders.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

using isoscope::ErrorCode;
using isoscope::MatrixF;
using namespace isoscope::extraction;
using isoscope::corpus::Corpus;
using isoscope::tokenizer::Tokenizer;
namespace fs = std::filesystem;

namespace {

class KnownStates final : public HiddenStateSource
{
public:
    int layerCount() const override { return 3; }
    int hiddenSize() const override { return 4; }
    std::size_t maxTokens() const override { return m_maxTokens; }
    isoscope::Result<std::vector<std::vector<MatrixF>>>
    hiddenStates(const std::vector<std::vector<std::int32_t>> &batch, const std::vector<int> &layers) override
    {
        ++calls;
        largestBatch = std::max(largestBatch, batch.size());
        std::vector<std::vector<MatrixF>> out;
        for (const auto &ids : batch) {
            std::vector<MatrixF> states;
            for (const int layer : layers) {
                MatrixF m(static_cast<Eigen::Index>(ids.size()), 4);
                for (std::size_t p = 0; p < ids.size(); ++p) {
                    const auto row = static_cast<Eigen::Index>(p);
                    m(row, 0) = static_cast<float>(ids[p]);
                    m(row, 1) = static_cast<float>(p);
                    m(row, 2) = static_cast<float>(layer);
                    m(row, 3) = static_cast<float>(ids[p] % 7 + 10 * layer);
                }
                states.push_back(std::move(m));
            }
            out.push_back(std::move(states));
        }
        return out;
    }

    std::size_t m_maxTokens = 512;
    std::size_t calls = 0;
    std::size_t largestBatch = 0;
};

// States whose sums depend on the order they are added in (sines, not small integers): what a
// resumed extraction must add in the same order to write the same bytes. Counts the sentences fed.
class WavyStates final : public HiddenStateSource
{
public:
    int layerCount() const override { return 2; }
    int hiddenSize() const override { return 6; }
    std::size_t maxTokens() const override { return 512; }
    isoscope::Result<std::vector<std::vector<MatrixF>>>
    hiddenStates(const std::vector<std::vector<std::int32_t>> &batch, const std::vector<int> &layers) override
    {
        sentences += batch.size();
        std::vector<std::vector<MatrixF>> out;
        for (const auto &ids : batch) {
            std::vector<MatrixF> states;
            for (const int layer : layers) {
                MatrixF m(static_cast<Eigen::Index>(ids.size()), 6);
                for (std::size_t p = 0; p < ids.size(); ++p)
                    for (Eigen::Index c = 0; c < 6; ++c)
                        m(static_cast<Eigen::Index>(p), c) =
                            static_cast<float>(std::sin(0.1 * ids[p] + 0.7 * static_cast<double>(p) + c + layer));
                states.push_back(std::move(m));
            }
            out.push_back(std::move(states));
        }
        return out;
    }
    std::size_t sentences = 0;
};

std::string readAll(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

class TstExtraction : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    fs::path m_root;

    fs::path write(const std::string &name, const std::string &content)
    {
        const fs::path path = m_root / name;
        std::ofstream(path, std::ios::binary) << content;
        return path;
    }

    Tokenizer tokenizerOf(const std::string &family)
    {
        const fs::path folder = m_root / family;
        if (!fs::exists(folder))
            tokenizerfolders::make(m_root, family);
        auto tokenizer = Tokenizer::fromFolder(folder);
        if (!tokenizer)
            qFatal("%s", isoscope::describe(tokenizer.error()).c_str());
        return tokenizer.value();
    }

    Corpus shardCorpus()
    {
        std::string text;
        for (int i = 0; i < 40; ++i)
            text += "on day " + std::to_string(i) + " the doctor and the nurse met the surgeon near gate "
                    + std::to_string(i * 3) + " .\n";
        return corpusOf("shards.txt", text);
    }

    Corpus corpusOf(const std::string &name, const std::string &text)
    {
        auto corpus = isoscope::corpus::readCorpus(write(name, text));
        if (!corpus)
            qFatal("%s", isoscope::describe(corpus.error()).c_str());
        return corpus.value();
    }

    static ModelDescription description(const Tokenizer &tokenizer)
    {
        ModelDescription model;
        model.folder = "known-states";
        model.modelType = tokenizer.kind() == "wordpiece" ? "bert" : "gpt2";
        model.contentHash = "0123456789abcdef";
        model.tokenizer = tokenizer.conventions();
        model.tokenizerSummary = tokenizer.conventions().summary();
        return model;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.path().toStdString();
    }

    void aWordIsTheMeanOfTheTokensOverlappingIt()
    {
        // GPT-2: " Latisha" is the pieces "ĠLat" and "isha"; the leading-space token is the word's.
        const Tokenizer gpt2 = tokenizerOf("gpt2");
        const auto e = gpt2.encode("We met Latisha today.");
        QCOMPARE(e.tokens, (std::vector<std::string>{"We", "Ġmet", "ĠLat", "isha", "Ġtoday", "."}));
        KnownStates states;
        auto hidden = states.hiddenStates({e.ids}, {2});
        QVERIFY(hidden.ok());
        const auto mean = wordMean(e, hidden->front().front(), 7, 14);
        QVERIFY(mean);
        QCOMPARE((*mean)[0], (e.ids[2] + e.ids[3]) / 2.0);
        QCOMPARE((*mean)[1], 2.5); // positions 2 and 3
        QCOMPARE((*mean)[2], 2.0);
        // A span that no token overlaps (between two tokens) has no mean.
        QVERIFY(!wordMean(e, hidden->front().front(), 6, 6));

        // BERT: the special tokens [CLS] and [SEP] never belong to a word, even the first or last.
        const Tokenizer bert = tokenizerOf("bert");
        const auto b = bert.encode("doctors");
        QCOMPARE(b.tokens, (std::vector<std::string>{"[CLS]", "doctors", "[SEP]"}));
        auto bertHidden = states.hiddenStates({b.ids}, {1});
        QVERIFY(bertHidden.ok());
        const auto alone = wordMean(b, bertHidden->front().front(), 0, 7);
        QVERIFY(alone);
        QCOMPARE((*alone)[0], double(b.ids[1]));
        QCOMPARE((*alone)[1], 1.0);
    }

    void wordsAreMeansOverTheirContextsAndTheReferenceIsAvg()
    {
        const Tokenizer bert = tokenizerOf("bert");
        const Corpus corpus = corpusOf("two.txt", "the doctor went home early on that day .\n"
                                                  "a doctor and a nurse were there , both tired .\n"
                                                  "too short doctor .\n");
        KnownStates states;
        ExtractionOptions options;
        const fs::path out = m_root / "two.h5";
        auto extracted =
            extractWords(states, bert, description(bert), corpus, {"doctor", "nurse", "surgeon"}, options, out);
        QVERIFY2(extracted.ok(), extracted.ok() ? "" : isoscope::describe(extracted.error()).c_str());
        QCOMPARE(extracted->words, (std::vector<std::string>{"doctor", "nurse"}));
        QCOMPARE(extracted->missing, (std::vector<std::string>{"surgeon"}));
        QCOMPARE(extracted->contextsUsed, (std::vector<std::size_t>{2, 1}));
        const std::int32_t doctor = bert.tokenId("doctor").value();
        const std::int32_t nurse = bert.tokenId("nurse").value();
        // "doctor" is token 2 of the first sentence ([CLS] the doctor) and 2 of the second
        // ([CLS] a doctor); the last layer is 2.
        QCOMPARE(extracted->vectors(0, 0), float(doctor));
        QCOMPARE(extracted->vectors(0, 1), 2.0f);
        QCOMPARE(extracted->vectors(0, 2), 2.0f);
        QCOMPARE(extracted->vectors(0, 3), float(doctor % 7 + 20));
        QCOMPARE(extracted->vectors(1, 0), float(nurse));
        QCOMPARE(extracted->vectors(1, 1), 5.0f);
        // The reference: both sentences of 7-75 words, each the mean over all its tokens.
        QCOMPARE(extracted->reference.rows(), Eigen::Index(2));
        const auto first = bert.encode(corpus.sentences[0]);
        double sum = 0;
        for (const auto id : first.ids)
            sum += id;
        QCOMPARE(extracted->reference(0, 0), float(sum / double(first.size())));
        QCOMPARE(extracted->reference(0, 1), float((first.size() - 1) / 2.0));

        // The file is the import layout every model reads, with the record beside it.
        auto read = isoscope::readEmbeddingFile(out);
        QVERIFY2(read.ok(), read.ok() ? "" : isoscope::describe(read.error()).c_str());
        QCOMPARE(read->set.size(), std::size_t(2));
        QCOMPARE(read->reference.rows(), Eigen::Index(2));
        QVERIFY(extracted->record.find("\"missing\": [\n  \"surgeon\"\n ]") != std::string::npos);
        QVERIFY(extracted->record.find("\"content_hash\": \"0123456789abcdef\"") != std::string::npos);
        QVERIFY(readAll(out).find("isoscope_extraction") != std::string::npos);
    }

    void aMissingWordCanBeGivenItsVectorAlone()
    {
        const Tokenizer bert = tokenizerOf("bert");
        const Corpus corpus = corpusOf("alone.txt", "the doctor went home early on that day .\n");
        KnownStates states;
        ExtractionOptions options;
        options.missingWordsAlone = true;
        options.layer = 1;
        auto extracted =
            extractWords(states, bert, description(bert), corpus, {"doctor", "nurse"}, options, m_root / "alone.h5");
        QVERIFY(extracted.ok());
        QCOMPARE(extracted->words, (std::vector<std::string>{"doctor", "nurse"}));
        QCOMPARE(extracted->alone, (std::vector<std::string>{"nurse"}));
        QVERIFY(extracted->missing.empty());
        QCOMPARE(extracted->vectors(1, 0), float(bert.tokenId("nurse").value()));
        QCOMPARE(extracted->vectors(1, 1), 1.0f); // after [CLS]
        QCOMPARE(extracted->vectors(1, 2), 1.0f); // layer 1
        QVERIFY(extracted->record.find("\"vector\": \"the word alone\"") != std::string::npos);
    }

    void batchSizeChangesNothing()
    {
        const Tokenizer gpt2 = tokenizerOf("gpt2");
        std::string text;
        for (int i = 0; i < 30; ++i)
            text += "Sentence " + std::to_string(i) + " says the engineer and the nurse met at " + std::to_string(i * 7)
                    + " o'clock.\n";
        const Corpus corpus = corpusOf("many.txt", text);
        std::string first;
        for (const std::size_t batch : {std::size_t(1), std::size_t(7), std::size_t(64)}) {
            KnownStates states;
            ExtractionOptions options;
            options.batchSize = batch;
            const fs::path out = m_root / ("batch" + std::to_string(batch) + ".h5");
            auto extracted = extractWords(states, gpt2, description(gpt2), corpus, {"engineer", "nurse"}, options, out);
            QVERIFY(extracted.ok());
            QVERIFY(states.largestBatch <= batch);
            auto read = isoscope::readEmbeddingFile(out);
            QVERIFY(read.ok());
            const std::string bytes(reinterpret_cast<const char *>(read->set.vectors().data()),
                                    read->set.vectors().size() * sizeof(float));
            const std::string reference(reinterpret_cast<const char *>(read->reference.data()),
                                        read->reference.size() * sizeof(float));
            if (first.empty())
                first = bytes + reference;
            else
                QCOMPARE(bytes + reference, first);
        }
    }

    void cancellingLeavesNoFile()
    {
        const Tokenizer bert = tokenizerOf("bert");
        const Corpus corpus = corpusOf("cancel.txt", "the doctor went home early on that day .\n");
        KnownStates states;
        const fs::path out = m_root / "cancelled.h5";
        auto extracted = extractWords(states, bert, description(bert), corpus, {"doctor"}, {}, out,
                                      [](std::size_t, std::size_t) { return false; });
        QVERIFY(!extracted.ok());
        QCOMPARE(extracted.error().code, ErrorCode::Cancelled);
        QVERIFY(!fs::exists(out));
    }

    void anExtractionStoppedContinuesWhereItStoppedWithTheSameBytes_data()
    {
        QTest::addColumn<std::size_t>("stopAtBatch");
        QTest::addColumn<std::size_t>("firstBatchSize");
        QTest::addColumn<std::size_t>("secondBatchSize");
        QTest::addColumn<bool>("damageLastPart");
        QTest::addColumn<bool>("otherKey");
        QTest::newRow("cancelled after 3 batches, resumed with the same batch size")
            << std::size_t(3) << std::size_t(4) << std::size_t(4) << false << false;
        QTest::newRow("resumed with another batch size")
            << std::size_t(5) << std::size_t(3) << std::size_t(8) << false << false;
        QTest::newRow("a damaged last part is fed again")
            << std::size_t(4) << std::size_t(4) << std::size_t(4) << true << false;
        QTest::newRow("parts of another extraction are not used")
            << std::size_t(4) << std::size_t(4) << std::size_t(4) << false << true;
    }
    void anExtractionStoppedContinuesWhereItStoppedWithTheSameBytes()
    {
        QFETCH(std::size_t, stopAtBatch);
        QFETCH(std::size_t, firstBatchSize);
        QFETCH(std::size_t, secondBatchSize);
        QFETCH(bool, damageLastPart);
        QFETCH(bool, otherKey);
        const Tokenizer bert = tokenizerOf("bert");
        std::string text;
        for (int i = 0; i < 40; ++i)
            text += "on day " + std::to_string(i) + " the doctor and the nurse met the surgeon near gate "
                    + std::to_string(i * 3) + " .\n";
        const Corpus corpus = corpusOf("resume.txt", text);
        const std::vector<std::string> words{"doctor", "nurse", "surgeon"};
        ExtractionOptions options;
        options.contexts.contextsPerWord = 6;
        options.contexts.referenceSentences = 30;
        options.batchSize = firstBatchSize;

        WavyStates whole;
        const fs::path wholeFile = m_root / "resume-whole.h5";
        QVERIFY(extractWords(whole, bert, description(bert), corpus, words, options, wholeFile).ok());

        const std::string tag = QTest::currentDataTag();
        const fs::path folder = m_root / ("resume-partial-" + std::to_string(qHash(QString::fromStdString(tag))));
        const fs::path out = m_root / "resume-out.h5";
        fs::remove(out);
        options.checkpoint = folder;
        options.checkpointKey = 42;
        options.checkpointSeconds = 0; // a part after every batch
        WavyStates first;
        std::size_t calls = 0;
        auto stopped = extractWords(first, bert, description(bert), corpus, words, options, out,
                                    [&](std::size_t, std::size_t) { return ++calls <= stopAtBatch; });
        QVERIFY(!stopped.ok());
        QCOMPARE(stopped.error().code, ErrorCode::Cancelled);
        QVERIFY(!fs::exists(out));
        std::vector<fs::path> parts;
        for (const auto &entry : fs::directory_iterator(folder))
            parts.push_back(entry.path());
        std::sort(parts.begin(), parts.end());
        QCOMPARE(parts.size(), stopAtBatch);
        if (damageLastPart) {
            std::fstream part(parts.back(), std::ios::in | std::ios::out | std::ios::binary);
            part.seekp(40);
            part.put('\x7f');
        }

        if (otherKey)
            options.checkpointKey = 43;
        options.batchSize = secondBatchSize;
        WavyStates second;
        auto resumed = extractWords(second, bert, description(bert), corpus, words, options, out);
        QVERIFY2(resumed.ok(), resumed.ok() ? "" : isoscope::describe(resumed.error()).c_str());
        const std::size_t done = otherKey ? 0 : (stopAtBatch - (damageLastPart ? 1 : 0)) * firstBatchSize;
        QCOMPARE(resumed->resumedAt, done);
        QCOMPARE(second.sentences + done, whole.sentences); // only what was not done is fed
        QCOMPARE(readAll(out), readAll(wholeFile));         // the same bytes as a run never stopped
        QVERIFY(!fs::exists(folder));                       // the parts go once the file is whole
    }

    void shardsMergedAreTheFileOfOneRun_data()
    {
        QTest::addColumn<std::size_t>("shards");
        QTest::addColumn<std::size_t>("batchSize");
        QTest::newRow("1 shard") << std::size_t(1) << std::size_t(4);
        QTest::newRow("2 shards") << std::size_t(2) << std::size_t(3);
        QTest::newRow("3 shards") << std::size_t(3) << std::size_t(7);
        QTest::newRow("4 shards, batches of 1") << std::size_t(4) << std::size_t(1);
        QTest::newRow("7 shards (more than some have sentences for)") << std::size_t(7) << std::size_t(5);
    }
    void shardsMergedAreTheFileOfOneRun()
    {
        QFETCH(std::size_t, shards);
        QFETCH(std::size_t, batchSize);
        const Tokenizer bert = tokenizerOf("bert");
        const Corpus corpus = shardCorpus();
        const std::vector<std::string> words{"doctor", "nurse", "surgeon", "zebra"};
        ExtractionOptions options;
        options.contexts.contextsPerWord = 6;
        options.contexts.referenceSentences = 30;
        options.checkpointKey = 77;
        WavyStates whole;
        const fs::path wholeFile = m_root / "shard-whole.h5";
        QVERIFY(extractWords(whole, bert, description(bert), corpus, words, options, wholeFile).ok());

        std::vector<fs::path> parts;
        std::size_t fed = 0;
        for (std::size_t k = shards; k-- > 0;) { // any order
            WavyStates states;
            ExtractionOptions shard = options;
            shard.batchSize = batchSize;
            shard.shardIndex = k;
            shard.shardCount = shards;
            parts.push_back(m_root / ("shard-" + std::to_string(shards) + "-" + std::to_string(k) + ".part"));
            auto written = extractWords(states, bert, description(bert), corpus, words, shard, parts.back());
            QVERIFY2(written.ok(), written.ok() ? "" : isoscope::describe(written.error()).c_str());
            fed += states.sentences;
        }
        QCOMPARE(fed, whole.sentences); // each sentence is fed by one shard
        const fs::path merged = m_root / "shard-merged.h5";
        auto result = mergeShards(parts, merged);
        QVERIFY2(result.ok(), result.ok() ? "" : isoscope::describe(result.error()).c_str());
        QCOMPARE(result->missing, std::vector<std::string>{"zebra"});
        QCOMPARE(readAll(merged), readAll(wholeFile));
    }

    void shardsThatDoNotBelongTogetherAreRefusedNamingTheFile_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("message");
        QTest::newRow("a shard missing") << "missing"
                                         << "shard 2 of 3 is missing";
        QTest::newRow("a shard twice") << "twice"
                                       << "shard 1 of 3 is given twice";
        QTest::newRow("a shard of another extraction") << "foreign"
                                                       << "belongs to another extraction than";
        QTest::newRow("a damaged shard") << "damaged"
                                         << "the shard's vectors are damaged";
        QTest::newRow("not a shard") << "other"
                                     << "not a shard of an extraction";
    }
    void shardsThatDoNotBelongTogetherAreRefusedNamingTheFile()
    {
        QFETCH(QString, problem);
        QFETCH(QString, message);
        const Tokenizer bert = tokenizerOf("bert");
        const Corpus corpus = shardCorpus();
        const std::vector<std::string> words{"doctor", "nurse"};
        std::vector<fs::path> parts;
        for (std::size_t k = 0; k < 3; ++k) {
            WavyStates states;
            ExtractionOptions shard;
            shard.checkpointKey = 5;
            shard.shardIndex = k;
            shard.shardCount = 3;
            if (problem == "foreign" && k == 2) {
                shard.checkpointKey = 6; // another model, corpus or setting
                shard.contexts.seed = 43;
            }
            parts.push_back(m_root / ("refused-" + std::to_string(k) + ".part"));
            QVERIFY(extractWords(states, bert, description(bert), corpus, words, shard, parts.back()).ok());
        }
        if (problem == "missing")
            parts.erase(parts.begin() + 1);
        if (problem == "twice")
            parts.push_back(parts.front());
        if (problem == "damaged") {
            std::fstream part(parts[1], std::ios::in | std::ios::out | std::ios::binary);
            part.seekp(-20, std::ios::end);
            part.put('\x7f');
        }
        if (problem == "other")
            parts[2] = write("not-a-shard.part", "hello");
        const fs::path out = m_root / "refused.h5";
        auto merged = mergeShards(parts, out);
        QVERIFY(!merged.ok());
        const std::string text = isoscope::describe(merged.error());
        QVERIFY2(text.find(message.toStdString()) != std::string::npos, text.c_str());
        QVERIFY2(problem == "missing" || text.find(".part") != std::string::npos, text.c_str()); // names the file
        QVERIFY(!fs::exists(out));
    }

    void aLayerOutOfRangeIsRefused()
    {
        const Tokenizer bert = tokenizerOf("bert");
        const Corpus corpus = corpusOf("layer.txt", "the doctor went home early on that day .\n");
        KnownStates states;
        ExtractionOptions options;
        options.layer = 3;
        auto extracted = extractWords(states, bert, description(bert), corpus, {"doctor"}, options, m_root / "l.h5");
        QVERIFY(!extracted.ok());
        QCOMPARE(extracted.error().code, ErrorCode::InvalidArgument);
        QVERIFY(isoscope::describe(extracted.error()).find("layers 0 (the embedding output) to 2")
                != std::string::npos);
    }

    void sentencesTooLongForTheModelAreLeftOutAndCounted()
    {
        const Tokenizer bert = tokenizerOf("bert");
        const Corpus corpus = corpusOf("long.txt", "the doctor went home early on that day .\n"
                                                   "the doctor went home early on that day and then some more .\n");
        KnownStates states;
        states.m_maxTokens = 12;
        auto extracted = extractWords(states, bert, description(bert), corpus, {"doctor"}, {}, m_root / "long.h5");
        QVERIFY(extracted.ok());
        QCOMPARE(extracted->sentencesTooLong, std::size_t(1));
        QCOMPARE(extracted->contextsUsed, (std::vector<std::size_t>{1}));
        QCOMPARE(extracted->reference.rows(), Eigen::Index(1));
    }

    void sentenceVectorsArePooledAsAsked_data()
    {
        QTest::addColumn<int>("pooling");
        QTest::addColumn<float>("position");
        QTest::addColumn<float>("layer");
        // "a nurse ." is [CLS] a nurse . [SEP]: positions 0-4, mean 2.
        QTest::newRow("avg: every token, the special ones included") << int(Pooling::Avg) << 2.0f << 2.0f;
        QTest::newRow("cls: the first token") << int(Pooling::Cls) << 0.0f << 2.0f;
        QTest::newRow("avg-first-last: layers 1 and 2") << int(Pooling::AvgFirstLast) << 2.0f << 1.5f;
    }

    void sentenceVectorsArePooledAsAsked()
    {
        QFETCH(int, pooling);
        QFETCH(float, position);
        QFETCH(float, layer);
        const Tokenizer bert = tokenizerOf("bert");
        KnownStates states;
        ExtractionOptions options;
        options.sentencePooling = static_cast<Pooling>(pooling);
        const fs::path out = m_root / ("sentences" + std::to_string(pooling) + ".h5");
        auto vectors = embedSentences(states, bert, description(bert), {"a nurse .", "the doctor"}, options, out);
        QVERIFY2(vectors.ok(), vectors.ok() ? "" : isoscope::describe(vectors.error()).c_str());
        QCOMPARE(vectors.value()(0, 1), position);
        QCOMPARE(vectors.value()(0, 2), layer);
        auto read = isoscope::readSentenceVectors(out);
        QVERIFY2(read.ok(), read.ok() ? "" : isoscope::describe(read.error()).c_str());
        QCOMPARE(read->sentences, (std::vector<std::string>{"a nurse .", "the doctor"}));
        QCOMPARE(read->vectors, vectors.value());
    }

    void aSentenceTooLongIsNamed()
    {
        const Tokenizer bert = tokenizerOf("bert");
        KnownStates states;
        states.m_maxTokens = 4;
        auto vectors = embedSentences(states, bert, description(bert), {"a b", "a b c d e"}, {}, m_root / "x.h5");
        QVERIFY(!vectors.ok());
        QCOMPARE(vectors.error().line, std::size_t(2));
        QVERIFY(!fs::exists(m_root / "x.h5"));
    }
};

QTEST_GUILESS_MAIN(TstExtraction)
#include "tst_extraction.moc"
