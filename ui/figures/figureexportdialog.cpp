#include "ui/figures/figureexportdialog.h"

#include "ui/figures/figure.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace isoscope::ui {

namespace {

enum WidthPreset { SingleColumn, DoubleColumn, CustomWidth };

} // namespace

FigureExportDialog::FigureExportDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export figures"));
    auto *layout = new QVBoxLayout(this);
    m_figures = new QLabel(this);
    m_figures->setWordWrap(true);
    layout->addWidget(m_figures);

    auto *form = new QFormLayout;
    auto *folderRow = new QHBoxLayout;
    m_folder = new QLineEdit(this);
    m_folder->setObjectName(QStringLiteral("exportFolder"));
    m_folder->setAccessibleName(tr("Folder for the figures"));
    auto *browse = new QPushButton(tr("Choose…"), this);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    form->addRow(tr("Folder:"), folderRow);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the figures"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });

    auto *formats = new QHBoxLayout;
    m_png = new QCheckBox(tr("PNG"), this);
    m_svg = new QCheckBox(tr("SVG"), this);
    m_pdf = new QCheckBox(tr("PDF"), this);
    for (QCheckBox *box : {m_png, m_svg, m_pdf}) {
        box->setChecked(true);
        formats->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &FigureExportDialog::updateStartButton);
    }
    formats->addStretch(1);
    form->addRow(tr("Formats:"), formats);

    m_dpi = new QComboBox(this);
    m_dpi->addItem(tr("300 dpi"), 300);
    m_dpi->addItem(tr("600 dpi"), 600);
    m_dpi->setToolTip(tr("Resolution of the PNG, and of the heatmap picture inside SVG and PDF."));
    form->addRow(tr("Resolution:"), m_dpi);

    auto *widthRow = new QHBoxLayout;
    m_widthPreset = new QComboBox(this);
    m_widthPreset->addItem(tr("Single column (85 mm)"), SingleColumn);
    m_widthPreset->addItem(tr("Double column (180 mm)"), DoubleColumn);
    m_widthPreset->addItem(tr("Custom"), CustomWidth);
    m_width = new QDoubleSpinBox(this);
    m_width->setRange(40, 600);
    m_width->setAccessibleName(tr("Width in millimetres"));
    m_width->setKeyboardTracking(false);
    m_width->setDecimals(1);
    m_width->setSuffix(tr(" mm"));
    widthRow->addWidget(m_widthPreset);
    widthRow->addWidget(m_width);
    form->addRow(tr("Width:"), widthRow);
    connect(m_widthPreset, &QComboBox::currentIndexChanged, this, &FigureExportDialog::updateWidthField);

    m_font = new QDoubleSpinBox(this);
    m_font->setRange(4, 24);
    m_font->setKeyboardTracking(false);
    m_font->setDecimals(1);
    m_font->setSingleStep(0.5);
    m_font->setSuffix(tr(" pt"));
    form->addRow(tr("Font size:"), m_font);

    m_palette = new QComboBox(this);
    m_palette->addItem(tr("Standard (as in the paper)"), static_cast<int>(FigurePalette::Standard));
    m_palette->addItem(tr("Colour-blind safe (Okabe-Ito, purple-orange)"),
                       static_cast<int>(FigurePalette::ColourBlindSafe));
    form->addRow(tr("Colours:"), m_palette);
    m_greyscale = new QCheckBox(tr("Greyscale (to check how a greyscale print reads)"), this);
    form->addRow(QString(), m_greyscale);
    layout->addLayout(form);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("exportProgress"));
    m_progress->setTextVisible(true);
    layout->addWidget(m_progress);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_start = m_buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    m_start->setDefault(true);
    connect(m_start, &QPushButton::clicked, this, &FigureExportDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, [this] {
        if (isRunning())
            m_cancelled = true;
        else
            reject();
    });
    layout->addWidget(m_buttons);

    setOptions(FigureExportOptions{});
    m_folder->setText(QDir::home().filePath(QStringLiteral("isoscope-figures")));
}

void FigureExportDialog::setJobs(const QList<FigureJob> &jobs)
{
    m_jobs = jobs;
    QStringList names;
    for (const FigureJob &job : jobs)
        names.append(job.fileName);
    m_figures->setText((jobs.size() == 1 ? tr("1 figure: %1") : tr("%1 figures: %2").arg(jobs.size()))
                           .arg(names.join(QStringLiteral(", "))));
    m_progress->setRange(0, std::max<int>(1, static_cast<int>(jobs.size())));
    m_progress->setValue(0);
    m_status->clear();
    updateStartButton();
}

void FigureExportDialog::setOptions(const FigureExportOptions &options)
{
    m_png->setChecked(options.formats.contains(FigureFormat::Png));
    m_svg->setChecked(options.formats.contains(FigureFormat::Svg));
    m_pdf->setChecked(options.formats.contains(FigureFormat::Pdf));
    const int dpi = m_dpi->findData(options.dpi);
    if (dpi >= 0) {
        m_dpi->setCurrentIndex(dpi);
    } else {
        m_dpi->addItem(tr("%1 dpi").arg(options.dpi), options.dpi);
        m_dpi->setCurrentIndex(m_dpi->count() - 1);
    }
    m_width->setValue(options.widthMm);
    m_widthPreset->setCurrentIndex(options.widthMm == FigureExportOptions::kSingleColumnMm   ? SingleColumn
                                   : options.widthMm == FigureExportOptions::kDoubleColumnMm ? DoubleColumn
                                                                                             : CustomWidth);
    updateWidthField();
    m_font->setValue(options.fontPointSize);
    m_palette->setCurrentIndex(m_palette->findData(static_cast<int>(options.palette)));
    m_greyscale->setChecked(options.greyscale);
}

FigureExportOptions FigureExportDialog::options() const
{
    FigureExportOptions o;
    o.formats.clear();
    if (m_png->isChecked())
        o.formats.append(FigureFormat::Png);
    if (m_svg->isChecked())
        o.formats.append(FigureFormat::Svg);
    if (m_pdf->isChecked())
        o.formats.append(FigureFormat::Pdf);
    o.dpi = m_dpi->currentData().toInt();
    o.widthMm = m_width->value();
    o.fontPointSize = m_font->value();
    o.palette = static_cast<FigurePalette>(m_palette->currentData().toInt());
    o.greyscale = m_greyscale->isChecked();
    return o;
}

void FigureExportDialog::setFolder(const QString &folder)
{
    m_folder->setText(folder);
}

QString FigureExportDialog::folder() const
{
    return m_folder->text();
}

void FigureExportDialog::updateWidthField()
{
    switch (m_widthPreset->currentData().toInt()) {
    case SingleColumn: m_width->setValue(FigureExportOptions::kSingleColumnMm); break;
    case DoubleColumn: m_width->setValue(FigureExportOptions::kDoubleColumnMm); break;
    default: break;
    }
    m_width->setEnabled(m_widthPreset->currentData().toInt() == CustomWidth);
}

void FigureExportDialog::updateStartButton()
{
    m_start->setEnabled(!isRunning() && !m_jobs.isEmpty() && !options().formats.isEmpty());
}

void FigureExportDialog::start()
{
    if (isRunning() || m_jobs.isEmpty() || options().formats.isEmpty())
        return;
    if (!QDir().mkpath(folder())) {
        m_status->setText(tr("Cannot create the folder %1.").arg(folder()));
        return;
    }
    m_written.clear();
    m_cancelled = false;
    m_next = 0;
    m_progress->setValue(0);
    m_start->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Cancel"));
    QTimer::singleShot(0, this, &FigureExportDialog::step);
}

void FigureExportDialog::step()
{
    if (m_cancelled) {
        finish(tr("Cancelled."));
        return;
    }
    if (m_next >= m_jobs.size()) {
        finish(QString());
        return;
    }
    const FigureJob &job = m_jobs[m_next];
    m_status->setText(tr("Writing %1…").arg(job.title));
    const std::unique_ptr<Figure> figure = job.make();
    const FigureExportOptions o = options();
    QString error;
    const QStringList files = FigureExporter::exportFigure(*figure, QDir(folder()).filePath(job.fileName), o, &error);
    m_written += files;
    if (files.size() != o.formats.size()) {
        finish(error);
        return;
    }
    ++m_next;
    m_progress->setValue(m_next);
    // Back to the event loop between figures: the dialog repaints and Cancel can be pressed.
    QTimer::singleShot(0, this, &FigureExportDialog::step);
}

void FigureExportDialog::finish(const QString &error)
{
    m_next = -1;
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
    updateStartButton();
    m_status->setText(error.isEmpty()
                          ? tr("Wrote %n file(s) to %1.", nullptr, static_cast<int>(m_written.size())).arg(folder())
                          : error);
    Q_EMIT exportFinished(m_written, error);
}

} // namespace isoscope::ui
