#pragma once

#include "core/stats/anisotropy.h"

#include <QPointF>
#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QDoubleSpinBox;
class QLabel;

namespace isoscope::ui {

/// A square plot of 2-D points as vectors from the origin (a ray to each point), with the axes
/// through the origin. Editable: the points can be dragged with the mouse.
class PointCanvas final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PointCanvas)

public:
    explicit PointCanvas(QWidget *parent = nullptr);

    void setPoints(const std::vector<QPointF> &points);
    const std::vector<QPointF> &points() const { return m_points; }
    void setEditable(bool editable) { m_editable = editable; }
    /// The plot shows [-range, range] on both axes.
    void setRange(double range);
    double range() const { return m_range; }
    void setColour(const QColor &colour);

    /// Where a point is drawn, in widget coordinates.
    QPoint widgetPosition(int index) const;
    /// Where a value is drawn, in widget coordinates.
    QPointF positionOf(const QPointF &value) const;
    /// The point (value) under a widget position.
    QPointF valueAt(const QPointF &position) const;

    QSize sizeHint() const override { return QSize(440, 440); }
    QSize minimumSizeHint() const override { return QSize(220, 220); }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

Q_SIGNALS:
    /// A point was dragged to a new value.
    void pointMoved(int index, const QPointF &value);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QRectF plotRect() const;
    int pointNear(const QPointF &position) const;

    std::vector<QPointF> m_points;
    double m_range = 6;
    bool m_editable = false;
    int m_dragged = -1;
    int m_hovered = -1;
    QColor m_colour;
};

/// The n x n matrix of pairwise cosines as a small heatmap on the figures' diverging scale (-1..1).
class CosineMatrixView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CosineMatrixView)

public:
    explicit CosineMatrixView(QWidget *parent = nullptr);
    void setMatrix(const Eigen::MatrixXd &cosines);
    QSize sizeHint() const override { return QSize(220, 220); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Eigen::MatrixXd m_cosines;
};

/// The anisotropy playground: a toy embedding of a few dozen 2-D points crowded into a cone away
/// from the origin, as word vectors are. Students drag the points; beside them the same points
/// after ZCA whitening (estimated on the points themselves, with an adjustable epsilon), the
/// matrices of pairwise cosines before and after, and the mean pairwise cosine before and after,
/// all updated live. The numbers come from core (pairwiseCosineStats, estimateWhitening, Whitener).
class AnisotropyPlayground final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnisotropyPlayground)

public:
    static constexpr int kPointCount = 30;

    explicit AnisotropyPlayground(QWidget *parent = nullptr);

    /// A new cone of kPointCount points (seeded, so a seed gives the same points).
    void newPoints(std::uint64_t seed);
    void setPoints(const std::vector<QPointF> &points);
    const std::vector<QPointF> &points() const;
    void setEpsilon(double epsilon);
    double epsilon() const { return m_epsilon; }

    const std::vector<QPointF> &whitenedPoints() const;
    isoscope::CosineStats rawStats() const { return m_rawStats; }
    std::optional<isoscope::CosineStats> whitenedStats() const { return m_whitenedStats; }

    PointCanvas *rawCanvas() const { return m_rawCanvas; }
    PointCanvas *whitenedCanvas() const { return m_whitenedCanvas; }
    /// The labels that show the mean pairwise cosine before and after whitening.
    QLabel *rawMeanLabel() const { return m_rawMean; }
    QLabel *whitenedMeanLabel() const { return m_whitenedMean; }

    QSize sizeHint() const override { return QSize(1280, 800); }

Q_SIGNALS:
    /// The numbers and pictures show the current points.
    void updated();

private:
    void recompute();

    PointCanvas *m_rawCanvas;
    PointCanvas *m_whitenedCanvas;
    CosineMatrixView *m_rawMatrix;
    CosineMatrixView *m_whitenedMatrix;
    QLabel *m_rawMean;
    QLabel *m_whitenedMean;
    QLabel *m_whiteningNote;
    QDoubleSpinBox *m_epsilonBox;
    double m_epsilon = 1e-3;
    std::uint64_t m_seed = 1;
    isoscope::CosineStats m_rawStats;
    std::optional<isoscope::CosineStats> m_whitenedStats;
};

} // namespace isoscope::ui
