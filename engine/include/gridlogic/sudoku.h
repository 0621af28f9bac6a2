// sudoku.h — the classic Sudoku model: shapes of every size, grids, the one-line format, rule checks.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/result.h"
#include "gridlogic/text.h"  // cell_name

namespace gridlogic {

// An n×n Sudoku whose boxes are box_rows × box_cols (n = box_rows * box_cols).
struct SudokuShape {
  int box_rows = 3;
  int box_cols = 3;

  int n() const { return box_rows * box_cols; }
  int cells() const { return n() * n(); }
  int box_of(int row, int col) const { return (row / box_rows) * box_rows + col / box_cols; }

  // The conventional shape for a side length: 4 → 2×2, 6 → 2×3, 9 → 3×3, 12 → 3×4, 16 → 4×4,
  // 25 → 5×5 (boxes wider than tall, as puzz.link draws 6×6). nullopt for sides without one.
  static std::optional<SudokuShape> for_side(int n);
  friend bool operator==(const SudokuShape&, const SudokuShape&) = default;
};

// A grid of values 1..n, 0 for an empty cell; row-major.
struct SudokuGrid {
  SudokuShape shape;
  std::vector<uint8_t> cells;

  int at(int row, int col) const { return cells[row * shape.n() + col]; }
  int givens() const;
};

// The character for a value: '1'..'9', then 'A'.. for 10.. ; '.' for 0.
char value_char(int value);

// Parses one line of n² cells ('.' or '0' blank; digits, then letters A.. for values above 9; case
// ignored; surrounding whitespace ignored). Errors name the position and the offending character.
Result<SudokuGrid> parse_sudoku_line(std::string_view line);
// The one-line form: '.' for blanks.
std::string format_sudoku_line(const SudokuGrid& grid);

// Checks a complete grid against the rules and the puzzle's givens. nullopt when it is a solution;
// otherwise a message naming the first broken constraint ("row 3 has two 7s: r3c2 and r3c8").
std::optional<std::string> find_sudoku_violation(const SudokuGrid& puzzle, const SudokuGrid& filled);

}  // namespace gridlogic
