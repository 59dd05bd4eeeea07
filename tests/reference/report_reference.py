#!/usr/bin/python3
"""Every number of `isoscope-cli report`'s HTML equals results.json (issue 17).

Runs `isoscope-cli analyze --demo` (the default protocol, and once with Holm's correction and
two-sided p), then `isoscope-cli report --format html` in English and German, and reads the HTML
with Python's own parser, not with any of the report's code:
- every number of the methods paragraph, the tables, their notes and the figure captions is in a
  <span data-json="POINTER" data-format="FORMAT">; the text outside those spans (and outside the
  names of models, suites, files and benchmarks, the formulas and the citations) holds no digit;
- each span's text is what this file computes from the value at POINTER in results.json, with the
  APA rules written out here: two decimals, no leading zero for statistics that cannot exceed 1,
  p as "< .001", the minus sign U+2212, the language's decimal and group separators;
- every WEAT d, interval and p, the sizes |X|, |Y|, |A|, |B| of every test that ran, every
  anisotropy mean and SD and every similarity rho of results.json appears in the tables;
- the prose says what it must: WEAT cited as Caliskan et al., 2017, the calibration paper, that
  calibrated results are reported beside the raw ones, Holm where used, how STS-B's sentence pairs
  were measured, the missing words named;
- with --measures and --debias hard (a fourth report): every defined value of RND, MAC, ECT, RIPA
  and RNSB in Tables A2-A6 and what hard debiasing found, each measure cited;
- ML-EAT's level 2 (each target set's effect e and its p) and level 3 (the four mean cosines) of
  every test that ran, in both spaces, and ML-EAT cited;
- each row of Table A1 carries the caution marks computed here from results.json (a set of fewer
  than three words, a test that cannot reach significance, d changing sign), each explained;
- references.bib holds the entries cited;
- bad input: a one-line message and exit status 2.
Usage: report_reference.py ISOSCOPE_CLI WORKDIR
"""

import html.parser
import json
import math
import pathlib
import re
import shutil
import subprocess
import sys

MINUS = "\u2212"


class ReportParser(html.parser.HTMLParser):
    """Collects the number spans and the checked text outside them."""

    CHECKED = {"methods", "note", "caption"}
    SKIPPED = {"name", "formula", "cite"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []  # (tag, kind) kind: 'num', 'skip', 'checked', or None
        self.numbers = []  # (pointer, format, text)
        self.current = None
        self.loose = []  # text with digits outside number spans, where it is checked
        self.text = []
        self.in_svg = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "svg":
            self.in_svg += 1
        kind = None
        if "data-json" in a:
            kind = "num"
            self.current = [a["data-json"], a["data-format"], ""]
        elif a.get("class") in self.SKIPPED:
            kind = "skip"
        elif tag in ("td", "th") or a.get("class") in self.CHECKED:
            kind = "checked"
        if tag in ("br", "img", "meta"):
            return
        self.stack.append((tag, kind))

    def handle_endtag(self, tag):
        if tag == "svg":
            self.in_svg -= 1
        while self.stack:
            t, kind = self.stack.pop()
            if kind == "num":
                self.numbers.append(tuple(self.current))
                self.current = None
            if t == tag:
                break

    def handle_data(self, data):
        if self.in_svg:
            return
        self.text.append(data)
        kinds = [k for _, k in self.stack]
        if "num" in kinds:
            self.current[2] += data
            return
        if "skip" in kinds:
            return
        if "checked" in kinds and re.search(r"\d", data):
            self.loose.append(data.strip())


def resolve(document, pointer):
    value = document
    for part in pointer.strip("/").split("/"):
        value = value[int(part)] if isinstance(value, list) else value[part]
    return value


def fixed(v, decimals, leading_zero, dec):
    if math.floor(abs(v) * 10**decimals + 0.5) == 0:
        v = 0.0
    text = f"{v:.{decimals}f}"
    if not leading_zero:
        text = re.sub(r"^(-?)0\.", r"\1.", text)
    return text.replace(".", dec).replace("-", MINUS)


def grouped(n, group):
    return f"{n:,}".replace(",", group)


def shortest(v, dec):
    """Up to 12 significant digits; an exponent as p-values write it ("1e\u22125", not "1e-05")."""
    text = f"{v:.12g}"
    if "e" in text:
        mantissa, exponent = text.split("e")
        e = int(exponent)
        return mantissa.replace(".", dec).replace("-", MINUS) + "e" + (MINUS if e < 0 else "") + str(abs(e))
    return text.replace(".", dec).replace("-", MINUS)


def expected(fmt, value, dec, group):
    if fmt == "d2":
        return fixed(value, 2, True, dec)
    if fmt == "r2":
        return fixed(value, 2, False, dec)
    if fmt == "p":
        return "<\u00a0" + dec + "001" if value < 0.001 else fixed(value, 3, False, dec)
    if fmt == "int":
        return grouped(int(value), group)
    if fmt == "g":
        return shortest(value, dec)
    if fmt == "u":
        return re.sub(r"^0" + re.escape(dec), dec, f"{value:.12g}".replace(".", dec))
    if fmt == "pct":
        return f"{value * 100:.12g}".replace(".", dec)
    if fmt == "f3":
        return fixed(value, 3, True, dec)
    if fmt == "count":
        return grouped(len(value), group)
    if fmt == "errors":  # the tests that could not run
        return grouped(sum(1 for w in value if w.get("error")), group)
    if fmt == "more12":
        return grouped(len(value) - 12, group)
    raise AssertionError(f"unknown data-format {fmt}")


def run(cmd, expect=0):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != expect:
        raise SystemExit(f"FAIL: {' '.join(map(str, cmd))} exited {proc.returncode} (expected {expect}):\n"
                         f"{proc.stderr}")
    return proc


MEASURE_VALUE = {"rnd": "value", "mac": "value", "ect": "spearman", "ripa": "value", "rnsb": "divergence"}


def check_report(cli, results_dir, out_dir, language, failures, holm, measures=False):
    run([cli, "report", str(results_dir), "--out", str(out_dir), "--format", "html", "--language", language,
         "--quiet"])
    page = (out_dir / "report.html").read_text(encoding="utf-8")
    results = json.loads((results_dir / "results.json").read_text(encoding="utf-8"))
    dec, group = (",", ".") if language == "de" else (".", ",")
    parser = ReportParser()
    parser.feed(page)
    where = f"{language}{' holm' if holm else ''}"
    if len(parser.numbers) < 100:
        failures.append(f"{where}: only {len(parser.numbers)} numbers marked")
    for pointer, fmt, text in parser.numbers:
        try:
            value = resolve(results, pointer)
        except (KeyError, IndexError, ValueError):
            failures.append(f"{where}: {pointer} is not in results.json")
            continue
        want = expected(fmt, value, dec, group)
        if text.strip() != want:
            failures.append(f"{where}: {pointer} = {value!r} shown as '{text}', expected '{want}'")
    for text in parser.loose:
        failures.append(f"{where}: a number not taken from results.json: '{text}'")

    shown = {pointer for pointer, _, _ in parser.numbers}
    needed = []
    for k, w in enumerate(results["weat"]):
        for space in ("raw", "whitened"):
            s = w.get(space)
            if not s:
                continue
            if s["d"] is not None:
                needed.append(f"/weat/{k}/{space}/d")
            if "ci_low" in s and s["ci_low"] is not None:
                needed += [f"/weat/{k}/{space}/ci_low", f"/weat/{k}/{space}/ci_high"]
            needed.append(f"/weat/{k}/p_adjusted/{space}" if holm else f"/weat/{k}/{space}/p")
        if w.get("raw"):  # Table A1's set sizes, as the paper's table has them
            needed += [f"/weat/{k}/sizes/{role}" for role in ("X", "Y", "A", "B")]
    for i, m in enumerate(results["models"]):
        for space in ("raw", "whitened"):
            needed += [f"/models/{i}/anisotropy/{space}/mean", f"/models/{i}/anisotropy/{space}/sd"]
        for j, _ in enumerate(m["similarity"]):
            needed += [f"/models/{i}/similarity/{j}/{key}" for key in ("rho_raw", "rho_whitened", "delta", "p")]
    # The other measures (Tables A2-A6) and hard debiasing, when the results hold them.
    for k, w in enumerate(results["weat"]):
        for name in w.get("measures", {}).get("measures", []):
            for space in ("raw", "whitened"):
                value = w["measures"][space][name]
                for part, entry in enumerate(value if isinstance(value, list) else [value]):
                    if entry[MEASURE_VALUE[name]] is None:
                        continue
                    suffix = f"/{part}" if isinstance(value, list) else ""
                    needed.append(f"/weat/{k}/measures/{space}/{name}{suffix}/{MEASURE_VALUE[name]}")
    # ML-EAT's levels 2 and 3 (the appendix's last two tables), where the results hold them.
    for k, w in enumerate(results["weat"]):
        if not (w.get("raw") and "mleat" in w["raw"] and w.get("whitened") and "mleat" in w["whitened"]):
            continue
        for space in ("raw", "whitened"):
            levels = w[space]["mleat"]
            for target in ("X", "Y"):
                if levels["level2"][target]["effect"] is not None:
                    needed.append(f"/weat/{k}/{space}/mleat/level2/{target}/effect")
                needed.append(f"/weat/{k}/{space}/mleat/level2/{target}/p")
            needed += [f"/weat/{k}/{space}/mleat/level3/{block}/mean" for block in ("XA", "XB", "YA", "YB")]
    for i, m in enumerate(results["models"]):
        if "debias" in m:
            needed += [f"/models/{i}/debias/{key}" for key in ("definitional_pairs_used", "explained_variance",
                                                                "equalized_pairs", "gender_specific_found")]
    if measures and not any("measures" in w for w in results["weat"]):
        failures.append(f"{where}: the analysis asked for other measures, results.json has none")
    for pointer in needed:
        if pointer not in shown:
            failures.append(f"{where}: {pointer} is not in the report")

    # Significance marks: a star after d exactly when its p is below alpha.
    alpha = results["conventions"]["alpha"]
    starred = re.findall(r'data-json="(/weat/\d+/(?:raw|whitened))/d" data-format="d2">[^<]*</span>(\*?)', page)
    for base, star in starred:
        k, space = int(base.split("/")[2]), base.split("/")[3]
        w = results["weat"][k]
        p = w["p_adjusted"][space] if holm else w[space]["p"]
        if (p < alpha) != (star == "*"):
            failures.append(f"{where}: {base} p = {p} marked '{star}'")
    if not starred:
        failures.append(f"{where}: no d in Table A1")

    # The cautions (issue 12): on each row of Table A1, after its change class, "n" when a set has
    # fewer than three words, "f" when the smallest p its permutation test can give is above alpha
    # (exact with ties counted, S_i >= S: 1/C; Monte Carlo with +1: 1/(N + 1); doubled two-sided),
    # "r" when d has opposite signs raw and whitened; each mark used is explained in the note.
    conventions = results["conventions"]
    marks_seen = set()
    for row in re.findall(r"<tr>(.*?)</tr>", page, flags=re.S):
        found = re.search(r'data-json="/weat/(\d+)/sizes/X"', row)
        if not found:
            continue
        w = results["weat"][int(found.group(1))]
        raw, white = w["raw"], w["whitened"]
        want = ["s"] if w.get("substantial_shift") else []
        if min(w["sizes"][role] for role in ("X", "Y", "A", "B")) < 3:
            want.append("n")
        tail = 0.0
        if raw["p_method"] == "exact":
            tail = 1 / raw["permutations"] if conventions["tie"] == "ge" else 0.0
        elif conventions["plus_one"]:
            tail = 1 / (raw["permutations"] + 1)
        floor = tail if conventions["sided"] == "one" else min(1.0, 2 * tail)
        if floor > alpha:
            want.append("f")
        if raw["d"] is not None and white["d"] is not None and raw["d"] * white["d"] < 0:
            want.append("r")
        change = re.findall(r'<td align="left">([^<]*)(?:<sup>([^<]*)</sup>)?</td>', row)
        got = change[-1][1].split(",") if change and change[-1][1] else []
        if got != want:
            failures.append(f"{where}: {w['model']} {w['suite']} marked {got}, expected {want}")
        marks_seen.update(got)
    notes = " ".join(re.findall(r'<p class="note">(.*?)</p>', page, flags=re.S))
    for mark in ("n", "f", "r"):
        if (mark in marks_seen) != (f"<sup>{mark}</sup> " in notes):
            failures.append(f"{where}: mark {mark} used {mark in marks_seen}, explained {f'<sup>{mark}</sup> ' in notes}")
    if language == "en" and not {"n", "f", "r"} <= marks_seen and not holm and not measures:
        failures.append(f"{where}: the demo (word2vec's W4: |Y| = 1, 9 partitions, d changes sign) has no caution mark")

    text = " ".join(parser.text)
    if language == "en":
        for phrase in ("Caliskan et al., 2017", "\u201cCalibrating WEAT Against Anisotropy\u201d (2026)",
                       "Calibrated (whitened) results are reported beside the raw ones",
                       "Finkelstein et al., 2002", "Hill et al., 2015", "Efron & Tibshirani, 1993",
                       "Table 2", "Table 3", "Table A1", "Figure 1", "References", "Wolfe et al., 2024"):
            if phrase not in text:
                failures.append(f"{where}: the report does not say '{phrase}'")
        if ("is the Spearman correlation between human ratings and the cosine similarity of the two sentences of a "
                "pair, each sentence represented by the mean of its words' vectors for") not in text:
            failures.append(f"{where}: the methods do not say how STS-B's sentence pairs were measured")
        if measures:
            for phrase in ("Garg et al., 2018", "Manzini et al., 2019", "Dev & Phillips, 2019",
                           "Ethayarajh et al., 2019", "Sweeney & Najafian, 2019", "Badilla et al., 2020",
                           "Bolukbasi et al., 2016", "Table A2", "Table A6"):
                if phrase not in text:
                    failures.append(f"{where}: the report with the other measures does not say '{phrase}'")
        if holm and "Holm, 1979" not in text:
            failures.append(f"{where}: Holm's correction is not cited")
        if not holm and "Holm" in text:
            failures.append(f"{where}: Holm is named without a correction")
    if language == "de" and "Tabelle" not in text:
        failures.append(f"{where}: the German report has no 'Tabelle'")
    # Missing words named, per model and suite.
    for w in results["weat"]:
        for role, words in w["missing"].items():
            for word in words[:12]:
                if word not in text:
                    failures.append(f"{where}: missing word {word} ({w['model']} {w['suite']} {role}) not named")
    if page.count("<svg") < 3:
        failures.append(f"{where}: fewer than three inline SVG figures")
    bib = (out_dir / "references.bib").read_text(encoding="utf-8")
    for key in ("caliskan2017", "calibrating2026", "efron1993", "finkelstein2002", "hill2015"):
        if "{" + key + "," not in bib:
            failures.append(f"{where}: references.bib lacks {key}")
    if holm and "{holm1979," not in bib:
        failures.append(f"{where}: references.bib lacks holm1979")


def main():
    cli, work = sys.argv[1], pathlib.Path(sys.argv[2])
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    failures = []
    default = work / "demo"
    run([cli, "analyze", "--demo", "--out", str(default), "--quiet"])
    check_report(cli, default, work / "report-en", "en", failures, holm=False)
    check_report(cli, default, work / "report-de", "de", failures, holm=False)
    holm = work / "demo-holm"
    run([cli, "analyze", "--demo", "--out", str(holm), "--quiet", "--correction", "holm", "--sided", "two",
         "--bootstrap", "200"])
    check_report(cli, holm, work / "report-holm", "en", failures, holm=True)

    measured = work / "demo-measures"
    run([cli, "analyze", "--demo", "--out", str(measured), "--quiet", "--measures", "weat,rnd,mac,ect,ripa,rnsb",
         "--debias", "hard"])
    check_report(cli, measured, work / "report-measures", "en", failures, holm=False, measures=True)

    # Bad input: one line, exit 2.
    broken = work / "broken.json"
    broken.write_text('{"program": {"name": "isoscope"}, "conventions": {}, "models": 3}\n')
    for args in (["report", str(work / "nothing.json"), "--out", str(work / "x")],
                 ["report", str(broken), "--out", str(work / "x")],
                 ["report", str(default), "--out", str(work / "x"), "--format", "docx"],
                 ["report", str(default), "--out", str(work / "x"), "--language", "fr"],
                 ["report", str(default)]):
        proc = run([cli] + args, expect=2)
        lines = proc.stderr.strip().splitlines()
        if len(lines) != 1 or not lines[0].startswith("isoscope-cli: error: "):
            failures.append(f"{' '.join(args)}: expected one error line, got {proc.stderr!r}")

    for f in failures:
        print("FAIL:", f)
    if failures:
        sys.exit(1)
    print("report_reference: every number of the English, German, Holm and measures reports equals results.json")


if __name__ == "__main__":
    main()
