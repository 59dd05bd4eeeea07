#pragma once

#include "core/base/mappedfile.h"
#include "core/base/result.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope::transformer {

/// One floating-point tensor of a weights file, as float32 in row-major (C) order.
struct TensorView {
    std::string name;                ///< As stored: "bert.embeddings.word_embeddings.weight", "h.0.attn.c_attn.weight".
    std::vector<std::int64_t> shape; ///< Row-major; empty for a scalar.
    std::span<const float> values;   ///< The product of shape values; valid as long as the Weights lives.
    std::string sourceDType;         ///< How the file stores it: "F32", "F16" or "BF16".
    bool mapped = false;             ///< true: values point into the file's mapping (nothing was copied).
};

/// A tensor that is not a floating-point weight: an integer or boolean buffer such as BERT's
/// `embeddings.position_ids` (I64) or an old GPT-2's `attn.bias` mask (U8). Its bytes are checked
/// to lie where the file says, but its values are never read; a model ignores such buffers.
struct OtherTensor {
    std::string name;
    std::vector<std::int64_t> shape;
    std::string dtype; ///< safetensors' names: "I64", "I32", "I16", "I8", "U8", "BOOL".
};

/// Every tensor of one model's weights (one file, or the shards an index file lists) as float32:
/// F32 tensors point into the file's read-only mapping where their bytes are 4-byte aligned in it
/// (nothing is copied: a 440 MB BERT-base costs no private memory); F32 tensors that are not
/// aligned, and F16 and BF16 tensors, are converted once into memory of their own (exactly: F16
/// subnormals, BF16 as the upper 16 bits of a float32). Tensors that share storage (GPT-2's tied
/// `lm_head.weight` and `wte.weight` in a .bin) share their values.
///
/// A weights file is hostile input: the readers check every offset, size and shape against the
/// file before touching the data, the .bin reader accepts only the pickle opcodes and classes a
/// state dict uses (it never runs what the file says), and a NaN or infinity in any weight refuses
/// the file. Every error is one line naming the file, the tensor (Error::word) or the byte offset,
/// and what is wrong.
///
/// Movable, not copyable; TensorView pointers and spans stay valid across moves.
class Weights final
{
public:
    /// Opens one weights file, by its content: safetensors (`*.safetensors`), torch's zip format
    /// (`pytorch_model.bin` since torch 1.6) or torch's legacy format (a pickle stream, before 1.6).
    /// Errors: those of MappedFile::open; TruncatedFile (data cut short); BadHeader (a safetensors
    /// header length past the file, a damaged zip directory, a legacy file without torch's magic
    /// number); JsonSyntax and BadSchema (the safetensors header); UnsupportedFormat (a dtype
    /// other than F32/F16/BF16 and integer buffers, a pickle opcode or class a state dict does
    /// not use, a compressed zip entry, big-endian data); CountMismatch (a shape whose size
    /// disagrees with its bytes, tensors with holes or overlaps between them); NonFiniteValue (NaN
    /// or infinity in a weight, naming the tensor and element); OutOfMemory.
    static Result<Weights> open(const std::filesystem::path &file);

    /// Opens a model folder as the Hugging Face hub serves it: `model.safetensors` if present, else
    /// `model.safetensors.index.json` (shards), else `pytorch_model.bin`, else
    /// `pytorch_model.bin.index.json` (see weightsFilesOf). The errors of open, plus FileNotFound
    /// when the folder has none of them, and BadSchema for an index whose shard names leave the
    /// folder, or whose weight map disagrees with the shards.
    static Result<Weights> openFolder(const std::filesystem::path &modelDir);

    /// The tensor of this name, or nullptr (also for the names of otherTensors()).
    const TensorView *find(std::string_view name) const;
    /// The floating-point tensors' names, sorted.
    std::vector<std::string> names() const;
    /// The floating-point tensors, sorted by name.
    const std::vector<TensorView> &tensors() const { return m_tensors; }
    /// The integer and boolean tensors, sorted by name.
    const std::vector<OtherTensor> &otherTensors() const { return m_others; }
    /// The file opened: the weights file, or the index file of a sharded model.
    const std::filesystem::path &file() const { return m_file; }
    /// Bytes of float32 values read in place from the mapping, and bytes of float32 values held in
    /// memory of their own (converted from F16/BF16, unaligned, or gathered from a strided view).
    std::size_t mappedBytes() const { return m_mappedBytes; }
    std::size_t ownedBytes() const { return m_ownedBytes; }

    /// Internal: what the format readers hand over (core/transformer/weightsassembly.h).
    struct Parts;

private:
    friend struct WeightsAssembler;
    void sortAndIndex();

    std::filesystem::path m_file;
    std::vector<TensorView> m_tensors;
    std::vector<OtherTensor> m_others;
    std::map<std::string, std::size_t, std::less<>> m_index;
    std::vector<std::shared_ptr<const MappedFile>> m_mappings;
    std::vector<std::unique_ptr<float[]>> m_owned;
    std::size_t m_mappedBytes = 0;
    std::size_t m_ownedBytes = 0;
};

/// The weights files of a model folder that openFolder reads, in this order of preference:
/// `model.safetensors`; the shards named by `model.safetensors.index.json`; `pytorch_model.bin`;
/// the shards named by `pytorch_model.bin.index.json`. For a sharded model the index file comes
/// first, then its shards in name order. Errors: FileNotFound (none of them is there), and those
/// of reading the index (JsonSyntax, BadSchema: no "weight_map" object of names to file names, a
/// shard name that is not a plain file name in the folder).
Result<std::vector<std::filesystem::path>> weightsFilesOf(const std::filesystem::path &modelDir);

} // namespace isoscope::transformer
