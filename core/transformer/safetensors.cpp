// safetensors (https://github.com/huggingface/safetensors): an 8-byte little-endian header length
// N, N bytes of JSON {"name": {"dtype": "F32", "shape": [..], "data_offsets": [begin, end]}, ...,
// "__metadata__": {"key": "value"}}, then the data, every offset relative to its start. As the
// format's own library does, the tensors must tile the data exactly: no holes, no overlaps, no
// trailing bytes.

#include "core/transformer/weightsassembly.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <set>

namespace isoscope::transformer {

namespace {

namespace fs = std::filesystem;

// The format's own library refuses longer headers; a real one is a few tens of kilobytes.
constexpr std::uint64_t kMaxHeaderBytes = 100'000'000;
// A real header nests three deep ({name: {shape: [..]}}); deeper JSON is refused while parsing, so
// that nothing later recurses through it.
constexpr int kMaxHeaderDepth = 8;

struct TooDeep {};

struct Entry {
    std::string name;
    DType type = DType::F32;
    std::vector<std::int64_t> shape;
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
};

Error headerError(ErrorCode code, const fs::path &file, std::string detail, std::string tensor = {})
{
    return makeError(code, std::move(detail), file.string(), 0, std::move(tensor));
}

bool isCount(const nlohmann::json &value)
{
    return value.is_number_unsigned() || (value.is_number_integer() && value.get<std::int64_t>() >= 0);
}

Result<Entry> readEntry(const fs::path &file, const std::string &name, const nlohmann::json &info)
{
    if (!info.is_object())
        return headerError(ErrorCode::BadSchema, file, "the header's entry is not an object", name);
    Entry entry;
    entry.name = name;
    const auto dtype = info.find("dtype");
    if (dtype == info.end() || !dtype->is_string())
        return headerError(ErrorCode::BadSchema, file, "no \"dtype\" string", name);
    const auto type = dtypeFromName(dtype->get<std::string>());
    if (!type)
        return headerError(ErrorCode::UnsupportedFormat, file,
                           "dtype \"" + dtype->get<std::string>()
                               + "\" is not read (weights are F32, F16 or BF16; integer buffers are skipped)",
                           name);
    entry.type = *type;
    const auto shape = info.find("shape");
    if (shape == info.end() || !shape->is_array())
        return headerError(ErrorCode::BadSchema, file, "no \"shape\" array", name);
    for (const auto &extent : *shape) {
        if (!isCount(extent) || extent.get<std::uint64_t>() > std::uint64_t(1) << 62)
            return headerError(ErrorCode::BadSchema, file, "\"shape\" " + shape->dump() + " is not a list of sizes",
                               name);
        entry.shape.push_back(extent.get<std::int64_t>());
    }
    const auto offsets = info.find("data_offsets");
    if (offsets == info.end() || !offsets->is_array() || offsets->size() != 2 || !isCount((*offsets)[0])
        || !isCount((*offsets)[1]))
        return headerError(ErrorCode::BadSchema, file, "no \"data_offsets\" [begin, end]", name);
    entry.begin = (*offsets)[0].get<std::uint64_t>();
    entry.end = (*offsets)[1].get<std::uint64_t>();
    if (entry.end < entry.begin)
        return headerError(ErrorCode::BadSchema, file, "data_offsets " + offsets->dump() + " end before they begin",
                           name);
    const auto count = elementCount(entry.shape);
    if (!count || *count > (std::uint64_t(1) << 62) / dtypeBytes(entry.type))
        return headerError(ErrorCode::BadSchema, file, "shape " + shapeText(entry.shape) + " is too large", name);
    const std::uint64_t bytes = *count * dtypeBytes(entry.type);
    if (bytes != entry.end - entry.begin)
        return headerError(ErrorCode::CountMismatch, file,
                           "shape " + shapeText(entry.shape) + " of " + std::string(dtypeName(entry.type)) + " is "
                               + std::to_string(bytes) + " bytes, but data_offsets " + offsets->dump() + " hold "
                               + std::to_string(entry.end - entry.begin),
                           name);
    return entry;
}

} // namespace

Result<Weights::Parts> readSafetensors(const fs::path &file, std::shared_ptr<const MappedFile> mapping)
{
    const std::span<const std::byte> bytes = mapping->bytes();
    if (bytes.size() < 8)
        return headerError(ErrorCode::TruncatedFile, file,
                           "the file is " + std::to_string(bytes.size())
                               + " bytes, shorter than safetensors' 8-byte header length");
    std::uint64_t headerBytes;
    std::memcpy(&headerBytes, bytes.data(), 8); // little-endian, as the format and this machine
    if (headerBytes > bytes.size() - 8)
        return headerError(ErrorCode::BadHeader, file,
                           "the header length " + std::to_string(headerBytes) + " runs past the end of the file ("
                               + std::to_string(bytes.size()) + " bytes): not a safetensors file, or cut short");
    if (headerBytes > kMaxHeaderBytes)
        return headerError(ErrorCode::BadHeader, file,
                           "the header length " + std::to_string(headerBytes) + " is over safetensors' limit of "
                               + std::to_string(kMaxHeaderBytes));
    const std::string_view headerText(reinterpret_cast<const char *>(bytes.data()) + 8, headerBytes);

    // nlohmann keeps the last of two equal keys silently; a header that names a tensor twice is
    // ambiguous, so every object's keys are watched while parsing.
    std::vector<std::set<std::string>> keysOfOpenObjects;
    std::string duplicate;
    const auto watchKeys = [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json &parsed) {
        if (depth > kMaxHeaderDepth)
            throw TooDeep{};
        if (event == nlohmann::json::parse_event_t::object_start)
            keysOfOpenObjects.emplace_back();
        else if (event == nlohmann::json::parse_event_t::object_end && !keysOfOpenObjects.empty())
            keysOfOpenObjects.pop_back();
        else if (event == nlohmann::json::parse_event_t::key && !keysOfOpenObjects.empty()
                 && !keysOfOpenObjects.back().insert(parsed.get<std::string>()).second && duplicate.empty())
            duplicate = parsed.get<std::string>();
        return true;
    };
    nlohmann::json header;
    try {
        header = nlohmann::json::parse(headerText.begin(), headerText.end(), watchKeys);
    } catch (const nlohmann::json::exception &error) {
        return headerError(ErrorCode::JsonSyntax, file, std::string("the header is not JSON: ") + error.what());
    } catch (const TooDeep &) {
        return headerError(ErrorCode::BadSchema, file,
                           "the header nests deeper than " + std::to_string(kMaxHeaderDepth) + " levels");
    }
    if (!duplicate.empty())
        return headerError(ErrorCode::BadSchema, file, "the header names \"" + duplicate + "\" twice", duplicate);
    if (!header.is_object())
        return headerError(ErrorCode::BadSchema, file, "the header is not a JSON object");

    std::vector<Entry> entries;
    for (const auto &[name, info] : header.items()) {
        if (name == "__metadata__") {
            if (!info.is_object())
                return headerError(ErrorCode::BadSchema, file, "\"__metadata__\" is not an object of strings");
            for (const auto &[key, value] : info.items()) {
                if (!value.is_string())
                    return headerError(ErrorCode::BadSchema, file,
                                       "\"__metadata__\" value of \"" + key + "\" is not a string");
            }
            continue;
        }
        auto entry = readEntry(file, name, info);
        if (!entry)
            return entry.error();
        entries.push_back(std::move(entry.value()));
    }

    // The tensors must tile the data: sorted by offset, each begins where the last ended.
    const std::uint64_t dataStart = 8 + headerBytes;
    const std::uint64_t dataBytes = bytes.size() - dataStart;
    std::vector<const Entry *> byOffset;
    for (const Entry &entry : entries)
        byOffset.push_back(&entry);
    std::sort(byOffset.begin(), byOffset.end(), [](const Entry *a, const Entry *b) {
        return a->begin != b->begin ? a->begin < b->begin : a->end < b->end;
    });
    std::uint64_t expected = 0;
    const Entry *previous = nullptr;
    for (const Entry *entry : byOffset) {
        const std::string range = "[" + std::to_string(entry->begin) + ", " + std::to_string(entry->end) + "]";
        if (entry->end > dataBytes)
            return headerError(ErrorCode::TruncatedFile, file,
                               "data_offsets " + range + " run past the data, which is " + std::to_string(dataBytes)
                                   + " bytes",
                               entry->name);
        if (entry->begin < expected)
            return headerError(ErrorCode::CountMismatch, file,
                               "data_offsets " + range + " overlap those of '" + previous->name + "', which end at "
                                   + std::to_string(expected),
                               entry->name);
        if (entry->begin > expected)
            return headerError(ErrorCode::CountMismatch, file,
                               "data bytes " + std::to_string(expected) + " to " + std::to_string(entry->begin)
                                   + " belong to no tensor (a hole before this one's data_offsets " + range + ")",
                               entry->name);
        expected = entry->end;
        previous = entry;
    }
    if (expected != dataBytes)
        return headerError(ErrorCode::CountMismatch, file,
                           "the last " + std::to_string(dataBytes - expected)
                               + " bytes of the data belong to no tensor (the tensors end at "
                               + std::to_string(expected) + " of " + std::to_string(dataBytes) + ")");

    Weights::Parts parts;
    parts.file = file;
    parts.mapping = std::move(mapping);
    for (Entry &entry : entries) {
        parts.storages.push_back(StorageBlock{entry.name, entry.type, std::size_t(dataStart + entry.begin),
                                              elementCount(entry.shape).value()});
        parts.tensors.push_back(
            TensorRecord{std::move(entry.name), parts.storages.size() - 1, 0, std::move(entry.shape), {}});
    }
    return parts;
}

} // namespace isoscope::transformer
