#pragma once
// The page tests' words for what a person does, on the shared layer tests/ui/userinput.h: widgets
// found by their accessible name, clicks where they are drawn, an item of a list chosen by how it
// begins, the language changed in the Preferences through their shortcut.
#include "ui/analysis/analysisrunner.h"
#include "ui/common/language.h"
#include "ui/common/settings.h"
#include "ui/window/mainwindow.h"

#include "userinput.h"
#include "windowfixtures.h"

#include <QApplication>
#include <QComboBox>
#include <QKeySequence>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>

namespace pageinput {

using isoscope::ui::MainWindow;
using userinput::Where;

inline constexpr int kKeyDelayMs = 90; // a person typing: 80-120 ms per key

// The visible, enabled widget of this type with that accessible name (or nullptr, the test failed).
template <typename T = QWidget>
T *named(QWidget *root, const QString &name, Where where = Where::current())
{
    return userinput::find<T>(root, name, where);
}

inline bool click(QWidget *w, Where where = Where::current())
{
    return userinput::click(w, {}, Qt::LeftButton, {}, where);
}

inline bool doubleClick(QWidget *w, QPoint at, Where where = Where::current())
{
    return userinput::doubleClick(w, at, where);
}

// Clicks a combo box open and clicks the first item whose text starts with text.
inline bool choose(QComboBox *combo, const QString &text, Where where = Where::current())
{
    if (!combo)
        return false;
    for (int row = 0; row < combo->count(); ++row)
        if (combo->itemText(row).startsWith(text))
            return userinput::chooseInCombo(combo, combo->itemText(row), where) && combo->currentIndex() == row;
    return userinput::chooseInCombo(combo, text, where); // fails, listing the items
}

// Clicks a tab of a tab widget by its text.
inline bool clickTab(QTabWidget *tabs, const QString &text, Where where = Where::current())
{
    return tabs && userinput::clickTab(tabs->tabBar(), text, where) && tabs->tabText(tabs->currentIndex()) == text;
}

// Clicks a cell of a table (row and column of what is shown).
inline bool clickCell(QTableView *table, int row, int column, Where where = Where::current())
{
    return userinput::clickCell(table, row, column, {}, where);
}

// Edit > Preferences (Ctrl+,), the language chosen in its list, OK: as a user changes it.
inline bool switchLanguage(MainWindow &window, const QString &languageName, Where where = Where::current())
{
    if (!userinput::showAndActivate(&window, where)) // the shortcut goes to the active window
        return false;
    QSignalSpy rebuilt(&window, &MainWindow::interfaceRebuilt);
    bool chosen = false;
    {
        userinput::ModalAnswer answer([&](QWidget *dialog) {
            // Found by its object name: its accessible name is in the language being left.
            chosen = choose(dialog->findChild<QComboBox *>(QStringLiteral("languageCombo")), languageName, where);
            userinput::key(Qt::Key_Return, {}, where); // OK
        });
        if (!userinput::shortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma), where))
            return false;
        if (!QTest::qWaitFor([&answer] { return answer.count() > 0; }, 10000))
            return false;
    }
    if (!chosen || !(rebuilt.count() > 0 || rebuilt.wait(10000)))
        return false;
    // The new pages are shown from the event loop, as after any change of the window's widgets.
    return QTest::qWaitFor([&window] { return window.centralWidget() && window.centralWidget()->isVisible(); }, 5000);
}

// The test's own settings and cache folder, the demo data, English: before a page test's first window.
inline void prepareApplication(const QString &testName, const QString &cacheFolder)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("isoscope-tests"));
    QCoreApplication::setApplicationName(testName);
    isoscope::ui::settings::language.reset();
    QApplication::setQuitOnLastWindowClosed(false);
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
    qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(cacheFolder));
    isoscope::ui::Language::apply(QStringLiteral("en"));
}

// The window at 1280 x 800, the demo study opened with its button and run with Ctrl+R, as a user
// starts; true once the run has ended.
inline bool openAndRunDemo(MainWindow &window, Where where = Where::current())
{
    window.resize(1280, 800);
    if (!userinput::showAndActivate(&window, where)
        || !click(named<QPushButton>(&window, QStringLiteral("Open the demo study"), where), where)
        || !windowfixtures::modelsLoaded(window) || !userinput::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R), where))
        return false;
    return QTest::qWaitFor([&window] { return !window.runner()->isRunning(); }, windowfixtures::kTimeoutMs);
}

} // namespace pageinput
