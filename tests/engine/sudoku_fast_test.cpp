// sudoku_fast_test.cpp — the fast native solver against brute force, SAT, and the public data sets.
#include <gtest/gtest.h>

#include <random>

#include "gridlogic/api.h"
#include "gridlogic/sudoku_fast.h"
#include "test_util.h"

namespace gridlogic {
namespace {

TEST(SudokuFast, SolvesAKnownPuzzleAndProvesUniqueness) {
  auto r = solve_sudoku_fast(*parse_sudoku_line(testing::kWikipediaPuzzle), 2);
  EXPECT_EQ(r.count, 1);
  EXPECT_TRUE(r.exhausted);
  EXPECT_EQ(format_sudoku_line(r.first), testing::kWikipediaSolution);
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

TEST(SudokuFast, GuessBudgetStopsTheSearch) {
  auto empty = *parse_sudoku_line(std::string(81, '.'));
  auto r = solve_sudoku_fast(empty, 1000, 3);
  EXPECT_LE(r.guesses, 3u);
  EXPECT_FALSE(r.exhausted);
  SolveRequest req;
  req.puzzle = std::string(81, '.');
  req.count_limit = 1000;
  req.conflict_budget = 200;
  SolveReport some = solve(req);
  EXPECT_EQ(some.status, SolveStatus::Multiple);  // found several before the budget ran out
  EXPECT_GT(some.count, 1);
  EXPECT_LT(some.count, 1000);
  EXPECT_LE(some.stats.decisions, 200u);
  // A hard puzzle (singles alone do not solve it) with no guesses allowed.
  req.puzzle = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
  req.count_limit = 2;
  req.conflict_budget = 0;
  EXPECT_EQ(solve(req).status, SolveStatus::Unknown);
}

// The fast solver and SAT agree on verdict and solution for a data-set sample.
TEST(SudokuFast, AgreesWithSatOnDatasets) {
  int checked = 0;
  for (const char* set : {"sudoku-17clue/puzzles2_17_clue", "sudoku-forum-hardest-1106/puzzles6_forum_hardest_1106",
                          "sudoku-serg-benchmark/puzzles7_serg_benchmark"}) {
    std::string path = testing::dataset_path(set);
    if (path.empty()) continue;
    for (const std::string& p : testing::read_puzzle_lines(path, 300)) {
      SolveRequest fast, sat;
      fast.puzzle = sat.puzzle = p.substr(0, 81);
      sat.method = "sat";
      SolveReport a = solve(fast), b = solve(sat);
      ASSERT_EQ(a.status, b.status) << p;
      if (a.status == SolveStatus::Unique) ASSERT_EQ(a.solution, b.solution) << p;
      ++checked;
    }
  }
  if (checked == 0) GTEST_SKIP() << "../shared/datasets is absent; skipping";
}

}  // namespace
}  // namespace gridlogic
