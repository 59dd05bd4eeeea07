#include "ui/results/multileveltablemodel.h"

#include "ui/common/itemroles.h"
#include "ui/results/numberformat.h"

#include <QLocale>

namespace isoscope::ui {

namespace {

isoscope::CosineBlockId blockOf(int row)
{
    return isoscope::kCosineBlocks[static_cast<std::size_t>(row - MultilevelTableModel::BlockXARow)];
}

} // namespace

MultilevelTableModel::MultilevelTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void MultilevelTableModel::setResult(const isoscope::WeatResult *result)
{
    beginResetModel();
    m_shown = false;
    m_spaces[0] = m_spaces[1] = Space{};
    if (result && result->raw && result->whitened && result->raw->levels && result->whitened->levels) {
        const isoscope::WeatStatistic *stats[2] = {&*result->raw, &*result->whitened};
        for (int s = 0; s < 2; ++s)
            m_spaces[s] = Space{stats[s]->d, stats[s]->p, stats[s]->levels};
        m_shown = true;
    }
    endResetModel();
}

int MultilevelTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_shown ? 0 : RowCount;
}

int MultilevelTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MultilevelTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column >= RawColumn ? int(Qt::AlignRight | Qt::AlignVCenter) : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (column != QuantityColumn)
            return {};
        switch (row) {
        case LevelOneRow:
            return tr("WEAT's effect size: the difference of the mean associations of X and Y over their SD");
        case LevelTwoXRow:
        case LevelTwoYRow:
            return tr("Each attribute word’s mean cosine with the words of %1; the effect size is their mean over A "
                      "minus their mean over B, divided by their SD. p: permutation of the attribute words between "
                      "A and B (one-sided in WEAT’s direction: A closer to X, B closer to Y).")
                .arg(row == LevelTwoXRow ? QStringLiteral("X") : QStringLiteral("Y"));
        default:
            return tr("Mean and SD of every cosine between a target word and an attribute word of this block; "
                      "whitened, every block's mean is near 0.");
        }
    }
    if (role != Qt::DisplayRole && role != RawValueRole)
        return {};
    const bool raw = role == RawValueRole;
    if (column == LevelColumn) {
        int level = 3;
        if (row == LevelOneRow)
            level = 1;
        else if (row <= LevelTwoYRow)
            level = 2;
        return raw ? QVariant(level) : QVariant(QLocale().toString(level));
    }
    if (column == QuantityColumn) {
        switch (row) {
        case LevelOneRow: return tr("d (WEAT)");
        case LevelTwoXRow: return tr("effect size of X");
        case LevelTwoYRow: return tr("effect size of Y");
        default: {
            const auto name = isoscope::cosineBlockName(blockOf(row));
            return tr("cos(%1, %2)").arg(QChar::fromLatin1(name[0]), QChar::fromLatin1(name[1]));
        }
        }
    }
    const bool whitened = column >= WhitenedColumn;
    const int part = column - (whitened ? WhitenedColumn : RawColumn); // 0 value, 1 p, 2 SD
    const Space &space = m_spaces[whitened ? 1 : 0];
    const isoscope::MultilevelEat &levels = *space.levels;
    const auto number = [raw](const std::optional<double> &v, QString (*shown)(std::optional<double>)) {
        return raw ? (v ? QVariant(*v) : QVariant()) : QVariant(shown(v));
    };
    const auto pValue = [raw](double p) { return raw ? QVariant(p) : QVariant(numberformat::pValue(p)); };
    switch (row) {
    case LevelOneRow:
        if (part == 2)
            return {};
        return part == 1 ? pValue(space.p) : number(space.d, numberformat::effect);
    case LevelTwoXRow:
    case LevelTwoYRow: {
        if (part == 2)
            return {};
        const isoscope::LevelTwoEffect &e = row == LevelTwoXRow ? levels.x : levels.y;
        return part == 1 ? pValue(e.p) : number(e.effect, numberformat::effect);
    }
    default: {
        if (part == 1)
            return {};
        const isoscope::CosineBlock &b = levels.block(blockOf(row));
        if (part == 2)
            return raw ? (b.sd ? QVariant(*b.sd) : QVariant())
                       : QVariant(b.sd ? numberformat::fixed(*b.sd, 3) : QString());
        return raw ? QVariant(b.mean) : QVariant(numberformat::fixed(b.mean, 3));
    }
    }
}

QVariant MultilevelTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case LevelColumn: return tr("Level");
        case QuantityColumn: return tr("Quantity");
        case RawColumn: return tr("Raw");
        case RawPColumn: return tr("Raw p");
        case RawSdColumn: return tr("Raw SD");
        case WhitenedColumn: return tr("Whitened");
        case WhitenedPColumn: return tr("Whitened p");
        case WhitenedSdColumn: return tr("Whitened SD");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return int((section >= RawColumn ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
