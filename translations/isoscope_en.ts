<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>isoscope::ui::AnalysisRunner</name>
    <message numerus="yes">
        <source>WEAT, %n suite(s)</source>
        <translation>
            <numerusform>WEAT, %n suite</numerusform>
            <numerusform>WEAT, %n suites</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::DrillDownPanel</name>
    <message numerus="yes">
        <source>&lt;p&gt;%n pair(s) (x_i, y_i) by position in the suite</source>
        <translation>
            <numerusform>&lt;p&gt;%n pair (x_i, y_i) by position in the suite</numerusform>
            <numerusform>&lt;p&gt;%n pairs (x_i, y_i) by position in the suite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n target word(s) without a partner left out</source>
        <translation>
            <numerusform>; %n target word without a partner left out</numerusform>
            <numerusform>; %n target words without a partner left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::FigureExportDialog</name>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1.</source>
        <translation>
            <numerusform>Wrote %n file to %1.</numerusform>
            <numerusform>Wrote %n files to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::FiguresPanel</name>
    <message numerus="yes">
        <source>The heatmap needs the sampled vectors of %1, which the study file does not keep.</source>
        <translation>
            <numerusform>The heatmap needs the sampled vectors of %1, which the study file does not keep.</numerusform>
            <numerusform>The heatmap needs the sampled vectors of %1, which the study file does not keep.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::IssueListModel</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reference word(s) are not in %1: %2</source>
        <translation>
            <numerusform>%n reference word is not in %1: %2</numerusform>
            <numerusform>%n reference words are not in %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 repeats %n word(s); the first vector of each was kept.</source>
        <translation>
            <numerusform>%1 repeats %n word; its first vector was kept.</numerusform>
            <numerusform>%1 repeats %n words; the first vector of each was kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of %1 are not in %2 and were left out: %3</source>
        <translation>
            <numerusform>%n word of %1 is not in %2 and was left out: %3</numerusform>
            <numerusform>%n words of %1 are not in %2 and were left out: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of %1 have a zero vector in %2 (no direction, so no cosine) and were left out: %3</source>
        <translation>
            <numerusform>%n word of %1 has a zero vector in %2 (no direction, so no cosine) and was left out: %3</numerusform>
            <numerusform>%n words of %1 have a zero vector in %2 (no direction, so no cosine) and were left out: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of %1 are not in %2 and got vectors from their subwords: %3</source>
        <translation>
            <numerusform>%n word of %1 is not in %2 and got its vector from its subwords: %3</numerusform>
            <numerusform>%n words of %1 are not in %2 and got vectors from their subwords: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of %1 are listed more than once in the same set; on %2 each is used once: %3</source>
        <translation>
            <numerusform>%n word of %1 is listed more than once in the same set; on %2 it is used once: %3</numerusform>
            <numerusform>%n words of %1 are listed more than once in the same set; on %2 each is used once: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of %1 are in both target sets (X and Y) or both attribute sets (A and B); on %2 each is used in both, as listed: %3</source>
        <translation>
            <numerusform>%n word of %1 is in both target sets (X and Y) or both attribute sets (A and B); on %2 it is used in both, as listed: %3</numerusform>
            <numerusform>%n words of %1 are in both target sets (X and Y) or both attribute sets (A and B); on %2 each is used in both, as listed: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suite(s) not run on %1 with the current options: %2. Press Run (Ctrl+R).</source>
        <translation>
            <numerusform>%n suite not run on %1 with the current options: %2. Press Run (Ctrl+R).</numerusform>
            <numerusform>%n suites not run on %1 with the current options: %2. Press Run (Ctrl+R).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::JobsView</name>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n running</numerusform>
            <numerusform>%n running</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::LessonWindow</name>
    <message numerus="yes">
        <source>%n word(s) not in the GloVe demo model&apos;s vocabulary, so left out of %1: %2.</source>
        <translation>
            <numerusform>%n word not in the GloVe demo model&apos;s vocabulary, so left out of %1: %2.</numerusform>
            <numerusform>%n words not in the GloVe demo model&apos;s vocabulary, so left out of %1: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;p is the share of the splits of X ∪ Y into a set of %n word(s) and one of %1, as X and Y are now, with an S at least as large as the observed one (%2):&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;p is the share of the splits of X ∪ Y into a set of %n word and one of %1, as X and Y are now, with an S at least as large as the observed one (%2):&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;p is the share of the splits of X ∪ Y into a set of %n words and one of %1, as X and Y are now, with an S at least as large as the observed one (%2):&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n model(s), %1</source>
        <translation>
            <numerusform>%n model, %1</numerusform>
            <numerusform>%n models, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suite(s)</source>
        <translation>
            <numerusform>%n suite</numerusform>
            <numerusform>%n suites</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::ModelsPanel</name>
    <message numerus="yes">
        <source>%n set(s) of whitening statistics read in full and complete.</source>
        <translation>
            <numerusform>%n set of whitening statistics read in full and complete.</numerusform>
            <numerusform>%n sets of whitening statistics read in full and complete.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of whitening statistics could not be used and were removed (they are estimated again when needed).</source>
        <translation>
            <numerusform>%n set of whitening statistics could not be used and was removed (it is estimated again when needed).</numerusform>
            <numerusform>%n sets of whitening statistics could not be used and were removed (they are estimated again when needed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Importing %n model(s)…</source>
        <translation>
            <numerusform>Importing %n model…</numerusform>
            <numerusform>Importing %n models…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::OutOfDateBanner</name>
    <message numerus="yes">
        <source>%n WEAT result(s) on %1</source>
        <translation>
            <numerusform>%n WEAT result on %1</numerusform>
            <numerusform>%n WEAT results on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n model</numerusform>
            <numerusform>%n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the anisotropy of %n model(s)</source>
        <translation>
            <numerusform>the anisotropy of %n model</numerusform>
            <numerusform>the anisotropy of %n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word-similarity result(s)</source>
        <translation>
            <numerusform>%n word-similarity result</numerusform>
            <numerusform>%n word-similarity results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::ResultsPanel</name>
    <message numerus="yes">
        <source> (%n undefined)</source>
        <translation>
            <numerusform> (%n undefined)</numerusform>
            <numerusform> (%n undefined)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n computed raw only, whitened not yet for the current settings</source>
        <translation>
            <numerusform>; %n computed raw only, whitened not yet for the current settings</numerusform>
            <numerusform>; %n computed raw only, whitened not yet for the current settings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::SuiteTableModel</name>
    <message numerus="yes">
        <source>%1: %n word(s)</source>
        <translation>
            <numerusform>%1: %n word</numerusform>
            <numerusform>%1: %n words</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isoscope::ui::WeatTableModel</name>
    <message numerus="yes">
        <source>Undefined: fewer than two of the %n resamples have a defined d</source>
        <translation>
            <numerusform>Undefined: fewer than two of the %n resamples have a defined d</numerusform>
            <numerusform>Undefined: fewer than two of the %n resamples have a defined d</numerusform>
        </translation>
    </message>
</context>
</TS>
