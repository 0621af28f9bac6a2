// generate_common.h — what every genre's `generate` verb shares: the seed range, a fresh seed when none
// is given, and reading --size.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/json.h"
#include "gridlogic/result.h"

namespace gridlogic::verbs {

// Seeds up to 2^53 − 1, so that JavaScript numbers carry them back exactly.
inline constexpr int64_t kMaxGeneratorSeed = (int64_t{1} << 53) - 1;

// A seed when none is given: the clock, mixed with a counter so two calls in one tick differ. Always
// reported back, so a puzzle made with it can be made again.
uint64_t fresh_seed();

// A grid size as columns × rows (SPEC "Fixed points").
struct GridSize {
  int cols = 0, rows = 0;
};

// --size WxH or N (for N×N), each side 1..max_side; the error names the text and what was expected.
Result<GridSize> parse_grid_size(const std::string& text, int max_side, const std::string& example);

// The generate verbs' common answer. Makes puzzles 0..count−1 with make(index), reporting {"puzzle", i,
// count} to `progress` before each; the first error ends the
// run (an "internal error" as a failure, any other — a level out of reach — as a problem with the
// options, since there is no input to blame). Text: line(puzzle) a line. JSON: for one puzzle its
// fields(), then the run's run_fields(); for several the run's fields and "puzzles": [{fields}, …].
template <class Puzzle>
Response generated_puzzles(const ProgressSink& progress, int64_t count,
                           const std::function<Result<Puzzle>(uint64_t)>& make,
                           const std::function<std::string(const Puzzle&)>& line,
                           const std::function<void(JsonWriter&, const Puzzle&)>& fields,
                           const std::function<void(JsonWriter&)>& run_fields) {
  std::vector<Puzzle> made;
  for (int64_t i = 0; i < count; ++i) {
    report(progress, "puzzle", i, count);
    auto one = make(static_cast<uint64_t>(i));
    if (!one) {
      const std::string& m = one.error().message;
      return m.rfind("internal error", 0) == 0 ? Response::failure(m) : Response::options_failure(m);
    }
    made.push_back(std::move(*one));
  }
  Response r;
  for (const Puzzle& p : made) r.text += line(p) + '\n';
  JsonWriter w;
  w.begin_object();
  if (made.size() == 1) fields(w, made[0]);
  run_fields(w);
  if (made.size() > 1) {
    w.key("puzzles").begin_array();
    for (const Puzzle& p : made) {
      w.begin_object();
      fields(w, p);
      w.end_object();
    }
    w.end_array();
  }
  r.json = w.end_object().str();
  return r;
}

}  // namespace gridlogic::verbs
