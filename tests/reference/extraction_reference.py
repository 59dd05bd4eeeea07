#!/usr/bin/python3
"""A transformer model's word vectors and reference sample as the paper extracts them (docs/science.md,
section 10), computed apart from Isoscope: the protocol in Python (extraction_protocol.py: the
corpus, whole-word matching, the seeded draws, the poolings) and the hidden states in Debian's torch
(transformer_reference.py's BERT and GPT-2, written from Hugging Face transformers' definitions), in
float64. tests/cli/tst_extractcommand.cpp compares `isoscope-cli extract` with it.

    /usr/bin/python3 tests/reference/extraction_reference.py REQUEST.json OUT_DIR

REQUEST.json (written by the test):
    family       "bert" or "gpt2"
    vocab        the tokenizer's number of ids (the embedding matrix gets as many rows)
    corpus       a corpus file of one sentence per line
    words        the words asked for, in order
    contexts, reference, seed, min_words, max_words, layer (-1: the last), ignore_case
    encodings    {sentence: {"ids", "offsets", "special_tokens_mask"}} for every corpus sentence, as
                 the model's tokenizer encodes it (Isoscope's tokenizers are checked against Hugging
                 Face's own engine by tokenizers_hf_engine and tst_tokenizecommand)

Writes OUT_DIR/model/ (config.json and model.safetensors of a tiny random model of the family; the
test adds the tokenizer's files) and OUT_DIR/expected.json: words (with vectors, in the order asked),
vectors, missing, reference (rows), contexts_used, sentences_too_long.
"""

import json
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import extraction_protocol as protocol  # noqa: E402
import transformer_reference as model_reference  # noqa: E402


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1]) as f:
        request = json.load(f)
    out = sys.argv[2]
    folder = os.path.join(out, "model")
    os.makedirs(folder, exist_ok=True)
    torch.set_num_threads(1)

    family = request["family"]
    vocab = request["vocab"]
    if family == "gpt2":
        config = model_reference.gpt2_config(vocab)
        state = model_reference.gpt2_weights(vocab, "", 7)
        prefix = ""
        max_tokens = config["n_positions"]  # the longest sequence the model takes
    else:
        config = model_reference.bert_config(vocab, False)
        state = model_reference.bert_weights(vocab, False, "bert.", False, 7)
        prefix = "bert."
        max_tokens = config["max_position_embeddings"]
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
    stored = model_reference.save(folder, state, "safetensors-F32")
    weights = model_reference.Tensors(stored, prefix)
    layers = model_reference.LAYERS + 1
    layer = request["layer"] if request["layer"] >= 0 else layers - 1

    def hidden(sentence):
        ids = request["encodings"][sentence]["ids"]
        with torch.no_grad():
            if family == "gpt2":
                states = model_reference.gpt2_hidden_states(weights, config, ids)
            else:
                states = model_reference.bert_hidden_states(weights, config, ids, False)
        return states[layer].double().numpy()

    sentences = protocol.read_lines_corpus(request["corpus"])
    chosen, reference_rows = protocol.plan(
        sentences, request["words"], seed=request["seed"], min_words=request["min_words"],
        max_words=request["max_words"], contexts=request["contexts"], reference=request["reference"],
        ignore_case=request["ignore_case"])
    too_long = set()  # chosen sentences with more tokens than the model takes: left out, counted

    def fits(sentence):
        if len(request["encodings"][sentence]["ids"]) <= max_tokens:
            return True
        too_long.add(sentence)
        return False

    words, vectors, missing, used = [], [], [], []
    for word in request["words"]:
        means = []
        for index, (begin, end) in chosen[word]:
            sentence = sentences[index]
            if not fits(sentence):
                continue
            encoding = request["encodings"][sentence]
            mean = protocol.word_mean(encoding["offsets"], encoding["special_tokens_mask"], hidden(sentence),
                                      begin, end)
            if mean is not None:
                means.append(mean)
        if means:
            words.append(word)
            vectors.append((sum(means) / len(means)).tolist())
            used.append(len(means))
        else:
            missing.append(word)
    reference = [hidden(sentences[i]).mean(axis=0).tolist() for i in reference_rows if fits(sentences[i])]

    with open(os.path.join(out, "expected.json"), "w") as f:
        json.dump({"words": words, "vectors": vectors, "missing": missing, "reference": reference,
                   "contexts_used": used, "sentences_too_long": len(too_long),
                   "torch": torch.__version__}, f)
    print("extraction_reference: %s, %d words, %d missing, %d reference rows, torch %s"
          % (family, len(words), len(missing), len(reference), torch.__version__))
    return 0


if __name__ == "__main__":
    sys.exit(main())
