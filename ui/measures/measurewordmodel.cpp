#include "ui/measures/measurewordmodel.h"

#include "ui/common/itemroles.h"
#include "ui/measures/measuretext.h"

#include <QLocale>

namespace isoscope::ui {

MeasureWordModel::MeasureWordModel(QObject *parent) : QAbstractTableModel(parent) {}

void MeasureWordModel::setResult(const isoscope::WeatResult &r, isoscope::Measure measure)
{
    beginResetModel();
    m_rows.clear();
    m_headers.clear();
    const isoscope::MeasureSpace &raw = r.measures.raw;
    const isoscope::MeasureSpace &white = r.measures.whitened;
    const auto words = [&](int role) { return r.words.used[static_cast<std::size_t>(role)]; };
    const QString sets[] = {QStringLiteral("X"), QStringLiteral("Y"), QStringLiteral("A"), QStringLiteral("B")};
    // Adds one row per word of the roles given, its values taken by value(role, index).
    const auto addRows = [&](std::initializer_list<int> roles, const auto &values) {
        for (int role : roles)
            for (std::size_t i = 0; i < words(role).size(); ++i)
                m_rows.push_back(Row{sets[role], QString::fromStdString(words(role)[i]), values(role, i)});
    };
    if (!r.error && r.measures.has(measure)) {
        switch (measure) {
        case isoscope::Measure::Weat: break;
        case isoscope::Measure::Rnd:
            m_headers = {tr("Raw distance to X\nminus to Y"), tr("Whitened distance to X\nminus to Y")};
            addRows({2, 3}, [&](int role, std::size_t i) {
                const std::size_t part = role == 2 ? 0 : 1;
                return std::vector<double>{(*raw.rnd)[part].perWord[i], (*white.rnd)[part].perWord[i]};
            });
            break;
        case isoscope::Measure::Mac:
            m_headers = {tr("Raw mean distance\nto A"), tr("Raw mean distance\nto B"),
                         tr("Whitened mean distance\nto A"), tr("Whitened mean distance\nto B")};
            addRows({0, 1}, [&](int role, std::size_t i) {
                const auto &a = role == 0 ? raw.mac->perX[i] : raw.mac->perY[i];
                const auto &b = role == 0 ? white.mac->perX[i] : white.mac->perY[i];
                return std::vector<double>{a[0], a[1], b[0], b[1]};
            });
            break;
        case isoscope::Measure::Ect:
            m_headers = {tr("Raw cosine with\nmean of X"), tr("Raw cosine with\nmean of Y"),
                         tr("Whitened cosine with\nmean of X"), tr("Whitened cosine with\nmean of Y")};
            addRows({2, 3}, [&](int role, std::size_t i) {
                const std::size_t part = role == 2 ? 0 : 1;
                return std::vector<double>{(*raw.ect)[part].cosX[i], (*raw.ect)[part].cosY[i],
                                           (*white.ect)[part].cosX[i], (*white.ect)[part].cosY[i]};
            });
            break;
        case isoscope::Measure::Ripa:
            m_headers = {tr("Raw score"), tr("Raw SD\nover the pairs"), tr("Whitened score"),
                         tr("Whitened SD\nover the pairs")};
            if ((*raw.ripa)[0].mean.size() == words(2).size())
                addRows({2, 3}, [&](int role, std::size_t i) {
                    const std::size_t part = role == 2 ? 0 : 1;
                    return std::vector<double>{(*raw.ripa)[part].mean[i], (*raw.ripa)[part].sd[i],
                                               (*white.ripa)[part].mean[i], (*white.ripa)[part].sd[i]};
                });
            break;
        case isoscope::Measure::Rnsb:
            m_headers = {tr("Raw probability\nof B"), tr("Whitened probability\nof B")};
            addRows({0, 1}, [&](int role, std::size_t i) {
                const auto &p = role == 0 ? raw.rnsb->probabilityX : raw.rnsb->probabilityY;
                const auto &q = role == 0 ? white.rnsb->probabilityX : white.rnsb->probabilityY;
                return std::vector<double>{p[i], q[i]};
            });
            break;
        }
    }
    endResetModel();
}

std::optional<double> MeasureWordModel::value(const QString &word, int column) const
{
    for (const Row &row : m_rows)
        if (row.word == word && column >= FirstValueColumn
            && column - FirstValueColumn < static_cast<int>(row.values.size()))
            return row.values[static_cast<std::size_t>(column - FirstValueColumn)];
    return std::nullopt;
}

int MeasureWordModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int MeasureWordModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_headers.isEmpty() ? 0 : FirstValueColumn + static_cast<int>(m_headers.size());
}

QVariant MeasureWordModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() >= FirstValueColumn ? int(Qt::AlignRight | Qt::AlignVCenter)
                                                  : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != RawValueRole)
        return {};
    switch (index.column()) {
    case SetColumn: return row.set;
    case WordColumn: return row.word;
    default: {
        const double v = row.values[static_cast<std::size_t>(index.column() - FirstValueColumn)];
        return role == RawValueRole ? QVariant(v) : QVariant(MeasureText::value(v));
    }
    }
}

QVariant MeasureWordModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == SetColumn)
        return tr("Set");
    if (section == WordColumn)
        return tr("Word");
    return m_headers.value(section - FirstValueColumn);
}

} // namespace isoscope::ui
