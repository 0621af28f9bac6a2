// sudoku_swap_test.cpp — a second solution read off the first by exchanging two rows (columns) of one
// band (stack) on a closed set of non-given cells (sudoku_swap.h), and the searches that count to 2
// with it (sudoku_fast.h; docs/simd.md, "Tenth pass"): hand-made cycles of rows and columns, of length
// 2 and 3, one touching a given; the exchange against a reference that walks every cycle; counts to 2
// against brute force and exact counts; every second solution valid, distinct and keeping the givens.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <vector>

#include "gridlogic/sudoku_fast.h"
#include "sudoku_swap.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::blank_all_but;
using testing::random_full_grid;

// A cycle of π for lines a and b (rows of one band, or columns of one stack): π(k) is the position
// where b holds a's value at k. Cells are indices into the grid.
struct Cycle {
  std::vector<int> cells_a, cells_b;  // the cycle's positions in line a and in line b
};

// Every cycle of every pair of lines of one band or stack, found by walking π (the reference; the
// engine's exchange never walks).
std::vector<Cycle> all_cycles(const SudokuGrid& solution) {
  const SudokuShape s = solution.shape;
  const int n = s.n();
  std::vector<Cycle> out;
  for (int orient = 0; orient < 2; ++orient) {
    const int group = orient ? s.box_cols : s.box_rows;
    auto cell = [&](int line, int k) { return orient ? k * n + line : line * n + k; };
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < (a / group + 1) * group; ++b) {
        std::vector<bool> seen(n);
        for (int start = 0; start < n; ++start) {
          if (seen[start]) continue;
          Cycle c;
          int k = start;
          do {
            seen[k] = true;
            c.cells_a.push_back(cell(a, k));
            c.cells_b.push_back(cell(b, k));
            int next = 0;
            while (solution.cells[cell(b, next)] != solution.cells[cell(a, k)]) ++next;
            k = next;
          } while (k != start);
          out.push_back(c);
        }
      }
  }
  return out;
}

// Whether some cycle has no given among its cells: then, and only then, sudoku_swap.h finds a second
// solution.
bool some_cycle_open(const SudokuGrid& givens, const std::vector<Cycle>& cycles) {
  for (const Cycle& c : cycles) {
    bool open = true;
    for (size_t i = 0; i < c.cells_a.size(); ++i)
      open = open && !givens.cells[c.cells_a[i]] && !givens.cells[c.cells_b[i]];
    if (open) return true;
  }
  return false;
}

SudokuGrid exchanged(const SudokuGrid& solution, const Cycle& c) {
  SudokuGrid g = solution;
  for (size_t i = 0; i < c.cells_a.size(); ++i) std::swap(g.cells[c.cells_a[i]], g.cells[c.cells_b[i]]);
  return g;
}

// The solution with every cell given but those of `blank`.
SudokuGrid all_given_but(const SudokuGrid& solution, const Cycle& blank) {
  SudokuGrid g = solution;
  for (size_t i = 0; i < blank.cells_a.size(); ++i) g.cells[blank.cells_a[i]] = g.cells[blank.cells_b[i]] = 0;
  return g;
}

std::optional<SudokuGrid> swapped(const SudokuGrid& givens, const SudokuGrid& first) {
  SudokuGrid second{givens.shape, std::vector<uint8_t>(givens.cells.size())};
  if (!swapped_solution(givens.shape.box_rows, givens.shape.box_cols, givens.cells.data(), first.cells.data(),
                        second.cells.data()))
    return std::nullopt;
  return second;
}

// A random 9×9 solution: a dozen random cells given where they clash with nothing, then the search's
// first solution. (random_full_grid's pattern grids have 3-cycles between rows and 9-cycles between
// columns only.)
SudokuGrid random_solution(std::mt19937& rng) {
  for (;;) {
    SudokuGrid g{*SudokuShape::for_side(9), std::vector<uint8_t>(81)};
    for (int k = 0; k < 12; ++k) {
      const int cell = static_cast<int>(rng() % 81);
      g.cells[cell] = static_cast<uint8_t>(1 + rng() % 9);
      if (solve_sudoku_fast(g, 1).count == 0) g.cells[cell] = 0;  // a clash or no solution left
    }
    const FastSudokuResult r = solve_sudoku_fast(g, 1);
    if (r.count) return r.first;
  }
}

// A full 9×9 grid with a cycle of the given length between two rows (orient 0) or columns (orient 1).
std::pair<SudokuGrid, Cycle> grid_with_cycle(size_t length, int orient, std::mt19937& rng) {
  for (;;) {
    const SudokuGrid full = random_solution(rng);
    for (const Cycle& c : all_cycles(full)) {
      const bool rows = c.cells_a[0] / 9 != c.cells_b[0] / 9;
      if (c.cells_a.size() == length && rows == (orient == 0)) return {full, c};
    }
  }
}

// A puzzle whose only open cells are one cycle has exactly two solutions: the grid and the exchange.
// Counting to 2 reads the second off the first; the exchange is the cycle's.
TEST(SudokuSwap, RowAndColumnCyclesOfLengthTwoAndThree) {
  std::mt19937 rng(37);
  for (int orient = 0; orient < 2; ++orient)
    for (size_t length : {2u, 3u}) {
      const auto [full, cycle] = grid_with_cycle(length, orient, rng);
      const SudokuGrid puzzle = all_given_but(full, cycle);
      ASSERT_EQ(testing::brute_force_count(puzzle, 3), 2);
      const std::optional<SudokuGrid> second = swapped(puzzle, full);
      ASSERT_TRUE(second) << orient << " " << length;
      EXPECT_EQ(second->cells, exchanged(full, cycle).cells);
      for (Sudoku9Path path : kSudoku9Paths) {
        if (!sudoku9_path_available(path)) continue;
        const FastSudokuResult r = solve_sudoku_fast_path(puzzle, 2, -1, path);
        ASSERT_EQ(r.count, 2) << sudoku9_path_name(path);
        // Every open cell keeps two candidates, so the search branches once and, with the other child
        // left, reads the second solution off the first.
        EXPECT_TRUE(r.second_from_first) << sudoku9_path_name(path);
        EXPECT_EQ(find_sudoku_violation(puzzle, r.second), std::nullopt);
        EXPECT_NE(r.second.cells, r.first.cells);
        const SudokuGrid other = r.first.cells == full.cells ? exchanged(full, cycle) : full;
        EXPECT_EQ(r.second.cells, other.cells) << sudoku9_path_name(path);
      }
    }
}

// A cycle with one given is not exchanged: with two cycles open but a given on one of them, only the
// other is taken, and with the given on the only open cycle there is no exchange at all.
TEST(SudokuSwap, ACycleTouchingAGivenIsNotTaken) {
  std::mt19937 rng(3737);
  for (int orient = 0; orient < 2; ++orient) {
    const auto [full, cycle] = grid_with_cycle(3, orient, rng);
    for (size_t i = 0; i < cycle.cells_a.size(); ++i)
      for (bool on_a : {true, false}) {
        SudokuGrid puzzle = all_given_but(full, cycle);
        const int kept = on_a ? cycle.cells_a[i] : cycle.cells_b[i];
        puzzle.cells[kept] = full.cells[kept];
        // No other cycle is open (every other cell is given), so nothing may be exchanged.
        EXPECT_FALSE(swapped(puzzle, full)) << orient << " " << i << " " << on_a;
        EXPECT_EQ(testing::brute_force_count(puzzle, 2), 1);
        for (Sudoku9Path path : kSudoku9Paths) {
          if (!sudoku9_path_available(path)) continue;
          const FastSudokuResult r = solve_sudoku_fast_path(puzzle, 2, -1, path);
          EXPECT_EQ(r.count, 1) << sudoku9_path_name(path);
          EXPECT_FALSE(r.second_from_first);
        }
      }
  }
}

// The exchange is found exactly when some cycle of some pair has no given (the walking reference),
// on random grids with random givens, every shape the generic search and the 16×16 search serve too;
// what it returns is a solution, not the first, keeping the givens; and the SSSE3 form of 9×9 finds
// the same exchange as the portable one.
TEST(SudokuSwap, FoundExactlyWhenACycleIsOpenOnEveryShape) {
  std::mt19937 rng(2026);
  for (int side : {4, 6, 9, 12, 16}) {
    const SudokuShape shape = *SudokuShape::for_side(side);
    int found = 0, missed = 0;
    for (int round = 0; round < 400; ++round) {
      const SudokuGrid full = side == 9 && round % 2 ? random_solution(rng) : random_full_grid(shape, rng);
      const int keep = static_cast<int>(rng() % static_cast<unsigned>(shape.cells()));
      const SudokuGrid givens = blank_all_but(full, keep, rng);
      const bool expected = some_cycle_open(givens, all_cycles(full));
      const std::optional<SudokuGrid> second = swapped(givens, full);
      ASSERT_EQ(second.has_value(), expected) << format_sudoku_line(givens) << " / " << format_sudoku_line(full);
      if (second) {
        ASSERT_EQ(find_sudoku_violation(givens, *second), std::nullopt) << format_sudoku_line(givens);
        ASSERT_NE(second->cells, full.cells);
      }
      if (side == 9 && have_ssse3()) {
        SudokuGrid a = full, b = full;
        const bool fa = exchange_lines(3, 3, givens.cells.data(), full.cells.data(), a.cells.data());
        const bool fb = exchange_lines_9x9_ssse3(givens.cells.data(), full.cells.data(), b.cells.data());
        ASSERT_EQ(fa, fb) << format_sudoku_line(givens);
        if (fa) ASSERT_EQ(a.cells, b.cells) << format_sudoku_line(givens);
      }
      found += expected;
      missed += !expected;
    }
    EXPECT_GT(found, 40) << side;  // both answers were exercised
    EXPECT_GT(missed, 40) << side;
  }
}

// The 9×9 rule check in SSSE3 agrees with find_sudoku_violation on solutions and on solutions with a
// cell changed, two cells swapped or a given contradicted.
TEST(SudokuSwap, VectorRuleCheckAgreesWithTheScalarOne) {
  std::mt19937 rng(81);
  int broken = 0;
  for (int round = 0; round < 3000; ++round) {
    const SudokuGrid full = random_full_grid(*SudokuShape::for_side(9), rng);
    SudokuGrid givens = blank_all_but(full, static_cast<int>(rng() % 40), rng);
    SudokuGrid g = full;
    switch (round % 4) {
      case 0: g.cells[rng() % 81] = static_cast<uint8_t>(rng() % 12); break;
      case 1: std::swap(g.cells[rng() % 81], g.cells[rng() % 81]); break;
      case 2: givens.cells[rng() % 81] = static_cast<uint8_t>(1 + rng() % 9); break;
      default: break;
    }
    const bool valid = !find_sudoku_violation(givens, g).has_value();
    ASSERT_EQ(is_sudoku_solution_9x9_ssse3(givens.cells.data(), g.cells.data()), valid) << format_sudoku_line(g);
    broken += !valid;
  }
  EXPECT_GT(broken, 1000);
}

// Counting to 2 with the exchange gives brute force's answer on random puzzles of every density, on
// every 9×9 path and the other shapes; a second solution is valid, distinct and keeps the givens;
// exact counts (limit 3 and more) never take it.
TEST(SudokuSwap, CountsToTwoMatchBruteForce) {
  std::mt19937 rng(3);
  int by_exchange = 0, by_search = 0;
  for (int side : {4, 6, 9, 16}) {
    const SudokuShape shape = *SudokuShape::for_side(side);
    const int rounds = side == 16 ? 60 : 400;
    for (int round = 0; round < rounds; ++round) {
      const SudokuGrid full = random_full_grid(shape, rng);
      const int lo = side == 16 ? 150 : side == 9 ? 24 : shape.cells() / 4;
      SudokuGrid g = blank_all_but(full, lo + static_cast<int>(rng() % static_cast<unsigned>(shape.cells() - lo)), rng);
      if (round % 5 == 0) g.cells[rng() % g.cells.size()] = static_cast<uint8_t>(1 + rng() % side);
      const int expected = side == 16 ? -1 : testing::brute_force_count(g, 2);
      for (Sudoku9Path path : kSudoku9Paths) {
        if (!sudoku9_path_available(path) || (side != 9 && path != Sudoku9Path::Scalar)) continue;
        const FastSudokuResult r = solve_sudoku_fast_path(g, 2, -1, path);
        const FastSudokuResult exact = solve_sudoku_fast_path(g, 3, -1, path);
        ASSERT_FALSE(exact.second_from_first);
        ASSERT_EQ(r.count, std::min(exact.count, 2)) << format_sudoku_line(g);
        if (expected >= 0) ASSERT_EQ(r.count, expected) << format_sudoku_line(g);
        if (r.count == 2) {
          ASSERT_EQ(find_sudoku_violation(g, r.second), std::nullopt) << format_sudoku_line(g);
          ASSERT_EQ(find_sudoku_violation(g, r.first), std::nullopt) << format_sudoku_line(g);
          ASSERT_NE(r.second.cells, r.first.cells) << format_sudoku_line(g);
          by_exchange += r.second_from_first;
          by_search += !r.second_from_first;
        } else {
          ASSERT_TRUE(r.second.cells.empty());
          ASSERT_FALSE(r.second_from_first);
        }
      }
    }
  }
  EXPECT_GT(by_exchange, 200);  // both ways to a second solution were exercised
  EXPECT_GT(by_search, 50);
}

// On the data sets: the unique sets stay unique and Serg's many-solution puzzles count 2 on every path,
// most of them by the exchange (72 % of the first 1,000 when this was written).
TEST(SudokuSwap, DataSetsCountAsBefore) {
  int checked = 0;
  for (const char* set : testing::kNineByNineSets) {
    const std::string path = testing::dataset_path(set);
    if (path.empty()) continue;
    const bool serg = std::string(set).find("serg") != std::string::npos;
    int exchanged_count = 0, total = 0;
    for (const std::string& p : testing::read_puzzle_lines(path, 300)) {
      const SudokuGrid g = *parse_sudoku_line(p.substr(0, 81));
      for (Sudoku9Path path9 : kSudoku9Paths) {
        if (!sudoku9_path_available(path9)) continue;
        const FastSudokuResult r = solve_sudoku_fast_path(g, 2, -1, path9);
        ASSERT_EQ(r.count, serg ? 2 : 1) << p;
        if (r.count == 2) {
          ASSERT_EQ(find_sudoku_violation(g, r.second), std::nullopt) << p;
          ASSERT_NE(r.second.cells, r.first.cells) << p;
        }
        exchanged_count += r.second_from_first;
        ++total;
      }
      ++checked;
    }
    if (serg) EXPECT_GT(exchanged_count * 2, total);
  }
  if (checked == 0) GTEST_SKIP() << "../shared/datasets is absent; skipping";
}

}  // namespace
}  // namespace gridlogic
