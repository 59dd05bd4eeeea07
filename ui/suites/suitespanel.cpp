#include "ui/suites/suitespanel.h"

#include "core/serialization/suitesjson.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/common/errortext.h"
#include "ui/common/settings.h"
#include "ui/common/tablestyle.h"
#include "ui/study/study.h"
#include "ui/suites/missingwordhighlighter.h"
#include "ui/suites/suitetablemodel.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

namespace isoscope::ui {

namespace {

QString joinWords(const std::vector<std::string> &words, const QString &separator)
{
    QStringList list;
    for (const auto &w : words)
        list.append(QString::fromStdString(w));
    return list.join(separator);
}

} // namespace

SuitesPanel::SuitesPanel(Study *study, AnalysisRunner *runner, QWidget *parent)
    : QWidget(parent), m_study(study), m_runner(runner), m_suiteModel(new SuiteTableModel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(splitter);

    // Left: the list and what to do with it.
    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 8, 0);
    m_table = new QTableView(left);
    m_table->setObjectName(QStringLiteral("studySuiteTable"));
    m_table->setAccessibleName(tr("Suites of the study"));
    m_table->setModel(m_suiteModel);
    setUpTable(m_table, {.selection = QAbstractItemView::SingleSelection});
    m_table->horizontalHeader()->setSectionResizeMode(SuiteTableModel::NameColumn, QHeaderView::Stretch);
    leftLayout->addWidget(m_table, 1);
    auto *buttons = new QGridLayout;
    auto *create = new QPushButton(tr("&New suite"), left);
    create->setToolTip(tr("Start an empty suite of your own"));
    m_duplicate = new QPushButton(tr("D&uplicate"), left);
    m_duplicate->setToolTip(tr("Copy the selected suite into one of your own that you can edit"));
    m_delete = new QPushButton(tr("De&lete"), left);
    m_delete->setToolTip(tr("Delete the selected suite of your own (built-in suites stay)"));
    auto *importButton = new QPushButton(tr("&Import JSON…"), left);
    importButton->setToolTip(tr("Add suites from a JSON file in the layout of the built-in suites"));
    auto *exportButton = new QPushButton(tr("&Export JSON…"), left);
    exportButton->setToolTip(tr("Save your own suites to a JSON file"));
    buttons->addWidget(create, 0, 0);
    buttons->addWidget(m_duplicate, 0, 1);
    buttons->addWidget(m_delete, 0, 2);
    buttons->addWidget(importButton, 1, 0);
    buttons->addWidget(exportButton, 1, 1);
    leftLayout->addLayout(buttons);
    connect(create, &QPushButton::clicked, this, &SuitesPanel::newSuite);
    connect(m_duplicate, &QPushButton::clicked, this, &SuitesPanel::duplicateSuite);
    connect(m_delete, &QPushButton::clicked, this, &SuitesPanel::deleteSuite);
    connect(importButton, &QPushButton::clicked, this, &SuitesPanel::importSuites);
    connect(exportButton, &QPushButton::clicked, this, &SuitesPanel::exportSuites);

    // Right: the editor.
    auto *scroll = new QScrollArea(splitter);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *editor = new QWidget;
    auto *editorLayout = new QVBoxLayout(editor);
    editorLayout->setContentsMargins(8, 0, 0, 0);
    m_origin = new QLabel(editor);
    m_origin->setObjectName(QStringLiteral("suiteOriginLabel"));
    m_origin->setWordWrap(true);
    m_origin->setTextInteractionFlags(Qt::TextSelectableByMouse);
    editorLayout->addWidget(m_origin);
    auto *form = new QFormLayout;
    m_id = new QLineEdit(editor);
    m_id->setAccessibleName(tr("Suite id"));
    m_id->setToolTip(tr("A short unique name, such as W1 or U1; it also seeds the suite's random partitions"));
    m_name = new QLineEdit(editor);
    m_name->setAccessibleName(tr("Suite name"));
    m_category = new QLineEdit(editor);
    m_category->setAccessibleName(tr("Suite category"));
    m_category->setToolTip(tr("For grouping results, such as Gender or Race"));
    form->addRow(tr("I&d:"), m_id);
    form->addRow(tr("Na&me:"), m_name);
    form->addRow(tr("Ca&tegory:"), m_category);
    editorLayout->addLayout(form);

    m_modelChecksBox = new QWidget(editor);
    m_modelChecksLayout = new QHBoxLayout(m_modelChecksBox);
    m_modelChecksLayout->setContentsMargins(0, 0, 0, 0);
    m_modelChecksLayout->addWidget(new QLabel(tr("Mark words missing in:"), m_modelChecksBox));
    m_modelChecksLayout->addStretch(1);
    editorLayout->addWidget(m_modelChecksBox);

    auto *sets = new QGridLayout;
    const QString roleTitles[] = {tr("Target X"), tr("Target Y"), tr("Attribute A"), tr("Attribute B")};
    for (int role = 0; role < 4; ++role) {
        auto *box = new QGroupBox(roleTitles[role], editor);
        auto *boxLayout = new QVBoxLayout(box);
        m_setNames[role] = new QLineEdit(box);
        m_setNames[role]->setPlaceholderText(tr("Name of the set"));
        m_setNames[role]->setAccessibleName(tr("%1: name").arg(roleTitles[role]));
        m_words[role] = new QPlainTextEdit(box);
        m_words[role]->setObjectName(QStringLiteral("wordEditor%1").arg(role));
        m_words[role]->setAccessibleName(tr("%1: words").arg(roleTitles[role]));
        m_words[role]->setToolTip(tr("Words separated by commas or line breaks; those a checked model lacks are "
                                     "underlined in red"));
        m_words[role]->setTabChangesFocus(true);
        m_words[role]->setMinimumHeight(90);
        m_missing[role] = new QLabel(box);
        m_missing[role]->setObjectName(QStringLiteral("missingWords%1").arg(role));
        m_missing[role]->setWordWrap(true);
        QPalette red = m_missing[role]->palette();
        red.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
        m_missing[role]->setPalette(red);
        boxLayout->addWidget(m_setNames[role]);
        boxLayout->addWidget(m_words[role], 1);
        boxLayout->addWidget(m_missing[role]);
        sets->addWidget(box, role / 2, role % 2);
        m_highlighters[role] = new MissingWordHighlighter(
            m_words[role]->document(), [this](const QString &word) { return isMissingInCheckedModels(word); });
        connect(m_words[role], &QPlainTextEdit::textChanged, this, [this] {
            if (m_loading)
                return;
            m_edited = true;
            updateMissing();
            m_commitTimer.start();
        });
        connect(m_setNames[role], &QLineEdit::textEdited, this, [this] {
            m_edited = true;
            m_commitTimer.start();
        });
    }
    editorLayout->addLayout(sets, 1);
    scroll->setWidget(editor);
    splitter->addWidget(left);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({500, 760});

    m_commitTimer.setSingleShot(true);
    m_commitTimer.setInterval(400);
    connect(&m_commitTimer, &QTimer::timeout, this, &SuitesPanel::commitEdits);
    for (QLineEdit *edit : {m_id, m_name, m_category}) {
        connect(edit, &QLineEdit::textEdited, this, [this] { m_edited = true; });
        connect(edit, &QLineEdit::editingFinished, this, &SuitesPanel::commitEdits);
    }

    // The user chose another suite: what they typed goes into the suite the editor showed (which
    // may reload the list), then the chosen one is shown.
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        if (m_loading)
            return;
        const QString chosen = currentSuiteId();
        commitEdits();
        if (currentSuiteId() != chosen) {
            m_loading = true;
            selectSuite(chosen);
            m_loading = false;
        }
        showSuite();
    });
    connect(m_study, &Study::suitesChanged, this, &SuitesPanel::reloadSuites);
    connect(m_study, &Study::modelsChanged, this, &SuitesPanel::rebuildModelChecks);
    connect(m_runner, &AnalysisRunner::modelStatusChanged, this, [this] {
        for (auto *h : m_highlighters)
            h->rehighlight();
        updateMissing();
    });
    reloadSuites();
    rebuildModelChecks();
}

int SuitesPanel::currentRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

bool SuitesPanel::currentIsBuiltin() const
{
    return currentRow() >= 0 && currentRow() < static_cast<int>(m_study->builtinSuites().size());
}

QString SuitesPanel::currentSuiteId() const
{
    const int row = currentRow();
    return row < 0 ? QString() : QString::fromStdString(m_suiteModel->suites()[static_cast<std::size_t>(row)].id);
}

void SuitesPanel::selectSuite(const QString &id)
{
    const auto &suites = m_suiteModel->suites();
    for (std::size_t i = 0; i < suites.size(); ++i)
        if (QString::fromStdString(suites[i].id) == id)
            m_table->selectRow(static_cast<int>(i));
}

void SuitesPanel::reloadSuites()
{
    // Selecting rows here is the program's doing, not the user's: nothing is committed while loading.
    const QString keep = m_select.isEmpty() ? m_shownId : std::exchange(m_select, QString());
    m_loading = true;
    m_suiteModel->setSuites(m_study->allSuites());
    selectSuite(keep);
    if (currentRow() < 0 && m_suiteModel->rowCount() > 0)
        m_table->selectRow(0);
    m_loading = false;
    showSuite();
}

void SuitesPanel::showSuite()
{
    const int row = currentRow();
    m_loading = true;
    m_edited = false;
    const bool has = row >= 0;
    const bool builtin = currentIsBuiltin();
    m_duplicate->setEnabled(has);
    m_delete->setEnabled(has && !builtin);
    for (QLineEdit *edit : {m_id, m_name, m_category})
        edit->setReadOnly(builtin || !has);
    for (int role = 0; role < 4; ++role) {
        m_setNames[role]->setReadOnly(builtin || !has);
        m_words[role]->setReadOnly(builtin || !has);
    }
    if (!has) {
        m_shownId.clear();
        m_origin->clear();
        m_loading = false;
        return;
    }
    const isoscope::WeatSuite &suite = m_suiteModel->suites()[static_cast<std::size_t>(row)];
    m_shownId = QString::fromStdString(suite.id);
    if (m_id->text() != m_shownId || !m_id->hasFocus())
        m_id->setText(m_shownId);
    if (!m_name->hasFocus())
        m_name->setText(QString::fromStdString(suite.name));
    if (!m_category->hasFocus())
        m_category->setText(QString::fromStdString(suite.category));
    for (int role = 0; role < 4; ++role) {
        if (!m_setNames[role]->hasFocus())
            m_setNames[role]->setText(QString::fromStdString(suite.sets[role].name));
        const QString words = joinWords(suite.sets[role].words, QStringLiteral(", "));
        if (splitWordList(m_words[role]->toPlainText()) != splitWordList(words))
            m_words[role]->setPlainText(words);
    }
    if (builtin) {
        // The full provenance is long: a sentence here, every source in the tooltip.
        QString origin = tr("<b>Built-in suite</b>, read-only: Caliskan et al. (2017). Duplicate it to make a "
                            "version you can edit.");
        QStringList published, sources;
        for (const auto &p : suite.published) {
            published.append(tr("%1 %2").arg(QString::fromStdString(p.model), QLocale().toString(p.d, 'f', 2)));
            sources.append(QString::fromStdString(p.source).toHtmlEscaped());
        }
        if (!published.isEmpty())
            origin += tr("<br>Published d: %1").arg(published.join(QLatin1String(", ")));
        m_origin->setText(origin);
        m_origin->setToolTip(
            tr("<p>Source: %1</p><p>%2</p>")
                .arg(m_study->builtinProvenance().toHtmlEscaped(), sources.join(QLatin1String("<br>"))));
    } else {
        m_origin->setText(tr("<b>Your suite</b>, saved with the study. Changes apply as you type."));
        m_origin->setToolTip({});
    }
    m_loading = false;
    updateMissing();
}

// Writes what the user typed into the suite the editor shows (m_shownId, not the selected row: the
// selection may already be another suite's), once; nothing when nothing was typed.
void SuitesPanel::commitEdits()
{
    m_commitTimer.stop();
    if (m_loading || !m_edited || m_shownId.isEmpty())
        return;
    m_edited = false;
    const auto &user = m_study->userSuites();
    for (std::size_t i = 0; i < user.size(); ++i) {
        if (QString::fromStdString(user[i].id) != m_shownId)
            continue;
        isoscope::WeatSuite suite = user[i];
        QString id = m_id->text().trimmed();
        if (id.isEmpty())
            id = m_shownId;
        if (id != m_shownId)
            id = m_study->uniqueSuiteId(id);
        suite.id = id.toStdString();
        suite.name = m_name->text().trimmed().toStdString();
        suite.category = m_category->text().trimmed().toStdString();
        for (int role = 0; role < 4; ++role) {
            suite.sets[role].name = m_setNames[role]->text().trimmed().toStdString();
            suite.sets[role].words.clear();
            for (const QString &word : splitWordList(m_words[role]->toPlainText()))
                suite.sets[role].words.push_back(word.toStdString());
        }
        m_shownId = id;
        m_study->setUserSuite(i, std::move(suite));
        return;
    }
}

void SuitesPanel::newSuite()
{
    isoscope::WeatSuite suite;
    suite.id = m_study->uniqueSuiteId(QStringLiteral("U1")).toStdString();
    suite.name = tr("My suite").toStdString();
    const char *names[] = {"X", "Y", "A", "B"};
    for (int role = 0; role < 4; ++role)
        suite.sets[role].name = names[role];
    commitEdits();
    m_select = QString::fromStdString(suite.id);
    m_study->addUserSuite(std::move(suite));
    m_name->setFocus();
    m_name->selectAll();
}

void SuitesPanel::duplicateSuite()
{
    const int row = currentRow();
    if (row < 0)
        return;
    isoscope::WeatSuite suite = m_suiteModel->suites()[static_cast<std::size_t>(row)];
    suite.id = m_study->uniqueSuiteId(QString::fromStdString(suite.id) + QStringLiteral("-copy")).toStdString();
    suite.name = tr("%1 (copy)").arg(QString::fromStdString(suite.name)).toStdString();
    suite.published.clear(); // published values belong to the original word lists
    commitEdits();
    m_select = QString::fromStdString(suite.id);
    m_study->addUserSuite(std::move(suite));
}

void SuitesPanel::deleteSuite()
{
    if (currentIsBuiltin())
        return;
    const auto &user = m_study->userSuites();
    for (std::size_t i = 0; i < user.size(); ++i)
        if (QString::fromStdString(user[i].id) == m_shownId) {
            m_shownId.clear();
            m_study->removeUserSuite(i);
            return;
        }
}

void SuitesPanel::importSuites()
{
    QString folder = settings::lastSuiteFolder.value();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import suites"), folder, tr("JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings::lastSuiteFolder.setValue(QFileInfo(path).absolutePath());
    auto loaded = isoscope::loadSuites(std::filesystem::path(path.toStdString()));
    if (!loaded) {
        m_origin->setText(tr("<b>Could not import.</b> %1").arg(ErrorText::describe(loaded.error()).toHtmlEscaped()));
        return;
    }
    commitEdits();
    for (auto &suite : loaded->suites) {
        suite.id = m_study->uniqueSuiteId(QString::fromStdString(suite.id)).toStdString();
        m_select = QString::fromStdString(suite.id);
        m_study->addUserSuite(std::move(suite));
    }
}

void SuitesPanel::exportSuites()
{
    commitEdits();
    QString folder = settings::lastSuiteFolder.value();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export your suites"),
                                     QDir(folder).filePath(QStringLiteral("suites.json")), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    settings::lastSuiteFolder.setValue(QFileInfo(path).absolutePath());
    const std::string text =
        isoscope::writeJson(isoscope::suitesToJson(isoscope::SuiteCollection{{}, m_study->userSuites()})) + "\n";
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())
        || !file.commit())
        m_origin->setText(tr("<b>Could not export.</b> %1").arg(file.errorString().toHtmlEscaped()));
}

void SuitesPanel::rebuildModelChecks()
{
    for (QCheckBox *box : std::as_const(m_modelChecks)) {
        if (!box->isChecked())
            m_uncheckedModels.insert(box->text());
        else
            m_uncheckedModels.remove(box->text());
        delete box;
    }
    m_modelChecks.clear();
    for (const StudyModel &model : m_study->models()) {
        auto *box = new QCheckBox(model.name, m_modelChecksBox);
        box->setChecked(!m_uncheckedModels.contains(model.name));
        box->setToolTip(tr("Underline the words that %1 does not have").arg(model.name));
        connect(box, &QCheckBox::toggled, this, [this] {
            for (auto *h : m_highlighters)
                h->rehighlight();
            updateMissing();
        });
        m_modelChecksLayout->insertWidget(m_modelChecksLayout->count() - 1, box);
        m_modelChecks.append(box);
    }
    for (auto *h : m_highlighters)
        h->rehighlight();
    updateMissing();
}

bool SuitesPanel::isMissingInCheckedModels(const QString &word) const
{
    const std::string text = word.toStdString();
    for (int i = 0; i < m_modelChecks.size() && i < m_study->models().size(); ++i) {
        if (!m_modelChecks.at(i)->isChecked())
            continue;
        const auto loaded = m_runner->loadedModel(m_study->models().at(i));
        if (loaded && !loaded->set.vocabularyLookup(text).row) // the vocabulary's words, read nothing on this thread
            return true;
    }
    return false;
}

void SuitesPanel::updateMissing()
{
    for (int role = 0; role < 4; ++role) {
        QStringList lines;
        const QStringList words = splitWordList(m_words[role]->toPlainText());
        for (int i = 0; i < m_modelChecks.size() && i < m_study->models().size(); ++i) {
            if (!m_modelChecks.at(i)->isChecked())
                continue;
            const StudyModel &model = m_study->models().at(i);
            const auto loaded = m_runner->loadedModel(model);
            if (!loaded)
                continue;
            QStringList missing;
            for (const QString &word : words)
                if (!loaded->set.vocabularyLookup(word.toStdString()).row)
                    missing.append(word);
            if (!missing.isEmpty())
                lines.append(tr("%1 lacks %2").arg(model.name, missing.join(QLatin1String(", "))));
        }
        m_missing[role]->setText(lines.join(QLatin1Char('\n')));
        m_missing[role]->setVisible(!lines.isEmpty());
    }
}

} // namespace isoscope::ui
