// isoscope-cli import: build (or check in full) the HDF5 cache of one model.
#include "app/cli/common.h"
#include "app/cli/subcommands.h"

#include "core/base/contenthash.h"
#include "core/storage/embeddingcache.h"

#include <filesystem>

namespace isoscope::cli {

int import(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    std::vector<std::filesystem::path> sources;
    CacheOptions options;
    Command command("isoscope-cli import",
                    "isoscope-cli import PATH [--format F] [--vocab FILE] [--cache-dir DIR] [--rebuild]\n"
                    "                    build or check the HDF5 cache of a model");
    command.positionals("PATH", "the embedding file", [&sources](const std::string &v) { sources.emplace_back(v); });
    command.option("--format", "auto|glove|word2vec|word2vec-binary|numpy|hdf5|fasttext-binary", "(default auto)",
                   [&options](const std::string &v) {
                       auto format = parseFormatName(v);
                       if (!format)
                           throw UsageError{"--format: unknown format '" + v
                                            + "' (expected auto, glove, word2vec, word2vec-binary, numpy, hdf5 or "
                                              "fasttext-binary)"};
                       options.read.format = format.value();
                   });
    command.option("--vocab", "FILE", "the vocabulary of a NumPy model, one word per line",
                   [&options](const std::string &v) {
                       if (v.empty())
                           throw UsageError{"--vocab needs a file"};
                       options.read.vocabularyPath = v;
                   });
    command.option("--cache-dir", "DIR",
                   "the cache folder (default $ISOSCOPE_CACHE_DIR, else\n$XDG_CACHE_HOME/isoscope, else "
                   "~/.cache/isoscope)",
                   [&options](const std::string &v) {
                       if (v.empty())
                           throw UsageError{"--cache-dir needs a folder"};
                       options.directory = v;
                   });
    command.flag("--rebuild",
                 "import again even if the cache is valid; without it an existing\n"
                 "cache is checked in full (every checksum) and reused",
                 options.rebuild);
    if (const auto status = command.parse(in))
        return *status;
    if (sources.size() > 1)
        return fail(err, "import takes one file, got '" + sources[0].string() + "' and '" + sources[1].string() + "'");
    if (sources.empty())
        return fail(err, "import needs the path of an embedding file (see isoscope-cli --help)");
    const std::filesystem::path source = sources.front();
    options.verifyAll = true;

    const std::vector<ModelSpec> models{ModelSpec{source.filename().string(), ModelFamily::Static, source,
                                                  options.read.format, options.read.vocabularyPath}};
    ProgressLine line(err, models);
    if (in.progressOnErr) {
        line.update(0, Stage::Opening, 0, 1);
        options.read.progress = [&line](std::size_t done, std::size_t total) {
            return line.update(0, Stage::Importing, done, total);
        };
    }
    auto opened = openCachedModel(source, options);
    line.clear();
    if (!opened)
        return fail(err, describe(opened.error()));
    const CacheStatus &status = opened->status;
    const EmbeddingSet &set = opened->set;
    out << "source: " << std::filesystem::absolute(source).lexically_normal().string() << '\n'
        << "format: " << formatName(status.format) << '\n'
        << "words: " << set.size() << '\n'
        << "dims: " << set.dims() << '\n'
        << "reference vectors: " << set.referenceRows() << '\n'
        << "duplicates dropped: " << status.report.duplicateCount << '\n'
        << "uncased: " << (set.isUncased() ? "yes" : "no") << '\n'
        << "gzipped: " << (status.report.gzipped ? "yes" : "no") << '\n';
    if (!status.report.vocabularyFile.empty())
        out << "vocabulary file: " << status.report.vocabularyFile << '\n';
    if (const SubwordSource *subwords = set.subwords())
        out << "subwords: " << subwords->rows() << " n-gram vectors of " << subwords->minLength() << " to "
            << subwords->maxLength() << " characters\n";
    out << "cache: " << status.cachePath.string() << '\n'
        << "status: " << (status.imported ? "imported" : "reused (every checksum verified)") << '\n';
    if (!status.rebuildReason.empty())
        out << "rebuilt because: " << status.rebuildReason << '\n';
    if (status.contentHash)
        out << "content hash: " << hexDigest(*status.contentHash)
            << (status.contentVerified ? " (XXH64 of the whole source, which matches it now)" : "") << '\n';
    out << "whitening statistics verified: " << status.whiteningVerified << '\n';
    for (const std::string &removed : status.whiteningRemoved)
        out << "whitening statistics removed: " << removed << '\n';
    out << "seconds: " << formatSeconds(status.seconds) << '\n';
    out.flush();
    return out ? 0 : 1;
}

} // namespace isoscope::cli
