#!/usr/bin/python3
"""Compares two results folders (`isoscope-cli analyze --out`, the window's Export all, or the
--out of sensitivity, calibrations, sc-weat), as a refactoring must leave them.

Usage: scripts/compare_results.py BEFORE_DIR AFTER_DIR

For every file of either folder it says whether the bytes are identical. For every JSON file
(results.json, sensitivity.json, ...) it walks both documents and lists, by JSON pointer (array
indices shown as *), every value of BEFORE that AFTER changed or removed, and every key AFTER added;
lists that grew are compared on BEFORE's entries. For figure_data.h5 (whose bytes hold HDF5's own
bookkeeping) it compares every dataset and attribute. The model paths (the build folder) and the
run times are reported apart. Exits 1 if a value of BEFORE changed or went missing (other than the
paths and times), else 0: added files and keys are what new features write and are listed for
the reader to account for.
Needs Debian's python3-h5py for the HDF5 file (/usr/bin/python3).
"""

import collections
import json
import pathlib
import re
import sys


def walk(before, after, path, changed, added):
    if isinstance(before, dict) and isinstance(after, dict):
        for key, value in before.items():
            if key not in after:
                changed.append((f"{path}/{key}", "removed"))
            else:
                walk(value, after[key], f"{path}/{key}", changed, added)
        added.extend(f"{path}/{key}" for key in after if key not in before)
    elif isinstance(before, list) and isinstance(after, list):
        if len(after) < len(before):
            changed.append((path, f"{len(before)} entries -> {len(after)}"))
        elif len(after) > len(before):
            added.append(f"{path}/[{len(before)}:{len(after)}]")
        for i, (b, a) in enumerate(zip(before, after)):
            walk(b, a, f"{path}/{i}", changed, added)
    elif before != after or type(before) is not type(after):
        changed.append((path, f"{before!r} -> {after!r}"))


def pattern(pointer):
    return re.sub(r"/\d+(?=/|$)", "/*", pointer)


def compare_hdf5(before, after):
    import h5py
    import numpy as np

    problems = []
    with h5py.File(before, "r") as b, h5py.File(after, "r") as a:
        names_b, names_a = [], []
        b.visit(names_b.append)
        a.visit(names_a.append)
        problems += [f"{n}: removed" for n in sorted(set(names_b) - set(names_a))]
        for name in names_b:
            if name not in a:
                continue
            if isinstance(b[name], h5py.Dataset) and not np.array_equal(b[name][()], a[name][()]):
                problems.append(f"{name}: values differ")
            for key, value in b[name].attrs.items():
                if key not in a[name].attrs or not np.array_equal(value, a[name].attrs[key]):
                    problems.append(f"{name}@{key}: differs")
        for key, value in b.attrs.items():
            if key not in a.attrs or not np.array_equal(value, a.attrs[key]):
                problems.append(f"/@{key}: differs")
        return problems, sorted(set(names_a) - set(names_b)), len(names_b)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    before, after = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    failed = False
    for name in sorted({p.name for p in before.iterdir()} | {p.name for p in after.iterdir()}):
        b, a = before / name, after / name
        if not b.exists():
            print(f"{name}: new")
        elif not a.exists():
            print(f"{name}: MISSING after")
            failed = True
        elif b.read_bytes() == a.read_bytes():
            print(f"{name}: identical bytes")
        else:
            print(f"{name}: bytes differ")
    # Every JSON document of both (results.json; sensitivity.json, calibrations.json, sc_weat.json of
    # the other subcommands), value by value: the model paths (the build folder) and the seconds a run
    # took are reported apart.
    for name in sorted(p.name for p in before.glob("*.json") if (after / p.name).exists()):
        changed, added = [], []
        walk(*(json.loads((d / name).read_text(encoding="utf-8")) for d in (before, after)), "", changed, added)
        paths = [c for c in changed if re.search(r"(^|/)path$", c[0])]
        seconds = [c for c in changed if re.search(r"(^|/)seconds$", c[0])]
        values = [c for c in changed if c not in paths and c not in seconds]
        print(f"{name}: {len(values)} values of before changed or removed; "
              f"{len(paths)} model paths differ (the build folder); {len(seconds)} run times differ")
        for pointer, what in values[:40]:
            print(f"  changed {pointer}: {what[:160]}")
        for key, count in collections.Counter(pattern(p) for p in added).items():
            print(f"  added {key} ({count}x)")
        failed = failed or bool(values)
    figure_data = before / "figure_data.h5", after / "figure_data.h5"
    if all(p.exists() for p in figure_data):
        problems, new, count = compare_hdf5(*figure_data)
        print(f"figure_data.h5: {count - len(problems)} of {count} objects of before identical in value"
              + (f"; new: {', '.join(new)}" if new else ""))
        for problem in problems:
            print(f"  {problem}")
        failed = failed or bool(problems)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
