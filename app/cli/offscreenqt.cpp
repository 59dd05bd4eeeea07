#include "app/cli/offscreenqt.h"

#include <QByteArray>

namespace isoscope::cli {

namespace {

QtMessageHandler qtDefaultHandler = nullptr;

void quietMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    qtDefaultHandler(type, context, message);
}

} // namespace

std::unique_ptr<QApplication> startOffscreenQt()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    qtDefaultHandler = qInstallMessageHandler(quietMessages);
    // QApplication keeps references to argc and argv for its whole life.
    static int argc = 1;
    static char programName[] = "isoscope-cli";
    static char *argv[] = {programName, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace isoscope::cli
