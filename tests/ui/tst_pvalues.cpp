// Every p-value the window shows, copies, exports or draws comes from one writer per style
// (numberformat::pValue on core's PValueText): the tables and the figures write the same text for
// the same p, 0 included, in every language.
#include "ui/figures/figurepainting.h"
#include "ui/results/numberformat.h"
#include "ui/results/tableexport.h"

#include <QLocale>
#include <QtTest>

using namespace isoscope::ui;
using figurepainting::formatP;
using tableexport::apaPValue;

class TestPValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tablesAndFiguresWriteTheSameP_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<double>("p");
        QTest::addColumn<QString>("exact");
        QTest::addColumn<QString>("apa");
        const QString minus(QChar(0x2212));
        QTest::newRow("English, fixed") << QStringLiteral("en_US") << 0.0421 << QStringLiteral("0.042")
                                        << QStringLiteral(".042");
        QTest::newRow("English, scientific")
            << QStringLiteral("en_US") << 7.84e-5 << QStringLiteral("7.8e") + minus + QStringLiteral("5")
            << QStringLiteral("< .001");
        QTest::newRow("English, zero") << QStringLiteral("en_US") << 0.0 << QStringLiteral("0.000")
                                       << QStringLiteral("< .001");
        QTest::newRow("German, fixed") << QStringLiteral("de_DE") << 0.0421 << QStringLiteral("0,042")
                                       << QStringLiteral(",042");
        QTest::newRow("German, scientific")
            << QStringLiteral("de_DE") << 7.84e-5 << QStringLiteral("7,8e") + minus + QStringLiteral("5")
            << QStringLiteral("< ,001");
        QTest::newRow("German, zero") << QStringLiteral("de_DE") << 0.0 << QStringLiteral("0,000")
                                      << QStringLiteral("< ,001");
        QTest::newRow("Chinese, one") << QStringLiteral("zh_CN") << 1.0 << QStringLiteral("1.000")
                                      << QStringLiteral("1.000");
    }

    void tablesAndFiguresWriteTheSameP()
    {
        QFETCH(QString, language);
        QFETCH(double, p);
        QFETCH(QString, exact);
        QFETCH(QString, apa);
        const QLocale before;
        QLocale::setDefault(QLocale(language));
        const QString table = numberformat::pValue(p);
        const QString figure = formatP(p);
        const QString copied = apaPValue(p);
        QLocale::setDefault(before);
        QCOMPARE(table, exact);
        QCOMPARE(figure, exact);
        QCOMPARE(copied, apa);
    }
};

QTEST_MAIN(TestPValues)
#include "tst_pvalues.moc"
