// fastText models (.bin, quantized .ftz) against fastText itself. Tiny real models are trained here,
// at test time, by Debian's fasttext program on the STS-B sentences (or, where they are not at hand,
// the user guide's text): a skipgram model with character n-grams, a supervised one without, and
// quantized ones with and without pruning. Every vector the reader imports, and the subword vectors
// of words that are not in the vocabulary, must print exactly as `fasttext print-word-vectors`
// prints them for the same model (fastText prints 5 significant digits; both sides are printed by
// the same rule, so the strings must be equal), straight from the file and through the HDF5 cache.
// Damaged files (cut short anywhere, another magic number, a newer version, impossible counts) are
// one-line errors, never a crash, a hang or a huge allocation.
#include "core/base/embeddingset.h"
#include "core/io/embeddingreader.h"
#include "core/io/subwords.h"
#include "core/storage/embeddingcache.h"
#include "tests/fasttextmodels.h"
#include "tests/hostilecases.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <zlib.h>

#include <array>
#include <cstring>

using namespace isoscope;
namespace fs = std::filesystem;

namespace {

using fasttextfixtures::fastTextVectors;
using fasttextfixtures::printed;
using fasttextfixtures::readAll;
using fasttextfixtures::run;
using fasttextfixtures::writeAll;

// Words that are not in the vocabulary of any model trained here: WEAT names, made-up words, words
// with accents and other scripts (fastText cuts UTF-8 by code point), a one-letter word.
const std::vector<std::string> kUnknownWords = {"Shaniqua", "Latisha", "Lakisha", "Tremayne", "zyxwvutsr",
                                                "naïveté",  "Straße",  "東京都",  "ẞ",        "unhappinesses"};

// The error of a failed read, for a test's message (nothing for a success).
template <typename T>
std::string why(const Result<T> &result)
{
    return result ? std::string() : describe(result.error());
}

struct Trained {
    fs::path path;
    bool subwords = false; ///< trained with character n-grams
};

} // namespace

class TestFastText : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    fs::path m_root;
    Trained m_skipgram, m_supervised, m_quantized, m_pruned;

    fs::path file(const char *name) const { return m_root / name; }

    // Every word of the model and kUnknownWords: the reader's vectors (and, with subwords, the
    // unknown words' subword vectors) print exactly as fastText prints them.
    void compareWithFastText(const Trained &model, const EmbeddingSet &set)
    {
        std::vector<std::string> words;
        for (std::size_t i = 0; i < set.size(); ++i)
            words.emplace_back(set.word(i));
        for (const auto &word : kUnknownWords) {
            QVERIFY2(!set.find(word), word.c_str());
            words.push_back(word);
        }
        const auto expected = fastTextVectors(model.path, words);
        const EmbeddingSet view = set.withSubwordLookup(true);
        std::size_t compared = 0, fromSubwords = 0;
        for (const auto &word : words) {
            const auto found = expected.find(word);
            QVERIFY2(found != expected.end(), ("fastText printed no vector for " + word).c_str());
            const WordLookup hit = view.lookup(word);
            if (!hit.row) {
                // No n-gram of the word has a row: fastText prints zeros, Isoscope leaves it out.
                QVERIFY2(!model.subwords || !set.find(word), word.c_str());
                QCOMPARE(found->second, printed(std::vector<float>(set.dims(), 0.0f).data(), set.dims()));
                continue;
            }
            const MatrixF row = view.rows({*hit.row});
            QCOMPARE(printed(row.data(), set.dims()), found->second);
            QCOMPARE(hit.fromSubwords, !set.find(word).has_value());
            fromSubwords += hit.fromSubwords;
            ++compared;
        }
        QVERIFY(compared >= set.size());
        // Every unknown word has n-grams with rows, except in the pruned model (whose pruning keeps
        // only some n-grams: there a word may have none, and fastText prints zeros for it).
        if (model.subwords && model.path != m_pruned.path)
            QCOMPARE(fromSubwords, kUnknownWords.size());
        qInfo("%s: %zu vectors equal to fastText's, %zu of them from subwords", model.path.filename().c_str(), compared,
              fromSubwords);
    }

    Result<LoadedEmbedding> read(const fs::path &path, EmbeddingFormat format = EmbeddingFormat::Auto)
    {
        ReadOptions options;
        options.format = format;
        return readEmbeddingFile(path, options);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.path().toStdString();
        QVERIFY2(fs::exists(ISOSCOPE_FASTTEXT_CORPUS), ISOSCOPE_FASTTEXT_CORPUS);
        const fasttextfixtures::Models models = fasttextfixtures::train(m_root);
        m_skipgram = {models.skipgram, true};
        m_supervised = {models.supervised, false};
        m_quantized = {models.quantized, true};
        m_pruned = {models.pruned, true};
        QVERIFY(readAll(file("corpus.txt")).count('\n') > 300);
    }

    void init() { hostilecases::begin(); }

    void readsWhatFastTextPrints_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("a skipgram model with character n-grams (.bin)") << 0;
        QTest::newRow("a supervised model without n-grams (.bin)") << 1;
        QTest::newRow("a quantized supervised model with n-grams (.ftz)") << 2;
        QTest::newRow("a quantized model pruned to 2,000 rows (.ftz)") << 3;
    }

    void readsWhatFastTextPrints()
    {
        QFETCH(int, which);
        const Trained model = std::array{m_skipgram, m_supervised, m_quantized, m_pruned}[which];
        auto loaded = read(model.path);
        QVERIFY2(loaded, why(loaded).c_str());
        QCOMPARE(loaded->report.format, EmbeddingFormat::FastTextBinary);
        QCOMPARE(loaded->set.dims(), std::size_t(8));
        QVERIFY(loaded->set.size() > 100);
        QCOMPARE(loaded->set.subwords() != nullptr, model.subwords);
        QCOMPARE(loaded->subwords != nullptr, model.subwords);
        // The vocabulary is fastText's, in its order, without labels.
        const QByteArray dump = run(
            QStringLiteral(ISOSCOPE_FASTTEXT_PROGRAM),
            QStringList{QStringLiteral("dump"), QString::fromStdString(model.path.string()), QStringLiteral("dict")});
        std::vector<std::string> words;
        for (const QByteArray &line : dump.split('\n').mid(1)) {
            const QList<QByteArray> fields = line.split(' ');
            if (fields.size() == 3 && fields[2] == "word")
                words.push_back(fields[0].toStdString());
        }
        QCOMPARE(words.size(), loaded->set.size());
        for (std::size_t i = 0; i < words.size(); ++i)
            QCOMPARE(std::string(loaded->set.word(i)), words[i]);
        compareWithFastText(model, loaded->set);
    }

    void throughTheCache_data() { readsWhatFastTextPrints_data(); }

    void throughTheCache()
    {
        QFETCH(int, which);
        const Trained model = std::array{m_skipgram, m_supervised, m_quantized, m_pruned}[which];
        QTemporaryDir cacheDir;
        CacheOptions options;
        options.directory = cacheDir.path().toStdString();
        auto imported = openCachedModel(model.path, options);
        QVERIFY2(imported, why(imported).c_str());
        QVERIFY(imported->status.imported);
        QCOMPARE(imported->status.format, EmbeddingFormat::FastTextBinary);
        compareWithFastText(model, imported->set);
        // Reopened: the vectors and subwords come from the cache file alone.
        options.verifyAll = true;
        auto reopened = openCachedModel(model.path, options);
        QVERIFY2(reopened, why(reopened).c_str());
        QVERIFY(!reopened->status.imported);
        QCOMPARE(reopened->set.subwords() != nullptr, model.subwords);
        if (model.subwords) {
            QCOMPARE(reopened->set.subwords()->minLength(), model.path == m_skipgram.path ? 3 : 2);
            QCOMPARE(reopened->set.subwords()->maxLength(), model.path == m_skipgram.path ? 5 : 4);
        }
        compareWithFastText(model, reopened->set);
    }

    // Subword lookup is off unless asked for: the words are then missing, as in the paper.
    void subwordsOnlyWhenAskedFor()
    {
        auto loaded = read(m_skipgram.path);
        QVERIFY2(loaded, why(loaded).c_str());
        QVERIFY(!loaded->set.lookup("Shaniqua").row);
        const EmbeddingSet view = loaded->set.withSubwordLookup(true);
        const WordLookup hit = view.lookup("Shaniqua");
        QVERIFY(hit.row && hit.fromSubwords);
        QVERIFY(*hit.row >= loaded->set.size());
        QVERIFY(!view.vocabularyLookup("Shaniqua").row);
        // The same word again is the same row; an in-vocabulary word is its own row.
        QCOMPARE(view.lookup("Shaniqua").row, hit.row);
        const std::string known(loaded->set.word(10));
        QCOMPARE(view.lookup(known).row, std::optional<std::size_t>(10));
        QVERIFY(!view.lookup(known).fromSubwords);
        // Rows from subwords and from the vocabulary mixed in one read, in the order asked.
        const MatrixF both = view.rows({*hit.row, 10, *hit.row});
        QCOMPARE(both.row(1), loaded->set.vectors().row(10));
        QCOMPARE(both.row(0), both.row(2));
    }

    void gzippedModel()
    {
        const QByteArray bytes = readAll(m_skipgram.path);
        const fs::path gz = file("skipgram.bin.gz");
        gzFile out = gzopen(gz.c_str(), "wb");
        gzwrite(out, bytes.constData(), static_cast<unsigned>(bytes.size()));
        gzclose(out);
        auto plain = read(m_skipgram.path);
        auto packed = read(gz);
        QVERIFY2(packed, why(packed).c_str());
        QVERIFY(packed->report.gzipped);
        QCOMPARE(packed->set.vectors(), plain->set.vectors());
        QCOMPARE(packed->set.vocabulary().chars(), plain->set.vocabulary().chars());
        const auto a = packed->set.withSubwordLookup(true), b = plain->set.withSubwordLookup(true);
        QCOMPARE(a.rows({*a.lookup("Ebony").row}), b.rows({*b.lookup("Ebony").row}));
    }

    // A file cut short anywhere is a TruncatedFile error (fastText's own loader would loop forever
    // in the dictionary, or read zeros past the end).
    void truncatedAnywhere_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<double>("fraction");
        for (int which : {0, 2, 3})
            for (double fraction : {0.0005, 0.002, 0.01, 0.05, 0.2, 0.5, 0.8, 0.99, 0.9999})
                QTest::addRow("model %d cut at %.4f of its size", which, fraction) << which << fraction;
    }

    void truncatedAnywhere()
    {
        QFETCH(int, which);
        QFETCH(double, fraction);
        const Trained model = std::array{m_skipgram, m_supervised, m_quantized, m_pruned}[which];
        const QByteArray bytes = readAll(model.path);
        const auto cut = std::max<qsizetype>(9, static_cast<qsizetype>(fraction * double(bytes.size())));
        const fs::path path = file("cut.bin");
        writeAll(path, bytes.left(cut));
        auto loaded = read(path);
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().code == ErrorCode::TruncatedFile || loaded.error().code == ErrorCode::BadHeader,
                 describe(loaded.error()).c_str());
        const std::string message = describe(loaded.error());
        QVERIFY2(message.find('\n') == std::string::npos, message.c_str());
        QVERIFY2(message.find("cut.bin") != std::string::npos, message.c_str());
        QVERIFY2(hostilecases::refused(message), message.c_str());
    }

    void damagedHeaders_data()
    {
        QTest::addColumn<int>("offset");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        const auto i32 = [](std::int32_t v) { return QByteArray(reinterpret_cast<const char *>(&v), 4); };
        const auto i64 = [](std::int64_t v) { return QByteArray(reinterpret_cast<const char *>(&v), 8); };
        // Offsets of fastText's layout: magic, version, then Args (12 int32 and a double), then the
        // dictionary's size, nwords, nlabels (int32), ntokens, pruneidx_size (int64).
        constexpr int args = 8, dictionary = 8 + 12 * 4 + 8;
        QTest::newRow("another magic number") << 0 << i32(12345) << int(ErrorCode::UnsupportedFormat) << "magic number";
        QTest::newRow("a newer file format version")
            << 4 << i32(13) << int(ErrorCode::UnsupportedFormat) << "version 13";
        QTest::newRow("dimension 0") << args << i32(0) << int(ErrorCode::BadHeader) << "dimension 0";
        QTest::newRow("an unknown model type") << args + 7 * 4 << i32(9) << int(ErrorCode::BadHeader) << "model type 9";
        QTest::newRow("n-grams in no bucket") << args + 8 * 4 << i32(0) << int(ErrorCode::BadHeader) << "buckets";
        QTest::newRow("two billion words")
            << dictionary << i32(2000000000) << int(ErrorCode::BadHeader) << "2000000000 entries";
        QTest::newRow("a negative word count") << dictionary + 4 << i32(-5) << int(ErrorCode::BadHeader) << "-5 words";
        QTest::newRow("a pruned n-gram index in a model that is not quantized")
            << dictionary + 20 << i64(1) << int(ErrorCode::BadHeader) << "";
    }

    void damagedHeaders()
    {
        QFETCH(int, offset);
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(QString, says);
        QByteArray model = readAll(m_skipgram.path);
        model.replace(offset, bytes.size(), bytes);
        const fs::path path = file("damaged.bin");
        writeAll(path, model);
        // As a fastText model (detection from the content would take another magic number for
        // another format).
        auto loaded = read(path, EmbeddingFormat::FastTextBinary);
        QVERIFY(!loaded);
        const std::string message = describe(loaded.error());
        // A pruned index with a dense input matrix is rejected as fastText rejects it.
        if (!says.isEmpty()) {
            QCOMPARE(int(loaded.error().code), code);
            QVERIFY2(message.find(says.toStdString()) != std::string::npos, message.c_str());
        }
        QVERIFY2(hostilecases::refused(message), message.c_str());
    }

    // A "word" of 8 MiB in the dictionary of a gzipped model (a gigabyte packs into a megabyte):
    // refused at its first MiB, in one line naming the file, the word's index and its byte offset,
    // before fastText grows a string to the whole of it.
    void aHugeDictionaryWordInAGzippedModelIsRefusedAtOnce()
    {
        QByteArray model = readAll(m_skipgram.path);
        constexpr int firstWord = 8 + 12 * 4 + 8 + 3 * 4 + 2 * 8; // signature, Args, dictionary counts
        model.insert(firstWord, QByteArray(8 << 20, 'a'));
        const fs::path gz = file("huge-word.bin.gz");
        gzFile out = gzopen(gz.c_str(), "wb");
        gzwrite(out, model.constData(), static_cast<unsigned>(model.size()));
        gzclose(out);
        auto loaded = read(gz);
        QVERIFY(!loaded);
        const std::string message = describe(loaded.error());
        QCOMPARE(loaded.error().code, ErrorCode::BadHeader);
        QVERIFY2(message.find("huge-word.bin.gz") != std::string::npos, message.c_str());
        QVERIFY2(message.find("word 1 of its dictionary, at byte " + std::to_string(firstWord)
                              + ", is longer than 65536 bytes")
                     != std::string::npos,
                 message.c_str());
        QVERIFY2(message.size() < 300 && hostilecases::refused(message), message.c_str());
    }

    // A model whose magic number is damaged, read without --format: one line that says so, with
    // its first bytes, never the escaped bytes of what a text reader would take for its first row.
    void aDamagedMagicNumberIsSaidInOneLine()
    {
        QByteArray model = readAll(m_skipgram.path);
        model[0] = char(0xbb);
        const fs::path path = file("damaged-magic.bin");
        writeAll(path, model);
        auto loaded = read(path);
        QVERIFY(!loaded);
        const std::string message = describe(loaded.error());
        QCOMPARE(loaded.error().code, ErrorCode::UnsupportedFormat);
        QVERIFY2(message.find("starts with the bytes BB 16 4F 2F, not fastText's magic number BA 16 4F 2F")
                     != std::string::npos,
                 message.c_str());
        QVERIFY2(message.find("\\x") == std::string::npos, message.c_str());
        QVERIFY2(message.size() < 300 && hostilecases::refused(message), message.c_str());
    }

    void damagedMatrix()
    {
        // The input matrix's row count (after the dictionary) made larger than the file: an
        // error before anything is allocated.
        auto loaded = read(m_skipgram.path);
        QVERIFY(loaded);
        QByteArray model = readAll(m_skipgram.path);
        const std::int64_t rows = std::int64_t(loaded->set.size()) + 5000;
        const QByteArray needle =
            QByteArray(reinterpret_cast<const char *>(&rows), 8) + QByteArray::fromRawData("\x08\0\0\0\0\0\0\0", 8);
        const auto at = model.indexOf(needle);
        QVERIFY(at > 0);
        const std::int64_t huge = std::int64_t(1) << 40;
        model.replace(at, 8, QByteArray(reinterpret_cast<const char *>(&huge), 8));
        writeAll(file("matrix.bin"), model);
        auto damaged = read(file("matrix.bin"));
        QVERIFY(!damaged);
        QCOMPARE(damaged.error().code, ErrorCode::BadHeader);
        QVERIFY2(describe(damaged.error()).find("input matrix") != std::string::npos,
                 describe(damaged.error()).c_str());
        // Bytes after the model's end.
        writeAll(file("longer.bin"), readAll(m_skipgram.path) + "trailing");
        auto longer = read(file("longer.bin"));
        QVERIFY(!longer);
        QVERIFY2(describe(longer.error()).find("unexpected bytes") != std::string::npos,
                 describe(longer.error()).c_str());
        QVERIFY2(hostilecases::refused(describe(damaged.error())), describe(damaged.error()).c_str());
        QVERIFY2(hostilecases::refused(describe(longer.error())), describe(longer.error()).c_str());
    }

    void detectedFromContent()
    {
        // Named anything, a fastText model is recognised by its magic number; --format forces it.
        const fs::path renamed = file("model.data");
        fs::copy_file(m_skipgram.path, renamed, fs::copy_options::overwrite_existing);
        QCOMPARE(detectFormat(renamed).value(), EmbeddingFormat::FastTextBinary);
        QCOMPARE(parseFormatName("fasttext-binary").value(), EmbeddingFormat::FastTextBinary);
        QCOMPARE(parseFormatName("ftz").value(), EmbeddingFormat::FastTextBinary);
        QCOMPARE(formatName(EmbeddingFormat::FastTextBinary), std::string_view("fasttext-binary"));
        // A word2vec .bin forced to be read as fastText's is told apart.
        const fs::path w2v = file("w2v.bin");
        writeAll(w2v, QByteArray("1 2\nab ") + QByteArray(8, '\0'));
        auto wrong = read(w2v, EmbeddingFormat::FastTextBinary);
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().code, ErrorCode::UnsupportedFormat);
        QVERIFY(describe(wrong.error()).find("not a fastText model") != std::string::npos);
        QVERIFY2(hostilecases::refused(describe(wrong.error())), describe(wrong.error()).c_str());
    }

    void cancelled()
    {
        ReadOptions options;
        int calls = 0;
        options.progress = [&calls](std::size_t done, std::size_t total) {
            ++calls;
            return done < total; // cancels at the end at the latest
        };
        auto loaded = readEmbeddingFile(m_skipgram.path, options);
        QVERIFY(calls > 0);
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestFastText)
#include "tst_fasttext.moc"
