// sudoku_check_simd128_test.cpp — the WebAssembly build's 9×9 solution check (src/sudoku_check_simd128.h),
// checked on any CPU: compiled here against SIMDe (Debian's libsimde-dev), which implements the
// WebAssembly SIMD128 intrinsics in portable code, and compared with the scalar check that the native
// build runs (find_sudoku_violation) on solutions and on grids broken in each way a rule can be: a value
// out of range or blank, a given overwritten, two cells swapped in a row inside a box (columns broken,
// rows and boxes whole), in a column inside a box (rows broken), across boxes, Latin squares whose boxes
// repeat, one value put in for another everywhere, random values. What this checks is the code's logic;
// the instructions are the WebAssembly engine's (tests/node run the module). Skipped without SIMDe.
#include <gtest/gtest.h>

#if __has_include(<simde/wasm/simd128.h>)
#define GRIDLOGIC_HAVE_SIMDE_WASM 1
#define SIMDE_ENABLE_NATIVE_ALIASES
#include <simde/wasm/simd128.h>

#include "sudoku_check_simd128.h"
#endif

#include <random>
#include <utility>

#include "gridlogic/sudoku.h"
#include "test_util.h"

namespace gridlogic {
namespace {

#if defined(GRIDLOGIC_HAVE_SIMDE_WASM)
// The SIMD check agrees with the scalar one; returns the verdict.
bool expect_same(const SudokuGrid& puzzle, const SudokuGrid& filled) {
  const bool simd = is_sudoku_solution_9x9_simd128(filled.cells.data(), puzzle.cells.data());
  const std::optional<std::string> scalar = find_sudoku_violation(puzzle, filled);
  EXPECT_EQ(simd, !scalar.has_value()) << "puzzle " << format_sudoku_line(puzzle) << "\nfilled "
                                       << format_sudoku_line(filled) << "\nscalar: " << scalar.value_or("a solution");
  return simd;
}

SudokuGrid swapped(SudokuGrid g, int a, int b) {
  std::swap(g.cells[a], g.cells[b]);
  return g;
}

TEST(SudokuCheckSimd128, AgreesWithScalarOnSolutionsAndBrokenGrids) {
  const SudokuShape nine = *SudokuShape::for_side(9);
  std::mt19937 rng(128);
  int solutions = 0, broken = 0;
  for (int round = 0; round < 400; ++round) {
    const SudokuGrid full = testing::random_full_grid(nine, rng);
    const SudokuGrid puzzle = testing::blank_all_but(full, static_cast<int>(rng() % 40), rng);
    const SudokuGrid none{nine, std::vector<uint8_t>(81, 0)};
    solutions += expect_same(puzzle, full) + expect_same(none, full);
    auto check_broken = [&](const SudokuGrid& p, const SudokuGrid& g) { broken += !expect_same(p, g); };
    // One cell off: blank, another value, out of range.
    for (int k = 0; k < 6; ++k) {
      SudokuGrid g = full;
      const int cell = static_cast<int>(rng() % 81);
      const int values[] = {0, 1 + static_cast<int>(rng() % 9), 10, 16, 255, static_cast<int>(rng() % 256)};
      g.cells[cell] = static_cast<uint8_t>(values[k]);
      if (g.cells[cell] != full.cells[cell]) check_broken(none, g);
    }
    // A given overwritten (the grid itself a solution).
    {
      SudokuGrid p = puzzle;
      const int cell = static_cast<int>(rng() % 81);
      p.cells[cell] = static_cast<uint8_t>(1 + (full.cells[cell] + rng() % 8) % 9);
      check_broken(p, full);
    }
    // Two cells swapped: in a row inside a box (only columns broken), in a column inside a box (only
    // rows broken), in a row across boxes, in a column across bands, anywhere.
    const int r = static_cast<int>(rng() % 9), c = static_cast<int>(rng() % 9);
    const int c2 = 3 * (c / 3) + (c % 3 + 1 + static_cast<int>(rng() % 2)) % 3;
    const int r2 = 3 * (r / 3) + (r % 3 + 1 + static_cast<int>(rng() % 2)) % 3;
    check_broken(none, swapped(full, 9 * r + c, 9 * r + c2));
    check_broken(none, swapped(full, 9 * r + c, 9 * r2 + c));
    check_broken(none, swapped(full, 9 * r + c, 9 * r + (c + 3) % 9));
    check_broken(none, swapped(full, 9 * r + c, 9 * ((r + 3) % 9) + c));
    {
      const int a = static_cast<int>(rng() % 81), b = static_cast<int>(rng() % 81);
      if (full.cells[a] != full.cells[b]) check_broken(none, swapped(full, a, b));
    }
    // One value put in for another everywhere (each row, column and box then lacks one and repeats one).
    {
      SudokuGrid g = full;
      const uint8_t from = static_cast<uint8_t>(1 + rng() % 9), to = static_cast<uint8_t>(1 + (from + rng() % 8) % 9);
      for (uint8_t& v : g.cells)
        if (v == from) v = to;
      check_broken(none, g);
    }
    // A Latin square whose boxes repeat: rows and columns whole.
    {
      SudokuGrid g = full;
      const int shift = 1 + static_cast<int>(rng() % 8);
      for (int i = 0; i < 81; ++i) g.cells[i] = static_cast<uint8_t>(1 + (i / 9 * shift + i % 9) % 9);
      if (shift % 3 != 0) check_broken(none, g);
      else expect_same(none, g);
    }
    // Random values 0..11.
    {
      SudokuGrid g = full;
      for (uint8_t& v : g.cells) v = static_cast<uint8_t>(rng() % 12);
      check_broken(none, g);
    }
  }
  EXPECT_EQ(solutions, 800);
  EXPECT_GT(broken, 400 * 13);
}

// Every cell's value, including the last cell's (read by an overlapping load), is looked at.
TEST(SudokuCheckSimd128, EveryCellCounts) {
  std::mt19937 rng(9);
  const SudokuGrid full = testing::random_full_grid(*SudokuShape::for_side(9), rng);
  const SudokuGrid none{full.shape, std::vector<uint8_t>(81, 0)};
  for (int cell = 0; cell < 81; ++cell)
    for (int v = 0; v <= 10; ++v) {
      if (v == full.cells[cell]) continue;
      SudokuGrid g = full;
      g.cells[cell] = static_cast<uint8_t>(v);
      EXPECT_FALSE(expect_same(none, g)) << "cell " << cell << " value " << v;
      SudokuGrid p = none;
      p.cells[cell] = static_cast<uint8_t>(v == 0 ? 1 + full.cells[cell] % 9 : v);
      if (v <= 9) EXPECT_FALSE(expect_same(p, full)) << "given at cell " << cell;
    }
}
#else
TEST(SudokuCheckSimd128, AgreesWithScalarOnSolutionsAndBrokenGrids) {
  GTEST_SKIP() << "SIMDe (libsimde-dev) is not installed: the WebAssembly check is tested through the module only";
}
#endif

}  // namespace
}  // namespace gridlogic
