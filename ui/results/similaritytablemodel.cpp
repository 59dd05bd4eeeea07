#include "ui/results/similaritytablemodel.h"

#include "ui/common/escape.h"
#include "ui/common/itemroles.h"
#include "ui/results/cautiontext.h"
#include "ui/results/numberformat.h"

#include <QFileInfo>
#include <QLocale>

namespace isoscope::ui {

SimilarityTableModel::SimilarityTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void SimilarityTableModel::setResults(std::shared_ptr<const isoscope::AnalysisResult> results)
{
    beginResetModel();
    m_results = std::move(results);
    m_rows.clear();
    if (m_results)
        for (const auto &m : m_results->models)
            for (const auto &s : m.similarity)
                m_rows.emplace_back(&m, &s);
    endResetModel();
}

int SimilarityTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int SimilarityTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SimilarityTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto [m, s] = m_rows[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column >= CoverageColumn && column != MethodColumn ? int(Qt::AlignRight | Qt::AlignVCenter)
                                                                  : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && column == CoverageColumn) {
        if (!s->sentences())
            return tr("%1 of %2 pairs have both words in the vocabulary")
                .arg(numberformat::count(static_cast<qint64>(s->pairsUsed)))
                .arg(numberformat::count(static_cast<qint64>(s->pairsTotal)));
        if (s->method == isoscope::SimilarityMethod::SentenceVectors)
            return tr("%1 of %2 sentence pairs have both sentences among the sentence vectors")
                .arg(numberformat::count(static_cast<qint64>(s->pairsUsed)))
                .arg(numberformat::count(static_cast<qint64>(s->pairsTotal)));
        return tr("%1 of %2 sentence pairs have a word of the vocabulary in both sentences")
            .arg(numberformat::count(static_cast<qint64>(s->pairsUsed)))
            .arg(numberformat::count(static_cast<qint64>(s->pairsTotal)));
    }
    if (role == Qt::ToolTipRole && column == MethodColumn) {
        switch (s->method) {
        case isoscope::SimilarityMethod::WordCosine: return tr("The cosine of the two word vectors");
        case isoscope::SimilarityMethod::BagOfWords:
            return tr("A sentence is the mean of the vectors of its words (letters and digits, looked up as the "
                      "WEAT words); whitened, the mean of the whitened word vectors");
        case isoscope::SimilarityMethod::SentenceVectors:
            return tr("Sentence vectors from %1, matched by the exact text of each sentence and whitened with the "
                      "model's whitening")
                .arg(QString::fromStdString(s->sentenceVectorsFile));
        case isoscope::SimilarityMethod::None:
            return tr("STS-B needs a vector for each sentence: a model that is not static gets none from its word "
                      "vectors. Add sentence vectors (/sentences and /sentence_vectors) on the Models page.");
        }
    }
    const std::size_t valid = s->comparison.iterations - s->comparison.skipped;
    if (role == Qt::ToolTipRole && column == PColumn) {
        QString tip = tr("Paired bootstrap, %1 resamples, seed %2")
                          .arg(numberformat::count(static_cast<qint64>(s->bootstrapIterations)))
                          .arg(s->seed);
        if (s->comparison.p && *s->comparison.p == 0 && valid > 0)
            tip += QLatin1Char('\n')
                   + tr("No resample of %1 put the difference on the other side of zero: p is below "
                        "%2, the smallest p other than 0 that so many resamples can give.")
                         .arg(QLocale().toString(qulonglong(valid)), cautiontext::bootstrapBound(valid));
        return tip;
    }
    if (role != Qt::DisplayRole && role != RawValueRole)
        return {};
    const bool raw = role == RawValueRole;
    const auto value = [raw](std::optional<double> v) -> QVariant {
        if (raw)
            return v ? QVariant(*v) : QVariant();
        return numberformat::fixed(v, 3);
    };
    const double coverage =
        s->pairsTotal ? static_cast<double>(s->pairsUsed) / static_cast<double>(s->pairsTotal) : 0.0;
    switch (column) {
    case ModelColumn: return raw ? QString::fromStdString(m->spec.name) : escape::shownName(m->spec.name);
    case BenchmarkColumn:
        if (raw || s->split.empty())
            return QString::fromStdString(s->benchmark);
        return tr("%1 (%2)").arg(QString::fromStdString(s->benchmark), splitLabel(s->split));
    case CoverageColumn:
        return raw ? QVariant(coverage)
                   : QVariant(tr("%1 / %2").arg(QLocale().toString(static_cast<qlonglong>(s->pairsUsed)),
                                                QLocale().toString(static_cast<qlonglong>(s->pairsTotal))));
    case RawRhoColumn: return value(s->comparison.rhoRaw);
    case WhitenedRhoColumn: return value(s->comparison.rhoWhitened);
    case DeltaColumn: return value(s->comparison.delta);
    case PColumn: return raw ? value(s->comparison.p) : QVariant(cautiontext::bootstrapP(s->comparison.p, valid));
    case MethodColumn:
        if (raw)
            return QString::fromUtf8(isoscope::similarityMethodName(s->method).data());
        switch (s->method) {
        case isoscope::SimilarityMethod::WordCosine: return tr("word vectors");
        case isoscope::SimilarityMethod::BagOfWords: return tr("mean of the word vectors");
        case isoscope::SimilarityMethod::SentenceVectors:
            return tr("sentence vectors (%1)")
                .arg(QFileInfo(QString::fromStdString(s->sentenceVectorsFile)).fileName());
        case isoscope::SimilarityMethod::None: return tr("not measured: needs sentence vectors");
        }
        return {};
    default: return {};
    }
}

QString SimilarityTableModel::splitLabel(const std::string &split)
{
    if (split == "test")
        return tr("test");
    if (split == "dev")
        return tr("dev");
    if (split == "train")
        return tr("train");
    return QString::fromStdString(split);
}

QVariant SimilarityTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == PValueColumnRole)
        return section == PColumn;
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ModelColumn: return tr("Model");
        case BenchmarkColumn: return tr("Benchmark");
        case CoverageColumn: return tr("Pairs used");
        case RawRhoColumn: return tr("Raw ρ");
        case WhitenedRhoColumn: return tr("Whitened ρ");
        case DeltaColumn: return tr("Δρ");
        case PColumn: return tr("Bootstrap p");
        case MethodColumn: return tr("Measured with");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case RawRhoColumn: return tr("Spearman rank correlation of cosine similarity with the human scores, raw");
        case WhitenedRhoColumn: return tr("The same after ZCA whitening");
        case DeltaColumn: return tr("Whitened ρ minus raw ρ");
        case PColumn: return tr("Two-sided p of the difference, from a paired bootstrap over pairs");
        case MethodColumn: return tr("What the similarity of a pair is the cosine of");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return int((section >= CoverageColumn && section != MethodColumn ? Qt::AlignRight : Qt::AlignLeft)
                   | Qt::AlignVCenter);
    return {};
}

} // namespace isoscope::ui
