#!/usr/bin/python3
"""Independent numpy check of `isoscope-cli sensitivity` (docs/sensitivity.md).

    /usr/bin/python3 tests/reference/sensitivity_reference.py <path of isoscope-cli> <scratch dir>

Runs the tool on the bundled GloVe 6B 100d subset (W1, W3, W6, W7) and recomputes from the data
file alone, with numpy's eigh: raw d; whitened d at each epsilon of the sweep (including one so
large that it must equal the d of the centred vectors); whitened d with each top-N reference;
raw and whitened d with each of the top 5 principal components projected out; and the bootstrap
interval, compared statistically with our own resamples (numpy's PCG64, not the tool's stream).
The reading, lookup, whitening and WEAT helpers come from crosscheck.py, which shares no code
with Isoscope. Prints a table and exits 0 if every comparison passes, 1 otherwise.
"""

import json
import math
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import numpy as np
    from crosscheck import RESOURCES, Checks, Model, Whitening, associations, effect_size, read_suites
except ImportError as exc:  # a reference check that cannot run must not look green
    print(f"sensitivity_reference: FAIL: {exc}. Run it with Debian's /usr/bin/python3 "
          "(python3-numpy, python3-scipy).", file=sys.stderr)
    sys.exit(1)

SUITES = ["W1", "W3", "W6", "W7"]
EPSILONS = [1e-6, 1e-4, 1e-3, 1e-2, 1e-1, 1e9]
SIZES = [1000, 3000, 10000]
COMPONENTS = 5
B = 2000
OUR_SEED = 20260101
TOL_D = 1e-8   # float32 inputs, double arithmetic; eigh vs the tool's eigensolver
TOL_CENTRED = 1e-6  # epsilon = 1e9 against the exact limit (relative error ~ lambda / epsilon)


def main(argv):
    if len(argv) != 3:
        print("usage: sensitivity_reference.py <isoscope-cli> <scratch dir>", file=sys.stderr)
        return 2
    cli, scratch = argv[1], argv[2]
    os.makedirs(scratch, exist_ok=True)
    path = os.path.join(RESOURCES, "embeddings", "glove.6B.100d.subset.txt")
    out = os.path.join(scratch, "sensitivity")
    env = dict(os.environ, ISOSCOPE_DATA_DIR=RESOURCES)
    command = [cli, "sensitivity", f"glove={path}", "--only", ",".join(SUITES), "--similarity", "none",
               "--epsilons", ",".join(repr(e) for e in EPSILONS), "--sizes", ",".join(map(str, SIZES)),
               "--draws", "2", "--bootstrap", str(B), "--components", str(COMPONENTS),
               "--permutations", "2000", "--quiet", "--out", out]
    run = subprocess.run(command, env=env, capture_output=True, text=True)
    if run.returncode != 0:
        print(f"sensitivity_reference: FAIL: {' '.join(command)} exited {run.returncode}: {run.stderr}")
        return 1
    with open(os.path.join(out, "sensitivity.json"), encoding="utf-8") as f:
        res = json.load(f)["models"][0]

    model = Model(path, "glove")
    suites = read_suites()
    checks = Checks()
    R = model.X[: min(100000, model.n)].astype(np.float64)
    default = Whitening(R, 1e-3)
    lam, U = np.linalg.eigh(default.sigma)
    order = np.argsort(lam)[::-1]
    lam, U = lam[order], U[:, order]
    checks.close("eigenvalues of the reference covariance", 0.0,
                 float(np.max(np.abs(lam - np.array(res["eigenvalues"])))), 1e-9, "all 100")
    sizes = res["reference_sizes"]
    checks.equal("reference sizes (10000 > vocabulary: the vocabulary)", [1000, 3000, model.n], sizes, "")
    size_whitenings = [Whitening(model.X[:n].astype(np.float64), 1e-3) for n in sizes]
    sweep_whitenings = [Whitening(R, e) for e in EPSILONS]
    rng = np.random.Generator(np.random.PCG64(OUR_SEED))

    for s in res["suites"]:
        sid = s["id"]
        suite = suites[sid]
        rows = {k: [model.lookup(w) for w in suite[k] if model.lookup(w) is not None] for k in "XYAB"}
        V = {k: model.X[rows[k]].astype(np.float64) for k in "XYAB"}

        def d_in(f):
            return effect_size(associations(f(V["X"]), f(V["A"]), f(V["B"])),
                               associations(f(V["Y"]), f(V["A"]), f(V["B"])))

        checks.close("raw d", d_in(lambda M: M), s["raw"]["d"], TOL_D, sid)
        for e, w, point in zip(EPSILONS, sweep_whitenings, s["epsilon_sweep"]):
            if e < 1e9:
                checks.close("epsilon sweep: whitened d", d_in(w.apply), point["d"], TOL_D, f"{sid} eps {e:g}")
        centred = d_in(lambda M: M - default.mu)
        checks.close("epsilon 1e9: d of the centred vectors", centred, s["epsilon_sweep"][-1]["d"], TOL_CENTRED, sid)
        for n, w, point in zip(sizes, size_whitenings, s["top_sizes"]):
            checks.close("reference top-N: whitened d", d_in(w.apply), point["d"], TOL_D, f"{sid} N {n}")
        for k in range(COMPONENTS):
            u = U[:, k]

            def project(M):
                return M - np.outer(M @ u, u)

            checks.close("leave-one-component-out: raw d", d_in(project), s["raw_without_component"][k], TOL_D,
                         f"{sid} PC{k + 1}")
            checks.close("leave-one-component-out: whitened d", d_in(lambda M: project(default.apply(M))),
                         s["whitened_without_component"][k], TOL_D, f"{sid} PC{k + 1}")

        # Bootstrap, ours: X and Y words resampled with replacement, A and B fixed.
        for space, f in (("raw", lambda M: M), ("whitened", default.apply)):
            sX = associations(f(V["X"]), f(V["A"]), f(V["B"]))
            sY = associations(f(V["Y"]), f(V["A"]), f(V["B"]))
            ds = []
            for _ in range(B):
                d = effect_size(sX[rng.integers(0, len(sX), len(sX))], sY[rng.integers(0, len(sY), len(sY))])
                if d is not None:
                    ds.append(d)
            ds = np.array(ds)
            theirs = s[f"{space}_interval"]
            sd = ds.std(ddof=1)
            where = f"{sid} {space}"
            # Two independent runs of B resamples: the mean differs by about sqrt(2) sd / sqrt(B), the
            # SD by about sd / sqrt(B), a 2.5% quantile by about 0.085 sd (normal approximation).
            checks.stat("bootstrap mean of d* (statistical)", float(ds.mean()), theirs["mean"],
                        4 * math.sqrt(2) * sd / math.sqrt(B), where, "4 SE, independent resamples")
            checks.stat("bootstrap SD of d* (statistical)", float(sd), theirs["sd"], 4 * sd / math.sqrt(B), where,
                        "4 SE, independent resamples")
            for name, q in (("low", 0.025), ("high", 0.975)):
                checks.stat(f"bootstrap percentile {name} (statistical)", float(np.quantile(ds, q)), theirs[name],
                            0.4 * sd, where, "0.4 SD of d* (4 SE of a 2.5% quantile)")
    print(checks.table())
    if checks.failures:
        print(f"\nFAILED: {len(checks.failures)} comparison(s):")
        for f in checks.failures:
            print(f"  FAIL {f}")
        return 1
    print("all comparisons passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
