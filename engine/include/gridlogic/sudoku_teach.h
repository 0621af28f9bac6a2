// sudoku_teach.h — one Sudoku solved by a method a course compares: unit propagation alone, propagation
// with failed literals, backtracking, DPLL (each on one of document 002's encodings, with a branching
// heuristic), CDCL (MiniSat, restarts on or off) and exact cover (Algorithm X with dancing links), with
// each method's counters. `gridlogic solve --method …` (sudoku_solve.h) and the lecture view both call
// solve_sudoku_teach, so the numbers on the screen are the command line's; the view passes an observer.
//
// A count beyond one blocks each model and searches again: the blocking clause says "not this grid"
// over the open cells (¬s[r,c,v] for each value the model placed), and for every method but exact cover
// (whose search simply goes on) the next run starts from scratch on the formula with that clause added
// (MiniSat keeps what it learned, as enumerate_models does). The counters are summed over the runs.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_sat.h"
#include "gridlogic/teach_search.h"
#include "gridlogic/verdict.h"

namespace gridlogic {

// "propagation", "failed-literals", "backtracking", "dpll", "cdcl", "exact-cover".
bool is_sudoku_teach_method(std::string_view method);
// Whether the options apply to a method: an encoding (every method but exact cover), a heuristic
// (backtracking, DPLL: first-open|mom|jeroslow-wang|dlis; CDCL: vsids), restarts (CDCL).
bool teach_method_takes_encoding(std::string_view method);
bool teach_method_takes_heuristic(std::string_view method, std::string_view heuristic);
bool teach_method_takes_restarts(std::string_view method);

struct SudokuTeachRequest {
  SudokuGrid puzzle;
  std::string method = "dpll";
  SudokuEncoding encoding = SudokuEncoding::Extended;
  std::string heuristic;  // "" = the method's default: first-open (vsids for cdcl)
  bool restarts = true;   // cdcl
  int count_limit = 1;    // 1: the first solution; 2: prove uniqueness; N: count up to N
  int64_t budget = -1;    // conflicts (exact cover: dead ends) before "unknown"; -1: none
  TeachObserver* observer = nullptr;
  int max_events = kSearchWindowEvents;  // per run
  // Before the k-th run after the first (k = 1, 2, …): the blocking clause about to be added.
  std::function<void(int run, std::span<const Lit> blocking)> on_block;
  // After each run (0, 1, …) of a search method: how it ended, and its grid when it found one (already
  // verified). Exact cover has one run: Unsatisfiable then means its tree is exhausted.
  std::function<void(int run, SatStatus status, const SudokuGrid* grid)> on_run_end;
};

// A method's counters by name, in the order `stats` lists them.
struct TeachCounter {
  std::string name;  // "backtracks", "probes", "failedLiterals", "updates", "openCells", ...
  uint64_t value = 0;
};

struct SudokuTeachReport {
  std::string error;  // the request did not make sense (which option, why)
  Verdict verdict = Verdict::Unknown;
  int count = 0;
  std::vector<SudokuGrid> solutions;          // the first two, each verified against the rules and the givens
  SudokuGrid fixpoint;                        // propagation methods: the grid where propagation stopped
  std::vector<uint32_t> fixpoint_candidates;  // and each open cell's candidates (bit v-1)
  SolveStats stats;                           // summed over the runs
  std::vector<TeachCounter> counters;         // the method's own counters beyond the common ones
  int variables = 0, clauses = 0;             // the CNF's size (0 for exact cover: its 4n² columns)
  std::string encoding, heuristic;            // what ran ("" where they do not apply)
};

SudokuTeachReport solve_sudoku_teach(const SudokuTeachRequest& request);

// solve_sudoku_teach in slices: backtracking, DPLL and exact cover pause where the request's observer
// asks (SearchObserver::pause_here) and the next advance() goes on from that point, so the events,
// counters and answer are those of one call (the lecture view spreads a long run over its frames this
// way, docs/lecture.md); the other methods answer in their first advance().
class SudokuTeachRun {
 public:
  explicit SudokuTeachRun(SudokuTeachRequest request);
  ~SudokuTeachRun();
  SudokuTeachRun(const SudokuTeachRun&) = delete;
  SudokuTeachRun& operator=(const SudokuTeachRun&) = delete;
  // Runs until the observer pauses the search or the request is answered; true once it is.
  bool advance();
  bool done() const;
  // Final once done(); before, the counters so far (the runs ended and the one paused), verdict unknown.
  SudokuTeachReport report() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gridlogic
