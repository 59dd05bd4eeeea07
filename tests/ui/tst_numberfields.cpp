// Every number field of every page takes what a person types, at 80-120 ms per key, and commits it
// once, when the editing is finished (issue 12, defect 4: epsilon typed as "0.1" became 0, because
// each key was applied to the study and the field shown again from it while the user typed).
// Pages: Options, Sensitivity, Calibrations, the figure export dialog, the lesson and the
// anisotropy playground.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace ui = userinput;
using isoscope::ui::MainWindow;

namespace {

// A value a user might type into the field: the first of these that the field can hold and does
// not hold already (epsilon gets the 0.1 of the defect).
std::optional<double> valueToType(const QAbstractSpinBox *box)
{
    const double candidates[] = {0.1, 0.01, 0.25, 7, 12, 90.5, 150, 2500};
    for (double v : candidates) {
        if (auto *d = qobject_cast<const QDoubleSpinBox *>(box)) {
            if (v >= d->minimum() && v <= d->maximum() && std::abs(d->value() - v) > 1e-12
                && std::abs(std::round(v * std::pow(10, d->decimals())) - v * std::pow(10, d->decimals())) < 1e-9)
                return v;
        } else if (auto *i = qobject_cast<const QSpinBox *>(box)) {
            if (v == std::floor(v) && v >= i->minimum() && v <= i->maximum() && i->value() != static_cast<int>(v))
                return v;
        }
    }
    return std::nullopt;
}

double valueOf(const QAbstractSpinBox *box)
{
    if (auto *d = qobject_cast<const QDoubleSpinBox *>(box))
        return d->value();
    return static_cast<const QSpinBox *>(box)->value();
}

} // namespace

class TestNumberFields final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cache;
    int m_fields = 0;

    // Types a value into every number field visible in root, each followed by Tab, and checks that
    // the field holds it and said so once.
    void typeIntoEveryField(QWidget *root, const QString &where)
    {
        const QList<QAbstractSpinBox *> boxes = root->findChildren<QAbstractSpinBox *>();
        int typed = 0;
        for (QAbstractSpinBox *box : boxes) {
            if (!box->isVisible() || !box->isEnabled() || box->isReadOnly())
                continue;
            const std::optional<double> value = valueToType(box);
            QVERIFY2(value, qPrintable(where + QStringLiteral(": no value to type into ") + ui::accessibleName(box)));
            const bool isDouble = qobject_cast<QDoubleSpinBox *>(box);
            QSignalSpy changed(box, isDouble ? SIGNAL(valueChanged(double)) : SIGNAL(valueChanged(int)));
            const QString text = QLocale().toString(*value, 'g', 6);
            const QString name = ui::accessibleName(box);
            QVERIFY2(!name.isEmpty(), qPrintable(where + QStringLiteral(": a number field without a name")));
            if (!ui::typeInto(box, text))
                return;
            QVERIFY2(changed.isEmpty(), qPrintable(QStringLiteral("%1, %2: %3 change(s) while typing %4")
                                                       .arg(where, name)
                                                       .arg(changed.count())
                                                       .arg(text)));
            if (!ui::key(Qt::Key_Tab))
                return;
            QVERIFY2(std::abs(valueOf(box) - *value) < 1e-12,
                     qPrintable(QStringLiteral("%1, %2: typed %3, holds %4").arg(where, name, text).arg(valueOf(box))));
            QVERIFY2(
                changed.count() == 1,
                qPrintable(QStringLiteral("%1, %2: %3 changes for one value").arg(where, name).arg(changed.count())));
            ++typed;
        }
        QVERIFY2(typed > 0, qPrintable(where + QStringLiteral(": no number field")));
        m_fields += typed;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        windowfixtures::useTestEnvironment(m_cache.path());
    }

    // The Options page: every field, and the study takes each value once and exactly ("0.1" is 0.1).
    void optionsTakeWhatIsTypedOnce()
    {
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(
            ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(), QStringLiteral("Options")));
        QSignalSpy optionsChanged(window.study(), &isoscope::ui::Study::optionsChanged);
        auto *epsilon = ui::find<QDoubleSpinBox>(&window, QStringLiteral("Epsilon"));
        QVERIFY(epsilon);
        USER_CHECK(ui::typeInto(epsilon, QStringLiteral("0.1")));
        USER_CHECK(ui::key(Qt::Key_Return));
        QCOMPARE(window.study()->options().epsilon, 0.1);
        QCOMPARE(optionsChanged.count(), 1);
        QCOMPARE(epsilon->value(), 0.1);
        typeIntoEveryField(&window, QStringLiteral("Options"));
        QCOMPARE(window.study()->options().epsilon, 0.01);
        QCOMPARE(window.study()->options().alpha, 0.1);
        // 0.1 %: the field's range is the one range of the setting (core/analysis/settingranges.h), (0, 1).
        QCOMPARE(window.study()->options().confidence, 0.001);
    }

    // Sensitivity and Calibrations (with the demo study, whose models they list), and the figure
    // export dialog the Figures page opens.
    void analysisPagesAndTheExportDialogTakeWhatIsTyped()
    {
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Open the demo study"))));
        QVERIFY(windowfixtures::modelsLoaded(window));
        QTabBar *pages = window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar();
        USER_CHECK(ui::clickTab(pages, QStringLiteral("Sensitivity")));
        typeIntoEveryField(&window, QStringLiteral("Sensitivity"));
        USER_CHECK(ui::clickTab(pages, QStringLiteral("Calibrations")));
        typeIntoEveryField(&window, QStringLiteral("Calibrations"));

        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, windowfixtures::kTimeoutMs));
        USER_CHECK(ui::clickTab(pages, QStringLiteral("Figures")));
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Export figure…"))));
        QWidget *dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        typeIntoEveryField(dialog, QStringLiteral("Export dialog"));
        ui::closeDialog(dialog);
    }

    // The lesson's steps (Next through all of them) and the playground, from the Help menu.
    void lessonAndPlaygroundTakeWhatIsTyped()
    {
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(ui::chooseMenu(&window, {QStringLiteral("Help"), QStringLiteral("Lesson: WEAT and Anisotropy…")}));
        QWidget *lesson = QApplication::activeWindow();
        QVERIFY(lesson && lesson != &window);
        QVERIFY(QTest::qWaitFor([&] { return !ui::findAll(lesson, QStringLiteral("Next >")).isEmpty(); }, 30000));
        int withFields = 0;
        for (int step = 0; step < 20; ++step) {
            bool any = false;
            for (QAbstractSpinBox *box : lesson->findChildren<QAbstractSpinBox *>())
                any = any || (box->isVisible() && box->isEnabled());
            if (any) {
                typeIntoEveryField(lesson, QStringLiteral("Lesson step %1").arg(step + 1));
                ++withFields;
            }
            const QList<QWidget *> next = ui::findAll(lesson, QStringLiteral("Next >"));
            if (next.isEmpty())
                break;
            USER_CHECK(ui::click(next.first()));
        }
        QVERIFY(withFields >= 2); // epsilon and alpha
        lesson->close();

        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(ui::chooseMenu(&window, {QStringLiteral("Help"), QStringLiteral("Anisotropy Playground…")}));
        QWidget *playground = QApplication::activeWindow();
        QVERIFY(playground && playground != &window);
        typeIntoEveryField(playground, QStringLiteral("Playground"));
        playground->close();
        qInfo("%d number fields typed into", m_fields);
    }
};

QTEST_MAIN(TestNumberFields)
#include "tst_numberfields.moc"
