#pragma once

#include <QProxyStyle>

namespace isoscope::ui {

/// The look of Isoscope's tables: the platform style with more room around the text of cells and
/// header sections, so that a right-aligned number and the text in the next column do not touch.
/// Set it on a table view and on its header; it belongs to the object given as parent.
class TableStyle final : public QProxyStyle
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableStyle)

public:
    explicit TableStyle(QObject *parent);

    int pixelMetric(PixelMetric metric, const QStyleOption *option = nullptr,
                    const QWidget *widget = nullptr) const override;
};

} // namespace isoscope::ui
