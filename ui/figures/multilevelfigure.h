#pragma once

#include "core/analysis/analysis.h"
#include "ui/figures/chartfigure.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace isoscope::ui {

/// The drill-down's multilevel view (ML-EAT levels 2 and 3): the four cosine blocks cos(X, A),
/// cos(X, B), cos(Y, A) and cos(Y, B), raw beside whitened on one scale. Each block shows its
/// mean with whiskers of one SD (level 3) over a dot per attribute word, the word's mean cosine
/// with the target set (level 2's m(a)). Raw blocks sit above 0 where the space is anisotropic;
/// whitened, they gather around 0 and what remains is the difference between the blocks.
class MultilevelFigure final : public ChartFigure
{
    Q_DECLARE_TR_FUNCTIONS(MultilevelFigure)

public:
    MultilevelFigure() = default;

    void setResult(const isoscope::WeatResult &result);
    /// Whether the result had levels in both spaces (what build() draws).
    bool hasLevels() const { return m_spaces[0].valid && m_spaces[1].valid; }

    QString fileName() const override;
    QString title() const override;
    double heightForWidth(double width, const FigureStyle &style) const override;
    ChartScene build(QGraphicsScene &scene, const QRectF &rect, const FigureStyle &style) const override;

    /// Where block b (0..3, in isoscope::kCosineBlocks order) of a space is drawn: its x position.
    static double blockX(int block) { return block; }
    /// The common y range of both panels (every mean, SD whisker and attribute-word dot in it).
    AxisRange yRange() const;

private:
    struct Block {
        double mean = 0;
        std::optional<double> sd;
        std::size_t count = 0;
        std::vector<double> attributeMeans; ///< level 2's m(a) of the attribute words of the block
    };
    struct Space {
        std::array<Block, 4> blocks;
        bool valid = false;
    };

    QString m_model;
    QString m_suite;
    Space m_spaces[2];                            ///< raw, whitened
    std::vector<std::string> m_attributeWords[2]; ///< the words of A and of B, in order
};

} // namespace isoscope::ui
