#include "ui/common/pagescroll.h"

#include <QScrollArea>
#include <QVBoxLayout>

namespace isoscope::ui {

namespace {

// QScrollArea gives content with height-for-width (any word-wrapped label) the height that its
// preferred sizes need at the area's width; this layout hides that, so the area uses the minimum.
class MinimumSizeLayout final : public QVBoxLayout
{
public:
    using QVBoxLayout::QVBoxLayout;
    bool hasHeightForWidth() const override { return false; }
};

} // namespace

QScrollArea *pageScroll(QWidget *content, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setFocusPolicy(Qt::NoFocus);
    auto *holder = new QWidget(area);
    auto *layout = new MinimumSizeLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(content);
    area->setWidget(holder);
    return area;
}

} // namespace isoscope::ui
