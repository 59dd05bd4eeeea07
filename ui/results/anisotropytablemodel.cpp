#include "ui/results/anisotropytablemodel.h"

#include "ui/common/escape.h"
#include "ui/common/itemroles.h"
#include "ui/figures/figurestyle.h"
#include "ui/results/numberformat.h"

#include <QLocale>

namespace isoscope::ui {

AnisotropyTableModel::AnisotropyTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void AnisotropyTableModel::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    beginResetModel();
    m_results = std::move(results);
    m_rows.clear();
    if (m_results)
        for (const auto &m : m_results->models)
            if (m.anisotropy.raw.pairs > 0)
                m_rows.push_back(&m);
    endResetModel();
}

const isoscope::ModelResult *AnisotropyTableModel::model(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(row)] : nullptr;
}

int AnisotropyTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int AnisotropyTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AnisotropyTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const isoscope::ModelResult &m = *m_rows[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column >= ReferenceColumn ? int(Qt::AlignRight | Qt::AlignVCenter)
                                         : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != RawValueRole)
        return {};
    const bool raw = role == RawValueRole;
    const auto top = [](const std::vector<double> &v) { return v.empty() ? std::optional<double>() : v.front(); };
    const auto value = [raw](std::optional<double> v, int decimals) -> QVariant {
        if (raw)
            return v ? QVariant(*v) : QVariant();
        return numberformat::fixed(v, decimals);
    };
    const auto sampleSize = static_cast<qlonglong>(m.anisotropy.sample.size() - m.anisotropy.zeroRows);
    switch (column) {
    case ModelColumn: return raw ? QString::fromStdString(m.spec.name) : escape::shownName(m.spec.name);
    case FamilyColumn:
        return raw ? QVariant(QString::fromUtf8(isoscope::familyName(m.spec.family).data()))
                   : QVariant(FigureStyle::familyLabel(m.spec.family));
    case ReferenceColumn:
        return raw ? QVariant(static_cast<qlonglong>(m.referenceSize))
                   : QVariant(QLocale().toString(static_cast<qlonglong>(m.referenceSize)));
    case SampleColumn: return raw ? QVariant(sampleSize) : QVariant(QLocale().toString(sampleSize));
    case RawMeanColumn: return value(m.anisotropy.raw.mean, 3);
    case RawSdColumn: return value(m.anisotropy.raw.sd, 3);
    case WhitenedMeanColumn: return value(m.anisotropy.whitened.mean, 3);
    case WhitenedSdColumn: return value(m.anisotropy.whitened.sd, 3);
    case RawTopComponentColumn: return value(top(m.anisotropy.explainedRaw), 3);
    case WhitenedTopComponentColumn: return value(top(m.anisotropy.explainedWhitened), 3);
    default: return {};
    }
}

QVariant AnisotropyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ModelColumn: return tr("Model");
        case FamilyColumn: return tr("Family");
        case ReferenceColumn: return tr("Reference n");
        case SampleColumn: return tr("Sample");
        case RawMeanColumn: return tr("Raw mean cos");
        case RawSdColumn: return tr("Raw SD");
        case WhitenedMeanColumn: return tr("Whitened mean cos");
        case WhitenedSdColumn: return tr("Whitened SD");
        case RawTopComponentColumn: return tr("Raw PC1 share");
        case WhitenedTopComponentColumn: return tr("Whitened PC1 share");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ReferenceColumn: return tr("Vectors in the reference sample the whitening was estimated on");
        case SampleColumn: return tr("Vectors drawn from the reference sample for the pairwise cosines");
        case RawMeanColumn: return tr("Mean cosine similarity over all pairs of sampled vectors, as they are");
        case WhitenedMeanColumn: return tr("The same after ZCA whitening (near 0 for an isotropic space)");
        case RawTopComponentColumn: return tr("Share of the variance along the first principal component");
        case WhitenedTopComponentColumn: return tr("The same after whitening");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return int((section >= ReferenceColumn ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
