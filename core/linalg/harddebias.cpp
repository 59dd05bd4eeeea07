#include "core/linalg/harddebias.h"

#include "core/base/random.h"
#include "core/linalg/whitening.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace isoscope {

std::uint64_t DebiasLists::fingerprint() const
{
    std::string text = "bolukbasi2016-hard-debias\n";
    for (const auto *pairs : {&definitional, &equalize}) {
        for (const auto &[a, b] : *pairs)
            text += a + '\t' + b + '\n';
        text += '\n';
    }
    for (const auto &w : genderSpecific)
        text += w + '\n';
    return deriveSeed(0, text);
}

std::string pythonTitleCase(std::string_view word)
{
    std::string out(word);
    bool afterLetter = false;
    for (char &c : out) {
        const unsigned char u = static_cast<unsigned char>(c);
        const bool asciiLetter = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
        if (asciiLetter) {
            if (afterLetter && u >= 'A' && u <= 'Z')
                c = static_cast<char>(u - 'A' + 'a');
            else if (!afterLetter && u >= 'a' && u <= 'z')
                c = static_cast<char>(u - 'a' + 'A');
        }
        afterLetter = asciiLetter || u >= 0x80;
    }
    return out;
}

namespace {

std::string asciiLower(std::string_view word)
{
    std::string out(word);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string asciiUpper(std::string_view word)
{
    std::string out(word);
    for (char &c : out)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    return out;
}

Eigen::VectorXd unitVector(Eigen::VectorXd v)
{
    const double norm = v.norm();
    if (norm > 0)
        v /= norm;
    return v;
}

} // namespace

Eigen::VectorXd HardDebias::unequalized(const float *vector, bool specific) const
{
    Eigen::VectorXd v =
        unitVector(Eigen::Map<const Eigen::VectorXf>(vector, static_cast<Eigen::Index>(m_dims)).cast<double>());
    if (specific)
        return v;
    v -= v.dot(m_direction) * m_direction;
    return unitVector(std::move(v));
}

Result<HardDebias> HardDebias::fit(const EmbeddingSet &model, const DebiasLists &lists)
{
    try {
        HardDebias debias;
        debias.m_dims = model.dims();
        debias.m_fingerprint = lists.fingerprint();
        const auto rowOf = [&](const std::string &word) { return model.lookup(word).row; };

        // Steps 1-2: the direction.
        std::vector<std::size_t> definitionalRows;
        for (const auto &[a, b] : lists.definitional) {
            const auto ra = rowOf(a), rb = rowOf(b);
            if (ra && rb && *ra != *rb) {
                definitionalRows.push_back(*ra);
                definitionalRows.push_back(*rb);
            }
        }
        const MatrixD pairVectors = model.rowsAsDouble(definitionalRows);
        std::vector<Eigen::Index> kept;
        for (Eigen::Index i = 0; i + 1 < pairVectors.rows(); i += 2)
            if (pairVectors.row(i).squaredNorm() > 0 && pairVectors.row(i + 1).squaredNorm() > 0) {
                kept.push_back(i);
                debias.m_definitionalUsed.emplace_back(model.word(definitionalRows[static_cast<std::size_t>(i)]),
                                                       model.word(definitionalRows[static_cast<std::size_t>(i) + 1]));
            }
        if (kept.empty())
            return makeError(ErrorCode::EmptyWordSet,
                             "no definitional pair of the hard-debias lists has both words in the vocabulary", {}, 0,
                             kDefinitionalPairsFile);
        Eigen::MatrixXd centred(2 * static_cast<Eigen::Index>(kept.size()), pairVectors.cols());
        for (std::size_t k = 0; k < kept.size(); ++k) {
            const Eigen::RowVectorXd a = pairVectors.row(kept[k]) / pairVectors.row(kept[k]).norm();
            const Eigen::RowVectorXd b = pairVectors.row(kept[k] + 1) / pairVectors.row(kept[k] + 1).norm();
            const Eigen::RowVectorXd middle = (a + b) / 2;
            centred.row(2 * static_cast<Eigen::Index>(k)) = a - middle;
            centred.row(2 * static_cast<Eigen::Index>(k) + 1) = b - middle;
        }
        centred.rowwise() -= centred.colwise().mean();
        // The top right singular vector of the centred rows, from the small 2p x 2p Gram matrix.
        const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(centred * centred.transpose());
        const Eigen::Index top = centred.rows() - 1; // eigenvalues ascend
        debias.m_direction = (centred.transpose() * solver.eigenvectors().col(top)).normalized();
        const double total = solver.eigenvalues().sum();
        debias.m_explained = total > 0 ? solver.eigenvalues()(top) / total : 0.0;
        const Eigen::RowVectorXd firstDifference = centred.row(0);
        if (firstDifference.dot(debias.m_direction) < 0)
            debias.m_direction = -debias.m_direction;

        // The words not neutralized.
        for (const std::string &word : lists.genderSpecific)
            if (const auto row = rowOf(word))
                debias.m_specific.insert(*row);

        // Step 4: the equalize pairs, each as written lower-, title- and upper-cased.
        std::vector<std::pair<std::size_t, std::size_t>> pairs;
        std::set<std::size_t> taken;
        for (const auto &[a, b] : lists.equalize) {
            const std::pair<std::string, std::string> variants[3] = {{asciiLower(a), asciiLower(b)},
                                                                     {pythonTitleCase(a), pythonTitleCase(b)},
                                                                     {asciiUpper(a), asciiUpper(b)}};
            for (const auto &[va, vb] : variants) {
                const auto ra = rowOf(va), rb = rowOf(vb);
                if (!ra || !rb || *ra == *rb || taken.count(*ra) || taken.count(*rb))
                    continue;
                pairs.emplace_back(*ra, *rb);
                taken.insert(*ra);
                taken.insert(*rb);
            }
        }
        std::vector<std::size_t> equalizeRows;
        for (const auto &[ra, rb] : pairs) {
            equalizeRows.push_back(ra);
            equalizeRows.push_back(rb);
        }
        const MatrixF equalizeVectors = model.rows(equalizeRows);
        for (std::size_t k = 0; k < pairs.size(); ++k) {
            const auto [ra, rb] = pairs[k];
            const float *rowA = equalizeVectors.row(static_cast<Eigen::Index>(2 * k)).data();
            const float *rowB = equalizeVectors.row(static_cast<Eigen::Index>(2 * k + 1)).data();
            const Eigen::VectorXd a = debias.unequalized(rowA, debias.isGenderSpecific(ra));
            const Eigen::VectorXd b = debias.unequalized(rowB, debias.isGenderSpecific(rb));
            if (!(a.squaredNorm() > 0) || !(b.squaredNorm() > 0))
                continue;
            const Eigen::VectorXd &g = debias.m_direction;
            const Eigen::VectorXd middle = (a + b) / 2;
            const Eigen::VectorXd y = middle - middle.dot(g) * g;
            double z = std::sqrt(std::max(0.0, 1.0 - y.squaredNorm()));
            if ((a - b).dot(g) < 0)
                z = -z;
            debias.m_equalized[ra] = unitVector(z * g + y).cast<float>();
            debias.m_equalized[rb] = unitVector(-z * g + y).cast<float>();
            debias.m_equalizedWords.emplace_back(model.word(ra), model.word(rb));
        }
        return debias;
    } catch (const StorageError &e) {
        return makeError(ErrorCode::FileUnreadable, std::string("reading the model's vectors failed: ") + e.what());
    }
}

void HardDebias::apply(const std::vector<std::size_t> &rows, float *vectors) const
{
    const auto d = static_cast<Eigen::Index>(m_dims);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        float *row = vectors + i * m_dims;
        Eigen::Map<Eigen::VectorXf> out(row, d);
        if (const auto found = m_equalized.find(rows[i]); found != m_equalized.end()) {
            if (out.squaredNorm() > 0)
                out = found->second;
            continue;
        }
        out = unequalized(row, isGenderSpecific(rows[i])).cast<float>();
    }
}

void HardDebias::applyNeutral(float *vectors, std::size_t count) const
{
    const auto d = static_cast<Eigen::Index>(m_dims);
    for (std::size_t i = 0; i < count; ++i) {
        float *row = vectors + i * m_dims;
        Eigen::Map<Eigen::VectorXf>(row, d) = unequalized(row, false).cast<float>();
    }
}

namespace {

// The rows of a model, debiased as they are read.
class DebiasedRows final : public RowStore
{
public:
    DebiasedRows(const EmbeddingSet &model, std::shared_ptr<const HardDebias> debias)
        : m_model(model), m_debias(std::move(debias))
    {}
    std::size_t rows() const override { return m_model.size(); }
    std::size_t dims() const override { return m_model.dims(); }
    void read(const std::vector<std::size_t> &rows, float *out) const override
    {
        const MatrixF original = m_model.rows(rows);
        std::copy_n(original.data(), original.size(), out);
        m_debias->apply(rows, out);
    }

private:
    const EmbeddingSet &m_model;
    std::shared_ptr<const HardDebias> m_debias;
};

// A contextualized model's reference vectors, debiased as they are read.
class DebiasedReference final : public RowStore
{
public:
    DebiasedReference(const EmbeddingSet &model, std::shared_ptr<const HardDebias> debias)
        : m_model(model), m_debias(std::move(debias))
    {}
    std::size_t rows() const override { return m_model.referenceRows(); }
    std::size_t dims() const override { return m_model.dims(); }
    void read(const std::vector<std::size_t> &rows, float *out) const override
    {
        const MatrixF all = m_model.referenceVectors();
        const std::size_t d = dims();
        for (std::size_t i = 0; i < rows.size(); ++i)
            std::copy_n(all.row(static_cast<Eigen::Index>(rows[i])).data(), d, out + i * d);
        m_debias->applyNeutral(out, rows.size());
    }

private:
    const EmbeddingSet &m_model;
    std::shared_ptr<const HardDebias> m_debias;
};

// The model's whitening store, with keys of the debiased model's own.
class PrefixedWhiteningStore final : public WhiteningStatsStore
{
public:
    PrefixedWhiteningStore(WhiteningStatsStore *store, std::string prefix) : m_store(store), m_prefix(std::move(prefix))
    {}
    std::optional<WhiteningStats> load(const std::string &key) const override { return m_store->load(m_prefix + key); }
    bool save(const std::string &key, const WhiteningStats &stats) override
    {
        return m_store->save(m_prefix + key, stats);
    }

private:
    WhiteningStatsStore *m_store;
    std::string m_prefix;
};

} // namespace

EmbeddingSet debiasedModel(const EmbeddingSet &model, std::shared_ptr<const HardDebias> debias)
{
    const std::uint64_t fingerprint = debias->listsFingerprint();
    EmbeddingSet debiased(model.vocabulary(), std::make_shared<DebiasedRows>(model, debias));
    debiased.setUncased(model.isUncased());
    if (model.referenceRows() > 0)
        debiased.setReferenceVectors(std::make_shared<DebiasedReference>(model, debias));
    if (model.whiteningStore()) {
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(fingerprint));
        debiased.setWhiteningStore(
            std::make_shared<PrefixedWhiteningStore>(model.whiteningStore(), std::string("hard-debias:") + hex + "/"));
    }
    return debiased;
}

} // namespace isoscope
