#include "ui/common/tablestyle.h"

#include <QHeaderView>
#include <QPainter>
#include <QStyleOption>
#include <QTableView>

namespace isoscope::ui {

namespace {

// Item views put this margin (plus one pixel) on each side of a cell's text; headers put theirs
// around a section's text.
constexpr int kCellTextMargin = 7;
constexpr int kHeaderTextMargin = 8;

} // namespace

TableStyle::TableStyle(QObject *parent)
{
    setParent(parent);
}

int TableStyle::pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const
{
    switch (metric) {
    case PM_FocusFrameHMargin: return kCellTextMargin;
    case PM_HeaderMargin: return kHeaderTextMargin;
    default: return QProxyStyle::pixelMetric(metric, option, widget);
    }
}

namespace {

const QStyleOptionHeader *sortedHorizontalHeader(const QStyleOption *option)
{
    const auto *header = qstyleoption_cast<const QStyleOptionHeader *>(option);
    return header && header->orientation == Qt::Horizontal && header->sortIndicator != QStyleOptionHeader::None
               ? header
               : nullptr;
}

} // namespace

QRect TableStyle::subElementRect(SubElement element, const QStyleOption *option, const QWidget *widget) const
{
    const QStyleOptionHeader *header = sortedHorizontalHeader(option);
    if (!header || (element != SE_HeaderLabel && element != SE_HeaderArrow))
        return QProxyStyle::subElementRect(element, option, widget);
    // As CompactHeaderView::sectionSizeFromContents reserves: within the margins, the text and,
    // at its right, an arrow as wide as half the font's height.
    const int margin = pixelMetric(PM_HeaderMargin, option, widget);
    const int arrow = option->fontMetrics.height() / 2;
    const QRect inner = option->rect.adjusted(margin, margin, -margin, -margin);
    if (element == SE_HeaderArrow)
        return QRect(inner.right() - arrow + 1, option->rect.top(), arrow, option->rect.height());
    return inner.adjusted(0, 0, -arrow, 0);
}

void TableStyle::drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                             const QWidget *widget) const
{
    // The base styles place the label and the arrow with their own subElementRect (not the
    // proxy's), so a sorted section is drawn here from its parts.
    const QStyleOptionHeader *header = element == CE_Header ? sortedHorizontalHeader(option) : nullptr;
    if (!header) {
        QProxyStyle::drawControl(element, option, painter, widget);
        return;
    }
    painter->save();
    painter->setClipRect(option->rect, Qt::IntersectClip);
    QProxyStyle::drawControl(CE_HeaderSection, option, painter, widget);
    QStyleOptionHeaderV2 part;
    if (const auto *v2 = qstyleoption_cast<const QStyleOptionHeaderV2 *>(option))
        part = *v2;
    else
        static_cast<QStyleOptionHeader &>(part) = *header;
    part.rect = subElementRect(SE_HeaderLabel, option, widget);
    QProxyStyle::drawControl(CE_HeaderLabel, &part, painter, widget);
    part.rect = subElementRect(SE_HeaderArrow, option, widget);
    QProxyStyle::drawPrimitive(PE_IndicatorHeaderArrow, &part, painter, widget);
    painter->restore();
}

void setUpTable(QTableView *view, const TableSetup &setup)
{
    if (setup.sortable) {
        view->setSortingEnabled(true);
        view->sortByColumn(-1, Qt::AscendingOrder); // the model's own order until a header is clicked
    }
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(setup.selection);
    view->setAlternatingRowColors(true);
    view->setShowGrid(false);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + setup.rowPadding);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *style = new TableStyle(view);
    view->setStyle(style);
    view->horizontalHeader()->setStyle(style);
}

} // namespace isoscope::ui
