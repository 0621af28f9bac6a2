// sudoku_solve.h — one Sudoku solved by a chosen method (the fast search, SAT in one of document 002's
// encodings, or the human ladder), counted up to a limit: what the `solve` verb and the lecture view call.
#pragma once

#include <cstdint>
#include <string>

#include "gridlogic/verdict.h"

namespace gridlogic {

struct SudokuSolveRequest {
  std::string puzzle;            // one puzzle in any one-line form
  std::string method;            // "" = fast, or an encoding was named: sat; "fast", "sat" or "human"
  std::string encoding;          // "" = minimal (sat only): minimal|efficient|extended
  int count_limit = 2;           // 1: any solution ("solved"); 2: prove uniqueness; N: count up to N
  int64_t conflict_budget = -1;  // SAT conflicts (fast: guesses) before answering "unknown"; -1 = no limit
};

struct SudokuSolveReport {
  std::string error;  // non-empty: what was wrong with the input or request, and where; nothing else set
  Verdict verdict = Verdict::Unknown;
  std::string solution;  // the first solution found, in the one-line form
  int count = 0;         // solutions found (up to the request's limit)
  SolveStats stats;
};

// Never throws for bad input: the report's error says what and where. Every returned solution has been
// verified against the rules and the givens.
SudokuSolveReport solve_sudoku_request(const SudokuSolveRequest& request);

// {"status":"unique","solution":"...","count":1,"stats":{"ms":0.4,...}} — see docs/cli.md.
std::string to_json(const SudokuSolveReport& report, bool with_count = false);

}  // namespace gridlogic
