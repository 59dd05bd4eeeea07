// p-values are written once per style (core/base/numberformat.h): the parts every writer shares,
// and report.md's ASCII form of them.
#include "core/base/numberformat.h"

#include <QtTest>

using namespace isoscope;

class TestNumberFormat : public QObject
{
    Q_OBJECT

private slots:
    void pValuesAreWrittenOncePerStyle_data()
    {
        QTest::addColumn<double>("p");
        QTest::addColumn<int>("style");
        QTest::addColumn<QString>("ascii");
        const int exact = static_cast<int>(PValueStyle::Exact);
        const int apa = static_cast<int>(PValueStyle::Apa);
        QTest::newRow("exact: three decimals") << 0.0421 << exact << "0.042";
        QTest::newRow("exact: .001 itself is fixed") << 0.001 << exact << "0.001";
        QTest::newRow("exact: 1 is fixed") << 1.0 << exact << "1.000";
        QTest::newRow("exact: below .001 one significant digit") << 7.84e-5 << exact << "7.8e-05";
        QTest::newRow("exact: the mantissa rounds up") << 9.96e-6 << exact << "1.0e-05";
        QTest::newRow("exact: 0 is the number 0, not 0.0e+00") << 0.0 << exact << "0.000";
        QTest::newRow("apa: no leading zero") << 0.0421 << apa << ".042";
        QTest::newRow("apa: 1 keeps its digit") << 1.0 << apa << "1.000";
        QTest::newRow("apa: below .001 a bound") << 7.84e-5 << apa << "< .001";
        QTest::newRow("apa: 0 is below .001") << 0.0 << apa << "< .001";
        QTest::newRow("apa: .001 itself is a value") << 0.001 << apa << ".001";
    }

    void pValuesAreWrittenOncePerStyle()
    {
        QFETCH(double, p);
        QFETCH(int, style);
        QFETCH(QString, ascii);
        QCOMPARE(QString::fromStdString(pValueAscii(pValueText(p, static_cast<PValueStyle>(style)))), ascii);
    }

    void scientificPartsKeepTheExponentApart()
    {
        const PValueText t = pValueText(2.44e-4, PValueStyle::Exact);
        QVERIFY(t.scientific());
        QCOMPARE(QString::fromStdString(t.mantissa), QStringLiteral("2.4"));
        QCOMPARE(t.exponent, -4);
        QVERIFY(!t.below);
    }
};

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
