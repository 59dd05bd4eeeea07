// The tokenizers of core/tokenizer: model folders made at run time from the real vocabularies of
// tests/data/tokenizers/ give the ids, tokens and offsets Hugging Face's engine gives (the expected
// values below were computed by the npm package `tokenizers` 0.23.2 on the same files; the full
// comparison, every case and configuration, is tests/reference/tokenizers); and every reader
// refuses a file that lies with one line naming the file and what is wrong.

#include "core/tokenizer/tokenizer.h"
#include "tests/tokenizerfolders.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <thread>

using isoscope::ErrorCode;
using isoscope::tokenizer::Encoding;
using isoscope::tokenizer::Tokenizer;
namespace fs = std::filesystem;

using Offsets = std::vector<std::pair<std::size_t, std::size_t>>;
Q_DECLARE_METATYPE(isoscope::ErrorCode)
Q_DECLARE_METATYPE(std::vector<std::int32_t>)
Q_DECLARE_METATYPE(std::vector<std::string>)
Q_DECLARE_METATYPE(Offsets)

namespace {

const fs::path kData = fs::path(ISOSCOPE_TEST_DATA_DIR) / "tokenizers";

using tokenizerfolders::writeFile;

// A model folder of the given family from the real vocabulary files.
fs::path makeFolder(const QTemporaryDir &dir, const std::string &family, const std::string &tokenizerConfig = "{}")
{
    return tokenizerfolders::make(dir.path().toStdString(), family, tokenizerConfig);
}

// A small tokenizer.json with a WordPiece model; `patch` replaces parts of it.
std::string
wordPieceJson(const std::string &vocab = R"({"[UNK]": 0, "[CLS]": 1, "[SEP]": 2, "a": 3, "##b": 4})",
              const std::string &addedTokens = "[]",
              const std::string &post = R"({"type": "BertProcessing", "sep": ["[SEP]", 2], "cls": ["[CLS]", 1]})")
{
    return R"({"version": "1.0", "added_tokens": )" + addedTokens
           + R"(, "normalizer": {"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true,
       "strip_accents": null, "lowercase": true}, "pre_tokenizer": {"type": "BertPreTokenizer"},
       "post_processor": )"
           + post + R"(, "model": {"type": "WordPiece", "unk_token": "[UNK]", "continuing_subword_prefix": "##",
       "max_input_chars_per_word": 100, "vocab": )"
           + vocab + "}}";
}

std::string bpeJson(const std::string &vocab, const std::string &merges, const std::string &extra = "")
{
    return R"({"version": "1.0", "added_tokens": [], "normalizer": null,
       "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": false, "trim_offsets": true, "use_regex": true},
       "post_processor": null, "decoder": null, "model": {"type": "BPE", "dropout": null, "unk_token": null)"
           + extra + R"(, "vocab": )" + vocab + R"(, "merges": )" + merges + "}}";
}

} // namespace

class TestTokenizer : public QObject
{
    Q_OBJECT

private slots:
    void realVocabulariesGiveTheEnginesEncodings_data();
    void realVocabulariesGiveTheEnginesEncodings();
    void withoutSpecialTokensNothingIsAdded();
    void conventionsAreOnRecord();
    void invalidUtf8IsReadAsNodeReadsIt();
    void encodingIsTheSameOnManyThreads();
    void theEmbeddingMatrixMustHoldEveryId();
    void hostileFilesAreRefusedInOneLine_data();
    void hostileFilesAreRefusedInOneLine();
    void aHugeFileIsNotRead();
    void aFolderWithoutTokenizerIsRefused();
    void tokenizerConfigOverridesTokenizerJson();
};

void TestTokenizer::realVocabulariesGiveTheEnginesEncodings_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("text");
    QTest::addColumn<std::vector<std::int32_t>>("ids");
    QTest::addColumn<std::vector<std::string>>("tokens");
    QTest::addColumn<Offsets>("offsets");

    // Character offsets of the engine, as bytes: "ï" is two bytes, "😀" four.
    QTest::newRow("BERT uncased lowercases and strips the accent of naïve")
        << "bert"
        << R"({"do_lower_case": true})"
        << "Hello, naïve world!" << std::vector<std::int32_t>{101, 7592, 1010, 15743, 2088, 999, 102}
        << std::vector<std::string>{"[CLS]", "hello", ",", "naive", "world", "!", "[SEP]"}
        << Offsets{{0, 0}, {0, 5}, {5, 6}, {7, 13}, {14, 19}, {19, 20}, {0, 0}};
    QTest::newRow("BERT uncased cuts Latisha into three pieces and an emoji is unknown")
        << "bert"
        << R"({"do_lower_case": true})"
        << "Latisha  emoji 😀" << std::vector<std::int32_t>{101, 2474, 24788, 2050, 7861, 29147, 2072, 100, 102}
        << std::vector<std::string>{"[CLS]", "la", "##tish", "##a", "em", "##oj", "##i", "[UNK]", "[SEP]"}
        << Offsets{{0, 0}, {0, 2}, {2, 6}, {6, 7}, {9, 11}, {11, 13}, {13, 14}, {15, 19}, {0, 0}};
    QTest::newRow("BERT cased on the uncased vocabulary: capitals are unknown")
        << "bert"
        << R"({"do_lower_case": false})"
        << "Hello, naïve world!" << std::vector<std::int32_t>{101, 100, 1010, 100, 2088, 999, 102}
        << std::vector<std::string>{"[CLS]", "[UNK]", ",", "[UNK]", "world", "!", "[SEP]"}
        << Offsets{{0, 0}, {0, 5}, {5, 6}, {7, 13}, {14, 19}, {19, 20}, {0, 0}};
    QTest::newRow("GPT-2: no special tokens, no prefix space, the accent as two bytes")
        << "gpt2"
        << "{}"
        << "Hello, naïve world!" << std::vector<std::int32_t>{15496, 11, 41492, 995, 0}
        << std::vector<std::string>{"Hello", ",", "ĠnaÃ¯ve", "Ġworld", "!"}
        << Offsets{{0, 5}, {5, 6}, {6, 13}, {13, 19}, {19, 20}};
    QTest::newRow("GPT-2: the second space alone, the emoji's bytes share its span")
        << "gpt2"
        << "{}"
        << "Latisha  emoji 😀" << std::vector<std::int32_t>{24220, 19388, 220, 44805, 30325, 222}
        << std::vector<std::string>{"Lat", "isha", "Ġ", "Ġemoji", "ĠðŁĺ", "Ģ"}
        << Offsets{{0, 3}, {3, 7}, {7, 8}, {8, 14}, {14, 19}, {15, 19}};
}

void TestTokenizer::realVocabulariesGiveTheEnginesEncodings()
{
    QFETCH(QString, family);
    QFETCH(QString, config);
    QFETCH(QString, text);
    QFETCH(std::vector<std::int32_t>, ids);
    QFETCH(std::vector<std::string>, tokens);
    QFETCH(Offsets, offsets);
    QTemporaryDir dir;
    auto tokenizer = Tokenizer::fromFolder(makeFolder(dir, family.toStdString(), config.toStdString()));
    QVERIFY2(tokenizer.ok(), tokenizer.ok() ? "" : isoscope::describe(tokenizer.error()).c_str());
    const Encoding e = tokenizer->encode(text.toStdString());
    QCOMPARE(e.ids, ids);
    QCOMPARE(e.tokens, tokens);
    QCOMPARE(e.offsets, offsets);
    QCOMPARE(e.specialTokenMask.size(), ids.size());
    QCOMPARE(e.specialTokenMask.front(), std::uint8_t(family == "bert" ? 1 : 0));
}

void TestTokenizer::withoutSpecialTokensNothingIsAdded()
{
    QTemporaryDir dir;
    auto bert = Tokenizer::fromFolder(makeFolder(dir, "bert", R"({"do_lower_case": true})"));
    QVERIFY(bert.ok());
    const Encoding e = bert->encode("Hello world", false);
    QCOMPARE(e.tokens, (std::vector<std::string>{"hello", "world"}));
    QCOMPARE(e.specialTokenMask, (std::vector<std::uint8_t>{0, 0}));
    // An empty text is the special tokens alone.
    QCOMPARE(bert->encode("").ids, (std::vector<std::int32_t>{101, 102}));
    QCOMPARE(bert->encode("", false).ids.size(), std::size_t(0));
}

void TestTokenizer::conventionsAreOnRecord()
{
    QTemporaryDir dir;
    auto bert = Tokenizer::fromFolder(makeFolder(dir, "bert", "{}"));
    QVERIFY(bert.ok());
    QCOMPARE(bert->kind(), std::string_view("wordpiece"));
    QVERIFY(bert->conventions().lowercase); // BertTokenizer's default when the config is silent
    QCOMPARE(bert->conventions().notes.size(), std::size_t(1));
    QVERIFY(bert->conventions().notes[0].find("do_lower_case") != std::string::npos);
    QCOMPARE(bert->conventions().specialTokensBefore, std::vector<std::string>{"[CLS]"});
    QCOMPARE(bert->conventions().specialTokensAfter, std::vector<std::string>{"[SEP]"});
    QCOMPARE(bert->vocabularySize(), std::size_t(30522));
    QCOMPARE(bert->conventions().summary(),
             std::string("wordpiece from vocab.txt, lowercase, accents stripped, [CLS] ... [SEP]"));

    auto gpt2 = Tokenizer::fromFolder(makeFolder(dir, "gpt2", R"({"add_prefix_space": true})"));
    QVERIFY(gpt2.ok());
    QCOMPARE(gpt2->kind(), std::string_view("byte-level-bpe"));
    QVERIFY(gpt2->conventions().addPrefixSpace);
    QCOMPARE(gpt2->vocabularySize(), std::size_t(50257));
    QCOMPARE(gpt2->conventions().summary(),
             std::string("byte-level-bpe from vocab.json + merges.txt, prefix space, no special tokens"));
    // The prefix space gives the first word its "Ġ"; its span still starts at the word.
    const Encoding e = gpt2->encode("Hello");
    QCOMPARE(e.tokens, std::vector<std::string>{"ĠHello"});
    QCOMPARE(e.offsets, (Offsets{{0, 5}}));
}

void TestTokenizer::invalidUtf8IsReadAsNodeReadsIt()
{
    QTemporaryDir dir;
    auto gpt2 = Tokenizer::fromFolder(makeFolder(dir, "gpt2"));
    QVERIFY(gpt2.ok());
    // "\xC3\x28" is one invalid byte then "(": U+FFFD over the one byte, as the engine sees it.
    const Encoding invalid = gpt2->encode("a\xC3(b");
    const Encoding replaced = gpt2->encode("a\xEF\xBF\xBD(b");
    QCOMPARE(invalid.ids, replaced.ids);
    QCOMPARE(invalid.offsets.back(), (std::pair<std::size_t, std::size_t>{3, 4}));
    QCOMPARE(replaced.offsets.back(), (std::pair<std::size_t, std::size_t>{5, 6}));
    QCOMPARE(isoscope::tokenizer::invalidUtf8Offset("a\xC3(b"), std::optional<std::size_t>(1));
    QCOMPARE(isoscope::tokenizer::invalidUtf8Offset("naïve"), std::optional<std::size_t>());
    QCOMPARE(isoscope::tokenizer::invalidUtf8Offset("\xED\xA0\x80"), std::optional<std::size_t>(0)); // a surrogate

    auto bert = Tokenizer::fromFolder(makeFolder(dir, "bert", R"({"do_lower_case": true})"));
    QVERIFY(bert.ok());
    // BERT's normalizer removes U+FFFD, so the invalid byte belongs to no token.
    const Encoding dropped = bert->encode("ab\xFF"
                                          "cd",
                                          false);
    QCOMPARE(dropped.tokens, bert->encode("abcd", false).tokens);
    QCOMPARE(dropped.offsets.back().second, std::size_t(5));
}

void TestTokenizer::encodingIsTheSameOnManyThreads()
{
    QTemporaryDir dir;
    auto gpt2 = Tokenizer::fromFolder(makeFolder(dir, "gpt2"));
    QVERIFY(gpt2.ok());
    std::vector<std::string> texts;
    for (int i = 0; i < 300; ++i)
        texts.push_back("Sentence " + std::to_string(i) + " about flowers, insects and " + std::to_string(i * 7919));
    std::vector<Encoding> first(texts.size());
    std::vector<Encoding> second(texts.size());
    {
        std::thread a([&] {
            for (std::size_t i = 0; i < texts.size(); ++i)
                first[i] = gpt2->encode(texts[i]);
        });
        std::thread b([&] {
            for (std::size_t i = texts.size(); i-- > 0;)
                second[i] = gpt2->encode(texts[i]);
        });
        a.join();
        b.join();
    }
    for (std::size_t i = 0; i < texts.size(); ++i) {
        QCOMPARE(first[i].ids, second[i].ids);
        QCOMPARE(first[i].offsets, second[i].offsets);
    }
}

void TestTokenizer::theEmbeddingMatrixMustHoldEveryId()
{
    QTemporaryDir dir;
    auto gpt2 = Tokenizer::fromFolder(makeFolder(dir, "gpt2"));
    QVERIFY(gpt2.ok());
    QVERIFY(gpt2->checkFitsEmbedding(50257, "model.safetensors").ok());
    QVERIFY(gpt2->checkFitsEmbedding(50304, "model.safetensors").ok()); // rows padded to a multiple of 64
    const auto tooSmall = gpt2->checkFitsEmbedding(50000, "model.safetensors");
    QVERIFY(!tooSmall.ok());
    QCOMPARE(tooSmall.error().code, ErrorCode::DimensionMismatch);
    const std::string line = isoscope::describe(tooSmall.error());
    QVERIFY2(line.find("vocab.json") != std::string::npos && line.find("<|endoftext|>") != std::string::npos
                 && line.find("50256") != std::string::npos && line.find("50000 rows") != std::string::npos,
             line.c_str());
}

void TestTokenizer::hostileFilesAreRefusedInOneLine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<ErrorCode>("code");
    QTest::addColumn<QString>("says");

    const auto row = [](const char *name, const char *file, const std::string &content, ErrorCode code,
                        const char *says) {
        QTest::newRow(name) << file << QByteArray::fromStdString(content) << code << says;
    };
    row("tokenizer.json that is not JSON", "tokenizer.json", "{\"model\": [", ErrorCode::JsonSyntax, "not valid JSON");
    row("a token listed twice", "tokenizer.json", wordPieceJson(R"({"[UNK]": 0, "a": 1, "a": 2})"),
        ErrorCode::BadSchema, "'a' appears twice");
    row("an id out of range", "tokenizer.json", wordPieceJson(R"({"[UNK]": 0, "[CLS]": 1, "[SEP]": 7})"),
        ErrorCode::BadSchema, "has id 7, but there are 3 tokens");
    row("two tokens with one id", "tokenizer.json", wordPieceJson(R"({"[UNK]": 0, "[CLS]": 1, "[SEP]": 1})"),
        ErrorCode::BadSchema, "both have id 1");
    row("a negative id", "tokenizer.json", wordPieceJson(R"({"[UNK]": 0, "[CLS]": -1})"), ErrorCode::BadSchema,
        "not a whole number");
    row("an unknown token that is not in the vocabulary", "tokenizer.json",
        wordPieceJson(R"({"[CLS]": 0, "[SEP]": 1})"), ErrorCode::BadSchema,
        "unknown token '[UNK]' is not in the vocabulary");
    row("an added token whose id lies", "tokenizer.json",
        wordPieceJson(R"({"[UNK]": 0, "[CLS]": 1, "[SEP]": 2})",
                      R"([{"id": 2, "content": "[CLS]", "special": true, "normalized": false}])"),
        ErrorCode::BadSchema, "'[CLS]' has id 2, but the vocabulary gives it 1");
    row("a post-processor whose id lies", "tokenizer.json",
        wordPieceJson(R"({"[UNK]": 0, "[CLS]": 1, "[SEP]": 2})", "[]",
                      R"({"type": "BertProcessing", "sep": ["[SEP]", 2], "cls": ["[CLS]", 0]})"),
        ErrorCode::BadSchema, "gives '[CLS]' the id 0, but the vocabulary gives it 1");
    row("a merge of an unknown token", "tokenizer.json", bpeJson(R"({"a": 0, "b": 1, "ab": 2})", R"(["a c"])"),
        ErrorCode::BadSchema, "names 'c', which is not in the vocabulary");
    row("a merge that makes an unknown token", "tokenizer.json", bpeJson(R"({"a": 0, "b": 1})", R"([["a", "b"]])"),
        ErrorCode::BadSchema, "makes 'ab', which is not in the vocabulary");
    row("a repeated merge", "tokenizer.json", bpeJson(R"({"a": 0, "b": 1, "ab": 2})", R"(["a b", "a b"])"),
        ErrorCode::BadSchema, "merges 2 repeats model.merges 1");
    row("BPE dropout", "tokenizer.json",
        bpeJson(R"({"a": 0})", "[]")
            .replace(bpeJson(R"({"a": 0})", "[]").find("\"dropout\": null"), 15, "\"dropout\": 0.1"),
        ErrorCode::UnsupportedFormat, "dropout");
    row("a Unigram model", "tokenizer.json", R"({"model": {"type": "Unigram", "vocab": []}})",
        ErrorCode::UnsupportedFormat, "the model 'Unigram' is not supported");
    row("a normalizer that is not BERT's", "tokenizer.json",
        wordPieceJson().replace(wordPieceJson().find("\"BertNormalizer\""), 16, "\"NFKC\""),
        ErrorCode::UnsupportedFormat, "the normalizer 'NFKC' is not supported");
    row("version 2.0", "tokenizer.json", R"({"version": "2.0"})", ErrorCode::UnsupportedFormat, "version \"2.0\"");
    row("vocab.txt that repeats a token", "vocab.txt", "[UNK]\n[CLS]\n[SEP]\nthe\nthe\n", ErrorCode::BadSchema,
        ":5: repeats the token 'the' of line 4");
    std::string manyLines;
    for (int i = 0; i <= 4000000; ++i)
        manyLines += "x\n";
    row("vocab.txt with more lines than any real vocabulary", "vocab.txt", manyLines, ErrorCode::BadSchema,
        "has 4000001 lines; at most 4000000 are read");
    row("vocab.txt that is not UTF-8", "vocab.txt", "[UNK]\n[CLS]\nab\xff\n", ErrorCode::InvalidUtf8,
        ":3: not valid UTF-8");
}

void TestTokenizer::hostileFilesAreRefusedInOneLine()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(ErrorCode, code);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const fs::path folder(dir.path().toStdString());
    writeFile(folder / file.toStdString(), content.toStdString());
    writeFile(folder / "config.json", R"({"model_type": "bert"})");
    const auto tokenizer = Tokenizer::fromFolder(folder);
    QVERIFY(!tokenizer.ok());
    QCOMPARE(tokenizer.error().code, code);
    const std::string line = isoscope::describe(tokenizer.error());
    QVERIFY2(line.find(file.toStdString()) != std::string::npos, line.c_str());
    QVERIFY2(line.find(says.toStdString()) != std::string::npos, line.c_str());
    QVERIFY2(line.find('\n') == std::string::npos, line.c_str());
}

void TestTokenizer::aHugeFileIsNotRead()
{
    QTemporaryDir dir;
    const fs::path folder(dir.path().toStdString());
    writeFile(folder / "tokenizer.json", "{");
    fs::resize_file(folder / "tokenizer.json", std::uintmax_t{300} << 20); // sparse: no disk used
    const auto tokenizer = Tokenizer::fromFolder(folder);
    QVERIFY(!tokenizer.ok());
    QCOMPARE(tokenizer.error().code, ErrorCode::BadSchema);
    QVERIFY(isoscope::describe(tokenizer.error()).find("300 MB") != std::string::npos);
}

void TestTokenizer::aFolderWithoutTokenizerIsRefused()
{
    QTemporaryDir dir;
    const fs::path folder(dir.path().toStdString());
    auto none = Tokenizer::fromFolder(folder / "missing");
    QVERIFY(!none.ok());
    QCOMPARE(none.error().code, ErrorCode::FileNotFound);
    auto empty = Tokenizer::fromFolder(folder);
    QVERIFY(!empty.ok());
    QCOMPARE(empty.error().code, ErrorCode::FileNotFound);
    QVERIFY(isoscope::describe(empty.error()).find("no tokenizer") != std::string::npos);
    // vocab.json and merges.txt without a config: GPT-2 or RoBERTa?
    fs::copy_file(kData / "gpt2/encoder.json", folder / "vocab.json");
    fs::copy_file(kData / "gpt2/vocab.bpe", folder / "merges.txt");
    auto unsaid = Tokenizer::fromFolder(folder);
    QVERIFY(!unsaid.ok());
    QVERIFY(isoscope::describe(unsaid.error()).find("neither config.json's model_type") != std::string::npos);
    // A merges.txt line that is not two tokens.
    writeFile(folder / "config.json", R"({"model_type": "gpt2"})");
    writeFile(folder / "merges.txt", "#version: 0.2\nĠ t\nĠt he re\n");
    auto badLine = Tokenizer::fromFolder(folder);
    QVERIFY(!badLine.ok());
    QVERIFY2(isoscope::describe(badLine.error()).find("merges.txt:3: expected two tokens") != std::string::npos,
             isoscope::describe(badLine.error()).c_str());
}

void TestTokenizer::tokenizerConfigOverridesTokenizerJson()
{
    QTemporaryDir dir;
    const fs::path folder(dir.path().toStdString());
    writeFile(folder / "tokenizer.json", wordPieceJson(R"({"[UNK]": 0, "[CLS]": 1, "[SEP]": 2, "a": 3, "A": 4})"));
    writeFile(folder / "config.json", R"({"model_type": "bert"})");
    auto lower = Tokenizer::fromFolder(folder);
    QVERIFY(lower.ok());
    QCOMPARE(lower->encode("A", false).ids, std::vector<std::int32_t>{3});
    // do_lower_case: false wins over tokenizer.json's lowercase, as transformers' BertTokenizerFast does.
    writeFile(folder / "tokenizer_config.json", R"({"do_lower_case": false})");
    auto cased = Tokenizer::fromFolder(folder);
    QVERIFY(cased.ok());
    QCOMPARE(cased->encode("A", false).ids, std::vector<std::int32_t>{4});
    QVERIFY(!cased->conventions().lowercase);
    QCOMPARE(cased->conventions().notes.size(), std::size_t(1));
}

QTEST_GUILESS_MAIN(TestTokenizer)
#include "tst_tokenizer.moc"
