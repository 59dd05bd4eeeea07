#include "app/cli/commandline.h"
#include "app/cli/figurescommand.h"
#include "ui/report/reportcommand.h"

#include <unistd.h>

#include <QApplication>
#include <QByteArray>

#include <cstring>
#include <iostream>

namespace {

QtMessageHandler qtDefaultHandler = nullptr;

// Standard error is for one-line messages: Qt's note that a headless session has no runtime
// folder (which nothing here needs) is left out; everything else Qt says goes through.
void quietMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    qtDefaultHandler(type, context, message);
}

// isoscope-cli figures and report draw with Qt, on the offscreen platform: they need no display,
// like every other subcommand (which never start Qt at all).
template <typename Command>
int runWithQt(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    qtDefaultHandler = qInstallMessageHandler(quietMessages);
    int qtArgc = 1; // the subcommand's own arguments are not Qt's
    QApplication app(qtArgc, argv);
    QStringList arguments;
    for (int i = 2; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    const bool help = !arguments.isEmpty() && (arguments[0] == QLatin1String("--help") || arguments[0] == QLatin1String("-h"));
    if (help && arguments.size() == 1) {
        std::cout << Command::usage().toStdString();
        return 0;
    }
    return Command::run(arguments, std::cout, std::cerr);
}

bool isHelp(const char *argument)
{
    return std::strcmp(argument, "--help") == 0 || std::strcmp(argument, "-h") == 0
           || std::strcmp(argument, "help") == 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc >= 2 && std::strcmp(argv[1], "figures") == 0)
        return runWithQt<isoscope::ui::FiguresCommand>(argc, argv);
    if (argc >= 2 && std::strcmp(argv[1], "report") == 0)
        return runWithQt<isoscope::ui::ReportCommand>(argc, argv);
    const int status = isoscope::runCommandLine(argc, argv, std::cout, std::cerr, isatty(STDERR_FILENO) == 1);
    if (argc >= 2 && isHelp(argv[1]) && status == 0)
        std::cout << "\nFigures:" << isoscope::ui::FiguresCommand::usage().toStdString() << "\nReport:"
                  << isoscope::ui::ReportCommand::usage().toStdString();
    return status;
}
