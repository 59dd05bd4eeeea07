#include "core/transformer/pickle.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace isoscope::transformer {

namespace {

using Kind = PickleValue::Kind;

// A state dict of the largest models has tens of thousands of objects; far more is not one.
constexpr std::size_t kMaxObjects = 4'000'000;

// The names of pickle's opcodes, for the message that refuses one.
std::string opcodeName(unsigned char op)
{
    static const std::unordered_map<unsigned char, const char *> names = {{'(', "MARK"},
                                                                          {'.', "STOP"},
                                                                          {'0', "POP"},
                                                                          {'1', "POP_MARK"},
                                                                          {'2', "DUP"},
                                                                          {'F', "FLOAT"},
                                                                          {'I', "INT"},
                                                                          {'J', "BININT"},
                                                                          {'K', "BININT1"},
                                                                          {'L', "LONG"},
                                                                          {'M', "BININT2"},
                                                                          {'N', "NONE"},
                                                                          {'P', "PERSID"},
                                                                          {'Q', "BINPERSID"},
                                                                          {'R', "REDUCE"},
                                                                          {'S', "STRING"},
                                                                          {'T', "BINSTRING"},
                                                                          {'U', "SHORT_BINSTRING"},
                                                                          {'V', "UNICODE"},
                                                                          {'X', "BINUNICODE"},
                                                                          {'a', "APPEND"},
                                                                          {'b', "BUILD"},
                                                                          {'c', "GLOBAL"},
                                                                          {'d', "DICT"},
                                                                          {'}', "EMPTY_DICT"},
                                                                          {'e', "APPENDS"},
                                                                          {'g', "GET"},
                                                                          {'h', "BINGET"},
                                                                          {'i', "INST"},
                                                                          {'j', "LONG_BINGET"},
                                                                          {'l', "LIST"},
                                                                          {']', "EMPTY_LIST"},
                                                                          {'o', "OBJ"},
                                                                          {'p', "PUT"},
                                                                          {'q', "BINPUT"},
                                                                          {'r', "LONG_BINPUT"},
                                                                          {'s', "SETITEM"},
                                                                          {'t', "TUPLE"},
                                                                          {')', "EMPTY_TUPLE"},
                                                                          {'u', "SETITEMS"},
                                                                          {'G', "BINFLOAT"},
                                                                          {0x80, "PROTO"},
                                                                          {0x81, "NEWOBJ"},
                                                                          {0x82, "EXT1"},
                                                                          {0x83, "EXT2"},
                                                                          {0x84, "EXT4"},
                                                                          {0x85, "TUPLE1"},
                                                                          {0x86, "TUPLE2"},
                                                                          {0x87, "TUPLE3"},
                                                                          {0x88, "NEWTRUE"},
                                                                          {0x89, "NEWFALSE"},
                                                                          {0x8a, "LONG1"},
                                                                          {0x8b, "LONG4"},
                                                                          {'B', "BINBYTES"},
                                                                          {'C', "SHORT_BINBYTES"},
                                                                          {0x8c, "SHORT_BINUNICODE"},
                                                                          {0x8d, "BINUNICODE8"},
                                                                          {0x8e, "BINBYTES8"},
                                                                          {0x8f, "EMPTY_SET"},
                                                                          {0x90, "ADDITEMS"},
                                                                          {0x91, "FROZENSET"},
                                                                          {0x92, "NEWOBJ_EX"},
                                                                          {0x93, "STACK_GLOBAL"},
                                                                          {0x94, "MEMOIZE"},
                                                                          {0x95, "FRAME"},
                                                                          {0x96, "BYTEARRAY8"},
                                                                          {0x97, "NEXT_BUFFER"},
                                                                          {0x98, "READONLY_BUFFER"}};
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", op);
    const auto it = names.find(op);
    return std::string(hex) + (it == names.end() ? " (not a pickle opcode)" : std::string(" (") + it->second + ")");
}

// The storage classes a persistent id may name, with their element types.
std::optional<DType> storageType(std::string_view name)
{
    static const std::pair<std::string_view, DType> types[] = {
        {"torch.FloatStorage", DType::F32},  {"torch.HalfStorage", DType::F16}, {"torch.BFloat16Storage", DType::BF16},
        {"torch.DoubleStorage", DType::F64}, {"torch.LongStorage", DType::I64}, {"torch.IntStorage", DType::I32},
        {"torch.ShortStorage", DType::I16},  {"torch.CharStorage", DType::I8},  {"torch.ByteStorage", DType::U8},
        {"torch.BoolStorage", DType::Bool}};
    for (const auto &[storage, type] : types) {
        if (storage == name)
            return type;
    }
    return std::nullopt;
}

bool isAllowedClass(std::string_view name)
{
    return name == "collections.OrderedDict" || name == "torch._utils._rebuild_tensor_v2"
           || name == "torch._utils._rebuild_tensor" || name == "torch._utils._rebuild_parameter"
           || name == "torch._utils._rebuild_parameter_with_state" || storageType(name).has_value();
}

const char *kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return "None";
    case Kind::Bool: return "a boolean";
    case Kind::Int: return "an integer";
    case Kind::BigInt: return "a long integer";
    case Kind::Float: return "a float";
    case Kind::String: return "a string";
    case Kind::Tuple: return "a tuple";
    case Kind::List: return "a list";
    case Kind::Dict: return "a dict";
    case Kind::Class: return "a class";
    case Kind::Storage: return "a storage";
    case Kind::Tensor: return "a tensor";
    }
    return "?";
}

} // namespace

struct PickleReader::Machine {
    Machine(PickleReader &r, std::span<const std::byte> b) : reader(r), bytes(b) {}

    PickleReader &reader;
    std::span<const std::byte> bytes;
    std::size_t at = 0;
    std::size_t opcodeAt = 0;
    std::vector<PickleValue *> stack;
    std::vector<std::size_t> marks;
    std::unordered_map<std::uint32_t, PickleValue *> memo;
    std::unordered_map<std::string, std::size_t> storageByKey;

    Error error(const std::string &what) const
    {
        return makeError(ErrorCode::UnsupportedFormat,
                         reader.m_stream + " byte " + std::to_string(reader.m_baseOffset + opcodeAt) + ": " + what,
                         reader.m_file.string());
    }
    Error truncated() const
    {
        return makeError(ErrorCode::TruncatedFile,
                         reader.m_stream + " byte " + std::to_string(reader.m_baseOffset + opcodeAt)
                             + ": the pickle ends in the middle of an opcode",
                         reader.m_file.string());
    }

    PickleValue *make(Kind kind)
    {
        if (reader.m_arena.size() >= kMaxObjects)
            return nullptr;
        reader.m_arena.push_back(std::make_unique<PickleValue>());
        reader.m_arena.back()->kind = kind;
        return reader.m_arena.back().get();
    }

    bool take(std::size_t n, const std::byte *&out)
    {
        if (bytes.size() - at < n)
            return false;
        out = bytes.data() + at;
        at += n;
        return true;
    }
    template <typename T>
    bool little(T &value)
    {
        const std::byte *p;
        if (!take(sizeof(T), p))
            return false;
        std::memcpy(&value, p, sizeof(T));
        return true;
    }
    bool line(std::string &text)
    {
        const std::byte *start = bytes.data() + at;
        const auto *end = std::find(start, bytes.data() + bytes.size(), std::byte{'\n'});
        if (end == bytes.data() + bytes.size())
            return false;
        text.assign(reinterpret_cast<const char *>(start), std::size_t(end - start));
        at += std::size_t(end - start) + 1;
        return true;
    }

    // A memo index: one byte (BINPUT, BINGET) or four (LONG_BINPUT, LONG_BINGET).
    bool memoIndex(bool oneByte, std::uint32_t &index)
    {
        if (!oneByte)
            return little(index);
        std::uint8_t small;
        if (!little(small))
            return false;
        index = small;
        return true;
    }

    // Pops everything above the last mark (and the mark).
    std::optional<std::vector<PickleValue *>> popMark()
    {
        if (marks.empty())
            return std::nullopt;
        const std::size_t from = marks.back();
        marks.pop_back();
        std::vector<PickleValue *> items(stack.begin() + std::ptrdiff_t(from), stack.end());
        stack.resize(from);
        return items;
    }
    PickleValue *pop()
    {
        PickleValue *value = stack.back();
        stack.pop_back();
        return value;
    }
    bool has(std::size_t n) const { return stack.size() >= n + (marks.empty() ? 0 : marks.back()); }

    Result<PickleValue *> persistentLoad(PickleValue *id);
    Result<PickleValue *> reduce(PickleValue *callable, PickleValue *args);
    Result<const PickleValue *> run();
};

PickleReader::PickleReader(std::filesystem::path file, std::string stream, std::size_t baseOffset)
    : m_file(std::move(file)), m_stream(std::move(stream)), m_baseOffset(baseOffset)
{}

PickleReader::~PickleReader() = default;

Result<const PickleValue *> PickleReader::load(std::span<const std::byte> bytes)
{
    Machine machine(*this, bytes);
    auto result = machine.run();
    m_consumed = machine.at;
    return result;
}

// ('storage', StorageClass, key, location, elements) in both formats; the legacy one adds a view
// (None, or (root key, offset, elements)).
Result<PickleValue *> PickleReader::Machine::persistentLoad(PickleValue *id)
{
    if (id->kind != Kind::Tuple || (id->items.size() != 5 && id->items.size() != 6)
        || id->items[0]->kind != Kind::String || id->items[0]->text != "storage")
        return error("a persistent id that is not ('storage', type, key, location, size)");
    const PickleValue *type = id->items[1];
    const PickleValue *key = id->items[2];
    const PickleValue *count = id->items[4];
    if (type->kind != Kind::Class || !storageType(type->text))
        return error("a persistent id whose storage type is " + std::string(kindName(type->kind)) + " " + type->text);
    if (key->kind != Kind::String || count->kind != Kind::Int || count->integer < 0)
        return error("a persistent id without a storage key and size");
    const DType dtype = *storageType(type->text);
    PickleValue *storage = make(Kind::Storage);
    if (!storage)
        return error("more than " + std::to_string(kMaxObjects) + " objects: not a state dict");
    storage->viewElements = std::uint64_t(count->integer);
    std::string rootKey = key->text;
    if (id->items.size() == 6 && id->items[5]->kind != Kind::None) {
        const PickleValue *view = id->items[5];
        if (view->kind != Kind::Tuple || view->items.size() != 3 || view->items[0]->kind != Kind::String
            || view->items[1]->kind != Kind::Int || view->items[2]->kind != Kind::Int || view->items[1]->integer < 0
            || view->items[2]->integer < 0)
            return error("a storage view that is not (key, offset, size)");
        // The view (key, offset, size) of the root storage (key of the id, its size).
        rootKey = view->items[0]->text;
        storage->storageOffset = std::uint64_t(view->items[1]->integer);
        storage->viewElements = std::uint64_t(view->items[2]->integer);
        if (storage->storageOffset > std::uint64_t(count->integer)
            || storage->viewElements > std::uint64_t(count->integer) - storage->storageOffset)
            return error("a storage view of " + std::to_string(storage->viewElements) + " elements at "
                         + std::to_string(storage->storageOffset) + " outside its storage of "
                         + std::to_string(count->integer));
    }
    const std::uint64_t rootElements = std::uint64_t(count->integer);
    const auto [it, added] = storageByKey.emplace(rootKey, reader.m_storages.size());
    if (added) {
        reader.m_storages.push_back(PickledStorage{rootKey, dtype, rootElements, type->text});
    } else {
        const PickledStorage &known = reader.m_storages[it->second];
        if (known.type != dtype || known.elements != rootElements)
            return error("storage '" + rootKey + "' is named as " + type->text + " of " + std::to_string(rootElements)
                         + " elements, and before as " + known.typeName + " of " + std::to_string(known.elements));
    }
    storage->storage = it->second;
    storage->text = rootKey;
    return storage;
}

Result<PickleValue *> PickleReader::Machine::reduce(PickleValue *callable, PickleValue *args)
{
    if (callable->kind != Kind::Class)
        return error("a call of " + std::string(kindName(callable->kind)) + ", not of a class");
    if (args->kind != Kind::Tuple)
        return error("a call of " + callable->text + " without a tuple of arguments");
    const std::vector<PickleValue *> &a = args->items;
    const std::string &name = callable->text;
    if (name == "collections.OrderedDict") {
        if (!a.empty())
            return error("collections.OrderedDict called with arguments");
        return make(Kind::Dict);
    }
    if (name == "torch._utils._rebuild_parameter" || name == "torch._utils._rebuild_parameter_with_state") {
        if (a.size() < 3 || a[0]->kind != Kind::Tensor)
            return error(name + " called without a tensor");
        return a[0];
    }
    if (name == "torch._utils._rebuild_tensor_v2" || name == "torch._utils._rebuild_tensor") {
        // (storage, storage_offset, size, stride[, requires_grad, backward_hooks[, metadata]])
        const bool v2 = name.ends_with("_v2");
        if ((v2 && a.size() != 6 && a.size() != 7) || (!v2 && a.size() != 4))
            return error(name + " called with " + std::to_string(a.size()) + " arguments");
        if (a[0]->kind != Kind::Storage || a[1]->kind != Kind::Int || a[1]->integer < 0 || a[2]->kind != Kind::Tuple
            || a[3]->kind != Kind::Tuple)
            return error(name + " called without (storage, offset, size, stride)");
        PickleValue *tensor = make(Kind::Tensor);
        if (!tensor)
            return error("more than " + std::to_string(kMaxObjects) + " objects: not a state dict");
        tensor->storage = a[0]->storage;
        tensor->tensor.storage = a[0]->storage;
        tensor->tensor.offset = a[0]->storageOffset + std::uint64_t(a[1]->integer);
        for (int part = 2; part <= 3; ++part) {
            auto &into = part == 2 ? tensor->tensor.shape : tensor->tensor.strides;
            for (const PickleValue *extent : a[std::size_t(part)]->items) {
                if (extent->kind != Kind::Int)
                    return error(name + " called with a size or stride that is not an integer");
                into.push_back(extent->integer);
            }
        }
        if (tensor->tensor.shape.size() != tensor->tensor.strides.size())
            return error(name + " called with " + std::to_string(tensor->tensor.shape.size()) + " sizes and "
                         + std::to_string(tensor->tensor.strides.size()) + " strides");
        // A legacy storage view: the tensor may not reach past the view.
        if (a[0]->storageOffset > 0 || a[0]->viewElements < reader.m_storages[a[0]->storage].elements) {
            const auto count = elementCount(tensor->tensor.shape);
            if (!count || std::uint64_t(a[1]->integer) + *count > a[0]->viewElements)
                return error(name + " called with a tensor that reaches past its storage view");
        }
        return tensor;
    }
    return error("a call of " + name + ", which a state dict does not make");
}

Result<const PickleValue *> PickleReader::Machine::run()
{
    for (;;) {
        opcodeAt = at;
        const std::byte *p;
        if (!take(1, p))
            return truncated();
        const auto op = static_cast<unsigned char>(*p);
        PickleValue *value = nullptr;
        auto push = [&](PickleValue *v) -> bool {
            if (!v)
                return false;
            stack.push_back(v);
            return true;
        };
        auto tooMany = [&] { return error("more than " + std::to_string(kMaxObjects) + " objects: not a state dict"); };
        auto stackShort = [&] { return error("opcode " + opcodeName(op) + " on a stack too short for it"); };
        switch (op) {
        case 0x80: { // PROTO
            std::uint8_t protocol;
            if (!little(protocol))
                return truncated();
            if (protocol < 2 || protocol > 5)
                return error("pickle protocol " + std::to_string(protocol) + " (torch writes 2 to 5)");
            break;
        }
        case 0x95: { // FRAME: a length hint
            std::uint64_t length;
            if (!little(length))
                return truncated();
            break;
        }
        case '.': // STOP
            if (stack.size() != 1 || !marks.empty())
                return error("STOP with " + std::to_string(stack.size()) + " values on the stack");
            return stack.back();
        case 'c':    // GLOBAL module\nname\n
        case 0x93: { // STACK_GLOBAL: module and name from the stack
            std::string module, name;
            if (op == 'c') {
                if (!line(module) || !line(name))
                    return truncated();
            } else {
                if (!has(2))
                    return stackShort();
                if (stack.back()->kind != Kind::String || stack[stack.size() - 2]->kind != Kind::String)
                    return error("STACK_GLOBAL of something other than two strings");
                name = pop()->text;
                module = pop()->text;
            }
            const std::string full = module + "." + name;
            if (!isAllowedClass(full))
                return error("class " + full + " is not one a state dict uses (only tensors, storages, OrderedDict)");
            value = make(Kind::Class);
            if (!value)
                return tooMany();
            value->text = full;
            stack.push_back(value);
            break;
        }
        case 'q':    // BINPUT
        case 'r':    // LONG_BINPUT
        case 0x94: { // MEMOIZE
            std::uint32_t index = std::uint32_t(memo.size());
            if (op != 0x94 && !memoIndex(op == 'q', index))
                return truncated();
            if (stack.empty())
                return stackShort();
            if (memo.size() >= kMaxObjects)
                return tooMany();
            memo[index] = stack.back();
            break;
        }
        case 'h':   // BINGET
        case 'j': { // LONG_BINGET
            std::uint32_t index;
            if (!memoIndex(op == 'h', index))
                return truncated();
            const auto it = memo.find(index);
            if (it == memo.end())
                return error("BINGET of memo entry " + std::to_string(index) + ", which was never put");
            stack.push_back(it->second);
            break;
        }
        case '(': // MARK
            marks.push_back(stack.size());
            break;
        case ')': // EMPTY_TUPLE
        case ']': // EMPTY_LIST
        case '}': // EMPTY_DICT
            if (!push(make(op == ')' ? Kind::Tuple : op == ']' ? Kind::List : Kind::Dict)))
                return tooMany();
            break;
        case 't':   // TUPLE
        case 'l':   // LIST
        case 'd': { // DICT
            auto items = popMark();
            if (!items)
                return error("opcode " + opcodeName(op) + " without a MARK");
            if (op == 'd' && items->size() % 2 != 0)
                return error("DICT of an odd number of items");
            value = make(op == 't' ? Kind::Tuple : op == 'l' ? Kind::List : Kind::Dict);
            if (!value)
                return tooMany();
            value->items = std::move(*items);
            stack.push_back(value);
            break;
        }
        case 0x85:   // TUPLE1
        case 0x86:   // TUPLE2
        case 0x87: { // TUPLE3
            const std::size_t n = op - 0x84u;
            if (!has(n))
                return stackShort();
            value = make(Kind::Tuple);
            if (!value)
                return tooMany();
            value->items.assign(stack.end() - std::ptrdiff_t(n), stack.end());
            stack.resize(stack.size() - n);
            stack.push_back(value);
            break;
        }
        case 'a':   // APPEND: one item onto a list
        case 'e':   // APPENDS: the items above the mark
        case 's':   // SETITEM: one key and value into a dict
        case 'u': { // SETITEMS: the keys and values above the mark
            const bool toList = op == 'a' || op == 'e';
            std::vector<PickleValue *> items;
            if (op == 'a' || op == 's') {
                const std::size_t n = toList ? 1 : 2;
                if (!has(n + 1))
                    return stackShort();
                items.assign(stack.end() - std::ptrdiff_t(n), stack.end());
                stack.resize(stack.size() - n);
            } else {
                auto marked = popMark();
                if (!marked || (!toList && marked->size() % 2 != 0))
                    return error("opcode " + opcodeName(op) + " without a MARK and its items");
                items = std::move(*marked);
            }
            if (stack.empty() || stack.back()->kind != (toList ? Kind::List : Kind::Dict))
                return error("opcode " + opcodeName(op) + " on something that is not a " + (toList ? "list" : "dict"));
            stack.back()->items.insert(stack.back()->items.end(), items.begin(), items.end());
            break;
        }
        case 'X':    // BINUNICODE
        case 0x8c:   // SHORT_BINUNICODE
        case 0x8d: { // BINUNICODE8
            std::uint64_t length = 0;
            if (op == 'X') {
                std::uint32_t n;
                if (!little(n))
                    return truncated();
                length = n;
            } else if (op == 0x8c) {
                std::uint8_t n;
                if (!little(n))
                    return truncated();
                length = n;
            } else if (!little(length)) {
                return truncated();
            }
            if (length > bytes.size() - at || !take(std::size_t(length), p))
                return truncated();
            value = make(Kind::String);
            if (!value)
                return tooMany();
            value->text.assign(reinterpret_cast<const char *>(p), std::size_t(length));
            stack.push_back(value);
            break;
        }
        case 'J':   // BININT
        case 'K':   // BININT1
        case 'M': { // BININT2
            value = make(Kind::Int);
            if (!value)
                return tooMany();
            if (op == 'J') {
                std::int32_t n;
                if (!little(n))
                    return truncated();
                value->integer = n;
            } else if (op == 'K') {
                std::uint8_t n;
                if (!little(n))
                    return truncated();
                value->integer = n;
            } else {
                std::uint16_t n;
                if (!little(n))
                    return truncated();
                value->integer = n;
            }
            stack.push_back(value);
            break;
        }
        case 0x8a: { // LONG1: n bytes, little-endian two's complement
            std::uint8_t n;
            if (!little(n) || !take(n, p))
                return truncated();
            if (n <= 8) {
                value = make(Kind::Int);
                if (!value)
                    return tooMany();
                std::uint64_t bits = 0;
                for (unsigned i = 0; i < n; ++i)
                    bits |= std::uint64_t(std::to_integer<unsigned char>(p[i])) << (8 * i);
                if (n > 0 && n < 8 && (std::to_integer<unsigned char>(p[n - 1]) & 0x80))
                    bits |= ~std::uint64_t(0) << (8 * n); // sign extension
                value->integer = std::bit_cast<std::int64_t>(bits);
            } else {
                value = make(Kind::BigInt);
                if (!value)
                    return tooMany();
                value->text.assign(reinterpret_cast<const char *>(p), n);
            }
            stack.push_back(value);
            break;
        }
        case 'G': { // BINFLOAT: big-endian double
            std::uint64_t bits;
            if (!little(bits))
                return truncated();
            value = make(Kind::Float);
            if (!value)
                return tooMany();
            value->real = std::bit_cast<double>(__builtin_bswap64(bits));
            stack.push_back(value);
            break;
        }
        case 'N':  // NONE
        case 0x88: // NEWTRUE
        case 0x89: // NEWFALSE
            value = make(op == 'N' ? Kind::None : Kind::Bool);
            if (!value)
                return tooMany();
            value->integer = op == 0x88;
            stack.push_back(value);
            break;
        case 'R': { // REDUCE
            if (!has(2))
                return stackShort();
            PickleValue *args = pop();
            PickleValue *callable = pop();
            auto result = reduce(callable, args);
            if (!result)
                return result.error();
            stack.push_back(result.value());
            break;
        }
        case 'b': { // BUILD: an OrderedDict's attributes (a state dict's _metadata), set and not read
            if (!has(2))
                return stackShort();
            pop();
            if (stack.back()->kind != Kind::Dict)
                return error("BUILD of " + std::string(kindName(stack.back()->kind)) + ", not of an OrderedDict");
            break;
        }
        case 'Q': { // BINPERSID
            if (!has(1))
                return stackShort();
            auto storage = persistentLoad(pop());
            if (!storage)
                return storage.error();
            stack.push_back(storage.value());
            break;
        }
        default: return error("opcode " + opcodeName(op) + " is not one a state dict uses");
        }
    }
}

Result<std::vector<TensorRecord>> PickleReader::stateDict(const PickleValue *top) const
{
    auto fail = [&](const std::string &what, const std::string &key = {}) {
        return makeError(ErrorCode::UnsupportedFormat, m_stream + ": " + what, m_file.string(), 0, key);
    };
    if (top->kind != Kind::Dict)
        return fail(std::string("the pickle holds ") + kindName(top->kind) + ", not a state dict of tensors");
    std::vector<TensorRecord> tensors;
    for (std::size_t i = 0; i + 1 < top->items.size(); i += 2) {
        const PickleValue *key = top->items[i];
        const PickleValue *value = top->items[i + 1];
        if (key->kind != Kind::String)
            return fail(std::string("a state dict key that is ") + kindName(key->kind) + ", not a name");
        if (value->kind != Kind::Tensor)
            return fail(std::string("the value is ") + kindName(value->kind) + ", not a tensor", key->text);
        TensorRecord tensor = value->tensor;
        tensor.name = key->text;
        tensors.push_back(std::move(tensor));
    }
    return tensors;
}

} // namespace isoscope::transformer
