#include "app/selftest.h"
#include "core/analysis/analysis.h"
#include "core/base/datadir.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/classroom/classroomscreenshots.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/figurespanel.h"
#include "ui/help/userguidewindow.h"
#include "ui/language.h"
#include "ui/mainwindow.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/figureexporter.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/sensitivity/sensitivitypage.h"
#include "ui/calibrations/calibrationspage.h"
#include "ui/calibrations/scweatpage.h"
#include "ui/study/study.h"
#include "ui/settings.h"
#include "ui/suites/suitespanel.h"

#include "isoscope/version.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QIcon>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

void printError(const QString &message)
{
    std::fprintf(stderr, "isoscope: %s\n", qPrintable(message));
}

// --help and --version need no window, so they get a QCoreApplication: they then work without a
// display (over ssh, in CI) instead of failing to connect to one.
bool wantsTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const char *argument = argv[i];
        if (std::strcmp(argument, "--") == 0)
            break;
        for (const char *option : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argument, option) == 0)
                return true;
        }
    }
    return false;
}

struct ScreenshotPlan {
    QString file;
    bool demoStudy = false;
    bool run = false;
    QString show; // start, models, options, suites, results, results-holm, drilldown, jobs, figures, figures-grid,
                  // figures-scatter, guide, sensitivity, calibrations, scweat
    QString model;         // a model file to study instead of the demo models
    QString suite;         // for sensitivity; for scweat: the suite whose attribute words are used
    QString exportFolder;  // for sensitivity: its four figures as PNG, SVG and PDF; for calibrations and scweat: theirs
    QString targets;       // for scweat: the target words, separated by commas
};

// The Sensitivity page: waits for the model, runs the suite, then saves one picture per figure tab
// (FILE-epsilon.png, ...) and, if asked, exports the four figures.
void saveSensitivityScreenshots(isoscope::ui::MainWindow &window, const ScreenshotPlan &plan)
{
    using namespace isoscope::ui;
    window.setBottomDocksVisible(false);
    window.showPage(MainWindow::SensitivityPageIndex);
    SensitivityPage *page = window.sensitivityPage();
    auto *started = new bool(false);
    const auto tryStart = [&window, page, plan, started] {
        if (*started || window.study()->models().isEmpty()
            || window.runner()->status(window.study()->models().constFirst()).state != ModelStatus::State::Ready)
            return;
        *started = true;
        page->select(window.study()->models().constFirst().name, plan.suite);
        page->start();
    };
    QObject::connect(window.runner(), &AnalysisRunner::modelStatusChanged, &window, tryStart);
    QObject::connect(page, &SensitivityPage::finished, &window, [&window, page, plan] {
        if (!page->result()) {
            printError(QCoreApplication::translate("main", "the sensitivity run did not finish"));
            QCoreApplication::exit(1);
            return;
        }
        const QString names[4] = {QStringLiteral("epsilon"), QStringLiteral("reference"), QStringLiteral("bootstrap"),
                                  QStringLiteral("components")};
        QString base = plan.file;
        if (base.endsWith(QLatin1String(".png")))
            base.chop(4);
        for (int i = 0; i < page->figureCount(); ++i) {
            page->tabs()->setCurrentIndex(i);
            QEventLoop settle; // let the tab lay its figure out
            QTimer::singleShot(200, &settle, &QEventLoop::quit);
            settle.exec();
            if (!window.grab().save(base + QLatin1Char('-') + names[i] + QStringLiteral(".png"))) {
                printError(QCoreApplication::translate("main", "cannot write %1").arg(base));
                QCoreApplication::exit(1);
                return;
            }
            if (!plan.exportFolder.isEmpty()) {
                FigureExportOptions options;
                options.formats = {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf};
                options.dpi = 150;
                const Figure &figure = *page->figureView(i)->figure();
                QString error;
                if (FigureExporter::exportFigure(figure, QDir(plan.exportFolder).filePath(figure.fileName()), options,
                                                 &error)
                        .size()
                    != 3) {
                    printError(error);
                    QCoreApplication::exit(1);
                    return;
                }
            }
        }
        QCoreApplication::exit(0);
    });
    tryStart();
}

// Exports a figure as PNG, SVG and PDF into a folder; false (with the error printed) if it fails.
bool exportFigureFiles(const isoscope::ui::Figure &figure, const QString &folder)
{
    using namespace isoscope::ui;
    FigureExportOptions options;
    options.formats = {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf};
    options.dpi = 150;
    QString error;
    if (FigureExporter::exportFigure(figure, QDir(folder).filePath(figure.fileName()), options, &error).size() != 3) {
        printError(error);
        return false;
    }
    return true;
}

// After a page's run: lets the table and the figure lay themselves out, saves the window to
// plan.file and, if asked, exports the page's figure to plan.exportFolder. False (and a message on
// standard error) when a file could not be written.
bool grabPageAndExportFigure(isoscope::ui::MainWindow &window, const ScreenshotPlan &plan,
                             const isoscope::ui::Figure &figure)
{
    QEventLoop settle;
    QTimer::singleShot(300, &settle, &QEventLoop::quit);
    settle.exec();
    if (!window.grab().save(plan.file)) {
        printError(QCoreApplication::translate("main", "cannot write %1").arg(plan.file));
        return false;
    }
    return plan.exportFolder.isEmpty() || exportFigureFiles(figure, plan.exportFolder);
}

// The Calibrations page: waits for every model, runs the comparison (centring, all-but-the-top with
// the default D, PCA whitening), saves the window and, if asked, exports the scatter.
void saveCalibrationsScreenshot(isoscope::ui::MainWindow &window, const ScreenshotPlan &plan)
{
    using namespace isoscope::ui;
    window.setBottomDocksVisible(false);
    window.showPage(MainWindow::CalibrationsPageIndex);
    CalibrationsPage *page = window.calibrationsPage();
    auto *started = new bool(false);
    const auto tryStart = [&window, page, started] {
        if (*started || window.study()->models().isEmpty())
            return;
        for (const StudyModel &m : window.study()->models())
            if (window.runner()->status(m).state != ModelStatus::State::Ready)
                return;
        *started = true;
        page->start();
    };
    QObject::connect(window.runner(), &AnalysisRunner::modelStatusChanged, &window, tryStart);
    QObject::connect(page, &CalibrationsPage::finished, &window, [&window, page, plan] {
        if (!page->comparison()) {
            printError(QCoreApplication::translate("main", "the calibration comparison did not finish: %1")
                           .arg(page->statusText()));
            QCoreApplication::exit(1);
            return;
        }
        QCoreApplication::exit(grabPageAndExportFigure(window, plan, *page->figureView()->figure()) ? 0 : 1);
    });
    tryStart();
}

// The SC-WEAT page: waits for the first model, tests the target words against the attribute words
// of the suite, saves the window and, if asked, exports the figure.
void saveScWeatScreenshot(isoscope::ui::MainWindow &window, const ScreenshotPlan &plan)
{
    using namespace isoscope::ui;
    window.setBottomDocksVisible(false);
    window.showPage(MainWindow::ScWeatPageIndex);
    ScWeatPage *page = window.scWeatPage();
    auto *started = new bool(false);
    const auto tryStart = [&window, page, plan, started] {
        if (*started || window.study()->models().isEmpty()
            || window.runner()->status(window.study()->models().constFirst()).state != ModelStatus::State::Ready)
            return;
        *started = true;
        page->selectModel(window.study()->models().constFirst().name);
        page->setTargets(plan.targets);
        page->takeAttributesFrom(plan.suite);
        page->start();
        if (!page->isRunning()) {
            printError(page->statusText());
            QCoreApplication::exit(1);
        }
    };
    QObject::connect(window.runner(), &AnalysisRunner::modelStatusChanged, &window, tryStart);
    QObject::connect(page, &ScWeatPage::finished, &window, [&window, page, plan] {
        if (!page->result()) {
            printError(
                QCoreApplication::translate("main", "the SC-WEAT run did not finish: %1").arg(page->statusText()));
            QCoreApplication::exit(1);
            return;
        }
        QCoreApplication::exit(grabPageAndExportFigure(window, plan, *page->figureView()->figure()) ? 0 : 1);
    });
    tryStart();
}

void grabAndQuit(isoscope::ui::MainWindow &window, const QString &fileName, int delayMs)
{
    // Let the layouts settle after the last rows arrived.
    QTimer::singleShot(delayMs, &window, [&window, fileName] {
        QWidget *shown = window.userGuide() && window.userGuide()->isVisible()
                             ? static_cast<QWidget *>(window.userGuide())
                             : &window;
        if (shown->grab().save(fileName)) {
            QCoreApplication::exit(0);
        } else {
            printError(QCoreApplication::translate("main", "cannot write %1").arg(fileName));
            QCoreApplication::exit(1);
        }
    });
}

void showRequestedView(isoscope::ui::MainWindow &window, const QString &show)
{
    using isoscope::ui::MainWindow;
    // The docks below are for watching a run; the other views get the whole height.
    if (show != QLatin1String("jobs"))
        window.setBottomDocksVisible(false);
    if (show == QLatin1String("models"))
        window.showPage(MainWindow::ModelsPageIndex);
    else if (show == QLatin1String("options"))
        window.showPage(MainWindow::OptionsPageIndex);
    else if (show == QLatin1String("suites")) {
        window.showPage(MainWindow::SuitesPageIndex);
        window.suitesPanel()->selectSuite(QStringLiteral("W3"));
    } else if (show == QLatin1String("results") || show == QLatin1String("jobs"))
        window.showPage(MainWindow::ResultsPageIndex);
    else if (show == QLatin1String("results-holm")) {
        // The WEAT table with Holm's correction chosen in its combo.
        window.showPage(MainWindow::ResultsPageIndex);
        if (auto *correction = window.resultsPanel()->findChild<QComboBox *>(QStringLiteral("correctionCombo")))
            correction->setCurrentIndex(correction->findData(int(isoscope::Correction::Holm)));
    }
    else if (show == QLatin1String("results-similarity")) {
        // Table 3 with the word benchmarks and STS-B.
        window.showPage(MainWindow::ResultsPageIndex);
        if (auto *tables = window.resultsPanel()->findChild<QTabWidget *>(QStringLiteral("resultTabs")))
            tables->setCurrentIndex(2);
    } else if (show == QLatin1String("drilldown") || show == QLatin1String("drilldown-words") ||
               show == QLatin1String("drilldown-levels")) {
        window.showPage(MainWindow::ResultsPageIndex);
        window.resultsPanel()->showDrillDown(QString::fromUtf8(isoscope::builtin::kDemoGloveName), QStringLiteral("W3"));
        if (show != QLatin1String("drilldown"))
            window.resultsPanel()
                ->drillDown()
                ->findChild<QTabWidget *>(QStringLiteral("drillDownFigures"))
                ->setCurrentIndex(show == QLatin1String("drilldown-words") ? 1 : 2);
    } else if (show == QLatin1String("figures")) {
        window.showPage(MainWindow::FiguresPageIndex);
        window.figuresPanel()->setCurrentTab(isoscope::ui::FiguresPanel::HeatmapTab);
    } else if (show == QLatin1String("figures-scatter")) {
        window.showPage(MainWindow::FiguresPageIndex);
        window.figuresPanel()->setCurrentTab(isoscope::ui::FiguresPanel::BeforeAfterTab);
    } else if (show == QLatin1String("figures-grid")) {
        window.showPage(MainWindow::FiguresPageIndex);
        window.figuresPanel()->setCurrentTab(isoscope::ui::FiguresPanel::EffectSizesTab);
    } else if (show == QLatin1String("start"))
        window.showPage(MainWindow::StartPageIndex);
    else if (show == QLatin1String("guide"))
        window.showUserGuide();
}

// Sets the window up as asked, waits until it shows what it should, saves it as an image and quits
// (used to make the screenshots in docs/).
void saveScreenshotWhenReady(isoscope::ui::MainWindow &window, const ScreenshotPlan &plan)
{
    window.resize(1280, 800);
    const auto afterData = [&window, plan] {
        if (!plan.model.isEmpty()) {
            const QFileInfo file(plan.model);
            isoscope::ui::StudyModel model;
            model.name = file.completeBaseName();
            model.path = file.absoluteFilePath();
            window.study()->addModel(model);
        } else if (plan.demoStudy) {
            window.openDemoStudy();
        }
        if (plan.show == QLatin1String("sensitivity")) {
            saveSensitivityScreenshots(window, plan);
            return;
        }
        if (plan.show == QLatin1String("calibrations")) {
            saveCalibrationsScreenshot(window, plan);
            return;
        }
        if (plan.show == QLatin1String("scweat")) {
            saveScWeatScreenshot(window, plan);
            return;
        }
        if (!plan.run) {
            QTimer::singleShot(plan.demoStudy ? 600 : 0, &window, [&window, plan] {
                showRequestedView(window, plan.show);
                grabAndQuit(window, plan.file, 300);
            });
            return;
        }
        if (plan.show == QLatin1String("jobs")) {
            // Mid-run: the jobs view with some jobs done and some under way.
            window.showPage(isoscope::ui::MainWindow::ModelsPageIndex);
            window.setJobsDockHeight(330);
            window.runAnalysis();
            QTimer::singleShot(450, &window, [&window, plan] {
                window.showPage(isoscope::ui::MainWindow::ResultsPageIndex);
                if (!window.grab().save(plan.file))
                    QCoreApplication::exit(1);
                window.cancelJobs();
                QCoreApplication::exit(0);
            });
            return;
        }
        QObject::connect(window.runner(), &isoscope::ui::AnalysisRunner::runningChanged, &window,
                         [&window, plan](bool running) {
                             if (running)
                                 return;
                             showRequestedView(window, plan.show);
                             // The heatmap's cosines are computed on a worker thread: wait for them.
                             isoscope::ui::CosineHeatmapView *heatmap = window.figuresPanel()->heatmapView();
                             if (window.currentPage() == isoscope::ui::MainWindow::FiguresPageIndex
                                 && heatmap->isComputing())
                                 QObject::connect(heatmap, &isoscope::ui::CosineHeatmapView::matricesReady, &window,
                                                  [&window, plan] { grabAndQuit(window, plan.file, 400); });
                             else
                                 grabAndQuit(window, plan.file, 400);
                         });
        window.runAnalysis();
    };
    if (window.isLoadingBuiltinData())
        QObject::connect(&window, &isoscope::ui::MainWindow::builtinDataLoaded, &window, afterData);
    else
        afterData();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setApplicationName(QStringLiteral("Isoscope"));
    QCoreApplication::setOrganizationName(QStringLiteral("Isoscope"));
    QCoreApplication::setApplicationVersion(QString::fromUtf8(isoscope::kVersion));

    const std::unique_ptr<QCoreApplication> app = wantsTextOnly(argc, argv)
                                                      ? std::make_unique<QCoreApplication>(argc, argv)
                                                      : std::make_unique<QApplication>(argc, argv);
    // The language of the Preferences (the system's by default), before any text is made; the
    // hidden --language option overrides it for one run without saving it (for screenshots).
    QString language = isoscope::ui::settings::language.value();
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--language") == 0)
            language = QString::fromLocal8Bit(argv[i + 1]);
    isoscope::ui::Language::apply(language);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Measures bias in word embeddings (WEAT), with and without ZCA whitening."));
    parser.addHelpOption();
    const QCommandLineOption versionOption({QStringLiteral("v"), QStringLiteral("version")},
                                           QCoreApplication::translate("main", "Displays version information."));
    parser.addOption(versionOption);
    QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                        QCoreApplication::translate("main", "Saves the window as an image and quits."),
                                        QCoreApplication::translate("main", "file"));
    screenshotOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(screenshotOption);
    QCommandLineOption demoStudyOption(QStringLiteral("demo-study"),
                                       QCoreApplication::translate("main", "Opens the demo study."));
    demoStudyOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(demoStudyOption);
    QCommandLineOption runOption(QStringLiteral("run"), QCoreApplication::translate("main", "Runs the study."));
    runOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(runOption);
    QCommandLineOption showOption(
        QStringLiteral("show"),
        QCoreApplication::translate(
            "main", "What the screenshot shows: start, models, options, suites, results, results-similarity, "
                    "drilldown, drilldown-words, drilldown-levels, jobs, figures, figures-grid or guide (the user "
                    "guide window)."),
        QCoreApplication::translate("main", "view"), QStringLiteral("start"));
    showOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(showOption);
    const QCommandLineOption selfTestOption(
        QStringLiteral("self-test"),
        QCoreApplication::translate("main", "Opens the window, the user guide and the demo study, runs it, prints what "
                                            "was checked and quits (exit status 0 when all is well)."));
    parser.addOption(selfTestOption);
    QCommandLineOption modelOption(QStringLiteral("model"),
                                   QCoreApplication::translate("main", "Studies this model file instead."),
                                   QCoreApplication::translate("main", "file"));
    modelOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(modelOption);
    QCommandLineOption suiteOption(QStringLiteral("suite"),
                                   QCoreApplication::translate("main", "The suite of the sensitivity screenshots."),
                                   QCoreApplication::translate("main", "id"), QStringLiteral("W3"));
    suiteOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(suiteOption);
    QCommandLineOption exportOption(QStringLiteral("export-figures"),
                                    QCoreApplication::translate("main", "Exports the sensitivity figures here."),
                                    QCoreApplication::translate("main", "folder"));
    exportOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(exportOption);
    QCommandLineOption targetsOption(QStringLiteral("targets"),
                                     QCoreApplication::translate("main", "The target words of the SC-WEAT screenshot."),
                                     QCoreApplication::translate("main", "words"),
                                     QStringLiteral("programmer,engineer,scientist,doctor,teacher,nurse,librarian,"
                                                    "homemaker"));
    targetsOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(targetsOption);
    QCommandLineOption languageOption(QStringLiteral("language"),
                                      QCoreApplication::translate("main", "The language of this run: en, de or zh_CN."),
                                      QCoreApplication::translate("main", "code"));
    languageOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(languageOption);
    QCommandLineOption classroomOption(
        QStringLiteral("classroom-screenshots"),
        QCoreApplication::translate("main", "Saves the lesson, playground and presentation mode screenshots into a "
                                            "folder and quits."),
        QCoreApplication::translate("main", "folder"));
    classroomOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(classroomOption);
    parser.process(*app);

    if (parser.isSet(versionOption)) {
        std::printf("isoscope %s\n", isoscope::kVersion);
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) {
        printError(QCoreApplication::translate("main", "unexpected argument '%1' (see isoscope --help)")
                       .arg(parser.positionalArguments().constFirst()));
        return 2;
    }
    // Only reachable when "--help" or "--version" was the value of another option.
    if (!qobject_cast<QApplication *>(app.get())) {
        printError(QCoreApplication::translate("main", "an option is missing its value (see isoscope --help)"));
        return 2;
    }

    QGuiApplication::setDesktopFileName(QStringLiteral("org.isoscope.Isoscope"));
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/%1.png").arg(size));
    QApplication::setWindowIcon(icon);

    isoscope::ui::MainWindow window;
    if (parser.isSet(selfTestOption)) {
        isoscope::app::startSelfTest(window);
    } else if (parser.isSet(screenshotOption)) {
        saveScreenshotWhenReady(window, ScreenshotPlan{parser.value(screenshotOption), parser.isSet(demoStudyOption),
                                                       parser.isSet(runOption), parser.value(showOption),
                                                       parser.value(modelOption), parser.value(suiteOption),
                                                       parser.value(exportOption), parser.value(targetsOption)});
    } else if (parser.isSet(classroomOption)) {
        auto *screenshots = new isoscope::ui::ClassroomScreenshots(&window, parser.value(classroomOption));
        screenshots->start();
    } else if (parser.isSet(demoStudyOption)) {
        window.openDemoStudy();
        if (parser.isSet(runOption))
            window.runAnalysis();
    }
    window.show();
    return app->exec();
}
