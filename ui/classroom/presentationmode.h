#pragma once

namespace isoscope::ui::presentation {

/// The application font in presentation mode, relative to the normal one.
inline constexpr double kFontScale = 1.5;
/// Line widths of figures on screen in presentation mode, relative to one pixel.
inline constexpr double kLineScale = 2.5;

/// Presentation mode, for a projector: the application font kFontScale times larger (widgets with
/// a font of their own, such as headings, grow by the same factor) and figure lines on screen
/// kLineScale times thicker. Exported figures do not change. Call from the GUI thread.
void setEnabled(bool enabled);
bool isEnabled();

} // namespace isoscope::ui::presentation
