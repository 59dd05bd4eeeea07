#include "app/cli/command.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <memory>

namespace isoscope::cli {

int fail(std::ostream &err, const std::string &message)
{
    err << "isoscope-cli: error: " << message << '\n';
    return 2;
}

namespace {

// CLI11's help, with the subcommand's own synopsis (its description) in place of the usage line
// CLI11 would make up, and "Arguments" for the positionals.
class Formatter final : public CLI::Formatter
{
public:
    Formatter()
    {
        column_width(31);
        label("Positionals", "Arguments");
    }
    std::string make_usage(const CLI::App *, std::string) const override { return {}; }
    // A positional's name says itself whether it is one or many ("PATH", "MODEL...").
    std::string make_option_opts(const CLI::Option *option) const override
    {
        return option->get_positional() ? std::string() : CLI::Formatter::make_option_opts(option);
    }
};

// "Usage:" and the synopsis lines, each indented by two.
std::string usageLines(const std::string &synopsis)
{
    std::string text = "Usage:\n  ";
    for (const char c : synopsis)
        text += c == '\n' ? std::string("\n  ") : std::string(1, c);
    return text;
}

} // namespace

Command::Command(const std::string &name, const std::string &synopsis, std::string seeAlso)
    : m_app(usageLines(synopsis), name), m_seeAlso(std::move(seeAlso))
{
    m_app.allow_extras(); // an unknown option is reported below, in this tool's words
    m_app.formatter(std::make_shared<Formatter>());
    m_app.set_help_flag(); // --help is answered in parse(); help() lists it last
}

std::string Command::help()
{
    if (!m_helpListed) {
        m_app.set_help_flag("-h,--help", "print this help")->group(m_group);
        m_helpListed = true;
    }
    // One blank line between the sections, and one line break at the end.
    std::string text = m_app.help();
    for (std::size_t at; (at = text.find("\n\n\n")) != std::string::npos;)
        text.erase(at, 1);
    while (text.size() >= 2 && text.compare(text.size() - 2, 2, "\n\n") == 0)
        text.pop_back();
    return text;
}

int Command::usageError(std::ostream &err, const std::string &message) const
{
    return fail(err, message + " (see " + m_seeAlso + ")");
}

void Command::option(const std::string &name, const std::string &value, const std::string &help,
                     std::function<void(const std::string &)> parse, bool repeatable)
{
    m_values.insert(name);
    m_app
        .add_option(
            name,
            [name, parse = std::move(parse), repeatable](const CLI::results_t &values) {
                if (values.size() > 1 && !repeatable)
                    throw UsageError{name + " is given twice"};
                for (const std::string &v : values)
                    parse(v);
                return true;
            },
            help)
        ->type_name(value)
        ->take_all()
        ->group(m_group);
}

void Command::flag(const std::string &name, const std::string &help, bool &target)
{
    m_flags.insert(name);
    m_app
        .add_flag_function(
            name,
            [name, &target](std::int64_t count) {
                if (count > 1)
                    throw UsageError{name + " is given twice"};
                target = true;
            },
            help)
        ->group(m_group);
}

void Command::positionals(const std::string &name, const std::string &help,
                          std::function<void(const std::string &)> add)
{
    m_app
        .add_option(
            name,
            [add = std::move(add)](const CLI::results_t &values) {
                for (const std::string &v : values)
                    add(v);
                return true;
            },
            help)
        ->type_name("")
        ->expected(0, -1)
        ->allow_extra_args()
        ->group("Arguments");
}

std::optional<int> Command::parse(const Invocation &in)
{
    // --help (before any "--") wins over every error.
    for (const std::string &argument : in.arguments) {
        if (argument == "--")
            break;
        if (argument == "--help" || argument == "-h") {
            in.out << help();
            return 0;
        }
    }
    // --NAME=VALUE is split here so that a flag given a value is named; an option that takes a
    // value and comes last without one is named too.
    std::vector<std::string> arguments;
    bool optionsEnd = false;
    try {
        for (std::size_t i = 0; i < in.arguments.size(); ++i) {
            const std::string &argument = in.arguments[i];
            optionsEnd = optionsEnd || argument == "--";
            if (optionsEnd || argument.rfind("--", 0) != 0) {
                arguments.push_back(argument);
                continue;
            }
            const auto eq = argument.find('=');
            const std::string name = argument.substr(0, eq);
            const bool takesValue = m_values.count(name) != 0;
            if (eq == std::string::npos) {
                arguments.push_back(argument);
                if (takesValue) { // the next argument is its value, whatever it looks like
                    if (i + 1 == in.arguments.size())
                        throw UsageError{name + " needs a value"};
                    arguments.push_back(in.arguments[++i]);
                }
            } else if (m_flags.count(name)) {
                throw UsageError{name + " takes no value"};
            } else if (takesValue) {
                arguments.push_back(name);
                arguments.push_back(argument.substr(eq + 1));
            } else {
                arguments.push_back(argument);
            }
        }
        std::reverse(arguments.begin(), arguments.end()); // CLI11 takes them last first
        m_app.parse(arguments);
        for (const std::string &extra : m_app.remaining())
            if (extra != "--")
                throw UsageError{"unknown option '" + extra.substr(0, extra.find('=')) + "'"};
    } catch (const UsageError &e) {
        return usageError(in.err, e.message);
    } catch (const CLI::ParseError &e) {
        return usageError(in.err, e.what());
    }
    return std::nullopt;
}

} // namespace isoscope::cli
