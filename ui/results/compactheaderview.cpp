#include "ui/results/compactheaderview.h"

#include <QAbstractItemView>
#include <QStyle>

#include <algorithm>

namespace isoscope::ui {

CompactHeaderView::CompactHeaderView(QWidget *parent) : QHeaderView(Qt::Horizontal, parent)
{
    setSectionsClickable(true);
    m_refit.setSingleShot(true);
    m_refit.setInterval(0);
    connect(&m_refit, &QTimer::timeout, this, &CompactHeaderView::fitSections);
    connect(this, &QHeaderView::sectionResized, this, [this](int logical) {
        if (m_fitting || count() == 0 || logical == logicalIndex(count() - 1))
            return;
        // A first column the user widened by hand stays so until the table changes or is resized.
        if (logical == logicalIndex(0))
            fitLastSection();
        else
            fitSections();
    });
}

void CompactHeaderView::setLastSectionFits(bool fits)
{
    m_lastSectionFits = fits;
    fitSections();
}

void CompactHeaderView::setFirstSectionYields(bool yields)
{
    m_firstSectionYields = yields;
    fitSections();
}

void CompactHeaderView::setModel(QAbstractItemModel *model)
{
    if (this->model())
        disconnect(this->model(), nullptr, &m_refit, nullptr);
    QHeaderView::setModel(model);
    if (!model)
        return;
    const auto refit = [this] { m_refit.start(); };
    connect(model, &QAbstractItemModel::modelReset, &m_refit, refit);
    connect(model, &QAbstractItemModel::layoutChanged, &m_refit, refit);
    connect(model, &QAbstractItemModel::rowsInserted, &m_refit, refit);
    connect(model, &QAbstractItemModel::rowsRemoved, &m_refit, refit);
    connect(model, &QAbstractItemModel::dataChanged, &m_refit, refit);
    connect(model, &QAbstractItemModel::headerDataChanged, &m_refit, refit);
}

void CompactHeaderView::resizeEvent(QResizeEvent *event)
{
    QHeaderView::resizeEvent(event);
    fitSections();
}

void CompactHeaderView::fitSections()
{
    if (m_fitting)
        return;
    m_fitting = true;
    fitFirstSection();
    fitLastSection();
    m_fitting = false;
}

int CompactHeaderView::contentsWidth(int logical) const
{
    // QTableView makes it protected; QAbstractItemView has it public (the same virtual).
    const auto *view = qobject_cast<const QAbstractItemView *>(parentWidget());
    return std::max(sectionSizeFromContents(logical).width(), view ? view->sizeHintForColumn(logical) : 0);
}

void CompactHeaderView::fitFirstSection()
{
    if (!m_firstSectionYields || count() < 2)
        return;
    const int first = logicalIndex(0);
    const int last = logicalIndex(count() - 1);
    if (sectionResizeMode(first) != QHeaderView::Interactive)
        setSectionResizeMode(first, QHeaderView::Interactive);
    int others = 0;
    for (int visual = 1; visual < count(); ++visual) {
        const int logical = logicalIndex(visual);
        if (isSectionHidden(logical))
            continue;
        // A stretched last section holds the room left over, not what it needs.
        others += logical == last && stretchLastSection() ? contentsWidth(last) : sectionSize(logical);
    }
    const int natural = std::min(maximumSectionSize(), contentsWidth(first));
    const int least = std::min(natural, fontMetrics().averageCharWidth() * 11);
    const int width = std::clamp(this->width() - others, least, natural);
    if (sectionSize(first) != width)
        resizeSection(first, width);
}

QSize CompactHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (isSortIndicatorShown()) {
        const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
        const QString text = model() ? model()->headerData(logicalIndex, Qt::Horizontal).toString() : QString();
        const int textWidth = fontMetrics().size(0, text).width();
        // The margins, the text and the arrow, as TableStyle lays out a sorted section.
        size.setWidth(std::max(textWidth + 2 * margin + fontMetrics().height() / 2, size.width() - size.height()));
    }
    return size;
}

void CompactHeaderView::fitLastSection()
{
    if (!m_lastSectionFits || count() == 0)
        return;
    const int last = logicalIndex(count() - 1);
    int others = 0;
    for (int visual = 0; visual + 1 < count(); ++visual)
        if (!isSectionHidden(logicalIndex(visual)))
            others += sectionSize(logicalIndex(visual));
    const bool stretch = others + contentsWidth(last) <= width();
    if (stretch != stretchLastSection())
        setStretchLastSection(stretch);
}

} // namespace isoscope::ui
