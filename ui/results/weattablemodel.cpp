#include "ui/results/weattablemodel.h"

#include "ui/errortext.h"
#include "ui/itemroles.h"
#include "ui/results/numberformat.h"

#include <QFont>
#include <QLocale>

namespace isoscope::ui {

WeatTableModel::WeatTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void WeatTableModel::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    beginResetModel();
    m_results = std::move(results);
    m_rows = m_results ? m_results->weat() : std::vector<const isoscope::WeatResult *>();
    endResetModel();
}

const isoscope::WeatResult *WeatTableModel::result(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(row)] : nullptr;
}

int WeatTableModel::rowOf(const QString &model, const QString &suiteId) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (QString::fromStdString(m_rows[i]->model) == model && QString::fromStdString(m_rows[i]->suiteId) == suiteId)
            return static_cast<int>(i);
    return -1;
}

int WeatTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int WeatTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WeatTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const isoscope::WeatResult &r = *m_rows[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const auto optionalValue = [](std::optional<double> v) { return v ? QVariant(*v) : QVariant(); };
    const auto d = [](const std::optional<isoscope::WeatStatistic> &s) {
        return s ? s->d : std::optional<double>();
    };
    const auto p = [](const std::optional<isoscope::WeatStatistic> &s) {
        return s ? std::optional<double>(s->p) : std::optional<double>();
    };
    const bool numeric = column >= SizesColumn && column <= WhitenedPColumn;

    switch (role) {
    case ChangeRole: return int(r.change);
    case Qt::TextAlignmentRole:
        return numeric ? int(Qt::AlignRight | Qt::AlignVCenter) : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (column == ChangeColumn && !r.error)
            return numberformat::changeBackground(r.change);
        return {};
    case Qt::ForegroundRole:
        if (column == ChangeColumn && !r.error)
            return numberformat::changeForeground(r.change);
        return {};
    case Qt::FontRole:
        if ((column == ChangeColumn && r.change != isoscope::SignificanceChange::Stable) ||
            (column == ShiftColumn && r.substantialShift)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case SuiteColumn: return QString::fromStdString(r.suiteName);
        case SizesColumn:
            return tr("Words used: X %1, Y %2, A %3, B %4")
                .arg(r.words.used[0].size())
                .arg(r.words.used[1].size())
                .arg(r.words.used[2].size())
                .arg(r.words.used[3].size());
        case ChangeColumn:
            return r.error ? tr("This suite could not run: %1").arg(ErrorText::describe(*r.error))
                           : tr("Significance at alpha %1, raw and whitened")
                                 .arg(QLocale().toString(m_results->params.alpha));
        case ShiftColumn: {
            const auto dr = d(r.raw), dw = d(r.whitened);
            if (!dr || !dw)
                return tr("Needs d in both spaces");
            return tr("d whitened − d raw = %1 (substantial above %2)")
                .arg(numberformat::effect(*dw - *dr), QLocale().toString(m_results->params.shiftThreshold));
        }
        default: return {};
        }
    case Qt::DisplayRole:
    case RawValueRole: break;
    default: return {};
    }

    const bool raw = role == RawValueRole;
    switch (column) {
    case ModelColumn: return QString::fromStdString(r.model);
    case SuiteColumn: return QString::fromStdString(r.suiteId);
    case CategoryColumn: return QString::fromStdString(r.category);
    case SizesColumn: {
        const QString sizes = QStringLiteral("%1/%2/%3/%4")
                                  .arg(r.words.used[0].size())
                                  .arg(r.words.used[1].size())
                                  .arg(r.words.used[2].size())
                                  .arg(r.words.used[3].size());
        return sizes;
    }
    case RawDColumn: return raw ? optionalValue(d(r.raw)) : QVariant(r.raw ? numberformat::effect(d(r.raw)) : tr("—"));
    case RawPColumn: return raw ? optionalValue(p(r.raw)) : QVariant(numberformat::pValue(p(r.raw)));
    case WhitenedDColumn:
        return raw ? optionalValue(d(r.whitened))
                   : QVariant(r.whitened ? numberformat::effect(d(r.whitened)) : tr("—"));
    case WhitenedPColumn: return raw ? optionalValue(p(r.whitened)) : QVariant(numberformat::pValue(p(r.whitened)));
    case ChangeColumn:
        if (raw)
            return r.error ? QVariant() : QVariant(QString::fromUtf8(isoscope::changeName(r.change).data()));
        return numberformat::changeText(r.error ? isoscope::SignificanceChange::Undefined : r.change);
    case ShiftColumn:
        if (raw)
            return r.substantialShift;
        return r.substantialShift ? tr("Substantial") : QString();
    default: return {};
    }
}

QVariant WeatTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ModelColumn: return tr("Model");
        case SuiteColumn: return tr("Suite");
        case CategoryColumn: return tr("Category");
        case SizesColumn: return tr("|X|/|Y|/|A|/|B|");
        case RawDColumn: return tr("Raw d");
        case RawPColumn: return tr("Raw p");
        case WhitenedDColumn: return tr("Whitened d");
        case WhitenedPColumn: return tr("Whitened p");
        case ChangeColumn: return tr("Change");
        case ShiftColumn: return tr("Shift");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case SizesColumn: return tr("Words of each set found in the model");
        case RawDColumn: return tr("Effect size d on the vectors as they are");
        case RawPColumn: return tr("Permutation p-value on the vectors as they are");
        case WhitenedDColumn: return tr("Effect size d after ZCA whitening");
        case WhitenedPColumn: return tr("Permutation p-value after ZCA whitening");
        case ChangeColumn:
            return tr("Stable: significant in both spaces or in neither. Disappearing: significant only raw. "
                      "Emerging: significant only whitened.");
        case ShiftColumn: return tr("|d whitened − d raw| is larger than 0.5");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return int((section >= SizesColumn && section <= WhitenedPColumn ? Qt::AlignRight : Qt::AlignLeft) |
                   Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
