#pragma once
// How a subcommand of isoscope-cli declares its options and parses its arguments, on CLI11: each
// option is one call (name, value, help, what to do with the value), and every parse error is one
// line on standard error with exit status 2.
#include <CLI/App.hpp>

#include <functional>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace isoscope::cli {

/// A subcommand's input: its arguments (after its name), the two streams, and whether standard
/// error is a terminal (then a live progress line is drawn there).
struct Invocation {
    std::vector<std::string> arguments;
    std::ostream &out;
    std::ostream &err;
    bool progressOnErr = false;
};

/// Bad usage or bad input: the one-line reason. The parse functions of options throw it.
struct UsageError {
    std::string message;
};

/// "isoscope-cli: error: MESSAGE" on err; returns 2, the exit status of bad usage and bad input.
int fail(std::ostream &err, const std::string &message);

/// One subcommand's options. Declare them (option, flag, positionals; group sets the heading they
/// appear under in --help), then parse(). --help (or -h) anywhere prints the subcommand's help.
class Command
{
public:
    /// name: "isoscope-cli analyze"; synopsis: the lines --help prints first; seeAlso: where a usage
    /// error points the reader ("isoscope-cli --help").
    Command(const std::string &name, const std::string &synopsis, std::string seeAlso = "isoscope-cli --help");

    /// Options declared from now on appear under this heading in --help.
    void group(const std::string &heading) { m_group = heading; }

    /// --NAME VALUE or --NAME=VALUE: parse(value) checks and stores it, throwing UsageError. Given
    /// twice is an error, unless repeatable (then parse sees each value, in order).
    void option(const std::string &name, const std::string &value, const std::string &help,
                std::function<void(const std::string &)> parse, bool repeatable = false);

    /// --NAME with no value: sets target.
    void flag(const std::string &name, const std::string &help, bool &target);

    /// The arguments that are not options, each given to add in order; name (letters, digits and
    /// dots) stands for them in --help.
    void positionals(const std::string &name, const std::string &help, std::function<void(const std::string &)> add);

    /// Parses in.arguments. Returns nothing when the subcommand is to run, else its exit status:
    /// 0 after printing --help on in.out, 2 after a one-line usage error on in.err.
    std::optional<int> parse(const Invocation &in);

    /// The help text (what --help prints): the synopsis, then the options by group.
    std::string help();

    /// "isoscope-cli: error: MESSAGE (see SEE-ALSO)" on err; returns 2. For the checks between
    /// options that follow parse().
    int usageError(std::ostream &err, const std::string &message) const;

private:
    CLI::App m_app;
    std::string m_seeAlso;
    std::string m_group = "Options";
    std::set<std::string> m_values; ///< the options that take a value
    std::set<std::string> m_flags;
    bool m_helpListed = false;
};

} // namespace isoscope::cli
