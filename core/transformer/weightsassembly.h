#pragma once
// Internal to core/transformer's weights readers: what every format hands over (blocks of typed
// elements in a mapped file, and tensors as views of them) and the one step that turns them into
// a Weights (checks, conversion to float32, the NaN check).

#include "core/base/mappedfile.h"
#include "core/base/result.h"
#include "core/transformer/weights.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope::transformer {

/// The element types a weights file may declare. F32, F16 and BF16 are read; the integer and
/// boolean ones are accepted as buffers and not read; F64 is refused.
enum class DType { F32, F16, BF16, F64, I64, I32, I16, I8, U8, Bool };

/// safetensors' name of a dtype ("F32", "BOOL").
std::string_view dtypeName(DType type);
/// The dtype of a safetensors name; nothing for a name not listed above.
std::optional<DType> dtypeFromName(std::string_view name);
std::size_t dtypeBytes(DType type);
bool isFloatingPoint(DType type);

/// A run of elements of one dtype stored contiguously in the mapped file: one safetensors tensor's
/// data, or one torch storage.
struct StorageBlock {
    std::string key; ///< For messages: the torch storage key, or the tensor name.
    DType type = DType::F32;
    std::size_t byteOffset = 0; ///< Where its first element starts in the mapping.
    std::uint64_t elements = 0;
};

/// A tensor as a view of a storage block, as torch describes it: the element offset into the
/// storage, the shape and the strides in elements (empty strides: contiguous, row-major).
struct TensorRecord {
    std::string name;
    std::size_t storage = 0;
    std::uint64_t offset = 0;
    std::vector<std::int64_t> shape;
    std::vector<std::int64_t> strides;
};

struct Weights::Parts {
    std::filesystem::path file;
    std::shared_ptr<const MappedFile> mapping;
    std::vector<StorageBlock> storages;
    std::vector<TensorRecord> tensors;
};

struct WeightsAssembler {
    /// Checks every tensor against its storage and the storage against the mapping, converts to
    /// float32 (mapping F32 in place where aligned), refuses NaN and infinity and duplicate names.
    static Result<Weights> assemble(Weights::Parts parts);
    /// One Weights of several shards' (the file named is the index), refusing a name twice.
    static Result<Weights> merge(const std::filesystem::path &indexFile, std::vector<Weights> shards);
};

/// The product of a shape's extents, or nothing if one is negative or the product overflows
/// 2^62.
std::optional<std::uint64_t> elementCount(std::span<const std::int64_t> shape);
/// "[3, 4]"
std::string shapeText(std::span<const std::int64_t> shape);

/// F16 (IEEE binary16) to float32, exactly: subnormals, infinities and NaN payloads included.
float halfToFloat(std::uint16_t bits);
/// BF16 to float32: the upper 16 bits of a float32.
float bfloat16ToFloat(std::uint16_t bits);

/// The format readers: each checks its own structure and hands over storages and tensors.
Result<Weights::Parts> readSafetensors(const std::filesystem::path &file, std::shared_ptr<const MappedFile> mapping);
Result<Weights::Parts> readTorchZip(const std::filesystem::path &file, std::shared_ptr<const MappedFile> mapping);
Result<Weights::Parts> readTorchLegacy(const std::filesystem::path &file, std::shared_ptr<const MappedFile> mapping);

} // namespace isoscope::transformer
