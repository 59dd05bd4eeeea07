#pragma once

#include "core/analysis/results.h"
#include "ui/figures/figure.h"

#include <Eigen/Core>
#include <QCoreApplication>
#include <QImage>
#include <QStringList>

#include <memory>
#include <optional>

namespace isoscope::ui {

class ColourScale;

/// The order of the words along both axes of the heatmap.
enum class HeatmapOrder {
    FileOrder,         ///< as sampled: the file order of the reference sample (most frequent first)
    SimilarityRaw,     ///< grouped by similarity of the raw vectors (isoscope::similarityOrder)
    SimilarityWhitened ///< grouped by similarity of the whitened vectors
};

/// The two cosine matrices of a model's anisotropy sample, in display order.
struct HeatmapMatrices {
    QString model;
    HeatmapOrder order = HeatmapOrder::FileOrder;
    QStringList words;             ///< in display order ("#k" when the sample has no words)
    std::vector<std::size_t> rows; ///< display position k shows sample row rows[k]
    Eigen::MatrixXf raw;           ///< raw(i, j): cosine of the words at positions i and j
    Eigen::MatrixXf whitened;
    int size() const { return static_cast<int>(raw.rows()); }

    /// Computes both matrices (about 0.1 s for 2,000 words of 300 dimensions): run it on a worker
    /// thread in the app. Nothing when the model has no sampled vectors.
    static std::shared_ptr<const HeatmapMatrices> compute(const isoscope::ModelResult &model, HeatmapOrder order);
};

/// The visible part of the matrix: cells [x, x + span) across and [y, y + span) down, in cell units
/// (fractions allowed). Both panels show the same part.
struct HeatmapViewport {
    double x = 0;
    double y = 0;
    double span = 0;
    friend bool operator==(const HeatmapViewport &, const HeatmapViewport &) = default;
};

/// Paper Figure 1 / A1-A3: the pairwise cosine matrix of a model's 2,000 sampled words, raw beside
/// whitened, on one diverging scale from -1 to 1 with a colour bar, the mean and SD of the
/// cosines (over all pairs i < j, from the analysis) in each panel's title.
class CosineHeatmapFigure final : public Figure
{
    Q_DECLARE_TR_FUNCTIONS(CosineHeatmapFigure)

public:
    enum Panel { RawPanel = 0, WhitenedPanel = 1 };

    struct Layout {
        QRectF panels[2];
        QRectF colourBar;
        bool wordLabels = false; ///< cells are large enough to name their words on the axes
        double wordRoom = 0;     ///< then the room the words take beside and below the panels
        QStringList title;       ///< the figure's title, in lines that fit the page
        QStringList panelTitles[2];
        QStringList axisTitle;
        double titleTop = 0;
        double titleLeft = 0;
        bool horizontalBar = false; ///< the colour bar lies under the panels (a narrow page)
        double bottom = 0;          ///< where the figure's content ends
    };

    CosineHeatmapFigure() = default;

    /// The model (its name and cosine statistics) and its matrices; both may change apart.
    void setModel(const isoscope::ModelResult &model);
    void setMatrices(std::shared_ptr<const HeatmapMatrices> matrices);
    const HeatmapMatrices *matrices() const { return m_matrices.get(); }
    /// The visible part; set to the whole matrix by setMatrices.
    void setViewport(const HeatmapViewport &viewport);
    const HeatmapViewport &viewport() const { return m_viewport; }

    QString fileName() const override;
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    void render(QPainter &painter, const QRectF &target, const FigureStyle &style) const override;

    Layout layout(const QRectF &target, const FigureStyle &style) const;
    /// The cell (row, column) under a point, if the point is over a panel.
    struct Cell {
        Panel panel;
        int row;
        int column;
    };
    std::optional<Cell> cellAt(const Layout &layout, const QPointF &point) const;
    /// Where a cell is drawn (clipped to its panel).
    QRectF cellRect(const Layout &layout, Panel panel, int row, int column) const;
    /// Tooltip text for a cell: the two words and their cosine in both spaces.
    QString describeCell(const Cell &cell) const;
    /// Milliseconds the last render spent making the panel images (0 when they came from the cache).
    double lastRasterMilliseconds() const { return m_lastRasterMs; }

    /// The panel image of one matrix over a viewport at a size: nearest cell when a pixel covers at
    /// most one cell, else the mean cosine of the cells it covers (a box filter, so that zoomed out
    /// the picture shows averages, not an aliased sample).
    static QImage rasterize(const Eigen::MatrixXf &matrix, const HeatmapViewport &viewport, QSize pixels,
                            const ColourScale &scale);

private:
    QString orderLabel() const;
    QString titleText() const;
    QString panelTitleText(Panel panel) const;
    double leftMargin(const FigureStyle &style) const;
    double rightExtent(const FigureStyle &style) const;
    double panelGap(const FigureStyle &style) const;
    bool showsWordLabels(double panelSide, const FigureStyle &style) const;
    double wordLabelRoom(const FigureStyle &style) const;
    void drawAxes(QPainter &painter, const Layout &layout, const FigureStyle &style) const;

    QString m_model;
    isoscope::CosineStats m_rawStats;
    isoscope::CosineStats m_whitenedStats;
    std::size_t m_sampleSize = 0;
    std::shared_ptr<const HeatmapMatrices> m_matrices;
    HeatmapViewport m_viewport;

    // The last panel images, reused while the viewport, size and colours stay the same (hover
    // repaints cost nothing).
    struct CachedImage {
        HeatmapViewport viewport;
        QSize size;
        QRgb probe = 0; ///< a colour of the scale: a palette change invalidates the image
        const void *matrix = nullptr;
        QImage image;
    };
    mutable CachedImage m_cache[2];
    mutable double m_lastRasterMs = 0;
};

} // namespace isoscope::ui
