#include "ui/mainwindow.h"

#include "isoscope/version.h"

#include <QApplication>
#include <QCommandLineParser>
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

// Grabs the window into an image file once the built-in data is on screen, then quits (used to
// make the screenshots in docs/).
void saveScreenshotWhenReady(isoscope::ui::MainWindow &window, const QString &fileName)
{
    window.resize(1280, 800);
    const auto grab = [&window, fileName] {
        // Let the layouts settle after the last rows arrived.
        QTimer::singleShot(200, &window, [&window, fileName] {
            if (window.grab().save(fileName)) {
                QCoreApplication::exit(0);
            } else {
                printError(QCoreApplication::translate("main", "cannot write %1").arg(fileName));
                QCoreApplication::exit(1);
            }
        });
    };
    if (window.isLoadingBuiltinData())
        QObject::connect(&window, &isoscope::ui::MainWindow::builtinDataLoaded, &window, grab);
    else
        grab();
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

    isoscope::ui::MainWindow window;
    if (parser.isSet(screenshotOption))
        saveScreenshotWhenReady(window, parser.value(screenshotOption));
    window.show();
    return app->exec();
}
