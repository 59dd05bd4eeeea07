#include "ui/models/modeltablemodel.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/common/escape.h"
#include "ui/common/itemroles.h"
#include "ui/figures/figurestyle.h"
#include "ui/study/study.h"

#include <QColor>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace isoscope::ui {

ModelTableModel::ModelTableModel(Study *study, AnalysisRunner *runner, QObject *parent)
    : QAbstractTableModel(parent), m_study(study), m_runner(runner)
{
    m_rows = static_cast<int>(m_study->models().size());
    for (int row = 0; row < m_rows; ++row)
        m_shown.push_back(changingText(row));
    connect(m_study, &Study::modelsChanged, this, &ModelTableModel::reset);
    connect(m_study, &Study::resultsChanged, this, &ModelTableModel::refreshStatus);
    connect(m_runner, &AnalysisRunner::modelStatusChanged, this, &ModelTableModel::refreshStatus);
}

void ModelTableModel::reset()
{
    beginResetModel();
    m_rows = static_cast<int>(m_study->models().size());
    m_shown.clear();
    for (int row = 0; row < m_rows; ++row)
        m_shown.push_back(changingText(row));
    endResetModel();
}

QString ModelTableModel::changingText(int row) const
{
    const StudyModel &model = m_study->models().at(row);
    const ModelStatus status = m_runner->status(model);
    QString text = QString::number(int(status.state)) + QLatin1Char(' ')
                   + QString::number(qRound(status.progress * 100)) + QLatin1Char(' ') + status.error;
    if (const isoscope::ModelInfo *info = m_study->results().modelInfo(model.key()))
        text += QStringLiteral("|%1 %2 %3 %4")
                    .arg(info->vocabSize)
                    .arg(info->dims)
                    .arg(int(info->uncased))
                    .arg(int(info->read.format));
    return text;
}

void ModelTableModel::refreshStatus()
{
    if (m_study->models().size() != m_rows)
        return; // models were added or removed: the reset that follows shows them
    // Each run of changed rows is announced once.
    int first = -1;
    for (int row = 0; row <= m_rows; ++row) {
        bool changed = false;
        if (row < m_rows && row < static_cast<int>(m_shown.size())) {
            QString text = changingText(row);
            changed = text != m_shown[static_cast<std::size_t>(row)];
            if (changed)
                m_shown[static_cast<std::size_t>(row)] = std::move(text);
        }
        if (changed && first < 0)
            first = row;
        if (!changed && first >= 0) {
            Q_EMIT dataChanged(index(first, 0), index(row - 1, ColumnCount - 1));
            first = -1;
        }
    }
}

int ModelTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ModelTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

// The weights file of a model folder (what its size is about): model.safetensors or pytorch_model.bin.
QFileInfo transformerWeights(const QString &folder)
{
    const QFileInfo safetensors(QDir(folder).filePath(QStringLiteral("model.safetensors")));
    return safetensors.exists() ? safetensors : QFileInfo(QDir(folder).filePath(QStringLiteral("pytorch_model.bin")));
}

} // namespace

QVariant ModelTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || index.row() >= m_study->models().size())
        return {};
    const StudyModel &model = m_study->models().at(index.row());
    const ModelStatus status = m_runner->status(model);
    const isoscope::ModelInfo *info = m_study->results().modelInfo(model.key());
    const bool known = info != nullptr;
    const int column = index.column();

    if (role == Qt::TextAlignmentRole)
        return column == SizeColumn || column == WordsColumn || column == DimsColumn
                   ? int(Qt::AlignRight | Qt::AlignVCenter)
                   : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && column == StatusColumn
        && (status.state == ModelStatus::State::MissingFile || status.state == ModelStatus::State::Failed))
        return QColor(0xc0, 0x1c, 0x28);
    if (role == Qt::ToolTipRole) {
        if (column == FileColumn)
            return escape::shownName(model.path);
        if (column == StatusColumn && !status.error.isEmpty())
            return status.error;
        return {};
    }
    if (role != Qt::DisplayRole && role != RawValueRole)
        return {};
    const bool raw = role == RawValueRole;
    switch (column) {
    case NameColumn: return raw ? model.name : escape::shownName(model.name);
    case FamilyColumn:
        return raw ? QString::fromUtf8(isoscope::familyName(model.family).data())
                   : FigureStyle::familyLabel(model.family);
    case FileColumn: return raw ? model.path : escape::shownName(QFileInfo(model.path).fileName());
    case FormatColumn: {
        if (model.isTransformer())
            return QStringLiteral("transformer");
        const auto format = known && model.format == isoscope::EmbeddingFormat::Auto ? info->read.format : model.format;
        return QString::fromUtf8(isoscope::formatName(format).data());
    }
    case SizeColumn: {
        // A transformer model's folder: the size of its weights.
        const QFileInfo file = model.isTransformer() ? transformerWeights(model.path) : QFileInfo(model.path);
        if (!file.exists())
            return {};
        return raw ? QVariant(file.size()) : QVariant(QLocale().formattedDataSize(file.size()));
    }
    case WordsColumn:
        if (!known)
            return {};
        return raw ? QVariant(static_cast<qlonglong>(info->vocabSize))
                   : QVariant(QLocale().toString(static_cast<qlonglong>(info->vocabSize)));
    case DimsColumn:
        if (!known)
            return {};
        return raw ? QVariant(static_cast<qlonglong>(info->dims))
                   : QVariant(QLocale().toString(static_cast<qlonglong>(info->dims)));
    case CaseColumn:
        if (!known)
            return {};
        return raw ? QVariant(info->uncased) : QVariant(info->uncased ? tr("uncased") : tr("cased"));
    case StatusColumn:
        switch (status.state) {
        case ModelStatus::State::NotLoaded: return tr("Not loaded");
        case ModelStatus::State::Importing:
            if (status.extracting)
                return tr("Extracting word vectors… %1 %").arg(qRound(status.progress * 100));
            return tr("Importing… %1 %").arg(qRound(status.progress * 100));
        case ModelStatus::State::Ready: return tr("Ready");
        case ModelStatus::State::MissingFile: return tr("File missing");
        case ModelStatus::State::Failed:
            // The reason on screen, not only in a tooltip (the details below have it whole).
            return raw ? QVariant(status.error) : QVariant(tr("Could not be read: %1").arg(status.error));
        }
        return {};
    default: return {};
    }
}

QVariant ModelTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn: return tr("Name");
        case FamilyColumn: return tr("Family");
        case FileColumn: return tr("File");
        case FormatColumn: return tr("Format");
        case SizeColumn: return tr("Size");
        case WordsColumn: return tr("Words");
        case DimsColumn: return tr("Dims");
        case CaseColumn: return tr("Case");
        case StatusColumn: return tr("Status");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole && section == CaseColumn)
        return tr("Uncased: the vocabulary has no capital letter, so words are looked up lowercased");
    if (role == Qt::TextAlignmentRole)
        return int(
            (section == SizeColumn || section == WordsColumn || section == DimsColumn ? Qt::AlignRight : Qt::AlignLeft)
            | Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
