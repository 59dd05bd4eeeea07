#include "ui/jobs/jobsview.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/common/tablestyle.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/jobs/progressdelegate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace isoscope::ui {

JobsView::JobsView(AnalysisRunner *runner, QWidget *parent)
    : QWidget(parent), m_runner(runner), m_table(new QTableView(this)), m_cancel(new QPushButton(tr("Cancel"), this)),
      m_cancelAll(new QPushButton(tr("Cancel all"), this)), m_summary(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    JobListModel *model = runner->jobs();
    m_table->setObjectName(QStringLiteral("jobTable"));
    m_table->setAccessibleName(tr("Jobs"));
    m_table->setModel(model);
    m_table->setItemDelegateForColumn(JobListModel::ProgressColumn, new ProgressDelegate(m_table));
    setUpTable(m_table, {.selection = QAbstractItemView::SingleSelection});
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive); // the user's widths, sized once (sizeColumns)
    header->setStretchLastSection(true);
    sizeColumns();
    layout->addWidget(m_table, 1);

    auto *side = new QVBoxLayout;
    m_cancel->setObjectName(QStringLiteral("cancelJobButton"));
    m_cancel->setToolTip(tr("Stop the selected job; what it finished before is kept"));
    m_cancelAll->setObjectName(QStringLiteral("cancelAllJobsButton"));
    m_cancelAll->setToolTip(tr("Stop every job (Esc)"));
    m_summary->setWordWrap(true);
    side->addWidget(m_cancel);
    side->addWidget(m_cancelAll);
    side->addWidget(m_summary);
    side->addStretch(1);
    layout->addLayout(side);

    connect(m_cancel, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_table->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            if (Job *job = m_runner->jobs()->job(rows.first().row()))
                job->cancel();
    });
    connect(m_cancelAll, &QPushButton::clicked, m_runner, &AnalysisRunner::cancelAll);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &JobsView::updateButtons);
    connect(model, &QAbstractItemModel::dataChanged, this, &JobsView::updateButtons);
    connect(model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int, int last) {
        m_table->scrollTo(m_table->model()->index(last, 0));
        updateButtons();
    });
    updateButtons();
}

void JobsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        sizeColumns();
}

// Widths in characters of the font (a job's title, a model's name, the bar, "12.3 s"), and never
// narrower than the column's title.
void JobsView::sizeColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics metrics(m_table->font());
    const int em = metrics.horizontalAdvance(QLatin1Char('M'));
    const std::pair<int, int> widths[] = {{JobListModel::TitleColumn, 16},
                                          {JobListModel::ModelColumn, 18},
                                          {JobListModel::ProgressColumn, 16},
                                          {JobListModel::ElapsedColumn, 6},
                                          {JobListModel::RemainingColumn, 6}};
    for (const auto &[column, ems] : widths) {
        header->resizeSection(column, std::max(ems * em, header->sectionSizeHint(column)));
    }
}

void JobsView::updateButtons()
{
    const int active = m_runner->jobs()->activeCount();
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const Job *selected = rows.isEmpty() ? nullptr : m_runner->jobs()->job(rows.first().row());
    m_cancel->setEnabled(selected && selected->isActive());
    m_cancelAll->setEnabled(active > 0);
    m_summary->setText(active > 0 ? tr("%n running", nullptr, active) : tr("Idle"));
}

} // namespace isoscope::ui
