#pragma once

#include <QHeaderView>

namespace isoscope::ui {

/// A horizontal table header whose sections are as wide as their text: QHeaderView reserves the
/// height of the section (two lines in the results tables) beside the text for the sort arrow when
/// sorting is on, although the arrow is drawn above the text; this reserves a small arrow instead.
/// Sections take clicks (sorting), which a QHeaderView made by hand does not by default.
class CompactHeaderView final : public QHeaderView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompactHeaderView)

public:
    explicit CompactHeaderView(QWidget *parent);
    /// The last column fills the rest of the table where there is room, and is as wide as its
    /// contents where there is not (a stretched last section shrinks below them: "Substantial" was
    /// cut in presentation mode at 1024 px); the table then scrolls sideways.
    void setLastSectionFits(bool fits);

protected:
    void resizeEvent(QResizeEvent *event) override;
    QSize sectionSizeFromContents(int logicalIndex) const override;

private:
    void fitLastSection();
    bool m_lastSectionFits = false;
};

} // namespace isoscope::ui
