// The user-input layer (tests/ui/userinput.h) does what a person does, offscreen: it finds controls by
// their accessible names (only visible, enabled ones), clicks where they are drawn, types at 80-120 ms
// per key into the focus widget, opens menus from the menu bar, presses shortcuts on the active
// window, sorts by clicking a header, drags, reads the clipboard back, drops files, and answers the
// modal dialog a click opens; and on the main window: Help > About through the menu bar, Alt+3 to the
// Options page, demo models dropped on the Models page.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "core/base/datadir.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include "isoscope/version.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

namespace ui = userinput;
using isoscope::ui::MainWindow;

class TestUserInput final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cache;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        windowfixtures::useTestEnvironment(m_cache.path());
    }

    // Only what a user can reach counts: a hidden or disabled control of the same name is not found.
    void findsOnlyVisibleEnabledControlsByAccessibleName()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *shown = new QPushButton(QStringLiteral("&Run"), &window);
        auto *disabled = new QPushButton(QStringLiteral("Run"), &window);
        disabled->setEnabled(false);
        auto *hidden = new QPushButton(QStringLiteral("Run"), &window);
        auto *named = new QLineEdit(&window);
        named->setAccessibleName(QStringLiteral("Epsilon"));
        layout->addWidget(shown);
        layout->addWidget(disabled);
        layout->addWidget(hidden);
        layout->addWidget(named);
        hidden->hide();
        USER_CHECK(ui::showAndActivate(&window));
        QCOMPARE(ui::accessibleName(shown), QStringLiteral("Run")); // the mnemonic is not part of the name
        QCOMPARE(ui::findAll(&window, QStringLiteral("Run")), QList<QWidget *>{shown});
        QCOMPARE(ui::find<QLineEdit>(&window, QStringLiteral("Epsilon")), named);
        QVERIFY(ui::findAll(&window, QStringLiteral("Epsilon"), QPushButton::staticMetaObject).isEmpty());
        QSignalSpy clicked(shown, &QPushButton::clicked);
        USER_CHECK(ui::click(shown));
        QCOMPARE(clicked.count(), 1);
    }

    // Each key waits 80-120 ms with the event loop running, and the field gets every key.
    void typesAtAPersonsSpeedIntoTheFocusedField()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *field = new QLineEdit(QStringLiteral("old text"), &window);
        field->setAccessibleName(QStringLiteral("Name"));
        layout->addWidget(field);
        layout->addWidget(new QLineEdit(&window));
        USER_CHECK(ui::showAndActivate(&window));
        QSignalSpy finished(field, &QLineEdit::editingFinished);
        int timerTicks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, [&timerTicks] { ++timerTicks; });
        ticker.start(10);
        QElapsedTimer clock;
        clock.start();
        USER_CHECK(ui::typeInto(ui::find<QLineEdit>(&window, QStringLiteral("Name")), QStringLiteral("0.125")));
        const qint64 elapsed = clock.elapsed();
        QCOMPARE(field->text(), QStringLiteral("0.125"));
        QVERIFY2(elapsed >= 5 * ui::kFastestKeyMs, qPrintable(QString::number(elapsed)));
        QVERIFY2(timerTicks > 5, "timers fire between the keys"); // a lower bound: a loaded machine only adds ticks
        QCOMPARE(finished.count(), 0);
        USER_CHECK(ui::key(Qt::Key_Return));
        QCOMPARE(finished.count(), 1);
        USER_CHECK(ui::key(Qt::Key_Tab));
        QVERIFY(!field->hasFocus());
    }

    // A header click sorts (the view's own sorting), a second reverses it; a double-click reaches the cell.
    void headerClicksSortAndCellsTakeDoubleClicks()
    {
        QStandardItemModel model(3, 1);
        const double values[] = {2.5, -1.0, 10.0};
        for (int row = 0; row < 3; ++row) {
            auto *item = new QStandardItem(QString::number(values[row]));
            item->setData(values[row], Qt::DisplayRole);
            model.setItem(row, 0, item);
        }
        QTableView view;
        view.setModel(&model);
        view.setSortingEnabled(true);
        view.sortByColumn(-1, Qt::AscendingOrder);
        view.resize(300, 200);
        USER_CHECK(ui::showAndActivate(&view));
        USER_CHECK(ui::clickHeader(view.horizontalHeader(), 0));
        QCOMPARE(view.model()->index(0, 0).data().toDouble(), -1.0);
        USER_CHECK(ui::clickHeader(view.horizontalHeader(), 0));
        QCOMPARE(view.model()->index(0, 0).data().toDouble(), 10.0);
        QSignalSpy doubleClicked(&view, &QTableView::doubleClicked);
        USER_CHECK(ui::doubleClickCell(&view, 2, 0));
        QCOMPARE(doubleClicked.count(), 1);
        QCOMPARE(doubleClicked.first().first().toModelIndex().data().toDouble(), -1.0);
    }

    // Dragging a slider's handle moves it; the clipboard gets what Ctrl+C copies from a field.
    void dragsAndReadsTheClipboardBack()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *slider = new QSlider(Qt::Horizontal, &window);
        slider->setRange(0, 100);
        slider->setAccessibleName(QStringLiteral("Level"));
        auto *field = new QLineEdit(QStringLiteral("−0.87\t1.5"), &window);
        field->setAccessibleName(QStringLiteral("Copy me"));
        layout->addWidget(slider);
        layout->addWidget(field);
        window.resize(400, 120);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(
            ui::drag(slider, QPoint(4, slider->height() / 2), QPoint(slider->width() - 4, slider->height() / 2)));
        QVERIFY2(slider->value() > 90, qPrintable(QString::number(slider->value())));
        ui::clearClipboard();
        USER_CHECK(ui::click(field));
        USER_CHECK(ui::key(Qt::Key_A, Qt::ControlModifier));
        USER_CHECK(ui::shortcut(QKeySequence::Copy));
        QCOMPARE(ui::clipboardText(), QStringLiteral("−0.87\t1.5"));
    }

    // A click that opens a modal box returns once the answer has clicked one of its buttons.
    void answersTheModalDialogThatAClickOpens()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *ask = new QPushButton(QStringLiteral("Ask"), &window);
        layout->addWidget(ask);
        QMessageBox::StandardButton answer = QMessageBox::NoButton;
        connect(ask, &QPushButton::clicked, &window, [&] {
            answer = QMessageBox::question(&window, QStringLiteral("Question"), QStringLiteral("Keep it?"),
                                           QMessageBox::Yes | QMessageBox::No);
        });
        USER_CHECK(ui::showAndActivate(&window));
        ui::ModalAnswer no(ui::pressButton(QStringLiteral("No")));
        USER_CHECK(ui::click(ask));
        QCOMPARE(no.count(), 1);
        QCOMPARE(no.text(), QStringLiteral("Keep it?"));
        QCOMPARE(answer, QMessageBox::No);
    }

    // The app's menu bar: Help > About Isoscope clicked open and answered; Alt+3 shows the Options page;
    // the demo model files dropped on the Models page join the study.
    void drivesTheMainWindow()
    {
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        {
            ui::ModalAnswer ok(ui::pressButton(QStringLiteral("OK")));
            USER_CHECK(ui::chooseMenu(&window, {QStringLiteral("Help"), QStringLiteral("About Isoscope")}));
            QCOMPARE(ok.count(), 1);
            QVERIFY2(ok.text().contains(QString::fromUtf8(isoscope::kVersion)), qPrintable(ok.text()));
        }
        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_3)));
        QCOMPARE(window.currentPage(), MainWindow::OptionsPageIndex);

        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_2)));
        QCOMPARE(window.currentPage(), MainWindow::ModelsPageIndex);
        const auto data = isoscope::findDataDirectory();
        QVERIFY(data);
        const QString glove = QString::fromStdString((*data / isoscope::builtin::kDemoGlove).string());
        USER_CHECK(ui::dropFiles(ui::find<QTableView>(&window, QStringLiteral("Models of the study")), {glove}));
        QCOMPARE(window.study()->models().size(), 1);
        QCOMPARE(window.study()->models().first().path, glove);
    }
};

QTEST_MAIN(TestUserInput)
#include "tst_userinput.moc"
