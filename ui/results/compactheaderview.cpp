#include "ui/results/compactheaderview.h"

#include <QAbstractItemView>
#include <QStyle>

#include <algorithm>

namespace isoscope::ui {

CompactHeaderView::CompactHeaderView(QWidget *parent) : QHeaderView(Qt::Horizontal, parent)
{
    setSectionsClickable(true);
    connect(this, &QHeaderView::sectionResized, this, [this](int logical) {
        if (count() > 0 && logical != logicalIndex(count() - 1))
            fitLastSection();
    });
}

void CompactHeaderView::setLastSectionFits(bool fits)
{
    m_lastSectionFits = fits;
    fitLastSection();
}

void CompactHeaderView::resizeEvent(QResizeEvent *event)
{
    QHeaderView::resizeEvent(event);
    fitLastSection();
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
    // QTableView makes it protected; QAbstractItemView has it public (the same virtual).
    const auto *view = qobject_cast<const QAbstractItemView *>(parentWidget());
    const int needed = std::max(sectionSizeFromContents(last).width(), view ? view->sizeHintForColumn(last) : 0);
    const bool stretch = others + needed <= width();
    if (stretch != stretchLastSection())
        setStretchLastSection(stretch);
}

} // namespace isoscope::ui
