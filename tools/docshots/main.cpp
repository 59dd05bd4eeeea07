// isoscope-docshots: makes the pictures of the window in docs/ (not installed; the doc scripts
// under scripts/ call it). It opens the real main window, sets it up as asked (the demo study or a
// model file, a run, a page), waits until that page shows what it should and saves it as an image:
//
//   isoscope-docshots --screenshot FILE [--demo-study] [--run] [--show VIEW] [--model FILE]
//                     [--suite ID] [--export-figures DIR] [--targets WORDS] [--language CODE]
//                     [--measure NAME] [--hard-debias]
//   isoscope-docshots --classroom-screenshots DIR
//   isoscope-docshots --figures-tab DIR --results RESULTS_FOLDER
//
// VIEW: start, models, options, suites, results, results-holm, results-similarity, drilldown,
// drilldown-words, drilldown-levels, jobs, figures, figures-grid, figures-scatter, guide,
// sensitivity, calibrations or scweat. Exit status 0 when every file was written, 1 otherwise,
// 2 on bad usage.

#include "classroomscreenshots.h"
#include "figurestab.h"
#include "settle.h"

#include "core/analysis/analysis.h"
#include "core/base/datadir.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/calibrations/calibrationspage.h"
#include "ui/calibrations/scweatpage.h"
#include "ui/common/language.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/figureexporter.h"
#include "ui/figures/figurespanel.h"
#include "ui/help/userguidewindow.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/sensitivity/sensitivitypage.h"
#include "ui/study/study.h"
#include "ui/suites/suitespanel.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <memory>

namespace {

using isoscope::docshots::settle;

void printError(const QString &message)
{
    std::fprintf(stderr, "isoscope-docshots: %s\n", qPrintable(message));
}

// Calls action once every model of the study has been read (or failed to be).
void whenModelsRead(isoscope::ui::MainWindow &window, std::function<void()> action)
{
    using isoscope::ui::ModelStatus;
    const auto done = std::make_shared<bool>(false);
    const auto check = [&window, action = std::move(action), done] {
        if (*done)
            return;
        for (const isoscope::ui::StudyModel &model : window.study()->models()) {
            const ModelStatus::State state = window.runner()->status(model).state;
            if (state == ModelStatus::State::NotLoaded || state == ModelStatus::State::Importing)
                return;
        }
        *done = true;
        action();
    };
    QObject::connect(window.runner(), &isoscope::ui::AnalysisRunner::modelStatusChanged, &window, check);
    check();
}

struct ScreenshotPlan {
    QString file;
    bool demoStudy = false;
    bool run = false;
    QString show;  // start, models, options, suites, results, results-holm, drilldown, jobs, figures, figures-grid,
                   // figures-scatter, guide, sensitivity, calibrations, scweat
    QString model; // a model file to study instead of the demo models
    QString suite; // for sensitivity; for scweat: the suite whose attribute words are used
    QString exportFolder; // for sensitivity: its four figures as PNG, SVG and PDF; for calibrations and scweat: theirs
    QString targets;      // for scweat: the target words, separated by commas
    QString measure;      // for results: the Measure menu's choice (WEAT, RND, MAC, ...)
    bool hardDebias = false; // for calibrations: Hard debias ticked
};

// The Sensitivity page: waits for the model, runs the suite, then saves one picture per figure tab
// (FILE-epsilon.png, ...) and, if asked, exports the four figures.
void saveSensitivityScreenshots(isoscope::ui::MainWindow &window, const ScreenshotPlan &plan)
{
    using namespace isoscope::ui;
    window.setBottomDocksVisible(false);
    window.showPage(MainWindow::SensitivityPageIndex);
    SensitivityPage *page = window.sensitivityPage();
    const auto start = [&window, page, plan] {
        page->select(window.study()->models().constFirst().name, plan.suite);
        page->start();
    };
    QObject::connect(page, &SensitivityPage::finished, &window, [&window, page, plan] {
        if (!page->result()) {
            printError(QStringLiteral("the sensitivity run did not finish"));
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
            settle(); // let the tab lay its figure out
            if (!window.grab().save(base + QLatin1Char('-') + names[i] + QStringLiteral(".png"))) {
                printError(QStringLiteral("cannot write %1").arg(base));
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
    // Once the models are read; a model that failed to be read makes the page say so.
    whenModelsRead(window, start);
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
    // The page says it is done a moment before its job leaves the Jobs list (and Cancel All Jobs
    // goes grey): the picture shows the window once nothing runs any more, as a person sees it.
    QElapsedTimer waited;
    waited.start();
    while (window.runner()->jobs()->activeCount() > 0 && waited.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    settle();
    if (!window.grab().save(plan.file)) {
        printError(QStringLiteral("cannot write %1").arg(plan.file));
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
    page->setHardDebias(plan.hardDebias);
    const auto start = [&window, page] { page->start(); };
    QObject::connect(page, &CalibrationsPage::finished, &window, [&window, page, plan] {
        if (!page->comparison()) {
            printError(QStringLiteral("the calibration comparison did not finish: %1").arg(page->statusText()));
            QCoreApplication::exit(1);
            return;
        }
        QCoreApplication::exit(grabPageAndExportFigure(window, plan, *page->figureView()->figure()) ? 0 : 1);
    });
    // Once the models are read; a model that failed to be read makes the page say so.
    whenModelsRead(window, start);
}

// The SC-WEAT page: waits for the first model, tests the target words against the attribute words
// of the suite, saves the window and, if asked, exports the figure.
void saveScWeatScreenshot(isoscope::ui::MainWindow &window, const ScreenshotPlan &plan)
{
    using namespace isoscope::ui;
    window.setBottomDocksVisible(false);
    window.showPage(MainWindow::ScWeatPageIndex);
    ScWeatPage *page = window.scWeatPage();
    const auto start = [&window, page, plan] {
        page->selectModel(window.study()->models().constFirst().name);
        page->setTargets(plan.targets);
        page->takeAttributesFrom(plan.suite);
        page->start();
        if (!page->isRunning()) {
            printError(page->statusText());
            QCoreApplication::exit(1);
        }
    };
    QObject::connect(page, &ScWeatPage::finished, &window, [&window, page, plan] {
        if (!page->result()) {
            printError(QStringLiteral("the SC-WEAT run did not finish: %1").arg(page->statusText()));
            QCoreApplication::exit(1);
            return;
        }
        QCoreApplication::exit(grabPageAndExportFigure(window, plan, *page->figureView()->figure()) ? 0 : 1);
    });
    // Once the models are read; a model that failed to be read makes the page say so.
    whenModelsRead(window, start);
}

void grabAndQuit(isoscope::ui::MainWindow &window, const QString &fileName)
{
    // From the event loop, once the layouts have settled after the last rows arrived.
    QTimer::singleShot(0, &window, [&window, fileName] {
        settle();
        QWidget *shown = window.userGuide() && window.userGuide()->isVisible()
                             ? static_cast<QWidget *>(window.userGuide())
                             : &window;
        if (shown->grab().save(fileName)) {
            QCoreApplication::exit(0);
        } else {
            printError(QStringLiteral("cannot write %1").arg(fileName));
            QCoreApplication::exit(1);
        }
    });
}

void showRequestedView(isoscope::ui::MainWindow &window, const QString &show, const QString &measure)
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
    } else if (show == QLatin1String("results") || show == QLatin1String("jobs")) {
        window.showPage(MainWindow::ResultsPageIndex);
        // The first table with another measure than WEAT, as its Measure menu chooses it.
        if (!measure.isEmpty()) {
            auto *menu = window.resultsPanel()->findChild<QComboBox *>(QStringLiteral("measureCombo"));
            const int index = menu ? menu->findText(measure) : -1;
            if (index < 0) {
                printError(QStringLiteral("the Measure menu has no %1").arg(measure));
                QCoreApplication::exit(1);
                return;
            }
            menu->setCurrentIndex(index);
        }
    } else if (show == QLatin1String("results-holm")) {
        // The WEAT table with Holm's correction chosen in its combo.
        window.showPage(MainWindow::ResultsPageIndex);
        if (auto *correction = window.resultsPanel()->findChild<QComboBox *>(QStringLiteral("correctionCombo")))
            correction->setCurrentIndex(correction->findData(int(isoscope::Correction::Holm)));
    } else if (show == QLatin1String("results-similarity")) {
        // Table 3 with the word benchmarks and STS-B.
        window.showPage(MainWindow::ResultsPageIndex);
        if (auto *tables = window.resultsPanel()->findChild<QTabWidget *>(QStringLiteral("resultTabs")))
            tables->setCurrentIndex(2);
    } else if (show == QLatin1String("drilldown") || show == QLatin1String("drilldown-words")
               || show == QLatin1String("drilldown-levels")) {
        window.showPage(MainWindow::ResultsPageIndex);
        window.resultsPanel()->showDrillDown(QString::fromUtf8(isoscope::builtin::kDemoGloveName),
                                             QStringLiteral("W3"));
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
            whenModelsRead(window, [&window, plan] {
                showRequestedView(window, plan.show, plan.measure);
                grabAndQuit(window, plan.file);
            });
            return;
        }
        if (plan.show == QLatin1String("jobs")) {
            // Mid-run: the jobs view with some jobs done and some under way.
            window.showPage(isoscope::ui::MainWindow::ModelsPageIndex);
            window.setJobsDockHeight(330);
            window.runAnalysis();
            // A moment into the run: some jobs done, some under way.
            QTimer::singleShot(450, &window, [&window, plan] {
                window.showPage(isoscope::ui::MainWindow::ResultsPageIndex);
                if (!window.grab().save(plan.file))
                    QCoreApplication::exit(1);
                window.cancelJobs();
                QCoreApplication::exit(0);
            });
            return;
        }
        QObject::connect(
            window.runner(), &isoscope::ui::AnalysisRunner::runningChanged, &window, [&window, plan](bool running) {
                if (running)
                    return;
                showRequestedView(window, plan.show, plan.measure);
                // The heatmap's cosines are computed on a worker thread: wait for them.
                isoscope::ui::CosineHeatmapView *heatmap = window.figuresPanel()->heatmapView();
                if (window.currentPage() == isoscope::ui::MainWindow::FiguresPageIndex && heatmap->isComputing())
                    QObject::connect(heatmap, &isoscope::ui::CosineHeatmapView::matricesReady, &window,
                                     [&window, plan] { grabAndQuit(window, plan.file); });
                else
                    grabAndQuit(window, plan.file);
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
    QApplication app(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Makes the pictures of Isoscope's window in docs/."));
    parser.addHelpOption();
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                              QStringLiteral("Saves the window as an image and quits."),
                                              QStringLiteral("file"));
    const QCommandLineOption demoStudyOption(QStringLiteral("demo-study"), QStringLiteral("Opens the demo study."));
    const QCommandLineOption runOption(QStringLiteral("run"), QStringLiteral("Runs the study."));
    const QCommandLineOption showOption(
        QStringLiteral("show"),
        QStringLiteral("What the screenshot shows: start, models, options, suites, results, results-holm, "
                       "results-similarity, drilldown, drilldown-words, drilldown-levels, jobs, figures, "
                       "figures-grid, figures-scatter, guide (the user guide window), sensitivity, calibrations "
                       "or scweat."),
        QStringLiteral("view"), QStringLiteral("start"));
    const QCommandLineOption modelOption(QStringLiteral("model"), QStringLiteral("Studies this model file instead."),
                                         QStringLiteral("file"));
    const QCommandLineOption suiteOption(QStringLiteral("suite"),
                                         QStringLiteral("The suite of the sensitivity and SC-WEAT pictures."),
                                         QStringLiteral("id"), QStringLiteral("W3"));
    const QCommandLineOption exportOption(QStringLiteral("export-figures"),
                                          QStringLiteral("Also exports the page's figures (PNG, SVG, PDF) here."),
                                          QStringLiteral("folder"));
    const QCommandLineOption targetsOption(
        QStringLiteral("targets"), QStringLiteral("The target words of the SC-WEAT picture."), QStringLiteral("words"),
        QStringLiteral("programmer,engineer,scientist,doctor,teacher,nurse,"
                       "librarian,homemaker"));
    const QCommandLineOption languageOption(QStringLiteral("language"),
                                            QStringLiteral("The window's language for this run: en, de or zh_CN "
                                                           "(the Preferences are not changed)."),
                                            QStringLiteral("code"));
    const QCommandLineOption measureOption(
        QStringLiteral("measure"), QStringLiteral("The measure the results picture shows (the Measure menu): RND, ..."),
        QStringLiteral("name"));
    const QCommandLineOption hardDebiasOption(QStringLiteral("hard-debias"),
                                              QStringLiteral("The calibrations picture with Hard debias ticked."));
    const QCommandLineOption classroomOption(
        QStringLiteral("classroom-screenshots"),
        QStringLiteral("Saves the lesson, playground and presentation mode pictures into a folder and quits."),
        QStringLiteral("folder"));
    const QCommandLineOption figuresTabOption(
        QStringLiteral("figures-tab"),
        QStringLiteral("Saves pictures of the Figures tab (app_*.png, 1280 x 800, one per figure and model) of the "
                       "results given with --results into a folder and quits."),
        QStringLiteral("folder"));
    const QCommandLineOption resultsOption(
        QStringLiteral("results"),
        QStringLiteral("The results folder of --figures-tab (results.json and figure_data.h5, from analyze --out)."),
        QStringLiteral("folder"));
    parser.addOptions({screenshotOption, demoStudyOption, runOption, showOption, modelOption, suiteOption, exportOption,
                       targetsOption, languageOption, measureOption, hardDebiasOption, classroomOption,
                       figuresTabOption, resultsOption});
    parser.process(app);
    const int modes =
        int(parser.isSet(screenshotOption)) + int(parser.isSet(classroomOption)) + int(parser.isSet(figuresTabOption));
    if (!parser.positionalArguments().isEmpty() || modes != 1) {
        printError(QStringLiteral("give one of --screenshot FILE, --classroom-screenshots DIR and --figures-tab DIR "
                                  "(see --help)"));
        return 2;
    }
    if (parser.isSet(figuresTabOption)) {
        if (!parser.isSet(resultsOption)) {
            printError(QStringLiteral("--figures-tab needs --results FOLDER"));
            return 2;
        }
        return isoscope::docshots::saveFiguresTab(parser.value(resultsOption), parser.value(figuresTabOption));
    }
    isoscope::ui::Language::apply(parser.isSet(languageOption) ? parser.value(languageOption) : QStringLiteral("en"));

    isoscope::ui::MainWindow window;
    if (parser.isSet(screenshotOption)) {
        saveScreenshotWhenReady(window, ScreenshotPlan{parser.value(screenshotOption), parser.isSet(demoStudyOption),
                                                       parser.isSet(runOption), parser.value(showOption),
                                                       parser.value(modelOption), parser.value(suiteOption),
                                                       parser.value(exportOption), parser.value(targetsOption),
                                                       parser.value(measureOption), parser.isSet(hardDebiasOption)});
    } else {
        auto *screenshots = new isoscope::docshots::ClassroomScreenshots(&window, parser.value(classroomOption));
        screenshots->start();
    }
    window.show();
    return app.exec();
}
