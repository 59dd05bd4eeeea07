#pragma once

#include <QString>

namespace isoscope::docshots {

/// The pictures of the app's Figures tab for docs/figures/ (scripts/make_doc_figures.sh): the
/// results of resultsFolder (results.json and the figure_data.h5 beside it, as analyze --out
/// writes them) shown in a FiguresPanel at 1280 x 800, one picture per tab and one per model for
/// the heatmap, saved as app_<figure>.png in folder. Prints each file written on standard output.
/// Returns the exit status: 0 when every file was written, 1 when one could not be, 2 when the
/// results cannot be read.
int saveFiguresTab(const QString &resultsFolder, const QString &folder);

} // namespace isoscope::docshots
