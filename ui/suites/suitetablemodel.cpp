#include "ui/suites/suitetablemodel.h"

#include "ui/common/escape.h"
#include "ui/common/itemroles.h"
#include "ui/results/numberformat.h"

#include <QLocale>

namespace isoscope::ui {

namespace {

isoscope::WordSetRole roleOfColumn(int column)
{
    return static_cast<isoscope::WordSetRole>(column - SuiteTableModel::XColumn);
}

bool isSetColumn(int column)
{
    return column >= SuiteTableModel::XColumn && column <= SuiteTableModel::BColumn;
}

} // namespace

SuiteTableModel::SuiteTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void SuiteTableModel::setSuites(std::vector<isoscope::WeatSuite> suites)
{
    beginResetModel();
    m_suites = std::move(suites);
    endResetModel();
}

int SuiteTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_suites.size());
}

int SuiteTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SuiteTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const isoscope::WeatSuite &suite = m_suites[static_cast<std::size_t>(index.row())];
    const int column = index.column();

    if (isSetColumn(column)) {
        const isoscope::WordSet &set = suite.set(roleOfColumn(column));
        const auto size = static_cast<qlonglong>(set.words.size());
        switch (role) {
        case Qt::DisplayRole: return QLocale().toString(size);
        case RawValueRole: return size;
        case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ToolTipRole:
            return tr("%1: %n word(s)", nullptr, static_cast<int>(size)).arg(QString::fromStdString(set.name));
        default: return {};
        }
    }

    if (role != Qt::DisplayRole && role != RawValueRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case IdColumn: return role == RawValueRole ? QString::fromStdString(suite.id) : escape::shownName(suite.id);
    case NameColumn: return role == RawValueRole ? QString::fromStdString(suite.name) : escape::shownName(suite.name);
    case CategoryColumn:
        return role == Qt::DisplayRole ? numberformat::categoryText(suite.category)
                                       : QString::fromStdString(suite.category);
    default: return {};
    }
}

QVariant SuiteTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case IdColumn: return tr("ID");
        case NameColumn: return tr("Name");
        case CategoryColumn: return tr("Category");
        case XColumn: return tr("|X|");
        case YColumn: return tr("|Y|");
        case AColumn: return tr("|A|");
        case BColumn: return tr("|B|");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case XColumn: return tr("Words in the first target set, X");
        case YColumn: return tr("Words in the second target set, Y");
        case AColumn: return tr("Words in the first attribute set, A");
        case BColumn: return tr("Words in the second attribute set, B");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole && isSetColumn(section))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
