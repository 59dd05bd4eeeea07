// The command line over the HDF5 cache: `isoscope-cli import` builds or checks a cache and says
// what it did; `analyze` goes through the cache transparently and writes byte for byte what it
// writes without it; every bad input is exit status 2 with one line. Each test has its own
// temporary cache folder (ISOSCOPE_CACHE_DIR or --cache-dir).
#include "app/cli/commandline.h"
#include "tests/cli/runcommandline.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

namespace {

using clitest::Run;
using clitest::runInProcess;

Run runExecutable(const QStringList &arguments, const QString &cacheDir)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ISOSCOPE_CACHE_DIR"), cacheDir);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(ISOSCOPE_CLI_PATH), arguments);
    process.waitForFinished(120000);
    Run r;
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput().toStdString();
    r.err = process.readAllStandardError().toStdString();
    return r;
}

QString demo(const char *file)
{
    return QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/") + QLatin1String(file);
}

QByteArray fileContent(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

QStringList cachesIn(const QString &dir)
{
    QStringList caches = QDir(dir).entryList({QStringLiteral("*.h5")}, QDir::Files | QDir::Hidden);
    // The whitening statistics files beside a cache are not caches.
    caches.removeIf([](const QString &name) { return name.contains(QStringLiteral(".whitening-")); });
    return caches;
}

} // namespace

class TestCacheCommandLine : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        // A fresh cache folder per test, also for in-process runs that use the default folder.
        m_cache = std::make_unique<QTemporaryDir>();
        QVERIFY(m_cache->isValid());
        qputenv("ISOSCOPE_CACHE_DIR", m_cache->path().toUtf8());
        qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
    }

    void helpNamesTheCacheCommands()
    {
        const Run help = runInProcess({QStringLiteral("--help")});
        QCOMPARE(help.status, 0);
        for (const char *part : {"isoscope-cli import PATH", "--cache-dir DIR", "--no-cache", "--rebuild", "embedded"})
            QVERIFY2(contains(help.out, part), part);
    }

    void importPrintsASummaryThenReuses()
    {
        const QString model = demo("glove.6B.100d.subset.txt");
        const Run first = runExecutable({QStringLiteral("import"), model}, m_cache->path());
        QCOMPARE(first.status, 0);
        QVERIFY2(first.err.empty(), first.err.c_str()); // no terminal, no progress
        for (const char *part : {"format: glove\n", "words: 4892\n", "dims: 100\n", "reference vectors: 0\n",
                                 "uncased: yes\n", "status: imported\n", "seconds: "})
            QVERIFY2(contains(first.out, part), part);
        QVERIFY(contains(first.out, ("source: " + model.toStdString() + "\n").c_str()));
        QVERIFY(
            contains(first.out, ("cache: " + m_cache->path().toStdString() + "/glove.6B.100d.subset.txt-").c_str()));
        QCOMPARE(cachesIn(m_cache->path()).size(), 1);

        const Run second = runExecutable({QStringLiteral("import"), model}, m_cache->path());
        QCOMPARE(second.status, 0);
        QVERIFY2(contains(second.out, "status: reused (every checksum verified)\n"), second.out.c_str());
        QVERIFY(!contains(second.out, "rebuilt because"));

        const Run rebuilt =
            runExecutable({QStringLiteral("import"), model, QStringLiteral("--rebuild")}, m_cache->path());
        QCOMPARE(rebuilt.status, 0);
        QVERIFY(contains(rebuilt.out, "status: imported\n"));
        QVERIFY(contains(rebuilt.out, "rebuilt because: a rebuild was asked for\n"));
        QCOMPARE(cachesIn(m_cache->path()).size(), 1);
    }

    void importSaysWhyItRebuilt()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("m.txt"));
        std::ofstream(model.toStdString()) << "a 1 2\nb 3 4\n";
        const QString cacheDir = dir.filePath(QStringLiteral("cache"));
        const QStringList args{QStringLiteral("import"), model, QStringLiteral("--cache-dir"), cacheDir};
        QCOMPARE(runInProcess(args).status, 0);
        std::ofstream(model.toStdString(), std::ios::app) << "c 5 6\n";
        const Run changed = runInProcess(args);
        QCOMPARE(changed.status, 0);
        QVERIFY2(contains(changed.out, "rebuilt because: the source's size changed from 12 to 18 bytes\n"),
                 changed.out.c_str());
        QVERIFY(contains(changed.out, "words: 3\n"));
        QCOMPARE(cachesIn(cacheDir).size(), 1);
        QVERIFY(cachesIn(m_cache->path()).isEmpty()); // --cache-dir, not the default folder
    }

    void importOfANumpyMatrixNamesItsVocabulary()
    {
        QTemporaryDir dir;
        const std::string npy = dir.filePath(QStringLiteral("m.npy")).toStdString();
        {
            std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
            header.append(64 - (10 + header.size() + 1) % 64, ' ');
            header += '\n';
            std::ofstream out(npy, std::ios::binary);
            out.write("\x93NUMPY\x01\x00", 8);
            out.put(static_cast<char>(header.size()));
            out.put('\0');
            out << header;
            const float values[6] = {1, 2, 3, 4, 5, 6};
            out.write(reinterpret_cast<const char *>(values), sizeof values);
        }
        const QString words = dir.filePath(QStringLiteral("words.txt"));
        std::ofstream(words.toStdString()) << "alpha\nbeta\n";
        const QString model = QString::fromStdString(npy);
        const Run r = runInProcess({QStringLiteral("import"), model, QStringLiteral("--vocab"), words});
        QCOMPARE(r.status, 0);
        for (const char *part : {"format: numpy\n", "words: 2\n", "dims: 3\n", "gzipped: no\n"})
            QVERIFY2(contains(r.out, part), r.out.c_str());
        QVERIFY2(contains(r.out, "vocabulary file: " + words.toStdString() + "\n"), r.out.c_str());
        // Without --vocab, m.vocab or m.txt beside it is looked for, and is missing: one line, status 2.
        const Run missing = runInProcess({QStringLiteral("import"), model});
        QCOMPARE(missing.status, 2);
        QVERIFY2(contains(missing.err, "m.vocab"), missing.err.c_str());
        const Run analyzed =
            runInProcess({QStringLiteral("analyze"), QStringLiteral("m=") + model, QStringLiteral("--vocab"),
                          QStringLiteral("m=") + words, QStringLiteral("--similarity=none"),
                          QStringLiteral("--only=W1"), QStringLiteral("--quiet")});
        // Two words cover no WEAT set: the model is read (through the same cache) and the suite reported.
        QCOMPARE(analyzed.status, 0);
        QVERIFY2(contains(analyzed.out, "# Isoscope report"), analyzed.err.c_str());
    }

    void progressOnATerminalSaysImportingOrOpening()
    {
        const QStringList args{QStringLiteral("analyze"), QStringLiteral("glove=") + demo("glove.6B.100d.subset.txt"),
                               QStringLiteral("--only=W9"), QStringLiteral("--similarity=none")};
        const Run first = runInProcess(args, true);
        QCOMPARE(first.status, 0);
        QVERIFY2(contains(first.err, "glove: importing"), first.err.c_str());
        QVERIFY(contains(first.err, "cache: glove: imported into " + m_cache->path().toStdString()));
        const Run second = runInProcess(args, true);
        QCOMPARE(second.status, 0);
        QVERIFY2(contains(second.err, "glove: opening"), second.err.c_str());
        QVERIFY(!contains(second.err, "importing"));
        QVERIFY(contains(second.err, "cache: glove: opened " + m_cache->path().toStdString()));
        const Run quiet = runInProcess(args + QStringList{QStringLiteral("--quiet")}, true);
        QVERIFY(quiet.err.empty());

        const Run import =
            runInProcess({QStringLiteral("import"), demo("GoogleNews-vectors-negative300.subset.txt")}, true);
        QCOMPARE(import.status, 0);
        QVERIFY2(contains(import.err, "importing"), import.err.c_str());
    }

    void analysisThroughTheCacheWritesTheSameFilesAsWithout()
    {
        QTemporaryDir out;
        const auto run = [&](const QString &name, const QStringList &extra) {
            const QString dir = out.filePath(name);
            const Run r = runInProcess(QStringList{QStringLiteral("analyze"), QStringLiteral("--demo"),
                                                   QStringLiteral("--quiet"), QStringLiteral("--out"), dir}
                                       + extra);
            [&] { QCOMPARE(r.status, 0); }();
            return dir;
        };
        const QString direct = run(QStringLiteral("direct"), {QStringLiteral("--no-cache")});
        QVERIFY(cachesIn(m_cache->path()).isEmpty()); // --no-cache touches no cache
        const QString imported = run(QStringLiteral("imported"), {});
        QCOMPARE(cachesIn(m_cache->path()).size(), 2);
        const QString reused = run(QStringLiteral("reused"), {}); // vectors and whitening from the cache
        for (const char *file : {"results.json", "weat.csv", "anisotropy.csv", "similarity.csv", "report.md"}) {
            const QByteArray expected = fileContent(direct + QLatin1Char('/') + QLatin1String(file));
            QVERIFY2(!expected.isEmpty(), file);
            QVERIFY2(fileContent(imported + QLatin1Char('/') + QLatin1String(file)) == expected, file);
            QVERIFY2(fileContent(reused + QLatin1Char('/') + QLatin1String(file)) == expected, file);
        }
    }

    void badInputExitsWithTwoAndOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reason");
        const QString glove = demo("glove.6B.100d.subset.txt");
        const QString plainFile = QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt");
        QTest::newRow("import without a file") << QStringList{"import"} << "import needs the path";
        QTest::newRow("import with two files") << QStringList{"import", glove, glove} << "import takes one file";
        QTest::newRow("import of a missing file")
            << QStringList{"import", "/no/such/model.txt"} << "/no/such/model.txt";
        QTest::newRow("import of a folder") << QStringList{"import", "/tmp"} << "/tmp";
        QTest::newRow("import with an unknown option") << QStringList{"import", glove, "--fast"} << "'--fast'";
        QTest::newRow("import with an unknown format") << QStringList{"import", glove, "--format", "csv"} << "'csv'";
        QTest::newRow("import with --rebuild=yes") << QStringList{"import", glove, "--rebuild=yes"} << "takes no value";
        QTest::newRow("import with --cache-dir and no folder")
            << QStringList{"import", glove, "--cache-dir"} << "--cache-dir needs a value";
        QTest::newRow("import into a file as cache folder")
            << QStringList{"import", glove, "--cache-dir", plainFile} << "cannot use it as the cache folder";
        QTest::newRow("analyze with a cache folder inside a file")
            << QStringList{"analyze", "--demo", "--cache-dir", plainFile + "/cache"}
            << "cannot use it as the cache folder";
        QTest::newRow("analyze with --no-cache and --cache-dir")
            << QStringList{"analyze", "--demo", "--no-cache", "--cache-dir", "/tmp"} << "exclude each other";
        QTest::newRow("analyze with an empty --cache-dir")
            << QStringList{"analyze", "--demo", "--cache-dir="} << "--cache-dir needs a folder";
        QTest::newRow("analyze with --no-cache=1")
            << QStringList{"analyze", "--demo", "--no-cache=1"} << "takes no value";
        QTest::newRow("import with an empty --vocab")
            << QStringList{"import", glove, "--vocab="} << "--vocab needs a file";
        QTest::newRow("analyze with --vocab for an unknown model")
            << QStringList{"analyze", "--demo", "--vocab", "bert=words.txt"} << "--vocab names 'bert'";
        QTest::newRow("analyze with --vocab without a name")
            << QStringList{"analyze", "--demo", "--vocab", "words.txt"} << "--vocab expects NAME=VALUE";
        QTest::newRow("an embedded reference for a model without one")
            << QStringList{"analyze", "--demo", "--reference", "embedded"} << "no reference vectors";
    }
    void badInputExitsWithTwoAndOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reason);
        const Run r = runExecutable(arguments, m_cache->path());
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.empty());
        const QString err = QString::fromStdString(r.err);
        QVERIFY2(err.startsWith(QStringLiteral("isoscope-cli: error: ")), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.contains(reason), qPrintable(err));
    }

    void aMalformedModelLeavesNoCache()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.txt"));
        std::ofstream(path.toStdString()) << "a 1 2 3\nb 4 5 6\nc 7 8\n";
        for (const char *command : {"import", "analyze"}) {
            const Run r = runExecutable({QLatin1String(command), path}, m_cache->path());
            QCOMPARE(r.status, 2);
            QVERIFY2(QString::fromStdString(r.err).contains(path + QStringLiteral(":3")), r.err.c_str());
            QVERIFY(QDir(m_cache->path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
        }
    }

private:
    std::unique_ptr<QTemporaryDir> m_cache;
};

QTEST_GUILESS_MAIN(TestCacheCommandLine)
#include "tst_cachecommandline.moc"
