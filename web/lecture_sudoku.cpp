// lecture_sudoku.cpp — Sudoku in the lecture view: the board's rules (a placed value leaves its peers),
// the human ladder ("human"), MiniSat's search of document 002's encoding ("sat", lecture_cdcl.cpp
// records it), the pattern of givens over a set ("patterns", lecture_patterns.cpp), the lab's methods
// (lecture_lab.cpp), and the genre's row (lecture_genres.h).
#include <algorithm>
#include <bit>

#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_human.h"
#include "gridlogic/sudoku_sat.h"
#include "gridlogic/sudoku_solve.h"
#include "gridlogic/verdict.h"
#include "lecture_cdcl.h"
#include "lecture_genres.h"
#include "lecture_internal.h"
#include "lecture_lab.h"
#include "lecture_patterns.h"
#include "lecture_step_graph.h"

namespace gridlogic::lecture {

void apply_sudoku_step(const Lecture& L, const TraceStep& step, BoardState& s) {
  const SudokuShape shape = L.sudoku->shape;
  const int n = shape.n();
  for (const CellValue& cv : step.placed) {
    s.value[cv.cell] = static_cast<int8_t>(cv.value);
    s.candidates[cv.cell] = bit(cv.value);
    const int r = cv.cell / n, c = cv.cell % n, bx = shape.box_of(r, c);
    for (int cell = 0; cell < n * n; ++cell)
      if (cell != cv.cell && !s.value[cell] &&
          (cell / n == r || cell % n == c || shape.box_of(cell / n, cell % n) == bx))
        s.candidates[cell] &= ~bit(cv.value);
  }
  for (const CellValue& cv : step.removed) s.candidates[cv.cell] &= ~bit(cv.value);
}

Result<bool> read_sudoku(Lecture& L, std::string_view text) {
  auto parsed = parse_sudoku(text);
  if (!parsed) return parsed.error();
  L.sudoku = *parsed;
  const SudokuGrid& grid = *L.sudoku;
  const int n = grid.shape.n();
  L.rows = L.cols = n;
  L.given.assign(n * n, 0);
  BoardState& s = L.states.emplace_back();
  s.value.assign(n * n, 0);
  s.candidates.assign(n * n, 0);
  const HumanPosition pos = human_position(grid);
  for (int cell = 0; cell < n * n; ++cell) {
    if (grid.cells[cell]) {
      L.given[cell] = 1;
      s.value[cell] = static_cast<int8_t>(grid.cells[cell]);
      s.candidates[cell] = bit(grid.cells[cell]);
    } else {
      s.candidates[cell] = pos.candidates[cell] << 1;  // bit v-1 → bit v
    }
  }
  return true;
}

std::string sudoku_size_words(const SudokuGrid& grid) {
  const int n = grid.shape.n();
  return std::to_string(n) + "×" + std::to_string(n) + " Sudoku, " + std::to_string(grid.givens()) + " givens";
}

namespace {

// The verdict of the fast search (a second method beside the one on screen), and the solution.
SudokuSolveReport sudoku_verdict(Lecture& L, std::string_view text) {
  SudokuSolveRequest req;
  req.puzzle = std::string(text);
  SudokuSolveReport report = solve_sudoku_request(req);
  L.verdict = std::string(verdict_name(report.verdict));
  return report;
}

Result<bool> record_human(Lecture& L, std::string_view text, BoardState& expected) {
  if (auto r = read_sudoku(L, text); !r) return r;
  sudoku_verdict(L, text);
  encode_sudoku_rules(L.sudoku->shape, SudokuEncoding::Extended, L.cnf);
  HumanSolveResult r = solve_sudoku_human(*L.sudoku);
  expected.value.assign(r.grid.cells.begin(), r.grid.cells.end());
  for (TraceStep& t : r.steps) L.steps.push_back(step_of(std::move(t)));
  const std::string hardest = technique_title(r.hardest_technique);  // "xy-wing" → "XY-wing"
  L.summary = sudoku_size_words(*L.sudoku) + "; " +
              (r.solved          ? "solved with a person's techniques"
               : r.contradiction ? "a contradiction"
                                 : "the techniques get stuck") +
              (hardest.empty() ? "" : ", the hardest step: " + hardest);
  return true;
}

void apply_human(const Lecture& L, int k, BoardState& s) { apply_sudoku_step(L, L.steps[k].trace, s); }
void apply_pattern(const Lecture& L, int k, BoardState& s) { apply_pattern_step(L, L.steps[k].trace, s); }

std::string check_patterns(const Lecture& L, const BoardState& expected) {
  return L.states.back().heat == expected.heat ? "" : "the replayed counts differ from sudoku_patterns'";
}

std::optional<CellValue> sudoku_cell_value(const Lecture& L, Var v) { return cell_value_in(L, "s", v); }

bool sudoku_residual(const Lecture& L, const BoardState& s, ResidualVars& out) {
  out.range = find_range(L.cnf, "s");
  if (!out.range || !L.sudoku) return false;
  const int n = L.sudoku->shape.n();
  for (int cell = 0; cell < n * n; ++cell)
    for (int v = 1; v <= n; ++v) {
      const Var var = out.range->at({cell / n, cell % n, v - 1});
      out.assign[var.index] = s.value[cell] ? (s.value[cell] == v) : (s.candidates[cell] & bit(v)) ? -1 : 0;
      out.cell[var.index] = cell;
    }
  return true;
}

const LectureMethod kSudokuMethods[] = {
    {"human", "Human techniques", "singles, locked candidates, subsets, fish, wings, chains, each explained",
     &record_human, &apply_human, &check_cells, "Next beyond singles", kMethodBeyondSingles},
    {"propagation", "Unit propagation",
     "unit propagation alone on the encoding: how far it gets (singles, in a person's words)", &record_lab_propagation,
     &apply_trail, &check_cells, "Next key step", kMethodTrail | kMethodEncoding},
    {"failed-literals", "Failed literals",
     "propagation, then every open literal tried: one that leads to a conflict is false", &record_lab_failed_literals,
     &apply_trail, &check_cells, "Next failed literal", kMethodTrail | kMethodEncoding},
    {"backtracking", "Backtracking",
     "decide, check the clauses, undo the deepest decision on a conflict; no propagation", &record_lab_backtracking,
     &apply_trail, &check_cells, "Next conflict",
     kMethodTrail | kMethodEncoding | kMethodHeuristic | kMethodDecide | kMethodUnique | kMethodTree},
    {"dpll", "DPLL", "decide, propagate, undo the deepest decision on a conflict (chronological, no learning)",
     &record_lab_dpll, &apply_trail, &check_cells, "Next conflict",
     kMethodTrail | kMethodEncoding | kMethodHeuristic | kMethodDecide | kMethodUnique | kMethodTree},
    {"cdcl",
     "CDCL (MiniSat)",
     "MiniSat's search: conflicts analysed at the first UIP, clauses learned, backjumps",
     &record_lab_cdcl,
     &apply_trail,
     &check_cells,
     "Next conflict",
     kMethodTrail | kMethodEncoding | kMethodHeuristic | kMethodRestarts | kMethodDecide | kMethodUnique | kMethodTree,
     {},
     "sat"},
    {"exact-cover", "Exact cover", "Algorithm X with dancing links on 324 columns, the smallest column first",
     &record_lab_exact_cover, &apply_trail, &check_cells, "Next dead end",
     kMethodTrail | kMethodDecide | kMethodUnique | kMethodTree},
    {"patterns", "Patterns of givens", "document 002's pattern of givens over a set, one puzzle a step",
     &load_sudoku_patterns, &apply_pattern, &check_patterns, "Next key step", kMethodHeatmap | kMethodSet},
};

}  // namespace

extern const LectureGenre kSudokuLecture{
    "sudoku", "Sudoku", kSudokuMethods,
    // generate --size 9 --difficulty 3 --seed 3: singles, four pointing steps, a naked pair
    "2.......4...91...5.6....18....7...4.1..3.5..2.2...8....52....7.3...94...4.......9", &count_cells,
    &sudoku_cell_value, nullptr, &sudoku_residual, "open cells", &cell_total, true};

}  // namespace gridlogic::lecture
