#include "ui/measures/measuretablemodel.h"

#include "ui/common/itemroles.h"
#include "ui/measures/measuretext.h"

#include <QFont>

#include <cmath>

namespace isoscope::ui {

namespace {

MeasureRow frame(const isoscope::WeatResult &r, isoscope::Measure measure, std::size_t part,
                 const isoscope::WeatSuite *suite)
{
    MeasureRow row;
    row.model = QString::fromStdString(r.model);
    row.suiteId = QString::fromStdString(r.suiteId);
    row.part = part;
    row.subquery = MeasureText::subquery(measure, part, suite);
    row.result = &r;
    if (r.error)
        row.notRun = QString::fromStdString(r.error->detail);
    return row;
}

} // namespace

std::vector<MeasureRow> measureRows(const isoscope::AnalysisResult &results, isoscope::Measure measure)
{
    std::vector<MeasureRow> rows;
    for (const isoscope::WeatResult *r : results.weat()) {
        const isoscope::WeatSuite *suite = findSuite(results.params, r->suiteId);
        const std::size_t parts = r->error ? 1 : isoscope::measureParts(measure);
        for (std::size_t part = 0; part < parts; ++part) {
            MeasureRow row = frame(*r, measure, part, suite);
            row.values = {measureValueOf(*r, measure, part, false), measureValueOf(*r, measure, part, true)};
            rows.push_back(std::move(row));
        }
    }
    return rows;
}

std::vector<MeasureRow> measureRows(const isoscope::CalibrationComparison &comparison, isoscope::Measure measure,
                                    const std::vector<isoscope::WeatSuite> &suites)
{
    std::vector<MeasureRow> rows;
    for (const auto &model : comparison.models) {
        if (model.results.empty())
            continue;
        for (std::size_t s = 0; s < model.results[0].size(); ++s) {
            const isoscope::WeatResult &zca = model.results[0][s];
            const isoscope::WeatSuite *suite = nullptr;
            for (const auto &candidate : suites)
                if (candidate.id == zca.suiteId)
                    suite = &candidate;
            const std::size_t parts = zca.error ? 1 : isoscope::measureParts(measure);
            for (std::size_t part = 0; part < parts; ++part) {
                MeasureRow row = frame(zca, measure, part, suite);
                row.values.push_back(measureValueOf(zca, measure, part, false));
                for (const auto &column : model.results)
                    row.values.push_back(measureValueOf(column[s], measure, part, true));
                if (comparison.debiased && s < model.debiased.size()) {
                    row.values.push_back(measureValueOf(model.debiased[s], measure, part, false));
                    row.values.push_back(measureValueOf(model.debiased[s], measure, part, true));
                }
                rows.push_back(std::move(row));
            }
        }
    }
    return rows;
}

MeasureTableModel::MeasureTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void MeasureTableModel::setRows(isoscope::Measure measure, std::vector<MeasureRow> rows, QStringList spaces)
{
    beginResetModel();
    m_measure = measure;
    m_rows = std::move(rows);
    m_spaces = std::move(spaces);
    endResetModel();
}

const MeasureRow *MeasureTableModel::row(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? &m_rows[static_cast<std::size_t>(row)] : nullptr;
}

int MeasureTableModel::rowOf(const QString &model, const QString &suiteId, std::size_t part) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].model == model && m_rows[i].suiteId == suiteId && m_rows[i].part == part)
            return static_cast<int>(i);
    return -1;
}

int MeasureTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int MeasureTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid() || m_spaces.isEmpty())
        return 0;
    return FirstValueColumn + static_cast<int>(2 * m_spaces.size()) - 1;
}

QVariant MeasureTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MeasureRow &r = m_rows[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const int spaces = static_cast<int>(m_spaces.size());
    const bool isValue = column >= FirstValueColumn && column < FirstValueColumn + spaces;
    const bool isComparison = column >= FirstValueColumn + spaces;
    const int space = isValue ? column - FirstValueColumn : column - FirstValueColumn - spaces + 1;
    const auto valueAt = [&](int k) -> const isoscope::MeasureValue & { return r.values[static_cast<std::size_t>(k)]; };

    if (role == Qt::TextAlignmentRole)
        return isValue ? int(Qt::AlignRight | Qt::AlignVCenter) : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (!r.notRun.isEmpty())
            return tr("This suite could not run: %1").arg(r.notRun);
        if (isValue && !valueAt(space).value)
            return tr("Undefined: %1").arg(MeasureText::undefinedReason(valueAt(space).undefinedReason));
        if (isComparison && valueAt(0).value && valueAt(space).value)
            return tr("%1 − raw = %2")
                .arg(m_spaces[space], MeasureText::value(*valueAt(space).value - *valueAt(0).value));
        return {};
    }
    if (role == Qt::FontRole && isComparison && valueAt(0).value && valueAt(space).value) {
        // Bold where the space is further from the unbiased value than raw.
        const double ideal = isoscope::measureIdealValue(m_measure);
        QFont font;
        font.setBold(std::abs(*valueAt(space).value - ideal) > std::abs(*valueAt(0).value - ideal) + 1e-12);
        return font;
    }
    if (role != Qt::DisplayRole && role != RawValueRole)
        return {};
    const bool raw = role == RawValueRole;
    switch (column) {
    case ModelColumn: return r.model;
    case SuiteColumn: return r.suiteId;
    case SubqueryColumn: return r.subquery;
    default: break;
    }
    if (!r.notRun.isEmpty())
        return raw ? QVariant() : QVariant(isValue && space == 0 ? tr("not run") : QString());
    if (isValue) {
        const auto &v = valueAt(space);
        return raw ? (v.value ? QVariant(*v.value) : QVariant()) : QVariant(MeasureText::value(v.value));
    }
    const auto &before = valueAt(0), &after = valueAt(space);
    if (raw)
        return before.value && after.value ? QVariant(*after.value - *before.value) : QVariant();
    return MeasureText::comparison(m_measure, before.value, after.value);
}

QVariant MeasureTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int spaces = static_cast<int>(m_spaces.size());
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ModelColumn: return tr("Model");
        case SuiteColumn: return tr("Suite");
        case SubqueryColumn: return tr("Subquery");
        default: break;
        }
        if (section < FirstValueColumn + spaces)
            return tr("%1\n%2").arg(m_spaces[section - FirstValueColumn], MeasureText::shortName(m_measure));
        return tr("%1\nvs raw").arg(m_spaces[section - FirstValueColumn - spaces + 1]);
    }
    if (role == Qt::ToolTipRole) {
        if (section == SubqueryColumn)
            return tr("RND, ECT and RIPA take X and Y with one attribute set at a time (WEFE's subqueries); MAC and "
                      "RNSB take the whole suite");
        if (section >= FirstValueColumn + spaces)
            return tr("Whether this space's value is nearer the unbiased value than the raw one (%1)")
                .arg(MeasureText::idealLine(m_measure));
        if (section >= FirstValueColumn)
            return MeasureText::direction(m_measure);
    }
    if (role == Qt::TextAlignmentRole)
        return int((section >= FirstValueColumn && section < FirstValueColumn + spaces ? Qt::AlignRight : Qt::AlignLeft)
                   | Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
