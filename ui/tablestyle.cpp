#include "ui/tablestyle.h"

#include <QHeaderView>
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
