// The HDF5 embedding cache: what comes out of a cache is bit for bit what the reader read; a source
// is imported once and re-imported when it changes; a cache that is damaged in any way is found
// out and rebuilt, never trusted; an import that is killed or cancelled leaves nothing that is
// later trusted; whitening statistics come back bit for bit. Every test uses its own temporary
// cache folder.
#include "core/analysis/analysis.h"
#include "core/analysis/referencesample.h"
#include "core/io/embeddingreader.h"
#include "core/linalg/whitening.h"
#include "core/output/resultsfolder.h"
#include "core/serialization/suitesjson.h"
#include "core/storage/embeddingcache.h"
#include "core/storage/hdf5file.h"
#include "isoscope/version.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstring>
#include <fstream>
#include <numeric>
#include <random>
#include <thread>

using namespace isoscope;
namespace fs = std::filesystem;

namespace {

fs::path demo(const char *file)
{
    return fs::path(ISOSCOPE_RESOURCE_DIR) / "embeddings" / file;
}

fs::path dirOf(const QTemporaryDir &dir)
{
    return fs::path(dir.path().toStdString());
}

// The files in a folder, by name (temporaries included).
std::vector<std::string> filesIn(const fs::path &dir)
{
    std::vector<std::string> names;
    for (const auto &entry : fs::directory_iterator(dir))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

std::vector<std::string> cachesIn(const fs::path &dir)
{
    std::vector<std::string> names;
    for (const auto &name : filesIn(dir))
        if (name.size() > 3 && name.compare(name.size() - 3, 3, ".h5") == 0 && name[0] != '.'
            && name.find(".whitening-") == std::string::npos) // whitening statistics live beside the cache
            names.push_back(name);
    return names;
}

std::vector<std::string> temporariesIn(const fs::path &dir)
{
    std::vector<std::string> names;
    for (const auto &name : filesIn(dir))
        if (name.rfind(".isoscope-import-", 0) == 0)
            names.push_back(name);
    return names;
}

std::vector<std::size_t> allRows(std::size_t n)
{
    std::vector<std::size_t> rows(n);
    std::iota(rows.begin(), rows.end(), 0);
    return rows;
}

bool sameBits(const MatrixF &a, const MatrixF &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols()
           && std::memcmp(a.data(), b.data(), static_cast<std::size_t>(a.size()) * sizeof(float)) == 0;
}

template <typename M>
bool sameBitsD(const M &a, const M &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols()
           && std::memcmp(a.data(), b.data(), static_cast<std::size_t>(a.size()) * sizeof(double)) == 0;
}

// A GloVe text file of n x d made-up values, big enough for an import with several progress steps.
fs::path writeSyntheticGlove(const fs::path &path, std::size_t n, std::size_t d)
{
    std::ofstream out(path);
    for (std::size_t i = 0; i < n; ++i) {
        out << "w" << i;
        for (std::size_t j = 0; j < d; ++j)
            out << ' ' << static_cast<double>((i * 131 + j * 17) % 1000) / 997.0 - 0.5;
        out << '\n';
    }
    return path;
}

void flipBytes(const fs::path &path, std::uintmax_t offset, std::size_t count)
{
    std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
    file.seekg(static_cast<std::streamoff>(offset));
    std::string bytes(count, '\0');
    file.read(bytes.data(), static_cast<std::streamsize>(count));
    for (char &c : bytes)
        c = static_cast<char>(~c);
    file.seekp(static_cast<std::streamoff>(offset));
    file.write(bytes.data(), static_cast<std::streamsize>(count));
}

void setAttribute(const fs::path &cache, const std::string &name, const std::string &value)
{
    hdf5::QuietErrors quiet;
    hdf5::Handle file = hdf5::openFile(cache, true);
    hdf5::writeAttribute(file.get(), name, value);
}

void setAttribute(const fs::path &cache, const std::string &name, std::int64_t value)
{
    hdf5::QuietErrors quiet;
    hdf5::Handle file = hdf5::openFile(cache, true);
    hdf5::writeAttribute(file.get(), name, value);
}

void setAttribute(const fs::path &cache, const std::string &name, std::uint64_t value)
{
    hdf5::QuietErrors quiet;
    hdf5::Handle file = hdf5::openFile(cache, true);
    hdf5::writeAttribute(file.get(), name, value);
}

// The error of a result, as text, or nothing (QVERIFY2 evaluates its message even on success).
template <typename T>
std::string why(const Result<T> &result)
{
    return result.ok() ? std::string() : describe(result.error());
}

// The HDF5 import layout (README): /words fixed-length UTF-8 strings, /vectors float32 [n, d] and,
// if given, /reference float32 [m, d].
void writeImportLayout(const fs::path &path, const EmbeddingSet &model, const MatrixF &reference)
{
    hdf5::QuietErrors quiet;
    hdf5::Handle file(H5Fcreate(path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT), H5Fclose);
    std::size_t longest = 1;
    for (std::size_t i = 0; i < model.size(); ++i)
        longest = std::max(longest, model.word(i).size());
    std::string words(model.size() * longest, '\0');
    for (std::size_t i = 0; i < model.size(); ++i)
        std::memcpy(words.data() + i * longest, model.word(i).data(), model.word(i).size());
    hdf5::Handle type(H5Tcopy(H5T_C_S1), H5Tclose);
    H5Tset_size(type.get(), longest);
    H5Tset_strpad(type.get(), H5T_STR_NULLPAD);
    H5Tset_cset(type.get(), H5T_CSET_UTF8);
    const hsize_t n = model.size();
    hdf5::Handle wordSpace(H5Screate_simple(1, &n, nullptr), H5Sclose);
    hdf5::Handle wordData(
        H5Dcreate2(file.get(), "words", type.get(), wordSpace.get(), H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT), H5Dclose);
    H5Dwrite(wordData.get(), type.get(), H5S_ALL, H5S_ALL, H5P_DEFAULT, words.data());
    const auto matrix = [&](const char *name, const MatrixF &values) {
        const hsize_t dims[2] = {static_cast<hsize_t>(values.rows()), static_cast<hsize_t>(values.cols())};
        hdf5::Handle space(H5Screate_simple(2, dims, nullptr), H5Sclose);
        hdf5::Handle data(
            H5Dcreate2(file.get(), name, H5T_IEEE_F32LE, space.get(), H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT), H5Dclose);
        H5Dwrite(data.get(), H5T_NATIVE_FLOAT, H5S_ALL, H5S_ALL, H5P_DEFAULT, values.data());
    };
    matrix("vectors", model.vectors());
    if (reference.rows() > 0)
        matrix("reference", reference);
}

// A NumPy .npy file (format 1.0, '<f4', C order) and its vocabulary file, one word per line.
void writeNumpy(const fs::path &npy, const fs::path &vocabulary, const EmbeddingSet &model)
{
    std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + std::to_string(model.size()) + ", "
                         + std::to_string(model.dims()) + "), }";
    header.append(64 - (10 + header.size() + 1) % 64, ' ');
    header += '\n';
    std::ofstream out(npy, std::ios::binary);
    out.write("\x93NUMPY\x01\x00", 8);
    const std::uint16_t length = static_cast<std::uint16_t>(header.size());
    out.put(static_cast<char>(length & 0xff));
    out.put(static_cast<char>(length >> 8));
    out << header;
    out.write(reinterpret_cast<const char *>(model.vectors().data()),
              static_cast<std::streamsize>(model.vectors().size() * sizeof(float)));
    std::ofstream words(vocabulary);
    for (std::size_t i = 0; i < model.size(); ++i)
        words << model.word(i) << '\n';
}

CacheOptions in(const fs::path &dir)
{
    CacheOptions options;
    options.directory = dir;
    return options;
}

// The vectors of a cached model, all rows, or the error that reading them threw.
std::optional<MatrixF> readAll(const EmbeddingSet &set)
{
    try {
        return set.rows(allRows(set.size()));
    } catch (const StorageError &) {
        return std::nullopt;
    }
}

AnalysisParams quickParams()
{
    AnalysisParams params;
    auto suites = loadSuites(fs::path(ISOSCOPE_RESOURCE_DIR) / "suites" / "weat_suites.json");
    if (suites)
        params.suites = selectSuites(suites->suites, {"W1", "W6"}).value();
    params.weat.permutations = 2000;
    return params;
}

} // namespace

class TestEmbeddingCache : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Nothing may land in the real cache folder, even through a default.
        QVERIFY(m_home.isValid());
        qputenv("ISOSCOPE_CACHE_DIR", m_home.path().toUtf8());
    }

    // The cache's chunks are written as stored, with a Fletcher32 checksum of our own: it must be
    // HDF5's to the bit. HDF5's own filter is the peer: it checksums the same chunks written the
    // ordinary way, and it checks every chunk ours wrote when they are read back.
    void chunksWrittenDirectlyCarryHdf5sOwnChecksum_data()
    {
        QTest::addColumn<int>("pattern");
        QTest::newRow("random bits") << 0;
        QTest::newRow("every byte 0xff (the largest sums)") << 1;
        QTest::newRow("zeros") << 2;
    }
    void chunksWrittenDirectlyCarryHdf5sOwnChecksum()
    {
        QFETCH(int, pattern);
        hdf5::QuietErrors quiet;
        QTemporaryDir dir;
        const hsize_t rows = 23, d = 300, chunk = 6; // a chunk of 7,200 bytes, the last one cut short
        std::vector<std::uint32_t> bits(rows * d);
        std::mt19937 random(7);
        for (auto &b : bits)
            b = pattern == 0 ? static_cast<std::uint32_t>(random()) : pattern == 1 ? 0xffffffffu : 0u;
        const std::size_t chunkBytes = chunk * d * sizeof(float);
        // The stored form of each chunk: its rows (zeros past the end), then our checksum.
        const std::size_t chunks = (rows + chunk - 1) / chunk;
        std::vector<unsigned char> stored(chunks * (chunkBytes + 4), 0);
        for (std::size_t c = 0; c < chunks; ++c) {
            unsigned char *at = stored.data() + c * (chunkBytes + 4);
            const std::size_t have = std::min<std::size_t>(chunk, rows - c * chunk) * d * sizeof(float);
            std::memcpy(at, bits.data() + c * chunk * d, have);
            const std::uint32_t sum = hdf5::fletcher32(at, chunkBytes);
            for (int k = 0; k < 4; ++k)
                at[chunkBytes + k] = static_cast<unsigned char>(sum >> (8 * k));
        }
        hdf5::Handle file = hdf5::createFile(dirOf(dir) / "chunks.h5", hdf5::Format::V110);
        const hdf5::Handle filtered = hdf5::createDataset(file.get(), "filtered", H5T_STD_U32LE, {rows, d}, {chunk, d});
        hdf5::writeRows(filtered.get(), H5T_NATIVE_UINT32, 0, rows, bits.data());
        const hdf5::Handle direct = hdf5::createDataset(file.get(), "direct", H5T_STD_U32LE, {rows, d}, {chunk, d});
        hdf5::writeChunks(direct.get(), 0, chunk, chunks, stored.data(), chunkBytes + 4);
        // Read back at once, before the file is flushed: the file driver gathers writes and must
        // send them before a read of the same bytes.
        std::vector<std::uint32_t> back(rows * d, 1);
        hdf5::readRows(direct.get(), H5T_NATIVE_UINT32, 0, rows, back.data());
        QVERIFY(back == bits);
        hdf5::flush(file.get(), "test");
        for (std::size_t c = 0; c < chunks; ++c) {
            const hsize_t offset[2] = {c * chunk, 0};
            hsize_t size = 0;
            QVERIFY(H5Dget_chunk_storage_size(filtered.get(), offset, &size) >= 0);
            QCOMPARE(size, hsize_t(chunkBytes + 4));
            std::vector<unsigned char> theirs(size);
            std::uint32_t mask = 1;
            QVERIFY(H5Dread_chunk(filtered.get(), H5P_DEFAULT, offset, &mask, theirs.data()) >= 0);
            QCOMPARE(mask, 0u);
            QVERIFY2(std::memcmp(theirs.data(), stored.data() + c * (chunkBytes + 4), chunkBytes + 4) == 0,
                     qPrintable(QStringLiteral("chunk %1 is stored differently").arg(c)));
        }
        // And a checksum that is off by one bit is caught by HDF5's filter on the read.
        stored[chunkBytes] ^= 1;
        const hdf5::Handle broken = hdf5::createDataset(file.get(), "broken", H5T_STD_U32LE, {rows, d}, {chunk, d});
        hdf5::writeChunks(broken.get(), 0, chunk, chunks, stored.data(), chunkBytes + 4);
        bool caught = false;
        try {
            hdf5::readRows(broken.get(), H5T_NATIVE_UINT32, 0, chunk, back.data());
        } catch (const hdf5::Error &e) {
            caught = std::string(e.what()).find("Fletcher32") != std::string::npos;
        }
        QVERIFY(caught);
    }

    // Every length near the algorithm's edges (its sums are folded every 360 words, 720 bytes; the
    // vector path takes eight words at a time; an odd byte at the end), random bytes and all 0xff
    // (the largest sums): our checksum against the one HDF5's filter stores for the same bytes.
    void fletcher32OfAnyLengthIsHdf5s()
    {
        hdf5::QuietErrors quiet;
        QTemporaryDir dir;
        hdf5::Handle file = hdf5::createFile(dirOf(dir) / "lengths.h5");
        std::vector<hsize_t> lengths = {1, 2, 3, 15, 16, 17, 18, 31, 32, 33, 1001, 12288, 12289, 30000};
        for (hsize_t edge : {720, 1440, 2160})
            for (hsize_t b = edge - 18; b <= edge + 18; ++b)
                lengths.push_back(b);
        std::mt19937 random(3);
        int compared = 0;
        for (const int pattern : {0, 1})
            for (const hsize_t bytes : lengths) {
                std::vector<unsigned char> data(bytes);
                for (auto &b : data)
                    b = pattern == 0 ? static_cast<unsigned char>(random()) : 0xff;
                const std::string name = "d" + std::to_string(compared);
                const hdf5::Handle dataset = hdf5::createDataset(file.get(), name, H5T_STD_U8LE, {bytes}, {bytes});
                hdf5::writeRows(dataset.get(), H5T_NATIVE_UCHAR, 0, bytes, data.data());
                hdf5::flush(file.get(), "test");
                const hsize_t offset[1] = {0};
                std::vector<unsigned char> theirs(bytes + 4);
                std::uint32_t mask = 1;
                QVERIFY(H5Dread_chunk(dataset.get(), H5P_DEFAULT, offset, &mask, theirs.data()) >= 0);
                std::uint32_t stored = 0;
                for (int k = 0; k < 4; ++k)
                    stored |= std::uint32_t(theirs[bytes + k]) << (8 * k);
                QVERIFY2(hdf5::fletcher32(data.data(), bytes) == stored,
                         qPrintable(QStringLiteral("%1 bytes of pattern %2").arg(bytes).arg(pattern)));
                ++compared;
            }
        QCOMPARE(compared, 2 * int(lengths.size()));
    }

    // Long runs of rows are read chunk by chunk as stored and checked by our Fletcher32: the same
    // numbers as HDF5's own read, for any run (starting and ending inside a chunk, the dataset's
    // last chunk cut short), and a damaged or wrongly stored chunk fails, naming itself.
    void chunksReadAsStoredGiveWhatHdf5Gives()
    {
        hdf5::QuietErrors quiet;
        QTemporaryDir dir;
        const hsize_t rows = 41, d = 5, chunk = 4; // 11 chunks, the last holds one row
        std::vector<float> values(rows * d);
        std::mt19937 random(11);
        std::normal_distribution<float> normal;
        for (auto &v : values)
            v = normal(random);
        hdf5::Handle file = hdf5::createFile(dirOf(dir) / "direct.h5", hdf5::Format::V110);
        const hdf5::Handle dataset = hdf5::createDataset(file.get(), "v", H5T_IEEE_F32LE, {rows, d}, {chunk, d});
        hdf5::writeRows(dataset.get(), H5T_NATIVE_FLOAT, 0, rows, values.data());
        hdf5::flush(file.get(), "test");
        QCOMPARE(hdf5::wholeRowChunks(dataset.get()), std::optional<hsize_t>(chunk));
        for (hsize_t first = 0; first < rows; ++first)
            for (hsize_t count = 1; first + count <= rows; ++count) {
                std::vector<float> ours(count * d + 1, -1.0f), theirs(count * d, -2.0f);
                hdf5::readChunkedRows(dataset.get(), chunk, first, count, ours.data());
                hdf5::readRows(dataset.get(), H5T_NATIVE_FLOAT, first, count, theirs.data());
                QVERIFY2(std::memcmp(ours.data(), theirs.data(), theirs.size() * sizeof(float)) == 0,
                         qPrintable(QStringLiteral("rows %1 + %2").arg(first).arg(count)));
                QCOMPARE(ours.back(), -1.0f); // nothing written past the rows asked for
            }
        QVERIFY_THROWS_EXCEPTION(hdf5::Error, hdf5::readChunkedRows(dataset.get(), chunk, 40, 2, values.data()));

        // Datasets it is not for: not float32, one dimension, chunks that cut rows, no checksum.
        const hdf5::Handle ints = hdf5::createDataset(file.get(), "ints", H5T_STD_U32LE, {rows, d}, {chunk, d});
        QVERIFY(!hdf5::wholeRowChunks(ints.get()));
        const hdf5::Handle flat = hdf5::createDataset(file.get(), "flat", H5T_IEEE_F32LE, {rows}, {chunk});
        QVERIFY(!hdf5::wholeRowChunks(flat.get()));
        const hdf5::Handle cut = hdf5::createDataset(file.get(), "cut", H5T_IEEE_F32LE, {rows, d}, {chunk, 2});
        QVERIFY(!hdf5::wholeRowChunks(cut.get()));
        {
            const hdf5::Handle space(H5Screate_simple(2, std::array<hsize_t, 2>{rows, d}.data(), nullptr), H5Sclose);
            const hdf5::Handle dcpl(H5Pcreate(H5P_DATASET_CREATE), H5Pclose);
            const hsize_t shape[2] = {chunk, d};
            H5Pset_chunk(dcpl.get(), 2, shape);
            const hdf5::Handle plain(
                H5Dcreate2(file.get(), "plain", H5T_IEEE_F32LE, space.get(), H5P_DEFAULT, dcpl.get(), H5P_DEFAULT),
                H5Dclose);
            QVERIFY(plain.valid());
            QVERIFY(!hdf5::wholeRowChunks(plain.get()));
        }

        // One bit of one chunk's rows flipped, as stored: the run over it fails and names it.
        const std::size_t storedBytes = chunk * d * sizeof(float) + 4;
        std::vector<unsigned char> stored(storedBytes);
        const hsize_t at[2] = {8, 0};
        std::uint32_t filters = 0;
        QVERIFY(H5Dread_chunk(dataset.get(), H5P_DEFAULT, at, &filters, stored.data()) >= 0);
        stored[13] ^= 0x10;
        QVERIFY(H5Dwrite_chunk(dataset.get(), H5P_DEFAULT, 0, at, storedBytes, stored.data()) >= 0);
        std::vector<float> out(rows * d);
        const auto failure = [&](hsize_t first, hsize_t count) {
            try {
                hdf5::readChunkedRows(dataset.get(), chunk, first, count, out.data());
            } catch (const hdf5::Error &e) {
                return std::string(e.what());
            }
            return std::string();
        };
        QCOMPARE(failure(2, 20), std::string("reading rows 2 to 21: the chunk at row 8 fails its Fletcher32 checksum"));
        QCOMPARE(failure(0, 8), std::string()); // the rows before it are still good
        QCOMPARE(failure(12, 29), std::string());
        // The same chunk stored short.
        QVERIFY(H5Dwrite_chunk(dataset.get(), H5P_DEFAULT, 0, at, storedBytes - 8, stored.data()) >= 0);
        QCOMPARE(failure(8, 8), std::string("reading rows 8 to 15: the chunk at row 8 is stored in 76 bytes, not 84"));
        // A dataset whose chunk at row 8 says its filter was skipped (HDF5 would hand its bytes
        // over unchecked): the chunks copied as stored from a good dataset, that one marked so.
        const hdf5::Handle good = hdf5::createDataset(file.get(), "good", H5T_IEEE_F32LE, {rows, d}, {chunk, d});
        hdf5::writeRows(good.get(), H5T_NATIVE_FLOAT, 0, rows, values.data());
        const hdf5::Handle skipped = hdf5::createDataset(file.get(), "skipped", H5T_IEEE_F32LE, {rows, d}, {chunk, d});
        for (hsize_t c0 = 0; c0 < rows; c0 += chunk) {
            const hsize_t offset[2] = {c0, 0};
            QVERIFY(H5Dread_chunk(good.get(), H5P_DEFAULT, offset, &filters, stored.data()) >= 0);
            QVERIFY(H5Dwrite_chunk(skipped.get(), H5P_DEFAULT, c0 == 8 ? 1 : 0, offset, storedBytes, stored.data())
                    >= 0);
        }
        hdf5::flush(file.get(), "test");
        try {
            hdf5::readChunkedRows(skipped.get(), chunk, 4, 12, out.data());
            QFAIL("a chunk whose checksum was skipped was read");
        } catch (const hdf5::Error &e) {
            QCOMPARE(std::string(e.what()),
                     std::string("reading rows 4 to 15: the chunk at row 8 is stored without its Fletcher32 checksum"));
        }
    }

    void defaultFolderFollowsTheEnvironment()
    {
        QCOMPARE(defaultCacheDirectory(), dirOf(m_home));
        const QByteArray saved = qgetenv("ISOSCOPE_CACHE_DIR");
        qunsetenv("ISOSCOPE_CACHE_DIR");
        qputenv("XDG_CACHE_HOME", "/xdg/cache");
        QCOMPARE(defaultCacheDirectory(), fs::path("/xdg/cache/isoscope"));
        qunsetenv("XDG_CACHE_HOME");
        QCOMPARE(defaultCacheDirectory(), fs::path(qgetenv("HOME").toStdString()) / ".cache" / "isoscope");
        qputenv("ISOSCOPE_CACHE_DIR", saved);
    }

    void cacheIsTheDirectReadBitForBit_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("GloVe demo (uncased, no header)") << "glove.6B.100d.subset.txt";
        QTest::newRow("word2vec demo (cased, header)") << "GoogleNews-vectors-negative300.subset.txt";
    }
    void cacheIsTheDirectReadBitForBit()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const fs::path source = demo(file.toUtf8().constData());
        auto direct = readEmbeddingFile(source);
        QVERIFY(direct.ok());
        for (int round = 0; round < 2; ++round) { // imported, then reused
            auto cached = openCachedModel(source, in(dirOf(dir)));
            QVERIFY2(cached.ok(), why(cached).c_str());
            QCOMPARE(cached->status.imported, round == 0);
            QVERIFY(cached->status.rebuildReason.empty());
            const EmbeddingSet &a = direct->set, &b = cached->set;
            QVERIFY(!b.holdsVectors()); // rows come from the file
            QCOMPARE(b.size(), a.size());
            QCOMPARE(b.dims(), a.dims());
            QCOMPARE(b.vocabulary().chars(), a.vocabulary().chars());
            QVERIFY(b.vocabulary().offsets() == a.vocabulary().offsets());
            QCOMPARE(b.isUncased(), a.isUncased());
            QCOMPARE(b.find(a.word(a.size() - 1)), std::optional<std::size_t>(a.size() - 1));
            const auto all = readAll(b);
            QVERIFY(all);
            QVERIFY(sameBits(*all, a.vectors()));
            // Any order, repeats allowed, as the analysis asks.
            std::vector<std::size_t> mixed{a.size() - 1, 0, 7, 7, 3, a.size() / 2, 1};
            QVERIFY(sameBits(b.rows(mixed), a.rows(mixed)));
            const ReadReport &r = cached->status.report, &expected = direct->report;
            QCOMPARE(r.format, expected.format);
            QCOMPARE(cached->status.format, expected.format);
            QCOMPARE(r.lines, expected.lines);
            QCOMPARE(r.duplicateCount, expected.duplicateCount);
            QVERIFY(r.duplicateExamples == expected.duplicateExamples);
            QCOMPARE(r.wordsWithSpaces, expected.wordsWithSpaces);
            QCOMPARE(r.hadByteOrderMark, expected.hadByteOrderMark);
            QCOMPARE(r.hadCrlf, expected.hadCrlf);
            QCOMPARE(cachesIn(dirOf(dir)).size(), std::size_t(1));
            QVERIFY(temporariesIn(dirOf(dir)).empty());
        }
    }

    void reportOfAFileWithDuplicatesSurvivesTheCache()
    {
        QTemporaryDir dir;
        const fs::path source = dirOf(dir) / "dups.txt";
        std::ofstream(source) << "\xEF\xBB\xBF"
                                 "a 1 2\r\nb 3 4\r\na 5 6\r\nc d 7 8\r\n";
        auto direct = readEmbeddingFile(source);
        QVERIFY(direct.ok());
        QCOMPARE(direct->report.duplicateCount, std::size_t(1));
        const fs::path cacheDir = dirOf(dir) / "cache";
        for (int round = 0; round < 2; ++round) {
            auto cached = openCachedModel(source, in(cacheDir));
            QVERIFY2(cached.ok(), why(cached).c_str());
            QCOMPARE(cached->status.imported, round == 0);
            const ReadReport &r = cached->status.report;
            QCOMPARE(r.duplicateCount, std::size_t(1));
            QVERIFY(r.duplicateExamples == direct->report.duplicateExamples);
            QCOMPARE(r.wordsWithSpaces, direct->report.wordsWithSpaces);
            QVERIFY(r.hadByteOrderMark && r.hadCrlf);
            QCOMPARE(r.lines, direct->report.lines);
        }
    }

    void fingerprintChangesOnTouchAndAppend()
    {
        QTemporaryDir dir;
        const fs::path source = dirOf(dir) / "m.txt";
        std::ofstream(source) << "a 1 2\nb 3 4\n";
        const auto first = fingerprintSource(source);
        QVERIFY(first.ok());
        QCOMPARE(fingerprintSource(source).value(), first.value()); // unchanged: the same
        QVERIFY(fs::path(first->path).is_absolute());
        QCOMPARE(first->size, std::uint64_t(12));

        fs::last_write_time(source, fs::last_write_time(source) + std::chrono::seconds(5));
        const auto touched = fingerprintSource(source);
        QVERIFY(touched.value() != first.value());
        QVERIFY(touched->modified != first->modified);
        QVERIFY(touched->digest() != first->digest());

        std::ofstream(source, std::ios::app) << "c 5 6\n";
        const auto appended = fingerprintSource(source);
        QCOMPARE(appended->size, std::uint64_t(18));
        QVERIFY(appended->headTailHash != touched->headTailHash);

        // Same size and time, other content: the hash of head and tail tells them apart.
        const auto time = fs::last_write_time(source);
        std::ofstream(source) << "a 1 2\nb 3 4\nc 5 7\n";
        fs::last_write_time(source, time);
        const auto edited = fingerprintSource(source);
        QCOMPARE(edited->size, appended->size);
        QCOMPARE(edited->modified, appended->modified);
        QVERIFY(edited->headTailHash != appended->headTailHash);

        QCOMPARE(fingerprintSource(dirOf(dir) / "missing.txt").error().code, ErrorCode::FileNotFound);
        QCOMPARE(fingerprintSource(dirOf(dir)).error().code, ErrorCode::NotARegularFile);
    }

    void cacheNameDependsOnThePathOnly()
    {
        SourceFingerprint a{"/data/glove.6B.100d.txt", 10, 20, 30};
        SourceFingerprint b = a;
        b.size = 11;
        b.modified = 21;
        QCOMPARE(cacheFileName(a), cacheFileName(b));
        QVERIFY(QString::fromStdString(cacheFileName(a)).startsWith(QStringLiteral("glove.6B.100d.txt-")));
        SourceFingerprint c = a;
        c.path = "/other/glove.6B.100d.txt";
        QVERIFY(cacheFileName(c) != cacheFileName(a));
        SourceFingerprint hidden{"/x/.hidden word?.txt", 1, 2, 3};
        const std::string name = cacheFileName(hidden);
        QVERIFY2(name[0] != '.' && name.find('?') == std::string::npos && name.find(' ') == std::string::npos,
                 name.c_str());
    }

    // One hash in the program (issue 32): the cache's name and the fingerprint's hash of the first
    // and last MiB are XXH64, as `xxhsum -H1` computes it, not a hash of their own.
    void cacheNamesAndFingerprintsHashWithXxh64()
    {
        // printf '%s' /data/glove.6B.100d.txt | xxhsum -H1
        QCOMPARE(cacheFileName(SourceFingerprint{"/data/glove.6B.100d.txt", 10, 20, 30}),
                 std::string("glove.6B.100d.txt-238f0018c494780e.h5"));
        QTemporaryDir dir;
        const fs::path source = dirOf(dir) / "small.txt";
        const std::string content = "a 1 2\nb 3 4\n";
        std::ofstream(source, std::ios::binary) << content;
        const fs::path twice = dirOf(dir) / "twice.bin"; // a small file's first and last MiB: all of it, twice
        std::ofstream(twice, std::ios::binary) << content << content;
        QProcess xxhsum;
        xxhsum.start(QStringLiteral("xxhsum"), {QStringLiteral("-H1"), QString::fromStdString(twice.string())});
        QVERIFY(xxhsum.waitForFinished(-1) && xxhsum.exitCode() == 0);
        char digest[17];
        std::snprintf(digest, sizeof digest, "%016llx",
                      static_cast<unsigned long long>(fingerprintSource(source)->headTailHash));
        QCOMPARE(QString::fromLatin1(digest), QString::fromLatin1(xxhsum.readAllStandardOutput().left(16)));
    }

    // A cache an earlier program made (schema 3, named with its FNV-1a hash of the path) is not
    // found under the new name; it is not used, the import says why, and it goes with its
    // whitening statistics. A cache of another source whose file has the same name stays.
    void anEarlierSchemasCacheIsReplacedSayingWhy()
    {
        QTemporaryDir dir;
        const fs::path source = demo("glove.6B.100d.subset.txt");
        auto first = openCachedModel(source, in(dirOf(dir)));
        QVERIFY(first.ok());
        const fs::path cache = first->status.cachePath;
        first = makeError(ErrorCode::Cancelled, ""); // close it
        const std::string name = cache.filename().string();
        const std::string prefix = name.substr(0, name.size() - 19);
        const fs::path old = dirOf(dir) / (prefix + "0123456789abcdef.h5");
        const fs::path oldWhitening = dirOf(dir) / (prefix + "0123456789abcdef.whitening-fedcba9876543210.h5");
        const fs::path otherSource = dirOf(dir) / (prefix + "00000000000000aa.h5");
        fs::rename(cache, old);
        setAttribute(old, "schema_version", std::int64_t(3));
        std::ofstream(oldWhitening) << "statistics of the old cache";
        fs::copy_file(old, otherSource);
        setAttribute(otherSource, "source_path", std::string("/elsewhere/glove.6B.100d.subset.txt"));

        auto reopened = openCachedModel(source, in(dirOf(dir)));
        QVERIFY2(reopened.ok(), why(reopened).c_str());
        QVERIFY(reopened->status.imported);
        QCOMPARE(reopened->status.cachePath, cache);
        const std::string &reason = reopened->status.rebuildReason;
        QVERIFY2(
            reason.find("earlier cache of this source (" + old.filename().string() + ")") != std::string::npos
                && reason.find("schema version 3; this program reads version " + std::to_string(kCacheSchemaVersion))
                       != std::string::npos,
            reason.c_str());
        QVERIFY(!fs::exists(old));
        QVERIFY(!fs::exists(oldWhitening));
        QVERIFY(fs::exists(otherSource));
        QVERIFY(!openCachedModel(source, in(dirOf(dir)))->status.imported); // and now it is good
    }

    void reuseDoesNotReadTheSource()
    {
        QTemporaryDir dir;
        const fs::path source = demo("glove.6B.100d.subset.txt");
        auto first = openCachedModel(source, in(dirOf(dir)));
        QVERIFY(first.ok());
        QVERIFY(first->status.imported);
        int calls = 0;
        CacheOptions options = in(dirOf(dir));
        options.read.progress = [&calls](std::size_t, std::size_t) {
            ++calls;
            return true;
        };
        auto again = openCachedModel(source, options);
        QVERIFY(again.ok());
        QVERIFY(!again->status.imported);
        QCOMPARE(calls, 0); // no import progress: the source was not read
        QCOMPARE(again->status.cachePath, first->status.cachePath);
        options.rebuild = true;
        auto rebuilt = openCachedModel(source, options);
        QVERIFY(rebuilt.ok());
        QVERIFY(rebuilt->status.imported);
        QVERIFY(calls > 0);
        QCOMPARE(rebuilt->status.rebuildReason, std::string("a rebuild was asked for"));
    }

    void changedSourceIsImportedAgain()
    {
        QTemporaryDir dir;
        const fs::path source = dirOf(dir) / "m.txt";
        std::ofstream(source) << "a 1 2\nb 3 4\n";
        const fs::path cacheDir = dirOf(dir) / "cache";
        QVERIFY(openCachedModel(source, in(cacheDir))->status.imported);
        std::ofstream(source, std::ios::app) << "c 5 6\n";
        auto changed = openCachedModel(source, in(cacheDir));
        QVERIFY(changed.ok());
        QVERIFY(changed->status.imported);
        QVERIFY2(changed->status.rebuildReason.find("size changed from 12 to 18") != std::string::npos,
                 changed->status.rebuildReason.c_str());
        QCOMPARE(changed->set.size(), std::size_t(3));
        QCOMPARE(cachesIn(cacheDir).size(), std::size_t(1)); // replaced, not added

        fs::last_write_time(source, fs::last_write_time(source) + std::chrono::seconds(3));
        auto touched = openCachedModel(source, in(cacheDir));
        QVERIFY(touched->status.imported);
        QVERIFY2(touched->status.rebuildReason.find("modified") != std::string::npos,
                 touched->status.rebuildReason.c_str());
        QVERIFY(!openCachedModel(source, in(cacheDir))->status.imported);
    }

    void anotherFormatAskedForRebuilds()
    {
        QTemporaryDir dir;
        const fs::path source = dirOf(dir) / "m.txt";
        std::ofstream(source) << "2 2\na 1 2\nb 3 4\n";
        const fs::path cacheDir = dirOf(dir) / "cache";
        auto first = openCachedModel(source, in(cacheDir));
        QVERIFY(first.ok());
        QCOMPARE(first->status.format, EmbeddingFormat::Word2vecText);
        CacheOptions options = in(cacheDir);
        options.read.format = EmbeddingFormat::Word2vecText;
        QVERIFY(!openCachedModel(source, options)->status.imported); // what auto found: reused
        options.read.format = EmbeddingFormat::GloveText;
        auto other = openCachedModel(source, options);
        // Read as GloVe, "2 2" is a word with one value, and the next row has two: the import fails
        // and says where.
        QVERIFY(!other.ok());
        QCOMPARE(other.error().code, ErrorCode::WrongValueCount);
        QCOMPARE(other.error().line, std::size_t(2));
    }

    void damagedCachesAreRebuilt_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a file cut in half") << "truncate"
                                            << "damaged";
        QTest::newRow("a file of zero bytes") << "empty"
                                              << "damaged";
        QTest::newRow("not HDF5 at all") << "garbage"
                                         << "damaged";
        QTest::newRow("another schema version")
            << "schema"
            << QString::fromStdString("schema version 99; this program reads version "
                                      + std::to_string(isoscope::kCacheSchemaVersion));
        QTest::newRow("a cache of the previous schema (HDF5 1.8 format)")
            << "schema 2"
            << QString::fromStdString("schema version 2; this program reads version "
                                      + std::to_string(isoscope::kCacheSchemaVersion));
        QTest::newRow("a cache of schema 3 (FNV-1a hashes, XXH64 now)")
            << "schema 3"
            << QString::fromStdString("schema version 3; this program reads version "
                                      + std::to_string(isoscope::kCacheSchemaVersion));
        QTest::newRow("a newer program") << "newer"
                                         << "made by Isoscope 999.0.0, newer than this program";
        QTest::newRow("an unfinished import") << "incomplete"
                                              << "never completed";
        QTest::newRow("another kind of HDF5 file") << "kind"
                                                   << "not an Isoscope embedding cache";
        QTest::newRow("a word count that disagrees with the datasets") << "words"
                                                                       << "another type or shape";
        QTest::newRow("bytes flipped in the vectors, checked in full") << "flip"
                                                                       << "checksum";
    }
    void damagedCachesAreRebuilt()
    {
        QFETCH(QString, damage);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const fs::path source = demo("glove.6B.100d.subset.txt");
        auto first = openCachedModel(source, in(dirOf(dir)));
        QVERIFY(first.ok());
        const fs::path cache = first->status.cachePath;
        first = makeError(ErrorCode::Cancelled, ""); // close it
        const auto size = fs::file_size(cache);
        if (damage == QLatin1String("truncate"))
            fs::resize_file(cache, size / 2);
        else if (damage == QLatin1String("empty"))
            fs::resize_file(cache, 0);
        else if (damage == QLatin1String("garbage"))
            std::ofstream(cache) << "not an HDF5 file at all\n";
        else if (damage == QLatin1String("schema"))
            setAttribute(cache, "schema_version", std::int64_t(99));
        else if (damage == QLatin1String("schema 2"))
            setAttribute(cache, "schema_version", std::int64_t(2));
        else if (damage == QLatin1String("schema 3"))
            setAttribute(cache, "schema_version", std::int64_t(3));
        else if (damage == QLatin1String("newer"))
            setAttribute(cache, "program_version", std::string("999.0.0"));
        else if (damage == QLatin1String("incomplete"))
            setAttribute(cache, "complete", std::uint64_t(0));
        else if (damage == QLatin1String("kind"))
            setAttribute(cache, "kind", std::string("something else"));
        else if (damage == QLatin1String("words"))
            setAttribute(cache, "words", std::uint64_t(4891));
        else if (damage == QLatin1String("flip"))
            flipBytes(cache, size / 2, 64);

        CacheOptions options = in(dirOf(dir));
        options.verifyAll = true;
        auto reopened = openCachedModel(source, options);
        QVERIFY2(reopened.ok(), why(reopened).c_str());
        QVERIFY(reopened->status.imported);
        QVERIFY2(reopened->status.rebuildReason.find(reason.toStdString()) != std::string::npos,
                 reopened->status.rebuildReason.c_str());
        auto direct = readEmbeddingFile(source);
        QVERIFY(sameBits(*readAll(reopened->set), direct->set.vectors()));
        QVERIFY(!openCachedModel(source, in(dirOf(dir)))->status.imported); // and now it is good
        QVERIFY(temporariesIn(dirOf(dir)).empty());
    }

    // Read in one run (chunk by chunk as stored, checked by our Fletcher32) and row by row
    // (through HDF5's filter and chunk cache): either way the damage is found.
    void aDamagedChunkIsNeverReadAsNumbers_data()
    {
        QTest::addColumn<bool>("rowByRow");
        QTest::newRow("all rows in one run") << false;
        QTest::newRow("row by row") << true;
    }
    void aDamagedChunkIsNeverReadAsNumbers()
    {
        QFETCH(bool, rowByRow);
        const auto readAll = [rowByRow](const EmbeddingSet &set) -> std::optional<MatrixF> {
            if (!rowByRow)
                return ::readAll(set);
            MatrixF all(static_cast<Eigen::Index>(set.size()), static_cast<Eigen::Index>(set.dims()));
            try {
                for (std::size_t r = 0; r < set.size(); ++r)
                    all.row(static_cast<Eigen::Index>(r)) = set.rows({r});
            } catch (const StorageError &) {
                return std::nullopt;
            }
            return all;
        };
        QTemporaryDir dir;
        const fs::path source = demo("glove.6B.100d.subset.txt");
        fs::path cache;
        {
            auto first = openCachedModel(source, in(dirOf(dir)));
            cache = first->status.cachePath;
        }
        flipBytes(cache, fs::file_size(cache) / 2, 16);
        // Opening reads only the vocabulary and attributes, so the damage is not seen yet...
        auto opened = openCachedModel(source, in(dirOf(dir)));
        QVERIFY(opened.ok());
        QVERIFY(!opened->status.imported);
        QVERIFY(opened->damage().empty());
        // ...but the read that meets it fails instead of returning numbers, and the cache is dropped.
        QVERIFY(!readAll(opened->set));
        QVERIFY2(opened->damage().find("checksum") != std::string::npos, opened->damage().c_str());
        QVERIFY(!fs::exists(cache));
        QVERIFY(!readAll(opened->set)); // stays failed
        auto again = openCachedModel(source, in(dirOf(dir)));
        QVERIFY(again->status.imported);
        QVERIFY(readAll(again->set));
    }

    void analysisOverADamagedCacheRebuildsAndGivesTheSameNumbers()
    {
        QTemporaryDir dir;
        const fs::path source = demo("glove.6B.100d.subset.txt");
        const AnalysisParams params = quickParams();
        QCOMPARE(params.suites.size(), std::size_t(2));
        const std::vector<ModelSpec> models{ModelSpec{"glove", ModelFamily::Static, source, EmbeddingFormat::Auto}};
        ModelStorage direct;
        direct.useCache = false;
        auto expected = runAnalysis(models, params, {}, direct);
        QVERIFY(expected.ok());
        const std::string expectedJson = resultsJsonText(expected.value());

        ModelStorage storage;
        storage.cacheDirectory = dirOf(dir);
        std::vector<CacheStatus> opened;
        storage.opened = [&opened](std::size_t, const CacheStatus &status) { opened.push_back(status); };
        auto first = runAnalysis(models, params, {}, storage);
        QVERIFY(first.ok());
        QCOMPARE(resultsJsonText(first.value()), expectedJson);
        QVERIFY(!first->models[0].whiteningReused);
        auto second = runAnalysis(models, params, {}, storage);
        QVERIFY(second.ok());
        QCOMPARE(resultsJsonText(second.value()), expectedJson); // statistics reused, same bits
        QVERIFY(second->models[0].whiteningReused);
        QCOMPARE(opened.size(), std::size_t(2));
        QVERIFY(opened[0].imported && !opened[1].imported);

        // Damage the vectors: the analysis meets a bad chunk, rebuilds, and gets the same numbers.
        opened.clear();
        const fs::path cache = cachesIn(dirOf(dir)).empty() ? fs::path() : dirOf(dir) / cachesIn(dirOf(dir))[0];
        flipBytes(cache, fs::file_size(cache) / 3, 4096);
        auto third = runAnalysis(models, params, {}, storage);
        QVERIFY2(third.ok(), why(third).c_str());
        QCOMPARE(resultsJsonText(third.value()), expectedJson);
        QCOMPARE(opened.size(), std::size_t(2));
        QVERIFY(!opened[0].imported);
        QVERIFY(opened[1].imported);
        QVERIFY2(opened[1].rebuildReason.find("damaged") != std::string::npos, opened[1].rebuildReason.c_str());
    }

    void aCacheGivenAsTheModelIsOpenedAsItIs()
    {
        QTemporaryDir dir;
        const fs::path source = demo("glove.6B.100d.subset.txt");
        fs::path cache;
        {
            auto imported = openCachedModel(source, in(dirOf(dir) / "cache"));
            QVERIFY(imported.ok());
            cache = dirOf(dir) / "copied.h5";
            fs::copy_file(imported->status.cachePath, cache);
        }
        QVERIFY(isEmbeddingCache(cache));
        QVERIFY(!isEmbeddingCache(source));
        QVERIFY(!isEmbeddingCache(dirOf(dir) / "missing.h5"));
        const fs::path elsewhere = dirOf(dir) / "elsewhere";
        auto opened = openCachedModel(cache, in(elsewhere));
        QVERIFY2(opened.ok(), why(opened).c_str());
        QVERIFY(!opened->status.imported);
        QCOMPARE(opened->status.cachePath, cache);
        QCOMPARE(opened->status.format, EmbeddingFormat::GloveText);
        QVERIFY(!fs::exists(elsewhere)); // not copied anywhere
        QVERIFY(sameBits(*readAll(opened->set), readEmbeddingFile(source)->set.vectors()));
        CacheOptions rebuild = in(elsewhere);
        rebuild.rebuild = true;
        QCOMPARE(openCachedModel(cache, rebuild).error().code, ErrorCode::InvalidArgument);

        // Read without the cache folder too, with the same numbers as the source itself.
        const AnalysisParams params = quickParams();
        ModelStorage direct;
        direct.useCache = false;
        auto fromSource = runAnalysis({ModelSpec{"m", ModelFamily::Static, source, {}}}, params, {}, direct);
        for (bool useCache : {false, true}) {
            ModelStorage storage;
            storage.useCache = useCache;
            storage.cacheDirectory = elsewhere;
            auto fromCache = runAnalysis({ModelSpec{"m", ModelFamily::Static, cache, {}}}, params, {}, storage);
            QVERIFY2(fromCache.ok(), why(fromCache).c_str());
            QCOMPARE(fromCache->models[0].anisotropy.raw.mean, fromSource->models[0].anisotropy.raw.mean);
            QCOMPARE(*fromCache->models[0].weat[0].whitened->d, *fromSource->models[0].weat[0].whitened->d);
        }

        // Damage in a cache the user gave is reported, and the file is left where it is.
        opened = makeError(ErrorCode::Cancelled, "");
        flipBytes(cache, fs::file_size(cache) / 2, 16);
        auto damaged = openCachedModel(cache, in(elsewhere));
        QVERIFY(damaged.ok());
        QVERIFY(!readAll(damaged->set));
        QVERIFY(!damaged->damage().empty());
        QVERIFY(fs::exists(cache));
        CacheOptions verify = in(elsewhere);
        verify.verifyAll = true;
        auto checked = openCachedModel(cache, verify);
        QCOMPARE(checked.error().code, ErrorCode::CacheDamaged);
        QVERIFY2(checked.error().detail.find("import its source file again") != std::string::npos,
                 checked.error().detail.c_str());
    }

    void referenceVectorsOfAnHdf5ImportAreCachedAndUsedByTheEmbeddedSample()
    {
        QTemporaryDir dir;
        const auto demoModel = readEmbeddingFile(demo("GoogleNews-vectors-negative300.subset.txt"));
        QVERIFY(demoModel.ok());
        // Stand-ins for sentence vectors: sums of pairs of word vectors.
        MatrixF reference(700, demoModel->set.dims());
        for (Eigen::Index i = 0; i < reference.rows(); ++i)
            reference.row(i) = demoModel->set.vectors().row(i) + demoModel->set.vectors().row(i + 700);
        const fs::path source = dirOf(dir) / "contextual.h5";
        writeImportLayout(source, demoModel->set, reference);
        const fs::path cacheDir = dirOf(dir) / "cache";
        for (int round = 0; round < 2; ++round) {
            auto opened = openCachedModel(source, in(cacheDir));
            QVERIFY2(opened.ok(), why(opened).c_str());
            QCOMPARE(opened->status.imported, round == 0);
            QCOMPARE(opened->status.format, EmbeddingFormat::Hdf5);
            QCOMPARE(opened->set.referenceRows(), std::size_t(700));
            QVERIFY(sameBits(opened->set.referenceVectors(), reference));
            QVERIFY(sameBits(*readAll(opened->set), demoModel->set.vectors()));
        }

        AnalysisParams params = quickParams();
        params.reference = ReferenceSpec::parse("embedded").value();
        const std::vector<ModelSpec> models{
            ModelSpec{"bert", ModelFamily::Contextualized, source, EmbeddingFormat::Auto, {}}};
        ModelStorage direct;
        direct.useCache = false;
        auto expected = runAnalysis(models, params, {}, direct);
        QVERIFY2(expected.ok(), why(expected).c_str());
        QCOMPARE(expected->models[0].referenceSize, std::size_t(700));
        ModelStorage storage;
        storage.cacheDirectory = cacheDir;
        for (bool reused : {false, true}) {
            auto cached = runAnalysis(models, params, {}, storage);
            QVERIFY2(cached.ok(), why(cached).c_str());
            QCOMPARE(cached->models[0].whiteningReused, reused);
            QCOMPARE(resultsJsonText(cached.value()), resultsJsonText(expected.value()));
        }
    }

    void aNumpyCacheFollowsItsVocabularyFile()
    {
        QTemporaryDir dir;
        const auto demoModel = readEmbeddingFile(demo("glove.6B.100d.subset.txt"));
        const fs::path npy = dirOf(dir) / "m.npy", vocabulary = dirOf(dir) / "m.vocab";
        writeNumpy(npy, vocabulary, demoModel->set);
        const fs::path cacheDir = dirOf(dir) / "cache";
        auto first = openCachedModel(npy, in(cacheDir));
        QVERIFY2(first.ok(), why(first).c_str());
        QCOMPARE(first->status.format, EmbeddingFormat::Numpy);
        QVERIFY(sameBits(*readAll(first->set), demoModel->set.vectors()));
        QCOMPARE(first->set.vocabulary().chars(), demoModel->set.vocabulary().chars());
        const std::string vocabularyFile = first->status.report.vocabularyFile;
        QVERIFY(!vocabularyFile.empty());
        auto reused = openCachedModel(npy, in(cacheDir));
        QVERIFY(!reused->status.imported);
        QCOMPARE(reused->status.report.vocabularyFile, vocabularyFile);

        // The matrix is unchanged, but its words are not: the cache must follow.
        fs::last_write_time(vocabulary, fs::last_write_time(vocabulary) + std::chrono::seconds(5));
        auto touched = openCachedModel(npy, in(cacheDir));
        QVERIFY(touched->status.imported);
        QVERIFY2(touched->status.rebuildReason.find("vocabulary file") != std::string::npos
                     && touched->status.rebuildReason.find("changed") != std::string::npos,
                 touched->status.rebuildReason.c_str());

        const fs::path other = dirOf(dir) / "other-words.txt";
        fs::copy_file(vocabulary, other);
        CacheOptions options = in(cacheDir);
        options.read.vocabularyPath = other;
        auto switched = openCachedModel(npy, options);
        QVERIFY2(switched.ok(), why(switched).c_str());
        QVERIFY(switched->status.imported);
        QVERIFY2(switched->status.rebuildReason.find("is asked for") != std::string::npos,
                 switched->status.rebuildReason.c_str());
        QVERIFY(!openCachedModel(npy, options)->status.imported);
    }

    void gzipIsRecordedThroughTheCache()
    {
        QTemporaryDir dir;
        const fs::path text = dirOf(dir) / "w2v.txt";
        fs::copy_file(demo("GoogleNews-vectors-negative300.subset.txt"), text);
        QCOMPARE(QProcess::execute(QStringLiteral("gzip"), {QString::fromStdString(text.string())}), 0);
        const fs::path source = dirOf(dir) / "w2v.txt.gz";
        for (int round = 0; round < 2; ++round) {
            auto opened = openCachedModel(source, in(dirOf(dir) / "cache"));
            QVERIFY2(opened.ok(), why(opened).c_str());
            QCOMPARE(opened->status.imported, round == 0);
            QVERIFY(opened->status.report.gzipped);
            QCOMPARE(opened->set.size(), std::size_t(1402));
        }
    }

    void whiteningStatisticsComeBackBitForBit()
    {
        QTemporaryDir dir;
        const fs::path source = demo("GoogleNews-vectors-negative300.subset.txt");
        WhiteningStats estimated;
        const std::vector<std::string> keys{"top:1000", "random:500:7", "words:3:00ff/aa", ".odd%key"};
        {
            auto opened = openCachedModel(source, in(dirOf(dir)));
            QVERIFY(opened.ok());
            QVERIFY(opened->set.whiteningStore());
            QVERIFY(!opened->set.whiteningStore()->load("top:1000"));
            auto stats = estimateWhitening(opened->set, allRows(1000));
            QVERIFY(stats.ok());
            estimated = stats.value();
            for (const auto &key : keys)
                QVERIFY(opened->set.whiteningStore()->save(key, estimated));
            // The handle stays usable after a save (it is closed and reopened around the write).
            QVERIFY(readAll(opened->set));
            QVERIFY(opened->set.whiteningStore()->load("top:1000"));
        }
        auto reopened = openCachedModel(source, in(dirOf(dir)));
        QVERIFY(!reopened->status.imported);
        for (const auto &key : keys) {
            const auto loaded = reopened->set.whiteningStore()->load(key);
            QVERIFY2(loaded, key.c_str());
            QVERIFY(sameBitsD(loaded->mean, estimated.mean));
            QVERIFY(sameBitsD(loaded->eigenvalues, estimated.eigenvalues));
            QVERIFY(sameBitsD(loaded->eigenvectors, estimated.eigenvectors));
            QCOMPARE(loaded->sampleSize, estimated.sampleSize);
        }
        QVERIFY(!reopened->set.whiteningStore()->load("top:999"));
        // Whitening with reused statistics is whitening with estimated ones, to the last bit.
        const auto a = Whitener::create(estimated, 1e-3),
                   b = Whitener::create(*reopened->set.whiteningStore()->load("top:1000"), 1e-3);
        const MatrixD x = reopened->set.rowsAsDouble({0, 5, 9});
        QVERIFY(sameBitsD(a->apply(x), b->apply(x)));
    }

    void killedImportLeavesOnlyATemporaryThatIsCleanedUp()
    {
        QTemporaryDir dir;
        const fs::path source = writeSyntheticGlove(dirOf(dir) / "big.txt", 20000, 50);
        const fs::path cacheDir = dirOf(dir) / "cache";
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            // Killed outright while the cache is being written: no destructor, no cleanup runs.
            CacheOptions options = in(cacheDir);
            options.read.progress = [](std::size_t done, std::size_t) {
                if (done > kImportProgressReadShare + 20)
                    ::kill(::getpid(), SIGKILL);
                return true;
            };
            (void)openCachedModel(source, options);
            ::_exit(3); // not reached if the kill came
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
        QVERIFY(cachesIn(cacheDir).empty());                      // nothing that could be trusted
        QCOMPARE(temporariesIn(cacheDir).size(), std::size_t(1)); // only the dead import's temporary
        QVERIFY(QString::fromStdString(temporariesIn(cacheDir)[0]).contains(QString::number(child)));

        auto opened = openCachedModel(source, in(cacheDir));
        QVERIFY2(opened.ok(), why(opened).c_str());
        QVERIFY(opened->status.imported);
        QVERIFY(opened->status.rebuildReason.empty()); // there was no cache, only debris
        QVERIFY(temporariesIn(cacheDir).empty());
        QCOMPARE(cachesIn(cacheDir).size(), std::size_t(1));
        QCOMPARE(opened->set.size(), std::size_t(20000));
    }

    void temporariesOfLiveProcessesAreLeftAlone()
    {
        QTemporaryDir dir;
        const fs::path live = dirOf(dir) / (".isoscope-import-" + std::to_string(::getppid()) + "-0-x.h5");
        std::ofstream(live) << "being written";
        QVERIFY(openCachedModel(demo("glove.6B.100d.subset.txt"), in(dirOf(dir))).ok());
        QVERIFY(fs::exists(live));
    }

    void cancelledImportLeavesNothing_data()
    {
        QTest::addColumn<bool>("whileWriting");
        QTest::newRow("while reading the source") << false;
        QTest::newRow("while writing the cache") << true;
    }
    void cancelledImportLeavesNothing()
    {
        QFETCH(bool, whileWriting);
        QTemporaryDir dir;
        const fs::path source = writeSyntheticGlove(dirOf(dir) / "big.txt", 20000, 50);
        const fs::path cacheDir = dirOf(dir) / "cache";
        CacheOptions options = in(cacheDir);
        bool sawWriting = false;
        options.read.progress = [&](std::size_t done, std::size_t total) {
            [&] { QCOMPARE(total, kImportProgressTotal); }();
            if (done > kImportProgressReadShare)
                sawWriting = true;
            return whileWriting ? done <= kImportProgressReadShare + 20 : done < kImportProgressReadShare / 4;
        };
        auto result = openCachedModel(source, options);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, ErrorCode::Cancelled);
        QCOMPARE(sawWriting, whileWriting);
        QVERIFY(filesIn(cacheDir).empty());
    }

    void aFolderThatCannotBeUsedIsAnError()
    {
        QTemporaryDir dir;
        const fs::path file = dirOf(dir) / "plain-file";
        std::ofstream(file) << "x";
        auto result = openCachedModel(demo("glove.6B.100d.subset.txt"), in(file / "cache"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, ErrorCode::WriteFailed);
        QCOMPARE(result.error().file, (file / "cache").string());
        auto onFile = openCachedModel(demo("glove.6B.100d.subset.txt"), in(file));
        QVERIFY(!onFile.ok());
        QCOMPARE(onFile.error().code, ErrorCode::WriteFailed);
        // A missing source is the source's error, not the cache's.
        auto missing = openCachedModel(dirOf(dir) / "nope.txt", in(dirOf(dir)));
        QCOMPARE(missing.error().code, ErrorCode::FileNotFound);
        // A broken source leaves no cache and no temporary.
        const fs::path broken = dirOf(dir) / "broken.txt";
        std::ofstream(broken) << "a 1 2\nb 3\n";
        const fs::path cacheDir = dirOf(dir) / "cache";
        auto bad = openCachedModel(broken, in(cacheDir));
        QCOMPARE(bad.error().code, ErrorCode::WrongValueCount);
        QCOMPARE(bad.error().line, std::size_t(2));
        QVERIFY(filesIn(cacheDir).empty());
    }

    void embeddedReferenceVectors()
    {
        auto spec = ReferenceSpec::parse("embedded");
        QVERIFY(spec.ok());
        QCOMPARE(spec->mode, ReferenceMode::Embedded);
        QCOMPARE(spec->toString(), std::string("embedded"));
        QCOMPARE(std::string(spec->modeName()), std::string("embedded"));
        QVERIFY(!ReferenceSpec::parse("embedded:5").ok());

        auto loaded = readEmbeddingFile(demo("glove.6B.100d.subset.txt"));
        EmbeddingSet model = loaded->set;
        auto none = selectReferenceSample(model, spec.value(), 42);
        QVERIFY(!none.ok());
        QCOMPARE(none.error().code, ErrorCode::InvalidArgument);
        QVERIFY(none.error().detail.find("no reference vectors") != std::string::npos);

        const MatrixF reference = model.vectors().topRows(300) * 0.5f;
        model.setReferenceVectors(reference);
        QCOMPARE(model.referenceRows(), std::size_t(300));
        auto sample = selectReferenceSample(model, spec.value(), 42);
        QVERIFY(sample.ok());
        QVERIFY(sample->usesExternal());
        QVERIFY(sameBits(sample->external, reference));
        QCOMPARE(whiteningKey(spec.value(), sample.value(), 42), std::string("embedded:300"));
        auto fromSample = estimateWhitening(model, sample.value());
        auto fromMatrix = estimateWhitening(reference);
        QVERIFY(sameBitsD(fromSample->mean, fromMatrix->mean));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, model.setReferenceVectors(MatrixF(3, 7)));
    }

private:
    QTemporaryDir m_home;
};

QTEST_GUILESS_MAIN(TestEmbeddingCache)
#include "tst_embeddingcache.moc"
