#!/usr/bin/python3
"""Import of embedding files, side by side in one run, with the machine's own limits beside them:
Isoscope's reader, Isoscope's first import into the HDF5 cache (`isoscope-cli import` into a fresh
cache folder: read, write, verify, fsync, rename), gensim load_word2vec_format and, for text files,
pandas read_csv (C engine), on the same file with the page cache warm; and `cat FILE > /dev/null`
(reading the same bytes) and `dd` writing as many bytes with fsync (writing them). Each tool runs in
its own process under /usr/bin/time -v, best of three; the table gives the best time of the read
itself (measured inside the process, so interpreter start-up and imports do not count against the
peers), the best wall time of the whole process and the peak resident memory. The load average is
printed before and after: numbers taken on a busy machine say so.

Usage: import_benchmark.py READ_EMBEDDING ISOSCOPE_CLI FILE... [--runs N] [--skip TOOL,...]
       (TOOL: reader, import, gensim, pandas, limits)
Prints one markdown table per file.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

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
binary = sys.argv[2] == 'binary'
start = time.perf_counter()
if binary:
    vectors = KeyedVectors.load_word2vec_format(sys.argv[1], binary=True)
else:
    vectors = KeyedVectors.load_word2vec_format(sys.argv[1], no_header=True)
seconds = time.perf_counter() - start
print('{"seconds": %.4f, "words": %d, "dims": %d}' % (seconds, vectors.vectors.shape[0], vectors.vectors.shape[1]))
"""


def load_average():
    with open("/proc/loadavg") as f:
        return " / ".join(f.read().split()[:3])


def timed(command, stdout=None):
    """Runs command under /usr/bin/time -v: (wall seconds, peak RSS in MiB, standard output)."""
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-v"] + command, stdout=stdout or subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{done.stderr}")
    rss_kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr).group(1))
    return wall, rss_kb / 1024, done.stdout or ""


def best_of(runs, command, inner=True, stdout=None, before=None):
    results = []
    for _ in range(runs):
        if before:
            before()
        wall, rss, out = timed(command, stdout)
        report = json.loads(out.strip().splitlines()[-1]) if inner else {}
        results.append((report.get("seconds", wall), wall, rss, report))
    return min(r[0] for r in results), min(r[1] for r in results), max(r[2] for r in results), results[-1][3]


def is_binary(path):
    with open(path, "rb") as f:
        head = f.read(4096)
    newline = head.find(b"\n")
    return newline > 0 and re.fullmatch(rb"\d+ \d+", head[:newline].strip()) is not None and b"\0" in head[newline:]


def bench_file(path, reader, cli, runs, skip):
    size = os.path.getsize(path)
    with open(path, "rb") as f:  # warm the page cache for every tool alike
        while f.read(1 << 24):
            pass
    binary = is_binary(path)
    rows = []
    ours = best_of(runs, [reader, path]) if "reader" not in skip else None
    if ours:
        rows.append(("Isoscope reader (C++, both cores; `--no-cache`)", ours))
    words = ours[3]["words"] if ours else 0
    dims = ours[3]["dims"] if ours else 0
    scratch = os.path.dirname(os.path.abspath(path))
    if "import" not in skip:
        cache = tempfile.mkdtemp(prefix="isoscope-bench-cache-", dir=scratch)
        try:
            # A fresh cache folder each time, so that each run imports: read, write, verify, fsync, rename.
            def empty():
                for name in os.listdir(cache):
                    os.remove(os.path.join(cache, name))
            command = [cli, "import", path, "--cache-dir", cache, "--rebuild"]
            rows.append(("Isoscope first import into the HDF5 cache (`isoscope-cli import`)",
                         best_of(runs, command, inner=False, before=empty)))
        finally:
            shutil.rmtree(cache, ignore_errors=True)
    if not binary and "pandas" not in skip:
        rows.append(("pandas read_csv (C engine)", best_of(runs, ["/usr/bin/python3", "-c", PANDAS, path])))
    if "gensim" not in skip:
        rows.append(("gensim load_word2vec_format" + (" (binary=True)" if binary else " (no_header=True)"),
                     best_of(runs, ["/usr/bin/python3", "-c", GENSIM, path, "binary" if binary else "text"])))
        if not words:
            words, dims = rows[-1][1][3]["words"], rows[-1][1][3]["dims"]
    if "limits" not in skip:
        with open(os.devnull, "w") as null:
            rows.append(("machine: `cat` of the file (page cache)", best_of(runs, ["cat", path], inner=False,
                                                                          stdout=null)))
        target = os.path.join(scratch, ".isoscope-bench-dd")
        block = 16 << 20
        try:
            rows.append((f"machine: `dd` of {size / 1e9:.1f} GB with fsync (`conv=fsync`)",
                         best_of(runs, ["dd", "if=/dev/zero", f"of={target}", f"bs={block}",
                                        f"count={(size + block - 1) // block}", "conv=fsync", "status=none"],
                                 inner=False)))
        finally:
            if os.path.exists(target):
                os.remove(target)

    matrix_mib = words * dims * 4 / 2**20
    print(f"### {os.path.basename(path)}: {size / 1e9:.2f} GB, {words:,} words x {dims}"
          f" ({'word2vec binary' if binary else 'text'}); float32 matrix {matrix_mib:,.0f} MiB\n")
    print("| tool | read (s) | process wall (s) | peak RSS (MiB) | peak RSS / matrix | time / Isoscope import |")
    print("|---|---:|---:|---:|---:|---:|")
    base = next((r[1][1] for r in rows if r[0].startswith("Isoscope first import")), None)
    for name, (seconds, wall, rss, _) in rows:
        machine = name.startswith("machine")
        # Tools by the reading call alone (their interpreter start-up left out), the import and the
        # machine's limits by the whole process.
        compared = wall if machine or name.startswith("Isoscope first import") else seconds
        ratio = f"{compared / base:.2f}x" if base else ""
        memory = "" if machine or not matrix_mib else f"{rss / matrix_mib:.2f}"
        shown = "" if machine else f"{seconds:.2f}"
        print(f"| {name} | {shown} | {wall:.2f} | {'' if machine else f'{rss:,.0f}'} | {memory} | {ratio} |")
    print()
    if base:
        def first(prefix):
            return next((r[1] for r in rows if r[0].startswith(prefix)), None)
        imported = first("Isoscope first import")
        lines = [f"Isoscope's first import: {imported[1]:.2f} s, peak {imported[2] / matrix_mib:.2f}x the matrix"
                 if matrix_mib else f"Isoscope's first import: {imported[1]:.2f} s"]
        for peer in ("gensim", "pandas"):
            if (p := first(peer)):
                lines.append(f"{peer} (reading only) / Isoscope import: {p[0] / imported[1]:.2f}x")
        cat, dd = first("machine: `cat`"), first("machine: `dd`")
        if cat and dd:
            lines.append(f"Isoscope import / (cat + dd with fsync of the same bytes): "
                         f"{imported[1] / (cat[1] + dd[1]):.2f}x")
        print("; ".join(lines) + ".\n")


def main():
    args = sys.argv[1:]
    runs, skip = 3, set()
    if "--runs" in args:
        i = args.index("--runs")
        runs = int(args[i + 1])
        del args[i:i + 2]
    if "--skip" in args:
        i = args.index("--skip")
        skip = set(args[i + 1].split(","))
        del args[i:i + 2]
    if len(args) < 3:
        sys.exit(__doc__)
    reader, cli, files = args[0], args[1], args[2:]
    print(f"{os.cpu_count()} cores, {os.sysconf('SC_PAGE_SIZE') * os.sysconf('SC_PHYS_PAGES') / 2**30:.0f} GiB; "
          f"best of {runs}, page cache warm; load average before: {load_average()}\n")
    for path in files:
        bench_file(path, reader, cli, runs, skip)
    print(f"Load average after: {load_average()}")


if __name__ == "__main__":
    main()
