#pragma once

#include <QStringList>
#include <QTimer>
#include <QWidget>

class QLabel;
class QTextBlock;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace isoscope::ui {

/// The user guide (docs/user-guide.md, installed in the data folder as doc/user-guide.md), rendered
/// from its Markdown with its screenshots, offline: the contents on the left, the text on the
/// right. Screenshots are scaled down to the width of the text.
class UserGuideWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UserGuideWindow)

public:
    explicit UserGuideWindow(QWidget *parent = nullptr);

    /// Where the guide is: doc/user-guide.md in the data folder; empty when there is none.
    static QString guidePath();

    /// The anchor GitHub gives a heading ("Reading the figures" -> "reading-the-figures"): the
    /// guide's links to its own sections ("#reading-the-figures") work on GitHub and here alike.
    static QString anchorOf(const QString &heading);

    /// True when the guide was found and read.
    bool isLoaded() const { return m_loaded; }
    /// The section titles, in order, as the contents list them (levels 1-3).
    QStringList headings() const;
    /// Images the guide refers to that could not be loaded (empty when all were).
    QStringList missingImages() const;
    /// Shows the section with this title; false when there is none.
    bool showSection(const QString &title);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void load();
    void buildContents();
    void fitImages();
    void scrollToItem(QTreeWidgetItem *item);
    void scrollToBlock(const QTextBlock &block);

    class Browser;
    QTreeWidget *m_contents;
    Browser *m_browser;
    QTimer m_fitTimer;
    int m_pendingScroll = -1; ///< where to scroll once the scroll bar's range reaches it
    bool m_loaded = false;
};

} // namespace isoscope::ui
