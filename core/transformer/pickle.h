#pragma once
// A restricted reader of Python pickles, for torch's .bin files: it never runs what the file
// says. It knows the opcodes of protocols 2 to 5 that torch.save uses for a state dict (containers,
// strings, integers, floats, booleans, None, the memo, persistent ids) and only these classes:
// collections.OrderedDict, torch._utils._rebuild_tensor_v2, _rebuild_tensor, _rebuild_parameter
// (and _with_state), and the typed storage classes (torch.FloatStorage, ...) as the type of a
// persistent id. Any other opcode or class is refused with one line naming the file, the byte
// offset and the opcode or class.

#include "core/base/result.h"
#include "core/transformer/weightsassembly.h"

#include <cstddef>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace isoscope::transformer {

/// A value of a pickle, as far as state dicts need them. Nodes live in their PickleReader's arena
/// and point at each other (a dict may hold itself: nothing here recurses through them).
struct PickleValue {
    enum class Kind { None, Bool, Int, BigInt, Float, String, Tuple, List, Dict, Class, Storage, Tensor };
    Kind kind = Kind::None;
    std::int64_t integer = 0;         ///< Int, Bool
    double real = 0;                  ///< Float
    std::string text;                 ///< String; BigInt's little-endian bytes; Class "module.name"
    std::vector<PickleValue *> items; ///< Tuple, List; Dict as key, value, key, value...
    std::size_t storage = 0;          ///< Storage, Tensor: index into the storages found
    std::uint64_t storageOffset = 0;  ///< Storage: elements into its root storage (a legacy view)
    std::uint64_t viewElements = 0;   ///< Storage: elements of the view (the whole root when no view)
    TensorRecord tensor;              ///< Tensor (without its name)
};

/// One storage a state dict's persistent ids name, by its key.
struct PickledStorage {
    std::string key; ///< "0", "1", ... (zip) or the legacy format's numbers
    DType type = DType::F32;
    std::uint64_t elements = 0;
    std::string typeName; ///< "torch.FloatStorage", for messages
};

class PickleReader final
{
public:
    /// file and stream name the bytes in messages: "FILE: STREAM byte N: ...". baseOffset is added
    /// to the positions reported (the stream's place in the file).
    PickleReader(std::filesystem::path file, std::string stream, std::size_t baseOffset);
    ~PickleReader();
    PickleReader(const PickleReader &) = delete;
    PickleReader &operator=(const PickleReader &) = delete;

    /// Runs one pickle from the start of bytes to its STOP; consumed() then says how many bytes it
    /// took. Storages named by persistent ids are collected in storages() (one per key).
    Result<const PickleValue *> load(std::span<const std::byte> bytes);
    std::size_t consumed() const { return m_consumed; }
    const std::vector<PickledStorage> &storages() const { return m_storages; }

    /// The tensors of a state dict (a dict or OrderedDict of names to tensors), in file order.
    Result<std::vector<TensorRecord>> stateDict(const PickleValue *top) const;

private:
    struct Machine;
    std::filesystem::path m_file;
    std::string m_stream;
    std::size_t m_baseOffset;
    std::size_t m_consumed = 0;
    std::vector<std::unique_ptr<PickleValue>> m_arena;
    std::vector<PickledStorage> m_storages;
};

} // namespace isoscope::transformer
