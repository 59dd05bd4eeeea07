#pragma once

#include "ui/classroom/lessonengine.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTabBar;
class QTextBrowser;
class QTextDocument;

namespace isoscope::ui {

class ChartFigureView;
class CosineHeatmapView;

/// The guided lesson: the paper's argument in five steps on the bundled demo models. Each step has
/// a short text with the formulas and this model's real numbers (computed live by core, on a worker
/// thread, through LessonEngine), the live figure, and a "try it" control: edit a word set of W3,
/// switch the heatmap's model and order, change epsilon, pick another suite, change alpha. Step 3
/// also shows W3's ML-EAT levels (Wolfe et al. 2024): its four blocks of cosines raw beside whitened
/// (level 3, with a figure) and the effect size per target set (level 2).
///
/// Every number in a step's text is an anchor named after what it is ("d_raw", "cosA0", ...), so
/// that tests read exactly what is shown (shownNumber()).
class LessonWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LessonWindow)

public:
    enum Step { WeatStep, AnisotropyStep, WhiteningStep, DisappearingStep, ReportBothStep, StepCount };

    explicit LessonWindow(QWidget *parent = nullptr);
    ~LessonWindow() override;

    LessonEngine *engine() const { return m_engine; }
    CosineHeatmapView *heatmapView() const { return m_heatmap; }
    void setStep(int step);
    int step() const;
    /// The text of a step as shown.
    QTextDocument *document(int step) const;
    /// The text of the number named key in a step's text (e.g. "d_raw"), or an empty string.
    QString shownNumber(int step, const QString &key) const;
    /// Try it, step 1: replaces the words of a set of W3 (as the word box and Apply do).
    void applyWordSet(int role, const QString &words);
    /// Try it, step 3: a new epsilon (as the spin box and Apply do).
    void applyEpsilon(double epsilon);
    /// Try it, step 4: the suite shown.
    void showSuite(const QString &suiteId);

    QSize sizeHint() const override { return QSize(1280, 800); }

Q_SIGNALS:
    /// The texts and figures show the engine's newest numbers.
    void refreshed();

private:
    QWidget *createStep(const QString &tryTitle, QWidget *figure, QWidget *tryIt, QTextBrowser **text);
    QWidget *createWeatTry();
    QWidget *createAnisotropyTry();
    QWidget *createWhiteningTry();
    QWidget *createDisappearingTry();
    QWidget *createReportTry();
    void refresh();
    void setBusy(bool busy);
    void fillWordBox();
    QString weatText() const;
    QString anisotropyText() const;
    QString whiteningText() const;
    /// Step 3's paragraphs on W3's ML-EAT levels (both statistics carry levels).
    QString levelsText(const isoscope::WeatStatistic &raw, const isoscope::WeatStatistic &white) const;
    QString disappearingText() const;
    QString reportText() const;
    /// Where the whitened numbers of steps 1, 4 and 5 come from when epsilon is not the paper's (it is
    /// set in step 3 and holds for every step); empty with the paper's.
    QString epsilonNote() const;
    const isoscope::ModelResult *focusModel() const;
    const isoscope::WeatResult *focusResult() const;

    LessonEngine *m_engine;
    QTabBar *m_stepTabs = nullptr;
    QStackedWidget *m_pages = nullptr;
    QTextBrowser *m_texts[StepCount] = {};
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_next = nullptr;

    ChartFigureView *m_barView = nullptr;
    CosineHeatmapView *m_heatmap = nullptr;
    ChartFigureView *m_varianceView = nullptr;
    ChartFigureView *m_levelsView = nullptr; ///< step 3: W3's four cosine blocks (ML-EAT level 3)
    ChartFigureView *m_histogramView = nullptr;
    ChartFigureView *m_scatterView = nullptr;

    QComboBox *m_roleBox = nullptr;
    QPlainTextEdit *m_wordBox = nullptr;
    QLabel *m_weatNote = nullptr;
    QComboBox *m_heatmapModelBox = nullptr;
    QComboBox *m_heatmapOrderBox = nullptr;
    QDoubleSpinBox *m_epsilonBox = nullptr;
    QLabel *m_epsilonNote = nullptr;
    QComboBox *m_suiteBox = nullptr;
    QDoubleSpinBox *m_alphaBox = nullptr;

    std::shared_ptr<const LessonState> m_heatmapState;
    QString m_suiteShown = QString::fromLatin1(lesson::kFocusSuite);
    std::optional<double> m_previousD;      ///< W3's raw d before the last word-set edit
    std::optional<double> m_previousWhiteD; ///< W3's whitened d before the last epsilon change
    int m_editedRole = -1;                  ///< the word set of W3 last applied in step 1 (-1: none since Restore)
};

} // namespace isoscope::ui
