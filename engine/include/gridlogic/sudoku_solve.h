// sudoku_solve.h — one Sudoku solved by a chosen method (the fast search, SAT in one of document 002's
// encodings, the human ladder, or a teaching method of sudoku_teach.h: propagation, failed literals,
// backtracking, DPLL, CDCL, exact cover), counted up to a limit: what the `solve` verb calls.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "gridlogic/verdict.h"

namespace gridlogic {

struct SudokuSolveRequest {
  std::string puzzle;            // one puzzle in any one-line form
  std::string method;            // "" = fast, or an encoding was named: sat; "fast", "sat", "human", or a
                                 // teaching method (sudoku_teach.h)
  std::string encoding;          // "" = minimal for sat, extended for the teaching methods
  std::string heuristic;         // backtracking / dpll: first-open|mom|jeroslow-wang|dlis; cdcl: vsids
  bool restarts = true;          // cdcl: MiniSat's restarts
  int count_limit = 2;           // 1: any solution ("solved"); 2: prove uniqueness; N: count up to N
  int64_t conflict_budget = -1;  // SAT conflicts (fast: guesses) before answering "unknown"; -1 = no limit
};

struct SudokuSolveReport {
  std::string error;  // non-empty: what was wrong with the input or request, and where; nothing else set
  Verdict verdict = Verdict::Unknown;
  std::string solution;  // the first solution found, in the one-line form
  int count = 0;         // solutions found (up to the request's limit)
  SolveStats stats;
  // A teaching method's own counters ("backtracks", "updates", ...), written into "stats" after the
  // common ones, and the CNF it searched ("cnf": variables, clauses; none for exact cover).
  std::vector<std::pair<std::string, uint64_t>> counters;
  int cnf_variables = 0, cnf_clauses = 0;
};

// Never throws for bad input: the report's error says what and where. Every returned solution has been
// verified against the rules and the givens.
SudokuSolveReport solve_sudoku_request(const SudokuSolveRequest& request);

// {"status":"unique","solution":"...","count":1,"stats":{"ms":0.4,...}} — see docs/cli.md.
std::string to_json(const SudokuSolveReport& report, bool with_count = false);

}  // namespace gridlogic
