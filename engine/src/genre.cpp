// genre.cpp — the one list of genres, and the option checks every verb call passes before it runs.
#include "gridlogic/genre.h"

#include <array>
#include <climits>

#include "gridlogic/memory_budget.h"
#include "gridlogic/text.h"

namespace gridlogic {

// Each genre's descriptor, at the end of its file in engine/src/genres/.
extern const GenreSpec kSudokuGenre;
extern const GenreSpec kTectonicGenre;
extern const GenreSpec kVariantGenre;
extern const GenreSpec kHashiGenre;

namespace {

// In help order. A new genre: its file in engine/src/genres/ ending in a GenreSpec, and its two lines here.
constexpr std::array<const GenreSpec*, 4> kGenres = {&kSudokuGenre, &kTectonicGenre, &kVariantGenre, &kHashiGenre};

// "a, b or c" from "a|b|c".
std::string choice_list(std::string_view choices) {
  std::string out;
  size_t count = 1;
  for (char c : choices) count += c == '|';
  size_t i = 0;
  while (true) {
    const size_t bar = choices.find('|');
    out += (i == 0 ? "" : i + 1 == count ? " or " : ", ") + std::string(choices.substr(0, bar));
    ++i;
    if (bar == std::string_view::npos) break;
    choices.remove_prefix(bar + 1);
  }
  return out;
}

bool is_choice(std::string_view choices, std::string_view value) {
  while (true) {
    const size_t bar = choices.find('|');
    if (choices.substr(0, bar) == value) return true;
    if (bar == std::string_view::npos) return false;
    choices.remove_prefix(bar + 1);
  }
}

// Options every verb takes, declared once here rather than in each verb's table. The limits' defaults
// depend on the verb's input (request_time_limit, request_work_limit, request_memory_limit_mb), so they
// have none here. docs/cli.md ("Limits") says which limit is the default where, and why.
constexpr std::array<OptionSpec, 3> kCommonOptions = {
    integer_option("time-limit", "", 0, 86400,
                   "seconds the request may take; then it stops with what it has (\"stopped\": \"time-limit\"); "
                   "0: no limit; default 60 for a puzzle in the WASM module, none on the command line and for a "
                   "whole set"),
    integer_option("work-limit", "", 0, INT64_MAX,
                   "units of work the request may do (about one SAT propagation each): the same stop on any "
                   "machine and load; then it stops with what it has (\"stopped\": \"work-limit\"); 0: no limit; "
                   "default 1000000000 for a puzzle, none for a whole set"),
    integer_option("max-memory", "", 0, kMaxMemoryLimitMb,
                   "megabytes the request may hold, its input included; then it stops with what it has "
                   "(\"stopped\": \"memory-limit\"); 0: no limit; default 512 for a puzzle, none for a whole set"),
};

constexpr std::string_view kFlagChoices = "yes|no|true|false|on|off|1|0";

std::optional<std::string> check_value(const OptionSpec& spec, const std::string& value) {
  const std::string dashed = "--" + std::string(spec.name);
  switch (spec.kind) {
    case OptionKind::Integer: {
      Options one;
      one.set(std::string(spec.name), value);
      auto n = one.get_int(spec.name, 0, spec.min, spec.max);
      if (!n) return n.error().message;
      break;
    }
    case OptionKind::Choice:
      if (!is_choice(spec.choices, value))
        return dashed + " takes " + choice_list(spec.choices) + ", not " + quote_excerpt(value);
      break;
    case OptionKind::Flag:
      if (!is_choice(kFlagChoices, value)) return dashed + " takes yes or no, not " + quote_excerpt(value);
      break;
    case OptionKind::Text: break;
  }
  if (spec.check) return spec.check(value);
  return std::nullopt;
}

}  // namespace

std::span<const GenreSpec* const> genres() { return kGenres; }

const GenreSpec* find_genre(std::string_view name) {
  for (const GenreSpec* g : kGenres) {
    if (g->name == name) return g;
    for (std::string_view alias : g->aliases)
      if (alias == name) return g;
  }
  return nullptr;
}

const VerbSpec* find_verb(const GenreSpec& genre, std::string_view verb) {
  for (const VerbSpec& v : genre.verbs)
    if (v.name == verb) return &v;
  return nullptr;
}

const OptionSpec* find_option(const VerbSpec& verb, std::string_view name) {
  for (const OptionSpec& o : verb.options)
    if (o.name == name) return &o;
  for (const OptionSpec& o : kCommonOptions)
    if (o.name == name) return &o;
  return nullptr;
}

std::span<const OptionSpec> common_options() { return kCommonOptions; }

double request_time_limit(const VerbSpec& verb, const Options& options) {
  if (options.has("time-limit")) return static_cast<double>(options.integer("time-limit"));
  return verb.input == VerbInput::WholeSet ? 0.0 : kDefaultTimeLimitSeconds;
}

int64_t request_work_limit(const VerbSpec& verb, const Options& options) {
  if (options.has("work-limit")) return options.integer("work-limit");
  return verb.input == VerbInput::WholeSet ? 0 : kDefaultWorkLimit;
}

int64_t request_memory_limit_mb(const VerbSpec& verb, const Options& options) {
  if (options.has("max-memory")) return options.integer("max-memory");
  return verb.input == VerbInput::WholeSet ? 0 : kDefaultMemoryLimitMb;
}

Result<Options> checked_options(const VerbSpec& verb, const Options& given) {
  for (const auto& [name, value] : given.entries()) {
    if (find_option(verb, name)) continue;
    std::string list;
    for (const OptionSpec& o : verb.options) list += (list.empty() ? "--" : ", --") + std::string(o.name);
    return Error{"'" + std::string(verb.name) + "' does not take --" + bare_or_excerpt(name) +
                 (list.empty() ? std::string("; it takes no options") : "; it takes " + list)};
  }
  Options out = given;
  for (std::span<const OptionSpec> table : {verb.options, std::span<const OptionSpec>(kCommonOptions)})
    for (const OptionSpec& o : table) {
      if (given.has(o.name)) {
        if (auto e = check_value(o, given.get(o.name))) return Error{*e};
      } else if (!o.fallback.empty()) {
        out.set(std::string(o.name), std::string(o.fallback));
      }
    }
  if (verb.check)
    if (auto e = verb.check(out)) return Error{*e};
  return out;
}

std::string option_synopsis(const OptionSpec& o) {
  std::string s = "--" + std::string(o.name);
  switch (o.kind) {
    case OptionKind::Integer: return s + " N";
    case OptionKind::Choice: return s + " " + std::string(o.choices);
    case OptionKind::Flag: return s + " yes|no";
    case OptionKind::Text: return s + " " + std::string(o.value_name);
  }
  return s;
}

std::string option_details(const OptionSpec& o) {
  std::string s;
  if (o.kind == OptionKind::Integer)
    s = o.max == INT64_MAX ? std::to_string(o.min) + " or more"
                           : std::to_string(o.min) + " to " + std::to_string(o.max);
  if (!o.fallback.empty()) s += (s.empty() ? "default " : ", default ") + std::string(o.fallback);
  return s;
}

std::string option_help(const OptionSpec& o) {
  const std::string details = option_details(o);
  return "      " + option_synopsis(o) + "\n          " + std::string(o.help) +
         (details.empty() ? "" : " [" + details + "]") + "\n";
}

}  // namespace gridlogic
