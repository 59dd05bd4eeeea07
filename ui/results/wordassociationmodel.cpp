#include "ui/results/wordassociationmodel.h"

#include "ui/common/itemroles.h"
#include "ui/results/numberformat.h"

namespace isoscope::ui {

WordAssociationModel::WordAssociationModel(QObject *parent) : QAbstractTableModel(parent) {}

void WordAssociationModel::setResult(const isoscope::WeatResult *result)
{
    beginResetModel();
    m_rows.clear();
    if (result) {
        for (int role = 0; role < 2; ++role) {
            const auto &words = result->words.used[role];
            const auto *raw = result->raw ? (role == 0 ? &result->raw->sX : &result->raw->sY) : nullptr;
            const auto *white =
                result->whitened ? (role == 0 ? &result->whitened->sX : &result->whitened->sY) : nullptr;
            for (std::size_t i = 0; i < words.size(); ++i) {
                Row row;
                row.word = QString::fromStdString(words[i]);
                row.set = role == 0 ? tr("X") : tr("Y");
                if (raw && i < raw->size())
                    row.raw = (*raw)[i];
                if (white && i < white->size())
                    row.whitened = (*white)[i];
                m_rows.append(row);
            }
        }
    }
    endResetModel();
}

int WordAssociationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int WordAssociationModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WordAssociationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() >= RawColumn ? int(Qt::AlignRight | Qt::AlignVCenter)
                                           : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != RawValueRole)
        return {};
    const bool raw = role == RawValueRole;
    const auto value = [raw](std::optional<double> v) -> QVariant {
        if (raw)
            return v ? QVariant(*v) : QVariant();
        return numberformat::significant(v);
    };
    switch (index.column()) {
    case WordColumn: return row.word;
    case SetColumn: return row.set;
    case RawColumn: return value(row.raw);
    case WhitenedColumn: return value(row.whitened);
    default: return {};
    }
}

QVariant WordAssociationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case WordColumn: return tr("Word");
        case SetColumn: return tr("Set");
        case RawColumn: return tr("s(w)\nraw"); // two lines: the word column keeps its room in a small window
        case WhitenedColumn: return tr("s(w)\nwhitened");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole && section >= RawColumn)
        return tr("s(w, A, B): mean cosine with the words of A minus mean cosine with the words of B");
    if (role == Qt::TextAlignmentRole)
        return int((section >= RawColumn ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
