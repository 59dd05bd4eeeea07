#!/usr/bin/env python3
"""The hostile suite in one line (issue 31).

Sums the tallies that the tests labelled `hostile` wrote in their last run (tests/hostilecases.h:
one line each in BUILD/tests/hostile-tally/<test>.txt) and prints

    hostile suite: 158 cases in 10 tests: 96 refused with one line, 41 accepted, 21 checked otherwise

A hostile test that left no tally (not run, or ended before its end) is named, and the exit status
is 1. Usage: tests/hostile/summarize.py BUILD_DIR
"""
import pathlib
import re
import subprocess
import sys

LINE = re.compile(r"^hostile cases: (\d+) run, (\d+) refused with one line, (\d+) accepted, (\d+) checked otherwise$")


def hostile_tests(build: pathlib.Path) -> list[str]:
    listed = subprocess.run(["ctest", "--test-dir", str(build), "-N", "-L", "^hostile$"],
                            check=True, capture_output=True, text=True).stdout
    return re.findall(r"^\s*Test\s+#\d+: (\S+)$", listed, re.MULTILINE)


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: summarize.py BUILD_DIR", file=sys.stderr)
        return 2
    build = pathlib.Path(sys.argv[1])
    tests = hostile_tests(build)
    if not tests:
        print(f"summarize.py: no test labelled hostile in {build}", file=sys.stderr)
        return 1
    totals = [0, 0, 0, 0]
    missing = []
    for test in tests:
        tally = build / "tests" / "hostile-tally" / f"{test}.txt"
        match = LINE.match(tally.read_text().strip()) if tally.is_file() else None
        if not match:
            missing.append(test)
            continue
        totals = [t + int(n) for t, n in zip(totals, match.groups())]
    run, refused, accepted, other = totals
    print(f"hostile suite: {run} cases in {len(tests) - len(missing)} tests: {refused} refused with one line, "
          f"{accepted} accepted, {other} checked otherwise")
    if missing:
        print(f"summarize.py: no tally from {', '.join(missing)} (not run, or ended early)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
