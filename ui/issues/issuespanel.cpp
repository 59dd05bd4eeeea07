#include "ui/issues/issuespanel.h"

#include "ui/common/tablestyle.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace isoscope::ui {

IssuesPanel::IssuesPanel(QWidget *parent)
    : QWidget(parent), m_model(new IssueListModel(this)), m_table(new QTableView(this)),
      m_showCause(new QPushButton(tr("Show cause"), this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    m_table->setObjectName(QStringLiteral("issueTable"));
    m_table->setAccessibleName(tr("Errors and warnings"));
    m_table->setModel(m_model);
    setUpTable(m_table, {.selection = QAbstractItemView::SingleSelection, .rowPadding = 8});
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);
    auto *side = new QVBoxLayout;
    m_showCause->setObjectName(QStringLiteral("showCauseButton"));
    m_showCause->setToolTip(tr("Go to the model, suite or result this is about"));
    m_showCause->setEnabled(false);
    side->addWidget(m_showCause);
    side->addStretch(1);
    layout->addLayout(side);
    connect(m_showCause, &QPushButton::clicked, this, &IssuesPanel::showSelectedCause);
    connect(m_table, &QTableView::doubleClicked, this, &IssuesPanel::showSelectedCause);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_showCause->setEnabled(m_table->selectionModel()->hasSelection()); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_showCause->setEnabled(false); });
}

void IssuesPanel::showSelectedCause()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    Q_EMIT showCause(m_model->issues().at(rows.first().row()));
}

} // namespace isoscope::ui
