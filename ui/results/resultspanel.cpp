#include "ui/results/resultspanel.h"

#include "core/analysis/results.h"
#include "ui/common/itemroles.h"
#include "ui/common/outofdatebanner.h"
#include "ui/common/tablestyle.h"
#include "ui/measures/measuretablemodel.h"
#include "ui/measures/measuretext.h"
#include "ui/results/anisotropytablemodel.h"
#include "ui/results/compactheaderview.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/numberformat.h"
#include "ui/results/similaritytablemodel.h"
#include "ui/results/tableexport.h"
#include "ui/results/weattablemodel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

namespace {

// Sorts by the numbers, with the cells that have none ("—": not run, undefined) last in either
// order, as a spreadsheet puts its blanks.
class ResultsSortProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const bool leftMissing = missing(left.data(sortRole()));
        const bool rightMissing = missing(right.data(sortRole()));
        if (leftMissing || rightMissing) // sort() reverses the comparison for descending order
            return sortOrder() == Qt::AscendingOrder ? !leftMissing && rightMissing : leftMissing && !rightMissing;
        // A cell of several values (an interval's bounds; the Shift column's substantial shift and
        // sign flip) sorts by its first, then its second: QVariant orders no lists itself.
        const QVariant l = left.data(sortRole()), r = right.data(sortRole());
        if (l.typeId() == QMetaType::QVariantList && r.typeId() == QMetaType::QVariantList) {
            const QVariantList a = l.toList(), b = r.toList();
            for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
                const QPartialOrdering order = QVariant::compare(a[i], b[i]);
                if (order == QPartialOrdering::Less || order == QPartialOrdering::Greater)
                    return order == QPartialOrdering::Less;
            }
            return a.size() < b.size();
        }
        return QSortFilterProxyModel::lessThan(left, right);
    }

private:
    static bool missing(const QVariant &value)
    {
        return !value.isValid() || (value.typeId() == QMetaType::Double && std::isnan(value.toDouble()));
    }
};

// Filters Table A1 by text (any column) and by change class.
class WeatFilterProxy final : public ResultsSortProxy
{
public:
    using ResultsSortProxy::ResultsSortProxy;
    void setChange(int change)
    {
        m_change = change;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (m_change >= 0 && sourceModel()->index(row, 0, parent).data(WeatTableModel::ChangeRole).toInt() != m_change)
            return false;
        return ResultsSortProxy::filterAcceptsRow(row, parent);
    }

private:
    int m_change = -1;
};

} // namespace

ResultsPanel::ResultsPanel(QWidget *parent)
    : QWidget(parent), m_weatModel(new WeatTableModel(this)), m_anisotropyModel(new AnisotropyTableModel(this)),
      m_similarityModel(new SimilarityTableModel(this)), m_weatProxy(new WeatFilterProxy(this)),
      m_anisotropyProxy(new ResultsSortProxy(this)), m_similarityProxy(new ResultsSortProxy(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 8);
    layout->setSpacing(8);
    m_banner = new OutOfDateBanner(this);
    layout->addWidget(m_banner);

    auto *bar = new QHBoxLayout;
    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("changeCountsLabel"));
    m_counts->setTextFormat(Qt::RichText);
    QFont countsFont = m_counts->font();
    countsFont.setPointSizeF(countsFont.pointSizeF() * 1.1);
    m_counts->setFont(countsFont);
    // Wraps rather than widening the window (with a correction the sentence grows).
    m_counts->setWordWrap(true);
    m_counts->setMinimumWidth(160);
    bar->addWidget(m_counts, 1);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("resultFilter"));
    m_filter->setPlaceholderText(tr("Filter by model, suite, category…"));
    m_filter->setAccessibleName(tr("Filter results"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMinimumWidth(240);
    bar->addWidget(m_filter);
    m_changeFilter = new QComboBox(this);
    m_changeFilter->setObjectName(QStringLiteral("changeFilter"));
    m_changeFilter->setAccessibleName(tr("Show only one change class"));
    m_changeFilter->addItem(tr("All changes"), -1);
    m_changeFilter->addItem(tr("Stable"), int(isoscope::SignificanceChange::Stable));
    m_changeFilter->addItem(tr("Disappearing"), int(isoscope::SignificanceChange::Disappearing));
    m_changeFilter->addItem(tr("Emerging"), int(isoscope::SignificanceChange::Emerging));
    m_changeFilter->addItem(tr("Not run"), int(isoscope::SignificanceChange::Undefined));
    bar->addWidget(m_changeFilter);
    m_correction = new QComboBox(this);
    m_correction->setObjectName(QStringLiteral("correctionCombo"));
    m_correction->setAccessibleName(tr("Multiple-testing correction"));
    m_correction->setToolTip(tr("Adjust p across the suites of each model, raw and whitened separately; the change "
                                "classes then use the adjusted p, shown beside the unadjusted ones"));
    m_correction->addItem(tr("No correction"), int(isoscope::Correction::None));
    m_correction->addItem(tr("Holm"), int(isoscope::Correction::Holm));
    m_correction->addItem(tr("Benjamini-Hochberg"), int(isoscope::Correction::BenjaminiHochberg));
    connect(m_correction, &QComboBox::currentIndexChanged, this, [this] {
        m_weatModel->setCorrection(static_cast<isoscope::Correction>(m_correction->currentData().toInt()));
        updateCounts();
        if (!m_drillDown->isHidden()) // its change class is the table's
            if (const int row = m_weatModel->rowOf(m_drillModel, m_drillSuite); row >= 0)
                showInDrillDown(m_weatModel->result(row));
    });
    bar->addWidget(m_correction);
    m_measure = new QComboBox(this);
    m_measure->setObjectName(QStringLiteral("measureCombo"));
    m_measure->setAccessibleName(tr("Measure"));
    m_measure->setToolTip(tr("The association measure of the first table: WEAT, or one of the cosine-based measures "
                             "of WEFE (RND, MAC, ECT, RIPA, RNSB), each raw and whitened"));
    m_measure->addItem(MeasureText::shortName(isoscope::Measure::Weat), int(isoscope::Measure::Weat));
    connect(m_measure, &QComboBox::currentIndexChanged, this, [this] { updateMeasures(); });
    bar->addWidget(m_measure);
    auto *copy = new QToolButton(this);
    copy->setText(tr("Copy"));
    copy->setObjectName(QStringLiteral("copyTableButton"));
    copy->setToolTip(tr("Copy the selected rows, or the whole table (Ctrl+C): tab-separated numbers at full precision "
                        "for a spreadsheet, and a table as shown for a word processor"));
    connect(copy, &QToolButton::clicked, this, &ResultsPanel::copySelection);
    bar->addWidget(copy);
    auto *exportButton = new QToolButton(this);
    exportButton->setObjectName(QStringLiteral("exportTableButton"));
    exportButton->setText(tr("Export table"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(exportButton);
    exportMenu->addAction(tr("CSV…"), this, [this] { exportTable(QStringLiteral("csv")); });
    exportMenu->addAction(tr("JSON…"), this, [this] { exportTable(QStringLiteral("json")); });
    exportMenu->addAction(tr("LaTeX…"), this, [this] { exportTable(QStringLiteral("tex")); });
    exportButton->setMenu(exportMenu);
    bar->addWidget(exportButton);
    layout->addLayout(bar);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_tabs->setDocumentMode(true);
    m_views[WeatTable] = createView(m_weatModel, m_weatProxy, QStringLiteral("weatTable"), tr("WEAT results"));
    limitColumnWidths();
    m_views[AnisotropyTable] =
        createView(m_anisotropyModel, m_anisotropyProxy, QStringLiteral("anisotropyTable"), tr("Anisotropy results"));
    m_views[SimilarityTable] = createView(m_similarityModel, m_similarityProxy, QStringLiteral("similarityTable"),
                                          tr("Similarity results: words and sentences"));
    // The association tab: the WEAT table, or a measure's table under the sentence that says how
    // to read it.
    m_measureModel = new MeasureTableModel(this);
    m_measureProxy = new ResultsSortProxy(this);
    auto *measurePage = new QWidget(this);
    auto *measureLayout = new QVBoxLayout(measurePage);
    measureLayout->setContentsMargins(0, 6, 0, 0);
    m_measureDirection = new QLabel(measurePage);
    m_measureDirection->setObjectName(QStringLiteral("measureDirection"));
    m_measureDirection->setWordWrap(true);
    m_measureDirection->setTextInteractionFlags(Qt::TextSelectableByMouse);
    measureLayout->addWidget(m_measureDirection);
    m_measureView = createView(m_measureModel, m_measureProxy, QStringLiteral("measureTable"), tr("Measure results"));
    m_measureView->horizontalHeader()->setMaximumSectionSize(160);
    m_measureView->setToolTip(tr("Double-click a row for the measure's value of every word"));
    measureLayout->addWidget(m_measureView, 1);
    m_associationStack = new QStackedWidget(this);
    m_associationStack->addWidget(m_views[WeatTable]);
    m_associationStack->addWidget(measurePage);
    m_tabs->addTab(m_associationStack, tr("WEAT (Table A1)"));
    m_tabs->addTab(m_views[AnisotropyTable], tr("Anisotropy (Table 2)"));
    m_tabs->addTab(m_views[SimilarityTable], tr("Similarity (Table 3)"));
    m_views[WeatTable]->setToolTip(
        tr("Double-click a row for every word's association and the permutation distribution"));

    m_drillDown = new DrillDownPanel(this);
    m_drillDown->hide();
    connect(m_drillDown, &DrillDownPanel::closeRequested, m_drillDown, &QWidget::hide);
    connect(m_drillDown, &DrillDownPanel::sensitivityRequested, this,
            [this] { Q_EMIT sensitivityRequested(m_drillModel, m_drillSuite); });

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->addWidget(m_tabs);
    m_splitter->addWidget(m_drillDown);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setChildrenCollapsible(false);

    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("noResultsLabel"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    setEmptyText({});
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_splitter);
    layout->addWidget(m_stack, 1);

    connect(m_filter, &QLineEdit::textChanged, this, &ResultsPanel::applyFilter);
    connect(m_changeFilter, &QComboBox::currentIndexChanged, this, &ResultsPanel::applyFilter);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        m_changeFilter->setEnabled(currentTable() == WeatTable && measure() == isoscope::Measure::Weat);
    });
    connect(m_views[WeatTable], &QTableView::doubleClicked, this, &ResultsPanel::openDrillDown);
    connect(m_views[WeatTable], &QTableView::activated, this, &ResultsPanel::openDrillDown);
    connect(m_measureView, &QTableView::doubleClicked, this, &ResultsPanel::openMeasureDrillDown);
    connect(m_measureView, &QTableView::activated, this, &ResultsPanel::openMeasureDrillDown);
    updateCounts();
}

// Long model names are elided (the tooltip has them whole), so that every column fits 1280 px; the
// limit is in characters of the font, so that presentation mode's larger text is not cut
// ("Disappea").
void ResultsPanel::limitColumnWidths()
{
    const QFontMetrics metrics(m_views[WeatTable]->font());
    QFont bold = m_views[WeatTable]->font();
    bold.setBold(true);
    const int change =
        QFontMetrics(bold).horizontalAdvance(numberformat::changeText(isoscope::SignificanceChange::Disappearing))
        + metrics.horizontalAdvance(QStringLiteral("MM"));
    m_views[WeatTable]->horizontalHeader()->setMaximumSectionSize(
        std::max(change, metrics.horizontalAdvance(QLatin1Char('x')) * 21));
}

void ResultsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_views[WeatTable])
        limitColumnWidths();
}

isoscope::Measure ResultsPanel::measure() const
{
    return static_cast<isoscope::Measure>(m_measure->currentData().toInt());
}

bool ResultsPanel::setMeasure(isoscope::Measure measure)
{
    const int index = m_measure->findData(int(measure));
    if (index < 0)
        return false;
    m_measure->setCurrentIndex(index);
    return true;
}

QString ResultsPanel::measureDirectionText() const
{
    return m_measureDirection->text();
}

QTableView *ResultsPanel::currentView() const
{
    if (currentTable() == WeatTable && measure() != isoscope::Measure::Weat)
        return m_measureView;
    return m_views[currentTable()];
}

void ResultsPanel::updateMeasures()
{
    // The measures the results hold (the window computes all of them; results.json only those
    // asked for), WEAT always.
    const isoscope::Measure chosen = measure();
    {
        const QSignalBlocker block(m_measure);
        m_measure->clear();
        for (isoscope::Measure m : measuresIn(m_results.get()))
            m_measure->addItem(MeasureText::shortName(m), int(m));
        m_measure->setCurrentIndex(std::max(0, m_measure->findData(int(chosen))));
    }
    m_measure->setEnabled(m_measure->count() > 1);
    const isoscope::Measure shown = measure();
    const bool weat = shown == isoscope::Measure::Weat;
    m_associationStack->setCurrentIndex(weat ? 0 : 1);
    m_tabs->setTabText(WeatTable, weat ? tr("WEAT (Table A1)") : MeasureText::longName(shown));
    m_changeFilter->setEnabled(weat && currentTable() == WeatTable);
    m_correction->setEnabled(weat);
    if (!weat && m_results) {
        m_measureDirection->setText(MeasureText::direction(shown));
        m_measureModel->setRows(shown, measureRows(*m_results, shown), {tr("Raw"), tr("Whitened")});
    } else {
        m_measureModel->setRows(shown, {}, {});
    }
    m_drillDown->setMeasure(shown);
}

QTableView *ResultsPanel::createView(QAbstractItemModel *source, QSortFilterProxyModel *proxy,
                                     const QString &objectName, const QString &accessibleName)
{
    proxy->setSourceModel(source);
    proxy->setSortRole(RawValueRole);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy->setFilterKeyColumn(-1);
    auto *view = new QTableView(this);
    auto *header = new CompactHeaderView(view);
    view->setHorizontalHeader(header);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setModel(proxy);
    setUpTable(view, {.sortable = true});
    header->setLastSectionFits(true);
    header->setFirstSectionYields(true); // the model names, elided
    return view;
}

void ResultsPanel::setEmptyText(const QString &text)
{
    m_empty->setText(text.isEmpty() ? tr("No results yet. Add models, choose suites and press Run (Ctrl+R).") : text);
}

void ResultsPanel::setResults(std::shared_ptr<const isoscope::AnalysisResult> results,
                              std::vector<isoscope::WeatResult> rawOnly)
{
    m_results = std::move(results);
    m_weatModel->setResults(m_results, std::move(rawOnly));
    m_anisotropyModel->setResults(m_results);
    m_similarityModel->setResults(m_results);
    updateMeasures();
    const bool any = m_weatModel->rowCount() + m_anisotropyModel->rowCount() + m_similarityModel->rowCount() > 0;
    m_stack->setCurrentIndex(any ? 1 : 0);
    updateCounts();
    // An open drill-down follows the results also while another page is shown (alpha and epsilon
    // are changed on the Options page): it shows the new numbers, or closes when its result is gone.
    if (!m_drillDown->isHidden()) {
        const int row = m_weatModel->rowOf(m_drillModel, m_drillSuite);
        if (row >= 0)
            showInDrillDown(m_weatModel->result(row));
        else
            m_drillDown->hide();
    }
}

QString ResultsPanel::countsText() const
{
    if (!m_results)
        return {};
    const isoscope::ChangeCounts c = m_weatModel->counts();
    return tr("%1 Stable, %2 Disappearing, %3 Emerging of %4")
        .arg(c.stable)
        .arg(c.disappearing)
        .arg(c.emerging)
        .arg(c.total());
}

void ResultsPanel::updateCounts()
{
    if (!m_results || m_weatModel->rowCount() == 0) {
        m_counts->setText(tr("No WEAT results yet"));
        Q_EMIT countsChanged();
        return;
    }
    const isoscope::ChangeCounts c = m_weatModel->counts();
    const auto chip = [](std::size_t n, const QString &name, const char *colour) {
        return QStringLiteral("<span style=\"color:%1\"><b>%2</b> %3</span>")
            .arg(QLatin1String(colour))
            .arg(n)
            .arg(name);
    };
    QString text =
        tr("%1, %2, %3 of %4 model-suite results at alpha %5")
            .arg(chip(c.stable, tr("Stable"), "#8a2b52"), chip(c.disappearing, tr("Disappearing"), "#9b1c1c"),
                 chip(c.emerging, tr("Emerging"), "#1b4f9c"))
            .arg(c.total())
            .arg(QLocale().toString(m_results->params.alpha));
    if (m_weatModel->correction() == isoscope::Correction::Holm)
        text += tr(", Holm-adjusted");
    else if (m_weatModel->correction() == isoscope::Correction::BenjaminiHochberg)
        text += tr(", Benjamini-Hochberg-adjusted");
    if (c.undefined > 0)
        text += tr(" (%n undefined)", nullptr, static_cast<int>(c.undefined));
    int rawOnly = 0;
    for (int row = 0; row < m_weatModel->rowCount(); ++row)
        rawOnly += m_weatModel->isRawOnly(row) ? 1 : 0;
    if (rawOnly > 0)
        text += tr("; %n computed raw only, whitened not yet for the current settings", nullptr, rawOnly);
    m_counts->setText(text);
    m_counts->setAccessibleName(countsText());
    m_counts->setToolTip(countsText());
    Q_EMIT countsChanged();
}

ResultsPanel::State ResultsPanel::state() const
{
    State state;
    state.table = m_tabs->currentIndex();
    state.filter = m_filter->text();
    state.changeFilter = m_changeFilter->currentIndex();
    state.correction = m_correction->currentIndex();
    for (int t = 0; t < 3; ++t)
        state.tables[t] = tableViewState(m_views[t]);
    state.splitter = m_splitter->saveState();
    if (!m_drillDown->isHidden()) { // open, whether or not the page is shown
        state.drillModel = m_drillModel;
        state.drillSuite = m_drillSuite;
    }
    return state;
}

void ResultsPanel::restoreState(const State &state)
{
    m_correction->setCurrentIndex(state.correction); // first: it decides the columns
    if (!state.drillSuite.isEmpty())
        showDrillDown(state.drillModel, state.drillSuite);
    m_filter->setText(state.filter);
    m_changeFilter->setCurrentIndex(state.changeFilter);
    m_tabs->setCurrentIndex(state.table);
    for (int t = 0; t < 3; ++t)
        restoreTableViewState(m_views[t], state.tables[t]);
    m_splitter->restoreState(state.splitter);
}

void ResultsPanel::applyFilter()
{
    const QString text = m_filter->text();
    for (QSortFilterProxyModel *proxy : {m_weatProxy, m_anisotropyProxy, m_similarityProxy, m_measureProxy})
        proxy->setFilterFixedString(text);
    static_cast<WeatFilterProxy *>(m_weatProxy)->setChange(m_changeFilter->currentData().toInt());
}

ResultsPanel::Table ResultsPanel::currentTable() const
{
    return static_cast<Table>(m_tabs->currentIndex());
}

QTableView *ResultsPanel::view(Table table) const
{
    return m_views[table];
}

void ResultsPanel::showTable(Table table)
{
    m_tabs->setCurrentIndex(table);
}

bool ResultsPanel::selectResult(const QString &model, const QString &suiteId)
{
    m_filter->clear();
    m_changeFilter->setCurrentIndex(0);
    if (suiteId.isEmpty()) {
        for (int row = 0; row < m_anisotropyProxy->rowCount(); ++row) {
            if (m_anisotropyProxy->index(row, 0).data(RawValueRole).toString() == model) {
                showTable(AnisotropyTable);
                m_views[AnisotropyTable]->selectRow(row);
                return true;
            }
        }
    }
    for (int row = 0; row < m_weatProxy->rowCount(); ++row) {
        const QModelIndex index = m_weatProxy->index(row, 0);
        if (index.data(RawValueRole).toString() != model)
            continue;
        if (!suiteId.isEmpty()
            && m_weatProxy->index(row, WeatTableModel::SuiteColumn).data(RawValueRole).toString() != suiteId)
            continue;
        showTable(WeatTable);
        m_views[WeatTable]->selectRow(row);
        m_views[WeatTable]->scrollTo(index);
        return true;
    }
    for (int row = 0; row < m_similarityProxy->rowCount(); ++row) {
        if (m_similarityProxy->index(row, 0).data(RawValueRole).toString() == model
            && m_similarityProxy->index(row, SimilarityTableModel::BenchmarkColumn).data(RawValueRole).toString()
                   == suiteId) {
            showTable(SimilarityTable);
            m_views[SimilarityTable]->selectRow(row);
            return true;
        }
    }
    return false;
}

bool ResultsPanel::showDrillDown(const QString &model, const QString &suiteId)
{
    if (!selectResult(model, suiteId) || currentTable() != WeatTable)
        return false;
    openDrillDown(m_views[WeatTable]->currentIndex().isValid()
                      ? m_views[WeatTable]->currentIndex()
                      : m_views[WeatTable]->selectionModel()->selectedRows().value(0));
    return m_drillDown->isVisible();
}

void ResultsPanel::openDrillDown(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid() || !m_results)
        return;
    const isoscope::WeatResult *r = m_weatModel->result(m_weatProxy->mapToSource(proxyIndex).row());
    if (!r)
        return;
    m_drillModel = QString::fromStdString(r->model);
    m_drillSuite = QString::fromStdString(r->suiteId);
    showInDrillDown(r);
    const bool opening = m_drillDown->isHidden();
    m_drillDown->show();
    if (opening)
        shareWithDrillDown(m_views[WeatTable]);
    m_views[WeatTable]->scrollTo(proxyIndex);
}

void ResultsPanel::showInDrillDown(const isoscope::WeatResult *r)
{
    const int row = m_weatModel->rowOf(QString::fromStdString(r->model), QString::fromStdString(r->suiteId));
    m_drillDown->setResult(r, m_results->params, m_weatModel->shownChange(row));
}

// The table keeps a header and six rows where the window allows, and never fewer than five (at
// 1280 x 720 the split by stretch alone left one); the drill-down gets the rest, and scrolls its
// details when that is less than they need.
void ResultsPanel::shareWithDrillDown(const QTableView *table)
{
    const int total = m_splitter->height() - m_splitter->handleWidth();
    const int above = std::max(0, table->mapTo(m_tabs, QPoint(0, 0)).y()); // the tabs, a measure's sentence
    const int around = table->height() - table->viewport()->height();      // header, frame, a sideways scroll bar
    const auto rows = [&](int n) { return above + around + n * table->verticalHeader()->defaultSectionSize(); };
    const int drillDownNeeds = m_drillDown->unscrolledHeight();
    const int drillDownLeast = m_drillDown->minimumSizeHint().height();
    int tableHeight = std::min(std::max(rows(6), total * 2 / 5), total - drillDownNeeds);
    tableHeight = std::max(tableHeight, std::min(rows(5), total - drillDownLeast));
    tableHeight = std::clamp(tableHeight, 0, std::max(total, 0));
    m_splitter->setSizes({tableHeight, total - tableHeight});
}

void ResultsPanel::openMeasureDrillDown(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid() || !m_results)
        return;
    const MeasureRow *row = m_measureModel->row(m_measureProxy->mapToSource(proxyIndex).row());
    if (!row || !row->result)
        return;
    m_drillModel = row->model;
    m_drillSuite = row->suiteId;
    showInDrillDown(row->result);
    m_drillDown->setMeasure(measure());
    const bool opening = m_drillDown->isHidden();
    m_drillDown->show();
    if (opening)
        shareWithDrillDown(m_measureView);
    m_measureView->scrollTo(proxyIndex);
}

void ResultsPanel::copySelection()
{
    // In the drill-down, the table the user works in; else the results table in front.
    QTableView *current = m_drillDown->isVisible() ? m_drillDown->focusedTable() : nullptr;
    if (!current)
        current = currentView();
    tableexport::copyToClipboard(*current->model(), current->selectionModel()->selectedIndexes());
}

void ResultsPanel::exportTable(const QString &format)
{
    const Table table = currentTable();
    const QString names[] = {QStringLiteral("weat"), QStringLiteral("anisotropy"), QStringLiteral("similarity")};
    // Captions for the user's document: the paper's table numbers (A1, 2, 3) are not theirs.
    const QString captions[] = {tr("WEAT effect sizes, raw and after ZCA whitening"),
                                tr("Anisotropy before and after whitening"),
                                tr("Word and sentence similarity, raw and after whitening")};
    if (currentView() == m_measureView) {
        const isoscope::Measure m = measure();
        const QString error = tableexport::saveWithDialog(
            this, *m_measureView->model(), QString::fromLatin1(isoscope::measureName(m).data()), format,
            tr("%1, raw and after whitening").arg(MeasureText::longName(m)));
        if (!error.isEmpty())
            m_counts->setText(error);
        return;
    }
    const QString error =
        tableexport::saveWithDialog(this, *m_views[table]->model(), names[table], format, captions[table]);
    if (!error.isEmpty())
        m_counts->setText(error);
}

} // namespace isoscope::ui
