#pragma once
// The tally of the hostile suite (issue 31; the tests labelled `hostile`, tests/testing.cmake). Each
// case a hostile test runs (a test function, or one data row of it: QTest calls init() before each)
// says what became of its input: refused with one line (the message is checked to be one line, not
// empty), or accepted (read, shown or written with what is hostile in it made harmless); a case that
// says neither checks something else (a digest, a time, a valid input beside the hostile ones). When
// the test program ends it prints
//     hostile cases: 40 run, 31 refused with one line, 6 accepted, 3 checked otherwise
// and writes the same line to the file ISOSCOPE_HOSTILE_TALLY names (ctest sets it), which
// tests/hostile/summarize.py sums over the suite.
//
// In a test class: `void init() { hostilecases::begin(); }`, and in each case
// `QVERIFY2(hostilecases::refused(message), message.c_str());` or `hostilecases::accepted();`.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace hostilecases {

class Tally
{
public:
    enum class Outcome { Checked, Refused, Accepted };

    void begin()
    {
        close();
        ++m_run;
        m_open = true;
        m_current = Outcome::Checked;
    }
    void set(Outcome outcome) { m_current = outcome; }

    ~Tally()
    {
        close();
        char line[200];
        std::snprintf(line, sizeof line,
                      "hostile cases: %d run, %d refused with one line, %d accepted, %d checked otherwise\n", m_run,
                      m_refused, m_accepted, m_run - m_refused - m_accepted);
        std::fputs(line, stdout);
        std::fflush(stdout);
        if (const char *path = std::getenv("ISOSCOPE_HOSTILE_TALLY"); path && *path)
            if (std::FILE *file = std::fopen(path, "w")) {
                std::fputs(line, file);
                std::fclose(file);
            }
    }

private:
    void close()
    {
        if (!m_open)
            return;
        m_open = false;
        m_refused += m_current == Outcome::Refused;
        m_accepted += m_current == Outcome::Accepted;
    }

    int m_run = 0;
    int m_refused = 0;
    int m_accepted = 0;
    bool m_open = false;
    Outcome m_current = Outcome::Checked;
};

inline Tally &tally()
{
    static Tally t;
    return t;
}

/// A case begins (from the test class's init()).
inline void begin()
{
    tally().begin();
}

/// The case's input was refused with this message: true if it is one line and not empty (the case
/// then counts as refused), false otherwise (for the caller's QVERIFY2).
inline bool refused(std::string_view message)
{
    if (message.empty() || message.find('\n') != std::string_view::npos)
        return false;
    tally().set(Tally::Outcome::Refused);
    return true;
}

/// The case's input was accepted, what is hostile in it made harmless (the case checked that).
inline void accepted()
{
    tally().set(Tally::Outcome::Accepted);
}

} // namespace hostilecases
