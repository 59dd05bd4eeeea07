#pragma once

#include "ui/report/reportdocument.h"

#include <QDialog>
#include <QList>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QTextDocument;

namespace isoscope::ui {

/// File > Export Report…: the report of the study's results (ReportDocument) with a preview, the
/// tables, figures, formats and language of the prose to choose, and the folder to write into.
/// The choices are remembered (settings::reportTables, reportFigures, reportFormats,
/// reportLanguage).
class ReportExportDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit ReportExportDialog(std::shared_ptr<const isoscope::AnalysisResult> results, QWidget *parent = nullptr);
    ~ReportExportDialog() override;

    ReportOptions options() const;
    /// The files the last export wrote.
    QStringList written() const { return m_written; }

private:
    void updatePreview();
    void chooseFolder();
    void exportReport();
    void remember() const;

    std::unique_ptr<ReportDocument> m_report;
    QList<QPair<ReportTable, QCheckBox *>> m_tables;
    QList<QPair<ReportFigure, QCheckBox *>> m_figures;
    QCheckBox *m_odt = nullptr;
    QCheckBox *m_html = nullptr;
    QCheckBox *m_pdf = nullptr;
    QComboBox *m_language = nullptr;
    QLineEdit *m_folder = nullptr;
    QTextBrowser *m_preview = nullptr;
    std::unique_ptr<QTextDocument> m_shown;
    QLabel *m_status = nullptr;
    QPushButton *m_export = nullptr;
    QStringList m_written;
};

} // namespace isoscope::ui
