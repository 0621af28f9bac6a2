// sudoku_sat.h — Sudoku as SAT: the minimal, efficient and extended encodings of document 002.
#pragma once

#include <string_view>
#include <optional>

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

// Reads the grid out of a model. A cell with no true value (impossible under these encodings) stays 0.
SudokuGrid decode_sudoku(const SudokuVars& vars, const SatSolver& solver);

}  // namespace gridlogic
