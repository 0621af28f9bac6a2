// conflicts_verbs.cpp — the `conflicts` verb of every genre: which rules a partly filled grid (or a
// partial set of bridges) already breaks, for marking a clash the moment it is placed.
//
//   → {"conflicts":[{"rule":"row","message":"row 1 holds 3 twice: r1c1, r1c5","cells":[0,4]}, …]}
//
// The grid is the player's, '.' (or 0) for an empty cell, in the form the genre's `check` takes; the
// givens count whether or not the grid repeats them. The rules are the engine's (live_conflicts.h).
#include <string>

#include "gridlogic/hashi_format.h"
#include "gridlogic/json.h"
#include "gridlogic/live_conflicts.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/variant_fpuzzles.h"
#include "genres/genres.h"

namespace gridlogic::verbs {
namespace {

Response answer(const std::vector<LiveConflict>& conflicts) {
  JsonWriter w;
  w.begin_object().key("conflicts").begin_array();
  Response r;
  for (const LiveConflict& c : conflicts) {
    w.begin_object().key("rule").value(c.rule).key("message").value(c.message).key("cells").begin_array();
    for (int cell : c.cells) w.value(cell);
    w.end_array().end_object();
    r.text += c.rule + "\t" + c.message + "\n";
  }
  r.json = w.end_array().end_object().str();
  if (conflicts.empty()) r.text = "none\n";
  return r;
}

// The --solution option, required: the partial grid.
std::optional<Response> need_solution(const Request& request) {
  if (!request.options.has("solution"))
    return Response::options_failure("conflicts needs the grid so far: --solution GRID ('.' for an empty cell)");
  return std::nullopt;
}

// Givens fill the cells the grid leaves empty.
void add_givens(std::vector<uint8_t>& values, const std::vector<uint8_t>& givens) {
  for (size_t c = 0; c < values.size() && c < givens.size(); ++c)
    if (!values[c]) values[c] = givens[c];
}

}  // namespace

Response sudoku_conflicts(const Request& request) {
  if (auto bad = need_solution(request)) return *bad;
  auto puzzle = parse_sudoku_puzzle(request.input);
  if (!puzzle) return Response::failure("puzzle: " + puzzle.error().message);
  auto grid = parse_sudoku(request.options.get("solution"));
  if (!grid) return Response::failure("grid: " + grid.error().message);
  const SudokuShape shape = puzzle->givens.shape;
  if (grid->shape.n() != shape.n()) return Response::failure("the grid is not the puzzle's size");
  std::vector<uint8_t> values = grid->cells;
  add_givens(values, puzzle->givens.cells);
  std::vector<LiveConflict> out = sudoku_live_conflicts(shape, values);
  // A pencil-mark puzzle: a digit its cell's candidates do not allow.
  if (puzzle->has_marks())
    for (int cell = 0; cell < shape.cells(); ++cell) {
      SudokuGrid one{shape, std::vector<uint8_t>(values.size(), 0)};
      one.cells[cell] = values[cell];
      if (auto off = find_candidate_violation(*puzzle, one)) out.push_back({"candidates", *off, {cell}});
    }
  return answer(out);
}

Response variant_conflicts(const Request& request) {
  if (auto bad = need_solution(request)) return *bad;
  auto puzzle = parse_variant(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  auto values = parse_variant_solution(*puzzle, request.options.get("solution"));
  if (!values) return Response::failure(values.error().message);
  add_givens(*values, puzzle->givens);
  return answer(variant_live_conflicts(*puzzle, *values));
}

Response tectonic_conflicts(const Request& request) {
  if (auto bad = need_solution(request)) return *bad;
  auto puzzle = parse_tectonic(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  auto values = parse_tectonic_solution(*puzzle, request.options.get("solution"));
  if (!values) return Response::failure(values.error().message);
  add_givens(*values, puzzle->givens);
  return answer(tectonic_live_conflicts(*puzzle, *values));
}

Response hashi_conflicts(const Request& request) {
  if (auto bad = need_solution(request)) return *bad;
  auto puzzle = parse_hashi(request.input);
  if (!puzzle) return Response::failure(puzzle.error().message);
  auto bridges = parse_hashi_solution(*puzzle, request.options.get("solution"));
  if (!bridges) return Response::failure(bridges.error().message);
  return answer(hashi_live_conflicts(*puzzle, *bridges));
}

}  // namespace gridlogic::verbs
