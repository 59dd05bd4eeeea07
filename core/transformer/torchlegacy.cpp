// torch.save's legacy format (before torch 1.6, and _use_new_zipfile_serialization=False since):
// five pickles in a row - torch's magic number, the protocol version 1001, the system's sizes
// and byte order, the state dict (persistent ids name storages by key), the list of storage keys
// - then, for each key in that order, the storage: its element count as 8 little-endian bytes,
// then its elements.

#include "core/transformer/pickle.h"
#include "core/transformer/weightsassembly.h"

#include <cstring>
#include <map>

namespace isoscope::transformer {

namespace {

namespace fs = std::filesystem;

// 0x1950a86a20f9469cfc6c, as LONG1 stores it: little-endian.
constexpr std::string_view kMagic = "\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19";
constexpr std::int64_t kProtocolVersion = 1001;

Error legacyError(const fs::path &file, const std::string &what, ErrorCode code = ErrorCode::BadHeader)
{
    return makeError(code, what, file.string());
}

} // namespace

Result<Weights::Parts> readTorchLegacy(const fs::path &file, std::shared_ptr<const MappedFile> mapping)
{
    const std::span<const std::byte> bytes = mapping->bytes();
    std::size_t at = 0;
    // The four small pickles before the storages, each read by its own restricted reader.
    const char *names[] = {"the magic number's pickle", "the protocol version's pickle",
                           "the system information's pickle"};
    for (int i = 0; i < 3; ++i) {
        PickleReader reader(file, names[i], at);
        auto value = reader.load(bytes.subspan(at));
        if (!value)
            return i == 0 ? legacyError(file, "not a torch file: it does not start with torch's magic number ("
                                                  + describe(value.error()) + ")")
                          : value.error();
        const PickleValue *v = value.value();
        if (i == 0 && (v->kind != PickleValue::Kind::BigInt || v->text != kMagic))
            return legacyError(file, "not a torch file: it does not start with torch's magic number");
        if (i == 1 && (v->kind != PickleValue::Kind::Int || v->integer != kProtocolVersion))
            return legacyError(file, "torch's legacy protocol version is not 1001", ErrorCode::UnsupportedFormat);
        if (i == 2) {
            bool littleEndian = false;
            if (v->kind == PickleValue::Kind::Dict) {
                for (std::size_t k = 0; k + 1 < v->items.size(); k += 2) {
                    if (v->items[k]->kind == PickleValue::Kind::String && v->items[k]->text == "little_endian")
                        littleEndian = v->items[k + 1]->kind == PickleValue::Kind::Bool && v->items[k + 1]->integer;
                }
            }
            if (!littleEndian)
                return legacyError(file, "the file was written on a big-endian machine (or says nothing of it)",
                                   ErrorCode::UnsupportedFormat);
        }
        at += reader.consumed();
    }
    PickleReader stateReader(file, "the state dict's pickle", at);
    auto top = stateReader.load(bytes.subspan(at));
    if (!top)
        return top.error();
    auto tensors = stateReader.stateDict(top.value());
    if (!tensors)
        return tensors.error();
    at += stateReader.consumed();
    PickleReader keysReader(file, "the storage keys' pickle", at);
    auto keys = keysReader.load(bytes.subspan(at));
    if (!keys)
        return keys.error();
    at += keysReader.consumed();
    if (keys.value()->kind != PickleValue::Kind::List)
        return legacyError(file, "the storage keys' pickle is not a list", ErrorCode::UnsupportedFormat);

    std::map<std::string, std::size_t> storageOfKey;
    for (std::size_t i = 0; i < stateReader.storages().size(); ++i)
        storageOfKey.emplace(stateReader.storages()[i].key, i);
    Weights::Parts parts;
    parts.file = file;
    parts.storages.resize(stateReader.storages().size());
    std::vector<bool> placed(parts.storages.size(), false);
    for (const PickleValue *key : keys.value()->items) {
        if (key->kind != PickleValue::Kind::String)
            return legacyError(file, "a storage key that is not a string", ErrorCode::UnsupportedFormat);
        const auto it = storageOfKey.find(key->text);
        if (it == storageOfKey.end())
            return legacyError(file, "storage " + key->text + " is listed, but no tensor uses it",
                               ErrorCode::BadSchema);
        if (placed[it->second])
            return legacyError(file, "storage " + key->text + " is listed twice", ErrorCode::BadSchema);
        const PickledStorage &storage = stateReader.storages()[it->second];
        std::uint64_t count;
        if (bytes.size() - at < 8)
            return legacyError(file, "storage " + key->text + " at byte " + std::to_string(at) + " is cut short",
                               ErrorCode::TruncatedFile);
        std::memcpy(&count, bytes.data() + at, 8);
        if (count != storage.elements)
            return legacyError(file,
                               "storage " + key->text + " at byte " + std::to_string(at) + " holds "
                                   + std::to_string(count) + " elements, but the state dict says "
                                   + std::to_string(storage.elements),
                               ErrorCode::CountMismatch);
        at += 8;
        const std::uint64_t size = storage.elements * dtypeBytes(storage.type);
        if (storage.elements > (std::uint64_t(1) << 60) || size > bytes.size() - at)
            return legacyError(file,
                               "storage " + key->text + " (" + std::to_string(size) + " bytes at " + std::to_string(at)
                                   + ") runs past the end of the file",
                               ErrorCode::TruncatedFile);
        parts.storages[it->second] = StorageBlock{"storage " + key->text, storage.type, at, storage.elements};
        placed[it->second] = true;
        at += size;
    }
    for (std::size_t i = 0; i < placed.size(); ++i) {
        if (!placed[i])
            return legacyError(file, "storage " + stateReader.storages()[i].key + " is used but its data is not listed",
                               ErrorCode::BadSchema);
    }
    if (at != bytes.size())
        return legacyError(file, std::to_string(bytes.size() - at) + " bytes follow the last storage",
                           ErrorCode::CountMismatch);
    parts.tensors = std::move(tensors.value());
    parts.mapping = std::move(mapping);
    return parts;
}

} // namespace isoscope::transformer
