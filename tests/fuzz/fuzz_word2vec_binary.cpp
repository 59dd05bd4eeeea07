// word2vec binary: the input is the file.

#include "tests/fuzz/fuzzinput.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    isoscope::ReadOptions options;
    options.format = isoscope::EmbeddingFormat::Word2vecBinary;
    const auto path =
        isoscope::fuzz::writeInput("vectors.bin", std::string_view(reinterpret_cast<const char *>(data), size));
    isoscope::fuzz::readAndCheck(path, options);
    return 0;
}
