#include "ui/results/weattablemodel.h"

#include "ui/common/errortext.h"
#include "ui/common/escape.h"
#include "ui/common/itemroles.h"
#include "ui/results/cautiontext.h"
#include "ui/results/numberformat.h"

#include <QFont>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <iterator>
#include <map>

namespace isoscope::ui {

WeatTableModel::WeatTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void WeatTableModel::setResults(std::shared_ptr<const isoscope::AnalysisResult> results,
                                std::vector<isoscope::WeatResult> rawOnly)
{
    beginResetModel();
    m_results = std::move(results);
    m_rawOnly = std::move(rawOnly);
    m_rows.clear();
    if (m_results) {
        // Each model's suites in the study's order, whether complete or raw only.
        std::map<std::string, std::size_t> suiteOrder;
        for (const isoscope::WeatSuite &suite : m_results->params.suites)
            suiteOrder.emplace(suite.id, suiteOrder.size());
        const auto position = [&suiteOrder](const isoscope::WeatResult *r) {
            const auto found = suiteOrder.find(r->suiteId);
            return found == suiteOrder.end() ? suiteOrder.size() : found->second;
        };
        for (const isoscope::ModelResult &model : m_results->models) {
            const std::size_t first = m_rows.size();
            for (const isoscope::WeatResult &r : model.weat)
                m_rows.push_back(&r);
            for (const isoscope::WeatResult &r : m_rawOnly)
                if (r.model == model.spec.name)
                    m_rows.push_back(&r);
            std::stable_sort(m_rows.begin() + static_cast<std::ptrdiff_t>(first), m_rows.end(),
                             [&position](const isoscope::WeatResult *a, const isoscope::WeatResult *b) {
                                 return position(a) < position(b);
                             });
        }
    }
    recompute();
    endResetModel();
}

bool WeatTableModel::isRawOnly(int row) const
{
    const isoscope::WeatResult *r = result(row);
    return r && !r->error && r->raw && !r->whitened;
}

void WeatTableModel::setCorrection(isoscope::Correction correction)
{
    if (correction == m_correction)
        return;
    beginResetModel();
    m_correction = correction;
    recompute();
    endResetModel();
}

void WeatTableModel::recompute()
{
    m_columns.clear();
    // The adjusted p, when there, before the change class that they decide (not off at the end).
    static constexpr Column kOrder[] = {ModelColumn,      SuiteColumn,     CategoryColumn,     SizesColumn,
                                        RawDColumn,       RawCiColumn,     RawPColumn,         WhitenedDColumn,
                                        WhitenedCiColumn, WhitenedPColumn, RawPAdjustedColumn, WhitenedPAdjustedColumn,
                                        ChangeColumn,     ShiftColumn};
    static_assert(std::size(kOrder) == ColumnCount);
    for (const Column c : kOrder) {
        if ((c == RawCiColumn || c == WhitenedCiColumn) && !hasIntervals())
            continue;
        if ((c == RawPAdjustedColumn || c == WhitenedPAdjustedColumn) && m_correction == isoscope::Correction::None)
            continue;
        m_columns.push_back(c);
    }
    const std::size_t n = m_rows.size();
    m_rawAdjusted.assign(n, std::nullopt);
    m_whitenedAdjusted.assign(n, std::nullopt);
    m_change.assign(n, isoscope::SignificanceChange::Undefined);
    for (std::size_t i = 0; i < n; ++i)
        m_change[i] = m_rows[i]->change;
    if (m_correction == isoscope::Correction::None || !m_results)
        return;
    // The family: the suites of one model that ran, each space on its own.
    for (const isoscope::ModelResult &model : m_results->models) {
        std::vector<std::size_t> rows;
        std::vector<double> pRaw, pWhitened;
        for (std::size_t i = 0; i < n; ++i) {
            const isoscope::WeatResult &r = *m_rows[i];
            if (r.model != model.spec.name || !r.raw || !r.whitened)
                continue;
            rows.push_back(i);
            pRaw.push_back(r.raw->p);
            pWhitened.push_back(r.whitened->p);
        }
        const auto adjustedRaw = isoscope::adjustPValues(pRaw, m_correction);
        const auto adjustedWhitened = isoscope::adjustPValues(pWhitened, m_correction);
        for (std::size_t k = 0; k < rows.size(); ++k) {
            m_rawAdjusted[rows[k]] = adjustedRaw[k];
            m_whitenedAdjusted[rows[k]] = adjustedWhitened[k];
            m_change[rows[k]] = isoscope::classifyChange(adjustedRaw[k], adjustedWhitened[k], m_results->params.alpha);
        }
    }
}

isoscope::ChangeCounts WeatTableModel::counts() const
{
    isoscope::ChangeCounts c;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i]->error || !m_rows[i]->whitened)
            continue; // not run, or raw only until Run
        switch (m_change[i]) {
        case isoscope::SignificanceChange::Stable: ++c.stable; break;
        case isoscope::SignificanceChange::Disappearing: ++c.disappearing; break;
        case isoscope::SignificanceChange::Emerging: ++c.emerging; break;
        case isoscope::SignificanceChange::Undefined: ++c.undefined; break;
        }
    }
    return c;
}

const isoscope::WeatResult *WeatTableModel::result(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(row)] : nullptr;
}

ShownChange WeatTableModel::shownChange(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return {};
    const auto i = static_cast<std::size_t>(row);
    return ShownChange{m_correction, m_rawAdjusted[i], m_whitenedAdjusted[i], m_change[i]};
}

int WeatTableModel::rowOf(const QString &model, const QString &suiteId) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (QString::fromStdString(m_rows[i]->model) == model && QString::fromStdString(m_rows[i]->suiteId) == suiteId)
            return static_cast<int>(i);
    return -1;
}

bool WeatTableModel::hasIntervals() const
{
    return m_results && m_results->params.effectBootstrapIterations > 0;
}

int WeatTableModel::sectionOf(Column column) const
{
    const auto found = std::find(m_columns.begin(), m_columns.end(), column);
    return found == m_columns.end() ? -1 : static_cast<int>(found - m_columns.begin());
}

WeatTableModel::Column WeatTableModel::columnAt(int section) const
{
    return section >= 0 && section < static_cast<int>(m_columns.size()) ? m_columns[static_cast<std::size_t>(section)]
                                                                        : ColumnCount;
}

int WeatTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int WeatTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_columns.size());
}

namespace {

// "95%" for the confidence level, in the user's locale.
QString confidenceText(double confidence)
{
    return numberformat::percent(confidence);
}

// What a p cell says when pointed at: a test that cannot reach significance, or a Monte Carlo p
// that is a bound.
QVariant pTip(const isoscope::WeatResult &r, const std::optional<isoscope::WeatStatistic> &s,
              const isoscope::ResultCautions &cautions, const isoscope::AnalysisParams &params)
{
    if (!s)
        return {};
    QStringList tips;
    if (cautions.unreachableFloor)
        tips << cautiontext::unreachable(r, cautions, params.alpha);
    if (cautiontext::permutationP(*s, params.weat) != numberformat::pValue(s->p))
        tips << WeatTableModel::tr("None of the %1 random partitions was as extreme as the observed one: p is "
                                   "below %2, the smallest p that so many partitions can give.")
                    .arg(QLocale().toString(qulonglong(s->permutations)),
                         numberformat::pValue(isoscope::smallestAttainableP(*s, params.weat)));
    return tips.isEmpty() ? QVariant() : QVariant(tips.join(QLatin1Char('\n')));
}

} // namespace

QVariant WeatTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const isoscope::WeatResult &r = *m_rows[static_cast<std::size_t>(index.row())];
    const isoscope::SignificanceChange change = m_change[static_cast<std::size_t>(index.row())];
    const std::optional<double> rawAdjusted = m_rawAdjusted[static_cast<std::size_t>(index.row())];
    const std::optional<double> whitenedAdjusted = m_whitenedAdjusted[static_cast<std::size_t>(index.row())];
    const Column column = columnAt(index.column());
    const auto optionalValue = [](std::optional<double> v) { return v ? QVariant(*v) : QVariant(); };
    const auto d = [](const std::optional<isoscope::WeatStatistic> &s) { return s ? s->d : std::optional<double>(); };
    const auto p = [](const std::optional<isoscope::WeatStatistic> &s) {
        return s ? std::optional<double>(s->p) : std::optional<double>();
    };
    const bool numeric = (column >= SizesColumn && column <= WhitenedPColumn) || column >= RawPAdjustedColumn;
    const auto interval = [&]() -> const std::optional<isoscope::EffectInterval> & {
        return column == RawCiColumn ? r.rawInterval : r.whitenedInterval;
    };
    // What could be misread (small sets, an unreachable p, a sign flip): a few comparisons.
    const isoscope::ResultCautions cautions =
        m_results ? isoscope::resultCautions(r, m_results->params) : isoscope::ResultCautions{};
    const auto shownP = [this](const std::optional<isoscope::WeatStatistic> &s) {
        return s ? cautiontext::permutationP(*s, m_results->params.weat) : numberformat::pValue(std::nullopt);
    };

    switch (role) {
    case ChangeRole: return int(change);
    case Qt::TextAlignmentRole:
        return numeric ? int(Qt::AlignRight | Qt::AlignVCenter) : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (column == ChangeColumn && !r.error)
            return numberformat::changeBackground(change);
        return {};
    case Qt::ForegroundRole:
        if (column == ChangeColumn && !r.error)
            return numberformat::changeForeground(change);
        return {};
    case Qt::FontRole:
        if ((column == ChangeColumn && change != isoscope::SignificanceChange::Stable)
            || (column == ShiftColumn && (r.substantialShift || cautions.signChange))) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case ModelColumn: return escape::shownName(r.model);
        case SuiteColumn: return escape::shownName(r.suiteName);
        case SizesColumn: {
            QString tip = tr("Words used: X %1, Y %2, A %3, B %4")
                              .arg(r.words.used[0].size())
                              .arg(r.words.used[1].size())
                              .arg(r.words.used[2].size())
                              .arg(r.words.used[3].size());
            if (!cautions.smallSets.empty())
                tip += QLatin1Char('\n') + cautiontext::smallSets(r, cautions);
            return tip;
        }
        case ChangeColumn:
            if (!r.error && r.raw && !r.whitened)
                return tr("Whitened d and p are not computed yet for the current settings: press Run. The raw "
                          "columns are computed and still valid.");
            return r.error ? tr("This suite could not run: %1").arg(ErrorText::describe(*r.error))
                   : m_correction == isoscope::Correction::None
                       ? tr("Significance at alpha %1, raw and whitened")
                             .arg(QLocale().toString(m_results->params.alpha))
                       : tr("Significance of the adjusted p at alpha %1, raw and whitened")
                             .arg(QLocale().toString(m_results->params.alpha));
        case RawCiColumn:
        case WhitenedCiColumn: {
            const auto &ci = interval();
            if (!ci)
                return {};
            if (!ci->defined())
                return tr("Undefined: fewer than two of the %n resamples have a defined d", nullptr,
                          static_cast<int>(m_results->params.effectBootstrapIterations));
            return tr("%1 bootstrap interval of d from %2 resamples of the words of X and Y (percentile method); "
                      "bootstrap standard error %3")
                .arg(confidenceText(m_results->params.confidence), QLocale().toString(qulonglong(ci->valid)),
                     numberformat::fixed(ci->sd));
        }
        case ShiftColumn: {
            const auto dr = d(r.raw), dw = d(r.whitened);
            if (!dr || !dw)
                return tr("Needs d in both spaces");
            QString tip =
                tr("d whitened − d raw = %1 (substantial above %2)")
                    .arg(numberformat::effect(*dw - *dr), QLocale().toString(m_results->params.shiftThreshold));
            if (cautions.signChange)
                tip += QLatin1Char('\n') + cautiontext::signChange(r);
            return tip;
        }
        case RawPColumn:
        case WhitenedPColumn: return pTip(r, column == RawPColumn ? r.raw : r.whitened, cautions, m_results->params);
        default: return {};
        }
    case Qt::DisplayRole:
    case RawValueRole: break;
    default: return {};
    }

    const bool raw = role == RawValueRole;
    switch (column) {
    case ModelColumn: return raw ? QString::fromStdString(r.model) : escape::shownName(r.model);
    case SuiteColumn: return raw ? QString::fromStdString(r.suiteId) : escape::shownName(r.suiteId);
    case CategoryColumn: return raw ? QString::fromStdString(r.category) : numberformat::categoryText(r.category);
    case SizesColumn: {
        const QString sizes = QStringLiteral("%1/%2/%3/%4")
                                  .arg(r.words.used[0].size())
                                  .arg(r.words.used[1].size())
                                  .arg(r.words.used[2].size())
                                  .arg(r.words.used[3].size());
        return sizes;
    }
    case RawDColumn: return raw ? optionalValue(d(r.raw)) : QVariant(r.raw ? numberformat::effect(d(r.raw)) : tr("—"));
    case RawPColumn: return raw ? optionalValue(p(r.raw)) : QVariant(shownP(r.raw));
    case WhitenedDColumn:
        return raw ? optionalValue(d(r.whitened))
                   : QVariant(r.whitened ? numberformat::effect(d(r.whitened)) : tr("—"));
    case WhitenedPColumn: return raw ? optionalValue(p(r.whitened)) : QVariant(shownP(r.whitened));
    case RawCiColumn:
    case WhitenedCiColumn: {
        const auto &ci = interval();
        if (!ci || !ci->defined())
            return raw ? QVariant() : QVariant(ci ? tr("undefined") : QString());
        if (raw)
            return QVariantList{ci->low, ci->high};
        return numberformat::effectInterval(ci->low, ci->high);
    }
    case ChangeColumn:
        if (!r.error && r.raw && !r.whitened) // the raw side only, until Run
            return raw ? QVariant() : QVariant(tr("Not computed yet"));
        if (raw)
            return r.error ? QVariant() : QVariant(QString::fromUtf8(isoscope::changeName(change).data()));
        return numberformat::changeText(r.error ? isoscope::SignificanceChange::Undefined : change);
    case RawPAdjustedColumn: return raw ? optionalValue(rawAdjusted) : QVariant(numberformat::pValue(rawAdjusted));
    case WhitenedPAdjustedColumn:
        return raw ? optionalValue(whitenedAdjusted) : QVariant(numberformat::pValue(whitenedAdjusted));
    case ShiftColumn:
        if (raw) // both facts, one export field each (ExportHeadersRole)
            return QVariantList{r.substantialShift, cautions.signChange};
        if (cautions.signChange)
            return r.substantialShift ? tr("Substantial, sign flip") : tr("Sign flip");
        return r.substantialShift ? tr("Substantial") : QString();
    default: return {};
    }
}

QVariant WeatTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const Column column = columnAt(section);
    if (role == PValueColumnRole)
        return column == RawPColumn || column == WhitenedPColumn || column == RawPAdjustedColumn
               || column == WhitenedPAdjustedColumn;
    if (role == ExportHeadersRole && column == ShiftColumn)
        return QStringList{tr("Substantial shift"), tr("Sign flip")};
    if (role == ExportHeadersRole && (column == RawCiColumn || column == WhitenedCiColumn)) {
        const QString space = column == RawCiColumn ? tr("Raw") : tr("Whitened");
        return QStringList{tr("%1 d CI low").arg(space), tr("%1 d CI high").arg(space)};
    }
    if (role == Qt::DisplayRole) {
        switch (column) {
        case ModelColumn: return tr("Model");
        case SuiteColumn: return tr("Suite");
        case CategoryColumn: return tr("Category");
        // Two lines where the text is long, so that the columns stay as narrow as their numbers
        // (exports join the lines with a space).
        case SizesColumn: return tr("|X|/|Y|/\n|A|/|B|");
        case RawDColumn: return tr("Raw\nd");
        case RawCiColumn:
            return tr("Raw d\n%1 CI").arg(confidenceText(m_results ? m_results->params.confidence : 0.95));
        case WhitenedCiColumn:
            return tr("Whitened d\n%1 CI").arg(confidenceText(m_results ? m_results->params.confidence : 0.95));
        case RawPColumn: return tr("Raw\np");
        case WhitenedDColumn: return tr("Whitened\nd");
        case WhitenedPColumn: return tr("Whitened\np");
        case ChangeColumn: return tr("Change");
        case ShiftColumn: return tr("Shift");
        case RawPAdjustedColumn:
            return m_correction == isoscope::Correction::Holm ? tr("Raw p\n(Holm)") : tr("Raw p\n(BH)");
        case WhitenedPAdjustedColumn:
            return m_correction == isoscope::Correction::Holm ? tr("Whitened p\n(Holm)") : tr("Whitened p\n(BH)");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case SizesColumn: return tr("Words of each set found in the model");
        case RawCiColumn:
        case WhitenedCiColumn:
            return tr("%1 bootstrap confidence interval of %2 d: the words of X and Y resampled with replacement "
                      "%3 times (the same resamples raw and whitened), d recomputed from their associations, "
                      "percentile interval. It shows how much d depends on the particular target words; it is not "
                      "a test of d = 0 (the permutation p is).")
                .arg(confidenceText(m_results ? m_results->params.confidence : 0.95),
                     column == RawCiColumn ? tr("raw") : tr("whitened"),
                     QLocale().toString(qulonglong(m_results ? m_results->params.effectBootstrapIterations : 0)));
        case RawDColumn: return tr("Effect size d on the vectors as they are");
        case RawPColumn: return tr("Permutation p-value on the vectors as they are");
        case WhitenedDColumn: return tr("Effect size d after ZCA whitening");
        case WhitenedPColumn: return tr("Permutation p-value after ZCA whitening");
        case ChangeColumn:
            return tr("Stable: significant in both spaces or in neither. Disappearing: significant only raw. "
                      "Emerging: significant only whitened.");
        case ShiftColumn: return tr("|d whitened − d raw| is larger than 0.5");
        case RawPAdjustedColumn:
        case WhitenedPAdjustedColumn:
            return m_correction == isoscope::Correction::Holm
                       ? tr("p adjusted by Holm's step-down method across the suites of the model (family-wise error)")
                       : tr("p adjusted by the Benjamini-Hochberg method across the suites of the model (false "
                            "discovery rate)");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return int(((column >= SizesColumn && column <= WhitenedPColumn) || column >= RawPAdjustedColumn
                        ? Qt::AlignRight
                        : Qt::AlignLeft)
                   | Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
