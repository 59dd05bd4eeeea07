#pragma once
// Driving the window as a person does, for the UI tests (offscreen, in CTest).
//
// A control is found the way a screen reader or the user finds it: by its accessible name, among
// the widgets that are visible and enabled. Mouse events go to the window at the point where the
// widget is drawn, so Qt delivers them to whatever is really there (a popup or an overlapping
// widget gets the click, as it would under a user's hand); keys go to the focus widget of the
// active window, through Qt's shortcut map; text is typed one key at a time at 80-120 ms per key,
// with the event loop running in between (timers fire between keys, as they do for a person);
// menu commands are reached by clicking the menu bar and then the item in its popup. A helper
// that cannot do what it is asked fails the test at the caller's line with a sentence saying why
// (no such control, several of them, disabled, hidden) and returns false or nullptr, so the test
// stops with USER_CHECK (or QVERIFY) on that result.
#include <QAbstractItemView>
#include <QKeySequence>
#include <QList>
#include <QPoint>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <source_location>

class QComboBox;
class QHeaderView;
class QMenu;
class QTabBar;

namespace userinput {

using Where = std::source_location;

/// The slowest and fastest typist: each key waits this long before it is sent.
inline constexpr int kSlowestKeyMs = 120;
inline constexpr int kFastestKeyMs = 80;

/// What a screen reader announces for the widget (its accessible name; for a button without one, its
/// text without the mnemonic '&'; for a field in a form, the label of the row).
QString accessibleName(const QWidget *widget);
/// Visible and enabled widgets at or below root (root's window's popups and dialogs are separate
/// windows: search them with their own root or with findInApp) whose accessible name is name.
QList<QWidget *> findAll(const QWidget *root, const QString &name, const QMetaObject &type = QWidget::staticMetaObject);
/// The one such widget, or nullptr after failing the test (none, or several: the message lists
/// what there is, so a renamed control is easy to find).
QWidget *find(const QWidget *root, const QString &name, const QMetaObject &type = QWidget::staticMetaObject,
              Where where = Where::current());
template <typename T>
T *find(const QWidget *root, const QString &name, Where where = Where::current())
{
    return static_cast<T *>(find(root, name, T::staticMetaObject, where));
}
/// The same over every top-level window of the application (dialogs, popups, other windows).
QWidget *findInApp(const QString &name, const QMetaObject &type = QWidget::staticMetaObject,
                   Where where = Where::current());
template <typename T>
T *findInApp(const QString &name, Where where = Where::current())
{
    return static_cast<T *>(findInApp(name, T::staticMetaObject, where));
}

/// Shows the window, waits until it is exposed and active (keys go to the active window).
bool showAndActivate(QWidget *window, Where where = Where::current());

/// A click where the widget is drawn (its centre unless a position is given, in its coordinates).
bool click(QWidget *widget, QPoint position = {}, Qt::MouseButton button = Qt::LeftButton,
           Qt::KeyboardModifiers modifiers = {}, Where where = Where::current());
bool doubleClick(QWidget *widget, QPoint position = {}, Where where = Where::current());
/// Moves the pointer there without a button (hover).
bool hover(QWidget *widget, QPoint position, Where where = Where::current());
/// Turns the mouse wheel there by notches (120 units each; positive: away from the user).
bool wheel(QWidget *widget, QPoint position, int notches, Where where = Where::current());
/// Presses at from, moves to to in steps, releases (a pan, a slider, a splitter).
bool drag(QWidget *widget, QPoint from, QPoint to, Where where = Where::current());
/// The cell of a table or list as the user sees it (scrolled into view first, as a user scrolls).
bool clickCell(QAbstractItemView *view, int row, int column, Qt::KeyboardModifiers modifiers = {},
               Where where = Where::current());
bool doubleClickCell(QAbstractItemView *view, int row, int column, Where where = Where::current());
/// A click on a section of a horizontal header (sorting).
bool clickHeader(QHeaderView *header, int section, Where where = Where::current());
/// The tab of that title (without '&') in a tab bar.
bool clickTab(QTabBar *bar, const QString &title, Where where = Where::current());

/// Types into the widget that has the keyboard focus, one key every 80-120 ms.
bool type(const QString &text, Where where = Where::current());
/// Clicks into the field, selects what it holds (Ctrl+A) and types text over it.
bool typeInto(QWidget *field, const QString &text, Where where = Where::current());
/// One key (Return, Escape, Tab...) to the focus widget of the active window.
bool key(Qt::Key key, Qt::KeyboardModifiers modifiers = {}, Where where = Where::current());
/// A shortcut pressed on the active window (Ctrl+C, Ctrl+R, Alt+5...).
bool shortcut(const QKeySequence &sequence, Where where = Where::current());

/// The menu bar of window, then each item of path in the popup that opens ("File", "Open Recent", ...),
/// each clicked; the last item's action is triggered by the click. Items are named by their text
/// without '&' (and without a shortcut).
bool chooseMenu(QWidget *window, const QStringList &path, Where where = Where::current());
/// The item of a popup menu that is open (a button's or a context menu), clicked.
bool chooseInPopup(QMenu *menu, const QString &item, Where where = Where::current());
/// Clicks a button that opens a menu (a tool button's) and chooses the items of path in it.
bool clickAndChoose(QWidget *button, const QStringList &path, Where where = Where::current());
/// Clicks a combo box open and clicks the item of that text in its list.
bool chooseInCombo(QComboBox *combo, const QString &item, Where where = Where::current());
/// The menu that is open, if any.
QMenu *openPopup();

/// What a paste would get.
QString clipboardText();
QString clipboardHtml();
void clearClipboard();

/// Files dropped on a widget, as a file manager drops them: enter, move and drop events with their URLs.
bool dropFiles(QWidget *target, const QStringList &paths, Where where = Where::current());

/// Answers the modal dialog that the next action opens (a message box, a file dialog, a dialog of
/// the app's own): while it lives, a timer looks for a new modal window and hands it to the answer,
/// which uses the helpers above on it (or closeDialog). Make one before the click that opens the
/// dialog; the click returns once the answer has closed it.
class ModalAnswer final
{
    Q_DISABLE_COPY_MOVE(ModalAnswer)

public:
    using Answer = std::function<void(QWidget *dialog)>;
    explicit ModalAnswer(Answer answer);
    ~ModalAnswer();
    /// How many dialogs were answered.
    int count() const { return m_count; }
    /// The last answered dialog's window title and, for a message box, its text.
    QString title() const { return m_title; }
    QString text() const { return m_text; }

private:
    Answer m_answer;
    QTimer m_timer;
    QList<QPointer<QWidget>> m_seen;
    int m_count = 0;
    QString m_title;
    QString m_text;
};

/// Answers for ModalAnswer: click the button of that name; press Escape; write a path into a file
/// dialog and press Return (the path is typed quickly: a test must not wait half a minute for it).
ModalAnswer::Answer pressButton(const QString &name, Where where = Where::current());
ModalAnswer::Answer pressEscape(Where where = Where::current());
ModalAnswer::Answer choosePath(const QString &path, Where where = Where::current());
/// Closes any modal dialog that is open, with Escape (then reject()): for the touch-everything walk.
void closeDialog(QWidget *dialog);

} // namespace userinput

/// Stops the test function when a helper failed (it has already said why), or fails with the expression.
#define USER_CHECK(expression)                                 \
    do {                                                       \
        if (!(expression)) {                                   \
            if (!QTest::currentTestFailed())                   \
                QTest::qFail(#expression, __FILE__, __LINE__); \
            return;                                            \
        }                                                      \
    } while (false)
