// The one exporter: PNG at the chosen DPI and width, SVG that parses and holds the figure's text
// as text, a PDF of one page of the chosen size with its fonts embedded; and every figure of a
// study written in one step, as the command line and "Export all" do.

#include "figurefixtures.h"

#include "ui/figures/beforeafterscatterfigure.h"
#include "ui/figures/cosineheatmapfigure.h"
#include "ui/figures/effectsizegridfigure.h"
#include "ui/figures/explainedvariancefigure.h"
#include "ui/figures/figureexporter.h"
#include "ui/figures/studyfigures.h"

#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QMap>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <memory>

using namespace isoscope::ui;

namespace {

std::unique_ptr<Figure> makeFigure(const QString &name)
{
    const auto results = figurefixtures::results();
    if (name == QLatin1String("explained_variance")) {
        auto f = std::make_unique<ExplainedVarianceFigure>();
        f->setResults(results);
        return f;
    }
    if (name == QLatin1String("effect_size_grid")) {
        auto f = std::make_unique<EffectSizeGridFigure>();
        f->setResults(results);
        return f;
    }
    if (name == QLatin1String("before_after_scatter")) {
        auto f = std::make_unique<BeforeAfterScatterFigure>();
        f->setResults(results);
        return f;
    }
    auto f = std::make_unique<CosineHeatmapFigure>();
    f->setModel(results->models[0]);
    f->setMatrices(HeatmapMatrices::compute(results->models[0], HeatmapOrder::FileOrder));
    return f;
}

// Every piece of text in an SVG document, in document order.
QStringList svgTexts(const QString &fileName, QString *error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QXmlStreamReader xml(&file);
    QStringList texts;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            texts.append(xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified());
    }
    if (xml.hasError())
        *error = xml.errorString();
    return texts;
}

// The weight of every piece of text of an SVG document (Qt's generator sets font-weight on the
// group around each text), by text.
QMap<QString, int> svgTextWeights(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    QList<int> weights{400};
    QMap<QString, int> found;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QStringView weight = xml.attributes().value(QLatin1String("font-weight"));
            int w = weights.last();
            if (weight == QLatin1String("bold"))
                w = 700;
            else if (weight == QLatin1String("normal"))
                w = 400;
            else if (!weight.isEmpty())
                w = weight.toInt();
            if (xml.name() == QLatin1String("text")) {
                found.insert(xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified(), w);
                continue;
            }
            weights.append(w);
        } else if (xml.isEndElement()) {
            weights.removeLast();
        }
    }
    return found;
}

} // namespace

class TestFiguresExport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pngHasTheChosenWidthAndResolution_data();
    void pngHasTheChosenWidthAndResolution();
    void svgParsesAndHoldsTheAxisLabelsAsText_data();
    void svgParsesAndHoldsTheAxisLabelsAsText();
    void svgHoldsTheScatterErrorBars();
    void pdfIsOnePageOfTheChosenSizeWithFontsEmbedded_data();
    void pdfIsOnePageOfTheChosenSizeWithFontsEmbedded();
    void greyscaleExportHasNoColour();
    void gridSignificantValuesAreBoldWithAnAsterisk();
    void exportAllWritesEveryFigureInEveryFormat();
};

void TestFiguresExport::pngHasTheChosenWidthAndResolution_data()
{
    QTest::addColumn<QString>("figure");
    QTest::addColumn<double>("widthMm");
    QTest::addColumn<int>("dpi");
    QTest::newRow("grid, single column at 300 dpi") << QStringLiteral("effect_size_grid") << 85.0 << 300;
    QTest::newRow("heatmap, double column at 300 dpi") << QStringLiteral("cosine_heatmap") << 180.0 << 300;
    QTest::newRow("scatter, single column at 600 dpi") << QStringLiteral("before_after_scatter") << 85.0 << 600;
}

void TestFiguresExport::pngHasTheChosenWidthAndResolution()
{
    QFETCH(QString, figure);
    QFETCH(double, widthMm);
    QFETCH(int, dpi);
    QTemporaryDir dir;
    FigureExportOptions options;
    options.widthMm = widthMm;
    options.dpi = dpi;
    const auto f = makeFigure(figure);
    const QString file = dir.filePath(QStringLiteral("f.png"));
    QString error;
    QVERIFY2(FigureExporter::writePng(*f, file, options, &error), qPrintable(error));
    const QImage image(file);
    QCOMPARE(image.width(), static_cast<int>(std::lround(widthMm / 25.4 * dpi)));
    const QSizeF mm = FigureExporter::pageSizeMm(*f, options);
    QCOMPARE(image.height(), static_cast<int>(std::lround(mm.height() / 25.4 * dpi)));
    QCOMPARE(image.dotsPerMeterX(), static_cast<int>(std::lround(dpi / 0.0254)));
    // Something is drawn, on white.
    QCOMPARE(image.pixel(0, 0) & 0xffffff, 0xffffffu);
    int dark = 0;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            dark += qGray(image.pixel(x, y)) < 100;
    QVERIFY(dark > 20);
}

void TestFiguresExport::svgParsesAndHoldsTheAxisLabelsAsText_data()
{
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("explained variance") << QStringLiteral("explained_variance")
                                        << QStringList{QStringLiteral("Principal component"),
                                                       QStringLiteral("Explained variance ratio"),
                                                       QStringLiteral("Raw"), QStringLiteral("Whitened"),
                                                       QStringLiteral("alpha")};
    QTest::newRow("before/after scatter")
        << QStringLiteral("before_after_scatter")
        << QStringList{QStringLiteral("Raw d"), QStringLiteral("Whitened d"), QStringLiteral("Valence (W1)"),
                       QStringLiteral("Disappearing")};
    QTest::newRow("effect-size grid") << QStringLiteral("effect_size_grid")
                                      << QStringList{QStringLiteral("Valence"), QStringLiteral("W6"),
                                                     QStringLiteral("alpha"), QStringLiteral("1.20*")};
    QTest::newRow("cosine heatmap") << QStringLiteral("cosine_heatmap")
                                    << QStringList{QStringLiteral("Cosine similarity"), QStringLiteral("Sampled words"),
                                                   QStringLiteral("Raw: mean 0.800, SD 0.100")};
}

void TestFiguresExport::svgHoldsTheScatterErrorBars()
{
    // W1 of model alpha (Disappearing) with intervals: the SVG has two more strokes in the bar
    // colour than without bars, and the interval values move the bars, not the points.
    auto results = figurefixtures::results();
    auto &r = results->models[0].weat[0];
    r.rawInterval = isoscope::EffectInterval{0.9, 1.4, 1.2, 0.1, 100};
    r.whitenedInterval = isoscope::EffectInterval{0.0, 0.6, 0.3, 0.1, 100};
    QTemporaryDir dir;
    const FigureStyle style = FigureStyle::forPrint();
    const QString colour =
        style.colour(style.changeColour(isoscope::SignificanceChange::Disappearing).darker(130)).name(QColor::HexRgb);
    int strokes[2] = {0, 0};
    for (int bars = 0; bars < 2; ++bars) {
        BeforeAfterScatterFigure figure;
        figure.setErrorBars(bars == 1);
        figure.setResults(results);
        const QString file = dir.filePath(QStringLiteral("scatter%1.svg").arg(bars));
        QString error;
        QVERIFY2(FigureExporter::writeSvg(figure, file, FigureExportOptions{}, &error), qPrintable(error));
        QFile svg(file);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(svg.readAll());
        strokes[bars] = int(text.count(QStringLiteral("stroke=\"%1\"").arg(colour), Qt::CaseInsensitive));
        QCOMPARE(text.contains(QStringLiteral("bars: 95% bootstrap CI")), bars == 1);
    }
    QVERIFY2(strokes[1] >= strokes[0] + 2,
             qPrintable(QStringLiteral("%1 -> %2 strokes of %3").arg(strokes[0]).arg(strokes[1]).arg(colour)));
}

void TestFiguresExport::svgParsesAndHoldsTheAxisLabelsAsText()
{
    QFETCH(QString, figure);
    QFETCH(QStringList, labels);
    QTemporaryDir dir;
    const auto f = makeFigure(figure);
    const QString file = dir.filePath(QStringLiteral("f.svg"));
    QString error;
    QVERIFY2(FigureExporter::writeSvg(*f, file, FigureExportOptions{}, &error), qPrintable(error));
    const QStringList texts = svgTexts(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QString &label : labels)
        QVERIFY2(texts.contains(label), qPrintable(label + QStringLiteral(" not in ") + texts.join(QLatin1Char('|'))));
    QSvgRenderer renderer(file);
    QVERIFY(renderer.isValid());
    // The page is the chosen width: 180 mm.
    QFile raw(file);
    QVERIFY(raw.open(QIODevice::ReadOnly));
    const QRegularExpression width(QStringLiteral("width=\"([0-9.]+)mm\""));
    const auto match = width.match(QString::fromUtf8(raw.readAll()));
    QVERIFY(match.hasMatch());
    QVERIFY(std::abs(match.captured(1).toDouble() - 180) < 0.5);
}

void TestFiguresExport::pdfIsOnePageOfTheChosenSizeWithFontsEmbedded_data()
{
    QTest::addColumn<QString>("figure");
    QTest::addColumn<double>("widthMm");
    QTest::newRow("grid, single column") << QStringLiteral("effect_size_grid") << 85.0;
    QTest::newRow("explained variance, double column") << QStringLiteral("explained_variance") << 180.0;
    QTest::newRow("heatmap, 120 mm") << QStringLiteral("cosine_heatmap") << 120.0;
}

void TestFiguresExport::pdfIsOnePageOfTheChosenSizeWithFontsEmbedded()
{
    QFETCH(QString, figure);
    QFETCH(double, widthMm);
    QTemporaryDir dir;
    FigureExportOptions options;
    options.widthMm = widthMm;
    const auto f = makeFigure(figure);
    const QString file = dir.filePath(QStringLiteral("f.pdf"));
    QString error;
    QVERIFY2(FigureExporter::writePdf(*f, file, options, &error), qPrintable(error));
    QFile pdf(file);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QVERIFY(bytes.startsWith("%PDF-"));
    // One page object, and its MediaBox in points is the chosen page.
    QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page "), qsizetype(1));
    const QRegularExpression box(QStringLiteral("/MediaBox \\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
    const auto match = box.match(QString::fromLatin1(bytes));
    QVERIFY(match.hasMatch());
    const QSizeF mm = FigureExporter::pageSizeMm(*f, options);
    QVERIFY(std::abs(mm.width() - widthMm) < 1e-6);
    QVERIFY(std::abs(match.captured(1).toDouble() - widthMm / 25.4 * 72) <= 1.0);
    QVERIFY(std::abs(match.captured(2).toDouble() - mm.height() / 25.4 * 72) <= 1.0);
    // The text is real text in an embedded font, not pictures of letters.
    QVERIFY(bytes.contains("/FontFile2"));
    QVERIFY(bytes.contains("DejaVuSans"));
}

void TestFiguresExport::gridSignificantValuesAreBoldWithAnAsterisk()
{
    // alpha W1: raw 1.2 (p 0.001) significant, whitened 0.3 (p 0.2) not; beta W1: neither.
    QTemporaryDir dir;
    const auto f = makeFigure(QStringLiteral("effect_size_grid"));
    const QString file = dir.filePath(QStringLiteral("grid.svg"));
    QVERIFY(FigureExporter::writeSvg(*f, file, FigureExportOptions{}));
    const QMap<QString, int> weights = svgTextWeights(file);
    QVERIFY2(weights.contains(QStringLiteral("1.20*")), qPrintable(QStringList(weights.keys()).join(u'|')));
    QVERIFY(weights.value(QStringLiteral("1.20*")) >= 600);
    QVERIFY(weights.contains(QStringLiteral("0.30")));
    QVERIFY(weights.value(QStringLiteral("0.30")) < 600);
    QVERIFY(weights.contains(QStringLiteral("\u22120.40")));
    QVERIFY(weights.value(QStringLiteral("\u22120.40")) < 600);
    QVERIFY(!weights.contains(QStringLiteral("0.30*")));
}

void TestFiguresExport::greyscaleExportHasNoColour()
{
    QTemporaryDir dir;
    FigureExportOptions options;
    options.greyscale = true;
    options.dpi = 100;
    const auto f = makeFigure(QStringLiteral("effect_size_grid"));
    const QString file = dir.filePath(QStringLiteral("grey.png"));
    QVERIFY(FigureExporter::writePng(*f, file, options));
    const QImage image(file);
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) {
            const QRgb c = image.pixel(x, y);
            QVERIFY(std::abs(qRed(c) - qGreen(c)) <= 1 && std::abs(qGreen(c) - qBlue(c)) <= 1);
        }
}

void TestFiguresExport::exportAllWritesEveryFigureInEveryFormat()
{
    QTemporaryDir dir;
    FigureExportOptions options;
    options.formats = {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf};
    options.dpi = 72;
    const QList<FigureJob> jobs = StudyFigures::jobs(figurefixtures::results(), {});
    QStringList names;
    for (const FigureJob &job : jobs)
        names << job.fileName;
    QCOMPARE(names, QStringList({QStringLiteral("cosine_heatmap_alpha"), QStringLiteral("cosine_heatmap_beta"),
                                 QStringLiteral("explained_variance"), QStringLiteral("eigenvalue_spectrum"),
                                 QStringLiteral("effect_size_grid"), QStringLiteral("before_after_scatter")}));
    QList<int> progress;
    QString error;
    const QStringList files = StudyFigures::exportAll(
        jobs, dir.filePath(QStringLiteral("out")), options,
        [&progress](int done, int, const QString &) {
            progress.append(done);
            return true;
        },
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(files.size(), jobs.size() * 3);
    for (const QString &file : files)
        QVERIFY2(QFileInfo(file).size() > 0, qPrintable(file));
    QCOMPARE(progress, QList<int>({0, 1, 2, 3, 4, 5, 6}));
    // Cancelling stops before the next figure and leaves the folder as it was (issue 31, item 8: the
    // folder is written whole or not at all), not with the figures drawn so far.
    QTemporaryDir other;
    const QStringList some = StudyFigures::exportAll(
        jobs, other.path(), options, [](int done, int, const QString &) { return done < 2; }, &error);
    QVERIFY(some.isEmpty());
    QCOMPARE(error, QStringLiteral("cancelled"));
    QCOMPARE(QDir(other.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
}

QTEST_MAIN(TestFiguresExport)
#include "tst_figuresexport.moc"
