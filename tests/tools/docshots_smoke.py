#!/usr/bin/python3
"""The documentation pictures come from tools/docshots, not from the shipped program.

isoscope-docshots --screenshot FILE --demo-study --run --show results must write a 1280 x 800 PNG
of the main window after a run of the demo study; the shipped isoscope must refuse the option
(no hidden screenshot machinery in it) and write nothing.
usage: docshots_smoke.py ISOSCOPE_DOCSHOTS ISOSCOPE WORK_DIR
"""
import os
import pathlib
import struct
import subprocess
import sys

docshots, isoscope, work = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
work.mkdir(parents=True, exist_ok=True)
env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ISOSCOPE_CACHE_DIR=str(work / "cache"),
           XDG_CONFIG_HOME=str(work / "config"))
failures = []

picture = work / "results.png"
picture.unlink(missing_ok=True)
run = subprocess.run([docshots, "--screenshot", str(picture), "--demo-study", "--run", "--show", "results"],
                     env=env, capture_output=True, text=True, timeout=600)
if run.returncode != 0:
    failures.append(f"isoscope-docshots exited {run.returncode}: {run.stderr.strip()}")
elif not picture.is_file():
    failures.append(f"isoscope-docshots wrote no {picture}")
else:
    head = picture.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        failures.append(f"{picture} is not a PNG file")
    else:
        width, height = struct.unpack(">II", head[16:24])
        print(f"isoscope-docshots: {picture.name} {width} x {height}")
        if (width, height) != (1280, 800):
            failures.append(f"{picture} is {width} x {height}, not the 1280 x 800 window")

refused = work / "refused.png"
refused.unlink(missing_ok=True)
run = subprocess.run([isoscope, "--screenshot", str(refused)], env=env, capture_output=True, text=True, timeout=120)
if run.returncode == 0 or refused.exists():
    failures.append(f"isoscope took --screenshot (exit {run.returncode}); the shipped program has no such option")
else:
    print(f"isoscope --screenshot: refused (exit {run.returncode}): {run.stderr.strip()}")

for failure in failures:
    print("FAIL:", failure)
sys.exit(1 if failures else 0)
