// kit.h — what the genres' verbs share: timing, the solve verdict, splitting "PUZZLE SOLUTION", the
// DIMACS and convert answers, and for `generate` the seeds, sizes and the loop over puzzles.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/deadline.h"
#include "gridlogic/json.h"
#include "gridlogic/request.h"
#include "gridlogic/result.h"
#include "gridlogic/verdict.h"
#include "genres/genres.h"

namespace gridlogic::verbs {

// The clock verbs time their work by: the steady clock read through deadline.h, so a verb's first
// reading also starts the request's time limit (DeadlineScope).
struct Clock {
  using time_point = std::chrono::steady_clock::time_point;
  static time_point now() { return request_clock_now(); }
};
double ms_since(Clock::time_point start);

// The puzzle and the proposed solution of a `check`: --solution when given, else the input's last word.
struct PuzzleAndSolution {
  std::string puzzle, solution;
};
Result<PuzzleAndSolution> split_check_input(const std::string& input, const Options& options);
// What `check` says when its input is a whole puzzle and no solution.
inline constexpr std::string_view kPuzzleWithoutSolution =
    "check takes a puzzle and a proposed solution, and this is a puzzle alone: give the solution after it "
    "('PUZZLE SOLUTION') or as --solution S";

// Opens "stats" and writes its common core (ms, decisions, propagations, conflicts); the caller adds
// its genre's fields and closes the object.
void begin_stats(JsonWriter& w, const SolveStats& stats);

// `encode`'s answer: the DIMACS text (after the `comments`, each a "c …" line) as the plain form, and
// {…fields, "variables", "clauses", "dimacs"} as JSON.
Response dimacs_response(const Cnf& cnf, const std::vector<std::string>& comments,
                         const std::function<void(JsonWriter&)>& fields = {});

// `convert`'s answer: the text (a newline added when it has none) and {…fields, "puzzle": text}.
// Why a puzzle whose uniqueness search found `count` solutions (asked for 2) has no `what` ("level",
// "stage"): none, several, or a search that stopped first (a budget or the time limit) — the last is
// never called "no solution". Nothing when it has exactly one.
std::optional<std::string> unrateable(int64_t count, bool exhausted, std::string_view what);

Response convert_response(const std::string& text, const std::function<void(JsonWriter&)>& fields = {});

// A seed when none is given: the clock, mixed with a counter so two calls in one tick differ. Always
// reported back, so a puzzle made with it can be made again.
uint64_t fresh_seed();
// --seed when given, else a fresh one.
uint64_t seed_option(const Options& options);

// A grid size as columns × rows (SPEC "Fixed points").
struct GridSize {
  int cols = 0, rows = 0;
};

// --size WxH or N (for N×N), each side 1..max_side; the error names the text and what was expected.
Result<GridSize> parse_grid_size(std::string_view text, int max_side, const std::string& example);

// The generate verbs' common answer. Makes puzzles 0..count−1 with make(index), reporting {"puzzle", i,
// count} to the request's progress before each. Text: line(puzzle) a line, handed to the request's
// stream as each puzzle is made when it has one (the CLI: `| head -1` stops the run). JSON: for one
// puzzle its fields(), then the run's run_fields(); else the run's fields and "puzzles": [{fields}, …].
// A limit (deadline.h) ends the run with the puzzles made before it — none, perhaps — and run() marks
// the answer stopped; an error of make() ends it as "internal error" (a failure), or any other message
// (a level out of reach) as a problem with the options, since there is no input to blame.
template <class Puzzle>
Response generated_puzzles(const Request& request, int64_t count, const std::function<Result<Puzzle>(uint64_t)>& make,
                           const std::function<std::string(const Puzzle&)>& line,
                           const std::function<void(JsonWriter&, const Puzzle&)>& fields,
                           const std::function<void(JsonWriter&)>& run_fields) {
  std::vector<Puzzle> made;
  Response r;
  for (int64_t i = 0; i < count; ++i) {
    report(request.progress, "puzzle", i, count);
    auto one = make(static_cast<uint64_t>(i));
    // A puzzle finished after the request's limit passed is not trusted (its checks may have been cut
    // short), and an error met then is the limit's doing: the run ends with the puzzles made before.
    if (time_is_up_now()) break;
    if (!one) {
      const std::string& m = one.error().message;
      return m.rfind("internal error", 0) == 0 ? Response::failure(m) : Response::options_failure(m);
    }
    made.push_back(std::move(*one));
    const std::string text = line(made.back()) + '\n';
    if (!request.stream) r.text += text;
    else if (!request.stream(text)) break;  // the reader is gone
  }
  JsonWriter w;
  w.begin_object();
  if (made.size() == 1 && count == 1) fields(w, made[0]);
  run_fields(w);
  if (count != 1) {
    w.key("puzzles").begin_array();
    for (const Puzzle& p : made) {
      w.begin_object();
      fields(w, p);
      w.end_object();
    }
    w.end_array();
  } else if (made.empty()) {
    w.key("puzzles").begin_array().end_array();
  }
  r.json = w.end_object().str();
  return r;
}

}  // namespace gridlogic::verbs
