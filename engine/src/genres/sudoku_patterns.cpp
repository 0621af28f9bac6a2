// sudoku_patterns.cpp — the Sudoku verb `patterns`: given and solution patterns over a whole set
// (sudoku_patterns.h), as CSV or an SVG heatmap, and as JSON arrays.
#include <cmath>
#include <optional>
#include <string>

#include "gridlogic/json.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_patterns.h"
#include "genres/genres.h"

namespace gridlogic::verbs {
namespace {

// An n×n table of the patterns' cells as an array of rows.
template <class CellValue>
void write_table(JsonWriter& w, const SudokuPatterns& p, CellValue value) {
  w.begin_array();
  for (int r = 0; r < p.n(); ++r) {
    w.begin_array();
    for (int c = 0; c < p.n(); ++c) w.value(value(r * p.n() + c));
    w.end_array();
  }
  w.end_array();
}

}  // namespace

Response sudoku_patterns(const Request& request) {
  const Options& o = request.options;
  const std::string format = o.get("format");

  // One puzzle a line, in any one-line form; blank lines and '#' comments are skipped.
  std::optional<SudokuPatterns> patterns;
  const std::string_view input = request.input;
  int line_number = 0, puzzle_number = 0;
  for (size_t start = 0; start < input.size();) {
    size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view line = input.substr(start, end - start);
    start = end + 1;
    ++line_number;
    const size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos || line[first] == '#') continue;
    ++puzzle_number;
    auto grid = parse_sudoku(line);
    const std::string where = "puzzle " + std::to_string(puzzle_number) + " (line " + std::to_string(line_number) + ")";
    if (!grid) return Response::failure(where + ": " + grid.error().message);
    if (!patterns) patterns.emplace(grid->shape);
    if (grid->shape.n() != patterns->n())
      return Response::failure(where + ": a " + std::to_string(grid->shape.n()) + "×" +
                               std::to_string(grid->shape.n()) + " Sudoku in a set of " +
                               std::to_string(patterns->n()) + "×" + std::to_string(patterns->n()) +
                               "; a pattern needs one size");
    add_sudoku_pattern(*patterns, *grid);
  }
  if (!patterns) return Response::failure("no puzzles: patterns reads a set of puzzles, one a line");
  const SudokuPatterns& p = *patterns;

  Response r;
  r.text = format == "svg" ? sudoku_patterns_svg(p) : sudoku_patterns_csv(p);
  JsonWriter w;
  w.begin_object()
      .key("puzzles")
      .value(p.puzzles)
      .key("size")
      .value(p.n())
      .key("unique")
      .value(p.unique)
      .key("notUnique")
      .value(p.not_unique);
  w.key("givens");
  write_table(w, p, [&](int cell) { return p.givens[cell]; });
  w.key("percent");
  write_table(w, p, [&](int cell) { return std::round(p.given_percent(cell) * 100.0) / 100.0; });
  w.key("popular");
  write_table(w, p, [&](int cell) { return p.popular_value(cell); });
  w.key("popularCount");
  write_table(w, p, [&](int cell) { return p.popular_count(cell); });
  // Index v - 1: in how many cells v is the most frequent solution value (002, figure 6).
  w.key("popularHistogram").begin_array();
  const std::vector<int> h = p.popular_histogram();
  for (int v = 1; v <= p.n(); ++v) w.value(h[v]);
  w.end_array();
  if (format == "svg") w.key("svg").value(r.text);
  r.json = w.end_object().str();
  return r;
}

}  // namespace gridlogic::verbs
