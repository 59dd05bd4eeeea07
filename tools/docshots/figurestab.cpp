// Moved here from isoscope-cli figures --screenshots: pictures of the window's widgets are for the
// documentation, not something the shipped command line does.
#include "figurestab.h"

#include "core/output/resultsfolder.h"
#include "ui/figures/cosineheatmapfigure.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/figurespanel.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QLocale>

#include <cstdio>
#include <memory>
#include <utility>

namespace isoscope::docshots {

using namespace isoscope::ui;

int saveFiguresTab(const QString &resultsFolder, const QString &folder)
{
    const auto fail = [](const QString &message, int status) {
        std::fprintf(stderr, "isoscope-docshots: %s\n", qPrintable(message));
        return status;
    };
    QString input = resultsFolder;
    if (QFileInfo(input).isDir())
        input = QDir(input).filePath(QStringLiteral("results.json"));
    auto loaded = isoscope::loadResults(input.toStdString());
    if (!loaded)
        return fail(QString::fromStdString(isoscope::describe(loaded.error())), 2);
    if (!QDir().mkpath(folder))
        return fail(QStringLiteral("cannot create the folder %1").arg(folder), 1);
    // The figures of docs/ write 0.87 and 2,000, as isoscope-cli figures does.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto results = std::make_shared<const isoscope::AnalysisResult>(std::move(loaded->analysis));

    FiguresPanel panel;
    panel.resize(1280, 800);
    panel.setFigurePalette(FigurePalette::Standard, false);
    panel.setResults(results);
    panel.show();
    int status = 0;
    const auto save = [&](const QString &name) {
        const QString file = QDir(folder).filePath(name + QStringLiteral(".png"));
        if (!panel.grab().save(file))
            status = fail(QStringLiteral("cannot write %1").arg(file), 1);
        else
            std::printf("%s\n", qPrintable(file));
    };
    const QSize size = panel.size();
    panel.setCurrentTab(FiguresPanel::HeatmapTab);
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        if (results->models[i].anisotropy.sampleRaw.rows() == 0)
            continue;
        CosineHeatmapView *view = panel.heatmapView();
        QEventLoop loop;
        QObject::connect(view, &CosineHeatmapView::matricesReady, &loop, &QEventLoop::quit);
        view->setModelIndex(static_cast<int>(i));
        if (view->isComputing())
            loop.exec();
        panel.resize(size);
        CosineHeatmapFigure naming;
        naming.setModel(results->models[i]);
        save(QStringLiteral("app_") + naming.fileName());
    }
    const std::pair<FiguresPanel::Tab, QString> tabs[] = {
        {FiguresPanel::ExplainedVarianceTab, QStringLiteral("app_explained_variance")},
        {FiguresPanel::EigenvaluesTab, QStringLiteral("app_eigenvalue_spectrum")},
        {FiguresPanel::EffectSizesTab, QStringLiteral("app_effect_size_grid")},
        {FiguresPanel::BeforeAfterTab, QStringLiteral("app_before_after_scatter")}};
    for (const auto &[tab, name] : tabs) {
        panel.setCurrentTab(tab);
        QCoreApplication::sendPostedEvents();
        save(name);
    }
    return status;
}

} // namespace isoscope::docshots
