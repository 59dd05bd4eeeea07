#!/usr/bin/python3
"""Independent numpy/scipy re-implementation of docs/science.md, compared with `isoscope-cli analyze`.

    /usr/bin/python3 tests/reference/crosscheck.py <path of isoscope-cli> <scratch dir>

Runs the command-line tool on the two bundled demo models (default options, then non-default
ones), loads each results.json and recomputes every number from the data files alone: reading
the models as float32, the case rule, WEAT (missing words, s, S, d with ddof 1, exact p by full
enumeration, Monte Carlo p by our own permutations), ZCA whitening, anisotropy, explained
variance, word similarity (Spearman rho, our own paired bootstrap), the significance-change
classes and the bootstrap intervals of d (with the tool's resample indices, regenerated here from
its documented generator). The only values taken from results.json as inputs are the anisotropy sample words
(models[].anisotropy.sample_words, drawn with the tool's RNG) and Monte Carlo outcomes, which
are compared statistically rather than bit for bit.

Nothing here shares code with Isoscope: the formulas are transcribed from docs/science.md.
Prints a table (quantity, count, max |difference|, tolerance) and exits 0 if every comparison
passes, 1 otherwise (each failure named), 2 on bad usage.

Run it with Debian's interpreter (python3-numpy, python3-scipy); a missing module is a failure,
not a skip, so that the check can never silently stop running.
"""

import filecmp
import itertools
import json
import math
import os
import shutil
import subprocess
import sys
import time

try:
    import numpy as np
    from scipy.special import comb
    from scipy.stats import rankdata, spearmanr
except ImportError as exc:  # fail loudly: a reference check that cannot run must not look green
    print(f"crosscheck: FAIL: {exc}. This check needs numpy and scipy: run it with Debian's "
          "/usr/bin/python3 (apt-get install python3-numpy python3-scipy).", file=sys.stderr)
    sys.exit(1)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
RESOURCES = os.path.join(ROOT, "resources")

# The bundled demo models: file name -> format (GloVe text has no header, word2vec text has one).
DEMO_MODELS = {
    "glove.6B.100d.subset.txt": "glove",
    "GoogleNews-vectors-negative300.subset.txt": "word2vec",
}
# The built-in word-similarity benchmarks: name in results.json -> file.
BENCHMARKS = {
    "WordSim-353": "wordsim353.tsv",
    "SimLex-999": "SimLex-999.tsv",
}

# Our own random streams (numpy's PCG64); fixed so that a given tool output always gets the same
# verdict. They are unrelated to the tool's seed: Monte Carlo results are compared statistically.
OUR_SEED = 20170414
BOOTSTRAP_ITERATIONS = 10000  # docs/science.md section 5
ANISOTROPY_SAMPLE = 2000      # docs/science.md section 4
EXPLAINED_COMPONENTS = 50

# Tolerances (absolute). float32 inputs, all arithmetic in double: only summation order differs.
TOL_D = 1e-9          # effect size d, and S
TOL_EXACT_P = 1e-12   # exact permutation p: a ratio of the same integer counts
TOL_COS = 1e-9        # anisotropy mean / SD of pairwise cosines
TOL_EVR = 1e-8        # explained variance ratios
TOL_RHO = 1e-12       # Spearman rho and Delta
TIE_REL = 1e-12       # S_i ties S when |S_i - S| <= 1e-12 * max(1, |S|)  (docs/science.md section 2)
N_SE = 4              # statistical comparisons: within 4 standard errors (+ slack, see below)


# --------------------------------------------------------------------------------------------
# Bookkeeping: every comparison lands in a row of the final table.

class Checks:
    def __init__(self):
        self.rows = {}      # quantity -> [count, max diff, tolerance text, max diff / tolerance]
        self.failures = []
        self.notes = []

    def _row(self, quantity, tol_text):
        return self.rows.setdefault(quantity, [0, 0.0, tol_text, 0.0])

    @staticmethod
    def _ratio(row, diff, tol):
        row[3] = max(row[3], diff / tol if tol > 0 else (0.0 if diff == 0 else math.inf))

    def close(self, quantity, ours, theirs, tol, where, tol_text=None):
        """|ours - theirs| <= tol; None on both sides counts as agreement (undefined values)."""
        row = self._row(quantity, tol_text or f"{tol:.0e}")
        row[0] += 1
        if ours is None or theirs is None:
            if ours is None and theirs is None:
                return True
            self.failures.append(f"{quantity} [{where}]: ours {ours!r}, isoscope {theirs!r}")
            row[1] = row[3] = math.inf
            return False
        diff = abs(float(ours) - float(theirs))
        if not math.isfinite(diff):
            diff = math.inf
        row[1] = max(row[1], diff)
        self._ratio(row, diff, tol)
        if diff <= tol:
            return True
        self.failures.append(f"{quantity} [{where}]: ours {ours!r}, isoscope {theirs!r}, "
                             f"|diff| {diff:.3g} > {tol:.3g}")
        return False

    def stat(self, quantity, ours, theirs, tol, where, tol_text):
        """A statistical comparison whose tolerance depends on the case; tol_text describes it."""
        row = self._row(quantity, tol_text)
        row[0] += 1
        diff = abs(ours - theirs)
        row[1] = max(row[1], diff)
        self._ratio(row, diff, tol)
        if diff <= tol:
            return True
        self.failures.append(f"{quantity} [{where}]: ours {ours:.6g}, isoscope {theirs:.6g}, "
                             f"|diff| {diff:.3g} > {tol:.3g}")
        return False

    def equal(self, quantity, ours, theirs, where):
        row = self._row(quantity, "equal")
        row[0] += 1
        if ours == theirs:
            return True
        row[1] = math.inf
        self.failures.append(f"{quantity} [{where}]: ours {ours!r}, isoscope {theirs!r}")
        return False

    def note(self, text):
        self.notes.append(text)

    def table(self):
        lines = [f"{'quantity':<52} {'count':>5} {'max |diff|':>10} {'diff/tol':>8}  tolerance"]
        lines.append("-" * 110)
        for quantity, (count, maxdiff, tol, ratio) in self.rows.items():
            if tol == "equal":
                shown, shown_ratio = ("all equal" if maxdiff == 0 else "MISMATCH"), ""
            else:
                shown = f"{maxdiff:.2e}" if math.isfinite(maxdiff) else "MISMATCH"
                shown_ratio = f"{ratio:.2f}" if math.isfinite(ratio) else "inf"
            lines.append(f"{quantity:<52} {count:>5} {shown:>10} {shown_ratio:>8}  {tol}")
        return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Data files.

class Model:
    """Vocabulary + float32 matrix read from a GloVe or word2vec text file."""

    def __init__(self, path, fmt):
        self.path = path
        words, rows = [], []
        with open(path, encoding="utf-8") as f:
            if fmt == "word2vec":
                count, dims = (int(t) for t in f.readline().split())
            for line in f:
                parts = line.rstrip("\r\n").rstrip(" ").split(" ")
                if len(parts) < 2:
                    continue
                words.append(parts[0])
                rows.append(parts[1:])
        # Decimal -> double (correctly rounded, as Python's float()) -> float32.
        self.X = np.array(rows, dtype=np.float64).astype(np.float32)
        self.words = words
        if fmt == "word2vec":
            assert self.X.shape == (count, dims), f"{path}: header says {count} x {dims}"
        self.index = {}
        for i, w in enumerate(words):
            self.index.setdefault(w, i)  # a duplicate word: the first row wins
        # docs/science.md section 2: a vocabulary without any uppercase letter is uncased.
        self.uncased = not any(ch.isupper() for w in words for ch in w)

    @property
    def n(self):
        return self.X.shape[0]

    @property
    def dims(self):
        return self.X.shape[1]

    def key(self, word):
        return word.lower() if self.uncased else word

    def lookup(self, word):
        return self.index.get(self.key(word))


def read_benchmark(path):
    pairs = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\r\n")
            if not line.strip() or line.startswith("#"):
                continue
            w1, w2, score = line.split("\t")[:3]
            pairs.append((w1.strip(), w2.strip(), float(score)))
    return pairs


def read_suites():
    with open(os.path.join(RESOURCES, "suites", "weat_suites.json"), encoding="utf-8") as f:
        return {s["id"]: s for s in json.load(f)["suites"]}


# --------------------------------------------------------------------------------------------
# Geometry.

def unit_rows(V):
    V = np.asarray(V, dtype=np.float64)
    return V / np.linalg.norm(V, axis=1, keepdims=True)


class Whitening:
    """ZCA whitening from a reference sample (docs/science.md section 3)."""

    def __init__(self, R, eps):
        R = np.asarray(R, dtype=np.float64)
        self.mu = R.mean(axis=0)
        self.sigma = np.cov(R, rowvar=False, ddof=1)
        lam, U = np.linalg.eigh(self.sigma)
        self.lam = lam
        self.W = (U * (lam + eps) ** -0.5) @ U.T
        self.R = R

    def apply(self, V):
        return (np.asarray(V, dtype=np.float64) - self.mu) @ self.W


def explained_ratios(eigenvalues, k):
    lam = np.sort(np.asarray(eigenvalues))[::-1]
    return lam[:k] / lam.sum()


def pairwise_cosine_stats(V):
    """Mean and SD (ddof 0) of cos(v_i, v_j) over all n(n-1)/2 pairs i < j, from the unit rows u_i:
    sum_{i<j} c_ij = (|sum_i u_i|^2 - n) / 2 and sum_{i<j} c_ij^2 = (||U^T U||_F^2 - n) / 2, since
    c_ii = 1 and the Gram matrix is symmetric. Exactly the statistics of the 2,000 x 2,000 cosine
    matrix, without forming it (Debian's reference BLAS takes seconds for that product)."""
    U = unit_rows(V)
    n = U.shape[0]
    pairs = n * (n - 1) / 2
    diag = np.einsum("ij,ij->i", U, U)           # 1 up to rounding
    total = U.sum(axis=0)
    mean = (total @ total - diag.sum()) / 2 / pairs
    M = U.T @ U
    squares = ((M * M).sum() - (diag * diag).sum()) / 2 / pairs
    return float(mean), float(math.sqrt(max(squares - mean * mean, 0.0)))


# --------------------------------------------------------------------------------------------
# WEAT (docs/science.md section 2).

def associations(Wv, Av, Bv):
    """s(w, A, B) for each row of Wv."""
    Wu, Au, Bu = unit_rows(Wv), unit_rows(Av), unit_rows(Bv)
    return (Wu @ Au.T).mean(axis=1) - (Wu @ Bu.T).mean(axis=1)


def effect_size(sX, sY):
    sd = np.concatenate([sX, sY]).std(ddof=1)
    if not sd > 0:
        return None
    return float((sX.mean() - sY.mean()) / sd)


# --------------------------------------------------------------------------------------------
# Bootstrap intervals of d (docs/sensitivity.md). The resample indices must be the tool's to compare
# bit for bit, so its documented generator is transcribed here from the published algorithms:
# SplitMix64, FNV-1a for the purpose string, xoshiro256** (Blackman and Vigna 2018) and Lemire's
# unbiased bounded integers. The d* and the percentiles are computed with numpy.

M64 = (1 << 64) - 1


def splitmix64(state):
    state = (state + 0x9E3779B97F4A7C15) & M64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return state, z ^ (z >> 31)


def derive_seed(seed, purpose):
    h = 0xCBF29CE484222325
    for byte in purpose.encode("utf-8"):
        h = ((h ^ byte) * 0x100000001B3) & M64
    return splitmix64(seed ^ h)[1]


class Xoshiro:
    def __init__(self, seed):
        self.s, state = [], seed
        for _ in range(4):
            state, value = splitmix64(state)
            self.s.append(value)

    def next(self):
        s = self.s
        rotl = lambda x, k: ((x << k) | (x >> (64 - k))) & M64
        result = (rotl((s[1] * 5) & M64, 7) * 9) & M64
        t = (s[1] << 17) & M64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def below(self, bound):
        m = self.next() * bound
        low = m & M64
        if low < bound:
            threshold = ((1 << 64) - bound) % bound
            while low < threshold:
                m = self.next() * bound
                low = m & M64
        return m >> 64


_RESAMPLES = {}


def bootstrap_indices(seed, suite, nx, ny, B):
    """B x nx and B x ny index arrays: for each resample, first the X indices, then the Y ones."""
    key = (seed, suite, nx, ny, B)
    if key not in _RESAMPLES:
        rng = Xoshiro(derive_seed(seed, "sensitivity/bootstrap/" + suite))
        ix, iy = np.empty((B, nx), dtype=np.intp), np.empty((B, ny), dtype=np.intp)
        for b in range(B):
            ix[b] = [rng.below(nx) for _ in range(nx)]
            iy[b] = [rng.below(ny) for _ in range(ny)]
        _RESAMPLES[key] = (ix, iy)
    return _RESAMPLES[key]


def bootstrap_interval(sX, sY, ix, iy, confidence):
    """Percentile interval (numpy's linear quantiles) of the d* with a defined SD, or None."""
    X, Y = sX[ix], sY[iy]
    both = np.concatenate([X, Y], axis=1)
    sd = both.std(axis=1, ddof=1)
    valid = sd > 1e-12 * np.abs(both).max(axis=1)
    d = (X.mean(axis=1) - Y.mean(axis=1))[valid] / sd[valid]
    if d.size < 2:
        return None, int(d.size)
    return (float(np.quantile(d, (1 - confidence) / 2)), float(np.quantile(d, (1 + confidence) / 2))), int(d.size)


_COMBINATIONS = {}


def combination_matrix(n, k):
    if (n, k) not in _COMBINATIONS:
        _COMBINATIONS[(n, k)] = np.array(list(itertools.combinations(range(n), k)), dtype=np.intp)
    return _COMBINATIONS[(n, k)]


def tail_counts(Si, S, tie):
    tol = TIE_REL * max(1.0, abs(S))
    if tie == "ge":
        return int(np.count_nonzero(Si >= S - tol)), int(np.count_nonzero(Si <= S + tol))
    return int(np.count_nonzero(Si > S + tol)), int(np.count_nonzero(Si < S - tol))


def permutation_p(s_list, nx, opts, rng):
    """p-values of one suite for several association vectors (raw, whitened) over the same
    partitions. Returns one dict per vector: method, p, upper, lower, partitions, se."""
    n = len(s_list[0])
    C = math.comb(n, nx)
    out = []
    if C <= opts["exact_limit"]:
        idx = combination_matrix(n, nx)
        for s in s_list:
            total = s.sum()
            S = s[:nx].sum() - s[nx:].sum()
            Si = 2.0 * s[idx].sum(axis=1) - total
            up, lo = tail_counts(Si, S, opts["tie"])
            pu, pl = up / C, lo / C
            p = pu if opts["sided"] == "one" else min(1.0, 2 * min(pu, pl))
            out.append(dict(method="exact", p=p, upper=pu, lower=pl, partitions=C, se=0.0))
        return out
    N = opts["permutations"]
    counts = [[0, 0] for _ in s_list]
    observed = [s[:nx].sum() - s[nx:].sum() for s in s_list]
    done = 0
    while done < N:
        m = min(20000, N - done)
        # The nx smallest of n uniform keys: a uniformly random subset of size nx.
        idx = np.argpartition(rng.random((m, n)), nx - 1, axis=1)[:, :nx]
        for j, s in enumerate(s_list):
            Si = 2.0 * s[idx].sum(axis=1) - s.sum()
            up, lo = tail_counts(Si, observed[j], opts["tie"])
            counts[j][0] += up
            counts[j][1] += lo
        done += m
    for up, lo in counts:
        if opts["tie"] == "ge":   # Phipson and Smyth
            pu, pl = (up + 1) / (N + 1), (lo + 1) / (N + 1)
        else:                     # the paper's equation 4: strict '>' and no +1
            pu, pl = up / N, lo / N
        p, se = mc_p_and_se(pu, pl, N, opts["sided"])
        out.append(dict(method="monte_carlo", p=p, upper=pu, lower=pl, partitions=N, se=se))
    return out


def mc_p_and_se(pu, pl, N, sided):
    """Monte Carlo p and its standard error: binomial SE of the tail proportion (x 2 if two-sided)."""
    if sided == "one":
        return pu, math.sqrt(pu * (1 - pu) / N)
    q = min(pu, pl)
    return min(1.0, 2 * q), 2 * math.sqrt(q * (1 - q) / N)


def mc_tolerance(se_ours, se_theirs, N):
    return N_SE * math.hypot(se_ours, se_theirs) + 2.0 / (N + 1)


def change_class(sig_raw, sig_white):
    if sig_raw == sig_white:
        return "Stable"
    return "Disappearing" if sig_raw else "Emerging"


# --------------------------------------------------------------------------------------------
# Word similarity (docs/science.md section 5).

def resample_ranks(values, idx):
    """Average ranks within each row of values[idx] (idx: one resample of indices per row), as
    scipy.stats.rankdata(values[idx], method='average', axis=1) but without sorting: the rank of
    a value is (#smaller in the row) + (#equal in the row + 1) / 2, counted on the distinct values."""
    distinct, dense = np.unique(values, return_inverse=True)
    u = len(distinct)
    m, n = idx.shape
    d = dense[idx]
    counts = np.bincount((d + u * np.arange(m)[:, None]).ravel(), minlength=m * u).reshape(m, u)
    average = np.cumsum(counts, axis=1) - counts + (counts + 1) / 2.0
    return np.take_along_axis(average, d, axis=1)


def pearson_rows(a, b):
    a = a - a.mean(axis=1, keepdims=True)
    b = b - b.mean(axis=1, keepdims=True)
    den = np.sqrt((a * a).sum(axis=1) * (b * b).sum(axis=1))
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, (a * b).sum(axis=1) / den, np.nan)


def bootstrap_p(h, c_raw, c_white, rng, iterations):
    """Paired bootstrap: resample pairs with replacement, Delta* = rho_white* - rho_raw* on the
    same resample; p = min(1, 2 min(Pr[Delta* <= 0], Pr[Delta* >= 0])) over valid resamples."""
    n = len(h)
    le = ge = valid = 0
    done = 0
    while done < iterations:
        m = min(2000, iterations - done)
        idx = rng.integers(0, n, size=(m, n))
        rh, rr, rw = (resample_ranks(v, idx) for v in (h, c_raw, c_white))
        if done == 0:  # guard the fast ranking against scipy's on a few resamples
            for r in range(5):
                for v, ranks in ((h, rh), (c_raw, rr), (c_white, rw)):
                    assert np.array_equal(ranks[r], rankdata(v[idx[r]])), "resample_ranks != rankdata"
        delta = pearson_rows(rh, rw) - pearson_rows(rh, rr)
        ok = np.isfinite(delta)
        valid += int(ok.sum())
        le += int(np.count_nonzero(delta[ok] <= 0))
        ge += int(np.count_nonzero(delta[ok] >= 0))
        done += m
    return min(1.0, 2 * min(le, ge) / valid), valid


def pair_cosines(U1, U2):
    return np.einsum("ij,ij->i", unit_rows(U1), unit_rows(U2))


# --------------------------------------------------------------------------------------------
# One run of the tool, checked.

def parse_reference(spec, model):
    """Rows of the reference sample when they can be reproduced independently, else None."""
    mode, _, rest = spec.partition(":")
    n_req = int(rest.split(":")[0])
    if mode == "top":
        return np.arange(min(n_req, model.n))
    if mode == "random" and n_req >= model.n:
        return np.arange(model.n)  # the whole vocabulary, whatever the draw's order
    return None


def check_run(label, cli, scratch, extra_args, opts, models, suites, checks):
    out_dir = os.path.join(scratch, label)
    shutil.rmtree(out_dir, ignore_errors=True)
    cmd = [cli, "analyze", "--demo", "--out", out_dir, "--quiet"] + extra_args
    t0 = time.time()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.time() - t0
    if proc.returncode != 0:
        checks.failures.append(f"run {label}: `{' '.join(cmd)}` exited {proc.returncode}: "
                               f"{proc.stderr.strip()}")
        return
    with open(os.path.join(out_dir, "results.json"), encoding="utf-8") as f:
        res = json.load(f)
    print(f"run {label}: {' '.join(cmd[1:])}  ({seconds:.1f} s)")
    rng = np.random.default_rng([OUR_SEED, len(label), sum(map(ord, label))])

    # Conventions: the tool must record the options it was given.
    conv = res["conventions"]
    for key in ("tie", "sided", "permutations", "exact_limit", "seed"):
        checks.equal("conventions recorded", opts[key], conv[key], f"{label} {key}")
    for key in ("epsilon", "alpha"):
        checks.close("conventions recorded (eps, alpha)", opts[key], conv[key], 0.0, f"{label} {key}")
    checks.equal("conventions recorded", 1, conv["ddof"], f"{label} ddof")
    checks.equal("conventions recorded", opts.get("bootstrap", 2000), conv["effect_bootstrap_iterations"],
                 f"{label} effect_bootstrap_iterations")
    checks.close("conventions recorded (eps, alpha)", opts.get("confidence", 0.95), conv["confidence"], 0.0,
                 f"{label} confidence")
    # weat.csv: the interval columns iff the analysis has intervals, equal to results.json's numbers.
    import csv
    with open(os.path.join(out_dir, "weat.csv"), encoding="utf-8", newline="") as f:
        table = list(csv.DictReader(f))
    columns = ["d_ci_low_raw", "d_ci_high_raw", "d_ci_low_whitened", "d_ci_high_whitened"]
    has = bool(table) and all(c in table[0] for c in columns)
    checks.equal("weat.csv CI columns iff --bootstrap > 0", opts.get("bootstrap", 2000) > 0, has, label)
    if has:
        for line, row in zip(table, res["weat"]):
            for column in columns:
                bound, space = column[5:].split("_")  # d_ci_low_raw -> low, raw
                value = row[space][f"ci_{bound}"] if row.get(space) else None
                checks.equal("weat.csv CI = results.json CI (full precision)",
                             "NA" if value is None else repr(float(value)),
                             line[column] if line[column] == "NA" else repr(float(line[column])),
                             f"{label} {row['model']} {row['suite']} {column}")
    checks.equal("conventions recorded", opts["tie"] == "ge", conv["plus_one"], f"{label} plus_one")

    checks.equal("models: the two demo models", sorted(DEMO_MODELS),
                 sorted(os.path.basename(m["path"]) for m in res["models"]), label)
    whitenings = {}
    for m in res["models"]:
        name = m["name"]
        base = os.path.basename(m["path"])
        if base not in models:
            checks.failures.append(f"run {label}: unexpected model file {m['path']}")
            continue
        model = models[base]
        where = f"{label} {name}"
        checks.equal("model file is the bundled resource", True,
                     filecmp.cmp(model.path, m["path"], shallow=False), where)
        checks.equal("model vocab_size, dims", (model.n, model.dims), (m["vocab_size"], m["dims"]), where)
        checks.equal("model uncased (case rule)", model.uncased, m["uncased"], where)

        ref_rows = parse_reference(opts["reference"], model)
        n_ref = min(int(opts["reference"].split(":")[1]), model.n)
        checks.equal("reference sample size", n_ref, m["reference"]["size"], where)
        wh = None
        if ref_rows is not None:
            wh = Whitening(model.X[ref_rows], opts["epsilon"])
        else:
            checks.note(f"{where}: reference '{opts['reference']}' is a seeded draw of the tool's RNG: "
                        "whitened quantities of this model not recomputed (raw ones are)")
        whitenings[name] = (model, wh)

        # Anisotropy: the sample words are the tool's seeded draw; the statistics are ours.
        an = m["anisotropy"]
        sample = an["sample_words"]
        rows = [model.index.get(w) for w in sample]
        checks.equal("anisotropy sample: words in vocabulary", True, all(r is not None for r in rows), where)
        checks.equal("anisotropy sample: distinct", len(sample), len(set(sample)), where)
        checks.equal("anisotropy sample: size min(2000, reference)", min(ANISOTROPY_SAMPLE, n_ref),
                     len(sample), where)
        checks.equal("anisotropy sample: size recorded", len(sample), an["sample_size"], where)
        if ref_rows is not None:
            in_ref = set(ref_rows.tolist())
            checks.equal("anisotropy sample: drawn from reference sample", True,
                         all(r in in_ref for r in rows), where)
        if all(r is not None for r in rows):
            V = model.X[rows]
            mean, sd = pairwise_cosine_stats(V)
            checks.close("anisotropy raw mean cosine", mean, an["raw"]["mean"], TOL_COS, where)
            checks.close("anisotropy raw SD cosine (ddof 0)", sd, an["raw"]["sd"], TOL_COS, where)
            if wh is not None:
                mean, sd = pairwise_cosine_stats(wh.apply(V))
                checks.close("anisotropy whitened mean cosine", mean, an["whitened"]["mean"], TOL_COS, where)
                checks.close("anisotropy whitened SD cosine (ddof 0)", sd, an["whitened"]["sd"], TOL_COS, where)

        if wh is not None:
            k = min(EXPLAINED_COMPONENTS, model.dims)
            ev = m["explained_variance"]
            raw = explained_ratios(wh.lam, k)
            Z = wh.apply(wh.R)
            white = explained_ratios(np.linalg.eigvalsh(np.cov(Z, rowvar=False, ddof=1)), k)
            checks.equal("explained variance: 50 components", (k, k), (len(ev["raw"]), len(ev["whitened"])), where)
            for i in range(min(k, len(ev["raw"]))):
                checks.close("explained variance ratio raw (top 50)", raw[i], ev["raw"][i], TOL_EVR, f"{where} PC{i+1}")
            for i in range(min(k, len(ev["whitened"]))):
                checks.close("explained variance ratio whitened (top 50)", white[i], ev["whitened"][i],
                             TOL_EVR, f"{where} PC{i+1}")

        # Word similarity.
        sims = {s["benchmark"]: s for s in m.get("similarity", [])}
        expected = set(BENCHMARKS) if opts["similarity"] else set()
        checks.equal("similarity benchmarks run", sorted(expected), sorted(sims), where)
        for bench in sorted(expected & set(sims)):
            s = sims[bench]
            w2 = f"{where} {bench}"
            pairs = read_benchmark(os.path.join(RESOURCES, "benchmarks", BENCHMARKS[bench]))
            used = [(model.lookup(a), model.lookup(b), h) for a, b, h in pairs]
            used = [u for u in used if u[0] is not None and u[1] is not None]
            checks.equal("similarity pairs_total", len(pairs), s["pairs_total"], w2)
            checks.equal("similarity pairs_used", len(used), s["pairs_used"], w2)
            i1 = [u[0] for u in used]
            i2 = [u[1] for u in used]
            h = np.array([u[2] for u in used])
            c_raw = pair_cosines(model.X[i1], model.X[i2])
            rho_raw = spearmanr(h, c_raw).correlation
            checks.close("similarity rho raw (scipy spearmanr)", rho_raw, s["rho_raw"], TOL_RHO, w2)
            if wh is None:
                continue
            c_white = pair_cosines(wh.apply(model.X[i1]), wh.apply(model.X[i2]))
            rho_white = spearmanr(h, c_white).correlation
            checks.close("similarity rho whitened (scipy spearmanr)", rho_white, s["rho_whitened"], TOL_RHO, w2)
            checks.close("similarity delta = rho_w - rho_r", rho_white - rho_raw, s["delta"], TOL_RHO, w2)
            B = BOOTSTRAP_ITERATIONS
            p_ours, valid = bootstrap_p(h, c_raw, c_white, rng, B)
            p_cpp = s["p"]
            # p = 2 q with q a binomial proportion over B resamples, ours and theirs independent:
            # SD of the difference 2 sqrt(2 q(1-q)/B), q estimated by the pooled tail proportion
            # (at least 1/B, so that q ~ 0 still gets a tolerance); slack 4/B for discreteness.
            q = max(min(1.0, (p_ours + p_cpp) / 4), 1.0 / B)
            tol = N_SE * 2 * math.sqrt(2 * q * (1 - q) / B) + 4.0 / B
            checks.stat("similarity bootstrap p (statistical)", p_ours, p_cpp, tol, w2,
                        "4 SE(2q, binomial B=10000) + 4/B")
            checks.equal("similarity bootstrap iterations", B, s["bootstrap_iterations"], w2)

    # WEAT.
    decided_classes = {}
    all_decided = True
    by_model = {}
    for row in res["weat"]:
        by_model.setdefault(row["model"], []).append(row)
    for name, (model, wh) in whitenings.items():
        ran = [r["suite"] for r in by_model.get(name, [])]
        checks.equal("WEAT suites run (in --only order)", opts["only"], ran, f"{label} {name}")
    for row in res["weat"]:
        name, sid = row["model"], row["suite"]
        where = f"{label} {name} {sid}"
        if name not in whitenings or sid not in suites:
            checks.failures.append(f"{where}: unknown model or suite")
            continue
        model, wh = whitenings[name]
        suite = suites[sid]
        found, missing = {}, {}
        for key in "XYAB":
            found[key] = [model.lookup(w) for w in suite[key] if model.lookup(w) is not None]
            missing[key] = [w for w in suite[key] if model.lookup(w) is None]
        checks.equal("WEAT missing words (per set, in order)", missing, row["missing"], where)
        checks.equal("WEAT set sizes after dropping", {k: len(found[k]) for k in "XYAB"}, row["sizes"], where)
        lowercased = model.uncased and any(
            model.lookup(w) is not None and w != w.lower() for k in "XYAB" for w in suite[k])
        checks.equal("WEAT lowercased flag", lowercased, row["lowercased"], where)
        empty = [k for k in "XYAB" if not found[k]]
        if empty:
            checks.equal("WEAT empty set is an error, no numbers", (True, None, None),
                         ("error" in row and bool(row["error"]), row["raw"], row["whitened"]), where)
            continue
        spaces = [("raw", lambda V: V)]
        if wh is not None:
            spaces.append(("whitened", wh.apply))
        s_list, d_ours = [], {}
        nx = len(found["X"])
        for space, f in spaces:
            sX = associations(f(model.X[found["X"]]), f(model.X[found["A"]]), f(model.X[found["B"]]))
            sY = associations(f(model.X[found["Y"]]), f(model.X[found["A"]]), f(model.X[found["B"]]))
            s_list.append(np.concatenate([sX, sY]))
            d = effect_size(sX, sY)
            d_ours[space] = d
            theirs = row[space]
            checks.close(f"WEAT d {space}", d, theirs["d"], TOL_D, where)
            checks.close(f"WEAT S {space}", float(sX.sum() - sY.sum()), theirs["S"], TOL_D, where)
            B = opts.get("bootstrap", 2000)
            if B == 0:
                checks.equal("bootstrap 0: no interval fields", False,
                             any(k in theirs for k in ("ci_low", "ci_high", "bootstrap_valid")), f"{where} {space}")
            else:
                ix, iy = bootstrap_indices(opts["seed"], sid, len(sX), len(sY), B)
                interval, valid = bootstrap_interval(sX, sY, ix, iy, opts.get("confidence", 0.95))
                checks.equal("bootstrap resamples with a defined d*", valid, theirs["bootstrap_valid"], f"{where} {space}")
                if interval is None:
                    checks.equal("bootstrap interval undefined", (None, None), (theirs["ci_low"], theirs["ci_high"]),
                                 f"{where} {space}")
                else:
                    checks.close(f"bootstrap CI of d {space} (same resamples)", interval[0], theirs["ci_low"], TOL_D,
                                 f"{where} low")
                    checks.close(f"bootstrap CI of d {space} (same resamples)", interval[1], theirs["ci_high"], TOL_D,
                                 f"{where} high")
        pvals = permutation_p(s_list, nx, opts, rng)
        p_ours, decided = {}, True
        for (space, _), pv in zip(spaces, pvals):
            theirs = row[space]
            checks.equal("WEAT p method (exact iff C <= 1e6)", pv["method"], theirs["p_method"], f"{where} {space}")
            checks.equal("WEAT partitions counted", pv["partitions"], theirs["permutations"], f"{where} {space}")
            p_ours[space] = pv["p"]
            if pv["method"] == "exact" and theirs["p_method"] == "exact":
                checks.close(f"WEAT exact p {space} (full enumeration)", pv["p"], theirs["p"], TOL_EXACT_P, where)
                checks.close(f"WEAT exact p tails {space} (upper, lower)", pv["upper"], theirs["p_upper"],
                             TOL_EXACT_P, f"{where} upper")
                checks.close(f"WEAT exact p tails {space} (upper, lower)", pv["lower"], theirs["p_lower"],
                             TOL_EXACT_P, f"{where} lower")
            elif theirs["p_method"] == "monte_carlo":
                N = pv["partitions"]
                _, se_cpp = mc_p_and_se(theirs["p_upper"], theirs["p_lower"], N, opts["sided"])
                tol = mc_tolerance(pv["se"], se_cpp, N)
                checks.stat(f"WEAT Monte Carlo p {space} (statistical)", pv["p"], theirs["p"], tol, where,
                            "4 sqrt(se1^2+se2^2) + 2/(N+1)")
                checks.close("WEAT Monte Carlo SE as reported (from its p)", se_cpp,
                             theirs["p_standard_error"], 1e-6 * se_cpp + 1e-15, f"{where} {space}",
                             "1e-6 relative")
                # Significance is decided only if our p is clearly on one side of alpha.
                if abs(pv["p"] - opts["alpha"]) <= mc_tolerance(pv["se"], 0.0, N):
                    decided = False
        if wh is None:
            all_decided = False  # no whitened numbers of ours: no class of ours either
            continue
        if d_ours["raw"] is None or d_ours["whitened"] is None:
            checks.note(f"{where}: d undefined in one space; change class not compared")
            all_decided = False
            continue
        shift = abs(d_ours["whitened"] - d_ours["raw"])
        if abs(shift - 0.5) > 1e-9:
            checks.equal("substantial_shift (|d_w - d_r| > 0.5)", shift > 0.5, row["substantial_shift"], where)
        if decided:
            cls = change_class(p_ours["raw"] < opts["alpha"], p_ours["whitened"] < opts["alpha"])
            checks.equal("change class (alpha, p < alpha)", cls, row["change"], where)
            decided_classes[(name, sid)] = cls
        else:
            all_decided = False
            checks.note(f"{where}: a Monte Carlo p is within its uncertainty of alpha; change class not compared")
    if all_decided and decided_classes:
        counts = {c: sum(1 for v in decided_classes.values() if v == c) for c in ("Stable", "Disappearing", "Emerging")}
        summ = res.get("summary", {})
        checks.equal("summary counts", counts,
                     {"Stable": summ.get("stable"), "Disappearing": summ.get("disappearing"),
                      "Emerging": summ.get("emerging")}, label)


RUNS = [
    # (label, extra arguments, options as we understand them)
    ("default", [], dict(reference="top:100000", epsilon=1e-3, tie="ge", sided="one",
                         permutations=100000, exact_limit=1000000, seed=42, alpha=0.05,
                         only=[f"W{i}" for i in range(1, 11)], similarity=True)),
    # Non-default options; top:3000 is a proper subset of GloVe's 4892 rows and all of word2vec's.
    ("options", ["--reference", "top:3000", "--epsilon", "0.01", "--tie", "gt", "--sided", "two",
                 "--only", "W3,W6,W9,W5", "--seed", "7", "--alpha", "0.01", "--permutations", "20000",
                 "--bootstrap", "500", "--confidence", "0.9"],
     dict(reference="top:3000", epsilon=0.01, tie="gt", sided="two", permutations=20000,
          exact_limit=1000000, seed=7, alpha=0.01, only=["W3", "W6", "W9", "W5"], similarity=True,
          bootstrap=500, confidence=0.9)),
    # A seeded random reference sample: reproducible here only where it is the whole vocabulary
    # (word2vec, 1402 < 3000 rows); GloVe's whitened numbers depend on the tool's draw and are
    # skipped for this run, its raw numbers are checked.
    ("random-reference", ["--reference", "random:3000:5", "--only", "W4,W7", "--similarity", "none",
                          "--exact-limit", "10000", "--permutations", "50000", "--bootstrap", "0"],
     dict(reference="random:3000:5", epsilon=1e-3, tie="ge", sided="one", permutations=50000,
          exact_limit=10000, seed=42, alpha=0.05, only=["W4", "W7"], similarity=False, bootstrap=0)),
]


def main(argv):
    if len(argv) != 3:
        print("usage: crosscheck.py <isoscope-cli> <scratch dir>", file=sys.stderr)
        return 2
    cli, scratch = argv[1], argv[2]
    if not os.access(cli, os.X_OK):
        print(f"crosscheck: FAIL: {cli} is not an executable", file=sys.stderr)
        return 1
    os.makedirs(scratch, exist_ok=True)
    t0 = time.time()
    models = {name: Model(os.path.join(RESOURCES, "embeddings", name), fmt) for name, fmt in DEMO_MODELS.items()}
    suites = read_suites()
    checks = Checks()
    for label, extra, opts in RUNS:
        try:
            check_run(label, cli, scratch, extra, opts, models, suites, checks)
        except (KeyError, TypeError, IndexError, ValueError) as exc:  # results.json not as issue 2 says
            checks.failures.append(f"run {label}: results.json is not as expected: "
                                   f"{type(exc).__name__}: {exc}")
    print()
    print(checks.table())
    for note in checks.notes:
        print(f"note: {note}")
    print(f"\n{sum(r[0] for r in checks.rows.values())} comparisons in {time.time() - t0:.1f} s")
    if checks.failures:
        print(f"\nFAILED: {len(checks.failures)} comparison(s):")
        for f in checks.failures:
            print(f"  FAIL {f}")
        return 1
    print("all comparisons passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
