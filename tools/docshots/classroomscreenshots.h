#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

namespace isoscope::ui {
class MainWindow;
}

namespace isoscope::docshots {

using isoscope::ui::MainWindow;

/// Makes the classroom screenshots of docs/: lesson-1.png ... lesson-5.png (each step of the
/// lesson, once its numbers and figures are ready), playground.png (after a point has been
/// dragged across the origin) and presentation-mode.png (the main window at 1280 x 720 in
/// presentation mode). Ends the application's event loop with 0, or 1 if a file cannot be written.
class ClassroomScreenshots final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClassroomScreenshots)

public:
    ClassroomScreenshots(MainWindow *window, QString folder);
    void start();

private:
    void poll();
    bool save(QWidget *widget, const QString &name);

    MainWindow *m_window;
    QString m_folder;
    QTimer m_timer;
    int m_stage = 0;
    int m_settle = 0;
    bool m_presentationBefore = false;
};

} // namespace isoscope::docshots
