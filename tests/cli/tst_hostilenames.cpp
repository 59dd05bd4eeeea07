// Hostile names through every writer of the command line (issue 31): model and suite names with
// markup, quotes, '&', '|', backslashes, LaTeX's specials, formulas, the RTL override, control
// characters, a 10,000-character name and two names that differ only in a letter outside ASCII
// (tests/hostilenames.h). analyze runs on model files named so; then the same results with every
// hostile name as a model and seven as suites (21 x 7) go through analyze's writer (writeResults),
// figures and report. Each output is read by a reader of its format: SVG (standalone and inside
// report.html) by an XML parser, report.html by Qt's HTML reader, the CSV files by an RFC 4180
// reader, report.md's tables by their column count; each shows the names literally. figures and
// report also write their folders whole or not at all (items 6 and 8).
#include "tests/hostilecases.h"
#include "tests/hostilenames.h"

#include "core/output/resultsfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Run {
    int status = -1;
    QString out;
    QString err;
};

Run run(const QStringList &arguments, const QString &fault = {})
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ISOSCOPE_DATA_DIR"), QStringLiteral(ISOSCOPE_RESOURCE_DIR));
    environment.remove(QStringLiteral("ISOSCOPE_FAULT"));
    if (!fault.isEmpty())
        environment.insert(QStringLiteral("ISOSCOPE_FAULT"), fault);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(ISOSCOPE_CLI_PATH), arguments);
    process.waitForFinished(300000);
    Run r;
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Whether an XML document is well-formed; its <title> and the text of its <text> elements.
struct Xml {
    QString error;
    QStringList titles;
    QString text;
};

Xml parseXml(const QString &document)
{
    Xml xml;
    QXmlStreamReader reader(document);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == QLatin1String("title"))
            xml.titles.append(reader.readElementText());
        else if (reader.isCharacters())
            xml.text += reader.text();
    }
    if (reader.hasError())
        xml.error = QStringLiteral("line %1: %2").arg(reader.lineNumber()).arg(reader.errorString());
    return xml;
}

// Every element name in an HTML text (what a browser would build), lower case.
QSet<QString> htmlElements(const QString &html)
{
    QSet<QString> names;
    static const QRegularExpression tag(QStringLiteral("<([A-Za-z][A-Za-z0-9:-]*)"));
    for (auto it = tag.globalMatch(html); it.hasNext();)
        names.insert(it.next().captured(1).toLower());
    return names;
}

// Results with every hostile name as a model (copies of the analysed models' results) and seven as
// suites; only the models named in withVectors keep their sampled vectors (the heatmaps).
isoscope::AnalysisResult hostileResults(const isoscope::AnalysisResult &analysed, const QStringList &names,
                                        const QSet<int> &withVectors)
{
    // Seven of the names as suites, one of each kind (markup, '|', backslashes, a formula with a
    // pipe, line breaks, control characters, the long one): 21 x 7 results keep the test short.
    QStringList suiteNames;
    for (int k : {0, 4, 5, 8, 13, 14, 20})
        suiteNames.append(names[k]);
    isoscope::AnalysisResult r;
    r.params = analysed.params;
    // results.json keeps the suites' results, not always their definitions.
    const std::vector<isoscope::WeatSuite> suites = analysed.params.suites;
    r.params.suites.clear();
    for (const QString &name : suiteNames) {
        if (suites.empty())
            break;
        isoscope::WeatSuite s = suites.front();
        s.id = name.toStdString();
        s.name = name.toStdString();
        s.category = name.toStdString();
        s.builtin = false;
        r.params.suites.push_back(s);
    }
    for (qsizetype k = 0; k < names.size(); ++k) {
        isoscope::ModelResult m = analysed.models[static_cast<std::size_t>(k) % analysed.models.size()];
        m.spec.name = names[k].toStdString();
        const isoscope::WeatResult first = m.weat.front();
        m.weat.clear();
        for (const QString &suiteName : suiteNames) {
            isoscope::WeatResult w = first;
            w.model = m.spec.name;
            w.suiteId = suiteName.toStdString();
            w.suiteName = suiteName.toStdString();
            w.category = suiteName.toStdString();
            m.weat.push_back(w);
        }
        if (!withVectors.contains(static_cast<int>(k))) {
            m.anisotropy.sampleRaw.resize(0, 0);
            m.anisotropy.sampleWhitened.resize(0, 0);
            m.anisotropyWords.clear();
        }
        r.models.push_back(std::move(m));
    }
    return r;
}

} // namespace

class TestHostileNames : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QStringList m_names = hostilenames::names();
    // The models analysed from files named so, and the results with every name as model and suite.
    QStringList m_fileModels;
    QString m_analysed;
    QString m_hostile;
    // The names whose heatmaps are drawn: markup, the two that differ in one letter, the long one.
    QSet<int> m_withVectors;

    int indexOf(const QString &name) const { return static_cast<int>(m_names.indexOf(name)); }

    // The CSV files of a results folder: well-formed, one field per column on every record, each
    // model (and suite) cell the name as it was, no cell a spreadsheet would run.
    void checkCsv(const QString &folder, const QStringList &models)
    {
        for (const char *file : {"weat.csv", "anisotropy.csv", "mleat.csv", "similarity.csv"}) {
            const QList<QStringList> records =
                hostilenames::csvRecords(readText(QDir(folder).filePath(QLatin1String(file))));
            QVERIFY2(records.size() > 1 || QLatin1String(file) == QLatin1String("similarity.csv"), file);
            const qsizetype columns = records.front().size();
            QSet<QString> seen;
            for (qsizetype i = 1; i < records.size(); ++i) {
                QVERIFY2(records[i].size() == columns,
                         qPrintable(QStringLiteral("%1 record %2: %3 fields, the header has %4")
                                        .arg(QLatin1String(file))
                                        .arg(i)
                                        .arg(records[i].size())
                                        .arg(columns)));
                for (const QString &cell : records[i])
                    QVERIFY2(
                        !hostilenames::runsAsFormula(cell),
                        qPrintable(QStringLiteral("%1: the cell %2 runs as a formula").arg(QLatin1String(file), cell)));
                seen.insert(records[i].front());
            }
            if (QLatin1String(file) != QLatin1String("similarity.csv"))
                for (const QString &model : models)
                    QVERIFY2(
                        seen.contains(hostilenames::asCsvCell(model)),
                        qPrintable(QStringLiteral("%1 has no model cell %2").arg(QLatin1String(file), model.left(80))));
        }
    }

    // report.md: Table 2 has a row of 7 cells per model, its first cell the name; every row of
    // Table A1 has as many cells as its header.
    void checkMarkdown(const QString &folder, const QStringList &models)
    {
        const QStringList lines = readText(QDir(folder).filePath(QStringLiteral("report.md"))).split(QLatin1Char('\n'));
        QStringList firstCells;
        qsizetype headerCells = 0;
        QString section;
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1String("## ")))
                section = line;
            if (!line.startsWith(QLatin1String("| ")))
                continue;
            const QStringList cells = hostilenames::markdownCells(line);
            if (cells.front() == QLatin1String("Model")) {
                headerCells = cells.size();
                continue;
            }
            QVERIFY2(cells.size() == headerCells, qPrintable(QStringLiteral("%1: %2 cells, the header has %3: %4")
                                                                 .arg(section)
                                                                 .arg(cells.size())
                                                                 .arg(headerCells)
                                                                 .arg(line.left(200))));
            if (section.startsWith(QLatin1String("## Table 2")))
                firstCells.append(cells.front());
        }
        QCOMPARE(firstCells.size(), models.size());
        for (const QString &model : models)
            QVERIFY2(firstCells.contains(hostilenames::asMarkdownCell(model)), qPrintable(model.left(80)));
        // No raw HTML reaches a Markdown renderer.
        const QString md = lines.join(QLatin1Char('\n'));
        static const QRegularExpression rawTag(QStringLiteral("(^|[^\\\\])<[A-Za-z!/]"));
        QVERIFY2(!md.contains(rawTag), qPrintable(rawTag.match(md).captured()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const QString &name : {m_names[0], m_names[16], m_names[17], m_names.back()})
            m_withVectors.insert(indexOf(name));
        // analyze on model files named with what a file name can hold (no '/'): the names come from
        // the files, as a model file named <img src=x onerror=...>.txt gives it.
        const QString glove = QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt");
        QStringList arguments{QStringLiteral("analyze"), QStringLiteral("--quiet"), QStringLiteral("--similarity"),
                              QStringLiteral("none"),    QStringLiteral("--only"),  QStringLiteral("W1")};
        for (const QString &name : {m_names[0], m_names[2], m_names[4], m_names[11], m_names[16], m_names[17]}) {
            const QString file = m_dir.filePath(name + QStringLiteral(".txt"));
            QVERIFY2(QFile::copy(glove, file), qPrintable(file));
            arguments.append(file);
            m_fileModels.append(name);
        }
        m_analysed = m_dir.filePath(QStringLiteral("analysed"));
        arguments += {QStringLiteral("--out"), m_analysed};
        const Run analyze = run(arguments);
        QVERIFY2(analyze.status == 0, qPrintable(analyze.err));

        auto loaded = isoscope::loadResults(QDir(m_analysed).filePath(QStringLiteral("results.json")).toStdString());
        QVERIFY2(loaded, loaded ? "" : isoscope::describe(loaded.error()).c_str());
        QVERIFY(loaded->hasVectors);
        m_hostile = m_dir.filePath(QStringLiteral("hostile"));
        const auto written =
            isoscope::writeResults(hostileResults(loaded->analysis, m_names, m_withVectors), m_hostile.toStdString());
        QVERIFY2(written, written ? "" : isoscope::describe(written.error()).c_str());
    }

    void init() { hostilecases::begin(); }

    void analyzeWritesCsvAndMarkdownThatKeepTheirColumns()
    {
        checkCsv(m_analysed, m_fileModels);
        checkMarkdown(m_analysed, m_fileModels);
        checkCsv(m_hostile, m_names);
        checkMarkdown(m_hostile, m_names);
        hostilecases::accepted(); // every name written, each column kept
    }

    void figuresAreValidXmlWithUniqueShortFileNames()
    {
        const QString out = m_dir.filePath(QStringLiteral("figures"));
        const Run r = run({QStringLiteral("figures"), m_hostile, QStringLiteral("--out"), out,
                           QStringLiteral("--format"), QStringLiteral("svg"), QStringLiteral("--quiet")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QDir dir(out);
        QStringList heatmaps;
        for (const QString &file : dir.entryList({QStringLiteral("*.svg")}, QDir::Files)) {
            QVERIFY2(file.size() < 100, qPrintable(file.left(120)));
            const Xml svg = parseXml(readText(dir.filePath(file)));
            QVERIFY2(svg.error.isEmpty(), qPrintable(file + QStringLiteral(": ") + svg.error));
            QVERIFY2(!svg.titles.isEmpty(), qPrintable(file));
            if (file.startsWith(QLatin1String("cosine_heatmap_")))
                heatmaps.append(svg.titles.front());
        }
        // One heatmap per model with vectors, each titled with its own model's name, literally.
        QCOMPARE(heatmaps.size(), m_withVectors.size());
        for (int k : std::as_const(m_withVectors))
            QVERIFY2(heatmaps.contains(QStringLiteral("Cosine heatmap, ") + hostilenames::asXmlText(m_names[k])),
                     qPrintable(m_names[k].left(80)));
        // figures.json maps each file to what it shows.
        const QJsonArray figures =
            QJsonDocument::fromJson(readText(dir.filePath(QStringLiteral("figures.json"))).toUtf8())
                .object()
                .value(QStringLiteral("figures"))
                .toArray();
        QSet<QString> mappedModels;
        qsizetype files = 0;
        for (const QJsonValue &figure : figures) {
            const QJsonObject entry = figure.toObject();
            for (const QJsonValue &file : entry.value(QStringLiteral("files")).toArray()) {
                QVERIFY2(dir.exists(file.toString()), qPrintable(file.toString()));
                ++files;
            }
            if (entry.contains(QStringLiteral("model")))
                mappedModels.insert(entry.value(QStringLiteral("model")).toString());
        }
        QCOMPARE(files, dir.entryList({QStringLiteral("*.svg")}, QDir::Files).size());
        for (int k : std::as_const(m_withVectors))
            QVERIFY2(mappedModels.contains(m_names[k]), qPrintable(m_names[k].left(80)));
        hostilecases::accepted(); // every name drawn as text, in a file of its own
    }

    void reportHtmlShowsTheNamesAndRunsNoScript()
    {
        const QString out = m_dir.filePath(QStringLiteral("report"));
        const Run r = run({QStringLiteral("report"), m_hostile, QStringLiteral("--out"), out,
                           QStringLiteral("--format"), QStringLiteral("html,odt"), QStringLiteral("--quiet")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QString html = readText(QDir(out).filePath(QStringLiteral("report.html")));
        QVERIFY(!html.isEmpty());
        // The only elements are the report's own: no name became an <img>, a <script> or a comment.
        const QSet<QString> elements = htmlElements(html);
        for (const char *forbidden : {"img", "script"})
            QVERIFY2(!elements.contains(QLatin1String(forbidden)), forbidden);
        QVERIFY(!html.contains(QLatin1String("<!--")));
        // Every inline SVG is well-formed XML; the heatmaps show each model's own.
        static const QRegularExpression svgElement(QStringLiteral("<svg\\b.*?</svg>"),
                                                   QRegularExpression::DotMatchesEverythingOption);
        QStringList titles;
        int svgs = 0;
        for (auto it = svgElement.globalMatch(html); it.hasNext(); ++svgs) {
            const Xml svg = parseXml(it.next().captured());
            QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
            titles += svg.titles;
        }
        QVERIFY(svgs >= m_withVectors.size());
        for (int k : std::as_const(m_withVectors))
            QVERIFY2(titles.contains(QStringLiteral("Cosine heatmap, ") + hostilenames::asXmlText(m_names[k])),
                     qPrintable(m_names[k].left(80)));
        // The text a reader sees names every model literally.
        QTextDocument document;
        document.setHtml(html);
        const QString shown = document.toPlainText().simplified();
        for (const QString &name : std::as_const(m_names))
            QVERIFY2(shown.contains(hostilenames::asXmlText(name).simplified()), qPrintable(name.left(80)));
        QVERIFY(QFileInfo(QDir(out).filePath(QStringLiteral("report.odt"))).size() > 0);
        hostilecases::accepted(); // every name shown literally, no script
    }

    // Item 8: a report interrupted by a failing write leaves the folder as it was; a report in fewer
    // formats than the last one leaves none of the last one's files beside it.
    void reportWritesItsFolderWholeOrNotAtAll()
    {
        const QString out = m_dir.filePath(QStringLiteral("whole report"));
        const QStringList base{QStringLiteral("report"),  m_analysed,
                               QStringLiteral("--out"),   out,
                               QStringLiteral("--quiet"), QStringLiteral("--figures"),
                               QStringLiteral("none")};
        QCOMPARE(run(base + QStringList{QStringLiteral("--format"), QStringLiteral("odt,html")}).status, 0);
        const QDir dir(out);
        const auto snapshot = [&dir] {
            QStringList files;
            for (const QFileInfo &info : dir.entryInfoList(QDir::Files | QDir::Hidden, QDir::Name))
                files.append(info.fileName() + QLatin1Char(' ') + QString::number(info.size()) + QLatin1Char(' ')
                             + QString::number(info.lastModified().toMSecsSinceEpoch()));
            return files;
        };
        const QStringList before = snapshot();
        QCOMPARE(before.size(), 3); // report.odt, report.html, references.bib
        const Run failed = run(base + QStringList{QStringLiteral("--format"), QStringLiteral("odt,html,pdf")},
                               QStringLiteral("sync:2:eio"));
        QCOMPARE(failed.status, 1);
        QVERIFY2(failed.err.contains(QLatin1String("error")), qPrintable(failed.err));
        QCOMPARE(snapshot(), before);

        QCOMPARE(run(base + QStringList{QStringLiteral("--format"), QStringLiteral("html")}).status, 0);
        QCOMPARE(dir.entryList(QDir::Files | QDir::Hidden, QDir::Name),
                 (QStringList{QStringLiteral("references.bib"), QStringLiteral("report.html")}));
    }

    // Items 6 and 8: figures interrupted leave the folder as it was; a later run's folder holds no
    // figure of a model it does not have.
    void figuresWriteTheirFolderWholeOrNotAtAll()
    {
        const QString out = m_dir.filePath(QStringLiteral("whole figures"));
        const QStringList base{QStringLiteral("figures"),  QStringLiteral("--out"), out,
                               QStringLiteral("--format"), QStringLiteral("svg"),   QStringLiteral("--quiet")};
        QCOMPARE(run(QStringList{base.front(), m_analysed} + base.mid(1)).status, 0);
        const QDir dir(out);
        const QStringList before = dir.entryList(QDir::Files | QDir::Hidden, QDir::Name);
        QVERIFY(before.contains(QStringLiteral("figures.json")));
        QCOMPARE(before.filter(QStringLiteral("cosine_heatmap_")).size(), m_fileModels.size());
        const Run failed = run(QStringList{base.front(), m_hostile} + base.mid(1), QStringLiteral("sync:3:eio"));
        QCOMPARE(failed.status, 1);
        QCOMPARE(dir.entryList(QDir::Files | QDir::Hidden, QDir::Name), before);

        // The files of each model's heatmap, as figures.json maps them.
        const auto heatmapFiles = [&dir] {
            QMap<QString, QStringList> files;
            const QJsonArray figures =
                QJsonDocument::fromJson(readText(dir.filePath(QStringLiteral("figures.json"))).toUtf8())
                    .object()
                    .value(QStringLiteral("figures"))
                    .toArray();
            for (const QJsonValue &figure : figures)
                if (const QJsonObject entry = figure.toObject(); entry.contains(QStringLiteral("model")))
                    for (const QJsonValue &file : entry.value(QStringLiteral("files")).toArray())
                        files[entry.value(QStringLiteral("model")).toString()].append(file.toString());
            return files;
        };
        const QMap<QString, QStringList> earlier = heatmapFiles();
        QCOMPARE(earlier.size(), m_fileModels.size());
        QVERIFY(earlier.value(m_names[16]) != earlier.value(m_names[17])); // glove-ü and glove-ö

        QCOMPARE(run(QStringList{base.front(), m_hostile} + base.mid(1)).status, 0);
        const QStringList after = dir.entryList(QDir::Files | QDir::Hidden, QDir::Name);
        QCOMPARE(after.filter(QStringLiteral("cosine_heatmap_")).size(), m_withVectors.size());
        // The earlier heatmaps of models these results do not draw are gone.
        for (auto it = earlier.begin(); it != earlier.end(); ++it)
            if (!m_withVectors.contains(indexOf(it.key())))
                for (const QString &file : it.value())
                    QVERIFY2(!after.contains(file), qPrintable(file));
    }
};

QTEST_MAIN(TestHostileNames)
#include "tst_hostilenames.moc"
