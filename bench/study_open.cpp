// How long opening a study takes as its number of models grows (issue 31, item 9): a study of N
// models (each a tiny text file of its own) is saved, then opened in the window, offscreen. Prints,
// for each N, the time MainWindow::openStudy takes on the GUI thread and the time until the
// imports have run and the event loop has nothing left to do. Linear growth: 2,000 models take
// about 20 times as long as 100, not 400 times.
// Run: build/bin/study_open [N ...] (default 100 400 2000).
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
        if (!window.openStudy(path)) {
            std::fprintf(stderr, "the study of %d models did not open\n", n);
            return 1;
        }
        const double open = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        if (!QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, 3600000)) {
            std::fprintf(stderr, "the imports of %d models did not finish\n", n);
            return 1;
        }
        drainEvents();
        const double settled = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        std::printf("%5d models: openStudy %9.1f ms, imported and idle %9.1f ms\n", n, open, settled);
        std::fflush(stdout);
        window.study()->setModified(false); // no question on closing
    }
    return 0;
}
