// sudoku_fast_test.cpp — the fast native solver against brute force, SAT, and the public data sets.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "gridlogic/sudoku_solve.h"
#include "gridlogic/api.h"
#include "gridlogic/sudoku_fast.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::blank_all_but;
using testing::random_full_grid;

TEST(SudokuFast, SolvesAKnownPuzzleAndProvesUniqueness) {
  auto r = solve_sudoku_fast(*parse_sudoku_line(testing::kWikipediaPuzzle), 2);
  EXPECT_EQ(r.count, 1);
  EXPECT_TRUE(r.exhausted);
  EXPECT_EQ(format_sudoku_line(r.first), testing::kWikipediaSolution);
}

// Branch points are the cells branched on (tdoku's benchmark calls them guesses); each tries at least
// one candidate, and counting past the first solution tries the others.
TEST(SudokuFast, BranchPointsCountTheCellsBranchedOn) {
  auto easy = solve_sudoku_fast(*parse_sudoku_line(testing::kWikipediaPuzzle), 2);
  EXPECT_EQ(easy.branch_points, 0u);  // singles alone solve it
  EXPECT_EQ(easy.guesses, 0u);
  for (int n : {6, 9, 16}) {
    auto r = solve_sudoku_fast(*parse_sudoku_line(std::string(n * n, '.')), 2);
    EXPECT_GT(r.branch_points, 0u) << n;
    EXPECT_GE(r.guesses, r.branch_points + 1) << n;  // two solutions: some cell tried twice
  }
}

TEST(SudokuFast, ContradictionsAndEmptyGrids) {
  auto clash = solve_sudoku_fast(*parse_sudoku_line("11" + std::string(79, '.')), 2);
  EXPECT_EQ(clash.count, 0);
  EXPECT_TRUE(clash.exhausted);
  for (int n : {4, 6, 9, 12, 16, 25}) {
    auto empty = *parse_sudoku_line(std::string(n * n, '.'));
    auto r = solve_sudoku_fast(empty, 2);
    EXPECT_EQ(r.count, 2) << n;
    EXPECT_EQ(find_sudoku_violation(empty, r.first), std::nullopt) << n;
  }
}

// Property: exact counts equal brute force on random 4×4 and 6×6 givens (often contradictory).
TEST(SudokuFast, CountsMatchBruteForceOnRandomSmallGrids) {
  std::mt19937 rng(99);
  for (int round = 0; round < 2000; ++round) {
    const int n = round % 2 ? 6 : 4;
    SudokuGrid g = *parse_sudoku_line(std::string(n * n, '.'));
    const int givens = static_cast<int>(rng() % (n == 4 ? 8 : 14));
    for (int k = 0; k < givens; ++k) g.cells[rng() % g.cells.size()] = static_cast<uint8_t>(1 + rng() % n);
    const int limit = 300;
    auto r = solve_sudoku_fast(g, limit);
    ASSERT_EQ(r.count, testing::brute_force_count(g, limit)) << format_sudoku_line(g);
    if (r.count > 0) ASSERT_EQ(find_sudoku_violation(g, r.first), std::nullopt);
  }
}

// Property: on 9×9 puzzles cut from random grids (many with several solutions), counts up to a limit
// equal brute force, every solution found is valid, and a unique verdict gives back the grid itself.
TEST(SudokuFast, CountsMatchBruteForceOnRandom9x9) {
  std::mt19937 rng(2024);
  int several = 0;
  for (int round = 0; round < 300; ++round) {
    const SudokuGrid full = random_full_grid(*SudokuShape::for_side(9), rng);
    ASSERT_EQ(find_sudoku_violation(SudokuGrid{full.shape, std::vector<uint8_t>(81)}, full), std::nullopt);
    const SudokuGrid g = blank_all_but(full, 30 + static_cast<int>(rng() % 16), rng);
    const int limit = 20;
    auto r = solve_sudoku_fast(g, limit);
    ASSERT_EQ(r.count, testing::brute_force_count(g, limit)) << format_sudoku_line(g);
    ASSERT_GE(r.count, 1);
    ASSERT_EQ(find_sudoku_violation(g, r.first), std::nullopt) << format_sudoku_line(g);
    ASSERT_EQ(r.exhausted, r.count < limit);
    if (r.count == 1) ASSERT_EQ(r.first.cells, full.cells) << format_sudoku_line(g);
    several += r.count > 1;
  }
  EXPECT_GT(several, 30);  // the property was exercised on multi-solution puzzles too
}

// Property: random givens on an empty 9×9 (mostly contradictory or wide open) against brute force.
TEST(SudokuFast, CountsMatchBruteForceOnRandomGivens9x9) {
  std::mt19937 rng(7);
  for (int round = 0; round < 300; ++round) {
    SudokuGrid g = blank_all_but(random_full_grid(*SudokuShape::for_side(9), rng), 45, rng);
    // Disturb a few givens so that some puzzles are contradictory in non-obvious ways.
    for (int k = static_cast<int>(rng() % 3); k > 0; --k) g.cells[rng() % 81] = static_cast<uint8_t>(1 + rng() % 9);
    const int limit = 10;
    auto r = solve_sudoku_fast(g, limit);
    ASSERT_EQ(r.count, testing::brute_force_count(g, limit)) << format_sudoku_line(g);
    if (r.count > 0) ASSERT_EQ(find_sudoku_violation(g, r.first), std::nullopt) << format_sudoku_line(g);
  }
}

// Large shapes: puzzles cut from random 12×12, 16×16 and 25×25 grids solve to valid grids; with only a
// few cells blanked the solution is unique and is the grid itself.
TEST(SudokuFast, LargeShapes) {
  std::mt19937 rng(5);
  for (int n : {12, 16, 25}) {
    const SudokuShape s = *SudokuShape::for_side(n);
    for (int round = 0; round < 6; ++round) {
      const SudokuGrid full = random_full_grid(s, rng);
      ASSERT_EQ(find_sudoku_violation(SudokuGrid{s, std::vector<uint8_t>(s.cells())}, full), std::nullopt);
      const SudokuGrid open = blank_all_but(full, s.cells() * 55 / 100, rng);
      auto r = solve_sudoku_fast(open, 2);
      ASSERT_GE(r.count, 1) << n << " " << format_sudoku_line(open);
      ASSERT_EQ(find_sudoku_violation(open, r.first), std::nullopt) << n;
      const SudokuGrid nearly = blank_all_but(full, s.cells() - n, rng);  // n blanks
      auto u = solve_sudoku_fast(nearly, 2);
      ASSERT_GE(u.count, 1) << n;
      if (u.count == 1) ASSERT_EQ(u.first.cells, full.cells) << n;
      // A clash between two givens of one row has no solution.
      SudokuGrid clash = nearly;
      clash.cells[0] = clash.cells[1] = 1;
      EXPECT_EQ(solve_sudoku_fast(clash, 2).count, 0) << n;
    }
  }
}

// 2×3 boxes: the 6×6 shape against brute force on puzzles cut from random grids.
TEST(SudokuFast, SixBySixFromRandomGrids) {
  std::mt19937 rng(11);
  for (int round = 0; round < 500; ++round) {
    const SudokuGrid g =
        blank_all_but(random_full_grid(*SudokuShape::for_side(6), rng), static_cast<int>(rng() % 20), rng);
    auto r = solve_sudoku_fast(g, 50);
    ASSERT_EQ(r.count, testing::brute_force_count(g, 50)) << format_sudoku_line(g);
    ASSERT_EQ(find_sudoku_violation(g, r.first), std::nullopt);
  }
}

TEST(SudokuFast, GuessBudgetStopsTheSearch) {
  auto empty = *parse_sudoku_line(std::string(81, '.'));
  auto r = solve_sudoku_fast(empty, 1000, 3);
  EXPECT_LE(r.guesses, 3u);
  EXPECT_FALSE(r.exhausted);
  SudokuSolveRequest req;
  req.puzzle = std::string(81, '.');
  req.count_limit = 1000;
  req.conflict_budget = 200;
  SudokuSolveReport some = solve_sudoku_request(req);
  EXPECT_EQ(some.verdict, Verdict::Multiple);  // found several before the budget ran out
  EXPECT_GT(some.count, 1);
  EXPECT_LT(some.count, 1000);
  EXPECT_LE(some.stats.decisions, 200u);
  // A hard puzzle (singles alone do not solve it) with no guesses allowed.
  req.puzzle = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
  req.count_limit = 2;
  req.conflict_budget = 0;
  EXPECT_EQ(solve_sudoku_request(req).verdict, Verdict::Unknown);
}

// The fast solver and SAT agree on verdict and solution for a data-set sample.
TEST(SudokuFast, AgreesWithSatOnDatasets) {
  int checked = 0;
  for (const char* set : {"sudoku-17clue/puzzles2_17_clue", "sudoku-forum-hardest-1106/puzzles6_forum_hardest_1106",
                          "sudoku-serg-benchmark/puzzles7_serg_benchmark"}) {
    std::string path = testing::dataset_path(set);
    if (path.empty()) continue;
    for (const std::string& p : testing::read_puzzle_lines(path, 300)) {
      SudokuSolveRequest fast, sat;
      fast.puzzle = sat.puzzle = p.substr(0, 81);
      sat.method = "sat";
      SudokuSolveReport a = solve_sudoku_request(fast), b = solve_sudoku_request(sat);
      ASSERT_EQ(a.verdict, b.verdict) << p;
      if (a.verdict == Verdict::Unique) ASSERT_EQ(a.solution, b.solution) << p;
      ++checked;
    }
  }
  if (checked == 0) GTEST_SKIP() << "../shared/datasets is absent; skipping";
}

}  // namespace
}  // namespace gridlogic
