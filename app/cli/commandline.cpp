#include "app/cli/commandline.h"

#include "app/cli/subcommands.h"
#include "core/linalg/blasinfo.h"
#include "isoscope/version.h"

#include <cstdio>
#include <new>
#include <string>
#include <vector>

namespace isoscope {

namespace {

// In the order isoscope-cli --help shows them. A new subcommand: a file app/cli/NAME.cpp with
// int NAME(const Invocation &), declared in subcommands.h, and one line here.
constexpr cli::Subcommand kSubcommands[] = {
    {"analyze", "WEAT raw and calibrated on every model and suite (the paper's protocol)", cli::analyze},
    {"import", "build or check the HDF5 cache of a model", cli::import},
    {"sensitivity", "how robust each WEAT result is to epsilon, the reference sample, the words, the components",
     cli::sensitivity},
    {"sc-weat", "single-category WEAT: each target word against attribute sets A and B", cli::scWeat},
    {"calibrations", "every suite under ZCA and under each comparison calibration (and hard debiasing)",
     cli::calibrations},
    {"tokenize", "a transformer model's tokens and ids of each text, as Hugging Face's tokenizer makes them",
     cli::tokenize},
    {"extract", "a transformer model's word vectors and reference sample from a corpus, as the paper draws them",
     cli::extract},
    {"embed", "a transformer model's vector of each sentence, pooled from one layer (for STS-B)", cli::embed},
    {"merge", "join the shard files of extract --shard K/N (jobs of a cluster) into the file of one run", cli::merge},
};

// isoscope-cli --help: the subcommands in a few words each, then each one's own --help in turn.
void printUsage(std::ostream &out, std::span<const cli::Subcommand> more)
{
    std::vector<cli::Subcommand> all(std::begin(kSubcommands), std::end(kSubcommands));
    all.insert(all.end(), more.begin(), more.end());
    out << "Usage: isoscope-cli SUBCOMMAND [options] ...\n"
           "       isoscope-cli --version   (and which BLAS/LAPACK library and kernel it runs on)\n"
           "       isoscope-cli --help\n"
           "\nSubcommands (isoscope-cli SUBCOMMAND --help: its options alone):\n";
    for (const cli::Subcommand &s : all) {
        char name[32];
        std::snprintf(name, sizeof name, "  %-14s", s.name);
        out << name << s.summary << '\n';
    }
    for (const cli::Subcommand &s : all) {
        out << "\n";
        s.run(cli::Invocation{{"--help"}, out, out});
    }
    out << "\nExit status: 0 success, 2 bad usage or bad input (reason on standard error), 1 internal error.\n";
}

} // namespace

int runCommandLine(int argc, const char *const argv[], std::ostream &out, std::ostream &err, bool progressOnErr,
                   std::span<const cli::Subcommand> more)
{
    if (argc < 2)
        return cli::fail(err, "no command given (see isoscope-cli --help)");
    const std::string command = argv[1];
    if (command == "--version" || command == "version") {
        out << "isoscope-cli " << kVersion << '\n';
        out << "BLAS/LAPACK: " << describeBlas(loadedBlas()) << '\n';
        return 0;
    }
    if (command == "--help" || command == "-h" || command == "help") {
        printUsage(out, more);
        return 0;
    }
    const cli::Subcommand *subcommand = nullptr;
    for (const cli::Subcommand &s : kSubcommands)
        subcommand = command == s.name ? &s : subcommand;
    for (const cli::Subcommand &s : more)
        subcommand = command == s.name ? &s : subcommand;
    if (!subcommand)
        return cli::fail(err, "unknown command '" + command + "' (see isoscope-cli --help)");
    const cli::Invocation in{std::vector<std::string>(argv + 2, argv + argc), out, err, progressOnErr};
    try {
        return subcommand->run(in);
    } catch (const std::bad_alloc &) {
        return cli::fail(err, "out of memory");
    } catch (const std::exception &e) {
        err << "isoscope-cli: internal error: " << e.what() << '\n';
        return 1;
    }
}

} // namespace isoscope
