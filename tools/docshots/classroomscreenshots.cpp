#include "classroomscreenshots.h"
#include "settle.h"

#include "ui/classroom/classroom.h"
#include "ui/classroom/lessonwindow.h"
#include "ui/classroom/playground.h"
#include "ui/classroom/presentationmode.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QPixmap>

#include <cstdio>

namespace isoscope::docshots {

using namespace isoscope::ui;

ClassroomScreenshots::ClassroomScreenshots(MainWindow *window, QString folder)
    : QObject(window), m_window(window), m_folder(std::move(folder))
{
    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, &ClassroomScreenshots::poll);
}

void ClassroomScreenshots::start()
{
    QDir().mkpath(m_folder);
    m_presentationBefore = m_window->classroom()->presentationAction()->isChecked();
    m_window->classroom()->setPresentationMode(false);
    m_window->classroom()->showLesson();
    m_timer.start();
}

bool ClassroomScreenshots::save(QWidget *widget, const QString &name)
{
    const QString path = QDir(m_folder).filePath(name);
    settle();
    if (widget->grab().save(path))
        return true;
    std::fprintf(stderr, "isoscope-docshots: cannot write %s\n", qPrintable(path));
    m_timer.stop();
    QCoreApplication::exit(1);
    return false;
}

// Stages: 0..4 the lesson's steps, 5 the playground, 6 and 7 presentation mode. Each waits until
// what it shows is computed; save() lets the layouts settle. The presentation-mode stages set the
// window up on one tick and take the picture on the next.
void ClassroomScreenshots::poll()
{
    LessonWindow *lesson = m_window->classroom()->lessonWindow();
    if (m_stage < LessonWindow::StepCount) {
        if (!lesson || lesson->engine()->isBusy() || !lesson->engine()->state() || lesson->heatmapView()->isComputing())
            return;
        if (lesson->step() != m_stage) {
            lesson->setStep(m_stage);
            m_settle = 0;
            return;
        }
        if (!save(lesson, QStringLiteral("lesson-%1.png").arg(m_stage + 1)))
            return;
        ++m_stage;
        m_settle = 0;
        return;
    }
    if (m_stage == LessonWindow::StepCount) {
        AnisotropyPlayground *playground = m_window->classroom()->playground();
        if (!playground) {
            lesson->hide();
            playground = m_window->classroom()->showPlayground();
            // One point dragged to the other side of the origin, as a student would.
            std::vector<QPointF> points = playground->points();
            points[0] = QPointF(-points[0].x() * 0.8, -points[0].y() * 0.4);
            playground->setPoints(points);
            return;
        }
        if (!save(playground, QStringLiteral("playground.png")))
            return;
        playground->close();
        ++m_stage;
        m_settle = 0;
        return;
    }
    if (m_stage == LessonWindow::StepCount + 1) {
        if (m_settle == 0) {
            m_window->setBottomDocksVisible(false);
            m_window->resize(1280, 720);
            m_window->show();
            m_window->showPage(MainWindow::StartPageIndex);
            m_window->classroom()->setPresentationMode(true);
        }
        if (++m_settle < 2 || m_window->isLoadingBuiltinData())
            return;
        if (!save(m_window, QStringLiteral("presentation-mode.png")))
            return;
        ++m_stage;
        m_settle = 0;
        return;
    }
    if (m_stage == LessonWindow::StepCount + 2) {
        if (m_settle == 0) {
            lesson->resize(1280, 720);
            lesson->show();
            lesson->setStep(LessonWindow::DisappearingStep);
        }
        if (!save(lesson, QStringLiteral("presentation-mode-lesson.png")))
            return;
        m_window->classroom()->setPresentationMode(m_presentationBefore);
        m_timer.stop();
        QCoreApplication::exit(0);
    }
}

} // namespace isoscope::docshots
