// fastText .bin/.ftz: the input is the file, read through fastText's own library behind the
// reader's guards (sizes checked before the library allocates, a stream that throws where the data
// ends). The subword vectors of a few words are computed too when the model has subwords.

#include "core/io/subwords.h"
#include "tests/fuzz/fuzzinput.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    isoscope::ReadOptions options;
    options.format = isoscope::EmbeddingFormat::FastTextBinary;
    const auto path =
        isoscope::fuzz::writeInput("model.bin", std::string_view(reinterpret_cast<const char *>(data), size));
    isoscope::fuzz::readAndCheck(path, options);
    if (auto loaded = isoscope::readEmbeddingFile(path, options); loaded && loaded->set.subwords()) {
        const isoscope::EmbeddingSet view = loaded->set.withSubwordLookup(true);
        for (const char *word : {"Shaniqua", "x", "naïve", "</s>"})
            if (const auto hit = view.lookup(word); hit.row)
                (void)view.rows({*hit.row});
    }
    return 0;
}
