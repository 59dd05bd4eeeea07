# A tiny BERT folder for the cluster test: bert-base-uncased's real vocabulary (tests/data), a config of
# a few small layers and random float32 weights in model.safetensors, under BertModel's names.
#   tiny_bert.py OUT_DIR HIDDEN LAYERS INTERMEDIATE VOCAB_TXT
import json, struct, sys, os, shutil, numpy as np
out, H, L, I, vocab = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
os.makedirs(out, exist_ok=True)
shutil.copy(vocab, out + '/vocab.txt')
open(out + '/tokenizer_config.json', 'w').write('{"do_lower_case": true}')
V, P = 30522, 128
json.dump({"model_type": "bert", "architectures": ["BertModel"], "hidden_size": H, "num_hidden_layers": L,
           "num_attention_heads": 4, "intermediate_size": I, "max_position_embeddings": P, "vocab_size": V,
           "type_vocab_size": 2, "hidden_act": "gelu", "layer_norm_eps": 1e-12}, open(out + '/config.json', 'w'))
rng = np.random.default_rng(1)
t = {"embeddings.word_embeddings.weight": (V, H), "embeddings.position_embeddings.weight": (P, H),
     "embeddings.token_type_embeddings.weight": (2, H), "embeddings.LayerNorm.weight": (H,), "embeddings.LayerNorm.bias": (H,)}
for l in range(L):
    p = f"encoder.layer.{l}."
    for n in ["attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"]:
        t[p + n + ".weight"] = (H, H); t[p + n + ".bias"] = (H,)
    t[p + "attention.output.LayerNorm.weight"] = (H,); t[p + "attention.output.LayerNorm.bias"] = (H,)
    t[p + "intermediate.dense.weight"] = (I, H); t[p + "intermediate.dense.bias"] = (I,)
    t[p + "output.dense.weight"] = (H, I); t[p + "output.dense.bias"] = (H,)
    t[p + "output.LayerNorm.weight"] = (H,); t[p + "output.LayerNorm.bias"] = (H,)
header, blobs, off = {}, [], 0
for k, shape in t.items():
    a = (1 + 0.1 * rng.standard_normal(shape) if k.endswith("LayerNorm.weight") else 0.2 * rng.standard_normal(shape)).astype('<f4')
    b = a.tobytes(); header[k] = {"dtype": "F32", "shape": list(shape), "data_offsets": [off, off + len(b)]}; off += len(b); blobs.append(b)
h = json.dumps(header).encode(); h += b' ' * ((8 - len(h) % 8) % 8)
with open(out + '/model.safetensors', 'wb') as f:
    f.write(struct.pack('<Q', len(h))); f.write(h); [f.write(b) for b in blobs]
