#pragma once

#include "core/analysis/suites.h"

#include <QAbstractTableModel>

#include <vector>

namespace isoscope::ui {

/// The WEAT suites as a table: id, name, category and the size of each word set.
class SuiteTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SuiteTableModel)

public:
    enum Column { IdColumn, NameColumn, CategoryColumn, XColumn, YColumn, AColumn, BColumn, ColumnCount };

    explicit SuiteTableModel(QObject *parent = nullptr);

    void setSuites(std::vector<isoscope::WeatSuite> suites);
    const std::vector<isoscope::WeatSuite> &suites() const { return m_suites; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<isoscope::WeatSuite> m_suites;
};

} // namespace isoscope::ui
