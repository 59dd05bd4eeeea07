#!/usr/bin/python3
"""The documentation pictures come from tools/docshots, not from the shipped program.

isoscope-docshots --screenshot FILE --demo-study --run --show results must write a 1280 x 800 PNG
of the main window after a run of the demo study; the shipped isoscope must refuse the option
(no hidden screenshot machinery in it) and write nothing. isoscope-docshots --figures-tab DIR
--results FOLDER must write the Figures tab's pictures of the demo results (one heatmap per model
and the four other tabs, 1280 x 800), which isoscope-cli figures no longer does: it refuses
--screenshots.
usage: docshots_smoke.py ISOSCOPE_DOCSHOTS ISOSCOPE ISOSCOPE_CLI WORK_DIR
"""
import os
import pathlib
import struct
import subprocess
import sys

docshots, isoscope, cli, work = sys.argv[1], sys.argv[2], sys.argv[3], pathlib.Path(sys.argv[4])
work.mkdir(parents=True, exist_ok=True)
env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ISOSCOPE_CACHE_DIR=str(work / "cache"),
           XDG_CONFIG_HOME=str(work / "config"))
failures = []


def png_size(path):
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


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

results = work / "demo-results"
tab = work / "figures-tab"
for folder in (results, tab):
    if folder.exists():
        for old in folder.iterdir():
            old.unlink()
run = subprocess.run([cli, "analyze", "--demo", "--out", str(results), "--quiet"], env=env, capture_output=True,
                     text=True, timeout=600)
if run.returncode != 0:
    failures.append(f"isoscope-cli analyze --demo exited {run.returncode}: {run.stderr.strip()}")
else:
    run = subprocess.run([docshots, "--figures-tab", str(tab), "--results", str(results)], env=env,
                         capture_output=True, text=True, timeout=600)
    expected = {"app_cosine_heatmap_GloVe-6B-100d-subset.png", "app_cosine_heatmap_word2vec-GoogleNews-subset.png",
                "app_explained_variance.png", "app_eigenvalue_spectrum.png", "app_effect_size_grid.png",
                "app_before_after_scatter.png"}
    written = {p.name for p in tab.glob("*.png")} if tab.is_dir() else set()
    if run.returncode != 0:
        failures.append(f"isoscope-docshots --figures-tab exited {run.returncode}: {run.stderr.strip()}")
    elif written != expected:
        failures.append(f"--figures-tab wrote {sorted(written)}, not {sorted(expected)}")
    else:
        sizes = {name: png_size(tab / name) for name in sorted(written)}
        wrong = {name: size for name, size in sizes.items() if size != (1280, 800)}
        if wrong:
            failures.append(f"--figures-tab pictures not PNG files of 1280 x 800: {wrong}")
        else:
            print(f"isoscope-docshots --figures-tab: {len(written)} pictures of 1280 x 800")
run = subprocess.run([cli, "figures", str(results), "--out", str(work / "cli-figures"), "--screenshots", str(tab)],
                     env=env, capture_output=True, text=True, timeout=120)
if run.returncode != 2:
    failures.append(f"isoscope-cli figures took --screenshots (exit {run.returncode}); it is isoscope-docshots' work")

for failure in failures:
    print("FAIL:", failure)
sys.exit(1 if failures else 0)
