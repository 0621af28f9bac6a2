// sudoku_simd_test.cpp — the SIMD 9×9 search (sudoku_simd_search.h) against the scalar one, SAT and brute
// force: every test runs once per SIMD copy this CPU can run (SSE4.1, AVX2, AVX-512), each forced by
// Sudoku9Path; the copies this CPU cannot run are skipped with a message (the AVX-512 copy is still
// checked here through SIMDe: sudoku_simd_simde_test.cpp).
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_solve.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::blank_all_but;
using testing::random_full_grid;

// The path under test (set by the fixture) and the scalar reference.
Sudoku9Path g_path = Sudoku9Path::Best;
FastSudokuResult simd(const SudokuGrid& g, int limit, int64_t budget = -1) {
  return solve_sudoku_fast_path(g, limit, budget, g_path);
}
FastSudokuResult scalar(const SudokuGrid& g, int limit, int64_t budget = -1) {
  return solve_sudoku_fast_path(g, limit, budget, Sudoku9Path::Scalar);
}

// The same count and verdict; the same solution when it is unique; a valid one (keeping the givens)
// whenever there is one. Several solutions may be met in another order, so the first may differ.
void expect_same(const SudokuGrid& g, int limit) {
  const FastSudokuResult a = simd(g, limit), b = scalar(g, limit);
  const std::string line = format_sudoku_line(g);
  ASSERT_EQ(a.count, b.count) << line;
  ASSERT_EQ(a.exhausted, b.exhausted) << line;
  if (a.count == 1) ASSERT_EQ(a.first.cells, b.first.cells) << line;
  if (a.count > 0) ASSERT_EQ(find_sudoku_violation(g, a.first), std::nullopt) << line;
  if (a.count == 0) ASSERT_TRUE(a.first.cells.empty()) << line;
}

class SudokuSimd : public ::testing::TestWithParam<Sudoku9Path> {
 protected:
  void SetUp() override {
    if (!sudoku9_path_available(GetParam()))
      GTEST_SKIP() << "this build or CPU has no " << sudoku9_path_name(GetParam()) << " 9x9 path";
    g_path = GetParam();
  }
};

TEST_P(SudokuSimd, KnownPuzzleClashesAndEmptyGrid) {
  auto r = simd(*parse_sudoku_line(testing::kWikipediaPuzzle), 2);
  EXPECT_EQ(r.count, 1);
  EXPECT_TRUE(r.exhausted);
  EXPECT_EQ(format_sudoku_line(r.first), testing::kWikipediaSolution);
  EXPECT_EQ(r.branch_points, 0u);
  for (const std::string clash : {"11" + std::string(79, '.'), "1" + std::string(8, '.') + "1" + std::string(71, '.'),
                                  "1" + std::string(9, '.') + "1" + std::string(70, '.')}) {
    auto c = simd(*parse_sudoku_line(clash), 2);
    EXPECT_EQ(c.count, 0) << clash;
    EXPECT_TRUE(c.exhausted) << clash;
  }
  auto empty = *parse_sudoku_line(std::string(81, '.'));
  auto e = simd(empty, 2);
  EXPECT_EQ(e.count, 2);
  EXPECT_FALSE(e.exhausted);
  EXPECT_EQ(find_sudoku_violation(empty, e.first), std::nullopt);
  EXPECT_GT(e.branch_points, 0u);
}

// The budget stops the SIMD search as it stops the scalar one: never more guesses than allowed.
TEST_P(SudokuSimd, GuessBudgetStopsTheSearch) {
  auto empty = *parse_sudoku_line(std::string(81, '.'));
  auto r = simd(empty, 1000, 3);
  EXPECT_LE(r.guesses, 3u);
  EXPECT_FALSE(r.exhausted);
  EXPECT_LT(r.count, 1000);
  auto all = simd(empty, 50, -1);
  EXPECT_EQ(all.count, 50);
}

// Property: random givens on an empty grid, some disturbed into contradictions, and puzzles cut from
// random grids with few givens (many solutions): the SIMD count equals brute force and the scalar path.
TEST_P(SudokuSimd, CountsMatchBruteForceAndScalarOnRandomPuzzles) {
  std::mt19937 rng(23);
  int none = 0, several = 0;
  for (int round = 0; round < 600; ++round) {
    const SudokuGrid full = random_full_grid(*SudokuShape::for_side(9), rng);
    SudokuGrid g = blank_all_but(full, round % 2 ? 45 : 24 + static_cast<int>(rng() % 14), rng);
    if (round % 3 == 0)
      for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k)
        g.cells[rng() % 81] = static_cast<uint8_t>(1 + rng() % 9);
    const int limit = round % 2 ? 10 : 2;
    const FastSudokuResult a = simd(g, limit);
    ASSERT_EQ(a.count, testing::brute_force_count(g, limit)) << format_sudoku_line(g);
    ASSERT_NO_FATAL_FAILURE(expect_same(g, limit));
    none += a.count == 0;
    several += a.count > 1;
  }
  EXPECT_GT(none, 20);     // contradictory puzzles were exercised
  EXPECT_GT(several, 50);  // and multi-solution ones
}

// Band branching and the rules run before a branch (sudoku_simd.cpp, before_branching) must neither
// lose nor repeat a solution: exact counts of puzzles with hundreds of solutions, against the scalar
// path, so that most of their nodes branch on band permutations and meet those rules.
TEST_P(SudokuSimd, ExactCountsOfManySolutionsMatchScalar) {
  std::mt19937 rng(1106);
  int large = 0;
  for (int round = 0; round < 80; ++round) {
    const SudokuGrid full = random_full_grid(*SudokuShape::for_side(9), rng);
    SudokuGrid g = blank_all_but(full, 19 + static_cast<int>(rng() % 8), rng);
    if (round % 4 == 0) g.cells[rng() % 81] = static_cast<uint8_t>(1 + rng() % 9);
    const FastSudokuResult a = simd(g, 400), b = scalar(g, 400);
    ASSERT_EQ(a.count, b.count) << format_sudoku_line(g);
    ASSERT_EQ(a.exhausted, b.exhausted) << format_sudoku_line(g);
    if (a.count > 0) ASSERT_EQ(find_sudoku_violation(g, a.first), std::nullopt) << format_sudoku_line(g);
    large += a.count >= 50;
  }
  EXPECT_GT(large, 20);
}

// The rules before a branch are at work: a 17-clue puzzle (number 725 of the 17-clue set) on which
// cell branching alone needed 39 branch points is settled with one band branch; and over the first
// 300 puzzles of that set the SIMD path branches well under the scalar path (0.25 against 0.64 a
// puzzle over the first 1,000 when this was written).
TEST_P(SudokuSimd, RulesBeforeBranchingCutBranchPoints) {
  const SudokuGrid g =
      *parse_sudoku_line(".................1..2..3.4......5.....3.2.....1....6.7...6...5...8...3...6.17....");
  const FastSudokuResult a = simd(g, 2);
  ASSERT_NO_FATAL_FAILURE(expect_same(g, 2));
  EXPECT_EQ(a.count, 1);
  EXPECT_LE(a.branch_points, 2u);
  const std::string path = testing::dataset_path("sudoku-17clue/puzzles2_17_clue");
  if (path.empty()) GTEST_SKIP() << "../shared/datasets is absent; skipping the data-set half";
  uint64_t ours = 0, theirs = 0;
  for (const std::string& p : testing::read_puzzle_lines(path, 300)) {
    const SudokuGrid h = *parse_sudoku_line(p.substr(0, 81));
    ours += simd(h, 2).branch_points;
    theirs += scalar(h, 2).branch_points;
  }
  EXPECT_LT(ours * 3, theirs * 2) << ours << " against " << theirs;
}

// Samples of every data set: SIMD against scalar on the first 300 puzzles (solution, count up to 2),
// and against SAT on the first 40.
TEST_P(SudokuSimd, AgreesWithScalarAndSatOnDatasets) {
  int checked = 0;
  for (const char* set : testing::kNineByNineSets) {
    const std::string path = testing::dataset_path(set);
    if (path.empty()) continue;
    int k = 0;
    for (const std::string& p : testing::read_puzzle_lines(path, 300)) {
      const SudokuGrid g = *parse_sudoku_line(p.substr(0, 81));
      ASSERT_NO_FATAL_FAILURE(expect_same(g, 2)) << set;
      if (k++ < 40) {
        SudokuSolveRequest sat;
        sat.puzzle = p.substr(0, 81);
        sat.method = "sat";
        const SudokuSolveReport b = solve_sudoku_request(sat);
        const FastSudokuResult a = simd(g, 2);
        ASSERT_EQ(a.count, b.count) << p;
        if (a.count == 1) ASSERT_EQ(format_sudoku_line(a.first), b.solution) << p;
      }
      ++checked;
    }
  }
  if (checked == 0) GTEST_SKIP() << "../shared/datasets is absent; skipping";
}

// Serg's set is all puzzles with several solutions: every path's exact count (to 10,000) of the first
// 200 equals the scalar search's, so a lost or repeated solution anywhere in the search would show.
TEST_P(SudokuSimd, ExactCountsOnTheManySolutionSetMatchScalar) {
  const std::string path = testing::dataset_path("sudoku-serg-benchmark/puzzles7_serg_benchmark");
  if (path.empty()) GTEST_SKIP() << "../shared/datasets is absent; skipping";
  int64_t total = 0;
  for (const std::string& p : testing::read_puzzle_lines(path, 200)) {
    const SudokuGrid g = *parse_sudoku_line(p.substr(0, 81));
    const FastSudokuResult a = simd(g, 10000), b = scalar(g, 10000);
    ASSERT_EQ(a.count, b.count) << p;
    ASSERT_EQ(a.exhausted, b.exhausted) << p;
    ASSERT_EQ(find_sudoku_violation(g, a.first), std::nullopt) << p;
    total += a.count;
  }
  EXPECT_GT(total, 400);  // several solutions a puzzle on average
}

// The default path is the widest instruction set the CPU runs, and every SIMD path the build carries is
// offered on a CPU that has its instruction set (a dispatch that silently fell back would skip the tests
// above).
TEST(SudokuSimdDispatch, BestIsTheWidestAvailable) {
  Sudoku9Path widest = Sudoku9Path::Scalar;
  for (Sudoku9Path p : kSudoku9Paths)
    if (sudoku9_path_available(p)) widest = p;
  if (!std::getenv("GRIDLOGIC_SUDOKU9_PATH")) EXPECT_EQ(sudoku9_best_path(), widest);
#if defined(__x86_64__) && defined(GRIDLOGIC_TEST_SIMD9)
  EXPECT_EQ(sudoku9_path_available(Sudoku9Path::Avx2),
            __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2"));
  EXPECT_EQ(sudoku9_path_available(Sudoku9Path::Avx512),
            __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
                __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq"));
#endif
}

INSTANTIATE_TEST_SUITE_P(Paths, SudokuSimd,
                         ::testing::Values(Sudoku9Path::Sse41, Sudoku9Path::Avx2, Sudoku9Path::Avx512),
                         [](const ::testing::TestParamInfo<Sudoku9Path>& info) {
                           return info.param == Sudoku9Path::Sse41 ? std::string("sse41")
                                                                   : std::string(sudoku9_path_name(info.param));
                         });

}  // namespace
}  // namespace gridlogic
