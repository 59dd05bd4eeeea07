#include "core/analysis/results.h"

namespace isoscope {

std::string_view familyName(ModelFamily family)
{
    switch (family) {
    case ModelFamily::Static: return "static";
    case ModelFamily::Contextualized: return "contextualized";
    case ModelFamily::Contrastive: return "contrastive";
    case ModelFamily::Other: return "other";
    }
    return "other";
}

Result<ModelFamily> parseFamilyName(std::string_view name)
{
    for (auto f : {ModelFamily::Static, ModelFamily::Contextualized, ModelFamily::Contrastive, ModelFamily::Other})
        if (familyName(f) == name)
            return f;
    return makeError(ErrorCode::InvalidArgument, "unknown family '" + std::string(name)
                                                     + "' (expected static, contextualized, contrastive or other)");
}

std::string_view oovPolicyName(OovPolicy policy)
{
    return policy == OovPolicy::Subword ? "subword" : "leave-out";
}

Result<OovPolicy> parseOovPolicyName(std::string_view name)
{
    for (auto policy : {OovPolicy::LeaveOut, OovPolicy::Subword})
        if (oovPolicyName(policy) == name)
            return policy;
    return makeError(ErrorCode::InvalidArgument,
                     "unknown treatment of missing words '" + std::string(name) + "' (expected leave-out or subword)");
}

std::string_view warningKindName(Warning::Kind kind)
{
    switch (kind) {
    case Warning::Kind::DuplicateWords: return "duplicate_words";
    case Warning::Kind::MissingWords: return "missing_words";
    case Warning::Kind::LowercasedLookup: return "lowercased_lookup";
    case Warning::Kind::SingularCovariance: return "singular_covariance";
    case Warning::Kind::UndefinedEffect: return "undefined_effect_size";
    case Warning::Kind::SuiteNotRun: return "suite_not_run";
    case Warning::Kind::ReferenceWordsMissing: return "reference_words_missing";
    case Warning::Kind::ZeroVectors: return "zero_vectors";
    case Warning::Kind::SubwordWords: return "subword_words";
    case Warning::Kind::NoSubwords: return "no_subwords";
    case Warning::Kind::MissingSentences: return "missing_sentences";
    case Warning::Kind::RepeatedWords: return "repeated_words";
    case Warning::Kind::SharedWords: return "shared_words";
    }
    return "warning";
}

std::string_view similarityMethodName(SimilarityMethod method)
{
    switch (method) {
    case SimilarityMethod::WordCosine: return "word_cosine";
    case SimilarityMethod::BagOfWords: return "bag_of_words";
    case SimilarityMethod::SentenceVectors: return "sentence_vectors";
    case SimilarityMethod::None: return "none";
    }
    return "none";
}

std::vector<const WeatResult *> AnalysisResult::weat() const
{
    std::vector<const WeatResult *> all;
    for (const auto &model : models)
        for (const auto &r : model.weat)
            all.push_back(&r);
    return all;
}

ChangeCounts countChanges(const AnalysisResult &result)
{
    ChangeCounts counts;
    for (const WeatResult *r : result.weat()) {
        if (r->error)
            continue;
        switch (r->change) {
        case SignificanceChange::Stable: ++counts.stable; break;
        case SignificanceChange::Disappearing: ++counts.disappearing; break;
        case SignificanceChange::Emerging: ++counts.emerging; break;
        case SignificanceChange::Undefined: ++counts.undefined; break;
        }
    }
    return counts;
}

AnalysisParams paramsForModel(const AnalysisParams &params, const ModelSpec &spec)
{
    AnalysisParams own = params;
    if (spec.reference)
        own.reference = *spec.reference;
    return own;
}

} // namespace isoscope
