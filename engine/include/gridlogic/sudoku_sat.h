// sudoku_sat.h — Sudoku as SAT: the minimal, efficient and extended encodings of document 002.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/sudoku.h"

namespace gridlogic {

// Document 002, after Lynce & Ouaknine and Weber. For an empty 9×9 (table 1):
//   Minimal  = Cell_d + Row_u + Column_u + Block_u                        8,829 clauses
//   Efficient= Minimal + Cell_u                                            11,745 clauses
//   Extended = Efficient + Row_d + Column_d + Block_d                      11,988 clauses
// Block_u lists all pairs within a box, including those a row or column already forbids, as the
// document's formula (and its count) does.
enum class SudokuEncoding { Minimal, Efficient, Extended };

std::optional<SudokuEncoding> parse_sudoku_encoding(std::string_view name);
std::string_view encoding_name(SudokuEncoding e);

// The variables of an encoded grid: s[r][c][v] is true iff cell (r, c) holds value v+1.
struct SudokuVars {
  SudokuShape shape;
  VarRange s;
  Var at(int row, int col, int value) const { return s.at({row, col, value - 1}); }
};

// Adds the rules of the encoding for the grid's shape and one unit clause per given.
SudokuVars encode_sudoku(const SudokuGrid& grid, SudokuEncoding encoding, Cnf& cnf);
// The rules alone, for any grid of the shape; given_literals() are then the puzzle's assumptions.
SudokuVars encode_sudoku_rules(SudokuShape shape, SudokuEncoding encoding, Cnf& cnf);
std::vector<Lit> given_literals(const SudokuVars& vars, const SudokuGrid& grid);

// Reads the grid out of a model. A cell with no true value (impossible under these encodings) stays 0.
SudokuGrid decode_sudoku(const SudokuVars& vars, const SatSolver& solver);

// One MiniSat instance per shape and encoding that answers puzzle after puzzle, as tdoku's SAT back
// ends do: the rules are encoded once, each puzzle's givens are assumptions, and the blocking clauses
// of a count are retired afterwards (enumerate_models_scoped), so no puzzle constrains the next while
// learned clauses — consequences of the rules alone — carry over. bench_sudoku compares it with
// encoding each puzzle afresh (docs/benchmarks.md).
class SudokuSatSession {
 public:
  SudokuSatSession(SudokuShape shape, SudokuEncoding encoding);
  // A session for one puzzle whose givens are unit clauses rather than assumptions: MiniSat then
  // simplifies them away before searching, which the minimal encoding needs (docs/benchmarks.md).
  // It still answers only this puzzle (or ones that extend its givens). `candidates`, when not empty,
  // are a pencil-mark puzzle's (sudoku_format.h, one mask per cell): each value a mask leaves out is a
  // unit clause ¬s[r][c][v].
  static std::unique_ptr<SudokuSatSession> for_puzzle(const SudokuGrid& puzzle, SudokuEncoding encoding,
                                                      const std::vector<uint32_t>& candidates = {});

  // Solutions of `puzzle` (of this session's shape) up to `limit`, each passed to on_solution. Budgets
  // set on solver() apply.
  ModelCount solve(const SudokuGrid& puzzle, int limit, const std::function<void(const SudokuGrid&)>& on_solution = {});

  const SudokuVars& vars() const { return vars_; }
  SatSolver& solver() { return solver_; }

 private:
  SudokuSatSession() = default;
  void init(const Cnf& cnf, SudokuVars vars);

  SudokuVars vars_;
  SatSolver solver_;
  std::vector<Var> projection_;
};

}  // namespace gridlogic
