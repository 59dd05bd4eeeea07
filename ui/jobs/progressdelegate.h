#pragma once

#include <QStyledItemDelegate>

namespace isoscope::ui {

/// Draws a progress bar in a cell whose RawValueRole is a fraction from 0 to 1.
class ProgressDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProgressDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace isoscope::ui
