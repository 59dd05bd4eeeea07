#include "app/selftest.h"

#include "core/analysis/analysis.h"
#include "core/base/datadir.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/help/userguidewindow.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace isoscope::app {

namespace {

constexpr int kTimeoutMs = 180'000;

QString tr(const char *text)
{
    return QCoreApplication::translate("SelfTest", text);
}

struct Checks {
    int failures = 0;
    void check(bool passed, const QString &what)
    {
        if (!passed)
            ++failures;
        std::printf("%s: %s\n", passed ? "ok" : "FAILED", qPrintable(what));
        std::fflush(stdout);
    }
};

void checkStaticParts(isoscope::ui::MainWindow &window, Checks &checks)
{
    const auto dataDir = isoscope::findDataDirectory();
    checks.check(
        dataDir.has_value(),
        tr("built-in data folder: %1").arg(dataDir ? QString::fromStdString(dataDir->string()) : tr("not found")));
    checks.check(!window.study()->builtinSuites().empty(),
                 tr("built-in WEAT suites read: %1").arg(window.study()->builtinSuites().size()));
    checks.check(!QApplication::windowIcon().pixmap(64, 64).isNull(), tr("window icon"));

    auto *guideAction = window.findChild<QAction *>(QStringLiteral("userGuideAction"));
    if (guideAction)
        guideAction->trigger();
    const isoscope::ui::UserGuideWindow *guide = window.userGuide();
    checks.check(guide && guide->isVisible() && guide->isLoaded(),
                 tr("Help > User Guide opens %1").arg(isoscope::ui::UserGuideWindow::guidePath()));
    if (guide && guide->isLoaded()) {
        checks.check(guide->headings().size() >= 10, tr("user guide sections: %1").arg(guide->headings().size()));
        checks.check(
            guide->missingImages().isEmpty(),
            tr("user guide images (missing: %1)")
                .arg(guide->missingImages().isEmpty() ? tr("none") : guide->missingImages().join(QLatin1String(", "))));
    }
}

void checkResults(isoscope::ui::MainWindow &window, Checks &checks)
{
    const auto results = window.currentResults();
    const std::size_t suites = window.study()->builtinSuites().size();
    const std::size_t models = results ? results->models.size() : 0;
    checks.check(models == 2, tr("demo study: models analysed: %1 of 2").arg(models));
    // Every suite on every model either ran in both spaces or says why it could not (the word2vec
    // demo model lacks every name of one set of W3).
    const auto weat = results ? results->weat() : std::vector<const isoscope::WeatResult *>();
    std::size_t computed = 0;
    std::size_t notRun = 0;
    for (const isoscope::WeatResult *result : weat) {
        if (result->raw && result->whitened)
            ++computed;
        else if (result->error)
            ++notRun;
    }
    checks.check(
        weat.size() == models * suites && computed + notRun == weat.size() && computed > 0,
        tr("demo study: %1 WEAT results of %2 models x %3 suites, %4 computed raw and whitened, %5 could not run")
            .arg(weat.size())
            .arg(models)
            .arg(suites)
            .arg(computed)
            .arg(notRun));
    for (const isoscope::WeatResult *result : weat) {
        if (result->raw && result->raw->d && result->whitened && result->whitened->d) {
            std::printf("   %s on %s: d = %.4f raw, %.4f whitened\n", result->suiteId.c_str(), result->model.c_str(),
                        *result->raw->d, *result->whitened->d);
            break;
        }
    }
}

} // namespace

void startSelfTest(isoscope::ui::MainWindow &window, const QString &study)
{
    auto checks = std::make_shared<Checks>();
    QTimer::singleShot(kTimeoutMs, &window, [] {
        std::printf("FAILED: the self-test did not finish within %d s\n", kTimeoutMs / 1000);
        QCoreApplication::exit(1);
    });
    const auto afterData = [&window, checks, study] {
        checkStaticParts(window, *checks);
        QObject::connect(window.runner(), &isoscope::ui::AnalysisRunner::runningChanged, &window,
                         [&window, checks](bool running) {
                             if (running)
                                 return;
                             checkResults(window, *checks);
                             std::printf("%s\n", checks->failures == 0 ? "self-test passed" : "self-test FAILED");
                             QCoreApplication::exit(checks->failures == 0 ? 0 : 1);
                         });
        if (study.isEmpty()) {
            window.openDemoStudy();
        } else {
            // main opened it when the built-in data had loaded, before this ran.
            const QString open = window.study()->filePath();
            checks->check(!open.isEmpty() && QFileInfo(open) == QFileInfo(study),
                          tr("the study given on the command line is open: %1").arg(study));
        }
        window.runAnalysis();
    };
    if (window.isLoadingBuiltinData())
        QObject::connect(&window, &isoscope::ui::MainWindow::builtinDataLoaded, &window, afterData);
    else
        QTimer::singleShot(0, &window, afterData);
}

} // namespace isoscope::app
