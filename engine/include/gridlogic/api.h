// api.h — the genre-neutral front door: what the CLI and the WASM binding call, with one JSON shape.
//
// Front ends own the loop (read input, print output); this layer finds the genre and verb in the
// registry (genre.h), checks the options against their declarations, and runs the verb on one input.
// docs/cli.md and docs/api.md document the JSON.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "gridlogic/genre.h"
#include "gridlogic/request.h"

namespace gridlogic {

// Runs a verb. Unknown genres, verbs and options, and bad option values, are errors flagged
// bad_options, found before the input is read; errors in the input name its place. The input counts
// against the request's memory limit (memory_budget.h); pass the request by std::move to spare a copy
// of a large one.
Response run(Request request);

// Answers many inputs with one verb and one set of options: answer(input) is what run() gives for the
// request with that input, but the genre and verb are looked up and the options checked (defaults
// filled in) once, not once an input — a tenth of a 17-clue solve's time in WebAssembly, where the
// module's runBatch answers thousands of lines with one request (wasm/bindings.cpp).
class BatchRun {
 public:
  explicit BatchRun(Request request);  // request.input is not read
  Response answer(std::string_view input);
  // The same for a loop that answers its inputs back to back: the clock reading that ended the previous
  // answer's timing (its "ms") starts this one's instead of a new reading, so a timed verb reads the
  // clock once an input, not twice — in WebAssembly each reading is a call into JavaScript (docs/
  // benchmarks.md). The time between the two calls (the caller handling the previous answer) then
  // counts in this answer's "ms": the inputs' "ms" add up to the loop's time.
  Response answer_next(std::string_view input);

 private:
  Request request_;                 // the genre canonical, the options checked; the input set per answer
  const VerbSpec* verb_ = nullptr;  // null: every answer is `failure_`
  Response failure_;
  double seconds_ = 0;
  int64_t units_ = 0, mb_ = 0;
  std::optional<std::chrono::steady_clock::time_point> last_reading_;  // that ended the previous answer_next
};

// The check run() makes before the verb: the message for an unknown genre or verb or a bad option, or
// nothing. Front ends call it once, before reading any input, to report a usage error.
std::optional<std::string> request_error(std::string_view genre, std::string_view verb, const Options& options);

// The canonical name of a genre or alias ("suguru" → "tectonic"), "" for an unknown name.
std::string_view canonical_genre(std::string_view name);

// The genre a one-line puzzle names itself: a puzz.link URL's type ("p?suguru/…" → "tectonic"), a
// project JSON's "genre" member, or a form one genre claims (f-puzzles); "" when the input does not
// say (a plain Sudoku line, say).
std::string_view genre_of_input(std::string_view input);

// `gridlogic help`: every genre's verbs, one line each. With a verb ("solve"): that verb of every genre
// that has it (or of `genre` alone), each with every option it takes, its values, range and default.
std::string help_text(std::string_view verb = {}, std::string_view genre = {});

// The registry as JSON, for JavaScript and the site: [{"name","title","rules","aliases","link_types",
// "verbs":[{"verb","input","summary","options":[{"name","kind","default","help","min","max","choices"}]}]}].
std::string registry_json();

// {"status":"error","error":"..."}, with "stopped":"…" when a limit ended the request (Response::stopped).
std::string error_json(std::string_view message, std::string_view stopped = {});

// The engine's version string ("0.1.0").
std::string_view version();

}  // namespace gridlogic
