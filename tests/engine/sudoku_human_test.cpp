// sudoku_human_test.cpp — the human-style solver (sudoku_human.h): one position per technique with its
// exact step, small sizes, contradictions, options, and — on the shared data sets — every step of many
// solves replayed against the known solution (never a wrong placement or removal).
#include <gtest/gtest.h>

#include <fstream>
#include <iostream>
#include <sstream>

#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_human.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::dataset_path;
using testing::read_puzzle_lines;

SudokuGrid grid(const std::string& line) {
  auto g = parse_sudoku_line(line);
  EXPECT_TRUE(g.ok()) << line;
  return *g;
}

// Replays `result` from `puzzle`: every placement is the solution's value and a candidate at the time,
// every removal a candidate at the time and not the solution's value. Returns the number of failures.
int replay_failures(const SudokuGrid& puzzle, const SudokuGrid& solution, const HumanSolveResult& result) {
  int failures = 0;
  HumanPosition pos = human_position(puzzle);
  for (const TraceStep& step : result.steps) {
    for (const CellValue& cv : step.placed) {
      const bool ok = solution.cells[cv.cell] == cv.value && ((pos.candidates[cv.cell] >> (cv.value - 1)) & 1u);
      if (!ok) ++failures;
      EXPECT_TRUE(ok) << format_sudoku_line(puzzle) << ": " << step.explanation;
    }
    for (const CellValue& cv : step.removed) {
      const bool ok = solution.cells[cv.cell] != cv.value && ((pos.candidates[cv.cell] >> (cv.value - 1)) & 1u);
      if (!ok) ++failures;
      EXPECT_TRUE(ok) << format_sudoku_line(puzzle) << ": " << step.explanation;
    }
    EXPECT_FALSE(step.explanation.empty());
    EXPECT_FALSE(step.placed.empty() && step.removed.empty()) << step.explanation;
    apply_human_step(pos, step);
  }
  EXPECT_EQ(pos.grid.cells, result.grid.cells);
  if (result.solved) EXPECT_EQ(result.grid.cells, solution.cells) << format_sudoku_line(puzzle);
  return failures;
}

double base_rating(const std::string& technique) {
  for (const HumanTechnique& t : human_techniques())
    if (t.name == technique) return t.rating;
  ADD_FAILURE() << "no technique " << technique;
  return 0;
}

struct TechniqueCase {
  const char* technique;
  const char* puzzle;
  double rating;
  const char* explanation;
  std::vector<CellValue> placed;
  std::vector<CellValue> removed;
};

// For each technique a puzzle whose easiest-first path uses it; the position just before its first use
// is one where no easier technique applies. The steps were checked by hand against the solution.
const std::vector<TechniqueCase>& technique_cases() {
  static const std::vector<TechniqueCase> cases = {
      {"hidden-single", "050703060007000800000816000000030000005000100730040086906000204840572093000409000", 1.2,
       "Hidden single: 8 can only go in r1c3 in box 1", {{2, 8}}, {}},
      {"full-house", "050703060007000800000816000000030000005000100730040086906000204840572093000409000", 1.0,
       "Full house: r8c3 is the last empty cell in box 7, so it is 1", {{65, 1}}, {}},
      {"naked-single", "020900000048000031000063020009407003003080200400105600030570000250000180000006050", 2.3,
       "Naked single: r4c8 can only be 1", {{34, 1}}, {}},
      {"pointing", "020900000048000031000063020009407003003080200400105600030570000250000180000006050", 2.6,
       "Pointing: in box 4, 5 lies only in column 1, so 5 is removed from r3c1", {}, {{18, 5}}},
      {"claiming", "008509600760000094000000000000040000090802030800000002070396020009020400030000050", 2.8,
       "Claiming: in row 1, 1 lies only in box 3, so 1 is removed from r2c7, r3c7, r3c8, r3c9", {},
       {{15, 1}, {24, 1}, {25, 1}, {26, 1}}},
      {"naked-pair", "009610720001050004000000010000400109000185000507002000080000000700090200045027300", 3.0,
       "Naked pair: r2c6, r2c7 hold only 8 and 9 in row 2, so 8 and 9 are removed from r2c1, r2c8", {},
       {{9, 8}, {16, 8}, {16, 9}}},
      {"x-wing", "407602108000708000001090700180000076306000209002000800600203005000804000700000003", 3.2,
       "X-wing: in rows 1 and 5, 5 lies only in columns 2 and 8, so 5 is removed from r2c2, r8c2, r9c2, r2c8, r6c8",
       {}, {{10, 5}, {64, 5}, {73, 5}, {16, 5}, {52, 5}}},
      {"hidden-pair", "007809500800706004000000000000503000500040007003000100400000003001000200320901086", 3.4,
       "Hidden pair: in row 2, 1 and 5 can only go in r2c2, r2c5, so the other candidates are removed from r2c2, r2c5",
       {}, {{10, 3}, {10, 9}, {13, 2}, {13, 3}}},
      {"naked-triple", "031800409000000070640090003002000050800010006070000900700080032050000000309006140", 3.6,
       "Naked triple: r2c2, r2c3, r2c7 hold only 2, 5 and 8 in row 2, so 2, 5 and 8 are removed from r2c4, r2c5, "
       "r2c6, r2c9",
       {}, {{12, 2}, {12, 5}, {13, 2}, {13, 5}, {14, 2}, {14, 5}, {17, 5}}},
      {"swordfish", "045900000000710205020003009008301026010000050360805100200100030801057000000009510", 3.8,
       "Swordfish: in rows 2, 5 and 8, 6 lies only in columns 4, 6 and 8, so 6 is removed from r1c6, r7c6", {},
       {{5, 6}, {59, 6}}},
      {"hidden-triple", "003040200000308000060709010000804000007502300006090400000000000408070502095000730", 4.0,
       "Hidden triple: in row 7, 3, 6 and 7 can only go in r7c1, r7c2, r7c6, so the other candidates are removed "
       "from r7c1, r7c2, r7c6",
       {}, {{54, 1}, {54, 2}, {55, 1}, {55, 2}, {59, 1}, {59, 5}}},
      {"xy-wing", "210950004090060037000700000000000308920000015805000000000002000680010040100047096", 4.2,
       "XY-wing: r3c8 {2,5} sees r3c5 {2,8} and r7c8 {5,8}: whichever value r3c8 takes, one of the two others is 8, "
       "so 8 is removed from r7c5",
       {}, {{58, 8}}},
      {"xyz-wing", "000310000060097040001420300030000502786000139502000060003059700020680010000074000", 4.4,
       "XYZ-wing: r9c8 {2,8,9} sees r7c8 {2,8} and r9c3 {8,9}: one of the three is 8, so 8 is removed from r9c7", {},
       {{78, 8}}},
      {"naked-quad", "040000090000050000806000407000080000005020700002165900007603500609070302000000000", 5.0,
       "Naked quad: r1c5, r3c4, r3c5, r3c6 hold only 1, 2, 3 and 9 in box 2, so 1, 2, 3 and 9 are removed from "
       "r1c4, r1c6, r2c4, r2c6",
       {}, {{3, 2}, {5, 2}, {12, 2}, {12, 9}, {14, 1}, {14, 2}, {14, 9}}},
      {"jellyfish", "004500700020800060060071400000000006006417200300000000007130090080006050003004100", 5.2,
       "Jellyfish: in rows 1, 3, 5 and 9, 9 lies only in columns 1, 2, 4 and 9, so 9 is removed from r8c1, r4c4, "
       "r2c9",
       {}, {{63, 9}, {30, 9}, {17, 9}}},
      {"hidden-quad", "000006000050870090007250800500000180063000940021000007005021700010093050000500000", 5.4,
       "Hidden quad: in box 5, 3, 4, 6 and 9 can only go in r4c4, r4c5, r6c4, r6c5, so the other candidates are "
       "removed from r6c5",
       {}, {{49, 8}}},
      {"simple-colouring", "780000021960050084000000000300609008097080130100030006030806010006201900000000000", 6.7,
       "Simple colouring: the conjugate pairs of 4 split r4c3, r6c7, r8c8 | r4c8, r6c2, r7c7, r8c5 into two colours, "
       "one of which is all 4s; r7c3 sees both colours, so 4 is removed from r7c3",
       {}, {{56, 4}}},
      {"x-chain", "024000650100000007008010900000000000260090083080501070600903008002854700000070000", 6.6,
       "X-chain on 5: r5c3=r5c7-r4c9=r9c9: if r5c3 is not 5 then r9c9 is, so 5 is removed from r9c3", {},
       {{74, 5}}},
      {"xy-chain", "900801005000607000870000069490000057080000020000375000040000070008060900109000603", 6.7,
       "XY-chain on 2: r8c6 {2,3} - r7c5 {1,3} - r5c5 {1,4} - r9c5 {4,5} - r9c2 {2,5}: if r8c6 is not 2 then r9c2 "
       "is, so 2 is removed from r8c2, r9c6",
       {}, {{64, 2}, {77, 2}}},
  };
  return cases;
}

TEST(SudokuHuman, EachTechniqueFindsItsExactStep) {
  for (const TechniqueCase& c : technique_cases()) {
    SCOPED_TRACE(c.technique);
    const SudokuGrid puzzle = grid(c.puzzle);
    const HumanSolveResult r = solve_sudoku_human(puzzle);
    ASSERT_TRUE(r.solved);  // some need the last resort later on
    HumanPosition pos = human_position(puzzle);
    size_t i = 0;
    while (i < r.steps.size() && r.steps[i].technique != c.technique) apply_human_step(pos, r.steps[i++]);
    ASSERT_LT(i, r.steps.size()) << "not used";
    // The hint at that position is that step, and nothing easier applies there.
    double rating = 0;
    std::optional<TraceStep> hint = next_human_step(pos, {}, &rating);
    ASSERT_TRUE(hint.has_value());
    EXPECT_EQ(hint->technique, c.technique);
    EXPECT_EQ(hint->explanation, c.explanation);
    EXPECT_EQ(hint->placed, c.placed);
    EXPECT_EQ(hint->removed, c.removed);
    EXPECT_DOUBLE_EQ(rating, c.rating);
    EXPECT_DOUBLE_EQ(r.ratings[i], c.rating);
    HumanOptions easier;
    easier.max_rating = base_rating(c.technique) - 0.01;
    easier.allow_last_resort = false;
    EXPECT_FALSE(next_human_step(pos, easier).has_value());
    EXPECT_EQ(replay_failures(puzzle, solve_sudoku_fast(puzzle, 1).first, r), 0);
  }
}

TEST(SudokuHuman, RatesTheEasiestFirstPath) {
  const SudokuGrid easy = grid("050703060007000800000816000000030000005000100730040086906000204840572093000409000");
  const HumanSolveResult r = solve_sudoku_human(easy);
  ASSERT_TRUE(r.solved);
  EXPECT_DOUBLE_EQ(r.hardest_rating, 1.2);  // box hidden singles and full houses suffice
  EXPECT_EQ(r.hardest_technique, "hidden-single");
  EXPECT_EQ(sudoku_se_rating(easy), 1.2);
  const SudokuGrid xyz = grid("210950004090060037000700000000000308920000015805000000000002000680010040100047096");
  EXPECT_GE(sudoku_se_rating(xyz).value_or(0), 4.2);
  double hardest = 0;
  for (double x : solve_sudoku_human(xyz).ratings) hardest = std::max(hardest, x);
  EXPECT_EQ(sudoku_se_rating(xyz), hardest);
}

TEST(SudokuHuman, ObserverSeesTheSameSteps) {
  TraceRecorder recorder;
  const HumanSolveResult r = solve_sudoku_human(grid(testing::kWikipediaPuzzle), {}, &recorder);
  ASSERT_TRUE(r.solved);
  EXPECT_EQ(format_sudoku_line(r.grid), testing::kWikipediaSolution);
  ASSERT_EQ(recorder.trace().steps.size(), r.steps.size());
  ASSERT_EQ(r.ratings.size(), r.steps.size());
  for (size_t i = 0; i < r.steps.size(); ++i) EXPECT_EQ(recorder.trace().steps[i].explanation, r.steps[i].explanation);
}

TEST(SudokuHuman, MaxRatingAndLastResortAreHonoured) {
  // A top1465 puzzle the ladder cannot finish.
  const SudokuGrid hard = grid("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  HumanOptions singles;
  singles.max_rating = 2.3;
  singles.allow_last_resort = false;
  const HumanSolveResult a = solve_sudoku_human(hard, singles);
  EXPECT_FALSE(a.solved);
  EXPECT_FALSE(a.contradiction);
  for (double x : a.ratings) EXPECT_LE(x, 2.3);
  EXPECT_FALSE(sudoku_se_rating(hard).has_value());

  const HumanSolveResult b = solve_sudoku_human(hard);
  ASSERT_TRUE(b.solved);
  EXPECT_TRUE(b.used_last_resort);
  EXPECT_EQ(b.hardest_technique, "trial-and-error");
  EXPECT_DOUBLE_EQ(b.hardest_rating, kLastResortRating);
  bool labelled = false;
  for (const TraceStep& s : b.steps)
    if (s.technique == "trial-and-error") labelled = s.explanation.rfind("Last resort: trial and error: ", 0) == 0;
  EXPECT_TRUE(labelled);
  EXPECT_EQ(replay_failures(hard, solve_sudoku_fast(hard, 1).first, b), 0);
}

TEST(SudokuHuman, HintsStopAtTheEnd) {
  const SudokuGrid solved = grid(testing::kWikipediaSolution);
  EXPECT_FALSE(next_human_step(solved).has_value());
  const HumanSolveResult r = solve_sudoku_human(solved);
  EXPECT_TRUE(r.solved);
  EXPECT_TRUE(r.steps.empty());
  EXPECT_EQ(r.hardest_rating, 0);
  std::optional<TraceStep> first = next_human_step(grid(testing::kWikipediaPuzzle));
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->technique, solve_sudoku_human(grid(testing::kWikipediaPuzzle)).steps.front().technique);
}

TEST(SudokuHuman, ReportsContradictions) {
  // Two 5s in row 1.
  EXPECT_TRUE(solve_sudoku_human(grid("55" + std::string(79, '.'))).contradiction);
  // Valid givens, no solution: r1c9 can take nothing (1..8 in its row, 9 in its column).
  const SudokuGrid none = grid("12345678." + std::string(8, '.') + "9" + std::string(63, '.'));
  const HumanSolveResult r = solve_sudoku_human(none);
  EXPECT_TRUE(r.contradiction);
  EXPECT_FALSE(r.solved);
  EXPECT_FALSE(next_human_step(none).has_value());
}

// A puzzle of side n with a unique solution: a pattern solution, then blanks wherever the fast search
// still proves uniqueness, in a fixed scattered order.
SudokuGrid small_puzzle(int n, int seed) {
  const SudokuShape shape = *SudokuShape::for_side(n);
  SudokuGrid g{shape, std::vector<uint8_t>(n * n)};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      g.cells[r * n + c] =
          static_cast<uint8_t>((shape.box_cols * (r % shape.box_rows) + r / shape.box_rows + c) % n + 1);
  for (int k = 0; k < n * n; ++k) {
    const int cell = (k * 7 + seed * 13) % (n * n);
    SudokuGrid trial = g;
    trial.cells[cell] = 0;
    if (solve_sudoku_fast(trial, 2).count == 1) g = trial;
  }
  return g;
}

TEST(SudokuHuman, SmallAndLargeSizes) {
  for (int n : {4, 6, 9, 12}) {
    for (int seed = 0; seed < 5; ++seed) {
      const SudokuGrid puzzle = small_puzzle(n, seed);
      const SudokuGrid solution = solve_sudoku_fast(puzzle, 1).first;
      const HumanSolveResult r = solve_sudoku_human(puzzle);
      EXPECT_TRUE(r.solved) << n << ": " << format_sudoku_line(puzzle);
      EXPECT_FALSE(find_sudoku_violation(puzzle, r.grid).has_value());
      EXPECT_EQ(replay_failures(puzzle, solution, r), 0);
    }
  }
  // An empty 4×4 has many solutions: the last resort picks one, and says so.
  const SudokuGrid empty{*SudokuShape::for_side(4), std::vector<uint8_t>(16)};
  const HumanSolveResult r = solve_sudoku_human(empty);
  ASSERT_TRUE(r.solved);
  EXPECT_TRUE(r.used_last_resort);
  EXPECT_FALSE(find_sudoku_violation(empty, r.grid).has_value());
}

// Solves up to `limit` puzzles of a file ("puzzle" or "puzzle solution" a line) with the last resort
// allowed, replaying every step; returns how many the ladder solved without the last resort.
int replay_file(const std::string& path, size_t limit, size_t& count) {
  int without_last_resort = 0;
  count = 0;
  for (const std::string& line : read_puzzle_lines(path, limit)) {
    std::istringstream in(line);
    std::string text;
    in >> text;
    auto puzzle = parse_sudoku_line(text);
    if (!puzzle) continue;
    ++count;
    const SudokuGrid solution = solve_sudoku_fast(*puzzle, 1).first;
    const HumanSolveResult r = solve_sudoku_human(*puzzle);
    EXPECT_TRUE(r.solved) << text;
    if (!r.used_last_resort) ++without_last_resort;
    if (replay_failures(*puzzle, solution, r) > 0) break;
  }
  return without_last_resort;
}

TEST(SudokuHuman, NeverAWrongStepOnRatedSets) {
  if (dataset_path("sudoku-exchange-rated").empty()) GTEST_SKIP() << "../shared/datasets is absent";
  for (const char* bucket : {"easy", "medium", "hard", "hard1", "hard2", "diabolical"}) {
    const std::string path = dataset_path(std::string("sudoku-exchange-rated/") + bucket + "_puzzle_and_solution.txt");
    if (path.empty()) continue;
    size_t count = 0;
    const int ladder = replay_file(path, 200, count);
    std::cout << "  " << bucket << ": " << ladder << " of " << count << " solved without the last resort\n";
    if (std::string(bucket) == "easy" || std::string(bucket) == "medium") EXPECT_EQ(ladder, static_cast<int>(count));
  }
}

TEST(SudokuHuman, NeverAWrongStepOn17ClueAndTop1465) {
  for (const char* file : {"sudoku-17clue/puzzles2_17_clue", "sudoku-magictour-top1465/puzzles3_magictour_top1465"}) {
    const std::string path = dataset_path(file);
    if (path.empty()) GTEST_SKIP() << "../shared/datasets/" << file << " is absent";
    size_t count = 0;
    const int ladder = replay_file(path, 200, count);
    std::cout << "  " << file << ": " << ladder << " of " << count << " solved without the last resort\n";
  }
}

}  // namespace
}  // namespace gridlogic
