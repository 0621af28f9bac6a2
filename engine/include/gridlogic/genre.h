// genre.h — what a genre is: its names, how an input claims it, and its verbs with their options, each
// declared once. The dispatcher (api.h's run), `gridlogic help`, the JS verbs() and the site read them.
//
// Plain data and function pointers, as Tatham's `struct game` and MiniSat's option tables: a genre is
// one GenreSpec at the end of its file in engine/src/genres/, listed once in genre.cpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "gridlogic/options.h"
#include "gridlogic/request.h"
#include "gridlogic/result.h"

namespace gridlogic {

enum class OptionKind { Integer, Choice, Flag, Text };

// One option of one verb. The dispatcher checks every option a request names against these before the
// verb runs, and fills in the defaults, so a verb reads values that are known to be good.
struct OptionSpec {
  std::string_view name;  // as typed without the dashes: "count"
  OptionKind kind = OptionKind::Text;
  std::string_view fallback;  // the default, as text; "" = none (absent unless given; help says why)
  std::string_view help;      // one line for `gridlogic help VERB`
  int64_t min = 0, max = 0;   // Integer: the accepted range
  std::string_view choices;   // Choice: the accepted values, separated by '|'
  // Syntax the kinds cannot say (a size "WxH", a list of rule numbers): the message naming the option
  // and what it takes, or nothing when the value is good.
  std::optional<std::string> (*check)(std::string_view value) = nullptr;
  std::string_view value_name = "VALUE";  // Text: how help shows the value ("WxH", "N[,M]")
};

constexpr OptionSpec integer_option(std::string_view name, std::string_view fallback, int64_t min, int64_t max,
                                    std::string_view help) {
  OptionSpec o;
  o.name = name, o.kind = OptionKind::Integer, o.fallback = fallback, o.help = help, o.min = min, o.max = max;
  return o;
}
constexpr OptionSpec choice_option(std::string_view name, std::string_view fallback, std::string_view choices,
                                   std::string_view help) {
  OptionSpec o;
  o.name = name, o.kind = OptionKind::Choice, o.fallback = fallback, o.help = help, o.choices = choices;
  return o;
}
// yes/no, true/false, on/off, 1/0.
constexpr OptionSpec flag_option(std::string_view name, std::string_view fallback, std::string_view help) {
  OptionSpec o;
  o.name = name, o.kind = OptionKind::Flag, o.fallback = fallback, o.help = help;
  return o;
}
constexpr OptionSpec text_option(std::string_view name, std::string_view value_name, std::string_view fallback,
                                 std::string_view help,
                                 std::optional<std::string> (*check)(std::string_view) = nullptr) {
  OptionSpec o;
  o.name = name, o.kind = OptionKind::Text, o.fallback = fallback, o.help = help, o.check = check;
  o.value_name = value_name;
  return o;
}

// Two lists of options as one, for verbs that share a group (the SAT encodings of solve and encode).
template <size_t A, size_t B>
constexpr std::array<OptionSpec, A + B> join_options(const std::array<OptionSpec, A>& a,
                                                     const std::array<OptionSpec, B>& b) {
  std::array<OptionSpec, A + B> out{};
  for (size_t i = 0; i < A; ++i) out[i] = a[i];
  for (size_t i = 0; i < B; ++i) out[A + i] = b[i];
  return out;
}

struct VerbSpec {
  std::string_view name;  // "solve"
  VerbInput input;
  std::string_view summary;  // one line for `gridlogic help`
  std::span<const OptionSpec> options;
  Response (*run)(const Request&);
  // Options that do not go together (an encoding without the SAT method): the message, or nothing.
  std::optional<std::string> (*check)(const Options&) = nullptr;
};

struct GenreSpec {
  std::string_view name;                         // "tectonic": the canonical name every front end uses
  std::string_view title;                        // "Tectonic / Suguru": for people
  std::string_view rules;                        // the rules in one sentence
  std::span<const std::string_view> aliases;     // other names a user may give: "suguru"
  std::span<const std::string_view> link_types;  // puzz.link types that carry it: "suguru", "tectonic"
  // An input that is this genre's without a puzz.link type or a "genre" member (f-puzzles for variant).
  bool (*claims)(std::string_view input) = nullptr;
  std::span<const VerbSpec> verbs;
};

// Every genre, in help order.
std::span<const GenreSpec* const> genres();
// A genre by its name or an alias; nullptr when none.
const GenreSpec* find_genre(std::string_view name);
const VerbSpec* find_verb(const GenreSpec& genre, std::string_view verb);
const OptionSpec* find_option(const VerbSpec& verb, std::string_view name);

// Options every verb takes besides its own (--time-limit, --work-limit, --max-memory), declared once.
std::span<const OptionSpec> common_options();

// The seconds a request may run (deadline.h): --time-limit when given, else 60 for a puzzle (a tab never
// runs on for minutes) and no limit for a whole set (its length is the caller's). The command-line tool
// gives 0 for a puzzle unless told otherwise: there the work limit decides, the same on every machine.
inline constexpr double kDefaultTimeLimitSeconds = 60;
double request_time_limit(const VerbSpec& verb, const Options& options);

// The units of work a request may do (deadline.h): --work-limit when given, else kDefaultWorkLimit for a
// puzzle and no limit for a whole set. The default is one to three minutes of CPU on the 2-core machine
// the project is measured on (bench/bench_work_units.cpp; docs/cli.md, "Work and time"): beyond every
// puzzle of the public sets, and the same stop wherever it runs, so a batch answers alike on any
// machine, load and --jobs.
inline constexpr int64_t kDefaultWorkLimit = 1'000'000'000;
int64_t request_work_limit(const VerbSpec& verb, const Options& options);

// The options a verb will see: each named option checked against the declarations (unknown names,
// ranges, choices, the option's own check, then the verb's), the defaults filled in. The error names
// the option and what it takes.
Result<Options> checked_options(const VerbSpec& verb, const Options& given);

// "--count N" / "--method sat|rules|better": how help shows an option.
std::string option_synopsis(const OptionSpec& option);
// "1 to 1000000, default 2" / "default sat": the option's range and default in words.
std::string option_details(const OptionSpec& option);
// Help's two lines for an option: the synopsis, then what it does with its details.
std::string option_help(const OptionSpec& option);

}  // namespace gridlogic
