#include "ui/window/modelsummarytablemodel.h"

#include "ui/common/escape.h"
#include "ui/common/itemroles.h"

#include <QFileInfo>
#include <QLocale>

namespace isoscope::ui {

ModelSummaryTableModel::ModelSummaryTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ModelSummaryTableModel::append(const ModelSummary &model)
{
    const int row = static_cast<int>(m_models.size());
    beginInsertRows({}, row, row);
    m_models.append(model);
    endInsertRows();
}

int ModelSummaryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_models.size());
}

int ModelSummaryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ModelSummaryTableModel::displayData(const ModelSummary &model, int column) const
{
    switch (column) {
    case NameColumn: return escape::shownName(model.name);
    case FileColumn: return escape::shownName(QFileInfo(model.path).fileName());
    case FormatColumn:
        switch (model.format) {
        case isoscope::EmbeddingFormat::GloveText: return tr("GloVe text");
        case isoscope::EmbeddingFormat::Word2vecText: return tr("word2vec text");
        case isoscope::EmbeddingFormat::Word2vecBinary: return tr("word2vec binary");
        case isoscope::EmbeddingFormat::Numpy: return tr("NumPy");
        case isoscope::EmbeddingFormat::Hdf5: return tr("HDF5");
        case isoscope::EmbeddingFormat::FastTextBinary: return tr("fastText model");
        case isoscope::EmbeddingFormat::Auto: return QString();
        }
        return {};
    case WordsColumn: return QLocale().toString(static_cast<qlonglong>(model.words));
    case DimsColumn: return QLocale().toString(static_cast<qlonglong>(model.dims));
    case CaseColumn: return model.uncased ? tr("uncased") : tr("cased");
    default: return {};
    }
}

QVariant ModelSummaryTableModel::rawData(const ModelSummary &model, int column)
{
    switch (column) {
    case NameColumn: return model.name;
    case FileColumn: return model.path;
    case FormatColumn: return QString::fromUtf8(isoscope::formatName(model.format));
    case WordsColumn: return static_cast<qlonglong>(model.words);
    case DimsColumn: return static_cast<qlonglong>(model.dims);
    case CaseColumn: return model.uncased;
    default: return {};
    }
}

QVariant ModelSummaryTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ModelSummary &model = m_models.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: return displayData(model, column);
    case RawValueRole: return rawData(model, column);
    case Qt::TextAlignmentRole:
        if (column == WordsColumn || column == DimsColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (column == FileColumn)
            return model.path;
        if (column == CaseColumn) {
            return model.uncased ? tr("Every word in this model is lower case, so words are looked up lowercased.")
                                 : tr("Words are looked up exactly as written.");
        }
        return {};
    default: return {};
    }
}

QVariant ModelSummaryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn: return tr("Name");
        case FileColumn: return tr("File");
        case FormatColumn: return tr("Format");
        case WordsColumn: return tr("Words");
        case DimsColumn: return tr("Dimensions");
        case CaseColumn: return tr("Case");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole && (section == WordsColumn || section == DimsColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
