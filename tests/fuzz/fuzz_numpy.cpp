// NumPy .npy and its vocabulary file: the first byte k gives the vocabulary's length (the next k
// bytes), the rest is the .npy file.

#include "tests/fuzz/fuzzinput.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::size_t vocabularyBytes = std::min<std::size_t>(data[0], size - 1);
    const char *bytes = reinterpret_cast<const char *>(data + 1);
    isoscope::fuzz::writeInput("matrix.vocab", std::string_view(bytes, vocabularyBytes));
    const auto path =
        isoscope::fuzz::writeInput("matrix.npy", std::string_view(bytes + vocabularyBytes, size - 1 - vocabularyBytes));
    isoscope::ReadOptions options;
    options.format = isoscope::EmbeddingFormat::Numpy;
    isoscope::fuzz::readAndCheck(path, options);
    return 0;
}
