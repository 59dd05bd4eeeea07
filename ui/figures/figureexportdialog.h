#pragma once

#include "ui/figures/figureexporter.h"
#include "ui/figures/studyfigures.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace isoscope::ui {

/// Writes figures to a folder in the chosen formats, size, font and colours, one figure at a
/// time with a progress bar (the event loop runs between figures; Cancel stops after the current
/// one). "Export all figures" gives it every figure of a study; "Export figure" just one.
class FigureExportDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FigureExportDialog)

public:
    explicit FigureExportDialog(QWidget *parent = nullptr);

    void setJobs(const QList<FigureJob> &jobs);
    const QList<FigureJob> &jobs() const { return m_jobs; }
    void setOptions(const FigureExportOptions &options);
    FigureExportOptions options() const;
    void setFolder(const QString &folder);
    QString folder() const;
    bool isRunning() const { return m_next >= 0; }
    const QStringList &writtenFiles() const { return m_written; }

public Q_SLOTS:
    /// Starts writing (what the Export button does).
    void start();

Q_SIGNALS:
    /// Writing ended: every file written so far, and an error (empty on success).
    void exportFinished(const QStringList &files, const QString &error);

private:
    void step();
    void finish(const QString &error);
    void updateWidthField();
    void updateStartButton();

    QList<FigureJob> m_jobs;
    QLineEdit *m_folder = nullptr;
    QCheckBox *m_png = nullptr;
    QCheckBox *m_svg = nullptr;
    QCheckBox *m_pdf = nullptr;
    QComboBox *m_dpi = nullptr;
    QComboBox *m_widthPreset = nullptr;
    QDoubleSpinBox *m_width = nullptr;
    QDoubleSpinBox *m_font = nullptr;
    QComboBox *m_palette = nullptr;
    QCheckBox *m_greyscale = nullptr;
    QLabel *m_figures = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_start = nullptr;
    int m_next = -1;
    bool m_cancelled = false;
    QStringList m_written;
};

} // namespace isoscope::ui
