#!/usr/bin/python3
"""Synthetic embedding files of the sizes people really use, for bench/import_benchmark.sh:

  googlenews-shape.bin   3,000,000 x 300 word2vec binary (the GoogleNews-vectors-negative300.bin
                         shape, 3.6 GB): header, then per row the word, a space, 300 float32 and '\\n'
  glove840b-shape.txt    2,200,000 x 300 GloVe text (the glove.840B.300d.txt shape, about 5.6 GB):
                         per line the word and 300 numbers with 5 decimals, no header

Made with NumPy from a fixed seed, in pieces of 100,000 rows (memory stays small). The WEAT words
of the built-in suites come first, so that an analysis of the file finds them; the other words are
made-up, unique and of English-like length. Each file is written once under a temporary name and
renamed when complete; a file that exists with the expected size is reused, never rewritten (they
take minutes to make). Never commit them.

Usage: make_large_files.py DIR [--only bin|txt]   (prints the paths it made or found)
"""
import json
import os
import sys

import numpy as np

SEED = 16
PIECE = 100_000
SYLLABLES = [a + b for a in "bcdfghjklmnprstvwz" for b in "aeiou"] + ["th", "ch", "sh", "qu", "st", "br", "tr", "pl",
                                                                       "gr", "cl"]
HERE = os.path.dirname(os.path.abspath(__file__))
SUITES = os.path.join(HERE, "..", "resources", "suites", "weat_suites.json")


def weat_words():
    with open(SUITES, encoding="utf-8") as f:
        suites = json.load(f)["suites"]
    words, seen = [], set()
    for suite in suites:
        for role in ("X", "Y", "A", "B"):
            for word in suite[role]:
                if word not in seen:
                    seen.add(word)
                    words.append(word)
    return words


def made_up(index):
    """A unique lowercase word for index: its digits in base len(SYLLABLES), as syllables."""
    n = len(SYLLABLES)
    parts = []
    index += n * n  # at least three syllables
    while index:
        index, digit = divmod(index, n)
        parts.append(SYLLABLES[digit])
    return "".join(reversed(parts))


def vocabulary(count):
    words = weat_words()
    taken = set(words)
    i = 0
    while len(words) < count:
        word = made_up(i)
        i += 1
        if word not in taken:
            words.append(word)
    return words[:count]


def vectors(rng, rows, dims):
    # Anisotropic like real embeddings: a common direction plus spread that falls off by dimension.
    scale = (0.6 / np.sqrt(1.0 + np.arange(dims))).astype(np.float32)
    common = np.linspace(0.05, -0.05, dims, dtype=np.float32)
    return (rng.standard_normal((rows, dims), dtype=np.float32) * scale + common).astype("<f4")


def write_once(path, expected_size, write):
    if os.path.exists(path) and os.path.getsize(path) == expected_size:
        print(f"{path} (exists, {expected_size / 1e9:.2f} GB)")
        return
    temporary = path + ".partial"
    with open(temporary, "wb") as out:
        size = write(out)
    if size != expected_size:
        sys.exit(f"{temporary}: wrote {size} bytes, expected {expected_size}")
    os.replace(temporary, path)
    print(f"{path} (made, {size / 1e9:.2f} GB)")


def word2vec_binary(path, count=3_000_000, dims=300):
    words = vocabulary(count)
    encoded = [w.encode("utf-8") for w in words]
    expected = len(f"{count} {dims}\n") + sum(len(w) + 1 + 4 * dims + 1 for w in encoded)

    def write(out):
        rng = np.random.default_rng(SEED)
        size = out.write(f"{count} {dims}\n".encode())
        for start in range(0, count, PIECE):
            block = vectors(rng, min(PIECE, count - start), dims)
            pieces = []
            for k, row in enumerate(block):
                pieces += [encoded[start + k], b" ", row.tobytes(), b"\n"]
            size += out.write(b"".join(pieces))
        return size

    write_once(path, expected, write)


def glove_text(path, count=2_200_000, dims=300):
    words = vocabulary(count)
    encoded = [w.encode("utf-8") for w in words]
    # Values are drawn from 65,536 numbers with 5 decimals (as GloVe 840B writes them), each
    # formatted once: formatting 660 million floats one by one would take an hour.
    rng = np.random.default_rng(SEED + 1)
    table_values = np.round(rng.standard_normal(65536) * 0.35, 5)
    table = [(f"{v:.5f}").encode() for v in table_values]
    widths = np.array([len(t) for t in table], dtype=np.int64)
    rng = np.random.default_rng(SEED + 2)
    # The size is known once the indices are drawn: draw them twice with the same seed.
    expected = 0
    for start in range(0, count, PIECE):
        rows = min(PIECE, count - start)
        idx = rng.integers(0, 65536, size=(rows, dims))
        expected += int(widths[idx].sum()) + rows * dims  # values and the space before each
        expected += sum(len(w) + 1 for w in encoded[start:start + rows])  # word and '\n'

    def write(out):
        draws = np.random.default_rng(SEED + 2)
        size = 0
        for start in range(0, count, PIECE):
            rows = min(PIECE, count - start)
            idx = draws.integers(0, 65536, size=(rows, dims))
            lines = []
            for k in range(rows):
                lines.append(encoded[start + k] + b" " + b" ".join([table[i] for i in idx[k].tolist()]) + b"\n")
            size += out.write(b"".join(lines))
        return size

    write_once(path, expected, write)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    directory = sys.argv[1]
    only = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--only" else None
    os.makedirs(directory, exist_ok=True)
    if only in (None, "bin"):
        word2vec_binary(os.path.join(directory, "googlenews-shape.bin"))
    if only in (None, "txt"):
        glove_text(os.path.join(directory, "glove840b-shape.txt"))


if __name__ == "__main__":
    main()
