// GloVe and word2vec text, parsed by one or several threads: the first byte chooses the format and
// the thread count, the rest is the file.

#include "tests/fuzz/fuzzinput.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    using isoscope::EmbeddingFormat;
    static constexpr EmbeddingFormat formats[] = {EmbeddingFormat::Auto, EmbeddingFormat::GloveText,
                                                  EmbeddingFormat::Word2vecText};
    isoscope::ReadOptions options;
    options.format = formats[data[0] % 3];
    options.threads = 1 + (data[0] / 3) % 3;
    const auto path =
        isoscope::fuzz::writeInput("text.txt", std::string_view(reinterpret_cast<const char *>(data + 1), size - 1));
    isoscope::fuzz::readAndCheck(path, options);
    return 0;
}
