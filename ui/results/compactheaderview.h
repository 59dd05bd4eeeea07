#pragma once

#include <QHeaderView>
#include <QTimer>

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
    /// The first column (the model names, elided, with the whole name in their tooltip) gives up
    /// width, down to about eleven characters ("GloVe-6B…"), where the others would not fit the table otherwise
    /// (at 1024 px Table A1 cut "Disappearing" and hid the Shift column); where there is room it is
    /// as wide as its contents, up to the maximum section size.
    void setFirstSectionYields(bool yields);
    void setModel(QAbstractItemModel *model) override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    QSize sectionSizeFromContents(int logicalIndex) const override;

private:
    void fitSections();
    void fitFirstSection();
    void fitLastSection();
    /// What the section's header and cells need (the view's size hint for the column).
    int contentsWidth(int logicalIndex) const;
    bool m_lastSectionFits = false;
    bool m_firstSectionYields = false;
    bool m_fitting = false;
    QTimer m_refit; ///< after a change of the model's rows or data, once the view has settled
};

} // namespace isoscope::ui
