// The window program: isoscope [--self-test] [STUDY]. The window itself is ui/; the pictures of docs/ are
// made by tools/docshots (isoscope-docshots), not by the shipped program.

#include "app/selftest.h"
#include "ui/common/language.h"
#include "ui/common/settings.h"
#include "ui/window/mainwindow.h"

#include "isoscope/version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
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

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setApplicationName(QStringLiteral("Isoscope"));
    QCoreApplication::setOrganizationName(QStringLiteral("Isoscope"));
    QCoreApplication::setApplicationVersion(QString::fromUtf8(isoscope::kVersion));

    const std::unique_ptr<QCoreApplication> app = wantsTextOnly(argc, argv)
                                                      ? std::make_unique<QCoreApplication>(argc, argv)
                                                      : std::make_unique<QApplication>(argc, argv);
    // The language of the Preferences (the system's by default), before any text is made.
    isoscope::ui::Language::apply(isoscope::ui::settings::language.value());

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Measures bias in word embeddings (WEAT), with and without ZCA whitening."));
    parser.addHelpOption();
    const QCommandLineOption versionOption({QStringLiteral("v"), QStringLiteral("version")},
                                           QCoreApplication::translate("main", "Displays version information."));
    parser.addOption(versionOption);
    const QCommandLineOption selfTestOption(
        QStringLiteral("self-test"),
        QCoreApplication::translate("main", "Opens the window, the user guide and the demo study, runs it, prints what "
                                            "was checked and quits (exit status 0 when all is well)."));
    parser.addOption(selfTestOption);
    // A file manager opens a study by its MIME type with "isoscope %f" (the desktop file).
    parser.addPositionalArgument(
        QStringLiteral("study"),
        QCoreApplication::translate("main", "A study (.isoscope) to open, as File > Open Study does."),
        QStringLiteral("[study]"));
    parser.process(*app);

    if (parser.isSet(versionOption)) {
        std::printf("isoscope %s\n", isoscope::kVersion);
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        printError(
            QCoreApplication::translate("main", "unexpected argument '%1': one study at a time (see isoscope --help)")
                .arg(positional.at(1)));
        return 2;
    }
    // A study that cannot be opened is reported in the window's Issues dock, as File > Open Study does.
    const QString study = positional.isEmpty() ? QString() : QFileInfo(positional.constFirst()).absoluteFilePath();
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
    if (!study.isEmpty()) {
        // Once the built-in suites are there, which a study names.
        const auto open = [&window, study] { window.openStudy(study); };
        if (window.isLoadingBuiltinData())
            QObject::connect(&window, &isoscope::ui::MainWindow::builtinDataLoaded, &window, open,
                             Qt::SingleShotConnection);
        else
            QTimer::singleShot(0, &window, open);
    }
    if (parser.isSet(selfTestOption))
        isoscope::app::startSelfTest(window, study);
    window.show();
    return app->exec();
}
