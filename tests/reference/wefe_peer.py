#!/usr/bin/python3
"""Runs WEFE 1.0 (dccuchile/wefe) as an outside peer on Isoscope's demo models and suites.

    /usr/bin/python3 tests/reference/wefe_peer.py WEFE_CHECKOUT DEBIASWE_CHECKOUT OUT.json

WEFE_CHECKOUT is a checkout of dccuchile/wefe at tag 1.0.0 (commit a01ea333), DEBIASWE_CHECKOUT one
of tolga-b/debiaswe (commit 6bb03ee2) whose data/ lists Isoscope ships in resources/debias/ (the
script checks that they are byte-identical). Neither is part of Isoscope and neither is fetched
or built here: this script only imports WEFE from the checkout. CI cannot fetch WEFE, so its
output is committed (tests/data/wefe_peer.json) and tests/core/tst_measures and
tests/reference/measures_reference.py compare against it.

Everything WEFE computes here it computes with its own code (wefe.metrics RND, MAC, ECT, RIPA,
RNSB and wefe.debias.hard_debias.HardDebias); this script only prepares the inputs the way
Isoscope defines them:
- the models are read as float32 (decimal -> double -> float32, as Isoscope's reader gives) and
  handed to WEFE's metrics as float64 KeyedVectors, so that WEFE's arithmetic is in double like
  Isoscope's (WEFE's HardDebias needs a float32 model and rounds to float32 between its steps);
- the word sets are Isoscope's suites (resources/suites/weat_suites.json, not WEFE's load_weat,
  whose W4-W5 differ), looked up with Isoscope's case rule (an uncased model: lowercased);
  missing words are dropped (WEFE's lost_vocabulary_threshold set to 1.0) and a suite with an
  empty set is not run;
- RIPA gets X and Y reduced to the pairs (x_i, y_i) whose two words are both in the model, since
  WEFE pairs the two lists by position after dropping missing words (Isoscope pairs them by
  their position in the suite);
- every metric runs with normalize=True (unit vectors), as Isoscope runs them;
- RNSB runs without its random 80/20 holdout (holdout=False: the classifier is trained on all
  of A and B) and with liblinear's tolerance at 1e-12, so that its logistic regression is the
  exact minimiser Isoscope computes;
- "whitened" is ZCA whitening computed here in numpy from SCIENCE.md section 3 (reference sample
  the top 100,000 rows, that is every row of a demo model, epsilon 1e-3), applied to the whole
  model in double; "debiased" is WEFE's HardDebias with Bolukbasi et al.'s lists (definitional
  pairs, gender-specific words not neutralized, equalize pairs), lowercased for an uncased model;
  "debiased_whitened" whitens the debiased model the same way.
"""

import contextlib
import json
import math
import os
import sys

import numpy as np

WEFE_COMMIT = "a01ea333f82a4aca82b5a06d25c24161aeeab0fb"
DEBIASWE_COMMIT = "6bb03ee2a0d7214339e513ca71cd0a99069dc29c"
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
RESOURCES = os.path.join(ROOT, "resources")
DEMO_MODELS = [
    ("glove.6B.100d.subset.txt", "glove"),
    ("GoogleNews-vectors-negative300.subset.txt", "word2vec"),
]
REFERENCE_SIZE = 100000
EPSILON = 1e-3
LISTS = ["definitional_pairs.json", "equalize_pairs.json", "gender_specific_full.json"]


def read_model(path, fmt):
    words, rows = [], []
    with open(path, encoding="utf-8") as f:
        if fmt == "word2vec":
            f.readline()
        for line in f:
            parts = line.rstrip("\r\n").rstrip(" ").split(" ")
            if len(parts) < 2:
                continue
            words.append(parts[0])
            rows.append(parts[1:])
    assert len(set(words)) == len(words), f"{path}: repeated words"
    X = np.array(rows, dtype=np.float64).astype(np.float32)
    uncased = not any(ch.isupper() for w in words for ch in w)
    return words, X, uncased


def keyed_vectors(words, X):
    from gensim.models import KeyedVectors
    kv = KeyedVectors(X.shape[1], count=0, dtype=X.dtype)
    kv.add_vectors(words, X)
    return kv


def zca(X):
    n = min(REFERENCE_SIZE, X.shape[0])
    R = X[:n].astype(np.float64)
    mu = R.mean(axis=0)
    sigma = np.cov(R, rowvar=False, ddof=1)
    lam, U = np.linalg.eigh(sigma)
    W = (U * (1.0 / np.sqrt(lam + EPSILON))) @ U.T
    return (X.astype(np.float64) - mu) @ W


def plain(value):
    """JSON-safe: numpy scalars to float, NaN to None."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (np.floating, float)):
        v = float(value)
        return None if math.isnan(v) else v
    if isinstance(value, (np.integer, int)):
        return int(value)
    return value


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    wefe_dir, debiaswe_dir, out_path = sys.argv[1:]
    sys.path.insert(0, wefe_dir)
    import wefe
    from wefe.debias.hard_debias import HardDebias
    from wefe.metrics import ECT, MAC, RIPA, RND, RNSB
    from wefe.query import Query
    from wefe.word_embedding_model import WordEmbeddingModel
    assert wefe.__version__ == "1.0.0", wefe.__version__

    lists = {}
    for name in LISTS:
        ours = os.path.join(RESOURCES, "debias", name)
        theirs = os.path.join(debiaswe_dir, "data", name)
        with open(ours, "rb") as a, open(theirs, "rb") as b:
            assert a.read() == b.read(), f"{ours} differs from {theirs}"
        with open(ours, encoding="utf-8") as f:
            lists[name] = json.load(f)
    with open(os.path.join(RESOURCES, "suites", "weat_suites.json"), encoding="utf-8") as f:
        suites = json.load(f)["suites"]

    output = {
        "what": "WEFE 1.0 run as an outside peer on Isoscope's demo models and suites "
                "(tests/reference/wefe_peer.py explains every input choice)",
        "command": "/usr/bin/python3 tests/reference/wefe_peer.py WEFE_CHECKOUT DEBIASWE_CHECKOUT "
                   "tests/data/wefe_peer.json",
        "wefe": {"repository": "dccuchile/wefe", "tag": "1.0.0", "commit": WEFE_COMMIT,
                 "version": wefe.__version__},
        "debias_lists": {"repository": "tolga-b/debiaswe", "commit": DEBIASWE_COMMIT, "files": LISTS},
        "python": {"numpy": np.__version__},
        "settings": {"normalize": True, "lost_vocabulary_threshold": 1.0, "rnd_distance": "norm",
                     "rnsb": {"holdout": False, "solver": "liblinear", "tol": 1e-12, "max_iter": 100000},
                     "whitening": {"reference": f"top:{REFERENCE_SIZE}", "epsilon": EPSILON},
                     "hard_debias": {"pca_args": {"n_components": 10}}},
        "models": [],
    }
    import gensim, scipy, sklearn
    output["python"].update({"scipy": scipy.__version__, "sklearn": sklearn.__version__,
                             "gensim": gensim.__version__})

    for file_name, fmt in DEMO_MODELS:
        words, X, uncased = read_model(os.path.join(RESOURCES, "embeddings", file_name), fmt)
        key = (lambda w: w.lower()) if uncased else (lambda w: w)
        index = {w: i for i, w in enumerate(words)}

        # Hard debias (WEFE's, on a float32 model, as it requires).
        definitional = [[key(a), key(b)] for a, b in lists["definitional_pairs.json"]]
        specific = sorted({key(w) for w in lists["gender_specific_full.json"]})
        equalize = [[key(a), key(b)] for a, b in lists["equalize_pairs.json"]]
        model32 = WordEmbeddingModel(keyed_vectors(words, X.copy()), file_name)
        # verbose=True: WEFE 1.0 discards a pair with a word missing only when it warns about it
        # (get_embeddings_from_tuples' warn_lost_sets); its chatter goes to standard error.
        debiaser = HardDebias(verbose=True)
        with contextlib.redirect_stdout(sys.stderr):
            debiaser.fit(model32, definitional_pairs=definitional, equalize_pairs=equalize)
            debiased_model = debiaser.transform(model32, ignore=specific, copy=True)
        D = np.array([debiased_model[w] for w in words], dtype=np.float32)
        direction = np.asarray(debiaser.bias_direction_, dtype=np.float64)
        used_definitional = [list(p.keys()) for p in debiaser.definitional_pairs_embeddings_]
        equalized = sorted({tuple(p.keys()) for p in debiaser.equalize_pairs_embeddings_ if len(p) == 2})

        spaces = {
            "raw": X.astype(np.float64),
            "whitened": zca(X),
            "debiased": D.astype(np.float64),
            "debiased_whitened": zca(D),
        }
        model_out = {"file": file_name, "uncased": uncased, "rows": len(words), "dims": X.shape[1],
                     "debias": {"direction": direction.tolist(),
                                "definitional_pairs_used": used_definitional,
                                "equalized_pairs": [list(p) for p in equalized],
                                "vectors": {}},
                     "suites": {}}
        suite_words = set()

        for suite in suites:
            sets = {}
            for role in "XYAB":
                sets[role] = [key(w) for w in suite[role] if key(w) in index]
            # RIPA's pairs: suite positions whose two words are both in the model.
            pairs = [(key(x), key(y)) for x, y in zip(suite["X"], suite["Y"])
                     if key(x) in index and key(y) in index]
            entry = {"words": sets, "ripa_pairs": [list(p) for p in pairs], "spaces": {}}
            if any(not sets[r] for r in "XYAB"):
                entry["not_run"] = "a set has no word in the model"
                model_out["suites"][suite["id"]] = entry
                continue
            if suite["category"] == "Gender":
                suite_words.update(w for r in "XYAB" for w in sets[r])
            for space, V in spaces.items():
                model = WordEmbeddingModel(keyed_vectors(words, V), f"{file_name}/{space}")
                common = dict(lost_vocabulary_threshold=1.0, normalize=True)
                q = lambda T, A: Query(T, A)
                res = {}
                for name, attr in (("A", sets["A"]), ("B", sets["B"])):
                    r = RND().run_query(q([sets["X"], sets["Y"]], [attr]), model, distance="norm", **common)
                    res.setdefault("rnd", {})[name] = {"value": r["result"], "by_word": r["distance_by_word"]}
                    r = ECT().run_query(q([sets["X"], sets["Y"]], [attr]), model, **common)
                    res.setdefault("ect", {})[name] = {"value": r["result"]}
                    if pairs:
                        r = RIPA().run_query(q([[p[0] for p in pairs], [p[1] for p in pairs]], [attr]), model,
                                             **common)
                        res.setdefault("ripa", {})[name] = {"value": r["result"], "by_word": r["word_values"]}
                r = MAC().run_query(q([sets["X"], sets["Y"]], [sets["A"], sets["B"]]), model, **common)
                res["mac"] = {"value": r["result"], "by_word": r["targets_eval"]}
                r = RNSB().run_query(q([sets["X"], sets["Y"]], [sets["A"], sets["B"]]), model,
                                     holdout=False, random_state=None,
                                     estimator_params={"solver": "liblinear", "max_iter": 100000, "tol": 1e-12},
                                     **common)
                res["rnsb"] = {"value": r["result"], "probabilities": r["negative_sentiment_probabilities"]}
                entry["spaces"][space] = res
            model_out["suites"][suite["id"]] = entry
        # The debiased vectors of the gender suites' words, the equalized and the definitional words.
        for pair in equalized + [tuple(p) for p in used_definitional]:
            suite_words.update(pair)
        model_out["debias"]["vectors"] = {w: D[index[w]].astype(np.float64).tolist() for w in sorted(suite_words)}
        output["models"].append(plain(model_out))

    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(output, f, separators=(",", ":"))
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
