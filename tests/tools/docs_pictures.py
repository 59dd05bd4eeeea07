#!/usr/bin/python3
"""Every picture README.md and docs/user-guide.md show is made by the doc scripts from the build.

docs/pictures.txt is the one list of them (scripts/make_doc_pictures.sh makes each from the current
build; packaging/CMakeLists.txt stages those the guide shows). This fails when README.md or the guide
shows a picture that the list does not make, when the list says a picture is shown where it is not,
when a listed picture is missing, or when a line names a maker the script does not have.
usage: docs_pictures.py SOURCE_DIR
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
MAKERS = {"window", "figures", "classroom", "report", "glove6b"}
PLACES = {"readme": root / "README.md", "guide": root / "docs" / "user-guide.md"}
failures = []

listed = {}  # picture -> (places, maker, arguments, line number)
for number, line in enumerate((root / "docs" / "pictures.txt").read_text(encoding="utf-8").splitlines(), 1):
    if not line.strip() or line.lstrip().startswith("#"):
        continue
    fields = line.split()
    if len(fields) < 3:
        failures.append(f"docs/pictures.txt:{number}: expected PICTURE SHOWN MAKER [ARGUMENTS]: {line!r}")
        continue
    picture, places, maker, arguments = fields[0], set(fields[1].split(",")), fields[2], fields[3:]
    if picture in listed:
        failures.append(f"docs/pictures.txt:{number}: {picture} is listed twice")
    if maker not in MAKERS:
        failures.append(f"docs/pictures.txt:{number}: unknown maker {maker!r} (one of {sorted(MAKERS)})")
    if maker == "window" and "--show" not in arguments:
        failures.append(f"docs/pictures.txt:{number}: a window picture needs --show VIEW")
    if maker != "window" and arguments:
        failures.append(f"docs/pictures.txt:{number}: only window pictures take arguments")
    if not places or not places <= set(PLACES):
        failures.append(f"docs/pictures.txt:{number}: shown in {fields[1]!r}, not readme, guide or readme,guide")
    if not (root / picture).is_file():
        failures.append(f"docs/pictures.txt:{number}: {picture} does not exist")
    listed[picture] = (places, maker, arguments, number)

# Markdown images, also inside links ([![alt](picture)](target)); paths relative to the document.
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)")
shown = {}  # picture -> places
for place, document in PLACES.items():
    for number, line in enumerate(document.read_text(encoding="utf-8").splitlines(), 1):
        for target in IMAGE.findall(line) + re.findall(r"<img[^>]*\ssrc=\"([^\"]+)\"", line):
            if "://" in target:
                failures.append(f"{document.relative_to(root)}:{number}: {target} is not a picture of the repository")
                continue
            picture = (document.parent / target).resolve().relative_to(root.resolve()).as_posix()
            shown.setdefault(picture, set()).add(place)
            if picture not in listed:
                failures.append(f"{document.relative_to(root)}:{number}: shows {picture}, which docs/pictures.txt "
                                "does not list (so no script makes it)")

for picture, (places, _, _, number) in listed.items():
    if shown.get(picture, set()) != places:
        actual = ",".join(sorted(shown.get(picture, set()))) or "nowhere"
        failures.append(f"docs/pictures.txt:{number}: {picture} is said to be shown in {','.join(sorted(places))}, "
                        f"but is shown in {actual}")

for failure in failures:
    print(f"FAIL: {failure}")
print(f"docs_pictures: {len(listed)} pictures listed, {len(shown)} shown in README.md and the user guide, "
      f"{len(failures)} problems")
sys.exit(1 if failures else 0)
