#include "ui/figures/figurespanel.h"

#include "ui/common/outofdatebanner.h"
#include "ui/figures/beforeafterscatterfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/effectsizegridview.h"
#include "ui/figures/eigenspectrumfigure.h"
#include "ui/figures/explainedvariancefigure.h"
#include "ui/figures/figureexportdialog.h"
#include "ui/figures/studyfigures.h"
#include "ui/measures/measuretext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace isoscope::ui {

namespace {

QLabel *hint(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

// A chart with a line below it that says how to use it and, while the pointer is on a point or
// line, reads its values out (the tooltip says the same; the line stays readable and a screen reader
// finds it).
QWidget *withHint(QWidget *view, const QString &text, QWidget *parent)
{
    auto *page = new QWidget(parent);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(view, 1);
    QLabel *label = hint(text, page);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // a long read-out never widens the window
    layout->addWidget(label);
    if (auto *chart = qobject_cast<ChartFigureView *>(view)) {
        label->setObjectName(QStringLiteral("figureReadOut"));
        label->setAccessibleName(FiguresPanel::tr("Read-out of the point under the pointer"));
        QObject::connect(chart, &ChartFigureView::hoverTextChanged, label, [label, text](const QString &hover) {
            label->setForegroundRole(hover.isEmpty() ? QPalette::PlaceholderText : QPalette::WindowText);
            label->setText(hover.isEmpty() ? text : QString(hover).replace(QLatin1Char('\n'), QStringLiteral(" · ")));
        });
    }
    return page;
}

} // namespace

FiguresPanel::FiguresPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_banner = new OutOfDateBanner(this);
    layout->addWidget(m_banner);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Colours:"), this));
    m_palette = new QComboBox(this);
    m_palette->setObjectName(QStringLiteral("figurePalette"));
    m_palette->setAccessibleName(tr("Colours of the figures"));
    m_palette->addItem(tr("Standard"), static_cast<int>(FigurePalette::Standard));
    m_palette->addItem(tr("Colour-blind safe"), static_cast<int>(FigurePalette::ColourBlindSafe));
    bar->addWidget(m_palette);
    m_greyscale = new QCheckBox(tr("Greyscale preview"), this);
    m_greyscale->setObjectName(QStringLiteral("figureGreyscale"));
    bar->addWidget(m_greyscale);
    bar->addStretch(1);
    m_exportOne = new QPushButton(tr("Export figure…"), this);
    m_exportOne->setObjectName(QStringLiteral("exportFigureButton"));
    m_exportAll = new QPushButton(tr("Export all…"), this);
    m_exportAll->setObjectName(QStringLiteral("exportAllButton"));
    m_exportAll->setToolTip(tr("Writes every figure as PNG, SVG and PDF to a folder."));
    bar->addWidget(m_exportOne);
    bar->addWidget(m_exportAll);
    layout->addLayout(bar);

    m_stack = new QStackedWidget(this);
    m_empty = new QLabel(tr("No results yet. Run an analysis to see its figures here."), this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_stack->addWidget(m_empty);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("figureTabs"));
    m_stack->addWidget(m_tabs);
    layout->addWidget(m_stack, 1);

    // Cosine heatmap, with its model and word order.
    auto *heatmapPage = new QWidget(this);
    auto *heatmapLayout = new QVBoxLayout(heatmapPage);
    heatmapLayout->setContentsMargins(0, 0, 0, 0);
    auto *heatmapBar = new QHBoxLayout;
    heatmapBar->addWidget(new QLabel(tr("Model:"), heatmapPage));
    m_heatmapModel = new QComboBox(heatmapPage);
    m_heatmapModel->setObjectName(QStringLiteral("heatmapModel"));
    m_heatmapModel->setAccessibleName(tr("Model of the heatmap"));
    m_heatmapModel->setSizeAdjustPolicy(QComboBox::AdjustToContents); // the models come later
    heatmapBar->addWidget(m_heatmapModel);
    heatmapBar->addSpacing(12);
    heatmapBar->addWidget(new QLabel(tr("Word order:"), heatmapPage));
    m_heatmapOrder = new QComboBox(heatmapPage);
    m_heatmapOrder->setObjectName(QStringLiteral("heatmapOrder"));
    m_heatmapOrder->setAccessibleName(tr("Word order of the heatmap"));
    m_heatmapOrder->addItem(tr("File order (most frequent first)"), static_cast<int>(HeatmapOrder::FileOrder));
    m_heatmapOrder->addItem(tr("Grouped by similarity (raw)"), static_cast<int>(HeatmapOrder::SimilarityRaw));
    m_heatmapOrder->addItem(tr("Grouped by similarity (whitened)"), static_cast<int>(HeatmapOrder::SimilarityWhitened));
    m_heatmapOrder->setToolTip(tr("Grouped: words split again and again along their main direction of variation "
                                  "(principal direction divisive partitioning), so similar words sit together."));
    heatmapBar->addWidget(m_heatmapOrder);
    heatmapBar->addStretch(1);
    heatmapLayout->addLayout(heatmapBar);
    m_missingVectors = new QWidget(heatmapPage);
    auto *missingLayout = new QHBoxLayout(m_missingVectors);
    missingLayout->setContentsMargins(0, 0, 0, 0);
    m_missingVectorsText = new QLabel(m_missingVectors);
    m_missingVectorsText->setObjectName(QStringLiteral("missingVectorsText"));
    m_missingVectorsText->setWordWrap(true);
    missingLayout->addWidget(m_missingVectorsText, 1);
    m_computeVectors = new QPushButton(tr("Compute the sampled vectors"), m_missingVectors);
    m_computeVectors->setObjectName(QStringLiteral("computeVectorsButton"));
    m_computeVectors->setToolTip(tr("Measures the anisotropy of these models again (same seed, same numbers), "
                                    "which keeps the sampled vectors in memory for the heatmap."));
    missingLayout->addWidget(m_computeVectors);
    heatmapLayout->addWidget(m_missingVectors);
    m_heatmap = new CosineHeatmapView(heatmapPage);
    m_heatmap->setObjectName(QStringLiteral("heatmapView"));
    m_heatmap->setAccessibleName(tr("Cosine heatmap, raw and whitened"));
    heatmapLayout->addWidget(m_heatmap, 1);
    heatmapLayout->addWidget(hint(tr("Point at a cell to read its two words and cosine. Wheel: zoom. Drag: move. "
                                     "Double-click: the whole matrix."),
                                  heatmapPage));
    m_tabs->addTab(heatmapPage, tr("Cosine heatmap"));

    const QString chartHint = tr("Point at a line to read its values. Wheel: zoom. Drag: move. Double-click: "
                                 "everything. Click a name in the legend to hide or show its model.");
    m_explained = new ChartFigureView(std::make_unique<ExplainedVarianceFigure>(), this);
    m_explained->setObjectName(QStringLiteral("explainedVarianceView"));
    m_explained->setAccessibleName(tr("Explained variance of the top principal components, raw and whitened"));
    m_tabs->addTab(withHint(m_explained, chartHint, this), tr("Explained variance"));
    m_eigen = new ChartFigureView(std::make_unique<EigenSpectrumFigure>(), this);
    m_eigen->setObjectName(QStringLiteral("eigenSpectrumView"));
    m_eigen->setAccessibleName(tr("Eigenvalue spectrum with epsilon"));
    m_tabs->addTab(withHint(m_eigen, chartHint, this), tr("Eigenvalues and ε"));

    m_grid = new EffectSizeGridView(this);
    m_grid->setObjectName(QStringLiteral("effectSizeGridView"));
    m_grid->setAccessibleName(tr("Effect sizes of every model and suite, raw and whitened"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_grid);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setBackgroundRole(QPalette::Base);
    auto *gridPage =
        withHint(scroll, tr("Point at a cell for its numbers; click it for the words and the permutation test."), this);
    auto *gridBar = new QHBoxLayout;
    auto *gridMeasureLabel = new QLabel(tr("Measure:"), gridPage);
    m_gridMeasure = new QComboBox(gridPage);
    m_gridMeasure->setObjectName(QStringLiteral("gridMeasureCombo"));
    m_gridMeasure->setAccessibleName(tr("Measure of the grid"));
    m_gridMeasure->setToolTip(tr("WEAT's effect size d, or one of WEFE's measures (RND, MAC, ECT, RIPA, RNSB), raw and "
                                 "whitened in each cell"));
    gridMeasureLabel->setBuddy(m_gridMeasure);
    gridBar->addWidget(gridMeasureLabel);
    gridBar->addWidget(m_gridMeasure);
    gridBar->addStretch(1);
    static_cast<QVBoxLayout *>(gridPage->layout())->insertLayout(0, gridBar);
    connect(m_gridMeasure, &QComboBox::currentIndexChanged, this,
            [this] { m_grid->setMeasure(static_cast<isoscope::Measure>(m_gridMeasure->currentData().toInt())); });
    m_tabs->addTab(gridPage, tr("Effect sizes"));

    m_scatter = new ChartFigureView(std::make_unique<BeforeAfterScatterFigure>(), this);
    m_scatter->setObjectName(QStringLiteral("beforeAfterView"));
    m_scatter->setAccessibleName(tr("Raw against whitened d, one panel per bias type"));
    auto *scatterPage = withHint(m_scatter,
                                 tr("Point at a marker to name its model and suite; click it for the details. Wheel: "
                                    "zoom. Drag: move. Double-click: everything."),
                                 this);
    m_errorBars = new QCheckBox(tr("Error bars: bootstrap confidence intervals of d"), scatterPage);
    m_errorBars->setObjectName(QStringLiteral("scatterErrorBars"));
    m_errorBars->setChecked(true);
    m_errorBars->setToolTip(tr("Horizontal bar: the interval of raw d; vertical bar: the interval of whitened d "
                               "(resamples of the words of X and Y; B and the level are on the Options page). Also "
                               "in the exported figure."));
    static_cast<QVBoxLayout *>(scatterPage->layout())->insertWidget(0, m_errorBars);
    m_tabs->addTab(scatterPage, tr("Before/after"));
    connect(m_errorBars, &QCheckBox::toggled, this, [this](bool shown) {
        static_cast<BeforeAfterScatterFigure *>(m_scatter->figure())->setErrorBars(shown);
        m_scatter->figure()->setWindow(ChartWindow{});
        m_scatter->rebuild();
    });

    connect(m_grid, &EffectSizeGridView::drillDownRequested, this, &FiguresPanel::drillDownRequested);
    connect(m_scatter, &ChartFigureView::drillDownRequested, this, &FiguresPanel::drillDownRequested);
    connect(m_heatmapModel, &QComboBox::currentIndexChanged, this,
            [this](int) { m_heatmap->setModelIndex(m_heatmapModel->currentData().toInt()); });
    connect(m_heatmapOrder, &QComboBox::currentIndexChanged, this,
            [this](int) { m_heatmap->setOrder(static_cast<HeatmapOrder>(m_heatmapOrder->currentData().toInt())); });
    const auto restyle = [this] {
        setFigurePalette(static_cast<FigurePalette>(m_palette->currentData().toInt()), m_greyscale->isChecked());
    };
    connect(m_palette, &QComboBox::currentIndexChanged, this, restyle);
    connect(m_greyscale, &QCheckBox::toggled, this, restyle);
    connect(m_computeVectors, &QPushButton::clicked, this, &FiguresPanel::heatmapVectorsRequested);
    connect(m_exportAll, &QPushButton::clicked, this, &FiguresPanel::exportAllFigures);
    connect(m_exportOne, &QPushButton::clicked, this, &FiguresPanel::exportCurrentFigure);
    setResults(nullptr);
}

void FiguresPanel::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    m_results = std::move(results);
    const bool any = m_results && !m_results->models.empty();
    m_stack->setCurrentWidget(any ? static_cast<QWidget *>(m_tabs) : m_empty);
    m_exportOne->setEnabled(any);
    m_exportAll->setEnabled(any);
    static_cast<ExplainedVarianceFigure *>(m_explained->figure())->setResults(m_results);
    static_cast<EigenSpectrumFigure *>(m_eigen->figure())->setResults(m_results);
    static_cast<BeforeAfterScatterFigure *>(m_scatter->figure())->setResults(m_results);
    m_errorBars->setEnabled(static_cast<BeforeAfterScatterFigure *>(m_scatter->figure())->hasIntervals());
    for (ChartFigureView *view : {m_explained, m_eigen, m_scatter}) {
        view->figure()->setWindow(ChartWindow{});
        view->rebuild();
    }
    m_grid->setResults(m_results);
    {
        // The measures these results hold; the one chosen stays chosen if it is among them.
        const int chosen = m_gridMeasure->currentData().isValid() ? m_gridMeasure->currentData().toInt()
                                                                  : int(isoscope::Measure::Weat);
        const QSignalBlocker block(m_gridMeasure);
        m_gridMeasure->clear();
        for (isoscope::Measure m : measuresIn(m_results.get()))
            m_gridMeasure->addItem(MeasureText::shortName(m), int(m));
        m_gridMeasure->setCurrentIndex(std::max(0, m_gridMeasure->findData(chosen)));
        m_gridMeasure->setEnabled(m_gridMeasure->count() > 1);
        m_grid->setMeasure(static_cast<isoscope::Measure>(m_gridMeasure->currentData().toInt()));
    }
    m_heatmap->setResults(m_results);
    if (!m_pendingHeatmapModel.isEmpty() && any) {
        chooseHeatmapModel(m_pendingHeatmapModel);
        m_pendingHeatmapModel.clear();
    }
    updateModels();
}

void FiguresPanel::chooseHeatmapModel(const QString &name)
{
    for (std::size_t i = 0; m_results && i < m_results->models.size(); ++i)
        if (QString::fromStdString(m_results->models[i].spec.name) == name
            && m_results->models[i].anisotropy.sampleRaw.rows() > 0 && m_heatmap->modelIndex() != int(i))
            m_heatmap->setModelIndex(static_cast<int>(i));
}

FiguresPanel::State FiguresPanel::state() const
{
    State state;
    state.tab = m_tabs->currentIndex();
    state.palette = m_palette->currentIndex();
    state.greyscale = m_greyscale->isChecked();
    state.errorBars = m_errorBars->isChecked();
    state.order = m_heatmapOrder->currentIndex();
    const int model = m_heatmap->modelIndex();
    if (m_results && model >= 0 && model < static_cast<int>(m_results->models.size()))
        state.heatmapModel = QString::fromStdString(m_results->models[static_cast<std::size_t>(model)].spec.name);
    else
        state.heatmapModel = m_pendingHeatmapModel;
    state.hiddenExplained = static_cast<const ExplainedVarianceFigure *>(m_explained->figure())->hiddenModels();
    state.hiddenEigen = static_cast<const EigenSpectrumFigure *>(m_eigen->figure())->hiddenModels();
    return state;
}

void FiguresPanel::restoreState(const State &state)
{
    m_tabs->setCurrentIndex(state.tab);
    m_palette->setCurrentIndex(state.palette);
    m_greyscale->setChecked(state.greyscale);
    m_errorBars->setChecked(state.errorBars);
    m_heatmapOrder->setCurrentIndex(state.order);
    static_cast<ExplainedVarianceFigure *>(m_explained->figure())->setHiddenModels(state.hiddenExplained);
    static_cast<EigenSpectrumFigure *>(m_eigen->figure())->setHiddenModels(state.hiddenEigen);
    for (ChartFigureView *view : {m_explained, m_eigen})
        view->rebuild();
    if (m_results && !m_results->models.empty()) {
        chooseHeatmapModel(state.heatmapModel);
        updateModels();
    } else {
        m_pendingHeatmapModel = state.heatmapModel;
    }
}

void FiguresPanel::updateModels()
{
    const QSignalBlocker blocker(m_heatmapModel);
    m_heatmapModel->clear();
    QStringList missing;
    if (m_results)
        for (std::size_t i = 0; i < m_results->models.size(); ++i) {
            const auto &m = m_results->models[i];
            if (m.anisotropy.sampleRaw.rows() > 0)
                m_heatmapModel->addItem(QString::fromStdString(m.spec.name), static_cast<int>(i));
            else if (!m.anisotropy.sample.empty())
                missing << QString::fromStdString(m.spec.name);
        }
    m_heatmapModel->setCurrentIndex(m_heatmapModel->findData(m_heatmap->modelIndex()));
    m_heatmapModel->setEnabled(m_heatmapModel->count() > 1);
    // A reopened study has the anisotropy statistics but not the sampled vectors (the study file
    // does not keep them): the heatmap of those models needs them computed again.
    m_missingVectors->setVisible(!missing.isEmpty());
    m_missingVectorsText->setText(tr("The heatmap needs the sampled vectors of %1, which the study file does not keep.",
                                     nullptr, static_cast<int>(missing.size()))
                                      .arg(QLocale().createSeparatedList(missing)));
}

void FiguresPanel::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

FiguresPanel::Tab FiguresPanel::currentTab() const
{
    return static_cast<Tab>(m_tabs->currentIndex());
}

void FiguresPanel::setFigurePalette(FigurePalette palette, bool greyscale)
{
    {
        const QSignalBlocker a(m_palette);
        const QSignalBlocker b(m_greyscale);
        m_palette->setCurrentIndex(m_palette->findData(static_cast<int>(palette)));
        m_greyscale->setChecked(greyscale);
    }
    m_heatmap->setFigurePalette(palette, greyscale);
    m_grid->setFigurePalette(palette, greyscale);
    for (ChartFigureView *view : {m_explained, m_eigen, m_scatter})
        view->setFigurePalette(palette, greyscale);
}

QList<FigureJob> FiguresPanel::figureJobs() const
{
    StudyFigures::Options options;
    options.order = m_heatmap->order();
    options.hiddenModels = static_cast<ExplainedVarianceFigure *>(m_explained->figure())->hiddenModels();
    options.errorBars = m_errorBars->isChecked();
    options.gridMeasure = m_grid->figure().measure();
    return StudyFigures::jobs(m_results, options);
}

FigureExportDialog *FiguresPanel::exportDialog()
{
    if (!m_dialog)
        m_dialog = new FigureExportDialog(this);
    FigureExportOptions options = m_dialog->options();
    options.palette = static_cast<FigurePalette>(m_palette->currentData().toInt());
    options.greyscale = m_greyscale->isChecked();
    m_dialog->setOptions(options);
    return m_dialog;
}

void FiguresPanel::exportAllFigures()
{
    FigureExportDialog *dialog = exportDialog();
    dialog->setJobs(figureJobs());
    dialog->open();
}

void FiguresPanel::exportCurrentFigure()
{
    QString name;
    switch (currentTab()) {
    case HeatmapTab:
        if (m_heatmap->modelIndex() >= 0)
            name = StudyFigures::heatmapFileNames(*m_results).value(m_heatmap->modelIndex());
        break;
    case ExplainedVarianceTab: name = m_explained->figure()->fileName(); break;
    case EigenvaluesTab: name = m_eigen->figure()->fileName(); break;
    case EffectSizesTab: name = m_grid->figure().fileName(); break;
    case BeforeAfterTab: name = m_scatter->figure()->fileName(); break;
    }
    QList<FigureJob> jobs;
    for (const FigureJob &job : figureJobs())
        if (job.fileName == name)
            jobs.append(job);
    FigureExportDialog *dialog = exportDialog();
    dialog->setJobs(jobs);
    dialog->open();
}

} // namespace isoscope::ui
