// isoscope-cli figures: the figures of a results folder written with no display at all (no
// DISPLAY, no QT_QPA_PLATFORM), in the chosen formats and size; bad usage is one line and exit 2.
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int status = -1;
    QString out;
    QString err;
};

Run run(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        environment.remove(QLatin1String(name));
    environment.insert(QStringLiteral("ISOSCOPE_DATA_DIR"), QStringLiteral(ISOSCOPE_RESOURCE_DIR));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(ISOSCOPE_CLI_PATH), arguments);
    process.waitForFinished(300000);
    Run r;
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

} // namespace

class TestFiguresCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_results.isValid());
        const Run analyze =
            run({QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--quiet"),
                 QStringLiteral("--similarity"), QStringLiteral("none"), QStringLiteral("--out"), m_results.path()});
        QVERIFY2(analyze.status == 0, qPrintable(analyze.err));
        QVERIFY(QFileInfo::exists(QDir(m_results.path()).filePath(QStringLiteral("figure_data.h5"))));
    }

    void writesEveryFigureWithoutADisplay()
    {
        QTemporaryDir out;
        const Run r =
            run({QStringLiteral("figures"), QDir(m_results.path()).filePath(QStringLiteral("results.json")),
                 QStringLiteral("--out"), out.path(), QStringLiteral("--format"), QStringLiteral("png,svg,pdf"),
                 QStringLiteral("--dpi"), QStringLiteral("150"), QStringLiteral("--width-mm"), QStringLiteral("85")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QStringList names{QStringLiteral("cosine_heatmap_GloVe-6B-100d-subset"),
                                QStringLiteral("cosine_heatmap_word2vec-GoogleNews-subset"),
                                QStringLiteral("explained_variance"),
                                QStringLiteral("eigenvalue_spectrum"),
                                QStringLiteral("effect_size_grid"),
                                QStringLiteral("before_after_scatter")};
        for (const QString &name : names)
            for (const char *extension : {".png", ".svg", ".pdf"}) {
                const QString file = QDir(out.path()).filePath(name + QLatin1String(extension));
                QVERIFY2(QFileInfo(file).size() > 0, qPrintable(file));
                QVERIFY2(r.out.contains(file), qPrintable(r.out)); // every file is listed on standard output
            }
        // Each figure in three formats, and figures.json, which says which file shows what.
        QCOMPARE(QDir(out.path()).entryList(QDir::Files | QDir::Hidden).size(), names.size() * 3 + 1);
        QFile png(QDir(out.path()).filePath(QStringLiteral("effect_size_grid.png")));
        QVERIFY(png.open(QIODevice::ReadOnly));
        const QByteArray header = png.read(24); // signature, then the IHDR chunk: width, height
        QVERIFY(header.startsWith("\x89PNG"));
        const auto width = (static_cast<quint8>(header[16]) << 24) | (static_cast<quint8>(header[17]) << 16)
                           | (static_cast<quint8>(header[18]) << 8) | static_cast<quint8>(header[19]);
        QCOMPARE(width, 502); // 85 mm at 150 dpi
        QVERIFY(r.err.contains(QStringLiteral("Wrote 6 figures")));
        // results.json carries the bootstrap intervals: the scatter draws their bars and says so.
        QFile svg(QDir(out.path()).filePath(QStringLiteral("before_after_scatter.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(svg.readAll()).contains(QStringLiteral("bars: 95% bootstrap CI")));
    }

    void drawsTheCalibrationScatterFromCalibrationsJson()
    {
        QTemporaryDir comparison, out;
        const Run calibrations = run({QStringLiteral("calibrations"), QStringLiteral("--demo"),
                                      QStringLiteral("--quiet"), QStringLiteral("--calibrations"),
                                      QStringLiteral("center,pca"), QStringLiteral("--out"), comparison.path()});
        QVERIFY2(calibrations.status == 0, qPrintable(calibrations.err));
        const Run r = run({QStringLiteral("figures"), comparison.path(), QStringLiteral("--out"), out.path(),
                           QStringLiteral("--format"), QStringLiteral("png,svg"), QStringLiteral("--dpi"),
                           QStringLiteral("100")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        for (const char *extension : {".png", ".svg"})
            QVERIFY(
                QFileInfo(QDir(out.path()).filePath(QStringLiteral("calibrations_scatter") + QLatin1String(extension)))
                    .size()
                > 0);
        QCOMPARE(QDir(out.path()).entryList(QDir::Files).size(), 3); // and figures.json
        QVERIFY(r.err.contains(QStringLiteral("Wrote 1 figure")));
    }

    void aFolderNamesItsResultsAndWithoutFigureDataTheHeatmapsAreSkipped()
    {
        QTemporaryDir copy;
        QVERIFY(QFile::copy(QDir(m_results.path()).filePath(QStringLiteral("results.json")),
                            QDir(copy.path()).filePath(QStringLiteral("results.json"))));
        QTemporaryDir out;
        const Run r =
            run({QStringLiteral("figures"), copy.path(), QStringLiteral("--out"), out.path(),
                 QStringLiteral("--format"), QStringLiteral("png"), QStringLiteral("--dpi"), QStringLiteral("72")});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.contains(QStringLiteral("warning: no cosine heatmaps")), qPrintable(r.err));
        QVERIFY(QFileInfo::exists(QDir(out.path()).filePath(QStringLiteral("effect_size_grid.png"))));
        QVERIFY(
            !QFileInfo::exists(QDir(out.path()).filePath(QStringLiteral("cosine_heatmap_GloVe-6B-100d-subset.png"))));
    }

    void badUsageIsOneLineAndExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no --out") << QStringList{QStringLiteral("figures"), QStringLiteral("results.json")}
                                  << QStringLiteral("--out DIR is required");
        QTest::newRow("unknown format") << QStringList{QStringLiteral("figures"),  QStringLiteral("r.json"),
                                                       QStringLiteral("--out"),    QStringLiteral("x"),
                                                       QStringLiteral("--format"), QStringLiteral("png,tiff")}
                                        << QStringLiteral("unknown format 'tiff'");
        QTest::newRow("dpi out of range")
            << QStringList{QStringLiteral("figures"), QStringLiteral("r.json"), QStringLiteral("--out"),
                           QStringLiteral("x"),       QStringLiteral("--dpi"),  QStringLiteral("0")}
            << QStringLiteral("--dpi must be a number from 50 to 2400");
        QTest::newRow("missing results") << QStringList{
            QStringLiteral("figures"), QStringLiteral("/nonexistent/results.json"), QStringLiteral("--out"),
            QStringLiteral("x")} << QStringLiteral("/nonexistent/results.json");
    }

    void badUsageIsOneLineAndExitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(arguments);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    }

    void helpDescribesTheSubcommand()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QStringLiteral("isoscope-cli figures RESULTS.json --out DIR")));
        QVERIFY(r.out.contains(QStringLiteral("--width-mm")));
    }

private:
    QTemporaryDir m_results;
};

QTEST_APPLESS_MAIN(TestFiguresCommand)
#include "tst_figurescommand.moc"
