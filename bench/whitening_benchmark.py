#!/usr/bin/python3
"""ZCA whitening at transformer scale: Isoscope against numpy + OpenBLAS, side by side in one run.

Makes a seeded synthetic anisotropic sample (a common direction plus a decaying spectrum in a
random basis, float32, like contextual embeddings), writes it for bench/whitening_benchmark.cpp,
runs that, then times numpy on the same data doing the same steps, best of --repeat each:
  mean + covariance  mu = X.mean(0, float64); np.cov(X, rowvar=False)
  eigh               np.linalg.eigh(Sigma)
  W                  U diag(1/sqrt(lambda + eps)) U^T
  apply              (X - mu) @ W, in float64 (numpy's own promotion) and in float32
The numpy total takes the faster of its two apply variants. Isoscope's fit is also timed the way
the app does it, streamed from an HDF5 cache of the sample 4,096 rows at a time (the import into
the cache is not timed). Prints a Markdown table and checks that both sides found the same
eigenvalues.
Usage: whitening_benchmark.py BENCH_BINARY [--rows N] [--dims D] [--seed S] [--repeat R] [--epsilon E]
"""

import argparse
import ctypes
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np


def synthetic(rows, dims, seed):
    """A common direction (norm 8) plus Gaussian spread with standard deviations 1 ... 0.01
    (log-spaced) along a random orthonormal basis."""
    rng = np.random.default_rng(seed)
    basis, _ = np.linalg.qr(rng.standard_normal((dims, dims)))
    scales = np.logspace(0, -2, dims)
    common = rng.standard_normal(dims)
    common *= 8 / np.linalg.norm(common)
    out = np.empty((rows, dims), dtype=np.float32)
    for start in range(0, rows, 10000):
        stop = min(rows, start + 10000)
        g = rng.standard_normal((stop - start, dims)) * scales
        out[start:stop] = g @ basis.T + common
    return out


def blas_description():
    """Which BLAS numpy's process has loaded, and OpenBLAS's own account of itself."""
    with open("/proc/self/maps") as maps:
        paths = sorted({line.split()[-1] for line in maps if "blas" in line and "/" in line})
    text = ", ".join(os.path.realpath(p) for p in paths)
    try:
        lib = ctypes.CDLL("libblas.so.3")
        lib.openblas_get_config.restype = ctypes.c_char_p
        lib.openblas_get_corename.restype = ctypes.c_char_p
        text += "; OpenBLAS %s, core %s, %d threads" % (
            lib.openblas_get_config().decode(), lib.openblas_get_corename().decode(), lib.openblas_get_num_threads())
    except (OSError, AttributeError):
        text += "; not OpenBLAS"
    return text


def best_of(repeat, step):
    best, value = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        value = step()
        best = min(best, time.perf_counter() - start)
    return best, value


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--rows", type=int, default=100000)
    parser.add_argument("--dims", type=int, default=768)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--epsilon", type=float, default=1e-3)
    args = parser.parse_args()

    with open("/proc/loadavg") as f:
        load_before = " ".join(f.read().split()[:3])
    x = synthetic(args.rows, args.dims, args.seed)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "sample.f32")
        x.tofile(path)
        # The same sample as a NumPy model (with its vocabulary), for the fit streamed from the
        # HDF5 cache Isoscope imports it into.
        npy = os.path.join(folder, "sample.npy")
        np.save(npy, x)
        with open(os.path.join(folder, "sample.vocab"), "w") as vocab:
            vocab.writelines("w%d\n" % i for i in range(args.rows))
        ours = json.loads(subprocess.run(
            [args.binary, path, str(args.rows), str(args.dims), "--repeat", str(args.repeat),
             "--epsilon", repr(args.epsilon), "--stream", npy], check=True, capture_output=True, text=True).stdout)

    eps = args.epsilon
    t_mean, mu = best_of(args.repeat, lambda: x.mean(axis=0, dtype=np.float64))
    t_cov, sigma = best_of(args.repeat, lambda: np.cov(x, rowvar=False))
    t_eigh, (lam, u) = best_of(args.repeat, lambda: np.linalg.eigh(sigma))
    t_w, w = best_of(args.repeat, lambda: (u / np.sqrt(lam + eps)) @ u.T)
    t_apply64, z64 = best_of(args.repeat, lambda: (x - mu) @ w)
    w32, mu32 = w.astype(np.float32), mu.astype(np.float32)
    t_apply32, _ = best_of(args.repeat, lambda: (x - mu32) @ w32)

    ours_s = ours["seconds"]
    rows = [
        ("mean + covariance", ours_s["mean_covariance"], t_mean + t_cov),
        ("eigendecomposition", ours_s["eigh"], t_eigh),
        ("W", ours_s["w"], t_w),
        ("apply to every row", ours_s["apply"], min(t_apply64, t_apply32)),
    ]
    rows.append(("total", sum(r[1] for r in rows), sum(r[2] for r in rows)))
    # The app's fit reads the reference rows from the model's HDF5 cache, 4,096 at a time, so its
    # memory stays bounded; numpy's has the whole sample in memory.
    streamed = ours_s["streamed_fit"]
    rows.append(("fit streamed from the HDF5 cache (mean, covariance, eigh)", streamed, t_mean + t_cov + t_eigh))
    rows.append(("total, fit streamed from the cache", streamed + ours_s["w"] + ours_s["apply"], rows[4][2]))

    ours_lam = np.array(ours["eigenvalues"])[::-1]
    lam_error = float(np.max(np.abs(ours_lam - lam)) / lam.max())
    check = min(args.rows, 2000)
    z_ref = z64[:check]

    print("ZCA whitening of %d x %d float32 (synthetic, seed %d), epsilon %g, best of %d"
          % (args.rows, args.dims, args.seed, eps, args.repeat))
    print("numpy %s; BLAS: %s" % (np.__version__, blas_description()))
    print("Isoscope: %d hardware threads, vector kernels %s, eigensolver LAPACK dsyevd from %s"
          % (ours["threads"], ours["vector_kernels"], ours["lapack"]))
    with open("/proc/loadavg") as f:
        load_after = " ".join(f.read().split()[:3])
    print("load average (1, 5, 15 min) before the run: %s; after: %s" % (load_before, load_after))
    print()
    print("| step | Isoscope (s) | numpy + OpenBLAS (s) | numpy / Isoscope |")
    print("|---|---:|---:|---:|")
    for name, a, b in rows:
        label = "**%s**" % name if name.startswith("total") else name
        print("| %s | %.2f | %.2f | %.1fx |" % (label, a, b, b / a))
    print()
    print("numpy apply: float64 %.2f s, float32 %.2f s (the faster is in the table)" % (t_apply64, t_apply32))
    print("eigenvalues, Isoscope against numpy: max |difference| / lambda_max = %.2g" % lam_error)
    print("Isoscope's float32 whitening against its double product (first %d rows): "
          "max |z32 - z64| / |z64| = %.2g" % (check, ours["apply_float32_max_relative_error"]))
    del z_ref
    if lam_error > 1e-9:
        print("eigenvalues differ by more than 1e-9 of the largest", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
