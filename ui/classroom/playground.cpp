#include "ui/classroom/playground.h"

#include "ui/results/numberformat.h"

#include "core/base/random.h"
#include "core/linalg/whitening.h"
#include "ui/figures/colourscale.h"
#include "ui/figures/figurestyle.h"
#include "ui/results/numberformat.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace isoscope::ui {

namespace {

QString fixed3(double value)
{
    return numberformat::fixed(value, 3);
}

isoscope::MatrixD toMatrix(const std::vector<QPointF> &points)
{
    isoscope::MatrixD rows(static_cast<Eigen::Index>(points.size()), 2);
    for (std::size_t i = 0; i < points.size(); ++i) {
        rows(static_cast<Eigen::Index>(i), 0) = points[i].x();
        rows(static_cast<Eigen::Index>(i), 1) = points[i].y();
    }
    return rows;
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

PointCanvas::PointCanvas(QWidget *parent) : QWidget(parent), m_colour(0x2b, 0x6c, 0xb0)
{
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void PointCanvas::setPoints(const std::vector<QPointF> &points)
{
    m_points = points;
    update();
}

void PointCanvas::setRange(double range)
{
    m_range = range;
    update();
}

void PointCanvas::setColour(const QColor &colour)
{
    m_colour = colour;
    update();
}

QRectF PointCanvas::plotRect() const
{
    const double side = std::min(width(), height()) - 12.0;
    return QRectF((width() - side) / 2.0, (height() - side) / 2.0, side, side);
}

QPoint PointCanvas::widgetPosition(int index) const
{
    if (index < 0 || index >= static_cast<int>(m_points.size()))
        return {};
    return positionOf(m_points[static_cast<std::size_t>(index)]).toPoint();
}

QPointF PointCanvas::positionOf(const QPointF &value) const
{
    const QRectF plot = plotRect();
    return QPointF(plot.center().x() + value.x() / m_range * plot.width() / 2.0,
                   plot.center().y() - value.y() / m_range * plot.height() / 2.0);
}

QPointF PointCanvas::valueAt(const QPointF &position) const
{
    const QRectF plot = plotRect();
    return QPointF((position.x() - plot.center().x()) / (plot.width() / 2.0) * m_range,
                   -(position.y() - plot.center().y()) / (plot.height() / 2.0) * m_range);
}

int PointCanvas::pointNear(const QPointF &position) const
{
    int best = -1;
    double bestDistance = 10.0; // pixels
    for (int i = 0; i < static_cast<int>(m_points.size()); ++i) {
        const QPointF delta = positionOf(m_points[static_cast<std::size_t>(i)]) - position;
        const double distance = std::hypot(delta.x(), delta.y());
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

void PointCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const FigureStyle style = FigureStyle::forScreen(this);
    const QRectF plot = plotRect();
    painter.fillRect(plot, Qt::white);
    painter.setPen(QPen(style.gridColour(), style.lineWidth()));
    // Grid lines at every whole unit (or every few, when the range is large).
    const double step = m_range > 8 ? std::ceil(m_range / 4) : 1.0;
    for (double v = step; v < m_range; v += step) {
        for (double s : {v, -v}) {
            const double x = plot.center().x() + s / m_range * plot.width() / 2.0;
            const double y = plot.center().y() - s / m_range * plot.height() / 2.0;
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        }
    }
    painter.setPen(QPen(style.axisColour(), style.lineWidth()));
    painter.drawLine(QPointF(plot.center().x(), plot.top()), QPointF(plot.center().x(), plot.bottom()));
    painter.drawLine(QPointF(plot.left(), plot.center().y()), QPointF(plot.right(), plot.center().y()));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);

    painter.setClipRect(plot);
    QColor ray = m_colour;
    ray.setAlpha(70);
    painter.setPen(QPen(ray, style.lineWidth()));
    for (int i = 0; i < static_cast<int>(m_points.size()); ++i)
        painter.drawLine(plot.center(), positionOf(m_points[static_cast<std::size_t>(i)]));
    const double radius = std::max(4.0, style.em(0.5));
    for (int i = 0; i < static_cast<int>(m_points.size()); ++i) {
        const bool active = i == m_dragged || (i == m_hovered && m_editable);
        painter.setPen(QPen(active ? style.textColour() : m_colour.darker(130), style.lineWidth() * (active ? 2 : 1)));
        painter.setBrush(active ? m_colour.lighter(140) : m_colour);
        painter.drawEllipse(positionOf(m_points[static_cast<std::size_t>(i)]), radius, radius);
    }
}

void PointCanvas::mousePressEvent(QMouseEvent *event)
{
    if (!m_editable || event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_dragged = pointNear(event->position());
    if (m_dragged >= 0)
        setCursor(Qt::ClosedHandCursor);
    update();
}

void PointCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragged >= 0 && (event->buttons() & Qt::LeftButton)) {
        QPointF value = valueAt(event->position());
        value.setX(std::clamp(value.x(), -m_range, m_range));
        value.setY(std::clamp(value.y(), -m_range, m_range));
        m_points[static_cast<std::size_t>(m_dragged)] = value;
        update();
        Q_EMIT pointMoved(m_dragged, value);
        return;
    }
    if (m_editable) {
        const int hovered = pointNear(event->position());
        if (hovered != m_hovered) {
            m_hovered = hovered;
            setCursor(hovered >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
            update();
        }
    }
}

void PointCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragged >= 0 && event->button() == Qt::LeftButton) {
        m_dragged = -1;
        setCursor(Qt::OpenHandCursor);
        update();
    }
}

CosineMatrixView::CosineMatrixView(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setFixedSize(sizeHint());
}

void CosineMatrixView::setMatrix(const Eigen::MatrixXd &cosines)
{
    m_cosines = cosines;
    update();
}

void CosineMatrixView::paintEvent(QPaintEvent *)
{
    const int n = static_cast<int>(m_cosines.rows());
    if (n == 0)
        return;
    const FigureStyle style = FigureStyle::forScreen(this);
    const ColourScale scale = style.divergingScale(-1, 1);
    QImage image(n, n, QImage::Format_RGB32);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            image.setPixel(j, i, scale.rgb(m_cosines(i, j)));
    QPainter painter(this);
    const QRect target = rect().adjusted(1, 1, -1, -1);
    painter.drawImage(target, image);
    painter.setPen(QPen(style.axisColour(), 1));
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
}

AnisotropyPlayground::AnisotropyPlayground(QWidget *parent)
    : QWidget(parent, Qt::Window), m_rawCanvas(new PointCanvas(this)), m_whitenedCanvas(new PointCanvas(this)),
      m_rawMatrix(new CosineMatrixView(this)), m_whitenedMatrix(new CosineMatrixView(this)),
      m_rawMean(new QLabel(this)), m_whitenedMean(new QLabel(this)), m_whiteningNote(new QLabel(this)),
      m_epsilonBox(new QDoubleSpinBox(this))
{
    setObjectName(QStringLiteral("anisotropyPlayground"));
    setWindowTitle(tr("Anisotropy Playground — Isoscope"));
    m_rawCanvas->setObjectName(QStringLiteral("rawCanvas"));
    m_rawCanvas->setEditable(true);
    m_rawCanvas->setToolTip(tr("Drag a point to move it"));
    m_whitenedCanvas->setObjectName(QStringLiteral("whitenedCanvas"));
    m_whitenedCanvas->setColour(QColor(0xd9, 0x5f, 0x02));
    m_rawMean->setObjectName(QStringLiteral("rawMeanCosine"));
    m_whitenedMean->setObjectName(QStringLiteral("whitenedMeanCosine"));
    for (QLabel *label : {m_rawMean, m_whitenedMean, m_whiteningNote}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }

    m_epsilonBox->setObjectName(QStringLiteral("playgroundEpsilon"));
    m_epsilonBox->setAccessibleName(tr("Epsilon of the whitening"));
    m_epsilonBox->setDecimals(4);
    m_epsilonBox->setKeyboardTracking(false); // a typed value counts once it is finished
    m_epsilonBox->setRange(0.0001, 100);
    m_epsilonBox->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_epsilonBox->setValue(m_epsilon);
    connect(m_epsilonBox, &QDoubleSpinBox::valueChanged, this, &AnisotropyPlayground::setEpsilon);

    auto *newCone = new QPushButton(tr("&New points"), this);
    connect(newCone, &QPushButton::clicked, this, [this] { newPoints(m_seed + 1); });
    auto *reset = new QPushButton(tr("&Reset"), this);
    connect(reset, &QPushButton::clicked, this, [this] { newPoints(1); });

    auto *explanation = new QLabel(
        tr("<p>Each dot is a word vector in a toy two-dimensional embedding; the faint lines run from the origin. "
           "Like real word vectors, they crowd into a cone away from the origin, so almost every pair has a "
           "large cosine (the matrices: red is near 1, white 0, blue −1).</p>"
           "<p><b>Drag the dots.</b> Spread them around the origin and the mean cosine falls; pull them together "
           "and it rises.</p>"
           "<p>On the right, the same points after ZCA whitening estimated on the points themselves: "
           "z = W (x − μ), W = U (Λ + εI)<sup>−1/2</sup> U<sup>T</sup>. Whitening centres the cloud and gives "
           "every direction the same variance, so the cone is gone and the mean cosine is near 0, wherever "
           "you put the dots.</p>"),
        this);
    explanation->setWordWrap(true);
    explanation->setTextFormat(Qt::RichText);

    auto *epsilonRow = new QHBoxLayout;
    epsilonRow->addWidget(new QLabel(tr("ε ="), this));
    epsilonRow->addWidget(m_epsilonBox, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(newCone);
    buttons->addWidget(reset);
    buttons->addStretch(1);

    auto *side = new QVBoxLayout;
    side->addWidget(heading(tr("Anisotropy playground"), this));
    side->addWidget(explanation);
    side->addSpacing(8);
    side->addWidget(heading(tr("Whitening"), this));
    side->addLayout(epsilonRow);
    side->addWidget(m_whiteningNote);
    side->addLayout(buttons);
    side->addStretch(1);
    auto *sideWidget = new QWidget(this);
    sideWidget->setLayout(side);
    sideWidget->setFixedWidth(330);

    auto *grid = new QGridLayout;
    grid->addWidget(heading(tr("Your points (drag them)"), this), 0, 0);
    grid->addWidget(heading(tr("The same points, whitened"), this), 0, 1);
    grid->addWidget(m_rawCanvas, 1, 0);
    grid->addWidget(m_whitenedCanvas, 1, 1);
    grid->addWidget(m_rawMean, 2, 0);
    grid->addWidget(m_whitenedMean, 2, 1);
    auto *rawMatrixRow = new QHBoxLayout;
    rawMatrixRow->addWidget(m_rawMatrix);
    rawMatrixRow->addWidget(new QLabel(tr("Cosine of every pair\n(row i, column j)"), this), 1);
    auto *whiteMatrixRow = new QHBoxLayout;
    whiteMatrixRow->addWidget(m_whitenedMatrix);
    whiteMatrixRow->addWidget(new QLabel(tr("Cosine of every pair,\nafter whitening"), this), 1);
    grid->addLayout(rawMatrixRow, 3, 0);
    grid->addLayout(whiteMatrixRow, 3, 1);
    grid->setRowStretch(4, 1);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(grid, 1);
    layout->addSpacing(12);
    layout->addWidget(sideWidget);

    connect(m_rawCanvas, &PointCanvas::pointMoved, this, [this] { recompute(); });
    newPoints(1);
}

void AnisotropyPlayground::newPoints(std::uint64_t seed)
{
    m_seed = seed;
    isoscope::Rng rng(seed);
    // A cone: a common offset, spread mostly along one direction (anisotropic), as word vectors are.
    const double angle = 0.35 + 0.6 * rng.uniform();
    const QPointF centre(3.2 * std::cos(angle), 3.2 * std::sin(angle));
    const QPointF along(std::cos(angle + std::numbers::pi / 2), std::sin(angle + std::numbers::pi / 2));
    const QPointF outward(std::cos(angle), std::sin(angle));
    std::vector<QPointF> points;
    for (int i = 0; i < kPointCount; ++i) {
        // Box-Muller on the platform-independent generator.
        const double u1 = 1.0 - rng.uniform();
        const double u2 = rng.uniform();
        const double r = std::sqrt(-2.0 * std::log(u1));
        const double g1 = r * std::cos(2 * std::numbers::pi * u2);
        const double g2 = r * std::sin(2 * std::numbers::pi * u2);
        points.push_back(centre + along * (0.9 * g1) + outward * (0.45 * g2));
    }
    setPoints(points);
}

void AnisotropyPlayground::setPoints(const std::vector<QPointF> &points)
{
    m_rawCanvas->setPoints(points);
    recompute();
}

const std::vector<QPointF> &AnisotropyPlayground::points() const
{
    return m_rawCanvas->points();
}

const std::vector<QPointF> &AnisotropyPlayground::whitenedPoints() const
{
    return m_whitenedCanvas->points();
}

void AnisotropyPlayground::setEpsilon(double epsilon)
{
    if (epsilon == m_epsilon)
        return;
    m_epsilon = epsilon;
    if (m_epsilonBox->value() != epsilon)
        m_epsilonBox->setValue(epsilon);
    recompute();
}

void AnisotropyPlayground::recompute()
{
    const isoscope::MatrixD raw = toMatrix(points());
    m_rawStats = isoscope::pairwiseCosineStats(raw);
    m_rawMatrix->setMatrix(isoscope::cosineMatrix(raw));
    m_rawMean->setText(tr("Mean pairwise cosine: %1 (SD %2, %3 pairs)")
                           .arg(fixed3(m_rawStats.mean), fixed3(m_rawStats.sd))
                           .arg(m_rawStats.pairs));

    m_whitenedStats.reset();
    std::vector<QPointF> whitened;
    const isoscope::MatrixF sample = raw.cast<float>();
    auto stats = isoscope::estimateWhitening(sample);
    std::optional<isoscope::Whitener> whitener;
    if (stats) {
        auto created = isoscope::Whitener::create(stats.value(), m_epsilon);
        if (created)
            whitener = std::move(created).value();
    }
    if (whitener) {
        const isoscope::MatrixD z = whitener->apply(raw);
        double extent = 3;
        for (Eigen::Index i = 0; i < z.rows(); ++i) {
            whitened.emplace_back(z(i, 0), z(i, 1));
            extent = std::max({extent, std::abs(z(i, 0)), std::abs(z(i, 1))});
        }
        m_whitenedCanvas->setRange(std::ceil(extent * 1.05));
        m_whitenedStats = isoscope::pairwiseCosineStats(z);
        m_whitenedMatrix->setMatrix(isoscope::cosineMatrix(z));
        m_whitenedMean->setText(tr("Mean pairwise cosine: %1 (SD %2, %3 pairs)")
                                    .arg(fixed3(m_whitenedStats->mean), fixed3(m_whitenedStats->sd))
                                    .arg(m_whitenedStats->pairs));
        const auto &lambda = stats->eigenvalues;
        m_whiteningNote->setText(
            tr("Mean μ = (%1, %2). Eigenvalues of the covariance: λ₁ = %3, λ₂ = %4; whitening divides each "
               "direction by √(λ + ε).")
                .arg(fixed3(stats->mean(0)), fixed3(stats->mean(1)), fixed3(lambda(0)), fixed3(lambda(1))));
    } else {
        m_whitenedMatrix->setMatrix({});
        m_whitenedMean->setText(tr("Whitening is not possible for these points (every eigenvalue plus ε must be "
                                   "positive)."));
        m_whiteningNote->clear();
    }
    m_whitenedCanvas->setPoints(whitened);
    Q_EMIT updated();
}

} // namespace isoscope::ui
