#include "tests/ui/userinput.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QTabBar>
#include <QUrl>
#include <QWheelEvent>
#include <QWindow>

namespace userinput {

namespace {

constexpr int kWaitMs = 3000;

bool fail(const QString &message, const Where &where)
{
    QTest::qFail(qPrintable(message), where.file_name(), static_cast<int>(where.line()));
    return false;
}

QString describe(const QWidget *widget)
{
    if (!widget)
        return QStringLiteral("nothing");
    QString text = QString::fromLatin1(widget->metaObject()->className());
    const QString name = accessibleName(widget);
    if (!name.isEmpty())
        text += QStringLiteral(" “%1”").arg(name);
    else if (!widget->objectName().isEmpty())
        text += QStringLiteral(" (%1)").arg(widget->objectName());
    return text;
}

// "&Save As…\tCtrl+Shift+S" is "Save As…".
QString plainText(QString text)
{
    const qsizetype tab = text.indexOf(QLatin1Char('\t'));
    if (tab >= 0)
        text.truncate(tab);
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

// Whether a user can reach the widget: shown on screen in a window that is shown, and enabled
// (a disabled widget can still be pointed at: its tooltip shows).
enum class Reach { Use, PointAt };
bool usable(const QWidget *widget, QString *why, Reach reach = Reach::Use)
{
    if (!widget->isVisible()) {
        *why = QStringLiteral("is not visible");
        return false;
    }
    if (reach == Reach::Use && !widget->isEnabled()) {
        *why = QStringLiteral("is disabled");
        return false;
    }
    const QWidget *top = widget->window();
    if (!top->windowHandle() || !top->windowHandle()->isExposed()) {
        *why = QStringLiteral("is in a window that is not on screen");
        return false;
    }
    return true;
}

// Shown and exposed: a menu that has just opened is visible a moment before its window is on
// screen, and a click before that fails (on a loaded machine the moment is long enough to hit).
bool onScreen(const QWidget *widget)
{
    return widget->isVisible() && widget->window()->windowHandle() && widget->window()->windowHandle()->isExposed();
}

// Scrolls enclosing scroll areas so that the widget (or the given point of it) is in view.
void scrollIntoView(QWidget *widget, QPoint position)
{
    for (QWidget *w = widget->parentWidget(); w; w = w->parentWidget())
        if (auto *area = qobject_cast<QScrollArea *>(w)) {
            if (area->widget() && area->widget()->isAncestorOf(widget)) {
                const QPoint at = widget->mapTo(area->widget(), position);
                area->ensureVisible(at.x(), at.y(), 20, 20);
            }
        }
}

// The window point of a widget point, after checking that the user can reach it there and that
// nothing else is drawn over it.
bool windowPoint(QWidget *widget, QPoint &position, QWindow *&window, QPoint &at, const Where &where,
                 Reach reach = Reach::Use)
{
    QString why;
    if (!usable(widget, &why, reach))
        return fail(QStringLiteral("%1 %2, so it cannot be %3")
                        .arg(describe(widget), why,
                             reach == Reach::Use ? QStringLiteral("clicked") : QStringLiteral("pointed at")),
                    where);
    if (position.isNull())
        position = widget->rect().center();
    scrollIntoView(widget, position);
    QWidget *top = widget->window();
    window = top->windowHandle();
    at = widget->mapTo(top, position);
    if (!top->rect().contains(at))
        return fail(QStringLiteral("%1 is outside its window (at %2, %3 of a %4 x %5 window)")
                        .arg(describe(widget))
                        .arg(at.x())
                        .arg(at.y())
                        .arg(top->width())
                        .arg(top->height()),
                    where);
    QWidget *under = top->childAt(at);
    if (!under)
        under = top;
    if (under != widget && !widget->isAncestorOf(under) && !QApplication::activePopupWidget())
        return fail(
            QStringLiteral("%1 is covered by %2 where it would be clicked").arg(describe(widget), describe(under)),
            where);
    return true;
}

QList<QWidget *> matching(const QWidget *root, const QString &name, const QMetaObject &type)
{
    QList<QWidget *> found;
    QList<QWidget *> all = root->findChildren<QWidget *>();
    all.prepend(const_cast<QWidget *>(root));
    for (QWidget *w : std::as_const(all)) {
        if (!w->metaObject()->inherits(&type))
            continue;
        QString why;
        if (usable(w, &why) && accessibleName(w) == name)
            found.append(w);
    }
    return found;
}

QString namesOfUsable(const QList<const QWidget *> &roots, const QMetaObject &type)
{
    QStringList names;
    for (const QWidget *root : roots) {
        QList<QWidget *> all = root->findChildren<QWidget *>();
        all.prepend(const_cast<QWidget *>(root));
        for (QWidget *w : std::as_const(all)) {
            QString why;
            if (!w->metaObject()->inherits(&type) || !usable(w, &why))
                continue;
            const QString name = accessibleName(w);
            if (!name.isEmpty() && !names.contains(name))
                names.append(QStringLiteral("“%1”").arg(name));
        }
    }
    if (names.size() > 40) {
        names = names.mid(0, 40);
        names.append(QStringLiteral("…"));
    }
    return names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "));
}

QWidget *one(const QList<const QWidget *> &roots, const QString &name, const QMetaObject &type, const Where &where)
{
    QList<QWidget *> found;
    for (const QWidget *root : roots)
        found += matching(root, name, type);
    if (found.size() == 1)
        return found.first();
    if (found.isEmpty()) {
        fail(QStringLiteral("No visible, enabled %1 named “%2”. Those there are: %3")
                 .arg(QString::fromLatin1(type.className()), name, namesOfUsable(roots, type)),
             where);
        return nullptr;
    }
    QStringList which;
    for (const QWidget *w : std::as_const(found))
        which.append(describe(w) + QStringLiteral(" in ") + describe(w->parentWidget()));
    fail(QStringLiteral("%1 visible, enabled controls are named “%2”: %3")
             .arg(found.size())
             .arg(name, which.join(QStringLiteral("; "))),
         where);
    return nullptr;
}

int keyDelay(int i)
{
    // 80, 97, 114, 91, 108, 85, ...: every delay between the fastest and the slowest typist.
    return kFastestKeyMs + (i * 17) % (kSlowestKeyMs - kFastestKeyMs + 1);
}

QWindow *activeWindowHandle(const Where &where)
{
    QWidget *active = QApplication::activePopupWidget();
    if (!active)
        active = QApplication::activeModalWidget();
    if (!active)
        active = QApplication::activeWindow();
    if (!active || !active->windowHandle()) {
        fail(QStringLiteral("No window is active to take the keys"), where);
        return nullptr;
    }
    return active->windowHandle();
}

QAction *menuItem(const QList<QAction *> &actions, const QString &text)
{
    for (QAction *a : actions)
        if (!a->isSeparator() && a->isVisible() && plainText(a->text()) == text)
            return a;
    return nullptr;
}

QString itemTexts(const QList<QAction *> &actions)
{
    QStringList texts;
    for (QAction *a : actions)
        if (!a->isSeparator() && a->isVisible())
            texts.append(QStringLiteral("“%1”%2").arg(plainText(a->text()),
                                                      a->isEnabled() ? QString() : QStringLiteral(" (disabled)")));
    return texts.join(QStringLiteral(", "));
}

} // namespace

QString accessibleName(const QWidget *widget)
{
    if (!widget->accessibleName().isEmpty())
        return widget->accessibleName();
    if (QAccessibleInterface *face = QAccessible::queryAccessibleInterface(const_cast<QWidget *>(widget)))
        return face->text(QAccessible::Name);
    return {};
}

QList<QWidget *> findAll(const QWidget *root, const QString &name, const QMetaObject &type)
{
    return matching(root, name, type);
}

QWidget *find(const QWidget *root, const QString &name, const QMetaObject &type, Where where)
{
    if (!root) {
        fail(QStringLiteral("No window to look for “%1” in").arg(name), where);
        return nullptr;
    }
    return one({root}, name, type, where);
}

QWidget *findInApp(const QString &name, const QMetaObject &type, Where where)
{
    QList<const QWidget *> roots;
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top->isVisible())
            roots.append(top);
    return one(roots, name, type, where);
}

bool showAndActivate(QWidget *window, Where where)
{
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        return fail(QStringLiteral("%1 was not shown").arg(describe(window)), where);
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        return fail(QStringLiteral("%1 did not become the active window").arg(describe(window)), where);
    return true;
}

bool click(QWidget *widget, QPoint position, Qt::MouseButton button, Qt::KeyboardModifiers modifiers, Where where)
{
    QWindow *window = nullptr;
    QPoint at;
    if (!widget)
        return fail(QStringLiteral("Nothing to click"), where);
    if (!windowPoint(widget, position, window, at, where))
        return false;
    QTest::mouseClick(window, button, modifiers, at);
    return true;
}

bool doubleClick(QWidget *widget, QPoint position, Where where)
{
    QWindow *window = nullptr;
    QPoint at;
    if (!widget)
        return fail(QStringLiteral("Nothing to double-click"), where);
    if (!windowPoint(widget, position, window, at, where))
        return false;
    QTest::mouseDClick(window, Qt::LeftButton, {}, at);
    return true;
}

bool hover(QWidget *widget, QPoint position, Where where)
{
    QWindow *window = nullptr;
    QPoint at;
    if (!widget)
        return fail(QStringLiteral("Nothing to point at"), where);
    if (!windowPoint(widget, position, window, at, where, Reach::PointAt))
        return false;
    QTest::mouseMove(window, at);
    return true;
}

bool wheel(QWidget *widget, QPoint position, int notches, Where where)
{
    QWindow *window = nullptr;
    QPoint at;
    if (!widget)
        return fail(QStringLiteral("Nothing to turn the wheel over"), where);
    if (!windowPoint(widget, position, window, at, where))
        return false;
    // QTest has no wheel: the event goes, as the window system's would, to the widget under the
    // pointer, and on to its parents while none takes it.
    QWidget *top = widget->window();
    for (QWidget *receiver = top->childAt(at) ? top->childAt(at) : top; receiver; receiver = receiver->parentWidget()) {
        const QPoint local = receiver->mapFrom(top, at);
        QWheelEvent event(QPointF(local), QPointF(receiver->mapToGlobal(local)), QPoint(), QPoint(0, 120 * notches),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(receiver, &event);
        if (event.isAccepted())
            return true;
    }
    return true;
}

bool drag(QWidget *widget, QPoint from, QPoint to, Where where)
{
    QWindow *window = nullptr;
    QPoint start;
    if (!widget)
        return fail(QStringLiteral("Nothing to drag"), where);
    if (!windowPoint(widget, from, window, start, where))
        return false;
    const QPoint end = start + (to - from);
    QTest::mouseMove(window, start);
    QTest::mousePress(window, Qt::LeftButton, {}, start);
    constexpr int kSteps = 8;
    for (int i = 1; i <= kSteps; ++i)
        QTest::mouseMove(window, start + (end - start) * i / kSteps, 15);
    QTest::mouseRelease(window, Qt::LeftButton, {}, end);
    return true;
}

bool clickCell(QAbstractItemView *view, int row, int column, Qt::KeyboardModifiers modifiers, Where where)
{
    if (!view || !view->model())
        return fail(QStringLiteral("No table to click in"), where);
    const QModelIndex index = view->model()->index(row, column);
    if (!index.isValid())
        return fail(QStringLiteral("%1 has no cell (%2, %3): it has %4 rows and %5 columns")
                        .arg(describe(view))
                        .arg(row)
                        .arg(column)
                        .arg(view->model()->rowCount())
                        .arg(view->model()->columnCount()),
                    where);
    view->scrollTo(index);
    const QRect rect = view->visualRect(index);
    if (!view->viewport()->rect().intersects(rect))
        return fail(QStringLiteral("Cell (%1, %2) of %3 is not in view").arg(row).arg(column).arg(describe(view)),
                    where);
    return click(view->viewport(), rect.intersected(view->viewport()->rect()).center(), Qt::LeftButton, modifiers,
                 where);
}

bool doubleClickCell(QAbstractItemView *view, int row, int column, Where where)
{
    if (!view || !view->model())
        return fail(QStringLiteral("No table to double-click in"), where);
    const QModelIndex index = view->model()->index(row, column);
    if (!index.isValid())
        return fail(QStringLiteral("%1 has no cell (%2, %3)").arg(describe(view)).arg(row).arg(column), where);
    view->scrollTo(index);
    const QRect rect = view->visualRect(index);
    return doubleClick(view->viewport(), rect.intersected(view->viewport()->rect()).center(), where);
}

bool clickHeader(QHeaderView *header, int section, Where where)
{
    if (!header)
        return fail(QStringLiteral("No header to click"), where);
    if (section < 0 || section >= header->count() || header->isSectionHidden(section))
        return fail(QStringLiteral("%1 shows no section %2").arg(describe(header)).arg(section), where);
    const int position = header->sectionViewportPosition(section);
    const int size = header->sectionSize(section);
    const QRect rect = header->orientation() == Qt::Horizontal ? QRect(position, 0, size, header->height())
                                                               : QRect(0, position, header->width(), size);
    const QRect shown = rect.intersected(header->viewport()->rect());
    if (shown.width() < 4 || shown.height() < 4)
        return fail(QStringLiteral("Section %1 of %2 is scrolled out of view").arg(section).arg(describe(header)),
                    where);
    return click(header->viewport(), shown.center(), Qt::LeftButton, {}, where);
}

bool clickTab(QTabBar *bar, const QString &title, Where where)
{
    if (!bar)
        return fail(QStringLiteral("No tab bar for the tab “%1”").arg(title), where);
    QStringList titles;
    for (int i = 0; i < bar->count(); ++i) {
        titles.append(QStringLiteral("“%1”").arg(plainText(bar->tabText(i))));
        if (plainText(bar->tabText(i)) != title)
            continue;
        if (!bar->isTabEnabled(i) || !bar->isTabVisible(i))
            return fail(QStringLiteral("The tab “%1” is disabled or hidden").arg(title), where);
        return click(bar, bar->tabRect(i).center(), Qt::LeftButton, {}, where);
    }
    return fail(QStringLiteral("No tab “%1”; the tabs are %2").arg(title, titles.join(QStringLiteral(", "))), where);
}

bool type(const QString &text, Where where)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        QWidget *focus = QApplication::focusWidget();
        if (!focus)
            return fail(QStringLiteral("Nothing has the keyboard focus to type “%1” into").arg(text), where);
        const QChar c = text.at(i);
        const int delay = keyDelay(static_cast<int>(i));
        if (c == QLatin1Char('\n'))
            QTest::keyClick(focus, Qt::Key_Return, Qt::NoModifier, delay);
        else if (c == QLatin1Char('\t'))
            QTest::keyClick(focus, Qt::Key_Tab, Qt::NoModifier, delay);
        else if (c.unicode() >= 32 && c.unicode() < 127)
            QTest::keyClicks(focus, QString(c), Qt::NoModifier, delay);
        else { // beyond ASCII (ä, 中): the key event carries the text, as an input method's does
            QTest::simulateEvent(focus, true, Qt::Key_unknown, Qt::NoModifier, QString(c), false, delay);
            QTest::simulateEvent(focus, false, Qt::Key_unknown, Qt::NoModifier, QString(c), false);
        }
    }
    return true;
}

bool typeInto(QWidget *field, const QString &text, Where where)
{
    if (!click(field, {}, Qt::LeftButton, {}, where))
        return false;
    if (!QApplication::focusWidget()
        || (QApplication::focusWidget() != field && !field->isAncestorOf(QApplication::focusWidget())))
        return fail(QStringLiteral("A click on %1 did not give it the keyboard focus (%2 has it)")
                        .arg(describe(field), describe(QApplication::focusWidget())),
                    where);
    if (!key(Qt::Key_A, Qt::ControlModifier, where))
        return false;
    return type(text, where);
}

bool key(Qt::Key key, Qt::KeyboardModifiers modifiers, Where where)
{
    QWindow *window = activeWindowHandle(where);
    if (!window)
        return false;
    QTest::keyClick(window, key, modifiers, keyDelay(key));
    return true;
}

bool shortcut(const QKeySequence &sequence, Where where)
{
    QWindow *window = activeWindowHandle(where);
    if (!window)
        return false;
    QTest::keySequence(window, sequence);
    return true;
}

bool chooseMenu(QWidget *window, const QStringList &path, Where where)
{
    if (path.isEmpty())
        return fail(QStringLiteral("No menu to choose"), where);
    QMenuBar *bar = nullptr;
    if (auto *main = qobject_cast<QMainWindow *>(window))
        bar = main->menuBar();
    else if (window)
        bar = window->findChild<QMenuBar *>();
    if (!bar)
        return fail(QStringLiteral("%1 has no menu bar").arg(describe(window)), where);
    QAction *title = menuItem(bar->actions(), path.first());
    if (!title || !title->menu())
        return fail(
            QStringLiteral("No menu “%1” in the menu bar; it has %2").arg(path.first(), itemTexts(bar->actions())),
            where);
    if (!click(bar, bar->actionGeometry(title).center(), Qt::LeftButton, {}, where))
        return false;
    QMenu *menu = title->menu();
    if (!QTest::qWaitFor([menu] { return onScreen(menu); }, kWaitMs))
        return fail(QStringLiteral("Clicking “%1” in the menu bar did not open its menu").arg(path.first()), where);
    for (qsizetype i = 1; i < path.size(); ++i) {
        if (!chooseInPopup(menu, path[i], where))
            return false;
        if (i + 1 == path.size())
            return true; // the item is triggered: what it did may have deleted the menu (a language change)
        QAction *item = menuItem(menu->actions(), path[i]);
        if (item && item->menu()) {
            menu = item->menu();
            if (!QTest::qWaitFor([menu] { return onScreen(menu); }, kWaitMs))
                return fail(QStringLiteral("“%1” did not open its submenu").arg(path[i]), where);
        } else if (i + 1 < path.size()) {
            return fail(QStringLiteral("“%1” has no submenu for “%2”").arg(path[i], path[i + 1]), where);
        }
    }
    return true; // with one item in path, the menu is left open
}

bool chooseInPopup(QMenu *menu, const QString &text, Where where)
{
    if (!menu || !menu->isVisible())
        return fail(QStringLiteral("No menu is open to choose “%1” in").arg(text), where);
    QAction *item = menuItem(menu->actions(), text);
    if (!item)
        return fail(QStringLiteral("The menu has no item “%1”; it has %2").arg(text, itemTexts(menu->actions())),
                    where);
    if (!item->isEnabled())
        return fail(QStringLiteral("The menu item “%1” is disabled").arg(text), where);
    return click(menu, menu->actionGeometry(item).center(), Qt::LeftButton, {}, where);
}

bool clickAndChoose(QWidget *button, const QStringList &path, Where where)
{
    // The button's menu runs its own event loop (QMenu::exec), so the items are chosen from a
    // timer while the click is still being handled.
    bool chosen = false;
    bool failed = false;
    QTimer timer;
    timer.setInterval(20);
    qsizetype next = 0;
    QObject::connect(&timer, &QTimer::timeout, [&] {
        QMenu *menu = openPopup();
        if (!menu || failed || chosen || !onScreen(menu))
            return;
        const QString item = path.value(next);
        QAction *action = menuItem(menu->actions(), item);
        if (!chooseInPopup(menu, item, where)) {
            failed = true;
            menu->close();
            return;
        }
        if (action && action->menu() && next + 1 < path.size())
            ++next;
        else
            chosen = true;
    });
    timer.start();
    if (!click(button, {}, Qt::LeftButton, {}, where))
        return false;
    // Whether it came in time is read from chosen and failed below.
    static_cast<void>(QTest::qWaitFor([&] { return chosen || failed; }, kWaitMs));
    timer.stop();
    if (failed)
        return false;
    if (!chosen)
        return fail(QStringLiteral("Clicking %1 opened no menu with “%2”")
                        .arg(describe(button), path.join(QStringLiteral(" > "))),
                    where);
    return true;
}

bool chooseInCombo(QComboBox *combo, const QString &item, Where where)
{
    if (!combo)
        return fail(QStringLiteral("No combo box to choose “%1” in").arg(item), where);
    const int index = combo->findText(item);
    if (index < 0) {
        QStringList items;
        for (int i = 0; i < combo->count(); ++i)
            items.append(QStringLiteral("“%1”").arg(combo->itemText(i)));
        return fail(QStringLiteral("%1 has no item “%2”; it has %3")
                        .arg(describe(combo), item, items.join(QStringLiteral(", "))),
                    where);
    }
    if (!click(combo, {}, Qt::LeftButton, {}, where))
        return false;
    QAbstractItemView *list = combo->view();
    if (!QTest::qWaitFor([list] { return onScreen(list); }, kWaitMs))
        return fail(QStringLiteral("Clicking %1 did not open its list").arg(describe(combo)), where);
    if (!clickCell(list, index, combo->modelColumn(), {}, where))
        return false;
    if (!QTest::qWaitFor([list] { return !list->isVisible(); }, kWaitMs))
        return fail(QStringLiteral("The list of %1 stayed open after choosing “%2”").arg(describe(combo), item), where);
    return true;
}

QMenu *openPopup()
{
    return qobject_cast<QMenu *>(QApplication::activePopupWidget());
}

QString clipboardText()
{
    const QMimeData *data = QGuiApplication::clipboard()->mimeData();
    return data ? QString::fromUtf8(data->data(QStringLiteral("text/plain"))) : QString();
}

QString clipboardHtml()
{
    const QMimeData *data = QGuiApplication::clipboard()->mimeData();
    return data && data->hasHtml() ? data->html() : QString();
}

void clearClipboard()
{
    QGuiApplication::clipboard()->clear();
}

bool dropFiles(QWidget *target, const QStringList &paths, Where where)
{
    QPoint position;
    QWindow *window = nullptr;
    QPoint at;
    if (!target)
        return fail(QStringLiteral("Nothing to drop on"), where);
    if (!windowPoint(target, position, window, at, where))
        return false;
    QMimeData data;
    QList<QUrl> urls;
    for (const QString &path : paths)
        urls.append(QUrl::fromLocalFile(path));
    data.setUrls(urls);
    // As QWidgetWindow does for a drag from outside: the widget under the pointer, or the first
    // parent that accepts it, gets the enter, move and drop events.
    QWidget *top = target->window();
    QWidget *receiver = top->childAt(at) ? top->childAt(at) : top;
    for (; receiver; receiver = receiver->parentWidget()) {
        if (!receiver->acceptDrops())
            continue;
        const QPoint local = receiver->mapFrom(top, at);
        QDragEnterEvent enter(local, Qt::CopyAction | Qt::LinkAction, &data, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(receiver, &enter);
        if (!enter.isAccepted())
            continue;
        QDragMoveEvent move(local, Qt::CopyAction | Qt::LinkAction, &data, Qt::NoButton, Qt::NoModifier);
        move.setAccepted(true);
        QApplication::sendEvent(receiver, &move);
        QDropEvent drop(local, Qt::CopyAction | Qt::LinkAction, &data, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(receiver, &drop);
        QApplication::processEvents();
        return true;
    }
    return fail(QStringLiteral("No widget under %1 takes dropped files").arg(describe(target)), where);
}

ModalAnswer::ModalAnswer(Answer answer) : m_answer(std::move(answer))
{
    m_timer.setInterval(20);
    QObject::connect(&m_timer, &QTimer::timeout, [this] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible() || !modal->windowHandle() || !modal->windowHandle()->isExposed())
            return; // not on screen yet: a user could not click it either
        // A dialog this answer is working on (its answer opened a nested loop) is left alone; one
        // that is still open after its answer returned is closed, so that a test never hangs.
        for (const QPointer<QWidget> &seen : std::as_const(m_seen))
            if (seen == modal) {
                closeDialog(modal);
                return;
            }
        m_seen.append(modal);
        ++m_count;
        m_title = modal->windowTitle();
        if (auto *box = qobject_cast<QMessageBox *>(modal))
            m_text = box->text();
        else
            m_text.clear();
        const QPointer<QWidget> answered(modal);
        const QPointer<QWidget> owner = modal->parentWidget() ? modal->parentWidget()->window() : nullptr;
        m_answer(modal);
        m_seen.removeAll(answered);
        if (answered && answered->isVisible())
            m_seen.append(answered); // closed at the next tick
        // As a window manager does when a dialog closes: the window it belongs to is active again.
        else if (owner && owner->isVisible())
            owner->activateWindow();
    });
    m_timer.start();
}

ModalAnswer::~ModalAnswer()
{
    m_timer.stop();
}

ModalAnswer::Answer pressButton(const QString &name, Where where)
{
    return [name, where](QWidget *dialog) {
        if (auto *button = static_cast<QAbstractButton *>(find(dialog, name, QAbstractButton::staticMetaObject, where)))
            click(button, {}, Qt::LeftButton, {}, where);
        else
            closeDialog(dialog);
    };
}

ModalAnswer::Answer pressEscape(Where where)
{
    return [where](QWidget *) { key(Qt::Key_Escape, {}, where); };
}

ModalAnswer::Answer choosePath(const QString &path, Where where)
{
    return [path, where](QWidget *dialog) {
        auto *fileDialog = qobject_cast<QFileDialog *>(dialog);
        if (!fileDialog) {
            fail(QStringLiteral("Expected a file dialog for %1, got %2").arg(path, describe(dialog)), where);
            closeDialog(dialog);
            return;
        }
        auto *name = fileDialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        if (!name || !click(name, {}, Qt::LeftButton, {}, where))
            return closeDialog(dialog);
        key(Qt::Key_A, Qt::ControlModifier, where);
        QTest::keyClicks(QApplication::focusWidget(), path);
        key(Qt::Key_Return, {}, where);
    };
}

void closeDialog(QWidget *dialog)
{
    if (!dialog || !dialog->isVisible())
        return;
    if (QWidget *active = QApplication::activeModalWidget(); active == dialog && dialog->windowHandle())
        QTest::keyClick(dialog->windowHandle(), Qt::Key_Escape);
    if (dialog->isVisible()) {
        if (auto *d = qobject_cast<QDialog *>(dialog))
            d->reject();
        else
            dialog->close();
    }
}

} // namespace userinput
