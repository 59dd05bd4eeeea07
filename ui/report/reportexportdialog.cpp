#include "ui/report/reportexportdialog.h"

#include "ui/common/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace isoscope::ui {

ReportExportDialog::ReportExportDialog(std::shared_ptr<const isoscope::AnalysisResult> results, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export Report"));
    setAccessibleName(tr("Export Report"));
    resize(1100, 760);

    const QStringList tables = settings::reportTables.value();
    const QStringList figures = settings::reportFigures.value();
    const QStringList formats = settings::reportFormats.value();

    auto *choices = new QVBoxLayout;
    auto *tableBox = new QGroupBox(tr("Tables"));
    auto *tableLayout = new QVBoxLayout(tableBox);
    const std::pair<ReportTable, QString> tableNames[] = {{ReportTable::Anisotropy, tr("Table 2: anisotropy")},
                                                          {ReportTable::Similarity, tr("Table 3: word similarity")},
                                                          {ReportTable::Weat, tr("Table A1: WEAT")}};
    for (const auto &[table, label] : tableNames) {
        auto *box = new QCheckBox(label);
        box->setAccessibleName(label);
        box->setChecked(tables.contains(ReportOptions::tableKey(table)));
        tableLayout->addWidget(box, 0, Qt::AlignLeft);
        m_tables.append({table, box});
        connect(box, &QCheckBox::toggled, this, &ReportExportDialog::updatePreview);
    }
    choices->addWidget(tableBox);

    auto *figureBox = new QGroupBox(tr("Figures"));
    auto *figureLayout = new QVBoxLayout(figureBox);
    const std::pair<ReportFigure, QString> figureNames[] = {
        {ReportFigure::Heatmap, tr("Cosine heatmap")},
        {ReportFigure::ExplainedVariance, tr("Explained variance")},
        {ReportFigure::EigenvalueSpectrum, tr("Eigenvalue spectrum")},
        {ReportFigure::EffectSizeGrid, tr("Effect-size grid")},
        {ReportFigure::BeforeAfterScatter, tr("Before/after scatter")}};
    for (const auto &[figure, label] : figureNames) {
        auto *box = new QCheckBox(label);
        box->setAccessibleName(label);
        box->setChecked(figures.contains(ReportOptions::figureKey(figure)));
        figureLayout->addWidget(box, 0, Qt::AlignLeft);
        m_figures.append({figure, box});
        connect(box, &QCheckBox::toggled, this, &ReportExportDialog::updatePreview);
    }
    choices->addWidget(figureBox);

    auto *formatBox = new QGroupBox(tr("Formats"));
    auto *formatLayout = new QVBoxLayout(formatBox);
    const auto format = [&](const QString &label, const QString &key) {
        auto *box = new QCheckBox(label);
        box->setAccessibleName(label);
        box->setChecked(formats.contains(key));
        formatLayout->addWidget(box, 0, Qt::AlignLeft);
        return box;
    };
    m_odt = format(tr("ODF text (.odt, opens in Word and LibreOffice)"), QStringLiteral("odt"));
    m_html = format(tr("HTML (one file, figures inside)"), QStringLiteral("html"));
    m_pdf = format(tr("PDF"), QStringLiteral("pdf"));
    choices->addWidget(formatBox);

    auto *form = new QFormLayout;
    m_language = new QComboBox;
    m_language->setAccessibleName(tr("Language of the report"));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    const int language = m_language->findData(settings::reportLanguage.value());
    m_language->setCurrentIndex(language >= 0 ? language : 0);
    connect(m_language, &QComboBox::currentIndexChanged, this, &ReportExportDialog::updatePreview);
    form->addRow(tr("&Language:"), m_language);
    choices->addLayout(form);

    auto *folderRow = new QHBoxLayout;
    m_folder = new QLineEdit;
    m_folder->setAccessibleName(tr("Report folder"));
    QString folder = settings::lastExportFolder.value();
    m_folder->setText(folder.isEmpty() ? QDir::homePath() : folder);
    auto *browse = new QPushButton(tr("&Browse…"));
    browse->setAccessibleName(tr("Choose the report folder"));
    connect(browse, &QPushButton::clicked, this, &ReportExportDialog::chooseFolder);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *folderLabel = new QLabel(tr("&Folder:"));
    folderLabel->setBuddy(m_folder);
    choices->addWidget(folderLabel);
    choices->addLayout(folderRow);
    choices->addStretch(1);

    m_preview = new QTextBrowser;
    m_preview->setAccessibleName(tr("Report preview"));
    m_preview->setOpenLinks(false);

    auto *top = new QHBoxLayout;
    top->addLayout(choices);
    top->addWidget(m_preview, 1);

    m_status = new QLabel;
    m_status->setAccessibleName(tr("Export status"));
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_export = buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    m_export->setAccessibleName(tr("Export the report"));
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    disconnect(buttons, &QDialogButtonBox::accepted, nullptr, nullptr);
    connect(m_export, &QPushButton::clicked, this, &ReportExportDialog::exportReport);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    m_report = std::make_unique<ReportDocument>(std::move(results), options());
    updatePreview();
}

ReportExportDialog::~ReportExportDialog()
{
    m_preview->setDocument(nullptr); // before the document shown goes
}

ReportOptions ReportExportDialog::options() const
{
    ReportOptions options;
    options.language = m_language->currentData().toString();
    options.tables.clear();
    for (const auto &[table, box] : m_tables)
        if (box->isChecked())
            options.tables.append(table);
    options.figures.clear();
    for (const auto &[figure, box] : m_figures)
        if (box->isChecked())
            options.figures.append(figure);
    options.sourceName = tr("the study's results");
    return options;
}

void ReportExportDialog::updatePreview()
{
    if (!m_report)
        return;
    m_report->setOptions(options());
    QString error;
    std::unique_ptr<QTextDocument> document = m_report->textDocument(ReportDocument::FigureMode::Pictures, &error);
    const int scroll = m_preview->verticalScrollBar()->value();
    // The browser does not own a document it is given: the dialog keeps the one shown.
    m_preview->setDocument(document.get());
    m_shown = std::move(document);
    m_preview->verticalScrollBar()->setValue(scroll);
    m_status->setText(error.isEmpty() ? QString() : tr("A figure could not be drawn: %1").arg(error));
}

void ReportExportDialog::chooseFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Write the report into"), m_folder->text());
    if (!dir.isEmpty())
        m_folder->setText(dir);
}

void ReportExportDialog::remember() const
{
    QStringList tables, figures, formats;
    for (const auto &[table, box] : m_tables)
        if (box->isChecked())
            tables.append(ReportOptions::tableKey(table));
    for (const auto &[figure, box] : m_figures)
        if (box->isChecked())
            figures.append(ReportOptions::figureKey(figure));
    if (m_odt->isChecked())
        formats.append(QStringLiteral("odt"));
    if (m_html->isChecked())
        formats.append(QStringLiteral("html"));
    if (m_pdf->isChecked())
        formats.append(QStringLiteral("pdf"));
    settings::reportTables.setValue(tables);
    settings::reportFigures.setValue(figures);
    settings::reportFormats.setValue(formats);
    settings::reportLanguage.setValue(m_language->currentData().toString());
}

void ReportExportDialog::exportReport()
{
    remember();
    m_written.clear();
    const QString folder = m_folder->text().trimmed();
    if (folder.isEmpty() || !QDir().mkpath(folder)) {
        m_status->setText(tr("The folder '%1' cannot be created.").arg(folder));
        return;
    }
    if (!m_odt->isChecked() && !m_html->isChecked() && !m_pdf->isChecked()) {
        m_status->setText(tr("Choose at least one format."));
        return;
    }
    settings::lastExportFolder.setValue(folder);
    m_report->setOptions(options());
    const QDir dir(folder);
    QString error;
    const std::pair<QCheckBox *, ReportFormat> formats[] = {
        {m_odt, ReportFormat::Odt}, {m_html, ReportFormat::Html}, {m_pdf, ReportFormat::Pdf}};
    for (const auto &[box, format] : formats) {
        if (!box->isChecked())
            continue;
        const QString file = dir.filePath(QStringLiteral("report.") + ReportDocument::extension(format));
        if (!m_report->write(format, file, &error)) {
            m_status->setText(tr("The report could not be written: %1").arg(error));
            return;
        }
        m_written.append(file);
    }
    const QString bib = dir.filePath(QStringLiteral("references.bib"));
    if (!m_report->writeBibtex(bib, &error)) {
        m_status->setText(tr("The report could not be written: %1").arg(error));
        return;
    }
    m_written.append(bib);
    QStringList names;
    for (const QString &file : m_written)
        names.append(QFileInfo(file).fileName());
    m_status->setText(tr("Wrote %1 to %2").arg(names.join(QStringLiteral(", ")), folder));
}

} // namespace isoscope::ui
