// torch.save's zip format (torch 1.6 on): a zip archive whose entries are stored, not compressed,
// each entry's data aligned to 64 bytes: ARCHIVE/data.pkl (the state dict, with persistent ids
// naming storages), ARCHIVE/data/KEY (each storage's raw little-endian bytes), ARCHIVE/version,
// and from torch 2.1 ARCHIVE/byteorder. torch writes ZIP64 end records and data descriptors (the
// local headers hold no sizes), so the sizes come from the central directory. The directory is
// read here rather than with Debian's libzip, which exposes no entry's data offset: mapping the
// storages in place needs it, and a stored archive needs nothing else of a zip library. Every
// entry's place is checked against the file and against the other entries, and each storage's
// CRC-32 is checked (zlib) before it is used.

#include "core/transformer/pickle.h"
#include "core/transformer/weightsassembly.h"

#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <map>

namespace isoscope::transformer {

namespace {

namespace fs = std::filesystem;

struct ZipEntry {
    std::string name;
    std::uint64_t dataOffset = 0; ///< where the stored bytes start in the file
    std::uint64_t size = 0;
    std::uint32_t crc = 0;
};

template <typename T>
T readLittle(std::span<const std::byte> bytes, std::uint64_t at)
{
    T value;
    std::memcpy(&value, bytes.data() + at, sizeof(T));
    return value;
}

Error zipError(const fs::path &file, const std::string &what, ErrorCode code = ErrorCode::BadHeader)
{
    return makeError(code, "zip directory: " + what, file.string());
}

// The central directory's entries with their data offsets, each checked to lie inside the file,
// before the directory and apart from every other entry.
Result<std::vector<ZipEntry>> readZipDirectory(const fs::path &file, std::span<const std::byte> bytes)
{
    constexpr std::uint64_t kEndRecord = 22;
    if (bytes.size() < kEndRecord)
        return zipError(file, "the file is too short for a zip archive", ErrorCode::TruncatedFile);
    // The end record is in the last 22 + 65,535 bytes (its comment is at most that long).
    std::uint64_t end = bytes.size() - kEndRecord;
    const std::uint64_t lowest = bytes.size() > kEndRecord + 0xFFFF ? bytes.size() - kEndRecord - 0xFFFF : 0;
    while (std::memcmp(bytes.data() + end, "PK\x05\x06", 4) != 0) {
        if (end == lowest)
            return zipError(file, "no end-of-central-directory record: not a zip archive, or cut short",
                            ErrorCode::TruncatedFile);
        --end;
    }
    if (readLittle<std::uint16_t>(bytes, end + 4) != 0 || readLittle<std::uint16_t>(bytes, end + 6) != 0)
        return zipError(file, "a multi-disk archive", ErrorCode::UnsupportedFormat);
    std::uint64_t count = readLittle<std::uint16_t>(bytes, end + 10);
    std::uint64_t directorySize = readLittle<std::uint32_t>(bytes, end + 12);
    std::uint64_t directoryOffset = readLittle<std::uint32_t>(bytes, end + 16);
    // ZIP64: a locator just before the end record points at the ZIP64 end record.
    if (end >= 20 && std::memcmp(bytes.data() + end - 20, "PK\x06\x07", 4) == 0) {
        const auto record = readLittle<std::uint64_t>(bytes, end - 20 + 8);
        if (record > end - 20 || end - 20 - record < 56 || std::memcmp(bytes.data() + record, "PK\x06\x06", 4) != 0)
            return zipError(file, "the ZIP64 locator points at no ZIP64 end record");
        count = readLittle<std::uint64_t>(bytes, record + 32);
        directorySize = readLittle<std::uint64_t>(bytes, record + 40);
        directoryOffset = readLittle<std::uint64_t>(bytes, record + 48);
        end = record;
    }
    if (directoryOffset > end || directorySize > end - directoryOffset)
        return zipError(file, "the central directory (" + std::to_string(directorySize) + " bytes at "
                                  + std::to_string(directoryOffset) + ") is not inside the file");
    if (count > directorySize / 46)
        return zipError(file, std::to_string(count) + " entries cannot fit in a directory of "
                                  + std::to_string(directorySize) + " bytes");
    std::vector<ZipEntry> entries;
    std::uint64_t at = directoryOffset;
    const std::uint64_t directoryEnd = directoryOffset + directorySize;
    for (std::uint64_t i = 0; i < count; ++i) {
        if (directoryEnd - at < 46 || std::memcmp(bytes.data() + at, "PK\x01\x02", 4) != 0)
            return zipError(file, "entry " + std::to_string(i) + " of the central directory is damaged");
        const auto flags = readLittle<std::uint16_t>(bytes, at + 8);
        const auto method = readLittle<std::uint16_t>(bytes, at + 10);
        ZipEntry entry;
        entry.crc = readLittle<std::uint32_t>(bytes, at + 16);
        std::uint64_t compressed = readLittle<std::uint32_t>(bytes, at + 20);
        std::uint64_t size = readLittle<std::uint32_t>(bytes, at + 24);
        const auto nameLength = readLittle<std::uint16_t>(bytes, at + 28);
        const auto extraLength = readLittle<std::uint16_t>(bytes, at + 30);
        const auto commentLength = readLittle<std::uint16_t>(bytes, at + 32);
        std::uint64_t localOffset = readLittle<std::uint32_t>(bytes, at + 42);
        if (directoryEnd - at - 46 < std::uint64_t(nameLength) + extraLength + commentLength)
            return zipError(file, "entry " + std::to_string(i) + " of the central directory runs past it");
        entry.name.assign(reinterpret_cast<const char *>(bytes.data() + at + 46), nameLength);
        // The ZIP64 extra field holds, in this order, the sizes and the offset that are 0xFFFFFFFF.
        std::uint64_t extra = at + 46 + nameLength;
        const std::uint64_t extraEnd = extra + extraLength;
        while (extraEnd - extra >= 4) {
            const auto id = readLittle<std::uint16_t>(bytes, extra);
            const auto length = readLittle<std::uint16_t>(bytes, extra + 2);
            if (extraEnd - extra - 4 < length)
                return zipError(file, "entry " + entry.name + " has a damaged extra field");
            if (id == 0x0001) {
                std::uint64_t field = extra + 4;
                for (std::uint64_t *value : {&size, &compressed, &localOffset}) {
                    if (*value != 0xFFFFFFFFu)
                        continue;
                    if (field + 8 > extra + 4 + length)
                        return zipError(file, "entry " + entry.name + " has a short ZIP64 field");
                    *value = readLittle<std::uint64_t>(bytes, field);
                    field += 8;
                }
            }
            extra += 4 + length;
        }
        at += 46 + std::uint64_t(nameLength) + extraLength + commentLength;
        if (flags & 0x1)
            return zipError(file, "entry " + entry.name + " is encrypted", ErrorCode::UnsupportedFormat);
        if (method != 0 || compressed != size)
            return zipError(file,
                            "entry " + entry.name + " is compressed (method " + std::to_string(method)
                                + "); torch stores its entries uncompressed",
                            ErrorCode::UnsupportedFormat);
        if (localOffset > directoryOffset || directoryOffset - localOffset < 30
            || std::memcmp(bytes.data() + localOffset, "PK\x03\x04", 4) != 0)
            return zipError(file, "entry " + entry.name + " has no local header where the directory says");
        const auto localName = readLittle<std::uint16_t>(bytes, localOffset + 26);
        const auto localExtra = readLittle<std::uint16_t>(bytes, localOffset + 28);
        entry.dataOffset = localOffset + 30 + localName + localExtra;
        if (entry.dataOffset > directoryOffset || size > directoryOffset - entry.dataOffset)
            return zipError(file, "entry " + entry.name + " (" + std::to_string(size) + " bytes at "
                                      + std::to_string(entry.dataOffset) + ") runs into the central directory");
        if (localName != nameLength || std::memcmp(bytes.data() + localOffset + 30, entry.name.data(), nameLength) != 0)
            return zipError(file, "entry " + entry.name + "'s local header names another file");
        entry.size = size;
        entries.push_back(std::move(entry));
    }
    // No two entries may share bytes: sorted by offset, each ends before the next one's header.
    std::vector<const ZipEntry *> byOffset;
    for (const ZipEntry &entry : entries)
        byOffset.push_back(&entry);
    std::sort(byOffset.begin(), byOffset.end(),
              [](const ZipEntry *a, const ZipEntry *b) { return a->dataOffset < b->dataOffset; });
    for (std::size_t i = 1; i < byOffset.size(); ++i) {
        if (byOffset[i - 1]->dataOffset + byOffset[i - 1]->size + 30 > byOffset[i]->dataOffset)
            return zipError(file, "entries " + byOffset[i - 1]->name + " and " + byOffset[i]->name + " overlap");
    }
    return entries;
}

} // namespace

Result<Weights::Parts> readTorchZip(const fs::path &file, std::shared_ptr<const MappedFile> mapping)
{
    const std::span<const std::byte> bytes = mapping->bytes();
    auto entries = readZipDirectory(file, bytes);
    if (!entries)
        return entries.error();
    std::map<std::string, const ZipEntry *, std::less<>> byName;
    const ZipEntry *pickle = nullptr;
    for (const ZipEntry &entry : entries.value()) {
        if (!byName.emplace(entry.name, &entry).second)
            return zipError(file, "two entries are named " + entry.name);
        const auto slash = entry.name.find('/');
        if (slash != std::string::npos && entry.name.substr(slash) == "/data.pkl") {
            if (pickle)
                return zipError(file, "two state dicts, " + pickle->name + " and " + entry.name);
            pickle = &entry;
        }
    }
    if (!pickle)
        return zipError(file, "no ARCHIVE/data.pkl entry: a zip archive, but not one torch.save wrote",
                        ErrorCode::UnsupportedFormat);
    const std::string prefix = pickle->name.substr(0, pickle->name.size() - std::strlen("data.pkl"));
    if (const auto order = byName.find(prefix + "byteorder"); order != byName.end()) {
        const std::string_view text(reinterpret_cast<const char *>(bytes.data() + order->second->dataOffset),
                                    order->second->size);
        if (text != "little")
            return makeError(ErrorCode::UnsupportedFormat,
                             "the tensors are stored " + std::string(text.substr(0, 16)) + "-endian, not little-endian",
                             file.string());
    }

    PickleReader reader(file, pickle->name, pickle->dataOffset);
    auto top = reader.load(bytes.subspan(pickle->dataOffset, pickle->size));
    if (!top)
        return top.error();
    auto tensors = reader.stateDict(top.value());
    if (!tensors)
        return tensors.error();

    Weights::Parts parts;
    parts.file = file;
    for (const PickledStorage &storage : reader.storages()) {
        const auto entry = byName.find(prefix + "data/" + storage.key);
        if (entry == byName.end())
            return makeError(ErrorCode::BadSchema,
                             "the state dict names storage " + storage.key + ", but the archive has no entry " + prefix
                                 + "data/" + storage.key,
                             file.string());
        const std::uint64_t needed = storage.elements * dtypeBytes(storage.type);
        if (storage.elements > (std::uint64_t(1) << 60) || entry->second->size != needed)
            return makeError(ErrorCode::CountMismatch,
                             "entry " + entry->first + " holds " + std::to_string(entry->second->size)
                                 + " bytes, but its " + storage.typeName + " of " + std::to_string(storage.elements)
                                 + " elements is " + std::to_string(needed),
                             file.string());
        const std::byte *data = bytes.data() + entry->second->dataOffset;
        uLong crc = crc32(0, nullptr, 0);
        for (std::uint64_t done = 0; done < needed;) {
            const auto piece = uInt(std::min<std::uint64_t>(needed - done, 1u << 30));
            crc = crc32(crc, reinterpret_cast<const Bytef *>(data + done), piece);
            done += piece;
        }
        if (crc != entry->second->crc)
            return makeError(ErrorCode::FileUnreadable,
                             "entry " + entry->first + " fails its CRC-32 check: the file is damaged", file.string());
        parts.storages.push_back(
            StorageBlock{entry->first, storage.type, std::size_t(entry->second->dataOffset), storage.elements});
    }
    parts.tensors = std::move(tensors.value());
    parts.mapping = std::move(mapping);
    return parts;
}

} // namespace isoscope::transformer
