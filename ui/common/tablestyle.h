#pragma once

#include <QAbstractItemView>
#include <QProxyStyle>

class QTableView;

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
    /// A sorted header section keeps its text: the arrow takes half a line of the font, not
    /// half the section's height (which, for a two-line header, left no room for the text).
    QRect subElementRect(SubElement element, const QStyleOption *option, const QWidget *widget) const override;
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget = nullptr) const override;
};

/// How one table differs from the others (setUpTable).
struct TableSetup {
    bool sortable = false; ///< header clicks sort (the model is then shown unsorted first)
    QAbstractItemView::SelectionMode selection = QAbstractItemView::ExtendedSelection;
    int rowPadding = 10; ///< pixels of a row beyond the font's height
};

/// Gives a table view what every table of the window has: read-only, whole rows selected,
/// alternating rows without a grid, one line per cell, no row numbers, columns as wide as their
/// contents, header sections not highlighted by a selection, and the TableStyle (on the view and
/// its header; the style belongs to the view). A custom horizontal header is set before this.
void setUpTable(QTableView *view, const TableSetup &setup = {});

} // namespace isoscope::ui
