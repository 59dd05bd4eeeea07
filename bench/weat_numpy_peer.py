#!/usr/bin/python3
"""The numpy peer of BM_TenSuitesBothSpaces: what a researcher would write in numpy to run the
ten WEAT suites on the GloVe 6B 100d demo model, raw and ZCA-whitened, with exact p where
C(|X|+|Y|, |X|) <= 1e6 and 100,000 random partitions otherwise. Vectorised in batches (no Python
loop per permutation), so it is a fair, fast numpy implementation. Prints seconds per run.

Run with Debian's /usr/bin/python3 (numpy). Usage: weat_numpy_peer.py RESOURCES_DIR [REPEATS]"""
import itertools
import json
import math
import sys
import time

import numpy as np


def load_glove(path):
    words, rows = [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split(" ")
            words.append(parts[0])
            rows.append(np.asarray(parts[1:], dtype=np.float32))
    return words, np.vstack(rows)


def associations(w, a, b):
    def unit(m):
        return m / np.linalg.norm(m, axis=1, keepdims=True)
    w, a, b = unit(w), unit(a), unit(b)
    return (w @ a.T).mean(axis=1) - (w @ b.T).mean(axis=1)


def weat(sx, sy, rng, permutations=100_000, exact_limit=1_000_000):
    s = np.concatenate([sx, sy])
    n, k = len(s), len(sx)
    observed = sx.sum() - sy.sum()
    total = s.sum()
    d = (sx.mean() - sy.mean()) / s.std(ddof=1)
    tol = 1e-12 * max(1.0, abs(observed))
    if math.comb(n, k) <= exact_limit:
        combos = np.fromiter(itertools.chain.from_iterable(itertools.combinations(range(n), k)), dtype=np.int32)
        sums = s[combos.reshape(-1, k)].sum(axis=1)
        p = np.mean(2 * sums - total >= observed - tol)
    else:
        hits = 0
        for start in range(0, permutations, 10_000):
            batch = min(10_000, permutations - start)
            idx = rng.random((batch, n)).argsort(axis=1)[:, :k]
            hits += int(np.sum(2 * s[idx].sum(axis=1) - total >= observed - tol))
        p = (hits + 1) / (permutations + 1)
    return d, p


def main():
    resources = sys.argv[1]
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    words, vectors = load_glove(f"{resources}/embeddings/glove.6B.100d.subset.txt")
    index = {w: i for i, w in enumerate(words)}
    suites = json.load(open(f"{resources}/suites/weat_suites.json"))["suites"]
    x = vectors.astype(np.float64)
    mu = x.mean(axis=0)
    lam, u = np.linalg.eigh(np.cov(x, rowvar=False))
    w_matrix = u @ np.diag((lam + 1e-3) ** -0.5) @ u.T
    sets = []
    for suite in suites:
        sets.append([x[[index[t.lower()] for t in suite[r] if t.lower() in index]] for r in "XYAB"])
    rng = np.random.default_rng(42)
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for X, Y, A, B in sets:
            for transform in (lambda m: m, lambda m: (m - mu) @ w_matrix):
                tx, ty, ta, tb = (transform(m) for m in (X, Y, A, B))
                weat(associations(tx, ta, tb), associations(ty, ta, tb), rng)
        best = min(best, time.perf_counter() - start)
    print(f"{best:.4f}")


if __name__ == "__main__":
    main()
