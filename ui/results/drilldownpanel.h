#pragma once

#include "core/analysis.h"

#include <QWidget>

class QChartView;
class QLabel;
class QTableView;

namespace isoscope::ui {

class WordAssociationModel;

/// One model x suite in detail: every target word's s(w, A, B) raw and whitened, the words that
/// were missing, d, S, p and the SD they used, the permutation distribution of S in each space as
/// a histogram with the observed S marked, and the conventions of the test.
class DrillDownPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DrillDownPanel)

public:
    explicit DrillDownPanel(QWidget *parent = nullptr);

    /// Shows a result (copied); params give the conventions. Nothing clears the panel.
    void setResult(const isoscope::WeatResult *result, const isoscope::AnalysisParams &params);
    bool hasResult() const { return m_hasResult; }
    QString title() const;

Q_SIGNALS:
    void closeRequested();
    /// "Sensitivity…": the user wants the sensitivity analyses of this result.
    void sensitivityRequested();

private:
    void updateChart(QChartView *view, const QString &title, const std::optional<isoscope::WeatStatistic> &stat);

    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_missing = nullptr;
    QLabel *m_conventions = nullptr;
    QTableView *m_words = nullptr;
    WordAssociationModel *m_wordModel = nullptr;
    QChartView *m_rawChart = nullptr;
    QChartView *m_whitenedChart = nullptr;
    bool m_hasResult = false;
};

} // namespace isoscope::ui
