// Every format besides plain text: word2vec binary, NumPy + vocabulary, the HDF5 import layout, and
// gzip around the stream formats. The demo models converted into each of them read back bit for
// bit as their text originals; the format is found from the content; and every kind of bad input
// is an error with its code, file, and line or byte offset. Fixtures are written at run time by
// tests/core/embeddingwriters.h, which shares no code with the readers.

#include "core/io/embeddingreader.h"
#include "tests/core/embeddingwriters.h"

#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

using isoscope::EmbeddingFormat;
using isoscope::ErrorCode;
using isoscope::LoadedEmbedding;
using isoscope::MatrixF;
using isoscope::ReadOptions;
namespace fixtures = isoscope::testing;

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

template <typename T>
std::string describeIfError(const isoscope::Result<T> &result)
{
    return result.ok() ? std::string() : isoscope::describe(result.error());
}

MatrixF matrix(std::initializer_list<std::initializer_list<float>> rows)
{
    MatrixF m(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(rows.begin()->size()));
    Eigen::Index r = 0;
    for (const auto &row : rows) {
        Eigen::Index c = 0;
        for (const float value : row)
            m(r, c++) = value;
        ++r;
    }
    return m;
}

bool sameBits(const MatrixF &a, const MatrixF &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols()
           && std::memcmp(a.data(), b.data(), static_cast<std::size_t>(a.size()) * sizeof(float)) == 0;
}

} // namespace

#define VERIFY_LOADED(result) QVERIFY2((result).ok(), describeIfError(result).c_str())

class TestEmbeddingFormats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void everyFormatOfTheDemoModelsReadsBackBitForBit_data();
    void everyFormatOfTheDemoModelsReadsBackBitForBit();
    void theFormatIsFoundFromTheContent_data();
    void theFormatIsFoundFromTheContent();
    void theVocabularyOfANumpyMatrixIsFoundBesideIt();
    void referenceVectorsOfAnHdf5FileAreReturned();
    void duplicatesAreDroppedAndReportedInEveryFormat_data();
    void duplicatesAreDroppedAndReportedInEveryFormat();
    void badInputIsAnErrorThatSaysWhereAndWhat_data();
    void badInputIsAnErrorThatSaysWhereAndWhat();
    void absurdSizesAreRejectedWithoutAllocating_data();
    void absurdSizesAreRejectedWithoutAllocating();
    void pathsThatAreNotReadableFilesAreErrorsInEveryFormat_data();
    void pathsThatAreNotReadableFilesAreErrorsInEveryFormat();
    void aLargeGzipFileStreamsWithProgressInCompressedBytes();
    void cancellingStopsEveryFormat_data();
    void cancellingStopsEveryFormat();

private:
    std::filesystem::path path(const QString &name) const;
    QString write(const QString &name, std::string_view bytes);

    QTemporaryDir m_dir;
    QList<QString> m_demoFiles;
};

void TestEmbeddingFormats::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_demoFiles = {QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt"),
                   QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/GoogleNews-vectors-negative300.subset.txt"),
                   QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/glove840b_weat_items.txt")};
}

std::filesystem::path TestEmbeddingFormats::path(const QString &name) const
{
    return std::filesystem::path(QFile::encodeName(m_dir.filePath(name)).toStdString());
}

QString TestEmbeddingFormats::write(const QString &name, std::string_view bytes)
{
    fixtures::writeFile(path(name), bytes);
    return m_dir.filePath(name);
}

// ---------------------------------------------------------------------------------------------

void TestEmbeddingFormats::everyFormatOfTheDemoModelsReadsBackBitForBit_data()
{
    QTest::addColumn<QString>("original");
    QTest::addColumn<QString>("converted");
    QTest::addColumn<QString>("vocabulary"); // NumPy: given explicitly, or empty for the default
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("gzipped");

    int n = 0;
    for (const QString &original : std::as_const(m_demoFiles)) {
        const auto loaded = isoscope::readEmbeddingFile(QFile::encodeName(original).toStdString());
        QVERIFY2(loaded.ok(), describeIfError(loaded).c_str());
        const auto words = fixtures::wordsOf(loaded->set);
        const MatrixF &vectors = loaded->set.vectors();
        QFile in(original);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray text = in.readAll();
        const bool hasHeader = loaded->report.format == EmbeddingFormat::Word2vecText;
        const std::string glove = hasHeader ? text.mid(text.indexOf('\n') + 1).toStdString() : text.toStdString();
        const std::string word2vec =
            std::to_string(words.size()) + " " + std::to_string(loaded->set.dims()) + "\n" + glove;
        const std::string stem = "demo" + std::to_string(++n);
        const QString name = QFileInfo(original).fileName();
        const auto row = [&](const char *what, const std::string &file, std::string_view bytes, int format,
                             bool gzipped, const QString &vocabulary = {}) {
            QTest::addRow("%s as %s", qPrintable(name), what)
                << original << write(QString::fromStdString(file), bytes) << vocabulary << format << gzipped;
        };
        const int glv = int(EmbeddingFormat::GloveText), w2v = int(EmbeddingFormat::Word2vecText),
                  bin = int(EmbeddingFormat::Word2vecBinary), npy = int(EmbeddingFormat::Numpy),
                  h5 = int(EmbeddingFormat::Hdf5);
        row("GloVe text", stem + ".glove.txt", glove, glv, false);
        row("word2vec text", stem + ".vec", word2vec, w2v, false);
        row("gzipped GloVe text", stem + ".txt.gz", fixtures::gzip(glove), glv, true);
        row("gzipped word2vec text in three gzip members", stem + ".vec.gz", fixtures::gzip(word2vec, 3), w2v, true);
        row("word2vec binary", stem + ".bin", fixtures::word2vecBinary(words, vectors), bin, false);
        row("word2vec binary without newlines after rows", stem + ".nonl.bin",
            fixtures::word2vecBinary(words, vectors, false), bin, false);
        row("gzipped word2vec binary", stem + ".bin.gz", fixtures::gzip(fixtures::word2vecBinary(words, vectors)), bin,
            true);
        // NumPy: the vocabulary beside it (FILE.vocab, then FILE.txt) or named explicitly.
        write(QString::fromStdString(stem + ".vocab"), fixtures::lines(words));
        row("NumPy float32 with FILE.vocab", stem + ".npy", fixtures::npyMatrix(vectors), npy, false);
        write(QString::fromStdString(stem + "f8.txt"), fixtures::lines(words, "\r\n"));
        row("NumPy float64 with FILE.txt in CRLF", stem + "f8.npy", fixtures::npyMatrix(vectors, true), npy, false);
        row("NumPy format 2.0 with a vocabulary named explicitly", stem + "-v2.npy",
            fixtures::npyMatrix(vectors, false, 2), npy, false,
            m_dir.filePath(QString::fromStdString(stem + ".vocab")));
        row("gzipped NumPy", stem + ".npy.gz", fixtures::gzip(fixtures::npyMatrix(vectors)), npy, true);

        const auto hdf5Row = [&](const char *what, const std::string &file, const fixtures::Hdf5Layout &layout) {
            fixtures::writeHdf5(path(QString::fromStdString(file)), words, vectors, layout);
            QTest::addRow("%s as %s", qPrintable(name), what)
                << original << m_dir.filePath(QString::fromStdString(file)) << QString() << h5 << false;
        };
        hdf5Row("HDF5 with variable-length UTF-8 words", stem + ".h5", {});
        fixtures::Hdf5Layout fixed;
        fixed.fixedLengthWords = true;
        hdf5Row("HDF5 with fixed-length zero-padded words", stem + ".fixed.h5", fixed);
        fixed.spacePadded = true;
        fixed.asciiWords = true;
        hdf5Row("HDF5 with fixed-length space-padded ASCII words", stem + ".spaced.hdf5", fixed);
        fixtures::Hdf5Layout compressed;
        compressed.compressed = true;
        compressed.doubles = true;
        hdf5Row("HDF5 with float64 vectors deflated in chunks", stem + ".deflated.h5", compressed);
    }
}

void TestEmbeddingFormats::everyFormatOfTheDemoModelsReadsBackBitForBit()
{
    QFETCH(QString, original);
    QFETCH(QString, converted);
    QFETCH(QString, vocabulary);
    QFETCH(int, format);
    QFETCH(bool, gzipped);

    const auto reference = isoscope::readEmbeddingFile(QFile::encodeName(original).toStdString());
    VERIFY_LOADED(reference);
    ReadOptions options;
    options.vocabularyPath = QFile::encodeName(vocabulary).toStdString();
    const auto detected = isoscope::detectFormat(QFile::encodeName(converted).toStdString());
    QVERIFY2(detected.ok(), describeIfError(detected).c_str());
    QCOMPARE(int(detected.value()), format);
    const auto result = isoscope::readEmbeddingFile(QFile::encodeName(converted).toStdString(), options);
    VERIFY_LOADED(result);
    QCOMPARE(int(result->report.format), format);
    QCOMPARE(result->report.gzipped, gzipped);
    QCOMPARE(result->report.duplicateCount, std::size_t(0));
    QVERIFY(result->set.vocabulary().chars() == reference->set.vocabulary().chars());
    QVERIFY(result->set.vocabulary().offsets() == reference->set.vocabulary().offsets());
    QVERIFY(sameBits(result->set.vectors(), reference->set.vectors()));
    QCOMPARE(result->set.isUncased(), reference->set.isUncased());
    QCOMPARE(result->reference.size(), Eigen::Index(0));
    if (format == int(EmbeddingFormat::Numpy))
        QVERIFY(!result->report.vocabularyFile.empty());
}

// ---------------------------------------------------------------------------------------------

void TestEmbeddingFormats::theFormatIsFoundFromTheContent_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");

    const std::vector<std::string> words = {"</s>", "soft\xC2\xADhyphen", "\xE4\xB8\xAD"};
    const MatrixF vectors = matrix({{0.5f, -1.0f}, {2.0f, 0.0f}, {1e-3f, 3.0f}});
    const std::string text = "</s> 0.5 -1\nsoft\xC2\xADhyphen 2 0\n\xE4\xB8\xAD 0.001 3\n";
    QTest::newRow("fastText tokens such as </s> and a soft hyphen are words in word2vec text")
        << write("odd.vec", "3 2\n" + text) << int(EmbeddingFormat::Word2vecText);
    QTest::newRow("binary rows after a header are word2vec binary, whatever the name")
        << write("binary.txt", fixtures::word2vecBinary(words, vectors)) << int(EmbeddingFormat::Word2vecBinary);
    QTest::newRow("text rows after a header are word2vec text even in a .bin file")
        << write("text.bin", "3 2\n" + text) << int(EmbeddingFormat::Word2vecText);
    QTest::newRow("a header with nothing after it in a .bin file is word2vec binary")
        << write("empty.bin", "0 300\n") << int(EmbeddingFormat::Word2vecBinary);
    QTest::newRow("the NumPy magic is NumPy, whatever the name")
        << write("matrix.data", fixtures::npyMatrix(vectors)) << int(EmbeddingFormat::Numpy);
    fixtures::writeHdf5(path("layout.bin"), words, vectors);
    QTest::newRow("the HDF5 signature is HDF5, whatever the name")
        << m_dir.filePath("layout.bin") << int(EmbeddingFormat::Hdf5);
    QTest::newRow("gzip is looked into: binary word2vec")
        << write("b.gz", fixtures::gzip(fixtures::word2vecBinary(words, vectors)))
        << int(EmbeddingFormat::Word2vecBinary);
    QTest::newRow("gzip is looked into: GloVe text")
        << write("g.gz", fixtures::gzip(text)) << int(EmbeddingFormat::GloveText);
}

void TestEmbeddingFormats::theFormatIsFoundFromTheContent()
{
    QFETCH(QString, file);
    QFETCH(int, format);

    const auto detected = isoscope::detectFormat(QFile::encodeName(file).toStdString());
    QVERIFY2(detected.ok(), describeIfError(detected).c_str());
    QCOMPARE(int(detected.value()), format);
    const auto result = isoscope::readEmbeddingFile(QFile::encodeName(file).toStdString());
    if (file.endsWith(QStringLiteral("empty.bin"))) {
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, ErrorCode::EmptyFile);
        return;
    }
    if (format == int(EmbeddingFormat::Numpy)) {
        QVERIFY(!result.ok()); // no vocabulary beside matrix.data
        QCOMPARE(result.error().code, ErrorCode::FileNotFound);
        return;
    }
    VERIFY_LOADED(result);
    QCOMPARE(int(result->report.format), format);
    QCOMPARE(result->set.size(), std::size_t(3));
    QCOMPARE(result->set.word(0), std::string_view("</s>"));
    QCOMPARE(result->set.word(1), std::string_view("soft\xC2\xADhyphen"));
    QVERIFY(result->set.vectors()(2, 0) == 1e-3f);
}

void TestEmbeddingFormats::theVocabularyOfANumpyMatrixIsFoundBesideIt()
{
    const MatrixF vectors = matrix({{1, 2}, {3, 4}});
    const std::filesystem::path npy = path("beside/model.npy");
    std::filesystem::create_directories(npy.parent_path());
    fixtures::writeFile(npy, fixtures::npyMatrix(vectors));
    // Neither exists: the error names the first choice.
    QCOMPARE(isoscope::defaultVocabularyPath(npy), path("beside/model.vocab"));
    // FILE.txt when there is no FILE.vocab; FILE.vocab when both exist.
    fixtures::writeFile(path("beside/model.txt"), "a\nb\n");
    QCOMPARE(isoscope::defaultVocabularyPath(npy), path("beside/model.txt"));
    auto result = isoscope::readEmbeddingFile(npy);
    VERIFY_LOADED(result);
    QCOMPARE(result->set.word(1), std::string_view("b"));
    QCOMPARE(result->report.vocabularyFile, path("beside/model.txt").string());
    fixtures::writeFile(path("beside/model.vocab"), "\xEF\xBB\xBF"
                                                    "c\r\nd\r\n\r\n");
    QCOMPARE(isoscope::defaultVocabularyPath(npy), path("beside/model.vocab"));
    result = isoscope::readEmbeddingFile(npy);
    VERIFY_LOADED(result);
    QCOMPARE(result->set.word(0), std::string_view("c")); // byte order mark, CRLF and a blank last line
    QCOMPARE(result->set.word(1), std::string_view("d"));
    // A gzipped matrix: the stem without .npy.gz.
    QCOMPARE(isoscope::defaultVocabularyPath(path("beside/model.npy.gz")), path("beside/model.vocab"));
}

void TestEmbeddingFormats::referenceVectorsOfAnHdf5FileAreReturned()
{
    fixtures::Hdf5Layout layout;
    layout.reference = matrix({{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0.25f, 0.5f, -0.75f}});
    const std::vector<std::string> words = {"bert", "gpt"};
    const MatrixF vectors = matrix({{1, 2, 3}, {4, 5, 6}});
    fixtures::writeHdf5(path("contextual.h5"), words, vectors, layout);
    const auto result = isoscope::readEmbeddingFile(path("contextual.h5"));
    VERIFY_LOADED(result);
    QVERIFY(sameBits(result->set.vectors(), vectors));
    QVERIFY(sameBits(result->reference, layout.reference));
}

// ---------------------------------------------------------------------------------------------

void TestEmbeddingFormats::duplicatesAreDroppedAndReportedInEveryFormat_data()
{
    QTest::addColumn<QString>("file");

    const std::vector<std::string> words = {"a", "b", "a", "c", "b"};
    const MatrixF vectors = matrix({{1, 2}, {3, 4}, {5, 6}, {7, 8}, {9, 10}});
    QTest::newRow("word2vec binary") << write("dup.bin", fixtures::word2vecBinary(words, vectors));
    QTest::newRow("gzipped word2vec binary")
        << write("dup.bin.gz", fixtures::gzip(fixtures::word2vecBinary(words, vectors)));
    write("dup.vocab", fixtures::lines(words));
    QTest::newRow("NumPy") << write("dup.npy", fixtures::npyMatrix(vectors));
    fixtures::writeHdf5(path("dup.h5"), words, vectors);
    QTest::newRow("HDF5") << m_dir.filePath("dup.h5");
}

void TestEmbeddingFormats::duplicatesAreDroppedAndReportedInEveryFormat()
{
    QFETCH(QString, file);
    const auto result = isoscope::readEmbeddingFile(QFile::encodeName(file).toStdString());
    VERIFY_LOADED(result);
    QVERIFY(sameBits(result->set.vectors(), matrix({{1, 2}, {3, 4}, {7, 8}})));
    QCOMPARE(result->set.word(2), std::string_view("c"));
    QCOMPARE(result->report.duplicateCount, std::size_t(2));
    QCOMPARE(result->report.duplicateExamples,
             (std::vector<std::string>{"a (row 3, first in row 1)", "b (row 5, first in row 2)"}));
}

// ---------------------------------------------------------------------------------------------

void TestEmbeddingFormats::badInputIsAnErrorThatSaysWhereAndWhat_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("detail");

    const int autoFormat = int(EmbeddingFormat::Auto);
    const std::vector<std::string> words = {"cat", "dog"};
    const MatrixF vectors = matrix({{1, 2, 3}, {4, 5, 6}});
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    const std::string binary = fixtures::word2vecBinary(words, vectors); // "2 3\n" then rows of 4 + 12 + 1 bytes

    // gzip around text
    const std::string text = "cat 1 2 3\ndog 4 5 6\n";
    const std::string packed = fixtures::gzip(text);
    QTest::newRow("gzip: an empty gzip stream is an empty file")
        << write("empty.txt.gz", fixtures::gzip("")) << autoFormat << int(ErrorCode::EmptyFile) << 0 << ""
        << "the file is empty";
    QTest::newRow("gzip: a gzip file cut short is a truncated file")
        << write("cut.txt.gz", std::string_view(packed).substr(0, packed.size() - 9)) << autoFormat
        << int(ErrorCode::TruncatedFile) << 3 << ""
        << "the gzip data ends early";
    QTest::newRow("gzip: the gzip magic alone is a truncated file")
        << write("magic.txt.gz", "\x1f\x8b") << autoFormat << int(ErrorCode::TruncatedFile) << 1 << ""
        << "cut short";
    std::string corrupt = packed;
    corrupt[corrupt.size() - 6] = static_cast<char>(corrupt[corrupt.size() - 6] ^ 0x55); // in the CRC-32/length trailer
    QTest::newRow("gzip: damaged gzip data is unreadable and says where")
        << write("corrupt.txt.gz", corrupt) << autoFormat << int(ErrorCode::FileUnreadable) << 1 << ""
        << "the gzip data is corrupt near compressed byte";
    QTest::newRow("gzip: other data after the gzip stream is unreadable")
        << write("trailing.txt.gz", packed + "garbage") << autoFormat << int(ErrorCode::FileUnreadable) << 3 << ""
        << "other data follows it";
    QTest::newRow("gzip: a wrong row inside gzip is found on its line")
        << write("badrow.txt.gz", fixtures::gzip("cat 1 2 3\ndog 4 5\n")) << autoFormat
        << int(ErrorCode::WrongValueCount) << 2 << "dog"
        << "expected 3 numbers as on line 1, found 2";
    QTest::newRow("gzip: NaN inside gzip is found on its line")
        << write("nan.txt.gz", fixtures::gzip("cat 1 2 3\ndog 4 nan 6\n")) << autoFormat
        << int(ErrorCode::NonFiniteValue) << 2 << "dog"
        << "'nan' is not a finite float";
    QTest::newRow("gzip: a word2vec header with more words than follow is a count mismatch")
        << write("more.vec.gz", fixtures::gzip("50 3\n" + text)) << autoFormat << int(ErrorCode::CountMismatch) << 1
        << ""
        << "the header says 50 words, found 2 rows";
    QTest::newRow("gzip: a gzipped HDF5 file is not supported")
        << write("model.h5.gz", fixtures::gzip("\x89HDF\r\n\x1a\n and the rest")) << autoFormat
        << int(ErrorCode::UnsupportedFormat) << 0 << ""
        << "gunzip";

    // word2vec binary
    const int bin = int(EmbeddingFormat::Word2vecBinary);
    QTest::newRow("binary: an empty file is an empty file")
        << write("empty.bin", "") << bin << int(ErrorCode::EmptyFile) << 0 << ""
        << "the file is empty";
    QTest::newRow("binary: a header of zero words is an empty file")
        << write("zero.bin", "0 3\n") << autoFormat << int(ErrorCode::EmptyFile) << 1 << ""
        << "0 words";
    QTest::newRow("binary: a first line that is not a header is a bad header")
        << write("noheader.bin", "cat \x01\x02\x03\x04\n") << bin << int(ErrorCode::BadHeader) << 1 << ""
        << "expected a header 'count dims'";
    QTest::newRow("binary: a header without a line end is a bad header")
        << write("noend.bin", "2 3") << bin << int(ErrorCode::BadHeader) << 1 << ""
        << "and a line end";
    QTest::newRow("binary: a header claiming more words than the file holds is a bad header")
        << write("lies.bin", "3 3\n" + binary.substr(4)) << autoFormat << int(ErrorCode::BadHeader) << 1 << ""
        << "the header says 3 words of 3 floats, but only 34 bytes follow it";
    QTest::newRow("binary: fewer rows than the header says, ending between rows, is a count mismatch")
        << write("fewer.bin", "2 3\n" + binary.substr(4, 17) + std::string(20, '\n')) << autoFormat
        << int(ErrorCode::CountMismatch) << 0 << ""
        << "the header says 2 words, found 1 row (the data ends at byte 41)";
    QTest::newRow("binary: more rows than the header says is a count mismatch at the first extra byte")
        << write("extra.bin", "1 3\n" + binary.substr(4)) << autoFormat << int(ErrorCode::CountMismatch) << 0 << ""
        << "the header says 1 word, but more data follows the last of them, at byte 21";
    QTest::newRow("binary: a file cut inside the values of a row is a truncated file")
        << write("cut.bin", std::string_view(binary).substr(0, binary.size() - 3)) << autoFormat
        << int(ErrorCode::TruncatedFile) << 0 << "dog"
        << "the file ends inside row 2 at byte 35: expected 3 float32 values (12 bytes) after the word, found 10";
    // Cut 20 bytes into a 30-byte word: the file still holds as many bytes as the header's rows need.
    const std::string longWord = fixtures::word2vecBinary({"cat", std::string(30, 'w')}, vectors);
    QTest::newRow("binary: a file cut inside a word is a truncated file")
        << write("cutword.bin", longWord.substr(0, 41)) << autoFormat << int(ErrorCode::TruncatedFile) << 0 << ""
        << "the file ends inside row 2, which starts at byte 21";
    QTest::newRow("binary: a gzipped binary file cut short is a truncated file")
        << write("cut.bin.gz", fixtures::gzip(binary).substr(0, 20)) << bin << int(ErrorCode::TruncatedFile) << 0 << ""
        << "gzip data ends early";
    QTest::newRow("binary: NaN is not finite and its byte is named")
        << write("nan.bin", fixtures::word2vecBinary(words, matrix({{1, 2, 3}, {4, nan, 6}}))) << autoFormat
        << int(ErrorCode::NonFiniteValue) << 0 << "dog"
        << "row 2, value 2 at byte 29 is NaN";
    QTest::newRow("binary: infinity is not finite")
        << write("inf.bin", fixtures::word2vecBinary(words, matrix({{-inf, 2, 3}, {4, 5, 6}}))) << autoFormat
        << int(ErrorCode::NonFiniteValue) << 0 << "cat"
        << "row 1, value 1 at byte 8 is -infinity";
    QTest::newRow("binary: a word that is not UTF-8 is invalid UTF-8")
        << write("utf8.bin", fixtures::word2vecBinary({"cat", "d\xFFg"}, vectors)) << autoFormat
        << int(ErrorCode::InvalidUtf8) << 0 << "d\\xFFg"
        << "the word of row 2 at byte 21 is not valid UTF-8";
    QTest::newRow("binary: a row starting with a space has an empty word")
        << write("space.bin", fixtures::word2vecBinary({"cat", ""}, vectors)) << autoFormat << int(ErrorCode::EmptyWord)
        << 0 << ""
        << "row 2 at byte 21 starts with a space";
    QTest::newRow("binary: a row without a space in 64 KiB is not word2vec binary")
        << write("nospace.bin", "1 3\n" + std::string(70000, 'x')) << bin << int(ErrorCode::WrongValueCount) << 0 << ""
        << "has no space in its first 65536 bytes";

    // NumPy
    const int npy = int(EmbeddingFormat::Numpy);
    const auto npyFile = [&](const QString &name, const std::string &bytes,
                             const std::string &vocabulary = "cat\ndog\n") {
        const QString file = write(name + ".npy", bytes);
        write(name + ".vocab", vocabulary);
        return file;
    };
    const std::string npyGood = fixtures::npyMatrix(vectors);
    QTest::newRow("NumPy: a file without the magic is a bad header when NumPy is asked for")
        << npyFile("nomagic", "cat 1 2 3\n") << npy << int(ErrorCode::BadHeader) << 0 << ""
        << "expected the NumPy magic";
    QTest::newRow("NumPy: a .npy name on a text file is not taken for text")
        << npyFile("text", "cat 1 2 3\n") << autoFormat << int(ErrorCode::UnsupportedFormat) << 0 << ""
        << "the name ends in .npy";
    QTest::newRow("NumPy: a data part shorter than the header says is a truncated file")
        << npyFile("short", npyGood.substr(0, npyGood.size() - 4)) << autoFormat << int(ErrorCode::TruncatedFile) << 0
        << ""
        << "the header describes a 2 x 3 float32 matrix (24 bytes), but only 20 bytes follow it";
    QTest::newRow("NumPy: more data than the header says is a bad header")
        << npyFile("long", npyGood + "xxxx") << autoFormat << int(ErrorCode::BadHeader) << 0 << ""
        << "but 28 bytes follow it";
    QTest::newRow("NumPy: a gzipped matrix cut short is a truncated file")
        << npyFile("cutgz", fixtures::gzip(npyGood.substr(0, npyGood.size() - 4))) << npy
        << int(ErrorCode::TruncatedFile) << 0 << ""
        << "the file ends inside row 2 at byte 148";
    QTest::newRow("NumPy: Fortran order is not supported")
        << npyFile("fortran", fixtures::npyHeader(fixtures::npyDict("<f4", "(2, 3)", true)) + npyGood.substr(128))
        << autoFormat << int(ErrorCode::UnsupportedFormat) << 0 << ""
        << "Fortran (column-major) order";
    QTest::newRow("NumPy: an integer dtype is not supported")
        << npyFile("int", fixtures::npyHeader(fixtures::npyDict("<i4", "(2, 3)")) + npyGood.substr(128)) << autoFormat
        << int(ErrorCode::UnsupportedFormat) << 0 << ""
        << "dtype '<i4' is not read";
    QTest::newRow("NumPy: a big-endian dtype is not supported")
        << npyFile("big", fixtures::npyHeader(fixtures::npyDict(">f4", "(2, 3)")) + npyGood.substr(128)) << autoFormat
        << int(ErrorCode::UnsupportedFormat) << 0 << ""
        << "dtype '>f4' is big-endian";
    QTest::newRow("NumPy: a structured dtype is not supported")
        << npyFile("struct", fixtures::npyHeader("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (2,), }"))
        << autoFormat << int(ErrorCode::BadHeader) << 0 << ""
        << "a structured dtype";
    QTest::newRow("NumPy: a 3-D array is not supported")
        << npyFile("cube", fixtures::npyHeader(fixtures::npyDict("<f4", "(2, 3, 1)")) + npyGood.substr(128))
        << autoFormat << int(ErrorCode::UnsupportedFormat) << 0 << ""
        << "has 3 dimensions; expected a 2-D matrix";
    QTest::newRow("NumPy: a header that is not a dict is a bad header")
        << npyFile("garbage", fixtures::npyHeader("not a dict")) << autoFormat << int(ErrorCode::BadHeader) << 0 << ""
        << "expected '{' at character 1";
    QTest::newRow("NumPy: version 9 is not supported") << npyFile("v9", "\x93NUMPY\x09" + npyGood.substr(7))
                                                       << autoFormat << int(ErrorCode::UnsupportedFormat) << 0 << ""
                                                       << "NumPy format version 9.0";
    QTest::newRow("NumPy: a matrix of no rows is an empty file")
        << npyFile("norows", fixtures::npyHeader(fixtures::npyDict("<f4", "(0, 3)")), "") << autoFormat
        << int(ErrorCode::EmptyFile) << 0 << ""
        << "no rows";
    QTest::newRow("NumPy: NaN is not finite and its row, column and byte are named")
        << npyFile("nan", fixtures::npyMatrix(matrix({{1, 2, 3}, {4, 5, nan}}))) << autoFormat
        << int(ErrorCode::NonFiniteValue) << 0 << "dog"
        << "row 2, column 3 at byte 148 is NaN";
    MatrixF huge = vectors;
    std::string wide = fixtures::npyMatrix(huge, true);
    const double tooLarge = 1e39;
    std::memcpy(wide.data() + 128 + 8, &tooLarge, 8);
    QTest::newRow("NumPy: a float64 beyond float32's range is not finite")
        << npyFile("wide", wide) << autoFormat << int(ErrorCode::NonFiniteValue) << 0 << "cat"
        << "row 1, column 2 at byte 136 is too large for float32";
    QTest::newRow("NumPy: a missing vocabulary file is not found and says what it is for")
        << write("novocab.npy", npyGood) << autoFormat << int(ErrorCode::FileNotFound) << 0 << ""
        << "the vocabulary of";
    QTest::newRow("NumPy: a vocabulary with fewer words than rows is a count mismatch")
        << npyFile("fewwords", npyGood, "cat\n") << autoFormat << int(ErrorCode::CountMismatch) << 0 << ""
        << "the vocabulary has 1 word, the matrix";
    QTest::newRow("NumPy: a vocabulary with more words than rows is a count mismatch on the first extra line")
        << npyFile("manywords", npyGood, "cat\ndog\nemu\n") << autoFormat << int(ErrorCode::CountMismatch) << 3 << "emu"
        << "the vocabulary has more words than the 2 rows";
    QTest::newRow("NumPy: a blank line inside the vocabulary is an empty word")
        << npyFile("blankword", npyGood, "cat\n\ndog\n") << autoFormat << int(ErrorCode::EmptyWord) << 2 << ""
        << "the line is empty";
    QTest::newRow("NumPy: a vocabulary word that is not UTF-8 is invalid UTF-8 on its line")
        << npyFile("badword", npyGood, "cat\nd\xC3g\n") << autoFormat << int(ErrorCode::InvalidUtf8) << 2 << "d\\xC3g"
        << "not valid UTF-8";

    // HDF5
    const auto hdf5File = [&](const QString &name, const fixtures::Hdf5Layout &layout,
                              const std::vector<std::string> &w, const MatrixF &v) {
        fixtures::writeHdf5(path(name), w, v, layout);
        return m_dir.filePath(name);
    };
    fixtures::Hdf5Layout layout;
    layout.writeWords = false;
    QTest::newRow("HDF5: a file without /words names what the layout needs")
        << hdf5File("nowords.h5", layout, words, vectors) << autoFormat << int(ErrorCode::BadSchema) << 0 << ""
        << "no dataset /words; the import layout is /words (strings), /vectors";
    layout = {};
    layout.writeVectors = false;
    QTest::newRow("HDF5: a file without /vectors names what the layout needs")
        << hdf5File("novectors.h5", layout, words, vectors) << autoFormat << int(ErrorCode::BadSchema) << 0 << ""
        << "no dataset /vectors";
    layout = {};
    layout.wordsAsNumbers = true;
    QTest::newRow("HDF5: /words of numbers is a schema error")
        << hdf5File("numberwords.h5", layout, words, vectors) << autoFormat << int(ErrorCode::BadSchema) << 0 << ""
        << "/words does not hold strings";
    layout = {};
    layout.vectorsAsIntegers = true;
    QTest::newRow("HDF5: integer /vectors are not supported")
        << hdf5File("intvectors.h5", layout, words, vectors) << autoFormat << int(ErrorCode::UnsupportedFormat) << 0
        << ""
        << "/vectors does not hold floating-point numbers";
    QTest::newRow("HDF5: more words than vectors is a count mismatch")
        << hdf5File("mismatch.h5", {}, {"cat", "dog", "emu"}, vectors) << autoFormat << int(ErrorCode::CountMismatch)
        << 0 << ""
        << "/words holds 3 words, /vectors 2 rows";
    QTest::newRow("HDF5: NaN in /vectors is not finite and names the row and word")
        << hdf5File("nan.h5", {}, words, matrix({{1, 2, 3}, {nan, 5, 6}})) << autoFormat
        << int(ErrorCode::NonFiniteValue) << 0 << "dog"
        << "row 2, column 1 of /vectors is NaN";
    QTest::newRow("HDF5: an empty word is an empty word")
        << hdf5File("emptyword.h5", {}, {"cat", ""}, vectors) << autoFormat << int(ErrorCode::EmptyWord) << 0 << ""
        << "word 2 of /words is empty";
    QTest::newRow("HDF5: a word that is not UTF-8 is invalid UTF-8")
        << hdf5File("badword.h5", {}, {"c\xE9t", "dog"}, vectors) << autoFormat << int(ErrorCode::InvalidUtf8) << 0
        << "c\\xE9t"
        << "word 1 of /words is not valid UTF-8";
    layout = {};
    layout.reference = matrix({{1, 2}});
    QTest::newRow("HDF5: /reference of another dimension is a dimension mismatch")
        << hdf5File("refdims.h5", layout, words, vectors) << autoFormat << int(ErrorCode::DimensionMismatch) << 0 << ""
        << "/reference has 2 columns, /vectors 3";
    fixtures::writeHdf5(path("whole.h5"), words, vectors);
    QFile whole(m_dir.filePath("whole.h5"));
    QVERIFY(whole.open(QIODevice::ReadOnly));
    const QByteArray wholeBytes = whole.readAll();
    QTest::newRow("HDF5: a file cut in half cannot be opened")
        << write("half.h5", std::string_view(wholeBytes.constData(), std::size_t(wholeBytes.size() / 2))) << autoFormat
        << int(ErrorCode::FileUnreadable) << 0 << ""
        << "HDF5 cannot open the file";
    QTest::newRow("HDF5: a .h5 name on a text file is not taken for text")
        << write("text.h5", text) << autoFormat << int(ErrorCode::UnsupportedFormat) << 0 << ""
        << "does not start with the HDF5 signature";
}

void TestEmbeddingFormats::badInputIsAnErrorThatSaysWhereAndWhat()
{
    QFETCH(QString, file);
    QFETCH(int, format);
    QFETCH(int, code);
    QFETCH(int, line);
    QFETCH(QString, word);
    QFETCH(QString, detail);

    ReadOptions options;
    options.format = EmbeddingFormat(format);
    const auto result = isoscope::readEmbeddingFile(QFile::encodeName(file).toStdString(), options);
    QVERIFY(!result.ok());
    const isoscope::Error &error = result.error();
    const QString described = fromStd(isoscope::describe(error));
    QCOMPARE(fromStd(isoscope::errorCodeName(error.code)), fromStd(isoscope::errorCodeName(ErrorCode(code))));
    QVERIFY2(fromStd(error.detail).contains(detail), qPrintable(described));
    QCOMPARE(error.line, std::size_t(line));
    QVERIFY2(error.file.find(QFile::encodeName(QFileInfo(file).completeBaseName()).toStdString()) != std::string::npos,
             qPrintable(described));
    QCOMPARE(fromStd(error.word), word);
}

// ---------------------------------------------------------------------------------------------

void TestEmbeddingFormats::absurdSizesAreRejectedWithoutAllocating_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("detail");

    // Each would need terabytes; an attempted allocation would fail with OutOfMemory (or, with
    // overcommit, succeed and be killed later), not with the error expected here.
    const std::string rows = "the 0.1 0.2\n";
    QTest::newRow("a gzipped word2vec header claiming 10^12 words is a bad header")
        << write("huge.vec.gz", fixtures::gzip("1000000000000 300\n" + rows)) << int(ErrorCode::BadHeader)
        << "the header says 1000000000000 words of 300 numbers, more than a gzip file of";
    // 20,000 rows of 300 zeros pack about 100-fold, so a header of 100,000 rows is within what the
    // gzip file could hold (deflate expands at most 1032-fold): the rows are allocated as they come.
    std::string zeros;
    for (int r = 0; r < 20000; ++r) {
        zeros += "w" + std::to_string(r);
        for (int c = 0; c < 300; ++c)
            zeros += " 0";
        zeros += '\n';
    }
    const std::string plausible = fixtures::gzip("100000 300\n" + zeros, 1, 1);
    QVERIFY(100000 * 602 < 1032 * plausible.size() * 3 / 4);
    QTest::newRow("a gzipped word2vec header whose count deflate could hold reads incrementally to a count mismatch")
        << write("plausible.vec.gz", plausible) << int(ErrorCode::CountMismatch)
        << "the header says 100000 words, found 20000 rows";
    QTest::newRow("a binary header claiming 10^12 words is a bad header")
        << write("huge.bin", "1000000000000 300\nthe \x01\x02\x03\x04") << int(ErrorCode::BadHeader)
        << "the header says 1000000000000 words of 300 floats, but only 8 bytes follow it";
    QTest::newRow("a gzipped binary header claiming 10^12 words is a bad header")
        << write("huge.bin.gz", fixtures::gzip("1000000000000 300\nthe \x01\x02\x03\x04")) << int(ErrorCode::BadHeader)
        << "more than a gzip file of";
    write("huge.vocab", "the\n");
    QTest::newRow("a NumPy header claiming 10^12 rows is a truncated file")
        << write("huge.npy", fixtures::npyHeader(fixtures::npyDict("<f4", "(1000000000000, 300)")) + "xxxx")
        << int(ErrorCode::TruncatedFile) << "the header describes a 1000000000000 x 300 float32 matrix";
    write("hugegz.vocab", "the\n");
    QTest::newRow("a gzipped NumPy header claiming 10^12 rows is a bad header")
        << write("hugegz.npy.gz", fixtures::gzip(fixtures::npyHeader(fixtures::npyDict("<f4", "(1000000000000, 300)"))))
        << int(ErrorCode::BadHeader) << "more than a gzip file of";
    fixtures::Hdf5Layout layout;
    layout.declareOnly = true;
    layout.declaredRows = 1000000000000ULL;
    fixtures::writeHdf5(path("huge.h5"), {"the"}, matrix({{0.1f, 0.2f}}), layout);
    QTest::newRow("an HDF5 /vectors declared 10^12 rows long with nothing stored is a truncated file")
        << m_dir.filePath("huge.h5") << int(ErrorCode::TruncatedFile)
        << "/vectors is 1000000000000 x 2, but only 0 bytes of it are stored";
}

void TestEmbeddingFormats::absurdSizesAreRejectedWithoutAllocating()
{
    QFETCH(QString, file);
    QFETCH(int, code);
    QFETCH(QString, detail);

    const auto result = isoscope::readEmbeddingFile(QFile::encodeName(file).toStdString());
    QVERIFY(!result.ok());
    QCOMPARE(fromStd(isoscope::errorCodeName(result.error().code)), fromStd(isoscope::errorCodeName(ErrorCode(code))));
    QVERIFY2(fromStd(result.error().detail).contains(detail), result.error().detail.c_str());
}

void TestEmbeddingFormats::pathsThatAreNotReadableFilesAreErrorsInEveryFormat_data()
{
    QTest::addColumn<int>("format");
    for (const auto format : {EmbeddingFormat::Auto, EmbeddingFormat::GloveText, EmbeddingFormat::Word2vecText,
                              EmbeddingFormat::Word2vecBinary, EmbeddingFormat::Numpy, EmbeddingFormat::Hdf5})
        QTest::addRow("%s", isoscope::formatName(format).data()) << int(format);
}

void TestEmbeddingFormats::pathsThatAreNotReadableFilesAreErrorsInEveryFormat()
{
    QFETCH(int, format);
    ReadOptions options;
    options.format = EmbeddingFormat(format);
    const auto directory = isoscope::readEmbeddingFile(QFile::encodeName(m_dir.path()).toStdString(), options);
    QVERIFY(!directory.ok());
    QCOMPARE(directory.error().code, ErrorCode::NotARegularFile);
    const auto missing = isoscope::readEmbeddingFile(path("missing.file"), options);
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().code, ErrorCode::FileNotFound);
}

// ---------------------------------------------------------------------------------------------

void TestEmbeddingFormats::aLargeGzipFileStreamsWithProgressInCompressedBytes()
{
    // About 20 MB of text in about 5 MB of gzip: progress counts compressed bytes up to the file's size.
    std::string text;
    std::vector<std::string> expectedWords;
    for (int r = 0; r < 60000; ++r) {
        text += "w" + std::to_string(r);
        for (int c = 0; c < 50; ++c)
            text += " " + std::to_string(((r * 37 + c * 11) % 2001 - 1000) / 1000.0).substr(0, 6);
        text += '\n';
    }
    const QString file = write("large.txt.gz", fixtures::gzip(text));
    const auto compressed = std::uint64_t(QFileInfo(file).size());
    QList<std::size_t> done;
    ReadOptions options;
    options.progress = [&](std::size_t d, std::size_t total) {
        done << d;
        return total == compressed;
    };
    const auto result = isoscope::readEmbeddingFile(QFile::encodeName(file).toStdString(), options);
    VERIFY_LOADED(result);
    QCOMPARE(result->set.size(), std::size_t(60000));
    QVERIFY(result->report.gzipped);
    QCOMPARE(done.last(), std::size_t(compressed));
    for (qsizetype i = 1; i < done.size(); ++i)
        QVERIFY(done[i] > done[i - 1]);
    fixtures::writeFile(path("large.txt"), text);
    const auto plain = isoscope::readEmbeddingFile(path("large.txt"));
    VERIFY_LOADED(plain);
    QVERIFY(sameBits(result->set.vectors(), plain->set.vectors()));
}

void TestEmbeddingFormats::cancellingStopsEveryFormat_data()
{
    QTest::addColumn<QString>("file");

    const std::vector<std::string> words = {"cat", "dog"};
    const MatrixF vectors = matrix({{1, 2, 3}, {4, 5, 6}});
    QTest::newRow("gzipped text") << write("c.txt.gz", fixtures::gzip("cat 1 2 3\n"));
    QTest::newRow("word2vec binary") << write("c.bin", fixtures::word2vecBinary(words, vectors));
    write("c.vocab", "cat\ndog\n");
    QTest::newRow("NumPy") << write("c.npy", fixtures::npyMatrix(vectors));
    fixtures::writeHdf5(path("c.h5"), words, vectors);
    QTest::newRow("HDF5") << m_dir.filePath("c.h5");
}

void TestEmbeddingFormats::cancellingStopsEveryFormat()
{
    QFETCH(QString, file);
    int calls = 0;
    ReadOptions options;
    options.progress = [&](std::size_t, std::size_t) { return ++calls > 1; };
    const auto result = isoscope::readEmbeddingFile(QFile::encodeName(file).toStdString(), options);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::Cancelled);
    QCOMPARE(calls, 1);
}

QTEST_APPLESS_MAIN(TestEmbeddingFormats)

#include "tst_embeddingformats.moc"
