#include "ui/classroom/classroom.h"

#include "ui/classroom/lessonwindow.h"
#include "ui/classroom/playground.h"
#include "ui/classroom/presentationmode.h"
#include "ui/common/settings.h"

#include <QAction>
#include <QWidget>

namespace isoscope::ui {

namespace {

void raise(QWidget *window)
{
    window->show();
    window->setWindowState(window->windowState() & ~Qt::WindowMinimized);
    window->raise();
    window->activateWindow();
}

} // namespace

Classroom::Classroom(QWidget *window)
    : QObject(window), m_window(window), m_lessonAction(new QAction(this)), m_playgroundAction(new QAction(this)),
      m_presentationAction(new QAction(this))
{
    retranslate();
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_lessonAction, &QAction::triggered, this, [this] { showLesson(); });
    connect(m_playgroundAction, &QAction::triggered, this, [this] { showPlayground(); });
    connect(m_presentationAction, &QAction::toggled, this, &Classroom::setPresentationMode);
    if (settings::presentationMode.value())
        m_presentationAction->setChecked(true);
}

Classroom::~Classroom() = default;

void Classroom::retranslate()
{
    m_lessonAction->setText(tr("&Lesson: WEAT and Anisotropy…"));
    m_lessonAction->setToolTip(tr("A guided lesson on the demo models: cosine similarity and WEAT, anisotropy, "
                                  "whitening, a result that disappears, and why to report both"));
    m_playgroundAction->setText(tr("Anisotropy &Playground…"));
    m_playgroundAction->setToolTip(
        tr("Drag the points of a toy embedding and watch the cosines, before and after whitening"));
    m_presentationAction->setText(tr("&Presentation Mode"));
    m_presentationAction->setToolTip(tr("Larger text and thicker figure lines, for a projector"));
}

LessonWindow *Classroom::lessonWindow() const
{
    return m_lesson;
}

AnisotropyPlayground *Classroom::playground() const
{
    return m_playground;
}

LessonWindow *Classroom::showLesson()
{
    if (!m_lesson) {
        m_lesson = new LessonWindow(m_window);
        m_lesson->setAttribute(Qt::WA_DeleteOnClose);
        m_lesson->resize(m_lesson->sizeHint());
    }
    raise(m_lesson);
    return m_lesson;
}

AnisotropyPlayground *Classroom::showPlayground()
{
    if (!m_playground) {
        m_playground = new AnisotropyPlayground(m_window);
        m_playground->setAttribute(Qt::WA_DeleteOnClose);
        m_playground->resize(m_playground->sizeHint());
    }
    raise(m_playground);
    return m_playground;
}

void Classroom::setPresentationMode(bool enabled)
{
    presentation::setEnabled(enabled);
    settings::presentationMode.setValue(enabled);
    if (m_presentationAction->isChecked() != enabled)
        m_presentationAction->setChecked(enabled);
}

} // namespace isoscope::ui
