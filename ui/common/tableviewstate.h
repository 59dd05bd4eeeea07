#pragma once

#include <QList>
#include <Qt>

class QTableView;

namespace isoscope::ui {

/// What a user chose in a table: the sort column and order, the selected rows and the current
/// cell (rows of the source model, behind any sort or filter proxy) and how far it is scrolled.
/// A view made again over the same data (a change of language makes the pages again) shows the
/// same with it.
struct TableViewState {
    int sortColumn = -1;
    Qt::SortOrder sortOrder = Qt::AscendingOrder;
    QList<int> selectedRows;
    int currentRow = -1;
    int currentColumn = -1;
    int verticalScroll = 0;
};

TableViewState tableViewState(const QTableView *view);
/// Rows the source model no longer has are left out.
void restoreTableViewState(QTableView *view, const TableViewState &state);

} // namespace isoscope::ui
