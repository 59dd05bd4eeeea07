#include "ui/classroom/presentationmode.h"

#include "ui/figures/figurestyle.h"

#include <QApplication>
#include <QFont>
#include <QWidget>

namespace isoscope::ui::presentation {

namespace {
bool s_enabled = false;

void scaleFont(QFont &font, double factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(qRound(font.pixelSize() * factor));
}
} // namespace

void setEnabled(bool enabled)
{
    if (enabled == s_enabled)
        return;
    s_enabled = enabled;
    const double factor = enabled ? kFontScale : 1.0 / kFontScale;
    FigureStyle::setScreenLineScale(enabled ? kLineScale : 1.0);
    // Widgets that set a font of their own (headings, bold titles) do not follow the application
    // font, so they are scaled by the same factor; everything else inherits the new font.
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget *widget : widgets) {
        if (!widget->testAttribute(Qt::WA_SetFont))
            continue;
        QFont font = widget->font();
        scaleFont(font, factor);
        widget->setFont(font);
    }
    QFont font = QApplication::font();
    scaleFont(font, factor);
    QApplication::setFont(font);
}

bool isEnabled()
{
    return s_enabled;
}

} // namespace isoscope::ui::presentation
