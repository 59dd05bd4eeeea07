// The byte source under every stream reader: plain and gzip files give back exactly their bytes,
// whatever the sizes of the reads, across gzip members that end anywhere relative to the 1 MiB
// input blocks, with zero padding after the stream; progress counts the file's bytes, and the
// bound on what is left never falls below what actually follows.

#include "core/io/bytesource.h"
#include "tests/core/embeddingwriters.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>
#include <string>

namespace fixtures = isoscope::testing;

namespace {

// Bytes that deflate cannot shrink much, so that compressed sizes are predictable.
std::string noise(std::size_t size, unsigned seed)
{
    std::mt19937 random(seed);
    std::string out(size, '\0');
    for (char &c : out)
        c = static_cast<char>(random() & 0xFF);
    return out;
}

// A gzip member whose compressed size is exactly `size` bytes (stored blocks: the input plus a
// fixed overhead), or an empty string if no input gives that size.
std::string memberOfSize(std::size_t size, unsigned seed)
{
    const std::string data = noise(size, seed);
    const std::size_t overhead = fixtures::gzip(data, 1, 0).size() - size;
    for (std::size_t input = size - overhead - 16; input <= size - overhead + 16; ++input) {
        std::string member = fixtures::gzip(std::string_view(data).substr(0, input), 1, 0);
        if (member.size() == size)
            return member;
    }
    return {};
}

} // namespace

class TestByteSource : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void everyByteComesBackWhateverTheReadSizes_data();
    void everyByteComesBackWhateverTheReadSizes();
    void peekedBytesAreReadAgain();

private:
    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestByteSource::everyByteComesBackWhateverTheReadSizes_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QByteArray>("data");

    const std::string text = noise(3 << 20, 1);
    QTest::newRow("a plain file") << QByteArray::fromStdString(text) << QByteArray::fromStdString(text);
    QTest::newRow("a gzip file of one member")
        << QByteArray::fromStdString(fixtures::gzip(text)) << QByteArray::fromStdString(text);
    QTest::newRow("a gzip file of many members")
        << QByteArray::fromStdString(fixtures::gzip(text, 37)) << QByteArray::fromStdString(text);
    QTest::newRow("a gzip file with zero padding after it")
        << QByteArray::fromStdString(fixtures::gzip(text) + std::string(3000, '\0')) << QByteArray::fromStdString(text);
    QTest::newRow("a gzip file of nothing") << QByteArray::fromStdString(fixtures::gzip("")) << QByteArray();
    // The second member starts 2 bytes before, 1 byte before, at, and 1 byte after the end of the
    // first 1 MiB block read from the file: its magic is split, or not, by the block.
    for (const long offset : {-2L, -1L, 0L, 1L}) {
        const std::string first = memberOfSize(std::size_t((1L << 20) + offset), 7);
        QVERIFY(!first.empty());
        const std::string second = fixtures::gzip("and the rest\n");
        std::string data;
        {
            // What the first member holds, unpacked by the test's own zlib call.
            z_stream stream{};
            QVERIFY(inflateInit2(&stream, 16 + MAX_WBITS) == Z_OK);
            std::string out(first.size() + 100, '\0');
            stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(first.data()));
            stream.avail_in = static_cast<uInt>(first.size());
            stream.next_out = reinterpret_cast<Bytef *>(out.data());
            stream.avail_out = static_cast<uInt>(out.size());
            QCOMPARE(inflate(&stream, Z_FINISH), Z_STREAM_END);
            out.resize(stream.total_out);
            inflateEnd(&stream);
            data = out + "and the rest\n";
        }
        QTest::addRow("a second gzip member starting %ld bytes from the first block's end", offset)
            << QByteArray::fromStdString(first + second) << QByteArray::fromStdString(data);
    }
}

void TestByteSource::everyByteComesBackWhateverTheReadSizes()
{
    QFETCH(QByteArray, file);
    QFETCH(QByteArray, data);

    const std::filesystem::path path = QFile::encodeName(m_dir.filePath(QString::number(++m_files))).toStdString();
    fixtures::writeFile(path, std::string_view(file.constData(), std::size_t(file.size())));
    for (const std::size_t readSize : {std::size_t(1) << 20, std::size_t(4093), std::size_t(7)}) {
        auto opened = isoscope::openByteSource(path);
        QVERIFY(opened.ok());
        isoscope::ByteSource &source = *opened.value();
        QCOMPARE(source.gzipped(), file.startsWith("\x1f\x8b"));
        std::string back;
        std::string buffer(readSize, '\0');
        for (;;) {
            // What the source may still hand out is never less than what it does hand out.
            QVERIFY(source.maxBytesLeft() >= std::uint64_t(data.size()) - back.size());
            const auto got = source.read(buffer.data(), buffer.size());
            QVERIFY2(got.ok(), got.ok() ? "" : isoscope::describe(got.error()).c_str());
            if (got.value() == 0)
                break;
            back.append(buffer.data(), got.value());
        }
        QCOMPARE(back.size(), std::size_t(data.size()));
        QVERIFY(back == data.toStdString());
        QCOMPARE(source.position(), std::uint64_t(data.size()));
        QCOMPARE(source.fileBytesRead(), std::uint64_t(file.size()));
    }
}

void TestByteSource::peekedBytesAreReadAgain()
{
    const std::string text = noise(200000, 3);
    const std::filesystem::path path = QFile::encodeName(m_dir.filePath(QStringLiteral("peek.gz"))).toStdString();
    fixtures::writeFile(path, fixtures::gzip(text));
    auto opened = isoscope::openByteSource(path);
    QVERIFY(opened.ok());
    const auto head = opened.value()->peek(65536);
    QVERIFY(head.ok());
    QVERIFY(head.value() == std::string_view(text).substr(0, 65536));
    std::string back(text.size() + 10, '\0');
    const auto got = opened.value()->read(back.data(), back.size());
    QVERIFY(got.ok());
    QCOMPARE(got.value(), text.size());
    back.resize(got.value());
    QVERIFY(back == text);
}

QTEST_APPLESS_MAIN(TestByteSource)

#include "tst_bytesource.moc"
