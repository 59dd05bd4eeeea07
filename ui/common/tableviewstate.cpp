#include "ui/common/tableviewstate.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>

#include <algorithm>

namespace isoscope::ui {

namespace {

const QSortFilterProxyModel *proxyOf(const QTableView *view)
{
    return qobject_cast<const QSortFilterProxyModel *>(view->model());
}

int sourceRow(const QTableView *view, const QModelIndex &index)
{
    const QSortFilterProxyModel *proxy = proxyOf(view);
    return proxy ? proxy->mapToSource(index).row() : index.row();
}

QModelIndex viewIndex(const QTableView *view, int row, int column)
{
    const QSortFilterProxyModel *proxy = proxyOf(view);
    if (!proxy)
        return view->model()->index(row, column);
    const QAbstractItemModel *source = proxy->sourceModel();
    return proxy->mapFromSource(source->index(row, column));
}

} // namespace

TableViewState tableViewState(const QTableView *view)
{
    TableViewState state;
    if (!view->model())
        return state;
    if (view->isSortingEnabled()) {
        state.sortColumn = view->horizontalHeader()->sortIndicatorSection();
        state.sortOrder = view->horizontalHeader()->sortIndicatorOrder();
    }
    if (const QItemSelectionModel *selection = view->selectionModel()) {
        for (const QModelIndex &index : selection->selectedRows())
            state.selectedRows.append(sourceRow(view, index));
        std::sort(state.selectedRows.begin(), state.selectedRows.end());
        if (const QModelIndex current = selection->currentIndex(); current.isValid()) {
            state.currentRow = sourceRow(view, current);
            state.currentColumn = current.column();
        }
    }
    state.verticalScroll = view->verticalScrollBar()->value();
    return state;
}

void restoreTableViewState(QTableView *view, const TableViewState &state)
{
    if (!view->model() || !view->selectionModel())
        return;
    if (view->isSortingEnabled() && state.sortColumn >= 0 && state.sortColumn < view->model()->columnCount())
        view->sortByColumn(state.sortColumn, state.sortOrder);
    QItemSelection selection;
    for (int row : state.selectedRows) {
        const QModelIndex index = viewIndex(view, row, 0);
        if (index.isValid())
            selection.select(index, index);
    }
    QItemSelectionModel *model = view->selectionModel();
    const QModelIndex current = viewIndex(view, state.currentRow, std::max(0, state.currentColumn));
    if (current.isValid())
        model->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
    model->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view->verticalScrollBar()->setValue(state.verticalScroll);
}

} // namespace isoscope::ui
