// Storage faults as a person meets them in the window, through the widgets they touch (found by
// their accessible names): "Verify model file" on the Models page reads the file and its cache
// in full and says on screen that the cache holds exactly this file (its XXH64 content hash, the
// digest xxhsum prints), or that the file changed (size and time restored) and was imported
// again; a study saved with Ctrl+S on a full disk (the storage fault seam failing each write and
// each fsync of the save in turn) says "no space left on the device" in the Issues dock and keeps
// the earlier file byte for byte; the temporary file of a save whose window was killed is removed
// when the study is opened or saved again (never one of a process that runs).
#include "core/base/faultinjection.h"
#include "tests/ui/windowfixtures.h"
#include "ui/models/modelspanel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>

#include <fstream>

using isoscope::ui::MainWindow;

namespace {

template <typename T>
T *visibleByName(const QWidget &root, const QString &name)
{
    for (T *widget : root.findChildren<T *>())
        if (widget->accessibleName() == name && widget->isVisible())
            return widget;
    return nullptr;
}

QString xxhsum(const QString &file)
{
    QProcess process;
    process.start(QStringLiteral("xxhsum"), {QStringLiteral("-H1"), file});
    process.waitForFinished(-1);
    return QString::fromLatin1(process.readAllStandardOutput()).left(16);
}

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestStorageUi final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("ISOSCOPE_CACHE_DIR", m_dir.filePath(QStringLiteral("cache")).toUtf8());
    }

    void verifyModelFileSaysWhatItFound()
    {
        // A model of more than 2 MiB, so that a change in its middle is outside the first and last MiB.
        const QString model = m_dir.filePath(QStringLiteral("model.txt"));
        {
            std::ofstream out(model.toStdString());
            for (int i = 0; i < 60000; ++i)
                out << "w" << i << " 0.25 0.5 -0.125 " << (i % 100) / 128.0 << " 1.5 -2.5 0.75 0.0625 0.375\n";
        }
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::ModelsPageIndex);
        window.modelsPanel()->addFiles({model});
        QVERIFY(windowfixtures::modelsLoaded(window));

        auto *table = visibleByName<QTableView>(window, QStringLiteral("Models of the study"));
        QVERIFY(table);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(table->model()->index(0, 0)).center());
        auto *verify = visibleByName<QAbstractButton>(window, QStringLiteral("Verify model file"));
        QVERIFY(verify);
        QTRY_VERIFY(verify->isEnabled());
        QTest::mouseClick(verify, Qt::LeftButton);
        QLabel *result = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((result = visibleByName<QLabel>(window, QStringLiteral("Verification result"))),
                                 windowfixtures::kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(result->text().startsWith(QStringLiteral("Verified:")), windowfixtures::kTimeoutMs);
        const QString before = xxhsum(model);
        QCOMPARE(before.size(), 16);
        QVERIFY2(result->text().contains(QStringLiteral("content hash XXH64 ") + before), qPrintable(result->text()));

        // One value in the middle changes; size and modification time are put back.
        struct stat st;
        QCOMPARE(::stat(model.toLocal8Bit().constData(), &st), 0);
        {
            QFile file(model);
            QVERIFY(file.open(QIODevice::ReadWrite));
            const QByteArray all = file.readAll();
            const qsizetype at = all.indexOf("\nw30000 0.25") + 8;
            QVERIFY(file.seek(at));
            file.write("0.75", 4);
        }
        const struct timespec times[2] = {st.st_atim, st.st_mtim};
        QCOMPARE(::utimensat(AT_FDCWD, model.toLocal8Bit().constData(), times, 0), 0);
        const QString after = xxhsum(model);
        QVERIFY(after != before);

        QTRY_VERIFY(verify->isEnabled());
        QTest::mouseClick(verify, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(result->text().contains(QStringLiteral("had changed since it was imported")),
                                 windowfixtures::kTimeoutMs);
        QVERIFY2(result->text().contains(QStringLiteral("the source's content differs from what was imported")),
                 qPrintable(result->text()));
        QVERIFY2(result->text().contains(QStringLiteral("is now ") + after), qPrintable(result->text()));
        // And once more: the cache now holds the file as it is.
        QTRY_VERIFY(verify->isEnabled());
        QTest::mouseClick(verify, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(result->text().startsWith(QStringLiteral("Verified:")), windowfixtures::kTimeoutMs);
        QVERIFY(result->text().contains(after));
    }

    void aStudySavedOnAFullDiskSaysSoAndKeepsTheEarlierFile()
    {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openDemoStudy();
        QVERIFY(windowfixtures::modelsLoaded(window));
        const QString path = m_dir.filePath(QStringLiteral("demo.isoscope"));
        QVERIFY(window.saveStudyAs(path));
        QByteArray good = bytesOf(path);
        QVERIFY(good.contains("isoscope-study"));

        auto *issues = visibleByName<QTableView>(window, QStringLiteral("Errors and warnings"));
        QVERIFY(issues);
        const auto shownText = [issues] {
            QString text;
            for (int row = 0; row < issues->model()->rowCount(); ++row)
                for (int column = 0; column < issues->model()->columnCount(); ++column)
                    text += issues->model()->index(row, column).data().toString() + QLatin1Char('\n');
            return text;
        };
        // Changed (another seed each time, so that the new file differs from the earlier one),
        // then saved with Ctrl+S while the disk is full: each write, then each fsync, of the save
        // fails in turn, until a save meets no fault.
        std::uint64_t seed = 100;
        int faults = 0;
        for (const isoscope::FaultPoint point : {isoscope::FaultPoint::Write, isoscope::FaultPoint::Sync}) {
            for (std::uint64_t n = 1;; ++n) {
                auto options = window.study()->options();
                options.weat.seed = ++seed;
                window.study()->setOptions(options);
                QVERIFY(window.study()->isModified());
                const std::uint64_t injectedBefore = isoscope::faultsInjected();
                isoscope::armFault(point, n, isoscope::FaultAction::NoSpace);
                QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
                isoscope::armFault(point, 0);
                if (!window.study()->isModified()) { // saved
                    QVERIFY(bytesOf(path) != good);
                    if (isoscope::faultsInjected() == injectedBefore) { // no fault met: every one was tried
                        QVERIFY(n > 1);
                        break;
                    }
                    // The fault was the folder's flush after the rename: the new file is in place
                    // and whole, and the flush is best effort (as for every file Isoscope writes).
                    good = bytesOf(path);
                    continue;
                }
                QCOMPARE(isoscope::faultsInjected(), injectedBefore + 1);
                ++faults;
                // The Issues dock is refreshed from the event loop.
                QTRY_VERIFY_WITH_TIMEOUT(shownText().contains(QStringLiteral("could not be saved")),
                                         windowfixtures::kTimeoutMs);
                const QString shown = shownText();
                QVERIFY2(shown.contains(QStringLiteral("The study could not be saved.")), qPrintable(shown));
                QVERIFY2(shown.contains(QStringLiteral("there is no space left on the device")), qPrintable(shown));
                QVERIFY(!shown.contains(QStringLiteral("Unknown error")));
                QCOMPARE(bytesOf(path), good); // the earlier file, byte for byte
                QVERIFY(window.study()->isModified());
                const QStringList left =
                    QDir(m_dir.path()).entryList({QStringLiteral(".demo.isoscope.tmp-*")}, QDir::Files | QDir::Hidden);
                QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
            }
            good = bytesOf(path);
        }
        qInfo("study-file save faults injected and survived: %d", faults);
        QVERIFY(faults >= 2); // at least its write and its fsync
        window.study()->setModified(false);
    }

    void aSaveLeftByADeadWindowIsRemovedWhenTheStudyIsOpenedOrSaved()
    {
        const QString path = m_dir.filePath(QStringLiteral("left.isoscope"));
        {
            MainWindow window;
            window.show();
            QVERIFY(window.saveStudyAs(path));
        }
        // A process that has ended (its id is free) and one that runs.
        QProcess ended;
        ended.start(QStringLiteral("true"), {});
        QVERIFY(ended.waitForStarted());
        const qint64 deadPid = ended.processId();
        QVERIFY(ended.waitForFinished());
        QProcess running;
        running.start(QStringLiteral("sleep"), {QStringLiteral("600")});
        QVERIFY(running.waitForStarted());
        const auto temporary = [this](qint64 pid, int n) {
            const QString name = m_dir.filePath(QStringLiteral(".left.isoscope.tmp-%1-%2").arg(pid).arg(n));
            QFile file(name);
            if (file.open(QIODevice::WriteOnly))
                file.write(QByteArray(1 << 20, '{')); // a save cut short
            return name;
        };
        const QString dead = temporary(deadPid, 0);
        const QString live = temporary(running.processId(), 0);
        QVERIFY(QFile::exists(dead) && QFile::exists(live));

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openStudy(path));
        QVERIFY2(!QFile::exists(dead), "the dead window's temporary file is still there after opening");
        QVERIFY2(QFile::exists(live), "the temporary file of a process that runs was removed");

        // And saved with Ctrl+S after a change: the next dead one goes too, the live one stays.
        const QString deadAgain = temporary(deadPid, 1);
        auto options = window.study()->options();
        options.weat.seed += 1;
        window.study()->setOptions(options);
        QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!window.study()->isModified());
        QVERIFY(!QFile::exists(deadAgain));
        QVERIFY(QFile::exists(live));
        running.kill();
        running.waitForFinished();
        QFile::remove(live);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestStorageUi)
#include "tst_storageui.moc"
