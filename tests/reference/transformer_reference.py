#!/usr/bin/python3
"""The hidden states of tiny BERT, RoBERTa and GPT-2 models, computed independently of Isoscope in
Debian's torch, for tests/core/tst_transformermodel.cpp to compare with core/transformer's forward
pass layer by layer.

    /usr/bin/python3 tests/reference/transformer_reference.py REQUEST.json OUT_DIR

REQUEST.json (written by the test) gives, per family ("bert", "roberta", "gpt2"), the tokenizer's
vocabulary size and the id sequences of a few sentences as Isoscope's tokenizers encode them with
the real vocabularies (tests/tokenizerfolders.h; the tokenizers are checked against Hugging Face's
engine by tokenizers_hf_engine). No `transformers` package exists on Debian, so the three models
are written here directly in torch from Hugging Face transformers' definitions (BertModel,
RobertaModel, GPT2Model of transformers 4.x: BertEmbeddings, BertSelfAttention, BertSelfOutput,
BertIntermediate, BertOutput; RobertaEmbeddings.create_position_ids_from_input_ids; GPT2Attention,
GPT2MLP, GPT2Block, GPT2Model.forward's hidden_states), in float64 on the weights as stored
(float32, or F16/BF16 as torch's .float() gives them).

Each case is a model folder OUT_DIR/<case>/ (config.json and one weights file in a key layout and
format real checkpoints use) and its hidden states OUT_DIR/<case>.f64: for each sentence, for each
layer 0..n (layer 0 the embedding output; GPT-2's last after ln_f), tokens x hidden float64,
little-endian. Variants (one architectural fact computed wrongly: the other GELU, RoBERTa's
positions from 0, no causal mask, no ln_f, the default eps) are written the same way as
OUT_DIR/<case>~<variant>.f64, so the test can show that each fact moves the numbers far beyond its
tolerance. OUT_DIR/manifest.json lists the cases.
"""

import collections
import json
import math
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from safetensors_writer import write_safetensors  # noqa: E402

HIDDEN = 32
HEADS = 4
LAYERS = 3
INNER = 4 * HIDDEN
POSITIONS = 40  # positions a sequence may use (RoBERTa's table has padding_idx + 1 more)


# --- the weights ---------------------------------------------------------------------------------


def generator(seed):
    return torch.Generator().manual_seed(seed)


def linear(t, g, name, fan_in, fan_out, gain=1.0, conv1d=False):
    """nn.Linear's weight [out, in], or GPT-2's Conv1D [in, out], scaled so activations stay O(1)."""
    shape = (fan_in, fan_out) if conv1d else (fan_out, fan_in)
    t[name + ".weight"] = torch.randn(*shape, generator=g) * (gain / math.sqrt(fan_in))
    t[name + ".bias"] = torch.randn(fan_out, generator=g) * 0.2


def norm(t, g, name, gamma_beta=False):
    w, b = ("gamma", "beta") if gamma_beta else ("weight", "bias")
    t[name + "." + w] = 1 + 0.3 * torch.randn(HIDDEN, generator=g)
    t[name + "." + b] = 0.2 * torch.randn(HIDDEN, generator=g)


def bert_weights(vocab, roberta, prefix, gamma_beta, seed):
    """A BertModel/RobertaModel state dict with a pooler, a head and the position_ids buffer."""
    g = generator(seed)
    t = collections.OrderedDict()
    e = prefix + "embeddings."
    positions = POSITIONS + 2 if roberta else POSITIONS
    t[e + "word_embeddings.weight"] = torch.randn(vocab, HIDDEN, generator=g)
    t[e + "position_embeddings.weight"] = torch.randn(positions, HIDDEN, generator=g)
    t[e + "token_type_embeddings.weight"] = torch.randn(1 if roberta else 2, HIDDEN, generator=g)
    norm(t, g, e + "LayerNorm", gamma_beta)
    t[e + "position_ids"] = torch.arange(positions).unsqueeze(0)
    for i in range(LAYERS):
        p = prefix + "encoder.layer.%d." % i
        linear(t, g, p + "attention.self.query", HIDDEN, HIDDEN, gain=2.0)
        linear(t, g, p + "attention.self.key", HIDDEN, HIDDEN, gain=2.0)
        linear(t, g, p + "attention.self.value", HIDDEN, HIDDEN)
        linear(t, g, p + "attention.output.dense", HIDDEN, HIDDEN)
        norm(t, g, p + "attention.output.LayerNorm", gamma_beta)
        linear(t, g, p + "intermediate.dense", HIDDEN, INNER, gain=3.0)
        linear(t, g, p + "output.dense", INNER, HIDDEN, gain=3.0)
        norm(t, g, p + "output.LayerNorm", gamma_beta)
    linear(t, g, prefix + "pooler.dense", HIDDEN, HIDDEN)
    if roberta:
        linear(t, g, "lm_head.dense", HIDDEN, HIDDEN)
        t["lm_head.bias"] = torch.zeros(vocab)
    else:
        linear(t, g, "cls.predictions.transform.dense", HIDDEN, HIDDEN)
        t["cls.predictions.bias"] = torch.zeros(vocab)
    return t


def gpt2_weights(vocab, prefix, seed, mask_dtype=torch.bool):
    """A GPT2Model (GPT2LMHeadModel with prefix) state dict with the attn.bias mask buffers."""
    g = generator(seed)
    t = collections.OrderedDict()
    t[prefix + "wte.weight"] = torch.randn(vocab, HIDDEN, generator=g)
    t[prefix + "wpe.weight"] = torch.randn(POSITIONS, HIDDEN, generator=g)
    for i in range(LAYERS):
        p = prefix + "h.%d." % i
        norm(t, g, p + "ln_1")
        t[p + "attn.bias"] = torch.tril(torch.ones(POSITIONS, POSITIONS)).to(mask_dtype).view(1, 1, POSITIONS, POSITIONS)
        t[p + "attn.masked_bias"] = torch.tensor(-1e4)
        linear(t, g, p + "attn.c_attn", HIDDEN, 3 * HIDDEN, gain=2.0, conv1d=True)
        linear(t, g, p + "attn.c_proj", HIDDEN, HIDDEN, conv1d=True)
        norm(t, g, p + "ln_2")
        linear(t, g, p + "mlp.c_fc", HIDDEN, INNER, gain=3.0, conv1d=True)
        linear(t, g, p + "mlp.c_proj", INNER, HIDDEN, gain=1.5, conv1d=True)
    norm(t, g, prefix + "ln_f")
    if prefix:
        t["lm_head.weight"] = t[prefix + "wte.weight"]
    return t


# --- the models, after transformers' modeling_bert.py, modeling_roberta.py, modeling_gpt2.py ------


def gelu_erf(x):  # transformers' GELUActivation ("gelu"): torch's exact gelu
    return torch.nn.functional.gelu(x)


def gelu_new(x):  # transformers' NewGELUActivation ("gelu_new")
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


ACTIVATIONS = {"gelu": gelu_erf, "gelu_new": gelu_new}


def layer_norm(x, w, b, eps):
    return torch.nn.functional.layer_norm(x, (x.shape[-1],), w, b, eps)


def heads_of(x, heads):  # transpose_for_scores / _split_heads: [T, H] -> [heads, T, d]
    return x.view(x.shape[0], heads, -1).permute(1, 0, 2)


def merge_heads(x):  # [heads, T, d] -> [T, H]
    return x.permute(1, 0, 2).reshape(x.shape[1], -1)


class Tensors:
    """A state dict read back as float64, with the key variants transformers' loader accepts."""

    def __init__(self, state, prefix):
        self.state, self.prefix = state, prefix

    def __call__(self, name):
        key = self.prefix + name
        if key not in self.state:
            key = key.replace(".weight", ".gamma").replace(".bias", ".beta")
        return self.state[key].float().double()

    def linear(self, name, x):  # nn.Linear: x W^T + b
        return torch.nn.functional.linear(x, self(name + ".weight"), self(name + ".bias"))

    def conv1d(self, name, x):  # transformers' Conv1D: x W + b, W stored [in, out]
        return torch.addmm(self(name + ".bias"), x, self(name + ".weight"))


def bert_hidden_states(w, config, ids, roberta, variant=None):
    eps = 1e-12 if variant == "default-eps" else config["layer_norm_eps"]
    act = ACTIVATIONS["gelu_new" if variant == "tanh-gelu" else config["hidden_act"]]
    ids = torch.tensor(ids)
    if roberta and variant != "positions-from-0":
        pad = config["pad_token_id"]
        mask = ids.ne(pad).int()
        positions = (torch.cumsum(mask, dim=0).type_as(mask) * mask).long() + pad
    else:
        positions = torch.arange(len(ids))
    x = w("embeddings.word_embeddings.weight")[ids] + w("embeddings.token_type_embeddings.weight")[0]
    x = x + w("embeddings.position_embeddings.weight")[positions]
    x = layer_norm(x, w("embeddings.LayerNorm.weight"), w("embeddings.LayerNorm.bias"), eps)
    states = [x]
    heads = config["num_attention_heads"]
    for i in range(config["num_hidden_layers"]):
        p = "encoder.layer.%d." % i
        q = heads_of(w.linear(p + "attention.self.query", x), heads)
        k = heads_of(w.linear(p + "attention.self.key", x), heads)
        v = heads_of(w.linear(p + "attention.self.value", x), heads)
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(q.shape[-1])
        if variant == "causal-mask":
            scores = scores.masked_fill(~torch.tril(torch.ones(len(ids), len(ids), dtype=torch.bool)), -math.inf)
        context = merge_heads(torch.matmul(torch.softmax(scores, dim=-1), v))
        attended = layer_norm(
            w.linear(p + "attention.output.dense", context) + x,
            w(p + "attention.output.LayerNorm.weight"),
            w(p + "attention.output.LayerNorm.bias"),
            eps,
        )
        inner = act(w.linear(p + "intermediate.dense", attended))
        x = layer_norm(
            w.linear(p + "output.dense", inner) + attended,
            w(p + "output.LayerNorm.weight"),
            w(p + "output.LayerNorm.bias"),
            eps,
        )
        states.append(x)
    return states


def gpt2_hidden_states(w, config, ids, variant=None):
    eps = config["layer_norm_epsilon"]
    act = ACTIVATIONS["gelu" if variant == "erf-gelu" else config["activation_function"]]
    ids = torch.tensor(ids)
    x = w("wte.weight")[ids] + w("wpe.weight")[torch.arange(len(ids))]
    heads = config["n_head"]
    states = []
    for i in range(config["n_layer"]):
        states.append(x)
        p = "h.%d." % i
        residual = x
        a = layer_norm(x, w(p + "ln_1.weight"), w(p + "ln_1.bias"), eps)
        q, k, v = w.conv1d(p + "attn.c_attn", a).split(config["n_embd"], dim=1)
        q, k, v = heads_of(q, heads), heads_of(k, heads), heads_of(v, heads)
        scores = torch.matmul(q, k.transpose(-1, -2)) / (v.size(-1) ** 0.5)
        if variant != "no-causal-mask":
            causal = torch.tril(torch.ones(len(ids), len(ids), dtype=torch.bool))
            scores = torch.where(causal, scores, torch.tensor(torch.finfo(scores.dtype).min, dtype=scores.dtype))
        context = merge_heads(torch.matmul(torch.softmax(scores, dim=-1), v))
        x = residual + w.conv1d(p + "attn.c_proj", context)
        m = layer_norm(x, w(p + "ln_2.weight"), w(p + "ln_2.bias"), eps)
        x = x + w.conv1d(p + "mlp.c_proj", act(w.conv1d(p + "mlp.c_fc", m)))
    if variant != "no-ln_f":
        x = layer_norm(x, w("ln_f.weight"), w("ln_f.bias"), eps)
    states.append(x)
    return states


# --- the cases -------------------------------------------------------------------------------------


def bert_config(vocab, roberta, eps=None):
    config = {
        "architectures": ["RobertaForMaskedLM" if roberta else "BertForMaskedLM"],
        "model_type": "roberta" if roberta else "bert",
        "vocab_size": vocab,
        "hidden_size": HIDDEN,
        "num_hidden_layers": LAYERS,
        "num_attention_heads": HEADS,
        "intermediate_size": INNER,
        "hidden_act": "gelu",
        "max_position_embeddings": POSITIONS + 2 if roberta else POSITIONS,
        "type_vocab_size": 1 if roberta else 2,
        "layer_norm_eps": 1e-5 if roberta else 1e-12,
        "pad_token_id": 1 if roberta else 0,
        "position_embedding_type": "absolute",
    }
    if roberta:
        config.update({"bos_token_id": 0, "eos_token_id": 2})
    if eps is not None:
        config["layer_norm_eps"] = eps
    return config


def gpt2_config(vocab):
    return {
        "architectures": ["GPT2LMHeadModel"],
        "model_type": "gpt2",
        "vocab_size": vocab,
        "n_embd": HIDDEN,
        "n_layer": LAYERS,
        "n_head": HEADS,
        "n_inner": None,
        "n_positions": POSITIONS,
        "n_ctx": POSITIONS,
        "activation_function": "gelu_new",
        "layer_norm_epsilon": 1e-5,
        "bos_token_id": 50256,
        "eos_token_id": 50256,
    }


def save(folder, state, fmt):
    """Writes state in one of the formats a hub folder has."""
    if fmt.startswith("safetensors-"):
        # safetensors refuses shared tensors: a hub file keeps the tied lm_head out
        tensors = collections.OrderedDict((n, t) for n, t in state.items() if n != "lm_head.weight")
        write_safetensors(os.path.join(folder, "model.safetensors"), tensors, dtype=fmt.split("-")[1],
                          metadata={"format": "pt"})
        dtype = {"F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16}[fmt.split("-")[1]]
        return collections.OrderedDict(
            (n, t.to(dtype) if t.is_floating_point() else t) for n, t in state.items()
        )
    path = os.path.join(folder, "pytorch_model.bin")
    torch.save(state, path, _use_new_zipfile_serialization=(fmt == "bin-zip"))
    return state


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1]) as f:
        request = json.load(f)
    out = sys.argv[2]
    os.makedirs(out, exist_ok=True)
    torch.set_num_threads(1)

    # name: (family, key prefix, LayerNorm gamma/beta, format, config changes, variants)
    cases = [
        ("bert", "bert", "bert.", False, "safetensors-F32", None, ["tanh-gelu", "causal-mask"]),
        ("bert gamma-beta no prefix bin zip", "bert", "", True, "bin-zip", None, []),
        ("bert legacy bin", "bert", "bert.", False, "bin-legacy", None, []),
        ("bert safetensors F16", "bert", "bert.", False, "safetensors-F16", None, []),
        ("bert safetensors BF16", "bert", "bert.", False, "safetensors-BF16", None, []),
        ("bert eps 0.5", "bert", "bert.", False, "safetensors-F32", 0.5, ["default-eps"]),
        ("roberta", "roberta", "roberta.", False, "safetensors-F32", None, ["positions-from-0"]),
        ("roberta no prefix legacy bin", "roberta", "", False, "bin-legacy", None, []),
        ("roberta gamma-beta bin zip", "roberta", "roberta.", True, "bin-zip", None, []),
        ("gpt2", "gpt2", "", False, "safetensors-F32", None, ["erf-gelu", "no-causal-mask", "no-ln_f"]),
        ("gpt2 lm head bin zip", "gpt2", "transformer.", False, "bin-zip", None, []),
        ("gpt2 legacy bin", "gpt2", "", False, "bin-legacy", None, []),
        ("gpt2 safetensors BF16", "gpt2", "transformer.", False, "safetensors-BF16", None, []),
    ]
    manifest = []
    for seed, (name, family, prefix, gamma_beta, fmt, eps, variants) in enumerate(cases):
        vocab = request[family]["vocab"]
        sentences = request[family]["ids"]
        folder_name = name.replace(" ", "_")
        folder = os.path.join(out, folder_name)
        os.makedirs(folder, exist_ok=True)
        if family == "gpt2":
            config = gpt2_config(vocab)
            state = gpt2_weights(vocab, prefix, 100 + seed, torch.uint8 if fmt == "bin-legacy" else torch.bool)
        else:
            config = bert_config(vocab, family == "roberta", eps)
            state = bert_weights(vocab, family == "roberta", prefix, gamma_beta, 100 + seed)
        with open(os.path.join(folder, "config.json"), "w") as f:
            json.dump(config, f, indent=2)
        stored = save(folder, state, fmt)
        w = Tensors(stored, prefix)

        def states(variant):
            if family == "gpt2":
                return [gpt2_hidden_states(w, config, ids, variant) for ids in sentences]
            return [bert_hidden_states(w, config, ids, family == "roberta", variant) for ids in sentences]

        files = {}
        for variant in [None] + variants:
            with torch.no_grad():
                per_sentence = states(variant)
            file = folder_name + ("~" + variant if variant else "") + ".f64"
            with open(os.path.join(out, file), "wb") as f:
                for layers in per_sentence:
                    for layer in layers:
                        f.write(layer.contiguous().numpy().astype("<f8").tobytes())
            files[variant or ""] = file
        manifest.append(
            {
                "name": name,
                "family": family,
                "folder": folder_name,
                "prefix": prefix,
                "layers": LAYERS + 1,
                "hidden": HIDDEN,
                "tokens": [len(ids) for ids in sentences],
                "states": files[""],
                "variants": {v: files[v] for v in variants},
            }
        )
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    print("wrote %d cases to %s with torch %s" % (len(manifest), out, torch.__version__))
    return 0


if __name__ == "__main__":
    sys.exit(main())
