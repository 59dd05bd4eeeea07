// How long a change of language takes in the window with the demo study open and run (issue 32,
// item 4): from Language::apply until the window shows the new language and has nothing left to
// do. Offscreen, the window shown at 1280 x 800 on the Results page. Prints each switch and the
// median. Run: build/bin/language_switch [SWITCHES] (default 10: en -> de -> en ...).
#include "ui/analysis/analysisrunner.h"
#include "ui/common/language.h"
#include "ui/window/mainwindow.h"

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace isoscope::ui;

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("IsoscopeBench"));
    QCoreApplication::setApplicationName(QStringLiteral("language_switch"));
    const int switches = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;
    Language::apply(QStringLiteral("en"));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.openDemoStudy();
    window.runAnalysis();
    if (!QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, 600000)) {
        std::fprintf(stderr, "the demo study did not finish\n");
        return 1;
    }
    window.showPage(MainWindow::ResultsPageIndex);
    QTest::qWait(500);
    std::vector<double> ms;
    for (int i = 0; i < switches; ++i) {
        const QString code = i % 2 == 0 ? QStringLiteral("de") : QStringLiteral("en");
        QElapsedTimer timer;
        timer.start();
        Language::apply(code);
        // Done when the event loop has nothing left: the rebuilt or retranslated pages laid out and painted.
        QCoreApplication::sendPostedEvents();
        while (QCoreApplication::eventDispatcher()->processEvents(QEventLoop::AllEvents))
            QCoreApplication::sendPostedEvents();
        window.grab(); // one full paint of what the window now shows
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        std::printf("switch %2d to %-2s %8.1f ms\n", i + 1, qPrintable(code), ms.back());
    }
    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    std::printf("median %.1f ms, min %.1f ms, max %.1f ms over %d switches (demo study run, Results page)\n",
                sorted[sorted.size() / 2], sorted.front(), sorted.back(), switches);
    return 0;
}
