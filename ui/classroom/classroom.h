#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace isoscope::ui {

class AnisotropyPlayground;
class LessonWindow;

/// The classroom features of the main window: the guided lesson, the anisotropy playground and
/// presentation mode, with their actions (for the Help and View menus) and their windows (one
/// each, made when first asked for).
class Classroom final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Classroom)

public:
    /// window: the main window, which owns the lesson and playground windows.
    explicit Classroom(QWidget *window);
    ~Classroom() override;

    QAction *lessonAction() const { return m_lessonAction; }
    QAction *playgroundAction() const { return m_playgroundAction; }
    /// Checkable; its state is kept between sessions.
    QAction *presentationAction() const { return m_presentationAction; }

    /// Sets the actions' texts in the current language.
    void retranslate();

    LessonWindow *showLesson();
    AnisotropyPlayground *showPlayground();
    void setPresentationMode(bool enabled);

    /// The windows, or null when they are not open.
    LessonWindow *lessonWindow() const;
    AnisotropyPlayground *playground() const;

private:
    QWidget *m_window;
    QAction *m_lessonAction;
    QAction *m_playgroundAction;
    QAction *m_presentationAction;
    QPointer<LessonWindow> m_lesson;
    QPointer<AnisotropyPlayground> m_playground;
};

} // namespace isoscope::ui
