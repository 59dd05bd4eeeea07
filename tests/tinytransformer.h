#pragma once
// A tiny BERT model folder made at run time, for tests of the flow around a transformer model (the
// window's "Add transformer model…", the study file): bert-base-uncased's real vocabulary
// (tests/tokenizerfolders.h), a config.json of a few small layers, and model.safetensors with
// deterministic random F32 weights under the names Hugging Face's BertModel uses. Its numbers are
// not checked against torch here: tests/core/tst_transformermodel.cpp and
// tests/cli/tst_extractcommand.cpp do that on models torch writes.

#include "tests/tokenizerfolders.h"

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

namespace tinytransformer {

struct BertShape {
    int hidden = 8;
    int layers = 2;
    int heads = 2;
    int intermediate = 16;
    int positions = 80;
    int vocabulary = 30522; // bert-base-uncased's vocab.txt
};

/// The folder `name` inside `parent`: the tokenizer's files, config.json and model.safetensors.
inline std::filesystem::path makeBert(const std::filesystem::path &parent, const std::string &name = "bert",
                                      const BertShape &shape = {}, std::uint64_t seed = 7)
{
    const std::filesystem::path folder = tokenizerfolders::make(parent / ("tokenizer-" + name), "bert");
    const std::filesystem::path model = parent / name;
    std::filesystem::create_directories(model);
    for (const auto &file : std::filesystem::directory_iterator(folder))
        std::filesystem::copy_file(file.path(), model / file.path().filename(),
                                   std::filesystem::copy_options::overwrite_existing);
    const int H = shape.hidden, I = shape.intermediate;
    tokenizerfolders::writeFile(model / "config.json",
                                "{\"model_type\": \"bert\", \"architectures\": [\"BertModel\"], \"hidden_size\": "
                                    + std::to_string(H) + ", \"num_hidden_layers\": " + std::to_string(shape.layers)
                                    + ", \"num_attention_heads\": " + std::to_string(shape.heads)
                                    + ", \"intermediate_size\": " + std::to_string(I)
                                    + ", \"max_position_embeddings\": " + std::to_string(shape.positions)
                                    + ", \"vocab_size\": " + std::to_string(shape.vocabulary)
                                    + ", \"type_vocab_size\": 2, \"hidden_act\": \"gelu\", \"layer_norm_eps\": 1e-12}");

    std::vector<std::pair<std::string, std::vector<int>>> tensors{
        {"embeddings.word_embeddings.weight", {shape.vocabulary, H}},
        {"embeddings.position_embeddings.weight", {shape.positions, H}},
        {"embeddings.token_type_embeddings.weight", {2, H}},
        {"embeddings.LayerNorm.weight", {H}},
        {"embeddings.LayerNorm.bias", {H}},
    };
    for (int l = 0; l < shape.layers; ++l) {
        const std::string p = "encoder.layer." + std::to_string(l) + ".";
        for (const char *linear :
             {"attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"}) {
            tensors.push_back({p + linear + ".weight", {H, H}});
            tensors.push_back({p + linear + ".bias", {H}});
        }
        tensors.push_back({p + "attention.output.LayerNorm.weight", {H}});
        tensors.push_back({p + "attention.output.LayerNorm.bias", {H}});
        tensors.push_back({p + "intermediate.dense.weight", {I, H}});
        tensors.push_back({p + "intermediate.dense.bias", {I}});
        tensors.push_back({p + "output.dense.weight", {H, I}});
        tensors.push_back({p + "output.dense.bias", {H}});
        tensors.push_back({p + "output.LayerNorm.weight", {H}});
        tensors.push_back({p + "output.LayerNorm.bias", {H}});
    }

    std::string header = "{";
    std::vector<float> data;
    std::uint64_t state = seed;
    for (const auto &[tensorName, dims] : tensors) {
        std::size_t count = 1;
        std::string shapeText;
        for (const int d : dims) {
            count *= static_cast<std::size_t>(d);
            shapeText += (shapeText.empty() ? "" : ",") + std::to_string(d);
        }
        const std::size_t begin = data.size() * sizeof(float);
        const bool normWeight = tensorName.find("LayerNorm.weight") != std::string::npos;
        for (std::size_t i = 0; i < count; ++i) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;                 // Knuth's MMIX LCG
            const float u = static_cast<float>((state >> 40) & 0xFFFFFF) / float(0x1000000); // [0, 1)
            data.push_back(normWeight ? 1.0f + 0.1f * (u - 0.5f) : 0.4f * (u - 0.5f));
        }
        const std::size_t end = data.size() * sizeof(float);
        header += (header.size() > 1 ? "," : "") + std::string("\"") + tensorName + "\":{\"dtype\":\"F32\",\"shape\":["
                  + shapeText + "],\"data_offsets\":[" + std::to_string(begin) + "," + std::to_string(end) + "]}";
    }
    header += "}";
    while (header.size() % 8 != 0)
        header += ' ';
    std::ofstream out(model / "model.safetensors", std::ios::binary);
    const std::uint64_t size = header.size();
    unsigned char length[8];
    for (int i = 0; i < 8; ++i)
        length[i] = static_cast<unsigned char>(size >> (8 * i));
    out.write(reinterpret_cast<const char *>(length), 8);
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
    out.write(reinterpret_cast<const char *>(data.data()), static_cast<std::streamsize>(data.size() * sizeof(float)));
    return model;
}

} // namespace tinytransformer
