// Hostile and unlucky inputs of the storage layer: HDF5 files whose data lives elsewhere (external
// raw storage pointing at a named pipe or at a file outside, an external link, a virtual dataset)
// or whose links loop are refused with a message that names the dataset, quickly and without
// reading what they point at; a named pipe at the cache's path is refused, never opened (which
// would block forever); the content hash recorded while importing is XXH64, the digest `xxhsum
// -H1` prints, however the bytes arrive, and a source changed in the middle with its size and time
// restored is found by the full check (CacheOptions::verifyAll) and imported again.
#include "core/base/contenthash.h"
#include "core/io/embeddingreader.h"
#include "core/storage/embeddingcache.h"
#include "tests/hostilecases.h"

#include <hdf5.h>

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/time.h>

#include <fstream>
#include <random>

using namespace isoscope;
namespace fs = std::filesystem;

namespace {

fs::path dirOf(const QTemporaryDir &dir)
{
    return fs::path(dir.path().toStdString());
}

CacheOptions in(const fs::path &directory)
{
    CacheOptions options;
    options.directory = directory;
    return options;
}

std::string why(const Result<LoadedEmbedding> &r)
{
    return r.ok() ? std::string("it was read") : describe(r.error());
}

// A file in the HDF5 import layout whose /vectors (4 x 2 float32) is made by makeVectors (which
// may store it anywhere) and whose /words is stored normally.
template <typename MakeVectors>
void writeHostile(const fs::path &path, MakeVectors makeVectors)
{
    const hid_t file = H5Fcreate(path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    QVERIFY(file >= 0);
    const hid_t type = H5Tcopy(H5T_C_S1);
    H5Tset_size(type, 8);
    const hsize_t n = 4;
    const hid_t space = H5Screate_simple(1, &n, nullptr);
    const hid_t words = H5Dcreate2(file, "words", type, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
    const char text[4][8] = {"alpha", "beta", "gamma", "delta"};
    H5Dwrite(words, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, text);
    H5Dclose(words);
    H5Sclose(space);
    H5Tclose(type);
    makeVectors(file);
    H5Fclose(file);
}

void plainMatrix(hid_t location, const char *name)
{
    const hsize_t dims[2] = {4, 2};
    const float values[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    const hid_t space = H5Screate_simple(2, dims, nullptr);
    const hid_t data = H5Dcreate2(location, name, H5T_IEEE_F32LE, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
    H5Dwrite(data, H5T_NATIVE_FLOAT, H5S_ALL, H5S_ALL, H5P_DEFAULT, values);
    H5Dclose(data);
    H5Sclose(space);
}

// /vectors with its 32 bytes of values in an external file (H5Pset_external).
void externalStorage(hid_t file, const fs::path &outside)
{
    const hsize_t dims[2] = {4, 2};
    const hid_t space = H5Screate_simple(2, dims, nullptr);
    const hid_t dcpl = H5Pcreate(H5P_DATASET_CREATE);
    H5Pset_external(dcpl, outside.c_str(), 0, 32);
    const hid_t data = H5Dcreate2(file, "vectors", H5T_IEEE_F32LE, space, H5P_DEFAULT, dcpl, H5P_DEFAULT);
    QVERIFY(data >= 0);
    H5Dclose(data);
    H5Pclose(dcpl);
    H5Sclose(space);
}

std::string xxhsum(const fs::path &file)
{
    QProcess process;
    process.start(QStringLiteral("xxhsum"), {QStringLiteral("-H1"), QString::fromStdString(file.string())});
    if (!process.waitForFinished(-1) || process.exitCode() != 0)
        return "xxhsum failed: " + process.readAllStandardError().toStdString();
    return process.readAllStandardOutput().toStdString().substr(0, 16);
}

} // namespace

class TestHostileHdf5 : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("ISOSCOPE_CACHE_DIR", m_home.path().toUtf8());
        H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr); // the fixtures' own HDF5 calls stay quiet
    }

    void init() { hostilecases::begin(); }

    void anHdf5FileStoredHereIsRead()
    {
        // The control: the same layout with /vectors stored in the file is read.
        QTemporaryDir dir;
        const fs::path path = dirOf(dir) / "plain.h5";
        writeHostile(path, [](hid_t file) { plainMatrix(file, "vectors"); });
        auto read = readEmbeddingFile(path);
        QVERIFY2(read.ok(), why(read).c_str());
        QCOMPARE(read->set.size(), std::size_t(4));
        QCOMPARE(read->set.vectors()(3, 1), 8.0f);
    }

    void externalStorageToANamedPipeIsRefusedWithoutWaiting()
    {
        QTemporaryDir dir;
        const fs::path pipe = dirOf(dir) / "pipe";
        QCOMPARE(::mkfifo(pipe.c_str(), 0600), 0);
        const fs::path path = dirOf(dir) / "external-fifo.h5";
        writeHostile(path, [&](hid_t file) { externalStorage(file, pipe); });
        // Opening the pipe for reading would block until a writer comes: none ever does.
        auto read = readEmbeddingFile(path);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().code, ErrorCode::UnsupportedFormat);
        QVERIFY2(read.error().detail.find("/vectors keeps its values in external files") != std::string::npos,
                 why(read).c_str());
        QCOMPARE(read.error().file, path.string());
        QVERIFY2(hostilecases::refused(why(read)), why(read).c_str());
    }

    void externalStorageToAFileOutsideIsRefusedNotRead()
    {
        QTemporaryDir dir;
        const fs::path outside = dirOf(dir) / "secret";
        std::ofstream(outside) << "root:$y$j9T$secret-hash-of-a-password:19000:0:99999:7:::\n";
        const fs::path path = dirOf(dir) / "external-file.h5";
        writeHostile(path, [&](hid_t file) { externalStorage(file, outside); });
        auto read = readEmbeddingFile(path);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().code, ErrorCode::UnsupportedFormat);
        QVERIFY(read.error().detail.find("external files") != std::string::npos);
        // The message never quotes what the outside file holds.
        QVERIFY(describe(read.error()).find("secret") == std::string::npos);
        // And through the cache, as the app and the command line open a model.
        auto opened = openCachedModel(path, in(dirOf(dir) / "cache"));
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().code, ErrorCode::UnsupportedFormat);
        QVERIFY2(hostilecases::refused(describe(opened.error())), describe(opened.error()).c_str());
    }

    void anExternalLinkIsRefused()
    {
        QTemporaryDir dir;
        const fs::path other = dirOf(dir) / "other.h5";
        {
            const hid_t file = H5Fcreate(other.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
            plainMatrix(file, "data");
            H5Fclose(file);
        }
        const fs::path path = dirOf(dir) / "external-link.h5";
        writeHostile(path, [&](hid_t file) {
            QVERIFY(H5Lcreate_external(other.c_str(), "/data", file, "vectors", H5P_DEFAULT, H5P_DEFAULT) >= 0);
        });
        auto read = readEmbeddingFile(path);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().code, ErrorCode::UnsupportedFormat);
        QVERIFY2(read.error().detail.find("/vectors is an external link to another file") != std::string::npos,
                 why(read).c_str());
        QVERIFY2(hostilecases::refused(why(read)), why(read).c_str());
    }

    void aSoftLinkToAnExternalLinkIsRefused()
    {
        // The soft link itself is harmless; what it leads to is another file.
        QTemporaryDir dir;
        const fs::path other = dirOf(dir) / "other.h5";
        {
            const hid_t file = H5Fcreate(other.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
            plainMatrix(file, "data");
            H5Fclose(file);
        }
        const fs::path path = dirOf(dir) / "soft-to-external.h5";
        writeHostile(path, [&](hid_t file) {
            H5Lcreate_external(other.c_str(), "/data", file, "elsewhere", H5P_DEFAULT, H5P_DEFAULT);
            H5Lcreate_soft("/elsewhere", file, "vectors", H5P_DEFAULT, H5P_DEFAULT);
        });
        auto read = readEmbeddingFile(path);
        QVERIFY(!read.ok());
        QVERIFY2(read.error().detail.find("/vectors") != std::string::npos, why(read).c_str());
        QVERIFY2(hostilecases::refused(why(read)), why(read).c_str());
    }

    void aVirtualDatasetIsRefused()
    {
        QTemporaryDir dir;
        const fs::path source = dirOf(dir) / "source.h5";
        {
            const hid_t file = H5Fcreate(source.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
            plainMatrix(file, "data");
            H5Fclose(file);
        }
        const fs::path path = dirOf(dir) / "virtual.h5";
        writeHostile(path, [&](hid_t file) {
            const hsize_t dims[2] = {4, 2};
            const hid_t space = H5Screate_simple(2, dims, nullptr);
            const hid_t dcpl = H5Pcreate(H5P_DATASET_CREATE);
            QVERIFY(H5Pset_virtual(dcpl, space, source.c_str(), "/data", space) >= 0);
            const hid_t data = H5Dcreate2(file, "vectors", H5T_IEEE_F32LE, space, H5P_DEFAULT, dcpl, H5P_DEFAULT);
            QVERIFY(data >= 0);
            H5Dclose(data);
            H5Pclose(dcpl);
            H5Sclose(space);
        });
        auto read = readEmbeddingFile(path);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().code, ErrorCode::UnsupportedFormat);
        QVERIFY2(read.error().detail.find("/vectors is a virtual dataset") != std::string::npos, why(read).c_str());
        QVERIFY2(hostilecases::refused(why(read)), why(read).c_str());
    }

    void aLoopOfSoftLinksEndsInAnError()
    {
        QTemporaryDir dir;
        const fs::path path = dirOf(dir) / "loop.h5";
        writeHostile(path, [](hid_t file) {
            H5Lcreate_soft("/loop", file, "vectors", H5P_DEFAULT, H5P_DEFAULT);
            H5Lcreate_soft("/vectors", file, "loop", H5P_DEFAULT, H5P_DEFAULT);
        });
        auto read = readEmbeddingFile(path);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().code, ErrorCode::BadSchema);
        QVERIFY2(read.error().detail.find("/vectors is a soft link that leads nowhere or in a loop")
                     != std::string::npos,
                 why(read).c_str());
        QVERIFY2(hostilecases::refused(why(read)), why(read).c_str());
    }

    void aNamedPipeAtTheCachePathIsRefusedNotOpened()
    {
        QTemporaryDir dir;
        const fs::path source = dirOf(dir) / "model.txt";
        std::ofstream(source) << "alpha 1 2\nbeta 3 4\ngamma 5 7\n";
        const fs::path cacheDir = dirOf(dir) / "cache";
        // Where the cache would go: made by a first import, then replaced by a pipe.
        auto first = openCachedModel(source, in(cacheDir));
        QVERIFY(first.ok());
        const fs::path cachePath = first->status.cachePath;
        first = makeError(ErrorCode::Cancelled, "closed");
        fs::remove(cachePath);
        QCOMPARE(::mkfifo(cachePath.c_str(), 0600), 0);
        auto opened = openCachedModel(source, in(cacheDir));
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().code, ErrorCode::NotARegularFile);
        QCOMPARE(opened.error().file, cachePath.string());
        QVERIFY(opened.error().detail.find("a named pipe (FIFO)") != std::string::npos);
        // A symbolic link to a pipe is the same.
        fs::remove(cachePath);
        const fs::path pipe = dirOf(dir) / "elsewhere";
        QCOMPARE(::mkfifo(pipe.c_str(), 0600), 0);
        fs::create_symlink(pipe, cachePath);
        opened = openCachedModel(source, in(cacheDir));
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().code, ErrorCode::NotARegularFile);
        QVERIFY2(hostilecases::refused(describe(opened.error())), describe(opened.error()).c_str());
        // Removed, the cache is made again.
        fs::remove(cachePath);
        opened = openCachedModel(source, in(cacheDir));
        QVERIFY(opened.ok());
        QVERIFY(opened->status.imported);
    }

    void contentHashIsXxh64AsXxhsumComputesIt_data()
    {
        QTest::addColumn<int>("bytes");
        QTest::addColumn<int>("piece");
        QTest::newRow("empty") << 0 << 1;
        QTest::newRow("3 bytes") << 3 << 1;
        QTest::newRow("31 bytes in pieces of 5") << 31 << 5;
        QTest::newRow("32 bytes at once") << 32 << 32;
        QTest::newRow("33 bytes in pieces of 7") << 33 << 7;
        QTest::newRow("100003 bytes in pieces of 4099") << 100003 << 4099;
        QTest::newRow("3 MiB + 13 bytes in pieces of 1 MiB") << (3 << 20) + 13 << (1 << 20);
    }
    void contentHashIsXxh64AsXxhsumComputesIt()
    {
        QFETCH(int, bytes);
        QFETCH(int, piece);
        QTemporaryDir dir;
        std::mt19937 random(static_cast<unsigned>(bytes));
        std::string data(static_cast<std::size_t>(bytes), '\0');
        for (char &c : data)
            c = static_cast<char>(random());
        const fs::path file = dirOf(dir) / "data.bin";
        std::ofstream(file, std::ios::binary).write(data.data(), bytes);
        ContentHash hash;
        for (int at = 0; at < bytes; at += piece)
            hash.add(data.data() + at, static_cast<std::size_t>(std::min(piece, bytes - at)));
        QCOMPARE(hexDigest(hash.digest()), xxhsum(file));
        QCOMPARE(hashFileContent(file), std::optional<std::uint64_t>(hash.digest()));
    }

    void theReaderHashesWhatItReads_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("GloVe text") << QStringLiteral("glove.6B.100d.subset.txt");
        QTest::newRow("word2vec text") << QStringLiteral("GoogleNews-vectors-negative300.subset.txt");
    }
    void theReaderHashesWhatItReads()
    {
        QFETCH(QString, file);
        const fs::path path = fs::path(ISOSCOPE_RESOURCE_DIR) / "embeddings" / file.toStdString();
        auto read = readEmbeddingFile(path);
        QVERIFY(read.ok());
        QVERIFY(read->report.contentHash);
        QCOMPARE(hexDigest(*read->report.contentHash), xxhsum(path));
    }

    void aSourceChangedWithItsSizeAndTimeRestoredIsFoundByTheFullCheck()
    {
        QTemporaryDir dir;
        const fs::path source = dirOf(dir) / "model.txt";
        // More than 2 MiB, so that a change in the middle is outside the first and last MiB.
        {
            std::ofstream out(source);
            for (int i = 0; i < 60000; ++i)
                out << "w" << i << " 0.25 0.5 -0.125 " << (i % 100) / 128.0 << " 1.5 -2.5 0.75 0.0625 0.375\n";
        }
        QVERIFY(fs::file_size(source) > (3u << 20));
        struct stat before;
        QCOMPARE(::stat(source.c_str(), &before), 0);
        const fs::path cacheDir = dirOf(dir) / "cache";
        auto imported = openCachedModel(source, in(cacheDir));
        QVERIFY(imported.ok());
        QVERIFY(imported->status.contentHash);
        const std::uint64_t recorded = *imported->status.contentHash;
        QCOMPARE(hexDigest(recorded), xxhsum(source));
        imported = makeError(ErrorCode::Cancelled, "closed");

        // One value in the middle changes: 0.25 -> 0.75 in the line of w30000; size and time stay.
        {
            std::fstream file(source, std::ios::in | std::ios::out | std::ios::binary);
            std::string all((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
            const auto at = all.find("\nw30000 0.25") + 8;
            file.seekp(static_cast<std::streamoff>(at));
            file.write("0.75", 4);
        }
        const struct timespec times[2] = {before.st_atim, before.st_mtim};
        QCOMPARE(::utimensat(AT_FDCWD, source.c_str(), times, 0), 0);

        // A quick open trusts the fingerprint (size, time, first and last MiB) ...
        auto quick = openCachedModel(source, in(cacheDir));
        QVERIFY(quick.ok());
        QVERIFY(!quick->status.imported);
        QVERIFY(!quick->status.contentVerified);
        quick = makeError(ErrorCode::Cancelled, "closed");
        // ... the full check does not, and imports the file again with its new numbers.
        CacheOptions full = in(cacheDir);
        full.verifyAll = true;
        auto checked = openCachedModel(source, full);
        QVERIFY(checked.ok());
        QVERIFY(checked->status.imported);
        QVERIFY2(checked->status.rebuildReason.find("the source's content differs from what was imported")
                     != std::string::npos,
                 checked->status.rebuildReason.c_str());
        QVERIFY(checked->status.contentVerified);
        QVERIFY(*checked->status.contentHash != recorded);
        const auto row = checked->set.find("w30000");
        QVERIFY(row);
        QCOMPARE(checked->set.rowsAsDouble({*row})(0, 0), 0.75);
        checked = makeError(ErrorCode::Cancelled, "closed");
        // And the next full check finds it unchanged.
        auto again = openCachedModel(source, full);
        QVERIFY(again.ok());
        QVERIFY(!again->status.imported);
        QVERIFY(again->status.contentVerified);
        hostilecases::accepted(); // the changed content found and read
    }

private:
    QTemporaryDir m_home;
};

QTEST_GUILESS_MAIN(TestHostileHdf5)
#include "tst_hostilehdf5.moc"
