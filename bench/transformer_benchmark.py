#!/usr/bin/python3
"""The forward pass's throughput: Isoscope (core/transformer, bench/transformer_benchmark) beside
Debian's torch 1.13 and ONNX Runtime's CPU provider on the same machine in one run, as
docs/benchmarks.md reports it.

    /usr/bin/python3 bench/transformer_benchmark.py BUILD_DIR SCRATCH_DIR [ROUNDS] [BATCHES]

A BERT-base-shaped model (12 layers, 768 wide, 12 heads, 3072 inner, vocabulary 30,522, random
weights, float32 safetensors: 440 MB) is written once to SCRATCH_DIR; BATCHES batches (default 4)
of 32 sequences of 32 random ids each ([CLS] first, [SEP] last) are fed to each side on 1 and on
2 threads. ROUNDS times (default 3) each side runs in turn (Isoscope, torch, ONNX Runtime, each
best of two passes over the batches): on a virtual machine whose speed changes from one minute to
the next, alternating lets every side meet the same changes; each side's best counts.
- Isoscope: TransformerModel::hiddenStates of the last layer, a batch at a time;
- torch: the same model as a torch user writes BERT layers (nn.Linear, nn.LayerNorm, exact GELU,
  softmax attention over a [32, 32, 768] batch), under torch.inference_mode() with
  torch.set_num_threads(n), on the BLAS its libblas.so.3 points to, in a process of its own with
  OPENBLAS_NUM_THREADS=n (OpenBLAS does not follow torch.set_num_threads: without it, torch's "one
  thread" multiplies on every core);
- ONNX Runtime (npm onnxruntime-node, bench/onnxruntime; installed into SCRATCH_DIR with
  ONNXRUNTIME_NODE_INSTALL=skip, which keeps its install script from fetching GPU providers): the
  torch model exported with torch.onnx.export (opset 17), all graph optimisations on, n intra-op
  threads.
The first sequence's last-layer states of Isoscope and ONNX Runtime are compared with torch's
(max |diff|). The table gives tokens per second, the ratios, the GFLOP/s each reaches (2 x the
multiply-adds of the matrix products per token) and the fraction of the machine's sgemm rate on
the same threads (OpenBLAS, one 768 x 3072 by 3072 x 768 product, best of five), the BLAS kernel
OpenBLAS picked (OPENBLAS_CORETYPE, if set, decides it), and the load average.
"""

import json
import math
import os
import subprocess
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "reference"))
from safetensors_writer import write_safetensors  # noqa: E402

HIDDEN, LAYERS, HEADS, INNER, VOCAB, POSITIONS = 768, 12, 12, 3072, 30522, 512
SEQUENCES, TOKENS = 32, 32


def write_model(folder):
    os.makedirs(folder, exist_ok=True)
    weights = os.path.join(folder, "model.safetensors")
    if os.path.exists(weights):
        return
    g = torch.Generator().manual_seed(1)
    t = {}

    def rand(*shape, scale=0.02):
        return torch.randn(*shape, generator=g) * scale

    t["bert.embeddings.word_embeddings.weight"] = rand(VOCAB, HIDDEN)
    t["bert.embeddings.position_embeddings.weight"] = rand(POSITIONS, HIDDEN)
    t["bert.embeddings.token_type_embeddings.weight"] = rand(2, HIDDEN)
    t["bert.embeddings.LayerNorm.weight"] = torch.ones(HIDDEN)
    t["bert.embeddings.LayerNorm.bias"] = torch.zeros(HIDDEN)
    for i in range(LAYERS):
        p = "bert.encoder.layer.%d." % i
        for name, (out, inp) in {
            "attention.self.query": (HIDDEN, HIDDEN),
            "attention.self.key": (HIDDEN, HIDDEN),
            "attention.self.value": (HIDDEN, HIDDEN),
            "attention.output.dense": (HIDDEN, HIDDEN),
            "intermediate.dense": (INNER, HIDDEN),
            "output.dense": (HIDDEN, INNER),
        }.items():
            t[p + name + ".weight"] = rand(out, inp)
            t[p + name + ".bias"] = rand(out)
        for name in ("attention.output.LayerNorm", "output.LayerNorm"):
            t[p + name + ".weight"] = 1 + rand(HIDDEN)
            t[p + name + ".bias"] = rand(HIDDEN)
    write_safetensors(weights, t, metadata={"format": "pt"})
    config = {
        "model_type": "bert",
        "vocab_size": VOCAB,
        "hidden_size": HIDDEN,
        "num_hidden_layers": LAYERS,
        "num_attention_heads": HEADS,
        "intermediate_size": INNER,
        "max_position_embeddings": POSITIONS,
        "hidden_act": "gelu",
        "layer_norm_eps": 1e-12,
    }
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f)


class TorchBert(torch.nn.Module):
    """BERT's layers as a torch user writes them, on the weights of the file."""

    def __init__(self, state):
        super().__init__()
        self.state = state
        self.word = torch.nn.Embedding.from_pretrained(state["bert.embeddings.word_embeddings.weight"])
        self.position = state["bert.embeddings.position_embeddings.weight"]
        self.token_type = state["bert.embeddings.token_type_embeddings.weight"]
        self.norm = self.layer_norm("bert.embeddings.LayerNorm")
        self.layers = []
        for i in range(LAYERS):
            p = "bert.encoder.layer.%d." % i
            self.layers.append(
                {
                    "q": self.linear(p + "attention.self.query"),
                    "k": self.linear(p + "attention.self.key"),
                    "v": self.linear(p + "attention.self.value"),
                    "o": self.linear(p + "attention.output.dense"),
                    "n1": self.layer_norm(p + "attention.output.LayerNorm"),
                    "i": self.linear(p + "intermediate.dense"),
                    "out": self.linear(p + "output.dense"),
                    "n2": self.layer_norm(p + "output.LayerNorm"),
                }
            )

    def linear(self, name):
        w = self.state[name + ".weight"]
        layer = torch.nn.Linear(w.shape[1], w.shape[0])
        layer.weight.data.copy_(w)
        layer.bias.data.copy_(self.state[name + ".bias"])
        return layer

    def layer_norm(self, name):
        layer = torch.nn.LayerNorm(HIDDEN, eps=1e-12)
        layer.weight.data.copy_(self.state[name + ".weight"])
        layer.bias.data.copy_(self.state[name + ".bias"])
        return layer

    def forward(self, ids):
        b, t = ids.shape
        x = self.norm(self.word(ids) + self.token_type[0] + self.position[:t])
        d = HIDDEN // HEADS
        for layer in self.layers:

            def heads(y):
                return y.view(b, t, HEADS, d).transpose(1, 2)

            q, k, v = heads(layer["q"](x)), heads(layer["k"](x)), heads(layer["v"](x))
            p = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(d), dim=-1)
            context = (p @ v).transpose(1, 2).reshape(b, t, HIDDEN)
            x = layer["n1"](layer["o"](context) + x)
            x = layer["n2"](layer["out"](torch.nn.functional.gelu(layer["i"](x))) + x)
        return x


def read_safetensors(path):
    with open(path, "rb") as f:
        n = int.from_bytes(f.read(8), "little")
        header = json.loads(f.read(n))
        data = f.read()
    state = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        b, e = info["data_offsets"]
        state[name] = torch.frombuffer(bytearray(data[b:e]), dtype=torch.float32).view(info["shape"])
    return state


def install_onnxruntime(scratch):
    """npm ci of bench/onnxruntime into SCRATCH_DIR/onnxruntime (once); its node_modules path."""
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "onnxruntime")
    folder = os.path.join(scratch, "onnxruntime")
    modules = os.path.join(folder, "node_modules")
    if not os.path.isdir(os.path.join(modules, "onnxruntime-node")):
        os.makedirs(folder, exist_ok=True)
        for name in ("package.json", "package-lock.json"):
            with open(os.path.join(here, name), "rb") as src, open(os.path.join(folder, name), "wb") as dst:
                dst.write(src.read())
        env = dict(os.environ, ONNXRUNTIME_NODE_INSTALL="skip", ONNXRUNTIME_NODE_INSTALL_CUDA="skip")
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=folder, env=env, check=True)
    return modules


def export_onnx(model, folder):
    path = os.path.join(folder, "model.onnx")
    if not os.path.exists(path):

        class Wrapped(torch.nn.Module):
            def __init__(self, inner):
                super().__init__()
                self.inner = inner
                # registered, so that the export takes the weights as initialisers
                self.layers = torch.nn.ModuleList(torch.nn.ModuleDict(layer) for layer in inner.layers)
                self.norm = inner.norm

            def forward(self, ids):
                return self.inner(ids)

        ids = torch.full((SEQUENCES, TOKENS), 1000)
        torch.onnx.export(Wrapped(model), (ids,), path, input_names=["ids"], output_names=["last"], opset_version=17,
                          dynamic_axes={"ids": {0: "batch"}, "last": {0: "batch"}})
    return path


def torch_worker(folder, batches_file, threads):
    """The torch side of one round: two passes over the batches on `threads` threads, the best."""
    torch.set_num_threads(threads)
    model = TorchBert(read_safetensors(os.path.join(folder, "model.safetensors"))).eval()
    batches = []
    with open(batches_file) as f:
        for line in f:
            batches.append(torch.tensor([[int(i) for i in row.split()] for row in line.split(";")]))
    best = math.inf
    with torch.inference_mode():
        for _ in range(2):
            start = time.perf_counter()
            for ids in batches:
                model(ids)
            best = min(best, time.perf_counter() - start)
    print(json.dumps({"best": best}))
    return 0


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "--torch":
        return torch_worker(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    build, scratch = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    batch_count = int(sys.argv[4]) if len(sys.argv) > 4 else 4
    folder = os.path.join(scratch, "bert-base-shape")
    write_model(folder)
    g = torch.Generator().manual_seed(2)
    batches = []
    for _ in range(batch_count):
        ids = torch.randint(1000, VOCAB, (SEQUENCES, TOKENS), generator=g)
        ids[:, 0], ids[:, -1] = 101, 102
        batches.append(ids)
    batches_file = os.path.join(scratch, "batches.txt")
    with open(batches_file, "w") as f:
        for ids in batches:
            f.write(";".join(" ".join(str(int(i)) for i in row) for row in ids) + "\n")
    tokens = batch_count * SEQUENCES * TOKENS
    # 2 x multiply-adds of the products per token: QKV and output (4 H^2), the MLP (2 H I), attention (2 T H)
    flops = 2 * LAYERS * (4 * HIDDEN * HIDDEN + 2 * HIDDEN * INNER + 2 * TOKENS * HIDDEN)

    program = os.path.join(build, "bin", "transformer_benchmark")
    model = TorchBert(read_safetensors(os.path.join(folder, "model.safetensors"))).eval()
    onnx_file = export_onnx(model, folder)
    ort_modules = install_onnxruntime(scratch)
    ort_script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "onnxruntime", "transformer_benchmark_ort.js")
    with torch.inference_mode():
        reference = model(batches[0])[0]

    def run_isoscope(threads):
        out = subprocess.run([program, folder, batches_file, "2", str(threads)], check=True, capture_output=True,
                             text=True)
        return json.loads(out.stdout)

    def run_torch(threads):
        # A process of its own, so that OpenBLAS (which reads OPENBLAS_NUM_THREADS when it is loaded
        # and does not follow torch.set_num_threads) runs on the same threads as torch.
        env = dict(os.environ, OPENBLAS_NUM_THREADS=str(threads), OMP_NUM_THREADS=str(threads))
        out = subprocess.run([sys.executable, os.path.abspath(__file__), "--torch", folder, batches_file, str(threads)],
                             check=True, capture_output=True, text=True, env=env)
        return json.loads(out.stdout)["best"]

    def run_ort(threads):
        out = subprocess.run(["node", ort_script, onnx_file, batches_file, "2", str(threads)], check=True,
                             capture_output=True, text=True, env=dict(os.environ, NODE_PATH=ort_modules))
        return json.loads(out.stdout)

    def diff(states):
        return (torch.tensor(states).view(TOKENS, HIDDEN) - reference).abs().max().item()

    best = {}
    iso_info, ort_info = {}, {}
    for r in range(rounds):
        for threads in (1, 2):
            iso = run_isoscope(threads)
            assert iso["tokens"] == tokens
            iso_info[threads] = iso
            torch_seconds = run_torch(threads)
            ort = run_ort(threads)
            assert ort["tokens"] == tokens
            ort_info[threads] = ort
            for side, seconds in (("isoscope", iso["best"]), ("torch", torch_seconds), ("ort", ort["best"])):
                best[(side, threads)] = min(best.get((side, threads), math.inf), seconds)
            print("round %d, %d thread(s): Isoscope %.0f, torch %.0f, ONNX Runtime %.0f tokens/s" % (
                r + 1, threads, tokens / iso["best"], tokens / torch_seconds, tokens / ort["best"]), file=sys.stderr)

    print("| threads | Isoscope tokens/s | torch %s tokens/s | ONNX Runtime %s tokens/s | Isoscope / torch "
          "| Isoscope / ONNX Runtime | Isoscope GFLOP/s (of sgemm's) | torch GFLOP/s (of sgemm's) "
          "| ONNX Runtime GFLOP/s (of sgemm's) | sgemm GFLOP/s | max abs diff to torch: Isoscope, ONNX Runtime "
          "| Isoscope peak memory |" % (torch.__version__, ort_info[1]["version"]))
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for threads in (1, 2):
        iso = iso_info[threads]
        rate = {side: tokens / best[(side, threads)] for side in ("isoscope", "torch", "ort")}
        peak = iso["sgemm_gflops"]

        def gf(side):
            g = rate[side] * flops / 1e9
            return "%.1f (%.0f%%)" % (g, 100 * g / peak)

        print("| %d | %.0f | %.0f | %.0f | %.2fx | %.2fx | %s | %s | %s | %.1f | %.1e, %.1e | %.0f MB |" % (
            threads, rate["isoscope"], rate["torch"], rate["ort"], rate["isoscope"] / rate["torch"],
            rate["isoscope"] / rate["ort"], gf("isoscope"), gf("torch"), gf("ort"), peak,
            diff(iso["first_states"]), diff(ort_info[threads]["first_states"]), iso["peak_rss_kb"] / 1024))
    print()
    print("%d batches of %d sequences of %d tokens (%d tokens), %d alternating rounds, each side's best; "
          "%.0f MFLOP per token." % (batch_count, SEQUENCES, TOKENS, tokens, rounds, flops / 1e6))
    print("Isoscope's kernels: %s." % iso_info[1]["kernels"])
    print("OpenBLAS (torch's BLAS and the sgemm rate): %s; OPENBLAS_CORETYPE %s." % (
        iso_info[1]["blas"], os.environ.get("OPENBLAS_CORETYPE", "not set (OpenBLAS picks the kernel for this CPU)")))
    print("torch's libblas.so.3: %s" % os.path.realpath("/usr/lib/x86_64-linux-gnu/libblas.so.3"))
    print("%d cores; load average %s." % (os.cpu_count(), " ".join(open("/proc/loadavg").read().split()[:3])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
