// gzip: with the first byte even, the input is a gzip file of any bytes (zlib's verdicts on
// corrupt, cut or padded streams, several members); odd, the input is packed into valid gzip
// here and the format detected inside it, so that every stream reader runs behind the gzip source.

#include "tests/fuzz/fuzzinput.h"

#include <zlib.h>

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::string_view rest(reinterpret_cast<const char *>(data + 1), size - 1);
    std::string file;
    if (data[0] % 2 == 0) {
        file = "\x1f\x8b";
        file += rest;
    } else {
        z_stream stream{};
        if (deflateInit2(&stream, 1, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
            return 0;
        file.resize(deflateBound(&stream, static_cast<uLong>(rest.size())) + 64);
        stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(rest.data()));
        stream.avail_in = static_cast<uInt>(rest.size());
        stream.next_out = reinterpret_cast<Bytef *>(file.data());
        stream.avail_out = static_cast<uInt>(file.size());
        deflate(&stream, Z_FINISH);
        file.resize(stream.total_out);
        deflateEnd(&stream);
    }
    isoscope::ReadOptions options;
    options.threads = 2;
    const auto path = isoscope::fuzz::writeInput("data.gz", file);
    // A NumPy matrix inside needs its vocabulary beside it: three words, whatever the rows.
    static const auto vocabulary = isoscope::fuzz::writeInput("data.vocab", "a\nb\nc\n");
    (void)vocabulary;
    isoscope::fuzz::readAndCheck(path, options);
    return 0;
}
