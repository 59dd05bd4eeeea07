"""A writer of the safetensors format, written from its specification
(https://github.com/huggingface/safetensors#format) because Debian 12 has no `safetensors` package:
an 8-byte little-endian header length N, N bytes of JSON
{"name": {"dtype": "F32", "shape": [...], "data_offsets": [begin, end]}, "__metadata__": {...}},
then the tensors' bytes in row-major order, little-endian, one after the other.

    from safetensors_writer import write_safetensors
    write_safetensors(path, {"name": tensor, ...}, dtype="F16", metadata={"format": "pt"})

Tensors are torch tensors; dtype converts floating-point tensors to "F32", "F16" or "BF16" with
torch's own conversion (integer and bool tensors keep theirs). Like the format's own library, the
header is padded with spaces to a multiple of 8 bytes; header_pad adds that many spaces more
(an odd number makes the data start at an address no float is aligned to).
"""

import json
import struct

import torch

_DTYPES = {
    torch.float32: "F32",
    torch.float16: "F16",
    torch.bfloat16: "BF16",
    torch.float64: "F64",
    torch.int64: "I64",
    torch.int32: "I32",
    torch.int16: "I16",
    torch.int8: "I8",
    torch.uint8: "U8",
    torch.bool: "BOOL",
}
_TORCH = {"F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16}


def tensor_bytes(tensor):
    """The tensor's elements as stored: row-major, little-endian (bfloat16 through int16)."""
    tensor = tensor.contiguous()
    if tensor.dtype == torch.bfloat16:
        return tensor.view(torch.int16).numpy().tobytes()
    return tensor.numpy().tobytes()


def stored(tensor, dtype):
    """The tensor as the file stores it: floating point converted to dtype, others as they are."""
    if tensor.is_floating_point() and dtype is not None:
        return tensor.to(_TORCH[dtype])
    return tensor


def write_safetensors(path, tensors, dtype="F32", metadata=None, header_pad=0):
    header = {}
    chunks = []
    offset = 0
    for name, tensor in tensors.items():
        tensor = stored(tensor, dtype)
        data = tensor_bytes(tensor)
        header[name] = {
            "dtype": _DTYPES[tensor.dtype],
            "shape": list(tensor.shape),
            "data_offsets": [offset, offset + len(data)],
        }
        chunks.append(data)
        offset += len(data)
    if metadata is not None:
        header["__metadata__"] = metadata
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * ((8 - len(text) % 8) % 8 + header_pad)
    with open(path, "wb") as out:
        out.write(struct.pack("<Q", len(text)))
        out.write(text)
        for chunk in chunks:
            out.write(chunk)
