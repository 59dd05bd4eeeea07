// Every text the window shows after a run is in the window's language, and its numbers are written
// as that language writes them, offscreen: the demo study run (WEAT, Sensitivity, Calibrations,
// SC-WEAT), the language switched in the Preferences, then every page, every tab of it, the docks,
// the menus and the figures' texts read as they are on screen. A text counts as untranslated when
// it holds a piece of an English source text of translations/isoscope_<language>.ts whose
// translation does not hold it; a German text must not write a decimal point between digits. The
// figures' texts must not be cut short (an elided title or axis label ends in "…").
#include "ui/analysis/analysisrunner.h"
#include "ui/calibrations/calibrationspage.h"
#include "ui/calibrations/scweatpage.h"
#include "ui/common/language.h"
#include "ui/common/settings.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/sensitivity/sensitivitypage.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include "isoscope/version.h"

#include "pageinput.h"
#include "shown.h"
#include "windowfixtures.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QXmlStreamReader>

#include <set>

using namespace isoscope::ui;
using namespace pageinput;
using namespace shown;

namespace {

constexpr int kTimeoutMs = 120000;

// Pieces of English source texts that a translation must not show: each source cut at its
// placeholders and tags into runs of at least two words and ten letters, kept when its own
// translation does not hold the run (names, formulas and units stay the same in every language).
QStringList englishPieces(const QString &tsFile)
{
    QFile file(tsFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    QString source;
    QStringList translations;
    std::set<QString> pieces;
    const QRegularExpression cut(QStringLiteral("%L?\\d+|%n|<[^>]*>|\\n|[()\\[\\]:;“”„\"]"));
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            source.clear();
            translations.clear();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.isStartElement()
                   && (xml.name() == QLatin1String("translation") || xml.name() == QLatin1String("numerusform"))) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!text.isEmpty())
                translations << plain(text);
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            for (QString piece : plain(source).split(cut, Qt::SkipEmptyParts)) {
                piece = piece.trimmed();
                static const QRegularExpression letters(QStringLiteral("[A-Za-z]"));
                if (piece.count(QLatin1Char(' ')) < 1 || piece.count(letters) < 10)
                    continue;
                if (std::none_of(translations.begin(), translations.end(),
                                 [&piece](const QString &t) { return t.contains(piece); }))
                    pieces.insert(piece);
            }
        }
    }
    return QStringList(pieces.begin(), pieces.end());
}

} // namespace

class TestVisibleTexts final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cacheDir.isValid());
        prepareApplication(QStringLiteral("tst_visibletexts"), m_cacheDir.path());
    }

    void cleanupTestCase()
    {
        settings::language.reset();
        Language::apply(QStringLiteral("en"));
    }

    void everyTextIsInTheLanguageShown()
    {
        MainWindow window;
        QVERIFY(openAndRunDemo(window));
        // The pages beyond the paper, run as a user runs them.
        QTest::keyClick(&window, Qt::Key_7, Qt::AltModifier);
        QVERIFY(click(named<QPushButton>(&window, QStringLiteral("Run sensitivity"))));
        QVERIFY(QTest::qWaitFor([&] { return !window.sensitivityPage()->isRunning(); }, kTimeoutMs));
        QTest::keyClick(&window, Qt::Key_8, Qt::AltModifier);
        QVERIFY(click(named<QPushButton>(&window, QStringLiteral("Run comparison"))));
        QVERIFY(QTest::qWaitFor([&] { return !window.calibrationsPage()->isRunning(); }, kTimeoutMs));
        QTest::keyClick(&window, Qt::Key_9, Qt::AltModifier);
        auto *targets = named<QPlainTextEdit>(&window, QStringLiteral("Target words"));
        QVERIFY(click(targets));
        QTest::keyClicks(targets, QStringLiteral("nurse, engineer"), Qt::NoModifier, kKeyDelayMs);
        QVERIFY(choose(named<QComboBox>(&window, QStringLiteral("Attributes")), QStringLiteral("From suite W7")));
        QVERIFY(click(named<QPushButton>(&window, QStringLiteral("Run SC-WEAT"))));
        QVERIFY(QTest::qWaitFor([&] { return !window.scWeatPage()->isRunning() && window.scWeatPage()->result(); },
                                kTimeoutMs));

        const std::pair<const char *, const char *> languages[] = {{"de", "Deutsch"}, {"zh_CN", "简体中文"}};
        for (const auto &[code, name] : languages) {
            QVERIFY(switchLanguage(window, QString::fromUtf8(name)));
            const QStringList pieces = englishPieces(
                QStringLiteral(ISOSCOPE_SOURCE_DIR "/translations/isoscope_%1.ts").arg(QLatin1String(code)));
            QVERIFY(pieces.size() > 500);
            QStringList problems;
            const QString version = QString::fromUtf8(isoscope::kVersion); // "0.1.0" is a version, not a number
            // "0.871" is English; "4.892" and "2.000" are German thousands.
            static const QRegularExpression decimalPoint(QStringLiteral("(?<![\\w.])\\d+(\\.\\d+)+(?![\\w.])"));
            static const QRegularExpression germanThousands(QStringLiteral("^[1-9]\\d{0,2}(\\.\\d{3})+$"));
            for (const Shown &s : everythingShown(window)) {
                for (const QString &piece : pieces)
                    if (s.text.contains(piece))
                        problems << QStringLiteral("%1: English \"%2\" in \"%3\"").arg(s.where, piece, s.text);
                if (QLatin1String(code) == QLatin1String("de") && !s.text.contains(version))
                    for (auto m = decimalPoint.globalMatch(s.text); m.hasNext();)
                        if (!germanThousands.match(m.next().captured()).hasMatch())
                            problems << QStringLiteral("%1: decimal point in \"%2\"").arg(s.where, s.text);
                if (s.where.contains(QLatin1String("ChartFigureView")) && s.text.endsWith(QChar(0x2026)))
                    problems << QStringLiteral("%1: cut short: \"%2\"").arg(s.where, s.text);
            }
            problems.removeDuplicates();
            for (const QString &problem : problems)
                qWarning("%s: %s", code, qPrintable(problem));
            QVERIFY2(
                problems.isEmpty(),
                qPrintable(QStringLiteral("%1 texts not in the language shown (listed above)").arg(problems.size())));
        }
    }
};

QTEST_MAIN(TestVisibleTexts)
#include "tst_visibletexts.moc"
