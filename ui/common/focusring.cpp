#include "ui/common/focusring.h"

#include <QApplication>
#include <QFocusEvent>
#include <QFocusFrame>
#include <QPainter>
#include <QProxyStyle>

namespace isoscope::ui {

namespace {

// Two pixels: the ring's width, just outside the widget.
constexpr int kWidth = 2;

// What the ring asks its style: its margins (the ring's width) and to be placed above the widget,
// in the nearest scroll area's viewport or window, so that the rows holding a field without
// margins (a line edit beside its Browse button) do not cut it, and it follows every ancestor that
// moves (QFocusFrame::setWidget does so when the style asks for SH_FocusFrame_AboveWidget).
class RingStyle final : public QProxyStyle
{
public:
    int pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const override
    {
        if (metric == PM_FocusFrameHMargin || metric == PM_FocusFrameVMargin)
            return kWidth;
        return QProxyStyle::pixelMetric(metric, option, widget);
    }
    int styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                  QStyleHintReturn *returned) const override
    {
        if (hint == SH_FocusFrame_AboveWidget)
            return 1;
        return QProxyStyle::styleHint(hint, option, widget, returned);
    }
};

class RingFrame final : public QFocusFrame
{
public:
    explicit RingFrame(QWidget *parent) : QFocusFrame(parent)
    {
        setObjectName(QStringLiteral("focusRing"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        auto *style = new RingStyle;
        style->setParent(this);
        setStyle(style);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        const QRect outer = rect();
        painter.setClipRegion(QRegion(outer) - QRegion(outer.adjusted(kWidth, kWidth, -kWidth, -kWidth)));
        painter.fillRect(outer, palette().color(QPalette::Active, QPalette::Highlight));
    }
};

} // namespace

FocusRing::FocusRing(QWidget *window) : QObject(window), m_window(window)
{
    setObjectName(QStringLiteral("focusRingFollower"));
    // FocusIn of any widget: only the window's are taken (eventFilter).
    qApp->installEventFilter(this);
}

FocusRing::~FocusRing()
{
    delete m_frame;
}

QWidget *FocusRing::shownAround() const
{
    return m_frame && m_frame->isVisible() ? m_frame->widget() : nullptr;
}

QWidget *FocusRing::ring() const
{
    return m_frame && m_frame->isVisible() ? m_frame.data() : nullptr;
}

bool FocusRing::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::FocusIn || !watched->isWidgetType() || !m_window)
        return false;
    auto *target = static_cast<QWidget *>(watched);
    if (target == m_window || target->window() != m_window)
        return false;
    const Qt::FocusReason reason = static_cast<QFocusEvent *>(event)->reason();
    const bool keyboard =
        reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason || reason == Qt::ShortcutFocusReason;
    // A spin box's or an editable combo box's own line edit: the ring goes around the whole field.
    QWidget *shown = target;
    while (shown->parentWidget() && shown->parentWidget()->focusProxy() == shown)
        shown = shown->parentWidget();
    if (!keyboard) {
        if (m_frame)
            m_frame->setWidget(nullptr);
        return false;
    }
    if (!m_frame)
        m_frame = new RingFrame(m_window);
    m_frame->setWidget(shown);
    m_frame->show();
    m_frame->raise();
    return false;
}

} // namespace isoscope::ui
