#!/usr/bin/python3
"""STS-B (the paper's Experiment 2 on sentence pairs) re-implemented in numpy/scipy and compared
with `isoscope-cli analyze`.

    /usr/bin/python3 tests/reference/stsb_reference.py <isoscope-cli> <scratch dir> [--glove FILE]

The protocol, from the issue and SCIENCE.md, transcribed here without Isoscope's code:
- the split file is tab-separated; field 5 is the gold score, fields 6 and 7 the sentences (as
  written, spaces included); later fields are ignored;
- tokens are re.findall(r"[^\\W_]+", sentence); a token is looked up as a WEAT word (lowercased for
  an uncased model); tokens not in the vocabulary (or with a zero vector) are skipped;
- a sentence's vector is the mean of its found token vectors (a repeated token counts each time),
  whitened: the mean of the whitened token vectors (ZCA on the top 100,000 words, eps 1e-3);
- a pair whose sentence has no token is left out and counted;
- two equal sentence vectors (the same bag of words, or the same sentence) have cosine exactly 1,
  so that such pairs tie in the ranks (their computed cosine would be 1 give or take rounding);
- Spearman rho (scipy.stats.spearmanr, average ranks) of the gold scores against the cosines,
  raw and whitened; the paired bootstrap p with our own resamples (statistical comparison).

Runs, each compared number by number (rho to 1e-12, coverage and left-out lines exactly):
1. the two demo models, test split, and the GloVe demo model on the dev split;
2. imported sentence vectors: an HDF5 file (written here with h5py) whose /sentence_vectors are the
   bag-of-words means of the GloVe demo model computed here, minus the sentences of ten pairs, given
   to a contextualized model with --sentence-vectors, and the same datasets inside the model's own
   HDF5 import file: rho as numpy's on those float32 vectors (1e-12) and as the static path's
   (float32 rounding of the means: 1e-6), and exactly the pairs found;
3. the full GloVe 6B 100d (--glove, default third_party_downloads/glove.6B.100d.txt) if the file is
   there; the script says whether it ran.

Prints a table (quantity, count, max |difference|, tolerance), then Table 3's STS-B rows as
measured; exits 0 if every comparison passes, 1 otherwise, 2 on bad usage.
"""

import json
import math
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import crosscheck as cc  # noqa: E402  (the shared numpy reference: models, ZCA, bootstrap, checks)

try:
    import h5py
    import numpy as np
    from scipy.stats import spearmanr
except ImportError as exc:  # a reference check that cannot run must not look green
    print(f"stsb_reference: FAIL: {exc}. Run it with Debian's /usr/bin/python3 "
          "(apt-get install python3-numpy python3-scipy python3-h5py).", file=sys.stderr)
    sys.exit(1)

STS_DIR = os.path.join(cc.RESOURCES, "benchmarks", "stsbenchmark")
TOKEN = re.compile(r"[^\W_]+")
EPSILON = 1e-3
REFERENCE_TOP = 100000
TOL_RHO = 1e-12
TOL_RHO_FLOAT32 = 1e-6  # sentence vectors stored as float32 against the double means
TABLE = []              # (model, split, method, pairs used, total, rho raw, rho whitened, delta, p)


def read_sts(split):
    """(line, score, sentence 1, sentence 2) of every line of a split."""
    pairs = []
    with open(os.path.join(STS_DIR, f"sts-{split}.csv"), encoding="utf-8", newline="") as f:
        for number, line in enumerate(f, start=1):
            fields = line.rstrip("\n").split("\t")
            pairs.append((number, float(fields[4]), fields[5], fields[6]))
    return pairs


class LazyModel:
    """A GloVe or word2vec text file with its vocabulary in memory and only the rows asked for
    parsed (the full GloVe 6B 100d has 400,000 words; STS-B and the reference need a quarter).
    Values are read as crosscheck.Model reads them: decimal -> double -> float32."""

    def __init__(self, path, fmt):
        self.path = path
        self.words, self.index, self.offsets = [], {}, []
        with open(path, "rb") as f:
            if fmt == "word2vec":
                f.readline()
            offset = f.tell()
            for i, line in enumerate(f):
                word = line.split(b" ", 1)[0].decode("utf-8")
                self.words.append(word)
                self.index.setdefault(word, i)  # a repeated word: the first row wins
                self.offsets.append(offset)
                offset += len(line)
        self.uncased = not any(ch.isupper() for w in self.words for ch in w)
        self._rows = {}

    @property
    def n(self):
        return len(self.words)

    def lookup(self, word):
        return self.index.get(word.lower() if self.uncased else word)

    def rows(self, indices):
        indices = list(indices)
        missing = sorted(i for i in set(indices) if i not in self._rows)
        if missing:
            with open(self.path, "rb") as f:
                for i in missing:
                    f.seek(self.offsets[i])
                    fields = f.readline().decode("utf-8").rstrip("\r\n").rstrip(" ").split(" ")[1:]
                    self._rows[i] = np.array(fields, dtype=np.float64).astype(np.float32)
        return np.array([self._rows[i] for i in indices])


def bag_of_words(model, pairs, whitening):
    """The protocol above. Returns used (line, score, raw1, raw2, white1, white2) lists, left-out
    lines and the distinct sentences' raw mean vectors (for the import test)."""
    cache = {}

    def sentence(text):
        if text not in cache:
            rows = [model.lookup(t) for t in TOKEN.findall(text)]
            # In row order: the mean of a multiset, so that equal bags of words give equal vectors.
            rows = sorted(r for r in rows if r is not None)
            V = model.rows(rows).astype(np.float64) if rows else np.zeros((0, 1))
            if rows:
                keep = np.linalg.norm(V, axis=1) > 0
                V = V[keep]
            cache[text] = None if V.shape[0] == 0 else (V.mean(axis=0), whitening.apply(V).mean(axis=0))
        return cache[text]

    used, left_out = [], []
    for line, score, s1, s2 in pairs:
        a, b = sentence(s1), sentence(s2)
        if a is None or b is None:
            left_out.append(line)
            continue
        used.append((line, score, a[0], b[0], a[1], b[1]))
    means = {text: v[0] for text, v in cache.items() if v is not None}
    return used, left_out, means


def compare(checks, where, theirs, used, left_out, pairs, rng, tol_rho=TOL_RHO, label=None):
    """rho, Delta, coverage, left-out lines and the bootstrap p of one STS-B result."""
    checks.equal("STS-B pairs_total", len(pairs), theirs["pairs_total"], where)
    checks.equal("STS-B pairs_used (coverage, exactly)", len(used), theirs["pairs_used"], where)
    checks.equal("STS-B pairs_left_out (file lines, exactly)", left_out, theirs["pairs_left_out"], where)
    h = np.array([u[1] for u in used])
    c_raw = cc.pair_cosines(np.array([u[2] for u in used]), np.array([u[3] for u in used]))
    c_white = cc.pair_cosines(np.array([u[4] for u in used]), np.array([u[5] for u in used]))
    rho_raw = spearmanr(h, c_raw).correlation
    rho_white = spearmanr(h, c_white).correlation
    tag = "" if tol_rho == TOL_RHO else " (float32 sentence vectors)"
    checks.close("STS-B rho raw (scipy spearmanr)" + tag, rho_raw, theirs["rho_raw"], tol_rho, where)
    checks.close("STS-B rho whitened (scipy spearmanr)" + tag, rho_white, theirs["rho_whitened"], tol_rho, where)
    checks.close("STS-B delta = rho_w - rho_r" + tag, rho_white - rho_raw, theirs["delta"], 2 * tol_rho, where)
    B = cc.BOOTSTRAP_ITERATIONS
    p_ours, _ = cc.bootstrap_p(h, c_raw, c_white, rng, B)
    q = max(min(1.0, (p_ours + theirs["p"]) / 4), 1.0 / B)
    tol = cc.N_SE * 2 * math.sqrt(2 * q * (1 - q) / B) + 4.0 / B
    checks.stat("STS-B bootstrap p (statistical)", p_ours, theirs["p"], tol, where, "4 SE(2q, binomial B=10000) + 4/B")
    checks.equal("STS-B bootstrap iterations", B, theirs["bootstrap_iterations"], where)
    if label:
        TABLE.append((label, theirs["split"], theirs["method"], theirs["pairs_used"], theirs["pairs_total"],
                      theirs["rho_raw"], theirs["rho_whitened"], theirs["delta"], theirs["p"], p_ours))


def run_cli(cli, out_dir, args, checks, label):
    shutil.rmtree(out_dir, ignore_errors=True)
    cmd = [cli, "analyze", "--out", out_dir, "--quiet", "--only", "W1"] + args
    t0 = time.time()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        checks.failures.append(f"run {label}: `{' '.join(cmd)}` exited {proc.returncode}: {proc.stderr.strip()}")
        return None
    print(f"run {label}: {' '.join(cmd[1:])}  ({time.time() - t0:.1f} s)")
    with open(os.path.join(out_dir, "results.json"), encoding="utf-8") as f:
        return json.load(f)


def stsb_of(results, model_name):
    for m in results["models"]:
        if m["name"] == model_name:
            for s in m["similarity"]:
                if s["benchmark"] == "STS-B":
                    return s
    return None


def uncased_of(results, model_name):
    return next(m["uncased"] for m in results["models"] if m["name"] == model_name)


def whitening_of(model):
    return cc.Whitening(model.rows(range(min(REFERENCE_TOP, model.n))), EPSILON)


def check_static(cli, scratch, checks, models):
    rng = np.random.default_rng([cc.OUR_SEED, 15])
    means = None
    for split in ("test", "dev"):
        args = ["--demo", "--similarity", "stsb", "--stsb-split", split]
        res = run_cli(cli, os.path.join(scratch, f"demo-{split}"), args, checks, f"demo {split}")
        if res is None:
            continue
        pairs = read_sts(split)
        for name, (model, wh) in models.items():
            if split == "dev" and name != "GloVe-6B-100d-subset":
                continue
            where = f"{name} {split}"
            theirs = stsb_of(res, name)
            if theirs is None:
                checks.failures.append(f"{where}: no STS-B result in results.json")
                continue
            checks.equal("STS-B method (static model: bag of words)", "bag_of_words", theirs["method"], where)
            checks.equal("model uncased (the case rule of the lookup)", model.uncased, uncased_of(res, name), where)
            checks.equal("STS-B split recorded", split, theirs["split"], where)
            used, left_out, sentence_means = bag_of_words(model, pairs, wh)
            compare(checks, where, theirs, used, left_out, pairs, rng, label=f"{name} (demo)")
            if split == "test" and name == "GloVe-6B-100d-subset":
                means = (used, left_out, sentence_means)
    return means


def check_imported(cli, scratch, checks, glove, bow):
    """Sentence vectors from outside: the bag-of-words means as float32, without the sentences of
    ten pairs; the pairs they belong to must be left out, and rho must be numpy's on the file."""
    model, wh = glove
    used, _, means = bow
    pairs = read_sts("test")
    dropped_pairs = [u[0] for u in used[::137][:10]]       # ten pairs the static path used
    by_line = {p[0]: p for p in pairs}
    dropped = {by_line[line][2] for line in dropped_pairs}  # their first sentences
    sentences = [s for s in means if s not in dropped]
    vectors = np.array([means[s] for s in sentences], dtype="<f4")
    os.makedirs(scratch, exist_ok=True)
    separate = os.path.join(scratch, "stsb-sentence-vectors.h5")
    with h5py.File(separate, "w") as f:
        f.create_dataset("sentences", data=sentences, dtype=h5py.string_dtype("utf-8"))
        f.create_dataset("sentence_vectors", data=vectors)
    own = os.path.join(scratch, "glove-with-sentences.h5")
    with h5py.File(own, "w") as f:
        f.create_dataset("words", data=model.words, dtype=h5py.string_dtype("utf-8"))
        f.create_dataset("vectors", data=model.rows(range(model.n)))
        f.create_dataset("sentences", data=sentences, dtype=h5py.string_dtype("utf-8"))
        f.create_dataset("sentence_vectors", data=vectors)

    # Numpy on the float32 vectors that were written: a pair is used when both sentences are there.
    given = {s: v.astype(np.float64) for s, v in zip(sentences, vectors)}
    expected_used, expected_left = [], []
    for line, score, s1, s2 in pairs:
        if s1 in given and s2 in given:
            a, b = given[s1], given[s2]
            expected_used.append((line, score, a, b, wh.apply(a[None])[0], wh.apply(b[None])[0]))
        else:
            expected_left.append(line)
    rng = np.random.default_rng([cc.OUR_SEED, 16])
    demo_glove = os.path.join(cc.RESOURCES, "embeddings", "glove.6B.100d.subset.txt")
    runs = [
        ("separate file", ["bert=" + demo_glove, "--family", "bert=contextualized", "--sentence-vectors",
                           "bert=" + separate], "bert", separate),
        ("model's own file", ["bert=" + own, "--family", "bert=contextualized"], "bert", own),
    ]
    for label, args, name, file in runs:
        res = run_cli(cli, os.path.join(scratch, "imported-" + label.replace(" ", "-").replace("'", "")),
                      args + ["--similarity", "stsb"], checks, f"imported sentence vectors ({label})")
        if res is None:
            continue
        theirs = stsb_of(res, name)
        where = f"sentence vectors, {label}"
        if theirs is None:
            checks.failures.append(f"{where}: no STS-B result")
            continue
        checks.equal("STS-B method (sentence vectors)", "sentence_vectors", theirs["method"], where)
        checks.equal("STS-B sentence-vector file recorded", file, theirs.get("sentence_vectors"), where)
        compare(checks, where, theirs, expected_used, expected_left, pairs, rng)
        # The same rho as the static path, up to the float32 rounding of the means.
        static_used = [u for u in used if u[0] not in set(expected_left)]
        h = np.array([u[1] for u in static_used])
        for key, i, j in (("rho_raw", 2, 3), ("rho_whitened", 4, 5)):
            rho = spearmanr(h, cc.pair_cosines(np.array([u[i] for u in static_used]),
                                       np.array([u[j] for u in static_used]))).correlation
            checks.close("STS-B imported rho = static path's on the same pairs", rho, theirs[key], TOL_RHO_FLOAT32,
                         f"{where} {key}", "1e-06 (float32 means)")
        checks.equal("STS-B imported: the ten pairs without vectors are left out", True,
                     set(dropped_pairs) <= set(theirs["pairs_left_out"]), where)


def check_full_glove(cli, scratch, checks, path):
    if not os.path.isfile(path):
        print(f"full GloVe 6B 100d: not found at {path}; that part did NOT run "
              "(scripts/fetch_glove6b.sh fetches it; --glove FILE names another place)")
        return
    print(f"full GloVe 6B 100d: {path}")
    t0 = time.time()
    model = LazyModel(path, "glove")
    wh = whitening_of(model)
    print(f"  read {model.n} words and the top {min(REFERENCE_TOP, model.n)} rows in {time.time() - t0:.1f} s")
    res = run_cli(cli, os.path.join(scratch, "glove6b"), ["glove6B=" + path, "--similarity", "stsb"], checks,
                  "full GloVe 6B 100d")
    if res is None:
        return
    theirs = stsb_of(res, "glove6B")
    if theirs is None:
        checks.failures.append("full GloVe 6B 100d: no STS-B result")
        return
    checks.equal("model uncased (the case rule of the lookup)", model.uncased, uncased_of(res, "glove6B"), "GloVe 6B")
    pairs = read_sts("test")
    used, left_out, _ = bag_of_words(model, pairs, wh)
    compare(checks, "full GloVe 6B 100d test", theirs, used, left_out, pairs,
            np.random.default_rng([cc.OUR_SEED, 17]), label="GloVe 6B 100d (full)")


def main(argv):
    args = argv[1:]
    glove = os.path.join(cc.ROOT, "third_party_downloads", "glove.6B.100d.txt")
    if "--glove" in args:
        k = args.index("--glove")
        if k + 1 >= len(args):
            print("usage: stsb_reference.py <isoscope-cli> <scratch dir> [--glove FILE]", file=sys.stderr)
            return 2
        glove = args[k + 1]
        del args[k:k + 2]
    if len(args) != 2:
        print("usage: stsb_reference.py <isoscope-cli> <scratch dir> [--glove FILE]", file=sys.stderr)
        return 2
    cli, scratch = args
    if not os.access(cli, os.X_OK):
        print(f"stsb_reference: FAIL: {cli} is not an executable", file=sys.stderr)
        return 1
    os.makedirs(scratch, exist_ok=True)
    t0 = time.time()
    checks = cc.Checks()
    models = {}
    for name, (file, fmt) in {"GloVe-6B-100d-subset": ("glove.6B.100d.subset.txt", "glove"),
                              "word2vec-GoogleNews-subset": ("GoogleNews-vectors-negative300.subset.txt",
                                                             "word2vec")}.items():
        model = LazyModel(os.path.join(cc.RESOURCES, "embeddings", file), fmt)
        models[name] = (model, whitening_of(model))
    try:
        bow = check_static(cli, scratch, checks, models)
        if bow is not None:
            check_imported(cli, scratch, checks, models["GloVe-6B-100d-subset"], bow)
        check_full_glove(cli, scratch, checks, glove)
    except (KeyError, TypeError, IndexError, ValueError) as exc:
        checks.failures.append(f"results.json is not as expected: {type(exc).__name__}: {exc}")
    print()
    print(checks.table())
    print("\nTable 3, STS-B (Isoscope's numbers; p ours is this script's own bootstrap):")
    print(f"{'model':<40} {'split':<6} {'method':<16} {'pairs':>11} {'raw':>7} {'whitened':>8} {'Delta':>7} "
          f"{'p':>7} {'p ours':>7}")
    for row in TABLE:
        label, split, method, used, total, r, w, d, p, po = row
        print(f"{label:<40} {split:<6} {method:<16} {used:>5}/{total:<5} {r:>7.3f} {w:>8.3f} {d:>+7.3f} "
              f"{p:>7.4f} {po:>7.4f}")
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
