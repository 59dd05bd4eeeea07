#include "core/transformer/weights.h"

#include "core/base/files.h"
#include "core/transformer/weightsassembly.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <new>
#include <set>
#include <utility>

namespace isoscope::transformer {

namespace fs = std::filesystem;

std::string_view dtypeName(DType type)
{
    switch (type) {
    case DType::F32: return "F32";
    case DType::F16: return "F16";
    case DType::BF16: return "BF16";
    case DType::F64: return "F64";
    case DType::I64: return "I64";
    case DType::I32: return "I32";
    case DType::I16: return "I16";
    case DType::I8: return "I8";
    case DType::U8: return "U8";
    case DType::Bool: return "BOOL";
    }
    return "?";
}

std::optional<DType> dtypeFromName(std::string_view name)
{
    for (DType type : {DType::F32, DType::F16, DType::BF16, DType::F64, DType::I64, DType::I32, DType::I16, DType::I8,
                       DType::U8, DType::Bool}) {
        if (dtypeName(type) == name)
            return type;
    }
    return std::nullopt;
}

std::size_t dtypeBytes(DType type)
{
    switch (type) {
    case DType::F64:
    case DType::I64: return 8;
    case DType::F32:
    case DType::I32: return 4;
    case DType::F16:
    case DType::BF16:
    case DType::I16: return 2;
    case DType::I8:
    case DType::U8:
    case DType::Bool: return 1;
    }
    return 1;
}

bool isFloatingPoint(DType type)
{
    return type == DType::F32 || type == DType::F16 || type == DType::BF16 || type == DType::F64;
}

std::optional<std::uint64_t> elementCount(std::span<const std::int64_t> shape)
{
    constexpr std::uint64_t kLimit = std::uint64_t(1) << 62;
    std::uint64_t count = 1;
    for (std::int64_t extent : shape) {
        if (extent < 0)
            return std::nullopt;
        if (extent != 0 && count > kLimit / std::uint64_t(extent))
            return std::nullopt;
        count *= std::uint64_t(extent);
    }
    return count;
}

std::string shapeText(std::span<const std::int64_t> shape)
{
    std::string text = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i ? ", " : "") + std::to_string(shape[i]);
    return text + "]";
}

float halfToFloat(std::uint16_t half)
{
    const std::uint32_t sign = std::uint32_t(half & 0x8000u) << 16;
    const std::uint32_t exponent = (half >> 10) & 0x1Fu;
    const std::uint32_t mantissa = half & 0x3FFu;
    std::uint32_t bits;
    if (exponent == 0) {
        if (mantissa == 0) {
            bits = sign;
        } else {
            // A subnormal, mantissa * 2^-24: normalised with its highest bit p as 2^(p-24) * 1.f.
            const int p = std::bit_width(mantissa) - 1;
            bits = sign | (std::uint32_t(p + 103) << 23) | ((mantissa << (23 - p)) & 0x7FFFFFu);
        }
    } else if (exponent == 0x1F) {
        bits = sign | 0x7F800000u | (mantissa << 13); // infinity, or NaN with its payload
    } else {
        bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
    }
    return std::bit_cast<float>(bits);
}

float bfloat16ToFloat(std::uint16_t bits)
{
    return std::bit_cast<float>(std::uint32_t(bits) << 16);
}

namespace {

Error tensorError(ErrorCode code, const fs::path &file, const std::string &tensor, std::string detail)
{
    return makeError(code, std::move(detail), file.string(), 0, tensor);
}

// The index of the first NaN or infinity in values, or nothing. Blocks of 1024 are checked with a
// branch-free reduction the compiler vectorises; only a block that has one is searched.
std::optional<std::size_t> firstNonFinite(std::span<const float> values)
{
    constexpr std::size_t kBlock = 1024;
    for (std::size_t start = 0; start < values.size(); start += kBlock) {
        const std::size_t end = std::min(values.size(), start + kBlock);
        std::uint32_t any = 0;
        for (std::size_t i = start; i < end; ++i)
            any |= std::uint32_t((std::bit_cast<std::uint32_t>(values[i]) & 0x7F800000u) == 0x7F800000u);
        if (any) {
            for (std::size_t i = start; i < end; ++i) {
                if ((std::bit_cast<std::uint32_t>(values[i]) & 0x7F800000u) == 0x7F800000u)
                    return i;
            }
        }
    }
    return std::nullopt;
}

std::unique_ptr<float[]> allocateFloats(std::uint64_t count)
{
    if (count > std::numeric_limits<std::size_t>::max() / sizeof(float))
        return nullptr;
    return std::unique_ptr<float[]>(new (std::nothrow) float[std::max<std::uint64_t>(count, 1)]);
}

// Row-major strides of a shape, in elements.
std::vector<std::int64_t> contiguousStrides(const std::vector<std::int64_t> &shape)
{
    std::vector<std::int64_t> strides(shape.size());
    std::int64_t stride = 1;
    for (std::size_t i = shape.size(); i-- > 0;) {
        strides[i] = stride;
        stride *= std::max<std::int64_t>(shape[i], 1);
    }
    return strides;
}

bool isContiguous(const TensorRecord &tensor)
{
    if (tensor.strides.empty())
        return true;
    const std::vector<std::int64_t> expected = contiguousStrides(tensor.shape);
    for (std::size_t i = 0; i < tensor.shape.size(); ++i) {
        if (tensor.shape[i] != 1 && tensor.strides[i] != expected[i])
            return false;
    }
    return true;
}

} // namespace

Result<Weights> WeightsAssembler::assemble(Weights::Parts parts)
{
    Weights weights;
    weights.m_file = parts.file;
    const fs::path &file = parts.file;
    const std::span<const std::byte> bytes = parts.mapping->bytes();

    // Each storage's float32 values, made when a tensor first needs them.
    std::vector<const float *> floats(parts.storages.size(), nullptr);
    std::vector<bool> storageMapped(parts.storages.size(), false);
    for (const StorageBlock &storage : parts.storages) {
        const std::uint64_t size = storage.elements * dtypeBytes(storage.type);
        if (storage.elements > (std::uint64_t(1) << 62) / 8 || storage.byteOffset > bytes.size()
            || size > bytes.size() - storage.byteOffset)
            return tensorError(ErrorCode::TruncatedFile, file, storage.key,
                               "its " + std::to_string(storage.elements) + " elements run past the end of the file");
    }
    auto materialise = [&](std::size_t index) -> Result<const float *> {
        if (floats[index])
            return floats[index];
        const StorageBlock &storage = parts.storages[index];
        const std::byte *data = bytes.data() + storage.byteOffset;
        if (storage.type == DType::F32 && reinterpret_cast<std::uintptr_t>(data) % alignof(float) == 0) {
            floats[index] = reinterpret_cast<const float *>(data);
            storageMapped[index] = true;
            return floats[index];
        }
        auto owned = allocateFloats(storage.elements);
        if (!owned)
            return makeError(ErrorCode::OutOfMemory,
                             "no memory for " + std::to_string(storage.elements) + " float32 values", file.string(), 0,
                             storage.key);
        float *out = owned.get();
        if (storage.type == DType::F32) {
            std::memcpy(out, data, storage.elements * sizeof(float));
        } else {
            // F16 through a table of all 65,536 values (256 KiB, made once): the bit arithmetic
            // per element took 5 s for BERT-base's 108M values on the shared 2-core machine.
            static const std::vector<float> halfTable = [] {
                std::vector<float> table(65536);
                for (std::uint32_t bits = 0; bits < 65536; ++bits)
                    table[bits] = halfToFloat(std::uint16_t(bits));
                return table;
            }();
            const bool half = storage.type == DType::F16;
            for (std::uint64_t i = 0; i < storage.elements; ++i) {
                std::uint16_t bits;
                std::memcpy(&bits, data + 2 * i, 2);
                out[i] = half ? halfTable[bits] : bfloat16ToFloat(bits);
            }
        }
        weights.m_ownedBytes += storage.elements * sizeof(float);
        weights.m_owned.push_back(std::move(owned));
        floats[index] = out;
        return floats[index];
    };

    std::set<std::string, std::less<>> seen;
    std::set<std::pair<const float *, std::size_t>> checked;
    for (TensorRecord &tensor : parts.tensors) {
        if (!seen.insert(tensor.name).second)
            return tensorError(ErrorCode::BadSchema, file, tensor.name, "the file names this tensor twice");
        if (tensor.storage >= parts.storages.size())
            return tensorError(ErrorCode::BadSchema, file, tensor.name, "its storage is not in the file");
        const StorageBlock &storage = parts.storages[tensor.storage];
        const auto count = elementCount(tensor.shape);
        if (!count)
            return tensorError(ErrorCode::BadSchema, file, tensor.name,
                               "shape " + shapeText(tensor.shape) + " has a negative or too large extent");
        if (!tensor.strides.empty() && tensor.strides.size() != tensor.shape.size())
            return tensorError(ErrorCode::BadSchema, file, tensor.name,
                               "shape " + shapeText(tensor.shape) + " and strides " + shapeText(tensor.strides)
                                   + " differ in length");
        // The last element the view reaches must lie inside its storage.
        std::uint64_t last = tensor.offset;
        if (*count > 0) {
            const std::vector<std::int64_t> strides =
                tensor.strides.empty() ? contiguousStrides(tensor.shape) : tensor.strides;
            for (std::size_t i = 0; i < strides.size(); ++i) {
                if (strides[i] < 0)
                    return tensorError(ErrorCode::UnsupportedFormat, file, tensor.name,
                                       "negative strides " + shapeText(strides) + " are not read");
                const auto reach = std::uint64_t(tensor.shape[i] - 1) * std::uint64_t(strides[i]);
                if (strides[i] != 0 && reach / std::uint64_t(strides[i]) != std::uint64_t(tensor.shape[i] - 1))
                    return tensorError(ErrorCode::BadSchema, file, tensor.name, "strides overflow");
                last += reach;
                if (last < reach)
                    return tensorError(ErrorCode::BadSchema, file, tensor.name, "strides overflow");
            }
        }
        if (tensor.offset > storage.elements || (*count > 0 && last >= storage.elements))
            return tensorError(ErrorCode::BadSchema, file, tensor.name,
                               "shape " + shapeText(tensor.shape) + " at offset " + std::to_string(tensor.offset)
                                   + " reaches past its storage of " + std::to_string(storage.elements) + " elements");
        if (*count > storage.elements)
            return tensorError(ErrorCode::UnsupportedFormat, file, tensor.name,
                               "a view of " + std::to_string(*count) + " elements repeats its storage of "
                                   + std::to_string(storage.elements) + " (an expanded tensor)");
        if (!isFloatingPoint(storage.type)) {
            weights.m_others.push_back(OtherTensor{tensor.name, tensor.shape, std::string(dtypeName(storage.type))});
            continue;
        }
        if (storage.type == DType::F64)
            return tensorError(ErrorCode::UnsupportedFormat, file, tensor.name,
                               "dtype F64 is not read (weights are F32, F16 or BF16)");
        auto base = materialise(tensor.storage);
        if (!base)
            return base.error();
        TensorView view;
        view.name = tensor.name;
        view.shape = tensor.shape;
        view.sourceDType = std::string(dtypeName(storage.type));
        if (isContiguous(tensor)) {
            view.values = std::span<const float>(base.value() + tensor.offset, *count);
            view.mapped = storageMapped[tensor.storage];
        } else {
            auto gathered = allocateFloats(*count);
            if (!gathered)
                return tensorError(ErrorCode::OutOfMemory, file, tensor.name, "no memory for a copy of this tensor");
            // Walks the view's indices in row-major order, an odometer over the shape.
            std::vector<std::int64_t> index(tensor.shape.size(), 0);
            std::uint64_t at = tensor.offset;
            for (std::uint64_t i = 0; i < *count; ++i) {
                gathered[i] = base.value()[at];
                for (std::size_t d = tensor.shape.size(); d-- > 0;) {
                    at += std::uint64_t(tensor.strides[d]);
                    if (++index[d] < tensor.shape[d])
                        break;
                    at -= std::uint64_t(tensor.strides[d]) * std::uint64_t(tensor.shape[d]);
                    index[d] = 0;
                }
            }
            view.values = std::span<const float>(gathered.get(), *count);
            weights.m_ownedBytes += *count * sizeof(float);
            weights.m_owned.push_back(std::move(gathered));
        }
        if (checked.emplace(view.values.data(), view.values.size()).second) {
            if (const auto bad = firstNonFinite(view.values))
                return tensorError(ErrorCode::NonFiniteValue, file, tensor.name,
                                   std::string(std::isnan(view.values[*bad]) ? "NaN" : "infinity") + " at element "
                                       + std::to_string(*bad) + " of shape " + shapeText(view.shape));
        }
        if (view.mapped)
            weights.m_mappedBytes += view.values.size_bytes();
        weights.m_tensors.push_back(std::move(view));
    }
    weights.sortAndIndex();
    weights.m_mappings.push_back(std::move(parts.mapping));
    return weights;
}

Result<Weights> WeightsAssembler::merge(const fs::path &indexFile, std::vector<Weights> shards)
{
    Weights merged;
    merged.m_file = indexFile;
    std::set<std::string, std::less<>> seen;
    for (Weights &shard : shards) {
        for (TensorView &view : shard.m_tensors) {
            if (!seen.insert(view.name).second)
                return tensorError(ErrorCode::BadSchema, shard.m_file, view.name,
                                   "another shard holds this tensor too");
            merged.m_tensors.push_back(std::move(view));
        }
        for (OtherTensor &other : shard.m_others) {
            if (!seen.insert(other.name).second)
                return tensorError(ErrorCode::BadSchema, shard.m_file, other.name,
                                   "another shard holds this tensor too");
            merged.m_others.push_back(std::move(other));
        }
        for (auto &mapping : shard.m_mappings)
            merged.m_mappings.push_back(std::move(mapping));
        for (auto &owned : shard.m_owned)
            merged.m_owned.push_back(std::move(owned));
        merged.m_mappedBytes += shard.m_mappedBytes;
        merged.m_ownedBytes += shard.m_ownedBytes;
    }
    merged.sortAndIndex();
    return merged;
}

void Weights::sortAndIndex()
{
    std::sort(m_tensors.begin(), m_tensors.end(),
              [](const TensorView &a, const TensorView &b) { return a.name < b.name; });
    std::sort(m_others.begin(), m_others.end(),
              [](const OtherTensor &a, const OtherTensor &b) { return a.name < b.name; });
    m_index.clear();
    for (std::size_t i = 0; i < m_tensors.size(); ++i)
        m_index.emplace(m_tensors[i].name, i);
}

const TensorView *Weights::find(std::string_view name) const
{
    const auto it = m_index.find(name);
    return it == m_index.end() ? nullptr : &m_tensors[it->second];
}

std::vector<std::string> Weights::names() const
{
    std::vector<std::string> result;
    result.reserve(m_tensors.size());
    for (const TensorView &view : m_tensors)
        result.push_back(view.name);
    return result;
}

Result<Weights> Weights::open(const fs::path &file)
{
    auto mapped = MappedFile::open(file);
    if (!mapped)
        return mapped.error();
    auto mapping = std::make_shared<const MappedFile>(std::move(mapped.value()));
    const std::span<const std::byte> bytes = mapping->bytes();
    auto startsWith = [&](std::string_view magic) {
        return bytes.size() >= magic.size() && std::memcmp(bytes.data(), magic.data(), magic.size()) == 0;
    };
    // A safetensors header is JSON from byte 8 on (its length's first byte may be anything, 0x80
    // too); a zip starts with a local header; a legacy torch file with pickle's PROTO opcode.
    const bool safetensors = bytes.size() > 8 && bytes[8] == std::byte{'{'};
    Result<Parts> parts = makeError(ErrorCode::InvalidArgument, "");
    if (!safetensors && (startsWith("PK\x03\x04") || startsWith("PK\x05\x06")))
        parts = readTorchZip(file, mapping);
    else if (!safetensors && startsWith("\x80"))
        parts = readTorchLegacy(file, mapping);
    else if (!safetensors && file.extension() == ".bin")
        return makeError(ErrorCode::BadHeader,
                         "neither torch's zip format (it starts with PK) nor its legacy pickle format (0x80)",
                         file.string());
    else
        parts = readSafetensors(file, mapping);
    if (!parts)
        return parts.error();
    return WeightsAssembler::assemble(std::move(parts.value()));
}

namespace {

// The shard files an index names, in name order, after checking each is a plain name in the
// folder; with the weight map, to compare with the shards once they are read.
Result<std::vector<std::pair<std::string, std::string>>> readShardIndex(const fs::path &index)
{
    auto text = readWholeFile(index);
    if (!text)
        return text.error();
    nlohmann::json document;
    try {
        document = nlohmann::json::parse(text.value());
    } catch (const nlohmann::json::parse_error &error) {
        return makeError(ErrorCode::JsonSyntax, error.what(), index.string());
    }
    if (!document.is_object() || !document.contains("weight_map") || !document["weight_map"].is_object())
        return makeError(ErrorCode::BadSchema, "no \"weight_map\" object of tensor names to shard files",
                         index.string());
    std::vector<std::pair<std::string, std::string>> map;
    for (const auto &[name, shard] : document["weight_map"].items()) {
        if (!shard.is_string())
            return makeError(ErrorCode::BadSchema, "the shard of a tensor is not a file name", index.string(), 0, name);
        const std::string shardName = shard.get<std::string>();
        if (shardName.empty() || shardName == "." || shardName == ".." || shardName.find('/') != std::string::npos
            || shardName.find('\\') != std::string::npos)
            return makeError(ErrorCode::BadSchema, "shard \"" + shardName + "\" is not a file name in the model folder",
                             index.string(), 0, name);
        map.emplace_back(name, shardName);
    }
    if (map.empty())
        return makeError(ErrorCode::BadSchema, "the \"weight_map\" names no tensor", index.string());
    return map;
}

constexpr const char *kWeightsChoices[] = {"model.safetensors", "model.safetensors.index.json", "pytorch_model.bin",
                                           "pytorch_model.bin.index.json"};

} // namespace

Result<std::vector<fs::path>> weightsFilesOf(const fs::path &modelDir)
{
    std::error_code ec;
    for (const char *name : kWeightsChoices) {
        const fs::path candidate = modelDir / name;
        if (!fs::exists(candidate, ec))
            continue;
        if (!std::string_view(name).ends_with(".index.json"))
            return std::vector<fs::path>{candidate};
        auto map = readShardIndex(candidate);
        if (!map)
            return map.error();
        std::set<std::string> shards;
        for (const auto &entry : map.value())
            shards.insert(entry.second);
        std::vector<fs::path> files{candidate};
        for (const std::string &shard : shards)
            files.push_back(modelDir / shard);
        return files;
    }
    return makeError(ErrorCode::FileNotFound,
                     "no weights: neither model.safetensors nor pytorch_model.bin (nor their .index.json)",
                     modelDir.string());
}

Result<Weights> Weights::openFolder(const fs::path &modelDir)
{
    auto files = weightsFilesOf(modelDir);
    if (!files)
        return files.error();
    if (files->size() == 1)
        return open(files->front());
    const fs::path &index = files->front();
    auto map = readShardIndex(index);
    if (!map)
        return map.error();
    std::vector<Weights> shards;
    for (std::size_t i = 1; i < files->size(); ++i) {
        auto shard = open(files.value()[i]);
        if (!shard)
            return shard.error();
        shards.push_back(std::move(shard.value()));
    }
    // The index and the shards must agree tensor for tensor: a tensor the index places in a shard
    // that does not hold it, or one a shard holds that the index does not list, is an error.
    std::set<std::pair<std::string, std::string>> held;
    for (std::size_t i = 0; i < shards.size(); ++i) {
        const std::string shardName = files.value()[i + 1].filename().string();
        for (const TensorView &view : shards[i].tensors())
            held.emplace(view.name, shardName);
        for (const OtherTensor &other : shards[i].otherTensors())
            held.emplace(other.name, shardName);
    }
    const std::set<std::pair<std::string, std::string>> listed(map->begin(), map->end());
    for (const auto &[name, shard] : listed) {
        if (!held.count({name, shard}))
            return makeError(ErrorCode::BadSchema,
                             "the index places this tensor in " + shard + ", which does not hold it", index.string(), 0,
                             name);
    }
    for (const auto &[name, shard] : held) {
        if (!listed.count({name, shard}))
            return makeError(ErrorCode::BadSchema, shard + " holds this tensor, but the index does not place it there",
                             index.string(), 0, name);
    }
    return WeightsAssembler::merge(index, std::move(shards));
}

} // namespace isoscope::transformer
