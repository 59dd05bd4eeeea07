#pragma once
// What the window shows, read as a person reads it: every visible text of every page, every tab of
// it, the docks, the menus and the figures' texts (tst_visibletexts, tst_numberconventions).
#include "ui/figures/chartfigureview.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextDocument>

namespace shown {

using isoscope::ui::ChartFigureView;
using isoscope::ui::CosineHeatmapFigure;
using isoscope::ui::CosineHeatmapView;
using isoscope::ui::MainWindow;

// A text as shown: HTML made plain, accelerators gone.
inline QString plain(QString text)
{
    if (Qt::mightBeRichText(text)) {
        QTextDocument document;
        document.setHtml(text);
        text = document.toPlainText();
    }
    static const QRegularExpression accelerator(QStringLiteral("&(?!&)"));
    return text.remove(accelerator).simplified();
}

struct Shown {
    QString text;
    QString where;
};

// Every text of the visible widgets under root: labels, buttons, tabs, group boxes, combo boxes,
// line edits' placeholders, table headers and the visible cells, dock titles, figure scenes.
inline void collect(QWidget *root, const QString &where, QList<Shown> &out)
{
    const auto add = [&out, &where](const QString &text, const QObject *from) {
        const QString p = plain(text);
        if (!p.isEmpty())
            out.append(
                Shown{p, where + QLatin1Char('/') + QString::fromLatin1(from->metaObject()->className())
                             + (from->objectName().isEmpty() ? QString() : QLatin1Char('#') + from->objectName())});
    };
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        if (auto *label = qobject_cast<QLabel *>(w))
            add(label->text(), w);
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(button->text(), w);
        else if (auto *group = qobject_cast<QGroupBox *>(w))
            add(group->title(), w);
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < combo->count(); ++i)
                add(combo->itemText(i), w);
        else if (auto *line = qobject_cast<QLineEdit *>(w))
            add(line->placeholderText(), w);
        else if (auto *edit = qobject_cast<QPlainTextEdit *>(w))
            add(edit->placeholderText(), w);
        else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w))
            add(spin->text(), w);
        if (auto *bar = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < bar->count(); ++i)
                add(bar->tabText(i), w);
        if (auto *dock = qobject_cast<QDockWidget *>(w))
            add(dock->windowTitle(), w);
        if (auto *view = qobject_cast<QAbstractItemView *>(w);
            view && view->model() && !qobject_cast<QComboBox *>(w->parent())) {
            const QAbstractItemModel *model = view->model();
            for (int c = 0; c < model->columnCount(); ++c)
                add(model->headerData(c, Qt::Horizontal).toString(), w);
            for (int r = 0; r < std::min(model->rowCount(), 40); ++r)
                for (int c = 0; c < model->columnCount(); ++c) {
                    add(model->index(r, c).data().toString(), w);
                    add(model->index(r, c).data(Qt::ToolTipRole).toString(), w);
                }
        }
        if (auto *chart = qobject_cast<ChartFigureView *>(w); chart && chart->scene())
            for (QGraphicsItem *item : chart->scene()->items())
                if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item); text && text->isVisible())
                    add(text->text(), w);
    }
}

// Visits every page (View > ..., Alt+1 to Alt+9) and every tab of its tab widgets.
inline QList<Shown> everythingShown(MainWindow &window)
{
    QList<Shown> shown;
    for (int page = 0; page < 9; ++page) {
        QTest::keyClick(&window, static_cast<Qt::Key>(Qt::Key_1 + page), Qt::AltModifier);
        QTest::qWait(20);
        QWidget *current = window.findChild<QTabWidget *>(QStringLiteral("pages"))->currentWidget();
        const QString name = QStringLiteral("page %1").arg(page + 1);
        collect(current, name, shown);
        for (QTabWidget *tabs : current->findChildren<QTabWidget *>()) {
            if (!tabs->isVisible())
                continue;
            for (int i = 0; i < tabs->count(); ++i) {
                QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, Qt::NoModifier, tabs->tabBar()->tabRect(i).center());
                QTest::qWait(20);
                collect(tabs->currentWidget(), name + QLatin1Char('/') + tabs->tabText(i), shown);
            }
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, Qt::NoModifier, tabs->tabBar()->tabRect(0).center());
        }
    }
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        shown.append(Shown{dock->windowTitle(), QStringLiteral("dock")});
        dock->show();
        dock->raise();
        QTest::qWait(20);
        collect(dock, QStringLiteral("dock ") + dock->objectName(), shown);
    }
    for (QAction *menu : window.menuBar()->actions()) {
        shown.append(Shown{plain(menu->text()), QStringLiteral("menu bar")});
        if (menu->menu())
            for (QAction *action : menu->menu()->actions())
                if (!action->isSeparator())
                    shown.append(Shown{plain(action->text()), QStringLiteral("menu ") + plain(menu->text())});
    }
    // The heatmap paints itself; its title is what it would draw.
    if (auto *heatmap = window.findChild<CosineHeatmapView *>())
        for (const QString &title :
             {heatmap->figure().titleText(), heatmap->figure().panelTitleText(CosineHeatmapFigure::RawPanel),
              heatmap->figure().panelTitleText(CosineHeatmapFigure::WhitenedPanel)})
            shown.append(Shown{title, QStringLiteral("heatmap title")});
    return shown;
}

} // namespace shown
