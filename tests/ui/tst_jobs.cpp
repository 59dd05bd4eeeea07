// Jobs on worker threads: progress, result and cancel as signals; a cancel stops the work midway;
// the window's event loop keeps running while a long job works; the pages' run row (RunPanel)
// starts, follows, cancels and explains a job through its buttons.

#include "core/analysis/analysis.h"
#include "core/base/embeddingset.h"
#include "core/stats/weat.h"
#include "tests/ui/userinput.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/jobs/jobpool.h"
#include "ui/jobs/runpanel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <new>
#include <numeric>
#include <stdexcept>
#include <thread>

using namespace isoscope::ui;

namespace {

struct Sum {
    double value = 0;
    std::optional<isoscope::Error> error;
};

// A Monte Carlo WEAT on made-up associations: long, with core's own progress and cancel.
QFuture<Sum> longWeat(std::size_t permutations)
{
    return QtConcurrent::run(
        [](QPromise<Sum> &promise, std::size_t permutations) {
            promise.setProgressRange(0, kJobProgressRange);
            std::vector<double> sX(30), sY(30);
            std::iota(sX.begin(), sX.end(), 0.0);
            std::iota(sY.begin(), sY.end(), 0.5);
            isoscope::WeatConventions conventions;
            conventions.exactLimit = 0;
            conventions.permutations = permutations;
            auto result =
                isoscope::weatFromAssociations(sX, sY, conventions, 1, stepProgress(promise, 0, kJobProgressRange));
            Sum sum;
            if (result)
                sum.value = result->p;
            else
                sum.error = result.error();
            promise.addResult(sum);
        },
        permutations);
}

} // namespace

class TestJobs final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;

private Q_SLOTS:
    void initTestCase();
    void aJobReportsProgressAndItsResult();
    void cancelStopsTheWorkMidway();
    void jobListPassesTheModelTester();
    void aWorkersExceptionFailsTheJobWithItsReason_data();
    void aWorkersExceptionFailsTheJobWithItsReason();
    void backgroundWorkRunsBelowTheWindow();
    void theWindowStaysResponsiveDuringALongRun();
    void theRunPanelsButtonsRunAndCancelAJob();
    void theRunPanelSaysWhyAJobFailed();
};

void TestJobs::aWorkersExceptionFailsTheJobWithItsReason_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("an allocation that fails says there is not enough memory")
        << 0 << QStringLiteral("There is not enough memory for this data");
    QTest::newRow("a storage error says the vectors could not be read")
        << 1 << QStringLiteral("reading the model's vectors failed: chunk 3 fails its checksum");
    QTest::newRow("any other exception names itself") << 2 << QStringLiteral("internal error: out of range");
}

// A worker that throws (std::bad_alloc, a StorageError from the cache) ends without a result; that is
// a failure with the reason, not a cancel the user did not ask for.
void TestJobs::aWorkersExceptionFailsTheJobWithItsReason()
{
    QFETCH(int, kind);
    QFETCH(QString, reason);
    Job job(QStringLiteral("Whitening statistics"), QStringLiteral("model"));
    QSignalSpy failed(&job, &Job::failed);
    QSignalSpy cancelled(&job, &Job::cancelled);
    job.watch<Sum>(QtConcurrent::run(
                       [](QPromise<Sum> &promise, int kind) {
                           promise.setProgressRange(0, kJobProgressRange);
                           if (kind == 0)
                               throw std::bad_alloc();
                           if (kind == 1)
                               throw isoscope::StorageError("chunk 3 fails its checksum");
                           throw std::out_of_range("out of range");
                       },
                       kind),
                   nullptr);
    QTRY_COMPARE_WITH_TIMEOUT(int(job.state()), int(Job::State::Failed), 10000);
    QCOMPARE(cancelled.count(), 0);
    QCOMPARE(failed.count(), 1);
    QVERIFY2(job.errorText().contains(reason), qPrintable(job.errorText()));
    QCOMPARE(failed.first().first().toString(), job.errorText());
}

void TestJobs::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false);
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
    // Model caches go to a folder of this test's own, not the user's.
    QVERIFY(m_cacheDir.isValid());
    qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cacheDir.path()));
}

void TestJobs::aJobReportsProgressAndItsResult()
{
    Job job(QStringLiteral("WEAT"), QStringLiteral("made up"));
    QSignalSpy progress(&job, &Job::progressChanged);
    QSignalSpy succeeded(&job, &Job::succeeded);
    QSignalSpy cancelled(&job, &Job::cancelled);
    QSignalSpy finished(&job, &Job::finished);
    double p = -1;
    job.watch<Sum>(longWeat(2000000), [&p](const Sum &sum) { p = sum.value; });
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(succeeded.count(), 1);
    QCOMPARE(cancelled.count(), 0);
    QVERIFY(progress.count() >= 2);
    // Progress only grows, and ends at 1.
    double last = 0;
    for (const auto &arguments : std::as_const(progress)) {
        QVERIFY(arguments.at(0).toDouble() >= last);
        last = arguments.at(0).toDouble();
    }
    QCOMPARE(last, 1.0);
    QCOMPARE(job.state(), Job::State::Finished);
    QVERIFY(p > 0 && p <= 1);
    QVERIFY(job.elapsedMs() > 0);
}

void TestJobs::cancelStopsTheWorkMidway()
{
    Job job(QStringLiteral("WEAT"), QStringLiteral("made up"));
    QSignalSpy progress(&job, &Job::progressChanged);
    QSignalSpy cancelled(&job, &Job::cancelled);
    QSignalSpy succeeded(&job, &Job::succeeded);
    bool handed = false;
    job.watch<Sum>(longWeat(1000000000), [&handed](const Sum &) { handed = true; });
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 30000);
    job.cancel();
    // A billion permutations would run for many minutes: the job ending as cancelled, with most of
    // its work undone, shows that cancel stops the work (checked by state, not by a clock).
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, 60000);
    QVERIFY2(job.progress() < 0.5, qPrintable(QString::number(job.progress())));
    QCOMPARE(succeeded.count(), 0);
    QVERIFY(!handed);
    QCOMPARE(job.state(), Job::State::Cancelled);
}

void TestJobs::jobListPassesTheModelTester()
{
    JobListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Job first(QStringLiteral("first"), QStringLiteral("m"));
    Job second(QStringLiteral("second"), QStringLiteral("m"));
    model.add(&first);
    model.add(&second);
    first.watch<Sum>(longWeat(100000), {});
    second.watch<Sum>(longWeat(100000), {});
    QTRY_COMPARE_WITH_TIMEOUT(model.activeCount(), 0, 30000);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.data(model.index(0, JobListModel::StateColumn)).toString(), QStringLiteral("Done"));
    QCOMPARE(model.data(model.index(0, JobListModel::ProgressColumn), Qt::UserRole + 1).toDouble(), 1.0);
    QCOMPARE(JobListModel::formatDuration(65000), QStringLiteral("1 min 05 s"));
}

// Work started on the job pool, in either form, and a thread that work starts (an import's reading
// threads) run at a niceness of kBackgroundNiceness on Linux while the window's thread keeps its own,
// so that the kernel gives the window a core first (QThread::LowPriority alone leaves them at 0).
void TestJobs::backgroundWorkRunsBelowTheWindow()
{
    const int window = isoscope::ui::niceOfThisThread();
#if defined(__linux__)
    const int expected = std::max(window, isoscope::ui::kBackgroundNiceness);
#else
    const int expected = window;
#endif
    QFuture<int> plain = isoscope::ui::startInBackground([] { return isoscope::ui::niceOfThisThread(); });
    QFuture<int> withPromise = isoscope::ui::startInBackground(
        [](QPromise<int> &promise, int offset) {
            int helper = -100;
            std::thread([&helper] { helper = isoscope::ui::niceOfThisThread(); }).join();
            promise.addResult(helper + offset);
        },
        1000);
    QCOMPARE(plain.result(), expected);
    QCOMPARE(withPromise.result(), expected + 1000);
    QCOMPARE(isoscope::ui::niceOfThisThread(), window);
}

void TestJobs::theWindowStaysResponsiveDuringALongRun()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openDemoStudy();
    // Every page laid out once first: the test measures the jobs' effect, not first-time polish.
    for (int page = 0; page < 5; ++page) {
        window.showPage(static_cast<MainWindow::Page>(page));
        QTest::qWait(20);
    }
    StudyOptions options = window.study()->options();
    options.weat.permutations = 50000000; // every Monte Carlo suite takes seconds
    window.study()->setOptions(options);
    window.runAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(window.runner()->jobs()->activeCount() > 0, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (const Job *job : window.runner()->jobs()->jobs())
                if (job->title().startsWith(QStringLiteral("WEAT")) && job->state() == Job::State::Running)
                    return true;
            return false;
        }(),
        30000);

    // While WEAT works, the window keeps turning its event loop: the same WEAT job is still running
    // after a hundred timer events, each of which shows another page and resizes the window. Had the
    // work run on this thread, no timer event could fire until it ended. This is checked by states,
    // not by a clock (a loaded machine makes clocks unreliable); the longest gap on this machine is
    // printed for the reader.
    Job *weat = nullptr;
    for (Job *job : window.runner()->jobs()->jobs())
        if (job->title().startsWith(QStringLiteral("WEAT")) && job->state() == Job::State::Running)
            weat = job;
    QVERIFY(weat);
    const QPointer<Job> watched(weat);
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, longest = 0;
    int ticks = 0, ticksWhileRunning = 0;
    QTimer timer;
    timer.setInterval(5);
    connect(&timer, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        longest = std::max(longest, now - last);
        ++ticks;
        if (watched && watched->state() == Job::State::Running)
            ++ticksWhileRunning;
        window.showPage(static_cast<MainWindow::Page>(ticks % 5));
        window.resize(ticks % 2 ? 1280 : 1300, 800);
        last = clock.elapsed();
    });
    timer.start();
    QTRY_VERIFY_WITH_TIMEOUT(ticks >= 100, 60000);
    timer.stop();
    qInfo("%d timer events while WEAT ran; the longest gap between two was %lld ms", ticks,
          static_cast<long long>(longest));
    QVERIFY(watched);
    QCOMPARE(watched->state(), Job::State::Running);
    QCOMPARE(ticksWhileRunning, ticks);
    QVERIFY(window.runner()->isRunning());

    // Cancel stops the work instead of letting it run out: every WEAT job running at the cancel ends as
    // cancelled (at 50 million permutations a WEAT job would run for many seconds more), checked
    // by the jobs' own states rather than a clock, which a loaded machine makes unreliable.
    QList<QPointer<Job>> active;
    for (Job *job : window.runner()->jobs()->jobs())
        if (job->title().startsWith(QStringLiteral("WEAT")) && job->state() == Job::State::Running)
            active.append(job);
    QVERIFY(!active.isEmpty());
    window.cancelJobs();
    QTRY_COMPARE_WITH_TIMEOUT(window.runner()->jobs()->activeCount(), 0, 30000);
    for (const QPointer<Job> &job : std::as_const(active))
        if (job)
            QVERIFY2(job->state() == Job::State::Cancelled, qPrintable(job->title()));
    window.study()->setModified(false);
}

namespace {

RunPanel::Names panelNames()
{
    return {.run = QStringLiteral("&Run it"),
            .cancel = QStringLiteral("Cancel it"),
            .progress = QStringLiteral("Its progress"),
            .status = QStringLiteral("Its status")};
}

} // namespace

// The run row of the Sensitivity, Calibrations and SC-WEAT pages, through its buttons: Run asks the
// page to start, the bar follows the job, Cancel stops it and says so, and Run comes back.
void TestJobs::theRunPanelsButtonsRunAndCancelAJob()
{
    QWidget window;
    auto *panel = new RunPanel(panelNames(), Qt::Horizontal, &window);
    (new QVBoxLayout(&window))->addWidget(panel);
    window.resize(640, 80);
    USER_CHECK(userinput::showAndActivate(&window));
    auto *run = userinput::find<QPushButton>(&window, QStringLiteral("Run it"));
    USER_CHECK(run);
    QCOMPARE(userinput::findAll(&window, QStringLiteral("Cancel it")).size(), 0); // nothing to cancel yet
    auto *progress = userinput::find<QProgressBar>(&window, QStringLiteral("Its progress"));
    auto *status = userinput::find<QLabel>(&window, QStringLiteral("Its status"));
    USER_CHECK(progress && status);

    QPointer<Job> job;
    QSignalSpy ended(panel, &RunPanel::jobEnded);
    connect(panel, &RunPanel::runClicked, this, [&] {
        job = new Job(QStringLiteral("WEAT"), QStringLiteral("made up"), &window);
        job->watch<Sum>(longWeat(1000000000), nullptr);
        panel->watch(job);
    });
    USER_CHECK(userinput::click(run));
    QVERIFY(job);
    QVERIFY(panel->isRunning());
    QCOMPARE(status->text(), QStringLiteral("Running…"));
    QVERIFY(!run->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() > 0, 30000); // follows the job's progress
    auto *cancelIt = userinput::find<QPushButton>(&window, QStringLiteral("Cancel it"));
    USER_CHECK(cancelIt);
    QCOMPARE(cancelIt->text(), QStringLiteral("Cancel"));
    USER_CHECK(userinput::click(cancelIt));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
    QCOMPARE(job->state(), Job::State::Cancelled);
    QCOMPARE(status->text(), QStringLiteral("Cancelled."));
    QVERIFY(!panel->isRunning());
    QVERIFY(run->isEnabled());
    QVERIFY(!cancelIt->isEnabled());

    // A page whose inputs are not complete turns Run off; a finished result fills the bar.
    panel->setRunnable(false);
    QVERIFY(!run->isEnabled());
    panel->setComplete();
    QCOMPARE(progress->value(), progress->maximum());
    panel->clear();
    QCOMPARE(status->text(), QString());
    QCOMPARE(progress->value(), progress->minimum() - 1); // reset: no bar at all
}

void TestJobs::theRunPanelSaysWhyAJobFailed()
{
    QWidget window;
    auto *panel = new RunPanel(panelNames(), Qt::Vertical, &window);
    (new QVBoxLayout(&window))->addWidget(panel);
    USER_CHECK(userinput::showAndActivate(&window));
    QSignalSpy ended(panel, &RunPanel::jobEnded);
    connect(panel, &RunPanel::runClicked, this, [&] {
        auto *job = new Job(QStringLiteral("WEAT"), QStringLiteral("made up"), &window);
        job->watch<Sum>(QtConcurrent::run([](QPromise<Sum> &promise) {
                            promise.setProgressRange(0, kJobProgressRange);
                            throw isoscope::StorageError("chunk 3 fails its checksum");
                        }),
                        nullptr);
        panel->watch(job);
    });
    auto *run = userinput::find<QPushButton>(&window, QStringLiteral("Run it"));
    USER_CHECK(run);
    USER_CHECK(userinput::click(run));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 30000);
    const QString text = userinput::find<QLabel>(&window, QStringLiteral("Its status"))->text();
    QVERIFY2(text.startsWith(QStringLiteral("Failed: ")) && text.contains(QStringLiteral("chunk 3 fails its checksum")),
             qPrintable(text));
    QVERIFY(run->isEnabled());
}

QTEST_MAIN(TestJobs)
#include "tst_jobs.moc"
