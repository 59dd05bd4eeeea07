#pragma once

#include <QMainWindow>

namespace isoscope::ui {

class StartPage;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);

    /// True while the built-in demo models are still being read.
    bool isLoadingBuiltinData() const;

Q_SIGNALS:
    /// The built-in data is read (or failed to be, which the window then says): the window shows
    /// everything it will show.
    void builtinDataLoaded();

private:
    void createMenus();
    void showAbout();

    StartPage *m_startPage = nullptr;
};

} // namespace isoscope::ui
