#!/usr/bin/python3
"""The report's ODF file opens in LibreOffice and converts to PDF; the three formats say the same.

Runs `isoscope-cli analyze --demo` and `isoscope-cli report --format odt,html,pdf`, converts
report.odt with `soffice --headless --convert-to pdf` (Debian: libreoffice-writer-nogui), and
reads the text of both PDFs (ours, written by QPdfWriter, and LibreOffice's) with pdftotext
(poppler-utils). Both must hold the methods paragraph's key sentences, the three table titles,
the figure captions, a sample of the numbers of results.json as the HTML shows them, every
interval of Table A1 and each test's row start (name, |X|, |Y|, |A|, |B|, d) unbroken, and the
pictures of the figures (pdfimages). A missing program makes the test FAIL, never skip.
Usage: report_office.py ISOSCOPE_CLI WORKDIR
"""

import json
import pathlib
import re
import shutil
import subprocess
import sys


def run(cmd, **kw):
    proc = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if proc.returncode != 0:
        raise SystemExit(f"FAIL: {' '.join(map(str, cmd))} exited {proc.returncode}:\n{proc.stderr}")
    return proc


def words(text):
    # pdftotext breaks lines and may hyphenate nothing; compare with whitespace collapsed.
    return re.sub(r"\s+", " ", text)


def main():
    cli, work = sys.argv[1], pathlib.Path(sys.argv[2])
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    for tool in ("soffice", "pdftotext", "pdfimages"):
        if not shutil.which(tool):
            raise SystemExit(f"FAIL: {tool} is not installed (packaging/common.sh lists its package)")
    demo = work / "demo"
    run([cli, "analyze", "--demo", "--out", str(demo), "--quiet"])
    out = work / "report"
    run([cli, "report", str(demo), "--out", str(out), "--quiet"])
    for name in ("report.odt", "report.html", "report.pdf", "references.bib"):
        if not (out / name).is_file() or (out / name).stat().st_size == 0:
            raise SystemExit(f"FAIL: {name} was not written")
    office = work / "office"
    profile = work / "profile"
    run(["soffice", f"-env:UserInstallation=file://{profile}", "--headless", "--convert-to", "pdf",
         "--outdir", str(office), str(out / "report.odt")], timeout=300)
    converted = office / "report.pdf"
    if not converted.is_file():
        raise SystemExit("FAIL: LibreOffice wrote no PDF from report.odt")

    results = json.loads((demo / "results.json").read_text())
    w3 = next(w for w in results["weat"] if w["suite"] == "W3" and w["raw"])
    expected = [
        "Word Embedding Association Test (WEAT; Caliskan et al., 2017)",
        "Calibrated (whitened) results are reported beside the raw ones",
        "Table 2", "Table 3", "Table A1", "Figure 1", "References",
        f"{w3['raw']['d']:.2f}*".replace("-", "\u2212"),
        f"{w3['whitened']['d']:.2f}".replace("-", "\u2212"),
        f"{results['models'][0]['anisotropy']['raw']['mean']:.2f}".lstrip("0"),
    ]
    # Every cell of Table A1 on one line in both: the intervals, d with its star, p and the sizes
    # (the ODF file's columns have widths that suit their content; Qt's writer alone gives them
    # equal widths, and Writer then breaks "[0.46, 1.26]" inside its numbers).
    def two(v):
        return f"{v:.2f}".replace("-", "\u2212")

    cells = []
    for w in results["weat"]:
        if not w["raw"]:
            continue
        sizes = " ".join(str(w["sizes"][role]) for role in ("X", "Y", "A", "B"))
        cells.append(f"{w['suite']} {sizes} {two(w['raw']['d'])}")
        for space in ("raw", "whitened"):
            s = w[space]
            cells.append(f"[{two(s['ci_low'])}, {two(s['ci_high'])}]")
    failures = []
    for label, pdf in (("QPdfWriter", out / "report.pdf"), ("LibreOffice", converted)):
        text = words(run(["pdftotext", "-layout", str(pdf), "-"]).stdout)
        for phrase in expected + cells:
            if words(phrase) not in text:
                failures.append(f"{label} PDF lacks '{phrase}'")
        images = run(["pdfimages", "-list", str(pdf)]).stdout.strip().splitlines()[2:]
        if len(images) < 3:
            failures.append(f"{label} PDF has {len(images)} pictures, expected the figures (at least 3)")
        if label == "QPdfWriter":
            # Issue 34: each figure's label ("Figure 5", a line of its own) on the page of its picture
            # (the figures' pictures are the PDF's images, in order).
            pages = run(["pdftotext", "-layout", str(pdf), "-"]).stdout.split("\f")
            picture_pages = [int(line.split()[0]) for line in images]
            label_pages = [i + 1 for i, page in enumerate(pages) for line in page.splitlines()
                           if re.fullmatch(r"Figure \d+", line.strip())]
            if len(label_pages) != len(picture_pages):
                failures.append(f"{label} PDF: {len(label_pages)} figure labels, {len(picture_pages)} pictures")
            for n, (at, picture) in enumerate(zip(label_pages, picture_pages), 1):
                if at != picture:
                    failures.append(f"{label} PDF: the label of figure {n} is on page {at}, its picture on page {picture}")
    for f in failures:
        print("FAIL:", f)
    if failures:
        sys.exit(1)
    print("report_office: report.odt converts in LibreOffice; both PDFs hold the report's text, numbers and figures")


if __name__ == "__main__":
    main()
