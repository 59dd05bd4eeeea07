#!/usr/bin/python3
"""Import of one embedding file, side by side in one run: Isoscope's reader (and its full import
into the HDF5 cache, if isoscope-cli is given), pandas read_csv (C engine) and gensim
load_word2vec_format, on the same file with the page cache warm. Each tool runs in its own process
under /usr/bin/time -v, three times; the table gives the best time of the read itself (measured
inside the process, so interpreter start-up and imports do not count against the peers), the
best wall time of the whole process, and the peak resident memory. Prints a markdown table.

Usage: import_benchmark.py FILE READ_EMBEDDING [ISOSCOPE_CLI]
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

RUNS = 3

PANDAS = r"""
import csv, sys, time
import pandas as pd
start = time.perf_counter()
frame = pd.read_csv(sys.argv[1], sep=' ', header=None, quoting=csv.QUOTE_NONE, engine='c', index_col=0)
seconds = time.perf_counter() - start
print('{"seconds": %.4f, "words": %d, "dims": %d}' % (seconds, frame.shape[0], frame.shape[1]))
"""

GENSIM = r"""
import sys, time
from gensim.models import KeyedVectors
start = time.perf_counter()
vectors = KeyedVectors.load_word2vec_format(sys.argv[1], no_header=True)
seconds = time.perf_counter() - start
print('{"seconds": %.4f, "words": %d, "dims": %d}' % (seconds, vectors.vectors.shape[0], vectors.vectors.shape[1]))
"""


def timed(command):
    """Runs command under /usr/bin/time -v: (wall seconds, peak RSS in MB, standard output)."""
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, text=True)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{done.stderr}")
    rss_kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr).group(1))
    return wall, rss_kb / 1024, done.stdout


def best_of(command, inner=True):
    runs = []
    for _ in range(RUNS):
        wall, rss, out = timed(command)
        report = json.loads(out.strip().splitlines()[-1]) if inner else {}
        runs.append((report.get("seconds", wall), wall, rss, report))
    return min(r[0] for r in runs), min(r[1] for r in runs), max(r[2] for r in runs), runs[-1][3]


def main():
    path, reader = sys.argv[1], sys.argv[2]
    cli = sys.argv[3] if len(sys.argv) > 3 else None
    size_mb = os.path.getsize(path) / 1e6
    with open(path, "rb") as f:  # warm the page cache for every tool alike
        while f.read(1 << 24):
            pass
    rows = []
    ours = best_of([reader, path])
    words, dims = ours[3]["words"], ours[3]["dims"]
    rows.append(("Isoscope reader (C++, both cores)", ours))
    if cli:
        cache = tempfile.mkdtemp(prefix="isoscope-bench-cache-")
        try:
            # A fresh cache every time, so that each run imports: read, write, verify, rename.
            command = [cli, "import", path, "--cache-dir", cache, "--rebuild"]
            rows.append(("Isoscope import into the HDF5 cache (`isoscope-cli import`)", best_of(command, inner=False)))
        finally:
            shutil.rmtree(cache, ignore_errors=True)
    rows.append(("pandas read_csv (C engine)", best_of(["/usr/bin/python3", "-c", PANDAS, path])))
    rows.append(("gensim load_word2vec_format", best_of(["/usr/bin/python3", "-c", GENSIM, path])))

    matrix_mb = words * dims * 4 / 2**20
    print(f"File: {os.path.basename(path)}, {size_mb:.0f} MB, {words:,} words x {dims}; "
          f"float32 matrix {matrix_mb:.0f} MiB; {os.cpu_count()} cores; best of {RUNS}, page cache warm.\n")
    print("| tool | read (s) | process wall (s) | peak RSS (MiB) | read time / Isoscope reader |")
    print("|---|---:|---:|---:|---:|")
    base = ours[0]
    for name, (seconds, wall, rss, _) in rows:
        print(f"| {name} | {seconds:.2f} | {wall:.2f} | {rss:.0f} | {seconds / base:.1f}x |")
    print(f"\nIsoscope reader peak RSS / float32 matrix: {ours[2] / matrix_mb:.2f}")


if __name__ == "__main__":
    main()
