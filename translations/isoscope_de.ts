<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>AssociationBarFigure</name>
        <message>
            <source>X</source>
            <translation>X</translation>
        </message>
        <message>
            <source>Y</source>
            <translation>Y</translation>
        </message>
        <message>
            <source>Word associations s(w, A, B), %1 %2</source>
            <translation>Wortassoziationen s(w, A, B), %1 %2</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>roh</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>nach Whitening</translation>
        </message>
        <message>
            <source>s(w, A, B): mean cosine with A minus mean cosine with B</source>
            <translation>s(w, A, B): mittlerer Kosinus mit A minus mittlerer Kosinus mit B</translation>
        </message>
        <message>
            <source>Association s(w, A, B)</source>
            <translation>Assoziation s(w, A, B)</translation>
        </message>
        <message>
            <source>No associations for this result.</source>
            <translation>Für dieses Ergebnis gibt es keine Assoziationen.</translation>
        </message>
        <message>
            <source>‘%1’ (%2)
s raw = %3
s whitened = %4</source>
            <translation>‚%1‘ (%2)
s roh = %3
s nach Whitening = %4</translation>
        </message>
        <message>
            <source>X: %1</source>
            <translation>X: %1</translation>
        </message>
        <message>
            <source>Y: %1</source>
            <translation>Y: %1</translation>
        </message>
    </context>
    <context>
        <name>BeforeAfterScatterFigure</name>
        <message>
            <source>Valence</source>
            <translation>Valenz</translation>
        </message>
        <message>
            <source>Race</source>
            <translation>Herkunft</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>Geschlecht</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Sonstige</translation>
        </message>
        <message>
            <source>Effect sizes before and after whitening</source>
            <translation>Effektstärken vor und nach dem Whitening</translation>
        </message>
        <message>
            <source>%1 · %2 (%3)</source>
            <translation>%1 · %2 (%3)</translation>
        </message>
        <message>
            <source>Raw d = %1%2 (p = %3)</source>
            <translation>d roh = %1%2 (p = %3)</translation>
        </message>
        <message>
            <source>Whitened d = %1%2 (p = %3)</source>
            <translation>d nach Whitening = %1%2 (p = %3)</translation>
        </message>
        <message>
            <source>%1, %2 model</source>
            <translation>%1, Modell der Familie %2</translation>
        </message>
        <message>
            <source>Click to open the words and the permutation test.</source>
            <translation>Klicken öffnet die Wörter und den Permutationstest.</translation>
        </message>
        <message>
            <source>Change:</source>
            <translation>Änderung:</translation>
        </message>
        <message>
            <source>Family:</source>
            <translation>Familie:</translation>
        </message>
        <message>
            <source>Raw d</source>
            <translation>d roh</translation>
        </message>
        <message>
            <source>Whitened d</source>
            <translation>d nach Whitening</translation>
        </message>
        <message>
            <source> (%1)</source>
            <translation> (%1)</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>nicht definiert</translation>
        </message>
        <message>
            <source>%1 bootstrap CI: raw %2, whitened %3</source>
            <translation>%1-Bootstrap-KI: roh %2, nach Whitening %3</translation>
        </message>
        <message>
            <source>bars: %1 bootstrap CI</source>
            <translation>Balken: %1-Bootstrap-KI</translation>
        </message>
        <message>
            <source>W%1–W%2</source>
            <translation>W%1–W%2</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Model:</source>
            <translation>Modell:</translation>
        </message>
        <message>
            <source> (%1–%2)</source>
            <translation> (%1–%2)</translation>
        </message>
    </context>
    <context>
        <name>BootstrapIntervalFigure</name>
        <message>
            <source>d = %1 %2</source>
            <translation>d = %1 %2</translation>
        </message>
        <message>
            <source>Bootstrap interval of d: %1</source>
            <translation>Bootstrap-Intervall von d: %1</translation>
        </message>
        <message>
            <source>No bootstrap interval for this result.</source>
            <translation>Für dieses Ergebnis gibt es kein Bootstrap-Intervall.</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>nach Whitening</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>roh</translation>
        </message>
        <message>
            <source>%1% percentile interval, B = %2 resamples of the words of X and Y (%3)</source>
            <translation>%1-%-Perzentilintervall, B = %2 Stichprobenwiederholungen der Wörter von X und Y (%3)</translation>
        </message>
        <message>
            <source>Effect size d</source>
            <translation>Effektstärke d</translation>
        </message>
        <message>
            <source>%1: d = %2
%3% interval %4 to %5
bootstrap mean %6, SD %7 (%8 valid resamples)</source>
            <translation>%1: d = %2
%3-%-Intervall %4 bis %5
Bootstrap-Mittelwert %6, SD %7 (%8 gültige Stichprobenwiederholungen)</translation>
        </message>
    </context>
    <context>
        <name>CalibrationScatterFigure</name>
        <message>
            <source>Effect sizes under the comparison calibrations against ZCA</source>
            <translation>Effektstärken unter den Vergleichskalibrierungen gegen ZCA</translation>
        </message>
        <message>
            <source>Raw (no calibration)</source>
            <translation>Roh (keine Kalibrierung)</translation>
        </message>
        <message>
            <source>y axis:</source>
            <translation>y-Achse:</translation>
        </message>
        <message>
            <source>y = x (as ZCA)</source>
            <translation>y = x (wie ZCA)</translation>
        </message>
        <message>
            <source>d under ZCA whitening</source>
            <translation>d nach ZCA-Whitening</translation>
        </message>
        <message>
            <source>d under the other calibration, or raw</source>
            <translation>d unter der anderen Kalibrierung oder roh</translation>
        </message>
        <message>
            <source>Hard-debiased, raw</source>
            <translation>Hart entzerrt, roh</translation>
        </message>
        <message>
            <source>Hard-debiased, then ZCA</source>
            <translation>Hart entzerrt, dann ZCA</translation>
        </message>
        <message>
            <source>d, other calibrations or debiased</source>
            <translation>d, andere Kalibrierungen oder entzerrt</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>ZCA d = %1</source>
            <translation>ZCA: d = %1</translation>
        </message>
        <message>
            <source>%1: d = %2 (%3 from ZCA)</source>
            <translation>%1: d = %2 (%3 gegenüber ZCA)</translation>
        </message>
        <message>
            <source>Click to open the words and the permutation test.</source>
            <translation>Klicken öffnet die Wörter und den Permutationstest.</translation>
        </message>
        <message>
            <source>d against ZCA's d (%1 model × suite results)</source>
            <translation>d gegen ZCA-d (%1 Ergebnisse)</translation>
        </message>
    </context>
    <context>
        <name>CosineHeatmapFigure</name>
        <message>
            <source>Cosine heatmap, %1</source>
            <translation>Kosinus-Heatmap, %1</translation>
        </message>
        <message>
            <source>Sampled words in file order (most frequent first)</source>
            <translation>Stichprobenwörter in Dateireihenfolge (häufigste zuerst)</translation>
        </message>
        <message>
            <source>Sampled words grouped by similarity (raw vectors)</source>
            <translation>Stichprobenwörter nach Ähnlichkeit gruppiert (Rohvektoren)</translation>
        </message>
        <message>
            <source>Sampled words grouped by similarity (whitened vectors)</source>
            <translation>Stichprobenwörter nach Ähnlichkeit gruppiert (Vektoren nach Whitening)</translation>
        </message>
        <message>
            <source>Cosine similarity</source>
            <translation>Kosinus-Ähnlichkeit</translation>
        </message>
        <message>
            <source>%1: pairwise cosine similarity of %2 sampled words</source>
            <translation>%1: paarweise Kosinus-Ähnlichkeit von %2 Stichprobenwörtern</translation>
        </message>
        <message>
            <source>Raw: mean %1, SD %2</source>
            <translation>Roh: Mittelwert %1, SD %2</translation>
        </message>
        <message>
            <source>Whitened: mean %1, SD %2</source>
            <translation>Nach Whitening: Mittelwert %1, SD %2</translation>
        </message>
        <message>
            <source>‘%1’ and ‘%2’</source>
            <translation>‚%1‘ und ‚%2‘</translation>
        </message>
        <message>
            <source>Raw cosine: %1</source>
            <translation>Kosinus roh: %1</translation>
        </message>
        <message>
            <source>Whitened cosine: %1</source>
            <translation>Kosinus nach Whitening: %1</translation>
        </message>
        <message>
            <source>Words %1 and %2 of %3 on the axes</source>
            <translation>Wörter %1 und %2 von %3 auf den Achsen</translation>
        </message>
        <message>
            <source>Sampled words</source>
            <translation>Stichprobenwörter</translation>
        </message>
        <message>
            <source>No sampled vectors: the results were read without their figure data.</source>
            <translation>Keine Stichprobenvektoren: Die Ergebnisse wurden ohne ihre Abbildungsdaten gelesen.</translation>
        </message>
    </context>
    <context>
        <name>EffectSizeGridFigure</name>
        <message>
            <source>n/a</source>
            <translation>k. A.</translation>
        </message>
        <message>
            <source>Effect sizes, raw and whitened</source>
            <translation>Effektstärken, roh und nach Whitening</translation>
        </message>
        <message>
            <source>WEAT effect sizes d, raw (upper left) and whitened (lower right)</source>
            <translation>WEAT-Effektstärken d, roh (oben links) und nach Whitening (unten rechts)</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>nach Whitening</translation>
        </message>
        <message>
            <source>Each cell: raw d upper left,</source>
            <translation>Jede Zelle: d roh oben links,</translation>
        </message>
        <message>
            <source>whitened d lower right.</source>
            <translation>d nach Whitening unten rechts.</translation>
        </message>
        <message>
            <source>Bold, * and outline: p &lt; %1</source>
            <translation>Fett, * und Umrandung: p &lt; %1</translation>
        </message>
        <message>
            <source>%1 · %2 (%3)</source>
            <translation>%1 · %2 (%3)</translation>
        </message>
        <message>
            <source>Not run for this model.</source>
            <translation>Für dieses Modell nicht ausgeführt.</translation>
        </message>
        <message>
            <source>Not run: %1</source>
            <translation>Nicht ausgeführt: %1</translation>
        </message>
        <message>
            <source>%1: d = %2, p = %3</source>
            <translation>%1: d = %2, p = %3</translation>
        </message>
        <message>
            <source>%1: d undefined (%2), p = %3</source>
            <translation>%1: d nicht definiert (%2), p = %3</translation>
        </message>
        <message>
            <source>(significant at %1)</source>
            <translation>(signifikant bei %1)</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Roh</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>Nach Whitening</translation>
        </message>
        <message>
            <source>Change: %1</source>
            <translation>Änderung: %1</translation>
        </message>
        <message>
            <source>Substantial shift: |d whitened − d raw| &gt; %1</source>
            <translation>Deutliche Verschiebung: |d nach Whitening − d roh| &gt; %1</translation>
        </message>
        <message>
            <source>Click to open the words and the permutation test.</source>
            <translation>Klicken öffnet die Wörter und den Permutationstest.</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>nicht ausgeführt</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>Effect size d (colours clipped to ±%1)</source>
            <translation>Effektstärke d (Farben auf ±%1 begrenzt)</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>roh</translation>
        </message>
        <message>
            <source>No WEAT results to show.</source>
            <translation>Keine WEAT-Ergebnisse anzuzeigen.</translation>
        </message>
        <message>
            <source>%1, raw and whitened</source>
            <translation>%1, roh und nach Whitening</translation>
        </message>
        <message>
            <source>%1, raw (upper left) and whitened (lower right)</source>
            <translation>%1, roh (oben links) und nach Whitening (unten rechts)</translation>
        </message>
        <message>
            <source>Each cell: raw upper left,</source>
            <translation>Jede Zelle: roh oben links,</translation>
        </message>
        <message>
            <source>whitened lower right;</source>
            <translation>nach Whitening unten rechts;</translation>
        </message>
        <message>
            <source>A, B: X and Y with respect to A or B.</source>
            <translation>A, B: X und Y bezüglich A oder B.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1: undefined (%2)</source>
            <translation>%1: nicht definiert (%2)</translation>
        </message>
        <message>
            <source>Click to open the words of this result.</source>
            <translation>Klicken öffnet die Wörter dieses Ergebnisses.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>No %1 results to show.</source>
            <translation>Keine %1-Ergebnisse zum Anzeigen.</translation>
        </message>
    </context>
    <context>
        <name>EigenSpectrumFigure</name>
        <message>
            <source>%1 (%2 of %3 ≤ ε)</source>
            <translation>%1 (%2 von %3 ≤ ε)</translation>
        </message>
        <message>
            <source>Eigenvalue spectrum and epsilon</source>
            <translation>Eigenwertspektrum und Epsilon</translation>
        </message>
        <message>
            <source>Covariance eigenvalues, ε = %1</source>
            <translation>Eigenwerte der Kovarianz, ε = %1</translation>
        </message>
        <message>
            <source>Component k (largest first)</source>
            <translation>Komponente k (größte zuerst)</translation>
        </message>
        <message>
            <source>Eigenvalue λₖ</source>
            <translation>Eigenwert λₖ</translation>
        </message>
        <message>
            <source>ε = %1</source>
            <translation>ε = %1</translation>
        </message>
        <message>
            <source>%1, component %2
λ = %3
Whitened variance λ/(λ + ε) = %4</source>
            <translation>%1, Komponente %2
λ = %3
Varianz nach Whitening λ/(λ + ε) = %4</translation>
        </message>
    </context>
    <context>
        <name>EpsilonSweepFigure</name>
        <message>
            <source>Epsilon sweep: %1</source>
            <translation>Epsilon-Variation: %1</translation>
        </message>
        <message>
            <source>No epsilon sweep for this result.</source>
            <translation>Für dieses Ergebnis gibt es keine Epsilon-Variation.</translation>
        </message>
        <message>
            <source>raw d</source>
            <translation>d roh</translation>
        </message>
        <message>
            <source>whitened d</source>
            <translation>d nach Whitening</translation>
        </message>
        <message>
            <source>whitened p &lt; %1</source>
            <translation>p nach Whitening &lt; %1</translation>
        </message>
        <message>
            <source>ε of the analysis</source>
            <translation>ε der Analyse</translation>
        </message>
        <message>
            <source>Effect size over ε (%1)</source>
            <translation>Effektstärke über ε (%1)</translation>
        </message>
        <message>
            <source>Regulariser ε</source>
            <translation>Regularisierung ε</translation>
        </message>
        <message>
            <source>Effect size d</source>
            <translation>Effektstärke d</translation>
        </message>
        <message>
            <source>Covariance eigenvalues</source>
            <translation>Eigenwerte der Kovarianz</translation>
        </message>
        <message>
            <source>Component k</source>
            <translation>Komponente k</translation>
        </message>
        <message>
            <source>Eigenvalue λₖ</source>
            <translation>Eigenwert λₖ</translation>
        </message>
        <message>
            <source>ε = %1
whitened d = %2, p = %3
raw d = %4, p = %5</source>
            <translation>ε = %1
d nach Whitening = %2, p = %3
d roh = %4, p = %5</translation>
        </message>
        <message>
            <source>raw d = %1, p = %2 (ε does not enter)</source>
            <translation>d roh = %1, p = %2 (ε spielt keine Rolle)</translation>
        </message>
        <message>
            <source>Component %1: λ = %2
Whitened variance λ/(λ + ε) = %3</source>
            <translation>Komponente %1: λ = %2
Varianz nach Whitening λ/(λ + ε) = %3</translation>
        </message>
        <message>
            <source>ε = %1 (%2 of %3 λ ≤ ε); shaded: swept ε</source>
            <translation>ε = %1 (%2 von %3 λ ≤ ε); schattiert: variiertes ε</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <source>The file does not exist.</source>
            <translation>Die Datei existiert nicht.</translation>
        </message>
        <message>
            <source>This is a folder, a named pipe or a device, not a file.</source>
            <translation>Das ist ein Ordner, eine benannte Pipe oder ein Gerät, keine Datei.</translation>
        </message>
        <message>
            <source>The file cannot be opened or read.</source>
            <translation>Die Datei kann nicht geöffnet oder gelesen werden.</translation>
        </message>
        <message>
            <source>The file cannot be written.</source>
            <translation>Die Datei kann nicht geschrieben werden.</translation>
        </message>
        <message>
            <source>The embedding cache just written does not read back as it was written; the disk may be failing.</source>
            <translation>Der eben geschriebene Embedding-Cache liest sich nicht so zurück, wie er geschrieben wurde; der Datenträger ist möglicherweise defekt.</translation>
        </message>
        <message>
            <source>There is not enough memory for this data.</source>
            <translation>Für diese Daten reicht der Arbeitsspeicher nicht aus.</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>Die Datei ist leer.</translation>
        </message>
        <message>
            <source>The first line is not a word2vec header (the number of words and the number of dimensions).</source>
            <translation>Die erste Zeile ist kein word2vec-Kopf (die Anzahl der Wörter und die Anzahl der Dimensionen).</translation>
        </message>
        <message>
            <source>This row has the wrong number of values.</source>
            <translation>Diese Zeile hat die falsche Anzahl von Werten.</translation>
        </message>
        <message>
            <source>A value that should be a number is not one.</source>
            <translation>Ein Wert, der eine Zahl sein sollte, ist keine.</translation>
        </message>
        <message>
            <source>A vector holds a value that is not finite (NaN or infinity).</source>
            <translation>Ein Vektor enthält einen nicht endlichen Wert (NaN oder unendlich).</translation>
        </message>
        <message>
            <source>The number of words in the header differs from the rows in the file.</source>
            <translation>Die Anzahl der Wörter im Kopf weicht von den Zeilen der Datei ab.</translation>
        </message>
        <message>
            <source>A word is not valid UTF-8 text.</source>
            <translation>Ein Wort ist kein gültiger UTF-8-Text.</translation>
        </message>
        <message>
            <source>A row has no word before its numbers.</source>
            <translation>Eine Zeile hat kein Wort vor ihren Zahlen.</translation>
        </message>
        <message>
            <source>The file ends in the middle of its data; it was probably cut short in a copy or download.</source>
            <translation>Die Datei endet mitten in ihren Daten; sie wurde wahrscheinlich beim Kopieren oder Herunterladen abgeschnitten.</translation>
        </message>
        <message>
            <source>This variant of the file format cannot be read.</source>
            <translation>Diese Variante des Dateiformats kann nicht gelesen werden.</translation>
        </message>
        <message>
            <source>The file is not valid JSON.</source>
            <translation>Die Datei ist kein gültiges JSON.</translation>
        </message>
        <message>
            <source>A field is missing or has the wrong type.</source>
            <translation>Ein Feld fehlt oder hat den falschen Typ.</translation>
        </message>
        <message>
            <source>A stored result holds a value it cannot have: the file was edited or damaged.</source>
            <translation>Ein gespeichertes Ergebnis enthält einen Wert, den es nicht haben kann: Die Datei wurde bearbeitet oder ist beschädigt.</translation>
        </message>
        <message>
            <source>A setting is outside its allowed range.</source>
            <translation>Eine Einstellung liegt außerhalb ihres zulässigen Bereichs.</translation>
        </message>
        <message>
            <source>No word of this set is in the model's vocabulary.</source>
            <translation>Kein Wort dieser Menge ist im Vokabular des Modells.</translation>
        </message>
        <message>
            <source>The inputs have different numbers of dimensions.</source>
            <translation>Die Eingaben haben unterschiedlich viele Dimensionen.</translation>
        </message>
        <message>
            <source>Whitening cannot be computed reliably from this reference sample.</source>
            <translation>Das Whitening lässt sich aus dieser Referenzstichprobe nicht zuverlässig berechnen.</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>Abgebrochen.</translation>
        </message>
        <message>
            <source>Unknown error.</source>
            <translation>Unbekannter Fehler.</translation>
        </message>
        <message>
            <source>“%1”: %2</source>
            <translation>„%1“: %2</translation>
        </message>
        <message>
            <source>%1 (%2).</source>
            <translation>%1 (%2).</translation>
        </message>
        <message>
            <source>%1, line %2: %3</source>
            <translation>%1, Zeile %2: %3</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>every word has the same association s(w, A, B), so the standard deviation is 0</source>
            <translation>jedes Wort hat dieselbe Assoziation s(w, A, B), daher ist die Standardabweichung 0</translation>
        </message>
        <message>
            <source>in English: %1</source>
            <translation>auf Englisch: %1</translation>
        </message>
        <message>
            <source>expected %1 numbers as on line %2, found %3</source>
            <translation>erwartet %1 Zahlen wie in Zeile %2, gefunden %3</translation>
        </message>
        <message>
            <source>expected %1 numbers as the header says, found %2</source>
            <translation>erwartet %1 Zahlen, wie die Kopfzeile angibt, gefunden %2</translation>
        </message>
        <message>
            <source>expected numbers after the word, found none</source>
            <translation>nach dem Wort werden Zahlen erwartet, es folgt keine</translation>
        </message>
        <message>
            <source>found more than %1 numbers, the most supported</source>
            <translation>mehr als %1 Zahlen gefunden, mehr werden nicht unterstützt</translation>
        </message>
        <message>
            <source>line longer than %1 MiB; is this a text file?</source>
            <translation>Zeile länger als %1 MiB; ist das eine Textdatei?</translation>
        </message>
        <message>
            <source>the header says %1 words, found %2 rows</source>
            <translation>die Kopfzeile nennt %1 Wörter, gefunden %2 Zeilen</translation>
        </message>
        <message>
            <source>the header says %1 words, found %2 rows (the data ends at byte %3)</source>
            <translation>die Kopfzeile nennt %1 Wörter, gefunden %2 Zeilen (die Daten enden bei Byte %3)</translation>
        </message>
        <message>
            <source>the header says %1 words, but more data follows the last of them, at byte %2</source>
            <translation>die Kopfzeile nennt %1 Wörter, aber nach dem letzten folgen weitere Daten, bei Byte %2</translation>
        </message>
        <message>
            <source>the header says 0 words and no rows follow</source>
            <translation>die Kopfzeile nennt 0 Wörter, und es folgen keine Zeilen</translation>
        </message>
        <message>
            <source>the header says 0 words</source>
            <translation>die Kopfzeile nennt 0 Wörter</translation>
        </message>
        <message>
            <source>the file holds only blank lines</source>
            <translation>die Datei enthält nur leere Zeilen</translation>
        </message>
        <message>
            <source>‘%1’ is not a number (the file looks binary; is it word2vec binary?)</source>
            <translation>‚%1‘ ist keine Zahl (die Datei sieht binär aus; ist es word2vec binär?)</translation>
        </message>
        <message>
            <source>‘%1’ is not a number</source>
            <translation>‚%1‘ ist keine Zahl</translation>
        </message>
        <message>
            <source>‘%1’ is not a finite number</source>
            <translation>‚%1‘ ist keine endliche Zahl</translation>
        </message>
        <message>
            <source>the word is not valid UTF-8</source>
            <translation>das Wort ist kein gültiges UTF-8</translation>
        </message>
        <message>
            <source>the row starts with a space or tab, so its word is empty</source>
            <translation>die Zeile beginnt mit einem Leerzeichen oder Tabulator, ihr Wort ist also leer</translation>
        </message>
        <message>
            <source>expected a header “count dims”, found ‘%1’</source>
            <translation>erwartet eine Kopfzeile „Anzahl Dimensionen“, gefunden ‚%1‘</translation>
        </message>
        <message>
            <source>row %1, value %2 at byte %3 is %4</source>
            <translation>Zeile %1, Wert %2 bei Byte %3 ist %4</translation>
        </message>
        <message>
            <source>not enough memory</source>
            <translation>nicht genug Arbeitsspeicher</translation>
        </message>
        <message>
            <source>the file ends inside row %1 at byte %2: expected %3 float32 values (%4 bytes) after the word, found %5 bytes</source>
            <translation>die Datei endet in Zeile %1 bei Byte %2: erwartet %3 float32-Werte (%4 Byte) nach dem Wort, gefunden %5 Byte</translation>
        </message>
        <message>
            <source>the file ends inside row %1, which starts at byte %2: expected a word, a space and %3 float32 values</source>
            <translation>die Datei endet in Zeile %1, die bei Byte %2 beginnt: erwartet ein Wort, ein Leerzeichen und %3 float32-Werte</translation>
        </message>
        <message>
            <source>The file cannot be written: there is no space left on the device.</source>
            <translation>Die Datei kann nicht geschrieben werden: Auf dem Datenträger ist kein Platz mehr frei.</translation>
        </message>
    </context>
    <context>
        <name>ExplainedVarianceFigure</name>
        <message>
            <source>Explained variance of the top principal components</source>
            <translation>Erklärte Varianz der ersten Hauptkomponenten</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Roh</translation>
        </message>
        <message>
            <source>Principal component</source>
            <translation>Hauptkomponente</translation>
        </message>
        <message>
            <source>Explained variance ratio</source>
            <translation>Anteil erklärter Varianz</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>Nach Whitening</translation>
        </message>
        <message>
            <source>%1, %2
Component %3: %4 of the variance (ratio %5)</source>
            <translation>%1, %2
Komponente %3: %4 der Varianz (Anteil %5)</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>roh</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>nach Whitening</translation>
        </message>
    </context>
    <context>
        <name>FigureExporter</name>
        <message>
            <source>%1: an image of %2 x %3 pixels is too large</source>
            <translation>%1: Ein Bild mit %2 × %3 Pixeln ist zu groß</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1: writing failed (%2)</source>
            <translation>%1: Schreiben fehlgeschlagen (%2)</translation>
        </message>
    </context>
    <context>
        <name>FigureStyle</name>
        <message>
            <source>undefined</source>
            <translation>nicht definiert</translation>
        </message>
        <message>
            <source>Disappearing</source>
            <translation>Verschwindend</translation>
        </message>
        <message>
            <source>Stable</source>
            <translation>Stabil</translation>
        </message>
        <message>
            <source>Emerging</source>
            <translation>Entstehend</translation>
        </message>
        <message>
            <source>Undefined</source>
            <translation>Nicht definiert</translation>
        </message>
        <message>
            <source>static</source>
            <translation>statisch</translation>
        </message>
        <message>
            <source>contextualized</source>
            <translation>kontextualisiert</translation>
        </message>
        <message>
            <source>contrastive</source>
            <translation>kontrastiv</translation>
        </message>
        <message>
            <source>other</source>
            <translation>sonstige</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::RunPanel</name>
        <message>
            <source>Running…</source>
            <translation>Läuft…</translation>
        </message>
        <message>
            <source>Failed: %1</source>
            <translation>Fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>Abgebrochen.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>System (%1)</source>
            <translation>System (%1)</translation>
        </message>
        <message>
            <source>System</source>
            <translation>System</translation>
        </message>
    </context>
    <context>
        <name>LeaveOneOutFigure</name>
        <message>
            <source>Leave one component out: %1</source>
            <translation>Je eine Komponente weggelassen: %1</translation>
        </message>
        <message>
            <source>No leave-one-component-out result.</source>
            <translation>Kein Ergebnis mit weggelassenen Komponenten.</translation>
        </message>
        <message>
            <source>raw: d without PCk − d (d = %1)</source>
            <translation>roh: d ohne PCk − d (d = %1)</translation>
        </message>
        <message>
            <source>whitened: d without PCk − d (d = %1)</source>
            <translation>nach Whitening: d ohne PCk − d (d = %1)</translation>
        </message>
        <message>
            <source>Change of d when one principal component of the reference sample is projected out (%1)</source>
            <translation>Änderung von d, wenn eine Hauptkomponente der Referenzstichprobe herausprojiziert wird (%1)</translation>
        </message>
        <message>
            <source>Δd</source>
            <translation>Δd</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>roh</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>nach Whitening</translation>
        </message>
        <message>
            <source>Principal component of the reference sample, with its share of the variance</source>
            <translation>Hauptkomponente der Referenzstichprobe, mit ihrem Anteil an der Varianz</translation>
        </message>
        <message>
            <source>PC%1</source>
            <translation>PC%1</translation>
        </message>
        <message>
            <source>PC%1 (%2 of the reference variance)
raw d without it %3 (change %4)
whitened d without it %5 (change %6)</source>
            <translation>PC%1 (%2 der Referenzvarianz)
d roh ohne sie %3 (Änderung %4)
d nach Whitening ohne sie %5 (Änderung %6)</translation>
        </message>
    </context>
    <context>
        <name>PermutationHistogramFigure</name>
        <message>
            <source>Permutation distribution of S, %1 %2</source>
            <translation>Permutationsverteilung von S, %1 %2</translation>
        </message>
        <message>
            <source>Partitions</source>
            <translation>Partitionen</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Roh</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>Nach Whitening</translation>
        </message>
        <message>
            <source>S (sum of s(x) − sum of s(y))</source>
            <translation>S (Summe von s(x) − Summe von s(y))</translation>
        </message>
        <message>
            <source>No distribution kept for this result.</source>
            <translation>Für dieses Ergebnis wurde keine Verteilung aufbewahrt.</translation>
        </message>
        <message>
            <source>Not run.</source>
            <translation>Nicht ausgeführt.</translation>
        </message>
        <message>
            <source>S from %1 to %2: %3 partitions (%4%)</source>
            <translation>S von %1 bis %2: %3 Partitionen (%4 %)</translation>
        </message>
        <message>
            <source>S = %1
p = %2
%3</source>
            <translation>S = %1
p = %2
%3</translation>
        </message>
        <message>
            <source>exact</source>
            <translation>exakt</translation>
        </message>
        <message>
            <source>%1 draws</source>
            <translation>%1 Ziehungen</translation>
        </message>
    </context>
    <context>
        <name>ReferenceSweepFigure</name>
        <message>
            <source>Reference-sample sweep: %1</source>
            <translation>Variation der Referenzstichprobe: %1</translation>
        </message>
        <message>
            <source>No reference-sample sweep for this result.</source>
            <translation>Für dieses Ergebnis gibt es keine Variation der Referenzstichprobe.</translation>
        </message>
        <message>
            <source>raw d</source>
            <translation>d roh</translation>
        </message>
        <message>
            <source>top-N reference</source>
            <translation>Top-N-Referenz</translation>
        </message>
        <message>
            <source>random-N reference</source>
            <translation>Zufalls-N-Referenz</translation>
        </message>
        <message>
            <source>filled: whitened p &lt; %1</source>
            <translation>gefüllt: p nach Whitening &lt; %1</translation>
        </message>
        <message>
            <source>Whitened d by reference size (%1)</source>
            <translation>d nach Whitening nach Referenzgröße (%1)</translation>
        </message>
        <message>
            <source>Reference size N</source>
            <translation>Referenzgröße N</translation>
        </message>
        <message>
            <source>Effect size d</source>
            <translation>Effektstärke d</translation>
        </message>
        <message>
            <source>%1 random draws of %2</source>
            <translation>%1 Zufallsziehungen von %2</translation>
        </message>
        <message>
            <source>Class differs from %1 in %2 of %3</source>
            <translation>Klasse weicht in %2 von %3 von %1 ab</translation>
        </message>
        <message>
            <source>%1, N = %2
whitened d = %3, p = %4</source>
            <translation>%1, N = %2
d nach Whitening = %3, p = %4</translation>
        </message>
        <message>
            <source>top-N</source>
            <translation>Top-N</translation>
        </message>
        <message>
            <source>random-N</source>
            <translation>Zufalls-N</translation>
        </message>
        <message>
            <source>%1 draws: mean %2, SD %3
median %4, quartiles %5 to %6
range %7 to %8</source>
            <translation>%1 Ziehungen: Mittelwert %2, SD %3
Median %4, Quartile %5 bis %6
Spannweite %7 bis %8</translation>
        </message>
        <message>
            <source>Draw %1 (seed %2)
whitened d = %3, p = %4
%5</source>
            <translation>Ziehung %1 (Startwert %2)
d nach Whitening = %3, p = %4
%5</translation>
        </message>
    </context>
    <context>
        <name>ScWeatFigure</name>
        <message>
            <source>SC-WEAT</source>
            <translation>SC-WEAT</translation>
        </message>
        <message>
            <source>SC-WEAT on %1: %2 vs %3</source>
            <translation>SC-WEAT auf %1: %2 gegen %3</translation>
        </message>
        <message>
            <source>raw d</source>
            <translation>d roh</translation>
        </message>
        <message>
            <source>whitened d</source>
            <translation>d nach Whitening</translation>
        </message>
        <message>
            <source>filled: p &lt; %1; open: not significant</source>
            <translation>gefüllt: p &lt; %1; offen: nicht signifikant</translation>
        </message>
        <message>
            <source>Run SC-WEAT to see the words here.</source>
            <translation>Führen Sie SC-WEAT aus, um die Wörter hier zu sehen.</translation>
        </message>
        <message>
            <source>SC-WEAT: %1 vs %2, raw → whitened</source>
            <translation>SC-WEAT: %1 gegen %2, roh → nach Whitening</translation>
        </message>
        <message>
            <source>Effect size d (positive: closer to %1)</source>
            <translation>Effektstärke d (positiv: näher an %1)</translation>
        </message>
        <message>
            <source>Raw d = %1 (p = %2)</source>
            <translation>d roh = %1 (p = %2)</translation>
        </message>
        <message>
            <source>Whitened d = %1 (p = %2)</source>
            <translation>d nach Whitening = %1 (p = %2)</translation>
        </message>
        <message>
            <source>Mean cosine with %1: %2; with %3: %4</source>
            <translation>Mittlerer Kosinus mit %1: %2; mit %3: %4</translation>
        </message>
    </context>
    <context>
        <name>SensitivityFigure</name>
        <message>
            <source>Nothing computed yet: choose a model and a suite above, then press Run sensitivity.</source>
            <translation>Noch nichts berechnet: oben ein Modell und einen Test wählen, dann „Sensitivität ausführen“ drücken.</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
    </context>
    <context>
        <name>StudyFigures</name>
        <message>
            <source>Explained variance of the top principal components</source>
            <translation>Erklärte Varianz der ersten Hauptkomponenten</translation>
        </message>
        <message>
            <source>Eigenvalue spectrum and epsilon</source>
            <translation>Eigenwertspektrum und Epsilon</translation>
        </message>
        <message>
            <source>Effect sizes, raw and whitened</source>
            <translation>Effektstärken, roh und nach Whitening</translation>
        </message>
        <message>
            <source>Effect sizes before and after whitening</source>
            <translation>Effektstärken vor und nach dem Whitening</translation>
        </message>
        <message>
            <source>cannot create the folder %1</source>
            <translation>der Ordner %1 kann nicht angelegt werden</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>abgebrochen</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::AnalysisRunner</name>
        <message>
            <source>The model folder %1 is missing.</source>
            <translation>Der Modellordner %1 fehlt.</translation>
        </message>
        <message>
            <source>The corpus %1 is missing.</source>
            <translation>Das Korpus %1 fehlt.</translation>
        </message>
        <message>
            <source>Extract word vectors from %1</source>
            <translation>Wortvektoren aus %1 extrahieren</translation>
        </message>
        <message>
            <source>tokens/s</source>
            <translation>Token/s</translation>
        </message>
        <message>
            <source>The file %1 is missing.</source>
            <translation>Die Datei %1 fehlt.</translation>
        </message>
        <message>
            <source>Import %1</source>
            <translation>%1 importieren</translation>
        </message>
        <message>
            <source>Whitening statistics</source>
            <translation>Whitening-Statistik</translation>
        </message>
        <message numerus="yes">
            <source>WEAT, %n suite(s)</source>
            <translation>
                <numerusform>WEAT, %n Suite</numerusform>
                <numerusform>WEAT, %n Suiten</numerusform>
            </translation>
        </message>
        <message>
            <source>Anisotropy</source>
            <translation>Anisotropie</translation>
        </message>
        <message>
            <source>Word similarity</source>
            <translation>Wortähnlichkeit</translation>
        </message>
        <message>
            <source>%1 is being imported (%2%); it can be analysed when the import is done.</source>
            <translation>%1 wird importiert (%2 %); es kann analysiert werden, sobald der Import fertig ist.</translation>
        </message>
        <message>
            <source>%1 could not be imported: %2 See the Models page.</source>
            <translation>%1 konnte nicht importiert werden: %2 Siehe Seite „Modelle“.</translation>
        </message>
        <message>
            <source>The file of %1 is missing: locate it on the Models page.</source>
            <translation>Die Datei von %1 fehlt: Geben Sie auf der Seite „Modelle“ an, wo sie ist.</translation>
        </message>
        <message>
            <source>%1 is not imported yet: Run (Ctrl+R) imports it.</source>
            <translation>%1 ist noch nicht importiert: „Ausführen“ (Strg+R) importiert es.</translation>
        </message>
        <message>
            <source>Similarity benchmarks</source>
            <translation>Ähnlichkeits-Benchmarks</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::AnisotropyPlayground</name>
        <message>
            <source>Anisotropy Playground — Isoscope</source>
            <translation>Anisotropie-Spielwiese — Isoscope</translation>
        </message>
        <message>
            <source>Drag a point to move it</source>
            <translation>Ziehen Sie einen Punkt, um ihn zu verschieben</translation>
        </message>
        <message>
            <source>&amp;New points</source>
            <translation>&amp;Neue Punkte</translation>
        </message>
        <message>
            <source>&amp;Reset</source>
            <translation>&amp;Zurücksetzen</translation>
        </message>
        <message>
            <source>&lt;p&gt;Each dot is a word vector in a toy two-dimensional embedding; the faint lines run from the origin. Like real word vectors, they crowd into a cone away from the origin, so almost every pair has a large cosine (the matrices: red is near 1, white 0, blue −1).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Drag the dots.&lt;/b&gt; Spread them around the origin and the mean cosine falls; pull them together and it rises.&lt;/p&gt;&lt;p&gt;On the right, the same points after ZCA whitening estimated on the points themselves: z = W (x − μ), W = U (Λ + εI)&lt;sup&gt;−1/2&lt;/sup&gt; U&lt;sup&gt;T&lt;/sup&gt;. Whitening centres the cloud and gives every direction the same variance, so the cone is gone and the mean cosine is near 0, wherever you put the dots.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jeder Punkt ist ein Wortvektor in einem zweidimensionalen Spielzeug-Embedding; die blassen Linien gehen vom Ursprung aus. Wie echte Wortvektoren drängen sie sich in einem Kegel abseits des Ursprungs, sodass fast jedes Paar einen großen Kosinus hat (die Matrizen: Rot ist nahe 1, Weiß 0, Blau −1).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ziehen Sie die Punkte.&lt;/b&gt; Verteilen Sie sie um den Ursprung, und der mittlere Kosinus sinkt; ziehen Sie sie zusammen, und er steigt.&lt;/p&gt;&lt;p&gt;Rechts dieselben Punkte nach ZCA-Whitening, geschätzt auf den Punkten selbst: z = W (x − μ), W = U (Λ + εI)&lt;sup&gt;−1/2&lt;/sup&gt; U&lt;sup&gt;T&lt;/sup&gt;. Whitening zentriert die Wolke und gibt jeder Richtung dieselbe Varianz, sodass der Kegel verschwindet und der mittlere Kosinus nahe 0 liegt, wo immer Sie die Punkte hinlegen.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>ε =</source>
            <translation>ε =</translation>
        </message>
        <message>
            <source>Anisotropy playground</source>
            <translation>Anisotropie-Spielwiese</translation>
        </message>
        <message>
            <source>Whitening</source>
            <translation>Whitening</translation>
        </message>
        <message>
            <source>Your points (drag them)</source>
            <translation>Ihre Punkte (ziehen Sie sie)</translation>
        </message>
        <message>
            <source>The same points, whitened</source>
            <translation>Dieselben Punkte nach Whitening</translation>
        </message>
        <message>
            <source>Cosine of every pair
(row i, column j)</source>
            <translation>Kosinus jedes Paars
(Zeile i, Spalte j)</translation>
        </message>
        <message>
            <source>Cosine of every pair,
after whitening</source>
            <translation>Kosinus jedes Paars,
nach dem Whitening</translation>
        </message>
        <message>
            <source>Mean pairwise cosine: %1 (SD %2, %3 pairs)</source>
            <translation>Mittlerer paarweiser Kosinus: %1 (SD %2, %3 Paare)</translation>
        </message>
        <message>
            <source>Mean μ = (%1, %2). Eigenvalues of the covariance: λ₁ = %3, λ₂ = %4; whitening divides each direction by √(λ + ε).</source>
            <translation>Mittelwert μ = (%1, %2). Eigenwerte der Kovarianz: λ₁ = %3, λ₂ = %4; Whitening teilt jede Richtung durch √(λ + ε).</translation>
        </message>
        <message>
            <source>Whitening is not possible for these points (every eigenvalue plus ε must be positive).</source>
            <translation>Für diese Punkte ist kein Whitening möglich (jeder Eigenwert plus ε muss positiv sein).</translation>
        </message>
        <message>
            <source>Epsilon of the whitening</source>
            <translation>Epsilon der Whitening-Transformation</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::AnisotropyTableModel</name>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Familie</translation>
        </message>
        <message>
            <source>Reference n</source>
            <translation>Referenz-n</translation>
        </message>
        <message>
            <source>Sample</source>
            <translation>Stichprobe</translation>
        </message>
        <message>
            <source>Raw mean cos</source>
            <translation>Mittl. cos roh</translation>
        </message>
        <message>
            <source>Raw SD</source>
            <translation>SD roh</translation>
        </message>
        <message>
            <source>Whitened mean cos</source>
            <translation>Mittl. cos Whitening</translation>
        </message>
        <message>
            <source>Whitened SD</source>
            <translation>SD Whitening</translation>
        </message>
        <message>
            <source>Raw PC1 share</source>
            <translation>PC1-Anteil roh</translation>
        </message>
        <message>
            <source>Whitened PC1 share</source>
            <translation>PC1-Anteil Whitening</translation>
        </message>
        <message>
            <source>Vectors in the reference sample the whitening was estimated on</source>
            <translation>Vektoren in der Referenzstichprobe, auf der das Whitening geschätzt wurde</translation>
        </message>
        <message>
            <source>Vectors drawn from the reference sample for the pairwise cosines</source>
            <translation>Aus der Referenzstichprobe gezogene Vektoren für die paarweisen Kosinuswerte</translation>
        </message>
        <message>
            <source>Mean cosine similarity over all pairs of sampled vectors, as they are</source>
            <translation>Mittlere Kosinus-Ähnlichkeit über alle Paare der Stichprobenvektoren, wie sie sind</translation>
        </message>
        <message>
            <source>The same after ZCA whitening (near 0 for an isotropic space)</source>
            <translation>Dasselbe nach ZCA-Whitening (nahe 0 für einen isotropen Raum)</translation>
        </message>
        <message>
            <source>Share of the variance along the first principal component</source>
            <translation>Anteil der Varianz entlang der ersten Hauptkomponente</translation>
        </message>
        <message>
            <source>The same after whitening</source>
            <translation>Dasselbe nach dem Whitening</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::CalibrationTableModel</name>
        <message>
            <source>ZCA</source>
            <translation>ZCA</translation>
        </message>
        <message>
            <source>Centring</source>
            <translation>Zentrierung</translation>
        </message>
        <message>
            <source>ABTT (D = %1)</source>
            <translation>ABTT (D = %1)</translation>
        </message>
        <message>
            <source>ABTT (D = d/100)</source>
            <translation>ABTT (D = d/100)</translation>
        </message>
        <message>
            <source>PCA whitening</source>
            <translation>PCA-Whitening</translation>
        </message>
        <message>
            <source>This suite could not run: %1</source>
            <translation>Diese Suite konnte nicht laufen: %1</translation>
        </message>
        <message>
            <source>d under %1 − d under ZCA</source>
            <translation>d unter %1 − d unter ZCA</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>Suite</translation>
        </message>
        <message>
            <source>Effect size d on the vectors as they are</source>
            <translation>Effektstärke d auf den unveränderten Vektoren</translation>
        </message>
        <message>
            <source>Permutation p-value on the vectors as they are</source>
            <translation>p-Wert des Permutationstests auf den unveränderten Vektoren</translation>
        </message>
        <message>
            <source>Effect size d after %1</source>
            <translation>Effektstärke d nach %1</translation>
        </message>
        <message>
            <source>Permutation p-value after %1</source>
            <translation>p-Wert des Permutationstests nach %1</translation>
        </message>
        <message>
            <source>Change of significance from raw to %1 (from the adjusted p when the study corrects for multiple testing)</source>
            <translation>Änderung der Signifikanz von roh zu %1 (aus dem adjustierten p, wenn die Studie für multiples Testen korrigiert)</translation>
        </message>
        <message>
            <source>d under %1 − d under ZCA: how far this calibration moves d from ZCA's</source>
            <translation>d unter %1 − d unter ZCA: wie weit diese Kalibrierung d von dem ZCA-Wert verschiebt</translation>
        </message>
        <message>
            <source>Raw
d</source>
            <translation>Roh
d</translation>
        </message>
        <message>
            <source>Raw
p</source>
            <translation>Roh
p</translation>
        </message>
        <message>
            <source>%1
d</source>
            <translation>%1
d</translation>
        </message>
        <message>
            <source>%1
p</source>
            <translation>%1
p</translation>
        </message>
        <message>
            <source>%1
change</source>
            <translation>%1
Änderung</translation>
        </message>
        <message>
            <source>%1
d − ZCA d</source>
            <translation>%1
d − ZCA-d</translation>
        </message>
        <message>
            <source>This suite could not run on the debiased model: %1</source>
            <translation>Diese Suite konnte auf dem entzerrten Modell nicht laufen: %1</translation>
        </message>
        <message>
            <source>Effect size d on the model hard-debiased (Bolukbasi et al. 2016)</source>
            <translation>Effektstärke d auf dem hart entzerrten Modell (Bolukbasi et al. 2016)</translation>
        </message>
        <message>
            <source>Debiased
d</source>
            <translation>Entzerrt
d</translation>
        </message>
        <message>
            <source>Permutation p-value on the hard-debiased model</source>
            <translation>Permutations-p-Wert auf dem hart entzerrten Modell</translation>
        </message>
        <message>
            <source>Debiased
p</source>
            <translation>Entzerrt
p</translation>
        </message>
        <message>
            <source>Change of significance from the model to the model debiased (Disappearing: debiasing removed the effect)</source>
            <translation>Änderung der Signifikanz vom Modell zum entzerrten Modell (Verschwindend: die Entzerrung hat den Effekt entfernt)</translation>
        </message>
        <message>
            <source>Debiased
change</source>
            <translation>Entzerrt
Änderung</translation>
        </message>
        <message>
            <source>Effect size d on the hard-debiased model after ZCA whitening (estimated on the debiased model's reference sample)</source>
            <translation>Effektstärke d auf dem hart entzerrten Modell nach ZCA-Whitening (geschätzt auf der Referenzstichprobe des entzerrten Modells)</translation>
        </message>
        <message>
            <source>Debiased + ZCA
d</source>
            <translation>Entzerrt + ZCA
d</translation>
        </message>
        <message>
            <source>Permutation p-value on the hard-debiased model after ZCA whitening</source>
            <translation>Permutations-p-Wert auf dem hart entzerrten Modell nach ZCA-Whitening</translation>
        </message>
        <message>
            <source>Debiased + ZCA
p</source>
            <translation>Entzerrt + ZCA
p</translation>
        </message>
        <message>
            <source>Change of significance from the debiased model to the debiased model whitened (Emerging: whitening finds the effect again)</source>
            <translation>Änderung der Signifikanz vom entzerrten Modell zum entzerrten Modell nach Whitening (Entstehend: das Whitening findet den Effekt wieder)</translation>
        </message>
        <message>
            <source>Debiased + ZCA
change</source>
            <translation>Entzerrt + ZCA
Änderung</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::CalibrationsPage</name>
        <message>
            <source>ZCA whitening (the paper's) is always run: it is the reference.</source>
            <translation>ZCA-Whitening (das des Artikels) läuft immer: Es ist die Referenz.</translation>
        </message>
        <message>
            <source>Mean-&amp;centring only</source>
            <translation>Nur &amp;Zentrierung</translation>
        </message>
        <message>
            <source>z = x − μ: the mean of the reference sample removed, nothing else.</source>
            <translation>z = x − μ: nur der Mittelwert der Referenzstichprobe wird abgezogen.</translation>
        </message>
        <message>
            <source>&amp;All-but-the-top, D:</source>
            <translation>&amp;All-but-the-top, D:</translation>
        </message>
        <message>
            <source>Centred, then the top D principal directions of the reference sample removed (Mu and Viswanath 2018).</source>
            <translation>Zentriert, dann die D obersten Hauptrichtungen der Referenzstichprobe entfernt (Mu und Viswanath 2018).</translation>
        </message>
        <message>
            <source>d/100</source>
            <translation>d/100</translation>
        </message>
        <message>
            <source>Principal directions removed; d/100 (rounded, at least 1) is Mu and Viswanath's rule: 1 for 100 dimensions, 3 for 300, 8 for 768. D = 0 equals centring.</source>
            <translation>Entfernte Hauptrichtungen; d/100 (gerundet, mindestens 1) ist die Regel von Mu und Viswanath: 1 bei 100 Dimensionen, 3 bei 300, 8 bei 768. D = 0 entspricht der Zentrierung.</translation>
        </message>
        <message>
            <source>&amp;PCA whitening</source>
            <translation>&amp;PCA-Whitening</translation>
        </message>
        <message>
            <source>z = (Λ + εI)^−½ Uᵀ(x − μ): ZCA without the rotation back.</source>
            <translation>z = (Λ + εI)^−½ Uᵀ(x − μ): ZCA ohne die Rückdrehung.</translation>
        </message>
        <message>
            <source>&amp;Run comparison</source>
            <translation>Vergleich aus&amp;führen</translation>
        </message>
        <message>
            <source>Calibration comparison</source>
            <translation>Kalibrierungsvergleich</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>CSV…</source>
            <translation>CSV…</translation>
        </message>
        <message>
            <source>JSON…</source>
            <translation>JSON…</translation>
        </message>
        <message>
            <source>LaTeX…</source>
            <translation>LaTeX…</translation>
        </message>
        <message>
            <source>Export figure…</source>
            <translation>Abbildung exportieren…</translation>
        </message>
        <message>
            <source>Export table:</source>
            <translation>Tabelle exportieren:</translation>
        </message>
        <message>
            <source>Run to compare, for every model and suite of the study, the effect size d under ZCA whitening with d under the calibrations chosen above (same reference sample, ε and permutations as the study's options).</source>
            <translation>Ausführen vergleicht für jedes Modell und jede Suite der Studie die Effektstärke d nach ZCA-Whitening mit d unter den oben gewählten Kalibrierungen (dieselbe Referenzstichprobe, dasselbe ε und dieselben Permutationen wie in den Optionen der Studie).</translation>
        </message>
        <message>
            <source>The study has no models: add one on the Models page, then run.</source>
            <translation>Die Studie hat keine Modelle: Fügen Sie auf der Seite „Modelle“ eines hinzu und führen Sie dann aus.</translation>
        </message>
        <message>
            <source>The study has no suites: add or enable one on the Suites page, then run.</source>
            <translation>Die Studie hat keine Suiten: Fügen Sie auf der Seite „Suiten“ eine hinzu oder aktivieren Sie eine, und führen Sie dann aus.</translation>
        </message>
        <message>
            <source>Done in %1 s.</source>
            <translation>Fertig in %1 s.</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;: mean |d − d&lt;sub&gt;ZCA&lt;/sub&gt;| = %2, change class differs from ZCA's in %3 of %4</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;: mittleres |d − d&lt;sub&gt;ZCA&lt;/sub&gt;| = %2, Änderungsklasse weicht in %3 von %4 von der unter ZCA ab</translation>
        </message>
        <message>
            <source>Only ZCA was run: choose a calibration to compare it with.</source>
            <translation>Nur ZCA lief: Wählen Sie eine Kalibrierung zum Vergleich.</translation>
        </message>
        <message>
            <source>WEAT effect sizes under ZCA whitening and the comparison calibrations</source>
            <translation>WEAT-Effektstärken nach ZCA-Whitening und unter den Vergleichskalibrierungen</translation>
        </message>
        <message>
            <source>The study's models, suites or options changed since this comparison: run it again to bring it up to date.</source>
            <translation>Modelle, Suiten oder Optionen der Studie haben sich seit diesem Vergleich geändert: Führen Sie ihn erneut aus, um ihn zu aktualisieren.</translation>
        </message>
        <message>
            <source>All-but-the-top components D</source>
            <translation>All-but-the-top: Komponenten D</translation>
        </message>
        <message>
            <source>Cancel the calibration comparison</source>
            <translation>Kalibrierungsvergleich abbrechen</translation>
        </message>
        <message>
            <source>Calibration comparison progress</source>
            <translation>Fortschritt des Kalibrierungsvergleichs</translation>
        </message>
        <message>
            <source>Calibration comparison status</source>
            <translation>Status des Kalibrierungsvergleichs</translation>
        </message>
        <message>
            <source>Calibration comparison summary</source>
            <translation>Zusammenfassung des Kalibrierungsvergleichs</translation>
        </message>
        <message>
            <source>Copy the selected calibration rows</source>
            <translation>Ausgewählte Zeilen des Kalibrierungsvergleichs kopieren</translation>
        </message>
        <message>
            <source>Export the calibration table as CSV</source>
            <translation>Kalibrierungstabelle als CSV exportieren</translation>
        </message>
        <message>
            <source>Export the calibration table as JSON</source>
            <translation>Kalibrierungstabelle als JSON exportieren</translation>
        </message>
        <message>
            <source>Export the calibration table as LaTeX</source>
            <translation>Kalibrierungstabelle als LaTeX exportieren</translation>
        </message>
        <message>
            <source>Export the calibration scatter</source>
            <translation>Streudiagramm der Kalibrierungen exportieren</translation>
        </message>
        <message>
            <source>Calibration scatter</source>
            <translation>Streudiagramm der Kalibrierungen</translation>
        </message>
        <message>
            <source>Directions all-but-the-top removes, D</source>
            <translation>Richtungen, die All-but-the-top entfernt, D</translation>
        </message>
        <message>
            <source>Copies the selected rows (or the whole table): tab-separated numbers at full precision for a spreadsheet, and a table as shown for a word processor.</source>
            <translation>Kopiert die ausgewählten Zeilen (oder die ganze Tabelle): durch Tabulatoren getrennte Zahlen in voller Genauigkeit für eine Tabellenkalkulation und eine Tabelle wie angezeigt für eine Textverarbeitung.</translation>
        </message>
        <message>
            <source>&amp;Hard debias</source>
            <translation>&amp;Hart entzerren</translation>
        </message>
        <message>
            <source>Adds each model hard-debiased (Bolukbasi et al. 2016: the gender direction of the definitional pairs removed from every word not gender-specific, the equalize pairs made symmetric), raw and after ZCA whitening estimated on the debiased model.</source>
            <translation>Fügt jedes Modell hart entzerrt hinzu (Bolukbasi et al. 2016: die Geschlechtsrichtung der definierenden Paare aus jedem nicht geschlechtsspezifischen Wort entfernt, die Ausgleichspaare symmetrisch gemacht), roh und nach ZCA-Whitening, geschätzt auf dem entzerrten Modell.</translation>
        </message>
        <message>
            <source>Measure of the calibration table</source>
            <translation>Maß der Kalibrierungstabelle</translation>
        </message>
        <message>
            <source>WEAT (d, p, change class) or one of WEFE's measures, in every column</source>
            <translation>WEAT (d, p, Änderungsklasse) oder eines der Maße von WEFE, in jeder Spalte</translation>
        </message>
        <message>
            <source>Measure under each calibration</source>
            <translation>Maß unter jeder Kalibrierung</translation>
        </message>
        <message>
            <source>&amp;Measure:</source>
            <translation>&amp;Maß:</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Roh</translation>
        </message>
        <message>
            <source>Debiased</source>
            <translation>Entzerrt</translation>
        </message>
        <message>
            <source>Debiased + ZCA</source>
            <translation>Entzerrt + ZCA</translation>
        </message>
        <message>
            <source>Hard debias needs Bolukbasi et al.'s word lists: %1</source>
            <translation>Die harte Entzerrung braucht die Wortlisten von Bolukbasi et al.: %1</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hard debias&lt;/b&gt;: of %1 gender results, %2 are significant raw, %3 after debiasing and %4 after debiasing and whitening</source>
            <translation>&lt;b&gt;Harte Entzerrung&lt;/b&gt;: von %1 Geschlechter-Ergebnissen sind %2 roh signifikant, %3 nach der Entzerrung und %4 nach Entzerrung und Whitening</translation>
        </message>
        <message>
            <source>%1 under ZCA whitening and the comparison calibrations</source>
            <translation>%1 unter ZCA-Whitening und den Vergleichskalibrierungen</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::Classroom</name>
        <message>
            <source>&amp;Lesson: WEAT and Anisotropy…</source>
            <translation>&amp;Lektion: WEAT und Anisotropie…</translation>
        </message>
        <message>
            <source>A guided lesson on the demo models: cosine similarity and WEAT, anisotropy, whitening, a result that disappears, and why to report both</source>
            <translation>Eine geführte Lektion mit den Demo-Modellen: Kosinus-Ähnlichkeit und WEAT, Anisotropie, Whitening, ein Ergebnis, das verschwindet, und warum man beide berichtet</translation>
        </message>
        <message>
            <source>Anisotropy &amp;Playground…</source>
            <translation>Anisotropie-&amp;Spielwiese…</translation>
        </message>
        <message>
            <source>Drag the points of a toy embedding and watch the cosines, before and after whitening</source>
            <translation>Ziehen Sie die Punkte eines Spielzeug-Embeddings und beobachten Sie die Kosinus vor und nach dem Whitening</translation>
        </message>
        <message>
            <source>&amp;Presentation Mode</source>
            <translation>&amp;Präsentationsmodus</translation>
        </message>
        <message>
            <source>Larger text and thicker figure lines, for a projector</source>
            <translation>Größere Schrift und dickere Linien in Abbildungen, für einen Projektor</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::CosineHeatmapView</name>
        <message>
            <source>Computing the cosines…</source>
            <translation>Kosinuswerte werden berechnet…</translation>
        </message>
        <message>
            <source>No sampled vectors for this model.</source>
            <translation>Keine Stichprobenvektoren für dieses Modell.</translation>
        </message>
        <message>
            <source>The cosines could not be computed. %1</source>
            <translation>Die Kosinuswerte konnten nicht berechnet werden. %1</translation>
        </message>
        <message>
            <source>The heatmap draws the sampled vectors, which a study file does not keep: press “Compute the sampled vectors” above to compute them again (same seed, same numbers).</source>
            <translation>Die Heatmap zeichnet die Stichprobenvektoren, die eine Studiendatei nicht speichert: Klicken Sie oben auf „Stichprobenvektoren berechnen“, um sie neu zu berechnen (gleicher Startwert, gleiche Zahlen).</translation>
        </message>
        <message>
            <source>No anisotropy computed yet: press Run (Ctrl+R) to draw the heatmap.</source>
            <translation>Noch keine Anisotropie berechnet: Klicken Sie auf Ausführen (Strg+R), um die Heatmap zu zeichnen.</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::DrillDownPanel</name>
        <message>
            <source>SD</source>
            <translation>SD</translation>
        </message>
        <message>
            <source>&lt;p&gt;Change at alpha %1 of the Holm-adjusted p (raw %2, whitened %3): &lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;</source>
            <translation>&lt;p&gt;Änderung bei Alpha %1 nach dem Holm-angepassten p (roh %2, nach Whitening %3): &lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Change at alpha %1 of the Benjamini-Hochberg-adjusted p (raw %2, whitened %3): &lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;</source>
            <translation>&lt;p&gt;Änderung bei Alpha %1 nach dem Benjamini-Hochberg-angepassten p (roh %2, nach Whitening %3): &lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Close details</source>
            <translation>Details schließen</translation>
        </message>
        <message>
            <source>Close the details of this result</source>
            <translation>Die Details dieses Ergebnisses schließen</translation>
        </message>
        <message>
            <source>Associations of the target words</source>
            <translation>Assoziationen der Zielwörter</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>%1 auf %2</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;td colspan=4&gt;not computed&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;td colspan=4&gt;nicht berechnet&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Roh</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>Nach Whitening</translation>
        </message>
        <message>
            <source>&lt;p&gt;This suite could not run: %1&lt;/p&gt;</source>
            <translation>&lt;p&gt;Diese Suite konnte nicht ausgeführt werden: %1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Change at alpha %1: &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;</source>
            <translation>&lt;p&gt;Änderung bei Alpha %1: &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;</translation>
        </message>
        <message>
            <source>, substantial shift of d</source>
            <translation>, deutliche Verschiebung von d</translation>
        </message>
        <message>
            <source>&lt;p&gt;Raw d is undefined: %1.&lt;/p&gt;</source>
            <translation>&lt;p&gt;d roh ist nicht definiert: %1.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Whitened d is undefined: %1.&lt;/p&gt;</source>
            <translation>&lt;p&gt;d nach Whitening ist nicht definiert: %1.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Every word of the suite is in the model.</source>
            <translation>Jedes Wort der Suite ist im Modell.</translation>
        </message>
        <message>
            <source>The model is uncased, so words were looked up lowercased.</source>
            <translation>Das Modell unterscheidet keine Groß-/Kleinschreibung, daher wurden die Wörter kleingeschrieben nachgeschlagen.</translation>
        </message>
        <message>
            <source>exact, over all %1 partitions</source>
            <translation>exakt, über alle %1 Partitionen</translation>
        </message>
        <message>
            <source>Monte Carlo, %1 random partitions, seed %2, p = (b + %3)/(N + %3)</source>
            <translation>Monte Carlo, %1 zufällige Partitionen, Startwert %2, p = (b + %3)/(N + %3)</translation>
        </message>
        <message>
            <source>Conventions: SD with ddof %1 (sample SD); p %2; %3 partitions count (S_i %4 S); %5; whitening with epsilon %6 on the reference sample %7.</source>
            <translation>Konventionen: SD mit ddof %1 (Stichproben-SD); p %2; es zählen Partitionen, die %3 sind (S_i %4 S); %5; Whitening mit Epsilon %6 auf der Referenzstichprobe %7.</translation>
        </message>
        <message>
            <source>at least as extreme</source>
            <translation>mindestens so extrem</translation>
        </message>
        <message>
            <source>strictly more extreme</source>
            <translation>echt extremer</translation>
        </message>
        <message>
            <source>one-sided</source>
            <translation>einseitig</translation>
        </message>
        <message>
            <source>two-sided (twice the smaller tail)</source>
            <translation>zweiseitig (das Doppelte des kleineren Rands)</translation>
        </message>
        <message>
            <source>Sensitivity…</source>
            <translation>Sensitivität…</translation>
        </message>
        <message>
            <source>How robust this result is to epsilon, the reference sample, the target words and the top principal components</source>
            <translation>Wie robust dieses Ergebnis gegenüber Epsilon, der Referenzstichprobe, den Zielwörtern und den ersten Hauptkomponenten ist</translation>
        </message>
        <message>
            <source>Permutation distribution of S, raw and whitened</source>
            <translation>Permutationsverteilung von S, roh und nach Whitening</translation>
        </message>
        <message>
            <source>Permutation test</source>
            <translation>Permutationstest</translation>
        </message>
        <message>
            <source>s(w, A, B) of every target word, raw and whitened</source>
            <translation>s(w, A, B) jedes Zielworts, roh und nach Whitening</translation>
        </message>
        <message>
            <source>Words: s(w) raw and whitened</source>
            <translation>Wörter: s(w) roh und nach Whitening</translation>
        </message>
        <message>
            <source>Export figures…</source>
            <translation>Abbildungen exportieren…</translation>
        </message>
        <message>
            <source>Both figures as PNG, SVG or PDF, sized for a journal</source>
            <translation>Beide Abbildungen als PNG, SVG oder PDF, in der Größe für eine Zeitschrift</translation>
        </message>
        <message>
            <source>Not in the model (left out): %1.</source>
            <translation>Nicht im Modell (ausgelassen): %1.</translation>
        </message>
        <message>
            <source>Not in the model, from subwords (fastText n-gram vectors): %1.</source>
            <translation>Nicht im Modell, aus Teilwörtern (fastText-N-Gramm-Vektoren): %1.</translation>
        </message>
        <message>
            <source>The measure for every word, raw and whitened</source>
            <translation>Das Maß für jedes Wort, roh und nach Whitening</translation>
        </message>
        <message>
            <source>%1 by word</source>
            <translation>%1 nach Wort</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1 was not computed for this result.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1 wurde für dieses Ergebnis nicht berechnet.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;th align=right&gt;raw&lt;/th&gt;&lt;th align=right&gt;whitened&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</source>
            <translation>&lt;th align=right&gt;roh&lt;/th&gt;&lt;th align=right&gt;nach Whitening&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>Undefined: %1</source>
            <translation>Nicht definiert: %1</translation>
        </message>
        <message>
            <source>&lt;p&gt;ECT is Spearman's rho between the two cosine columns below, for each attribute set.&lt;/p&gt;</source>
            <translation>&lt;p&gt;ECT ist Spearmans rho zwischen den beiden Kosinusspalten unten, für jede Attributmenge.&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <source>&lt;p&gt;%n pair(s) (x_i, y_i) by position in the suite</source>
            <translation>
                <numerusform>&lt;p&gt;%n Paar (x_i, y_i) nach Position in der Suite</numerusform>
                <numerusform>&lt;p&gt;%n Paare (x_i, y_i) nach Position in der Suite</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n target word(s) without a partner left out</source>
            <translation>
                <numerusform>; %n Zielwort ohne Partner weggelassen</numerusform>
                <numerusform>; %n Zielwörter ohne Partner weggelassen</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;p&gt;The classifier tells A from B on its training words with accuracy %1 raw and %2 whitened.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Der Klassifikator unterscheidet A von B auf seinen Trainingswörtern mit einer Genauigkeit von %1 roh und %2 nach Whitening.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>ML-EAT levels of this result, raw and whitened</source>
            <translation>ML-EAT-Ebenen dieses Ergebnisses, roh und nach Whitening</translation>
        </message>
        <message>
            <source>Cosine blocks cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), raw and whitened</source>
            <translation>Kosinusblöcke cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), roh und nach Whitening</translation>
        </message>
        <message>
            <source>Levels (ML-EAT)</source>
            <translation>Ebenen (ML-EAT)</translation>
        </message>
        <message>
            <source>The figures as PNG, SVG or PDF, sized for a journal</source>
            <translation>Die Abbildungen als PNG, SVG oder PDF, in der Größe für eine Zeitschrift</translation>
        </message>
        <message>
            <source>&lt;p&gt;Whitened not computed yet for the current settings: press Run. The raw numbers are computed and still valid.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Nach Whitening für die aktuellen Einstellungen noch nicht berechnet: Drücken Sie „Ausführen“. Die rohen Werte sind berechnet und weiterhin gültig.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::FigureExportDialog</name>
        <message>
            <source>Export figures</source>
            <translation>Abbildungen exportieren</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Wählen…</translation>
        </message>
        <message>
            <source>Folder:</source>
            <translation>Ordner:</translation>
        </message>
        <message>
            <source>Folder for the figures</source>
            <translation>Ordner für die Abbildungen</translation>
        </message>
        <message>
            <source>PNG</source>
            <translation>PNG</translation>
        </message>
        <message>
            <source>SVG</source>
            <translation>SVG</translation>
        </message>
        <message>
            <source>PDF</source>
            <translation>PDF</translation>
        </message>
        <message>
            <source>Formats:</source>
            <translation>Formate:</translation>
        </message>
        <message>
            <source>300 dpi</source>
            <translation>300 dpi</translation>
        </message>
        <message>
            <source>600 dpi</source>
            <translation>600 dpi</translation>
        </message>
        <message>
            <source>Resolution of the PNG, and of the heatmap picture inside SVG and PDF.</source>
            <translation>Auflösung des PNG und des Heatmap-Bildes in SVG und PDF.</translation>
        </message>
        <message>
            <source>Resolution:</source>
            <translation>Auflösung:</translation>
        </message>
        <message>
            <source>Single column (85 mm)</source>
            <translation>Einspaltig (85 mm)</translation>
        </message>
        <message>
            <source>Double column (180 mm)</source>
            <translation>Zweispaltig (180 mm)</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Benutzerdefiniert</translation>
        </message>
        <message>
            <source> mm</source>
            <translation> mm</translation>
        </message>
        <message>
            <source>Width:</source>
            <translation>Breite:</translation>
        </message>
        <message>
            <source> pt</source>
            <translation> pt</translation>
        </message>
        <message>
            <source>Font size:</source>
            <translation>Schriftgröße:</translation>
        </message>
        <message>
            <source>Standard (as in the paper)</source>
            <translation>Standard (wie im Artikel)</translation>
        </message>
        <message>
            <source>Colour-blind safe (Okabe-Ito, purple-orange)</source>
            <translation>Farbenblind-sicher (Okabe-Ito, Lila-Orange)</translation>
        </message>
        <message>
            <source>Colours:</source>
            <translation>Farben:</translation>
        </message>
        <message>
            <source>Greyscale (to check how a greyscale print reads)</source>
            <translation>Graustufen (um zu prüfen, wie ein Graustufendruck wirkt)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportieren</translation>
        </message>
        <message>
            <source>1 figure: %1</source>
            <translation>1 Abbildung: %1</translation>
        </message>
        <message>
            <source>%1 figures: %2</source>
            <translation>%1 Abbildungen: %2</translation>
        </message>
        <message>
            <source>%1 dpi</source>
            <translation>%1 dpi</translation>
        </message>
        <message>
            <source>Cannot create the folder %1.</source>
            <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>Abgebrochen.</translation>
        </message>
        <message>
            <source>Writing %1…</source>
            <translation>%1 wird geschrieben…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n file(s) to %1.</source>
            <translation>
                <numerusform>%n Datei nach %1 geschrieben.</numerusform>
                <numerusform>%n Dateien nach %1 geschrieben.</numerusform>
            </translation>
        </message>
        <message>
            <source>Width in millimetres</source>
            <translation>Breite in Millimetern</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::FiguresPanel</name>
        <message>
            <source>Colours:</source>
            <translation>Farben:</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Colour-blind safe</source>
            <translation>Farbenblind-sicher</translation>
        </message>
        <message>
            <source>Greyscale preview</source>
            <translation>Graustufen-Vorschau</translation>
        </message>
        <message>
            <source>Export figure…</source>
            <translation>Abbildung exportieren…</translation>
        </message>
        <message>
            <source>Export all…</source>
            <translation>Alle exportieren…</translation>
        </message>
        <message>
            <source>Writes every figure as PNG, SVG and PDF to a folder.</source>
            <translation>Schreibt jede Abbildung als PNG, SVG und PDF in einen Ordner.</translation>
        </message>
        <message>
            <source>No results yet. Run an analysis to see its figures here.</source>
            <translation>Noch keine Ergebnisse. Führen Sie eine Analyse aus, um hier ihre Abbildungen zu sehen.</translation>
        </message>
        <message>
            <source>Model:</source>
            <translation>Modell:</translation>
        </message>
        <message>
            <source>Word order:</source>
            <translation>Wortreihenfolge:</translation>
        </message>
        <message>
            <source>File order (most frequent first)</source>
            <translation>Dateireihenfolge (häufigste zuerst)</translation>
        </message>
        <message>
            <source>Grouped by similarity (raw)</source>
            <translation>Nach Ähnlichkeit gruppiert (roh)</translation>
        </message>
        <message>
            <source>Grouped by similarity (whitened)</source>
            <translation>Nach Ähnlichkeit gruppiert (nach Whitening)</translation>
        </message>
        <message>
            <source>Grouped: words split again and again along their main direction of variation (principal direction divisive partitioning), so similar words sit together.</source>
            <translation>Gruppiert: Die Wörter werden immer wieder entlang ihrer Hauptrichtung der Variation geteilt (Principal Direction Divisive Partitioning), sodass ähnliche Wörter beieinander stehen.</translation>
        </message>
        <message>
            <source>Point at a cell to read its two words and cosine. Wheel: zoom. Drag: move. Double-click: the whole matrix.</source>
            <translation>Zeigen Sie auf eine Zelle, um ihre zwei Wörter und den Kosinus zu lesen. Mausrad: zoomen. Ziehen: verschieben. Doppelklick: die ganze Matrix.</translation>
        </message>
        <message>
            <source>Cosine heatmap</source>
            <translation>Kosinus-Heatmap</translation>
        </message>
        <message>
            <source>Point at a line to read its values. Wheel: zoom. Drag: move. Double-click: everything. Click a name in the legend to hide or show its model.</source>
            <translation>Zeigen Sie auf eine Linie, um ihre Werte zu lesen. Mausrad: zoomen. Ziehen: verschieben. Doppelklick: alles. Ein Klick auf einen Namen in der Legende blendet sein Modell aus oder ein.</translation>
        </message>
        <message>
            <source>Explained variance</source>
            <translation>Erklärte Varianz</translation>
        </message>
        <message>
            <source>Eigenvalues and ε</source>
            <translation>Eigenwerte und ε</translation>
        </message>
        <message>
            <source>Point at a cell for its numbers; click it for the words and the permutation test.</source>
            <translation>Zeigen Sie auf eine Zelle für ihre Zahlen; ein Klick zeigt die Wörter und den Permutationstest.</translation>
        </message>
        <message>
            <source>Effect sizes</source>
            <translation>Effektstärken</translation>
        </message>
        <message>
            <source>Point at a marker to name its model and suite; click it for the details. Wheel: zoom. Drag: move. Double-click: everything.</source>
            <translation>Zeigen Sie auf eine Markierung, um ihr Modell und ihre Suite zu sehen; ein Klick zeigt die Details. Mausrad: zoomen. Ziehen: verschieben. Doppelklick: alles.</translation>
        </message>
        <message>
            <source>Before/after</source>
            <translation>Vorher/nachher</translation>
        </message>
        <message>
            <source>Compute the sampled vectors</source>
            <translation>Stichprobenvektoren berechnen</translation>
        </message>
        <message>
            <source>Measures the anisotropy of these models again (same seed, same numbers), which keeps the sampled vectors in memory for the heatmap.</source>
            <translation>Misst die Anisotropie dieser Modelle erneut (derselbe Startwert, dieselben Zahlen) und behält dabei die Stichprobenvektoren für die Heatmap im Speicher.</translation>
        </message>
        <message numerus="yes">
            <source>The heatmap needs the sampled vectors of %1, which the study file does not keep.</source>
            <translation>
                <numerusform>Die Heatmap braucht die Stichprobenvektoren von %1, die die Studiendatei nicht aufbewahrt.</numerusform>
                <numerusform>Die Heatmap braucht die Stichprobenvektoren von %1, die die Studiendatei nicht aufbewahrt.</numerusform>
            </translation>
        </message>
        <message>
            <source>Error bars: bootstrap confidence intervals of d</source>
            <translation>Fehlerbalken: Bootstrap-Konfidenzintervalle von d</translation>
        </message>
        <message>
            <source>Horizontal bar: the interval of raw d; vertical bar: the interval of whitened d (resamples of the words of X and Y; B and the level are on the Options page). Also in the exported figure.</source>
            <translation>Waagrechter Balken: das Intervall von d roh; senkrechter Balken: das Intervall von d nach Whitening (Resamples der Wörter von X und Y; B und das Niveau stehen auf der Seite „Optionen“). Auch in der exportierten Abbildung.</translation>
        </message>
        <message>
            <source>Read-out of the point under the pointer</source>
            <translation>Werte des Punkts unter dem Mauszeiger</translation>
        </message>
        <message>
            <source>Colours of the figures</source>
            <translation>Farben der Abbildungen</translation>
        </message>
        <message>
            <source>Model of the heatmap</source>
            <translation>Modell der Heatmap</translation>
        </message>
        <message>
            <source>Word order of the heatmap</source>
            <translation>Wortreihenfolge der Heatmap</translation>
        </message>
        <message>
            <source>Cosine heatmap, raw and whitened</source>
            <translation>Kosinus-Heatmap, roh und geweißt</translation>
        </message>
        <message>
            <source>Explained variance of the top principal components, raw and whitened</source>
            <translation>Erklärte Varianz der ersten Hauptkomponenten, roh und geweißt</translation>
        </message>
        <message>
            <source>Eigenvalue spectrum with epsilon</source>
            <translation>Eigenwertspektrum mit Epsilon</translation>
        </message>
        <message>
            <source>Effect sizes of every model and suite, raw and whitened</source>
            <translation>Effektstärken jedes Modells und jeder Testreihe, roh und geweißt</translation>
        </message>
        <message>
            <source>Raw against whitened d, one panel per bias type</source>
            <translation>Rohes gegen geweißtes d, ein Feld je Verzerrungsart</translation>
        </message>
        <message>
            <source>Measure:</source>
            <translation>Maß:</translation>
        </message>
        <message>
            <source>Measure of the grid</source>
            <translation>Maß des Rasters</translation>
        </message>
        <message>
            <source>WEAT's effect size d, or one of WEFE's measures (RND, MAC, ECT, RIPA, RNSB), raw and whitened in each cell</source>
            <translation>Die Effektstärke d von WEAT oder eines der Maße von WEFE (RND, MAC, ECT, RIPA, RNSB), roh und nach Whitening in jeder Zelle</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::IssueListModel</name>
        <message numerus="yes">
            <source> and %n more</source>
            <translation>
                <numerusform> und %n weiteres</numerusform>
                <numerusform> und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>The file of %1 is missing: %2. Use Locate file… on the Models page to say where it is now.</source>
            <translation>Die Datei von %1 fehlt: %2. Geben Sie mit „Datei suchen…“ auf der Seite „Modelle“ an, wo sie jetzt liegt.</translation>
        </message>
        <message>
            <source>%1 could not be read. %2</source>
            <translation>%1 konnte nicht gelesen werden. %2</translation>
        </message>
        <message>
            <source>%1 failed for %2: %3</source>
            <translation>%1 ist für %2 fehlgeschlagen: %3</translation>
        </message>
        <message>
            <source>The reference sample of %1 has %2 vectors for %3 dimensions (n ≤ d): its covariance is singular and the whitening estimate is poor. Use a larger reference sample.</source>
            <translation>Die Referenzstichprobe von %1 hat %2 Vektoren für %3 Dimensionen (n ≤ d): Ihre Kovarianz ist singulär und die Schätzung des Whitenings ungenau. Verwenden Sie eine größere Referenzstichprobe.</translation>
        </message>
        <message numerus="yes">
            <source>%n reference word(s) are not in %1: %2</source>
            <translation>
                <numerusform>%n Referenzwort ist nicht in %1: %2</numerusform>
                <numerusform>%n Referenzwörter sind nicht in %1: %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 repeats %n word(s); the first vector of each was kept.</source>
            <translation>
                <numerusform>%1 wiederholt %n Wort; der erste Vektor wurde behalten.</numerusform>
                <numerusform>%1 wiederholt %n Wörter; jeweils der erste Vektor wurde behalten.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 could not run on %2: %3</source>
            <translation>%1 konnte auf %2 nicht ausgeführt werden: %3</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 have a zero vector in %2 (no direction, so no cosine) and were left out: %3</source>
            <translation>
                <numerusform>%n Wort von %1 hat in %2 einen Nullvektor (keine Richtung, also kein Kosinus) und wurde ausgelassen: %3</numerusform>
                <numerusform>%n Wörter von %1 haben in %2 einen Nullvektor (keine Richtung, also kein Kosinus) und wurden ausgelassen: %3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 could not run on %2: no word of the set “%3” is in the model.</source>
            <translation>%1 konnte auf %2 nicht ausgeführt werden: Kein Wort der Menge „%3“ ist im Modell.</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 are not in %2 and were left out: %3</source>
            <translation>
                <numerusform>%n Wort von %1 ist nicht in %2 und wurde ausgelassen: %3</numerusform>
                <numerusform>%n Wörter von %1 sind nicht in %2 und wurden ausgelassen: %3</numerusform>
            </translation>
        </message>
        <message>
            <source>Raw d of %1 on %2 is undefined: every word has the same association.</source>
            <translation>d roh von %1 auf %2 ist nicht definiert: Jedes Wort hat dieselbe Assoziation.</translation>
        </message>
        <message>
            <source>Whitened d of %1 on %2 is undefined: every word has the same association.</source>
            <translation>d nach Whitening von %1 auf %2 ist nicht definiert: Jedes Wort hat dieselbe Assoziation.</translation>
        </message>
        <message>
            <source>%1 covers %2 of the %3 pairs of %4.</source>
            <translation>%1 deckt %2 der %3 Paare von %4 ab.</translation>
        </message>
        <message numerus="yes">
            <source>%n suite(s) not run on %1 with the current options: %2. Press Run (Ctrl+R).</source>
            <translation>
                <numerusform>%n Suite nicht mit den aktuellen Optionen auf %1 ausgeführt: %2. Drücken Sie „Ausführen“ (Strg+R).</numerusform>
                <numerusform>%n Suiten nicht mit den aktuellen Optionen auf %1 ausgeführt: %2. Drücken Sie „Ausführen“ (Strg+R).</numerusform>
            </translation>
        </message>
        <message>
            <source>Anisotropy or word similarity of %1 not computed with the current options. Press Run (Ctrl+R).</source>
            <translation>Anisotropie oder Wortähnlichkeit von %1 nicht mit den aktuellen Optionen berechnet. Drücken Sie „Ausführen“ (Strg+R).</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Warnung</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Hinweis</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Was</translation>
        </message>
        <message>
            <source>%1 has no subword vectors (only fastText .bin and .ftz models do): its missing words are left out.</source>
            <translation>%1 hat keine Teilwortvektoren (nur fastText-Modelle im .bin- und .ftz-Format haben sie): fehlende Wörter werden ausgelassen.</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 are not in %2 and got vectors from their subwords: %3</source>
            <translation>
                <numerusform>%n Wort von %1 ist nicht in %2 und erhielt einen Vektor aus seinen Teilwörtern: %3</numerusform>
                <numerusform>%n Wörter von %1 sind nicht in %2 und erhielten Vektoren aus ihren Teilwörtern: %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 are listed more than once in the same set; on %2 each is used once: %3</source>
            <translation>
                <numerusform>%n Wort von %1 steht mehrmals in derselben Menge; auf %2 wird es einmal verwendet: %3</numerusform>
                <numerusform>%n Wörter von %1 stehen mehrmals in derselben Menge; auf %2 wird jedes einmal verwendet: %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 are in both target sets (X and Y) or both attribute sets (A and B); on %2 each is used in both, as listed: %3</source>
            <translation>
                <numerusform>%n Wort von %1 steht in beiden Zielmengen (X und Y) oder beiden Attributmengen (A und B); auf %2 wird es wie aufgeführt in beiden verwendet: %3</numerusform>
                <numerusform>%n Wörter von %1 stehen in beiden Zielmengen (X und Y) oder beiden Attributmengen (A und B); auf %2 wird jedes wie aufgeführt in beiden verwendet: %3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 on %2: </source>
            <translation>%1 auf %2: </translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::IssuesPanel</name>
        <message>
            <source>Show cause</source>
            <translation>Ursache zeigen</translation>
        </message>
        <message>
            <source>Errors and warnings</source>
            <translation>Fehler und Warnungen</translation>
        </message>
        <message>
            <source>Go to the model, suite or result this is about</source>
            <translation>Zum Modell, zur Suite oder zum Ergebnis gehen, um das es geht</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::JobListModel</name>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>%1 min %2 s</source>
            <translation>%1 min %2 s</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Wartet</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>Läuft</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fehlgeschlagen</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Abgebrochen</translation>
        </message>
        <message>
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>estimating…</source>
            <translation>wird geschätzt…</translation>
        </message>
        <message>
            <source>Failed: %1</source>
            <translation>Fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Auftrag</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Fortschritt</translation>
        </message>
        <message>
            <source>Elapsed</source>
            <translation>Vergangen</translation>
        </message>
        <message>
            <source>Remaining</source>
            <translation>Verbleibend</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Zustand</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::JobsView</name>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Cancel all</source>
            <translation>Alle abbrechen</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>Aufträge</translation>
        </message>
        <message>
            <source>Stop the selected job; what it finished before is kept</source>
            <translation>Den gewählten Auftrag anhalten; was er bis dahin fertiggestellt hat, bleibt erhalten</translation>
        </message>
        <message>
            <source>Stop every job (Esc)</source>
            <translation>Alle Aufträge anhalten (Esc)</translation>
        </message>
        <message numerus="yes">
            <source>%n running</source>
            <translation>
                <numerusform>%n läuft</numerusform>
                <numerusform>%n laufen</numerusform>
            </translation>
        </message>
        <message>
            <source>Idle</source>
            <translation>Untätig</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::LessonEngine</name>
        <message>
            <source>The demo models were not found: the built-in data folder is missing. Set ISOSCOPE_DATA_DIR to the folder that holds suites/weat_suites.json.</source>
            <translation>Die Demo-Modelle wurden nicht gefunden: Der Ordner mit den mitgelieferten Daten fehlt. Setzen Sie ISOSCOPE_DATA_DIR auf den Ordner, der suites/weat_suites.json enthält.</translation>
        </message>
        <message>
            <source>The built-in suites could not be read. %1</source>
            <translation>Die mitgelieferten Suites konnten nicht gelesen werden. %1</translation>
        </message>
        <message>
            <source>The built-in suites lack %1, the suite of the lesson.</source>
            <translation>Den mitgelieferten Suites fehlt %1, die Suite der Lektion.</translation>
        </message>
        <message>
            <source>The lesson's numbers could not be computed. %1</source>
            <translation>Die Zahlen der Lektion konnten nicht berechnet werden. %1</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::LessonWindow</name>
        <message>
            <source>GloVe 6B 100d (demo subset)</source>
            <translation>GloVe 6B 100d (Demo-Auszug)</translation>
        </message>
        <message>
            <source>word2vec Google News (demo subset)</source>
            <translation>word2vec Google News (Demo-Auszug)</translation>
        </message>
        <message>
            <source>Lesson: Calibrating WEAT against anisotropy — Isoscope</source>
            <translation>Lektion: WEAT gegen Anisotropie kalibrieren — Isoscope</translation>
        </message>
        <message>
            <source>1. Cosine and WEAT</source>
            <translation>1. Kosinus und WEAT</translation>
        </message>
        <message>
            <source>2. Anisotropy</source>
            <translation>2. Anisotropie</translation>
        </message>
        <message>
            <source>3. Whitening</source>
            <translation>3. Whitening</translation>
        </message>
        <message>
            <source>4. A result disappears</source>
            <translation>4. Ein Ergebnis verschwindet</translation>
        </message>
        <message>
            <source>5. Report both</source>
            <translation>5. Beide berichten</translation>
        </message>
        <message>
            <source>Try it: edit a word set</source>
            <translation>Probieren Sie: eine Wortmenge ändern</translation>
        </message>
        <message>
            <source>Try it: another model, another order</source>
            <translation>Probieren Sie: ein anderes Modell, eine andere Ordnung</translation>
        </message>
        <message>
            <source>Try it: change epsilon</source>
            <translation>Probieren Sie: Epsilon ändern</translation>
        </message>
        <message>
            <source>Try it: look at another test</source>
            <translation>Probieren Sie: einen anderen Test ansehen</translation>
        </message>
        <message>
            <source>Try it: change the significance level</source>
            <translation>Probieren Sie: das Signifikanzniveau ändern</translation>
        </message>
        <message>
            <source>&lt; &amp;Back</source>
            <translation>&lt; &amp;Zurück</translation>
        </message>
        <message>
            <source>&amp;Next &gt;</source>
            <translation>&amp;Weiter &gt;</translation>
        </message>
        <message>
            <source>Change the words of a set of W3 (spaces or commas between them), then Apply.</source>
            <translation>Ändern Sie die Wörter einer Menge von W3 (Leerzeichen oder Kommas dazwischen) und wählen Sie dann Anwenden.</translation>
        </message>
        <message>
            <source>X (first targets)</source>
            <translation>X (erste Zielwörter)</translation>
        </message>
        <message>
            <source>Y (second targets)</source>
            <translation>Y (zweite Zielwörter)</translation>
        </message>
        <message>
            <source>A (first attributes)</source>
            <translation>A (erste Attributwörter)</translation>
        </message>
        <message>
            <source>B (second attributes)</source>
            <translation>B (zweite Attributwörter)</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Anwenden</translation>
        </message>
        <message>
            <source>&amp;Restore W3</source>
            <translation>W3 &amp;wiederherstellen</translation>
        </message>
        <message>
            <source>File order (most frequent first)</source>
            <translation>Dateireihenfolge (häufigste zuerst)</translation>
        </message>
        <message>
            <source>Grouped by raw similarity</source>
            <translation>Nach roher Ähnlichkeit gruppiert</translation>
        </message>
        <message>
            <source>Grouped by whitened similarity</source>
            <translation>Nach Ähnlichkeit gruppiert (nach Whitening)</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>&amp;Modell:</translation>
        </message>
        <message>
            <source>&amp;Order:</source>
            <translation>&amp;Ordnung:</translation>
        </message>
        <message>
            <source>Point at a cell to see its two words and their cosine; the wheel zooms.</source>
            <translation>Zeigen Sie auf eine Zelle, um ihre beiden Wörter und ihren Kosinus zu sehen; das Mausrad zoomt.</translation>
        </message>
        <message>
            <source>Epsilon is added to every eigenvalue before the inverse square root. Larger values whiten the weak directions less; the paper uses 0.001.</source>
            <translation>Epsilon wird vor der inversen Quadratwurzel zu jedem Eigenwert addiert. Größere Werte weißen die schwachen Richtungen weniger; der Artikel verwendet 0,001.</translation>
        </message>
        <message>
            <source>A&amp;pply</source>
            <translation>An&amp;wenden</translation>
        </message>
        <message>
            <source>Paper's &amp;value</source>
            <translation>&amp;Wert des Artikels</translation>
        </message>
        <message>
            <source>ε =</source>
            <translation>ε =</translation>
        </message>
        <message>
            <source>&amp;Test:</source>
            <translation>&amp;Test:</translation>
        </message>
        <message>
            <source>Each test's numbers and permutation distributions on the GloVe demo model.</source>
            <translation>Die Zahlen und Permutationsverteilungen jedes Tests auf dem GloVe-Demo-Modell.</translation>
        </message>
        <message>
            <source>Significance level &amp;α:</source>
            <translation>Signifikanzniveau &amp;α:</translation>
        </message>
        <message>
            <source>A result is significant when p &lt; α. The change classes and the colours follow.</source>
            <translation>Ein Ergebnis ist signifikant, wenn p &lt; α. Die Änderungsklassen und die Farben folgen.</translation>
        </message>
        <message>
            <source>Computing the new numbers…</source>
            <translation>Die neuen Zahlen werden berechnet…</translation>
        </message>
        <message>
            <source>Reading the demo models and running the ten tests on them…</source>
            <translation>Die Demo-Modelle werden gelesen und die zehn Tests darauf ausgeführt…</translation>
        </message>
        <message>
            <source>With your words, d (raw) is %1; before your change it was %2.</source>
            <translation>Mit Ihren Wörtern ist d (roh) %1; vor Ihrer Änderung war es %2.</translation>
        </message>
        <message>
            <source>W3 cannot run with these words: a set has no word in the model's vocabulary.</source>
            <translation>W3 kann mit diesen Wörtern nicht laufen: Eine Menge hat kein Wort im Vokabular des Modells.</translation>
        </message>
        <message>
            <source>With ε = %1, d (whitened) of W3 is %2; before it was %3.</source>
            <translation>Mit ε = %1 ist d (nach Whitening) von W3 %2; vorher war es %3.</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Cosine similarity and WEAT&lt;/h2&gt;&lt;p&gt;A word embedding gives every word a vector. How close two words are is measured by the cosine of the angle between their vectors, from −1 (opposite) to 1 (same direction):&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Kosinus-Ähnlichkeit und WEAT&lt;/h2&gt;&lt;p&gt;Ein Wort-Embedding gibt jedem Wort einen Vektor. Wie nahe sich zwei Wörter sind, misst der Kosinus des Winkels zwischen ihren Vektoren, von −1 (entgegengesetzt) bis 1 (gleiche Richtung):&lt;/p&gt;</translation>
        </message>
        <message>
            <source>cos(%1, %2) = %1 · %2 / (‖%1‖ ‖%2‖)</source>
            <translation>cos(%1, %2) = %1 · %2 / (‖%1‖ ‖%2‖)</translation>
        </message>
        <message>
            <source>&lt;p&gt;WEAT asks whether one set of target words (X) is closer to one set of attribute words (A) than to another (B), compared with a second target set (Y). For each target word:&lt;/p&gt;</source>
            <translation>&lt;p&gt;WEAT fragt, ob eine Menge von Zielwörtern (X) einer Menge von Attributwörtern (A) näher ist als einer anderen (B), verglichen mit einer zweiten Zielmenge (Y). Für jedes Zielwort:&lt;/p&gt;</translation>
        </message>
        <message>
            <source>s(%1, A, B) = mean&lt;sub&gt;a∈A&lt;/sub&gt; cos(%1, a) − mean&lt;sub&gt;b∈B&lt;/sub&gt; cos(%1, b)</source>
            <translation>s(%1, A, B) = Mittel&lt;sub&gt;a∈A&lt;/sub&gt; cos(%1, a) − Mittel&lt;sub&gt;b∈B&lt;/sub&gt; cos(%1, b)</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;W3 cannot run with the words given: a set has no word in the model's vocabulary.&lt;/b&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;W3 kann mit den angegebenen Wörtern nicht laufen: Eine Menge hat kein Wort im Vokabular des Modells.&lt;/b&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;i&gt;Computing the numbers of the demo model…&lt;/i&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;i&gt;Die Zahlen des Demo-Modells werden berechnet…&lt;/i&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Take the word &lt;b&gt;%1&lt;/b&gt; from X of W3 (%2) in the GloVe demo model, with A = %3 and B = %4:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Nehmen Sie das Wort &lt;b&gt;%1&lt;/b&gt; aus X von W3 (%2) im GloVe-Demo-Modell, mit A = %3 und B = %4:&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;mean over the %1 words of A&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;Mittel über die %1 Wörter von A&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;mean over the %1 words of B&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;Mittel über die %1 Wörter von B&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>s(%1, A, B) = %2 − %3 = &lt;b&gt;%4&lt;/b&gt;</source>
            <translation>s(%1, A, B) = %2 − %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Over the target sets, the test statistic S and the effect size d are:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Über die Zielmengen sind die Teststatistik S und die Effektstärke d:&lt;/p&gt;</translation>
        </message>
        <message>
            <source>S = Σ&lt;sub&gt;x∈X&lt;/sub&gt; s(x) − Σ&lt;sub&gt;y∈Y&lt;/sub&gt; s(y), &amp;nbsp; d = (mean&lt;sub&gt;x∈X&lt;/sub&gt; s(x) − mean&lt;sub&gt;y∈Y&lt;/sub&gt; s(y)) / sd&lt;sub&gt;w∈X∪Y&lt;/sub&gt; s(w)</source>
            <translation>S = Σ&lt;sub&gt;x∈X&lt;/sub&gt; s(x) − Σ&lt;sub&gt;y∈Y&lt;/sub&gt; s(y), &amp;nbsp; d = (Mittel&lt;sub&gt;x∈X&lt;/sub&gt; s(x) − Mittel&lt;sub&gt;y∈Y&lt;/sub&gt; s(y)) / SD&lt;sub&gt;w∈X∪Y&lt;/sub&gt; s(w)</translation>
        </message>
        <message>
            <source>&lt;p&gt;p is the share of equal-size splits of X ∪ Y with an S at least as large as the observed one (%1):&lt;/p&gt;</source>
            <translation>&lt;p&gt;p ist der Anteil der gleich großen Aufteilungen von X ∪ Y, deren S mindestens so groß ist wie das beobachtete (%1):&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;table cellspacing="0" cellpadding="3" style="margin-left:18px"&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th align="right"&gt;s(%1)&lt;/th&gt;&lt;th align="right"&gt;S&lt;/th&gt;&lt;th align="right"&gt;d&lt;/th&gt;&lt;th align="right"&gt;p&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;raw&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4&lt;/td&gt;&lt;td align="right"&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;whitened (step 3)&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;td align="right"&gt;%7&lt;/td&gt;&lt;td align="right"&gt;%8&lt;/td&gt;&lt;td align="right"&gt;%9&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;table cellspacing="0" cellpadding="3" style="margin-left:18px"&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th align="right"&gt;s(%1)&lt;/th&gt;&lt;th align="right"&gt;S&lt;/th&gt;&lt;th align="right"&gt;d&lt;/th&gt;&lt;th align="right"&gt;p&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;roh&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4&lt;/td&gt;&lt;td align="right"&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;nach Whitening (Schritt 3)&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;td align="right"&gt;%7&lt;/td&gt;&lt;td align="right"&gt;%8&lt;/td&gt;&lt;td align="right"&gt;%9&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <source>&lt;h2&gt;What anisotropy looks like&lt;/h2&gt;&lt;p&gt;If word vectors pointed in random directions, the cosine of two unrelated words would be close to 0. In most embeddings they are not: all vectors lean towards a common direction, like a narrow cone. That shared lean raises every cosine, whatever the words mean.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Wie Anisotropie aussieht&lt;/h2&gt;&lt;p&gt;Zeigten Wortvektoren in zufällige Richtungen, wäre der Kosinus zweier unverwandter Wörter nahe 0. In den meisten Embeddings ist er das nicht: Alle Vektoren neigen sich zu einer gemeinsamen Richtung, wie ein schmaler Kegel. Diese gemeinsame Neigung erhöht jeden Kosinus, was auch immer die Wörter bedeuten.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;i&gt;Computing the numbers of the demo models…&lt;/i&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;i&gt;Die Zahlen der Demo-Modelle werden berechnet…&lt;/i&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The heatmap shows the cosine of every pair of %1 words drawn from %2, red for positive, blue for negative. Over all %3 pairs the mean cosine is &lt;b&gt;%4&lt;/b&gt; (SD %5) on the raw vectors, and &lt;b&gt;%6&lt;/b&gt; (SD %7) after whitening.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die Heatmap zeigt den Kosinus jedes Paars von %1 Wörtern aus %2, rot für positiv, blau für negativ. Über alle %3 Paare ist der mittlere Kosinus &lt;b&gt;%4&lt;/b&gt; (SD %5) auf den rohen Vektoren und &lt;b&gt;%6&lt;/b&gt; (SD %7) nach dem Whitening.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The paper measured 0.192 for the full GloVe 6B 100d and 0.997 for GPT-2, whose raw panel is a uniform red field. WEAT compares cosines, so part of what it measures on raw vectors is this shared lean rather than the words.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Der Artikel maß 0,192 für das vollständige GloVe 6B 100d und 0,997 für GPT-2, dessen rohes Feld einheitlich rot ist. WEAT vergleicht Kosinus, also misst es auf rohen Vektoren zum Teil diese gemeinsame Neigung statt der Wörter.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h2&gt;What whitening does&lt;/h2&gt;&lt;p&gt;ZCA whitening removes the shared lean: it moves the centre of the vectors to the origin and rescales every direction to the same variance, estimated on a reference sample of n words:&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Was Whitening bewirkt&lt;/h2&gt;&lt;p&gt;ZCA-Whitening entfernt die gemeinsame Neigung: Es verschiebt den Mittelpunkt der Vektoren in den Ursprung und skaliert jede Richtung auf dieselbe Varianz, geschätzt auf einer Referenzstichprobe von n Wörtern:&lt;/p&gt;</translation>
        </message>
        <message>
            <source>μ = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt;, &amp;nbsp; Σ = 1/(n−1) Σ&lt;sub&gt;i&lt;/sub&gt; (x&lt;sub&gt;i&lt;/sub&gt; − μ)(x&lt;sub&gt;i&lt;/sub&gt; − μ)&lt;sup&gt;T&lt;/sup&gt; = U Λ U&lt;sup&gt;T&lt;/sup&gt;</source>
            <translation>μ = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt;, &amp;nbsp; Σ = 1/(n−1) Σ&lt;sub&gt;i&lt;/sub&gt; (x&lt;sub&gt;i&lt;/sub&gt; − μ)(x&lt;sub&gt;i&lt;/sub&gt; − μ)&lt;sup&gt;T&lt;/sup&gt; = U Λ U&lt;sup&gt;T&lt;/sup&gt;</translation>
        </message>
        <message>
            <source>W = U (Λ + εI)&lt;sup&gt;−1/2&lt;/sup&gt; U&lt;sup&gt;T&lt;/sup&gt;, &amp;nbsp; z = W (x − μ)</source>
            <translation>W = U (Λ + εI)&lt;sup&gt;−1/2&lt;/sup&gt; U&lt;sup&gt;T&lt;/sup&gt;, &amp;nbsp; z = W (x − μ)</translation>
        </message>
        <message>
            <source>&lt;p&gt;On the GloVe demo model, n = %1 words of d = %2 dimensions. The largest eigenvalue of Σ is %3, the smallest %4; with ε = %5 the first principal component explains %6 of the variance before whitening and %7 after (the figure: all of the top 50). After whitening the mean cosine of the sampled pairs is %8 instead of %9.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Im GloVe-Demo-Modell sind es n = %1 Wörter mit d = %2 Dimensionen. Der größte Eigenwert von Σ ist %3, der kleinste %4; mit ε = %5 erklärt die erste Hauptkomponente %6 der Varianz vor dem Whitening und %7 danach (die Abbildung: alle der ersten 50). Nach dem Whitening ist der mittlere Kosinus der gezogenen Paare %8 statt %9.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;WEAT is then computed with the same formulas on z. For W3: d = %1 raw, %2 whitened (p = %3 and %4).&lt;/p&gt;</source>
            <translation>&lt;p&gt;WEAT wird dann mit denselben Formeln auf z berechnet. Für W3: d = %1 roh, %2 nach Whitening (p = %3 und %4).&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h2&gt;How a result can disappear&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;Wie ein Ergebnis verschwinden kann&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1 cannot run on the GloVe demo model: a set has no word in its vocabulary.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1 kann auf dem GloVe-Demo-Modell nicht laufen: Eine Menge hat kein Wort in seinem Vokabular.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2) on the GloVe demo model:&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2) auf dem GloVe-Demo-Modell:&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;table cellspacing="0" cellpadding="3" style="margin-left:18px"&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th align="right"&gt;d&lt;/th&gt;&lt;th align="right"&gt;p&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;raw&lt;/td&gt;&lt;td align="right"&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;whitened&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;table cellspacing="0" cellpadding="3" style="margin-left:18px"&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th align="right"&gt;d&lt;/th&gt;&lt;th align="right"&gt;p&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;roh&lt;/td&gt;&lt;td align="right"&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;nach Whitening&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;At α = %1 the change is &lt;b&gt;%2&lt;/b&gt;.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Bei α = %1 ist die Änderung &lt;b&gt;%2&lt;/b&gt;.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Significant on the raw vectors, not after whitening: the association rested on the shared geometry of the space. On the right, the observed S (the line) sits far in the tail of the random splits raw, but among them after whitening.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Signifikant auf den rohen Vektoren, nicht nach dem Whitening: Die Assoziation beruhte auf der gemeinsamen Geometrie des Raums. Rechts liegt das beobachtete S (die Linie) roh weit im Rand der zufälligen Aufteilungen, nach dem Whitening mitten unter ihnen.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Not significant on the raw vectors, significant after whitening: the shared geometry hid the association.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Nicht signifikant auf den rohen Vektoren, signifikant nach dem Whitening: Die gemeinsame Geometrie verdeckte die Assoziation.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The same verdict in both spaces: the result does not depend on the shared geometry.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Dasselbe Urteil in beiden Räumen: Das Ergebnis hängt nicht von der gemeinsamen Geometrie ab.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>&lt;p&gt;On this model at α = %1, Disappearing: %2; Emerging: %3. The paper found 12 Disappearing and 10 Emerging results among 70 model-test combinations.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Auf diesem Modell bei α = %1 verschwindend: %2; entstehend: %3. Der Artikel fand 12 verschwindende und 10 entstehende Ergebnisse unter 70 Kombinationen aus Modell und Test.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Report both results&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;Beide Ergebnisse berichten&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>%1 auf %2</translation>
        </message>
        <message>
            <source>&lt;p&gt;The figure puts every test on both demo models at raw d (across) and whitened d (up). On the diagonal nothing changed. At α = %1, of the %2 results &lt;b&gt;%3&lt;/b&gt; are Stable, &lt;b&gt;%4&lt;/b&gt; Disappearing and &lt;b&gt;%5&lt;/b&gt; Emerging.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die Abbildung setzt jeden Test auf beiden Demo-Modellen auf rohes d (waagrecht) und d nach Whitening (senkrecht). Auf der Diagonale hat sich nichts geändert. Bei α = %1 sind von den %2 Ergebnissen &lt;b&gt;%3&lt;/b&gt; stabil, &lt;b&gt;%4&lt;/b&gt; verschwindend und &lt;b&gt;%5&lt;/b&gt; entstehend.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1 could not run: a word set has no word in the model's vocabulary.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1 konnte nicht laufen: Eine Wortmenge hat kein Wort im Vokabular des Modells.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Neither space is the truth. The raw result is what the model does with its vectors as they are; the whitened result shows how much of it survives once the shared geometry is taken out. The paper recommends reporting the calibrated result next to the uncalibrated one, never instead of it, with the epsilon and the reference sample used, so that a reader can see which findings depend on the geometry of the space.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Keiner der beiden Räume ist die Wahrheit. Das rohe Ergebnis zeigt, was das Modell mit seinen Vektoren tut, wie sie sind; das Ergebnis nach Whitening zeigt, wie viel davon übrig bleibt, wenn die gemeinsame Geometrie herausgenommen ist. Der Artikel empfiehlt, das kalibrierte Ergebnis neben dem unkalibrierten zu berichten, nie statt seiner, mit dem verwendeten Epsilon und der Referenzstichprobe, damit Lesende sehen, welche Befunde von der Geometrie des Raums abhängen.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Epsilon of the whitening</source>
            <translation>Epsilon der Whitening-Transformation</translation>
        </message>
        <message>
            <source>Explained variance of the top components, raw and whitened</source>
            <translation>Erklärte Varianz der ersten Komponenten, roh und nach Whitening</translation>
        </message>
        <message>
            <source>W3's cosine blocks cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), raw and whitened</source>
            <translation>Kosinusblöcke von W3: cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), roh und nach Whitening</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Inside W3: its four blocks of cosines&lt;/h3&gt;&lt;p&gt;The multilevel view of Wolfe et al. (ML-EAT) takes a WEAT apart into four blocks of cosines: every word of X with every word of A, X with B, Y with A and Y with B (the lower figure). Raw, their means are %1 (X, A), %2 (X, B), %3 (Y, A) and %4 (Y, B); whitened, %5, %6, %7 and %8. WEAT sees only their differences: the mean of s(x, A, B) over X is cos(X, A) − cos(X, B), %9 raw and %10 whitened.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Im Inneren von W3: seine vier Kosinusblöcke&lt;/h3&gt;&lt;p&gt;Die Mehrebenensicht von Wolfe et al. (ML-EAT) zerlegt einen WEAT in vier Blöcke von Kosinus: jedes Wort von X mit jedem Wort von A, X mit B, Y mit A und Y mit B (die untere Abbildung). Roh sind ihre Mittelwerte %1 (X, A), %2 (X, B), %3 (Y, A) und %4 (Y, B); nach Whitening %5; %6; %7 und %8. WEAT sieht nur ihre Differenzen: Der Mittelwert von s(x, A, B) über X ist cos(X, A) − cos(X, B), roh %9 und nach Whitening %10.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Level 2 asks the question of one target set at a time: an effect size over the mean cosines of the attribute words with the set. For X it is %1 raw (p = %2) and %3 whitened (p = %4); for Y, %5 (p = %6) and %7 (p = %8).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ebene 2 stellt die Frage für jede Zielmenge einzeln: eine Effektstärke über die mittleren Kosinus der Attributwörter mit der Menge. Für X ist sie roh %1 (p = %2) und nach Whitening %3 (p = %4); für Y %5 (p = %6) und %7 (p = %8).&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) not in the GloVe demo model&apos;s vocabulary, so left out of %1: %2.</source>
            <translation>
                <numerusform>%n Wort ist nicht im Vokabular des GloVe-Demomodells und wurde daher aus %1 weggelassen: %2.</numerusform>
                <numerusform>%n Wörter sind nicht im Vokabular des GloVe-Demomodells und wurden daher aus %1 weggelassen: %2.</numerusform>
            </translation>
        </message>
        <message>
            <source>all %1 splits</source>
            <translation>alle %1 Aufteilungen</translation>
        </message>
        <message>
            <source>%1 random splits</source>
            <translation>%1 zufällige Aufteilungen</translation>
        </message>
        <message numerus="yes">
            <source>&lt;p&gt;p is the share of the splits of X ∪ Y into a set of %n word(s) and one of %1, as X and Y are now, with an S at least as large as the observed one (%2):&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;p&gt;p ist der Anteil der Aufteilungen von X ∪ Y in eine Menge aus %n Wort und eine aus %1, wie X und Y jetzt sind, deren S mindestens so groß ist wie das beobachtete (%2):&lt;/p&gt;</numerusform>
                <numerusform>&lt;p&gt;p ist der Anteil der Aufteilungen von X ∪ Y in eine Menge aus %n Wörtern und eine aus %1, wie X und Y jetzt sind, deren S mindestens so groß ist wie das beobachtete (%2):&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;p&gt;S and d have opposite signs here: S adds up s over the %1 words of X and subtracts the sum over the %2 words of Y, so the larger set weighs more, while d compares the means of the two sets. With sets of the same size they always agree; read d for the direction and size of the effect.&lt;/p&gt;</source>
            <translation>&lt;p&gt;S und d haben hier entgegengesetzte Vorzeichen: S summiert s über die %1 Wörter von X und zieht die Summe über die %2 Wörter von Y ab, sodass die größere Menge mehr wiegt, während d die Mittelwerte der beiden Mengen vergleicht. Bei gleich großen Mengen stimmen sie immer überein; Richtung und Größe des Effekts gibt d an.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The second row and the second bar of each word on the right are the same numbers after whitening, which step 3 explains.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die zweite Zeile und der zweite Balken jedes Worts rechts sind dieselben Zahlen nach Whitening, das Schritt 3 erklärt.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Whitened with ε = %1&lt;/b&gt;, as set in step 3, not the paper&apos;s %2 (step 3&apos;s Paper&apos;s value sets it back).&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Whitening mit ε = %1&lt;/b&gt;, wie in Schritt 3 eingestellt, nicht mit dem Wert %2 des Artikels („Wert des Artikels“ in Schritt 3 stellt ihn zurück).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::MainWindow</name>
        <message>
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>Modelle</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>Suites</source>
            <translation>Suiten</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Ergebnisse</translation>
        </message>
        <message>
            <source>The built-in suites could not be read. %1</source>
            <translation>Die eingebauten Suiten konnten nicht gelesen werden. %1</translation>
        </message>
        <message>
            <source>The benchmark %1 could not be read. %2</source>
            <translation>Der Benchmark %1 konnte nicht gelesen werden. %2</translation>
        </message>
        <message>
            <source>&amp;New Study</source>
            <translation>&amp;Neue Studie</translation>
        </message>
        <message>
            <source>&amp;Open Study…</source>
            <translation>Studie ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Open &amp;Demo Study</source>
            <translation>&amp;Demo-Studie öffnen</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <source>&amp;Export All Results…</source>
            <translation>Alle Ergebnisse e&amp;xportieren…</translation>
        </message>
        <message>
            <source>results.json, the three tables as CSV and report.md into a folder</source>
            <translation>results.json, die drei Tabellen als CSV und report.md in einen Ordner</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopieren</translation>
        </message>
        <message>
            <source>&amp;Run</source>
            <translation>&amp;Ausführen</translation>
        </message>
        <message>
            <source>Compute what is missing for the current models, suites and options</source>
            <translation>Berechnen, was für die aktuellen Modelle, Suiten und Optionen fehlt</translation>
        </message>
        <message>
            <source>&amp;Cancel All Jobs</source>
            <translation>Alle Aufträge a&amp;bbrechen</translation>
        </message>
        <message>
            <source>&amp;Paper Protocol</source>
            <translation>&amp;Protokoll des Artikels</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Analysis</source>
            <translation>&amp;Analyse</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>A&amp;nsicht</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Start</translation>
        </message>
        <message>
            <source>&amp;Models</source>
            <translation>&amp;Modelle</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Optionen</translation>
        </message>
        <message>
            <source>S&amp;uites</source>
            <translation>S&amp;uiten</translation>
        </message>
        <message>
            <source>R&amp;esults</source>
            <translation>&amp;Ergebnisse</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;About Isoscope</source>
            <translation>Ü&amp;ber Isoscope</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>Über &amp;Qt</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>Aufträge</translation>
        </message>
        <message>
            <source>Issues</source>
            <translation>Meldungen</translation>
        </message>
        <message>
            <source>Open study</source>
            <translation>Studie öffnen</translation>
        </message>
        <message>
            <source>Isoscope studies (*.isoscope *.json);;All files (*)</source>
            <translation>Isoscope-Studien (*.isoscope *.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>The study could not be opened. %1</source>
            <translation>Die Studie konnte nicht geöffnet werden. %1</translation>
        </message>
        <message>
            <source>Could not open %1</source>
            <translation>%1 konnte nicht geöffnet werden</translation>
        </message>
        <message>
            <source>study</source>
            <translation>Studie</translation>
        </message>
        <message>
            <source>Save study</source>
            <translation>Studie speichern</translation>
        </message>
        <message>
            <source>Isoscope studies (*.isoscope)</source>
            <translation>Isoscope-Studien (*.isoscope)</translation>
        </message>
        <message>
            <source>The study could not be saved. %1</source>
            <translation>Die Studie konnte nicht gespeichert werden. %1</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 gespeichert</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Ungespeicherte Änderungen</translation>
        </message>
        <message>
            <source>%1 has changes that are not saved. Save them?</source>
            <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
        </message>
        <message>
            <source>Export all results into</source>
            <translation>Alle Ergebnisse exportieren nach</translation>
        </message>
        <message>
            <source>The results could not be exported. %1</source>
            <translation>Die Ergebnisse konnten nicht exportiert werden. %1</translation>
        </message>
        <message>
            <source>Wrote results.json, weat.csv, anisotropy.csv, similarity.csv and report.md to %1</source>
            <translation>results.json, weat.csv, anisotropy.csv, similarity.csv und report.md nach %1 geschrieben</translation>
        </message>
        <message>
            <source>Add a model first (Models page), or open the demo study.</source>
            <translation>Fügen Sie zuerst ein Modell hinzu (Seite „Modelle“) oder öffnen Sie die Demo-Studie.</translation>
        </message>
        <message>
            <source>%1[*] — Isoscope %2</source>
            <translation>%1[*] — Isoscope %2</translation>
        </message>
        <message>
            <source>Running… (Esc cancels)</source>
            <translation>Läuft… (Esc bricht ab)</translation>
        </message>
        <message numerus="yes">
            <source>%n model(s), %1</source>
            <translation>
                <numerusform>%n Modell, %1</numerusform>
                <numerusform>%n Modelle, %1</numerusform>
            </translation>
        </message>
        <message>
            <source>No recent studies</source>
            <translation>Keine zuletzt geöffneten Studien</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Isoscope %1&lt;/h3&gt;&lt;p&gt;Measures bias in word embeddings with the Word Embedding Association Test (WEAT), on the vectors as they are and after ZCA whitening, and reports both results side by side.&lt;/p&gt;&lt;p&gt;The method follows &lt;i&gt;Calibrating WEAT Against Anisotropy: ZCA Whitening as a Geometric Pre-Processing Step for Embedding Association Tests&lt;/i&gt; (AIES 2026, arXiv:2608.06908). WEAT is from Caliskan, Bryson and Narayanan, &lt;i&gt;Semantics derived automatically from language corpora contain human-like biases&lt;/i&gt;, Science 356 (2017).&lt;/p&gt;&lt;p&gt;Isoscope is free software under the MIT licence. The word lists, benchmarks and demo embeddings that come with it keep their own licences; PROVENANCE.md in the data folder lists them.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Isoscope %1&lt;/h3&gt;&lt;p&gt;Misst Verzerrungen (Bias) in Worteinbettungen mit dem Word Embedding Association Test (WEAT), auf den Vektoren, wie sie sind, und nach ZCA-Whitening, und stellt beide Ergebnisse nebeneinander.&lt;/p&gt;&lt;p&gt;Die Methode folgt &lt;i&gt;Calibrating WEAT Against Anisotropy: ZCA Whitening as a Geometric Pre-Processing Step for Embedding Association Tests&lt;/i&gt; (AIES 2026, arXiv:2608.06908). WEAT stammt von Caliskan, Bryson und Narayanan, &lt;i&gt;Semantics derived automatically from language corpora contain human-like biases&lt;/i&gt;, Science 356 (2017).&lt;/p&gt;&lt;p&gt;Isoscope ist freie Software unter der MIT-Lizenz. Die mitgelieferten Wortlisten, Benchmarks und Demo-Einbettungen behalten ihre eigenen Lizenzen; PROVENANCE.md im Datenordner führt sie auf.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Linear algebra (BLAS and LAPACK): %1&lt;/p&gt;</source>
            <translation>&lt;p&gt;Lineare Algebra (BLAS und LAPACK): %1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About Isoscope</source>
            <translation>Über Isoscope</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Abbildungen</translation>
        </message>
        <message>
            <source>Export All &amp;Figures…</source>
            <translation>Alle &amp;Abbildungen exportieren…</translation>
        </message>
        <message>
            <source>Every figure of the study as PNG, SVG or PDF into a folder</source>
            <translation>Jede Abbildung der Studie als PNG, SVG oder PDF in einen Ordner</translation>
        </message>
        <message>
            <source>&amp;Figures</source>
            <translation>&amp;Abbildungen</translation>
        </message>
        <message>
            <source>&amp;User Guide</source>
            <translation>&amp;Benutzerhandbuch</translation>
        </message>
        <message>
            <source>The model files are needed to compute the sampled vectors again.</source>
            <translation>Um die Stichprobenvektoren erneut zu berechnen, werden die Modelldateien gebraucht.</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensitivität</translation>
        </message>
        <message>
            <source>Calibrations</source>
            <translation>Kalibrierungen</translation>
        </message>
        <message>
            <source>Se&amp;nsitivity</source>
            <translation>Se&amp;nsitivität</translation>
        </message>
        <message>
            <source>&amp;Calibrations</source>
            <translation>&amp;Kalibrierungen</translation>
        </message>
        <message>
            <source>SC-WEAT</source>
            <translation>SC-WEAT</translation>
        </message>
        <message>
            <source>SC-&amp;WEAT</source>
            <translation>SC-&amp;WEAT</translation>
        </message>
        <message>
            <source>1 error</source>
            <translation>1 Fehler</translation>
        </message>
        <message>
            <source>%1 errors</source>
            <translation>%1 Fehler</translation>
        </message>
        <message>
            <source>1 warning</source>
            <translation>1 Warnung</translation>
        </message>
        <message>
            <source>%1 warnings</source>
            <translation>%1 Warnungen</translation>
        </message>
        <message>
            <source>Issues (%1)</source>
            <translation>Meldungen (%1)</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>Analysis toolbar</source>
            <translation>Analyse-Werkzeugleiste</translation>
        </message>
        <message>
            <source>Export Re&amp;port…</source>
            <translation>Be&amp;richt exportieren…</translation>
        </message>
        <message>
            <source>A report ready for a paper: methods paragraph, APA tables, figures and references (ODF, HTML, PDF)</source>
            <translation>Ein Bericht für die Veröffentlichung: Methodenabschnitt, APA-Tabellen, Abbildungen und Literatur (ODF, HTML, PDF)</translation>
        </message>
        <message>
            <source>No results for the current settings yet: the bar above says what changed since the last run. Press Run (Ctrl+R) to compute them, or change the settings back to see the results kept.</source>
            <translation>Noch keine Ergebnisse für die aktuellen Einstellungen: Die Leiste oben sagt, was sich seit dem letzten Lauf geändert hat. Drücken Sie „Ausführen“ (Strg+R), um sie zu berechnen, oder stellen Sie die Einstellungen zurück, um die behaltenen Ergebnisse zu sehen.</translation>
        </message>
        <message>
            <source>No results yet: press Run (Ctrl+R) to compute what the bar above lists.</source>
            <translation>Noch keine Ergebnisse: Drücken Sie „Ausführen“ (Strg+R), um zu berechnen, was die Leiste oben aufführt.</translation>
        </message>
        <message numerus="yes">
            <source>%n suite(s)</source>
            <translation>
                <numerusform>%n Suite</numerusform>
                <numerusform>%n Suiten</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ModelSummaryTableModel</name>
        <message>
            <source>GloVe text</source>
            <translation>GloVe-Text</translation>
        </message>
        <message>
            <source>word2vec text</source>
            <translation>word2vec-Text</translation>
        </message>
        <message>
            <source>word2vec binary</source>
            <translation>word2vec binär</translation>
        </message>
        <message>
            <source>NumPy</source>
            <translation>NumPy</translation>
        </message>
        <message>
            <source>HDF5</source>
            <translation>HDF5</translation>
        </message>
        <message>
            <source>uncased</source>
            <translation>nur Kleinschreibung</translation>
        </message>
        <message>
            <source>cased</source>
            <translation>mit Großschreibung</translation>
        </message>
        <message>
            <source>Every word in this model is lower case, so words are looked up lowercased.</source>
            <translation>Jedes Wort dieses Modells ist kleingeschrieben, daher werden Wörter kleingeschrieben nachgeschlagen.</translation>
        </message>
        <message>
            <source>Words are looked up exactly as written.</source>
            <translation>Wörter werden genau so nachgeschlagen, wie sie geschrieben sind.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Datei</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Wörter</translation>
        </message>
        <message>
            <source>Dimensions</source>
            <translation>Dimensionen</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Schreibung</translation>
        </message>
        <message>
            <source>fastText model</source>
            <translation>fastText-Modell</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ModelTableModel</name>
        <message>
            <source>Extracting word vectors… %1 %</source>
            <translation>Wortvektoren werden extrahiert… %1 %</translation>
        </message>
        <message>
            <source>uncased</source>
            <translation>nur Kleinschreibung</translation>
        </message>
        <message>
            <source>cased</source>
            <translation>mit Großschreibung</translation>
        </message>
        <message>
            <source>Not loaded</source>
            <translation>Nicht geladen</translation>
        </message>
        <message>
            <source>Importing… %1 %</source>
            <translation>Import… %1 %</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Bereit</translation>
        </message>
        <message>
            <source>File missing</source>
            <translation>Datei fehlt</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Familie</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Datei</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Größe</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Wörter</translation>
        </message>
        <message>
            <source>Dims</source>
            <translation>Dim.</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Schreibung</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Uncased: the vocabulary has no capital letter, so words are looked up lowercased</source>
            <translation>Nur Kleinschreibung: Das Vokabular hat keine Großbuchstaben, daher werden Wörter kleingeschrieben nachgeschlagen</translation>
        </message>
        <message>
            <source>Could not be read: %1</source>
            <translation>Konnte nicht gelesen werden: %1</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ModelsPanel</name>
        <message>
            <source>%1
Whitened on the reference vectors stored in the file (a transformer model&apos;s corpus sentences).</source>
            <translation>%1
Whitening auf den in der Datei gespeicherten Referenzvektoren (den Korpussätzen eines Transformer-Modells).</translation>
        </message>
        <message>
            <source>A word in no sentence of the corpus is left out and reported missing.</source>
            <translation>Ein Wort, das in keinem Satz des Korpus vorkommt, wird ausgelassen und als fehlend gemeldet.</translation>
        </message>
        <message>
            <source>the last layer</source>
            <translation>die letzte Schicht</translation>
        </message>
        <message>
            <source>layer %1</source>
            <translation>Schicht %1</translation>
        </message>
        <message>
            <source>one sentence per line</source>
            <translation>ein Satz pro Zeile</translation>
        </message>
        <message>
            <source>running text</source>
            <translation>Fließtext</translation>
        </message>
        <message>
            <source>WikiText-103</source>
            <translation>WikiText-103</translation>
        </message>
        <message>
            <source>%1
Word vectors from the corpus %2 (%3), %4.</source>
            <translation>%1
Wortvektoren aus dem Korpus %2 (%3), %4.</translation>
        </message>
        <message>
            <source>estimating the time left</source>
            <translation>Restzeit wird geschätzt</translation>
        </message>
        <message>
            <source>Extracting the word vectors of %1 (%2)…</source>
            <translation>Die Wortvektoren von %1 werden extrahiert (%2)…</translation>
        </message>
        <message>
            <source>Extracting the word vectors of %1 (%2, %3 left)…</source>
            <translation>Die Wortvektoren von %1 werden extrahiert (%2, noch %3)…</translation>
        </message>
        <message>
            <source>Add &amp;transformer model…</source>
            <translation>&amp;Transformer-Modell hinzufügen…</translation>
        </message>
        <message>
            <source>Add transformer model</source>
            <translation>Transformer-Modell hinzufügen</translation>
        </message>
        <message>
            <source>A BERT, RoBERTa or GPT-2 model folder (as the Hugging Face hub serves it) and a corpus its word vectors are drawn from</source>
            <translation>Ein BERT-, RoBERTa- oder GPT-2-Modellordner (wie ihn der Hugging Face Hub bereitstellt) und ein Korpus, aus dem seine Wortvektoren gewonnen werden</translation>
        </message>
        <message>
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>Add &amp;model…</source>
            <translation>&amp;Modell hinzufügen…</translation>
        </message>
        <message>
            <source>Add &amp;demo models</source>
            <translation>Demo-Mode&amp;lle hinzufügen</translation>
        </message>
        <message>
            <source>The two small models that come with Isoscope: GloVe 6B and word2vec Google News subsets</source>
            <translation>Die zwei kleinen Modelle, die mit Isoscope kommen: Ausschnitte aus GloVe 6B und word2vec Google News</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>Entfe&amp;rnen</translation>
        </message>
        <message>
            <source>Remove the selected model from the study (its file is not touched)</source>
            <translation>Das gewählte Modell aus der Studie entfernen (seine Datei bleibt unberührt)</translation>
        </message>
        <message>
            <source>&amp;Locate file…</source>
            <translation>Datei &amp;suchen…</translation>
        </message>
        <message>
            <source>Tell Isoscope where the selected model's file is now</source>
            <translation>Isoscope sagen, wo die Datei des gewählten Modells jetzt liegt</translation>
        </message>
        <message>
            <source>Import progress</source>
            <translation>Importfortschritt</translation>
        </message>
        <message>
            <source>Cancel import</source>
            <translation>Import abbrechen</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Import</translation>
        </message>
        <message>
            <source>Models of the study</source>
            <translation>Modelle der Studie</translation>
        </message>
        <message>
            <source>Model name</source>
            <translation>Modellname</translation>
        </message>
        <message>
            <source>The name results and exports use for this model</source>
            <translation>Der Name, den Ergebnisse und Exporte für dieses Modell verwenden</translation>
        </message>
        <message>
            <source>Model family</source>
            <translation>Modellfamilie</translation>
        </message>
        <message>
            <source>Used to group and draw results: static word vectors, contextualized, contrastive or other</source>
            <translation>Dient zum Gruppieren und Zeichnen der Ergebnisse: statische Wortvektoren, kontextualisiert, kontrastiv oder sonstige</translation>
        </message>
        <message>
            <source>File format</source>
            <translation>Dateiformat</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatisch</translation>
        </message>
        <message>
            <source>GloVe text</source>
            <translation>GloVe-Text</translation>
        </message>
        <message>
            <source>word2vec / fastText text</source>
            <translation>word2vec-/fastText-Text</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>Nam&amp;e:</translation>
        </message>
        <message>
            <source>Fam&amp;ily:</source>
            <translation>&amp;Familie:</translation>
        </message>
        <message>
            <source>F&amp;ormat:</source>
            <translation>F&amp;ormat:</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Datei:</translation>
        </message>
        <message>
            <source>Add embedding models</source>
            <translation>Embedding-Modelle hinzufügen</translation>
        </message>
        <message>
            <source>Where is %1?</source>
            <translation>Wo ist %1?</translation>
        </message>
        <message numerus="yes">
            <source>Importing %n model(s)…</source>
            <translation>
                <numerusform>%n Modell wird importiert…</numerusform>
                <numerusform>%n Modelle werden importiert…</numerusform>
            </translation>
        </message>
        <message>
            <source>Automatic decides from the content: gzip, HDF5 and NumPy signatures, a word2vec header line and whether the rows after it are text or binary</source>
            <translation>Automatisch entscheidet nach dem Inhalt: gzip-, HDF5- und NumPy-Signaturen, eine word2vec-Kopfzeile und ob die Zeilen danach Text oder binär sind</translation>
        </message>
        <message>
            <source>word2vec binary</source>
            <translation>word2vec binär</translation>
        </message>
        <message>
            <source>NumPy matrix + vocabulary</source>
            <translation>NumPy-Matrix + Vokabular</translation>
        </message>
        <message>
            <source>HDF5 (/words, /vectors)</source>
            <translation>HDF5 (/words, /vectors)</translation>
        </message>
        <message>
            <source>Vocabulary file</source>
            <translation>Vokabulardatei</translation>
        </message>
        <message>
            <source>FILE.vocab or FILE.txt beside the matrix</source>
            <translation>DATEI.vocab oder DATEI.txt neben der Matrix</translation>
        </message>
        <message>
            <source>The words of a NumPy matrix, one per line in row order; empty: the .vocab or .txt file of the same name beside it</source>
            <translation>Die Wörter einer NumPy-Matrix, eines pro Zeile in Zeilenreihenfolge; leer: die gleichnamige .vocab- oder .txt-Datei daneben</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Durchsuchen…</translation>
        </message>
        <message>
            <source>Voca&amp;bulary:</source>
            <translation>&amp;Vokabular:</translation>
        </message>
        <message>
            <source>Vocabulary of %1</source>
            <translation>Vokabular von %1</translation>
        </message>
        <message>
            <source>Vocabulary files (*.vocab *.txt);;All files (*)</source>
            <translation>Vokabulardateien (*.vocab *.txt);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Embedding files (*.txt *.vec *.bin *.ftz *.gz *.npy *.h5 *.hdf5 *.glove *.w2v);;All files (*)</source>
            <translation>Embedding-Dateien (*.txt *.vec *.bin *.ftz *.gz *.npy *.h5 *.hdf5 *.glove *.w2v);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>The embedding models of this study. Add GloVe, word2vec or fastText files (text or binary, fastText's own .bin and .ftz models, also gzipped), NumPy matrices or HDF5 files with the button or by dropping them here; each is imported once in the background into a cache that later opens in a moment.</source>
            <translation>Die Embedding-Modelle dieser Studie. Fügen Sie GloVe-, word2vec- oder fastText-Dateien (Text oder binär, die eigenen .bin- und .ftz-Modelle von fastText, auch gzip-komprimiert), NumPy-Matrizen oder HDF5-Dateien mit der Schaltfläche oder per Ablegen hier hinzu; jede wird einmal im Hintergrund in einen Cache importiert, der sich danach im Nu öffnet.</translation>
        </message>
        <message>
            <source>Add an embedding file (GloVe, word2vec text or binary, fastText .vec, .bin or .ftz, NumPy .npy, HDF5)</source>
            <translation>Eine Embedding-Datei hinzufügen (GloVe, word2vec als Text oder binär, fastText .vec, .bin oder .ftz, NumPy .npy, HDF5)</translation>
        </message>
        <message>
            <source>fastText model (.bin, .ftz)</source>
            <translation>fastText-Modell (.bin, .ftz)</translation>
        </message>
        <message>
            <source>Words not in the vocabulary</source>
            <translation>Wörter, die nicht im Vokabular sind</translation>
        </message>
        <message>
            <source>What happens to a suite or benchmark word the model does not have: left out and reported missing, as in the paper, or, for a fastText .bin or .ftz model, given the vector fastText builds from the word's character n-grams (reported as “from subwords”)</source>
            <translation>Was mit einem Wort einer Suite oder eines Benchmarks geschieht, das das Modell nicht hat: ausgelassen und als fehlend gemeldet, wie im Artikel, oder, bei einem fastText-Modell (.bin oder .ftz), mit dem Vektor, den fastText aus den Zeichen-N-Grammen des Wortes bildet (gemeldet als „aus Teilwörtern“)</translation>
        </message>
        <message>
            <source>Left out (as in the paper)</source>
            <translation>Ausgelassen (wie im Artikel)</translation>
        </message>
        <message>
            <source>Subword vectors (fastText)</source>
            <translation>Teilwortvektoren (fastText)</translation>
        </message>
        <message>
            <source>Missing &amp;words:</source>
            <translation>Fehlende &amp;Wörter:</translation>
        </message>
        <message>
            <source>%L1 n-gram vectors of %2 to %3 characters</source>
            <translation>%L1 N-Gramm-Vektoren aus %2 bis %3 Zeichen</translation>
        </message>
        <message>
            <source>This model has no subword vectors (only fastText .bin and .ftz models do).</source>
            <translation>Dieses Modell hat keine Teilwortvektoren (nur fastText-Modelle im .bin- und .ftz-Format haben sie).</translation>
        </message>
        <message>
            <source>Known once the model is read.</source>
            <translation>Bekannt, sobald das Modell gelesen ist.</translation>
        </message>
        <message>
            <source>Verif&amp;y model file</source>
            <translation>Modelldatei &amp;prüfen</translation>
        </message>
        <message>
            <source>Verify model file</source>
            <translation>Modelldatei prüfen</translation>
        </message>
        <message>
            <source>Read the selected model's file and its cache in full, to prove that the cache holds exactly this file: its content hash and every checksum of the cache</source>
            <translation>Die Datei des gewählten Modells und ihren Cache vollständig lesen, um zu belegen, dass der Cache genau diese Datei enthält: ihr Inhalts-Hash und jede Prüfsumme des Caches</translation>
        </message>
        <message>
            <source>Verification result</source>
            <translation>Prüfergebnis</translation>
        </message>
        <message>
            <source>Verifying %1: reading the file and its cache in full…</source>
            <translation>%1 wird geprüft: Die Datei und ihr Cache werden vollständig gelesen…</translation>
        </message>
        <message>
            <source>Verify %1</source>
            <translation>%1 prüfen</translation>
        </message>
        <message>
            <source>%1 could not be verified. %2</source>
            <translation>%1 konnte nicht geprüft werden. %2</translation>
        </message>
        <message>
            <source>The verification of %1 was cancelled.</source>
            <translation>Die Prüfung von %1 wurde abgebrochen.</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>%1 had changed since it was imported (%2), so it was imported again; its content hash (XXH64) is now %3. Results computed before may come from the earlier content.</source>
            <translation>%1 hat sich seit dem Import geändert (%2) und wurde daher erneut importiert; sein Inhalts-Hash (XXH64) ist jetzt %3. Zuvor berechnete Ergebnisse können vom früheren Inhalt stammen.</translation>
        </message>
        <message>
            <source>Verified: the cache of %1 holds exactly this file (content hash XXH64 %2, computed again from the whole file), and every checksum of the cache matches.</source>
            <translation>Geprüft: Der Cache von %1 enthält genau diese Datei (Inhalts-Hash XXH64 %2, erneut aus der ganzen Datei berechnet), und jede Prüfsumme des Caches stimmt.</translation>
        </message>
        <message numerus="yes">
            <source>%n set(s) of whitening statistics read in full and complete.</source>
            <translation>
                <numerusform>%n Satz Whitening-Statistiken vollständig gelesen und vollständig.</numerusform>
                <numerusform>%n Sätze Whitening-Statistiken vollständig gelesen und vollständig.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n set(s) of whitening statistics could not be used and were removed (they are estimated again when needed).</source>
            <translation>
                <numerusform>%n Satz Whitening-Statistiken war unbrauchbar und wurde entfernt (er wird bei Bedarf neu geschätzt).</numerusform>
                <numerusform>%n Sätze Whitening-Statistiken waren unbrauchbar und wurden entfernt (sie werden bei Bedarf neu geschätzt).</numerusform>
            </translation>
        </message>
        <message>
            <source>Sentence vectors file</source>
            <translation>Datei der Satzvektoren</translation>
        </message>
        <message>
            <source>none: the model's own HDF5 file, or the mean of its word vectors</source>
            <translation>keine: die eigene HDF5-Datei des Modells oder das Mittel seiner Wortvektoren</translation>
        </message>
        <message>
            <source>STS-B scores sentence pairs: an HDF5 file with /sentences (the STS-B sentences as written) and /sentence_vectors (one row each, the model's dimension). Without it, a static model averages the vectors of a sentence's words; a model of another family has no STS-B number.</source>
            <translation>STS-B bewertet Satzpaare: eine HDF5-Datei mit /sentences (die STS-B-Sätze wie geschrieben) und /sentence_vectors (je eine Zeile, in der Dimension des Modells). Ohne sie mittelt ein statisches Modell die Vektoren der Wörter eines Satzes; ein Modell einer anderen Familie erhält keinen STS-B-Wert.</translation>
        </message>
        <message>
            <source>Sentence ve&amp;ctors…</source>
            <translation>Sat&amp;zvektoren…</translation>
        </message>
        <message>
            <source>Choose the sentence vectors file</source>
            <translation>Datei der Satzvektoren wählen</translation>
        </message>
        <message>
            <source>STS-B:</source>
            <translation>STS-B:</translation>
        </message>
        <message>
            <source>%1 holds no STS-B sentence vectors (/sentences and /sentence_vectors).</source>
            <translation>%1 enthält keine STS-B-Satzvektoren (/sentences und /sentence_vectors).</translation>
        </message>
        <message>
            <source>Sentence vectors of %1</source>
            <translation>Satzvektoren von %1</translation>
        </message>
        <message>
            <source>HDF5 files (*.h5 *.hdf5 *.he5);;All files (*)</source>
            <translation>HDF5-Dateien (*.h5 *.hdf5 *.he5);;Alle Dateien (*)</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::OptionsPanel</name>
        <message>
            <source>Reference sample for whitening</source>
            <translation>Referenzstichprobe für das Whitening</translation>
        </message>
        <message>
            <source>Reference sample</source>
            <translation>Referenzstichprobe</translation>
        </message>
        <message>
            <source>The N most frequent words</source>
            <translation>Die N häufigsten Wörter</translation>
        </message>
        <message>
            <source>N words drawn at random</source>
            <translation>N zufällig gezogene Wörter</translation>
        </message>
        <message>
            <source>The words of a list file</source>
            <translation>Die Wörter einer Listendatei</translation>
        </message>
        <message>
            <source>A separate file of vectors</source>
            <translation>Eine eigene Vektordatei</translation>
        </message>
        <message>
            <source>Reference sample size</source>
            <translation>Größe der Referenzstichprobe</translation>
        </message>
        <message>
            <source>How many vectors to use; all of them if the model has fewer.</source>
            <translation>Wie viele Vektoren verwendet werden; alle, wenn das Modell weniger hat.</translation>
        </message>
        <message>
            <source>Reference sample seed</source>
            <translation>Startwert der Referenzstichprobe</translation>
        </message>
        <message>
            <source>the analysis seed</source>
            <translation>Startwert der Analyse</translation>
        </message>
        <message>
            <source>Seed of the random draw of reference words, so the same words are drawn again.</source>
            <translation>Startwert der zufälligen Ziehung der Referenzwörter, damit wieder dieselben Wörter gezogen werden.</translation>
        </message>
        <message>
            <source>Choose the reference file</source>
            <translation>Die Referenzdatei wählen</translation>
        </message>
        <message>
            <source>Choose the word list or embedding file of reference vectors.</source>
            <translation>Die Wortliste oder Embedding-Datei der Referenzvektoren wählen.</translation>
        </message>
        <message>
            <source>Reference file</source>
            <translation>Referenzdatei</translation>
        </message>
        <message>
            <source>A word list (one word per line) or an embedding file of reference vectors, such as sentence vectors for a contextualized model.</source>
            <translation>Eine Wortliste (ein Wort pro Zeile) oder eine Embedding-Datei mit Referenzvektoren, etwa Satzvektoren für ein kontextualisiertes Modell.</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Durchsuchen…</translation>
        </message>
        <message>
            <source>&amp;Sample:</source>
            <translation>&amp;Stichprobe:</translation>
        </message>
        <message>
            <source>&amp;N:</source>
            <translation>&amp;N:</translation>
        </message>
        <message>
            <source>Dra&amp;w seed:</source>
            <translation>Startwert der &amp;Ziehung:</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Datei:</translation>
        </message>
        <message>
            <source>Epsilon</source>
            <translation>Epsilon</translation>
        </message>
        <message>
            <source>Added to every eigenvalue before whitening, so that tiny directions are not blown up (the paper: 0.001). Changing it re-whitens only.</source>
            <translation>Wird vor dem Whitening zu jedem Eigenwert addiert, damit winzige Richtungen nicht aufgebläht werden (im Artikel: 0,001). Eine Änderung wiederholt nur das Whitening.</translation>
        </message>
        <message>
            <source>&amp;Epsilon:</source>
            <translation>&amp;Epsilon:</translation>
        </message>
        <message>
            <source>WEAT permutation test</source>
            <translation>WEAT-Permutationstest</translation>
        </message>
        <message>
            <source>Permutations</source>
            <translation>Permutationen</translation>
        </message>
        <message>
            <source>Random partitions drawn when there are too many to enumerate (the paper: 100,000).</source>
            <translation>Zufällig gezogene Partitionen, wenn es zu viele zum Aufzählen gibt (im Artikel: 100.000).</translation>
        </message>
        <message>
            <source>Exact enumeration limit</source>
            <translation>Grenze für exakte Aufzählung</translation>
        </message>
        <message>
            <source>Every partition is counted, for an exact p, when there are at most this many.</source>
            <translation>Jede Partition wird gezählt, für ein exaktes p, wenn es höchstens so viele gibt.</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Startwert</translation>
        </message>
        <message>
            <source>Seed of every random draw, so that the same seed gives the same numbers.</source>
            <translation>Startwert jeder Zufallsziehung, damit derselbe Startwert dieselben Zahlen ergibt.</translation>
        </message>
        <message>
            <source>Alpha</source>
            <translation>Alpha</translation>
        </message>
        <message>
            <source>A result is significant when p is below alpha; changing it re-classifies at once, without running anything again.</source>
            <translation>Ein Ergebnis ist signifikant, wenn p unter Alpha liegt; eine Änderung klassifiziert sofort neu, ohne etwas erneut auszuführen.</translation>
        </message>
        <message>
            <source>Tie rule</source>
            <translation>Bindungsregel</translation>
        </message>
        <message>
            <source>S_i ≥ S, p = (b + 1)/(N + 1)</source>
            <translation>S_i ≥ S, p = (b + 1)/(N + 1)</translation>
        </message>
        <message>
            <source>S_i &gt; S, p = b/N (paper's equation 4)</source>
            <translation>S_i &gt; S, p = b/N (Gleichung 4 des Artikels)</translation>
        </message>
        <message>
            <source>Whether partitions that tie with the observed one count as at least as extreme.</source>
            <translation>Ob Partitionen, die mit der beobachteten gleichauf liegen (Bindungen), als mindestens so extrem zählen.</translation>
        </message>
        <message>
            <source>Sidedness</source>
            <translation>Seitigkeit</translation>
        </message>
        <message>
            <source>One-sided</source>
            <translation>Einseitig</translation>
        </message>
        <message>
            <source>Two-sided</source>
            <translation>Zweiseitig</translation>
        </message>
        <message>
            <source>One-sided tests the direction X–A, Y–B as WEAT does; two-sided doubles the smaller tail.</source>
            <translation>Einseitig prüft die Richtung X–A, Y–B wie WEAT; zweiseitig verdoppelt den kleineren Rand.</translation>
        </message>
        <message>
            <source>Also run WordSim-353 and SimLex-999</source>
            <translation>Auch WordSim-353 und SimLex-999 ausführen</translation>
        </message>
        <message>
            <source>Word-similarity benchmarks, raw and whitened, to see that whitening keeps meaning (the paper's Table 3).</source>
            <translation>Wortähnlichkeits-Benchmarks, roh und nach Whitening, um zu sehen, dass das Whitening die Bedeutung erhält (Tabelle 3 des Artikels).</translation>
        </message>
        <message>
            <source>&amp;Permutations:</source>
            <translation>&amp;Permutationen:</translation>
        </message>
        <message>
            <source>E&amp;xact up to:</source>
            <translation>E&amp;xakt bis:</translation>
        </message>
        <message>
            <source>S&amp;eed:</source>
            <translation>Start&amp;wert:</translation>
        </message>
        <message>
            <source>&amp;Alpha:</source>
            <translation>&amp;Alpha:</translation>
        </message>
        <message>
            <source>&amp;Ties:</source>
            <translation>&amp;Bindungen:</translation>
        </message>
        <message>
            <source>Si&amp;des:</source>
            <translation>Sei&amp;ten:</translation>
        </message>
        <message>
            <source>&amp;Paper protocol</source>
            <translation>Protokoll des Arti&amp;kels</translation>
        </message>
        <message>
            <source>Every option back to the paper's: top 100,000 words, epsilon 0.001, 100,000 permutations, seed 42, alpha 0.05, ties counted, one-sided.</source>
            <translation>Alle Optionen zurück auf die des Artikels: die 100.000 häufigsten Wörter, Epsilon 0,001, 100.000 Permutationen, Startwert 42, Alpha 0,05, Bindungen gezählt, einseitig.</translation>
        </message>
        <message>
            <source>Use for &amp;new studies</source>
            <translation>Für neue St&amp;udien verwenden</translation>
        </message>
        <message>
            <source>New studies start with these options.</source>
            <translation>Neue Studien beginnen mit diesen Optionen.</translation>
        </message>
        <message>
            <source>Results are kept by the inputs that decide them: changing alpha re-classifies at once, changing epsilon re-whitens only, and Run computes just what is missing.</source>
            <translation>Ergebnisse werden nach den Eingaben aufbewahrt, die sie bestimmen: Eine Änderung von Alpha klassifiziert sofort neu, eine Änderung von Epsilon wiederholt nur das Whitening, und „Ausführen“ berechnet nur, was fehlt.</translation>
        </message>
        <message>
            <source>These are the paper's settings.</source>
            <translation>Das sind die Einstellungen des Artikels.</translation>
        </message>
        <message>
            <source>These differ from the paper's settings.</source>
            <translation>Diese weichen von den Einstellungen des Artikels ab.</translation>
        </message>
        <message>
            <source>The reference vectors in each model's file</source>
            <translation>Die Referenzvektoren in der Datei jedes Modells</translation>
        </message>
        <message>
            <source>Which vectors the whitening's mean and covariance are estimated from; the paper uses the 100,000 most frequent words (the first rows of the file) for static models, and sentence-level vectors (an HDF5 file's /reference) for contextualized ones.</source>
            <translation>Aus welchen Vektoren Mittelwert und Kovarianz des Whitenings geschätzt werden; der Artikel verwendet für statische Modelle die 100.000 häufigsten Wörter (die ersten Zeilen der Datei) und für kontextualisierte Vektoren auf Satzebene (/reference einer HDF5-Datei).</translation>
        </message>
        <message>
            <source>Bootstrap resamples for the confidence intervals of d</source>
            <translation>Bootstrap-Resamples für die Konfidenzintervalle von d</translation>
        </message>
        <message>
            <source>no intervals</source>
            <translation>keine Intervalle</translation>
        </message>
        <message>
            <source>Confidence interval of every effect size d: the words of X and Y are resampled with replacement this many times and d recomputed from their associations (percentile interval; the same resamples raw and whitened). Shown in the results table and as error bars in the scatter; 0 turns them off. Changing it runs nothing again.</source>
            <translation>Konfidenzintervall jeder Effektstärke d: Die Wörter von X und Y werden so oft mit Zurücklegen neu gezogen und d aus ihren Assoziationen neu berechnet (Perzentilintervall; roh und nach Whitening dieselben Resamples). Angezeigt in der Ergebnistabelle und als Fehlerbalken im Streudiagramm; 0 schaltet sie aus. Eine Änderung rechnet nichts neu.</translation>
        </message>
        <message>
            <source>Confidence level of the intervals</source>
            <translation>Konfidenzniveau der Intervalle</translation>
        </message>
        <message>
            <source>Coverage of the bootstrap intervals of d (default 95%).</source>
            <translation>Überdeckung der Bootstrap-Intervalle von d (Standard 95 %).</translation>
        </message>
        <message>
            <source>&amp;Bootstrap:</source>
            <translation>&amp;Bootstrap:</translation>
        </message>
        <message>
            <source>&amp;Confidence:</source>
            <translation>&amp;Konfidenz:</translation>
        </message>
        <message>
            <source>Also run WordSim-353, SimLex-999 and STS-B</source>
            <translation>Auch WordSim-353, SimLex-999 und STS-B rechnen</translation>
        </message>
        <message>
            <source>Similarity benchmarks of word pairs and of sentence pairs, raw and whitened, to see that whitening keeps meaning (the paper's Table 3).</source>
            <translation>Ähnlichkeits-Benchmarks für Wortpaare und Satzpaare, roh und nach Whitening, um zu sehen, dass Whitening die Bedeutung erhält (Tabelle 3 des Artikels).</translation>
        </message>
        <message>
            <source>STS-B split</source>
            <translation>STS-B-Teil</translation>
        </message>
        <message>
            <source>Test, %1 sentence pairs</source>
            <translation>Test, %1 Satzpaare</translation>
        </message>
        <message>
            <source>Dev, %1 sentence pairs</source>
            <translation>Dev, %1 Satzpaare</translation>
        </message>
        <message>
            <source>Train, %1 sentence pairs</source>
            <translation>Train, %1 Satzpaare</translation>
        </message>
        <message>
            <source>Which part of the STS Benchmark (Cer et al. 2017) is scored; the paper uses the test split.</source>
            <translation>Welcher Teil des STS Benchmark (Cer et al. 2017) bewertet wird; der Artikel verwendet den Testteil.</translation>
        </message>
        <message>
            <source>STS-B spl&amp;it:</source>
            <translation>STS-B-Te&amp;il:</translation>
        </message>
        <message>
            <source>Every option back to the paper's: top 100,000 words, epsilon 0.001, 100,000 permutations, seed 42, alpha 0.05, ties counted, one-sided, STS-B's test split.</source>
            <translation>Alle Optionen zurück auf die des Artikels: die 100.000 häufigsten Wörter, Epsilon 0,001, 100.000 Permutationen, Startwert 42, Alpha 0,05, Bindungen gezählt, einseitig, der Testteil von STS-B.</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::PreferencesDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>The language of the window, and how it writes numbers</source>
            <translation>Die Sprache des Fensters und wie es Zahlen schreibt</translation>
        </message>
        <message>
            <source>Numbers in the window follow the language (German: 0,87). Exported files (CSV, JSON, results.json, report.md) always use a decimal point.</source>
            <translation>Zahlen im Fenster folgen der Sprache (Deutsch: 0,87). Exportierte Dateien (CSV, JSON, results.json, report.md) verwenden immer einen Dezimalpunkt.</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ResultsPanel</name>
        <message>
            <source>Filter by model, suite, category…</source>
            <translation>Nach Modell, Suite, Kategorie filtern…</translation>
        </message>
        <message>
            <source>Filter results</source>
            <translation>Ergebnisse filtern</translation>
        </message>
        <message>
            <source>Show only one change class</source>
            <translation>Nur eine Änderungsklasse zeigen</translation>
        </message>
        <message>
            <source>All changes</source>
            <translation>Alle Änderungen</translation>
        </message>
        <message>
            <source>Stable</source>
            <translation>Stabil</translation>
        </message>
        <message>
            <source>Disappearing</source>
            <translation>Verschwindend</translation>
        </message>
        <message>
            <source>Emerging</source>
            <translation>Entstehend</translation>
        </message>
        <message>
            <source>Not run</source>
            <translation>Nicht ausgeführt</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Export table</source>
            <translation>Tabelle exportieren</translation>
        </message>
        <message>
            <source>CSV…</source>
            <translation>CSV…</translation>
        </message>
        <message>
            <source>JSON…</source>
            <translation>JSON…</translation>
        </message>
        <message>
            <source>LaTeX…</source>
            <translation>LaTeX…</translation>
        </message>
        <message>
            <source>WEAT results</source>
            <translation>WEAT-Ergebnisse</translation>
        </message>
        <message>
            <source>Anisotropy results</source>
            <translation>Anisotropie-Ergebnisse</translation>
        </message>
        <message>
            <source>Word similarity results</source>
            <translation>Wortähnlichkeits-Ergebnisse</translation>
        </message>
        <message>
            <source>WEAT (Table A1)</source>
            <translation>WEAT (Tabelle A1)</translation>
        </message>
        <message>
            <source>Anisotropy (Table 2)</source>
            <translation>Anisotropie (Tabelle 2)</translation>
        </message>
        <message>
            <source>Word similarity (Table 3)</source>
            <translation>Wortähnlichkeit (Tabelle 3)</translation>
        </message>
        <message>
            <source>Double-click a row for every word's association and the permutation distribution</source>
            <translation>Doppelklick auf eine Zeile zeigt die Assoziation jedes Wortes und die Permutationsverteilung</translation>
        </message>
        <message>
            <source>No results yet. Add models, choose suites and press Run (Ctrl+R).</source>
            <translation>Noch keine Ergebnisse. Fügen Sie Modelle hinzu, wählen Sie Suiten und drücken Sie „Ausführen“ (Strg+R).</translation>
        </message>
        <message>
            <source>%1 Stable, %2 Disappearing, %3 Emerging of %4</source>
            <translation>%1 stabil, %2 verschwindend, %3 entstehend von %4</translation>
        </message>
        <message>
            <source>No WEAT results yet</source>
            <translation>Noch keine WEAT-Ergebnisse</translation>
        </message>
        <message>
            <source>%1, %2, %3 of %4 model-suite results at alpha %5</source>
            <translation>%1, %2, %3 von %4 Modell-Suite-Ergebnissen bei Alpha %5</translation>
        </message>
        <message numerus="yes">
            <source> (%n undefined)</source>
            <translation>
                <numerusform> (%n nicht definiert)</numerusform>
                <numerusform> (%n nicht definiert)</numerusform>
            </translation>
        </message>
        <message>
            <source>Multiple-testing correction</source>
            <translation>Korrektur für multiples Testen</translation>
        </message>
        <message>
            <source>Adjust p across the suites of each model, raw and whitened separately; the change classes then use the adjusted p, shown beside the unadjusted ones</source>
            <translation>p über die Testreihen jedes Modells anpassen, roh und nach Whitening getrennt; die Änderungsklassen verwenden dann das angepasste p, das neben dem unangepassten steht</translation>
        </message>
        <message>
            <source>No correction</source>
            <translation>Keine Korrektur</translation>
        </message>
        <message>
            <source>Holm</source>
            <translation>Holm</translation>
        </message>
        <message>
            <source>Benjamini-Hochberg</source>
            <translation>Benjamini-Hochberg</translation>
        </message>
        <message>
            <source>, Holm-adjusted</source>
            <translation>, Holm-angepasst</translation>
        </message>
        <message>
            <source>, Benjamini-Hochberg-adjusted</source>
            <translation>, Benjamini-Hochberg-angepasst</translation>
        </message>
        <message>
            <source>WEAT effect sizes, raw and after ZCA whitening</source>
            <translation>WEAT-Effektstärken, roh und nach ZCA-Whitening</translation>
        </message>
        <message>
            <source>Anisotropy before and after whitening</source>
            <translation>Anisotropie vor und nach dem Whitening</translation>
        </message>
        <message>
            <source>Word similarity, raw and after whitening</source>
            <translation>Wortähnlichkeit, roh und nach dem Whitening</translation>
        </message>
        <message>
            <source>Copy the selected rows, or the whole table (Ctrl+C): tab-separated numbers at full precision for a spreadsheet, and a table as shown for a word processor</source>
            <translation>Kopiert die ausgewählten Zeilen oder die ganze Tabelle (Strg+C): durch Tabulatoren getrennte Zahlen in voller Genauigkeit für eine Tabellenkalkulation und eine Tabelle wie angezeigt für eine Textverarbeitung</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Maß</translation>
        </message>
        <message>
            <source>The association measure of the first table: WEAT, or one of the cosine-based measures of WEFE (RND, MAC, ECT, RIPA, RNSB), each raw and whitened</source>
            <translation>Das Assoziationsmaß der ersten Tabelle: WEAT oder eines der kosinusbasierten Maße von WEFE (RND, MAC, ECT, RIPA, RNSB), jeweils roh und nach Whitening</translation>
        </message>
        <message>
            <source>Measure results</source>
            <translation>Ergebnisse des Maßes</translation>
        </message>
        <message>
            <source>Double-click a row for the measure's value of every word</source>
            <translation>Doppelklick auf eine Zeile zeigt den Wert des Maßes für jedes Wort</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Roh</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>Nach Whitening</translation>
        </message>
        <message>
            <source>%1, raw and after whitening</source>
            <translation>%1, roh und nach dem Whitening</translation>
        </message>
        <message>
            <source>Similarity results: words and sentences</source>
            <translation>Ähnlichkeitsergebnisse: Wörter und Sätze</translation>
        </message>
        <message>
            <source>Similarity (Table 3)</source>
            <translation>Ähnlichkeit (Tabelle 3)</translation>
        </message>
        <message>
            <source>Word and sentence similarity, raw and after whitening</source>
            <translation>Wort- und Satzähnlichkeit, roh und nach Whitening</translation>
        </message>
        <message numerus="yes">
            <source>; %n computed raw only, whitened not yet for the current settings</source>
            <translation>
                <numerusform>; %n nur roh berechnet, nach Whitening für die aktuellen Einstellungen noch nicht</numerusform>
                <numerusform>; %n nur roh berechnet, nach Whitening für die aktuellen Einstellungen noch nicht</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ScWeatPage</name>
        <message>
            <source>One word per line, or separated by commas</source>
            <translation>Ein Wort pro Zeile oder durch Kommas getrennt</translation>
        </message>
        <message>
            <source>Each target word is tested on its own against A and B.</source>
            <translation>Jedes Zielwort wird einzeln gegen A und B getestet.</translation>
        </message>
        <message>
            <source>Attribute words, separated by commas</source>
            <translation>Attributwörter, durch Kommas getrennt</translation>
        </message>
        <message>
            <source>&amp;Run SC-WEAT</source>
            <translation>SC-WEAT aus&amp;führen</translation>
        </message>
        <message>
            <source>SC-WEAT results</source>
            <translation>SC-WEAT-Ergebnisse</translation>
        </message>
        <message>
            <source>CSV…</source>
            <translation>CSV…</translation>
        </message>
        <message>
            <source>JSON…</source>
            <translation>JSON…</translation>
        </message>
        <message>
            <source>Export figure…</source>
            <translation>Abbildung exportieren…</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>&amp;Modell:</translation>
        </message>
        <message>
            <source>&amp;Target words:</source>
            <translation>&amp;Zielwörter:</translation>
        </message>
        <message>
            <source>&amp;Attributes:</source>
            <translation>&amp;Attribute:</translation>
        </message>
        <message>
            <source>Name of A:</source>
            <translation>Name von A:</translation>
        </message>
        <message>
            <source>Words of A:</source>
            <translation>Wörter von A:</translation>
        </message>
        <message>
            <source>Name of B:</source>
            <translation>Name von B:</translation>
        </message>
        <message>
            <source>Words of B:</source>
            <translation>Wörter von B:</translation>
        </message>
        <message>
            <source>Export table:</source>
            <translation>Tabelle exportieren:</translation>
        </message>
        <message>
            <source>Typed below</source>
            <translation>Unten eingegeben</translation>
        </message>
        <message>
            <source>From suite %1: %2 vs %3</source>
            <translation>Aus Suite %1: %2 gegen %3</translation>
        </message>
        <message>
            <source>The study has no models: add one on the Models page, then run.</source>
            <translation>Die Studie hat keine Modelle: Fügen Sie auf der Seite „Modelle“ eines hinzu und führen Sie dann aus.</translation>
        </message>
        <message>
            <source>Type at least one target word.</source>
            <translation>Geben Sie mindestens ein Zielwort ein.</translation>
        </message>
        <message>
            <source>Type the words of A and of B, or take them from a suite.</source>
            <translation>Geben Sie die Wörter von A und von B ein oder übernehmen Sie sie aus einer Suite.</translation>
        </message>
        <message>
            <source>None of the target words is in the vocabulary of %1: %2.</source>
            <translation>Keines der Zielwörter ist im Vokabular von %1: %2.</translation>
        </message>
        <message>
            <source>No word of %1 is in the vocabulary of %2: %3.</source>
            <translation>Kein Wort von %1 ist im Vokabular von %2: %3.</translation>
        </message>
        <message>
            <source>SC-WEAT</source>
            <translation>SC-WEAT</translation>
        </message>
        <message>
            <source>Done in %1 s: %2 target words against %3 (%4 words) and %5 (%6 words).</source>
            <translation>Fertig in %1 s: %2 Zielwörter gegen %3 (%4 Wörter) und %5 (%6 Wörter).</translation>
        </message>
        <message>
            <source>target words</source>
            <translation>Zielwörter</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Not in the vocabulary of %1 (left out): %2</source>
            <translation>Nicht im Vokabular von %1 (weggelassen): %2</translation>
        </message>
        <message>
            <source>The study's options changed since this run: run it again to bring it up to date.</source>
            <translation>Die Optionen der Studie haben sich seit diesem Lauf geändert: Führen Sie ihn erneut aus, um ihn zu aktualisieren.</translation>
        </message>
        <message>
            <source>SC-WEAT model</source>
            <translation>SC-WEAT-Modell</translation>
        </message>
        <message>
            <source>Target words</source>
            <translation>Zielwörter</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>Attribute</translation>
        </message>
        <message>
            <source>Name of A</source>
            <translation>Name von A</translation>
        </message>
        <message>
            <source>Words of A</source>
            <translation>Wörter von A</translation>
        </message>
        <message>
            <source>Name of B</source>
            <translation>Name von B</translation>
        </message>
        <message>
            <source>Words of B</source>
            <translation>Wörter von B</translation>
        </message>
        <message>
            <source>Cancel SC-WEAT</source>
            <translation>SC-WEAT abbrechen</translation>
        </message>
        <message>
            <source>SC-WEAT progress</source>
            <translation>SC-WEAT-Fortschritt</translation>
        </message>
        <message>
            <source>SC-WEAT status</source>
            <translation>SC-WEAT-Status</translation>
        </message>
        <message>
            <source>Words not in the vocabulary</source>
            <translation>Wörter, die nicht im Vokabular sind</translation>
        </message>
        <message>
            <source>Export the SC-WEAT table as CSV</source>
            <translation>SC-WEAT-Tabelle als CSV exportieren</translation>
        </message>
        <message>
            <source>Export the SC-WEAT table as JSON</source>
            <translation>SC-WEAT-Tabelle als JSON exportieren</translation>
        </message>
        <message>
            <source>Export the SC-WEAT figure</source>
            <translation>SC-WEAT-Abbildung exportieren</translation>
        </message>
        <message>
            <source>Not in the vocabulary, from subwords (fastText n-gram vectors): %1</source>
            <translation>Nicht im Vokabular, aus Teilwörtern (fastText-N-Gramm-Vektoren): %1</translation>
        </message>
        <message>
            <source>SC-WEAT figure</source>
            <translation>SC-WEAT-Abbildung</translation>
        </message>
        <message>
            <source>Each target word w against A and B: d = (mean cos(w, a) − mean cos(w, b)) / SD of its cosines with A ∪ B, p from re-partitions of A ∪ B; raw and after ZCA whitening with the study's reference sample and ε. With the paper's one-sided p, p asks whether w is closer to A than to B: a p near 1 means that it leans towards B, not that it has no association.</source>
            <translation>Jedes Zielwort w gegen A und B: d = (mittlerer cos(w, a) − mittlerer cos(w, b)) / SD seiner Kosinuswerte mit A ∪ B, p aus Neuaufteilungen von A ∪ B; roh und nach ZCA-Whitening mit der Referenzstichprobe und dem ε der Studie. Mit dem einseitigen p des Artikels fragt p, ob w näher an A als an B liegt: Ein p nahe 1 bedeutet, dass es zu B neigt, nicht, dass es keine Assoziation hat.</translation>
        </message>
        <message>
            <source>Each target word w against A and B: d = (mean cos(w, a) − mean cos(w, b)) / SD of its cosines with A ∪ B, p from re-partitions of A ∪ B; raw and after ZCA whitening with the study's reference sample and ε.</source>
            <translation>Jedes Zielwort w gegen A und B: d = (mittlerer cos(w, a) − mittlerer cos(w, b)) / Standardabweichung seiner Kosinusse mit A ∪ B, p aus Neuaufteilungen von A ∪ B; roh und nach ZCA-Whitening mit der Referenzstichprobe und dem ε der Studie.</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ScWeatTableModel</name>
        <message>
            <source>The target word, tested on its own</source>
            <translation>Das Zielwort, einzeln getestet</translation>
        </message>
        <message>
            <source>Word</source>
            <translation>Wort</translation>
        </message>
        <message>
            <source>(mean cos with A − mean cos with B) / SD of the cosines, on the vectors as they are</source>
            <translation>(mittlerer cos mit A − mittlerer cos mit B) / Standardabweichung der Kosinusse, auf den unveränderten Vektoren</translation>
        </message>
        <message>
            <source>Raw d</source>
            <translation>d roh</translation>
        </message>
        <message>
            <source>Permutation p-value over re-partitions of A ∪ B, raw</source>
            <translation>p-Wert des Permutationstests über Neuaufteilungen von A ∪ B, roh</translation>
        </message>
        <message>
            <source>Raw p</source>
            <translation>p roh</translation>
        </message>
        <message>
            <source>The effect size after ZCA whitening</source>
            <translation>Die Effektstärke nach ZCA-Whitening</translation>
        </message>
        <message>
            <source>Whitened d</source>
            <translation>d nach Whitening</translation>
        </message>
        <message>
            <source>Permutation p-value after ZCA whitening</source>
            <translation>p-Wert des Permutationstests nach ZCA-Whitening</translation>
        </message>
        <message>
            <source>Whitened p</source>
            <translation>p nach Whitening</translation>
        </message>
        <message>
            <source>Stable: significant in both spaces or in neither. Disappearing: significant only raw. Emerging: significant only whitened.</source>
            <translation>Stabil: in beiden Räumen oder in keinem signifikant. Verschwindend: nur roh signifikant. Entstehend: nur nach Whitening signifikant.</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <source>Mean cosine of the word with the words of %1, raw</source>
            <translation>Mittlerer Kosinus des Wortes mit den Wörtern von %1, roh</translation>
        </message>
        <message>
            <source>cos A (raw)</source>
            <translation>cos A (roh)</translation>
        </message>
        <message>
            <source>cos B (raw)</source>
            <translation>cos B (roh)</translation>
        </message>
        <message>
            <source>%1
(one-sided, → %2)</source>
            <translation>%1
(einseitig, → %2)</translation>
        </message>
        <message>
            <source>%1
(two-sided)</source>
            <translation>%1
(zweiseitig)</translation>
        </message>
        <message>
            <source>One-sided: is the word closer to %1 than to %2? A p near 1 means that it leans towards %2 (d &lt; 0), not that it has no association.</source>
            <translation>Einseitig: Liegt das Wort näher an %1 als an %2? Ein p nahe 1 bedeutet, dass es zu %2 neigt (d &lt; 0), nicht, dass es keine Assoziation hat.</translation>
        </message>
        <message>
            <source>Two-sided: twice the smaller tail, capped at 1.</source>
            <translation>Zweiseitig: das Doppelte des kleineren Endes, höchstens 1.</translation>
        </message>
        <message>
            <source>Two-sided p that %1 is closer to one of %2 and %3 than to the other: %4.</source>
            <translation>Zweiseitiges p dafür, dass %1 näher an einem von %2 und %3 liegt als am anderen: %4.</translation>
        </message>
        <message>
            <source>One-sided p that %1 is closer to %2 than to %3: %4. The other direction (closer to %3): p = %5.</source>
            <translation>Einseitiges p dafür, dass %1 näher an %2 als an %3 liegt: %4. Die andere Richtung (näher an %3): p = %5.</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::SensitivityPage</name>
        <message>
            <source>Bootstrap %1% intervals: raw %2, whitened %3.</source>
            <translation>Bootstrap-%1-%-Intervalle: roh %2, nach Whitening %3.</translation>
        </message>
        <message>
            <source>p &lt; %1</source>
            <translation>p &lt; %1</translation>
        </message>
        <message>
            <source>p = %1</source>
            <translation>p = %1</translation>
        </message>
        <message>
            <source>&amp;Run sensitivity</source>
            <translation>Sensitivität &amp;ausführen</translation>
        </message>
        <message>
            <source>Export figure…</source>
            <translation>Abbildung exportieren…</translation>
        </message>
        <message>
            <source>Export all four…</source>
            <translation>Alle vier exportieren…</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>&amp;Modell:</translation>
        </message>
        <message>
            <source>&amp;Suite:</source>
            <translation>&amp;Suite:</translation>
        </message>
        <message>
            <source>Reference &amp;draws R:</source>
            <translation>Referenz&amp;ziehungen R:</translation>
        </message>
        <message>
            <source>&amp;Bootstrap resamples B:</source>
            <translation>&amp;Bootstrap-Ziehungen B:</translation>
        </message>
        <message>
            <source>&amp;Components k:</source>
            <translation>&amp;Komponenten k:</translation>
        </message>
        <message>
            <source>Epsilon</source>
            <translation>Epsilon</translation>
        </message>
        <message>
            <source>Reference sample</source>
            <translation>Referenzstichprobe</translation>
        </message>
        <message>
            <source>Bootstrap</source>
            <translation>Bootstrap</translation>
        </message>
        <message>
            <source>Components</source>
            <translation>Komponenten</translation>
        </message>
        <message>
            <source>Choose a model and a suite, then run: the effect size over a sweep of ε, over reference samples of other sizes and R random draws, its bootstrap interval over the target words, and its change when each of the top k principal components is projected out.</source>
            <translation>Wählen Sie ein Modell und eine Suite und führen Sie aus: die Effektstärke über eine Variation von ε, über Referenzstichproben anderer Größe und R Zufallsziehungen, ihr Bootstrap-Intervall über die Zielwörter und ihre Änderung, wenn jede der ersten k Hauptkomponenten herausprojiziert wird.</translation>
        </message>
        <message>
            <source>Ready.</source>
            <translation>Bereit.</translation>
        </message>
        <message>
            <source>Sensitivity of %1</source>
            <translation>Sensitivität von %1</translation>
        </message>
        <message>
            <source>%1 could not run on %2: %3</source>
            <translation>%1 konnte auf %2 nicht ausgeführt werden: %3</translation>
        </message>
        <message>
            <source>Done in %1 s.</source>
            <translation>Fertig in %1 s.</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1, %2&lt;/b&gt;: raw d = %3 (%4), whitened d = %5 (%6) at ε = %7 — &lt;b&gt;%8&lt;/b&gt;.</source>
            <translation>&lt;b&gt;%1, %2&lt;/b&gt;: d roh = %3 (%4), d nach Whitening = %5 (%6) bei ε = %7 — &lt;b&gt;%8&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>Whitened result significant at %1 of %2 values of ε from %3 to %4.</source>
            <translation>Ergebnis nach Whitening signifikant bei %1 von %2 Werten von ε zwischen %3 und %4.</translation>
        </message>
        <message>
            <source>Cancel the sensitivity analysis</source>
            <translation>Sensitivitätsanalyse abbrechen</translation>
        </message>
        <message>
            <source>Sensitivity model</source>
            <translation>Modell der Sensitivitätsanalyse</translation>
        </message>
        <message>
            <source>Sensitivity suite</source>
            <translation>Suite der Sensitivitätsanalyse</translation>
        </message>
        <message>
            <source>Reference draws R</source>
            <translation>Referenzziehungen R</translation>
        </message>
        <message>
            <source>Bootstrap resamples B</source>
            <translation>Bootstrap-Ziehungen B</translation>
        </message>
        <message>
            <source>Components k</source>
            <translation>Komponenten k</translation>
        </message>
        <message>
            <source>Sensitivity progress</source>
            <translation>Fortschritt der Sensitivitätsanalyse</translation>
        </message>
        <message>
            <source>Sensitivity status</source>
            <translation>Status der Sensitivitätsanalyse</translation>
        </message>
        <message>
            <source>Sensitivity summary</source>
            <translation>Zusammenfassung der Sensitivitätsanalyse</translation>
        </message>
        <message>
            <source>Sensitivity figures</source>
            <translation>Abbildungen der Sensitivitätsanalyse</translation>
        </message>
        <message>
            <source>The study's options or suites changed since this analysis: run it again to bring it up to date.</source>
            <translation>Optionen oder Suiten der Studie haben sich seit dieser Analyse geändert: Führen Sie sie erneut aus, um sie zu aktualisieren.</translation>
        </message>
        <message>
            <source>Whitening estimated again on %1 reference samples of %2 words each, drawn at random from the %3 words available: whitened d %4 ± %5 (range %6 to %7); the class differs from %8 in %9 of them.</source>
            <translation>Whitening erneut geschätzt auf %1 Referenzstichproben zu je %2 Wörtern, zufällig gezogen aus den %3 verfügbaren Wörtern: d nach Whitening %4 ± %5 (Bereich %6 bis %7); die Klasse weicht in %9 davon von %8 ab.</translation>
        </message>
        <message>
            <source>%1 random reference draws of %2: whitened d %3 ± %4 (range %5 to %6); the class differs from %7 in %8 of them.</source>
            <translation>%1 zufällige Referenzziehungen von %2: d nach Whitening %3 ± %4 (Spannweite %5 bis %6); die Klasse weicht in %8 davon von %7 ab.</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::SimilarityTableModel</name>
        <message>
            <source>%1 of %2 pairs have both words in the vocabulary</source>
            <translation>Bei %1 von %2 Paaren sind beide Wörter im Vokabular</translation>
        </message>
        <message>
            <source>Paired bootstrap, %1 resamples, seed %2</source>
            <translation>Gepaarter Bootstrap, %1 Stichprobenwiederholungen, Startwert %2</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>Benchmark</translation>
        </message>
        <message>
            <source>Pairs used</source>
            <translation>Verwendete Paare</translation>
        </message>
        <message>
            <source>Raw ρ</source>
            <translation>ρ roh</translation>
        </message>
        <message>
            <source>Whitened ρ</source>
            <translation>ρ Whitening</translation>
        </message>
        <message>
            <source>Δρ</source>
            <translation>Δρ</translation>
        </message>
        <message>
            <source>Bootstrap p</source>
            <translation>Bootstrap-p</translation>
        </message>
        <message>
            <source>Spearman rank correlation of cosine similarity with the human scores, raw</source>
            <translation>Spearman-Rangkorrelation der Kosinus-Ähnlichkeit mit den menschlichen Bewertungen, roh</translation>
        </message>
        <message>
            <source>The same after ZCA whitening</source>
            <translation>Dasselbe nach ZCA-Whitening</translation>
        </message>
        <message>
            <source>Whitened ρ minus raw ρ</source>
            <translation>ρ nach Whitening minus ρ roh</translation>
        </message>
        <message>
            <source>Two-sided p of the difference, from a paired bootstrap over pairs</source>
            <translation>Zweiseitiges p der Differenz, aus einem gepaarten Bootstrap über die Paare</translation>
        </message>
        <message>
            <source>No resample of %1 put the difference on the other side of zero: p is below %2, the smallest p other than 0 that so many resamples can give.</source>
            <translation>Keine der %1 Neuziehungen brachte die Differenz auf die andere Seite von null: p liegt unter %2, dem kleinsten p außer 0, das so viele Neuziehungen ergeben können.</translation>
        </message>
        <message>
            <source>%1 of %2 sentence pairs have both sentences among the sentence vectors</source>
            <translation>Bei %1 von %2 Satzpaaren sind beide Sätze unter den Satzvektoren</translation>
        </message>
        <message>
            <source>%1 of %2 sentence pairs have a word of the vocabulary in both sentences</source>
            <translation>Bei %1 von %2 Satzpaaren haben beide Sätze ein Wort aus dem Vokabular</translation>
        </message>
        <message>
            <source>The cosine of the two word vectors</source>
            <translation>Der Kosinus der beiden Wortvektoren</translation>
        </message>
        <message>
            <source>A sentence is the mean of the vectors of its words (letters and digits, looked up as the WEAT words); whitened, the mean of the whitened word vectors</source>
            <translation>Ein Satz ist das Mittel der Vektoren seiner Wörter (Buchstaben und Ziffern, nachgeschlagen wie die WEAT-Wörter); nach Whitening das Mittel der geweißten Wortvektoren</translation>
        </message>
        <message>
            <source>Sentence vectors from %1, matched by the exact text of each sentence and whitened with the model's whitening</source>
            <translation>Satzvektoren aus %1, zugeordnet über den genauen Text jedes Satzes und mit dem Whitening des Modells geweißt</translation>
        </message>
        <message>
            <source>STS-B needs a vector for each sentence: a model that is not static gets none from its word vectors. Add sentence vectors (/sentences and /sentence_vectors) on the Models page.</source>
            <translation>STS-B braucht für jeden Satz einen Vektor: ein nicht statisches Modell erhält keinen aus seinen Wortvektoren. Fügen Sie auf der Seite „Modelle“ Satzvektoren hinzu (/sentences und /sentence_vectors).</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>word vectors</source>
            <translation>Wortvektoren</translation>
        </message>
        <message>
            <source>mean of the word vectors</source>
            <translation>Mittel der Wortvektoren</translation>
        </message>
        <message>
            <source>sentence vectors (%1)</source>
            <translation>Satzvektoren (%1)</translation>
        </message>
        <message>
            <source>not measured: needs sentence vectors</source>
            <translation>nicht gemessen: braucht Satzvektoren</translation>
        </message>
        <message>
            <source>test</source>
            <translation>Test</translation>
        </message>
        <message>
            <source>dev</source>
            <translation>Dev</translation>
        </message>
        <message>
            <source>train</source>
            <translation>Train</translation>
        </message>
        <message>
            <source>Measured with</source>
            <translation>Gemessen mit</translation>
        </message>
        <message>
            <source>What the similarity of a pair is the cosine of</source>
            <translation>Wovon die Ähnlichkeit eines Paares der Kosinus ist</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::StartPage</name>
        <message>
            <source>They hold little beyond the WEAT words (the word2vec subset has no “doctor” or “nurse”), so a suite of your own loses words there. For your own words, add a full model: GloVe 6B from nlp.stanford.edu/projects/glove, for example.</source>
            <translation>Sie enthalten kaum mehr als die WEAT-Wörter (dem word2vec-Auszug fehlen „doctor“ und „nurse“), daher gehen einer eigenen Suite dort Wörter verloren. Für eigene Wörter fügen Sie ein vollständiges Modell hinzu, zum Beispiel GloVe 6B von nlp.stanford.edu/projects/glove.</translation>
        </message>
        <message>
            <source>What the demo models hold</source>
            <translation>Was die Demo-Modelle enthalten</translation>
        </message>
        <message>
            <source>Isoscope</source>
            <translation>Isoscope</translation>
        </message>
        <message>
            <source>Version %1</source>
            <translation>Version %1</translation>
        </message>
        <message>
            <source>Isoscope measures bias in word embeddings with the Word Embedding Association Test (WEAT) of Caliskan, Bryson and Narayanan (2017). In most embeddings all word vectors crowd into a narrow cone, and this shared geometry (anisotropy) can make associations look stronger or weaker than they are. Isoscope therefore runs every test twice, on the vectors as they are and after ZCA whitening, which removes that geometry, and reports both results side by side, as “Calibrating WEAT Against Anisotropy” (AIES 2026) recommends.</source>
            <translation>Isoscope misst Verzerrungen (Bias) in Worteinbettungen mit dem Word Embedding Association Test (WEAT) von Caliskan, Bryson und Narayanan (2017). In den meisten Einbettungen drängen sich alle Wortvektoren in einem engen Kegel, und diese gemeinsame Geometrie (Anisotropie) kann Assoziationen stärker oder schwächer erscheinen lassen, als sie sind. Isoscope führt daher jeden Test zweimal aus, auf den Vektoren, wie sie sind, und nach ZCA-Whitening, das diese Geometrie entfernt, und stellt beide Ergebnisse nebeneinander, wie es „Calibrating WEAT Against Anisotropy“ (AIES 2026) empfiehlt.</translation>
        </message>
        <message>
            <source>Open the &amp;demo study</source>
            <translation>&amp;Demo-Studie öffnen</translation>
        </message>
        <message>
            <source>The two demo models with the ten built-in suites and the paper's settings, ready to run</source>
            <translation>Die zwei Demo-Modelle mit den zehn eingebauten Suiten und den Einstellungen des Artikels, bereit zum Ausführen</translation>
        </message>
        <message>
            <source>&amp;New study</source>
            <translation>&amp;Neue Studie</translation>
        </message>
        <message>
            <source>&amp;Open study…</source>
            <translation>Studie ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Built-in WEAT suites</source>
            <translation>Eingebaute WEAT-Suiten</translation>
        </message>
        <message>
            <source>The ten tests of Caliskan et al. (2017). Each compares two target word sets, X and Y, with two attribute word sets, A and B; the last four columns give the number of words in each set.</source>
            <translation>Die zehn Tests von Caliskan et al. (2017). Jeder vergleicht zwei Zielwortmengen, X und Y, mit zwei Attributwortmengen, A und B; die letzten vier Spalten geben die Anzahl der Wörter jeder Menge an.</translation>
        </message>
        <message>
            <source>Demo models</source>
            <translation>Demo-Modelle</translation>
        </message>
        <message>
            <source>Two small subsets of real embeddings, GloVe 6B and word2vec Google News, that cover the WEAT words and come with Isoscope for trying it out. PROVENANCE.md in the data folder says where they come from.</source>
            <translation>Zwei kleine Ausschnitte echter Einbettungen, GloVe 6B und word2vec Google News, die die WEAT-Wörter abdecken und zum Ausprobieren mit Isoscope kommen. PROVENANCE.md im Datenordner sagt, woher sie stammen.</translation>
        </message>
        <message>
            <source>Recent studies: %1</source>
            <translation>Zuletzt geöffnete Studien: %1</translation>
        </message>
        <message>
            <source>The built-in data (WEAT suites, benchmarks, demo models) was not found. Isoscope looks in the folder named by the environment variable ISOSCOPE_DATA_DIR, then in share/isoscope next to the program's folder, then where Isoscope was installed. Reinstall Isoscope, or set ISOSCOPE_DATA_DIR to the folder that holds suites/weat_suites.json.</source>
            <translation>Die eingebauten Daten (WEAT-Suiten, Benchmarks, Demo-Modelle) wurden nicht gefunden. Isoscope sucht im Ordner, den die Umgebungsvariable ISOSCOPE_DATA_DIR nennt, dann in share/isoscope neben dem Programmordner, dann dort, wo Isoscope installiert wurde. Installieren Sie Isoscope neu oder setzen Sie ISOSCOPE_DATA_DIR auf den Ordner, der suites/weat_suites.json enthält.</translation>
        </message>
        <message>
            <source>Built-in data: %1</source>
            <translation>Eingebaute Daten: %1</translation>
        </message>
        <message>
            <source>The built-in suites could not be read. %1</source>
            <translation>Die eingebauten Suiten konnten nicht gelesen werden. %1</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Wird geladen…</translation>
        </message>
        <message>
            <source>The demo model %1 could not be read. %2</source>
            <translation>Das Demo-Modell %1 konnte nicht gelesen werden. %2</translation>
        </message>
        <message>
            <source>The demo models could not be read. %1</source>
            <translation>Die Demo-Modelle konnten nicht gelesen werden. %1</translation>
        </message>
        <message>
            <source>&amp;Lesson…</source>
            <translation>&amp;Lektion…</translation>
        </message>
        <message>
            <source>A guided lesson on the demo models, for a class that has never heard of WEAT</source>
            <translation>Eine geführte Lektion mit den Demo-Modellen, für eine Klasse, die noch nie von WEAT gehört hat</translation>
        </message>
        <message>
            <source>Anisotropy &amp;playground…</source>
            <translation>Anisotropie-&amp;Spielwiese…</translation>
        </message>
        <message>
            <source>Drag the points of a toy embedding and watch the cosines before and after whitening</source>
            <translation>Ziehen Sie die Punkte eines Spielzeug-Embeddings und beobachten Sie die Kosinus vor und nach dem Whitening</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::Study</name>
        <message>
            <source>model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Untitled study</source>
            <translation>Unbenannte Studie</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::SuiteTableModel</name>
        <message numerus="yes">
            <source>%1: %n word(s)</source>
            <translation>
                <numerusform>%1: %n Wort</numerusform>
                <numerusform>%1: %n Wörter</numerusform>
            </translation>
        </message>
        <message>
            <source>ID</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>|X|</source>
            <translation>|X|</translation>
        </message>
        <message>
            <source>|Y|</source>
            <translation>|Y|</translation>
        </message>
        <message>
            <source>|A|</source>
            <translation>|A|</translation>
        </message>
        <message>
            <source>|B|</source>
            <translation>|B|</translation>
        </message>
        <message>
            <source>Words in the first target set, X</source>
            <translation>Wörter in der ersten Zielmenge, X</translation>
        </message>
        <message>
            <source>Words in the second target set, Y</source>
            <translation>Wörter in der zweiten Zielmenge, Y</translation>
        </message>
        <message>
            <source>Words in the first attribute set, A</source>
            <translation>Wörter in der ersten Attributmenge, A</translation>
        </message>
        <message>
            <source>Words in the second attribute set, B</source>
            <translation>Wörter in der zweiten Attributmenge, B</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::SuitesPanel</name>
        <message>
            <source>Suites of the study</source>
            <translation>Suiten der Studie</translation>
        </message>
        <message>
            <source>&amp;New suite</source>
            <translation>&amp;Neue Suite</translation>
        </message>
        <message>
            <source>Start an empty suite of your own</source>
            <translation>Eine leere eigene Suite beginnen</translation>
        </message>
        <message>
            <source>D&amp;uplicate</source>
            <translation>D&amp;uplizieren</translation>
        </message>
        <message>
            <source>Copy the selected suite into one of your own that you can edit</source>
            <translation>Die gewählte Suite in eine eigene kopieren, die Sie bearbeiten können</translation>
        </message>
        <message>
            <source>De&amp;lete</source>
            <translation>&amp;Löschen</translation>
        </message>
        <message>
            <source>Delete the selected suite of your own (built-in suites stay)</source>
            <translation>Die gewählte eigene Suite löschen (eingebaute Suiten bleiben)</translation>
        </message>
        <message>
            <source>&amp;Import JSON…</source>
            <translation>JSON &amp;importieren…</translation>
        </message>
        <message>
            <source>Add suites from a JSON file in the layout of the built-in suites</source>
            <translation>Suiten aus einer JSON-Datei im Aufbau der eingebauten Suiten hinzufügen</translation>
        </message>
        <message>
            <source>&amp;Export JSON…</source>
            <translation>JSON &amp;exportieren…</translation>
        </message>
        <message>
            <source>Save your own suites to a JSON file</source>
            <translation>Ihre eigenen Suiten in einer JSON-Datei speichern</translation>
        </message>
        <message>
            <source>Suite id</source>
            <translation>Kennung der Suite</translation>
        </message>
        <message>
            <source>A short unique name, such as W1 or U1; it also seeds the suite's random partitions</source>
            <translation>Ein kurzer eindeutiger Name wie W1 oder U1; er bestimmt auch den Startwert der zufälligen Partitionen der Suite</translation>
        </message>
        <message>
            <source>Suite name</source>
            <translation>Name der Suite</translation>
        </message>
        <message>
            <source>Suite category</source>
            <translation>Kategorie der Suite</translation>
        </message>
        <message>
            <source>For grouping results, such as Gender or Race</source>
            <translation>Zum Gruppieren der Ergebnisse, etwa Gender oder Race</translation>
        </message>
        <message>
            <source>I&amp;d:</source>
            <translation>Ken&amp;nung:</translation>
        </message>
        <message>
            <source>Na&amp;me:</source>
            <translation>Na&amp;me:</translation>
        </message>
        <message>
            <source>Ca&amp;tegory:</source>
            <translation>&amp;Kategorie:</translation>
        </message>
        <message>
            <source>Mark words missing in:</source>
            <translation>Fehlende Wörter markieren in:</translation>
        </message>
        <message>
            <source>Target X</source>
            <translation>Ziel X</translation>
        </message>
        <message>
            <source>Target Y</source>
            <translation>Ziel Y</translation>
        </message>
        <message>
            <source>Attribute A</source>
            <translation>Attribut A</translation>
        </message>
        <message>
            <source>Attribute B</source>
            <translation>Attribut B</translation>
        </message>
        <message>
            <source>Name of the set</source>
            <translation>Name der Menge</translation>
        </message>
        <message>
            <source>%1: name</source>
            <translation>%1: Name</translation>
        </message>
        <message>
            <source>%1: words</source>
            <translation>%1: Wörter</translation>
        </message>
        <message>
            <source>Words separated by commas or line breaks; those a checked model lacks are underlined in red</source>
            <translation>Wörter, getrennt durch Kommas oder Zeilenumbrüche; die einem angehakten Modell fehlenden werden rot unterstrichen</translation>
        </message>
        <message>
            <source>&lt;b&gt;Built-in suite&lt;/b&gt;, read-only: Caliskan et al. (2017). Duplicate it to make a version you can edit.</source>
            <translation>&lt;b&gt;Eingebaute Suite&lt;/b&gt;, schreibgeschützt: Caliskan et al. (2017). Duplizieren Sie sie, um eine bearbeitbare Fassung zu erhalten.</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>&lt;br&gt;Published d: %1</source>
            <translation>&lt;br&gt;Veröffentlichtes d: %1</translation>
        </message>
        <message>
            <source>&lt;p&gt;Source: %1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
            <translation>&lt;p&gt;Quelle: %1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your suite&lt;/b&gt;, saved with the study. Changes apply as you type.</source>
            <translation>&lt;b&gt;Ihre Suite&lt;/b&gt;, wird mit der Studie gespeichert. Änderungen gelten sofort beim Tippen.</translation>
        </message>
        <message>
            <source>My suite</source>
            <translation>Meine Suite</translation>
        </message>
        <message>
            <source>%1 (copy)</source>
            <translation>%1 (Kopie)</translation>
        </message>
        <message>
            <source>Import suites</source>
            <translation>Suiten importieren</translation>
        </message>
        <message>
            <source>JSON files (*.json);;All files (*)</source>
            <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Could not import.&lt;/b&gt; %1</source>
            <translation>&lt;b&gt;Import nicht möglich.&lt;/b&gt; %1</translation>
        </message>
        <message>
            <source>Export your suites</source>
            <translation>Ihre Suiten exportieren</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>JSON-Dateien (*.json)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Could not export.&lt;/b&gt; %1</source>
            <translation>&lt;b&gt;Export nicht möglich.&lt;/b&gt; %1</translation>
        </message>
        <message>
            <source>Underline the words that %1 does not have</source>
            <translation>Die Wörter unterstreichen, die %1 nicht hat</translation>
        </message>
        <message>
            <source>%1 lacks %2</source>
            <translation>%1 fehlen %2</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::UserGuideWindow</name>
        <message>
            <source>Isoscope User Guide</source>
            <translation>Isoscope-Benutzerhandbuch</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Inhalt</translation>
        </message>
        <message>
            <source>(no data folder found)</source>
            <translation>(kein Datenordner gefunden)</translation>
        </message>
        <message>
            <source>&lt;h2&gt;The user guide was not found&lt;/h2&gt;&lt;p&gt;Isoscope installs it as &lt;tt&gt;user-guide.md&lt;/tt&gt; in the &lt;tt&gt;doc&lt;/tt&gt; folder of its data folder, %1, but there is no such file there. Reinstalling Isoscope puts it back; it is also in the source repository as &lt;tt&gt;docs/user-guide.md&lt;/tt&gt;.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Das Benutzerhandbuch wurde nicht gefunden&lt;/h2&gt;&lt;p&gt;Isoscope installiert es als &lt;tt&gt;user-guide.md&lt;/tt&gt; im Ordner &lt;tt&gt;doc&lt;/tt&gt; seines Datenordners, %1, aber dort gibt es keine solche Datei. Eine Neuinstallation von Isoscope legt sie wieder an; sie liegt auch im Quellrepository als &lt;tt&gt;docs/user-guide.md&lt;/tt&gt;.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::WeatTableModel</name>
        <message>
            <source>Words used: X %1, Y %2, A %3, B %4</source>
            <translation>Verwendete Wörter: X %1, Y %2, A %3, B %4</translation>
        </message>
        <message>
            <source>This suite could not run: %1</source>
            <translation>Diese Suite konnte nicht ausgeführt werden: %1</translation>
        </message>
        <message>
            <source>Significance at alpha %1, raw and whitened</source>
            <translation>Signifikanz bei Alpha %1, roh und nach Whitening</translation>
        </message>
        <message>
            <source>Needs d in both spaces</source>
            <translation>Braucht d in beiden Räumen</translation>
        </message>
        <message>
            <source>d whitened − d raw = %1 (substantial above %2)</source>
            <translation>d nach Whitening − d roh = %1 (deutlich über %2)</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Substantial</source>
            <translation>Deutlich</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>Suite</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Verschiebung</translation>
        </message>
        <message>
            <source>Words of each set found in the model</source>
            <translation>Im Modell gefundene Wörter jeder Menge</translation>
        </message>
        <message>
            <source>Effect size d on the vectors as they are</source>
            <translation>Effektstärke d auf den Vektoren, wie sie sind</translation>
        </message>
        <message>
            <source>Permutation p-value on the vectors as they are</source>
            <translation>p-Wert des Permutationstests auf den Vektoren, wie sie sind</translation>
        </message>
        <message>
            <source>Effect size d after ZCA whitening</source>
            <translation>Effektstärke d nach ZCA-Whitening</translation>
        </message>
        <message>
            <source>Permutation p-value after ZCA whitening</source>
            <translation>p-Wert des Permutationstests nach ZCA-Whitening</translation>
        </message>
        <message>
            <source>Stable: significant in both spaces or in neither. Disappearing: significant only raw. Emerging: significant only whitened.</source>
            <translation>Stabil: in beiden Räumen signifikant oder in keinem. Verschwindend: nur roh signifikant. Entstehend: nur nach Whitening signifikant.</translation>
        </message>
        <message>
            <source>|d whitened − d raw| is larger than 0.5</source>
            <translation>|d nach Whitening − d roh| ist größer als 0,5</translation>
        </message>
        <message>
            <source>Significance of the adjusted p at alpha %1, raw and whitened</source>
            <translation>Signifikanz des angepassten p bei Alpha %1, roh und nach Whitening</translation>
        </message>
        <message>
            <source>p adjusted by Holm's step-down method across the suites of the model (family-wise error)</source>
            <translation>p nach Holms schrittweisem Verfahren über die Testreihen des Modells angepasst (familienweiser Fehler)</translation>
        </message>
        <message>
            <source>p adjusted by the Benjamini-Hochberg method across the suites of the model (false discovery rate)</source>
            <translation>p nach dem Benjamini-Hochberg-Verfahren über die Testreihen des Modells angepasst (Falscherkennungsrate)</translation>
        </message>
        <message numerus="yes">
            <source>Undefined: fewer than two of the %n resamples have a defined d</source>
            <translation>
                <numerusform>Nicht definiert: Weniger als zwei der %n Resamples haben ein definiertes d</numerusform>
                <numerusform>Nicht definiert: Weniger als zwei der %n Resamples haben ein definiertes d</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 bootstrap interval of d from %2 resamples of the words of X and Y (percentile method); bootstrap standard error %3</source>
            <translation>%1-Bootstrap-Intervall von d aus %2 Resamples der Wörter von X und Y (Perzentilmethode); Bootstrap-Standardfehler %3</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>nicht definiert</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Roh</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>Nach Whitening</translation>
        </message>
        <message>
            <source>%1 d CI low</source>
            <translation>%1 d KI unten</translation>
        </message>
        <message>
            <source>%1 d CI high</source>
            <translation>%1 d KI oben</translation>
        </message>
        <message>
            <source>|X|/|Y|/
|A|/|B|</source>
            <translation>|X|/|Y|/
|A|/|B|</translation>
        </message>
        <message>
            <source>Raw
d</source>
            <translation>d
roh</translation>
        </message>
        <message>
            <source>Raw d
%1 CI</source>
            <translation>d roh
%1-KI</translation>
        </message>
        <message>
            <source>Whitened d
%1 CI</source>
            <translation>d Whitening
%1-KI</translation>
        </message>
        <message>
            <source>Raw
p</source>
            <translation>p
roh</translation>
        </message>
        <message>
            <source>Whitened
d</source>
            <translation>d
Whitening</translation>
        </message>
        <message>
            <source>Whitened
p</source>
            <translation>p
Whitening</translation>
        </message>
        <message>
            <source>Raw p
(Holm)</source>
            <translation>p roh
(Holm)</translation>
        </message>
        <message>
            <source>Raw p
(BH)</source>
            <translation>p roh
(BH)</translation>
        </message>
        <message>
            <source>Whitened p
(Holm)</source>
            <translation>p Whitening
(Holm)</translation>
        </message>
        <message>
            <source>Whitened p
(BH)</source>
            <translation>p Whitening
(BH)</translation>
        </message>
        <message>
            <source>%1 bootstrap confidence interval of %2 d: the words of X and Y resampled with replacement %3 times (the same resamples raw and whitened), d recomputed from their associations, percentile interval. It shows how much d depends on the particular target words; it is not a test of d = 0 (the permutation p is).</source>
            <translation>%1-Bootstrap-Konfidenzintervall von d %2: Die Wörter von X und Y %3-mal mit Zurücklegen neu gezogen (roh und nach Whitening dieselben Resamples), d aus ihren Assoziationen neu berechnet, Perzentilintervall. Es zeigt, wie sehr d von den gewählten Zielwörtern abhängt; es ist kein Test auf d = 0 (das ist das Permutations-p).</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>roh</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>nach Whitening</translation>
        </message>
        <message>
            <source>None of the %1 random partitions was as extreme as the observed one: p is below %2, the smallest p that so many partitions can give.</source>
            <translation>Keine der %1 zufälligen Partitionen war so extrem wie die beobachtete: p liegt unter %2, dem kleinsten p, das so viele Partitionen ergeben können.</translation>
        </message>
        <message>
            <source>Substantial, sign flip</source>
            <translation>Deutlich, Vorzeichenwechsel</translation>
        </message>
        <message>
            <source>Sign flip</source>
            <translation>Vorzeichenwechsel</translation>
        </message>
        <message>
            <source>Substantial shift</source>
            <translation>Deutliche Verschiebung</translation>
        </message>
        <message>
            <source>Whitened d and p are not computed yet for the current settings: press Run. The raw columns are computed and still valid.</source>
            <translation>Whitened d und p sind für die aktuellen Einstellungen noch nicht berechnet: Drücken Sie „Ausführen“. Die Spalten der rohen Werte sind berechnet und weiterhin gültig.</translation>
        </message>
        <message>
            <source>Not computed yet</source>
            <translation>Noch nicht berechnet</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::WordAssociationModel</name>
        <message>
            <source>X</source>
            <translation>X</translation>
        </message>
        <message>
            <source>Y</source>
            <translation>Y</translation>
        </message>
        <message>
            <source>Word</source>
            <translation>Wort</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Menge</translation>
        </message>
        <message>
            <source>s(w)
raw</source>
            <translation>s(w)
roh</translation>
        </message>
        <message>
            <source>s(w)
whitened</source>
            <translation>s(w)
Whitening</translation>
        </message>
        <message>
            <source>s(w, A, B): mean cosine with the words of A minus mean cosine with the words of B</source>
            <translation>s(w, A, B): mittlerer Kosinus mit den Wörtern von A minus mittlerer Kosinus mit den Wörtern von B</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::numberformat</name>
        <message>
            <source>Valence</source>
            <translation>Valenz</translation>
        </message>
        <message>
            <source>Race</source>
            <translation>Herkunft</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>Geschlecht</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>Gesundheit</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>Alter</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>nicht definiert</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Stable</source>
            <translation>Stabil</translation>
        </message>
        <message>
            <source>Disappearing</source>
            <translation>Verschwindend</translation>
        </message>
        <message>
            <source>Emerging</source>
            <translation>Entstehend</translation>
        </message>
        <message>
            <source>Not run</source>
            <translation>Nicht ausgeführt</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>Measures bias in word embeddings (WEAT), with and without ZCA whitening.</source>
            <translation>Misst Verzerrungen in Worteinbettungen (WEAT), mit und ohne ZCA-Whitening.</translation>
        </message>
        <message>
            <source>Displays version information.</source>
            <translation>Zeigt die Versionsinformation an.</translation>
        </message>
        <message>
            <source>unexpected argument '%1': one study at a time (see isoscope --help)</source>
            <translation>unerwartetes Argument ‚%1‘: eine Studie auf einmal (siehe isoscope --help)</translation>
        </message>
        <message>
            <source>A study (.isoscope) to open, as File &gt; Open Study does.</source>
            <translation>Eine zu öffnende Studie (.isoscope), wie mit Datei &gt; Studie öffnen.</translation>
        </message>
        <message>
            <source>an option is missing its value (see isoscope --help)</source>
            <translation>einer Option fehlt ihr Wert (siehe isoscope --help)</translation>
        </message>
        <message>
            <source>Opens the window, the user guide and the demo study, runs it, prints what was checked and quits (exit status 0 when all is well).</source>
            <translation>Öffnet das Fenster, das Benutzerhandbuch und die Demo-Studie, führt sie aus, gibt aus, was geprüft wurde, und beendet sich (Exit-Status 0, wenn alles in Ordnung ist).</translation>
        </message>
    </context>
    <context>
        <name>tableexport</name>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV-Dateien (*.csv)</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>JSON-Dateien (*.json)</translation>
        </message>
        <message>
            <source>LaTeX files (*.tex)</source>
            <translation>LaTeX-Dateien (*.tex)</translation>
        </message>
        <message>
            <source>Export table</source>
            <translation>Tabelle exportieren</translation>
        </message>
        <message>
            <source>Could not write %1: %2</source>
            <translation>%1 konnte nicht geschrieben werden: %2</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::Job</name>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>The job stopped with an internal error: %1</source>
            <translation>Der Auftrag wurde durch einen internen Fehler beendet: %1</translation>
        </message>
        <message>
            <source>The job stopped with an internal error of an unknown kind.</source>
            <translation>Der Auftrag wurde durch einen internen Fehler unbekannter Art beendet.</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::OutOfDateBanner</name>
        <message>
            <source>Run</source>
            <translation>Ausführen</translation>
        </message>
        <message>
            <source>Run what is not computed yet</source>
            <translation>Ausführen, was noch nicht berechnet ist</translation>
        </message>
        <message>
            <source>Compute what is missing for the current models, suites and options (Ctrl+R)</source>
            <translation>Berechnet, was für die aktuellen Modelle, Testreihen und Optionen fehlt (Strg+R)</translation>
        </message>
        <message>
            <source>%1 %2 → %3</source>
            <translation>%1 %2 → %3</translation>
        </message>
        <message>
            <source>reference sample</source>
            <translation>Referenzstichprobe</translation>
        </message>
        <message>
            <source>epsilon</source>
            <translation>Epsilon</translation>
        </message>
        <message>
            <source>permutations</source>
            <translation>Permutationen</translation>
        </message>
        <message>
            <source>exact limit</source>
            <translation>Grenze für den exakten Test</translation>
        </message>
        <message>
            <source>seed</source>
            <translation>Startwert</translation>
        </message>
        <message>
            <source>tie rule</source>
            <translation>Regel für Gleichstände</translation>
        </message>
        <message>
            <source>one-sided</source>
            <translation>einseitig</translation>
        </message>
        <message>
            <source>two-sided</source>
            <translation>zweiseitig</translation>
        </message>
        <message>
            <source>p</source>
            <translation>p</translation>
        </message>
        <message>
            <source>word-similarity benchmarks switched on</source>
            <translation>Wortähnlichkeits-Benchmarks eingeschaltet</translation>
        </message>
        <message>
            <source>word-similarity benchmarks switched off</source>
            <translation>Wortähnlichkeits-Benchmarks ausgeschaltet</translation>
        </message>
        <message numerus="yes">
            <source>%n WEAT result(s) on %1</source>
            <translation>
                <numerusform>%n WEAT-Ergebnis für %1</numerusform>
                <numerusform>%n WEAT-Ergebnisse für %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n model(s)</source>
            <translation>
                <numerusform>%n Modell</numerusform>
                <numerusform>%n Modelle</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the anisotropy of %n model(s)</source>
            <translation>
                <numerusform>die Anisotropie von %n Modell</numerusform>
                <numerusform>die Anisotropie von %n Modellen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n word-similarity result(s)</source>
            <translation>
                <numerusform>%n Wortähnlichkeits-Ergebnis</numerusform>
                <numerusform>%n Wortähnlichkeits-Ergebnisse</numerusform>
            </translation>
        </message>
        <message>
            <source>Not computed yet for the current models, suites and options: %1. Press Run to compute them; what is computed already is kept.</source>
            <translation>Für die aktuellen Modelle, Testreihen und Optionen noch nicht berechnet: %1. Klicken Sie auf „Ausführen“, um sie zu berechnen; bereits Berechnetes bleibt erhalten.</translation>
        </message>
        <message>
            <source>Changed since the last run: %1. Not computed yet for these settings: %2. Press Run to compute them; what is computed already is kept.</source>
            <translation>Seit dem letzten Lauf geändert: %1. Für diese Einstellungen noch nicht berechnet: %2. Klicken Sie auf „Ausführen“, um sie zu berechnen; bereits Berechnetes bleibt erhalten.</translation>
        </message>
        <message>
            <source>Model file changed since the study's results were computed, for %1: those results are not shown.</source>
            <translation>Modelldatei seit der Berechnung der Ergebnisse der Studie geändert, für %1: Diese Ergebnisse werden nicht angezeigt.</translation>
        </message>
        <message>
            <source>Results not verified, for %1: the study was saved without the content hash of the model file, so they cannot be checked against it and are not shown.</source>
            <translation>Ergebnisse nicht geprüft, für %1: Die Studie wurde ohne den Inhalts-Hash der Modelldatei gespeichert, daher können sie nicht mit ihr abgeglichen werden und werden nicht angezeigt.</translation>
        </message>
        <message>
            <source>STS-B split</source>
            <translation>STS-B-Teil</translation>
        </message>
        <message>
            <source>train</source>
            <translation>Train</translation>
        </message>
        <message>
            <source>dev</source>
            <translation>Dev</translation>
        </message>
        <message>
            <source>test</source>
            <translation>Test</translation>
        </message>
    </context>
    <context>
        <name>MeasureText</name>
        <message>
            <source>WEAT (word embedding association test)</source>
            <translation>WEAT (Worteinbettungs-Assoziationstest)</translation>
        </message>
        <message>
            <source>RND (relative norm distance)</source>
            <translation>RND (relative Normdistanz)</translation>
        </message>
        <message>
            <source>MAC (mean average cosine distance)</source>
            <translation>MAC (mittlere durchschnittliche Kosinusdistanz)</translation>
        </message>
        <message>
            <source>ECT (embedding coherence test)</source>
            <translation>ECT (Einbettungs-Kohärenztest)</translation>
        </message>
        <message>
            <source>RIPA (relational inner product association)</source>
            <translation>RIPA (relationale Skalarprodukt-Assoziation)</translation>
        </message>
        <message>
            <source>RNSB (relative negative sentiment bias)</source>
            <translation>RNSB (relative negative Sentiment-Verzerrung)</translation>
        </message>
        <message>
            <source>WEAT effect size d (Caliskan et al. 2017): closer to 0 is less biased; positive means X is closer to A and Y to B.</source>
            <translation>WEAT-Effektstärke d (Caliskan et al. 2017): näher an 0 ist weniger verzerrt; positiv heißt, X liegt näher an A und Y an B.</translation>
        </message>
        <message>
            <source>RND (Garg et al. 2018), for X and Y with respect to each attribute set: the mean over its words of the distance to the mean of X minus the distance to the mean of Y. Smaller (closer to 0) is less biased; positive means the attribute words are nearer Y, negative nearer X.</source>
            <translation>RND (Garg et al. 2018), für X und Y bezüglich jeder Attributmenge: der Mittelwert über ihre Wörter des Abstands zum Mittel von X minus des Abstands zum Mittel von Y. Kleiner (näher an 0) ist weniger verzerrt; positiv heißt, die Attributwörter liegen näher an Y, negativ näher an X.</translation>
        </message>
        <message>
            <source>MAC (Manzini et al. 2019): the mean cosine distance of every target word to each attribute set. Closer to 1 (no association on average) is less biased; below 1 the targets lean towards the attributes.</source>
            <translation>MAC (Manzini et al. 2019): die mittlere Kosinusdistanz jedes Zielworts zu jeder Attributmenge. Näher an 1 (im Mittel keine Assoziation) ist weniger verzerrt; unter 1 neigen die Ziele zu den Attributen.</translation>
        </message>
        <message>
            <source>ECT (Dev and Phillips 2019), for each attribute set: Spearman's correlation between the attribute words' cosines with the mean of X and with the mean of Y. Closer to 1 is less biased (both target groups order the attributes alike).</source>
            <translation>ECT (Dev und Phillips 2019), für jede Attributmenge: Spearmans Korrelation zwischen den Kosinuswerten der Attributwörter mit dem Mittel von X und mit dem Mittel von Y. Näher an 1 ist weniger verzerrt (beide Zielgruppen ordnen die Attribute gleich).</translation>
        </message>
        <message>
            <source>RIPA (Ethayarajh et al. 2019), for each attribute set: the mean projection of its words on the normalized differences of the pairs (x_i, y_i). Closer to 0 is less biased; positive means the attribute words lean towards X.</source>
            <translation>RIPA (Ethayarajh et al. 2019), für jede Attributmenge: die mittlere Projektion ihrer Wörter auf die normierten Differenzen der Paare (x_i, y_i). Näher an 0 ist weniger verzerrt; positiv heißt, die Attributwörter neigen zu X.</translation>
        </message>
        <message>
            <source>RNSB (Sweeney and Najafian 2019): a logistic regression learns A against B, and RNSB is the divergence of the target words' probabilities of B from the uniform distribution. Closer to 0 is less biased.</source>
            <translation>RNSB (Sweeney und Najafian 2019): eine logistische Regression lernt A gegen B, und RNSB ist die Divergenz der Wahrscheinlichkeiten der Zielwörter für B von der Gleichverteilung. Näher an 0 ist weniger verzerrt.</translation>
        </message>
        <message>
            <source>closer to 0 is less biased</source>
            <translation>näher an 0 ist weniger verzerrt</translation>
        </message>
        <message>
            <source>closer to 1 is less biased</source>
            <translation>näher an 1 ist weniger verzerrt</translation>
        </message>
        <message>
            <source>whole suite</source>
            <translation>ganze Suite</translation>
        </message>
        <message>
            <source>wrt %1</source>
            <translation>bzgl. %1</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>nicht definiert</translation>
        </message>
        <message>
            <source>the same</source>
            <translation>gleich</translation>
        </message>
        <message>
            <source>less biased</source>
            <translation>weniger verzerrt</translation>
        </message>
        <message>
            <source>more biased</source>
            <translation>stärker verzerrt</translation>
        </message>
        <message>
            <source>the attribute set has fewer than two words, so there is no order to compare</source>
            <translation>die Attributmenge hat weniger als zwei Wörter, es gibt also keine Reihenfolge zu vergleichen</translation>
        </message>
        <message>
            <source>the cosines of one target set are all equal, so their ranks do not correlate</source>
            <translation>die Kosinuswerte einer Zielmenge sind alle gleich, ihre Ränge korrelieren also nicht</translation>
        </message>
        <message>
            <source>no pair of target words has both words in the vocabulary</source>
            <translation>kein Paar von Zielwörtern hat beide Wörter im Vokabular</translation>
        </message>
        <message>
            <source>a pair of target words has the same vector twice, so its difference has no direction</source>
            <translation>ein Paar von Zielwörtern hat zweimal denselben Vektor, seine Differenz hat also keine Richtung</translation>
        </message>
        <message>
            <source>not computed</source>
            <translation>nicht berechnet</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::MeasureTableModel</name>
        <message>
            <source>This suite could not run: %1</source>
            <translation>Diese Suite konnte nicht laufen: %1</translation>
        </message>
        <message>
            <source>Undefined: %1</source>
            <translation>Nicht definiert: %1</translation>
        </message>
        <message>
            <source>%1 − raw = %2</source>
            <translation>%1 − roh = %2</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>nicht ausgeführt</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>Suite</translation>
        </message>
        <message>
            <source>Subquery</source>
            <translation>Teilabfrage</translation>
        </message>
        <message>
            <source>%1
%2</source>
            <translation>%1
%2</translation>
        </message>
        <message>
            <source>%1
vs raw</source>
            <translation>%1
gegen roh</translation>
        </message>
        <message>
            <source>RND, ECT and RIPA take X and Y with one attribute set at a time (WEFE's subqueries); MAC and RNSB take the whole suite</source>
            <translation>RND, ECT und RIPA nehmen X und Y mit jeweils einer Attributmenge (die Teilabfragen von WEFE); MAC und RNSB nehmen die ganze Suite</translation>
        </message>
        <message>
            <source>Whether this space's value is nearer the unbiased value than the raw one (%1)</source>
            <translation>Ob der Wert dieses Raums näher am unverzerrten Wert liegt als der rohe (%1)</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::MeasureWordModel</name>
        <message>
            <source>Raw distance to X
minus to Y</source>
            <translation>Roh: Abstand zu X
minus zu Y</translation>
        </message>
        <message>
            <source>Whitened distance to X
minus to Y</source>
            <translation>Nach Whitening: Abstand zu X
minus zu Y</translation>
        </message>
        <message>
            <source>Raw mean distance
to A</source>
            <translation>Roh: mittlere Distanz
zu A</translation>
        </message>
        <message>
            <source>Raw mean distance
to B</source>
            <translation>Roh: mittlere Distanz
zu B</translation>
        </message>
        <message>
            <source>Whitened mean distance
to A</source>
            <translation>Nach Whitening: mittlere Distanz
zu A</translation>
        </message>
        <message>
            <source>Whitened mean distance
to B</source>
            <translation>Nach Whitening: mittlere Distanz
zu B</translation>
        </message>
        <message>
            <source>Raw cosine with
mean of X</source>
            <translation>Roh: Kosinus mit
Mittel von X</translation>
        </message>
        <message>
            <source>Raw cosine with
mean of Y</source>
            <translation>Roh: Kosinus mit
Mittel von Y</translation>
        </message>
        <message>
            <source>Whitened cosine with
mean of X</source>
            <translation>Nach Whitening: Kosinus mit
Mittel von X</translation>
        </message>
        <message>
            <source>Whitened cosine with
mean of Y</source>
            <translation>Nach Whitening: Kosinus mit
Mittel von Y</translation>
        </message>
        <message>
            <source>Raw score</source>
            <translation>Roher Wert</translation>
        </message>
        <message>
            <source>Raw SD
over the pairs</source>
            <translation>Rohe SD
über die Paare</translation>
        </message>
        <message>
            <source>Whitened score</source>
            <translation>Wert nach Whitening</translation>
        </message>
        <message>
            <source>Whitened SD
over the pairs</source>
            <translation>SD über die Paare
nach Whitening</translation>
        </message>
        <message>
            <source>Raw probability
of B</source>
            <translation>Rohe Wahrscheinlichkeit
für B</translation>
        </message>
        <message>
            <source>Whitened probability
of B</source>
            <translation>Wahrscheinlichkeit für B
nach Whitening</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Menge</translation>
        </message>
        <message>
            <source>Word</source>
            <translation>Wort</translation>
        </message>
    </context>
    <context>
        <name>ReportDocument</name>
        <message>
            <source>cannot create a temporary folder for the figures</source>
            <translation>kann keinen temporären Ordner für die Abbildungen anlegen</translation>
        </message>
        <message>
            <source>cannot read back %1</source>
            <translation>kann %1 nicht zurücklesen</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1: the ODF writer failed</source>
            <translation>%1: das Schreiben als ODF ist fehlgeschlagen</translation>
        </message>
    </context>
    <context>
        <name>ReportText</name>
        <message>
            <source>%1 of the %2 combinations could not be computed, because a word set was left without words (see Method).</source>
            <translation>%1 der %2 Kombinationen konnten nicht berechnet werden, weil eine Wortmenge ohne Wörter blieb (siehe Methode).</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>%1, and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <source>Stable</source>
            <translation>Stabil</translation>
        </message>
        <message>
            <source>Disappearing</source>
            <translation>Verschwindend</translation>
        </message>
        <message>
            <source>Emerging</source>
            <translation>Entstehend</translation>
        </message>
        <message>
            <source>Undefined</source>
            <translation>Undefiniert</translation>
        </message>
        <message>
            <source>Calibrated WEAT: methods, results and references</source>
            <translation>Kalibrierter WEAT: Methode, Ergebnisse und Literatur</translation>
        </message>
        <message>
            <source>ZCA whitening (%1)</source>
            <translation>ZCA-Whitening (%1)</translation>
        </message>
        <message>
            <source>mean centring</source>
            <translation>Zentrierung am Mittelwert</translation>
        </message>
        <message>
            <source>removal of the mean and the top principal components (all-but-the-top, %1)</source>
            <translation>Entfernen des Mittelwerts und der obersten Hauptkomponenten (All-but-the-top, %1)</translation>
        </message>
        <message>
            <source>PCA whitening</source>
            <translation>PCA-Whitening</translation>
        </message>
        <message>
            <source>the %1 most frequent words of each model</source>
            <translation>den %1 häufigsten Wörtern jedes Modells</translation>
        </message>
        <message>
            <source>%1 words drawn at random from each model's vocabulary</source>
            <translation>%1 zufällig aus dem Vokabular jedes Modells gezogenen Wörtern</translation>
        </message>
        <message>
            <source>the words listed in %1</source>
            <translation>den in %1 aufgeführten Wörtern</translation>
        </message>
        <message>
            <source>the separate vectors of %1</source>
            <translation>den separaten Vektoren aus %1</translation>
        </message>
        <message>
            <source>the reference vectors stored with it (for a transformer model, the sentences of its corpus)</source>
            <translation>den mit ihm gespeicherten Referenzvektoren (bei einem Transformer-Modell den Sätzen seines Korpus)</translation>
        </message>
        <message>
            <source>For %1, the reference sample was %2 instead.</source>
            <translation>Für %1 bestand die Referenzstichprobe stattdessen aus %2.</translation>
        </message>
        <message>
            <source>the reference vectors stored with each model</source>
            <translation>den mit jedem Modell gespeicherten Referenzvektoren</translation>
        </message>
        <message>
            <source>%1 (file %2; %3 words, %4 dimensions%5)</source>
            <translation>%1 (Datei %2; %3 Wörter, %4 Dimensionen%5)</translation>
        </message>
        <message>
            <source>We measured associations with the Word Embedding Association Test (WEAT; %1) in %2.</source>
            <translation>Wir haben Assoziationen mit dem Word Embedding Association Test (WEAT; %1) in %2 gemessen.</translation>
        </message>
        <message>
            <source>Following %1, every test was computed twice: on the raw vectors and after %2, estimated on a reference sample of %3, with %4 = %5.</source>
            <translation>Nach %1 wurde jeder Test zweimal berechnet: auf den Rohvektoren und nach %2, geschätzt auf einer Referenzstichprobe aus %3, mit %4 = %5.</translation>
        </message>
        <message>
            <source>%1 vectors for %2</source>
            <translation>%1 Vektoren für %2</translation>
        </message>
        <message>
            <source>The reference samples held %1.</source>
            <translation>Die Referenzstichproben umfassten %1.</translation>
        </message>
        <message>
            <source>Calibrated (whitened) results are reported beside the raw ones throughout, so that each effect can be judged in both geometries.</source>
            <translation>Kalibrierte (geweißte) Ergebnisse werden durchgehend neben den rohen berichtet, sodass jeder Effekt in beiden Geometrien beurteilt werden kann.</translation>
        </message>
        <message>
            <source>The effect size d is the difference between the mean associations %1 of the two target sets X and Y, divided by the standard deviation of the associations of all target words (ddof = %2).</source>
            <translation>Die Effektstärke d ist die Differenz der mittleren Assoziationen %1 der beiden Zielmengen X und Y, geteilt durch die Standardabweichung der Assoziationen aller Zielwörter (ddof = %2).</translation>
        </message>
        <message>
            <source>one-sided</source>
            <translation>einseitig</translation>
        </message>
        <message>
            <source>at least as large as</source>
            <translation>mindestens so groß ist wie</translation>
        </message>
        <message>
            <source>larger than</source>
            <translation>größer ist als</translation>
        </message>
        <message>
            <source>Its p value is %1: the share of the partitions of X and Y into two sets of their sizes whose test statistic S is %2 the observed one.</source>
            <translation>Sein p-Wert ist %1: der Anteil der Aufteilungen von X und Y in zwei Mengen ihrer Größen, deren Teststatistik S %2 die beobachtete.</translation>
        </message>
        <message>
            <source>All partitions were enumerated when there were at most %1 of them; otherwise p was estimated from %2 random partitions as %3, with the random seed %4 (each test derives its own stream from it). Monte Carlo p values are marked MC in the tables.</source>
            <translation>Alle Aufteilungen wurden aufgezählt, wenn es höchstens %1 gab; andernfalls wurde p aus %2 zufälligen Aufteilungen als %3 geschätzt, mit dem Zufallsstartwert %4 (jeder Test leitet daraus seinen eigenen Strom ab). Monte-Carlo-p-Werte sind in den Tabellen mit MC markiert.</translation>
        </message>
        <message>
            <source>Results with p &amp;lt; %1 are called significant.</source>
            <translation>Ergebnisse mit p &amp;lt; %1 gelten als signifikant.</translation>
        </message>
        <message>
            <source>The p values were adjusted for multiple testing across the tests of each model, separately in each space, with Holm's step-down procedure %1, which controls the family-wise error rate; significance and the change classes use the adjusted values.</source>
            <translation>Die p-Werte wurden für multiples Testen über die Tests jedes Modells, getrennt in jedem Raum, mit dem schrittweise absteigenden Verfahren von Holm %1 adjustiert, das die familienweise Fehlerrate kontrolliert; Signifikanz und Änderungsklassen verwenden die adjustierten Werte.</translation>
        </message>
        <message>
            <source>The p values were adjusted for multiple testing across the tests of each model, separately in each space, with the Benjamini-Hochberg step-up procedure %1, which controls the false discovery rate; significance and the change classes use the adjusted values.</source>
            <translation>Die p-Werte wurden für multiples Testen über die Tests jedes Modells, getrennt in jedem Raum, mit dem schrittweise aufsteigenden Verfahren von Benjamini und Hochberg %1 adjustiert, das die Falscherkennungsrate kontrolliert; Signifikanz und Änderungsklassen verwenden die adjustierten Werte.</translation>
        </message>
        <message>
            <source>A test significant in both spaces, or in neither, is Stable; one significant only on the raw vectors is Disappearing; one significant only after whitening is Emerging. A change of d by more than %1 is a substantial shift.</source>
            <translation>Ein Test, der in beiden Räumen oder in keinem signifikant ist, ist stabil; einer, der nur auf den Rohvektoren signifikant ist, verschwindend; einer, der nur nach dem Whitening signifikant ist, entstehend. Eine Änderung von d um mehr als %1 ist eine wesentliche Verschiebung.</translation>
        </message>
        <message>
            <source>The %1% confidence intervals of d are percentile bootstrap intervals %2 over %3 resamples of the target words, drawn with replacement within X and within Y; the raw and the whitened d use the same resamples.</source>
            <translation>Die %1%-Konfidenzintervalle von d sind Perzentil-Bootstrap-Intervalle %2 über %3 Resamples der Zielwörter, mit Zurücklegen innerhalb von X und innerhalb von Y gezogen; rohes und geweißtes d verwenden dieselben Resamples.</translation>
        </message>
        <message>
            <source>Anisotropy is the mean pairwise cosine similarity of %1 words of the reference sample, with the share of variance explained by the first %2 principal components.</source>
            <translation>Anisotropie ist die mittlere paarweise Kosinusähnlichkeit von %1 Wörtern der Referenzstichprobe, zusammen mit dem Varianzanteil, den die ersten %2 Hauptkomponenten erklären.</translation>
        </message>
        <message>
            <source>%1 is uncased, so its words were looked up in lower case.</source>
            <translation>%1 unterscheidet keine Groß- und Kleinschreibung, daher wurden seine Wörter kleingeschrieben nachgeschlagen.</translation>
        </message>
        <message>
            <source> and %1 more</source>
            <translation> und %1 weitere</translation>
        </message>
        <message>
            <source>Words not in the vocabulary of %1 were left out: %2.</source>
            <translation>Wörter, die nicht im Vokabular von %1 stehen, wurden ausgelassen: %2.</translation>
        </message>
        <message>
            <source>%1 could not be computed for %2, because a word set was left without words.</source>
            <translation>%1 konnte für %2 nicht berechnet werden, weil eine Wortmenge ohne Wörter blieb.</translation>
        </message>
        <message>
            <source>Every word of every test was in the vocabulary of every model.</source>
            <translation>Jedes Wort jedes Tests stand im Vokabular jedes Modells.</translation>
        </message>
        <message>
            <source>The analysis was run with Isoscope %1; every number reported here is taken from its results file, %2.</source>
            <translation>Die Analyse wurde mit Isoscope %1 durchgeführt; jede hier berichtete Zahl stammt aus ihrer Ergebnisdatei, %2.</translation>
        </message>
        <message>
            <source>Method</source>
            <translation>Methode</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Ergebnisse</translation>
        </message>
        <message>
            <source>Of %1 model-test combinations that ran, %2 were Stable, %3 Disappearing and %4 Emerging after whitening; %5 could not be classified.</source>
            <translation>Von %1 berechneten Kombinationen aus Modell und Test waren nach dem Whitening %2 stabil, %3 verschwindend und %4 entstehend; %5 konnten nicht eingeordnet werden.</translation>
        </message>
        <message>
            <source>Table 2</source>
            <translation>Tabelle 2</translation>
        </message>
        <message>
            <source>Anisotropy of the Models, Raw and Whitened</source>
            <translation>Anisotropie der Modelle, roh und geweißt</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Dimensions</source>
            <translation>Dimensionen</translation>
        </message>
        <message>
            <source>Reference n</source>
            <translation>Referenz n</translation>
        </message>
        <message>
            <source>Cosine raw &lt;i&gt;M&lt;/i&gt; (&lt;i&gt;SD&lt;/i&gt;)</source>
            <translation>Kosinus roh &lt;i&gt;M&lt;/i&gt; (&lt;i&gt;SD&lt;/i&gt;)</translation>
        </message>
        <message>
            <source>Cosine whitened &lt;i&gt;M&lt;/i&gt; (&lt;i&gt;SD&lt;/i&gt;)</source>
            <translation>Kosinus geweißt &lt;i&gt;M&lt;/i&gt; (&lt;i&gt;SD&lt;/i&gt;)</translation>
        </message>
        <message>
            <source>Note.</source>
            <translation>Anmerkung.</translation>
        </message>
        <message>
            <source>Table 3</source>
            <translation>Tabelle 3</translation>
        </message>
        <message>
            <source>Word Similarity: Spearman Correlations With Human Judgements, Raw and Whitened</source>
            <translation>Wortähnlichkeit: Spearman-Korrelationen mit menschlichen Urteilen, roh und geweißt</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>Benchmark</translation>
        </message>
        <message>
            <source>Pairs used</source>
            <translation>Verwendete Paare</translation>
        </message>
        <message>
            <source>&amp;rho; raw</source>
            <translation>&amp;rho; roh</translation>
        </message>
        <message>
            <source>&amp;rho; whitened</source>
            <translation>&amp;rho; geweißt</translation>
        </message>
        <message>
            <source>Spearman &amp;rho; between the cosine similarity of the word pairs found in the vocabulary and the human ratings. &amp;Delta;&amp;rho; = &amp;rho; whitened &amp;#8722; &amp;rho; raw; p from a paired bootstrap over pairs (%1 resamples), two-sided. * p &amp;lt; %2.</source>
            <translation>Spearman-&amp;rho; zwischen der Kosinusähnlichkeit der im Vokabular gefundenen Wortpaare und den menschlichen Bewertungen. &amp;Delta;&amp;rho; = &amp;rho; geweißt &amp;#8722; &amp;rho; roh; p aus einem gepaarten Bootstrap über Paare (%1 Resamples), zweiseitig. * p &amp;lt; %2.</translation>
        </message>
        <message>
            <source>Table A1</source>
            <translation>Tabelle A1</translation>
        </message>
        <message>
            <source>WEAT Effect Sizes and p Values, Raw and Whitened</source>
            <translation>WEAT-Effektstärken und p-Werte, roh und geweißt</translation>
        </message>
        <message>
            <source>%1% CI</source>
            <translation>%1%-KI</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>Test</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>roh</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>geweißt</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <source>not computed: a word set has no word in the vocabulary</source>
            <translation>nicht berechnet: eine Wortmenge hat kein Wort im Vokabular</translation>
        </message>
        <message>
            <source>d: WEAT effect size (ddof = %1); raw: cosine on the model's vectors; whitened: after %2 with %3 = %4.</source>
            <translation>d: WEAT-Effektstärke (ddof = %1); roh: Kosinus auf den Vektoren des Modells; geweißt: nach %2 mit %3 = %4.</translation>
        </message>
        <message>
            <source>CI: percentile bootstrap interval over %1 resamples of the target words.</source>
            <translation>KI: Perzentil-Bootstrap-Intervall über %1 Resamples der Zielwörter.</translation>
        </message>
        <message>
            <source>p: one-sided permutation test.</source>
            <translation>p: einseitiger Permutationstest.</translation>
        </message>
        <message>
            <source>p: two-sided permutation test.</source>
            <translation>p: zweiseitiger Permutationstest.</translation>
        </message>
        <message>
            <source>&lt;sup&gt;MC&lt;/sup&gt; Monte Carlo p from %1 random partitions; the others are exact.</source>
            <translation>&lt;sup&gt;MC&lt;/sup&gt; Monte-Carlo-p aus %1 zufälligen Aufteilungen; die übrigen sind exakt.</translation>
        </message>
        <message>
            <source>p adjusted with Holm's procedure within each model and space.</source>
            <translation>p adjustiert mit dem Verfahren von Holm innerhalb jedes Modells und Raums.</translation>
        </message>
        <message>
            <source>p adjusted with the Benjamini-Hochberg procedure within each model and space.</source>
            <translation>p adjustiert mit dem Benjamini-Hochberg-Verfahren innerhalb jedes Modells und Raums.</translation>
        </message>
        <message>
            <source>* p &amp;lt; %1.</source>
            <translation>* p &amp;lt; %1.</translation>
        </message>
        <message>
            <source>&lt;sup&gt;s&lt;/sup&gt; Substantial shift: |d whitened &amp;#8722; d raw| &amp;gt; %1.</source>
            <translation>&lt;sup&gt;s&lt;/sup&gt; Wesentliche Verschiebung: |d geweißt &amp;#8722; d roh| &amp;gt; %1.</translation>
        </message>
        <message>
            <source>&lt;sup&gt;u&lt;/sup&gt; d undefined: every association was the same (SD 0).</source>
            <translation>&lt;sup&gt;u&lt;/sup&gt; d undefiniert: alle Assoziationen waren gleich (SD 0).</translation>
        </message>
        <message>
            <source>&lt;sup&gt;n&lt;/sup&gt; A set has fewer than three words in the model: d and p rest on very few words.</source>
            <translation>&lt;sup&gt;n&lt;/sup&gt; Eine Wortmenge hat im Modell weniger als drei Wörter: d und p beruhen auf sehr wenigen Wörtern.</translation>
        </message>
        <message>
            <source>&lt;sup&gt;f&lt;/sup&gt; Cannot reach significance: with so few partitions of the target words, the smallest p the test can give is above %1 = %2.</source>
            <translation>&lt;sup&gt;f&lt;/sup&gt; Kann nicht signifikant werden: bei so wenigen Aufteilungen der Zielwörter liegt das kleinste p, das der Test ergeben kann, über %1 = %2.</translation>
        </message>
        <message>
            <source>&lt;sup&gt;r&lt;/sup&gt; d changes sign between the raw and the whitened space, whatever its change class says.</source>
            <translation>&lt;sup&gt;r&lt;/sup&gt; d wechselt das Vorzeichen zwischen dem rohen und dem geweißten Raum, gleich was seine Änderungsklasse sagt.</translation>
        </message>
        <message>
            <source>Pairwise cosine similarity of %1 words of the reference sample of %2, on the raw vectors and after whitening. A uniform warm colour means every pair is similar (an anisotropic space); whitening removes it.</source>
            <translation>Paarweise Kosinusähnlichkeit von %1 Wörtern der Referenzstichprobe von %2, auf den Rohvektoren und nach dem Whitening. Eine gleichmäßig warme Farbe bedeutet, dass jedes Paar ähnlich ist (ein anisotroper Raum); das Whitening entfernt sie.</translation>
        </message>
        <message>
            <source>Share of the variance explained by each of the first %1 principal components of the reference sample, raw and whitened, for each model.</source>
            <translation>Varianzanteil, den jede der ersten %1 Hauptkomponenten der Referenzstichprobe erklärt, roh und geweißt, für jedes Modell.</translation>
        </message>
        <message>
            <source>Eigenvalues of the covariance of each model's reference sample, in descending order, with %1 = %2 that whitening adds to each.</source>
            <translation>Eigenwerte der Kovarianz der Referenzstichprobe jedes Modells, absteigend geordnet, mit dem %1 = %2, das das Whitening zu jedem addiert.</translation>
        </message>
        <message>
            <source>Whitened against raw effect size d of every model and test. Points on the diagonal did not change; points near the horizontal axis lost their effect after whitening.</source>
            <translation>Geweißte gegen rohe Effektstärke d jedes Modells und Tests. Punkte auf der Diagonalen haben sich nicht verändert; Punkte nahe der waagerechten Achse haben ihren Effekt nach dem Whitening verloren.</translation>
        </message>
        <message>
            <source>Bars: %1% bootstrap confidence intervals.</source>
            <translation>Balken: %1%-Bootstrap-Konfidenzintervalle.</translation>
        </message>
        <message>
            <source>Figure %1</source>
            <translation>Abbildung %1</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Abbildungen</translation>
        </message>
        <message>
            <source>References</source>
            <translation>Literatur</translation>
        </message>
        <message>
            <source>two-sided (twice the smaller tail, at most %1)</source>
            <translation>zweiseitig (das Doppelte des kleineren Randes, höchstens %1)</translation>
        </message>
        <message>
            <source>%1 raw</source>
            <translation>%1 roh</translation>
        </message>
        <message>
            <source>%1 whitened</source>
            <translation>%1 geweißt</translation>
        </message>
        <message>
            <source>Mean pairwise cosine similarity (SD) of up to %1 words of each model's reference sample, on the raw vectors and after %2 with %3 = %4. %5: share of variance explained by the first principal component. Values near %6 mean an isotropic space.</source>
            <translation>Mittlere paarweise Kosinusähnlichkeit (SD) von bis zu %1 Wörtern der Referenzstichprobe jedes Modells, auf den Rohvektoren und nach %2 mit %3 = %4. %5: Varianzanteil der ersten Hauptkomponente. Werte nahe %6 bedeuten einen isotropen Raum.</translation>
        </message>
        <message>
            <source>WEAT effect sizes d of every model and test, on the raw vectors and after whitening (the values of %1).</source>
            <translation>WEAT-Effektstärken d jedes Modells und Tests, auf den Rohvektoren und nach dem Whitening (die Werte aus %1).</translation>
        </message>
        <message>
            <source>|X|, |Y|: the target words, |A|, |B|: the attribute words found in the model's vocabulary.</source>
            <translation>|X|, |Y|: die Zielwörter, |A|, |B|: die Attributwörter, die im Vokabular des Modells stehen.</translation>
        </message>
        <message>
            <source>Relative Norm Distance (RND), Raw and Whitened</source>
            <translation>Relative Normdistanz (RND), roh und geweißt</translation>
        </message>
        <message>
            <source>Mean Average Cosine Distance (MAC), Raw and Whitened</source>
            <translation>Mittlere durchschnittliche Kosinusdistanz (MAC), roh und geweißt</translation>
        </message>
        <message>
            <source>Embedding Coherence Test (ECT), Raw and Whitened</source>
            <translation>Embedding Coherence Test (ECT), roh und geweißt</translation>
        </message>
        <message>
            <source>Relational Inner Product Association (RIPA), Raw and Whitened</source>
            <translation>Relational Inner Product Association (RIPA), roh und geweißt</translation>
        </message>
        <message>
            <source>Relative Negative Sentiment Bias (RNSB), Raw and Whitened</source>
            <translation>Relative Negative Sentiment Bias (RNSB), roh und geweißt</translation>
        </message>
        <message>
            <source>Besides WEAT, the same tests were measured with %1, as WEFE defines them %2, on vectors scaled to unit length, raw and after the same calibration; RND, ECT and RIPA give two values for a test, of X and Y with respect to A and with respect to B, MAC and RNSB one.</source>
            <translation>Neben WEAT wurden dieselben Tests mit %1 gemessen, wie WEFE sie definiert %2, auf Vektoren der Länge eins, roh und nach derselben Kalibrierung; RND, ECT und RIPA geben für einen Test zwei Werte, von X und Y bezüglich A und bezüglich B, MAC und RNSB einen.</translation>
        </message>
        <message>
            <source>for %1, the gender direction of %2 definitional pairs (the first principal component, a share of %3 of their variance), %4 pairs equalized and %5 gender-specific words left as they were</source>
            <translation>für %1 die Geschlechtsrichtung aus %2 definierenden Paaren (die erste Hauptkomponente, ein Anteil von %3 ihrer Varianz), %4 angeglichene Paare und %5 geschlechtsspezifische Wörter, die unverändert blieben</translation>
        </message>
        <message>
            <source>Every model was hard-debiased %1 before it was measured, so that raw here means debiased: %2.</source>
            <translation>Jedes Modell wurde vor der Messung hart entzerrt %1, sodass roh hier entzerrt bedeutet: %2.</translation>
        </message>
        <message>
            <source>Table A%1</source>
            <translation>Tabelle A%1</translation>
        </message>
        <message>
            <source>%1 wrt %2</source>
            <translation>%1 bzgl. %2</translation>
        </message>
        <message>
            <source>Mean over the attribute words of their distance to the mean of X minus their distance to the mean of Y; %1 is no bias, positive: the attribute is nearer Y.</source>
            <translation>Mittelwert über die Attributwörter ihres Abstands zum Mittel von X minus ihres Abstands zum Mittel von Y; %1 ist keine Verzerrung, positiv: das Attribut liegt näher an Y.</translation>
        </message>
        <message>
            <source>Mean cosine distance of the target words to the words of A and of B; %1 (orthogonal on average) is no bias.</source>
            <translation>Mittlere Kosinusdistanz der Zielwörter zu den Wörtern von A und von B; %1 (im Mittel orthogonal) ist keine Verzerrung.</translation>
        </message>
        <message>
            <source>Spearman correlation of the cosines of the attribute words with the mean of X and with the mean of Y; %1 is no bias.</source>
            <translation>Spearman-Korrelation der Kosinuswerte der Attributwörter mit dem Mittel von X und mit dem Mittel von Y; %1 ist keine Verzerrung.</translation>
        </message>
        <message>
            <source>Mean inner product of the attribute words with the unit differences of the pairs of X and Y (the i-th word of each); %1 is no bias, positive: the attribute leans to X.</source>
            <translation>Mittleres Skalarprodukt der Attributwörter mit den normierten Differenzen der Paare aus X und Y (jeweils das i-te Wort); %1 ist keine Verzerrung, positiv: das Attribut neigt zu X.</translation>
        </message>
        <message>
            <source>Kullback-Leibler divergence from uniform of the target words' probabilities of B from a logistic regression of A against B; %1 is no bias.</source>
            <translation>Kullback-Leibler-Divergenz von der Gleichverteilung der Wahrscheinlichkeiten von B für die Zielwörter aus einer logistischen Regression von A gegen B; %1 ist keine Verzerrung.</translation>
        </message>
        <message>
            <source>&amp;#8212;: undefined (results.json gives the reason).</source>
            <translation>&amp;#8212;: nicht definiert (results.json nennt den Grund).</translation>
        </message>
        <message>
            <source>the sentence vectors of %1 for %2</source>
            <translation>die Satzvektoren aus %1 für %2</translation>
        </message>
        <message>
            <source>the mean of its words' vectors for %1</source>
            <translation>das Mittel seiner Wortvektoren für %1</translation>
        </message>
        <message>
            <source>Sentence similarity on %1 (its %2 split) is the Spearman correlation between human ratings and the cosine similarity of the two sentences of a pair, each sentence represented by %3; a pair was used when both its sentences had a vector.</source>
            <translation>Satzähnlichkeit auf %1 (Teil %2) ist die Spearman-Korrelation zwischen menschlichen Bewertungen und der Kosinusähnlichkeit der beiden Sätze eines Paares, jeder Satz dargestellt durch %3; ein Paar wurde verwendet, wenn beide Sätze einen Vektor hatten.</translation>
        </message>
        <message>
            <source>It was not measured for %1, which is not a static model and was given no sentence vectors.</source>
            <translation>Für %1 wurde sie nicht gemessen: kein statisches Modell, und es wurden keine Satzvektoren angegeben.</translation>
        </message>
        <message>
            <source>Word similarity is the Spearman correlation between the cosine similarity of word pairs and human judgements of %1.</source>
            <translation>Wortähnlichkeit ist die Spearman-Korrelation zwischen der Kosinusähnlichkeit von Wortpaaren und menschlichen Urteilen aus %1.</translation>
        </message>
        <message>
            <source>The raw and the whitened correlation were compared with a paired bootstrap over the pairs (%1 resamples).</source>
            <translation>Die rohe und die geweißte Korrelation wurden mit einem gepaarten Bootstrap über die Paare verglichen (%1 Resamples).</translation>
        </message>
        <message>
            <source>Word and Sentence Similarity: Spearman Correlations With Human Judgements, Raw and Whitened</source>
            <translation>Wort- und Satzähnlichkeit: Spearman-Korrelationen mit menschlichen Urteilen, roh und geweißt</translation>
        </message>
        <message>
            <source>For a sentence benchmark, the cosine of the two sentences' vectors (see Method); a pair is used when both its sentences have one.</source>
            <translation>Bei einem Satz-Benchmark der Kosinus der Vektoren der beiden Sätze (siehe Methode); ein Paar wird verwendet, wenn beide Sätze einen haben.</translation>
        </message>
        <message>
            <source>The multilevel view of each WEAT (ML-EAT; %1) is reported in the appendix: at level %2, for each target set, the effect size e of its association with A against B over the attribute words' mean cosines with the set, with a permutation test over the attribute words under WEAT's conventions; at level %3, the mean cosine of each target set with each attribute set.</source>
            <translation>Die Mehrebenensicht jedes WEAT (ML-EAT; %1) steht im Anhang: auf Ebene %2 für jede Zielmenge die Effektstärke e ihrer Assoziation mit A gegenüber B über die mittleren Kosinuswerte der Attributwörter mit der Menge, mit einem Permutationstest über die Attributwörter nach den Konventionen des WEAT; auf Ebene %3 der mittlere Kosinus jeder Zielmenge mit jeder Attributmenge.</translation>
        </message>
        <message>
            <source>ML-EAT Level 2: Effect of Each Target Set, Raw and Whitened</source>
            <translation>ML-EAT Ebene 2: Effekt jeder Zielmenge, roh und geweißt</translation>
        </message>
        <message>
            <source>e: the effect size of A against B over the attribute words' mean cosines with the target set; p: permutation test over the attribute words, unadjusted, for X in WEAT's direction (A closer), for Y the other (B closer). * p &amp;lt; %1; &amp;#8212;: undefined.</source>
            <translation>e: Effektstärke von A gegenüber B über die mittleren Kosinuswerte der Attributwörter mit der Zielmenge; p: Permutationstest über die Attributwörter, nicht adjustiert, für X in Richtung des WEAT (A näher), für Y in der anderen (B näher). * p &amp;lt; %1; &amp;#8212;: nicht definiert.</translation>
        </message>
        <message>
            <source>ML-EAT Level 3: Mean Cosine of Each Target Set With Each Attribute Set, Raw and Whitened</source>
            <translation>ML-EAT Ebene 3: Mittlerer Kosinus jeder Zielmenge mit jeder Attributmenge, roh und geweißt</translation>
        </message>
        <message>
            <source>XA: the mean cosine of the words of X with those of A, and so on.</source>
            <translation>XA: der mittlere Kosinus der Wörter von X mit denen von A, und so weiter.</translation>
        </message>
        <message>
            <source>Word similarity is the Spearman correlation between the cosine similarity of word pairs and human judgements of %1; the raw and the whitened correlation were compared with a paired bootstrap over the pairs (%2 resamples).</source>
            <translation>Wortähnlichkeit ist die Spearman-Korrelation zwischen der Kosinusähnlichkeit von Wortpaaren und menschlichen Urteilen aus %1; die rohe und die geweißte Korrelation wurden mit einem gepaarten Bootstrap über die Paare verglichen (%2 Resamples).</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ReportExportDialog</name>
        <message>
            <source>Export Report</source>
            <translation>Bericht exportieren</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tabellen</translation>
        </message>
        <message>
            <source>Table 2: anisotropy</source>
            <translation>Tabelle 2: Anisotropie</translation>
        </message>
        <message>
            <source>Table 3: word similarity</source>
            <translation>Tabelle 3: Wortähnlichkeit</translation>
        </message>
        <message>
            <source>Table A1: WEAT</source>
            <translation>Tabelle A1: WEAT</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Abbildungen</translation>
        </message>
        <message>
            <source>Cosine heatmap</source>
            <translation>Kosinus-Heatmap</translation>
        </message>
        <message>
            <source>Explained variance</source>
            <translation>Erklärte Varianz</translation>
        </message>
        <message>
            <source>Eigenvalue spectrum</source>
            <translation>Eigenwertspektrum</translation>
        </message>
        <message>
            <source>Effect-size grid</source>
            <translation>Effektstärken-Raster</translation>
        </message>
        <message>
            <source>Before/after scatter</source>
            <translation>Vorher/Nachher-Streudiagramm</translation>
        </message>
        <message>
            <source>Formats</source>
            <translation>Formate</translation>
        </message>
        <message>
            <source>ODF text (.odt, opens in Word and LibreOffice)</source>
            <translation>ODF-Text (.odt, öffnet in Word und LibreOffice)</translation>
        </message>
        <message>
            <source>HTML (one file, figures inside)</source>
            <translation>HTML (eine Datei, Abbildungen darin)</translation>
        </message>
        <message>
            <source>PDF</source>
            <translation>PDF</translation>
        </message>
        <message>
            <source>Language of the report</source>
            <translation>Sprache des Berichts</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>Report folder</source>
            <translation>Berichtsordner</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>&amp;Durchsuchen…</translation>
        </message>
        <message>
            <source>Choose the report folder</source>
            <translation>Berichtsordner wählen</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>&amp;Ordner:</translation>
        </message>
        <message>
            <source>Report preview</source>
            <translation>Berichtsvorschau</translation>
        </message>
        <message>
            <source>Export status</source>
            <translation>Exportstatus</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>&amp;Exportieren</translation>
        </message>
        <message>
            <source>Export the report</source>
            <translation>Bericht exportieren</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>the study's results</source>
            <translation>die Ergebnisse der Studie</translation>
        </message>
        <message>
            <source>A figure could not be drawn: %1</source>
            <translation>Eine Abbildung konnte nicht gezeichnet werden: %1</translation>
        </message>
        <message>
            <source>Write the report into</source>
            <translation>Bericht schreiben nach</translation>
        </message>
        <message>
            <source>The folder '%1' cannot be created.</source>
            <translation>Der Ordner „%1“ kann nicht angelegt werden.</translation>
        </message>
        <message>
            <source>Choose at least one format.</source>
            <translation>Wählen Sie mindestens ein Format.</translation>
        </message>
        <message>
            <source>The report could not be written: %1</source>
            <translation>Der Bericht konnte nicht geschrieben werden: %1</translation>
        </message>
        <message>
            <source>Wrote %1 to %2</source>
            <translation>%1 nach %2 geschrieben</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::cautiontext</name>
        <message>
            <source>%1 has 1 word</source>
            <translation>%1 hat 1 Wort</translation>
        </message>
        <message>
            <source>%1 has %2 words</source>
            <translation>%1 hat %2 Wörter</translation>
        </message>
        <message>
            <source>Very small sets: %1 (fewer than %2), so d and p rest on very few words.</source>
            <translation>Sehr kleine Mengen: %1 (weniger als %2), d und p beruhen also auf sehr wenigen Wörtern.</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Cannot reach significance: the smallest p this test can give is %1 (%2 partitions of X and Y), above alpha %3.</source>
            <translation>Kann nicht signifikant werden: Das kleinste p, das dieser Test ergeben kann, ist %1 (%2 Partitionen von X und Y), über alpha %3.</translation>
        </message>
        <message>
            <source>Cannot reach significance: the smallest p this test can give is %1 (%2 random partitions), above alpha %3.</source>
            <translation>Kann nicht signifikant werden: Das kleinste p, das dieser Test ergeben kann, ist %1 (%2 zufällige Partitionen), über alpha %3.</translation>
        </message>
        <message>
            <source>d changes sign: %1 raw, %2 whitened, whatever the change class says.</source>
            <translation>d wechselt das Vorzeichen: %1 roh, %2 nach Whitening, was auch immer die Änderungsklasse sagt.</translation>
        </message>
        <message>
            <source>&lt; %1</source>
            <translation>&lt; %1</translation>
        </message>
    </context>
    <context>
        <name>MultilevelFigure</name>
        <message>
            <source>Cosine blocks (ML-EAT levels 2 and 3), %1 %2</source>
            <translation>Kosinusblöcke (ML-EAT-Ebenen 2 und 3), %1 %2</translation>
        </message>
        <message>
            <source>block mean ± SD (level 3)</source>
            <translation>Blockmittel ± SD (Ebene 3)</translation>
        </message>
        <message>
            <source>each attribute word’s mean cosine with the target set (level 2)</source>
            <translation>mittlerer Kosinus jedes Attributworts mit der Zielmenge (Ebene 2)</translation>
        </message>
        <message>
            <source>Cosine</source>
            <translation>Kosinus</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Roh</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>Nach Whitening</translation>
        </message>
        <message>
            <source>No levels for this result.</source>
            <translation>Für dieses Ergebnis gibt es keine Ebenen.</translation>
        </message>
        <message>
            <source>‘%1’ (%2): mean cosine with %3 = %4</source>
            <translation>„%1“ (%2): mittlerer Kosinus mit %3 = %4</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>nicht definiert</translation>
        </message>
        <message>
            <source>%1, %2
mean %3, SD %4
%5 cosines</source>
            <translation>%1, %2
Mittel %3, SD %4
%5 Kosinuswerte</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>roh</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>nach Whitening</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::MultilevelTableModel</name>
        <message>
            <source>WEAT's effect size: the difference of the mean associations of X and Y over their SD</source>
            <translation>Die Effektstärke des WEAT: die Differenz der mittleren Assoziationen von X und Y, geteilt durch ihre SD</translation>
        </message>
        <message>
            <source>Each attribute word’s mean cosine with the words of %1; the effect size is their mean over A minus their mean over B, divided by their SD. p: permutation of the attribute words between A and B (one-sided in WEAT’s direction: A closer to X, B closer to Y).</source>
            <translation>Der mittlere Kosinus jedes Attributworts mit den Wörtern von %1; die Effektstärke ist ihr Mittel über A minus ihr Mittel über B, geteilt durch ihre SD. p: Permutation der Attributwörter zwischen A und B (einseitig in der Richtung des WEAT: A näher an X, B näher an Y).</translation>
        </message>
        <message>
            <source>Mean and SD of every cosine between a target word and an attribute word of this block; whitened, every block's mean is near 0.</source>
            <translation>Mittel und SD aller Kosinuswerte zwischen einem Zielwort und einem Attributwort dieses Blocks; nach Whitening liegt das Mittel jedes Blocks nahe 0.</translation>
        </message>
        <message>
            <source>d (WEAT)</source>
            <translation>d (WEAT)</translation>
        </message>
        <message>
            <source>effect size of X</source>
            <translation>Effektstärke von X</translation>
        </message>
        <message>
            <source>effect size of Y</source>
            <translation>Effektstärke von Y</translation>
        </message>
        <message>
            <source>cos(%1, %2)</source>
            <translation>cos(%1, %2)</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Ebene</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Größe</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Roh</translation>
        </message>
        <message>
            <source>Raw p</source>
            <translation>p roh</translation>
        </message>
        <message>
            <source>Raw SD</source>
            <translation>SD roh</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>Nach Whitening</translation>
        </message>
        <message>
            <source>Whitened p</source>
            <translation>p nach Whitening</translation>
        </message>
        <message>
            <source>Whitened SD</source>
            <translation>SD nach Whitening</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::TransformerModelDialog</name>
        <message>
            <source>Add a transformer model</source>
            <translation>Transformer-Modell hinzufügen</translation>
        </message>
        <message>
            <source>Isoscope runs BERT, RoBERTa and GPT-2 models itself (SimCSE&apos;s are BERT and RoBERTa models). A word&apos;s vector is the mean of its vectors in up to 20 sentences of 7 to 75 words of your corpus that contain it, as in the paper.</source>
            <translation>Isoscope führt BERT-, RoBERTa- und GPT-2-Modelle selbst aus (die SimCSE-Modelle sind BERT- und RoBERTa-Modelle). Der Vektor eines Wortes ist der Mittelwert seiner Vektoren in bis zu 20 Sätzen Ihres Korpus mit 7 bis 75 Wörtern, die es enthalten, wie im Artikel.</translation>
        </message>
        <message>
            <source>Model folder</source>
            <translation>Modellordner</translation>
        </message>
        <message>
            <source>A folder as the Hugging Face hub serves it: config.json, model.safetensors or pytorch_model.bin, and the tokenizer&apos;s files</source>
            <translation>Ein Ordner, wie ihn der Hugging Face Hub bereitstellt: config.json, model.safetensors oder pytorch_model.bin und die Dateien des Tokenizers</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>&amp;Durchsuchen…</translation>
        </message>
        <message>
            <source>Choose the model folder</source>
            <translation>Modellordner wählen</translation>
        </message>
        <message>
            <source>Model &amp;folder:</source>
            <translation>Modell&amp;ordner:</translation>
        </message>
        <message>
            <source>About the model</source>
            <translation>Über das Modell</translation>
        </message>
        <message>
            <source>Corpus file</source>
            <translation>Korpusdatei</translation>
        </message>
        <message>
            <source>A plain text file (UTF-8). The paper used WikiText-103.</source>
            <translation>Eine reine Textdatei (UTF-8). Der Artikel verwendete WikiText-103.</translation>
        </message>
        <message>
            <source>Br&amp;owse…</source>
            <translation>D&amp;urchsuchen…</translation>
        </message>
        <message>
            <source>Choose the corpus file</source>
            <translation>Korpusdatei wählen</translation>
        </message>
        <message>
            <source>&amp;Corpus:</source>
            <translation>&amp;Korpus:</translation>
        </message>
        <message>
            <source>Corpus format</source>
            <translation>Korpusformat</translation>
        </message>
        <message>
            <source>One sentence per line</source>
            <translation>Ein Satz pro Zeile</translation>
        </message>
        <message>
            <source>Running text (split into sentences)</source>
            <translation>Fließtext (in Sätze geteilt)</translation>
        </message>
        <message>
            <source>WikiText-103 files</source>
            <translation>WikiText-103-Dateien</translation>
        </message>
        <message>
            <source>WikiText-103&apos;s own files: headings left out, &quot;@-@&quot; read as &quot;-&quot;</source>
            <translation>Die Dateien von WikiText-103: Überschriften ausgelassen, „@-@“ als „-“ gelesen</translation>
        </message>
        <message>
            <source>Corpus f&amp;ormat:</source>
            <translation>Korpus&amp;format:</translation>
        </message>
        <message>
            <source>Layer</source>
            <translation>Schicht</translation>
        </message>
        <message>
            <source>Last layer</source>
            <translation>Letzte Schicht</translation>
        </message>
        <message>
            <source>Layer 0 is the embedding output; the paper uses the last layer</source>
            <translation>Schicht 0 ist die Ausgabe der Einbettung; der Artikel verwendet die letzte Schicht</translation>
        </message>
        <message>
            <source>&amp;Layer:</source>
            <translation>&amp;Schicht:</translation>
        </message>
        <message>
            <source>Model name</source>
            <translation>Modellname</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>Model family</source>
            <translation>Modellfamilie</translation>
        </message>
        <message>
            <source>The paper&apos;s families: contextualized (BERT, RoBERTa, GPT-2) and contrastive (SimCSE)</source>
            <translation>Die Familien des Artikels: kontextualisiert (BERT, RoBERTa, GPT-2) und kontrastiv (SimCSE)</translation>
        </message>
        <message>
            <source>Famil&amp;y:</source>
            <translation>Famil&amp;ie:</translation>
        </message>
        <message>
            <source>Try a word</source>
            <translation>Wort ausprobieren</translation>
        </message>
        <message>
            <source>Type a word to see its tokens</source>
            <translation>Ein Wort eingeben, um seine Token zu sehen</translation>
        </message>
        <message>
            <source>&amp;Tokens of:</source>
            <translation>&amp;Token von:</translation>
        </message>
        <message>
            <source>Tokens of the word</source>
            <translation>Token des Wortes</translation>
        </message>
        <message>
            <source>Defaults are the paper&apos;s: the last layer; up to 20 sentences per word, drawn with the study&apos;s seed; the model whitened on 100,000 of the corpus&apos;s sentences, each the mean of its tokens; special tokens as the tokenizer adds them. A word found in no sentence is reported missing. The vectors are kept in the cache, so the next analysis of the same model and corpus starts at once.</source>
            <translation>Die Voreinstellungen sind die des Artikels: die letzte Schicht; bis zu 20 Sätze pro Wort, gezogen mit dem Startwert der Studie; das Whitening des Modells auf 100.000 Sätzen des Korpus, jeder der Mittelwert seiner Token; Sondertoken, wie der Tokenizer sie hinzufügt. Ein Wort, das in keinem Satz vorkommt, wird als fehlend gemeldet. Die Vektoren bleiben im Cache, sodass die nächste Analyse desselben Modells und Korpus sofort beginnt.</translation>
        </message>
        <message>
            <source>What the defaults are</source>
            <translation>Was die Voreinstellungen sind</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>&amp;Hinzufügen</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Corpus</source>
            <translation>Korpus</translation>
        </message>
        <message>
            <source>Text files (*.txt *.tokens *.raw);;All files (*)</source>
            <translation>Textdateien (*.txt *.tokens *.raw);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Reading the model&apos;s configuration and tokenizer…</source>
            <translation>Konfiguration und Tokenizer des Modells werden gelesen…</translation>
        </message>
        <message>
            <source>%1 is not a folder.</source>
            <translation>%1 ist kein Ordner.</translation>
        </message>
        <message>
            <source>WordPiece, lowercased (uncased)</source>
            <translation>WordPiece, kleingeschrieben (uncased)</translation>
        </message>
        <message>
            <source>WordPiece, cased</source>
            <translation>WordPiece, mit Groß- und Kleinschreibung (cased)</translation>
        </message>
        <message>
            <source>byte-level BPE, with a prefix space</source>
            <translation>Byte-Level-BPE, mit vorangestelltem Leerzeichen</translation>
        </message>
        <message>
            <source>byte-level BPE</source>
            <translation>Byte-Level-BPE</translation>
        </message>
        <message>
            <source>%1: %2 layers, %3 dimensions, %4 tokens (%5).</source>
            <translation>%1: %2 Schichten, %3 Dimensionen, %4 Token (%5).</translation>
        </message>
        <message>
            <source>%1 (1 token)</source>
            <translation>%1 (1 Token)</translation>
        </message>
        <message>
            <source>%1 (%2 tokens)</source>
            <translation>%1 (%2 Token)</translation>
        </message>
    </context>
</TS>
