#!/usr/bin/python3
"""Independent numpy re-implementation of the measures beyond WEAT and of hard debiasing.

    /usr/bin/python3 tests/reference/measures_reference.py --wefe tests/data/wefe_peer.json
    /usr/bin/python3 tests/reference/measures_reference.py <path of isoscope-cli> <scratch dir>

recomputes, from the data files alone, what docs/measures.md defines: RND, MAC, ECT, RIPA and
RNSB (as WEFE 1.0 defines them, on unit vectors) for every built-in suite on the two demo models,
in four spaces (raw, ZCA-whitened, hard-debiased after Bolukbasi et al. 2016, debiased then
whitened), and compares every value with WEFE's own outputs (tests/data/wefe_peer.json, made by
tests/reference/wefe_peer.py), or with `isoscope-cli calibrations --calibrations debias
--measures ...` (its measures.csv: every measure and WEAT's d in the four columns). Nothing here shares code with Isoscope or with WEFE: the formulas
are transcribed from the papers and docs/measures.md; the Spearman ranks, the logistic
regression (Newton's method on the full Hessian) and the debiasing are written out here.

Prints a table (quantity, count, max |difference|, tolerance) and exits 0 if every comparison
passes, 1 otherwise (each failure named), 2 on bad usage. Run it with Debian's interpreter
(python3-numpy); a missing module is a failure, not a skip.
"""

import json
import math
import os
import sys

try:
    import numpy as np
except ImportError as exc:
    print(f"measures_reference: FAIL: {exc}. Run it with Debian's /usr/bin/python3 "
          "(apt-get install python3-numpy).", file=sys.stderr)
    sys.exit(1)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
RESOURCES = os.path.join(ROOT, "resources")
DEMO_MODELS = [
    ("glove.6B.100d.subset.txt", "glove"),
    ("GoogleNews-vectors-negative300.subset.txt", "word2vec"),
]
REFERENCE_SIZE = 100000
EPSILON = 1e-3
C = 1.0  # inverse regularisation of RNSB's logistic regression (scikit-learn's default)

# Tolerances (absolute) against WEFE. Raw and whitened: the same float32 inputs, all arithmetic
# in double on both sides. Debiased: WEFE's HardDebias rounds to float32 after each of its steps
# (normalise, neutralise, normalise, equalise, normalise), ours once at the end, so the debiased
# vectors differ by a few float32 units (~1e-7) and the measures on them by up to ~1e-6.
# RNSB: WEFE's liblinear stops when the objective's decrease falls below 1e-12 of its value
# (whatever its tol), which leaves the gradient at ~1e-7 and the probabilities ~1e-8 from the exact
# minimiser that Newton's method reaches here (gradient 1e-15).
TOL = {"raw": 1e-9, "whitened": 1e-9, "debiased": 2e-7, "debiased_whitened": 2e-7}
TOL_RNSB = 1e-7
TOL_VECTOR = 3e-7   # debiased vectors, each coordinate
TOL_DIRECTION = 5e-7


class Checks:
    def __init__(self):
        self.rows = {}
        self.failures = []

    def compare(self, quantity, ours, theirs, tol, where):
        if ours is None or theirs is None:
            if ours is None and theirs is None:
                self._row(quantity, 0.0, tol)
                return
            self.failures.append(f"{quantity} {where}: ours {ours}, theirs {theirs}")
            self._row(quantity, math.inf, tol)
            return
        diff = abs(float(ours) - float(theirs))
        if not diff <= tol:
            self.failures.append(f"{quantity} {where}: ours {ours!r}, theirs {theirs!r} (|diff| {diff:.3g} > {tol:g})")
        self._row(quantity, diff, tol)

    def _row(self, quantity, diff, tol):
        row = self.rows.setdefault(quantity, [0, 0.0, tol])
        row[0] += 1
        row[1] = max(row[1], diff)

    def report(self):
        print(f"{'quantity':44} {'count':>6} {'max |diff|':>11} {'tolerance':>10}")
        for q, (n, d, t) in self.rows.items():
            print(f"{q:44} {n:6d} {d:11.3g} {t:10.3g}")
        for f in self.failures:
            print("FAIL:", f)
        print("measures_reference:", "FAIL" if self.failures else "ok",
              f"({sum(r[0] for r in self.rows.values())} comparisons)")
        return 1 if self.failures else 0


# --------------------------------------------------------------------------------------------
# Data

class Model:
    def __init__(self, path, fmt):
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
        self.X = np.array(rows, dtype=np.float64).astype(np.float32)
        self.words = words
        self.index = {}
        for i, w in enumerate(words):
            self.index.setdefault(w, i)
        self.uncased = not any(ch.isupper() for w in words for ch in w)

    def key(self, word):
        return word.lower() if self.uncased else word

    def row(self, word):
        return self.index.get(self.key(word))


def read_suites():
    with open(os.path.join(RESOURCES, "suites", "weat_suites.json"), encoding="utf-8") as f:
        return json.load(f)["suites"]


def read_debias_lists():
    out = {}
    for name in ("definitional_pairs", "equalize_pairs", "gender_specific_full"):
        with open(os.path.join(RESOURCES, "debias", name + ".json"), encoding="utf-8") as f:
            out[name] = json.load(f)
    return out


# --------------------------------------------------------------------------------------------
# Whitening (SCIENCE.md section 3) and hard debiasing (Bolukbasi et al. 2016, debiaswe/debias.py)

def zca(X):
    R = X[:min(REFERENCE_SIZE, X.shape[0])].astype(np.float64)
    mu = R.mean(axis=0)
    Rc = R - mu
    sigma = Rc.T @ Rc / (R.shape[0] - 1)
    lam, U = np.linalg.eigh(sigma)
    W = U @ np.diag(1.0 / np.sqrt(lam + EPSILON)) @ U.T
    return (X.astype(np.float64) - mu) @ W


def python_title(word):
    """str.title() spelled out: a letter after a non-letter is upper case, any other lower."""
    out, previous_letter = [], False
    for ch in word:
        out.append((ch.lower() if previous_letter else ch.upper()) if ch.isalpha() else ch)
        previous_letter = ch.isalpha()
    return "".join(out)


def unit(v):
    n = math.sqrt(float(v @ v))
    return v / n if n > 0 else v


def hard_debias(model, lists):
    """The debiased model (float32) and its gender direction, per Bolukbasi et al. 2016."""
    X = model.X.astype(np.float64)
    norms = np.sqrt((X * X).sum(axis=1))
    U = np.where(norms[:, None] > 0, X / np.where(norms > 0, norms, 1)[:, None], 0.0)
    rows = []
    for a, b in lists["definitional_pairs"]:
        ra, rb = model.row(a), model.row(b)
        if ra is None or rb is None or norms[ra] == 0 or norms[rb] == 0:
            continue
        center = (U[ra] + U[rb]) / 2
        rows += [U[ra] - center, U[rb] - center]
    M = np.array(rows)
    M = M - M.mean(axis=0)
    # first principal component: the top eigenvector of M^T M
    evals, evecs = np.linalg.eigh(M.T @ M)
    g = evecs[:, np.argmax(evals)]
    specific = {model.row(w) for w in lists["gender_specific_full"]} - {None}
    out = U.copy()
    for i in range(X.shape[0]):
        if i not in specific and norms[i] > 0:
            out[i] = unit(U[i] - g * float(U[i] @ g))
    seen_rows, pairs = set(), []
    for a, b in lists["equalize_pairs"]:
        for x, y in ((a.lower(), b.lower()), (python_title(a), python_title(b)), (a.upper(), b.upper())):
            ra, rb = model.row(x), model.row(y)
            if ra is None or rb is None or ra == rb or (ra, rb) in pairs:
                continue
            if ra in seen_rows or rb in seen_rows or norms[ra] == 0 or norms[rb] == 0:
                continue
            pairs.append((ra, rb))
            seen_rows.update((ra, rb))
    for ra, rb in pairs:
        va, vb = out[ra], out[rb]
        mid = (va + vb) / 2
        y = mid - g * float(mid @ g)
        z = math.sqrt(max(0.0, 1.0 - float(y @ y)))
        if float((va - vb) @ g) < 0:
            z = -z
        out[ra] = unit(z * g + y)
        out[rb] = unit(-z * g + y)
    return out.astype(np.float32), g, pairs


# --------------------------------------------------------------------------------------------
# The measures (WEFE 1.0 definitions, on unit vectors)

def average_ranks(x):
    order = np.argsort(x, kind="mergesort")
    ranks = np.empty(len(x))
    i = 0
    xs = x[order]
    while i < len(x):
        j = i
        while j + 1 < len(x) and xs[j + 1] == xs[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def pearson(a, b):
    a = a - a.mean()
    b = b - b.mean()
    den = math.sqrt(float(a @ a) * float(b @ b))
    return float(a @ b) / den if den > 0 else None


def cos(u, v):
    return float(u @ v) / math.sqrt(float(u @ u) * float(v @ v))


def rnd(X, Y, S):
    mx, my = X.mean(axis=0), Y.mean(axis=0)
    per = [float(np.linalg.norm(a - mx) - np.linalg.norm(a - my)) for a in S]
    return float(np.mean(per)), per


def mac(X, Y, A, B):
    per = {}
    scores = []
    for name, T in (("X", X), ("Y", Y)):
        per[name] = []
        for t in T:
            entry = [float(np.mean([1 - cos(t, a) for a in S])) for S in (A, B)]
            per[name].append(entry)
            scores += entry
    return float(np.mean(scores)), per


def ect(X, Y, S):
    mx, my = X.mean(axis=0), Y.mean(axis=0)
    cx = np.array([cos(mx, a) for a in S])
    cy = np.array([cos(my, a) for a in S])
    return pearson(average_ranks(cx), average_ranks(cy)), cx, cy


def ripa(Xp, Yp, S):
    bs = []
    for x, y in zip(Xp, Yp):
        d = x - y
        bs.append(d / math.sqrt(float(d @ d)))
    per = []
    for a in S:
        scores = np.array([float(a @ b) for b in bs])
        per.append((float(scores.mean()), float(np.sqrt(((scores - scores.mean()) ** 2).mean()))))
    return float(np.mean([m for m, _ in per])), per


def logistic_newton(F, y):
    """argmin 0.5 |w|^2 + C sum log(1 + exp(-y_i w.[x_i, 1])): liblinear's objective (the bias
    is a feature of value 1 and is regularised), by Newton's method on the full Hessian."""
    Xt = np.hstack([F, np.ones((F.shape[0], 1))])
    w = np.zeros(Xt.shape[1])

    def objective(w):
        m = y * (Xt @ w)
        return 0.5 * float(w @ w) + C * float(np.sum(np.logaddexp(0, -m)))

    def gradient(w):
        s = 1 / (1 + np.exp(y * (Xt @ w)))   # sigma(-m)
        return w - C * Xt.T @ (y * s), s

    grad, s = gradient(w)
    for _ in range(200):
        if np.linalg.norm(grad) < 1e-13:
            break
        H = np.eye(len(w)) + C * (Xt.T * (s * (1 - s))) @ Xt
        step = np.linalg.solve(H, grad)
        t, f0 = 1.0, objective(w)
        # Armijo backtracking; the full step is also taken when it shrinks the gradient (near the
        # minimum the objective's decrease is below double resolution).
        while t > 1e-12:
            g1, s1 = gradient(w - t * step)
            if objective(w - t * step) <= f0 - 1e-4 * t * float(grad @ step) or \
                    (t == 1.0 and np.linalg.norm(g1) < np.linalg.norm(grad)):
                break
            t /= 2
        if t <= 1e-12:
            break
        w = w - t * step
        grad, s = g1, s1
    return w


def rnsb(X, Y, A, B):
    F = np.vstack([A, B])
    labels = np.concatenate([np.ones(len(A)), -np.ones(len(B))])
    w = logistic_newton(F, labels)
    T = np.vstack([X, Y])
    margin = T @ w[:-1] + w[-1]
    negative = 1 / (1 + np.exp(margin))   # P(label -1, that is B)
    p = negative / negative.sum()
    kl = float(np.sum(p * np.log(p * len(p))))
    return kl, negative


def unit_rows(V):
    return V / np.sqrt((V * V).sum(axis=1))[:, None]


def suite_measures(space, model, suite):
    """Every measure of one suite in one space (V: the space's vectors, float64), or None."""
    def rows(words):
        return [model.row(w) for w in words if model.row(w) is not None]
    sets = {r: rows(suite[r]) for r in "XYAB"}
    sets = {r: [i for i in rs if np.any(space[i] != 0)] for r, rs in sets.items()}
    if any(not sets[r] for r in "XYAB"):
        return None
    V = {r: unit_rows(space[sets[r]].astype(np.float64)) for r in "XYAB"}
    pairs = [(model.row(x), model.row(y)) for x, y in zip(suite["X"], suite["Y"])]
    pairs = [(a, b) for a, b in pairs if a is not None and b is not None and np.any(space[a] != 0) and np.any(space[b] != 0)]
    Xp = unit_rows(space[[a for a, _ in pairs]].astype(np.float64)) if pairs else None
    Yp = unit_rows(space[[b for _, b in pairs]].astype(np.float64)) if pairs else None
    out = {"words": {r: [model.words[i] for i in sets[r]] for r in "XYAB"}}
    for name in "AB":
        out[f"rnd_{name}"] = rnd(V["X"], V["Y"], V[name])
        out[f"ect_{name}"] = ect(V["X"], V["Y"], V[name])
        if pairs:
            out[f"ripa_{name}"] = ripa(Xp, Yp, V[name])
    out["mac"] = mac(V["X"], V["Y"], V["A"], V["B"])
    out["rnsb"] = rnsb(V["X"], V["Y"], V["A"], V["B"])
    return out


def compute_all(model, suites, lists):
    debiased, g, pairs = hard_debias(model, lists)
    spaces = {"raw": model.X, "whitened": zca(model.X), "debiased": debiased, "debiased_whitened": zca(debiased)}
    results = {space: {s["id"]: suite_measures(V, model, s) for s in suites} for space, V in spaces.items()}
    return results, debiased, g, pairs


# --------------------------------------------------------------------------------------------
# Comparison with WEFE's outputs

def compare_with_wefe(path, checks):
    with open(path, encoding="utf-8") as f:
        peer = json.load(f)
    suites = read_suites()
    lists = read_debias_lists()
    for m in peer["models"]:
        fmt = dict(DEMO_MODELS)[m["file"]]
        model = Model(os.path.join(RESOURCES, "embeddings", m["file"]), fmt)
        results, debiased, g, pairs = compute_all(model, suites, lists)
        short = m["file"].split(".")[0]
        # the debias itself: direction (up to sign), the equalized pairs, the vectors
        theirs_g = np.array(m["debias"]["direction"])
        sign = 1.0 if float(theirs_g @ g) >= 0 else -1.0
        checks.compare("debias: gender direction (each coordinate)", float(np.max(np.abs(sign * g - theirs_g))), 0.0,
                       TOL_DIRECTION, short)
        ours_pairs = sorted(tuple(sorted((model.words[a], model.words[b]))) for a, b in pairs)
        theirs_pairs = sorted(tuple(sorted(p)) for p in m["debias"]["equalized_pairs"])
        checks.compare("debias: equalized pairs (count, same pairs)", 0.0 if ours_pairs == theirs_pairs else 1.0, 0.0,
                       0.0, f"{short}: ours {ours_pairs}, theirs {theirs_pairs}")
        for word, vec in m["debias"]["vectors"].items():
            diff = float(np.max(np.abs(debiased[model.index[word]].astype(np.float64) - np.array(vec))))
            checks.compare("debias: debiased vectors (each coordinate)", diff, 0.0, TOL_VECTOR, f"{short} {word}")
        for sid, entry in m["suites"].items():
            for space in ("raw", "whitened", "debiased", "debiased_whitened"):
                ours = results[space][sid]
                if "not_run" in entry:
                    checks.compare("suites not run (both)", 0.0 if ours is None else 1.0, 0.0, 0.0, f"{short} {sid}")
                    continue
                theirs = entry["spaces"][space]
                where = f"{short} {sid} {space}"
                tol = TOL[space]
                for name in "AB":
                    checks.compare(f"RND ({space})", ours[f"rnd_{name}"][0], theirs["rnd"][name]["value"], tol, where + name)
                    by_word = theirs["rnd"][name]["by_word"]
                    for w, v in zip(ours["words"][name], ours[f"rnd_{name}"][1]):
                        checks.compare(f"RND per word ({space})", v, by_word[w], tol, f"{where} {w}")
                    checks.compare(f"ECT ({space})", ours[f"ect_{name}"][0], theirs["ect"][name]["value"], tol, where + name)
                    if f"ripa_{name}" in ours or "ripa" in theirs:
                        checks.compare(f"RIPA ({space})", ours[f"ripa_{name}"][0], theirs["ripa"][name]["value"], tol,
                                       where + name)
                        wv = theirs["ripa"][name]["by_word"]
                        for w, (mean, sd) in zip(ours["words"][name], ours[f"ripa_{name}"][1]):
                            checks.compare(f"RIPA per word mean ({space})", mean, wv[w]["mean"], tol, f"{where} {w}")
                            checks.compare(f"RIPA per word SD ({space})", sd, wv[w]["std"], tol, f"{where} {w}")
                checks.compare(f"MAC ({space})", ours["mac"][0], theirs["mac"]["value"], tol, where)
                sets = list(theirs["mac"]["by_word"].values())
                for t_index, role in enumerate("XY"):
                    for w, (sa, sb) in zip(ours["words"][role], ours["mac"][1][role]):
                        per = sets[t_index][w]
                        a_name, b_name = list(per.keys())
                        checks.compare(f"MAC per target word ({space})", sa, per[a_name], tol, f"{where} {w}")
                        checks.compare(f"MAC per target word ({space})", sb, per[b_name], tol, f"{where} {w}")
                checks.compare(f"RNSB ({space})", ours["rnsb"][0], theirs["rnsb"]["value"], max(tol, TOL_RNSB), where)
                probs = theirs["rnsb"]["probabilities"]
                for w, p in zip(ours["words"]["X"] + ours["words"]["Y"], ours["rnsb"][1]):
                    checks.compare(f"RNSB per word P(B) ({space})", p, probs[w], max(tol, TOL_RNSB), f"{where} {w}")


# --------------------------------------------------------------------------------------------
# Comparison with isoscope-cli

# Against Isoscope: the same float32 inputs and double arithmetic; debiased vectors are rounded to
# float32 on both sides from double results that may differ in their last bits, which can move a
# coordinate by one float32 unit (6e-8 of it) and a measure by ~1e-9.
TOL_CLI = {"raw": 1e-9, "zca": 1e-9, "debiased": 1e-8, "debiased_zca": 1e-8}
SPACE_OF_COLUMN = {"raw": "raw", "zca": "whitened", "debiased": "debiased", "debiased_zca": "debiased_whitened"}
DEMO_NAMES = {"GloVe-6B-100d-subset": "glove.6B.100d.subset.txt",
              "word2vec-GoogleNews-subset": "GoogleNews-vectors-negative300.subset.txt"}


def weat_d(space, model, suite):
    rows = {r: [i for i in (model.row(w) for w in suite[r]) if i is not None and np.any(space[i] != 0)] for r in "XYAB"}
    if any(not rows[r] for r in "XYAB"):
        return None
    U = {r: unit_rows(space[rows[r]].astype(np.float64)) for r in "XYAB"}
    s = lambda T: (T @ U["A"].T).mean(axis=1) - (T @ U["B"].T).mean(axis=1)
    sx, sy = s(U["X"]), s(U["Y"])
    sd = np.concatenate([sx, sy]).std(ddof=1)
    return float((sx.mean() - sy.mean()) / sd) if sd > 0 else None


def our_value(result, measure, subquery):
    if measure == "mac":
        return result["mac"][0]
    if measure == "rnsb":
        return result["rnsb"][0]
    key = f"{measure}_{subquery}"
    return result[key][0] if key in result else None


def compare_with_cli(cli, scratch, checks):
    import csv
    import subprocess
    out = os.path.join(scratch, "calibrations")
    command = [cli, "calibrations", "--demo", "--quiet", "--permutations=1000", "--calibrations=debias",
               "--measures=weat,rnd,mac,ect,ripa,rnsb", "--out", out]
    env = dict(os.environ, ISOSCOPE_DATA_DIR=RESOURCES)
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        checks.failures.append(f"{' '.join(command)} failed: {done.stderr.strip()}")
        return
    suites = {s["id"]: s for s in read_suites()}
    lists = read_debias_lists()
    computed = {}
    for name, file_name in DEMO_NAMES.items():
        model = Model(os.path.join(RESOURCES, "embeddings", file_name), dict(DEMO_MODELS)[file_name])
        results, debiased, g, pairs = compute_all(model, list(suites.values()), lists)
        spaces = {"raw": model.X, "whitened": zca(model.X), "debiased": debiased, "debiased_whitened": zca(debiased)}
        computed[name] = (model, results, spaces)
    with open(os.path.join(out, "measures.csv"), encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    seen = 0
    for row in rows:
        model, results, spaces = computed[row["model"]]
        for column, space in SPACE_OF_COLUMN.items():
            where = f"{row['model']} {row['suite']} {row['measure']} {row['subquery']} {column}"
            if row["measure"] == "weat":
                ours = weat_d(spaces[space], model, suites[row["suite"]])
            else:
                ours = our_value(results[space][row["suite"]], row["measure"], row["subquery"])
            theirs = float(row[column]) if row[column] not in ("", "NA") else None
            checks.compare(f"isoscope-cli {row['measure'].upper()} ({column})", ours, theirs, TOL_CLI[column], where)
            seen += 1
    if seen < 500:
        checks.failures.append(f"only {seen} values of isoscope-cli's measures.csv compared")


def main():
    args = sys.argv[1:]
    checks = Checks()
    if len(args) == 2 and args[0] == "--wefe":
        compare_with_wefe(args[1], checks)
    elif len(args) == 2:
        compare_with_cli(args[0], args[1], checks)
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return checks.report()


if __name__ == "__main__":
    sys.exit(main())
