#!/usr/bin/python3
"""Checks that every translation is complete for the sources as they are now (a CTest test).

The English file (language "en") holds only the numerus forms of the texts with %n, as lupdate
-pluralonly makes it; none of them may read "(s)".

Runs lupdate on the sources into temporary copies of the .ts files, so that a text added to the
code but not to the .ts files shows up too, and fails, naming each text and where it is, when a
message is unfinished or empty, when a translation lost or gained a placeholder (%1, %n), a
keyboard accelerator (&) or an HTML tag, when an ellipsis is not one joined "…", or when a committed .ts file still holds vanished or
obsolete messages (run translations/update.sh, which drops them).
"""

import argparse
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%(?:\d+|n|L\d+)")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")
ELLIPSIS = re.compile(r"\.\.\.|\s…")
ACCELERATOR = re.compile(r"&(?!&)(?=\S)(?!(?:amp|lt|gt|quot|nbsp);)")


def sources(root: pathlib.Path):
    """The files translations/CMakeLists.txt extracts from: ui/ and the GUI's main.cpp."""
    files = sorted(p for p in (root / "ui").rglob("*") if p.suffix in (".cpp", ".h"))
    return files + [root / "app" / "main.cpp"]


def texts(message):
    translation = message.find("translation")
    forms = translation.findall("numerusform")
    if forms:
        return translation, [f.text or "" for f in forms]
    return translation, [translation.text or ""]


def problems_of(message, source):
    translation, forms = texts(message)
    kind = translation.get("type")
    if kind in ("unfinished",) or any(not f.strip() for f in forms):
        return ["not translated"]
    if kind in ("vanished", "obsolete"):
        return []
    found = []
    wanted = sorted(set(PLACEHOLDER.findall(source)))
    for form in forms:
        got = sorted(set(PLACEHOLDER.findall(form)))
        # A numerus form may leave %n out ("one word" in German), nothing else.
        if message.get("numerus") == "yes":
            got = sorted(set(got) | {"%n"}) if "%n" in wanted else got
        if got != wanted:
            found.append(f"placeholders {got} instead of {wanted}: {form!r}")
        if bool(ACCELERATOR.search(source)) != bool(ACCELERATOR.search(form)):
            found.append(f"keyboard accelerator (&) lost or added: {form!r}")
        if sorted(TAG.findall(source)) != sorted(TAG.findall(form)):
            found.append(f"HTML tags differ: {form!r}")
        # One ellipsis in every language: the character "…", joined to the word before it ("CSV…",
        # "Läuft…"), never three dots or a space before it (issue 34, language).
        if ELLIPSIS.search(form):
            found.append(f"an ellipsis other than a joined \"…\": {form!r}")
    if ELLIPSIS.search(source):
        found.append(f"an ellipsis other than a joined \"…\" in the source: {source!r}")
    return found


def check(ts: pathlib.Path, root: pathlib.Path, lupdate: str, tmp: pathlib.Path):
    report = []
    committed = ET.parse(ts).getroot()
    for message in committed.iter("message"):
        kind = message.find("translation").get("type")
        if kind in ("vanished", "obsolete"):
            report.append(f"{ts.name}: a message no longer in the sources is kept: "
                          f"{message.findtext('source')!r} (run translations/update.sh)")

    copy = tmp / ts.name
    shutil.copy(ts, copy)
    language = committed.get("language")
    # English is the sources' language: its file holds only the numerus forms ("1 model", "2 models").
    plural_only = ["-pluralonly"] if language == "en" else []
    result = subprocess.run(
        [lupdate, "-no-obsolete", "-locations", "absolute", "-I", str(root), "-target-language", language]
        + plural_only
        + [str(p) for p in sources(root)] + ["-ts", str(copy)],
        cwd=root, capture_output=True, text=True)
    if result.returncode != 0:
        report.append(f"{ts.name}: lupdate failed:\n{result.stdout}{result.stderr}")
        return report, 0
    count = 0
    for context in ET.parse(copy).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            count += 1
            source = message.findtext("source") or ""
            # lupdate writes each location relative to the .ts file's folder (or absolute): resolved
            # from there, not from the folder the check happens to run in.
            where = ", ".join(
                f"{(copy.parent / loc.get('filename')).resolve().relative_to(root)}:{loc.get('line')}"
                for loc in message.findall("location")) or "?"
            problems = problems_of(message, source)
            if plural_only and any("(s)" in form for form in texts(message)[1]):
                problems.append("an English form still reads \"(s)\"")
            for problem in problems:
                report.append(f"{ts.name}: {where} [{name}] {source!r}: {problem}")
    return report, count


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lupdate", default=shutil.which("lupdate") or "/usr/lib/qt6/bin/lupdate")
    parser.add_argument("--source-dir", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parent.parent)
    parser.add_argument("ts", nargs="+", type=pathlib.Path)
    args = parser.parse_args()
    root = args.source_dir.resolve()
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for ts in args.ts:
            report, count = check(ts.resolve(), root, args.lupdate, pathlib.Path(tmp))
            for line in report:
                print(line)
            print(f"{ts.name}: {count} messages, {len(report)} problems")
            failed = failed or bool(report)
    if failed:
        print("Translate the texts above in translations/*.ts (translations/update.sh adds new texts; "
              "Qt Linguist or any editor fills them in).")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
