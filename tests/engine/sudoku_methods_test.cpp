// sudoku_methods_test.cpp — every Sudoku method agrees: the fast search (sudoku_fast.h) and SAT with
// each encoding (sudoku_sat.h), on random puzzles and on the public data sets (skipped when absent).
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "gridlogic/api.h"
#include "gridlogic/sudoku_solve.h"
#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_sat.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::blank_all_but;
using testing::random_full_grid;

constexpr SudokuEncoding kEncodings[] = {SudokuEncoding::Minimal, SudokuEncoding::Efficient, SudokuEncoding::Extended};

// Counts with SAT (one session per encoding, givens as assumptions) and checks every model found.
int sat_count(SudokuSatSession& session, const SudokuGrid& g, int limit) {
  ModelCount mc = session.solve(g, limit, [&](const SudokuGrid& s) {
    EXPECT_EQ(find_sudoku_violation(g, s), std::nullopt) << format_sudoku_line(g);
  });
  EXPECT_TRUE(mc.exhausted || mc.count == limit);
  return mc.count;
}

// Model counts of every encoding equal the fast solver's count, on random 4×4 givens (often
// contradictory, often many solutions).
TEST(SudokuMethods, EncodingsCountLikeTheFastSolverOn4x4) {
  const SudokuShape s = *SudokuShape::for_side(4);
  std::mt19937 rng(3);
  for (SudokuEncoding e : kEncodings) {
    SudokuSatSession session(s, e);
    for (int round = 0; round < 150; ++round) {
      SudokuGrid g{s, std::vector<uint8_t>(16, 0)};
      for (int k = static_cast<int>(rng() % 7); k > 0; --k) g.cells[rng() % 16] = static_cast<uint8_t>(1 + rng() % 4);
      const int limit = 300;  // above 288, the number of 4×4 grids: counts are exact
      const int fast = solve_sudoku_fast(g, limit).count;
      ASSERT_EQ(sat_count(session, g, limit), fast) << encoding_name(e) << " " << format_sudoku_line(g);
      ASSERT_EQ(fast, testing::brute_force_count(g, limit));
    }
  }
}

// The same on 9×9 puzzles cut from random grids with few givens kept, so counts are small but often > 1.
TEST(SudokuMethods, EncodingsCountLikeTheFastSolverOn9x9) {
  const SudokuShape s = *SudokuShape::for_side(9);
  std::mt19937 rng(17);
  std::vector<SudokuGrid> puzzles;
  for (int round = 0; round < 40; ++round)
    puzzles.push_back(blank_all_but(random_full_grid(s, rng), 28 + static_cast<int>(rng() % 8), rng));
  int several = 0;
  for (SudokuEncoding e : kEncodings) {
    SudokuSatSession session(s, e);
    for (const SudokuGrid& g : puzzles) {
      const int limit = 8;
      const int fast = solve_sudoku_fast(g, limit).count;
      ASSERT_EQ(sat_count(session, g, limit), fast) << encoding_name(e) << " " << format_sudoku_line(g);
      several += fast > 1;
    }
  }
  EXPECT_GT(several, 15);
}

// 12×12 (3×4 boxes): the fast solver and the extended encoding agree on counts.
TEST(SudokuMethods, TwelveByTwelveAgrees) {
  const SudokuShape s = *SudokuShape::for_side(12);
  std::mt19937 rng(23);
  SudokuSatSession session(s, SudokuEncoding::Extended);
  for (int round = 0; round < 10; ++round) {
    const SudokuGrid g = blank_all_but(random_full_grid(s, rng), 80 + static_cast<int>(rng() % 20), rng);
    const int fast = solve_sudoku_fast(g, 4).count;
    ASSERT_GE(fast, 1);
    ASSERT_EQ(sat_count(session, g, 4), fast) << format_sudoku_line(g);
  }
}

// A sample of the 17-clue set: unique for every method, with the same solution.
TEST(SudokuMethods, SeventeenClueSampleIsUniqueForEveryMethod) {
  const std::string path = testing::dataset_path("sudoku-17clue/puzzles2_17_clue");
  if (path.empty()) GTEST_SKIP() << "../shared/datasets/sudoku-17clue is absent; skipping";
  for (const std::string& line : testing::read_puzzle_lines(path, 25)) {
    SudokuSolveRequest fast;
    fast.puzzle = line.substr(0, 81);
    const SudokuSolveReport expected = solve_sudoku_request(fast);
    ASSERT_EQ(expected.verdict, Verdict::Unique) << line;
    for (const char* encoding : {"minimal", "efficient", "extended"}) {
      SudokuSolveRequest sat = fast;
      sat.method = "sat";
      sat.encoding = encoding;
      const SudokuSolveReport r = solve_sudoku_request(sat);
      ASSERT_EQ(r.verdict, Verdict::Unique) << encoding << " " << line;
      ASSERT_EQ(r.solution, expected.solution) << encoding << " " << line;
    }
  }
}

// Serg's benchmark: every puzzle has several solutions; the fast solver says so for all 10,000, and
// the SAT path for a sample.
TEST(SudokuMethods, EverySergPuzzleHasSeveralSolutions) {
  const std::string path = testing::dataset_path("sudoku-serg-benchmark/puzzles7_serg_benchmark");
  if (path.empty()) GTEST_SKIP() << "../shared/datasets/sudoku-serg-benchmark is absent; skipping";
  const std::vector<std::string> lines = testing::read_puzzle_lines(path, 100000);
  ASSERT_EQ(lines.size(), 10000u);
  SudokuSatSession session(*SudokuShape::for_side(9), SudokuEncoding::Extended);
  for (size_t i = 0; i < lines.size(); i += testing::dataset_sample_stride()) {
    const SudokuGrid g = *parse_sudoku_line(lines[i].substr(0, 81));
    const FastSudokuResult r = solve_sudoku_fast(g, 2);
    ASSERT_EQ(r.count, 2) << lines[i];
    ASSERT_EQ(find_sudoku_violation(g, r.first), std::nullopt) << lines[i];
    if (i % 200 == 0) ASSERT_EQ(sat_count(session, g, 2), 2) << lines[i];
  }
}

// The hardest sets: the fast solver's unique verdicts hold up against the extended encoding.
TEST(SudokuMethods, HardestSampleAgreesWithSat) {
  const std::string path = testing::dataset_path("sudoku-forum-hardest-1905-11plus/puzzles5_forum_hardest_1905_11+");
  if (path.empty()) GTEST_SKIP() << "../shared/datasets/sudoku-forum-hardest-1905-11plus is absent; skipping";
  SudokuSatSession session(*SudokuShape::for_side(9), SudokuEncoding::Extended);
  for (const std::string& line : testing::read_puzzle_lines(path, 40)) {
    const SudokuGrid g = *parse_sudoku_line(line.substr(0, 81));
    const FastSudokuResult r = solve_sudoku_fast(g, 2);
    ASSERT_EQ(r.count, 1) << line;
    ASSERT_TRUE(r.exhausted);
    SudokuGrid sat_solution;
    ModelCount mc = session.solve(g, 2, [&](const SudokuGrid& s) { sat_solution = s; });
    ASSERT_EQ(mc.count, 1) << line;
    ASSERT_EQ(sat_solution.cells, r.first.cells) << line;
  }
}

}  // namespace
}  // namespace gridlogic
