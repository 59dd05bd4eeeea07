#!/usr/bin/python3
"""Opening a BERT-base-shaped model's weights (12 layers, 768 wide, vocabulary 28,996, random
values: 108M float32, 433 MB) in each format, with Isoscope's reader (bench/open_weights) beside
Debian's torch 1.13 (torch.load; for safetensors, this file's own reader into torch.frombuffer
over an mmap, the nearest a Python user gets without the safetensors package).

    /usr/bin/python3 bench/weights_benchmark.py BUILD_DIR SCRATCH_DIR [ROUNDS]

Each file is written once; then, in alternating rounds (the page cache warm after the first),
each reader opens it in a fresh process. Prints a table: format, reader, median seconds, private
memory after opening (RssAnon: what copying costs), file pages resident (RssFile: the mapping),
and Isoscope's time as a ratio of torch's. On a shared 2-core machine the times are upper bounds.
"""

import json
import os
import statistics
import subprocess
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "reference"))
from safetensors_writer import write_safetensors  # noqa: E402

TORCH_PEER = r"""
import json, mmap, struct, sys, time
import torch
def status(field):
    for line in open("/proc/self/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1])
path = sys.argv[1]
base_anon = status("RssAnon")
start = time.perf_counter()
if path.endswith(".safetensors"):
    f = open(path, "rb")
    m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY)
    n = struct.unpack("<Q", m[:8])[0]
    header = json.loads(m[8:8 + n])
    tensors = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        b, e = info["data_offsets"]
        tensors[name] = torch.frombuffer(m, dtype=torch.float32, count=(e - b) // 4, offset=8 + n + b).view(info["shape"])
else:
    tensors = torch.load(path)
seconds = time.perf_counter() - start
print(json.dumps({"seconds": seconds, "tensors": len(tensors), "rss_anon_kb": status("RssAnon") - base_anon,
                  "rss_file_kb": status("RssFile"), "peak_rss_kb": status("VmHWM")}))
"""


def bert_base(vocab=28996, hidden=768, layers=12, inner=3072, positions=512):
    g = torch.Generator().manual_seed(1)
    t = {}

    def rand(*shape):
        return torch.randn(*shape, generator=g) * 0.02

    t["bert.embeddings.word_embeddings.weight"] = rand(vocab, hidden)
    t["bert.embeddings.position_embeddings.weight"] = rand(positions, hidden)
    t["bert.embeddings.token_type_embeddings.weight"] = rand(2, hidden)
    t["bert.embeddings.LayerNorm.weight"] = 1 + rand(hidden)
    t["bert.embeddings.LayerNorm.bias"] = rand(hidden)
    for i in range(layers):
        p = "bert.encoder.layer.%d." % i
        for part in ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"):
            t[p + part + ".weight"] = rand(hidden, hidden)
            t[p + part + ".bias"] = rand(hidden)
        t[p + "attention.output.LayerNorm.weight"] = 1 + rand(hidden)
        t[p + "attention.output.LayerNorm.bias"] = rand(hidden)
        t[p + "intermediate.dense.weight"] = rand(inner, hidden)
        t[p + "intermediate.dense.bias"] = rand(inner)
        t[p + "output.dense.weight"] = rand(hidden, inner)
        t[p + "output.dense.bias"] = rand(hidden)
        t[p + "output.LayerNorm.weight"] = 1 + rand(hidden)
        t[p + "output.LayerNorm.bias"] = rand(hidden)
    t["bert.pooler.dense.weight"] = rand(hidden, hidden)
    t["bert.pooler.dense.bias"] = rand(hidden)
    return t


def run(command):
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__, file=sys.stderr)
        return 2
    build, scratch = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) == 4 else 5
    os.makedirs(scratch, exist_ok=True)
    state = bert_base()
    files = {
        "safetensors F32": os.path.join(scratch, "model.safetensors"),
        "safetensors F16": os.path.join(scratch, "model-f16.safetensors"),
        "torch zip F32": os.path.join(scratch, "pytorch_model.bin"),
        "torch legacy F32": os.path.join(scratch, "pytorch_model-legacy.bin"),
    }
    write_safetensors(files["safetensors F32"], state)
    write_safetensors(files["safetensors F16"], state, dtype="F16")
    torch.save(state, files["torch zip F32"])
    torch.save(state, files["torch legacy F32"], _use_new_zipfile_serialization=False)
    peer = os.path.join(scratch, "torch_peer.py")
    with open(peer, "w") as f:
        f.write(TORCH_PEER)
    ours = os.path.join(build, "bin", "open_weights")
    results = {}
    for _ in range(rounds):
        for name, path in files.items():
            for reader, command in (("isoscope", [ours, path]), ("torch", [sys.executable, peer, path])):
                if reader == "torch" and name == "safetensors F16":
                    continue  # torch.frombuffer cannot convert; torch users would call .float() afterwards
                results.setdefault((name, reader), []).append(run(command))
    print("Opening a BERT-base-shaped model (108M parameters, %.0f MB as F32); %d rounds, median;"
          % (os.path.getsize(files["safetensors F32"]) / 1e6, rounds))
    print("machine: %d cores, shared with other sessions (times are upper bounds)" % os.cpu_count())
    print("| file | reader | seconds | private MB after open | file pages MB | isoscope / torch time |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name in files:
        ours_s = statistics.median(r["seconds"] for r in results[(name, "isoscope")])
        for reader in ("isoscope", "torch"):
            if (name, reader) not in results:
                continue
            rs = results[(name, reader)]
            seconds = statistics.median(r["seconds"] for r in rs)
            anon = statistics.median(r["rss_anon_kb"] for r in rs) / 1024
            filepages = statistics.median(r["rss_file_kb"] for r in rs) / 1024
            ratio = "%.2f" % (ours_s / seconds) if reader == "torch" else ""
            print("| %s | %s | %.3f | %.0f | %.0f | %s |" % (name, reader, seconds, anon, filepages, ratio))
    return 0


if __name__ == "__main__":
    sys.exit(main())
