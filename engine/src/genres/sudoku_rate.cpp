// sudoku_rate.cpp — the Sudoku verb `rate`: how hard a puzzle is for a person (sudoku_rating.h).
// docs/cli.md, docs/rating.md.
//
// Text: "level 3 (hard) se 2.6 ep 2.6 ed 1.2 refutation 1.43 dependency 4.28" (se "none" and no ep/ed
// when the technique ladder needed trial and error). JSON: every field of SudokuRating, se, ep and ed
// null in that case. HoDoKu's grade, when asked for, adds " hodoku 1234 hard" (JSON: hodoku_score,
// hodoku_level, hodoku_level_name), graded on the HoDoKu ladder by a second solve.
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <utility>

#include "gridlogic/json.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_human.h"
#include "gridlogic/sudoku_rating.h"
#include "genres/genres.h"

namespace gridlogic::verbs {
namespace {

// Means of 30 random runs: three decimals say all they can, and keep the JSON short and stable.
double rounded(double x) { return std::round(x * 1000.0) / 1000.0; }

std::string fixed(double x, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

}  // namespace

Response sudoku_rate(const Request& request) {
  const Options& o = request.options;
  auto puzzle = parse_sudoku_puzzle(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);

  RatingOptions options;
  options.runs = static_cast<int>(o.integer("runs"));
  options.seed = static_cast<uint64_t>(o.integer("seed"));
  Result<SudokuRating> rating = rate_sudoku(puzzle->givens, puzzle->candidates, options);
  if (!rating) return Response::failure(rating.error().message);
  const SudokuRating& r = *rating;

  Response out;
  out.text = "level " + std::to_string(r.level) + " (" + r.level_name + ") se " + (r.se ? fixed(*r.se, 1) : "none") +
             (r.ep && r.ed ? " ep " + fixed(*r.ep, 1) + " ed " + fixed(*r.ed, 1) : "") + " refutation " +
             fixed(r.refutation_sum, 2) + " dependency " + fixed(r.dependency, 2);
  // --hodoku: HoDoKu's grade from its own ladder, a second solve; never touches se/ep/ed.
  std::optional<HumanSolveResult> hodoku;
  if (o.get_flag("hodoku")) {
    HumanOptions ho;
    ho.ladder = HumanLadder::HoDoKu;
    hodoku = solve_sudoku_human(human_position(puzzle->givens, puzzle->candidates), ho);
    out.text +=
        " hodoku " + std::to_string(hodoku->hodoku_score) + " " + std::string(hodoku_level_name(hodoku->hodoku_level));
  }
  out.text += "\n";
  JsonWriter w;
  w.begin_object()
      .key("status")
      .value("rated")
      .key("level")
      .value(r.level)
      .key("level_name")
      .value(r.level_name)
      .key("se");
  if (r.se) w.value(*r.se);
  else w.null();
  w.key("hardest_technique").value(r.hardest_technique);
  for (const auto& [key, x] : {std::pair{"ep", r.ep}, std::pair{"ed", r.ed}}) {
    w.key(key);
    if (x) w.value(*x);
    else w.null();
  }
  w.key("last_resort")
      .value(r.last_resort)
      .key("refutation_sum")
      .value(rounded(r.refutation_sum))
      .key("refutation_steps")
      .value(rounded(r.refutation_steps))
      .key("dependency")
      .value(rounded(r.dependency))
      .key("runs")
      .value(options.runs)
      .key("seed")
      .value(static_cast<long long>(options.seed));
  if (hodoku)
    w.key("hodoku_score")
        .value(hodoku->hodoku_score)
        .key("hodoku_level")
        .value(hodoku->hodoku_level)
        .key("hodoku_level_name")
        .value(hodoku_level_name(hodoku->hodoku_level));
  w.end_object();
  out.json = w.str();
  return out;
}

}  // namespace gridlogic::verbs
