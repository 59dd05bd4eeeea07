// The Sensitivity, Calibrations and SC-WEAT pages under a user's hands, offscreen: what they say
// about a model matches the Models page, and what they show (results, typed words, selections,
// the figure tab) survives a change of language made in the Preferences.
#include "core/base/datadir.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/itemroles.h"
#include "ui/language.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"
#include "ui/study/study.h"

#include "windowfixtures.h"

#include <QAbstractItemModel>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace isoscope::ui;

namespace {

constexpr int kTimeoutMs = 120000;
constexpr int kKeyDelayMs = 90; // a person typing

// The visible widget of this type whose accessible name is name (what a screen reader, and the
// user, calls it), or nullptr.
template <typename T = QWidget>
T *named(QWidget *root, const QString &name)
{
    for (T *w : root->findChildren<T *>()) {
        if (!w->isVisible())
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        if (a && a->text(QAccessible::Name) == name)
            return w;
    }
    return nullptr;
}

void click(QWidget *w)
{
    QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, w->rect().center());
}

// Every text a visible label of the widget shows.
QStringList visibleLabelTexts(QWidget *root)
{
    QStringList texts;
    for (QLabel *label : root->findChildren<QLabel *>())
        if (label->isVisible())
            texts << label->text();
    return texts;
}

} // namespace

class TestPageState final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("isoscope-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_pagestate"));
        settings::language.reset();
        QApplication::setQuitOnLastWindowClosed(false);
        qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
        QVERIFY(m_cacheDir.isValid());
        qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cacheDir.path()));
        Language::apply(QStringLiteral("en"));
    }

    void cleanup()
    {
        settings::language.reset();
        Language::apply(QStringLiteral("en"));
    }

    // Issue 12 item 8: a model the Models page shows Ready is not "not loaded yet" on the
    // Sensitivity page.
    void sensitivityPageSaysAReadyModelIsReady()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QPushButton *demo = named<QPushButton>(&window, QStringLiteral("Open the demo study"));
        QVERIFY(demo);
        click(demo);
        QCOMPARE(window.study()->models().size(), 2);
        QVERIFY(windowfixtures::modelsLoaded(window));
        for (const StudyModel &m : window.study()->models())
            QCOMPARE(window.runner()->status(m).state, ModelStatus::State::Ready);
        QTest::keyClick(&window, Qt::Key_7, Qt::AltModifier); // View > Sensitivity
        QCOMPARE(window.currentPage(), MainWindow::SensitivityPageIndex);
        QWidget *page = window.findChild<QTabWidget *>(QStringLiteral("pages"))->currentWidget();
        for (const QString &text : visibleLabelTexts(page))
            QVERIFY2(!text.contains(QStringLiteral("not loaded")), qPrintable(text));
        QVERIFY(visibleLabelTexts(page).contains(QStringLiteral("Ready.")));
    }
};

QTEST_MAIN(TestPageState)
#include "tst_pagestate.moc"
