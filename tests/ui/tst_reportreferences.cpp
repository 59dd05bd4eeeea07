// The report's bibliography is data (resources/report/references.bib, each work written once):
// each reference list entry (APA 7) and in-text citation made from its fields is the one the report
// printed when they were written by hand, and references.bib beside a report holds each entry as
// the file writes it.
#include "ui/report/references.h"

#include <QFile>
#include <QtTest>

namespace {

struct Expected {
    const char *key;
    const char *inText;
    const char *entry;
};

// The references as the report wrote them by hand before (APA 7, HTML).
const Expected kExpected[] = {
    {"badilla2020", "Badilla et al., 2020",
     "Badilla, P., Bravo-Marquez, F., &amp; P&#233;rez, J. (2020). WEFE: The word embeddings"
     " fairness evaluation framework. In <i>Proceedings of the Twenty-Ninth International Joint"
     " Conference on Artificial Intelligence (IJCAI-20)</i> (pp. 430&#8211;436)."
     " https://doi.org/10.24963/ijcai.2020/60"},
    {"benjamini1995", "Benjamini &amp; Hochberg, 1995",
     "Benjamini, Y., &amp; Hochberg, Y. (1995). Controlling the false discovery rate: A practical"
     " and powerful approach to multiple testing. <i>Journal of the Royal Statistical Society:"
     " Series B (Methodological), 57</i>(1), 289&#8211;300."
     " https://doi.org/10.1111/j.2517-6161.1995.tb02031.x"},
    {"bolukbasi2016", "Bolukbasi et al., 2016",
     "Bolukbasi, T., Chang, K.-W., Zou, J. Y., Saligrama, V., &amp; Kalai, A. T. (2016). Man is to"
     " computer programmer as woman is to homemaker? Debiasing word embeddings. In <i>Advances in"
     " Neural Information Processing Systems 29</i> (pp. 4349&#8211;4357)."},
    {"bojanowski2017", "Bojanowski et al., 2017",
     "Bojanowski, P., Grave, E., Joulin, A., &amp; Mikolov, T. (2017). Enriching word vectors with"
     " subword information. <i>Transactions of the Association for Computational Linguistics, 5</i>,"
     " 135&#8211;146. https://doi.org/10.1162/tacl_a_00051"},
    {"calibrating2026", "&#8220;Calibrating WEAT Against Anisotropy,&#8221; 2026",
     "<i>Calibrating WEAT against anisotropy: ZCA whitening as a geometric pre-processing step for"
     " embedding association tests</i>. (2026). In <i>Proceedings of the AAAI/ACM Conference on AI,"
     " Ethics, and Society (AIES)</i>. arXiv:2608.06908"},
    {"caliskan2017", "Caliskan et al., 2017",
     "Caliskan, A., Bryson, J. J., &amp; Narayanan, A. (2017). Semantics derived automatically from"
     " language corpora contain human-like biases. <i>Science, 356</i>(6334), 183&#8211;186."
     " https://doi.org/10.1126/science.aal4230"},
    {"cer2017", "Cer et al., 2017",
     "Cer, D., Diab, M., Agirre, E., Lopez-Gazpio, I., &amp; Specia, L. (2017). SemEval-2017 Task 1:"
     " Semantic textual similarity multilingual and crosslingual focused evaluation. In"
     " <i>Proceedings of the 11th International Workshop on Semantic Evaluation (SemEval-2017)</i>"
     " (pp. 1&#8211;14). https://doi.org/10.18653/v1/S17-2001"},
    {"dev2019", "Dev &amp; Phillips, 2019",
     "Dev, S., &amp; Phillips, J. (2019). Attenuating bias in word vectors. In <i>Proceedings of the"
     " 22nd International Conference on Artificial Intelligence and Statistics (AISTATS)</i> (pp."
     " 879&#8211;887). PMLR."},
    {"efron1993", "Efron &amp; Tibshirani, 1993",
     "Efron, B., &amp; Tibshirani, R. J. (1993). <i>An introduction to the bootstrap</i>. Chapman"
     " &amp; Hall."},
    {"ethayarajh2019", "Ethayarajh et al., 2019",
     "Ethayarajh, K., Duvenaud, D., &amp; Hirst, G. (2019). Understanding undesirable word embedding"
     " associations. In <i>Proceedings of the 57th Annual Meeting of the Association for"
     " Computational Linguistics</i> (pp. 1696&#8211;1705). https://doi.org/10.18653/v1/P19-1166"},
    {"finkelstein2002", "Finkelstein et al., 2002",
     "Finkelstein, L., Gabrilovich, E., Matias, Y., Rivlin, E., Solan, Z., Wolfman, G., &amp;"
     " Ruppin, E. (2002). Placing search in context: The concept revisited. <i>ACM Transactions on"
     " Information Systems, 20</i>(1), 116&#8211;131. https://doi.org/10.1145/503104.503110"},
    {"garg2018", "Garg et al., 2018",
     "Garg, N., Schiebinger, L., Jurafsky, D., &amp; Zou, J. (2018). Word embeddings quantify 100"
     " years of gender and ethnic stereotypes. <i>Proceedings of the National Academy of Sciences,"
     " 115</i>(16), E3635&#8211;E3644. https://doi.org/10.1073/pnas.1720347115"},
    {"hill2015", "Hill et al., 2015",
     "Hill, F., Reichart, R., &amp; Korhonen, A. (2015). SimLex-999: Evaluating semantic models with"
     " (genuine) similarity estimation. <i>Computational Linguistics, 41</i>(4), 665&#8211;695."
     " https://doi.org/10.1162/COLI_a_00237"},
    {"holm1979", "Holm, 1979",
     "Holm, S. (1979). A simple sequentially rejective multiple test procedure. <i>Scandinavian"
     " Journal of Statistics, 6</i>(2), 65&#8211;70."},
    {"manzini2019", "Manzini et al., 2019",
     "Manzini, T., Lim, Y. C., Black, A. W., &amp; Tsvetkov, Y. (2019). Black is to criminal as"
     " Caucasian is to police: Detecting and removing multiclass bias in word embeddings. In"
     " <i>Proceedings of the 2019 Conference of the North American Chapter of the Association for"
     " Computational Linguistics: Human Language Technologies</i> (pp. 615&#8211;621)."
     " https://doi.org/10.18653/v1/N19-1062"},
    {"mikolov2013", "Mikolov et al., 2013",
     "Mikolov, T., Sutskever, I., Chen, K., Corrado, G. S., &amp; Dean, J. (2013). Distributed"
     " representations of words and phrases and their compositionality. In <i>Advances in Neural"
     " Information Processing Systems 26</i> (pp. 3111&#8211;3119)."},
    {"mu2018", "Mu &amp; Viswanath, 2018",
     "Mu, J., &amp; Viswanath, P. (2018). All-but-the-top: Simple and effective postprocessing for"
     " word representations. In <i>International Conference on Learning Representations (ICLR)</i>."},
    {"pennington2014", "Pennington et al., 2014",
     "Pennington, J., Socher, R., &amp; Manning, C. D. (2014). GloVe: Global vectors for word"
     " representation. In <i>Proceedings of the 2014 Conference on Empirical Methods in Natural"
     " Language Processing (EMNLP)</i> (pp. 1532&#8211;1543). https://doi.org/10.3115/v1/D14-1162"},
    {"phipson2010", "Phipson &amp; Smyth, 2010",
     "Phipson, B., &amp; Smyth, G. K. (2010). Permutation p-values should never be zero: Calculating"
     " exact p-values when permutations are randomly drawn. <i>Statistical Applications in Genetics"
     " and Molecular Biology, 9</i>(1), Article 39. https://doi.org/10.2202/1544-6115.1585"},
    {"sweeney2019", "Sweeney &amp; Najafian, 2019",
     "Sweeney, C., &amp; Najafian, M. (2019). A transparent framework for evaluating unintended"
     " demographic bias in word embeddings. In <i>Proceedings of the 57th Annual Meeting of the"
     " Association for Computational Linguistics</i> (pp. 1662&#8211;1667)."
     " https://doi.org/10.18653/v1/P19-1162"},
    {"wolfe2024", "Wolfe et al., 2024",
     "Wolfe, R., Hiniker, A., &amp; Howe, B. (2024). ML-EAT: A multilevel embedding association test"
     " for interpretable and transparent social science. In <i>Proceedings of the AAAI/ACM"
     " Conference on AI, Ethics, and Society (AIES)</i>."},
};

} // namespace

class TestReportReferences final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyWorkIsInTheFile() { QCOMPARE(isoscope::ui::referenceCount(), int(std::size(kExpected))); }

    void entriesAreApaFromTheFields_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("inText");
        QTest::addColumn<QString>("entry");
        for (const Expected &e : kExpected)
            QTest::newRow(e.key) << QString::fromLatin1(e.key) << QString::fromUtf8(e.inText)
                                 << QString::fromUtf8(e.entry);
    }
    void entriesAreApaFromTheFields()
    {
        QFETCH(QString, key);
        QFETCH(QString, inText);
        QFETCH(QString, entry);
        const isoscope::ui::Reference &r = isoscope::ui::reference(key);
        QCOMPARE(r.inText, inText);
        QCOMPARE(r.entry, entry);
    }

    // A work as the subject of a sentence (APA 7's narrative citation): "Authors (Year)", a work
    // without authors by its quoted title.
    void narrativeCitationsNameAuthorsAndYear()
    {
        QCOMPARE(isoscope::ui::reference(QStringLiteral("calibrating2026")).narrative,
                 QStringLiteral("&#8220;Calibrating WEAT Against Anisotropy&#8221; (2026)"));
        QCOMPARE(isoscope::ui::reference(QStringLiteral("caliskan2017")).narrative,
                 QStringLiteral("Caliskan et al. (2017)"));
        QCOMPARE(isoscope::ui::reference(QStringLiteral("benjamini1995")).narrative,
                 QStringLiteral("Benjamini and Hochberg (1995)"));
        QCOMPARE(isoscope::ui::reference(QStringLiteral("holm1979")).narrative, QStringLiteral("Holm (1979)"));
    }

    // references.bib gets each entry as the file writes it: from "@type{key," to its closing brace.
    void bibtexIsTheFilesOwnText()
    {
        QFile file(QStringLiteral(ISOSCOPE_SOURCE_DIR "/resources/report/references.bib"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        for (const Expected &e : kExpected) {
            const QString bibtex = isoscope::ui::reference(QString::fromLatin1(e.key)).bibtex;
            QVERIFY2(bibtex.startsWith(QLatin1Char('@'))
                         && bibtex.contains(QLatin1Char('{') + QLatin1String(e.key) + QLatin1Char(','))
                         && bibtex.endsWith(QStringLiteral("}\n")) && text.contains(bibtex),
                     e.key);
        }
    }
};

QTEST_GUILESS_MAIN(TestReportReferences)
#include "tst_reportreferences.moc"
