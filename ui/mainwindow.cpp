#include "ui/mainwindow.h"

namespace isoscope::ui {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent) {}

} // namespace isoscope::ui
