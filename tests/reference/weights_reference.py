#!/usr/bin/python3
"""Weights files as Hugging Face checkpoints store them, written by Debian's torch, for
tests/core/tst_weights.cpp to read back and compare value by value.

    /usr/bin/python3 tests/reference/weights_reference.py OUT_DIR

Tiny models with the real key layouts of BERT, RoBERTa and GPT-2 checkpoints (the `bert.`,
`roberta.`, `transformer.` prefixes or none, LayerNorm `gamma`/`beta`, poolers and heads,
`position_ids` and attention-mask buffers, GPT-2's `lm_head.weight` tied to `wte.weight`) are made
as torch modules, so that their state dicts are what `model.state_dict()` gives (an OrderedDict
with its `_metadata`), and written
- as safetensors F32 (aligned, and with the data at an odd offset), F16 and BF16, with
  safetensors_writer.py beside this file (Debian has no `safetensors` package);
- with torch.save in the zip format and in the legacy format (`_use_new_zipfile_serialization=False`),
  in float32 and float16;
- sharded: model.safetensors.index.json and pytorch_model.bin.index.json with two shards each.
Plus a state dict of views (a transposed tensor, rows and slices of one storage) in both .bin
formats, and every finite F16 and BF16 bit pattern in safetensors files.

OUT_DIR/manifest.json lists, per case, the path to open (a file, or a folder for the sharded
ones) and the expected tensors: shape, dtype as stored, and the values as torch's own `.float()`
gives them (Python floats, so float32 values exactly); the integer and bool tensors by dtype and
shape only.
"""

import collections
import json
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from safetensors_writer import stored, write_safetensors  # noqa: E402


def module_of(tensors, buffers=(), tied=()):
    """A torch module whose state_dict() has exactly these names (in this order): parameters,
    buffers by name, and tied names sharing the parameter of another name."""
    root = torch.nn.Module()

    def parent_of(name):
        node = root
        for part in name.split(".")[:-1]:
            if part not in node._modules:
                node.add_module(part, torch.nn.Module())
            node = node._modules[part]
        return node, name.split(".")[-1]

    for name, tensor in tensors.items():
        node, leaf = parent_of(name)
        if name in buffers:
            node.register_buffer(leaf, tensor)
        else:
            node.register_parameter(leaf, torch.nn.Parameter(tensor, requires_grad=False))
    for name, target in tied:
        node, leaf = parent_of(name)
        source, source_leaf = parent_of(target)
        node.register_parameter(leaf, getattr(source, source_leaf))
    return root


def bert_like(prefix, roberta=False, gamma_beta=False, hidden=8, layers=2, inner=16, vocab=24, positions=18):
    g = torch.Generator().manual_seed(7 if roberta else 3)
    t = collections.OrderedDict()
    ln = ("gamma", "beta") if gamma_beta else ("weight", "bias")

    def rand(*shape):
        return torch.randn(*shape, generator=g) * 0.5

    e = prefix + "embeddings."
    t[e + "word_embeddings.weight"] = rand(vocab, hidden)
    t[e + "position_embeddings.weight"] = rand(positions, hidden)
    t[e + "token_type_embeddings.weight"] = rand(1 if roberta else 2, hidden)
    t[e + "LayerNorm." + ln[0]] = 1 + rand(hidden)
    t[e + "LayerNorm." + ln[1]] = rand(hidden)
    t[e + "position_ids"] = torch.arange(positions).unsqueeze(0)
    for i in range(layers):
        p = prefix + "encoder.layer.%d." % i
        for part in ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"):
            t[p + part + ".weight"] = rand(hidden, hidden)
            t[p + part + ".bias"] = rand(hidden)
        t[p + "attention.output.LayerNorm." + ln[0]] = 1 + rand(hidden)
        t[p + "attention.output.LayerNorm." + ln[1]] = rand(hidden)
        t[p + "intermediate.dense.weight"] = rand(inner, hidden)
        t[p + "intermediate.dense.bias"] = rand(inner)
        t[p + "output.dense.weight"] = rand(hidden, inner)
        t[p + "output.dense.bias"] = rand(hidden)
        t[p + "output.LayerNorm." + ln[0]] = 1 + rand(hidden)
        t[p + "output.LayerNorm." + ln[1]] = rand(hidden)
    t[prefix + "pooler.dense.weight"] = rand(hidden, hidden)
    t[prefix + "pooler.dense.bias"] = rand(hidden)
    head = "lm_head." if roberta else "cls.predictions."
    t[head + ("dense.weight" if roberta else "transform.dense.weight")] = rand(hidden, hidden)
    t[head + ("layer_norm.weight" if roberta else "transform.LayerNorm." + ln[0])] = 1 + rand(hidden)
    t[head + "bias"] = rand(vocab)
    return module_of(t, buffers={e + "position_ids"})


def gpt2_like(prefix, hidden=8, layers=2, vocab=24, positions=16, mask_dtype=torch.bool):
    g = torch.Generator().manual_seed(11)
    t = collections.OrderedDict()

    def rand(*shape):
        return torch.randn(*shape, generator=g) * 0.5

    t[prefix + "wte.weight"] = rand(vocab, hidden)
    t[prefix + "wpe.weight"] = rand(positions, hidden)
    buffers = set()
    for i in range(layers):
        p = prefix + "h.%d." % i
        t[p + "ln_1.weight"] = 1 + rand(hidden)
        t[p + "ln_1.bias"] = rand(hidden)
        t[p + "attn.bias"] = torch.tril(torch.ones(positions, positions)).to(mask_dtype).view(1, 1, positions, positions)
        t[p + "attn.masked_bias"] = torch.tensor(-1e4)
        buffers |= {p + "attn.bias", p + "attn.masked_bias"}
        t[p + "attn.c_attn.weight"] = rand(hidden, 3 * hidden)
        t[p + "attn.c_attn.bias"] = rand(3 * hidden)
        t[p + "attn.c_proj.weight"] = rand(hidden, hidden)
        t[p + "attn.c_proj.bias"] = rand(hidden)
        t[p + "ln_2.weight"] = 1 + rand(hidden)
        t[p + "ln_2.bias"] = rand(hidden)
        t[p + "mlp.c_fc.weight"] = rand(hidden, 4 * hidden)
        t[p + "mlp.c_fc.bias"] = rand(4 * hidden)
        t[p + "mlp.c_proj.weight"] = rand(4 * hidden, hidden)
        t[p + "mlp.c_proj.bias"] = rand(hidden)
    t[prefix + "ln_f.weight"] = 1 + rand(hidden)
    t[prefix + "ln_f.bias"] = rand(hidden)
    tied = [("lm_head.weight", prefix + "wte.weight")] if prefix else []
    return module_of(t, buffers=buffers, tied=tied)


def views_dict():
    """Tensors that are views of shared storages: what a .bin may hold beyond contiguous tensors."""
    g = torch.Generator().manual_seed(5)
    base = torch.randn(6, 5, generator=g)
    return collections.OrderedDict(
        [
            ("base", base),
            ("transposed", base.t()),
            ("row", base[2]),
            ("rows", base[1:4]),
            ("column", base[:, 3]),
            ("corner", base[2:, 1:3]),
        ]
    )


def expected(state_dict, dtype=None):
    tensors, others = {}, {}
    for name, tensor in state_dict.items():
        tensor = stored(tensor, dtype)
        if tensor.is_floating_point():
            tensors[name] = {
                "shape": list(tensor.shape),
                "dtype": {torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16"}[tensor.dtype],
                "values": tensor.float().flatten().tolist(),
            }
        else:
            others[name] = {"shape": list(tensor.shape), "dtype": str(tensor.dtype)}
    return {"tensors": tensors, "others": others}


def all_finite_patterns(dtype):
    bits = torch.arange(0, 65536, dtype=torch.int32).to(torch.int16)
    values = bits.view(dtype)
    return values[torch.isfinite(values.float())]


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    manifest = {}

    def case(name, path, state_dict, dtype=None):
        manifest[name] = {"path": os.path.relpath(path, out), **expected(state_dict, dtype)}

    models = {
        "bert": bert_like("bert."),
        "bert-gamma-beta": bert_like("", gamma_beta=True),
        "roberta": bert_like("roberta.", roberta=True),
        "gpt2-lmhead": gpt2_like("transformer."),
        "gpt2": gpt2_like("", mask_dtype=torch.uint8),
    }
    for model_name, module in models.items():
        state = module.state_dict()
        folder = os.path.join(out, model_name)
        os.makedirs(folder, exist_ok=True)
        for dtype, pad in (("F32", 0), ("F32", 1), ("F16", 0), ("BF16", 0)):
            suffix = dtype + ("-unaligned" if pad else "")
            path = os.path.join(folder, "model-%s.safetensors" % suffix)
            write_safetensors(path, state, dtype=dtype, metadata={"format": "pt"}, header_pad=pad)
            case("%s safetensors %s" % (model_name, suffix), path, state, dtype)
        for fmt, zipped in (("zip", True), ("legacy", False)):
            for dtype in ("F32", "F16"):
                half = module.half().state_dict() if dtype == "F16" else state
                path = os.path.join(folder, "pytorch_model-%s-%s.bin" % (fmt, dtype))
                torch.save(half, path, _use_new_zipfile_serialization=zipped)
                case("%s bin %s %s" % (model_name, fmt, dtype), path, half)
                module.float()

    views = views_dict()
    for fmt, zipped in (("zip", True), ("legacy", False)):
        path = os.path.join(out, "views-%s.bin" % fmt)
        torch.save(views, path, _use_new_zipfile_serialization=zipped)
        case("views bin %s" % fmt, path, views)

    for dtype in ("F16", "BF16"):
        values = all_finite_patterns(torch.float16 if dtype == "F16" else torch.bfloat16)
        path = os.path.join(out, "all-finite-%s.safetensors" % dtype)
        write_safetensors(path, {"values": values}, dtype=None)
        case("every finite %s" % dtype, path, {"values": values})

    # Sharded folders: the first half of the names in one shard, the rest in the other.
    state = models["bert"].state_dict()
    names = list(state)
    halves = (names[: len(names) // 2], names[len(names) // 2 :])
    folder = os.path.join(out, "sharded-safetensors")
    os.makedirs(folder, exist_ok=True)
    weight_map = {}
    for i, part in enumerate(halves):
        shard = "model-%05d-of-00002.safetensors" % (i + 1)
        write_safetensors(os.path.join(folder, shard), {n: state[n] for n in part}, metadata={"format": "pt"})
        weight_map.update({n: shard for n in part})
    with open(os.path.join(folder, "model.safetensors.index.json"), "w") as index:
        json.dump({"metadata": {"total_size": 0}, "weight_map": weight_map}, index)
    case("bert sharded safetensors", folder, state)
    folder = os.path.join(out, "sharded-bin")
    os.makedirs(folder, exist_ok=True)
    weight_map = {}
    for i, part in enumerate(halves):
        shard = "pytorch_model-%05d-of-00002.bin" % (i + 1)
        torch.save(collections.OrderedDict((n, state[n]) for n in part), os.path.join(folder, shard))
        weight_map.update({n: shard for n in part})
    with open(os.path.join(folder, "pytorch_model.bin.index.json"), "w") as index:
        json.dump({"metadata": {"total_size": 0}, "weight_map": weight_map}, index)
    case("bert sharded bin", folder, state)

    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f)
    print("wrote %d cases to %s with torch %s" % (len(manifest), out, torch.__version__))
    return 0


if __name__ == "__main__":
    sys.exit(main())
