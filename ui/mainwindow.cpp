#include "ui/mainwindow.h"

#include "ui/startpage.h"

#include "isoscope/version.h"

#include <QAction>
#include <QApplication>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>

namespace isoscope::ui {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_startPage(new StartPage(this))
{
    setWindowTitle(tr("Isoscope %1").arg(QString::fromUtf8(isoscope::kVersion)));
    setCentralWidget(m_startPage);
    createMenus();
    connect(m_startPage, &StartPage::demoModelsLoaded, this, &MainWindow::builtinDataLoaded);

    QSize size(1200, 800);
    if (const QScreen *screen = this->screen())
        size = size.boundedTo(screen->availableSize() * 9 / 10);
    resize(size);
}

bool MainWindow::isLoadingBuiltinData() const
{
    return m_startPage->isLoading();
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *quitAction = fileMenu->addAction(tr("&Quit"));
    quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quitAction->setMenuRole(QAction::QuitRole);
    connect(quitAction, &QAction::triggered, this, &QWidget::close);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction = helpMenu->addAction(tr("&About Isoscope"));
    aboutAction->setMenuRole(QAction::AboutRole);
    connect(aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    QAction *aboutQtAction = helpMenu->addAction(tr("About &Qt"));
    aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::showAbout()
{
    const QString text =
        tr("<h3>Isoscope %1</h3>"
           "<p>Measures bias in word embeddings with the Word Embedding Association Test (WEAT), on the vectors "
           "as they are and after ZCA whitening, and reports both results side by side.</p>"
           "<p>The method follows <i>Calibrating WEAT Against Anisotropy: ZCA Whitening as a Geometric "
           "Pre-Processing Step for Embedding Association Tests</i> (AIES 2026, arXiv:2608.06908). WEAT is from "
           "Caliskan, Bryson and Narayanan, <i>Semantics derived automatically from language corpora contain "
           "human-like biases</i>, Science 356 (2017).</p>"
           "<p>Isoscope is free software under the MIT licence. The word lists, benchmarks and demo embeddings "
           "that come with it keep their own licences; PROVENANCE.md in the data folder lists them.</p>")
            .arg(QString::fromUtf8(isoscope::kVersion));
    QMessageBox::about(this, tr("About Isoscope"), text);
}

} // namespace isoscope::ui
