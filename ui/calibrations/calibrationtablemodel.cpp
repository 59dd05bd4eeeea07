#include "ui/calibrations/calibrationtablemodel.h"

#include "ui/common/errortext.h"
#include "ui/common/itemroles.h"
#include "ui/results/numberformat.h"

#include <QFont>
#include <QLocale>

namespace isoscope::ui {

QString calibrationLabel(const isoscope::CalibrationSpec &spec)
{
    using isoscope::CalibrationKind;
    switch (spec.kind) {
    case CalibrationKind::Zca: return CalibrationTableModel::tr("ZCA");
    case CalibrationKind::Center: return CalibrationTableModel::tr("Centring");
    case CalibrationKind::AllButTheTop:
        return spec.components ? CalibrationTableModel::tr("ABTT (D = %1)").arg(*spec.components)
                               : CalibrationTableModel::tr("ABTT (D = d/100)");
    case CalibrationKind::Pca: return CalibrationTableModel::tr("PCA whitening");
    }
    return QString();
}

CalibrationTableModel::CalibrationTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void CalibrationTableModel::setComparison(std::shared_ptr<const CalibrationComparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_rows.clear();
    if (m_comparison)
        for (std::size_t m = 0; m < m_comparison->models.size(); ++m)
            if (!m_comparison->models[m].results.empty())
                for (std::size_t s = 0; s < m_comparison->models[m].results.front().size(); ++s)
                    m_rows.push_back(Row{m, s});
    endResetModel();
}

const isoscope::WeatResult *CalibrationTableModel::result(int row, std::size_t calibration) const
{
    if (!m_comparison || row < 0 || row >= static_cast<int>(m_rows.size()))
        return nullptr;
    const Row &r = m_rows[static_cast<std::size_t>(row)];
    const auto &results = m_comparison->models[r.model].results;
    if (calibration >= results.size())
        return nullptr;
    return &results[calibration][r.suite];
}

const isoscope::WeatResult *CalibrationTableModel::debiasedResult(int row) const
{
    if (!m_comparison || !m_comparison->debiased || row < 0 || row >= static_cast<int>(m_rows.size()))
        return nullptr;
    const Row &r = m_rows[static_cast<std::size_t>(row)];
    const auto &debiased = m_comparison->models[r.model].debiased;
    return r.suite < debiased.size() ? &debiased[r.suite] : nullptr;
}

int CalibrationTableModel::debiasColumn(DebiasPart part) const
{
    if (!m_comparison || !m_comparison->debiased)
        return -1;
    return FirstComparisonColumn + static_cast<int>(m_comparison->calibrations.size() - 1) * PartCount + part;
}

int CalibrationTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CalibrationTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    const std::size_t comparisons = m_comparison ? m_comparison->calibrations.size() - 1 : 0;
    return FirstComparisonColumn + static_cast<int>(comparisons) * PartCount
           + (m_comparison && m_comparison->debiased ? DebiasPartCount : 0);
}

QVariant CalibrationTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int column = index.column();
    const isoscope::WeatResult &zca = *result(index.row(), 0);
    if (const int first = debiasColumn(DebiasedD); first >= 0 && column >= first)
        return debiasData(index.row(), static_cast<DebiasPart>(column - first), role);
    std::size_t calibration = 0;
    int part = -1;
    if (column >= FirstComparisonColumn) {
        calibration = 1 + static_cast<std::size_t>((column - FirstComparisonColumn) / PartCount);
        part = (column - FirstComparisonColumn) % PartCount;
    } else if (column == ZcaDColumn) {
        part = DPart;
    } else if (column == ZcaPColumn) {
        part = PPart;
    } else if (column == ZcaChangeColumn) {
        part = ChangePart;
    }
    const isoscope::WeatResult &r = *result(index.row(), calibration);
    const auto dOf = [](const std::optional<isoscope::WeatStatistic> &s) { return s ? s->d : std::optional<double>(); };
    const auto pOf = [](const std::optional<isoscope::WeatStatistic> &s) {
        return s ? std::optional<double>(s->p) : std::optional<double>();
    };
    std::optional<double> delta;
    if (const auto dc = dOf(r.whitened), dz = dOf(zca.whitened); dc && dz)
        delta = *dc - *dz;
    const bool isChange = part == ChangePart;
    const bool numeric = column == RawDColumn || column == RawPColumn || (part >= 0 && !isChange);
    const auto optionalValue = [](std::optional<double> v) { return v ? QVariant(*v) : QVariant(); };

    switch (role) {
    case Qt::TextAlignmentRole:
        return numeric ? int(Qt::AlignRight | Qt::AlignVCenter) : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        return isChange && !r.error ? QVariant(numberformat::changeBackground(r.change)) : QVariant();
    case Qt::ForegroundRole:
        return isChange && !r.error ? QVariant(numberformat::changeForeground(r.change)) : QVariant();
    case Qt::FontRole:
        if (isChange && !r.error && r.change != isoscope::SignificanceChange::Stable) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (r.error)
            return tr("This suite could not run: %1").arg(ErrorText::describe(*r.error));
        if (column == SuiteColumn)
            return QString::fromStdString(r.suiteName);
        if (part == DeltaPart)
            return tr("d under %1 − d under ZCA").arg(calibrationLabel(m_comparison->calibrations[calibration]));
        return {};
    case Qt::DisplayRole:
    case RawValueRole: break;
    default: return {};
    }

    const bool raw = role == RawValueRole;
    switch (column) {
    case ModelColumn: return QString::fromStdString(r.model);
    case SuiteColumn: return QString::fromStdString(r.suiteId);
    case RawDColumn:
        return raw ? optionalValue(dOf(r.raw)) : QVariant(r.raw ? numberformat::effect(dOf(r.raw)) : tr("—"));
    case RawPColumn: return raw ? optionalValue(pOf(r.raw)) : QVariant(numberformat::pValue(pOf(r.raw)));
    default: break;
    }
    switch (part) {
    case DPart:
        return raw ? optionalValue(dOf(r.whitened))
                   : QVariant(r.whitened ? numberformat::effect(dOf(r.whitened)) : tr("—"));
    case PPart: return raw ? optionalValue(pOf(r.whitened)) : QVariant(numberformat::pValue(pOf(r.whitened)));
    case ChangePart:
        if (raw)
            return r.error ? QVariant() : QVariant(QString::fromUtf8(isoscope::changeName(r.change).data()));
        return numberformat::changeText(r.error ? isoscope::SignificanceChange::Undefined : r.change);
    case DeltaPart: return raw ? optionalValue(delta) : QVariant(delta ? numberformat::effect(delta) : tr("—"));
    default: break;
    }
    return {};
}

QVariant CalibrationTableModel::debiasData(int row, DebiasPart part, int role) const
{
    const isoscope::WeatResult *r = debiasedResult(row);
    if (!r)
        return {};
    const bool whitened = part == DebiasedWhitenedD || part == DebiasedWhitenedP || part == DebiasedWhitenedChange;
    const std::optional<isoscope::WeatStatistic> &s = whitened ? r->whitened : r->raw;
    const bool isChange = part == DebiasedChange || part == DebiasedWhitenedChange;
    // From raw to debiased: the model's raw p against the debiased model's (adjusted when the study
    // corrects); from debiased to debiased + ZCA: the debiased results' own class.
    isoscope::SignificanceChange change = r->change;
    if (part == DebiasedChange) {
        const isoscope::WeatResult *zca = result(row, 0);
        change = zca && zca->raw && r->raw
                     ? isoscope::classifyChange(zca->pRawAdjusted.value_or(zca->raw->p),
                                                r->pRawAdjusted.value_or(r->raw->p), m_comparison->params.alpha)
                     : isoscope::SignificanceChange::Undefined;
    }
    switch (role) {
    case Qt::TextAlignmentRole:
        return isChange ? int(Qt::AlignLeft | Qt::AlignVCenter) : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        return isChange && !r->error ? QVariant(numberformat::changeBackground(change)) : QVariant();
    case Qt::ForegroundRole:
        return isChange && !r->error ? QVariant(numberformat::changeForeground(change)) : QVariant();
    case Qt::FontRole:
        if (isChange && !r->error && change != isoscope::SignificanceChange::Stable) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        return r->error ? QVariant(
                   tr("This suite could not run on the debiased model: %1").arg(ErrorText::describe(*r->error)))
                        : QVariant();
    case Qt::DisplayRole:
    case RawValueRole: break;
    default: return {};
    }
    const bool raw = role == RawValueRole;
    switch (part) {
    case DebiasedD:
    case DebiasedWhitenedD: {
        const auto d = s ? s->d : std::optional<double>();
        return raw ? (d ? QVariant(*d) : QVariant()) : QVariant(s ? numberformat::effect(d) : tr("—"));
    }
    case DebiasedP:
    case DebiasedWhitenedP: {
        const auto p = s ? std::optional<double>(s->p) : std::optional<double>();
        return raw ? (p ? QVariant(*p) : QVariant()) : QVariant(numberformat::pValue(p));
    }
    case DebiasedChange:
    case DebiasedWhitenedChange:
        if (raw)
            return r->error ? QVariant() : QVariant(QString::fromUtf8(isoscope::changeName(change).data()));
        return numberformat::changeText(r->error ? isoscope::SignificanceChange::Undefined : change);
    default: return {};
    }
}

QVariant CalibrationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == PValueColumnRole)
        return section == RawPColumn || section == ZcaPColumn
               || (section >= FirstComparisonColumn && (section - FirstComparisonColumn) % PartCount == PPart);
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= columnCount())
        return {};
    const bool tip = role == Qt::ToolTipRole;
    if (const int first = debiasColumn(DebiasedD); first >= 0 && section >= first) {
        switch (static_cast<DebiasPart>(section - first)) {
        case DebiasedD:
            return tip ? tr("Effect size d on the model hard-debiased (Bolukbasi et al. 2016)") : tr("Debiased\nd");
        case DebiasedP: return tip ? tr("Permutation p-value on the hard-debiased model") : tr("Debiased\np");
        case DebiasedChange:
            return tip ? tr("Change of significance from the model to the model debiased (Disappearing: debiasing "
                            "removed the effect)")
                       : tr("Debiased\nchange");
        case DebiasedWhitenedD:
            return tip ? tr("Effect size d on the hard-debiased model after ZCA whitening (estimated on the debiased "
                            "model's reference sample)")
                       : tr("Debiased + ZCA\nd");
        case DebiasedWhitenedP:
            return tip ? tr("Permutation p-value on the hard-debiased model after ZCA whitening")
                       : tr("Debiased + ZCA\np");
        case DebiasedWhitenedChange:
            return tip ? tr("Change of significance from the debiased model to the debiased model whitened (Emerging: "
                            "whitening finds the effect again)")
                       : tr("Debiased + ZCA\nchange");
        default: return {};
        }
    }
    switch (section) {
    case ModelColumn: return tip ? QVariant() : QVariant(tr("Model"));
    case SuiteColumn: return tip ? QVariant() : QVariant(tr("Suite"));
    case RawDColumn: return tip ? tr("Effect size d on the vectors as they are") : tr("Raw\nd");
    case RawPColumn: return tip ? tr("Permutation p-value on the vectors as they are") : tr("Raw\np");
    default: break;
    }
    std::size_t calibration = 0;
    int part = section - ZcaDColumn;
    if (section >= FirstComparisonColumn) {
        calibration = 1 + static_cast<std::size_t>((section - FirstComparisonColumn) / PartCount);
        part = (section - FirstComparisonColumn) % PartCount;
    }
    const QString name = m_comparison ? calibrationLabel(m_comparison->calibrations[calibration])
                                      : calibrationLabel(isoscope::CalibrationSpec{});
    switch (part) {
    case DPart: return tip ? tr("Effect size d after %1").arg(name) : tr("%1\nd").arg(name);
    case PPart: return tip ? tr("Permutation p-value after %1").arg(name) : tr("%1\np").arg(name);
    case ChangePart:
        return tip ? tr("Change of significance from raw to %1 (from the adjusted p when the study corrects for "
                        "multiple testing)")
                         .arg(name)
                   : tr("%1\nchange").arg(name);
    case DeltaPart:
        return tip ? tr("d under %1 − d under ZCA: how far this calibration moves d from ZCA's").arg(name)
                   : tr("%1\nd − ZCA d").arg(name);
    default: break;
    }
    return {};
}

} // namespace isoscope::ui
