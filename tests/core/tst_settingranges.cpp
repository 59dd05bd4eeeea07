// The one range of each numeric setting (issue 31, item 4), which the command line, the Options
// page and the study loader share: each setting at its bounds and just past them, and the one line
// that names the field, the value and what is allowed. The bounds are the documented ones
// (README, docs/science.md), written out here rather than read from the table.
#include "core/analysis/settingranges.h"
#include "tests/hostilecases.h"

#include <QTest>

#include <cstdint>
#include <limits>

using namespace isoscope;

Q_DECLARE_METATYPE(isoscope::Setting)

class TestSettingRanges final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { hostilecases::begin(); }

    void eachSettingAdmitsItsRangeOnly_data()
    {
        QTest::addColumn<Setting>("setting");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("admitted");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, Setting setting, double value, bool admitted, const char *message = "") {
            QTest::newRow(name) << setting << value << admitted << QString::fromUtf8(message);
        };
        row("epsilon 0 (no regularisation)", Setting::Epsilon, 0, true);
        row("epsilon 100", Setting::Epsilon, 100, true);
        row("a negative epsilon", Setting::Epsilon, -0.001, false, "epsilon = -0.001: must be a number from 0 to 100");
        row("an infinite epsilon", Setting::Epsilon, std::numeric_limits<double>::infinity(), false,
            "epsilon = NA: must be a number from 0 to 100");
        row("alpha 0.05", Setting::Alpha, 0.05, true);
        row("alpha 0", Setting::Alpha, 0, false, "alpha = 0: must be a number above 0 and below 1");
        row("alpha 1", Setting::Alpha, 1, false, "alpha = 1: must be a number above 0 and below 1");
        row("one permutation", Setting::Permutations, 1, true);
        row("a billion permutations", Setting::Permutations, 1e9, true);
        row("no permutations", Setting::Permutations, 0, false,
            "permutations = 0: must be a whole number from 1 to 1000000000");
        row("1e19 permutations", Setting::Permutations, 1e19, false,
            "permutations = 10000000000000000000: must be a whole number from 1 to 1000000000");
        row("2.5 permutations", Setting::Permutations, 2.5, false,
            "permutations = 2.5: must be a whole number from 1 to 1000000000");
        row("exact limit 0 (always Monte Carlo)", Setting::ExactLimit, 0, true);
        row("exact limit 1e18", Setting::ExactLimit, 1e18, false,
            "exact_limit = 1000000000000000000: must be a whole number from 0 to 1000000000");
        row("ddof 0", Setting::Ddof, 0, true);
        row("ddof 1", Setting::Ddof, 1, true);
        row("ddof 1000", Setting::Ddof, 1000, false, "ddof = 1000: must be a whole number from 0 to 1");
        row("ddof -1", Setting::Ddof, -1, false, "ddof = -1: must be a whole number from 0 to 1");
        row("no intervals", Setting::EffectBootstrapIterations, 0, true);
        row("one resample", Setting::EffectBootstrapIterations, 1, false,
            "effect_bootstrap_iterations = 1: must be 0 (none) or a whole number from 2 to 10000");
        row("two resamples", Setting::EffectBootstrapIterations, 2, true);
        row("10,000 resamples", Setting::EffectBootstrapIterations, 10000, true);
        row("100,000,000 resamples", Setting::EffectBootstrapIterations, 1e8, false,
            "effect_bootstrap_iterations = 100000000: must be 0 (none) or a whole number from 2 to 10000");
        row("confidence 0.95", Setting::Confidence, 0.95, true);
        row("confidence 1", Setting::Confidence, 1, false, "confidence = 1: must be a number above 0 and below 1");
    }
    void eachSettingAdmitsItsRangeOnly()
    {
        QFETCH(Setting, setting);
        QFETCH(double, value);
        QFETCH(bool, admitted);
        QFETCH(QString, message);
        QCOMPARE(settingRange(setting).admits(value), admitted);
        const auto checked = checkSetting(setting, value);
        QCOMPARE(checked.ok(), admitted);
        if (!admitted) {
            QCOMPARE(checked.error().code, ErrorCode::InvalidArgument);
            QCOMPARE(QString::fromStdString(checked.error().detail), message);
            QVERIFY(hostilecases::refused(checked.error().detail));
        } else {
            hostilecases::accepted();
        }
    }

    // A whole number from a file is written exactly, however large.
    void aWholeNumberIsWrittenExactly()
    {
        const auto checked = checkSetting(Setting::Permutations, std::numeric_limits<std::uint64_t>::max());
        QVERIFY(!checked);
        QCOMPARE(checked.error().detail,
                 std::string("permutations = 18446744073709551615: must be a whole number from 1 to 1000000000"));
        QVERIFY(checkSetting(Setting::Permutations, std::uint64_t(100000)));
    }

    // The parameters' defaults (the paper's protocol) pass; each setting out of range is named.
    void theParametersAreCheckedSettingBySetting()
    {
        QVERIFY(checkSettings(AnalysisParams()));
        AnalysisParams ddof;
        ddof.weat.ddof = 1000;
        QCOMPARE(checkSettings(ddof).error().detail, std::string("ddof = 1000: must be a whole number from 0 to 1"));
        AnalysisParams exact;
        exact.weat.exactLimit = 1000000000000000000ULL;
        QCOMPARE(checkSettings(exact).error().detail,
                 std::string("exact_limit = 1000000000000000000: must be a whole number from 0 to 1000000000"));
        AnalysisParams bootstrap;
        bootstrap.effectBootstrapIterations = 100000000;
        QVERIFY(checkSettings(bootstrap).error().detail.starts_with("effect_bootstrap_iterations = 100000000: "));
    }
};

QTEST_GUILESS_MAIN(TestSettingRanges)
#include "tst_settingranges.moc"
