#!/usr/bin/python3
"""Converts a GloVe or word2vec/fastText text file into the other formats Isoscope reads, without
changing a value: word2vec text (the same number tokens, a header added), word2vec binary, NumPy
.npy with a .vocab file, and the HDF5 import layout (needs h5py), each also gzipped where that
format allows it. Isoscope's tests convert the demo models the same way (in C++) and check that
every format reads back bit for bit.

Usage: scripts/convert_embeddings.py INPUT OUTPUT_PREFIX [--formats LIST] [--gzip]
  LIST: comma-separated of word2vec, binary, npy, npy64, hdf5 (default: all that can be made)
  --gzip: also write PREFIX.vec.gz, PREFIX.bin.gz and PREFIX.npy.gz

Numbers are read as Python floats (double) and rounded to float32 for the binary formats: the same
float32 Isoscope reads from the text, except for a decimal that lies within 2^-53 of a tie between
two float32 values, which short decimals such as GloVe's never do.
"""
import argparse
import gzip
import shutil
import sys

import numpy as np


def read_text(path):
    """(words, matrix float32, header line or None, raw rows as bytes without the word)."""
    words, rows = [], []
    header = None
    with open(path, "rb") as f:
        first = True
        for line in f:
            if first and line.startswith(b"\xef\xbb\xbf"):
                line = line[3:]
            line = line.rstrip(b"\r\n")
            if not line.strip():
                continue
            fields = line.split()
            if first and len(fields) == 2 and all(x.lstrip(b"-").isdigit() for x in fields):
                header = (int(fields[0]), int(fields[1]))
                first = False
                continue
            first = False
            words.append(fields[0].decode("utf-8"))
            rows.append(fields[1:])
    dims = len(rows[0])
    if any(len(r) != dims for r in rows):
        sys.exit("rows of different lengths (words with spaces are not converted by this script)")
    matrix = np.array([[float(x) for x in r] for r in rows], dtype=np.float64).astype(np.float32)
    if header is not None and header != (len(words), dims):
        sys.exit(f"the header says {header}, the file holds {len(words)} x {dims}")
    return words, matrix, rows


def write_word2vec(prefix, words, rows):
    with open(prefix + ".vec", "wb") as f:
        f.write(f"{len(words)} {len(rows[0])}\n".encode())
        for word, row in zip(words, rows):
            f.write(word.encode("utf-8") + b" " + b" ".join(row) + b"\n")
    return prefix + ".vec"


def write_binary(prefix, words, matrix):
    with open(prefix + ".bin", "wb") as f:
        f.write(f"{matrix.shape[0]} {matrix.shape[1]}\n".encode())
        little = matrix.astype("<f4")
        for word, row in zip(words, little):
            f.write(word.encode("utf-8") + b" " + row.tobytes() + b"\n")
    return prefix + ".bin"


def write_npy(prefix, words, matrix, dtype="<f4", suffix=""):
    np.save(prefix + suffix + ".npy", np.ascontiguousarray(matrix.astype(dtype)))
    with open(prefix + suffix + ".vocab", "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(words) + "\n")
    return prefix + suffix + ".npy"


def write_hdf5(prefix, words, matrix):
    import h5py  # Debian: python3-h5py

    with h5py.File(prefix + ".h5", "w") as f:
        f.create_dataset("words", data=np.array(words, dtype=object), dtype=h5py.string_dtype("utf-8"))
        f.create_dataset("vectors", data=matrix.astype("<f4"), chunks=True, compression="gzip")
    return prefix + ".h5"


def gzip_copy(path):
    with open(path, "rb") as src, gzip.open(path + ".gz", "wb") as dst:
        shutil.copyfileobj(src, dst)
    return path + ".gz"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("input")
    parser.add_argument("prefix")
    parser.add_argument("--formats", default="word2vec,binary,npy,npy64,hdf5")
    parser.add_argument("--gzip", action="store_true")
    args = parser.parse_args()
    formats = set(args.formats.split(","))
    words, matrix, rows = read_text(args.input)
    written = []
    if "word2vec" in formats:
        written.append(write_word2vec(args.prefix, words, rows))
    if "binary" in formats:
        written.append(write_binary(args.prefix, words, matrix))
    if "npy" in formats:
        written.append(write_npy(args.prefix, words, matrix))
    if "npy64" in formats:
        written.append(write_npy(args.prefix, words, matrix, "<f8", "-f8"))
    if "hdf5" in formats:
        try:
            written.append(write_hdf5(args.prefix, words, matrix))
        except ImportError:
            print("h5py is not installed (Debian: python3-h5py); no HDF5 file written", file=sys.stderr)
    if args.gzip:
        written += [gzip_copy(p) for p in list(written) if p.endswith((".vec", ".bin", ".npy"))]
    for path in written:
        print(path)


if __name__ == "__main__":
    main()
