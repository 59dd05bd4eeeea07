#pragma once
// Reaching the window as a person does, for the page tests (offscreen): widgets found by their
// accessible name, mouse clicks on what is visible, typing at a person's speed, the Preferences
// through their shortcut.
#include "ui/mainwindow.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>

namespace pageinput {

using isoscope::ui::MainWindow;

inline constexpr int kKeyDelayMs = 90; // a person typing: 80-120 ms per key

// The visible widget of this type whose accessible name is name (what a screen reader, and the
// user, calls it), or nullptr.
template <typename T = QWidget>
T *named(QWidget *root, const QString &name)
{
    // The name given to the widget, else what accessibility derives (a button's text; on Linux a
    // combo box's accessible name is its current text, so combo boxes need one given).
    for (T *w : root->findChildren<T *>()) {
        if (!w->isVisible())
            continue;
        if (w->accessibleName() == name)
            return w;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        if (w->accessibleName().isEmpty() && a && a->text(QAccessible::Name) == name)
            return w;
    }
    qWarning("No visible widget named '%s'", qPrintable(name));
    return nullptr;
}

inline void click(QWidget *w)
{
    QVERIFY(w);
    QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, w->rect().center());
}

// A double click as the window system delivers it: press, release, press, double click, release.
inline void doubleClick(QWidget *w, QPoint at)
{
    QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, at);
    QTest::mousePress(w, Qt::LeftButton, Qt::NoModifier, at);
    QTest::mouseDClick(w, Qt::LeftButton, Qt::NoModifier, at);
    QTest::mouseRelease(w, Qt::LeftButton, Qt::NoModifier, at);
}

// Opens a combo box's list with a click and clicks the first item whose text starts with text.
inline bool choose(QComboBox *combo, const QString &text)
{
    if (!combo)
        return false;
    click(combo);
    QAbstractItemView *list = combo->view();
    if (!QTest::qWaitFor([list] { return list->isVisible(); }, 5000))
        return false;
    // The list ignores a release that comes within a double-click interval of its opening (the
    // release of the click that opened it); a person's next click comes later.
    QTest::qWait(QApplication::doubleClickInterval() + 50);
    for (int row = 0; row < combo->count(); ++row) {
        if (!combo->itemText(row).startsWith(text))
            continue;
        const QModelIndex index = list->model()->index(row, combo->modelColumn(), list->rootIndex());
        list->scrollTo(index);
        const QPoint at = list->visualRect(index).center();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, at);
        return QTest::qWaitFor([list] { return !list->isVisible(); }, 5000) && combo->currentIndex() == row;
    }
    return false;
}

// Clicks a tab of a tab widget by its text.
inline bool clickTab(QTabWidget *tabs, const QString &text)
{
    QTabBar *bar = tabs->tabBar();
    for (int i = 0; i < bar->count(); ++i)
        if (bar->tabText(i) == text) {
            QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(i).center());
            return tabs->currentIndex() == i;
        }
    return false;
}

// Clicks a cell of a table (row and column of what is shown).
inline void clickCell(QTableView *table, int row, int column)
{
    const QModelIndex index = table->model()->index(row, column);
    table->scrollTo(index);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, table->visualRect(index).center());
}

// Edit > Preferences (Ctrl+,), the language chosen in its list, OK: as a user changes it.
inline bool switchLanguage(MainWindow &window, const QString &languageName)
{
    QSignalSpy rebuilt(&window, &MainWindow::interfaceRebuilt);
    bool chosen = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("languageCombo"));
        chosen = combo && choose(combo, languageName);
        QTest::keyClick(dialog, Qt::Key_Return); // OK
    });
    QTest::keyClick(&window, Qt::Key_Comma, Qt::ControlModifier);
    if (!chosen || !(rebuilt.count() > 0 || rebuilt.wait(10000)))
        return false;
    // The new pages are shown from the event loop, as after any change of the window's widgets.
    return QTest::qWaitFor([&window] { return window.centralWidget() && window.centralWidget()->isVisible(); }, 5000);
}

} // namespace pageinput
