#include "ui/tablestyle.h"

namespace isoscope::ui {

namespace {

// Item views put this margin (plus one pixel) on each side of a cell's text; headers put theirs
// around a section's text.
constexpr int kCellTextMargin = 7;
constexpr int kHeaderTextMargin = 8;

} // namespace

TableStyle::TableStyle(QObject *parent)
{
    setParent(parent);
}

int TableStyle::pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const
{
    switch (metric) {
    case PM_FocusFrameHMargin: return kCellTextMargin;
    case PM_HeaderMargin: return kHeaderTextMargin;
    default: return QProxyStyle::pixelMetric(metric, option, widget);
    }
}

} // namespace isoscope::ui
