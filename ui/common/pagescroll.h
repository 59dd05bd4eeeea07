#pragma once

class QScrollArea;
class QWidget;

namespace isoscope::ui {

/// A frameless scroll area around content, for a window smaller than content needs: content fills
/// the area and is never made smaller than its minimum size; below that the area scrolls. Unlike a
/// plain QScrollArea it sizes content by its minimum, not by the preferred height of its
/// word-wrapped labels (height-for-width), which made a page scroll that fitted the window. Content
/// that fits is laid out exactly as without the area; the area has no tab stop of its own.
QScrollArea *pageScroll(QWidget *content, QWidget *parent);

} // namespace isoscope::ui
