#include "ui/window/startpage.h"

#include "core/base/datadir.h"
#include "core/serialization/suitesjson.h"
#include "ui/common/errortext.h"
#include "ui/common/tablestyle.h"
#include "ui/jobs/job.h"
#include "ui/jobs/jobpool.h"
#include "ui/suites/suitetablemodel.h"
#include "ui/window/modelsummarytablemodel.h"

#include "isoscope/version.h"

#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPromise>
#include <QPushButton>
#include <QScrollArea>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace isoscope::ui {

namespace {

constexpr int kDemoModelCount = 2;

QString toQString(const std::filesystem::path &path)
{
    return QString::fromStdString(path.string());
}

QLabel *createTextLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// Secondary text (version, captions): between the text and the background colour, readable on any
// theme (the "disabled" text colour is too faint for reading).
QLabel *createSecondaryLabel(const QString &text, QWidget *parent)
{
    QLabel *label = createTextLabel(text, parent);
    QPalette palette = label->palette();
    const QColor foreground = palette.color(QPalette::WindowText);
    const QColor background = palette.color(QPalette::Window);
    const auto mix = [](int a, int b) { return (a * 62 + b * 38) / 100; };
    palette.setColor(QPalette::WindowText,
                     QColor(mix(foreground.red(), background.red()), mix(foreground.green(), background.green()),
                            mix(foreground.blue(), background.blue())));
    label->setPalette(palette);
    return label;
}

// Errors are shown in the page as text (never in a modal box), in a red that reads on light and dark themes.
void showAsError(QLabel *label)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    label->setPalette(palette);
}

QLabel *createErrorLabel(QWidget *parent)
{
    QLabel *label = createTextLabel({}, parent);
    showAsError(label);
    label->hide();
    return label;
}

QLabel *createHeading(const QString &text, qreal scale, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(true);
    label->setFont(font);
    return label;
}

QTableView *createTable(QAbstractItemModel *model, const QString &objectName, const QString &accessibleName,
                        QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setShowGrid(false);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideRight);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    view->verticalHeader()->hide();
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() * 2);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    auto *style = new TableStyle(view);
    view->setStyle(style);
    view->horizontalHeader()->setStyle(style);
    return view;
}

// The tables show every row without scrolling; the page scrolls instead.
void fitHeightToRows(QTableView *view, int reservedRows)
{
    const int rows = std::max(view->model()->rowCount(), reservedRows);
    view->setFixedHeight(view->horizontalHeader()->sizeHint().height()
                         + rows * view->verticalHeader()->defaultSectionSize() + 2 * view->frameWidth());
}

} // namespace

StartPage::StartPage(QWidget *parent)
    : QWidget(parent), m_suiteModel(new SuiteTableModel(this)), m_modelModel(new ModelSummaryTableModel(this))
{
    auto *scrollArea = new QScrollArea(this);
    scrollArea->setFrameShape(QFrame::NoFrame);
    scrollArea->setWidgetResizable(true);
    scrollArea->setWidget(createContents());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scrollArea);

    connect(&m_modelWatcher, &QFutureWatcher<ModelSummary>::resultReadyAt, this,
            [this](int index) { addDemoModel(m_modelWatcher.resultAt(index)); });
    connect(&m_modelWatcher, &QFutureWatcher<ModelSummary>::finished, this, &StartPage::finishReadingDemoModels);

    loadBuiltinData();
}

StartPage::~StartPage()
{
    // The worker only touches its own copies, but it should not outlive the window.
    m_modelWatcher.cancel();
    m_modelWatcher.waitForFinished();
}

QWidget *StartPage::createContents()
{
    auto *contents = new QWidget;
    auto *layout = new QVBoxLayout(contents);
    layout->setContentsMargins(32, 24, 32, 24);
    layout->setSpacing(0);

    layout->addWidget(createHeader());
    layout->addSpacing(28);
    m_dataErrorLabel = createErrorLabel(contents);
    m_dataErrorLabel->setObjectName(QStringLiteral("dataErrorLabel"));
    layout->addWidget(m_dataErrorLabel);
    m_suiteSection = createSuiteSection();
    layout->addWidget(m_suiteSection);
    layout->addSpacing(28);
    m_modelSection = createModelSection();
    layout->addWidget(m_modelSection);
    layout->addSpacing(20);
    m_dataFolderLabel = createSecondaryLabel({}, contents);
    layout->addWidget(m_dataFolderLabel);
    layout->addStretch(1);
    return contents;
}

QWidget *StartPage::createHeader()
{
    auto *header = new QWidget;
    auto *layout = new QVBoxLayout(header);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);

    layout->addWidget(createHeading(tr("Isoscope"), 2.0, header));
    layout->addWidget(createSecondaryLabel(tr("Version %1").arg(QString::fromUtf8(isoscope::kVersion)), header));
    layout->addSpacing(10);

    QLabel *description = createTextLabel(
        tr("Isoscope measures bias in word embeddings with the Word Embedding Association Test (WEAT) of "
           "Caliskan, Bryson and Narayanan (2017). In most embeddings all word vectors crowd into a narrow cone, "
           "and this shared geometry (anisotropy) can make associations look stronger or weaker than they are. "
           "Isoscope therefore runs every test twice, on the vectors as they are and after ZCA whitening, which "
           "removes that geometry, and reports both results side by side, as “Calibrating WEAT Against "
           "Anisotropy” (AIES 2026) recommends."),
        header);
    layout->addWidget(description);
    layout->addSpacing(4);
    layout->addSpacing(12);
    auto *actions = new QHBoxLayout;
    actions->setSpacing(8);
    auto *demo = new QPushButton(tr("Open the &demo study"), header);
    demo->setObjectName(QStringLiteral("openDemoStudyButton"));
    demo->setDefault(true);
    demo->setToolTip(tr("The two demo models with the ten built-in suites and the paper's settings, ready to run"));
    connect(demo, &QPushButton::clicked, this, &StartPage::openDemoStudyRequested);
    auto *create = new QPushButton(tr("&New study"), header);
    connect(create, &QPushButton::clicked, this, &StartPage::newStudyRequested);
    auto *open = new QPushButton(tr("&Open study…"), header);
    connect(open, &QPushButton::clicked, this, &StartPage::openStudyRequested);
    actions->addWidget(demo);
    actions->addWidget(create);
    actions->addWidget(open);
    actions->addSpacing(24);
    auto *lesson = new QPushButton(tr("&Lesson…"), header);
    lesson->setObjectName(QStringLiteral("lessonButton"));
    lesson->setToolTip(tr("A guided lesson on the demo models, for a class that has never heard of WEAT"));
    connect(lesson, &QPushButton::clicked, this, &StartPage::lessonRequested);
    auto *playground = new QPushButton(tr("Anisotropy &playground…"), header);
    playground->setObjectName(QStringLiteral("playgroundButton"));
    playground->setToolTip(tr("Drag the points of a toy embedding and watch the cosines before and after whitening"));
    connect(playground, &QPushButton::clicked, this, &StartPage::playgroundRequested);
    actions->addWidget(lesson);
    actions->addWidget(playground);
    actions->addStretch(1);
    layout->addLayout(actions);
    m_recentLabel = createSecondaryLabel({}, header);
    m_recentLabel->setObjectName(QStringLiteral("recentStudiesLabel"));
    m_recentLabel->setTextFormat(Qt::RichText);
    m_recentLabel->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_recentLabel, &QLabel::linkActivated, this,
            [this](const QString &link) { Q_EMIT openRecentRequested(QUrl(link).toLocalFile()); });
    layout->addWidget(m_recentLabel);
    return header;
}

QWidget *StartPage::createSuiteSection()
{
    auto *section = new QWidget;
    auto *layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);

    layout->addWidget(createHeading(tr("Built-in WEAT suites"), 1.25, section));
    layout->addWidget(createSecondaryLabel(
        tr("The ten tests of Caliskan et al. (2017). Each compares two target word sets, X and Y, with two "
           "attribute word sets, A and B; the last four columns give the number of words in each set."),
        section));
    layout->addSpacing(4);

    m_suiteTable = createTable(m_suiteModel, QStringLiteral("suiteTable"), tr("Built-in WEAT suites"), section);
    QHeaderView *header = m_suiteTable->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(SuiteTableModel::NameColumn, QHeaderView::Stretch);
    const int countWidth = m_suiteTable->fontMetrics().horizontalAdvance(QStringLiteral("|X|")) * 3;
    for (int column = SuiteTableModel::XColumn; column <= SuiteTableModel::BColumn; ++column) {
        header->setSectionResizeMode(column, QHeaderView::Fixed);
        header->resizeSection(column, countWidth);
    }
    layout->addWidget(m_suiteTable);
    connect(m_suiteModel, &QAbstractItemModel::modelReset, this, [this] { fitHeightToRows(m_suiteTable, 1); });
    fitHeightToRows(m_suiteTable, 1);

    m_suiteErrorLabel = createErrorLabel(section);
    m_suiteErrorLabel->setObjectName(QStringLiteral("suiteErrorLabel"));
    layout->addWidget(m_suiteErrorLabel);
    return section;
}

QWidget *StartPage::createModelSection()
{
    auto *section = new QWidget;
    auto *layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);

    layout->addWidget(createHeading(tr("Demo models"), 1.25, section));
    layout->addWidget(createSecondaryLabel(
        tr("Two small subsets of real embeddings, GloVe 6B and word2vec Google News, that cover the WEAT words "
           "and come with Isoscope for trying it out. PROVENANCE.md in the data folder says where they come from."),
        section));
    QLabel *ownWords = createSecondaryLabel(
        tr("They hold little beyond the WEAT words (the word2vec subset has no “doctor” or "
           "“nurse”), so a suite of your own loses words there. For your own words, add a full model: "
           "GloVe 6B from nlp.stanford.edu/projects/glove, for example."),
        section);
    ownWords->setAccessibleName(tr("What the demo models hold"));
    layout->addWidget(ownWords);
    layout->addSpacing(4);

    m_modelTable = createTable(m_modelModel, QStringLiteral("modelTable"), tr("Demo models"), section);
    QHeaderView *header = m_modelTable->horizontalHeader();
    header->setSectionResizeMode(ModelSummaryTableModel::FileColumn, QHeaderView::Stretch);
    layout->addWidget(m_modelTable);
    // Rows arrive one by one; the header only re-measures ResizeToContents sections on a reset, so
    // the other columns are measured here.
    connect(m_modelModel, &QAbstractItemModel::rowsInserted, this, [this] {
        fitHeightToRows(m_modelTable, kDemoModelCount);
        for (int column = 0; column < ModelSummaryTableModel::ColumnCount; ++column) {
            if (column != ModelSummaryTableModel::FileColumn)
                m_modelTable->resizeColumnToContents(column);
        }
    });
    fitHeightToRows(m_modelTable, kDemoModelCount);

    m_modelStatusLabel = createTextLabel({}, section);
    m_modelStatusLabel->setObjectName(QStringLiteral("modelStatusLabel"));
    m_modelStatusLabel->hide();
    layout->addWidget(m_modelStatusLabel);
    return section;
}

void StartPage::setRecentStudies(const QStringList &paths)
{
    QStringList links;
    for (const QString &path : paths)
        links.append(
            QStringLiteral("<a href=\"%1\">%2</a>")
                .arg(QUrl::fromLocalFile(path).toString().toHtmlEscaped(), QFileInfo(path).fileName().toHtmlEscaped()));
    m_recentLabel->setText(links.isEmpty() ? QString()
                                           : tr("Recent studies: %1").arg(links.join(QLatin1String(" · "))));
    m_recentLabel->setVisible(!links.isEmpty());
}

void StartPage::loadBuiltinData()
{
    const std::optional<std::filesystem::path> dataDir = isoscope::findDataDirectory();
    if (!dataDir) {
        m_suiteSection->hide();
        m_modelSection->hide();
        m_dataErrorLabel->setText(
            tr("The built-in data (WEAT suites, benchmarks, demo models) was not found. Isoscope looks in the "
               "folder named by the environment variable ISOSCOPE_DATA_DIR, then in share/isoscope next to the "
               "program's folder, then where Isoscope was installed. Reinstall Isoscope, or set "
               "ISOSCOPE_DATA_DIR to the folder that holds suites/weat_suites.json."));
        m_dataErrorLabel->show();
        return;
    }
    m_dataFolderLabel->setText(tr("Built-in data: %1").arg(toQString(*dataDir)));
    loadSuites(*dataDir);
    startReadingDemoModels(*dataDir);
}

void StartPage::loadSuites(const std::filesystem::path &dataDir)
{
    // A few kilobytes of JSON: read at once; only the embeddings need a worker thread.
    auto suites = isoscope::loadSuites(dataDir / isoscope::builtin::kSuites);
    if (!suites) {
        m_suiteErrorLabel->setText(
            tr("The built-in suites could not be read. %1").arg(ErrorText::describe(suites.error())));
        m_suiteErrorLabel->show();
        return;
    }
    m_suiteModel->setSuites(std::move(suites->suites));
}

void StartPage::startReadingDemoModels(const std::filesystem::path &dataDir)
{
    std::vector<std::pair<QString, std::filesystem::path>> files = {
        {QString::fromUtf8(isoscope::builtin::kDemoGloveName), dataDir / isoscope::builtin::kDemoGlove},
        {QString::fromUtf8(isoscope::builtin::kDemoWord2vecName), dataDir / isoscope::builtin::kDemoWord2vec},
    };
    m_loading = true;
    m_modelStatusLabel->setText(tr("Loading…"));
    m_modelStatusLabel->show();
    m_modelWatcher.setFuture(startInBackground(
        [](QPromise<ModelSummary> &promise, const std::vector<std::pair<QString, std::filesystem::path>> &files) {
            const auto keepGoing = [&promise](std::size_t, std::size_t) { return !promise.isCanceled(); };
            for (const auto &[name, path] : files) {
                if (promise.isCanceled())
                    return;
                promise.addResult(readModelSummary(name, path, keepGoing));
            }
        },
        std::move(files)));
}

void StartPage::addDemoModel(const ModelSummary &model)
{
    if (model.error) {
        m_modelErrors.append(
            tr("The demo model %1 could not be read. %2").arg(model.name, ErrorText::describe(*model.error)));
        return;
    }
    m_modelModel->append(model);
}

void StartPage::finishReadingDemoModels()
{
    m_loading = false;
    if (const QString why = Job::failureText(m_modelWatcher.future()); !why.isEmpty())
        m_modelErrors.append(tr("The demo models could not be read. %1").arg(why));
    if (m_modelErrors.isEmpty()) {
        m_modelStatusLabel->hide();
    } else {
        showAsError(m_modelStatusLabel);
        m_modelStatusLabel->setText(m_modelErrors.join(QLatin1Char('\n')));
    }
    Q_EMIT demoModelsLoaded();
}

} // namespace isoscope::ui
