// sudoku_hodoku_test.cpp — the HoDoKu ladder (HumanLadder::HoDoKu): each of HoDoKu's techniques SE lacks
// (finned and sashimi fish, ALS-XZ, ALS-XY-wing) on a puzzle where its step is known, HoDoKu's score
// and level, and — on the shared data sets — no step of the HoDoKu ladder ever removes a solution value,
// every new technique occurs, and the SE ladder's path is the same as without the option.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <sstream>

#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_human.h"
#include "sudoku_human_replay.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::dataset_path;
using testing::grid;
using testing::read_puzzle_lines;
using testing::replay_failures;

HumanOptions hodoku_options() {
  HumanOptions o;
  o.ladder = HumanLadder::HoDoKu;
  return o;
}

struct Case {
  const char* technique;
  const char* puzzle;
  const char* explanation;
  std::vector<CellValue> removed;
};

// For each new technique a puzzle whose HoDoKu path uses it (found by the data-set sweep below); the
// position just before its first use is one where nothing earlier on the HoDoKu ladder applies. Each
// removal was checked against the puzzle's solution (and is again, below).
const std::vector<Case>& cases() {
  static const std::vector<Case> list = {
      {"finned-x-wing", "200050006010000090600801003007090600000703000900080002100000005060902010003060200",
       "Finned X-wing: in rows 6 and 9, 4 lies only in columns 2 and 8 and in the fin r6c7 (box 6): either the fish holds or a fin is 4, so 4 is removed from r5c8, in a cover line and in the fins' box",
       {{43, 4}}},
      {"sashimi-x-wing", "103070002000000040090005001020100503007000200405002060200800030050000000800020709",
       "Sashimi X-wing: in rows 6 and 9, 3 lies only in columns 2 and 6 and in the fins r6c4, r6c5 (box 5): either the fish holds or a fin is 3, so 3 is removed from r5c6, in a cover line and in the fins' box",
       {{41, 3}}},
      {"finned-swordfish", "103070002000000040090005001020100503007000200405002060200800030050000000800020709",
       "Finned swordfish: in rows 3, 4 and 8, 7 lies only in columns 1, 6 and 8 and in the fin r8c4 (box 8): either the fish holds or a fin is 7, so 7 is removed from r7c6, in a cover line and in the fins' box",
       {{59, 7}}},
      {"sashimi-swordfish", "000030600040800901006700005083000200600040008005000490900005800501008030004090000",
       "Sashimi swordfish: in rows 2, 5 and 9, 7 lies only in columns 3, 6 and 8 and in the fin r9c2 (box 7): either the fish holds or a fin is 7, so 7 is removed from r7c3, in a cover line and in the fins' box",
       {{56, 7}}},
      {"finned-jellyfish", "502070430000400050000020700400502073000010000970603001008050000010004000059030807",
       "Finned jellyfish: in rows 1, 3, 4 and 9, 6 lies only in columns 1, 2, 6 and 7 and in the fins r1c9, r3c8, r3c9 (box 3): either the fish holds or a fin is 6, so 6 is removed from r2c7, in a cover line and in the fins' box",
       {{15, 6}}},
      {"sashimi-jellyfish", "070090040140208037900010008080000090201040603400000001010000020000629000700080009",
       "Sashimi jellyfish: in rows 4, 5, 7 and 8, 5 lies only in columns 1, 2, 5 and 9 and in the fin r5c6 (box 5): either the fish holds or a fin is 5, so 5 is removed from r6c5, in a cover line and in the fins' box",
       {{49, 5}}},
      {"als-xz", "006000200900000004243000896000591000002080300400203001300000007000907000010408020",
       "ALS-XZ: the almost locked sets r4c1, r4c3 {6,7,8} in row 4 and r5c2, r5c8, r5c9 {5,6,7,9} in row 5 share 6 only where their cells see each other, so one of them lacks 6 and is locked: 7 lies in one of them and is removed from r4c8",
       {{34, 7}}},
      {"als-xy-wing", "001000008709300001008701093000160050000000000080049000830402600900008205600000300",
       "ALS-XY-wing: the almost locked set r7c9, r9c9 {4,7,9} in column 9 shares 7 with r4c1, r4c9 {2,4,7} in row 4 and 4 with r9c3 {2,4} in row 9, each only where the cells see each other; the middle set lacks at most one value, so it holds 7 or 4 and one of the outer sets is locked: 2 lies in one of them and is removed from r4c3",
       {{29, 2}}},
  };
  return list;
}

TEST(SudokuHodoku, EachNewTechniqueFindsItsExactStep) {
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.technique);
    const SudokuGrid puzzle = grid(c.puzzle);
    const SudokuGrid solution = solve_sudoku_fast(puzzle, 1).first;
    const HumanSolveResult r = solve_sudoku_human(puzzle, hodoku_options());
    ASSERT_TRUE(r.solved);
    HumanPosition pos = human_position(puzzle);
    size_t i = 0;
    while (i < r.steps.size() && r.steps[i].technique != c.technique) apply_human_step(pos, r.steps[i++]);
    ASSERT_LT(i, r.steps.size()) << "not used";
    const std::optional<TraceStep> hint = next_human_step(pos, hodoku_options());
    ASSERT_TRUE(hint.has_value());
    EXPECT_EQ(hint->technique, c.technique);
    EXPECT_EQ(hint->explanation, c.explanation);
    EXPECT_EQ(hint->removed, c.removed);
    EXPECT_TRUE(hint->placed.empty());
    for (const CellValue& cv : hint->removed) EXPECT_NE(solution.cells[cv.cell], cv.value) << hint->explanation;
    EXPECT_FALSE(hint->roles.empty());  // the pattern a hint draws: fins, or the ALSs
    EXPECT_FALSE(hint->houses.empty());
    // HoDoKu's score for the step, from its table.
    const std::optional<HodokuTechnique> h = hodoku_technique(c.technique);
    ASSERT_TRUE(h.has_value());
    EXPECT_EQ(r.hodoku_scores[i], h->score);
    // The SE ladder never takes such a step.
    for (const TraceStep& s : solve_sudoku_human(puzzle).steps) EXPECT_NE(s.technique, c.technique);
  }
}

TEST(SudokuHodoku, ScoresAndLevelsFollowHoDoKusTable) {
  EXPECT_EQ(hodoku_technique("finned-x-wing")->score, 130);
  EXPECT_EQ(hodoku_technique("sashimi-x-wing")->score, 150);
  EXPECT_EQ(hodoku_technique("finned-swordfish")->score, 200);
  EXPECT_EQ(hodoku_technique("finned-jellyfish")->score, 250);
  EXPECT_EQ(hodoku_technique("als-xz")->score, 300);
  EXPECT_EQ(hodoku_technique("als-xy-wing")->score, 320);
  EXPECT_EQ(hodoku_technique("hidden-single")->score, 14);
  EXPECT_EQ(hodoku_technique("dynamic-cell-forcing-chains-plus2")->score, 700);
  EXPECT_FALSE(hodoku_technique("direct-pointing").has_value());
  EXPECT_EQ(hodoku_level_name(1), "easy");
  EXPECT_EQ(hodoku_level_name(5), "extreme");
  // Every technique the HoDoKu ladder lists has a score; levels never fall along the list's fish rows.
  for (const HodokuTechnique& t : hodoku_techniques()) {
    EXPECT_GT(t.score, 0) << t.name;
    EXPECT_TRUE(t.level >= 1 && t.level <= 5) << t.name;
  }

  // An easy puzzle: singles only, level easy, the score the sum of the steps' scores.
  const SudokuGrid easy = grid("050703060007000800000816000000030000005000100730040086906000204840572093000409000");
  const HumanSolveResult r = solve_sudoku_human(easy, hodoku_options());
  ASSERT_TRUE(r.solved);
  ASSERT_EQ(r.hodoku_scores.size(), r.steps.size());
  int sum = 0;
  for (size_t i = 0; i < r.steps.size(); ++i) {
    EXPECT_EQ(r.hodoku_scores[i], hodoku_technique(r.steps[i].technique)->score);
    sum += r.hodoku_scores[i];
  }
  EXPECT_EQ(r.hodoku_score, sum);
  EXPECT_EQ(r.hodoku_level, sum > 800 ? 2 : 1);
  // The SE ladder reports no HoDoKu grade.
  const HumanSolveResult se = solve_sudoku_human(easy);
  EXPECT_TRUE(se.hodoku_scores.empty());
  EXPECT_EQ(se.hodoku_score, 0);
}

// The sweep: hard and diabolical puzzles of the exchange set and top1465 (seeded by file order, first
// N of each): every HoDoKu path is sound and ends solved, each new technique occurs, and the level is
// at least the hardest step's.
TEST(SudokuHodoku, NeverAWrongStepOnHardSets) {
  if (dataset_path("sudoku-exchange-rated").empty()) GTEST_SKIP() << "../shared/datasets is absent";
  std::map<std::string, int> seen;
  const std::pair<const char*, size_t> files[] = {
      {"sudoku-exchange-rated/hard_puzzle_and_solution.txt", 150},
      {"sudoku-exchange-rated/diabolical_puzzle_and_solution.txt", 200},
      {"sudoku-magictour-top1465/puzzles3_magictour_top1465", 100},
  };
  for (const auto& [file, limit] : files) {
    const std::string path = dataset_path(file);
    if (path.empty()) continue;
    int solved_without_guess = 0, count = 0;
    for (const std::string& line : read_puzzle_lines(path, limit)) {
      std::istringstream in(line);
      std::string text;
      in >> text;
      auto puzzle = parse_sudoku_line(text);
      if (!puzzle) continue;
      ++count;
      const SudokuGrid solution = solve_sudoku_fast(*puzzle, 1).first;
      const HumanSolveResult r = solve_sudoku_human(*puzzle, hodoku_options());
      EXPECT_TRUE(r.solved) << text;
      if (!r.used_last_resort) ++solved_without_guess;
      if (replay_failures(*puzzle, solution, r) > 0) break;
      int hardest = 1;
      for (const TraceStep& s : r.steps) {
        ++seen[s.technique];
        hardest = std::max(hardest, hodoku_technique(s.technique)->level);
      }
      EXPECT_GE(r.hodoku_level, hardest) << text;
    }
    std::cout << "  " << file << ": " << solved_without_guess << " of " << count << " without the last resort\n";
  }
  for (const auto& [technique, count] : seen)
    if (!hodoku_technique(technique) || hodoku_technique(technique)->score >= 130) std::cout << "  " << technique << ": " << count << "\n";
  for (const char* t : {"finned-x-wing", "sashimi-x-wing", "finned-swordfish", "sashimi-swordfish", "finned-jellyfish",
                        "sashimi-jellyfish", "als-xz", "als-xy-wing"})
    EXPECT_GT(seen[t], 0) << t;
}

// The option leaves SE's ladder alone: on the same puzzles the SE path is the one the default options
// give, step by step (a regression guard beside bench_se_agreement --paths).
TEST(SudokuHodoku, SeLadderUnchangedByTheOption) {
  if (dataset_path("sudoku-exchange-rated").empty()) GTEST_SKIP() << "../shared/datasets is absent";
  for (const std::string& line :
       read_puzzle_lines(dataset_path("sudoku-exchange-rated/diabolical_puzzle_and_solution.txt"), 30)) {
    auto puzzle = parse_sudoku_line(line.substr(0, line.find(' ')));
    ASSERT_TRUE(static_cast<bool>(puzzle));
    HumanOptions se;
    se.ladder = HumanLadder::SE;
    const HumanSolveResult a = solve_sudoku_human(*puzzle), b = solve_sudoku_human(*puzzle, se);
    ASSERT_EQ(a.steps.size(), b.steps.size());
    for (size_t i = 0; i < a.steps.size(); ++i) {
      EXPECT_EQ(a.steps[i].explanation, b.steps[i].explanation);
      EXPECT_FALSE(hodoku_technique(a.steps[i].technique).has_value() &&
                   (a.steps[i].technique.starts_with("finned-") || a.steps[i].technique.starts_with("sashimi-") ||
                    a.steps[i].technique.starts_with("als-")));
    }
    EXPECT_EQ(a.hardest_rating, b.hardest_rating);
  }
}

}  // namespace
}  // namespace gridlogic
