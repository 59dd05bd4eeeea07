// The GloVe and word2vec/fastText text readers: the demo models load with the values written in
// their files, every spelling of a well-formed file gives the same vectors, and every malformed
// file is an error with its code, file and line. Malformed fixtures are written at run time.

#include "core/io/embeddingreader.h"
#include "tests/filepermissions.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QList>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

using isoscope::EmbeddingFormat;
using isoscope::ErrorCode;
using isoscope::LoadedEmbedding;
using isoscope::ReadOptions;

namespace {

std::filesystem::path toPath(const QString &file)
{
    return std::filesystem::path(QFile::encodeName(file).toStdString());
}

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// A decoded float is "the same" as the file's text if it is the nearest float or next to it: the
// test's own parser (QByteArray::toFloat) goes through double and may round twice.
bool closeToText(float value, const QByteArray &text)
{
    bool ok = false;
    const float expected = text.toFloat(&ok);
    return ok && (value == expected || std::nextafter(value, expected) == expected);
}

// The fields of a line of the file, read without the reader under test.
QList<QByteArray> fieldsOfLine(const QString &file, qsizetype index)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> lines = in.readAll().split('\n');
    qsizetype last = lines.size() - 1;
    while (last >= 0 && lines[last].trimmed().isEmpty())
        --last;
    const QByteArray line = index < 0 ? lines.value(last) : lines.value(index);
    return line.trimmed().split(' ');
}

std::string describeIfError(const isoscope::Result<LoadedEmbedding> &result)
{
    return result.ok() ? std::string() : isoscope::describe(result.error());
}

std::vector<float> rowOf(const LoadedEmbedding &model, std::size_t row)
{
    const auto vector = model.set.vectors().row(static_cast<Eigen::Index>(row));
    return std::vector<float>(vector.data(), vector.data() + vector.size());
}

} // namespace

// Fails the test with the reader's own description of its error.
#define VERIFY_LOADED(result) QVERIFY2((result).ok(), describeIfError(result).c_str())

class TestEmbeddingReader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void demoModelsLoadWithTheValuesOfTheirText_data();
    void demoModelsLoadWithTheValuesOfTheirText();
    void formatIsDecidedFromTheFirstLine_data();
    void formatIsDecidedFromTheFirstLine();
    void formatNamesReadBackToTheirFormat();
    void equivalentSpellingsGiveIdenticalVectors_data();
    void equivalentSpellingsGiveIdenticalVectors();
    void numberSpellingsAreReadAsPythonReadsThem();
    void randomDecimalsRoundLikeStrtof();
    void malformedFilesAreErrorsOnTheirLine_data();
    void malformedFilesAreErrorsOnTheirLine();
    void pathsThatAreNotReadableFilesAreErrors_data();
    void pathsThatAreNotReadableFilesAreErrors();
    void filesWithoutReadPermissionAreUnreadable();
    void aFileThatFailsWhileBeingReadIsUnreadable();
    void aLineLongerThan64MiBIsAnError();
    void absurdHeadersAreRejectedWithoutAllocating_data();
    void absurdHeadersAreRejectedWithoutAllocating();
    void duplicateWordsKeepTheFirstRowAndAreReported_data();
    void duplicateWordsKeepTheFirstRowAndAreReported();
    void duplicateExamplesStopAtTwenty();
    void wordsWithSpacesAreReadWhenTheNumbersAreUnambiguous();
    void largeFilesCrossBlocksAndReportProgress_data();
    void largeFilesCrossBlocksAndReportProgress();
    void cancellingStopsTheRead_data();
    void cancellingStopsTheRead();
    void theResultDoesNotDependOnTheNumberOfThreads_data();
    void theResultDoesNotDependOnTheNumberOfThreads();
    void errorsDeepInALargeFileNameTheirLine_data();
    void errorsDeepInALargeFileNameTheirLine();
    void readingSpeedIsMeasured();

private:
    QString write(const QByteArray &content);
    QList<QByteArray> largeRows(int rows, int dims) const;
    QByteArray largeFile(int rows, int dims, bool header, bool crlf) const;
    float valueOf(int row, int column) const;

    QTemporaryDir m_dir;
    int m_files = 0;
    QList<QByteArray> m_tokens; // "-1.000" .. "1.000", for the large fixtures
    QList<float> m_tokenValues;
};

void TestEmbeddingReader::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (int k = 0; k <= 2000; ++k) {
        const QByteArray token = QByteArray::number((k - 1000) / 1000.0, 'f', 3);
        m_tokens.append(token);
        m_tokenValues.append(std::strtof(token.constData(), nullptr)); // glibc rounds correctly
    }
}

QString TestEmbeddingReader::write(const QByteArray &content)
{
    const QString path = m_dir.filePath(QStringLiteral("fixture%1.txt").arg(++m_files));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

float TestEmbeddingReader::valueOf(int row, int column) const
{
    return m_tokenValues[(row * 31 + column * 17) % 2001];
}

// rows x dims values from m_tokens; the first row is written with long numbers, so that the
// GloVe reader's first guess of the row count is too low and its matrix has to grow.
QByteArray TestEmbeddingReader::largeFile(int rows, int dims, bool header, bool crlf) const
{
    QByteArray text;
    text.reserve(rows * dims * 7);
    if (header)
        text += QByteArray::number(rows) + ' ' + QByteArray::number(dims) + (crlf ? "\r\n" : "\n");
    for (int r = 0; r < rows; ++r) {
        text += 'w' + QByteArray::number(r);
        for (int c = 0; c < dims; ++c) {
            text += ' ';
            text += m_tokens[(r * 31 + c * 17) % 2001];
            if (r == 0)
                text += "000000000";
        }
        text += crlf ? "\r\n" : "\n";
    }
    return text;
}

void TestEmbeddingReader::demoModelsLoadWithTheValuesOfTheirText_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("dims");
    QTest::addColumn<int>("lines");
    QTest::addColumn<bool>("uncased");
    QTest::addColumn<QString>("firstWord");
    QTest::addColumn<float>("firstRowFirst");
    QTest::addColumn<float>("firstRowLast");
    QTest::addColumn<QString>("lastWord");
    QTest::addColumn<float>("lastRowFirst");
    QTest::addColumn<float>("lastRowLast");

    // Values read off the files with head and tail.
    QTest::newRow("the GloVe 6B demo is 4,892 uncased words of 100 numbers")
        << QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt")
        << int(EmbeddingFormat::GloveText) << 4892 << 100 << 4892 << true << "the" << -0.038194f << 0.27062f
        << "disorganize" << -0.57822f << 0.25738f;
    QTest::newRow("the GoogleNews demo is 1,402 cased words of 300 numbers after a header")
        << QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/GoogleNews-vectors-negative300.subset.txt")
        << int(EmbeddingFormat::Word2vecText) << 1402 << 300 << 1403 << false << "in" << 0.070312f << -0.0625f
        << "kareem" << 0.016479492f << 0.13867188f;
    QTest::newRow("the GloVe 840B WEAT items are 457 cased words of 300 numbers after a header")
        << QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/glove840b_weat_items.txt") << int(EmbeddingFormat::Word2vecText)
        << 457 << 300 << 458 << false << "abuse" << -0.87152f << 0.41688f << "zinnia" << 0.043935f << 0.61793f;
}

void TestEmbeddingReader::demoModelsLoadWithTheValuesOfTheirText()
{
    QFETCH(QString, file);
    QFETCH(int, format);
    QFETCH(int, rows);
    QFETCH(int, dims);
    QFETCH(int, lines);
    QFETCH(bool, uncased);
    QFETCH(QString, firstWord);
    QFETCH(float, firstRowFirst);
    QFETCH(float, firstRowLast);
    QFETCH(QString, lastWord);
    QFETCH(float, lastRowFirst);
    QFETCH(float, lastRowLast);

    const auto result = isoscope::readEmbeddingFile(toPath(file));
    VERIFY_LOADED(result);
    const LoadedEmbedding &model = result.value();
    const auto &set = model.set;
    QCOMPARE(int(model.report.format), format);
    QCOMPARE(set.size(), std::size_t(rows));
    QCOMPARE(set.dims(), std::size_t(dims));
    QCOMPARE(model.report.lines, std::size_t(lines));
    QCOMPARE(set.isUncased(), uncased);
    QCOMPARE(model.report.duplicateCount, std::size_t(0));
    QVERIFY(!model.report.hadByteOrderMark);
    QVERIFY(!model.report.hadCrlf);
    QCOMPARE(model.report.wordsWithSpaces, std::size_t(0));

    // Exact: both the compiler and the reader round the decimal text to the nearest float.
    const auto &m = set.vectors();
    const Eigen::Index last = m.rows() - 1;
    QCOMPARE(fromStd(set.word(0)), firstWord);
    QVERIFY(m(0, 0) == firstRowFirst);
    QVERIFY(m(0, dims - 1) == firstRowLast);
    QCOMPARE(fromStd(set.word(std::size_t(last))), lastWord);
    QVERIFY(m(last, 0) == lastRowFirst);
    QVERIFY(m(last, dims - 1) == lastRowLast);
    QCOMPARE(set.find(lastWord.toStdString()), std::optional<std::size_t>(std::size_t(last)));

    // Every value of the first and last rows against the text, read independently.
    const bool header = format == int(EmbeddingFormat::Word2vecText);
    const QList<QByteArray> first = fieldsOfLine(file, header ? 1 : 0);
    const QList<QByteArray> final = fieldsOfLine(file, -1);
    QCOMPARE(first.size(), dims + 1);
    QCOMPARE(final.size(), dims + 1);
    QCOMPARE(first[0], firstWord.toUtf8());
    QCOMPARE(final[0], lastWord.toUtf8());
    for (int c = 0; c < dims; ++c) {
        QVERIFY2(closeToText(m(0, c), first[c + 1]), qPrintable(QStringLiteral("first row, value %1").arg(c)));
        QVERIFY2(closeToText(m(last, c), final[c + 1]), qPrintable(QStringLiteral("last row, value %1").arg(c)));
    }
}

void TestEmbeddingReader::formatIsDecidedFromTheFirstLine_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("rows");

    QTest::newRow("two integers on the first line are a word2vec header")
        << QByteArray("2 3\na 1 2 3\nb 4 5 6\n") << int(EmbeddingFormat::Word2vecText) << 2;
    QTest::newRow("a word followed by numbers is a GloVe row")
        << QByteArray("a 1 2 3\nb 4 5 6\n") << int(EmbeddingFormat::GloveText) << 2;
    QTest::newRow("three integers are a GloVe row whose word is a number")
        << QByteArray("1 2 3\nb 4 5\n") << int(EmbeddingFormat::GloveText) << 2;
    QTest::newRow("a header after a byte order mark is still a header") << QByteArray("\xEF\xBB\xBF"
                                                                                      "1 2\na 1 2\n")
                                                                        << int(EmbeddingFormat::Word2vecText) << 1;
    QTest::newRow("a header after blank lines is still a header")
        << QByteArray("\n \r\n1 2\na 1 2\n") << int(EmbeddingFormat::Word2vecText) << 1;
    QTest::newRow("a header with tabs and a CRLF is still a header")
        << QByteArray("1\t2 \r\na 1 2\r\n") << int(EmbeddingFormat::Word2vecText) << 1;
}

void TestEmbeddingReader::formatIsDecidedFromTheFirstLine()
{
    QFETCH(QByteArray, content);
    QFETCH(int, format);
    QFETCH(int, rows);

    const auto path = toPath(write(content));
    const auto detected = isoscope::detectFormat(path);
    QVERIFY(detected.ok());
    QCOMPARE(int(detected.value()), format);
    const auto result = isoscope::readEmbeddingFile(path);
    VERIFY_LOADED(result);
    QCOMPARE(int(result->report.format), format);
    QCOMPARE(result->set.size(), std::size_t(rows));
}

void TestEmbeddingReader::formatNamesReadBackToTheirFormat()
{
    for (const auto format : {EmbeddingFormat::Auto, EmbeddingFormat::GloveText, EmbeddingFormat::Word2vecText,
                              EmbeddingFormat::Word2vecBinary, EmbeddingFormat::Numpy, EmbeddingFormat::Hdf5}) {
        const auto parsed = isoscope::parseFormatName(isoscope::formatName(format));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.value(), format);
    }
    QCOMPARE(isoscope::parseFormatName("fasttext").value(), EmbeddingFormat::Word2vecText);
    QCOMPARE(isoscope::parseFormatName("vec").value(), EmbeddingFormat::Word2vecText);
    QCOMPARE(isoscope::parseFormatName("GloVe").value(), EmbeddingFormat::GloveText);
    QCOMPARE(isoscope::parseFormatName("bin").value(), EmbeddingFormat::Word2vecBinary);
    QCOMPARE(isoscope::parseFormatName("NPY").value(), EmbeddingFormat::Numpy);
    QCOMPARE(isoscope::parseFormatName("h5").value(), EmbeddingFormat::Hdf5);
    QCOMPARE(isoscope::formatName(EmbeddingFormat::Word2vecBinary), std::string_view("word2vec-binary"));
    const auto unknown = isoscope::parseFormatName("parquet");
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.error().code, ErrorCode::InvalidArgument);
    QVERIFY(unknown.error().detail.find("'parquet'") != std::string::npos);
}

void TestEmbeddingReader::equivalentSpellingsGiveIdenticalVectors_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("lines");
    QTest::addColumn<bool>("bom");
    QTest::addColumn<bool>("crlf");

    const QByteArray clean("the 0.1 -0.2 0.3\ncat 1.5 2.5e-3 -4\ndog -0.001 0 7.25\n");
    QByteArray crlf = clean;
    crlf.replace("\n", "\r\n");
    QByteArray trailing = clean;
    trailing.replace("\n", " \t \n");
    QByteArray runs = clean;
    runs.replace(" ", " \t  ");
    QByteArray blank = clean;
    blank.replace("cat", "\n  \t\ncat");
    const QByteArray bom("\xEF\xBB\xBF");

    QTest::newRow("the clean file is the reference") << clean << int(EmbeddingFormat::GloveText) << 3 << false << false;
    QTest::newRow("a byte order mark is skipped")
        << bom + clean << int(EmbeddingFormat::GloveText) << 3 << true << false;
    QTest::newRow("CRLF line ends are accepted") << crlf << int(EmbeddingFormat::GloveText) << 3 << false << true;
    QTest::newRow("a byte order mark and CRLF line ends together are accepted")
        << bom + crlf << int(EmbeddingFormat::GloveText) << 3 << true << true;
    QTest::newRow("tabs separate fields like spaces")
        << QByteArray(clean).replace(' ', '\t') << int(EmbeddingFormat::GloveText) << 3 << false << false;
    QTest::newRow("a last line without a newline is read")
        << clean.chopped(1) << int(EmbeddingFormat::GloveText) << 3 << false << false;
    QTest::newRow("a last CRLF line without its line end is read")
        << crlf.chopped(2) << int(EmbeddingFormat::GloveText) << 3 << false << true;
    QTest::newRow("trailing spaces and tabs are ignored")
        << trailing << int(EmbeddingFormat::GloveText) << 3 << false << false;
    QTest::newRow("runs of separators count as one") << runs << int(EmbeddingFormat::GloveText) << 3 << false << false;
    QTest::newRow("blank lines are skipped but counted as lines")
        << blank << int(EmbeddingFormat::GloveText) << 5 << false << false;
    QTest::newRow("a word2vec header gives the same vectors")
        << "3 3\n" + clean << int(EmbeddingFormat::Word2vecText) << 4 << false << false;
    QTest::newRow("a word2vec file with a byte order mark, CRLF and blank lines gives the same vectors")
        << bom + "3 3\r\n\r\n" + crlf << int(EmbeddingFormat::Word2vecText) << 5 << true << true;
}

void TestEmbeddingReader::equivalentSpellingsGiveIdenticalVectors()
{
    QFETCH(QByteArray, content);
    QFETCH(int, format);
    QFETCH(int, lines);
    QFETCH(bool, bom);
    QFETCH(bool, crlf);

    const auto result = isoscope::readEmbeddingFile(toPath(write(content)));
    VERIFY_LOADED(result);
    const LoadedEmbedding &model = result.value();
    QCOMPARE(int(model.report.format), format);
    QCOMPARE(model.report.lines, std::size_t(lines));
    QCOMPARE(model.report.hadByteOrderMark, bom);
    QCOMPARE(model.report.hadCrlf, crlf);
    QCOMPARE(model.set.size(), std::size_t(3));
    QCOMPARE(model.set.dims(), std::size_t(3));
    const char *words[] = {"the", "cat", "dog"};
    const std::vector<std::vector<float>> expected = {
        {0.1f, -0.2f, 0.3f}, {1.5f, 2.5e-3f, -4.0f}, {-0.001f, 0.0f, 7.25f}};
    for (std::size_t r = 0; r < 3; ++r) {
        QCOMPARE(model.set.word(r), std::string_view(words[r]));
        QVERIFY(rowOf(model, r) == expected[r]); // exact, not fuzzy
    }
}

void TestEmbeddingReader::numberSpellingsAreReadAsPythonReadsThem()
{
    const auto result =
        isoscope::readEmbeddingFile(toPath(write("w +1 .5 5. 1e-3 1E+2 -0 1e-40 1e-50 -1e-400 3.4028234e38 -2.5\n")));
    VERIFY_LOADED(result);
    const std::vector<float> values = rowOf(result.value(), 0);
    const std::vector<float> expected = {1.0f,   0.5f, 5.0f, 1e-3f,         100.0f, -0.0f,
                                         1e-40f, 0.0f, 0.0f, 3.4028234e38f, -2.5f};
    QCOMPARE(values.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        QVERIFY2(values[i] == expected[i], qPrintable(QStringLiteral("value %1").arg(i)));
    QVERIFY(std::signbit(values[5])); // "-0" keeps its sign, as in Python
}

void TestEmbeddingReader::randomDecimalsRoundLikeStrtof()
{
    // The reader has a fast path for short decimals and falls back to std::from_chars; both must
    // give the correctly rounded float, which glibc's strtof gives too. Digits near 2^24, many
    // decimals and exponents exercise both paths and the boundary between them.
    std::mt19937_64 random(20260806);
    const int rows = 2000;
    const int dims = 100;
    QByteArray content;
    std::vector<float> expected;
    for (int r = 0; r < rows; ++r) {
        content += "w" + QByteArray::number(r);
        for (int c = 0; c < dims; ++c) {
            const int digits = 1 + int(random() % 10);
            QByteArray mantissa = QByteArray::number(qulonglong(random() % 10000000000ULL)).right(digits);
            const int point = int(random() % qulonglong(mantissa.size() + 2)) - 1; // -1: no point
            QByteArray token = random() % 2 ? "-" : "";
            if (point < 0)
                token += mantissa;
            else
                token += mantissa.left(point) + "." + mantissa.mid(point);
            if (random() % 10 == 0)
                token += "e" + QByteArray::number(int(random() % 21) - 10);
            if (token == "." || token == "-.")
                token = "0";
            content += ' ' + token;
            expected.push_back(std::strtof(token.constData(), nullptr));
        }
        content += '\n';
    }
    const auto result = isoscope::readEmbeddingFile(toPath(write(content)));
    VERIFY_LOADED(result);
    const auto &m = result->set.vectors();
    QCOMPARE(m.size(), Eigen::Index(expected.size()));
    for (Eigen::Index i = 0; i < m.size(); ++i) {
        if (m.data()[i] != expected[std::size_t(i)])
            QFAIL(qPrintable(QStringLiteral("value %1: %2 instead of %3")
                                 .arg(i)
                                 .arg(double(m.data()[i]), 0, 'g', 9)
                                 .arg(double(expected[std::size_t(i)]), 0, 'g', 9)));
    }
}

void TestEmbeddingReader::malformedFilesAreErrorsOnTheirLine_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("detail");

    const int autoFormat = int(EmbeddingFormat::Auto);
    QTest::newRow("an empty file is an empty-file error")
        << QByteArray() << autoFormat << int(ErrorCode::EmptyFile) << 0 << ""
        << "the file is empty";
    QTest::newRow("a file of blank lines is an empty-file error")
        << QByteArray("\n  \n\t\r\n") << autoFormat << int(ErrorCode::EmptyFile) << 0 << ""
        << "only blank lines";
    QTest::newRow("a byte order mark alone is an empty-file error")
        << QByteArray("\xEF\xBB\xBF") << autoFormat << int(ErrorCode::EmptyFile) << 0 << ""
        << "";
    QTest::newRow("a header of zero words with nothing after it is an empty-file error")
        << QByteArray("0 300\n\n") << autoFormat << int(ErrorCode::EmptyFile) << 1 << ""
        << "0 words";

    QTest::newRow("a first line that is not a header is a bad header when word2vec is forced")
        << QByteArray("the 0.1 0.2\n") << int(EmbeddingFormat::Word2vecText) << int(ErrorCode::BadHeader) << 1 << ""
        << "expected a header 'count dims' on the first line (its content is not shown)";
    QTest::newRow("a negative word count is a bad header")
        << QByteArray("-3 2\na 1 2\n") << autoFormat << int(ErrorCode::BadHeader) << 1 << ""
        << "word count '-3'";
    QTest::newRow("a word count beyond 64 bits is a bad header")
        << QByteArray("99999999999999999999 2\na 1 2\n") << autoFormat << int(ErrorCode::BadHeader) << 1 << ""
        << "word count '99999999999999999999'";
    QTest::newRow("a zero dimension is a bad header")
        << QByteArray("1 0\na\n") << autoFormat << int(ErrorCode::BadHeader) << 1 << ""
        << "dimension '0'";
    QTest::newRow("a dimension above 100000 is a bad header")
        << QByteArray("1 100001\na 1\n") << autoFormat << int(ErrorCode::BadHeader) << 1 << ""
        << "dimension '100001'";
    QTest::newRow("a header claiming more words than the file can hold is a bad header")
        << QByteArray("5 2\na 1 2\nb 3 4\n") << autoFormat << int(ErrorCode::BadHeader) << 1 << ""
        << "the header says 5 words of 2 numbers, but only 12 bytes follow it";
    QTest::newRow("a header after blank lines is reported on its own line")
        << QByteArray("\n\n-1 2\n") << autoFormat << int(ErrorCode::BadHeader) << 3 << ""
        << "word count";

    QTest::newRow("a GloVe row with too few numbers is a wrong value count")
        << QByteArray("a 1 2 3\nb 1 2\n") << autoFormat << int(ErrorCode::WrongValueCount) << 2 << "b"
        << "expected 3 numbers as on line 1, found 2";
    QTest::newRow("a GloVe row with too many numbers is a wrong value count")
        << QByteArray("a 1 2 3\nb 1 2 3 4\n") << autoFormat << int(ErrorCode::WrongValueCount) << 2 << "b"
        << "expected 3 numbers as on line 1, found 4";
    QTest::newRow("a row with one number too many is not taken for a word with spaces")
        << QByteArray("a 1 2\n10 000 1 2\n") << autoFormat << int(ErrorCode::WrongValueCount) << 2 << "10"
        << "expected 2 numbers as on line 1, found 3";
    QTest::newRow("a word2vec row shorter than the header's dimension is a wrong value count")
        << QByteArray("2 3\na 1.0000 2.0000\nb 1.0000 2.0000 3.0000\n") << autoFormat << int(ErrorCode::WrongValueCount)
        << 2 << "a"
        << "expected 3 numbers as the header says, found 2";
    QTest::newRow("a word2vec row longer than the header's dimension is a wrong value count")
        << QByteArray("2 2\na 1 2 3\nb 1 2\n") << autoFormat << int(ErrorCode::WrongValueCount) << 2 << "a"
        << "expected 2 numbers as the header says, found 3";
    QTest::newRow("a GloVe file read as GloVe despite its header finds one number on the header line")
        << QByteArray("2 3\na 1 2 3\nb 1 2 3\n") << int(EmbeddingFormat::GloveText) << int(ErrorCode::WrongValueCount)
        << 2 << "a"
        << "expected 1 number as on line 1, found 3";
    QTest::newRow("a first row without numbers is not quoted: the file is not an embedding file")
        << QByteArray("alone\n") << autoFormat << int(ErrorCode::WrongValueCount) << 1 << ""
        << "this does not look like an embedding file: its first row is not a word followed by numbers (its "
           "content is not shown)";
    QTest::newRow("a password file's first line is never quoted")
        << QByteArray("root:$y$j9T$F5Jx5fExrKuPp53xLKQ..1$X3DX6M94c7o:19000:0:99999:7:::\nbin:*:19000:0:99999:7:::\n")
        << autoFormat << int(ErrorCode::WrongValueCount) << 1 << ""
        << "its content is not shown";
    QTest::newRow("a text file's first line of words is never quoted")
        << QByteArray("Dear diary, today\n") << autoFormat << int(ErrorCode::NotANumber) << 1 << ""
        << "does not look like an embedding file";
    QTest::newRow("a word without numbers after good rows is quoted")
        << QByteArray("a 1 2\nalone\n") << autoFormat << int(ErrorCode::WrongValueCount) << 2 << "alone"
        << "found 0";
    QTest::newRow("blank lines still count for line numbers")
        << QByteArray("a 1 2\n\n\r\nb 1\n") << autoFormat << int(ErrorCode::WrongValueCount) << 4 << "b"
        << "found 1";

    QTest::newRow("a token that is not a number is quoted")
        << QByteArray("a 1 2 3\nb 1 x2 3\n") << autoFormat << int(ErrorCode::NotANumber) << 2 << "b"
        << "'x2' is not a number";
    QTest::newRow("a decimal comma is not a number")
        << QByteArray("a 0,5 1\n") << autoFormat << int(ErrorCode::NotANumber) << 1 << "a"
        << "'0,5'";
    QTest::newRow("a number glued to text is not a number")
        << QByteArray("a 1 2 3\nb 1 2 3abc\n") << autoFormat << int(ErrorCode::NotANumber) << 2 << "b"
        << "'3abc'";
    QTest::newRow("a hexadecimal float is not a number")
        << QByteArray("a 0x1p3 1\n") << autoFormat << int(ErrorCode::NotANumber) << 1 << "a"
        << "'0x1p3'";
    QTest::newRow("a bad token is cut to 40 characters in the message")
        << "a 1\nb " + QByteArray(100, 'y') + "\n"
        << autoFormat << int(ErrorCode::NotANumber) << 2 << "b"
        << "'" + QString(40, QLatin1Char('y')) + "...' is not a number";
    QTest::newRow("binary bytes read as word2vec text are not a number and the message says the file looks binary")
        << QByteArray("1 2\nin \x01\x02\x03\x04\x05\x06\x07\x08\n") << int(EmbeddingFormat::Word2vecText)
        << int(ErrorCode::NotANumber) << 2 << "in"
        << "looks binary";

    QTest::newRow("NaN is a non-finite value")
        << QByteArray("a 1 nan 3\n") << autoFormat << int(ErrorCode::NonFiniteValue) << 1 << "a"
        << "'nan'";
    QTest::newRow("negative infinity is a non-finite value")
        << QByteArray("a 1 2\nb -inf 2\n") << autoFormat << int(ErrorCode::NonFiniteValue) << 2 << "b"
        << "'-inf'";
    QTest::newRow("a value too large for float is a non-finite value")
        << QByteArray("a 1 2\nb 1e39 2\n") << autoFormat << int(ErrorCode::NonFiniteValue) << 2 << "b"
        << "'1e39'";
    QTest::newRow("a value too large for double is a non-finite value")
        << QByteArray("a 1e400 2\n") << autoFormat << int(ErrorCode::NonFiniteValue) << 1 << "a"
        << "'1e400'";

    QTest::newRow("an invalid byte in a word is invalid UTF-8")
        << QByteArray("a 1 2\n\xff\xfe 1 2\n") << autoFormat << int(ErrorCode::InvalidUtf8) << 2 << "\\xFF\\xFE"
        << "not valid UTF-8";
    QTest::newRow("an overlong encoding in a word is invalid UTF-8")
        << QByteArray("\xC0\xAF 1 2\n") << autoFormat << int(ErrorCode::InvalidUtf8) << 1 << "\\xC0\\xAF"
        << "UTF-8";
    QTest::newRow("a surrogate in a word is invalid UTF-8")
        << QByteArray("a 1\nb\xED\xA0\x80 1\n") << autoFormat << int(ErrorCode::InvalidUtf8) << 2 << "b\\xED\\xA0\\x80"
        << "UTF-8";

    QTest::newRow("a row starting with a space has an empty word")
        << QByteArray("a 1 2\n 1 2 3\n") << autoFormat << int(ErrorCode::EmptyWord) << 2 << ""
        << "word is empty";
    QTest::newRow("a first row starting with a tab has an empty word")
        << QByteArray("\tb 1 2\n") << autoFormat << int(ErrorCode::EmptyWord) << 1 << ""
        << "word is empty";
    QTest::newRow("a word2vec row starting with a space has an empty word")
        << QByteArray("1 2\n 1.00 2.00\n") << autoFormat << int(ErrorCode::EmptyWord) << 2 << ""
        << "word is empty";

    QTest::newRow("fewer rows than the header says is a count mismatch on the header line")
        << QByteArray("3 2\na 1.000 2.000\nb 1.000 2.000\n") << autoFormat << int(ErrorCode::CountMismatch) << 1 << ""
        << "the header says 3 words, found 2 rows";
    QTest::newRow("more rows than the header says is a count mismatch on the first extra row")
        << QByteArray("1 2\na 1 2\nb 1 2\n\nc 1 2\n") << autoFormat << int(ErrorCode::CountMismatch) << 3 << ""
        << "the header says 1 word, found 3 rows";
    QTest::newRow("a header of zero words followed by a row is a count mismatch")
        << QByteArray("0 2\na 1 2\n") << autoFormat << int(ErrorCode::CountMismatch) << 2 << ""
        << "the header says 0 words, found 1 row";
}

void TestEmbeddingReader::malformedFilesAreErrorsOnTheirLine()
{
    QFETCH(QByteArray, content);
    QFETCH(int, format);
    QFETCH(int, code);
    QFETCH(int, line);
    QFETCH(QString, word);
    QFETCH(QString, detail);

    const QString file = write(content);
    ReadOptions options;
    options.format = EmbeddingFormat(format);
    const auto result = isoscope::readEmbeddingFile(toPath(file), options);
    QVERIFY(!result.ok());
    const isoscope::Error &error = result.error();
    const QString described = fromStd(isoscope::describe(error));
    QCOMPARE(fromStd(isoscope::errorCodeName(error.code)), fromStd(isoscope::errorCodeName(ErrorCode(code))));
    QCOMPARE(error.line, std::size_t(line));
    QCOMPARE(fromStd(error.file), file);
    QCOMPARE(fromStd(error.word), word);
    QVERIFY2(fromStd(error.detail).contains(detail), qPrintable(described));
    QVERIFY(error.detail.size() < 120);
}

void TestEmbeddingReader::pathsThatAreNotReadableFilesAreErrors_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("code");

    QTest::newRow("a missing file is not found")
        << m_dir.filePath(QStringLiteral("missing.txt")) << int(ErrorCode::FileNotFound);
    QTest::newRow("a file in a missing folder is not found")
        << m_dir.filePath(QStringLiteral("nowhere/missing.txt")) << int(ErrorCode::FileNotFound);
    QTest::newRow("a directory is not a regular file") << m_dir.path() << int(ErrorCode::NotARegularFile);
    QTest::newRow("a character device is not a regular file")
        << QStringLiteral("/dev/null") << int(ErrorCode::NotARegularFile);
}

void TestEmbeddingReader::pathsThatAreNotReadableFilesAreErrors()
{
    QFETCH(QString, path);
    QFETCH(int, code);

    const auto result = isoscope::readEmbeddingFile(toPath(path));
    QVERIFY(!result.ok());
    QCOMPARE(int(result.error().code), code);
    QCOMPARE(fromStd(result.error().file), path);
    QCOMPARE(result.error().line, std::size_t(0));
    const auto detected = isoscope::detectFormat(toPath(path));
    QVERIFY(!detected.ok());
    QCOMPARE(int(detected.error().code), code);
}

void TestEmbeddingReader::filesWithoutReadPermissionAreUnreadable()
{
    const QString path = write("a 1 2\n");
    QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
    // As root too: this thread reads as an ordinary user would (tests/filepermissions.h).
    const testsupport::FilePermissionsBind permissions;
    QVERIFY2(permissions.active(), "could not drop root's power to read past file permissions");
    QFile probe(path);
    QVERIFY2(!probe.open(QIODevice::ReadOnly), "permissions do not stop this process from reading the file");
    const auto result = isoscope::readEmbeddingFile(toPath(path));
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::FileUnreadable);
    QCOMPARE(fromStd(result.error().file), path);
}

void TestEmbeddingReader::aFileThatFailsWhileBeingReadIsUnreadable()
{
    // Linux: a process's own memory is a "regular file" whose first page cannot be read (EIO).
    const QString path = QStringLiteral("/proc/self/mem");
    QVERIFY2(QFile::exists(path), "no /proc/self/mem: /proc is not mounted");
    const auto result = isoscope::readEmbeddingFile(toPath(path));
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::FileUnreadable);
    QCOMPARE(fromStd(result.error().file), path);
    // Nothing has been read, so there is no line yet: the byte offset says where.
    QCOMPARE(result.error().line, std::size_t(0));
    QVERIFY2(result.error().detail.find("read error at byte 0") == 0, result.error().detail.c_str());
}

void TestEmbeddingReader::aLineLongerThan64MiBIsAnError()
{
    const QString path = write(QByteArray(65 << 20, 'x'));
    const auto result = isoscope::readEmbeddingFile(toPath(path));
    QFile::remove(path);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::WrongValueCount);
    QCOMPARE(result.error().line, std::size_t(1));
    QVERIFY(result.error().detail.find("64 MiB") != std::string::npos);
}

void TestEmbeddingReader::absurdHeadersAreRejectedWithoutAllocating_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("detail");

    // 10^12 x 300 floats could never be allocated; 10^7 x 300 (12 GB) could, thanks to overcommit,
    // so only the plausibility check stands between it and an allocation.
    QTest::newRow("a header claiming 10^12 words is a bad header")
        << QByteArray("1000000000000 300\nthe 0.1 0.2\n") << "the header says 1000000000000 words of 300 numbers";
    QTest::newRow("a header claiming 10^7 words of 300 numbers in a small file is a bad header")
        << QByteArray("10000000 300\nthe 0.1 0.2\n") << "the header says 10000000 words";
    QTest::newRow("a header claiming 10^18 words of 100000 numbers does not overflow the check")
        << QByteArray("1000000000000000000 100000\nthe 0.1\n") << "1000000000000000000 words";
}

void TestEmbeddingReader::absurdHeadersAreRejectedWithoutAllocating()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, detail);

    const auto result = isoscope::readEmbeddingFile(toPath(write(content)));
    QVERIFY(!result.ok());
    // An attempted allocation would have failed with an out-of-memory error, not a bad header.
    QCOMPARE(result.error().code, ErrorCode::BadHeader);
    QCOMPARE(result.error().line, std::size_t(1));
    QVERIFY2(fromStd(result.error().detail).contains(detail), result.error().detail.c_str());
}

void TestEmbeddingReader::duplicateWordsKeepTheFirstRowAndAreReported_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("examples");

    QTest::newRow("GloVe duplicates are dropped and located with blank lines counted")
        << QByteArray("a 1 2\nb 3 4\na 5 6\n\nb 7 8\nc 9 10\n")
        << QStringList{"a (line 3, first on line 1)", "b (line 5, first on line 2)"};
    QTest::newRow("word2vec duplicates count as rows of the header and are located after it")
        << QByteArray("\n5 2\na 1 2\nb 3 4\na 5 6\n\nb 7 8\nc 9 10\n")
        << QStringList{"a (line 5, first on line 3)", "b (line 7, first on line 4)"};
    QTest::newRow("a word repeated twice is reported twice with its first line")
        << QByteArray("\r\na 1 2\r\nb 3 4\r\na 5 6\r\nc 9 10\r\na 7 8\r\nb 7 8\r\n")
        << QStringList{"a (line 4, first on line 2)", "a (line 6, first on line 2)", "b (line 7, first on line 3)"};
}

void TestEmbeddingReader::duplicateWordsKeepTheFirstRowAndAreReported()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, examples);

    const auto result = isoscope::readEmbeddingFile(toPath(write(content)));
    VERIFY_LOADED(result);
    const LoadedEmbedding &model = result.value();
    QCOMPARE(model.set.size(), std::size_t(3));
    QCOMPARE(model.set.word(0), std::string_view("a"));
    QCOMPARE(model.set.word(1), std::string_view("b"));
    QCOMPARE(model.set.word(2), std::string_view("c"));
    QVERIFY(rowOf(model, 0) == std::vector<float>({1, 2}));
    QVERIFY(rowOf(model, 1) == std::vector<float>({3, 4}));
    QVERIFY(rowOf(model, 2) == std::vector<float>({9, 10}));
    QCOMPARE(model.report.duplicateCount, std::size_t(examples.size()));
    QStringList reported;
    for (const auto &example : model.report.duplicateExamples)
        reported << fromStd(example);
    QCOMPARE(reported, examples);
}

void TestEmbeddingReader::duplicateExamplesStopAtTwenty()
{
    QByteArray content("w 0\n");
    for (int i = 0; i < 30; ++i)
        content += "w " + QByteArray::number(i + 1) + "\n";
    content += "last 7\n";
    const auto result = isoscope::readEmbeddingFile(toPath(write(content)));
    VERIFY_LOADED(result);
    const LoadedEmbedding &model = result.value();
    QCOMPARE(model.set.size(), std::size_t(2));
    QCOMPARE(model.report.duplicateCount, std::size_t(30));
    QCOMPARE(model.report.duplicateExamples.size(), std::size_t(20));
    QCOMPARE(fromStd(model.report.duplicateExamples.back()), QStringLiteral("w (line 21, first on line 1)"));
    QVERIFY(rowOf(model, 0) == std::vector<float>({0}));
    QVERIFY(rowOf(model, 1) == std::vector<float>({7}));
}

void TestEmbeddingReader::wordsWithSpacesAreReadWhenTheNumbersAreUnambiguous()
{
    // GloVe 840B has rows such as ". . ." and "at name@domain.com".
    const auto result =
        isoscope::readEmbeddingFile(toPath(write("a 1 2\n. . . 3 4\nat name@domain.com 5 6\nb\tc 7 8\n")));
    VERIFY_LOADED(result);
    const LoadedEmbedding &model = result.value();
    QCOMPARE(model.set.size(), std::size_t(4));
    QCOMPARE(model.set.word(1), std::string_view(". . ."));
    QCOMPARE(model.set.word(2), std::string_view("at name@domain.com"));
    QCOMPARE(model.set.word(3), std::string_view("b\tc"));
    QVERIFY(rowOf(model, 1) == std::vector<float>({3, 4}));
    QVERIFY(rowOf(model, 2) == std::vector<float>({5, 6}));
    QVERIFY(rowOf(model, 3) == std::vector<float>({7, 8}));
    QCOMPARE(model.report.wordsWithSpaces, std::size_t(3));
}

void TestEmbeddingReader::largeFilesCrossBlocksAndReportProgress_data()
{
    QTest::addColumn<bool>("header");
    QTest::addColumn<bool>("crlf");

    QTest::newRow("a 10 MB GloVe file whose matrix has to grow") << false << false;
    QTest::newRow("a 10 MB word2vec file with CRLF line ends") << true << true;
}

void TestEmbeddingReader::largeFilesCrossBlocksAndReportProgress()
{
    QFETCH(bool, header);
    QFETCH(bool, crlf);

    const int rows = 24000;
    const int dims = 64;
    const QByteArray content = largeFile(rows, dims, header, crlf);
    QVERIFY(content.size() > 9 * (1 << 20));
    const QString path = write(content);

    QList<std::size_t> done;
    QList<std::size_t> totals;
    ReadOptions options;
    options.progress = [&](std::size_t d, std::size_t t) {
        done << d;
        totals << t;
        return true;
    };
    const auto result = isoscope::readEmbeddingFile(toPath(path), options);
    QFile::remove(path);
    VERIFY_LOADED(result);
    const LoadedEmbedding &model = result.value();
    QCOMPARE(model.set.size(), std::size_t(rows));
    QCOMPARE(model.set.dims(), std::size_t(dims));
    QCOMPARE(model.report.hadCrlf, crlf);
    QCOMPARE(model.report.lines, std::size_t(rows + (header ? 1 : 0)));
    const auto &m = model.set.vectors();
    for (int r = 0; r < rows; ++r) {
        QCOMPARE(model.set.word(std::size_t(r)), std::string_view("w" + std::to_string(r)));
        for (int c = 0; c < dims; ++c) {
            if (m(r, c) != valueOf(r, c))
                QFAIL(qPrintable(QStringLiteral("row %1, column %2: %3 instead of %4")
                                     .arg(r)
                                     .arg(c)
                                     .arg(m(r, c))
                                     .arg(valueOf(r, c))));
        }
    }

    // About every 4 MiB, then once at the end; always out of the file's size.
    QVERIFY(done.size() >= 3);
    QVERIFY(done.size() <= 4);
    for (qsizetype i = 0; i < done.size(); ++i) {
        QCOMPARE(totals[i], std::size_t(content.size()));
        if (i > 0)
            QVERIFY(done[i] > done[i - 1]);
    }
    QVERIFY(done.first() >= std::size_t(4 << 20));
    QCOMPARE(done.last(), std::size_t(content.size()));
}

void TestEmbeddingReader::cancellingStopsTheRead_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cancelAtCall");

    QTest::newRow("cancelling at the first report of a large file stops it there") << 24000 << 1;
    QTest::newRow("cancelling at the second report of a large file stops it there") << 24000 << 2;
    QTest::newRow("cancelling at the final report of a small file still cancels") << 10 << 1;
}

void TestEmbeddingReader::cancellingStopsTheRead()
{
    QFETCH(int, rows);
    QFETCH(int, cancelAtCall);

    const QString path = write(largeFile(rows, 64, false, false));
    int calls = 0;
    ReadOptions options;
    options.progress = [&](std::size_t, std::size_t) { return ++calls < cancelAtCall; };
    const auto result = isoscope::readEmbeddingFile(toPath(path), options);
    QFile::remove(path);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::Cancelled);
    QCOMPARE(fromStd(result.error().file), path);
    QCOMPARE(calls, cancelAtCall);
}

// rows lines "w<r> v1 ... v<dims>" (without '\n'), about 7 bytes per value.
QList<QByteArray> TestEmbeddingReader::largeRows(int rows, int dims) const
{
    QList<QByteArray> lines;
    lines.reserve(rows);
    for (int r = 0; r < rows; ++r) {
        QByteArray line = 'w' + QByteArray::number(r);
        for (int c = 0; c < dims; ++c)
            line += ' ' + m_tokens[(r * 31 + c * 17) % 2001];
        lines.append(line);
    }
    return lines;
}

void TestEmbeddingReader::theResultDoesNotDependOnTheNumberOfThreads_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("duplicates");

    // 40,000 rows of 48 values are about 14 MB: fourteen pieces of 1 MiB, parsed in any order.
    const QList<QByteArray> rows = largeRows(40000, 48);
    QByteArray glove;
    int duplicates = 0;
    for (int r = 0; r < rows.size(); ++r) {
        glove += rows[r] + '\n';
        if (r % 997 == 996) { // a blank line, and a duplicate of a word from many pieces before
            glove += "\n" + rows[r / 7].left(rows[r / 7].indexOf(' ')) + rows[r].mid(rows[r].indexOf(' ')) + '\n';
            ++duplicates;
        }
    }
    QTest::newRow("a 14 MB GloVe file with blank lines and duplicates across pieces") << glove << 40000 << duplicates;
    QByteArray word2vec = QByteArray::number(40000 + duplicates) + " 48\r\n" + glove;
    word2vec.replace("\n", "\r\n");
    word2vec.replace("\r\r\n", "\r\n");
    QTest::newRow("the same as word2vec text with CRLF line ends") << word2vec << 40000 << duplicates;
}

void TestEmbeddingReader::theResultDoesNotDependOnTheNumberOfThreads()
{
    QFETCH(QByteArray, content);
    QFETCH(int, rows);
    QFETCH(int, duplicates);

    const auto path = toPath(write(content));
    ReadOptions one;
    one.threads = 1;
    const auto reference = isoscope::readEmbeddingFile(path, one);
    VERIFY_LOADED(reference);
    QCOMPARE(reference->set.size(), std::size_t(rows));
    QCOMPARE(reference->report.duplicateCount, std::size_t(duplicates));
    QCOMPARE(reference->report.duplicateExamples.size(), std::size_t(20));
    for (int r = 0; r < rows; r += 1999) {
        QCOMPARE(reference->set.word(std::size_t(r)), std::string_view("w" + std::to_string(r)));
        QCOMPARE(reference->set.vectors()(r, 47), valueOf(r, 47));
    }
    for (const unsigned threads : {2u, 3u, 8u, 0u}) {
        ReadOptions options;
        options.threads = threads;
        const auto result = isoscope::readEmbeddingFile(path, options);
        VERIFY_LOADED(result);
        QVERIFY(result->set.vocabulary().chars() == reference->set.vocabulary().chars());
        QVERIFY(result->set.vocabulary().offsets() == reference->set.vocabulary().offsets());
        QVERIFY(result->set.vectors() == reference->set.vectors());
        QCOMPARE(result->report.lines, reference->report.lines);
        QCOMPARE(result->report.hadCrlf, reference->report.hadCrlf);
        QCOMPARE(result->report.duplicateCount, reference->report.duplicateCount);
        QCOMPARE(result->report.duplicateExamples, reference->report.duplicateExamples);
    }
}

void TestEmbeddingReader::errorsDeepInALargeFileNameTheirLine_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("detail");

    const QList<QByteArray> rows = largeRows(30000, 48);
    const auto join = [](const QList<QByteArray> &lines) { return lines.join('\n') + '\n'; };
    QList<QByteArray> shortRow = rows;
    shortRow[25000] = shortRow[25000].left(shortRow[25000].lastIndexOf(' '));
    QTest::newRow("a short row near the end of 10 MB is found on its line")
        << join(shortRow) << int(ErrorCode::WrongValueCount) << 25001 << "expected 48 numbers as on line 1, found 47";
    QList<QByteArray> twoBad = shortRow;
    twoBad[21000] = twoBad[21000].replace(" 0.", " x.");
    QTest::newRow("of two wrong rows in different pieces, the first in the file is reported")
        << join(twoBad) << int(ErrorCode::NotANumber) << 21001 << "is not a number";
    QTest::newRow("a word2vec header that says fewer rows points at the first extra row, not a later wrong one")
        << "20000 48\n" + join(shortRow) << int(ErrorCode::CountMismatch) << 20002
        << "the header says 20000 words, found 30000 rows";
    QTest::newRow("a wrong row before the header's count ends is reported as such")
        << "26000 48\n" + join(shortRow) << int(ErrorCode::WrongValueCount) << 25002
        << "expected 48 numbers as the header says, found 47";
    QTest::newRow("a word2vec header that says more rows points at the header")
        << "\n30001 48\n" + join(rows) << int(ErrorCode::CountMismatch) << 2
        << "the header says 30001 words, found 30000 rows";
    QTest::newRow("a line longer than 64 MiB after 10 MB is found on its line")
        << join(rows) + QByteArray(65 << 20, 'x') << int(ErrorCode::WrongValueCount) << 30001 << "64 MiB";
}

void TestEmbeddingReader::errorsDeepInALargeFileNameTheirLine()
{
    QFETCH(QByteArray, content);
    QFETCH(int, code);
    QFETCH(int, line);
    QFETCH(QString, detail);

    const QString path = write(content);
    for (const unsigned threads : {1u, 2u, 5u}) {
        ReadOptions options;
        options.threads = threads;
        const auto result = isoscope::readEmbeddingFile(toPath(path), options);
        QVERIFY(!result.ok());
        QCOMPARE(fromStd(isoscope::errorCodeName(result.error().code)),
                 fromStd(isoscope::errorCodeName(ErrorCode(code))));
        QCOMPARE(result.error().line, std::size_t(line));
        QVERIFY2(fromStd(result.error().detail).contains(detail), result.error().detail.c_str());
    }
    QFile::remove(path);
}

void TestEmbeddingReader::readingSpeedIsMeasured()
{
    // Not a pass/fail criterion (the machine is shared); printed so that regressions are visible.
    const QString file = QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt");
    const double megabytes = double(QFile(file).size()) / 1e6;
    const int repeats = 10;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < repeats; ++i)
        QVERIFY(isoscope::readEmbeddingFile(toPath(file)).ok());
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    qInfo("read %.1f MB %d times in %.3f s: %.0f MB/s", megabytes, repeats, seconds, megabytes * repeats / seconds);
}

QTEST_APPLESS_MAIN(TestEmbeddingReader)

#include "tst_embeddingreader.moc"
