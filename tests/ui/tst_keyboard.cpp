// The Models page without a mouse (issue 34, keyboard): every Tab stop shows a clear frame (two
// pixels of the highlight colour around it, drawn on screen), no letter is underlined twice on the
// page or in the menu bar, in English and German, and Alt+<letter> reaches what underlines it: the
// Analysis menu, Add model…'s file dialog, the fields of the model's details.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/common/focusring.h"
#include "ui/common/language.h"
#include "ui/models/modelspanel.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

namespace ui = userinput;
using namespace isoscope::ui;

namespace {

// The letter a text underlines ("Add &model…" -> 'M'), or a null character.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toUpper();
    }
    return {};
}

// Whether the pixel of the window at p (window coordinates) has the colour.
bool isColour(const QImage &image, QPoint p, QColor colour)
{
    return image.rect().contains(p) && image.pixelColor(p).rgb() == colour.rgb();
}

} // namespace

class TestKeyboard final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cache;
    std::unique_ptr<MainWindow> m_window;

    ModelsPanel *page() const { return m_window->findChild<ModelsPanel *>(); }
    FocusRing *ring() const { return m_window->findChild<FocusRing *>(); }

    bool showModelsPage()
    {
        return ui::showAndActivate(m_window.get()) && ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_2)) && page()
               && page()->isVisible();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        windowfixtures::useTestEnvironment(m_cache.path());
        Language::apply(QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        USER_CHECK(ui::showAndActivate(m_window.get()));
        USER_CHECK(ui::click(ui::find<QPushButton>(m_window.get(), QStringLiteral("Open the demo study"))));
        QVERIFY(windowfixtures::modelsLoaded(*m_window));
        USER_CHECK(showModelsPage());
        QVERIFY(ring());
        // A model chosen: its fields are Tab stops too.
        USER_CHECK(ui::clickCell(ui::find<QTableView>(m_window.get(), QStringLiteral("Models of the study")), 0, 0));
    }

    // A test that stopped in German leaves the window in English for the next.
    void cleanup()
    {
        if (Language::effective() == QLatin1String("en"))
            return;
        QSignalSpy rebuilt(m_window.get(), &MainWindow::interfaceRebuilt);
        Language::apply(QStringLiteral("en"));
        QVERIFY(rebuilt.wait(5000));
    }

    void cleanupTestCase()
    {
        Language::apply(QStringLiteral("en"));
        m_window.reset();
    }

    // Tab through the whole window: every stop on the Models page has the ring around it, two
    // pixels of the highlight colour just outside it on every side that is on screen.
    void everyTabStopOnTheModelsPageShowsAClearFrame()
    {
        USER_CHECK(showModelsPage());
        auto *add = ui::find<QPushButton>(m_window.get(), QStringLiteral("Add model…"));
        QVERIFY(add);
        add->setFocus(Qt::OtherFocusReason); // where the walk starts, not a stop it checks
        QVERIFY(!ring()->shownAround());
        const QColor highlight = m_window->palette().color(QPalette::Active, QPalette::Highlight);
        QList<QWidget *> stops;
        for (int presses = 0; presses < 80; ++presses) {
            USER_CHECK(ui::key(Qt::Key_Tab));
            QWidget *focus = QApplication::focusWidget();
            QVERIFY(focus);
            if (focus == add && presses > 0)
                break; // round the window once
            if (!page()->isAncestorOf(focus) || stops.contains(focus))
                continue;
            stops.append(focus);
            const QString name = ui::accessibleName(focus);
            QWidget *around = ring()->shownAround();
            QVERIFY2(around == focus || around->isAncestorOf(focus), qPrintable(name));
            QWidget *frame = ring()->ring();
            QVERIFY2(frame, qPrintable(name));
            const QImage image = m_window->grab().toImage();
            const qreal scale = image.devicePixelRatio();
            const QRect outer(frame->mapTo(m_window.get(), QPoint(0, 0)), frame->size());
            const QRect visible(frame->parentWidget()->mapTo(m_window.get(), QPoint(0, 0)),
                                frame->parentWidget()->size());
            const QPoint middle = outer.center();
            // Two pixels deep on each side: the outermost and the one inside it.
            const std::pair<QPoint, QPoint> sides[] = {
                {{outer.left(), middle.y()}, {outer.left() + 1, middle.y()}},
                {{outer.right(), middle.y()}, {outer.right() - 1, middle.y()}},
                {{middle.x(), outer.top()}, {middle.x(), outer.top() + 1}},
                {{middle.x(), outer.bottom()}, {middle.x(), outer.bottom() - 1}}};
            int drawn = 0;
            for (const auto &[edge, inner] : sides) {
                if (!visible.contains(edge))
                    continue; // cut by the parent (a scroll area's edge)
                QVERIFY2(isColour(image, edge * scale, highlight) && isColour(image, inner * scale, highlight),
                         qPrintable(QStringLiteral("%1: the frame at (%2, %3) is %4, not the highlight %5")
                                        .arg(name)
                                        .arg(edge.x())
                                        .arg(edge.y())
                                        .arg(image.pixelColor(edge * scale).name(), highlight.name())));
                ++drawn;
            }
            QVERIFY2(drawn >= 2, qPrintable(name));
        }
        // The buttons, the table of models (one stop: arrows move in it) and the selected model's fields.
        QStringList names;
        for (QWidget *stop : std::as_const(stops))
            names.append(ui::accessibleName(stop));
        QVERIFY2(stops.size() >= 9, qPrintable(names.join(QStringLiteral(", "))));
        // A click takes the frame away (the pointer shows where one is).
        USER_CHECK(ui::click(ui::find<QTableView>(m_window.get(), QStringLiteral("Models of the study"))));
        QVERIFY(!ring()->shownAround());
    }

    // No letter underlined twice on the Models page together with the menu bar, in both languages.
    void noLetterIsUnderlinedTwiceOnTheModelsPage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("in English") << QStringLiteral("en");
        QTest::newRow("in German") << QStringLiteral("de");
    }

    void noLetterIsUnderlinedTwiceOnTheModelsPage()
    {
        QFETCH(QString, language);
        QSignalSpy rebuilt(m_window.get(), &MainWindow::interfaceRebuilt);
        Language::apply(language);
        if (language != QLatin1String("en"))
            QVERIFY(rebuilt.wait(5000));
        USER_CHECK(showModelsPage());
        std::map<QChar, QString> taken;
        const auto take = [&taken](const QString &text) {
            const QChar letter = mnemonic(text);
            if (letter.isNull())
                return QString();
            const auto [at, fresh] = taken.emplace(letter, text);
            return fresh ? QString() : QStringLiteral("%1 in “%2” and “%3”").arg(letter, at->second, text);
        };
        for (const QAction *menu : m_window->menuBar()->actions()) {
            const QString clash = take(menu->text());
            QVERIFY2(clash.isEmpty(), qPrintable(clash));
        }
        int underlined = 0;
        for (QWidget *w : page()->findChildren<QWidget *>()) {
            if (!w->isVisible())
                continue;
            QString text;
            if (auto *button = qobject_cast<QAbstractButton *>(w))
                text = button->text();
            else if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
                text = label->text();
            const QString clash = take(text);
            QVERIFY2(clash.isEmpty(), qPrintable(clash));
            underlined += mnemonic(text).isNull() ? 0 : 1;
        }
        QVERIFY2(underlined >= 10, qPrintable(QString::number(underlined)));
        Language::apply(QStringLiteral("en"));
        if (language != QLatin1String("en"))
            QVERIFY(rebuilt.wait(5000));
    }

    // Alt and the letter: the menu that underlines it or the control.
    void altAndALetterReachWhatUnderlinesIt()
    {
        USER_CHECK(showModelsPage());
        // A model chosen (the pages were made again in the other language): its fields are on.
        USER_CHECK(ui::clickCell(ui::find<QTableView>(m_window.get(), QStringLiteral("Models of the study")), 0, 0));
        // Alt+A: the Analysis menu (Add model… underlines M now).
        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_A)));
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        QCOMPARE(qobject_cast<QMenu *>(QApplication::activePopupWidget())->title(), QStringLiteral("&Analysis"));
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activePopupWidget());
        if (QApplication::focusWidget() && m_window->menuBar()->isAncestorOf(QApplication::focusWidget()))
            USER_CHECK(ui::key(Qt::Key_Escape)); // out of the menu bar

        // Alt+M: Add model…, whose file dialog opens (and is closed with Escape).
        {
            ui::ModalAnswer answer(ui::pressEscape());
            USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_M)));
            QTRY_COMPARE(answer.count(), 1);
        }
        USER_CHECK(ui::showAndActivate(m_window.get())); // back from the dialog
        // The selected model's fields, by the letters of their labels, each with the frame (Missing
        // words' field is off for a model without subwords).
        const std::pair<Qt::Key, QString> fields[] = {{Qt::Key_N, QStringLiteral("Model name")},
                                                      {Qt::Key_I, QStringLiteral("Model family")},
                                                      {Qt::Key_O, QStringLiteral("File format")}};
        for (const auto &[key, name] : fields) {
            USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | key)));
            QWidget *field = ui::find<QWidget>(m_window.get(), name);
            QVERIFY2(field, qPrintable(name));
            QTRY_VERIFY2(QApplication::focusWidget() == field || field->isAncestorOf(QApplication::focusWidget()),
                         qPrintable(name));
            QCOMPARE(ring()->shownAround(), field);
        }
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
