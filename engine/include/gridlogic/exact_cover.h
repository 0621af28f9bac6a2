// exact_cover.h — Knuth's Algorithm X with dancing links ("Dancing Links", 2000), and Sudoku as an exact
// cover problem: 4n² columns (a cell holds a digit; a row, a column, a box holds each digit once: 324
// for 9×9) and n³ rows (a cell and its digit), each row in four columns.
//
// The search branches on the column with the fewest rows left (the first of them on a tie), tries its
// rows in order, covers and uncovers. Its events go to a TeachObserver (teach_search.h) in the search
// window's terms, each row being the literal s[r,c,v] of the Sudoku encodings: taking a row decides its
// literal true, and the rows it knocks out are false with the reason "(¬row ∨ ¬taken)" — the two share
// a column; a column left without rows is the conflict, its rows' clause all false.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/teach_search.h"

namespace gridlogic {

struct ExactCoverStats {
  uint64_t decisions = 0;   // rows tried
  uint64_t conflicts = 0;   // dead ends: a column with no row left
  uint64_t backtracks = 0;  // rows taken back after their subtree
  uint64_t updates = 0;     // link updates (Knuth's measure of the work)
  uint64_t removed = 0;     // rows knocked out by covering (the "propagations" of the search)
  double ms = 0.0;
};

struct ExactCoverResult {
  int count = 0;           // solutions found (up to the limit)
  bool exhausted = false;  // the whole tree was searched
  ExactCoverStats stats;
};

class ExactCover {
 public:
  // `rows[i]` lists the columns of row i (each below `columns`); `row_lits[i]` names row i for the
  // observer (a Sudoku's s[r,c,v]).
  ExactCover(int columns, std::vector<std::vector<int>> rows, std::vector<Lit> row_lits);
  ~ExactCover();
  ExactCover(const ExactCover&) = delete;
  ExactCover& operator=(const ExactCover&) = delete;

  // Takes a row before the search (a given); false when one taken before shares a column with it.
  bool take(int row);
  // Watches the search (nullptr: stop): at most max_events events, then on_window_closed once.
  void set_observer(TeachObserver* observer, int max_events = kSearchWindowEvents);
  // Searches for up to `limit` solutions, each passed to on_solution (the rows taken, givens first);
  // a dead-end budget ≥ 0 stops it (not exhausted) once that many dead ends were met.
  ExactCoverResult solve(int limit, int64_t dead_end_budget,
                         const std::function<void(std::span<const int>)>& on_solution = {});
  // The search pauses where the observer asks (SearchObserver::pause_here): solve() or resume() then
  // returns with paused() true (not exhausted), and resume() goes on from that very point — the same
  // events, counters and solutions as one solve() (stats.ms sums the slices).
  bool paused() const;
  ExactCoverResult resume();
  ExactCoverResult result() const;  // what the search found so far

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Sudoku's exact cover: the rows of `shape` (row (r·n + c)·n + v − 1 is "r,c holds v") with their
// columns, the literal of each row (s[r,c,v] in `vars`), and a column's name for a person
// ("r5c2 has a digit", "row 5 has a 3", "column 2 has a 3", "box 4 has a 3").
int sudoku_cover_columns(SudokuShape shape);
std::vector<std::vector<int>> sudoku_cover_rows(SudokuShape shape);
std::string sudoku_cover_column_name(SudokuShape shape, int column);

// The exact cover of a puzzle with its givens taken (a clash: the solve finds nothing), and the grid of
// a solution's rows.
std::unique_ptr<ExactCover> sudoku_exact_cover(const SudokuGrid& puzzle);
SudokuGrid sudoku_cover_grid(const SudokuGrid& puzzle, std::span<const int> rows);

struct SudokuCoverSolve {
  ExactCoverResult result;
  std::vector<SudokuGrid> solutions;  // the first `keep` solutions
};
// Solves by Algorithm X, counting up to `limit`; the givens are taken first (a clash: no solution).
// `row_lit` names row i for the observer (nullptr: Lit::pos(Var{i}), the encodings' s[r,c,v]).
SudokuCoverSolve solve_sudoku_exact_cover(const SudokuGrid& puzzle, int limit, int64_t dead_end_budget,
                                          TeachObserver* observer = nullptr, int max_events = kSearchWindowEvents,
                                          int keep = 2);

}  // namespace gridlogic
