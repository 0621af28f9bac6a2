// sudoku_explain.cpp — the Sudoku verb `explain`: the human solver's step list (sudoku_human.h), as
// numbered lines or as the Trace JSON with the verdict and the SE rating (or, on the HoDoKu ladder,
// HoDoKu's path and grade). docs/cli.md documents it.
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "gridlogic/text.h"
#include "gridlogic/json.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_human.h"
#include "genres/genres.h"

namespace gridlogic::verbs {
namespace {

// --max-rating: a number from 0 to 100 (SE ratings run from 1.0 to about 12).
std::optional<double> parse_rating(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  const double x = std::strtod(text.c_str(), &end);
  if (errno || end != text.c_str() + text.size() || !std::isfinite(x) || x < 0 || x > 100) return std::nullopt;
  return x;
}

std::string rating_text(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", x);
  return buf;
}

}  // namespace

std::optional<std::string> check_max_rating(std::string_view text) {
  if (parse_rating(std::string(text))) return std::nullopt;
  return "--max-rating takes a number from 0 to 100, not " + quote_excerpt(text);
}

Response sudoku_explain(const Request& request) {
  const Options& o = request.options;
  const int64_t steps = o.integer("steps", -1);
  HumanOptions options;
  if (o.has("max-rating")) options.max_rating = *parse_rating(o.get("max-rating"));
  options.allow_last_resort = o.get_flag("last-resort");
  const bool hodoku = o.get("ladder", "se") == "hodoku";
  if (hodoku) options.ladder = HumanLadder::HoDoKu;

  auto puzzle = parse_sudoku_puzzle(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  const HumanSolveResult result = solve_sudoku_human(human_position(puzzle->givens, puzzle->candidates), options);
  const size_t shown = steps < 0 ? result.steps.size() : std::min(result.steps.size(), static_cast<size_t>(steps));

  Response r;
  for (size_t i = 0; i < shown; ++i) r.text += std::to_string(i + 1) + ". " + result.steps[i].explanation + '\n';
  const std::string verdict = result.solved ? "solved" : result.contradiction ? "no solution" : "stuck";
  r.text += verdict;
  if (hodoku) {
    // HoDoKu's grade instead of SE's: the hardest step by HoDoKu's score, the sum and the level.
    size_t hardest = 0;
    for (size_t i = 1; i < result.hodoku_scores.size(); ++i)
      if (result.hodoku_scores[i] > result.hodoku_scores[hardest]) hardest = i;
    if (!result.steps.empty())
      r.text += "; hardest step " + result.steps[hardest].technique + " (" +
                std::to_string(result.hodoku_scores[hardest]) + "), hodoku score " +
                std::to_string(result.hodoku_score) + ", level " + std::string(hodoku_level_name(result.hodoku_level));
  } else if (!result.hardest_technique.empty()) {
    r.text += "; hardest step " + result.hardest_technique + ", rating " + rating_text(result.hardest_rating);
  }
  if (result.used_last_resort) r.text += " (last resort used)";
  r.text += '\n';

  JsonWriter w;
  w.begin_object().key("steps").begin_array();
  for (size_t i = 0; i < shown; ++i) write_json(w, result.steps[i]);
  w.end_array().key("ratings").begin_array();
  for (size_t i = 0; i < shown; ++i) w.value(std::round(result.ratings[i] * 10) / 10);
  w.end_array()
      .key("solved")
      .value(result.solved)
      .key("contradiction")
      .value(result.contradiction)
      .key("last_resort")
      .value(result.used_last_resort)
      .key("hardest")
      .value(result.hardest_technique)
      .key("rating")
      .value(std::round(result.hardest_rating * 10) / 10)
      .key("total_steps")
      .value(static_cast<long long>(result.steps.size()))
      .key("grid")
      .value(format_sudoku_line(result.grid));
  if (hodoku) {
    // SE's keys above keep their meaning (SE ratings; 0 for HoDoKu-only steps); HoDoKu's grade apart.
    w.key("hodoku_scores").begin_array();
    for (size_t i = 0; i < shown; ++i) w.value(result.hodoku_scores[i]);
    w.end_array()
        .key("hodoku_score")
        .value(result.hodoku_score)
        .key("hodoku_level")
        .value(result.hodoku_level)
        .key("hodoku_level_name")
        .value(hodoku_level_name(result.hodoku_level));
  }
  w.end_object();
  r.json = w.str();
  return r;
}

}  // namespace gridlogic::verbs
