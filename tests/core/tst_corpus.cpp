// The corpus of a transformer model's contexts (core/corpus): reading the three layouts, hostile
// input, whole-word matching and the seeded choice of contexts and reference sentences.

#include "core/base/contenthash.h"
#include "core/corpus/corpus.h"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <set>

using isoscope::ErrorCode;
using namespace isoscope::corpus;
namespace fs = std::filesystem;

Q_DECLARE_METATYPE(isoscope::ErrorCode)

class TstCorpus : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    fs::path write(const std::string &name, const std::string &content)
    {
        const fs::path path = fs::path(m_dir.path().toStdString()) / name;
        std::ofstream(path, std::ios::binary) << content;
        return path;
    }

    static std::vector<std::string> sentences(const Corpus &corpus) { return corpus.sentences; }

private slots:
    void linesAreSentencesAndEmptyLinesAreLeftOut()
    {
        const fs::path file = write("lines.txt", "First sentence here.\r\n\n  Second one, indented.  \nThird");
        auto corpus = readCorpus(file);
        QVERIFY2(corpus.ok(), corpus.ok() ? "" : isoscope::describe(corpus.error()).c_str());
        QCOMPARE(corpus->sentences,
                 (std::vector<std::string>{"First sentence here.", "Second one, indented.", "Third"}));
        QCOMPARE(corpus->lines, (std::vector<std::size_t>{1, 3, 4}));
        QCOMPARE(corpus->contentHash, isoscope::hashFileContent(file).value());
        QCOMPARE(corpus->bytes, std::uint64_t(fs::file_size(file)));
    }

    void wikiTextHeadingsAreLeftOutAndItsConventionsUndone()
    {
        const std::string text =
            " \n = Valkyria Chronicles III = \n \n The game 's state @-@ of @-@ the @-@ art engine "
            "sold 1 @,@ 000 copies . It cost 2 @.@ 5 million yen . \n = = Plot = = \n"
            " A second paragraph . \n";
        const fs::path file = write("wiki.tokens", text);
        CorpusOptions options;
        options.format = CorpusFormat::WikiText;
        auto corpus = readCorpus(file, options);
        QVERIFY2(corpus.ok(), corpus.ok() ? "" : isoscope::describe(corpus.error()).c_str());
        QCOMPARE(corpus->headingsLeftOut, std::size_t(2));
        QCOMPARE(corpus->sentences, (std::vector<std::string>{"The game 's state-of-the-art engine sold 1,000 copies .",
                                                              "It cost 2.5 million yen .", "A second paragraph ."}));
        QCOMPARE(corpus->lines, (std::vector<std::size_t>{4, 4, 6}));
    }

    void runningTextIsJoinedIntoParagraphsAndSplitByIcu()
    {
        const fs::path file = write("book.txt", "It was a dark night. The rain\nfell hard! Did it stop?\n\nNo.\n");
        CorpusOptions options;
        options.format = CorpusFormat::RunningText;
        auto corpus = readCorpus(file, options);
        QVERIFY2(corpus.ok(), corpus.ok() ? "" : isoscope::describe(corpus.error()).c_str());
        QCOMPARE(corpus->sentences,
                 (std::vector<std::string>{"It was a dark night.", "The rain fell hard!", "Did it stop?", "No."}));
        QCOMPARE(corpus->lines, (std::vector<std::size_t>{1, 1, 1, 4}));
    }

    void hostileInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("format");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<std::size_t>("line");
        QTest::addColumn<QString>("detail");
        QTest::newRow("a stray continuation byte names its line and byte")
            << QByteArray("fine\nalso fine\nbad \x80 byte\n") << 0 << ErrorCode::InvalidUtf8 << std::size_t(3)
            << QStringLiteral("byte 5");
        QTest::newRow("an overlong form is not UTF-8") << QByteArray("\xC0\xAF slash\n") << 0 << ErrorCode::InvalidUtf8
                                                       << std::size_t(1) << QStringLiteral("byte 1");
        QTest::newRow("a surrogate is not UTF-8") << QByteArray("ok\n\n\xED\xA0\x80\n") << 2 << ErrorCode::InvalidUtf8
                                                  << std::size_t(3) << QStringLiteral("byte 1");
        QTest::newRow("a line past the bound is refused before it is held")
            << QByteArray("short\n" + QByteArray(300, 'a') + "\nafter\n") << 0 << ErrorCode::InvalidArgument
            << std::size_t(2) << QStringLiteral("longer than 256 bytes");
        QTest::newRow("a file without line breaks past the bound")
            << QByteArray(5000, 'b') << 1 << ErrorCode::InvalidArgument << std::size_t(1)
            << QStringLiteral("longer than 256 bytes");
        QTest::newRow("a paragraph of running text past the bound names its first line")
            << QByteArray("x\n\n" + QByteArray(200, 'a') + "\n" + QByteArray(200, 'b') + "\n") << 1
            << ErrorCode::InvalidArgument << std::size_t(3) << QStringLiteral("paragraph longer");
        QTest::newRow("only headings and blank lines hold no sentence")
            << QByteArray(" = Title = \n \n = = Part = = \n") << 2 << ErrorCode::EmptyFile << std::size_t(0)
            << QStringLiteral("no sentence");
        QTest::newRow("an empty file") << QByteArray() << 0 << ErrorCode::EmptyFile << std::size_t(0)
                                       << QStringLiteral("no sentence");
    }

    void hostileInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, format);
        QFETCH(ErrorCode, code);
        QFETCH(std::size_t, line);
        QFETCH(QString, detail);
        const fs::path file = write("hostile.txt", content.toStdString());
        CorpusOptions options;
        options.format = static_cast<CorpusFormat>(format);
        options.maxLineBytes = 256;
        auto corpus = readCorpus(file, options);
        QVERIFY(!corpus.ok());
        QCOMPARE(corpus.error().code, code);
        QCOMPARE(corpus.error().line, line);
        QCOMPARE(corpus.error().file, file.string());
        const std::string message = isoscope::describe(corpus.error());
        QVERIFY2(QString::fromStdString(message).contains(detail), message.c_str());
    }

    void aMissingFileIsNamed()
    {
        auto corpus = readCorpus(fs::path(m_dir.path().toStdString()) / "none.txt");
        QVERIFY(!corpus.ok());
        QCOMPARE(corpus.error().code, ErrorCode::FileNotFound);
    }

    void cancellingStopsReading()
    {
        const fs::path file = write("cancel.txt", "one two three\n");
        auto corpus = readCorpus(file, {}, [](std::size_t, std::size_t) { return false; });
        QVERIFY(!corpus.ok());
        QCOMPARE(corpus.error().code, ErrorCode::Cancelled);
    }

    void wholeWordsOnly_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("ignoreCase");
        QTest::addColumn<int>("begin"); // -1: not found
        QTest::newRow("a word at the start") << "rose is red"
                                             << "rose" << false << 0;
        QTest::newRow("before punctuation") << "a rose."
                                            << "rose" << false << 2;
        QTest::newRow("a plural is another word") << "the roses bloom"
                                                  << "rose" << false << -1;
        QTest::newRow("nor is a word that ends with it") << "in prose only"
                                                         << "rose" << false << -1;
        QTest::newRow("the first whole occurrence after a partial one") << "prose, rose"
                                                                        << "rose" << false << 7;
        QTest::newRow("a hyphen separates words") << "rose-red"
                                                  << "rose" << false << 0;
        QTest::newRow("case matters for a cased model") << "Rose said"
                                                        << "rose" << false << -1;
        QTest::newRow("case is ignored for an uncased model") << "Rose said"
                                                              << "rose" << true << 0;
        QTest::newRow("accented letters are letters") << "rosé wine"
                                                      << "ros" << false << -1;
        QTest::newRow("a word of several words") << "in New York today"
                                                 << "New York" << false << 3;
        QTest::newRow("digits are part of a word") << "rose2 here"
                                                   << "rose" << false << -1;
    }

    void wholeWordsOnly()
    {
        QFETCH(QString, sentence);
        QFETCH(QString, word);
        QFETCH(bool, ignoreCase);
        QFETCH(int, begin);
        const std::string text = sentence.toStdString();
        const std::string w = word.toStdString();
        const auto span = findWholeWord(text, w, ignoreCase);
        if (begin < 0) {
            QVERIFY(!span);
        } else {
            QVERIFY(span);
            QCOMPARE(span->first, std::size_t(begin));
            QCOMPARE(span->second, std::size_t(begin) + w.size());
        }
    }

    void wordsAreCountedBetweenSpacesWhenTheyHoldALetterOrNumber()
    {
        QCOMPARE(wordCount("The game 's state-of-the-art engine sold 1,000 copies ."), std::size_t(8));
        QCOMPARE(wordCount("  -- ! "), std::size_t(0));
        QCOMPARE(wordCount("one"), std::size_t(1));
    }

    void contextsAreWholeWordsOfAllowedLengthDrawnWithTheSeed()
    {
        // 40 sentences with "rose" (of 8 words), 3 with "tulip", sentences too short or too long
        // with "rose", and "roses"/"prose" that must not count.
        std::string text;
        for (int i = 0; i < 40; ++i)
            text += "Sentence number " + std::to_string(i) + " has a rose in it.\n";
        text += "A rose too short.\n";
        text += "rose " + std::string(80 * 2, ' ') + "\n"; // one word only
        std::string longSentence = "rose";
        for (int i = 0; i < 80; ++i)
            longSentence += " w";
        text += longSentence + "\n";
        for (int i = 0; i < 3; ++i)
            text += "The tulip number " + std::to_string(i) + " is in the garden.\n";
        text += "Many roses and prose are here today ok.\n";
        const fs::path file = write("contexts.txt", text);
        auto corpus = readCorpus(file);
        QVERIFY(corpus.ok());

        ContextOptions options;
        auto plan = planContexts(corpus.value(), {"rose", "tulip", "orchid"}, options);
        QVERIFY2(plan.ok(), plan.ok() ? "" : isoscope::describe(plan.error()).c_str());
        QCOMPARE(plan->words.size(), std::size_t(3));
        const WordContexts &rose = plan->words[0];
        QCOMPARE(rose.word, std::string("rose"));
        QCOMPARE(rose.available, std::size_t(40));
        QCOMPARE(rose.sentences.size(), std::size_t(20));
        QVERIFY(std::is_sorted(rose.sentences.begin(), rose.sentences.end()));
        // extraction_protocol.py: draw_sorted(40, 20, derive_seed(42, "contexts/rose")).
        QCOMPARE(rose.sentences, (std::vector<std::uint32_t>{0,  1,  3,  4,  5,  6,  12, 13, 14, 15,
                                                             17, 18, 19, 25, 26, 27, 28, 29, 32, 38}));
        for (std::size_t i = 0; i < rose.sentences.size(); ++i) {
            QVERIFY(rose.sentences[i] < 40);
            const std::string &sentence = corpus->sentences[rose.sentences[i]];
            QCOMPARE(sentence.substr(rose.spans[i].first, rose.spans[i].second - rose.spans[i].first),
                     std::string("rose"));
        }
        QCOMPARE(plan->words[1].available, std::size_t(3));
        QCOMPARE(plan->words[1].sentences, (std::vector<std::uint32_t>{43, 44, 45}));
        QCOMPARE(plan->words[2].available, std::size_t(0));
        QVERIFY(plan->words[2].sentences.empty());
        QCOMPARE(plan->eligibleSentences, std::size_t(44)); // the 40, 3 tulips and the roses/prose one

        // The same draw whatever else is asked for; another seed, another draw.
        auto alone = planContexts(corpus.value(), {"rose"}, options);
        QVERIFY(alone.ok());
        QCOMPARE(alone->words[0].sentences, rose.sentences);
        options.seed = 7;
        auto reseeded = planContexts(corpus.value(), {"rose"}, options);
        QVERIFY(reseeded.ok());
        QVERIFY(reseeded->words[0].sentences != rose.sentences);

        // The reference sample: all eligible sentences when there are fewer than wanted.
        QCOMPARE(plan->reference.size(), std::size_t(44));
        options.referenceSentences = 10;
        auto sampled = planContexts(corpus.value(), {"rose"}, options);
        QVERIFY(sampled.ok());
        QCOMPARE(sampled->reference.size(), std::size_t(10));
        QVERIFY(std::is_sorted(sampled->reference.begin(), sampled->reference.end()));
        QCOMPARE(std::set<std::uint32_t>(sampled->reference.begin(), sampled->reference.end()).size(), std::size_t(10));
    }

    void anUncasedModelMatchesWhateverTheCase()
    {
        const fs::path file = write("case.txt", "ROSE is the word in this sentence here.\n"
                                                "the Rose is the word in this sentence.\n");
        auto corpus = readCorpus(file);
        QVERIFY(corpus.ok());
        ContextOptions options;
        auto cased = planContexts(corpus.value(), {"rose"}, options);
        QVERIFY(cased.ok());
        QCOMPARE(cased->words[0].available, std::size_t(0));
        options.ignoreCase = true;
        auto uncased = planContexts(corpus.value(), {"rose"}, options);
        QVERIFY(uncased.ok());
        QCOMPARE(uncased->words[0].sentences, (std::vector<std::uint32_t>{0, 1}));
        QCOMPARE(uncased->words[0].spans[1], (std::pair<std::size_t, std::size_t>(4, 8)));
    }

    void badOptionsAreRefused()
    {
        const fs::path file = write("opts.txt", "one two three four five six seven\n");
        auto corpus = readCorpus(file);
        QVERIFY(corpus.ok());
        ContextOptions options;
        options.minWords = 80;
        auto plan = planContexts(corpus.value(), {"one"}, options);
        QVERIFY(!plan.ok());
        QCOMPARE(plan.error().code, ErrorCode::InvalidArgument);
    }

    void drawsAreSubsetsOfTheRightSize()
    {
        const auto picks = drawSorted(1000, 20, 99);
        QCOMPARE(picks.size(), std::size_t(20));
        QCOMPARE(std::set<std::uint32_t>(picks.begin(), picks.end()).size(), std::size_t(20));
        QVERIFY(picks.back() < 1000);
        QCOMPARE(drawSorted(1000, 20, 99), picks);
        QCOMPARE(drawSorted(5, 20, 99), (std::vector<std::uint32_t>{0, 1, 2, 3, 4}));
        // As tests/reference/extraction_protocol.py draws them, from random.h's generator in Python.
        QCOMPARE(drawSorted(1000, 5, 99), (std::vector<std::uint32_t>{348, 379, 564, 786, 856}));
    }
};

QTEST_GUILESS_MAIN(TstCorpus)
#include "tst_corpus.moc"
