#!/usr/bin/python3
"""The multilevel view of every WEAT (ML-EAT levels 1-3, Wolfe et al. AIES 2024) re-implemented in
numpy from the paper's definitions and compared with `isoscope-cli analyze`.

    /usr/bin/python3 tests/reference/mleat_reference.py <isoscope-cli> <scratch dir>

For each model x suite x space (raw, and ZCA-whitened on the top 100,000 words with eps 1e-3),
with the suite's words found in the model (crosscheck.py's lookup) and their vectors as float32:
- level 3: for each block B in cos(X, A), cos(X, B), cos(Y, A), cos(Y, B) (every target word with
  every attribute word), its mean and its SD with ddof 1;
- level 2, for T = X and T = Y: m(a) = mean over t in T of cos(t, a) for every attribute word a,
  e_T = (mean_A m - mean_B m) / SD_{A u B}(m) with ddof 1, and the permutation p over the
  attribute words (A side against B side): exact over all partitions when there are at most
  1,000,000 of them (to 1e-12), else Monte Carlo with our own draws (statistically); for X the
  upper tail, for Y the lower tail (WEAT's direction: X with A, Y with B);
- level 1: ML-EAT's effect size (mean_X s - mean_Y s) / SD(s), which must equal WEAT's d.
Models: the GloVe 840B vectors of the WEAT words (tests/data/glove840b_weat_items.txt, Caliskan
2017's vectors) and the two demo models. Nothing here shares code with Isoscope.

Prints a table (quantity, count, max |difference|, tolerance); exits 0 if every comparison passes.
"""

import json
import math
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import crosscheck as cc  # noqa: E402  (models, ZCA, the permutation p, checks)

import numpy as np  # noqa: E402  (crosscheck has failed loudly already if it is missing)

TOL = 1e-12
OPTS = dict(exact_limit=1000000, tie="ge", sided="one", permutations=100000)
FIXTURE = os.path.join(cc.ROOT, "tests", "data", "glove840b_weat_items.txt")
LEVELS_TABLE = []


def cos_block(T, S):
    return cc.unit_rows(T) @ cc.unit_rows(S).T


def level2(TA, TB, rng, lower_tail):
    """e_T and its p from the blocks cos(T, A) (|T| x |A|) and cos(T, B)."""
    mA, mB = TA.mean(axis=0), TB.mean(axis=0)
    joint = np.concatenate([mA, mB])
    sd = joint.std(ddof=1)
    effect = None if not sd > 1e-12 * np.abs(joint).max() else float((mA.mean() - mB.mean()) / sd)
    pv = cc.permutation_p([joint], len(mA), OPTS, rng)[0]
    if pv["method"] == "monte_carlo" and lower_tail:
        pv["p"], pv["se"] = pv["lower"], math.sqrt(pv["lower"] * (1 - pv["lower"]) / pv["partitions"])
    elif lower_tail:
        pv["p"] = pv["lower"]
    return dict(effect=effect, p=pv, means_a=mA, means_b=mB)


def check_space(checks, where, vectors, theirs, rng):
    X, Y, A, B = vectors
    blocks = {"XA": cos_block(X, A), "XB": cos_block(X, B), "YA": cos_block(Y, A), "YB": cos_block(Y, B)}
    m = theirs["mleat"]
    for name, block in blocks.items():
        t = m["level3"][name]
        checks.equal("level 3 block size", block.size, t["count"], f"{where} {name}")
        checks.close("level 3 mean cosine of a block", float(block.mean()), t["mean"], TOL, f"{where} {name}")
        sd = float(block.std(ddof=1)) if block.size > 1 else None
        checks.close("level 3 SD (ddof 1) of a block", sd, t["sd"], TOL, f"{where} {name}")
    for target, (TA, TB), lower in (("X", (blocks["XA"], blocks["XB"]), False),
                                    ("Y", (blocks["YA"], blocks["YB"]), True)):
        ours = level2(TA, TB, rng, lower)
        t = m["level2"][target]
        w2 = f"{where} {target}"
        checks.close("level 2 effect size e_T", ours["effect"], t["effect"], TOL, w2)
        for key, values in (("means_a", ours["means_a"]), ("means_b", ours["means_b"])):
            checks.equal("level 2 attribute means: count", len(values), len(t[key]), w2)
            for v, u in zip(values, t[key]):
                checks.close("level 2 attribute word's mean cosine m(a)", float(v), u, TOL, w2)
        pv = ours["p"]
        checks.equal("level 2 p method (exact iff C(|A|+|B|, |A|) <= 1e6)", pv["method"], t["p_method"], w2)
        if pv["method"] == "exact" and t["p_method"] == "exact":
            checks.close("level 2 exact p (X upper tail, Y lower tail)", pv["p"], t["p"], TOL, w2)
            checks.close("level 2 exact p tails (upper, lower)", pv["upper"], t["p_upper"], TOL, w2)
            checks.close("level 2 exact p tails (upper, lower)", pv["lower"], t["p_lower"], TOL, w2)
        elif t["p_method"] == "monte_carlo":
            N = pv["partitions"]
            checks.equal("level 2 Monte Carlo draws", N, t["permutations"], w2)
            se_theirs = math.sqrt(t["p"] * (1 - t["p"]) / N)
            checks.stat("level 2 Monte Carlo p (statistical)", pv["p"], t["p"], cc.mc_tolerance(pv["se"], se_theirs, N),
                        w2, "4 sqrt(se1^2+se2^2) + 2/(N+1)")
            checks.close("level 2 Monte Carlo SE as reported", se_theirs, t["p_standard_error"], 1e-12, w2)
        LEVELS_TABLE.append((where, target, ours["effect"], t["p"], t["p_method"]))
    # Level 1: ML-EAT's effect size of the target words' associations is WEAT's d.
    sX = blocks["XA"].mean(axis=1) - blocks["XB"].mean(axis=1)
    sY = blocks["YA"].mean(axis=1) - blocks["YB"].mean(axis=1)
    level1 = float((sX.mean() - sY.mean()) / np.concatenate([sX, sY]).std(ddof=1))
    checks.close("level 1 = WEAT d", level1, theirs["d"], TOL, where)
    return {k: float(v.mean()) for k, v in blocks.items()}


def run(cli, scratch, label, args, models, suites, checks):
    out_dir = os.path.join(scratch, label)
    shutil.rmtree(out_dir, ignore_errors=True)
    cmd = [cli, "analyze", "--out", out_dir, "--quiet", "--similarity", "none", "--bootstrap", "0"] + args
    t0 = time.time()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        checks.failures.append(f"run {label}: `{' '.join(cmd)}` exited {proc.returncode}: {proc.stderr.strip()}")
        return
    print(f"run {label}: {' '.join(cmd[1:])}  ({time.time() - t0:.1f} s)")
    with open(os.path.join(out_dir, "results.json"), encoding="utf-8") as f:
        res = json.load(f)
    rng = np.random.default_rng([cc.OUR_SEED, 24, len(label)])
    whitenings = {name: cc.Whitening(model.X[: min(100000, model.n)], 1e-3) for name, model in models.items()}
    csv_rows = 0
    with open(os.path.join(out_dir, "mleat.csv"), encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split(",")
        csv = {}
        for line in f:
            fields = dict(zip(header, line.rstrip("\n").split(",")))
            csv[(fields["model"], fields["suite"], fields["space"])] = fields
            csv_rows += 1
    for row in res["weat"]:
        name, sid = row["model"], row["suite"]
        if row.get("error"):
            continue
        model, wh = models[name], whitenings[name]
        suite = suites[sid]
        rows = {k: [model.lookup(w) for w in suite[k] if model.lookup(w) is not None] for k in "XYAB"}
        for space, f in (("raw", lambda V: V), ("whitened", wh.apply)):
            where = f"{label} {name} {sid} {space}"
            vectors = [f(model.X[rows[k]]) for k in "XYAB"]
            means = check_space(checks, where, vectors, row[space], rng)
            c = csv.get((name, sid, space))
            if c is None:
                checks.failures.append(f"{where}: no row in mleat.csv")
                continue
            checks.close("mleat.csv level 1 = results.json d", row[space]["d"], float(c["level1_d"]), 0.0, where)
            for block, value in means.items():
                checks.close("mleat.csv level 3 means (full precision)", value, float(c[f"level3_{block}_mean"]), TOL,
                             f"{where} {block}")
            if sid == "W3" and space == "raw":
                print(f"  {name} W3 level 3 means raw: " + ", ".join(f"{k} {v:.3f}" for k, v in means.items()))
            if sid == "W3" and space == "whitened":
                print(f"  {name} W3 level 3 means whitened: " + ", ".join(f"{k} {v:.3f}" for k, v in means.items()))
    ran = sum(1 for r in res["weat"] if not r.get("error"))
    checks.equal("mleat.csv: one row per model x suite x space", 2 * ran, csv_rows, label)


def main(argv):
    if len(argv) != 3:
        print("usage: mleat_reference.py <isoscope-cli> <scratch dir>", file=sys.stderr)
        return 2
    cli, scratch = argv[1], argv[2]
    if not os.access(cli, os.X_OK):
        print(f"mleat_reference: FAIL: {cli} is not an executable", file=sys.stderr)
        return 1
    os.makedirs(scratch, exist_ok=True)
    t0 = time.time()
    checks = cc.Checks()
    suites = cc.read_suites()
    fixture = {"glove840b": cc.Model(FIXTURE, "word2vec")}
    demo = {"GloVe-6B-100d-subset": cc.Model(os.path.join(cc.RESOURCES, "embeddings", "glove.6B.100d.subset.txt"),
                                             "glove"),
            "word2vec-GoogleNews-subset": cc.Model(
                os.path.join(cc.RESOURCES, "embeddings", "GoogleNews-vectors-negative300.subset.txt"), "word2vec")}
    try:
        run(cli, scratch, "glove840b", ["glove840b=" + FIXTURE], fixture, suites, checks)
        run(cli, scratch, "demo", ["--demo"], demo, suites, checks)
    except (KeyError, TypeError, IndexError, ValueError) as exc:
        checks.failures.append(f"results.json is not as expected: {type(exc).__name__}: {exc}")
    print()
    print(checks.table())
    print(f"\n{sum(r[0] for r in checks.rows.values())} comparisons in {time.time() - t0:.1f} s")
    if checks.failures:
        print(f"\nFAILED: {len(checks.failures)} comparison(s):")
        for f in checks.failures[:50]:
            print(f"  FAIL {f}")
        return 1
    print("all comparisons passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
