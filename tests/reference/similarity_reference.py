#!/usr/bin/python3
"""Reference values for tests/core/tst_similarity.cpp, computed independently of Isoscope.

Run with Debian's interpreter, which has python3-numpy and python3-scipy:

    /usr/bin/python3 tests/reference/similarity_reference.py

Ranks and Spearman rho come from scipy.stats. The bootstrap counts come from a pure-Python
port of isoscope::Rng (core/base/random.h: SplitMix64 seeding, xoshiro256**, Lemire's bounded
integers) and scipy.stats.spearmanr on each materialised resample, following the resampling
documented in core/stats/similarity.h. Every input below is something C++ computes bit for bit the
same way (file scores parsed with correct rounding, word lengths in bytes, integer arithmetic
followed by one IEEE division and product), so the values can be hard-coded in the test.
"""

import itertools
import math
import os
import sys
import warnings

import numpy as np
from scipy.stats import rankdata, spearmanr

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
BENCHMARKS = os.path.join(ROOT, "resources", "benchmarks")
M64 = (1 << 64) - 1


def read_benchmark(name):
    """Pairs of a built-in benchmark: comments start with '#', three tab-separated fields."""
    pairs = []
    with open(os.path.join(BENCHMARKS, name), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\r\n")
            if not line or line.startswith("#"):
                continue
            w1, w2, score = line.split("\t")[:3]
            pairs.append((w1, w2, float(score)))
    return pairs


def noise_a(i):
    return 4.0 * ((i * 37) % 101) / 101.0  # C++: 4.0 * ((i * 37) % 101) / 101.0, same order


def noise_b(i):
    return 4.0 * ((i * 53) % 97) / 97.0


class Rng:
    """isoscope::Rng, bit for bit."""

    def __init__(self, seed):
        state = seed & M64
        self.s = []
        for _ in range(4):
            state = (state + 0x9E3779B97F4A7C15) & M64
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
            self.s.append(z ^ (z >> 31))

    @staticmethod
    def rotl(x, k):
        return ((x << k) | (x >> (64 - k))) & M64

    def next(self):
        s = self.s
        result = (self.rotl((s[1] * 5) & M64, 7) * 9) & M64
        t = (s[1] << 17) & M64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = self.rotl(s[3], 45)
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


# A constant resample is expected (it is what "skipped" counts); scipy warns about each one.
warnings.filterwarnings("ignore", message="An input array is constant")


def rho(a, b):
    """spearmanr, or None where it is undefined (a constant variable gives nan)."""
    if len(a) < 2:
        return None
    r = spearmanr(a, b).correlation
    return None if math.isnan(r) else float(r)


def bootstrap(human, raw, white, seed, iterations, keep=0):
    """The resampling of core/stats/similarity.h, naively: returns counts and the first resamples."""
    n = len(human)
    human, raw, white = np.array(human), np.array(raw), np.array(white)
    rng = Rng(seed)
    at_most, at_least, skipped, first = 0, 0, 0, []
    largest_zero, smallest_nonzero = 0.0, math.inf
    for t in range(iterations):
        idx = [rng.below(n) for _ in range(n)]
        r_raw, r_white = rho(human[idx], raw[idx]), rho(human[idx], white[idx])
        if t < keep:
            first.append((r_raw, r_white))
        if r_raw is None or r_white is None:
            skipped += 1
            continue
        delta = r_white - r_raw
        if abs(delta) > 1e-12:
            smallest_nonzero = min(smallest_nonzero, abs(delta))
        else:
            largest_zero = max(largest_zero, abs(delta))
        at_most += delta <= 1e-12  # |delta*| <= 1e-12 counts as 0, as in core/stats/similarity.h
        at_least += delta >= -1e-12
    valid = iterations - skipped
    p = min(1.0, 2.0 * min(at_most, at_least) / valid) if valid else None
    # The |delta*| nearest to the 1e-12 cut on either side: far from it, rounding cannot move a count.
    return dict(at_most=at_most, at_least=at_least, skipped=skipped, p=p, first=first, largest_zero=largest_zero,
                smallest_nonzero=smallest_nonzero)


def exact_bootstrap(human, raw, white):
    """The bootstrap distribution itself, from all n^n equally likely draws. Vectorised (the
    resamples' ranks by scipy.stats.rankdata along rows, then Pearson's r of the ranks, which is
    what spearmanr computes), because spearmanr once per draw takes minutes."""
    n = len(human)
    draws = np.array(list(itertools.product(range(n), repeat=n)))

    def rhos(x, y):
        rx = rankdata(np.array(x)[draws], axis=1)
        ry = rankdata(np.array(y)[draws], axis=1)
        rx -= rx.mean(axis=1, keepdims=True)
        ry -= ry.mean(axis=1, keepdims=True)
        sxx, syy = (rx * rx).sum(axis=1), (ry * ry).sum(axis=1)
        with np.errstate(invalid="ignore", divide="ignore"):
            r = (rx * ry).sum(axis=1) / np.sqrt(sxx * syy)
        r[(sxx == 0) | (syy == 0)] = np.nan  # a constant resample: rho undefined
        return r

    delta = rhos(human, white) - rhos(human, raw)
    valid = delta[~np.isnan(delta)]
    at_most = int((valid <= 1e-12).sum())  # |delta*| <= 1e-12 counts as 0, as in core/stats/similarity.h
    at_least = int((valid >= -1e-12).sum())
    return dict(total=len(draws), skipped=len(draws) - len(valid), at_most=at_most, at_least=at_least,
                p=min(1.0, 2.0 * min(at_most, at_least) / len(valid)))


def show(label, value):
    print(f"{label} = {value!r}")


def main():
    print("# averageRanks: scipy.stats.rankdata(x) (method 'average')")
    for x in ([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5], [2.5, 2.5, 2.5, 2.5], [-1.5, 0.0, 0.0, 2.25, -1.5, 0.0, 7.0],
              [7.0], [0.3, 0.1, 0.2]):
        show(f"rankdata({x})", rankdata(x).tolist())

    print("\n# spearman: scipy.stats.spearmanr(a, b).correlation")
    for a, b in (([1, 2, 2, 3, 4], [2, 1, 1, 5, 4]), ([1, 2, 3, 4, 5], [5, 4, 3, 2, 1]),
                 ([1, 1, 2, 2, 3, 3], [3, 1, 2, 2, 1, 3]), ([0.5, -2.0, 3.0], [10.0, 20.0, 30.0])):
        show(f"spearmanr({a}, {b})", float(spearmanr(a, b).correlation))

    for name in ("wordsim353.tsv", "SimLex-999.tsv"):
        pairs = read_benchmark(name)
        human = [p[2] for p in pairs]
        lengths = [len(p[0].encode()) + len(p[1].encode()) for p in pairs]
        print(f"\n# {name}: {len(pairs)} pairs; first {pairs[0]}, last {pairs[-1]}")
        show("  math.fsum(scores)", math.fsum(human))
        show("  spearmanr(scores, len(w1) + len(w2) in bytes)", float(spearmanr(human, lengths).correlation))
        raw = [s + noise_a(i) for i, s in enumerate(human)]
        white = [s + noise_b(i) for i, s in enumerate(human)]
        show("  spearmanr(scores, scores + noise_a)", float(spearmanr(human, raw).correlation))
        show("  spearmanr(scores, scores + noise_b)", float(spearmanr(human, white).correlation))

    pairs = read_benchmark("wordsim353.tsv")
    human = [p[2] for p in pairs]
    raw = [s + noise_a(i) for i, s in enumerate(human)]
    white = [s + noise_b(i) for i, s in enumerate(human)]
    print("\n# WordSim-353, raw = score + noise_a, whitened = score + noise_b, seed 2026, 2000 resamples")
    result = bootstrap(human, raw, white, seed=2026, iterations=2000, keep=3)
    for key, value in result.items():
        show(f"  {key}", value)

    human = [1, 2, 2, 3, 3, 3]
    raw = [1, 1, 2, 2, 3, 3]
    white = [2, 1, 3, 3, 1, 2]
    print(f"\n# tied data with skips: human {human}, raw {raw}, whitened {white}, seed 7, 2000 resamples")
    show("  spearmanr(human, raw)", float(spearmanr(human, raw).correlation))
    show("  spearmanr(human, whitened)", float(spearmanr(human, white).correlation))
    result = bootstrap(human, raw, white, seed=7, iterations=2000, keep=3)
    for key, value in result.items():
        show(f"  {key}", value)

    human = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    for raw, white in (([2, 1, 4, 3, 6, 5], [1, 3, 2, 5, 4, 6]), ([6, 3, 5, 1, 4, 2], [4, 2, 1, 6, 3, 5]),
                       ([4, 6, 1, 5, 2, 3], [5, 1, 2, 4, 6, 3]), ([2, 1, 3, 4, 5, 6], [5, 2, 1, 4, 6, 3])):
        print(f"\n# exact bootstrap distribution (all 6^6 draws): human {human}, raw {raw}, whitened {white}")
        for key, value in exact_bootstrap(human, raw, white).items():
            show(f"  {key}", value)
    return 0


if __name__ == "__main__":
    sys.exit(main())
