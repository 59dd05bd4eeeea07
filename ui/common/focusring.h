#pragma once

#include <QObject>
#include <QPointer>

class QFocusFrame;
class QWidget;

namespace isoscope::ui {

/// A clear frame around the widget that has the keyboard focus in one window: a ring of the
/// palette's highlight colour two pixels wide just outside the widget, which Fusion's own focus marks (a faint line on
/// a button, nothing on a table without a current cell) are not. Shown when the focus came from the keyboard (Tab,
/// Shift+Tab, a mnemonic or shortcut), as a person working without the mouse needs it, and taken
/// away when a click moves the focus. The ring is a QFocusFrame: placed above the widget in the
/// nearest scroll area's viewport (or the window), following it when it or an ancestor moves,
/// resizes or scrolls; mouse events pass through it.
class FocusRing final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FocusRing)

public:
    /// Follows the focus within window (its child widgets, not other windows).
    explicit FocusRing(QWidget *window);
    ~FocusRing() override;

    /// The widget the ring is shown around, or null when none is.
    QWidget *shownAround() const;
    /// The ring as a widget (its geometry, its pixels), or null when none is shown.
    QWidget *ring() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_window;
    QPointer<QFocusFrame> m_frame; ///< made again when its parent (a rebuilt page) took it along
};

} // namespace isoscope::ui
