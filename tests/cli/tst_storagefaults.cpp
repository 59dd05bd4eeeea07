// The fault-injection suite: isoscope-cli is run with the storage fault seam
// (core/base/faultinjection.h, ISOSCOPE_FAULT) failing each write and each fsync in turn of the
// cache import, the whitening save and the results folder, on a real size-limited folder (a
// tmpfs mounted for the test; CI runs as root), and killed with SIGKILL at chosen writes (forked,
// stopped at the write by the seam, then killed). Every time: exit status 2 with one line that says
// why (never a signal), the previous good file intact, nothing half-written that a later run
// trusts, and the next run's numbers identical to --no-cache. The count of faults survived is
// printed at the end.
#include <QCryptographicHash>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <random>

namespace {

struct Run {
    int status = -1; ///< exit status; -1 if the process died of a signal
    bool crashed = false;
    std::string out;
    std::string err;
};

Run cli(const QStringList &arguments, const QString &fault = {})
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (fault.isEmpty())
        environment.remove(QStringLiteral("ISOSCOPE_FAULT"));
    else
        environment.insert(QStringLiteral("ISOSCOPE_FAULT"), fault);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(ISOSCOPE_CLI_PATH), arguments);
    process.waitForFinished(-1);
    Run r;
    r.crashed = process.exitStatus() != QProcess::NormalExit;
    r.status = r.crashed ? -1 : process.exitCode();
    r.out = process.readAllStandardOutput().toStdString();
    r.err = process.readAllStandardError().toStdString();
    return r;
}

bool oneLine(const std::string &text)
{
    return !text.empty() && text.back() == '\n' && text.find('\n') == text.size() - 1;
}

// Every file of a folder (hidden ones too) with the hash of its bytes.
std::map<QString, QByteArray> snapshot(const QString &dir)
{
    std::map<QString, QByteArray> files;
    for (const QFileInfo &info : QDir(dir).entryInfoList(QDir::Files | QDir::Hidden)) {
        QFile file(info.filePath());
        if (file.open(QIODevice::ReadOnly))
            files[info.fileName()] = QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
    }
    return files;
}

QStringList namesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

// The whitening statistics files of the caches in a folder (not the hidden temporaries of a save).
QStringList whiteningFilesIn(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("*.whitening-*.h5")}, QDir::Files);
}

// A snapshot without figure_data.h5, whose HDF5 object headers record when they were written.
std::map<QString, QByteArray> withoutFigureData(std::map<QString, QByteArray> files)
{
    files.erase(QStringLiteral("figure_data.h5"));
    return files;
}

// A small GloVe text model (72 words x 6) and a suite over its words, so that every run is quick
// and the writes of each storage step can all be failed in turn.
void writeTinyModel(const QString &model, const QString &suites)
{
    std::mt19937 random(11);
    std::normal_distribution<double> normal;
    std::ofstream out(model.toStdString());
    std::vector<std::string> words;
    for (const char *prefix : {"x", "y", "a", "b", "w"})
        for (int i = 0; i < (prefix[0] == 'w' ? 40 : 8); ++i)
            words.push_back(prefix + std::to_string(i));
    for (const std::string &word : words) {
        out << word;
        const double lean = word[0] == 'x' || word[0] == 'a' ? 0.6 : 0.0;
        for (int k = 0; k < 6; ++k)
            out << ' ' << (k == 0 ? lean : 0.0) + normal(random);
        out << '\n';
    }
    std::ofstream suite(suites.toStdString());
    const auto set = [](char prefix) {
        std::string list;
        for (int i = 0; i < 8; ++i)
            list += std::string(i ? ", " : "") + "\"" + prefix + std::to_string(i) + "\"";
        return "[" + list + "]";
    };
    suite << "{\"suites\": [{\"id\": \"T1\", \"name\": \"tiny\", \"category\": \"Other\", \"X_name\": \"X\", \"X\": "
          << set('x') << ", \"Y_name\": \"Y\", \"Y\": " << set('y') << ", \"A_name\": \"A\", \"A\": " << set('a')
          << ", \"B_name\": \"B\", \"B\": " << set('b') << "}]}\n";
}

} // namespace

class TestStorageFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_model = m_dir.filePath(QStringLiteral("tiny.txt"));
        m_suites = m_dir.filePath(QStringLiteral("tiny-suites.json"));
        writeTinyModel(m_model, m_suites);
        // The numbers every run below must give: the model read in full, no cache at all.
        const Run reference = cli(analyze(QStringLiteral("--no-cache")));
        QVERIFY2(reference.status == 0, reference.err.c_str());
        m_expected = reference.out;
        QVERIFY(m_expected.find("\"T1\"") != std::string::npos);
    }

    void everyWriteAndSyncOfTheCacheImportFailsCleanly()
    {
        const QString cache = freshFolder(QStringLiteral("import-cache"));
        const Run good = cli({QStringLiteral("import"), m_model, QStringLiteral("--cache-dir"), cache});
        QVERIFY2(good.status == 0, good.err.c_str());
        for (const QString &point : {QStringLiteral("write"), QStringLiteral("sync")}) {
            const auto before = snapshot(cache);
            QCOMPARE(before.size(), std::size_t(1));
            int n = 1;
            for (;; ++n) {
                const Run r = cli({QStringLiteral("import"), m_model, QStringLiteral("--cache-dir"), cache,
                                   QStringLiteral("--rebuild")},
                                  point + QLatin1Char(':') + QString::number(n));
                QVERIFY2(!r.crashed, qPrintable(point + QString::number(n)));
                if (r.status == 0)
                    break; // the n-th is beyond the last
                survived(r, point + QLatin1Char(':') + QString::number(n));
                // The good cache is as it was, and no temporary is left behind.
                QVERIFY(snapshot(cache) == before);
            }
            QVERIFY2(n > 1, qPrintable(point + QStringLiteral(": no fault was injected")));
            // The rebuilt cache is complete and verified.
            const Run check = cli({QStringLiteral("import"), m_model, QStringLiteral("--cache-dir"), cache});
            QVERIFY2(check.status == 0 && check.out.find("reused (every checksum verified)") != std::string::npos,
                     check.out.c_str());
            QVERIFY(check.out.find("(XXH64 of the whole source, which matches it now)") != std::string::npos);
        }
        const Run analysed = cli(analyze(QStringLiteral("--cache-dir"), cache));
        QVERIFY2(analysed.status == 0, analysed.err.c_str());
        QVERIFY(analysed.out == m_expected);
    }

    void everyWriteAndSyncOfTheWhiteningSaveFailsCleanly()
    {
        for (const QString &point : {QStringLiteral("write"), QStringLiteral("sync")}) {
            const QString cache = freshFolder(QStringLiteral("whitening-cache-") + point);
            QVERIFY(cli({QStringLiteral("import"), m_model, QStringLiteral("--cache-dir"), cache}).status == 0);
            int n = 1;
            for (;; ++n) {
                // The cache exists: the only writes of this analysis are the whitening save's.
                const Run r =
                    cli(analyze(QStringLiteral("--cache-dir"), cache), point + QLatin1Char(':') + QString::number(n));
                QVERIFY2(!r.crashed && r.status == 0, r.err.c_str());
                // A statistics file that could not be saved is estimated again: the numbers are right.
                QVERIFY(r.out == m_expected);
                if (!whiteningFilesIn(cache).isEmpty())
                    break;
                // Nothing half-written stays: no statistics file and no temporary.
                QCOMPARE(namesIn(cache).size(), qsizetype(1));
                ++m_survived;
            }
            QVERIFY2(n > 1, qPrintable(point + QStringLiteral(": no fault was injected")));
            const Run check = cli({QStringLiteral("import"), m_model, QStringLiteral("--cache-dir"), cache});
            QVERIFY2(check.out.find("whitening statistics verified: 1\n") != std::string::npos, check.out.c_str());
            QVERIFY(check.out.find("removed") == std::string::npos);
        }
    }

    void everyWriteAndSyncOfTheResultsFolderFailsCleanly_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("files");
        // results.json, weat/anisotropy/similarity/mleat.csv, report.md, figure_data.h5
        QTest::newRow("WEAT") << QStringList() << 7;
        // ... and measures.csv, in the same batch
        QTest::newRow("WEAT and the other measures")
            << QStringList{QStringLiteral("--measures"), QStringLiteral("weat,rnd,mac,ect,ripa,rnsb")} << 8;
    }

    void everyWriteAndSyncOfTheResultsFolderFailsCleanly()
    {
        QFETCH(QStringList, options);
        QFETCH(int, files);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
        const QString cache = freshFolder(QStringLiteral("results-cache-") + tag);
        const QString results = freshFolder(QStringLiteral("results-") + tag);
        const Run good =
            cli(analyze(QStringLiteral("--cache-dir"), cache) << options << QStringLiteral("--out") << results);
        QVERIFY2(good.status == 0, good.err.c_str());
        for (const QString &point : {QStringLiteral("write"), QStringLiteral("sync")}) {
            const auto before = snapshot(results);
            QCOMPARE(before.size(), std::size_t(files));
            int n = 1;
            for (;; ++n) {
                // Another seed: every file would change.
                const Run r = cli(analyze(QStringLiteral("--cache-dir"), cache)
                                      << options << QStringLiteral("--out") << results << QStringLiteral("--seed")
                                      << QStringLiteral("7"),
                                  point + QLatin1Char(':') + QString::number(n));
                QVERIFY2(!r.crashed, r.err.c_str());
                if (r.status == 0)
                    break;
                survived(r, point + QLatin1Char(':') + QString::number(n));
                QVERIFY(snapshot(results) == before); // all old, none new, no temporary
            }
            // Every file of the batch is written and flushed: at least one fault per file.
            QVERIFY2(n > files, qPrintable(point + QStringLiteral(": only %1 faults injected").arg(n - 1)));
            // The run that passed wrote the new results (results.json records the seed).
            const auto after = snapshot(results);
            QCOMPARE(after.size(), before.size());
            QVERIFY(after.at(QStringLiteral("results.json")) != before.at(QStringLiteral("results.json")));
            QVERIFY(cli(analyze(QStringLiteral("--cache-dir"), cache) << options << QStringLiteral("--out") << results)
                        .status
                    == 0);
            // The first seed again: the first files, to the byte.
            QVERIFY(withoutFigureData(snapshot(results)) == withoutFigureData(before));
        }
    }

    void aRunWithoutTheMeasuresTakesAnEarlierMeasuresFileAway()
    {
        const QString cache = freshFolder(QStringLiteral("stale-cache"));
        const QString results = freshFolder(QStringLiteral("stale-results"));
        QVERIFY(cli(analyze(QStringLiteral("--cache-dir"), cache)
                    << QStringLiteral("--measures") << QStringLiteral("weat,rnd") << QStringLiteral("--out") << results)
                    .status
                == 0);
        QVERIFY(QFile::exists(QDir(results).filePath(QStringLiteral("measures.csv"))));
        const auto withMeasures = snapshot(results);
        // A fault in the run without measures keeps the earlier folder whole, measures.csv too.
        const Run faulted = cli(analyze(QStringLiteral("--cache-dir"), cache) << QStringLiteral("--out") << results,
                                QStringLiteral("write:3"));
        survived(faulted, QStringLiteral("write:3"));
        QVERIFY(snapshot(results) == withMeasures);
        // The run that completes leaves no measures.csv that would not describe its results.
        const Run clean = cli(analyze(QStringLiteral("--cache-dir"), cache) << QStringLiteral("--out") << results);
        QVERIFY2(clean.status == 0, clean.err.c_str());
        QVERIFY(!QFile::exists(QDir(results).filePath(QStringLiteral("measures.csv"))));
        QCOMPARE(snapshot(results).size(), std::size_t(7));
    }

    void killedAtEveryWriteNothingIsTrustedAndTheNextRunIsRight()
    {
        const QString cache = freshFolder(QStringLiteral("kill-cache"));
        QVERIFY(cli({QStringLiteral("import"), m_model, QStringLiteral("--cache-dir"), cache}).status == 0);
        const auto goodCache = snapshot(cache);
        const auto visible = [&cache] {
            std::map<QString, QByteArray> kept;
            for (const auto &[name, hash] : snapshot(cache))
                if (!name.contains(QStringLiteral(".whitening-")) && !name.startsWith(QLatin1Char('.')))
                    kept[name] = hash;
            return kept;
        };
        const auto nextRunIsRight = [&] {
            const Run next = cli(analyze(QStringLiteral("--cache-dir"), cache));
            QVERIFY2(next.status == 0, next.err.c_str());
            QVERIFY(next.out == m_expected);
            const Run check = cli({QStringLiteral("import"), m_model, QStringLiteral("--cache-dir"), cache});
            QVERIFY2(check.out.find("reused (every checksum verified)") != std::string::npos
                         && check.out.find("removed") == std::string::npos,
                     check.out.c_str());
            for (const QString &name : namesIn(cache)) // the dead runs' temporaries are cleared
                QVERIFY2(!name.startsWith(QLatin1Char('.')), qPrintable(name));
        };

        // The cache rebuilt, killed at its n-th write: the good cache stays and is used.
        for (int n = 1;; ++n) {
            const bool killed = killedAt(n, {QStringLiteral("import"), m_model, QStringLiteral("--cache-dir"), cache,
                                             QStringLiteral("--rebuild")});
            if (QTest::currentTestFailed() || !killed)
                break;
            QVERIFY(visible() == goodCache);
            nextRunIsRight();
        }
        // The whitening save killed at its n-th write.
        for (int n = 1;; ++n) {
            for (const QString &file : whiteningFilesIn(cache))
                QVERIFY(QFile::remove(QDir(cache).filePath(file)));
            const bool killed = killedAt(n, analyze(QStringLiteral("--cache-dir"), cache));
            if (QTest::currentTestFailed() || !killed)
                break;
            QVERIFY(whiteningFilesIn(cache).isEmpty());
            nextRunIsRight();
        }
        // The results folder rewritten, killed at its n-th write: the old files, all of them.
        const QString results = freshFolder(QStringLiteral("kill-results"));
        QVERIFY(cli(analyze(QStringLiteral("--cache-dir"), cache) << QStringLiteral("--out") << results).status == 0);
        const auto goodResults = snapshot(results);
        for (int n = 1;; ++n) {
            const bool killed = killedAt(n, analyze(QStringLiteral("--cache-dir"), cache)
                                                << QStringLiteral("--out") << results << QStringLiteral("--seed")
                                                << QStringLiteral("7"));
            if (QTest::currentTestFailed() || !killed)
                break;
            for (const auto &[name, hash] : goodResults)
                QVERIFY(snapshot(results).at(name) == hash);
        }
        const Run rewritten = cli(analyze(QStringLiteral("--cache-dir"), cache) << QStringLiteral("--out") << results);
        QVERIFY(rewritten.status == 0);
        // The first files again, and the killed runs' temporaries are gone.
        QVERIFY(withoutFigureData(snapshot(results)) == withoutFigureData(goodResults));
        QCOMPARE(namesIn(results).size(), qsizetype(goodResults.size()));
    }

    void aRealFullDiskIsExitStatusTwoWithOneLine()
    {
        QString mountPoint = freshFolder(QStringLiteral("small"));
        // 1 MiB of tmpfs, mounted for this test and unmounted in cleanupTestCase. An ordinary user cannot
        // mount one: packaging/test.sh (root, then the tests as the checkout's owner, as in CI) mounts
        // an empty one for the test run and names it in ISOSCOPE_TEST_SMALL_TMPFS.
        if (::mount("tmpfs", mountPoint.toLocal8Bit().constData(), "tmpfs", 0, "size=1m") == 0) {
            m_mounted = mountPoint;
        } else {
            const QString why = QString::fromLocal8Bit(std::strerror(errno));
            mountPoint = QString::fromLocal8Bit(qgetenv("ISOSCOPE_TEST_SMALL_TMPFS"));
            if (mountPoint.isEmpty())
                QFAIL(qPrintable(QStringLiteral("cannot mount a 1 MiB tmpfs (%1): run as root, or with "
                                                "ISOSCOPE_TEST_SMALL_TMPFS naming an empty one (packaging/test.sh)")
                                     .arg(why)));
            struct statvfs given;
            QVERIFY2(::statvfs(mountPoint.toLocal8Bit().constData(), &given) == 0, qPrintable(mountPoint));
            QVERIFY2(std::uint64_t(given.f_blocks) * given.f_frsize <= 2u << 20,
                     qPrintable(mountPoint + QStringLiteral(" is not a small file system")));
            QVERIFY2(QDir(mountPoint).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                     qPrintable(mountPoint + QStringLiteral(" is not empty")));
        }

        // A 4 MiB model does not fit: the import says so in one line and leaves nothing.
        const QString big = QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt");
        const QString cache = mountPoint + QStringLiteral("/cache");
        const Run import = cli({QStringLiteral("import"), big, QStringLiteral("--cache-dir"), cache});
        QVERIFY2(!import.crashed, import.err.c_str());
        survived(import, QStringLiteral("a full tmpfs, import"));
        QVERIFY(namesIn(cache).isEmpty());
        const Run analysed =
            cli({QStringLiteral("analyze"), big, QStringLiteral("--only"), QStringLiteral("W1"),
                 QStringLiteral("--similarity"), QStringLiteral("none"), QStringLiteral("--cache-dir"), cache});
        QVERIFY2(!analysed.crashed, analysed.err.c_str());
        survived(analysed, QStringLiteral("a full tmpfs, analyze"));

        // A results folder on a disk with a few KiB left: the old folder stays whole.
        const QString results = mountPoint + QStringLiteral("/results");
        const QString warmCache = freshFolder(QStringLiteral("full-disk-cache"));
        QVERIFY(cli(analyze(QStringLiteral("--cache-dir"), warmCache) << QStringLiteral("--out") << results).status
                == 0);
        const auto before = snapshot(results);
        struct statvfs space;
        QCOMPARE(::statvfs(mountPoint.toLocal8Bit().constData(), &space), 0);
        const std::uint64_t free = std::uint64_t(space.f_bavail) * space.f_frsize;
        QVERIFY(free > 8192);
        {
            std::ofstream filler((mountPoint + QStringLiteral("/filler")).toStdString(), std::ios::binary);
            const std::string block(free - 4096, 'f');
            filler.write(block.data(), static_cast<std::streamsize>(block.size()));
        }
        const Run full = cli(analyze(QStringLiteral("--cache-dir"), warmCache)
                             << QStringLiteral("--out") << results << QStringLiteral("--seed") << QStringLiteral("7"));
        QVERIFY2(!full.crashed, full.err.c_str());
        survived(full, QStringLiteral("a full tmpfs, --out"));
        QCOMPARE(snapshot(results), before);
        QVERIFY(QFile::remove(mountPoint + QStringLiteral("/filler")));
        const Run roomy = cli(analyze(QStringLiteral("--cache-dir"), warmCache)
                              << QStringLiteral("--out") << results << QStringLiteral("--seed") << QStringLiteral("7"));
        QVERIFY2(roomy.status == 0, roomy.err.c_str());
        QVERIFY(snapshot(results).at(QStringLiteral("results.json")) != before.at(QStringLiteral("results.json")));
    }

    void cleanupTestCase()
    {
        if (!m_mounted.isEmpty() && ::umount2(m_mounted.toLocal8Bit().constData(), MNT_DETACH) != 0)
            qWarning("cannot unmount %s: %s", qPrintable(m_mounted), std::strerror(errno));
        qInfo("storage faults injected and survived: %d (%d failed writes or fsyncs, %d kills)", m_survived,
              m_survived - m_killed, m_killed);
    }

private:
    QStringList analyze(const QString &option, const QString &value = {}) const
    {
        QStringList arguments{QStringLiteral("analyze"),
                              QStringLiteral("tiny=") + m_model,
                              QStringLiteral("--suites"),
                              m_suites,
                              QStringLiteral("--similarity"),
                              QStringLiteral("none"),
                              QStringLiteral("--permutations"),
                              QStringLiteral("500"),
                              QStringLiteral("--bootstrap"),
                              QStringLiteral("0"),
                              QStringLiteral("--json"),
                              QStringLiteral("--quiet"),
                              option};
        if (!value.isEmpty())
            arguments << value;
        return arguments;
    }

    QString freshFolder(const QString &name) const
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(path);
        return path;
    }

    // A run that met a fault: exit status 2 and one line that says the disk is full.
    void survived(const Run &r, const QString &what)
    {
        QVERIFY2(r.status == 2, qPrintable(what + QStringLiteral(": ") + QString::fromStdString(r.err)));
        QVERIFY2(oneLine(r.err), qPrintable(what + QStringLiteral(": ") + QString::fromStdString(r.err)));
        QVERIFY2(r.err.find("no space left on the device") != std::string::npos,
                 qPrintable(what + QStringLiteral(": ") + QString::fromStdString(r.err)));
        QVERIFY2(r.err.find("HDF5") == std::string::npos && r.err.find("errno") == std::string::npos, r.err.c_str());
        ++m_survived;
    }

    // Forks isoscope-cli with the seam set to stop it at its n-th write and kills it there: true.
    // False if it made fewer writes and finished (successfully).
    bool killedAt(int n, const QStringList &arguments)
    {
        std::vector<std::string> storage{ISOSCOPE_CLI_PATH};
        for (const QString &a : arguments)
            storage.push_back(a.toStdString());
        std::vector<char *> argv;
        for (auto &s : storage)
            argv.push_back(s.data());
        argv.push_back(nullptr);
        const std::string fault = "ISOSCOPE_FAULT=write:" + std::to_string(n) + ":stop";
        const pid_t child = ::fork();
        if (child < 0) {
            QTest::qFail("fork failed", __FILE__, __LINE__);
            return false;
        }
        if (child == 0) {
            ::putenv(const_cast<char *>(fault.c_str()));
            const int null = ::open("/dev/null", O_WRONLY);
            ::dup2(null, 1);
            ::dup2(null, 2);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
        int status = 0;
        if (::waitpid(child, &status, WUNTRACED) != child) {
            QTest::qFail("waitpid failed", __FILE__, __LINE__);
            return false;
        }
        if (WIFEXITED(status)) {
            if (WEXITSTATUS(status) != 0)
                QTest::qFail(qPrintable(arguments.join(QLatin1Char(' ')) + QStringLiteral(" failed")), __FILE__,
                             __LINE__);
            return false; // fewer than n writes: it finished
        }
        if (!WIFSTOPPED(status)) {
            QTest::qFail("the program died before the chosen write", __FILE__, __LINE__);
            return false;
        }
        ::kill(child, SIGKILL);
        ::waitpid(child, &status, 0);
        if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL) {
            QTest::qFail("the program was not killed", __FILE__, __LINE__);
            return false;
        }
        ++m_survived;
        ++m_killed;
        return true;
    }

    QTemporaryDir m_dir;
    QString m_model;
    QString m_suites;
    std::string m_expected;
    QString m_mounted;
    int m_survived = 0;
    int m_killed = 0;
};

QTEST_GUILESS_MAIN(TestStorageFaults)
#include "tst_storagefaults.moc"
