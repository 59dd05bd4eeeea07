// How long opening a study takes as its number of models grows (issue 31, item 9): a study of N
// models (each a tiny text file of its own) is saved, then opened in the window, offscreen. Prints,
// for each N, the time MainWindow::openStudy takes on the GUI thread, the time until every import
// has ended (each model read, or failed) with the CPU time the GUI thread spent until then (what
// the window's own work costs, steadier than wall time on a shared machine), and the time until the
// event loop has nothing left to do.
// Linear growth: 2,000 models take about 20 times as long as 100, not 400 times.
// Run: build/bin/study_open [N ...] (default 100 400 2000). The Models page is shown while the models
// are imported.
#include "ui/analysis/analysisrunner.h"
#include "ui/study/study.h"
#include "ui/study/studyfile.h"
#include "ui/window/mainwindow.h"

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace isoscope::ui;

namespace {

// Writes N model files and a study of them; returns the study's path.
QString makeStudy(const QTemporaryDir &dir, int models)
{
    Study study;
    for (int i = 0; i < models; ++i) {
        const QString path = dir.filePath(QStringLiteral("m%1-%2.txt").arg(models).arg(i));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            std::abort();
        file.write("alpha 0.1 0.2 0.3\nbeta 0.3 0.1 0.2\ngamma 0.2 0.3 0.1\n");
        StudyModel model;
        model.name = QStringLiteral("model %1").arg(i);
        model.path = path;
        study.addModel(model);
    }
    const QString path = dir.filePath(QStringLiteral("study-%1.isoscope").arg(models));
    if (!StudyFile::save(study, path, {}))
        std::abort();
    return path;
}

// CPU time (user and system) of the calling thread, in milliseconds.
double threadCpuMs()
{
    struct rusage usage;
    getrusage(RUSAGE_THREAD, &usage);
    return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
           + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

void drainEvents()
{
    QCoreApplication::sendPostedEvents();
    while (QCoreApplication::eventDispatcher()->processEvents(QEventLoop::AllEvents))
        QCoreApplication::sendPostedEvents();
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("IsoscopeBench"));
    QCoreApplication::setApplicationName(QStringLiteral("study_open"));
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.push_back(std::max(1, std::atoi(argv[i])));
    if (sizes.empty())
        sizes = {100, 400, 2000};
    QTemporaryDir dir;
    qputenv("ISOSCOPE_CACHE_DIR", dir.filePath(QStringLiteral("cache")).toUtf8());
    for (const int n : sizes) {
        const QString path = makeStudy(dir, n);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        drainEvents();
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = threadCpuMs();
        if (!window.openStudy(path)) {
            std::fprintf(stderr, "the study of %d models did not open\n", n);
            return 1;
        }
        const double open = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        // The page a study's models are imported on: its table shows each import's progress.
        window.showPage(MainWindow::ModelsPageIndex);
        const auto importsEnded = [&] {
            for (const StudyModel &model : window.study()->models()) {
                const ModelStatus::State state = window.runner()->status(model).state;
                if (state == ModelStatus::State::Importing || state == ModelStatus::State::NotLoaded)
                    return false;
            }
            return true;
        };
        if (!QTest::qWaitFor(importsEnded, 3600000)) {
            std::fprintf(stderr, "the imports of %d models did not end\n", n);
            return 1;
        }
        const double imported = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        const double guiCpu = threadCpuMs() - cpuStart;
        if (!QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, 3600000)) {
            std::fprintf(stderr, "the imports of %d models did not finish\n", n);
            return 1;
        }
        drainEvents();
        const double settled = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        std::printf("%5d models: openStudy %9.1f ms, every import ended %9.1f ms (GUI thread CPU %9.1f ms), idle %9.1f "
                    "ms\n",
                    n, open, imported, guiCpu, settled);
        std::fflush(stdout);
        window.study()->setModified(false); // no question on closing
    }
    return 0;
}
