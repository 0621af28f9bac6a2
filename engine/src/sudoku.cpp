// sudoku.cpp — Sudoku shapes, the one-line format and the rule check (see sudoku.h).
#include "gridlogic/sudoku.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "gridlogic/text.h"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>

#include "sudoku_check_simd128.h"
#endif

namespace gridlogic {

std::optional<SudokuShape> SudokuShape::for_side(int n) {
  switch (n) {
    case 4: return SudokuShape{2, 2};
    case 6: return SudokuShape{2, 3};
    case 9: return SudokuShape{3, 3};
    case 12: return SudokuShape{3, 4};
    case 16: return SudokuShape{4, 4};
    case 25: return SudokuShape{5, 5};
    default: return std::nullopt;
  }
}

int SudokuGrid::givens() const {
  int k = 0;
  for (uint8_t v : cells) k += v != 0;
  return k;
}

char value_char(int value) {
  if (value == 0) return '.';
  if (value <= 9) return static_cast<char>('0' + value);
  return static_cast<char>('A' + value - 10);
}

namespace {

// The value a character stands for, or -1; '.' and '0' are 0 (blank).
int char_value(char ch) {
  if (ch == '.' || ch == '0') return 0;
  if (ch >= '1' && ch <= '9') return ch - '0';
  char up = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  if (up >= 'A' && up <= 'Z') return up - 'A' + 10;
  return -1;
}

std::string expected_values(int n) {
  std::string s = n <= 9 ? "1-" + std::string(1, value_char(n)) : "1-9, A-" + std::string(1, value_char(n));
  return s + ", '.' or '0'";
}

}  // namespace

Result<SudokuGrid> parse_sudoku_line(std::string_view line) {
  size_t begin = 0, end = line.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(line[begin]))) ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(line[end - 1]))) --end;
  std::string_view body = line.substr(begin, end - begin);

  // Characters, not bytes, are counted and named: "this one has 81" for a line of 81 with an 'é' in it
  // points at the 'é', never at a byte count.
  const size_t chars = utf8_char_count(body);
  std::optional<SudokuShape> shape;
  for (int n : {4, 6, 9, 12, 16, 25})
    if (chars == static_cast<size_t>(n * n)) shape = SudokuShape::for_side(n);
  if (!shape) {
    return Error{"a Sudoku line has 16, 36, 81, 144, 256 or 625 cells (4×4 to 25×25); this one has " +
                 std::to_string(chars)};
  }
  SudokuGrid grid{*shape, std::vector<uint8_t>(chars)};
  const int n = shape->n();
  size_t i = 0;
  for (size_t pos = 0; pos < body.size(); ++i) {
    const bool ascii = static_cast<unsigned char>(body[pos]) < 0x80;
    const size_t length = ascii ? 1 : utf8_char_length(body, pos);
    int v = ascii ? char_value(body[pos]) : -1;
    if (v < 0 || v > n) {
      int row = static_cast<int>(i) / n, col = static_cast<int>(i) % n;
      return Error{"character " + std::to_string(i + 1) + " (" + cell_name(row, col) +
                   "): " + describe_char(body, pos) + " is not a value of a " + std::to_string(n) + "×" +
                   std::to_string(n) + " Sudoku; expected " + expected_values(n)};
    }
    grid.cells[i] = static_cast<uint8_t>(v);
    pos += length;
  }
  return grid;
}

std::string format_sudoku_line(const SudokuGrid& grid) {
  std::string s(grid.cells.size(), '.');
  char* out = s.data();  // not s[i]: in WebAssembly libc++'s operator[] tests the short-string flag each time
  for (const uint8_t v : grid.cells) *out++ = value_char(v);
  return s;
}

std::optional<std::string> find_sudoku_violation(const SudokuGrid& puzzle, const SudokuGrid& filled) {
  const SudokuShape& shape = puzzle.shape;
  const int n = shape.n();
  if (!(filled.shape == shape) || filled.cells.size() != puzzle.cells.size())
    return "the solution's size differs from the puzzle's";
#if defined(__wasm_simd128__)
  // In WebAssembly the pass below costs several times the SIMD one (sudoku_check_simd128.h).
  if (n == 9 && is_sudoku_solution_9x9_simd128(filled.cells.data(), puzzle.cells.data())) return std::nullopt;
#endif
  // A solution passes in one pass over its cells: each value in range and equal to the cell's given, if
  // any, and one bit mask per house holding every value (this runs on every answer, and the walks below
  // were 7 % of a 17-clue solve in WebAssembly). The walks run only to name the first broken rule.
  if (n <= 32) {
    std::array<uint32_t, 32> rows{}, cols{}, boxes{};
    std::array<int, 32> box_of_col;  // the divisions once per column, not once per cell
    for (int c = 0; c < n; ++c) box_of_col[c] = c / shape.box_cols;
    const uint8_t* cell = filled.cells.data();
    const uint8_t* given = puzzle.cells.data();
    unsigned misfits = 0;  // not 0: a value out of range or off its given (tested without branches)
    for (int r = 0; r < n; ++r) {
      uint32_t* row_boxes = &boxes[(r / shape.box_rows) * shape.box_rows];
      uint32_t row = 0;
      for (int c = 0; c < n; ++c) {
        const unsigned v = *cell++, g = *given++;
        misfits |=
            static_cast<unsigned>(v - 1 >= static_cast<unsigned>(n)) | (static_cast<unsigned>(g != 0) & (g != v));
        const uint32_t bit = 1u << ((v - 1) & 31);  // an out-of-range v is a misfit already
        row |= bit;
        cols[c] |= bit;
        row_boxes[box_of_col[c]] |= bit;
      }
      rows[r] = row;
    }
    const uint32_t all = n == 32 ? ~0u : (1u << n) - 1;
    bool whole = misfits == 0;
    for (int i = 0; i < n; ++i) whole &= rows[i] == all && cols[i] == all && boxes[i] == all;
    if (whole) return std::nullopt;
  }
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      int v = filled.at(r, c), g = puzzle.at(r, c);
      if (v < 1 || v > n) return cell_name(r, c) + " is empty or out of range";
      if (g != 0 && g != v) return cell_name(r, c) + " holds " + value_char(v) + " but the given is " + value_char(g);
    }
  // Report the first repeat with both cells.
  // `seen` on the stack: this check runs on every answer, and a heap vector per house was a tenth of
  // a 17-clue solve's time in WebAssembly.
  auto check_house = [&](const char* kind, int index, auto cell_at) -> std::optional<std::string> {
    std::array<int, 26> on_stack;  // sides up to 25, every shape for_side gives
    std::vector<int> on_heap;
    int* seen = on_stack.data();
    if (n + 1 > static_cast<int>(on_stack.size())) on_heap.resize(n + 1), seen = on_heap.data();
    std::fill(seen, seen + n + 1, -1);
    for (int k = 0; k < n; ++k) {
      auto [r, c] = cell_at(k);
      int v = filled.at(r, c);
      if (seen[v] >= 0) {
        auto [r0, c0] = cell_at(seen[v]);
        return std::string(kind) + " " + std::to_string(index + 1) + " has two " + value_char(v) +
               "s: " + cell_name(r0, c0) + " and " + cell_name(r, c);
      }
      seen[v] = k;
    }
    return std::nullopt;
  };
  using Cell = std::pair<int, int>;
  for (int i = 0; i < n; ++i) {
    if (auto m = check_house("row", i, [&](int k) { return Cell{i, k}; })) return m;
    if (auto m = check_house("column", i, [&](int k) { return Cell{k, i}; })) return m;
    int br = (i / shape.box_rows) * shape.box_rows, bc = (i % shape.box_rows) * shape.box_cols;
    if (auto m = check_house("box", i, [&](int k) { return Cell{br + k / shape.box_cols, bc + k % shape.box_cols}; }))
      return m;
  }
  return std::nullopt;
}

}  // namespace gridlogic
