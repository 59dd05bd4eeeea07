#include "ui/help/userguidewindow.h"

#include "core/base/datadir.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

namespace isoscope::ui {

namespace {

constexpr int kBlockRole = Qt::UserRole;

} // namespace

// Images are scaled down to the width of the text as they are loaded: the screenshots are 1280
// pixels wide. (Changing the size in the document's image formats afterwards instead leaves Qt
// 6.4's layout of the text after tables blank.)
class UserGuideWindow::Browser final : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    int imageWidth = 720;

    QVariant loadResource(int type, const QUrl &name) override
    {
        if (type != QTextDocument::ImageResource)
            return QTextBrowser::loadResource(type, name);
        QImage image(source().resolved(name).toLocalFile());
        if (image.isNull())
            return QTextBrowser::loadResource(type, name);
        const qreal ratio = devicePixelRatioF();
        if (image.width() > imageWidth * ratio)
            image = image.scaledToWidth(static_cast<int>(imageWidth * ratio), Qt::SmoothTransformation);
        image.setDevicePixelRatio(ratio);
        return image;
    }
};

UserGuideWindow::UserGuideWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), m_contents(new QTreeWidget(this)), m_browser(new Browser(this))
{
    setObjectName(QStringLiteral("userGuideWindow"));
    setWindowTitle(tr("Isoscope User Guide"));
    m_contents->setObjectName(QStringLiteral("userGuideContents"));
    m_contents->setHeaderLabel(tr("Contents"));
    m_contents->header()->setVisible(false);
    m_contents->setRootIsDecorated(true);
    m_contents->setUniformRowHeights(true);
    m_browser->setObjectName(QStringLiteral("userGuideText"));
    m_browser->setOpenLinks(false);
    m_browser->document()->setDocumentMargin(16);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 760});
    splitter->setChildrenCollapsible(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    resize(1040, 760);

    connect(m_contents, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) { scrollToItem(item); });
    connect(m_contents, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) { scrollToItem(item); });
    connect(m_browser->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        if (m_pendingScroll < 0)
            return;
        m_browser->verticalScrollBar()->setValue(m_pendingScroll);
        if (maximum >= m_pendingScroll)
            m_pendingScroll = -1;
    });
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.isRelative() && url.path().isEmpty() && url.hasFragment()) {
            // A link to a section of the guide itself.
            const QStringList titles = headings();
            for (const QString &title : titles) {
                if (anchorOf(title) == url.fragment()) {
                    showSection(title);
                    return;
                }
            }
            return;
        }
        QDesktopServices::openUrl(url.isRelative() ? m_browser->source().resolved(url) : url);
    });
    m_fitTimer.setSingleShot(true);
    m_fitTimer.setInterval(50);
    connect(&m_fitTimer, &QTimer::timeout, this, &UserGuideWindow::fitImages);

    load();
}

QString UserGuideWindow::anchorOf(const QString &heading)
{
    QString anchor = heading.toLower();
    anchor.remove(QRegularExpression(QStringLiteral("[^\\w\\- ]"), QRegularExpression::UseUnicodePropertiesOption));
    anchor.replace(QLatin1Char(' '), QLatin1Char('-'));
    return anchor;
}

QString UserGuideWindow::guidePath()
{
    const auto dataDir = isoscope::findDataDirectory();
    if (!dataDir)
        return {};
    const QFileInfo guide(QString::fromStdString((*dataDir / "doc" / "user-guide.md").string()));
    return guide.isFile() ? guide.absoluteFilePath() : QString();
}

QStringList UserGuideWindow::headings() const
{
    QStringList titles;
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level >= 1 && level <= 3)
            titles.append(block.text());
    }
    return titles;
}

bool UserGuideWindow::showSection(const QString &title)
{
    if (m_fitTimer.isActive()) { // sizes first, so that the section stays where it is put
        m_fitTimer.stop();
        fitImages();
    }
    QTreeWidgetItemIterator it(m_contents);
    for (; *it; ++it) {
        if ((*it)->text(0) == title) {
            m_contents->setCurrentItem(*it);
            scrollToItem(*it);
            return true;
        }
    }
    return false;
}

void UserGuideWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_fitTimer.start();
}

void UserGuideWindow::load()
{
    const QString path = guidePath();
    if (path.isEmpty()) {
        const auto dataDir = isoscope::findDataDirectory();
        const QString where =
            dataDir ? QString::fromStdString((*dataDir / "doc").string()) : tr("(no data folder found)");
        m_browser->setHtml(
            tr("<h2>The user guide was not found</h2>"
               "<p>Isoscope installs it as <tt>user-guide.md</tt> in the <tt>doc</tt> folder of its data folder, "
               "%1, but there is no such file there. Reinstalling Isoscope puts it back; it is also in the "
               "source repository as <tt>docs/user-guide.md</tt>.</p>")
                .arg(where.toHtmlEscaped()));
        m_contents->setVisible(false);
        return;
    }
    m_browser->setSource(QUrl::fromLocalFile(path), QTextDocument::MarkdownResource);
    m_loaded = !m_browser->document()->isEmpty();
    buildContents();
}

void UserGuideWindow::buildContents()
{
    m_contents->clear();
    QTreeWidgetItem *section = nullptr;
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level < 1 || level > 3)
            continue;
        QTreeWidgetItem *item = nullptr;
        if (level == 3 && section) {
            item = new QTreeWidgetItem(section, {block.text()});
        } else {
            item = new QTreeWidgetItem(m_contents, {block.text()});
            section = level == 2 ? item : nullptr;
        }
        item->setData(0, kBlockRole, block.blockNumber());
    }
    m_contents->collapseAll();
}

QStringList UserGuideWindow::missingImages() const
{
    QStringList missing;
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.isValid() || !fragment.charFormat().isImageFormat())
                continue;
            const QString name = fragment.charFormat().toImageFormat().name();
            if (QImage(m_browser->source().resolved(QUrl(name)).toLocalFile()).isNull())
                missing.append(name);
        }
    }
    return missing;
}

// When the text gets narrower or wider than the images were scaled for, the guide is read again
// with images of the new width, and the section at the top stays there.
void UserGuideWindow::fitImages()
{
    const int available =
        static_cast<int>(m_browser->viewport()->width() - 2 * m_browser->document()->documentMargin()) - 8;
    // Narrower: at once; wider: when it is worth it.
    if (!m_loaded || available < 100 || available == m_browser->imageWidth
        || (available > m_browser->imageWidth && available < m_browser->imageWidth + 48))
        return;
    m_browser->imageWidth = available;
    const int top = m_browser->verticalScrollBar()->value() > 0
                        ? m_browser->cursorForPosition(QPoint(0, 0)).block().blockNumber()
                        : -1;
    m_browser->reload();
    if (top >= 0)
        scrollToBlock(m_browser->document()->findBlockByNumber(top));
    else
        m_browser->verticalScrollBar()->setValue(0);
}

void UserGuideWindow::scrollToItem(QTreeWidgetItem *item)
{
    if (item)
        scrollToBlock(m_browser->document()->findBlockByNumber(item->data(0, kBlockRole).toInt()));
}

void UserGuideWindow::scrollToBlock(const QTextBlock &block)
{
    if (!block.isValid())
        return;
    // The block at the top, below the document's margin. The text is laid out lazily, a part at a
    // time, and the scroll bar's range follows later: counting the pages lays the text out to the
    // end, and a position beyond the range is taken again when the range has grown.
    m_browser->document()->pageCount();
    const QRectF rect = m_browser->document()->documentLayout()->blockBoundingRect(block);
    m_pendingScroll = static_cast<int>(rect.top() - m_browser->document()->documentMargin());
    QScrollBar *bar = m_browser->verticalScrollBar();
    bar->setValue(m_pendingScroll);
    if (bar->value() == m_pendingScroll)
        m_pendingScroll = -1;
}

} // namespace isoscope::ui
