#include "ui/calibrations/scweattablemodel.h"

#include "ui/common/itemroles.h"
#include "ui/results/numberformat.h"

#include <QFont>

#include <algorithm>

namespace isoscope::ui {

ScWeatTableModel::ScWeatTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ScWeatTableModel::setRun(std::shared_ptr<const ScWeatRun> run)
{
    beginResetModel();
    m_run = std::move(run);
    endResetModel();
}

int ScWeatTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_run ? 0 : static_cast<int>(m_run->result.words.size());
}

int ScWeatTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScWeatTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const isoscope::ScWeatWord &w = m_run->result.words[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const auto optionalValue = [](std::optional<double> v) { return v ? QVariant(*v) : QVariant(); };
    switch (role) {
    case Qt::TextAlignmentRole:
        return column == WordColumn || column == ChangeColumn ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                                              : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        return column == ChangeColumn ? QVariant(numberformat::changeBackground(w.change)) : QVariant();
    case Qt::ForegroundRole:
        return column == ChangeColumn ? QVariant(numberformat::changeForeground(w.change)) : QVariant();
    case Qt::ToolTipRole:
        if (column == RawPColumn || column == WhitenedPColumn)
            return pTip(column == RawPColumn ? w.raw : w.whitened, w.word);
        return {};
    case Qt::FontRole:
        if (column == ChangeColumn && w.change != isoscope::SignificanceChange::Stable) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::DisplayRole:
    case RawValueRole: break;
    default: return {};
    }
    const bool raw = role == RawValueRole;
    switch (column) {
    case WordColumn: return QString::fromStdString(w.word);
    case RawDColumn: return raw ? optionalValue(w.raw.d) : QVariant(numberformat::effect(w.raw.d));
    case RawPColumn: return raw ? QVariant(w.raw.p) : QVariant(numberformat::pValue(w.raw.p));
    case WhitenedDColumn: return raw ? optionalValue(w.whitened.d) : QVariant(numberformat::effect(w.whitened.d));
    case WhitenedPColumn: return raw ? QVariant(w.whitened.p) : QVariant(numberformat::pValue(w.whitened.p));
    case ChangeColumn:
        return raw ? QVariant(QString::fromUtf8(isoscope::changeName(w.change).data()))
                   : QVariant(numberformat::changeText(w.change));
    case RawMeanAColumn: return raw ? QVariant(w.raw.meanX) : QVariant(numberformat::fixed(w.raw.meanX));
    case RawMeanBColumn: return raw ? QVariant(w.raw.meanY) : QVariant(numberformat::fixed(w.raw.meanY));
    default: break;
    }
    return {};
}

bool ScWeatTableModel::oneSided() const
{
    // The run's p says how it was made: one-sided p is the upper tail exactly, two-sided p is
    // min(1, 2 x the smaller tail) exactly (core/stats/weat.cpp). A word for which both hold (the
    // upper tail twice the lower) tells nothing; one that fits one rule only decides.
    if (!m_run)
        return true;
    for (const isoscope::ScWeatWord &w : m_run->result.words)
        for (const isoscope::WeatStatistic *s : {&w.raw, &w.whitened}) {
            const bool one = s->p == s->pUpper;
            const bool two = s->p == std::min(1.0, 2 * std::min(s->pUpper, s->pLower));
            if (one != two)
                return one;
        }
    return true;
}

QString ScWeatTableModel::pHeader(const QString &title, const QString &a) const
{
    // The direction is in the header, so that a p of 0.975 is not read as "no association".
    return oneSided() ? tr("%1\n(one-sided, → %2)").arg(title, a) : tr("%1\n(two-sided)").arg(title);
}

QString ScWeatTableModel::sidesText(const QString &a, const QString &b) const
{
    return oneSided() ? tr("One-sided: is the word closer to %1 than to %2? A p near 1 means that it leans towards %2 "
                           "(d < 0), not that it has no association.")
                            .arg(a, b)
                      : tr("Two-sided: twice the smaller tail, capped at 1.");
}

QVariant ScWeatTableModel::pTip(const isoscope::WeatStatistic &s, const std::string &word) const
{
    const QString a = QString::fromStdString(m_run->request.nameA);
    const QString b = QString::fromStdString(m_run->request.nameB);
    const QString w = QString::fromStdString(word);
    if (!oneSided())
        return tr("Two-sided p that %1 is closer to one of %2 and %3 than to the other: %4.")
            .arg(w, a, b, numberformat::pValue(s.p));
    return tr("One-sided p that %1 is closer to %2 than to %3: %4. The other direction (closer to %3): p = %5.")
        .arg(w, a, b, numberformat::pValue(s.pUpper), numberformat::pValue(s.pLower));
}

QVariant ScWeatTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == PValueColumnRole)
        return section == RawPColumn || section == WhitenedPColumn;
    // Files keep the plain names (scripts read them); the screen says the direction.
    if (orientation == Qt::Horizontal && role == ExportHeadersRole
        && (section == RawPColumn || section == WhitenedPColumn))
        return QStringList{section == RawPColumn ? tr("Raw p") : tr("Whitened p")};
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool tip = role == Qt::ToolTipRole;
    const QString a = m_run ? QString::fromStdString(m_run->request.nameA) : QStringLiteral("A");
    const QString b = m_run ? QString::fromStdString(m_run->request.nameB) : QStringLiteral("B");
    switch (section) {
    case WordColumn: return tip ? tr("The target word, tested on its own") : tr("Word");
    case RawDColumn:
        return tip ? tr("(mean cos with A − mean cos with B) / SD of the cosines, on the vectors as they are")
                   : tr("Raw d");
    case RawPColumn:
        return tip ? tr("Permutation p-value over re-partitions of A ∪ B, raw") + QLatin1Char('\n') + sidesText(a, b)
                   : pHeader(tr("Raw p"), a);
    case WhitenedDColumn: return tip ? tr("The effect size after ZCA whitening") : tr("Whitened d");
    case WhitenedPColumn:
        return tip ? tr("Permutation p-value after ZCA whitening") + QLatin1Char('\n') + sidesText(a, b)
                   : pHeader(tr("Whitened p"), a);
    case ChangeColumn:
        return tip ? tr("Stable: significant in both spaces or in neither. Disappearing: significant only raw. "
                        "Emerging: significant only whitened.")
                   : tr("Change");
    case RawMeanAColumn:
        return tip ? tr("Mean cosine of the word with the words of %1, raw").arg(a) : tr("cos A (raw)");
    case RawMeanBColumn:
        return tip ? tr("Mean cosine of the word with the words of %1, raw").arg(b) : tr("cos B (raw)");
    default: break;
    }
    return {};
}

} // namespace isoscope::ui
