// sudoku_fast16_test.cpp — the 16×16 search (sudoku_fast16.cpp) against the generic one, brute force and SAT.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/sudoku_solve.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::blank_all_but;
using testing::random_full_grid;

const SudokuShape k16 = *SudokuShape::for_side(16);

SudokuGrid empty16() { return SudokuGrid{k16, std::vector<uint8_t>(256, 0)}; }

// The same count and verdict as the generic search; the same solution when it is unique; a valid one
// (keeping the givens) whenever there is one. Several solutions may be met in another order.
void expect_same(const SudokuGrid& g, int limit) {
  const FastSudokuResult a = solve_sudoku_fast(g, limit), b = solve_sudoku_generic(g, limit);
  const std::string line = format_sudoku_line(g);
  ASSERT_EQ(a.count, b.count) << line;
  ASSERT_EQ(a.exhausted, b.exhausted) << line;
  if (a.count == 1) ASSERT_EQ(a.first.cells, b.first.cells) << line;
  if (a.count > 0) ASSERT_EQ(find_sudoku_violation(g, a.first), std::nullopt) << line;
  if (a.count == 0) ASSERT_TRUE(a.first.cells.empty()) << line;
}

// The SAT method's count up to 2 and, when unique, its solution.
void expect_sat_agrees(const SudokuGrid& g) {
  SudokuSolveRequest sat;
  sat.puzzle = format_sudoku_line(g);
  sat.method = "sat";
  const SudokuSolveReport b = solve_sudoku_request(sat);
  const FastSudokuResult a = solve_sudoku_fast(g, 2);
  ASSERT_EQ(a.count, b.count) << sat.puzzle;
  if (a.count == 1) ASSERT_EQ(format_sudoku_line(a.first), b.solution) << sat.puzzle;
}

TEST(SudokuFast16, EmptyGridClashesAndBadValues) {
  const SudokuGrid empty = empty16();
  auto e = solve_sudoku_fast(empty, 2);
  EXPECT_EQ(e.count, 2);
  EXPECT_FALSE(e.exhausted);
  EXPECT_EQ(find_sudoku_violation(empty, e.first), std::nullopt);
  EXPECT_GT(e.branch_points, 0u);
  EXPECT_GE(e.guesses, e.branch_points + 1);
  // Two equal givens in a row, a column, a box (not sharing a row or column), and a cell whose
  // column, row and box exclude all sixteen values without any two givens clashing.
  for (auto [a, b] : {std::pair{0, 5}, std::pair{3, 3 + 16 * 9}, std::pair{0, 17}}) {
    SudokuGrid g = empty16();
    g.cells[a] = g.cells[b] = 7;
    auto r = solve_sudoku_fast(g, 2);
    EXPECT_EQ(r.count, 0) << a << " " << b;
    EXPECT_TRUE(r.exhausted);
    EXPECT_GE(r.dead_ends, 1u);
    EXPECT_TRUE(r.first.cells.empty());
  }
  SudokuGrid blocked = empty16();
  for (int v = 1; v <= 8; ++v) blocked.cells[v] = static_cast<uint8_t>(v);              // row 0
  for (int v = 9; v <= 16; ++v) blocked.cells[16 * (v - 4)] = static_cast<uint8_t>(v);  // column 0, below the box
  auto r = solve_sudoku_fast(blocked, 2);
  EXPECT_EQ(r.count, 0);
  EXPECT_TRUE(r.exhausted);
  SudokuGrid bad = empty16();
  bad.cells[10] = 17;  // out of range: no solution, as in the generic search
  EXPECT_EQ(solve_sudoku_fast(bad, 2).count, 0);
  EXPECT_EQ(solve_sudoku_generic(bad, 2).count, 0);
}

// The budget stops the search before guess budget + 1; without one, counting goes on to the limit.
TEST(SudokuFast16, GuessBudgetStopsTheSearch) {
  const SudokuGrid empty = empty16();
  for (int64_t budget : {0, 1, 3, 20}) {
    auto r = solve_sudoku_fast(empty, 1000, budget);
    EXPECT_LE(r.guesses, static_cast<uint64_t>(budget));
    EXPECT_FALSE(r.exhausted);
    EXPECT_LT(r.count, 1000);
  }
  auto all = solve_sudoku_fast(empty, 50, -1);
  EXPECT_EQ(all.count, 50);
  EXPECT_FALSE(all.exhausted);
  // A unique puzzle with a generous budget is proved, with the budget of the generators.
  std::mt19937 rng(16);
  const SudokuGrid full = random_full_grid(k16, rng);
  auto one = solve_sudoku_fast(blank_all_but(full, 180, rng), 2, 2000);
  EXPECT_TRUE(one.exhausted);
  EXPECT_GE(one.count, 1);
}

// Past its first turn (50,000 guesses) without a verdict, the 16×16 search hands over to the generic
// one, which gets what is left of the budget: the total still respects the budget.
TEST(SudokuFast16, GenericSearchContinuesPastTheFirstTryWithinTheBudget) {
  auto r = solve_sudoku_fast(empty16(), 1 << 30, 70000);
  EXPECT_FALSE(r.exhausted);
  EXPECT_GT(r.count, 0);
  EXPECT_GT(r.guesses, 50000u);
  EXPECT_LE(r.guesses, 70000u);
}

// Random subsets of full grids' givens: dense ones against brute force (count to 10), sparse ones
// (many with several solutions) against the generic search, some disturbed into contradictions.
TEST(SudokuFast16, CountsMatchBruteForceAndGenericOnRandomSubsets) {
  std::mt19937 rng(1616);
  int none = 0, several = 0, unique = 0;
  for (int round = 0; round < 300; ++round) {
    const SudokuGrid full = random_full_grid(k16, rng);
    const bool dense = round % 3 == 0;
    SudokuGrid g =
        blank_all_but(full, dense ? 190 + static_cast<int>(rng() % 40) : 70 + static_cast<int>(rng() % 110), rng);
    if (round % 4 == 1)
      for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k)
        g.cells[rng() % 256] = static_cast<uint8_t>(1 + rng() % 16);
    const int limit = dense ? 10 : 2;
    if (dense)
      ASSERT_EQ(solve_sudoku_fast(g, limit).count, testing::brute_force_count(g, limit)) << format_sudoku_line(g);
    ASSERT_NO_FATAL_FAILURE(expect_same(g, limit));
    const int c = solve_sudoku_fast(g, limit).count;
    none += c == 0;
    several += c > 1;
    unique += c == 1;
  }
  EXPECT_GT(none, 20);
  EXPECT_GT(several, 50);
  EXPECT_GT(unique, 20);
}

// Generated puzzles at every level, each also made harder: with givens taken away (often several
// solutions) and with one given changed (often none). All against the generic search; the generated
// ones and a few variants against SAT too.
TEST(SudokuFast16, AgreesWithGenericAndSatOnGeneratedPuzzles) {
  std::mt19937 rng(4);
  for (int level = 0; level <= kSudokuMaxLevel; ++level) {
    SudokuGeneratorOptions opts;
    opts.shape = k16;
    opts.seed = 16;
    opts.level = level;
    const auto gen = generate_sudoku(opts, 0);
    ASSERT_TRUE(gen.ok()) << level << ": " << gen.error().message;
    const SudokuGrid& p = gen.value().puzzle;
    auto r = solve_sudoku_fast(p, 2);
    ASSERT_EQ(r.count, 1) << level;
    EXPECT_EQ(r.first.cells, gen.value().solution.cells) << level;
    ASSERT_NO_FATAL_FAILURE(expect_same(p, 2));
    ASSERT_NO_FATAL_FAILURE(expect_sat_agrees(p));
    for (int k = 0; k < 12; ++k) {
      SudokuGrid q = p;
      std::vector<int> given;
      for (int c = 0; c < 256; ++c)
        if (q.cells[c]) given.push_back(c);
      std::shuffle(given.begin(), given.end(), rng);
      if (k % 3 == 2) q.cells[given[0]] = static_cast<uint8_t>(1 + (q.cells[given[0]] + rng() % 15) % 16);
      else
        for (int j = 0; j < 1 + k * 3; ++j) q.cells[given[j]] = 0;
      // The sparser copies against SAT only: on some the generic search takes a minute (its own
      // heavy tail, docs/sixteen.md), which is not what this test is about.
      if (k < 6) ASSERT_NO_FATAL_FAILURE(expect_same(q, 2));
      if (k < 3 || k >= 6) ASSERT_NO_FATAL_FAILURE(expect_sat_agrees(q));
    }
  }
}

// Minimal puzzles (no given can go): the sparsest unique ones; 4 from random grids, against the generic
// search and SAT.
TEST(SudokuFast16, AgreesOnMinimalPuzzles) {
  std::mt19937 rng(7);
  for (int round = 0; round < 4; ++round) {
    SudokuGrid p = random_full_grid(k16, rng);
    std::vector<int> order(256);
    for (int c = 0; c < 256; ++c) order[c] = c;
    std::shuffle(order.begin(), order.end(), rng);
    for (int c : order) {
      const uint8_t v = p.cells[c];
      p.cells[c] = 0;
      const FastSudokuResult r = solve_sudoku_fast(p, 2, 5000);
      if (r.count != 1 || !r.exhausted) p.cells[c] = v;
    }
    ASSERT_NO_FATAL_FAILURE(expect_same(p, 2));
    ASSERT_NO_FATAL_FAILURE(expect_sat_agrees(p));
  }
}

}  // namespace
}  // namespace gridlogic
