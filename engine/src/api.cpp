// api.cpp — the dispatch every front end shares: genre and verb from the registry, options checked
// against their declarations, then the verb (api.h); and help and the registry's JSON made from them.
#include "gridlogic/api.h"

#include <cstdio>
#include <new>

#include "gridlogic/deadline.h"
#include "gridlogic/json.h"
#include "gridlogic/json_value.h"
#include "gridlogic/memory_budget.h"
#include "gridlogic/text.h"

namespace gridlogic {
namespace {

std::string genre_names() {
  std::string names;
  for (const GenreSpec* g : genres()) names += (names.empty() ? "" : ", ") + std::string(g->name);
  return names;
}

std::string_view input_name(VerbInput input) {
  switch (input) {
    case VerbInput::PerPuzzle: return "puzzle";
    case VerbInput::None: return "none";
    case VerbInput::WholeSet: return "set";
  }
  return "puzzle";
}

std::string_view kind_name(OptionKind kind) {
  switch (kind) {
    case OptionKind::Integer: return "integer";
    case OptionKind::Choice: return "choice";
    case OptionKind::Flag: return "flag";
    case OptionKind::Text: return "text";
  }
  return "text";
}

// The verb, or the message naming what is known instead.
Result<const VerbSpec*> lookup(std::string_view genre_name, std::string_view verb) {
  const GenreSpec* genre = find_genre(genre_name);
  if (!genre) return Error{"unknown genre " + quote_excerpt(genre_name) + "; this build knows: " + genre_names()};
  if (const VerbSpec* v = find_verb(*genre, verb)) return v;
  std::string verbs;
  for (const VerbSpec& v : genre->verbs) verbs += (verbs.empty() ? "" : ", ") + std::string(v.name);
  return Error{"unknown command " + quote_excerpt(verb) + " for " + std::string(genre->name) + "; expected one of " +
               verbs};
}

// A request a limit stopped says so in every form: `stopped` names the limit, the JSON gains "stopped"
// and the limit, the text a line, an error the reason, so a partial answer is never taken for a whole
// one.
void note_limit(Response& r, std::string_view stopped, std::string_view key, double limit, std::string_view why) {
  r.stopped = stopped;
  if (!r.error.empty()) {
    r.error += "; " + std::string(why);
    return;
  }
  JsonWriter w = JsonWriter::continuing(std::move(r.json));
  w.key("stopped").value(stopped).key(key);
  if (limit == static_cast<double>(static_cast<long long>(limit))) w.value(static_cast<long long>(limit));
  else w.value(limit);
  r.json = w.end_object().str();
  r.text += "stopped: " + std::string(why) + "; the answer is partial\n";
}

void note_time_limit(Response& r, double seconds) {
  char limit[32];
  std::snprintf(limit, sizeof limit, "%g", seconds);
  note_limit(r, "time-limit", "time_limit", seconds,
             std::string("the time limit of ") + limit + " s ran out (--time-limit raises it)");
}

void note_work_limit(Response& r, int64_t units) {
  note_limit(r, "work-limit", "work_limit", static_cast<double>(units),
             "the work limit of " + std::to_string(units) + " units was reached (--work-limit raises it)");
}

void note_memory_limit(Response& r, int64_t mb) {
  note_limit(r, "memory-limit", "max_memory", static_cast<double>(mb),
             "the memory limit of " + std::to_string(mb) + " MB was reached (--max-memory raises it)");
}

}  // namespace

namespace {

// run() once the verb is found and the options checked (`checked` holds them, its genre canonical):
// the limits installed, the verb called, and the answer marked where a limit stopped it.
// `start`, when given, is the request's start on the steady clock (deadline.h), instead of a reading.
Response answer_checked(const VerbSpec& verb, Request& checked, double seconds, int64_t units, int64_t mb,
                        std::optional<std::chrono::steady_clock::time_point> start = std::nullopt) {
  if (verb.input == VerbInput::None && !checked.input.empty())
    return Response::options_failure("'" + checked.verb + "' reads no input");
  // The input counts against the memory limit: one the limit cannot hold is refused before it is
  // copied or read (a copy the verb makes is made inside the scope, so it counts).
  if (mb > 0 && static_cast<int64_t>(checked.input.size()) > mb * 1024 * 1024) {
    Response r = Response::failure("the input is " + std::to_string(checked.input.size() / (1024 * 1024)) +
                                   " MB, more than the request may hold");
    note_memory_limit(r, mb);
    return r;
  }
  DeadlineScope deadline(seconds, start);
  WorkScope work(units);
  MemoryScope memory(mb * 1024 * 1024, static_cast<int64_t>(checked.input.size()));
  Response r;
#if defined(__cpp_exceptions)
  // A native allocation the system refuses (or one so large the limit alone cannot stop it in time)
  // ends the request as the memory limit would; the WASM build has no exceptions and no such path.
  try {
    r = verb.run(checked);
  } catch (const std::bad_alloc&) {
    r = Response::failure("the request ran out of memory");
    note_memory_limit(r, mb);
    return r;
  }
#else
  r = verb.run(checked);
#endif
  // The memory limit first, then the work limit: each also makes the time checkpoints stop (deadline.h).
  if (memory.fired()) note_memory_limit(r, mb);
  else if (work.fired()) note_work_limit(r, units);
  else if (deadline.fired()) note_time_limit(r, seconds);
  return r;
}

}  // namespace

Response run(Request request) {
  auto verb = lookup(request.genre, request.verb);
  if (!verb) return Response::options_failure(verb.error().message);
  auto options = checked_options(**verb, request.options);
  if (!options) return Response::options_failure(options.error().message);
  const double seconds = request_time_limit(**verb, *options);
  const int64_t units = request_work_limit(**verb, *options);
  const int64_t mb = request_memory_limit_mb(**verb, *options);
  request.genre = std::string(find_genre(request.genre)->name);
  request.options = std::move(*options);
  return answer_checked(**verb, request, seconds, units, mb);
}

BatchRun::BatchRun(Request request) : request_(std::move(request)) {
  auto verb = lookup(request_.genre, request_.verb);
  if (!verb) {
    failure_ = Response::options_failure(verb.error().message);
    return;
  }
  auto options = checked_options(**verb, request_.options);
  if (!options) {
    failure_ = Response::options_failure(options.error().message);
    return;
  }
  verb_ = *verb;
  seconds_ = request_time_limit(*verb_, *options);
  units_ = request_work_limit(*verb_, *options);
  mb_ = request_memory_limit_mb(*verb_, *options);
  request_.genre = std::string(find_genre(request_.genre)->name);
  request_.options = std::move(*options);
}

Response BatchRun::answer(std::string_view input) {
  if (!verb_) return failure_;
  request_.input.assign(input);  // into the last input's buffer
  return answer_checked(*verb_, request_, seconds_, units_, mb_);
}

Response BatchRun::answer_next(std::string_view input) {
  if (!verb_) return failure_;
  request_.input.assign(input);
  clear_last_clock_reading();
  Response r = answer_checked(*verb_, request_, seconds_, units_, mb_, last_reading_);
  last_reading_ = last_clock_reading();  // none when the verb did not time itself: the next one reads
  return r;
}

std::optional<std::string> request_error(std::string_view genre, std::string_view verb, const Options& options) {
  auto v = lookup(genre, verb);
  if (!v) return v.error().message;
  if (auto o = checked_options(**v, options); !o) return o.error().message;
  return std::nullopt;
}

std::string_view canonical_genre(std::string_view name) {
  const GenreSpec* g = find_genre(name);
  return g ? g->name : std::string_view{};
}

std::string_view genre_of_input(std::string_view input) {
  const size_t start = input.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos) return {};
  input.remove_prefix(start);
  if (input.front() == '{') {
    // Project JSON names its genre.
    auto doc = parse_json(input);
    if (doc && doc->is_object())
      if (const JsonValue* g = doc->find("genre"); g && g->is_string()) return canonical_genre(g->as_string());
  }
  // Forms a genre claims: f-puzzles JSON and URLs, SudokuPad links.
  for (const GenreSpec* g : genres())
    if (g->claims && g->claims(input)) return g->name;
  if (input.front() == '{') return {};
  // puzz.link: the type is the first path part after '?', possibly behind "type=…&" pairs.
  const size_t q = input.find('?');
  if (q == std::string_view::npos) return {};
  std::string_view rest = input.substr(q + 1);
  while (!rest.empty()) {
    const size_t amp = rest.find('&'), slash = rest.find('/');
    if (amp != std::string_view::npos && amp < slash) rest.remove_prefix(amp + 1);
    else break;
  }
  std::string_view type = rest.substr(0, rest.find('/'));
  for (std::string_view suffix : {"_edit", "_play"})
    if (type.size() > suffix.size() && type.substr(type.size() - suffix.size()) == suffix)
      type.remove_suffix(suffix.size());
  for (const GenreSpec* g : genres())
    for (std::string_view t : g->link_types)
      if (t == type) return g->name;
  return {};
}

std::string help_text(std::string_view verb, std::string_view genre) {
  std::string out;
  for (const GenreSpec* g : genres()) {
    if (!genre.empty() && g->name != canonical_genre(genre)) continue;
    bool header = false;
    for (const VerbSpec& v : g->verbs) {
      if (!verb.empty() && v.name != verb) continue;
      if (!header) out += "  (--genre " + std::string(g->name) + ")\n";
      header = true;
      std::string name(v.name);
      out += "  " + name + std::string(name.size() < 10 ? 10 - name.size() : 1, ' ') + std::string(v.summary) + '\n';
      if (verb.empty()) continue;
      for (const OptionSpec& o : v.options) out += option_help(o);
      if (v.options.empty()) out += "      (no options of its own)\n";
    }
  }
  if (!verb.empty() && !out.empty()) {
    out += "  every command also takes\n";
    for (const OptionSpec& o : common_options()) out += option_help(o);
  }
  return out;
}

std::string registry_json() {
  JsonWriter w;
  w.begin_array();
  for (const GenreSpec* g : genres()) {
    w.begin_object().key("name").value(g->name).key("title").value(g->title).key("rules").value(g->rules);
    w.key("aliases").begin_array();
    for (std::string_view a : g->aliases) w.value(a);
    w.end_array().key("link_types").begin_array();
    for (std::string_view t : g->link_types) w.value(t);
    w.end_array().key("verbs").begin_array();
    for (const VerbSpec& v : g->verbs) {
      w.begin_object()
          .key("verb")
          .value(v.name)
          .key("input")
          .value(input_name(v.input))
          .key("summary")
          .value(v.summary);
      w.key("options").begin_array();
      for (const OptionSpec& o : v.options) {
        w.begin_object().key("name").value(o.name).key("kind").value(kind_name(o.kind)).key("help").value(o.help);
        if (!o.fallback.empty()) w.key("default").value(o.fallback);
        if (o.kind == OptionKind::Integer)
          w.key("min").value(static_cast<long long>(o.min)).key("max").value(static_cast<long long>(o.max));
        if (o.kind == OptionKind::Choice) {
          w.key("choices").begin_array();
          for (std::string_view rest = o.choices;;) {
            const size_t bar = rest.find('|');
            w.value(rest.substr(0, bar));
            if (bar == std::string_view::npos) break;
            rest.remove_prefix(bar + 1);
          }
          w.end_array();
        }
        w.end_object();
      }
      w.end_array().end_object();
    }
    w.end_array().end_object();
  }
  return w.end_array().str();
}

std::string error_json(std::string_view message, std::string_view stopped) {
  JsonWriter w;
  w.begin_object().key("status").value("error").key("error").value(message);
  if (!stopped.empty()) w.key("stopped").value(stopped);
  return w.end_object().str();
}

std::string_view version() { return "0.1.0"; }

}  // namespace gridlogic
